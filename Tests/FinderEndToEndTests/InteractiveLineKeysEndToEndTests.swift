import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The accessible interactive session at a real terminal: every key gets an answer a
/// listener hears. An empty line was silence, `:help` unknown, Ctrl-C at the prompt said
/// nothing, and Ctrl-C during a slow search ended the whole session instead of the search
/// (docs/decisions/0402-ctrl-c-in-line-mode.md).
@Suite(.serialized) struct InteractiveLineKeysEndToEndTests {
    /// Types `replies` one at a time, each when the prompt has been shown once more (or
    /// when the output holds the reply's trigger text).
    final class Typist: @unchecked Sendable {
        let lock = NSLock()
        var steps: [(trigger: String, count: Int, bytes: String)]
        init(_ steps: [(String, Int, String)]) { self.steps = steps.map { (trigger: $0.0, count: $0.1, bytes: $0.2) } }
        func answer(_ output: [UInt8]) -> [UInt8]? {
            lock.lock(); defer { lock.unlock() }
            guard let next = steps.first else { return nil }
            let text = String(decoding: output, as: UTF8.self)
            guard text.components(separatedBy: next.trigger).count - 1 >= next.count else { return nil }
            steps.removeFirst()
            return Array(next.bytes.utf8)
        }
    }

    @Test(arguments: [("en", "Search stocks:", "Type a query, or “:history”", "Commands: “:more”", "Ctrl-C: line cleared."),
                      ("ru", "Поиск акций:", "Введите запрос", "Команды: «:more»", "Ctrl-C: строка стёрта.")])
    func emptyLineHelpAndCtrlCAtThePromptAreAnswered(lang: String, prompt: String, empty: String, help: String, cleared: String) throws {
        let dir = try freshDataDir()
        let typist = Typist([(prompt, 1, "\n"), (prompt, 2, ":help\n"), (prompt, 3, "abc\u{3}"), (prompt, 4, ":quit\n")])
        let run = try PseudoTerminalRun.run(finderBinary, ["--data-dir", dir.path, "--lang", lang, "--accessible", "interactive"],
                                            environment: ["LANG": "en_US.UTF-8", "TERM": "xterm", "PATH": "/usr/bin:/bin", "HOME": dir.path],
                                            hangLimit: 60) { typist.answer($0) }
        #expect(run.status == 0, "\(run.text)")
        #expect(run.text.contains(empty), "\(run.text)")
        #expect(run.text.contains(help), "\(run.text)")
        #expect(run.text.contains(cleared), "\(run.text)")
        #expect(!run.text.contains(":help") || !run.text.contains(lang == "ru" ? "Неизвестная команда" : "Unknown command"), "\(run.text)")
    }

    @Test func ctrlCStopsASlowSearchAndTheSessionGoesOn() throws {
        let release = DispatchSemaphore(value: 0)
        let s = PhotoSession(try photoServer { r in
            if r.query["query"] == "slow" { _ = release.wait(timeout: .now() + 30) }
            return .init(status: 200, headers: ["Content-Type": "application/json"],
                         body: Data(#"{"total":0,"total_pages":0,"results":[]}"#.utf8))
        })
        defer { release.signal() }
        let typist = Typist([("Search photos:", 1, "slow\n"), ("Searching photos for “slow”", 1, "\u{3}"),
                             ("Search photos:", 2, ":quit\n")])
        let env = ["LANG": "en_US.UTF-8", "TERM": "xterm", "PATH": "/usr/bin:/bin", "HOME": s.data.path,
                   "FINDER_UNSPLASH_URL": s.baseURL, "XDG_CONFIG_HOME": s.data.path + "/config", "UNSPLASH_ACCESS_KEY": "test-key"]
        let run = try PseudoTerminalRun.run(finderBinary, ["--data-dir", s.data.path, "--accessible", "interactive", "photos"],
                                            environment: env, hangLimit: 60) { typist.answer($0) }
        #expect(run.status == 0, "\(run.text)")
        #expect(run.text.contains("Search for “slow” stopped."), "\(run.text)")
    }
}
