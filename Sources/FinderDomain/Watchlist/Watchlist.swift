import FinderStore
import FinderText

/// An alert on a watched ticker (`finder watch alert AAPL above 250`): the price above or
/// below a level, or the day's change beyond a percentage either way.
public enum WatchAlert: Equatable, Sendable {
    case above(Double)
    case below(Double)
    /// Percent, compared with the day's change in percent, up or down.
    case change(Double)

    public var kind: String {
        switch self {
        case .above: "above"
        case .below: "below"
        case .change: "change"
        }
    }

    public var value: Double {
        switch self {
        case .above(let v), .below(let v), .change(let v): v
        }
    }

    public init?(kind: String?, value: Double?) {
        guard let kind, let value, value.isFinite else { return nil }
        switch kind {
        case "above": self = .above(value)
        case "below": self = .below(value)
        case "change": self = .change(value)
        default: return nil
        }
    }

    /// Whether the listing's price (or day's change) is past the alert's level; a listing
    /// without a price (or change) fires none.
    public func fires(for s: StockRecord) -> Bool {
        switch self {
        case .above(let v): s.price.map { $0 >= v } ?? false
        case .below(let v): s.price.map { $0 <= v } ?? false
        case .change(let v): s.changePercent.map { abs($0) >= v } ?? false
        }
    }
}

/// One watched ticker with the listing it shows (the first of its listings that has a
/// price, else its first; nil when the catalogue no longer has it) and its alert.
public struct WatchedListing: Equatable, Sendable {
    public var ticker: String
    public var addedAt: Double
    public var listing: StockRecord?
    public var alert: WatchAlert?
}

/// The watchlist use case (`finder watch …`): tickers kept in the store in the order added
/// (`Store+Watchlist`, with history's guarantees: each change one transaction), each shown
/// from the catalogue as it is, with its price, the day's change and the price's date.
public final class Watchlist {
    let catalogue: StockCatalogue
    var store: Store { get throws(StoreError) { try catalogue.localStore } }

    public init(catalogue: StockCatalogue) { self.catalogue = catalogue }

    /// The identity of a watched ticker: ICU case folding (`aapl` and `AAPL` are one).
    static func key(_ ticker: String) -> String { QueryHistory.key(ticker) }

    public enum Added: Equatable, Sendable {
        /// Added, as the catalogue spells it.
        case added(String)
        case already(String)
        case unknown(String)
        case full(limit: Int)
    }

    /// Adds a ticker the catalogue has, as the catalogue spells it.
    public func add(_ ticker: String) throws(DomainError) -> Added {
        let rows: [StockRecord]
        // Its spelling only: the listings as the index has them, no quotes read.
        do throws(DomainError) { rows = try catalogue.listings(ofTicker: ticker) } catch .unknownTicker { return .unknown(ticker) }
        let spelled = rows.first?.ticker ?? ticker
        do {
            if try store.watch(spelled, key: Self.key(spelled)) { return .added(spelled) }
            return try store.watchlist().contains { $0.key == Self.key(spelled) } ? .already(spelled) : .full(limit: Store.watchlistLimit)
        } catch { throw .store(error) }
    }

    public func remove(_ ticker: String) throws(DomainError) -> Bool {
        do { return try store.unwatch(key: Self.key(ticker)) } catch { throw .store(error) }
    }

    public func clear() throws(DomainError) -> Int {
        do { return try store.clearWatchlist() } catch { throw .store(error) }
    }

    /// Sets the alert of a watched ticker (nil removes it); false when it is not watched.
    public func setAlert(_ ticker: String, _ alert: WatchAlert?) throws(DomainError) -> Bool {
        do { return try store.setAlert(key: Self.key(ticker), kind: alert?.kind, value: alert?.value) } catch { throw .store(error) }
    }

    /// Every watched ticker, in the order added, with its listing from the catalogue.
    public func entries() throws(DomainError) -> [WatchedListing] {
        let stored: [WatchEntry]
        do { stored = try store.watchlist() } catch { throw .store(error) }
        let shown = try catalogue.watchedListings(stored.map(\.ticker))
        return zip(stored, shown).map { e, listing in
            WatchedListing(ticker: e.ticker, addedAt: e.addedAt, listing: listing,
                           alert: WatchAlert(kind: e.alertKind, value: e.alertValue))
        }
    }

    /// The entries whose alert fires now.
    public func fired() throws(DomainError) -> [WatchedListing] {
        try entries().filter { e in e.alert.map { a in e.listing.map(a.fires) ?? false } ?? false }
    }
}
