import Testing
@testable import FinderText

/// A character is part of a word exactly when ICU's search collator gives
/// it a non-variable primary weight; only variable weights (spaces, punctuation) separate
/// words; what has no primary weight stays inside the word it is in.
@Suite struct WordCharacterTests {
    let maker = SearchKeyMaker()

    /// The differential check: for every code point of every plane, the class the keys use
    /// (ASCII's built-in table, ICU's sort keys, remembered) equals the class ICU's
    /// collation elements give (primary orders against the variable top), and so does the
    /// class a code point table carries (the BMP, as a query process reads it from the index).
    @Test func everyCodePointIsClassedAsICUWeighsIt() {
        let reference = maker.icuElementClasses(0..<0x110000)
        #expect(reference.count == 0x110000)
        var wrong: [String] = []
        for cp in 0..<UInt32(reference.count) where maker.characterClass(cp) != reference[Int(cp)] {
            if wrong.count < 20 { wrong.append("U+\(String(cp, radix: 16)) \(String(describing: maker.characterClass(cp)))") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        // Sanity of the reference itself: ICU's view of a few well-known characters.
        let expected: [(UInt32, SearchKeyMaker.CharacterClass)] = [
            (0x61, .letter), (0x39, .letter), (0x2B, .letter), (0x24, .letter), (0x20AC, .letter), (0xA9, .letter),
            (0xB0, .letter), (0x3D, .letter), (0x7E, .letter), (0x2161, .letter), (0x24D0, .letter), (0xB9, .letter),
            (0x2122, .letter), (0x338F, .letter), (0xFB01, .letter), (0x4E00, .letter), (0x1F34E, .letter),
            (0x20, .separator), (0x2D, .separator), (0x2E, .separator), (0x27, .separator), (0x26, .separator),
            (0x2019, .separator), (0x3000, .separator), (0xFFFE, .separator),
            (0x301, .ignored), (0xAD, .ignored), (0x200D, .ignored), (0xFE0F, .ignored), (0x0, .ignored)]
        for (cp, c) in expected { #expect(reference[Int(cp)] == c, "U+\(String(cp, radix: 16))") }
        #expect(maker.characterClass(0x110000) == nil)

        let cached = SearchKeyMaker(cachingWords: true)
        let table = cached.table(including: [0...0xFFFF])
        let fromTable = SearchKeyMaker()
        #expect(table.withUnsafeBytes { fromTable.setTable($0) })
        for cp in UInt32(0)..<0x10000 where fromTable.characterClass(cp) != reference[Int(cp)] {
            Issue.record("table: U+\(String(cp, radix: 16))")
            break
        }
    }

    /// The keys split where the classes say, in every path (ASCII, UTF-16, the code point
    /// table): "a", the code point, "b" is one word unless the code point separates.
    @Test func keysSplitExactlyAtSeparators() {
        let cached = SearchKeyMaker(cachingWords: true)
        let fromTable = SearchKeyMaker()
        _ = cached.table(including: [0x20...0x24F, 0x300...0x52F, 0x2000...0x33FF]).withUnsafeBytes { fromTable.setTable($0) }
        let ab = maker.key("ab")
        var wrong: [String] = []
        for v in UInt32(0)..<0x10000 {
            guard let s = Unicode.Scalar(v), foldCase(String(s)) == String(s), let c = maker.characterClass(v) else { continue }
            let text = "a\(s)b"
            for m in [maker, fromTable] {
                let key = m.key(text)
                let ok: Bool
                switch c {
                case .separator: ok = SearchKey.withoutBoundaries(key) == ab && key.count == ab.count + 1
                case .letter: ok = !key.contains(where: SearchKey.isBoundary) && SearchKey.symbolCount(key) >= 3
                case .ignored: ok = key == ab
                }
                if !ok && wrong.count < 20 { wrong.append("U+\(String(v, radix: 16)) \(c)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func letterLikeSymbolsAndNumberFormsAreWeighedAsTheirLetters() {
        #expect(maker.key("GⅡR") == maker.key("giir"))
        #expect(maker.key("Ⅻ Capital") == maker.key("xii capital"))
        #expect(maker.key("ⓐⓡⓒ") == maker.key("arc"))
        #expect(maker.key("X¹⁰") == maker.key("x10"))
        #expect(maker.key("Quuxio™") == maker.key("quuxiotm"))
        #expect(maker.key("10㎏") == maker.key("10kg"))
        #expect(maker.key("ﬁnance") == maker.key("finance"))
        #expect(maker.wordSuffixKeys("GⅡR Holdings") == [maker.key("giir holdings"), maker.key("holdings")])
    }

    @Test func symbolsICUWeighsAreNoLongerSkipped() {
        // `+` weighs (a math symbol to ICU): "app+le" is one word, and it is not "apple".
        let appPlusLe = maker.key("app+le")
        #expect(!appPlusLe.contains(where: SearchKey.isBoundary))
        #expect(SearchKey.withoutBoundaries(appPlusLe) != maker.key("apple"))
        #expect(appPlusLe.starts(with: maker.key("app+")))
        for symbol in ["+", "$", "€", "©", "°", "=", "~"] {
            let key = maker.key("a\(symbol)b")
            #expect(!key.contains(where: SearchKey.isBoundary) && SearchKey.symbolCount(key) == 3, "\(symbol)")
        }
        #expect(maker.wordSuffixKeys("En+ Group") == [maker.key("en+ group"), maker.key("group")])
        #expect(maker.key("H+H") != maker.key("hh"))
    }

    /// Punctuation ICU leaves unweighed still joins the words around it, as people type
    /// names: & . - ' (and ’) are soft boundaries before and after the change.
    @Test func punctuationStillJoinsWords() {
        #expect(maker.key("AT&T") == maker.key("at") + [SearchKey.soft] + maker.key("t"))
        #expect(SearchKey.withoutBoundaries(maker.key("AT&T")) == maker.key("att"))
        #expect(maker.key("at&t") == maker.key("at.t") && maker.key("at-t") == maker.key("at't"))
        #expect(maker.key("L’Oréal") == maker.key("l'oreal"))
        #expect(maker.key("Coca-Cola") == maker.key("coca") + [SearchKey.soft] + maker.key("cola"))
        #expect(maker.key("BRK.B") == maker.key("brk") + [SearchKey.soft] + maker.key("b"))
        #expect(maker.key("Procter & Gamble") == maker.key("procter gamble"))
    }

    /// What has no primary weight is inside the word, as ICU compares it: a decomposed
    /// accent, a soft hyphen, a zero-width joiner.
    @Test func weightlessCharactersStayInsideTheirWord() {
        #expect(maker.key("re\u{301}sume\u{301}") == maker.key("resume"))
        #expect(maker.key("Fin\u{AD}land") == maker.key("finland"))
        #expect(maker.key("ab\u{200D}cd") == maker.key("abcd"))
        #expect(maker.wordSuffixKeys("Cafe\u{301} Noir").count == 2)
        // A word of marks alone is no word: the boundary before it stays.
        #expect(maker.key("a \u{301} b") == maker.key("a b"))
    }
}
