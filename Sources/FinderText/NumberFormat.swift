import CICU

/// Locale-aware numbers, money and dates through ICU (`unum`, `udat`).
///
/// Output is exactly ICU's, including its spaces: Russian groups digits with U+00A0 and puts
/// U+00A0 before the currency sign ("189,84 $"). Don't compare against strings typed with
/// ordinary spaces.
///
/// Cost: each call opens and closes an ICU formatter (tens of microseconds; the first call in a
/// process also maps the locale data). This keeps the value trivially `Sendable`.
public struct NumberFormat: Sendable {
    private let locale: String
    /// Whether numbers are grouped ("8,926" / "8 926"). Off for speech: a screen reader reads
    /// "8 926" as two numbers, eight and nine hundred twenty-six (espeak-ng, both languages).
    public private(set) var grouping = true
    /// Whether this format writes text meant to be spoken (`spoken`): dates in patterns say
    /// their day and year in words where the language needs it (`spokenDatePattern`).
    public private(set) var isSpoken = false

    /// How spoken text says numbers (`NumberFormat+Speech.swift`): the UI language's.
    let speech: UILanguage.Speech

    /// The ICU locale id ("en_US", "ru_RU"), for the extensions.
    var localeID: String { locale }

    /// A UI language's format, by its id or its number locale ("ru", "ru_RU" → "ru_RU": the
    /// table's `numberLocale`; "" is the fallback language's); any other id is passed to ICU
    /// as is, its numbers spoken as digits.
    public init(language: String) {
        if let line = UILanguage.of(language) {
            self.init(line)
        } else {
            self.init(locale: language, speech: .digits)
        }
    }

    /// The format of a UI language.
    public init(_ language: UILanguage) {
        self.init(locale: language.numberLocale, speech: language.speech)
    }

    private init(locale: String, speech: UILanguage.Speech) {
        self.locale = locale
        self.speech = speech
    }

    /// The same format without digit grouping, for text meant to be spoken.
    public var ungrouped: NumberFormat {
        var copy = self
        copy.grouping = false
        return copy
    }

    /// The format of text meant to be spoken: ungrouped, dates said in words where needed.
    public var spoken: NumberFormat {
        var copy = ungrouped
        copy.isSpoken = true
        return copy
    }

    /// An integer, grouped unless `ungrouped`: "2,317" / "2 317" (speech: "2317").
    ///
    /// English and Russian group every three digits from four digits on, with "," and U+00A0,
    /// ASCII digits and "-": written here without ICU (opening its formatter cost a cold
    /// search 0.39 M instructions for the "+6 listings" of a listing), and a test compares
    /// the bytes with ICU's (`icuDecimal`) over many values in both languages.
    public func decimal(_ n: Int) -> String {
        guard grouping else { return String(n) }
        let separator: String
        switch locale {
        case "en_US": separator = ","
        case "ru_RU": separator = "\u{00A0}"
        default: return icuDecimal(n)
        }
        let digits = String(n.magnitude)
        guard digits.utf8.count > 3 else { return n < 0 ? "-" + digits : digits }
        var out = n < 0 ? "-" : ""
        var left = digits.utf8.count
        for c in digits {
            out.append(c)
            left -= 1
            if left > 0 && left % 3 == 0 { out += separator }
        }
        return out
    }

    /// An integer as ICU formats it (grouped unless `ungrouped`): the reference `decimal`
    /// is tested against.
    public func icuDecimal(_ n: Int) -> String {
        formatted { cicu_format_int(locale, Int64(n), grouping ? 1 : 0, $0, $1) } ?? String(n)
    }

