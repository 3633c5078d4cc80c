#if canImport(Glibc)
import Glibc
#endif

/// Recent queries per domain (README “History, suggestions, offline results, completion”): the
/// five newest, newest first. Queries that are equal after ICU folding are one entry; the
/// caller passes that folded `key` and the store keeps the latest spelling.
public struct HistoryEntry: Equatable, Sendable {
    public var query: String
    public var usedAt: Double   // seconds since 1970
}

extension Store {
    public static let historyLimit = 5

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Records a query and trims the domain to the newest five, in one transaction. Without
    /// `time`, the time is read once the write lock is held, so that concurrent writers'
    /// times agree with their commit order.
    ///
    /// Two statements, each as cheap for SQLite to compile as it can be (compiling is most of
    /// what a search's history costs: callgrind on `sqlite3`, over a current store): the
    /// sequence taken inside the insert, the row replaced whole (every column is given, so a
    /// REPLACE is the upsert it was, 40 k instructions cheaper), and the trim as one
    /// comparison with the sixth-newest sequence (a `NOT IN` list cost 37 k more).
    public func recordQuery(_ query: String, key: String, domain: String, at explicitTime: Double? = nil) throws(StoreError) {
        try db.transaction { () throws(StoreError) in
            let time = explicitTime ?? Self.now()
            try db.prepare("""
                INSERT OR REPLACE INTO history(domain, key, query, used_at, seq)
                  SELECT ?, ?, ?, ?, coalesce(max(seq), 0) + 1 FROM history
                """).bind(.text(domain), .text(key), .text(query), .double(time)).run()
            try Self.trim("history", limit: Store.historyLimit, domain: domain, db)
        }
    }

    /// Deletes the domain's rows of `table` older than its `limit` newest (by `seq`, unique
    /// in a table); none while it has no more.
    static func trim(_ table: String, limit: Int, domain: String, _ db: _Connection) throws(StoreError) {
        try db.prepare("""
            DELETE FROM \(table) WHERE domain = ?1 AND seq <=
              (SELECT seq FROM \(table) WHERE domain = ?1 ORDER BY seq DESC LIMIT 1 OFFSET \(limit))
            """).bind(.text(domain)).run()
    }

    /// The domain's history, newest first.
    public func history(domain: String) throws(StoreError) -> [HistoryEntry] {
        let s = try db.prepare("SELECT query, used_at FROM history WHERE domain = ? ORDER BY seq DESC").bind(.text(domain))
        var out: [HistoryEntry] = []
        while try s.step() { out.append(HistoryEntry(query: s.text(0) ?? "", usedAt: s.double(1) ?? 0)) }
        return out
    }

    /// Removes one entry (by folded key); returns whether it existed.
    @discardableResult
    public func removeQuery(key: String, domain: String) throws(StoreError) -> Bool {
        try db.transaction { () throws(StoreError) -> Bool in
            try db.prepare("DELETE FROM history WHERE domain = ? AND key = ?").bind(.text(domain), .text(key)).run()
            return db.changes > 0
        }
    }

    /// Clears a domain's history, or every domain's when `domain` is nil; returns how many went.
    @discardableResult
    public func clearHistory(domain: String?) throws(StoreError) -> Int {
        try db.transaction { () throws(StoreError) -> Int in
            if let domain {
                try db.prepare("DELETE FROM history WHERE domain = ?").bind(.text(domain)).run()
            } else {
                try db.execute("DELETE FROM history")
            }
            return db.changes
        }
    }
}

/// A search result kept for offline use (README “History, suggestions, offline results,
/// completion”): the last result with content of one query
/// of a domain, with the options that shaped it. Each domain keeps those of its
/// `savedPerDomain` most recent queries that had content, so each of its five history
/// entries that found something has one.
public struct SavedResult: Equatable, Sendable {
    /// At most this many results are kept for offline use: enough for every page a person
    /// reads, and `--limit 0` over a million listings no longer writes hundreds of megabytes.
    public static let maxItems = 100
    /// How many queries of a domain keep a saved result: as many as history keeps.
    public static let savedPerDomain = Store.historyLimit

    public var domain: String
    /// The identity of the query (folded as history folds it).
    public var key: String
    public var query: String
    /// The options that shaped the result (filters, page), as a canonical string chosen by
    /// the caller; an offline lookup matches query and options.
    public var options: String
    public var savedAt: Double
    /// The result as data (not as rendered text), serialized by the caller's codec.
    public var payload: String

    public init(domain: String, key: String, query: String, options: String, savedAt: Double, payload: String) {
        self.domain = domain
        self.key = key
        self.query = query
        self.options = options
        self.savedAt = savedAt
        self.payload = payload
    }
}

extension Store {
    /// Keeps `r` as the saved result of its query (replacing that query's older one) and
    /// drops the domain's saved results beyond the `savedPerDomain` newest, in one transaction.
    ///
    /// "Newest" is by a sequence taken under the write lock, as in history: the wall clock
    /// orders nothing (a result saved while it said 2099 would stay newest for ever).
    public func saveResult(_ r: SavedResult) throws(StoreError) {
        // The row replaced whole, and the trim, as in `recordQuery`.
        try db.transaction { () throws(StoreError) in
            try db.prepare("""
                INSERT OR REPLACE INTO saved_results(domain, key, query, options, saved_at, payload, seq)
                  SELECT ?, ?, ?, ?, ?, ?, coalesce(max(seq), 0) + 1 FROM saved_results
                """).bind(.text(r.domain), .text(r.key), .text(r.query), .text(r.options), .double(r.savedAt),
                          .text(r.payload)).run()
            try Self.trim("saved_results", limit: SavedResult.savedPerDomain, domain: r.domain, db)
        }
    }

    /// The saved result of one query (by folded key), or nil.
    public func savedResult(domain: String, key: String) throws(StoreError) -> SavedResult? {
        try savedResults("WHERE domain = ? AND key = ?", [.text(domain), .text(key)]).first
    }

    /// The newest saved result of a domain, or of every domain when `domain` is nil.
    public func newestSavedResult(domain: String?) throws(StoreError) -> SavedResult? {
        try savedResults(domain == nil ? "" : "WHERE domain = ?", domain.map { [.text($0)] } ?? []).first
    }

    private func savedResults(_ filter: String, _ values: [_Statement.Value]) throws(StoreError) -> [SavedResult] {
        let s = try db.prepare("SELECT domain, key, query, options, saved_at, payload FROM saved_results \(filter) ORDER BY seq DESC")
            .bind(values)
        var out: [SavedResult] = []
        while try s.step() {
            out.append(SavedResult(domain: s.text(0) ?? "", key: s.text(1) ?? "", query: s.text(2) ?? "",
                                   options: s.text(3) ?? "", savedAt: s.double(4) ?? 0, payload: s.text(5) ?? ""))
        }
        return out
    }

    /// Deletes saved results of one domain or all; returns how many went.
    @discardableResult
    public func clearSavedResults(domain: String?) throws(StoreError) -> Int {
        try db.transaction { () throws(StoreError) -> Int in
            if let domain {
                try db.prepare("DELETE FROM saved_results WHERE domain = ?").bind(.text(domain)).run()
            } else {
                try db.execute("DELETE FROM saved_results")
            }
            return db.changes
        }
    }
}
