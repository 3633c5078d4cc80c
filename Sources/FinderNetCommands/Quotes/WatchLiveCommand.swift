import FinderCLI
import FinderInteractive

/// `finder watch [list] --interval SECONDS [--count N]` (docs/decisions/0427-watch-refreshed-at-an-interval.md):
/// the watched listings' prices fetched, then the watchlist shown, again every `interval`
/// seconds. On a terminal the list has a screen of its own (`WatchScreen`); otherwise each
/// refresh is an answer of its own in the run's format (a JSON document each, so
/// `--format jsonl` gives a stream a script reads line by line), until Ctrl-C or `count`.
struct WatchLiveCommand {
    func run(interval: Int, count: Int?, session: Session) async -> Outcome {
        let quotes = QuotesCommand()
        if WatchScreen.applies(session) {
            let screen = WatchScreen(session: session, interval: interval, count: count,
                                     fetch: { await quotes.fetch(.watchlist, session: session) },
                                     show: { RefreshedListings.show(.watchlist, session: session) })
            if let outcome = await screen.run() { return outcome }
        }
        var refreshes = 0
        while true {
            if refreshes > 0 { session.renewRenderer() }
            let outcome = await quotes.run(.watchlist, session: session)
            refreshes += 1
            session.platform.stdout.flush()
            session.platform.stderr.flush()
            // An empty watchlist, or one that cannot be read, has nothing to refresh again.
            guard case .content = outcome, WatchLive.refreshesAgain(after: refreshes, count: count) else { return outcome }
            try? await Task.sleep(for: .seconds(interval))
        }
    }
}
