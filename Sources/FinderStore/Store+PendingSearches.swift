import CChecksum
import FinderFiles
#if canImport(Glibc)
import Glibc
#endif

/// What searches wrote since the store last took it in: their history entries and saved
/// results, appended to a log beside the state store (docs/decisions/0602-a-search-opens-no-database.md)
/// instead of a SQLite transaction each — which cost a cold search ~0.3 M instructions, and
/// opening the store for it ~0.6 M more.
///
/// The log is folded into the store (`foldPendingSearches`) before history or saved results
/// are changed, when `finder history` lists them (`takePendingSearches`), and by the search
/// that finds it past `foldPast` bytes; readers in between read it on top of the store
/// (`unfoldedSearches`) and take nothing in, so that a completion's suggestions between two
/// searches leave the store as the first one remembered it. So every reader sees every
/// search, in the order they were appended, as if each had written the store itself.
///
/// Each record is whole or not there: written with one `write` under the log's lock, the
/// file cut back to where it was when that fails (a full disk); a record cut short by a
/// power loss, or damaged, fails its CRC-32C, and it and what follows are dropped at the next
/// fold. The fold holds the lock from its read to the log's truncation after its commit, so an
/// append never falls between them; a fold killed after its commit and before the truncation
/// takes the same records in again at the next fold, which writes the same rows (the same
/// queries, times and results; history's order is the log's order either way).
extension Store {
    public static let pendingSearchesFileName = "finder.pending"
    /// A search that leaves the log longer than this folds it: every few dozen searches
    /// (a saved stock result is one or two KiB), so that no reader has much to read on top.
    public static let foldPast = 64 * 1024

    /// A search's writes, as the log keeps them.
    struct _PendingSearch: Equatable {
        var query: (query: String, key: String, domain: String)?
        var usedAt: Double
        var saved: SavedResult?

        static func == (a: Self, b: Self) -> Bool {
            a.query?.query == b.query?.query && a.query?.key == b.query?.key && a.query?.domain == b.query?.domain
                && a.usedAt == b.usedAt && a.saved == b.saved
        }
    }

