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

    /// The rows of a body: a JSON array's, or a CSV text's read one at a time as they are
    /// asked for (`_CSVTable`: the text and four bytes a row are all that is held).
    public static func parse(_ data: Data) throws(StockFinderFormatError) -> Rows {
        guard let first = data.withUnsafeBytes(firstCharacter) else { throw .notText }
        guard let first else { throw .empty }
        if first.scalar == "[" || first.scalar == "{" { return Rows(.array(try parseJSON(data))) }
        return try parseCSV(data, from: first.bomLength)
    }

    /// The first character that is not white space (nil: none), after a byte order mark,
    /// and the mark's length; nil when the bytes are not UTF-8. Reads the bytes in place.
    static func firstCharacter(_ b: UnsafeRawBufferPointer) -> (scalar: Unicode.Scalar, bomLength: Int)?? {
        var it = b.makeIterator()
        var decoder = UTF8()
        var first: Unicode.Scalar?
        var bomLength = 0
        var atStart = true
        while true {
            switch decoder.decode(&it) {
            case .scalarValue(let u):
                if atStart, u == "\u{FEFF}" { bomLength = 3; atStart = false; continue }
                atStart = false
                if first == nil, !u.properties.isWhitespace { first = u }
            case .emptyInput: return .some(first.map { ($0, bomLength) })
            case .error: return nil
            }
        }
    }

    /// Rows as the sync asks for them, one at a time.
    public struct Rows: RandomAccessCollection, Sendable {
        enum Storage: Sendable {
            case array([Row])
            /// Records after the header, and the column of each field the header names.
            case csv(_CSVTable, columns: [String: Int])
        }
        let storage: Storage
        init(_ storage: Storage) { self.storage = storage }

        public var startIndex: Int { 0 }
        public var endIndex: Int {
            switch storage {
            case .array(let rows): rows.count
            case .csv(let table, _): table.count - 1
            }
        }

        public subscript(i: Int) -> Row {
            switch storage {
            case .array(let rows): return rows[i]
            case .csv(let table, let column): return StockFinderFormat.row(table, i + 1, columns: column)
            }
        }
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
    /// A CSV text of 4 GiB or more (a sync body is refused long before, at 64 MiB).
    case tooLarge
}
