import CICU

/// CLDR plural rules for a language via ICU `uplrules` ("1 акция", "2 акции", "5 акций").
///
/// Cost: each `category(for:)` opens and closes ICU's rules for the language (tens of
/// microseconds); the CLI pluralises a handful of words per run, and this keeps the value
/// trivially `Sendable`.
public struct PluralRules: Sendable {
    private let locale: String

    /// `language` is an ICU locale id ("en", "ru", "ru_RU").
    public init(language: String) { locale = language }

    /// The category for `count`; `.other` if ICU fails.
    public func category(for count: Int) -> PluralCategory {
        let keyword = growingASCII(initialCapacity: 16) {
            cicu_plural_category(locale, Double(count), $0, $1)
        }
        return keyword.flatMap(PluralCategory.init(rawValue:)) ?? .other
    }
}
