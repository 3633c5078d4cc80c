// Over 300 lines: the walks over one trie format (prefix, word hits, close spellings),
// which share one cursor and its bounds checks.
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
        let section = _TrieSection(reader: self, trie: trie)
        var hits: [WordHit] = []
        // A state is (node, place in its label, query position, joined), kept as two words:
        // not a Set of a struct, whose first use on a cold search costs the runtime more in
        // metadata than the walk itself (RecordSet says why).
        var visited = _PairSet()
        func go(_ c: _TrieCursor, _ qi: Int, _ joined: Bool) throws(IndexError) {
            let place = UInt64(truncatingIfNeeded: c.at) << 32 | UInt64(truncatingIfNeeded: qi) << 1 | (joined ? 1 : 0)
            guard visited.insert(UInt64(bitPattern: Int64(c.node.id)), place) else { return }
            if qi == query.count {
                hits.append(try hit(c, section: section, joined: joined))
                return
            }
            let b = query[qi]
            if KeySyntax.isBoundary(b) {
                if b == KeySyntax.soft { try go(c, qi + 1, joined) }
                for sep in [KeySyntax.soft, KeySyntax.hard] {
                    if let n = try section.advance(c, by: sep) { try go(n, qi + 1, joined) }
                }
                if b == KeySyntax.hard && joins { try go(c, qi + 1, true) }
                return
            }
            if let n = try section.advance(c, by: b) { try go(n, qi + 1, joined) }
            if qi > 0 {
                if let n = try section.advance(c, by: KeySyntax.soft) { try go(n, qi, joined) }
                if joins, let n = try section.advance(c, by: KeySyntax.hard) { try go(n, qi, true) }
            }
        }
        try go(try section.rootCursor(), 0, false)
        return hits
    }

    private func hit(_ c: _TrieCursor, section: _TrieSection, joined: Bool) throws(IndexError) -> WordHit {
        let prefix = c.entries
        var whole = prefix.lowerBound..<prefix.lowerBound
        if !c.atNodeEnd {
            if KeySyntax.isBoundary(c.node.label[c.at]) { whole = prefix }
        } else {
            // Own entries first, then the children in byte order: the boundaries sort first.
            var n = c.node.ownCount
            var children = try section.children(of: c.node)
            while let child = try children.next(), KeySyntax.isBoundary(child.first) { n += child.count }
            guard n <= prefix.count else { throw .corrupt("node \(c.node.id)") }
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
        /// That prefix runs across a hard boundary of the key.
        public var joined: Bool = false
    }

    /// Keys a prefix of which lies within `maxDistance` edits of `query` (insertions,
    /// deletions, substitutions and swaps of adjacent symbols, counted on `syntax` symbols;
    /// boundaries on either side are ignored, and a hit whose prefix crosses a hard one says
    /// `joined`), the first `exactPrefix` symbols unchanged.
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
        try fuzzyWalk(query, trie: trie, syntax: syntax, maxDistance: maxDistance, exactPrefix: exactPrefix, table: false)
    }

    /// `fuzzyWalk`, with `table` the edit-distance table's rows even for a query the bit
    /// vectors could carry (the tests compare the two).
    func fuzzyWalk(_ query: [UInt8], trie: Int, syntax: KeySyntax, maxDistance: Int,
                   exactPrefix: Int, table: Bool) throws(IndexError) -> [FuzzyHit] {
        try fuzzyWalkStarted(query, trie: trie, syntax: syntax, maxDistance: maxDistance, exactPrefix: exactPrefix,
                             table: table, joinsLater: false)?.hits ?? []
    }

    /// `fuzzyWalk` in two parts: `hits`, the places reached without running across a hard
    /// boundary of the key inside the query, at once; `joinedHits()`, the others, when asked.
    /// Together they are `fuzzyWalk`'s hits. A caller that ranks joined hits after the rest
    /// asks for them only when it still needs them, and they are most of the walk: past a
    /// hard boundary every next word of the key is a path (at 10M, three places in four that a
    /// misspelling's walk visits).
    public func fuzzyWalkInParts(_ query: [UInt8], trie: Int, syntax: KeySyntax, maxDistance: Int,
                                 exactPrefix: Int = 1) throws(IndexError) -> FuzzyWalkParts {
        FuzzyWalkParts(reader: self, walk: try fuzzyWalkStarted(query, trie: trie, syntax: syntax, maxDistance: maxDistance,
                                                                exactPrefix: exactPrefix, table: false, joinsLater: true))
    }

    /// The walk after its first part (all of it without `joinsLater`); nil when it found
    /// nothing to walk.
    func fuzzyWalkStarted(_ query: [UInt8], trie: Int, syntax: KeySyntax, maxDistance: Int,
                          exactPrefix: Int, table: Bool, joinsLater: Bool) throws(IndexError) -> _FuzzyWalk? {
        precondition(trie < trieCount)
        let q = syntax.symbols(query)
        let n = q.count
        guard n > 0, maxDistance >= 0 else { return nil }
        // The first symbols exactly, byte by byte.
        let fixed = min(max(0, exactPrefix), n)
        let section = _TrieSection(reader: self, trie: trie)
        var start = try section.rootCursor()
        for s in q.prefix(fixed) {
            var bytes: [UInt8] = []
            var v = s
            repeat { bytes.append(UInt8(truncatingIfNeeded: v)); v >>= 8 } while v != 0
            for b in bytes.reversed() {
                guard let next = try section.advance(start, by: b) else { return nil }
                start = next
            }
        }
        let walk = _FuzzyWalk(section: section, syntax: syntax, query: q, maxDistance: maxDistance, table: table,
                              joinsLater: joinsLater)
        walk.start(fixed: fixed)
        if n - fixed <= maxDistance {
            // The fixed symbols alone are close enough: everything below them matches.
            walk.hits.append(FuzzyHit(entries: start.entries, distance: n - fixed, joined: false))
            if fixed == n { return walk }
        }
        try walk.descend(start, depth: fixed, joined: false)
        return walk
    }
}

