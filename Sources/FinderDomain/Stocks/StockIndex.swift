import FinderIndex
import FinderStore
import FinderText

/// The stock catalogue's search index: three tries over ICU search keys and two display
/// orderings, with each listing's fields stored as payload so that a query needs no SQL.
///
/// Tries: tickers; names (and names in the other script) from their first word; the same
/// names from every later word; romanizations of Cyrillic names from every word (so a Latin
/// query finds "Сбербанк" with no transliterator opened at query time). Orderings: root
/// collation (English UI) and Russian tailoring.
public struct StockIndex {
    public enum Trie: Int, CaseIterable { case ticker = 0, nameStart = 1, laterWord = 2, romanized = 3 }
    public enum Ordering: Int, CaseIterable { case root = 0, russian = 1 }
    public static var orderingCount: Int { Ordering.allCases.count }

    public static let fileName = "stocks.index"

    let reader: IndexReader

    public init(reader: IndexReader) { self.reader = reader }

    public static func ordering(for language: String) -> Ordering { language == "ru" ? .russian : .root }

    /// The identity an index must have to be current for this catalogue and this ICU.
    public static func identity(catalogueChecksum: UInt64, keys: SearchKeyMaker) -> IndexIdentity {
        IndexIdentity(catalogueChecksum: catalogueChecksum, icuVersion: ICU.version,
                      collatorVersion: keys.collatorVersion)
    }

    // MARK: building

    /// Builds the index of `records` (record id = position) and writes it atomically.
    /// Cost: a few ICU sort keys per listing plus one sort per trie.
    public static func build(_ records: [StockRecord], identity: IndexIdentity, keys: SearchKeyMaker,
                             to path: String) throws(IndexError) {
        var b = IndexBuilder(recordCount: records.count, trieCount: Trie.allCases.count, orderingCount: orderingCount)
        for (i, r) in records.enumerated() {
            let id = UInt32(i)
            let ticker = keys.key(r.ticker)
            if !ticker.isEmpty { b.addKey(ticker, record: id, trie: Trie.ticker.rawValue) }
            for name in [r.name, r.altName].compactMap({ $0 }) {
                for (w, key) in keys.wordSuffixKeys(name).enumerated() {
                    b.addKey(key, record: id, trie: (w == 0 ? Trie.nameStart : Trie.laterWord).rawValue)
                }
                for latin in Transliteration.latinVariants(of: name) {
                    for key in keys.wordSuffixKeys(latin) { b.addKey(key, record: id, trie: Trie.romanized.rawValue) }
                }
            }
            b.setPayload(encode(r), record: i)
        }
        // Within a tier, listings whose names the query covers best come first: shorter names
        // (counting letters and digits only) before longer ones,
        // so "apple" gives "Apple Inc" before "Apple Flavor & Fragrance Group". Equal lengths
        // follow the UI language's collation of name, ticker and country.
        let nameLengths = records.map { r in
            r.name.unicodeScalars.reduce(0) { $0 + ($1.properties.isAlphabetic || $1.properties.numericType != nil ? 1 : 0) }
        }
        var metadata: [String: String] = ["records": "\(records.count)"]
        for (ordering, language) in [(Ordering.root, "en"), (.russian, "ru")] {
            let collator = DisplayCollator(language: language)
            // Three separate keys: a separator character inside one string would be ignored
            // by the collation and let name, ticker and country run together.
            let names = records.map { collator.sortKey($0.name) }
            let tickers = records.map { collator.sortKey($0.ticker) }
            let countries = records.map { collator.sortKey($0.country) }
            let order = (0..<records.count).sorted { (a: Int, b: Int) -> Bool in
                if nameLengths[a] != nameLengths[b] { return nameLengths[a] < nameLengths[b] }
                if names[a] != names[b] { return names[a].lexicographicallyPrecedes(names[b]) }
                if tickers[a] != tickers[b] { return tickers[a].lexicographicallyPrecedes(tickers[b]) }
                if countries[a] != countries[b] { return countries[a].lexicographicallyPrecedes(countries[b]) }
                return a < b
            }
            var ranks = [UInt32](repeating: 0, count: records.count)
            for (rank, record) in order.enumerated() { ranks[record] = UInt32(rank) }
            b.setRanks(ranks, ordering: ordering.rawValue)
            metadata["collator.\(language)"] = collator.version
        }
        try b.write(to: path, identity: identity, metadata: metadata)
    }

    // MARK: payload

    static let separator: UInt8 = 0x1F

    static func encode(_ r: StockRecord) -> [UInt8] {
        let fields: [String?] = [r.ticker, r.name, r.exchange, r.country, r.currency, r.isin, r.altName,
                                 r.price.map { "\($0)" }, r.priceDate, r.priceSource]
        var out: [UInt8] = []
        for (i, f) in fields.enumerated() {
            if i > 0 { out.append(separator) }
            out.append(contentsOf: (f ?? "").utf8)
        }
        return out
    }

    public func stock(_ record: UInt32) throws(IndexError) -> StockRecord {
        let raw = try reader.payload(of: record)
        let f = raw.split(separator: Self.separator, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard f.count == 10 else { throw .corrupt("payload of record \(record)") }
        func opt(_ s: String) -> String? { s.isEmpty ? nil : s }
        return StockRecord(ticker: f[0], name: f[1], exchange: f[2], country: f[3], currency: f[4],
                           isin: opt(f[5]), altName: opt(f[6]), price: Double(f[7]),
                           priceDate: opt(f[8]), priceSource: opt(f[9]))
    }

    // MARK: querying

    /// The best `limit` records of one tier, skipping `excluded`. Variant tiers
    /// (transliteration, keyboard layout) search every trie in `tries` and rank by rank alone.
    func tier(_ kind: MatchKind, key: [UInt8], tries: [Trie], ordering: Ordering, limit: Int?,
              excluding excluded: Set<UInt32>) throws(IndexError) -> [UInt32] {
        let o = ordering.rawValue
        switch kind {
        case .exactTicker, .tickerPrefix, .nameStart, .wordStart:
            let trie: Trie = kind == .nameStart ? .nameStart : kind == .wordStart ? .laterWord : .ticker
            guard tries.contains(trie) else { return [] }
            let r = try reader.range(of: key, trie: trie.rawValue)
            return try reader.top(kind == .exactTicker ? r.exact : r.prefix, trie: trie.rawValue,
                                  ordering: o, limit: limit, excluding: excluded)
        case .transliterated, .keyboardLayout:
            var out: [UInt32] = []
            var seen = excluded
            for t in tries {
                let r = try reader.range(of: key, trie: t.rawValue)
                for rec in try reader.top(r.prefix, trie: t.rawValue, ordering: o, limit: limit, excluding: seen) {
                    seen.insert(rec)
                    out.append(rec)
                }
            }
            out.sort { reader.rank(of: $0, ordering: o) < reader.rank(of: $1, ordering: o) }
            return limit.map { Array(out.prefix($0)) } ?? out
        }
    }

    /// Records whose ticker key equals `key` exactly.
    func exactTicker(_ key: [UInt8]) throws(IndexError) -> [UInt32] {
        let r = try reader.range(of: key, trie: Trie.ticker.rawValue)
        return try reader.top(r.exact, trie: Trie.ticker.rawValue, ordering: 0, limit: nil)
    }
}
