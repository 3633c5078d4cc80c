/// One listing in the catalogue, as stored. Text fields are already sanitized (no control
/// characters); `price` is nil when unknown, never 0 for "unknown".
public struct StockRecord: Equatable, Sendable {
    public var ticker: String
    public var name: String
    /// Exchange or board ("MOEX"); empty when the source does not say.
    public var exchange: String
    /// Country of the listing, lowercase English as in the source ("united states").
    public var country: String
    /// ISO 4217 code of the listing currency ("USD", "RUB").
    public var currency: String
    public var isin: String?
    /// The name in another script (a Russian name for a Latin one, or the reverse).
    public var altName: String?
    public var price: Double?
    /// When `price` was current (ISO date as given by the source).
    public var priceDate: String?
    /// Where `price` came from ("bundled", "moex", a URL or file path).
    public var priceSource: String?
    /// Market capitalisation in the listing's currency (`currency`), nil when unknown.
    public var marketCap: Double?
    /// ISO 3166 alpha-2 code of `country` ("US"), set at import; nil when the name is unknown.
    public var countryCode: String?
    /// The day's change of `price` against the previous close, in `currency` (-1.27), and the
    /// same in percent (-0.453), as of `priceDate`; nil where the source does not give them.
    public var change: Double?
    public var changePercent: Double?
    /// The listing's Yahoo symbol, with its exchange's suffix ("7203.T", "SBER.ME"; a US
    /// listing's as Yahoo spells it: "BRK-B"); nil when the source does not give one.
    public var symbol: String?
    /// The CUSIP the catalogue's source gives the listing (a US or Canadian one's own; abroad
    /// sometimes its receipt's), nil when unknown.
    public var cusip: String?
    /// The listing's FIGIs (its own, then its composite one), separated by spaces.
    public var figi: String?
    /// The company's size class, where no market cap is known ("mega", "large", "mid",
    /// "small", "micro", "nano"): the catalogue source's, a popularity signal.
    public var capClass: String?
    /// Other names people use for the company, each "kind:name", separated by "|": "brand"
    /// (a brand or product: "brand:google"), "ru" (the Russian name people use: "ru:сбер";
    /// a Russian spelling: "ru:эппл"), "former" (a former name: "former:Facebook Inc").
    public var aliases: String?

    public init(ticker: String, name: String, exchange: String = "", country: String = "",
                currency: String = "", isin: String? = nil, altName: String? = nil,
                price: Double? = nil, priceDate: String? = nil, priceSource: String? = nil,
                marketCap: Double? = nil, countryCode: String? = nil, change: Double? = nil, changePercent: Double? = nil,
                symbol: String? = nil, cusip: String? = nil, figi: String? = nil, capClass: String? = nil,
                aliases: String? = nil) {
        self.ticker = ticker
        self.name = name
        self.exchange = exchange
        self.country = country
        self.currency = currency
        self.isin = isin
        self.altName = altName
        self.price = price
        self.priceDate = priceDate
        self.priceSource = priceSource
        self.marketCap = marketCap
        self.countryCode = countryCode
        self.change = change
        self.changePercent = changePercent
        self.symbol = symbol
        self.cusip = cusip
        self.figi = figi
        self.capClass = capClass
        self.aliases = aliases
    }
}

/// The listing fields, in one table: the order of the `stocks` columns, of a saved result's
/// fields and of the index payload's optional fields. Everything that stores, hashes, codes
/// or reads a listing field by field goes through it (`Store+Catalogue` columns, values and
/// checksum, a sync's rows, checks and merge (`sync`), `CatalogueFile`, the index payload and its fingerprint,
/// `StockResults`), so a new field is a case here, its property above and its arms below
/// (CONTRIBUTING.md "How to add… a stock field"). New fields go at the end, with the next `added`.
public enum ListingField: Int, CaseIterable, Sendable {
    case ticker, name, exchange, country, currency, isin, altName, price, priceDate, priceSource, marketCap,
         countryCode, change, changePercent, symbol, cusip, figi, capClass, aliases

