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
        // Collected, not one expectation a pair: 600,000 pairs.
        var wide: [UInt32] = [], joined: [(UInt32, UInt32)] = []
        for u in Self.alone {
            if DisplayWidth.of(Character(u)) != 1 { wide.append(u.value) }
            for v in neighbours where (String(u) + String(v)).count != 2 { joined.append((u.value, v.value)) }
        }
        #expect(wide.isEmpty, "\(wide)")
        #expect(joined.isEmpty, "\(joined.prefix(20))")
    }

    @Test func widthsAreTheCharactersWidths() {
        func reference(_ s: String) -> Int { s.reduce(0) { $0 + DisplayWidth.of($1) } }
        var texts = ["", "app", "Сбербанк", "L’Oréal S.A. · Париж", "ООО «Газпром» — №1", "Ελλάδα", "e\u{301}", "Й\u{308}x",
                     "a\u{200d}b", "日本", "한국", "🇷🇺", "a\u{ad}b", "é\r\nж", "й" + String(repeating: "\u{483}", count: 3)]
        for u in Self.alone.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
            texts.append("ж" + String(u) + "\u{301}")    // a combining mark after it
            texts.append(String(u) + "Б")
        }
        let wrong = texts.filter { DisplayWidth.of($0) != reference($0) }.map { $0.unicodeScalars.map(\.value) }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
