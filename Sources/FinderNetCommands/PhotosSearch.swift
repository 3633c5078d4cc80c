import FinderCLI
import FinderDomain
import FinderRemote
import FinderStore
import Foundation

/// One photo search from start to finish: loading, the request, the offline fallback,
/// saving, history, and the renderer events. States: loading → content | empty | error,
/// with "offline, saved <date>" when a saved page stands in.
final class PhotosSearch {
    let session: Session
    var catalog: Catalog { session.catalog }
    var env: [String: String] { session.platform.environment }
    private var store: Store?
    private var storeError: StoreError?

    /// `decorating`: wrap the text renderer with previews and links (not for the interactive
    /// session, which draws items itself).
    init(session: Session, decorating: Bool = true) {
        self.session = session
        if decorating && session.format == .text && !session.accessible {
            let style = Style.resolve(flag: session.invocation.color, theme: session.invocation.theme, accessible: false,
                                      isTerminal: session.platform.stdoutIsTerminal, environment: env)
            session.renderer = PhotosTextRenderer(inner: session.renderer, out: session.platform.stdout,
                                                  style: style, environment: env)
        }
    }

    // MARK: Commands

    func search(query: String, filters: PhotoFilters) async -> Outcome {
        let context = makeContext(query: query, filters: filters)
        session.renderer.begin(context)
        recordHistory(query)
        return await run(query: query, filters: filters, context: context)
    }

    /// The next page of the last successful search.
    func more() async -> Outcome {
        let context = SearchContext(domain: "photos", query: "", loadingMessage: catalog.text("photos.loading.more"))
        guard let saved = savedSearch() else {
            if let storeError {
                return finish(context, session.outcome(for: DomainError.store(storeError)))
            }
            return finish(context, .empty(message: catalog.text("photos.more.none"), hint: catalog.text("photos.more.none.hint")))
        }
        var filters = saved.filters
        let next = filters.page + 1
        guard next <= saved.page.totalPages else {
            var c = makeContext(query: saved.query, filters: filters)
            c.totalPages = saved.page.totalPages
            return finish(c, .empty(message: catalog.text("photos.more.last", ["pages": catalog.numberFormat.decimal(saved.page.totalPages)]),
                                    hint: nil))
        }
        filters.page = next
        let c = makeContext(query: saved.query, filters: filters)
        session.renderer.begin(c)
        return await run(query: saved.query, filters: filters, context: c)
    }

    /// `finder offline show` for photos: the saved page as it was saved, marked offline.
    func showSaved() -> Outcome {
        guard let saved = savedSearch(), let savedAt else {
            let context = SearchContext(domain: "photos", query: "", loadingMessage: "")
            if let storeError { return finish(context, session.outcome(for: DomainError.store(storeError))) }
            return finish(context, .empty(message: catalog.text("offline.none"), hint: catalog.text("offline.none.hint")))
        }
        let context = makeContext(query: saved.query, filters: saved.filters)
        session.renderer.begin(context)
        session.renderer.notice(catalog.text("photos.offline.saved", ["date": date(savedAt)]))
        return show(saved.page, query: saved.query, filters: saved.filters, context: context, offline: true)
    }

    // MARK: The search

    private func run(query: String, filters: PhotoFilters, context: SearchContext) async -> Outcome {
        if session.invocation.offline {
            if let saved = savedSearch(matching: query, filters), let savedAt = savedAt {
                session.renderer.notice(catalog.text("photos.offline.saved", ["date": date(savedAt)]))
                return show(saved.page, query: query, filters: filters, context: context, offline: true)
            }
            if let storeError { return finish(context, session.outcome(for: DomainError.store(storeError))) }
            return finish(context, .error(code: "offline", message: catalog.text("photos.error.offlineNoSaved", ["query": query]),
                                          hint: catalog.text("photos.hint.offlineNoSaved"), exit: .network))
        }
        let page: UnsplashSearchPage
        switch await fetch(query: query, filters: filters) {
        case .success(let p):
            page = p
        case .failure(.noKey(let outcome)):
            return finish(context, outcome)
        case .failure(.service(let error, let failure)):
            if error.allowsOfflineFallback, let saved = savedSearch(matching: query, filters), let savedAt {
                if case .error(_, let message, _, _) = failure {
                    session.renderer.notice(catalog.text("photos.offline.fallback", ["reason": message, "date": date(savedAt)]))
                }
                return show(saved.page, query: query, filters: filters, context: context, offline: true)
            }
            return finish(context, failure)
        }
        save(PhotosSavedSearch(query: query, filters: filters, page: page))
        return show(page, query: query, filters: filters, context: context, offline: false)
    }

    enum FetchFailure: Error {
        /// No key: the outcome says how to get one.
        case noKey(Outcome)
        /// The service or network failed; the outcome says what happened.
        case service(UnsplashError, Outcome)
    }

