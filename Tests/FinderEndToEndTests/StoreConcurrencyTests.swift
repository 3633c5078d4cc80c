import Foundation
import Testing
import FinderTestSupport

/// Real processes against one store: concurrency, SIGKILL mid-write, damaged files.
@Suite struct StoreConcurrencyTests {
    @Test func thirtyTwoProcessesAtOnceLoseNothing() throws {
        let dir = try freshDataDir()
        let queries = (0..<32).map { "query number \($0)" }
        let processes = try queries.map { q in
            try Spawned(finderBinary, ["--data-dir", dir.path, "--quiet", "stocks", q])
        }
        let statuses = processes.map { p in
            _ = p.wait(killingAfter: 600)   // a hang ends as SIGKILL: status 9, not 1
            return p.terminationStatus
        }
        // Each query matches nothing (exit 1 = empty); nothing failed with a store error.
        #expect(statuses.allSatisfy { $0 == 1 }, "\(statuses)")
        let history = try historyQueries(dir)
        #expect(history.count == 5)
        #expect(Set(history).isSubset(of: Set(queries)))
        let json = try run(dir, ["history", "--json"]).stdout
        let times = ((try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any])["results"] as! [[String: Any]])
            .map { $0["usedAt"] as! String }   // ISO 8601 in UTC: sorts as time does
        #expect(times == times.sorted(by: >), "newest first")
        for store in ["finder.sqlite3", "history.sqlite3"] {
            #expect(try shellOutput("/usr/bin/sqlite3", [dir.file(store), "PRAGMA integrity_check"]) == "ok\n")
        }
    }

    @Test func sigkillMidImportLeavesTheStoreReadableAndHistoryIntact() throws {
        for delay in [0.05, 0.15, 0.3, 0.6] {
            let dir = TemporaryDirectory("finder-kill")
            // History but no catalogue yet: the next search imports 53,000 rows.
            _ = try runFinder(["--data-dir", dir.path, "history"])
            _ = try shellOutput("/usr/bin/sqlite3", [dir.file("history.sqlite3"),
                "INSERT INTO history(domain, key, query, used_at, seq) VALUES('stocks', 'kept', 'kept', 1, 1)"])
            let p = try Spawned(finderBinary, ["--data-dir", dir.path, "--no-history", "stocks", "apple"])
            Thread.sleep(forTimeInterval: delay)
            kill(p.pid, SIGKILL)
            p.wait()
            for store in ["finder.sqlite3", "history.sqlite3"] where FileManager.default.fileExists(atPath: dir.file(store)) {
                #expect(try shellOutput("/usr/bin/sqlite3", [dir.file(store), "PRAGMA integrity_check"]) == "ok\n")
            }
            #expect(try historyQueries(dir) == ["kept"], "after a kill at \(delay) s")
            let after = try runFinder(["--data-dir", dir.path, "stocks", "apple"])
            #expect(after.status == 0, "\(after.stderr)")
            #expect(after.stdout.hasPrefix("AAPL"))
        }
    }

    /// Either store: the catalogue's, read by a search; the state's, read by `history`.
    @Test(arguments: ["finder.sqlite3", "history.sqlite3"]) func aTruncatedStoreIsExitFiveAndNeverSilentlyReplaced(store: String) throws {
        let dir = try freshDataDir()
        for q in ["apple", "tesla", "nvidia", "sber", "intel"] { _ = try run(dir, ["stocks", q, "--limit", "0"]) }
        _ = try run(dir, ["history"])  // taken into the state store
        let path = dir.file(store)
        _ = try shellOutput("/usr/bin/sqlite3", [path, "PRAGMA wal_checkpoint(TRUNCATE)"])
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size / 3))
        try handle.close()
        let r = try run(dir, store == "history.sqlite3" ? ["history"] : ["stocks", "apple"])
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("damaged") && r.stderr.contains("mv "))
        // The damaged file is still there for the user to inspect or salvage.
        #expect(FileManager.default.fileExists(atPath: path))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int) == size / 3)
    }

    // Root ignores permission bits, so this runs only for an ordinary user (CI runs as root;
    // LocalDataFailureTests covers a data folder that cannot be created).
    @Test(.enabled(if: getuid() != 0)) func aReadOnlyDataDirIsExitFive() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: dir.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: dir.path) }
        let r = try runFinder(["--data-dir", dir.path, "stocks", "apple"])
        #expect(r.status == 5)
        #expect(r.stderr.contains("cannot use the data folder"))
    }
}