/// `IndexReader.fuzzyWalkInParts`' walk: its hits without a hard boundary inside the query,
/// and the rest of the walk, kept until asked for. Holds its reader (the walk reads its
/// mapping).
public final class FuzzyWalkParts {
    private let reader: IndexReader
    private let walk: _FuzzyWalk?
    /// The hits whose prefix runs across no hard boundary of the key — and the joined ones too
    /// for a query of over 62 symbols, whose walk (the table's) is not split.
    public let hits: [IndexReader.FuzzyHit]

    init(reader: IndexReader, walk: _FuzzyWalk?) {
        self.reader = reader
        self.walk = walk
        hits = walk?.hits ?? []
    }

    /// The joined hits (the walk's second part, done on the first call; empty after it: the
    /// walk leaves no place twice).
    public func joinedHits() throws(IndexError) -> [IndexReader.FuzzyHit] {
        guard let walk else { return [] }
        let before = walk.hits.count
        try walk.walkJoins()
        return Array(walk.hits[before...])
    }
}

/// The state of one `fuzzyWalk`: a depth-first walk that carries, per depth of the current
/// path, what the edit-distance table's row there says; `path[d]` is the path's d-th symbol.
/// Two forms of that row, giving the same walk:
///
/// - for a query of up to 62 symbols, bit vectors (the anchored Levenshtein automaton run
///   bit-parallel, Wu and Manber's `agrep` recurrence with adjacent swaps added as Hyyrö
///   does): at depth d, bit i of `states[d * stride + e]` says the query's first i symbols lie
///   within e edits of the path — one word per distance 0...maxDistance, and one per distance
///   1...maxDistance of swaps begun on the symbol before. A row costs a few operations per
///   distance, not a dozen per cell of the band;
/// - for longer queries, the table's rows themselves: rows[d * width + i] is the distance
///   between the query's first i symbols and the d symbols on the path.
///
/// Most children die at their first symbol, so the walk is built to make that cheap: a
/// child's row is computed from its first byte (which its parent's list holds) before the
/// child is read.
final class _FuzzyWalk {
    let section: _TrieSection
    let syntax: KeySyntax
    let query: [UInt64]
    let maxDistance: Int
    let width: Int
    let maxDepth: Int
    /// Owned buffers (not arrays: a class's array properties pay an exclusivity check on
    /// every access, which this inner loop cannot afford).
    let rows: UnsafeMutablePointer<Int>
    let path: UnsafeMutablePointer<UInt64>
    let q: UnsafeMutablePointer<UInt64>
    /// Per depth of the next row (which depends on the depth alone, not on the path, so it is
    /// computed once here rather than at every node): the one-byte query symbols that row
    /// compares; those with the first bytes of the longer ones and the boundaries (the first
    /// bytes a child may start with when the generic row dies); the largest of them.
    let compared: UnsafeMutablePointer<_ByteSet>
    let wanted: UnsafeMutablePointer<_ByteSet>
    let last: UnsafeMutablePointer<UInt8>
    /// Bit vectors (`states`, `stride` words a depth), else the table (`rows`).
    let bits: Bool
    let states: UnsafeMutablePointer<UInt64>
    let stride: Int
    /// Per one-byte symbol, the bits i (1...n) whose query symbol i − 1 it is; `full` holds
    /// bits 0...n, `whole` bit n (the whole query).
    let masks: UnsafeMutablePointer<UInt64>
    let full: UInt64
    let whole: UInt64
    var hits: [IndexReader.FuzzyHit] = []
    /// Whether a hard boundary of the key inside the query is left for `walkJoins` (bit
    /// vectors only): the places after one, each with the row there (all that the walk below
    /// needs of the path above: the bit vectors read only the row before).
    let joinsLater: Bool
    /// Owned buffers, like the rows: `joinCount` places and `stride` words of row a place
    /// (as arrays they cost a cold misspelling on the bundled catalogue about two points more;
    /// unchecked: one thread's walk, where a checked access costs more than the write).
    private struct Join { var place: Next; var depth: Int }
    @exclusivity(unchecked) private var joinPlaces: UnsafeMutablePointer<Join>?
    @exclusivity(unchecked) private var joinRows: UnsafeMutablePointer<UInt64>?
    @exclusivity(unchecked) private var joinCount = 0
    @exclusivity(unchecked) private var joinCapacity = 0
    @exclusivity(unchecked) private var walkingJoins = false

