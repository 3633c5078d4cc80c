import CICU

/// CLDR plural rules for a language via ICU `uplrules` ("1 акция", "2 акции", "5 акций").
///
/// Cost: for English and Russian the category of a whole number is CLDR's rule written out
/// (`integerCategory`: ICU's `uplrules_open` cost a cold search 0.13 M instructions, and a
/// test compares the two over every count a listing shows and more); other languages open and
/// close ICU's rules per call (tens of microseconds), which keeps the value trivially `Sendable`.
public struct PluralRules: Sendable {
    private let locale: String

    /// `language` is an ICU locale id ("en", "ru", "ru_RU").
    public init(language: String) { locale = language }

    /// The category for `count`; `.other` if ICU fails.
    public func category(for count: Int) -> PluralCategory {
        integerCategory(count) ?? icuCategory(for: count)
    }

    /// CLDR's integer rules for the two UI languages (plurals.xml, on the absolute value): en
    /// "one: i = 1 and v = 0"; ru "one: v = 0 and i % 10 = 1 and i % 100 != 11", "few: … i % 10
    /// = 2..4 and i % 100 != 12..14", "many" for the other integers. Nil for other languages.
    func integerCategory(_ count: Int) -> PluralCategory? {
        switch locale {
        case "en", "en_US":
            return count.magnitude == 1 ? .one : .other
        case "ru", "ru_RU":
            let i = count.magnitude, d = i % 10, h = i % 100
            if d == 1 && h != 11 { return .one }
            if d >= 2 && d <= 4 && !(h >= 12 && h <= 14) { return .few }
            return .many
        default:
            return nil
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
