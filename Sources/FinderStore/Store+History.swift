#if canImport(Glibc)
import Glibc
#endif

/// Recent queries per domain (GUIDE.md “History, suggestions, offline results, completion”): the
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
    /// Compiling the statements is most of what a search's history costs (callgrind on
    /// `sqlite3` over a current store): the sequences are read with one plain scan
    /// (`sequences`), the row is changed in place or written whole with plain values
    /// (`writeRow`), and the trim is a plain comparison run only when the domain is past its
    /// limit. An `INSERT … SELECT coalesce(max(seq), 0) + 1` and a trim
    /// with an `ORDER BY seq DESC LIMIT 1 OFFSET 5` subquery (a sorter) on every write cost
    /// ~190 k instructions; these ~50 k, or ~65 k with the trim.
    public func recordQuery(_ query: String, key: String, domain: String, at explicitTime: Double? = nil) throws(StoreError) {
        try foldPendingSearches()
        return try db.transaction { () throws(StoreError) in try writeQuery(query, key: key, domain: domain, at: explicitTime) }
    }

    /// What one search writes once its answer is out — its history entry (`recordQuery`'s
    /// arguments), its saved result (`saveResult`'s), or both — in one transaction. One
    /// BEGIN, one stamp (`_JournalStamp`: page 1 in the WAL) and one COMMIT where two
    /// transactions had two of each: ~50 k instructions and a 4 KiB WAL frame less a search
    /// (callgrind, Benchmarks/instructions.sh), and a frame less for every later process to
    /// read when it rebuilds the WAL index. The saved result is written inside a savepoint:
    /// when it cannot be (a damaged table, a full disk on the larger row) it is undone alone,
    /// the history entry is still committed, and the save's error is thrown after the commit,
    /// as two transactions kept the one and said the other.
    public func recordSearch(query: (query: String, key: String, domain: String)?, saved: SavedResult?) throws(StoreError) {
        try foldPendingSearches()
        guard let query else {
            if let saved { try saveResult(saved) }
            return
        }
        var failedSave: StoreError?
        try db.transaction { () throws(StoreError) in failedSave = try writeSearch(query, at: nil, saved: saved) }
        if let failedSave { throw failedSave }
    }

    /// One search's writes inside a write transaction: its history entry (at `time`, else the
    /// time now), then its saved result undone alone when it cannot be written
    /// (`writeResultAlone`, whose error is returned). `recordSearch` and the pending log's fold.
    func writeSearch(_ query: (query: String, key: String, domain: String), at time: Double?, saved: SavedResult?) throws(StoreError) -> StoreError? {
        try writeQuery(query.query, key: query.key, domain: query.domain, at: time)
        return try saved.map { s throws(StoreError) in try writeResultAlone(s) } ?? nil
    }

    /// `writeResult` inside a savepoint, in a write transaction: when the result cannot be
    /// written (a damaged table, a full disk on the larger row) it is undone alone and its
    /// error returned; the transaction's other writes stand.
    func writeResultAlone(_ saved: SavedResult) throws(StoreError) -> StoreError? {
        try db.execute("SAVEPOINT saved_result")
        do throws(StoreError) {
            try writeResult(saved)
            try db.execute("RELEASE saved_result")
            return nil
        } catch {
            try db.execute("ROLLBACK TO saved_result")
            try db.execute("RELEASE saved_result")
            return error
        }
    }

    /// `recordQuery`'s writes, inside a write transaction.
    func writeQuery(_ query: String, key: String, domain: String, at explicitTime: Double?) throws(StoreError) {
        // The columns in the table's order: domain, key, query, used_at, seq.
        try writeRow("history", domain: domain, key: key, values: [.text(query), .double(explicitTime ?? Self.now())],
                     update: "UPDATE history SET query = ?, used_at = ?, seq = ? WHERE domain = ? AND key = ?",
                     replace: "REPLACE INTO history VALUES(?, ?, ?, ?, ?)", limit: Store.historyLimit)
    }

    /// The row of (`domain`, `key`) in `table` (history or saved results), its other columns
    /// but the sequence `values`, written with the next sequence (`sequences`), then the domain
    /// trimmed to its `limit` newest; inside a write transaction. `update` sets the `values`'
    /// columns and `seq` of the row of a domain and key; `replace` writes a whole row, its
    /// columns in the table's order: domain, key, the `values`', seq. (Literal statements: the
    /// same text built from column names cost a cold search ~0.13 M instructions in string
    /// building.)
    ///
    /// A repeated query changes its row in place: the table's leaf only, where a REPLACE (a
    /// delete and an insert under a new rowid) also rewrote the key's index page — a WAL frame
    /// more for this search to write and every later process to read when it rebuilds the WAL
    /// index. A row the scan took for it that SQL does not (a key stored as a BLOB by hand: its
    /// bytes read alike, but a BLOB never equals a TEXT) changes nothing, and the row is
    /// written as a new one.
    private func writeRow(_ table: String, domain: String, key: String, values: [_Statement.Value],
                          update: String, replace: String, limit: Int) throws(StoreError) {
        let seqs = try Self.sequences(table, domain: domain, key: key, db)
        if seqs.exists {
            try db.prepare(update).bind(values + [.int(seqs.next), .text(domain), .text(key)]).run()
        }
        if !seqs.exists || db.changes == 0 {
            try db.prepare(replace).bind([.text(domain), .text(key)] + values + [.int(seqs.next)]).run()
        }
        try Self.trim(table, limit: limit, domain: domain, after: seqs, db)
    }

    /// Inside a write transaction, before a row of (`domain`, `key`) is written: the sequence
    /// it takes (one past the table's largest, unique in the table), the sequences of the
    /// domain's other rows, and whether that row exists. One scan of a table of a few rows per
    /// domain; `domain` and `key` compared as SQLite compares them (bytes), so the row an
    /// UPDATE changes (or a REPLACE replaces) is the one left out.
    ///
    /// A table whose largest sequence is Int64's largest (a store edited by hand, or one an
    /// older build wrote where SQLite's `max(seq) + 1` overflowed into a REAL, which reads back
    /// clamped) is renumbered 1…n in its order first, in the same transaction: the next number
    /// is never an overflow (a trap) and no row is lost.
    static func sequences(_ table: String, domain: String, key: String, _ db: _Connection) throws(StoreError) -> _Sequences {
        for attempt in 0..<2 {
            let s = try db.prepare("SELECT domain, key, seq FROM \(table)")
            var top: Int64 = 0
            var others: [Int64] = []
            var exists = false
            while try s.step() {
                let seq = s.int(2)
                top = max(top, seq)
                if s.textEquals(0, domain) {
                    if s.textEquals(1, key) { exists = true } else { others.append(seq) }
                }
            }
            let (next, overflow) = top.addingReportingOverflow(1)
            if !overflow { return _Sequences(next: next, others: others, exists: exists) }
            guard attempt == 0 else { break }
            // The numbers from one reading of the table, made before any row changes: a
            // correlated count over the table being updated sees the rows already renumbered,
            // which gave two rows one number once a repeated search (changed in place, its
            // rowid kept) put the rowids out of the sequences' order.
            try db.prepare("""
                UPDATE \(table) SET seq = o.n
                  FROM (SELECT rowid AS r, row_number() OVER (ORDER BY seq, rowid) AS n FROM \(table)) AS o
                  WHERE \(table).rowid = o.r
                """).run()
        }
        throw .failed(path: db.path, reason: .other("\(table): no sequence left after renumbering"))
    }

    /// After the row of `written.next` (newer than every other) was written to the domain:
    /// deletes the domain's rows of `table` older than its `limit` newest (by `seq`, unique in
    /// a table), given the sequences of its other rows (`sequences`); no statement while there
    /// are no more than `limit` rows.
    static func trim(_ table: String, limit: Int, domain: String, after written: _Sequences,
                     _ db: _Connection) throws(StoreError) {
        guard limit >= 1, written.others.count >= limit else { return }
        let newestFirst = [written.next] + written.others.sorted(by: >)
        try db.prepare("DELETE FROM \(table) WHERE domain = ? AND seq < ?").bind(.text(domain), .int(newestFirst[limit - 1])).run()
    }

    /// What `sequences` found.
    struct _Sequences {
        var next: Int64
        var others: [Int64]
        var exists: Bool
    }

    /// The domain's history, newest first.
    /// Searches still pending (`unfoldedSearches`: reading takes nothing in, so that a reader
    /// — a completion's suggestions — leaves the store as the next search remembered it) come
    /// first, newest first, as they will once they are taken in.
    public func history(domain: String) throws(StoreError) -> [HistoryEntry] {
        let s = try db.prepare("SELECT query, used_at, key FROM history WHERE domain = ? ORDER BY seq DESC").bind(.text(domain))
        var out: [(key: String, entry: HistoryEntry)] = []
        while try s.step() { out.append((s.text(2) ?? "", HistoryEntry(query: s.text(0) ?? "", usedAt: s.double(1) ?? 0))) }
        let pending = unfoldedSearches(withResults: false).reversed().compactMap { p in
            p.query.flatMap { $0.domain == domain ? ($0.key, HistoryEntry(query: $0.query, usedAt: p.usedAt)) : nil }
        }
        guard !pending.isEmpty else { return out.map(\.entry) }
        var seen = Set<String>()
        return (pending + out).filter { seen.insert($0.key).inserted }.prefix(Store.historyLimit).map(\.entry)
    }

    /// Removes one entry (by folded key); returns whether it existed.
    @discardableResult
    public func removeQuery(key: String, domain: String) throws(StoreError) -> Bool {
        try foldPendingSearches()  // else a pending search would bring the entry back
        return try db.transaction { () throws(StoreError) -> Bool in
            try db.prepare("DELETE FROM history WHERE domain = ? AND key = ?").bind(.text(domain), .text(key)).run()
            return db.changes > 0
        }
    }

    /// Clears a domain's history, or every domain's when `domain` is nil; returns how many went.
    @discardableResult
    public func clearHistory(domain: String?) throws(StoreError) -> Int {
        try foldPendingSearches()
        return try db.transaction { () throws(StoreError) -> Int in
            if let domain {
                try db.prepare("DELETE FROM history WHERE domain = ?").bind(.text(domain)).run()
            } else {
                try db.execute("DELETE FROM history")
            }
            return db.changes
        }
    }
}

