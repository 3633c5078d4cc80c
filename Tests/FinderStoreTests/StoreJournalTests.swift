import Foundation
import Testing
import FinderTestSupport
@testable import FinderStore

/// A WAL beside the store that is not this database's. SQLite replays any
/// WAL whose frames are self-consistent — nothing in one names its database — so another
/// store's history was read as this one's with `integrity_check` still "ok". `_JournalStamp`
/// ties the two; these are the reproductions and their siblings.
@Suite struct StoreJournalTests {
    let rows = (0..<40).map { StockRecord(ticker: "T\($0)", name: "Company \($0)", country: "united states", currency: "USD") }

    /// A store with a catalogue and `queries` recorded (those in its WAL), closed.
    func store(_ dir: TemporaryDirectory, _ queries: [String]) throws {
        let s = try Store(directory: dir.path)
        if try s.meta("catalogue.checksum") == nil {
            try s.replaceCatalogue(rows, source: "test")
        }
        for q in queries { try s.recordQuery(q, key: q, domain: "stocks") }
    }

    func history(_ dir: TemporaryDirectory) throws -> [String] {
        try Store(directory: dir.path).history(domain: "stocks").map(\.query)
    }

    func copy(_ from: String, _ to: String) throws {
        _ = try? FileManager.default.removeItem(atPath: to)
        try FileManager.default.copyItem(atPath: from, toPath: to)
    }

    func expectForeign(_ dir: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = dir.path + "/" + Store.fileName
        #expect(throws: StoreError.corrupt(path: path, reason: .foreignJournal), sourceLocation: sourceLocation) {
            _ = try Store(directory: dir.path)
        }
    }

    @Test func anotherStoresWALIsDamageNeverReplayed() throws {
        let a = TemporaryDirectory(), b = TemporaryDirectory()
        try store(a, ["apple", "tesla"])
        try store(b, ["nvidia"])
        // Two stores share a tag once in 32,767: the test draws B again then.
        while _JournalStamp.inFile(b.path + "/" + Store.fileName)?.tag == _JournalStamp.inFile(a.path + "/" + Store.fileName)?.tag {
            try FileManager.default.removeItem(atPath: b.path)
            try store(b, ["nvidia"])
        }
        #expect(try history(a) == ["tesla", "apple"])
        try copy(b.path + "/finder.sqlite3-wal", a.path + "/finder.sqlite3-wal")
        expectForeign(a)
        expectForeign(a)   // and again: nothing was written over it meanwhile
        // The cure the hint gives: the journal moved aside, the store as of its last checkpoint.
        try FileManager.default.moveItem(atPath: a.path + "/finder.sqlite3-wal", toPath: a.path + "/finder.sqlite3-wal.foreign")
        #expect(!(try history(a)).contains("nvidia"))
        #expect(try Store(directory: a.path).quickCheck() == "ok")
        try store(a, ["google"])
        #expect(try history(a).first == "google")
    }

    @Test func anOlderCopyOfItsOwnWALIsDamage() throws {
        let a = TemporaryDirectory()
        try store(a, ["one"])
        try copy(a.path + "/finder.sqlite3-wal", a.path + "/old-wal")
        do {
            let s = try Store(directory: a.path)
            try s.recordQuery("two", key: "two", domain: "stocks")
            s.compactJournal()   // checkpointed: the file is now ahead of the old WAL
        }
        try copy(a.path + "/old-wal", a.path + "/finder.sqlite3-wal")
        expectForeign(a)
    }

    /// Not damage: SQLite drops the frames after the last whole commit (as after a power
    /// loss); the store is as of that commit, consistent.
    @Test func aWALCutShortLosesOnlyTheCommitsCut() throws {
        let a = TemporaryDirectory()
        try store(a, ["one", "two", "three"])
        let wal = a.path + "/finder.sqlite3-wal"
        let size = try #require(try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int)
        #expect(truncate(wal, off_t(size - 100)) == 0)
        #expect(try history(a) == ["two", "one"])
        #expect(try Store(directory: a.path).quickCheck() == "ok")
    }

    /// Not damage either: the first connection rebuilds the WAL index from the store's WAL.
    @Test func anotherStoresSHMIsRebuilt() throws {
        let a = TemporaryDirectory(), b = TemporaryDirectory()
        try store(a, ["apple"])
        try store(b, ["nvidia", "micro"])
        try copy(b.path + "/finder.sqlite3-shm", a.path + "/finder.sqlite3-shm")
        #expect(try history(a) == ["apple"])
    }

    /// Every commit stamps the store, so the WAL always carries the tag; a store of an older
    /// finder (no tag) gets one with its first write, checkpointed into the file at once.
    @Test func storesAreStampedAndOlderOnesGetATag() throws {
        let a = TemporaryDirectory()
        try store(a, [])
        let path = a.path + "/" + Store.fileName
        let first = try #require(_JournalStamp.inFile(path))
        #expect(first.tag != 0)
        try store(a, ["one"])
        #expect(try Store(directory: a.path).db.journalStamp() == _JournalStamp(tag: first.tag, counter: first.counter + 1))
        _ = try shell("sqlite3 \(path) 'PRAGMA application_id=0; PRAGMA wal_checkpoint(TRUNCATE)'")
        #expect(_JournalStamp.inFile(path) == _JournalStamp(0))
        try store(a, ["two"])
        let tagged = try #require(_JournalStamp.inFile(path))
        #expect(tagged.tag != 0, "the tag is in the file itself, not only in the WAL")
        #expect(try history(a) == ["two", "one"])
    }

    @Test func theVerdicts() {
        let file = _JournalStamp(tag: 7, counter: 0xfffe)
        #expect(_JournalStamp.verdict(file: file, read: file) == .consistent)
        #expect(_JournalStamp.verdict(file: file, read: _JournalStamp(tag: 7, counter: 3)) == .consistent, "ahead, across the wrap")
        #expect(_JournalStamp.verdict(file: file, read: _JournalStamp(tag: 7, counter: 0xff00)) == .older)
        #expect(_JournalStamp.verdict(file: file, read: _JournalStamp(tag: 8, counter: 0xfffe)) == .foreign)
        #expect(_JournalStamp.verdict(file: _JournalStamp(0), read: _JournalStamp(tag: 8, counter: 1)) == .consistent, "untagged")
        #expect(_JournalStamp(_JournalStamp(tag: 0x7fff, counter: 0xffff).raw) == _JournalStamp(tag: 0x7fff, counter: 0xffff))
        #expect(_JournalStamp(tag: 5, counter: 0xffff).next == _JournalStamp(tag: 5, counter: 0))
    }
}