    /// The longest query the bit vectors carry: bits 0...62 of a word, one bit free for the
    /// shifts.
    static let longestBitQuery = 62

    init(section: _TrieSection, syntax: KeySyntax, query: [UInt64], maxDistance: Int, table: Bool = false,
         joinsLater: Bool = false) {
        self.section = section
        self.syntax = syntax
        self.query = query
        self.maxDistance = maxDistance
        width = query.count + 1
        maxDepth = query.count + maxDistance
        bits = !table && query.count <= Self.longestBitQuery
        self.joinsLater = joinsLater && bits
        stride = 2 * maxDistance + 1
        rows = .allocate(capacity: bits ? 1 : (maxDepth + 2) * width)
        rows.initialize(repeating: 0, count: bits ? 1 : (maxDepth + 2) * width)
        states = .allocate(capacity: bits ? (maxDepth + 2) * stride : 1)
        states.initialize(repeating: 0, count: bits ? (maxDepth + 2) * stride : 1)
        masks = .allocate(capacity: bits ? 256 : 1)
        masks.initialize(repeating: 0, count: bits ? 256 : 1)
        full = bits ? (UInt64(2) << UInt64(query.count)) &- 1 : 0
        whole = bits ? UInt64(1) << UInt64(query.count) : 0
        if bits {
            for (i, s) in query.enumerated() where s < 256 { masks[Int(s)] |= UInt64(2) << UInt64(i) }
        }
        path = .allocate(capacity: maxDepth + 2)
        path.initialize(repeating: 0, count: maxDepth + 2)
        q = .allocate(capacity: query.count)
        q.initialize(from: query, count: query.count)
        compared = .allocate(capacity: maxDepth + 2)
        // `wanted` and `last` are the table's: the bit vectors name a dying row's symbols
        // exactly (`frontier`), so they are not computed for them.
        let band = bits ? 0 : maxDepth + 2
        wanted = .allocate(capacity: max(band, 1))
        last = .allocate(capacity: max(band, 1))
        for next in 0..<(maxDepth + 2) {
            var one = _ByteSet(), any = _ByteSet()
            var largest: UInt8 = KeySyntax.hard
            let lo = max(0, next - maxDistance - 2), hi = min(query.count, next + maxDistance)
            if lo < hi {
                for j in lo..<hi {
                    var s = query[j]
                    if s < 256 { one.insert(UInt8(s)) } else { while s > 255 { s >>= 8 } }
                    if !bits {
                        any.insert(UInt8(s))
                        largest = max(largest, UInt8(s))
                    }
                }
            }
            compared.advanced(by: next).initialize(to: one)
            if !bits {
                any.insert(KeySyntax.soft)
                any.insert(KeySyntax.hard)
                wanted.advanced(by: next).initialize(to: any)
                last.advanced(by: next).initialize(to: largest)
            }
        }
    }

