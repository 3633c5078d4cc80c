/// Builds one path-compressed (Patricia) byte trie from unsorted `(key, record)` pairs and
/// serializes it, with its entry array, for `IndexReader`.
///
/// Node encoding (post-order, so that every child precedes its parent and a parent refers to
/// its children by a positive backward distance):
///
///     varint labelLength, label bytes       edge from the parent into this node
///     varint entryLow, varint entryCount    the subtree's entries: a contiguous run of the
///                                           key-sorted entry array
///     varint ownCount                       entries whose key ends exactly here (they come
///                                           first in the run)
///     varint childCount, then per child:    u8 first label byte, varint (node start − child start)
///
/// Cost: O(n log n) comparisons to sort n keys, then O(total key bytes) to build.
struct _TrieBuilder {
    private(set) var keyBytes: [UInt8] = []
    private(set) var keyStart: [UInt32] = []
    private(set) var keyLength: [UInt32] = []
    private(set) var records: [UInt32] = []

    var count: Int { records.count }

    mutating func add<C: Collection>(key: C, record: UInt32) where C.Element == UInt8 {
        keyStart.append(UInt32(keyBytes.count))
        keyBytes.append(contentsOf: key)
        keyLength.append(UInt32(key.count))
        records.append(record)
    }

    /// Entry order: by key bytes, then by record id.
    private func sortedOrder() -> [UInt32] {
        var order = (0..<UInt32(records.count)).map { $0 }
        keyBytes.withUnsafeBufferPointer { kb in
            keyStart.withUnsafeBufferPointer { ks in
                keyLength.withUnsafeBufferPointer { kl in
                    records.withUnsafeBufferPointer { rec in
                        let base = kb.baseAddress
                        order.sort { a, b in
                            let la = Int(kl[Int(a)]), lb = Int(kl[Int(b)])
                            let n = min(la, lb)
                            if n > 0, let base {
                                let c = memcmpBytes(base + Int(ks[Int(a)]), base + Int(ks[Int(b)]), n)
                                if c != 0 { return c < 0 }
                            }
                            if la != lb { return la < lb }
                            return rec[Int(a)] < rec[Int(b)]
                        }
                    }
                }
            }
        }
        return order
    }

    /// Serializes the trie. Returns the node bytes, the entry array (record ids in key order)
    /// and the root's offset within the node bytes.
    func build() -> (nodes: [UInt8], entries: [UInt32], root: UInt32) {
        let order = sortedOrder()
        var entries = [UInt32]()
        entries.reserveCapacity(order.count)
        for i in order { entries.append(records[Int(i)]) }

        // In-memory tree. Children are a singly linked list, newest first.
        var depth: [Int32] = [0]
        var rep: [Int32] = [-1]          // an entry whose key spells this node's path
        var head: [Int32] = [-1]         // most recently added child
        var next: [Int32] = [-1]         // next older sibling
        var ownLow: [Int32] = [0]
        var ownCount: [Int32] = [0]
        func newNode(_ d: Int, _ r: Int, _ lo: Int, _ n: Int) -> Int32 {
            depth.append(Int32(d)); rep.append(Int32(r)); head.append(-1); next.append(-1)
            ownLow.append(Int32(lo)); ownCount.append(Int32(n))
            return Int32(depth.count - 1)
        }

        keyBytes.withUnsafeBufferPointer { kb in
            var stack: [Int32] = [0]
            var previous = -1
            var i = 0
            while i < order.count {
                let k = Int(order[i])
                var j = i + 1
                while j < order.count, sameKey(k, Int(order[j]), kb) { j += 1 }
                let length = Int(keyLength[k])
                let l = previous < 0 ? 0 : commonPrefix(previous, k, kb)
                var popped: Int32 = -1
                while Int(depth[Int(stack[stack.count - 1])]) > l { popped = stack.removeLast() }
                let top = stack[stack.count - 1]
                if Int(depth[Int(top)]) < l {
                    // Split the edge into `popped` with a node at depth l.
                    let mid = newNode(l, i, 0, 0)
                    next[Int(mid)] = next[Int(popped)]
                    next[Int(popped)] = -1
                    head[Int(mid)] = popped
                    head[Int(top)] = mid
                    stack.append(mid)
                }
                let parent = stack[stack.count - 1]
                if Int(depth[Int(parent)]) == length {
                    // Only the empty key can land on the root itself.
                    ownLow[Int(parent)] = Int32(i); ownCount[Int(parent)] = Int32(j - i)
                    if rep[Int(parent)] < 0 { rep[Int(parent)] = Int32(i) }
                } else {
                    let leaf = newNode(length, i, i, j - i)
                    next[Int(leaf)] = head[Int(parent)]
                    head[Int(parent)] = leaf
                    stack.append(leaf)
                }
                previous = k
                i = j
            }
        }

        // Post-order serialization.
        var w = _ByteWriter()
        w.reserve(keyBytes.count / 2 + depth.count * 8)
        var entryLow = [Int32](repeating: 0, count: depth.count)
        var entryCount = [Int32](repeating: 0, count: depth.count)
        var offset = [UInt32](repeating: 0, count: depth.count)

        func emit(_ node: Int, parentDepth: Int) {
            var children: [Int32] = []
            var c = head[node]
            while c >= 0 { children.append(c); c = next[Int(c)] }
            children.reverse()
            for child in children { emit(Int(child), parentDepth: Int(depth[node])) }
            var low = Int(ownLow[node]), total = Int(ownCount[node])
            if total == 0, let first = children.first { low = Int(entryLow[Int(first)]) }
            for child in children { total += Int(entryCount[Int(child)]) }
            entryLow[node] = Int32(low); entryCount[node] = Int32(total)

            let start = w.count
            offset[node] = UInt32(start)
            let labelLength = Int(depth[node]) - parentDepth
            w.varint(labelLength)
            if labelLength > 0 {
                let k = Int(order[Int(rep[node])])
                let s = Int(keyStart[k]) + parentDepth
                w.append(contentsOf: keyBytes[s..<(s + labelLength)])
            }
            w.varint(low)
            w.varint(total)
            w.varint(Int(ownCount[node]))
            w.varint(children.count)
            for child in children {
                let k = Int(order[Int(rep[Int(child)])])
                w.u8(keyBytes[Int(keyStart[k]) + Int(depth[node])])
                w.varint(start - Int(offset[Int(child)]))
            }
        }
        emit(0, parentDepth: 0)
        return (w.bytes, entries, offset[0])
    }

    private func sameKey(_ a: Int, _ b: Int, _ kb: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = Int(keyLength[a])
        guard n == Int(keyLength[b]) else { return false }
        guard n > 0, let base = kb.baseAddress else { return true }
        return memcmpBytes(base + Int(keyStart[a]), base + Int(keyStart[b]), n) == 0
    }

    private func commonPrefix(_ a: Int, _ b: Int, _ kb: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(Int(keyLength[a]), Int(keyLength[b]))
        let sa = Int(keyStart[a]), sb = Int(keyStart[b])
        var i = 0
        while i < n && kb[sa + i] == kb[sb + i] { i += 1 }
        return i
    }
}

@inline(__always)
func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Int32 {
    var i = 0
    while i < n {
        let x = a[i], y = b[i]
        if x != y { return x < y ? -1 : 1 }
        i += 1
    }
    return 0
}
