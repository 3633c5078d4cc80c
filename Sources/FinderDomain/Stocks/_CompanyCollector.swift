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
    private var excluded = RecordSet()   // not Set<UInt32>: RecordSet says why

    init(index: StockIndex, ordering: StockIndex.Ordering, limit: Int?, allListings: Bool) throws(IndexError) {
        self.index = index
        lookups = try index.lookups()
        self.ordering = ordering
        self.limit = limit
        self.allListings = allListings
    }

    var isFull: Bool { limit.map { taken.count >= $0 } ?? false }
    var isEmpty: Bool { taken.isEmpty }

    mutating func take(_ tier: _PlannedTier) throws(IndexError) {
        guard !tier.isEmpty else { return }
        while !isFull {
            // Room for every remaining company to bring a few of its listings along.
            let ask = limit.map { ($0 - taken.count) * 3 + 8 }
            // Candidates ranked (or scored) after a bound may be missing: ask again.
            var bound = UInt32.max, scoreBound = Int.min
            var candidates: [Candidate] = []
            for (s, source) in tier.sources.enumerated() where !source.spans.isEmpty || !source.records.isEmpty {
                let records = source.records.isEmpty
                    ? try index.top(source.spans, ordering: ordering, limit: ask, excluding: excluded)
                    : Array(source.records.lazy.filter { [excluded] in !excluded.contains($0) }.prefix(ask ?? .max))
                var lastScore = 0
                for r in records {
                    lastScore = tier.byScore ? try lookups.orderScore(r) : 0
                    candidates.append(Candidate(score: tier.byScore ? lastScore + source.bonus : 0,
                                                rank: index.rank(of: r, ordering: ordering), record: r, source: s))
                }
                if let ask, records.count == ask, let last = records.last {
                    bound = min(bound, index.rank(of: last, ordering: ordering))
                    // A source's records come in rank order, popularity first: those it did
                    // not return score at most as its last did.
                    if tier.byScore { scoreBound = max(scoreBound, lastScore + source.bonus) }
                }
            }
            candidates.sort {
                $0.score != $1.score ? $0.score > $1.score : $0.rank != $1.rank ? $0.rank < $1.rank : $0.source < $1.source
            }
            for c in candidates where (tier.byScore ? c.score >= scoreBound : c.rank <= bound) && !excluded.contains(c.record) {
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
        taken.append(Taken(shown: company.leader, leader: company.leader, kind: kind, tier: tier))
    }

    /// The results, each with the listings of its company (the shown one first) and its
    /// receipts apart.
    func matches() throws(IndexError) -> [StockMatch] {
        try taken.map { t throws(IndexError) in
            let stock = try lookups.stock(t.shown)
            guard !allListings else { return StockMatch(stock: stock, kind: t.kind, tier: t.tier) }
            var listings = [stock], receipts: [StockRecord] = []
            for m in try lookups.members(ofLeader: t.leader) where m != t.shown {
                if try lookups.isReceipt(m) { receipts.append(try lookups.stock(m)) } else { listings.append(try lookups.stock(m)) }
            }
            return StockMatch(stock: stock, kind: t.kind, tier: t.tier, listings: listings, receipts: receipts)
        }
    }
}

extension StockIndex {
    /// The best `limit` records of some spans in `ordering`, skipping `excluded`.
    func top(_ spans: [IndexReader.Span], ordering: Ordering, limit: Int?,
             excluding excluded: RecordSet) throws(IndexError) -> [UInt32] {
        try reader.top(spans, ordering: ordering.rawValue, limit: limit, excluding: excluded)
    }
}
