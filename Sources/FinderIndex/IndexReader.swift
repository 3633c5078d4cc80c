// Over 300 lines: opening and checking one mapped format (header, sections, checksums)
// and its ranged lookups; the walks are `IndexReader+Walk.swift`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A memory-mapped index file, checked on open and bounds-checked on every read, so that a
/// damaged file yields `IndexError.corrupt` rather than a crash or a wrong answer.
///
/// Opening costs one `mmap`, a check of the 1 KiB header and of the second checksum level
/// (4 bytes per 512 KiB of file); nothing else is read until a query touches it. Every 1 KiB
/// block is verified against its checksum the first time anything is read from it
/// (`_BlockVerifier`), so a query checksums only the blocks it reads, once per process.
///
/// Reads that cannot throw (`record(at:trie:)`, `rank(of:ordering:)`) answer a harmless value
/// from a block that fails its checksum and remember the damage: `checkIntact()` then throws,
/// as it does for a file cut short under the mapping.
public final class IndexReader: @unchecked Sendable {  // immutable after init (but for the verifier's flags)
    public let identity: IndexIdentity
    public let recordCount: Int
    public let trieCount: Int
    public let orderingCount: Int

    let file: _MappedFile
    let bytes: UnsafeRawBufferPointer
    let sections: _FixedTable<Range<Int>>
    let verifier: _BlockVerifier
    let roots: [Int]
    let entryCounts: [Int]
    let entries: _FixedTable<_Packed>
    /// Per ordering: the u32 rank of each record.
    let ranks: _FixedTable<UnsafeRawPointer?>
    let recordBits: Int
    let payloadBlockSize: Int
    let payloadIndex: _Packed
    let tailTable: _Packed
    let tailLengthBits: Int

    public convenience init(path: String) throws(IndexError) {
        try self.init(file: _MappedFile(path: path))
    }

