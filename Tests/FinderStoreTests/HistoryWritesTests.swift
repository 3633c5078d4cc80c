import Testing
#if canImport(Glibc)
import Glibc
#endif
import FinderTestSupport
@testable import FinderStore

/// What every search writes once its answer is out: its history entry and
/// its saved result, each a query's own row, ordered by the sequence taken inside the write.
@Suite struct HistoryWritesTests {
    @Test func everySearchIsRecordedInOrderWithItsResult() throws {
        let store = try Store(directory: TemporaryDirectory().path)
        // Searches as commands make them: the history entry, then the saved result. Two
        // domains share one sequence; the clock runs backwards to show it orders nothing.
        let searches = [("stocks", "apple"), ("photos", "cats"), ("stocks", "tesla"), ("stocks", "apple"),
                        ("stocks", "nestle"), ("photos", "dogs"), ("stocks", "sber"), ("stocks", "gazprom"),
                        ("stocks", "inc"), ("photos", "cats")]
        for (i, (domain, q)) in searches.enumerated() {
            try store.recordQuery(q.uppercased(), key: q, domain: domain, at: Double(100 - i))
            try store.saveResult(SavedResult(domain: domain, key: q, query: q, options: "", savedAt: Double(100 - i), payload: "\(i)"))
            #expect(try store.history(domain: domain).first?.query == q.uppercased(), "\(i)")
            #expect(try store.newestSavedResult(domain: nil)?.payload == "\(i)", "\(i)")
        }
        // Newest first, a repeat moved up (not added), the domain cut to its five newest.
        #expect(try store.history(domain: "stocks").map(\.query) == ["INC", "GAZPROM", "SBER", "NESTLE", "APPLE"])
        #expect(try store.history(domain: "stocks").map(\.usedAt) == [92, 93, 94, 96, 97])
        #expect(try store.history(domain: "photos").map(\.query) == ["CATS", "DOGS"])
        // Each entry's saved result is its last search's, and the pushed-out query has none.
        for (q, i) in [("inc", 8), ("gazprom", 7), ("sber", 6), ("nestle", 4), ("apple", 3)] {
            #expect(try store.savedResult(domain: "stocks", key: q)?.payload == "\(i)", "\(q)")
        }
        #expect(try store.savedResult(domain: "stocks", key: "tesla") == nil)
        #expect(try store.savedResult(domain: "photos", key: "cats")?.payload == "9")
        // The sequence keeps counting past removed rows: the next search is still the newest.
        try store.recordQuery("tesla", key: "tesla", domain: "stocks", at: 0)
        #expect(try store.history(domain: "stocks").map(\.query) == ["tesla", "INC", "GAZPROM", "SBER", "NESTLE"])
    }

    /// A search's two writes are one commit (`Store.recordSearch`): the stamp's counter, which
    /// every write transaction bumps, moves by one where the two writes alone move it by two;
    /// and when the saved result cannot be written the history entry is not kept either.
    @Test func aSearchsWritesAreOneTransaction() throws {
        let store = try Store(directory: TemporaryDirectory().path)
        let result = { (q: String) in SavedResult(domain: "stocks", key: q, query: q, options: "", savedAt: 1, payload: q) }
        try store.recordQuery("first", key: "first", domain: "stocks")   // the store's first commit draws its tag
        let start = try store.db.journalStamp()
        try store.recordSearch(query: ("Apple", "apple", "stocks"), saved: result("apple"))
        let afterOne = try store.db.journalStamp()
        #expect(afterOne.tag == start.tag)
        #expect(afterOne.counter == start.counter + 1)
        try store.recordQuery("Tesla", key: "tesla", domain: "stocks")
        try store.saveResult(result("tesla"))
        #expect(try store.db.journalStamp().counter == afterOne.counter + 2)
        #expect(try store.history(domain: "stocks").map(\.query) == ["Tesla", "Apple", "first"])
        #expect(try store.savedResult(domain: "stocks", key: "apple")?.payload == "apple")
        // Either write alone, and neither (no transaction at all).
        try store.recordSearch(query: ("Sber", "sber", "stocks"), saved: nil)
        try store.recordSearch(query: nil, saved: result("gazprom"))
        let before = try store.db.journalStamp()
        try store.recordSearch(query: nil, saved: nil)
        #expect(try store.db.journalStamp() == before)
        #expect(try store.history(domain: "stocks").first?.query == "Sber")
        #expect(try store.savedResult(domain: "stocks", key: "gazprom")?.payload == "gazprom")
        // The saved result refused: said, undone alone, and the search's history entry kept
        // (one commit still); alone, it is said too.
        try store.db.execute("CREATE TEMP TRIGGER refuse BEFORE INSERT ON saved_results BEGIN SELECT RAISE(ABORT, 'refused'); END")
        let beforeRefusal = try store.db.journalStamp()
        #expect(throws: StoreError.self) { try store.recordSearch(query: ("Nestle", "nestle", "stocks"), saved: result("nestle")) }
        #expect(try store.db.journalStamp().counter == beforeRefusal.counter + 1)
        #expect(try store.history(domain: "stocks").map(\.query) == ["Nestle", "Sber", "Tesla", "Apple", "first"])
        #expect(try store.savedResult(domain: "stocks", key: "nestle") == nil)
        #expect(try store.savedResult(domain: "stocks", key: "gazprom")?.payload == "gazprom")
        #expect(throws: StoreError.self) { try store.recordSearch(query: nil, saved: result("nestle")) }
        // The history entry refused: neither is kept.
        try store.db.execute("DROP TRIGGER refuse")
        try store.db.execute("CREATE TEMP TRIGGER refuseHistory BEFORE INSERT ON history BEGIN SELECT RAISE(ABORT, 'refused'); END")
        #expect(throws: StoreError.self) { try store.recordSearch(query: ("Intel", "intel", "stocks"), saved: result("intel")) }
        #expect(try store.savedResult(domain: "stocks", key: "intel") == nil)
        #expect(try !store.history(domain: "stocks").map(\.query).contains("Intel"))
    }

