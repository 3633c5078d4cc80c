extension IndexReader {
    /// Where a query's walk ended in a trie.
    public struct WordHit: Equatable, Sendable {
        /// Entries whose keys continue from there: the query's last word is a prefix of theirs.
        public var prefix: Range<Int>
        /// The part of `prefix` whose word also ends there (the key ends, or a boundary
        /// follows): every query word equals a whole word of the key.
        public var whole: Range<Int>
        /// The walk passed a hard boundary of the key inside a query word ("toyota" through
        /// "toyo⟨hard⟩tanso"), or a query boundary met none in the key.
        public var joined: Bool
    }

    /// A run of entries of one trie; `top(_:ordering:limit:excluding:)` ranks several at once.
    public struct Span: Equatable, Sendable {
        public var trie: Int
        public var entries: Range<Int>
        public init(trie: Int, entries: Range<Int>) {
            self.trie = trie
            self.entries = entries
        }
    }

    /// Walks `query` (a key in `KeySyntax`) from the root of a trie, word by word: its symbols
    /// must meet the same symbols; a soft boundary of the key may be passed silently; a query
    /// boundary meets a boundary of either kind, and a soft one may also meet nothing. With
    /// `joins`, a hard boundary of the key may be passed inside a query word and a query's
    /// hard boundary may meet nothing; such hits say `joined`.
    ///
    /// Cost: O(query bytes × boundaries passed) cursor steps, each reading one node; no entry
    /// is visited. Hits of the same place are returned once.
    public func wordWalk(_ query: [UInt8], trie: Int, joins: Bool) throws(IndexError) -> [WordHit] {
        precondition(trie < trieCount)
        guard !query.isEmpty else { return [] }
        var hits: [WordHit] = []
        var visited = Set<_WalkState>()
        func go(_ c: _TrieCursor, _ qi: Int, _ joined: Bool) throws(IndexError) {
            guard visited.insert(_WalkState(offset: c.node.offset, at: c.at, qi: qi, joined: joined)).inserted else { return }
            if qi == query.count {
                hits.append(try hit(c, trie: trie, joined: joined))
                return
            }
            let b = query[qi]
            if KeySyntax.isBoundary(b) {
                if b == KeySyntax.soft { try go(c, qi + 1, joined) }
                for sep in [KeySyntax.soft, KeySyntax.hard] {
                    if let n = try advance(c, by: sep, trie: trie) { try go(n, qi + 1, joined) }
                }
                if b == KeySyntax.hard && joins { try go(c, qi + 1, true) }
                return
            }
            if let n = try advance(c, by: b, trie: trie) { try go(n, qi + 1, joined) }
            if qi > 0 {
                if let n = try advance(c, by: KeySyntax.soft, trie: trie) { try go(n, qi, joined) }
                if joins, let n = try advance(c, by: KeySyntax.hard, trie: trie) { try go(n, qi, true) }
            }
        }
        try go(try rootCursor(trie: trie), 0, false)
        return hits
    }

    private func hit(_ c: _TrieCursor, trie: Int, joined: Bool) throws(IndexError) -> WordHit {
        let prefix = c.entries
        var whole = prefix.lowerBound..<prefix.lowerBound
        if !c.atNodeEnd {
            if KeySyntax.isBoundary(c.node.section[c.at]) { whole = prefix }
        } else {
            // Own entries first, then the children in byte order: the boundaries sort first.
            var n = c.node.ownCount
            try c.node.forEachChild { (first, offset) throws(IndexError) in
                if KeySyntax.isBoundary(first) { n += try node(at: offset, trie: trie).entryCount }
            }
            guard n <= prefix.count else { throw .corrupt("node at \(c.node.offset)") }
            whole = prefix.lowerBound..<(prefix.lowerBound + n)
        }
        return WordHit(prefix: prefix, whole: whole, joined: joined)
    }

    /// A place where a fuzzy walk found keys within the distance.
    public struct FuzzyHit: Equatable, Sendable {
        public var entries: Range<Int>
        /// Damerau–Levenshtein (optimal string alignment) distance between the query and the
        /// key's prefix up to this place.
        public var distance: Int
    }

    /// Keys a prefix of which lies within `maxDistance` edits of `query` (insertions,
    /// deletions, substitutions and swaps of adjacent symbols, counted on `syntax` symbols;
    /// boundaries on either side are ignored), the first `exactPrefix` symbols unchanged.
    ///
    /// This is a Levenshtein automaton run over the trie: each trie path carries the
    /// automaton's state (the last rows of the edit-distance table over the query), a path
    /// dies as soon as no state on it is within the distance, and a path whose state accepts
    /// the whole query gives its subtree as a hit (further down only while a smaller distance
    /// is still possible). Only trie nodes near the query are read — never every key.
    ///
    /// Cost: O(visited trie positions × query symbols); the visited positions grow with the
    /// distance and shrink steeply with `exactPrefix`.
    public func fuzzyWalk(_ query: [UInt8], trie: Int, syntax: KeySyntax, maxDistance: Int,
                          exactPrefix: Int = 1) throws(IndexError) -> [FuzzyHit] {
        precondition(trie < trieCount)
        let q = syntax.symbols(query)
        let n = q.count
        guard n > 0, maxDistance >= 0 else { return [] }
        var hits: [FuzzyHit] = []

        // Every complete next symbol after `c` (symbols may straddle nodes).
        func readRest(_ c: _TrieCursor, _ remaining: Int, _ acc: UInt64,
                      _ body: (UInt64, Bool, _TrieCursor) throws(IndexError) -> Void) throws(IndexError) {
            try forEachNext(c, trie: trie) { (b, next) throws(IndexError) in
                let a = acc << 8 | UInt64(b)
                if remaining == 1 { try body(a, false, next) } else { try readRest(next, remaining - 1, a, body) }
            }
        }
        func forEachSymbol(_ c: _TrieCursor,
                           _ body: (UInt64, Bool, _TrieCursor) throws(IndexError) -> Void) throws(IndexError) {
            try forEachNext(c, trie: trie) { (b, next) throws(IndexError) in
                let length = syntax.length(b)
                if length == 1 { try body(UInt64(b), KeySyntax.isBoundary(b), next) } else { try readRest(next, length - 1, UInt64(b), body) }
            }
        }

        func go(_ c: _TrieCursor, _ before: [Int]?, _ row: [Int], _ last: UInt64, _ depth: Int) throws(IndexError) {
            try forEachSymbol(c) { (symbol, boundary, next) throws(IndexError) in
                if boundary {
                    try go(next, before, row, last, depth)
                    return
                }
                if depth < exactPrefix && (depth >= n || q[depth] != symbol) { return }
                var new = [Int](repeating: 0, count: n + 1)
                new[0] = row[0] + 1
                var best = new[0]
                for i in 1...n {
                    var v = min(row[i] + 1, new[i - 1] + 1, row[i - 1] + (q[i - 1] == symbol ? 0 : 1))
                    if i > 1, let before, depth > 0, q[i - 1] == last, q[i - 2] == symbol {
                        v = min(v, before[i - 2] + 1)
                    }
                    new[i] = v
                    best = min(best, v)
                }
                guard best <= maxDistance else { return }
                if new[n] <= maxDistance {
                    hits.append(FuzzyHit(entries: next.entries, distance: new[n]))
                    if best >= new[n] { return }  // nothing further down can come closer
                }
                try go(next, row, new, symbol, depth + 1)
            }
        }
        try go(try rootCursor(trie: trie), nil, Array(0...n), 0, 0)
        return hits
    }

    /// Distinct records of several entry runs (of any tries), best rank first, at most `limit`
    /// of them (all when nil), skipping `excluded`. Runs may overlap.
    ///
    /// Cost: O(limit · log limit) range-minimum queries of O(√n) each through block and
    /// super-block minima, plus one per run to start — it does not visit whole runs when
    /// `limit` is small. With no limit, or runs of a few blocks, it reads them and sorts.
    public func top(_ spans: [Span], ordering: Int, limit: Int?,
                    excluding excluded: Set<UInt32> = []) throws(IndexError) -> [UInt32] {
        let spans = spans.filter { !$0.entries.isEmpty }
        guard !spans.isEmpty, limit != 0 else { return [] }
        for s in spans { precondition(s.trie < trieCount && s.entries.lowerBound >= 0 && s.entries.upperBound <= entryCount(s.trie)) }
        let total = spans.reduce(0) { $0 + $1.entries.count }
        if limit == nil || total <= 2 * _IndexFormat.blockSize {
            var seen = excluded
            var out: [(UInt32, UInt32)] = []
            for s in spans {
                for i in s.entries {
                    let r = record(at: i, trie: s.trie)
                    guard Int(r) < recordCount else { throw .corrupt("entry \(i) names no record") }
                    if seen.insert(r).inserted { out.append((rank(of: r, ordering: ordering), r)) }
                }
            }
            out.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            let ids = out.map { $0.1 }
            return limit.map { Array(ids.prefix($0)) } ?? ids
        }
        var rmqs: [Int: _RangeMinimum] = [:]
        func rmq(_ trie: Int) -> _RangeMinimum {
            if let r = rmqs[trie] { return r }
            let r = _RangeMinimum(reader: self, trie: trie, ordering: ordering)
            rmqs[trie] = r
            return r
        }
        var heap = _MinHeap()
        for s in spans { heap.push(rmq(s.trie).minimum(s.entries), s.entries, trie: s.trie) }
        var seen = excluded
        var out: [UInt32] = []
        while out.count < limit!, let (m, r, t) = heap.pop() {
            let rec = record(at: m.position, trie: t)
            guard Int(rec) < recordCount else { throw .corrupt("entry \(m.position) names no record") }
            if seen.insert(rec).inserted { out.append(rec) }
            let left = r.lowerBound..<m.position
            let right = (m.position + 1)..<r.upperBound
            if !left.isEmpty { heap.push(rmq(t).minimum(left), left, trie: t) }
            if !right.isEmpty { heap.push(rmq(t).minimum(right), right, trie: t) }
        }
        return out
    }
}

/// A state of `wordWalk`, so that paths meeting at the same place are followed once.
struct _WalkState: Hashable {
    let offset: Int
    let at: Int
    let qi: Int
    let joined: Bool
}