    init(file: _MappedFile) throws(IndexError) {
        self.file = file
        let b = file.bytes
        bytes = b
        let H = _IndexFormat.self
        guard b.count >= H.headerSize else { throw .corrupt("file shorter than a header") }
        guard Array(b[0..<8]) == H.magic else { throw .corrupt("not a finder index") }
        guard b.loadLE32(8) == H.version else {
            throw .wrongFormat("format version \(b.loadLE32(8)), this build reads \(H.version)")
        }
        guard UInt64(_BlockChecksum.of(UnsafeRawBufferPointer(rebasing: b[0..<H.headerChecksumOffset]))) == b.loadLE64(H.headerChecksumOffset)
        else { throw .corrupt("header checksum") }
        guard b.loadLE64(H.fileLengthOffset) == UInt64(b.count) else {
            throw .corrupt("file length \(b.count), header says \(b.loadLE64(H.fileLengthOffset))")
        }
        trieCount = Int(b.loadLE32(12))
        orderingCount = Int(b.loadLE32(16))
        recordCount = Int(b.loadLE32(20))
        guard trieCount >= 1, trieCount <= H.maxTries, orderingCount >= 1, orderingCount <= H.maxOrderings
        else { throw .corrupt("section counts") }
        identity = IndexIdentity(
            catalogueChecksum: b.loadLE64(24),
            icuVersion: Self.string(b, 32, 16),
            collatorVersion: Self.string(b, 48, 32))
        let checksummedEnd = b.loadLE64(H.checksummedEndOffset)
        guard checksummedEnd >= UInt64(H.headerSize), checksummedEnd <= UInt64(b.count) else { throw .corrupt("body length") }
        let sections = _FixedTable<Range<Int>>(count: H.sectionCount, repeating: 0..<0)
        for i in 0..<H.sectionCount {
            let o = b.loadLE64(H.sectionTableOffset + i * 16)
            let n = b.loadLE64(H.sectionTableOffset + i * 16 + 8)
            let isChecksum = i == H.checksumSection || i == H.checksumChunkSection
            let end = isChecksum ? UInt64(b.count) : checksummedEnd
            if o == 0 && n == 0 { continue }
            // Checksum sections hold u32s: the second level follows the first without padding.
            guard o >= UInt64(H.headerSize), o <= end, n <= end - o, o % (isChecksum ? 4 : 8) == 0 else {
                throw .corrupt("section \(i) out of bounds")
            }
            sections[i] = Int(o)..<Int(o + n)
        }
        self.sections = sections
        verifier = try _BlockVerifier(bytes: b, checksummedEnd: Int(checksummedEnd),
                                      level1: sections[H.checksumSection], level2: sections[H.checksumChunkSection],
                                      level2Checksum: b.loadLE64(H.level2ChecksumOffset))

        func u32(_ offset: Int) -> Int { Int(b.loadLE32(offset)) }
        recordBits = u32(H.recordBitsOffset)
        let rankBits = u32(H.rankBitsOffset)
        payloadBlockSize = u32(H.payloadBlockOffset)
        let payloadIndexBits = u32(H.payloadIndexBitsOffset)
        let tailOffsetBits = u32(H.tailOffsetBitsOffset)
        tailLengthBits = u32(H.tailLengthBitsOffset)
        let tailCount = u32(H.tailCountOffset)
        guard (1...32).contains(recordBits), recordCount <= 1 << recordBits, rankBits == 32,
              payloadBlockSize >= 1, (1...56).contains(payloadIndexBits), (1...56).contains(tailOffsetBits),
              (1...56).contains(tailLengthBits), tailOffsetBits + tailLengthBits <= 56
        else { throw .corrupt("field widths") }

        func packed(_ slot: Int, count: Int, bits: Int, _ what: String) throws(IndexError) -> _Packed {
            let s = sections[slot]
            guard s.count >= _PackedWriter.byteCount(count: count, bits: bits) else { throw .corrupt(what) }
            return _Packed(base: b.baseAddress.map { $0 + s.lowerBound }, count: count, bits: bits)
        }
        var roots: [Int] = [], entryCounts: [Int] = []
        let entries = _FixedTable(count: trieCount, repeating: _Packed(base: nil, count: 0, bits: 1))
        for t in 0..<trieCount {
            let root = u32(H.trieTableOffset + t * 16), count = u32(H.trieTableOffset + t * 16 + 4)
            guard root < sections[H.nodesSection(trie: t)].count else { throw .corrupt("root of trie \(t)") }
            roots.append(root)
            entryCounts.append(count)
            entries[t] = try packed(H.entriesSection(trie: t), count: count, bits: recordBits, "entries of trie \(t)")
            let blocks = (count + H.rmqBlockSize - 1) / H.rmqBlockSize
            let supers = (blocks + H.superBlockSize - 1) / H.superBlockSize
            for o in 0..<orderingCount {
                guard sections[H.blockMinSection(trie: t, ordering: o)].count == blocks * 4,
                      sections[H.superMinSection(trie: t, ordering: o)].count == supers * 4
                else { throw .corrupt("minima of trie \(t)") }
            }
        }
        self.roots = roots
        self.entryCounts = entryCounts
        self.entries = entries
        let ranks = _FixedTable<UnsafeRawPointer?>(count: orderingCount, repeating: nil)
        for o in 0..<orderingCount {
            let r = sections[H.ranksSection(ordering: o)]
            guard r.count == recordCount * 4 else { throw .corrupt("ranks") }
            ranks[o] = b.baseAddress.map { $0 + r.lowerBound }
        }
        self.ranks = ranks
        let payloadBlocks = (recordCount + payloadBlockSize - 1) / payloadBlockSize
        payloadIndex = try packed(H.payloadIndexSection, count: payloadBlocks + 1, bits: payloadIndexBits, "payload index")
        tailTable = try packed(H.tailTableSection, count: tailCount, bits: tailOffsetBits + tailLengthBits, "tail table")
    }

    /// Throws when the file was cut short while mapped (another program truncated it: the
    /// pages that vanished read as zeros instead of crashing the process with SIGBUS), or when
    /// a read that could not throw met a block that fails its checksum: any answer computed
    /// since is void. Check it after reading, before trusting a result.
    public func checkIntact() throws(IndexError) {
        if file.isDamaged { throw .corrupt("the file was truncated while it was read") }
        if verifier.sawDamage { throw .corrupt("block checksum") }
    }

    /// Key/value metadata stored by the builder.
    public var metadata: [String: String] {
        get throws(IndexError) {
            let text = String(decoding: try verified(sections[_IndexFormat.metadataSection]), as: UTF8.self)
            var result: [String: String] = [:]
            for line in text.split(separator: "\n") {
                guard let eq = line.firstIndex(of: "=") else { continue }
                result[String(line[..<eq])] = String(line[line.index(after: eq)...])
            }
            return result
        }
    }

    /// Bytes of the file (absolute range), after verifying every block they lie in.
    func verified(_ range: Range<Int>) throws(IndexError) -> UnsafeRawBufferPointer {
        try verifier.verify(range)
        return UnsafeRawBufferPointer(rebasing: bytes[range])
    }

    /// The bytes stored for a record by `IndexBuilder.setPayload` or `appendPayload`.
    public func payload(of record: UInt32) throws(IndexError) -> UnsafeRawBufferPointer {
        let block = try payloadBlock(containing: record)
        return block.records[Int(record - block.first)]
    }

