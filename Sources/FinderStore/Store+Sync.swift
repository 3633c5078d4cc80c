/// One listing from a live source (Moscow Exchange, a StockFinder file), already validated
/// field by field as the listing-field table says (`ListingField.sync`): tickers and texts
/// are clean and of sane length, the price is a finite positive number. A field the source
/// does not give is nil ("" for an always-there text field): the stored value is kept.
public struct SyncedListing: Equatable, Sendable {
    /// The values, by `ListingField`; the ticker and exchange are what it is matched by.
    public var values: StockRecord

    public init(values: StockRecord) { self.values = values }

    public init(ticker: String, exchange: String, name: String?, altName: String? = nil, isin: String? = nil,
                country: String? = nil, countryCode: String? = nil, currency: String, price: Double?,
                priceDate: String? = nil, marketCap: Double? = nil, change: Double? = nil, changePercent: Double? = nil) {
        values = StockRecord(ticker: ticker, name: name ?? "", exchange: exchange, country: country ?? "", currency: currency,
                             isin: isin, altName: altName, price: price, priceDate: priceDate, marketCap: marketCap,
                             countryCode: countryCode, change: change, changePercent: changePercent)
    }

    /// A field's value, nil when the listing does not give it.
    public func text(_ f: ListingField) -> String? { values.gives(f) ? values.text(f) : nil }
    public func number(_ f: ListingField) -> Double? { values.number(f) }

    public var ticker: String { values.ticker }
    /// Exchange or board ("MOEX"); "" when the source does not say, as in the bundled catalogue.
    public var exchange: String { values.exchange }
    /// Lowercase English ("russia"); nil when the source does not say.
    public var country: String? { text(.country) }
    public var currency: String { values.currency }
    public var name: String? { text(.name) }
    public var price: Double? { values.price }
    public var priceDate: String? { values.priceDate }
    public var change: Double? { values.change }
    public var changePercent: Double? { values.changePercent }
}

/// How a source's listings meet the stored ones.
public struct MergeRules: Equatable, Sendable {
    public enum Names: Sendable {
        /// The source's names replace stored ones (they are the source's own: the Moscow
        /// Exchange, a user's file).
        case replace
        /// Stored names stay; the source's names only name listings it adds.
        case keepStored
    }

    public var names: Names
    /// `stocks sync --from SRC --replace`: listings this source added before (the store
    /// records who added each, `added_by`) that it no longer gives are removed. Bundled
    /// listings, and those another source added, are never removed.
    public var removesWhatItNoLongerGives: Bool

    public init(names: Names = .replace, removesWhatItNoLongerGives: Bool = false) {
        self.names = names
        self.removesWhatItNoLongerGives = removesWhatItNoLongerGives
    }
}

/// What a merge did, row by row.
public struct MergeCounts: Equatable, Sendable {
    /// Listings already in the catalogue whose name, price or another field changed.
    public var updated = 0
    /// Listings new to the catalogue.
    public var added = 0
    /// Listings already in the catalogue exactly as the source gives them.
    public var unchanged = 0
    /// Listings the source gave more than once (the first one counts).
    public var duplicates = 0
    /// Listings that named neither exchange nor country, matched no stored row, and whose
    /// ticker the catalogue lists elsewhere: not added (it would be a second, placeless
    /// listing beside the real one — `SBER` from a file beside the Moscow Exchange's).
    public var placeless = 0
    /// Of the unchanged, those whose price the source confirmed: the same price, now dated
    /// this sync. Written (the price's age is news), but not counted as updated.
    public var redated = 0
    /// Listings this source had added and no longer gives, removed (`--replace`).
    public var removed = 0

    /// Whether the merge wrote anything, so the catalogue's checksum and index change.
    public var changedCatalogue: Bool { updated + added + redated + removed > 0 }
    /// The catalogue's checksum after the merge.
    public var checksum: UInt64 = 0

    public init() {}
}

