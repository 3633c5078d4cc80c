import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

// `photos show`, `photos download`, the per-result decoding, `lang`, the
// quota and rate-limit members, `photos more` naming what it continues; the key redacted, absurd
// numbers, trimmed names. Real binaries against a LoopbackHTTPServer.

/// A server for one photo: `/photos/P1`, its tracking address and its image, each request
/// recorded (the server's own log) so that the order can be checked.
func onePhotoServer(image: Data, imageStatus: Int = 200, imageType: String = "image/jpeg",
                    extra: (@Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response?)? = nil) throws -> LoopbackHTTPServer {
    signal(SIGPIPE, SIG_IGN)
    let base = LockedBox("")
    let server = try LoopbackHTTPServer { r in
        if let response = extra?(r) { return response }
        let b = base.value
        switch r.path {
        case "/photos/P1":
            return .init(json: #"""
            {"id": "P1", "description": "Lanterns\tin Gion", "width": 6000, "height": 4000, "color": "#402010",
             "user": {"name": " Kenji Tanaka ", "username": "kenji", "links": {"html": "https://unsplash.com/@kenji"}},
             "links": {"html": "https://unsplash.com/photos/P1", "download_location": "\#(b)/photos/P1/download?ixid=AB"},
             "urls": {"raw": "\#(b)/img/raw?ixid=AB", "full": "\#(b)/img/full?ixid=AB&fm=jpg", "small": "\#(b)/img/small?fm=png"},
             "location": {"name": "Gion, Kyoto, Japan"}, "exif": {"make": "FUJIFILM", "model": "X-T4", "exposure_time": "1/60",
             "aperture": "1.4", "focal_length": "23.0", "iso": 3200}, "tags": [{"title": "lantern"}, {"title": "kyoto"}]}
            """#)
        case "/photos/P1/download":
            return .init(json: #"{"url": "\#(b)/img/raw?ixid=AB&tracked=1"}"#)
        case "/img/full", "/img/raw", "/img/small":
            return .init(status: imageStatus, headers: ["Content-Type": imageType], body: image)
        default:
            return .init(status: 404, body: Data(#"{"errors":["Couldn't find Photo"]}"#.utf8))
        }
    }
    base.value = server.baseURL
    return server
}

final class LockedBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: T
    init(_ value: T) { _value = value }
    var value: T {
        get { lock.lock(); defer { lock.unlock() }; return _value }
        set { lock.lock(); _value = newValue; lock.unlock() }
    }
}

/// A JPEG-looking body of `count` bytes whose content is checkable.
func imageBytes(_ count: Int) -> Data {
    Data([0xff, 0xd8, 0xff, 0xe0] + (0..<max(0, count - 4)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
}

@Suite(.serialized) struct PhotosShowEndToEndTests {
    @Test(arguments: ["en", "ru"])
    func showsThePhotoInFullInEveryFormat(lang: String) throws {
        let s = PhotoSession(try onePhotoServer(image: imageBytes(10)))
        let text = try s.run(["--lang", lang, "photos", "show", "P1"])
        #expect(text.status == 0, "\(text.stderr)")
        let attribution = lang == "en" ? "Photo by Kenji Tanaka on Unsplash" : "Фото: Kenji Tanaka на Unsplash"
        #expect(text.stdout.contains(attribution), "\(text.stdout)")
        #expect(text.stdout.contains("Lanterns in Gion"), "a tab is a space")
        #expect(text.stdout.contains(lang == "en" ? "place: Gion, Kyoto, Japan" : "место: Gion, Kyoto, Japan"), "\(text.stdout)")
        let spaced = text.stdout.replacingOccurrences(of: "\u{a0}", with: " ").replacingOccurrences(of: "\u{202f}", with: " ")
        #expect(spaced.contains(lang == "en" ? "1/60 s · f/1.4 · 23.0 mm · ISO 3,200" : "1/60 с · f/1.4 · 23.0 мм · ISO 3 200"),
                "\(text.stdout)")
        #expect(text.stdout.contains("lantern, kyoto"))
        #expect(text.stdout.contains("https://unsplash.com/photos/P1?utm_source=finder&utm_medium=referral"))
        #expect(text.stdout.contains("https://unsplash.com/@kenji?utm_source=finder&utm_medium=referral"))
        #expect(text.stdout.contains("Unsplash: https://unsplash.com/?utm_source=finder&utm_medium=referral"))
        #expect(s.server.requests.map(\.path) == ["/photos/P1"])
        #expect(s.server.requests.first?.headers["user-agent"]?.hasPrefix("finder/") == true)

        let spoken = try s.run(["--lang", lang, "--accessible", "photos", "show", "P1"])
        // The links last, short: no scheme, no referral query read out as prose.
        #expect(spoken.stdout.hasSuffix("; " + (lang == "en" ? "link" : "ссылка") + " unsplash.com/photos/P1; "
                                        + (lang == "en" ? "profile" : "профиль") + " unsplash.com/@kenji\n"),
                "in words, then the links: \(spoken.stdout)")
        #expect(spoken.stdout.contains(attribution + "; ") && !spoken.stdout.contains("utm_source"))

        let json = try s.json(try s.run(["--lang", lang, "--json", "photos", "show", "P1"]))
        let photo = try #require((json["results"] as? [[String: Any]])?.first)
        #expect(photo["author"] as? String == "Kenji Tanaka", "names are trimmed")
        #expect(photo["camera"] as? String == "FUJIFILM X-T4")
        #expect(photo["tags"] as? [String] == ["lantern", "kyoto"])
        #expect(photo["photoUrl"] as? String == "https://unsplash.com/photos/P1?utm_source=finder&utm_medium=referral")
        #expect((photo["urls"] as? [String: Any])?["raw"] as? String == s.server.baseURL + "/img/raw?ixid=AB")
        #expect(photo["downloadLocation"] as? String == s.server.baseURL + "/photos/P1/download?ixid=AB")
    }

    @Test func anUnknownIDIsEmptyABadOneAUsageErrorAndOfflineNeedsTheNetwork() throws {
        let s = PhotoSession(try onePhotoServer(image: imageBytes(10)))
        let missing = try s.run(["photos", "show", "NoSuch"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Unsplash has no photo with the ID “NoSuch”."), "\(missing.stderr)")
        let bad = try s.run(["--json", "photos", "show", "../search/photos"])
        #expect(bad.status == 2)
        #expect(((try s.json(bad))["error"] as? [String: Any])?["code"] as? String == "usage")
        let none = try s.run(["--lang", "ru", "photos", "download"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("нужен идентификатор фотографии"), "\(none.stderr)")
        let offline = try s.run(["--offline", "--json", "photos", "show", "P1"])
        #expect(offline.status == 3)
        #expect(((try s.json(offline))["error"] as? [String: Any])?["code"] as? String == "offline")
        #expect(s.server.requests.map(\.path) == ["/photos/NoSuch"], "nothing else was asked")
    }

    @Test func helpAndCompletionKnowTheNewCommands() throws {
        let help = try runFinder(["--lang", "en", "photos", "download", "--help"])
        #expect(help.status == 0)
        for word in ["--size", "--output", "--force", "raw", "regular"] { #expect(help.stdout.contains(word), "\(word): \(help.stdout)") }
        let typo = try runFinder(["photos", "download", "P1", "--forse"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("--force"), "did you mean: \(typo.stderr)")
        let bash = try runFinder(["completion", "bash"])
        #expect(bash.stdout.contains("download") && bash.stdout.contains("--output"))
    }
}

@Suite(.serialized) struct PhotosDownloadEndToEndTests {
    @Test func tracksThenDownloadsAtomicallyAndPrintsThePath() throws {
        let image = imageBytes(300_000)
        let s = PhotoSession(try onePhotoServer(image: image))
        let out = TemporaryDirectory("finder-download")
        let run = try s.run(["photos", "download", "P1", "--output", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let path = out.file("P1-full.jpg")
        #expect(run.stdout == path + "\n")
        #expect(run.stderr.contains("Photo by Kenji Tanaka on Unsplash"), "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: path) == image, "the file is the image, whole")
        #expect(s.server.requests.map(\.path) == ["/photos/P1", "/photos/P1/download", "/img/full"], "tracking first")
        let tracking = s.server.requests[1]
        #expect(tracking.target == "/photos/P1/download?ixid=AB")
        #expect(tracking.headers["authorization"] == "Client-ID test-key")
        #expect(s.server.requests[2].headers["authorization"] == nil, "the key never goes to the image host")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["P1-full.jpg"], "no temporary file left")
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0
        #expect(mode & 0o044 != 0 || umaskValue() & 0o044 != 0, "a new file's mode, not the temporary 0600")

        let small = try s.run(["--json", "photos", "download", "P1", "--size", "small", "--output", out.path + "/"])
        let doc = try s.json(small)
        let result = try #require((doc["results"] as? [[String: Any]])?.first)
        #expect(result["path"] as? String == out.path + "/P1-small.png", "the extension from fm")
        #expect(result["bytes"] as? Int == image.count)
        #expect(result["profileUrl"] as? String == "https://unsplash.com/@kenji?utm_source=finder&utm_medium=referral")

        let raw = try s.run(["photos", "download", "P1", "--size", "raw", "--output", out.path])
        #expect(raw.stdout == out.file("P1-raw.jpg") + "\n", "\(raw.stderr)")
        #expect(s.server.requests.last?.target == "/img/raw?ixid=AB&tracked=1", "the original from the tracking answer")
    }

    @Test(arguments: ["en", "ru"])
    func neverOverAnExistingFileWithoutForce(lang: String) throws {
        let s = PhotoSession(try onePhotoServer(image: imageBytes(5000)))
        let out = TemporaryDirectory("finder-download")
        let path = out.file("mine.jpg")
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: path))
        let refused = try s.run(["--lang", lang, "photos", "download", "P1", "--output", path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(path))
        #expect(refused.stderr.contains("--force"))
        #expect(FileManager.default.contents(atPath: path) == Data("keep me".utf8))
        #expect(s.server.requests.isEmpty, "refused before anything was asked or tracked")
        let json = try s.run(["--lang", lang, "--json", "photos", "download", "P1", "--output", path])
        #expect(((try s.json(json))["error"] as? [String: Any])?["code"] as? String == "file-exists")

        // The default name, already there: the photo is looked up, nothing is tracked or fetched.
        try Data("old".utf8).write(to: URL(fileURLWithPath: out.file("P1-full.jpg")))
        let again = try s.run(["--lang", lang, "photos", "download", "P1", "--output", out.path])
        #expect(again.status == 2)
        #expect(!s.server.requests.map(\.path).contains("/photos/P1/download"))

        let forced = try s.run(["--lang", lang, "photos", "download", "P1", "--output", path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(FileManager.default.contents(atPath: path) == imageBytes(5000))
    }

    /// A file that cannot be written is refused before the download is counted with
    /// Unsplash: the photo is looked up, nothing is tracked or fetched.
    @Test(arguments: ["en", "ru"])
    func anUnwritablePlaceIsRefusedBeforeTheDownloadIsCounted(lang: String) throws {
        let s = PhotoSession(try onePhotoServer(image: imageBytes(5000)))
        let out = TemporaryDirectory("finder-download")
        let path = out.file("no-such-folder/photo.jpg")
        let run = try s.run(["--lang", lang, "--json", "photos", "download", "P1", "--output", path])
        #expect(run.status != 0)
        #expect(((try s.json(run))["error"] as? [String: Any])?["code"] as? String == "write-failed", "\(run.stdout)")
        #expect(s.server.requests.map(\.path) == ["/photos/P1"], "looked up, never tracked: \(s.server.requests.map(\.path))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        let text = try s.run(["--lang", lang, "photos", "download", "P1", "--output", path])
        #expect(text.stderr.contains(path), "\(text.stderr)")
    }

    @Test(arguments: [(404, "image/jpeg", "service"), (200, "text/html", "bad-response"), (500, "image/jpeg", "service")])
    func aFailedImageLeavesNoFile(status: Int, type: String, code: String) throws {
        let s = PhotoSession(try onePhotoServer(image: Data("<html>".utf8), imageStatus: status, imageType: type))
        let out = TemporaryDirectory("finder-download")
        let run = try s.run(["--json", "photos", "download", "P1", "--output", out.path])
        #expect(run.status == 3)
        #expect(((try s.json(run))["error"] as? [String: Any])?["code"] as? String == code, "\(run.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        let ru = try s.run(["--lang", "ru", "photos", "download", "P1", "--output", out.path])
        #expect(ru.stderr.hasPrefix("finder: "), "\(ru.stderr)")
        #expect(!ru.stderr.contains("error"), "localized: \(ru.stderr)")
    }

    /// Through a configured base (a proxy, this test server) Unsplash's
    /// own tracking address, `https://api.unsplash.com/…`, is asked of the base, same path and
    /// query, with the key; a tracking address on any other host is refused before anything is
    /// sent there or downloaded, in both languages and in JSON.
    @Test func unsplashsTrackingAddressIsAskedOfTheConfiguredBase() throws {
        let server = try onePhotoServer(image: imageBytes(2000)) { r in
            guard r.path == "/photos/P1" else { return nil }
            return .init(json: #"""
            {"id": "P1", "width": 600, "height": 400, "user": {"name": "Kenji Tanaka", "username": "kenji"},
             "links": {"html": "https://unsplash.com/photos/P1", "download_location": "https://api.unsplash.com/photos/P1/download?ixid=AB&x=%2F"},
             "urls": {"full": "\#(r.headers["host"].map { "http://" + $0 } ?? "")/img/full?fm=jpg"}}
            """#)
        }
        let s = PhotoSession(server)
        let out = TemporaryDirectory("finder-download")
        let run = try s.run(["photos", "download", "P1", "--output", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(s.server.requests.map(\.path) == ["/photos/P1", "/photos/P1/download", "/img/full"], "tracked at the base")
        #expect(s.server.requests[1].target == "/photos/P1/download?ixid=AB&x=%2F", "same path and query")
        #expect(s.server.requests[1].headers["authorization"] == "Client-ID test-key")
        #expect(FileManager.default.contents(atPath: out.file("P1-full.jpg")) == imageBytes(2000))
    }

    @Test(arguments: ["en", "ru"])
    func aTrackingAddressOnAnotherHostIsRefused(lang: String) throws {
        let other = try LoopbackHTTPServer { _ in .init(json: "{}") }
        defer { other.stop() }
        // Another host (localhost is not 127.0.0.1), and another port of the same one.
        for location in ["http://localhost:\(other.port)/photos/P1/download", "\(other.baseURL)/photos/P1/download",
                         "https://api.unsplash.com.evil.example/photos/P1/download"] {
            let server = try onePhotoServer(image: imageBytes(2000)) { r in
                guard r.path == "/photos/P1" else { return nil }
                return .init(json: #"""
                {"id": "P1", "width": 600, "height": 400, "user": {"name": "Kenji Tanaka", "username": "kenji"},
                 "links": {"html": "https://unsplash.com/photos/P1", "download_location": "\#(location)"},
                 "urls": {"full": "https://images.unsplash.com/photo-1?fm=jpg"}}
                """#)
            }
            let s = PhotoSession(server)
            let out = TemporaryDirectory("finder-download")
            let run = try s.run(["--lang", lang, "photos", "download", "P1", "--output", out.path])
            #expect(run.status == 3, "\(location): \(run.stderr)")
            let host = URLComponents(string: location)?.host ?? ""
            #expect(run.stderr.contains(host), "\(run.stderr)")
            #expect(run.stderr.contains(lang == "en" ? "does not send your key there" : "не отправляет туда ваш ключ"), "\(run.stderr)")
            #expect(s.server.requests.map(\.path) == ["/photos/P1"], "nothing tracked or downloaded")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
            let json = try s.run(["--lang", lang, "--json", "photos", "download", "P1", "--output", out.path])
            #expect(((try s.json(json))["error"] as? [String: Any])?["code"] as? String == "bad-response")
        }
        #expect(other.requests.isEmpty, "the key never went to the other host")
    }

    /// A folder that cannot hold the file (here a path under a regular file, which fails
    /// for root too): a clear error, exit 5, nothing written.
    @Test func anUnwritablePathIsAClearError() throws {
        let s = PhotoSession(try onePhotoServer(image: imageBytes(100)))
        let out = TemporaryDirectory("finder-download")
        try Data("x".utf8).write(to: URL(fileURLWithPath: out.file("plain")))
        let run = try s.run(["--json", "photos", "download", "P1", "--output", out.file("plain/cat.jpg")])
        #expect(run.status == 5)
        let error = (try s.json(run))["error"] as? [String: Any]
        #expect(error?["code"] as? String == "write-failed")
        #expect((error?["message"] as? String)?.contains("plain/cat.jpg") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["plain"])
    }
}

func umaskValue() -> mode_t { let m = umask(0); umask(m); return m }

@Suite(.serialized) struct PhotosDefectsEndToEndTests {
    /// A page with one good result and two broken ones: the good one is shown, the others
    /// counted, never "cut short or damaged".
    @Test(arguments: ["en", "ru"])
    func aBrokenResultIsSkippedAndSaid(lang: String) throws {
        let body = #"{"total": 3, "total_pages": 1, "results": [{"id": "ok", "description": "fine", "width": 10, "height": 10,"#
            + #" "user": {"name": "Ann"}}, {"id": "huge", "width": 1e+20}, {"id": "text", "width": "4000"}]}"#
        let s = PhotoSession(try LoopbackHTTPServer { _ in .init(json: body) })
        let run = try s.run(["--lang", lang, "photos", "broken"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("fine"))
        #expect(run.stderr.contains(lang == "en" ? "2 results were left out: they could not be read." : "2 результата пропущены"),
                "\(run.stderr)")
        #expect(!run.stderr.contains("cut short") && !run.stderr.contains("оборван"))
        let doc = try s.json(try s.run(["--lang", lang, "--json", "photos", "broken"]))
        #expect(doc["skipped"] as? Int == 2)
        #expect(doc["count"] as? Int == 1)
    }

    /// A lone surrogate, invalid UTF-8 and `"width":1e400` each failed the page (exit 3,
    /// "JSON is cut short or damaged"): each skips its photo, counted.
    @Test func badValuesSkipTheirPhotoOnly() throws {
        var body = Data(#"{"total": 4, "total_pages": 1, "results": [{"id": "ok", "description": "fine", "width": 10, "height": 10},"#.utf8)
        body += Data(#"{"id": "sur", "description": "\ud800"}, {"id": "inf", "width": 1e400}, {"id": "utf", "description": ""#.utf8)
        body += Data([0xFF, 0xFE]) + Data(#""}]}"#.utf8)
        let s = PhotoSession(try LoopbackHTTPServer { _ in .init(body: body) })
        let run = try s.run(["--lang", "en", "photos", "broken"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("fine"))
        #expect(run.stderr.contains("3 results were left out: they could not be read."), "\(run.stderr)")
    }

    @Test func langDescribesTheQueryNotTheInterface() throws {
        let s = PhotoSession(try photoServer())
        _ = try s.run(["--lang", "ru", "photos", "cats"])
        _ = try s.run(["--lang", "en", "photos", "кошки"])
        #expect(s.server.requests.map { $0.query["lang"] } == [nil, "ru"])
    }

    @Test func aNegativeTotalIsNeverShown() throws {
        let body = #"{"total": -5, "total_pages": -1, "results": [{"id": "a", "description": "one", "width": 1, "height": 1}]}"#
        let s = PhotoSession(try LoopbackHTTPServer { _ in .init(json: body) })
        let run = try s.run(["photos", "odd"])
        #expect(run.stderr.contains("1 photo of 1"), "\(run.stderr)")
        #expect(!run.stderr.contains("-5") && !run.stderr.contains("-1"))
    }

    /// A huge Retry-After or reset time is "later", never a crash; JSON
    /// stays one document, with the retry time as a member.
    @Test(arguments: [["Retry-After": "1e30"], ["X-Ratelimit-Reset": "1e30"], ["X-Ratelimit-Reset": "9999999999999999"],
                      ["Retry-After": "-7"], ["Retry-After": "120"]])
    func aHugeRetryTimeIsLater(headers: [String: String]) throws {
        let s = PhotoSession(try LoopbackHTTPServer { _ in .init(status: 429, headers: headers, body: Data()) })
        let text = try s.run(["photos", "cats"])
        #expect(text.status == 3, "\(text.stderr)")
        let sane = headers["Retry-After"] == "120" || headers["Retry-After"] == "-7"
        #expect(text.stderr.contains(sane ? "Try again in" : "Try again later."), "\(text.stderr)")
        #expect(!text.stderr.contains("hours"), "\(text.stderr)")
        let json = try s.run(["--json", "photos", "cats"])
        let doc = try s.json(json)
        #expect((doc["error"] as? [String: Any])?["code"] as? String == "rate-limited")
        #expect(doc.keys.contains("retryAfter"))
        if headers["Retry-After"] == "120" { #expect(doc["retryAfter"] as? Int == 120) }
        if !sane { #expect(doc["retryAfter"] is NSNull) }
    }

    @Test(arguments: ["en", "ru"])
    func aNearlySpentQuotaIsMentionedOnce(lang: String) throws {
        let fixture = photoFixture("cats.json")
        let s = PhotoSession(try LoopbackHTTPServer { _ in
            .init(status: 200, headers: ["Content-Type": "application/json", "X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "4"],
                  body: fixture)
        })
        let run = try s.run(["--lang", lang, "photos", "cats"])
        let said = lang == "en" ? "Only 4 Unsplash requests are left this hour (the limit is 50)." : "почти исчерпаны: осталось 4, лимит 50"
        #expect(run.stderr.components(separatedBy: said).count == 2, "once: \(run.stderr)")
        let doc = try s.json(try s.run(["--lang", lang, "--json", "photos", "cats"]))
        #expect((doc["rateLimit"] as? [String: Any])?["low"] as? Bool == true)
        let plenty = PhotoSession(try photoServer())
        #expect(!(try plenty.run(["photos", "cats"])).stderr.contains("Only"))
        // Interactive (line by line): said after the first search only.
        let lines = try s.run(["--lang", lang, "interactive", "photos"], stdin: "cats\ncats\n")
        #expect(lines.stderr.components(separatedBy: said).count == 2, "once a session: \(lines.stderr)")
    }

    @Test func moreAfterAnEmptySearchNamesTheQueryItContinues() throws {
        let s = PhotoSession(try photoServer())
        _ = try s.run(["photos", "cats"])
        let empty = try s.run(["photos", "nothing"])
        #expect(empty.status == 1)
        let more = try s.run(["photos", "more"])
        #expect(more.status == 0)
        #expect(more.stderr.contains("Continuing the last photo search with results, “cats” (page 2)."), "\(more.stderr)")
        let ru = try s.run(["--lang", "ru", "photos", "more"])
        #expect(ru.stderr.contains("«cats»"), "\(ru.stderr)")
    }

    /// The key in a 200 page — in a description, a name, a link — cut apart
    /// by control characters, is in no output and nowhere in the store.
    @Test func theKeyIsNowhereEvenCutByControls() throws {
        let key = "SuperSecretKey0123456789"
        let cut = stride(from: 0, to: key.count, by: 4).map { String(Array(key)[$0..<min($0 + 4, key.count)]) }
        for joiner in ["\\u0001", "\\u001b[0m", "\\u202e"] {
            let k = cut.joined(separator: joiner)
            let body = #"{"total": 1, "total_pages": 1, "results": [{"id": "k1", "description": "key \#(k) here", "#
                + #""alt_description": "\#(k)", "width": 1, "height": 1, "user": {"name": "Eve \#(k)", "username": "\#(k)", "#
                + #""links": {"html": "https://unsplash.com/@\#(k)"}}, "links": {"html": "https://unsplash.com/photos/k1?\#(k)"}}]}"#
            let s = PhotoSession(try LoopbackHTTPServer { r in
                r.path == "/search/photos" ? .init(json: body) : .init(status: 401, body: Data(#"{"errors": ["bad key \#(k)"]}"#.utf8))
            })
            s.key = key
            var everything = ""
            for args in [["photos", "cats"], ["--json", "photos", "cats"], ["--accessible", "photos", "cats"],
                         ["--format", "jsonl", "photos", "cats"], ["--offline", "photos", "cats"], ["offline", "show"],
                         ["photos", "show", "k1"], ["--json", "photos", "show", "k1"]] {
                let r = try s.run(args, env: ["CLICOLOR_FORCE": "1"])
                everything += r.stdout + r.stderr
            }
            everything += try shellOutput("/usr/bin/sqlite3", [s.data.file("finder.sqlite3"), ".dump"])
            #expect(everything.contains("key") && everything.contains("Eve"), "the texts are there")
            for part in ["SuperSec", "retKey01", "23456789", key.lowercased()] {
                #expect(!everything.lowercased().contains(part.lowercased()), "\(joiner): \(part) in \(everything.prefix(3000))")
            }
        }
    }

    /// A description with a tab and a line break reads the same offline as live.
    @Test func offlineTextIsCleanedAsLiveText() throws {
        let body = #"{"total": 1, "total_pages": 1, "results": [{"id": "t1", "description": "first\tpart\nsecond part", "#
            + #""width": 1, "height": 1, "user": {"name": "  Padded Name\t"}}]}"#
        let s = PhotoSession(try LoopbackHTTPServer { _ in .init(json: body) })
        let live = try s.run(["photos", "tabs"])
        let offline = try s.run(["--offline", "photos", "tabs"])
        #expect(live.stdout == offline.stdout, "live:\n\(live.stdout)\noffline:\n\(offline.stdout)")
        #expect(live.stdout.contains("first part second part"))
        #expect(live.stdout.contains("Photo by Padded Name on Unsplash"))
        let liveJSON = try s.json(try s.run(["--json", "photos", "tabs"]))
        let offlineJSON = try s.json(try s.run(["--json", "--offline", "photos", "tabs"]))
        let a = (liveJSON["results"] as? [[String: Any]])?.first?["description"] as? String
        let b = (offlineJSON["results"] as? [[String: Any]])?.first?["description"] as? String
        #expect(a == "first part\nsecond part")
        #expect(a == b)
    }
}
