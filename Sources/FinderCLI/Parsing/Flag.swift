/// One command-line option, defined once: its names, its value and choices, the environment
/// variable behind it, and the catalog key of its help. Help, completion and "valid choices"
/// errors are generated from these definitions.
public struct Flag: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case none
        case choice([String])
        case integer(ClosedRange<Int>)
        case path
    }

    public let name: String          // "limit" for --limit
    public let short: Character?     // "q" for -q
    public let value: Value
    public let environment: String?  // shown in help
    public var helpKey: String { "help.option.\(name)" }
    public var valueName: String {
        switch value {
        case .none: ""
        case .choice(let c): c.joined(separator: "|")
        case .integer: "N"
        case .path: "DIR"
        }
    }

    public init(_ name: String, short: Character? = nil, _ value: Value = .none, environment: String? = nil) {
        self.name = name
        self.short = short
        self.value = value
        self.environment = environment
    }

    public var spelling: String { "--" + name }
}

/// The flag tables.
public enum Flags {
    public static let lang = Flag("lang", .choice(["en", "ru"]), environment: "LANGUAGE, LC_ALL, LC_MESSAGES, LANG")
    public static let format = Flag("format", .choice(["text", "json", "jsonl"]))
    public static let json = Flag("json")
    public static let accessible = Flag("accessible", environment: "FINDER_ACCESSIBLE=1, ACCESSIBLE=1")
    public static let color = Flag("color", .choice(["auto", "always", "never"]), environment: "NO_COLOR, CLICOLOR, CLICOLOR_FORCE, TERM=dumb")
    public static let theme = Flag("theme", .choice(["auto", "dark", "light"]))
    public static let dataDir = Flag("data-dir", .path, environment: "FINDER_DATA_DIR")
    public static let offline = Flag("offline")
    public static let noHistory = Flag("no-history", environment: "FINDER_NO_HISTORY=1")
    public static let quiet = Flag("quiet", short: "q")
    public static let help = Flag("help", short: "h")
    public static let version = Flag("version")

    public static let limit = Flag("limit", .integer(0...1_000_000))
    public static let by = Flag("by", .choice(["ticker", "name", "all"]))
    public static let allListings = Flag("all-listings")
    public static let domain = Flag("domain", .choice(["stocks", "photos"]))

    /// Accepted anywhere on the line, before or after the command.
    public static let global: [Flag] = [lang, format, json, accessible, color, theme, dataDir, offline, noHistory, quiet, help, version]
}

/// The commands finder knows, with the flags each accepts beyond the global ones.
public enum CommandName: String, CaseIterable, Sendable {
    case stocks
    case photos
    case history
    case suggest
    case offline
    case completion
    case interactive
    case config
    case help

    /// Handled by `finder-net` (network, Foundation): everything after the name is its own.
    var isExternal: Bool { self == .photos || self == .config }

    /// Options of an external command whose names clash with global ones: after the command
    /// name they belong to the command (`photos --color blue` is the colour filter; give the
    /// terminal colour before the command: `finder --color never photos …`).
    var ownOptionNames: Set<String> {
        switch self {
        case .photos: ["color"]
        default: []
        }
    }

    public var flags: [Flag] {
        switch self {
        case .stocks: [Flags.limit, Flags.by, Flags.allListings]
        case .history, .suggest, .offline: [Flags.domain]
        case .photos, .completion, .interactive, .config, .help: []
        }
    }

    /// Subcommands (the first positional argument) with their own help.
    public var subcommands: [String] {
        switch self {
        case .stocks: ["show", "sync"]
        case .photos: ["more"]
        case .history: ["list", "clear", "remove"]
        case .offline: ["show", "clear"]
        case .completion: ["bash", "zsh", "fish"]
        case .interactive: ["stocks", "photos"]
        case .config: ["set"]
        case .suggest, .help: []
        }
    }
}
