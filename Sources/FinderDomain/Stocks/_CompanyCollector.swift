import FinderIndex
import FinderStore

/// Fills a result tier by tier with companies (or listings, with `allListings`): each
/// company once, at its best tier, shown by its leader: its home listing, or, when it has
/// no listing in its ISIN's country, its listing on the largest market (`StockRanking`),
/// whichever of its listings the query found.
///
/// A tier's sources are asked for their best candidates in the index's order and merged by
/// rank. Companies listed in many places take several candidates, so a tier is asked again
/// (without the listings of the companies already taken) until the limit is filled or the
/// tier has no more.
struct _CompanyCollector {
    let index: StockIndex
    let lookups: StockIndex.Lookups
    let ordering: StockIndex.Ordering
    let limit: Int?
    let allListings: Bool

    // Structs, not tuples, in these arrays: an array of tuples makes the runtime build the
    // tuple's metadata besides its storage's, on every cold search (~37 k instructions here).
    private struct Taken { let shown: UInt32, leader: UInt32, kind: MatchKind, tier: MatchTier }
    private struct Candidate { let score: Int, rank: UInt32, record: UInt32, source: Int }
    private var taken: [Taken] = []
    /// The tiers taken from, kept to count every match when the limit cuts the list (`total`).
    private var tiersTaken: [_PlannedTier] = []
    private var excluded = RecordSet()   // not Set<UInt32>: RecordSet says why

    init(index: StockIndex, ordering: StockIndex.Ordering, limit: Int?, allListings: Bool) throws(IndexError) {
        self.index = index
        lookups = try index.lookups()
        self.ordering = ordering
        self.limit = limit
        self.allListings = allListings
        // A result's room at once (not doubled append by append), up to a screenful or two.
        taken.reserveCapacity(min(limit ?? 0, 64))
    }

    var isFull: Bool { limit.map { taken.count >= $0 } ?? false }

    /// Keeps a tier the full list had no room for, to be counted by `total`.
    mutating func count(_ tier: _PlannedTier) {
        if !tier.isEmpty { tiersTaken.append(tier) }
    }

    /// How many companies (listings, with `allListings`) the tiers taken or counted match in all: the
    /// number shown when the limit did not cut the list, else the entries of the tiers counted
    /// once by their company — what `--limit 0` would show, without decoding a row — up to
    /// `countLimit`, where counting stops and the count is a lower bound ("20 of over 1,000
    /// results"): counting every company a one-letter query starts cost 33 ms at 1M listings,
    /// seventy times the search itself.
    ///
    /// Without `countingAll`, the companies taken, a lower bound when the limit cut the list.
    func total(countingAll: Bool) throws(IndexError) -> (count: Int, isLowerBound: Bool) {
        guard isFull else { return (taken.count, false) }
        guard countingAll else { return (taken.count, true) }
        var seen = RecordSet(minimumCapacity: Self.countLimit + 1)
        var count = 0
        func add(_ r: UInt32) throws(IndexError) {
            let key = allListings ? r : try lookups.company(of: r).leader
            if !seen.contains(key) { seen.insert(key); count += 1 }
        }
        for tier in tiersTaken {
            for source in tier.sources {
                for span in source.spans {
                    for i in span.entries {
                        let r = index.reader.record(at: i, trie: span.trie)
                        if let floor = tier.floor, try lookups.orderScore(r) < floor { continue }
                        try add(r)
                        if count > Self.countLimit { return (Self.countLimit, true) }
                    }
                }
                for r in source.records {
                    try add(r)
                    if count > Self.countLimit { return (Self.countLimit, true) }
                }
            }
        }
        return (max(count, taken.count), false)
    }

    /// Companies `total` counts at most.
    static let countLimit = 1_000

    var isEmpty: Bool { taken.isEmpty }

    /// The company (listing, with `allListings`) taken first.
    var firstLeader: UInt32? { taken.first?.leader }

    /// The highest order score of the companies taken; nil when none was.
    func bestScore() throws(IndexError) -> Int? { try scores().max() }

    /// The order score (`StockRanking`) of each company taken, in order.
    func scores() throws(IndexError) -> [Int] { try taken.map { t throws(IndexError) in try lookups.orderScore(t.leader) } }

    /// Whether the company led by `leader` was taken.
    func hasLeader(_ leader: UInt32) -> Bool { taken.contains { $0.leader == leader } }