    /// The payloads of the block of `payloadBlockSize` records holding `record`, from the
    /// block's first record.
    public func payloadBlock(containing record: UInt32) throws(IndexError) -> (first: UInt32, records: [UnsafeRawBufferPointer]) {
        guard Int(record) < recordCount else { throw .corrupt("record \(record) out of range") }
        let block = Int(record) / payloadBlockSize
        let section = sections[_IndexFormat.payloadSection]
        let lo = Int(try packedValue(payloadIndex, block, section: _IndexFormat.payloadIndexSection))
        let hi = Int(try packedValue(payloadIndex, block + 1, section: _IndexFormat.payloadIndexSection))
        guard lo <= hi, hi <= section.count else { throw .corrupt("payload of record \(record)") }
        let bytes = try verified((section.lowerBound + lo)..<(section.lowerBound + hi))
        let first = block * payloadBlockSize
        let count = min(payloadBlockSize, recordCount - first)
        var records: [UnsafeRawBufferPointer] = []
        records.reserveCapacity(count)
        var p = 0
        for _ in 0..<count {
            let n = try _readVarint(bytes, &p)
            guard n <= bytes.count - p else { throw .corrupt("payload of record \(record)") }
            records.append(UnsafeRawBufferPointer(rebasing: bytes[p..<(p + n)]))
            p += n
        }
        return (UInt32(first), records)
    }

    /// Record-order payload blocks: how many records share one.
    public var recordsPerPayloadBlock: Int { payloadBlockSize }

    /// A section of the caller's (`IndexBuilder.setAux`), read with verification.
    public func aux(_ index: Int) -> IndexSection {
        precondition(index >= 0 && index < _IndexFormat.maxAux)
        return IndexSection(reader: self, range: sections[_IndexFormat.auxSection(index)])
    }

    /// The rank of a record in an ordering (lower first).
    /// A record id past the end, or a rank in a damaged block, ranks last.
    public func rank(of record: UInt32, ordering: Int) -> UInt32 {
        precondition(ordering < orderingCount)
        guard Int(record) < recordCount else { return .max }
        let offset = sections[_IndexFormat.ranksSection(ordering: ordering)].lowerBound + Int(record) * 4
        guard verifier.check(offset, 4) else { return .max }
        return UInt32(littleEndian: ranks[ordering]!.loadUnaligned(fromByteOffset: Int(record) * 4, as: UInt32.self))
    }

    /// A packed value, its bytes verified.
    @inline(__always)
    func packedValue(_ p: _Packed, _ i: Int, section: Int) throws(IndexError) -> UInt64 {
        guard i >= 0 && i < p.count else { throw .corrupt("index \(i) of section \(section)") }
        guard verifier.check(sections[section].lowerBound + p.byteOffset(i), 8) else { throw .corrupt("block checksum") }
        return p[i]
    }

    /// A shared leaf tail: its bytes in the tails section.
    func tail(_ id: Int) throws(IndexError) -> UnsafeRawBufferPointer {
        let v = try packedValue(tailTable, id, section: _IndexFormat.tailTableSection)
        let offset = Int(v >> UInt64(tailLengthBits)), length = Int(v & ((1 << UInt64(tailLengthBits)) - 1))
        let s = sections[_IndexFormat.tailsSection]
        guard offset <= s.count, length <= s.count - offset else { throw .corrupt("tail \(id)") }
        return try verified((s.lowerBound + offset)..<(s.lowerBound + offset + length))
    }

    /// Reads every byte: every block against its checksum, and a walk of every trie node.
    /// O(file size).
    public func validate() throws(IndexError) {
        try verifier.verifyAll()
        for t in 0..<trieCount {
            let s = _TrieSection(reader: self, trie: t)
            var pending = [try s.root()]
            var seen = 0
            while let node = pending.popLast() {
                seen += 1
                var children = try s.children(of: node)
                while let c = try children.next() { pending.append(try s.enter(c)) }
            }
            guard seen <= entryCounts[t] * 2 + 1 || entryCounts[t] == 0 else { throw .corrupt("trie \(t) has too many nodes") }
        }
    }

    private static func string(_ b: UnsafeRawBufferPointer, _ offset: Int, _ n: Int) -> String {
        let raw = b[offset..<(offset + n)].prefix { $0 != 0 }
        return String(decoding: raw, as: UTF8.self)
    }
}

/// A section stored by the caller, read through the index's checksums.
public struct IndexSection {
    let reader: IndexReader
    let range: Range<Int>

    public var count: Int { range.count }

