import Testing
import FinderTestSupport
import FinderStore
import FinderText
@testable import FinderIndex
@testable import FinderDomain

/// Payloads decoded in place (a ticker and a name built in stack buffers, `_ByteBuffer`, and
/// made Strings once) give the listings that went in: the bundled catalogue's, block by
/// block, and listings longer than the stack buffers.
@Suite(.serialized) struct PayloadDecodingTests {
    /// Every block of the bundled catalogue's index decoded in one pass (each listing of it
    /// wanted) gives the store's rows, as decoding each alone does
    /// (`StockIndexFormatTests.everyListingComesBackFromItsPayload`).
    @Test func everyBlockDecodedTogetherGivesTheStoresRows() throws {
        // The rows read once for both suites (`StockIndexFormatTests.rows`): the shared
        // catalogue's store is one SQLite connection, not to be used from two suites running
        // at once (reading it here beside StockIndexFormatTests crashed the test process).
        let rows = StockIndexFormatTests.rows
        let index = shared.catalogue.index
        let lookups = try index.lookups()
        let size = index.reader.recordsPerPayloadBlock
        #expect(index.reader.recordCount == rows.count)
        var first = 0
        while first < rows.count {
            let records = (first..<min(rows.count, first + size)).map { UInt32($0) }
            let got = try lookups.stocks(records)
            let listings = records.indices.map { got.listings[got.rank[$0]] }
            #expect(listings == Array(rows[first..<(first + records.count)]), "block at \(first)")
            if listings != Array(rows[first..<(first + records.count)]) { break }
            first += size
        }
    }

    /// Tickers and names longer than the stack buffers (`_PayloadCoder.stackBytes`), sharing
    /// prefixes with the listing before or not, in one script or several: decoded alone and
    /// together, each as it went in.
    @Test func listingsLongerThanTheStackBuffersComeBackWhole() throws {
        let dir = TemporaryDirectory()
        let long = String(repeating: "Alpha ", count: 60), longer = String(repeating: "Ωμέγα-", count: 80)
        var rows: [StockRecord] = []
        for i in 0..<40 {
            let ticker = i % 3 == 0 ? String(repeating: "T", count: 300 + i) : "T\(i)"
            let name = switch i % 4 {
            case 0: long + "\(i)"
            case 1: long + longer + "\(i)"
            case 2: String(repeating: "x", count: 700 + i)
            default: "Short \(i)"
            }
            rows.append(StockRecord(ticker: ticker, name: name, exchange: "X", country: "greece", currency: "EUR",
                                    isin: i % 2 == 0 ? "GR000000000\(i % 10)" : nil, altName: i % 5 == 0 ? longer : nil,
                                    price: Double(i) + 0.5, priceDate: "2025-01-0\(i % 9 + 1)", countryCode: "GR"))
        }
        let keys = SearchKeyMaker()
        let path = dir.file(StockIndex.fileName)
        try StockIndex.build(rows, identity: StockIndex.identity(catalogueChecksum: 1, keys: keys), keys: keys, to: path)
        let index = StockIndex(reader: try IndexReader(path: path))
        for (i, r) in rows.enumerated() { #expect(try index.stock(UInt32(i)) == r, "record \(i)") }
        let all = (0..<UInt32(rows.count)).map { $0 }
        let together = try index.lookups().stocks(all)
        #expect(all.indices.map { together.listings[together.rank[$0]] } == rows)
    }

    /// A payload's strings are made by copying their bytes into the String's storage, and
    /// come out as `String(decoding:as:)` makes them: ASCII and not, short (inline) and long,
    /// and invalid UTF-8 (a damaged file) repaired the same way.
    @Test func payloadStringsAreMadeAsStringDecodingMakesThem() {
        let pieces: [[UInt8]] = [[], Array("AAPL".utf8), Array("Сбербанк".utf8), Array("Ωμέγα ☃ 𝄞".utf8),
                                 [0x80], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF], [0xF4, 0x90, 0x80, 0x80],
                                 [0x41, 0xC3], [0x00, 0x1F, 0x7F]]
        for a in pieces {
            for b in pieces {
                for padding in [0, 9, 20] {
                    let bytes = a + [UInt8](repeating: UInt8(ascii: "x"), count: padding) + b
                    bytes.withUnsafeBytes { raw in
                        #expect(_PayloadCoder.string(raw) == String(decoding: bytes, as: UTF8.self), "\(bytes)")
                        #expect(Array(_PayloadCoder.string(raw).utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
                    }
                }
            }
        }
    }

    /// The buffer itself: runs and bytes past its lent memory move it to the heap with what
    /// it held; `keep` cuts it back.
    @Test func aByteBufferOutgrowsItsLentMemory() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { lent in
            var b = _ByteBuffer(lending: lent)
            let run: [UInt8] = Array(1...10)
            run.withUnsafeBytes { b.append($0) }
            b.append(11)
            #expect(Array(b.bytes) == Array(1...11))
            b.keep(3)
            b.append(0xFF)
            #expect(Array(b.bytes) == [1, 2, 3, 0xFF])
        }
    }
}
