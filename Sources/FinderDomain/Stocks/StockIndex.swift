// Over 300 lines: one index's identity, opening or rebuilding, and the tables a query
// reads (`Lookups`); the search over them is `StockCatalogue+Search.swift`.
#if canImport(Glibc)
import Glibc
#endif
import FinderFiles
import FinderIndex
import FinderStore
import FinderText

/// The stock catalogue's search index: four tries over ICU search keys and two orderings,
/// with each listing's fields and its company (the listings sharing its ISIN) stored so that
/// a query needs no SQL.
///
/// Tries: tickers (keys without word boundaries: "brk.b" = "brkb"); names (and names in the
/// other script) from their first word; the same names from every later word; romanizations
/// of Cyrillic names from every word (so a Latin query finds "Сбербанк" with no
/// transliterator opened at query time). Name keys keep their word boundaries (`SearchKey`).
/// Orderings: `StockRanking`'s query-independent order, its last tie-break the root collation
/// (English UI) or the Russian tailoring.
///
/// Beside them (`IndexBuilder.setAux`): the strings the payloads name by number (exchanges,
/// countries, currencies, price dates and sources), each listing's company, and the search
/// keys' code point table (`SearchKeyMaker.setTable`), which lets a query key its text without
/// opening ICU's collation element iterator.
public struct StockIndex {
    /// `identifier` holds the keys looked up whole only: identifiers (no boundary byte), and
    /// each name without its legal form behind a boundary byte (`bareNameMark`), which no
    /// identifier's key starts with.
    public enum Trie: Int, CaseIterable { case ticker = 0, nameStart = 1, laterWord = 2, romanized = 3, identifier = 4 }

    /// What a bare name's key starts with in the identifier trie (`bareName`): kept apart from
    /// the name tries, so that no prefix run holds a listing twice (in the name-start trie they
    /// cost a cold `stocks app` 38 k instructions), and from the identifiers.
    static let bareNameMark = SearchKey.hard
    /// The orderings the index holds (format 9): one per collation of `UILanguage.all`'s
    /// first lines; a language of another collation takes root's (`ordering(for:)`;
    /// docs/decisions/0604-languages-as-one-table.md).
    public enum Ordering: Int, CaseIterable {
        case root = 0, russian = 1

        /// The collation the ordering breaks ties by.
        public var collation: UILanguage.Collation {
            switch self {
            case .root: .root
            case .russian: .russian
            }
        }

        /// The index metadata's key of the ordering's collator version: named by the UI
        /// language it was first built for, a constant of the format.
        var metadataKey: String {
            switch self {
            case .root: "collator.en"
            case .russian: "collator.ru"
            }
        }
    }
    public static var orderingCount: Int { Ordering.allCases.count }

    public static let fileName = "stocks.index"

    /// Auxiliary sections.
    static let stringsSection = 0, companySection = 1, keyTableSection = 2, tokensSection = 3

    let reader: IndexReader
    private let cache: _StockIndexCache

    public init(reader: IndexReader) {
        self.reader = reader
        cache = _StockIndexCache()
    }

    /// The ordering of a UI language (its id): the one of its collation, root's for a
    /// collation the index holds none of, and for an id the table lacks.
    public static func ordering(for language: String) -> Ordering {
        let collation = (UILanguage.with(id: language) ?? .fallback).collation
        return Ordering.allCases.first { $0.collation == collation } ?? .root
    }

    /// The identity an index must have to be current for this catalogue and this ICU.
    public static func identity(catalogueChecksum: UInt64, keys: SearchKeyMaker) -> IndexIdentity {
        // The ranking's data and rules, and the payload's fields, are part of what an index was built from.
        IndexIdentity(catalogueChecksum: catalogueChecksum ^ _IndexMembership.checksum ^ StockRanking.revision
                          ^ _PayloadCoder.fingerprint,
                      icuVersion: ICU.version, collatorVersion: keys.collatorVersion)
    }

    /// The code point table the index stores for `SearchKeyMaker.setTable` (empty when the
    /// index has none).
    public func keyTable() throws(IndexError) -> UnsafeRawBufferPointer {
        try reader.aux(Self.keyTableSection).all()
    }

