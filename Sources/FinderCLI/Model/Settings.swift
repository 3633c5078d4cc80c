/// The environment as typed values, the one way to it: the other half of ripgrep's
/// low-level/high-level split (`Invocation` is what the line said; `Session` resolves it
/// against these). `Platform.current` copies the process's environment once; this is its
/// one reader in the commands — nothing else looks a variable up by name, but for the
/// renderers' terminal checks and the language (README, "How to add… a global option").
///
/// A global option's variable is its definition's (`Option.variable`): `value(for:)` reads it
/// for any option, so a new option with a variable needs no field here.
public struct Settings: Sendable {
    /// The variables as the process got them (for `value(for:)`, and for finder-net, which
    /// `finder` execs with the same environment).
    public let variables: [String: String]

    /// `FINDER_ACCESSIBLE=1` or `ACCESSIBLE=1`.
    public var accessible: Bool { variables["FINDER_ACCESSIBLE"] == "1" || variables["ACCESSIBLE"] == "1" }
    /// `TZ`: dates are shown in ICU's default zone, which it names.
    public var timeZone: String? { variables["TZ"] }
    /// `HOME`, when it is an absolute path.
    public var home: String? { absolute("HOME") }
    /// `XDG_DATA_HOME` and `XDG_CONFIG_HOME`, when absolute (a relative one is ignored, as the
    /// XDG specification asks).
    public var dataHome: String? { absolute("XDG_DATA_HOME") }
    public var configHome: String? { absolute("XDG_CONFIG_HOME") }

    /// `UNSPLASH_ACCESS_KEY`, trimmed; nil when empty.
    public var unsplashKey: String? { variables["UNSPLASH_ACCESS_KEY"].map(Self.trimmed).flatMap { $0.isEmpty ? nil : $0 } }
    /// `FINDER_UNSPLASH_URL`, when not empty.
    public var unsplashURL: String? { declared("FINDER_UNSPLASH_URL") }
    /// `FINDER_UNSPLASH_TIMEOUT` (seconds, positive), else 15.
    public var unsplashTimeout: Double { variables["FINDER_UNSPLASH_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 15 }
    /// `FINDER_UNSPLASH_RETRY_DELAY` (seconds before the one retry of a 5xx), else 1.
    public var unsplashRetryDelay: Double { variables["FINDER_UNSPLASH_RETRY_DELAY"].flatMap(Double.init) ?? 1 }
    /// `FINDER_SYNC_TIMEOUT` (seconds, whole request), when a positive number.
    public var syncTimeout: Double? { variables["FINDER_SYNC_TIMEOUT"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }

    /// Nothing is looked up here: each value is read when asked (a cold search asks for two),
    /// so start-up pays for none of the others (Benchmarks/instructions.sh).
    public init(environment: [String: String]) {
        variables = environment
    }

    private func absolute(_ name: String) -> String? { variables[name].flatMap { $0.hasPrefix("/") ? $0 : nil } }

    /// A variable a registered part declares by name (a sync source's base URL,
    /// `CatalogueSource.baseVariable`), when not empty.
    public func declared(_ variable: String) -> String? {
        variables[variable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The value the environment gives `option` through its variable, checked as the line's
    /// would be: present for a flag set to "1", the value for an option that takes one. nil
    /// when the variable is unset, empty, or holds what the option would refuse.
    public func value(for option: Option) -> Option.Argument? {
        guard let name = option.variable, let text = variables[name], !text.isEmpty else { return nil }
        if option.value == .none { return text == "1" ? .present : nil }
        return try? option.validate(text)
    }

    /// White space (line ends included) trimmed at both ends: a key pasted with its newline.
    private static func trimmed(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
