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
        let folded = words.map(fold)
        // A legal form written out, as a broker statement or a register writes it
        // ("Публичное акционерное общество «Магнит»", "public joint stock company …").
        var kept = [Substring]()
        var i = 0
        while i < words.count {
            if let phrase = optionalPhrase(at: i, in: folded) {
                i += phrase.count
                continue
            }
            if !optionalWords.contains(folded[i]) { kept.append(words[i]) }
            i += 1
        }
        guard !kept.isEmpty, kept.count < words.count else { return nil }
        return kept.map { w in String(w.drop { quotes.contains($0) }.reversed().drop { quotes.contains($0) }.reversed()) }
            .joined(separator: " ")
    }

    /// Whether the query carries a legal form (a word or a phrase of `optionalWords` and
    /// `optionalPhrases` that is no connector): "Public Bank Berhad", "Aktiebolaget Volvo
    /// (publ)", "ПАО Магнит"; not "johnson and johnson".
    static func hasLegalForm(_ text: String) -> Bool {
        let folded = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(fold)
        if folded.contains(where: { optionalWords.contains($0) && !connectors.contains($0) }) { return true }
        return folded.indices.contains { optionalPhrase(at: $0, in: folded) != nil }
    }

    /// The legal form written out (`optionalPhrases`) that begins at word `i` of the folded
    /// words, if one does.
    private static func optionalPhrase(at i: Int, in folded: [String]) -> [String]? {
        optionalPhrases.first { p in i + p.count <= folded.count && folded[i..<(i + p.count)].elementsEqual(p) }
    }

    /// The optional words that join names ("and", "&", "и"), not legal forms.
    static let connectors: Set<String> = ["and", "&", "и", "und", "et", "y"]

    /// The query without the words that say what kind of thing a brand is ("jameson whiskey",
    /// "pobeda airlines", "apple stock", "сбер акции"): a name people use is a brand's, and the
    /// kind is no word of it. Tried only when the query as typed finds nothing. Nil when
    /// nothing is left out, or nothing else would be left.
    static func withoutKindWords(_ text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2 else { return nil }
        let kept = words.filter { !kindWords.contains(fold($0)) }
        guard !kept.isEmpty, kept.count < words.count else { return nil }
        return kept.joined(separator: " ")
    }

    /// The query's runs of first words, longest first, the whole query left out: "dhl express
    /// service" → "dhl express", "dhl". Empty for a query of one word.
    static func leadingRuns(_ text: String) -> [String] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2 else { return [] }
        return (1..<words.count).reversed().map { words[0..<$0].joined(separator: " ") }
    }

    /// Words of a query that name a kind of product, business or security, not a company.
    static let kindWords: Set<String> = [
        "stock", "stocks", "share", "shares", "price", "quote", "ticker",
        "beer", "whiskey", "whisky", "vodka", "gin", "rum", "tequila", "wine", "champagne", "cognac", "cigarettes",
        "coffee", "tea", "chocolate", "drink", "soda", "airline", "airlines", "airways", "aviation", "cars", "car",
        "automobiles", "motorcycles", "game", "games", "videogame", "app", "phone", "phones", "smartphone", "laptop",
        "watches", "shoes", "sneakers", "jeans", "clothing", "cosmetics", "perfume", "restaurant", "restaurants",
        "hotel", "hotels", "cruises", "supermarket", "supermarkets", "store", "stores", "pharmacy", "drug", "brand",
        "акции", "акция", "акций", "котировки", "цена", "пиво", "водка", "виски", "коньяк", "вино", "сигареты",
        "кофе", "чай", "шоколад", "авиакомпания", "авиалинии", "машины", "автомобили", "игра", "игры", "телефон",
        "смартфон", "часы", "кроссовки", "косметика", "духи", "ресторан", "рестораны", "отель", "отели",
        "магазин", "магазины", "супермаркет", "аптека", "бренд",
        // What a Russian company's name says it is before the name: нефтяная (НК Роснефть),
        // горно-металлургическая (ГМК), страховая, холдинговая компания, группа компаний.
        "нк", "гмк", "ск", "хк", "гк",
    ]

    /// Legal forms written out in words, folded (`fold`), dropped as a whole.
    static let optionalPhrases: [[String]] = [
        ["публичное", "акционерное", "общество"], ["открытое", "акционерное", "общество"],
        ["закрытое", "акционерное", "общество"], ["акционерное", "общество"],
        ["public", "joint", "stock", "company"], ["public", "joint-stock", "company"], ["joint", "stock", "company"],
        ["public", "limited", "company"], ["public", "company", "limited"],
        ["naamloze", "vennootschap"], ["société", "anonyme"], ["societe", "anonyme"], ["sociedad", "anónima"],
        ["sociedad", "anonima"], ["società", "per", "azioni"], ["societa", "per", "azioni"],
        ["kommanditgesellschaft", "auf", "aktien"], ["limited", "liability", "company"],
        ["sociedade", "anônima"], ["sociedade", "anonima"], ["spółka", "akcyjna"], ["spolka", "akcyjna"],
        ["anonim", "şirketi"], ["anonim", "sirketi"],
    ]

    /// Quotation marks a register puts around a name («Магнит», "Gazprom").
    private static let quotes: Set<Character> = ["«", "»", "\"", "“", "”", "„", "'"]

    /// The text with the legal forms it abbreviates written out ("siemens ag" → "siemens
    /// aktiengesellschaft", "merck kgaa" → "merck kommanditgesellschaft auf aktien"); nil when
    /// it has none.
    static func withLegalFormsSpelledOut(_ text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2 else { return nil }
        var changed = false
        let out = words.map { w -> String in
            guard let long = spelledOut[fold(w)] else { return String(w) }
            changed = true
            return long
        }
        return changed ? out.joined(separator: " ") : nil
    }

    /// Legal forms as names in the catalogue write them out ("MERCK Kommanditgesellschaft auf
    /// Aktien", "Sberbank Rossii публичное акционерное общество").
    static let spelledOut: [String: String] = [
        "ag": "aktiengesellschaft", "inc": "incorporated", "corp": "corporation", "co": "company", "bhd": "berhad",
        "ltd": "limited", "ab": "aktiebolag", "as": "aksjeselskap", "kgaa": "kommanditgesellschaft auf aktien",
        "plc": "public limited company", "sa": "société anonyme", "nv": "naamloze vennootschap",
        "spa": "società per azioni", "пао": "публичное акционерное общество", "ао": "акционерное общество",
        "pcl": "public company limited",
    ]

    /// Lower-cased, with the dots and commas legal forms are written with dropped ("S.A." → "sa").
    private static func fold(_ word: Substring) -> String {
        String(word.lowercased().unicodeScalars.filter { $0 != "." && $0 != "," && $0 != "(" && $0 != ")" })
    }

    static let optionalWords: Set<String> = [
        "and", "&", "и", "und", "et", "y",
        "inc", "incorporated", "corp", "corporation", "co", "ltd", "limited", "llc", "lp", "plc", "ag", "sa",
        "nv", "se", "spa", "ab", "asa", "oyj", "as", "a/s", "gmbh", "kgaa", "bhd", "tbk", "pcl", "pjsc", "ojsc",
        "jsc", "pao", "oao", "sab", "cv", "kk",
        "пао", "ао", "оао", "зао", "ооо", "нк", "пк",
        // Russian register forms with the kind of company in them: акционерная компания
        // (АК «АЛРОСА»), акционерная нефтяная компания (ПАО АНК «Башнефть»), международная
        // компания ПАО (МКПАО «Хэдхантер»).
        "ак", "анк", "мкпао", "мкао",
        // An article and a title a name may be written with or without: "The Bank of Nova
        // Scotia", "Koninklijke Philips" ("Royal KPN", "Royal Philips" are in the name table:
        // "royal" is a word of many names).
        "the", "koninklijke",
        // Written out as one word, as registers and statements write them: "Bayerische Motoren
        // Werke Aktiengesellschaft", "Aktiebolaget Volvo (publ)", "Public Bank Berhad".
        "aktiengesellschaft", "aktiebolag", "aktiebolaget", "publ", "berhad", "sdn", "persero", "oyj", "abp",
        "aksjeselskap", "allmennaksjeselskap", "aktieselskab", "osakeyhtiö", "sarl", "sas", "srl", "bv", "kft",
        "zrt", "nyrt", "tbk", "saa", "sacv", "sab", "ltda", "sae", "saog", "psc", "qpsc", "pjsc", "kscp",
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
        // TradingView's names where they differ (BIST:ASELS, BMFBOVESPA:PETR4, MYX:1155,
        // OMXSTO:VOLV_B), and the exchanges' own codes (ISO 10383 MICs) people copy from
        // terminals and statements.
        "BIST": "IS", "BMFBOVESPA": "SA", "MYX": "KL", "BURSA": "KL", "GPW": "WA", "TASE": "TA", "OMXSTO": "ST",
        "OMXHEX": "HE", "OMXCOP": "CO", "OMXICE": "IC", "MIL": "MI", "BCS": "SN", "QSE": "QA", "EGX": "CA",
        "NEO": "NE",
        "XNAS": "", "XNYS": "", "XASE": "", "ARCX": "", "XLON": "L", "XPAR": "PA", "XAMS": "AS", "XBRU": "BR",
        "XLIS": "LS", "XMIL": "MI", "XMAD": "MC", "XSWX": "SW", "XWBO": "VI", "XSTO": "ST", "XHEL": "HE",
        "XCSE": "CO", "XOSL": "OL", "XICE": "IC", "XTKS": "T", "XHKG": "HK", "XSHG": "SS", "XSHE": "SZ",
        "XKRX": "KS", "XKOS": "KQ", "XTAI": "TW", "XBOM": "BO", "XNSE": "NS", "XASX": "AX", "XNZE": "NZ",
        "XTSE": "TO", "XTSX": "V", "XMEX": "MX", "XBUE": "BA", "XSGO": "SN", "XSES": "SI",
        "XIDX": "JK", "XBKK": "BK", "XKLS": "KL", "XSAU": "SR", "XTAE": "TA", "XIST": "IS", "XJSE": "JO",
        "XWAR": "WA", "XATH": "AT", "XDUB": "IR", "DSMD": "QA", "XCAI": "CA", "XPRA": "PR", "XBUD": "BD",
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

    /// Whether the text is shaped as an identifier finder looks up whole: a Yahoo symbol with
    /// its exchange or class ("7203.T", "BRK-B"), an ISIN whose check digit holds, a CUSIP
    /// whose check digit holds, or a FIGI ("BBG" and nine letters and digits). "adobe" is
    /// none, though its letters are those of "ADO.BE".
    static func looksLikeIdentifier(_ text: String) -> Bool {
        if text.contains(".") || text.contains("-") { return true }
        let u = Array(text.uppercased().utf8)
        guard u.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) }) else { return false }
        if u.count == 12 && u.starts(with: Array("BBG".utf8)) { return true }
        if u.count == 12 { return isValidISIN(u) }
        if u.count == 9 { return isValidCUSIP(u) }
        return false
    }

    /// An ISIN (uppercase ASCII): two letters, nine letters or digits, and a check digit that
    /// holds (Luhn over the digits, each letter read as the two digits of 10…35).
    static func isValidISIN(_ u: [UInt8]) -> Bool {
        guard u.count == 12, u[0] >= 65, u[0] <= 90, u[1] >= 65, u[1] <= 90, u[11] >= 48, u[11] <= 57 else { return false }
        var digits: [Int] = []
        for c in u[0..<11] {
            let v = c >= 65 ? Int(c) - 55 : Int(c) - 48
            if v >= 10 { digits.append(v / 10); digits.append(v % 10) } else { digits.append(v) }
        }
        var sum = 0
        for (i, d) in digits.reversed().enumerated() {
            let x = i % 2 == 0 ? d * 2 : d
            sum += x / 10 + x % 10
        }
        return (10 - sum % 10) % 10 == Int(u[11]) - 48
    }

    /// A CUSIP (uppercase ASCII): eight letters or digits and a check digit that holds (each
    /// letter 10…35, every second value doubled, the digits summed).
    static func isValidCUSIP(_ u: [UInt8]) -> Bool {
        guard u.count == 9, u[8] >= 48, u[8] <= 57 else { return false }
        var sum = 0
        for (i, c) in u[0..<8].enumerated() {
            var v = c >= 65 ? Int(c) - 55 : Int(c) - 48
            if i % 2 == 1 { v *= 2 }
            sum += v / 10 + v % 10
        }
        return (10 - sum % 10) % 10 == Int(u[8]) - 48
    }

    /// Whether a keyboard-layout reading is text at all: more letters and digits than other
    /// marks ("ъыъыъыъ" reads "]s]s]s]", three one-letter words: no reading).
    static func isMostlyLetters(_ text: String) -> Bool {
        var letters = 0, marks = 0
        for s in text.unicodeScalars where s != " " {
            if s.properties.isAlphabetic || s.properties.numericType != nil { letters += 1 } else { marks += 1 }
        }
        return letters > marks
    }

    /// Whether a reading on the other layout has only the punctuation names have: none of
    /// `; [ ] { } < >` (the keys of ж х ъ б ю on the Latin layout), and no comma inside a word.
    /// Gibberish typed on one layout reads on the other as letters strewn with them
    /// ("пщжэъвк" → "go;']dr", which would meet Godrej across the marks).
    static func hasNamePunctuation(_ text: String) -> Bool {
        let u = Array(text.unicodeScalars)
        for (i, s) in u.enumerated() {
            if ";[]{}<>".unicodeScalars.contains(s) { return false }
            if s == ",", i > 0, i + 1 < u.count, u[i - 1].properties.isAlphabetic, u[i + 1].properties.isAlphabetic { return false }
        }
        return true
    }

    /// Whether a Latin query has a key that carries a Russian letter on the other layout
    /// (`, . ; ' [ ] \``) between two letters ("c,th" is "сбер"), or one of `, ; [ ] \`` at a
    /// word's edge ("dn," is "втб"): a sign it was typed on the wrong layout even when the
    /// text as typed finds something.
    static func looksLikeOtherLayout(_ text: String) -> Bool {
        let s = Array(text.unicodeScalars)
        guard s.count >= 3 else { return false }
        func latinLetter(_ i: Int) -> Bool { i >= 0 && i < s.count && s[i].isASCII && s[i].properties.isAlphabetic }
        func edge(_ i: Int) -> Bool { i < 0 || i >= s.count || s[i] == " " }
        for i in s.indices {
            // Inside a word: any key of a Russian letter ("c,th" is "сбер").
            if i > 0, i < s.count - 1, ",.;'[]`".unicodeScalars.contains(s[i]), latinLetter(i - 1), latinLetter(i + 1) { return true }
            // At a word's end or start: those nobody types there in a name ("dn," is "втб",
            // "[jkl" "холд"; a final "." or "'" is an abbreviation's or a possessive's).
            if ",;[]`".unicodeScalars.contains(s[i]),
               (latinLetter(i - 1) && edge(i + 1)) || (edge(i - 1) && latinLetter(i + 1)) { return true }
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
