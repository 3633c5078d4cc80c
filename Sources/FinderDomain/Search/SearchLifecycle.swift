import FinderStore
import FinderText

/// A search result that can be kept for offline use: saved as data, decoded later and
/// rendered in the reader's language and mode, whatever they were when it was saved.
public protocol SavedPayload: Sendable {
    /// Whether the result has content: an empty result is never saved, so it never replaces
    /// a saved result with content.
    var hasContent: Bool { get }
    /// The data to keep, as UTF-8: at most `SavedResult.maxItems` results.
    func savedUTF8() -> [UInt8]
    /// nil when `saved` is not in this payload's format (a damaged row).
    init?(saved: String)
}

extension SavedPayload {
    /// The data to keep, as text (what `init?(saved:)` reads back).
    public func encodedForSaving() -> String { String(decoding: savedUTF8(), as: UTF8.self) }
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
    /// False with --no-history or FINDER_NO_HISTORY=1, and for `photos more` (it continues a
    /// recorded search).
    public var recordsHistory: Bool
    /// False with --no-history or FINDER_NO_HISTORY=1: the result is not saved for offline use
    /// either, so nothing about the search reaches the disk.
    public var savesResult: Bool

    public init(domain: SearchDomain, query: String, options: String = "", offline: Bool = false, recordsHistory: Bool = true,
                savesResult: Bool = true) {
        self.domain = domain
        self.query = query
        self.options = options
        self.offline = offline
        self.recordsHistory = recordsHistory
        self.savesResult = savesResult
    }
}

/// What happened on the way that the user should hear about, besides the answer.
public enum LifecycleNotice: Equatable, Sendable {
    /// The data folder is read-only: nothing is recorded or saved.
    case readOnly(folder: String)
    /// The query is recorded cut to `QueryHistory.maxStoredLength` characters.
    case queryCut(length: Int)
    /// Another process held the store's write lock past the short wait: the search was
    /// neither recorded nor saved (said once for both).
    case busy
    /// Writing history or the saved result failed for this reason (a full disk, a file-size
    /// limit): neither was kept. The store is not damaged (damage is `SearchLifecycle.damage`).
    case notRecorded(DomainError)
}

