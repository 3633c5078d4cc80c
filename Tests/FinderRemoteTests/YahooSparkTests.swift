import Foundation
import Testing
@testable import FinderRemote

/// The quote source's answer (GUIDE "Prices for any listing"): the shape of a real
/// `/v7/finance/spark` answer, entries with odd or missing numbers, and the envelope's errors.
@Suite struct YahooSparkTests {
    /// An answer as the service gives it (members it adds are ignored): two listings, one in
    /// pence, each with its exchange's offset from UTC.
    static let answer = #"""
    {"spark":{"result":[
      {"symbol":"7203.T","response":[{"meta":{"currency":"JPY","symbol":"7203.T","exchangeName":"JPX","instrumentType":"EQUITY",
        "regularMarketTime":1764916200,"gmtoffset":32400,"timezone":"JST","exchangeTimezoneName":"Asia/Tokyo",
        "regularMarketPrice":2875.5,"chartPreviousClose":2850,"previousClose":2850,"scale":3,"priceHint":2,"dataGranularity":"1d","range":"1d"},
        "timestamp":[1764916200],"indicators":{"quote":[{"close":[2875.5]}]}}]},
      {"symbol":"VOD.L","response":[{"meta":{"currency":"GBp","symbol":"VOD.L","regularMarketTime":1764952200,"gmtoffset":0,
        "regularMarketPrice":72.5,"previousClose":71}}]}
    ],"error":null}}
    """#

    @Test func quotesAreReadByName() throws {
        let quotes = try YahooSpark.parse(Data(Self.answer.utf8))
        #expect(quotes == [
            .init(symbol: "7203.T", price: 2875.5, previousClose: 2850, currency: "JPY", time: 1_764_916_200, utcOffset: 32_400),
            .init(symbol: "VOD.L", price: 72.5, previousClose: 71, currency: "GBp", time: 1_764_952_200, utcOffset: 0),
        ])
    }

    /// 2025-12-05 06:30 UTC is the 5th in Tokyo; 2025-12-04 23:30 UTC is the 5th in Tokyo too
    /// and the 4th in London.
    @Test func theDateIsTheExchangesOwnDay() {
        #expect(YahooSpark.Quote(symbol: "X", price: 1, time: 1_764_916_200, utcOffset: 32_400).date == "2025-12-05")
        #expect(YahooSpark.Quote(symbol: "X", price: 1, time: 1_764_891_000, utcOffset: 32_400).date == "2025-12-05")
        #expect(YahooSpark.Quote(symbol: "X", price: 1, time: 1_764_891_000, utcOffset: 0).date == "2025-12-04")
        #expect(YahooSpark.Quote.civilDate(secondsSince1970: 0) == "1970-01-01")
        #expect(YahooSpark.Quote.civilDate(secondsSince1970: 951_782_400) == "2000-02-29")
        #expect(YahooSpark.Quote.civilDate(secondsSince1970: 4_102_444_799) == "2099-12-31")
    }

    /// An entry whose price or time is missing, not a number or out of range is left out;
    /// the others are read. A previous close out of range is dropped, the price kept.
    @Test func oddEntriesAreLeftOut() throws {
        func entry(_ symbol: String, _ meta: String) -> String {
            #"{"symbol":"\#(symbol)","response":[{"meta":{\#(meta)}}]}"#
        }
        let body = #"{"spark":{"result":["# + [
            entry("A", #""regularMarketPrice":"12","regularMarketTime":1764916200"#),
            entry("B", #""regularMarketPrice":-3,"regularMarketTime":1764916200"#),
            entry("C", #""regularMarketPrice":1e400,"regularMarketTime":1764916200"#),
            entry("D", #""regularMarketPrice":5,"regularMarketTime":1e30"#),
            entry("E", #""regularMarketPrice":5"#),
            #"{"symbol":"F","response":[]}"#, #"{"response":[{"meta":{"regularMarketPrice":5,"regularMarketTime":1}}]}"#, "7", "null",
            entry("G", #""regularMarketPrice":5,"regularMarketTime":1764916200,"previousClose":0,"gmtoffset":999999,"currency":"<b>""#),
        ].joined(separator: ",") + "]}}"
        let quotes = try YahooSpark.parse(Data(body.utf8))
        #expect(quotes == [.init(symbol: "G", price: 5, previousClose: nil, currency: nil, time: 1_764_916_200, utcOffset: 0)])
    }

    /// None of the symbols known: `result` null with an error, an empty list, not a failure.
    @Test func noKnownSymbolIsNoQuote() throws {
        let body = #"{"spark":{"result":null,"error":{"code":"Not Found","description":"No data found for spark symbols"}}}"#
        #expect(try YahooSpark.parse(Data(body.utf8)).isEmpty)
    }

    @Test(arguments: [("<html>Bad gateway</html>", YahooFormatError.notJSON), (#"{"chart":{"result":[]}}"#, .notSpark),
                      (#"{"spark":{"result":7}}"#, .notSpark), ("[]", .notSpark), (#"{"spark":{"result":[{"#, .notJSON)])
    func otherAnswersAreNotSpark(body: String, error: YahooFormatError) {
        #expect(throws: error) { try YahooSpark.parse(Data(body.utf8)) }
    }

    /// Symbols go in one comma list, each escaped; more than a batch is not one request.
    @Test func theRequestNamesEverySymbol() throws {
        let url = try #require(YahooSpark.url(base: "http://127.0.0.1:9/", symbols: ["7203.T", "BRK-B", "^N225", "A&B"]))
        #expect(url.absoluteString == "http://127.0.0.1:9/v7/finance/spark?symbols=7203.T,BRK-B,%5EN225,A%26B&range=1d&interval=1d")
        #expect(YahooSpark.url(base: "http://127.0.0.1:9", symbols: []) == nil)
        #expect(YahooSpark.url(base: "http://127.0.0.1:9", symbols: Array(repeating: "A", count: 21)) == nil)
        #expect(YahooSpark.url(base: "not a url", symbols: ["A"]) == nil)
    }
}
