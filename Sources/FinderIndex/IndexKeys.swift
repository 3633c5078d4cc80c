/// Keys of some records for the tries of an index, each key a slice of one byte arena — so
/// that the keys of a name from each of its words (suffixes of the name's key) are its bytes
/// once and a reference per word, not the name again and again.
public struct IndexKeys {
    public private(set) var bytes: [UInt8] = []
    var refs: [[_KeyRef]]

    public init(trieCount: Int) {
        refs = Array(repeating: [], count: trieCount)
    }

    /// Appends bytes to the arena and returns where they start.
    @discardableResult
    public mutating func append<C: Collection>(_ key: C) -> Int where C.Element == UInt8 {
        let start = bytes.count
        bytes.append(contentsOf: key)
        return start
    }

    /// Appends bytes to the arena and returns where they start (without a generic
    /// sequence's per-element calls: index builds append millions of keys).
    @discardableResult
    public mutating func append(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        let start = bytes.count
        bytes.append(contentsOf: key)
        return start
    }

    /// Adds the key `bytes[offset ..< offset + length]` of `record` to `trie`.
    public mutating func add(trie: Int, offset: Int, length: Int, record: UInt32) {
        precondition(offset >= 0 && length >= 0 && offset + length <= bytes.count)
        refs[trie].append(_KeyRef(offset: UInt32(offset), length: UInt32(length), record: record))
    }

    /// Adds a key, copying its bytes into the arena.
    public mutating func add<C: Collection>(_ key: C, trie: Int, record: UInt32) where C.Element == UInt8 {
        let start = append(key)
        add(trie: trie, offset: start, length: bytes.count - start, record: record)
    }

    public var keyCount: Int { refs.reduce(0) { $0 + $1.count } }

    /// Appends another batch's keys (their offsets moved past this arena).
    mutating func absorb(_ other: IndexKeys) {
        let shift = UInt32(bytes.count)
        precondition(UInt64(bytes.count) + UInt64(other.bytes.count) < UInt64(UInt32.max))
        bytes.append(contentsOf: other.bytes)
        for t in other.refs.indices {
            refs[t].reserveCapacity(refs[t].count + other.refs[t].count)
            for r in other.refs[t] { refs[t].append(_KeyRef(offset: r.offset + shift, length: r.length, record: r.record)) }
        }
    }

    mutating func removeAll() {
        bytes = []
        for t in refs.indices { refs[t] = [] }
    }

    /// Bytes held, roughly: the arena and 12 bytes a reference.
    var memoryFootprint: Int { bytes.count + keyCount * 12 }
}

struct _KeyRef {
    var offset: UInt32
    var length: UInt32
    var record: UInt32
}
