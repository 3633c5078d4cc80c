import Foundation
import Testing
@testable import FinderRemote
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The test server writes to sockets the client may have given up on (timeouts).
let ignoreSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN); return () }()

let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FinderEndToEndTests/Snapshots/photos-fixtures")

func fixture(_ name: String) throws -> Data { try Data(contentsOf: fixtureFolder.appendingPathComponent(name)) }

/// Counts calls across the server's threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func next() -> Int { lock.lock(); defer { lock.unlock() }; n += 1; return n }
}

func client(_ server: LoopbackHTTPServer, key: String = "test-key", timeout: TimeInterval = 5) throws -> UnsplashClient {
    _ = ignoreSIGPIPE
    return try UnsplashClient(baseURL: server.baseURL, accessKey: key, timeout: timeout, retryDelay: 0)
}

func expectError(_ expected: UnsplashError, _ body: () async throws -> Void,
                 sourceLocation: SourceLocation = #_sourceLocation) async {
    do {
        try await body()
        Issue.record("expected \(expected), got a page", sourceLocation: sourceLocation)
    } catch let e as UnsplashError {
        #expect(e == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
}

@Suite struct UnsplashClientTests {
    @Test func sendsEveryParameterAndTheAPIHeaders() async throws {
        let body = try fixture("blue.json")
        let server = try LoopbackHTTPServer { _ in
            .init(status: 200, headers: ["Content-Type": "application/json", "X-Ratelimit-Limit": "50",
                                         "X-Ratelimit-Remaining": "48"], body: body)
        }
        let request = UnsplashSearchRequest(query: "deep blue sea", page: 3, perPage: 30, color: "black_and_white",
                                            orientation: "squarish", orderBy: "latest", contentFilter: "high", lang: "ru")
        let page = try await client(server).searchPhotos(request)
        let sent = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(sent.method == "GET")
        #expect(sent.path == "/search/photos")
        #expect(sent.query == ["query": "deep blue sea", "page": "3", "per_page": "30", "color": "black_and_white",
                               "orientation": "squarish", "order_by": "latest", "content_filter": "high", "lang": "ru"])
        #expect(sent.headers["authorization"] == "Client-ID test-key")
        #expect(sent.headers["accept-version"] == "v1")
        #expect(!sent.target.contains("test-key"))
        #expect(page.total == 30888)
        #expect(page.totalPages == 3089)
        #expect(page.results.count == 3)
        #expect(page.results[0].id == "48arRKRV2Eo")
        #expect(page.results[0].author == "Clem Onojeghuo")
        #expect(page.results[0].pageURL == "https://unsplash.com/photos/48arRKRV2Eo")
        #expect(page.results[0].width == 3000 && page.results[0].height == 2000)
        #expect(page.rateLimit == UnsplashRateLimit(headers: ["x-ratelimit-limit": "50", "x-ratelimit-remaining": "48"]))
        #expect(page.rateLimit?.remaining == 48)
    }

    @Test func unsetFiltersAreNotSentAndPlusSurvives() async throws {
        let server = try LoopbackHTTPServer { _ in .init(json: #"{"total":0,"total_pages":0,"results":[]}"#) }
        let page = try await client(server).searchPhotos(UnsplashSearchRequest(query: "c++ & cats=1"))
        #expect(page.results.isEmpty)
        let target = try #require(server.requests.first).target
        #expect(target.contains("query=c%2B%2B%20%26%20cats%3D1"), "\(target)")
        #expect(!target.contains("color="))
        #expect(!target.contains("orientation="))
        #expect(target.contains("page=1&per_page=10"))
    }

    @Test func decodesAltDescriptionBlurHashAndNulls() async throws {
        let body = try fixture("cats.json")
        let server = try LoopbackHTTPServer { _ in .init(status: 200, body: body) }
        let page = try await client(server).searchPhotos(UnsplashSearchRequest(query: "cats", page: 2))
        #expect(page.totalPages == 8)
        #expect(page.rateLimit == nil)
        #expect(page.results[1].description == nil)
        #expect(page.results[1].altDescription == "black and white cat on grey sofa")
        #expect(page.results[0].blurHash == "LEHV6nWB2yk8pyo0adR*.7kCMdnj")
        #expect(page.results[2].author == "noname")   // name null → username
        #expect(page.results[2].blurHash == nil)
    }

    @Test func paginationAsksForThePageGiven() async throws {
        let server = try LoopbackHTTPServer { r in
            .init(json: #"{"total":25,"total_pages":3,"results":[{"id":"p\#(r.query["page"] ?? "?")"}]}"#)
        }
        let c = try client(server)
        for n in 1...3 {
            let page = try await c.searchPhotos(UnsplashSearchRequest(query: "x", page: n, perPage: 10))
            #expect(page.results.map(\.id) == ["p\(n)"])
            #expect(page.totalPages == 3)
        }
        #expect(server.requests.map { $0.query["page"] } == ["1", "2", "3"])
    }

    @Test func unauthorizedIsAnAuthError() async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 401, json: #"{"errors":["OAuth error: The access token is invalid"]}"#) }
        await expectError(.unauthorized(detail: "OAuth error: The access token is invalid")) {
            _ = try await client(server).searchPhotos(.init(query: "x"))
        }
        #expect(server.requests.count == 1)
    }

    @Test func anEchoedKeyIsRedacted() async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 401, json: #"{"errors":["bad key SECRET-123"]}"#) }
        await expectError(.unauthorized(detail: "bad key …")) {
            _ = try await client(server, key: "SECRET-123").searchPhotos(.init(query: "x"))
        }
    }

    /// The fault review: a 401 body echoing the key in another case, or a part of it, leaked
    /// it to stderr and JSON.
    @Test(arguments: [#"{"errors":["bad key secret-123456"]}"#, #"{"errors":["bad key SECRET-1234"]}"#,
                      "key=Secret-123456xyz rejected"])
    func anEchoedKeyIsRedactedInAnyCaseOrPart(body: String) async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 401, body: Data(body.utf8)) }
        do {
            _ = try await client(server, key: "SECRET-123456").searchPhotos(.init(query: "x"))
            Issue.record("no error")
        } catch {
            let text = "\(error)".lowercased()
            #expect(!text.contains("secret-1234"), "\(error)")
            #expect(text.contains("…"), "\(error)")
        }
    }

    @Test func rateLimitBy403TextOr429() async throws {
        let limited = try LoopbackHTTPServer { _ in
            .init(status: 403, headers: ["Content-Type": "text/plain", "X-Ratelimit-Remaining": "0"], body: Data("Rate Limit Exceeded".utf8))
        }
        await expectError(.rateLimited(retryAfter: nil)) { _ = try await client(limited).searchPhotos(.init(query: "x")) }
        #expect(limited.requests.count == 1)   // no retry

        let tooMany = try LoopbackHTTPServer { _ in .init(status: 429, headers: ["Retry-After": "120"], body: Data()) }
        await expectError(.rateLimited(retryAfter: 120)) { _ = try await client(tooMany).searchPhotos(.init(query: "x")) }

        let reset = try LoopbackHTTPServer { _ in .init(status: 429, headers: ["X-Ratelimit-Reset": "90"], body: Data()) }
        await expectError(.rateLimited(retryAfter: 90)) { _ = try await client(reset).searchPhotos(.init(query: "x")) }
    }

    @Test func otherForbiddenIsNotTheRateLimit() async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 403, json: #"{"errors":["Application is suspended"]}"#) }
        await expectError(.forbidden(detail: "Application is suspended")) { _ = try await client(server).searchPhotos(.init(query: "x")) }
    }

    @Test func retryAfterAsAnHTTPDate() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)   // Tue, 14 Nov 2023 22:13:20 GMT
        let later = now.addingTimeInterval(300)
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "GMT")
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        #expect(UnsplashRateLimit.retryAfter(headers: ["retry-after": f.string(from: later)], now: now) == 300)
        #expect(UnsplashRateLimit.retryAfter(headers: ["retry-after": "Tue, 14 Nov 2023 22:18:20 GMT"], now: now) == 300)
        #expect(UnsplashRateLimit.retryAfter(headers: ["retry-after": "Tue, 14 Nov 2023 22:00:00 GMT"], now: now) == 0)   // past: now
        #expect(UnsplashRateLimit.retryAfter(headers: ["x-ratelimit-reset": "1700000600"], now: now) == 600)
        #expect(UnsplashRateLimit.retryAfter(headers: [:], now: now) == nil)
    }

    /// The three forms of an HTTP date a recipient must read (RFC 9110 §5.6.7), each against
    /// the instant `date -u -d` gives for it, and what only looks like one.
    @Test func httpDatesInEveryForm() {
        let now = 1_700_000_000.0
        for (text, seconds) in [("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0),      // IMF-fixdate
                                ("Sunday, 06-Nov-94 08:49:37 GMT", 784_111_777),       // RFC 850
                                ("Sun Nov  6 08:49:37 1994", 784_111_777),             // asctime
                                ("sun, 06 nov 1994 08:49:37 gmt", 784_111_777),        // any case
                                ("Thu, 29 Feb 2024 23:59:60 GMT", 1_709_251_200),      // a leap day, a leap second
                                ("Fri, 31 Dec 9999 23:59:59 GMT", 253_402_300_799),
                                ("Tuesday, 01-Jan-80 00:00:00 GMT", 315_532_800),      // 2080 is > 50 years ahead of 2023
                                ("Saturday, 01-Jan-50 00:00:00 GMT", 2_524_608_000)] { // 2050 is not
            #expect(HTTPDate.epochSeconds(text, now: now) == seconds, "\(text)")
        }
        for bad in ["", "120", "Sun, 06 Nov 1994", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 6 Nov 1994 08:49:37 GMT",
                    "Sun, 30 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT",
                    "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 06 Nov 94 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT",
                    "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT", "Sun, 06 Nov 0000 08:49:37 GMT",
                    "Sun, 06 Nov 1994 08:49:37 GMT trailing", "Sun, ٠٦ Nov 1994 08:49:37 GMT"] {
            #expect(HTTPDate.epochSeconds(bad, now: now) == nil, "\(bad)")
        }
    }

    @Test func serverErrorIsRetriedOnceThenFails() async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 503, body: Data("<html>down</html>".utf8)) }
        await expectError(.server(status: 503)) { _ = try await client(server).searchPhotos(.init(query: "x")) }
        #expect(server.requests.count == 2)
    }

    @Test func serverErrorThenSuccessRecovers() async throws {
        let calls = Counter()
        let server = try LoopbackHTTPServer { _ in
            calls.next() == 1 ? .init(status: 500, body: Data()) : .init(json: #"{"total":1,"total_pages":1,"results":[{"id":"ok"}]}"#)
        }
        let page = try await client(server).searchPhotos(.init(query: "x"))
        #expect(page.results.map(\.id) == ["ok"])
        #expect(server.requests.count == 2)
    }

    @Test func otherStatusesAreServiceErrors() async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 404, json: #"{"errors":["Not found"]}"#) }
        await expectError(.unexpectedStatus(404, detail: "Not found")) { _ = try await client(server).searchPhotos(.init(query: "x")) }
        #expect(server.requests.count == 1)
    }

    @Test func aSlowAnswerTimesOutAfterOneRetry() async throws {
        let server = try LoopbackHTTPServer { _ in .init(json: #"{"total":0,"total_pages":0,"results":[]}"#).delayed(3) }
        await expectError(.timedOut) { _ = try await client(server, timeout: 1).searchPhotos(.init(query: "x")) }
        #expect(server.requests.count == 2)
    }

    @Test func aRefusedConnectionIsUnreachable() async throws {
        let server = try LoopbackHTTPServer { _ in .init(json: "{}") }
        let c = try client(server)
        server.stop()
        do {
            _ = try await c.searchPhotos(.init(query: "x"))
            Issue.record("expected unreachable")
        } catch let e as UnsplashError {
            guard case .unreachable = e else { Issue.record("\(e)"); return }
        }
    }

    @Test(arguments: [
        ("", UnsplashBadResponse.empty),
        ("  \n", .empty),
        ("<!DOCTYPE html><html><body>Bad gateway</body></html>", .html),
        ("Service temporarily unavailable", .notJSON),
        (#"{"total": 5, "results": [{"id": "a"#, .malformedJSON),
        (#"{"total": 5, "total_pages": 1, "results": null}"#, .missingResults),
        (#"{"total": 5, "total_pages": 1}"#, .missingResults),
        (#"[1, 2, 3]"#, .unexpectedShape("top level")),
        // A broken result is skipped, not the page (UnsplashPhotoModelTests); a broken list is the page's.
        (#"{"total": 1, "total_pages": 1, "results": "none"}"#, .unexpectedShape("results")),
    ])
    func badBodiesAreClearErrors(body: String, expected: UnsplashBadResponse) async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 200, body: Data(body.utf8)) }
        await expectError(.badResponse(expected)) { _ = try await client(server).searchPhotos(.init(query: "x")) }
    }

    @Test func htmlContentTypeIsHTMLEvenWithoutAnAngleBracket() async throws {
        let server = try LoopbackHTTPServer { _ in
            .init(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data("oops".utf8))
        }
        await expectError(.badResponse(.html)) { _ = try await client(server).searchPhotos(.init(query: "x")) }
    }

    @Test func aTruncatedBodyIsAnErrorNotAPage() async throws {
        let body = try fixture("blue.json")
        let server = try LoopbackHTTPServer { _ in .init(status: 200, body: body, truncateAfter: 200) }
        do {
            _ = try await client(server).searchPhotos(.init(query: "x"))
            Issue.record("a truncated body decoded")
        } catch let e as UnsplashError {
            #expect(e == .connectionLost || e == .badResponse(.malformedJSON), "\(e)")
        }
    }

    @Test func timeoutsAreWholeSecondsOfAtLeastOne() {
        #expect(UnsplashClient.effectiveTimeout(0.2) == 1)
        #expect(UnsplashClient.effectiveTimeout(2.5) == 3)
        #expect(UnsplashClient.effectiveTimeout(15) == 15)
    }

    @Test func plainHTTPOnlyToLoopback() {
        #expect(throws: UnsplashError.insecureURL("http://api.unsplash.com")) {
            _ = try UnsplashClient(baseURL: "http://api.unsplash.com", accessKey: "k")
        }
        #expect(throws: UnsplashError.insecureURL("ftp://127.0.0.1")) { _ = try UnsplashClient(baseURL: "ftp://127.0.0.1", accessKey: "k") }
        #expect(throws: Never.self) { _ = try UnsplashClient(baseURL: "https://proxy.example/unsplash/", accessKey: "k") }
        let c = try? UnsplashClient(baseURL: "https://proxy.example/unsplash/", accessKey: "k")
        #expect(c?.url(for: .init(query: "a")).absoluteString == "https://proxy.example/unsplash/search/photos?query=a&page=1&per_page=10")
    }

    @Test func savedPagesRoundTripWithoutHeaders() throws {
        let page = UnsplashSearchPage(total: 2, totalPages: 1, results: [
            UnsplashPhoto(id: "a", description: nil, altDescription: "alt", width: 1, height: 2, color: "#000000",
                          blurHash: nil, author: "Ann", pageURL: "https://unsplash.com/photos/a"),
        ], rateLimit: UnsplashRateLimit(headers: ["x-ratelimit-limit": "50"]))
        let decoded = try JSONDecoder().decode(UnsplashSearchPage.self, from: JSONEncoder().encode(page))
        #expect(decoded.results == page.results)
        #expect(decoded.total == 2 && decoded.totalPages == 1)
        #expect(decoded.rateLimit == nil)
    }
}

extension LoopbackHTTPServer.Response {
    func delayed(_ seconds: TimeInterval) -> Self { var r = self; r.delay = seconds; return r }
}

@Suite struct UnsplashErrorDetailTests {
    /// A key that straddles the 200-byte cut of a plain-text body must not survive in part.
    @Test func theKeyIsRedactedBeforeTheDetailIsShortened() {
        let key = "SECRETKEY1234567890"
        let body = Data((String(repeating: "x", count: 190) + key + " tail").utf8)
        let detail = UnsplashClient.errorDetail(body, redacting: key) ?? ""
        #expect(!detail.contains("SECRETKEY1"))
        #expect(!detail.contains("SECRET"))
    }
}
