import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// On the sync side: no request outlives its limit, no file or
/// body is read past its cap, nothing that is not a file hangs the sync, and a redirect is a
/// network problem. Each test fails without its fix (see the comments).
@Suite(.serialized) struct SyncLimitsEndToEndTests {
    func sync(_ dir: TemporaryDirectory, _ from: String, lang: String = "en_US.UTF-8", env: [String: String] = [:],
              json: Bool = false) throws -> FinderRun {
        var e = ["LANG": lang]
        for (k, v) in env { e[k] = v }
        return try runFinder(["--data-dir", dir.path, "stocks", "sync", "--from", from] + (json ? ["--json"] : []), environment: e)
    }

    /// Runs a sync that must end by itself; a hang is stopped after `patience` seconds and
    /// reported (a guard against hanging the suite, not a timing assertion).
    func syncEnds(_ dir: TemporaryDirectory, _ from: String, patience: TimeInterval = 60) throws -> (stderr: String, status: Int32)? {
        let err = dir.file("err-\(UUID().uuidString)")
        // stdin is a pipe whose writer never closes while the sync runs: reading /dev/stdin
        // would never end.
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }  // other children close it: Spawned closes every descriptor past 2
        defer { close(ends[0]); close(ends[1]) }
        let p = try Spawned(finderBinary, ["--data-dir", dir.path, "stocks", "sync", "--from", from],
                            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "en_US.UTF-8"],
                            stdin: .descriptor(ends[0]), stderr: .file(err))
        guard p.wait(killingAfter: patience) != nil else { return nil }
        return ((try? String(contentsOfFile: err, encoding: .utf8)) ?? "", p.terminationStatus)
    }

    /// Item 7: a server dripping a byte at a time never lets the idle timeout fire. Without an
    /// overall deadline the small catalogue arrives whole (about 15 s) and the sync succeeds;
    /// with FINDER_SYNC_TIMEOUT=2 it stops at the deadline, exit 3, catalogue unchanged.
    @Test func aDrippingServerIsStoppedAtTheSyncDeadline() throws {
        signal(SIGPIPE, SIG_IGN)
        let dir = try preparedDataDirectory()
        let server = try LoopbackHTTPServer { _ in
            var r = LoopbackHTTPServer.Response(json: #"[{"ticker":"AAPL","name":"Apple Inc","currentPrice":1.5}]"#)
            r.dripInterval = 0.25
            return r
        }
        let run = try sync(dir, server.baseURL + "/drip.json", env: ["FINDER_SYNC_TIMEOUT": "2"], json: true)
        #expect(run.status == 3, "\(run.stdout)")
        let error = try json(run.stdout)["error"] as? [String: Any]
        #expect(error?["code"] as? String == "timeout")
        #expect((error?["message"] as? String)?.contains("did not send its whole answer within 2 seconds") == true, "\(run.stdout)")
        #expect(try shownListing(dir, "AAPL", country: "united states")?["priceSource"] as? String == "bundled")  // unchanged
    }

    /// Item 8: a FIFO with no writer, /dev/zero (endless) and /dev/stdin (a pipe left open) are not
    /// files with an end. Before: the FIFO hung for ever, /dev/zero grew without bound, and the
    /// message blamed permissions. Now: at once, a usage error that says what it is.
    @Test func whatIsNotARegularFileIsRefusedAtOnce() throws {
        let dir = try preparedDataDirectory()
        let fifo = dir.file("stocks.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [fifo, "/dev/zero", "/dev/stdin"] {
            let run = try #require(try syncEnds(dir, path), "\(path): the sync hung")
            #expect(run.status == 2, "\(path): \(run.stderr)")
            #expect(run.stderr.contains("it is not a regular file"), "\(path): \(run.stderr)")
            #expect(!run.stderr.contains("permission"), "\(path): \(run.stderr)")
        }
        let ru = try sync(dir, fifo, lang: "ru_RU.UTF-8")
        #expect(ru.stderr.contains("это не обычный файл"), "\(ru.stderr)")
        #expect(try shownListing(dir, "AAPL", country: "united states")?["priceSource"] as? String == "bundled")  // unchanged
    }

    /// Item 8: a file is capped as a download is (64 MiB). Before: read whole (an 80 MB file
    /// took 2.27 GB of memory) and then rejected for its content.
    @Test func aFileLargerThanTheCapIsNotRead() throws {
        let dir = try preparedDataDirectory()
        let big = dir.file("big.json")
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, off_t(64 << 20) + 1) == 0)   // sparse: no disk used
        let run = try sync(dir, big, json: true)
        #expect(run.status == 3)
        let error = try json(run.stdout)["error"] as? [String: Any]
        #expect(error?["code"] as? String == "bad-response")
        #expect((error?["message"] as? String)?.contains("is larger than 64 MiB") == true, "\(run.stdout)")
        let ru = try sync(dir, big, lang: "ru_RU.UTF-8")
        #expect(ru.stderr.contains("больше 64 МиБ"), "\(ru.stderr)")
    }

    /// Item 17: a redirect to a URL finder will not follow is the server's doing: exit 3
    /// (service), not a usage error; one to an allowed URL is followed.
    @Test func redirectsAreANetworkMatter() throws {
        let dir = try preparedDataDirectory()
        let target = try LoopbackHTTPServer { _ in .init(json: #"[{"ticker":"AAPL","name":"Apple Inc","currentPrice":1.5}]"#) }
        let origin = try LoopbackHTTPServer { r in
            r.path == "/away" ? .init(status: 302, headers: ["Location": "http://example.com/stocks.json"], body: Data())
                              : .init(status: 301, headers: ["Location": target.baseURL + "/moved.json"], body: Data())
        }
        let refused = try sync(dir, origin.baseURL + "/away", json: true)
        #expect(refused.status == 3, "\(refused.stdout)")
        let error = try json(refused.stdout)["error"] as? [String: Any]
        #expect(error?["code"] as? String == "service")
        #expect((error?["message"] as? String)?.contains("http://example.com/stocks.json, which is not https") == true)
        let followed = try sync(dir, origin.baseURL + "/start")
        #expect(followed.status == 0, "\(followed.stderr)")
        #expect(try shownListing(dir, "AAPL", country: "united states")?["price"] as? Double == 1.5)
    }
}
