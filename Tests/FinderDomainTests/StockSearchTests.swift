import Foundation
import Testing
import FinderTestSupport
import FinderStore
import FinderText
@testable import FinderDomain

/// One catalogue shared by the suite: importing and indexing 39,000 listings takes a moment.
let shared: (dir: TemporaryDirectory, catalogue: StockCatalogue) = {
    let dir = TemporaryDirectory("finder-domain")
    let catalogue = try! StockCatalogue(dataDirectory: dir.path,
                                        resources: ResourceLocator(folder: resourcesFolder))
    return (dir, catalogue)
}()

func search(_ text: String, limit: Int? = 20, field: StockField = .all, language: String = "en") async throws -> StockSearchResult {
    try await shared.catalogue.search(StockQuery(text: text, limit: limit, field: field, language: language))
}

@Suite(.serialized) struct StockSearchTests {
    /// Stock suggestions match history with the catalogue's key maker, which keys from the
    /// index's code point table: a maker of their own keyed through ICU's collation elements,
    /// whose first use costs a process ~15.7 M instructions (every shell completion paid it).
    @Test func stockSuggestionsMatchHistoryWithoutICUsCollationElements() throws {
        let catalogue = try StockCatalogue(dataDirectory: shared.dir.path, resources: ResourceLocator(folder: resourcesFolder))
        _ = try catalogue.localData.history().record("Apple Inc", domain: .stocks)
        _ = try catalogue.localData.history().record("Nestlé SA", domain: .stocks)
        let items = try Suggestions(data: catalogue.localData, catalogue: { catalogue }).run("NESTLE", domain: .stocks, language: "en")
        #expect(items.contains(Suggestions.Item(text: "Nestlé SA", source: .history)))
        #expect(!items.contains { $0.text == "Apple Inc" })
        #expect(!catalogue.keys.usedCollationElements)
        // It is the catalogue's maker that matched them: an entry with a letter outside the
        // table (an emoji) sends it to ICU.
        let other = try StockCatalogue(dataDirectory: shared.dir.path, resources: ResourceLocator(folder: resourcesFolder))
        _ = try other.localData.history().record("🍎 Gas", domain: .stocks)
        let gas = try Suggestions(data: other.localData, catalogue: { other }).run("gas", domain: .stocks, language: "en")
        #expect(gas.contains(Suggestions.Item(text: "🍎 Gas", source: .history)))
        #expect(other.keys.usedCollationElements)
    }

    /// Photo suggestions key history with the stock index's table when that index is current,
    /// and never build one for it.
    @Test func photoSuggestionsTakeACurrentIndexsTableAndBuildNone() throws {
        let data = LocalData(directory: shared.dir.path)
        _ = try data.history().record("Mountain Lake", domain: .photos)
        let items = try Suggestions(data: data, catalogue: { () throws(DomainError) -> StockCatalogue in throw DomainError.index(.missing(path: "")) }).run("LAKE", domain: .photos, language: "en")
        #expect(items.contains(Suggestions.Item(text: "Mountain Lake", source: .history)))
        let keys = try #require(StockCatalogue.tableKeys(data))
        #expect(keys.key("Mountain Lake") == SearchKeyMaker().key("Mountain Lake") && !keys.usedCollationElements)

        let bare = TemporaryDirectory("finder-photo-suggest")
        let bareData = LocalData(directory: bare.path)
        _ = try bareData.history().record("Mountain Lake", domain: .photos)
        #expect(StockCatalogue.tableKeys(bareData) == nil)
        #expect(try Suggestions(data: bareData, catalogue: { () throws(DomainError) -> StockCatalogue in throw DomainError.index(.missing(path: "")) }).run("lake", domain: .photos, language: "en").count == 1)
        #expect(!FileManager.default.fileExists(atPath: bare.path + "/" + StockIndex.fileName))
    }

    @Test func firstRunImportsTheBundledCatalogueAndBuildsTheIndex() {
        #expect(shared.catalogue.notices.contains { if case .importedBundledCatalogue(let n) = $0 { n > 39_000 } else { false } })
        #expect(shared.catalogue.notices.contains(.builtIndex(reason: .missing)))
    }

    @Test(arguments: [("apple", "AAPL"), ("aapl", "AAPL"), ("газпром", "GAZP"), ("сбербанк", "SBER"),
                      ("ufpghjv", "GAZP"), ("фззду", "AAPL"), ("GAZP", "GAZP"), ("ｇａｚｐ", "GAZP")])
    func theFirstResultIs(query: String, ticker: String) async throws {
        let result = try await search(query)
        #expect(result.matches.first?.stock.ticker == ticker, "\(query): \(result.matches.prefix(3).map(\.stock.ticker))")
    }

    @Test func tiersComeInRankingOrder() async throws {
        let result = try await search("sber", limit: nil)
        let tiers = result.matches.map(\.tier)
        #expect(tiers == tiers.sorted())
        #expect(result.matches.first?.kind == .exactTicker)
        #expect(result.matches.contains { $0.kind == .tickerPrefix })  // SBERP, the preference shares
    }

