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

    /// How й is written, how ё is, and whether the brand endings (ий, ый → y) come first.
    let shortI: String, yo: String, brandEndings: Bool

    init(shortI: String, yo: String = "e", brandEndings: Bool = false) {
        self.shortI = shortI
        self.yo = yo
        self.brandEndings = brandEndings
    }

    /// The table, in order: an earlier rule is tried first, so a longer source comes before
    /// its prefix. What `apply` reads, written out for the oracles (`icuRules`); `apply` reads
    /// it as a switch, not as this array (made, it was ~30 k instructions a variant, and
    /// scanned rule by rule ~8 k a word: a tenth of a cold search that romanized anything).
    var rules: [Rule] {
        var rules: [Rule] = []
        func add(_ source: String, _ target: String) { rules.append(Rule(source: Array(source.unicodeScalars), target: target)) }
        if brandEndings {
            add("ий", "y")
            add("ый", "y")
        }
        add("и\u{306}", shortI); add("й", shortI)
        add("е\u{308}", yo); add("ё", yo)
        for c in Self.singles { add(String(c), Self.single(c)!.description) }
        return rules
    }

    /// The letters written the same in every variant, in the table's order.
    static let singles: [Unicode.Scalar] = Array("еэщжхцчшюяыъьабвгдзиклмнопрстуфіїєґў".unicodeScalars)

    /// How a letter of `singles` is written; nil for any other scalar.
    static func single(_ c: Unicode.Scalar) -> StaticString? {
        switch c {
        case "е", "э": "e"
        case "щ": "shch"
        case "ж": "zh"
        case "х": "kh"
        case "ц": "ts"
        case "ч": "ch"
        case "ш": "sh"
        case "ю": "yu"
        case "я": "ya"
        case "ы": "y"
        case "ъ", "ь": ""
        case "а": "a"
        case "б": "b"
        case "в": "v"
        case "г", "ґ": "g"
        case "д": "d"
        case "з": "z"
        case "и", "і": "i"
        case "к": "k"
        case "л": "l"
        case "м": "m"
        case "н": "n"
        case "о": "o"
        case "п": "p"
        case "р": "r"
        case "с": "s"
        case "т": "t"
        case "у", "ў": "u"
        case "ф": "f"
        case "ї": "yi"
        case "є": "ye"
        default: nil
        }
    }

    /// `text` (case-folded) romanized: at each place the first rule of `rules` whose source
    /// starts there, else the character as it is.
    func apply(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        var i = 0
        while i < scalars.count {
            let c = scalars[i], next: Unicode.Scalar? = i + 1 < scalars.count ? scalars[i + 1] : nil
            // The rules whose source is two scalars or differs by variant, in the table's order.
            var written: String?, taken = 1
            if brandEndings, c == "и" || c == "ы", next == "й" { (written, taken) = ("y", 2) }
            else if c == "и", next == "\u{306}" { (written, taken) = (shortI, 2) }
            else if c == "й" { written = shortI }
            else if c == "е", next == "\u{308}" { (written, taken) = (yo, 2) }
            else if c == "ё" { written = yo }
            if let written {
                out.append(contentsOf: written.utf8)
            } else if let latin = Self.single(c) {
                latin.withUTF8Buffer { out.append(contentsOf: $0) }
            } else {
                out.append(contentsOf: UTF8.encode(c)!)
            }
            i += taken
        }
        return String(decoding: out, as: UTF8.self)
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
