#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file replaced as a whole: readers see the old content or the new one, never a mixture.
///
/// The new content goes to a temporary file beside the destination, created exclusively
/// under an unpredictable name (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600), so that a link
/// planted in the folder can neither redirect the write nor expose it; it is flushed,
/// renamed over the destination, and the folder is flushed.
public enum AtomicFile {
    /// A write failed: `path` is the file it was about, `errno` why.
    public struct Failure: Error, Equatable, Sendable {
        public let path: String
        public let errno: Int32
    }

    /// Writes `bytes` to `path` atomically. `flushed: false` skips the two `fsync`s: for a
    /// cache that is checked when it is read (a power loss may leave the old content, or
    /// none, or garbage its check refuses).
    public static func write(_ bytes: [UInt8], to path: String, flushed: Bool = true) throws(Failure) {
        let pending = try Pending(beside: path)
        do throws(Failure) {
            let appended = bytes.withUnsafeBytes { raw in Result { () throws(Failure) in try pending.append(raw) } }
            try appended.get()
            if flushed { try pending.commit() } else { try pending.commitUnflushed() }
        } catch {
            pending.discard()
            throw error
        }
    }

    /// A temporary file being written, until it is committed over its destination or discarded.
    public final class Pending {
        public let destination: String
        public let temporaryPath: String
        private var fd: Int32

        /// Creates the temporary file beside `destination`.
        public init(beside destination: String) throws(Failure) {
            self.destination = destination
            var attempt = 0
            while true {
                let name = destination + AtomicFile.temporaryMarker + String(UInt64.random(in: 1...UInt64.max), radix: 36)
                let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                if fd >= 0 {
                    self.fd = fd
                    temporaryPath = name
                    return
                }
                let e = errno
                attempt += 1
                guard e == EEXIST, attempt < 16 else { throw Failure(path: name, errno: e) }
            }
        }

        /// Appends bytes at the end of what is written so far.
        public func append(_ raw: UnsafeRawBufferPointer) throws(Failure) {
            var written = 0
            while written < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure(path: temporaryPath, errno: errno)
                }
                written += n
            }
        }

        /// Overwrites bytes already written, at `offset` from the start (a header patched
        /// once the rest is known).
        public func write(_ raw: UnsafeRawBufferPointer, at offset: Int) throws(Failure) {
            var written = 0
            while written < raw.count {
                let n = pwrite(fd, raw.baseAddress! + written, raw.count - written, off_t(offset + written))
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure(path: temporaryPath, errno: errno)
                }
                written += n
            }
        }

        /// Flushes the file, renames it over the destination and flushes the folder.
        public func commit() throws(Failure) {
            guard fsync(fd) == 0 else { throw Failure(path: temporaryPath, errno: errno) }
            close(fd)
            fd = -1
            try AtomicFile.move(temporaryPath, over: destination)
        }

        /// Renames the file over the destination without flushing either (`writeUnflushed`).
        public func commitUnflushed() throws(Failure) {
            close(fd)
            fd = -1
            guard rename(temporaryPath, destination) == 0 else {
                let e = errno
                unlink(temporaryPath)
                throw Failure(path: destination, errno: e)
            }
        }

        /// Removes the temporary file; the destination stays as it was.
        public func discard() {
            if fd >= 0 { close(fd); fd = -1 }
            unlink(temporaryPath)
        }

        deinit { if fd >= 0 { close(fd); unlink(temporaryPath) } }
    }

    /// Renames a complete, flushed file over `destination` in the same folder, and flushes the
    /// folder so that the rename survives a crash.
    public static func move(_ source: String, over destination: String) throws(Failure) {
        guard rename(source, destination) == 0 else { throw Failure(path: destination, errno: errno) }
        let dfd = open(folder(of: destination), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 { fsync(dfd); close(dfd) }
    }

    /// Removes temporary files left beside `destination` by writers that died before they
    /// committed (a SIGKILL, a power cut) — also those of older finder versions, named
    /// `<destination>.tmp.<pid>`. Call only while holding the lock that every writer of
    /// `destination` holds, so that no live writer's file is taken.
    public static func removeLeftovers(beside destination: String) {
        let folder = folder(of: destination)
        let base = destination.split(separator: "/").last.map(String.init) ?? destination
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(base + temporaryMarker) || name.hasPrefix(base + ".tmp.") {
                unlink(folder + "/" + name)
            }
        }
    }

    /// What follows the destination's name in a temporary file's name (`stocks.index.tmp-…`).
    public static let temporaryMarker = ".tmp-"

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
