import Testing
@testable import FinderText

/// Prices and days written without ICU (`NumberFormat+Written.swift`) must be ICU's bytes:
/// every currency of the table in both languages over many amounts, every month and many days
/// in every price-date format. A table that drifts from the ICU linked in fails here.
@Suite struct WrittenFormatTests {
    static let formats = [NumberFormat(language: "en"), NumberFormat(language: "ru")]

    static let amounts: [Double] = {
        var a: [Double] = [0, 0.5, 1, 1.005, 1.015, 2.675, 7, 9.995, 12.5, 99.995, 309.35, 999.5, 999.995, 1000, 1234.5,
                           9999.995, 12_345.678, 999_999.995, 1_234_567.891, 0.125, 0.375, 5.0e9 + 0.125, 123_456_789_012.345]
        var x: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<400 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            let scale = Double(x % 9)
            a.append((Double(x >> 11) / Double(1 << 53)) * pow10(scale))
            a.append((Double((x >> 20) % 1_000_000) / 1000).rounded(.down) / 1 + Double(x % 1000) / 1000)
        }
        return a
    }()

    static func pow10(_ n: Double) -> Double { var r = 1.0; for _ in 0..<Int(n) { r *= 10 }; return r }

    @Test func everyCurrencyIsWrittenAsICUWritesIt() {
        #expect(NumberFormat.writtenCurrencies.count >= 70)
        for format in Self.formats {
            for c in NumberFormat.writtenCurrencies {
                var mismatches: [String] = []
                for amount in Self.amounts {
                    guard let written = format.writtenCurrency(amount, code: c.code) else {
                        // Only prices under one unit with more digits than the currency's go to ICU.
                        if !(amount < 1) { mismatches.append("\(amount): not written") }
                        continue
                    }
                    let icu = format.icuCurrency(amount, code: c.code)
                    if written != icu { mismatches.append("\(amount): \(written.debugDescription) ≠ ICU \(icu.debugDescription)") }
                }
                #expect(mismatches.isEmpty, "\(c.code): \(mismatches.prefix(3))")
            }
        }
    }

    /// `writtenCurrency(_:)` halves the table: it must be sorted by code, each code once, and
    /// every entry found by its code (a code between two entries, or past the last, is not).
    @Test func theCurrencyTableIsSortedAndEveryEntryIsFound() {
        let codes = NumberFormat.writtenCurrencies.map(\.code)
        #expect(codes == codes.sorted() && Set(codes).count == codes.count)
        for code in codes { #expect(NumberFormat.writtenCurrency(code)?.code == code) }
        for code in ["AAA", "ZZZ", "USC", "", "usd"] { #expect(NumberFormat.writtenCurrency(code) == nil) }
    }

    @Test func aPriceIsWrittenWithoutICUWhereTheTableSaysSo() {
        let en = NumberFormat(language: "en"), ru = NumberFormat(language: "ru")
        #expect(en.currency(309.35, code: "USD") == "$309.35")
        #expect(en.currency(1234.5, code: "usd") == "$1,234.50")
        #expect(ru.currency(1234.5, code: "RUB") == "1\u{00A0}234,50\u{00A0}₽")
        #expect(en.currency(2.675, code: "USD") == "$2.68")   // half-even on the shortest decimal, as ICU
        #expect(en.currency(12, code: "CHF") == "CHF\u{00A0}12.00")
        // Not covered: another language, an unknown code, a negative amount, a price under one
        // unit with more digits than its currency's.
        #expect(NumberFormat(language: "de").writtenCurrency(1, code: "USD") == nil)
        #expect(en.writtenCurrency(1, code: "ZAC") == nil)
        #expect(en.writtenCurrency(-1, code: "USD") == nil)
        #expect(en.writtenCurrency(0.1804, code: "USD") == nil)
        #expect(en.currency(0.1804, code: "USD") == "$0.1804")
    }

    @Test func everyPriceDayIsWrittenAsICUWritesIt() {
        for format in Self.formats {
            for skeleton in ["MMMd", "yMMMd", "MMMMd", "yMMMMd", "d MMMM y"] {
                var mismatches: [String] = []
                for year in [1999, 2025, 2026] {
                    for month in 1...12 {
                        for day in [1, 2, 9, 10, 22, 28] {
                            let date = CalendarDate(year: year, month: month, day: day)
                            guard let written = format.writtenDay(date, format: skeleton) else {
                                mismatches.append("\(skeleton): not written")
                                continue
                            }
                            let icu = format.date(epochMillis: date.epochMillisUTC, format: skeleton, timeZone: "UTC",
                                                  resolvingKnownSkeletons: false)
                            if written != icu { mismatches.append("\(year)-\(month)-\(day): \(written) ≠ ICU \(icu)") }
                        }
                    }
                }
                #expect(mismatches.isEmpty, "\(skeleton): \(mismatches.prefix(3))")
            }
        }
        // Spoken text says its day in words: ICU's way, not this one.
        #expect(NumberFormat(language: "ru").spoken.writtenDay(CalendarDate(year: 2026, month: 8, day: 22), format: "MMMMd") == nil)
        #expect(NumberFormat(language: "en").writtenDay(CalendarDate(year: 2026, month: 8, day: 22), format: "EEE") == nil)
    }

    /// Today from the C library is the day ICU's default zone says, over instants across years
    /// (both read TZ, else /etc/localtime).
    @Test func theLocalDayIsICUsDefaultZonesDay() {
        var t = -86_400.0 * 365
        while t < 86_400.0 * 365 * 60 {
            #expect(CalendarDate.local(epochSeconds: t) == NumberFormat.calendarDate(epochMillis: t * 1000), "\(t)")
            t += 86_400 * 37 + 3_607
        }
        #expect(CalendarDate.local(epochSeconds: .nan) == nil)
    }
}
