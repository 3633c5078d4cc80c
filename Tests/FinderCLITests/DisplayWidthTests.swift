import Testing
@testable import FinderCLI

/// `DisplayWidth.of` counts the scalars of plain text (`standsAlone`) without breaking it
/// into characters: it must give what counting character by character gives.
@Suite struct DisplayWidthTests {
    static let alone: [Unicode.Scalar] = (UInt32(0)...0x2fff).compactMap { v in
        DisplayWidth.standsAlone(v) ? Unicode.Scalar(v) : nil
    }

    /// Every such scalar is one column and one character on its own, and stays one beside each
    /// of them (every 5th, both sides) and beside combining marks, joiners and controls
    /// (which attach to it or break, and make the count go character by character).
    @Test func plainScalarsAreCharactersOfTheirOwn() {
        let neighbours = Self.alone.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
        for u in Self.alone {
            #expect(DisplayWidth.of(Character(u)) == 1, "U+\(u.value)")
            for v in neighbours {
                let s = String(u) + String(v)
                #expect(s.count == 2, "U+\(u.value) U+\(v.value)")
            }
        }
    }

    @Test func widthsAreTheCharactersWidths() {
        func reference(_ s: String) -> Int { s.reduce(0) { $0 + DisplayWidth.of($1) } }
        var texts = ["", "app", "Сбербанк", "L’Oréal S.A. · Париж", "ООО «Газпром» — №1", "Ελλάδα", "e\u{301}", "Й\u{308}x",
                     "a\u{200d}b", "日本", "한국", "🇷🇺", "x\r\ny", "a\u{ad}b", "й" + String(repeating: "\u{483}", count: 3)]
        for u in Self.alone.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
            texts.append("ж" + String(u) + "\u{301}")    // a combining mark after it
            texts.append(String(u) + "Б")
        }
        for t in texts { #expect(DisplayWidth.of(t) == reference(t), "\(t.unicodeScalars.map(\.value))") }
    }
}
