import FinderDomain

/// What the command line asked for, validated but not yet resolved against the environment:
/// every option's value (set by the option's effect, the last one given winning), the
/// command's path and operands, and the typed command built from them.
public struct Invocation: Equatable, Sendable {
    // Global options.
    public var lang: Language?
    public var format: OutputFormat?
    public var accessible = false
    public var color: ColorMode?
    public var theme: Theme?
    /// `--images`: how photo previews are drawn (nil: FINDER_IMAGES, else auto).
    public var images: ImageMode?
    public var dataDir: String?
    public var offline = false
    public var quiet = false
    public var help = false
    public var version = false
    /// `--man`: the man page instead of the command (`finder help --man`).
    public var man = false
    /// `--fields a,b,c`: the result members to write, in this order (every format).
    public var fields: [String]?

    // Options of commands.
    /// `--limit` (stocks): nil when not given; `.some(nil)` for `--limit 0` (all).
    public var limit: Int?? = nil
    /// `--by` (stocks search): the field searched; nil when not given (both).
    public var by: StockField?
    /// `--all-listings` (stocks search): one result per listing.
    public var allListings = false
    /// `--sort` (stocks search); nil: relevance.
    public var sort: StockSort?
    /// `--country`, `--exchange` (stocks search): as typed, each comma list split; the
    /// command checks them (`StockFilter.countryCode`, `ExchangeNames`).
    public var countries: [String] = []
    public var exchanges: [String] = []
    /// `--domain` (history, suggest, offline).
    public var domain: SearchDomain?
    /// `photos` filters.
    public var photoFilters = PhotoFilters()
    /// `photos download --size`, `--output`, `--force`.
    public var photoSize: String?
    public var output: String?
    public var force = false
    /// `stocks sync --from`.
    public var from: String?
    /// `stocks sync --replace`.
    public var replace = false
    /// `--refresh` (stocks show, watch): fetch the listings' prices first (finder-net).
    public var refresh = false
    /// `--interval SECONDS`, `--count N` (watch): refreshed every SECONDS, N times at most.
    public var interval: Int?
    public var count: Int?

    /// The command's path ("stocks", "show") and its operands, as the tokenizer found them.
    public var path: [String] = []
    public var operands: [String] = []
    /// `--` came before the first operand: a first word is an operand, never a subcommand.
    public var escaped = false

    public var command: Command = .none

    /// The options without a typed member (no effect) the line gave, in order, with their
    /// arguments: what `Session.value(of:)` reads (the last one given wins). A list, not a
    /// dictionary: a line gives a handful, and a cold search pays for no hashing.
    public var given: [GivenOption] = []

    /// The argument the line last gave `option` (one without an effect), nil when none.
    public func argument(_ option: Option) -> Option.Argument? {
        guard !given.isEmpty else { return nil }
        return given.last { $0.name == option.name }?.argument
    }

    public init() {}
}

/// One option the line gave.
public struct GivenOption: Equatable, Sendable {
    public let name: String
    public let argument: Option.Argument
}

/// The typed command, built by the command's definition from its operands and options.
public enum Command: Equatable, Sendable {
    /// No command: the interactive session on a terminal, else help.
    case none
    case version
    /// `finder help --man`, `finder --man`: finder(1) in the UI language.
    case manPage
    /// `finder help [COMMAND [SUBCOMMAND]]`, or `--help` after a command.
    case help(topic: [String])
    /// `allListings`: one result per listing (`--all-listings`) instead of one per company.
    case stocksSearch(query: String, limit: Int?, field: StockField, allListings: Bool = false)
    /// `finder stocks show TICKER… ` (commas separate too): every listing of each, in order.
    case stocksShow(tickers: [String])
    /// `finder stocks sync [--from SRC]` (finder-net).
    /// `replace`: the listings each source added before and no longer gives are removed.
    case stocksSync(from: String?, replace: Bool = false)
    /// `finder photos QUERY… [filters]` (finder-net).
    case photosSearch(query: String, filters: PhotoFilters)
    /// `finder photos more` (finder-net).
    case photosMore
    /// `finder photos show ID` (finder-net).
    case photosShow(id: String)
    /// `finder photos download ID [--size S] [--output PATH] [--force]` (finder-net).
    case photosDownload(id: String, size: String, output: String?, force: Bool)
    /// `finder history [list|clear|remove QUERY…] [--domain D]`; nil domain: every domain.
    case history(action: HistoryAction, domain: SearchDomain?)
    /// `finder suggest [--domain D] TEXT`.
    case suggest(text: String, domain: SearchDomain)
    /// `finder offline [show|clear] [--domain D]`.
    case offline(clear: Bool, domain: SearchDomain?)
    /// `finder interactive [stocks|photos]` (photos in finder-net), with the photo session's
    /// filters (`--color`, `--orientation`, `--order`, `--content-filter`; photos only).
    case interactive(domain: SearchDomain, filters: PhotoFilters = PhotoFilters())
    /// `finder completion bash|zsh|fish`.
    case completion(shell: String)
    /// `finder watch [add|remove|list|clear|alert|check]`.
    case watch(WatchAction)
    /// `finder stocks show TICKER… --refresh`, `finder watch [list|check] --refresh`
    /// (finder-net): the listings' prices fetched first, then shown as without `--refresh`.
    case refreshQuotes(QuoteTarget)
    /// `finder watch [list] --interval SECONDS [--count N]` (finder-net): the watchlist
    /// refreshed every `interval` seconds, `count` times at most (nil: until quit); on a
    /// terminal, a screen of its own.
    case watchLive(interval: Int, count: Int?)
    /// `finder config set NAME` (finder-net): the words after `config`, checked by the command
    /// (a key typed in the wrong place must not be echoed).
    case config(arguments: [String])

