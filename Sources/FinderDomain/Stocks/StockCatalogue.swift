import Dispatch
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
    let store: Store
    let keys: SearchKeyMaker
    var index: StockIndex
    var indexPath: String { dataDirectory + "/" + StockIndex.fileName }

    public init(dataDirectory: String, resources: ResourceLocator) throws(DomainError) {
        self.dataDirectory = dataDirectory
        do { store = try Store(directory: dataDirectory) } catch { throw .store(error) }
        keys = SearchKeyMaker()
        var checksum: UInt64?
        do {
            try store.fillCountryCodes(Country.code(forCatalogueName:))  // stores made before country codes
            checksum = try store.catalogueChecksum()
        } catch { throw .store(error) }
        if checksum == nil {
            let file = "catalogue.tsv"
            guard let path = resources.path(bundle: .data, file: file) else {
                throw .missingResource(file: file, searched: resources.searchFolders)
            }
            let (bytes, e) = LocalFile.read(path)
            guard let bytes else {
                throw .store(.badCatalogue(path: path, reason: LocalFile.describe(errno: e)))
            }
            do {
                var rows = try CatalogueFile.parse(bytes, path: path)
                for i in rows.indices { rows[i].countryCode = Country.code(forCatalogueName: rows[i].country) }
                // Another process may be importing right now: the store decides under its lock.
                let (sum, imported) = try store.importCatalogueIfEmpty(rows, source: "bundled")
                checksum = sum
                if imported { notices.append(.importedBundledCatalogue(count: try store.stockCount())) }
            } catch { throw .store(error) }
        }
        let wanted = StockIndex.identity(catalogueChecksum: checksum!, keys: keys)
        let path = dataDirectory + "/" + StockIndex.fileName
        let reason: IndexRebuildReason
        do throws(IndexError) {
            let reader = try IndexReader(path: path)
            guard reader.identity != wanted || reader.trieCount != StockIndex.Trie.allCases.count
                    || reader.orderingCount != StockIndex.orderingCount else {
                index = StockIndex(reader: reader)
                return
            }
            reason = .stale
        } catch .missing {
            reason = .missing
        } catch .wrongFormat {
            reason = .stale  // written by another version of finder
        } catch {
            reason = .corrupt
        }
        index = try Self.rebuild(store: store, keys: keys, path: path)
        notices.append(.builtIndex(reason: reason))
    }

    /// Builds the index from what the store holds now, replacing any old one atomically.
    static func rebuild(store: Store, keys: SearchKeyMaker, path: String) throws(DomainError) -> StockIndex {
        do {
            let rows = try store.allStocks()
            let identity = StockIndex.identity(catalogueChecksum: Store.checksum(of: rows), keys: keys)
            try StockIndex.build(rows, identity: identity, keys: keys, to: path)
            let reader = try IndexReader(path: path)
            try reader.validate()  // read back once: a bad write is caught here, not by a query
            return StockIndex(reader: reader)
        } catch let error as StoreError {
            throw .store(error)
        } catch let error as IndexError {
            throw .index(error)
        } catch {
            throw .index(.corrupt("\(error)"))
        }
    }

    /// The store, for history and saved results.
    public var localStore: Store { store }

    // MARK: search

    /// Searches tickers and names (StockCatalogue+Search.swift): tiers in ranking order
    /// (SPEC §2), one result per company unless `allListings`.
    public func search(_ query: StockQuery) throws(DomainError) -> StockSearchResult {
        try rebuildingOnce { () throws(DomainError) in try searchOnce(query) }
    }

    /// Runs `body` against the index; when the file turns out damaged under it, rebuilds the
    /// index once (with a notice) and runs `body` again on the new one.
    private func rebuildingOnce<T>(_ body: () throws(DomainError) -> T) throws(DomainError) -> T {
        do {
            return try body()
        } catch .index {
            index = try Self.rebuild(store: store, keys: keys, path: indexPath)
            notices.append(.builtIndex(reason: .corrupt))
            return try body()
        }
    }

    // MARK: show

    /// Every listing whose ticker equals `ticker` under ICU folding (`gazp`, `ＧＡＺＰ`). A
    /// damaged index is rebuilt once, as for a search.
    public func show(ticker: String) throws(DomainError) -> [StockRecord] {
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
}

/// Runs two closures at the same time (the calling thread takes one) and keeps both results.
struct _ConcurrentPair<A, B, E: Error> {
    private(set) var first: Result<A, E>
    private(set) var second: Result<B, E>

    init(_ a: @escaping @Sendable () throws(E) -> A, _ b: @escaping @Sendable () throws(E) -> B) {
        let box = _PairBox<A, B, E>()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 { box.a = Result { () throws(E) in try a() } } else { box.b = Result { () throws(E) in try b() } }
        }
        first = box.a!
        second = box.b!
    }
}

/// Each slot is written by one thread and read only after `concurrentPerform` returns.
final class _PairBox<A, B, E: Error>: @unchecked Sendable {
    var a: Result<A, E>?
    var b: Result<B, E>?
}
