import FinderFiles
import FinderIndex
import FinderStore
import FinderText

// A stock index build's orderings of the listings, and the strings they break ties with.

/// The strings an ordering breaks ties with: each listing's name and ticker (UTF-8, one
/// arena) and its country (a number into a short list), and whether all three are free of
/// what the Russian tailoring may move (`DisplayCollator.russianReorderMayMove`).
struct _TieStrings {
    var bytes: [UInt8] = []
    var ends: [UInt32] = []       // per listing: end of its name, end of its ticker
    var country: [UInt16] = []
    var countries: [String] = []
    private var countryNumbers: [String: UInt16] = [:]
    var neutral: [Bool] = []

    init(capacity: Int) {
        ends.reserveCapacity(capacity * 2)
        country.reserveCapacity(capacity)
        neutral.reserveCapacity(capacity)
    }

    mutating func add(_ r: StockRecord) {
        bytes.append(contentsOf: r.name.utf8)
        ends.append(UInt32(bytes.count))
        bytes.append(contentsOf: r.ticker.utf8)
        ends.append(UInt32(bytes.count))
        precondition(bytes.count < Int(UInt32.max))
        let c: UInt16
        if let known = countryNumbers[r.country] {
            c = known
        } else {
            c = UInt16(truncatingIfNeeded: countries.count)
            countries.append(r.country)
            countryNumbers[r.country] = c
        }
        country.append(c)
        func plain(_ s: String) -> Bool {
            _isASCII(s) || !s.unicodeScalars.contains(where: DisplayCollator.russianReorderMayMove)
        }
        neutral.append(plain(r.name) && plain(r.ticker) && plain(r.country))
    }

    func nameRange(_ i: Int) -> Range<Int> { (i == 0 ? 0 : Int(ends[2 * i - 1]))..<Int(ends[2 * i]) }

    func name(_ i: Int) -> String { String(decoding: bytes[nameRange(i)], as: UTF8.self) }

    func ticker(_ i: Int) -> String { String(decoding: bytes[Int(ends[2 * i])..<Int(ends[2 * i + 1])], as: UTF8.self) }
}

/// The two orderings of the listings (`StockIndex.Ordering`): the ranking's own order; within
/// it, listings whose names the query covers best (shorter names, counting letters and digits
/// only) before longer ones, so "apple" gives "Apple Inc" before "Apple Flavor & Fragrance
/// Group"; equal lengths follow the UI language's collation of name, then ticker, then
/// country, then the record id.
///
/// The ranking's part is a sort of packed integers; ICU's sort keys are computed only for
/// listings that tie on it, group by group on every core. The Russian tailoring only moves
/// Cyrillic ahead of the other scripts ("[reorder Cyrl]"), so a group with no string it may
/// move (Cyrillic, or — to be safe — scripts it groups with Cyrillic and Common or Inherited
/// characters above U+0370) keeps the root order there; other groups are sorted again.
enum _Orderings {
    struct Result {
        let ranks: [UInt32]
        let version: String
        let ordering: StockIndex.Ordering
    }

    private struct Entry {
        var hi: UInt64
        var lo: UInt64
        var id: UInt32
    }

