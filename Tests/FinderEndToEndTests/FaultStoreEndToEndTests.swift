import Foundation
import Testing
import FinderTestSupport

/// The store under fault: rows changed on disk, searches behind a writer, what a failed
/// save really was, recovery hints.
@Suite struct FaultStoreEndToEndTests {
    /// Every occurrence of `from` in `file` overwritten by `to` (same length), in place.
    func overwrite(_ file: String, _ from: String, _ to: String) throws -> Int {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        let f = Array(from.utf8), t = Array(to.utf8)
        var count = 0, i = 0
        while i + f.count <= bytes.count {
            if bytes[i] == f[0] && Array(bytes[i..<i + f.count]) == f {
                bytes.replaceSubrange(i..<i + f.count, with: t)
                count += 1
                i += f.count
            } else {
                i += 1
            }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return count
    }

    /// Item 2: five bytes of a name overwritten in the store (`integrity_check` still ok)
    /// were indexed by the next build and answered, exit 0. The build checks the rows against
    /// the catalogue's checksum first: damage, exit 5, and a way back that keeps history.
    @Test func aRowChangedOnDiskIsDamageNeverAnAnswer() throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["stocks", "tesla"])   // a history entry the recovery keeps
        let store = dir.file("finder.sqlite3")
        #expect(try overwrite(store, "Apple Inc", "Evil! Inc") > 0)
        #expect(try shellOutput("/usr/bin/sqlite3", [store, "PRAGMA integrity_check"]) == "ok\n")
        try FileManager.default.removeItem(atPath: dir.file("stocks.index"))

        let r = try run(dir, ["stocks", "apple"])
        #expect(r.status == 5, "\(r.stdout)\(r.stderr)")
        #expect(!r.stdout.contains("Evil"), "\(r.stdout)")
        #expect(r.stderr.contains("changed outside finder"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.file("stocks.index")), "no index of the changed rows")
        let file = dir.file("prices.json")
        try Data(#"[{"ticker":"MSFT","name":"Microsoft Corporation","currentPrice":401.5}]"#.utf8).write(to: URL(fileURLWithPath: file))
        let synced = try run(dir, ["stocks", "sync", "--from", file])
        #expect(synced.status == 5, "an unrelated sync does not make the changed rows look right: \(synced.stderr)")

        // The hint's way back: re-import the bundled catalogue, history kept.
        _ = try shellOutput("/usr/bin/sqlite3", [store, "DELETE FROM stocks; DELETE FROM meta WHERE key = 'catalogue.checksum'"])
        let again = try run(dir, ["stocks", "apple"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Apple Inc") && !again.stdout.contains("Evil"))
        #expect(try historyQueries(dir).contains("tesla"))
    }

    /// Item 14: a hint's command once split at a space in the path.
    @Test func recoveryHintsQuoteTheirPaths() throws {
        let base = TemporaryDirectory()
        let dir = base.file("My Data")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data("garbage garbage garbage".utf8).write(to: URL(fileURLWithPath: dir + "/finder.sqlite3"))
        let r = try runFinder(["--data-dir", dir, "stocks", "apple"])
        #expect(r.status == 5)
        #expect(r.stderr.contains("mv '\(dir)/finder.sqlite3' '\(dir)/finder.sqlite3'.broken"), "\(r.stderr)")
    }

    /// Item 7: a search behind a writer that holds the store (a sync stopped mid-merge) once
    /// printed nothing for 120 s: two 60 s busy timeouts, history written before the answer.
    /// Then the answer came from what is committed and its writes said "busy". Now a search
    /// writes the store not at all (docs/decisions/0602): it is recorded in the pending log,
    /// shown by history while the writer still holds the store, taken in once it lets go.
    @Test(arguments: [["--json"], []])
    func aSearchNeverWaitsForAWriter(format: [String]) throws {
        let dir = try freshDataDir()
        _ = try run(dir, ["--no-history", "stocks", "tesla"])  // the catalogue's state remembered
        _ = try run(dir, ["history"])  // the state store made, empty
        // Writers of both stores: a sync's, and one of history's (another process's fold).
        let (catalogueHolder, catalogueInput) = try sqliteHoldingTheWriteLock(dir)
        let (holder, input) = try sqliteHoldingTheWriteLock(dir, store: "history.sqlite3")

        let r = try run(dir, format + ["stocks", "apple"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("AAPL"), "\(r.stdout)")
        #expect(!r.stderr.contains("busy") && !r.stderr.contains("not recorded"), "\(r.stderr)")
        #expect(try historyQueries(dir) == ["apple"], "read while the writer holds the store")
        for (h, i) in [(holder, input), (catalogueHolder, catalogueInput)] {
            close(i)   // sqlite3 ends, its transaction rolled back
            h.wait()
        }
        let after = try run(dir, ["stocks", "nvidia"])
        #expect(after.status == 0 && !after.stderr.contains("busy"), "\(after.stderr)")
        #expect(try historyQueries(dir) == ["nvidia", "apple"])
        #expect(try shellOutput("/usr/bin/sqlite3", [dir.file("history.sqlite3"), "SELECT query FROM history ORDER BY seq DESC"])
                == "nvidia\napple\n", "taken into the store")
    }
}

/// Item 12: a save that failed was always "the store is busy", exit 0.
@Suite(.enabled(if: SmallDisk.isAvailable)) struct FullDiskSaveEndToEndTests {
    @Test func aSaveOnAFullDiskSaysTheDiskIsFull() throws {
        let source = try freshDataDir()
        let disk = try #require(SmallDisk(kibibytes: 48 * 1024))
        let data = disk.file("data")
        _ = try runProcess("/bin/cp", ["-a", source.path, data])
        for (lang, words) in [("en", "This search is not recorded in history or saved for offline use: the disk that holds"),
                              ("ru", "Этот поиск не записан в историю и не сохранён для работы без сети: на диске, где лежит")] {
            // Full again (the last failed write gave its journal's space back).
            _ = try runProcess("/bin/sh", ["-c", "cat /dev/zero >> '\(disk.file("filler"))' 2>/dev/null; sync"])
            #expect(disk.freeBytes < 64 * 1024)
            let r = try runFinder(["--lang", lang, "--data-dir", data, "stocks", "apple"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.contains("AAPL"))
            #expect(r.stderr.contains(words), "\(r.stderr)")
            #expect(!r.stderr.contains("busy") && !r.stderr.contains("занято"), "\(r.stderr)")
        }
        // Neither store damaged (checked with room again: sqlite3 makes its journal files).
        try FileManager.default.removeItem(atPath: disk.file("filler"))
        for store in ["finder.sqlite3", "history.sqlite3"] where FileManager.default.fileExists(atPath: data + "/" + store) {
            #expect(try shellOutput("/usr/bin/sqlite3", [data + "/" + store, "PRAGMA integrity_check"]) == "ok\n", "\(store)")
        }
    }
}

/// One letter with 60,000 combining marks was a query of one character.
@Suite struct StretchedQueryEndToEndTests {
    @Test func aQueryOfOneLetterAndManyMarksIsTooLong() throws {
        let dir = try freshDataDir()
        let r = try run(dir, ["stocks", "a" + String(repeating: "\u{301}", count: 60_000)])
        #expect(r.status == 2, "\(r.stderr.prefix(300))")
        #expect(r.stderr.contains("60001 characters long; at most 1000"), "\(r.stderr.prefix(300))")
        #expect(try historyQueries(dir).isEmpty)
    }
}
