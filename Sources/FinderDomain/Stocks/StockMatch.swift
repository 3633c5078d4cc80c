import FinderStore
import FinderText

/// How a listing matched a query (reported as `match` in JSON and said in accessible output).
/// The ranking is by `MatchTier`, which groups these.
public enum MatchKind: Int, Sendable, CaseIterable {
    case exactTicker
    case tickerPrefix
    /// The query starts the name (its first word): a whole word or a prefix of one.
    case nameStart
    /// The query starts a later word of the name.
    case wordStart
    /// The match runs across a space in the name ("toyota" in "Toyo Tanso", "cocacola").
    case joined
    case transliterated
    case keyboardLayout
    /// A close spelling: within one or two edits of a word prefix ("microsfot").
    case typo
    /// An identifier pasted whole: ISIN, CUSIP, FIGI, or a Yahoo symbol with its exchange
    /// ("7203.T"), or an exchange-prefixed ticker ("MOEX:SBER").
    case identifier

    /// Stable English identifier for JSON.
    public var identifier: String {
        switch self {
        case .exactTicker: "exact-ticker"
        case .tickerPrefix: "ticker-prefix"
        case .nameStart: "name-start"
        case .wordStart: "word-start"
        case .joined: "joined"
        case .transliterated: "transliterated"
        case .keyboardLayout: "keyboard-layout"
        case .typo: "typo"
        case .identifier: "identifier"
        }
    }
}

/// The tiers of stock ranking, best first (ARCHITECTURE.md “How stock search matches and ranks”). Within
/// a tier, listings follow `StockRanking`'s order.
public enum MatchTier: Int, Comparable, Sendable, CaseIterable {
    /// The exact ticker, or every query word equal to a whole word of the name (any word).
    case exact
    /// A ticker prefix, or the query's last word a prefix of a name word.
    case prefix
    /// A match running across a space of the name.
    case joined
    /// Through transliteration, or (when nothing else matched) the other keyboard layout.
    case transliterated
    /// A close spelling; fewer edits first.
    case typo

    public static func < (a: MatchTier, b: MatchTier) -> Bool { a.rawValue < b.rawValue }
}

public struct StockMatch: Equatable, Sendable {
    /// The listing shown: the company's home listing, or the listing that matched.
    public var stock: StockRecord
    public var kind: MatchKind
    public var tier: MatchTier
    /// Every listing of the company (those sharing the ISIN) but its depositary receipts,
    /// `stock` first; with `allListings`, just `stock`.
    public var listings: [StockRecord]
    /// The company's depositary receipts (ADRs, CEDEARs, BDRs…) but `stock`; with
    /// `allListings`, none.
    public var receipts: [StockRecord]
    /// The name people use that the query matched, when the company's own names do not
    /// (a brand, a Russian name, a former name: "brand: Google"); nil otherwise.
    public var matchedName: ListingAliases.Alias?

    public init(stock: StockRecord, kind: MatchKind, tier: MatchTier? = nil, listings: [StockRecord]? = nil,
                receipts: [StockRecord] = [], matchedName: ListingAliases.Alias? = nil) {
        self.stock = stock
        self.matchedName = matchedName
        self.kind = kind
        self.tier = tier ?? Self.tier(of: kind)
        self.listings = listings ?? [stock]
        self.receipts = receipts
    }

    static func tier(of kind: MatchKind) -> MatchTier {
        switch kind {
        case .exactTicker, .identifier: .exact
        case .tickerPrefix, .nameStart, .wordStart: .prefix
        case .joined: .joined
        case .transliterated, .keyboardLayout: .transliterated
        case .typo: .typo
        }
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
    /// UI language (a `UILanguage.id`): decides the collation order of ties.
    public var language: String
    /// One result per listing instead of one per company (`--all-listings`).
    public var allListings: Bool
    /// Whether `StockSearchResult.total` counts every match beyond the limit ("20 of 182");
    /// false where no total is shown (completions): `total` is then the matches returned and
    /// `totalIsLowerBound` whether the limit cut them.
    public var countsAll: Bool
    /// Whether each match carries its company's other listings and its receipts; false where
    /// only the listing shown is read (completions), each match's `listings` then that one.
    public var withListings: Bool

    public init(text: String, limit: Int? = 20, field: StockField = .all, language: String = UILanguage.fallback.id,
                allListings: Bool = false, countsAll: Bool = true, withListings: Bool = true) {
        self.text = text
        self.limit = limit
        self.field = field
        self.language = language
        self.allListings = allListings
        self.countsAll = countsAll
        self.withListings = withListings
    }
}

public struct StockSearchResult: Sendable {
    public var query: StockQuery
    public var matches: [StockMatch]
    /// When nothing matched as typed, the keyboard-layout reading that did ("ufpghjv" → "газпром").
    public var layoutCorrection: String?
    public var notices: [Notice]
    /// How many companies (listings, with `allListings`) match in all, of which `matches` are
    /// the first `limit`: which rows are shown depends on the limit only in their number.
    public var total: Int = 0
    /// `total` is where counting stopped (`_CompanyCollector.countLimit`): more match.
    public var totalIsLowerBound = false
}

extension StockSearchResult {
    init(query: StockQuery, matches: [StockMatch], layoutCorrection: String?, notices: [Notice],
         counted: (count: Int, isLowerBound: Bool)) {
        self.init(query: query, matches: matches, layoutCorrection: layoutCorrection, notices: notices,
                  total: counted.count, totalIsLowerBound: counted.isLowerBound)
    }
}
