import Foundation
import Testing
import FinderTestSupport
@testable import FinderIndex

/// Format 5: tries built in parts or from runs spilled to disk are the same bytes as one
/// in-memory build; small and empty tries round-trip; damage anywhere is found before it can
/// change an answer.
@Suite struct IndexFormatTests {
    /// Keys of words from a small alphabet (so that tails repeat), payloads, two orderings.
    static func builder(records: Int, keys: Int, seed: UInt64) -> (IndexBuilder, [[([UInt8], UInt32)]]) {
        var rng = SplitMix64(state: seed)
        var b = IndexBuilder(recordCount: records, trieCount: 3, orderingCount: 2)
        var all: [[([UInt8], UInt32)]] = [[], [], []]
        let words: [[UInt8]] = (0..<40).map { _ in (0..<Int.random(in: 1...6, using: &rng)).map { _ in UInt8.random(in: 0x61...0x66, using: &rng) } }
        for t in 0..<3 {
            for _ in 0..<keys {
                var key: [UInt8] = []
                for w in 0..<Int.random(in: 1...3, using: &rng) {
                    if w > 0 { key.append(Bool.random(using: &rng) ? 0x00 : 0x01) }
                    key += words[Int.random(in: 0..<words.count, using: &rng)]
                }
                if t == 2 && Int.random(in: 0..<50, using: &rng) == 0 { key = [] }
                let r = UInt32.random(in: 0..<UInt32(records), using: &rng)
                all[t].append((key, r))
                b.addKey(key, record: r, trie: t)
            }
        }
        for o in 0..<2 {
            var perm = (0..<UInt32(records)).map { $0 }
            perm.shuffle(using: &rng)
            b.setRanks(perm, ordering: o)
        }
        for r in 0..<records { b.setPayload(Array("record \(r) ".utf8) + Array(repeating: UInt8(r % 251), count: r % 40), record: r) }
        b.setAux(3, Array("aux bytes".utf8))
        return (b, all)
    }

    @Test func partsAndSpilledRunsGiveTheBytesOfOneBuild() throws {
        let (one, _) = Self.builder(records: 500, keys: 6000, seed: 21)
        let reference = one.serialize(identity: identity)
        let (parts, _) = Self.builder(records: 500, keys: 6000, seed: 21)
        parts.keysPerPart = 700
        #expect(parts.serialize(identity: identity) == reference)
        let (runs, _) = Self.builder(records: 500, keys: 6000, seed: 21)
        runs.memoryBudget = 4096
        runs.temporaryFolder = (temporaryPath("runs") as NSString).deletingLastPathComponent
        #expect(runs.serialize(identity: identity) == reference)
    }