    // MARK: building

    /// Builds the index of `rows` (record id = position) and writes it atomically.
    public static func build(_ rows: [StockRecord], identity: IndexIdentity, keys: SearchKeyMaker,
                             to path: String, progress: (Double) -> Void = { _ in }) throws(DomainError) {
        try build(_ArrayRows(rows: rows), identity: identity, keys: keys, to: path, progress: progress)
    }

    /// Builds the index of the listings in `store` (read a batch at a time, the next batch
    /// while the last one is indexed) and writes it atomically.
    public static func build(from store: Store, identity: IndexIdentity, keys: SearchKeyMaker, to path: String,
                             progress: (Double) -> Void = { _ in }) throws(DomainError) {
        try build(try _StoreRows(store: store), identity: identity, keys: keys, to: path, progress: progress)
    }

    /// Builds the index of the listings `rows` gives, in one pass over them, and writes it
    /// atomically; `progress` hears the fraction done (0…1) now and then.
    ///
    /// The pass: each batch of listings is split between two threads — one keys them (ICU
    /// keys computed once per distinct word, `SearchKeyMaker.cachingWords`), the other
    /// gathers what ranking needs, the strings that break ties and the payloads. Then the
    /// ranking and its two orderings (ICU sort keys only within groups of listings the ranking
    /// ties), and the tries (`IndexBuilder`: radix-sorted keys, spilled to disk in runs when
    /// they outgrow memory). Memory grows with the catalogue by a few dozen bytes a listing
    /// plus its names; the keys are bounded by `IndexBuilder.memoryBudget`.
    public static func build(_ rows: some StockRows, identity: IndexIdentity, keys: SearchKeyMaker,
                             to path: String, progress: (Double) -> Void = { _ in }) throws(DomainError) {
        let n = rows.count
        var builder = IndexBuilder(recordCount: n, trieCount: Trie.allCases.count, orderingCount: orderingCount)
        builder.payloadBlockSize = _PayloadCoder.blockSize
        builder.temporaryFolder = folder(of: path)
        // Two key makers (each caches its words), one per thread.
        let makers = [SearchKeyMaker(cachingWords: true), SearchKeyMaker(cachingWords: true)]
        var input = StockRanking.Input()
        input.reserve(n)
        var strings = _TieStrings(capacity: n)
        var coder = _PayloadCoder()
        var done = 0
        // The share of a batch whose keys the first thread makes; the second gathers the rest
        // of every listing and keys the remainder. Adjusted batch by batch so that both end
        // together.
        var share = 0.6
        progress(0)
        try rows.forEachBatch { (batch) throws(DomainError) in
            let first = done, count = batch.count
            let cut = min(count, max(0, Int((Double(count) * share).rounded())))
            let work = _BatchWork()
            Parallel.forEach(2) { task in
                let start = _monotonic()
                if task == 0 {
                    work.result = Result { () throws(IndexError) in
                        try builder.appendKeys { keys in Self.keys(of: batch, 0..<cut, first: first, maker: makers[0], into: &keys) }
                    }
                    work.firstTime = _monotonic() - start
                } else {
                    for r in batch {
                        input.add(r)
                        strings.add(r)
                        coder.encode(r) { builder.appendPayload($0) }
                    }
                    let gathered = _monotonic()
                    var keys = IndexKeys(trieCount: Trie.allCases.count)
                    Self.keys(of: batch, cut..<count, first: first, maker: makers[1], into: &keys)
                    work.keys = keys
                    work.gatherTime = gathered - start
                    work.secondKeysTime = _monotonic() - gathered
                }
            }
            do throws(IndexError) {
                try work.result?.get()
                if let keys = work.keys { try builder.add(keys) }
            } catch { throw .index(error) }
            // Per-listing key cost from both threads; the first should take as long as the second.
            let keyed = (cut > 0 ? work.firstTime / Double(cut) : 0) + (count > cut ? work.secondKeysTime / Double(count - cut) : 0)
            let perKey = cut > 0 && count > cut ? keyed / 2 : max(keyed, 1e-9)
            if count > 0 && perKey > 0 {
                share = min(0.95, max(0.3, (work.gatherTime / perKey + Double(count)) / (2 * Double(count))))
            }
            done += count
            progress(0.6 * Double(done) / Double(max(1, n)))
        }
        guard done == n else { throw .index(.corrupt("the catalogue changed while it was indexed")) }
        // The key table (one maker's cache and the other's) is made while the listings are ranked.
        let table = _TableWork()
        let tableDone = Parallel.start {
            makers[0].absorbCache(of: makers[1])
            table.bytes = makers[0].table(including: Self.tableRanges)
        }
        let ranking = StockRanking(input)
        input = StockRanking.Input()
        let orderings = _Orderings.compute(ranking, strings: strings)
        strings = _TieStrings(capacity: 0)
        progress(0.7)
        var metadata: [String: String] = ["records": "\(n)"]
        for ordering in orderings {
            builder.setRanks(ordering.ranks, ordering: ordering.ordering.rawValue)
            metadata[ordering.ordering.metadataKey] = ordering.version
        }
        builder.setAux(stringsSection, coder.stringsSection())
        builder.setAux(tokensSection, coder.tokensSection())
        builder.setAux(companySection, _CompanyCoder.encode(ranking))
        tableDone?.join()
        builder.setAux(keyTableSection, table.bytes)
        let written = withoutActuallyEscaping(progress) { progress in
            builder.progress = { progress(0.7 + 0.3 * $0) }
            defer { builder.progress = nil }
            return Result { () throws(IndexError) in try builder.write(to: path, identity: identity, metadata: metadata) }
        }
        do throws(IndexError) { try written.get() } catch { throw .index(error) }
    }

