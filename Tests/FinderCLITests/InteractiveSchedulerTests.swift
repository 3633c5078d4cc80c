import Testing
import FinderDomain
@testable import FinderCLI
@testable import FinderInteractive

/// Debounce and cancellation, with time driven by hand: no test waits on the wall clock.
@Suite struct InteractiveSchedulerTests {
    @Test func searchesOnlyAfterTheDebounce() async throws {
        let h = Harness(messages: try messages(.en))
        h.type("a")
        await h.clock.waitForSleepers(1)
        #expect(h.clock.pending == [200])
        h.clock.advance(by: 199)
        #expect(h.searcher.queries == [])
        #expect(h.controller.status == .loading("a"))
        h.clock.advance(by: 1)
        let d = await h.deliverNext()
        #expect(d?.query == "a")
        #expect(h.searcher.queries == ["a"])
        #expect(h.controller.shown?.query == "a")
        #expect(h.controller.status == .finished)
    }

    @Test func aNewerKeystrokeCancelsThePendingSearchAndRestartsTheDebounce() async throws {
        let h = Harness(messages: try messages(.en))
        h.type("a")
        await h.clock.waitForSleepers(1)
        h.clock.advance(by: 150)
        h.type("p")  // "ap": the search for "a" is cancelled, never run
        await h.clock.waitForSleepers(1)
        #expect(h.clock.pending == [200])
        h.clock.advance(by: 150)  // 300 ms after "a": "a" would have run by now
        #expect(h.searcher.queries == [])
        h.clock.advance(by: 50)
        let d = await h.deliverNext()
        #expect(d?.query == "ap")
        #expect(h.searcher.queries == ["ap"])
    }

    /// The search for "ap" is already running when "p" arrives. Its answer comes back after the
    /// newer search started; it must never reach the screen.
    @Test func aStaleAnswerIsNeverShownOverANewerOne() async throws {
        let searcher = FakeSearcher(holding: ["ap"])
        let h = Harness(searcher: searcher, messages: try messages(.en))
        h.type("ap")
        await h.clock.waitForSleepers(1)
        h.clock.advance(by: 200)
        await searcher.waitForCalls(1)  // "ap" is searching, and will not stop by itself
        h.type("p")
        #expect(h.controller.status == .loading("app"))
        searcher.release("ap")  // the stale answer comes back now
        await h.clock.waitForSleepers(1)  // the search for "app" waited for it, then its debounce
        h.clock.advance(by: 200)
        let d = await h.deliverNext()  // the first delivery is the newer one: "ap" was dropped
        #expect(d?.query == "app")
        #expect(h.searcher.queries == ["ap", "app"])
        #expect(h.controller.shown?.query == "app")
        #expect(h.controller.shown?.results.items.count == 3)
    }

    @Test func theControllerDropsADeliveryFromAnOlderGeneration() async throws {
        let h = Harness(messages: try messages(.en))
        h.type("ap")
        await h.clock.waitForSleepers(1)
        h.clock.advance(by: 200)
        let first = try #require(await h.deliverNext())
        h.type("p")
        // An old answer arriving late (as from a searcher that ignored cancellation).
        let late = InteractiveResults(items: [], outcome: .empty(message: "old", hint: nil))
        #expect(!h.controller.receive(generation: first.generation, query: "ap", results: late))
        #expect(h.controller.shown?.query == "ap")
        #expect(h.controller.shown?.results.items.count == 2)
        #expect(h.controller.status == .loading("app"))
    }

    @Test func clearingTheLineCancelsAndShowsTheStart() async throws {
        let h = Harness(messages: try messages(.en))
        h.type("a")
        await h.clock.waitForSleepers(1)
        _ = h.controller.handle(.backspace)
        #expect(h.clock.pending == [])
        #expect(h.controller.status == .start)
        h.clock.advance(by: 1000)
        #expect(h.searcher.queries == [])
    }

    @Test func enterSearchesAtOnceAndRecordsTheQuery() async throws {
        let h = Harness(messages: try messages(.en))
        h.type("tesla")
        await h.clock.waitForSleepers(1)
        #expect(h.controller.handle(.enter) == .redraw)
        let d = await h.deliverNext()  // no clock advance: Enter skips the debounce
        #expect(d?.query == "tesla")
        #expect(h.history.recorded == ["tesla"])
        #expect(h.controller.notice == "Saved “tesla” to history.")
        // Enter again on the answered line records without searching again.
        _ = h.controller.handle(.enter)
        #expect(h.searcher.queries == ["tesla"])
    }

    @Test func noHistoryMeansEnterRecordsNothing() async throws {
        let h = Harness(recordsHistory: false, messages: try messages(.en))
        h.type("tesla")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        #expect(h.history.recorded == [])
        #expect(h.controller.notice == nil)
    }

    @Test func photosSearchOnlyOnEnterWithSuggestionsStillLive() async throws {
        let h = Harness(domain: .photos, history: FakeHistory(["cats", "red cars", "dogs"]), messages: try messages(.en))
        h.type("ca")
        #expect(h.controller.suggestions == ["cats", "red cars"])
        #expect(h.controller.status == .awaitingEnter("ca"))
        h.clock.advance(by: 10_000)
        #expect(h.clock.pending == [])
        #expect(h.searcher.queries == [])
        _ = h.controller.handle(.enter)
        let d = await h.deliverNext()
        #expect(d?.query == "ca")
        #expect(h.searcher.calls == [FakeSearcher.Call(text: "ca", page: 1)])
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
}