    deinit {
        joinPlaces?.deallocate()
        joinRows?.deallocate()
        rows.deallocate()
        states.deallocate()
        masks.deallocate()
        path.deallocate()
        q.deallocate()
        compared.deallocate()
        wanted.deallocate()
        last.deallocate()
    }

    /// Sets the rows of the first `fixed` symbols, the query's own (matched byte by byte).
    func start(fixed: Int) {
        let n = query.count
        if bits {
            // Depth 0: the query's first e symbols are e deletions away.
            for e in 0...maxDistance { states[e] = ((UInt64(2) << UInt64(min(e, n))) &- 1) & full }
            for d in 0..<fixed { _ = bitRow(for: query[d], depth: d + 1) }
            return
        }
        for d in 0...fixed {
            for i in 0...n { rows[d * width + i] = abs(i - d) }
            if d < fixed { path[d] = query[d] }
        }
    }

    /// The distance between the whole query and the path's first `depth` symbols (more than
    /// `maxDistance` when it is not within it).
    @inline(__always)
    private func distance(at depth: Int) -> Int {
        guard bits else { return rows[depth * width + query.count] }
        let s = states + depth &* stride
        var e = 0
        while e <= maxDistance && s[e] & whole == 0 { e &+= 1 }
        return e
    }

    /// A place after byte `b` was taken: inside `cursor`'s label, or the child `child` not
    /// yet entered.
    private enum Next {
        case label(_TrieCursor)
        case child(_ChildRef)
    }

    private func place(_ n: Next) throws(IndexError) -> _TrieCursor {
        switch n {
        case .label(let c): return c
        case .child(let ref): return _TrieCursor(node: try section.enter(ref), at: 0)
        }
    }

    /// The entries below a place, known without entering a child (its parent's list says).
    private func entries(_ n: Next) -> Range<Int> {
        switch n {
        case .label(let c): return c.entries
        case .child(let ref): return ref.low..<(ref.low + ref.count)
        }
    }

    /// Every symbol that may follow `c` (a path of `depth` symbols), and what lies below.
    func descend(_ c: _TrieCursor, depth: Int, joined: Bool) throws(IndexError) {
        if !c.atNodeEnd {
            try step(c.node.label[c.at], .label(_TrieCursor(node: c.node, at: c.at + 1)), depth: depth, joined: joined)
            return
        }
        var children = try section.children(of: c.node)
        // A symbol equal to none of the query's symbols that the next row compares gets the
        // same row whatever it is. When that row dies (as it does off the query's own path),
        // only children starting with a boundary or one of those few symbols can live; when
        // it lives, the other children take it as it is (rows[next] holds it until a sibling
        // computes another there: a child below only writes rows further down).
        let next = depth + 1
        let generic = row(for: .max, depth: next)
        guard let best = generic else {
            // Only those children can live, and the list is sorted: it is read up to the
            // largest of their first bytes, the others passed over without a row. The bit
            // vectors say exactly which symbols those are (`frontier`); the table, which
            // query symbols the next row compares.
            let (wanted, last) = bits ? frontier(depth) : (self.wanted[next], self.last[next])
            while let child = try children.next(in: wanted, through: last) {
                try step(child.first, .child(child), depth: depth, joined: joined)
            }
            return
        }
        let compared = self.compared[next]
        var holdsGeneric = true
        while let child = try children.next() {
            let b = child.first
            if !KeySyntax.isBoundary(b) && syntax.length(b) == 1 && !compared.contains(b) {
                if holdsGeneric {
                    path[depth] = UInt64(b)
                } else {
                    _ = row(for: UInt64(b), depth: next)
                    holdsGeneric = true
                }
                try arrive(.child(child), depth: next, best: best, joined: joined)
                continue
            }
            holdsGeneric = false
            try step(b, .child(child), depth: depth, joined: joined)
        }
    }

    /// When the generic row below `depth` dies, the first bytes of the only symbols that can
    /// follow (with the boundaries, and the largest of them). The generic row dying means no
    /// state is within k − 1 edits here (k = maxDistance), so a symbol keeps one alive only
    /// by a match at distance k — the query symbol after a state of R[k] — or by completing a
    /// swap begun here, T[k]; but a swap begun from a state at k − 1 edits one symbol up also
    /// left that state here at k (the symbol inserted), and the swap's last symbol is the one
    /// after it: T[k] >> 1 lies within R[k] << 1. So the symbols are the query's i − 1 for the
    /// bits i of R[k] << 1 — usually one to three, where the band holds 2k + 2.
    @inline(__always)
    private func frontier(_ depth: Int) -> (_ByteSet, UInt8) {
        var m = (states[depth &* stride &+ maxDistance] << 1) & full
        var set = _ByteSet()
        set.insert(KeySyntax.soft)
        set.insert(KeySyntax.hard)
        var last = KeySyntax.hard
        while m != 0 {
            let j = m.trailingZeroBitCount
            m &= m &- 1
            guard j > 0 else { continue }
            var symbol = q[j &- 1]
            while symbol > 255 { symbol >>= 8 }
            let b = UInt8(truncatingIfNeeded: symbol)
            set.insert(b)
            last = max(last, b)
        }
        return (set, last)
    }

