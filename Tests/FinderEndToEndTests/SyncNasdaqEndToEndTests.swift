import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The shared 30-row screener sample (../shared/data/nasdaq/screener_stocks.json).
let screenerSample: Data = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots/sync-fixtures/screener_stocks.json")
    return try! Data(contentsOf: url)
}()

/// `finder stocks sync --from nasdaq`, and the sync of every keyless source,
/// against a real local server and the real binaries.
@Suite(.serialized) struct SyncNasdaqEndToEndTests {
    func nasdaqServer(_ body: Data = screenerSample, status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"],
                      truncateAfter: Int? = nil, delay: TimeInterval = 0) throws -> LoopbackHTTPServer {
        signal(SIGPIPE, SIG_IGN)
        return try LoopbackHTTPServer { _ in
            .init(status: status, headers: headers, body: body, delay: delay, truncateAfter: truncateAfter)
        }
    }

    func sync(_ dir: TemporaryDirectory, nasdaq: LoopbackHTTPServer?, moex: LoopbackHTTPServer? = nil, _ extra: [String] = ["--from", "nasdaq"],
              lang: String = "en_US.UTF-8", env: [String: String] = [:], oneDay: Bool = false) throws -> FinderRun {
        var e = ["LANG": lang]
        if let nasdaq { e["FINDER_NASDAQ_URL"] = nasdaq.baseURL }
        if let moex { e["FINDER_MOEX_URL"] = moex.baseURL }
        for (k, v) in env { e[k] = v }
        let args = ["--data-dir", dir.path, "stocks", "sync"] + extra
        return try oneDay ? runFinderOnOneDay(args, environment: e) : runFinder(args, environment: e)
    }

    func listings(_ dir: TemporaryDirectory, _ ticker: String) throws -> [[String: Any]] {
        let run = try runFinder(["--data-dir", dir.path, "stocks", "show", ticker, "--json"])
        return try json(run.stdout)["results"] as? [[String: Any]] ?? []
    }

    func us(_ dir: TemporaryDirectory, _ ticker: String) throws -> [String: Any]? {
        try shownListing(dir, ticker, country: "united states")
    }

    // MARK: the sample

    @Test func pricesAndMarketCapsLandAndNAStaysNull() throws {
        let dir = try preparedDataDirectory()
        let server = try nasdaqServer()
        let run = try sync(dir, nasdaq: server)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("28 stocks updated, 2 added."), "\(run.stderr)")
        let request = try #require(server.requests.first)
        #expect(request.path == "/api/screener/stocks" && request.query["download"] == "true")
        #expect(request.headers["user-agent"]?.hasPrefix("Mozilla/5.0") == true, "\(request.headers)")
        #expect(request.headers["accept"] == "application/json")