    /// A number with exactly `fractionDigits` fraction digits (clamped to 0...20), grouped
    /// unless `ungrouped`. English and Russian are written here as ICU writes them
    /// (`writtenAmount`: the same digits, separators and half-even rounding): ICU opened a
    /// number format for each call, 200 k instructions, and a watchlist of twenty prices with
    /// their day's change spent 4 M of its 8.6 M on it.
    public func decimal(_ x: Double, fractionDigits: Int) -> String {
        let digits = max(0, min(20, fractionDigits))
        if let en = localeID == "en_US" ? true : localeID == "ru_RU" ? false : nil, x.isFinite, abs(x) < 1e15,
           let written = Self.writtenAmount(abs(x), fractionDigits: digits, groupSeparator: grouping ? (en ? "," : "\u{00A0}") : "",
                                            point: en ? "." : ",") {
            // ICU keeps the sign of a negative number that rounds to zero ("-0.00"); the
            // digits tell whether it did.
            return x < 0 || (x == 0 && x.sign == .minus) ? "-" + written : written
        }
        return icuDecimal(x, fractionDigits: digits)
    }

    /// `decimal(_:fractionDigits:)` as ICU formats it: the reference it is tested against.
    public func icuDecimal(_ x: Double, fractionDigits: Int) -> String {
        let digits = Int32(max(0, min(20, fractionDigits)))
        return formatted { cicu_format_double(locale, x, digits, grouping ? 1 : 0, $0, $1) } ?? String(x)
    }

    /// A currency amount the way the locale writes it: "$189.84" / "189,84 $". An unknown or
    /// malformed currency code gives the plain decimal followed by the code ("12.50 FOO").
    /// An amount under one unit keeps the source's precision, as exchanges show it: "$0.1804".
    public func currency(_ amount: Double, code: String) -> String {
        if let written = writtenCurrency(amount, code: code) { return written }
        if abs(amount) < 1, let iso = Self.isoCode(code) {
            let digits = NumberFormat.precision(of: amount)
            if digits > Int(Self.fractionDigits(iso)) {
                let skeleton = "currency/\(iso) ." + String(repeating: "0", count: digits) + (grouping ? "" : " group-off")
                if let s = withUTF16(skeleton, { sk, len in formatted { cicu_format_number_skeleton(locale, amount, sk, len, $0, $1) } }) {
                    return s
                }
            }
        }
        return formatCurrency(amount, code: code, inWords: false)
    }

    /// A currency amount with the currency named in words: "189.84 US dollars" /
    /// "189,84 доллара США" (ICU's UNUM_CURRENCY_PLURAL picks the plural form).
    public func currencyInWords(_ amount: Double, code: String) -> String {
        formatCurrency(amount, code: code, inWords: true)
    }

    /// Medium date and short time ("Mar 5, 2024, 2:07 PM"). `timeZone` is an Olson id
    /// ("Europe/Moscow"); nil → ICU's default zone (TZ / /etc/localtime). An unknown id makes ICU
    /// use GMT. Non-finite input gives "".
    public func dateTime(epochSeconds: Double, timeZone: String?) -> String {
        guard epochSeconds.isFinite else { return "" }
        let millis = epochSeconds * 1000
        if let zone = timeZone, !zone.isEmpty {
            return withUTF16(zone) { tz, tzLen in
                formatted { cicu_format_date(locale, millis, tz, tzLen, $0, $1) }
            } ?? ""
        }
        return formatted { cicu_format_date(locale, millis, nil, 0, $0, $1) } ?? ""
    }

    /// Runs a shim call that writes UTF-16, growing the buffer as needed; nil on an ICU error.
    func formatted(_ fill: (UnsafeMutablePointer<UInt16>, Int32) -> Int32) -> String? {
        growingUTF16(initialCapacity: 64, fill).map(string(fromUTF16:))
    }

    /// A currency amount as ICU writes it (`currency` writes most without ICU: the reference
    /// `writtenCurrency` is tested against).
    public func icuCurrency(_ amount: Double, code: String) -> String { formatCurrency(amount, code: code, inWords: false) }

    private func formatCurrency(_ amount: Double, code: String, inWords: Bool) -> String {
        let iso = code.utf16.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }   // ASCII upper
        let wellFormed = iso.count == 3 && iso.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
        if wellFormed, amount.isFinite, cicu_currency_is_known(iso) != 0,
           let s = formatted({ cicu_format_currency(locale, amount, iso, inWords ? 1 : 0, $0, $1) }) {
            return s
        }
        let number = decimal(amount, fractionDigits: 2)
        return code.isEmpty ? number : number + " " + code
    }
}
