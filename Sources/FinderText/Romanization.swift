/// Cyrillic → Latin romanization as an ordered table of rules, applied in Swift: at each
/// place the first rule (in table order) whose source starts there is taken, and a character
/// no rule takes passes through — what an ICU rule-based transliterator does with the same
/// rules (`icuRules`), which `RomanizationTests` checks character for character.
///
/// Why not ICU here: compiling the three rule sets cost ~290 k instructions each, ~0.9 M in
/// every process whose search romanized anything — every Cyrillic query and every query that
/// found nothing (its keyboard-layout reading is Cyrillic): a third of a cold `finder stocks
/// газпром` (Benchmarks/README.md). The table is read in a few thousand.
struct Romanization: Sendable {
    /// A rule: `source` (one or two scalars of case-folded text) is written `target`.
    struct Rule: Sendable {
        let source: [Unicode.Scalar]
        let target: String
    }

    /// In order: an earlier rule is tried first, so a longer source comes before its prefix.
    let rules: [Rule]

    /// The rules shared by the variants; `shortI` is how й is written, `yo` how ё is, and the
    /// brand endings (ий, ый → y) come first when asked for.
    init(shortI: String, yo: String = "e", brandEndings: Bool = false) {
        var rules: [Rule] = []
        func add(_ source: String, _ target: String) { rules.append(Rule(source: Array(source.unicodeScalars), target: target)) }
        if brandEndings {
            add("ий", "y")
            add("ый", "y")
        }
        add("и\u{306}", shortI); add("й", shortI)
        add("е\u{308}", yo); add("ё", yo); add("е", "e"); add("э", "e")
        for (c, latin) in [("щ", "shch"), ("ж", "zh"), ("х", "kh"), ("ц", "ts"), ("ч", "ch"), ("ш", "sh"),
                           ("ю", "yu"), ("я", "ya"), ("ы", "y"), ("ъ", ""), ("ь", ""),
                           ("а", "a"), ("б", "b"), ("в", "v"), ("г", "g"), ("д", "d"), ("з", "z"), ("и", "i"),
                           ("к", "k"), ("л", "l"), ("м", "m"), ("н", "n"), ("о", "o"), ("п", "p"), ("р", "r"),
                           ("с", "s"), ("т", "t"), ("у", "u"), ("ф", "f"),
                           ("і", "i"), ("ї", "yi"), ("є", "ye"), ("ґ", "g"), ("ў", "u")] {
            add(c, latin)
        }
        self.rules = rules
    }

    /// `text` (case-folded) romanized.
    func apply(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        next: while i < scalars.count {
            for rule in rules where rule.source[0] == scalars[i] {
                let n = rule.source.count
                if n == 1 || (i + n <= scalars.count && scalars[(i + 1)..<(i + n)].elementsEqual(rule.source[1...])) {
                    out.append(contentsOf: rule.target.unicodeScalars)
                    i += n
                    continue next
                }
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    /// The same rules in ICU's transliteration syntax (every scalar escaped, `\uXXXX` or
    /// `\UXXXXXXXX`), for `RuleTransliterator`: one of the oracles the tests hold `apply` to.
    var icuRules: String {
        func escaped(_ scalars: some Sequence<Unicode.Scalar>) -> String {
            scalars.map { c in
                let hex = String(c.value, radix: 16)
                let width = c.value > 0xFFFF ? 8 : 4
                return (width == 8 ? "\\U" : "\\u") + String(repeating: "0", count: width - hex.count) + hex
            }.joined()
        }
        return rules.map { "\(escaped($0.source)) > \(escaped($0.target.unicodeScalars)) ;" }.joined(separator: "\n")
    }
}
