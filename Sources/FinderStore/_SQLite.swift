import CSQLite
import FinderFiles
#if canImport(Glibc)
import Glibc
#endif

/// A thin, throwing wrapper over one SQLite connection. Not shared between threads.
final class _Connection {
    let path: String
    private(set) var handle: OpaquePointer?

    /// Why this connection cannot write, when it was opened read-only for a reason other
    /// than a read-only folder (a full disk, `ulimit -f`): a write it is asked for fails with
    /// this error, not SQLite's "attempt to write a readonly database".
    var writeRefusal: StoreError?

    /// `immutable`: read-only, and SQLite told the file cannot change (`?immutable=1`): no
    /// lock, no -wal or -shm opened or made — a store on a read-only mount without them.
    /// `readOnlyMemory`: read-only, and the -shm only read (`?readonly_shm=1`): when no other
    /// process has it open, SQLite reads the WAL into its own memory instead of growing the
    /// -shm, which a full disk or `ulimit -f` refuses (docs/decisions/0600).
    init(path: String, readOnly: Bool = false, immutable: Bool = false, readOnlyMemory: Bool = false) throws(StoreError) {
        self.path = path
        var db: OpaquePointer?
        var flags = (readOnly || immutable || readOnlyMemory ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            | SQLITE_OPEN_NOMUTEX
        var name = path
        if immutable || readOnlyMemory {
            flags |= SQLITE_OPEN_URI
            name = "file:" + _Connection.uriEscaped(path) + (immutable ? "?immutable=1" : "?readonly_shm=1")
        }
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        handle = db
        guard rc == SQLITE_OK else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(db)
            handle = nil
            throw _Connection.error(rc, path: path, message: message)
        }
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_handler(db, _Connection.busyHandler, Unmanaged.passUnretained(busyWait).toOpaque())
        // Keep the -wal and -shm files when the last connection closes: deleting and
        // re-creating them on every run costs more than a cold search itself.
        var persist: Int32 = 1
        sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
        // Nor checkpoint on close (copying the WAL into the database and fsyncing it took
        // ten times longer than the search): SQLite's automatic checkpoints keep the WAL
        // bounded. Every `autoCheckpointPages` pages, not SQLite's 1000: the first connection
        // of each process rebuilds the WAL index by reading the whole WAL (a 0.99 MB WAL, 55
        // searches' history, cost a cold search 1.27 M instructions more than an empty one;
        // 1000 pages would be about 5 M). A passive checkpoint never waits for a reader. A
        // transaction's end then truncates the WAL the checkpoint emptied (`boundJournal`).
        sqlite3_wal_autocheckpoint(db, _Connection.autoCheckpointPages)
        _finder_sqlite_no_checkpoint_on_close(db)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Closes the connection now (its -shm and locks released), before another is opened
    /// in its place in this process, which would otherwise share its -shm mapping.
    func close() {
        sqlite3_close_v2(handle)
        handle = nil
    }

    /// A path as a `file:` URI's path: every byte but unreserved ones and "/" percent-encoded.
    static func uriEscaped(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(b >> 4)], hex[Int(b & 15)]], as: UTF8.self)
            }
        }
        return out
    }

    /// WAL pages after which a commit checkpoints (passively): 256 KiB, a dozen or so
    /// searches' history and saved results.
    static let autoCheckpointPages: Int32 = 64


    func setBusyTimeout(milliseconds: Int32) {
        busyWait.limitMilliseconds = milliseconds
    }

    /// The busy timeout now set, in milliseconds.
    var busyWaitMilliseconds: Int32 { busyWait.limitMilliseconds }

    /// The busy timeout now set (`boundJournal` lifts it for its checkpoint and puts it back),
    /// and the start of the wait under way. A class: the busy handler gets a pointer to it.
    final class BusyWait {
        var limitMilliseconds = Int32(Waiting.limitSeconds * 1000)
        var startedAt = 0.0
    }
    private let busyWait = BusyWait()

    /// SQLite's busy handler, in place of `sqlite3_busy_timeout`: waits in steps of 10 ms up
    /// to the connection's limit, as the timeout did, and says the wait (`Waiting`) once it
    /// has lasted `Waiting.announceAfterSeconds` — a writer stopped mid-transaction once kept
    /// `history clear` silent for the whole 60 s.
    private static let busyHandler: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = { context, count in
        guard let context else { return 0 }
        let wait = Unmanaged<BusyWait>.fromOpaque(context).takeUnretainedValue()
        let now = Waiting.now()
        if count == 0 { wait.startedAt = now }
        let waited = now - wait.startedAt
        let limit = Double(wait.limitMilliseconds) / 1000
        guard waited < limit else { return 0 }
        if waited >= Waiting.announceAfterSeconds { Waiting.announce(.store) }
        usleep(UInt32(max(1, min(10_000, (limit - waited) * 1e6))))
        return 1
    }

    static func error(_ rc: Int32, path: String, message: String, systemErrno: Int32 = 0) -> StoreError {
        if rc & 0xff == SQLITE_FULL || LocalFile.isDiskFull(errno: systemErrno) {
            return .diskFull(path: path)
        }
        // A -wal or -shm that cannot be made for want of an inode: SQLite tries again
        // read-only when a create fails, and reports that second try's ENOENT.
        if rc & 0xff == SQLITE_CANTOPEN, LocalFile.outOfInodes(near: path) { return .diskFull(path: path) }
        // Past `ulimit -f` (SIGXFSZ ignored): the write failed, the file is as it was. Said as
        // the limit it is, not as SQLite's "disk I/O error".
        if systemErrno == EFBIG || (rc & 0xff == SQLITE_IOERR && LocalFile.atFileSizeLimit([path, path + "-wal", path + "-shm"])) {
            return .failed(path: path, reason: .system(errno: EFBIG))
        }
        let reason = FailureReason.database(code: rc & 0xff, message: message)
        switch rc & 0xff {
        case SQLITE_CORRUPT, SQLITE_NOTADB: return .corrupt(path: path, reason: reason)
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy(path: path)
        case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM:
            return .unwritableDirectory(path: path, reason: systemErrno != 0 ? .system(errno: systemErrno) : reason)
        default: return .failed(path: path, reason: reason)
        }
    }

    func fail(_ rc: Int32) -> StoreError {
        if rc & 0xff == SQLITE_READONLY, let writeRefusal { return writeRefusal }
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "error \(rc)"
        return _Connection.error(rc, path: path, message: message, systemErrno: handle.map(sqlite3_system_errno) ?? 0)
    }

    func execute(_ sql: String) throws(StoreError) {
        let rc = sqlite3_exec(handle, sql, nil, nil, nil)
        guard rc == SQLITE_OK else { throw fail(rc) }
    }

    func prepare(_ sql: String) throws(StoreError) -> _Statement {
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, sql, -1, &stmt, nil)
        guard rc == SQLITE_OK, let stmt else { throw fail(rc) }
        return _Statement(connection: self, handle: stmt)
    }

    /// Runs `body` in an IMMEDIATE transaction (the write lock is taken up front, so two
    /// writers never deadlock on an upgrade); rolls back if it throws.
    ///
    /// Afterwards the WAL is held to `truncatedPast` (`boundJournal`): a transaction that grew
    /// it further is checkpointed and the WAL truncated, so no long journal is left for every
    /// later process to read on open; after a failed one the WAL is truncated whatever its size.
    ///
    /// Each commit carries the store's stamp (`_JournalStamp`), bumped; the first one of a
    /// store without a tag draws one and is checkpointed at once, so that the database file
    /// holds the tag that later opens check the WAL against.
    func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            let tagged = try stampJournal()
            try execute("COMMIT")
            if tagged { _ = sqlite3_exec(handle, "PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil) } else { boundJournal() }
            return value
        } catch {
            _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
            // What a failed transaction wrote to the WAL is dead weight (on a full disk, the
            // space the user needs back): truncate it whatever its size.
            _ = sqlite3_exec(handle, "PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil)
            throw error
        }
    }

    /// A transaction that writes much (an import, a merge): the WAL is checkpointed and emptied
    /// before it and after it. Before, so that if it fails half-way — a full disk — the WAL
    /// holds nothing but its dead frames and can be truncated without first copying committed
    /// pages into the database, which a full disk would refuse; after, so that no large WAL is
    /// left for every later process to read on open.
    func bulkTransaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        _ = sqlite3_exec(handle, "PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil)
        defer { _ = sqlite3_exec(handle, "PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil) }
        return try transaction(body)
    }

    /// The WAL's size bound in bytes given to SQLite as `journal_size_limit` (for what SQLite
    /// checkpoints itself; a transaction's end holds it to `truncatedPast`).
    static let journalSizeLimit = 4 * 1024 * 1024

    /// The WAL's size past which a transaction's end checkpoints it and truncates it to
    /// nothing: `autoCheckpointPages` frames of 4 KiB pages, a dozen searches' writes.
    ///
    /// Not SQLite's own restart of a checkpointed WAL, which this store never gets: every
    /// process is its store's first connection, and the first connection rebuilds the WAL
    /// index from the WAL, forgetting what was already checkpointed (SQLite's recovery starts
    /// with nothing backfilled). A WAL checkpointed passively at a process's commit was then
    /// appended to by the next process, never started again: it grew to `journalSizeLimit`,
    /// and from 64 frames on every search checkpointed it (three `fdatasync`s) and every
    /// process read all of it on open — a cold search 2.5 ms where it had been 1.6 (measured
    /// once a search's writes became one transaction, which had restarted the WAL by luck).
    /// Truncated, the WAL costs the next process nothing to read and grows again from zero.
    static let truncatedPast = 32 + Int(autoCheckpointPages) * (4096 + 24)

    /// Checkpoints and truncates the WAL when it is over `truncatedPast`; one `stat` otherwise.
    ///
    /// Only if that can be done at once: a truncating checkpoint waits (the busy handler) for
    /// every reader of the WAL to finish, and a reader that keeps its snapshot open (another
    /// process's long read, a `sqlite3` shell in a transaction) held every search past the
    /// bound for its whole write wait, 2 s, and `history clear` for 60 s. With no wait, the
    /// WAL is left as it is and a later commit truncates it once the reader is gone.
    func boundJournal() {
        var st = stat()
        guard stat(path + "-wal", &st) == 0, Int(st.st_size) > _Connection.truncatedPast else { return }
        let limit = busyWait.limitMilliseconds
        busyWait.limitMilliseconds = 0
        defer { busyWait.limitMilliseconds = limit }
        _ = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
    }

    var changes: Int { Int(sqlite3_changes(handle)) }
}

private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement. Bind with 1-based indexes; read columns with 0-based indexes.
final class _Statement {
    unowned let connection: _Connection
    let handle: OpaquePointer

    init(connection: _Connection, handle: OpaquePointer) {
        self.connection = connection
        self.handle = handle
    }

    deinit { sqlite3_finalize(handle) }

    enum Value {
        case int(Int64), double(Double), text(String), null
    }

    @discardableResult
    func bind(_ values: Value...) -> _Statement { bind(values) }

    @discardableResult
    func bind(_ values: [Value]) -> _Statement {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (i, v) in values.enumerated() {
            let n = Int32(i + 1)
            switch v {
            case .int(let x): sqlite3_bind_int64(handle, n, x)
            case .double(let x): sqlite3_bind_double(handle, n, x)
            case .text(let s): sqlite3_bind_text(handle, n, s, -1, SQLITE_TRANSIENT)
            case .null: sqlite3_bind_null(handle, n)
            }
        }
        return self
    }

    /// Steps once: true when a row is available.
    func step() throws(StoreError) -> Bool {
        let rc = sqlite3_step(handle)
        if rc == SQLITE_ROW { return true }
        if rc == SQLITE_DONE { sqlite3_reset(handle); return false }
        sqlite3_reset(handle)
        throw connection.fail(rc)
    }

    func run() throws(StoreError) { while try step() {} }

    func text(_ i: Int32) -> String? {
        guard let p = sqlite3_column_text(handle, i) else { return nil }
        return String(cString: p)
    }

    /// Whether column `i` is text with exactly the bytes of `s` (as SQLite's BINARY collation
    /// compares; Swift's `==` would take canonically equivalent spellings as equal).
    func textEquals(_ i: Int32, _ s: String) -> Bool {
        guard let p = sqlite3_column_text(handle, i) else { return false }
        let n = Int(sqlite3_column_bytes(handle, i))
        var s = s
        return s.withUTF8 { u in u.count == n && (n == 0 || memcmp(p, u.baseAddress!, n) == 0) }
    }

    func int(_ i: Int32) -> Int64 { sqlite3_column_int64(handle, i) }

    func double(_ i: Int32) -> Double? {
        sqlite3_column_type(handle, i) == SQLITE_NULL ? nil : sqlite3_column_double(handle, i)
    }
}
