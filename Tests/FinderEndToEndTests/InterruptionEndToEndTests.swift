import Foundation
import Testing
import FinderTestSupport

/// Ctrl-C gives what the format promises — one JSON document with
/// `error.code` `interrupted`, a final jsonl event, a line in text — and exit 130.
@Suite struct InterruptionEndToEndTests {
    @Test(arguments: [["--json"], ["--format", "jsonl"], [], ["--lang", "ru", "--accessible"]])
    func ctrlCDuringASearchEndsWithTheInterruptedAnswer(format: [String]) throws {
        signal(SIGPIPE, SIG_IGN)
        let asked = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        // The answer waits until the test is done: the search is still running at Ctrl-C.
        let server = try LoopbackHTTPServer { _ in
            asked.signal()
            release.wait()
            return LoopbackHTTPServer.Response(status: 200, json: #"{"total":0,"total_pages":0,"results":[]}"#)
        }
        defer { release.signal(); server.stop() }
        let dir = TemporaryDirectory("finder-interrupt")
        let out = dir.file("out"), err = dir.file("err")
        let env = ["PATH": "/usr/bin:/bin", "HOME": dir.path, "FINDER_UNSPLASH_URL": server.baseURL,
                   "UNSPLASH_ACCESS_KEY": "k", "XDG_CONFIG_HOME": dir.path]
        let child = try Spawned(finderBinary, ["--data-dir", dir.path] + format + ["photos", "slow"], environment: env,
                                stdout: .file(out), stderr: .file(err))
        // The request has reached the server: the search has begun.
        // (A limit far above any honest run, so a child that never asks fails instead of hanging.)
        try #require(asked.wait(timeout: .now() + 600) == .success, "\((try? String(contentsOfFile: err, encoding: .utf8)) ?? "")")
        kill(child.pid, SIGINT)
        _ = child.wait()
        #expect(child.terminationStatus == 130)
        let stdout = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        switch format.first {
        case "--json", "--format":
            let lines = stdout.split(separator: "\n")
            #expect(lines.count == (format.first == "--json" ? 1 : 2), "\(stdout)")
            let last = try #require(lines.last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
            #expect(last["state"] as? String == "error")
            #expect((last["error"] as? [String: Any])?["code"] as? String == "interrupted", "\(stdout)")
        case "--lang":
            #expect(stdout.isEmpty && stderr.contains("Ошибка: прервано"), "\(stderr)")
        default:
            #expect(stdout.isEmpty && stderr.contains("finder: interrupted"), "\(stderr)")
        }
    }
}
