import Foundation
import FinderCLI
import FinderDomain
import FinderRemote
import FinderStore
import FinderText

/// `--refresh` on `stocks show` and `watch` (docs/decisions/0425-quotes-for-any-listing.md,
/// 0429-quotes-by-isin.md): fetches the shown listings' prices from the quote source
/// (`YahooSpark`, twenty symbols a request; a listing known only by its ISIN is looked up
/// first, `YahooSearch`), keeps them (`StockQuotes.record`), then shows the command as without
/// `--refresh`. What the refresh could not do is said first, in notices; the prices already
/// kept are still shown, and the exit status is the show's.
struct QuotesCommand {
    /// FINDER_QUOTES_URL: the quote source's base URL (tests, proxies).
    static let baseVariable = "FINDER_QUOTES_URL"

    func run(_ target: QuoteTarget, session: Session) async -> Outcome {
        await fetch(target, session: session)
        return RefreshedListings.show(target, session: session)
    }

    /// Fetches and keeps the prices of the listings `target` shows; what could not be done
    /// waits in `session.pendingNotices` for the show.
    func fetch(_ target: QuoteTarget, session: Session) async {
        if session.invocation.offline {
            session.pendingNotices.append(session.messages.text("quotes.offline"))
        } else if let catalogue = try? session.openCatalogue() {
            // A store or catalogue that cannot be opened is left to the show, which says why.
            let rows: [StockRecord]
            switch target {
            case .search(let query, let limit, let field, let allListings):
                let search = StockSearch(data: session.localData) { () throws(DomainError) in catalogue }
                let request = StocksCommand.request(session, query: query, limit: limit, field: field, allListings: allListings)
                rows = ((try? search.shown(request))?.matches ?? []).map(\.stock)
            case .tickers(let tickers): rows = (try? catalogue.show(tickers: tickers).rows) ?? []
            case .watchlist, .watchlistCheck: rows = ((try? Watchlist(catalogue: catalogue).entries()) ?? []).compactMap(\.listing)
            }
            if !rows.isEmpty {
                session.pendingNotices += await refresh(rows, catalogue: catalogue, session: session)
            }
        }
    }

    /// Fetches and keeps the prices of `rows`; returns the notices to say. A listing no symbol
    /// can be made for is first looked up by its ISIN (`YahooSearch`, one request each; the
    /// symbol found is kept with its price, so the next refresh asks no more).
    func refresh(_ shown: [StockRecord], catalogue: StockCatalogue, session: Session) async -> [String] {
        let c = session.messages
        let base = session.settings.declared(Self.baseVariable) ?? YahooSpark.defaultBase
        // A store that cannot be opened keeps no symbol: the rows are asked for as they are.
        var rows = (try? catalogue.localStore).map { StockQuotes(store: $0).withKeptSymbols(shown) } ?? shown
        var answered: [FetchedQuote] = [], failures: [String] = [], notFound: [StockRecord] = []
        let client = HTTPClient(timeout: 15, deadline: 30, maxBodyBytes: 2 << 20)
        let badURL = [c.text("quotes.failed", ["reason": c.text("quotes.reason.badURL", ["variable": Self.baseVariable, "value": base])])]
        // A 2xx answer's body; `.none` for a 404, the service knowing nothing of what was
        // asked; `.failed`, said in `failures`. `stop`: the network is down or the service
        // silent, and the other requests would wait as long.
        enum Answer { case body(Data), none, failed }
        var stop = false
        func ask(_ url: URL) async -> Answer {
            do {
                let response = try await client.get(url, headers: YahooSpark.headers)
                if (200..<300).contains(response.status) { return .body(response.body) }
                if response.status == 404 { return .none }
                failures.append(c.text("quotes.reason.status", ["status": "\(response.status)"]))
            } catch let failure as HTTPClient.Failure {
                failures.append(Self.reason(failure, c))
                if case .unreachable = failure { stop = true }
                if failure == .timedOut || failure == .deadlineExceeded { stop = true }
            } catch {
                failures.append(c.text("quotes.reason.format"))
            }
            return .failed
        }
        for i in rows.indices where !stop {
            guard let isin = StockQuotes.lookupISIN(for: rows[i]) else { continue }
            guard let url = YahooSearch.url(base: base, isin: isin), HTTPClient.isAllowed(url) else { return badURL }
            let found: [(symbol: String, kind: String?)]
            switch await ask(url) {
            case .failed: continue
            case .none: found = []
            case .body(let body):
                do { found = try YahooSearch.parse(body).map { (symbol: $0.symbol, kind: $0.kind) } } catch {
                    failures.append(c.text("quotes.reason.format"))
                    continue
                }
            }
            if let symbol = StockQuotes.symbol(among: found, for: rows[i]) { rows[i].symbol = symbol } else { notFound.append(rows[i]) }
        }
        // A listing still to be looked up was not found, or not reached: each is said below.
        let asked = rows.filter { StockQuotes.lookupISIN(for: $0) == nil }
        for symbols in StockQuotes.batches(asked, batch: YahooSpark.batch) where !stop {
            guard let url = YahooSpark.url(base: base, symbols: symbols), HTTPClient.isAllowed(url) else { return badURL }
            guard case .body(let body) = await ask(url) else { continue }
            do {
                answered += try YahooSpark.parse(body).map {
                    FetchedQuote(symbol: $0.symbol, price: $0.price, previousClose: $0.previousClose, currency: $0.currency, date: $0.date)
                }
            } catch {
                failures.append(c.text("quotes.reason.format"))
            }
        }
        var notices = failures.first.map { [c.text("quotes.failed", ["reason": $0])] } ?? []
        let report: QuoteRefresh
        do {
            report = try catalogue.keepQuotes(answered, for: asked, fetchedAt: Date().timeIntervalSince1970)
        } catch {
            return notices + [c.text("quotes.notKept")]
        }
        let quoted = { (tickers: [String]) in tickers.map { c.text("quoted", ["text": $0]) }.joined(separator: ", ") }
        // Named with its country: the ticker alone may be a priced listing's too (BHP).
        let named = { (rows: [StockRecord]) in
            rows.map { r in
                let country = (r.countryCode ?? Country.code(forCatalogueName: r.country))
                    .map { Country.displayName(code: $0, language: c.language.rawValue) } ?? r.country
                return c.text("quotes.listing", ["ticker": r.ticker, "country": country])
            }.joined(separator: ", ")
        }
        // Listings no request reached are the failure's, already said.
        if failures.isEmpty, !report.unanswered.isEmpty {
            notices.append(c.text("quotes.unanswered", ["tickers": quoted(report.unanswered)]))
        }
        if !notFound.isEmpty {
            notices.append(c.text("quotes.notFound", ["listings": named(notFound)]))
        }
        if !report.noSource.isEmpty {
            notices.append(c.text("quotes.noSource", ["listings": named(report.noSource)]))
        }
        if !report.otherCurrency.isEmpty {
            notices.append(c.text("quotes.otherCurrency", ["tickers": quoted(report.otherCurrency)]))
        }
        return notices
    }

    /// Why a request failed, in words.
    static func reason(_ failure: HTTPClient.Failure, _ c: Messages) -> String {
        switch failure {
        case .unreachable(let problem): problem.words("sync", c)
        case .timedOut, .deadlineExceeded: c.text("quotes.reason.timedOut")
        case .tooLarge, .truncated, .encodingRefused: c.text("quotes.reason.format")
        case .insecureURL(let u), .redirectRefused(let u): c.text("quotes.reason.badURL", ["variable": baseVariable, "value": u])
        }
    }
}
