#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small file-system helpers over libc, so that the stock path needs no Foundation.
public enum LocalFile {
    /// The whole file, or nil when it cannot be read (the errno is in the second value).
    /// Reads straight into the result, sized by `fstat` and never cleared first (catalogs are
    /// read on every start); a file that grows meanwhile is read to its end all the same.
    public static func read(_ path: String) -> (bytes: [UInt8]?, errno: Int32) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return (nil, errno) }
        defer { close(fd) }
        var st = stat()
        var capacity = max((fstat(fd, &st) == 0 && st.st_size > 0 ? Int(st.st_size) : 0) + 1, 4096)
        var result: [UInt8] = []
        while true {
            var failure: Int32 = 0
            var ended = false
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                while count < capacity {
                    let r = Glibc.read(fd, buffer.baseAddress! + count, capacity - count)
                    if r < 0 { if errno == EINTR { continue }; failure = errno; return }
                    if r == 0 { ended = true; return }
                    count += r
                }
            }
            if failure != 0 { return (nil, failure) }
            if result.isEmpty { result = chunk } else { result += chunk }
            if ended { return (result, 0) }
            capacity *= 2
        }
    }

    /// Up to `count` bytes of the open file `fd` from `offset` — fewer at its end or on an
    /// error — read with `pread`, so the descriptor's position is left as it was.
    public static func read(fd: Int32, count: Int, at offset: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + got, count - got, off_t(offset + got)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            got += n
        }
        bytes.removeSubrange(got...)
        return bytes
    }

    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    public static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// `mkdir -p` with mode 0700 for the folders it creates. Returns errno, 0 on success.
    @discardableResult
    public static func makeDirectories(_ path: String) -> Int32 {
        if isDirectory(path) { return 0 }
        var parts: [Substring] = []
        for p in path.split(separator: "/", omittingEmptySubsequences: true) { parts.append(p) }
        var current = path.hasPrefix("/") ? "" : "."
        for p in parts {
            current += "/" + p
            if isDirectory(current) { continue }
            if mkdir(current, 0o700) != 0 {
                guard errno == EEXIST else { return errno }
                // Something is there that is no folder: a link to nothing (ENOENT) or a loop
                // of links (ELOOP) says so, not "a part of the path is a file".
                var st = stat()
                if stat(current, &st) != 0 { return errno }
            }
        }
        return isDirectory(path) ? 0 : ENOTDIR
    }

    /// Whether an errno says the disk or the user's quota is full.
    public static func isDiskFull(errno code: Int32) -> Bool { code == ENOSPC || code == EDQUOT }
    /// Whether a failed call's `errno` says memory ran out (or the address-space limit was met).
    public static func isOutOfMemory(errno code: Int32) -> Bool { code == ENOMEM }

    /// Whether the file system holding `path` (or, when it does not exist yet, its nearest
    /// folder that does) has no free inodes: ENOSPC then means that no file can be made there,
    /// though blocks may be free — `df` shows space, and freeing space does not help.
    public static func outOfInodes(near path: String) -> Bool {
        var p = path
        var st = statvfs()
        while statvfs(p, &st) != 0 {
            guard errno == ENOENT || errno == ENOTDIR, p != "/", p != "." else { return false }
            p = folder(of: p)
        }
        return outOfInodes(files: UInt64(st.f_files), available: UInt64(st.f_favail))
    }

    /// `statvfs`'s inode counts read: none available to this user (`f_favail`) of a file
    /// system that counts them (`f_files` is 0 where inodes are made as needed, as on btrfs).
    public static func outOfInodes(files: UInt64, available: UInt64) -> Bool { files > 0 && available == 0 }

    /// Whether one of `paths` has grown to within 64 KiB of the file-size limit (`ulimit -f`,
    /// SIGXFSZ ignored): SQLite reports a write refused with EFBIG as an I/O error, and libc's
    /// errno is gone by the time it says so.
    public static func atFileSizeLimit(_ paths: [String]) -> Bool {
        var r = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &r) == 0, r.rlim_cur != rlim_t.max else { return false }
        return paths.contains { p in
            var st = stat()
            return stat(p, &st) == 0 && UInt64(max(0, st.st_size)) + 65_536 >= UInt64(r.rlim_cur)
        }
    }

    /// The message libc gives for an errno ("Permission denied").
    public static func describe(errno code: Int32) -> String { String(cString: strerror(code)) }

    public static func remove(_ path: String) { unlink(path) }

    /// Names in a folder (no "." or ".."), unsorted; empty when it cannot be read.
    public static func list(_ folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The folder part of a path ("/a/b" → "/a"; "b" → "."). On the UTF-8 bytes: found as a
    /// Character, the slash cost every start some thousands of instructions (callgrind).
    public static func folder(of path: String) -> String {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: 0x2F) else { return "." }
        return slash == bytes.startIndex ? "/" : String(path[..<slash])
    }
}
