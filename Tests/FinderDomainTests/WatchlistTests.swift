import Testing
import FinderTestSupport
import FinderStore
@testable import FinderDomain

/// The listing a watched ticker shows: the first of its listings that has a price (a kept
/// quote's or the catalogue's), else its first; none for a ticker the catalogue lost.
@Suite struct WatchlistTests {
    @Test func eachEntryShowsItsFirstPricedListing() throws {
        let dir = TemporaryDirectory("finder-watchlist")
        let locator = ResourceLocator(folder: resourcesFolder)
        // BHP: the first listing in the index's order has no price, a later one has.
        // GAZP: none has a price until a quote is kept for one. TEST: one listing, unpriced.
        let rows = [StockRecord(ticker: "BHP", name: "BHP Group", exchange: "ASX", country: "australia", currency: "AUD"),
                    StockRecord(ticker: "BHP", name: "BHP Group", exchange: "LSE", country: "united kingdom", currency: "GBP",
                                price: 19.5, priceDate: "2026-08-22", priceSource: "bundled"),
                    StockRecord(ticker: "GAZP", name: "Gazprom", exchange: "MOEX", country: "russia", currency: "RUB"),
                    StockRecord(ticker: "GAZP", name: "Gazprom", exchange: "Berlin", country: "germany", currency: "EUR"),
                    StockRecord(ticker: "TEST", name: "Test Inc", country: "united states", currency: "USD")]
        _ = try StockCatalogue(dataDirectory: dir.path, resources: locator).localStore.replaceCatalogue(rows, source: "test")
        let catalogue = try StockCatalogue(dataDirectory: dir.path, resources: locator)
        let watchlist = Watchlist(catalogue: catalogue)
        for t in ["bhp", "GAZP", "TEST"] { #expect(try watchlist.add(t) == .added(t.uppercased())) }

        var shown = try watchlist.entries().map(\.listing)
        let gazprom = try catalogue.listings(ofTicker: "GAZP")
        #expect(shown.map { $0?.exchange } == ["LSE", gazprom[0].exchange, ""])
        #expect(shown[0]?.price == 19.5 && shown[1]?.price == nil && shown[2]?.price == nil)

        // A quote kept for GAZP's second listing in the index's order makes it the one shown.
        let second = gazprom[1]
        _ = try catalogue.keepQuotes([FetchedQuote(symbol: "GAZP.X", price: 130, previousClose: 128, currency: second.currency,
                                                   date: "2026-12-04")],
                                     for: [second].map { var r = $0; r.symbol = "GAZP.X"; return r }, fetchedAt: 0)
        shown = try Watchlist(catalogue: StockCatalogue(dataDirectory: dir.path, resources: locator)).entries().map(\.listing)
        #expect(shown[1]?.exchange == second.exchange && shown[1]?.price == 130 && shown[1]?.change == 2)

        // A watched ticker the catalogue no longer has shows no listing; the others still do.
        _ = try catalogue.localStore.replaceCatalogue(Array(rows.prefix(4)), source: "test")
        let after = try Watchlist(catalogue: StockCatalogue(dataDirectory: dir.path, resources: locator)).entries()
        #expect(after.map(\.ticker) == ["BHP", "GAZP", "TEST"] && after[2].listing == nil && after[0].listing?.price == 19.5)
    }
}
