import Foundation
import Testing
@testable import FinderText

/// The code point table a search index stores (`SearchKeyMaker.setTable`) and the cache of
/// words an index build uses must give the very bytes ICU's collation elements give: the
/// index and every ranking rule depend on them.
@Suite struct SearchKeyTableTests {
    /// Names and other names of the bundled catalogue, and texts chosen to be awkward.
    static let texts: [String] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/catalogue.tsv")
        var out = (try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n").dropFirst(2).flatMap { line -> [String] in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            return [f.count > 1 ? String(f[1]) : "", f.count > 6 ? String(f[6]) : ""].filter { !$0.isEmpty }
        } ?? []
        out += ["L’Oréal", "ÉCOLE", "Straße", "ǅemal", "ﬁnance", "Ⅻ Capital", "ｇａｚｐ", "Ёжик", "йод", "и\u{306}од",
                "ИЙ", "l·l", "Ǆ", "Ԁ", "ΣΊΣΥΦΟΣ", "東京電力", "トヨタ", "ラーメン", "ภาษาไทย", "เก", "한국전력", "x\u{301}\u{302}y",
                "٣٤٥", "🍎 Apple", "a\u{0}b", "tab\tsep", "AT&T", "Coca-Cola", "0-9", "A1B2", "İstanbul", "ΐ"]
        return out
    }()

    @Test func theTableAndTheCacheGiveICUsBytes() throws {
        let icu = SearchKeyMaker()
        let cached = SearchKeyMaker(cachingWords: true)
        for t in Self.texts { #expect(cached.key(t) == icu.key(t), "\(t)") }
        // A table from the words the cache saw, and the usual ranges.
        let table = cached.table(including: [0x20...0x24F, 0x300...0x52F])
        #expect(!table.isEmpty)
        let queries = SearchKeyMaker()
        #expect(table.withUnsafeBytes { queries.setTable($0) })
        for t in Self.texts { #expect(queries.key(t) == icu.key(t), "\(t)") }
        #expect(queries.wordSuffixKeys("Apple Inc") == icu.wordSuffixKeys("Apple Inc"))
    }

    @Test func queriesKeyedFromTheTableNeverOpenTheElementIterator() {
        let cached = SearchKeyMaker(cachingWords: true)
        for t in ["Apple Inc", "Газпром", "Société Générale"] { _ = cached.key(t) }
        let table = cached.table(including: [0x20...0x24F, 0x400...0x4FF])
        let queries = SearchKeyMaker()
        _ = table.withUnsafeBytes { queries.setTable($0) }
        for q in ["apple", "газпром", "societe gen", "ufpghjv", "сбер банк", "ЁЖ", "Müller"] { _ = queries.key(q) }
        #expect(!queries.usedCollationElements)
        // A letter the table lacks goes to ICU, with the same bytes.
        #expect(queries.key("東京") == SearchKeyMaker().key("東京"))
        #expect(queries.usedCollationElements)
    }

    /// A cold search keys its query from the index's table and checks the index's identity:
    /// neither opens ICU's root collator (~0.32 M instructions), which opens on the first word
    /// that needs ICU's weights, with ICU's bytes.
    @Test func queriesKeyedFromTheTableNeverOpenTheCollator() {
        let cached = SearchKeyMaker(cachingWords: true)
        for t in ["Apple Inc", "Газпром", "Société Générale"] { _ = cached.key(t) }
        let table = cached.table(including: [0x20...0x24F, 0x400...0x4FF])
        let queries = SearchKeyMaker()
        #expect(!queries.openedCollatorYet)
        _ = table.withUnsafeBytes { queries.setTable($0) }
        _ = queries.collatorVersion
        for q in ["apple", "газпром", "societe gen", "AT&T", "a-b c", "ЁЖ", "Müller", "x+y $5"] {
            #expect(queries.key(q) == SearchKeyMaker().key(q), "\(q)")
        }
        #expect(!queries.openedCollatorYet)
        // Suggestions' containment is read on the same keys: no ICU string search.
        #expect(queries.contains("Société Générale", "ÉTÉ GÉN") && !queries.contains("Apple Inc", "gen"))
        #expect(!queries.openedCollatorYet)
        #expect(queries.key("東京") == SearchKeyMaker().key("東京"))
        #expect(queries.openedCollatorYet)
        // A code point outside the table and ASCII is classed through the collator too.
        let classes = SearchKeyMaker()
        _ = table.withUnsafeBytes { classes.setTable($0) }
        #expect(classes.characterClass(0x3000) == .separator)
        #expect(classes.openedCollatorYet)
    }

    /// The collator version an index's identity holds, read without opening the collator, is
    /// the opened collator's `ucol_getVersion` (of the search collator and of a copy).
    @Test func theCollatorVersionIsReadWithoutTheCollator() {
        let maker = SearchKeyMaker()
        let version = maker.collatorVersion
        #expect(!maker.openedCollatorYet)
        #expect(version.split(separator: ".").count == 4)
        #expect(version == maker.openedCollatorVersion)
        #expect(maker.openedCollatorYet)
        #expect(maker.copy().openedCollatorVersion == version)
        #expect(SearchKeyMaker(cachingWords: true).openedCollatorVersion == version)
    }

    @Test func aContractionStillGoesThroughICU() {
        let cached = SearchKeyMaker(cachingWords: true)
        _ = cached.key("йод иван")
        let queries = SearchKeyMaker()
        _ = cached.table(including: [0x300...0x52F]).withUnsafeBytes { queries.setTable($0) }
        // и followed by a combining breve is й to ICU (a contraction), not и and a mark.
        #expect(queries.key("и\u{306}од") == queries.key("йод"))
        #expect(queries.key("и\u{306}од") == SearchKeyMaker().key("и\u{306}од"))
    }

    /// ICU's noncharacter contractions (U+FDD1 and "4", "א", "カ", "字"…) never form in text:
    /// a word with a "4", Hebrew, Arabic, kana or CJK is keyed from the table (its first ICU
    /// word cost a cold search ~15 M instructions), and the noncharacter still goes to ICU.
    @Test func aNoncharactersContractionLeavesItsContinuersInTheTable() {
        let cached = SearchKeyMaker(cachingWords: true)
        for t in ["24/7 Holdings", "אלביט", "カゴメ", "漢字", "بنك"] { _ = cached.key(t) }
        let queries = SearchKeyMaker()
        _ = cached.table(including: [0x20...0x24F]).withUnsafeBytes { queries.setTable($0) }
        for q in ["4", "royal 24", "4imprint", "אלביט", "カゴメ", "漢字", "بنك"] {
            #expect(queries.key(q) == SearchKeyMaker().key(q), "\(q)")
        }
        #expect(!queries.usedCollationElements)
        let marker = String(Character(Unicode.Scalar(0xFDD1)!)) + "4"   // a noncharacter: no literal
        #expect(queries.key(marker) == SearchKeyMaker().key(marker))
        #expect(queries.usedCollationElements)
    }

    @Test func badTableBytesAreRefused() {
        let queries = SearchKeyMaker()
        #expect(!Array("not a table".utf8).withUnsafeBytes { queries.setTable($0) })
        #expect(queries.key("apple") == SearchKeyMaker().key("apple"))
    }

    @Test func asciiIsKeyedAsTheUTF16PathKeysIt() {
        let maker = SearchKeyMaker()
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array(0..<128).map { UInt8($0) }
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let s = String(decoding: bytes, as: UTF8.self)
            #expect(maker.key(s) == maker.keyThroughUTF16(s), "\(bytes)")
        }
    }

    /// The Russian tailoring reorders Cyrillic only: two strings with nothing it may move
    /// compare as in root (index builds sort such ties once, for both orderings).
    @Test func theRussianTailoringOrdersUnmovedTextAsRoot() {
        let root = DisplayCollator(language: "en"), ru = DisplayCollator(language: "ru")
        #expect(ru.rules == "[reorder Cyrl]")
        let pool: [String] = ["a", "B", "é", "z", "0", "9", "€", "™", "’", "–", "-", " ", "Ω", "東", "ト", "ß", "Ä", "ø", "ı"]
        #expect(DisplayCollator.russianReorderMayMove("я"))
        #expect(!pool.joined().unicodeScalars.contains(where: DisplayCollator.russianReorderMayMove))
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<4000 {
            let a = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pool.randomElement(using: &rng)! }.joined()
            let b = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pool.randomElement(using: &rng)! }.joined()
            #expect(root.compare(a, b) == ru.compare(a, b), "\(a) \(b)")
        }
    }
}
