import FinderIndex
import FinderStore

/// Failures a use case reports to the CLI. Each maps to one exit code there.
public enum DomainError: Error, Equatable, Sendable {
    /// The local store failed (exit 5).
    case store(StoreError)
    /// The search index could not be built or read even after a rebuild (exit 5).
    case index(IndexError)
    /// A bundled file is not beside the binary (exit 5). `searched` lists the folders tried.
    case missingResource(file: String, searched: [String])
    /// No listing has this ticker (exit 1).
    case unknownTicker(String)
}

/// Things that happened on the way that the user should hear about (on stderr).
public enum Notice: Equatable, Sendable {
    /// First run: the bundled catalogue was imported.
    case importedBundledCatalogue(count: Int)
    /// The search index was (re)built; `reason` says why.
    case builtIndex(reason: IndexRebuildReason)
}

public enum IndexRebuildReason: String, Equatable, Sendable {
    case missing, stale, corrupt
}
