import Foundation
import Testing
import FinderTestSupport
@testable import FinderStore

/// The listing-field table (`ListingField`) drives the store's columns, its checksum and its
/// migrations: what the hand-written code it replaced did, it does.
@Suite struct ListingFieldTableTests {
    static let rows = [
        StockRecord(ticker: "AAPL", name: "Apple Inc", country: "united states", currency: "USD", isin: "US0378331005",
                    marketCap: 3.1e12, countryCode: "US"),
        StockRecord(ticker: "SBER", name: "Sberbank", exchange: "MOEX", country: "russia", currency: "RUB",
                    altName: "Сбербанк", price: 266.79, priceDate: "2023-10-18", priceSource: "moex", countryCode: "RU",
                    change: -3.21, changePercent: nil),
        StockRecord(ticker: "X", name: ""),
    ]

    /// The checksum as it was written field by field before the table: a store's recorded
    /// checksum (and so its index) must stay current across the change.
    static func handWrittenChecksum(_ rows: [StockRecord]) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ s: String?) {
            for b in (s ?? "\u{1}").utf8 { value = (value ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
            value = (value ^ 0x1f) &* 0x0000_0100_0000_01b3
        }
        for r in rows {
            mix(r.ticker); mix(r.name); mix(r.exchange); mix(r.country); mix(r.currency)
            mix(r.isin); mix(r.altName); mix(r.price.map { "\($0)" }); mix(r.priceDate); mix(r.priceSource)
            mix(r.marketCap.map { "\($0)" }); mix(r.countryCode)
            if r.change != nil || r.changePercent != nil { mix(r.change.map { "\($0)" }); mix(r.changePercent.map { "\($0)" }) }
            value = (value ^ 0x1e) &* 0x0000_0100_0000_01b3
        }
        return value
    }

    @Test func theChecksumIsTheHandWrittenOne() {
        #expect(Store.checksum(of: Self.rows) == Self.handWrittenChecksum(Self.rows))
        for r in Self.rows { #expect(Store.checksum(of: [r]) == Self.handWrittenChecksum([r]), "\(r.ticker)") }
        // A later generation's fields count only where one has a value.
        var unchanged = Self.rows[1]
        unchanged.change = nil
        #expect(Store.checksum(of: [unchanged]) != Store.checksum(of: [Self.rows[1]]))
    }

    @Test func everyFieldRoundTripsThroughItsColumn() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        try store.replaceCatalogue(Self.rows, source: "test")
        #expect(try Store(directory: dir.path).allStocks() == Self.rows)
        let columns = try shell("sqlite3 \(store.path) \"SELECT name FROM pragma_table_info('stocks')\"")
            .split(separator: "\n").map(String.init)
        // The fields' columns, then the store's own: who added the listing (migration 9).
        #expect(columns == ["id"] + ListingField.allCases.map(\.column) + ["added_by"])
    }

    /// A field's column is a generated step where no hand-written migration adds it: the
    /// step generated for the day's change (schema 5) makes, after the hand-written steps
    /// before it, the same table as the hand-written step 5 did.
    @Test func aGeneratedStepAddsAFieldsColumn() throws {
        let generated = ListingField.columnsAdded(inSchema: 5)
        #expect(generated == "ALTER TABLE stocks ADD COLUMN change REAL;\nALTER TABLE stocks ADD COLUMN change_percent REAL;")
        #expect(ListingField.columnsAdded(inSchema: Store.schemaVersion + 1).isEmpty)
        let dir = TemporaryDirectory()
        func table(_ steps: [String]) throws -> String {
            let path = dir.file(UUID().uuidString + ".sqlite")
            let sql = steps.joined(separator: "\n").replacingOccurrences(of: "\n", with: " ")
            return try shell("sqlite3 \(path) \"\(sql) SELECT group_concat(name || ' ' || type, ', ') FROM pragma_table_info('stocks');\"")
        }
        let byHand = try table(Array(Store.migrations[0..<5]))
        #expect(try table(Array(Store.migrations[0..<4]) + [generated]) == byHand)
        #expect(byHand.hasSuffix("change REAL, change_percent REAL"))
        // A hand-written table after the fields' columns takes a version no field has.
        for version in Store.laterTables.keys {
            #expect(!ListingField.allCases.contains { $0.schema == version }, "schema \(version) is a table's and a field's")
            #expect(version > Store.migrations.count)
        }
        // Every field's column is added by some step up to the current schema.
        for f in ListingField.allCases {
            #expect(f.schema <= Store.schemaVersion)
            #expect((0..<Store.schemaVersion).map(Store.migration).joined().contains(" \(f.column) "), "\(f)")
        }
    }

    @Test func aCatalogueFileIsReadByTheTablesColumnNames() throws {
        let text = "#finder-catalogue\t1\nname\tprice\tticker\tmarket_cap\tcountry_code\talt_name\nApple Inc\t189.5\tAAPL\t3e12\tUS\t\n"
        let rows = try CatalogueFile.parse(Array(text.utf8), path: "t.tsv")
        // country_code is not a column of the format (`inCatalogueFile`): left unknown.
        #expect(rows == [StockRecord(ticker: "AAPL", name: "Apple Inc", price: 189.5, priceSource: "bundled", marketCap: 3e12)])
        #expect(throws: StoreError.self) {
            try CatalogueFile.parse(Array("#finder-catalogue\t1\nticker\tname\tprice\nA\tB\t-1\n".utf8), path: "t.tsv")
        }
    }
}
