import FinderText
import Foundation

/// The parameters of `GET /search/photos` (GUIDE.md "Photos"). Nil filters are not sent.
public struct UnsplashSearchRequest: Equatable, Sendable {
    public var query: String
    public var page: Int
    public var perPage: Int
    /// One of the 11 API values (`black_and_white`, `blue`…).
    public var color: String?
    public var orientation: String?
    public var orderBy: String?
    public var contentFilter: String?
    /// The query's language, when its script says it (`ru` for Cyrillic): Unsplash matches
    /// the words in that language. Nil is not sent (Unsplash then reads English).
    public var lang: String?

    public init(query: String, page: Int = 1, perPage: Int = 10, color: String? = nil, orientation: String? = nil,
                orderBy: String? = nil, contentFilter: String? = nil, lang: String? = nil) {
        self.query = query
        self.page = page
        self.perPage = perPage
        self.color = color
        self.orientation = orientation
        self.orderBy = orderBy
        self.contentFilter = contentFilter
        self.lang = lang
    }

    /// The `lang` of a query: `ru` when most of its letters are Cyrillic, else none (Unsplash
    /// reads English by default, and the UI's language says nothing about the words typed).
    public static func language(of query: String) -> String? {
        dominantScript(query) == .cyrillic ? "ru" : nil
    }

    var queryItems: [(String, String)] {
        var items = [("query", query), ("page", "\(page)"), ("per_page", "\(perPage)")]
        if let color { items.append(("color", color)) }
        if let orientation { items.append(("orientation", orientation)) }
        if let orderBy { items.append(("order_by", orderBy)) }
        if let contentFilter { items.append(("content_filter", contentFilter)) }
        if let lang { items.append(("lang", lang)) }
        return items
    }
}

/// The Unsplash API client: builds the request, sends the key as `Authorization: Client-ID`,
/// retries once on 5xx and timeouts, and maps every status and body to a page or an
/// `UnsplashError`. The key is never put in a URL, an error or a result.
public struct UnsplashClient: Sendable {
    public static let defaultBaseURL = "https://api.unsplash.com"

    public let baseURL: URL
    let accessKey: String
    public var http: HTTPClient
    /// Pause before the one retry.
    public var retryDelay: TimeInterval
    /// Sent with every request ("finder/0.1.0"), as the API asks of applications.
    public var userAgent: String?

