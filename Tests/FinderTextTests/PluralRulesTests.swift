import Testing
import FinderText

@Suite struct PluralRulesTests {
    @Test func russian() {
        let rules = PluralRules(language: "ru")
        let expected: [(Int, PluralCategory)] = [
            (1, .one), (2, .few), (5, .many), (11, .many), (21, .one), (22, .few), (25, .many),
            (111, .many), (0, .many),
        ]
        for (n, category) in expected {
            #expect(rules.category(for: n) == category, "\(n)")
        }
    }

    @Test func english() {
        let rules = PluralRules(language: "en")
        #expect(rules.category(for: 1) == .one)
        #expect(rules.category(for: 0) == .other)
        #expect(rules.category(for: 2) == .other)
        #expect(rules.category(for: 21) == .other)
    }

    /// The whole numbers of every UI language whose line names a written rule are categorised
    /// without ICU: the same categories as ICU's rules for the language, for every count from
    /// -2,000 to 200,000 and large ones.
    @Test(arguments: UILanguage.all.filter { $0.plurals != nil })
    func integerRulesAreICUs(language: UILanguage) {
        do {
            let rules = PluralRules(language)
            var counts = Array(-2_000...200_000)
            var p = 1
            for _ in 0..<15 { p *= 10; counts += [p - 1, p + 1, p + 11, p + 12, p + 21, p + 104] }
            let wrong = counts.filter { rules.category(for: $0) != rules.icuCategory(for: $0) }
            #expect(wrong.prefix(5) == [], "\(language.id)")
        }
    }
}
