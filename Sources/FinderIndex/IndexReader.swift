/// A memory-mapped index file, checked on open and bounds-checked on every read, so that a
/// damaged file yields `IndexError.corrupt` rather than a crash.
///
/// Opening costs one `mmap` and a checksum of the 1 KiB header; nothing else is read until
/// a query touches it. The full body checksum is verified only by `validate()`.
public final class IndexReader: @unchecked Sendable {  // immutable after init
    public let identity: IndexIdentity
    public let recordCount: Int
    public let trieCount: Int
    public let orderingCount: Int

    let file: _MappedFile
    let bytes: UnsafeRawBufferPointer
    let sections: [Range<Int>]
    let roots: [Int]

    public convenience init(path: String) throws(IndexError) {
        try self.init(file: _MappedFile(path: path))
    }

    init(file: _MappedFile) throws(IndexError) {
        self.file = file
        let b = file.bytes
        bytes = b
        guard b.count >= _IndexFormat.headerSize else { throw .corrupt("file shorter than a header") }
        guard Array(b[0..<8]) == _IndexFormat.magic else { throw .corrupt("not a finder index") }
        guard b.loadLE32(8) == _IndexFormat.version else {
            throw .wrongFormat("format version \(b.loadLE32(8)), this build reads \(_IndexFormat.version)")
        }
        var head = _FNV1a64()
        head.combine(UnsafeRawBufferPointer(rebasing: b[0..<_IndexFormat.headerChecksumOffset]))
        guard head.value == b.loadLE64(_IndexFormat.headerChecksumOffset) else { throw .corrupt("header checksum") }
        guard b.loadLE64(80) == UInt64(b.count) else { throw .corrupt("file length \(b.count), header says \(b.loadLE64(80))") }
        trieCount = Int(b.loadLE32(12))
        orderingCount = Int(b.loadLE32(16))
        recordCount = Int(b.loadLE32(20))
        guard trieCount >= 1, trieCount <= _IndexFormat.maxTries, orderingCount >= 1,
              _IndexFormat.sectionCount(tries: trieCount, orderings: orderingCount) <= _IndexFormat.maxSections
        else { throw .corrupt("section counts") }
        identity = IndexIdentity(
            catalogueChecksum: b.loadLE64(24),
            icuVersion: Self.string(b, 32, 16),
            collatorVersion: Self.string(b, 48, 32))
        var sections: [Range<Int>] = []
        for i in 0..<_IndexFormat.sectionCount(tries: trieCount, orderings: orderingCount) {
            let o = b.loadLE64(_IndexFormat.sectionTableOffset + i * 16)
            let n = b.loadLE64(_IndexFormat.sectionTableOffset + i * 16 + 8)
            guard o >= UInt64(_IndexFormat.headerSize), o <= UInt64(b.count), n <= UInt64(b.count) - o, o % 4 == 0 else {
                throw .corrupt("section \(i) out of bounds")
            }
            sections.append(Int(o)..<Int(o + n))
        }
        self.sections = sections
        var roots: [Int] = []
        for t in 0..<trieCount {
            let r = Int(b.loadLE32(_IndexFormat.rootTableOffset + t * 4))
            guard r < sections[_IndexFormat.nodesSection(trie: t)].count else { throw .corrupt("root of trie \(t)") }
            roots.append(r)
        }
        self.roots = roots
        // Fixed-size sections must have the sizes the counts imply.
        for t in 0..<trieCount {
            guard sections[_IndexFormat.entriesSection(trie: t)].count % 4 == 0 else { throw .corrupt("entries of trie \(t)") }
            let n = sections[_IndexFormat.entriesSection(trie: t)].count / 4
            let blocks = (n + _IndexFormat.blockSize - 1) / _IndexFormat.blockSize
            let supers = (blocks + _IndexFormat.superBlockSize - 1) / _IndexFormat.superBlockSize
            for o in 0..<orderingCount {
                guard sections[_IndexFormat.blockMinSection(trie: t, ordering: o, tries: trieCount)].count == blocks * 4,
                      sections[_IndexFormat.superMinSection(trie: t, ordering: o, tries: trieCount)].count == supers * 4
                else { throw .corrupt("minima of trie \(t)") }
            }
        }
        for o in 0..<orderingCount {
            guard sections[_IndexFormat.ranksSection(ordering: o, tries: trieCount, orderings: orderingCount)].count == recordCount * 4
            else { throw .corrupt("ranks") }
        }
        guard sections[_IndexFormat.payloadOffsetsSection(tries: trieCount, orderings: orderingCount)].count == (recordCount + 1) * 4
        else { throw .corrupt("payload offsets") }
    }

