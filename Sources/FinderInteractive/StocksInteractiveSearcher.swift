import FinderCLI
import FinderDomain

/// Stock search for the interactive session: the use case of `finder stocks QUERY`
/// (`StockSearch`, without its history: a line is recorded when it is entered, not at every
/// key) and its fields, a page at a time. So a price `--refresh` kept, newer than the
/// catalogue's, is the one shown here too.
///
/// `@unchecked Sendable`: the session never runs two searches at once on it (the scheduler
/// serializes them), and building items only reads the session's immutable catalog.
final class StocksInteractiveSearcher: InteractiveSearcher, @unchecked Sendable {
    let catalogue: StockCatalogue
    let session: Session
    let pageSize: Int

    init(catalogue: StockCatalogue, session: Session, pageSize: Int = 20) {
        self.catalogue = catalogue
        self.session = session
        self.pageSize = pageSize
    }

    func search(_ text: String, page: Int) async -> InteractiveResults {
        let messages = session.messages
        let page = max(1, page)
        let skip = pageSize * (page - 1)
        let search = StockSearch(data: session.localData) { [catalogue] () throws(DomainError) in catalogue }
        let results: StockResults
        do {
            // One more than the page holds tells whether there is a next page.
            results = try search.shown(StockSearchRequest(query: StockQuery(text: text, limit: skip + pageSize + 1, field: .all,
                                                                            language: messages.language.rawValue),
                                                          offline: false, recordsHistory: false))
        } catch {
            return InteractiveResults(items: [], outcome: session.outcome(for: error), page: page)
        }
        var notices: [String] = []
        if let corrected = search.layoutCorrection {
            notices.append(messages.text("notice.layout", ["query": text, "corrected": corrected]))
        }
        let matches = Array(results.matches.dropFirst(skip).prefix(pageSize))
        guard !matches.isEmpty else {
            let outcome: Outcome = page == 1
                ? .empty(message: messages.text("state.empty.stocks", ["query": text]), hint: messages.text("hint.empty.stocks"))
                : .empty(message: messages.text("interactive.noMorePages"), hint: nil)
            return InteractiveResults(items: [], outcome: outcome, page: page, notices: notices)
        }
        let command = StocksCommand(session: session)
        let items = matches.map { command.item(for: $0) }
        return InteractiveResults(items: items,
                                  outcome: .content(count: items.count,
                                                    summary: results.closeSpellingsOnly
                                                        ? messages.plural("state.content.closeSpellings", count: items.count, ["query": text])
                                                        : messages.plural("state.content.results", count: items.count)),
                                  page: page, hasMore: results.matches.count > skip + pageSize, notices: notices,
                                  firstPosition: skip + 1)
    }
}
