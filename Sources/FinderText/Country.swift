import CICU
import FinderFiles

/// Countries as the catalogue writes them and as people read them.
///
/// The bundled catalogue (investpy) names a listing's country in lowercase English
/// ("united states", "south korea", "dubai"); an ISIN starts with the ISO 3166 code of the
/// issuer's home. `code(forCatalogueName:)` maps the first to the second once, at import, so
/// that ranking can compare a listing's country with its ISIN's and display names can come
/// from ICU in the UI language (`displayName(code:language:)`).
public enum Country {
    /// The ISO 3166 alpha-2 code of a catalogue country name (any case), nil when unknown.
    /// A two-letter code is accepted as itself ("US", "ru").
    public static func code(forCatalogueName name: String) -> String? {
        let key = name.lowercased()
        if let code = codes[key] { return code }
        if key.utf8.count == 2, key.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
            let upper = key.uppercased()
            return catalogueNames[upper] != nil ? upper : nil
        }
        return nil
    }

    /// Every code `code(forCatalogueName:)` can give, sorted: the codes `_CountryNames` holds.
    public static var catalogueCodes: [String] { catalogueNames.keys.sorted() }

    /// The catalogue's name for a code ("US" → "united states"), nil when the catalogue has
    /// no listing country with that code.
    public static func catalogueName(code: String) -> String? { catalogueNames[code.uppercased()] }

    /// The country code at the start of an ISIN ("US0378331005" → "US"), nil when the ISIN
    /// does not start with two letters.
    public static func code(ofISIN isin: String) -> String? {
        let u = Array(isin.utf8.prefix(2))
        guard u.count == 2, u.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }) else { return nil }
        return String(decoding: u, as: UTF8.self).uppercased()
    }

    /// The name of a country as a reader of `language` says it, from ICU's CLDR data:
    /// English "United States", "Hong Kong"; Russian "США", "Германия", "Великобритания".
    ///
    /// Rule: CLDR has a full and a short name. English takes the short one unless it is an
    /// abbreviation ("US", "UK": a listener hears letters), so "Hong Kong SAR China" becomes
    /// "Hong Kong". Russian takes the short one unless the full one is a single word, so
    /// "Соединенные Штаты" becomes "США" but "Великобритания" is not cut to "Британия".
    /// Where CLDR's Russian has no short name the English one has ("South Korea"
    /// but "Республика Корея", "Bosnia" but "Босния и Герцеговина"), or abbreviates a word a
    /// listener then hears as letters ("Виргинские о-ва"), the short name people use is
    /// `russianShortNames`'. An unknown code comes back as given.
    ///
    /// The countries the catalogue names come from `_CountryNames` (ICU's answers for every
    /// code of `codes`, generated and checked against ICU by `CountryTests`) for the UI
    /// languages whose line names a column (`UILanguage.countryNames`): a row asks no ICU
    /// formatter (the two region lookups per country cost a cold search 0.47 M
    /// instructions). Other codes, and other UI languages, are asked of ICU once each, a UI
    /// language without a column by English's rule; an id the table lacks is the fallback
    /// language.
    public static func displayName(code: String, language: String) -> String {
        let line = UILanguage.of(language) ?? .fallback
        if let column = line.countryNames, let key = tableKey(code), let names = _CountryNames.names(key) {
            return column == .russian ? names.ru : names.en
        }
        return icuDisplayName(code: code, language: line.id)
    }

    /// The name as ICU's data gives it by the rule above: what `_CountryNames` holds, and what
    /// its test compares it with.
    public static func icuDisplayName(code: String, language: String) -> String {
        let line = UILanguage.of(language) ?? .fallback
        // A listing of twenty rows names a handful of countries: each is asked of ICU once.
        let cacheKey = line.id + ":" + code
        if let known = displayNames.value(cacheKey) { return known }
        let name = lookUpDisplayName(code: code, locale: line.id, russianRule: line.countryNames == .russian)
        displayNames.set(cacheKey, name)
        return name
    }

    private static let displayNames = _LockedCache()

    /// A two-letter code as `_CountryNames` keys it: its two ASCII letters, upper-cased, as
    /// one number ("US" → 0x5553); nil for anything else.
    static func tableKey(_ code: String) -> UInt16? {
        var bytes = code.utf8.makeIterator()
        guard let a = bytes.next(), let b = bytes.next(), bytes.next() == nil else { return nil }
        func upper(_ c: UInt8) -> UInt8? {
            switch c {
            case 0x41...0x5A: return c
            case 0x61...0x7A: return c - 0x20
            default: return nil
            }
        }
        guard let x = upper(a), let y = upper(b) else { return nil }
        return UInt16(x) << 8 | UInt16(y)
    }

    private static func lookUpDisplayName(code: String, locale: String, russianRule: Bool) -> String {
        if russianRule, let short = russianShortNames[code.uppercased()] { return short }
        guard let full = region(code, locale: locale, short: false) else { return code }
        guard let short = region(code, locale: locale, short: true), short != full else { return full }
        if russianRule {
            return full.contains(" ") ? short : full
        }
        let isAbbreviation = short.unicodeScalars.allSatisfy { $0.properties.isUppercase || $0 == "." }
        return isAbbreviation ? full : short
    }

    private static func region(_ code: String, locale: String, short: Bool) -> String? {
        guard code.utf8.count == 2 else { return nil }
        let units = growingUTF16(initialCapacity: 48) {
            cicu_region_display_name(locale, code.uppercased(), short ? 1 : 0, $0, $1)
        }
        return units.map(string(fromUTF16:))
    }

    /// Short Russian names CLDR lacks, as English has them (one style in both languages).
    private static let russianShortNames: [String: String] = [
        "KR": "Южная Корея", "ZA": "ЮАР", "BA": "Босния", "VG": "Британские Виргинские острова",
    ]

    /// Every country name the bundled catalogue uses, and the aliases other sources use.
    static let codes: [String: String] = [
        "united states": "US", "usa": "US", "united states of america": "US",
        "japan": "JP", "china": "CN", "south korea": "KR", "korea": "KR", "canada": "CA",
        "vietnam": "VN", "australia": "AU", "hong kong": "HK", "united kingdom": "GB",
        "uk": "GB", "germany": "DE", "india": "IN", "sweden": "SE", "taiwan": "TW",
        "malaysia": "MY", "thailand": "TH", "poland": "PL", "france": "FR", "brazil": "BR",
        "singapore": "SG", "indonesia": "ID", "switzerland": "CH", "mexico": "MX",
        "israel": "IL", "pakistan": "PK", "italy": "IT", "turkey": "TR", "austria": "AT",
        "south africa": "ZA", "bangladesh": "BD", "sri lanka": "LK", "philippines": "PH",
        "russia": "RU", "russian federation": "RU", "norway": "NO", "egypt": "EG",
        "spain": "ES", "saudi arabia": "SA", "romania": "RO", "finland": "FI", "kuwait": "KW",
        "denmark": "DK", "belgium": "BE", "nigeria": "NG", "jordan": "JO", "argentina": "AR",
        "new zealand": "NZ", "greece": "GR", "chile": "CL", "netherlands": "NL",
        "dubai": "AE", "united arab emirates": "AE", "oman": "OM", "bulgaria": "BG",
        "tunisia": "TN", "mauritius": "MU", "morocco": "MA", "mongolia": "MN",
        "jamaica": "JM", "iraq": "IQ", "serbia": "RS", "bosnia": "BA",
        "bosnia and herzegovina": "BA", "peru": "PE", "kenya": "KE", "cyprus": "CY",
        "portugal": "PT", "zimbabwe": "ZW", "ireland": "IE", "qatar": "QA",
        "palestine": "PS", "hungary": "HU", "colombia": "CO", "bahrain": "BH",
        "ivory coast": "CI", "cote d'ivoire": "CI", "croatia": "HR", "montenegro": "ME",
        "namibia": "NA", "lebanon": "LB", "kazakhstan": "KZ", "malta": "MT",
        "venezuela": "VE", "iceland": "IS", "luxembourg": "LU", "botswana": "BW",
        "czech republic": "CZ", "czechia": "CZ", "tanzania": "TZ", "slovenia": "SI",
        "malawi": "MW", "ukraine": "UA", "uganda": "UG", "slovakia": "SK",
        "costa rica": "CR", "zambia": "ZM", "rwanda": "RW",
        "cayman islands": "KY", "bermuda": "BM", "british virgin islands": "VG",
        "jersey": "JE", "guernsey": "GG", "estonia": "EE", "latvia": "LV", "lithuania": "LT",
        "ghana": "GH", "ecuador": "EC", "panama": "PA", "uruguay": "UY", "puerto rico": "PR",
        "monaco": "MC", "liechtenstein": "LI", "macau": "MO", "gibraltar": "GI",
        "isle of man": "IM", "bahamas": "BS", "curacao": "CW", "uzbekistan": "UZ",
        "georgia": "GE", "armenia": "AM", "azerbaijan": "AZ", "belarus": "BY",
    ]

    /// Code → the catalogue's (first) name: the inverse of `codes` for its canonical names.
    static let catalogueNames: [String: String] = {
        var names: [String: String] = [:]
        for (name, code) in codes.sorted(by: { $0.key < $1.key }) where names[code] == nil {
            names[code] = name
        }
        // Where a code has aliases, the catalogue's own spelling wins.
        for (code, name) in [("US", "united states"), ("GB", "united kingdom"), ("KR", "south korea"),
                             ("RU", "russia"), ("AE", "dubai"), ("BA", "bosnia"), ("CI", "ivory coast"),
                             ("CZ", "czech republic")] {
            names[code] = name
        }
        return names
    }()
}

/// A small string cache shared by threads.
final class _LockedCache: @unchecked Sendable {
    private var values: [String: String] = [:]
    private let lock = ThreadLock()

    func value(_ key: String) -> String? { lock.locked { values[key] } }
    func set(_ key: String, _ value: String) { lock.locked { values[key] = value } }
}