    /// Whether every company was taken by one of `kinds`.
    func taken(onlyBy kinds: [MatchKind]) -> Bool { taken.allSatisfy { kinds.contains($0.kind) } }

    mutating func take(_ tier: _PlannedTier) throws(IndexError) {
        guard !tier.isEmpty else { return }
        tiersTaken.append(tier)
        // A cursor a source, kept across the rounds: each round asks without the companies
        // taken, and a cursor reads each block of a wide run once, where asking `top` anew
        // walked from its first block every round (`stocks i` at 10M, 18 asks: 11.5 M → 6.6 M
        // instructions). In a buffer, not an array: an array of them makes the runtime build
        // its storage's metadata on every cold search (~7 k instructions).
        let cursors = UnsafeMutableBufferPointer<IndexReader.RankedCursor>.allocate(capacity: tier.sources.count)
        for (s, source) in tier.sources.enumerated() {
            (cursors.baseAddress! + s).initialize(to: index.rankedCursor(source.spans, ordering: ordering))
        }
        defer {
            cursors.deinitialize()
            cursors.deallocate()
        }
        while !isFull {
            // Room for every remaining company to bring a few of its listings along.
            let ask = limit.map { ($0 - taken.count) * 3 + 8 }
            // Candidates ranked (or scored) after a bound may be missing: ask again.
            var bound = UInt32.max, scoreBound = Int.min
            var candidates: [Candidate] = []
            // Room for what the sources may return, at once: grown append by append, the
            // array was copied eight times for a tier of ~90 candidates (~12 k instructions).
            // (Up to 512 a source: a large limit grows the array as it fills.)
            if let ask { candidates.reserveCapacity(min(ask, 512) * tier.sources.count { !$0.spans.isEmpty || !$0.records.isEmpty }) }
            for (s, source) in tier.sources.enumerated() where !source.spans.isEmpty || !source.records.isEmpty {
                // Each as `rank << 32 | record`: a cursor read the rank to find the record.
                let records = source.records.isEmpty
                    ? try cursors[s].takeRanked(ask, excluding: excluded)
                    : Array(source.records.lazy.filter { [excluded] in !excluded.contains($0) }.prefix(ask ?? .max)
                        .map { [index, ordering] r in UInt64(index.rank(of: r, ordering: ordering)) << 32 | UInt64(r) })
                var lastScore = 0
                for v in records {
                    let r = UInt32(truncatingIfNeeded: v)
                    lastScore = tier.byScore ? try lookups.orderScore(r) : 0
                    candidates.append(Candidate(score: tier.byScore ? lastScore + source.bonus(forScore: lastScore) : 0,
                                                rank: UInt32(v >> 32), record: r, source: s))
                }
                if let ask, records.count == ask, let last = records.last {
                    bound = min(bound, UInt32(last >> 32))
                    // A source's records come in rank order, popularity first: those it did
                    // not return score at most as its last did.
                    // (The bonus grows with the score, so the bound holds.)
                    if tier.byScore { scoreBound = max(scoreBound, lastScore + source.bonus(forScore: lastScore)) }
                }
            }
            candidates.sort {
                $0.score != $1.score ? $0.score > $1.score : $0.rank != $1.rank ? $0.rank < $1.rank : $0.source < $1.source
            }
            for c in candidates where (tier.byScore ? c.score >= scoreBound : c.rank <= bound) && !excluded.contains(c.record) {
                if let floor = tier.floor, try lookups.orderScore(c.record) < floor {
                    excluded.insert(c.record)
                    continue
                }
                let source = tier.sources[c.source]
                try add(c.record, kind: source.kind, tier: source.tier ?? tier.tier)
                if isFull { return }
            }
            if bound == .max { return }
        }
    }

    private mutating func add(_ record: UInt32, kind: MatchKind, tier: MatchTier) throws(IndexError) {
        if allListings {
            excluded.insert(record)
            taken.append(Taken(shown: record, leader: record, kind: kind, tier: tier))
            return
        }
        let company = try lookups.company(of: record)
        for m in try lookups.members(ofLeader: company.leader) { excluded.insert(m) }
        excluded.insert(record)
        // An identifier names one listing: it is shown, with its company's others under it.
        taken.append(Taken(shown: kind == .identifier ? record : company.leader, leader: company.leader, kind: kind, tier: tier))
    }

