import Testing
import FinderTestSupport
import FinderStore
@testable import FinderDomain

/// Quotes for the listings a person looks at (docs/decisions/0425-quotes-for-any-listing.md):
/// which symbol a listing is asked by, how an answer becomes a price in the listing's own
/// currency, and the overlay that shows the newest price.
extension StockRecord {
    func with(date: String) -> StockRecord { var r = self; r.priceDate = date; return r }
}

@Suite struct StockQuotesTests {
    static func listing(_ ticker: String, exchange: String = "", country: String = "", currency: String = "USD",
                        symbol: String? = nil, price: Double? = nil, date: String? = nil) -> StockRecord {
        StockRecord(ticker: ticker, name: ticker + " Inc", exchange: exchange, country: country, currency: currency,
                    price: price, priceDate: date, priceSource: price == nil ? nil : "bundled",
                    countryCode: country == "united states" ? "US" : nil, symbol: symbol)
    }

    /// The catalogue's symbol first; else the exchange's suffix, by exchange and country
    /// ("CSE" is Canada's and Sri Lanka's); a US listing's class share as Yahoo writes it;
    /// Hong Kong's codes of four digits. A listing abroad without an exchange has none: a
    /// guessed exchange would price another company.
    @Test(arguments: [
        (listing("7203", exchange: "TSE", country: "japan", symbol: "7203.T"), "7203.T"),
        (listing("7203", exchange: "TSE", country: "japan"), "7203.T"),
        (listing("SBERP", exchange: "MOEX", country: "russia"), "SBERP.ME"),
        (listing("WEED", exchange: "CSE", country: "canada"), "WEED.CN"),
        (listing("JKH", exchange: "CSE", country: "sri lanka"), "JKH.CM"),
        (listing("700", exchange: "HKEX", country: "hong kong"), "0700.HK"),
        (listing("BRK/B", country: "united states"), "BRK-B"),
        (listing("BF.B", country: "united states"), "BF-B"),
        (listing("8058", country: "japan", currency: "JPY"), "8058.T"),
        (listing("600519", country: "china", currency: "CNY"), "600519.SS"),
        (listing("000001", country: "china", currency: "CNY"), "000001.SZ"),
        (listing("500325", country: "india", currency: "INR"), "500325.BO"),
        (listing("RELIANCE", country: "india", currency: "INR"), "RELIANCE.NS"),
        (listing("PKN", country: "poland", currency: "PLN"), "PKN.WA"),
        (listing("5", country: "hong kong", currency: "HKD"), "0005.HK"),
    ] as [(StockRecord, String)])
    func aListingIsAskedByItsSymbol(listing: StockRecord, symbol: String) {
        #expect(StockQuotes.symbol(for: listing) == symbol)
    }

    /// Where a country has two markets whose codes never meet, both are asked.
    @Test func twoMarketsAreBothAsked() {
        #expect(StockQuotes.symbols(for: Self.listing("005930", country: "south korea", currency: "KRW")) == ["005930.KS", "005930.KQ"])
        #expect(StockQuotes.symbols(for: Self.listing("1102", country: "taiwan", currency: "TWD")) == ["1102.TW", "1102.TWO"])
        #expect(StockQuotes.symbols(for: Self.listing("AAL", country: "canada", currency: "CAD")) == ["AAL.TO", "AAL.V"])
    }

    @Test func aListingWithoutAPlaceHasNoSymbol() {
        #expect(StockQuotes.symbol(for: Self.listing("ACBM", country: "malaysia", currency: "MYR")) == nil)
        #expect(StockQuotes.symbol(for: Self.listing("ABC", country: "pakistan", currency: "PKR")) == nil)
        #expect(StockQuotes.symbol(for: Self.listing("SONY", country: "japan", currency: "JPY")) == nil)
        #expect(StockQuotes.symbol(for: Self.listing("X", exchange: "Nowhere Exchange", country: "utopia")) == nil)
        #expect(StockQuotes.symbol(for: Self.listing("A B", country: "united states")) == nil)
    }