/// How a search ended.
///
/// Indirect: its payloads (a saved search's strings beside the payload and the failure) made
/// it a large multi-payload enum, which the compiler destroys through the value witnesses of
/// its runtime metadata; instantiating that metadata (the enum's and its Optional's) cost a
/// cold search ~200 k instructions. Boxed, it is one reference.
public indirect enum SearchAnswer<Payload: SavedPayload, Failure: Error> {
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

/// The search lifecycle shared by stocks and photos (every search is loading, then content,
/// empty or error; GUIDE.md “History, suggestions, offline results, completion”): search (or,
/// offline, look up the saved result) and give the answer to be rendered; then, once the answer
/// is out, record the query in history and save a result with content. The offline rules live
/// here and nowhere else:
///
/// - a saved result belongs to its query (equal after folding) and options, and only a
///   result with content is saved, so an empty search never replaces one;
/// - each domain keeps the saved results of its five most recent queries that found
///   something (so every history entry that found something has one);
/// - `--offline` shows the saved result or says there is none; a live search that fails in a
///   way `allowsFallback` accepts shows the saved result, marked offline.
///
/// A search never waits for a writer: `run` only reads what is
/// committed (WAL readers never wait), and the writes come after the answer is on stdout
/// (`recordAnswer`), history first, then the saved result, each waiting at most
/// `writeWait` for another process's write lock — a sync stopped mid-merge once held a search
/// silent for two 60 s busy timeouts. A store that stays busy is said once, and the search
/// ends as it would have.
///
/// Foundation-free; the stock path runs it synchronously, photos asynchronously.
public final class SearchLifecycle {
    let data: LocalData
    /// Notices gathered so far, in order.
    public private(set) var notices: [LifecycleNotice] = []
    /// Damage the writes after the answer found (`PRAGMA quick_check` failed): the run ends
    /// with exit 5 and recovery advice although its answer was given.
    public private(set) var damage: DomainError?
    /// The query to record and the result to save once the answer is out.
    private var pending: Pending?
    /// A class, not a tuple or a struct: destroying an optional of either went through its
    /// runtime metadata (and its Optional's), built on every search (~30 k instructions for
    /// the tuple, 20 k for the struct); an optional reference is released.
    private final class Pending {
        let request: SearchRequest
        var saved: SavedResult?
        init(request: SearchRequest, saved: SavedResult?) {
            self.request = request
            self.saved = saved
        }
    }
    /// How long a write after the answer waits for another process's write lock.
    public static let writeWaitMilliseconds: Int32 = 2_000

    public init(data: LocalData) {
        self.data = data
    }

    /// Runs a synchronous search (stocks).
    public func run<P: SavedPayload, F: Error>(_ request: SearchRequest, allowsFallback: (F) -> Bool = { _ in false },
                                               search: () throws(F) -> P) -> SearchAnswer<P, F> {
        if let answer: SearchAnswer<P, F> = prepare(request) { return answer }
        return complete(request, Result { () throws(F) in try search() }, allowsFallback)
    }

    /// An asynchronous search (photos) in two steps, the search itself between them, so that
    /// this module has no async code: an async function here would link the Swift concurrency
    /// runtime (and libdispatch) into `finder`, whose initializers every process then runs
    /// (docs/decisions/0012-finder-links-no-concurrency-runtime.md). `begin` answers an offline request (nil: search live);
    /// `finish` takes the live search's result.
    public func begin<P: SavedPayload, F: Error>(_ request: SearchRequest) -> SearchAnswer<P, F>? {
        prepare(request)
    }

    /// The second step of `begin`: what the live search gave.
    public func finish<P: SavedPayload, F: Error>(_ request: SearchRequest, _ result: Result<P, F>,
                                                  allowsFallback: (F) -> Bool = { _ in false }) -> SearchAnswer<P, F> {
        complete(request, result, allowsFallback)
    }

    /// Says what recording will do; offline, answers from the saved result. nil: search live.
    private func prepare<P: SavedPayload, F: Error>(_ request: SearchRequest) -> SearchAnswer<P, F>? {
        pending = Pending(request: request, saved: nil)
        if request.recordsHistory || request.savesResult {
            if readOnly {
                notices.append(.readOnly(folder: data.stateDirectory))
            } else if request.recordsHistory, QueryHistory.stored(request.query).count < QueryHistory.normalizedSpacing(UntrustedText.clean(request.query)).count {
                notices.append(.queryCut(length: QueryHistory.maxStoredLength))
            }
        }
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
            if payload.hasContent, request.savesResult {
                let query = QueryHistory.stored(request.query)
                pending?.saved = SavedResult(domain: request.domain.rawValue, key: QueryHistory.key(query), query: query,
                                             options: request.options, savedAt: Clock.now(), payloadUTF8: payload.savedUTF8())
            }
            return .live(payload)
        case .failure(let failure):
            guard allowsFallback(failure), let saved = try? matchingSaved(request), let payload: P = saved.decoded() else {
                return .failed(failure)
            }
            return .saved(payload, saved, fallback: failure)
        }
    }

    /// The saved result of the request's query: of its options too, but for photos, whose
    /// saved page stands in whatever its page size or filters (the command says what differs).
    private func matchingSaved(_ request: SearchRequest) throws(DomainError) -> SavedSearch? {
        guard let saved = try data.saved(domain: request.domain, query: request.query),
              saved.options == request.options || request.domain == .photos else { return nil }
        return saved
    }

    private var readOnly: Bool { data.isStateReadOnly() }

    /// Once the answer is out (the caller has flushed stdout): records the query in history
    /// and saves the live result with content, in one transaction after a short wait for the
    /// write lock.
    /// Returns what to say (also appended to `notices`); damage found on the way is `damage`.
    /// Does nothing the second time, nor for a read-only folder (said by `run`).
    @discardableResult
    public func recordAnswer() -> [LifecycleNotice] {
        guard let request = pending?.request else { return [] }
        let saved = pending?.saved
        pending = nil
        guard request.recordsHistory || saved != nil, !readOnly else { return [] }
        var said: [LifecycleNotice] = []
        do throws(DomainError) {
            try data.waitForWrites(milliseconds: Self.writeWaitMilliseconds)
            try data.recordSearch(request.recordsHistory ? request.query : nil, domain: request.domain, saved: saved)
        } catch {
            switch data.diagnosed(error) {
            case .store(.busy): said.append(.busy)
            case let e where e.isDamage: damage = e
            case let e: said.append(.notRecorded(e))
            }
        }
        notices += said
        return said
    }
}
