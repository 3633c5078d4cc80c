import Foundation
import Testing
@testable import FinderRemote

/// The lookup by ISIN (GUIDE "Prices for any listing"): the shape of a real `/v1/finance/search`
/// answer, entries without a usable symbol, an ISIN the service does not know, and answers
/// that are not a search's.
@Suite struct YahooSearchTests {
    /// An answer as the service gives it (members it adds are ignored): the share on its home
    /// exchange, the same share in Frankfurt, and a fund with the name in it.
    static let answer = #"""
    {"explains":[],"count":3,"quotes":[
      {"exchange":"STO","shortname":"2cureX AB","quoteType":"EQUITY","symbol":"CUREX.ST","index":"quotes","score":20019.0,
       "typeDisp":"Equity","longname":"2cureX AB (publ)","exchDisp":"Stockholm","sector":"Healthcare","isYahooFinance":true},
      {"exchange":"FRA","shortname":"2CUREX AB","quoteType":"EQUITY","symbol":"2CX.F","index":"quotes","score":20005.0,
       "typeDisp":"Equity","exchDisp":"Frankfurt","isYahooFinance":true},
      {"exchange":"YHD","shortname":"<b>bold</b>","quoteType":"MUTUALFUND","symbol":"0P0001FAKE.ST","isYahooFinance":true},
      {"exchange":"STO","quoteType":"EQUITY","symbol":"\u001b[31mX","isYahooFinance":true},
      {"exchange":"STO","quoteType":"EQUITY","isYahooFinance":true}
    ],"news":[],"nav":[],"lists":[],"researchReports":[],"screenerFieldResults":[],"totalTime":31,"timeTakenForQuotes":407}
    """#

    @Test func matchesAreReadByNameInTheServicesOrder() throws {
        #expect(try YahooSearch.parse(Data(Self.answer.utf8)) == [
            .init(symbol: "CUREX.ST", kind: "EQUITY"), .init(symbol: "2CX.F", kind: "EQUITY"),
            .init(symbol: "0P0001FAKE.ST", kind: "MUTUALFUND"),
        ])
    }

    /// An ISIN the service does not know: no match, no error.
    @Test func anUnknownISINFindsNothing() throws {
        #expect(try YahooSearch.parse(Data(#"{"explains":[],"count":0,"quotes":[],"news":[]}"#.utf8)).isEmpty)
    }

    @Test(arguments: [("<html>Bad gateway</html>", YahooFormatError.notJSON), (#"{"spark":{"result":[]}}"#, .notSearch),
                      (#"{"quotes":7}"#, .notSearch), ("[]", .notSearch), (#"{"quotes":[{"#, .notJSON)])
    func anAnswerThatIsNoSearchIsAnError(body: String, error: YahooFormatError) {
        #expect(throws: error) { try YahooSearch.parse(Data(body.utf8)) }
    }

    /// The lookup's address: the ISIN as the query, ten matches, no news; nothing but an ISIN
    /// (twelve ASCII capitals and digits) is sent.
    @Test func theLookupAsksForTheISINAlone() {
        #expect(YahooSearch.url(base: "https://query1.finance.yahoo.com/", isin: "SE0010468124")?.absoluteString
            == "https://query1.finance.yahoo.com/v1/finance/search?q=SE0010468124&quotesCount=10&newsCount=0&listsCount=0")
        for bad in ["SE001046812", "se0010468124", "SE0010468124&x", "SE00104681２4", ""] {
            #expect(YahooSearch.url(base: "https://query1.finance.yahoo.com", isin: bad) == nil, "\(bad)")
        }
        #expect(YahooSearch.url(base: "not a url", isin: "SE0010468124") == nil)
    }
}
