import Testing
import FinderTestSupport
import FinderStore
@testable import FinderDomain

/// The day's change a source gives is validated like the other optional
/// extras, stored with its price, carried by the index's payload to every search, and kept
/// in saved results.
@Suite struct DayChangeTests {
    func row(_ ticker: String, price: SyncRow.Value, change: SyncRow.Value, percent: SyncRow.Value) -> SyncRow {
        SyncRow(ticker: .text(ticker), name: .text("Apple Inc"), currency: .text("USD"), country: .text("united states"),
                price: price, change: change, changePercent: percent)
    }

    func listing(_ r: SyncRow) throws -> SyncedListing { try CatalogueSync.validate(r).get() }

    @Test func aBadChangeIsDroppedNotTheRow() throws {
        let good = try listing(row("AAPL", price: .number(278.85), change: .number(-1.27), percent: .text("-0.453")))
        #expect(good.change == -1.27 && good.changePercent == -0.453)
        let bad = try listing(row("AAPL", price: .number(278.85), change: .number(.nan), percent: .number(-150)))
        #expect(bad.price == 278.85 && bad.change == nil && bad.changePercent == nil)
        let text = try listing(row("AAPL", price: .number(278.85), change: .text("lots"), percent: .number(1e300)))
        #expect(text.change == nil && text.changePercent == nil)
        // No price, no change: it would be the change of nothing.
        let unpriced = try listing(row("AAPL", price: .absent, change: .number(1), percent: .number(1)))
        #expect(unpriced.change == nil && unpriced.changePercent == nil)
        let zero = try listing(row("AAPL", price: .number(10), change: .number(-0.0), percent: .number(0)))
        #expect(zero.change == 0 && zero.change?.sign == .plus)
    }

    @Test func aSyncedChangeReachesSearchesThroughTheIndex() throws {
        let dir = TemporaryDirectory("finder-change")
        let locator = ResourceLocator(folder: resourcesFolder)
        let rows = [StockRecord(ticker: "AAPL", name: "Apple Inc", country: "united states", currency: "USD", isin: "US0378331005"),
                    StockRecord(ticker: "SBER", name: "Sberbank", exchange: "MOEX", country: "russia", currency: "RUB")]
        try StockCatalogue(dataDirectory: dir.path, resources: locator).localStore.replaceCatalogue(rows, source: "test")
        let sync = CatalogueSync(catalogue: try StockCatalogue(dataDirectory: dir.path, resources: locator))
        let report = try sync.apply([row("AAPL", price: .number(278.85), change: .number(-1.27), percent: .number(-0.453))],
                                    source: "nasdaq", syncedAt: "2025-11-28T21:00:00Z")
        #expect(report.updated == 1 && report.reindexed)
        let catalogue = try StockCatalogue(dataDirectory: dir.path, resources: locator)
        let found = try catalogue.search(StockQuery(text: "apple", limit: 5, language: "en")).matches
        let apple = try #require(found.first?.stock)
        #expect(apple.change == -1.27 && apple.changePercent == -0.453 && apple.price == 278.85)
        let sber = try #require(try catalogue.search(StockQuery(text: "sber", limit: 5, language: "en")).matches.first?.stock)
        #expect(sber.change == nil && sber.changePercent == nil)

        // Saved for offline use and read back with the change; a result saved before the
        // change existed (12 fields a listing) still reads, without one.
        let results = StockResults(matches: found)
        #expect(StockResults(saved: results.encodedForSaving())?.matches.map(\.listings) == results.matches.map(\.listings))
        var w = _RecordWriter(capacity: 100)
        w.add("name-start"); w.add(0)
        w.add("AAPL"); w.add("Apple Inc"); w.add(""); w.add("united states"); w.add("USD"); w.add(nil as String?)
        w.add(nil as String?); w.add(278.85); w.add("2025-11-28"); w.add("nasdaq"); w.add(nil as Double?); w.add("US")
        w.endRecord()
        let old = try #require(StockResults(saved: w.text))
        #expect(old.matches.first?.stock.price == 278.85 && old.matches.first?.stock.change == nil)
        #expect(old.matches.first?.stock.countryCode == "US")
    }
}
