#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only memory mapping of a whole file, unmapped when released. Guarded against the
/// file being cut short under it (`_MappingGuard`): see `isDamaged`.
final class _MappedFile {
    let base: UnsafeRawPointer?
    let count: Int
    private var guardSlot: Int?

    /// Maps the regular file at `path` (a link to one is followed). Anything else there — a
    /// FIFO, a device, a folder — is a damaged index: it is opened without blocking (a FIFO
    /// with no writer would otherwise hang the open forever) and refused.
    init(path: String) throws(IndexError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let e = errno
            throw e == ENOENT ? .missing(path: path) : .io(path: path, errno: e)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .io(path: path, errno: errno) }
        guard (st.st_mode & S_IFMT) == S_IFREG else { throw .corrupt("not a regular file") }
        count = Int(st.st_size)
        if count == 0 { base = nil; return }
        guard let p = mmap(nil, count, PROT_READ, MAP_SHARED, fd, 0), p != MAP_FAILED else {
            throw .io(path: path, errno: errno)
        }
        base = UnsafeRawPointer(p)
        guardSlot = _MappingGuard.watch(base: UnsafeRawPointer(p), length: count)
    }

    deinit {
        if let guardSlot { _MappingGuard.forget(guardSlot) }
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    /// True once a read touched a page the file no longer has (it was truncated while
    /// mapped): those pages read as zeros, so nothing read since can be trusted.
    var isDamaged: Bool { guardSlot.map(_MappingGuard.isDamaged) ?? false }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}
