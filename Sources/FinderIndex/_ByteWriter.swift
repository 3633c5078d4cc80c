/// Append-only little-endian byte buffer used to serialize an index.
struct _ByteWriter {
    var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func reserve(_ n: Int) { bytes.reserveCapacity(n) }

    mutating func u8(_ v: UInt8) { bytes.append(v) }

    mutating func u32(_ v: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: v))
        bytes.append(UInt8(truncatingIfNeeded: v >> 8))
        bytes.append(UInt8(truncatingIfNeeded: v >> 16))
        bytes.append(UInt8(truncatingIfNeeded: v >> 24))
    }

    mutating func u64(_ v: UInt64) {
        u32(UInt32(truncatingIfNeeded: v))
        u32(UInt32(truncatingIfNeeded: v >> 32))
    }

    /// LEB128 unsigned varint: 1 byte below 128, at most 5 bytes for a UInt32.
    mutating func varint(_ v: Int) {
        precondition(v >= 0 && v <= Int(UInt32.max))
        var x = UInt32(v)
        while x >= 0x80 {
            bytes.append(UInt8(x & 0x7f) | 0x80)
            x >>= 7
        }
        bytes.append(UInt8(x))
    }

    mutating func append<C: Collection>(contentsOf c: C) where C.Element == UInt8 {
        bytes.append(contentsOf: c)
    }

    mutating func pad(to alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }
}
