import Testing
import FinderFiles
#if canImport(Glibc)
import Glibc
#endif

/// `Parallel` replaces Dispatch in the index build: every iteration once, on several threads
/// when it may, and nothing left running when it returns.
@Suite struct ParallelTests {
    final class Calls: @unchecked Sendable {
        let lock = ThreadLock()
        var counts: [Int]
        var threads = Set<UInt>()
        init(_ n: Int) { counts = Array(repeating: 0, count: n) }
        func record(_ i: Int) {
            let me = UInt(bitPattern: Int(pthread_self()))
            lock.locked {
                counts[i] += 1
                threads.insert(me)
            }
        }
    }

    @Test(arguments: [(0, 4), (1, 4), (7, 1), (300, 2), (300, 8), (5, 64)])
    func everyIterationRunsOnce(iterations: Int, width: Int) {
        let calls = Calls(iterations)
        Parallel.forEach(iterations, width: width) { i in
            usleep(200)   // long enough that the threads overlap
            calls.record(i)
        }
        #expect(calls.counts == Array(repeating: 1, count: iterations))
        if width == 1 || iterations <= 1 { #expect(calls.threads.count <= 1) }
        if width > 1 && iterations >= 300 { #expect(calls.threads.count > 1, "ran on one thread") }
    }

    @Test func aWorkerHasFinishedWhenJoined() {
        let calls = Calls(1)
        let worker = Parallel.start {
            usleep(20_000)
            calls.record(0)
        }
        #expect(worker != nil)
        worker?.join()
        #expect(calls.counts == [1])
        worker?.join()   // a second join does nothing
    }

    @Test func monotonicTimeMovesForward() {
        let a = MonotonicTime.now()
        usleep(2_000)
        let b = MonotonicTime.now()
        #expect(b - a >= .milliseconds(2))
        #expect(b - a < .seconds(60))
    }
}
