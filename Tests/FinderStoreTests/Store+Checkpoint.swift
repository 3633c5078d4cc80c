@testable import FinderStore

extension Store {
    /// Copies the WAL into the database file and truncates it, as SQLite's automatic
    /// checkpoint does sooner or later: for the tests that need the main file ahead of an old
    /// WAL, or the listings' pages in the main file to damage them. The product never asks
    /// for it (its checkpoints are SQLite's automatic ones, `_Connection.autoCheckpointPages`),
    /// so it lives here.
    func compactJournal() {
        try? db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
}
