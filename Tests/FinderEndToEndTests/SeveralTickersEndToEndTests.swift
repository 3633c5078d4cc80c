import Foundation
import Testing
import FinderTestSupport

/// `finder stocks show AAPL MSFT GAZP` and `AAPL,MSFT`: every listing of each ticker in the
/// order given, each unknown ticker named, exit 1 only when none names a listing.
@Suite(.serialized) struct SeveralTickersEndToEndTests {
    func results(_ args: [String]) throws -> (FinderRun, [[String: Any]], [String: Any]) {
        let run = try finder(["--json"] + args)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return (run, doc["results"] as? [[String: Any]] ?? [], doc)
    }

    @Test(arguments: [["stocks", "show", "GAZP", "MSFT"], ["stocks", "show", "GAZP,MSFT"], ["stocks", "show", "gazp, msft"]])
    func eachTickerInTheOrderGiven(args: [String]) throws {
        let (run, rows, doc) = try results(args)
        #expect(run.status == 0)
        let tickers = rows.compactMap { $0["ticker"] as? String }
        #expect(tickers.first == "GAZP" && tickers.last == "MSFT", "\(tickers)")
        #expect(tickers == tickers.filter { $0 == "GAZP" } + tickers.filter { $0 == "MSFT" })
        #expect(doc["unknown"] is NSNull)
        let reversed = try results(["stocks", "show", "MSFT", "GAZP"]).1.compactMap { $0["ticker"] as? String }
        #expect(reversed.first == "MSFT" && reversed.last == "GAZP")
    }

    @Test func unknownTickersAreNamedAndDoNotFailTheRun() throws {
        let (run, rows, doc) = try results(["stocks", "show", "NOSUCHX", "GAZP", "NOSUCHY"])
        #expect(run.status == 0)
        #expect(rows.allSatisfy { $0["ticker"] as? String == "GAZP" } && !rows.isEmpty)
        #expect(doc["unknown"] as? [String] == ["NOSUCHX", "NOSUCHY"])
        let text = try finder(["stocks", "show", "NOSUCHX", "GAZP", "NOSUCHY"])
        #expect(text.status == 0)
        #expect(text.stderr.contains("No stock has the ticker “NOSUCHX”.") && text.stderr.contains("No stock has the ticker “NOSUCHY”."), "\(text.stderr)")
        let ru = try finder(["--lang", "ru", "stocks", "show", "NOSUCHX", "GAZP"])
        #expect(ru.stderr.contains("Акции с тикером «NOSUCHX» нет."), "\(ru.stderr)")
        // --quiet drops the notices, not the rows.
        let quiet = try finder(["-q", "stocks", "show", "NOSUCHX", "GAZP"])
        #expect(!quiet.stderr.contains("NOSUCHX") && quiet.stdout.contains("GAZP"))
    }

    @Test func noneFoundIsEmptyAndNamesEveryTicker() throws {
        let (run, rows, doc) = try results(["stocks", "show", "NOSUCHX,NOSUCHY"])
        #expect(run.status == 1 && rows.isEmpty)
        #expect(doc["state"] as? String == "empty")
        #expect(doc["unknown"] as? [String] == ["NOSUCHX", "NOSUCHY"])
        let text = try finder(["stocks", "show", "NOSUCHX", "NOSUCHY"])
        #expect(text.status == 1)
        #expect(text.stderr.contains("No stock has any of the tickers “NOSUCHX”, “NOSUCHY”."), "\(text.stderr)")
        let ru = try finder(["--lang", "ru", "stocks", "show", "NOSUCHX", "NOSUCHY"])
        #expect(ru.stderr.contains("Акций ни с одним из тикеров «NOSUCHX», «NOSUCHY» нет."), "\(ru.stderr)")
        let one = try finder(["stocks", "show", "NOSUCHX"])
        #expect(one.status == 1 && one.stderr.contains("No stock has the ticker “NOSUCHX”."))
    }

    @Test func badListsAreUsageErrors() throws {
        let blank = try finder(["stocks", "show", ","])
        #expect(blank.status == 2 && blank.stderr.contains("needs a ticker"), "\(blank.stderr)")
        let many = try finder(["stocks", "show", Array(repeating: "A", count: 1001).joined(separator: ",")])
        #expect(many.status == 2 && many.stderr.contains("1001 tickers"), "\(many.stderr)")
    }

    @Test(arguments: catalogLanguages, ["text", "accessible", "json", "jsonl"])
    func goldenOutput(lang: String, format: String) throws {
        let args = outputArguments(lang: lang, format: format) + ["stocks", "show", "NOSUCHX,GAZP"]
        let run = try finder(args)
        let text = "$ finder \(args.joined(separator: " "))\nexit: \(run.status)\n--- stdout\n\(run.stdout)--- stderr\n\(run.stderr)"
        let (ok, message) = matchesSnapshot(text, named: "stocks-show-several.\(lang).\(format)")
        #expect(ok, "\(message)")
    }
}
