import FinderCLI
import FinderDomain
import FinderRemote
import Foundation

/// The Moscow Exchange ISS board TQBR (`--from moex`): shares of "MOEX", in Russia, priced
/// in roubles unless a row says otherwise. Names are the source's own and replace stored ones.
struct MoexSource: CatalogueSource {
    let name = "moex"
    var defaultBase: String { MoexBoard.defaultBase }
    func url(base: String) -> URL? { MoexBoard.url(base: base) }

    func rows(_ body: Data) throws(SourceFormatError) -> SyncRows {
        do {
            let shares = try MoexBoard.parse(body)
            return SyncRows(count: shares.count) { Self.row(shares[$0]) }
        } catch { throw Self.problem(error) }
    }

    /// A further field the board gives is one more line,
    /// `row[.field] = syncValue(s.cell("COLUMN", in: .marketdata))`.
    static func row(_ s: MoexSecurity) -> SyncRow {
        // The Latin name is the listing's name (as in the bundled catalogue); the full Russian
        // name, else the short one, is its name in the other script. Without LATNAME the
        // stored Latin name is kept, and a new listing is named in Russian.
        var row = SyncRow(ticker: syncValue(s.ticker), name: syncValue(s.latinName),
                          altName: s.fullName != .absent ? syncValue(s.fullName) : syncValue(s.shortName),
                          isin: syncValue(s.isin), currency: .text(s.currency ?? "RUB"), exchange: .text("MOEX"),
                          country: .text("russia"), price: syncValue(s.price), priceDate: s.priceDate)
        row[.marketCap] = syncValue(s.marketCap)
        row[.change] = syncValue(s.change)
        row[.changePercent] = syncValue(s.changePercent)
        return row
    }

    static func problem(_ e: MoexFormatError) -> SourceFormatError {
        switch e {
        case .notJSON: SourceFormatError(reasonKey: "sync.bad.notJSON")
        case .notAnObject: SourceFormatError(reasonKey: "sync.bad.notAnObject")
        case .missingBlock(let b): SourceFormatError(reasonKey: "sync.bad.missingBlock", arguments: ["block": TerminalText.sanitize(b)])
        case .missingColumn(let b, let col): SourceFormatError(reasonKey: "sync.bad.missingColumn", arguments: ["block": b, "column": col])
        case .badBlock(let b): SourceFormatError(reasonKey: "sync.bad.badBlock", arguments: ["block": b])
        }
    }
}
