/// A set of record ids, for the records a search has already taken (`IndexReader.top`'s
/// `excluding`, the company collector).
///
/// Not `Set<UInt32>`: the first `Set` of a type a process makes instantiates its storage's
/// generic metadata, which looks the element's `Hashable` conformance up by scanning every
/// conformance record of the static binary (~130 k instructions on a cold search, more than
/// the set's whole work). This one is open addressing over an `[UInt64]`, whose metadata the
/// standard library has prespecialized; it hashes with one multiplication instead of SipHash.
public struct RecordSet: Sendable {
    private var table = _PairSet()

    public init() {}

    /// An empty set with room for `minimumCapacity` records before it grows (each growth
    /// rehashes every record: counting a thousand companies grew it seven times).
    public init(minimumCapacity: Int) { table = _PairSet(minimumCapacity: minimumCapacity) }

    public init<S: Sequence>(_ records: S) where S.Element == UInt32 {
        for r in records { insert(r) }
    }

    public var count: Int { table.count }
    public var isEmpty: Bool { table.count == 0 }

    public func contains(_ record: UInt32) -> Bool { table.contains(UInt64(record), 0) }

    /// Whether `record` was not in the set before.
    @discardableResult
    public mutating func insert(_ record: UInt32) -> Bool { table.insert(UInt64(record), 0) }
}

/// A hash set of pairs of words (`RecordSet`'s records, `wordWalk`'s states), open
/// addressing with linear probing over one array: slot i is words 2i and 2i + 1, empty when
/// its first word is 2⁶³ (no record id, and the bit pattern of no node id: those are offsets
/// in the file, or −1 − a tail's position). At most half full.
struct _PairSet: Sendable {
    private var words: [UInt64] = []
    private var shift = 64        // 64 − log2(slots); 64 while there are no slots
    private(set) var count = 0

    private static let empty: UInt64 = 1 << 63

    init() {}

    /// The slots of the first table (a power of two).
    private static let firstSlots = 32

    /// Slots for `minimumCapacity` pairs at most half full, at least as many as a first growth makes.
    init(minimumCapacity: Int) {
        var slots = Self.firstSlots
        while slots < 2 * (minimumCapacity + 1) { slots *= 2 }
        makeEmptyTable(slots: slots)
    }

    /// An empty table of `slots` slots (a power of two).
    private mutating func makeEmptyTable(slots: Int) {
        words = [UInt64](repeating: Self.empty, count: 2 * slots)
        shift = 64 - slots.trailingZeroBitCount
        count = 0
    }

    private func slot(_ a: UInt64, _ b: UInt64) -> Int {
        // Fibonacci hashing: the top bits of the product, which every bit of a and b reaches.
        Int(truncatingIfNeeded: (a &* 0x9E37_79B9_7F4A_7C15 ^ b &* 0xC2B2_AE3D_27D4_EB4F) >> UInt64(shift))
    }

    func contains(_ a: UInt64, _ b: UInt64) -> Bool {
        guard count > 0 else { return false }
        let mask = words.count / 2 - 1
        var i = slot(a, b)
        return words.withUnsafeBufferPointer { w in
            while true {
                let x = w[2 &* i]
                if x == Self.empty { return false }
                if x == a && w[2 &* i &+ 1] == b { return true }
                i = (i &+ 1) & mask
            }
        }
    }

    mutating func insert(_ a: UInt64, _ b: UInt64) -> Bool {
        precondition(a != Self.empty)
        if (count + 1) * 2 > words.count / 2 { grow() }
        let mask = words.count / 2 - 1
        var i = slot(a, b)
        let inserted = words.withUnsafeMutableBufferPointer { w in
            while true {
                let x = w[2 &* i]
                if x == Self.empty {
                    w[2 &* i] = a
                    w[2 &* i &+ 1] = b
                    return true
                }
                if x == a && w[2 &* i &+ 1] == b { return false }
                i = (i &+ 1) & mask
            }
        }
        if inserted { count += 1 }
        return inserted
    }

    private mutating func grow() {
        let old = words
        makeEmptyTable(slots: max(Self.firstSlots, old.count))   // twice the slots: old.count is 2 × old slots
        var i = 0
        while i < old.count {
            if old[i] != Self.empty { _ = insert(old[i], old[i + 1]) }
            i += 2
        }
    }
}
