import FinderFiles
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

    /// Opens the store and makes the catalogue searchable. The usual case — a catalogue and a
    /// current index — costs one SQL statement and one `mmap`, and takes no lock. Otherwise
    /// (first run, stale or damaged index) the work is done under the data folder's lock by
    /// one process at a time: processes started together import and build once, and the others
    /// wait, however long that takes, then find it done. `willWait` runs before such a wait,
    /// so that it can be said.
    public init(dataDirectory: String, resources: ResourceLocator, willWait: () -> Void = {}) throws(DomainError) {
        self.dataDirectory = dataDirectory
        do { store = try Store(directory: dataDirectory) } catch { throw .store(error) }
        keys = SearchKeyMaker()
        let path = dataDirectory + "/" + StockIndex.fileName
        if case .current(let index) = try Self.indexState(store: store, keys: keys, path: path) {
            self.index = index
            return
        }
        let lock = FileLock.acquire(dataDirectory + "/" + Store.lockFileName, willWait: willWait)
        defer { lock?.release() }
        let prepared = try Self.prepare(store: store, keys: keys, path: path, resources: resources)
        index = prepared.0
        notices = prepared.1
    }

    /// The store, for history and saved results.
    public var localStore: Store { store }

    // MARK: search

    /// Searches tickers and names. Ticker and name lookups run concurrently; the tiers are
    /// then merged in ranking order (SPEC §2) without duplicates. When nothing matches as
    /// typed or transliterated, the keyboard-layout reading is tried.
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
            let lock = FileLock.acquire(dataDirectory + "/" + Store.lockFileName)
            defer { lock?.release() }
            index = try Self.rebuild(store: store, keys: keys, path: indexPath)
            notices.append(.builtIndex(reason: .corrupt))
            return try body()
        }
    }

    private func searchOnce(_ query: StockQuery) throws(DomainError) -> StockSearchResult {
        var matches = try matches(for: query.text, query: query)
        var correction: String?
        if matches.isEmpty, let swapped = KeyboardLayout.swapped(query.text) {
            matches = try self.matches(for: swapped, query: query)
            for i in matches.indices { matches[i].kind = .keyboardLayout }
            if !matches.isEmpty { correction = swapped }
        }
        return StockSearchResult(query: query, matches: matches, layoutCorrection: correction, notices: notices)
    }

    private func matches(for text: String, query: StockQuery) throws(DomainError) -> [StockMatch] {
        let key = keys.key(text)
        guard !key.isEmpty else { return [] }
        // Transliteration: a Cyrillic query is romanized here (ICU rules, only when needed);
        // a Latin query meets the romanized Cyrillic names stored in the index.
        var variantKeys: [[UInt8]] = []
        for v in Transliteration.latinVariants(of: text) {
            let k = keys.key(v)
            if !k.isEmpty && k != key && !variantKeys.contains(k) { variantKeys.append(k) }
        }
        let tries: [StockIndex.Trie] = switch query.field {
        case .ticker: [.ticker]
        case .name: [.nameStart, .laterWord, .romanized]
        case .all: [.ticker, .nameStart, .laterWord, .romanized]
        }
        let ordering = StockIndex.ordering(for: query.language)
        let index = self.index
        let limit = query.limit

        // Each tier's best `limit` records, fetched concurrently: tickers on one thread, names
        // on another (Dispatch, not the Swift concurrency runtime, whose start-up and main-
        // thread hop cost more than the whole search). A tier is (kind, key, tries searched).
        typealias Plan = (kind: MatchKind, key: [UInt8], tries: [StockIndex.Trie])
        typealias Tier = (kind: MatchKind, key: [UInt8], tries: [StockIndex.Trie], records: [UInt32])
        @Sendable func fetch(_ plans: [Plan]) throws(IndexError) -> [Tier] {
            try plans.map { p throws(IndexError) in
                (p.kind, p.key, p.tries, try index.tier(p.kind, key: p.key, tries: p.tries, ordering: ordering, limit: limit, excluding: []))
            }
        }
        let tickerPlans: [Plan] = [(.exactTicker, key, tries), (.tickerPrefix, key, tries)]
        let namePlans: [Plan] = [(.nameStart, key, tries), (.wordStart, key, tries),
                                 (.transliterated, key, tries.filter { $0 == .romanized })]
            + variantKeys.map { (.transliterated, $0, tries.filter { $0 != .romanized }) }
        let results = _ConcurrentPair(
            { () throws(IndexError) in try fetch(tickerPlans) },
            { () throws(IndexError) in try fetch(namePlans) })
        let tiers: [Tier]
        switch (results.first, results.second) {
        case (.success(let t), .success(let n)): tiers = t + n
        case (.failure(let e), _), (_, .failure(let e)): throw .index(e)
        }

        // Merge in ranking order. A tier that filled its limit may hold more records than
        // those shadowed by earlier tiers; ask it again, excluding what is already taken.
        var seen = Set<UInt32>()
        var ids: [(UInt32, MatchKind)] = []
        for tier in tiers {
            if let limit, ids.count >= limit { break }
            var records = tier.records
            if let limit, records.count == limit, records.contains(where: seen.contains) {
                do {
                    records = try index.tier(tier.kind, key: tier.key, tries: tier.tries, ordering: ordering,
                                             limit: limit - ids.count, excluding: seen)
                } catch { throw .index(error) }
            }
            for r in records where seen.insert(r).inserted {
                ids.append((r, tier.kind))
                if let limit, ids.count >= limit { break }
            }
        }
        do {
            return try ids.map { (r, kind) throws(IndexError) in StockMatch(stock: try index.stock(r), kind: kind) }
        } catch { throw .index(error) }
    }

    // MARK: show

    /// Every listing whose ticker equals `ticker` under ICU folding (`gazp`, `ＧＡＺＰ`). A
    /// damaged index is rebuilt once, as for a search.
    public func show(ticker: String) throws(DomainError) -> [StockRecord] {
        let key = keys.key(ticker)
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
