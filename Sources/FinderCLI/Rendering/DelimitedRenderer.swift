import FinderText

/// `--format csv` and `--format tsv`: a header row of the results' stable English member names
/// (JSON's), then one row per result; numbers unformatted as JSON writes them, null empty,
/// a nested value (a stock's `listings`) as its compact JSON. States, hints and errors go to
/// stderr as text mode says them, so stdout is the table only (just the header when nothing
/// was found). docs/stocks-tools.md, "CSV and TSV"; docs/decisions/0421-csv-tsv.md.
///
/// CSV follows RFC 4180: CRLF line ends, a field with a comma, a quote or a line break in
/// double quotes, quotes doubled. TSV (IANA text/tab-separated-values) has no quoting: a tab or
/// line break inside a value becomes one space. Terminal controls are dropped from every
/// value, as JSON drops them (docs/decisions/0007-json-drops-terminal-controls.md).
final class DelimitedRenderer: Renderer {
    enum Kind { case csv, tsv }
    let kind: Kind
    let out: OutputStream
    let err: OutputStream
    let quiet: Bool
    let errorPrefix: String
    /// `--fields`: the columns, in this order; nil: every member of the domain's results.
    let fields: [String]?
    private var rows: [[(String, JSONValue)]] = []

    init(kind: Kind, out: OutputStream, err: OutputStream, quiet: Bool, errorPrefix: String, fields: [String]?) {
        self.kind = kind
        self.out = out
        self.err = err
        self.quiet = quiet
        self.errorPrefix = errorPrefix
        self.fields = fields
    }

    func begin(_ context: SearchContext) {}

    func notice(_ text: String) { if !quiet { err.write(Sentence.opening(TerminalText.sanitize(text)) + "\n"); err.flush() } }

    func item(_ item: ResultItem, position: Int, total: Int) {
        rows.append(item.fields.map { ($0.name, $0.json) })
    }

    func finish(_ context: SearchContext, _ outcome: Outcome) {
        let outcome = outcome.sanitized
        switch outcome {
        case .content(_, let summary):
            if !quiet && !summary.isEmpty { err.write(summary + "\n") }
        case .empty(let message, let hint):
            if !quiet { err.write(message + "\n"); if let hint { err.write(hint + "\n") } }
        case .error(_, let message, let hint, _):
            err.write(errorPrefix + " " + message + "\n")
            if let hint { err.write(hint + "\n") }
        }
        err.flush()
        // An error writes no table: a script reads the exit status, as with text output.
        if case .error = outcome { out.flush(); return }
        let saved = JSONContract.savedDomain(context.metadata)
        let columns = fields ?? JSONContract.resultMembers[context.domain == "offline" ? saved ?? "" : context.domain]
            ?? rows.first?.map(\.0) ?? []
        guard !columns.isEmpty else { out.flush(); return }
        write(columns.map { cell(.string($0)) })
        for row in rows {
            write(columns.map { name in cell(row.first { $0.0 == name }?.1 ?? .null) })
        }
        out.flush()
    }

    private func write(_ cells: [String]) {
        out.write(cells.joined(by: kind == .csv ? "," : "\t") + (kind == .csv ? "\r\n" : "\n"))
    }

    /// One value as a cell: a string as it is (cleaned), a number as JSON writes it, null empty.
    func cell(_ value: JSONValue) -> String {
        let text: String
        switch value {
        case .null: text = ""
        case .string(let s): text = UntrustedText.clean(s, keepingLineBreaks: true)
        case .bool, .int, .double, .raw: text = value.serialized()
        case .array, .object: text = value.serialized()
        }
        return Self.cell(text, kind)
    }

    static func cell(_ text: String, _ kind: Kind) -> String {
        switch kind {
        case .csv:
            guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return text }
            var quoted = "\""
            for c in text.unicodeScalars { quoted.unicodeScalars.append(c); if c == "\"" { quoted.unicodeScalars.append(c) } }
            return quoted + "\""
        case .tsv:
            guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
            var flat = ""
            for c in text.unicodeScalars { flat.unicodeScalars.append(c == "\t" || c == "\n" || c == "\r" ? " " : c) }
            return flat
        }
    }
}
