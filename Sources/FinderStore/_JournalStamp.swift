#if canImport(Glibc)
import Glibc
#endif

/// Ties the WAL to its database, which SQLite does not (docs/decisions/0016-the-journal-is-tied-to-its-store.md): a WAL header names no database, its
/// salts and checksums only prove its frames belong to that WAL file. A `finder.sqlite3-wal`
/// copied from another store is replayed as this store's (its pages laid over this file's:
/// another store's history read as this one's, `integrity_check` still "ok" when both stores
/// have the same shape), and so is one from an older copy of this store (pages that were
/// since checkpointed, laid back over newer ones).
///
/// The stamp is the database header's `application_id` (offset 68), which finder never used:
/// a random tag of the store in the high 16 bits (1…0x7fff, drawn by the first transaction of
/// a store without one) and a commit counter in the low 16. Every write transaction bumps the
/// counter, so every commit puts page 1 — the stamp — into the WAL. On open, the stamp in the
/// database file itself (what was checkpointed, read past SQLite) is compared with the one
/// SQLite reads (the WAL's newest page 1 where it holds one):
/// - another tag: the WAL (or the file) belongs to another store;
/// - the counter behind the file's: the WAL is older than what was checkpointed;
/// - else, the same or ahead by the commits since the last checkpoint: this store's WAL.
///
/// A WAL cut short is no mismatch: SQLite drops the frames after the last whole commit, as it
/// would after a power loss, and the store is as of that commit. A `-shm` of another store is
/// none either: the first connection rebuilds the WAL index from the WAL.
struct _JournalStamp: Equatable {
    let tag: Int32
    let counter: Int32

    init(tag: Int32, counter: Int32) {
        self.tag = tag & 0x7fff
        self.counter = counter & 0xffff
    }

    init(_ raw: Int32) { self.init(tag: raw >> 16, counter: raw) }

    var raw: Int32 { tag << 16 | counter }

    /// The stamp a transaction writes: the counter bumped, a tag drawn if there is none.
    var next: _JournalStamp {
        _JournalStamp(tag: tag != 0 ? tag : Int32.random(in: 1...0x7fff), counter: counter &+ 1)
    }

    enum Verdict: Equatable { case consistent, foreign, older }

    /// `file`: the database file's own header; `read`: what SQLite reads through the WAL.
    /// Commits since the last checkpoint are at most a few thousand (the WAL is checkpointed
    /// past 4 MiB, a commit writes two pages or more), far below half the counter's range.
    static func verdict(file: _JournalStamp, read: _JournalStamp) -> Verdict {
        guard file.tag != 0 else { return .consistent }   // a store stamped before finder did
        guard read.tag == file.tag else { return .foreign }
        return (read.counter - file.counter) & 0xffff < 0x8000 ? .consistent : .older
    }

    /// The stamp in the database file at `path` (its header read directly, past SQLite and
    /// its WAL); nil for a file too short to have a header or that cannot be read.
    /// Read through a descriptor held open: the connection is open, and closing a descriptor
    /// of its file would drop SQLite's locks on it (`_HeldDescriptors`).
    static func inFile(_ path: String) -> _JournalStamp? {
        guard let bytes = _HeldDescriptors.read(path, count: 4, at: 68) else { return nil }
        return _JournalStamp(Int32(bitPattern: UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8 | UInt32(bytes[3])))
    }
}

extension _Connection {
    /// The stamp as SQLite reads it (through the WAL).
    func journalStamp() throws(StoreError) -> _JournalStamp {
        let s = try prepare("PRAGMA application_id")
        return _JournalStamp(try s.step() ? Int32(truncatingIfNeeded: s.int(0)) : 0)
    }

    /// Inside a write transaction: the next stamp written, which puts page 1 in this commit.
    /// True when the store had no tag and was given one.
    func stampJournal() throws(StoreError) -> Bool {
        let current = try journalStamp()
        try execute("PRAGMA application_id=\(current.next.raw)")
        return current.tag == 0
    }
}
