import CICU
#if canImport(Glibc)
import Glibc
#endif

extension NumberFormat {
    /// `epochMillis` in the form `format` names: an ICU date skeleton when it is letters only
    /// ("MMMd" → "Nov 28" / "28 нояб.", in the locale's own order), else an ICU pattern used
    /// as it is ("d MMMM y 'года'"). `timeZone` as for `dateTime`; "UTC" keeps a calendar
    /// date as given. "" for a non-finite instant or a format ICU refuses.
    public func date(epochMillis: Double, format: String, timeZone: String?) -> String {
        date(epochMillis: epochMillis, format: format, timeZone: timeZone, resolvingKnownSkeletons: true)
    }

    /// `resolvingKnownSkeletons` false asks ICU for every skeleton's pattern (tests).
    func date(epochMillis: Double, format: String, timeZone: String?, resolvingKnownSkeletons: Bool) -> String {
        guard epochMillis.isFinite, !format.isEmpty else { return "" }
        var skeleton: Int32 = format.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } ? 1 : 0
        var format = format
        if skeleton == 1, resolvingKnownSkeletons || isSpoken, let pattern = Self.resolvedPattern(format, locale: localeID) {
            format = pattern
            skeleton = 0
        }
        // Spoken, a skeleton's pattern says its day and year in words as a written pattern
        // does: every date a spoken line holds comes through here ("на двадцать седьмое
        // ноября", never "на 27 ноября", which espeak-ng says "двадцать семь ноября").
        if isSpoken, skeleton == 0, spellsNumbers,
           let day = NumberFormat.calendarDate(epochMillis: epochMillis, timeZone: timeZone) {
            format = spokenDatePattern(format, day: day)
        }
        // A written pattern of the catalogs' letters is written here from the instant's fields
        // in the zone (ICU's calendar), byte for byte as ICU's formatter writes it: opening the
        // formatter (its symbols, its number format) was 1.6 M of a cold `finder history`'s
        // 2.8 M instructions. `DateFormatTests` compares the two over instants, zones and
        // every pattern of the catalogs.
        if resolvingKnownSkeletons, skeleton == 0, !isSpoken,
           let (day, time) = NumberFormat.calendarFields(epochMillis: epochMillis, timeZone: timeZone),
           let text = written(format, day: day, time: time) {
            return text
        }
        return withUTF16(format) { f, fLen in
            withUTF16(timeZone ?? "") { tz, tzLen in
                formatted { cicu_format_date_with(localeID, epochMillis, f, fLen, skeleton, tz, tzLen, $0, $1) }
            }
        } ?? ""
    }

    /// ICU's best pattern for each skeleton the catalogs use, as the ICU linked into the binary
    /// resolves it (narrow no-break spaces included): resolving a skeleton opens ICU's
    /// DateTimePatternGenerator, 3.1 M instructions — most of a cold `finder history` or
    /// `--offline`, which say one date. nil for any other skeleton or locale, which ICU
    /// resolves. `DateFormatTests.knownSkeletonsResolveAsICUDoes` formats every entry of
    /// `resolvedPatterns` both ways, `CompiledCatalogTests` checks that every skeleton of the
    /// catalogs is there.
    static func resolvedPattern(_ skeleton: String, locale: String) -> String? {
        for entry in resolvedPatterns where entry.skeleton == skeleton && entry.locale == locale { return entry.pattern }
        return nil
    }

    /// The skeletons whose patterns are written out, by locale (`resolvedPattern`).
    static let resolvedPatterns: [(locale: String, skeleton: String, pattern: String)] = [
        ("en_US", "yMMMdjmm", "MMM d, y, h:mm\u{202F}a"),
        ("en_US", "yMMMMdjmm", "MMMM d, y 'at' h:mm\u{202F}a"),
        ("en_US", "MMMd", "MMM d"),
        ("en_US", "yMMMd", "MMM d, y"),
        ("en_US", "MMMMd", "MMMM d"),
        ("en_US", "yMMMMd", "MMMM d, y"),
        ("en_US", "jmmss", "h:mm:ss\u{202F}a"),
        ("ru_RU", "yMMMdHHmm", "d MMM y\u{202F}'г'., HH:mm"),
        ("ru_RU", "MMMd", "d MMM"),
        ("ru_RU", "yMMMd", "d MMM y\u{202F}'г'."),
        ("ru_RU", "MMMMd", "d MMMM"),
        ("ru_RU", "yMMMMd", "d MMMM y\u{202F}'г'."),
        ("ru_RU", "HHmmss", "HH:mm:ss"),
    ]

    /// The calendar date of an instant in `timeZone` (nil: ICU's default zone, i.e. TZ or
    /// /etc/localtime), nil for a non-finite instant.
    public static func calendarDate(epochMillis: Double, timeZone: String? = nil) -> CalendarDate? {
        calendarFields(epochMillis: epochMillis, timeZone: timeZone)?.day
    }

    /// The calendar date and the time of day of an instant in `timeZone` (as `calendarDate`).
    static func calendarFields(epochMillis: Double, timeZone: String?) -> (day: CalendarDate, time: (hour: Int, minute: Int, second: Int))? {
        guard epochMillis.isFinite else { return nil }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 6) { f in
            let status = withUTF16(timeZone ?? "") { tz, tzLen in cicu_calendar_fields(epochMillis, tz, tzLen, f.baseAddress) }
            guard status == 0 else { return nil }
            return (CalendarDate(year: Int(f[0]), month: Int(f[1]), day: Int(f[2])), (Int(f[3]), Int(f[4]), Int(f[5])))
        }
    }

    /// A large amount in a few digits, the way the locale abbreviates it: "$4.12T" /
    /// "4,12 трлн $"; `inWords` names the scale and the currency ("4.12 trillion US
    /// dollars" / "4,12 триллиона долларов США"), for speech. Three significant digits at
    /// most. An unknown currency code gives the compact number followed by the code.
    public func compactCurrency(_ amount: Double, code: String, inWords: Bool) -> String {
        let iso = Self.asciiUppercased(code)
        let known = iso.utf8.count == 3 && iso.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
            && withUTF16(iso) { u, _ in u.map { cicu_currency_is_known($0) != 0 } ?? false }
        let scale = inWords ? "compact-long" : "compact-short"
        let skeleton = known ? "\(scale) currency/\(iso) \(inWords ? "unit-width-full-name " : "")@@#" : "\(scale) @@#"
        let number = withUTF16(skeleton) { s, sLen in
            formatted { cicu_format_number_skeleton(localeID, amount, s, sLen, $0, $1) }
        } ?? decimal(amount, fractionDigits: 0)
        return known || code.isEmpty ? number : number + " " + code
    }
}

