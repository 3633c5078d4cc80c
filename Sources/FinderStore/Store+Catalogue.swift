extension Store {
    /// Checksum of the catalogue now in the store, nil before the first import. Derived data
    /// (the search index) records it and is rebuilt when it differs.
    public func catalogueChecksum() throws(StoreError) -> UInt64? {
        try catalogueState().checksum
    }

    /// What opening the catalogue needs to know, from one compiled statement (it runs on every cold
    /// search): the catalogue's checksum (nil before the first import), whether the
    /// listings have their country codes, and whether it was ever synced (`lastSync` not nil:
    /// the no-prices hint of a search over it), and whether a quote was ever kept (a search
    /// over a store without one reads no quotes). A checksum that is not hex is damage.
    public func catalogueState() throws(StoreError) -> (checksum: UInt64?, hasCountryCodes: Bool, synced: Bool, quotesKept: Bool,
                                                        bundled: Bool, bundle: UInt64?) {
        // One range of the key's index holding every key it reads, so all come from one
        // snapshot (the country-code migration changes two in one transaction): two point
        // lookups in one statement compile to 25 k instructions more, an `IN` list to an
        // ephemeral table (~50 k more), and the sync keys' own `meta` reads another 38 k, on
        // every search. The few keys that sort between them are stepped over.
        let s = try db.prepare("SELECT key, value FROM meta WHERE key BETWEEN 'catalogue.checksum' AND 'sync.source'")
        var checksum: UInt64?
        var codes = false
        var syncSource = false, syncAt = false, quotes = false
        var bundled = false
        var bundle: UInt64?
        while try s.step() {
            if s.textEquals(0, "catalogue.checksum") {
                guard let value = s.text(1).flatMap({ UInt64($0, radix: 16) }) else { throw .inconsistentCatalogue(path: path) }
                checksum = value
            } else if s.textEquals(0, "catalogue.countryCodes") {
                codes = true
            } else if s.textEquals(0, Self.bundleKey) {
                bundle = s.text(1).flatMap { UInt64($0, radix: 16) }
            } else if s.textEquals(0, "catalogue.source") {
                bundled = s.textEquals(1, Self.bundledSource)
            } else if s.textEquals(0, "sync.source") {
                syncSource = true
            } else if s.textEquals(0, "sync.at") {
                syncAt = true
            } else if s.textEquals(0, Self.quotesKeptKey) {
                quotes = true
            }
        }
        return (checksum, codes, syncSource && syncAt, quotes, bundled, bundle)
    }

    /// The source of a catalogue finder bundles, and the key of its version in `meta` (in the
    /// range `catalogueState` reads: "catalogue.fromBundle" sorts between "catalogue.checksum"
    /// and "sync.source").
    public static let bundledSource = "bundled"
    static let bundleKey = "catalogue.fromBundle"

    /// Where the catalogue came from ("bundled", "moex", a URL or file).
    public func catalogueSource() throws(StoreError) -> String? { try meta("catalogue.source") }

    /// The first-run import: writes `rows` only if no catalogue is there yet, deciding under
    /// the write lock, so that processes started together import once. Returns the checksum
    /// of the catalogue now in the store and whether this call wrote it. Listings without a
    /// checksum are damaged metadata (`inconsistentCatalogue`), never imported over.
    /// `bundle`: the version of the bundled catalogue `rows` are (recorded; nil: none).
    public func importCatalogueIfEmpty(_ rows: [StockRecord], source: String, bundle: UInt64? = nil) throws(StoreError) -> (checksum: UInt64, imported: Bool) {
        try db.bulkTransaction { () throws(StoreError) -> (UInt64, Bool) in
            if let existing = try catalogueChecksum() { return (existing, false) }
            guard try stockCount() == 0 else { throw .inconsistentCatalogue(path: path) }
            return (try writeCatalogue(rows, source: source, bundle: bundle), true)
        }
    }

    /// Replaces the whole catalogue in one transaction and returns its new checksum.
    @discardableResult
    public func replaceCatalogue(_ rows: [StockRecord], source: String, bundle: UInt64? = nil) throws(StoreError) -> UInt64 {
        try db.bulkTransaction { () throws(StoreError) -> UInt64 in try writeCatalogue(rows, source: source, bundle: bundle) }
    }

    /// Replaces a bundled catalogue of another version by `rows`, the bundle of `bundle`, in one
    /// transaction, unless another process did first or the catalogue is no longer such (a
    /// sync or an import since): whether it did.
    public func replaceBundledCatalogue(_ rows: [StockRecord], bundle: UInt64) throws(StoreError) -> Bool {
        try db.bulkTransaction { () throws(StoreError) -> Bool in
            guard try currentCatalogueState().holdsAnotherBundle(than: bundle) else { return false }
            _ = try writeCatalogue(rows, source: Self.bundledSource, bundle: bundle)
            return true
        }
    }

    /// Inside a transaction: every row replaced, checksum, source and bundle recorded.
    private func writeCatalogue(_ rows: [StockRecord], source: String, bundle: UInt64?) throws(StoreError) -> UInt64 {
            try db.execute("DELETE FROM stocks")
            let insert = try db.prepare("INSERT OR IGNORE INTO stocks(\(Self.stockColumns)) VALUES(\(Self.stockPlaceholders))")
            for r in rows { try insert.bind(Self.values(r)).run() }
            let checksum = Self.checksum(of: try allStocksInTransaction())
            try setMeta("catalogue.checksum", String(checksum, radix: 16))
            try setMeta("catalogue.source", source)
            if let bundle { try setMeta(Self.bundleKey, String(bundle, radix: 16)) } else { try deleteMeta(Self.bundleKey) }
            return checksum
    }

    /// Every listing, in storage order (the order the index numbers them).
    public func allStocks() throws(StoreError) -> [StockRecord] { try allStocksInTransaction() }

    private func allStocksInTransaction() throws(StoreError) -> [StockRecord] {
        let s = try db.prepare("SELECT \(Self.stockColumns) FROM stocks ORDER BY id")
        var rows: [StockRecord] = []
        while try s.step() { rows.append(Self.record(s)) }
        return rows
    }

    /// Listings in storage order (the order the index numbers them) after the one whose
    /// storage id is `afterID` (nil: from the first), at most `limit` of them, and the storage
    /// id of the last one read: a build of the search index reads the catalogue a batch at a
    /// time instead of holding millions of listings at once.
    public func stocks(after afterID: Int64?, limit: Int) throws(StoreError) -> (rows: [StockRecord], lastID: Int64?) {
        let s = try db.prepare("SELECT \(Self.stockColumns), id FROM stocks WHERE id > ? ORDER BY id LIMIT ?")
            .bind(.int(afterID ?? Int64.min), .int(Int64(limit)))
        var rows: [StockRecord] = []
        rows.reserveCapacity(limit)
        var last: Int64?
        while try s.step() {
            rows.append(Self.record(s))
            last = s.int(Int32(Self.stockColumnCount))
        }
        return (rows, last)
    }

    /// Listings whose ticker equals `ticker` exactly (case as stored).
    public func stocks(ticker: String) throws(StoreError) -> [StockRecord] {
        let s = try db.prepare("SELECT \(Self.stockColumns) FROM stocks WHERE ticker = ? ORDER BY id").bind(.text(ticker))
        var rows: [StockRecord] = []
        while try s.step() { rows.append(Self.record(s)) }
        return rows
    }

    public func stockCount() throws(StoreError) -> Int {
        let s = try db.prepare("SELECT count(*) FROM stocks")
        return try s.step() ? Int(s.int(0)) : 0
    }

    /// The columns of a listing (`ListingField` order), as `record(_:)` reads and `values(_:)`
    /// binds them.
    static let stockColumns = ListingField.allCases.map(\.column).joined(separator: ", ")
    static let stockPlaceholders = Array(repeating: "?", count: ListingField.allCases.count).joined(separator: ", ")
    static let stockColumnCount = ListingField.allCases.count

    /// A listing from a statement that selected `stockColumns` first.
    static func record(_ s: _Statement) -> StockRecord {
        var r = StockRecord.empty
        for f in ListingField.allCases {
            let i = Int32(f.rawValue)
            if f.kind == .number { r.set(f, number: s.double(i)) } else { r.set(f, text: s.text(i)) }
        }
        return r
    }

    /// A listing's values in `stockColumns` order.
    static func values(_ r: StockRecord) -> [_Statement.Value] {
        ListingField.allCases.map { value(r, $0) }
    }

    /// One field's value as bound to its column.
    static func value(_ r: StockRecord, _ f: ListingField) -> _Statement.Value {
        f.kind == .number ? value(r.number(f)) : value(r.text(f))
    }

    static func value(_ s: String?) -> _Statement.Value { s.map { .text($0) } ?? .null }
    static func value(_ x: Double?) -> _Statement.Value { x.map { .double($0) } ?? .null }

    /// Sets `country_code` on every listing from its country name, once per store (stores
    /// made before the column existed), and records the new catalogue checksum.
    public func fillCountryCodes(_ code: (String) -> String?) throws(StoreError) {
        guard try meta("catalogue.countryCodes") == nil else { return }
        try db.transaction { () throws(StoreError) in
            guard try meta("catalogue.countryCodes") == nil else { return }
            let names = try db.prepare("SELECT DISTINCT country FROM stocks WHERE country_code IS NULL")
            var pairs: [(String, String)] = []
            while try names.step() {
                if let n = names.text(0), let c = code(n) { pairs.append((n, c)) }
            }
            let update = try db.prepare("UPDATE stocks SET country_code = ? WHERE country = ? AND country_code IS NULL")
            for (n, c) in pairs { try update.bind(.text(c), .text(n)).run() }
            if try catalogueChecksum() != nil {
                try setMeta("catalogue.checksum", String(Self.checksum(of: try allStocks()), radix: 16))
            }
            try setMeta("catalogue.countryCodes", "1")
        }
    }

    /// FNV-1a 64 over every field of every row, in order, with separators.
    public static func checksum(of rows: [StockRecord]) -> UInt64 {
        var hasher = CatalogueHasher()
        for r in rows { hasher.add(r) }
        return hasher.value
    }

    /// The catalogue checksum computed a row at a time, for a pass that streams the rows (the
    /// index build checks the store's rows against it: `StockCatalogue.rebuild`).
    public struct CatalogueHasher {
        public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        public init() {}

        public mutating func add(_ r: StockRecord) {
            // A field of a later generation (`ListingField.added`) only where one of its
            // generation has a value: a catalogue without them hashes as it did before the
            // columns existed, so migrating a store leaves its index current.
            for (g, fields) in Self.generations.enumerated() where g == 0 || fields.contains(where: { r.has($0) }) {
                for f in fields { mix(r, f) }
            }
            value = (value ^ 0x1e) &* 0x0000_0100_0000_01b3
        }

        /// The fields by generation, in table order (a generation's fields are side by side).
        static let generations: [[ListingField]] = ListingField.allCases.reduce(into: []) { groups, f in
            if f.added == groups.count - 1 { groups[groups.count - 1].append(f) } else { groups.append([f]) }
        }

        private mutating func mix(_ r: StockRecord, _ f: ListingField) {
            if f.kind == .number { mix(r.number(f).map { "\($0)" }) } else { mix(r.text(f)) }
        }

        private mutating func mix(_ s: String?) {
            for b in (s ?? "\u{1}").utf8 { value = (value ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
            value = (value ^ 0x1f) &* 0x0000_0100_0000_01b3
        }
    }
}
