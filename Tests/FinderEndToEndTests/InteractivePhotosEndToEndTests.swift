import Foundation
import Testing
import FinderTestSupport

/// `finder interactive photos` runs in finder-net with the photo searcher; driven through a
/// pipe (one query per line) against a real local server.
@Suite struct InteractivePhotosEndToEndTests {
    func server() throws -> LoopbackHTTPServer {
        let fixture = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots/photos-fixtures/cats.json"))
        return try LoopbackHTTPServer { _ in .init(status: 200, headers: ["Content-Type": "application/json"], body: fixture) }
    }

    @Test func pipedQueriesAndMoreFetchPages() throws {
        let s = try server()
        let dir = TemporaryDirectory()
        let env = ["FINDER_UNSPLASH_URL": s.baseURL, "UNSPLASH_ACCESS_KEY": "test-key"]
        let r = try runFinder(["--data-dir", dir.path, "interactive", "photos"], environment: env, stdin: "cats\n:more\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("A ginger cat asleep on a windowsill"))
        #expect(r.stderr.contains("page 2 of 8"), "\(r.stderr)")
        #expect(s.requests.map { $0.query["page"] } == ["1", "2"])
        #expect(s.requests.allSatisfy { $0.headers["authorization"] == "Client-ID test-key" })
    }

    /// The session searches through `finder photos`' use case: with the network gone, a query
    /// searched before shows its saved page, saying so, in both languages; a query typed in the
    /// session is not saved over it (the page `photos cats` saved is still the one shown).
    @Test(arguments: [("en", "Showing the saved result instead"), ("ru", "Показываем сохранённый результат")])
    func withoutTheNetworkASavedPageStandsIn(lang: String, said: String) throws {
        let s = try server()
        let dir = TemporaryDirectory()
        let env = ["FINDER_UNSPLASH_URL": s.baseURL, "UNSPLASH_ACCESS_KEY": "test-key", "FINDER_UNSPLASH_RETRY_DELAY": "0"]
        #expect(try runFinder(["--data-dir", dir.path, "photos", "cats"], environment: env).status == 0)
        let live = try runFinder(["--data-dir", dir.path, "interactive", "photos"], environment: env, stdin: "dogs\n")
        #expect(live.status == 0 && live.stdout.contains("A ginger cat"), "\(live.stderr)")
        // Port 1 on the loopback refuses every connection: the network failed, not the request.
        let gone = env.merging(["FINDER_UNSPLASH_URL": "http://127.0.0.1:1"]) { $1 }
        let r = try runFinder(["--data-dir", dir.path, "--lang", lang, "interactive", "photos"], environment: gone, stdin: "cats\ndogs\n")
        #expect(r.stdout.contains("A ginger cat asleep on a windowsill"), "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains(said), "\(r.stderr)")
        // "dogs" was typed in the session, never searched by `finder photos`: nothing stands in.
        #expect(occurrences("A ginger cat asleep on a windowsill", in: r.stdout) == 1, "\(r.stdout)")
    }

    /// A sponsored photo is marked in the list as in `finder photos`, in both languages.
    @Test(arguments: [("en", "sponsored by Timberland"), ("ru", "спонсор: Timberland")])
    func sponsoredPhotosAreMarkedInTheList(lang: String, mark: String) throws {
        let s = try server()
        let dir = TemporaryDirectory()
        let env = ["FINDER_UNSPLASH_URL": s.baseURL, "UNSPLASH_ACCESS_KEY": "test-key"]
        let r = try runFinder(["--data-dir", dir.path, "--lang", lang, "interactive", "photos"], environment: env, stdin: "cats\n")
        #expect(r.status == 0, "\(r.stderr)")
        let row = try #require(r.stdout.split(separator: "\n").first { $0.contains("Jordan Lee") }, "\(r.stdout)")
        #expect(row.contains(mark), "\(row)")
        #expect(occurrences(mark, in: r.stdout) == 1, "only the sponsored photo")
    }

    func occurrences(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func jsonModeIsOneDocumentPerQuery() throws {
        let s = try server()
        let dir = TemporaryDirectory()
        let env = ["FINDER_UNSPLASH_URL": s.baseURL, "UNSPLASH_ACCESS_KEY": "test-key"]
        let r = try runFinder(["--data-dir", dir.path, "--json", "interactive", "photos"], environment: env, stdin: "cats\ndogs\n")
        let docs = r.stdout.split(separator: "\n")
        #expect(docs.count == 2)
        for d in docs {
            let doc = try JSONSerialization.jsonObject(with: Data(d.utf8)) as! [String: Any]
            #expect(doc["domain"] as? String == "photos")
            #expect((doc["results"] as? [[String: Any]])?.count == 3)
        }
    }

    /// After `interactive`, `--color` is the photo colour filter (as after `photos`); the colour
    /// mode goes before the command word. `interactive photos --color blue` exited 2.
    @Test func colourOrientationAndOrderFromTheCommandLine() throws {
        let s = try server()
        let dir = TemporaryDirectory()
        let env = ["FINDER_UNSPLASH_URL": s.baseURL, "UNSPLASH_ACCESS_KEY": "test-key"]
        let r = try runFinder(["--data-dir", dir.path, "--color", "never", "interactive", "photos", "--color", "синий",
                               "--orientation", "squarish", "--order", "latest"], environment: env, stdin: "cats\n")
        #expect(r.status == 0, "\(r.stderr)")
        let q = try #require(s.requests.first).query
        #expect(q["color"] == "blue" && q["orientation"] == "squarish" && q["order_by"] == "latest", "\(q)")
        #expect(!r.stdout.contains("\u{1b}["), "--color never before the command is the colour mode")
    }

    /// A photo filter on the stock session is a usage error that names the option.
    @Test func aPhotoFilterOnTheStockSessionIsAUsageError() throws {
        let dir = TemporaryDirectory()
        let r = try runFinder(["--data-dir", dir.path, "--lang", "en", "interactive", "--color", "never"], stdin: "apple\n")
        #expect(r.status == 2)
        #expect(r.stderr.contains("--color"), "\(r.stderr)")
    }

    @Test func withoutAKeyItSaysHowToGetOne() throws {
        let dir = TemporaryDirectory()
        let r = try runFinder(["--data-dir", dir.path, "interactive", "photos"],
                              environment: ["XDG_CONFIG_HOME": dir.file("config")], stdin: "cats\n")
        #expect(r.stderr.contains("unsplash.com/developers"), "\(r.stderr)")
    }
}
