import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// One table of JSON error codes and exit statuses, in GUIDE.md, that
/// says what the code does: real runs end with the status the table gives their code. (That
/// the table is `FailureCode`'s, and every code of it is emitted: `FailureTableTests`.)
@Suite(.serialized) struct ErrorCodesEndToEndTests {
    /// `code → exit` from GUIDE.md's table.
    static func table() throws -> [String: Int32] {
        let guide = try String(contentsOfFile: packageRoot + "/GUIDE.md", encoding: .utf8)
        let start = try #require(guide.range(of: "### Exit codes and error codes"))
        let section = guide[start.upperBound...]
        var table: [String: Int32] = [:]
        for line in section.split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`"), let exit = Int32(cells[1]) else { continue }
            table[String(cells[0].dropFirst().dropLast())] = exit
        }
        return table
    }

    @Test func realRunsExitAsTheTableSays() throws {
        signal(SIGPIPE, SIG_IGN)
        let table = try Self.table()
        let dir = try preparedDataDirectory()
        let broken = TemporaryDirectory("finder-broken")
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: broken.file("finder.sqlite3")))
        let html = try LoopbackHTTPServer { _ in .init(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>".utf8)) }
        let failing = try LoopbackHTTPServer { _ in .init(status: 500, body: Data("oops".utf8)) }
        let slow = try LoopbackHTTPServer { _ in .init(status: 200, body: Data("[]".utf8), delay: 10) }
        let limited = try LoopbackHTTPServer { _ in .init(status: 429, headers: ["Retry-After": "30"], body: Data()) }
        let gone = try LoopbackHTTPServer { _ in .init(status: 200, body: Data()) }
        gone.stop()
        let config = TemporaryDirectory("finder-config")
        let cases: [(String, [String], [String: String])] = [
            ("usage", ["--data-dir", dir.path, "stocks", "--limit", "abc"], [:]),
            ("usage", ["--data-dir", dir.path, "stocks", "sync", "--from", "/dev/zero"], [:]),
            ("config", ["--data-dir", dir.path, "stocks", "sync", "--from", "nasdaq"], ["FINDER_NASDAQ_URL": "http://example.com"]),
            ("config", ["--data-dir", dir.path, "photos", "cats"], ["FINDER_UNSPLASH_URL": "http://example.com", "UNSPLASH_ACCESS_KEY": "k"]),
            ("offline", ["--data-dir", dir.path, "--offline", "stocks", "never searched"], [:]),
            ("unreachable", ["--data-dir", dir.path, "stocks", "sync", "--from", "moex"], ["FINDER_MOEX_URL": gone.baseURL]),
            ("timeout", ["--data-dir", dir.path, "stocks", "sync", "--from", slow.baseURL + "/s.json"], ["FINDER_SYNC_TIMEOUT": "1"]),
            ("service", ["--data-dir", dir.path, "stocks", "sync", "--from", "nasdaq"], ["FINDER_NASDAQ_URL": failing.baseURL]),
            ("bad-response", ["--data-dir", dir.path, "stocks", "sync", "--from", "nasdaq"], ["FINDER_NASDAQ_URL": html.baseURL]),
            ("rate-limited", ["--data-dir", dir.path, "photos", "cats"],
             ["FINDER_UNSPLASH_URL": limited.baseURL, "UNSPLASH_ACCESS_KEY": "k", "FINDER_UNSPLASH_RETRY_DELAY": "0"]),
            ("auth", ["--data-dir", dir.path, "photos", "cats"], ["XDG_CONFIG_HOME": config.path]),
            ("local-data", ["--data-dir", broken.path, "stocks", "apple"], [:]),
        ]
        var seen = Set<String>()
        for (code, args, env) in cases {
            let run = try runFinder(args + ["--json"], environment: env.merging(["LANG": "en_US.UTF-8"]) { a, _ in a })
            let doc = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let emitted = (doc?["error"] as? [String: Any])?["code"] as? String
            #expect(emitted == code, "\(args): \(run.stdout) \(run.stderr)")
            #expect(run.status == table[code], "\(code): exit \(run.status), table says \(table[code].map(String.init) ?? "nothing")")
            seen.insert(code)
        }
        print("error codes exercised by real runs: \(seen.sorted())")
    }
}
