import CICU

/// The pieces `NumberFormat+Speech.swift` says numbers with: ICU's spellout words (with ё
/// restored), Russian decimals and their nouns, currency names and minor units, and the
/// splitting of an amount into whole units and a fraction.
extension NumberFormat {

    /// Words for `x` through the named ICU rule set; nil when ICU lacks the set. Russian
    /// whole numbers are read from ICU's rules in Swift (`Spellout`: opening ICU's formatter
    /// costs ~34 M instructions); what that reading does not cover goes to ICU.
    func spelledOut(_ x: Double, ruleSet: String) -> String? {
        if spellsNumbers, x == x.rounded(.towardZero), abs(x) < 1e15, let words = Spellout.russian(Int64(x), set: ruleSet) {
            return Self.withYo(words)
        }
        let words = withUTF16(ruleSet) { r, rLen in formatted { cicu_spellout(localeID, x, r, rLen, $0, $1) } }
        return spellsNumbers ? words.map(Self.withYo) : words
    }

    /// ICU's Russian spellout writes е for ё ("трех", "четвертое"), and espeak-ng then says
    /// е ("из двадцати трех" is heard "трэх"): the number words that have ё get it back.
    static func withYo(_ words: String) -> String {
        // Word by word on the UTF-8 bytes (е and ё are two bytes each, so a word keeps its
        // length), words separated by one space as splitting at spaces and joining leaves
        // them. Strings and their splits cost a Russian spoken listing ~14 k instructions a row.
        var out: [UInt8] = []
        out.reserveCapacity(words.utf8.count)
        var word: [UInt8] = []
        func flush() {
            guard !word.isEmpty else { return }
            if !out.isEmpty { out.append(UInt8(ascii: " ")) }
            if let at = word.withUnsafeBufferPointer(Self.yoOffset) { word[at] = 0xD1; word[at + 1] = 0x91 }
            out += word
            word.removeAll(keepingCapacity: true)
        }
        for b in words.utf8 {
            if b == UInt8(ascii: " ") { flush() } else { word.append(b) }
        }
        flush()
        return String(decoding: out, as: UTF8.self)
    }

    /// Where the е to write as ё starts in a number word (its bytes), if it has one: трёх…,
    /// четырёх…, трём and трёмстам…, четырём and четырёмстам…, четвёрт….
    private static func yoOffset(_ w: UnsafeBufferPointer<UInt8>) -> Int? {
        func starts(_ p: StaticString) -> Bool { _bytes(w, at: 0, startWith: p) }
        func equals(_ p: StaticString) -> Bool { w.count == p.utf8CodeUnitCount && starts(p) }
        if starts("трех") || equals("трем") || starts("тремстам") { return 4 }
        if starts("четырех") || equals("четырем") || starts("четыремстам") { return 10 }
        if starts("четверт") { return 8 }
        return nil
    }

    /// "четыре целых двенадцать сотых": whole and fraction feminine (целая, сотая); in the
    /// accusative "одну целую одну десятую".
    func russianDecimal(_ whole: Int, _ fraction: Int, _ digits: Int, _ grammaticalCase: Grammar.Case = .nominative) -> String {
        let f = Grammar(.feminine, grammaticalCase == .accusative ? .accusative : .nominative)
        func one(_ word: String) -> String { f.grammaticalCase == .accusative ? Self.accusativeSingular(word) : word }
        let wholeWord = pluralCategory(whole) == .one ? one("целая") : "целых"
        let parts = Self.russianFractions[min(digits, Self.russianFractions.count) - 1]
        let fractionWord = pluralCategory(fraction) == .one ? one(parts.0) : parts.1
        return spokenCount(whole, f) + " " + wholeWord + " " + spokenCount(fraction, f) + " " + fractionWord
    }

    /// A feminine singular in the accusative: "японская иена" → "японскую иену", "копейка"
    /// → "копейку", "целая" → "целую"; masculine and neuter inanimate nouns are unchanged.
    static func accusativeSingular(_ phrase: String) -> String {
        var words = phrase.split(separator: " ").map(String.init)
        var i = 0
        // Adjectives before the noun: -ая → -ую, -яя → -юю.
        while i < words.count, let ending = ["ая": "ую", "яя": "юю"].first(where: { words[i].hasSuffix($0.key) }) {
            words[i] = String(words[i].dropLast(2)) + ending.value
            i += 1
        }
        // The head noun: -а → -у, -я → -ю; a masculine one ("доллар США") is unchanged.
        if i < words.count, let ending = ["а": "у", "я": "ю"].first(where: { words[i].hasSuffix($0.key) }) {
            words[i] = String(words[i].dropLast()) + ending.value
        }
        return words.joined(separator: " ")
    }

    func pluralCategory(_ n: Int) -> PluralCategory {
        PluralRules(language: localeID).category(for: n)
    }

    /// The currency's name in the plural form `category` asks for; the code when ICU has none.
    func currencyName(_ iso: String, _ category: PluralCategory) -> String {
        let name = withUTF16(iso) { u, _ in
            u.flatMap { code in growingUTF16(initialCapacity: 48) { cicu_currency_plural_name(localeID, code, category.rawValue, $0, $1) } }
        }
        return name.map(string(fromUTF16:)) ?? iso
    }

