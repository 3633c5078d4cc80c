import Foundation
import Testing
import FinderTestSupport

/// What a screen reader says: each check runs the accessible output through
/// espeak-ng, as a listener would hear it, in both languages.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")))
struct SpeechEndToEndTests {
    func spoken(_ text: String, _ lang: String) throws -> String {
        try shellOutput("/usr/bin/espeak-ng", ["-q", "-x", "-v", lang, text]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What espeak-ng says, as phoneme words without its pause and stress marks, so that a
    /// phrase said alone can be found in a line said whole.
    func heard(_ text: String, _ lang: String) throws -> String {
        let raw = try spoken(text, lang)
        let kept = raw.unicodeScalars.filter { !"_:!#',".unicodeScalars.contains($0) }
        return String(String.UnicodeScalarView(kept)).split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// A data folder whose catalogue has prices from a StockFinder file: 510.07 US dollars
    /// (AAPL), 0.1804 (a penny stock), 1,234,567.89 roubles; AAPL's price dated 9 January 2025.
    func pricedCatalogue() throws -> TemporaryDirectory {
        let dir = try freshDataDir()
        let file = dir.file("prices.json")
        try Data(#"[{"ticker":"AAPL","name":"Apple Inc","currentPrice":510.07},{"ticker":"PENY","name":"Penny & Co","currentPrice":0.1804},{"ticker":"BIGR","name":"Big Ruble","currentPrice":1234567.89,"currency":"RUB"}]"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        // Synced on 9 January 2025 (faketime): the prices carry that day, as a sync makes them —
        // a row changed in the store by hand is damage, never an answer.
        let sync = try runProcess("/usr/bin/faketime", ["2025-01-09 12:00:00", finderBinary, "--data-dir", dir.path,
                                                         "stocks", "sync", "--from", file],
                                  environment: ["PATH": "/usr/bin:/bin", "HOME": dir.path, "TZ": "UTC"])
        #expect(sync.status == 0, "\(sync.stderr)")
        return dir
    }

    /// "510,07 доллара" was heard as 510.7, "1234567,89" as "один тысяча
    /// двести тридцать четыре тысяча…", "0,1804" as "ноль и один восемь ноль четыре". An
    /// amount is whole units and cents, as a person says it; one under a unit a decimal.
    ///
    /// Russian is checked against the words a person says (espeak-ng reads words as
    /// written, digits by its own rules); English keeps digits, which espeak-ng reads right,
    /// and is checked for the whole units and cents a decimal point would lose.
    @Test(arguments: [
        ("en", "AAPL", "price 510 US dollars and 7 cents", "price five hundred and ten US dollars and seven cents"),
        ("ru", "AAPL", "цена пятьсот десять долларов США семь центов", "цена пятьсот десять долларов США семь центов"),
        ("en", "BIGR", "price 1234567 Russian rubles and 89 kopecks", "price one million two hundred and thirty four thousand five hundred and sixty seven Russian rubles and eighty nine kopecks"),
        ("ru", "BIGR", "цена один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь российских рублей восемьдесят девять копеек",
         "цена один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь российских рублей восемьдесят девять копеек"),
        ("en", "PENY", "price 0.1804 US dollars", "price zero point one eight zero four US dollars"),
        ("ru", "PENY", "цена ноль целых одна тысяча восемьсот четыре десятитысячных доллара США",
         "цена ноль целых одна тысяча восемьсот четыре десятитысячных доллара США"),
    ])
    func amountsAreHeardAsAPersonSaysThem(lang: String, ticker: String, written: String, intended: String) throws {
        let dir = try pricedCatalogue()
        let run = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "stocks", "show", ticker], environment: ["TZ": "UTC"])
        let line = try #require(run.stdout.split(separator: "\n").first.map(String.init), "\(run.stderr)")
        #expect(line.contains(written), "\(line)")
        let field = try #require(line.components(separatedBy: "; ").first { $0.hasPrefix(lang == "ru" ? "цена" : "price") })
        let said = try spoken(field, lang)
        #expect(try sameWords(field, intended, lang), "\(said)")
    }

    /// Item 18: a listing whose country the catalogue does not know has no empty "страна:" row.
    @Test func anUnknownCountryHasNoRow() throws {
        let dir = try pricedCatalogue()
        let run = try runFinder(["--data-dir", dir.path, "--lang", "ru", "stocks", "show", "PENY"])
        #expect(run.status == 0 && run.stdout.contains("PENY"), "\(run.stderr)")
        #expect(!run.stdout.contains("страна:"), "\(run.stdout)")
    }

    /// Whether espeak-ng starts `a` with the words it says for `b` (a field may go on: "…, as
    /// of January 9"): phonemes compared without stress, pauses and spaces (English "and"
    /// inside a number is the reduced "@n").
    func sameWords(_ a: String, _ b: String, _ lang: String) throws -> Bool {
        func normal(_ s: String) throws -> String {
            var h = try heard(s, lang).replacingOccurrences(of: " ", with: "")
            if lang == "en" { h = h.replacingOccurrences(of: "and", with: "@n") }
            return h
        }
        return try normal(a).hasPrefix(normal(b))
    }

    /// Item 2: "1 из 23" was read "один из двадцать три", "9 января 2025 года" "девять
    /// января две тысяча двадцать пять года". Positions are nominative ("результат 1, всего
    /// 3"); dates say the day and year as ordinals.
    // AAPL is two listings: Nasdaq's, and the CEDEAR in Buenos Aires.
    @Test(arguments: [("en", "Result 1 of 2", "January 9, 2025", "result one of two", "January nine, two thousand and twenty five"),
                      ("ru", "Результат один, всего два", "девятое января две тысячи двадцать пятого года", "Результат один, всего два",
                       "девятое января две тысячи двадцать пятого года")])
    func positionsAndDatesAreDeclinedRight(lang: String, position: String, date: String, intendedPosition: String, intendedDate: String) throws {
        let dir = try pricedCatalogue()
        let run = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "stocks", "show", "AAPL"], environment: ["TZ": "UTC"])
        let line = try #require(run.stdout.split(separator: "\n").first.map(String.init))
        #expect(line.hasPrefix(position + ":"), "\(line)")
        #expect(line.contains(date), "\(line)")
        let lead = String(line.prefix { $0 != ":" })
        let dateLabel = lang == "ru" ? "дата цены " : "price date "
        let dateField = try #require(line.components(separatedBy: "; ").first { $0.hasPrefix(dateLabel) })
        let saidLead = try spoken(lead, lang), saidDate = try spoken(dateField, lang)
        #expect(try sameWords(lead, intendedPosition, lang), "\(saidLead)")
        #expect(try sameWords(dateField, dateLabel + intendedDate, lang), "\(saidDate)")
        // Counts too: "2 результата" / "два результата", never "два" for a feminine noun.
        let suggest = try runFinder(["--data-dir", dir.path, "--lang", "ru", "--accessible", "suggest", "app"])
        let summary = try #require(suggest.stderr.split(separator: "\n").last.map(String.init))
        #expect(summary.hasSuffix("подсказок") || summary.hasSuffix("подсказки") || summary.hasSuffix("подсказка"), "\(summary)")
        let hasDigits = summary.contains { $0.isNumber }
        #expect(!hasDigits, "\(summary)")
        #expect(!(try heard(summary, "ru")).contains(try heard("два подсказки", "ru")))
    }

