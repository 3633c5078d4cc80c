import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `finder watch`: a watchlist kept in the store, shown with prices (the day-change stand-ins:
/// AAPL $278.85, -0.45%; SBER RUB 266.79, -1.19%), alerts and `watch check`'s exit status.
@Suite(.serialized) struct WatchlistEndToEndTests {
    let dir: TemporaryDirectory

    init() throws {
        dir = try preparedDataDirectory()
        signal(SIGPIPE, SIG_IGN)
        let nasdaq = try LoopbackHTTPServer { _ in .init(status: 200, headers: ["Content-Type": "application/json"], body: screenerSample) }
        let moex = try LoopbackHTTPServer { _ in .init(status: 200, body: issBody()) }
        let run = try runFinderOnOneDay(["--data-dir", dir.path, "--no-history", "stocks", "sync"],
                                        environment: ["LANG": "C", "FINDER_NASDAQ_URL": nasdaq.baseURL, "FINDER_MOEX_URL": moex.baseURL])
        nasdaq.stop()
        moex.stop()
        #expect(run.status == 0, "\(run.stderr)")
    }

    func run(_ args: [String], lang: String = "en") throws -> FinderRun {
        try runFinderOnOneDay(["--data-dir", dir.path] + args, environment: ["LANG": lang == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8", "TZ": "UTC"])
    }

    func rows(_ r: FinderRun) throws -> [[String: Any]] {
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        return doc["results"] as? [[String: Any]] ?? []
    }

    @Test func addShowRemoveClear() throws {
        let empty = try run(["watch"])
        #expect(empty.status == 1 && empty.stderr.contains("The watchlist is empty."))
        let added = try run(["watch", "add", "sber", "AAPL,NOPE1"])
        #expect(added.status == 0 && added.stderr.contains("Added 2 tickers to the watchlist.") && added.stderr.contains("“NOPE1”"), "\(added.stderr)")
        // Nothing changed is said as such, never as a clause of zero ("Added 0 tickers").
        let again = try run(["watch", "add", "aapl"])
        #expect(again.stderr.contains("“AAPL” is already on the watchlist.") && again.stderr.contains("The watchlist is unchanged."), "\(again.stderr)")
        #expect(!again.stderr.contains("0 tickers"), "\(again.stderr)")
        let none = try run(["watch", "remove", "MSFT"], lang: "ru")
        #expect(none.stderr.contains("Список наблюдения не изменился.") && !none.stderr.contains("0 тикеров"), "\(none.stderr)")
        // In the order added, spelled as the catalogue spells it, with price and change.
        let json = try rows(try run(["--json", "watch"]))
        #expect(json.map { $0["ticker"] as? String } == ["SBER", "AAPL"])
        #expect(json[0]["price"] as? Double == 266.79 && json[1]["changePercent"] as? Double == -0.453)
        let text = try run(["watch"]).stdout
        #expect(text.contains("SBER") && text.contains("$278.85") && text.contains("▼ -1.27 (-0.45%)"), "\(text)")
        let ru = try run(["--accessible", "watch"], lang: "ru")
        #expect(ru.stdout.contains("упала на один доллар США двадцать семь центов") && ru.stderr.contains("Два тикера в списке наблюдения"), "\(ru.stdout)\(ru.stderr)")
        let csv = try run(["--format", "csv", "--fields", "ticker,price,alert", "watch"]).stdout
        #expect(csv == "ticker,price,alert\r\nSBER,266.79,\r\nAAPL,278.85,\r\n", "\(csv)")
        #expect(try run(["watch", "remove", "sber"]).stderr.contains("Removed 1 ticker from the watchlist."))
        #expect(try rows(try run(["--json", "watch", "list"])).map { $0["ticker"] as? String } == ["AAPL"])
        #expect(try run(["watch", "clear"]).stderr.contains("Removed 1 ticker"))
        #expect(try run(["watch"]).status == 1)
        #expect(try run(["watch", "clear"]).stderr.contains("The watchlist is unchanged."))
    }

    @Test func alertsAndCheck() throws {
        _ = try run(["watch", "add", "AAPL", "SBER"])
        let none = try run(["watch", "check"])
        #expect(none.status == 1 && none.stderr.contains("No watched ticker has an alert."))
        #expect(try run(["watch", "alert", "AAPL", "above", "300"]).status == 0)
        #expect(try run(["watch", "alert", "SBER", "change", "1%"]).status == 0)
        // SBER moved 1.19%: its alert fires; AAPL is below 300: not.
        let fired = try run(["--json", "watch", "check"])
        #expect(fired.status == 0)
        let r = try rows(fired)
        #expect(r.map { $0["ticker"] as? String } == ["SBER"])
        #expect((r[0]["alert"] as? [String: Any])?["kind"] as? String == "change")
        #expect(fired.stderr.contains("SBER: the day's change, ▼ -3.21 (-1.19%), reached the alert (a change of 1%)."), "\(fired.stderr)")
        let ru = try run(["watch", "check"], lang: "ru")
        #expect(ru.status == 0 && ru.stderr.contains("SBER: изменение за день"), "\(ru.stderr)")
        _ = try run(["watch", "alert", "AAPL", "below", "280"])
        #expect(try rows(try run(["--json", "watch", "check"])).map { $0["ticker"] as? String } == ["AAPL", "SBER"])
        _ = try run(["watch", "alert", "SBER", "off"])
        _ = try run(["watch", "alert", "AAPL", "above", "279"])
        #expect(try run(["watch", "check"]).status == 1)
        // Bad alerts are usage errors; an unwatched ticker is said.
        #expect(try run(["watch", "alert", "AAPL", "above", "lots"]).status == 2)
        #expect(try run(["watch", "alert", "AAPL", "sideways", "3"]).status == 2)
        #expect(try run(["watch", "alert", "AAPL", "above", "1e400"]).status == 2)
        let unwatched = try run(["watch", "alert", "MSFT", "above", "1"])
        #expect(unwatched.status == 1 && unwatched.stderr.contains("“MSFT” is not on the watchlist."))
    }
}
