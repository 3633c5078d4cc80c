import Foundation
import Testing
@testable import FinderIndex
import FinderTestSupport

/// One folder for the whole test process, removed when it exits: the tests' indexes (tens
/// of megabytes each) were once left behind in the temporary folder, one folder a test.
let indexTestFolder: String = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("finder-index-\(getpid())-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: indexTestFolder) }
    return dir
}()

/// A path for a test's file, in a folder of its own under `indexTestFolder`.
func temporaryPath(_ name: String) -> String {
    let dir = indexTestFolder + "/" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir + "/" + name
}

let identity = IndexIdentity(catalogueChecksum: 42, icuVersion: "72.1", collatorVersion: "153.120.0.0")

struct Fixture {
    var keys: [[([UInt8], UInt32)]]  // per trie
    var ranks: [[UInt32]]
    var reader: IndexReader

    /// `tied`: records share ranks `tied` at a time (a shuffled permutation divided by it).
    static func make(records: Int, keysPerTrie: Int, alphabet: ClosedRange<UInt8>, maxLength: Int, seed: UInt64,
                     tied: UInt32 = 1) throws -> Fixture {
        var rng = SplitMix64(state: seed)
        var b = IndexBuilder(recordCount: records, trieCount: 2, orderingCount: 2)
        var keys: [[([UInt8], UInt32)]] = [[], []]
        for t in 0..<2 {
            for _ in 0..<keysPerTrie {
                let n = Int.random(in: 0...maxLength, using: &rng)
                let key = (0..<n).map { _ in UInt8.random(in: alphabet, using: &rng) }
                let r = UInt32.random(in: 0..<UInt32(records), using: &rng)
                keys[t].append((key, r))
                b.addKey(key, record: r, trie: t)
            }
        }
        var ranks: [[UInt32]] = []
        for o in 0..<2 {
            var perm = (0..<UInt32(records)).map { $0 }
            perm.shuffle(using: &rng)
            perm = perm.map { $0 / tied }
            ranks.append(perm)
            b.setRanks(perm, ordering: o)
        }
        for r in 0..<records { b.setPayload(Array("record \(r)".utf8), record: r) }
        let path = temporaryPath("index")
        try b.write(to: path, identity: identity, metadata: ["displayCollator.ru": "153.120.32.0"])
        return Fixture(keys: keys, ranks: ranks, reader: try IndexReader(path: path))
    }

    func expected(prefix: [UInt8], trie: Int, ordering: Int, limit: Int?) -> [UInt32] {
        let recs = Set(keys[trie].filter { $0.0.starts(with: prefix) }.map { $0.1 })
        let sorted = recs.sorted { ranks[ordering][Int($0)] < ranks[ordering][Int($1)] }
        return limit.map { Array(sorted.prefix($0)) } ?? sorted
    }
}

/// Runs of entries of both tries, `count` of them, each at a random place among a trie's
/// `entries` and `width` wide (cut at the end).
func randomRuns(_ rng: inout SplitMix64, count: ClosedRange<Int>, entries: Int,
                width: (inout SplitMix64) -> Int) -> [IndexReader.Span] {
    (0..<Int.random(in: count, using: &rng)).map { _ in
        let trie = Int.random(in: 0...1, using: &rng), a = Int.random(in: 0..<entries - 1, using: &rng)
        return IndexReader.Span(trie: trie, entries: a..<min(entries, a + width(&rng)))
    }
}

@Suite struct IndexRoundTripTests {
    @Test func headerAndMetadataRoundTrip() throws {
        let f = try Fixture.make(records: 10, keysPerTrie: 20, alphabet: 97...99, maxLength: 4, seed: 1)
        #expect(f.reader.identity == identity)
        #expect(f.reader.recordCount == 10)
        #expect(try f.reader.metadata["displayCollator.ru"] == "153.120.32.0")
        #expect(Array(try f.reader.payload(of: 7)) == Array("record 7".utf8))
        try f.reader.validate()
    }

