import FinderFiles
#if canImport(Glibc)
import Glibc
#endif
import FinderStore
import FinderText

/// finder's stores as the use cases need them: the data folder's (sync state; the stock
/// catalogue shares it, `StockCatalogue`) and the state folder's (history and saved results).
/// Each opened on first use, once per run.
public final class LocalData {
    public let directory: String
    /// Where the search index lives: rebuildable from the store, so in the user's cache
    /// folder ($XDG_CACHE_HOME/finder) unless a data folder was named, which then holds all
    /// (docs/decisions/0502-xdg-cache-for-the-index.md).
    public let cacheDirectory: String
    /// Where history and saved results live (the state store and its pending log): the user's
    /// state folder ($XDG_STATE_HOME/finder) unless a data folder was named, which then holds
    /// all (docs/decisions/0606-history-in-the-state-folder.md).
    public let stateDirectory: String
    private var opened: Store?
    private var openedState: Store?

    public init(directory: String, cacheDirectory: String? = nil, stateDirectory: String? = nil) {
        self.directory = directory
        self.cacheDirectory = cacheDirectory ?? directory
        self.stateDirectory = stateDirectory ?? directory
    }

    init(store: Store) {
        directory = store.directory
        cacheDirectory = store.directory
        stateDirectory = store.directory
        opened = store
    }

    /// How long a write waits for another process's (`waitForWrites`); nil: the store's 60 s.
    private var writeWait: Int32?

    /// The store, opened (and created or migrated) on first use.
    func store() throws(DomainError) -> Store {
        do { return try openStore() } catch { throw .store(error) }
    }

    /// `store()`, its failure as the store's.
    func openStore() throws(StoreError) -> Store {
        if let opened { return opened }
        let store = try Store(directory: directory)
        if let writeWait { store.setBusyTimeout(milliseconds: writeWait) }
        opened = store
        return store
    }

    /// The state store (history, saved results), opened (and created or migrated) on first
    /// use. Made new, it takes in what an earlier version kept in the data folder's store
    /// (`Store.importEarlierState`): that store is opened first, so that an older one is
    /// migrated to the shape the import reads.
    func stateStore() throws(DomainError) -> Store {
        do { return try openStateStore() } catch { throw .store(error) }
    }

    /// `stateStore()`, its failure as the store's. One that cannot be made (a read-only
    /// folder, a full disk) is read as the pending log alone, and refuses writes with the reason.
    func openStateStore() throws(StoreError) -> Store {
        if let openedState { return openedState }
        let made = Store.stateStoreIsMade(in: stateDirectory)
        // The catalogue store this run uses: opened first (and migrated, if older), so that
        // the import reads today's shape, and its copies are forgotten through it.
        let earlier = !made && LocalFile.exists(directory + "/" + Store.fileName) ? try? openStore() : nil
        let store: Store
        do {
            store = try Store(directory: stateDirectory, kind: .state, importingFrom: earlier)
        } catch where !made && Store.cannotMakeState(error) {
            store = try Store(unmadeStateIn: stateDirectory, refusal: error)
        }
        if let writeWait { store.setBusyTimeout(milliseconds: writeWait) }
        openedState = store
        return store
    }

    /// True when history and saved results cannot be written: their store, or before there is
    /// one its folder, is read-only. Nothing is opened for this (a search that opens no
    /// database asks it).
    func isStateReadOnly() -> Bool {
        if let openedState { return openedState.isReadOnly }
        if let readOnly = Store.isReadOnly(directory: stateDirectory, kind: .state) { return readOnly }
        return LocalFile.exists(stateDirectory) && access(stateDirectory, W_OK) != 0
    }

    /// History of every domain, for `finder history`: what searches appended is taken into the
    /// store first (now, or by a later writer if another process holds the store).
    public func history() throws(DomainError) -> QueryHistory {
        let s = try stateStore()
        try? s.takePendingSearches()
        return QueryHistory(store: s)
    }

    /// History whose suggestions are matched with `keys` (a catalogue's, keyed from its index).
    func history(keys: SearchKeyMaker?) throws(DomainError) -> QueryHistory { QueryHistory(store: try stateStore(), keys: keys) }

    /// When the catalogue was last synced, or nil when it never was.
    public func lastSync() throws(DomainError) -> (source: String, at: String)? {
        let s = try store()
        do { return try s.lastSync() } catch { throw .store(error) }
    }

