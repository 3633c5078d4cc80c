/// One command or subcommand of the model: its path, options, operands, subcommands, help
/// keys, and how its typed `Command` is built from what the tokenizer found. Where it runs
/// follows from the command it builds (`Command.binary`).
///
/// A class (every property is a constant): the tokenizer holds the spec it is in as an
/// optional and replaces it word by word, and a struct of this size was copied and destroyed
/// through its runtime metadata, instantiated from its mangled name at the first use (37 k
/// instructions of every start); a reference is retained and released.
public final class CommandSpec: Sendable {
    /// What follows the command's name besides options: drives usage lines, completion and
    /// the checks of `build`.
    public enum Operands: Sendable, Equatable {
        case none
        /// Words of a search query (completed from history and tickers of the domain).
        case query(domain: String)
        case ticker
        /// One of these words.
        case choice([String], optional: Bool)
        /// Free words checked by the command; `completions` offered.
        case words(name: String, completions: [String])
        /// Tickers of the watchlist first (completed from it: `watch remove`, `watch alert`),
        /// then free words as `words`.
        case watched(name: String, completions: [String])
        /// A command of the model (`help COMMAND`).
        case topic
    }

    public let path: [String]
    public var name: String { path.last ?? "" }
    /// The command's options, those it inherits from its parent included.
    public let options: [Option]
    public let operands: Operands
    public let subcommands: [CommandSpec]
    /// Catalog keys: one-line summary, details paragraph, examples. Computed when help asks
    /// (a stock search reads the model on every start, and never its help).
    public var summaryKey: String { summary ?? "help.command.\(key)" }
    public var detailsKey: String { details ?? "help.details.\(key)" }
    public var examplesKey: String { examples ?? "help.examples.\(key)" }
    private var key: String { helpKey ?? path.joined(separator: ".") }
    private let helpKey: String?
    private let summary: String?
    private let details: String?
    private let examples: String?
    /// Usage lines written by hand where generated ones would not say enough (config).
    let customUsage: [String]?
    let build: @Sendable (Invocation) throws(UsageError) -> Command

    init(_ path: [String], options: [Option] = [], operands: Operands = .none, subcommands: [CommandSpec] = [],
         help key: String? = nil, summary: String? = nil, details: String? = nil, examples: String? = nil,
         usage: [String]? = nil, build: @escaping @Sendable (Invocation) throws(UsageError) -> Command) {
        self.path = path
        self.options = options
        self.operands = operands
        self.subcommands = subcommands
        helpKey = key
        self.summary = summary
        self.details = details
        self.examples = examples
        customUsage = usage
        self.build = build
    }

    public func subcommand(_ name: String) -> CommandSpec? { subcommands.first { $0.name == name } }

    /// The operand as usage lines write it: `QUERY…`, `TICKER`, `bash|zsh|fish`.
    public var operandName: String {
        switch operands {
        case .none: ""
        case .query: "QUERY…"
        case .ticker: "TICKER…"
        case .choice(let c, let optional): optional ? "[" + c.joined(separator: "|") + "]" : c.joined(separator: "|")
        case .words(let name, _), .watched(let name, _): name
        case .topic: "[COMMAND|TOPIC]"
        }
    }

    /// The command as lists name it: `stocks show TICKER`, `history [list|clear|remove]`.
    public var synopsis: String {
        var s = path.joined(separator: " ")
        if !subcommands.isEmpty && operands == .none { s += " [" + subcommands.map(\.name).joined(separator: "|") + "]" }
        if !operandName.isEmpty { s += " " + operandName }
        return s
    }

    /// Usage lines: `finder stocks QUERY… [--limit N] …`, then one per subcommand.
    public var usage: [String] {
        if let customUsage { return customUsage }
        var line = "finder " + synopsis
        for o in options { line += " [" + o.spelling + (o.valueName.isEmpty ? "" : " " + o.valueName) + "]" }
        let subs = operands == .none ? [] : subcommands.flatMap(\.usage)
        return [line] + subs
    }
}
