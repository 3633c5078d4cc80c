import Foundation
import Testing
import FinderTestSupport
@testable import FinderIndex

/// Word and typo walks against brute force over the same random keys: keys of 1- and 3-byte
/// symbols (0x02 x y, as FinderText's search keys write a 2-byte weight) joined by soft (0x00)
/// and hard (0x01) boundaries.
struct WalkFixture {
    static let syntax = KeySyntax { $0 == 0x02 ? 3 : 1 }
    var keys: [([UInt8], UInt32)]
    var reader: IndexReader

    /// A symbol of 4 one-byte letters (`wide`: 20, so that most children of a node meet
    /// none of the query symbols a row compares, as with real names) or a 3-byte one.
    static func symbol(_ rng: inout SplitMix64, wide: Bool = false) -> [UInt8] {
        UInt8.random(in: 0...9, using: &rng) == 0 ? [0x02, 0x61, UInt8.random(in: 0x61...0x62, using: &rng)]
            : [UInt8.random(in: 0x61...(wide ? 0x74 : 0x64), using: &rng)]
    }

    /// Words of 1–4 symbols (`wide`: 1–7), joined by a boundary.
    static func key(_ rng: inout SplitMix64, words: ClosedRange<Int>, wide: Bool = false) -> [UInt8] {
        var key: [UInt8] = []
        for w in 0..<Int.random(in: words, using: &rng) {
            if w > 0 { key.append(Bool.random(using: &rng) ? 0x00 : 0x01) }
            for _ in 0..<Int.random(in: 1...(wide ? 7 : 4), using: &rng) { key += symbol(&rng, wide: wide) }
        }
        return key
    }

    static func make(records: Int, keyCount: Int, seed: UInt64, wide: Bool = false,
                     words: ClosedRange<Int> = 1...3) throws -> WalkFixture {
        var rng = SplitMix64(state: seed)
        var b = IndexBuilder(recordCount: records, trieCount: 1, orderingCount: 1)
        var keys: [([UInt8], UInt32)] = []
        for _ in 0..<keyCount {
            let k = key(&rng, words: words, wide: wide)
            let r = UInt32.random(in: 0..<UInt32(records), using: &rng)
            keys.append((k, r))
            b.addKey(k, record: r, trie: 0)
        }
        var ranks = (0..<UInt32(records)).map { $0 }
        ranks.shuffle(using: &rng)
        b.setRanks(ranks, ordering: 0)
        let path = temporaryPath("index")
        try b.write(to: path, identity: identity)
        return WalkFixture(keys: keys, reader: try IndexReader(path: path))
    }

    /// A key's bytes from its symbols (the inverse of `syntax.symbols` for keys without boundaries).
    static func bytes(_ symbols: [UInt64]) -> [UInt8] {
        var out: [UInt8] = []
        for s in symbols { out += s > 0xff ? [0x02, UInt8(truncatingIfNeeded: s >> 8), UInt8(truncatingIfNeeded: s)] : [UInt8(s)] }
        return out
    }

    /// Each record of fuzzy hits, with the smallest distance a hit gives it.
    func distances(_ hits: [IndexReader.FuzzyHit]) -> [UInt32: Int] {
        var got: [UInt32: Int] = [:]
        for h in hits {
            for i in h.entries { let r = reader.record(at: i, trie: 0); got[r] = min(got[r] ?? h.distance, h.distance) }
        }
        return got
    }

    func records(_ ranges: [Range<Int>]) -> Set<UInt32> {
        Set(ranges.flatMap { $0.map { reader.record(at: $0, trie: 0) } })
    }

    // MARK: brute force

    /// Every way `query` matches a prefix of `key` under the word rules: (end in key, joined).
    static func matches(_ query: [UInt8], _ key: [UInt8], joins: Bool) -> Set<[Int]> {
        var out = Set<[Int]>()
        func go(_ qi: Int, _ ki: Int, _ joined: Bool) {
            if qi == query.count { out.insert([ki, joined ? 1 : 0]); return }
            let b = query[qi]
            let k: UInt8? = ki < key.count ? key[ki] : nil
            if b <= 1 {
                if b == 0 { go(qi + 1, ki, joined) }
                if let k, k <= 1 { go(qi + 1, ki + 1, joined) }
                if b == 1 && joins { go(qi + 1, ki, true) }
                return
            }
            if k == b { go(qi + 1, ki + 1, joined) }
            if qi > 0, let k, k == 0 { go(qi, ki + 1, joined) }
            if qi > 0, joins, let k, k == 1 { go(qi, ki + 1, true) }
        }
        go(0, 0, false)
        return out
    }

