/// A decoded view of one serialized trie node (see `_TrieBuilder` for the encoding). Every
/// field is read with bounds checks against its trie's node section.
struct _TrieNode {
    let section: UnsafeRawBufferPointer
    let offset: Int
    let label: Range<Int>          // within `section`
    let entryLow: Int
    let entryCount: Int
    let ownCount: Int
    let childCount: Int
    let childrenStart: Int         // within `section`

    struct Child {
        let firstByte: UInt8
        let offset: Int
    }

    /// Child `i` in ascending first-byte order. O(i): children are varint-encoded.
    func child(_ i: Int) throws(IndexError) -> Child {
        var p = childrenStart
        var k = 0
        while true {
            guard p < section.count else { throw .corrupt("child list past end") }
            let first = section[p]
            p += 1
            let delta = try _readVarint(section, &p)
            if k == i {
                guard delta > 0, delta <= offset else { throw .corrupt("child pointer") }
                return Child(firstByte: first, offset: offset - delta)
            }
            k += 1
        }
    }

    /// The child whose label starts with `byte`, if any. Children are sorted, so the scan
    /// stops early.
    func child(startingWith byte: UInt8) throws(IndexError) -> Int? {
        var children = _ChildIterator(node: self)
        while let (first, offset) = try children.next() {
            if first == byte { return offset }
            if first > byte { return nil }
        }
        return nil
    }

    /// Calls `body` with each child's first byte and offset, in byte order. O(children).
    func forEachChild(_ body: (UInt8, Int) throws(IndexError) -> Void) throws(IndexError) {
        var children = _ChildIterator(node: self)
        while let (first, offset) = try children.next() { try body(first, offset) }
    }
}

/// Reads a node's child list in order: (first label byte, node offset), bounds-checked.
struct _ChildIterator {
    let node: _TrieNode
    private var p: Int
    private var left: Int

    init(node: _TrieNode) {
        self.node = node
        p = node.childrenStart
        left = node.childCount
    }

    mutating func next() throws(IndexError) -> (UInt8, Int)? {
        guard left > 0 else { return nil }
        left -= 1
        guard p < node.section.count else { throw .corrupt("child list past end") }
        let first = node.section[p]
        p += 1
        let delta = try _readVarint(node.section, &p)
        guard delta > 0, delta <= node.offset else { throw .corrupt("child pointer") }
        return (first, node.offset - delta)
    }
}

@inline(__always)
func _readVarint(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> Int {
    var result = 0
    var shift = 0
    while true {
        guard p < b.count, shift <= 28 else { throw .corrupt("varint") }
        let byte = b[p]
        p += 1
        result |= Int(byte & 0x7f) << shift
        if byte < 0x80 { return result }
        shift += 7
    }
}

extension IndexReader {
    func nodeSection(_ trie: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[sections[_IndexFormat.nodesSection(trie: trie)]])
    }

    func entryCount(_ trie: Int) -> Int { sections[_IndexFormat.entriesSection(trie: trie)].count / 4 }

    func node(at offset: Int, trie: Int) throws(IndexError) -> _TrieNode {
        try _TrieSection(reader: self, trie: trie).node(at: offset)
    }
}

/// One trie's node bytes and entry count, looked up once for a walk that reads many nodes.
struct _TrieSection {
    let bytes: UnsafeRawBufferPointer
    let entryCount: Int

    init(reader: IndexReader, trie: Int) {
        bytes = reader.nodeSection(trie)
        entryCount = reader.entryCount(trie)
    }

    func node(at offset: Int) throws(IndexError) -> _TrieNode {
        let s = bytes
        var p = offset
        let labelLength = try _readVarint(s, &p)
        guard labelLength <= s.count - p else { throw .corrupt("label past end") }
        let label = p..<(p + labelLength)
        p += labelLength
        let low = try _readVarint(s, &p)
        let count = try _readVarint(s, &p)
        let own = try _readVarint(s, &p)
        let children = try _readVarint(s, &p)
        guard low <= entryCount, count <= entryCount - low, own <= count, children <= 256 else {
            throw .corrupt("node at \(offset)")
        }
        return _TrieNode(section: s, offset: offset, label: label, entryLow: low, entryCount: count,
                         ownCount: own, childCount: children, childrenStart: p)
    }
}
