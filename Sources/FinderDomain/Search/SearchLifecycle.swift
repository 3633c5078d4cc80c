import FinderStore

/// A search result that can be kept for offline use: saved as data, decoded later and
/// rendered in the reader's language and mode (SPEC §6).
public protocol SavedPayload: Sendable {
    /// Whether the result has content: an empty result is never saved, so it never replaces
    /// a saved result with content.
    var hasContent: Bool { get }
    /// The data to keep: at most `SavedResult.maxItems` results.
    func encodedForSaving() -> String
    /// nil when `saved` is not in this payload's format (a damaged row).
    init?(saved: String)
}

/// One search as the lifecycle sees it.
public struct SearchRequest: Sendable {
    public var domain: SearchDomain
    public var query: String
    /// What, besides the query, makes two results the same (photos: filters and page; stocks:
    /// nothing, a search of the local catalogue). An offline result must match it.
    public var options: String
    /// `--offline`: no search, the saved result or nothing.
    public var offline: Bool
    /// False with --no-history or FINDER_NO_HISTORY=1.
    public var recordsHistory: Bool

    public init(domain: SearchDomain, query: String, options: String = "", offline: Bool = false, recordsHistory: Bool = true) {
        self.domain = domain
        self.query = query
        self.options = options
        self.offline = offline
        self.recordsHistory = recordsHistory
    }
}

/// What happened on the way that the user should hear about, besides the answer.
public enum LifecycleNotice: Equatable, Sendable {
    /// The data folder is read-only: nothing is recorded or saved.
    case readOnly(folder: String)
    /// History could not take the query (the search went on).
    case historyNotRecorded
    /// The query was recorded cut to `QueryHistory.maxStoredLength` characters.
    case queryCut(length: Int)
    /// The result could not be saved for offline use.
    case notSaved
}

/// How a search ended.
public enum SearchAnswer<Payload: SavedPayload, Failure: Error> {
    /// A live result.
    case live(Payload)
    /// A saved result stands in: `--offline`, or (`fallback` set) the live search failed in
    /// a way that allows it (the network).
    case saved(Payload, SavedSearch, fallback: Failure?)
    /// The live search failed and nothing saved could stand in.
    case failed(Failure)
    /// `--offline` and nothing is saved for the query and options.
    case nothingSaved
    /// `--offline` and the store could not be read.
    case storeFailed(DomainError)
}

/// The search lifecycle shared by stocks and photos (SPEC §4, §6): record the query in
/// history, search (or, offline, look up the saved result), save a result with content,
/// and give the answer to be rendered. The offline rules live here and nowhere else:
///
/// - a saved result belongs to its query (equal after folding) and options, and only a
///   result with content is saved, so an empty search never replaces one;
/// - each domain keeps the saved results of its five most recent queries that found
///   something (so every history entry that found something has one);
/// - `--offline` shows the saved result or says there is none; a live search that fails in a
///   way `allowsFallback` accepts shows the saved result, marked offline.
///
/// Foundation-free; the stock path runs it synchronously, photos asynchronously.
public final class SearchLifecycle {
    let data: LocalData
    /// Notices gathered so far, in order.
    public private(set) var notices: [LifecycleNotice] = []

    public init(data: LocalData) {
        self.data = data
    }

    /// Runs a synchronous search (stocks).
    public func run<P: SavedPayload, F: Error>(_ request: SearchRequest, allowsFallback: (F) -> Bool = { _ in false },
                                               search: () throws(F) -> P) -> SearchAnswer<P, F> {
        if let answer: SearchAnswer<P, F> = prepare(request) { return answer }
        return complete(request, Result { () throws(F) in try search() }, allowsFallback)
    }

    /// Runs an asynchronous search (photos).
    public func run<P: SavedPayload, F: Error>(_ request: SearchRequest, allowsFallback: (F) -> Bool = { _ in false },
                                               search: () async throws(F) -> P) async -> SearchAnswer<P, F> {
        if let answer: SearchAnswer<P, F> = prepare(request) { return answer }
        let result: Result<P, F>
        do throws(F) { result = .success(try await search()) } catch { result = .failure(error) }
        return complete(request, result, allowsFallback)
    }

    /// Records the query; offline, answers from the saved result. nil: search live.
    private func prepare<P: SavedPayload, F: Error>(_ request: SearchRequest) -> SearchAnswer<P, F>? {
        record(request)
        guard request.offline else { return nil }
        do {
            guard let saved = try matchingSaved(request), let payload: P = saved.decoded() else { return .nothingSaved }
            return .saved(payload, saved, fallback: nil)
        } catch {
            return .storeFailed(error)
        }
    }

    private func complete<P: SavedPayload, F: Error>(_ request: SearchRequest, _ result: Result<P, F>,
                                                     _ allowsFallback: (F) -> Bool) -> SearchAnswer<P, F> {
        switch result {
        case .success(let payload):
            save(payload, request)
            return .live(payload)
        case .failure(let failure):
            guard allowsFallback(failure), let saved = try? matchingSaved(request), let payload: P = saved.decoded() else {
                return .failed(failure)
            }
            return .saved(payload, saved, fallback: failure)
        }
    }

    private func matchingSaved(_ request: SearchRequest) throws(DomainError) -> SavedSearch? {
        guard let saved = try data.saved(domain: request.domain, query: request.query),
              saved.options == request.options else { return nil }
        return saved
    }

    private var readOnly: Bool { (try? data.isReadOnly()) ?? false }

    private func record(_ request: SearchRequest) {
        guard request.recordsHistory else { return }
        guard !readOnly else {
            notices.append(.readOnly(folder: data.directory))
            return
        }
        do {
            let outcome = try data.history().record(request.query, domain: request.domain)
            if case .recordedCut = outcome { notices.append(.queryCut(length: QueryHistory.maxStoredLength)) }
        } catch {
            notices.append(.historyNotRecorded)
        }
    }

    private func save<P: SavedPayload>(_ payload: P, _ request: SearchRequest) {
        guard payload.hasContent, !readOnly else { return }   // read-only: said by `record`
        let query = QueryHistory.stored(request.query)
        let saved = SavedResult(domain: request.domain.rawValue, key: QueryHistory.key(query), query: query,
                                options: request.options, savedAt: Clock.now(), payload: payload.encodedForSaving())
        do { try data.save(saved) } catch { notices.append(.notSaved) }
    }
}
