import FinderFiles
import FinderIndex
import FinderStore
import FinderText
#if canImport(Glibc)
import Glibc
#endif

/// Keeping the catalogue searchable: the first-run import, and the index built again when it
/// is missing, stale or damaged. Everything here that writes runs under the data folder's
/// lock (`Store.lockFileName`), so the catalogue and its index have one writer at a time.
extension StockCatalogue {
    enum _IndexState {
        /// `synced`: whether the catalogue was ever synced; `quotesKept`: whether a quote was
        /// ever kept (`Store.catalogueState`).
        case current(StockIndex, synced: Bool, quotesKept: Bool)
        case needsWork(IndexRebuildReason)
    }

    /// Whether the index on disk is the one for the catalogue in the store. Writes nothing but
    /// the state remembered for the next search (`Store.rememberingCatalogueState`).
    /// The state remembered beside the store is taken while it is the store's current one
    /// (a suggestion's keys: no statement, no file written).
    static func indexState(store: Store, keys: SearchKeyMaker, path: String) throws(DomainError) -> _IndexState {
        if let remembered = Store.rememberedCatalogueState(directory: store.directory) {
            return indexState(remembered, keys: keys, path: path)
        }
        let state: CatalogueState
        do { state = try store.rememberingCatalogueState() } catch { throw .store(error) }
        return indexState(state, keys: keys, path: path)
    }

    /// Whether the index on disk is the one for a catalogue in `state`.
    static func indexState(_ state: CatalogueState, keys: SearchKeyMaker, path: String) -> _IndexState {
        guard let checksum = state.checksum, state.hasCountryCodes else { return .needsWork(.missing) }
        // A bundled catalogue of another finder, never synced: this finder's bundle replaces it
        // under the lock (`prepare`), and the index is built for it (decision 0611).
        if state.holdsAnotherBundle(than: _BundledCatalogueVersion.value) { return .needsWork(.stale) }
        let wanted = StockIndex.identity(catalogueChecksum: checksum, keys: keys)
        do throws(IndexError) {
            let reader = try IndexReader(path: path)
            guard reader.identity == wanted, reader.trieCount == StockIndex.Trie.allCases.count,
                  reader.orderingCount == StockIndex.orderingCount else { return .needsWork(.stale) }
            let index = StockIndex(reader: reader)
            try use(index, keys: keys)
            return .current(index, synced: state.synced, quotesKept: state.quotesKept)
        } catch .missing {
            return .needsWork(.missing)
        } catch .wrongFormat {
            return .needsWork(.stale)  // written by another version of finder
        } catch {
            return .needsWork(.corrupt)
        }
    }

    /// A key maker with the code point table of the data folder's stock index when that index
    /// is current (read, never built or written); nil otherwise.
    static func tableKeys(_ data: LocalData) -> SearchKeyMaker? {
        let keys = SearchKeyMaker()
        guard let store = try? data.store(),
              case .current? = try? indexState(store: store, keys: keys, path: data.directory + "/" + StockIndex.fileName)
        else { return nil }
        return keys
    }

    /// Under the lock: imports the bundled catalogue into an empty store, fills country codes
    /// in a store made before them, and builds the index unless another process just did.
    /// `progress` hears the import and the build.
    static func prepare(store: Store, keys: SearchKeyMaker, path: String, resources: ResourceLocator,
                        progress: (CatalogueProgress) -> Void = { _ in }) throws(DomainError) -> (StockIndex, [Notice]) {
        var notices: [Notice] = []
        do {
            try store.fillCountryCodes(Country.code(forCatalogueName:))
            let version = _BundledCatalogueVersion.value
            let state = try store.currentCatalogueState()
            if state.checksum == nil {
                let rows = try bundledCatalogue(resources)
                // Said only when there is something to import: listings without their
                // checksum are damage (the import refuses them), and "Importing the bundled
                // catalogue…" before that error told of an import that never happened.
                let announced = try store.stockCount() == 0
                if announced { progress(.started(.importing(listings: rows.count))) }
                defer { if announced { progress(.finished) } }
                if try store.importCatalogueIfEmpty(rows, source: Store.bundledSource, bundle: version).imported {
                    notices.append(.importedBundledCatalogue(count: rows.count))
                }
            } else if state.holdsAnotherBundle(than: version) {
                // The bundled catalogue of an older finder (or of a newer one, run before this
                // one): this finder's, unless a sync or an import made it another since.
                let rows = try bundledCatalogue(resources)
                progress(.started(.importing(listings: rows.count)))
                defer { progress(.finished) }
                if try store.replaceBundledCatalogue(rows, bundle: version) {
                    notices.append(.importedBundledCatalogue(count: rows.count))
                }
            }
        } catch let error as StoreError {
            throw .store(error)
        } catch let error as DomainError {
            throw error
        } catch {
            throw .store(.failed(path: store.path, reason: .other("\(error)")))
        }
        switch try indexState(store: store, keys: keys, path: path) {
        case .current(let index, _, _):
            return (index, notices)  // built by the process we waited for
        case .needsWork(let reason):
            let index = try rebuild(store: store, keys: keys, path: path, progress: progress)
            notices.append(.builtIndex(reason: reason))
            return (index, notices)
        }
    }

