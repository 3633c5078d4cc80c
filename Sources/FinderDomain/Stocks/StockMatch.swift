import FinderStore

/// How a listing matched a query. The order of the cases is the ranking order (SPEC §2).
public enum MatchKind: Int, Comparable, Sendable, CaseIterable {
    case exactTicker
    case tickerPrefix
    case nameStart
    case wordStart
    case transliterated
    case keyboardLayout

    public static func < (a: MatchKind, b: MatchKind) -> Bool { a.rawValue < b.rawValue }

    /// Stable English identifier for JSON.
    public var identifier: String {
        switch self {
        case .exactTicker: "exact-ticker"
        case .tickerPrefix: "ticker-prefix"
        case .nameStart: "name-start"
        case .wordStart: "word-start"
        case .transliterated: "transliterated"
        case .keyboardLayout: "keyboard-layout"
        }
    }
}

public struct StockMatch: Equatable, Sendable {
    public var stock: StockRecord
    public var kind: MatchKind

    public init(stock: StockRecord, kind: MatchKind) {
        self.stock = stock
        self.kind = kind
    }
}

/// Which fields a stock query searches (`--by`).
public enum StockField: String, Sendable, CaseIterable {
    case ticker, name, all
}

public struct StockQuery: Sendable {
    public var text: String
    /// nil: every match.
    public var limit: Int?
    public var field: StockField
    /// UI language ("en", "ru"): decides the collation order of ties.
    public var language: String

    public init(text: String, limit: Int? = 20, field: StockField = .all, language: String = "en") {
        self.text = text
        self.limit = limit
        self.field = field
        self.language = language
    }
}

public struct StockSearchResult: Sendable {
    public var query: StockQuery
    public var matches: [StockMatch]
    /// When nothing matched as typed, the keyboard-layout reading that did ("ufpghjv" → "газпром").
    public var layoutCorrection: String?
    public var notices: [Notice]
}
