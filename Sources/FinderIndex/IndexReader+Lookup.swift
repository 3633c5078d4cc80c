extension IndexReader {
    /// Where a key lands in a trie: the run of entries whose keys start with it, and the
    /// sub-run whose keys equal it.
    public struct KeyRange: Equatable, Sendable {
        public var prefix: Range<Int>
        public var exact: Range<Int>
        public static let empty = KeyRange(prefix: 0..<0, exact: 0..<0)
    }

    /// Walks the trie along `key`. O(key length + children scanned on the way).
    public func range<C: Collection>(of key: C, trie: Int) throws(IndexError) -> KeyRange where C.Element == UInt8 {
        precondition(trie < trieCount)
        let section = _TrieSection(reader: self, trie: trie)
        var node = try section.root()
        var k = key.startIndex
        while true {
            // Match the node's label against the rest of the key.
            var l = 0
            while l < node.label.count && k < key.endIndex {
                if node.label[l] != key[k] { return .empty }
                l += 1
                k = key.index(after: k)
            }
            if k == key.endIndex {
                let exact = l == node.label.count ? node.entryLow..<(node.entryLow + node.ownCount) : node.entryLow..<node.entryLow
                return KeyRange(prefix: node.entries, exact: exact)
            }
            guard let next = try section.child(of: node, startingWith: key[k]) else { return .empty }
            k = key.index(after: k)
            node = try section.enter(next)
        }
    }

    public func entryCount(_ trie: Int) -> Int { entryCounts[trie] }

    /// The record id of entry `i` of a trie (`UInt32.max` when its block fails its checksum;
    /// `checkIntact()` then says so).
    public func record(at i: Int, trie: Int) -> UInt32 {
        let p = entries[trie]
        precondition(i >= 0 && i < p.count)
        guard verifier.check(sections[_IndexFormat.entriesSection(trie: trie)].lowerBound + p.byteOffset(i), 8) else { return .max }
        return UInt32(truncatingIfNeeded: p[i])
    }

    /// Distinct records of an entry range, best rank first, at most `limit` of them (all when
    /// `limit` is nil), skipping `excluded`.
    ///
    /// Cost: O(limit · log limit) range-minimum queries of O(√n) each through block and
    /// super-block minima — it does not visit the whole range when `limit` is small. With no
    /// limit it reads the whole range and sorts it.
    public func top(_ range: Range<Int>, trie: Int, ordering: Int, limit: Int?,
                    excluding excluded: RecordSet = RecordSet()) throws(IndexError) -> [UInt32] {
        precondition(range.lowerBound >= 0 && range.upperBound <= entryCount(trie))
        return try top([Span(trie: trie, entries: range)], ordering: ordering, limit: limit, excluding: excluded)
    }
}
