import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `finder stocks sync` against a real local server and real processes.
@Suite(.serialized) struct SyncEndToEndTests {
    func moexServer(_ body: Data = issBody(), status: Int = 200, truncateAfter: Int? = nil) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in
            LoopbackHTTPServer.Response(status: status, body: body, truncateAfter: truncateAfter)
        }
    }

    func sync(_ dir: TemporaryDirectory, _ server: LoopbackHTTPServer?, _ extra: [String] = [], lang: String = "en_US.UTF-8",
              env: [String: String] = [:]) throws -> FinderRun {
        var e = ["LANG": lang]
        if let server { e["FINDER_MOEX_URL"] = server.baseURL }
        for (k, v) in env { e[k] = v }
        // Without --from every keyless source is synced; these tests are about one source.
        let from = extra.contains("--from") || extra.contains("--help") ? [] : ["--from", "moex"]
        return try runFinder(["--data-dir", dir.path, "stocks", "sync"] + from + extra, environment: e)
    }

    // MARK: success

    @Test func moexSyncUpdatesNamesAndPricesAndAddsNewListings() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer()
        let run = try sync(dir, server)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("41 stocks updated, 1 added."), "\(run.stderr)")
        let request = try #require(server.requests.first)
        #expect(request.path == "/iss/engines/stock/markets/shares/boards/TQBR/securities.json")
        #expect(request.query["iss.meta"] == "off")
        #expect(request.query["iss.only"] == "securities,marketdata")

        // The real SBER row: LAST, roubles (SUR), the Latin name replaces the bundled one.
        let sber = try #require(try shownListing(dir, "SBER", exchange: "MOEX"))
        #expect(sber["price"] as? Double == 266.79)
        #expect(sber["currency"] as? String == "RUB")
        #expect(sber["name"] as? String == "Sberbank")
        #expect(sber["altName"] as? String == "Сбербанк России ПАО ао")
        #expect(sber["isin"] as? String == "RU0009029540")
        #expect(sber["priceSource"] as? String == "moex")
        #expect(sber["priceDate"] as? String == "2023-10-18T16:10:42+03:00")

        // The new listing is searchable at once, in both scripts.
        let astr = try runFinder(["--data-dir", dir.path, "stocks", "астра"])
        #expect(astr.status == 0)
        #expect(astr.stdout.contains("ASTR"))
        let added = try #require(try shownListing(dir, "ASTR", exchange: "MOEX"))
        #expect(added["name"] as? String == "Astra" && added["altName"] as? String == "ПАО Группа Астра ао")
    }

    @Test func priceFallbackOrderAndDates() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer()
        #expect(try sync(dir, server).status == 0)
        // Fixture positions: i % 5 == 0 LAST, 1 LCURRENTPRICE (LAST null), 2 MARKETPRICE, 3 PREVPRICE, 4 PREVLEGALCLOSEPRICE.
        for (i, row) in moexFixtureRows.enumerated().prefix(10) where row.secid != "SBER" {
            let listing = try #require(try shownListing(dir, row.secid, exchange: "MOEX"), "\(row.secid)")
            #expect(listing["price"] as? Double == fixturePrice(i, row.secid), "\(row.secid)")
            let date = listing["priceDate"] as? String
            switch fixturePriceKind(i, row.secid) {
            case .last, .current, .market: #expect(date == "2023-10-18T16:10:42+03:00", "\(row.secid)")
            case .previous, .legalClose: #expect(date == (row.prevDate ?? "2025-01-09"), "\(row.secid)")
            }
        }
    }

    @Test func showSaysWhenAndWhereAPriceWasSyncedAndRoublesInBothLanguages() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer()
        #expect(try sync(dir, server).status == 0)
        let en = try runFinder(["--data-dir", dir.path, "stocks", "show", "SBER"], environment: ["LANG": "en_US.UTF-8"])
        let lines = en.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("price source:") && $0.hasSuffix(" Moscow Exchange") }, "\(en.stdout)")
        #expect(lines.contains { $0.hasPrefix("price date:") && $0.hasSuffix(" Oct 18, 2023") }, "\(en.stdout)")
        #expect(en.stdout.contains("RUB") && en.stdout.contains("266.79"), "\(en.stdout)")
        let ru = try runFinder(["--data-dir", dir.path, "stocks", "show", "SBER"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(ru.stdout.contains("266,79") && ru.stdout.contains("₽"), "\(ru.stdout)")
        let words = try runFinder(["--data-dir", dir.path, "--accessible", "stocks", "сбербанк"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(words.stdout.contains("руб"), "\(words.stdout)")
    }

    @Test func russianSummaryAndAResyncCountsUnchanged() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer()
        let first = try sync(dir, server, lang: "ru_RU.UTF-8")
        #expect(first.stderr.contains("41 акция обновлена, 1 добавлена."), "\(first.stderr)")
        let again = try sync(dir, server, lang: "ru_RU.UTF-8")
        #expect(again.status == 0)
        #expect(again.stderr.contains("42 акции без изменений."), "\(again.stderr)")
        let bumped = try moexServer(issBody(priceBump: 1))
        let third = try sync(dir, bumped)
        #expect(third.stderr.contains("42 stocks updated."), "\(third.stderr)")
    }

    @Test func columnsAreReadByName() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer(issBody(shuffleColumns: true))
        #expect(try sync(dir, server).status == 0)
        #expect(try shownListing(dir, "SBER", exchange: "MOEX")?["price"] as? Double == 266.79)
    }

    @Test func stockFinderJSONFromAURLPricesInDollars() throws {
        let dir = try preparedDataDirectory()
        let server = try LoopbackHTTPServer { _ in .init(json: stockFinderJSON) }
        let url = server.baseURL + "/stocks.json?token=secret"
        let run = try sync(dir, nil, ["--from", url])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("4 stocks updated."), "\(run.stderr)")
        let us = try #require(try shownListing(dir, "AAPL", country: "united states"))
        #expect(us["price"] as? Double == 189.84)
        #expect(us["currency"] as? String == "USD")
        #expect(us["priceSource"] as? String == server.baseURL + "/stocks.json")   // no query: it may hold a token
        #expect(try shownListing(dir, "AAPL", country: "argentina")?["price"] is NSNull)
        let text = try runFinder(["--data-dir", dir.path, "stocks", "apple"], environment: ["LANG": "en_US.UTF-8"])
        #expect(text.stdout.contains("$189.84"), "\(text.stdout)")
        let pltr = try runFinder(["--data-dir", dir.path, "stocks", "palantir"])
        #expect(pltr.stdout.contains("PLTR"))
    }

    @Test func csvFileWithCurrencyAndExchange() throws {
        let dir = try preparedDataDirectory()
        let file = dir.file("stocks.csv")
        try stockFinderCSV.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try sync(dir, nil, ["--from", file, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let doc = try json(run.stdout)
        #expect(doc["state"] as? String == "content")
        let summary = try #require(doc["sync"] as? [String: Any])
        #expect(summary["sourceKind"] as? String == "file")
        #expect(summary["updated"] as? Int == 4)
        #expect(summary["added"] as? Int == 0)
        #expect(summary["summary"] as? String == "4 stocks updated.")
        // No exchange given: the one SAP in euros, Xetra's.
        #expect(try shownListing(dir, "SAP", country: "germany")?["price"] as? Double == 140.12)
        #expect(try shownListing(dir, "SBER", exchange: "MOEX")?["price"] as? Double == 266.79)
        #expect(try shownListing(dir, "KO", country: "united states")?["price"] as? Double == 59.81)
        #expect(try shownListing(dir, "SBER", exchange: "MOEX")?["priceSource"] as? String == file)
    }

    /// A file row that says neither exchange nor country never becomes a second, placeless
    /// listing beside the one its ticker means: `SBER` priced in dollars (the default) is not
    /// the Moscow Exchange's SBER and is skipped with its reason; a ticker the catalogue does
    /// not list is added; one that matches a listing updates it.
    @Test func aPlacelessRowIsNotAddedBesideTheListingItsTickerMeans() throws {
        let dir = try preparedDataDirectory()
        let file = dir.file("mine.csv")
        try "ticker,name,price\nSBER,Sberbank,3.1\nZZQQ,My Own Company,12\nKO,Coca-Cola,60.5\n".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try sync(dir, nil, ["--from", file])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("a ticker listed elsewhere, with no exchange or country to say which listing (1)"), "\(run.stderr)")
        let sber = try json(try runFinder(["--data-dir", dir.path, "--json", "stocks", "show", "SBER"]).stdout)
        let listings = try #require(sber["results"] as? [[String: Any]])
        #expect(listings.allSatisfy { ($0["exchange"] as? String) == "MOEX" }, "\(listings)")
        #expect(try shownListing(dir, "ZZQQ")?["price"] as? Double == 12)
        #expect(try shownListing(dir, "KO", country: "united states")?["price"] as? Double == 60.5)
        let ru = try sync(dir, nil, ["--from", file], lang: "ru_RU.UTF-8")
        #expect(ru.stderr.contains("тикер есть на другой бирже, а биржа или страна не указаны (1)"), "\(ru.stderr)")
        let doc = try json(try sync(dir, nil, ["--from", file, "--json"]).stdout)
        #expect((doc["sync"] as? [String: Any])?["skippedReasons"] as? [String: Int] == ["placeless": 1])
    }

    /// A user's own listings can be taken back: `--replace` removes the listings this file
    /// added in an earlier sync that it no longer gives, in both languages and in JSON
    /// (`removed`); a bundled listing the file had updated (KO) stays, and without
    /// `--replace` nothing is removed.
    @Test func replaceRemovesWhatTheFileAddedAndNoLongerGives() throws {
        let dir = try preparedDataDirectory()
        let file = dir.file("mine.csv")
        try "ticker,name,price\nZZQA,My First Company,12\nZZQB,My Second Company,13\nZZQC,My Third,14\nKO,Coca-Cola,60.5\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try sync(dir, nil, ["--from", file]).stderr.contains("1 stock updated, 3 added."))
        try "ticker,name,price\nZZQA,My First Company,12\n".write(toFile: file, atomically: true, encoding: .utf8)
        let kept = try sync(dir, nil, ["--from", file])
        #expect(kept.status == 0 && !kept.stderr.contains("removed"), "\(kept.stderr)")
        #expect(try shownListing(dir, "ZZQB")?["price"] as? Double == 13)

        try "ticker,name,price\nZZQA,My First Company,12\nZZQC,My Third,14\n".write(toFile: file, atomically: true, encoding: .utf8)
        let en = try sync(dir, nil, ["--from", file, "--replace"])
        #expect(en.status == 0 && en.stderr.contains("1 stock removed"), "\(en.stderr)")
        #expect(try runFinder(["--data-dir", dir.path, "stocks", "show", "ZZQB"]).status == 1)
        #expect(try shownListing(dir, "ZZQA")?["price"] as? Double == 12)
        #expect(try shownListing(dir, "KO", country: "united states")?["price"] as? Double == 60.5)

        try "ticker,name,price\nZZQA,My First Company,12\n".write(toFile: file, atomically: true, encoding: .utf8)
        let ru = try sync(dir, nil, ["--from", file, "--replace"], lang: "ru_RU.UTF-8")
        #expect(ru.stderr.contains("1 акция удалена"), "\(ru.stderr)")
        try "ticker,name,price\nZZQD,My Fourth,15\n".write(toFile: file, atomically: true, encoding: .utf8)
        let doc = try json(try sync(dir, nil, ["--from", file, "--replace", "--json"]).stdout)
        let totals = try #require(doc["sync"] as? [String: Any])
        #expect(totals["removed"] as? Int == 1 && totals["added"] as? Int == 1, "\(totals)")
        #expect((totals["sources"] as? [[String: Any]])?.first?["removed"] as? Int == 1)
    }

    @Test func badRowsAreSkippedCountedAndNeverImported() throws {
        let dir = try preparedDataDirectory()
        let server = try LoopbackHTTPServer { _ in .init(json: stockFinderJSONWithBadRows) }
        let run = try sync(dir, nil, ["--from", server.baseURL + "/bad.json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("2 stocks updated, 7 bad rows skipped."), "\(run.stderr)")
        #expect(run.stderr.contains("no ticker (3)") && run.stderr.contains("price is not a number (1)")
                && run.stderr.contains("text too long (1)") && run.stderr.contains("control or invisible characters (1)")
                && run.stderr.contains("listed twice (1)"), "\(run.stderr)")
        #expect(!run.stderr.contains("\u{1b}"))
        for ticker in ["BADP", "LONGN", "EVIL"] {
            let shown = try runFinder(["--data-dir", dir.path, "stocks", "show", ticker])
            #expect(shown.status == 1, "\(ticker) was imported")
        }
        #expect(try shownListing(dir, "NVDA", country: "united states")?["price"] as? Double == 495.22)
        #expect(try shownListing(dir, "AMD", country: "united states")?["price"] as? Double == 122.07)
        let doc = try json(try sync(dir, nil, ["--from", server.baseURL + "/bad.json", "--json"]).stdout)
        let reasons = (doc["sync"] as? [String: Any])?["skippedReasons"] as? [String: Int]
        #expect(reasons == ["missingTicker": 3, "badPrice": 1, "tooLong": 1, "controlCharacters": 1, "duplicate": 1])
    }

    @Test func onlyBadRowsIsAnErrorThatChangesNothing() throws {
        let dir = try preparedDataDirectory()
        let server = try LoopbackHTTPServer { _ in .init(json: #"[{"name": "x"}, {"ticker": "Q", "name": "Q", "currentPrice": "n/a"}]"#) }
        let run = try sync(dir, nil, ["--from", server.baseURL + "/x.json"])
        #expect(run.status == 3)
        #expect(run.stderr.contains("gave no usable rows (2 read, all skipped)"), "\(run.stderr)")
    }

    // MARK: failures leave the previous catalogue

    /// The catalogue as the bundled import left it: SBER without a synced price, searchable.
    func expectPreviousCatalogue(_ dir: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let search = try runFinder(["--data-dir", dir.path, "stocks", "gazp"])
        #expect(search.status == 0, "\(search.stderr)", sourceLocation: sourceLocation)
        #expect(search.stdout.hasPrefix("GAZP"), sourceLocation: sourceLocation)
        #expect(!search.stderr.contains("rebuilt"), "index untouched: \(search.stderr)", sourceLocation: sourceLocation)
        let sber = try shownListing(dir, "SBER", exchange: "MOEX")
        #expect(sber?["name"] as? String == "Sberbank of Russia", sourceLocation: sourceLocation)
        #expect(sber?["priceSource"] is NSNull, sourceLocation: sourceLocation)
    }

    @Test func http500() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer(Data("<html>Internal Server Error</html>".utf8), status: 500)
        let run = try sync(dir, server)
        #expect(run.status == 3)
        #expect(run.stderr.contains("the Moscow Exchange (127.0.0.1:\(server.port)) answered HTTP 500."), "\(run.stderr)")
        #expect(run.stderr.contains("The catalogue was not changed"))
        try expectPreviousCatalogue(dir)
        let doc = try json(try sync(dir, server, ["--json"]).stdout)
        #expect(doc["state"] as? String == "error")
        #expect((doc["error"] as? [String: Any])?["code"] as? String == "service")
    }

    @Test func malformedJSON() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer(Data(#"{"securities": {"columns": ["SECID"], "data": [["SBER"]"#.utf8))
        let run = try sync(dir, server, lang: "ru_RU.UTF-8")
        #expect(run.status == 3)
        #expect(run.stderr.contains("не корректный JSON"), "\(run.stderr)")
        try expectPreviousCatalogue(dir)
        let noBlock = try moexServer(Data(#"{"marketdata": {"columns": [], "data": []}}"#.utf8))
        let second = try sync(dir, noBlock)
        #expect(second.status == 3)
        #expect(second.stderr.contains("the block “securities” is missing"), "\(second.stderr)")
        try expectPreviousCatalogue(dir)
    }

    @Test func bodyCutHalfWay() throws {
        let dir = try preparedDataDirectory()
        let body = issBody()
        let server = try moexServer(body, truncateAfter: body.count / 2)
        let run = try sync(dir, server)
        #expect(run.status == 3, "\(run.stderr)")
        let half = body.count / 2   // the byte count as English groups it: 12,345
        let grouped = half >= 1000 ? "\(half / 1000),\(String(half % 1000 + 1000).dropFirst())" : "\(half)"
        #expect(run.stderr.contains("stopped after \(grouped) of \(body.count / 1000),"), "\(run.stderr)")
        try expectPreviousCatalogue(dir)
    }

    @Test func connectionRefused() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer()
        server.stop()
        let run = try sync(dir, server)
        #expect(run.status == 3)
        #expect(run.stderr.contains("cannot reach the Moscow Exchange"), "\(run.stderr)")
        #expect(run.stderr.contains("connection refused"), "\(run.stderr)")
        try expectPreviousCatalogue(dir)
        // Nothing was received, so the totals are unknown — null, as the
        // source's own members are, not 0 beside them.
        let doc = try json(try sync(dir, server, ["--json"]).stdout)
        let totals = try #require(doc["sync"] as? [String: Any])
        let source = try #require((totals["sources"] as? [[String: Any]])?.first)
        #expect(totals["received"] is NSNull && source["received"] is NSNull, "\(totals)")
        #expect(totals["skippedReasons"] is NSNull && totals["updated"] is NSNull)
    }

    @Test func sigkillWhileTheBodyIsStalledHalfWay() throws {
        let dir = try preparedDataDirectory()
        let body = issBody()
        let server = try StallingServer(body: body, stallAfter: body.count / 2)
        let running = try RunningFinder(["--data-dir", dir.path, "stocks", "sync", "--from", "moex"],
                                        environment: ["FINDER_MOEX_URL": server.baseURL])
        server.sent.wait()   // half the body is on its way; the process is waiting for the rest
        let status = running.kill()
        #expect(status == SIGKILL)
        server.release()
        try expectPreviousCatalogue(dir)
    }

    /// Kills a sync of the whole bundled catalogue (every listing repriced) at several points
    /// after its body has arrived: while parsing, merging, committing or indexing. Whatever
    /// the point, the catalogue is the old one or the new one, never a mixture, and searchable.
    @Test func sigkillDuringTheMergeLeavesOldOrNewNeverAMixture() throws {
        let lines = try String(contentsOfFile: packageRoot + "/Resources/catalogue.tsv", encoding: .utf8)
            .split(separator: Character("\n")).dropFirst(2)
        var seen = Set<String>()
        var rows: [[String: Any]] = []
        for line in lines {
            let f = line.split(separator: Character("\t"), omittingEmptySubsequences: false)
            guard f.count >= 5, f[2].isEmpty, f[3] == "united states", f[4] == "USD", seen.insert(String(f[0])).inserted else { continue }
            rows.append(["ticker": String(f[0]), "name": String(f[1]), "currentPrice": Double(rows.count % 500) + 1.5])
        }
        let body = try JSONSerialization.data(withJSONObject: rows)
        let first = rows.first!["ticker"] as! String, last = rows.last!["ticker"] as! String
        var outcomes: [String] = []
        var killedWhileRunning = 0
        for pause in [0.0, 0.05, 0.2, 0.5, 1.0, 2.0] {
            let dir = try preparedDataDirectory()
            let server = try StallingServer(body: body, stallAfter: nil)
            let running = try RunningFinder(["--data-dir", dir.path, "stocks", "sync", "--from", server.baseURL + "/all.json"])
            server.sent.wait()
            Thread.sleep(forTimeInterval: pause)   // where the kill lands varies; no assertion depends on it
            let status = running.kill()
            if status == SIGKILL { killedWhileRunning += 1 }
            let a = try shownListing(dir, first, country: "united states")
            let b = try shownListing(dir, last, country: "united states")
            let aNew = a?["priceSource"] is String, bNew = b?["priceSource"] is String
            #expect(aNew == bNew, "killed (status \(status)) after \(pause) s: a mixture of old and new rows")
            let search = try runFinder(["--data-dir", dir.path, "stocks", "apple"])
            #expect(search.status == 0, "\(search.stderr)")
            outcomes.append(aNew ? "new" : "old")
        }
        // At least one kill must have landed while the sync was still running, or the test
        // proved nothing about interruption.
        #expect(killedWhileRunning > 0, "every sync finished before its kill: \(outcomes)")
        print("sync killed at increasing pauses ended with: \(outcomes)")
    }

    // MARK: command line

    @Test func usageErrors() throws {
        let dir = try preparedDataDirectory()
        let missing = try sync(dir, nil, ["--from"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--from"), "\(missing.stderr)")
        let scheme = try sync(dir, nil, ["--from", "ftp://example.com/stocks.json"])
        #expect(scheme.status == 2)
        #expect(scheme.stderr.contains("moex, nasdaq, URL, FILE"), "\(scheme.stderr)")
        let insecure = try sync(dir, nil, ["--from", "http://example.com/stocks.json"])
        #expect(insecure.status == 2)
        #expect(insecure.stderr.contains("is not https"), "\(insecure.stderr)")
        let moexHTTP = try sync(dir, nil, env: ["FINDER_MOEX_URL": "http://iss.example.com"])
        #expect(moexHTTP.status == 2)
        let unknown = try sync(dir, nil, ["--bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--from"))
        let noFile = try sync(dir, nil, ["--from", dir.file("nope.json")])
        #expect(noFile.status == 2)
        #expect(noFile.stderr.contains("no such file"), "\(noFile.stderr)")
        let ruNoFile = try sync(dir, nil, ["--from", dir.file("nope.json")], lang: "ru_RU.UTF-8")
        #expect(ruNoFile.stderr.contains("такого файла нет"), "\(ruNoFile.stderr)")
        let json = try sync(dir, nil, ["--from", "--json"])
        #expect(json.status == 2)
        let help = try sync(dir, nil, ["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--from moex|nasdaq|URL|FILE"), "\(help.stdout)")
        try expectPreviousCatalogue(dir)
    }

    @Test func offlineRefusesTheNetworkButReadsFiles() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer()
        let run = try sync(dir, server, ["--offline"])
        #expect(run.status == 3)
        #expect(server.requests.isEmpty)
        #expect(run.stderr.contains("--offline"))
        let file = dir.file("s.json")
        try stockFinderJSON.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try sync(dir, nil, ["--offline", "--from", file]).status == 0)
        // Every source's failure is worded alike, the first one too
        // ("finder: …" — it was a bare lowercase notice before the last source's error).
        for lang in ["en_US.UTF-8", "ru_RU.UTF-8"] {
            let all = try runFinder(["--data-dir", dir.path, "--offline", "stocks", "sync"], environment: ["LANG": lang])
            #expect(all.status == 3)
            let failures = all.stderr.split(separator: "\n").filter { $0.contains("--offline") && !$0.hasPrefix("Run ") && !$0.hasPrefix("Запустите") }
            #expect(failures.count == 2 && failures.allSatisfy { $0.hasPrefix("finder: ") }, "\(all.stderr)")
        }
    }

    @Test func aBrokenStoreIsLocalDataAndNothingIsDownloaded() throws {
        let dir = TemporaryDirectory("finder-sync")
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: dir.file("finder.sqlite3")))
        let server = try moexServer()
        let run = try sync(dir, server)
        #expect(run.status == 5, "\(run.stderr)")
        #expect(server.requests.isEmpty)
    }

    // MARK: progress

    @Test func progressIsSilentWhenStderrIsNotATerminal() throws {
        let dir = try preparedDataDirectory()
        let run = try sync(dir, try moexServer(), env: ["TERM": "xterm-256color"])
        #expect(!run.stderr.contains("\r"))
        #expect(!run.stderr.contains("downloading"))
        #expect(!run.stderr.contains("Syncing"))
    }

    @Test func progressBarOnAColourTerminal() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer()
        let (run, terminal) = try runFinderWithTerminalStderr(["--data-dir", dir.path, "stocks", "sync", "--from", "moex"],
                                                              environment: ["FINDER_MOEX_URL": server.baseURL, "TERM": "xterm-256color",
                                                                            "LANG": "en_US.UTF-8"])
        #expect(run.status == 0)
        #expect(terminal.contains("Moscow Exchange: downloading"), "\(terminal)")
        #expect(terminal.contains("100%"), "\(terminal)")
        #expect(terminal.contains("█"))
        #expect(terminal.contains("\r\u{1b}[2K"))   // redrawn in place
        #expect(terminal.contains("41 stocks updated, 1 added."))
    }

    @Test func accessibleProgressIsLinesNeverRedrawn() throws {
        let dir = try preparedDataDirectory()
        let server = try moexServer()
        let (run, terminal) = try runFinderWithTerminalStderr(["--data-dir", dir.path, "--accessible", "stocks", "sync", "--from", "moex"],
                                                              environment: ["FINDER_MOEX_URL": server.baseURL, "TERM": "xterm-256color",
                                                                            "LANG": "en_US.UTF-8"])
        #expect(run.status == 0)
        let text = terminal.replacingOccurrences(of: "\r\n", with: "\n")   // the terminal's own line endings
        #expect(!text.contains("\r") && !text.contains("\u{1b}"), "\(text.debugDescription)")
        // Every line names its source.
        #expect(text.contains("Moscow Exchange: downloaded 100 percent.\n"), "\(text)")
        #expect(text.contains("Moscow Exchange: saving the catalogue…\n"))
        #expect(text.contains("41 stocks updated, 1 added.\n"))
    }
}
