import FinderText

/// When a listing's market last closed, to tell a price that is not its latest close
/// (docs/decisions/0428-stale-prices.md): a price dated before the day of the market's last
/// close is stale. By the listing's country (ISO code), which names one market's hours and
/// weekend for every country of the catalogue.
///
/// Each market's close is in its **standard** time, and daylight saving is not applied: in
/// summer the local time computed is an hour early, so the close is taken to have passed an
/// hour after it did — a mark an hour late, never one too early. Where a country's exchanges
/// close at different hours, the latest is taken (Germany's regional exchanges trade until
/// 22:00, Moscow's evening session until 23:50) for the same reason. Holidays are not known:
/// on the evening of a market's holiday, the day before's price is marked.
public enum MarketCalendar {
    enum Weekend: UInt8 {
        case saturdaySunday
        /// The Gulf, Egypt, Jordan, Iraq, Palestine: trading Sunday to Thursday.
        case fridaySaturday

        func isWeekend(_ weekday: Int) -> Bool {
            switch self {
            case .saturdaySunday: weekday == 6 || weekday == 0
            case .fridaySaturday: weekday == 5 || weekday == 6
            }
        }
    }

    struct Market {
        /// The ISO code's two letters, the first in the high byte ("JP" = 0x4A50).
        let code: UInt16
        /// The market's standard time: minutes east of UTC.
        let offset: Int16
        /// The close, minutes after local midnight (standard time).
        let close: Int16
        let weekend: Weekend

        init(_ code: StaticString, _ offsetHours: Double, _ close: Int16, _ weekend: Weekend = .saturdaySunday) {
            let b = code.utf8Start
            self.code = UInt16(b[0]) << 8 | UInt16(b[1])
            offset = Int16(offsetHours * 60)
            self.close = close / 100 * 60 + close % 100
            self.weekend = weekend
        }
    }

    /// Every country of the bundled catalogue, sorted by code (`MarketCalendarTests` checks the
    /// order and that each catalogue country has its market): standard offset, close as HHMM.
    static let markets: [Market] = [
        Market("AE", 4, 1500), Market("AR", -3, 1700), Market("AT", 1, 1735), Market("AU", 10, 1610),
        Market("BA", 1, 1400), Market("BD", 6, 1430), Market("BE", 1, 1735), Market("BG", 2, 1700),
        Market("BH", 3, 1300, .fridaySaturday), Market("BR", -3, 1800), Market("BW", 2, 1300), Market("CA", -5, 1600),
        Market("CH", 1, 1735), Market("CI", 0, 1500), Market("CL", -4, 1600), Market("CN", 8, 1500),
        Market("CO", -5, 1600), Market("CR", -6, 1600), Market("CY", 2, 1700), Market("CZ", 1, 1625),
        Market("DE", 1, 2200), Market("DK", 1, 1700), Market("EE", 2, 1600), Market("EG", 2, 1430, .fridaySaturday),
        Market("ES", 1, 1735), Market("FI", 2, 1830), Market("FR", 1, 1735), Market("GB", 0, 1635),
        Market("GR", 2, 1720), Market("HK", 8, 1610), Market("HR", 1, 1600), Market("HU", 1, 1720),
        Market("ID", 7, 1615), Market("IE", 0, 1630), Market("IL", 2, 1725), Market("IN", 5.5, 1530),
        Market("IQ", 3, 1300, .fridaySaturday), Market("IS", 0, 1530), Market("IT", 1, 1735), Market("JM", -5, 1300),
        Market("JO", 3, 1300, .fridaySaturday), Market("JP", 9, 1530), Market("KE", 3, 1500), Market("KR", 9, 1530),
        Market("KW", 3, 1240, .fridaySaturday), Market("KZ", 5, 1700), Market("LB", 2, 1230), Market("LK", 5.5, 1430),
        Market("LT", 2, 1600), Market("LU", 1, 1735), Market("LV", 2, 1600), Market("MA", 1, 1530),
        Market("ME", 1, 1400), Market("MN", 8, 1300), Market("MT", 1, 1230), Market("MU", 4, 1330),
        Market("MW", 2, 1400), Market("MX", -6, 1500), Market("MY", 8, 1700), Market("NA", 2, 1700),
        Market("NG", 1, 1430), Market("NL", 1, 1735), Market("NO", 1, 1625), Market("NZ", 12, 1645),
        Market("OM", 4, 1300, .fridaySaturday), Market("PE", -5, 1600), Market("PH", 8, 1500), Market("PK", 5, 1530),
        Market("PL", 1, 1705), Market("PS", 2, 1300, .fridaySaturday), Market("PT", 0, 1635), Market("QA", 3, 1315, .fridaySaturday),
        Market("RO", 2, 1800), Market("RS", 1, 1400), Market("RU", 3, 2350), Market("RW", 2, 1200),
        Market("SA", 3, 1520, .fridaySaturday), Market("SE", 1, 1730), Market("SG", 8, 1716), Market("SI", 1, 1400),
        Market("SK", 1, 1530), Market("TH", 7, 1630), Market("TN", 1, 1410), Market("TR", 3, 1810),
        Market("TW", 8, 1430), Market("TZ", 3, 1600), Market("UA", 2, 1730), Market("UG", 3, 1500),
        Market("US", -5, 1600), Market("VE", -4, 1300), Market("VN", 7, 1500), Market("ZA", 2, 1700),
        Market("ZM", 2, 1300), Market("ZW", 2, 1300),
    ]

    static func market(_ countryCode: String) -> Market? {
        let b = countryCode.utf8
        guard b.count == 2 else { return nil }
        let code = UInt16(b[b.startIndex]) << 8 | UInt16(b[b.index(after: b.startIndex)])
        var low = 0, high = markets.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if markets[mid].code == code { return markets[mid] }
            if markets[mid].code < code { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// The day of the market's last close at `now` (seconds since 1970), in days since 1970
    /// on the market's calendar: today once its close has passed on a trading day, else the
    /// trading day before. nil for a country without a market here.
    public static func lastClose(countryCode: String, now: Double) -> Int? {
        guard let m = market(countryCode), now.isFinite, abs(now) < 1e12 else { return nil }
        let local = Int(now.rounded(.down)) + Int(m.offset) * 60
        var day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let minute = (local - day * 86_400) / 60
        // 1970-01-01 was a Thursday (weekday 4, Sunday 0).
        func weekday(_ d: Int) -> Int { ((d % 7) + 7 + 4) % 7 }
        if m.weekend.isWeekend(weekday(day)) || minute < Int(m.close) {
            day -= 1
            while m.weekend.isWeekend(weekday(day)) { day -= 1 }
        }
        return day
    }

    /// Whether a price of `priceDate` (the market's own day, as sources date prices) is older
    /// than the last close of the listing's market at `now`; nil when either is unknown.
    public static func isStale(priceDate: CalendarDate, countryCode: String, now: Double) -> Bool? {
        guard let close = lastClose(countryCode: countryCode, now: now) else { return nil }
        return Int((priceDate.epochMillisUTC / 86_400_000).rounded(.down)) < close
    }
}
