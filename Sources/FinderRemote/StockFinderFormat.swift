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

    /// The rows of a body, each read when it is asked for: a JSON array's (its document and
    /// four bytes an element are held) or a CSV text's (`_CSVTable`: the text and four bytes a
    /// row).
    public static func parse(_ data: Data) throws(StockFinderFormatError) -> Rows {
        guard let first = data.withUnsafeBytes(firstCharacter) else { throw .notText }
        guard let first else { throw .empty }
        if first.scalar == "[" || first.scalar == "{" { return try parseJSON(data) }
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
            /// A JSON array's elements, by node.
            case json(_JSONDocument, elements: [UInt32])
            /// Records after the header, and the column of each field the header names.
            case csv(_CSVTable, columns: [String: Int])
        }
        let storage: Storage
        init(_ storage: Storage) { self.storage = storage }

        public var startIndex: Int { 0 }
        public var endIndex: Int {
            switch storage {
            case .json(_, let elements): elements.count
            case .csv(let table, _): table.count - 1
            }
        }

        public subscript(i: Int) -> Row {
            switch storage {
            case .json(let doc, let elements): return StockFinderFormat.row(doc, Int(elements[i]))
            case .csv(let table, let column): return StockFinderFormat.row(table, i + 1, columns: column)
            }
        }
    }

    /// A JSON array read into `_JSONDocument` (at most six times the body), and the node of
    /// each element (four bytes an element of two bytes or more); an element becomes a row
    /// when it is asked for: 60 MiB of `[{},{},…]` held 3 GB as trees and rows.
    static func parseJSON(_ data: Data) throws(StockFinderFormatError) -> Rows {
        guard let doc = _JSONDocument(data: data) else { throw .notJSON }
        guard doc.kind(0) == .array else { throw .notAnArray }
        var elements: [UInt32] = []
        elements.reserveCapacity(doc.count(0))
        doc.forEachChild(0) { elements.append(UInt32($0)); return true }
        return Rows(.json(doc, elements: elements))
    }

    /// The element at node `i`: an element that is not an object is a row of nothing, for the
    /// sync to count and skip.
    static func row(_ doc: _JSONDocument, _ i: Int) -> Row {
        guard doc.kind(i) == .object else { return Row(ticker: .absent, name: .absent, price: .absent) }
        func cell(_ names: String...) -> SourceCell {
            for n in names { if let v = doc.member(i, n) { return doc.cell(v) } }
            return .absent
        }
        return Row(ticker: cell("ticker", "symbol"), name: cell("name"), price: cell("currentPrice", "price"),
                   currency: cell("currency"), exchange: cell("exchange"))
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
