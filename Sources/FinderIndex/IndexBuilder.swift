// Over 300 lines: the build's pipeline in one place (collect, key, sort, spill, merge,
// write); its structures are `_KeySort`, `_KeyRuns`, `_TrieBuilder` and `_IndexWriter`.
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
/// Keys come in batches (`add(_:)`); when they outgrow `memoryBudget` they are sorted and
/// spilled to disk as runs, later merged — so a build of any size holds a bounded part of its
/// keys. The file is written to a temporary name beside its path, section by section
/// (`_IndexWriter`), flushed, and renamed into place, so a reader sees either the old index or
/// the new one, never a half-written file.
public struct IndexBuilder {
    public let recordCount: Int
    public let trieCount: Int
    public let orderingCount: Int
    private let state: _BuilderState

    /// Records per payload block: a payload is found by its block, then by skipping the
    /// records before it in the block (at most `payloadBlockSize − 1`). A caller that codes
    /// each payload against the one before it starts afresh at every block.
    public var payloadBlockSize: Int {
        get { state.payloadBlockSize }
        set { precondition(newValue >= 1 && newValue <= 1 << 16); state.payloadBlockSize = newValue }
    }

    /// Bytes of keys held before they are sorted and spilled to a run on disk.
    public var memoryBudget: Int {
        get { state.memoryBudget }
        nonmutating set { state.memoryBudget = newValue }
    }

    /// Where spilled runs go (unlinked files; nothing stays behind). Default: beside the
    /// index when writing to a path, else /tmp (the builder reads no environment: a caller
    /// that wants TMPDIR passes it here).
    public var temporaryFolder: String? {
        get { state.temporaryFolder }
        nonmutating set { state.temporaryFolder = newValue }
    }

    /// Hears the fraction of `write`'s work done (0…1): keys sorted, tails counted, each trie
    /// built, the file written.
    public var progress: ((Double) -> Void)? {
        get { state.progress }
        nonmutating set { state.progress = newValue }
    }

    /// Keys per part when a trie is built on several threads (tests make it small).
    var keysPerPart: Int {
        get { state.keysPerPart }
        nonmutating set { state.keysPerPart = newValue }
    }

    public init(recordCount: Int, trieCount: Int, orderingCount: Int) {
        precondition(trieCount >= 1 && trieCount <= _IndexFormat.maxTries)
        precondition(orderingCount >= 1 && orderingCount <= _IndexFormat.maxOrderings)
        precondition(recordCount >= 0 && recordCount < Int(UInt32.max))
        self.recordCount = recordCount
        self.trieCount = trieCount
        self.orderingCount = orderingCount
        state = _BuilderState(recordCount: recordCount, trieCount: trieCount, orderingCount: orderingCount)
    }

    /// Adds one key of a record to a trie. A record may have many keys in each trie.
    public mutating func addKey<C: Collection>(_ key: C, record: UInt32, trie: Int) where C.Element == UInt8 {
        precondition(Int(record) < recordCount && trie < trieCount)
        state.pending.add(key, trie: trie, record: record)
    }

    /// Adds keys (of any records, in any order) straight into the builder's pending batch,
    /// then sorts and spills the batch to disk when it outgrew `memoryBudget`.
    public func appendKeys(_ fill: (inout IndexKeys) -> Void) throws(IndexError) {
        fill(&state.pending)
        for refs in state.pending.refs { precondition(refs.last.map { Int($0.record) < recordCount } ?? true) }
        try state.spillIfNeeded()
    }

    /// Adds a batch of keys (of any records, in any order).
    public func add(_ keys: IndexKeys) throws(IndexError) {
        precondition(keys.refs.count == trieCount)
        for refs in keys.refs { for r in refs { precondition(Int(r.record) < recordCount) } }
        try state.add(keys)
    }

    /// Sets the rank of every record for one ordering: `ranks[record]`, lower comes first.
    public mutating func setRanks(_ ranks: [UInt32], ordering: Int) {
        precondition(ranks.count == recordCount)
        state.ranks[ordering] = ranks
    }

    /// Opaque bytes stored with a record and returned by `IndexReader.payload(of:)`.
    public mutating func setPayload(_ bytes: [UInt8], record: Int) {
        precondition(record < recordCount)
        state.setPayload(bytes, record: record)
    }

