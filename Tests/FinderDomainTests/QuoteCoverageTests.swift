import Foundation
import Testing
import FinderTestSupport
import FinderStore
@testable import FinderDomain

/// How much of the bundled catalogue the quote source can be asked for: every listing with
/// a symbol (`StockQuotes.symbol`) or, without one, an ISIN to look its symbol up by
/// (`StockQuotes.lookupISIN`), by exchange (a listing that names none by its country).
/// The table is `Snapshots/quote-coverage.tsv` (re-record with FINDER_RECORD_SNAPSHOTS=1
/// when the catalogue or the rules change, and say why); what the source then answers for
/// each symbol is the source's, measured against the live service only.
@Suite struct QuoteCoverageTests {
    @Test func theShareOfEachExchangeThatCanBeAskedIsRecorded() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/catalogue.tsv").standardizedFileURL.path
        let rows = try CatalogueFile.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        var listings: [String: Int] = [:], askable: [String: Int] = [:]
        for r in rows {
            let place = r.exchange.isEmpty ? "(no exchange) " + r.country : r.exchange + " " + r.country
            listings[place, default: 0] += 1
            if StockQuotes.symbol(for: r) != nil || StockQuotes.lookupISIN(for: r) != nil { askable[place, default: 0] += 1 }
        }
        func share(_ n: Int, _ of: Int) -> String { String(format: "%.1f%%", Double(n) / Double(of) * 100) }
        let total = askable.values.reduce(0, +)
        var table = "place\tlistings\tcan be asked\tshare\n"
        table += "all\t\(rows.count)\t\(total)\t\(share(total, rows.count))\n"
        for place in listings.keys.sorted(by: { (listings[$0]!, $1) > (listings[$1]!, $0) }) {
            let n = listings[place]!, a = askable[place, default: 0]
            table += "\(place)\t\(n)\t\(a)\t\(share(a, n))\n"
        }
        let (ok, message) = matchesSnapshot(table, named: "quote-coverage.tsv")
        #expect(ok, "\(message)")
        // Every listing with an exchange the catalogue's source named has a symbol.
        #expect(rows.filter { !$0.exchange.isEmpty && StockQuotes.symbol(for: $0) == nil }.isEmpty)
        #expect(Double(total) / Double(rows.count) > 0.999)
    }
}
