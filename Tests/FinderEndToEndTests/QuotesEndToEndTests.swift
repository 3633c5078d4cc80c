import Foundation
import Testing
import FinderTestSupport

/// `--refresh` on `stocks show` and `watch` (docs/decisions/0425-quotes-for-any-listing.md):
/// the built binaries against a loopback stand-in of the quote source, answering in the
/// shape of a real `/v7/finance/spark` answer (GUIDE "Prices for any listing") for the symbols it
/// knows and leaving the others out, as the service does.
@Suite struct QuotesEndToEndTests {
    /// 2026-06-15 06:00 UTC: the day `runFinderOnOneDay` runs on.
    static let time = 1_781_503_200
    /// Symbol → (currency, price, previous close).
    static let known: [String: (String, Double, Double)] = [
        "7203.T": ("JPY", 2875.5, 2850), "VOD.L": ("GBp", 72.5, 71), "SAP.DE": ("EUR", 241.3, 240.1),
        "6758.T": ("JPY", 3400, 3420), "9984.T": ("JPY", 8900, 8800), "CUREX.ST": ("SEK", 1.02, 1),
    ]
    /// ISIN → the symbols a lookup finds (`/v1/finance/search`), in the service's order.
    static let isins: [String: [String]] = ["SE0010468124": ["2CX.F", "CUREX.ST"]]