    /// A file is written a whole aligned 2 MiB at a time (the page cache then holds it in
    /// folios a reader maps whole, decision 0612), and its bytes are the in-memory build's.
    @Test func aFileIsWrittenInAlignedStretchesOfTwoMiB() throws {
        let dir = TemporaryDirectory("finder-index-writes")
        let path = dir.file("big.index")
        var rng = SplitMix64(state: 5)
        let sections = [3_000_000, 17, 2_500_001, 900].map { n in (0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) } }
        var fields = _HeaderFields()
        fields.identity = IndexIdentity(catalogueChecksum: 7, icuVersion: "72.1", collatorVersion: "x")
        let writer = try _IndexWriter(path: path), memory = _IndexWriter()
        for w in [writer, memory] {
            for (i, bytes) in sections.enumerated() { try w.section(_IndexFormat.auxSection(i), bytes) }
        }
        _ = try writer.finish { $0 = fields }
        let expected = try memory.finish { $0 = fields }
        try writer.commit()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(expected))
        let size = _IndexWriter.bufferSize
        #expect(writer.writes.count == (expected.count + size - 1) / size)
        for (i, w) in writer.writes.enumerated() {
            #expect(w.lowerBound == i * size && (w.count == size || i == writer.writes.count - 1), "\(w)")
        }
        #expect(writer.writes.last?.upperBound == expected.count)
    }

    @Test func smallTriesRoundTrip() throws {
        var b = IndexBuilder(recordCount: 3, trieCount: 4, orderingCount: 1)
        b.addKey([], record: 1, trie: 1)                       // only the empty key
        b.addKey([0x61, 0x62, 0x63], record: 2, trie: 2)       // one key
        b.addKey([0x61], record: 0, trie: 3)
        b.addKey([0x61], record: 2, trie: 3)                   // one key, two records
        let path = temporaryPath("index")
        try b.write(to: path, identity: identity)
        let r = try IndexReader(path: path)
        try r.validate()
        #expect(try r.range(of: [0x61], trie: 0) == .empty)
        #expect(try r.range(of: [], trie: 1) == IndexReader.KeyRange(prefix: 0..<1, exact: 0..<1))
        #expect(try r.range(of: [0x61, 0x62], trie: 2).prefix == 0..<1)
        #expect(try r.range(of: [0x61, 0x62, 0x63, 0x64], trie: 2) == .empty)
        let both = try r.range(of: [0x61], trie: 3)
        #expect(both.exact == 0..<2 && [r.record(at: 0, trie: 3), r.record(at: 1, trie: 3)] == [0, 2])
        #expect(try r.payload(of: 2).isEmpty)
    }

    /// Answers to every kind of read, to compare a damaged file's with.
    static func answers(_ r: IndexReader, keys: [[([UInt8], UInt32)]]) throws -> [String] {
        var out: [String] = []
        let syntax = KeySyntax { _ in 1 }
        for t in 0..<3 {
            for key in keys[t].prefix(40).map(\.0) + [[0x61], [0x62, 0x63], []] {
                let range = try r.range(of: key, trie: t)
                out.append("\(t) \(key) \(range) \(try r.top(range.prefix, trie: t, ordering: 1, limit: 7))")
                out.append("\(try r.wordWalk(key, trie: t, joins: true))")
                out.append("\(try r.fuzzyWalk(key, trie: t, syntax: syntax, maxDistance: 1))")
            }
            out.append("\((0..<r.entryCount(t)).map { r.record(at: $0, trie: t) })")
        }
        for rec in 0..<UInt32(r.recordCount) {
            out.append("\(Array(try r.payload(of: rec))) \(r.rank(of: rec, ordering: 0)) \(r.rank(of: rec, ordering: 1))")
        }
        out.append("\(Array(try r.aux(3).all())) \(try r.metadata)")
        return out
    }

    /// A byte flipped anywhere — in any section, the padding between them,
    /// the checksums, the header — is found (the open, a read or `checkIntact` throws; a full
    /// `validate` always does), and no read ever answers differently from the good file.
    @Test func damageAnywhereIsFoundNeverAWrongAnswer() throws {
        let (b, keys) = Self.builder(records: 300, keys: 3000, seed: 5)
        let good = b.serialize(identity: identity)
        let reference = try Self.answers(try open(good), keys: keys)
        var positions: [Int] = [0, 9, 30, 1015, 1016, 1023]
        let table = try open(good).sections
        for s in table where !s.isEmpty { positions += [s.lowerBound, s.lowerBound + s.count / 2, s.upperBound - 1] }
        positions += stride(from: 1024, to: good.count, by: 997).map { $0 }
        for at in Set(positions) where at < good.count {
            var bytes = good
            bytes[at] ^= 0x21
            guard let reader = try? open(bytes) else { continue }
            if let got = try? Self.answers(reader, keys: keys), got != reference {
                #expect(throws: IndexError.self, "a wrong answer from byte \(at) went unnoticed") { try reader.checkIntact() }
            }
            #expect(throws: IndexError.self, "byte \(at) of \(good.count), sections \(table)") { try reader.validate() }
        }
    }

    @Test func anOlderFormatIsRefusedAsSuch() throws {
        let (b, _) = Self.builder(records: 20, keys: 50, seed: 1)
        var bytes = b.serialize(identity: identity)
        bytes[8] = 9   // format 9: four tries at most
        #expect(throws: IndexError.wrongFormat("format version 9, this build reads 10")) { try open(bytes) }
        bytes[8] = 8   // format 8: 1 KiB blocks, 64-bit hashes
        #expect(throws: IndexError.wrongFormat("format version 8, this build reads 10")) { try open(bytes) }
    }

    /// A packed table verified once (`verifiedPackedArray`) reads back what was packed, says
    /// nil out of its bounds, and is refused when a byte of it is damaged.
    @Test func aVerifiedPackedArrayReadsWhatWasPackedAndRefusesDamage() throws {
        let values: [UInt64] = (0..<900).map { UInt64($0 * 37 % 2000) }
        var b = IndexBuilder(recordCount: 1, trieCount: 1, orderingCount: 1)
        b.addKey([0x61], record: 0, trie: 0)
        b.setPayload([1], record: 0)
        b.setAux(3, [9, 9, 9] + IndexPacking.pack(values, bits: 11))
        let good = b.serialize(identity: identity)
        let table = try open(good).verifiedPackedArray(section: 3, at: 3, count: values.count, bits: 11)
        #expect((0..<values.count).map { table.value($0) } == values)
        #expect(table.value(-1) == nil && table.value(values.count) == nil)
        #expect(throws: IndexError.self) { try open(good).aux(3).verifiedPackedArray(at: 3, count: values.count + 2000, bits: 11) }
        let at = try open(good).sections[_IndexFormat.auxSection(3)].lowerBound + 500
        var damaged = good
        damaged[at] ^= 0x10
        #expect(throws: IndexError.self) { try open(damaged).verifiedPackedArray(section: 3, at: 3, count: values.count, bits: 11) }
    }

    func open(_ bytes: [UInt8]) throws -> IndexReader {
        let path = temporaryPath("index")
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return try IndexReader(path: path)
    }
}

private extension IndexReader {
    func verifiedPackedArray(section: Int, at offset: Int, count: Int, bits: Int) throws -> IndexVerifiedPackedArray {
        try aux(section).verifiedPackedArray(at: offset, count: count, bits: bits)
    }
}