    public enum Kind: UInt8, Sendable {
        /// Always there ("" when unknown): `TEXT NOT NULL DEFAULT ''`.
        case text
        /// Nil when unknown: `TEXT`.
        case optionalText
        /// Nil when unknown: `REAL`.
        case number
    }

    /// How the index payload codes the field (`_PayloadCoder`).
    public enum PayloadCoding: UInt8, Sendable {
        /// The bytes shared with the previous listing's and the rest (the ticker).
        case sharedPrefix
        /// Shared bytes and token numbers (the name).
        case tokens
        /// Part of the listing's "place" number (exchange, country, currency, country code).
        case place
        /// Length and bytes, after a flag (rare, unrepeated strings).
        case bytes
        /// A number into the payload's string list, after a flag (short repeated strings).
        case listed
        /// Eight bytes, after a flag.
        case double
    }

    public var kind: Kind {
        switch self {
        case .ticker, .name, .exchange, .country, .currency: .text
        case .isin, .altName, .priceDate, .priceSource, .countryCode, .symbol, .cusip, .figi, .capClass, .aliases: .optionalText
        case .price, .marketCap, .change, .changePercent: .number
        }
    }

    public var payload: PayloadCoding {
        switch self {
        case .ticker: .sharedPrefix
        case .name: .tokens
        case .exchange, .country, .currency, .countryCode: .place
        case .isin, .altName, .symbol, .cusip, .figi, .aliases: .bytes
        case .priceDate, .priceSource, .capClass: .listed
        case .price, .marketCap, .change, .changePercent: .double
        }
    }

    /// The column of `stocks`, and of the catalogue file's header where `inCatalogueFile`:
    /// the member in snake case ("alt_name").
    public var column: String {
        var out = ""
        for c in member.unicodeScalars {
            if c.properties.isUppercase { out += "_" + String(c).lowercased() } else { out.unicodeScalars.append(c) }
        }
        return out
    }

    /// Its member in JSON and its field's name in results ("altName").
    public var member: String {
        switch self {
        case .ticker: "ticker"
        case .name: "name"
        case .exchange: "exchange"
        case .country: "country"
        case .currency: "currency"
        case .isin: "isin"
        case .altName: "altName"
        case .price: "price"
        case .priceDate: "priceDate"
        case .priceSource: "priceSource"
        case .marketCap: "marketCap"
        case .countryCode: "countryCode"
        case .change: "change"
        case .changePercent: "changePercent"
        case .symbol: "symbol"
        case .cusip: "cusip"
        case .figi: "figi"
        case .capClass: "capClass"
        case .aliases: "aliases"
        }
    }

    /// The store schema version whose migration added the column. Versions up to
    /// `Store.migrations.count` are written by hand there; a field of a later version gets
    /// its column from a generated step (`ALTER TABLE stocks ADD COLUMN`, safe for a nullable
    /// column), and the schema version follows.
    public var schema: Int {
        switch self {
        case .ticker, .name, .exchange, .country, .currency, .isin, .altName, .price, .priceDate, .priceSource: 1
        case .marketCap, .countryCode: 2
        case .change, .changePercent: 5
        case .symbol, .cusip, .figi, .capClass, .aliases: 7
        }
    }

    /// Which generation of fields it belongs to: 0 for the first twelve, 1 for the day's
    /// change. A later generation is hashed into the catalogue checksum only when one of its
    /// fields has a value (a catalogue without them hashes as it did before they existed, so
    /// a migrated store's index stays current), and saved results of an earlier generation
    /// are read with the later fields unknown.
    public var added: Int {
        switch self {
        case .change, .changePercent: 1
        case .symbol, .cusip, .figi, .capClass, .aliases: 2
        default: 0
        }
    }

    /// Whether the bundled catalogue format (`CatalogueFile`) reads it, by its column name.
    public var inCatalogueFile: Bool {
        switch self {
        case .ticker, .name, .exchange, .country, .currency, .isin, .altName, .price, .priceDate, .marketCap,
             .symbol, .cusip, .figi, .capClass, .aliases: true
        default: false
        }
    }