/// A search result kept for offline use (GUIDE.md “History, suggestions, offline results,
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
    /// The result as data (not as rendered text), serialized by the caller's codec, kept as
    /// the codec wrote it: a String made of it checks every byte again (43 k instructions of a
    /// cold search, for a payload only a later offline search reads).
    public var payloadUTF8: [UInt8]
    /// The payload as text.
    public var payload: String {
        get { String(decoding: payloadUTF8, as: UTF8.self) }
        set { payloadUTF8 = Array(newValue.utf8) }
    }

    public init(domain: String, key: String, query: String, options: String, savedAt: Double, payload: String) {
        self.init(domain: domain, key: key, query: query, options: options, savedAt: savedAt, payloadUTF8: Array(payload.utf8))
    }

    /// `payloadUTF8` must be valid UTF-8.
    public init(domain: String, key: String, query: String, options: String, savedAt: Double, payloadUTF8: [UInt8]) {
        self.domain = domain
        self.key = key
        self.query = query
        self.options = options
        self.savedAt = savedAt
        self.payloadUTF8 = payloadUTF8
    }
}

extension Store {
    /// Keeps `r` as the saved result of its query (replacing that query's older one) and
    /// drops the domain's saved results beyond the `savedPerDomain` newest, in one transaction.
    ///
    /// "Newest" is by a sequence taken under the write lock, as in history: the wall clock
    /// orders nothing (a result saved while it said 2099 would stay newest for ever).
    public func saveResult(_ r: SavedResult) throws(StoreError) {
        try foldPendingSearches()
        // The sequence, the row and the trim, as in `recordQuery` (`writeRow`).
        try db.transaction { () throws(StoreError) in try writeResult(r) }
    }

