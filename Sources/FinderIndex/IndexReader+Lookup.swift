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
        var node = try node(at: roots[trie], trie: trie)
        var k = key.startIndex
        var steps = 0
        while true {
            steps += 1
            guard steps <= 1 << 16 else { throw .corrupt("trie cycle") }
            // Match the node's label against the rest of the key.
            var l = node.label.lowerBound
            while l < node.label.upperBound && k < key.endIndex {
                if node.section[l] != key[k] { return .empty }
                l += 1
                k = key.index(after: k)
            }
            if k == key.endIndex {
                let prefix = node.entryLow..<(node.entryLow + node.entryCount)
                let exact = l == node.label.upperBound ? node.entryLow..<(node.entryLow + node.ownCount) : node.entryLow..<node.entryLow
                return KeyRange(prefix: prefix, exact: exact)
            }
            guard let next = try node.child(startingWith: key[k]) else { return .empty }
            node = try self.node(at: next, trie: trie)
        }
    }

    /// The record id of entry `i` of a trie.
    public func record(at i: Int, trie: Int) -> UInt32 {
        let s = sections[_IndexFormat.entriesSection(trie: trie)]
        precondition(i >= 0 && i < s.count / 4)
        return bytes.loadLE32(s.lowerBound + i * 4)
    }

    /// Distinct records of an entry range, best rank first, at most `limit` of them (all when
    /// `limit` is nil), skipping `excluded`.
    ///
    /// Cost: O(limit · log limit) range-minimum queries of O(√n) each through block and
    /// super-block minima — it does not visit the whole range when `limit` is small. With no
    /// limit it reads the whole range and sorts it.
    public func top(_ range: Range<Int>, trie: Int, ordering: Int, limit: Int?,
                    excluding excluded: Set<UInt32> = []) throws(IndexError) -> [UInt32] {
        precondition(range.lowerBound >= 0 && range.upperBound <= entryCount(trie))
        return try top([Span(trie: trie, entries: range)], ordering: ordering, limit: limit, excluding: excluded)
    }
}
