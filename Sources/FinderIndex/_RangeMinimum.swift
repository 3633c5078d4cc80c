/// The ranks of a trie's entries and the block and super-block minima stored in the file, as
/// `_RankedEntries` reads them.
struct _RangeMinimum {
    let reader: IndexReader
    let blocks: Range<Int>
    let supers: Range<Int>
    /// The trie's entries and the ordering's ranks, looked up once: `rankAt` runs in the
    /// innermost loop of every top-k query.
    let entries: _Packed
    let entriesStart: Int
    let ranks: UnsafeRawPointer?
    let ranksStart: Int
    let verifier: _BlockVerifier
    let recordCount: Int

    init(reader: IndexReader, trie: Int, ordering: Int) {
        self.reader = reader
        blocks = reader.sections[_IndexFormat.blockMinSection(trie: trie, ordering: ordering)]
        supers = reader.sections[_IndexFormat.superMinSection(trie: trie, ordering: ordering)]
        entries = reader.entries[trie]
        entriesStart = reader.sections[_IndexFormat.entriesSection(trie: trie)].lowerBound
        ranks = reader.ranks[ordering]
        ranksStart = reader.sections[_IndexFormat.ranksSection(ordering: ordering)].lowerBound
        verifier = reader.verifier
        recordCount = reader.recordCount
    }

    /// The rank of entry `i`'s record; a record id past the end or a damaged block (see
    /// `IndexReader.checkIntact`) ranks last, as in `IndexReader.rank(of:ordering:)`. The
    /// entry's bytes must have been verified (`verifyEntries`).
    @inline(__always)
    private func rankAt(_ i: Int) -> UInt32 {
        precondition(i >= 0 && i < entries.count)
        let record = Int(entries[i])
        guard record < recordCount, verifier.check(ranksStart &+ record &* 4, 4) else { return .max }
        return UInt32(littleEndian: ranks!.loadUnaligned(fromByteOffset: record &* 4, as: UInt32.self))
    }

    /// Verifies the bytes of entries `r` at once (a scan reads them all); false on damage.
    @inline(__always)
    private func verifyEntries(_ r: Range<Int>) -> Bool {
        guard !r.isEmpty else { return true }
        let lo = entries.byteOffset(r.lowerBound), hi = entries.byteOffset(r.upperBound - 1) + 8
        return verifier.check(entriesStart + lo, hi - lo)
    }

    private func blockMin(_ b: Int) -> UInt32 {
        guard verifier.check(blocks.lowerBound + b * 4, 4) else { return .max }
        return reader.bytes.loadLE32(blocks.lowerBound + b * 4)
    }
    private func superMin(_ s: Int) -> UInt32 {
        guard verifier.check(supers.lowerBound + s * 4, 4) else { return .max }
        return reader.bytes.loadLE32(supers.lowerBound + s * 4)
    }

    /// The minimum of block `b` (a bound on every rank in it; `.max` when damaged).
    @inline(__always)
    func blockMinimum(_ b: Int) -> UInt32 { blockMin(b) }

    /// The minimum of super-block `s` (a bound on every rank in its blocks).
    @inline(__always)
    func superMinimum(_ s: Int) -> UInt32 { superMin(s) }

    /// Appends `rank << 32 | position` for every entry of `r` (at most one block), in
    /// position order, and returns the smallest and the second smallest (`.max`: none).
    func appendRanks(_ r: Range<Int>, to out: inout [UInt64]) -> (UInt64, UInt64) {
        let start = out.count
        // The block's room at once, filled through a pointer: appended one by one, every entry
        // paid the array's uniqueness and capacity checks (`stocks app` at 10M: 514 k → 396 k
        // instructions here).
        out.append(contentsOf: repeatElement(0, count: r.count))
        var low = UInt64.max, second = UInt64.max
        let intact = verifyEntries(r)
        out.withUnsafeMutableBufferPointer { out in
            var k = start
            for i in r {
                let v = (intact ? UInt64(rankAt(i)) : UInt64(UInt32.max)) << 32 | UInt64(i)
                if v < low { (second, low) = (low, v) } else if v < second { second = v }
                out[k] = v
                k &+= 1
            }
        }
        return (low, second)
    }
}

