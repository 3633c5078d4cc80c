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

/// Decodes UTF-16 (lone surrogates become U+FFFD).
@inline(__always)
func string(fromUTF16 units: [UInt16]) -> String {
    String(decoding: units, as: UTF16.self)
}
