// Over 300 lines: the reader of every node form of one byte format (`_TrieBuilder` writes
// them), each read bounds-checked; split, one format would be decoded in two places.
/// A decoded view of one trie node (see `_TrieBuilder` for the encoding): an internal node
/// read from its trie's node section, or a leaf made from its entry in the parent's child
/// list. Every byte is read with bounds checks and after its block's checksum.
struct _TrieNode {
    /// Tells nodes apart within a trie: an internal node's offset, or −1 − (position of a
    /// leaf's entry in its parent's list).
    let id: Int
    /// The label after its first byte (which the parent holds).
    let label: UnsafeRawBufferPointer
    let entryLow: Int
    let entryCount: Int
    let ownCount: Int
    let childCount: Int
    /// Internal nodes: the node's offset and where its child list starts.
    let offset: Int
    let childrenStart: Int
    /// Where the checksum block verified while reading the node ends (relative to the
    /// section): the child list's bytes before it need no other check. 0 for leaves.
    var verifiedEnd: Int = 0

    var isLeaf: Bool { id < 0 }
    var entries: Range<Int> { entryLow..<(entryLow + entryCount) }
}

/// A child in a node's list: enough to enter it, and its first label byte.
struct _ChildRef {
    let first: UInt8
    let kind: UInt8        // 0 node, 1 tail in place, 2 shared tail
    let value: Int         // node offset, tail start (in the node section) or tail id
    let tailLength: Int
    let low: Int
    let count: Int
    let position: Int      // where the child's entry starts
}

/// One trie's node section and what its walks need, looked up once per walk.
struct _TrieSection {
    /// Not retained: a section lives only inside a call on its reader (a walk, a lookup), and
    /// every cursor and child list copies it, so counting references cost the walks more
    /// than anything but their reads.
    unowned(unsafe) let reader: IndexReader
    let bytes: UnsafeRawBufferPointer
    let start: Int
    let entryCount: Int
    let rootOffset: Int
    init(reader: IndexReader, trie: Int) {
        self.reader = reader
        let s = reader.sections[_IndexFormat.nodesSection(trie: trie)]
        start = s.lowerBound
        bytes = UnsafeRawBufferPointer(rebasing: reader.bytes[s])
        entryCount = reader.entryCounts[trie]
        rootOffset = reader.roots[trie]
    }

    /// Verifies the checksum block holding byte `p` (relative) and returns where that block
    /// ends in the section: bytes up to there may be read without another check.
    @inline(__always)
    func verifiedEnd(from p: Int) throws(IndexError) -> Int {
        guard p >= 0 && p < bytes.count else { throw .corrupt("node byte past end") }
        let block = (start + p - _IndexFormat.headerSize) >> _IndexFormat.blockShift
        let blockEnd = ((block + 1) << _IndexFormat.blockShift) + _IndexFormat.headerSize - start
        guard reader.verifier.check(start + p, 1) else { throw .corrupt("block checksum") }
        return min(bytes.count, blockEnd)
    }

    /// Reads bytes of the section in order, verifying each block on the way into it.
    struct Cursor {
        let section: _TrieSection
        var p: Int
        var end = 0

        @inline(__always)
        mutating func byte() throws(IndexError) -> UInt8 {
            if p < end {
                let b = section.bytes[p]
                p += 1
                return b
            }
            return try slowByte()
        }

        @inline(never)
        private mutating func slowByte() throws(IndexError) -> UInt8 {
            end = try section.verifiedEnd(from: p)
            let b = section.bytes[p]
            p += 1
            return b
        }

        /// A varint; inline while it lies in the verified window.
        @inline(__always)
        mutating func varint() throws(IndexError) -> Int {
            if p < end {
                // One byte (most child-list fields).
                let b = section.bytes[p]
                if b < 0x80 { p &+= 1; return Int(b) }
            }
            if p &+ 10 <= end {
                var result = 0
                var shift = 0
                var q = p
                while true {
                    let b = section.bytes[q]
                    q &+= 1
                    result |= Int(b & 0x7f) << shift
                    if b < 0x80 { p = q; return result }
                    shift &+= 7
                    if shift > 56 { break }
                }
            }
            return try slowVarint()
        }

