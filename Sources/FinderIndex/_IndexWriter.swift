import FinderFiles

/// Writes an index file section by section, front to back, checksumming every block of the
/// body as it passes (`_IndexFormat`): to memory (tests, small indexes) or streamed to a
/// temporary file that is flushed and renamed into place (`AtomicFile.Pending`), so a build
/// never holds the whole file.
final class _IndexWriter {
    private let pending: AtomicFile.Pending?
    private var memory: [UInt8] = []
    private var buffer: [UInt8] = []
    private(set) var position = 0
    private(set) var sections = [(offset: Int, length: Int)](repeating: (0, 0), count: _IndexFormat.sectionCount)
    private var stage: [UInt8]
    private var staged = 0
    private var checksums: [UInt32] = []
    /// The file is written 2 MiB at a time, each write a whole aligned 2 MiB of it: the page
    /// cache then holds it in folios of that size where it can, and a reader's fault maps a
    /// folio (PMD-mapped: one entry for 2 MiB) where 1 MiB writes at any offset left folios of
    /// every smaller size — 100 scattered reads of the 1M index took 59 faults and 360 µs,
    /// written so 42 and 72–97 µs (docs/decisions/0612).
    static let bufferSize = 2 << 20
    /// The stretches of the file written so far, in order (the header's last write apart).
    private(set) var writes: [Range<Int>] = []

    /// Writes to memory; `finish` returns the bytes.
    init() {
        pending = nil
        stage = [UInt8](repeating: 0, count: _IndexFormat.blockSize)
        raw(UnsafeRawBufferPointer(start: nil, count: 0), header: _IndexFormat.headerSize)
    }

    /// Writes to a temporary file beside `path`; `commit` renames it over `path`.
    init(path: String) throws(IndexError) {
        do { pending = try AtomicFile.Pending(beside: path) } catch { throw .io(path: error.path, errno: error.errno) }
        stage = [UInt8](repeating: 0, count: _IndexFormat.blockSize)
        buffer.reserveCapacity(Self.bufferSize)
        raw(UnsafeRawBufferPointer(start: nil, count: 0), header: _IndexFormat.headerSize)
    }

    deinit { pending?.discard() }

    /// Appends a section's bytes at the next multiple of 8.
    func section(_ slot: Int, _ bytes: [UInt8]) throws(IndexError) {
        try pad()
        sections[slot] = (position, bytes.count)
        try _withBytes(bytes) { (b) throws(IndexError) in try append(b) }
    }

    /// Points `slot` at the bytes of an earlier, identical section.
    func section(_ slot: Int, sameAs other: Int) { sections[slot] = sections[other] }

    func append(_ bytes: UnsafeRawBufferPointer) throws(IndexError) {
        var rest = bytes
        while !rest.isEmpty {
            let n = min(rest.count, _IndexFormat.blockSize - staged)
            stage.withUnsafeMutableBytes { s in
                s.baseAddress!.advanced(by: staged).copyMemory(from: rest.baseAddress!, byteCount: n)
            }
            staged += n
            if staged == _IndexFormat.blockSize { flushBlock() }
            try out(UnsafeRawBufferPointer(rebasing: rest[..<(rest.startIndex + n)]))
            rest = UnsafeRawBufferPointer(rebasing: rest[(rest.startIndex + n)...])
        }
    }

    func append(_ bytes: [UInt8]) throws(IndexError) {
        try _withBytes(bytes) { (b) throws(IndexError) in try append(b) }
    }

    private func pad() throws(IndexError) {
        let zeros = [UInt8](repeating: 0, count: (8 - position % 8) % 8)
        if !zeros.isEmpty { try append(zeros) }
    }

    private func flushBlock() {
        checksums.append(stage.withUnsafeBytes { _BlockChecksum.of(UnsafeRawBufferPointer(rebasing: $0[..<staged])) })
        staged = 0
    }

