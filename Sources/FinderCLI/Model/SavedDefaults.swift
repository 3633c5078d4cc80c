#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saved defaults (`finder config set lang ru`): the settings file's values for the options a
/// person keeps — lang, theme, color, limit, images, format — and how each resolves:
/// the flag, then the environment, then the file, then the built-in value
/// (docs/stocks-tools.md, "Saved defaults"; docs/decisions/0422-saved-defaults.md). The file
/// is `$XDG_CONFIG_HOME/finder/config` (else `~/.config/finder/config`), `name = value` lines
/// and `#` comments, the one finder-net writes the Unsplash key to (mode 0600). Read here
/// without Foundation, on every start: one `open` when there is no file.
public struct SavedDefaults: Sendable {
    /// The names `config get|set|unset` take besides `unsplash-key`, in `config list`'s order.
    public static let names = ["lang", "theme", "color", "limit", "images", "format"]
    /// The most of the file read (a config file is a few lines).
    public static let maxFileBytes = 64 << 10

    /// Where a value in effect came from.
    public enum Source: String, Sendable { case environment, config, `default` }

    /// The file's valid values of `names`, canonical (`--lang`'s own spelling); a value the
    /// option would refuse (a hand edit) is left out, so the next level applies.
    public let values: [String: String]

    public init(values: [String: String]) { self.values = values }

    /// The settings file's path for these settings; nil without a home folder.
    public static func path(_ settings: Settings) -> String? {
        if let config = settings.configHome { return config + "/finder/config" }
        return settings.homeFolder.map { $0 + "/.config/finder/config" }
    }

    /// The defaults saved in the settings file (none when it is missing or unreadable).
    public static func load(_ settings: Settings) -> SavedDefaults {
        guard let path = path(settings), let text = readPrefix(path) else { return SavedDefaults(values: [:]) }
        var values: [String: String] = [:]
        for (name, value) in parse(text) where names.contains(name) && values[name] == nil {
            if let v = canonical(name, value) { values[name] = v }
        }
        return SavedDefaults(values: values)
    }

    /// The `name = value` lines of a settings file, in order (comments and other lines skipped,
    /// white space trimmed); the first line of a name is the one in effect.
    public static func parse(_ text: String) -> [(String, String)] {
        var out: [(String, String)] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let l = trimmed(Substring(line))
            guard !l.hasPrefix("#"), let eq = l.firstIndex(of: "=") else { continue }
            let value = trimmed(l[l.index(after: eq)...])
            if !value.isEmpty { out.append((String(trimmed(l[..<eq])), String(value))) }
        }
        return out
    }

    /// The option behind a saved name.
    public static func option(_ name: String) -> Option? {
        switch name {
        case "lang": CommandModel.lang
        case "theme": CommandModel.theme
        case "color": CommandModel.color
        case "limit": CommandModel.limit
        case "images": CommandModel.images
        case "format": CommandModel.format
        default: nil
        }
    }

    /// The variable a person sets for `name` in the environment (color's are NO_COLOR and
    /// its kin, `Settings.colorRequest`).
    public static func variable(_ name: String) -> String? {
        switch name {
        case "lang": "FINDER_LANG"
        case "theme": "FINDER_THEME"
        case "limit": "FINDER_LIMIT"
        case "images": "FINDER_IMAGES"
        case "format": "FINDER_FORMAT"
        default: nil
        }
    }

    /// `value` as the option's canonical value ("RU" → "ru", "0100" → "100"), nil when the
    /// option refuses it.
    public static func canonical(_ name: String, _ value: String) -> String? {
        guard let option = option(name), let argument = try? option.validate(value) else { return nil }
        switch argument {
        case .word(let w): return w
        case .number(let n): return String(n)
        case .present: return nil
        }
    }

    /// The value in effect for `name` when the line does not give it, and where it comes from.
    public func resolved(_ name: String, _ settings: Settings) -> (value: String, source: Source) {
        if let v = environmentValue(name, settings) { return (v, .environment) }
        if let v = values[name] { return (v, .config) }
        return (Self.builtIn(name, settings), .default)
    }

    /// The environment's value for `name`, validated; nil when it does not say.
    func environmentValue(_ name: String, _ settings: Settings) -> String? {
        if name == "color" {
            let request = settings.colorRequest
            return request == .auto ? nil : request.rawValue
        }
        return Self.variable(name).flatMap { settings.declared($0) }.flatMap { Self.canonical(name, $0) }
    }

    /// The built-in value: the locale's language, auto, 20 results, text.
    static func builtIn(_ name: String, _ settings: Settings) -> String {
        switch name {
        case "lang": settings.messageLanguage.rawValue
        case "limit": "20"
        case "format": "text"
        default: "auto"
        }
    }

    /// The invocation with what the line left unsaid taken from the environment, then the
    /// file. The line's own values are kept; the stock search's limit is the one value
    /// its command was built with.
    public func applied(to invocation: Invocation, _ settings: Settings) -> Invocation {
        var inv = invocation
        func pick(_ name: String) -> String? { environmentValue(name, settings) ?? values[name] }
        // The locale variables come after the file: they say the system's language, the
        // file a choice made for finder (docs/decisions/0422-saved-defaults.md).
        if inv.lang == nil, let v = pick("lang") { inv.lang = Language(rawValue: v) }
        if inv.theme == nil, let v = pick("theme") { inv.theme = Theme(rawValue: v) }
        if inv.format == nil, let v = pick("format") { inv.format = OutputFormat(rawValue: v) }
        if inv.color == nil, settings.colorRequest == .auto, let v = values["color"] { inv.color = ColorMode(rawValue: v) }
        if inv.images == nil, let v = pick("images") { inv.images = ImageMode(rawValue: v) }
        if inv.limit == nil, let v = pick("limit").flatMap({ Int($0) }) {
            inv.limit = .some(v == 0 ? nil : v)
            if case .stocksSearch(let query, _, let field, let all) = inv.command {
                inv.command = .stocksSearch(query: query, limit: v == 0 ? nil : v, field: field, allListings: all)
            }
        }
        return inv
    }

    /// The first `maxFileBytes` of a file as UTF-8, nil when it cannot be read or is no text.
    public static func readPrefix(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: maxFileBytes)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            count += n
        }
        return String(validating: bytes[..<count], as: UTF8.self)
    }

    private static func trimmed(_ s: Substring) -> Substring {
        var s = s
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return s
    }
}
