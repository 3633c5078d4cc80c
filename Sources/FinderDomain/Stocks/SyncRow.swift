import FinderStore

/// One row as a source gave it, before validation: a value for each listing field it gives
/// (`row[.price]`), by the listing-field table, which says what a sync may set
/// (`ListingField.sync`). The source fills in what it implies (the Moscow Exchange's "MOEX",
/// "russia"; StockFinder's US dollars).
public struct SyncRow: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case absent
        case number(Double)
        case text(String)

        /// Text cells only: a number is not a name or a ticker.
        public var text: String? { if case .text(let s) = self { s } else { nil } }
    }

    /// By `ListingField.rawValue`.
    private var values = [Value](repeating: .absent, count: ListingField.allCases.count)

    public subscript(field: ListingField) -> Value {
        get { values[field.rawValue] }
        set { values[field.rawValue] = newValue }
    }

    /// A row with nothing given yet.
    public init() {}

    /// The fields every source gives, and the usual others.
    public init(ticker: Value, name: Value, altName: Value = .absent, isin: Value = .absent,
                currency: Value, exchange: Value = .absent, country: Value = .absent,
                price: Value, priceDate: String? = nil, marketCap: Value = .absent,
                change: Value = .absent, changePercent: Value = .absent) {
        self[.ticker] = ticker
        self[.name] = name
        self[.altName] = altName
        self[.isin] = isin
        self[.currency] = currency
        self[.exchange] = exchange
        self[.country] = country
        self[.price] = price
        self[.priceDate] = priceDate.map { .text($0) } ?? .absent
        self[.marketCap] = marketCap
        self[.change] = change
        self[.changePercent] = changePercent
    }
}

/// A source's rows, made one at a time when asked for (a CSV file's, from its indexed text)
/// or held (a JSON answer's, already parsed).
public struct SyncRows: RandomAccessCollection, Sendable {
    public let count: Int
    private let make: @Sendable (Int) -> SyncRow

    public init(count: Int, row: @escaping @Sendable (Int) -> SyncRow) {
        self.count = count
        make = row
    }

    public init(_ rows: [SyncRow]) { self.init(count: rows.count) { rows[$0] } }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(i: Int) -> SyncRow { make(i) }
}

/// Why a row was not imported. Raw values are stable names for JSON.
public enum SkipReason: String, Error, CaseIterable, Sendable {
    case missingTicker, missingName, badPrice, negativePrice, badCurrency, tooLong, controlCharacters, duplicate
    /// No exchange and no country for a ticker the catalogue lists elsewhere (`MergeCounts.placeless`).
    case placeless
}

/// The stages after the download, for progress.
public enum SyncPhase: Sendable { case saving, indexing }

/// What a sync did.
public struct SyncReport: Equatable, Sendable {
    /// Rows the source gave.
    public var received: Int
    /// Rows that passed validation.
    public var accepted = 0
    public var updated = 0
    public var added = 0
    public var unchanged = 0
    /// Listings this source had added and no longer gives, removed (`--replace`).
    public var removed = 0
    public var skipped: [SkipReason: Int] = [:]
    /// Rows kept whose price date was not a real date: stored without it (dated by the sync).
    public var droppedDates = 0
    /// The search index was rebuilt (something changed).
    public var reindexed = false

    public var skippedCount: Int { skipped.values.reduce(0, +) }

    public init(received: Int) { self.received = received }
}
