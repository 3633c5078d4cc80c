import Foundation
import Testing
import FinderTestSupport
@testable import FinderRemote

@Suite struct HTTPClientTests {
    @Test(arguments: ["http://127.0.0.1:8080/x", "http://127.1.2.3/", "http://localhost/", "http://[::1]:9/", "https://api.unsplash.com/"])
    func allowed(url: String) {
        #expect(HTTPClient.isAllowed(URL(string: url)!))
    }

    @Test(arguments: ["http://127.evil.com/", "http://127.0.0.1.example.org/", "http://example.com/", "ftp://127.0.0.1/",
                      "http://10.0.0.1/", "http://1270.0.0.1/"])
    func refused(url: String) {
        #expect(!HTTPClient.isAllowed(URL(string: url)!))
    }

    /// Failures of the connection are named, never a bare URLError code.
    @Test func aServerThatSaysNothingOrNoHTTPIsNamed() async throws {
        let silent = try LoopbackHTTPServer { _ in .raw("") }
        let garbage = try LoopbackHTTPServer { _ in .raw("SSH-2.0-OpenSSH_9.2\r\n\r\n") }
        await #expect(throws: HTTPClient.Failure.unreachable(.noAnswer)) { try await HTTPClient(timeout: 5).get(URL(string: silent.baseURL)!) }
        await #expect(throws: HTTPClient.Failure.unreachable(.unreadableAnswer)) {
            try await HTTPClient(timeout: 5).get(URL(string: garbage.baseURL)!)
        }
    }

    /// A Location without a host (`file:///etc/passwd`) is its own scheme's, never a path on
    /// this server.
    @Test func aRedirectToAnotherSchemeIsRefusedNotRewritten() async throws {
        let server = try LoopbackHTTPServer { r in
            r.path == "/start" ? .init(status: 302, headers: ["Location": "file:///etc/passwd"], body: Data()) : .init(status: 200, json: "{}")
        }
        await #expect(throws: HTTPClient.Failure.redirectRefused("file:///etc/passwd")) {
            try await HTTPClient(timeout: 5, redirects: .followAllowed).get(URL(string: server.baseURL + "/start")!)
        }
        #expect(server.requests.map(\.path) == ["/start"])
    }

    /// A redirect is never followed: the Authorization header would travel with it.
    @Test func redirectsAreNotFollowed() async throws {
        let target = try LoopbackHTTPServer { _ in .init(status: 200, json: "{}") }
        let origin = try LoopbackHTTPServer { _ in
            .init(status: 302, headers: ["Location": target.baseURL + "/stolen"], body: Data())
        }
        let response = try await HTTPClient(timeout: 5).get(URL(string: origin.baseURL + "/start")!,
                                                            headers: ["Authorization": "Client-ID SECRET"])
        #expect(response.status == 302)
        #expect(target.requests.isEmpty)
    }

    /// Keyless downloads follow a redirect to an allowed URL, and refuse one to plain http
    /// elsewhere (a failure, not a 3xx to read).
    @Test func keylessDownloadsFollowOnlyAllowedRedirects() async throws {
        let target = try LoopbackHTTPServer { _ in .init(status: 200, json: #"{"moved":true}"#) }
        let origin = try LoopbackHTTPServer { r in
            r.path == "/away" ? .init(status: 301, headers: ["Location": "http://example.com/stocks.json"], body: Data())
                              : .init(status: 302, headers: ["Location": target.baseURL + "/here"], body: Data())
        }
        let client = HTTPClient(timeout: 5, redirects: .followAllowed)
        let followed = try await client.get(URL(string: origin.baseURL + "/start")!)
        #expect(followed.status == 200 && String(decoding: followed.body, as: UTF8.self) == #"{"moved":true}"#)
        await #expect(throws: HTTPClient.Failure.redirectRefused("http://example.com/stocks.json")) {
            _ = try await client.get(URL(string: origin.baseURL + "/away")!)
        }
    }

    @Test func oversizedBodiesAreRefused() async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 200, body: Data(repeating: 0x20, count: 4096)) }
        await #expect(throws: HTTPClient.Failure.tooLarge(limit: 1000)) {
            _ = try await HTTPClient(timeout: 5, maxBodyBytes: 1000).get(URL(string: server.baseURL)!)
        }
    }

    /// The cap holds while the body streams in. The server sends more than
    /// the cap without a Content-Length and then keeps the connection open: a client that
    /// reads the whole body before measuring it waits for the end that never comes (and
    /// times out); this one stops at the cap.
    @Test func theCapIsEnforcedWhileReading() async throws {
        let release = DispatchSemaphore(value: 0)
        defer { release.signal() }
        let server = try LoopbackHTTPServer { _ in
            var r = LoopbackHTTPServer.Response(status: 200, body: Data(repeating: 0x41, count: 64 << 10))
            r.sendsContentLength = false
            r.holdUntil = release
            return r
        }
        await #expect(throws: HTTPClient.Failure.tooLarge(limit: 16 << 10)) {
            _ = try await HTTPClient(timeout: 30, maxBodyBytes: 16 << 10).get(URL(string: server.baseURL)!)
        }
    }

    /// A server dripping a byte at a time is never idle, so only an overall
    /// deadline stops it. Without one the 40-byte answer arrives whole after about ten
    /// seconds and this request succeeds; with it, the request ends at its deadline. The body
    /// limit is set far above the process's memory: the memory watch is the whole process's,
    /// and in the fast tier other suites built indexes in it meanwhile, so the watch stopped
    /// this request as "too large" before its deadline (seen once; the deadline is what is
    /// tested here, the watch by `memoryOtherWorkTakesDoesNotStopATransfer` and its siblings).
    @Test func aDrippingServerIsStoppedAtTheDeadline() async throws {
        let server = try LoopbackHTTPServer { _ in
            var r = LoopbackHTTPServer.Response(json: #"{"total":0,"total_pages":0,"results":[]}"#)
            r.dripInterval = 0.25
            return r
        }
        await #expect(throws: HTTPClient.Failure.deadlineExceeded) {
            _ = try await HTTPClient(timeout: 5, deadline: 1, maxBodyBytes: 1 << 34).get(URL(string: server.baseURL)!)
        }
    }

    /// The memory watch is the whole process's, and other work in it grows that memory too:
    /// in `swift test` a slow answer that had sent nothing was stopped as "too large" while
    /// other suites built indexes. Here the process touches 256 MiB (past the watch's ceiling
    /// of twice 1 MiB and 64 MiB more) while the answer is awaited; the answer still arrives.
    @Test func memoryOtherWorkTakesDoesNotStopATransfer() async throws {
        let server = try LoopbackHTTPServer { _ in .init(json: #"{"ok":true}"#).delayed(1.5) }
        let client = HTTPClient(timeout: 20, maxBodyBytes: 1 << 20)
        async let answer = client.get(URL(string: server.baseURL)!)
        try await Task.sleep(for: .milliseconds(200))
        let size = 256 << 20
        let other = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
        defer { other.deallocate() }
        other.initializeMemory(as: UInt8.self, repeating: 1, count: size)
        #expect((_HTTPTransfer.residentBytes() ?? 0) > size, "the memory was not touched")
        let response = try await answer
        #expect(response.status == 200 && String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
    }

    @Test func aBodyCutShortIsTruncated() async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 200, body: Data(repeating: 0x41, count: 1000), truncateAfter: 400) }
        await #expect(throws: HTTPClient.Failure.truncated(received: 400, expected: 1000)) {
            _ = try await HTTPClient(timeout: 5).get(URL(string: server.baseURL)!)
        }
    }

    @Test func progressIsReportedAndHeadersAreSent() async throws {
        final class Box: @unchecked Sendable { var last: (Int64, Int64?) = (0, nil); let lock = NSLock() }
        let box = Box()
        let server = try LoopbackHTTPServer { _ in .init(status: 200, body: Data(repeating: 0x41, count: 5000)) }
        let response = try await HTTPClient(timeout: 5).get(URL(string: server.baseURL)!, headers: ["User-Agent": "Test/1"]) { r, e in
            box.lock.lock(); box.last = (r, e); box.lock.unlock()
        }
        #expect(response.body.count == 5000)
        #expect(box.last.0 == 5000 && box.last.1 == 5000)
        #expect(server.requests.first?.headers["user-agent"] == "Test/1")
    }
}