    @Test func accentsAndCaseDoNotMatter() async throws {
        let a = try await search("société générale", limit: nil).matches.map(\.stock)
        let b = try await search("SOCIETE GENERALE", limit: nil).matches.map(\.stock)
        #expect(!a.isEmpty)
        #expect(a == b)
        #expect(a.first?.ticker == "GLE" && a.first?.country == "france")  // the home of FR0000130809
        // Every row has both words as words of its name (accents folded).
        #expect(a.allSatisfy {
            let n = $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            return n.contains("societe") && n.contains("generale")
        })
    }

    @Test func laterWordsMatch() async throws {
        let result = try await search("inc", limit: 50)
        #expect(result.matches.contains { $0.kind == .wordStart && $0.stock.name.hasSuffix(" Inc") })
        let motors = try await search("motors", limit: nil)
        #expect(motors.matches.contains { $0.stock.name == "General Motors Company" && $0.kind == .wordStart })
        // A company's receipts are under it, not rows of their own.
        #expect(motors.matches.contains { $0.stock.ticker == "GM" && $0.receipts.contains { $0.ticker == "GMCO34" } })
        #expect(!motors.matches.contains { $0.stock.ticker == "GMCO34" })
    }

    @Test func transliterationFindsTheOtherScript() async throws {
        let lukoil = try await search("лукоил", limit: nil)
        #expect(lukoil.matches.contains { $0.stock.ticker == "LKOH" && $0.kind == .transliterated })
        let sber = try await search("sberbank", limit: nil)
        #expect(sber.matches.contains { $0.stock.ticker == "SBER" })
        // FLOT has only a Cyrillic name (Совкомфлот): a Latin query meets its romanization.
        let flot = try await search("sovkomflot", limit: nil)
        #expect(flot.matches.first.map { [$0.stock.ticker, $0.kind.identifier] } == ["FLOT", "transliterated"])
    }

    @Test func layoutCorrectionIsReported() async throws {
        let result = try await search("ufpghjv")
        #expect(result.layoutCorrection == "газпром")
        #expect(result.matches.allSatisfy { $0.kind == .keyboardLayout })
        let plain = try await search("газпром")
        #expect(plain.layoutCorrection == nil)
    }

    @Test func nothingMatchesNonsense() async throws {
        let result = try await search("zzzzqqq")
        #expect(result.matches.isEmpty)
        #expect(try await search("!!!").matches.isEmpty)
    }

    @Test func limitIsHonouredAndNilMeansAll() async throws {
        #expect(try await search("a", limit: 5).matches.count == 5)
        let all = try await search("bank", limit: nil).matches
        let twenty = try await search("bank", limit: 20).matches
        #expect(all.count > 5)
        #expect(Array(all.prefix(twenty.count)) == twenty)
    }

    @Test func searchByFieldRestrictsTheTries() async throws {
        let tickers = try await search("apple", field: .ticker).matches
        #expect(tickers.allSatisfy { $0.kind == .exactTicker || $0.kind == .tickerPrefix })
        #expect(!tickers.contains { $0.stock.ticker == "AAPL" })
        let names = try await search("aapl", field: .name).matches
        #expect(!names.contains { $0.kind == .exactTicker })
    }

    @Test func showFindsEveryListingOfATicker() throws {
        let rows = try shared.catalogue.show(ticker: "aapl")
        #expect(Set(rows.map(\.country)).isSuperset(of: ["united states", "argentina"]))
        #expect(rows.allSatisfy { $0.ticker == "AAPL" })
        #expect(throws: DomainError.unknownTicker("NOPE1")) { try shared.catalogue.show(ticker: "NOPE1") }
    }

    /// Several tickers: each one's listings in the order given, a repeated one once, and the
    /// unknown ones named in order.
    @Test func showSeveralTickersInOrder() throws {
        let shown = try shared.catalogue.show(tickers: ["msft", "NOPE1", "gazp", "MSFT", "NOPE2"])
        let tickers = shown.rows.map(\.ticker)
        #expect(tickers.first == "MSFT")
        #expect(Array(tickers.drop { $0 == "MSFT" }).allSatisfy { $0 == "GAZP" } && tickers.contains("GAZP"))
        #expect(shown.unknown == ["NOPE1", "NOPE2"])
        #expect(try shared.catalogue.show(tickers: ["NOPE3"]) == ShownListings(rows: [], unknown: ["NOPE3"]))
    }
}

@Suite struct IndexMaintenanceTests {
    func open(_ dir: TemporaryDirectory) throws -> StockCatalogue {
        try StockCatalogue(dataDirectory: dir.path,
                           resources: ResourceLocator(folder: resourcesFolder))
    }