    /// Code points the key table holds besides those of the catalogue's words: what people
    /// type (Latin with accents, Greek, Cyrillic, combining marks, full-width forms).
    static let tableRanges: [ClosedRange<UInt32>] = [0x20...0x24F, 0x300...0x52F, 0x1E00...0x1EFF, 0xFF10...0xFF5A]

    /// The keys of a batch: the ticker's (no boundaries), every word suffix of the name, the
    /// other-script name and the names people use, and of the romanizations of Cyrillic names;
    /// the identifiers' (no boundaries). A name's key is
    /// stored once; the keys from its later words are slices of it.
    static func keys(of batch: [StockRecord], _ range: Range<Int>, first: Int, maker: SearchKeyMaker, into keys: inout IndexKeys) {
        func addName(_ text: String, id: UInt32, romanized: Bool) {
            // Where a case change starts a word inside a word ("PhosAgro", "JPMorgan"): the
            // key's length up to there (computed before the name's key, whose buffer the maker
            // holds while `withKey` runs).
            let inner = _CaseWords.starts(in: text).map { maker.withKey(String(text.unicodeScalars.prefix($0))) { k, _ in k.count } }
            maker.withKey(text) { key, starts in
                guard !starts.isEmpty else { return }
                let at = keys.append(key)
                for (w, s) in starts.enumerated() {
                    let trie = romanized ? Trie.romanized : w == 0 ? .nameStart : .laterWord
                    keys.add(trie: trie.rawValue, offset: at + Int(s), length: key.count - Int(s), record: id)
                }
                // A word start only (no boundary in the key, so "phosagro" stays one word and
                // "abb" no whole word of "AbbVie"), and only where the prefix's key is a prefix
                // of the name's.
                for offset in inner where offset > 0 && offset < key.count && !SearchKey.isBoundary(key[offset])
                    && !starts.contains(Int32(offset)) {
                    keys.add(trie: romanized ? Trie.romanized.rawValue : Trie.laterWord.rawValue,
                             offset: at + offset, length: key.count - offset, record: id)
                }
            }
        }
        var plain: [UInt8] = []
        for i in range {
            let r = batch[i]
            let id = UInt32(first + i)
            maker.withKey(r.ticker) { key, _ in
                plain.removeAll(keepingCapacity: true)
                for b in key where !SearchKey.isBoundary(b) { plain.append(b) }
                guard !plain.isEmpty else { return }
                let at = plain.withUnsafeBufferPointer { keys.append($0) }
                keys.add(trie: Trie.ticker.rawValue, offset: at, length: plain.count, record: id)
            }
            func add(_ name: String) {
                addName(name, id: id, romanized: false)
                // Only a name with Cyrillic letters has romanizations (ASCII has none).
                if !_isASCII(name) {
                    for latin in Transliteration.latinVariants(of: name) { addName(latin, id: id, romanized: true) }
                }
            }
            add(r.name)
            if let alt = r.altName { add(alt) }
            // The name without its legal form at either end ("Orange" of "Orange S.A.", "Walt
            // Disney" of "The Walt Disney Company"): the whole query equal to it is a complete
            // name (`completeNameSpans`).
            for text in [r.name] + (r.altName.map { [$0] } ?? []) {
                guard let bare = Self.bareName(text) else { continue }
                maker.withKey(bare) { key, starts in
                    guard !starts.isEmpty else { return }
                    plain.removeAll(keepingCapacity: true)
                    plain.append(bareNameMark)
                    plain.append(contentsOf: key)
                    let at = plain.withUnsafeBufferPointer { keys.append($0) }
                    keys.add(trie: Trie.identifier.rawValue, offset: at, length: plain.count, record: id)
                }
            }
            // The names people use (`ListingAliases`) are names of the listing like its own.
            if let aliases = r.aliases { for alias in ListingAliases(aliases) { add(alias.name) } }
            // Identifiers (ISIN, CUSIP, FIGIs, the Yahoo symbol with its suffix), looked up
            // whole only: a pasted identifier picks its listing (`StockCatalogue.identifierTier`).
            for identifier in identifiers(of: r) {
                maker.withKey(String(identifier)) { key, _ in
                    plain.removeAll(keepingCapacity: true)
                    for b in key where !SearchKey.isBoundary(b) { plain.append(b) }
                    guard !plain.isEmpty else { return }
                    let at = plain.withUnsafeBufferPointer { keys.append($0) }
                    keys.add(trie: Trie.identifier.rawValue, offset: at, length: plain.count, record: id)
                }
            }
        }
    }