extension Store {
    /// Merges `listings` into the catalogue in one IMMEDIATE transaction: all of it or none
    /// of it is written, and a concurrent merge waits rather than losing rows.
    ///
    /// A listing matches a stored row with the same ticker and exchange (ASCII case ignored).
    /// When several rows share them (the bundled catalogue lists AAPL once per country, all
    /// with no exchange): a listing that names its country matches only a row in that country
    /// (the one in its currency first), since the same ticker elsewhere may be another
    /// company (or a row of no country in its currency, which then gets the country); a
    /// listing that does not say takes the row in its currency, else one with no country. A
    /// listing with no exchange that matches none of those takes the one row of its ticker
    /// in its currency on any exchange, when there is exactly one (`onlyListing`); one that names
    /// no country either and matches nothing is not added when the ticker is listed elsewhere
    /// (`MergeCounts.placeless`): the file must say where it trades. A matched row gets the listing's name (unless `rules` keep stored names),
    /// other-script name, ISIN, market capitalisation and price where the listing gives them,
    /// with `priceSource`, the price date and the day's change (nil when not given); a row
    /// without a country gets the listing's, with its code. An unmatched listing is appended. Rows are never deleted, and existing rows
    /// keep their order (the index numbers them by it).
    ///
    /// When something changed, `beforeCommit` gets the whole merged catalogue before the
    /// transaction commits: what derives from it (the search index) is made there, and if
    /// that throws, nothing of the merge is kept — the catalogue and its index change as one.
    ///
    /// Cost: reads the whole catalogue once and writes only rows that changed. Memory: the
    /// merged catalogue once, held at its final size (the stored rows and room for every
    /// listing `listings.underestimatedCount` promises) and handed to `beforeCommit` as it is,
    /// with two lookup tables freed before that call; `listings` are read one at a time, so a
    /// caller may make them as they are asked for instead of holding them all.
    public func mergeCatalogue<Listings: Sequence<SyncedListing>>(
        _ listings: Listings, priceSource: String, syncedAt: String, rules: MergeRules = MergeRules(),
        beforeCommit: ([StockRecord]) throws(StoreError) -> Void = { _ in }
    ) throws(StoreError) -> MergeCounts {
        try db.bulkTransaction { () throws(StoreError) -> MergeCounts in
            let room = try stockCount() + listings.underestimatedCount
            var records: [StockRecord] = [], ids: [Int64] = []
            records.reserveCapacity(room)
            ids.reserveCapacity(room)
            // The rows this source added before: what `--replace` may remove.
            var addedHere = Set<Int>()
            let select = try db.prepare("SELECT \(Self.stockColumns), id, added_by = ? FROM stocks ORDER BY id").bind(.text(priceSource))
            while try select.step() {
                ids.append(select.int(Int32(Self.stockColumnCount)))
                if select.int(Int32(Self.stockColumnCount + 1)) == 1 { addedHere.insert(records.count) }
                records.append(Self.record(select))
            }
            // Rows changed behind finder's back (a byte overwritten in the file: SQLite's
            // integrity check still says ok) are not merged into a new checksum that would
            // make them look right.
            if let stored = try catalogueChecksum(), Self.checksum(of: records) != stored {
                throw .corrupt(path: path, reason: .catalogueMismatch)
            }
            var byKey: [String: [Int]] = [:], byTicker: [String: [Int]] = [:]
            for (i, r) in records.enumerated() {
                byKey[Self.mergeKey(r.ticker, r.exchange), default: []].append(i)
                byTicker[Self.mergeKey(r.ticker, ""), default: []].append(i)
            }

            var counts = MergeCounts()
            var touched = Set<Int>()
            let update = try db.prepare("UPDATE stocks SET \(Self.mergedColumns) WHERE id = ?")
            let insert = try db.prepare("INSERT INTO stocks(\(Self.stockColumns), added_by) VALUES(\(Self.stockPlaceholders), ?)")
            for given in listings {
                let l = Self.completed(given, priceSource: priceSource, syncedAt: syncedAt)
                let key = Self.mergeKey(l.ticker, l.exchange)
                let found = Self.match(l, among: byKey[key] ?? [], records: records)
                    ?? (l.exchange.isEmpty ? Self.onlyListing(l, among: byTicker[Self.mergeKey(l.ticker, "")] ?? [], records: records) : nil)
                if let i = found {
                    guard touched.insert(i).inserted else { counts.duplicates += 1; continue }
                    var r = records[i]
                    let before = r
                    Self.merge(l, into: &r, rules: rules)
                    guard r != before else { counts.unchanged += 1; continue }
                    var undated = r
                    undated.priceDate = before.priceDate
                    if undated == before { counts.unchanged += 1; counts.redated += 1 } else { counts.updated += 1 }
                    try update.bind(Self.mergedFields.map { Self.value(r, $0) } + [.int(ids[i])]).run()
                    records[i] = r
                } else {
                    if l.exchange.isEmpty, l.country == nil, byTicker[Self.mergeKey(l.ticker, "")]?.isEmpty == false {
                        counts.placeless += 1
                        continue
                    }
                    guard let r = Self.newListing(l) else { continue }
                    try insert.bind(Self.values(r) + [.text(priceSource)]).run()
                    records.append(r)
                    ids.append(0)
                    byKey[key, default: []].append(records.count - 1)
                    byTicker[Self.mergeKey(l.ticker, ""), default: []].append(records.count - 1)
                    touched.insert(records.count - 1)
                    counts.added += 1
                }
            }
            if rules.removesWhatItNoLongerGives {
                let gone = addedHere.subtracting(touched).sorted()
                if !gone.isEmpty {
                    let delete = try db.prepare("DELETE FROM stocks WHERE id = ?")
                    for i in gone { try delete.bind(.int(ids[i])).run() }
                    let removed = Set(gone)
                    var kept = 0
                    for i in records.indices where !removed.contains(i) {
                        records[kept] = records[i]
                        ids[kept] = ids[i]
                        kept += 1
                    }
                    records.removeLast(records.count - kept)
                    ids.removeLast(ids.count - kept)
                    counts.removed = gone.count
                }
            }
            // The lookup tables are done with: freed before the index is built beside the catalogue.
            byKey = [:]
            byTicker = [:]
            touched = []
            counts.checksum = Self.checksum(of: records)
            if counts.changedCatalogue {
                try setMeta("catalogue.checksum", String(counts.checksum, radix: 16))
                try beforeCommit(records)
            }
            try setMeta("sync.source", priceSource)
            try setMeta("sync.at", syncedAt)
            return counts
        }
    }