    /// One request to Unsplash with the key, base URL, timeout and retry delay from the
    /// environment or config. Prints nothing (the interactive session uses it too).
    func fetch(query: String, filters: PhotoFilters) async -> Result<UnsplashSearchPage, FetchFailure> {
        guard let key = accessKey() else {
            return .failure(.noKey(.error(code: "auth", message: catalog.text("photos.error.noKey"),
                                          hint: catalog.text("photos.hint.noKey"), exit: .authentication)))
        }
        let timeout = UnsplashClient.effectiveTimeout(env["FINDER_UNSPLASH_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 15)
        do {
            let client = try UnsplashClient(baseURL: env["FINDER_UNSPLASH_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? UnsplashClient.defaultBaseURL,
                                            accessKey: key, timeout: timeout,
                                            retryDelay: env["FINDER_UNSPLASH_RETRY_DELAY"].flatMap(Double.init) ?? 1)
            return .success(try await client.searchPhotos(request(query: query, filters: filters)))
        } catch {
            return .failure(.service(error, PhotosFailure(catalog: catalog, timeout: timeout).outcome(for: error)))
        }
    }

    private func request(query: String, filters: PhotoFilters) -> UnsplashSearchRequest {
        UnsplashSearchRequest(query: query, page: filters.page, perPage: filters.perPage, color: filters.color,
                              orientation: filters.orientation, orderBy: filters.order,
                              contentFilter: filters.contentFilter, lang: catalog.language.rawValue)
    }

    private func show(_ page: UnsplashSearchPage, query: String, filters: PhotoFilters, context: SearchContext,
                      offline: Bool) -> Outcome {
        var context = context
        context.offline = offline
        context.totalPages = page.totalPages
        context.metadata.append(("total", .int(page.total)))
        if let r = page.rateLimit, !offline {
            context.metadata.append(("rateLimit", .object([("limit", r.limit.map { .int($0) } ?? .null),
                                                           ("remaining", r.remaining.map { .int($0) } ?? .null)])))
        }
        let numbers = catalog.numberFormat
        guard !page.results.isEmpty else {
            if page.total > 0 && filters.page > page.totalPages {
                return finish(context, .empty(message: catalog.text("photos.empty.pastEnd", ["page": numbers.decimal(filters.page),
                                                                                           "pages": numbers.decimal(page.totalPages)]),
                                              hint: catalog.text("photos.hint.pastEnd", ["query": query])))
            }
            let filtered = filters.color != nil || filters.orientation != nil || filters.contentFilter == "high"
            return finish(context, .empty(message: catalog.text("photos.empty", ["query": query]),
                                          hint: catalog.text(filtered ? "photos.hint.empty.filters" : "photos.hint.empty")))
        }
        let items = PhotosItems(catalog: catalog, accessible: session.accessible)
        // Positions count across pages: the first photo of page 2 (10 a page) is 11 of the total.
        let before = (filters.page - 1) * filters.perPage
        for (i, p) in page.results.enumerated() {
            session.renderer.item(items.item(p), position: before + i + 1, total: max(page.total, before + page.results.count))
        }
        var summary = catalog.plural("photos.summary", count: page.results.count, ["total": numbers.decimal(page.total)])
        if page.totalPages > 0 {
            summary += catalog.text("photos.summary.page", ["page": numbers.decimal(filters.page),
                                                            "pages": numbers.decimal(page.totalPages)])
        }
        if filters.page < page.totalPages { summary += catalog.text("photos.summary.more") }
        return finish(context, .content(count: page.results.count, summary: summary))
    }

    private func finish(_ context: SearchContext, _ outcome: Outcome) -> Outcome {
        session.renderer.finish(context, outcome)
        return outcome
    }

    private func makeContext(query: String, filters: PhotoFilters) -> SearchContext {
        var c = SearchContext(domain: "photos", query: query, loadingMessage: catalog.text("photos.loading", ["query": query]))
        c.page = filters.page
        return c
    }

    private func date(_ seconds: Double) -> String {
        session.moment(seconds)
    }

    // MARK: Key, store, history

    /// UNSPLASH_ACCESS_KEY first, then the config file.
    private func accessKey() -> String? {
        if let k = env["UNSPLASH_ACCESS_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines), !k.isEmpty { return k }
        return ConfigFile(environment: env).value(ConfigFile.unsplashKey)
    }

    private func openStore() -> Store? {
        if let store { return store }
        if storeError != nil { return nil }
        do {
            store = try Store(directory: session.dataDirectory)
        } catch {
            storeError = error
        }
        return store
    }

    private var savedAt: Double?

    private func savedSearch() -> PhotosSavedSearch? {
        guard let store = openStore() else { return nil }
        do {
            guard let r = try store.savedResult(domain: SearchDomain.photos.rawValue),
                  let s = PhotosSavedSearch.decode(r.payload) else { return nil }
            savedAt = r.savedAt
            return s
        } catch {
            storeError = error
            return nil
        }
    }

    private func savedSearch(matching query: String, _ filters: PhotoFilters) -> PhotosSavedSearch? {
        guard let s = savedSearch(), QueryHistory.key(s.query) == QueryHistory.key(query),
              s.filters.canonical == filters.canonical else { return nil }
        return s
    }

    /// A live result is worth more than the copy: a store problem is a notice, not a failure.
    private func save(_ search: PhotosSavedSearch) {
        guard let store = openStore(), let payload = search.encoded() else { return storeNotice() }
        do {
            try store.saveResult(SavedResult(domain: SearchDomain.photos.rawValue, query: search.query,
                                             options: search.filters.canonical, savedAt: Clock.now(), payload: payload))
        } catch {
            storeError = error
            storeNotice()
        }
    }

    private func recordHistory(_ query: String) {
        guard !session.invocation.noHistory, env["FINDER_NO_HISTORY"] != "1", let store = openStore() else { return }
        do { try QueryHistory(store: store).record(query, domain: .photos) } catch { storeNotice() }
    }

    private var noticed = false
    private func storeNotice() {
        guard let storeError, !noticed else { return }
        noticed = true
        if case .error(_, let message, _, _) = session.outcome(for: DomainError.store(storeError)) {
            session.renderer.notice(catalog.text("photos.notice.storeProblem", ["problem": message]))
        }
    }
}
