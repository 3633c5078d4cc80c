/// A date as a price source writes it, read without Foundation: a calendar day
/// ("2025-11-28", the Moscow Exchange's PREVDATE) or an instant with its offset
/// ("2023-10-18T16:10:42+03:00", "2025-01-10T09:30:00Z", a sync's own time).
///
/// A day stays the day it names wherever the reader is; an instant is shown on the
/// reader's calendar (ICU's default zone).
public struct SourceDate: Equatable, Sendable {
    /// The day as written.
    public let writtenDay: CalendarDate
    /// Milliseconds since 1970 when the text gives a time and an offset, else nil.
    public let epochMillis: Double?

    /// Parses `YYYY-MM-DD`, optionally followed by `THH:MM[:SS[.fff]]` and `Z` or `±HH:MM`
    /// (a time without an offset is read as UTC). nil for anything else, and for what only
    /// looks like a date: a day the month does not have (`2024-02-30`, `2023-02-29`), year
    /// 0000, an hour past 23, a minute or second past 59 (60 for a leap second), an offset
    /// beyond ±18:00 or with minutes past 59 (`9999-99-99T99:99:99+99:99`).
    public init?(iso text: String) {
        let b = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= b.count else { return nil }
            var n = 0
            for i in from..<from + count {
                guard b[i] >= 0x30 && b[i] <= 0x39 else { return nil }
                n = n * 10 + Int(b[i] - 0x30)
            }
            return n
        }
        guard b.count >= 10, let y = number(0, 4), b[4] == 0x2D, let m = number(5, 2), b[7] == 0x2D,
              let d = number(8, 2), y >= 1, (1...12).contains(m), (1...Self.days(inMonth: m, of: y)).contains(d) else { return nil }
        writtenDay = CalendarDate(year: y, month: m, day: d)
        guard b.count > 10 else { epochMillis = nil; return }
        guard b[10] == 0x54 || b[10] == 0x20, let hh = number(11, 2), b.count > 13, b[13] == 0x3A,
              let mm = number(14, 2), hh < 24, mm < 60 else { return nil }
        var i = 16
        var seconds = 0.0
        if i < b.count, b[i] == 0x3A {
            guard let ss = number(17, 2), ss < 61 else { return nil }
            seconds = Double(ss)
            i = 19
            if i < b.count, b[i] == 0x2E {
                i += 1
                while i < b.count, b[i] >= 0x30 && b[i] <= 0x39 { i += 1 }
            }
        }
        var offsetMinutes = 0
        if i < b.count {
            if b[i] == 0x5A { i += 1 } else if b[i] == 0x2B || b[i] == 0x2D {
                guard let oh = number(i + 1, 2), i + 3 < b.count, b[i + 3] == 0x3A, let om = number(i + 4, 2),
                      om < 60, oh * 60 + om <= 18 * 60 else { return nil }
                offsetMinutes = (oh * 60 + om) * (b[i] == 0x2D ? -1 : 1)
                i += 6
            } else {
                return nil
            }
        }
        guard i == b.count else { return nil }
        epochMillis = writtenDay.epochMillisUTC + (Double(hh * 3600 + mm * 60 - offsetMinutes * 60) + seconds) * 1000
    }

    /// The instant `epochSeconds` as ISO 8601 in UTC, to the second ("2025-01-10T09:30:00Z"):
    /// what a sync writes as the date of prices the source does not date, read back by
    /// `init?(iso:)`. nil for a non-finite instant or one past year 9999 or before year 1.
    public static func isoUTC(epochSeconds: Double) -> String? {
        guard epochSeconds.isFinite, epochSeconds >= -62_135_596_800, epochSeconds < 253_402_300_800 else { return nil }
        let whole = Int(epochSeconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let second = whole - days * 86_400
        func two(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }
        return CalendarDate(daysSince1970: days).iso + "T" + two(second / 3600) + ":" + two(second / 60 % 60) + ":" + two(second % 60) + "Z"
    }

    /// Days in a month of the Gregorian calendar.
    static func days(inMonth m: Int, of y: Int) -> Int {
        switch m {
        case 2: (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The day a reader in `timeZone` (nil: ICU's default zone) sees.
    public func localDay(timeZone: String? = nil) -> CalendarDate {
        guard let epochMillis else { return writtenDay }
        return NumberFormat.calendarDate(epochMillis: epochMillis, timeZone: timeZone) ?? writtenDay
    }

    /// This date in `format` (a skeleton or pattern, see `NumberFormat.date`): a day as
    /// written, an instant on the reader's calendar.
    public func formatted(_ format: String, with numbers: NumberFormat, timeZone: String? = nil) -> String {
        if let epochMillis { return numbers.date(epochMillis: epochMillis, format: format, timeZone: timeZone) }
        // A day as written needs no calendar: written without ICU where the format allows.
        if let written = numbers.writtenDay(writtenDay, format: format) { return written }
        return numbers.date(epochMillis: writtenDay.epochMillisUTC, format: format, timeZone: "UTC")
    }
}
