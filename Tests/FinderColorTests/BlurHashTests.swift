import Testing
import FinderColor

/// Expected pixels come from the reference Python implementation (pypi `blurhash` 1.1.5,
/// `blurhash.decode(hash, 8, 8)`), not from this decoder.
@Suite struct BlurHashTests {
    @Test func decodesTheReadmeHash() throws {
        let hash = try #require(BlurHash("LEHV6nWB2yk8pyo0adR*.7kCMdnj"))
        #expect(hash.componentsX == 4 && hash.componentsY == 3)
        #expect(hash.averageColor == RGBColor(151, 150, 149))
        let px = hash.pixels(width: 8, height: 8)
        #expect(px.count == 64)
        #expect(px[0] == RGBColor(135, 164, 177))
        #expect(px[7] == RGBColor(144, 167, 179))
        #expect(px[3 * 8 + 4] == RGBColor(162, 138, 127))
        #expect(px[63] == RGBColor(140, 144, 145))
    }

    @Test func decodesASecondHashWithPunctuationDigits() throws {
        let hash = try #require(BlurHash("LGF5]+Yk^6#M@-5c,1J5@[or[Q6."))
        #expect(hash.averageColor == RGBColor(131, 126, 152))
        let px = hash.pixels(width: 8, height: 8)
        #expect(px[0] == RGBColor(176, 118, 163))
        #expect(px[7] == RGBColor(210, 82, 126))
        #expect(px[3 * 8 + 4] == RGBColor(111, 120, 138))
        #expect(px[63] == RGBColor(126, 102, 115))
    }

    /// One component (size "0"), DC = 0xFF0000 ("TAZ6"... computed: 16711680 in base 83).
    @Test func aSingleComponentHashIsOneFlatColour() throws {
        var v = 0xFF8000, digits: [Character] = []
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~")
        for _ in 0..<4 { digits.insert(alphabet[v % 83], at: 0); v /= 83 }
        let hash = try #require(BlurHash("00" + String(digits)))
        #expect(hash.componentsX == 1 && hash.componentsY == 1)
        #expect(hash.pixels(width: 3, height: 2) == Array(repeating: RGBColor(255, 128, 0), count: 6))
        #expect(hash.averageColor == RGBColor(255, 128, 0))
    }

    @Test(arguments: ["", "L", "LEHV6nWB2yk8pyo0adR*.7kCMdn", "LEHV6nWB2yk8pyo0adR*.7kCMdnjj", "LEHV6nWB2yk8pyo0adR*.7kCMdn\"",
                      "LEHV6nWB2yk8pyo0adR*.7kCMdné", "\u{1b}[2J"])
    func rejectsMalformedHashes(hash: String) {
        #expect(BlurHash(hash) == nil)
    }

    @Test func hexColours() {
        #expect(RGBColor(hex: "#09A6E4") == RGBColor(9, 166, 228))
        #expect(RGBColor(hex: "ff0000") == RGBColor(255, 0, 0))
        #expect(RGBColor(hex: "#FFF") == nil)
        #expect(RGBColor(hex: "#GG0000") == nil)
    }
}
