import Testing
import FinderTestSupport
import FinderStore
@testable import FinderIndex
@testable import FinderDomain

/// Several listings of a payload block decoded in one pass (`StockIndex.Lookups.stocks`, what
/// a result's company listings are read with) give exactly what decoding each alone gives.
@Suite(.serialized) struct PayloadBatchTests {
    @Test func listingsDecodedTogetherEqualListingsDecodedAlone() throws {
        let dir = TemporaryDirectory()
        _ = try StockCatalogue(dataDirectory: dir.path, resources: ResourceLocator(folder: resourcesFolder))
        let reader = try IndexReader(path: dir.file(StockIndex.fileName))
        let lookups = try StockIndex(reader: reader).lookups()
        let n = UInt32(reader.recordCount), size = UInt32(reader.recordsPerPayloadBlock)
        var rng = SystemRandomNumberGenerator()
        var sets: [[UInt32]] = [[0], [n - 1], [0, 1, 2], [n - 1, 0, n - 2], [5, 5, 3], Array(0..<size), Array((0..<size).reversed())]
        for _ in 0..<300 {
            // Mostly records of one or two blocks (a company's listings side by side), in any order.
            let block = UInt32.random(in: 0..<(n / size), using: &rng) * size
            var s: [UInt32] = []
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                s.append(Bool.random(using: &rng) ? block + UInt32.random(in: 0..<(2 * size), using: &rng) % (n - block)
                                                  : UInt32.random(in: 0..<n, using: &rng))
            }
            sets.append(s)
        }
        for s in sets {
            let together = try lookups.stocks(s)
            #expect(together.listings.count == s.count && together.rank.count == s.count)
            for (i, r) in s.enumerated() { #expect(together.listings[together.rank[i]] == (try lookups.stock(r)), "record \(r) of \(s)") }
            #expect(lookups.shareABlock(s) == (Set(s.map { $0 / size }).count < s.count))
        }
    }
}
