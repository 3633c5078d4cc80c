import FinderFiles
import FinderIndex
import FinderStore
import FinderText

/// The stock catalogue use cases: search and show, over the store and its search index.
///
/// Opening it makes the catalogue ready with no network and no extra command: the first run
/// imports the bundled catalogue, and a missing, stale or damaged index is rebuilt (each said
/// in `notices`).
public final class StockCatalogue {
    public let dataDirectory: String
    public private(set) var notices: [Notice] = []
    let keys: SearchKeyMaker
    var index: StockIndex
    /// Whether the catalogue had been synced when it was opened, read with its checksum
    /// (`Store.catalogueState`); nil when opening it imported or built under the lock.
    /// The no-prices hint of a search over the listings opened then (`StockSearch`).
    public private(set) var syncedWhenOpened: Bool?
    let progress: (CatalogueProgress) -> Void
    /// The index's folder: the cache folder (`LocalData.cacheDirectory`).
    public let cacheDirectory: String
    var indexPath: String { cacheDirectory + "/" + StockIndex.fileName }

    /// Opens the store and makes the catalogue searchable. The usual case — a catalogue and a
    /// current index — costs one `mmap` and reading the state remembered beside the store
    /// (`Store.rememberedCatalogueState`; the store is opened only when that is not the
    /// store's current one), and takes no lock. Otherwise
    /// (first run, stale or damaged index) the work is done under the data folder's lock by
    /// one process at a time: processes started together import and build once, and the others
    /// wait, however long that takes, then find it done. `willWait` runs before such a wait,
    /// so that it can be said; `progress` hears an import or index build as it happens, now
    /// and whenever a search finds the index damaged and rebuilds it.
    public convenience init(dataDirectory: String, resources: ResourceLocator, willWait: () -> Void = { Waiting.announce(.catalogue) },
                            progress: @escaping (CatalogueProgress) -> Void = { _ in }) throws(DomainError) {
        try self.init(data: LocalData(directory: dataDirectory), resources: resources, willWait: willWait, progress: progress)
    }

    /// Opens the catalogue over `data`'s store, shared with history and saved results.
    public init(data: LocalData, resources: ResourceLocator, willWait: () -> Void = { Waiting.announce(.catalogue) },
                progress: @escaping (CatalogueProgress) -> Void = { _ in }) throws(DomainError) {
        let dataDirectory = data.directory
        self.dataDirectory = dataDirectory
        cacheDirectory = data.cacheDirectory
        localData = data
        keys = SearchKeyMaker()
        self.progress = progress
        let path = data.cacheDirectory + "/" + StockIndex.fileName
        // The state remembered beside the store, else read from it (and remembered).
        var state = Store.rememberedCatalogueState(directory: dataDirectory)
        let store = state == nil ? try data.store() : nil
        if let store {
            do { state = try store.rememberingCatalogueState() } catch { throw .store(error) }
        }
        if let state, case .current(let index, let synced, let quotes) = Self.indexState(state, keys: keys, path: path) {
            self.index = index
            syncedWhenOpened = synced
            quotesKept = quotes
            rememberedQuotes = state.quotes
            return
        }
        // The work under the lock reads the store itself.
        let opened: Store
        if let store { opened = store } else { opened = try data.store() }
        let lock: FileLock?
        do { lock = try Store.lockFolder(dataDirectory, willWait: willWait) } catch { throw .store(error) }
        defer { lock?.release() }
        Self.moveIndexToCache(from: dataDirectory, to: data.cacheDirectory)
        let prepared = try Self.prepare(store: opened, keys: keys, path: path, resources: resources, progress: progress)
        index = prepared.0
        notices = prepared.1
    }

