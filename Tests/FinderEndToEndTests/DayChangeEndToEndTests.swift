import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A data folder synced once from the shared Nasdaq sample and the Moscow Exchange stand-in
/// (`issBody`: SBER's real LAST of 266.79 against its previous close of 270, a change of
/// -3.21, -1.19%), for the day's change in every format and language.
let changeData: TemporaryDirectory = {
    let dir = try! preparedDataDirectory()
    signal(SIGPIPE, SIG_IGN)
    let nasdaq = try! LoopbackHTTPServer { _ in .init(status: 200, headers: ["Content-Type": "application/json"], body: screenerSample) }
    let moex = try! LoopbackHTTPServer { _ in .init(status: 200, body: issBody()) }
    // On one day with every read of it (`runFinderOnOneDay`): a price of another day shows its date.
    let run = try! runFinderOnOneDay(["--data-dir", dir.path, "--no-history", "stocks", "sync"],
                             environment: ["LANG": "C", "FINDER_NASDAQ_URL": nasdaq.baseURL, "FINDER_MOEX_URL": moex.baseURL])
    precondition(run.status == 0, run.stderr)
    nasdaq.stop()
    moex.stop()
    return dir
}()

@Suite(.serialized) struct DayChangeEndToEndTests {
    func run(_ args: [String], lang: String = "en", env: [String: String] = [:]) throws -> FinderRun {
        var e = ["LANG": lang == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8", "TZ": "UTC"]
        for (k, v) in env { e[k] = v }
        return try runFinderOnOneDay(["--data-dir", changeData.path, "--no-history"] + args, environment: e)
    }

    /// Nasdaq prices are dated by the sync (the sample gives no date): that instant is the
    /// only part of a golden file that is not the same on every run.
    func masked(_ text: String) -> String {
        text.replacingOccurrences(of: #""priceDate":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ""#, with: #""priceDate":"(sync time)""#,
                                  options: .regularExpression)
    }

    @Test(arguments: catalogLanguages, ["text", "accessible", "json", "jsonl"])
    func goldenOutputAfterASync(lang: String, format: String) throws {
        let args = outputArguments(lang: lang, format: format)
        for (name, command) in [("apple", ["stocks", "apple", "--limit", "3"]), ("sber", ["stocks", "сбербанк", "--limit", "2"]),
                                ("show", ["stocks", "show", "SBER"])] {
            let r = try run(args + command, lang: lang)
            let text = "$ finder \((args + command).joined(separator: " "))\nexit: \(r.status)\n--- stdout\n\(r.stdout)--- stderr\n\(r.stderr)"
            let (ok, message) = matchesSnapshot(masked(text), named: "stocks-change-\(name).\(lang).\(format)")
            #expect(ok, "\(message)")
        }
    }

    @Test func theChangeInEveryFormat() throws {
        let text = try run(["stocks", "apple", "--limit", "1"]).stdout
        #expect(text.contains("$278.85  ▼ -1.27 (-0.45%)"), "\(text)")
        let ru = try run(["stocks", "apple", "--limit", "1"], lang: "ru").stdout
        #expect(ru.contains("▼ \u{2212}1,27 (\u{2212}0,45\u{a0}%)"), "\(ru)")
        let up = try run(["stocks", "microsoft", "--limit", "1"]).stdout
        #expect(up.contains("▲ +3.12 (+0.64%)"), "\(up)")
        // Said as prices are, in the accusative after "на" (NumberFormat+Speech).
        let spokenUp = try run(["--accessible", "stocks", "microsoft", "--limit", "1"]).stdout
        #expect(spokenUp.contains("up 3 US dollars and 12 cents, 0.64 percent"), "\(spokenUp)")
        let spokenDown = try run(["--accessible", "stocks", "apple", "--limit", "1"], lang: "ru").stdout
        #expect(spokenDown.contains("упала на один доллар США двадцать семь центов, на ноль целых сорок пять сотых процента"), "\(spokenDown)")
        let doc = try json(try run(["--json", "stocks", "apple", "--limit", "3"]).stdout)
        let results = try #require(doc["results"] as? [[String: Any]])
        #expect(results[0]["change"] as? Double == -1.27 && results[0]["changePercent"] as? Double == -0.453)
        #expect(results[1]["change"] is NSNull && results[1]["changePercent"] is NSNull)   // no source gave one
        // A change under a cent keeps its digits (a warrant of $0.18).
        #expect(try run(["stocks", "show", "ZTAQW"]).stdout.contains("▼ -0.02 (-9.98%)"))
    }

    /// Colour only in addition to the sign and the arrow: green and red, or blue and yellow
    /// with --theme colorblind; NO_COLOR (and FORCE_COLOR=0) leave the same text uncoloured.
    @Test func colourIsOnlyAnAddition() throws {
        let plain = try run(["stocks", "apple", "--limit", "1"]).stdout
        #expect(!plain.contains("\u{1b}["))
        let forced = try run(["stocks", "apple", "--limit", "1"], env: ["FORCE_COLOR": "1"]).stdout
        #expect(forced.contains("\u{1b}[91m▼ -1.27 (-0.45%)\u{1b}[0m"), "\(forced)")
        let light = try run(["--theme", "light", "stocks", "microsoft", "--limit", "1"], env: ["FORCE_COLOR": "1"]).stdout
        #expect(light.contains("\u{1b}[32m▲ +3.12 (+0.64%)\u{1b}[0m"), "\(light)")
        let safe = try run(["--theme", "colorblind", "stocks", "apple", "--limit", "1"], env: ["FORCE_COLOR": "1"]).stdout
        #expect(safe.contains("\u{1b}[1;33m▼ -1.27 (-0.45%)\u{1b}[0m"), "\(safe)")
        for env in [["FORCE_COLOR": "1", "NO_COLOR": "1"], ["FORCE_COLOR": "0"], ["FORCE_COLOR": ""]] {
            let r = try run(["stocks", "apple", "--limit", "1"], env: env).stdout
            #expect(r == plain, "\(env)")
        }
    }

    /// Before any sync the change column takes no room: the listing is as it was (the
    /// bundled price of August 2026, older than New York's last close, marked stale).
    @Test func noChangeNoColumn() throws {
        let r = try finder(["stocks", "apple", "--limit", "1"])
        #expect(r.stdout.hasPrefix("AAPL  Apple Inc.  $309.35 · Aug 22 · stale  United States  +5 receipts\n"), "\(r.stdout)")
    }
}
