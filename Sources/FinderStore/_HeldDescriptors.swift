import FinderFiles
#if canImport(Glibc)
import Glibc
#endif

/// Reads bytes of SQLite's own files — the database's header (`_JournalStamp.inFile`), the WAL
/// index's (`Store.version(ofStoreIn:)`) — through descriptors this process keeps open until
/// it exits, never closed.
///
/// Closing any descriptor of a file drops every POSIX (fcntl) lock the process holds on that
/// file, and SQLite's locks are such locks: on the WAL index, the shared lock that says "this
/// process uses it" and the read marks. An `open` and `close` of the `-shm` beside an open
/// connection took them away; another process opening the store then found the WAL index
/// unused, took it over and truncated it, and this process's next write to its mapping of it
/// died of SIGBUS (seen once under load, in
/// `StocksEndToEndTests.processesStartedTogetherOnAFreshFolderImportAndBuildOnce`). SQLite keeps
/// its own descriptors open for the same reason.
enum _HeldDescriptors {
    private static let lock = ThreadLock()
    /// The descriptors held, newest first: a list of a class, not a dictionary (a search holds
    /// two; a dictionary of tuples cost a cold search ~14 k instructions of generic metadata).
    nonisolated(unsafe) private static var held: Held?

    private final class Held {
        let path: String
        let fd: Int32
        let device: UInt64
        let inode: UInt64
        let next: Held?

        init(path: String, fd: Int32, device: UInt64, inode: UInt64, next: Held?) {
            self.path = path
            self.fd = fd
            self.device = device
            self.inode = inode
            self.next = next
        }
    }

    /// `count` bytes of `path` from `offset`; nil when the file is missing or shorter (or,
    /// with `followingLinks` false, a symbolic link).
    static func read(_ path: String, count: Int, at offset: Int, followingLinks: Bool = true) -> [UInt8]? {
        guard let fd = descriptor(path, followingLinks: followingLinks) else { return nil }
        let bytes = LocalFile.read(fd: fd, count: count, at: offset)
        return bytes.count == count ? bytes : nil
    }

    /// The held descriptor of the file now at `path`: opened the first time, or again when the
    /// file was replaced (the replaced file's descriptor stays open too — closing it could drop
    /// a lock on it that SQLite still holds).
    private static func descriptor(_ path: String, followingLinks: Bool) -> Int32? {
        var st = stat()
        guard (followingLinks ? stat(path, &st) : lstat(path, &st)) == 0 else { return nil }
        return lock.locked { () -> Int32? in
            var h = held
            while let node = h {
                if node.path == path, node.device == UInt64(st.st_dev), node.inode == UInt64(st.st_ino) { return node.fd }
                h = node.next
            }
            let fd = open(path, O_RDONLY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
            guard fd >= 0 else { return nil }
            var own = stat()
            guard fstat(fd, &own) == 0 else { return fd }
            held = Held(path: path, fd: fd, device: UInt64(own.st_dev), inode: UInt64(own.st_ino), next: held)
            return fd
        }
    }
}
