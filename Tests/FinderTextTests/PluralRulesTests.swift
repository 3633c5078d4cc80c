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
}