    /// The gender of a Russian currency name, from its singular: an adjective ending in
    /// -ая or a noun in -а/-я is feminine ("японская иена", "крона"), -ое neuter, else
    /// masculine ("доллар США", "российский рубль", "евро").
    func currencyGrammar(_ iso: String) -> Grammar {
        guard spellsNumbers else { return Grammar() }
        let words = currencyName(iso, .one).split(separator: " ")
        if words.contains(where: { $0.hasSuffix("ая") || $0.hasSuffix("яя") }) { return Grammar(.feminine) }
        if words.contains(where: { $0.hasSuffix("ое") || $0.hasSuffix("ее") }) { return Grammar(.neuter) }
        if let first = words.first, first.hasSuffix("а") || first.hasSuffix("я") { return Grammar(.feminine) }
        return Grammar()
    }

    /// The minor unit's name and grammar where the language names it (cents, pence, kopecks).
    func minorUnit(_ iso: String) -> (name: (PluralCategory) -> String, grammar: Grammar)? {
        let ru = spellsNumbers
        let forms: (String, String, String, String, Grammar)
        switch iso {
        case "USD", "EUR", "CAD", "AUD", "NZD", "HKD", "SGD":
            forms = ru ? ("цент", "цента", "центов", "цента", Grammar()) : ("cent", "cents", "cents", "cents", Grammar())
        case "GBP":
            forms = ru ? ("пенс", "пенса", "пенсов", "пенса", Grammar()) : ("penny", "pence", "pence", "pence", Grammar())
        case "RUB":
            forms = ru ? ("копейка", "копейки", "копеек", "копейки", Grammar(.feminine)) : ("kopeck", "kopecks", "kopecks", "kopecks", Grammar())
        default:
            return nil
        }
        return ({ c in switch c { case .one: forms.0; case .few: forms.1; case .many: forms.2; default: forms.3 } }, forms.4)
    }

    static let russianScales = [("тысяча", "тысячи", "тысяч"), ("миллион", "миллиона", "миллионов"),
                                        ("миллиард", "миллиарда", "миллиардов"), ("триллион", "триллиона", "триллионов")]
    static let russianFractions = [("десятая", "десятых"), ("сотая", "сотых"), ("тысячная", "тысячных"),
                                           ("десятитысячная", "десятитысячных"), ("стотысячная", "стотысячных"),
                                           ("миллионная", "миллионных")]

    /// The ISO code in capitals when ICU knows it, else nil.
    static func isoCode(_ code: String) -> String? {
        let iso = asciiUppercased(code)
        guard iso.utf8.count == 3, iso.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else { return nil }
        return withUTF16(iso) { u, _ in u.map { cicu_currency_is_known($0) != 0 } ?? false } ? iso : nil
    }

    /// A currency code with its ASCII letters upper-cased ("usd" → "USD"), nothing else touched.
    static func asciiUppercased(_ code: String) -> String {
        String(decoding: code.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    static func fractionDigits(_ iso: String) -> Int32 {
        withUTF16(iso) { u, _ in u.map { cicu_currency_fraction_digits($0) } ?? 2 }
    }

    /// How many fraction digits the source gave (the fewest that write `x` within 1e-9,
    /// at most 6): 0.1804 → 4, 0.5 → 1.
    public static func precision(of x: Double) -> Int {
        guard x.isFinite else { return 0 }
        for d in 0...6 {
            let scaled = abs(x) * power(d)
            if abs(scaled - scaled.rounded()) < 1e-9 * max(1, scaled) { return d }
        }
        return 6
    }

    /// |x| rounded to `fractionDigits` as whole part, fraction numerator and its digits,
    /// trailing zeros dropped; nil when the number is too large for a whole count.
    static func split(_ x: Double, fractionDigits: Int) -> (whole: Int, fraction: Int, digits: Int)? {
        let d = max(0, min(6, fractionDigits))
        let scaled = (abs(x) * power(d)).rounded()
        guard scaled.isFinite, scaled < 9e15 else { return nil }
        let n = Int(scaled), unit = Int(power(d))
        var fraction = n % unit, digits = d
        while digits > 0 && fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        return (n / unit, fraction, digits)
    }

    /// |x| rounded to the currency's minor unit, as whole units and minor units: with two
    /// minor digits 10.5 is 10 and 50 (cents), never 10 and 5. The count of minor units
    /// comes from the currency (`fractionDigits`), not from the digits the source wrote;
    /// nil when the amount is too large for a whole count (docs/decisions/0400-amounts-in-minor-units.md).
    static func minorUnits(_ x: Double, minorDigits: Int) -> (whole: Int, minor: Int)? {
        let d = max(0, min(6, minorDigits))
        let scaled = (abs(x) * power(d)).rounded()
        guard scaled.isFinite, scaled < 9e15 else { return nil }
        let n = Int(scaled), unit = Int(power(d))
        return (n / unit, n % unit)
    }

    static func power(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<max(0, n) { p *= 10 }
        return p
    }

    static func padded(_ n: Int, _ digits: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }
}

extension String {
    /// A quote inside an ICU pattern's quoted text is written twice.
    func replacingApostrophes() -> String {
        var out = ""
        for c in self { out += c == "'" ? "''" : String(c) }
        return out
    }
}