    /// Bytes `r` of the section (relative), verified.
    public func bytes(_ r: Range<Int>) throws(IndexError) -> UnsafeRawBufferPointer {
        guard r.lowerBound >= 0, r.upperBound <= range.count else { throw .corrupt("section read out of bounds") }
        return try reader.verified((range.lowerBound + r.lowerBound)..<(range.lowerBound + r.upperBound))
    }

    /// The whole section, verified.
    public func all() throws(IndexError) -> UnsafeRawBufferPointer { try bytes(0..<range.count) }

    /// Value `i` of `count` packed integers of `bits` bits starting at byte `offset` of the
    /// section (as `IndexPacking.pack` wrote them).
    public func packed(at offset: Int, count: Int, bits: Int, _ i: Int) throws(IndexError) -> UInt64 {
        guard bits >= 1, bits <= 56, offset >= 0, i >= 0, i < count,
              offset <= range.count, _PackedWriter.byteCount(count: count, bits: bits) <= range.count - offset
        else { throw .corrupt("packed read out of bounds") }
        let p = _Packed(base: reader.bytes.baseAddress.map { $0 + range.lowerBound + offset }, count: count, bits: bits)
        guard reader.verifier.check(range.lowerBound + offset + p.byteOffset(i), 8) else { throw .corrupt("block checksum") }
        return p[i]
    }
}

/// Packed integers inside a section whose bytes were all verified when it was made
/// (`IndexSection.verifiedPackedArray`): a small table read many times checks only bounds.
public struct IndexVerifiedPackedArray {
    let packed: _Packed
    /// Keeps the mapping the values are read from.
    let reader: IndexReader
    public var count: Int { packed.count }

    /// Value `i`; nil out of bounds.
    @inline(__always)
    public func value(_ i: Int) -> UInt64? { i >= 0 && i < packed.count ? packed[i] : nil }
}

extension IndexSection {
    /// `count` packed integers of `bits` bits from byte `offset`, their bytes verified now.
    public func verifiedPackedArray(at offset: Int, count: Int, bits: Int) throws(IndexError) -> IndexVerifiedPackedArray {
        try checkPackedArray(at: offset, count: count, bits: bits)
        let bytes = try self.bytes(offset..<(offset + _PackedWriter.byteCount(count: count, bits: bits)))
        return IndexVerifiedPackedArray(packed: _Packed(base: bytes.baseAddress, count: count, bits: bits), reader: reader)
    }
}

/// Packed integers inside a section, read with verification (`IndexSection.packedArray`):
/// made once, read often.
public struct IndexPackedArray {
    let packed: _Packed
    let start: Int          // absolute offset of the packed bytes
    let verifier: _BlockVerifier
    public var count: Int { packed.count }

    @inline(__always)
    public subscript(_ i: Int) -> UInt64 {
        get throws(IndexError) {
            guard i >= 0 && i < packed.count else { throw .corrupt("packed read out of bounds") }
            guard verifier.check(start + packed.byteOffset(i), 8) else { throw .corrupt("block checksum") }
            return packed[i]
        }
    }
}

extension IndexSection {
    /// `count` packed integers of `bits` bits starting at byte `offset` of the section.
    public func packedArray(at offset: Int, count: Int, bits: Int) throws(IndexError) -> IndexPackedArray {
        try checkPackedArray(at: offset, count: count, bits: bits)
        return IndexPackedArray(packed: _Packed(base: reader.bytes.baseAddress.map { $0 + range.lowerBound + offset }, count: count, bits: bits),
                                start: range.lowerBound + offset, verifier: reader.verifier)
    }

    /// That `count` packed integers of `bits` bits from byte `offset` lie inside the section.
    func checkPackedArray(at offset: Int, count: Int, bits: Int) throws(IndexError) {
        guard bits >= 1, bits <= 56, offset >= 0, count >= 0, offset <= range.count,
              _PackedWriter.byteCount(count: count, bits: bits) <= range.count - offset
        else { throw .corrupt("packed array out of bounds") }
    }
}

/// Packing integers for `IndexSection.packed`.
public enum IndexPacking {
    /// `values` in `bits` bits each (1…56), padded so that any value can be read as a word.
    public static func pack(_ values: [UInt64], bits: Int) -> [UInt8] {
        var w = _PackedWriter(bits: bits, reserve: values.count)
        for v in values { w.append(v) }
        return w.finish()
    }

    public static func byteCount(count: Int, bits: Int) -> Int { _PackedWriter.byteCount(count: count, bits: bits) }

    /// Bits needed for 0...max.
    public static func bits(for max: UInt64) -> Int { _bitWidth(max) }
}