    /// A name without the legal-form words at its start and end, and the single letters at
    /// its end (share classes, the letters of "S.A.", "N.V."; at the start they are part of
    /// the name: "E.ON"); nil when there are none, or nothing else.
    static func bareName(_ name: String) -> String? {
        let words = nameWords(name)
        var lo = 0, hi = words.count
        while lo < hi && leadingLegalForms.contains(words[lo].lowercased()) { lo += 1 }
        while hi > lo && (words[hi - 1].count == 1 || legalForms.contains(words[hi - 1].lowercased())) { hi -= 1 }
        guard lo < hi, lo > 0 || hi < words.count else { return nil }
        return words[lo..<hi].joined(separator: " ")
    }

    /// The runs of letters and digits of a name. An ASCII name (most are) by its bytes, its
    /// letters and digits A–Z, a–z, 0–9: asking each Character for Unicode's properties was a
    /// tenth of a 1M index build. `byBytes` false asks every name's Characters (tests).
    static func nameWords(_ name: String, byBytes: Bool = true) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        func step(_ i: String.Index, inWord: Bool) {
            if inWord {
                if start == nil { start = i }
            } else if let s = start {
                words.append(name[s..<i])
                start = nil
            }
        }
        if byBytes, name.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = name.utf8
            var i = bytes.startIndex
            while i != bytes.endIndex {
                let b = bytes[i], letter = b | 0x20
                step(i, inWord: (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")))
                bytes.formIndex(after: &i)
            }
        } else {
            for i in name.indices {
                let c = name[i]
                step(i, inWord: c.isLetter || c.isNumber)
            }
        }
        if let s = start { words.append(name[s...]) }
        return words
    }

