import CSQLite
import FinderFiles
#if canImport(Glibc)
import Glibc
#endif

/// A SQLite database of finder's: the catalogue store in the data folder (`finder.sqlite3`:
/// catalogue, watchlist, kept quotes), or the state store in the state folder
/// (`history.sqlite3`: history and saved results, docs/decisions/0606-history-in-the-state-folder.md).
///
/// WAL journal, a 60 s busy timeout (a holder that dies releases its lock at once, so the wait
/// is only ever for a live writer), every write in an IMMEDIATE transaction, the schema
/// version in `PRAGMA user_version` with forward migrations, and file mode 0600. Several
/// processes may use one store at once.
public final class Store {
    public static let fileName = "finder.sqlite3"
    /// The state store's file: history and saved results, with the pending log beside it.
    public static let stateFileName = "history.sqlite3"

    /// Which of finder's two databases a store is: each has its own file and schema.
    public enum Kind: Sendable {
        /// The catalogue, the watchlist and kept quotes (`fileName`, `migrations`).
        case catalogue
        /// History and saved results (`stateFileName`, `stateMigrations`).
        case state

        var fileName: String { self == .catalogue ? Store.fileName : Store.stateFileName }
        var schemaVersion: Int { self == .catalogue ? Store.schemaVersion : Store.stateMigrations.count }
        func migration(_ step: Int) -> String { self == .catalogue ? Store.migration(step) : Store.stateMigrations[step] }
    }
    /// The data folder's lock file (see `FileLock`): held while the schema is created or
    /// migrated, and while the catalogue is imported, merged or indexed.
    public static let lockFileName = "finder.lock"
    /// The hand-written migrations' last version, or a later one where a listing field's
    /// column needs it (`ListingField.schema`: those steps are generated).
    public static let schemaVersion = max(migrations.count, ListingField.allCases.map(\.schema).max() ?? 0,
                                          laterTables.keys.max() ?? 0)
    /// The SQLite library's version ("3.40.1"), for `--version`.
    public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

    public let kind: Kind
    public let directory: String
    public let path: String
    /// The store is opened read-only because its folder or file cannot be written (a
    /// read-only mount, a shared catalogue): searching works, and every write fails with
    /// `unwritableDirectory` for its caller to say or to skip.
    public let isReadOnly: Bool
    let db: _Connection

