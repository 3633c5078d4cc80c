import Foundation
import Testing
@testable import FinderText

/// `Romanization` reads its table as ICU's rule-based transliterator reads the same rules
/// (`icuRules`, compiled by `RuleTransliterator`): the three variants give the same text on
/// every Cyrillic name of the bundled catalogue and on generated text made of every rule's
/// source, their prefixes, the marks alone, capitals (which fold before romanizing but must
/// pass through here) and characters no rule takes.
@Suite struct RomanizationTests {
    static let variants = [("common", cyrillicToLatinCommon), ("BGN", cyrillicToLatinBGN), ("brand", cyrillicToLatinBrand)]

    @Test(arguments: variants.indices) func equalsICUOnTheCataloguesNames(variant: Int) throws {
        let (name, table) = Self.variants[variant]
        let icu = try #require(RuleTransliterator(rules: table.icuRules), "ICU compiles the \(name) rules")
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/catalogue.tsv")
        let names = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").flatMap { $0.split(separator: "\t").map(String.init) }
            .filter { $0.unicodeScalars.contains { (0x400...0x4ff).contains($0.value) } }
        #expect(names.count >= 30)
        for text in names + names.map(foldCase) {
            #expect(table.apply(text) == icu.apply(text), "\(name): \(text)")
        }
    }

    @Test(arguments: variants.indices) func equalsICUOnGeneratedText(variant: Int) throws {
        let (name, table) = Self.variants[variant]
        let icu = try #require(RuleTransliterator(rules: table.icuRules))
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
            #expect(table.apply(text) == icu.apply(text), "\(name): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
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
