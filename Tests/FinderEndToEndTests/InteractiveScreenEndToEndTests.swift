import Foundation
import Testing
import FinderTestSupport

/// A pane of a private tmux server running `finder … interactive` through a small script that
/// records `stty -a` before and after, the exit status, and finder's pid. Waits poll the pane
/// for expected text with a generous bound; nothing asserts on time.
final class TmuxPane {
    let dir = TemporaryDirectory("finder-tmux")
    let tmux: String
    var socket: String { dir.file("tmux.sock") }

    convenience init(_ finderArguments: [String], environment: [String: String] = [:], columns: Int = 100, rows: Int = 30) throws {
        try self.init(columns: columns, rows: rows, environment: environment) { dir in
            """
            # A shell whose child dies of SIGINT may end itself too; a trap keeps this one going
            # (children still get the default action) so that it can record what follows.
            trap : INT
            \(Self.finderLine(finderArguments))
            echo "EXIT=$?"
            stty -a > stty.after
            echo "SHELL-OK"
            exec sleep 600
            """
        }
    }

    /// A pane running an interactive shell (`sh -i`: job control, so Ctrl-Z stops a job and
    /// `fg` continues it); the test types the commands, `finderLine` among them.
    static func shell(environment: [String: String] = [:], columns: Int = 100, rows: Int = 30) throws -> TmuxPane {
        try TmuxPane(columns: columns, rows: rows, environment: environment) { _ in
            """
            export PS1='$ '
            exec sh -i
            """
        }
    }

