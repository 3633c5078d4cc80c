import Foundation
import Testing
import FinderTestSupport

/// Completion from the command model, in the three shells it writes scripts for: photo and
/// sync options (defined once, in `CommandModel`) are offered like every other.
@Suite struct CompletionShellsEndToEndTests {
    static var binDir: String { URL(fileURLWithPath: finderBinary).deletingLastPathComponent().path }

    func script(_ shell: String, dir: TemporaryDirectory) throws -> String {
        let file = dir.file("finder.\(shell)")
        try runFinder(["completion", shell]).stdout.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func environment(_ dir: TemporaryDirectory) -> [String: String] {
        ["PATH": Self.binDir + ":/usr/bin:/bin", "FINDER_DATA_DIR": dir.path, "HOME": dir.path]
    }

    func bash(_ words: [String], dir: TemporaryDirectory) throws -> [String] {
        let command = """
            source '\(try script("bash", dir: dir))'
            COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
            _finder
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        return try runProcess("/bin/bash", ["-c", command], environment: environment(dir)).stdout
            .split(separator: "\n").map(String.init)
    }

    /// zsh's completion system is stood in for by `compadd` printing its words; what a real
    /// `compadd` would keep is what starts with the word being completed.
    func zsh(_ words: [String], dir: TemporaryDirectory) throws -> [String]? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") else { return nil }
        let command = """
            compdef() { : }
            _files() { : }
            compadd() { while [[ $1 == -* ]]; do if [[ $1 == -- ]]; then shift; break; fi; [[ $1 == -d ]] && shift; shift; done; print -rl -- "$@" }
            source '\(try script("zsh", dir: dir))'
            words=(\(words.map { "'\($0)'" }.joined(separator: " "))); CURRENT=\(words.count)
            _finder
            """
        let current = words.last ?? ""
        return try runProcess("/usr/bin/zsh", ["-f", "-c", command], environment: environment(dir)).stdout
            .split(separator: "\n").map(String.init).filter { $0.hasPrefix(current) }
    }

    func fish(_ line: String, dir: TemporaryDirectory) throws -> [String]? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else { return nil }
        let command = "source '\(try script("fish", dir: dir))'; complete -C '\(line)'"
        return try runProcess("/usr/bin/fish", ["--no-config", "-c", command], environment: environment(dir)).stdout
            .split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    @Test func photoAndSyncOptionsInBash() throws {
        let dir = try freshDataDir()
        #expect(try bash(["finder", "photos", "--o"], dir: dir).sorted() == ["--offline", "--order", "--orientation"])
        #expect(try bash(["finder", "stocks", "sync", "--"], dir: dir).contains("--from"))
        #expect(!(try bash(["finder", "stocks", "sync", "--"], dir: dir).contains("--limit")))
        #expect(try bash(["finder", "stocks", "sync", "--from", "n"], dir: dir) == ["nasdaq"])
        #expect(try bash(["finder", "photos", "cats", "--orientation", ""], dir: dir) == ["landscape", "portrait", "squarish"])
        #expect(try bash(["finder", "photos", "--color", "bl"], dir: dir) == ["black_and_white", "black", "blue"])
        #expect(try bash(["finder", "--color", ""], dir: dir) == ["auto", "always", "never"])
        #expect(try bash(["finder", "photos", "m"], dir: dir).contains("more"))
        #expect(try bash(["finder", "history", "--"], dir: dir).filter { $0 == "--domain" }.count == 1)
    }

    @Test func photoAndSyncOptionsInZsh() throws {
        let dir = try freshDataDir()
        guard let orientation = try zsh(["finder", "photos", "--o"], dir: dir) else { return }
        #expect(orientation.sorted() == ["--offline", "--order", "--orientation"])
        #expect(try zsh(["finder", "stocks", "sync", "--"], dir: dir)?.contains("--from") == true)
        #expect(try zsh(["finder", "stocks", "sync", "--"], dir: dir)?.contains("--limit") == false)
        #expect(try zsh(["finder", "stocks", "sync", "--from", "m"], dir: dir) == ["moex"])
        #expect(try zsh(["finder", "photos", "--per-page", "3", "--content-filter", ""], dir: dir) == ["low", "high"])
        // --domain once.
        #expect(try zsh(["finder", "history", "--"], dir: dir)?.filter { $0 == "--domain" }.count == 1)
    }

    @Test func photoAndSyncOptionsInFish() throws {
        let dir = try freshDataDir()
        guard let orientation = try fish("finder photos --o", dir: dir) else { return }
        #expect(orientation.contains("--orientation"))
        #expect(orientation.contains("--order"))
        #expect(try fish("finder stocks sync --", dir: dir)?.contains("--from") == true)
        #expect(try fish("finder stocks sync --", dir: dir)?.contains("--limit") == false)
        #expect(try fish("finder photos cats --orientation ", dir: dir)?.sorted() == ["landscape", "portrait", "squarish"])
        #expect(try fish("finder photos --color bl", dir: dir)?.contains("blue") == true)
        #expect(try fish("finder photos --color bl", dir: dir)?.contains("always") == false)
    }

    /// `watch remove` and `watch alert` complete the watchlist's tickers, read when the
    /// completion runs: one added a moment ago is offered, one removed is not; after an
    /// alert's ticker come its words.
    @Test func watchedTickersInEveryShell() throws {
        let dir = try freshDataDir()
        let env = ["FINDER_DATA_DIR": dir.path, "HOME": dir.path]
        #expect(try runFinder(["watch", "add", "AAPL", "MSFT", "SBER"], environment: env).status == 0)
        #expect(try bash(["finder", "watch", "remove", ""], dir: dir) == ["AAPL", "MSFT", "SBER"])
        #expect(try bash(["finder", "watch", "alert", "M"], dir: dir) == ["MSFT"])
        #expect(try bash(["finder", "watch", "alert", "MSFT", "b"], dir: dir) == ["below"])
        #expect(try runFinder(["watch", "remove", "MSFT"], environment: env).status == 0)
        #expect(try bash(["finder", "watch", "remove", "AAPL", ""], dir: dir) == ["AAPL", "SBER"])
        if let zsh = try zsh(["finder", "watch", "alert", "S"], dir: dir) { #expect(zsh == ["SBER"]) }
        if let fish = try fish("finder watch remove ", dir: dir) { #expect(fish == ["AAPL", "SBER"]) }
    }

    /// Zsh and fish describe commands and options, in the UI language.
    @Test(arguments: [("en_US.UTF-8", "Search the stock catalogue", "how many results at most"),
                      ("ru_RU.UTF-8", "Искать в каталоге акций", "сколько результатов показать")])
    func completionsAreDescribed(lang: String, command: String, option: String) throws {
        let dir = try freshDataDir()
        let zsh = try runFinder(["completion", "zsh"], environment: ["LANG": lang]).stdout
        #expect(zsh.contains("'stocks -- \(command)") && zsh.contains("'--limit -- \(option)"), "\(zsh.prefix(400))")
        let file = dir.file("finder.fish")
        try runFinder(["completion", "fish"], environment: ["LANG": lang]).stdout.write(toFile: file, atomically: true, encoding: .utf8)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else { return }
        let offered = try runProcess("/usr/bin/fish", ["--no-config", "-c", "source '\(file)'; complete -C 'finder stocks --li'"],
                                     environment: environment(dir)).stdout
        #expect(offered.contains("--limit\t" + option), "\(offered)")
        let commands = try runProcess("/usr/bin/fish", ["--no-config", "-c", "source '\(file)'; complete -C 'finder st'"],
                                      environment: environment(dir)).stdout
        #expect(commands.contains("stocks\t" + command), "\(commands)")
    }

    /// `--json completion bash` is one JSON document holding the script.
    @Test func aCompletionScriptInJSONIsOneDocument() throws {
        let r = try runFinder(["--json", "completion", "bash"])
        #expect(r.status == 0)
        let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        #expect(doc["domain"] as? String == "completion")
        let script = ((doc["results"] as? [[String: Any]])?.first?["completion"] as? String) ?? ""
        #expect(script == (try runFinder(["completion", "bash"])).stdout)
    }
}

/// Offline results per history entry.
@Suite struct OfflineResultsEndToEndTests {
    func tickers(_ r: FinderRun) throws -> [String] {
        let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        return (doc["results"] as! [[String: Any]]).map { $0["ticker"] as! String }
    }

    @Test func eachOfTheFiveQueriesIsRetrievableOffline() throws {
        let dir = try freshDataDir()
        let queries = ["apple", "tesla", "nestle", "gazprom", "sber"]
        var live: [String: [String]] = [:]
        for q in queries { live[q] = try tickers(try run(dir, ["stocks", q, "--limit", "3", "--json"])) }
        for q in queries {
            let r = try run(dir, ["--offline", "stocks", q, "--json"])
            #expect(r.status == 0, "\(q): \(r.stderr)")
            #expect(try tickers(r) == live[q], "\(q)")
            #expect(r.stdout.contains("\"offline\":true"))
        }
        // A sixth query pushes out the oldest.
        _ = try run(dir, ["stocks", "inc"])
        #expect(try run(dir, ["--offline", "stocks", "apple"]).status == 3)
        #expect(try run(dir, ["--offline", "stocks", "tesla"]).status == 0)
    }

    @Test func anEmptySearchKeepsTheEarlierContentResult() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["stocks", "apple"])
        #expect(try run(dir, ["stocks", "zzqqxxnothing"]).status == 1)
        let offline = try run(dir, ["--offline", "stocks", "apple"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("AAPL"))
        let shown = try run(dir, ["offline", "show", "--domain", "stocks", "--json"])
        #expect(shown.stdout.contains("\"query\":\"apple\""))
    }

    @Test func aResultSavedInEnglishShowsInRussian() throws {
        let dir = try freshDataDir()
        let english = try run(dir, ["--lang", "en", "stocks", "apple", "--limit", "2"])
        #expect(english.stdout.contains("United States"))
        for args in [["--lang", "ru", "--offline", "stocks", "apple"], ["--lang", "ru", "offline", "show"]] {
            let russian = try run(dir, args)
            #expect(russian.status == 0, "\(args): \(russian.stderr)")
            #expect(russian.stdout.contains("США"), "\(args): \(russian.stdout)")
            #expect(!russian.stdout.contains("United States"), "\(args)")
            #expect(russian.stderr.contains("Офлайн"), "\(args)")
        }
        let accessible = try run(dir, ["--lang", "ru", "--accessible", "--offline", "stocks", "apple"])
        #expect(accessible.stdout.hasPrefix("Результат один, всего два: тикер A. A. P. L."), "\(accessible.stdout)")
    }
}

/// The command line, as a person and a script see it.
@Suite struct CommandLineEndToEndTests {
    /// Item 5: accessible help is one option per line, "option, meaning": no padding, no "|".
    @Test func accessibleHelpIsOneOptionPerLine() throws {
        for (args, env) in [(["--accessible", "--help"], [String: String]()), (["help", "stocks"], ["FINDER_ACCESSIBLE": "1"]),
                            (["--accessible", "photos", "--help"], [:])] {
            let r = try finder(args, env: env)
            #expect(r.status == 0)
            #expect(!r.stdout.contains("|"), "\(args): \(r.stdout)")
            #expect(!r.stdout.contains("   "), "\(args): padded")
            #expect(r.stdout.contains("  --lang en or ru, language of messages"), "\(args)")
        }
        let ru = try finder(["--accessible", "help", "stocks"], lang: "ru_RU.UTF-8")
        #expect(ru.stdout.contains("--by ticker или name или all, "), "\(ru.stdout)")
    }

    /// Item 5: one error prefix whatever turned accessibility on.
    @Test func oneErrorPrefixInAccessibleMode() throws {
        let flag = try finder(["--accessible", "stocks", "--limit", "x", "a"])
        let env = try finder(["stocks", "--limit", "x", "a"], env: ["FINDER_ACCESSIBLE": "1"])
        #expect(flag.status == 2 && env.status == 2)
        #expect(flag.stderr == env.stderr)
        #expect(flag.stderr.hasPrefix("Error: "), "\(flag.stderr)")
    }

    /// Item 12: "did you mean" for commands, subcommands and options, in both languages.
    @Test func typosSuggestTheClosestName() throws {
        let en = try finder(["stock", "apple"])
        #expect(en.status == 2)
        #expect(en.stderr.contains("did you mean “stocks”?"), "\(en.stderr)")
        let ru = try finder(["stocks", "apple", "--limt", "3"], lang: "ru_RU.UTF-8")
        #expect(ru.stderr.contains("может быть, --limit?"), "\(ru.stderr)")
        #expect(try finder(["history", "cler"]).stderr.contains("did you mean “clear”?"))
        #expect(try finder(["photos", "cats", "--oreintation", "landscape"]).stderr.contains("did you mean --orientation?"))
        #expect(!(try finder(["zzzz"])).stderr.contains("did you mean"))
    }

    /// Items 13 and 16: absurd queries and control characters are usage errors.
    @Test func badQueriesAreUsageErrors() throws {
        let control = try finder(["stocks", "ap\u{01}\u{1b}[31mple"])
        #expect(control.status == 2)
        #expect(control.stderr.contains("control character (U+0001)"), "\(control.stderr)")
        #expect(!control.stderr.contains("\u{1b}"))
        let long = try finder(["stocks", String(repeating: "a", count: 1500)])
        #expect(long.status == 2)
        #expect(long.stderr.contains("1500 characters long; at most 1000"), "\(long.stderr)")
    }

    /// Item 13: history keeps at most 200 characters of a query, and says so.
    @Test func longQueriesAreStoredCut() throws {
        let dir = try freshDataDir()
        let query = String(repeating: "apple ", count: 60)
        let r = try run(dir, ["stocks", query])
        #expect(r.stderr.contains("History keeps the first 200 characters of this query."), "\(r.stderr)")
        let stored = try historyQueries(dir)
        #expect(stored.first?.count == 200)
    }

    /// Item 9: `domain` is the command's name (`cli` for the line itself: help, version,
    /// usage errors), for every command.
    @Test func theDomainOfEveryDocument() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["stocks", "apple"])
        let cases: [([String], String)] = [
            (["stocks", "apple"], "stocks"), (["stocks", "show", "AAPL"], "stocks"), (["--offline", "stocks", "apple"], "stocks"),
            (["stocks", "sync", "--from", "/nonexistent/file.json"], "sync"), (["history"], "history"), (["history", "clear", "--domain", "photos"], "history"),
            (["suggest", "ap"], "suggest"), (["offline", "show"], "offline"), (["offline", "clear", "--domain", "photos"], "offline"),
            (["completion", "zsh"], "completion"), (["--help"], "cli"), (["help", "stocks"], "cli"), (["--version"], "cli"),
            (["stocks"], "cli"), (["stocks", "apple", "--limit", "x"], "cli"), (["history", "bogus"], "cli"), (["stock"], "cli"),
            (["photos", "--per-page", "99", "cats"], "cli"), (["config", "--bogus"], "cli"),
        ]
        for (args, domain) in cases {
            let r = try run(dir, ["--json"] + args)
            let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            #expect(doc?["domain"] as? String == domain, "\(args): \(r.stdout)")
            #expect(r.stdout.split(separator: "\n").count == 1, "\(args)")
        }
    }

    /// Item 10: piped interactive JSON answers every line with exactly one document.
    @Test func everyInteractiveLineGetsOneDocument() throws {
        let dir = try freshDataDir()
        let input = dir.file("lines")
        try "bank\n\n:more\n:bogus\nsber\n".write(toFile: input, atomically: true, encoding: .utf8)
        let r = try runProcess("/bin/sh", ["-c", "'\(finderBinary)' --data-dir '\(dir.path)' interactive --json < '\(input)'"],
                               environment: ["LANG": "en_US.UTF-8"])
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 5, "\(r.stdout)")
        let docs = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(docs.map { $0["state"] as? String } == ["content", "empty", "content", "error", "content"])
        #expect(docs.map { $0["domain"] as? String } == ["stocks", "interactive", "stocks", "interactive", "stocks"])
        #expect((docs[3]["error"] as? [String: Any])?["code"] as? String == "usage")
    }
}
