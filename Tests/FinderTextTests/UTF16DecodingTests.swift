import Testing
@testable import FinderText

/// ICU's UTF-16 output is decoded by `string(fromUTF16:)`, transcoded by hand: the result must
/// be the standard library's decoding, lone surrogates (each one U+FFFD) included.
@Suite struct UTF16DecodingTests {
    @Test func decodingIsTheStandardLibrarys() {
        var cases: [[UInt16]] = [[], [0x41], [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xFFFD], Array("Газпром Äpple 日本 👍🏽".utf16),
                                 [0xD800], [0xDC00], [0xDC00, 0xD800], [0xD83D, 0xDC4D], [0xD83D, 0x41, 0xDC4D],
                                 [0xDBFF, 0xDFFF], [0xD800, 0xD800, 0xDC00], [0x41, 0xD800]]
        var x: UInt64 = 0x2545_F491_4F6C_DD1D
        for length in 0..<600 {
            var units: [UInt16] = []
            for _ in 0..<(length % 40) {
                x ^= x << 13; x ^= x >> 7; x ^= x << 17
                // Mostly the edges where the encodings change: ASCII, 2 and 3 bytes, surrogates.
                let pools: [ClosedRange<UInt16>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xD800...0xDBFF, 0xDC00...0xDFFF, 0xE000...0xFFFF]
                let pool = pools[Int(x % 6)]
                units.append(pool.lowerBound + UInt16((x >> 8) % UInt64(pool.count)))
            }
            cases.append(units)
        }
        for units in cases {
            let mine = string(fromUTF16: units), library = String(decoding: units, as: UTF16.self)
            #expect(Array(mine.utf8) == Array(library.utf8), "\(units)")
        }
    }
}
