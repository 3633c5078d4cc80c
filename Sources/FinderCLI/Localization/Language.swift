import FinderText

/// A UI language finder speaks: a line of FinderText's table (`UILanguage.all`), whose
/// catalogs are `Localization/<id>/`. The cases are the table's lines, so `--lang`'s
/// choices, the locale variables, help, completion and the man page follow it
/// (docs/decisions/0604-languages-as-one-table.md).
public struct Language: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// The table's line.
    public let ui: UILanguage

    /// The language's id ("en", "ru"): `--lang`'s word and its catalogs' folder.
    public var rawValue: String { ui.id }

    /// The language whose id is `rawValue`; nil for one the table lacks.
    public init?(rawValue: String) {
        guard let line = UILanguage.with(id: rawValue) else { return nil }
        ui = line
    }

    private init(_ line: UILanguage) { ui = line }

    /// Every UI language, in the table's order.
    public static var allCases: [Language] { UILanguage.all.map(Language.init) }

    /// The language of C, POSIX and a locale finder does not speak: the table's first line.
    public static var fallback: Language { Language(UILanguage.fallback) }

    /// Resolves the UI language: `--lang`, else what the locale variables ask for
    /// (`Settings.messageLanguage`).
    public static func resolve(flag: Language?, settings: Settings) -> Language {
        flag ?? settings.messageLanguage
    }

    /// "ru_RU.UTF-8" → ru; "C", "POSIX", a language the table lacks → nil.
    static func parse(_ value: String) -> Language? {
        let code = value.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
        return Language(rawValue: code)
    }
}