/// The entries of several disjoint runs (of any tries) in (rank, trie, position) order, read
/// lazily: what `IndexReader.top` takes the first distinct records of.
///
/// A best-first search over the range-minimum structure's levels: the heap holds lists of
/// whole blocks (a super-block, or the blocks outside whole super-blocks; keyed by the smallest
/// minimum of the blocks not yet read), partial blocks at a run's edges (keyed by their block's
/// minimum, a bound) and blocks whose ranks were read (keyed by their smallest rank not yet
/// taken). A key never exceeds the key of anything inside its item, so items come out in the
/// order of the entries they hold, and a block's ranks are read only when its minimum is due,
/// and once: the first k entries of a run read k blocks at most (where the k range-minimum
/// queries it replaces read two or three blocks each, and the range's super-block minima twice).
struct _RankedEntries {
    private enum Kind: UInt8 { case blocks, block, ranks }
    private struct Item {
        var rank: UInt32
        var trie: UInt8
        var kind: Kind
        /// The first position the item can hold (ties between items go by trie, then this).
        var position: Int
        /// Blocks: block numbers; block: entry positions; ranks: indices into `read`.
        var lo: Int, hi: Int
        /// Blocks: those already read (bit `b - lo`; a list holds 64 at most). Ranks: the next
        /// smallest after the key's (`rank << 32 | position`) when the scan that found the key
        /// saw it, else `.max`.
        var taken: UInt64 = 0
    }

    private var heap: [Item] = []
    private var read: [UInt64] = []
    private var rmqs: [_RangeMinimum?]
    private let reader: IndexReader
    private let ordering: Int

    /// Of no runs, it allocates nothing (`IndexReader.RankedCursor` of a narrow run).
    init(reader: IndexReader, ordering: Int, spans: [IndexReader.Span]) {
        self.reader = reader
        self.ordering = ordering
        rmqs = []
        guard !spans.isEmpty else { return }
        rmqs = Array(repeating: nil, count: reader.trieCount)
        heap.reserveCapacity(64)
        read.reserveCapacity(256)
        for s in spans where !s.entries.isEmpty { add(s) }
    }

    private mutating func rmq(_ trie: Int) -> _RangeMinimum {
        if let r = rmqs[trie] { return r }
        let r = _RangeMinimum(reader: reader, trie: trie, ordering: ordering)
        rmqs[trie] = r
        return r
    }

    /// A run's items: its partial blocks at the edges, the whole blocks outside whole
    /// super-blocks (as two lists), and the whole super-blocks (each a list of blocks).
    private mutating func add(_ span: IndexReader.Span) {
        let B = _IndexFormat.rmqBlockSize, S = _IndexFormat.superBlockSize
        let m = rmq(span.trie), t = span.trie
        let range = span.entries
        let firstFull = (range.lowerBound + B - 1) / B
        let lastFull = range.upperBound / B  // exclusive
        guard firstFull < lastFull else {
            // Within one block or across the edge of two.
            let cut = min(range.upperBound, (range.lowerBound / B + 1) * B)
            pushBlock(range.lowerBound..<cut, trie: t, m)
            if cut < range.upperBound { pushBlock(cut..<range.upperBound, trie: t, m) }
            return
        }
        if range.lowerBound < firstFull * B { pushBlock(range.lowerBound..<(firstFull * B), trie: t, m) }
        if lastFull * B < range.upperBound { pushBlock((lastFull * B)..<range.upperBound, trie: t, m) }
        let firstSuper = (firstFull + S - 1) / S
        let lastSuper = lastFull / S  // exclusive
        guard firstSuper < lastSuper else { pushBlocks(firstFull..<lastFull, trie: t, m); return }
        pushBlocks(firstFull..<(firstSuper * S), trie: t, m)
        pushBlocks((lastSuper * S)..<lastFull, trie: t, m)
        assert(S <= 64, "a super-block's blocks fit a list's taken mask")
        for s in firstSuper..<lastSuper {
            push(Item(rank: m.superMinimum(s), trie: UInt8(t), kind: .blocks, position: s * S * B, lo: s * S, hi: (s + 1) * S))
        }
    }

