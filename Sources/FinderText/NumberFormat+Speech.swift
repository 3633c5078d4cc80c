import CICU

/// Numbers, amounts and dates as a person says them, for text a screen reader speaks
/// (accessible mode). The one place speech decides how a number is written.
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
            // Cut at the dash, not split into an array of strings: a Russian spoken listing
            // reads a name at each placeholder of each row (the parts are small strings).
            let dash = name.utf8.firstIndex(of: UInt8(ascii: "-"))
            guard let gender = Gender(rawValue: dash.map { String(name[..<$0]) } ?? name) else { return nil }
            guard let dash else { self.init(gender, .nominative); return }
            guard let c = Case(rawValue: String(name[name.index(after: dash)...])) else { return nil }
            self.init(gender, c)
        }

        var cardinalRuleSet: String {
            "%spellout-cardinal-" + gender.rawValue + (grammaticalCase == .nominative ? "" : "-" + grammaticalCase.rawValue)
        }
    }

    /// Whether spoken numbers are words in this language (Russian), rather than digits: the
    /// UI language's trait (`UILanguage.speech`).
    public var spellsNumbers: Bool { speech == .russianWords }

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
        let words = digits == 0 ? spokenCount(whole, grammar) : russianDecimal(whole, fraction, digits, grammar.grammaticalCase)
        return sign.isEmpty ? words : "минус " + words
    }

    /// A percentage: "0.44 percent" / "ноль целых сорок четыре сотых процента"; after "на"
    /// (`.accusative`), "на одну целую пять десятых процента".
    public func spokenPercent(_ x: Double, fractionDigits: Int = 2, _ grammaticalCase: Grammar.Case = .nominative) -> String {
        let number = spokenNumber(x, fractionDigits: fractionDigits, Grammar(.masculine, grammaticalCase))
        guard spellsNumbers else { return number + " percent" }
        let isWhole = Self.split(x, fractionDigits: fractionDigits).map { $0.digits == 0 } ?? false
        let category = isWhole ? pluralCategory(Int(abs(x).rounded())) : .other
        let noun = switch category { case .one: "процент"; case .few: "процента"; case .many: "процентов"; default: "процента" }
        return number + " " + noun
    }

    /// An amount of money as a person says it: whole units and minor units in words that a
    /// synthesizer declines — "510 US dollars and 7 cents" / "пятьсот десять долларов США
    /// семь центов", "1 миллион…" in words. Amounts under one unit keep the source's
    /// precision ("0.1804 US dollars" / "ноль целых одна тысяча восемьсот четыре
    /// десятитысячных доллара США"), as do currencies whose minor unit has no name here.
    /// An unknown currency code is said after the number as given. `grammaticalCase` is the
    /// nominative, or the accusative an amount takes after "на" ("выросла на одну копейку",
    /// "на одну японскую иену"); English has neither.
    public func spokenAmount(_ amount: Double, code: String, _ grammaticalCase: Grammar.Case = .nominative) -> String {
        let accusative = grammaticalCase == .accusative
        let iso = Self.isoCode(code)
        guard amount.isFinite, abs(amount) < 1e15 else { return currencyInWords(amount, code: code) }
        guard let iso else {
            let number = spokenNumber(amount, fractionDigits: 2)
            return code.isEmpty ? number : number + " " + code
        }
        let minorDigits = Int(Self.fractionDigits(iso))
        let digits = abs(amount) < 1 ? max(minorDigits, Self.precision(of: amount)) : minorDigits
        let minor = minorUnit(iso)
        func inCase(_ g: Grammar) -> Grammar { Grammar(g.gender, grammaticalCase) }
        func noun(_ singular: String, _ category: PluralCategory) -> String {
            accusative && category == .one ? Self.accusativeSingular(singular) : singular
        }
        guard digits == minorDigits, let (whole, cents) = Self.minorUnits(amount, minorDigits: minorDigits) else {
            // Said as a decimal: the currency takes the form for a fraction ("доллара США").
            return spokenNumber(amount, fractionDigits: digits, inCase(currencyGrammar(iso))) + " " + currencyName(iso, .other)
        }
        let sign = amount < 0 && (whole != 0 || cents != 0) ? (spellsNumbers ? "минус " : "-") : ""
        let major = spokenCount(whole, inCase(currencyGrammar(iso))) + " " + noun(currencyName(iso, pluralCategory(whole)), pluralCategory(whole))
        guard cents > 0, let minor else {
            if cents > 0 { return spokenNumber(amount, fractionDigits: digits, inCase(currencyGrammar(iso))) + " " + currencyName(iso, .other) }
            return sign + major
        }
        let small = spokenCount(cents, inCase(minor.grammar)) + " " + noun(minor.name(pluralCategory(cents)), pluralCategory(cents))
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
}
