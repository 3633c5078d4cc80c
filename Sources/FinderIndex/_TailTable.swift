#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Leaf tails (the label bytes of a leaf after its first byte) counted over every trie, then
/// given ids by how often they occur: the tails used by two leaves or more are stored once
/// (the `tails` section) and a leaf names its tail by id. Names repeat words, and every word
/// of a name starts a key of the later-word trie, so most leaves end in a tail seen before
/// ("…⟨space⟩fund" in thousands of names).
///
/// An open-addressing hash table over an arena of tail bytes, in owned buffers (a class's
/// array properties would pay an exclusivity check on every probe); no allocation per tail.
final class _TailTable {
    private struct Slot {
        var hash: UInt32 = 0
        var offset: UInt32 = 0
        var length: UInt32 = 0
        var count: UInt32 = 0   // 0: empty
        var id: UInt32 = .max
    }

    private var arena: UnsafeMutablePointer<UInt8>
    private var arenaCount = 0
    private var arenaCapacity: Int
    private var slots: UnsafeMutablePointer<Slot>
    private var capacity: Int
    private var used = 0

    /// Shortest tail worth an id: shorter ones are written in place.
    static let minLength = 2

    init(capacity: Int = 1 << 12) {
        var c = 16
        while c < capacity * 2 { c <<= 1 }
        self.capacity = c
        slots = .allocate(capacity: c)
        slots.initialize(repeating: Slot(), count: c)
        arenaCapacity = 1 << 16
        arena = .allocate(capacity: arenaCapacity)
    }

    deinit {
        slots.deallocate()
        arena.deallocate()
    }

    @inline(__always)
    private static func hash(_ p: UnsafeRawBufferPointer) -> UInt32 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(p.count)
        let n = p.count
        var i = 0
        if let base = p.baseAddress {
            while i + 8 <= n {
                h = (h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
                i += 8
            }
            var w: UInt64 = 0
            var shift: UInt64 = 0
            while i < n { w |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << shift; shift += 8; i += 1 }
            h = (h ^ w) &* 0xC4CE_B9FE_1A85_EC53
            h ^= h >> 29
        }
        return UInt32(truncatingIfNeeded: h) | 1
    }

    @inline(__always)
    private func find(_ p: UnsafeRawBufferPointer, _ h: UInt32) -> Int {
        let mask = capacity - 1
        var i = Int(h) & mask
        while true {
            let s = slots[i]
            if s.count == 0 { return i }
            if s.hash == h && Int(s.length) == p.count
                && (p.count == 0 || memcmp(arena + Int(s.offset), p.baseAddress!, p.count) == 0) {
                return i
            }
            i = (i + 1) & mask
        }
    }

