/// One command-line option, defined once: its names, the kind of value it takes (which also
/// validates it and gives help and completion their choices), its effect on the
/// `Invocation`, its help key and the environment variable behind it. Help, completion and
/// "valid choices" errors are generated from these definitions (`CommandModel`).
public struct Option: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        /// No value: `--json`.
        case none
        /// One of these words, compared ignoring ASCII case.
        case choice([String])
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// A folder.
        case path
        /// Free text, resolved later (`--from moex|nasdaq|URL|FILE`): the words `listed` gives
        /// are offered by completion (files too) and named before `name` in the value's name.
        /// A function, called only when help, completion or an error asks: `--from`'s words
        /// come from the catalog (`SyncSourceNames`), which a start-up need not read.
        case text(name: String, listed: @Sendable () -> [String])
        /// Words in several spellings, each mapped to one canonical value (the photo colour:
        /// `синий` → blue); `choices` are the canonical values.
        case named(name: String, choices: [String], canonical: @Sendable (String) -> String?)
        /// A file to write, or a folder to write it in (`photos download --output`): named
        /// `PATH`, never `DIR`, since the command writes a file.
        case filePath

        public static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.none, .none), (.path, .path), (.filePath, .filePath): true
            case (.choice(let x), .choice(let y)): x == y
            case (.integer(let x), .integer(let y)): x == y
            case (.text(let x, _), .text(let y, _)): x == y
            case (.named(let x, let c, _), .named(let y, let d, _)): x == y && c == d
            default: false
            }
        }

        /// The words completion offers for the value.
        public var completions: [String] {
            switch self {
            case .choice(let c), .named(_, let c, _): c
            case .text(_, let listed): listed()
            case .none, .integer, .path, .filePath: []
            }
        }
    }

    /// A validated value, handed to the effect.
    public enum Argument: Sendable, Equatable {
        case present
        case word(String)
        case number(Int)

        public var word: String { if case .word(let w) = self { w } else { "" } }
        public var number: Int { if case .number(let n) = self { n } else { 0 } }
    }

    public let name: String          // "limit" for --limit
    public let short: Character?     // "q" for -q
    public let value: Value
    /// The variables behind the option: as help shows them, or the one `Settings.value(for:)`
    /// reads. One stored field, not two: options are copied as the tokenizer reads a line,
    /// and each stored string is a retain and a release more on every copy (a cold search).
    private enum Variables: Sendable {
        /// Help's words only ("FINDER_ACCESSIBLE=1, ACCESSIBLE=1"): read by its own code.
        case described(String)
        case read(String)
    }
    private let variables: Variables?

    /// The variables behind the option, as help shows them ("FINDER_ACCESSIBLE=1,
    /// ACCESSIBLE=1"); a read variable with "=1" for a flag.
    public var environment: String? {
        switch variables {
        case .described(let text): text
        case .read(let name): value == .none ? name + "=1" : name
        case nil: nil
        }
    }

    /// The one variable `Settings.value(for:)` reads when the line does not give the option
    /// (`Session.value(of:)`).
    public var variable: String? { if case .read(let name) = variables { name } else { nil } }
    /// Catalog key of the help text; it may use `{choices}`.
    public var helpKey: String { help ?? "help.option.\(name)" }
    private let help: String?
    /// Catalog key of a note for the global option this one hides after its command
    /// (`photos --color` is the colour filter; the terminal's goes before the command).
    public let shadowNoteKey: String?
    /// nil: the tokenizer records the argument in `Invocation.given` instead.
    let effect: (@Sendable (inout Invocation, Argument) -> Void)?

    /// `effect` sets the option's typed `Invocation` member; an option without one is read
    /// where it is used with `Session.value(of:)` (its argument, else its variable's).
    public init(_ name: String, short: Character? = nil, _ value: Value = .none, environment: String? = nil,
                variable: String? = nil, help: String? = nil, shadowNote: String? = nil,
                effect: (@Sendable (inout Invocation, Argument) -> Void)? = nil) {
        self.name = name
        self.short = short
        self.value = value
        variables = variable.map { .read($0) } ?? environment.map { .described($0) }
        self.help = help
        shadowNoteKey = shadowNote
        self.effect = effect
    }

    public static func == (a: Option, b: Option) -> Bool {
        a.name == b.name && a.short == b.short && a.value == b.value && a.help == b.help
    }

    public var spelling: String { "--" + name }

    /// The value as usage lines and help write it: `N`, `DIR`, `en|ru`.
    public var valueName: String {
        switch value {
        case .none: ""
        case .choice(let c): c.joined(separator: "|")
        case .integer: "N"
        case .path: "DIR"
        case .filePath: "PATH"
        // A long list (`--fields`' member names) is left to completion and to the error that
        // names the valid values: a usage line or man page cannot break a word of 400 letters.
        case .text(let name, let listed): listed().count > 8 ? name : (listed() + [name]).joined(separator: "|")
        case .named(let name, _, _): name
        }
    }

    /// Checks a value given on the command line and returns it in canonical form.
    func validate(_ text: String) throws(UsageError) -> Argument {
        switch value {
        case .none:
            return .present
        case .choice(let choices):
            let lower = Self.asciiLowercased(text)
            guard let c = choices.first(where: { Self.asciiLowercased($0) == lower }) else { throw .badValue(self, value: text) }
            return .word(c)
        case .integer(let range):
            guard let n = Int(text), range.contains(n) else { throw .badValue(self, value: text) }
            return .number(n)
        case .path, .filePath, .text:
            return .word(text)
        case .named(_, _, let canonical):
            guard let c = canonical(text) else { throw .badValue(self, value: text) }
            return .word(c)
        }
    }

    static func asciiLowercased(_ s: String) -> String {
        String(decoding: s.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