        @inline(never)
        private mutating func slowVarint() throws(IndexError) -> Int {
            var result = 0
            var shift = 0
            while true {
                guard shift <= 56 else { throw .corrupt("varint") }
                let b = try byte()
                result |= Int(b & 0x7f) << shift
                if b < 0x80 { return result }
                shift += 7
            }
        }
    }

    func root() throws(IndexError) -> _TrieNode { try node(at: rootOffset, low: 0, count: entryCount) }

    /// The internal node at `offset`, whose entries are `count` from `low` (its parent says).
    func node(at offset: Int, low: Int, count: Int) throws(IndexError) -> _TrieNode {
        // The node's block checked here, inline (a flag read once it is verified), rather
        // than by the cursor's first read falling to its out-of-line path on every node.
        var c = Cursor(section: self, p: offset, end: try verifiedEnd(from: offset))
        let header = try c.varint()
        var children = header & 3
        if children == 0 { children = try c.varint() }
        let rest = header >> 3
        var p = c.p
        guard rest <= bytes.count - p, children <= 256, low >= 0, count >= 0, low <= entryCount, count <= entryCount - low
        else { throw .corrupt("node at \(offset)") }
        if rest > 0 && p + rest > c.end { try reader.verifier.verify((start + p)..<(start + p + rest)) }
        let label = UnsafeRawBufferPointer(rebasing: bytes[p..<(p + rest)])
        p += rest
        c.p = p
        let own = header & 4 != 0 ? try c.varint() : 0
        guard own <= count else { throw .corrupt("node at \(offset)") }
        return _TrieNode(id: offset, label: label, entryLow: low, entryCount: count, ownCount: own,
                         childCount: children, offset: offset, childrenStart: c.p, verifiedEnd: c.end)
    }

    /// The child `c` of a node, entered.
    func enter(_ c: _ChildRef) throws(IndexError) -> _TrieNode {
        switch c.kind {
        case 0:
            return try node(at: c.value, low: c.low, count: c.count)
        case 1:
            try reader.verifier.verify((start + c.value)..<(start + c.value + c.tailLength))
            return _TrieNode(id: -1 - c.position, label: UnsafeRawBufferPointer(rebasing: bytes[c.value..<(c.value + c.tailLength)]),
                             entryLow: c.low, entryCount: c.count, ownCount: c.count, childCount: 0, offset: -1, childrenStart: 0)
        default:
            return _TrieNode(id: -1 - c.position, label: try reader.tail(c.value),
                             entryLow: c.low, entryCount: c.count, ownCount: c.count, childCount: 0, offset: -1, childrenStart: 0)
        }
    }

    func children(of node: _TrieNode) throws(IndexError) -> _ChildIterator {
        _ChildIterator(section: self, node: node)
    }

    /// The child whose label starts with `byte`, if any. Children are sorted, so the scan
    /// stops early.
    func child(of node: _TrieNode, startingWith byte: UInt8) throws(IndexError) -> _ChildRef? {
        var children = _ChildIterator(section: self, node: node)
        while let c = try children.next() {
            if c.first == byte { return c }
            if c.first > byte { return nil }
        }
        return nil
    }
}

/// Reads a node's child list in order, bounds-checked, computing each child's entry run.
struct _ChildIterator {
    private var cursor: _TrieSection.Cursor
    private let limit: Int          // the node's entries end
    private let nodeOffset: Int
    private var left: Int
    private var low: Int
    private var previous = -1

    init(section: _TrieSection, node: _TrieNode) {
        cursor = _TrieSection.Cursor(section: section, p: node.childrenStart, end: node.verifiedEnd)
        left = node.childCount
        low = node.entryLow + node.ownCount
        limit = node.entryLow + node.entryCount
        nodeOffset = node.offset
    }

    @inline(__always)
    mutating func next() throws(IndexError) -> _ChildRef? {
        guard left > 0 else { return nil }
        let position = cursor.p
        let first = try cursor.byte()
        return try decode(first, at: position)
    }

    /// The next child whose first byte `wanted` holds (a set of bytes, 64 to a word), passing
    /// over the others (their entries counted, their bytes checked as `next()` checks them);
    /// nil at the end of the list or at a first byte past `last` (the list is sorted, so no
    /// wanted child follows: the rest is not read).
    @inline(__always)
    mutating func next(in wanted: _ByteSet, through last: UInt8) throws(IndexError) -> _ChildRef? {
        while left > 0 {
            let position = cursor.p
            let first = try cursor.byte()
            if first > last {
                guard Int(first) > previous else { throw .corrupt("child order at \(position)") }
                left = 0
                return nil
            }
            let c = try decode(first, at: position)
            if wanted.contains(first) { return c }
        }
        return nil
    }