    /// Optimal-string-alignment distance between `a` and the closest prefix of `b`.
    static func prefixDistance(_ a: [UInt64], _ b: [UInt64]) -> Int {
        let n = a.count, m = b.count
        var d = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
        for i in 0...n { d[0][i] = i }
        for j in 0...m { d[j][0] = j }
        if m > 0 {
            for j in 1...m {
                for i in 1...max(1, n) where n > 0 {
                    var v = min(d[j - 1][i] + 1, d[j][i - 1] + 1, d[j - 1][i - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, d[j - 2][i - 2] + 1) }
                    d[j][i] = v
                }
            }
        }
        return (0...m).map { d[$0][n] }.min()!
    }
}

@Suite struct IndexWalkTests {
    /// Over 4 letters (nodes of a few children) and over 20 (nodes of up to 23 children, most
    /// passed over by each step).
    @Test(arguments: [(UInt64(1), false), (2, false), (3, false), (11, true), (12, true)])
    func wordWalkEqualsBruteForce(seed: UInt64, wide: Bool) throws {
        let f = try WalkFixture.make(records: 400, keyCount: 3000, seed: seed, wide: wide)
        var rng = SplitMix64(state: seed &+ 1000)
        for _ in 0..<200 {
            // A query from a key: a prefix of it, its boundaries dropped, changed or kept.
            let source = f.keys[Int.random(in: 0..<f.keys.count, using: &rng)].0
            var query = Array(source.prefix(Int.random(in: 1...source.count, using: &rng)))
            while let last = query.last, last <= 1 { query.removeLast() }
            if query.last == 0x02 || (query.count >= 2 && query[query.count - 2] == 0x02) {
                while let last = query.last, last != 0x02 { query.removeLast() }
                query.removeLast()
            }
            guard !query.isEmpty else { continue }
            switch Int.random(in: 0...3, using: &rng) {
            case 0: query = query.filter { $0 > 1 }
            case 1: query = query.map { $0 <= 1 ? 0x01 : $0 }
            case 2: query = query.map { $0 <= 1 ? 0x00 : $0 }
            default: break
            }
            let hits = try f.reader.wordWalk(query, trie: 0, joins: true)
            var prefix = Set<UInt32>(), whole = Set<UInt32>(), joined = Set<UInt32>()
            for (key, record) in f.keys {
                for m in WalkFixture.matches(query, key, joins: true) {
                    if m[1] == 1 { joined.insert(record); continue }
                    prefix.insert(record)
                    if m[0] == key.count || key[m[0]] <= 1 { whole.insert(record) }
                }
            }
            #expect(f.records(hits.filter { !$0.joined }.map(\.prefix)) == prefix, "query \(query)")
            #expect(f.records(hits.filter { !$0.joined }.map(\.whole)) == whole, "query \(query)")
            #expect(f.records(hits.filter(\.joined).map(\.prefix)) == joined, "query \(query)")
            let plain = try f.reader.wordWalk(query, trie: 0, joins: false)
            #expect(plain.allSatisfy { !$0.joined })
        }
    }

    @Test func wordsDoNotRunAcrossAHardBoundaryUnlessJoined() throws {
        var b = IndexBuilder(recordCount: 3, trieCount: 1, orderingCount: 1)
        let toyo: [UInt8] = [0x74, 0x6f, 0x79, 0x6f], tanso: [UInt8] = [0x74, 0x61]
        b.addKey(toyo + [0x01] + tanso, record: 0, trie: 0)   // "toyo tanso"
        b.addKey(toyo + tanso + [0x01, 0x6d], record: 1, trie: 0)  // "toyota m…"
        b.addKey(toyo + [0x00] + tanso, record: 2, trie: 0)   // "toyo-ta"
        let path = temporaryPath("index")
        try b.write(to: path, identity: identity)
        let r = try IndexReader(path: path)
        func ids(_ hits: [IndexReader.WordHit], joined: Bool) -> Set<UInt32> {
            Set(hits.filter { $0.joined == joined }.flatMap { $0.prefix.map { r.record(at: $0, trie: 0) } })
        }
        let hits = try r.wordWalk(toyo + tanso, trie: 0, joins: true)
        #expect(ids(hits, joined: false) == [1, 2])  // inside words; a soft boundary passes
        #expect(ids(hits, joined: true) == [0])
        let spaced = try r.wordWalk(toyo + [0x01] + tanso, trie: 0, joins: true)
        #expect(ids(spaced, joined: false) == [0, 2])  // a query space meets either boundary
        #expect(ids(spaced, joined: true).contains(1))  // "toyota m…" only by leaving the space out
    }

