import Foundation
import Testing
import FinderTestSupport
@testable import FinderIndex

@Suite struct IndexCorruptionTests {
    func goodBytes() -> [UInt8] {
        var b = IndexBuilder(recordCount: 100, trieCount: 2, orderingCount: 1)
        var rng = SplitMix64(state: 5)
        for _ in 0..<2000 {
            let key = (0..<Int.random(in: 1...6, using: &rng)).map { _ in UInt8.random(in: 40...50, using: &rng) }
            b.addKey(key, record: UInt32.random(in: 0..<100, using: &rng), trie: Int.random(in: 0...1, using: &rng))
        }
        return b.serialize(identity: identity)
    }

    func open(_ bytes: [UInt8]) throws -> IndexReader {
        let path = temporaryPath("index")
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return try IndexReader(path: path)
    }

    /// Runs every query shape; a damaged file may throw, but must never trap, and the best
    /// records of a range are distinct even where damage puts ranks out of order.
    func exercise(_ r: IndexReader) {
        for t in 0..<r.trieCount {
            for key: [UInt8] in [[], [40], [41, 42], [50, 50, 50]] {
                if let range = try? r.range(of: key, trie: t) {
                    _ = try? r.top(range.prefix, trie: t, ordering: 0, limit: 5)
                    _ = try? r.top(range.prefix, trie: t, ordering: 0, limit: nil)
                    let spans = [IndexReader.Span(trie: t, entries: range.prefix)]
                    if let got = try? r.top(spans, ordering: 0, limit: 60) {
                        #expect(Set(got).count == got.count, "key \(key) trie \(t): \(got)")
                    }
                }
            }
        }
        for rec in [0, 50, 99] { _ = try? r.payload(of: UInt32(rec)) }
        _ = try? r.validate()
    }

    @Test func missingFileIsReportedAsMissing() {
        #expect(throws: IndexError.missing(path: "/nonexistent/finder/index")) {
            try IndexReader(path: "/nonexistent/finder/index")
        }
    }

    @Test func truncatedFilesAreRejected() throws {
        let good = goodBytes()
        for n in [0, 7, 100, 511, 1023, 1024, good.count / 2, good.count - 1] {
            #expect(throws: IndexError.self) { try open(Array(good.prefix(n))) }
        }
    }

    @Test func garbageIsRejected() throws {
        var rng = SplitMix64(state: 9)
        let junk = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }
        #expect(throws: IndexError.self) { try open(junk) }
    }

    @Test func headerDamageIsDetected() throws {
        var bytes = goodBytes()
        bytes[30] ^= 0xff
        #expect(throws: IndexError.corrupt("header checksum")) { try open(bytes) }
    }

    @Test func bodyDamageNeverTrapsAndValidateNoticesIt() throws {
        let good = goodBytes()
        var rng = SplitMix64(state: 13)
        for _ in 0..<300 {
            var bytes = good
            for _ in 0..<Int.random(in: 1...20, using: &rng) {
                let i = Int.random(in: 1024..<bytes.count, using: &rng)
                bytes[i] = UInt8.random(in: 0...255, using: &rng)
            }
            guard let reader = try? open(bytes) else { continue }
            exercise(reader)
            if bytes != good { #expect(throws: IndexError.self) { try reader.validate() } }
        }
    }

    /// A file cut short while mapped (another program truncated it under a search) once
    /// killed the process with SIGBUS; now the vanished pages read as zeros and the reader
    /// says it can no longer be trusted.
    @Test func aFileTruncatedWhileMappedIsDamageNotABusError() throws {
        var b = IndexBuilder(recordCount: 4000, trieCount: 1, orderingCount: 1)
        for r in 0..<4000 {
            b.addKey(Array("key\(r)".utf8), record: UInt32(r), trie: 0)
            b.setPayload(Array(repeating: UInt8(truncatingIfNeeded: r), count: 100), record: r)
        }
        let path = temporaryPath("index")
        FileManager.default.createFile(atPath: path, contents: Data(b.serialize(identity: identity)))
        let reader = try IndexReader(path: path)
        try reader.checkIntact()
        #expect(truncate(path, 4096) == 0)
        // Reading a record far past the first page touches pages the file no longer has.
        _ = try? reader.payload(of: 3999)
        exercise(reader)
        #expect(throws: IndexError.self) { try reader.checkIntact() }
    }
}