    /// Twenty-one listings and a symbol twice: two requests, each symbol once, in order.
    /// A listing no symbol can be made for is looked up by its ISIN when the check digit
    /// holds; one with a symbol, or without a valid ISIN, is not.
    @Test func aListingWithoutASymbolIsLookedUpByItsISIN() {
        var sweden = Self.listing("2CUREX", country: "sweden", currency: "SEK")
        #expect(StockQuotes.lookupISIN(for: sweden) == nil)
        sweden.isin = "SE0010468124"
        #expect(StockQuotes.lookupISIN(for: sweden) == "SE0010468124")
        sweden.isin = "SE0010468125"
        #expect(StockQuotes.lookupISIN(for: sweden) == nil, "a wrong check digit")
        var toyota = Self.listing("7203", exchange: "TSE", country: "japan", currency: "JPY")
        toyota.isin = "JP3633400001"
        #expect(StockQuotes.lookupISIN(for: toyota) == nil, "it has a symbol")
    }

    /// Of what a lookup found: the first on an exchange of the listing's country, else the
    /// first share or fund traded on an exchange; never a mutual fund's or an index's code.
    @Test func theLookupsSymbolIsTheOneOfTheListingsCountry() {
        let sweden = Self.listing("2CUREX", country: "sweden", currency: "SEK")
        let germany = Self.listing("2HR", country: "germany", currency: "EUR")
        let found: [(symbol: String, kind: String?)] = [("0P0001X.ST", "MUTUALFUND"), ("2CX.F", "EQUITY"), ("CUREX.ST", "EQUITY")]
        #expect(StockQuotes.symbol(among: found, for: sweden) == "CUREX.ST")
        #expect(StockQuotes.symbol(among: found, for: germany) == "2CX.F", "Frankfurt is Germany's")
        let pakistan = Self.listing("1ALN", country: "pakistan", currency: "PKR")
        #expect(StockQuotes.symbol(among: found, for: pakistan) == "2CX.F", "the same security elsewhere; record checks its currency")
        #expect(StockQuotes.symbol(among: [("^OMX", "INDEX"), ("X.ST", "MUTUALFUND")], for: sweden) == nil)
        #expect(StockQuotes.symbol(among: [("CUREX.ST", nil)], for: sweden) == "CUREX.ST")
        #expect(StockQuotes.symbol(among: [], for: sweden) == nil)
    }

    /// A symbol found by a lookup is kept with the listing's price: the next refresh asks for
    /// it without looking the listing up again.
    @Test func aFoundSymbolIsKeptWithThePrice() throws {
        let dir = TemporaryDirectory("finder-quotes-isin")
        let store = try Store(directory: dir.path)
        let quotes = StockQuotes(store: store)
        var sweden = Self.listing("2CUREX", country: "sweden", currency: "SEK")
        sweden.isin = "SE0010468124"
        let other = Self.listing("ABC", country: "sweden", currency: "SEK")
        #expect(quotes.withKeptSymbols([sweden, other]) == [sweden, other])
        var found = sweden
        found.symbol = "CUREX.ST"
        let report = try quotes.record([FetchedQuote(symbol: "CUREX.ST", price: 1.02, previousClose: 1, currency: "SEK", date: "2026-12-04")],
                                       for: [found], fetchedAt: 1_796_400_000)
        #expect(report.priced == ["CUREX.ST"])
        let again = quotes.withKeptSymbols([sweden, other])
        #expect(again[0].symbol == "CUREX.ST" && StockQuotes.lookupISIN(for: again[0]) == nil && again[1] == other)
    }

    @Test func symbolsGoInBatchesEachOnce() {
        var rows = (1...21).map { Self.listing("T\($0)", country: "united states") }
        rows.insert(Self.listing("T1", country: "united states"), at: 5)
        let batches = StockQuotes.batches(rows, batch: 20)
        #expect(batches.map(\.count) == [20, 1])
        #expect(batches.joined().elementsEqual((1...21).map { "T\($0)" }))
    }