    /// Item 3: "ON" was heard as the word "on", AAPL as "apple", SBERP as one word, and the
    /// suggestion "3224" as a number. Tickers are said letter by letter, and named.
    @Test(arguments: ["en", "ru"])
    func tickersAreSpelledAndNamed(lang: String) throws {
        let dir = try freshDataDir()
        let label = lang == "ru" ? "тикер" : "ticker"
        let on = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "--no-history", "stocks", "ON", "--by", "ticker", "--limit", "1"])
        let line = try #require(on.stdout.split(separator: "\n").first.map(String.init))
        #expect(line.contains(label + " O. N."), "\(line)")
        let said = try spoken(line, lang)
        #expect(try heard(line, lang).contains(try heard(label + " O. N.", lang)), "\(said)")
        #expect(!(try heard(line, lang)).contains(try heard(label + " on", lang)), "\(said)")
        let suggest = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "suggest", "3224"])
        let first = try #require(suggest.stdout.split(separator: "\n").first.map(String.init))
        #expect(first.contains(label + " 3 2 2 4"), "\(first)")
        // "&" is a word, not "амперсанд".
        let amp = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "--no-history", "stocks", "AT&T", "--limit", "1"])
        #expect(!amp.stdout.contains("&") && amp.stdout.contains(lang == "ru" ? " и " : " and "), "\(amp.stdout)")
    }

    /// "Nov 30" was read "nov thirty", "30 нояб. 2026 г." — "нояб … гэ": spoken dates name
    /// the month in full and abbreviate nothing.
    @Test(arguments: [("en", "November", ["Nov "]), ("ru", "ноября", ["нояб.", " г."])])
    func datesAreSaidInFull(lang: String, month: String, abbreviations: [String]) throws {
        let dir = try freshDataDir()
        _ = try runFinder(["--data-dir", dir.path, "stocks", "apple"], environment: ["TZ": "UTC"])
        // The search is taken into the store by the next reader (`Store+PendingSearches`).
        _ = try runFinder(["--data-dir", dir.path, "history"])
        // A known instant: the entry was just made; rewrite it to 30 November 2026, 12:47 UTC.
        _ = try shellOutput("/usr/bin/sqlite3", [dir.file("history.sqlite3"), "UPDATE history SET used_at = 1796042820"])
        let run = try runFinder(["--data-dir", dir.path, "--lang", lang, "--accessible", "history"], environment: ["TZ": "UTC"])
        let line = try #require(run.stdout.split(separator: "\n").first.map(String.init))
        #expect(line.contains(month) && line.contains(lang == "ru" ? "две тысячи двадцать шестого года" : "2026"), "\(line)")
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
