import Foundation
import Testing
import FinderTestSupport

func run(_ dir: TemporaryDirectory, _ args: [String], env: [String: String] = [:]) throws -> FinderRun {
    try runFinder(["--data-dir", dir.path] + args, environment: env)
}

func historyQueries(_ dir: TemporaryDirectory, domain: String = "stocks") throws -> [String] {
    let r = try run(dir, ["history", "--domain", domain, "--json"])
    let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
    return (doc["results"] as! [[String: Any]]).map { $0["query"] as! String }
}

/// Every file of a data folder and its bytes.
func folderBytes(_ dir: TemporaryDirectory) throws -> [String: Data] {
    var bytes: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where !name.hasSuffix(".lock") {
        bytes[name] = FileManager.default.contents(atPath: dir.file(name))
    }
    return bytes
}

@Suite struct HistoryEndToEndTests {
    @Test func keepsTheFiveNewestNewestFirstAndMovesRepeatsUp() throws {
        let dir = try freshDataDir()
        for q in ["apple", "tesla", "nestle", "gazprom", "sber", "inc"] { _ = try run(dir, ["stocks", q]) }
        #expect(try historyQueries(dir) == ["inc", "sber", "gazprom", "nestle", "tesla"])
        _ = try run(dir, ["stocks", "nestle"])
        #expect(try historyQueries(dir) == ["nestle", "inc", "sber", "gazprom", "tesla"])
    }

