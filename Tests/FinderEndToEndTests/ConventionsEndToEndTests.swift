import Foundation
import Testing
import FinderTestSupport

/// The conventions people expect of a command-line tool: help wrapped to the terminal,
/// `-V` and bundled short options, the CLICOLOR specification's precedence.
@Suite struct ConventionsEndToEndTests {
    static let topics: [[String]] = [[], ["stocks"], ["stocks", "show"], ["stocks", "sync"], ["photos"], ["photos", "more"],
                                     ["photos", "show"], ["photos", "download"], ["history"], ["suggest"], ["offline"],
                                     ["completion"], ["interactive"], ["config"], ["help"]]

    /// Lines wider than `width` columns that are not one unbreakable word (after indentation).
    static func overlong(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            line.count > width && line.split(separator: " ").count > 1
        }
    }

    /// Every help page in both languages, at 80 and at 40 columns (COLUMNS, on a pipe): no
    /// line is wider, except a single word that cannot be broken. Without COLUMNS on a pipe the
    /// lines are whole (a row greps whole), and the wrapped text says the same words.
    @Test(arguments: ["en", "ru"]) func helpWrapsToTheWidth(lang: String) throws {
        for topic in Self.topics {
            let whole = try runFinder(["help"] + topic, environment: ["LANG": "\(lang == "ru" ? "ru_RU" : "en_US").UTF-8"])
            #expect(whole.status == 0, "\(topic): \(whole.stderr)")
            for width in [80, 40] {
                let run = try runFinder(["help"] + topic, environment: ["LANG": "\(lang == "ru" ? "ru_RU" : "en_US").UTF-8",
                                                                        "COLUMNS": String(width)])
                #expect(run.status == 0)
                #expect(Self.overlong(run.stdout, width: width).isEmpty, "\(lang) \(topic) at \(width): \(Self.overlong(run.stdout, width: width))")
                #expect(run.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" })
                        == whole.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }), "\(lang) \(topic) at \(width)")
            }
        }
        // Unwrapped, the overview has lines past 80 columns: the test above would see a break.
        let whole = try runFinder(["help"], environment: ["LANG": "en_US.UTF-8"]).stdout
        #expect(!Self.overlong(whole, width: 80).isEmpty)
    }

    /// On a terminal the width is the terminal's own (TIOCGWINSZ), whatever COLUMNS says.
    @Test func helpOnATerminalTakesItsWidth() throws {
        let run = try PseudoTerminalRun.run(finderBinary, ["stocks", "--help"],
                                            environment: cleanEnvironment(["LANG": "en_US.UTF-8", "COLUMNS": "200",
                                                                           "FINDER_NO_PAGER": "1"]),
                                            columns: 40, rows: 200)
        #expect(run.status == 0)
        let text = run.text.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(text.contains("--limit"))
        #expect(Self.overlong(text, width: 40).isEmpty, "\(Self.overlong(text, width: 40))")
    }

    @Test func shortVersionAndBundledOptions() throws {
        let long = try runFinder(["--version"])
        let short = try runFinder(["-V"])
        #expect(short.status == 0 && short.stdout == long.stdout && short.stdout.hasPrefix("finder "))
        let help = try runFinder(["stocks", "--help"]).stdout
        let bundled = try runFinder(["stocks", "-qh"])
        #expect(bundled.status == 0 && bundled.stdout == help)
        let refused = try runFinder(["stocks", "apple", "-qz"])
        #expect(refused.status == 2 && refused.stderr.contains("-qz"), "\(refused.stderr)")
        #expect(help.contains("-V, --version"))
    }

    /// bixense.com/clicolors: NO_COLOR > CLICOLOR_FORCE > CLICOLOR=0 > the terminal.
    @Test func clicolorPrecedence() throws {
        func coloured(_ env: [String: String]) throws -> Bool {
            let run = try runFinder(["stocks", "apple", "--data-dir", sharedData.path, "--limit", "1"], environment: env)
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout.contains("\u{1b}[")
        }
        #expect(try coloured(["CLICOLOR": "0", "CLICOLOR_FORCE": "1"]))
        #expect(try !coloured(["CLICOLOR": "0", "CLICOLOR_FORCE": "1", "NO_COLOR": "1"]))
        #expect(try !coloured(["CLICOLOR": "0"]))
        #expect(try !coloured(["CLICOLOR": "1"]))   // a pipe: CLICOLOR asks for colour on a terminal only
    }

    // MARK: the pager

    /// A pager that says it ran, with the LESS it was given, and counts the lines it read.
    static let reportingPager = "printf 'PAGER-RAN LESS=%s\\n' \"$LESS\"; wc -l | tr -d ' '; echo PAGER-END"

    func onTerminal(_ args: [String], _ env: [String: String], rows: Int = 24) throws -> (status: Int32, text: String) {
        var environment = cleanEnvironment(["LANG": "en_US.UTF-8", "TERM": "xterm"])
        for (k, v) in env { environment[k] = v }
        let run = try PseudoTerminalRun.run(finderBinary, args + ["--data-dir", sharedData.path], environment: environment,
                                            columns: 100, rows: rows)
        return (run.status, run.text.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    /// Output longer than the terminal goes through FINDER_PAGER (else PAGER), with LESS=FRX
    /// as git sets it; shorter output, `--no-pager`, FINDER_NO_PAGER=1, a pipe, JSON and
    /// `cat` write directly.
    @Test func longOutputOnATerminalIsPaged() throws {
        let long = ["stocks", "a", "--limit", "100"]
        let paged = try onTerminal(long, ["FINDER_PAGER": Self.reportingPager])
        #expect(paged.status == 0)
        #expect(paged.text.contains("PAGER-RAN LESS=FRX"), "\(paged.text.prefix(400))")
        #expect(paged.text.contains("PAGER-END"))
        // Every line went to the pager, none to the terminal: the pager counted them.
        let counted = paged.text.split(separator: "\n").drop { !$0.hasPrefix("PAGER-RAN") }.dropFirst().first.flatMap { Int($0) }
        #expect((counted ?? 0) >= 100, "\(paged.text.suffix(300))")
        #expect(!paged.text.contains("PAGER-END\nA"))
        let viaPAGER = try onTerminal(long, ["PAGER": Self.reportingPager])
        #expect(viaPAGER.text.contains("PAGER-RAN"))
        let userLess = try onTerminal(long, ["PAGER": Self.reportingPager, "LESS": "-S"])
        #expect(userLess.text.contains("PAGER-RAN LESS=-S"))
        for (args, env) in [(long + ["--no-pager"], ["PAGER": Self.reportingPager]),
                            (long, ["PAGER": Self.reportingPager, "FINDER_NO_PAGER": "1"]),
                            (long, ["PAGER": "cat"]), (long, ["PAGER": ""]),
                            (long + ["--json"], ["PAGER": Self.reportingPager]),
                            (["stocks", "apple", "--limit", "3"], ["PAGER": Self.reportingPager])] {
            let direct = try onTerminal(args, env)
            #expect(direct.status == 0 && !direct.text.contains("PAGER-RAN"), "\(args) \(env)")
        }
        let piped = try runFinder(long + ["--data-dir", sharedData.path], environment: ["PAGER": Self.reportingPager])
        #expect(!piped.stdout.contains("PAGER-RAN") && piped.stdout.split(separator: "\n").count > 24)
    }

    /// With the real `less` (LESS=FRX): the whole list reaches the terminal, and `q` ends it.
    @Test func lessShowsTheListAndQuits() throws {
        var environment = cleanEnvironment(["LANG": "en_US.UTF-8", "TERM": "xterm", "PAGER": "less"])
        environment["FINDER_NO_PAGER"] = nil
        final class Sent: @unchecked Sendable { var done = false }
        let sent = Sent()
        let run = try PseudoTerminalRun.run(finderBinary, ["stocks", "a", "--limit", "60", "--data-dir", sharedData.path],
                                            environment: environment, columns: 100, rows: 20, hangLimit: 120) { output in
            // less has drawn its first screen and waits: quit it.
            guard !sent.done, String(decoding: output, as: UTF8.self).contains(":") || output.count > 1500 else { return nil }
            sent.done = true
            return Array("q".utf8)
        }
        #expect(run.status == 0)
        #expect(sent.done)
    }

    /// `--man` on a terminal is formatted by man (`man -l -`), not printed as roff; on a pipe
    /// it is the roff source.
    @Test func manOnATerminalIsFormatted() throws {
        let shown = try onTerminal(["--man"], ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80"])
        #expect(shown.status == 0)
        #expect(shown.text.contains("FINDER(1)") && !shown.text.contains(".TH FINDER"), "\(shown.text.prefix(300))")
        let plain = try onTerminal(["--man", "--no-pager"], ["MANPAGER": Self.reportingPager, "MANWIDTH": "80"])
        #expect(plain.text.contains("FINDER(1)") && !plain.text.contains("PAGER-RAN"))
        let piped = try runFinder(["--man"])
        #expect(piped.stdout.contains(".TH FINDER 1"))
    }

    // MARK: XDG folders

    func inode(_ path: String) -> UInt64? { (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64) ?? nil }

    /// The rebuildable index in $XDG_CACHE_HOME/finder (~/.cache/finder), the store in the data
    /// folder; an index an earlier version left in the data folder is moved there, not rebuilt;
    /// --data-dir still holds everything.
    @Test func theIndexLivesInTheCacheFolder() throws {
        let home = TemporaryDirectory("finder-home")
        let data = home.file(".local/share/finder"), cache = home.file(".cache/finder")
        // The layout of earlier versions: everything in the data folder.
        let old = try runFinder(["stocks", "apple", "--limit", "1", "--data-dir", data], environment: ["HOME": home.path])
        #expect(old.status == 0, "\(old.stderr)")
        let fm = FileManager.default
        #expect(fm.fileExists(atPath: data + "/stocks.index") && !fm.fileExists(atPath: cache))
        let before = inode(data + "/stocks.index")

        let moved = try runFinder(["stocks", "apple", "--limit", "1"], environment: ["HOME": home.path])
        #expect(moved.status == 0 && moved.stdout.hasPrefix("AAPL"), "\(moved.stderr)")
        #expect(!moved.stderr.contains("index"), "moved, not rebuilt: \(moved.stderr)")
        #expect(!fm.fileExists(atPath: data + "/stocks.index"))
        #expect(inode(cache + "/stocks.index") == before)
        #expect(fm.fileExists(atPath: data + "/finder.sqlite3") && !fm.fileExists(atPath: cache + "/finder.sqlite3"))
        // History stayed with the store: nothing was lost.
        let history = try runFinder(["history"], environment: ["HOME": home.path])
        #expect(history.stdout.contains("apple"), "\(history.stdout)")

        // XDG_CACHE_HOME names the cache folder; --data-dir overrides everything.
        let xdg = TemporaryDirectory("finder-xdg")
        let other = try runFinder(["stocks", "apple", "--limit", "1"], environment: ["HOME": home.path, "XDG_CACHE_HOME": xdg.path])
        #expect(other.status == 0 && fm.fileExists(atPath: xdg.file("finder/stocks.index")), "\(other.stderr)")
        let named = TemporaryDirectory("finder-named")
        let all = try runFinder(["stocks", "apple", "--limit", "1", "--data-dir", named.path],
                                environment: ["HOME": home.path, "XDG_CACHE_HOME": xdg.path])
        #expect(all.status == 0 && fm.fileExists(atPath: named.file("stocks.index")) && fm.fileExists(atPath: named.file("finder.sqlite3")))
    }

    /// History and saved results in $XDG_STATE_HOME/finder (~/.local/state/finder), each
    /// search appended there; what an earlier version kept in the data folder's store and
    /// its pending log is moved there the first time, nothing lost, nothing kept twice.
    @Test func historyLivesInTheStateFolder() throws {
        let home = TemporaryDirectory("finder-home")
        let data = home.file(".local/share/finder"), state = home.file(".local/state/finder")
        let fm = FileManager.default
        // The layout of earlier versions: history and saved results in the data folder's store,
        // and a search not yet taken in in its log. Made with this version in one folder, then
        // moved into the catalogue store as an earlier version kept them.
        for query in ["apple", "sber"] {
            let run = try runFinder(["stocks", query, "--limit", "1", "--data-dir", data], environment: ["HOME": home.path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(try runFinder(["history", "--data-dir", data], environment: ["HOME": home.path]).stdout.contains("sber"))
        let moved = try runProcess("/usr/bin/sqlite3", [data + "/finder.sqlite3", """
            ATTACH '\(data)/history.sqlite3' AS s;
            INSERT INTO history SELECT domain, key, query, used_at, seq FROM s.history;
            INSERT INTO saved_results SELECT domain, key, query, options, saved_at, payload, seq FROM s.saved_results;
            """], environment: ["PATH": "/usr/bin:/bin"])
        #expect(moved.status == 0, "\(moved.stderr)")
        for suffix in ["", "-wal", "-shm"] { try? fm.removeItem(atPath: data + "/history.sqlite3" + suffix) }
        let pending = try runFinder(["stocks", "intel", "--limit", "1", "--data-dir", data], environment: ["HOME": home.path])
        #expect(pending.status == 0 && fm.fileExists(atPath: data + "/finder.pending"), "\(pending.stderr)")
        for suffix in ["", "-wal", "-shm"] { try? fm.removeItem(atPath: data + "/history.sqlite3" + suffix) }
        #expect(!fm.fileExists(atPath: state))

        // The first run of this version without --data-dir moves them.
        let history = try runFinder(["history", "--json"], environment: ["HOME": home.path])
        #expect(history.status == 0, "\(history.stderr)")
        let queries = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        let stocks = (queries["results"] as? [[String: Any]])?.filter { $0["domain"] as? String == "stocks" }.compactMap { $0["query"] as? String }
        #expect(stocks == ["intel", "sber", "apple"], "\(history.stdout)")
        #expect(fm.fileExists(atPath: state + "/history.sqlite3") && !fm.fileExists(atPath: data + "/history.sqlite3"))
        let left = try runProcess("/usr/bin/sqlite3", [data + "/finder.sqlite3", "SELECT count(*) FROM history; SELECT count(*) FROM saved_results"],
                                  environment: ["PATH": "/usr/bin:/bin"])
        #expect(left.stdout == "0\n0\n", "nothing kept twice: \(left.stdout)")
        #expect(((try? fm.attributesOfItem(atPath: data + "/finder.pending")[.size] as? Int) ?? 0) == 0)
        // The saved results came along: offline answers from them.
        let offline = try runFinder(["stocks", "sber", "--offline", "--limit", "1"], environment: ["HOME": home.path])
        #expect(offline.status == 0 && offline.stdout.contains("SBER"), "\(offline.stdout) \(offline.stderr)")

        // A search appends to the state folder's log; XDG_STATE_HOME names the folder;
        // --data-dir still holds everything.
        let search = try runFinder(["stocks", "tesla", "--limit", "1"], environment: ["HOME": home.path])
        #expect(search.status == 0 && fm.fileExists(atPath: state + "/finder.pending"), "\(search.stderr)")
        let xdg = TemporaryDirectory("finder-xdg-state")
        let other = try runFinder(["stocks", "apple", "--limit", "1"], environment: ["HOME": home.path, "XDG_STATE_HOME": xdg.path])
        #expect(other.status == 0 && fm.fileExists(atPath: xdg.file("finder/finder.pending")), "\(other.stderr)")
        #expect(try runFinder(["history"], environment: ["HOME": home.path, "XDG_STATE_HOME": xdg.path]).stdout.contains("apple"))
        let named = TemporaryDirectory("finder-named")
        let all = try runFinder(["stocks", "apple", "--limit", "1", "--data-dir", named.path],
                                environment: ["HOME": home.path, "XDG_STATE_HOME": xdg.path])
        #expect(all.status == 0 && fm.fileExists(atPath: named.file("finder.pending")))
    }
}
