import Testing
import FinderTestSupport
import FinderStore
import FinderIndex
import FinderText
@testable import FinderDomain

/// Each ranking principle on a small catalogue made for it (README “How stock search matches
/// and ranks”), so that a test shows the rule and not the bundled data.
@Suite struct StockRankingTests {
    static let rows: [StockRecord] = [
        // Word boundaries: a word, a name running across a space, names with punctuation.
        StockRecord(ticker: "7203", name: "Toyota Motor Corp", country: "japan", isin: "JP3633400001"),
        StockRecord(ticker: "5310", name: "Toyo Tanso Co Ltd", country: "japan", isin: "JP3616000000"),
        StockRecord(ticker: "KO", name: "Coca-Cola Co", country: "united states", isin: "US1912161007"),
        StockRecord(ticker: "CCH", name: "Coca Cola HBC AG", country: "switzerland", isin: "CH0198251305"),
        StockRecord(ticker: "GM", name: "General Motors Co", country: "united states", isin: "US37045V1008"),
        StockRecord(ticker: "GIS", name: "General Mills Inc", country: "united states", isin: "US3703341046"),
        // One company listed three times (home: the US), a receipt of another, a namesake.
        StockRecord(ticker: "ZED", name: "Zed Corp", country: "austria", isin: "US0000000019"),
        StockRecord(ticker: "ZED", name: "Zed Corp", country: "united states", isin: "US0000000019"),
        StockRecord(ticker: "ZEDN", name: "Zed Corp", country: "mexico", isin: "US0000000019"),
        StockRecord(ticker: "ZEDNG", name: "Mrs", country: "nigeria", isin: "NGZEDNG00001"),
        StockRecord(ticker: "ZEDBY", name: "Zedbank AG ADR", country: "united states", isin: "US0000000027"),
        StockRecord(ticker: "ZBK", name: "Zedbank AG", country: "germany", isin: "DE0000000003"),
        // A company with no listing in its ISIN's country, on the Moscow Exchange and in the US.
        StockRecord(ticker: "YNDX", name: "Yandex NV", exchange: "MOEX", country: "russia", isin: "NL0009805522",
                    altName: "Яндекс"),
        StockRecord(ticker: "YNDX", name: "Yandex NV", country: "united states", isin: "NL0009805522"),
        StockRecord(ticker: "FLOT", name: "Совкомфлот", exchange: "MOEX", country: "russia", isin: "RU000A0JXNU8"),
        StockRecord(ticker: "RTKM", name: "Rostelecom", exchange: "MOEX", country: "russia", isin: "RU0008943394"),
        // Typos.
        StockRecord(ticker: "MSFT", name: "Microsoft Corp", country: "united states", isin: "US5949181045"),
        StockRecord(ticker: "ZEB", name: "Zebra Holdings", country: "united states", isin: "US9892071054"),
    ]

    static let catalogue: (TemporaryDirectory, StockCatalogue) = {
        let dir = TemporaryDirectory("finder-ranking")
        let locator = ResourceLocator(environment: ["FINDER_RESOURCES_DIR": resourcesFolder])
        try! StockCatalogue(dataDirectory: dir.path, resources: locator).localStore.replaceCatalogue(rows, source: "test")
        return (dir, try! StockCatalogue(dataDirectory: dir.path, resources: locator))
    }()

    func search(_ text: String, limit: Int? = nil, allListings: Bool = false, language: String = "en") throws -> [StockMatch] {
        try Self.catalogue.1.search(StockQuery(text: text, limit: limit, language: language, allListings: allListings)).matches
    }

    func tickers(_ text: String) throws -> [String] { try search(text).map(\.stock.ticker) }

    // MARK: word boundaries

    @Test func keysAndWalksAgreeOnTheBoundaryBytes() {
        // FinderIndex does not import FinderText: the two definitions must stay equal.
        #expect(SearchKey.soft == KeySyntax.soft)
        #expect(SearchKey.hard == KeySyntax.hard)
    }

    @Test func aMatchAcrossASpaceIsJoinedAndRanksBelowWords() throws {
        let toyota = try search("toyota")
        #expect(toyota.map(\.stock.ticker) == ["7203", "5310"])
        #expect(toyota.map(\.kind) == [.nameStart, .joined])
        #expect(toyota.map(\.tier) == [.exact, .joined])
    }

    @Test func punctuationInsideAWordIsIgnorableAndAQuerySpaceMeetsIt() throws {
        for q in ["coca-cola", "cocacola", "coca cola", "Coca‑Cola", "COCA COLA"] {
            #expect(try search(q).first?.stock.ticker == "KO", "\(q)")
        }
        #expect(try search("cocacola").first { $0.stock.ticker == "CCH" }?.kind == .joined)
        #expect(try search("coca cola").first { $0.stock.ticker == "CCH" }?.kind == .nameStart)
    }

    @Test func multiWordQueriesMatchWordByWord() throws {
        #expect(try tickers("general motors") == ["GM"])
        #expect(try search("general mo").filter { $0.tier != .typo }.map(\.stock.ticker) == ["GM"])
        #expect(Set(try tickers("general")) == ["GM", "GIS"])
        #expect(try search("motors").first.map { [$0.stock.ticker, $0.kind.identifier] } == ["GM", "word-start"])
    }

    // MARK: the home listing, receipts, popularity

