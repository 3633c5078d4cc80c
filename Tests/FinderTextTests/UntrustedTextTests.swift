import Testing
import FinderText

@Suite struct UntrustedTextTests {
    @Test func escapesControlsAndBidiOverridesAreRemoved() {
        let osc52 = "copy\u{1b}]52;c;ZXZpbA==\u{07}me"
        #expect(UntrustedText.clean(osc52) == "copyme")
        #expect(UntrustedText.clean("a\u{1b}]8;;https://x\u{1b}\\link\u{1b}]8;;\u{1b}\\b") == "alinkb")
        #expect(UntrustedText.clean("red\u{1b}[31m!\u{9b}1m") == "red!")
        #expect(UntrustedText.clean("invoice\u{202e}fdp.exe") == "invoicefdp.exe")
        #expect(UntrustedText.clean("x\u{0}y\u{7f}z\u{85}") == "xyz")
        #expect(UntrustedText.clean("Сбербанк L’Oréal") == "Сбербанк L’Oréal")
    }

    @Test func lineBreaksAreKeptOnlyWhenAsked() {
        #expect(UntrustedText.clean("one\ntwo\r\tthree") == "one two  three")
        #expect(UntrustedText.clean("one\ntwo\rthree", keepingLineBreaks: true) == "one\ntwo\nthree")
    }

    @Test func aSecretIsRedactedInAnyCaseAndInLongParts() {
        let key = "AbCdEfGh12345678"
        #expect(UntrustedText.redacting(key, in: "bad key AbCdEfGh12345678!") == "bad key …!")
        #expect(UntrustedText.redacting(key, in: "bad key abcdefgh12345678") == "bad key …")
        #expect(UntrustedText.redacting(key, in: "cut: ABCDEFGH1234") == "cut: …")
        #expect(UntrustedText.redacting(key, in: "only abcd here") == "only abcd here", "a short part is no leak")
        #expect(UntrustedText.redacting("", in: "text") == "text")
    }

    /// Invisible and bidi characters got through (a second `AAPL` beside
    /// the real one; a name ending in U+061C reordering the price after it).
    @Test(arguments: [0x061c, 0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2064, 0x206a, 0x206f, 0xfeff, 0x180e,
                      0xfff9, 0xfffb, 0xe0001, 0xe0041, 0xe007f, 0x00ad])
    func invisibleCharactersAreRemoved(_ code: UInt32) {
        let u = Character(Unicode.Scalar(code)!)
        #expect(UntrustedText.clean("AAPL\(u)") == "AAPL")
        #expect(UntrustedText.clean("Ga\(u)zprom") == "Gazprom")
        #expect(UntrustedText.isForbidden(Unicode.Scalar(code)!))
        #expect(!UntrustedText.isVisible(Unicode.Scalar(code)!))
    }

    /// One letter with millions of combining marks is one "character".
    @Test func marksPastALimitAreDroppedAndLimitsCountBytesAndCodePoints() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 100_000) + "b"
        let cleaned = UntrustedText.clean(zalgo)
        #expect(cleaned.unicodeScalars.count == 2 + UntrustedText.maxMarksPerCharacter)
        #expect(cleaned.hasSuffix("b"))
        #expect(UntrustedText.clean("Việt Nam") == "Việt Nam", "two stacked marks stay")
        #expect(zalgo.count == 2, "a grapheme count sees two characters")
        #expect(!UntrustedText.fits(zalgo, characters: 200))
        #expect(!UntrustedText.fits("a" + String(repeating: "\u{301}", count: 20), characters: 200))
        #expect(!UntrustedText.fits(String(repeating: "я", count: 201), characters: 200))
        #expect(UntrustedText.fits(String(repeating: "я", count: 200), characters: 200))
        #expect(UntrustedText.fits("Việt Nam 🇻🇳", characters: 12))
    }
}
