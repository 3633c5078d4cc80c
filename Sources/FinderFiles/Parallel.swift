#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work on several threads with POSIX threads alone, not Dispatch: `finder` is a static
/// executable, and linking libdispatch (and the Swift concurrency runtime that comes with it)
/// runs their initializers in every process, searches included (~80 µs and 42 page faults of
/// a 1.9 ms cold search on the 2-vCPU VM: docs/decisions/0012-finder-links-no-concurrency-runtime.md). The index build uses it.
public enum Parallel {
    /// The processors online (at least 1).
    public static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Calls `body(i)` for each `i` in `0..<iterations`, on up to `width` threads at once (the
    /// calling thread one of them), and returns when every call has returned, as Dispatch's
    /// `concurrentPerform` does. `body` must be safe to call from several threads at once. A
    /// thread that cannot be started leaves its share to the others.
    public static func forEach(_ iterations: Int, width: Int = Parallel.cores, _ body: (Int) -> Void) {
        let threads = min(max(width, 1), iterations)
        guard threads > 1 else {
            for i in 0..<max(iterations, 0) { body(i) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let work = _SharedLoop(count: iterations, body: body)
            var started: [Worker] = []
            started.reserveCapacity(threads - 1)
            for _ in 1..<threads {
                guard let worker = Worker(work.run) else { break }
                started.append(worker)
            }
            work.run()
            for worker in started { worker.join() }
        }
    }

    /// A thread running one closure; `join` waits for it to end (once; `deinit` joins too).
    public final class Worker: @unchecked Sendable {
        private var thread: pthread_t?

        /// Nil when the thread cannot be started (nothing runs then).
        public init?(_ body: @escaping () -> Void) {
            let box = Unmanaged.passRetained(_Closure(body)).toOpaque()
            var t = pthread_t()
            let rc = pthread_create(&t, nil, { arg in
                Unmanaged<_Closure>.fromOpaque(arg!).takeRetainedValue().body()
                return nil
            }, box)
            guard rc == 0 else {
                Unmanaged<_Closure>.fromOpaque(box).release()
                return nil
            }
            thread = t
        }

        public func join() {
            guard let t = thread else { return }
            thread = nil
            pthread_join(t, nil)
        }

        deinit { join() }
    }

    /// Runs `body` on a thread of its own, or here when no thread can be started; the
    /// returned `Worker` (nil when it ran here) is joined to wait for it.
    public static func start(_ body: @escaping () -> Void) -> Worker? {
        if let worker = Worker(body) { return worker }
        body()
        return nil
    }
}

/// A closure passed to a new thread.
private final class _Closure {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// The next iteration to run, handed out under a lock (iterations are whole buckets, slices
/// or chunks of an index build: few, and long).
private final class _SharedLoop: @unchecked Sendable {
    private let lock = ThreadLock()
    private var next = 0
    private let count: Int
    private let body: (Int) -> Void

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    func run() {
        while true {
            let i: Int = lock.locked {
                defer { next += 1 }
                return next
            }
            guard i < count else { return }
            body(i)
        }
    }
}

/// Time on the monotonic clock, as a `Duration` since an unspecified start (`ContinuousClock`
/// without the Swift concurrency runtime, which defines it: `Parallel`).
public enum MonotonicTime {
    public static func now() -> Duration {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return .seconds(Int64(t.tv_sec)) + .nanoseconds(Int64(t.tv_nsec))
    }
}
