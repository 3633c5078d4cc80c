import FinderDomain
import FinderStore
import FinderRemote
import Foundation

/// The Nasdaq stock screener (`--from nasdaq`): every stock on NASDAQ, NYSE and NYSE
/// American, in US dollars. Its names are the screener's long ones ("Apple Inc. Common
/// Stock"), so stored names stay and its names only name listings it adds.
struct NasdaqSource: CatalogueSource {
    let name = "nasdaq"
    var defaultBase: String { NasdaqScreener.defaultBase }
    func url(base: String) -> URL? { NasdaqScreener.url(base: base) }
    var headers: [String: String] { NasdaqScreener.headers }
    var names: MergeRules.Names { .keepStored }

    func rows(_ body: Data) throws(SourceFormatError) -> SyncRows {
        do {
            let rows = try NasdaqScreener.parse(body)
            return SyncRows(count: rows.count) { Self.row(rows[$0]) }
        } catch {
            let key = switch error {
            case .notJSON: "sync.bad.notJSON"
            case .notAnObject: "sync.bad.notAnObject"
            case .missingRows: "sync.bad.missingRows"
            }
            throw SourceFormatError(reasonKey: key, hint: "sync.hint.later")
        }
    }

    /// Screener rows are US listings whatever their `country` says (that is where the company
    /// is based); like the bundled catalogue's US listings they name no exchange, so they
    /// meet those listings by ticker in the United States. A further field the screener
    /// gives is one more line, `row[.field] = syncValue(r.signedAmount("member"))`.
    static func row(_ r: NasdaqScreener.Row) -> SyncRow {
        var ticker = syncValue(r.symbol), name = syncValue(r.name)
        if case .text(let t) = ticker { ticker = .text(NasdaqScreener.catalogueTicker(t)) }
        if case .text(let n) = name { name = .text(NasdaqScreener.listingName(n)) }
        var row = SyncRow(ticker: ticker, name: name, currency: .text("USD"), exchange: .text(""),
                          country: .text("united states"), price: syncValue(r.lastSale))
        row[.marketCap] = syncValue(r.marketCap)
        row[.change] = syncValue(r.netChange)
        row[.changePercent] = syncValue(r.percentChange)
        return row
    }
}