    /// Words of a legal form, in the languages of the catalogue's names, as they end one
    /// ("Bangkok Bank Public Company Limited", "AB Volvo (publ)", "Public Bank Berhad").
    static let legalForms: Set<String> = [
        "inc", "incorporated", "corp", "corporation", "co", "company", "cos", "ltd", "limited", "plc", "ag", "sa", "sca",
        "nv", "se", "spa", "ab", "asa", "oyj", "pjsc", "pao", "oao", "jsc", "tbk", "bhd", "the", "sab", "de", "cv",
        "kgaa", "public", "llc", "lp", "pt", "holding", "holdings", "group", "groep", "gruppe", "grupo", "пао", "оао", "зао",
        "ао", "пмао", "publ", "berhad", "aktiengesellschaft", "aktiebolag", "aktiebolaget",
    ]

    /// The legal forms that begin a name ("The Walt Disney Company", "PT Astra International",
    /// "AB Volvo", "ПАО Сбербанк", "Grupo Bimbo"); the others are words of it there: "Public"
    /// of Public Bank, Public Storage, Public Service Enterprise Group, "Group" of Group 1
    /// Automotive (decision 0610).
    static let leadingLegalForms: Set<String> = [
        "the", "pt", "ab", "pjsc", "jsc", "pao", "oao", "ojsc", "grupo", "gruppe", "groep",
        "пао", "оао", "зао", "ао", "пмао",
    ]

