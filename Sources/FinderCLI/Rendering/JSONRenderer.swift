/// Exactly one JSON document on stdout for every outcome, errors included (README: "JSON
/// output"). Field names are English and stable; messages are in the UI language.
final class JSONRenderer: Renderer {
    static let schemaVersion = 1
    let out: OutputStream
    let err: OutputStream
    let quiet: Bool
    private var results: [JSONValue] = []

    init(out: OutputStream, err: OutputStream, quiet: Bool) {
        self.out = out
        self.err = err
        self.quiet = quiet
    }

    func begin(_ context: SearchContext) {}

    func notice(_ text: String) { if !quiet { err.write(text + "\n"); err.flush() } }

    func item(_ item: ResultItem, position: Int, total: Int) {
        results.append(.object(item.fields.map { ($0.name, $0.json) }))
    }

    func finish(_ context: SearchContext, _ outcome: Outcome) {
        out.write(Self.document(context, outcome, results: results).serialized() + "\n")
        out.flush()
    }

    static func document(_ context: SearchContext, _ outcome: Outcome, results: [JSONValue]) -> JSONValue {
        var error: JSONValue = .null
        if case .error(let code, let message, let hint, _) = outcome {
            error = .object([("code", .string(code)), ("message", .string(message)),
                             ("hint", hint.map { .string($0) } ?? .null)])
        }
        var message: JSONValue = .null
        if case .empty(let m, let hint) = outcome { message = .string(hint.map { m + " " + $0 } ?? m) }
        return .object([
            ("schemaVersion", .int(schemaVersion)),
            ("domain", .string(context.domain)),
            ("query", .string(context.query)),
            ("state", .string(outcome.state)),
            ("offline", .bool(context.offline)),
            ("count", .int(results.count)),
            ("page", context.page.map { .int($0) } ?? .null),
            ("totalPages", context.totalPages.map { .int($0) } ?? .null),
            ("results", .array(results)),
            ("message", message),
            ("error", error),
        ] + context.metadata)
    }
}

/// JSON Lines: one event per line — a loading state, one result event per result, then the
/// final state with the count (or the error).
final class JSONLinesRenderer: Renderer {
    let out: OutputStream
    let err: OutputStream
    let quiet: Bool
    private var count = 0

    init(out: OutputStream, err: OutputStream, quiet: Bool) {
        self.out = out
        self.err = err
        self.quiet = quiet
    }

    func begin(_ context: SearchContext) {
        emit([("event", .string("state")), ("state", .string("loading")),
              ("domain", .string(context.domain)), ("query", .string(context.query))])
    }

    func notice(_ text: String) { if !quiet { err.write(text + "\n"); err.flush() } }

    func item(_ item: ResultItem, position: Int, total: Int) {
        count += 1
        emit([("event", .string("result")), ("position", .int(position))] + item.fields.map { ($0.name, $0.json) })
    }

    func finish(_ context: SearchContext, _ outcome: Outcome) {
        var fields: [(String, JSONValue)] = [("event", .string("state")), ("state", .string(outcome.state)),
                                             ("domain", .string(context.domain)), ("query", .string(context.query)),
                                             ("offline", .bool(context.offline)), ("count", .int(count))]
        if let page = context.page { fields.append(("page", .int(page))) }
        if let total = context.totalPages { fields.append(("totalPages", .int(total))) }
        switch outcome {
        case .content: break
        case .empty(let m, let hint): fields.append(("message", .string(hint.map { m + " " + $0 } ?? m)))
        case .error(let code, let message, let hint, _):
            fields.append(("error", .object([("code", .string(code)), ("message", .string(message)),
                                             ("hint", hint.map { .string($0) } ?? .null)])))
        }
        emit(fields + context.metadata)
        out.flush()
    }

    private func emit(_ fields: [(String, JSONValue)]) {
        out.write(JSONValue.object(fields).serialized() + "\n")
        out.flush()
    }
}