    /// The command line that runs finder with `arguments`, its pid in finder.pid.
    static func finderLine(_ arguments: [String]) -> String {
        "sh -c 'echo $$ > finder.pid; exec \"$@\"' finder " + ([finderBinary] + arguments).map(quote).joined(separator: " ")
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Writes the pane's script — pid, locale, `environment`, `stty -a` before, then `body` —
    /// and starts it in a private tmux server.
    private init(columns: Int, rows: Int, environment: [String: String], body: (TemporaryDirectory) -> String) throws {
        guard let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(where: FileManager.default.isExecutableFile) else {
            throw TmuxMissing()
        }
        self.tmux = tmux
        let exports = environment.map { "export \($0.key)=\(Self.quote($0.value))" }.joined(separator: "\n")
        let script = """
        echo $$ > \(Self.quote(dir.file("shell.pid")))
        export LANG=C.UTF-8
        \(exports)
        cd \(Self.quote(dir.path))
        stty -a > stty.before
        \(body(dir))
        """
        try script.write(toFile: dir.file("run.sh"), atomically: true, encoding: .utf8)
        try run(["-u", "new-session", "-d", "-s", "t", "-x", "\(columns)", "-y", "\(rows)", "sh " + dir.file("run.sh")])
    }

    /// Ends what this pane started, by pid: the pane's shell (then `sleep`, by exec) and finder
    /// if a failed test left it running. With its only pane gone, the tmux server exits.
    deinit {
        _ = try? run(["kill-server"])
        for name in ["finder.pid", "shell.pid"] {
            if let text = try? String(contentsOfFile: dir.file(name), encoding: .utf8),
               let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1 {
                kill(pid, SIGKILL)
            }
        }
    }

    /// Runs one tmux command and returns what it printed (`Spawned`, with the output in a
    /// file: the first command forks the tmux server, which keeps whatever descriptors it was
    /// given, so a pipe would never reach end of file).
    @discardableResult
    func run(_ args: [String]) throws -> String {
        let outFile = dir.file("tmux.out")
        do {
            let child = try Spawned(tmux, ["-S", socket] + args, stdout: .file(outFile))
            child.wait()
        } catch {
            throw TmuxFailed(arguments: args, status: (error as? POSIXError)?.code.rawValue ?? -1)
        }
        return (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? ""
    }

    func type(_ text: String) throws { try run(["send-keys", "-t", "t", "-l", text]) }
    func press(_ keys: String...) throws { try run(["send-keys", "-t", "t"] + keys) }
    func screen() throws -> String { try run(["capture-pane", "-p", "-t", "t"]) }
    /// The screen with its colours and attributes, as SGR sequences (`capture-pane -e`).
    func paintedScreen() throws -> String { try run(["capture-pane", "-p", "-e", "-t", "t"]) }

    /// Polls the pane until `condition` holds (up to 30 s, for slow CI machines); returns the
    /// last screen either way, and records an issue when the condition never held.
    /// `painted`: the screen with its colours (`paintedScreen`).
    @discardableResult
    func waitFor(_ what: String, painted: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: (String) -> Bool) throws -> String {
        var last = ""
        for _ in 0..<600 {
            last = try painted ? paintedScreen() : screen()
            if condition(last) { return last }
            usleep(50_000)
        }
        Issue.record("pane never showed \(what); last screen:\n\(last)", sourceLocation: sourceLocation)
        return last
    }

    @discardableResult
    func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try waitFor("“\(text)”", sourceLocation: sourceLocation) { $0.contains(text) }
    }

    func sttyBefore() throws -> String { try String(contentsOfFile: dir.file("stty.before"), encoding: .utf8) }
    func sttyAfter() throws -> String { try String(contentsOfFile: dir.file("stty.after"), encoding: .utf8) }
    func finderPID() throws -> pid_t {
        try #require(pid_t(String(contentsOfFile: dir.file("finder.pid"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// After finder ended: the exit line, and the terminal settings exactly as before.
    func expectRestored(exit: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let screen = try waitFor("SHELL-OK", sourceLocation: sourceLocation)
        #expect(screen.contains("EXIT=\(exit)"), "\(screen)", sourceLocation: sourceLocation)
        // The window size may differ (the resize test); every setting must not.
        func settings(_ s: String) -> String {
            s.replacingOccurrences(of: #"rows \d+; columns \d+;"#, with: "", options: .regularExpression)
        }
        let before = try sttyBefore(), after = try sttyAfter()
        #expect(settings(before) == settings(after), "stty -a differs after finder:\n\(before)\n\(after)",
                sourceLocation: sourceLocation)
        #expect(after.contains(" icanon") && after.contains(" echo "), sourceLocation: sourceLocation)
    }
}

/// Polls /proc until the process's state is `state` ("T": stopped), for at most 30 s (a bound
/// on liveness, not on speed); false if it never was.
func waitForState(of pid: pid_t, _ state: String) throws -> Bool {
    for _ in 0..<600 {
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.first.map(String.init) == state { return true }
        }
        usleep(50_000)
    }
    return false
}

/// Polls /proc until the process is gone (or a zombie), for at most 30 s.
func waitForExit(of pid: pid_t) throws -> Bool {
    for _ in 0..<600 {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        if let close = stat.lastIndex(of: ")"), stat[stat.index(after: close)...].split(separator: " ").first == "Z" { return true }
        usleep(50_000)
    }
    return false
}

struct TmuxFailed: Error { var arguments: [String]; var status: Int32 }

struct TmuxMissing: Error, CustomStringConvertible {
    var description: String {
        "tmux is not installed: the interactive end-to-end tests drive finder in a tmux pane. Install it (apt-get install tmux; Scripts/setup.sh does)."
    }
}

@Suite(.serialized) struct InteractiveScreenEndToEndTests {
    func pane(_ dir: TemporaryDirectory, _ args: [String] = [], env: [String: String] = [:],
              columns: Int = 100, rows: Int = 30) throws -> TmuxPane {
        let p = try TmuxPane(["--data-dir", dir.path, "--lang", "en"] + args + ["interactive"],
                             environment: env, columns: columns, rows: rows)
        try p.waitFor("Search stocks:")  // drawn once the terminal is in raw mode
        return p
    }

    @Test func typingShowsResultsArrowsMoveEscRestoresTheTerminal() throws {
        let dir = try freshDataDir()
        let p = try pane(dir)
        try p.waitFor("Search stocks:")
        try p.waitFor("Type to search stocks")
        try p.type("gazp")
        try p.waitFor("GAZP result list") { s in
            s.contains("Search stocks: gazp") && s.contains(" results") && s.contains("> GAZP ")
        }
        try p.press("Down", "Down")
        let moved = try p.waitFor("the third row selected") { s in
            let lines = s.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count > 5 && lines[5].hasPrefix("> ") && lines[3].hasPrefix("  ")
        }
        #expect(!moved.contains("\u{1b}"))
        try p.press("Escape")
        try p.expectRestored(exit: "0")
        #expect(try historyQueries(dir) == [], "leaving without Enter records nothing")
    }

