import Foundation
import FinderDomain
import FinderRemote

/// Fetches and reads one source into rows for `CatalogueSync`, filling in what the source
/// implies: the Moscow Exchange lists shares of board TQBR ("MOEX", "russia", roubles); the
/// StockFinder format prices in US dollars unless a row names its currency.
struct SyncSource {
    let source: SyncArguments.Source
    let timeout: TimeInterval

    /// The rows of the source. Progress is reported while downloading.
    func rows(progress: @escaping SyncDownload.Progress) async throws(SyncFailure) -> [SyncRow] {
        switch source {
        case .moex(let url):
            let body = try await download(url, progress: progress)
            do { return try MoexBoard.parse(body).map(Self.row) } catch { throw .moexFormat(error) }
        case .url(let url):
            let body = try await download(url, progress: progress)
            do { return try StockFinderFormat.parse(body).map(Self.row) } catch { throw .stockFinderFormat(error) }
        case .file(let path):
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .file(path: path, problem: .missing)
            }
            guard !isDirectory.boolValue else { throw .file(path: path, problem: .directory) }
            guard FileManager.default.isReadableFile(atPath: path) else { throw .file(path: path, problem: .denied) }
            let body: Data
            do {
                body = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw .file(path: path, problem: .other((error as NSError).localizedDescription))
            }
            progress(Int64(body.count), Int64(body.count))
            do { return try StockFinderFormat.parse(body).map(Self.row) } catch { throw .stockFinderFormat(error) }
        }
    }

    private func download(_ url: URL, progress: @escaping SyncDownload.Progress) async throws(SyncFailure) -> Data {
        do { return try await SyncDownload.get(url, timeout: timeout, progress: progress) } catch { throw .download(error) }
    }

    static func row(_ s: MoexSecurity) -> SyncRow {
        // The Latin name is the listing's name (as in the bundled catalogue); the full Russian
        // name, else the short one, is its name in the other script. Without LATNAME the
        // stored Latin name is kept, and a new listing is named in Russian.
        SyncRow(ticker: value(s.ticker), name: value(s.latinName),
                altName: s.fullName != .absent ? value(s.fullName) : value(s.shortName),
                isin: value(s.isin), currency: .text(s.currency ?? "RUB"), exchange: .text("MOEX"),
                country: .text("russia"), price: value(s.price), priceDate: s.priceDate)
    }

    static func row(_ r: StockFinderFormat.Row) -> SyncRow {
        SyncRow(ticker: value(r.ticker), name: value(r.name),
                currency: r.currency == .absent ? .text(StockFinderFormat.defaultCurrency) : value(r.currency),
                exchange: value(r.exchange), price: value(r.price))
    }

    static func value(_ c: SourceCell) -> SyncRow.Value {
        switch c {
        case .absent: .absent
        case .number(let n): .number(n)
        case .text(let t): .text(t)
        }
    }
}
