/// The UI languages finder speaks, one line each: what the code below the catalogs needs to
/// know of a language (its number locale, its collation, its plural rule, how speech says
/// its numbers, the word for "&"). Adding a language is its catalogs (`Localization/XX/`,
/// then the compiled catalogs regenerated) and its line in `all`; `--lang`, the locale
/// variables, help, completion, the man page and the catalog tests follow from the table
/// (docs/decisions/0604-languages-as-one-table.md).
///
/// Language-specific data stays in its file and is named here by a trait: the Russian
/// spellout rules (`Spellout`), legal forms (`SpokenText`) and the generated country names
/// (`_CountryNames`); a language without such data gets ICU's.
public struct UILanguage: Sendable, Hashable {
    /// The language's id: `--lang`'s word, its catalogs' folder (`Localization/<id>/`), the
    /// language part of a locale variable ("ru_RU.UTF-8").
    public let id: String
    /// The ICU locale numbers, money and dates are written in (`NumberFormat`).
    public let numberLocale: String
    /// The collation listings of equal rank are ordered by (`DisplayCollator`).
    public let collation: Collation
    /// The plural rule of whole numbers written in Swift (`PluralRules`); nil asks ICU's
    /// rules for the language.
    public let plurals: PluralRules.Integers?
    /// How text meant to be spoken says numbers and legal forms.
    public let speech: Speech
    /// The word a spoken "&" is said as ("AT&T").
    public let and: String
    /// The column of `_CountryNames` and the rule that gives the language's country names;
    /// nil asks ICU in the language, by English's rule (`Country.displayName`).
    public let countryNames: CountryNames?

    /// Every UI language, one line each. The first is the language finder falls back to (C,
    /// POSIX and a locale finder does not speak), whose man page is the unlocalized one.
    public static let all: [UILanguage] = [
        UILanguage(id: "en", numberLocale: "en_US", collation: .root, plurals: .oneOther, speech: .digits, and: "and", countryNames: .english),
        UILanguage(id: "ru", numberLocale: "ru_RU", collation: .russian, plurals: .eastSlavic, speech: .russianWords, and: "и", countryNames: .russian),
    ]

    /// Every line's id, in the table's order (`--lang`'s choices). A closure, not `\.id`: a key
    /// path's metadata is made at run time, on every start that parses a command line.
    public static var ids: [String] { all.map { $0.id } }

    /// The language finder speaks when asked for none it has: the table's first line.
    public static var fallback: UILanguage { all[0] }

    /// The table's line for `id` ("ru"), nil for a language the table lacks.
    public static func with(id: String) -> UILanguage? {
        for language in all where language.id == id { return language }
        return nil
    }

    /// The line for a language id or a number locale ("ru", "ru_RU"), the fallback for "";
    /// nil for anything else, which the callers pass to ICU as a locale.
    static func of(_ idOrLocale: String) -> UILanguage? {
        if idOrLocale.isEmpty { return fallback }
        for language in all where language.id == idOrLocale || language.numberLocale == idOrLocale { return language }
        return nil
    }

    /// A display collation.
    public enum Collation: Sendable, Hashable {
        /// ICU's root collation (CLDR's default order).
        case root
        /// ICU's Russian tailoring ("[reorder Cyrl]": Cyrillic before the other scripts).
        case russian
        /// Another ICU locale's tailoring. The stock index holds orderings for `root` and
        /// `russian` only (its format); ties of a search in this collation take root's order.
        case tailored(String)

        /// The ICU locale the collator is opened with ("" is root).
        public var icuLocale: String {
            switch self {
            case .root: ""
            case .russian: "ru"
            case .tailored(let locale): locale
            }
        }
    }

    /// How text meant to be spoken says numbers (`NumberFormat+Speech.swift`).
    public enum Speech: Sendable, Hashable {
        /// Numbers stay digits: espeak-ng reads "1234567" and "4.12" as a person says them.
        case digits
        /// Numbers are Russian words in the gender and case of their noun (espeak-ng declines
        /// nothing: "2 страницы" is heard "два страницы"), and a Russian company's legal form
        /// is said by its letters' Russian names (`SpokenText.russianLegalForms`).
        case russianWords
    }

    /// Where a language's country names come from (`Country.displayName`).
    public enum CountryNames: Sendable, Hashable {
        /// `_CountryNames`' English column: CLDR's short name unless it is an abbreviation.
        case english
        /// `_CountryNames`' Russian column: the short name unless the full one is one word,
        /// and the short names CLDR lacks.
        case russian
    }
}