    /// Pence are pounds over a hundred; a listing kept in cents (the catalogue's "ZAC") takes
    /// cents as they are; another currency is refused, never converted at a guessed rate.
    @Test func thePriceIsInTheListingsCurrency() throws {
        func quote(_ currency: String?) -> FetchedQuote {
            FetchedQuote(symbol: "X", price: 72.5, previousClose: 70, currency: currency, date: "2026-12-04")
        }
        let pounds = try #require(StockQuotes.price(quote("GBp"), in: "GBP"))
        #expect(abs(pounds.price - 0.725) < 1e-12 && abs(pounds.previous! - 0.70) < 1e-12)
        #expect(StockQuotes.price(quote("GBP"), in: "GBP")?.price == 72.5)
        #expect(StockQuotes.price(quote("ZAc"), in: "ZAC")?.price == 72.5)
        #expect(StockQuotes.price(quote("ILA"), in: "ILA")?.price == 72.5)
        #expect(StockQuotes.price(quote("USD"), in: "usd")?.price == 72.5)
        #expect(StockQuotes.price(quote(nil), in: "JPY")?.price == 72.5)
        #expect(StockQuotes.price(quote("USD"), in: "GBP") == nil)
        #expect(StockQuotes.price(quote("GBp"), in: "EUR") == nil)
    }

    /// What a refresh answered is kept by listing, with the day's change from the previous
    /// close; the show then gives the newest price each listing has.
    @Test func aRefreshIsKeptAndShownWhereItIsNewer() throws {
        let dir = TemporaryDirectory("finder-quotes")
        let store = try Store(directory: dir.path)
        let quotes = StockQuotes(store: store)
        let toyota = Self.listing("7203", exchange: "TSE", country: "japan", currency: "JPY", symbol: "7203.T", price: 2700, date: "2026-08-22")
        let vodafone = Self.listing("VOD", exchange: "LSE", country: "united kingdom", currency: "GBP", symbol: "VOD.L",
                                    price: 0.8, date: "2026-12-05T16:30:00Z")
        let unknown = Self.listing("ZZZZ", country: "united states")
        let poland = Self.listing("ABC", country: "pakistan", currency: "PKR")
        let kosdaq = Self.listing("035720", country: "south korea", currency: "KRW")
        let dollars = Self.listing("SHEL", exchange: "LSE", country: "united kingdom", currency: "GBP", symbol: "SHEL.L")
        let answered = [
            FetchedQuote(symbol: "7203.T", price: 2875.5, previousClose: 2850, currency: "JPY", date: "2026-12-04"),
            FetchedQuote(symbol: "vod.l", price: 72.5, previousClose: 71, currency: "GBp", date: "2026-12-04"),
            FetchedQuote(symbol: "SHEL.L", price: 35, previousClose: 34, currency: "USD", date: "2026-12-04"),
            FetchedQuote(symbol: "035720.KQ", price: 50_000, previousClose: nil, currency: "KRW", date: "2026-12-04"),
        ]
        let report = try quotes.record(answered, for: [toyota, vodafone, unknown, poland, dollars, kosdaq], fetchedAt: 1_796_400_000)
        #expect(report.priced == ["7203.T", "VOD.L", "035720.KQ"])
        #expect(quotes.overlay([kosdaq])[0].price == 50_000)
        #expect(report.unanswered == ["ZZZZ"] && report.noSource == [poland] && report.otherCurrency == ["SHEL.L"])

        let shown = quotes.overlay([toyota, vodafone, unknown])
        // Toyota's quote is newer than the catalogue's price: it is shown, with its change.
        #expect(shown[0].price == 2875.5 && shown[0].priceDate == "2026-12-04" && shown[0].priceSource == "yahoo")
        #expect(shown[0].change == 25.5 && shown[0].changePercent == 0.8947)
        // Pence as pounds, the change as a source would give it, without binary noise.
        let london = quotes.overlay([vodafone.with(date: "2026-12-01")])[0]
        #expect(london.price == 0.725 && london.change == 0.015 && london.changePercent == 2.1127, "\(london)")
        // Vodafone's catalogue price is of a later day than the quote: it stays.
        #expect(shown[1] == vodafone)
        #expect(shown[2] == unknown)

        // A later refresh replaces the listing's quote.
        _ = try quotes.record([FetchedQuote(symbol: "7203.T", price: 2900, previousClose: nil, currency: "JPY", date: "2026-12-05")],
                              for: [toyota], fetchedAt: 1_796_500_000)
        let again = quotes.overlay([toyota])[0]
        #expect(again.price == 2900 && again.priceDate == "2026-12-05" && again.change == nil && again.changePercent == nil)
    }
}
