import Foundation
import Testing
import FinderTestSupport

/// `--refresh` on `stocks show` and `watch` (docs/decisions/0425-quotes-for-any-listing.md):
/// the built binaries against a loopback stand-in of the quote source, answering in the
/// shape of a real `/v7/finance/spark` answer (README "Quote source") for the symbols it
/// knows and leaving the others out, as the service does.
@Suite struct QuotesEndToEndTests {
    /// 2026-06-15 06:00 UTC: the day `runFinderOnOneDay` runs on.
    static let time = 1_781_503_200
    /// Symbol → (currency, price, previous close).
    static let known: [String: (String, Double, Double)] = [
        "7203.T": ("JPY", 2875.5, 2850), "VOD.L": ("GBp", 72.5, 71), "SAP.DE": ("EUR", 241.3, 240.1),
        "6758.T": ("JPY", 3400, 3420), "9984.T": ("JPY", 8900, 8800),
    ]

    static func answer(_ r: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
        let query = r.target.split(separator: "?", maxSplits: 1).last.map(String.init) ?? ""
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
             url: String? = nil) throws -> FinderRun {
        var env = ["LANG": lang == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"]
        if let u = url ?? server?.baseURL { env["FINDER_QUOTES_URL"] = u }
        return try runFinderOnOneDay(["--data-dir", dir.path, "--no-history"] + args, environment: env)
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
    /// request), and every search after it shows the kept price, as `show` and `watch` do.
    @Test func aSearchIsRefreshedAndShowsTheKeptPriceAfter() throws {
        let server = try LoopbackHTTPServer(handler: Self.answer)
        let dir = try preparedDataDirectory()
        let before = try results(try run(dir, ["--json", "stocks", "toyota", "--limit", "2"], server: nil))
        #expect(before.first?["ticker"] as? String == "7203" && before.first?["price"] is NSNull)
        let r = try run(dir, ["--json", "stocks", "toyota", "--limit", "2", "--refresh"], server: server)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(server.requests.map(\.target) == ["/v7/finance/spark?symbols=7203.T,6201.T&range=1d&interval=1d"])
        #expect(try results(r).first?["price"] as? Double == 2875.5)
        for lang in ["en", "ru"] {
            let after = try run(dir, ["--accessible", "stocks", "toyota", "--limit", "1"], server: nil, lang: lang)
            let said = lang == "en" ? "price 2876 Japanese yen" : "цена две тысячи восемьсот семьдесят шесть японских иен"
            #expect(after.stdout.contains(said), "\(after.stdout)")
        }
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

    /// A listing abroad that names no exchange, in a market Yahoo does not quote, cannot be
    /// asked for: it is named with its country, since its ticker may be a priced listing's
    /// too (SHEL is also Shell plc's in London).
    @Test func aListingWithoutAnExchangeIsNamedWithItsCountry() throws {
        let server = try LoopbackHTTPServer(handler: Self.answer)
        let dir = try preparedDataDirectory()
        let en = try run(dir, ["stocks", "show", "SHEL", "--refresh"], server: server)
        #expect(en.stderr.contains("“SHEL” (Pakistan), “SHEL” (Mauritius): the catalogue names no exchange, so no quote source can be asked."), "\(en.stderr)")
        let ru = try run(dir, ["stocks", "show", "SHEL", "--refresh"], server: server, lang: "ru")
        #expect(ru.stderr.contains("«SHEL» (Пакистан), «SHEL» (Маврикий): в каталоге не указана биржа, поэтому котировку спросить не у кого."), "\(ru.stderr)")
    }
}