    /// Lists of whole blocks, 64 at most to a list (what its `taken` mask holds).
    private mutating func pushBlocks(_ blocks: Range<Int>, trie: Int, _ m: _RangeMinimum) {
        var lo = blocks.lowerBound
        while lo < blocks.upperBound {
            let hi = min(blocks.upperBound, lo + 64)
            var low = UInt32.max
            for b in lo..<hi { low = min(low, m.blockMinimum(b)) }
            push(Item(rank: low, trie: UInt8(trie), kind: .blocks, position: lo * _IndexFormat.rmqBlockSize, lo: lo, hi: hi))
            lo = hi
        }
    }

    private mutating func pushBlock(_ r: Range<Int>, trie: Int, _ m: _RangeMinimum) {
        push(Item(rank: m.blockMinimum(r.lowerBound / _IndexFormat.rmqBlockSize), trie: UInt8(trie), kind: .block,
                  position: r.lowerBound, lo: r.lowerBound, hi: r.upperBound))
    }

    /// The next entry: its trie, position and rank (the smallest not yet returned; `.max`
    /// for a damaged one).
    mutating func next() -> (trie: Int, position: Int, rank: UInt32)? {
        while let top = heap.first {
            switch top.kind {
            case .ranks:
                // The block's smallest remaining rank is taken (its rank set to `.max`); the
                // next is the second smallest the last scan saw, or found by another scan: most
                // blocks give an entry or two before others come first, so sorting them would
                // cost more.
                let taken = UInt64(UInt32.max) << 32
                let at = top.lo + top.position - Int(read[top.lo] & 0xFFFF_FFFF)
                read[at] |= taken
                var low = top.taken, second = UInt64.max
                if low >= taken {
                    low = taken
                    for i in top.lo..<top.hi where read[i] < second {
                        if read[i] < low { (second, low) = (low, read[i]) } else { second = read[i] }
                    }
                }
                if low < taken {
                    heap[0].rank = UInt32(truncatingIfNeeded: low >> 32)
                    heap[0].position = Int(low & 0xFFFF_FFFF)
                    heap[0].taken = second
                    siftDown(0)
                } else {
                    removeFirst()
                }
                return (Int(top.trie), top.position, top.rank)
            case .block:
                removeFirst()
                let lo = read.count
                let (low, second) = rmq(Int(top.trie)).appendRanks(top.lo..<top.hi, to: &read)
                push(Item(rank: UInt32(truncatingIfNeeded: low >> 32), trie: top.trie, kind: .ranks,
                          position: Int(low & 0xFFFF_FFFF), lo: lo, hi: read.count, taken: second))
            case .blocks:
                // The list's block of smallest minimum is read now (its key is due); the list
                // stays, keyed by the smallest minimum of the others. A scan of its minima per
                // block read: the first k entries of a wide run lie in blocks of k different
                // super-blocks, and pushing every block of each would cost more.
                let m = rmq(Int(top.trie))
                // (`block` is the first untaken one even when every minimum reads `.max`, as
                // damaged ones do: the list must shrink.)
                var first = UInt32.max, second = UInt32.max, block = -1
                for b in top.lo..<top.hi where top.taken & (1 << UInt64(b - top.lo)) == 0 {
                    let v = m.blockMinimum(b)
                    if block < 0 || v < first { (second, first, block) = (first, v, b) } else if v < second { second = v }
                }
                let taken = top.taken | 1 << UInt64(block - top.lo)
                if taken.nonzeroBitCount < top.hi - top.lo {
                    heap[0].rank = second
                    heap[0].taken = taken
                    siftDown(0)
                } else {
                    removeFirst()
                }
                let B = _IndexFormat.rmqBlockSize, lo = read.count
                let (low, next) = m.appendRanks((block * B)..<((block + 1) * B), to: &read)
                push(Item(rank: UInt32(truncatingIfNeeded: low >> 32), trie: top.trie, kind: .ranks,
                          position: Int(low & 0xFFFF_FFFF), lo: lo, hi: read.count, taken: next))
            }
        }
        return nil
    }

    @inline(__always)
    private func less(_ a: Item, _ b: Item) -> Bool {
        if a.rank != b.rank { return a.rank < b.rank }
        if a.trie != b.trie { return a.trie < b.trie }
        return a.position < b.position
    }

    private mutating func push(_ item: Item) {
        heap.append(item)
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if !less(heap[i], heap[p]) { break }
            heap.swapAt(i, p)
            i = p
        }
    }

    private mutating func removeFirst() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        let n = heap.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && less(heap[l], heap[m]) { m = l }
            if r < n && less(heap[r], heap[m]) { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }
}
