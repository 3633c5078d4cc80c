#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only memory mapping of a whole file, unmapped when released.
final class _MappedFile {
    let base: UnsafeRawPointer?
    let count: Int

    init(path: String) throws(IndexError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let e = errno
            throw e == ENOENT ? .missing(path: path) : .io(path: path, errno: e)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .io(path: path, errno: errno) }
        count = Int(st.st_size)
        if count == 0 { base = nil; return }
        guard let p = mmap(nil, count, PROT_READ, MAP_SHARED, fd, 0), p != MAP_FAILED else {
            throw .io(path: path, errno: errno)
        }
        base = UnsafeRawPointer(p)
    }

    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}
