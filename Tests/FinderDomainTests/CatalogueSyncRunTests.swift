import Testing
import FinderFiles
import FinderTestSupport
import FinderStore
import FinderDomain

/// A sync of one or several sources (`CatalogueSyncRun`): the order they run in, the offline
/// rule, the stop after a store failure, a source with no usable row, and the one verdict,
/// over a real catalogue in a temporary folder.
@Suite struct CatalogueSyncRunTests {
    /// A source as the command's would be: a name, and whether it is on the network.
    struct Source: Equatable {
        let name: String
        let needsNetwork: Bool
        static func network(_ name: String) -> Source { Source(name: name, needsNetwork: true) }
        static func file(_ name: String) -> Source { Source(name: name, needsNetwork: false) }
    }

    /// A source's own failure: the two the run makes, and one of the fetch's.
    enum Failure: CatalogueSourceFailure, Equatable {
        case offline
        case noUsableRows(received: Int)
        case unreachable
    }

    typealias Run = CatalogueSyncRun<Source, Failure>

    /// A catalogue of one listing, its index built, and the sync into it.
    final class Catalogue {
        let dir = TemporaryDirectory("finder-sync-run")
        let sync: CatalogueSync

        init() throws {
            do {
                let store = try Store(directory: dir.path)
                try store.replaceCatalogue([StockRecord(ticker: "OLD", name: "Old Holdings", country: "united states", currency: "USD")],
                                           source: "test")
            }
            sync = CatalogueSync(catalogue: try StockCatalogue(dataDirectory: dir.path, resources: ResourceLocator(folder: resourcesFolder)))
        }

        func tickers() throws -> [String] { try sync.catalogue.localStore.allStocks().map(\.ticker).sorted() }

        /// From now on the store fails: the next index build finds a folder where its file
        /// goes (a folder no one, root included, can unlink).
        func breakTheStore() throws {
            let staging = sync.catalogue.cacheDirectory + "/" + StockIndex.fileName + AtomicFile.temporaryMarker + "next"
            #expect(LocalFile.makeDirectories(staging + "/inside") == 0)
        }
    }

    static func row(_ ticker: String) -> SyncRow {
        SyncRow(ticker: .text(ticker), name: .text(ticker + " Incorporated"), currency: .text("USD"),
                country: .text("united states"), price: .number(10))
    }

    /// Rows for a source named "A": one listing, "A1".
    static func rows(_ source: Source) -> [SyncRow] { [row(source.name + "1")] }

    /// Runs `run` to its end as the command does: each source `next` gives is fetched by
    /// `fetch` and its rows applied, or its failure handed in. Returns the sources fetched.
    @discardableResult
    static func drive(_ run: inout Run, offline: Bool = false, before: (Source) throws -> Void = { _ in },
                      fetch: (Source) -> Result<[SyncRow], Failure> = { .success(rows($0)) }) throws -> [String] {
        var fetched: [String] = []
        while let source = run.next(offline: offline) {
            fetched.append(source.name)
            try before(source)
            switch fetch(source) {
            case .success(let rows): run.apply(rows, priceSource: source.name, syncedAt: "2025-11-28T21:00:00Z")
            case .failure(let failure): run.fetchFailed(failure)
            }
        }
        return fetched
    }

    @Test func everySourceAppliedInOrderIsAllApplied() throws {
        let catalogue = try Catalogue()
        var run = Run([.network("A"), .file("B"), .network("C")], chosen: false, into: catalogue.sync, needsNetwork: \.needsNetwork)
        #expect(try Self.drive(&run) == ["A", "B", "C"])
        #expect(run.verdict == .allApplied)
        #expect(run.entries.map(\.source.name) == ["A", "B", "C"])
        #expect(run.entries.allSatisfy { $0.applied && $0.report?.added == 1 && $0.failure == nil })
        #expect(try catalogue.tickers() == ["A1", "B1", "C1", "OLD"])
    }

    /// The store is the problem: every other source would fail the same way, so none runs,
    /// and the store's failure is the run's outcome even after a source's own failure.
    @Test func aStoreFailureStopsTheRun() throws {
        let catalogue = try Catalogue()
        var run = Run([.network("A"), .network("B"), .network("C"), .network("D")], chosen: false, into: catalogue.sync,
                      needsNetwork: \.needsNetwork)
        let fetched = try Self.drive(&run, before: { if $0.name == "C" { try catalogue.breakTheStore() } }) {
            $0.name == "B" ? .failure(.unreachable) : .success(Self.rows($0))
        }
        #expect(fetched == ["A", "B", "C"], "nothing is fetched after the store failed")
        #expect(run.stopped)
        #expect(run.entries.map(\.source.name) == ["A", "B", "C"], "D is never reached")
        guard case .stoppedByTheStore(let at, _) = run.verdict else {
            Issue.record("not stopped by the store: \(run.verdict)")
            return
        }
        #expect(at == 2)
        #expect(run.entries[2].storeFailure != nil && run.entries[2].report == nil && !run.entries[2].applied)
        #expect(run.entries[0].applied && run.entries[1].failure == .unreachable)
        #expect(try catalogue.tickers() == ["A1", "OLD"])
    }

