/// Why an Unsplash request failed, as data; the CLI turns each case into a localized message
/// and an exit code (401/403 → authentication, the rest → network/service).
public enum UnsplashError: Error, Equatable, Sendable {
    /// The base URL is not https and not loopback http (or not a URL at all).
    case insecureURL(String)
    /// 401: the access key is wrong or revoked.
    case unauthorized(detail: String?)
    /// 403 that is not the rate limit: the key lacks a permission, or the app is suspended.
    case forbidden(detail: String?)
    /// 403 "Rate Limit Exceeded" or 429. `retryAfter` is seconds from now when the answer said.
    case rateLimited(retryAfter: Double?)
    /// 5xx, twice in a row.
    case server(status: Int)
    /// 404 for one photo (`GET /photos/:id`): no photo has that id.
    case notFound
    /// Any other non-2xx answer (400, 404…).
    case unexpectedStatus(Int, detail: String?)
    /// No answer in time, twice in a row.
    case timedOut
    /// Connection refused, DNS failure, no route, a server that sent no HTTP answer.
    case unreachable(NetworkProblem)
    /// The connection closed before the whole answer arrived.
    case connectionLost
    /// A 2xx answer whose body is not the expected JSON.
    case badResponse(UnsplashBadResponse)

    /// True when a saved result may stand in (the service, not the user, is the problem).
    public var allowsOfflineFallback: Bool {
        switch self {
        case .unauthorized, .forbidden, .insecureURL, .notFound: false
        default: true
        }
    }
}

/// What was wrong with a body.
public enum UnsplashBadResponse: Equatable, Sendable {
    case empty
    case html
    case notJSON
    /// Starts like JSON but does not parse: cut short or damaged.
    case malformedJSON
    /// `results` missing or null.
    case missingResults
    /// JSON of another shape; the coding path that failed.
    case unexpectedShape(String)
    /// Larger than the client accepts (stopped while it streamed in).
    case tooLarge(limit: Int)
    /// A download that is not an image (`Content-Type` not `image/…`).
    case notImage
}
