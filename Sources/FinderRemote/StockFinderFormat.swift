import Foundation

/// The catalogue format of the original StockFinder app, and its CSV cousin.
///
/// - JSON: an array of `{"ticker": "AAPL", "name": "Apple Inc", "currentPrice": 189.84}`,
///   prices in US dollars; optional `currency` and `exchange` members are honoured.
/// - CSV: a header row naming the columns `ticker`, `name` and `price` (any order, any case;
///   `symbol`, `company`, `currentPrice` are accepted too) and optionally `currency` and
///   `exchange`; comma, semicolon or tab separated; quotes as in RFC 4180.
///
/// The body's first character decides: `[` or `{` is JSON, anything else CSV. Reading is
/// strict about the shape and lenient about rows: an element that is not an object, or a row
/// with an odd cell, comes back as it is, for the catalogue sync to count and skip.
public enum StockFinderFormat {
    public struct Row: Equatable, Sendable {
        public var ticker: SourceCell
        public var name: SourceCell
        public var price: SourceCell
        /// ISO 4217 code when the source gives one; nil means US dollars (the format's own).
        public var currency: SourceCell
        public var exchange: SourceCell

        public init(ticker: SourceCell, name: SourceCell, price: SourceCell,
                    currency: SourceCell = .absent, exchange: SourceCell = .absent) {
            self.ticker = ticker
            self.name = name
            self.price = price
            self.currency = currency
            self.exchange = exchange
        }
    }

    /// The currency of a price when the row does not say.
    public static let defaultCurrency = "USD"

    public static func parse(_ data: Data) throws(StockFinderFormatError) -> [Row] {
        guard var text = String(data: data, encoding: .utf8) else { throw .notText }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        guard let first = text.first(where: { !$0.isWhitespace }) else { throw .empty }
        if first == "[" || first == "{" { return try parseJSON(data) }
        return try parseCSV(text)
    }

    static func parseJSON(_ data: Data) throws(StockFinderFormatError) -> [Row] {
        guard let tree = _JSONTree.parse(data) else { throw .notJSON }
        guard case .array(let elements) = tree else { throw .notAnArray }
        return elements.map { element in
            guard case .object(let o) = element else { return Row(ticker: .absent, name: .absent, price: .absent) }
            func cell(_ names: String...) -> SourceCell {
                for n in names { if let v = o[n] { return v.cell } }
                return .absent
            }
            return Row(ticker: cell("ticker", "symbol"), name: cell("name"), price: cell("currentPrice", "price"),
                       currency: cell("currency"), exchange: cell("exchange"))
        }
    }
}

/// Why a body or file is not a StockFinder catalogue.
public enum StockFinderFormatError: Error, Equatable, Sendable {
    /// Not UTF-8 text.
    case notText
    /// Nothing but white space.
    case empty
    /// Starts like JSON but does not parse (a truncated body is reported here too).
    case notJSON
    /// JSON, but not an array of stocks.
    case notAnArray
    /// A CSV header without these required columns.
    case missingColumns([String])
}
