// The best records of entry runs, in an ordering: once (`top`) or again and again as the
// records to skip grow (`RankedCursor`).
extension IndexReader {
    /// Distinct records of several entry runs (of any tries), best rank first, at most `limit`
    /// of them (all when nil), skipping `excluded`. Runs may overlap.
    ///
    /// Cost: a best-first walk down the block and super-block minima (`_RankedEntries`): the
    /// ranks of about `limit` blocks of 64 at most, each read once, plus a heap operation per
    /// block and super-block met — it does not visit whole runs when `limit` is small. With no
    /// limit, or runs of a few blocks, it reads them and sorts.
    public func top(_ spans: [Span], ordering: Int, limit: Int?,
                    excluding excluded: RecordSet = RecordSet()) throws(IndexError) -> [UInt32] {
        var cursor = rankedCursor(spans, ordering: ordering)
        return try cursor.take(limit, excluding: excluded)
    }

    /// A cursor over the records of `spans` in `ordering`, for `top` asked of the same runs
    /// again and again while the records to skip only grow (`RankedCursor.take`).
    public func rankedCursor(_ spans: [Span], ordering: Int) -> RankedCursor {
        for s in spans { precondition(s.trie < trieCount && s.entries.lowerBound >= 0 && s.entries.upperBound <= entryCount(s.trie)) }
        return RankedCursor(reader: self, spans: Self.merged(spans), ordering: ordering)
    }

    /// `top` of the same runs asked again and again, with more records to skip each time (a
    /// search's collector asks each source anew, round after round, without the companies it
    /// took): a wide run's best-first walk is kept between asks, so each of its blocks is read
    /// once, not once a round, and the records it already gave are looked at again, not found
    /// again.
    ///
    /// `take(limit, excluding: e)` returns what `top(spans, ordering:, limit:, excluding: e)`
    /// returns, as long as every `e` holds the one asked with before (and not after a `take`
    /// threw: the walk is past the damaged entry).
    public struct RankedCursor {
        private let reader: IndexReader
        private let spans: [Span]      // disjoint, non-empty (`merged`)
        private let ordering: Int
        private let total: Int
        /// More entries than a few blocks: walked best first; fewer are read and sorted.
        private let wide: Bool
        /// A wide run's walk (of no runs for a narrow one, which is read and sorted).
        // Not optional: `Optional<_RankedEntries>`'s metadata is made at run time, on every
        // cold search.
        private var entries: _RankedEntries
        /// The distinct records the walk gave that were not skipped when it gave them, in its
        /// order (best rank first), each as `rank << 32 | record`. Those skipped then are
        /// skipped for good (the records to skip only grow): neither kept nor looked at again.
        private var given: [UInt64] = []
        /// Every record of `given`, once a set is needed to tell those given before (`isNew`).
        private var bySet = false
        private var givenSet = RecordSet()

        init(reader: IndexReader, spans: [Span], ordering: Int) {
            self.reader = reader
            self.spans = spans
            self.ordering = ordering
            total = spans.reduce(0) { $0 + $1.entries.count }
            wide = total > 2 * _IndexFormat.rmqBlockSize
            entries = _RankedEntries(reader: reader, ordering: ordering, spans: wide ? spans : [])
        }

        /// The best `limit` records (all when nil) not in `excluded`, which must hold what the
        /// last ask's held.
        public mutating func take(_ limit: Int?, excluding excluded: RecordSet) throws(IndexError) -> [UInt32] {
            try answer(limit, excluding: excluded) { UInt32(truncatingIfNeeded: $0) }
        }

        /// `take`'s records with their ranks, as `rank << 32 | record` (a damaged rank reads
        /// `.max`): the rank was read to find the record, so the caller need not read it again.
        public mutating func takeRanked(_ limit: Int?, excluding excluded: RecordSet) throws(IndexError) -> [UInt64] {
            try answer(limit, excluding: excluded) { $0 }
        }

