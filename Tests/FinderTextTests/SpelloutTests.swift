import Testing
import Foundation
@testable import FinderText

/// Russian numbers in words are read from ICU's spellout rules in Swift (`Spellout`), not by
/// ICU's formatter, whose opening parses every rule set (~34 M instructions). ICU stays the
/// reference: the rule table must be the text ICU reads, and every rule set must give ICU's
/// words for every number tried.
@Suite struct SpelloutTests {
    /// ICU's rule text, a set a block: "%name:" then its rules, a line each.
    static func icuRuleSets() -> [(name: String, rules: [String])] {
        var sets: [(name: String, rules: [String])] = []
        for line in (Spellout.icuRules() ?? "").split(separator: "\n") {
            if line.hasPrefix("%") && line.hasSuffix(":") {
                sets.append((String(line.dropLast()), []))
            } else if !sets.isEmpty {
                sets[sets.count - 1].rules.append(String(line))
            }
        }
        return sets
    }

    /// The numbers every rule set is tried on: all up to 3,100 (every rule of the hundreds and
    /// of the first thousands, and the years a date says), the round numbers and their
    /// neighbours up to 10^15, and a fixed spread of others.
    static let numbers: [Int64] = {
        var n = Array(Int64(0)...3_100)
        var p: Int64 = 10
        while p <= 1_000_000_000_000_000 {
            for m: Int64 in [1, 2, 3, 4, 5, 9, 10, 11, 21, 99, 100, 101, 999] where p <= Int64.max / m {
                let v = p * m
                if v < 1_000_000_000_000_000 { n += [v - 1, v, v + 1] }
            }
            p *= 10
        }
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3_000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            let digits = Int(x >> 60) + 1                                 // 1...16 digits
            var limit: UInt64 = 1
            for _ in 0..<min(digits, 15) { limit *= 10 }
            n.append(Int64((x >> 4) % limit))
        }
        return n + [-1, -2, -21, -1000, -123_456]
    }()

    @Test func everyRuleSetSaysWhatICUSays() throws {
        let sets = Self.icuRuleSets()
        #expect(sets.count >= 60)
        var compared = 0, differing: [String] = []
        for (name, _) in sets where !name.hasPrefix("%%") {
            for n in Self.numbers {
                guard let ours = Spellout.russian(n, set: name) else { continue }
                compared += 1
                let icu = Spellout.icu(Double(n), set: name)
                if ours != icu, differing.count < 20 { differing.append("\(name) \(n): \(ours) ≠ \(icu ?? "nil")") }
            }
        }
        #expect(differing.isEmpty, "\(differing)")
        // Every public set reads every number tried but the ones written in digits (ordinals
        // past 21,000, cardinals past 10^18 — none here).
        #expect(compared > 250_000)
    }

    @Test func theSetsFinderSpeaksWithReadEveryNumberUpToTheTrillions() {
        let genders = ["masculine", "feminine", "neuter", "plural"]
        let cases = ["", "-genitive", "-dative", "-accusative", "-locative", "-ablative"]
        for g in genders {
            for c in cases {
                // Negative numbers only where the set has a "-x" rule (the others, as ICU reads
                // them, are left to ICU).
                for n in Self.numbers where n >= 0 {
                    #expect(Spellout.russian(n, set: "%spellout-cardinal-" + g + c) != nil, "\(g)\(c) \(n)")
                }
            }
        }
        for n in Int64(1)...31 { #expect(Spellout.russian(n, set: "%spellout-ordinal-neuter") != nil) }
        for n in Int64(1)...3_000 { #expect(Spellout.russian(n, set: "%spellout-ordinal-masculine-genitive") != nil) }
    }

    @Test(arguments: [
        (Int64(0), "%spellout-cardinal-masculine", "ноль"),
        (21, "%spellout-cardinal-feminine", "двадцать одна"),
        (2000, "%spellout-cardinal-masculine", "две тысячи"),
        (1_234_567, "%spellout-cardinal-masculine", "один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь"),
        (1, "%spellout-cardinal-feminine-accusative", "одну"),
        (235, "%spellout-cardinal-plural-dative", "двумстам тридцати пяти"),
        (1, "%spellout-ordinal-neuter", "первое"),
        (2026, "%spellout-ordinal-masculine-genitive", "две тысячи двадцать шестого"),
        (3000, "%spellout-ordinal-masculine-genitive", "трехтысячного"),
        (-5, "%spellout-cardinal-masculine", "минус пять"),
    ])
    func knownWords(n: Int64, set: String, words: String) {
        #expect(Spellout.russian(n, set: set) == words)
    }

    /// ё restored in ICU's words, as the rule was written word by word (split at spaces,
    /// each word's prefix replaced, joined): `withYo` now works on the bytes.
    static func yoByWord(_ words: String) -> String {
        words.split(separator: " ").map { w -> String in
            var w = String(w)
            for (plain, yo) in [("трех", "трёх"), ("четырех", "четырёх")] where w.hasPrefix(plain) { w = yo + w.dropFirst(plain.count) }
            if w == "трем" || w.hasPrefix("тремстам") { w = "трём" + w.dropFirst(4) }
            if w == "четырем" || w.hasPrefix("четыремстам") { w = "четырём" + w.dropFirst(7) }
            if w.hasPrefix("четверт") { w = "четвёрт" + w.dropFirst(7) }
            return w
        }.joined(separator: " ")
    }

    @Test(arguments: ["двадцать одна", "трех", "двадцати трем", "четырехсот", "четвертого", "четыремстам пяти",
                      "тридцать", " два", "два ", "два  три", "", " ", "трехтысячного", "сто  трех ", "трем", "тремя",
                      "четырем", "четыремя", "тре", "трехсот четырем", "четверть"])
    func withYoIsTheWordByWordRule(words: String) {
        #expect(NumberFormat.withYo(words) == Self.yoByWord(words))
    }

    @Test func withYoIsTheWordByWordRuleOnEveryNumberSaid() {
        let sets = ["masculine", "feminine", "plural"].flatMap { g in ["", "-genitive", "-dative", "-locative", "-ablative", "-accusative"].map { "%spellout-cardinal-" + g + $0 } }
            + ["%spellout-ordinal-neuter", "%spellout-ordinal-masculine-genitive", "%spellout-ordinal-feminine-locative"]
        var changed = 0
        for set in sets {
            for n in Self.numbers where n >= 0 && n < 1_000_000_000 {
                guard let words = Spellout.russian(n, set: set) else { continue }
                let yo = NumberFormat.withYo(words)
                #expect(yo == Self.yoByWord(words), "\(set) \(n)")
                if yo != words { changed += 1 }
            }
        }
        #expect(changed > 1_000)
    }

    @Test func whatItDoesNotReadIsLeftToICU() {
        #expect(Spellout.russian(21_001, set: "%spellout-ordinal-neuter") == nil)       // "=0=.": digits
        #expect(Spellout.russian(5, set: "%spellout-no-such-set") == nil)
        #expect(Spellout.russian(.min, set: "%spellout-cardinal-masculine") == nil)
        #expect(Spellout.russian(2_000_000_000_000_000_000, set: "%spellout-cardinal-masculine") == nil)
        // ICU's private sets are not offered; a rule this does not read leaves its set to ICU.
        #expect(Spellout.russian(2001, set: "%%thousandsprefixseparate") == nil)
        #expect(Spellout.parse("0: ноль;\nx.0: =#,##0=;") == nil)
        #expect(Spellout.parse("0: ноль;\n100>: сто;") == nil)
        #expect(Spellout.parse("0: ноль;\n1: 'один;")?.rules.last?.parts == [.unsupported])
        #expect(Spellout.parse("0: ноль;\nx.x: =0.0=;\n0.x: >>;\nInf: бесконечность;\n-x: минус >%a>;")?.rules.count == 1)
    }

    /// The rule table is ICU's rule text for "ru_RU", a set a case. With
    /// FINDER_RECORD_SNAPSHOTS=1 the test writes it from ICU instead (after an ICU update;
    /// read the diff, then run the test above).
    @Test func theRuleTableIsICUs() throws {
        let sets = Self.icuRuleSets()
        #expect(sets.contains { $0.name == "%spellout-cardinal-masculine" })
        var cases: [String] = []
        for (name, rules) in sets {
            #expect(!rules.contains { $0.contains("\\") || $0.contains("\"\"\"") || $0.hasSuffix(" ") }, "\(name)")
            cases.append("        case \"\(name)\": return \"\"\"\n" + rules.map { "            " + $0 }.joined(separator: "\n") + "\n            \"\"\"")
        }
        let source = """
            // Generated from ICU's data by SpelloutTests.theRuleTableIsICUs
            // (FINDER_RECORD_SNAPSHOTS=1 swift test --filter SpelloutTests); do not edit.

            /// ICU's Russian spellout rules (RBNF) for `Spellout` to read: the text ICU's formatter
            /// for "ru_RU" reads (`unum_toPattern`), a rule set a case, a rule a line.
            enum _RussianSpelloutRules {
                static func rules(_ set: String) -> String? {
                    switch set {
            \(cases.joined(separator: "\n"))
                    default: return nil
                    }
                }
            }

            """
        try checkGeneratedSource(source, named: "_RussianSpelloutRules.swift")
    }
}
