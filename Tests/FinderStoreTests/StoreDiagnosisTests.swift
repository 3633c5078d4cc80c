import Foundation
import Testing
import FinderTestSupport
@testable import FinderStore

/// What a failed write says about the store.
@Suite struct StoreDiagnosisTests {
    func rows(_ n: Int) -> [StockRecord] {
        (0..<n).map { StockRecord(ticker: "T\($0)", name: "Company number \($0) with a long enough name", country: "united states",
                                  currency: "USD") }
    }

    /// A failed write leaves an intact store what it was ("failed", the store kept); one that
    /// `quick_check` finds damaged is damage, for the recovery advice.
    @Test func aFailureIsDamageOnlyWhenTheStoreIsDamaged() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        try store.replaceCatalogue(rows(3000), source: "test")
        let failure = StoreError.failed(path: store.path, reason: .database(code: 10, message: "disk I/O error"))
        #expect(store.diagnosed(failure) == failure)
        #expect(store.diagnosed(.busy(path: store.path)) == .busy(path: store.path))
        store.compactJournal()
        // Garbage over the middle of the file: a b-tree page of the listings.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: store.path))
        try handle.seek(toOffset: 40 * 4096 + 8)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 3000))
        try handle.close()
        let reopened = try Store(directory: dir.path)
        guard case .corrupt = reopened.diagnosed(failure) else {
            Issue.record("\(reopened.diagnosed(failure))")
            return
        }
    }

    /// A merge over rows changed outside finder is refused: their checksum no longer matches.
    @Test func aMergeOverChangedRowsIsRefused() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        try store.replaceCatalogue(rows(10), source: "test")
        _ = try shell("sqlite3 \(store.path) \"UPDATE stocks SET name = 'Evil' WHERE ticker = 'T3'\"")
        let listing = SyncedListing(ticker: "T1", exchange: "", name: "Renamed", currency: "USD", price: 5)
        #expect(throws: StoreError.corrupt(path: store.path, reason: .catalogueMismatch)) {
            _ = try store.mergeCatalogue([listing], priceSource: "x", syncedAt: "2025-01-01")
        }
    }
}