    @Test func suggestionsTabAndEnterRecordHistory() throws {
        let dir = try freshDataDir()
        for q in ["apple", "gazprom"] { _ = try run(dir, ["stocks", q]) }
        let p = try pane(dir)
        try p.waitFor("Suggestions: [gazprom] · apple")
        try p.type("ppl")
        try p.waitFor("Suggestions: [apple]")
        try p.press("Tab")
        try p.waitFor("apple on the line with its results") { $0.contains("Search stocks: apple") && $0.contains("AAPL") }
        try p.press("Enter")
        try p.waitFor("Saved “apple” to history.")
        try p.press("C-u")
        try p.type("tesla")
        try p.waitFor("TSLA")
        try p.press("Enter")
        try p.waitFor("Saved “tesla” to history.")
        try p.press("Escape")
        try p.expectRestored(exit: "0")
        #expect(try historyQueries(dir) == ["tesla", "apple", "gazprom"])
    }

    @Test func noHistoryEnterRecordsNothing() throws {
        let dir = try freshDataDir()
        let p = try pane(dir, ["--no-history"])
        try p.type("tesla")
        try p.waitFor("TSLA")
        try p.press("Enter")
        try p.press("C-d")  // Ctrl-D on a non-empty line deletes; it does not quit
        try p.press("C-u")
        try p.waitFor("Type to search stocks")
        try p.press("C-d")
        try p.expectRestored(exit: "0")
        #expect(try historyQueries(dir) == [])
    }

    @Test func ctrlCLeavesWith130AndTheTerminalRestored() throws {
        let dir = try freshDataDir()
        let p = try pane(dir)
        try p.type("сбер")
        try p.waitFor("SBER")
        try p.press("C-c")
        try p.expectRestored(exit: "130")
    }

    /// A 100 KB paste (tmux paste-buffer, as a terminal pastes) kept finder-interactive busy
    /// for over a minute on "Searching…", Ctrl-C unheard behind it. The paste is one edit of
    /// a line of at most 200 characters, and Ctrl-C after it ends the session: the wait for
    /// the exit line is the deadline (a bound on liveness, not on speed).
    @Test func aLargePasteThenCtrlCEndsTheSession() throws {
        let dir = try freshDataDir()
        let p = try pane(dir)
        let paste = dir.file("paste.txt")
        let words = ["apple", "gazprom", "сбер", "tesla", "nestle"]
        var text = ""
        var i = 0
        while text.utf8.count < 100_000 { text += words[i % words.count] + " "; i += 1 }
        try Data(text.utf8).write(to: URL(fileURLWithPath: paste))
        try p.run(["load-buffer", paste])
        try p.run(["paste-buffer", "-t", "t"])
        try p.press("C-c")
        try p.expectRestored(exit: "130")
    }

    /// Stocks search on every key, without a debounce: the session's clock is stopped (a
    /// debug hook), so a debounce would never end and no result would ever be drawn.
    @Test func stocksAnswerEveryKeyWithoutADebounce() throws {
        let dir = try freshDataDir()
        let p = try pane(dir, env: ["FINDER_INTERACTIVE_FAULT": "clock"])
        try p.type("gaz")
        try p.waitFor("results for “gaz”") { $0.contains("Search stocks: gaz") && $0.contains(" results") && $0.contains("GAZP") }
        try p.type("prom")
        try p.waitFor("results for “gazprom”") { $0.contains("Search stocks: gazprom") && $0.contains("> GAZP ") }
        try p.press("Escape")
        try p.expectRestored(exit: "0")
    }