    /// Where the catalogue came from and when it was last synced, for `--version`; nil when
    /// there is no store yet (`--version` creates nothing) or it cannot be read.
    public func catalogueProvenance() -> (source: String?, lastSync: (source: String, at: String)?)? {
        guard LocalFile.exists(directory + "/" + Store.fileName), let s = try? store() else { return nil }
        do { return (try s.catalogueSource(), try s.lastSync()) } catch { return nil }
    }

    /// The SQLite library's version ("3.40.1").
    public static var sqliteVersion: String { Store.sqliteVersion }

    // MARK: saved results

    /// The newest saved result of a domain, or of every domain when nil.
    public func newestSaved(domain: SearchDomain?) throws(DomainError) -> SavedSearch? {
        let s = try stateStore()
        do { return try s.newestSavedResult(domain: domain?.rawValue).flatMap(SavedSearch.init) } catch { throw .store(error) }
    }

    /// The saved result of `query` (equal after folding) in `domain`, or nil.
    public func saved(domain: SearchDomain, query: String) throws(DomainError) -> SavedSearch? {
        let s = try stateStore()
        do {
            return try s.savedResult(domain: domain.rawValue, key: QueryHistory.key(QueryHistory.stored(query))).flatMap(SavedSearch.init)
        } catch {
            throw .store(error)
        }
    }

    /// Deletes the saved results of a domain, or of all; returns how many went.
    public func clearSaved(domain: SearchDomain?) throws(DomainError) -> Int {
        let s = try stateStore()
        do { return try s.clearSavedResults(domain: domain?.rawValue) } catch { throw .store(error) }
    }

    /// What a search writes once its answer is out, in one transaction (`Store.recordSearch`):
    /// `query` in history as `QueryHistory.record` keeps it (nothing for nil or a blank one),
    /// and the saved result.
    ///
    /// Appended to the store's log of pending searches (`Store.appendPendingSearch`), which
    /// readers read on top of the store and writers take in: a search need not open the store.
    /// A log past `Store.foldPast` is taken in now (or, when it cannot be, by a later one).
    func recordSearch(_ query: String?, domain: SearchDomain, saved: SavedResult?) throws(DomainError) {
        let entry = query.flatMap(QueryHistory.entry)
        guard entry != nil || saved != nil else { return }
        do {
            let length = try Store.appendPendingSearch(directory: stateDirectory, query: entry.map { ($0.query, $0.key, domain.rawValue) },
                                                       saved: saved, waitMilliseconds: writeWait ?? Int32(Waiting.limitSeconds * 1000))
            // The search is recorded: a fold that cannot be done now is the next reader's.
            if length > Store.foldPast { _ = try? openStateStore().takePendingSearches() }
        } catch {
            throw .store(error)
        }
    }

    /// From now on, a write waits at most this long for another process's write lock
    /// (instead of the store's 60 s): the writes a search makes after its answer, and the
    /// history an interactive session records on Enter.
    public func waitForWrites(milliseconds: Int32 = SearchLifecycle.writeWaitMilliseconds) throws(DomainError) {
        writeWait = milliseconds
        opened?.setBusyTimeout(milliseconds: milliseconds)
        openedState?.setBusyTimeout(milliseconds: milliseconds)
    }

    /// `error` as the store really is: a failed write that left the store damaged is
    /// `.corrupt` (recovery advice), anything else stays what it was (`Store.diagnosed`).
    public func diagnosed(_ error: DomainError) -> DomainError {
        guard case .store(let e) = error else { return error }
        let failed = [openedState, opened].compactMap { $0 }.first { e.path.hasPrefix($0.path) } ?? opened
        return failed.map { .store($0.diagnosed(e)) } ?? error
    }
}

extension DomainError {
    /// The store is damaged, and only then is moving it aside the advice: a full disk, a
    /// busy store or a file-size limit leave it intact.
    public var isDamage: Bool {
        switch self {
        case .store(.corrupt), .store(.inconsistentCatalogue): true
        default: false
        }
    }
}

/// A result kept for offline use: its query, options and time, and the payload as data.
public struct SavedSearch: Sendable {
    public let domain: SearchDomain
    public let query: String
    /// The canonical options that shaped it (`SearchRequest.options`).
    public let options: String
    /// Seconds since 1970.
    public let savedAt: Double
    /// The result, in the codec of its domain's payload type (`SavedPayload`).
    public let payload: String

    init?(_ r: SavedResult) {
        guard let d = SearchDomain(rawValue: r.domain) else { return nil }
        domain = d
        query = r.query
        options = r.options
        savedAt = r.savedAt
        payload = r.payload
    }

    /// The payload decoded as `P`; nil when it cannot be read (a damaged row).
    public func decoded<P: SavedPayload>(as: P.Type = P.self) -> P? { P(saved: payload) }
}
