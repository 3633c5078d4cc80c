import Foundation
import Testing
import FinderTestSupport

/// The session without a screen, driven through a pipe: accessible line mode and piped mode.
@Suite struct InteractiveLineEndToEndTests {
    func interactive(_ dir: TemporaryDirectory, _ args: [String], stdin: String,
                     env: [String: String] = [:]) throws -> FinderRun {
        try runFinder(["--data-dir", dir.path, "--lang", "en"] + args + ["interactive"], environment: env, stdin: stdin)
    }

    @Test func accessibleLineModeReadsEachAnswerOnceWithoutEscapes() throws {
        let dir = try freshDataDir()
        let r = try interactive(dir, ["--accessible"], stdin: "gazprom\n:more\n:history\n:quit\nnever\n")
        #expect(r.status == 0)
        let out = r.stdout.split(separator: "\n").map(String.init)
        #expect(out.first?.hasPrefix("Result 1 of ") == true)
        #expect(out.contains { $0.hasPrefix("Result 1 of ") && $0.contains(": ticker G. A. Z. P.; Gazprom PAO; also known as ГАЗПРОМ ао") })
        #expect(r.stderr.contains("Interactive stock search."))
        #expect(r.stderr.contains("Search stocks: gazprom\n"))
        #expect(r.stderr.contains(" results\n"))
        #expect(r.stderr.contains("There are no more results."))  // a few companies: one page
        #expect(r.stderr.contains("1 recent search"))  // :history
        #expect(out.last == "Result 1 of 1: gazprom")  // :history lists the query just made
        for text in [r.stdout, r.stderr] {
            #expect(!text.contains("\u{1b}"), "no escape sequences in line mode")
            #expect(!text.contains("\r"))
        }
        #expect(try historyQueries(dir) == ["gazprom"])  // :quit stopped before "never"
    }

    /// Positions go on across pages: a listener who asked for more hears "21 of 40", not
    /// "1 of 20" again, in both languages (Russian in words).
    @Test(arguments: [("en", ["Result 1 of 20: ", "Result 21 of 40: ", "Result 40 of 40: "]),
                      ("ru", ["Результат один, всего двадцать: ", "Результат двадцать один, всего сорок: ", "Результат сорок, всего сорок: "])])
    func positionsContinueOnTheNextPage(lang: String, leads: [String]) throws {
        let dir = try freshDataDir()
        let r = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "interactive"], stdin: "bank\n:more\n")
        let out = r.stdout.split(separator: "\n").map(String.init)
        #expect(out.count == 40, "\(out.count) lines")
        #expect(out.first?.hasPrefix(leads[0]) == true, "\(out.first ?? "")")
        #expect(out.dropFirst(20).first?.hasPrefix(leads[1]) == true, "\(out.dropFirst(20).first ?? "")")
        #expect(out.last?.hasPrefix(leads[2]) == true)
    }

    @Test func dumbTerminalIsLineModeToo() throws {
        let dir = try freshDataDir()
        let r = try interactive(dir, [], stdin: "tesla\n", env: ["TERM": "dumb"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("Search stocks: tesla"))
        #expect(r.stdout.hasPrefix("Result 1 of "))
        #expect(!(r.stdout + r.stderr).contains("\u{1b}"))
    }

    @Test func russianLineMode() throws {
        let dir = try freshDataDir()
        let r = try runFinder(["--data-dir", dir.path, "--lang", "ru", "--accessible", "interactive"], stdin: "газпром\nxyzzq\n")
        #expect(r.status == 0)
        #expect(r.stderr.contains("Поиск акций: газпром"))
        #expect(r.stdout.hasPrefix("Результат один, всего "))
        #expect(r.stderr.contains("По запросу «xyzzq» акций не найдено."))
    }

    /// Every line read gets one document: the empty line too.
    @Test func pipedJSONIsOneDocumentPerLine() throws {
        let dir = try freshDataDir()
        let r = try interactive(dir, ["--json"], stdin: "apple\n\nxyzzq\n")
        #expect(r.status == 0)
        let docs = try r.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
        #expect(docs.count == 3)
        #expect(docs.map { $0["query"] as? String } == ["apple", nil, "xyzzq"], "an empty line has no query: null")
        #expect(docs.map { $0["state"] as? String } == ["content", "empty", "empty"])
        #expect(docs.map { $0["domain"] as? String } == ["stocks", "interactive", "stocks"])
        #expect(docs.allSatisfy { $0["schemaVersion"] as? Int == 1 })
        #expect(((docs[0]["results"] as? [[String: Any]])?.first?["ticker"] as? String)?.hasPrefix("AAP") == true)
        #expect(r.stderr.isEmpty || !r.stderr.contains("Search stocks:"))  // no prompt when piped
        #expect(try historyQueries(dir) == ["xyzzq", "apple"])
    }

    @Test func pipedJSONLinesEventsAndMore() throws {
        let dir = try freshDataDir()
        let r = try interactive(dir, ["--format", "jsonl"], stdin: "inc\n:more\n")
        let events = try r.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
        let states = events.filter { $0["event"] as? String == "state" }.map { $0["state"] as! String }
        #expect(states.first == "loading")
        #expect(states.filter { $0 == "loading" }.count == 2, "the second search is :more")
        let finals = events.filter { $0["event"] as? String == "state" && $0["state"] as? String != "loading" }
        #expect(finals.map { $0["page"] as? Int } == [1, 2])
        #expect(finals.map { $0["count"] as? Int } == [20, 20])
        #expect(events.contains { $0["event"] as? String == "result" })
    }

    @Test func pipedTextKeepsResultsOnStdoutAndHonoursNoHistory() throws {
        let dir = try freshDataDir()
        let r = try interactive(dir, ["--no-history"], stdin: "tesla\n")
        #expect(r.status == 0)
        #expect(r.stdout.contains("TSLA"))
        #expect(!r.stdout.contains("results"))
        #expect(r.stderr.contains("results"))
        #expect(try historyQueries(dir) == [])
    }

    /// `finder` hands `interactive photos` to finder-net; whatever finder-net can do there, a
    /// script gets one JSON document about photos, never a stock answer.
    @Test func photosGoToTheCompanion() throws {
        let dir = try freshDataDir()
        let r = try runFinder(["--data-dir", dir.path, "--lang", "en", "interactive", "photos", "--json"],
                              environment: ["FINDER_UNSPLASH_URL": "http://127.0.0.1:9", "XDG_CONFIG_HOME": dir.path],
                              stdin: "cats\n")
        let first = try #require(r.stdout.split(separator: "\n").first)
        let doc = try JSONSerialization.jsonObject(with: Data(first.utf8)) as! [String: Any]
        #expect(doc["domain"] as? String == "photos")
        #expect(doc["state"] as? String == "error")
    }
}
