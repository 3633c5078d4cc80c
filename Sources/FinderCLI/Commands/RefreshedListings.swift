/// What `--refresh` shows once finder-net has fetched the prices: the command it refreshed
/// for, exactly as without `--refresh` (the fetched prices overlay the catalogue's:
/// `StockQuotes.overlay`), with what the refresh could not do said first as notices
/// (`Session.pendingNotices`).
public enum RefreshedListings {
    public static func show(_ target: QuoteTarget, session: Session) -> Outcome {
        switch target {
        case .search(let query, let limit, let field, let allListings):
            StocksCommand(session: session).search(query: query, limit: limit, field: field, allListings: allListings)
        case .tickers(let tickers): StocksCommand(session: session).show(tickers: tickers)
        case .watchlist: WatchCommand(session: session).run(.show)
        case .watchlistCheck: WatchCommand(session: session).run(.check)
        }
    }
}
