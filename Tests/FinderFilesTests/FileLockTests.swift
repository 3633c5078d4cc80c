import Foundation
import Testing
import FinderTestSupport
import FinderFiles

@Suite struct FileLockTests {
    /// A second taker says it will wait, then waits until the first lets go.
    @Test func aSecondTakerWaitsForTheFirst() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("finder.lock")
        let first = try #require(FileLock.acquire(path))
        final class Events: @unchecked Sendable {
            let lock = NSLock()
            var list: [String] = []
            func add(_ e: String) { lock.lock(); list.append(e); lock.unlock() }
        }
        let events = Events()
        let willWait = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let second = FileLock.acquire(path, willWait: { events.add("wait"); willWait.signal() })
            events.add(second == nil ? "failed" : "acquired")
            second?.release()
            done.signal()
        }.start()
        willWait.wait()
        events.add("released")
        first.release()
        done.wait()
        #expect(events.list == ["wait", "released", "acquired"])
    }

    @Test func anUncontendedLockDoesNotWait() throws {
        let dir = TemporaryDirectory()
        var waited = false
        let lock = FileLock.acquire(dir.file("finder.lock"), willWait: { waited = true })
        #expect(lock != nil)
        #expect(!waited)
        lock?.release()
        #expect(FileLock.acquire(dir.file("finder.lock"), willWait: { waited = true }) != nil)
        #expect(!waited, "released locks are free again")
    }

    @Test func aLockFileThatCannotBeCreatedGivesNoLock() {
        #expect(FileLock.acquire("/nonexistent-folder/finder.lock") == nil)
    }
}