    /// Each in both forms of the rows: bit vectors (every query up to 62 symbols) and the
    /// table (`table: true`).
    @Test(arguments: [(UInt64(4), 1, false), (5, 2, false), (6, 2, false), (4, 1, true), (5, 2, true)])
    func fuzzyWalkEqualsBruteForce(seed: UInt64, distance: Int, table: Bool) throws {
        let f = try WalkFixture.make(records: 300, keyCount: 2000, seed: seed)
        var rng = SplitMix64(state: seed &+ 2000)
        for _ in 0..<120 {
            var query: [UInt8] = []
            for _ in 0..<Int.random(in: 2...7, using: &rng) { query += WalkFixture.symbol(&rng) }
            let hits = try f.reader.fuzzyWalk(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: distance,
                                              exactPrefix: 1, table: table)
            let q = WalkFixture.syntax.symbols(query)
            var want: [UInt32: Int] = [:]
            for (key, record) in f.keys {
                let k = WalkFixture.syntax.symbols(key)
                guard k.first == q.first else { continue }
                let d = WalkFixture.prefixDistance(q, k)
                if d <= distance { want[record] = min(want[record] ?? d, d) }
            }
            let got = f.distances(hits)
            let diff = f.keys.filter { got[$0.1] != want[$0.1] }.prefix(3).map { "\($0.0) got \(String(describing: got[$0.1])) want \(String(describing: want[$0.1]))" }
            #expect(got == want, "query \(query): \(diff)")
        }
    }

    /// As above over 20 letters, with the first one or two symbols fixed as the search asks:
    /// most children then take the row shared by symbols the query does not have nearby,
    /// which the walk handles apart from the others.
    @Test(arguments: [(UInt64(7), 1, 1, false), (8, 2, 2, false), (9, 2, 1, false), (10, 1, 2, false),
                      (8, 2, 2, true), (10, 1, 2, true)])
    func fuzzyWalkOverAWideAlphabetEqualsBruteForce(seed: UInt64, distance: Int, exactPrefix: Int, table: Bool) throws {
        let f = try WalkFixture.make(records: 500, keyCount: 6000, seed: seed, wide: true)
        var rng = SplitMix64(state: seed &+ 3000)
        for n in 0..<150 {
            // Half the queries from a key (a word of it, edited), so that hits are many.
            var query: [UInt8] = []
            if n % 2 == 0 {
                let k = WalkFixture.syntax.symbols(f.keys[Int.random(in: 0..<f.keys.count, using: &rng)].0).filter { $0 > 1 }
                var q = Array(k.prefix(Int.random(in: 3...9, using: &rng)))
                for _ in 0..<Int.random(in: 0...distance, using: &rng) where q.count > exactPrefix + 1 {
                    let i = Int.random(in: exactPrefix..<q.count, using: &rng)
                    switch Int.random(in: 0...2, using: &rng) {
                    case 0: q.remove(at: i)
                    case 1: q[i] = UInt64(UInt8.random(in: 0x61...0x74, using: &rng))
                    default: if i + 1 < q.count { q.swapAt(i, i + 1) }
                    }
                }
                query = WalkFixture.bytes(q)
            } else {
                for _ in 0..<Int.random(in: 2...9, using: &rng) { query += WalkFixture.symbol(&rng, wide: true) }
            }
            let hits = try f.reader.fuzzyWalk(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: distance,
                                              exactPrefix: exactPrefix, table: table)
            let q = WalkFixture.syntax.symbols(query)
            // The fixed symbols are matched byte by byte: no boundary passed among them.
            let fixedBytes = Array(query.prefix(q.prefix(min(exactPrefix, q.count)).reduce(0) { $0 + ($1 > 0xff ? 3 : 1) }))
            var want: [UInt32: Int] = [:]
            for (key, record) in f.keys {
                let k = WalkFixture.syntax.symbols(key)
                guard key.starts(with: fixedBytes) else { continue }
                let d = WalkFixture.prefixDistance(q, k)
                if d <= distance { want[record] = min(want[record] ?? d, d) }
            }
            let got = f.distances(hits)
            #expect(got == want, "query \(query)")
        }
    }

