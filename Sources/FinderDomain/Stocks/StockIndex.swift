#if canImport(Glibc)
import Glibc
#endif
import FinderIndex
import FinderStore
import FinderText

/// The stock catalogue's search index: four tries over ICU search keys and two orderings,
/// with each listing's fields and its company (the listings sharing its ISIN) stored as
/// payload so that a query needs no SQL.
///
/// Tries: tickers (keys without word boundaries: "brk.b" = "brkb"); names (and names in the
/// other script) from their first word; the same names from every later word; romanizations
/// of Cyrillic names from every word (so a Latin query finds "Сбербанк" with no
/// transliterator opened at query time). Name keys keep their word boundaries (`SearchKey`).
/// Orderings: `StockRanking`'s query-independent order, its last tie-break the root collation
/// (English UI) or the Russian tailoring.
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
    /// Cost: one ICU key per ticker and name (and per romanization of a Cyrillic name) plus
    /// one sort per trie. The keys, the two orderings and the tries are computed on every core
    /// (each thread with its own ICU collator); the result does not depend on how the work
    /// was split.
    public static func build(_ records: [StockRecord], identity: IndexIdentity, keys: SearchKeyMaker,
                             to path: String) throws(IndexError) {
        var b = IndexBuilder(recordCount: records.count, trieCount: Trie.allCases.count, orderingCount: orderingCount)
        let ranking = StockRanking(records)
        let threads = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        let chunkSize = max(1, (records.count + threads - 1) / threads)
        let chunkCount = (records.count + chunkSize - 1) / chunkSize
        let makers = (0..<chunkCount).map { _ in keys.copy() }  // one ICU collator per thread
        let chunks = parallelMap(0..<chunkCount) { c -> _KeyChunk in
            let maker = makers[c]
            var chunk = _KeyChunk()
            for i in (c * chunkSize)..<min(records.count, (c + 1) * chunkSize) {
                let r = records[i]
                let id = UInt32(i)
                let ticker = SearchKey.withoutBoundaries(maker.key(r.ticker))
                if !ticker.isEmpty { chunk.keys.append((ticker, id, Trie.ticker)) }
                for name in [r.name, r.altName].compactMap({ $0 }) {
                    for (w, key) in maker.wordSuffixKeys(name).enumerated() {
                        chunk.keys.append((key, id, w == 0 ? Trie.nameStart : Trie.laterWord))
                    }
                    for latin in Transliteration.latinVariants(of: name) {
                        for key in maker.wordSuffixKeys(latin) { chunk.keys.append((key, id, Trie.romanized)) }
                    }
                }
                chunk.payloads.append(encode(r, company: ranking, id: i))
            }
            return chunk
        }
        var next = 0
        for chunk in chunks {
            for (key, id, trie) in chunk.keys { b.addKey(key, record: id, trie: trie.rawValue) }
            for p in chunk.payloads { b.setPayload(p, record: next); next += 1 }
        }
        // Ranking's own order first; within it, listings whose names the query covers best:
        // shorter names (counting letters and digits only) before longer ones, so "apple"
        // gives "Apple Inc" before "Apple Flavor & Fragrance Group". Equal lengths follow the
        // UI language's collation of name, then ticker, then country.
        let nameLengths = records.map { letterAndDigitCount($0.name) }
        let orderings: [(Ordering, String)] = [(.root, "en"), (.russian, "ru")]
        let ranked = parallelMap(0..<orderings.count) { o -> (ranks: [UInt32], version: String) in
            let collator = DisplayCollator(language: orderings[o].1)
            // Three separate keys: a separator character inside one string would be ignored
            // by the collation and let name, ticker and country run together.
            let names = records.map { collator.sortKey($0.name) }
            let tickers = records.map { collator.sortKey($0.ticker) }
            let countries = records.map { collator.sortKey($0.country) }
            let order = (0..<records.count).sorted { (a: Int, b: Int) -> Bool in
                if let first = ranking.precedes(a, b) { return first }
                if nameLengths[a] != nameLengths[b] { return nameLengths[a] < nameLengths[b] }
                if names[a] != names[b] { return names[a].lexicographicallyPrecedes(names[b]) }
                if tickers[a] != tickers[b] { return tickers[a].lexicographicallyPrecedes(tickers[b]) }
                if countries[a] != countries[b] { return countries[a].lexicographicallyPrecedes(countries[b]) }
                return a < b
            }
            var ranks = [UInt32](repeating: 0, count: records.count)
            for (rank, record) in order.enumerated() { ranks[record] = UInt32(rank) }
            return (ranks, collator.version)
        }
        var metadata: [String: String] = ["records": "\(records.count)"]
        for (o, (ordering, language)) in orderings.enumerated() {
            b.setRanks(ranked[o].ranks, ordering: ordering.rawValue)
            metadata["collator.\(language)"] = ranked[o].version
        }
        try b.write(to: path, identity: identity, metadata: metadata)
    }

    // MARK: payload

    static let separator: UInt8 = 0x1F
    static let fieldCount = 15
    /// Field positions after the listing's own twelve: its company's leader (record id),
    /// whether the leader is the home listing ("1" or empty), and, on the leader only, every
    /// listing of the company (record ids, comma-separated, the leader first).
    static let leaderField = 12

    static func encode(_ r: StockRecord, company: StockRanking, id: Int) -> [UInt8] {
        let leader = company.leader[id]
        let members = Int(leader) == id ? company.members[leader]!.map { String($0) }.joined(separator: ",") : ""
        let fields: [String?] = [r.ticker, r.name, r.exchange, r.country, r.currency, r.isin, r.altName,
                                 r.price.map { "\($0)" }, r.priceDate, r.priceSource,
                                 r.marketCap.map { "\($0)" }, r.countryCode,
                                 String(leader), company.leaderIsHome[leader]! ? "1" : "", members]
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
        guard f.count == Self.fieldCount else { throw .corrupt("payload of record \(record)") }
        func opt(_ s: String) -> String? { s.isEmpty ? nil : s }
        return StockRecord(ticker: f[0], name: f[1], exchange: f[2], country: f[3], currency: f[4],
                           isin: opt(f[5]), altName: opt(f[6]), price: Double(f[7]),
                           priceDate: opt(f[8]), priceSource: opt(f[9]), marketCap: Double(f[10]),
                           countryCode: opt(f[11]))
    }

    /// The company of a listing: its leader, and whether the leader is the home listing.
    /// Reads only the payload's last fields.
    func company(of record: UInt32) throws(IndexError) -> (leader: UInt32, leaderIsHome: Bool) {
        let f = try Self.companyFields(try reader.payload(of: record), record: record)
        guard let leader = Self.number(f[0]), Int(leader) < reader.recordCount else {
            throw .corrupt("payload of record \(record)")
        }
        return (leader, f[1].elementsEqual("1".utf8))
    }

    /// Every listing of the company `leader` leads, the leader first.
    func members(ofLeader leader: UInt32) throws(IndexError) -> [UInt32] {
        let f = try Self.companyFields(try reader.payload(of: leader), record: leader)
        var out: [UInt32] = []
        for part in f[2].split(separator: UInt8(ascii: ",")) {
            guard let id = Self.number(part), Int(id) < reader.recordCount else { throw .corrupt("payload of record \(leader)") }
            out.append(id)
        }
        return out.isEmpty ? [leader] : out
    }

    private static func companyFields(_ raw: UnsafeRawBufferPointer, record: UInt32) throws(IndexError) -> [Slice<UnsafeRawBufferPointer>] {
        // The last three fields: scan back over three separators.
        var end = raw.endIndex
        var fields: [Slice<UnsafeRawBufferPointer>] = []
        var i = raw.endIndex
        while i > raw.startIndex && fields.count < 3 {
            i -= 1
            if raw[i] == separator {
                fields.append(raw[(i + 1)..<end])
                end = i
            }
        }
        guard fields.count == 3 else { throw .corrupt("payload of record \(record)") }
        return fields.reversed()
    }

    private static func number<C: Collection>(_ digits: C) -> UInt32? where C.Element == UInt8 {
        guard !digits.isEmpty, digits.count <= 10 else { return nil }
        var v: UInt64 = 0
        for d in digits {
            guard d >= 0x30 && d <= 0x39 else { return nil }
            v = v * 10 + UInt64(d - 0x30)
        }
        return v <= UInt64(UInt32.max) ? UInt32(v) : nil
    }

    // MARK: querying

    /// The key syntax of every name trie (`SearchKey`).
    static let syntax = KeySyntax(symbolLength: SearchKey.symbolLength(first:))

    /// Where a name key's walk ends in `trie` (see `IndexReader.wordWalk`).
    func wordHits(_ key: [UInt8], trie: Trie, joins: Bool) throws(IndexError) -> [IndexReader.WordHit] {
        try reader.wordWalk(key, trie: trie.rawValue, joins: joins)
    }

    /// Where names lie within `distance` edits of a key, the first `distance` letters right
    /// (`StockCatalogue.typoTiers` says why).
    func fuzzyHits(_ key: [UInt8], trie: Trie, distance: Int) throws(IndexError) -> [IndexReader.FuzzyHit] {
        try reader.fuzzyWalk(key, trie: trie.rawValue, syntax: Self.syntax, maxDistance: distance, exactPrefix: distance)
    }

    /// The run of the ticker trie whose keys equal (`exact`) or start with a ticker key.
    func tickerSpan(_ key: [UInt8], exact: Bool) throws(IndexError) -> IndexReader.Span {
        let r = try reader.range(of: key, trie: Trie.ticker.rawValue)
        return IndexReader.Span(trie: Trie.ticker.rawValue, entries: exact ? r.exact : r.prefix)
    }

    /// The best `limit` records of some spans in `ordering`, skipping `excluded`.
    func top(_ spans: [IndexReader.Span], ordering: Ordering, limit: Int?,
             excluding excluded: Set<UInt32>) throws(IndexError) -> [UInt32] {
        try reader.top(spans, ordering: ordering.rawValue, limit: limit, excluding: excluded)
    }

    func rank(of record: UInt32, ordering: Ordering) -> UInt32 { reader.rank(of: record, ordering: ordering.rawValue) }

    /// Records whose ticker key equals `key` exactly.
    func exactTicker(_ key: [UInt8]) throws(IndexError) -> [UInt32] {
        let r = try reader.range(of: key, trie: Trie.ticker.rawValue)
        return try reader.top(r.exact, trie: Trie.ticker.rawValue, ordering: 0, limit: nil)
    }
}

/// The keys and payloads of one slice of the records, computed on one thread.
struct _KeyChunk {
    var keys: [([UInt8], UInt32, StockIndex.Trie)] = []
    var payloads: [[UInt8]] = []
}

/// Letters and digits in a name (ASCII without a Unicode property lookup: it runs per listing).
func letterAndDigitCount(_ s: String) -> Int {
    var n = 0
    for u in s.unicodeScalars {
        switch u.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: n += 1
        case 0..<0x80: break
        default: if u.properties.isAlphabetic || u.properties.numericType != nil { n += 1 }
        }
    }
    return n
}