/// A day of the Gregorian calendar. Ordered, so "older than today" is a comparison.
public struct CalendarDate: Comparable, Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// Milliseconds since 1970 at 00:00 UTC of this day (days from the civil calendar,
    /// Howard Hinnant's algorithm: exact for every Gregorian date).
    public var epochMillisUTC: Double {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return Double(era * 146_097 + doe - 719_468) * 86_400_000
    }

    /// The day `days` after 1970-01-01 (before it when negative), the inverse of
    /// `epochMillisUTC` (Howard Hinnant's civil_from_days).
    public init(daysSince1970 days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        month = mp < 10 ? mp + 3 : mp - 9
        day = doy - (153 * mp + 2) / 5 + 1
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// "2026-12-04": ISO 8601, the year in four digits at least.
    public var iso: String {
        func two(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }
        var y = String(year)
        while y.utf8.count < 4 { y = "0" + y }
        return y + "-" + two(month) + "-" + two(day)
    }
}

extension CalendarDate {
    /// The day it is at `epochSeconds` where the reader is — TZ, else /etc/localtime, the zone
    /// ICU takes as its default too — from the C library, with no ICU calendar opened (150 k
    /// instructions a cold search showing a dated price paid to learn today). nil for a
    /// non-finite or far-off instant.
    public static func local(epochSeconds: Double) -> CalendarDate? {
        guard epochSeconds.isFinite, abs(epochSeconds) < 1e12 else { return nil }
        var t = time_t(epochSeconds.rounded(.down))
        var parts = tm()
        guard localtime_r(&t, &parts) != nil else { return nil }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }
}