    /// The results, each with the listings of its company (the shown one first) and its
    /// receipts apart.
    /// Without `withListings`, each result's shown listing alone (`StockQuery.withListings`).
    func matches(withListings: Bool = true) throws(IndexError) -> [StockMatch] {
        try matches(first: taken.count, withListings: withListings)
    }

    /// The first `count` results (`matches`), the others not decoded.
    func matches(first count: Int, withListings: Bool = true) throws(IndexError) -> [StockMatch] {
        try taken.prefix(count).map { t throws(IndexError) in
            guard !allListings, withListings else { return StockMatch(stock: try lookups.stock(t.shown), kind: t.kind, tier: t.tier) }
            // Each array made with its room (a company's listings appended one by one doubled
            // them several times: ~3 k instructions a search).
            let members = try lookups.members(ofLeader: t.leader)
            var ids: [UInt32] = []
            ids.reserveCapacity(members.count + 1)
            ids.append(t.shown)
            for m in members where m != t.shown { ids.append(m) }
            // Together only where two of them share a payload block: sorting and ranking them
            // costs more than it saves for listings that lie apart, as most do.
            let together = lookups.shareABlock(ids) ? try lookups.stocks(ids) : nil
            func listing(_ i: Int) throws(IndexError) -> StockRecord {
                if let together { return together.listings[together.rank[i]] }
                return try lookups.stock(ids[i])
            }
            let stock = try listing(0)
            var listings: [StockRecord] = [], receipts: [StockRecord] = []
            listings.reserveCapacity(ids.count)
            listings.append(stock)
            for i in 1..<ids.count {
                if try lookups.isReceipt(ids[i]) { receipts.append(try listing(i)) } else { listings.append(try listing(i)) }
            }
            return StockMatch(stock: stock, kind: t.kind, tier: t.tier, listings: listings, receipts: receipts)
        }
    }
}

/// Listings decoded together: that of `records[i]` is `listings[rank[i]]`.
struct _DecodedListings {
    var listings: [StockRecord]
    var rank: [Int]
}

extension StockIndex.Lookups {
    /// Whether two of `records` lie in one payload block (no allocation: a company has a few
    /// listings, rarely more than a few dozen).
    func shareABlock(_ records: [UInt32]) -> Bool {
        let size = UInt32(index.reader.recordsPerPayloadBlock)
        for i in records.indices {
            for j in records.indices where j > i && records[i] / size == records[j] / size { return true }
        }
        return false
    }

    /// The listings of `records`. Those that share a payload block (a company's listings
    /// often do: the 1M catalogue's 1,445 iShares listings lie in 862 blocks) are decoded in
    /// one pass over it.
    func stocks(_ records: [UInt32]) throws(IndexError) -> _DecodedListings {
        let reader = index.reader, size = UInt32(reader.recordsPerPayloadBlock)
        var order = Array(records.indices)
        order.sort { records[$0] < records[$1] }
        var listings: [StockRecord] = []     // in `order`'s order
        listings.reserveCapacity(records.count)
        var k = 0
        while k < order.count {
            let block = records[order[k]] / size
            var j = k + 1
            while j < order.count && records[order[j]] / size == block { j += 1 }
            if j == k + 1 {
                listings.append(try stock(records[order[k]]))
                k = j
                continue
            }
            let b = try reader.payloadBlock(containing: records[order[k]])
            let first = b.first, group = order[k..<j], last = Int(records[order[j - 1]] - first)
            var next = k
            // A record asked for twice takes the same listing twice. (No local function for
            // the two loops: one capturing `listings` and `next` put both in boxes.)
            let lastListing = try _PayloadCoder.decode(b.records, through: last,
                                                       wanted: { p in group.contains { Int(records[$0] - first) == p } },
                                                       tables: payloads) { p, r in
                while next < j && Int(records[order[next]] - first) == p { listings.append(r); next += 1 }
            }
            while next < j && Int(records[order[next]] - first) == last { listings.append(lastListing); next += 1 }
            guard next == j else { throw .corrupt("payload block") }
            k = j
        }
        var rank = order
        for (n, i) in order.enumerated() { rank[i] = n }
        return _DecodedListings(listings: listings, rank: rank)
    }
}
