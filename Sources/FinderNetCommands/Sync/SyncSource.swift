import Foundation
import FinderCLI
import FinderDomain
import FinderStore
import FinderRemote

/// Fetches one source's body (a download, or a file read under the same size cap) and reads
/// it into rows for `CatalogueSync` with the source's reader.
struct SyncSource {
    let source: SyncRequest.Source
    let limits: SyncLimits

    /// How the source's names meet stored ones (see `MergeRules.Names`).
    var names: MergeRules.Names { source.reader.names }

    /// The rows of the source. Progress is reported while downloading.
    func rows(progress: @escaping HTTPClient.Progress) async throws(SyncFailure) -> SyncRows {
        let body: Data
        switch source.location {
        case .url(let url):
            body = try await download(url, headers: source.reader.headers, progress: progress)
        case .file(let path):
            body = try SyncFile.read(path, limit: limits.maxBytes)
            progress(Int64(body.count), Int64(body.count))
        }
        do { return try source.reader.rows(body) } catch { throw .format(error) }
    }

    private func download(_ url: URL, headers: [String: String], progress: @escaping HTTPClient.Progress) async throws(SyncFailure) -> Data {
        let client = HTTPClient(timeout: limits.idleTimeout, deadline: limits.deadline, maxBodyBytes: limits.maxBytes,
                                redirects: .followAllowed)
        let response: HTTPClient.Response
        do { response = try await client.get(url, headers: headers, progress: progress) } catch { throw .download(error) }
        guard (200..<300).contains(response.status) else { throw .status(response.status) }
        return response.body
    }
}

/// The bounds on one source: a request that sends nothing for
/// `idleTimeout` seconds, or is not done `deadline` seconds after it started, is stopped; a
/// body or file larger than `maxBytes` is refused while it is read.
struct SyncLimits: Equatable {
    /// 64 MiB: the whole Moscow Exchange board is about 1 MiB, the Nasdaq screener about 3.
    static let defaultMaxBytes = 64 << 20
    static let defaultIdleTimeout: TimeInterval = 30
    static let defaultDeadline: TimeInterval = 300

    var idleTimeout: TimeInterval = defaultIdleTimeout
    var deadline: TimeInterval = defaultDeadline
    var maxBytes = defaultMaxBytes

    init() {}

    /// FINDER_SYNC_TIMEOUT (seconds, whole request) lowers or raises the deadline; the idle
    /// timeout is never longer than it. A value that is not a positive number is ignored.
    init(settings: Settings) {
        if let s = settings.syncTimeout {
            deadline = min(s, 86_400)
            idleTimeout = min(idleTimeout, deadline)
        }
    }
}
