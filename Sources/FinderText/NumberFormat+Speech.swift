import CICU

/// Numbers, amounts and dates as a person says them, for text a screen reader speaks
/// (accessible mode). The one place speech decides how a number is written (issue 21).
///
/// English keeps digits: espeak-ng reads "1234567" as one million two hundred… and "4.12"
/// as four point one two. Russian spells numbers in words through ICU's spellout rules
/// (RBNF), in the gender and case of the noun they count: espeak-ng declines nothing —
/// "1000000" is "один тысяча", "2 страницы" "два страницы", "21 целая" "двадцать один
/// целая", "510,07" "пятьсот десять и ноль семь десятых".
extension NumberFormat {
    /// The grammar a spelled-out number takes from its noun (Russian; English ignores it).
    public struct Grammar: Sendable, Equatable {
        public enum Gender: String, Sendable { case masculine, feminine, neuter, plural }
        public enum Case: String, Sendable { case nominative, genitive, dative, accusative, locative, ablative }
        public var gender: Gender
        public var grammaticalCase: Case

        public init(_ gender: Gender = .masculine, _ grammaticalCase: Case = .nominative) {
            self.gender = gender
            self.grammaticalCase = grammaticalCase
        }

        /// "feminine-accusative", "neuter", "masculine": the suffix of a catalog's `{count:…}`;
        /// nil for anything else.
        public init?(name: String) {
            let parts = name.split(separator: "-").map(String.init)
            guard let g = parts.first.flatMap(Gender.init(rawValue:)), parts.count <= 2 else { return nil }
            let c = parts.count == 2 ? Case(rawValue: parts[1]) : .nominative
            guard let c else { return nil }
            self.init(g, c)
        }

        var cardinalRuleSet: String {
            "%spellout-cardinal-" + gender.rawValue + (grammaticalCase == .nominative ? "" : "-" + grammaticalCase.rawValue)
        }
    }

    /// Whether spoken numbers are words in this language (Russian), rather than digits.
    public var spellsNumbers: Bool { localeID.hasPrefix("ru") }

    /// A whole count: "8926" / "восемь тысяч девятьсот двадцать шесть", "две" for a
    /// feminine noun, "одну" for a feminine accusative one.
    public func spokenCount(_ n: Int, _ grammar: Grammar = Grammar()) -> String {
        guard spellsNumbers else { return String(n) }
        return spelledOut(Double(n), ruleSet: grammar.cardinalRuleSet) ?? String(n)
    }

    /// A quantity with up to `fractionDigits` fraction digits (trailing zeros dropped):
    /// "4.12" / "четыре целых двенадцать сотых"; a whole number as `spokenCount`.
    public func spokenNumber(_ x: Double, fractionDigits: Int, _ grammar: Grammar = Grammar()) -> String {
        guard let (whole, fraction, digits) = Self.split(x, fractionDigits: fractionDigits) else { return ungrouped.decimal(x, fractionDigits: fractionDigits) }
        let sign = x < 0 && (whole != 0 || fraction != 0) ? "-" : ""
        guard spellsNumbers else {
            return sign + (digits == 0 ? String(whole) : String(whole) + "." + Self.padded(fraction, digits))
        }
        let words = digits == 0 ? spokenCount(whole, grammar) : russianDecimal(whole, fraction, digits)
        return sign.isEmpty ? words : "минус " + words
    }

    /// A percentage: "0.44 percent" / "ноль целых сорок четыре сотых процента".
    public func spokenPercent(_ x: Double, fractionDigits: Int = 2) -> String {
        let number = spokenNumber(x, fractionDigits: fractionDigits)
        guard spellsNumbers else { return number + " percent" }
        let isWhole = Self.split(x, fractionDigits: fractionDigits).map { $0.digits == 0 } ?? false
        let category = isWhole ? PluralRules(language: "ru").category(for: Int(abs(x).rounded())) : .other
        let noun = switch category { case .one: "процент"; case .few: "процента"; case .many: "процентов"; default: "процента" }
        return number + " " + noun
    }

