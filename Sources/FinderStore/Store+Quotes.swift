/// A quote fetched for one listing (`finder stocks show --refresh`, `finder watch --refresh`):
/// its price in the listing's currency, the day's change where the source gave the previous
/// close, the trading day the price is of, where it came from and when it was fetched.
public struct StoredQuote: Equatable, Sendable {
    /// The listing's identity (`Store.quoteKey`).
    public var key: String
    /// The symbol the source was asked for ("7203.T").
    public var symbol: String
    public var price: Double
    public var change: Double?
    public var changePercent: Double?
    /// The trading day of `price` on its exchange ("2026-12-04").
    public var priceDate: String
    /// "yahoo".
    public var source: String
    /// Seconds since 1970.
    public var fetchedAt: Double

    public init(key: String, symbol: String, price: Double, change: Double? = nil, changePercent: Double? = nil,
                priceDate: String, source: String, fetchedAt: Double) {
        self.key = key
        self.symbol = symbol
        self.price = price
        self.change = change
        self.changePercent = changePercent
        self.priceDate = priceDate
        self.source = source
        self.fetchedAt = fetchedAt
    }
}

/// The quotes table (migration 8): beside the catalogue, never in it, so a refresh of twenty
/// prices writes twenty rows and rebuilds no index. Each write is one transaction, as
/// history's are; a listing keeps its latest quote.
extension Store {
    /// A listing's identity in the quotes table: its ticker, exchange and country, as the
    /// catalogue's own uniqueness has them.
    public static func quoteKey(_ r: StockRecord) -> String {
        r.ticker + "\u{1F}" + r.exchange + "\u{1F}" + r.country
    }

    /// The meta key saying a quote was ever kept: between `catalogue.checksum` and
    /// `sync.source`, so the one statement `catalogueState` runs on every search reads it.
    static let quotesKeptKey = "quotes.kept"

    /// Keeps `quotes`, each replacing the listing's earlier one.
    public func saveQuotes(_ quotes: [StoredQuote]) throws(StoreError) {
        guard !quotes.isEmpty else { return }
        try db.transaction { () throws(StoreError) in
            try setMeta(Self.quotesKeptKey, "1")
            for q in quotes {
                try db.prepare("""
                    INSERT INTO quotes(key, symbol, price, change, change_percent, price_date, source, fetched_at)
                    VALUES(?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(key) DO UPDATE SET symbol = excluded.symbol, price = excluded.price, change = excluded.change,
                      change_percent = excluded.change_percent, price_date = excluded.price_date, source = excluded.source,
                      fetched_at = excluded.fetched_at
                    """)
                    .bind(.text(q.key), .text(q.symbol), .double(q.price), q.change.map { .double($0) } ?? .null,
                          q.changePercent.map { .double($0) } ?? .null, .text(q.priceDate), .text(q.source), .double(q.fetchedAt))
                    .run()
            }
        }
    }

    /// Every kept quote, by key. One statement over the whole table, which holds only the
    /// listings people refreshed: a cold search read the quotes of its shown listings by an
    /// `IN` list of their keys for ~600 k instructions (its ephemeral table), where this reads
    /// a few dozen rows for a fraction of that (Benchmarks/instructions.sh).
    public func quotes() throws(StoreError) -> [String: StoredQuote] {
        var out: [String: StoredQuote] = [:]
        let s = try db.prepare("SELECT key, symbol, price, change, change_percent, price_date, source, fetched_at FROM quotes")
        while try s.step() {
            guard let key = s.text(0), let price = s.double(2), let date = s.text(5) else { continue }
            out[key] = StoredQuote(key: key, symbol: s.text(1) ?? "", price: price, change: s.double(3),
                                   changePercent: s.double(4), priceDate: date, source: s.text(6) ?? "",
                                   fetchedAt: s.double(7) ?? 0)
        }
        return out
    }
}
