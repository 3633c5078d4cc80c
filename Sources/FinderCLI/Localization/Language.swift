/// The UI languages finder speaks.
public enum Language: String, CaseIterable, Sendable {
    case en, ru

    /// Resolves the UI language: `--lang`, else what the locale variables ask for
    /// (`Settings.messageLanguage`).
    public static func resolve(flag: Language?, settings: Settings) -> Language {
        flag ?? settings.messageLanguage
    }

    /// "ru_RU.UTF-8" → .ru; "C", "POSIX", "fr_FR" → nil.
    static func parse(_ value: String) -> Language? {
        let code = value.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
        return Language(rawValue: code)
    }
}
