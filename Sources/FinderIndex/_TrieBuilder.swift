// Over 300 lines: the streaming writer of one node format and the format's description;
// its reader is `_TrieNode`.
/// Builds one path-compressed (Patricia) byte trie from keys in sorted order, streaming: a
/// node is written as soon as the keys that follow it show that it is complete, so memory
/// holds only the path to the current key (and the output).
///
/// Node encoding (post-order: every node follows its children, which it names by a positive
/// backward distance; the root comes last):
///
///     varint header          (rest << 3) | (hasOwn << 2) | c: `rest` label bytes after the
///                            first (which the parent holds); c = 1…3 children, or 0 and a
///                            varint child count follows
///     [varint childCount]    when c = 0
///     rest label bytes
///     [varint own]           when hasOwn: entries whose key ends exactly here (first in the run)
///     children, ascending by first byte, each:
///         u8 first label byte
///         varint v = (value << 3) | (kind << 1) | multi
///           kind 0, a node:          value = its backward distance; varint entry count follows
///           kind 1, a leaf in place: value = tail length; [varint count − 2 when multi]; tail bytes
///           kind 2, a shared tail:   value = tail id (`_TailTable`); [varint count − 2 when multi]
///
/// A leaf (a key no other key continues) is not a node: it lives in its parent's child list,
/// its entry count 1 unless `multi`. No node stores where its entries start: the entries of a
/// subtree are a contiguous run of the key-sorted entry array, so a walk computes each child's
/// run from its parent's (own entries first, then each child's count in order).
///
/// A struct with mutating methods (not closures over local variables, nor a class): its
/// state is then checked for exclusive access at compile time, not on every access.
struct _TrieBuilder {
    struct Output {
        var nodes: [UInt8]
        var root: Int
        var entryCount: Int
        var entries: [UInt8]
        /// Per ordering: block and super-block minima of the entries' ranks.
        var minima: [(blocks: [UInt32], supers: [UInt32])]
    }

    /// A part of a trie: the subtrees below the root of keys in a range of first bytes,
    /// built on its own thread; `assemble` joins the parts under one root.
    struct Part {
        var nodes: [UInt8]
        var rootOwn: Int
        var rootChildren: [Child]
        var rootTails: [UInt8]
        var entries: [UInt32]
    }

    struct Child {
        var first: UInt8
        var kind: UInt8        // 0 node, 1 inline tail, 2 shared tail
        var value: Int         // node offset, tail length or tail id
        var count: Int
        var tailStart: Int     // inline tails: in the owner's `tails`
    }

    private struct OpenNode {
        var depth = 0
        var own = 0
        var children: [Child] = []
        var tails: [UInt8] = []
    }

    /// Where a leaf's tail id comes from: a table of all tails (keys merged from runs), or an
    /// id per leaf in key order (`_TailSort`, in-memory builds), -1 for none.
    enum Tails {
        case none
        case table(_TailTable)
        case perLeaf(UnsafeBufferPointer<Int32>)
    }

    private let tails: Tails
    private var leaves = 0
    private let recordCount: Int
    private var out: [UInt8] = []
    private var entries: [UInt32] = []
    private var stack: [OpenNode] = [OpenNode()]
    private var sp = 1                      // stack[0..<sp] is the open path; stack[0] the root
    private var previous: [UInt8] = []      // the last distinct key (the path of the open nodes)
    private var hasPrevious = false

    /// Builds a part of a trie (`keys`: those of some first bytes, in order).
    static func buildPart(_ keys: any _KeyStream, tails: Tails, recordCount: Int) throws(IndexError) -> Part {
        var b = _TrieBuilder(tails: tails, recordCount: recordCount)
        try keys.forEach { (key, record) throws(IndexError) in try b.add(key, record) }
        b.closeAll()
        return Part(nodes: b.out, rootOwn: b.stack[0].own, rootChildren: b.stack[0].children, rootTails: b.stack[0].tails,
                    entries: b.entries)
    }

