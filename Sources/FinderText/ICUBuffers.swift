import CICU

// Internal helpers shared by the ICU wrappers: string ↔ UTF-16 conversion and the
// "call, and if ICU needs more room, grow the buffer and call again" loop.
//
// No Foundation here on purpose: FinderText sits on the cold-start path of `finder stocks`.

/// Calls `body` with the UTF-16 code units of `text` (copied once into a contiguous array:
/// native Swift strings are UTF-8).
@inline(__always)
func withUTF16<R>(_ text: String, _ body: (UnsafePointer<UInt16>?, Int32) -> R) -> R {
    let units = Array(text.utf16)
    return units.withUnsafeBufferPointer { body($0.baseAddress, Int32(clamping: $0.count)) }
}

/// Runs a shim call that writes UTF-16 and returns the length it needs (negative = error),
/// growing the buffer until the output fits. Returns nil on an ICU error.
func growingUTF16(initialCapacity: Int,
                  _ fill: (UnsafeMutablePointer<UInt16>, Int32) -> Int32) -> [UInt16]? {
    var capacity = max(initialCapacity, 16)
    // Bounded: every retry asks for strictly more room, and ICU's needed length is exact.
    for _ in 0..<8 {
        var needed: Int32 = 0
        let cap = capacity
        let units = [UInt16](unsafeUninitializedCapacity: cap) { buffer, count in
            needed = fill(buffer.baseAddress!, Int32(clamping: cap))
            count = (needed >= 0 && Int(needed) <= cap) ? Int(needed) : 0
        }
        if needed < 0 { return nil }
        if Int(needed) <= cap { return units }
        capacity = max(Int(needed), cap + 1)
    }
    return nil
}

/// The same loop for a shim call that writes a NUL-terminated ASCII string.
func growingASCII(initialCapacity: Int,
                  _ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
    var capacity = max(initialCapacity, 16)
    for _ in 0..<8 {
        var needed: Int32 = 0
        let cap = capacity
        let bytes = [UInt8](unsafeUninitializedCapacity: cap) { buffer, count in
            needed = buffer.withMemoryRebound(to: CChar.self) { fill($0.baseAddress!, Int32(cap)) }
            // The shim writes `needed` characters plus a NUL only when needed < cap.
            count = (needed >= 0 && Int(needed) < cap) ? Int(needed) : 0
        }
        if needed < 0 { return nil }
        if Int(needed) < cap { return String(decoding: bytes, as: UTF8.self) }
        capacity = Int(needed) + 1
    }
    return nil
}

/// Decodes UTF-16 (lone surrogates become U+FFFD), as `String(decoding:as: UTF16.self)`
/// does — but transcoded here to UTF-8 and made a String on the standard library's UTF-8
/// path: its UTF-16 path is generic at run time, and its first use in a process instantiates
/// metadata and looks up conformances (0.17 M instructions of a cold search, for the history
/// key's case folding). A test compares the two over random and edge-case input.
func string(fromUTF16 units: [UInt16]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(units.count * 3)
    var i = 0
    let n = units.count
    while i < n {
        let u = UInt32(units[i])
        i += 1
        if u < 0x80 {
            bytes.append(UInt8(u))
            continue
        }
        var scalar = u
        if u & 0xFC00 == 0xD800, i < n, units[i] & 0xFC00 == 0xDC00 {
            scalar = 0x10000 + ((u - 0xD800) << 10) + (UInt32(units[i]) - 0xDC00)
            i += 1
        } else if u & 0xF800 == 0xD800 {
            scalar = 0xFFFD   // a lone surrogate
        }
        if scalar < 0x800 {
            bytes.append(UInt8(0xC0 | scalar >> 6))
        } else if scalar < 0x10000 {
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        } else {
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            bytes.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        }
        bytes.append(UInt8(0x80 | scalar & 0x3F))
    }
    return String(decoding: bytes, as: UTF8.self)
}
