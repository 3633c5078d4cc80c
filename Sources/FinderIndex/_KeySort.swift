import FinderFiles

/// Sorts key references by (key bytes, shorter first, record): a most-significant-digit radix
/// sort whose digits are bytes of an 8-byte chunk of each key, cached beside the references
/// (one scattered read of the arena per key and 8 bytes of depth, not one per byte), with
/// insertion sort for small groups. A run of references sharing the next byte costs one
/// counting pass, not a recursion, so long common prefixes (names repeating a company's name)
/// are cheap. The buckets of the first byte are sorted on every core.
///
/// Chunks are compared as big-endian integers, padded with zeros past the key's end, then by
/// `code` = bytes of the key left in the chunk (9 when it goes on): that is exactly the order
/// of the keys, a key before every longer key it starts.
final class _KeySort {
    private let arena: UnsafePointer<UInt8>
    private let refs: UnsafeMutablePointer<_KeyRef>
    private let chunks: UnsafeMutablePointer<UInt64>
    private let codes: UnsafeMutablePointer<UInt8>
    private let tmpRefs: UnsafeMutablePointer<_KeyRef>
    private let tmpChunks: UnsafeMutablePointer<UInt64>
    private let tmpCodes: UnsafeMutablePointer<UInt8>
    private let n: Int

    private init(arena: UnsafePointer<UInt8>, refs: UnsafeMutablePointer<_KeyRef>, count: Int) {
        self.arena = arena
        self.refs = refs
        n = count
        chunks = .allocate(capacity: max(1, count))
        codes = .allocate(capacity: max(1, count))
        tmpRefs = .allocate(capacity: max(1, count))
        tmpChunks = .allocate(capacity: max(1, count))
        tmpCodes = .allocate(capacity: max(1, count))
    }

    deinit {
        chunks.deallocate(); codes.deallocate(); tmpRefs.deallocate(); tmpChunks.deallocate(); tmpCodes.deallocate()
    }

    /// Sorts `refs` (slices of `arena`) in place.
    static func sort(_ refs: inout [_KeyRef], arena: [UInt8], parallel: Bool = true) {
        guard refs.count > 1 else { return }
        arena.withUnsafeBufferPointer { a in
            refs.withUnsafeMutableBufferPointer { r in
                // An empty arena has no base address; every key is then empty.
                let dummy: [UInt8] = [0]
                dummy.withUnsafeBufferPointer { d in
                    let s = _KeySort(arena: a.baseAddress ?? d.baseAddress!, refs: r.baseAddress!, count: r.count)
                    s.fill(0..<s.n, depth: 0)
                    s.sort(0..<s.n, depth: 0, byte: 0, parallel: parallel && s.n > 100_000)
                }
            }
        }
    }