    /// What a merge may change in a matched row: every field but the ticker and exchange it
    /// was matched by.
    static let mergedFields = ListingField.allCases.filter { $0 != .ticker && $0 != .exchange }
    static let mergedColumns = mergedFields.map { $0.column + " = ?" }.joined(separator: ", ")

    /// The listing with what the sync supplies (`SyncCheck.source`, `.syncedAt`): its source,
    /// and the sync's time for a date the source does not give.
    static func completed(_ l: SyncedListing, priceSource: String, syncedAt: String) -> SyncedListing {
        var out = l
        for f in ListingField.synced {
            switch f.sync?.check {
            case .source: out.values.set(f, text: priceSource)
            case .syncedAt where !l.values.gives(f): out.values.set(f, text: syncedAt)
            default: break
            }
        }
        return out
    }

    /// A matched row `r` updated from `l`, field by field as the table's merge rules say.
    static func merge(_ l: SyncedListing, into r: inout StockRecord, rules: MergeRules) {
        func write(_ f: ListingField) {
            r.copy(f, from: l.values)
            for follower in f.followers { r.copy(follower, from: l.values) }
        }
        for f in ListingField.synced where l.values.gives(f) {
            switch f.sync?.merge {
            case .name: if rules.names == .replace { write(f) }
            case .otherName:
                write(f)
                if r.text(f) == r.name { r.set(f, text: nil) }
            case .replaces: write(f)
            case .fillsEmpty: if !r.gives(f) { write(f) }
            case .key, .follows, nil: break
            }
        }
    }

    /// A listing new to the catalogue: the listing's values, named by its other-script name
    /// when it has no name, each follower of a field it does not give unknown. Nil without a name.
    static func newListing(_ l: SyncedListing) -> StockRecord? {
        var r = l.values
        if !r.gives(.name) { r.name = r.altName ?? "" }
        guard !r.name.isEmpty else { return nil }
        if r.altName == r.name { r.altName = nil }
        for f in ListingField.synced where !r.gives(f) {
            for follower in f.followers { r.set(follower, text: nil); r.set(follower, number: nil) }
        }
        return r
    }

    /// The stored row (an index into `records`) that `listing` updates, among the `candidates`
    /// sharing its ticker and exchange; nil when it is a new listing.
    static func match(_ listing: SyncedListing, among candidates: [Int],
                      records: [StockRecord]) -> Int? {
        if let country = listing.country {
            let here = candidates.filter { records[$0].country == country }
            return here.first { records[$0].currency == listing.currency } ?? here.first
                ?? candidates.first { records[$0].country.isEmpty && records[$0].currency == listing.currency }
        }
        return candidates.first { records[$0].currency == listing.currency }
            ?? candidates.first { records[$0].country.isEmpty }
    }

    /// For a listing that names no exchange and matched no row without one: the one stored row
    /// of its ticker, on any exchange, in its currency (and its country, when it names one)
    /// — `SAP, EUR` is Xetra's SAP when no other SAP is quoted in euros. Several such rows
    /// and it is not guessed: nil, a new listing.
    static func onlyListing(_ listing: SyncedListing, among candidates: [Int],
                            records: [StockRecord]) -> Int? {
        let fits = candidates.filter { i in
            records[i].currency == listing.currency && (listing.country.map { records[i].country == $0 } ?? true)
        }
        return fits.count == 1 ? fits[0] : nil
    }

    /// Where and when the catalogue was last synced, nil before the first sync.
    public func lastSync() throws(StoreError) -> (source: String, at: String)? {
        guard let s = try meta("sync.source"), let at = try meta("sync.at") else { return nil }
        return (s, at)
    }

    static func mergeKey(_ ticker: String, _ exchange: String) -> String {
        asciiUppercased(ticker) + "\u{1}" + asciiUppercased(exchange)
    }

    /// `s` with a–z made A–Z and everything else as it is (tickers, currency codes).
    public static func asciiUppercased(_ s: String) -> String {
        String(decoding: s.utf8.map { (0x61...0x7a).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }
}
