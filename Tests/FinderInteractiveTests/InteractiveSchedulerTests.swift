import Testing
import FinderDomain
@testable import FinderCLI
@testable import FinderInteractive

/// Searching per key (stocks), the debounce (photos) and cancellation, with time driven by
/// hand: no test waits on the wall clock.
@Suite struct InteractiveSchedulerTests {
    /// Stocks search on every key, with no debounce: the answer comes without the clock
    /// moving, and nothing ever sleeps on it. A debounce back in the stock session fails this.
    @Test func stocksSearchOnEveryKeyWithoutADebounce() async throws {
        let h = Harness(messages: try messages(.en))
        h.type("a")
        #expect(h.controller.status == .loading("a"))
        #expect(h.clock.pending == [])
        let d = await h.deliverNext()
        #expect(d?.query == "a")
        #expect(h.controller.shown?.query == "a")
        #expect(h.controller.status == .finished)
        h.type("p")
        #expect(h.clock.pending == [])
        #expect(await h.deliverNext()?.query == "ap")
        #expect(h.searcher.queries == ["a", "ap"])
    }

    /// The search for "ap" is still running when "p" arrives. Its answer comes back after the
    /// newer search started; it must never reach the screen.
    @Test func aStaleAnswerIsNeverShownOverANewerOne() async throws {
        let searcher = FakeSearcher(holding: ["ap"])
        let h = Harness(searcher: searcher, messages: try messages(.en))
        h.type("ap")
        await searcher.waitForCalls(1)  // "ap" is searching, and will not stop by itself
        h.type("p")
        #expect(h.controller.status == .loading("app"))
        searcher.release("ap")  // the stale answer comes back now
        let d = await h.deliverNext()  // the first delivery is the newer one: "ap" was dropped
        #expect(d?.query == "app")
        #expect(h.searcher.queries == ["ap", "app"])
        #expect(h.controller.shown?.query == "app")
        #expect(h.controller.shown?.results.items.count == 3)
        #expect(h.clock.pending == [])
    }

    @Test func theControllerDropsADeliveryFromAnOlderGeneration() async throws {
        let h = Harness(messages: try messages(.en))
        h.type("ap")
        let first = try #require(await h.deliverNext())
        h.type("p")
        // An old answer arriving late (as from a searcher that ignored cancellation).
        let late = InteractiveResults(items: [], outcome: .empty(message: "old", hint: nil))
        #expect(!h.controller.receive(generation: first.generation, query: "ap", results: late))
        #expect(h.controller.shown?.query == "ap")
        #expect(h.controller.shown?.results.items.count == 2)
        #expect(h.controller.status == .loading("app"))
    }

    /// Photos keep the debounce (network, rate limit): a search only after the pause, and
    /// only from three characters.
    @Test func photosSearchAfterTheDebounceFromThreeCharacters() async throws {
        let h = Harness(domain: .photos, messages: try messages(.en))
        h.type("ca")
        #expect(h.controller.status == .awaitingEnter("ca"))
        #expect(h.clock.pending == [])
        h.type("t")
        await h.clock.waitForSleepers(1)
        #expect(h.clock.pending == [200])
        h.clock.advance(by: 199)
        #expect(h.searcher.queries == [])
        #expect(h.controller.status == .loading("cat"))
        h.clock.advance(by: 1)
        let d = await h.deliverNext()
        #expect(d?.query == "cat")
        #expect(h.searcher.queries == ["cat"])
        #expect(h.history.recorded == [], "typing saves nothing; Enter does")
    }

    @Test func aNewerKeystrokeCancelsThePendingPhotoSearchAndRestartsTheDebounce() async throws {
        let h = Harness(domain: .photos, messages: try messages(.en))
        h.type("cat")
        await h.clock.waitForSleepers(1)
        h.clock.advance(by: 150)
        h.type("s")  // "cats": the search for "cat" is cancelled, never run
        await h.clock.waitForSleepers(1)
        #expect(h.clock.pending == [200])
        h.clock.advance(by: 150)  // 300 ms after "cat": "cat" would have run by now
        #expect(h.searcher.queries == [])
        h.clock.advance(by: 50)
        let d = await h.deliverNext()
        #expect(d?.query == "cats")
        #expect(h.searcher.queries == ["cats"])
        // A key typed and erased comes back to the listed line: no second request.
        h.type("x")
        _ = h.controller.handle(.backspace)
        #expect(h.controller.status == .finished)
        #expect(h.clock.pending == [])
    }

    /// Once an answer says the hour's quota is nearly spent, typing searches photos no more;
    /// Enter still does.
    @Test func aNearlySpentQuotaStopsPhotoSearchesAsYouType() async throws {
        let searcher = FakeSearcher()
        searcher.quotaNearlySpent = true
        let h = Harness(domain: .photos, searcher: searcher, messages: try messages(.en))
        h.type("cats")
        await h.clock.waitForSleepers(1)
        h.clock.advance(by: 200)
        await h.deliverNext()
        #expect(h.controller.typingSearchPaused)
        _ = h.controller.handle(.control("u"))
        h.type("dogs")
        #expect(h.clock.pending == [])
        #expect(h.controller.status == .awaitingEnter("dogs"))
        _ = h.controller.handle(.enter)
        #expect(await h.deliverNext()?.query == "dogs")
        #expect(searcher.queries == ["cats", "dogs"])
    }

