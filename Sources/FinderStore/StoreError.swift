/// Why the local store could not do what was asked. Every case is "local data" to the user
/// (exit 5) and carries enough to say how to recover.
public enum StoreError: Error, Equatable, Sendable {
    /// The data folder cannot be created or written (missing parent, read-only, permissions).
    case unwritableDirectory(path: String, reason: String)
    /// The database file exists but is not a database, or SQLite reports it damaged.
    case corrupt(path: String, reason: String)
    /// Another process held the store locked for longer than the busy timeout.
    case busy(path: String)
    /// The disk (or the user's quota) holding the store is full: the write was undone. Not
    /// damage — the store stays as it was, and freeing space is the cure.
    case diskFull(path: String)
    /// Any other SQLite or file-system failure.
    case failed(path: String, reason: String)
    /// The store holds listings but not the checksum (or a garbled one) that says which
    /// catalogue they are: damaged metadata. Never "repaired" by importing the bundled
    /// catalogue over them, which would replace synced data.
    case inconsistentCatalogue(path: String)
    /// A bundled or imported catalogue file could not be read or parsed.
    case badCatalogue(path: String, reason: String)
}
