/// The currencies `NumberFormat.writtenCurrency` writes without ICU: every currency of the
/// bundled catalogue that ICU knows (ILA and ZAC, quoted in minor units, it does not), with
/// what ICU 72 writes before an amount in English and after it in Russian (currency spacing
/// included) and its default digits after the point. Taken from ICU itself; a test
/// (`WrittenFormatTests`) formats amounts both ways for every entry, and fails when ICU's data
/// says otherwise.
extension NumberFormat {
    struct WrittenCurrency: Sendable {
        let code: String
        /// Before the amount in English ("$", "CHF\u{A0}").
        let enPrefix: String
        /// After the amount in Russian ("\u{A0}$").
        let ruSuffix: String
        /// Digits after the point (ICU's default fraction digits).
        let digits: Int
    }

    static let writtenCurrencies: [WrittenCurrency] = [
        WrittenCurrency(code: "AED", enPrefix: "AED\u{A0}", ruSuffix: "\u{A0}AED", digits: 2),
        WrittenCurrency(code: "ARS", enPrefix: "ARS\u{A0}", ruSuffix: "\u{A0}ARS", digits: 2),
        WrittenCurrency(code: "AUD", enPrefix: "A$", ruSuffix: "\u{A0}A$", digits: 2),
        WrittenCurrency(code: "BAM", enPrefix: "BAM\u{A0}", ruSuffix: "\u{A0}BAM", digits: 2),
        WrittenCurrency(code: "BDT", enPrefix: "BDT\u{A0}", ruSuffix: "\u{A0}BDT", digits: 2),
        WrittenCurrency(code: "BGN", enPrefix: "BGN\u{A0}", ruSuffix: "\u{A0}BGN", digits: 2),
        WrittenCurrency(code: "BHD", enPrefix: "BHD\u{A0}", ruSuffix: "\u{A0}BHD", digits: 3),
        WrittenCurrency(code: "BRL", enPrefix: "R$", ruSuffix: "\u{A0}R$", digits: 2),
        WrittenCurrency(code: "BWP", enPrefix: "BWP\u{A0}", ruSuffix: "\u{A0}BWP", digits: 2),
        WrittenCurrency(code: "CAD", enPrefix: "CA$", ruSuffix: "\u{A0}CA$", digits: 2),
        WrittenCurrency(code: "CHF", enPrefix: "CHF\u{A0}", ruSuffix: "\u{A0}CHF", digits: 2),
        WrittenCurrency(code: "CLP", enPrefix: "CLP\u{A0}", ruSuffix: "\u{A0}CLP", digits: 0),
        WrittenCurrency(code: "CNY", enPrefix: "CN\u{A5}", ruSuffix: "\u{A0}CN\u{A5}", digits: 2),
        WrittenCurrency(code: "COP", enPrefix: "COP\u{A0}", ruSuffix: "\u{A0}COP", digits: 2),
        WrittenCurrency(code: "CRC", enPrefix: "CRC\u{A0}", ruSuffix: "\u{A0}CRC", digits: 2),
        WrittenCurrency(code: "CZK", enPrefix: "CZK\u{A0}", ruSuffix: "\u{A0}CZK", digits: 2),
        WrittenCurrency(code: "DKK", enPrefix: "DKK\u{A0}", ruSuffix: "\u{A0}DKK", digits: 2),
        WrittenCurrency(code: "EGP", enPrefix: "EGP\u{A0}", ruSuffix: "\u{A0}EGP", digits: 2),
        WrittenCurrency(code: "EUR", enPrefix: "\u{20AC}", ruSuffix: "\u{A0}\u{20AC}", digits: 2),
        WrittenCurrency(code: "GBP", enPrefix: "\u{A3}", ruSuffix: "\u{A0}\u{A3}", digits: 2),
        WrittenCurrency(code: "HKD", enPrefix: "HK$", ruSuffix: "\u{A0}HK$", digits: 2),
        WrittenCurrency(code: "HRK", enPrefix: "HRK\u{A0}", ruSuffix: "\u{A0}HRK", digits: 2),
        WrittenCurrency(code: "HUF", enPrefix: "HUF\u{A0}", ruSuffix: "\u{A0}HUF", digits: 2),
        WrittenCurrency(code: "IDR", enPrefix: "IDR\u{A0}", ruSuffix: "\u{A0}IDR", digits: 2),
        WrittenCurrency(code: "ILS", enPrefix: "\u{20AA}", ruSuffix: "\u{A0}\u{20AA}", digits: 2),
        WrittenCurrency(code: "INR", enPrefix: "\u{20B9}", ruSuffix: "\u{A0}\u{20B9}", digits: 2),
        WrittenCurrency(code: "IQD", enPrefix: "IQD\u{A0}", ruSuffix: "\u{A0}IQD", digits: 0),
        WrittenCurrency(code: "ISK", enPrefix: "ISK\u{A0}", ruSuffix: "\u{A0}ISK", digits: 0),
        WrittenCurrency(code: "JMD", enPrefix: "JMD\u{A0}", ruSuffix: "\u{A0}JMD", digits: 2),
        WrittenCurrency(code: "JOD", enPrefix: "JOD\u{A0}", ruSuffix: "\u{A0}JOD", digits: 3),
        WrittenCurrency(code: "JPY", enPrefix: "\u{A5}", ruSuffix: "\u{A0}\u{A5}", digits: 0),
        WrittenCurrency(code: "KES", enPrefix: "KES\u{A0}", ruSuffix: "\u{A0}KES", digits: 2),
        WrittenCurrency(code: "KRW", enPrefix: "\u{20A9}", ruSuffix: "\u{A0}\u{20A9}", digits: 0),
        WrittenCurrency(code: "KWD", enPrefix: "KWD\u{A0}", ruSuffix: "\u{A0}KWD", digits: 3),
        WrittenCurrency(code: "KZT", enPrefix: "KZT\u{A0}", ruSuffix: "\u{A0}KZT", digits: 2),
        WrittenCurrency(code: "LKR", enPrefix: "LKR\u{A0}", ruSuffix: "\u{A0}LKR", digits: 2),
        WrittenCurrency(code: "MAD", enPrefix: "MAD\u{A0}", ruSuffix: "\u{A0}MAD", digits: 2),
        WrittenCurrency(code: "MNT", enPrefix: "MNT\u{A0}", ruSuffix: "\u{A0}MNT", digits: 2),
        WrittenCurrency(code: "MUR", enPrefix: "MUR\u{A0}", ruSuffix: "\u{A0}MUR", digits: 2),
        WrittenCurrency(code: "MWK", enPrefix: "MWK\u{A0}", ruSuffix: "\u{A0}MWK", digits: 2),
        WrittenCurrency(code: "MXN", enPrefix: "MX$", ruSuffix: "\u{A0}MX$", digits: 2),
        WrittenCurrency(code: "MYR", enPrefix: "MYR\u{A0}", ruSuffix: "\u{A0}MYR", digits: 2),
        WrittenCurrency(code: "NGN", enPrefix: "NGN\u{A0}", ruSuffix: "\u{A0}NGN", digits: 2),
        WrittenCurrency(code: "NOK", enPrefix: "NOK\u{A0}", ruSuffix: "\u{A0}NOK", digits: 2),
        WrittenCurrency(code: "NZD", enPrefix: "NZ$", ruSuffix: "\u{A0}NZ$", digits: 2),
        WrittenCurrency(code: "OMR", enPrefix: "OMR\u{A0}", ruSuffix: "\u{A0}OMR", digits: 3),
        WrittenCurrency(code: "PEN", enPrefix: "PEN\u{A0}", ruSuffix: "\u{A0}PEN", digits: 2),
        WrittenCurrency(code: "PHP", enPrefix: "\u{20B1}", ruSuffix: "\u{A0}PHP", digits: 2),
        WrittenCurrency(code: "PKR", enPrefix: "PKR\u{A0}", ruSuffix: "\u{A0}PKR", digits: 2),
        WrittenCurrency(code: "PLN", enPrefix: "PLN\u{A0}", ruSuffix: "\u{A0}PLN", digits: 2),
        WrittenCurrency(code: "QAR", enPrefix: "QAR\u{A0}", ruSuffix: "\u{A0}QAR", digits: 2),
        WrittenCurrency(code: "RON", enPrefix: "RON\u{A0}", ruSuffix: "\u{A0}RON", digits: 2),
        WrittenCurrency(code: "RSD", enPrefix: "RSD\u{A0}", ruSuffix: "\u{A0}RSD", digits: 0),
        WrittenCurrency(code: "RUB", enPrefix: "RUB\u{A0}", ruSuffix: "\u{A0}\u{20BD}", digits: 2),
        WrittenCurrency(code: "RWF", enPrefix: "RWF\u{A0}", ruSuffix: "\u{A0}RWF", digits: 0),
        WrittenCurrency(code: "SAR", enPrefix: "SAR\u{A0}", ruSuffix: "\u{A0}SAR", digits: 2),
        WrittenCurrency(code: "SEK", enPrefix: "SEK\u{A0}", ruSuffix: "\u{A0}SEK", digits: 2),
        WrittenCurrency(code: "SGD", enPrefix: "SGD\u{A0}", ruSuffix: "\u{A0}SGD", digits: 2),
        WrittenCurrency(code: "THB", enPrefix: "THB\u{A0}", ruSuffix: "\u{A0}\u{E3F}", digits: 2),
        WrittenCurrency(code: "TND", enPrefix: "TND\u{A0}", ruSuffix: "\u{A0}TND", digits: 3),
        WrittenCurrency(code: "TRY", enPrefix: "TRY\u{A0}", ruSuffix: "\u{A0}TRY", digits: 2),
        WrittenCurrency(code: "TWD", enPrefix: "NT$", ruSuffix: "\u{A0}NT$", digits: 2),
        WrittenCurrency(code: "TZS", enPrefix: "TZS\u{A0}", ruSuffix: "\u{A0}TZS", digits: 2),
        WrittenCurrency(code: "UAH", enPrefix: "UAH\u{A0}", ruSuffix: "\u{A0}\u{20B4}", digits: 2),
        WrittenCurrency(code: "UGX", enPrefix: "UGX\u{A0}", ruSuffix: "\u{A0}UGX", digits: 0),
        WrittenCurrency(code: "USD", enPrefix: "$", ruSuffix: "\u{A0}$", digits: 2),
        WrittenCurrency(code: "VES", enPrefix: "VES\u{A0}", ruSuffix: "\u{A0}VES", digits: 2),
        WrittenCurrency(code: "VND", enPrefix: "\u{20AB}", ruSuffix: "\u{A0}\u{20AB}", digits: 0),
        WrittenCurrency(code: "XOF", enPrefix: "F\u{202F}CFA\u{A0}", ruSuffix: "\u{A0}F\u{202F}CFA", digits: 0),
        WrittenCurrency(code: "ZAR", enPrefix: "ZAR\u{A0}", ruSuffix: "\u{A0}ZAR", digits: 2),
        WrittenCurrency(code: "ZMW", enPrefix: "ZMW\u{A0}", ruSuffix: "\u{A0}ZMW", digits: 2),
        WrittenCurrency(code: "ZWD", enPrefix: "ZWD\u{A0}", ruSuffix: "\u{A0}ZWD", digits: 0),
    ]
}