    /// An amount of money as a person says it: whole units and minor units in words that a
    /// synthesizer declines — "510 US dollars and 7 cents" / "пятьсот десять долларов США
    /// семь центов", "1 миллион…" in words. Amounts under one unit keep the source's
    /// precision ("0.1804 US dollars" / "ноль целых одна тысяча восемьсот четыре
    /// десятитысячных доллара США"), as do currencies whose minor unit has no name here.
    /// An unknown currency code is said after the number as given.
    public func spokenAmount(_ amount: Double, code: String) -> String {
        let iso = Self.isoCode(code)
        guard amount.isFinite, abs(amount) < 1e15 else { return currencyInWords(amount, code: code) }
        guard let iso else {
            let number = spokenNumber(amount, fractionDigits: 2)
            return code.isEmpty ? number : number + " " + code
        }
        let minorDigits = Int(Self.fractionDigits(iso))
        let digits = abs(amount) < 1 ? max(minorDigits, Self.precision(of: amount)) : minorDigits
        let minor = minorUnit(iso)
        guard digits == minorDigits, let parts = Self.split(amount, fractionDigits: digits) else {
            // Said as a decimal: the currency takes the form for a fraction ("доллара США").
            return spokenNumber(amount, fractionDigits: digits, currencyGrammar(iso)) + " " + currencyName(iso, .other)
        }
        let (whole, cents, _) = parts
        let sign = amount < 0 && (whole != 0 || cents != 0) ? (spellsNumbers ? "минус " : "-") : ""
        let major = spokenCount(whole, currencyGrammar(iso)) + " " + currencyName(iso, pluralCategory(whole))
        guard cents > 0, let minor else {
            if cents > 0 { return spokenNumber(amount, fractionDigits: digits, currencyGrammar(iso)) + " " + currencyName(iso, .other) }
            return sign + major
        }
        let small = spokenCount(cents, minor.grammar) + " " + minor.name(pluralCategory(cents))
        if whole == 0 { return sign + small }
        return sign + major + (spellsNumbers ? " " : " and ") + small
    }

    /// A large amount in a few digits, spoken: "4.12 trillion US dollars" / "четыре целых
    /// двенадцать сотых триллиона долларов США" (three significant digits at most).
    public func spokenCompactAmount(_ amount: Double, code: String) -> String {
        guard spellsNumbers, amount.isFinite, abs(amount) < 1e18, let iso = Self.isoCode(code) else {
            return compactCurrency(amount, code: code, inWords: true)
        }
        var scale = 0
        while scale < 4, abs(amount) >= Self.power(3 * (scale + 1)) { scale += 1 }
        var value = amount / Self.power(3 * scale)
        // Three significant digits, as the written form shows.
        let wholeDigits = abs(value) >= 100 ? 3 : abs(value) >= 10 ? 2 : 1
        var digits = 3 - wholeDigits
        value = (value * Self.power(digits)).rounded() / Self.power(digits)
        if abs(value) >= 1000, scale < 4 { scale += 1; value /= 1000; digits = 2 }
        guard scale > 0 else { return spokenAmount(amount, code: code) }
        let nouns = Self.russianScales[scale - 1]
        guard let (whole, fraction, shown) = Self.split(value, fractionDigits: digits) else { return compactCurrency(amount, code: code, inWords: true) }
        let scaleGrammar = Grammar(scale == 1 ? .feminine : .masculine)
        let number = shown == 0 ? spokenCount(whole, scaleGrammar) : russianDecimal(whole, fraction, shown)
        let category: PluralCategory = shown == 0 ? pluralCategory(whole) : .other
        let noun = switch category { case .one: nouns.0; case .few: nouns.1; case .many: nouns.2; default: nouns.1 }
        return (value < 0 ? "минус " : "") + number + " " + noun + " " + currencyName(iso, .many)
    }

    /// An ICU date pattern with its day and year said as words: Russian "d MMMM y 'года'"
    /// gives "первое декабря две тысячи двадцать шестого года" (espeak-ng says "1 декабря
    /// 2026 года" as "один декабря две тысяча двадцать шесть года"). Other patterns, and
    /// English, are left to ICU. Quoted text is kept as it is.
    func spokenDatePattern(_ pattern: String, day: CalendarDate) -> String {
        guard spellsNumbers else { return pattern }
        var out = "", quoted = false
        var chars = Array(pattern)[...]
        while let c = chars.first {
            if c == "'" { quoted.toggle(); out.append(c); chars = chars.dropFirst(); continue }
            guard !quoted, c == "d" || c == "y" else { out.append(c); chars = chars.dropFirst(); continue }
            let run = chars.prefix { $0 == c }
            chars = chars.dropFirst(run.count)
            let words = c == "d" ? spelledOut(Double(day.day), ruleSet: "%spellout-ordinal-neuter")
                                 : spelledOut(Double(day.year), ruleSet: "%spellout-ordinal-masculine-genitive")
            out += words.map { "'" + $0.replacingApostrophes() + "'" } ?? String(run)
        }
        return out
    }

