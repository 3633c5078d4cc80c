/// Exactly one JSON document on stdout for every outcome, errors included (GUIDE.md: "JSON
/// output"). Field names are English and stable; messages are in the UI language.
final class JSONRenderer: Renderer {
    static let schemaVersion = 1
    let out: OutputStream
    let err: OutputStream
    let quiet: Bool
    /// `--fields`: each result holds these members only, in this order.
    let fields: [String]?
    private var results: [[(String, JSONValue)]] = []

    init(out: OutputStream, err: OutputStream, quiet: Bool, fields: [String]? = nil) {
        self.out = out
        self.err = err
        self.quiet = quiet
        self.fields = fields
    }

    func begin(_ context: SearchContext) {}

    func notice(_ text: String) { if !quiet { err.write(Sentence.opening(text) + "\n"); err.flush() } }

    func item(_ item: ResultItem, position: Int, total: Int) {
        let item = fields.map { FieldSelection.select(item, $0, text: false) } ?? item
        results.append(item.fields.map { ($0.name, $0.json) })
    }

    func finish(_ context: SearchContext, _ outcome: Outcome) {
        let saved = JSONContract.savedDomain(context.metadata)
        let results = results.map {
            JSONValue.object(fields == nil ? JSONContract.completed(result: $0, domain: context.domain, savedDomain: saved) : $0)
        }
        out.write(utf8: Self.document(context, outcome.cased, results: results).serializedLine())
        out.flush()
    }

    static func document(_ context: SearchContext, _ outcome: Outcome, results: [JSONValue]) -> JSONValue {
        var error: JSONValue = .null
        if case .error(let code, let message, let hint, _) = outcome {
            error = .object([("code", .string(code)), ("message", .string(message)),
                             ("hint", hint.map { .string($0) } ?? .null)])
        }
        return .object(JSONContract.completed([
            ("schemaVersion", .int(schemaVersion)),
            ("domain", .string(context.domain)),
            // No query (help, a usage error without one, `history`): null, never "".
            ("query", context.query.isEmpty ? .null : .string(context.query)),
            ("state", .string(outcome.state)),
            ("offline", .bool(context.offline)),
            ("count", .int(results.count)),
            ("page", context.page.map { .int($0) } ?? .null),
            ("totalPages", context.totalPages.map { .int($0) } ?? .null),
            ("results", .array(results)),
            ("message", message(outcome, results: results.count)),
            ("error", error),
        ] + context.metadata, domain: context.domain))
    }

    /// For `empty`, what happened and what to try; for a command that did something and
    /// shows no results (`history clear`, `offline clear`), what it did: "Removed 2 saved
    /// results." — as text mode says it.
    static func message(_ outcome: Outcome, results: Int) -> JSONValue {
        switch outcome {
        case .empty(let m, let hint): .string(hint.map { m + " " + $0 } ?? m)
        case .content(_, let summary) where results == 0 && !summary.isEmpty: .string(summary)
        default: .null
        }
    }
}

/// JSON Lines: one event per line — a loading state, one result event per result, then the
/// final state with the count (or the error).
final class JSONLinesRenderer: Renderer {
    let out: OutputStream
    let err: OutputStream
    let quiet: Bool
    /// `--fields`: each result event holds these members only, in this order.
    let fields: [String]?
    private var count = 0

    init(out: OutputStream, err: OutputStream, quiet: Bool, fields: [String]? = nil) {
        self.out = out
        self.err = err
        self.quiet = quiet
        self.fields = fields
    }

    /// The domain of the events, from `begin`, for the members of result events.
    private var domain: String?
    private var savedDomain: String?

    func begin(_ context: SearchContext) {
        domain = context.domain
        savedDomain = JSONContract.savedDomain(context.metadata)
        emit([("event", .string("state")), ("state", .string("loading")),
              ("domain", .string(context.domain)), ("query", context.query.isEmpty ? .null : .string(context.query))])
    }

    func notice(_ text: String) { if !quiet { err.write(Sentence.opening(text) + "\n"); err.flush() } }

    func item(_ item: ResultItem, position: Int, total: Int) {
        count += 1
        if let fields {
            emit([("event", .string("result")), ("position", .int(position))]
                 + FieldSelection.select(item, fields, text: false).fields.map { ($0.name, $0.json) })
            return
        }
        emit([("event", .string("result")), ("position", .int(position))]
             + JSONContract.completed(result: item.fields.map { ($0.name, $0.json) }, domain: domain ?? "", savedDomain: savedDomain))
    }

    func finish(_ context: SearchContext, _ outcome: Outcome) {
        let outcome = outcome.cased
        var fields: [(String, JSONValue)] = [("event", .string("state")), ("state", .string(outcome.state)),
                                             ("domain", .string(context.domain)), ("query", context.query.isEmpty ? .null : .string(context.query)),
                                             ("offline", .bool(context.offline)), ("count", .int(count))]
        if let page = context.page { fields.append(("page", .int(page))) }
        if let total = context.totalPages { fields.append(("totalPages", .int(total))) }
        switch outcome {
        case .content, .empty:
            let message = JSONRenderer.message(outcome, results: count)
            if message != .null { fields.append(("message", message)) }
        case .error(let code, let message, let hint, _):
            fields.append(("error", .object([("code", .string(code)), ("message", .string(message)),
                                             ("hint", hint.map { .string($0) } ?? .null)])))
        }
        emit(JSONContract.completed(fields + context.metadata, domain: context.domain))
        out.flush()
    }

    private func emit(_ fields: [(String, JSONValue)]) {
        out.write(utf8: JSONValue.object(fields).serializedLine())
        out.flush()
    }
}
