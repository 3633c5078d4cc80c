import Foundation
import Testing
import FinderTestSupport
import FinderStore
import FinderText
@testable import FinderIndex
@testable import FinderDomain

/// The index payload and saved results follow the listing-field table (`ListingField`): the
/// payload's fields are part of the index's identity, so an index coded for other fields is
/// rebuilt with no hand bump of the format version.
@Suite(.serialized) struct ListingFieldCodecTests {
    @Test func thePayloadsFingerprintFollowsTheTable() {
        let all = ListingField.allCases
        #expect(_PayloadCoder.fingerprint == _PayloadCoder.fingerprint(all))
        #expect(_PayloadCoder.fingerprint(Array(all.dropLast())) != _PayloadCoder.fingerprint(all))
        #expect(_PayloadCoder.fingerprint(all.reversed()) != _PayloadCoder.fingerprint(all))
        // The flags: one a field carried after a flag, in table order (the day's change, then the
        // identifiers, size class and names).
        #expect(_PayloadCoder.flagged == [.isin, .altName, .price, .priceDate, .priceSource, .marketCap, .change, .changePercent,
                                             .symbol, .cusip, .figi, .capClass, .aliases])
        let keys = SearchKeyMaker()
        #expect(StockIndex.identity(catalogueChecksum: 7, keys: keys).catalogueChecksum
                == 7 ^ _IndexMembership.checksum ^ StockRanking.revision ^ _PayloadCoder.fingerprint)
    }

    /// An index written when the table had one field fewer (its identity made with that
    /// table's fingerprint) is stale: opened, it is rebuilt, and the new one is current.
    @Test func anIndexCodedForOtherFieldsIsRebuilt() throws {
        let dir = TemporaryDirectory()
        let locator = ResourceLocator(folder: resourcesFolder)
        let first = try StockCatalogue(dataDirectory: dir.path, resources: locator)
        let path = dir.file(StockIndex.fileName)
        let current = try IndexReader(path: path).identity
        var older = current
        older.catalogueChecksum ^= _PayloadCoder.fingerprint ^ _PayloadCoder.fingerprint(Array(ListingField.allCases.dropLast()))
        try StockIndex.build(try first.localStore.allStocks(), identity: older, keys: SearchKeyMaker(), to: path)
        #expect(try IndexReader(path: path).identity == older)
        let again = try StockCatalogue(dataDirectory: dir.path, resources: locator)
        #expect(again.notices == [.builtIndex(reason: .stale)])
        #expect(try IndexReader(path: path).identity == current)
        #expect(try again.show(ticker: "gazp").first?.name == "Gazprom PAO")
    }

    /// A saved listing has every field of the table, in its order; a record with more fields
    /// a listing than the table knows (a newer finder's) is not read as something else.
    @Test func savedResultsCarryEveryFieldOfTheTable() throws {
        let full = StockRecord(ticker: "SBER", name: "Sberbank", exchange: "MOEX", country: "russia", currency: "RUB",
                               isin: "RU0009029540", altName: "Сбербанк", price: 266.79, priceDate: "2023-10-18",
                               priceSource: "moex", marketCap: 5.7e12, countryCode: "RU", change: -3.21, changePercent: -1.19)
        let results = StockResults(matches: [StockMatch(stock: full, kind: .exactTicker, listings: [full])])
        let text = results.encodedForSaving()
        #expect(StockResults(saved: text) == results)
        let fields = text.split(separator: "\u{1E}")[0].split(separator: "\u{1F}", omittingEmptySubsequences: false)
        #expect(fields.count == 3 + ListingField.allCases.count)
        #expect(fields[3 + ListingField.changePercent.rawValue] == "-1.19")
        let wider = String(text.dropLast()) + "\u{1F}extra\u{1E}"
        #expect(StockResults(saved: wider) == nil)
    }
}