        @inline(__always)
        private mutating func answer<T>(_ limit: Int?, excluding excluded: RecordSet,
                                        _ element: (UInt64) -> T) throws(IndexError) -> [T] {
            guard !spans.isEmpty, limit != 0 else { return [] }
            guard let limit, wide else { return try sorted(limit, excluding: excluded, element) }
            var out: [T] = []
            out.reserveCapacity(limit)
            for v in given where excluded.isEmpty || !excluded.contains(UInt32(truncatingIfNeeded: v)) {
                out.append(element(v))
                if out.count == limit { return out }
            }
            if given.isEmpty { given.reserveCapacity(limit) }
            while out.count < limit, let (t, position, rank) = entries.next() {
                let rec = reader.record(at: position, trie: t)
                guard Int(rec) < reader.recordCount else { throw .corrupt("entry \(position) names no record") }
                if !excluded.isEmpty && excluded.contains(rec) { continue }
                if isNew(rec, rank: rank) {
                    let v = UInt64(rank) << 32 | UInt64(rec)
                    given.append(v)
                    out.append(element(v))
                }
            }
            return out
        }

        /// Whether the walk gave `rec` before. A record's entries share its rank and the walk
        /// gives entries in rank order, so they all come among the entries of that rank: only
        /// the end of `given` of the same rank is looked at (most often nothing), not every
        /// record given. A set takes over for good where that does not hold or costs too much:
        /// on a damaged file (a block whose ranks cannot be read gives `.max`; a damaged
        /// minimum lets a lower rank come after a higher one), or when many records tie.
        @inline(__always)
        private mutating func isNew(_ rec: UInt32, rank: UInt32) -> Bool {
            if bySet || rank == .max { return isNewBySet(rec) }
            var i = given.count
            while i > 0 {
                let v = given[i - 1], r = UInt32(v >> 32)
                if r < rank { return true }
                guard r == rank, given.count - i < Self.sameRankScan else { return isNewBySet(rec) }
                if UInt32(truncatingIfNeeded: v) == rec { return false }
                i -= 1
            }
            return true
        }

        private mutating func isNewBySet(_ rec: UInt32) -> Bool {
            if !bySet {
                bySet = true
                givenSet = RecordSet(given.lazy.map { UInt32(truncatingIfNeeded: $0) })
            }
            return givenSet.insert(rec)
        }

        /// Records of one rank looked through one by one before a set takes over.
        private static let sameRankScan = 16

        /// No limit, or runs of a few blocks: every entry's rank read, and sorted. (rank,
        /// record) in one word each: a record's entries (one rank) end up side by side, so
        /// duplicates go without a set.
        @inline(__always)
        private func sorted<T>(_ limit: Int?, excluding excluded: RecordSet, _ element: (UInt64) -> T) throws(IndexError) -> [T] {
            var out: [UInt64] = []
            out.reserveCapacity(total)
            for s in spans {
                for i in s.entries {
                    let r = reader.record(at: i, trie: s.trie)
                    guard Int(r) < reader.recordCount else { throw .corrupt("entry \(i) names no record") }
                    if excluded.isEmpty || !excluded.contains(r) {
                        out.append(UInt64(reader.rank(of: r, ordering: ordering)) << 32 | UInt64(r))
                    }
                }
            }
            out.sort()
            var ids: [T] = []
            ids.reserveCapacity(min(out.count, limit ?? out.count))
            var last: UInt64? = nil
            for v in out where v != last {
                last = v
                if let limit, ids.count == limit { break }
                ids.append(element(v))
            }
            return ids
        }
    }

    /// The same entries as disjoint, non-empty runs: overlapping or touching runs of a trie
    /// merged (a typo walk reports a subtree and places inside it).
    static func merged(_ spans: [Span]) -> [Span] {
        let sorted = spans.filter { !$0.entries.isEmpty }
            .sorted { ($0.trie, $0.entries.lowerBound) < ($1.trie, $1.entries.lowerBound) }
        var out: [Span] = []
        for s in sorted {
            if let last = out.last, last.trie == s.trie, s.entries.lowerBound <= last.entries.upperBound {
                out[out.count - 1].entries = last.entries.lowerBound..<max(last.entries.upperBound, s.entries.upperBound)
            } else {
                out.append(s)
            }
        }
        return out
    }
}