    @inline(__always)
    private func fill(_ range: Range<Int>, depth: Int) {
        for i in range {
            let r = refs[i]
            let left = Int(r.length) - depth
            let p = arena + Int(r.offset) + depth
            if left >= 8 {
                chunks[i] = UInt64(bigEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
                codes[i] = left > 8 ? 9 : 8
            } else {
                var c: UInt64 = 0
                for j in 0..<max(0, left) { c |= UInt64(p[j]) << UInt64(56 - 8 * j) }
                chunks[i] = c
                codes[i] = UInt8(max(0, left))
            }
        }
    }

    /// Sorts a range whose keys agree on their first `depth` bytes and on the first `byte`
    /// bytes of the cached chunk.
    private func sort(_ range: Range<Int>, depth: Int, byte: Int, parallel: Bool) {
        var byte = byte
        let lo = range.lowerBound, hi = range.upperBound
        if hi - lo < 2 { return }
        if hi - lo < 48 { insertionSort(lo, hi, depth: depth); return }
        if byte == 0 {
            // Keys sharing the whole chunk (names of one company, one fund's classes) skip
            // its eight counting passes.
            let c = chunks[lo]
            var i = lo + 1
            while i < hi && chunks[i] == c { i += 1 }
            if i == hi { byte = 8 }
        }
        while true {
            let count = hi - lo
            if byte == 8 { sortByCode(lo, hi, depth: depth, parallel: parallel); return }
            let shift = UInt64(56 - 8 * byte)
            let split: [Range<Int>]? = withUnsafeTemporaryAllocation(of: Int.self, capacity: 514) { buffer in
                let counts = buffer.baseAddress!, next = counts + 257
                counts.initialize(repeating: 0, count: 257)
                for i in lo..<hi { counts[Int((chunks[i] >> shift) & 0xFF) + 1] += 1 }
                var single = false
                for b in 1...256 where counts[b] == count { single = true; break }
                if single { return nil }
                for b in 1...256 { counts[b] += counts[b - 1] }     // counts[b]: start of bucket b
                next.initialize(from: counts, count: 257)
                for i in lo..<hi {
                    let b = Int((chunks[i] >> shift) & 0xFF)
                    let j = lo + next[b]
                    next[b] += 1
                    tmpRefs[j] = refs[i]; tmpChunks[j] = chunks[i]; tmpCodes[j] = codes[i]
                }
                var buckets: [Range<Int>] = []
                for b in 0..<256 where counts[b + 1] - counts[b] > 1 { buckets.append((lo + counts[b])..<(lo + counts[b + 1])) }
                return buckets
            }
            guard let buckets = split else { byte += 1; continue }  // one bucket: the next byte
            (refs + lo).update(from: tmpRefs + lo, count: count)
            (chunks + lo).update(from: tmpChunks + lo, count: count)
            (codes + lo).update(from: tmpCodes + lo, count: count)
            if parallel {
                Parallel.forEach(buckets.count) { k in
                    sort(buckets[k], depth: depth, byte: byte + 1, parallel: false)
                }
            } else {
                for r in buckets { sort(r, depth: depth, byte: byte + 1, parallel: false) }
            }
            return
        }
    }

    /// The chunk is equal across the range: keys that end in it are equal (ordered by record);
    /// the rest go on at the next chunk.
    private func sortByCode(_ lo: Int, _ hi: Int, depth: Int, parallel: Bool) {
        var counts = [Int](repeating: 0, count: 11)
        for i in lo..<hi { counts[Int(codes[i]) + 1] += 1 }
        var starts = counts
        for b in 1...10 { starts[b] += starts[b - 1] }
        var next = starts
        for i in lo..<hi {
            let b = Int(codes[i])
            let j = lo + next[b]
            next[b] += 1
            tmpRefs[j] = refs[i]; tmpCodes[j] = codes[i]
        }
        (refs + lo).update(from: tmpRefs + lo, count: hi - lo)
        (codes + lo).update(from: tmpCodes + lo, count: hi - lo)
        for b in 0..<9 where starts[b + 1] - starts[b] > 1 {
            sortByRecord(lo + starts[b], lo + starts[b + 1])
        }
        let rest = (lo + starts[9])..<(lo + starts[10])
        if rest.count > 1 {
            fill(rest, depth: depth + 8)
            sort(rest, depth: depth + 8, byte: 0, parallel: parallel)
        }
    }

    private func sortByRecord(_ lo: Int, _ hi: Int) {
        var buffer = UnsafeMutableBufferPointer(start: refs + lo, count: hi - lo)
        buffer.sort { $0.record < $1.record }
    }

    private func insertionSort(_ lo: Int, _ hi: Int, depth: Int) {
        var i = lo + 1
        while i < hi {
            let r = refs[i], c = chunks[i], k = codes[i]
            var j = i
            while j > lo && less(r, c, k, refs[j - 1], chunks[j - 1], codes[j - 1], depth: depth) {
                refs[j] = refs[j - 1]; chunks[j] = chunks[j - 1]; codes[j] = codes[j - 1]
                j -= 1
            }
            refs[j] = r; chunks[j] = c; codes[j] = k
            i += 1
        }
    }

    @inline(__always)
    private func less(_ a: _KeyRef, _ ca: UInt64, _ ka: UInt8, _ b: _KeyRef, _ cb: UInt64, _ kb: UInt8, depth: Int) -> Bool {
        if ca != cb { return ca < cb }
        if ka != kb { return ka < kb }
        if ka == 9 {
            let c = _KeySort.compare(arena + Int(a.offset) + depth + 8, Int(a.length) - depth - 8,
                                     arena + Int(b.offset) + depth + 8, Int(b.length) - depth - 8)
            if c != 0 { return c < 0 }
        }
        return a.record < b.record
    }

    /// Lexicographic comparison, a prefix first.
    @inline(__always)
    static func compare(_ a: UnsafePointer<UInt8>, _ la: Int, _ b: UnsafePointer<UInt8>, _ lb: Int) -> Int {
        let n = min(la, lb)
        var i = 0
        while i + 8 <= n {
            let x = UInt64(bigEndian: UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self))
            let y = UInt64(bigEndian: UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self))
            if x != y { return x < y ? -1 : 1 }
            i += 8
        }
        while i < n {
            if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
            i += 1
        }
        return la == lb ? 0 : (la < lb ? -1 : 1)
    }
}
