import Testing
#if canImport(Glibc)
import Glibc
#endif
import FinderFiles
import FinderTestSupport
@testable import FinderStore

/// What a search writes without opening the store (`Store+PendingSearches.swift`): appended to
/// the log, taken in by the next store opened or read, as if each search had written itself.
@Suite struct PendingSearchesTests {
    @Test func searchesAppendedAreReadAtOnceAndTakenInWhenAsked() throws {
        let dir = TemporaryDirectory()
        _ = try Store(directory: dir.path, kind: .state)
        try Store.appendPendingSearch(directory: dir.path, query: ("Apple", "apple", "stocks"), saved: savedResult("stocks", "apple", "1"), waitMilliseconds: 100)
        try Store.appendPendingSearch(directory: dir.path, query: ("cats", "cats", "photos"), saved: nil, waitMilliseconds: 100)
        let length = try Store.appendPendingSearch(directory: dir.path, query: ("Tesla", "tesla", "stocks"), saved: savedResult("stocks", "tesla", "2"),
                                                   waitMilliseconds: 100)
        #expect(length == pendingLogSize(dir.path))
        #expect(length > 0)
        // Read on top of the store, which reading leaves as it is.
        let store = try Store(directory: dir.path, kind: .state)
        for _ in 0..<2 {
            #expect(try store.history(domain: "stocks").map(\.query) == ["Tesla", "Apple"])
            #expect(try store.history(domain: "photos").map(\.query) == ["cats"])
            #expect(try store.savedResult(domain: "stocks", key: "apple")?.payload == "1")
            #expect(try store.newestSavedResult(domain: nil)?.payload == "2")
            #expect(pendingLogSize(dir.path) == length)
        }
        // Taken in when asked: the same answers from the store's own rows.
        try store.takePendingSearches()
        #expect(pendingLogSize(dir.path) == 0)
        #expect(try store.history(domain: "stocks").map(\.query) == ["Tesla", "Apple"])
        #expect(try store.savedResult(domain: "stocks", key: "apple")?.payload == "1")
        // Later appends reach a store already open when it is read.
        try Store.appendPendingSearch(directory: dir.path, query: ("Sber", "sber", "stocks"), saved: nil, waitMilliseconds: 100)
        #expect(try store.history(domain: "stocks").map(\.query) == ["Sber", "Tesla", "Apple"])
    }

