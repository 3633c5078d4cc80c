/// Unsigned integers of `bits` bits each (1…56), packed little-endian into bytes, followed by
/// 8 zero bytes so that a reader may always load a whole 64-bit word.
struct _PackedWriter {
    let bits: Int
    private(set) var count = 0
    private(set) var bytes: [UInt8] = []
    private var word: UInt64 = 0
    private var used = 0

    init(bits: Int, reserve: Int = 0) {
        precondition(bits >= 1 && bits <= 56)
        self.bits = bits
        bytes.reserveCapacity(reserve * bits / 8 + 16)
    }

    @inline(__always)
    mutating func append(_ value: UInt64) {
        precondition(value >> UInt64(bits) == 0, "\(value) does not fit in \(bits) bits")
        word |= value << UInt64(used)
        used += bits
        while used >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: word))
            word >>= 8
            used -= 8
        }
        count += 1
    }

    @inline(__always)
    mutating func append(_ value: UInt32) { append(UInt64(value)) }

    /// The packed bytes with their padding; the writer is spent.
    mutating func finish() -> [UInt8] {
        if used > 0 { bytes.append(UInt8(truncatingIfNeeded: word)); word = 0; used = 0 }
        bytes.append(contentsOf: repeatElement(0, count: 8))
        return bytes
    }

    static func pack(_ values: [UInt32], bits: Int) -> [UInt8] {
        var w = _PackedWriter(bits: bits, reserve: values.count)
        for v in values { w.append(v) }
        return w.finish()
    }

    /// Bytes a section of `count` values of `bits` bits takes.
    static func byteCount(count: Int, bits: Int) -> Int { (count * bits + 7) / 8 + 8 }
}

/// A view of packed integers inside the mapped file. The section's length was checked
/// against `count` and `bits` when the reader opened, so every read stays inside it; the
/// bytes a read touches are `byteRange(i)` (for checksum verification).
struct _Packed {
    let base: UnsafeRawPointer?
    let count: Int
    let bits: Int
    let mask: UInt64

    init(base: UnsafeRawPointer?, count: Int, bits: Int) {
        self.base = base
        self.count = count
        self.bits = bits
        mask = (1 << UInt64(bits)) - 1
    }

    @inline(__always)
    func byteOffset(_ i: Int) -> Int { (i &* bits) >> 3 }

    @inline(__always)
    subscript(_ i: Int) -> UInt64 {
        let bit = i &* bits
        let w = UInt64(littleEndian: base!.loadUnaligned(fromByteOffset: bit >> 3, as: UInt64.self))
        return (w >> UInt64(bit & 7)) & mask
    }
}