    /// The identifiers a listing is found by whole: its ISIN, CUSIP and FIGIs, and its Yahoo
    /// symbol where it has an exchange suffix or a class dash ("7203.T", "BRK-B"; a plain US
    /// symbol is its ticker, which the ticker trie holds, ranked by popularity).
    static func identifiers(of r: StockRecord) -> [Substring] {
        var out: [Substring] = []
        for v in [r.isin, r.cusip, r.figi] { if let v { out += v.split(separator: " ") } }
        if let symbol = r.symbol, symbol.contains(where: { $0 == "." || $0 == "-" }) { out.append(Substring(symbol)) }
        return out
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    // MARK: payload

    public func stock(_ record: UInt32) throws(IndexError) -> StockRecord {
        try stock(record, tables: try cache.tables(reader))
    }

    /// The tables `stock(_:tables:)` decodes with, fetched once for several listings.
    func payloadTables() throws(IndexError) -> _PayloadCoder.Tables { try cache.tables(reader) }

    func stock(_ record: UInt32, tables: _PayloadCoder.Tables) throws(IndexError) -> StockRecord {
        let block = try reader.payloadBlock(containing: record)
        return try _PayloadCoder.decode(block.records, at: Int(record - block.first), tables: tables)
    }

    /// The tables a search reads for every listing it takes, fetched once: each fetch from the
    /// cache takes its lock and retains a dozen buffers, which a search asking per listing
    /// (scores, companies, members, payloads: hundreds of times) paid more for than for the
    /// lookups themselves.
    func lookups() throws(IndexError) -> Lookups {
        Lookups(index: self, companies: try cache.companies(reader), payloads: try cache.tables(reader))
    }

    struct Lookups {
        let index: StockIndex
        let companies: _CompanyCoder.Table
        let payloads: _PayloadCoder.Tables

        func stock(_ record: UInt32) throws(IndexError) -> StockRecord { try index.stock(record, tables: payloads) }
        func company(of record: UInt32) throws(IndexError) -> (leader: UInt32, leaderIsHome: Bool) {
            try companies.company(of: record)
        }
        func members(ofLeader leader: UInt32) throws(IndexError) -> [UInt32] { try companies.members(ofLeader: leader) }
        /// A listing's order score in tenths (`StockRanking.orderScore`).
        func orderScore(_ record: UInt32) throws(IndexError) -> Int { try companies.score(record) }
        func isReceipt(_ record: UInt32) throws(IndexError) -> Bool { try companies.isReceipt(record) }
    }

    /// The company of a listing: its leader, and whether the leader is the home listing.
    func company(of record: UInt32) throws(IndexError) -> (leader: UInt32, leaderIsHome: Bool) {
        try cache.companies(reader).company(of: record)
    }

    /// Every listing of the company `leader` leads, the leader first.
    func members(ofLeader leader: UInt32) throws(IndexError) -> [UInt32] {
        try cache.companies(reader).members(ofLeader: leader)
    }

    // MARK: querying

    /// The key syntax of every name trie (`SearchKey`).
    static let syntax = KeySyntax(symbolLength: SearchKey.symbolLength(first:))

    /// Where a name key's walk ends in `trie` (see `IndexReader.wordWalk`).
    func wordHits(_ key: [UInt8], trie: Trie, joins: Bool) throws(IndexError) -> [IndexReader.WordHit] {
        try reader.wordWalk(key, trie: trie.rawValue, joins: joins)
    }

    /// Where names lie within `distance` edits of a key, the first `distance` letters right
    /// (`StockCatalogue.typoWalks` says why): inside words at once, across a space of the name
    /// when asked.
    func typoWalk(_ key: [UInt8], trie: Trie, distance: Int) throws(IndexError) -> FuzzyWalkParts {
        try reader.fuzzyWalkInParts(key, trie: trie.rawValue, syntax: Self.syntax, maxDistance: distance, exactPrefix: distance)
    }

    /// The run of the ticker trie whose keys equal (`exact`) or start with a ticker key.
    /// The listings whose identifier (`identifiers(of:)`) is the key, exactly.
    func identifierSpan(_ key: [UInt8]) throws(IndexError) -> IndexReader.Span {
        let r = try reader.range(of: key, trie: Trie.identifier.rawValue)
        return IndexReader.Span(trie: Trie.identifier.rawValue, entries: r.exact)
    }

    /// The listings one of whose names is the whole query `key`: a name as written (its name,
    /// other-script name or a name people use: the name-start trie's exact entries) or
    /// without its legal form (`bareName`).
    func completeNameSpans(_ key: [UInt8]) throws(IndexError) -> [IndexReader.Span] {
        [IndexReader.Span(trie: Trie.nameStart.rawValue, entries: try reader.range(of: key, trie: Trie.nameStart.rawValue).exact),
         IndexReader.Span(trie: Trie.identifier.rawValue,
                          entries: try reader.range(of: [Self.bareNameMark] + key, trie: Trie.identifier.rawValue).exact)]
    }

    func tickerSpan(_ key: [UInt8], exact: Bool) throws(IndexError) -> IndexReader.Span {
        let r = try reader.range(of: key, trie: Trie.ticker.rawValue)
        return IndexReader.Span(trie: Trie.ticker.rawValue, entries: exact ? r.exact : r.prefix)
    }

    /// The best `limit` records of some spans in `ordering`, skipping `excluded`.
    func top(_ spans: [IndexReader.Span], ordering: Ordering, limit: Int?,
             excluding excluded: RecordSet) throws(IndexError) -> [UInt32] {
        try reader.top(spans, ordering: ordering.rawValue, limit: limit, excluding: excluded)
    }

    /// `top` of the same spans asked again as `excluded` grows (`IndexReader.RankedCursor`).
    func rankedCursor(_ spans: [IndexReader.Span], ordering: Ordering) -> IndexReader.RankedCursor {
        reader.rankedCursor(spans, ordering: ordering.rawValue)
    }

    func rank(of record: UInt32, ordering: Ordering) -> UInt32 { reader.rank(of: record, ordering: ordering.rawValue) }

    /// Records whose ticker key equals `key` exactly.
    func exactTicker(_ key: [UInt8]) throws(IndexError) -> [UInt32] {
        let r = try reader.range(of: key, trie: Trie.ticker.rawValue)
        return try reader.top(r.exact, trie: Trie.ticker.rawValue, ordering: 0, limit: nil)
    }
}

/// Listings for an index build, in record order, a batch at a time (an array, or the store).
public protocol StockRows {
    /// How many listings (record ids 0 ..< count).
    var count: Int { get }
    /// Calls `body` with every listing in record order, in batches.
    func forEachBatch(_ body: ([StockRecord]) throws(DomainError) -> Void) throws(DomainError)
}

struct _ArrayRows: StockRows {
    let rows: [StockRecord]
    var count: Int { rows.count }
    func forEachBatch(_ body: ([StockRecord]) throws(DomainError) -> Void) throws(DomainError) {
        var i = 0
        while i < rows.count {
            try body(Array(rows[i..<min(rows.count, i + 16_384)]))
            i += 16_384
        }
    }
}

/// The store's listings, read a batch at a time.
struct _StoreRows: StockRows {
    let store: Store
    let count: Int

