import Testing
@testable import FinderText

@Suite struct DateFormatTests {
    let en = NumberFormat(language: "en")
    let ru = NumberFormat(language: "ru")

    /// Every skeleton whose pattern is written out (`NumberFormat.resolvedPattern`) formats as
    /// ICU formats the skeleton, for instants over several years, in several zones, and in
    /// the spoken form too (the table is used by the written and the spoken formats).
    @Test func knownSkeletonsResolveAsICUDoes() {
        let instants: [Double] = [0, 1_697_634_642_000, 1_736_501_400_000, 1_764_600_000_000, 951_782_400_000, 1_735_689_599_000]
        for (locale, skeleton, _) in NumberFormat.resolvedPatterns {
            let language = locale == "ru_RU" ? "ru" : "en"
            for f in [NumberFormat(language: language), NumberFormat(language: language).spoken] {
                #expect(f.localeID == locale)
                for t in instants {
                    for zone in ["UTC", "Europe/Moscow", "America/Los_Angeles", "Asia/Kolkata"] {
                        let table = f.date(epochMillis: t, format: skeleton, timeZone: zone)
                        #expect(!table.isEmpty)
                        #expect(table == f.date(epochMillis: t, format: skeleton, timeZone: zone, resolvingKnownSkeletons: false),
                                "\(locale) \(skeleton) \(t) \(zone)")
                    }
                }
            }
        }
        #expect(NumberFormat.resolvedPattern("yMMMdjmm", locale: "de_DE") == nil)
        #expect(NumberFormat.resolvedPattern("Hmm", locale: "en_US") == nil)
    }

    /// An instant written without ICU's formatter (`NumberFormat.written`) is what the formatter
    /// writes: every month, the hours either side of noon and midnight, a leap second's minute,
    /// zones of odd offsets and both sides of a change of summer time, in both languages.
    @Test func writtenInstantsAreICUs() {
        var instants: [Double] = [1_711_846_799_000, 1_711_846_800_000, 1_730_584_800_000, 1_483_228_799_000]
        for month in 0..<12 {
            for hour in [0, 1, 11, 12, 13, 23] {
                // 2026-01-01T00:00:00Z plus a month's days, an hour, 59 minutes and 7 seconds.
                instants.append(Double(1_767_225_600 + month * 31 * 86_400 + hour * 3_600 + 59 * 60 + 7) * 1000)
                instants.append(Double(946_684_800 + month * 30 * 86_400 + hour * 3_600) * 1000 + 999)
            }
        }
        let patterns = ["MMM d, y, h:mm\u{202F}a", "d MMM y\u{202F}'г'., HH:mm", "h:mm:ss\u{202F}a", "HH:mm:ss", "H:mm", "MMMM d, y 'at' h:mm\u{202F}a"]
        for language in ["en", "ru"] {
            let f = NumberFormat(language: language)
            for t in instants {
                for zone in [nil, "UTC", "Europe/Moscow", "America/New_York", "Asia/Kathmandu", "Pacific/Chatham", "Europe/Berlin"] {
                    for pattern in patterns where language == "en" || !pattern.contains("a") {
                        let written = f.date(epochMillis: t, format: pattern, timeZone: zone)
                        #expect(!written.isEmpty)
                        #expect(written == f.date(epochMillis: t, format: pattern, timeZone: zone, resolvingKnownSkeletons: false),
                                "\(language) \(pattern) \(t) \(zone ?? "default")")
                    }
                }
            }
        }
        // A letter the writer does not know is ICU's to write ("EEEE": the weekday).
        #expect(NumberFormat(language: "en").written("EEEE", day: CalendarDate(year: 2026, month: 12, day: 7), time: (1, 2, 3)) == nil)
        #expect(NumberFormat(language: "en").written("h:mm", day: CalendarDate(year: 2026, month: 12, day: 7), time: nil) == nil)
    }

    @Test func sourceDatesAreDaysOrInstants() throws {
        let day = try #require(SourceDate(iso: "2025-11-28"))
        #expect(day.writtenDay == CalendarDate(year: 2025, month: 11, day: 28) && day.epochMillis == nil)
        let moscow = try #require(SourceDate(iso: "2023-10-18T16:10:42+03:00"))
        #expect(moscow.epochMillis == 1_697_634_642_000)
        #expect(SourceDate(iso: "2025-01-10T09:30:00Z")?.epochMillis == 1_736_501_400_000)
        #expect(SourceDate(iso: "2025-01-10T09:30:00.123Z")?.epochMillis == 1_736_501_400_000)
        for bad in ["", "2025-13-01", "2025-1-01", "yesterday", "2025-01-10T25:00:00Z", "2025-01-10Tx", "2025-01-10T09:30:00+3"] {
            #expect(SourceDate(iso: bad) == nil, "\(bad)")
        }
        // What only looks like a date is none.
        for bad in ["2024-02-30", "2023-02-29", "2025-04-31", "0000-01-01", "9999-99-99T99:99:99+99:99",
                    "2025-01-10T09:30:00+19:00", "2025-01-10T09:30:00+03:60", "LIVE NOW"] {
            #expect(SourceDate(iso: bad) == nil, "\(bad)")
        }
        for good in ["2024-02-29", "2000-02-29", "2025-12-31T23:59:60+14:00", "2025-01-10T09:30:00-12:00"] {
            #expect(SourceDate(iso: good) != nil, "\(good)")
        }
        // An instant is a day on the reader's calendar: late evening in New York is the next day in Moscow.
        let late = try #require(SourceDate(iso: "2025-11-28T23:30:00-05:00"))
        #expect(late.localDay(timeZone: "America/New_York") == CalendarDate(year: 2025, month: 11, day: 28))
        #expect(late.localDay(timeZone: "Europe/Moscow") == CalendarDate(year: 2025, month: 11, day: 29))
        #expect(CalendarDate(year: 1970, month: 1, day: 1).epochMillisUTC == 0)
        #expect(CalendarDate(year: 2000, month: 3, day: 1).epochMillisUTC == 951_868_800_000)
    }

    /// A sync's own time: ISO 8601 in UTC to the second, read back by `SourceDate(iso:)`.
    /// The instants are checked against `date -u` by hand (1736501400 is 2025-01-10 09:30:00).
    @Test func anInstantIsWrittenInUTC() throws {
        #expect(SourceDate.isoUTC(epochSeconds: 0) == "1970-01-01T00:00:00Z")
        #expect(SourceDate.isoUTC(epochSeconds: 1_736_501_400) == "2025-01-10T09:30:00Z")
        #expect(SourceDate.isoUTC(epochSeconds: 1_736_501_400.999) == "2025-01-10T09:30:00Z")   // to the second, down
        #expect(SourceDate.isoUTC(epochSeconds: 951_868_799) == "2000-02-29T23:59:59Z")
        #expect(SourceDate.isoUTC(epochSeconds: -1) == "1969-12-31T23:59:59Z")
        #expect(SourceDate.isoUTC(epochSeconds: 253_402_300_799) == "9999-12-31T23:59:59Z")
        for bad in [Double.nan, .infinity, -.infinity, 253_402_300_800, -62_135_596_801, 1e300] {
            #expect(SourceDate.isoUTC(epochSeconds: bad) == nil, "\(bad)")
        }
        // Every written instant reads back as itself, over four centuries of days and seconds.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let t = Double(Int64(bitPattern: seed >> 1) % 12_622_780_800) - 2_208_988_800   // 1900…2300
            let text = try #require(SourceDate.isoUTC(epochSeconds: t))
            #expect(SourceDate(iso: text)?.epochMillis == t * 1000, "\(t) \(text)")
        }
    }

    @Test func skeletonsFollowTheLanguage() throws {
        let day = try #require(SourceDate(iso: "2025-11-28"))
        #expect(day.formatted("MMMd", with: en) == "Nov 28")
        #expect(day.formatted("MMMMd", with: en) == "November 28")
        #expect(day.formatted("yMMMd", with: en) == "Nov 28, 2025")
        #expect(day.formatted("MMMd", with: ru) == "28 нояб.")
        #expect(day.formatted("MMMMd", with: ru) == "28 ноября")
        // A pattern (not letters only) is used as written: spoken Russian says "года", not "г.".
        #expect(day.formatted("d MMMM y 'года'", with: ru) == "28 ноября 2025 года")
    }

    @Test func compactCurrency() {
        #expect(en.compactCurrency(4_120_351_810_000, code: "USD", inWords: false) == "$4.12T")
        #expect(en.compactCurrency(4_120_351_810_000, code: "USD", inWords: true) == "4.12 trillion US dollars")
        #expect(ru.compactCurrency(13_800_000_000, code: "USD", inWords: true) == "13,8 миллиарда долларов США")
        #expect(ru.compactCurrency(5_759_060_000_000, code: "RUB", inWords: false).contains("трлн"))
        #expect(en.compactCurrency(1_500_000, code: "QQQ", inWords: false) == "1.5M QQQ")
    }

    /// A speech synthesizer reads "765 020" as two numbers: words never group digits.
    @Test func spokenAmountsAreNotGrouped() {
        #expect(en.currencyInWords(765_020, code: "USD") == "765020.00 US dollars")
        #expect(ru.currencyInWords(765_020, code: "USD") == "765020,00 доллара США")
        #expect(en.currency(765_020, code: "USD") == "$765,020.00")
    }
}