    /// Throws `.insecureURL` for a base that is not https (plain http only to loopback).
    public init(baseURL: String = defaultBaseURL, accessKey: String, timeout: TimeInterval = 15,
                retryDelay: TimeInterval = 1, userAgent: String? = nil) throws(UnsplashError) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base), url.host != nil, HTTPClient.isAllowed(url) else {
            throw .insecureURL(baseURL)
        }
        self.baseURL = url
        self.accessKey = accessKey
        http = HTTPClient(timeout: Self.effectiveTimeout(timeout))
        self.retryDelay = retryDelay
        self.userAgent = userAgent
    }

    /// Whole seconds, at least one: swift-corelibs-foundation truncates a request's timeout
    /// to whole seconds, so 0.5 would time out at once.
    /// Clamped to 1…300 s (an absurd value would trap inside URLSession).
    public static func effectiveTimeout(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? min(300, max(1, seconds.rounded(.up))) : 15
    }

    /// The request URL (the key is in a header, not here).
    public func url(for request: UnsplashSearchRequest) -> URL {
        var c = URLComponents(url: baseURL.appendingPathComponent("search/photos"), resolvingAgainstBaseURL: false)!
        c.queryItems = request.queryItems.map { URLQueryItem(name: $0.0, value: $0.1) }
        // URLComponents leaves "+" alone, which servers read as a space.
        c.percentEncodedQuery = c.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return c.url!
    }

    public func searchPhotos(_ request: UnsplashSearchRequest) async throws(UnsplashError) -> UnsplashSearchPage {
        let response = try await send(url(for: request))
        var page = try Self.decodePage(response, redacting: accessKey)
        page.rateLimit = UnsplashRateLimit(headers: response.headers)
        return page
    }

    /// One GET with the API headers; one retry on 5xx or a timeout.
    func send(_ url: URL) async throws(UnsplashError) -> HTTPClient.Response {
        var headers = ["Authorization": "Client-ID " + accessKey, "Accept-Version": "v1", "Accept": "application/json"]
        if let userAgent { headers["User-Agent"] = userAgent }
        var attempt = 0
        while true {
            attempt += 1
            let response: HTTPClient.Response
            do {
                response = try await http.get(url, headers: headers)
            } catch {
                let failure = Self.failure(error)
                if failure == .timedOut, attempt < 2 { await pause(); continue }
                throw failure
            }
            switch response.status {
            case 200..<300:
                return response
            case 500..<600:
                if attempt < 2 { await pause(); continue }
                throw .server(status: response.status)
            default:
                throw error(for: response)
            }
        }
    }

    /// A transfer that could not complete, as the error the user reads.
    static func failure(_ error: HTTPClient.Failure) -> UnsplashError {
        switch error {
        case .timedOut, .deadlineExceeded:
            return .timedOut
        case .insecureURL(let u), .redirectRefused(let u):
            return .insecureURL(u)
        case .tooLarge(let limit):
            return .badResponse(.tooLarge(limit: limit))
        case .truncated:
            return .connectionLost
        case .encodingRefused(let encoding):
            return .badResponse(.unexpectedShape("Content-Encoding: \(encoding)"))
        case .unreachable(.lost):
            return .connectionLost
        case .unreachable(let problem):
            return .unreachable(problem)
        }
    }

    private func pause() async {
        // Any configured delay is clamped to 0…60 s (an infinite or huge one would trap).
        let seconds = retryDelay.isFinite ? min(max(retryDelay, 0), 60) : 1
        if seconds > 0 { try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }
    }

    func error(for response: HTTPClient.Response) -> UnsplashError {
        let detail = Self.errorDetail(response.body, redacting: accessKey)
        switch response.status {
        case 401:
            return .unauthorized(detail: detail)
        case 403 where (detail ?? String(decoding: response.body, as: UTF8.self)).lowercased().contains("rate limit"),
             429:
            return .rateLimited(retryAfter: UnsplashRateLimit.retryAfter(headers: response.headers, now: Date()))
        case 403:
            // A 403 with the quota at zero is the rate limit even if the body says little.
            if response.headers["x-ratelimit-remaining"]?.trimmingCharacters(in: .whitespaces) == "0" {
                return .rateLimited(retryAfter: UnsplashRateLimit.retryAfter(headers: response.headers, now: Date()))
            }
            return .forbidden(detail: detail)
        default:
            return .unexpectedStatus(response.status, detail: detail)
        }
    }

    /// `{"errors": ["…"]}` joined, or a short plain-text body; nil for HTML and the rest. The
    /// key — in any case, or any part of it eight characters long — is removed from the whole
    /// text before it is shortened, so no part of it survives; controls and escapes too.
    static func errorDetail(_ body: Data, redacting key: String) -> String? {
        // Cleaned first, then redacted: a key cut apart by control characters or escapes
        // ("ABCD\u{1}EFGH…") is whole again once they are gone, and only then found.
        func clean(_ text: String) -> String {
            UntrustedText.redacting(key, in: UntrustedText.clean(text))
        }
        if let doc = _JSONDocument(data: body), doc.kind(0) == .object {
            if let list = doc.member(0, "errors"), doc.kind(list) == .array {
                let errors = doc.children(list).prefix(20).compactMap(doc.string)
                if !errors.isEmpty { return String(clean(errors.joined(separator: "; ")).prefix(300)) }
            }
            if let e = doc.member(0, "error").flatMap(doc.string) { return String(clean(e).prefix(300)) }
            return nil
        }
        let text = clean(String(decoding: body.prefix(64 << 10), as: UTF8.self)).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, !text.hasPrefix("<") else { return nil }
        return String(text.prefix(200))
    }

    /// Decodes a 2xx search body, classifying every way it can fail; `key` is removed from
    /// every text in it.
    public static func decodePage(_ response: HTTPClient.Response, redacting key: String? = nil) throws(UnsplashError) -> UnsplashSearchPage {
        try decodeBody(UnsplashSearchPage.self, response, redacting: key)
    }

    static func decodeBody<T: Decodable>(_ type: T.Type, _ response: HTTPClient.Response,
                                         redacting key: String?) throws(UnsplashError) -> T {
        let body = response.body
        let trimmed = body.drop { $0 == 0x20 || $0 == 0x0a || $0 == 0x0d || $0 == 0x09 || $0 == 0xef || $0 == 0xbb || $0 == 0xbf }
        guard let first = trimmed.first else { throw .badResponse(.empty) }
        if first == UInt8(ascii: "<") || (response.headers["content-type"] ?? "").lowercased().contains("html") {
            throw .badResponse(.html)
        }
        // Read by finder's own parser (bounded memory, a bad string or number a bad value of
        // its record only), never Foundation's.
        guard let document = _JSONDocument(data: body) else {
            throw .badResponse(first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .malformedJSON : .notJSON)
        }
        var decoder = _JSONDocumentDecoder()
        if let key { decoder.userInfo[UnsplashPhoto.secretKey] = key }
        do {
            return try decoder.decode(T.self, from: document)
        } catch let e as UnsplashError {
            throw e
        } catch DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c),
                DecodingError.keyNotFound(_, let c) {
            if c.codingPath.isEmpty { throw .badResponse(.unexpectedShape("top level")) }
            throw .badResponse(.unexpectedShape(path(c.codingPath)))
        } catch DecodingError.dataCorrupted(let c) where !c.codingPath.isEmpty {
            throw .badResponse(.unexpectedShape(path(c.codingPath)))
        } catch {
            throw .badResponse(.malformedJSON)
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