    /// The bundled catalogue's rows, with their country codes.
    private static func bundledCatalogue(_ resources: ResourceLocator) throws -> [StockRecord] {
        let file = "catalogue.tsv"
        guard let path = resources.path(bundle: .data, file: file) else {
            throw DomainError.missingResource(file: file, searched: resources.searchFolders)
        }
        let (bytes, e) = LocalFile.read(path)
        guard let bytes else { throw StoreError.badCatalogue(path: path, reason: .system(errno: e)) }
        var rows = try CatalogueFile.parse(bytes, path: path)
        for i in rows.indices { rows[i].countryCode = Country.code(forCatalogueName: rows[i].country) }
        return rows
    }

    /// Builds the index from what the store holds now, replacing any old one atomically.
    /// The caller holds the data folder's lock. The listings are read a batch at a time.
    /// `progress` hears the build start (with the number of listings), advance and end.
    static func rebuild(store: Store, keys: SearchKeyMaker, path: String,
                        progress: (CatalogueProgress) -> Void = { _ in }) throws(DomainError) -> StockIndex {
        AtomicFile.removeLeftovers(beside: path)  // of builds killed mid-write; we hold the lock
        let stored: UInt64?
        do { stored = try store.catalogueChecksum() } catch { throw .store(error) }
        guard let checksum = stored else { throw .store(.inconsistentCatalogue(path: store.path)) }
        let rows = _VerifiedRows(base: try _StoreRows(store: store), expected: checksum, path: store.path)
        progress(.started(.indexing(listings: rows.count)))
        defer { progress(.finished) }
        try build(rows, checksum: checksum, keys: keys, to: path) { progress(.advanced($0)) }
        return try openBuilt(path, keys: keys)
    }

    /// The store's listings as a build reads them, checked against the catalogue's checksum on
    /// the way. The index has checksums, the store's rows have none that
    /// SQLite checks: five bytes of a name overwritten in `finder.sqlite3` passed
    /// `integrity_check`, and the next build indexed the changed name. A mismatch is found
    /// after the last batch, before the index is written, so no index of changed rows ever
    /// replaces the old one; it is damage, with how to re-import keeping history.
    struct _VerifiedRows<Base: StockRows>: StockRows {
        let base: Base
        let expected: UInt64
        let path: String
        var count: Int { base.count }

        func forEachBatch(_ body: ([StockRecord]) throws(DomainError) -> Void) throws(DomainError) {
            var hasher = Store.CatalogueHasher()
            try base.forEachBatch { (batch) throws(DomainError) in
                for r in batch { hasher.add(r) }
                try body(batch)
            }
            guard hasher.value == expected else { throw .store(.corrupt(path: path, reason: .catalogueMismatch)) }
        }
    }

    /// Writes the index of `rows` to `path` (atomically) and checks what it wrote once, so that
    /// a bad write is caught here, not by a query.
    static func build(_ rows: [StockRecord], keys: SearchKeyMaker, to path: String,
                      progress: (Double) -> Void = { _ in }) throws(DomainError) {
        try build(_ArrayRows(rows: rows), checksum: Store.checksum(of: rows), keys: keys, to: path, progress: progress)
    }

    static func build(_ rows: some StockRows, checksum: UInt64, keys: SearchKeyMaker, to path: String,
                      progress: (Double) -> Void) throws(DomainError) {
        try reserveBuildMemory(listings: rows.count, path: path)
        let identity = StockIndex.identity(catalogueChecksum: checksum, keys: keys)
        try StockIndex.build(rows, identity: identity, keys: keys, to: path, progress: progress)
        do throws(IndexError) {
            try IndexReader(path: path).validate()
        } catch {
            throw .index(error)
        }
    }

    /// Address space a build needs beyond a search: a malloc arena and a stack for each
    /// keying thread, the batches read ahead, the keys' arena before it spills (measured: the
    /// bundled 39,000 listings built under `ulimit -v` 260 MiB, not always under 240), and
    /// about 300 bytes a listing (10 M listings peaked at 2.83 GiB).
    static func buildAddressSpace(listings: Int) -> Int { (384 << 20) + 512 * max(0, listings) }

    /// Checks that the build's address space can be had before the build starts: under a
    /// `ulimit -v` too low, an allocation inside it (or a thread Dispatch starts) traps, with
    /// no error to say. A reservation of that size is made and given back at once; when it
    /// cannot be made the build is not begun (ENOMEM: the limit is said).
    static func reserveBuildMemory(listings: Int, path: String) throws(DomainError) {
        let size = buildAddressSpace(listings: listings)
        guard let p = mmap(nil, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0), p != MAP_FAILED else {
            throw .index(.io(path: path, errno: ENOMEM))
        }
        munmap(p, size)
    }

    /// Opens an index this process has just built and validated, and keys queries from its
    /// code point table.
    static func openBuilt(_ path: String, keys: SearchKeyMaker) throws(DomainError) -> StockIndex {
        do throws(IndexError) {
            let index = StockIndex(reader: try IndexReader(path: path))
            try use(index, keys: keys)
            return index
        } catch {
            throw .index(error)
        }
    }

    /// Queries key their text from the index's code point table from now on (so that they
    /// need no ICU collation element iterator: `SearchKeyMaker`).
    static func use(_ index: StockIndex, keys: SearchKeyMaker) throws(IndexError) {
        guard keys.setTable(try index.keyTable()) else { throw .corrupt("key table") }
    }
}
