import FinderDomain
import FinderStore
import FinderText

/// `finder history [list|clear|remove QUERY] [--domain D]` and `finder suggest`.
struct HistoryCommand {
    let session: Session
    var messages: Messages { session.messages }

    private func open() throws(DomainError) -> QueryHistory { try session.localData.history() }

    private func domains(_ domain: SearchDomain?) -> [SearchDomain] {
        domain.map { [$0] } ?? SearchDomain.allCases
    }

    func run(_ action: HistoryAction, domain: SearchDomain?) -> Outcome {
        // `query` is what the action was given: the query `remove` removes, else "" (the
        // domain is --domain's, not a query).
        var query = ""
        if case .remove(let q) = action { query = q }
        let context = SearchContext(domain: "history", query: query, loadingMessage: "")
        session.renderer.begin(context)
        let outcome: Outcome
        do {
            let history = try open()
            switch action {
            case .list:
                var n = 0
                var rows: [(SearchDomain, HistoryEntry)] = []
                for d in domains(domain) { for e in try history.entries(domain: d) { rows.append((d, e)) } }
                for (d, e) in rows {
                    n += 1
                    session.renderer.item(item(domain: d, entry: e), position: n, total: rows.count)
                }
                outcome = rows.isEmpty
                    // With --domain, the domain is named: stocks may have entries when photos has none.
                    ? .empty(message: messages.text(domain.map { "history.empty.\($0.rawValue)" } ?? "history.empty"),
                             hint: messages.text("history.empty.hint"))
                    : .content(count: rows.count, summary: messages.plural("history.count", count: rows.count))
            case .clear:
                let removed = try history.clear(domain: domain)
                outcome = .content(count: 0, summary: messages.plural("history.cleared", count: removed))
            case .remove(let query):
                var removed = false
                for d in domains(domain) { removed = try history.remove(query, domain: d) || removed }
                outcome = removed
                    ? .content(count: 0, summary: messages.text("history.removed", ["query": query]))
                    : .empty(message: messages.text("history.notFound", ["query": query]), hint: nil)
            }
        } catch {
            outcome = session.outcome(for: error)
        }
        session.renderer.finish(context, outcome)
        return outcome
    }

    private func item(domain: SearchDomain, entry: HistoryEntry) -> ResultItem {
        let when = session.moment(entry.usedAt)
        return ResultItem(fields: [
            ResultField(name: "query", json: .string(entry.query), text: entry.query, role: .name),
            ResultField(name: "domain", json: .string(domain.rawValue), text: messages.text("domain.\(domain.rawValue)"),
                        label: messages.text("label.domain"), role: .muted),
            ResultField(name: "usedAt", json: .timestamp(entry.usedAt), text: when, label: messages.text("label.usedAt"), role: .muted),
        ])
    }

    /// `Suggestions`, one per line in text mode, so shell completion can read them.
    func suggest(_ text: String, domain: SearchDomain) -> Outcome {
        let context = SearchContext(domain: "suggest", query: text, loadingMessage: "")
        session.renderer.begin(context)
        let suggestions: [Suggestions.Item]
        do {
            suggestions = try Suggestions(data: session.localData) { [session] () throws(DomainError) in try session.openCatalogue() }
                .run(text, domain: domain, language: messages.language.rawValue)
        } catch {
            let outcome = session.outcome(for: error)
            session.renderer.finish(context, outcome)
            return outcome
        }
        for (i, suggestion) in suggestions.enumerated() {
            let s = suggestion.text
            // Spoken, a ticker suggestion is named as one, said letter by letter ("3224" is not
            // a number) and followed by its company's name (a bare ticker tells a listener
            // little); text mode prints it bare, one per line, for completion.
            let spokenTicker = session.accessible && suggestion.source == .catalogue
            let name = spokenTicker ? suggestion.name.map { SpokenText.words($0, language: messages.language.rawValue) } : nil
            session.renderer.item(ResultItem(fields: [
                ResultField(name: "text", json: .string(s), text: spokenTicker ? SpokenText.letters(s) : s,
                            label: spokenTicker ? messages.text("label.ticker") : nil),
                ResultField(name: "name", json: suggestion.name.map { .string($0) } ?? .null, text: name),
                ResultField(name: "source", json: .string(suggestion.source.rawValue), text: nil),
            ]), position: i + 1, total: suggestions.count)
        }
        let outcome: Outcome = suggestions.isEmpty
            ? .empty(message: messages.text("suggest.empty", ["text": text]), hint: nil)
            : .content(count: suggestions.count, summary: messages.plural("suggest.count", count: suggestions.count))
        session.renderer.finish(context, outcome)
        return outcome
    }
}