    /// A search over a current index opens no database (docs/decisions/0602): the store's
    /// files, its WAL index included (which opening it rebuilds), are byte for byte the same
    /// after it; its history entry and saved result are in the pending log, and every reader
    /// has them. A store changed since (here by hand) is opened again, and read as it is now.
    @Test func aSearchLeavesTheStoreUntouchedAndIsRecorded() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["stocks", "apple"])
        _ = try run(dir, ["history"])  // taken in: the log is empty, the store committed to
        _ = try run(dir, ["--no-history", "stocks", "intel"])  // opens it once, remembers its state
        let store = ["finder.sqlite3", "finder.sqlite3-wal", "finder.sqlite3-shm", "finder.state"]
        let before = try folderBytes(dir)
        #expect(before["finder.pending"]?.isEmpty == true)
        for q in ["tesla", "nestle"] {
            let r = try run(dir, ["stocks", q])
            #expect(r.status == 0 && r.stdout.contains(q == "tesla" ? "TSLA" : "NESN"), "\(r.stdout)\(r.stderr)")
            // A command that opens the store without writing it (a completion's suggestions)
            // leaves the remembered state believed: the next search opens no database either.
            _ = try run(dir, ["--no-history", "suggest", "ne"])
        }
        let after = try folderBytes(dir)
        for name in store { #expect(after[name] == before[name], "\(name) changed: the search opened the store") }
        #expect((after["finder.pending"]?.count ?? 0) > 0)
        #expect(try historyQueries(dir) == ["nestle", "tesla", "apple"])
        let offline = try run(dir, ["--offline", "stocks", "tesla"])
        #expect(offline.status == 0 && offline.stdout.contains("TSLA"), "\(offline.stdout)\(offline.stderr)")
        // The catalogue changed outside a search: the remembered state is not believed.
        _ = try shellOutput("/usr/bin/sqlite3", [dir.file("finder.sqlite3"), "UPDATE meta SET value = 'beef' WHERE key = 'catalogue.checksum'"])
        let changed = try run(dir, ["stocks", "apple"])
        #expect(changed.stderr.contains("Built the search index") || changed.status == 5, "\(changed.stdout)\(changed.stderr)")
    }

    @Test func foldEqualQueriesAreOneEntryKeepingTheLatestSpelling() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["stocks", "Cats"])
        _ = try run(dir, ["stocks", "cats"])
        _ = try run(dir, ["stocks", "ГАЗПРОМ"])
        _ = try run(dir, ["stocks", "газпром"])
        #expect(try historyQueries(dir) == ["газпром", "cats"])
    }

    @Test func noHistoryRecordsNothing() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["--no-history", "stocks", "apple"])
        _ = try run(dir, ["stocks", "tesla"], env: ["FINDER_NO_HISTORY": "1"])
        #expect(try historyQueries(dir) == [])
        let empty = try run(dir, ["history"])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("No searches in history yet."))
    }

    /// --no-history covers the saved result too: nothing about the search reaches the disk.
    @Test func noHistorySavesNoResultAndWritesNothing() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["--no-history", "stocks", "apple"])
        let before = try folderBytes(dir)
        _ = try run(dir, ["--no-history", "stocks", "tesla"])
        _ = try run(dir, ["stocks", "nestle"], env: ["FINDER_NO_HISTORY": "1"])
        #expect(try folderBytes(dir) == before, "a search under --no-history changed the data folder")
        for q in ["apple", "tesla", "nestle"] {
            let offline = try run(dir, ["--offline", "stocks", q])
            #expect(offline.status == 3 && offline.stdout.isEmpty, "\(q) was saved: \(offline.stdout)")
        }
        let shown = try run(dir, ["offline", "show"])
        #expect(!shown.stdout.lowercased().contains("tesla"), "\(shown.stdout)")
    }

    @Test func removeAndClear() throws {
        let dir = try freshDataDir()
        for q in ["apple", "tesla"] { _ = try run(dir, ["stocks", q]) }
        let removed = try run(dir, ["history", "remove", "APPLE"])
        #expect(removed.status == 0)
        #expect(try historyQueries(dir) == ["tesla"])
        #expect(try run(dir, ["history", "remove", "nothing"]).status == 1)
        let cleared = try run(dir, ["--lang", "ru", "history", "clear"])
        #expect(cleared.stderr.contains("Из истории удалён 1 запрос."))
        #expect(try historyQueries(dir) == [])
    }

    @Test(arguments: ["text", "accessible", "json", "jsonl"])
    func historyAndSuggestInEveryFormat(format: String) throws {
        let dir = try freshDataDir()
        for q in ["wildcats in snow", "кошки в шляпах", "Ёжики"] { _ = try run(dir, ["stocks", q]) }
        let flags = format == "accessible" ? ["--accessible"] : format == "text" ? [] : ["--format", format]
        let list = try run(dir, flags + ["history"])
        #expect(list.status == 0)
        for (text, expected) in [("CAT", "wildcats in snow"), ("ШЛЯ", "кошки в шляпах"), ("ежи", "Ёжики")] {
            let s = try run(dir, flags + ["suggest", text])
            #expect(s.status == 0)
            #expect(s.stdout.contains(expected), "\(format) \(text): \(s.stdout)")
        }
        switch format {
        case "json":
            #expect(list.stdout.split(separator: "\n").count == 1)
            #expect(list.stdout.contains(#""query":"Ёжики""#))
        case "jsonl":
            #expect(list.stdout.split(separator: "\n").count == 5)  // loading, three results, final state
        case "accessible":
            #expect(list.stdout.hasPrefix("Result 1 of 3: Ёжики; in stocks; searched "))
        default:
            #expect(list.stdout.hasPrefix("Ёжики"))
        }
    }

    @Test func suggestAddsTickersAfterHistory() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["stocks", "gazprom neft"])
        let s = try run(dir, ["suggest", "gaz"])
        let lines = s.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "gazprom neft")
        #expect(lines.contains("GAZP"))
        #expect(try run(dir, ["suggest", "--domain", "photos", "zzz"]).status == 1)
    }
}

@Suite struct OfflineEndToEndTests {
    @Test func offlineShowsTheSavedResultForTheSameQuery() throws {
        let dir = try freshDataDir()
        let live = try run(dir, ["stocks", "nestle", "--limit", "3"])
        let saved = try run(dir, ["--offline", "stocks", "NESTLE"])
        #expect(saved.status == 0)
        #expect(saved.stdout == live.stdout)
        #expect(saved.stderr.contains("Offline: showing the result saved for “nestle” on "))
        let json = try run(dir, ["--offline", "stocks", "nestle", "--json"])
        let doc = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        #expect(doc["offline"] as? Bool == true)
        #expect((doc["results"] as! [[String: Any]]).count == 3)
        let ru = try run(dir, ["--lang", "ru", "offline", "show"])
        #expect(ru.stderr.contains("Офлайн: показан результат для «nestle», сохранённый "))
    }

