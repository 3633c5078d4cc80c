import Testing
@testable import FinderText

/// `joined(by:)` and `whiteSpaceCollapsed` give what the standard library's `joined` and
/// `split(whereSeparator: \.isWhitespace)` gave, for which they stand in on the start-up path.
@Suite struct JoiningTests {
    static let texts = ["", " ", "app", "  app   le  ", "a\tb\nc\r\nd", "app\u{a0}le", "x\u{2003} y\u{3000}z",
                        "a \u{301}b", "\u{301} app", " \u{301}", "é e\u{301}", "Сбер  банк ", "\u{85}a\u{2028}b\u{2029}",
                        "🇷🇺 🇺🇸", "a\u{200b}b", "\u{feff}x", "l’Oréal   S.A.", String(repeating: " a", count: 300)]

    @Test func whiteSpaceIsCollapsedAsSplittingAndJoiningDid() {
        for t in Self.texts {
            #expect(t.whiteSpaceCollapsed == t.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "),
                    "\(t.unicodeScalars.map(\.value))")
        }
        // Every scalar below U+3100 between letters, and beside a space.
        var wrong: [UInt32] = []
        for v in UInt32(0)..<0x3100 {
            guard let u = Unicode.Scalar(v) else { continue }
            let t = "a" + String(u) + "b " + String(u) + " c"
            if t.whiteSpaceCollapsed != t.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ") { wrong.append(v) }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func joinedByGivesWhatJoinedGave() {
        for n in 0..<4 {
            let parts = Array(Self.texts.prefix(n + 3))
            for separator in ["", " ", " · ", ", "] {
                #expect(parts.joined(by: separator) == parts.joined(separator: separator))
                #expect(Array(parts.prefix(n)).joined(by: separator) == Array(parts.prefix(n)).joined(separator: separator))
            }
        }
    }
}
