import Foundation
import FinderDomain
import FinderRemote

/// Fetches and reads one source into rows for `CatalogueSync`, filling in what the source
/// implies: the Moscow Exchange lists shares of board TQBR ("MOEX", "russia", roubles); the
/// Nasdaq screener lists US shares in dollars; the StockFinder format prices in US dollars
/// unless a row names its currency.
struct SyncSource {
    let source: SyncRequest.Source
    let limits: SyncLimits

    /// How the source's names meet stored ones (see `MergeRules.Names`).
    var names: MergeRules.Names {
        if case .nasdaq = source { return .keepStored }
        return .replace
    }

    /// The rows of the source. Progress is reported while downloading.
    func rows(progress: @escaping HTTPClient.Progress) async throws(SyncFailure) -> [SyncRow] {
        switch source {
        case .moex(let url):
            let body = try await download(url, progress: progress)
            do { return try MoexBoard.parse(body).map(Self.row) } catch { throw .moexFormat(error) }
        case .nasdaq(let url):
            let body = try await download(url, headers: NasdaqScreener.headers, progress: progress)
            do { return try NasdaqScreener.parse(body).map(Self.row) } catch { throw .nasdaqFormat(error) }
        case .url(let url):
            let body = try await download(url, progress: progress)
            do { return try StockFinderFormat.parse(body).map(Self.row) } catch { throw .stockFinderFormat(error) }
        case .file(let path):
            let body = try SyncFile.read(path, limit: limits.maxBytes)
            progress(Int64(body.count), Int64(body.count))
            do { return try StockFinderFormat.parse(body).map(Self.row) } catch { throw .stockFinderFormat(error) }
        }
    }

    private func download(_ url: URL, headers: [String: String] = ["Accept": "application/json, text/csv;q=0.9, */*;q=0.5"],
                          progress: @escaping HTTPClient.Progress) async throws(SyncFailure) -> Data {
        let client = HTTPClient(timeout: limits.idleTimeout, deadline: limits.deadline, maxBodyBytes: limits.maxBytes,
                                redirects: .followAllowed)
        let response: HTTPClient.Response
        do { response = try await client.get(url, headers: headers, progress: progress) } catch { throw .download(error) }
        guard (200..<300).contains(response.status) else { throw .status(response.status) }
        return response.body
    }

    static func row(_ s: MoexSecurity) -> SyncRow {
        // The Latin name is the listing's name (as in the bundled catalogue); the full Russian
        // name, else the short one, is its name in the other script. Without LATNAME the
        // stored Latin name is kept, and a new listing is named in Russian.
        SyncRow(ticker: value(s.ticker), name: value(s.latinName),
                altName: s.fullName != .absent ? value(s.fullName) : value(s.shortName),
                isin: value(s.isin), currency: .text(s.currency ?? "RUB"), exchange: .text("MOEX"),
                country: .text("russia"), price: value(s.price), priceDate: s.priceDate, marketCap: value(s.marketCap),
                change: value(s.change), changePercent: value(s.changePercent))
    }

    /// Screener rows are US listings whatever their `country` says (that is where the company
    /// is based); like the bundled catalogue's US listings they name no exchange, so they
    /// meet those listings by ticker in the United States.
    static func row(_ r: NasdaqScreener.Row) -> SyncRow {
        var ticker = value(r.symbol), name = value(r.name)
        if case .text(let t) = ticker { ticker = .text(NasdaqScreener.catalogueTicker(t)) }
        if case .text(let n) = name { name = .text(NasdaqScreener.listingName(n)) }
        return SyncRow(ticker: ticker, name: name, currency: .text("USD"), exchange: .text(""),
                       country: .text("united states"), price: value(r.lastSale), marketCap: value(r.marketCap),
                       change: value(r.netChange), changePercent: value(r.percentChange))
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

/// The bounds on one source (issue 13, items 7 and 8): a request that sends nothing for
/// `idleTimeout` seconds, or is not done `deadline` seconds after it started, is stopped; a
/// body or file larger than `maxBytes` is refused while it is read.
struct SyncLimits: Equatable {
    /// 64 MiB: the whole Moscow Exchange board is about 1 MiB, the Nasdaq screener about 3.
    static let defaultMaxBytes = 64 << 20
    static let defaultIdleTimeout: TimeInterval = 30
    static let defaultDeadline: TimeInterval = 300

    var idleTimeout: TimeInterval = defaultIdleTimeout
    var deadline: TimeInterval = defaultDeadline
    var maxBytes = defaultMaxBytes

    /// FINDER_SYNC_TIMEOUT (seconds, whole request) lowers or raises the deadline; the idle
    /// timeout is never longer than it. A value that is not a positive number is ignored.
    static func from(environment: [String: String]) -> SyncLimits {
        var limits = SyncLimits()
        if let text = environment["FINDER_SYNC_TIMEOUT"], let s = Double(text), s.isFinite, s > 0 {
            limits.deadline = min(s, 86_400)
            limits.idleTimeout = min(limits.idleTimeout, limits.deadline)
        }
        return limits
    }
}
