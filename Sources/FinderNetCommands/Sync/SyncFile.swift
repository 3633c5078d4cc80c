import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a catalogue file for `stocks sync --from FILE`, bounded like a download: only a regular file is read (a FIFO, a terminal, /dev/zero or /dev/stdin on a pipe
/// would block or never end), and never more than `limit` bytes are held.
///
/// The file is opened with O_NONBLOCK, so opening a FIFO with no writer returns at once and
/// its type is then checked on the open descriptor (no race between a check and the open).
enum SyncFile {
    static func read(_ path: String, limit: Int) throws(SyncFailure) -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw .file(path: path, problem: .missing)
            case EACCES, EPERM: throw .file(path: path, problem: .denied)
            case EISDIR: throw .file(path: path, problem: .directory)
            case ENXIO: throw .file(path: path, problem: .notRegular)   // a socket, a device with nothing behind it
            default: throw .file(path: path, problem: .other(String(cString: strerror(code))))
            }
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .file(path: path, problem: .other(String(cString: strerror(errno)))) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .file(path: path, problem: .directory)
        default: throw .file(path: path, problem: .notRegular)
        }
        guard st.st_size <= off_t(limit) else { throw .fileTooLarge(path: path, limit: limit) }
        // A regular file never blocks; reading stops one byte past the limit in case it grew.
        var body = Data()
        body.reserveCapacity(Int(st.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .file(path: path, problem: .other(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            guard body.count + n <= limit else { throw .fileTooLarge(path: path, limit: limit) }
            body.append(contentsOf: chunk[0..<n])
        }
        return body
    }
}