    /// The buffer holds the file from a multiple of `bufferSize` on, and is written when it
    /// holds all of that stretch.
    private func out(_ bytes: UnsafeRawBufferPointer) throws(IndexError) {
        position += bytes.count
        if pending == nil { memory.append(contentsOf: bytes); return }
        var rest = bytes
        while !rest.isEmpty {
            let n = min(Self.bufferSize - buffer.count, rest.count)
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[..<(rest.startIndex + n)]))
            rest = UnsafeRawBufferPointer(rebasing: rest[(rest.startIndex + n)...])
            if buffer.count == Self.bufferSize { try flushBuffer() }
        }
    }

    /// The header's placeholder: bytes outside the checksummed body.
    private func raw(_ bytes: UnsafeRawBufferPointer, header: Int) {
        let zeros = [UInt8](repeating: 0, count: header)
        position += header
        if pending == nil { memory.append(contentsOf: zeros) } else { buffer.append(contentsOf: zeros) }
    }

    private func flushBuffer() throws(IndexError) {
        guard let pending, !buffer.isEmpty else { return }
        let result = buffer.withUnsafeBytes { b in Result { () throws(AtomicFile.Failure) in try pending.append(b) } }
        do { try result.get() } catch { throw .io(path: error.path, errno: error.errno) }
        let start = writes.last?.upperBound ?? 0
        writes.append(start..<(start + buffer.count))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the checksum sections and the header (`fill` sets its fields before it is
    /// checksummed). Returns the file's bytes when writing to memory.
    @discardableResult
    func finish(_ fill: (inout _HeaderFields) -> Void) throws(IndexError) -> [UInt8] {
        try pad()
        if staged > 0 { flushBlock() }
        let checksummedEnd = position
        // The checksum sections are outside the blocks they describe; the second level
        // follows the first unpadded (both are u32s), so every byte of the file is checked.
        let level1 = IndexBuilder.bytes(of: checksums)
        let width = _IndexFormat.checksumSize
        var level2: [UInt32] = []
        var i = 0
        while i < checksums.count {
            let n = min(_IndexFormat.checksumsPerChunk, checksums.count - i)
            level2.append(level1.withUnsafeBytes { _BlockChecksum.of(UnsafeRawBufferPointer(rebasing: $0[(i * width)..<((i + n) * width)])) })
            i += n
        }
        let level2Bytes = IndexBuilder.bytes(of: level2)
        sections[_IndexFormat.checksumSection] = (position, level1.count)
        try _withBytes(level1) { (b) throws(IndexError) in try out(b) }
        sections[_IndexFormat.checksumChunkSection] = (position, level2Bytes.count)
        try _withBytes(level2Bytes) { (b) throws(IndexError) in try out(b) }

        var fields = _HeaderFields()
        fill(&fields)
        var w = _ByteWriter()
        w.append(contentsOf: _IndexFormat.magic)
        w.u32(_IndexFormat.version)
        w.u32(UInt32(fields.trieCount))
        w.u32(UInt32(fields.orderingCount))
        w.u32(UInt32(fields.recordCount))
        w.u64(fields.identity.catalogueChecksum)
        w.append(contentsOf: Self.fixed(fields.identity.icuVersion, 16))
        w.append(contentsOf: Self.fixed(fields.identity.collatorVersion, 32))
        w.u64(UInt64(position))
        w.u64(UInt64(_BlockChecksum.of(level2Bytes)))
        w.u64(UInt64(checksummedEnd))
        for v in [fields.recordBits, fields.rankBits, fields.payloadBlockSize, fields.payloadIndexBits,
                  fields.tailOffsetBits, fields.tailLengthBits, fields.tailCount] { w.u32(UInt32(v)) }
        while w.count < _IndexFormat.trieTableOffset { w.u8(0) }
        for t in 0..<_IndexFormat.maxTries {
            let (root, entries) = t < fields.tries.count ? fields.tries[t] : (0, 0)
            w.u32(UInt32(root)); w.u32(UInt32(entries)); w.u64(0)
        }
        for (offset, length) in sections { w.u64(UInt64(offset)); w.u64(UInt64(length)) }
        while w.count < _IndexFormat.headerChecksumOffset { w.u8(0) }
        w.u64(UInt64(w.bytes.withUnsafeBytes { _BlockChecksum.of($0) }))
        precondition(w.count == _IndexFormat.headerSize)

        if let pending {
            try flushBuffer()
            let result = w.bytes.withUnsafeBytes { b in Result { () throws(AtomicFile.Failure) in try pending.write(b, at: 0) } }
            do { try result.get() } catch { throw .io(path: error.path, errno: error.errno) }
            return []
        }
        memory.replaceSubrange(0..<_IndexFormat.headerSize, with: w.bytes)
        return memory
    }

    /// Flushes the finished file and renames it over its destination.
    func commit() throws(IndexError) {
        do { try pending!.commit() } catch { throw .io(path: error.path, errno: error.errno) }
    }

    static func fixed(_ s: String, _ n: Int) -> [UInt8] {
        var b = Array(s.utf8.prefix(n))
        while b.count < n { b.append(0) }
        return b
    }
}

/// What the header says besides the section table.
struct _HeaderFields {
    var trieCount = 0
    var orderingCount = 0
    var recordCount = 0
    var identity = IndexIdentity(catalogueChecksum: 0, icuVersion: "", collatorVersion: "")
    var recordBits = 1
    var rankBits = 1
    var payloadBlockSize = 1
    var payloadIndexBits = 1
    var tailOffsetBits = 1
    var tailLengthBits = 1
    var tailCount = 0
    /// Per trie: root node offset, entry count.
    var tries: [(Int, Int)] = []
}
