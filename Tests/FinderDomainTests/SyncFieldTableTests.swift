import Testing
import FinderTestSupport
import FinderStore
import FinderDomain

/// A sync carries its values by listing field, checked and merged as the table
/// says (`ListingField.sync`), so a field a source gives needs no code of its own here.
@Suite struct SyncFieldTableTests {
    /// A row giving a good value for every field the table lets a sync read, by its check.
    func fullRow(price: Double) -> SyncRow {
        var row = SyncRow()
        for f in ListingField.synced {
            switch f.sync!.check {
            case .ticker: row[f] = .text(" TBL ")
            case .name: row[f] = .text(f == .name ? "Table Inc" : "Таблица")
            case .text(let lowercased): row[f] = .text(lowercased ? "United States" : "XTBL")
            case .currency: row[f] = .text("usd")
            case .price: row[f] = .number(price)
            case .code(let length): row[f] = .text(String(repeating: "7", count: length))
            case .number(let range, _): row[f] = .number(min(max(price / 10, range.lowerBound), range.upperBound))
            case .syncedAt: row[f] = .text("2025-11-28")
            case .source, .countryCode: break
            }
        }
        return row
    }

    /// Every field the table lets a sync set is checked, stored on a new listing and merged
    /// into a matched one, with nothing but the table naming it.
    @Test func everySyncedFieldGoesFromTheRowToTheStore() throws {
        let l = try CatalogueSync.validate(fullRow(price: 20)).get()
        for f in ListingField.synced where f.sync!.check != .source { #expect(l.values.gives(f), "\(f) is read from the row") }
        #expect(l.ticker == "TBL" && l.country == "united states" && l.currency == "USD" && l.values.countryCode == "US")

        let dir = TemporaryDirectory("finder-sync-table")
        let store = try Store(directory: dir.path)
        try store.replaceCatalogue([StockRecord(ticker: "OLD", name: "Old")], source: "test")
        #expect(try store.mergeCatalogue([l], priceSource: "src", syncedAt: "2025-11-29T00:00:00Z").added == 1)
        let added = try #require(try store.allStocks().last)
        for f in ListingField.synced where f.sync!.merge != .key {
            #expect(added.gives(f), "\(f) is stored on a new listing")
        }
        #expect(added.priceSource == "src" && added.priceDate == "2025-11-28")

        // The same listing again at another price: every field that follows the price, or
        // replaces, takes the new value; what matched it stays.
        let again = try CatalogueSync.validate(fullRow(price: 40)).get()
        #expect(try store.mergeCatalogue([again], priceSource: "src2", syncedAt: "2025-11-30T00:00:00Z").updated == 1)
        let merged = try #require(try store.allStocks().last)
        for f in ListingField.synced where f.kind == .number {
            #expect(merged.number(f) == again.number(f), "\(f) is merged")
        }
        #expect(merged.priceSource == "src2" && merged.ticker == "TBL")
        #expect(try store.allStocks().count == 2)
    }

    /// A number the table says follows the price is dropped without one (the change of
    /// nothing), whatever the row says.
    @Test func followersOfThePriceGoWithIt() throws {
        var row = fullRow(price: 20)
        row[.price] = .absent
        let unpriced = try CatalogueSync.validate(row).get()
        for f in ListingField.price.followers where f.kind == .number { #expect(unpriced.number(f) == nil, "\(f)") }
    }
}