    static func compute(_ ranking: StockRanking, strings: _TieStrings) -> [Result] {
        let n = ranking.company.count
        var entries = [Entry]()
        entries.reserveCapacity(n)
        for i in 0..<n {
            // Receipts last, more popular first, home first, larger company first, shorter
            // name first, larger market first.
            let hi = (ranking.isReceipt[i] ? UInt64(1) << 63 : 0)
                | UInt64(UInt32(bitPattern: Int32.max &- ranking.popularity[i])) << 31
                | UInt64(3 &- min(3, ranking.home[i])) << 29
            let lo = UInt64(UInt32.max - ranking.companySize[i]) << 32
                | UInt64(min(ranking.nameLength[i], 0xFF_FFFF)) << 8 | UInt64(ranking.market[i])
            entries.append(Entry(hi: hi, lo: lo, id: UInt32(i)))
        }
        entries.sort { a, b in a.hi != b.hi ? a.hi < b.hi : a.lo != b.lo ? a.lo < b.lo : a.id < b.id }
        var groups: [Range<Int>] = []
        var i = 0
        while i < n {
            var j = i + 1
            while j < n && entries[j].hi == entries[i].hi && entries[j].lo == entries[i].lo { j += 1 }
            if j - i > 1 { groups.append(i..<j) }
            i = j
        }
        var root = entries.map(\.id)
        var russian = root
        let ruCollator = DisplayCollator(collation: StockIndex.Ordering.russian.collation)
        let shortcut = ruCollator.rules == "[reorder Cyrl]"
        // Groups in chunks of similar work, sorted on every core.
        var chunks: [[Range<Int>]] = [[]]
        var size = 0
        let target = max(1, n / 64)
        for g in groups {
            if size >= target { chunks.append([]); size = 0 }
            chunks[chunks.count - 1].append(g)
            size += g.count
        }
        root.withUnsafeMutableBufferPointer { rootOrder in
            russian.withUnsafeMutableBufferPointer { ruOrder in
                let r = _UnsafeOrders(root: rootOrder, russian: ruOrder)
                Parallel.forEach(chunks.count) { c in
                    let en = DisplayCollator(collation: StockIndex.Ordering.root.collation)
                    let ru = DisplayCollator(collation: StockIndex.Ordering.russian.collation)
                    for g in chunks[c] {
                        let members = Array(r.root[g])
                        let sortedRoot = sortGroup(members, collator: en, strings: strings)
                        for (k, id) in sortedRoot.enumerated() { r.root[g.lowerBound + k] = id }
                        if shortcut && members.allSatisfy({ strings.neutral[Int($0)] }) {
                            for (k, id) in sortedRoot.enumerated() { r.russian[g.lowerBound + k] = id }
                        } else {
                            for (k, id) in sortGroup(members, collator: ru, strings: strings).enumerated() { r.russian[g.lowerBound + k] = id }
                        }
                    }
                }
            }
        }
        func ranks(_ order: [UInt32]) -> [UInt32] {
            var ranks = [UInt32](repeating: 0, count: n)
            for (rank, record) in order.enumerated() { ranks[Int(record)] = UInt32(rank) }
            return ranks
        }
        return [Result(ranks: ranks(root), version: DisplayCollator(collation: StockIndex.Ordering.root.collation).version, ordering: .root),
                Result(ranks: ranks(russian), version: ruCollator.version, ordering: .russian)]
    }

    /// A tie group in collation order of name, then ticker, then country, then record id.
    /// The names' sort keys go to one arena; tickers and countries are keyed only where names
    /// tie.
    private static func sortGroup(_ members: [UInt32], collator: DisplayCollator, strings: _TieStrings) -> [UInt32] {
        var arena: [UInt8] = []
        var spans: [(start: Int, end: Int, id: UInt32)] = []
        spans.reserveCapacity(members.count)
        strings.bytes.withUnsafeBufferPointer { b in
            for id in members {
                let r = strings.nameRange(Int(id))
                let start = arena.count
                collator.appendSortKey(utf8: UnsafeBufferPointer(rebasing: b[r]), to: &arena)
                spans.append((start, arena.count, id))
            }
        }
        arena.withUnsafeBufferPointer { a in
            let base = a.baseAddress ?? UnsafePointer(bitPattern: 1)!
            spans.sort { x, y in
                let c = _KeyCompare.compare(base + x.start, x.end - x.start, base + y.start, y.end - y.start)
                return c != 0 ? c < 0 : x.id < y.id
            }
            // Equal names: by ticker, then country.
            var i = 0
            while i < spans.count {
                var j = i + 1
                while j < spans.count && _KeyCompare.compare(base + spans[j].start, spans[j].end - spans[j].start,
                                                             base + spans[i].start, spans[i].end - spans[i].start) == 0 { j += 1 }
                if j - i > 1 {
                    var run = spans[i..<j].map { k in
                        (ticker: collator.sortKey(strings.ticker(Int(k.id))),
                         country: collator.sortKey(strings.countries[Int(strings.country[Int(k.id)])]), k: k)
                    }
                    run.sort { a, b in
                        if a.ticker != b.ticker { return a.ticker.lexicographicallyPrecedes(b.ticker) }
                        if a.country != b.country { return a.country.lexicographicallyPrecedes(b.country) }
                        return a.k.id < b.k.id
                    }
                    for (k, e) in run.enumerated() { spans[i + k] = e.k }
                }
                i = j
            }
        }
        return spans.map(\.id)
    }
}

/// Byte-wise comparison, a prefix first (sort keys never end early: ICU ends them with 0x00).
enum _KeyCompare {
    @inline(__always)
    static func compare(_ a: UnsafePointer<UInt8>, _ la: Int, _ b: UnsafePointer<UInt8>, _ lb: Int) -> Int {
        let n = min(la, lb)
        if n > 0 {
            let c = memcmp(a, b, n)
            if c != 0 { return Int(c) }
        }
        return la == lb ? 0 : (la < lb ? -1 : 1)
    }
}

/// The two orders a tie group writes into; groups are disjoint, so threads never meet.
private struct _UnsafeOrders: @unchecked Sendable {
    let root: UnsafeMutableBufferPointer<UInt32>
    let russian: UnsafeMutableBufferPointer<UInt32>
}

#if canImport(Glibc)
import Glibc
#endif
