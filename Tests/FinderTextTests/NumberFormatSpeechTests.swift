import Testing
import FinderText

/// Numbers as a person says them: the words the accessible output gives espeak-ng.
/// `SpeechEndToEndTests` checks what espeak-ng then says.
@Suite struct NumberFormatSpeechTests {
    let en = NumberFormat(language: "en").spoken
    let ru = NumberFormat(language: "ru").spoken

    @Test func amountsInWholeUnitsAndCents() {
        #expect(en.spokenAmount(510.07, code: "USD") == "510 US dollars and 7 cents")
        #expect(en.spokenAmount(1, code: "usd") == "1 US dollar")
        #expect(en.spokenAmount(1234567.89, code: "RUB") == "1234567 Russian rubles and 89 kopecks")
        #expect(ru.spokenAmount(510.07, code: "USD") == "пятьсот десять долларов США семь центов")
        #expect(ru.spokenAmount(1234567.89, code: "RUB")
                == "один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь российских рублей восемьдесят девять копеек")
        // Feminine units: одна копейка, две копейки.
        #expect(ru.spokenAmount(21.02, code: "RUB") == "двадцать один российский рубль две копейки")
        #expect(ru.spokenAmount(0.01, code: "RUB") == "одна копейка")
        #expect(ru.spokenAmount(2, code: "USD") == "два доллара США")
    }

    /// After "на" (the day's change: "выросла на …") an amount and a percentage are accusative.
    @Test func amountsAndPercentagesAfterNa() {
        #expect(ru.spokenAmount(1.23, code: "USD", .accusative) == "один доллар США двадцать три цента")
        #expect(ru.spokenAmount(0.01, code: "RUB", .accusative) == "одну копейку")
        #expect(ru.spokenAmount(21.21, code: "RUB", .accusative) == "двадцать один российский рубль двадцать одну копейку")
        #expect(ru.spokenAmount(1, code: "JPY", .accusative) == "одну японскую иену")
        #expect(ru.spokenPercent(0.44, fractionDigits: 2, .accusative) == "ноль целых сорок четыре сотых процента")
        #expect(ru.spokenPercent(1.1, fractionDigits: 2, .accusative) == "одну целую одну десятую процента")
        #expect(en.spokenAmount(1.23, code: "USD", .accusative) == "1 US dollar and 23 cents")
        #expect(en.spokenPercent(0.44, fractionDigits: 2, .accusative) == "0.44 percent")
    }

    @Test func amountsWithoutANamedMinorUnitOrBelowOneUnitAreDecimals() {
        // Sub-unit prices keep the source's precision.
        #expect(en.spokenAmount(0.1804, code: "USD") == "0.1804 US dollars")
        #expect(ru.spokenAmount(0.1804, code: "USD") == "ноль целых одна тысяча восемьсот четыре десятитысячных доллара США")
        #expect(ru.spokenAmount(4.5, code: "CHF") == "четыре целых пять десятых швейцарского франка")
        #expect(ru.spokenAmount(1, code: "JPY").hasPrefix("одна "))   // японская иена: feminine
        #expect(ru.spokenAmount(12.5, code: "FOO") == "двенадцать целых пять десятых FOO")
        #expect(!ru.spokenAmount(.infinity, code: "USD").isEmpty)
        #expect(!ru.spokenAmount(1e300, code: "USD").isEmpty)
    }

    @Test func compactAmountsNameTheScale() {
        #expect(ru.spokenCompactAmount(4.12e12, code: "USD") == "четыре целых двенадцать сотых триллиона долларов США")
        #expect(ru.spokenCompactAmount(2e9, code: "RUB") == "два миллиарда российских рублей")
        #expect(ru.spokenCompactAmount(21_000, code: "RUB") == "двадцать одна тысяча российских рублей")
        #expect(ru.spokenCompactAmount(999_999, code: "USD") == "один миллион долларов США")
        #expect(en.spokenCompactAmount(4.12e12, code: "USD") == "4.12 trillion US dollars")
    }

    /// ICU's spellout formatter is opened once per locale and its rule set chosen on each call:
    /// a call never answers in the rule set of the call before, on any thread.
    @Test func eachCallSaysItsOwnRuleSet() async {
        for _ in 0..<3 {
            #expect(ru.spokenCount(1, .init(.feminine)) == "одна")
            #expect(ru.spokenCount(1) == "один")
            #expect(ru.spokenCount(1, .init(.neuter)) == "одно")
            #expect(ru.spokenCount(1, .init(.feminine, .accusative)) == "одну")
        }
        let ru = ru
        await withTaskGroup(of: Bool.self) { group in
            for i in 0..<8 {
                group.addTask {
                    (0..<20).allSatisfy { _ in
                        i % 2 == 0 ? ru.spokenCount(2, .init(.feminine)) == "две" : ru.spokenCount(2) == "два"
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }

    @Test func countsTakeTheirNounsGenderAndCase() {
        #expect(ru.spokenCount(1_000_000) == "один миллион")
        #expect(ru.spokenCount(2, .init(.feminine)) == "две")
        #expect(ru.spokenCount(21, .init(.feminine)) == "двадцать одна")
        #expect(ru.spokenCount(1, .init(.feminine, .accusative)) == "одну")
        #expect(ru.spokenCount(39182, .init(.masculine, .dative)) == "тридцати девяти тысячам ста восьмидесяти двум")
        #expect(en.spokenCount(1_000_000) == "1000000")
        #expect(ru.spokenCount(23, .init(.feminine, .genitive)) == "двадцати трёх")
        #expect(ru.spokenCount(304, .init(.masculine, .dative)) == "трёмстам четырём")
        #expect(ru.spokenCount(3, .init(.masculine, .ablative)) == "тремя")
        #expect(NumberFormat.Grammar(name: "feminine-accusative") == .init(.feminine, .accusative))
        #expect(NumberFormat.Grammar(name: "loud") == nil)
    }

    @Test func decimalsAndPercentages() {
        #expect(ru.spokenNumber(4.12, fractionDigits: 2) == "четыре целых двенадцать сотых")
        #expect(ru.spokenNumber(1.5, fractionDigits: 2) == "одна целая пять десятых")
        #expect(ru.spokenNumber(21.01, fractionDigits: 2) == "двадцать одна целая одна сотая")
        #expect(ru.spokenPercent(0.44) == "ноль целых сорок четыре сотых процента")
        #expect(ru.spokenPercent(5) == "пять процентов")
        #expect(en.spokenPercent(0.44) == "0.44 percent")
        #expect(en.spokenNumber(-1.2, fractionDigits: 2) == "-1.2")
    }

    @Test func datesSayDayAndYearInWords() {
        let day = CalendarDate(year: 2026, month: 12, day: 1)
        #expect(ru.date(epochMillis: day.epochMillisUTC, format: "d MMMM y 'года'", timeZone: "UTC")
                == "первое декабря две тысячи двадцать шестого года")
        #expect(ru.date(epochMillis: CalendarDate(year: 2024, month: 3, day: 4).epochMillisUTC, format: "d MMMM y 'года'", timeZone: "UTC")
                == "четвёртое марта две тысячи двадцать четвёртого года")
        #expect(en.date(epochMillis: day.epochMillisUTC, format: "yMMMMd", timeZone: "UTC") == "December 1, 2026")
        // A skeleton says its day in words too: one renderer for every spoken date.
        let nov27 = CalendarDate(year: 2026, month: 11, day: 27).epochMillisUTC
        #expect(ru.date(epochMillis: nov27, format: "MMMMd", timeZone: "UTC") == "двадцать седьмое ноября")
        #expect(ru.date(epochMillis: nov27, format: "yMMMMd", timeZone: "UTC").hasPrefix("двадцать седьмое ноября две тысячи двадцать шестого"))
        #expect(NumberFormat(language: "ru").date(epochMillis: nov27, format: "MMMMd", timeZone: "UTC") == "27 ноября")
        // Written text keeps digits.
        #expect(NumberFormat(language: "ru").date(epochMillis: day.epochMillisUTC, format: "d MMMM y 'года'", timeZone: "UTC")
                == "1 декабря 2026 года")
    }

    @Test func subUnitPricesKeepTheSourcesPrecision() {
        #expect(NumberFormat(language: "en").currency(0.1804, code: "USD") == "$0.1804")
        #expect(NumberFormat(language: "en").currency(0.5, code: "USD") == "$0.50")
        #expect(NumberFormat(language: "en").currency(189.8412, code: "USD") == "$189.84")
    }

    @Test func tickersLetterByLetterAndSigns() {
        #expect(SpokenText.letters("AAPL") == "A. A. P. L.")
        #expect(SpokenText.letters("BRKb") == "B. R. K. b.")
        #expect(SpokenText.letters("NIKE34") == "N. I. K. E. 3 4")
        #expect(SpokenText.letters("BRK.B") == "B. R. K. B.")
        #expect(SpokenText.words("Penny & Co", language: "ru") == "Penny и Co")
        #expect(SpokenText.words("AT&T", language: "en") == "AT and T")
    }

    @Test func countryNamesTakeTheShortStyleInBothLanguages() {
        #expect(Country.displayName(code: "KR", language: "ru") == "Южная Корея")
        #expect(Country.displayName(code: "BA", language: "ru") == "Босния")
        #expect(Country.displayName(code: "BA", language: "en") == "Bosnia")
        #expect(!Country.displayName(code: "VG", language: "ru").contains("о-ва"))
    }
}

