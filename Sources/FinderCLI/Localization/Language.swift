/// The UI languages finder speaks.
public enum Language: String, CaseIterable, Sendable {
    case en, ru

    /// Resolves the UI language: `--lang`, then LANGUAGE (a colon list; its first supported
    /// entry), LC_ALL, LC_MESSAGES, LANG. The first variable that is set decides; C, POSIX and
    /// languages finder does not speak give English. Foundation's `Locale.current` is not used:
    /// on Linux it ignores the environment.
    public static func resolve(flag: Language?, environment: [String: String]) -> Language {
        if let flag { return flag }
        if let list = environment["LANGUAGE"], !list.isEmpty {
            for entry in list.split(separator: ":") {
                if let l = parse(String(entry)) { return l }
            }
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return parse(value) ?? .en }
        }
        return .en
    }

    /// "ru_RU.UTF-8" → .ru; "C", "POSIX", "fr_FR" → nil.
    static func parse(_ value: String) -> Language? {
        let code = value.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
        return Language(rawValue: code)
    }
}