    /// What a sync does with the field (`ListingField+Sync.swift`): how a source's value is
    /// checked and how it meets the stored one; nil for none.
    public var sync: SyncRule? {
        switch self {
        case .ticker: SyncRule(.ticker, .key)
        case .name: SyncRule(.name, .name)
        case .exchange: SyncRule(.text(lowercased: false), .key)
        case .country: SyncRule(.text(lowercased: true), .fillsEmpty)
        case .currency: SyncRule(.currency, .replaces)
        case .isin: SyncRule(.code(length: 12), .replaces)
        case .altName: SyncRule(.name, .otherName)
        case .price: SyncRule(.price, .replaces)
        case .priceDate: SyncRule(.syncedAt, .follows(.price))
        case .priceSource: SyncRule(.source, .follows(.price))
        case .marketCap: SyncRule(.number(Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, readsText: false), .replaces)
        case .countryCode: SyncRule(.countryCode(of: .country), .follows(.country))
        case .change: SyncRule(.number(-1e12...1e12, readsText: true), .follows(.price))
        case .changePercent: SyncRule(.number(-100...1e6, readsText: true), .follows(.price))
        case .symbol, .cusip, .figi, .capClass, .aliases: nil
        }
    }

    /// The column's type in `stocks`.
    public var sqlType: String {
        switch kind {
        case .text: "TEXT NOT NULL DEFAULT ''"
        case .optionalText: "TEXT"
        case .number: "REAL"
        }
    }
}

extension ListingField {
    /// The statements that add the columns of the fields of schema `version` to `stocks`
    /// (`Store.migration` runs them for a version past the hand-written migrations).
    static func columnsAdded(inSchema version: Int) -> String {
        allCases.filter { $0.schema == version }
            .map { "ALTER TABLE stocks ADD COLUMN \($0.column) \($0.sqlType);" }.joined(separator: "\n")
    }
}

extension StockRecord {
    /// A listing with every field unknown, to be filled field by field.
    public static var empty: StockRecord { StockRecord(ticker: "", name: "") }

    /// A text field's value (`.text` and `.optionalText` fields; nil for numbers).
    @inlinable
    public func text(_ f: ListingField) -> String? {
        switch f {
        case .ticker: ticker
        case .name: name
        case .exchange: exchange
        case .country: country
        case .currency: currency
        case .isin: isin
        case .altName: altName
        case .priceDate: priceDate
        case .priceSource: priceSource
        case .countryCode: countryCode
        case .symbol: symbol
        case .cusip: cusip
        case .figi: figi
        case .capClass: capClass
        case .aliases: aliases
        case .price, .marketCap, .change, .changePercent: nil
        }
    }

    /// A number field's value (nil for text fields).
    @inlinable
    public func number(_ f: ListingField) -> Double? {
        switch f {
        case .price: price
        case .marketCap: marketCap
        case .change: change
        case .changePercent: changePercent
        default: nil
        }
    }

    /// Sets a text field (nil is "" for a `.text` field); ignored for a number field.
    @inlinable
    public mutating func set(_ f: ListingField, text v: String?) {
        switch f {
        case .ticker: ticker = v ?? ""
        case .name: name = v ?? ""
        case .exchange: exchange = v ?? ""
        case .country: country = v ?? ""
        case .currency: currency = v ?? ""
        case .isin: isin = v
        case .altName: altName = v
        case .priceDate: priceDate = v
        case .priceSource: priceSource = v
        case .countryCode: countryCode = v
        case .symbol: symbol = v
        case .cusip: cusip = v
        case .figi: figi = v
        case .capClass: capClass = v
        case .aliases: aliases = v
        case .price, .marketCap, .change, .changePercent: break
        }
    }

    /// Sets a number field; ignored for a text field.
    @inlinable
    public mutating func set(_ f: ListingField, number v: Double?) {
        switch f {
        case .price: price = v
        case .marketCap: marketCap = v
        case .change: change = v
        case .changePercent: changePercent = v
        default: break
        }
    }

    /// Whether the field has a value (a `.text` field always has one).
    @inlinable
    public func has(_ f: ListingField) -> Bool {
        f.kind == .number ? number(f) != nil : text(f) != nil
    }
}
