import FinderCLI
import FinderDomain
import FinderRemote
import Foundation

/// `finder photos QUERY… [filters]` and `finder photos more` (SPEC §3): the request to
/// Unsplash inside the search lifecycle (history, `--offline`, the saved result when the
/// network fails, saving), then the page through `PhotosView`. States: loading → content |
/// empty | error, with "offline, saved <date>" when a saved page stands in.
struct PhotosSearch {
    let session: Session
    var catalog: Catalog { session.catalog }
    var env: [String: String] { session.platform.environment }

    /// A search; `recordsHistory` is false for `photos more`, which continues one.
    func search(query: String, filters: PhotoFilters, recordsHistory: Bool = true) async -> Outcome {
        let view = PhotosView(session: session)
        let context = view.context(query: query, filters: filters)
        session.renderer.begin(context)
        let lifecycle = SearchLifecycle(data: session.localData)
        let request = SearchRequest(domain: .photos, query: query, options: filters.canonical, offline: session.invocation.offline,
                                    recordsHistory: recordsHistory && !session.historyDisabled)
        var rateLimit: UnsplashRateLimit?
        let answer: SearchAnswer<PhotoPage, FetchFailure> = await lifecycle.run(request, allowsFallback: \.allowsFallback) {
            () async throws(FetchFailure) -> PhotoPage in
            let fetched = try await fetch(query: query, filters: filters).get()
            rateLimit = fetched.rateLimit
            return fetched.page
        }
        for n in lifecycle.notices { session.renderer.notice(session.text(of: n)) }
        // The answer first; history and the saved result after it is out (never waiting for a writer).
        let outcome = await show(answer, query: query, filters: filters, context: context, rateLimit: rateLimit)
        return session.recordAfterAnswer(lifecycle, outcome)
    }

    private func show(_ answer: SearchAnswer<PhotoPage, FetchFailure>, query: String, filters: PhotoFilters,
                      context: SearchContext, rateLimit: UnsplashRateLimit?) async -> Outcome {
        let view = PhotosView(session: session)
        switch answer {
        case .live(let page):
            if let said = rateLimit.flatMap(quotaNotice) { session.renderer.notice(said) }
            // Thumbnails are fetched for live pages only: a saved page shows its blur.
            await session.network?.previewPainter?.prepare(page.photos, session: session)
            return view.show(page, query: query, filters: filters, context: context, offline: false,
                             rateLimit: rateLimit.map(Self.json))
        case .saved(let page, let saved, let fallback):
            let when = session.moment(saved.savedAt)
            if case .error(_, let message, _, _)? = fallback?.outcome {
                session.renderer.notice(catalog.text("photos.offline.fallback", ["reason": message, "date": when]))
            } else {
                session.renderer.notice(catalog.text("photos.offline.saved", ["date": when]))
            }
            return view.show(page, query: query, filters: filters, context: context, offline: true)
        case .failed(let failure):
            var context = context
            context.metadata += failure.metadata
            return session.finish(context, failure.outcome)
        case .nothingSaved:
            return session.finish(context, .failure(.offline, message: catalog.text("photos.error.offlineNoSaved", ["query": query]),
                                                  hint: catalog.text("photos.hint.offlineNoSaved")))
        case .storeFailed(let error):
            return session.finish(context, session.outcome(for: error))
        }
    }

    /// The next page of the newest saved search, with its filters.
    func more() async -> Outcome {
        let context = SearchContext(domain: "photos", query: "", loadingMessage: catalog.text("photos.loading.more"), layout: .blocks)
        let saved: SavedSearch?
        do { saved = try session.localData.newestSaved(domain: .photos) } catch {
            return session.finish(context, session.outcome(for: error))
        }
        guard let saved, let page: PhotoPage = saved.decoded(), var filters = PhotoFilters(canonical: saved.options) else {
            return session.finish(context, .empty(message: catalog.text("photos.more.none"), hint: catalog.text("photos.more.none.hint")))
        }
        guard filters.page < page.totalPages else {
            var c = PhotosView(session: session).context(query: saved.query, filters: filters)
            c.totalPages = page.totalPages
            return session.finish(c, .empty(message: catalog.text("photos.more.last", ["pages": catalog.numberFormat.decimal(page.totalPages)]),
                                            hint: nil))
        }
        filters.page += 1
        // Named every time: after a search that found nothing (and so saved nothing) the
        // newest saved search is an older query, which must not be continued silently.
        session.renderer.notice(catalog.text("photos.more.continuing", ["query": saved.query,
                                                                        "page": catalog.numberFormat.decimal(filters.page)]))
        return await search(query: saved.query, filters: filters, recordsHistory: false)
    }

    /// Why a request gave no page: no key (the outcome says how to get one), or the service
    /// or network failed (the outcome says what happened).
    struct FetchFailure: Error {
        let outcome: Outcome
        /// The network, not the request, failed: a saved result may stand in.
        let allowsFallback: Bool
        /// JSON members of the failure (`retryAfter` of the rate limit).
        var metadata: [(String, JSONValue)] = []
    }

    /// One request to Unsplash with the key, base URL, timeout and retry delay from the
    /// environment or config. Prints nothing (the interactive session uses it too).
    func fetch(query: String, filters: PhotoFilters) async -> Result<(page: PhotoPage, rateLimit: UnsplashRateLimit?), FetchFailure> {
        let api = PhotosAPI(session: session)
        let client: UnsplashClient
        switch api.client() {
        case .success(let c): client = c
        case .failure(let f): return .failure(f)
        }
        do {
            let page = try await client.searchPhotos(request(query: query, filters: filters))
            return .success((Self.page(page), page.rateLimit))
        } catch {
            return .failure(api.failure(error))
        }
    }

    /// "Only 4 Unsplash requests are left this hour…" when under a tenth is left, else nil.
    func quotaNotice(_ r: UnsplashRateLimit) -> String? {
        guard r.isNearlySpent, let remaining = r.remaining, let limit = r.limit else { return nil }
        return catalog.plural("photos.notice.quotaLow", count: remaining, ["limit": catalog.numberFormat.decimal(limit)])
    }

    /// `rateLimit {limit, remaining, low}` of the JSON document.
    static func json(_ r: UnsplashRateLimit) -> JSONValue {
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

    private func request(query: String, filters: PhotoFilters) -> UnsplashSearchRequest {
        UnsplashSearchRequest(query: query, page: filters.page, perPage: filters.perPage, color: filters.color,
                              orientation: filters.orientation, orderBy: filters.order,
                              contentFilter: filters.contentFilter, lang: UnsplashSearchRequest.language(of: query))
    }
}