    /// Counts `n` more uses of a tail.
    func add(_ p: UnsafeRawBufferPointer, count n: Int = 1) {
        let h = Self.hash(p)
        let i = find(p, h)
        if slots[i].count > 0 {
            slots[i].count = slots[i].count &+ UInt32(min(n, Int(UInt32.max)))
            return
        }
        if arenaCount + p.count > arenaCapacity {
            var c = arenaCapacity * 2
            while arenaCount + p.count > c { c *= 2 }
            precondition(c < Int(UInt32.max), "tails over 4 GiB")
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: c)
            bigger.update(from: arena, count: arenaCount)
            arena.deallocate()
            arena = bigger
            arenaCapacity = c
        }
        if let base = p.baseAddress { (arena + arenaCount).update(from: base.assumingMemoryBound(to: UInt8.self), count: p.count) }
        slots[i] = Slot(hash: h, offset: UInt32(arenaCount), length: UInt32(p.count), count: UInt32(n))
        arenaCount += p.count
        used += 1
        if used * 2 > capacity { grow() }
    }

    private func grow() {
        let old = slots, oldCapacity = capacity
        capacity *= 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(), count: capacity)
        let mask = capacity - 1
        for k in 0..<oldCapacity where old[k].count > 0 {
            var i = Int(old[k].hash) & mask
            while slots[i].count != 0 { i = (i + 1) & mask }
            slots[i] = old[k]
        }
        old.deallocate()
    }

    /// Adds every count of `other`.
    func merge(_ other: _TailTable) {
        for k in 0..<other.capacity where other.slots[k].count > 0 {
            let s = other.slots[k]
            add(UnsafeRawBufferPointer(start: other.arena + Int(s.offset), count: Int(s.length)), count: Int(s.count))
        }
    }

    /// Gives ids to the tails used at least twice, most used first (ties by bytes, so the
    /// result does not depend on hashing), and returns their bytes and (offset, length) each.
    func assignIDs() -> (bytes: [UInt8], spans: [(offset: Int, length: Int)]) {
        var chosen: [Int] = []
        for k in 0..<capacity where slots[k].count >= 2 && slots[k].length >= UInt32(Self.minLength) { chosen.append(k) }
        let slots = self.slots, arena = self.arena
        chosen.sort { x, y in
            let s = slots[x], t = slots[y]
            if s.count != t.count { return s.count > t.count }
            return _KeySort.compare(arena + Int(s.offset), Int(s.length), arena + Int(t.offset), Int(t.length)) < 0
        }
        var bytes: [UInt8] = []
        var spans: [(offset: Int, length: Int)] = []
        spans.reserveCapacity(chosen.count)
        for (id, i) in chosen.enumerated() {
            slots[i].id = UInt32(id)
            spans.append((bytes.count, Int(slots[i].length)))
            bytes.append(contentsOf: UnsafeBufferPointer(start: arena + Int(slots[i].offset), count: Int(slots[i].length)))
        }
        return (bytes, spans)
    }

    /// The id of a tail, if it has one.
    @inline(__always)
    func id(of p: UnsafeRawBufferPointer) -> Int? {
        guard p.count >= Self.minLength else { return nil }
        let s = slots[find(p, Self.hash(p))]
        return s.count > 0 && s.id != .max ? Int(s.id) : nil
    }
}

/// The tails of in-memory tries (`_TailCounter.list`) as `_TailTable` would number them —
/// those used by two leaves or more, most used first, ties by bytes — found by radix-sorting
/// the tails (slices of the keys' arena) instead of hashing them, and each leaf's tail id
/// (-1: its tail is written in place) listed by leaf number, so that the trie builder looks
/// nothing up.
struct _TailSort {
    let bytes: [UInt8]
    let spans: [(offset: Int, length: Int)]
    /// Per leaf of all parts, in order: its tail id or -1.
    let leafIDs: [Int32]
    /// Where each part's leaves start in `leafIDs` (parts + 1 values).
    let leafStarts: [Int]

    init(_ parts: [_SortedKeys]) {
        let listed = parallelMap(0..<parts.count) { _TailCounter.list(parts[$0]) }
        var starts = [0]
        for l in listed { starts.append(starts.last! + l.leaves) }
        var all: [_KeyRef] = []
        all.reserveCapacity(listed.reduce(0) { $0 + $1.tails.count })
        for (i, l) in listed.enumerated() {
            for r in l.tails { all.append(_KeyRef(offset: r.offset, length: r.length, record: r.record + UInt32(starts[i]))) }
        }
        let arena = parts.first?.arena ?? []
        _KeySort.sort(&all, arena: arena)
        // Runs of equal tails; those of two or more get ids by count, then bytes.
        var runs: [(count: Int, start: Int)] = []
        arena.withUnsafeBufferPointer { a in
            guard let base = a.baseAddress else { return }
            var i = 0
            while i < all.count {
                var j = i + 1
                while j < all.count && _KeySort.compare(base + Int(all[i].offset), Int(all[i].length),
                                                        base + Int(all[j].offset), Int(all[j].length)) == 0 { j += 1 }
                if j - i >= 2 { runs.append((j - i, i)) }
                i = j
            }
        }
        runs.sort { $0.count != $1.count ? $0.count > $1.count : $0.start < $1.start }
        var ids = [Int32](repeating: -1, count: starts.last!)
        var bytes: [UInt8] = []
        var spans: [(offset: Int, length: Int)] = []
        spans.reserveCapacity(runs.count)
        for (id, run) in runs.enumerated() {
            let first = all[run.start]
            spans.append((bytes.count, Int(first.length)))
            bytes.append(contentsOf: arena[Int(first.offset)..<Int(first.offset + first.length)])
            for k in run.start..<(run.start + run.count) { ids[Int(all[k].record)] = Int32(id) }
        }
        self.bytes = bytes
        self.spans = spans
        leafIDs = ids
        leafStarts = starts
    }
}