    /// Opens (creating if needed) the store of `kind` in `directory`, creating the folder with
    /// mode 0700. An existing store in a folder that cannot be written is opened read-only.
    /// A state store made new takes in the history and saved results an earlier version kept
    /// in the catalogue store `importingFrom` (the data folder's, open), with its pending log
    /// (`importEarlierState`).
    public init(directory: String, kind: Kind = .catalogue, importingFrom: Store? = nil) throws(StoreError) {
        self.kind = kind
        self.directory = directory
        path = directory + "/" + kind.fileName
        guard !directory.isEmpty else { throw .unwritableDirectory(path: "", reason: .system(errno: ENOENT)) }
        let e = LocalFile.makeDirectories(directory)
        guard e == 0 else { throw .unwritableDirectory(path: directory, reason: .system(errno: e)) }
        if !LocalFile.exists(path) {
            // Create the file ourselves so it is 0600 from its first byte; SQLite gives the
            // -wal and -shm files the same mode.
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard fd >= 0 else {
                let e = errno
                if LocalFile.isDiskFull(errno: e) { throw .diskFull(path: path) }
                throw .unwritableDirectory(path: directory, reason: .system(errno: e))
            }
            close(fd)
        }
        // A folder (or a FIFO, a device) where the store should be is the store gone wrong,
        // not an unusable data folder: SQLite's "cannot open" said "the data folder".
        var st = stat()
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) != S_IFREG {
            throw .corrupt(path: path, reason: .system(errno: (st.st_mode & S_IFMT) == S_IFDIR ? EISDIR : ENXIO))
        }
        guard access(path, R_OK) == 0 else {
            throw .unwritableDirectory(path: directory, reason: .system(errno: errno))
        }
        isReadOnly = !Store.canWrite(path, in: directory)
        if isReadOnly {
            let reason = FailureReason.system(errno: errno)
            // A WAL store read-only needs its -shm (and, in a folder that cannot be written,
            // its -wal) to be there already: on a read-only mount without them SQLite said
            // "unable to open" of a store that is there. Then the store is opened immutable
            // (no lock, no journal: nothing else can write a read-only mount either).
            let journalled = LocalFile.exists(path + "-wal") && LocalFile.exists(path + "-shm")
            if journalled, let journalledConnection = try? _Connection(path: path, readOnly: true) {
                db = journalledConnection
            } else {
                db = try _Connection(path: path, immutable: true)
            }
            try checkJournal()
            // Nothing can be created or migrated here: only a current store can be read.
            guard (try? userVersion()) == kind.schemaVersion else {
                throw .unwritableDirectory(path: directory, reason: reason)
            }
            return
        }
        let writable = try _Connection(path: path)
        // The first read maps the -shm, which the first process to open the store rebuilds and
        // grows: a full disk or `ulimit -f` refused that, and a search that writes nothing
        // failed. Then the store is read without writing (`readOnlyMemory`), and every write
        // asked of it fails with the reason, for a search to say and go on.
        do throws(StoreError) {
            _ = try Store.userVersion(of: writable)
        } catch {
            guard Store.cannotGrowFile(error) else { throw error }
            writable.close()
            db = try Store.openedForReading(path, refusal: error)
            db.writeRefusal = error
            try checkJournal()
            guard (try? userVersion()) == kind.schemaVersion else { throw error }
            return
        }
        db = writable
        try checkJournal()
        // WAL with synchronous=NORMAL: a commit survives a crash of any process; only a power
        // loss can drop the last commits. It saves an fsync per write (history on every search).
        try db.execute("PRAGMA synchronous=NORMAL")
        // A checkpointed WAL is cut back to 4 MiB, so it never stays large.
        try db.execute("PRAGMA journal_size_limit=\(_Connection.journalSizeLimit)")
        try migrate(importingFrom: importingFrom)
    }

    /// A state store that cannot be made in `directory` (a read-only folder, a full disk): empty
    /// and in memory, the pending log read on top of it (`unfoldedSearches`), so that history
    /// and saved results still read what searches appended; every write fails with `refusal`.
    public init(unmadeStateIn directory: String, refusal: StoreError) throws(StoreError) {
        kind = .state
        self.directory = directory
        path = directory + "/" + Store.stateFileName
        isReadOnly = if case .unwritableDirectory = refusal { true } else { false }
        db = try _Connection(path: ":memory:")
        for step in Store.stateMigrations { try db.execute(step) }
        try db.execute("PRAGMA query_only=1")
        db.writeRefusal = refusal
    }

    /// The data folder's lock (`lockFileName`), waited for at most `Waiting.limitSeconds`
    /// (said within a second); a holder that keeps it past that is the store busy. nil: the
    /// lock file cannot be opened (a read-only folder).
    public static func lockFolder(_ directory: String, willWait: () -> Void = { Waiting.announce(.catalogue) }) throws(StoreError) -> FileLock? {
        do {
            return try FileLock.acquire(directory + "/" + lockFileName, willWait: willWait)
        } catch {
            throw .busy(path: directory + "/" + fileName)
        }
    }

    /// Creates or upgrades the schema. Processes started together on a new folder take turns
    /// under the folder's lock: switching a database to WAL needs it to itself, and SQLite
    /// may answer that switch with SQLITE_BUSY at once instead of waiting. A state store made
    /// new takes in the earlier state of `importingFrom` in the same transaction.
    private func migrate(importingFrom: Store?) throws(StoreError) {
        let target = kind.schemaVersion
        let version = try userVersion()
        if version == target { return }
        guard version < target else { throw newerSchema(version) }
        let lock = try Store.lockFolder(directory)
        defer { lock?.release() }
        let current = try userVersion()  // another process may have migrated while we waited
        if current == target { return }
        guard current < target else { throw newerSchema(current) }
        // journal_mode cannot change inside a transaction; it is persistent, so set it once.
        // A reader of another process holds its shared lock for microseconds: try again then.
        for attempt in 0... {
            do {
                try db.execute("PRAGMA journal_mode=WAL")
                break
            } catch .busy where attempt < 1000 {
                usleep(10_000)
            }
        }
        let earlier = current == 0 && kind == .state ? importingFrom.flatMap(attachEarlierState) : nil
        defer { if earlier != nil { try? db.execute("DETACH DATABASE earlier") } }
        try db.transaction { () throws(StoreError) in
            let current = try userVersion()
            for step in current..<target {
                try db.execute(kind.migration(step))
            }
            if let earlier, current == 0 { try importEarlierState(from: earlier) }
            try db.execute("PRAGMA user_version=\(target)")
        }
        if let earlier { forgetEarlierState(in: earlier) }
    }

    /// A WAL that is not this database's — another store's, or an older copy of this one's
    /// (`_JournalStamp`) — is damage, said before anything is read from it or written over it:
    /// SQLite would replay it as this store's, silently.
    private func checkJournal() throws(StoreError) {
        guard let file = _JournalStamp.inFile(path) else { return }
        guard _JournalStamp.verdict(file: file, read: try db.journalStamp()) == .consistent else {
            throw .corrupt(path: path, reason: .foreignJournal)
        }
    }

    private func newerSchema(_ version: Int) -> StoreError {
        .failed(path: path, reason: .newerSchema(found: version, supported: kind.schemaVersion))
    }

    private func userVersion() throws(StoreError) -> Int { try Store.userVersion(of: db) }

    private static func userVersion(of db: _Connection) throws(StoreError) -> Int {
        let s = try db.prepare("PRAGMA user_version")
        guard try s.step() else { return 0 }
        return Int(s.int(0))
    }

    /// Whether a store failure is a file that could not grow: the disk (or quota) full, or
    /// the file-size limit (`ulimit -f`, EFBIG).
    static func cannotGrowFile(_ error: StoreError) -> Bool {
        switch error {
        case .diskFull, .failed(_, .system(errno: EFBIG)): true
        default: false
        }
    }

    /// A connection that reads the store and writes no file: the -shm only read and the WAL
    /// read into memory when no other process has it open; where that cannot be (no -wal),
    /// the file read `immutable` when the WAL holds nothing to miss. Else `refusal`.
    private static func openedForReading(_ path: String, refusal: StoreError) throws(StoreError) -> _Connection {
        if LocalFile.exists(path + "-wal") && LocalFile.exists(path + "-shm") {
            let reader = try _Connection(path: path, readOnlyMemory: true)
            if (try? userVersion(of: reader)) != nil { return reader }
            reader.close()
        }
        var st = stat()
        guard stat(path + "-wal", &st) != 0 || st.st_size == 0 else { throw refusal }
        return try _Connection(path: path, immutable: true)
    }

    /// The step from version `step` to `step + 1`: a hand-written one, or past them the
    /// columns of the listing fields that version adds (nullable, so adding them is safe).
    static func migration(_ step: Int) -> String {
        step < migrations.count ? migrations[step] : laterTables[step + 1] ?? ListingField.columnsAdded(inSchema: step + 1)
    }

    /// `migrations[n]` takes the schema from version n to n+1.
    static let migrations = [
        """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE stocks(
            id INTEGER PRIMARY KEY,
            ticker TEXT NOT NULL,
            name TEXT NOT NULL,
            exchange TEXT NOT NULL DEFAULT '',
            country TEXT NOT NULL DEFAULT '',
            currency TEXT NOT NULL DEFAULT '',
            isin TEXT,
            alt_name TEXT,
            price REAL,
            price_date TEXT,
            price_source TEXT,
            UNIQUE(ticker, exchange, country));
        CREATE INDEX stocks_ticker ON stocks(ticker);
        CREATE TABLE history(
            domain TEXT NOT NULL,
            key TEXT NOT NULL,
            query TEXT NOT NULL,
            used_at REAL NOT NULL,
            seq INTEGER NOT NULL,
            PRIMARY KEY(domain, key));
        CREATE TABLE saved_results(
            domain TEXT PRIMARY KEY,
            query TEXT NOT NULL,
            options TEXT NOT NULL,
            saved_at REAL NOT NULL,
            payload TEXT NOT NULL);
        """,
        // 2: market capitalisation (in the listing's currency) and the country's ISO code.
        """
        ALTER TABLE stocks ADD COLUMN market_cap REAL;
        ALTER TABLE stocks ADD COLUMN country_code TEXT;
        """,
        // 3: a saved result per query (each recent query keeps its last result with content),
        // stored as data to be rendered in the reader's language. Version 2 kept one rendered
        // result per domain, which cannot be read as data: those are dropped.
        """
        DROP TABLE saved_results;
        CREATE TABLE saved_results(
            domain TEXT NOT NULL,
            key TEXT NOT NULL,
            query TEXT NOT NULL,
            options TEXT NOT NULL,
            saved_at REAL NOT NULL,
            payload TEXT NOT NULL,
            PRIMARY KEY(domain, key));
        """,
        // 4: saved results ordered by a sequence, as history is, not by the wall clock: one
        // saved while the clock said 2099 evicted today's and was "the newest". Existing rows
        // are numbered in the order their times gave.
        """
        ALTER TABLE saved_results ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
        UPDATE saved_results SET seq = (SELECT count(*) FROM saved_results s
          WHERE s.saved_at < saved_results.saved_at
             OR (s.saved_at = saved_results.saved_at AND s.rowid <= saved_results.rowid));
        """,
        // 5: the day's change of a listing's price, absolute (in its currency) and in percent,
        // as the source gives them (Nasdaq `netchange`, `pctchange`; Moscow Exchange `CHANGE`,
        // `LASTTOPREVPRICE`).
        """
        ALTER TABLE stocks ADD COLUMN change REAL;
        ALTER TABLE stocks ADD COLUMN change_percent REAL;
        """,
        // 6: the watchlist (`Store+Watchlist.swift`): the tickers a person watches, in the
        // order added, each with at most one alert. A new table: existing data is untouched.
        """
        CREATE TABLE watchlist(
            key TEXT PRIMARY KEY,
            ticker TEXT NOT NULL,
            added_at REAL NOT NULL,
            seq INTEGER NOT NULL,
            alert_kind TEXT,
            alert_value REAL);
        """,
    ]

    /// Hand-written migrations after the listing fields' columns (version 7), by the version
    /// each makes: a listing field added later takes a version none of these has.
    static let laterTables: [Int: String] = [
        // 8: quotes fetched for the listings a person looks at (`Store+Quotes.swift`),
        // beside the catalogue, never in it: a new table, existing data untouched.
        8: """
        CREATE TABLE quotes(
            key TEXT PRIMARY KEY,
            symbol TEXT NOT NULL,
            price REAL NOT NULL,
            change REAL,
            change_percent REAL,
            price_date TEXT NOT NULL,
            source TEXT NOT NULL,
            fetched_at REAL NOT NULL);
        """,
        // 9: which sync added a listing (its source: "nasdaq", a file's path, a URL), so
        // `stocks sync --from SRC --replace` can remove what that source no longer gives.
        // Null for the bundled catalogue's listings and those added before this version.
        9: "ALTER TABLE stocks ADD COLUMN added_by TEXT;",
    ]

    // MARK: meta

    public func meta(_ key: String) throws(StoreError) -> String? {
        let s = try db.prepare("SELECT value FROM meta WHERE key = ?").bind(.text(key))
        return try s.step() ? s.text(0) : nil
    }

    func setMeta(_ key: String, _ value: String) throws(StoreError) {
        try db.prepare("INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
            .bind(.text(key), .text(value)).run()
    }

    func deleteMeta(_ key: String) throws(StoreError) {
        try db.prepare("DELETE FROM meta WHERE key = ?").bind(.text(key)).run()
    }

    /// How long a write waits for another process's write lock before `.busy` (60 s from
    /// the start: imports, syncs and migrations must happen). A search's writes after its
    /// answer wait briefly instead, so a writer that stops never holds a search.
    public func setBusyTimeout(milliseconds: Int32) {
        db.setBusyTimeout(milliseconds: milliseconds)
    }

    /// A failure as the store really is. A failed write (an I/O error, a file-size limit, a
    /// foreign WAL file) may or may not have damaged the file: `PRAGMA quick_check` decides.
    /// Not "ok" is `.corrupt`, with SQLite's words; "ok" leaves the error as it was, so no
    /// one is told to move an intact store (and its history) aside. Every other case says
    /// what it is already (SQLite found damage itself, busy, a full disk, read-only).
    public func diagnosed(_ error: StoreError) -> StoreError {
        guard case .failed = error else { return error }
        guard let check = try? quickCheck() else { return error }
        return check == "ok" ? error : .corrupt(path: path, reason: .database(code: 11, message: check))
    }

    /// `PRAGMA quick_check`: "ok" or SQLite's description of the damage.
    public func quickCheck() throws(StoreError) -> String {
        let s = try db.prepare("PRAGMA quick_check")
        return try s.step() ? (s.text(0) ?? "") : ""
    }
}