    /// The payload of the next record, in record order (the streaming form of `setPayload`).
    public func appendPayload(_ bytes: UnsafeRawBufferPointer) {
        state.appendPayload(bytes)
    }

    /// An opaque section of the caller (`IndexReader.aux(_:)`), 0 ≤ `index` < 8.
    public mutating func setAux(_ index: Int, _ bytes: [UInt8]) {
        precondition(index >= 0 && index < _IndexFormat.maxAux)
        state.aux[index] = bytes
    }

    /// Serializes everything into the bytes of an index file (in memory: tests and small
    /// indexes).
    public func serialize(identity: IndexIdentity, metadata: [String: String] = [:]) -> [UInt8] {
        do { return try state.write(_IndexWriter(), identity: identity, metadata: metadata) } catch {
            fatalError("serializing an index in memory failed: \(error)")
        }
    }

    /// Writes the index atomically: temporary file (mode 0600), fsync, rename, fsync of the folder.
    public func write(to path: String, identity: IndexIdentity, metadata: [String: String] = [:]) throws(IndexError) {
        if state.temporaryFolder == nil { state.temporaryFolder = _folder(of: path) }
        let writer = try _IndexWriter(path: path)
        _ = try state.write(writer, identity: identity, metadata: metadata)
        try writer.commit()
    }

    static func bytes(of values: [UInt32]) -> [UInt8] {
        var w = _ByteWriter()
        w.reserve(values.count * 4)
        for v in values { w.u32(v) }
        return w.bytes
    }
}

func _folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

/// The builder's state (a class, so that batches and payloads are appended in place).
final class _BuilderState {
    let recordCount: Int
    let trieCount: Int
    let orderingCount: Int
    var payloadBlockSize = 16
    var memoryBudget = 256 << 20
    var temporaryFolder: String?
    var progress: ((Double) -> Void)?
    var keysPerPart = 400_000
    var pending: IndexKeys
    var runs: [[_RunFile]]
    var ranks: [[UInt32]]
    var aux: [[UInt8]?] = Array(repeating: nil, count: _IndexFormat.maxAux)
    // Payloads: appended in order (blob + lengths), or set by record.
    var payloadBlob: [UInt8] = []
    var payloadEnds: [UInt64] = []
    var payloadByRecord: [Int: [UInt8]] = [:]

    init(recordCount: Int, trieCount: Int, orderingCount: Int) {
        self.recordCount = recordCount
        self.trieCount = trieCount
        self.orderingCount = orderingCount
        pending = IndexKeys(trieCount: trieCount)
        runs = Array(repeating: [], count: trieCount)
        ranks = Array(repeating: (0..<UInt32(recordCount)).map { $0 }, count: orderingCount)
    }

    func add(_ keys: IndexKeys) throws(IndexError) {
        pending.absorb(keys)
        try spillIfNeeded()
    }

    func spillIfNeeded() throws(IndexError) {
        if pending.memoryFootprint > memoryBudget { try spill() }
    }

    /// Sorts the pending keys of every trie into a run on disk.
    private func spill() throws(IndexError) {
        let folder = temporaryFolder ?? "/tmp"
        let sorted = sortPending()
        for t in 0..<trieCount where !sorted[t].refs.isEmpty {
            runs[t].append(try _RunFile.write(sorted[t], folder: folder))
        }
        pending.removeAll()
    }

    private func sortPending() -> [_SortedKeys] {
        let arena = pending.bytes
        var out: [_SortedKeys] = []
        for t in 0..<trieCount {
            var refs = pending.refs[t]
            pending.refs[t] = []
            _KeySort.sort(&refs, arena: arena)
            out.append(_SortedKeys(arena: arena, refs: refs))
        }
        return out
    }

    func setPayload(_ bytes: [UInt8], record: Int) { payloadByRecord[record] = bytes }

    func appendPayload(_ bytes: UnsafeRawBufferPointer) {
        precondition(payloadEnds.count < recordCount)
        payloadBlob.append(contentsOf: bytes)
        payloadEnds.append(UInt64(payloadBlob.count))
    }