    /// A currency's name for speech: "Russian ruble" / "российский рубль"; an unknown code
    /// as given.
    public func spokenCurrencyName(_ code: String) -> String {
        Self.isoCode(code).map { currencyName($0, .one) } ?? code
    }

    // MARK: Pieces

    /// Words for `x` through the named ICU rule set; nil when ICU lacks the set.
    func spelledOut(_ x: Double, ruleSet: String) -> String? {
        let words = withUTF16(ruleSet) { r, rLen in formatted { cicu_spellout(localeID, x, r, rLen, $0, $1) } }
        return spellsNumbers ? words.map(Self.withYo) : words
    }

    /// ICU's Russian spellout writes е for ё ("трех", "четвертое"), and espeak-ng then says
    /// е ("из двадцати трех" is heard "трэх"): the number words that have ё get it back.
    static func withYo(_ words: String) -> String {
        words.split(separator: " ").map { w -> String in
            var w = String(w)
            for (plain, yo) in [("трех", "трёх"), ("четырех", "четырёх")] where w.hasPrefix(plain) { w = yo + w.dropFirst(plain.count) }
            if w == "трем" || w.hasPrefix("тремстам") { w = "трём" + w.dropFirst(4) }
            if w == "четырем" || w.hasPrefix("четыремстам") { w = "четырём" + w.dropFirst(7) }
            if w.hasPrefix("четверт") { w = "четвёрт" + w.dropFirst(7) }
            return w
        }.joined(separator: " ")
    }

    /// "четыре целых двенадцать сотых": whole and fraction feminine (целая, сотая).
    private func russianDecimal(_ whole: Int, _ fraction: Int, _ digits: Int) -> String {
        let f = Grammar(.feminine)
        let wholeWord = pluralCategory(whole) == .one ? "целая" : "целых"
        let parts = Self.russianFractions[min(digits, Self.russianFractions.count) - 1]
        let fractionWord = pluralCategory(fraction) == .one ? parts.0 : parts.1
        return spokenCount(whole, f) + " " + wholeWord + " " + spokenCount(fraction, f) + " " + fractionWord
    }

    private func pluralCategory(_ n: Int) -> PluralCategory {
        PluralRules(language: spellsNumbers ? "ru" : "en").category(for: n)
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
    private func currencyGrammar(_ iso: String) -> Grammar {
        guard spellsNumbers else { return Grammar() }
        let words = currencyName(iso, .one).split(separator: " ")
        if words.contains(where: { $0.hasSuffix("ая") || $0.hasSuffix("яя") }) { return Grammar(.feminine) }
        if words.contains(where: { $0.hasSuffix("ое") || $0.hasSuffix("ее") }) { return Grammar(.neuter) }
        if let first = words.first, first.hasSuffix("а") || first.hasSuffix("я") { return Grammar(.feminine) }
        return Grammar()
    }

    /// The minor unit's name and grammar where the language names it (cents, pence, kopecks).
    private func minorUnit(_ iso: String) -> (name: (PluralCategory) -> String, grammar: Grammar)? {
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

    private static let russianScales = [("тысяча", "тысячи", "тысяч"), ("миллион", "миллиона", "миллионов"),
                                        ("миллиард", "миллиарда", "миллиардов"), ("триллион", "триллиона", "триллионов")]
    private static let russianFractions = [("десятая", "десятых"), ("сотая", "сотых"), ("тысячная", "тысячных"),
                                           ("десятитысячная", "десятитысячных"), ("стотысячная", "стотысячных"),
                                           ("миллионная", "миллионных")]

    /// The ISO code in capitals when ICU knows it, else nil.
    static func isoCode(_ code: String) -> String? {
        let iso = String(decoding: code.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
        guard iso.utf8.count == 3, iso.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else { return nil }
        return withUTF16(iso) { u, _ in u.map { cicu_currency_is_known($0) != 0 } ?? false } ? iso : nil
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

    private static func power(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<max(0, n) { p *= 10 }
        return p
    }

    private static func padded(_ n: Int, _ digits: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }
}

private extension String {
    /// A quote inside an ICU pattern's quoted text is written twice.
    func replacingApostrophes() -> String {
        var out = ""
        for c in self { out += c == "'" ? "''" : String(c) }
        return out
    }
}
