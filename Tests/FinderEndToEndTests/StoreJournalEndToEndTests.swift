import Foundation
import Testing
import FinderTestSupport

/// A WAL copied from another store was replayed as this store's — its history shown as this
/// one's, exit 0, nothing said. Now it is damage: exit 5, the journal named, and the way back
/// (move the journal aside) keeps the store. Both stores: the catalogue's (`finder.sqlite3`)
/// and the state's (`history.sqlite3`).
@Suite(.serialized) struct StoreJournalEndToEndTests {
    @Test(arguments: ["finder.sqlite3", "history.sqlite3"]) func anotherStoresJournalIsDamageSaidWithItsCure(store: String) throws {
        let catalogue = store == "finder.sqlite3"
        let a = try freshDataDir()
        #expect(try runFinder(["--data-dir", a.path, "stocks", "apple"]).status == 0)
        #expect(try runFinder(["--data-dir", a.path, "history"]).status == 0)  // the state store made
        // Another store, imported on its own (a copy of the same folder would share its tag),
        // with a commit in its WAL: a ticker watched, or a search taken into its history.
        let b = TemporaryDirectory("finder-other")
        #expect(try runFinder(["--data-dir", b.path, "stocks", "nvidia"]).status == 0)
        let commit = try runFinder(["--data-dir", b.path] + (catalogue ? ["watch", "add", "NVDA"] : ["history"]))
        #expect(commit.status == 0 && (catalogue || commit.stdout.contains("nvidia")), "\(commit.stdout)\(commit.stderr)")
        let wal = a.file(store + "-wal")
        try? FileManager.default.removeItem(atPath: wal)
        try FileManager.default.copyItem(atPath: b.file(store + "-wal"), toPath: wal)

        // What reads the store: the watchlist or history, and a search (of the catalogue, or
        // offline from a saved result).
        let reading = catalogue ? ["watch", "list"] : ["history", "list"]
        for lang in ["en", "ru"] {
            let r = try runFinder(["--data-dir", a.path, "--lang", lang] + reading)
            #expect(r.status == 5, "\(r.stdout)\(r.stderr)")
            #expect(!r.stdout.contains("nvidia") && !r.stdout.contains("NVDA"), "another store's rows are never shown")
            #expect(r.stderr.contains(store + "-wal"), "\(r.stderr)")
            #expect(r.stderr.contains("mv \(a.path)/\(store)-wal \(a.path)/\(store)-wal.foreign"), "\(r.stderr)")
            #expect(r.stderr.contains(lang == "en" ? "belongs to another database" : "принадлежит другой базе данных"), "\(r.stderr)")
        }
        let search = try runFinder(["--data-dir", a.path, "--json", "stocks", "apple"] + (catalogue ? [] : ["--offline"]))
        #expect(search.status == 5, "\(search.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any], "\(search.stdout)")
        #expect((json["error"] as? [String: Any])?["code"] as? String == "local-data")

        // Interactive mode says it before a session starts: for stocks (its catalogue and its
        // history) and for photos (its history).
        for domain in catalogue ? ["stocks"] : ["stocks", "photos"] {
            let r = try runFinder(["--data-dir", a.path, "interactive", domain], environment: ["UNSPLASH_ACCESS_KEY": "k"], stdin: "apple\n")
            #expect(r.status == 5, "\(domain): \(r.stdout)\(r.stderr)")
            #expect(r.stderr.contains(store + "-wal.foreign"), "\(domain): \(r.stderr)")
        }

        // The cure the hint gives.
        try FileManager.default.moveItem(atPath: wal, toPath: wal + ".foreign")
        let after = try runFinder(["--data-dir", a.path] + reading)
        #expect(after.status == 0 || after.status == 1, "none, or what was checkpointed: \(after.stderr)")
        #expect(!after.stdout.contains("nvidia") && !after.stdout.contains("NVDA"))
        #expect(try runFinder(["--data-dir", a.path, "stocks", "tesla"]).status == 0)
        let recorded = try runFinder(["--data-dir", a.path, "history", "list"])
        #expect(recorded.status == 0 && recorded.stdout.contains("tesla") && !recorded.stdout.contains("nvidia"), "\(recorded.stdout)")
        #expect(try shellOutput("/usr/bin/sqlite3", [a.file(store), "PRAGMA integrity_check"]) == "ok\n")
    }
}

/// Every search is its own process, its store's first connection, which rebuilds the
/// WAL index from the WAL and forgets what was checkpointed. The WAL must still be truncated
/// once it holds a dozen searches' writes, so that no process reads a long one on open and
/// not every search checkpoints: it was appended to for ever (to 4 MiB) once a search's two
/// writes became one transaction, which is the bug this guards.
@Suite struct StoreJournalBoundEndToEndTests {
    @Test func manySearchesInTheirOwnProcessesKeepTheJournalShort() throws {
        let dir = try freshDataDir()
        var largest = 0
        for i in 0..<30 {
            let q = ["apple", "tesla", "nvidia", "gazprom", "sber", "nestle"][i % 6] + (i < 6 ? "" : " \(i)")
            let r = try runFinder(["--data-dir", dir.path, "stocks", q])
            #expect(r.status == 0 || r.status == 1, "\(q): \(r.stderr)")
            // A search appends to the pending log; `history` takes it into the state store in
            // its own process, one commit each.
            #expect(try runFinder(["--data-dir", dir.path, "history"]).status == 0)
            let wal = (try? FileManager.default.attributesOfItem(atPath: dir.file("history.sqlite3-wal"))[.size] as? Int) ?? 0
            largest = max(largest, wal)
        }
        // 64 frames of 4 KiB and one search's few more: never the 30 searches' ~150 frames.
        #expect(largest > 0 && largest < 90 * 4120, "\(largest) bytes of WAL")
        let history = try runFinder(["--data-dir", dir.path, "history", "list", "--domain", "stocks"])
        #expect(history.stdout.contains("nestle 29"), "\(history.stdout)")
    }
}