        let apple = try #require(try us(dir, "AAPL"))
        #expect(apple["price"] as? Double == 278.85)
        #expect(apple["marketCap"] as? Double == 4_120_351_810_000)
        #expect(apple["priceSource"] as? String == "nasdaq")
        #expect(apple["countryCode"] as? String == "US")
        #expect(apple["name"] as? String == "Apple Inc.")   // the catalogue's name stays
        #expect(try shownListing(dir, "AAPL", country: "argentina")?["price"] is NSNull)   // other listings untouched
        #expect(try us(dir, "BRKa")?["price"] as? Double == 765_020)   // "$765,020.00"
        #expect(try us(dir, "ZTAQW")?["price"] as? Double == 0.1804)
        #expect(try us(dir, "ZTAQW")?["marketCap"] is NSNull)   // "NA"
        // "NA" price: null, never 0; a new listing named without the class tail, as a receipt.
        let mechel = try #require(try us(dir, "MTLRP"))
        #expect(mechel["price"] is NSNull)
        #expect(mechel["name"] as? String == "Mechel PAO ADR")
        #expect(mechel["countryCode"] as? String == "US")   // a US listing, whatever the company's country
        #expect(try us(dir, "META")?["name"] as? String == "Meta Platforms Inc. Class A")
        // Companies based abroad are still US listings: Novo Nordisk's row updates the US one.
        #expect(try us(dir, "NVO")?["price"] as? Double == 47.90)
    }

    /// `BRK/B` is the catalogue's `BRKb`: one Berkshire B listing in the US after a sync, not two.
    @Test func classSharesMatchTheCataloguesListings() throws {
        let dir = try preparedDataDirectory()
        let before = try listings(dir, "BRKb").count
        #expect(try sync(dir, nasdaq: try nasdaqServer()).status == 0)
        let after = try listings(dir, "BRKb")
        #expect(after.count == before)
        let inUS = after.filter { $0["country"] as? String == "united states" }
        #expect(inUS.count == 1)
        #expect(inUS.first?["ticker"] as? String == "BRKb")
        #expect(inUS.first?["price"] as? Double == 510.07)
        #expect(inUS.first?["name"] as? String == "Berkshire Hathaway Inc. Class B")   // the bundled name stays
        #expect(try us(dir, "BFb")?["price"] as? Double == 29.16)
        #expect(try listings(dir, "BRK/B").allSatisfy { $0["ticker"] as? String != "BRK/B" })   // no slash ticker was added
    }

    /// The sync and the searches on one day (`runFinderOnOneDay`): "a price of today".
    @Test func appleShowsItsPriceAfterASync() throws {
        let dir = try preparedDataDirectory()
        #expect(try sync(dir, nasdaq: try nasdaqServer(), oneDay: true).status == 0)
        let en = try runFinderOnOneDay(["--data-dir", dir.path, "stocks", "apple"], environment: ["LANG": "en_US.UTF-8"])
        let line = try #require(en.stdout.split(separator: "\n").first { $0.hasPrefix("AAPL ") && $0.contains("United States") })
        #expect(line.contains("$278.85"), "\(en.stdout)")
        #expect(!line.contains("·"), "a price of today shows no date: \(line)")
        let ru = try runFinderOnOneDay(["--data-dir", dir.path, "--lang", "ru", "stocks", "apple"])
        #expect(ru.stdout.contains("278,85\u{00A0}$") && ru.stdout.contains("США"), "\(ru.stdout)")
        let words = try runFinderOnOneDay(["--data-dir", dir.path, "--lang", "ru", "--accessible", "stocks", "aapl", "--by", "ticker"])
        #expect(words.stdout.contains("цена двести семьдесят восемь долларов США восемьдесят пять центов"), "\(words.stdout)")
        let show = try runFinderOnOneDay(["--data-dir", dir.path, "stocks", "show", "AAPL"], environment: ["LANG": "en_US.UTF-8"])
        #expect(show.stdout.contains("market capitalisation: $4.12T"), "\(show.stdout)")
        #expect(show.stdout.contains("price source:          Nasdaq"), "\(show.stdout)")
        let spoken = try runFinderOnOneDay(["--data-dir", dir.path, "--lang", "ru", "--accessible", "stocks", "show", "AAPL"])
        #expect(spoken.stdout.contains("рыночная капитализация четыре целых двенадцать сотых триллиона долларов США"), "\(spoken.stdout)")
    }

    /// Accessible progress names the source on every line, and says each
    /// source's download in full, in both languages.
    @Test(arguments: [("en_US.UTF-8", ["Moscow Exchange: downloaded 100 percent.", "Nasdaq: downloaded 100 percent.",
                                        "Moscow Exchange: saving the catalogue…", "Nasdaq: saving the catalogue…"]),
                      ("ru_RU.UTF-8", ["Московская биржа: загружено сто процентов.", "Nasdaq: загружено сто процентов.",
                                        "Московская биржа: сохранение каталога…", "Nasdaq: сохранение каталога…"])])
    func accessibleProgressNamesEachSource(lang: String, lines: [String]) throws {
        let dir = try preparedDataDirectory()
        let moex = try LoopbackHTTPServer { _ in .init(status: 200, body: issBody()) }
        let nasdaq = try nasdaqServer()
        let (run, terminal) = try runFinderWithTerminalStderr(["--data-dir", dir.path, "--accessible", "stocks", "sync"],
                                                              environment: ["FINDER_MOEX_URL": moex.baseURL, "FINDER_NASDAQ_URL": nasdaq.baseURL,
                                                                            "TERM": "xterm-256color", "LANG": lang])
        #expect(run.status == 0)
        let text = terminal.replacingOccurrences(of: "\r\n", with: "\n")
        for line in lines { #expect(text.contains(line + "\n"), "\(line) in \(text)") }
    }

    @Test func theTableEnvelopeIsReadToo() throws {
        let dir = try preparedDataDirectory()
        let rows = try #require((try json(String(decoding: screenerSample, as: UTF8.self))["data"] as? [String: Any])?["rows"])
        let table = try JSONSerialization.data(withJSONObject: ["data": ["totalrecords": 30, "table": ["rows": rows]], "message": NSNull()])
        let run = try sync(dir, nasdaq: try nasdaqServer(table))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try us(dir, "AAPL")?["price"] as? Double == 278.85)
    }

    // MARK: broken answers keep the old catalogue and say why

    func expectOldCatalogue(_ dir: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let apple = try us(dir, "AAPL")
        // The bundled price of the day the catalogue was made, not a synced one.
        #expect(apple?["priceSource"] as? String == "bundled", sourceLocation: sourceLocation)
        #expect(apple?["priceDate"] as? String == "2026-08-22", sourceLocation: sourceLocation)
        let search = try runFinder(["--data-dir", dir.path, "stocks", "apple"])
        #expect(search.status == 0 && !search.stderr.contains("rebuilt"), "\(search.stderr)", sourceLocation: sourceLocation)
    }

    @Test func brokenAnswers() throws {
        let dir = try preparedDataDirectory()
        let html = Data("<!DOCTYPE html><html><body>Access Denied</body></html>".utf8)
        let cases: [(String, LoopbackHTTPServer, String, String)] = [
            ("html", try nasdaqServer(html, headers: ["Content-Type": "text/html"]), "bad-response", "not valid JSON"),
            ("truncated", try nasdaqServer(truncateAfter: screenerSample.count / 2), "bad-response", "stopped after"),
            ("rows null", try nasdaqServer(Data(#"{"data":{"asOf":null,"rows":null},"message":null}"#.utf8)), "bad-response",
             "has no list of rows"),
            ("403", try nasdaqServer(html, status: 403), "service", "answered HTTP 403"),
        ]
        for (name, server, code, says) in cases {
            let run = try sync(dir, nasdaq: server)
            #expect(run.status == 3, "\(name): \(run.stderr)")
            #expect(run.stderr.contains(says), "\(name): \(run.stderr)")
            #expect(run.stderr.contains("The catalogue was not changed"), "\(name): \(run.stderr)")
            let doc = try json(try sync(dir, nasdaq: server, ["--from", "nasdaq", "--json"]).stdout)
            #expect((doc["error"] as? [String: Any])?["code"] as? String == code, "\(name)")
            try expectOldCatalogue(dir)
        }
    }

    /// A server that answers nothing within the limit: stopped, exit 3, old catalogue kept.
    @Test func aSlowServer() throws {
        let dir = try preparedDataDirectory()
        let server = try nasdaqServer(delay: 30)
        let run = try sync(dir, nasdaq: server, env: ["FINDER_SYNC_TIMEOUT": "1"])
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("Nasdaq (127.0.0.1:\(server.port)) sent nothing for 1 seconds")
                || run.stderr.contains("did not send its whole answer within 1 seconds"), "\(run.stderr)")
        try expectOldCatalogue(dir)
    }

    // MARK: every keyless source

    @Test func withoutFromEverySourceIsSynced() throws {
        let dir = try preparedDataDirectory()
        let moex = try LoopbackHTTPServer { _ in .init(status: 200, body: issBody()) }
        let nasdaq = try nasdaqServer()
        let run = try sync(dir, nasdaq: nasdaq, moex: moex, [])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Moscow Exchange: 41 stocks updated, 1 added."), "\(run.stderr)")
        #expect(run.stderr.contains("Nasdaq: 28 stocks updated, 2 added."), "\(run.stderr)")
        #expect(run.stderr.contains("Both sources synced."), "\(run.stderr)")
        #expect(try shownListing(dir, "SBER", exchange: "MOEX")?["price"] as? Double == 266.79)
        #expect(try us(dir, "AAPL")?["price"] as? Double == 278.85)
        let ru = try sync(dir, nasdaq: nasdaq, moex: moex, [], lang: "ru_RU.UTF-8")
        #expect(ru.stderr.contains("Московская биржа: ") && ru.stderr.contains("Оба источника обновлены."), "\(ru.stderr)")
    }

    /// Every source down: the run still ends with what happened, once, after the failures.
    @Test(arguments: [("en_US.UTF-8", "No source was applied (Moscow Exchange, Nasdaq)"),
                      ("ru_RU.UTF-8", "Ни один источник не применён (Московская биржа, Nasdaq)")])
    func everySourceDownEndsWithASummary(lang: String, summary: String) throws {
        let dir = try preparedDataDirectory()
        let moex = try LoopbackHTTPServer { _ in .init(status: 503, body: Data("down".utf8)) }
        let nasdaq = try nasdaqServer(Data("denied".utf8), status: 403)
        let run = try sync(dir, nasdaq: nasdaq, moex: moex, [], lang: lang)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: summary).count == 2, "once: \(run.stderr)")
        #expect(run.stderr.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("."), "\(run.stderr)")
    }

    @Test func oneSourceFailingLeavesTheOtherAppliedAndExits3() throws {
        let dir = try preparedDataDirectory()
        let moex = try LoopbackHTTPServer { _ in .init(status: 200, body: issBody()) }
        let nasdaq = try nasdaqServer(Data("denied".utf8), status: 403)
        let run = try sync(dir, nasdaq: nasdaq, moex: moex, [])
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("Moscow Exchange: 41 stocks updated, 1 added."), "\(run.stderr)")
        #expect(run.stderr.contains("answered HTTP 403"), "\(run.stderr)")
        #expect(run.stderr.contains("Not applied: Nasdaq. Applied, as said above: Moscow Exchange."), "\(run.stderr)")
        #expect(try shownListing(dir, "SBER", exchange: "MOEX")?["price"] as? Double == 266.79)   // applied
        #expect(try us(dir, "AAPL")?["priceSource"] as? String == "bundled")                        // not
        let doc = try json(try sync(dir, nasdaq: nasdaq, moex: moex, ["--json"]).stdout)
        #expect(doc["state"] as? String == "error")
        #expect((doc["error"] as? [String: Any])?["code"] as? String == "service")
        let summary = try #require(doc["sync"] as? [String: Any])
        #expect(summary["source"] as? String == "all")
        let sources = try #require(summary["sources"] as? [[String: Any]])
        #expect(sources.map { $0["sourceKind"] as? String } == ["moex", "nasdaq"])
        #expect(sources.map { $0["state"] as? String } == ["content", "error"])
        #expect((sources[1]["error"] as? [String: Any])?["code"] as? String == "service")
        #expect(sources[0]["error"] is NSNull)
    }

    // MARK: the hint

    /// Until a sync, rows without a price say how to get one: `--refresh` for the listings
    /// shown (any exchange: Nestlé is on SIX), `stocks sync` for the Moscow Exchange's and
    /// Nasdaq's.
    @Test func aHintSaysSyncFetchesPricesUntilASync() throws {
        let dir = try preparedDataDirectory()
        let hint = "add --refresh to fetch the prices of the listings shown, or run “finder stocks sync”"
        let before = try runFinder(["--data-dir", dir.path, "stocks", "nestle"], environment: ["LANG": "en_US.UTF-8"])
        #expect(before.stderr.contains(hint), "\(before.stderr)")
        #expect(before.stderr.components(separatedBy: hint).count == 2)   // once
        #expect(!before.stdout.contains(hint))
        let quiet = try runFinder(["--data-dir", dir.path, "-q", "stocks", "nestle"])
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        let doc = try runFinder(["--data-dir", dir.path, "--json", "-q", "stocks", "nestle"])
        let parsed = try json(doc.stdout)
        #expect((parsed["hint"] as? String)?.contains(hint) == true)
        #expect(!(String(data: try JSONSerialization.data(withJSONObject: parsed["results"] ?? []), encoding: .utf8) ?? "").contains("sync"))
        let ru = try runFinder(["--data-dir", dir.path, "--lang", "ru", "stocks", "nestle"])
        #expect(ru.stderr.contains("добавьте --refresh, чтобы загрузить цены показанных бумаг, или выполните «finder stocks sync»"),
                "\(ru.stderr)")
        // A result with a price: no hint.
        let afks = try runFinder(["--data-dir", dir.path, "stocks", "afks", "--by", "ticker"])
        #expect(!afks.stderr.contains(hint), "\(afks.stderr)")

        #expect(try sync(dir, nasdaq: try nasdaqServer()).status == 0)
        let after = try runFinder(["--data-dir", dir.path, "stocks", "nestle"])
        #expect(!after.stderr.contains(hint), "\(after.stderr)")
        #expect(try json(try runFinder(["--data-dir", dir.path, "--json", "stocks", "nestle"]).stdout)["hint"] is NSNull)
    }
}
