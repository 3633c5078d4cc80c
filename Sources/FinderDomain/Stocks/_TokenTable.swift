#if canImport(Glibc)
import Glibc
#endif

/// Token numbers by their bytes: open addressing over the tokens' own arena (a dictionary
/// keyed by byte arrays would allocate and SipHash every token of every name).
struct _TokenTable {
    private var slots = [Int32](repeating: -1, count: 1 << 12)
    private var hashes = [UInt32](repeating: 0, count: 1 << 12)
    private var starts: [Int] = [0]
    private var used = 0

    private static func hash(_ t: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in t { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    /// The number of `t`, or `next` after recording it (the caller then appends its bytes to
    /// `arena`, where token i lies at starts[i] ..< starts[i + 1]).
    mutating func number(of t: UnsafeBufferPointer<UInt8>, in arena: [UInt8], next: Int) -> Int {
        let h = Self.hash(t)
        let mask = slots.count - 1
        var i = Int(h) & mask
        while slots[i] >= 0 {
            let n = Int(slots[i])
            if hashes[i] == h && starts[n + 1] - starts[n] == t.count
                && arena.withUnsafeBufferPointer({ a in t.isEmpty || memcmp(a.baseAddress! + starts[n], t.baseAddress!, t.count) == 0 }) {
                return n
            }
            i = (i + 1) & mask
        }
        slots[i] = Int32(next)
        hashes[i] = h
        starts.append(starts.last! + t.count)
        used += 1
        if used * 2 > slots.count { grow() }
        return next
    }

    private mutating func grow() {
        let old = slots, oldHashes = hashes
        slots = [Int32](repeating: -1, count: old.count * 2)
        hashes = [UInt32](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for k in 0..<old.count where old[k] >= 0 {
            var i = Int(oldHashes[k]) & mask
            while slots[i] >= 0 { i = (i + 1) & mask }
            slots[i] = old[k]
            hashes[i] = oldHashes[k]
        }
    }
}