    /// The fold writes only the records that change what the store keeps
    /// (`newestPerDomain`): the store ends as if every search had written it in turn.
    @Test func foldingTheLogEndsAsWritingEachSearchWould() throws {
        let direct = try Store(directory: TemporaryDirectory().path, kind: .state)
        let folded = TemporaryDirectory()
        _ = try Store(directory: folded.path, kind: .state)
        var random = SplitMix64(state: 38)
        let keys = ["apple", "tesla", "sber", "gazprom", "nestle", "inc", "intel", "ford", "meta"]
        for i in 0..<80 {
            let domain = random.next() % 3 == 0 ? "photos" : "stocks"
            let key = keys[Int(random.next() % UInt64(keys.count))]
            let query = random.next() % 5 == 0 ? nil : (key.uppercased() + "\(i % 2)", key, domain)
            let saved = random.next() % 3 == 0 ? nil : savedResult(domain, key, "\(i)")
            try direct.recordSearch(query: query, saved: saved)
            try Store.appendPendingSearch(directory: folded.path, query: query, saved: saved, waitMilliseconds: 100)
        }
        // Read on top of the store, then taken in: both as the store written search by search.
        let store = try Store(directory: folded.path, kind: .state)
        for takenIn in [false, true] {
            if takenIn { try store.takePendingSearches() }
            #expect(pendingLogSize(folded.path) == (takenIn ? 0 : pendingLogSize(folded.path)) && (pendingLogSize(folded.path) == 0) == takenIn)
            for domain in ["stocks", "photos"] {
                #expect(try store.history(domain: domain).map(\.query) == direct.history(domain: domain).map(\.query), "\(takenIn)")
                #expect(try store.newestSavedResult(domain: domain) == direct.newestSavedResult(domain: domain), "\(takenIn)")
                for key in keys {
                    #expect(try store.savedResult(domain: domain, key: key) == direct.savedResult(domain: domain, key: key),
                            "\(domain) \(key) \(takenIn)")
                }
            }
        }
    }

    /// A record cut short (a power loss mid-write) or damaged ends what is taken in; the log
    /// is emptied all the same, and the store keeps every whole record before it.
    @Test func aTornOrDamagedRecordEndsWhatIsTakenIn() throws {
        let dir = TemporaryDirectory()
        _ = try Store(directory: dir.path, kind: .state)
        try Store.appendPendingSearch(directory: dir.path, query: ("one", "one", "stocks"), saved: nil, waitMilliseconds: 100)
        let first = pendingLogSize(dir.path)
        try Store.appendPendingSearch(directory: dir.path, query: ("two", "two", "stocks"), saved: nil, waitMilliseconds: 100)
        // The second record's last byte changed: its CRC fails.
        let path = dir.path + "/" + Store.pendingSearchesFileName
        var bytes = try #require(LocalFile.read(path).bytes)
        bytes[bytes.count - 1] ^= 0xff
        // And a record's header with nothing after it, as a write cut short leaves.
        bytes += [200, 0, 0, 0, 1, 2]
        try AtomicFile.write(bytes, to: path)
        #expect(Store.decode(bytes[0...]).count == 1)
        #expect(Store.decode(bytes[0..<first]).count == 1)
        let store = try Store(directory: dir.path, kind: .state)
        #expect(try store.history(domain: "stocks").map(\.query) == ["one"])
        try store.takePendingSearches()
        #expect(try store.history(domain: "stocks").map(\.query) == ["one"])
        #expect(pendingLogSize(dir.path) == 0)
    }

    /// History cleared or an entry removed while searches are pending: they are taken in
    /// first, so none comes back later.
    @Test func clearingHistoryClearsWhatIsPending() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path, kind: .state)
        try Store.appendPendingSearch(directory: dir.path, query: ("Apple", "apple", "stocks"), saved: savedResult("stocks", "apple", "1"), waitMilliseconds: 100)
        try Store.appendPendingSearch(directory: dir.path, query: ("Tesla", "tesla", "stocks"), saved: nil, waitMilliseconds: 100)
        #expect(try store.removeQuery(key: "tesla", domain: "stocks"))
        try Store.appendPendingSearch(directory: dir.path, query: ("Sber", "sber", "stocks"), saved: nil, waitMilliseconds: 100)
        #expect(try store.clearHistory(domain: "stocks") == 2)
        try Store.appendPendingSearch(directory: dir.path, query: nil, saved: savedResult("stocks", "sber", "2"), waitMilliseconds: 100)
        #expect(try store.clearSavedResults(domain: nil) == 2)
        let reopened = try Store(directory: dir.path, kind: .state)
        #expect(try reopened.history(domain: "stocks").isEmpty)
        #expect(try reopened.newestSavedResult(domain: nil) == nil)
    }

    /// A store that cannot take the log in now (another process holds its write lock; a
    /// read-only or full disk is the same to a reader) shows what is pending all the same,
    /// without waiting: newest first, a pending search over the store's own entry.
    @Test func aReaderThatCannotFoldSeesWhatIsPending() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path, kind: .state)
        try store.recordQuery("Apple", key: "apple", domain: "stocks", at: 1)
        try store.recordQuery("Intel", key: "intel", domain: "stocks", at: 2)
        try store.saveResult(savedResult("stocks", "apple", "old"))
        let writer = try Store(directory: dir.path, kind: .state)
        try writer.db.execute("BEGIN IMMEDIATE")
        try writer.db.execute("INSERT INTO meta(key, value) VALUES('held', '1')")
        try Store.appendPendingSearch(directory: dir.path, query: ("APPLE", "apple", "stocks"), saved: savedResult("stocks", "apple", "new"), waitMilliseconds: 100)
        try Store.appendPendingSearch(directory: dir.path, query: ("Tesla", "tesla", "stocks"), saved: nil, waitMilliseconds: 100)
        let start = Waiting.now()
        #expect(try store.history(domain: "stocks").map(\.query) == ["Tesla", "APPLE", "Intel"])
        #expect(try store.savedResult(domain: "stocks", key: "apple")?.payload == "new")
        #expect(try store.newestSavedResult(domain: "stocks")?.payload == "new")
        #expect(try Store(directory: dir.path, kind: .state).history(domain: "stocks").count == 3, "nor does another reader")
        #expect(Waiting.now() - start < 30, "no busy timeout waited")
        #expect(pendingLogSize(dir.path) > 0)
        #expect(throws: StoreError.self) { try store.takePendingSearches() }
        try writer.db.execute("ROLLBACK")
        try store.takePendingSearches()
        #expect(try store.history(domain: "stocks").map(\.query) == ["Tesla", "APPLE", "Intel"])
        #expect(pendingLogSize(dir.path) == 0)
    }

    /// The log's lock held past the wait (a fold stuck behind another writer): the search
    /// says the store busy and appends nothing.
    @Test func anAppendWaitsForTheLogsLockThenSaysBusy() throws {
        let dir = TemporaryDirectory()
        _ = try Store(directory: dir.path, kind: .state)
        let fd = open(dir.path + "/" + Store.pendingSearchesFileName, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        #expect(throws: StoreError.busy(path: dir.path + "/" + Store.stateFileName)) {
            try Store.appendPendingSearch(directory: dir.path, query: ("Apple", "apple", "stocks"), saved: nil, waitMilliseconds: 30)
        }
        #expect(pendingLogSize(dir.path) == 0)
        flock(fd, LOCK_UN)
        try Store.appendPendingSearch(directory: dir.path, query: ("Apple", "apple", "stocks"), saved: nil, waitMilliseconds: 30)
        #expect(pendingLogSize(dir.path) > 0)
    }

    /// The log comes before its store: a search appends to it in a folder it makes, and the
    /// state store made later (by the first fold or reader) takes it in. A folder that cannot
    /// be written is said, and nothing is appended.
    @Test func theLogComesBeforeItsStore() throws {
        let dir = TemporaryDirectory()
        let folder = dir.file("state/finder")
        #expect(Store.isReadOnly(directory: folder, kind: .state) == nil)
        try Store.appendPendingSearch(directory: folder, query: ("Apple", "apple", "stocks"), saved: nil, waitMilliseconds: 30)
        #expect(pendingLogSize(folder) > 0)
        let store = try Store(directory: folder, kind: .state)
        #expect(Store.isReadOnly(directory: folder, kind: .state) == false)
        #expect(try store.history(domain: "stocks").map(\.query) == ["Apple"])
        try store.takePendingSearches()
        #expect(pendingLogSize(folder) == 0)
        #expect(try store.history(domain: "stocks").map(\.query) == ["Apple"])

        guard geteuid() != 0 else { return }  // root writes anywhere
        let locked = dir.file("locked")
        #expect(mkdir(locked, 0o500) == 0)
        #expect(throws: StoreError.self) {
            try Store.appendPendingSearch(directory: locked, query: ("Apple", "apple", "stocks"), saved: nil, waitMilliseconds: 30)
        }
        #expect(pendingLogSize(locked) == -1)
    }

    @Test func recordsReadBackAsWritten() {
        let searches = [
            Store._PendingSearch(query: ("Сбер «банк»", "сбер банк", "stocks"), usedAt: 1.5, saved: savedResult("stocks", "сбер", "a\tb\nc")),
            Store._PendingSearch(query: nil, usedAt: -2, saved: savedResult("photos", "", "")),
            Store._PendingSearch(query: ("", "", "photos"), usedAt: 0, saved: nil),
        ]
        let bytes = searches.flatMap(Store.encode)
        #expect(Store.decode(bytes[0...]) == searches)
        // Cut anywhere inside the last record: the others only.
        let lastStart = searches.dropLast().flatMap(Store.encode).count
        for cut in lastStart..<bytes.count { #expect(Store.decode(bytes[0..<cut]) == Array(searches.dropLast()), "\(cut)") }
    }
}

