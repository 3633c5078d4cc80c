import Foundation
import Testing
import FinderTestSupport

/// Issue 24, item 12: a `finder.sqlite3-wal` copied from another store was replayed as this
/// store's — its history shown as this one's, exit 0, nothing said. Now it is damage: exit 5,
/// the journal named, and the way back (move the journal aside) keeps the store.
@Suite(.serialized) struct StoreJournalEndToEndTests {
    @Test func anotherStoresJournalIsDamageSaidWithItsCure() throws {
        let a = try freshDataDir()
        #expect(try runFinder(["--data-dir", a.path, "stocks", "apple"]).status == 0)
        // Another store, imported on its own (a copy of the same folder would share its tag).
        let b = TemporaryDirectory("finder-other")
        #expect(try runFinder(["--data-dir", b.path, "stocks", "nvidia"]).status == 0)
        let wal = a.file("finder.sqlite3-wal")
        try? FileManager.default.removeItem(atPath: wal)
        try FileManager.default.copyItem(atPath: b.file("finder.sqlite3-wal"), toPath: wal)

        for lang in ["en", "ru"] {
            let r = try runFinder(["--data-dir", a.path, "--lang", lang, "history", "list"])
            #expect(r.status == 5, "\(r.stdout)\(r.stderr)")
            #expect(!r.stdout.contains("nvidia"), "another store's history is never shown")
            #expect(r.stderr.contains("finder.sqlite3-wal"), "\(r.stderr)")
            #expect(r.stderr.contains("mv \(a.path)/finder.sqlite3-wal \(a.path)/finder.sqlite3-wal.foreign"), "\(r.stderr)")
            #expect(r.stderr.contains(lang == "en" ? "belongs to another database" : "принадлежит другой базе данных"), "\(r.stderr)")
        }
        let search = try runFinder(["--data-dir", a.path, "--json", "stocks", "apple"])
        #expect(search.status == 5)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any], "\(search.stdout)")
        #expect((json["error"] as? [String: Any])?["code"] as? String == "local-data")

        // Interactive mode says it before a session starts, for stocks and for photos.
        for domain in ["stocks", "photos"] {
            let r = try runFinder(["--data-dir", a.path, "interactive", domain], environment: ["UNSPLASH_ACCESS_KEY": "k"], stdin: "apple\n")
            #expect(r.status == 5, "\(domain): \(r.stdout)\(r.stderr)")
            #expect(r.stderr.contains("finder.sqlite3-wal.foreign"), "\(domain): \(r.stderr)")
        }

        // The cure the hint gives.
        try FileManager.default.moveItem(atPath: wal, toPath: wal + ".foreign")
        let after = try runFinder(["--data-dir", a.path, "history", "list"])
        #expect(after.status == 0 || after.status == 1, "none, or what was checkpointed: \(after.stderr)")
        #expect(!after.stdout.contains("nvidia"))
        #expect(try runFinder(["--data-dir", a.path, "stocks", "tesla"]).status == 0)
        let recorded = try runFinder(["--data-dir", a.path, "history", "list"])
        #expect(recorded.status == 0 && recorded.stdout.contains("tesla") && !recorded.stdout.contains("nvidia"), "\(recorded.stdout)")
        #expect(try shellOutput("/usr/bin/sqlite3", [a.file("finder.sqlite3"), "PRAGMA integrity_check"]) == "ok\n")
    }
}
