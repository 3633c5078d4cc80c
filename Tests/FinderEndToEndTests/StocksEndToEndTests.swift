import Foundation
import Testing
import FinderTestSupport

/// One data folder for the read-only tests: the first run imports and indexes the catalogue.
func finder(_ args: [String], lang: String = "en_US.UTF-8", env: [String: String] = [:]) throws -> FinderRun {
    var e = ["LANG": lang]
    for (k, v) in env { e[k] = v }
    return try runFinder(["--data-dir", sharedData.path] + args, environment: e)
}

/// The options of a golden file's run: `--lang`, then `--accessible` or `--format` (text: neither).
func outputArguments(lang: String, format: String) -> [String] {
    switch format {
    case "accessible": ["--lang", lang, "--accessible"]
    case "text": ["--lang", lang]
    default: ["--lang", lang, "--format", format]
    }
}

@Suite(.serialized) struct StocksEndToEndTests {
    @Test func firstRunImportsAndIndexesWithNotices() throws {
        let dir = TemporaryDirectory()
        let run = try runFinder(["--data-dir", dir.path, "stocks", "apple"], environment: ["LANG": "C"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("Imported the bundled catalogue: \(grouped(bundledCatalogueCount, language: "en")) stocks."), "\(run.stderr)")
        #expect(run.stderr.contains("Built the search index."))
        #expect(run.stdout.hasPrefix("AAPL "))
        #expect(permissions(of: dir.file("finder.sqlite3")) == 0o600)
        let second = try runFinder(["--data-dir", dir.path, "stocks", "apple"])
        #expect(!second.stderr.contains("Imported"))
    }

    @Test(arguments: catalogLanguages, ["text", "accessible", "json", "jsonl"])
    func goldenOutput(lang: String, format: String) throws {
        let args = outputArguments(lang: lang, format: format)
        for (name, query) in [("apple", ["apple"]), ("gazprom", ["газпром"]), ("nestle", ["nestle"]), ("empty", ["zzzzqqq"]),
                              ("typo", ["microsfot"])] {
            let run = try finder(args + ["stocks"] + query + ["--limit", "3"])
            let text = "$ finder \((args + ["stocks"] + query + ["--limit", "3"]).joined(separator: " "))\n"
                + "exit: \(run.status)\n--- stdout\n\(run.stdout)--- stderr\n\(run.stderr)"
            let (ok, message) = matchesSnapshot(text, named: "stocks-\(name).\(lang).\(format)")
            #expect(ok, "\(message)")
        }
    }

    /// A Russian reader sees every country in Russian. The English names are the
    /// catalogue's own (JSON `country`), capitalised as the English output shows them.
    @Test(arguments: ["газпром", "apple", "nestle"])
    func russianOutputNamesNoCountryInEnglish(query: String) throws {
        let doc = try JSONSerialization.jsonObject(with: Data(try finder(["--json", "stocks", query, "--limit", "0"]).stdout.utf8)) as! [String: Any]
        let results = doc["results"] as! [[String: Any]]
        let english = Set(results.compactMap { $0["country"] as? String }
            .map { $0.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ") })
        #expect(!english.isEmpty)
        // Company names may hold a country ("Nestle Nigeria Plc"): only the rest of the line counts.
        let names = Set(results.flatMap { r in [r["name"] as? String, r["altName"] as? String].compactMap { $0 } })
            .sorted { $0.count > $1.count }
        for extra in [[], ["--accessible"], ["stocks", "show"]] {
            let args = extra.first == "stocks" ? ["--lang", "ru", "stocks", "show", query == "apple" ? "AAPL" : "NESN"]
                                               : ["--lang", "ru"] + extra + ["stocks", query, "--limit", "0"]
            var text = try finder(args).stdout
            for n in names { text = text.replacingOccurrences(of: n, with: "…") }
            for name in english { #expect(!text.contains(name), "\(name) in \(args): \(text)") }
        }
    }

    @Test func oneRowPerCompanyUnlessAllListings() throws {
        // Bank of Montreal (CA0636711016): Toronto, its preference lines there, and New York.
        let grouped = try finder(["stocks", "bank of montreal", "--json", "--limit", "1"])
        let doc = try JSONSerialization.jsonObject(with: Data(grouped.stdout.utf8)) as! [String: Any]
        let first = (doc["results"] as! [[String: Any]])[0]
        #expect(first["ticker"] as? String == "BMO")
        #expect(first["country"] as? String == "canada")  // the home listing leads
        let listings = first["listings"] as! [[String: Any]]
        #expect(listings.count >= 2 && listings.contains { $0["country"] as? String == "united states" })
        #expect(Set(listings[0].keys) == ["ticker", "exchange", "country", "currency", "price"])
        let all = try finder(["stocks", "bank of montreal", "--all-listings", "--limit", "3"])
        #expect(all.stdout.split(separator: "\n").count == 3)
        #expect(all.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("BMO") }, "\(all.stdout)")  // BMO, BMO-PB…
        #expect(!all.stdout.contains("listings"))
        let help = try finder(["help", "stocks"], lang: "ru_RU.UTF-8")
        #expect(help.stdout.contains("--all-listings"))
    }

    @Test func newcomerExamples() throws {
        let ru = try finder(["stocks", "сбер"], lang: "ru_RU.UTF-8")
        #expect(ru.status == 0)
        #expect(ru.stdout.hasPrefix("SBER"))
        #expect(ru.stderr.contains("результат"))
        let tesla = try finder(["stocks", "tesla", "--json"])
        let doc = try JSONSerialization.jsonObject(with: Data(tesla.stdout.utf8)) as! [String: Any]
        #expect((doc["results"] as! [[String: Any]]).first?["ticker"] as? String == "TSLA")
        #expect(doc["schemaVersion"] as? Int == 1)
        let none = try finder(["stocks", "zzzzqqq"])
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)
        let bad = try finder(["stocks", "--limit", "abc"], lang: "ru_RU.UTF-8")
        #expect(bad.status == 2)
        #expect(bad.stderr == "finder: недопустимое значение «abc» для --limit. Допустимые значения: целое число от 0 до 1\u{00A0}000\u{00A0}000\n")
        let badEn = try finder(["stocks", "apple", "--colour", "never"])
        #expect(badEn.status == 2)
        #expect(badEn.stderr.hasPrefix("finder: unknown option --colour; did you mean --color? Valid options:"))
        #expect(badEn.stderr.split(separator: "\n").count == 1)
    }

    @Test func everyOutcomeIsOneJSONDocument() throws {
        for (args, state, status) in [(["stocks", "apple"], "content", Int32(0)), (["stocks", "zzzzqqq"], "empty", 1),
                                      (["stocks", "--limit", "abc", "apple"], "error", 2),
                                      (["stocks", "show", "NOPE1"], "empty", 1)] {
            let run = try finder(args + ["--json"])
            #expect(run.status == status)
            let lines = run.stdout.split(separator: "\n")
            #expect(lines.count == 1, "\(args)")
            let doc = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
            #expect(doc["state"] as? String == state, "\(args)")
            if state == "error" { #expect((doc["error"] as? [String: Any])?["code"] as? String == "usage") }
        }
    }

    @Test func noEscapeBytesWithoutATerminalOrWithNoColor() throws {
        for env in [[:], ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], ["TERM": "dumb"]] {
            let run = try finder(["stocks", "apple"], env: env)
            #expect(!run.stdout.contains("\u{1b}") && !run.stderr.contains("\u{1b}"), "\(env)")
        }
        // The check can fail: forcing colour does produce escapes.
        #expect(try finder(["stocks", "apple"], env: ["CLICOLOR_FORCE": "1"]).stdout.contains("\u{1b}["))
        #expect(try finder(["--color", "always", "--accessible", "stocks", "apple"]).stdout.contains("\u{1b}") == false)
    }

    @Test(arguments: ["en_US.UTF-8", "ru_RU.UTF-8"])
    func accessibleOutputReadsAsWords(lang: String) throws {
        let run = try finder(["stocks", "nestle", "--limit", "5"], lang: lang, env: ["FINDER_ACCESSIBLE": "1", "CLICOLOR_FORCE": "1"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        for (i, line) in lines.enumerated() {
            let ru = ["один", "два", "три", "четыре", "пять"][i]
            #expect(line.hasPrefix(lang.hasPrefix("ru") ? "Результат \(ru), всего пять: " : "Result \(i + 1) of 5: "))
            #expect(!line.contains("  "), "padding in \(line)")
        }
        // Nothing a speech synthesizer would read as a symbol: letters, digits and plain
        // punctuation only. Quotation marks around a command or a query are read as pauses
        // (espeak-ng -x: “_:_:”), which is what they are for.
        let allowed = CharacterSet.letters.union(.decimalDigits).union(CharacterSet(charactersIn: " ,.:;()'’-&/“”«»\n"))
        let odd = (run.stdout + run.stderr).unicodeScalars.filter { !allowed.contains($0) }
        #expect(odd.isEmpty, "symbols: \(odd.map { String($0) })")
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng") {
            let voice = lang.hasPrefix("ru") ? "ru" : "en"
            let p = try shellOutput("/usr/bin/espeak-ng", ["-q", "-x", "-v", voice, run.stdout])
            #expect(!p.isEmpty)
        }
        let price = try finder(["--accessible", "stocks", "afks", "--by", "ticker"], env: [:])
        #expect(price.stdout.contains("price 14 Russian rubles and 57 kopecks"), "\(price.stdout)")
    }

    @Test func showPrintsEveryListingInFull() throws {
        let run = try finder(["stocks", "show", "gazp"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("ticker:"))
        #expect(run.stdout.contains("ГАЗПРОМ ао"))
        #expect(run.stdout.contains("RU0007661625"))
    }

    @Test func helpAndVersionInBothLanguages() throws {
        let en = try finder(["--help"])
        #expect(en.status == 0 && en.stdout.contains("Usage:") && en.stdout.contains("--limit") == false)
        let ru = try finder(["help", "stocks"], lang: "ru_RU.UTF-8")
        #expect(ru.stdout.contains("Использование:") && ru.stdout.contains("--limit N"))
        #expect(try finder(["--version"]).stdout.hasPrefix("finder "))
        #expect(try finder(["help", "nope"]).status == 2)
    }
}

@Suite struct LocalDataFailureTests {
    @Test func aGarbageStoreIsExitFiveWithRecovery() throws {
        let dir = TemporaryDirectory()
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: dir.file("finder.sqlite3")))
        for (lang, phrase) in [("en_US.UTF-8", "damaged"), ("ru_RU.UTF-8", "повреждено")] {
            let run = try runFinder(["--data-dir", dir.path, "stocks", "apple"], environment: ["LANG": lang])
            #expect(run.status == 5)
            #expect(run.stderr.contains(phrase) && run.stderr.contains("mv "), "\(run.stderr)")
        }
        let json = try runFinder(["--data-dir", dir.path, "stocks", "apple", "--json"])
        #expect(json.status == 5)
        #expect(json.stdout.contains("\"code\":\"local-data\""))
        // Recovery as the message says: move it aside and run again.
        try FileManager.default.moveItem(atPath: dir.file("finder.sqlite3"), toPath: dir.file("finder.sqlite3.broken"))
        #expect(try runFinder(["--data-dir", dir.path, "stocks", "apple"]).status == 0)
    }

    @Test func aDataDirThatCannotBeCreatedIsExitFive() throws {
        let dir = TemporaryDirectory()
        FileManager.default.createFile(atPath: dir.file("file"), contents: Data())
        let run = try runFinder(["--data-dir", dir.file("file/finder"), "stocks", "apple"])
        #expect(run.status == 5)
        #expect(run.stderr.contains("cannot use the data folder"))
    }

    @Test func aDamagedIndexIsRebuiltWithANotice() throws {
        let dir = TemporaryDirectory()
        _ = try runFinder(["--data-dir", dir.path, "stocks", "apple"])
        try Data(repeating: 7, count: 100).write(to: URL(fileURLWithPath: dir.file("stocks.index")))
        let run = try runFinder(["--data-dir", dir.path, "stocks", "apple"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("The search index was damaged; rebuilt it."))
    }

    @Test func aBinaryMovedWithoutItsBundlesSaysSo() throws {
        let dir = TemporaryDirectory()
        let moved = dir.file("finder")
        // Copy with cp: a copy written by this process could still be open in a child that
        // another test is spawning, and exec would fail with "Text file busy".
        _ = try shellOutput("/bin/cp", [finderBinary, moved])
        let run = try runFinder(["--data-dir", dir.file("data"), "stocks", "apple"], executable: moved)
        #expect(run.status == 5)
        #expect(run.stderr.contains("cannot find its message catalogs"))
        #expect(run.stderr.contains(dir.path))
    }
}

func shellOutput(_ tool: String, _ args: [String]) throws -> String {
    try runProcess(tool, args).stdout
}

@Suite struct ReviewRegressionTests {
    @Test func everyJSONOutcomeIsADocument() throws {
        for (args, status) in [(["--json", "help", "nosuch"], Int32(2)), (["--json", "--version"], 0), (["--format", "jsonl", "--help"], 0)] {
            let r = try runFinder(args)
            #expect(r.status == status, "\(args)")
            let last = try #require(r.stdout.split(separator: "\n").last, "\(args): no output")
            let doc = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
            #expect(doc != nil, "\(args)")
        }
        let moved = TemporaryDirectory()
        _ = try shellOutput("/bin/cp", [finderBinary, moved.file("finder")])
        let r = try runFinder(["--json", "stocks", "apple"], executable: moved.file("finder"))
        #expect(r.status == 5)
        #expect(r.stdout.contains("\"code\":\"local-data\""))
    }

    /// A query with control characters is refused, and the message does
    /// not replay them.
    @Test func messagesQuotingTheQueryCarryNoEscapes() throws {
        let r = try finder(["stocks", "\u{1b}]0;PWNED\u{07}\u{1b}[2Jx"], env: ["CLICOLOR_FORCE": "0"])
        #expect(r.status == 2)
        #expect(!r.stderr.contains("\u{1b}") && !r.stderr.contains("\u{07}"), "\(r.stderr)")
    }

    @Test func showRebuildsADamagedIndexWithANotice() throws {
        let dir = try freshDataDir()
        let path = dir.file("stocks.index")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // Damage the listings' fields (the payload section, slot 33 of the header's table at 240, format 10):
        // one byte in every 1 KiB checksum block, so whatever block `show` reads is damaged.
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let start = u64(240 + 33 * 16), length = u64(240 + 33 * 16 + 8)
        #expect(length > 100_000)
        for i in stride(from: start + 100, to: start + length, by: 1024) { bytes[i] ^= 0x5A }
        try bytes.write(to: URL(fileURLWithPath: path))
        let r = try run(dir, ["stocks", "show", "aapl"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("The search index was damaged; rebuilt it."))
        #expect(r.stdout.contains("Apple Inc"))
    }

    /// Runs `arguments` in `count` processes started together (one thread each) and returns
    /// every run.
    func runTogether(_ count: Int, _ arguments: (Int) -> [String]) -> [FinderRun] {
        final class Outcomes: @unchecked Sendable {
            let lock = NSLock()
            var runs: [FinderRun] = []
        }
        let outcomes = Outcomes()
        let group = DispatchGroup()
        for i in 0..<count {
            group.enter()
            let args = arguments(i)
            Thread {
                let run = try? runFinder(args)
                outcomes.lock.lock()
                if let run { outcomes.runs.append(run) }
                outcomes.lock.unlock()
                group.leave()
            }.start()
        }
        group.wait()
        return outcomes.runs
    }

    /// The herd: one process imports and builds; the others wait for it under the data
    /// folder's lock, however long that takes, and none fails on a busy timeout.
    @Test func processesStartedTogetherOnAFreshFolderImportAndBuildOnce() throws {
        let dir = TemporaryDirectory()
        let runs = runTogether(32) { ["--data-dir", dir.path, "stocks", "query \($0)"] }
        #expect(runs.count == 32)
        for r in runs { #expect(r.status == 1, "\(r.stderr)") }
        #expect(runs.filter { $0.stderr.contains("Imported the bundled catalogue") }.count == 1)
        #expect(runs.filter { $0.stderr.contains("Built the search index") }.count == 1)
        #expect(runs.allSatisfy { !$0.stderr.contains("locked") })
    }

    /// Searchers racing a sync never rebuild the index themselves: the sync builds it under
    /// the lock, and a searcher that finds it stale waits for that build.
    @Test func searchersRacingASyncDoNotRebuild() throws {
        let dir = try freshDataDir()
        let file = dir.file("stocks.json")
        try Data(#"[{"ticker":"ZZQX","name":"Zedquux Holdings","currentPrice":12.5}]"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let runs = runTogether(17) { i in
            i == 0 ? ["--data-dir", dir.path, "stocks", "sync", "--from", file]
                   : ["--data-dir", dir.path, "--no-history", "stocks", "zedquux"]
        }
        #expect(runs.count == 17)
        for r in runs { #expect(r.status == 0 || r.status == 1, "\(r.stderr)") }
        #expect(runs.allSatisfy { !$0.stderr.contains("rebuilt the search index") }, "\(runs.map(\.stderr))")
        let after = try run(dir, ["--no-history", "stocks", "zedquux"])
        #expect(after.status == 0 && after.stdout.hasPrefix("ZZQX"), "\(after.stderr)")
        #expect(!after.stderr.contains("index"), "the sync left a current index: \(after.stderr)")
    }

    /// Listings without the checksum that names their catalogue are damaged metadata: exit 5,
    /// and the listings (synced ones included) are never replaced by the bundled catalogue.
    @Test(arguments: ["DELETE FROM meta WHERE key = 'catalogue.checksum'",
                      "UPDATE meta SET value = 'not hex' WHERE key = 'catalogue.checksum'"])
    func aCatalogueWithoutItsChecksumIsDamageNotAReimport(_ damage: String) throws {
        let dir = try freshDataDir()
        let db = dir.file("finder.sqlite3")
        _ = try shellOutput("/usr/bin/sqlite3", [db, "DELETE FROM stocks WHERE ticker <> 'AAPL'; \(damage);"])
        let r = try run(dir, ["stocks", "apple"])
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("damaged") && r.stderr.contains("checksum") && r.stderr.contains("mv "), "\(r.stderr)")
        #expect(!r.stderr.contains("Imported"))
        #expect(!r.stderr.contains("Importing the bundled catalogue"), "an import that does not happen: \(r.stderr)")
        let count = try shellOutput("/usr/bin/sqlite3", [db, "SELECT count(*) FROM stocks WHERE ticker <> 'AAPL'"])
        #expect(count == "0\n", "no bundled row was imported over the catalogue")
    }

    /// Root ignores permission bits, so the process runs as `nobody` to meet a folder it may
    /// not write (CI runs as root; setpriv comes with util-linux).
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aReadOnlyDataDirIsExitFiveEvenForRootsTests() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        let r = try runFinder(["--reuid=nobody", "--regid=nogroup", "--clear-groups", finderForOtherUsers,
                               "--data-dir", dir.file("data"), "stocks", "apple"],
                              executable: "/usr/bin/setpriv")
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("cannot use the data folder"))
    }

    /// Colour on a real terminal, and none with TERM=dumb or NO_COLOR (script(1) gives a pty).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func colourFollowsTheTerminal() throws {
        func onTTY(_ env: [String: String]) throws -> String {
            let command = "\(finderBinary) --data-dir \(sharedData.path) stocks apple --limit 2"
            return try runFinder(["-qec", command, "/dev/null"], environment: env, executable: "/usr/bin/script").stdout
        }
        #expect(try onTTY(["TERM": "xterm-256color"]).contains("\u{1b}["))
        #expect(!(try onTTY(["TERM": "dumb"]).contains("\u{1b}[")))
        #expect(!(try onTTY(["TERM": "xterm-256color", "NO_COLOR": "1"]).contains("\u{1b}[")))
    }
}
