/// What the command line asked for, validated but not yet resolved against the environment.
public struct Invocation: Equatable, Sendable {
    public var lang: Language?
    public var format: OutputFormat?
    public var accessible = false
    public var color: ColorMode?
    public var theme: Theme?
    public var dataDir: String?
    public var offline = false
    public var noHistory = false
    public var quiet = false
    public var help = false
    public var version = false
    /// `--all-listings` (stocks search): one result per listing.
    public var allListings = false
    public var command: Command = .none

    public init() {}
}

public enum Command: Equatable, Sendable {
    /// No command: help on a terminal (interactive mode comes later).
    case none
    /// `allListings`: one result per listing (`--all-listings`) instead of one per company.
    case stocksSearch(query: String, limit: Int?, field: String, allListings: Bool = false)
    case stocksShow(ticker: String)
    /// `finder help [COMMAND [SUBCOMMAND]]`, or `--help` after a command.
    case help(topic: [String])
    /// `finder history [list|clear|remove QUERY…] [--domain D]`; nil domain: every domain.
    case history(action: HistoryAction, domain: String?)
    /// `finder suggest [--domain D] TEXT`.
    case suggest(text: String, domain: String)
    /// `finder offline [show|clear] [--domain D]`.
    case offline(clear: Bool, domain: String?)
    /// `finder interactive [stocks|photos]` (also plain `finder` on a terminal).
    case interactive(domain: String)
    /// `finder completion bash|zsh|fish`.
    case completion(shell: String)
    /// A command that needs the network (`photos`, `stocks sync`, `config`): its arguments
    /// after the command name, unparsed. `finder` hands these to its companion `finder-net`,
    /// which parses them itself; keeping Foundation out of the stock-search binary.
    case external(command: String, arguments: [String])
}

public enum HistoryAction: Equatable, Sendable {
    case list
    case clear
    case remove(String)
}

public enum OutputFormat: String, Sendable, CaseIterable { case text, json, jsonl }
public enum ColorMode: String, Sendable, CaseIterable { case auto, always, never }
public enum Theme: String, Sendable, CaseIterable { case auto, dark, light }
