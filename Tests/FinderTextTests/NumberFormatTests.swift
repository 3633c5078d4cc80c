import Testing
import FinderText

@Suite struct NumberFormatTests {
    let en = NumberFormat(language: "en")
    let ru = NumberFormat(language: "ru")

    @Test func groupedDecimals() {
        #expect(en.decimal(2317) == "2,317")
        let r = ru.decimal(2317)
        #expect(r == "2\u{00A0}317" || r == "2\u{202F}317")
        #expect(en.decimal(-1_234_567) == "-1,234,567")
        #expect(en.decimal(3.14159, fractionDigits: 2) == "3.14")
        #expect(ru.decimal(3.5, fractionDigits: 2) == "3,50")
    }

    /// Integers are grouped without ICU for English and Russian: the bytes must be ICU's, for
    /// every count up to 20,000, both signs, every power of ten and its neighbours, and the ends.
    @Test func integersAreICUsBytesInBothLanguages() {
        var values = Array(-20_000...20_000) + [Int.min, Int.max, Int.min + 1, Int.max - 1]
        var p = 1
        for _ in 0..<18 {
            p *= 10
            values += [p - 1, p, p + 1, -p, -(p - 1), p * 7 + 123_456 % p]
        }
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            values.append(Int(truncatingIfNeeded: x) >> Int(x % 60))
        }
        for format in [en, ru, NumberFormat(language: "ru_RU"), NumberFormat(language: "en_US")] {
            var mismatches: [Int] = []
            for n in values where format.decimal(n) != format.icuDecimal(n) { mismatches.append(n) }
            #expect(mismatches.prefix(5) == [], "\(format.decimal(mismatches.first ?? 0))")
        }
        #expect(ru.decimal(1000) == "1\u{00A0}000" && en.decimal(-1000) == "-1,000" && en.decimal(999) == "999")
        #expect(NumberFormat(language: "de").decimal(1234) == NumberFormat(language: "de").icuDecimal(1234))
    }

    /// A decimal with fraction digits is written without ICU in English and Russian, the
    /// same as ICU writes it: signs, grouping, half-even rounding of the shortest decimal
    /// (2.675 → "2.68"), ties, zeros, and with and without grouping.
    @Test func decimalsWithFractionDigitsAreICUs() {
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 2.675, 1.005, 0.125, 0.375, -0.001, -0.004, -0.005, 999.995, 1234.5,
                                -1234.5678, 25.5, 0.894736842105263, 1e14 + 0.5, 123_456_789.125, 0.1 + 0.2]
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3_000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            let mantissa = Double(Int64(truncatingIfNeeded: x) % 100_000_000) / 1000
            values.append(mantissa * [1, 0.001, 10, 1000, 0.1][Int(x >> 60) % 5])
        }
        for format in [en, ru, en.ungrouped, ru.ungrouped] {
            var mismatches: [String] = []
            for v in values {
                for digits in [0, 1, 2, 3, 4] where format.decimal(v, fractionDigits: digits) != format.icuDecimal(v, fractionDigits: digits) {
                    mismatches.append("\(v)/\(digits): \(format.decimal(v, fractionDigits: digits)) ≠ \(format.icuDecimal(v, fractionDigits: digits))")
                }
            }
            #expect(mismatches.prefix(5) == [], "\(format.decimal(1234.5, fractionDigits: 1))")
        }
    }

    @Test func currency() {
        #expect(en.currency(189.84, code: "USD") == "$189.84")
        let r = ru.currency(189.84, code: "USD")
        #expect(r.contains("189,84"))
        #expect(r.contains("$"))
        #expect(ru.currency(270, code: "RUB").contains("₽"))
        #expect(en.currency(270, code: "rub").contains("270.00"))
    }

    @Test func currencyInWords() {
        #expect(en.currencyInWords(189.84, code: "USD") == "189.84 US dollars")
        let r = ru.currencyInWords(189.84, code: "USD")
        #expect(r.contains("189,84"))
        #expect(r.contains("доллара США"))
    }

    @Test func unknownCurrencyCodes() {
        #expect(en.currency(12.5, code: "") == "12.50")
        #expect(en.currency(12.5, code: "FOOBAR") == "12.50 FOOBAR")
        #expect(en.currency(12.5, code: "QQQ") == "12.50 QQQ")
        #expect(en.currencyInWords(12.5, code: "Ж") == "12.50 Ж")
    }

    @Test func dateTime() {
        // 2024-03-05T14:07:00Z
        let t = 1_709_647_620.0
        let s = en.dateTime(epochSeconds: t, timeZone: "UTC")
        #expect(s.contains("Mar 5, 2024"))
        #expect(s.contains("2:07"))
        let moscow = ru.dateTime(epochSeconds: t, timeZone: "Europe/Moscow")
        #expect(moscow.contains("2024"))
        #expect(moscow.contains("17:07"))
        #expect(!en.dateTime(epochSeconds: t, timeZone: nil).isEmpty)
        #expect(en.dateTime(epochSeconds: .nan, timeZone: nil) == "")
    }
}