    @Test func offlineWithoutASavedResultIsExitThree() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["stocks", "apple"])
        let other = try run(dir, ["--offline", "stocks", "tesla"])
        #expect(other.status == 3)
        // After "finder:" the message goes on in small letters (docs/decisions/0404-sentence-case.md).
        #expect(other.stderr.contains("finder: no result is saved for “tesla” to show offline."), "\(other.stderr)")
        #expect(!other.stderr.lowercased().contains("network"), "stock search needs no network")
        _ = try run(dir, ["offline", "clear"])
        #expect(try run(dir, ["offline", "show", "--domain", "stocks"]).status == 1)
        #expect(try run(dir, ["--offline", "stocks", "apple"]).status == 3)
    }
}

@Suite struct CompletionEndToEndTests {
    func complete(_ words: [String], dir: TemporaryDirectory) throws -> [String] {
        let binDir = URL(fileURLWithPath: finderBinary).deletingLastPathComponent().path
        let script = try runFinder(["completion", "bash"]).stdout
        let scriptFile = dir.file("finder.bash")
        try script.write(toFile: scriptFile, atomically: true, encoding: .utf8)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let command = """
            source '\(scriptFile)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _finder
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let r = try runProcess("/bin/bash", ["-c", command],
                               environment: ["PATH": binDir + ":/usr/bin:/bin", "FINDER_DATA_DIR": dir.path, "HOME": dir.path])
        return r.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsFlagsChoicesHistoryAndTickers() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["stocks", "apple hospitality"])
        #expect(try complete(["finder", "st"], dir: dir) == ["stocks"])
        #expect(try complete(["finder", "stocks", "--li"], dir: dir) == ["--limit"])
        #expect(try complete(["finder", "--lang", ""], dir: dir) == ["en", "ru"])
        #expect(try complete(["finder", "history", "c"], dir: dir) == ["clear"])
        let candidates = try complete(["finder", "--lang", "ru", "stocks", "appl"], dir: dir)
        #expect(candidates.first == "apple hospitality")
        #expect(candidates.contains("AAPL"))
    }

    @Test(arguments: ["zsh", "fish"])
    func otherShellsGetAScript(shell: String) throws {
        let r = try runFinder(["completion", shell])
        #expect(r.status == 0)
        #expect(r.stdout.contains("suggest --domain"))
        #expect(try runFinder(["completion", "tcsh"]).status == 2)
    }

    /// Catalogue suggestions are tickers of what the text finds directly (a ticker or a name
    /// word starting with it), never of a transliteration, a layout reading or a close
    /// spelling, which a completion would offer as noise.
    @Test func catalogueSuggestionsComeFromDirectMatchesOnly() throws {
        let dir = try freshDataDir()
        let r = try run(dir, ["--json", "suggest", "ap"])
        let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let catalogue = (doc["results"] as! [[String: Any]]).filter { $0["source"] as? String == "catalogue" }
            .compactMap { $0["text"] as? String }
        #expect(!catalogue.isEmpty)
        let search = try run(dir, ["--json", "--no-history", "stocks", "ap", "--limit", "10"])
        let found = (try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as! [String: Any])["results"] as! [[String: Any]]
        let direct = Set(found.filter { ["exact-ticker", "ticker-prefix", "name-start", "word-start"].contains($0["match"] as? String ?? "") }
            .compactMap { $0["ticker"] as? String })
        #expect(Set(catalogue).isSubset(of: direct), "\(catalogue) vs \(direct)")
        let typo = try run(dir, ["--json", "suggest", "microsfot"])
        let typoDoc = try JSONSerialization.jsonObject(with: Data(typo.stdout.utf8)) as! [String: Any]
        #expect((typoDoc["results"] as! [[String: Any]]).allSatisfy { $0["source"] as? String != "catalogue" },
                "a close spelling is no completion")
    }
}