    init(store: Store) throws(DomainError) {
        self.store = store
        do { count = try store.stockCount() } catch { throw .store(error) }
    }

    /// The next batch is read on another thread while `body` indexes the last one (the
    /// connection is used by one thread at a time: the reader is waited for before it is
    /// asked again).
    func forEachBatch(_ body: ([StockRecord]) throws(DomainError) -> Void) throws(DomainError) {
        let reader = _BatchReader(store: store)
        reader.start(after: nil)
        while true {
            let batch = try reader.take().get()
            if batch.rows.isEmpty { return }
            reader.start(after: batch.lastID)
            do throws(DomainError) {
                try body(batch.rows)
            } catch {
                _ = reader.take()
                throw error
            }
        }
    }
}

/// One batch of listings read ahead on a thread of its own (or at once, here, when no thread
/// can be started); `take` waits for it. One read at a time: `start` again only after `take`.
final class _BatchReader: @unchecked Sendable {
    private let store: Store
    private var reading: Parallel.Worker?
    private var result: Result<(rows: [StockRecord], lastID: Int64?), DomainError> = .success(([], nil))

    init(store: Store) { self.store = store }

    func start(after id: Int64?) {
        reading = Parallel.start { [self] in
            do throws(StoreError) {
                result = .success(try store.stocks(after: id, limit: 32_768))
            } catch {
                result = .failure(.store(error))
            }
        }
    }

    func take() -> Result<(rows: [StockRecord], lastID: Int64?), DomainError> {
        reading?.join()
        reading = nil
        return result
    }
}

/// What the keying thread of a batch hands back.
final class _BatchWork: @unchecked Sendable {
    var result: Result<Void, IndexError>?
    var keys: IndexKeys?
    var firstTime = 0.0, gatherTime = 0.0, secondKeysTime = 0.0
}

/// The key table, made on another thread.
final class _TableWork: @unchecked Sendable {
    var bytes: [UInt8] = []
}

/// Seconds on the monotonic clock (`MonotonicTime`), as the build's share arithmetic wants them.
func _monotonic() -> Double {
    let t = MonotonicTime.now().components
    return Double(t.seconds) + Double(t.attoseconds) / 1e18
}

/// What payloads and companies need, read once per opened index.
final class _StockIndexCache: @unchecked Sendable {
    private let lock = ThreadLock()
    private var decoded: _PayloadCoder.Tables?
    private var companyTable: _CompanyCoder.Table?

    // The lock hands nothing back (`locked` is generic): a Tables? or Table? it returned made
    // every cold search build those Optionals' runtime metadata (~10 k instructions; the copy
    // into `found` costs ~5 k of it back).

    func tables(_ reader: IndexReader) throws(IndexError) -> _PayloadCoder.Tables {
        var found: _PayloadCoder.Tables?
        lock.locked { found = decoded }
        if let found { return found }
        let d = try _PayloadCoder.Tables(strings: reader.aux(StockIndex.stringsSection), tokens: reader.aux(StockIndex.tokensSection))
        lock.locked { decoded = d }
        return d
    }

    func companies(_ reader: IndexReader) throws(IndexError) -> _CompanyCoder.Table {
        var found: _CompanyCoder.Table?
        lock.locked { found = companyTable }
        if let found { return found }
        let c = try _CompanyCoder.Table(reader.aux(StockIndex.companySection), recordCount: reader.recordCount)
        lock.locked { companyTable = c }
        return c
    }
}

/// Whether a string is all ASCII, 8 bytes at a time where its UTF-8 is contiguous.
@inline(__always)
func _isASCII(_ s: String) -> Bool {
    var s = s
    return s.withUTF8 { u in
        var i = 0
        let n = u.count
        if let base = u.baseAddress {
            while i + 8 <= n {
                if UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                i += 8
            }
        }
        while i < n { if u[i] >= 0x80 { return false }; i += 1 }
        return true
    }
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
