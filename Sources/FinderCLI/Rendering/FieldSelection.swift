/// `--fields a,b,c` (as gh's `--json FIELDS`): the result members a run writes, in the order
/// given, in every format — JSON and JSON Lines results hold only these members, CSV and TSV
/// have these columns, text and accessible output show only these fields (a field text
/// output keeps for detail views shows its value). Names are the JSON members of the
/// command's results (`JSONContract.resultMembers`); an unknown one is a usage error that
/// lists the valid ones.
enum FieldSelection {
    /// "ticker, price,,name" → ["ticker", "price", "name"].
    static func names(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).whiteSpaceCollapsed }.filter { !$0.isEmpty }
    }

    /// The domains whose results `command` writes; nil for a command without results.
    static func domains(of command: Command) -> [String]? {
        switch command {
        // A refreshed command shows what it shows without --refresh.
        case .stocksSearch, .stocksShow, .watch, .refreshQuotes, .watchLive: ["stocks"]
        case .photosSearch, .photosMore, .photosShow: ["photos"]
        case .photosDownload: ["download"]
        case .history: ["history"]
        case .suggest: ["suggest"]
        case .offline: ["stocks", "photos"]
        default: nil
        }
    }

    /// Every member `--fields` can name (completion).
    static var allMembers: [String] {
        var out: [String] = []
        for domain in ["stocks", "photos", "download", "history", "suggest"] {
            for m in JSONContract.resultMembers[domain] ?? [] where !out.contains(m) { out.append(m) }
        }
        return out
    }

    static func check(_ fields: [String], for command: Command) throws(UsageError) {
        guard let domains = domains(of: command) else { return }
        let valid = domains.flatMap { JSONContract.resultMembers[$0] ?? [] }
        guard !fields.isEmpty else { throw .badField(value: "", valid: valid) }
        for f in fields where !valid.contains(f) { throw .badField(value: f, valid: valid) }
    }

    /// `item` with only the selected fields, in their order; a field the item lacks is null.
    /// For text, a field without text of its own (one of detail views) shows its value.
    static func select(_ item: ResultItem, _ fields: [String], text: Bool) -> ResultItem {
        var selected: [ResultField] = []
        for name in fields {
            let f = item.fields.first { $0.name == name }
            let json = f?.json ?? .null
            guard text else { selected.append(ResultField(name: name, json: json, text: nil)); continue }
            let shown = f?.text.flatMap { $0.isEmpty ? nil : $0 } ?? plain(json)
            selected.append(ResultField(name: name, json: json, text: shown, label: f?.label, role: f?.role, inListing: true))
        }
        var out = item
        out.fields = selected
        return out
    }

    /// A value as text shows it when its field has no text: strings as they are, numbers as
    /// JSON writes them, nothing for null.
    static func plain(_ value: JSONValue) -> String? {
        switch value {
        case .null: nil
        case .string(let s): s
        default: value.serialized()
        }
    }
}

/// Text and accessible output of `--fields`: each item cut to the selected fields before the
/// renderer lays it out.
final class FieldSelectingRenderer: Renderer {
    let inner: Renderer
    let fields: [String]

    init(_ inner: Renderer, fields: [String]) {
        self.inner = inner
        self.fields = fields
    }

    func begin(_ context: SearchContext) { inner.begin(context) }
    func notice(_ text: String) { inner.notice(text) }
    func item(_ item: ResultItem, position: Int, total: Int) {
        inner.item(FieldSelection.select(item, fields, text: true), position: position, total: total)
    }
    func finish(_ context: SearchContext, _ outcome: Outcome) { inner.finish(context, outcome) }
}
