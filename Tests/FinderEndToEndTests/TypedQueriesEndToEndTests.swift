import Foundation
import Testing
import FinderTestSupport

/// What people type, end to end, one query of each kind through the built binary and the
/// bundled catalogue, in JSON and in text (decisions 0380, 0381): the company first, and in
/// every format which name matched.
@Suite(.serialized) struct TypedQueriesEndToEndTests {
    struct Case: Sendable, CustomStringConvertible {
        let kind: String, query: String, ticker: String, country: String
        var description: String { "\(kind): \(query)" }
    }

    static let cases: [Case] = [
        Case(kind: "brand", query: "google", ticker: "GOOGL", country: "united states"),
        Case(kind: "ru-everyday", query: "норникель", ticker: "GMKN", country: "russia"),
        Case(kind: "ru-spelling", query: "эппл", ticker: "AAPL", country: "united states"),
        Case(kind: "suffixed-ticker", query: "7203.T", ticker: "7203", country: "japan"),
        Case(kind: "prefixed-ticker", query: "MOEX:SBER", ticker: "SBER", country: "russia"),
        Case(kind: "identifier", query: "US0378331005", ticker: "AAPL", country: "united states"),
        Case(kind: "legal-connector", query: "johnson and johnson", ticker: "JNJ", country: "united states"),
        Case(kind: "short-ticker", query: "f", ticker: "F", country: "united states"),
        Case(kind: "typo", query: "mircosoft", ticker: "MSFT", country: "united states"),
        Case(kind: "layout", query: "c,th", ticker: "SBER", country: "russia"),
        Case(kind: "prefix", query: "nvid", ticker: "NVDA", country: "united states"),
        // A legal form typed short meets the name that spells it out.
        Case(kind: "legal-connector", query: "siemens ag", ticker: "SIE", country: "germany"),
        Case(kind: "legal-connector", query: "merck kgaa", ticker: "MRK", country: "germany"),
        // Lines of one company by their ISIN, never by a name that begins another's: Siemens
        // Energy is a company of its own, and Siemens (a blue chip) leads the Siemens names.
        Case(kind: "company", query: "siemens", ticker: "SIE", country: "germany"),
        Case(kind: "company", query: "siemens energy", ticker: "ENR", country: "germany"),
        Case(kind: "company", query: "kakao games", ticker: "293490", country: "south korea"),
        // The line the data sizes leads its company (not the partly paid RELIANCEPP).
        Case(kind: "company", query: "reliance", ticker: "RELIANCE", country: "india"),
        // A name the query starts before a brand's later word (L'Oréal's La Roche-Posay).
        Case(kind: "brand", query: "roche", ticker: "RO", country: "switzerland"),
        // A word for the kind of thing is no word of the brand; a legal form written out is optional.
        Case(kind: "brand", query: "jameson whiskey", ticker: "RI", country: "france"),
        Case(kind: "brand", query: "apple stock", ticker: "AAPL", country: "united states"),
        Case(kind: "legal-connector", query: "публичное акционерное общество магнит", ticker: "MGNT", country: "russia"),
        // A company's lines abroad under its name are its listings, led by its main line
        // (docs/decisions/0384): not London's, Frankfurt's or Mexico's.
        Case(kind: "company", query: "lululemon", ticker: "LULU", country: "united states"),
        Case(kind: "company", query: "bradesco", ticker: "BBDC3", country: "brazil"),
        Case(kind: "company", query: "vodafone", ticker: "VOD", country: "united kingdom"),
        Case(kind: "brand", query: "jeep", ticker: "STLA", country: "france"),
        // A line only investpy has, named in the name table by its market's suffix.
        Case(kind: "brand", query: "choco pie", ticker: "271560", country: "south korea"),
        // A whole name of a sizable company, its brand's or its own without the legal form,
        // before a larger one whose name or brand the word only starts or ends (Amazon's
        // Audible, Coca-Cola's Simply Orange): docs/decisions/0385.
        Case(kind: "brand", query: "audi", ticker: "VOW", country: "germany"),
        Case(kind: "company", query: "orange", ticker: "ORA", country: "france"),
    ]

    @Test(arguments: cases)
    func theCompanyComesFirst(_ c: Case) throws {
        let run = try finder(["--json", "stocks", c.query])
        #expect(run.status == 0, "\(run.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let top = try #require((doc["results"] as? [[String: Any]])?.first, "\(c.query): no results")
        #expect(top["ticker"] as? String == c.ticker && top["country"] as? String == c.country,
                "\(c.query) → \(top["ticker"] ?? "-") \(top["country"] ?? "-")")
    }

    @Test func aQueryThatMustFindNothingFindsNothing() throws {
        let run = try finder(["--json", "stocks", "ъыъыъыъ"])
        #expect(run.status == 1)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((doc["results"] as? [Any])?.isEmpty == true)
    }

    @Test func theMatchedNameIsSaidInEveryFormat() throws {
        let json = try finder(["--json", "stocks", "google", "--limit", "1"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let top = try #require((doc["results"] as? [[String: Any]])?.first)
        let matched = try #require(top["matchedName"] as? [String: Any])
        #expect(matched["kind"] as? String == "brand" && matched["name"] as? String == "google")
        #expect(try finder(["stocks", "google", "--limit", "1"]).stdout.contains("brand: google"))
        #expect(try finder(["--lang", "ru", "stocks", "google", "--limit", "1"]).stdout.contains("бренд: google"))
        #expect(try finder(["--accessible", "stocks", "google", "--limit", "1"]).stdout.contains("brand: google"))
    }

    @Test func theCountLineSaysHowManyMatchAndHowManyAreShown() throws {
        // The count line is the status line, on standard error.
        let text = try finder(["stocks", "a"]).stderr
        let line = try #require(text.split(separator: "\n").last.map(String.init))
        // Counting stops at a thousand companies: "over".
        #expect(line == "20 of over 1,000 results; --limit 0 shows all", "\(line)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(try finder(["--json", "stocks", "a"]).stdout.utf8)) as? [String: Any])
        #expect(doc["count"] as? Int == 20)
        #expect(doc["total"] as? Int == 1000 && doc["totalIsLowerBound"] as? Bool == true)
        let ru = try finder(["--lang", "ru", "stocks", "a"]).stderr
        #expect(ru.contains("20 из более чем 1\u{00A0}000 результатов"), "\(ru)")
        // Under the limit the count is exact.
        let apple = try #require(try JSONSerialization.jsonObject(with: Data(try finder(["--json", "stocks", "apple", "--limit", "2"]).stdout.utf8)) as? [String: Any])
        // Apple, Campari (Appleton Estate), Apple Hospitality, Apple Flavor & Fragrance, Apple
        // International, Dine Brands (Applebee's), Applegreen.
        #expect(apple["total"] as? Int == 7 && apple["totalIsLowerBound"] as? Bool == false, "\(apple["total"] ?? "")")
    }
}
