import FinderCLI
import FinderDomain
#if canImport(Glibc)
import Glibc
#endif

/// `finder watch --interval SECONDS` on a terminal: the watchlist on a screen of its own,
/// as `finder watch` shows it, refreshed every `interval` seconds
/// (docs/decisions/0427-watch-refreshed-at-an-interval.md).
///
/// The first line says when the prices were refreshed and when they will be next; the last
/// names the keys: r (or Enter, Space) refreshes at once, q or Esc quits (exit 0), Ctrl-C
/// quits with 130. On the Russian layout the same keys (к, й) work. What a refresh could not
/// do (its notices) is shown under the list, as `finder watch --refresh` says it on stderr.
public struct WatchScreen {
    let session: Session
    let interval: Int
    let count: Int?
    /// Fetches the watched listings' prices and keeps them; its notices wait in
    /// `session.pendingNotices` for the show.
    let fetch: () async -> Void
    /// Shows the watchlist through the session's renderer (`RefreshedListings.show`).
    let show: () -> Outcome

    public init(session: Session, interval: Int, count: Int?, fetch: @escaping () async -> Void, show: @escaping () -> Outcome) {
        self.session = session
        self.interval = interval
        self.count = count
        self.fetch = fetch
        self.show = show
    }

    /// Whether the run gets the screen: what the interactive session's screen needs
    /// (terminals both ways, text, not accessible, TERM not dumb).
    public static func applies(_ session: Session) -> Bool {
        let p = session.platform
        return InteractiveCommand.mode(format: session.format, accessible: session.accessible, dumbTerminal: session.settings.dumbTerminal,
                                       stdinIsTerminal: p.stdinIsTerminal, stdoutIsTerminal: p.stdoutIsTerminal) == .screen
    }

    /// What the screen's keys ask for.
    enum Request: Equatable { case refresh, quit }

    static func request(_ key: Key) -> Request? {
        switch key {
        case .enter, .character(" "), .character("r"), .character("R"), .character("к"), .character("К"): .refresh
        case .escape, .character("q"), .character("Q"), .character("й"), .character("Й"), .endOfInput: .quit
        default: nil
        }
    }

    /// Runs the screen until a key quits it or `count` refreshes were shown; nil when the
    /// terminal cannot be put in raw mode (the caller shows the refreshes as lines instead).
    /// A watchlist that shows nothing (empty, a damaged store) ends the screen with that
    /// outcome, said on stderr once the terminal is restored, as is a frame that could not
    /// be written (exit 5).
    public func run() async -> Outcome? {
        let p = session.platform
        p.stdout.flush()
        p.stderr.flush()
        switch await screen() {
        case nil: return nil
        case .ended(let outcome): return outcome
        case .shownNothing(let err, let outcome):
            p.stderr.write(err)
            p.stderr.flush()
            return outcome
        case .outputFailed(let code):
            let context = SearchContext(domain: "stocks", query: "watch", loadingMessage: "")
            return session.finish(context, .failure(.localData, message: session.messages.text("error.stdout", ["reason": session.messages.reason(errno: code)]),
                                                    hint: nil))
        }
    }

    enum Ending {
        case ended(Outcome)
        /// The show's outcome was no list: what it wrote on stderr, and the outcome.
        case shownNothing(err: String, Outcome)
        case outputFailed(errno: Int32)
    }

    /// The screen's loop, the terminal restored when it returns.
    private func screen() async -> Ending? {
        guard let terminal = RawTerminal() else { return nil }
        defer { terminal.restore() }
        let (reader, events, continuation) = InputReader.started(on: terminal)
        defer { reader.stop() }
        var timer: Task<Void, Never>?
        defer { timer?.cancel() }
        var size = terminal.size()
        var shown = (out: "", err: "")
        var refreshedAt = 0.0
        var refreshes = 0
        var failed: Ending?

        func draw(status: String? = nil) -> Bool {
            let next = WatchLive.refreshesAgain(after: refreshes, count: count) ? refreshedAt + Double(interval) : nil
            let heading = status ?? WatchLive.heading(session, refreshedAt: refreshedAt, next: next)
            return terminal.write(frame(heading: heading, shown: shown, rows: size.rows, columns: size.columns))
        }
        /// One refresh: "Refreshing…" on the first line while the prices are fetched, then the list.
        func refresh() async -> Bool {
            timer?.cancel()
            guard draw(status: session.messages.text("watch.live.refreshing")) else { return false }
            await fetch()
            let captured = session.captured(columns: size.columns, show)
            shown = (captured.out, captured.err)
            refreshedAt = FinderDomain.Clock.now()
            refreshes += 1
            guard case .content = captured.outcome else {
                failed = .shownNothing(err: captured.err, captured.outcome)
                return true
            }
            if WatchLive.refreshesAgain(after: refreshes, count: count) {
                let seconds = interval
                timer = Task {
                    try? await Task.sleep(for: .seconds(seconds))
                    if !Task.isCancelled { continuation.yield(.tick) }
                }
            }
            return draw()
        }

        guard await refresh() else { return .outputFailed(errno: terminal.failure) }
        if let failed { return failed }
        for await event in events {
            if reader.interrupted { return .ended(.failure(.interrupted, message: "", hint: nil)) }
            var wanted: Request?
            switch event {
            case .keys(let keys):
                for key in keys {
                    if let r = Self.request(key) { wanted = r == .quit ? .quit : wanted ?? r }
                }
            case .tick: wanted = .refresh
            case .resize:
                size = terminal.size()
                terminal.write("\u{1b}[2J")
                guard draw() else { return .outputFailed(errno: terminal.failure) }
            case .inputClosed: wanted = .quit
            case .delivered, .picture: break
            }
            switch wanted {
            case .quit?: return .ended(.content(count: 0, summary: ""))
            case .refresh?:
                // The last of `count` refreshes stays on screen until a key quits it.
                guard WatchLive.refreshesAgain(after: refreshes, count: count) else { continue }
                guard await refresh() else { return .outputFailed(errno: terminal.failure) }
                if let failed { return failed }
            case nil: break
            }
        }
        return .ended(.content(count: 0, summary: ""))
    }

    /// The screen: the heading, the list as `finder watch` writes it (cut to the terminal's
    /// width by its renderer), its notices and count (stderr's lines, wrapped), and the keys
    /// on the last row; rows that do not fit are left out, the keys always shown.
    func frame(heading: String, shown: (out: String, err: String), rows: Int, columns: Int) -> String {
        let style = session.style
        typealias Line = ScreenDrawer.Line
        var body: [String] = [Line([(heading, .prompt)]).truncated(to: columns).painted(style), ""]
        body += shown.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        // Unpainted (the escapes dropped whole), to be wrapped and painted again.
        let notes = shown.err.split(separator: "\n").map { TerminalText.sanitize(String($0)) }.filter { !$0.isEmpty }
        if !notes.isEmpty { body.append("") }
        for note in notes {
            for piece in ScreenDrawer.wrapped(note, to: columns) { body.append(Line([(piece, .notice)]).truncated(to: columns).painted(style)) }
        }
        let keys = Line([(WatchLive.keys(session), .muted)]).truncated(to: columns).painted(style)
        var s = "\u{1b}[?25l\u{1b}[H\u{1b}[2J"
        for line in body.prefix(max(0, rows - 1)) { s += line + "\r\n" }
        s += "\u{1b}[\(max(1, rows));1H" + keys
        return s
    }
}
