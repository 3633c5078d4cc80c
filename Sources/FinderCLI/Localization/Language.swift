import FinderText

/// A UI language finder speaks: a line of FinderText's table (`UILanguage.all`), whose
/// catalogs are `Localization/<id>/`. The cases are the table's lines, so `--lang`'s
/// choices, the locale variables, help, completion and the man page follow it
/// (docs/decisions/0604-languages-as-one-table.md).
public struct Language: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// The line's place in the table, and its id. Not the line: every `Messages` holds its
    /// language and the renderers read its id per field; a copy of a line (its strings
    /// retained) each time cost a cold search ~40 k instructions (callgrind).
    private let index: UInt8

    /// The language's id ("en", "ru"): `--lang`'s word and its catalogs' folder.
    public let rawValue: String

    /// The table's line.
    public var ui: UILanguage { UILanguage.all[Int(index)] }

    /// The language whose id is `rawValue`; nil for one the table lacks.
    public init?(rawValue: String) {
        guard let i = UILanguage.all.firstIndex(where: { $0.id == rawValue }) else { return nil }
        self.init(index: i)
    }

    private init(index: Int) {
        self.index = UInt8(index)
        rawValue = UILanguage.all[index].id
    }

    /// Every UI language, in the table's order.
    public static var allCases: [Language] { UILanguage.all.indices.map(Language.init(index:)) }

    /// The language of C, POSIX and a locale finder does not speak: the table's first line.
    public static var fallback: Language { Language(index: 0) }

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