/// The catalogue state remembered beside the store (`Store+RememberedState.swift`): believed
/// only while the store is the version it was read from.
@Suite struct RememberedStateTests {
    @Test func theStateIsBelievedOnlyForTheStoreItWasReadFrom() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        #expect(Store.rememberedCatalogueState(directory: dir.path) == nil)
        try store.recordQuery("first", key: "first", domain: "stocks")  // the store's tag drawn
        let state = try store.rememberingCatalogueState()
        #expect(state == CatalogueState(checksum: nil, hasCountryCodes: false, synced: false, quotesKept: false))
        #expect(Store.rememberedCatalogueState(directory: dir.path) == state)
        // Any commit changes the store's version: the state is read again.
        try store.replaceCatalogue([StockRecord(ticker: "ZZZ", name: "Zed Corp")], source: "test")
        #expect(Store.rememberedCatalogueState(directory: dir.path) == nil)
        let after = try store.rememberingCatalogueState()
        #expect(after.checksum != nil)
        #expect(Store.rememberedCatalogueState(directory: dir.path) == after)
        // Opening the store again (another process reading history) writes nothing: still believed.
        #expect(try Store(directory: dir.path).history(domain: "stocks").count == 1)
        #expect(Store.rememberedCatalogueState(directory: dir.path) == after)
        try store.recordQuery("second", key: "second", domain: "stocks")
        #expect(Store.rememberedCatalogueState(directory: dir.path) == nil)
        _ = try store.rememberingCatalogueState()
        // A damaged file is not believed.
        let path = dir.path + "/" + Store.rememberedStateFileName
        var bytes = try #require(LocalFile.read(path).bytes)
        bytes[bytes.count - 6] ^= 1
        try AtomicFile.write(bytes, to: path)
        #expect(Store.rememberedCatalogueState(directory: dir.path) == nil)
        // Nor one copied beside another store.
        _ = try store.rememberingCatalogueState()
        let other = TemporaryDirectory()
        let otherStore = try Store(directory: other.path)
        try otherStore.replaceCatalogue([StockRecord(ticker: "ZZZ", name: "Zed Corp")], source: "test")
        try AtomicFile.write(try #require(LocalFile.read(path).bytes), to: other.path + "/" + Store.rememberedStateFileName)
        #expect(Store.rememberedCatalogueState(directory: other.path) == nil)
        // Nor one whose store's WAL is gone.
        unlink(dir.path + "/" + Store.fileName + "-wal")
        #expect(Store.rememberedCatalogueState(directory: dir.path) == nil)
    }

