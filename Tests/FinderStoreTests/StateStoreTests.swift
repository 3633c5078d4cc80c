import Testing
#if canImport(Glibc)
import Glibc
#endif
import FinderFiles
import FinderTestSupport
@testable import FinderStore

/// History and saved results in the state store (`Store+State.swift`), and what an earlier
/// version kept in the catalogue store moved there without losing anything.
@Suite struct StateStoreTests {
    /// The data folder as an earlier version left it: history and saved results in the
    /// catalogue store, and searches still in its pending log.
    private func earlierDataFolder() throws -> TemporaryDirectory {
        let data = TemporaryDirectory()
        let catalogue = try Store(directory: data.path)
        try catalogue.replaceCatalogue([StockRecord(ticker: "ZZZ", name: "Zed Corp")], source: "test")
        try catalogue.recordQuery("Apple", key: "apple", domain: "stocks", at: 1)
        try catalogue.recordQuery("Intel", key: "intel", domain: "stocks", at: 2)
        try catalogue.recordQuery("cats", key: "cats", domain: "photos", at: 3)
        try catalogue.saveResult(savedResult("stocks", "apple", "apple-1"))
        try catalogue.saveResult(savedResult("photos", "cats", "cats-1"))
        // What the earlier version's searches appended and no fold took in yet (the log's
        // format is the same): a newer Apple and a new Tesla.
        for (query, key, payload) in [("APPLE", "apple", "apple-2"), ("Tesla", "tesla", "tesla-1")] {
            let fd = open(data.path + "/" + Store.pendingSearchesFileName, O_WRONLY | O_APPEND | O_CREAT, 0o600)
            let record = Store.encode(Store._PendingSearch(query: (query, key, "stocks"), usedAt: 10, saved: savedResult("stocks", key, payload)))
            #expect(record.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == record.count)
            close(fd)
        }
        return data
    }

    @Test func anEarlierVersionsStateMovesIntoANewStateStore() throws {
        let data = try earlierDataFolder()
        let stateFolder = TemporaryDirectory()
        let state = try Store(directory: stateFolder.file("finder"), kind: .state, importingFrom: Store(directory: data.path))
        #expect(try state.history(domain: "stocks").map(\.query) == ["Tesla", "APPLE", "Intel"])
        #expect(try state.history(domain: "photos").map(\.query) == ["cats"])
        #expect(try state.savedResult(domain: "stocks", key: "apple")?.payload == "apple-2")
        #expect(try state.savedResult(domain: "stocks", key: "tesla")?.payload == "tesla-1")
        #expect(try state.savedResult(domain: "photos", key: "cats")?.payload == "cats-1")
        #expect(try state.newestSavedResult(domain: "stocks")?.payload == "tesla-1")
        // Times kept as they were.
        #expect(try state.history(domain: "stocks").last?.usedAt == 2)
        // Nothing kept twice: the catalogue store's copies and the old log are gone, the
        // catalogue itself stays.
        let catalogue = try Store(directory: data.path)
        #expect(try count("history", in: catalogue) == 0 && count("saved_results", in: catalogue) == 0)
        #expect(try count("stocks", in: catalogue) == 1)
        #expect(pendingLogSize(data.path) == 0)
        #expect(pendingLogSize(stateFolder.file("finder")) == -1)
        // A state store that exists takes nothing in again.
        try state.clearHistory(domain: nil)
        let again = try Store(directory: stateFolder.file("finder"), kind: .state, importingFrom: Store(directory: data.path))
        #expect(try again.history(domain: "stocks").isEmpty)
    }

    /// `--data-dir`: one folder holds both stores, and the log is the state store's own —
    /// taken in by its fold, not twice.
    @Test func inOneFolderTheLogIsTakenInOnce() throws {
        let data = try earlierDataFolder()
        let state = try Store(directory: data.path, kind: .state, importingFrom: Store(directory: data.path))
        #expect(try state.history(domain: "stocks").map(\.query) == ["Tesla", "APPLE", "Intel"])
        try state.takePendingSearches()
        #expect(pendingLogSize(data.path) == 0)
        #expect(try state.history(domain: "stocks").map(\.query) == ["Tesla", "APPLE", "Intel"])
        #expect(try state.savedResult(domain: "stocks", key: "apple")?.payload == "apple-2")
        #expect(try count("history", in: Store(directory: data.path)) == 0)
    }

    /// The catalogue store never takes in the log or reads it: it belongs to the state store,
    /// even in one folder.
    @Test func theCatalogueStoreLeavesTheLogAlone() throws {
        let data = TemporaryDirectory()
        let catalogue = try Store(directory: data.path)
        try Store.appendPendingSearch(directory: data.path, query: ("Apple", "apple", "stocks"), saved: nil, waitMilliseconds: 100)
        #expect(try catalogue.history(domain: "stocks").isEmpty)
        try catalogue.takePendingSearches()
        #expect(pendingLogSize(data.path) > 0)
        #expect(try Store(directory: data.path, kind: .state).history(domain: "stocks").map(\.query) == ["Apple"])
    }

    /// A state store refuses a newer schema as the catalogue store does, and its file is its own.
    @Test func theStateStoreHasItsOwnFileAndSchema() throws {
        let dir = TemporaryDirectory()
        let state = try Store(directory: dir.path, kind: .state)
        #expect(state.path == dir.file(Store.stateFileName))
        #expect(!LocalFile.exists(dir.file(Store.fileName)))
        #expect(try count("history", in: state) == 0)
        #expect((try? count("stocks", in: state)) == nil, "no catalogue tables")
        try state.db.execute("PRAGMA user_version=\(Store.stateMigrations.count + 1)")
        #expect(throws: StoreError.failed(path: state.path, reason: .newerSchema(found: Store.stateMigrations.count + 1,
                                                                                  supported: Store.stateMigrations.count))) {
            _ = try Store(directory: dir.path, kind: .state)
        }
    }

    private func count(_ table: String, in store: Store) throws -> Int {
        let s = try store.db.prepare("SELECT count(*) FROM \(table)")
        _ = try s.step()
        return Int(s.int(0))
    }
}
