import Foundation
import Testing
import FinderTestSupport

/// What a screen reader says (issue 12, speech): each check runs the accessible output through
/// espeak-ng, as a listener would hear it, in both languages.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")))
struct SpeechEndToEndTests {
    func spoken(_ text: String, _ lang: String) throws -> String {
        try shellOutput("/usr/bin/espeak-ng", ["-q", "-x", "-v", lang, text]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// "8 926 результатов" with a no-break space was read "восемь девятьсот двадцать шесть";
    /// a count is one number to a listener.
    @Test(arguments: ["en", "ru"])
    func countsAreReadAsOneNumber(lang: String) throws {
        let dir = try freshDataDir()
        let run = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "--no-history",
                                 "stocks", "a", "--limit", "0"])
        #expect(run.status == 0)
        let summary = try #require(run.stderr.split(separator: "\n").last.map(String.init))
        let digits = String(summary.prefix { $0.isNumber })
        #expect(digits.count >= 4, "\(summary)")
        #expect(try spoken(summary, lang).hasPrefix(try spoken(digits, lang)), "\(summary)")
    }

    /// "Nov 30" was read "nov thirty", "30 нояб. 2026 г." — "нояб … гэ": spoken dates name
    /// the month in full and abbreviate nothing.
    @Test(arguments: [("en", "November", ["Nov "]), ("ru", "ноября", ["нояб.", " г."])])
    func datesAreSaidInFull(lang: String, month: String, abbreviations: [String]) throws {
        let dir = try freshDataDir()
        _ = try runFinder(["--data-dir", dir.path, "stocks", "apple"], environment: ["TZ": "UTC"])
        // A known instant: the entry was just made; rewrite it to 30 November 2026, 12:47 UTC.
        _ = try shellOutput("/usr/bin/sqlite3", [dir.file("finder.sqlite3"), "UPDATE history SET used_at = 1796042820"])
        let run = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "history"], environment: ["TZ": "UTC"])
        let line = try #require(run.stdout.split(separator: "\n").first.map(String.init))
        #expect(line.contains(month) && line.contains("2026"), "\(line)")
        for a in abbreviations { #expect(!line.contains(a), "\(line)") }
        let said = try spoken(line, lang)
        #expect(!said.isEmpty)
        // The spoken month is the word, as espeak-ng says it on its own.
        #expect(said.contains(try spoken(month, lang)), "\(said)")
    }

    /// A ticker of digits ("603020") was read as six hundred three thousand twenty.
    @Test(arguments: ["en", "ru"])
    func numericTickersAreSaidDigitByDigit(lang: String) throws {
        let dir = try freshDataDir()
        let run = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "--no-history",
                                 "stocks", "603020", "--by", "ticker", "--limit", "1"])
        let line = try #require(run.stdout.split(separator: "\n").first.map(String.init))
        #expect(line.contains("6 0 3 0 2 0"), "\(line)")
        #expect(try spoken(line, lang).contains(try spoken("6 0 3 0 2 0", lang)))
    }

    /// "price price unknown" / "цена цена неизвестна" in `stocks show`.
    @Test(arguments: [("en", "price unknown", "price price"), ("ru", "цена неизвестна", "цена цена")])
    func anUnknownPriceIsSaidOnce(lang: String, expected: String, doubled: String) throws {
        let dir = try freshDataDir()
        for args in [["--accessible"], []] {
            let run = try runFinder(["--data-dir", dir.path, "--lang", lang] + args + ["stocks", "show", "AAPL"])
            #expect(run.status == 0)
            let text = run.stdout.replacingOccurrences(of: ":", with: "")
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            #expect(!text.contains(doubled), "\(run.stdout)")
        }
        let spokenLine = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "stocks", "show", "AAPL"]).stdout
        #expect(spokenLine.contains(expected))
    }
}
