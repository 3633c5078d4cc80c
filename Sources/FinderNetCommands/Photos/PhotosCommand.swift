import FinderCLI
import FinderDomain
import FinderRemote
import Foundation

/// The command `finder photos QUERY… [filters]` and `finder photos more` (GUIDE.md "Photos"),
/// as `StocksCommand` is to `StockSearch`: the arguments as a
/// `PhotoSearchRequest` to the domain's `PhotoSearch` (history, `--offline`, the saved page
/// when the network fails, saving) with Unsplash as its source, then its answer as a page
/// through `PhotosView`. States: loading → content | empty | error, with "offline, saved
/// <date>" when a saved page stands in.
struct PhotosCommand {
    let session: Session
    var messages: Messages { session.messages }

    /// A search; `recordsHistory` is false for `photos more`, which continues one.
    func search(query: String, filters: PhotoFilters, recordsHistory: Bool = true) async -> Outcome {
        let view = PhotosView(session: session)
        let context = view.context(query: query, filters: filters)
        session.renderer.begin(context)
        let search = PhotoSearch(data: session.localData, source: UnsplashPhotoSource(session: session))
        let answer = await search.run(PhotoSearchRequest(query: query, filters: filters, offline: session.invocation.offline,
                                                         recordsHistory: recordsHistory && !session.historyDisabled,
                                                         savesResult: !session.historyDisabled))
        for n in search.lifecycle.notices { session.renderer.notice(session.text(of: n)) }
        // The answer first; history and the saved result after it is out (never waiting for a writer).
        let outcome = await show(answer, query: query, filters: filters, context: context)
        return session.recordAfterAnswer(search.lifecycle, outcome)
    }

    private func show(_ answer: PhotoSearchAnswer<FetchFailure>, query: String, filters: PhotoFilters,
                      context: SearchContext) async -> Outcome {
        let view = PhotosView(session: session)
        switch answer {
        case .live(let page, let quota):
            if let said = quota.flatMap(quotaNotice) { session.renderer.notice(said) }
            // Thumbnails are fetched for live pages only: a saved page shows its blur.
            await session.network?.previewPainter?.prepare(page.photos, session: session, large: false)
            return view.show(page, query: query, filters: filters, context: context, offline: false, rateLimit: quota.map(Self.json))
        case .saved(let page, let savedAt, let fallback, let savedFilters):
            let when = session.moment(savedAt)
            let shownFilters = savedFilters ?? filters
            // Saved with other filters or another page: said in one line, the page shown as saved.
            if let said = PhotosView(session: session).differences(saved: shownFilters, asked: filters) {
                session.renderer.notice(said)
            }
            if case .error(_, let message, _, _)? = fallback?.outcome {
                session.renderer.notice(messages.text("photos.offline.fallback", ["reason": message, "date": when]))
            } else {
                session.renderer.notice(messages.text("photos.offline.saved", ["date": when]))
            }
            var context = context
            context.page = shownFilters.page
            context.metadata.append(("savedAt", session.savedAtJSON(savedAt)))
            return view.show(page, query: query, filters: shownFilters, context: context, offline: true)
        case .failed(let failure):
            var context = context
            context.metadata += failure.metadata
            return session.finish(context, failure.outcome)
        case .nothingSaved:
            return session.finish(context, .failure(.offline, message: messages.text("photos.error.offlineNoSaved", ["query": query]),
                                                    hint: messages.text("photos.hint.offlineNoSaved")))
        case .storeFailed(let error):
            return session.finish(context, session.outcome(for: error))
        }
    }

    /// The next page of the newest saved search, with its filters.
    func more() async -> Outcome {
        let context = SearchContext(domain: "photos", query: "", loadingMessage: messages.text("photos.loading.more"), layout: .blocks)
        let continuation: PhotoContinuation
        do { continuation = try PhotoSearch(data: session.localData, source: UnsplashPhotoSource(session: session)).continuation() } catch {
            return session.finish(context, session.outcome(for: error))
        }
        switch continuation {
        case .none:
            return session.finish(context, .empty(message: messages.text("photos.more.none"), hint: messages.text("photos.more.none.hint")))
        case .lastPage(let query, let filters, let totalPages):
            var c = PhotosView(session: session).context(query: query, filters: filters)
            c.totalPages = totalPages
            return session.finish(c, .empty(message: messages.text("photos.more.last", ["pages": messages.numberFormat.decimal(totalPages)]),
                                            hint: nil))
        case .next(let query, let filters):
            // Named every time: after a search that found nothing (and so saved nothing) the
            // newest saved search is an older query, which must not be continued silently.
            session.renderer.notice(messages.text("photos.more.continuing", ["query": query,
                                                                            "page": messages.numberFormat.decimal(filters.page)]))
            return await search(query: query, filters: filters, recordsHistory: false)
        }
    }

    /// Why a request gave no page: no key (the outcome says how to get one), or the service
    /// or network failed (the outcome says what happened).
    struct FetchFailure: PhotoSourceFailure {
        let outcome: Outcome
        /// The network, not the request, failed: a saved result may stand in.
        let allowsFallback: Bool
        /// JSON members of the failure (`retryAfter` of the rate limit).
        var metadata: [(String, JSONValue)] = []

        var allowsOfflineFallback: Bool { allowsFallback }
    }

    /// "Only 4 Unsplash requests are left this hour…" when under a tenth is left, else nil.
    func quotaNotice(_ r: PhotoQuota) -> String? {
        guard r.isNearlySpent, let remaining = r.remaining, let limit = r.limit else { return nil }
        return messages.plural("photos.notice.quotaLow", count: remaining, ["limit": messages.numberFormat.decimal(limit)])
    }

    /// `rateLimit {limit, remaining, low}` of the JSON document.
    static func json(_ r: PhotoQuota) -> JSONValue {
        JSONValue.object([("limit", r.limit.map { .int($0) } ?? .null), ("remaining", r.remaining.map { .int($0) } ?? .null),
                          ("low", .bool(r.isNearlySpent))])
    }

    /// The API's page as finder keeps it: each photo's colour named once, here.
    static func page(_ p: UnsplashSearchPage) -> PhotoPage {
        PhotoPage(total: p.total, totalPages: p.totalPages, photos: p.results.map(record), skipped: p.skipped)
    }

    static func record(_ u: UnsplashPhoto) -> PhotoRecord {
        PhotoRecord(id: u.id, description: u.description, altDescription: u.altDescription, author: u.author,
                    width: u.width, height: u.height, color: u.color, colorName: u.color.flatMap(UnsplashColorPalette.name(hex:)),
                    blurHash: u.blurHash, url: u.pageURL,
                    urls: PhotoURLs(raw: u.urls.raw, full: u.urls.full, regular: u.urls.regular, small: u.urls.small, thumb: u.urls.thumb),
                    profileURL: u.profileURL, username: u.username, downloadLocation: u.downloadLocation, sponsor: u.sponsor)
    }
}
