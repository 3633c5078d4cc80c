import Testing
import FinderTestSupport
import FinderStore
@testable import FinderDomain

/// A saved result is written into one byte buffer (`_RecordWriter` on `_ByteBuffer`), and
/// must read as the text the Array-based writer before it wrote, byte for byte: saved
/// results already on disk, and the reader, know only that text.
@Suite(.serialized) struct SavedResultEncodingTests {
    /// Real results (tickers, names in both scripts, companies with many listings and with
    /// receipts, prices with and without fractions) give the reference's text, and read back.
    @Test(arguments: ["app", "sber", "bank", "a", "газ", "toyota", "microsfot", "gold", "ishares"])
    func realResultsAreWrittenAsBefore(query: String) throws {
        for allListings in [false, true] {
            let found = try shared.catalogue.search(StockQuery(text: query, limit: 20, allListings: allListings)).matches
            #expect(!found.isEmpty, "\(query)")
            let results = StockResults(matches: found)
            let text = results.encodedForSaving()
            #expect(text == _ReferenceEncoding.encoded(results), "\(query), all listings: \(allListings)")
            // Read back (the tier is not saved: a saved match is shown by its kind).
            let back = try #require(StockResults(saved: text))
            #expect(back.matches.map(\.kind) == found.map(\.kind), "\(query)")
            #expect(back.matches.map(\.listings) == found.map(\.listings) && back.matches.map(\.receipts) == found.map(\.receipts))
        }
    }

    /// What the catalogue rarely or never holds: control characters (dropped), empty and
    /// absent values, negative and huge numbers, fractions, infinities, non-ASCII text, a
    /// value longer than the buffer's first capacity; the same text as the reference.
    @Test func unusualValuesAreWrittenAsBefore() {
        let long = String(repeating: "Ünïcødé ", count: 200)
        let odd = StockRecord(ticker: "A\u{1}B\u{1F}", name: "\u{1E}Name\u{1D}\tTab\n", exchange: "", country: "", currency: "",
                              isin: "", altName: long, price: -0.000123, priceDate: nil, priceSource: "x\u{0}y",
                              marketCap: 1e15, countryCode: nil, change: -Double.infinity, changePercent: -9_999_999_999_999)
        let plain = StockRecord(ticker: "Z", name: "Ζήτα", price: 1e300, marketCap: -0.0, change: Double.nan, changePercent: 12.5)
        let results = StockResults(matches: [
            StockMatch(stock: odd, kind: .typo, listings: [odd, plain], receipts: [plain]),
            StockMatch(stock: plain, kind: .exactTicker, listings: [plain]),
        ])
        let text = results.encodedForSaving()
        #expect(text == _ReferenceEncoding.encoded(results))
        #expect(!text.utf8.contains { $0 < 0x20 && $0 != 0x1D && $0 != 0x1E && $0 != 0x1F })
        #expect(StockResults(saved: text)?.matches.count == 2)
        // The word-at-a-time check finds a control character of any value at any place, and
        // nothing else (every byte value, at every place of buffers longer and shorter than a word).
        for length in [1, 7, 8, 9, 17] {
            for at in 0..<length {
                for value in 0...255 {
                    var b = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    b[at] = UInt8(value)
                    #expect(b.withUnsafeBufferPointer { _RecordWriter.hasControlCharacter($0) } == (value < 0x20),
                            "\(value) at \(at) of \(length)")
                }
            }
        }
        #expect(!_RecordWriter.hasControlCharacter(UnsafeBufferPointer(start: nil, count: 0)))
        // Numbers as `String(n)` writes them, the extremes too.
        for n in [0, 7, -7, 10, 99, 100, -100, 1_000_000, Int.max, Int.min] {
            var w = _RecordWriter(capacity: 1)
            w.add(n)
            #expect(w.text == String(n))
        }
    }
}

/// The writer and the encoding as they were before the one-buffer writer, kept to compare
/// with: records built in an Array of bytes, every listing's fields in table order.
enum _ReferenceEncoding {
    static func encoded(_ results: StockResults) -> String {
        var w = Writer()
        for m in results.matches.prefix(SavedResult.maxItems) {
            w.add(m.kind.identifier)
            w.add(m.listings.count - 1)
            w.add(m.receipts.count)
            for l in m.listings + m.receipts {
                for f in ListingField.allCases {
                    switch f.kind {
                    case .text: w.add(l.text(f) ?? "")
                    case .optionalText: w.add(l.text(f))
                    case .number: w.add(l.number(f))
                    }
                }
            }
            w.bytes.append(0x1E)
            w.fieldsInRecord = 0
        }
        return String(decoding: w.bytes, as: UTF8.self)
    }

    struct Writer {
        var bytes: [UInt8] = []
        var fieldsInRecord = 0

        mutating func add(_ s: String) {
            separate()
            var s = s
            s.withUTF8 { u in
                if u.contains(where: { $0 < 0x20 }) {
                    for b in u where b >= 0x20 { bytes.append(b) }
                } else {
                    bytes.append(contentsOf: u)
                }
            }
        }

        mutating func add(_ s: String?) {
            guard let s else { separate(); bytes.append(0x1D); return }
            add(s)
        }

        mutating func add(_ n: Int) {
            separate()
            digits(n)
        }

        mutating func add(_ d: Double?) {
            guard let d else { separate(); bytes.append(0x1D); return }
            separate()
            if d == d.rounded() && abs(d) < 1e15 { digits(Int(d)) } else { bytes.append(contentsOf: String(d).utf8) }
        }

        mutating func digits(_ n: Int) {
            if n < 0 { bytes.append(UInt8(ascii: "-")) }
            var m = n.magnitude
            if m == 0 { bytes.append(UInt8(ascii: "0")); return }
            let start = bytes.count
            while m > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(m % 10))
                m /= 10
            }
            bytes[start...].reverse()
        }

        mutating func separate() {
            if fieldsInRecord > 0 { bytes.append(0x1F) }
            fieldsInRecord += 1
        }
    }
}