    /// Joins parts (in key order) under one root and serializes the trie: nodes, entries
    /// (record ids packed in `recordBits` bits) and, per ordering, the range minima of the
    /// entries' ranks.
    static func assemble(_ parts: [Part], recordBits: Int, recordCount: Int,
                         ranks: [[UInt32]]) -> Output {
        var b = _TrieBuilder(tails: .none, recordCount: recordCount)
        var root = OpenNode()
        var entries = _PackedWriter(bits: recordBits, reserve: parts.reduce(0) { $0 + $1.entries.count })
        for part in parts {
            let shift = b.out.count
            b.out.append(contentsOf: part.nodes)
            root.own += part.rootOwn
            for var c in part.rootChildren {
                if c.kind == 0 { c.value += shift }
                if c.kind == 1 {
                    let start = c.tailStart
                    c.tailStart = root.tails.count
                    root.tails.append(contentsOf: part.rootTails[start..<(start + c.value)])
                }
                root.children.append(c)
            }
            for e in part.entries { entries.append(e) }
        }
        b.stack[0] = root
        let rootChild = b.close(0, parentDepth: 0)
        // Range minima of the entries' ranks, per block and super-block.
        let B = _IndexFormat.rmqBlockSize, S = _IndexFormat.superBlockSize
        var minima: [(blocks: [UInt32], supers: [UInt32])] = []
        for rank in ranks {
            var blocks: [UInt32] = []
            blocks.reserveCapacity(entries.count / B + 1)
            var m = UInt32.max, k = 0
            for part in parts {
                for e in part.entries {
                    m = min(m, rank[Int(e)])
                    k += 1
                    if k == B { blocks.append(m); m = .max; k = 0 }
                }
            }
            if k > 0 { blocks.append(m) }
            var supers: [UInt32] = []
            var i = 0
            while i < blocks.count {
                supers.append(blocks[i..<min(i + S, blocks.count)].min()!)
                i += S
            }
            minima.append((blocks, supers))
        }
        let count = entries.count
        return Output(nodes: b.out, root: rootChild.value, entryCount: count, entries: entries.finish(), minima: minima)
    }

    private init(tails: Tails, recordCount: Int) {
        self.tails = tails
        self.recordCount = recordCount
    }

    private mutating func add(_ key: UnsafeRawBufferPointer, _ record: UInt32) throws(IndexError) {
        let l = hasPrevious ? _commonPrefix(previous, key) : 0
        if hasPrevious && l == key.count && l == previous.count {
            // Another record of the same key: one more own entry of the open node.
            stack[sp - 1].own += 1
            try addEntry(record)
            return
        }
        // Close the nodes deeper than the common prefix.
        while stack[sp - 1].depth > l {
            let index = sp - 1
            sp -= 1
            let parentDepth = max(stack[sp - 1].depth, l)
            let child = close(index, parentDepth: parentDepth)
            if stack[sp - 1].depth >= l {
                adopt(child, into: sp - 1, parentDepth: parentDepth)
            } else {
                // The key branches inside the edge: a new node where it does.
                push(depth: l, own: 0)
                adopt(child, into: sp - 1, parentDepth: l)
            }
        }
        if key.count == stack[sp - 1].depth {
            stack[sp - 1].own += 1        // only the empty key lands on the root
        } else {
            push(depth: key.count, own: 1)
        }
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: key)
        hasPrevious = true
        try addEntry(record)
    }

    /// Closes every open node but the root.
    private mutating func closeAll() {
        while sp > 1 {
            let index = sp - 1
            sp -= 1
            let parentDepth = stack[sp - 1].depth
            adopt(close(index, parentDepth: parentDepth), into: sp - 1, parentDepth: parentDepth)
        }
    }

    private mutating func addEntry(_ record: UInt32) throws(IndexError) {
        guard Int(record) < recordCount else { throw .corrupt("key of record \(record) past \(recordCount)") }
        entries.append(record)
    }

    private mutating func push(depth: Int, own: Int) {
        if sp == stack.count { stack.append(OpenNode()) }
        stack[sp].depth = depth
        stack[sp].own = own
        stack[sp].children.removeAll(keepingCapacity: true)
        stack[sp].tails.removeAll(keepingCapacity: true)
        sp += 1
    }

    /// Adds a closed child to stack[index], copying an in-place tail.
    private mutating func adopt(_ child: Child, into index: Int, parentDepth: Int) {
        var c = child
        if c.kind == 1 {
            c.tailStart = stack[index].tails.count
            stack[index].tails.append(contentsOf: previous[(parentDepth + 1)..<(parentDepth + 1 + c.value)])
        }
        stack[index].children.append(c)
    }

    @inline(__always)
    private mutating func varint(_ v: UInt64) { _Varint.append(v, to: &out) }

    /// Closes stack[index] (its parent is `parentDepth` deep) into a child of its parent;
    /// the root (index 0) is always written as a node.
    mutating func close(_ index: Int, parentDepth: Int) -> Child {
        let isRoot = index == 0
        let depth = stack[index].depth, own = stack[index].own
        var total = own
        for c in stack[index].children { total += c.count }
        let first = isRoot ? 0 : previous[parentDepth]
        let restStart = isRoot ? 0 : parentDepth + 1, restEnd = isRoot ? 0 : depth
        let c = stack[index].children.count
        if c == 0 && !isRoot {
            // A leaf: its tail goes to its parent's list, shared or in place.
            let n = restEnd - restStart
            var id: Int?
            switch tails {
            case .none: break
            case .table(let table):
                if n >= _TailTable.minLength {
                    id = previous.withUnsafeBytes { table.id(of: UnsafeRawBufferPointer(rebasing: $0[restStart..<restEnd])) }
                }
            case .perLeaf(let ids):
                let i = Int(ids[leaves])
                if i >= 0 { id = i }
            }
            leaves += 1
            if let id, _Varint.size(UInt64(id) << 3) < _Varint.size(UInt64(n) << 3) + n {
                return Child(first: first, kind: 2, value: id, count: total, tailStart: 0)
            }
            return Child(first: first, kind: 1, value: n, count: total, tailStart: -1)
        }
        let offset = out.count
        varint(UInt64(restEnd - restStart) << 3 | (own > 0 ? 4 : 0) | UInt64(c >= 1 && c <= 3 ? c : 0))
        if c == 0 || c > 3 { varint(UInt64(c)) }
        out.append(contentsOf: previous[restStart..<restEnd])
        if own > 0 { varint(UInt64(own)) }
        for k in 0..<c {
            let child = stack[index].children[k]
            out.append(child.first)
            let multi: UInt64 = child.kind != 0 && child.count > 1 ? 1 : 0
            let value = child.kind == 0 ? offset - child.value : child.value
            varint(UInt64(value) << 3 | UInt64(child.kind) << 1 | multi)
            if child.kind == 0 {
                varint(UInt64(child.count))
            } else {
                if multi == 1 { varint(UInt64(child.count - 2)) }
                if child.kind == 1 { out.append(contentsOf: stack[index].tails[child.tailStart..<(child.tailStart + child.value)]) }
            }
        }
        return Child(first: first, kind: 0, value: offset, count: total, tailStart: 0)
    }
}