/// Lazy verification of the body's 1 KiB blocks against the first-level checksums, which are
/// verified (512 at a time) against the second level, itself checked on open against the
/// header. Flags are plain bytes set only after a successful check: threads racing on one
/// block both verify it and both set the flag, which is harmless.
final class _BlockVerifier: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    let checksummedEnd: Int
    let blockCount: Int
    let level1: Range<Int>
    let level2: Range<Int>
    private let blockOK: UnsafeMutablePointer<UInt8>
    private let chunkOK: UnsafeMutablePointer<UInt8>
    private(set) var sawDamage = false

    init(bytes: UnsafeRawBufferPointer, checksummedEnd: Int, level1: Range<Int>, level2: Range<Int>, level2Checksum: UInt64) throws(IndexError) {
        self.bytes = bytes
        self.checksummedEnd = checksummedEnd
        blockCount = (checksummedEnd - _IndexFormat.headerSize + _IndexFormat.blockSize - 1) >> _IndexFormat.blockShift
        let chunks = (blockCount + _IndexFormat.checksumsPerChunk - 1) / _IndexFormat.checksumsPerChunk
        guard level1.count == blockCount * _IndexFormat.checksumSize, level2.count == chunks * _IndexFormat.checksumSize,
              level1.lowerBound >= checksummedEnd, level2.lowerBound >= checksummedEnd
        else { throw .corrupt("checksum sections") }
        guard UInt64(_BlockChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[level2]))) == level2Checksum else {
            throw .corrupt("checksum of the checksums")
        }
        self.level1 = level1
        self.level2 = level2
        // Zeroed by calloc: a large index's flags (a byte per KiB) are fresh zero pages, not
        // a memset on every open.
        guard let flags = calloc(max(1, blockCount), 1), let chunkFlags = calloc(max(1, chunks), 1) else {
            fatalError("out of memory")
        }
        blockOK = flags.assumingMemoryBound(to: UInt8.self)
        chunkOK = chunkFlags.assumingMemoryBound(to: UInt8.self)
    }

    deinit {
        free(blockOK)
        free(chunkOK)
    }

    /// Whether bytes `offset ..< offset + count` (absolute, within the checksummed body) are
    /// good, verifying their blocks if they were not yet. A failure is remembered.
    @inline(__always)
    func check(_ offset: Int, _ count: Int) -> Bool {
        let rel = offset &- _IndexFormat.headerSize
        let first = rel >> _IndexFormat.blockShift
        if (rel & (_IndexFormat.blockSize - 1)) &+ count <= _IndexFormat.blockSize {
            // Within one block (almost every read).
            if first >= 0 && first < blockCount && blockOK[first] != 0 { return true }
            return slowCheck(first, first)
        }
        let last = (rel &+ count &- 1) >> _IndexFormat.blockShift
        if last == first &+ 1 && first >= 0 && last < blockCount && blockOK[first] != 0 && blockOK[last] != 0 { return true }
        return slowCheck(first, last)
    }

    @inline(never)
    private func slowCheck(_ first: Int, _ last: Int) -> Bool {
        guard first >= 0, last < blockCount, first <= last else { sawDamage = true; return false }
        for b in first...last where blockOK[b] == 0 {
            guard verifyBlock(b) else { sawDamage = true; return false }
        }
        return true
    }

    func verify(_ range: Range<Int>) throws(IndexError) {
        guard !range.isEmpty else { return }
        guard check(range.lowerBound, range.count) else { throw .corrupt("block checksum") }
    }

    private func verifyBlock(_ b: Int) -> Bool {
        let chunk = b / _IndexFormat.checksumsPerChunk
        let width = _IndexFormat.checksumSize
        if chunkOK[chunk] == 0 {
            let lo = level1.lowerBound + chunk * _IndexFormat.checksumsPerChunk * width
            let hi = min(level1.upperBound, lo + _IndexFormat.checksumsPerChunk * width)
            guard _BlockChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[lo..<hi])) == bytes.loadLE32(level2.lowerBound + chunk * width)
            else { return false }
            chunkOK[chunk] = 1
        }
        let lo = _IndexFormat.headerSize + b << _IndexFormat.blockShift
        let hi = min(checksummedEnd, lo + _IndexFormat.blockSize)
        guard _BlockChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[lo..<hi])) == bytes.loadLE32(level1.lowerBound + b * width)
        else { return false }
        blockOK[b] = 1
        return true
    }

    func verifyAll() throws(IndexError) {
        guard blockCount > 0 else { return }
        try verify(_IndexFormat.headerSize..<checksummedEnd)
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
