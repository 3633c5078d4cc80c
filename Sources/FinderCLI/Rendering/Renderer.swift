/// One field of a result, prepared once for every output: a stable JSON name and value, and
/// the localized text and label for people.
public struct ResultField: Sendable {
    public let name: String
    public let json: JSONValue
    /// Text for people; nil leaves the field out of text and accessible output.
    public let text: String?
    /// Spoken/printed label in accessible and detail output ("price"); nil for self-evident fields.
    public let label: String?
    public let role: Style.Role?
    /// Shown in the one-line text listing (others only in detail views and JSON).
    public let inListing: Bool

    public init(name: String, json: JSONValue, text: String?, label: String? = nil,
                role: Style.Role? = nil, inListing: Bool = true) {
        self.name = name
        self.json = json
        self.text = text.map(TerminalText.sanitize)
        self.label = label
        self.role = role
        self.inListing = inListing
    }
}

public struct ResultItem: Sendable {
    public var fields: [ResultField]
    /// Whether accessible output leads with the item's position ("result 1 of 3"): false for
    /// the one answer of an action (the file `photos download` wrote), which is no result
    /// among others.
    public var positioned: Bool
    public init(fields: [ResultField], positioned: Bool = true) {
        self.fields = fields
        self.positioned = positioned
    }
}

/// What a search is, for announcing it.
public struct SearchContext: Sendable {
    public var domain: String
    public var query: String
    /// "Searching stocks for “apple”…"
    public var loadingMessage: String
    /// How text output lays results out.
    public enum Layout: Sendable { case listing, detail, blocks, photo }
    /// Aligned columns, one row per result (stocks); one labelled record per result (`stocks
    /// show`); a block per result (photos); one photo drawn large, its text under it (`photos show`).
    public var layout: Layout = .listing

    /// Shown from a saved result, not a live answer (marked “offline, saved <date>”).
    public var offline = false
    /// Pagination, when the source has pages (photos).
    public var page: Int?
    public var totalPages: Int?
    /// Extra top-level JSON members (e.g. rate-limit metadata), after the standard ones.
    public var metadata: [(String, JSONValue)] = []

    public init(domain: String, query: String, loadingMessage: String, layout: Layout = .listing) {
        self.domain = domain
        self.query = query
        self.loadingMessage = loadingMessage
        self.layout = layout
    }
}

/// How a command ended. Exactly one per run, errors included.
public enum Outcome: Sendable {
    case content(count: Int, summary: String)
    case empty(message: String, hint: String?)
    case error(code: String, message: String, hint: String?, exit: ExitCode)

    public var state: String {
        switch self {
        case .content: "content"
        case .empty: "empty"
        case .error: "error"
        }
    }

    /// The same outcome with every message made safe for a terminal, its first letters cased
    /// as `cased` says.
    public var sanitized: Outcome {
        switch self {
        case .content(let n, let summary): Outcome.content(count: n, summary: TerminalText.sanitize(summary)).cased
        case .empty(let m, let h): Outcome.empty(message: TerminalText.sanitize(m), hint: h.map(TerminalText.sanitize)).cased
        case .error(let c, let m, let h, let e): Outcome.error(code: c, message: TerminalText.sanitize(m), hint: h.map(TerminalText.sanitize), exit: e).cased
        }
    }

    /// The same outcome with the first letter of each message in the case its place asks for
    /// (`Sentence`), in every format: a summary, a message or a hint on a line of its own
    /// starts as a sentence does ("два результата" → "Два результата": spoken Russian counts
    /// start with a word); an error's message follows "finder:" or "Error:" on its line (JSON's
    /// `error.message` is that same text), and goes on in small letters.
    public var cased: Outcome {
        switch self {
        case .content(let n, let summary): .content(count: n, summary: Sentence.opening(summary))
        case .empty(let m, let h): .empty(message: Sentence.opening(m), hint: h.map(Sentence.opening))
        case .error(let c, let m, let h, let e): .error(code: c, message: Sentence.continuing(m), hint: h.map(Sentence.opening), exit: e)
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .content: .content
        case .empty: .empty
        case .error(_, _, _, let exit): exit
        }
    }
}

/// Receives the events of one command, like a ripgrep sink: `begin` (loading), `notice`,
/// each `item`, and one `finish`. Commands never format; the CLI picks one renderer per run.
public protocol Renderer: AnyObject {
    func begin(_ context: SearchContext)
    func notice(_ text: String)
    func item(_ item: ResultItem, position: Int, total: Int)
    func finish(_ context: SearchContext, _ outcome: Outcome)
}
