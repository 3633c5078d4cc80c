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