    @Test func clearingTheLineCancelsAndShowsTheStart() async throws {
        let h = Harness(domain: .photos, messages: try messages(.en))
        h.type("cat")
        await h.clock.waitForSleepers(1)
        _ = h.controller.handle(.control("u"))
        #expect(h.clock.pending == [])
        #expect(h.controller.status == .start)
        h.clock.advance(by: 1000)
        #expect(h.searcher.queries == [])
    }

    @Test func enterSearchesAtOnceAndRecordsTheQuery() async throws {
        let h = Harness(messages: try messages(.en))
        h.type("tesla")
        #expect(h.controller.handle(.enter) == .redraw)
        let d = await h.deliverNext()  // whichever of the two searches is current
        #expect(d?.query == "tesla")
        #expect(h.history.recorded == ["tesla"])
        #expect(h.controller.notice == "Saved “tesla” to history.")
        // Enter again on the answered line records without searching again.
        let searched = h.searcher.calls.count
        _ = h.controller.handle(.enter)
        #expect(h.searcher.calls.count == searched)
        #expect(h.controller.status == .finished)
    }

    @Test func noHistoryMeansEnterRecordsNothing() async throws {
        let h = Harness(recordsHistory: false, messages: try messages(.en))
        h.type("tesla")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        #expect(h.history.recorded == [])
        #expect(h.controller.notice == nil)
    }

    @Test func photosEnterSkipsTheDebounceWithSuggestionsStillLive() async throws {
        let h = Harness(domain: .photos, history: FakeHistory(["cats", "red cars", "dogs"]), messages: try messages(.en))
        h.type("ca")
        #expect(h.controller.suggestions == ["cats", "red cars"])
        #expect(h.controller.status == .awaitingEnter("ca"))
        h.clock.advance(by: 10_000)
        #expect(h.clock.pending == [])
        #expect(h.searcher.queries == [])
        _ = h.controller.handle(.enter)
        let d = await h.deliverNext()  // no clock advance
        #expect(d?.query == "ca")
        #expect(h.searcher.calls == [FakeSearcher.Call(text: "ca", page: 1)])
        // Enter again on the line Enter saved shows the selected photo, with no request.
        _ = h.controller.handle(.enter)
        #expect(h.controller.viewedItem != nil)
        #expect(h.searcher.calls.count == 1)
    }

    @Test func pageDownAndMoreLoadTheNextPage() async throws {
        let searcher = FakeSearcher()
        searcher.hasMore = true
        let h = Harness(domain: .photos, searcher: searcher, messages: try messages(.en))
        h.type("cats")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        _ = h.controller.handle(.pageDown)
        await h.deliverNext()
        #expect(h.controller.shown?.results.page == 2)
        _ = h.controller.handle(.control("u"))
        h.type(":more")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        #expect(searcher.calls.map(\.page) == [1, 2, 3])
        #expect(searcher.queries == ["cats", "cats", "cats"])
        #expect(h.controller.editor.text == "")
        _ = h.controller.handle(.pageUp)
        await h.deliverNext()
        #expect(h.controller.shown?.results.page == 2)
    }

    @Test func noNextPageWhenThereIsNoMore() async throws {
        let h = Harness(domain: .photos, messages: try messages(.en))
        h.type("cats")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        _ = h.controller.handle(.pageDown)
        #expect(h.controller.notice == "There are no more results.")
        #expect(h.searcher.calls.count == 1)
    }

    /// `:color blue` in the photo session: the filter set and said, and the search listed run
    /// again with it; a value that is no colour is said and changes nothing; the stock
    /// session has no such command.
    @Test func filterCommandsSetAFilterAndSearchAgain() async throws {
        let searcher = FilteringSearcher()
        let h = Harness(domain: .photos, searcher: FakeSearcher(), messages: try messages(.en), replacing: searcher)
        h.type("cats")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        _ = h.controller.handle(.control("u"))
        h.type(":color blue")
        _ = h.controller.handle(.enter)
        #expect(h.controller.notice == "colour blue")
        #expect(h.controller.status == .loading("cats"))
        let d = await h.deliverNext()
        #expect(d?.query == "cats")
        #expect(d?.results.notices == ["colour=blue"])
        h.type(":color plaid")  // a command clears the line
        _ = h.controller.handle(.enter)
        #expect(h.controller.statusLine.text == "no such colour")
        let stocks = Harness(messages: try messages(.en))
        stocks.type(":color blue")
        _ = stocks.controller.handle(.enter)
        #expect(stocks.controller.statusLine.text.hasPrefix("Unknown command :color."))
    }
}

/// A searcher with one filter, `colour`, which it reports in its answers' notices.
struct FilteringSearcher: InteractiveSearcher {
    var colour: String?
    func search(_ text: String, page: Int) async -> InteractiveResults {
        InteractiveResults(items: [ResultItem(fields: [ResultField(name: "name", json: .string(text), text: text)])],
                           outcome: .content(count: 1, summary: "1 result"), notices: colour.map { ["colour=\($0)"] } ?? [])
    }
    func setting(_ filter: String, to value: String) -> FilterChange? {
        guard filter == "color" else { return nil }
        guard value == "blue" || value == "any" else { return .badValue(message: "no such colour") }
        return .changed(FilteringSearcher(colour: value == "any" ? nil : value), said: "colour \(value)")
    }
}
