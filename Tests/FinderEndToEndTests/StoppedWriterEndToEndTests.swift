import Foundation
import Testing
import FinderTestSupport

/// A writer stopped by SIGSTOP (a sync stopped mid-merge, a first import stopped): every wait
/// for it is said within a second and ends, after FINDER_WAIT_SECONDS, with the store's busy
/// error — never silent, never endless. (The hang limit of `runFinder` kills a run that waits
/// for ever: it bounds liveness, it asserts no speed.)
@Suite struct StoppedWriterEndToEndTests {
    /// `sqlite3` holding the write lock of `store`, then stopped.
    func stoppedSQLiteWriter(_ dir: TemporaryDirectory, store: String) throws -> (Spawned, Int32) {
        let (holder, input) = try sqliteHoldingTheWriteLock(dir, store: store)
        kill(holder.pid, SIGSTOP)
        return (holder, input)
    }

    func release(_ holder: Spawned, _ input: Int32) {
        kill(holder.pid, SIGCONT)
        close(input)
        _ = holder.wait()
    }

    /// History and saved results wait for the state store's writer, a sync for the catalogue's.
    @Test(arguments: [["history", "clear"], ["offline", "clear"], ["stocks", "sync", "--from", "prices.json"]])
    func aStoppedWriterIsSaidAndGivenUpOn(args: [String]) throws {
        let dir = try freshDataDir()
        try Data(#"[{"ticker":"AAPL","name":"Apple Inc","currentPrice":201.5}]"#.utf8).write(to: URL(fileURLWithPath: dir.file("prices.json")))
        let args = args.map { $0 == "prices.json" ? dir.file("prices.json") : $0 }
        let store = args[0] == "stocks" ? "finder.sqlite3" : "history.sqlite3"
        if store == "history.sqlite3" { #expect(try runFinder(["--data-dir", dir.path, "history"]).status == 1) }  // made, empty
        let (holder, input) = try stoppedSQLiteWriter(dir, store: store)
        defer { release(holder, input) }
        for lang in ["en", "ru"] {
            let r = try runFinder(["--lang", lang, "--data-dir", dir.path] + args, environment: ["FINDER_WAIT_SECONDS": "2"], hangLimit: 120)
            #expect(r.status == 5, "\(args) \(r.status): \(r.stderr)")
            let waiting = lang == "en" ? "Another finder process is writing to the store; waiting for it, at most 2 seconds…"
                                       : "Другой процесс finder пишет в хранилище; ждём его не дольше 2 секунд…"
            #expect(r.stderr.contains(waiting), "\(args): \(r.stderr)")
            #expect(r.stderr.contains(lang == "en" ? "is locked by another finder process" : "занято другим процессом finder"),
                    "\(args): \(r.stderr)")
        }
    }

    /// A fresh folder whose first import holds the data folder's lock and is stopped: a
    /// search says it waits for the catalogue, then gives up with the busy error.
    @Test func aStoppedFirstImportIsSaidAndGivenUpOn() throws {
        let dir = TemporaryDirectory()
        let holder = try Spawned("/usr/bin/flock", [dir.file("finder.lock"), "/bin/sleep", "600"], environment: ["PATH": "/usr/bin:/bin"])
        defer { kill(holder.pid, SIGKILL); _ = holder.wait() }
        while !FileManager.default.fileExists(atPath: dir.file("finder.lock")) { usleep(20_000) }
        usleep(200_000)
        kill(holder.pid, SIGSTOP)
        let r = try runFinder(["--data-dir", dir.path, "stocks", "apple"], environment: ["FINDER_WAIT_SECONDS": "2"], hangLimit: 120)
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("Another finder process is preparing the catalogue; waiting for it…"), "\(r.stderr)")
        #expect(r.stderr.contains("is locked by another finder process"), "\(r.stderr)")
    }
}
