import FinderStore

/// The failures a sync run decides on its own, without asking the source: a source's own
/// failure type (the network's, a file's, a body's — finder-net's `SyncFailure`) offers
/// these two, and stays opaque to the domain otherwise.
public protocol CatalogueSourceFailure: Error {
    /// The source needs the network and the run is offline: skipped, never fetched.
    static var offline: Self { get }
    /// The source gave rows, but none could be used (or none at all): the store is untouched.
    static func noUsableRows(received: Int) -> Self
}

/// `stocks sync [--from SRC]` over one or several sources, as a use case: which source runs
/// next, and what the whole run came to (docs/decisions/0605-sync-policy-in-the-domain.md).
/// Synchronous, like the rest of the domain (`finder` links no async code, decision 0012):
/// the command fetches each source's rows itself and hands them, or the fetch's failure, in.
///
///     var run = CatalogueSyncRun(sources, chosen: false, into: sync) { $0.needsNetwork }
///     while let source = run.next(offline: offline) {
///         do { run.apply(try await fetch(source), priceSource: …, syncedAt: …) }
///         catch { run.fetchFailed(error) }
///     }
///     switch run.verdict { … }
///
/// The rules: sources run in the order given; with `offline`, a source that needs the network
/// is skipped (its failure `.offline`), one that does not still runs; a source whose rows hold
/// none that can be used has failed (`.noUsableRows`), its store untouched; a store failure
/// ends the run (every other source would fail the same way). Each source is applied on its
/// own (`CatalogueSync.apply`), so one that fails leaves the others applied.
public struct CatalogueSyncRun<Source, Failure: CatalogueSourceFailure> {
    /// What became of one source the run reached.
    public struct Entry {
        public let source: Source
        /// What the merge did: set once the rows reached `CatalogueSync.apply`, also when none
        /// of them could be used.
        public internal(set) var report: SyncReport?
        /// The source's own failure: its fetch's, `.offline` or `.noUsableRows`.
        public internal(set) var failure: Failure?
        /// The store's failure, which ended the run.
        public internal(set) var storeFailure: DomainError?

        /// The source's rows are in the catalogue.
        public var applied: Bool { report != nil && failure == nil && storeFailure == nil }
    }

    /// What the run came to: one outcome for all its sources.
    public enum Verdict: Equatable {
        /// Every source was applied (also when there was none).
        case allApplied
        /// The store failed at `entries[at]`: the run stopped there, and that is its outcome.
        case stoppedByTheStore(at: Int, DomainError)
        /// Some source failed and the store did not. `failed` are the failures' places in
        /// `entries`, in order: the last is the run's outcome, the earlier ones are said before
        /// it; `applied` the places of the sources applied.
        case failed(failed: [Int], applied: [Int], closing: Closing)
    }

    /// What the failures leave the catalogue as, for their closing words.
    public enum Closing: Equatable, Sendable {
        /// Nothing was applied, of one source (a `--from`, or a default list of one).
        case unchanged
        /// Some sources were applied and some failed.
        case partial
        /// Several sources were asked and none was applied.
        case noneApplied
    }

    private let sources: [(source: Source, needsNetwork: Bool)]
    /// `--from` named the one source (else every default source runs).
    public let chosen: Bool
    private let sync: CatalogueSync
    /// The sources reached so far, in the order they ran; a source after a store failure is
    /// never reached.
    public private(set) var entries: [Entry] = []
    /// `next` gave a source whose rows, or fetch failure, are not in yet.
    private var awaiting = false

    /// A run over `sources`, in this order, into `sync`'s catalogue (opened before anything
    /// is fetched, so a broken store is said first). `needsNetwork` says which sources an
    /// offline run skips.
    public init(_ sources: [Source], chosen: Bool, into sync: CatalogueSync, needsNetwork: (Source) -> Bool) {
        self.sources = sources.map { ($0, needsNetwork($0)) }
        self.chosen = chosen
        self.sync = sync
    }

    /// The next source to fetch, nil when the run is over: every source reached, or the store
    /// failed. Offline, a source that needs the network is recorded as failed (`.offline`)
    /// and passed over. The source's rows go to `apply`, or its fetch's failure to
    /// `fetchFailed`, before the next call.
    public mutating func next(offline: Bool) -> Source? {
        precondition(!awaiting, "the rows of the source `next` gave, or its failure, come first")
        while entries.count < sources.count && !stopped {
            let (source, needsNetwork) = sources[entries.count]
            entries.append(Entry(source: source))
            if offline && needsNetwork {
                entries[entries.count - 1].failure = .offline
                continue
            }
            awaiting = true
            return source
        }
        return nil
    }

    /// The source `next` gave could not be fetched or read.
    public mutating func fetchFailed(_ failure: Failure) {
        precondition(awaiting, "no source is being fetched")
        awaiting = false
        entries[entries.count - 1].failure = failure
    }

    /// Applies the rows of the source `next` gave (`CatalogueSync.apply`, with its
    /// `priceSource`, `syncedAt`, `names`, `replace` and `phase`) and returns what became of
    /// it: applied, failed for want of a usable row, or stopped by the store.
    @discardableResult
    public mutating func apply<Rows: Collection<SyncRow>>(_ rows: Rows, priceSource: String, syncedAt: String,
                                                          names: MergeRules.Names = .replace, replace: Bool = false,
                                                          phase: (SyncPhase) -> Void = { _ in }) -> Entry {
        precondition(awaiting, "no source is being fetched")
        awaiting = false
        let i = entries.count - 1
        do {
            let report = try sync.apply(rows, source: priceSource, syncedAt: syncedAt, names: names, replace: replace, phase: phase)
            entries[i].report = report
            if report.accepted == 0 { entries[i].failure = .noUsableRows(received: report.received) }
        } catch {
            entries[i].storeFailure = error
        }
        return entries[i]
    }

    /// The store failed: no further source runs.
    public var stopped: Bool { entries.last?.storeFailure != nil }

    /// The run's one outcome. A store failure is it; else, when every source was applied,
    /// content; else the last failure, with the earlier ones and what was applied.
    public var verdict: Verdict {
        precondition(!awaiting, "the last source's rows, or its failure, are not in")
        if let i = entries.firstIndex(where: { $0.storeFailure != nil }) {
            return .stoppedByTheStore(at: i, entries[i].storeFailure!)
        }
        let failed = entries.indices.filter { entries[$0].failure != nil }
        guard !failed.isEmpty else { return .allApplied }
        let applied = entries.indices.filter { entries[$0].applied }
        let closing: Closing = !applied.isEmpty ? .partial : !chosen && entries.count > 1 ? .noneApplied : .unchanged
        return .failed(failed: failed, applied: applied, closing: closing)
    }
}
