/// How a query is read before it meets the index: the words it may leave out (connectors,
/// legal forms), and the identifiers people paste (an exchange prefix, a Yahoo suffix).
/// README "What you type"; docs/decisions/0002-names-and-identifiers.md.
enum StockQueryText {
    /// The query without the words a company's name may or may not carry: "and", "&", "и"
    /// between words, and legal forms (Inc, Corp, plc, AG, SA, NV, SE, ПАО, АО, ОАО…) in any
    /// position — "johnson and johnson" is "johnson johnson", "ПАО Газпром" is "Газпром".
    /// Nil when nothing is left out, or when nothing else would be left.
    static func withoutOptionalWords(_ text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2 else { return nil }
        let kept = words.filter { !optionalWords.contains(fold($0)) }
        guard !kept.isEmpty, kept.count < words.count else { return nil }
        return kept.joined(separator: " ")
    }

    /// Lower-cased, with the dots and commas legal forms are written with dropped ("S.A." → "sa").
    private static func fold(_ word: Substring) -> String {
        String(word.lowercased().unicodeScalars.filter { $0 != "." && $0 != "," })
    }

    static let optionalWords: Set<String> = [
        "and", "&", "и", "und", "et", "y",
        "inc", "incorporated", "corp", "corporation", "co", "ltd", "limited", "llc", "lp", "plc", "ag", "sa",
        "nv", "se", "spa", "ab", "asa", "oyj", "as", "a/s", "gmbh", "kgaa", "bhd", "tbk", "pcl", "pjsc", "ojsc",
        "jsc", "pao", "oao", "sab", "cv", "kk",
        "пао", "ао", "оао", "зао", "ооо", "нк", "пк",
    ]

    /// A ticker as a terminal or a broker writes it with its exchange, read as the Yahoo
    /// symbol of that listing: "MOEX:SBER" → "SBER.ME", "TYO:7203" → "7203.T", "LON:RIO" →
    /// "RIO.L"; a US exchange's ("NASDAQ:AAPL", "NYSE:KO") is its plain ticker. Nil when the
    /// text is not of that form or names no exchange finder knows.
    static func exchangePrefixed(_ text: String) -> (symbol: String, isUS: Bool)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let exchange = text[..<colon].uppercased(), ticker = text[text.index(after: colon)...].trimmingSpaces()
        guard !ticker.isEmpty, !ticker.contains(" "), let suffix = prefixSuffix[exchange] else { return nil }
        return suffix.isEmpty ? (String(ticker), true) : (ticker + "." + suffix, false)
    }

    /// Exchange prefixes (Google Finance, TradingView, Bloomberg-style) → Yahoo suffix ("" for US).
    static let prefixSuffix: [String: String] = [
        "NASDAQ": "", "NYSE": "", "AMEX": "", "NYSEAMERICAN": "", "NYSEARCA": "", "BATS": "", "OTC": "", "NYSEMKT": "",
        "MOEX": "ME", "MCX": "ME", "MISX": "ME", "TYO": "T", "TSE": "T", "JPX": "T", "LON": "L", "LSE": "L",
        "ETR": "DE", "XETRA": "DE", "XETR": "DE", "FRA": "F", "EPA": "PA", "AMS": "AS", "EBR": "BR", "ELI": "LS",
        "BIT": "MI", "BME": "MC", "SWX": "SW", "SIX": "SW", "VIE": "VI", "STO": "ST", "HEL": "HE", "CPH": "CO",
        "OSL": "OL", "HKG": "HK", "HKEX": "HK", "SHA": "SS", "SSE": "SS", "SHE": "SZ", "SZSE": "SZ",
        "KRX": "KS", "KOSDAQ": "KQ", "TPE": "TW", "TWSE": "TW", "TPEX": "TWO", "NSE": "NS", "BOM": "BO",
        "BSE": "BO", "ASX": "AX", "NZX": "NZ", "TSX": "TO", "TSXV": "V", "CVE": "V", "BVMF": "SA", "B3": "SA",
        "BMV": "MX", "BCBA": "BA", "SGX": "SI", "IDX": "JK", "SET": "BK", "KLSE": "KL", "TADAWUL": "SR",
        "TLV": "TA", "IST": "IS", "JSE": "JO", "WSE": "WA", "ATHEX": "AT",
    ]

    /// A Yahoo symbol's ticker and the country of its exchange: "7203.T" → ("7203", "japan");
    /// nil when the text has no suffix finder knows.
    static func yahooSymbol(_ text: String) -> (ticker: String, country: String)? {
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return nil }
        let ticker = text[..<dot], suffix = text[text.index(after: dot)...].uppercased()
        guard !ticker.contains(" "), let country = suffixCountry[suffix] else { return nil }
        return (String(ticker), country)
    }

    /// Yahoo exchange suffixes → the catalogue's country of that exchange.
    static let suffixCountry: [String: String] = [
        "ME": "russia", "T": "japan", "L": "united kingdom", "IL": "united kingdom", "DE": "germany", "F": "germany",
        "BE": "germany", "MU": "germany", "DU": "germany", "HM": "germany", "HA": "germany", "PA": "france",
        "AS": "netherlands", "BR": "belgium", "LS": "portugal", "MI": "italy", "MC": "spain", "SW": "switzerland",
        "VX": "switzerland", "VI": "austria", "ST": "sweden", "HE": "finland", "CO": "denmark", "OL": "norway",
        "IC": "iceland", "HK": "hong kong", "SS": "china", "SZ": "china", "KS": "south korea", "KQ": "south korea",
        "TW": "taiwan", "TWO": "taiwan", "NS": "india", "BO": "india", "AX": "australia", "NZ": "new zealand",
        "TO": "canada", "V": "canada", "CN": "canada", "NE": "canada", "SA": "brazil", "MX": "mexico",
        "BA": "argentina", "SN": "chile", "SI": "singapore", "JK": "indonesia", "BK": "thailand", "KL": "malaysia",
        "SR": "saudi arabia", "TA": "israel", "IS": "turkey", "JO": "south africa", "WA": "poland", "AT": "greece",
        "IR": "ireland", "QA": "qatar", "CA": "egypt", "PR": "czech republic", "BD": "hungary", "CM": "sri lanka",
        "US": "united states",
    ]

    /// Whether a Latin query has a key that carries a Russian letter on the other layout
    /// (`, . ; ' [ ] \``) between two letters ("c,th" is "сбер"): a sign it was typed on
    /// the wrong layout even when the text as typed finds something.
    static func looksLikeOtherLayout(_ text: String) -> Bool {
        let s = Array(text.unicodeScalars)
        guard s.count >= 3 else { return false }
        for i in 1..<(s.count - 1) where ",.;'[]`".unicodeScalars.contains(s[i]) {
            if s[i - 1].properties.isAlphabetic && s[i + 1].properties.isAlphabetic
                && s[i - 1].isASCII && s[i + 1].isASCII { return true }
        }
        return false
    }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
