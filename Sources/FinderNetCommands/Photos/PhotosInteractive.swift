import FinderCLI
import FinderDomain

/// Photo search inside `finder interactive photos`: the same request, fields and messages as
/// `finder photos QUERY`, a page at a time, with default filters. The session calls it only
/// on Enter (and for the next page), never per keystroke, to spare the rate limit; Enter
/// again on the same line shows the selected photo instead.
///
/// `@unchecked Sendable`: the session runs one search at a time on it; the session it holds
/// is only read, and `quotaSaid` is set from that one search at a time.
struct PhotosInteractiveSearcher: InteractiveSearcher, @unchecked Sendable {
    let session: Session
    /// A nearly spent quota is said once a session, not after every search.
    private final class Flag: @unchecked Sendable { var isSet = false }
    private let quotaSaid = Flag()

    init(session: Session) { self.session = session }

    func search(_ text: String, page: Int) async -> InteractiveResults {
        let messages = session.messages
        var filters = PhotoFilters()
        filters.page = max(1, page)
        let fetched: Result<PhotoResults, PhotosCommand.FetchFailure>
        do throws(PhotosCommand.FetchFailure) { fetched = .success(try await UnsplashPhotoSource(session: session).search(text, filters: filters)) } catch {
            fetched = .failure(error)
        }
        switch fetched {
        case .failure(let failure):
            return InteractiveResults(items: [], outcome: failure.outcome, page: filters.page)
        case .success(let result):
            let numbers = messages.numberFormat
            guard result.page.hasContent else {
                let outcome: Outcome = filters.page > 1
                    ? .empty(message: messages.text("interactive.noMorePages"), hint: nil)
                    : .empty(message: messages.text("photos.empty", ["query": text]), hint: messages.text("photos.hint.empty"))
                return InteractiveResults(items: [], outcome: outcome, page: filters.page, totalPages: result.page.totalPages)
            }
            let view = PhotosView(session: session)
            let items = result.page.photos.map(view.listingItem)
            var notices: [String] = []
            if !quotaSaid.isSet, let said = result.quota.flatMap(PhotosCommand(session: session).quotaNotice) {
                quotaSaid.isSet = true
                notices.append(said)
            }
            // The session adds "page N of M" itself from `page` and `totalPages`.
            let summary = messages.plural("photos.summary", count: items.count, ["total": numbers.decimal(result.page.total)])
            return InteractiveResults(items: items, outcome: .content(count: items.count, summary: summary),
                                      page: filters.page, totalPages: result.page.totalPages,
                                      hasMore: filters.page < result.page.totalPages, notices: notices,
                                      firstPosition: (filters.page - 1) * filters.perPage + 1, totalCount: result.page.total)
        }
    }
}
