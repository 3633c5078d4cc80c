/// Where photos come from: one page of results for a query and its filters. Unsplash's is
/// `UnsplashPhotoSource` (finder-net, which has the network); tests may give their own.
public protocol PhotoSource: Sendable {
    associatedtype Failure: PhotoSourceFailure
    func search(_ query: String, filters: PhotoFilters) async throws(Failure) -> PhotoResults
}

/// Why a source gave no page.
public protocol PhotoSourceFailure: Error {
    /// The network failed, not the request: the saved result of the same search may stand in.
    var allowsOfflineFallback: Bool { get }
}

/// A source's page, and what it said of its quota (Unsplash's is hourly).
public struct PhotoResults: Sendable {
    public var page: PhotoPage
    public var quota: PhotoQuota?

    public init(page: PhotoPage, quota: PhotoQuota?) {
        self.page = page
        self.quota = quota
    }
}

/// A source's request quota, as its last answer gave it.
public struct PhotoQuota: Equatable, Sendable {
    public var limit: Int?
    public var remaining: Int?
    /// Less than a tenth left: worth saying before it runs out.
    public var isNearlySpent: Bool

    public init(limit: Int?, remaining: Int?, isNearlySpent: Bool) {
        self.limit = limit
        self.remaining = remaining
        self.isNearlySpent = isNearlySpent
    }
}

/// One photo search as the command line asks it.
public struct PhotoSearchRequest: Sendable {
    public var query: String
    public var filters: PhotoFilters
    public var offline: Bool
    /// False for `photos more` (it continues a recorded search) and with `--no-history`.
    public var recordsHistory: Bool
    /// False with `--no-history`: the page is not saved for offline use (nor for `photos more`).
    public var savesResult: Bool

    public init(query: String, filters: PhotoFilters, offline: Bool, recordsHistory: Bool, savesResult: Bool = true) {
        self.query = query
        self.filters = filters
        self.offline = offline
        self.recordsHistory = recordsHistory
        self.savesResult = savesResult
    }
}

/// How a photo search ended.
public enum PhotoSearchAnswer<Failure: Error> {
    case live(PhotoPage, quota: PhotoQuota?)
    /// The saved page of the query stands in: `--offline`, or (`fallback` set) the network
    /// failed. `filters`: the ones it was saved with, which may differ from those asked for.
    case saved(PhotoPage, savedAt: Double, fallback: Failure?, filters: PhotoFilters?)
    case failed(Failure)
    /// `--offline` and nothing is saved for the query and filters.
    case nothingSaved
    /// `--offline` and the store could not be read.
    case storeFailed(DomainError)
}

/// What `photos more` continues: the newest saved photo search.
public enum PhotoContinuation: Equatable, Sendable {
    /// No saved photo search (or one that cannot be read as one).
    case none
    /// The saved search was on its last page.
    case lastPage(query: String, filters: PhotoFilters, totalPages: Int)
    /// The next page to ask for.
    case next(query: String, filters: PhotoFilters)
}

/// The photo search use case (GUIDE.md "Photos", "History, suggestions, offline results"):
/// the source's page inside the search lifecycle — history, `--offline`, the saved page when
/// the network fails, saving a page with content. Commands map their arguments to a `PhotoSearchRequest` and the answer to
/// renderer items; after the answer is out, `lifecycle.recordAnswer()` records the query.
public final class PhotoSearch<Source: PhotoSource> {
    public let lifecycle: SearchLifecycle
    let data: LocalData
    @usableFromInline let source: Source

    public init(data: LocalData, source: Source) {
        self.data = data
        self.source = source
        lifecycle = SearchLifecycle(data: data)
    }

    /// Searches the source inside the lifecycle. Emitted into its callers (finder-net, the
    /// tests), not into this module: an async function here would link the Swift concurrency
    /// runtime into `finder` (`SearchLifecycle.begin`).
    @_alwaysEmitIntoClient
    public func run(_ request: PhotoSearchRequest) async -> PhotoSearchAnswer<Source.Failure> {
        if let offline = begin(request) { return offline }
        let result: Result<PhotoResults, Source.Failure>
        do throws(Source.Failure) {
            result = .success(try await source.search(request.query, filters: request.filters))
        } catch {
            result = .failure(error)
        }
        return finish(request, result)
    }

    /// The answer without the source (`--offline`), or nil: search the source and `finish`.
    public func begin(_ request: PhotoSearchRequest) -> PhotoSearchAnswer<Source.Failure>? {
        let answer: SearchAnswer<PhotoPage, Source.Failure>? = lifecycle.begin(Self.lifecycleRequest(request))
        return answer.map { Self.answer($0, quota: nil) }
    }

    /// The answer from what the source gave.
    public func finish(_ request: PhotoSearchRequest, _ result: Result<PhotoResults, Source.Failure>) -> PhotoSearchAnswer<Source.Failure> {
        let answer: SearchAnswer<PhotoPage, Source.Failure> = lifecycle.finish(Self.lifecycleRequest(request), result.map(\.page),
                                                                               allowsFallback: \.allowsOfflineFallback)
        return Self.answer(answer, quota: try? result.get().quota)
    }

    private static func lifecycleRequest(_ request: PhotoSearchRequest) -> SearchRequest {
        SearchRequest(domain: .photos, query: request.query, options: request.filters.canonical,
                      offline: request.offline, recordsHistory: request.recordsHistory, savesResult: request.savesResult)
    }

    private static func answer(_ answer: SearchAnswer<PhotoPage, Source.Failure>, quota: PhotoQuota?) -> PhotoSearchAnswer<Source.Failure> {
        switch answer {
        case .live(let page): return .live(page, quota: quota)
        case .saved(let page, let saved, let fallback):
            return .saved(page, savedAt: saved.savedAt, fallback: fallback, filters: PhotoFilters(canonical: saved.options))
        case .failed(let failure): return .failed(failure)
        case .nothingSaved: return .nothingSaved
        case .storeFailed(let error): return .storeFailed(error)
        }
    }

    /// The page after the newest saved photo search's, with its filters.
    public func continuation() throws(DomainError) -> PhotoContinuation {
        guard let saved = try data.newestSaved(domain: .photos), let page: PhotoPage = saved.decoded(),
              var filters = PhotoFilters(canonical: saved.options) else { return .none }
        guard filters.page < page.totalPages else { return .lastPage(query: saved.query, filters: filters, totalPages: page.totalPages) }
        filters.page += 1
        return .next(query: saved.query, filters: filters)
    }
}
