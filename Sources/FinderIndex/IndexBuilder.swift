import FinderFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects keys, ranks and payloads, then writes an index file that `IndexReader` maps.
///
/// An index has `trieCount` independent tries (for example tickers, first words, later
/// words) over the same records, and `orderingCount` rankings of those records (for example
/// one per UI language). Top-k queries return records of a key range in rank order without
/// visiting the whole range.
///
/// The file is written to a temporary name beside `path`, flushed, and renamed into place, so
/// a reader sees either the old index or the new one, never a half-written file.
public struct IndexBuilder {
    public let recordCount: Int
    public let trieCount: Int
    public let orderingCount: Int
    private var tries: [_TrieBuilder]
    private var ranks: [[UInt32]]
    private var payloads: [[UInt8]]

    public init(recordCount: Int, trieCount: Int, orderingCount: Int) {
        precondition(trieCount >= 1 && trieCount <= _IndexFormat.maxTries)
        precondition(orderingCount >= 1)
        precondition(_IndexFormat.sectionCount(tries: trieCount, orderings: orderingCount) <= _IndexFormat.maxSections)
        precondition(recordCount >= 0 && recordCount < Int(UInt32.max))
        self.recordCount = recordCount
        self.trieCount = trieCount
        self.orderingCount = orderingCount
        tries = Array(repeating: _TrieBuilder(), count: trieCount)
        ranks = Array(repeating: (0..<UInt32(recordCount)).map { $0 }, count: orderingCount)
        payloads = Array(repeating: [], count: recordCount)
    }

    /// Adds one key of a record to a trie. A record may have many keys in each trie.
    public mutating func addKey<C: Collection>(_ key: C, record: UInt32, trie: Int) where C.Element == UInt8 {
        precondition(Int(record) < recordCount)
        tries[trie].add(key: key, record: record)
    }

    /// Sets the rank of every record for one ordering: `ranks[record]`, lower comes first.
    public mutating func setRanks(_ ranks: [UInt32], ordering: Int) {
        precondition(ranks.count == recordCount)
        self.ranks[ordering] = ranks
    }

    /// Opaque bytes stored with a record and returned by `IndexReader.payload(of:)`.
    public mutating func setPayload(_ bytes: [UInt8], record: Int) {
        payloads[record] = bytes
    }

