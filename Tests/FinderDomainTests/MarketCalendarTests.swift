import Foundation
import Testing
import FinderText
import FinderStore
@testable import FinderDomain

/// When a market last closed (`MarketCalendar`), and so which prices are stale
/// (docs/decisions/0428-stale-prices.md). Instants are written in UTC; the comments give the
/// market's wall clock.
@Suite struct MarketCalendarTests {
    /// 2026-12-04 is a Friday.
    static func utc(_ day: Int, _ hour: Int, _ minute: Int = 0, month: Int = 12) -> Double {
        CalendarDate(year: 2026, month: month, day: day).epochMillisUTC / 1000 + Double(hour * 3600 + minute * 60)
    }

    static func day(_ d: Int, month: Int = 12) -> Int { Int(CalendarDate(year: 2026, month: month, day: d).epochMillisUTC / 86_400_000) }

    @Test(arguments: [
        // New York: before Friday's close, Thursday's; from 16:00 EST, Friday's; all weekend,
        // and Monday before the close, still Friday's.
        ("US", utc(4, 20, 59), day(3)), ("US", utc(4, 21, 0), day(4)), ("US", utc(5, 12), day(4)),
        ("US", utc(7, 15), day(4)), ("US", utc(7, 21, 30), day(7)),
        // Tokyo closes at 15:30 JST (06:30 UTC): Monday's close is on Sunday evening in New York.
        ("JP", utc(7, 6, 29), day(4)), ("JP", utc(7, 6, 30), day(7)),
        // Riyadh trades Sunday to Thursday: on Friday and Saturday, Thursday's close.
        ("SA", utc(4, 12), day(3)), ("SA", utc(6, 12, 30), day(6)), ("SA", utc(6, 11), day(3)),
        // Moscow: the evening session ends at 23:50 MSK (20:50 UTC).
        ("RU", utc(3, 20, 0), day(2)), ("RU", utc(3, 21, 0), day(3)),
        // Mumbai, UTC+5:30, closes at 15:30 (10:00 UTC).
        ("IN", utc(3, 9, 59), day(2)), ("IN", utc(3, 10, 0), day(3)),
        // In summer New York closes at 20:00 UTC; standard time puts it at 21:00: an hour late, never early.
        ("US", utc(1, 20, 30, month: 7), day(30, month: 6)), ("US", utc(1, 21, 0, month: 7), day(1, month: 7)),
    ])
    func theLastCloseIsTheLatestTradingDayPastItsClose(country: String, now: Double, expected: Int) {
        #expect(MarketCalendar.lastClose(countryCode: country, now: now) == expected)
    }

    @Test func aPriceIsStaleWhenOlderThanTheLastClose() {
        let thursday = CalendarDate(year: 2026, month: 12, day: 3), friday = CalendarDate(year: 2026, month: 12, day: 4)
        // Saturday: Friday's price is the last close, Thursday's is stale.
        #expect(MarketCalendar.isStale(priceDate: friday, countryCode: "US", now: Self.utc(5, 12)) == false)
        #expect(MarketCalendar.isStale(priceDate: thursday, countryCode: "US", now: Self.utc(5, 12)) == true)
        // Friday afternoon in New York, before the close: Thursday's price is the last close.
        #expect(MarketCalendar.isStale(priceDate: thursday, countryCode: "US", now: Self.utc(4, 18)) == false)
        #expect(MarketCalendar.isStale(priceDate: thursday, countryCode: "XX", now: Self.utc(4, 18)) == nil)
        #expect(MarketCalendar.lastClose(countryCode: "USA", now: Self.utc(4, 18)) == nil)
        #expect(MarketCalendar.lastClose(countryCode: "US", now: .nan) == nil)
    }

    /// The table is sorted (it is searched by halves), and every country of the bundled
    /// catalogue has its market.
    @Test func everyCatalogueCountryHasAMarketInOrder() throws {
        let codes = MarketCalendar.markets.map(\.code)
        #expect(codes == codes.sorted() && Set(codes).count == codes.count)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/catalogue.tsv").standardizedFileURL.path
        let rows = try CatalogueFile.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        var missing = Set<String>()
        for r in rows {
            guard let code = r.countryCode ?? Country.code(forCatalogueName: r.country) else { continue }
            if MarketCalendar.market(code) == nil { missing.insert(code) }
        }
        #expect(missing.isEmpty, "no market for \(missing.sorted())")
    }
}
