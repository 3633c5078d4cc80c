import Testing
import FinderStore
@testable import FinderDomain

/// `--sort` and `--country`/`--exchange` over ranked matches (`StockResults.arranged`).
@Suite struct StockArrangementTests {
    func match(_ ticker: String, _ name: String, country: String = "united states", code: String? = "US", exchange: String = "",
               price: Double? = nil, percent: Double? = nil, cap: Double? = nil, others: [StockRecord] = []) -> StockMatch {
        var s = StockRecord(ticker: ticker, name: name, exchange: exchange, country: country, currency: "USD")
        s.countryCode = code
        s.price = price
        s.changePercent = percent
        s.marketCap = cap
        return StockMatch(stock: s, kind: .nameStart, listings: [s] + others)
    }

    var ranked: StockResults {
        var swiss = StockRecord(ticker: "BB", name: "Beta", country: "switzerland", currency: "CHF")
        swiss.countryCode = "CH"
        return StockResults(matches: [
            match("CC", "charlie", price: 5, percent: -1, cap: 10),
            match("AA", "Alpha", price: nil, percent: 2, cap: nil),
            match("BB", "Beta", price: 50, percent: nil, cap: 300, others: [swiss]),
            match("SBER", "Сбербанк", country: "russia", code: "RU", exchange: "MOEX", price: 50, percent: 0.5, cap: 20),
        ])
    }

    func tickers(_ r: StockResults) -> [String] { r.matches.map(\.stock.ticker) }

    @Test func eachSortOrder() {
        #expect(tickers(ranked.arranged(sort: .relevance, filter: StockFilter(), limit: nil, language: "en")) == ["CC", "AA", "BB", "SBER"])
        #expect(tickers(ranked.arranged(sort: .ticker, filter: StockFilter(), limit: nil, language: "en")) == ["AA", "BB", "CC", "SBER"])
        // Collation, not byte order: "charlie" between "Beta" and the Cyrillic name.
        #expect(tickers(ranked.arranged(sort: .name, filter: StockFilter(), limit: nil, language: "en")) == ["AA", "BB", "CC", "SBER"])
        // Largest first, unknown last, ties in the ranking's order.
        #expect(tickers(ranked.arranged(sort: .price, filter: StockFilter(), limit: nil, language: "en")) == ["BB", "SBER", "CC", "AA"])
        #expect(tickers(ranked.arranged(sort: .change, filter: StockFilter(), limit: nil, language: "en")) == ["AA", "SBER", "CC", "BB"])
        #expect(tickers(ranked.arranged(sort: .marketcap, filter: StockFilter(), limit: 2, language: "en")) == ["BB", "SBER"])
    }

    @Test func filtersKeepListingsOfTheirCountryOrExchange() {
        let ru = ranked.arranged(sort: .relevance, filter: StockFilter(countries: ["ru"]), limit: nil, language: "en")
        #expect(tickers(ru) == ["SBER"])
        // A company shown by another listing is shown by the one the filter keeps.
        let ch = ranked.arranged(sort: .relevance, filter: StockFilter(countries: ["CH"]), limit: nil, language: "en")
        #expect(ch.matches.map(\.stock.currency) == ["CHF"])
        #expect(tickers(ranked.arranged(sort: .relevance, filter: StockFilter(exchanges: ["moex"]), limit: nil, language: "en")) == ["SBER"])
        #expect(ranked.arranged(sort: .relevance, filter: StockFilter(countries: ["JP"]), limit: nil, language: "en").matches.isEmpty)
    }

    @Test func countriesByCodeOrName() {
        #expect(StockFilter.countryCode("ch") == "CH")
        #expect(StockFilter.countryCode("Switzerland") == "CH")
        #expect(StockFilter.countryCode("швейцария") == "CH")
        #expect(StockFilter.countryCode("United States") == "US")
        #expect(StockFilter.countryCode("Narnia") == nil)
        #expect(StockFilter.countryCode("zz") == nil)
    }
}
