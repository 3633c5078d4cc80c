import Foundation
import Testing
import FinderTestSupport
@testable import FinderStore

@Suite struct StoreSyncTests {
    let bundled = [
        StockRecord(ticker: "AAPL", name: "Apple Inc", country: "austria", currency: "EUR", isin: "US0378331005"),
        StockRecord(ticker: "AAPL", name: "Apple Inc", country: "united states", currency: "USD", isin: "US0378331005"),
        StockRecord(ticker: "GAZP", name: "Gazprom PAO", exchange: "MOEX", country: "russia", currency: "RUB",
                    isin: "RU0007661625", altName: "ГАЗПРОМ ао"),
        StockRecord(ticker: "SBER", name: "Sberbank Rossii PAO", exchange: "MOEX", country: "russia", currency: "RUB",
                    altName: "Сбербанк", price: 270, priceDate: "2023-10-17", priceSource: "bundled"),
    ]

    func store() throws -> (TemporaryDirectory, Store) {
        let dir = TemporaryDirectory()
        let s = try Store(directory: dir.path)
        try s.replaceCatalogue(bundled, source: "bundled")
        return (dir, s)
    }

    @Test func mergesByTickerAndExchangeKeepingOrderAndUnsaidFields() throws {
        let (_, s) = try store()
        let counts = try s.mergeCatalogue([
            SyncedListing(ticker: "SBER", exchange: "MOEX", name: "Sberbank", altName: "Сбербанк России ПАО ао",
                          country: "russia", currency: "RUB", price: 266.79, priceDate: "2023-10-18T16:10:42+03:00"),
            SyncedListing(ticker: "GAZP", exchange: "MOEX", name: nil, altName: "ГАЗПРОМ ао", currency: "RUB", price: nil),
            SyncedListing(ticker: "ASTR", exchange: "MOEX", name: nil, altName: "Астра ао", country: "russia",
                          currency: "RUB", price: 500),
        ], priceSource: "moex", syncedAt: "2025-01-10T09:00:00Z")
        #expect(counts.updated == 1 && counts.added == 1 && counts.unchanged == 1 && counts.duplicates == 0)
        let rows = try s.allStocks()
        #expect(rows.map(\.ticker) == ["AAPL", "AAPL", "GAZP", "SBER", "ASTR"])   // old order kept, new appended
        #expect(rows[3] == StockRecord(ticker: "SBER", name: "Sberbank", exchange: "MOEX", country: "russia", currency: "RUB",
                                       altName: "Сбербанк России ПАО ао", price: 266.79,
                                       priceDate: "2023-10-18T16:10:42+03:00", priceSource: "moex"))
        #expect(rows[2] == bundled[2])   // nothing new said about GAZP: unchanged, name kept
        #expect(rows[4].name == "Астра ао" && rows[4].altName == nil && rows[4].priceDate == "2025-01-10T09:00:00Z")
        #expect(try s.catalogueChecksum() == Store.checksum(of: rows))
        #expect(counts.checksum == Store.checksum(of: rows))
        #expect(try s.lastSync()?.source == "moex")
    }

    /// A listing with neither exchange nor country that matches nothing is not added beside a
    /// listing of its ticker elsewhere (SBER in dollars beside the Moscow Exchange's); a ticker
    /// the catalogue does not list is added, placeless or not.
    @Test func aPlacelessListingIsNotAddedBesideItsTicker() throws {
        let (_, s) = try store()
        let counts = try s.mergeCatalogue([
            SyncedListing(ticker: "SBER", exchange: "", name: "Sberbank", currency: "USD", price: 3.1),
            SyncedListing(ticker: "aapl", exchange: "", name: "Apple", currency: "GBP", price: 150),
            SyncedListing(ticker: "NEWCO", exchange: "", name: "New Company", currency: "USD", price: 12),
            SyncedListing(ticker: "GAZP", exchange: "", name: "Gazprom", country: "kazakhstan", currency: "KZT", price: 900),
        ], priceSource: "file", syncedAt: "2025-01-10T09:00:00Z")
        #expect(counts.placeless == 2, "\(counts)")
        #expect(counts.added == 2, "\(counts)")
        #expect(counts.updated == 0, "\(counts)")
        let tickers = try s.allStocks().map(\.ticker)
        #expect(tickers == ["AAPL", "AAPL", "GAZP", "SBER", "NEWCO", "GAZP"], "\(tickers)")
    }

    /// `--replace`: a source's second sync removes the listings its first one added and it
    /// no longer gives. A bundled listing it updated stays, and so does what another source
    /// added; without `--replace`, nothing is removed. The checksum stays the catalogue's.
    @Test func aReplaceRemovesOnlyWhatThatSourceAddedAndNoLongerGives() throws {
        let (_, s) = try store()
        func listing(_ t: String, _ price: Double) -> SyncedListing {
            SyncedListing(ticker: t, exchange: "XTST", name: t + " Inc", country: "united states", currency: "USD", price: price)
        }
        let bundled = try s.allStocks().count
        _ = try s.mergeCatalogue([listing("ZZA", 1), listing("ZZB", 2),
                                  SyncedListing(ticker: "SBER", exchange: "MOEX", name: "Sberbank", currency: "RUB", price: 270)],
                                 priceSource: "/home/u/mine.csv", syncedAt: "2025-01-10T09:00:00Z")
        _ = try s.mergeCatalogue([listing("ZZC", 3)], priceSource: "/home/u/other.csv", syncedAt: "2025-01-10T09:00:00Z")
        #expect(try s.allStocks().count == bundled + 3)

        let kept = try s.mergeCatalogue([listing("ZZA", 1.5)], priceSource: "/home/u/mine.csv", syncedAt: "2025-01-11T09:00:00Z")
        #expect(kept.removed == 0 && kept.updated == 1, "\(kept)")
        #expect(try s.allStocks().count == bundled + 3)

        let counts = try s.mergeCatalogue([listing("ZZA", 1.5)], priceSource: "/home/u/mine.csv", syncedAt: "2025-01-12T09:00:00Z",
                                          rules: MergeRules(removesWhatItNoLongerGives: true))
        #expect(counts.removed == 1 && counts.changedCatalogue, "\(counts)")
        let tickers = try s.allStocks().map(\.ticker)
        #expect(!tickers.contains("ZZB") && tickers.contains("ZZA") && tickers.contains("ZZC") && tickers.contains("SBER"), "\(tickers)")
        #expect(tickers.count == bundled + 2)
        #expect(try s.catalogueChecksum() == Store.checksum(of: try s.allStocks()))
    }

    /// Memory of a merge: listings are read one at a time, as a lazy caller makes them, and
    /// the merged catalogue is held once, made at its final size (no doubling copy as it
    /// grows, no second copy for the index). A million added listings held 1.76 GB with both.
    @Test func listingsAreReadOnceAndTheCatalogueIsHeldAtItsSize() throws {
        let (_, s) = try store()
        let count = 5_000
        let made = Counter()
        let listings = (0..<count).lazy.map { i -> SyncedListing in
            made.add()
            return SyncedListing(ticker: "T\(i)", exchange: "", name: "Company \(i)", currency: "USD", price: Double(i + 1))
        }
        struct Promised<Base: Sequence>: Sequence {
            let base: Base
            let underestimatedCount: Int
            func makeIterator() -> Base.Iterator { base.makeIterator() }
        }
        var seen: (count: Int, capacity: Int)?
        let counts = try s.mergeCatalogue(Promised(base: listings, underestimatedCount: count), priceSource: "file",
                                          syncedAt: "2025-01-10T09:00:00Z") { merged throws(StoreError) in
            seen = (merged.count, merged.capacity)
        }
        #expect(counts.added == count)
        #expect(made.value == count)
        let merged = try #require(seen)
        #expect(merged.count == bundled.count + count)
        // (plus a page: the allocator rounds a large block up to whole pages)
        #expect(merged.capacity <= merged.count + 4096 / MemoryLayout<StockRecord>.stride + 1, "made at its final size")
    }

    /// The state a search opens the catalogue with says whether it was ever synced, as
    /// `lastSync` does (the no-prices hint is decided from it): not before, yes after, and
    /// the checksum and country codes read in the same statement are still right.
    @Test func theCatalogueStateSaysWhetherItWasSynced() throws {
        let (_, s) = try store()
        let before = try s.catalogueState()
        #expect(!before.synced)
        #expect(try s.lastSync() == nil)
        #expect(before.checksum == Store.checksum(of: bundled))
        try s.mergeCatalogue([SyncedListing(ticker: "SBER", exchange: "MOEX", name: "Sberbank", currency: "RUB", price: 266.79)],
                             priceSource: "moex", syncedAt: "2025-01-10T09:00:00Z")
        let after = try s.catalogueState()
        #expect(after.synced)
        #expect(try s.lastSync() != nil)
        #expect(after.checksum == Store.checksum(of: try s.allStocks()))
        #expect(after.hasCountryCodes == before.hasCountryCodes)
    }

    @Test func severalRowsPerTickerPicksTheOneInTheListingsCurrency() throws {
        let (_, s) = try store()
        let counts = try s.mergeCatalogue([
            SyncedListing(ticker: "aapl", exchange: "", name: "Apple Inc", currency: "USD", price: 189.84),
            SyncedListing(ticker: "AAPL", exchange: "", name: "Apple Again", currency: "USD", price: 1),
        ], priceSource: "https://example.com/s.json", syncedAt: "2025-01-10T09:00:00Z")
        #expect(counts.updated == 1 && counts.duplicates == 1 && counts.added == 0)
        let rows = try s.allStocks()
        #expect(rows[0] == bundled[0])
        #expect(rows[1].price == 189.84 && rows[1].priceSource == "https://example.com/s.json" && rows[1].name == "Apple Inc")
    }

    /// A row that names no exchange updates the one row of its ticker in its currency on any
    /// exchange; with two such rows it is not guessed, and the row is not added either: it would
    /// be a placeless BMW beside the two that trade (`MergeCounts.placeless`).
    @Test func aRowWithoutAnExchangeTakesTheOnlyListingInItsCurrency() throws {
        let dir = TemporaryDirectory()
        let s = try Store(directory: dir.path)
        let sap = [StockRecord(ticker: "SAP", name: "SAP SE", exchange: "XETRA", country: "germany", currency: "EUR"),
                   StockRecord(ticker: "SAP", name: "SAP SE ADR", country: "united states", currency: "USD"),
                   StockRecord(ticker: "BMW", name: "BMW AG", exchange: "XETRA", country: "germany", currency: "EUR"),
                   StockRecord(ticker: "BMW", name: "BMW AG", exchange: "Berlin", country: "germany", currency: "EUR")]
        try s.replaceCatalogue(sap, source: "bundled")
        let counts = try s.mergeCatalogue([
            SyncedListing(ticker: "SAP", exchange: "", name: "SAP SE, Walldorf", currency: "EUR", price: 140.12),
            SyncedListing(ticker: "BMW", exchange: "", name: "BMW", currency: "EUR", price: 80),
        ], priceSource: "file", syncedAt: "2025-01-10T09:00:00Z")
        #expect(counts.updated == 1 && counts.added == 0 && counts.placeless == 1)
        let rows = try s.allStocks()
        #expect(rows[0].price == 140.12 && rows[0].exchange == "XETRA" && rows[0].country == "germany")
        #expect(rows[1].price == nil)
        #expect(rows.count == 4 && rows[2].price == nil && rows[3].price == nil)
    }

    /// Market capitalisation is stored on matched and added listings; a listing the sync
    /// adds, or whose country it fills in, gets the country's ISO code.
    @Test func marketCapAndCountryCodeAreWritten() throws {
        let (_, s) = try store()
        let counts = try s.mergeCatalogue([
            SyncedListing(ticker: "AAPL", exchange: "", name: "Apple Inc.", country: "united states", countryCode: "US",
                          currency: "USD", price: 278.85, marketCap: 4_120_351_810_000),
            SyncedListing(ticker: "META", exchange: "", name: "Meta Platforms, Inc. Class A", country: "united states",
                          countryCode: "US", currency: "USD", price: 647.95, marketCap: 1_633_200_000_000),
            SyncedListing(ticker: "SBER", exchange: "MOEX", name: "Sberbank", country: "russia", countryCode: "RU",
                          currency: "RUB", price: nil, marketCap: 5_759_060_000_000),
        ], priceSource: "nasdaq", syncedAt: "2025-11-28T21:00:00Z")
        #expect(counts.updated == 2 && counts.added == 1)
        let rows = try s.allStocks()
        #expect(rows[1].marketCap == 4_120_351_810_000 && rows[1].price == 278.85)
        #expect(rows[3].marketCap == 5_759_060_000_000 && rows[3].price == 270)   // no new price: the old one stays
        let meta = try #require(rows.last)
        #expect(meta.ticker == "META" && meta.countryCode == "US" && meta.marketCap == 1_633_200_000_000)
        #expect(try s.catalogueChecksum() == Store.checksum(of: rows))
    }

    /// The day's change is stored with the price it belongs to; a later price
    /// without one clears it (it was an older price's); a listing with no price gets none.
    @Test func theDaysChangeGoesWithItsPrice() throws {
        let (_, s) = try store()
        _ = try s.mergeCatalogue([
            SyncedListing(ticker: "AAPL", exchange: "", name: nil, country: "united states", currency: "USD", price: 278.85,
                          change: -1.27, changePercent: -0.453),
            SyncedListing(ticker: "SBER", exchange: "MOEX", name: nil, country: "russia", currency: "RUB", price: 266.79,
                          priceDate: "2023-10-18T16:10:42+03:00", change: -3.21, changePercent: -1.19),
            SyncedListing(ticker: "ASTR", exchange: "MOEX", name: "Astra", country: "russia", currency: "RUB", price: nil,
                          change: 5, changePercent: 1),
        ], priceSource: "nasdaq", syncedAt: "2025-11-28T21:00:00Z")
        var rows = try s.allStocks()
        #expect(rows[1].change == -1.27 && rows[1].changePercent == -0.453 && rows[1].price == 278.85)
        #expect(rows[3].change == -3.21 && rows[3].changePercent == -1.19 && rows[3].priceDate == "2023-10-18T16:10:42+03:00")
        #expect(rows[4].change == nil && rows[4].changePercent == nil)
        #expect(rows[0].change == nil)   // the Austrian listing: untouched
        #expect(try s.catalogueChecksum() == Store.checksum(of: rows))
        var changed = rows
        changed[1].change = -1.28
        #expect(Store.checksum(of: changed) != Store.checksum(of: rows))

        let again = try s.mergeCatalogue([
            SyncedListing(ticker: "AAPL", exchange: "", name: nil, country: "united states", currency: "USD", price: 280),
        ], priceSource: "https://example.com/s.json", syncedAt: "2025-11-29T21:00:00Z")
        #expect(again.updated == 1)
        rows = try s.allStocks()
        #expect(rows[1].price == 280 && rows[1].change == nil && rows[1].changePercent == nil)
        #expect(rows[3].change == -3.21)   // not in this source: kept
    }

    /// Without a change anywhere, a catalogue hashes as it did before the columns existed.
    @Test func aCatalogueWithoutChangesKeepsItsChecksum() {
        let known: UInt64 = Store.checksum(of: bundled)
        var withZero = bundled
        withZero[3].change = 0
        #expect(Store.checksum(of: withZero) != known)
        #expect(Store.checksum(of: bundled.map { var r = $0; r.change = nil; r.changePercent = nil; return r }) == known)
    }

    /// Nasdaq's rules: its rows are US listings, matched only to the catalogue's listing in the
    /// United States (the same ticker elsewhere may be another company), and stored names are
    /// kept; a listing it adds takes its name.
    @Test func aListingThatNamesItsCountryMatchesOnlyThereAndCanKeepStoredNames() throws {
        let dir = TemporaryDirectory()
        let s = try Store(directory: dir.path)
        try s.replaceCatalogue([
            StockRecord(ticker: "BRKb", name: "Berkshire Hathaway B", country: "united states", currency: "USD"),
            StockRecord(ticker: "SHOP", name: "Shopify Inc", country: "canada", currency: "USD"),
            StockRecord(ticker: "PLTR", name: "Palantir", country: "", currency: "USD"),
        ], source: "bundled")
        let counts = try s.mergeCatalogue([
            SyncedListing(ticker: "BRKb", exchange: "", name: "Berkshire Hathaway Inc.", country: "united states",
                          countryCode: "US", currency: "USD", price: 510.07),
            SyncedListing(ticker: "SHOP", exchange: "", name: "Shopify Inc.", country: "united states",
                          countryCode: "US", currency: "USD", price: 150),
            SyncedListing(ticker: "PLTR", exchange: "", name: "Palantir Technologies Inc.", country: "united states",
                          countryCode: "US", currency: "USD", price: 170),
        ], priceSource: "nasdaq", syncedAt: "2025-11-28T21:00:00Z", rules: MergeRules(names: .keepStored))
        #expect(counts.updated == 2 && counts.added == 1)
        let rows = try s.allStocks()
        #expect(rows[0].name == "Berkshire Hathaway B" && rows[0].price == 510.07)   // the stored name stays
        #expect(rows[1].price == nil)                                              // Canada's SHOP untouched
        #expect(rows[2].country == "united states" && rows[2].countryCode == "US" && rows[2].name == "Palantir")
        #expect(rows[3].ticker == "SHOP" && rows[3].country == "united states" && rows[3].name == "Shopify Inc.")
    }

    @Test func aFailedMergeChangesNothing() throws {
        let (dir, s) = try store()
        let before = try s.allStocks()
        let sum = try s.catalogueChecksum()
        // A second connection holds the write lock past the busy timeout? Too slow; instead make
        // the table refuse the insert half-way: a trigger aborts on the second new row.
        let other = try _Connection(path: dir.file(Store.fileName))
        try other.execute("""
            CREATE TRIGGER refuse AFTER INSERT ON stocks WHEN NEW.ticker = 'ZZZZ'
            BEGIN SELECT RAISE(ABORT, 'refused'); END
            """)
        #expect(throws: StoreError.self) {
            try s.mergeCatalogue([
                SyncedListing(ticker: "SBER", exchange: "MOEX", name: "Sberbank", currency: "RUB", price: 1),
                SyncedListing(ticker: "NEW1", exchange: "MOEX", name: "New", currency: "RUB", price: 2),
                SyncedListing(ticker: "ZZZZ", exchange: "MOEX", name: "Refused", currency: "RUB", price: 3),
            ], priceSource: "moex", syncedAt: "2025-01-10T09:00:00Z")
        }
        #expect(try s.allStocks() == before)
        #expect(try s.catalogueChecksum() == sum)
        #expect(try s.lastSync() == nil)
    }
}

/// A count shared with a closure.
private final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func add() { value += 1 }
}
