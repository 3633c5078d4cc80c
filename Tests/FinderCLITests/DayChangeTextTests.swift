import Testing
@testable import FinderCLI
import FinderDomain
import FinderStore

/// The day's change as text and as words, for the cases a sync seldom
/// gives: no change, only a percentage, a change under a cent, no price.
@Suite struct DayChangeTextTests {
    func listing(price: Double? = 10, change: Double?, percent: Double?, currency: String = "USD") -> StockRecord {
        StockRecord(ticker: "X", name: "X", currency: currency, price: price, change: change, changePercent: percent)
    }

    func text(_ s: StockRecord, _ l: Language = .en, accessible: Bool = false) throws -> String? {
        let c = try messages(l)
        return ListingText(messages: accessible ? c.speaking : c, accessible: accessible, now: 0).change(s)?.text
    }

    @Test func textAndWords() throws {
        #expect(try text(listing(change: 1.23, percent: 0.44)) == "▲ +1.23 (+0.44%)")
        #expect(try text(listing(change: -1.27, percent: -0.453)) == "▼ -1.27 (-0.45%)")
        #expect(try text(listing(change: 0, percent: 0)) == "0.00 (0.00%)")
        #expect(try text(listing(change: -0.004, percent: -2.1)) == "▼ -0.0040 (-2.10%)")
        #expect(try text(listing(change: nil, percent: 1.5)) == "▲ +1.50%")
        #expect(try text(listing(change: 2, percent: nil)) == "▲ +2.00")
        #expect(try text(listing(price: nil, change: 2, percent: 1)) == nil)
        #expect(try text(listing(change: nil, percent: nil)) == nil)
        #expect(try text(listing(change: 1980, percent: 0.26), .ru) == "▲ +1\u{a0}980,00 (+0,26\u{a0}%)")
        // Russian writes the minus sign, not a hyphen.
        #expect(try text(listing(change: -2.35, percent: -1.5), .ru) == "▼ \u{2212}2,35 (\u{2212}1,50\u{a0}%)")

        // In words as prices are said (NumberFormat+Speech), in the accusative after "на".
        let words: [(String?, String)] = [
            (try text(listing(change: 1.23, percent: 0.44), accessible: true), "up 1 US dollar and 23 cents, 0.44 percent"),
            (try text(listing(change: 0, percent: 0), accessible: true), "unchanged"),
            (try text(listing(change: nil, percent: -1.5), accessible: true), "down 1.5 percent"),
            (try text(listing(change: 1.23, percent: 0.44), .ru, accessible: true),
             "выросла на один доллар США двадцать три цента, на ноль целых сорок четыре сотых процента"),
            (try text(listing(change: -3.21, percent: -1.19, currency: "RUB"), .ru, accessible: true),
             "упала на три российских рубля двадцать одну копейку, на одну целую девятнадцать сотых процента"),
            (try text(listing(change: 1980, percent: 0.26), .ru, accessible: true),
             "выросла на одну тысячу девятьсот восемьдесят долларов США, на ноль целых двадцать шесть сотых процента"),
        ]
        for (said, intended) in words { #expect(said == intended) }

        // One written fraction digit is tens of cents (AutoZone's "▲ +0.10" was "up 1 cent").
        #expect(try text(listing(price: 3812.4, change: 0.1, percent: nil), accessible: true) == "up 10 cents")
        #expect(try text(listing(price: 3812.4, change: -0.1, percent: nil), .ru, accessible: true) == "упала на десять центов")
    }

    /// A stored date that is no date (written before syncs checked them)
    /// is no date in `stocks show` and JSON, never its raw text.
    @Test(arguments: ["2024-02-30", "LIVE NOW", "9999-99-99T99:99:99+99:99"])
    func aStoredDateThatIsNoDateIsNotShown(text: String) throws {
        var s = listing(change: nil, percent: nil)
        s.priceDate = text
        #expect(ListingText(messages: try messages(.en), accessible: false, now: 0).priceDate(s) == nil)
        #expect(ListingText.validDate(s) == nil)
        s.priceDate = "2025-01-09"
        #expect(ListingText(messages: try messages(.en), accessible: false, now: 0).priceDate(s) != nil)
    }
}