    /// `saveResult`'s writes, inside a write transaction.
    func writeResult(_ r: SavedResult) throws(StoreError) {
        // The columns in the table's order: domain, key, query, options, saved_at, payload,
        // seq (schema 4 added seq last).
        try writeRow("saved_results", domain: r.domain, key: r.key,
                     values: [.text(r.query), .text(r.options), .double(r.savedAt), .text(r.payload)],
                     update: "UPDATE saved_results SET query = ?, options = ?, saved_at = ?, payload = ?, seq = ? WHERE domain = ? AND key = ?",
                     replace: "REPLACE INTO saved_results VALUES(?, ?, ?, ?, ?, ?, ?)", limit: SavedResult.savedPerDomain)
    }

    /// The saved result of one query (by folded key), or nil.
    /// A pending one is read on top of the store's, as it would be once taken in: kept only
    /// among the domain's `savedPerDomain` newest.
    public func savedResult(domain: String, key: String) throws(StoreError) -> SavedResult? {
        let pending = unfoldedSearches(withResults: true).compactMap { $0.saved?.domain == domain ? $0.saved : nil }
        guard !pending.isEmpty else { return try savedResults("WHERE domain = ? AND key = ?", [.text(domain), .text(key)]).first }
        // The domain's keys newest first, as the store will keep them.
        var kept: [String] = []
        for r in pending.reversed() where !kept.contains(r.key) { kept.append(r.key) }
        let stored = try db.prepare("SELECT key FROM saved_results WHERE domain = ? ORDER BY seq DESC").bind(.text(domain))
        while try stored.step() { if let k = stored.text(0), !kept.contains(k) { kept.append(k) } }
        guard kept.prefix(SavedResult.savedPerDomain).contains(key) else { return nil }
        if let newest = pending.last(where: { $0.key == key }) { return newest }
        return try savedResults("WHERE domain = ? AND key = ?", [.text(domain), .text(key)]).first
    }

    /// The newest saved result of a domain, or of every domain when `domain` is nil.
    public func newestSavedResult(domain: String?) throws(StoreError) -> SavedResult? {
        if let pending = unfoldedSearches(withResults: true).last(where: { $0.saved != nil && (domain == nil || $0.saved?.domain == domain) }) {
            return pending.saved
        }
        return try savedResults(domain == nil ? "" : "WHERE domain = ?", domain.map { [.text($0)] } ?? []).first
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
        try foldPendingSearches()
        return try db.transaction { () throws(StoreError) -> Int in
            if let domain {
                try db.prepare("DELETE FROM saved_results WHERE domain = ?").bind(.text(domain)).run()
            } else {
                try db.execute("DELETE FROM saved_results")
            }
            return db.changes
        }
    }
}