/// A Russian company's legal form is said as a Russian investor says it, never as English
/// letters ("PAO" was heard "пи-эй-оу").
@Suite struct RussianLegalFormTests {
    @Test func legalFormsAreSaidByTheirRussianLetters() {
        #expect(SpokenText.words("Gazprom PAO", language: "ru", russianCompany: true) == "Gazprom пэ-а-о")
        #expect(SpokenText.words("ГАЗПРОМ ао", language: "ru", russianCompany: true) == "ГАЗПРОМ а-о")
        #expect(SpokenText.words("ПАО Сбербанк", language: "ru", russianCompany: true) == "пэ-а-о Сбербанк")
        #expect(SpokenText.words("Rosseti Lenenergo PAO, pref", language: "ru", russianCompany: true) == "Rosseti Lenenergo пэ-а-о, pref")
        // Not Russian, or not the Russian voice: as written.
        #expect(SpokenText.words("Emirates NBD PJSC", language: "ru") == "Emirates NBD PJSC")
        #expect(SpokenText.words("Gazprom PAO", language: "en", russianCompany: true) == "Gazprom PAO")
        // Only whole words: "Paolo", "Daos" are names.
        #expect(SpokenText.words("Paolo AOX", language: "ru", russianCompany: true) == "Paolo AOX")
    }
}
