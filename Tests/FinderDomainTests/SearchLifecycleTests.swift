import Testing
import FinderTestSupport
@testable import FinderDomain
import FinderStore

/// The search lifecycle's rules, without a catalogue: a payload of words.
struct Words: SavedPayload, Equatable {
    var words: [String]
    var hasContent: Bool { !words.isEmpty }
    func savedUTF8() -> [UInt8] { Array(words.joined(separator: ",").utf8) }
    init(_ words: [String]) { self.words = words }
    init?(saved: String) { words = saved.isEmpty ? [] : saved.split(separator: ",").map(String.init) }
}

struct NetworkDown: Error { var fallback = true }

@Suite struct SearchLifecycleTests {
    func lifecycle(_ dir: TemporaryDirectory) -> SearchLifecycle { SearchLifecycle(data: LocalData(directory: dir.path)) }

    /// A search, then its writes (as a command makes them once the answer is out).
    func live(_ l: SearchLifecycle, _ query: String, _ words: [String], options: String = "") -> SearchAnswer<Words, NetworkDown> {
        let answer: SearchAnswer<Words, NetworkDown> = l.run(SearchRequest(domain: .photos, query: query, options: options)) {
            () throws(NetworkDown) in Words(words)
        }
        l.recordAnswer()
        return answer
    }

    func offline(_ l: SearchLifecycle, _ query: String, options: String = "") -> Words? {
        let a: SearchAnswer<Words, NetworkDown> = l.run(SearchRequest(domain: .photos, query: query, options: options, offline: true)) {
            () throws(NetworkDown) in Words(["live"])
        }
        l.recordAnswer()
        if case .saved(let w, _, nil) = a { return w }
        return nil
    }

    @Test func everyRecentQueryKeepsItsLastContentResult() throws {
        let dir = TemporaryDirectory()
        let l = lifecycle(dir)
        for q in ["a", "b", "c", "d", "e"] { _ = live(l, q, [q + "1"]) }
        for q in ["a", "b", "c", "d", "e"] { #expect(offline(l, q.uppercased())?.words == [q + "1"]) }
        _ = live(l, "a", [])  // empty: never replaces
        #expect(offline(l, "a")?.words == ["a1"])
        _ = live(l, "f", ["f1"])
        #expect(offline(l, "a") == nil, "the sixth query with content pushes out the oldest")
        let history = try LocalData(directory: dir.path).history().entries(domain: .photos).map(\.query)
        #expect(history.count == 5 && history.first == "a", "offline lookups are searches too: \(history)")
    }

    @Test func optionsMustMatchAndTheNetworkFallsBack() {
        let l = lifecycle(TemporaryDirectory())
        _ = live(l, "cats", ["c1"], options: "page=1")
        // Photos: the query's saved page stands in whatever the options (the command says what differs).
        #expect(offline(l, "cats", options: "page=2")?.words == ["c1"])
        let fell: SearchAnswer<Words, NetworkDown> = l.run(SearchRequest(domain: .photos, query: "cats", options: "page=1"),
                                                           allowsFallback: \.fallback) { () throws(NetworkDown) in throw NetworkDown() }
        guard case .saved(let w, _, .some) = fell else { Issue.record("no fallback"); return }
        #expect(w.words == ["c1"])
        let refused: SearchAnswer<Words, NetworkDown> = l.run(SearchRequest(domain: .photos, query: "cats", options: "page=1"),
                                                              allowsFallback: \.fallback) { () throws(NetworkDown) in throw NetworkDown(fallback: false) }
        guard case .failed = refused else { Issue.record("fell back on a failure that does not allow it"); return }
    }

    @Test func historyKeepsTwoHundredCharactersAndSaysSo() throws {
        let dir = TemporaryDirectory()
        let l = lifecycle(dir)
        let long = String(repeating: "x", count: 250)
        _ = live(l, long, ["r"])
        #expect(l.notices == [.queryCut(length: 200)])
        #expect(try LocalData(directory: dir.path).history().entries(domain: .photos).first?.query.count == 200)
        #expect(offline(l, long)?.words == ["r"])
    }

    @Test func offlineWithNothingSavedAndWithoutHistory() {
        let l = lifecycle(TemporaryDirectory())
        #expect(offline(l, "none") == nil)
        let a: SearchAnswer<Words, NetworkDown> = l.run(SearchRequest(domain: .stocks, query: "q", recordsHistory: false)) {
            () throws(NetworkDown) in Words(["w"])
        }
        guard case .live = a else { Issue.record("not live"); return }
    }

    /// --no-history: neither the query nor the result is written (`photos more` keeps the
    /// result without the query).
    @Test func noHistorySavesNoResult() throws {
        let dir = TemporaryDirectory()
        let l = lifecycle(dir)
        let _: SearchAnswer<Words, NetworkDown> = l.run(SearchRequest(domain: .photos, query: "tesla", recordsHistory: false,
                                                                      savesResult: false)) { () throws(NetworkDown) in Words(["t"]) }
        l.recordAnswer()
        #expect(offline(lifecycle(dir), "tesla") == nil, "a search under --no-history saved its result")
        let more = lifecycle(dir)
        let _: SearchAnswer<Words, NetworkDown> = more.run(SearchRequest(domain: .photos, query: "cats", recordsHistory: false)) {
            () throws(NetworkDown) in Words(["c"])
        }
        more.recordAnswer()
        #expect(try LocalData(directory: dir.path).newestSaved(domain: .photos)?.query == "cats")
    }
}

@Suite struct SavedPayloadTests {
    @Test func stockResultsRoundTripAsData() {
        let aapl = StockRecord(ticker: "AAPL", name: "Apple Inc", country: "united states", currency: "USD", isin: "US0378331005",
                               price: 189.84, priceDate: "2025-01-09", priceSource: "nasdaq", marketCap: 3.1e12, countryCode: "US")
        let other = StockRecord(ticker: "AAPL", name: "Apple Inc", exchange: "", country: "austria", currency: "EUR")
        let gazp = StockRecord(ticker: "GAZP", name: "Gazprom\u{1F} PAO", exchange: "MOEX", altName: "ГАЗПРОМ ао")
        let results = StockResults(matches: [StockMatch(stock: aapl, kind: .nameStart, listings: [aapl, other]),
                                             StockMatch(stock: gazp, kind: .typo)])
        let decoded = StockResults(saved: results.encodedForSaving())
        #expect(decoded?.matches.count == 2)
        #expect(decoded?.matches[0] == results.matches[0])
        #expect(decoded?.matches[1].stock.name == "Gazprom PAO", "a separator in a value cannot break the framing")
        #expect(StockResults(saved: "garbage\u{1F}1\u{1E}") == nil)
        #expect(StockResults(saved: "")?.matches == [])
    }

