import CICU

/// CLDR plural rules for a language via ICU `uplrules` ("1 акция", "2 акции", "5 акций").
///
/// Cost: for a UI language whose line names a rule (`UILanguage.plurals`) the category of a
/// whole number is CLDR's rule written out (`Integers`: ICU's `uplrules_open` cost a cold
/// search 0.13 M instructions, and a test compares the two over every count a listing shows
/// and more, for every table language); other languages open and close ICU's rules per call
/// (tens of microseconds), which keeps the value trivially `Sendable`.
public struct PluralRules: Sendable {
    private let locale: String
    private let integers: Integers?

    /// `language` is a UI language's id or number locale ("en", "ru", "ru_RU": its rule is the
    /// table's, `UILanguage.plurals`), or another ICU locale id, whose rules ICU gives.
    public init(language: String) {
        if let line = UILanguage.of(language) {
            self.init(line)
        } else {
            self.init(locale: language, integers: nil)
        }
    }

    /// The rules of a UI language.
    public init(_ language: UILanguage) {
        self.init(locale: language.id, integers: language.plurals)
    }

    private init(locale: String, integers: Integers?) {
        self.locale = locale
        self.integers = integers
    }

    /// The category for `count`; `.other` if ICU fails.
    public func category(for count: Int) -> PluralCategory {
        integerCategory(count) ?? icuCategory(for: count)
    }

    /// The category of a whole number by the language's written rule; nil when the language
    /// has none (ICU's rules decide).
    func integerCategory(_ count: Int) -> PluralCategory? {
        integers?.category(count)
    }

    /// CLDR's integer rules written out (plurals.xml, on the absolute value), for the UI
    /// languages whose line names one (`UILanguage.plurals`).
    public enum Integers: Sendable, Hashable {
        /// "one: i = 1 and v = 0", "other" for the rest (English, German, Dutch, Swedish…).
        case oneOther
        /// "one: v = 0 and i % 10 = 1 and i % 100 != 11", "few: … i % 10 = 2..4 and i % 100 !=
        /// 12..14", "many" for the other integers (Russian, Ukrainian, Belarusian).
        case eastSlavic

        public func category(_ count: Int) -> PluralCategory {
            switch self {
            case .oneOther:
                return count.magnitude == 1 ? .one : .other
            case .eastSlavic:
                let i = count.magnitude, d = i % 10, h = i % 100
                if d == 1 && h != 11 { return .one }
                if d >= 2 && d <= 4 && !(h >= 12 && h <= 14) { return .few }
                return .many
            }
        }
    }

    /// The category as ICU's rules give it (the reference for `integerCategory`'s test).
    public func icuCategory(for count: Int) -> PluralCategory {
        let keyword = growingASCII(initialCapacity: 16) {
            cicu_plural_category(locale, Double(count), $0, $1)
        }
        return keyword.flatMap(PluralCategory.init(rawValue:)) ?? .other
    }
}