    @Test(arguments: [(UInt64(1), 50, 300), (2, 2000, 20000), (3, 30000, 60000)])
    func topMatchesEqualBruteForce(seed: UInt64, records: Int, keys: Int) throws {
        let f = try Fixture.make(records: records, keysPerTrie: keys, alphabet: 97...100, maxLength: 7, seed: seed)
        var rng = SplitMix64(state: seed &+ 99)
        for _ in 0..<150 {
            let n = Int.random(in: 0...3, using: &rng)
            let prefix = (0..<n).map { _ in UInt8.random(in: 97...100, using: &rng) }
            let trie = Int.random(in: 0...1, using: &rng), ordering = Int.random(in: 0...1, using: &rng)
            let limit: Int? = Bool.random(using: &rng) ? Int.random(in: 1...40, using: &rng) : nil
            let range = try f.reader.range(of: prefix, trie: trie)
            let got = try f.reader.top(range.prefix, trie: trie, ordering: ordering, limit: limit)
            #expect(got == f.expected(prefix: prefix, trie: trie, ordering: ordering, limit: limit),
                    "prefix \(prefix) trie \(trie) ordering \(ordering) limit \(String(describing: limit))")
        }
    }

    /// Wide runs of both tries at once (many super-blocks of 64 × 64 entries, partial blocks and
    /// block lists at their edges), with exclusions: the best-first walk over the minima gives
    /// exactly the sorted union.
    @Test func wideRunsOfTwoTriesEqualTheSortedUnion() throws {
        let f = try Fixture.make(records: 40000, keysPerTrie: 60000, alphabet: 97...100, maxLength: 7, seed: 21)
        var rng = SplitMix64(state: 2112)
        for _ in 0..<60 {
            var spans: [IndexReader.Span] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let trie = Int.random(in: 0...1, using: &rng)
                let a = Int.random(in: 0..<60000, using: &rng), b = Int.random(in: 0..<60000, using: &rng)
                spans.append(IndexReader.Span(trie: trie, entries: min(a, b)..<max(a, b)))
            }
            let ordering = Int.random(in: 0...1, using: &rng), limit = Int.random(in: 1...120, using: &rng)
            let excluded = Set((0..<40).map { _ in UInt32.random(in: 0..<40000, using: &rng) })
            let got = try f.reader.top(spans, ordering: ordering, limit: limit, excluding: RecordSet(excluded))
            let all = Set(spans.flatMap { s in s.entries.map { f.reader.record(at: $0, trie: s.trie) } }).subtracting(excluded)
            let want = all.sorted { f.ranks[ordering][Int($0)] < f.ranks[ordering][Int($1)] }
            #expect(got == Array(want.prefix(limit)), "spans \(spans) ordering \(ordering) limit \(limit)")
        }
    }

    /// A cursor asked again and again, with more records to skip each time (some it gave,
    /// some it has not reached yet) and limits that shrink and grow, gives each time the sorted
    /// union less what is skipped: what a fresh `top` gives; and with their ranks when asked.
    @Test func aCursorAskedAgainAsTheSkippedGrowEqualsTheSortedUnion() throws {
        let f = try Fixture.make(records: 40000, keysPerTrie: 60000, alphabet: 97...100, maxLength: 7, seed: 23)
        var rng = SplitMix64(state: 2323)
        for _ in 0..<40 {
            // Narrow runs (read and sorted) and wide ones (walked), alone and together.
            let spans = randomRuns(&rng, count: 1...4, entries: 60000) { rng in
                Bool.random(using: &rng) ? Int.random(in: 1...300, using: &rng) : Int.random(in: 1...30000, using: &rng)
            }
            let ordering = Int.random(in: 0...1, using: &rng)
            let all = Set(spans.flatMap { s in s.entries.map { f.reader.record(at: $0, trie: s.trie) } })
            let sorted = all.sorted { f.ranks[ordering][Int($0)] < f.ranks[ordering][Int($1)] }
            var cursor = f.reader.rankedCursor(spans, ordering: ordering)
            var excluded = Set<UInt32>()
            for round in 0..<8 {
                // Once with no limit (every record, read and sorted), between limited asks.
                let limit: Int? = round == 4 ? nil : Int.random(in: 1...90, using: &rng)
                // Every other ask with the ranks, which must be the records' own.
                let ranked = round % 2 == 1 ? try cursor.takeRanked(limit, excluding: RecordSet(excluded)) : nil
                let got = try ranked.map { $0.map { UInt32(truncatingIfNeeded: $0) } } ?? cursor.take(limit, excluding: RecordSet(excluded))
                let want = Array(sorted.lazy.filter { !excluded.contains($0) }.prefix(limit ?? .max))
                #expect(got == want, "spans \(spans) ordering \(ordering) round \(round) limit \(String(describing: limit))")
                if let ranked { #expect(ranked.map { UInt32($0 >> 32) } == want.map { f.ranks[ordering][Int($0)] }) }
                // Skip some of what it gave (a company taken) and some records further down.
                for r in got where Bool.random(using: &rng) { excluded.insert(r) }
                for _ in 0..<Int.random(in: 0...5, using: &rng) where !sorted.isEmpty {
                    excluded.insert(sorted[Int.random(in: 0..<min(sorted.count, 400), using: &rng)])
                }
            }
        }
    }

    /// Records that share a rank (a few, or more than the cursor looks through one by one)
    /// still come once each, in the walk's order: by rank, then by the trie and position of
    /// their first entry.
    @Test(arguments: [UInt32(3), 40])
    func aCursorGivesRecordsOfOneRankOnce(tied: UInt32) throws {
        let f = try Fixture.make(records: 20000, keysPerTrie: 40000, alphabet: 97...100, maxLength: 7, seed: 29, tied: tied)
        var rng = SplitMix64(state: 2929 &+ UInt64(tied))
        for _ in 0..<30 {
            let spans = randomRuns(&rng, count: 1...3, entries: 40000) { rng in Int.random(in: 200...20000, using: &rng) }
            let ordering = Int.random(in: 0...1, using: &rng)
            var walk: [(rank: UInt32, trie: Int, position: Int, record: UInt32)] = []
            for s in IndexReader.merged(spans) {
                for i in s.entries {
                    let r = f.reader.record(at: i, trie: s.trie)
                    walk.append((f.ranks[ordering][Int(r)], s.trie, i, r))
                }
            }
            walk.sort { ($0.rank, $0.trie, $0.position) < ($1.rank, $1.trie, $1.position) }
            var order: [UInt32] = [], met = Set<UInt32>()
            for e in walk where met.insert(e.record).inserted { order.append(e.record) }
            var cursor = f.reader.rankedCursor(spans, ordering: ordering)
            var excluded = Set<UInt32>()
            for round in 0..<5 {
                let limit = Int.random(in: 1...120, using: &rng)
                let got = try cursor.take(limit, excluding: RecordSet(excluded))
                #expect(got == Array(order.lazy.filter { !excluded.contains($0) }.prefix(limit)),
                        "tied \(tied) spans \(spans) round \(round) limit \(limit)")
                for r in got where Bool.random(using: &rng) { excluded.insert(r) }
            }
        }
    }

    @Test func exactRangeHoldsOnlyEqualKeys() throws {
        let f = try Fixture.make(records: 300, keysPerTrie: 3000, alphabet: 97...99, maxLength: 5, seed: 7)
        for key in [[UInt8](), [97], [97, 98], [99, 99, 99], [98, 97, 99, 97]] {
            let range = try f.reader.range(of: key, trie: 0)
            let got = Set(range.exact.map { f.reader.record(at: $0, trie: 0) })
            let want = Set(f.keys[0].filter { $0.0 == key }.map { $0.1 })
            #expect(got == want, "key \(key)")
        }
    }

    @Test func missingPrefixIsEmpty() throws {
        let f = try Fixture.make(records: 20, keysPerTrie: 100, alphabet: 97...99, maxLength: 4, seed: 3)
        let range = try f.reader.range(of: [120, 121], trie: 1)
        #expect(range == .empty)
        #expect(try f.reader.top(range.prefix, trie: 1, ordering: 0, limit: 5).isEmpty)
    }

    @Test func exclusionSkipsRecordsAndStillFillsTheLimit() throws {
        let f = try Fixture.make(records: 500, keysPerTrie: 5000, alphabet: 97...98, maxLength: 6, seed: 11)
        let range = try f.reader.range(of: [97], trie: 0)
        let first = try f.reader.top(range.prefix, trie: 0, ordering: 0, limit: 10)
        let next = try f.reader.top(range.prefix, trie: 0, ordering: 0, limit: 10, excluding: RecordSet(first))
        #expect(Set(first).isDisjoint(with: next))
        #expect(next == Array(f.expected(prefix: [97], trie: 0, ordering: 0, limit: 20).dropFirst(10)))
    }

    @Test func writeReplacesAtomicallyAndLeavesNoTemporaryFile() throws {
        let path = temporaryPath("index")
        var b = IndexBuilder(recordCount: 1, trieCount: 1, orderingCount: 1)
        b.addKey([1, 2, 3], record: 0, trie: 0)
        try b.write(to: path, identity: identity)
        try b.write(to: path, identity: identity)
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["index"])
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }
}
