import FinderCLI
import FinderDomain
import FinderRemote
import Foundation

/// The Unsplash client as every photo command makes it — key, base URL, timeout, retry
/// delay and User-Agent from the environment or config — and its failures as outcomes.
struct PhotosAPI {
    let session: Session
    var messages: Messages { session.messages }
    var settings: Settings { session.settings }

    var timeout: Double { UnsplashClient.effectiveTimeout(settings.unsplashTimeout) }

    /// The client, or why there is none (no key: the outcome says how to get one).
    func client() -> Result<UnsplashClient, PhotosCommand.FetchFailure> {
        guard let key = accessKey() else {
            return .failure(.init(outcome: .failure(.auth, message: messages.text("photos.error.noKey"),
                                                  hint: messages.text("photos.hint.noKey")),
                                  allowsFallback: false))
        }
        do {
            return .success(try UnsplashClient(baseURL: settings.unsplashURL ?? UnsplashClient.defaultBaseURL,
                                               accessKey: key, timeout: timeout, retryDelay: settings.unsplashRetryDelay,
                                               userAgent: "finder/" + FinderCLI.version))
        } catch {
            return .failure(failure(error))
        }
    }

    func failure(_ error: UnsplashError) -> PhotosCommand.FetchFailure {
        let f = PhotosFailure(messages: messages, timeout: timeout)
        return .init(outcome: f.outcome(for: error), allowsFallback: error.allowsOfflineFallback, metadata: f.metadata(for: error))
    }

    /// UNSPLASH_ACCESS_KEY first, then the config file. A key without a key's shape
    /// (`ConfigFile.isKeyShaped`: control characters, megabytes) is not used: said, and no key.
    private func accessKey() -> String? {
        if let k = settings.unsplashKey {
            guard ConfigFile.isKeyShaped(k) else {
                session.renderer.notice(messages.text("config.notice.badKey", ["where": "UNSPLASH_ACCESS_KEY"]))
                return nil
            }
            return k
        }
        let file = ConfigFile(settings: settings)
        guard let key = file.value(ConfigFile.unsplashKey) else { return nil }
        guard ConfigFile.isKeyShaped(key) else {
            session.renderer.notice(messages.text("config.notice.badKey", ["where": TerminalText.sanitize(file.path)]))
            return nil
        }
        if file.isExposed { session.renderer.notice(messages.text("config.notice.exposed", ["path": file.path])) }
        return key
    }
}

/// Unsplash as the domain's `PhotoSource`: one search request with the client `PhotosAPI`
/// makes. Prints nothing (the interactive session uses it too), but for the notice that the
/// config file holding the key is readable by others.
struct UnsplashPhotoSource: PhotoSource, @unchecked Sendable {
    // @unchecked: the session is only read.
    let session: Session

    func search(_ query: String, filters: PhotoFilters) async throws(PhotosCommand.FetchFailure) -> PhotoResults {
        let api = PhotosAPI(session: session)
        let client: UnsplashClient
        switch api.client() {
        case .success(let c): client = c
        case .failure(let f): throw f
        }
        let request = UnsplashSearchRequest(query: query, page: filters.page, perPage: filters.perPage, color: filters.color,
                                            orientation: filters.orientation, orderBy: filters.order,
                                            contentFilter: filters.contentFilter, lang: UnsplashSearchRequest.language(of: query))
        do {
            let page = try await client.searchPhotos(request)
            return PhotoResults(page: PhotosCommand.page(page), quota: page.rateLimit.map {
                PhotoQuota(limit: $0.limit, remaining: $0.remaining, isNearlySpent: $0.isNearlySpent)
            })
        } catch {
            throw api.failure(error)
        }
    }
}
