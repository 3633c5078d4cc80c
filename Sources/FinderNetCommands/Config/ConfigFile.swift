import FinderCLI
import FinderFiles
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// finder's settings file, `$XDG_CONFIG_HOME/finder/config` (else `~/.config/finder/config`):
/// `name = value` lines, `#` comments. It holds the Unsplash key, so it is written with mode
/// 0600 (folder 0700) through `AtomicFile`: an exclusively created temporary file renamed into
/// place, so a link planted beside it cannot redirect the key.
public struct ConfigFile {
    public let path: String

    /// Under the same home folder the data folder uses (`Settings.homeFolder`: HOME, else the
    /// password database), so the config and the data never resolve to two different homes.
    public init(settings: Settings) {
        let base = settings.configHome ?? ((settings.homeFolder ?? NSHomeDirectory()) + "/.config")
        path = base + "/finder/config"
    }

    public static let unsplashKey = "unsplash-key"

    /// The most of the file read: a config file is a few lines (a 2 GB one was read whole,
    /// 4.2 GB of memory). Lines past it are not read.
    public static let maxFileBytes = 64 << 10
    /// The longest key taken (an Unsplash access key is 43 characters; a 50 MB key line was
    /// read and sent).
    public static let maxKeyLength = 256

    /// Whether `key` has a key's shape: 1 to `maxKeyLength` printable ASCII characters, no
    /// space — the one rule for a key typed to `config set`, found in the file, or in
    /// UNSPLASH_ACCESS_KEY (a hand-written key with ESC or BEL was used).
    public static func isKeyShaped(_ key: String) -> Bool {
        key.utf8.count <= maxKeyLength && !key.isEmpty && key.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7f }
    }

    /// The file's first `maxFileBytes`, nil when it cannot be read.
    func text() -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: Self.maxFileBytes)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            count += n
        }
        return String(validating: bytes[..<count], as: UTF8.self)
    }

    /// The value of `name`, or nil (no file, unreadable, no such line, empty value).
    public func value(_ name: String) -> String? {
        guard let text = text() else { return nil }
        for line in text.split(whereSeparator: \.isNewline) {
            let l = line.trimmingCharacters(in: .whitespaces)
            guard !l.hasPrefix("#"), let eq = l.firstIndex(of: "=") else { continue }
            if l[..<eq].trimmingCharacters(in: .whitespaces) == name {
                let v = l[l.index(after: eq)...].trimmingCharacters(in: .whitespaces)
                return v.isEmpty ? nil : v
            }
        }
        return nil
    }

    public enum WriteError: Error {
        case failed(path: String, reason: String)
        /// The folder lets other users in (group or other bits) and is not this user's to
        /// make private: the key is not written there.
        case exposedFolder(path: String)
    }

    /// Whether other users can read the file, or replace it through its folder (group or
    /// other permission bits): a key there may have leaked, or not be the user's own.
    public var isExposed: Bool {
        var file = stat(), folder = stat()
        guard stat(path, &file) == 0 else { return false }
        let dir = (path as NSString).deletingLastPathComponent
        return file.st_mode & 0o077 != 0 || (stat(dir, &folder) == 0 && folder.st_mode & 0o022 != 0)
    }

    /// Sets `name` (other lines kept), atomically, leaving the file with mode 0600.
    public func set(_ name: String, to value: String) throws(WriteError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .failed(path: folder, reason: (error as NSError).localizedDescription)
        }
        // An existing folder keeps its mode: a 0777 one is made private (0700) when it is
        // ours, else refused, so "readable only by you" is true when it is said.
        var st = stat()
        guard stat(folder, &st) == 0 else { throw .failed(path: folder, reason: String(cString: strerror(errno))) }
        if st.st_mode & 0o077 != 0 {
            guard st.st_uid == geteuid(), chmod(folder, 0o700) == 0 else { throw .exposedFolder(path: folder) }
        }
        var lines: [String] = []
        var replaced = false
        if let text = text() {
            for line in text.split(whereSeparator: \.isNewline).map(String.init) {
                let l = line.trimmingCharacters(in: .whitespaces)
                if !l.hasPrefix("#"), let eq = l.firstIndex(of: "="), l[..<eq].trimmingCharacters(in: .whitespaces) == name {
                    if !replaced { lines.append("\(name) = \(value)"); replaced = true }
                } else {
                    lines.append(line)
                }
            }
        }
        if !replaced { lines.append("\(name) = \(value)") }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .failed(path: path, reason: String(cString: strerror(error.errno)))
        }
        if chmod(path, 0o600) != 0 { throw .failed(path: path, reason: String(cString: strerror(errno))) }
    }
}