    /// The WAL's bound (`boundJournal`) never waits for a reader: with another connection
    /// holding a snapshot, searches past the bound commit without waiting and leave the WAL
    /// long (a truncation has to wait for readers); once the reader is gone, the next commit
    /// truncates it. Before, each commit past the bound waited its whole busy timeout (here
    /// 3 s: the thirty commits past the bound would take 90 s, past the time limit).
    @Test(.timeLimit(.minutes(1))) func theJournalsBoundNeverWaitsForAReader() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        store.db.setBusyTimeout(milliseconds: 3_000)
        let reader = try _Connection(path: dir.file(Store.fileName))
        try reader.execute("BEGIN")
        var scan: _Statement? = try reader.prepare("SELECT count(*) FROM history")
        _ = try scan?.step()   // the read transaction, and its snapshot, start here
        let payload = String(repeating: "AAPL Apple Inc. 190.50 USD NASDAQ\n", count: 60)
        let wal = dir.file(Store.fileName + "-wal")
        for i in 0..<40 {
            try store.recordSearch(query: ("q\(i)", "q\(i)", "stocks"),
                                   saved: SavedResult(domain: "stocks", key: "q\(i)", query: "q\(i)", options: "", savedAt: 1, payload: payload))
        }
        #expect(fileSize(wal) > _Connection.truncatedPast, "\(fileSize(wal)) bytes: past the bound, left while read")
        scan = nil   // finalized
        try reader.execute("COMMIT")
        try store.recordQuery("after", key: "after", domain: "stocks")
        #expect(fileSize(wal) == 0, "\(fileSize(wal)) bytes once the reader is gone")
        #expect(try store.history(domain: "stocks").first?.query == "after")
    }

    /// The trim runs only past the limit, and counts rows as SQLite keys them: a repeat of a
    /// full domain's query keeps all five, and keys that differ in bytes alone (a precomposed
    /// "é" and "e" with a combining accent, equal to Swift's `==`) are two rows.
    @Test func theTrimCountsTheRowsSQLiteKeeps() throws {
        let store = try Store(directory: TemporaryDirectory().path)
        for q in ["a", "b", "c", "d", "e"] {
            try store.recordQuery(q, key: q, domain: "stocks")
            try store.saveResult(SavedResult(domain: "stocks", key: q, query: q, options: "", savedAt: 0, payload: q))
        }
        try store.recordQuery("c", key: "c", domain: "stocks")
        try store.saveResult(SavedResult(domain: "stocks", key: "c", query: "c", options: "", savedAt: 0, payload: "c2"))
        #expect(try store.history(domain: "stocks").map(\.query) == ["c", "e", "d", "b", "a"])
        for q in ["a", "b", "d", "e"] { #expect(try store.savedResult(domain: "stocks", key: q)?.payload == q) }
        let composed = "caf\u{e9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        for q in [composed, decomposed] {
            try store.recordQuery(q, key: q, domain: "stocks")
            try store.saveResult(SavedResult(domain: "stocks", key: q, query: q, options: "", savedAt: 0, payload: q))
        }
        let history = try store.history(domain: "stocks").map(\.query)
        #expect(history.count == 5)
        #expect(history.map { Array($0.utf8) }.prefix(2) == [Array(decomposed.utf8), Array(composed.utf8)])
        #expect(history.suffix(3) == ["c", "e", "d"])
        #expect(try store.savedResult(domain: "stocks", key: "b") == nil)
        #expect(try store.savedResult(domain: "stocks", key: composed)?.payload.utf8.elementsEqual(composed.utf8) == true)
        #expect(try store.newestSavedResult(domain: "stocks")?.payload.utf8.elementsEqual(decomposed.utf8) == true)
    }

    /// A table whose newest sequence is Int64's largest (edited by hand, or written by an older
    /// build whose `max(seq) + 1` SQLite overflowed into a REAL) is renumbered in its order on
    /// the next write: the write neither traps nor drops a row, and the order holds.
    @Test func aSequenceAtItsLargestIsRenumberedNotOverflowed() throws {
        let dir = TemporaryDirectory()
        do {
            let store = try Store(directory: dir.path)
            for q in ["a", "b", "c"] {
                try store.recordQuery(q, key: q, domain: "stocks")
                try store.saveResult(SavedResult(domain: "stocks", key: q, query: q, options: "", savedAt: 0, payload: q))
            }
        }
        _ = try shell("sqlite3 \(dir.file(Store.fileName)) \"UPDATE history SET seq = 9223372036854775807 WHERE key = 'c';"
                      + " UPDATE saved_results SET seq = 9.3e18 WHERE key = 'c';\"")
        let store = try Store(directory: dir.path)
        try store.recordQuery("d", key: "d", domain: "stocks")
        try store.saveResult(SavedResult(domain: "stocks", key: "d", query: "d", options: "", savedAt: 0, payload: "d"))
        try store.recordQuery("e", key: "e", domain: "stocks")
        #expect(try store.history(domain: "stocks").map(\.query) == ["e", "d", "c", "b", "a"])
        #expect(try store.newestSavedResult(domain: "stocks")?.key == "d")
        for q in ["a", "b", "c"] { #expect(try store.savedResult(domain: "stocks", key: q)?.payload == q) }
        let seqs = try shell("sqlite3 \(dir.file(Store.fileName)) \"SELECT group_concat(seq) FROM (SELECT seq FROM history ORDER BY seq)\"")
        #expect(seqs.split(whereSeparator: \.isNewline).map(String.init) == ["1,2,3,4,5"])
    }

    /// Each process's first connection reads the whole WAL to rebuild its index, so the WAL a
    /// run of searches leaves must stay small: checkpointed every 64 pages, not SQLite's 1000.
    @Test func manySearchesLeaveASmallJournal() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        let payload = String(repeating: "AAPL Apple Inc. 190.50 USD NASDAQ\n", count: 60)
        for i in 0..<300 {
            try store.recordQuery("q\(i)", key: "q\(i)", domain: "stocks")
            try store.saveResult(SavedResult(domain: "stocks", key: "q\(i)", query: "q\(i)", options: "", savedAt: Double(i), payload: payload))
        }
        let size = fileSize(dir.file(Store.fileName + "-wal"))
        #expect(size > 0 && size < 1 << 20, "\(size) bytes of WAL after 300 searches")
    }

    /// A repeated search changes its two rows in place: its commit puts three pages in the WAL
    /// (page 1 with the stamp, the history table's leaf, the saved results' leaf), where a
    /// REPLACE — a delete and an insert under a new rowid — also rewrote both tables' key
    /// indexes: five frames for this search to write and every later process to read. A new
    /// query still inserts its rows (and the order, the payload and the trim hold either way).
    @Test func aRepeatedSearchChangesItsRowsInPlace() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        let payload = { (q: String) in String(repeating: "\(q) Apple Inc. 190.50 USD NASDAQ\n", count: 40) }
        let search = { (q: String) throws in
            try store.recordSearch(query: (q.uppercased(), q, "stocks"),
                                   saved: SavedResult(domain: "stocks", key: q, query: q, options: "", savedAt: 1, payload: payload(q)))
        }
        for q in ["apple", "tesla", "sber"] { try search(q) }
        try store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let wal = dir.file(Store.fileName + "-wal")
        #expect(fileSize(wal) == 0)
        let frame = 4096 + 24, header = 32
        // The repeat in another spelling, with other options, time and result (the same size):
        // every column of both rows is rewritten.
        try store.recordSearch(query: ("Tesla", "tesla", "stocks"),
                               saved: SavedResult(domain: "stocks", key: "tesla", query: "Tesla", options: "limit=5", savedAt: 2,
                                                  payload: payload("TESLA")))
        #expect(fileSize(wal) == header + 3 * frame, "\(fileSize(wal)) bytes: \((fileSize(wal) - header) / frame) frames")
        #expect(try store.history(domain: "stocks").map(\.query) == ["Tesla", "SBER", "APPLE"])
        #expect(try store.history(domain: "stocks").first?.usedAt ?? 0 > 2)
        let saved = try store.newestSavedResult(domain: "stocks")
        #expect(saved?.key == "tesla" && saved?.query == "Tesla" && saved?.options == "limit=5" && saved?.savedAt == 2)
        #expect(saved?.payload == payload("TESLA"))
        try search("nestle")
        #expect(fileSize(wal) > header + 6 * frame, "a new query's rows are inserted, their keys indexed")
        #expect(try store.history(domain: "stocks").map(\.query) == ["NESTLE", "Tesla", "SBER", "APPLE"])
        for q in ["apple", "sber", "nestle"] { #expect(try store.savedResult(domain: "stocks", key: q)?.payload == payload(q)) }
    }

    /// A row the scan reads as the query's but SQL does not match — a key stored as a BLOB by
    /// hand: its bytes are the key's, but a BLOB never equals a TEXT — changes nothing when
    /// updated; the search is still recorded, as a new row (as the REPLACE always did).
    @Test func aRowSQLDoesNotMatchStillLeavesTheSearchRecorded() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        try store.recordSearch(query: ("first", "first", "stocks"),
                               saved: SavedResult(domain: "stocks", key: "first", query: "first", options: "", savedAt: 1, payload: "1"))
        try store.db.execute("INSERT INTO history VALUES('stocks', CAST('apple' AS BLOB), 'blob', 1, 50)")
        try store.db.execute("INSERT INTO saved_results VALUES('stocks', CAST('apple' AS BLOB), 'blob', '', 1, 'blob', 50)")
        try store.recordSearch(query: ("Apple", "apple", "stocks"),
                               saved: SavedResult(domain: "stocks", key: "apple", query: "Apple", options: "", savedAt: 2, payload: "new"))
        #expect(try store.history(domain: "stocks").map(\.query) == ["Apple", "blob", "first"])
        #expect(try store.savedResult(domain: "stocks", key: "apple")?.payload == "new")
        #expect(try store.newestSavedResult(domain: "stocks")?.payload == "new")
    }

    /// Renumbering (a sequence at Int64's largest) after a repeated search, whose row kept its
    /// rowid and took the newest sequence: rowids out of the sequences' order. The numbers
    /// follow the sequences, each once; a count correlated over the table being updated saw
    /// rows already renumbered and gave two rows one number.
    @Test func renumberingFollowsTheSequencesNotTheRowids() throws {
        let dir = TemporaryDirectory()
        do {
            let store = try Store(directory: dir.path)
            for q in ["a", "b", "c", "a"] {   // "a" again: rowid 1, the newest sequence
                try store.recordSearch(query: (q, q, "stocks"),
                                       saved: SavedResult(domain: "stocks", key: q, query: q, options: "", savedAt: 0, payload: q))
            }
        }
        _ = try shell("sqlite3 \(dir.file(Store.fileName)) \"UPDATE history SET seq = 9223372036854775807 WHERE key = 'c';"
                      + " UPDATE saved_results SET seq = 9223372036854775807 WHERE key = 'c';\"")
        let store = try Store(directory: dir.path)
        try store.recordSearch(query: ("d", "d", "stocks"),
                               saved: SavedResult(domain: "stocks", key: "d", query: "d", options: "", savedAt: 0, payload: "d"))
        #expect(try store.history(domain: "stocks").map(\.query) == ["d", "c", "a", "b"])
        for table in ["history", "saved_results"] {
            let seqs = try shell("sqlite3 \(dir.file(Store.fileName)) \"SELECT group_concat(key || '=' || seq) FROM (SELECT key, seq FROM \(table) ORDER BY seq)\"")
            #expect(seqs.split(whereSeparator: \.isNewline).map(String.init) == ["b=1,a=2,c=3,d=4"], "\(table)")
        }
    }

    private func fileSize(_ path: String) -> Int {
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : -1
    }
}
