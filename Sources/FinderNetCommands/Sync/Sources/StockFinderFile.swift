import FinderDomain
import FinderRemote
import Foundation

/// A StockFinder-format file (JSON or CSV) at a URL or on disk (`--from URL`, `--from FILE`):
/// priced in US dollars unless a row names its currency.
struct StockFinderFile: CatalogueReader {
    /// Read one at a time as the sync validates them: a CSV file's rows are never all held
    /// as strings (`StockFinderFormat.Rows`).
    func rows(_ body: Data) throws(SourceFormatError) -> SyncRows {
        do {
            let rows = try StockFinderFormat.parse(body)
            return SyncRows(count: rows.count) { Self.row(rows[$0]) }
        } catch {
            let hint = "sync.hint.format"
            switch error {
            case .notText: throw SourceFormatError(reasonKey: "sync.bad.notText", hint: hint)
            case .empty: throw SourceFormatError(reasonKey: "sync.bad.empty", hint: hint)
            case .tooLarge: throw SourceFormatError(reasonKey: "sync.bad.tooLarge", hint: hint)
            case .notJSON: throw SourceFormatError(reasonKey: "sync.bad.notJSON", hint: hint)
            case .notAnArray: throw SourceFormatError(reasonKey: "sync.bad.notAnArray", hint: hint)
            case .missingColumns(let cols):
                throw SourceFormatError(reasonKey: "sync.bad.missingColumns", arguments: ["columns": cols.joined(separator: ", ")],
                                        hint: hint)
            }
        }
    }

    static func row(_ r: StockFinderFormat.Row) -> SyncRow {
        SyncRow(ticker: syncValue(r.ticker), name: syncValue(r.name),
                currency: r.currency == .absent ? .text(StockFinderFormat.defaultCurrency) : syncValue(r.currency),
                exchange: syncValue(r.exchange), price: syncValue(r.price))
    }
}
