import Foundation
import Testing
import FinderTestSupport

/// `finder stocks QUERY --sort …`, `--country`, `--exchange`, in both languages.
@Suite(.serialized) struct SortAndFilterEndToEndTests {
    func results(_ args: [String]) throws -> [[String: Any]] {
        let run = try finder(["--json", "--no-history"] + args)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return doc["results"] as? [[String: Any]] ?? []
    }

    @Test func countryByCodeAndLocalizedName() throws {
        let en = try results(["stocks", "bank", "--country", "ch", "--limit", "5"])
        #expect(!en.isEmpty && en.allSatisfy { $0["countryCode"] as? String == "CH" })
        let ru = try results(["--lang", "ru", "stocks", "bank", "--country", "Швейцария", "--limit", "5"])
        #expect(ru.map { $0["ticker"] as? String } == en.map { $0["ticker"] as? String })
        let two = try results(["stocks", "bank", "--country", "ch,ru", "--limit", "0"])
        #expect(Set(two.compactMap { $0["countryCode"] as? String }) == ["CH", "RU"])
        let bad = try finder(["--lang", "ru", "stocks", "bank", "--country", "нарния"])
        #expect(bad.status == 2 && bad.stderr.contains("«нарния» — не страна из каталога"), "\(bad.stderr)")
    }

    @Test func exchangeByCodeAndName() throws {
        let moex = try results(["stocks", "газпром", "--exchange", "Мосбиржа", "--limit", "5"])
        #expect(!moex.isEmpty && moex.allSatisfy { $0["exchange"] as? String == "MOEX" })
        #expect(try results(["stocks", "газпром", "--exchange", "moex", "--limit", "5"]).count == moex.count)
        let none = try finder(["stocks", "apple", "--exchange", "MOEX"])
        #expect(none.status == 1)
    }

    @Test func sortByTickerAndName() throws {
        let tickers = try results(["stocks", "bank", "--sort", "ticker", "--limit", "10"]).compactMap { $0["ticker"] as? String }
        #expect(tickers.count == 10 && tickers == tickers.sorted { $0.localizedStandardCompare($1) == .orderedAscending } || tickers == tickers.sorted(), "\(tickers)")
        let relevance = try results(["stocks", "bank", "--limit", "10"]).compactMap { $0["ticker"] as? String }
        #expect(relevance != tickers)
        // Sorted, the whole ranking is sorted before the cut: the first ticker of all.
        let all = try results(["stocks", "bank", "--sort", "ticker", "--limit", "0"]).compactMap { $0["ticker"] as? String }
        #expect(all.first == tickers.first && all.count > 10)
        let bad = try finder(["stocks", "bank", "--sort", "volume"])
        #expect(bad.status == 2 && bad.stderr.contains("relevance, ticker, name, price, change, marketcap"), "\(bad.stderr)")
    }

    @Test func sortByPriceAfterASync() throws {
        let run = try runFinderOnOneDay(["--data-dir", changeData.path, "--no-history", "--json", "stocks", "a", "--sort", "price", "--limit", "5"],
                                        environment: ["LANG": "C"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let prices = (doc["results"] as? [[String: Any]] ?? []).compactMap { $0["price"] as? Double }
        #expect(prices.count == 5 && prices == prices.sorted(by: >), "\(prices)")
    }
}
