/// One watched ticker: as the person typed it, its identity (`key`, folded by the caller),
/// when it was added, and its alert.
public struct WatchEntry: Equatable, Sendable {
    public var ticker: String
    public var key: String
    public var addedAt: Double
    /// "above", "below" or "change" (percent, either way); nil: no alert.
    public var alertKind: String?
    public var alertValue: Double?

    public init(ticker: String, key: String, addedAt: Double, alertKind: String? = nil, alertValue: Double? = nil) {
        self.ticker = ticker
        self.key = key
        self.addedAt = addedAt
        self.alertKind = alertKind
        self.alertValue = alertValue
    }
}

/// The watchlist table (migration 6), written in transactions as history is.
extension Store {
    /// The most tickers a watchlist keeps.
    public static let watchlistLimit = 500

    /// Every entry, in the order added.
    public func watchlist() throws(StoreError) -> [WatchEntry] {
        let s = try db.prepare("SELECT ticker, key, added_at, alert_kind, alert_value FROM watchlist ORDER BY seq")
        var out: [WatchEntry] = []
        while try s.step() {
            out.append(WatchEntry(ticker: s.text(0) ?? "", key: s.text(1) ?? "", addedAt: s.double(2) ?? 0,
                                  alertKind: s.text(3), alertValue: s.double(4)))
        }
        return out
    }

    /// Adds `ticker` at the end; false when its key is there already, or the list holds
    /// `watchlistLimit` entries (nothing changes; the caller tells which).
    @discardableResult
    public func watch(_ ticker: String, key: String) throws(StoreError) -> Bool {
        try db.transaction { () throws(StoreError) -> Bool in
            let s = try db.prepare("SELECT count(*), coalesce(max(seq), 0), coalesce(sum(key = ?), 0) FROM watchlist").bind(.text(key))
            _ = try s.step()
            let count = Int(s.int(0)), next = s.int(1) + 1, present = s.int(2) > 0
            if present || count >= Self.watchlistLimit { return false }
            try db.prepare("INSERT INTO watchlist(key, ticker, added_at, seq) VALUES(?, ?, ?, ?)")
                .bind(.text(key), .text(ticker), .double(Self.now()), .int(next)).run()
            return true
        }
    }

    /// Removes the entry of `key`; false when there was none.
    @discardableResult
    public func unwatch(key: String) throws(StoreError) -> Bool {
        try db.transaction { () throws(StoreError) -> Bool in
            try db.prepare("DELETE FROM watchlist WHERE key = ?").bind(.text(key)).run()
            return db.changes > 0
        }
    }

    /// Removes every entry; returns how many there were.
    @discardableResult
    public func clearWatchlist() throws(StoreError) -> Int {
        try db.transaction { () throws(StoreError) -> Int in
            try db.execute("DELETE FROM watchlist")
            return db.changes
        }
    }

    /// Sets (or with nil kind removes) the alert of `key`; false when it is not watched.
    @discardableResult
    public func setAlert(key: String, kind: String?, value: Double?) throws(StoreError) -> Bool {
        try db.transaction { () throws(StoreError) -> Bool in
            try db.prepare("UPDATE watchlist SET alert_kind = ?, alert_value = ? WHERE key = ?")
                .bind(kind.map { .text($0) } ?? .null, value.map { .double($0) } ?? .null, .text(key)).run()
            return db.changes > 0
        }
    }
}
