import Testing
@testable import FinderText

/// `UntrustedText.clean` gives printable ASCII and other plain text (`isPlain`) back as it is,
/// without building a copy: the same text the full cleaning gives, for every such character
/// and random strings of them, and text with anything else still goes through the full cleaning.
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

    /// The one-pass check of the UTF-8 says what the scalar-by-scalar reading says, for every
    /// scalar (one, two, three and four UTF-8 bytes) alone, in a small string and in a large
    /// one, at its start and end.
    @Test func plainTextIsEveryScalarPlain() {
        for v in UInt32(0)...0x10FFFF where v < 0x3000 || v % 97 == 0 {
            guard let u = Unicode.Scalar(v) else { continue }
            let c = String(u)
            for t in [c, "ab" + c, c + String(repeating: "x", count: 40), String(repeating: "y", count: 40) + c + "ж"] {
                #expect(UntrustedText.isPlainText(t) == t.unicodeScalars.allSatisfy(UntrustedText.isPlain), "U+\(String(v, radix: 16)) in \(t.utf8.count) bytes")
            }
        }
        #expect(UntrustedText.isPlainText(""))
        #expect(UntrustedText.isPlainText("Сбербанк · MOEX ▲ ₽"))
        #expect(!UntrustedText.isPlainText("a\u{1b}[31m"))
    }

    /// Every character `isPlain` lets through is one the full cleaning keeps as it is, alone,
    /// after a letter, and nine times over (a combining mark would lose its ninth).
    @Test func everyPlainCharacterIsKeptByTheFullCleaning() {
        var plain: [Unicode.Scalar] = []
        for v in UInt32(0)...0x10FFFF { if let u = Unicode.Scalar(v), UntrustedText.isPlain(u) { plain.append(u) } }
        #expect(plain.count > 1_500 && plain.contains("ж") && plain.contains("▼") && plain.contains("₽"))
        #expect(!plain.contains("\u{AD}") && !plain.contains("\u{483}") && !plain.contains("\u{2028}") && !plain.contains("\u{7F}"))
        for u in plain {
            let s = "a" + String(repeating: String(u), count: 9)
            #expect(UntrustedText.cleanScalars(s, keepingLineBreaks: false) == s, "U+\(String(u.value, radix: 16))")
            #expect(UntrustedText.clean(s) == s)
        }
        var x: UInt64 = 7
        for _ in 0..<300 {
            var t = ""
            for _ in 0..<30 {
                x = x &* 6364136223846793005 &+ 1442695040888963407
                t.unicodeScalars.append(plain[Int((x >> 33) % UInt64(plain.count))])
            }
            #expect(UntrustedText.clean(t) == UntrustedText.cleanScalars(t, keepingLineBreaks: false))
        }
        #expect(UntrustedText.clean("цена\u{200F} неизвестна") == "цена неизвестна")
        #expect(UntrustedText.clean("е\u{301}") == "е\u{301}")
    }
}
