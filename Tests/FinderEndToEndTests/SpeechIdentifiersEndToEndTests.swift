import Foundation
import Testing
import FinderTestSupport

/// What a screen reader says of amounts, identifiers, legal forms and suggestions, heard
/// through espeak-ng in both voices.
extension SpeechEndToEndTests {
    /// "$10.50" was said "10 US dollars and 5 cents": one written fraction digit is tens of
    /// the minor unit, in a real listing.
    @Test(arguments: [("en", "price 10 US dollars and 50 cents"), ("ru", "цена десять долларов США пятьдесят центов")])
    func oneFractionDigitIsTensOfCents(lang: String, written: String) throws {
        let dir = try freshDataDir()
        let file = dir.file("prices.json")
        try Data(#"[{"ticker":"TENH","name":"Ten Half Inc","currentPrice":10.5}]"#.utf8).write(to: URL(fileURLWithPath: file))
        let sync = try runFinder(["--data-dir", dir.path, "stocks", "sync", "--from", file])
        #expect(sync.status == 0, "\(sync.stderr)")
        let run = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "stocks", "show", "TENH"])
        #expect(run.stdout.contains(written), "\(run.stdout)")
    }

    /// An ISIN was read as a number ("US sixty-eight thousand…"): identifiers are said
    /// character by character; a Russian legal form by its Russian letters ("PAO" was heard
    /// "пи-эй-оу").
    @Test(arguments: ["en", "ru"])
    func identifiersAndLegalFormsAreSpelled(lang: String) throws {
        let run = try runFinder(["--data-dir", sharedData.path, "--lang", lang, "--accessible", "--no-history", "stocks", "show", "GAZP"])
        let line = try #require(run.stdout.split(separator: "\n").first.map(String.init), "\(run.stderr)")
        #expect(line.contains("ISIN R. U. 0 0 0 7 6 6 1 6 2 5"), "\(line)")
        let isin = try #require(line.components(separatedBy: "; ").first { $0.hasPrefix("ISIN") })
        let saidISIN = try spoken(isin, lang)
        #expect(!(try heard(isin, lang)).contains(try heard(lang == "ru" ? "тысяч" : "thousand", lang)), "\(saidISIN)")
        if lang == "ru" {
            #expect(line.contains("Gazprom пэ-а-о") && !line.contains("PAO"), "\(line)")
            #expect(!(try heard(line, "ru")).contains(try heard("PAO", "ru")))
        }
    }

    /// Accessible suggestions were bare tickers ("ticker C. L."): each says its company too.
    @Test(arguments: ["en", "ru"])
    func tickerSuggestionsNameTheirCompany(lang: String) throws {
        let run = try runFinder(["--data-dir", sharedData.path, "--lang", lang, "--accessible", "suggest", "cl"])
        let first = try #require(run.stdout.split(separator: "\n").first.map(String.init), "\(run.stderr)")
        #expect(first.hasSuffix((lang == "ru" ? "тикер" : "ticker") + " C. L.; Colgate-Palmolive Company"), "\(first)")
        let json = try runFinder(["--data-dir", sharedData.path, "--json", "suggest", "cl"])
        #expect(json.stdout.contains(#""text":"CL","name":"Colgate-Palmolive Company","source":"catalogue""#), "\(json.stdout)")
    }
}
