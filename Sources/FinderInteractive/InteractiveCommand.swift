import FinderCLI
import FinderDomain

/// `finder interactive [stocks|photos]`, and plain `finder` on a terminal: search as you type
/// (GUIDE.md "Interactive mode").
///
/// Picks one of three faces of the session:
/// - the full screen (stdin and stdout terminals, text format, not accessible, TERM not dumb);
/// - line mode for screen readers and dumb terminals (`--accessible`, its variables, TERM=dumb);
/// - piped mode otherwise (stdin or stdout not a terminal, or --format json/jsonl).
///
/// Photos need the network: `interactive photos` runs in `finder-net` (`Command.binary`),
/// whose network features provide the searcher.
struct InteractiveCommand {
    let session: Session

    static let defaultDebounceMilliseconds = 200

    enum Mode: Equatable { case screen, line, piped }

    static func mode(format: OutputFormat, accessible: Bool, dumbTerminal: Bool,
                     stdinIsTerminal: Bool, stdoutIsTerminal: Bool) -> Mode {
        guard format == .text else { return .piped }
        if accessible || dumbTerminal { return .line }
        return stdinIsTerminal && stdoutIsTerminal ? .screen : .piped
    }

    /// The photo session's pause after a key before it searches: FINDER_DEBOUNCE_MS
    /// (`Settings.debounceMilliseconds`), else 200. Stocks search on every key, without one.
    static func debounce(_ settings: Settings) -> Int {
        settings.debounceMilliseconds ?? defaultDebounceMilliseconds
    }

    func run(domain: SearchDomain, filters: PhotoFilters = PhotoFilters()) async -> Outcome {
        let name = domain.rawValue
        // A damaged state store (history, saved results) is said before the session starts, as
        // the stock catalogue's is below; one that only cannot be opened (read-only, busy)
        // leaves the session without suggestions (`StoreHistory`).
        do { _ = try session.localData.history() } catch {
            if case .store(.corrupt) = error { return fail(session.outcome(for: error), domain: name) }
        }
        let searcher: InteractiveSearcher
        switch domain {
        case .stocks:
            do {
                searcher = StocksInteractiveSearcher(catalogue: try session.openCatalogue(), session: session)
            } catch {
                return fail(session.outcome(for: error), domain: name)
            }
        case .photos:
            guard let network = session.network else { return FinderCLI.handOver(session, to: session.invocation.command.binary) }   // routed there: not reached
            searcher = network.photosSearcher(session: session, filters: filters)
        }
        let p = session.platform
        let history = StoreHistory(data: session.localData, domain: domain)
        let mode = Self.mode(format: session.format, accessible: session.accessible, dumbTerminal: session.settings.dumbTerminal,
                             stdinIsTerminal: p.stdinIsTerminal, stdoutIsTerminal: p.stdoutIsTerminal)
        if mode == .screen {
            p.stdout.flush()
            p.stderr.flush()
            let screen = ScreenSession(session: session,
                                       configuration: InteractiveConfiguration(domain: domain, typing: InteractiveConfiguration.typing(for: domain),
                                                                               recordsHistory: !session.historyDisabled),
                                       searcher: searcher, history: history,
                                       debounceMilliseconds: Self.debounce(session.settings),
                                       clock: FaultInjection(settings: session.settings).clock)
            switch await screen.run() {
            case .quit(.interrupted)?:
                return .failure(.interrupted, message: "", hint: nil)
            case .quit?:
                return .content(count: 0, summary: "")
            case .outputFailed(let code)?:
                // The terminal is restored by now: the one line goes to stderr, exit 5.
                return fail(.failure(.localData, message: session.messages.text("error.stdout", ["reason": session.messages.reason(errno: code)]),
                                   hint: nil), domain: name)
            case nil:
                break
            }
        }
        return await LineSession(session: session, searcher: searcher, history: history, domain: domain,
                                 prompting: mode != .piped, input: LineReader(fd: 0)).run()
    }

    private func fail(_ outcome: Outcome, domain: String) -> Outcome {
        session.renderer.finish(SearchContext(domain: domain, query: "", loadingMessage: ""), outcome)
        return outcome
    }
}