    /// The saved form's exact bytes (results saved by earlier builds are read back, and
    /// `offline` reads what this one writes): the writer builds them as UTF-8 bytes, which
    /// must give what the String-appending writer gave, field by field.
    @Test func theSavedFormIsByteForByteTheRecordFormat() {
        let sber = StockRecord(ticker: "SBER", name: "Сбер\u{7}банк", exchange: "MOEX", country: "russia", currency: "RUB",
                               altName: "Sberbank", price: 301.5, priceDate: "2025-01-09", marketCap: 6.5e12,
                               countryCode: "RU", change: -3, changePercent: -0.99)
        let big = StockRecord(ticker: "X", name: "", marketCap: 1e20, change: -0.0)
        let results = StockResults(matches: [StockMatch(stock: sber, kind: .exactTicker),
                                             StockMatch(stock: big, kind: .typo, listings: [big], receipts: [sber])])
        // symbol, cusip, figi, capClass and the names: unknown.
        let noIdentifiers = String(repeating: "\u{1F}\u{1D}", count: 5)
        let sberFields = "SBER\u{1F}Сбербанк\u{1F}MOEX\u{1F}russia\u{1F}RUB\u{1F}\u{1D}\u{1F}Sberbank\u{1F}301.5\u{1F}2025-01-09"
            + "\u{1F}\u{1D}\u{1F}6500000000000\u{1F}RU\u{1F}-3\u{1F}-0.99" + noIdentifiers
        let bigFields = "X\u{1F}\u{1F}\u{1F}\u{1F}\u{1F}\u{1D}\u{1F}\u{1D}\u{1F}\u{1D}\u{1F}\u{1D}\u{1F}\u{1D}\u{1F}1e+20"
            + "\u{1F}\u{1D}\u{1F}0\u{1F}\u{1D}" + noIdentifiers
        #expect(results.encodedForSaving() == "exact-ticker\u{1F}0\u{1F}0\u{1F}" + sberFields + "\u{1E}"
                + "typo\u{1F}0\u{1F}1\u{1F}" + bigFields + "\u{1F}" + sberFields + "\u{1E}")
    }

    @Test func atMostAHundredResultsAreSaved() {
        let s = StockRecord(ticker: "A", name: "A")
        let many = StockResults(matches: Array(repeating: StockMatch(stock: s, kind: .exactTicker), count: 150))
        #expect(StockResults(saved: many.encodedForSaving())?.matches.count == 100)
    }

    @Test func photoPagesAndFiltersRoundTrip() {
        var f = PhotoFilters()
        f.color = "blue"
        f.page = 3
        #expect(PhotoFilters(canonical: f.canonical) == f)
        let page = PhotoPage(total: 2, totalPages: 1, photos: [
            PhotoRecord(id: "a", description: nil, altDescription: "alt", author: "Ann", width: 1, height: 2, color: "#fff",
                        colorName: "white", blurHash: nil, url: "https://unsplash.com/photos/a"),
        ])
        #expect(PhotoPage(saved: page.encodedForSaving()) == page)
    }
}
