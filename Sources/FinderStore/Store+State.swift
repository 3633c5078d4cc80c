import FinderFiles
#if canImport(Glibc)
import Glibc
#endif

/// The state store (`Kind.state`): history and saved results, in the XDG state folder
/// (docs/decisions/0606-history-in-the-state-folder.md). Earlier versions kept both in the
/// catalogue store; the state store made new takes them in from there, with the data folder's
/// pending log, and the catalogue store then forgets them.
extension Store {
    /// `stateMigrations[n]` takes the state store from version n to n+1. Version 1 is the
    /// catalogue store's history and saved results as its version 9 has them, the columns in
    /// the same order (`writeResult` writes a whole row).
    static let stateMigrations = [
        """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE history(
            domain TEXT NOT NULL,
            key TEXT NOT NULL,
            query TEXT NOT NULL,
            used_at REAL NOT NULL,
            seq INTEGER NOT NULL,
            PRIMARY KEY(domain, key));
        CREATE TABLE saved_results(
            domain TEXT NOT NULL,
            key TEXT NOT NULL,
            query TEXT NOT NULL,
            options TEXT NOT NULL,
            saved_at REAL NOT NULL,
            payload TEXT NOT NULL,
            seq INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY(domain, key));
        """,
    ]

    /// Where an earlier version's state is, attached to the state store being made.
    struct _EarlierState {
        /// The data folder's catalogue store, attached as `earlier`.
        let catalogue: Store
        /// That folder's pending log, when it is not this store's own (another folder).
        let log: String?
    }

    /// Attaches `catalogue` (the data folder's store, opened by the caller) as `earlier` when
    /// it holds history or saved results to take in; nil when there is none (a store too old
    /// to have them in today's shape, nothing in them, or it cannot be read).
    func attachEarlierState(_ catalogue: Store) -> _EarlierState? {
        guard (try? db.prepare("ATTACH DATABASE ? AS earlier").bind(.text(catalogue.path)).run()) != nil else { return nil }
        let log = catalogue.directory == directory ? nil : catalogue.directory + "/" + Store.pendingSearchesFileName
        let stored = earlierRows()
        let logged = log.map { LocalFile.read($0).bytes?.isEmpty == false } ?? false
        guard stored > 0 || logged else {
            try? db.execute("DETACH DATABASE earlier")
            return nil
        }
        return _EarlierState(catalogue: catalogue, log: log)
    }

    /// How many history entries and saved results the attached store holds: 0 for a store
    /// older than version 4 (saved results without their order), which is not taken in. Its
    /// statements are finished when this returns, so the store can be detached.
    private func earlierRows() -> Int {
        guard let version = try? db.prepare("PRAGMA earlier.user_version"), (try? version.step()) == true, version.int(0) >= 4,
              let rows = try? db.prepare("SELECT (SELECT count(*) FROM earlier.history) + (SELECT count(*) FROM earlier.saved_results)"),
              (try? rows.step()) == true else { return 0 }
        return Int(rows.int(0))
    }

    /// Inside the migration's transaction: the attached catalogue store's history and saved
    /// results, as they were (their times and order), then what its folder's pending log
    /// still held, as a fold takes it in.
    func importEarlierState(from earlier: _EarlierState) throws(StoreError) {
        try db.execute("""
            INSERT INTO history(domain, key, query, used_at, seq)
              SELECT domain, key, query, used_at, seq FROM earlier.history;
            INSERT INTO saved_results(domain, key, query, options, saved_at, payload, seq)
              SELECT domain, key, query, options, saved_at, payload, seq FROM earlier.saved_results;
            """)
        if let log = earlier.log, let bytes = LocalFile.read(log).bytes {
            try writePending(Store.newestPerDomain(Store.decode(bytes[...])))
        }
    }

    /// After the state store committed what it took in: the catalogue store's copies deleted
    /// and the data folder's log emptied, so that nothing is kept twice (a cleared history
    /// must not stay in the other file). Best effort: what cannot be deleted now (another
    /// process writing the catalogue for longer than the busy timeout) stays there, never read.
    func forgetEarlierState(in earlier: _EarlierState) {
        try? db.execute("DETACH DATABASE earlier")
        try? earlier.catalogue.forgetState()
        if let log = earlier.log { _ = truncate(log, 0) }
    }

    /// Whether a state store in `directory` was made: its file is there and not empty (SQLite
    /// writes the schema's first page; a file a full disk left empty holds nothing).
    public static func stateStoreIsMade(in directory: String) -> Bool {
        var st = stat()
        return stat(directory + "/" + stateFileName, &st) == 0 && st.st_size > 0
    }

    /// A state store that could not be made, as `Store(unmadeStateIn:refusal:)` stands in for:
    /// the folder or the file cannot be written or grow.
    public static func cannotMakeState(_ error: StoreError) -> Bool {
        if case .unwritableDirectory = error { return true }
        return cannotGrowFile(error)
    }

    /// Deletes the history and saved results a catalogue store kept before the state store
    /// took them (`Kind.catalogue` only).
    func forgetState() throws(StoreError) {
        guard kind == .catalogue else { return }
        try db.transaction { () throws(StoreError) in try db.execute("DELETE FROM history; DELETE FROM saved_results") }
    }
}