    /// Kept quotes are remembered with the state, read back as they were kept.
    @Test func keptQuotesAreRememberedWithTheState() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        try store.replaceCatalogue([StockRecord(ticker: "ZZZ", name: "Zed Corp")], source: "test")
        let quotes = [StoredQuote(key: "ZZZ\u{1F}\u{1F}", symbol: "ZZZ", price: 12.5, change: -0.25, changePercent: nil,
                                  priceDate: "2026-12-04", source: "yahoo", fetchedAt: 1_796_000_000.5),
                      StoredQuote(key: "Сбер\u{1F}MOEX\u{1F}russia", symbol: "SBER.ME", price: 310, change: nil, changePercent: 1.5,
                                  priceDate: "2026-12-05", source: "yahoo", fetchedAt: 2)]
        try store.saveQuotes(quotes)
        let state = try store.rememberingCatalogueState()
        #expect(state.quotesKept)
        #expect(state.quotes == Dictionary(uniqueKeysWithValues: quotes.map { ($0.key, $0) }))
        #expect(Store.rememberedCatalogueState(directory: dir.path) == state)
        try store.saveQuotes([StoredQuote(key: "ZZZ\u{1F}\u{1F}", symbol: "ZZZ", price: 13, priceDate: "2026-12-05", source: "yahoo", fetchedAt: 3)])
        #expect(Store.rememberedCatalogueState(directory: dir.path) == nil, "a quote kept since is a new version")
        #expect(try store.rememberingCatalogueState().quotes?["ZZZ\u{1F}\u{1F}"]?.price == 13)
    }
}
