/// What a sync does with a listing field (`ListingField.sync`): how a live source's value is
/// checked before it is stored (`CatalogueSync.validate`) and how it meets the stored one
/// (`Store.mergeCatalogue`). A field a source gives is its table entry with a rule, and the
/// line in the source that reads it (CONTRIBUTING.md "How to add… a stock field").
public struct SyncRule: Equatable, Sendable {
    public var check: SyncCheck
    public var merge: SyncMerge

    public init(_ check: SyncCheck, _ merge: SyncMerge) {
        self.check = check
        self.merge = merge
    }
}

/// How a source's value is checked, in the order the checks run (the first failure names
/// why the row is skipped). Text of every text check is refused whole when it holds a
/// control or invisible character; text is trimmed.
public enum SyncCheck: Equatable, Sendable {
    /// The ticker: required, visible characters only, at most `CatalogueSync.maxTickerLength`.
    case ticker
    /// A name: a row needs at least one; at most `CatalogueSync.maxTextLength` characters.
    case name
    /// Free text of at most `CatalogueSync.maxTextLength` characters, "" when not given (the
    /// exchange); `lowercased`: lowercase, and no text when empty (the country).
    case text(lowercased: Bool)
    /// An ISO 4217 code: required, made capitals.
    case currency
    /// The price: a bad or negative one refuses the row; 0 ("no trades") is no price.
    case price
    /// A code of `length` ASCII capitals and digits (the ISIN): one that is not is dropped,
    /// not the row.
    case code(length: Int)
    /// A number in `range`, dropped (not the row) when it is not one; `readsText`: a plain
    /// decimal text too ("-0.453"). A number that follows the price is dropped without one:
    /// it would be the change of nothing.
    case number(ClosedRange<Double>, readsText: Bool)
    /// A real date (ISO 8601), dropped and counted when not one (`SyncReport.droppedDates`);
    /// a stored price the source does not date is dated by the sync.
    case syncedAt
    /// Not read from the row: the sync's source ("moex", a URL or a file).
    case source
    /// Not read from the row: the ISO 3166 code of the country in `field`.
    case countryCode(of: ListingField)

    /// Whether the check reads the row's text (and so refuses control characters in it).
    public var readsText: Bool {
        switch self {
        case .ticker, .name, .text, .currency, .code: true
        case .price, .number, .syncedAt, .source, .countryCode: false
        }
    }
}

/// How a checked value meets the stored one of the matched row (a new listing takes the
/// values as they are, each follower without its leader's value unknown).
public enum SyncMerge: Equatable, Sendable {
    /// What a listing is matched by (ticker, exchange): never changed.
    case key
    /// A name: replaces the stored one unless the source's rules keep stored names
    /// (`MergeRules.Names`).
    case name
    /// The name in the other script: replaces the stored one; one equal to the name is none.
    case otherName
    /// A given value replaces the stored one; an absent one keeps it.
    case replaces
    /// Set only where the stored value is empty (the country).
    case fillsEmpty
    /// Written with `field` whenever that is (nil when the listing does not give it): the
    /// price's date, source and day's change belong to that price; the country's code to the
    /// country.
    case follows(ListingField)
}

extension ListingField {
    /// The fields a sync may set, in table order.
    public static let synced = allCases.filter { $0.sync != nil }

    /// The fields written with `self` (`SyncMerge.follows`).
    public var followers: [ListingField] { Self.synced.filter { $0.sync?.merge == .follows(self) } }
}

extension StockRecord {
    /// The field's value copied from `other`.
    public mutating func copy(_ f: ListingField, from other: StockRecord) {
        if f.kind == .number { set(f, number: other.number(f)) } else { set(f, text: other.text(f)) }
    }

    /// Whether a synced listing gives the field: a number, or text that is not empty.
    public func gives(_ f: ListingField) -> Bool {
        f.kind == .number ? number(f) != nil : !(text(f) ?? "").isEmpty
    }
}
