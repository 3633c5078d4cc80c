import FinderCLI
import FinderDomain

/// Photo search inside `finder interactive photos`: the same request, fields and messages as
/// `finder photos QUERY`, a page at a time. The session calls it after a pause in typing
/// (from three characters) or on Enter, and for the next page; it says when the quota is
/// nearly spent, and typing then searches no more (`TypingSearch`).
///
/// `@unchecked Sendable`: the session runs one search at a time on it; the session it holds
/// is only read, and `quotaSaid` is set from that one search at a time.
struct PhotosInteractiveSearcher: InteractiveSearcher, @unchecked Sendable {
    let session: Session
    /// A nearly spent quota is said once a session, not after every search.
    private final class Flag: @unchecked Sendable { var isSet = false }
    private let quotaSaid = Flag()

    /// The command line's filters (`finder interactive photos --color blue`); the page is the
    /// session's.
    private(set) var filters: PhotoFilters

    init(session: Session, filters: PhotoFilters = PhotoFilters()) {
        self.session = session
        self.filters = filters
    }

    func setting(_ filter: String, to value: String) -> FilterChange? {
        let messages = session.messages
        let word = value.lowercased()
        var changed = filters
        switch filter {
        case "color", "colour":
            if word == "any" { changed.color = nil } else if let c = ColorNames.apiValue(for: value) { changed.color = c } else {
                return .badValue(message: messages.text("interactive.filter.badValue.color", ["value": value]))
            }
        case "orientation":
            if word == "any" { changed.orientation = nil } else if ["landscape", "portrait", "squarish"].contains(word) {
                changed.orientation = word
            } else {
                return .badValue(message: messages.text("interactive.filter.badValue.orientation"))
            }
        case "order":
            guard ["relevant", "latest"].contains(word) else {
                return .badValue(message: messages.text("interactive.filter.badValue.order"))
            }
            changed.order = word
        default:
            return nil
        }
        var next = self
        next.filters = changed
        return .changed(next, said: PhotosView(session: session).filtersSaid(changed) ?? messages.text("interactive.filters.none"))
    }

    func search(_ text: String, page: Int) async -> InteractiveResults {
        let messages = session.messages
        var filters = filters
        filters.page = max(1, page)
        // The use case of `finder photos QUERY`: when the network fails, the query's saved page
        // stands in, as there. History is the session's (a line is recorded when entered), and
        // a page fetched while typing is not saved: the five saved results stay what was asked.
        let search = PhotoSearch(data: session.localData, source: UnsplashPhotoSource(session: session))
        let answer = await search.run(PhotoSearchRequest(query: text, filters: filters, offline: false, recordsHistory: false, savesResult: false))
        var notices: [String] = []
        let found: PhotoPage, quota: PhotoQuota?
        switch answer {
        case .live(let page, let q):
            found = page
            quota = q
        case .saved(let page, let savedAt, let fallback, let savedFilters):
            let when = session.moment(savedAt)
            if case .error(_, let message, _, _)? = fallback?.outcome {
                notices.append(messages.text("photos.offline.fallback", ["reason": message, "date": when]))
            } else {
                notices.append(messages.text("photos.offline.saved", ["date": when]))
            }
            if let savedFilters { filters.page = savedFilters.page }   // the page shown is the saved one
            found = page
            quota = nil
        case .failed(let failure):
            return InteractiveResults(items: [], outcome: failure.outcome, page: filters.page)
        case .nothingSaved:   // only with --offline, which the session does not ask
            return InteractiveResults(items: [], outcome: .failure(.offline, message: messages.text("photos.error.offlineNoSaved", ["query": text]),
                                                                   hint: messages.text("photos.hint.offlineNoSaved")), page: filters.page)
        case .storeFailed(let error):
            return InteractiveResults(items: [], outcome: session.outcome(for: error), page: filters.page)
        }
        let numbers = messages.numberFormat
        guard found.hasContent else {
            let outcome: Outcome = filters.page > 1
                ? .empty(message: messages.text("interactive.noMorePages"), hint: nil)
                : .empty(message: messages.text("photos.empty", ["query": text]), hint: messages.text("photos.hint.empty"))
            return InteractiveResults(items: [], outcome: outcome, page: filters.page, totalPages: found.totalPages, notices: notices)
        }
        let view = PhotosView(session: session)
        let items = found.photos.map(view.listingItem)
        if !quotaSaid.isSet, let said = quota.flatMap(PhotosCommand(session: session).quotaNotice) {
            quotaSaid.isSet = true
            notices.append(said)
        }
        // The session adds "page N of M" itself from `page` and `totalPages`.
        let summary = messages.plural("photos.summary", count: items.count, ["total": numbers.decimal(found.total)])
        var result = InteractiveResults(items: items, outcome: .content(count: items.count, summary: summary),
                                        page: filters.page, totalPages: found.totalPages,
                                        hasMore: filters.page < found.totalPages, notices: notices,
                                        firstPosition: (filters.page - 1) * filters.perPage + 1, totalCount: found.total)
        result.quotaNearlySpent = quota?.isNearlySpent == true
        return result
    }
}
