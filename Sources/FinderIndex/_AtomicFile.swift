#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file so that readers see the old or the new content, never a mixture.
enum _AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(IndexError) {
        let temp = "\(path).tmp.\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .io(path: temp, errno: errno) }
        var written = 0
        let ok: Bool = bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 { if errno == EINTR { continue }; return false }
                written += n
            }
            return fsync(fd) == 0
        }
        let savedErrno = errno
        close(fd)
        guard ok else { unlink(temp); throw .io(path: temp, errno: savedErrno) }
        guard rename(temp, path) == 0 else {
            let e = errno
            unlink(temp)
            throw .io(path: path, errno: e)
        }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let dfd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 { fsync(dfd); close(dfd) }
    }
}
