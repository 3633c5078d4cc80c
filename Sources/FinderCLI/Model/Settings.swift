#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment as typed values, the one way to it: the other half of ripgrep's
/// low-level/high-level split (`Invocation` is what the line said; `Session` resolves it
/// against these). The process's environment (`Environment.process`) is read here by name,
/// through `getenv`, and nowhere else — nothing else in the product looks a variable up by name or calls getenv
/// (`ArchitectureTests` checks it; docs/decisions/0015-environment-read-when-asked.md;
/// CONTRIBUTING.md, "How to add… a global option"). Modules below
/// FinderCLI are handed the value they need (`ResourceLocator(folder:)`); the index builder
/// reads none (its caller names its temporary folder: beside the index).
///
/// A global option's variable is its definition's (`Option.variable`): `value(for:)` reads it
/// for any option, so a new option with a variable needs no field here.
public struct Settings: Sendable {
    /// The variables that name the terminal (`terminal`), lowercased where they are names.
    public struct Terminal: Equatable, Sendable {
        /// TERM and TERM_PROGRAM, lowercased.
        public let term: String, program: String
        /// COLORTERM says 24-bit colour.
        public let trueColor: Bool
        /// TMUX is set: inside tmux.
        public let multiplexer: Bool
        /// KITTY_WINDOW_ID is set: kitty's own window (or a multiplexer inside one).
        public let kittyWindow: Bool
        /// LC_TERMINAL (iTerm2 sets it, and ssh passes it on), lowercased.
        public let lcTerminal: String
        /// WEZTERM_PANE is set: WezTerm.
        public let weztermPane: Bool
    }

    /// The variables as the process got them (for `value(for:)`, and for finder-net, which
    /// `finder` execs with the same environment).
    public let variables: Environment

    /// `FINDER_ACCESSIBLE=1` or `ACCESSIBLE=1`.
    public var accessible: Bool { variables["FINDER_ACCESSIBLE"] == "1" || variables["ACCESSIBLE"] == "1" }
    /// `TZ`: dates are shown in ICU's default zone, which it names.
    public var timeZone: String? { variables["TZ"] }
    /// `HOME`, when it is an absolute path.
    public var home: String? { absolute("HOME") }
    /// The user's home folder: HOME when set to an absolute path, else the password
    /// database's entry for this user (HOME is unset under some service managers and in
    /// `env -i`); nil when neither names one.
    public var homeFolder: String? {
        if let h = home { return h }
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
        let home = String(cString: dir)
        return home.hasPrefix("/") ? home : nil
    }
    /// `FINDER_RESOURCES_DIR`, when not empty: the folder holding both bundles, for an
    /// installed binary whose bundles live elsewhere (`ResourceLocator`).
    public var resourcesFolder: String? { declared("FINDER_RESOURCES_DIR") }

    /// The UI language the locale variables ask for: LANGUAGE (a colon list; its first
    /// supported entry), LC_ALL, LC_MESSAGES, LANG. The first variable that is set decides;
    /// C, POSIX and languages finder does not speak give the fallback language, English
    /// (`UILanguage.all`'s first line). `--lang` wins over all (`Language.resolve`).
    /// Foundation's `Locale.current` is not used: on Linux it ignores the environment.
    public var messageLanguage: Language {
        if let list = declared("LANGUAGE") {
            for entry in list.split(separator: ":") {
                if let l = Language.parse(String(entry)) { return l }
            }
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = declared(name) { return Language.parse(value) ?? .fallback }
        }
        return .fallback
    }

    // The terminal.

