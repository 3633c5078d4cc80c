import FinderCLI
import FinderRemote

/// Photo search inside `finder interactive photos`: the same request, fields and messages as
/// `finder photos QUERY`, a page at a time, with default filters. The session calls it only
/// on Enter (and for the next page), never per keystroke, to spare the rate limit.
extension PhotosCommand: InteractiveSearchProviding {
    func interactiveSearcher(session: Session) -> InteractiveSearcher {
        PhotosInteractiveSearcher(session: session)
    }
}

/// `@unchecked Sendable`: the session runs one search at a time on it; the session it holds
/// is only read.
struct PhotosInteractiveSearcher: InteractiveSearcher, @unchecked Sendable {
    let session: Session

    func search(_ text: String, page: Int) async -> InteractiveResults {
        let catalog = session.catalog
        var filters = PhotoFilters()
        filters.page = max(1, page)
        let search = PhotosSearch(session: session, decorating: false)
        switch await search.fetch(query: text, filters: filters) {
        case .failure(.noKey(let outcome)), .failure(.service(_, let outcome)):
            return InteractiveResults(items: [], outcome: outcome, page: filters.page)
        case .success(let result):
            let numbers = catalog.numberFormat
            guard !result.results.isEmpty else {
                let outcome: Outcome = filters.page > 1
                    ? .empty(message: catalog.text("interactive.noMorePages"), hint: nil)
                    : .empty(message: catalog.text("photos.empty", ["query": text]), hint: catalog.text("photos.hint.empty"))
                return InteractiveResults(items: [], outcome: outcome, page: filters.page, totalPages: result.totalPages)
            }
            let items = result.results.map(PhotosItems(catalog: catalog, accessible: session.accessible).item)
            // The session adds "page N of M" itself from `page` and `totalPages`.
            let summary = catalog.plural("photos.summary", count: items.count, ["total": numbers.decimal(result.total)])
            return InteractiveResults(items: items, outcome: .content(count: items.count, summary: summary),
                                      page: filters.page, totalPages: result.totalPages,
                                      hasMore: filters.page < result.totalPages,
                                      firstPosition: (filters.page - 1) * filters.perPage + 1, totalCount: result.total)
        }
    }
}
