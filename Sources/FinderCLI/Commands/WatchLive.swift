/// `finder watch --interval SECONDS [--count N]`: the watchlist refreshed again and again
/// (docs/decisions/0427-watch-refreshed-at-an-interval.md). The loop is finder-net's (it
/// fetches); what it shows is `WatchCommand`'s, and what stays the same for every face of it
/// is here.
public enum WatchLive {
    /// At least 5 seconds between refreshes: a watchlist of 20 is one request to the quote
    /// source, so at most one request every 5 seconds; at most a day.
    public static let intervals = 5...86_400
    /// Without --interval (`--count` alone): once a minute.
    public static let defaultInterval = 60

    /// Whether another refresh follows the `refreshes` done: always without `--count`.
    public static func refreshesAgain(after refreshes: Int, count: Int?) -> Bool {
        count.map { refreshes < $0 } ?? true
    }

    /// The screen's first line: "Watchlist · refreshed at 14:05:10 · next at 14:06:10".
    public static func heading(_ session: Session, refreshedAt: Double, next: Double?) -> String {
        let c = session.messages
        let at = clock(session, refreshedAt)
        guard let next else { return c.text("watch.live.heading.last", ["time": at]) }
        return c.text("watch.live.heading", ["time": at, "next": clock(session, next)])
    }

    /// The keys the screen reads, on its last line.
    public static func keys(_ session: Session) -> String { session.messages.text("watch.live.keys") }

    /// A time of day in the reader's zone, as the catalog writes it ("14:05:10").
    static func clock(_ session: Session, _ epochSeconds: Double) -> String { session.instant(epochSeconds, format: "date.clock") }
}