    /// Queries of 50–75 symbols over keys of 14–20 words, edited: those of 62 or fewer walk with
    /// bit vectors, the longer ones with the table; both give what brute force gives, and the
    /// two forms give the same hits in the same order.
    @Test func fuzzyWalkOfLongQueriesEqualsBruteForce() throws {
        let f = try WalkFixture.make(records: 100, keyCount: 250, seed: 13, wide: true, words: 14...20)
        var rng = SplitMix64(state: 1300)
        var lengths = Set<Bool>()
        for _ in 0..<24 {
            var q = WalkFixture.syntax.symbols(f.keys[Int.random(in: 0..<f.keys.count, using: &rng)].0).filter { $0 > 1 }
            guard q.count >= 50 else { continue }
            q = Array(q.prefix(Int.random(in: 50...75, using: &rng)))
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let i = Int.random(in: 2..<q.count, using: &rng)
                if Bool.random(using: &rng) { q[i] = 0x61 } else if i + 1 < q.count { q.swapAt(i, i + 1) }
            }
            lengths.insert(q.count <= _FuzzyWalk.longestBitQuery)
            let query = WalkFixture.bytes(q)
            let hits = try f.reader.fuzzyWalk(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: 2)
            let tableHits = try f.reader.fuzzyWalk(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: 2,
                                                   exactPrefix: 1, table: true)
            #expect(hits == tableHits)
            var want: [UInt32: Int] = [:]
            for (key, record) in f.keys where WalkFixture.syntax.symbols(key).first == q.first {
                let d = WalkFixture.prefixDistance(q, WalkFixture.syntax.symbols(key))
                if d <= 2 { want[record] = min(want[record] ?? d, d) }
            }
            let got = f.distances(hits)
            #expect(got == want)
            #expect(!want.isEmpty)
        }
        #expect(lengths == [true, false])
    }

    /// The walk in two parts gives the one-part walk's hits: first those that run across no
    /// hard boundary inside the query, then (asked once) the joined ones, over keys of up to
    /// five words — a wrong row put back below a boundary gives other joined hits.
    @Test(arguments: [(UInt64(21), 1, 1), (22, 2, 2), (23, 2, 1), (24, 1, 2)])
    func fuzzyWalkInPartsGivesTheWholeWalksHits(seed: UInt64, distance: Int, exactPrefix: Int) throws {
        let f = try WalkFixture.make(records: 400, keyCount: 5000, seed: seed, wide: true, words: 1...5)
        var rng = SplitMix64(state: seed &+ 4000)
        func sorted(_ hits: [IndexReader.FuzzyHit]) -> [[Int]] {
            hits.map { [$0.entries.lowerBound, $0.entries.upperBound, $0.distance, $0.joined ? 1 : 0] }
                .sorted { $0.lexicographicallyPrecedes($1) }
        }
        var joinedSeen = 0
        for _ in 0..<200 {
            // Most queries run across a word of a key into the next one, edited.
            let key = WalkFixture.syntax.symbols(f.keys[Int.random(in: 0..<f.keys.count, using: &rng)].0).filter { $0 > 1 }
            var q = Array(key.prefix(Int.random(in: 3...10, using: &rng)))
            for _ in 0..<Int.random(in: 0...distance, using: &rng) where q.count > exactPrefix + 1 {
                q[Int.random(in: exactPrefix..<q.count, using: &rng)] = UInt64(UInt8.random(in: 0x61...0x74, using: &rng))
            }
            let query = WalkFixture.bytes(q)
            let whole = try f.reader.fuzzyWalk(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: distance,
                                               exactPrefix: exactPrefix)
            let parts = try f.reader.fuzzyWalkInParts(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: distance,
                                                      exactPrefix: exactPrefix)
            let first = parts.hits
            let joined = try parts.joinedHits()
            let again = try parts.joinedHits()
            #expect(again.isEmpty)
            #expect(joined.allSatisfy { $0.joined })
            #expect(first.allSatisfy { !$0.joined }, "query \(query)")
            #expect(sorted(first + joined) == sorted(whole), "query \(query)")
            joinedSeen += joined.count
        }
        #expect(joinedSeen > 50)
    }

    /// Over 62 symbols the walk carries the table, which is not split: the first part is the
    /// whole walk, joined hits and all, and the second gives nothing.
    @Test func fuzzyWalkInPartsOfALongQueryIsOnePart() throws {
        let f = try WalkFixture.make(records: 100, keyCount: 250, seed: 25, wide: true, words: 14...20)
        var rng = SplitMix64(state: 2500)
        var joinedSeen = 0
        let long = f.keys.map { WalkFixture.syntax.symbols($0.0).filter { $0 > 1 } }.filter { $0.count >= 75 }
        for _ in 0..<20 {
            var q = Array(long[Int.random(in: 0..<long.count, using: &rng)].prefix(Int.random(in: 63...75, using: &rng)))
            q[Int.random(in: 2..<q.count, using: &rng)] = UInt64(UInt8.random(in: 0x61...0x74, using: &rng))
            let query = WalkFixture.bytes(q)
            let whole = try f.reader.fuzzyWalk(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: 2, exactPrefix: 2)
            let parts = try f.reader.fuzzyWalkInParts(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: 2, exactPrefix: 2)
            let joined = try parts.joinedHits()
            #expect(q.count > _FuzzyWalk.longestBitQuery)
            #expect(joined.isEmpty)
            #expect(parts.hits == whole, "query \(query)")
            joinedSeen += parts.hits.filter { $0.joined }.count
        }
        #expect(joinedSeen > 0)
    }

    /// The bit vectors against the table at the edges: queries of 1–3, 30 and 61–63 symbols
    /// (each a key's prefix, edited), every distance 0–3 and fixed prefix 0–2: the same hits
    /// in the same order.
    @Test func bitRowsEqualTheTableAtTheEdges() throws {
        let f = try WalkFixture.make(records: 100, keyCount: 250, seed: 13, wide: true, words: 14...20)
        var rng = SplitMix64(state: 77)
        var walks = 0, withHits = 0, lengths = Set<Int>()
        for (key, _) in f.keys.prefix(40) {
            let symbols = WalkFixture.syntax.symbols(key)
            for n in [1, 2, 3, 30, 61, 62, 63] where symbols.count >= n {
                for distance in 0...3 {
                    for exactPrefix in 0...2 {
                        var q = Array(symbols.prefix(n))
                        for _ in 0..<(n > 3 ? Int.random(in: 0...distance, using: &rng) : 0) {
                            let i = Int.random(in: 1..<q.count, using: &rng)
                            switch Int.random(in: 0...2, using: &rng) {
                            case 0: q[i] = 0x61
                            case 1: if i + 1 < q.count { q.swapAt(i, i + 1) }
                            default: q.remove(at: i)
                            }
                        }
                        let query = WalkFixture.bytes(q)
                        let bits = try f.reader.fuzzyWalk(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: distance,
                                                          exactPrefix: exactPrefix, table: false)
                        let table = try f.reader.fuzzyWalk(query, trie: 0, syntax: WalkFixture.syntax, maxDistance: distance,
                                                           exactPrefix: exactPrefix, table: true)
                        #expect(bits == table, "\(q.count) symbols, distance \(distance), exact prefix \(exactPrefix)")
                        walks += 1
                        if !bits.isEmpty { withHits += 1 }
                        lengths.insert(q.count)
                    }
                }
            }
        }
        #expect(walks > 1000 && withHits > walks / 2)
        #expect(lengths.contains(61) && lengths.contains(62) && lengths.contains(63))
    }

    @Test func multiSpanTopEqualsSortedUnion() throws {
        let f = try WalkFixture.make(records: 2000, keyCount: 20000, seed: 9)
        var rng = SplitMix64(state: 99)
        for _ in 0..<50 {
            var spans: [IndexReader.Span] = []
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                let a = Int.random(in: 0..<20000, using: &rng), b = Int.random(in: 0..<20000, using: &rng)
                spans.append(IndexReader.Span(trie: 0, entries: min(a, b)..<max(a, b)))
            }
            let limit = Int.random(in: 1...30, using: &rng)
            let excluded = Set((0..<20).map { _ in UInt32.random(in: 0..<2000, using: &rng) })
            let got = try f.reader.top(spans, ordering: 0, limit: limit, excluding: RecordSet(excluded))
            let all = Set(spans.flatMap { $0.entries.map { f.reader.record(at: $0, trie: 0) } }).subtracting(excluded)
            let want = all.sorted { f.reader.rank(of: $0, ordering: 0) < f.reader.rank(of: $1, ordering: 0) }
            #expect(got == Array(want.prefix(limit)))
        }
    }
}
