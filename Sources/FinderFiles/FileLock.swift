#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a file in the data folder, held until the value
/// is released.
///
/// Why flock: the kernel drops the lock when its holder exits, however it exits (SIGKILL
/// included), so a waiter never waits for a dead process, and waits as long as a live one
/// is working — there is no timeout to outlast on a loaded machine.
public final class FileLock {
    private var fd: Int32

    private init(fd: Int32) { self.fd = fd }

    /// Takes the lock on `path` (created with mode 0600 when missing), waiting for another
    /// holder to let go; `willWait` runs once, before waiting, so the wait can be said.
    /// Returns nil when the file can be neither created nor opened (a read-only folder without
    /// it): whoever then needs to write there fails with its own, clearer error.
    public static func acquire(_ path: String, willWait: () -> Void = {}) -> FileLock? {
        var fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if fd < 0 { fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard fd >= 0 else { return nil }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            willWait()
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else { close(fd); return nil }
            }
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