    static func answer(_ r: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
        let query = r.target.split(separator: "?", maxSplits: 1).last.map(String.init) ?? ""
        if r.target.hasPrefix("/v1/finance/search?") {
            // As the service answers: every ISIN is an answer, an unknown one with no quotes.
            let isin = query.split(separator: "&").first { $0.hasPrefix("q=") }.map { String($0.dropFirst(2)) } ?? ""
            let quotes = (isins[isin] ?? []).map { #"{"exchange":"X","shortname":"2cureX AB","quoteType":"EQUITY","symbol":"\#($0)","index":"quotes","isYahooFinance":true}"# }
            return .init(status: 200, body: Data((#"{"explains":[],"count":\#(quotes.count),"quotes":["# + quotes.joined(separator: ",") + #"],"news":[]}"#).utf8))
        }
        let symbols = query.split(separator: "&").first { $0.hasPrefix("symbols=") }.map { $0.dropFirst(8).split(separator: ",").map(String.init) } ?? []
        let entries = symbols.compactMap { s -> String? in
            guard let (currency, price, previous) = known[s] else { return nil }
            let offset = s.hasSuffix(".T") ? 32_400 : 0
            return #"{"symbol":"\#(s)","response":[{"meta":{"currency":"\#(currency)","symbol":"\#(s)","regularMarketTime":\#(time),"#
                + #""gmtoffset":\#(offset),"regularMarketPrice":\#(price),"chartPreviousClose":\#(previous)},"timestamp":[\#(time)]}]}"#
        }
        let body = entries.isEmpty ? #"{"spark":{"result":null,"error":{"code":"Not Found","description":"No data found for spark symbols"}}}"#
                                   : #"{"spark":{"result":["# + entries.joined(separator: ",") + #"],"error":null}}"#
        return .init(status: entries.isEmpty ? 404 : 200, body: Data(body.utf8))
    }

    func run(_ dir: TemporaryDirectory, _ args: [String], server: LoopbackHTTPServer?, lang: String = "en",
             url: String? = nil, stdin: String? = nil) throws -> FinderRun {
        var env = ["LANG": lang == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"]
        if let u = url ?? server?.baseURL { env["FINDER_QUOTES_URL"] = u }
        return try runFinderOnOneDay(["--data-dir", dir.path, "--no-history"] + args, environment: env, stdin: stdin)
    }

    func results(_ r: FinderRun) throws -> [[String: Any]] {
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)\(r.stderr)")
        return doc["results"] as? [[String: Any]] ?? []
    }

    /// Toyota in Tokyo and Vodafone in London had no price; one request asks for every
    /// listing shown, and each takes its price in its own currency (pence as pounds), dated by
    /// its exchange, with the day's change. The price is kept: a show without `--refresh`
    /// (offline, in `finder` itself) gives it too. Johannesburg's VOD got no answer, and says so.
    @Test func aShowAsksOnceAndKeepsEachListingsPrice() throws {
        let server = try LoopbackHTTPServer(handler: Self.answer)
        let dir = try preparedDataDirectory()
        let r = try run(dir, ["--json", "stocks", "show", "7203", "VOD", "--refresh"], server: server)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(server.requests.count == 1)
        let asked = server.requests.first?.target ?? ""
        #expect(asked.hasPrefix("/v7/finance/spark?symbols=7203.T,") && asked.contains("VOD.L") && asked.contains("VOD.JO"), "\(asked)")
        let rows = try results(r)
        let toyota = try #require(rows.first { $0["ticker"] as? String == "7203" })
        #expect(toyota["price"] as? Double == 2875.5 && toyota["change"] as? Double == 25.5)
        #expect(toyota["priceDate"] as? String == "2026-06-15" && toyota["priceSource"] as? String == "yahoo")
        let london = try #require(rows.first { $0["ticker"] as? String == "VOD" && $0["exchange"] as? String == "LSE" })
        #expect(london["price"] as? Double == 0.725 && london["currency"] as? String == "GBP", "\(london)")
        #expect(r.stderr.contains("The quote service gave no price for “VOD.JO”"), "\(r.stderr)")

        let kept = try run(dir, ["--json", "stocks", "show", "7203"], server: nil)
        #expect(try results(kept).first?["price"] as? Double == 2875.5)
        #expect(server.requests.count == 1, "a show without --refresh asked the network")
        let text = try run(dir, ["stocks", "show", "7203"], server: nil).stdout
        #expect(text.contains("¥2,876") && text.contains("yahoo"), "\(text)")
    }

    /// `stocks QUERY --refresh` asks for the rows the search shows (its limit, in one
    /// request), and every search after it shows the kept price, as `show` and `watch` do, and
    /// so does the interactive session (the same use case: it once showed the catalogue's).
    @Test func aSearchIsRefreshedAndShowsTheKeptPriceAfter() throws {
        let server = try LoopbackHTTPServer(handler: Self.answer)
        let dir = try preparedDataDirectory()
        let before = try results(try run(dir, ["--json", "stocks", "toyota", "--limit", "2"], server: nil))
        #expect(before.first?["ticker"] as? String == "7203" && before.first?["price"] is NSNull)
        let r = try run(dir, ["--json", "stocks", "toyota", "--limit", "2", "--refresh"], server: server)
        #expect(r.status == 0, "\(r.stderr)")
        // The two rows shown, in one request: Toyota Motor and the next Toyota company.
        let shown = before.compactMap { $0["symbol"] as? String }
        #expect(shown.count == 2 && shown.first == "7203.T")
        #expect(server.requests.map(\.target) == ["/v7/finance/spark?symbols=\(shown.joined(separator: ","))&range=1d&interval=1d"])
        #expect(try results(r).first?["price"] as? Double == 2875.5)
        for lang in ["en", "ru"] {
            let after = try run(dir, ["--accessible", "stocks", "toyota", "--limit", "1"], server: nil, lang: lang)
            let said = lang == "en" ? "price 2876 Japanese yen" : "цена две тысячи восемьсот семьдесят шесть японских иен"
            #expect(after.stdout.contains(said), "\(after.stdout)")
        }
        let session = try run(dir, ["interactive"], server: nil, stdin: "toyota\n:quit\n")
        let first = session.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(session.status == 0 && first.hasPrefix("7203 ") && first.contains("¥2,876"), "\(session.stdout)\(session.stderr)")
        #expect(server.requests.count == 1)
    }

    /// Twenty-one watched listings: two requests (twenty symbols, then one), not twenty-one.
    /// `watch check --refresh` judges the alert on the fresh price, as a cron job needs.
    @Test func aWatchlistIsRefreshedInBatchesAndItsAlertsJudgedOnTheFreshPrice() throws {
        let server = try LoopbackHTTPServer(handler: Self.answer)
        let dir = try preparedDataDirectory()
        let tickers = ["7203", "6758", "9984", "6861", "8306", "9432", "7974", "4063", "6098", "8035", "9433", "6501", "7267",
                       "4502", "6367", "7741", "6902", "8058", "8001", "4519", "6981"]
        #expect(try run(dir, ["watch", "add"] + tickers, server: nil).status == 0)
        #expect(try run(dir, ["watch", "alert", "7203", "above", "2800"], server: nil).status == 0)
        let before = try run(dir, ["watch", "check"], server: nil)
        #expect(before.status == 1, "no price yet, so no alert fires: \(before.stderr)")

        let r = try run(dir, ["--json", "watch", "--refresh"], server: server)
        #expect(r.status == 0, "\(r.stderr)")
        let asked = server.requests.map { $0.target.split(separator: "=")[1].split(separator: "&")[0].split(separator: ",").count }
        #expect(asked == [20, 1], "\(server.requests.map(\.target))")
        let rows = try results(r)
        #expect(rows.count == 21 && rows.first?["price"] as? Double == 2875.5 && rows[1]["price"] as? Double == 3400)

        for lang in ["en", "ru"] {
            let check = try run(dir, ["watch", "check", "--refresh"], server: server, lang: lang)
            #expect(check.status == 0, "\(check.stderr)")
            #expect(check.stdout.contains("7203"), "\(check.stdout)")
        }
        #expect(server.requests.count == 6)
    }

    /// A source that fails, `--offline`, or an address finder cannot use: the listings are
    /// shown with the prices already kept, and why they were not refreshed is said, in
    /// both languages; the exit status is the show's.
    @Test(arguments: [
        ("status", "Prices were not refreshed: the quote service answered with status 503.", "Цены не обновлены: сервис котировок ответил кодом 503."),
        ("offline", "Prices were not refreshed: --offline was given.", "Цены не обновлены: задан --offline."),
        ("url", "Prices were not refreshed: FINDER_QUOTES_URL is not an address finder can use (http://example.com).",
         "Цены не обновлены: FINDER_QUOTES_URL — не адрес, которым finder может воспользоваться (http://example.com)."),
        ("format", "Prices were not refreshed: the quote service’s answer is not a list of prices.",
         "Цены не обновлены: ответ сервиса котировок — не список цен."),
    ])
    func aRefreshThatFailsShowsTheKeptPrices(kind: String, en: String, ru: String) throws {
        let server = try LoopbackHTTPServer { _ in
            kind == "format" ? .init(status: 200, body: Data("<html>Service unavailable</html>".utf8)) : .init(status: 503, body: Data())
        }
        let dir = try preparedDataDirectory()
        for (lang, said) in [("en", en), ("ru", ru)] {
            var args = ["stocks", "show", "SAP", "--refresh"]
            if kind == "offline" { args.insert("--offline", at: 0) }
            let r = try run(dir, args, server: server, lang: lang, url: kind == "url" ? "http://example.com" : nil)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.contains(said), "\(r.stderr)")
            #expect(r.stdout.contains("SAP SE"), "\(r.stdout)")
        }
        #expect(server.requests.count == (kind == "status" || kind == "format" ? 2 : 0))
    }

    /// A listing abroad that names no exchange (its code another site's) is looked up by its
    /// ISIN, then priced by the symbol found on its own country's exchange; the symbol is kept
    /// with the price, so the next refresh asks for the price alone.
    @Test func aListingKnownByItsISINIsLookedUpOnceAndPriced() throws {
        let server = try LoopbackHTTPServer(handler: Self.answer)
        let dir = try preparedDataDirectory()
        let r = try run(dir, ["--json", "stocks", "show", "2CUREX", "--refresh"], server: server)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(server.requests.map(\.target) == ["/v1/finance/search?q=SE0010468124&quotesCount=10&newsCount=0&listsCount=0",
                                                  "/v7/finance/spark?symbols=CUREX.ST&range=1d&interval=1d"])
        let row = try #require(try results(r).first)
        #expect(row["price"] as? Double == 1.02 && row["currency"] as? String == "SEK" && row["priceSource"] as? String == "yahoo", "\(row)")

        let again = try run(dir, ["--json", "stocks", "show", "2CUREX", "--refresh"], server: server)
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(server.requests.dropFirst(2).map(\.target) == ["/v7/finance/spark?symbols=CUREX.ST&range=1d&interval=1d"])
    }

    /// A listing the lookup finds nothing for, and one with neither an exchange nor an ISIN,
    /// are each named with their country (a ticker may be a priced listing's too: SHEL is also
    /// Shell plc's in London), in both languages.
    @Test func aListingNoSourceKnowsIsNamedWithItsCountry() throws {
        let server = try LoopbackHTTPServer(handler: Self.answer)
        let dir = try preparedDataDirectory()
        let en = try run(dir, ["stocks", "show", "SHEL", "AFIRCORB", "--refresh"], server: server)
        #expect(en.stderr.contains("The quote service found no listing by the ISIN of “SHEL” (Pakistan), “SHEL” (Mauritius)."), "\(en.stderr)")
        #expect(en.stderr.contains("“AFIRCORB” (Mexico): the catalogue names neither an exchange nor an ISIN, so no quote source can be asked."),
                "\(en.stderr)")
        let ru = try run(dir, ["stocks", "show", "SHEL", "AFIRCORB", "--refresh"], server: server, lang: "ru")
        #expect(ru.stderr.contains("Сервис котировок не нашёл по ISIN бумаги «SHEL» (Пакистан), «SHEL» (Маврикий)."), "\(ru.stderr)")
        #expect(ru.stderr.contains("«AFIRCORB» (Мексика): в каталоге не указаны ни биржа, ни ISIN, поэтому котировку спросить не у кого."),
                "\(ru.stderr)")
    }
}
