/// A price row's amount and day written without opening an ICU formatter, byte for byte as
/// ICU writes them, for English and Russian.
///
/// Why: since the bundled catalogue carries prices, a cold `finder stocks app` formatted them
/// with ICU, and opening its currency formatter (6.2 M instructions: the number format, its
/// symbols, currency spacing's Unicode sets) and its date formatter (2.5 M) was most of the
/// query, four times sqlite3's whole answer (Benchmarks/README.md). The currencies' affixes
/// are a table taken from ICU (`writtenCurrencies`); `WrittenFormatTests` compares every entry
/// with ICU over many amounts, and every month and day in every pattern, so a table that
/// drifts from the ICU linked in fails a test. Anything the table does not cover (another
/// language or currency, a negative or huge amount, a price under one unit written to more
/// digits than its currency's) goes to ICU as before.
extension NumberFormat {
    /// A currency amount as `currency(_:code:)` writes it through ICU, or nil when the table
    /// does not cover it.
    func writtenCurrency(_ amount: Double, code: String) -> String? {
        guard amount.isFinite, amount >= 0, amount < 1e15, let en = writtenInEnglish else { return nil }
        let iso = Self.asciiUppercased(code)
        // A binary search of the sorted table, not a dictionary: building one would cost a cold
        // search more than it saves (and a scan compared 65 codes for a dollar).
        guard let c = Self.writtenCurrency(iso) else { return nil }
        if amount < 1 && NumberFormat.precision(of: amount) > c.digits { return nil }
        return Self.writtenAmount(amount, fractionDigits: c.digits, prefix: en ? c.enPrefix : "",
                                  groupSeparator: en ? "," : "\u{00A0}", point: en ? "." : ",", suffix: en ? "" : c.ruSuffix)
    }

    /// The table's entry for an ISO code (upper case), found by halving: the table is sorted
    /// by code (`WrittenFormatTests` checks it).
    static func writtenCurrency(_ iso: String) -> WrittenCurrency? {
        let table = writtenCurrencies
        var low = 0, high = table.count
        while low < high {
            let mid = (low + high) / 2
            if table[mid].code < iso { low = mid + 1 } else { high = mid }
        }
        return low < table.count && table[low].code == iso ? table[low] : nil
    }

    /// Whether the written forms are English's (true) or Russian's (false); nil for a locale
    /// they do not cover, which ICU writes.
    private var writtenInEnglish: Bool? {
        switch localeID {
        case "en_US": true
        case "ru_RU": false
        default: nil
        }
    }