    /// Appends what one search writes (`recordSearch`'s arguments) to the log of the state
    /// store in `directory`, the time read under the log's lock (so that times agree with the order),
    /// waiting at most `waitMilliseconds` for that lock. Returns the log's length after it.
    /// The folder or store cannot be written: `unwritableDirectory`; a full disk: `diskFull`
    /// (nothing of the record stays); the lock held past the wait: `busy`.
    @discardableResult
    public static func appendPendingSearch(directory: String, query: (query: String, key: String, domain: String)?,
                                           saved: SavedResult?, waitMilliseconds: Int32) throws(StoreError) -> Int {
        let store = directory + "/" + stateFileName
        guard query != nil || saved != nil else { return 0 }
        let storeIsThere = LocalFile.exists(store)
        guard !storeIsThere || canWrite(store, in: directory) else {
            throw .unwritableDirectory(path: directory, reason: .system(errno: errno))
        }
        let path = directory + "/" + pendingSearchesFileName
        var fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        // The state store is made by the first fold: before it, a search may be the first to
        // write the state folder, and makes it. A folder that cannot be written fails the open.
        if fd < 0, errno == ENOENT, !storeIsThere {
            let e = LocalFile.makeDirectories(directory)
            guard e == 0 else { throw failure(e, path: directory, directory: directory) }
            fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        }
        guard fd >= 0 else { throw failure(errno, path: path, directory: directory) }
        defer { close(fd) }
        guard lock(fd, waitMilliseconds: waitMilliseconds) else { throw .busy(path: store) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw failure(errno, path: path, directory: directory) }
        let record = encode(_PendingSearch(query: query, usedAt: now(), saved: saved))
        var written = 0
        while written < record.count {
            let n = record.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, record.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                let e = n < 0 ? errno : ENOSPC
                _ = ftruncate(fd, st.st_size)  // no part of the record stays
                throw failure(e, path: path, directory: directory)
            }
            written += n
        }
        return Int(st.st_size) + record.count
    }

    /// Takes the log into the store: every whole record, in order, in one transaction, then
    /// the log emptied. Nothing to do (one `stat`) when there is no log; nothing done in a
    /// store that cannot be written (the log waits for one that can; readers see it through
    /// `unfoldedSearches`). A failure leaves the log as it was, for the next fold.
    ///
    /// `waiting`: for the log's lock and the store's write lock as the store's busy timeout
    /// says (a write that must happen: clearing history); else not at all — opening the store
    /// and reading history never wait for another process's writer (a sync stopped mid-merge),
    /// they read what is committed and what is pending.
    func foldPendingSearches(waiting: Bool = true) throws(StoreError) {
        guard kind == .state, !isReadOnly, db.writeRefusal == nil else { return }
        let path = directory + "/" + Store.pendingSearchesFileName
        var st = stat()
        guard stat(path, &st) == 0, st.st_size > 0 else { return }
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let wait = db.busyWaitMilliseconds
        guard Store.lock(fd, waitMilliseconds: waiting ? wait : 0) else { throw .busy(path: self.path) }
        if !waiting { db.setBusyTimeout(milliseconds: 0) }
        defer { if !waiting { db.setBusyTimeout(milliseconds: wait) } }
        guard fstat(fd, &st) == 0, st.st_size > 0 else { return }
        let bytes = LocalFile.read(fd: fd, count: Int(st.st_size), at: 0)
        let searches = Store.newestPerDomain(Store.decode(bytes[...]))
        if !searches.isEmpty {
            try db.transaction { () throws(StoreError) in try writePending(searches) }
        }
        _ = ftruncate(fd, 0)
    }

    /// The log's records written, inside a write transaction: a fold's, and the import of an
    /// earlier version's log (`importEarlierState`).
    func writePending(_ searches: [_PendingSearch]) throws(StoreError) {
        for s in searches {
            // As `recordSearch`: a result that cannot be saved is undone alone.
            if let q = s.query {
                _ = try writeSearch(q, at: s.usedAt, saved: s.saved)
            } else if let saved = s.saved {
                _ = try writeResultAlone(saved)
            }
        }
    }

    /// The records that change what the store keeps, in order: for each domain, the last
    /// record of each of its newest `historyLimit` queries, and of its newest
    /// `SavedResult.savedPerDomain` saved results — the rows older ones would write are
    /// trimmed away (or written over) by these anyway, so the store ends the same.
    static func newestPerDomain(_ all: [_PendingSearch]) -> [_PendingSearch] {
        var keepQuery = [Bool](repeating: false, count: all.count)
        var keepSaved = [Bool](repeating: false, count: all.count)
        var queries: [String: Set<String>] = [:], saved: [String: Set<String>] = [:]
        for i in all.indices.reversed() {
            if let q = all[i].query, queries[q.domain, default: []].count < historyLimit,
               queries[q.domain, default: []].insert(q.key).inserted {
                keepQuery[i] = true
            }
            if let s = all[i].saved, saved[s.domain, default: []].count < SavedResult.savedPerDomain,
               saved[s.domain, default: []].insert(s.key).inserted {
                keepSaved[i] = true
            }
        }
        return all.indices.compactMap { i in
            guard keepQuery[i] || keepSaved[i] else { return nil }
            return _PendingSearch(query: keepQuery[i] ? all[i].query : nil, usedAt: all[i].usedAt, saved: keepSaved[i] ? all[i].saved : nil)
        }
    }

    /// `foldPendingSearches` now, or not at all (another process holds the store): for
    /// `finder history`, and for a search that found the log long.
    public func takePendingSearches() throws(StoreError) { try foldPendingSearches(waiting: false) }

    /// The searches still in the log (none once it is folded: one `stat`), for a reader;
    /// without their saved results' payloads (left empty) unless `withResults`.
    func unfoldedSearches(withResults: Bool) -> [_PendingSearch] {
        guard kind == .state else { return [] }
        let path = directory + "/" + Store.pendingSearchesFileName
        var st = stat()
        guard stat(path, &st) == 0, st.st_size > 0, let bytes = LocalFile.read(path).bytes else { return [] }
        return Store.decode(bytes[...], withResults: withResults)
    }

    /// Whether the store of `kind` in `directory` can be read but not written, as `init`
    /// decides it (`canWrite`); nil when there is no store file yet.
    public static func isReadOnly(directory: String, kind: Kind = .catalogue) -> Bool? {
        let path = directory + "/" + kind.fileName
        guard LocalFile.exists(path) else { return nil }
        return !canWrite(path, in: directory)
    }

    /// Whether the store file `path` and its folder can both be written (a WAL store writes
    /// beside itself); when not, `errno` says why.
    static func canWrite(_ path: String, in directory: String) -> Bool {
        access(path, W_OK) == 0 && access(directory, W_OK) == 0
    }

    /// `flock` of `fd`, exclusive, waiting at most `waitMilliseconds` (polled, as `FileLock`).
    static func lock(_ fd: Int32, waitMilliseconds: Int32) -> Bool {
        let deadline = Waiting.now() + Double(max(0, waitMilliseconds)) / 1000
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Waiting.now() < deadline else { return false }
            usleep(1_000)
        }
        return true
    }

    private static func failure(_ e: Int32, path: String, directory: String) -> StoreError {
        if LocalFile.isDiskFull(errno: e) { return .diskFull(path: path) }
        if e == EACCES || e == EROFS || e == EPERM { return .unwritableDirectory(path: directory, reason: .system(errno: e)) }
        return .failed(path: path, reason: .system(errno: e))
    }

    // MARK: records

    /// A record: its body's length and CRC-32C (4 bytes each, little-endian), then the body:
    /// the time (an IEEE double's bits), which parts follow (1: a history entry, 2: a saved
    /// result), and the strings, each its length and its UTF-8.
    static func encode(_ s: _PendingSearch) -> [UInt8] {
        var body: [UInt8] = []
        append(s.usedAt.bitPattern, to: &body)
        body.append((s.query != nil ? 1 : 0) | (s.saved != nil ? 2 : 0))
        if let q = s.query {
            for text in [q.query, q.key, q.domain] { appendText(text, to: &body) }
        }
        if let r = s.saved {
            for text in [r.domain, r.key, r.query, r.options] { appendText(text, to: &body) }
            appendText(utf8: r.payloadUTF8, to: &body)
            append(r.savedAt.bitPattern, to: &body)
        }
        var record: [UInt8] = []
        record.reserveCapacity(body.count + 8)
        append32(UInt32(body.count), to: &record)
        append32(crc(body[...]), to: &record)
        return record + body
    }

    /// The whole records of `bytes`, in order, up to the first that is cut short or damaged;
    /// the saved results' payloads empty unless `withResults`.
    static func decode(_ bytes: ArraySlice<UInt8>, withResults: Bool = true) -> [_PendingSearch] {
        let b = Array(bytes)
        var out: [_PendingSearch] = []
        var at = 0
        while at + 8 <= b.count {
            let length = Int(read32(b, at))
            guard length <= b.count - at - 8, read32(b, at + 4) == crc(b[at + 8..<at + 8 + length]),
                  let s = body(b, from: at + 8, to: at + 8 + length, withResults: withResults) else { break }
            out.append(s)
            at += 8 + length
        }
        return out
    }

    private static func body(_ b: [UInt8], from start: Int, to end: Int, withResults: Bool) -> _PendingSearch? {
        var r = _BytesReader(bytes: b, at: start, end: end)
        guard let usedAt = r.number(), let parts = r.byte() else { return nil }
        var s = _PendingSearch(query: nil, usedAt: usedAt, saved: nil)
        if parts & 1 != 0 {
            guard let query = r.text(), let key = r.text(), let domain = r.text() else { return nil }
            s.query = (query, key, domain)
        }
        if parts & 2 != 0 {
            guard let domain = r.text(), let key = r.text(), let query = r.text(), let options = r.text(),
                  let payload = withResults ? r.text() : r.skipText(), let savedAt = r.number() else { return nil }
            s.saved = SavedResult(domain: domain, key: key, query: query, options: options, savedAt: savedAt, payload: payload)
        }
        return r.isAtEnd ? s : nil
    }
}

/// Reads the little-endian values `Store` writes to its own files (the pending log, the
/// remembered state) from `at` up to `end`; nil for a value that does not fit.
struct _BytesReader {
    let bytes: [UInt8]
    var at: Int
    let end: Int

    var isAtEnd: Bool { at == end }

    mutating func byte() -> UInt8? {
        guard at < end else { return nil }
        defer { at += 1 }
        return bytes[at]
    }

    mutating func number() -> Double? {
        guard at + 8 <= end else { return nil }
        defer { at += 8 }
        return Double(bitPattern: Store.read64(bytes, at))
    }

    /// A text's bytes stepped over: "" (a reader that needs no payload makes none).
    mutating func skipText() -> String? {
        guard at + 4 <= end else { return nil }
        let n = Int(Store.read32(bytes, at))
        guard n <= end - at - 4 else { return nil }
        at += 4 + n
        return ""
    }

    /// A length (4 bytes) and that many bytes of UTF-8.
    mutating func text() -> String? {
        guard at + 4 <= end else { return nil }
        let n = Int(Store.read32(bytes, at))
        guard n <= end - at - 4 else { return nil }
        defer { at += 4 + n }
        return String(decoding: bytes[at + 4..<at + 4 + n], as: UTF8.self)
    }
}