    /// Serializes everything into the bytes of an index file.
    public func serialize(identity: IndexIdentity, metadata: [String: String] = [:]) -> [UInt8] {
        var sections: [[UInt8]] = Array(
            repeating: [], count: _IndexFormat.sectionCount(tries: trieCount, orderings: orderingCount))
        var roots: [UInt32] = []
        var entryArrays: [[UInt32]] = []
        // The tries are independent: sort and serialize them on every core.
        let builtTries = parallelMap(0..<tries.count) { tries[$0].build() }
        for (t, built) in builtTries.enumerated() {
            sections[_IndexFormat.nodesSection(trie: t)] = built.nodes
            sections[_IndexFormat.entriesSection(trie: t)] = Self.bytes(of: built.entries)
            roots.append(built.root)
            entryArrays.append(built.entries)
        }
        for o in 0..<orderingCount {
            let rank = ranks[o]
            for t in 0..<trieCount {
                let (blocks, supers) = Self.minima(entries: entryArrays[t], rank: rank)
                sections[_IndexFormat.blockMinSection(trie: t, ordering: o, tries: trieCount)] = Self.bytes(of: blocks)
                sections[_IndexFormat.superMinSection(trie: t, ordering: o, tries: trieCount)] = Self.bytes(of: supers)
            }
            sections[_IndexFormat.ranksSection(ordering: o, tries: trieCount, orderings: orderingCount)] = Self.bytes(of: rank)
        }
        var offsets: [UInt32] = [0]
        var blob: [UInt8] = []
        for p in payloads { blob.append(contentsOf: p); offsets.append(UInt32(blob.count)) }
        sections[_IndexFormat.payloadOffsetsSection(tries: trieCount, orderings: orderingCount)] = Self.bytes(of: offsets)
        sections[_IndexFormat.payloadSection(tries: trieCount, orderings: orderingCount)] = blob
        var meta = ""
        for key in metadata.keys.sorted() { meta += "\(key)=\(metadata[key]!)\n" }
        sections[_IndexFormat.metadataSection(tries: trieCount, orderings: orderingCount)] = Array(meta.utf8)

        var w = _ByteWriter()
        w.reserve(_IndexFormat.headerSize + sections.reduce(0) { $0 + $1.count + 8 })
        w.append(contentsOf: _IndexFormat.magic)
        w.u32(_IndexFormat.version)
        w.u32(UInt32(trieCount))
        w.u32(UInt32(orderingCount))
        w.u32(UInt32(recordCount))
        w.u64(identity.catalogueChecksum)
        w.append(contentsOf: Self.fixed(identity.icuVersion, 16))
        w.append(contentsOf: Self.fixed(identity.collatorVersion, 32))
        w.u64(0)  // file length, patched below
        w.u64(0)  // body checksum, patched below
        while w.count < _IndexFormat.headerSize { w.u8(0) }

        var table: [(Int, Int)] = []
        for s in sections {
            w.pad(to: 8)
            table.append((w.count, s.count))
            w.append(contentsOf: s)
        }
        for (i, (offset, length)) in table.enumerated() {
            w.patchU64(UInt64(offset), at: _IndexFormat.sectionTableOffset + i * 16)
            w.patchU64(UInt64(length), at: _IndexFormat.sectionTableOffset + i * 16 + 8)
        }
        for (t, root) in roots.enumerated() { w.patchU32(root, at: _IndexFormat.rootTableOffset + t * 4) }
        w.patchU64(UInt64(w.count), at: 80)
        var body = _FNV1a64()
        w.bytes.withUnsafeBytes { body.combine(UnsafeRawBufferPointer(rebasing: $0[_IndexFormat.headerSize...])) }
        w.patchU64(body.value, at: 88)
        var head = _FNV1a64()
        w.bytes.withUnsafeBytes { head.combine(UnsafeRawBufferPointer(rebasing: $0[0..<_IndexFormat.headerChecksumOffset])) }
        w.patchU64(head.value, at: _IndexFormat.headerChecksumOffset)
        return w.bytes
    }

    /// Writes the index atomically: temporary file (mode 0600), fsync, rename, fsync of the folder.
    public func write(to path: String, identity: IndexIdentity, metadata: [String: String] = [:]) throws(IndexError) {
        let bytes = serialize(identity: identity, metadata: metadata)
        do { try AtomicFile.write(bytes, to: path) } catch { throw .io(path: error.path, errno: error.errno) }
    }

    static func minima(entries: [UInt32], rank: [UInt32]) -> (blocks: [UInt32], supers: [UInt32]) {
        let b = _IndexFormat.blockSize
        var blocks: [UInt32] = []
        blocks.reserveCapacity(entries.count / b + 1)
        var i = 0
        while i < entries.count {
            var m = UInt32.max
            for j in i..<min(i + b, entries.count) { m = min(m, rank[Int(entries[j])]) }
            blocks.append(m)
            i += b
        }
        var supers: [UInt32] = []
        i = 0
        while i < blocks.count {
            supers.append(blocks[i..<min(i + _IndexFormat.superBlockSize, blocks.count)].min()!)
            i += _IndexFormat.superBlockSize
        }
        return (blocks, supers)
    }

    static func bytes(of values: [UInt32]) -> [UInt8] {
        var w = _ByteWriter()
        w.reserve(values.count * 4)
        for v in values { w.u32(v) }
        return w.bytes
    }

    static func fixed(_ s: String, _ n: Int) -> [UInt8] {
        var b = Array(s.utf8.prefix(n))
        while b.count < n { b.append(0) }
        return b
    }
}

/// What an index was built from. A reader compares it with the current catalogue and ICU:
/// any difference means the index is stale and must be rebuilt.
public struct IndexIdentity: Equatable, Sendable {
    public var catalogueChecksum: UInt64
    public var icuVersion: String
    public var collatorVersion: String

    public init(catalogueChecksum: UInt64, icuVersion: String, collatorVersion: String) {
        self.catalogueChecksum = catalogueChecksum
        self.icuVersion = icuVersion
        self.collatorVersion = collatorVersion
    }
}