    /// Ctrl-Z stops finder as a shell's job, with the terminal as it was; `fg` brings back raw
    /// mode and the screen. In an interactive shell (job control), as a person runs it; every
    /// step waits for a state, never for a time, so it holds under load.
    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgRedraws() throws {
        let dir = try freshDataDir()
        let p = try TmuxPane.shell()
        try p.waitFor("the shell's prompt") { $0.hasPrefix("$") }  // capture-pane drops the space after it
        try p.type(TmuxPane.finderLine(["--data-dir", dir.path, "--lang", "en", "interactive"]))
        try p.press("Enter")
        try p.waitFor("Search stocks:")
        try p.type("gazp")
        try p.waitFor("GAZP")
        let pid = try p.finderPID()
        try p.press("C-z")
        try p.waitFor("the shell's job list") { $0.contains("Stopped") && !$0.contains("Search stocks:") }
        #expect(try waitForState(of: pid, "T"), "finder stopped")
        // The shell has the terminal as it was before finder: the same settings, exactly.
        // Quotes split the words the test waits for, so that the typed line is not the output.
        try p.type(#"stty -a > stty.stopped; echo STTY""-DONE"#)
        try p.press("Enter")
        try p.waitFor("STTY-DONE")
        func settings(_ s: String) -> String {
            s.replacingOccurrences(of: #"rows \d+; columns \d+;"#, with: "", options: .regularExpression)
        }
        #expect(settings(try String(contentsOfFile: p.dir.file("stty.stopped"), encoding: .utf8)) == settings(try p.sttyBefore()))
        try p.type("fg")
        try p.press("Enter")
        try p.waitFor("the session redrawn") { $0.hasPrefix("Search stocks: gazp") && $0.contains("GAZP") }
        // Raw mode again: keys reach finder one by one, with no Enter.
        try p.type("rom")
        try p.waitFor("gazprom on the line") { $0.contains("Search stocks: gazprom") }
        try p.press("Escape")
        #expect(try waitForExit(of: pid), "finder ended")
        try p.type(#"echo "EXIT""=$?"; stty -a > stty.after; echo SHELL""-OK"#)
        try p.press("Enter")
        try p.expectRestored(exit: "0")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let dir = try freshDataDir()
        let p = try pane(dir)
        try p.type("apple")
        try p.waitFor("AAPL")
        #expect(kill(try p.finderPID(), SIGTERM) == 0)
        try p.expectRestored(exit: "143")
    }

    @Test func aCrashWhileDrawingStillRestoresTheTerminal() throws {
        let dir = try freshDataDir()
        let p = try pane(dir, env: ["FINDER_INTERACTIVE_FAULT": "draw"])  // debug builds trap on the first draw with text
        try p.waitFor("Search stocks:")
        try p.type("a")
        let screen = try p.waitFor("SHELL-OK")
        #expect(!screen.contains("EXIT=0"))
        try p.expectRestored(exit: screen.contains("EXIT=133") ? "133" : "132")
    }

    @Test func redrawsOnResize() throws {
        let dir = try freshDataDir()
        let p = try pane(dir)
        try p.type("gazprom")
        try p.waitFor("GAZP")
        try p.run(["resize-window", "-t", "t", "-x", "40", "-y", "12"])
        try p.waitFor("the screen redrawn for 40 columns") { s in
            let lines = s.split(separator: "\n").map(String.init)
            // The key line keeps its first key and the way out whole: keys between
            // them are left out, never cut.
            return lines.last?.hasPrefix("Up/Down move") == true && lines.last?.hasSuffix("Esc quit") == true
                && lines.allSatisfy { $0.count <= 40 }
        }
        try p.press("Escape")
        try p.expectRestored(exit: "0")
    }

    @Test func statesInRussian() throws {
        let dir = try freshDataDir()
        let p = try TmuxPane(["--data-dir", dir.path, "--lang", "ru", "interactive"])
        try p.waitFor("Поиск акций:")
        try p.type("xyzzq")
        try p.waitFor("По запросу «xyzzq» акций не найдено.")
        try p.press("Escape")
        try p.expectRestored(exit: "0")
    }
}

/// The hidden prompt of `config set unsplash-key` on a real terminal.
@Suite(.serialized) struct HiddenKeyPromptEndToEndTests {
    let home = TemporaryDirectory("finder-config")

    /// A pane at the prompt, the config file going to `home`.
    func prompt() throws -> TmuxPane {
        let p = try TmuxPane(["config", "set", "unsplash-key"], environment: ["XDG_CONFIG_HOME": home.path])
        try p.waitFor("Unsplash")
        return p
    }

    /// Ctrl-C while the key is typed (echo off) once left the terminal with `-echo`.
    @Test func ctrlCAtTheHiddenPromptRestoresEcho() throws {
        let p = try prompt()
        try p.type("half-typed-sec")
        try p.press("C-c")
        try p.expectRestored(exit: "130")
        #expect(!FileManager.default.fileExists(atPath: home.file("finder/config")), "nothing was saved")
    }

    @Test func enterSavesTheKeyAndRestoresEcho() throws {
        let p = try prompt()
        try p.type("abc123secret")
        try p.press("Enter")
        try p.expectRestored(exit: "0")
        #expect(!(try p.screen()).contains("abc123secret"), "the key is never echoed")
        #expect(try String(contentsOfFile: home.file("finder/config"), encoding: .utf8).contains("abc123secret"))
    }
}
