/// A position in a trie between two bytes: inside a node's label, or at its end (where the
/// node's own entries end and its children begin). Walks move it one byte at a time.
struct _TrieCursor {
    let node: _TrieNode
    /// Index in the node's label (after its first byte) of the next byte; `label.count` at the end.
    let at: Int

    var atNodeEnd: Bool { at == node.label.count }

    /// The entries whose keys pass through this position.
    var entries: Range<Int> { node.entries }
}

extension _TrieSection {
    func rootCursor() throws(IndexError) -> _TrieCursor {
        _TrieCursor(node: try root(), at: 0)
    }

    /// The cursor after `byte`, or nil when no key continues with it.
    func advance(_ c: _TrieCursor, by byte: UInt8) throws(IndexError) -> _TrieCursor? {
        if !c.atNodeEnd {
            return c.node.label[c.at] == byte ? _TrieCursor(node: c.node, at: c.at + 1) : nil
        }
        guard let child = try child(of: c.node, startingWith: byte) else { return nil }
        return _TrieCursor(node: try enter(child), at: 0)
    }
}
