#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long finder waits for another finder process, and how the wait is said: every wait —
/// for the data folder's lock (`FileLock`) and for SQLite's write lock (`_Connection`'s busy
/// handler) — is said within a second and ends after `limitSeconds` with the store's busy
/// error. A sync stopped by SIGSTOP once held `history clear`, `offline clear` and a second
/// sync silent for as long as it stayed stopped.
public enum Waiting {
    /// What a wait is for.
    public enum Cause: Sendable {
        /// The data folder's lock: another process imports, migrates, syncs or builds the index.
        case catalogue
        /// SQLite's write lock: another process is writing to the store.
        case store
    }

    /// The longest wait, in seconds: far past any honest import, sync or build holding the
    /// lock (a few seconds), short enough that a stopped writer is said and given up on.
    /// `FINDER_WAIT_SECONDS` sets it (`setLimit`).
    public static var limitSeconds: Double { lock.locked { limit } }
    public static let defaultLimitSeconds: Double = 60
    nonisolated(unsafe) private static var limit = defaultLimitSeconds

    public static func setLimit(seconds: Double) {
        lock.locked { limit = seconds }
    }
    /// A wait is said once it has lasted this long (a lock taken at once, or after a moment
    /// of another search's write, says nothing).
    public static let announceAfterSeconds: Double = 0.5

    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var announcer: ((Cause) -> Void)?
    nonisolated(unsafe) private static var said: Set<Cause> = []

    /// Sets what saying a wait does (the command line: a notice on stderr). Each cause is
    /// said at most once a process.
    public static func setAnnouncer(_ announce: ((Cause) -> Void)?) {
        lock.locked { announcer = announce; said = [] }
    }

    /// Says that a wait for `cause` has begun, unless it was said already.
    public static func announce(_ cause: Cause) {
        let announce: ((Cause) -> Void)? = lock.locked {
            guard !said.contains(cause) else { return nil }
            said.insert(cause)
            return announcer
        }
        announce?(cause)
    }

    /// Seconds on the monotonic clock.
    public static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
