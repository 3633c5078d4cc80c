/// Why the local store could not do what was asked. Every case is "local data" to the user
/// (exit 5) and carries enough to say how to recover.
public enum StoreError: Error, Equatable, Sendable {
    /// The data folder cannot be created or written (missing parent, read-only, permissions).
    case unwritableDirectory(path: String, reason: FailureReason)
    /// The database file exists but is not a database, or SQLite reports it damaged.
    case corrupt(path: String, reason: FailureReason)
    /// Another process held the store locked for longer than the busy timeout.
    case busy(path: String)
    /// The disk (or the user's quota) holding the store is full: the write was undone. Not
    /// damage — the store stays as it was, and freeing space is the cure.
    case diskFull(path: String)
    /// Any other SQLite or file-system failure.
    case failed(path: String, reason: FailureReason)
    /// The store holds listings but not the checksum (or a garbled one) that says which
    /// catalogue they are: damaged metadata. Never "repaired" by importing the bundled
    /// catalogue over them, which would replace synced data.
    case inconsistentCatalogue(path: String)
    /// A bundled or imported catalogue file could not be read or parsed.
    case badCatalogue(path: String, reason: FailureReason)

    /// The file or folder the failure is about.
    public var path: String {
        switch self {
        case .unwritableDirectory(let p, _), .corrupt(let p, _), .busy(let p), .diskFull(let p), .failed(let p, _),
             .inconsistentCatalogue(let p), .badCatalogue(let p, _): p
        }
    }
}

/// Why a file or database operation failed, as data: the CLI says it in the user's language
/// (an English `strerror` or SQLite message inside a Russian sentence was the bug).
public enum FailureReason: Equatable, Sendable {
    /// A system call failed with this errno (ENOENT, ENOTDIR, EACCES…).
    case system(errno: Int32)
    /// SQLite failed with this primary result code; `message` is SQLite's own English text,
    /// kept for an unknown code.
    case database(code: Int32, message: String)
    /// The store was made by a newer finder.
    case newerSchema(found: Int, supported: Int)
    /// A catalogue file breaks its format at `line` (1-based).
    case catalogueFormat(line: Int, problem: CatalogueProblem)
    /// The new search index could not be built (the index error says why).
    case indexNotBuilt
    /// The catalogue's rows no longer give the checksum they were written with: changed
    /// outside finder (SQLite's own checks cannot see a row rewritten in place).
    case catalogueMismatch
    /// The WAL beside the database is another database's, or an older copy's of this one
    /// (`_JournalStamp`): SQLite would replay it as this store's. The database file itself is
    /// as of its last checkpoint; moving the WAL aside is the cure.
    case foreignJournal
    /// Anything else, in English (a bug if a user ever sees it).
    case other(String)
}

/// What is wrong in a catalogue file.
public enum CatalogueProblem: Equatable, Sendable {
    case missingMagicLine, missingHeader, missingColumns
    case fieldCount(found: Int, expected: Int)
    case badPrice(String)
}