    /// Throws when the file was cut short while mapped (another program truncated it): the
    /// pages that vanished read as zeros instead of crashing the process with SIGBUS, so any
    /// answer computed since is void. Check it after reading, before trusting a result.
    public func checkIntact() throws(IndexError) {
        if file.isDamaged { throw .corrupt("the file was truncated while it was read") }
    }

    /// Key/value metadata stored by the builder.
    public var metadata: [String: String] {
        let r = sections[_IndexFormat.metadataSection(tries: trieCount, orderings: orderingCount)]
        var result: [String: String] = [:]
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[r]), as: UTF8.self)
        for line in text.split(separator: "\n") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            result[String(line[..<eq])] = String(line[line.index(after: eq)...])
        }
        return result
    }

    /// The bytes stored for a record by `IndexBuilder.setPayload`.
    public func payload(of record: UInt32) throws(IndexError) -> UnsafeRawBufferPointer {
        guard Int(record) < recordCount else { throw .corrupt("record \(record) out of range") }
        let offs = sections[_IndexFormat.payloadOffsetsSection(tries: trieCount, orderings: orderingCount)]
        let blob = sections[_IndexFormat.payloadSection(tries: trieCount, orderings: orderingCount)]
        let lo = Int(bytes.loadLE32(offs.lowerBound + Int(record) * 4))
        let hi = Int(bytes.loadLE32(offs.lowerBound + Int(record) * 4 + 4))
        guard lo <= hi, hi <= blob.count else { throw .corrupt("payload of record \(record)") }
        return UnsafeRawBufferPointer(rebasing: bytes[(blob.lowerBound + lo)..<(blob.lowerBound + hi)])
    }

    /// The rank of a record in an ordering (lower first).
    /// A record id past the end (possible only in a damaged file) ranks last.
    public func rank(of record: UInt32, ordering: Int) -> UInt32 {
        precondition(ordering < orderingCount)
        guard Int(record) < recordCount else { return .max }
        let r = sections[_IndexFormat.ranksSection(ordering: ordering, tries: trieCount, orderings: orderingCount)]
        return bytes.loadLE32(r.lowerBound + Int(record) * 4)
    }

    /// Reads every byte: body checksum, and a walk of every trie node. O(file size).
    public func validate() throws(IndexError) {
        var body = _FNV1a64()
        body.combine(UnsafeRawBufferPointer(rebasing: bytes[_IndexFormat.headerSize...]))
        guard body.value == bytes.loadLE64(88) else { throw .corrupt("body checksum") }
        for t in 0..<trieCount {
            var pending = [roots[t]]
            while let offset = pending.popLast() {
                let node = try node(at: offset, trie: t)
                for c in 0..<node.childCount { pending.append(try node.child(c).offset) }
            }
        }
    }

    private static func string(_ b: UnsafeRawBufferPointer, _ offset: Int, _ n: Int) -> String {
        let raw = b[offset..<(offset + n)].prefix { $0 != 0 }
        return String(decoding: raw, as: UTF8.self)
    }
}

extension UnsafeRawBufferPointer {
    @inline(__always)
    func loadLE32(_ offset: Int) -> UInt32 {
        UInt32(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    @inline(__always)
    func loadLE64(_ offset: Int) -> UInt64 {
        UInt64(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}