    /// An index left in the data folder by an earlier version moves to the cache folder
    /// (renamed: the same file, so no rebuild; across file systems it is removed, and rebuilt
    /// from the store, which holds everything it is made of), with the temporaries of builds
    /// killed there. Under the data folder's lock; nothing to do when the folders are one.
    static func moveIndexToCache(from data: String, to cache: String) {
        guard cache != data else { return }
        LocalFile.makeDirectories(cache)
        let old = data + "/" + StockIndex.fileName
        AtomicFile.removeLeftovers(beside: old)
        guard LocalFile.exists(old) else { return }
        let new = cache + "/" + StockIndex.fileName
        if LocalFile.exists(new) { return LocalFile.remove(old) }
        do { try AtomicFile.move(old, over: new) } catch { LocalFile.remove(old) }
    }

    /// The store, for the catalogue's maintenance (sync) and tests: opened on first use.
    public var localStore: Store {
        get throws(StoreError) { try localData.openStore() }
    }

    /// The store, opened on first use (a search over a current index opens none).
    func openedStore() throws(DomainError) -> Store { try localData.store() }

    /// Whether the store may hold kept quotes (`Store.catalogueState`, read as the catalogue
    /// opened; true when it was not read). False, the newest prices are the catalogue's and
    /// no quote is read: a search pays nothing for quotes until one is kept.
    public private(set) var quotesKept = true
    /// The kept quotes as remembered with the catalogue's state (`CatalogueState.quotes`), true
    /// as the catalogue opened: the first read of them takes these instead of the store's table,
    /// later ones (a session's next search, after another process may have kept more) the table.
    private var rememberedQuotes: [String: StoredQuote]?

    /// The kept quotes: the remembered ones the first time, else the store's (none when it
    /// cannot be read: the catalogue's prices are still true of their day).
    private func keptQuotes() -> [String: StoredQuote] {
        if let remembered = rememberedQuotes {
            rememberedQuotes = nil
            return remembered
        }
        return (try? openedStore().quotes()) ?? [:]
    }

    /// The listings with the newest price each has (`StockQuotes.overlay`).
    public func newestPrices(_ rows: [StockRecord]) -> [StockRecord] {
        guard quotesKept, !rows.isEmpty else { return rows }
        return StockQuotes.overlay(rows, keptQuotes())
    }

    public func newestPrices(_ matches: [StockMatch]) -> [StockMatch] {
        guard quotesKept, !matches.isEmpty else { return matches }
        return StockQuotes.overlay(matches, keptQuotes())
    }

    /// Keeps what a quote source answered for `rows` (`StockQuotes.record`); later reads of
    /// this catalogue show it.
    public func keepQuotes(_ answered: [FetchedQuote], for rows: [StockRecord], fetchedAt: Double) throws(DomainError) -> QuoteRefresh {
        let report = try StockQuotes(store: try openedStore()).record(answered, for: rows, fetchedAt: fetchedAt)
        quotesKept = true
        rememberedQuotes = nil  // the store's table is newer now
        return report
    }
    /// History, saved results and sync state, over the same store.
    public let localData: LocalData

    // MARK: search

    /// Searches tickers and names (StockCatalogue+Search.swift): tiers in ranking order
    /// (ARCHITECTURE.md “How stock search matches and ranks”), one result per company unless
    /// `allListings`.
    public func search(_ query: StockQuery) throws(DomainError) -> StockSearchResult {
        try rebuildingOnce { () throws(DomainError) in try searchOnce(query) }
    }

    /// Runs `body` against the index; when the file turns out damaged under it, rebuilds the
    /// index once (with a notice) and runs `body` again on the new one.
    /// A file cut short under the read (see `IndexReader.checkIntact`) counts as damaged too.
    private func rebuildingOnce<T>(_ body: () throws(DomainError) -> T) throws(DomainError) -> T {
        do throws(DomainError) {
            let value = try body()
            do { try index.reader.checkIntact() } catch { throw .index(error) }
            return value
        } catch .index {
            let lock: FileLock?
            do { lock = try Store.lockFolder(dataDirectory) } catch { throw .store(error) }
            defer { lock?.release() }
            index = try Self.rebuild(store: try openedStore(), keys: keys, path: indexPath, progress: progress)
            notices.append(.builtIndex(reason: .corrupt))
            return try body()
        }
    }

