#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a file in the data folder, held until the value
/// is released.
///
/// Why flock: the kernel drops the lock when its holder exits, however it exits (SIGKILL
/// included), so a waiter never waits for a dead process. A live holder that makes no
/// progress (stopped by SIGSTOP) is waited for at most `Waiting.limitSeconds`, the wait said
/// within a second (`Waiting`).
public final class FileLock {
    private var fd: Int32

    private init(fd: Int32) { self.fd = fd }

    /// Another process held the lock for the whole wait.
    public struct TimedOut: Error {}

    /// Takes the lock on `path` (created with mode 0600 when missing), waiting at most
    /// `limit` seconds for another holder to let go; once the wait has lasted
    /// `Waiting.announceAfterSeconds`, `willWait` says it (once; by default
    /// `Waiting.announce(.catalogue)`).
    /// Returns nil when the file can be neither created nor opened (a read-only folder without
    /// it): whoever then needs to write there fails with its own, clearer error.
    public static func acquire(_ path: String, limit: Double = Waiting.limitSeconds,
                               willWait: () -> Void = { Waiting.announce(.catalogue) }) throws(TimedOut) -> FileLock? {
        var fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if fd < 0 { fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard fd >= 0 else { return nil }
        let start = Waiting.now()
        var said = false
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { close(fd); return nil }
            let waited = Waiting.now() - start
            if !said, waited >= Waiting.announceAfterSeconds {
                said = true
                willWait()
            }
            guard waited < limit else { close(fd); throw TimedOut() }
            usleep(20_000)
        }
        return FileLock(fd: fd)
    }

    /// Lets go of the lock (also done when the value is released).
    public func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }
}
