import Foundation
import Testing
import FinderTestSupport

/// `finder watch --interval SECONDS [--count N]` (docs/decisions/0427-watch-refreshed-at-an-interval.md)
/// against the loopback quote source of `QuotesEndToEndTests`: each refresh asks for the
/// watched listings once and shows the list; on a terminal the list has a screen of its own,
/// whose keys refresh at once and quit.
@Suite struct WatchLiveEndToEndTests {
    func environment(_ server: LoopbackHTTPServer, lang: String = "en") -> [String: String] {
        ["LANG": lang == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8", "FINDER_QUOTES_URL": server.baseURL]
    }

    /// Piped, each refresh is an answer of its own: two JSON Lines streams (each with its
    /// state events), two requests, the fetched price in each; the run ends after --count.
    @Test func eachRefreshIsAnAnswerOfItsOwn() throws {
        let server = try LoopbackHTTPServer(handler: QuotesEndToEndTests.answer)
        let dir = try preparedDataDirectory()
        let env = environment(server)
        #expect(try runFinder(["--data-dir", dir.path, "watch", "add", "7203", "SAP"], environment: env).status == 0)
        let r = try runFinder(["--data-dir", dir.path, "--format", "jsonl", "watch", "--interval", "5", "--count", "2"], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(server.requests.count == 2, "\(server.requests.map(\.target))")
        let events = try r.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(events.filter { $0["state"] as? String == "loading" }.count == 2)
        #expect(events.filter { $0["state"] as? String == "content" }.count == 2)
        let toyota = events.filter { $0["ticker"] as? String == "7203" }
        #expect(toyota.count == 2 && toyota.allSatisfy { $0["price"] as? Double == 2875.5 }, "\(toyota)")
    }

    /// In text, in Russian: the list twice, each with its count; --fields selects the columns
    /// of every refresh, as it does for `watch --refresh` (it was ignored there).
    @Test func textInRussianAndFieldsOfARefresh() throws {
        let server = try LoopbackHTTPServer(handler: QuotesEndToEndTests.answer)
        let dir = try preparedDataDirectory()
        let env = environment(server, lang: "ru")
        #expect(try runFinder(["--data-dir", dir.path, "watch", "add", "7203"], environment: env).status == 0)
        let r = try runFinder(["--data-dir", dir.path, "watch", "--count", "2", "--interval", "5", "--fields", "ticker,price"],
                              environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.components(separatedBy: "7203").count == 3, "\(r.stdout)")
        // "2 876 ¥", grouped by a no-break space.
        #expect(r.stdout.contains("\u{A0}876\u{A0}¥"), "\(r.stdout)")
        #expect(!r.stdout.contains("Япония"), "--fields left the country in: \(r.stdout)")
        #expect(r.stderr.components(separatedBy: "1 тикер в списке наблюдения").count == 3, "\(r.stderr)")
        let csv = try runFinder(["--data-dir", dir.path, "--format", "csv", "--fields", "ticker,price", "stocks", "show", "7203", "--refresh"],
                                environment: env)
        #expect(csv.stdout == "ticker,price\r\n7203,2875.5\r\n", "\(csv.stdout)")
        #expect(try runFinder(["watch", "--interval", "4"]).status == 2)
        #expect(try runFinder(["watch", "add", "AAPL", "--interval", "60"]).status == 2)
    }

    /// On a terminal: a screen of its own, the time of the refresh on its first line and the
    /// keys on its last; r refreshes at once (a second request), q quits and the terminal is
    /// as it was.
    @Test func theScreenRefreshesOnRAndQuitsOnQ() throws {
        let server = try LoopbackHTTPServer(handler: QuotesEndToEndTests.answer)
        let dir = try preparedDataDirectory()
        let env = environment(server)
        #expect(try runFinder(["--data-dir", dir.path, "watch", "add", "7203", "SAP"], environment: env).status == 0)
        let p = try TmuxPane(["--data-dir", dir.path, "--lang", "en", "watch", "--interval", "600"],
                             environment: ["FINDER_QUOTES_URL": server.baseURL], columns: 100, rows: 20)
        let first = try p.waitFor("the list") { $0.contains("Watchlist, refreshed at") && $0.contains("2 watched tickers") }
        #expect(first.contains("7203") && first.contains("¥2,876"), "\(first)")
        #expect(first.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty }?.contains("r: refresh now · q: quit") == true,
                "\(first)")
        #expect(server.requests.count == 1)
        try p.type("r")
        try p.waitFor("a second request") { _ in server.requests.count == 2 }
        try p.waitFor("Watchlist, refreshed at")
        try p.type("q")
        try p.expectRestored(exit: "0")
        #expect(server.requests.count == 2)
    }

    /// An empty watchlist has nothing to refresh: the screen ends at once, and what
    /// `finder watch` says of it is said once the terminal is restored, with its exit status.
    @Test func anEmptyWatchlistEndsTheScreenWithItsWords() throws {
        let dir = try preparedDataDirectory()
        let p = try TmuxPane(["--data-dir", dir.path, "--lang", "en", "watch", "--interval", "60", "--offline"], columns: 100, rows: 20)
        let screen = try p.waitFor("SHELL-OK")
        #expect(screen.contains("The watchlist is empty."), "\(screen)")
        try p.expectRestored(exit: "1")
    }
}
