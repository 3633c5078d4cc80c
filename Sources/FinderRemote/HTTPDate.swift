import FinderText

/// An HTTP date (`Retry-After`, RFC 9110 §5.6.7) as seconds since 1970, read without
/// Foundation's formatters (finder-net's Foundation has no ICU data: docs/decisions/0603-a-
/// lean-package.md). The three forms a recipient must accept:
///
/// - IMF-fixdate, what servers send: `Sun, 06 Nov 1994 08:49:37 GMT` (or `UTC`);
/// - RFC 850: `Sunday, 06-Nov-94 08:49:37 GMT` (a two-digit year more than 50 years ahead of
///   `now` is read in the past century);
/// - asctime: `Sun Nov  6 08:49:37 1994`.
///
/// Names are read in any case; the weekday is not checked against the date. A day the month
/// does not have, an hour past 23 or a minute past 59 is no date (a second of 60, a leap
/// second, is read).
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    static func epochSeconds(_ text: String, now: Double) -> Double? {
        let w = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
        if w.count == 6, w[5] == "gmt" || w[5] == "utc", isWeekday(w[0], comma: true, long: false),
           let d = number(w[1], digits: 2...2), let m = month(w[2]), let y = number(w[3], digits: 4...4) {
            return instant(year: y, month: m, day: d, time: w[4])
        }
        if w.count == 4, w[3] == "gmt", isWeekday(w[0], comma: true, long: true) {
            let p = w[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard p.count == 3, let d = number(p[0], digits: 2...2), let m = month(p[1]), let yy = number(p[2], digits: 2...2),
                  let year = SourceDate.isoUTC(epochSeconds: now).flatMap({ Int($0.prefix(4)) }) else { return nil }
            let y = year / 100 * 100 + yy
            return instant(year: y > year + 50 ? y - 100 : y, month: m, day: d, time: w[2])
        }
        if w.count == 5, isWeekday(w[0], comma: false, long: false),
           let m = month(w[1]), let d = number(w[2], digits: 1...2), let y = number(w[4], digits: 4...4) {
            return instant(year: y, month: m, day: d, time: w[3])
        }
        return nil
    }

    /// "sun," / "sunday," (with `comma`), "sun" (without).
    private static func isWeekday(_ word: String, comma: Bool, long: Bool) -> Bool {
        guard word.hasSuffix(",") == comma else { return false }
        let name = comma ? String(word.dropLast()) : word
        return long ? weekdays.contains(name) : weekdays.contains { $0.prefix(3) == name }
    }

    private static func month(_ word: String) -> Int? {
        months.firstIndex(of: word).map { $0 + 1 }
    }

    /// A number written in `digits` ASCII digits and nothing else.
    private static func number(_ word: String, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(word.utf8.count), word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(word)
    }

    /// `time` ("08:49:37") on that day, in UTC; nil when the day or the time is not one.
    private static func instant(year: Int, month: Int, day: Int, time: String) -> Double? {
        let t = time.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard t.count == 3, let h = number(t[0], digits: 2...2), let mi = number(t[1], digits: 2...2), let s = number(t[2], digits: 2...2),
              h < 24, mi < 60, s <= 60, (1...9999).contains(year) else { return nil }
        let two = { (n: Int) in n < 10 ? "0" + String(n) : String(n) }
        let y = String(repeating: "0", count: 4 - String(year).count) + String(year)
        guard let date = SourceDate(iso: y + "-" + two(month) + "-" + two(day)) else { return nil }
        return date.writtenDay.epochMillisUTC / 1000 + Double(h * 3600 + mi * 60 + s)
    }
}