    /// What the colour variables ask for when `--color` does not say, in the precedence of
    /// the CLICOLOR specification (bixense.com/clicolors): `.never` for NO_COLOR (non-empty);
    /// then `.always` for CLICOLOR_FORCE or FORCE_COLOR (non-empty, not 0: the variable Node,
    /// Python's rich and many CI services set; one rule for both); then `.never` for
    /// CLICOLOR=0 or TERM=dumb; else `.auto` (the stream being a terminal decides). So
    /// `CLICOLOR=0 CLICOLOR_FORCE=1` is colour, as the specification says
    /// (docs/decisions/0500-clicolor-precedence.md).
    public var colorRequest: ColorMode {
        if declared("NO_COLOR") != nil { return .never }
        if ["CLICOLOR_FORCE", "FORCE_COLOR"].contains(where: { declared($0).map { $0 != "0" } ?? false }) { return .always }
        return variables["CLICOLOR"] == "0" || dumbTerminal ? .never : .auto
    }
    /// `TERM=dumb`: no colour, and the interactive session's line mode.
    public var dumbTerminal: Bool { variables["TERM"] == "dumb" }
    /// `COLUMNS` (1–10 000): the width when the terminal does not say its own.
    public var columns: Int? { variables["COLUMNS"].flatMap { Int($0) }.flatMap { (1...10_000).contains($0) ? $0 : nil } }
    /// `COLORTERM` is truecolor or 24bit: the terminal draws 24-bit colour.
    public var trueColor: Bool {
        let colorterm = Option.asciiLowercased(variables["COLORTERM"] ?? "")
        return colorterm == "truecolor" || colorterm == "24bit"
    }
    /// OSC 8 hyperlinks may be written: only where they are known to work, since a terminal
    /// that ignores them hides the address the link carries (xterm, tmux before 3.4, the
    /// Linux console, which prints them as garbage). Known: kitty, iTerm2, WezTerm, ghostty,
    /// foot, Alacritty, contour, Windows Terminal, Konsole, VTE terminals (GNOME Terminal,
    /// Tilix… from VTE 0.50), tmux from 3.4. FINDER_HYPERLINKS=1 or 0 says so instead.
    public var hyperlinks: Bool {
        switch variables["FINDER_HYPERLINKS"] {
        case "0": return false
        case "1": return true
        default: break
        }
        let term = Option.asciiLowercased(variables["TERM"] ?? ""), program = Option.asciiLowercased(variables["TERM_PROGRAM"] ?? "")
        if term == "linux" { return false }
        if program == "tmux" || declared("TMUX") != nil {
            // tmux passes OSC 8 on from 3.4 (TERM_PROGRAM_VERSION "3.4", "3.5a", "next-3.6").
            let version = (variables["TERM_PROGRAM_VERSION"] ?? "").drop { !$0.isNumber }
            let parts = version.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
            return program == "tmux" && parts.count >= 2 && (parts[0], parts[1]) >= (3, 4)
        }
        if declared("KITTY_WINDOW_ID") != nil || declared("WEZTERM_PANE") != nil || declared("WT_SESSION") != nil
            || declared("KONSOLE_VERSION") != nil { return true }
        if ["iterm.app", "wezterm", "ghostty", "vscode"].contains(program) { return true }
        if ["kitty", "foot", "alacritty", "contour", "ghostty", "wezterm"].contains(where: { term.contains($0) }) { return true }
        if let vte = variables["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
        return false
    }
    /// The variables that name the terminal, as chafa, timg and viu read them (photo
    /// previews pick their protocol from these: `TerminalGraphics`).
    public var terminal: Terminal {
        func lowered(_ name: String) -> String { Option.asciiLowercased(variables[name] ?? "") }
        func set(_ name: String) -> Bool { declared(name) != nil }
        return Terminal(term: lowered("TERM"), program: lowered("TERM_PROGRAM"), trueColor: trueColor,
                        multiplexer: set("TMUX"), kittyWindow: set("KITTY_WINDOW_ID"),
                        lcTerminal: lowered("LC_TERMINAL"), weztermPane: set("WEZTERM_PANE"))
    }
    /// `FINDER_PROBE_TIMEOUT` (seconds, held to 0.05–10), else 1: how long the terminal probe
    /// waits for an answer.
    public var probeTimeout: Double {
        let asked = variables["FINDER_PROBE_TIMEOUT"].flatMap(Double.init) ?? 1
        return asked.isFinite ? min(10, max(0.05, asked)) : 1
    }
    /// `FINDER_WAIT_SECONDS` (1–3600): the longest wait for another finder process's lock
    /// (`Waiting.limitSeconds`, 60, otherwise).
    public var waitSeconds: Int? {
        variables["FINDER_WAIT_SECONDS"].flatMap { Int($0) }.flatMap { (1...3600).contains($0) ? $0 : nil }
    }

    /// The pager's command (`PagedOutputStream`): FINDER_PAGER, else PAGER, else `less`; nil
    /// when the one that decides says none (empty, or `cat`), as git reads them.
    public var pagerCommand: String? {
        let named = variables["FINDER_PAGER"] ?? variables["PAGER"] ?? "less"
        let trimmed = named.split(separator: " ").joined(separator: " ")
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }
    /// `LINES` (1–10 000): the terminal's height when it does not say its own.
    public var lines: Int? { variables["LINES"].flatMap { Int($0) }.flatMap { (1...10_000).contains($0) ? $0 : nil } }

    /// `FINDER_DEBOUNCE_MS` (0–5000): the interactive screen's wait after a key before it
    /// searches; nil when unset or out of range (the session's default applies).
    public var debounceMilliseconds: Int? {
        variables["FINDER_DEBOUNCE_MS"].flatMap { Int($0) }.flatMap { (0...5000).contains($0) ? $0 : nil }
    }
    /// `FINDER_INTERACTIVE_FAULT=draw`: a test hook of debug builds (`FaultInjection`).
    public var interactiveFaultOnDraw: Bool { variables["FINDER_INTERACTIVE_FAULT"] == "draw" }
    /// `FINDER_INTERACTIVE_FAULT=clock`: a test hook of debug builds (`FaultInjection`).
    public var interactiveFaultStoppedClock: Bool { variables["FINDER_INTERACTIVE_FAULT"] == "clock" }

    /// The environment `finder-net` is exec'd with: this one, with Swift's backtracer off.
    /// finder-net links the Swift runtime dynamically, and the runtime's backtracer reads
    /// SWIFT_BACKTRACE before main: off, SIGQUIT and SIGABRT end the process as they ask,
    /// instead of a "Program crashed" report with a 30 s "press space" prompt on a
    /// terminal. A SWIFT_BACKTRACE the user set (to debug) is kept.
    public var networkEnvironment: [String: String] {
        var environment = variables.all
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return environment
    }
    /// `XDG_DATA_HOME` and `XDG_CONFIG_HOME`, when absolute (a relative one is ignored, as the
    /// XDG specification asks).
    public var dataHome: String? { absolute("XDG_DATA_HOME") }
    public var configHome: String? { absolute("XDG_CONFIG_HOME") }
    /// `XDG_CACHE_HOME`, when absolute: the search index's folder is under it.
    public var cacheHome: String? { absolute("XDG_CACHE_HOME") }
    /// `XDG_STATE_HOME`, when absolute: history and saved results are under it.
    public var stateHome: String? { absolute("XDG_STATE_HOME") }

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

    /// Nothing is looked up here: each value is read when asked (a cold search asks for the
    /// language, the resources and data folders, colour and width), so start-up pays for none
    /// of the others (Benchmarks/instructions.sh).
    public init(environment: Environment) {
        variables = environment
    }

    /// Settings of a given table of variables (tests).
    public init(environment: [String: String]) {
        variables = Environment(environment)
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

/// Where `Settings` reads variables: the process's own environment, looked up by name through
/// `getenv` when asked (`process`), or a table a test hands in. Copying the process's
/// environment into a `[String: String]` at start cost ~140 k instructions of every run
/// (the dictionary's generic metadata and a String per variable) for the handful of
/// variables a command reads. Nothing in finder changes its own environment, so a lookup
/// now gives what a copy made at start would.
public struct Environment: Sendable {
    /// nil: the process's environment.
    private let table: [String: String]?

    /// The process's environment.
    public static var process: Environment { Environment(table: nil) }

    private init(table: [String: String]?) { self.table = table }

    /// A fixed table of variables (tests).
    public init(_ variables: [String: String]) { table = variables }

    public subscript(name: String) -> String? {
        if let table { return table[name] }
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Every variable, for the environment finder-net is exec'd with. The process's are split
    /// at the first '=' byte (finding it as a Character walks grapheme breaks).
    var all: [String: String] {
        if let table { return table }
        var variables: [String: String] = [:]
        var i = 0
        while let entry = environ[i] {
            i += 1
            guard let eq = strchr(entry, 0x3D) else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(start: entry, count: entry.distance(to: eq)), as: UTF8.self)
            if variables[name] == nil { variables[name] = String(cString: eq + 1) }
        }
        return variables
    }
}