    // MARK: show

    /// Every listing whose ticker equals `ticker` under ICU folding (`gazp`, `ＧＡＺＰ`). A
    /// damaged index is rebuilt once, as for a search.
    public func show(ticker: String) throws(DomainError) -> [StockRecord] {
        // The newest price each listing has: a quote fetched for it may be newer than the
        // catalogue's (`StockQuotes`).
        newestPrices(try listings(ofTicker: ticker))
    }

    /// The listings of `ticker` as the index has them (the catalogue's prices).
    func listings(ofTicker ticker: String) throws(DomainError) -> [StockRecord] {
        let key = SearchKey.withoutBoundaries(keys.key(ticker))
        guard !key.isEmpty else { throw .unknownTicker(ticker) }
        let rows = try rebuildingOnce { () throws(DomainError) -> [StockRecord] in
            do throws(IndexError) {
                return try index.exactTicker(key).map { r throws(IndexError) in try index.stock(r) }
            } catch {
                throw .index(error)
            }
        }
        guard !rows.isEmpty else { throw .unknownTicker(ticker) }
        return rows
    }

    /// The listing each of the watchlist's `tickers` shows: the first of its listings with a
    /// price (a kept quote's or the catalogue's, `StockQuotes.newest`), else its first; nil
    /// for a ticker that names no listing. Each ticker's listings are decoded only until one
    /// has a price: a watchlist of twenty decodes about twenty listings, not all its tickers'
    /// (`Benchmarks/instructions.sh` measures the watch against a cold search). The kept
    /// quotes are read at once, as `newestPrices` reads them (a statement a key, or one joined
    /// to the watchlist, cost more); a store whose quotes cannot be read shows the catalogue's
    /// prices.
    public func watchedListings(_ tickers: [String]) throws(DomainError) -> [StockRecord?] {
        let quotes = quotesKept ? keptQuotes() : [:]
        let keys = tickers.map { SearchKey.withoutBoundaries(self.keys.key($0)) }
        return try rebuildingOnce { () throws(DomainError) -> [StockRecord?] in
            do throws(IndexError) {
                let tables = try index.payloadTables()
                return try keys.map { key throws(IndexError) -> StockRecord? in
                    guard !key.isEmpty else { return nil }
                    var first: StockRecord?
                    for record in try index.exactTicker(key) {
                        let row = StockQuotes.newest(try index.stock(record, tables: tables), quotes)
                        if row.price != nil { return row }
                        if first == nil { first = row }
                    }
                    return first
                }
            } catch {
                throw .index(error)
            }
        }
    }

    /// The listings of several tickers, in the order given (`stocks show AAPL MSFT SBER`):
    /// each ticker's listings together, a ticker given twice shown once, and the tickers
    /// that name no listing, in the order given (docs/decisions/0420-several-tickers.md).
    public func show(tickers: [String]) throws(DomainError) -> ShownListings {
        var shown = ShownListings()
        var seen: [[UInt8]] = []
        for ticker in tickers {
            let folded = Array(SearchKey.withoutBoundaries(keys.key(ticker)))
            guard !seen.contains(folded) || folded.isEmpty else { continue }
            seen.append(folded)
            do throws(DomainError) {
                shown.rows += try listings(ofTicker: ticker)
            } catch .unknownTicker(let t) {
                shown.unknown.append(t)
            }
        }
        // The newest prices, read for every listing at once.
        shown.rows = newestPrices(shown.rows)
        return shown
    }
}

/// What `StockCatalogue.show(tickers:)` found: the listings, and the tickers that named none.
public struct ShownListings: Sendable, Equatable {
    public var rows: [StockRecord] = []
    public var unknown: [String] = []
    public init(rows: [StockRecord] = [], unknown: [String] = []) {
        self.rows = rows
        self.unknown = unknown
    }
}