    /// The rest of the child whose first byte was just read at `position`.
    @inline(__always)
    private mutating func decode(_ first: UInt8, at position: Int) throws(IndexError) -> _ChildRef {
        left -= 1
        guard Int(first) > previous else { throw .corrupt("child order at \(position)") }
        previous = Int(first)
        let v = try cursor.varint()
        let kind = UInt8((v >> 1) & 3), multi = v & 1 != 0, value = v >> 3
        var count = 1
        var tailLength = 0
        var target = value
        // Branches, not a switch: its jump table mispredicts on every change of kind.
        if kind == 0 {
            count = try cursor.varint()
            guard value > 0, value <= nodeOffset else { throw .corrupt("child pointer at \(position)") }
            target = nodeOffset - value
        } else if kind == 1 {
            if multi { count = try cursor.varint() + 2 }
            tailLength = value
            guard value <= cursor.section.bytes.count - cursor.p else { throw .corrupt("tail at \(position)") }
            target = cursor.p
            cursor.p += value
        } else if kind == 2 {
            if multi { count = try cursor.varint() + 2 }
        } else {
            throw .corrupt("child kind at \(position)")
        }
        guard count <= limit - low else { throw .corrupt("entry counts at \(position)") }
        let c = _ChildRef(first: first, kind: kind, value: target, tailLength: tailLength, low: low, count: count, position: position)
        low += count
        return c
    }
}

/// A set of bytes, a bit each.
struct _ByteSet {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    @inline(__always)
    mutating func insert(_ b: UInt8) {
        let bit = UInt64(1) << UInt64(b & 63)
        switch b >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    @inline(__always)
    func contains(_ b: UInt8) -> Bool {
        let w = b < 128 ? (b < 64 ? words.0 : words.1) : (b < 192 ? words.2 : words.3)
        return (w >> UInt64(b & 63)) & 1 != 0
    }
}

/// A varint of a verified buffer, bounds-checked.
@inline(__always)
func _readVarint(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> Int {
    try IndexVarint.read(b, &p)
}

/// LEB128 varints, as the index writes its own (for callers coding their payloads).
public enum IndexVarint {
    /// The varint at `p` (moved past it); corrupt when it runs past the end or past 63 bits.
    /// Inlinable, with varints of up to three bytes read without a loop or a call: payload
    /// decoding in FinderDomain calls it for every field of every listing it shows, and its
    /// flags with places, string numbers and token numbers (a 1M catalogue's run past 16,383)
    /// take two or three bytes — calling out for those cost decoding ~70 instructions a token.
    @inlinable @inline(__always)
    public static func read(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> Int {
        let n = b.count
        if p >= 0 && p < n {
            let b0 = b[p]
            if b0 < 0x80 { p &+= 1; return Int(b0) }
            if p &+ 1 < n {
                let b1 = b[p &+ 1]
                if b1 < 0x80 { p &+= 2; return Int(b0 & 0x7F) | Int(b1) << 7 }
                if p &+ 2 < n {
                    let b2 = b[p &+ 2]
                    if b2 < 0x80 { p &+= 3; return Int(b0 & 0x7F) | Int(b1 & 0x7F) << 7 | Int(b2) << 14 }
                }
            }
        }
        return try readLonger(b, &p)
    }

    @usableFromInline
    static func readLonger(_ b: UnsafeRawBufferPointer, _ p: inout Int) throws(IndexError) -> Int {
        var result = 0
        var shift = 0
        while true {
            guard p < b.count, shift <= 56 else { throw .corrupt("varint") }
            let byte = b[p]
            p += 1
            result |= Int(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    @inline(__always)
    public static func append(_ v: Int, to out: inout [UInt8]) { _Varint.append(UInt64(v), to: &out) }
}

/// `withUnsafeBytes` for bodies that throw `IndexError`.
@inline(__always)
func _withBytes<R>(_ a: [UInt8], _ body: (UnsafeRawBufferPointer) throws(IndexError) -> R) throws(IndexError) -> R {
    try a.withUnsafeBytes { b in Result { () throws(IndexError) in try body(b) } }.get()
}
