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

    @Test func oversizedBodiesAreRefused() async throws {
        let server = try LoopbackHTTPServer { _ in .init(status: 200, body: Data(repeating: 0x20, count: 4096)) }
        await #expect(throws: HTTPClient.Failure.tooLarge(limit: 1000)) {
            _ = try await HTTPClient(timeout: 5, maxBodyBytes: 1000).get(URL(string: server.baseURL)!)
        }
    }
}