    @Test func listingsSharingAnISINAreOneResultShownByTheHomeListing() throws {
        let zed = try search("zed corp")
        #expect(zed.count == 1)
        #expect(zed[0].stock.country == "united states")
        #expect(zed[0].listings.map(\.country) == ["united states", "austria", "mexico"])
        let all = try search("zed corp", allListings: true)
        #expect(all.map(\.stock.country) == ["united states", "austria", "mexico"])  // home first
        #expect(all.allSatisfy { $0.listings.count == 1 })
    }

    @Test func anExactTickerOfAMinorListingDoesNotBeatTheCompanyNamedByAWord() throws {
        // ZEDNG (Nigeria, one listing, name "Mrs") has the exact ticker "zedng"; "zed" is Zed
        // Corp's whole first word and its ticker: Zed Corp, listed three times, comes first.
        let zed = try search("zed")
        #expect(zed.first?.stock.ticker == "ZED")
        #expect(zed.first?.tier == .exact)
    }

    @Test func receiptsRankBelowOrdinaryShares() throws {
        #expect(try tickers("zedbank") == ["ZBK", "ZEDBY"])
        #expect(StockRanking.isReceipt(StockRecord(ticker: "X", name: "Infosys Ltd ADR")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "X", name: "Apple Inc DRC")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "X", name: "Banco New York Registry Shares")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "X", name: "Foo Global Depositary Receipt")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "AAPL34", name: "Apple", isin: "BRAAPLBDR004")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "AMZN", name: "Amazon", isin: "ARDEUT111111")))
        #expect(!StockRanking.isReceipt(StockRecord(ticker: "ADSE", name: "ADS-TEC Energy")))  // first word
        #expect(!StockRanking.isReceipt(StockRecord(ticker: "X", name: "Adrian Corp")))
    }

    @Test func popularityIsMarketCapWhereKnownElseListingCount() {
        #expect(StockRanking.popularity(listings: 1, marketCapUSD: nil) == 8.5)
        #expect(StockRanking.popularity(listings: 3, marketCapUSD: nil) > StockRanking.popularity(listings: 1, marketCapUSD: nil))
        #expect(StockRanking.popularity(listings: 1, marketCapUSD: 3e12) > StockRanking.popularity(listings: 9, marketCapUSD: nil))
        #expect(StockRanking.popularity(listings: 9, marketCapUSD: 5e7) < StockRanking.popularity(listings: 1, marketCapUSD: nil))
        #expect(StockRanking.usd(1e12, currency: "RUB")! < 2e10)
        #expect(StockRanking.usd(1e9, currency: "XXX") == nil)
        #expect(StockRanking.usd(nil, currency: "USD") == nil)
    }

    @Test func aCompanyWithNoHomeListingIsShownByTheListingTheQueryFound() throws {
        // NL0009805522 has no Dutch listing: a Cyrillic query meets the Moscow Exchange name.
        let ru = try search("яндекс")
        #expect(ru.first.map { [$0.stock.ticker, $0.stock.exchange] } == ["YNDX", "MOEX"])
        #expect(ru.first?.listings.count == 2)
    }

    // MARK: typos

    @Test func typoDistanceFollowsTheQueryLength() throws {
        #expect(try search("zebar").first.map { [$0.stock.ticker, $0.kind.identifier] } == ["ZEB", "typo"])  // 5 letters, swap
        #expect(try search("micrsoft").first?.stock.ticker == "MSFT")   // 8 letters, one edit
        #expect(try search("micorsotf").first?.stock.ticker == "MSFT")  // 9 letters, two edits
        #expect(try search("mcrosoftt").isEmpty)                        // two edits: the first two letters as typed
        #expect(try search("mcrsoft").isEmpty)                          // 7 letters: one edit only
        #expect(try search("zbe").isEmpty)                              // under 4 letters: none
        #expect(try search("nicrosoft").isEmpty)                        // the first letter as typed
        #expect(StockCatalogue.typoBudget(letters: 3) == 0)
        #expect(StockCatalogue.typoBudget(letters: 4) == 1)
        #expect(StockCatalogue.typoBudget(letters: 7) == 1)
        #expect(StockCatalogue.typoBudget(letters: 8) == 2)
    }

    @Test func closeSpellingsOnlyWhenNothingMatchesAsTyped() throws {
        let z = try search("zeba")  // a prefix of nothing; one edit from "zeb(ra)" and "zed"
        #expect(!z.isEmpty)
        #expect(z.allSatisfy { $0.tier == .typo })
        #expect(StockResults(matches: z).closeSpellingsOnly)
        // "zedb" starts Zedbank; Zed Corp and Zebra are one edit away but never pad the list,
        // whatever the limit.
        for limit in [nil, 20, 1] {
            let zed = try search("zedb", limit: limit)
            #expect(!zed.isEmpty)
            #expect(zed.allSatisfy { $0.tier == .prefix }, "\(zed.map(\.stock.ticker))")
            #expect(!StockResults(matches: zed).closeSpellingsOnly)
        }
        // The same as typed in another script or layout: no close spellings beside them.
        #expect(try search("яндекс").allSatisfy { $0.tier != .typo })
    }

    // MARK: Russian names

    @Test func romanizationVariantsFindRealNames() throws {
        #expect(try search("яндекс").first?.stock.name == "Yandex NV")           // кс = x
        #expect(try search("yandex").contains { $0.stock.ticker == "YNDX" })
        #expect(try search("sovkomflot").first?.stock.ticker == "FLOT")          // a Cyrillic-only name
        let rt = try search("ростелеком")                                       // transliteration and a typo
        #expect(rt.first.map { [$0.stock.ticker, $0.kind.identifier] } == ["RTKM", "typo"])
    }
}
