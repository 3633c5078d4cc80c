import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

// End-to-end photo search: the real `finder` binary (which execs `finder-net`) against a
// LoopbackHTTPServer serving recorded-format Unsplash answers from Snapshots/photos-fixtures.

let photoFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots/photos-fixtures")

func photoFixture(_ name: String) -> Data {
    (try? Data(contentsOf: photoFixtures.appendingPathComponent(name))) ?? Data()
}

/// Serves fixtures by query: "cats", "blue" and "evil" have files; "nothing" is empty;
/// anything else answers as the handler given says.
func photoServer(_ other: (@Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response)? = nil) throws -> LoopbackHTTPServer {
    signal(SIGPIPE, SIG_IGN)   // the server may write to a client that gave up (timeouts)
    let headers = ["Content-Type": "application/json", "X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "48"]
    let files = ["cats": photoFixture("cats.json"), "blue": photoFixture("blue.json"), "evil": photoFixture("evil.json")]
    return try LoopbackHTTPServer { r in
        if let other { return other(r) }
        let q = r.query["query"] ?? ""
        if let body = files[q] { return .init(status: 200, headers: headers, body: body) }
        return .init(status: 200, headers: headers, body: Data(#"{"total":0,"total_pages":0,"results":[]}"#.utf8))
    }
}

/// One photo-search session: a data folder, a config folder, a key and a server.
final class PhotoSession {
    let data = TemporaryDirectory("finder-photos")
    var server: LoopbackHTTPServer
    var key: String? = "test-key"
    var baseURL: String

    init(_ server: LoopbackHTTPServer) {
        self.server = server
        baseURL = server.baseURL
    }

    func run(_ args: [String], lang: String = "en_US.UTF-8", env: [String: String] = [:], stdin: String? = nil) throws -> FinderRun {
        var e = ["LANG": lang, "FINDER_UNSPLASH_URL": baseURL, "XDG_CONFIG_HOME": data.path + "/config",
                 "FINDER_UNSPLASH_RETRY_DELAY": "0", "TZ": "UTC"]
        if let key { e["UNSPLASH_ACCESS_KEY"] = key }
        for (k, v) in env { e[k] = v }
        return try runFinder(["--data-dir", data.path] + args, environment: e, stdin: stdin)
    }

    func json(_ run: FinderRun) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
    }
}

@Suite(.serialized) struct PhotosEndToEndTests {
    @Test(arguments: catalogLanguages, ["text", "accessible", "json", "jsonl", "color"])
    func goldenOutput(lang: String, format: String) throws {
        let s = PhotoSession(try photoServer())
        var args = ["--lang", lang]
        var env: [String: String] = [:]
        switch format {
        case "accessible": args.append("--accessible")
        case "text": break
        // Hyperlinks said to work: the golden files hold the OSC 8 links (the words alone
        // and the addresses printed where they are not known to work: PhotoLinks tests).
        case "color": env = ["CLICOLOR_FORCE": "1", "COLORTERM": "truecolor", "FINDER_HYPERLINKS": "1"]
        default: args += ["--format", format]
        }
        for query in ["cats", "blue"] {
            let run = try s.run(args + ["photos", query], env: env)
            let text = "$ finder \((args + ["photos", query]).joined(separator: " "))\n"
                + "exit: \(run.status)\n--- stdout\n\(run.stdout)--- stderr\n\(run.stderr)"
            let (ok, message) = matchesSnapshot(text, named: "photos-\(query).\(lang).\(format)")
            #expect(ok, "\(message)")
        }
    }

    @Test func sendsFiltersHeadersAndTheUILanguage() throws {
        let s = PhotoSession(try photoServer())
        let run = try s.run(["--lang", "ru", "photos", "морской", "берег", "--color", "синий", "--orientation", "landscape",
                             "--order", "latest", "--page", "2", "--per-page", "30", "--content-filter", "high"])
        #expect(run.status == 1)   // the server has nothing for this query
        let r = try #require(s.server.requests.last)
        #expect(r.path == "/search/photos")
        #expect(r.query == ["query": "морской берег", "color": "blue", "orientation": "landscape", "order_by": "latest",
                            "page": "2", "per_page": "30", "content_filter": "high", "lang": "ru"])
        #expect(r.headers["authorization"] == "Client-ID test-key")
        #expect(r.headers["accept-version"] == "v1")
        #expect(run.stderr.contains("По запросу «морской берег» фотографий не найдено."))
    }

    @Test(arguments: [("синий", "blue"), ("Синяя", "blue"), ("голубой", "blue"), ("чёрно-белый", "black_and_white"),
                      ("черно-белые", "black_and_white"), ("black-and-white", "black_and_white"),
                      ("Black and White", "black_and_white"), ("black_and_white", "black_and_white"), ("ЗЕЛЁНЫЙ", "green"),
                      ("зеленое", "green"), ("пурпурный", "magenta"), ("Teal", "teal"), ("бирюзовый", "teal"),
                      ("фиолетовый", "purple"), ("жёлтый", "yellow"), ("оранжевый", "orange"), ("красный", "red"),
                      ("белый", "white"), ("чёрный", "black")])
    func colourNamesInBothLanguages(input: String, value: String) throws {
        let s = PhotoSession(try photoServer())
        _ = try s.run(["photos", "x", "--color", input])
        #expect(s.server.requests.last?.query["color"] == value)
    }

    @Test(arguments: [(["--color", "бурый"], "--color"), (["--color", "grey"], "--color"), (["--per-page", "31"], "--per-page"),
                      (["--per-page", "0"], "--per-page"), (["--page", "0"], "--page"), (["--orientation", "round"], "--orientation"),
                      (["--order", "popular"], "--order"), (["--content-filter", "none"], "--content-filter"),
                      (["--per-page"], "--per-page"), (["--limit", "3"], "--limit")])
    func badOptionsAreUsageErrorsAndSendNothing(args: [String], option: String) throws {
        let s = PhotoSession(try photoServer())
        let run = try s.run(["photos", "cats"] + args)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("finder: "))
        #expect(run.stderr.contains(option))
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(s.server.requests.isEmpty)
        if args.first == "--color" { #expect(run.stderr.contains("black_and_white, black, white")) }
        if args.first == "--per-page" && args.count == 2 { #expect(run.stderr.contains("1 to 30")) }
        let ru = try s.run(["--lang", "ru", "photos", "cats"] + args + ["--json"])
        #expect(ru.status == 2)
        let doc = try s.json(ru)
        #expect((doc["error"] as? [String: Any])?["code"] as? String == "usage")
    }

    @Test func missingQueryAndMoreWithArguments() throws {
        let s = PhotoSession(try photoServer())
        let none = try s.run(["photos"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("finder photos apple") || none.stderr.contains("needs a search query"))
        let more = try s.run(["photos", "more", "cats"])
        #expect(more.status == 2)
        let moreWithFilter = try s.run(["photos", "more", "--page", "3"])
        #expect(moreWithFilter.status == 2)
        #expect(moreWithFilter.stderr.contains("--page"))
        #expect(s.server.requests.isEmpty)
    }

    @Test func missingKeySaysHowToGetOne() throws {
        let s = PhotoSession(try photoServer())
        s.key = nil
        let en = try s.run(["photos", "cats"])
        #expect(en.status == 4)
        #expect(en.stdout.isEmpty)
        #expect(en.stderr.contains("no Unsplash access key is set"))
        #expect(en.stderr.contains("https://unsplash.com/developers"))
        #expect(en.stderr.contains("finder config set unsplash-key"))
        #expect(en.stderr.contains("UNSPLASH_ACCESS_KEY"))
        let ru = try s.run(["photos", "cats", "--json"], lang: "ru_RU.UTF-8")
        #expect(ru.status == 4)
        let doc = try s.json(ru)
        let error = try #require(doc["error"] as? [String: Any])
        #expect(error["code"] as? String == "auth")
        #expect((error["message"] as? String)?.contains("ключ доступа Unsplash") == true)
        #expect((error["hint"] as? String)?.contains("https://unsplash.com/developers") == true)
        #expect(s.server.requests.isEmpty)
    }

    @Test func configSetStoresTheKeyPrivatelyAndSearchUsesIt() throws {
        let s = PhotoSession(try photoServer())
        s.key = nil
        let set = try s.run(["config", "set", "unsplash-key"], stdin: "  from-config-KEY\n")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.isEmpty)
        #expect(!set.stderr.contains("from-config-KEY"))
        let file = s.data.path + "/config/finder/config"
        #expect(permissions(of: file) == 0o600)
        #expect(permissions(of: s.data.path + "/config/finder") == 0o700)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "unsplash-key = from-config-KEY\n")
        #expect(try s.run(["photos", "cats"]).status == 0)
        #expect(s.server.requests.last?.headers["authorization"] == "Client-ID from-config-KEY")
        // The environment wins over the file.
        s.key = "env-KEY"
        _ = try s.run(["photos", "cats"])
        #expect(s.server.requests.last?.headers["authorization"] == "Client-ID env-KEY")
        // Setting it again replaces the line.
        _ = try s.run(["config", "set", "unsplash-key"], stdin: "second\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "unsplash-key = second\n")
    }

    @Test func configRefusesTheKeyOnTheCommandLineAndEmptyInput() throws {
        let s = PhotoSession(try photoServer())
        let arg = try s.run(["config", "set", "unsplash-key", "SECRET-ARG"])
        #expect(arg.status == 2)
        #expect(!arg.stderr.contains("SECRET-ARG"))
        let empty = try s.run(["config", "set", "unsplash-key"], stdin: "")
        #expect(empty.status == 2)
        let spaced = try s.run(["config", "set", "unsplash-key"], stdin: "two words\n")
        #expect(spaced.status == 2)
        let other = try s.run(["config", "set", "colour"], stdin: "x\n")
        #expect(other.status == 2)
        #expect(other.stderr.contains("unsplash-key"))
        #expect(!FileManager.default.fileExists(atPath: s.data.path + "/config/finder/config"))
    }

    @Test(arguments: [
        (401, [String: String](), #"{"errors":["OAuth error: The access token is invalid"]}"#, Int32(4), "auth", "rejected the access key"),
        (403, [:], "Rate Limit Exceeded", 3, "rate-limited", "Try again in an hour"),
        (429, ["Retry-After": "120"], "", 3, "rate-limited", "Try again in 2 minutes"),
        (403, [:], #"{"errors":["Application is suspended"]}"#, 4, "auth", "Application is suspended"),
        (500, [:], "<html>oops</html>", 3, "service", "HTTP 500, twice in a row"),
        (404, [:], #"{"errors":["Not found"]}"#, 3, "service", "HTTP 404"),
        (200, [:], "", 3, "bad-response", "the body was empty"),
        (200, ["Content-Type": "text/html"], "<!DOCTYPE html><title>502</title>", 3, "bad-response", "a web page instead of JSON"),
        (200, [:], "not json at all", 3, "bad-response", "not JSON"),
        (200, [:], #"{"total":3,"total_pages":1,"results":null}"#, 3, "bad-response", "no list of results"),
        (200, [:], #"{"total":3,"total_pages":1,"results":[{"id":"#, 3, "bad-response", "cut short or damaged"),
    ])
    func serviceErrorsHaveTheirExitCodes(status: Int, headers: [String: String], body: String, exit: Int32, code: String,
                                         says: String) throws {
        let s = PhotoSession(try photoServer { _ in
            var h = headers
            if h["Content-Type"] == nil { h["Content-Type"] = "application/json" }
            return .init(status: status, headers: h, body: Data(body.utf8))
        })
        let run = try s.run(["photos", "cats"])
        #expect(run.status == exit)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("finder: "))
        #expect(run.stderr.contains(says), "\(run.stderr)")
        #expect(s.server.requests.count == (status >= 500 ? 2 : 1))
        let json = try s.run(["photos", "cats", "--json"])
        #expect(json.status == exit)
        let doc = try s.json(json)
        #expect(doc["state"] as? String == "error")
        #expect((doc["error"] as? [String: Any])?["code"] as? String == code)
    }

    @Test func aTruncatedAnswerIsAnError() throws {
        let s = PhotoSession(try photoServer { _ in .init(status: 200, body: photoFixture("blue.json"), truncateAfter: 300) })
        let run = try s.run(["photos", "cats"])
        #expect(run.status == 3)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("finder: "))
    }

    @Test func aSlowAnswerTimesOut() throws {
        let s = PhotoSession(try photoServer { _ in .init(status: 200, body: photoFixture("cats.json"), delay: 3) })
        let run = try s.run(["--lang", "ru", "photos", "cats"], env: ["FINDER_UNSPLASH_TIMEOUT": "1"])
        #expect(run.status == 3)
        #expect(run.stderr.contains("Unsplash не ответил за 1 секунду (две попытки)."), "\(run.stderr)")
        #expect(s.server.requests.count == 2)
    }

    /// A server dripping a byte at a time is never idle. Without an overall
    /// deadline each attempt gets the whole (empty) page after about ten seconds and the search
    /// ends "empty", exit 1; with it, each attempt stops at FINDER_UNSPLASH_TIMEOUT: exit 3.
    @Test func aDrippingServerIsStoppedAtTheTimeout() throws {
        let s = PhotoSession(try photoServer { _ in
            var r = LoopbackHTTPServer.Response(json: #"{"total":0,"total_pages":0,"results":[]}"#)
            r.dripInterval = 0.25
            return r
        })
        let run = try s.run(["--json", "photos", "cats"], env: ["FINDER_UNSPLASH_TIMEOUT": "1"])
        #expect(run.status == 3, "\(run.stdout)")
        #expect((try s.json(run)["error"] as? [String: Any])?["code"] as? String == "timeout")
        #expect(s.server.requests.count == 2)   // one retry, as for any timeout
    }

    /// The body cap (8 MiB) holds while the body streams in.
    @Test func anOversizedAnswerIsStoppedAtTheCap() throws {
        let release = DispatchSemaphore(value: 0)
        defer { release.signal() }
        let s = PhotoSession(try photoServer { _ in
            var r = LoopbackHTTPServer.Response(status: 200, body: Data(repeating: 0x20, count: 9 << 20))
            r.sendsContentLength = false
            r.holdUntil = release
            return r
        })
        let run = try s.run(["--json", "photos", "cats"], env: ["FINDER_UNSPLASH_TIMEOUT": "20"])
        #expect(run.status == 3)
        let error = try s.json(run)["error"] as? [String: Any]
        #expect(error?["code"] as? String == "bad-response")
        #expect((error?["message"] as? String)?.contains("larger than 8 MiB") == true, "\(run.stdout)")
    }

    @Test func rateLimitRussianRetryTime() throws {
        let s = PhotoSession(try photoServer { _ in .init(status: 429, headers: ["Retry-After": "300"], body: Data()) })
        let run = try s.run(["photos", "cats"], lang: "ru_RU.UTF-8")
        #expect(run.status == 3)
        #expect(run.stderr.contains("Повторите через 5 минут."), "\(run.stderr)")
    }

    @Test func offlineFallbackAfterTheServerStops() throws {
        let s = PhotoSession(try photoServer())
        let live = try s.run(["photos", "cats", "--color", "orange"])
        #expect(live.status == 0)
        #expect(!live.stderr.contains("offline"))
        s.server.stop()
        let fallback = try s.run(["photos", "CATS", "--color", "оранжевый"])
        #expect(fallback.status == 0)
        #expect(fallback.stdout == live.stdout)
        #expect(fallback.stderr.contains("cannot reach Unsplash: the connection was refused."), "\(fallback.stderr)")
        #expect(fallback.stderr.contains("offline, saved "))
        let json = try s.json(try s.run(["photos", "cats", "--color", "orange", "--json"]))
        #expect(json["offline"] as? Bool == true)
        #expect(json["count"] as? Int == 3)
        #expect(json["rateLimit"] is NSNull)   // every photos document has it; unknown offline
        let ru = try s.run(["--lang", "ru", "photos", "cats", "--color", "orange"])
        #expect(ru.status == 0)
        #expect(ru.stderr.contains("офлайн, сохранено "))
        // Other filters, another page or page size: the query's saved page, what differs said
        // in one line; another query: nothing saved for it.
        for (args, differs) in [(["cats"], "saved with colour orange; asked for any colour."),
                                (["cats", "--color", "orange", "--page", "2"], "saved with page 1; asked for page 2."),
                                (["cats", "--color", "orange", "--per-page", "30"], "saved with 10 a page; asked for 30 a page.")] {
            let other = try s.run(["photos"] + args)
            #expect(other.status == 0, "\(args)")
            #expect(other.stdout == live.stdout, "\(args)")
            #expect(other.stderr.contains("The saved result differs: " + differs), "\(args): \(other.stderr)")
            #expect(other.stderr.split(separator: "\n").filter { $0.contains("differs") }.count == 1)
        }
        let ru2 = try s.run(["--lang", "ru", "photos", "cats", "--page", "2"])
        #expect(ru2.stderr.contains("Сохранённый результат получен с параметрами «цвет оранжевый, страница 1», а запрошено «любой цвет, страница 2»."),
                "\(ru2.stderr)")
        let miss = try s.run(["photos", "dogs", "--color", "orange"])
        #expect(miss.status == 3)
        #expect(miss.stdout.isEmpty)
    }

    /// After --offline nothing claims the network is down, nor that only the last search is kept.
    @Test(arguments: ["en", "ru"])
    func offlineWithNothingSavedSaysSoPlainly(lang: String) throws {
        let s = PhotoSession(try photoServer())
        let run = try s.run(["--lang", lang, "--offline", "photos", "dogs"])
        #expect(run.status == 3)
        for wrong in ["no network", "not connected", "нет сети", "Only the last", "только последний"] {
            #expect(!run.stderr.contains(wrong), "\(run.stderr)")
        }
        #expect(run.stderr.contains(lang == "en" ? "Each query keeps its last result" : "Для каждого запроса хранится"), "\(run.stderr)")
    }

    @Test func offlineFlagUsesNoNetwork() throws {
        let s = PhotoSession(try photoServer())
        let none = try s.run(["--offline", "photos", "cats"])
        #expect(none.status == 3)
        #expect(none.stderr.contains("no saved result for “cats”"))
        #expect(s.server.requests.isEmpty)
        _ = try s.run(["photos", "cats"])
        let saved = try s.run(["photos", "cats", "--offline", "--lang", "ru"])
        #expect(saved.status == 0)
        #expect(saved.stderr.hasPrefix("Офлайн, сохранено "), "\(saved.stderr)")
        #expect(s.server.requests.count == 1)
        // No key is needed offline.
        s.key = nil
        #expect(try s.run(["--offline", "photos", "cats"]).status == 0)
    }

    @Test func moreFetchesTheNextPageWithTheSameFilters() throws {
        let s = PhotoSession(try photoServer { r in
            let page = Int(r.query["page"] ?? "1") ?? 1
            return .init(json: #"{"total":25,"total_pages":3,"results":[{"id":"p\#(page)","description":"page \#(page)","user":{"name":"A"},"links":{"html":"https://unsplash.com/photos/p\#(page)"}}]}"#)
        })
        let first = try s.run(["photos", "cats", "--color", "green", "--per-page", "1", "--order", "latest"])
        #expect(first.status == 0)
        #expect(first.stderr.contains("page 1 of 3"))
        let second = try s.run(["photos", "more"])
        #expect(second.status == 0)
        #expect(second.stdout.contains("page 2"))
        #expect(second.stdout.hasPrefix("2. page 2"), "positions go on across pages: \(second.stdout)")
        #expect(second.stderr.contains("page 2 of 3"))
        let r = try #require(s.server.requests.last)
        #expect(r.query["query"] == "cats")
        #expect(r.query["page"] == "2")
        #expect(r.query["color"] == "green")
        #expect(r.query["per_page"] == "1")
        #expect(r.query["order_by"] == "latest")
        let third = try s.run(["photos", "more", "--json"])
        #expect(try s.json(third)["page"] as? Int == 3)
        let past = try s.run(["photos", "more"])
        #expect(past.status == 1)
        #expect(past.stderr.contains("last page (3)"))
        #expect(s.server.requests.count == 3)
        // `photos -- more` searches for the word.
        _ = try s.run(["photos", "--", "more"])
        #expect(s.server.requests.last?.query["query"] == "more")
        let spoken = try s.run(["--accessible", "photos", "cats", "--per-page", "1", "--page", "3"])
        // Spoken, the place on the page; the summary says which page of how many.
        #expect(spoken.stdout.hasPrefix("Result 1 of 1: page 3"), "\(spoken.stdout)")
        #expect(spoken.stderr.contains("1 photo of 25, page 3 of 3"), "\(spoken.stderr)")
    }

    @Test func moreWithoutAnEarlierSearch() throws {
        let s = PhotoSession(try photoServer())
        let run = try s.run(["photos", "more"], lang: "ru_RU.UTF-8")
        #expect(run.status == 1)
        #expect(run.stderr.contains("Нет предыдущего поиска фотографий"))
        #expect(s.server.requests.isEmpty)
    }

    @Test func theKeyNeverLeaks() throws {
        let secret = "SeCrEt-Access-Key-4711"
        let s = PhotoSession(try photoServer { r in
            if r.query["query"] == "deny" { return .init(status: 401, json: #"{"errors":["invalid key \#(secret)"]}"#) }
            if r.query["query"] == "fail" { return .init(status: 500, body: Data("error for \(secret)".utf8)) }
            return .init(status: 200, body: photoFixture("cats.json"))
        })
        s.key = secret
        var outputs: [FinderRun] = []
        for args in [["photos", "cats"], ["photos", "cats", "--json"], ["photos", "cats", "--format", "jsonl"],
                     ["--accessible", "photos", "cats"], ["photos", "more"], ["photos", "deny"], ["photos", "deny", "--json"],
                     ["photos", "fail", "--json"], ["--offline", "photos", "cats"], ["history", "--domain", "photos", "--json"]] {
            outputs.append(try s.run(args))
        }
        _ = try s.run(["config", "set", "unsplash-key"], stdin: secret + "\n")
        #expect(outputs[0].status == 0 && outputs[5].status == 4)
        for o in outputs {
            #expect(!o.stdout.contains(secret) && !o.stderr.contains(secret))
        }
        // Every file under the data folder (database, WAL, index…), as bytes.
        let files = FileManager.default.enumerator(atPath: s.data.path)!.compactMap { $0 as? String }
            .filter { !$0.hasPrefix("config") }
        #expect(files.contains("history.sqlite3"), "\(files)")
        for f in files {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: s.data.path + "/" + f))) ?? Data()
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(f)")
        }
    }

    /// Spoken, a search's filters are announced before its results, each photo's place is on
    /// its page ("1 of 3"), the alt text is read and the links come last, short.
    @Test(arguments: [("en", "Filters: colour blue, landscape, newest first.", "Result 1 of 3: "),
                      ("ru", "Фильтры: цвет синий, горизонтальные, сначала новые.", "Результат один, всего три: ")])
    func accessiblePhotosAnnounceFiltersAndPlaces(lang: String, filters: String, first: String) throws {
        let s = PhotoSession(try photoServer())
        let run = try s.run(["--lang", lang, "--accessible", "photos", "cats", "--color", "blue", "--orientation", "landscape",
                             "--order", "latest"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains(filters), "\(run.stderr)")
        #expect(run.stdout.hasPrefix(first), "\(run.stdout)")
        #expect(!run.stdout.contains("utm_source") && !run.stdout.contains("https://"), "\(run.stdout)")
        let plain = try s.run(["--lang", lang, "--accessible", "photos", "cats"])
        #expect(!plain.stderr.contains(filters.prefix(8)), "no filters, nothing announced: \(plain.stderr)")
    }

    @Test func untrustedTextNeverReachesTheTerminalAsEscapes() throws {
        let s = PhotoSession(try photoServer())
        for (args, env) in [([], ["NO_COLOR": "1"]), (["--accessible"], [:]), (["--color", "never"], ["CLICOLOR_FORCE": "1"])] {
            let run = try s.run(args + ["photos", "evil"], env: env)
            #expect(run.status == 0)
            #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1b || $0.value == 0x9b || $0.value == 0x07 || $0.value == 0x0d },
                    "\(args)")
            #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1b })
            // Spoken, the alt text is read first, in place of the description.
            #expect(run.stdout.contains(args == ["--accessible"] ? "Result 1 of 1: alt;" : "safeclick me wiped red"), "\(run.stdout)")
            #expect(!run.stdout.contains("evil.example"))
        }
        // With colour forced, the only escapes are ours: SGR colours and our own OSC 8 link.
        let color = try s.run(["photos", "evil"], env: ["CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"])
        #expect(!color.stdout.contains("\u{1b}[2J"))
        #expect(!color.stdout.contains("evil.example"))
        #expect(!color.stdout.contains("\u{1b}]0;"))
        #expect(!color.stdout.contains("\u{1b}[31m"))
        #expect(!color.stdout.contains("\r"))
        #expect(!color.stdout.contains("\u{07}"))
        // JSON carries the cleaned text too (the fault review: `jq -r` replayed an OSC 52
        // clipboard write or an OSC 8 link from the raw text on a terminal).
        let json = try s.run(["photos", "evil", "--json"])
        #expect(!json.stdout.unicodeScalars.contains { $0.value < 0x20 && $0.value != 0x0a })
        let doc = try s.json(json)
        let first = try #require((doc["results"] as? [[String: Any]])?.first)
        for (name, value) in first {
            guard let text = value as? String else { continue }
            #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0.value != 0x0a) || (0x7f..<0xa0).contains($0.value)
                                                     || (0x202a...0x202e).contains($0.value) }, "\(name): \(text.debugDescription)")
        }
        #expect(first["description"] as? String == "safeclick me\nwiped red")
        #expect((first["url"] as? String)?.contains("52;") == false)
    }

    @Test func photoQueriesGoToHistory() throws {
        let s = PhotoSession(try photoServer())
        _ = try s.run(["photos", "cats"])
        _ = try s.run(["photos", "blue", "sky", "--color", "blue"])
        _ = try s.run(["photos", "secret", "plan", "--no-history"])
        _ = try s.run(["photos", "hidden"], env: ["FINDER_NO_HISTORY": "1"])
        _ = try s.run(["photos", "more"])
        let run = try s.run(["history", "--domain", "photos", "--json"])
        let doc = try s.json(run)
        let queries = (doc["results"] as? [[String: Any]])?.compactMap { $0["query"] as? String }
        #expect(queries == ["blue sky", "cats"], "\(run.stdout)")
    }

    @Test func helpIsLocalized() throws {
        let s = PhotoSession(try photoServer())
        let en = try s.run(["photos", "--help"])
        #expect(en.status == 0)
        for option in ["--color", "--orientation", "--order", "--page", "--per-page", "--content-filter", "finder photos more"] {
            #expect(en.stdout.contains(option), "\(option)")
        }
        let ru = try s.run(["photos", "--help"], lang: "ru_RU.UTF-8")
        #expect(ru.stdout.contains("Ищет на Unsplash"))
        let config = try s.run(["config", "--help"], lang: "ru_RU.UTF-8")
        #expect(config.stdout.contains("https://unsplash.com/developers"))
        #expect(s.server.requests.isEmpty)
    }
}
