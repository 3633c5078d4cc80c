import FinderCLI
/// Time for the debounce, behind a seam so tests can drive it by hand.
protocol InteractiveClock: Sendable {
    /// Returns after `milliseconds`, or throws `CancellationError` as soon as the task is cancelled.
    func sleep(milliseconds: Int) async throws
}

/// The real clock: the monotonic `ContinuousClock`, whose sleep ends early on cancellation.
struct SystemClock: InteractiveClock {
    func sleep(milliseconds: Int) async throws {
        try await ContinuousClock().sleep(for: .milliseconds(milliseconds))
    }
}

/// A clock that never moves (a test hook, `FaultInjection`): a sleep ends only when its task
/// is cancelled.
struct StoppedClock: InteractiveClock {
    func sleep(milliseconds: Int) async throws {
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}

/// Runs at most one live search: each `schedule` cancels the one before it, waits out the
/// debounce, searches, and delivers the answer tagged with its generation. Two guards keep an
/// old answer from being drawn over a newer one: a cancelled task never delivers, and the
/// session drops any delivery whose generation is not `generation`.
///
/// With `serial`, a search starts only after the cancelled one before it has finished, so the
/// searcher never runs twice at once (the stock catalogue is not built for concurrent use).
///
/// Used from one task (the session loop); the search tasks only call `deliver`.
final class SearchScheduler {
    let clock: InteractiveClock
    /// Read at each `schedule`: a filter command of the session puts another in its place.
    var searcher: InteractiveSearcher
    let debounceMilliseconds: Int
    let serial: Bool
    let deliver: @Sendable (_ generation: Int, _ text: String, _ results: InteractiveResults) -> Void
    private var task: Task<Void, Never>?
    /// The generation of the newest request; deliveries of any other are stale.
    private(set) var generation = 0

    init(clock: InteractiveClock, searcher: InteractiveSearcher, debounceMilliseconds: Int, serial: Bool,
         deliver: @escaping @Sendable (Int, String, InteractiveResults) -> Void) {
        self.clock = clock
        self.searcher = searcher
        self.debounceMilliseconds = debounceMilliseconds
        self.serial = serial
        self.deliver = deliver
    }

    deinit { task?.cancel() }

    /// Cancels whatever is pending and starts a search for `text`, after the debounce when
    /// `debounce` is true. Returns the new generation.
    @discardableResult
    func schedule(_ text: String, page: Int = 1, debounce: Bool) -> Int {
        generation += 1
        let g = generation
        let previous = task
        previous?.cancel()
        let (clock, searcher, delay, deliver) = (clock, searcher, debounce ? debounceMilliseconds : 0, deliver)
        let wait = serial ? previous : nil
        task = Task {
            await wait?.value
            if delay > 0 {
                do { try await clock.sleep(milliseconds: delay) } catch { return }
            }
            guard !Task.isCancelled else { return }
            let results = await searcher.search(text, page: page)
            guard !Task.isCancelled else { return }
            deliver(g, text, results)
        }
        return g
    }

    /// Cancels the pending search, if any; later deliveries of it are stale.
    func cancel() {
        generation += 1
        task?.cancel()
    }

    /// Whether `generation` is the newest request.
    func isCurrent(_ generation: Int) -> Bool { generation == self.generation }
}
