import Foundation
import Testing
import FinderTestSupport
import FinderFiles

@Suite struct FileLockTests {
    /// A second taker says it will wait, then waits until the first lets go.
    @Test func aSecondTakerWaitsForTheFirst() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("finder.lock")
        let first = try #require(try FileLock.acquire(path))
        final class Events: @unchecked Sendable {
            let lock = NSLock()
            var list: [String] = []
            func add(_ e: String) { lock.lock(); list.append(e); lock.unlock() }
        }
        let events = Events()
        let willWait = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let second = try? FileLock.acquire(path, willWait: { events.add("wait"); willWait.signal() })
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
        let lock = try FileLock.acquire(dir.file("finder.lock"), willWait: { waited = true })
        #expect(lock != nil)
        #expect(!waited)
        lock?.release()
        #expect(try FileLock.acquire(dir.file("finder.lock"), willWait: { waited = true }) != nil)
        #expect(!waited, "released locks are free again")
    }

    @Test func aLockFileThatCannotBeCreatedGivesNoLock() throws {
        #expect(try FileLock.acquire("/nonexistent-folder/finder.lock") == nil)
    }

    /// A holder that never lets go (a process stopped by SIGSTOP) is waited for at most the
    /// limit, the wait said on the way: the wait ends, with `TimedOut`.
    @Test func aHolderThatNeverLetsGoIsWaitedForAtMostTheLimit() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("finder.lock")
        let first = try #require(try FileLock.acquire(path))
        defer { first.release() }
        var said = 0
        #expect(throws: FileLock.TimedOut.self) { try FileLock.acquire(path, limit: 1, willWait: { said += 1 }) }
        #expect(said == 1)
    }
}