    /// Offline, the sources on the network are skipped (never fetched, failed `.offline`);
    /// a file still runs, in its place.
    @Test func offlineSkipsOnlyTheNetworkSources() throws {
        let catalogue = try Catalogue()
        let sources: [Source] = [.network("A"), .file("B"), .network("C"), .file("D")]
        var run = Run(sources, chosen: false, into: catalogue.sync, needsNetwork: \.needsNetwork)
        #expect(try Self.drive(&run, offline: true) == ["B", "D"])
        #expect(run.entries.map(\.source.name) == ["A", "B", "C", "D"])
        #expect(run.entries.map(\.failure) == [.offline, nil, .offline, nil])
        #expect(run.verdict == .failed(failed: [0, 2], applied: [1, 3], closing: .partial))
        #expect(try catalogue.tickers() == ["B1", "D1", "OLD"])

        // One chosen file, offline: it runs.
        var file = Run([.file("E")], chosen: true, into: catalogue.sync, needsNetwork: \.needsNetwork)
        #expect(try Self.drive(&file, offline: true) == ["E"])
        #expect(file.verdict == .allApplied)
    }

    /// Some applied and some failed: the last failure is the outcome, the earlier ones are
    /// said before it, and the closing words say what was applied.
    @Test func someAppliedIsPartial() throws {
        let catalogue = try Catalogue()
        var run = Run([.network("A"), .network("B"), .network("C")], chosen: false, into: catalogue.sync,
                      needsNetwork: \.needsNetwork)
        try Self.drive(&run) { $0.name == "B" ? .success(Self.rows($0)) : .failure(.unreachable) }
        #expect(run.verdict == .failed(failed: [0, 2], applied: [1], closing: .partial))
        #expect(run.entries.map(\.applied) == [false, true, false])
        #expect(try catalogue.tickers() == ["B1", "OLD"])
    }

    /// Several sources asked and every one failed: "none applied", not a bare "unchanged";
    /// one source (chosen, or a default list of one) that failed leaves the catalogue
    /// unchanged.
    @Test func noneAppliedOfSeveralAndOneThatFailed() throws {
        let catalogue = try Catalogue()
        var several = Run([.network("A"), .network("B")], chosen: false, into: catalogue.sync, needsNetwork: \.needsNetwork)
        try Self.drive(&several) { _ in .failure(.unreachable) }
        #expect(several.verdict == .failed(failed: [0, 1], applied: [], closing: .noneApplied))

        var chosen = Run([.network("A")], chosen: true, into: catalogue.sync, needsNetwork: \.needsNetwork)
        try Self.drive(&chosen) { _ in .failure(.unreachable) }
        #expect(chosen.verdict == .failed(failed: [0], applied: [], closing: .unchanged))

        var listOfOne = Run([.network("A")], chosen: false, into: catalogue.sync, needsNetwork: \.needsNetwork)
        try Self.drive(&listOfOne) { _ in .failure(.unreachable) }
        #expect(listOfOne.verdict == .failed(failed: [0], applied: [], closing: .unchanged))

        var chosenApplied = Run([.file("F")], chosen: true, into: catalogue.sync, needsNetwork: \.needsNetwork)
        try Self.drive(&chosenApplied)
        #expect(chosenApplied.verdict == .allApplied && chosenApplied.entries.count == 1)
        #expect(try catalogue.tickers() == ["F1", "OLD"])
    }

    /// Rows of which none can be used (or no rows at all) are a failure of the source, with
    /// the report of what was skipped, and the store is not touched.
    @Test func noUsableRowIsAFailure() throws {
        let catalogue = try Catalogue()
        var bad = Self.row("X1")
        bad[.ticker] = .absent
        var run = Run([.file("A"), .file("B"), .file("C")], chosen: false, into: catalogue.sync, needsNetwork: \.needsNetwork)
        try Self.drive(&run) { source in
            switch source.name {
            case "A": .success([bad, bad])
            case "B": .success([])
            default: .success(Self.rows(source))
            }
        }
        #expect(run.entries[0].failure == .noUsableRows(received: 2))
        #expect(run.entries[0].report?.skipped[.missingTicker] == 2 && !run.entries[0].applied)
        #expect(run.entries[1].failure == .noUsableRows(received: 0) && run.entries[1].report?.received == 0)
        #expect(run.verdict == .failed(failed: [0, 1], applied: [2], closing: .partial))
        #expect(try catalogue.tickers() == ["C1", "OLD"])

        var alone = Run([.file("A")], chosen: true, into: catalogue.sync, needsNetwork: \.needsNetwork)
        try Self.drive(&alone) { _ in .success([bad]) }
        #expect(alone.verdict == .failed(failed: [0], applied: [], closing: .unchanged))
    }
}