    /// The payload section: per block of `payloadBlockSize` records, each record's varint
    /// length and bytes; and the packed offset of each block.
    private func payloadSections() -> (index: [UInt8], bits: Int, bytes: [UInt8]) {
        var bytes: [UInt8] = []
        var starts: [UInt64] = []
        bytes.reserveCapacity(payloadBlob.count + recordCount)
        func payload(_ r: Int) -> ArraySlice<UInt8> {
            if r < payloadEnds.count {
                let lo = r == 0 ? 0 : Int(payloadEnds[r - 1])
                return payloadBlob[lo..<Int(payloadEnds[r])]
            }
            return payloadByRecord[r].map { $0[...] } ?? []
        }
        for r in 0..<recordCount {
            if r % payloadBlockSize == 0 { starts.append(UInt64(bytes.count)) }
            let p = payload(r)
            _Varint.append(UInt64(p.count), to: &bytes)
            bytes.append(contentsOf: p)
        }
        starts.append(UInt64(bytes.count))
        let bits = _bitWidth(UInt64(bytes.count))
        precondition(bits <= 56)
        var index = _PackedWriter(bits: bits, reserve: starts.count)
        for s in starts { index.append(s) }
        return (index.finish(), bits, bytes)
    }

    func write(_ w: _IndexWriter, identity: IndexIdentity, metadata: [String: String]) throws(IndexError) -> [UInt8] {
        // 1. Every trie's keys in order: sorted in memory (in parts of whole first bytes, so
        //    that a large trie is built on every core), or merged from runs.
        var parts: [(trie: Int, keys: any _KeyStream)] = []
        var sorted: [_SortedKeys] = []
        if runs.allSatisfy(\.isEmpty) {
            for (t, keys) in sortPending().enumerated() {
                for part in keys.parts(max(1, min(16, keys.refs.count / max(1, keysPerPart)))) {
                    parts.append((t, part))
                    sorted.append(part)
                }
            }
        } else {
            if pending.keyCount > 0 { try spill() }
            for (t, r) in runs.enumerated() { parts.append((t, _MergedRuns(runs: r))) }
        }
        pending.removeAll()
        progress?(0.3)
        // 2. Tails shared by several leaves, over all tries: in memory, the tails radix-sorted
        //    and each leaf given its id by position; from runs, counted in a table.
        let recordCount = self.recordCount, trieCount = self.trieCount, orderingCount = self.orderingCount
        let recordBits = _bitWidth(UInt64(max(1, recordCount) - 1))
        let ranks = self.ranks
        let tailBytes: [UInt8], tailSpans: [(offset: Int, length: Int)]
        let builtParts: [_TrieBuilder.Part]
        if !sorted.isEmpty {
            let sortedTails = _TailSort(sorted)
            (tailBytes, tailSpans) = (sortedTails.bytes, sortedTails.spans)
            progress?(0.5)
            builtParts = try sortedTails.leafIDs.withUnsafeBufferPointer { (ids) throws(IndexError) in
                try _parallel(0..<parts.count) { (i) throws(IndexError) -> _TrieBuilder.Part in
                    let mine = UnsafeBufferPointer(rebasing: ids[sortedTails.leafStarts[i]..<sortedTails.leafStarts[i + 1]])
                    return try _TrieBuilder.buildPart(parts[i].keys, tails: .perLeaf(mine), recordCount: recordCount)
                }
            }
        } else {
            let counted = try _parallel(0..<parts.count) { (i) throws(IndexError) -> _TailTable in
                let table = _TailTable()
                try _TailCounter.count(parts[i].keys, into: table)
                return table
            }
            let tails = counted[0]
            for t in counted.dropFirst() { tails.merge(t) }
            (tailBytes, tailSpans) = tails.assignIDs()
            progress?(0.5)
            builtParts = try _parallel(0..<parts.count) { (i) throws(IndexError) -> _TrieBuilder.Part in
                try _TrieBuilder.buildPart(parts[i].keys, tails: .table(tails), recordCount: recordCount)
            }
        }
        // 3. The tries joined from their parts.
        let partTrie = parts.map(\.trie)
        parts = []
        sorted = []
        let built = parallelMap(0..<trieCount) { t in
            _TrieBuilder.assemble(builtParts.indices.filter { partTrie[$0] == t }.map { builtParts[$0] },
                                  recordBits: recordBits, recordCount: recordCount, ranks: ranks)
        }
        progress?(0.9)
        // 4. The file.
        for (t, trie) in built.enumerated() {
            try w.section(_IndexFormat.nodesSection(trie: t), trie.nodes)
            try w.section(_IndexFormat.entriesSection(trie: t), trie.entries)
        }
        // Ranks as plain u32: read at random in every top-k, and a 4-byte aligned read never
        // crosses a checksum block, so it needs one check.
        let rankBits = 32
        for o in 0..<orderingCount {
            if o > 0, ranks[o] == ranks[0] {
                // The same order (a catalogue with nothing the orderings tell apart): shared.
                w.section(_IndexFormat.ranksSection(ordering: o), sameAs: _IndexFormat.ranksSection(ordering: 0))
                for t in 0..<trieCount {
                    w.section(_IndexFormat.blockMinSection(trie: t, ordering: o), sameAs: _IndexFormat.blockMinSection(trie: t, ordering: 0))
                    w.section(_IndexFormat.superMinSection(trie: t, ordering: o), sameAs: _IndexFormat.superMinSection(trie: t, ordering: 0))
                }
                continue
            }
            try w.section(_IndexFormat.ranksSection(ordering: o), IndexBuilder.bytes(of: ranks[o]))
            for t in 0..<trieCount {
                try w.section(_IndexFormat.blockMinSection(trie: t, ordering: o), IndexBuilder.bytes(of: built[t].minima[o].blocks))
                try w.section(_IndexFormat.superMinSection(trie: t, ordering: o), IndexBuilder.bytes(of: built[t].minima[o].supers))
            }
        }
        let payload = payloadSections()
        payloadBlob = []; payloadEnds = []; payloadByRecord = [:]
        try w.section(_IndexFormat.payloadIndexSection, payload.index)
        try w.section(_IndexFormat.payloadSection, payload.bytes)
        let tailEnd = UInt64(tailSpans.last.map { $0.offset + $0.length } ?? 0)
        let tailOffsetBits = _bitWidth(tailEnd), tailLengthBits = _bitWidth(UInt64(tailSpans.map(\.length).max() ?? 0))
        precondition(tailOffsetBits + tailLengthBits <= 56, "tails too large")
        var table = _PackedWriter(bits: tailOffsetBits + tailLengthBits, reserve: tailSpans.count)
        for s in tailSpans { table.append(UInt64(s.offset) << UInt64(tailLengthBits) | UInt64(s.length)) }
        try w.section(_IndexFormat.tailTableSection, table.finish())
        try w.section(_IndexFormat.tailsSection, tailBytes + [UInt8](repeating: 0, count: 8))
        var meta = ""
        for key in metadata.keys.sorted() { meta += "\(key)=\(metadata[key]!)\n" }
        try w.section(_IndexFormat.metadataSection, Array(meta.utf8))
        for (i, a) in aux.enumerated() { if let a { try w.section(_IndexFormat.auxSection(i), a) } }
        let payloadBlockSize = self.payloadBlockSize
        defer { progress?(1) }
        return try w.finish { h in
            h.trieCount = trieCount
            h.orderingCount = orderingCount
            h.recordCount = recordCount
            h.identity = identity
            h.recordBits = recordBits
            h.rankBits = rankBits
            h.payloadBlockSize = payloadBlockSize
            h.payloadIndexBits = payload.bits
            h.tailOffsetBits = tailOffsetBits
            h.tailLengthBits = tailLengthBits
            h.tailCount = tailSpans.count
            h.tries = built.map { ($0.root, $0.entryCount) }
        }
    }
}

/// `parallelMap` for work that throws: the first error (by index) is rethrown.
func _parallel<T>(_ range: Range<Int>, _ body: (Int) throws(IndexError) -> T) throws(IndexError) -> [T] {
    let results = parallelMap(range) { i in Result<T, IndexError> { () throws(IndexError) -> T in try body(i) } }
    var out: [T] = []
    for r in results { out.append(try r.get()) }
    return out
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