    /// The walk's second part: below each hard boundary the first part left, its row put
    /// back at its depth (rows further down are rewritten as the walk goes; joined, the walk
    /// leaves nothing more).
    func walkJoins() throws(IndexError) {
        guard let places = joinPlaces, let saved = joinRows else { return }
        let n = joinCount
        joinCount = 0
        walkingJoins = true
        defer { walkingJoins = false }
        for i in 0..<n {
            let j = places[i]
            (states + j.depth &* stride).update(from: saved + i &* stride, count: stride)
            try descend(try place(j.place), depth: j.depth, joined: true)
        }
    }

    /// Leaves the place after a hard boundary for `walkJoins`, with the row there. Out of line,
    /// so that `step` stays small enough to be inlined into `descend`.
    @inline(never)
    private func leave(_ next: Next, depth: Int) {
        // `walkJoins` reads the buffers while it walks: joined, that walk leaves nothing.
        assert(!walkingJoins)
        if joinCount == joinCapacity {
            let capacity = max(128, 2 * joinCapacity)
            let places = UnsafeMutablePointer<Join>.allocate(capacity: capacity)
            let saved = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * stride)
            if let old = joinPlaces, let oldRows = joinRows {
                places.moveInitialize(from: old, count: joinCount)
                saved.moveInitialize(from: oldRows, count: joinCount * stride)
                old.deallocate()
                oldRows.deallocate()
            }
            joinPlaces = places
            joinRows = saved
            joinCapacity = capacity
        }
        (joinPlaces! + joinCount).initialize(to: Join(place: next, depth: depth))
        (joinRows! + joinCount &* stride).initialize(from: states + depth &* stride, count: stride)
        joinCount &+= 1
    }

    /// Byte `b` begins a symbol (or is a boundary); `next` is the place after it.
    private func step(_ b: UInt8, _ next: Next, depth: Int, joined: Bool) throws(IndexError) {
        if KeySyntax.isBoundary(b) {
            // Boundaries are ignored, but a hard one inside the query makes the match joined.
            let crosses = b == KeySyntax.hard && depth > 0
            if crosses && !joined && joinsLater {
                leave(next, depth: depth)
                return
            }
            try descend(try place(next), depth: depth, joined: joined || crosses)
            return
        }
        let length = syntax.length(b)
        if length == 1 {
            guard let best = row(for: UInt64(b), depth: depth + 1) else { return }
            try arrive(next, depth: depth + 1, best: best, joined: joined)
        } else {
            try gather(try place(next), remaining: length - 1, symbol: UInt64(b), depth: depth, joined: joined)
        }
    }

    /// The rest of a multi-byte symbol, which may continue into several children.
    private func gather(_ c: _TrieCursor, remaining: Int, symbol: UInt64, depth: Int, joined: Bool) throws(IndexError) {
        var next: [(UInt8, _TrieCursor)] = []
        if !c.atNodeEnd {
            next.append((c.node.label[c.at], _TrieCursor(node: c.node, at: c.at + 1)))
        } else {
            var children = try section.children(of: c.node)
            while let child = try children.next() { next.append((child.first, _TrieCursor(node: try section.enter(child), at: 0))) }
        }
        for (b, p) in next {
            let s = symbol << 8 | UInt64(b)
            if remaining > 1 {
                try gather(p, remaining: remaining - 1, symbol: s, depth: depth, joined: joined)
            } else if let best = row(for: s, depth: depth + 1) {
                try arrive(.label(p), depth: depth + 1, best: best, joined: joined)
            }
        }
    }

    /// Reached a place `depth` symbols down whose row is computed; `best` is its smallest entry.
    /// A child is entered (its node or tail read) only when the walk goes below it.
    private func arrive(_ next: Next, depth: Int, best: Int, joined: Bool) throws(IndexError) {
        let d = distance(at: depth)
        if d <= maxDistance {
            hits.append(IndexReader.FuzzyHit(entries: entries(next), distance: d, joined: joined))
            if best >= d { return }  // nothing further down can come closer
        }
        if depth < maxDepth { try descend(try place(next), depth: depth, joined: joined) }
    }

    /// Computes the row of `symbol` at `depth` (path[depth - 1]); nil when every entry of it
    /// exceeds the distance (the path dies), else the row's smallest entry.
    @inline(__always)
    private func row(for symbol: UInt64, depth: Int) -> Int? {
        bits ? bitRow(for: symbol, depth: depth) : tableRow(for: symbol, depth: depth)
    }

    /// `row` in bit vectors. With B the bits of the query symbols equal to `symbol`, R[e] the
    /// states within e edits at the depth before and T[e] the swaps begun there, the states
    /// within e edits here are: a match, (R[e] << 1) & B; from e − 1 edits a symbol inserted
    /// (R[e − 1]), substituted (R[e − 1] << 1) or a query symbol deleted (the new R[e − 1] << 1);
    /// a swap completed, T[e] & (B << 1). The swap begun here: (R[e − 1] << 2) & B — the path's
    /// symbol is the query's next but one, the next symbol must be the query's next.
    private func bitRow(for symbol: UInt64, depth: Int) -> Int? {
        guard depth <= maxDepth else { return nil }
        path[depth &- 1] = symbol
        var b: UInt64 = 0
        if symbol < 256 {
            b = masks[Int(symbol)]
        } else if symbol != .max {
            for i in 0..<query.count where q[i] == symbol { b |= UInt64(2) << UInt64(i) }
        }
        let shifted = b << 1, k = maxDistance, full = self.full
        let old = states + (depth &- 1) &* stride, new = old + stride
        var below = old[0]
        var v = (below << 1) & b
        new[0] = v
        var best = v != 0 ? 0 : -1
        var belowNew = v
        var e = 1
        while e <= k {
            let r = old[e]
            v = (((r << 1) & b) | below | ((below | belowNew) << 1) | (old[k &+ e] & shifted)) & full
            new[k &+ e] = (below << 2) & b
            new[e] = v
            if best < 0 && v != 0 { best = e }
            below = r
            belowNew = v
            e &+= 1
        }
        return best < 0 ? nil : best
    }

    /// `row` in the table: only the band of cells within `maxDistance` of the diagonal can
    /// stay within it; the cells outside hold `maxDistance + 1`.
    private func tableRow(for symbol: UInt64, depth: Int) -> Int? {
        guard depth <= maxDepth else { return nil }
        // Wrapping arithmetic: every index is below (maxDepth + 2) * width.
        let n = width &- 1, k = maxDistance, far = maxDistance &+ 1
        path[depth &- 1] = symbol
        let before = depth > 1 ? path[depth &- 2] : 0
        let r = rows, q = self.q
        let row = depth &* width, above = row &- width
        let lo = max(1, depth &- k), hi = min(n, depth &+ k)
        r[row] = depth <= k ? depth : far
        if lo > 1 { r[row &+ lo &- 1] = far }
        var best = r[row]
        // The cell to the left and the one above it ride along in registers; a swap of two
        // symbols can only help where the symbol before this one differs from it (two equal
        // symbols swapped are two matches, which the diagonal already counts).
        let cur = r + row, up = r + above
        var left = cur[lo &- 1], diag = up[lo &- 1]
        var i = lo
        if depth > 1 && before != symbol {
            let upper = up - width
            while i <= hi {
                let qi = q[i &- 1], over = up[i]
                var v = min(min(over, left) &+ 1, diag &+ (qi == symbol ? 0 : 1))
                if qi == before, i > 1, q[i &- 2] == symbol { v = min(v, upper[i &- 2] &+ 1) }
                v = min(v, far)
                cur[i] = v
                if v < best { best = v }
                left = v
                diag = over
                i &+= 1
            }
        } else {
            while i <= hi {
                let over = up[i]
                let v = min(min(min(over, left) &+ 1, diag &+ (q[i &- 1] == symbol ? 0 : 1)), far)
                cur[i] = v
                if v < best { best = v }
                left = v
                diag = over
                i &+= 1
            }
        }
        // Only the cell after the band is read by the next row (and the last one by `arrive`):
        // the rest of the row stays as the first row at this depth left it.
        if hi < n { r[row &+ hi &+ 1] = far; r[row &+ n] = far }
        return best <= k ? best : nil
    }
}