    /// Where the command runs: `finder` never links Foundation, so commands that use the
    /// network run in its companion `finder-net`; nor async code (`finder` links no Swift
    /// concurrency runtime, whose initializers would run in every process:
    /// docs/decisions/0012-finder-links-no-concurrency-runtime.md), so the interactive
    /// sessions (plain `finder` on a terminal too) run there as well
    /// (docs/decisions/0603-a-lean-package.md). `FinderCLI.dispatch` routes by it (its own
    /// switch names these commands once more, only because a switch must be exhaustive).
    public var binary: Binary {
        switch self {
        case .stocksSync, .refreshQuotes, .watchLive, .photosSearch, .photosMore, .photosShow, .photosDownload, .config,
             .interactive: .finderNet
        default: .finder
        }
    }

    /// Where the command runs when standard input and output are both a terminal
    /// (`onTerminal`) or not: plain `finder` on a terminal opens the interactive stock session.
    public func binary(onTerminal: Bool) -> Binary {
        if case .none = self, onTerminal { return Command.interactive(domain: .stocks).binary }
        return binary
    }
}

/// The two executables.
public enum Binary: Sendable {
    case finder, finderNet

    /// The executable beside `finder` that runs a command of this one (nil: `finder` itself).
    var companion: String? {
        switch self {
        case .finder: nil
        case .finderNet: "finder-net"
        }
    }
}

/// The listings whose prices `--refresh` fetches, and the command that shows them after.
public enum QuoteTarget: Equatable, Sendable {
    /// `stocks QUERY… --refresh`: the rows the search shows.
    case search(query: String, limit: Int?, field: StockField, allListings: Bool)
    /// `stocks show TICKER… --refresh`.
    case tickers([String])
    /// `watch [list] --refresh`.
    case watchlist
    /// `watch check --refresh`: the alerts judged on the fresh prices (a cron job's line).
    case watchlistCheck
}

public enum WatchAction: Equatable, Sendable {
    /// `finder watch`, `finder watch list`: every entry with its price, change and date.
    case show
    case add([String])
    case remove([String])
    case clear
    /// `watch alert TICKER above|below N`, `change N%`, `off` (nil).
    case alert(ticker: String, WatchAlert?)
    /// `watch check`: the alerts that fire, exit 0; none, exit 1.
    case check
}

public enum HistoryAction: Equatable, Sendable {
    case list
    case clear
    case remove(String)
}

public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, jsonl, csv, tsv
    /// A table of the results' values (CSV, TSV): states and messages on stderr as text says them.
    public var isTable: Bool { self == .csv || self == .tsv }
    /// JSON documents (one, or one event a line).
    public var isJSON: Bool { self == .json || self == .jsonl }
}
public enum ColorMode: String, Sendable, CaseIterable { case auto, always, never }
public enum Theme: String, Sendable, CaseIterable { case auto, dark, light, colorblind }
/// How photo previews are drawn: `auto` picks the best the terminal has (GUIDE.md, Thumbnails);
/// the protocols and `blocks` force one; `blurhash` draws only the blur (nothing fetched);
/// `none` draws no preview.
public enum ImageMode: String, Sendable, CaseIterable { case auto, kitty, iterm, sixel, blocks, blurhash, none }