    /// A store holding another finder's bundled catalogue, never synced, takes this one's
    /// (once); an imported or synced catalogue keeps its listings (decision 0611).
    @Test func anotherFindersBundledCatalogueIsReplacedByThisOnes() throws {
        let old = [StockRecord(ticker: "OLDX", name: "Old Listing Inc", exchange: "", country: "united states", currency: "USD")]
        let dir = TemporaryDirectory()
        try Store(directory: dir.path).replaceCatalogue(old, source: Store.bundledSource)   // recorded no version
        let opened = try open(dir)
        #expect(opened.notices.contains { if case .importedBundledCatalogue(let n) = $0 { n > 50_000 } else { false } })
        #expect(try opened.localStore.catalogueState().bundle == _BundledCatalogueVersion.value)
        #expect(try opened.localStore.stocks(ticker: "OLDX").isEmpty)
        #expect(try open(dir).notices.isEmpty)
        // Another version recorded: replaced too.
        let other = TemporaryDirectory()
        try Store(directory: other.path).replaceCatalogue(old, source: Store.bundledSource, bundle: 1)
        #expect(try open(other).localStore.stocks(ticker: "OLDX").isEmpty)
        // An imported catalogue stays as it is.
        let imported = TemporaryDirectory()
        try Store(directory: imported.path).replaceCatalogue(old, source: "/tmp/mine.tsv")
        let kept = try open(imported)
        #expect(try kept.localStore.stocks(ticker: "OLDX").count == 1)
        #expect(!kept.notices.contains { if case .importedBundledCatalogue = $0 { true } else { false } })
    }

    /// The compiled bundle version is the bundled catalogue's (`make_catalogue.py` writes both).
    @Test func theBundleVersionIsTheCataloguesBytes() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/catalogue.tsv").standardizedFileURL.path
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in try Data(contentsOf: URL(fileURLWithPath: path)) { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        #expect(h == _BundledCatalogueVersion.value)
    }

    @Test func aCurrentIndexIsReused() throws {
        let dir = TemporaryDirectory()
        _ = try open(dir)
        #expect(try open(dir).notices.isEmpty)
    }

    @Test func aDamagedIndexIsRebuiltWithANotice() async throws {
        let dir = TemporaryDirectory()
        _ = try open(dir)
        let path = dir.file(StockIndex.fileName)
        try Data(repeating: 0x5a, count: 1000).write(to: URL(fileURLWithPath: path))
        let again = try open(dir)
        #expect(again.notices == [.builtIndex(reason: .corrupt)])
        let result = try await again.search(StockQuery(text: "gazp"))
        #expect(result.matches.first?.stock.ticker == "GAZP")
    }

    /// Another program truncates the index while this process has it mapped: the search
    /// that meets the missing pages is answered from a rebuilt index, not killed by SIGBUS.
    @Test func anIndexTruncatedUnderASearchIsRebuilt() async throws {
        let dir = TemporaryDirectory()
        let catalogue = try open(dir)
        #expect(truncate(dir.file(StockIndex.fileName), 1024) == 0)
        let result = try await catalogue.search(StockQuery(text: "gazprom"))
        #expect(result.matches.first?.stock.ticker == "GAZP")
        #expect(catalogue.notices.last == .builtIndex(reason: .corrupt))
    }

    @Test func aChangedCatalogueMakesTheIndexStale() throws {
        let dir = TemporaryDirectory()
        let first = try open(dir)
        try first.localStore.replaceCatalogue([StockRecord(ticker: "ZZZ", name: "Zed Corp")], source: "test")
        let again = try open(dir)
        #expect(again.notices == [.builtIndex(reason: .stale)])
        #expect(try again.show(ticker: "zzz").first?.name == "Zed Corp")
    }

    @Test func tiesFollowTheUILanguageCollation() async throws {
        let dir = TemporaryDirectory()
        try open(dir).localStore.replaceCatalogue([
            StockRecord(ticker: "AB1", name: "Alfa"), StockRecord(ticker: "AB2", name: "Ален"),
            StockRecord(ticker: "AB3", name: "Alfa Group Holding"),
        ], source: "test")
        let catalogue = try open(dir)
        let en = try await catalogue.search(StockQuery(text: "ab", language: "en")).matches.map(\.stock.ticker)
        let ru = try await catalogue.search(StockQuery(text: "ab", language: "ru")).matches.map(\.stock.ticker)
        #expect(en == ["AB1", "AB2", "AB3"])  // root collation: Latin before Cyrillic
        #expect(ru == ["AB2", "AB1", "AB3"])  // Russian tailoring: Cyrillic first; longer names last
    }

    @Test func aMissingBundleIsAClearError() {
        let dir = TemporaryDirectory()
        #expect(throws: DomainError.missingResource(file: "catalogue.tsv", searched: ["/nowhere"])) {
            _ = try StockCatalogue(dataDirectory: dir.path,
                                   resources: ResourceLocator(folder: "/nowhere", executablePath: nil))
        }
    }
}

@Suite struct SyncPriceParsingTests {
    @Test(arguments: [("189.84", 189.84), ("189,84", 189.84), ("+5", 5.0), ("0,5", 0.5), ("1234.5", 1234.5)])
    func plainDecimalsParse(text: String, value: Double) {
        #expect(CatalogueSync.parseNumber(text) == value)
    }

    @Test(arguments: ["1,234", "1,234.56", "1e3", "nan", "inf", "12 000", "", "-"])
    func ambiguousOrExoticNumbersAreRefused(text: String) {
        #expect(CatalogueSync.parseNumber(text) == nil)
    }
}
