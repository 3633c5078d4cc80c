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

    public init(ticker: String, name: String, exchange: String = "", country: String = "",
                currency: String = "", isin: String? = nil, altName: String? = nil,
                price: Double? = nil, priceDate: String? = nil, priceSource: String? = nil,
                marketCap: Double? = nil, countryCode: String? = nil, change: Double? = nil, changePercent: Double? = nil) {
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
    }
}
