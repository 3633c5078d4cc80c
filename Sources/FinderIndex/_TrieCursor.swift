/// A position in a trie between two bytes: inside a node's label, or at its end (where the
/// node's own entries end and its children begin). Walks move it one byte at a time.
struct _TrieCursor {
    let node: _TrieNode
    /// Offset in the node section of the next label byte; `node.label.upperBound` at the end.
    let at: Int

    var atNodeEnd: Bool { at == node.label.upperBound }

    /// The entries whose keys pass through this position.
    var entries: Range<Int> { node.entryLow..<(node.entryLow + node.entryCount) }
}

extension IndexReader {
    func rootCursor(trie: Int) throws(IndexError) -> _TrieCursor {
        let root = try node(at: roots[trie], trie: trie)
        return _TrieCursor(node: root, at: root.label.lowerBound)
    }

    /// A cursor standing just after the first label byte of the child at `offset`.
    func enter(_ offset: Int, first: UInt8, trie: Int) throws(IndexError) -> _TrieCursor {
        let child = try node(at: offset, trie: trie)
        guard !child.label.isEmpty, child.section[child.label.lowerBound] == first else {
            throw .corrupt("child label at \(offset)")
        }
        return _TrieCursor(node: child, at: child.label.lowerBound + 1)
    }

    /// The cursor after `byte`, or nil when no key continues with it.
    func advance(_ c: _TrieCursor, by byte: UInt8, trie: Int) throws(IndexError) -> _TrieCursor? {
        if !c.atNodeEnd {
            return c.node.section[c.at] == byte ? _TrieCursor(node: c.node, at: c.at + 1) : nil
        }
        guard let offset = try c.node.child(startingWith: byte) else { return nil }
        return try enter(offset, first: byte, trie: trie)
    }
}
