import Testing
@testable import FinderText

/// `UntrustedText.clean` gives printable ASCII back as it is, without walking it: the same
/// text the full cleaning gives, for every printable character and random strings of them,
/// and text with anything else still goes through the full cleaning.
@Suite struct UntrustedTextASCIITests {
    @Test func printableASCIIIsCleanedAsTheFullCleaningDoes() {
        var texts = [String(decoding: Array(0x20...0x7E).map { UInt8($0) }, as: UTF8.self), "", " ", "AAPL", "Apple Inc."]
        var x: UInt64 = 0x1234_5678_9ABC_DEF1
        for n in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<(n % 50) {
                x = x &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(0x20 + (x >> 33) % 0x5F))
            }
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        for t in texts {
            for keep in [false, true] {
                #expect(UntrustedText.clean(t, keepingLineBreaks: keep) == UntrustedText.cleanScalars(t, keepingLineBreaks: keep), "\(t)")
            }
        }
        // Anything outside printable ASCII is still cleaned.
        #expect(UntrustedText.clean("a\tb\u{7f}c\u{1b}[31md") == "a bcd")
        #expect(UntrustedText.clean("x\u{200b}y", keepingLineBreaks: true) == "xy")
    }
}