    /// `x` (not negative, finite) with `fractionDigits` digits after `point`, its whole part
    /// grouped by three from four digits on, rounded half-even as ICU rounds: from the shortest
    /// decimal that reads back as `x` (Swift's `description`, as ICU's double-conversion gives
    /// it), so 2.675 is "2.68" (printf's "%.2f" says 2.67, the binary value's rounding). nil
    /// when the description is in exponent form. One byte buffer, one string.
    static func writtenAmount(_ x: Double, fractionDigits: Int, prefix: String = "", groupSeparator: String = ",",
                              point: String = ".", suffix: String = "") -> String? {
        let text = x.description
        // The digits in a buffer on the stack (a price row's two arrays were ~0.4 k
        // instructions of allocation each).
        let capacity = text.utf8.count + max(0, fractionDigits) + 2
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { digits -> String? in
            var count = 0
            var wholeCount = -1
            for b in text.utf8 {
                switch b {
                case UInt8(ascii: "."): wholeCount = count
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits[count] = b - 48; count += 1
                default: return nil   // exponent or sign
                }
            }
            if wholeCount < 0 { wholeCount = count }
            var given = count - wholeCount
            while given < fractionDigits { digits[count] = 0; count += 1; given += 1 }
            // Half-even: up when the rest is over a half, or exactly a half after an odd digit.
            let keep = wholeCount + fractionDigits
            let first = keep < count ? digits[keep] : 0
            var beyond = false
            if keep + 1 < count { for i in (keep + 1)..<count where digits[i] != 0 { beyond = true; break } }
            count = keep
            // A digit in front of the others ("9.995" → "10.00"; ".5" → "0.5").
            func prepend(_ d: UInt8) {
                for j in stride(from: count, to: 0, by: -1) { digits[j] = digits[j - 1] }
                digits[0] = d
                count += 1
                wholeCount += 1
            }
            if first > 5 || (first == 5 && (beyond || (count > 0 ? digits[count - 1] : 0) % 2 == 1)) {
                var i = count - 1
                while i >= 0 && digits[i] == 9 { digits[i] = 0; i -= 1 }
                if i >= 0 { digits[i] += 1 } else { prepend(1) }
            }
            if wholeCount == 0 { prepend(0) }
            let wholeDigits = wholeCount, totalDigits = count
            let size = prefix.utf8.count + totalDigits * (1 + groupSeparator.utf8.count) + point.utf8.count + suffix.utf8.count
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, size)) { out -> String in
                var n = 0
                func put(_ s: String) { for b in s.utf8 { out[n] = b; n += 1 } }
                put(prefix)
                for i in 0..<wholeDigits {
                    out[n] = digits[i] + 48
                    n += 1
                    let left = wholeDigits - 1 - i
                    if wholeDigits > 3 && left > 0 && left % 3 == 0 { put(groupSeparator) }
                }
                if fractionDigits > 0 {
                    put(point)
                    for i in wholeDigits..<totalDigits { out[n] = digits[i] + 48; n += 1 }
                }
                put(suffix)
                return String(decoding: UnsafeBufferPointer(rebasing: out[0..<n]), as: UTF8.self)
            }
        }
    }

    /// A calendar day in one of the catalogs' price-date skeletons (`resolvedPatterns`: MMMd,
    /// yMMMd, MMMMd, yMMMMd) or a pattern of `d`, `MMM`, `MMMM`, `y` and quoted or
    /// punctuation literals, as ICU writes it; nil for anything else and for spoken text (its
    /// day and year are said in words: `spokenDatePattern`).
    public func writtenDay(_ day: CalendarDate, format: String) -> String? {
        written(Self.resolvedPattern(format, locale: localeID) ?? format, day: day, time: nil)
    }

    /// A pattern (not a skeleton) written from a day and, when it has hours, minutes or
    /// seconds, a time of day: the letters `d`, `MMM`, `MMMM`, `y`, `h`, `H`, `HH`, `mm`, `ss`
    /// and English `a`, as ICU writes them for this locale; nil for any other letter, for a
    /// time the pattern needs and was not given, and for spoken text.
    func written(_ pattern: String, day: CalendarDate, time: (hour: Int, minute: Int, second: Int)?) -> String? {
        guard !isSpoken, (1...12).contains(day.month), day.year > 0, let en = writtenInEnglish else { return nil }
        var out = ""
        var scalars = Array(pattern.unicodeScalars)[...]
        func twoDigits(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }
        while let c = scalars.first {
            if c == "'" {
                scalars = scalars.dropFirst()
                if scalars.first == "'" { out += "'"; scalars = scalars.dropFirst(); continue }
                while let q = scalars.first, q != "'" { out.unicodeScalars.append(q); scalars = scalars.dropFirst() }
                scalars = scalars.dropFirst()
                continue
            }
            guard ("a"..."z").contains(c) || ("A"..."Z").contains(c) else {
                out.unicodeScalars.append(c)
                scalars = scalars.dropFirst()
                continue
            }
            let run = scalars.prefix { $0 == c }.count
            scalars = scalars.dropFirst(run)
            switch (c, run) {
            case ("d", 1): out += String(day.day)
            case ("y", 1): out += String(day.year)
            case ("M", 3): out += (en ? Self.enMonthsShort : Self.ruMonthsShort)[day.month - 1]
            case ("M", 4): out += (en ? Self.enMonths : Self.ruMonths)[day.month - 1]
            case ("h", 1):
                guard let time, (0...23).contains(time.hour) else { return nil }
                out += String(time.hour % 12 == 0 ? 12 : time.hour % 12)
            case ("H", 1), ("H", 2):
                guard let time, (0...23).contains(time.hour) else { return nil }
                out += run == 2 ? twoDigits(time.hour) : String(time.hour)
            case ("m", 2):
                guard let time, (0...59).contains(time.minute) else { return nil }
                out += twoDigits(time.minute)
            case ("s", 2):
                guard let time, (0...60).contains(time.second) else { return nil }
                out += twoDigits(time.second)
            case ("a", 1):
                guard let time, en, (0...23).contains(time.hour) else { return nil }
                out += time.hour < 12 ? "AM" : "PM"
            default: return nil
            }
        }
        return out
    }

    static let enMonthsShort = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let enMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                           "October", "November", "December"]
    /// Russian months in the genitive a day takes ("22 авг.", "22 августа"), as ICU's format
    /// context writes them.
    static let ruMonthsShort = ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."]
    static let ruMonths = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
                           "октября", "ноября", "декабря"]

}
