/// Range-minimum queries over the ranks of a trie's entries, using the block and super-block
/// minima stored in the file.
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

    struct Minimum { let rank: UInt32; let position: Int }

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

    /// The smallest rank in a non-empty range and a position holding it. Reads at most two
    /// partial blocks at the edges, the block minima of two partial super-blocks, the
    /// super-block minima in between, and then one block: O(B + n / (B·S) + S).
    func minimum(_ range: Range<Int>) -> Minimum {
        let B = _IndexFormat.rmqBlockSize, S = _IndexFormat.superBlockSize
        var best = Minimum(rank: .max, position: range.lowerBound)
        // `floor`: no rank in `r` is below it (its block's minimum), so the scan stops at the
        // first rank equal to it — the first smallest, which the whole scan would return too.
        func scan(_ r: Range<Int>, floor: UInt32 = 0) {
            guard best.rank > floor, verifyEntries(r) else { return }
            for i in r {
                let v = rankAt(i)
                if v < best.rank {
                    best = Minimum(rank: v, position: i)
                    if v <= floor { return }
                }
            }
        }
        let firstFull = (range.lowerBound + B - 1) / B
        let lastFull = range.upperBound / B  // exclusive
        guard firstFull < lastFull else { scan(range); return best }

        // The whole block with the smallest minimum, found through super-blocks where whole
        // super-blocks fit.
        var blockRank = UInt32.max, block = -1
        func considerBlocks(_ r: Range<Int>) {
            for b in r { let v = blockMin(b); if v < blockRank { blockRank = v; block = b } }
        }
        let firstSuper = (firstFull + S - 1) / S
        let lastSuper = lastFull / S  // exclusive
        if firstSuper < lastSuper {
            considerBlocks(firstFull..<(firstSuper * S))
            considerBlocks((lastSuper * S)..<lastFull)
            var superRank = UInt32.max, superBlock = -1
            for s in firstSuper..<lastSuper { let v = superMin(s); if v < superRank { superRank = v; superBlock = s } }
            if superRank < blockRank { considerBlocks((superBlock * S)..<((superBlock + 1) * S)) }
        } else {
            considerBlocks(firstFull..<lastFull)
        }
        // The partial blocks at the edges, scanned only when their block's minimum (a bound on
        // theirs) is not above that whole block's: the same answer, without reading ranks at
        // random for an edge that cannot hold it.
        if range.lowerBound < firstFull * B {
            let floor = blockMin(firstFull - 1)
            if floor <= blockRank { scan(range.lowerBound..<(firstFull * B), floor: floor) }
        }
        if lastFull * B < range.upperBound {
            let floor = blockMin(lastFull)
            if floor <= blockRank { scan((lastFull * B)..<range.upperBound, floor: floor) }
        }
        if blockRank < best.rank { scan((block * B)..<((block + 1) * B), floor: blockRank) }
        return best
    }
}

/// A binary min-heap of (minimum, range, trie) triples, ordered by rank, then trie, then
/// position.
struct _MinHeap {
    private var items: [(_RangeMinimum.Minimum, Range<Int>, Int)] = []

    private func less(_ a: Int, _ b: Int) -> Bool {
        let x = items[a].0, y = items[b].0
        if x.rank != y.rank { return x.rank < y.rank }
        if items[a].2 != items[b].2 { return items[a].2 < items[b].2 }
        return x.position < y.position
    }

    mutating func push(_ m: _RangeMinimum.Minimum, _ r: Range<Int>, trie: Int = 0) {
        items.append((m, r, trie))
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if !less(i, p) { break }
            items.swapAt(i, p)
            i = p
        }
    }

    mutating func pop() -> (_RangeMinimum.Minimum, Range<Int>, Int)? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count && less(l, m) { m = l }
            if r < items.count && less(r, m) { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
        return top
    }
}
