import Foundation
import Testing
import FinderTestSupport
@testable import FinderStore

/// Saved results: one per query, the newest five per domain, schema 3.
@Suite struct SavedResultsTests {
    func saved(_ key: String, at time: Double, domain: String = "stocks", payload: String = "p") -> SavedResult {
        SavedResult(domain: domain, key: key, query: key, options: "", savedAt: time, payload: payload)
    }

    @Test func oneResultPerQueryAndTheNewestFivePerDomain() throws {
        let store = try Store(directory: TemporaryDirectory().path)
        for (i, q) in ["a", "b", "c", "d", "e", "f"].enumerated() { try store.saveResult(saved(q, at: Double(i))) }
        try store.saveResult(saved("x", at: 1, domain: "photos"))
        #expect(try store.savedResult(domain: "stocks", key: "a") == nil)
        #expect(try store.savedResult(domain: "stocks", key: "b")?.payload == "p")
        try store.saveResult(saved("b", at: 10, payload: "newer"))
        #expect(try store.savedResult(domain: "stocks", key: "b")?.payload == "newer")
        #expect(try store.newestSavedResult(domain: "stocks")?.key == "b")
        #expect(try store.newestSavedResult(domain: nil)?.key == "b")
        #expect(try store.newestSavedResult(domain: "photos")?.key == "x")
        #expect(try store.clearSavedResults(domain: "stocks") == 5)
        #expect(try store.newestSavedResult(domain: nil)?.key == "x")
    }

    /// A result saved while the clock said 2099 evicted today's and stayed
    /// "the newest". Saved results are ordered by a sequence, as history is.
    @Test func theWallClockOrdersNothing() throws {
        let store = try Store(directory: TemporaryDirectory().path)
        try store.saveResult(saved("skewed", at: 4_083_264_000))   // June 2099
        try store.saveResult(saved("today", at: 1_764_547_200))
        #expect(try store.newestSavedResult(domain: "stocks")?.key == "today")
        for q in ["a", "b", "c", "d"] { try store.saveResult(saved(q, at: 1_764_547_300)) }
        #expect(try store.savedResult(domain: "stocks", key: "skewed") == nil, "the oldest save goes first")
        #expect(try store.savedResult(domain: "stocks", key: "today") != nil)
    }

    /// A version 3 store's saved results are numbered in the order of their times.
    @Test func aVersionThreeStoreKeepsItsSavedResultsInOrder() throws {
        let dir = TemporaryDirectory()
        try oldStore(in: dir, version: 3, "INSERT INTO saved_results VALUES('stocks', 'new', 'new', '', 20, 'p'),"
                     + " ('stocks', 'old', 'old', '', 10, 'p');")
        let store = try Store(directory: dir.path)
        #expect(try store.newestSavedResult(domain: "stocks")?.key == "new")
        try store.saveResult(saved("old", at: 5))
        #expect(try store.newestSavedResult(domain: "stocks")?.key == "old")
    }

    /// Version 2 kept one rendered result per domain: the migration drops it (it cannot be read
    /// as data) and keeps history.
    @Test func aVersionTwoStoreDropsItsRenderedResultsAndKeepsHistory() throws {
        let dir = TemporaryDirectory()
        try oldStore(in: dir, version: 2, "INSERT INTO history VALUES('stocks', 'apple', 'apple', 1, 1);"
                     + " INSERT INTO saved_results VALUES('stocks', 'apple', 'limit=20', 1, 'AAPL rendered');")
        let store = try Store(directory: dir.path)
        #expect(try store.history(domain: "stocks").map(\.query) == ["apple"])
        #expect(try store.newestSavedResult(domain: nil) == nil)
        try store.saveResult(saved("apple", at: 2))
        #expect(try store.savedResult(domain: "stocks", key: "apple") != nil)
    }
}
