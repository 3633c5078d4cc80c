import Foundation
import Testing
@testable import FinderRemote
import FinderTestSupport

/// The photo model, per-result decoding, lang, User-Agent, quota, redaction after cleaning,
/// absurd numbers, trimmed names.
@Suite struct UnsplashPhotoModelTests {
    func page(_ json: String, key: String? = nil) throws -> UnsplashSearchPage {
        let response = HTTPClient.Response(status: 200, headers: ["content-type": "application/json"], body: Data(json.utf8))
        return try UnsplashClient.decodePage(response, redacting: key)
    }

    static let good = #"{"id": "ok1", "width": 10, "height": 20, "user": {"name": "Ann"}}"#

    @Test func aBadFieldSkipsItsResultOnlyAndIsCounted() throws {
        let p = try page(#"{"total": 6, "total_pages": 1, "results": [\#(Self.good), {"id": "big", "width": 1e+20},"#
                         + #"{"id": "str", "width": "4000"}, {"description": "no id"}, 7, {"id": "neg", "height": -3}]}"#)
        #expect(p.results.map(\.id) == ["ok1"])
        #expect(p.skipped == 5)
        #expect(p.total == 6)
    }

    /// A lone surrogate, invalid UTF-8 or a number no Double holds failed the whole page as
    /// "cut short or damaged": each is its photo's bad value, skipped and counted.
    @Test func badStringsAndNumbersSkipTheirPhotoOnly() throws {
        var body = Data(#"{"total": 5, "total_pages": 1, "results": [\#(Self.good), {"id": "sur", "description": "a\ud800b"},"#.utf8)
        body += Data(#"{"id": "utf", "description": "bad "#.utf8) + Data([0xC3, 0x28, 0xFF]) + Data(#""},"#.utf8)
        body += Data(#"{"id": "inf", "width": 1e400}, {"id": "ok2", "description": "pair \ud83d\ude00 fine"}]}"#.utf8)
        let p = try UnsplashClient.decodePage(HTTPClient.Response(status: 200, headers: [:], body: body))
        #expect(p.results.map(\.id) == ["ok1", "ok2"])
        #expect(p.results.last?.description == "pair 😀 fine")
        #expect(p.skipped == 3)
    }

    /// Parsing memory, counted: at most one 12-byte node per two bytes of input (6× the
    /// input, plus the input), whatever the shape; a page reads at most 30 photos and counts
    /// the rest. `[0,0,…]` of 8 MB took 1.29 GB through Foundation, 2.5 million `{}` 1.55 GB.
    @Test(arguments: ["0", "{}", "[]", "\"\"", "{\"a\":0}"])
    func parsingMemoryIsASmallMultipleOfTheInput(element: String) throws {
        // 512 KiB, not 8 MB: the multiple holds at any size, and the HTTP tests beside this one
        // watch this process's memory.
        let count = (512 << 10) / (element.utf8.count + 1)
        var body = Data(#"{"results":["#.utf8)
        body.reserveCapacity(512 << 10 + 64)
        let one = Data((element + ",").utf8)
        for _ in 0..<count - 1 { body.append(one) }
        body += Data((element + "]}").utf8)
        let doc = try #require(_JSONDocument(data: body))
        #expect(MemoryLayout<_JSONDocument.Node>.stride == 12)
        #expect(Double(doc.nodes.count) <= Double(body.count) * _JSONDocument.maxNodesPerByte + 1)
        #expect(doc.nodes.count * MemoryLayout<_JSONDocument.Node>.stride <= 6 * body.count)
        let p = try UnsplashClient.decodePage(HTTPClient.Response(status: 200, headers: [:], body: body))
        #expect(p.results.isEmpty)
        #expect(p.skipped == count)
    }

    /// More results than a page holds are counted, not read.
    @Test func atMostAPageOfPhotosIsRead() throws {
        let many = Array(repeating: Self.good, count: 40).joined(separator: ",")
        let p = try page(#"{"total": 40, "results": [\#(many)]}"#)
        #expect(p.results.count == UnsplashSearchPage.maximumResults)
        #expect(p.skipped == 10)
    }

    /// The parser refuses what is not JSON, as JSONSerialization did.
    @Test(arguments: ["", "[", "[1,]", "{\"a\"}", "01", "[1 2]", "\"\\x\"", "nul", "[1]x", "-", "1.", "1e", "{\"a\":1,}"])
    func notJSONIsRefused(text: String) {
        #expect(_JSONDocument(data: Data(text.utf8)) == nil, "\(text)")
    }

    @Test(arguments: [#""total": -5, "total_pages": -1"#, #""total": 1e20, "total_pages": 1e20"#, #""total": "many""#, ""])
    func aNegativeOrAbsurdTotalIsThePagesOwnCount(counts: String) throws {
        let p = try page(#"{\#(counts)\#(counts.isEmpty ? "" : ",") "results": [\#(Self.good), \#(Self.good)]}"#)
        #expect(p.total == 2)
        #expect(p.totalPages == 1)
    }

    @Test func linksURLsAndSponsorAreDecodedAndTextIsTrimmed() throws {
        let p = try page(#"""
        {"total": 1, "total_pages": 1, "results": [{"id": "p1", "width": 4, "height": 3,
          "description": "first\tline \n\n  second line\r\nthird",
          "user": {"name": "  Anna\t", "username": "anna_k", "links": {"html": "https://unsplash.com/@anna_k"}},
          "links": {"html": "https://unsplash.com/photos/p1", "download_location": "https://api.unsplash.com/photos/p1/download?ixid=A"},
          "urls": {"raw": "https://images.unsplash.com/photo-1?ixid=A", "full": "https://images.unsplash.com/photo-1?fm=jpg",
                   "regular": "https://i/r", "small": "https://i/s", "thumb": "javascript:alert(1)"},
          "sponsorship": {"sponsor": {"name": " Timberland "}}}]}
        """#)
        let photo = try #require(p.results.first)
        #expect(photo.author == "Anna")
        #expect(photo.username == "anna_k")
        #expect(photo.profileURL == "https://unsplash.com/@anna_k")
        #expect(photo.pageURL == "https://unsplash.com/photos/p1")
        #expect(photo.downloadLocation == "https://api.unsplash.com/photos/p1/download?ixid=A")
        #expect(photo.urls.raw == "https://images.unsplash.com/photo-1?ixid=A")
        #expect(photo.urls.small == "https://i/s")
        #expect(photo.urls.thumb == nil, "only http(s) addresses are kept")
        #expect(photo.sponsor == "Timberland")
        #expect(photo.description == "first line\nsecond line\nthird", "tabs are spaces, paragraphs single line breaks")
    }

    /// The key cut apart by controls, escapes or a bidi override is whole once they are
    /// removed: redaction runs after cleaning, in every text of a 200 page too.
    @Test(arguments: ["\\u0001", "\\u001b[0m", "\\u202e"])
    func theKeyIsRedactedAfterCleaningInEveryText(cut: String) throws {
        let key = "SECRETKEY1234567890"
        let split = stride(from: 0, to: key.count, by: 4).map { String(Array(key)[$0..<min($0 + 4, key.count)]) }.joined(separator: cut)
        let p = try page(#"""
        {"total": 1, "total_pages": 1, "results": [{"id": "p1", "description": "see \#(split) here", "alt_description": "\#(split)",
          "user": {"name": "Mallory \#(split)", "username": "\#(split)", "links": {"html": "https://unsplash.com/@x?k=\#(split)"}},
          "links": {"html": "https://unsplash.com/photos/p1?k=\#(split)"}, "sponsorship": {"sponsor": {"name": "\#(split)"}}}]}
        """#, key: key)
        let text = String(decoding: try JSONEncoder().encode(p), as: UTF8.self)
        #expect(!text.contains("SECRETKEY"), "\(text)")
        #expect(!text.contains("1234567890"), "\(text)")
        #expect(p.results.first?.description?.contains("see") == true)

        let body = Data(#"{"errors": ["bad key \#(split)"]}"#.utf8)
        let detail = UnsplashClient.errorDetail(body, redacting: key) ?? ""
        #expect(!detail.contains("SECRET") && !detail.contains("7890"), "\(detail)")
        let plain = Data("bad key \(split.replacingOccurrences(of: "\\u0001", with: "\u{1}").replacingOccurrences(of: "\\u001b", with: "\u{1b}").replacingOccurrences(of: "\\u202e", with: "\u{202e}"))".utf8)
        let plainDetail = UnsplashClient.errorDetail(plain, redacting: key) ?? ""
        #expect(!plainDetail.contains("SECRET") && !plainDetail.contains("7890"), "\(plainDetail)")
    }

    @Test func langDescribesTheQuery() {
        #expect(UnsplashSearchRequest.language(of: "кошки") == "ru")
        #expect(UnsplashSearchRequest.language(of: "рыжий cat") == "ru")
        #expect(UnsplashSearchRequest.language(of: "cats") == nil)
        #expect(UnsplashSearchRequest.language(of: "2024") == nil)
    }

    @Test func aNearlySpentQuotaIsUnderATenth() {
        #expect(UnsplashRateLimit(limit: 50, remaining: 4).isNearlySpent)
        #expect(!UnsplashRateLimit(limit: 50, remaining: 5).isNearlySpent)
        #expect(!UnsplashRateLimit(limit: nil, remaining: 1).isNearlySpent)
        #expect(!UnsplashRateLimit(limit: 50, remaining: Int.max).isNearlySpent)
        let negative = UnsplashRateLimit(headers: ["x-ratelimit-limit": "50", "x-ratelimit-remaining": "-1"])
        #expect(negative?.remaining == nil)
    }

    @Test func everyRequestSaysWhoItIs() async throws {
        _ = ignoreSIGPIPE
        let server = try LoopbackHTTPServer { _ in .init(json: #"{"total":0,"total_pages":0,"results":[]}"#) }
        let c = try UnsplashClient(baseURL: server.baseURL, accessKey: "k", retryDelay: 0, userAgent: "finder/9.9")
        _ = try await c.searchPhotos(.init(query: "кошки", lang: UnsplashSearchRequest.language(of: "кошки")))
        let r = try #require(server.requests.first)
        #expect(r.headers["user-agent"] == "finder/9.9")
        #expect(r.query["lang"] == "ru")
    }
}

/// `GET /photos/:id`, download tracking and the image download.
@Suite struct UnsplashPhotoRequestTests {
    @Test func aPhotoWithDetailsAndA404() async throws {
        let server = try LoopbackHTTPServer { r in
            guard r.path == "/photos/p1" else { return .init(status: 404, body: Data(#"{"errors":["Couldn't find Photo"]}"#.utf8)) }
            return .init(json: #"""
            {"id": "p1", "width": 1, "height": 1, "location": {"city": "Kyoto", "country": "Japan"},
             "exif": {"make": "Canon", "model": "EOS R5", "exposure_time": "1/250", "aperture": "2.8", "iso": 1e30},
             "tags": [{"title": "cat"}, {"title": "Cat"}, {"title": 5}, {"title": "window"}], "likes": -3}
            """#)
        }
        let c = try client(server)
        let d = try await c.photo(id: "p1")
        #expect(d.location == "Kyoto, Japan")
        #expect(d.camera == "Canon EOS R5")
        #expect(d.exposure?.time == "1/250" && d.exposure?.aperture == "2.8")
        #expect(d.exposure?.iso == nil, "an absurd ISO is none, the rest stays")
        #expect(d.tags == ["cat", "window"])
        #expect(d.likes == nil)
        await expectError(.notFound) { _ = try await c.photo(id: "nope") }
        #expect(UnsplashClient.isValidPhotoID("Cat1abc_XyZ-2"))
        #expect(!UnsplashClient.isValidPhotoID("../search"))
        #expect(!UnsplashClient.isValidPhotoID("a?b"))
    }

    @Test func trackingGoesOnlyToTheAPIsHostWithTheKey() async throws {
        let server = try LoopbackHTTPServer { _ in .init(json: #"{"url": "https://images.unsplash.com/photo-1?ixid=A"}"#) }
        let c = try client(server, key: "the-key")
        let url = try await c.trackDownload(server.baseURL + "/photos/p1/download?ixid=A")
        #expect(url == "https://images.unsplash.com/photo-1?ixid=A")
        #expect(server.requests.first?.headers["authorization"] == "Client-ID the-key")
        #expect(server.requests.first?.target == "/photos/p1/download?ixid=A")
        await expectError(.badResponse(.unexpectedShape("links.download_location"))) {
            _ = try await c.trackDownload("https://evil.example/photos/p1/download")
        }
        await expectError(.badResponse(.unexpectedShape("links.download_location"))) {
            _ = try await c.trackDownload("http://localhost:\(server.port)/photos/p1/download")
        }
        #expect(server.requests.count == 1, "the key never went anywhere else")
    }

    @Test func theImageComesWithoutTheKeyAndMustBeAnImage() async throws {
        let jpeg = Data([0xff, 0xd8, 0xff, 0xe0] + Array(repeating: 7, count: 5000))
        let server = try LoopbackHTTPServer { r in
            switch r.path {
            case "/img.jpg": .init(status: 200, headers: ["Content-Type": "image/jpeg"], body: jpeg)
            case "/page": .init(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>".utf8))
            default: .init(status: 404, body: Data())
            }
        }
        let c = try client(server, key: "the-key")
        let progress = Counter()
        let data = try await c.downloadImage(server.baseURL + "/img.jpg") { _, _ in _ = progress.next() }
        #expect(data == jpeg)
        #expect(progress.next() > 1, "progress was reported")
        #expect(server.requests.first?.headers["authorization"] == nil)
        await expectError(.badResponse(.notImage)) { _ = try await c.downloadImage(server.baseURL + "/page") }
        await expectError(.notFound) { _ = try await c.downloadImage(server.baseURL + "/gone") }
        await expectError(.insecureURL("http://example.com/x.jpg")) { _ = try await c.downloadImage("http://example.com/x.jpg") }
    }
}
