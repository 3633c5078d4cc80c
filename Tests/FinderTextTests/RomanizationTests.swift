import Foundation
import Testing
@testable import FinderText

/// `Romanization` reads its table as ICU's rule-based transliterator reads the same rules
/// (`icuRules`, compiled by `RuleTransliterator`) and as it read the rules the variants were
/// hand-written in before (`handWritten`): the three variants give the same text on
/// every Cyrillic name of the bundled catalogue and on generated text made of every rule's
/// source, their prefixes, the marks alone, capitals (which fold before romanizing but must
/// pass through here) and characters no rule takes.
@Suite struct RomanizationTests {
    static let variants = [("common", cyrillicToLatinCommon), ("BGN", cyrillicToLatinBGN), ("brand", cyrillicToLatinBrand)]

    /// The ICU rules the variants were written in before the table (adec24c^), kept as they
    /// were: a second oracle, independent of the table, so that a wrong entry in it (ц → "tc")
    /// fails here and not only against ICU reading that same entry.
    static let handWritten = [handWrittenRules(shortI: "i"), handWrittenRules(shortI: "y"),
                              handWrittenRules(shortI: "y", yo: "yo", endings: "и й > y ; ы й > y ;")]

    static func handWrittenRules(shortI: String, yo: String = "e", endings: String = "") -> String {
        """
        \(endings)
        и \\u0306 > \(shortI) ; й > \(shortI) ;
        е \\u0308 > \(yo) ; ё > \(yo) ; е > e ; э > e ;
        щ > shch ; ж > zh ; х > kh ; ц > ts ; ч > ch ; ш > sh ; ю > yu ; я > ya ; ы > y ;
        ъ > ; ь > ;
        а > a ; б > b ; в > v ; г > g ; д > d ; з > z ; и > i ; к > k ; л > l ; м > m ; н > n ;
        о > o ; п > p ; р > r ; с > s ; т > t ; у > u ; ф > f ;
        і > i ; ї > yi ; є > ye ; ґ > g ; ў > u ;
        """
    }

    /// ICU reading the table, and ICU reading the hand-written rules.
    static func oracles(_ variant: Int) throws -> [RuleTransliterator] {
        [try #require(RuleTransliterator(rules: variants[variant].1.icuRules), "ICU compiles the \(variants[variant].0) table"),
         try #require(RuleTransliterator(rules: handWritten[variant]), "ICU compiles the hand-written \(variants[variant].0) rules")]
    }

    @Test(arguments: variants.indices) func equalsICUOnTheCataloguesNames(variant: Int) throws {
        let (name, table) = Self.variants[variant]
        let oracles = try Self.oracles(variant)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/catalogue.tsv")
        let names = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").flatMap { $0.split(separator: "\t").map(String.init) }
            .filter { $0.unicodeScalars.contains { (0x400...0x4ff).contains($0.value) } }
        #expect(names.count >= 30)
        for text in names + names.map(foldCase) {
            for icu in oracles { #expect(table.apply(text) == icu.apply(text), "\(name): \(text)") }
        }
    }

    @Test(arguments: variants.indices) func equalsICUOnGeneratedText(variant: Int) throws {
        let (name, table) = Self.variants[variant]
        let oracles = try Self.oracles(variant)
        var pieces = Set(table.rules.flatMap { [String(String.UnicodeScalarView($0.source)), String($0.source[0])] })
        pieces.formUnion(["\u{306}", "\u{308}", "Й", "Ё", "Ж", "Ъ", "ѐ", "ѝ", "a", "z", "1", " ", "-", ".", "й\u{306}", "😀"])
        let alphabet = pieces.sorted()
        // Every pair of pieces (each rule's source after each other piece), then longer texts
        // drawn with a seeded linear congruential generator, so that a failure comes again.
        var texts = alphabet.flatMap { a in alphabet.map { a + $0 } }
        var state = UInt64(variant) + 7
        for _ in 0..<2_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<(Int(state >> 60) + 3) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += alphabet[Int((state >> 33) % UInt64(alphabet.count))]
            }
            texts.append(text)
        }
        for text in texts {
            for icu in oracles {
                #expect(table.apply(text) == icu.apply(text), "\(name): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    /// The variants as `Transliteration.latinVariants` has always given them.
    @Test func theVariantsRomanizeAsBefore() {
        #expect(cyrillicToLatinCommon.apply("лукойл") == "lukoil")
        #expect(cyrillicToLatinBGN.apply("лукойл") == "lukoyl")
        #expect(cyrillicToLatinBrand.apply("детский ёлки") == "detsky yolki")
        #expect(cyrillicToLatinCommon.apply("щука ъ ь") == "shchuka  ")
        #expect(cyrillicToLatinCommon.apply("и\u{306}е\u{308}") == "ie")
        #expect(cyrillicToLatinBrand.apply("и\u{306}е\u{308}") == "yyo")
        #expect(cyrillicToLatinCommon.apply("abc 12") == "abc 12")
        #expect(cyrillicToLatinCommon.apply("") == "")
    }
}
