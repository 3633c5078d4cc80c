import Foundation
import Testing
import FinderDomain
@testable import FinderCLI
@testable import FinderInteractive
import FinderTestSupport

/// A language's catalog, as the binaries load it from the build's bundles.
func messages(_ l: Language) throws -> Messages {
    try #require(FinderCLI.loadCatalog(l, ResourceLocator(folder: resourcesFolder, executablePath: nil)))
}

/// How long a wait of these tests may last before it fails its test: far above any honest
/// run, even with the suite's blocking tests holding both cores' worker threads for half an
/// hour (a suite-wide `.timeLimit` counts that queueing too, and failed every test of three
/// suites under `Scripts/test-under-load.sh` at a load of 20). It asserts no speed.
let hangGuard: Duration = .seconds(600)

/// A clock that moves only when the test says so. Sleepers wake when `advance` passes their
/// deadline; a cancelled sleeper throws at once, as the real clock does.
final class ManualClock: InteractiveClock, @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private var nextID = 0
    private var sleepers: [Int: (deadline: Int, continuation: CheckedContinuation<Void, Error>)] = [:]
    private var cancelled: Set<Int> = []

    func sleep(milliseconds: Int) async throws {
        let id = lock.withLock { nextID += 1; return nextID }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, Error>) in
                lock.withLock {
                    if cancelled.contains(id) { c.resume(throwing: CancellationError()); return }
                    if milliseconds <= 0 { c.resume(); return }
                    sleepers[id] = (now + milliseconds, c)
                }
            }
        } onCancel: {
            let c = lock.withLock { () -> CheckedContinuation<Void, Error>? in
                cancelled.insert(id)
                return sleepers.removeValue(forKey: id)?.continuation
            }
            c?.resume(throwing: CancellationError())
        }
    }

    /// Moves time on and wakes every sleeper whose deadline has come.
    func advance(by milliseconds: Int) {
        let due = lock.withLock { () -> [CheckedContinuation<Void, Error>] in
            now += milliseconds
            let ids = sleepers.filter { $0.value.deadline <= now }.map(\.key)
            return ids.compactMap { sleepers.removeValue(forKey: $0)?.continuation }
        }
        for c in due { c.resume() }
    }

    /// Deadlines of the sleepers, relative to now.
    var pending: [Int] { lock.withLock { sleepers.values.map { $0.deadline - now }.sorted() } }

    /// Returns once exactly `count` tasks are asleep on this clock, or records an issue after
    /// `hangGuard` (a hang fails its test instead of stalling the suite; never a timing bound).
    func waitForSleepers(_ count: Int) async {
        let end = ContinuousClock.now + hangGuard
        while pending.count != count {
            guard ContinuousClock.now < end else { Issue.record("never \(count) sleepers: \(pending)"); return }
            await Task.yield()
        }
    }
}

/// Answers every query with one result per letter (ticker = the query upper-cased, then
/// numbered), and can hold chosen queries until the test releases them. It ignores
/// cancellation on purpose: a slow search that does not stop is the worst case.
final class FakeSearcher: InteractiveSearcher, @unchecked Sendable {
    struct Call: Equatable { var text: String; var page: Int }
    private let lock = NSLock()
    private var _calls: [Call] = []
    private var held: Set<String>
    private var waiting: [String: CheckedContinuation<Void, Never>] = [:]
    var hasMore = false
    var quotaNearlySpent = false

    init(holding: Set<String> = []) { held = holding }

    var calls: [Call] { lock.withLock { _calls } }
    var queries: [String] { calls.map(\.text) }

    func search(_ text: String, page: Int) async -> InteractiveResults {
        let hold = lock.withLock { _calls.append(Call(text: text, page: page)); return held.contains(text) }
        if hold {
            await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
                let go = lock.withLock { () -> Bool in
                    if !held.contains(text) { return true }
                    waiting[text] = c
                    return false
                }
                if go { c.resume() }
            }
        }
        let items = (1...max(1, text.count)).map { i in
            ResultItem(fields: [ResultField(name: "ticker", json: .string(text.uppercased()), text: text.uppercased() + "\(i)"),
                                ResultField(name: "name", json: .string(text), text: "Result \(i) for \(text)")])
        }
        var results = InteractiveResults(items: items, outcome: .content(count: items.count, summary: "\(items.count) results"),
                                         page: page, hasMore: hasMore)
        results.quotaNearlySpent = quotaNearlySpent
        return results
    }

    func release(_ text: String) {
        let c = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            held.remove(text)
            return waiting.removeValue(forKey: text)
        }
        c?.resume()
    }

    func waitForCalls(_ n: Int) async {
        while calls.count < n { await Task.yield() }
    }
}

/// History in memory, newest first, containment by plain lowercase (the store's ICU rules
/// have their own tests).
final class FakeHistory: InteractiveHistory {
    var entries: [String]
    var recorded: [String] = []
    init(_ entries: [String] = []) { self.entries = entries }

    func matching(_ text: String) -> [String] {
        let t = text.lowercased().trimmingCharacters(in: .whitespaces)
        return entries.filter { t.isEmpty || $0.lowercased().contains(t) }
    }

    func record(_ query: String) -> Bool {
        recorded.append(query)
        entries.removeAll { $0.lowercased() == query.lowercased() }
        entries.insert(query, at: 0)
        return true
    }
}

/// A search's answer as the loop receives it.
struct Delivery: Sendable {
    var generation: Int
    var query: String
    var results: InteractiveResults
}

/// A controller wired to a manual clock and a fake searcher, with the deliveries in a stream.
struct Harness {
    let clock = ManualClock()
    let searcher: FakeSearcher
    let history: FakeHistory
    let controller: InteractiveController
    let deliveries: AsyncStream<Delivery>

    /// `replacing`: the searcher the session uses, when not `searcher` (`searcher` then only
    /// records nothing).
    init(domain: SearchDomain = .stocks, searcher: FakeSearcher = FakeSearcher(),
         history: FakeHistory = FakeHistory(), recordsHistory: Bool = true, messages: Messages,
         replacing: InteractiveSearcher? = nil) {
        self.searcher = searcher
        self.history = history
        let (stream, continuation) = AsyncStream.makeStream(of: Delivery.self)
        deliveries = stream
        let scheduler = SearchScheduler(clock: clock, searcher: replacing ?? searcher, debounceMilliseconds: 200, serial: true) { g, q, r in
            continuation.yield(Delivery(generation: g, query: q, results: r))
        }
        controller = InteractiveController(
            configuration: InteractiveConfiguration(domain: domain, typing: InteractiveConfiguration.typing(for: domain),
                                                    recordsHistory: recordsHistory),
            messages: messages, history: history, scheduler: scheduler)
    }

    func type(_ text: String) {
        for c in text { _ = controller.handle(.character(c)) }
    }

    /// Waits for the next delivery the controller takes and hands it over, as the loop does: a
    /// stale one (a search cancelled after it had answered) is dropped and the wait goes on.
    @discardableResult
    func deliverNext() async -> Delivery? {
        let stream = deliveries
        while true {
            let next = await withTaskGroup(of: Delivery?.self) { group in
                group.addTask { var it = stream.makeAsyncIterator(); return await it.next() }
                group.addTask { try? await Task.sleep(for: hangGuard); return nil }
                let first = await group.next() ?? nil
                group.cancelAll()
                return first
            }
            guard let d = next else { return nil }
            if controller.receive(generation: d.generation, query: d.query, results: d.results) { return d }
        }
    }
}
