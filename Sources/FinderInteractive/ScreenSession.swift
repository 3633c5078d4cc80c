import FinderCLI
#if canImport(Glibc)
import Glibc
#endif
/// The full-screen session on a terminal: raw mode, an input thread, the controller, and a
/// redraw after every event that changes something (and on resize).
struct ScreenSession {
    let session: Session
    let configuration: InteractiveConfiguration
    let searcher: InteractiveSearcher
    let history: InteractiveHistory
    let debounceMilliseconds: Int
    let clock: InteractiveClock

    /// How a session ended: a key or the end of input (with the exit code), or a frame that
    /// could not be written (the errno).
    enum Ending: Equatable {
        case quit(ExitCode)
        case outputFailed(errno: Int32)
    }

    /// nil when the terminal cannot be put in raw mode (the caller falls back to line mode).
    ///
    /// The first frame that cannot be written (EIO from a terminal that went away, ENOSPC)
    /// ends the session there: the terminal restored by the `defer`, the caller says it on
    /// stderr (exit 5). Going on would draw nothing and read keys for a screen no one sees.
    func run() async -> Ending? {
        // Before raw mode: finding out how the terminal draws pictures may ask it (the probe),
        // and its replies must not reach the key reader.
        let pictures = configuration.domain == .photos && isatty(0) == 1 ? session.network?.screenPictures(session: session) : nil
        guard let terminal = RawTerminal() else { return nil }
        defer { terminal.restore() }
        // Kitty's images deleted (their data freed) before the terminal is given back.
        var graphics = ScreenGraphics()
        defer { terminal.write(graphics.release()) }
        let (reader, events, continuation) = InputReader.started(on: terminal)
        defer { reader.stop() }

        let scheduler = SearchScheduler(clock: clock, searcher: searcher, debounceMilliseconds: debounceMilliseconds,
                                        serial: configuration.domain == .stocks) { generation, query, results in
            continuation.yield(.delivered(generation: generation, query: query, results: results))
        }
        defer { scheduler.cancel() }
        let controller = InteractiveController(configuration: configuration, messages: session.messages,
                                               history: history, scheduler: scheduler)
        // The screen runs only with stdout a terminal and without --accessible: the session's style.
        let drawer = ScreenDrawer(messages: session.messages, style: session.style,
                                  blocks: PhotoBlocks(style: session.style, painter: session.network?.previewPainter,
                                                      previews: session.drawsPreviews, settings: session.settings),
                                  pictures: pictures)
        var size = terminal.size()
        let fault = FaultInjection(settings: session.settings)
        func draw() -> Bool {
            fault.beforeDraw(controller)
            return terminal.write(drawer.frame(controller, rows: size.rows, columns: size.columns, graphics: &graphics))
        }

        // Pictures are fetched in the background, a page's when it has come and a photo's
        // own when it is shown in full, never per key; each redraws the screen as it comes.
        var listFetch: Task<Void, Never>?, viewFetch: Task<Void, Never>?
        defer { listFetch?.cancel(); viewFetch?.cancel() }
        func arrived(_ id: String) { continuation.yield(.picture) }
        func fetchListed() {
            guard let pictures, let shown = controller.shown, !shown.isHistory else { return }
            listFetch?.cancel()
            let items = shown.results.items
            listFetch = Task { await pictures.fetch(items, most: PhotoScreenLayout.listMost, large: false, arrived: arrived) }
        }
        var viewed: String?
        func fetchViewed() {
            let item = controller.viewedItem
            guard let pictures, item?.jsonString("id") != viewed else { return }
            viewed = item?.jsonString("id")
            guard let item, let most = drawer.photoViewMost(item, rows: size.rows, columns: size.columns) else { return }
            viewFetch?.cancel()
            viewFetch = Task { await pictures.fetch([item], most: most, large: true, arrived: arrived) }
        }

        guard draw() else { return .outputFailed(errno: terminal.failure) }
        for await event in events {
            // Ctrl-C first, whatever waits ahead of it.
            if reader.interrupted { return .quit(.interrupted) }
            switch event {
            case .keys(let keys):
                switch controller.handle(keys) {
                case .quit(let code): return .quit(code)
                case .none: continue
                case .redraw: break
                case .suspend:
                    terminal.write(graphics.release())
                    terminal.suspend()
                    // Continued: the terminal may have another size, and the screen is blank.
                    size = terminal.size()
                }
                fetchViewed()
            case .resize:
                size = terminal.size()
                terminal.write(graphics.forget() + "\u{1b}[2J")
            case .delivered(let generation, let query, let results):
                guard controller.receive(generation: generation, query: query, results: results) else { continue }
                fetchListed()
                fetchViewed()
            case .inputClosed:
                return .quit(.content)
            case .tick:
                continue
            case .picture:
                break
            }
            guard draw() else { return .outputFailed(errno: terminal.failure) }
        }
        return .quit(.content)
    }
}

/// Test hooks in debug builds only; release builds ignore them.
/// - FINDER_INTERACTIVE_FAULT=draw makes drawing trap once the line holds text, so the
///   end-to-end tests can check that a crash in rendering still leaves the terminal restored.
/// - FINDER_INTERACTIVE_FAULT=clock stops the session's clock: a debounce never ends, so
///   whatever the screen shows came without one (stocks search on every key).
struct FaultInjection {
    let trapOnDraw: Bool
    let stoppedClock: Bool

    init(settings: Settings) {
        #if DEBUG
        trapOnDraw = settings.interactiveFaultOnDraw
        stoppedClock = settings.interactiveFaultStoppedClock
        #else
        trapOnDraw = false
        stoppedClock = false
        #endif
    }

    /// The session's clock: the system's, or one that never moves.
    var clock: InteractiveClock { stoppedClock ? StoppedClock() : SystemClock() }

    func beforeDraw(_ controller: InteractiveController) {
        if trapOnDraw && !controller.editor.isEmpty { fatalError("FINDER_INTERACTIVE_FAULT=draw") }
    }
}
