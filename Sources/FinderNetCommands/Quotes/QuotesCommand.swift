import Foundation
import FinderCLI
import FinderDomain
import FinderRemote
import FinderStore
import FinderText

/// `--refresh` on `stocks show` and `watch` (docs/decisions/0425-quotes-for-any-listing.md):
/// fetches the shown listings' prices from the quote source (`YahooSpark`, twenty symbols a
/// request), keeps them (`StockQuotes.record`), then shows the command as without
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

    /// Fetches and keeps the prices of `rows`; returns the notices to say.
    func refresh(_ rows: [StockRecord], catalogue: StockCatalogue, session: Session) async -> [String] {
        let c = session.messages
        let base = session.settings.declared(Self.baseVariable) ?? YahooSpark.defaultBase
        let batches = StockQuotes.batches(rows, batch: YahooSpark.batch)
        var answered: [FetchedQuote] = [], failures: [String] = []
        let client = HTTPClient(timeout: 15, deadline: 30, maxBodyBytes: 2 << 20)
        for symbols in batches {
            guard let url = YahooSpark.url(base: base, symbols: symbols), HTTPClient.isAllowed(url) else {
                return [c.text("quotes.failed", ["reason": c.text("quotes.reason.badURL", ["variable": Self.baseVariable,
                                                                                           "value": base])])]
            }
            do {
                let response = try await client.get(url, headers: YahooSpark.headers)
                guard (200..<300).contains(response.status) else {
                    // 404 is the service's answer when it knows none of the symbols.
                    if response.status == 404 { continue }
                    failures.append(c.text("quotes.reason.status", ["status": "\(response.status)"]))
                    continue
                }
                answered += try YahooSpark.parse(response.body).map {
                    FetchedQuote(symbol: $0.symbol, price: $0.price, previousClose: $0.previousClose, currency: $0.currency, date: $0.date)
                }
            } catch let failure as HTTPClient.Failure {
                failures.append(Self.reason(failure, c))
                // The network is down or the service silent: the other batches would wait as long.
                if case .unreachable = failure { break }
                if failure == .timedOut || failure == .deadlineExceeded { break }
            } catch {
                failures.append(c.text("quotes.reason.format"))
            }
        }
        var notices = failures.first.map { [c.text("quotes.failed", ["reason": $0])] } ?? []
        let report: QuoteRefresh
        do {
            report = try catalogue.keepQuotes(answered, for: rows, fetchedAt: Date().timeIntervalSince1970)
        } catch {
            return notices + [c.text("quotes.notKept")]
        }
        let quoted = { (tickers: [String]) in tickers.map { c.text("quoted", ["text": $0]) }.joined(separator: ", ") }
        // Listings no request reached are the failure's, already said.
        if failures.isEmpty, !report.unanswered.isEmpty {
            notices.append(c.text("quotes.unanswered", ["tickers": quoted(report.unanswered)]))
        }
        if !report.noSource.isEmpty {
            // Named with its country: the ticker alone may be a priced listing's too (BHP).
            let named = report.noSource.map { r in
                let country = (r.countryCode ?? Country.code(forCatalogueName: r.country))
                    .map { Country.displayName(code: $0, language: c.language.rawValue) } ?? r.country
                return c.text("quotes.listing", ["ticker": r.ticker, "country": country])
            }
            notices.append(c.text("quotes.noSource", ["listings": named.joined(separator: ", ")]))
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