/// Finds the tails a trie's leaves will have (pass 1 of 2; `_TrieBuilder` is pass 2): a
/// leaf's parent is as deep as its key's longest common prefix with a neighbour. Counts them
/// in a table (keys merged from runs) or lists them as slices of the arena (in memory).
struct _TailCounter {
    private let table: _TailTable?
    private var previous: [UInt8] = []          // the key before `current`
    private var current: [UInt8] = []
    private var hasCurrent = false
    private var lcpBefore = 0                   // common prefix of previous and current

    private var leaves = 0
    /// In-memory keys: each tail of `minLength` bytes or more as (arena offset, length, leaf
    /// number in key order).
    private var listed: [_KeyRef] = []
    private let arenaBase: Int

    static func count(_ keys: any _KeyStream, into table: _TailTable) throws(IndexError) {
        var c = _TailCounter(table: table, arenaBase: 0)
        try keys.forEach { (key, _) throws(IndexError) in c.add(key) }
        c.finish(lcpAfter: nil)
    }

    /// The tails of sorted in-memory keys, and how many leaves there are.
    static func list(_ keys: _SortedKeys) -> (tails: [_KeyRef], leaves: Int) {
        keys.arena.withUnsafeBytes { a in
            var c = _TailCounter(table: nil, arenaBase: Int(bitPattern: a.baseAddress))
            try? keys.forEach { (key, _) throws(IndexError) in c.add(key) }
            c.finish(lcpAfter: nil)
            return (c.listed, c.leaves)
        }
    }

    private init(table: _TailTable?, arenaBase: Int) {
        self.table = table
        self.arenaBase = arenaBase
    }

    private var currentAt = 0                   // in-memory: where `current` lies in the arena

    private mutating func add(_ key: UnsafeRawBufferPointer) {
        let l = hasCurrent ? _commonPrefix(current, key) : 0
        if hasCurrent && l == key.count && l == current.count { return }
        finish(lcpAfter: l)
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: key)
        currentAt = key.baseAddress.map { Int(bitPattern: $0) - arenaBase } ?? 0
        lcpBefore = hasCurrent ? l : 0
        hasCurrent = true
    }

    /// `current` is a leaf unless the next key continues it.
    private mutating func finish(lcpAfter: Int?) {
        guard hasCurrent, !current.isEmpty else { return }
        let after = lcpAfter ?? 0
        guard after < current.count else { return }
        defer { leaves += 1 }
        let parent = max(lcpBefore, after)
        guard current.count - parent - 1 >= _TailTable.minLength else { return }
        if let table {
            current.withUnsafeBytes { table.add(UnsafeRawBufferPointer(rebasing: $0[(parent + 1)...])) }
        } else {
            listed.append(_KeyRef(offset: UInt32(currentAt + parent + 1), length: UInt32(current.count - parent - 1),
                                  record: UInt32(leaves)))
        }
    }
}

/// Bytes `a` and `b` share at their start.
@inline(__always)
func _commonPrefix(_ a: [UInt8], _ b: UnsafeRawBufferPointer) -> Int {
    a.withUnsafeBytes { x in
        let n = min(x.count, b.count)
        guard n > 0, let p = x.baseAddress, let q = b.baseAddress else { return 0 }
        var i = 0
        while i + 8 <= n {
            let u = p.loadUnaligned(fromByteOffset: i, as: UInt64.self), v = q.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if u != v { return i + (UInt64(littleEndian: u ^ v).trailingZeroBitCount >> 3) }
            i += 8
        }
        while i < n && p.load(fromByteOffset: i, as: UInt8.self) == q.load(fromByteOffset: i, as: UInt8.self) { i += 1 }
        return i
    }
}
