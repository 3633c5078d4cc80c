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
    public static let maxFileBytes = SavedDefaults.maxFileBytes
    /// The longest key taken (an Unsplash access key is 43 characters; a 50 MB key line was
    /// read and sent).
    public static let maxKeyLength = 256

    /// Whether `key` has a key's shape: 1 to `maxKeyLength` printable ASCII characters, no
    /// space — the one rule for a key typed to `config set`, found in the file, or in
    /// UNSPLASH_ACCESS_KEY (a hand-written key with ESC or BEL was used).
    public static func isKeyShaped(_ key: String) -> Bool {
        key.utf8.count <= maxKeyLength && !key.isEmpty && key.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7f }
    }

    /// The file's first `maxFileBytes`, nil when it cannot be read (read as `finder` reads
    /// its saved defaults).
    func text() -> String? { SavedDefaults.readPrefix(path) }

    /// The value of `name`, or nil (no file, unreadable, no such line, empty value): the
    /// file is read as `finder` reads its saved defaults (`SavedDefaults.parse`).
    public func value(_ name: String) -> String? {
        guard let text = text() else { return nil }
        return SavedDefaults.parse(text).first { $0.0 == name }?.1
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

    /// Removes every line of `name` (other lines kept), atomically; false when it had none.
    @discardableResult
    public func unset(_ name: String) throws(WriteError) -> Bool {
        guard value(name) != nil else { return false }
        try set(name, to: nil)
        return true
    }

    /// Sets `name` (other lines kept), atomically, leaving the file with mode 0600; nil
    /// removes its lines.
    public func set(_ name: String, to value: String?) throws(WriteError) {
        let folder = (path as NSString).deletingLastPathComponent
        let made = LocalFile.makeDirectories(folder)   // mode 0700 for the folders it makes
        if made != 0 { throw .failed(path: folder, reason: String(cString: strerror(made))) }
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
                    if !replaced, let value { lines.append("\(name) = \(value)") }
                    replaced = true
                } else {
                    lines.append(line)
                }
            }
        }
        if !replaced, let value { lines.append("\(name) = \(value)") }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .failed(path: path, reason: String(cString: strerror(error.errno)))
        }
        if chmod(path, 0o600) != 0 { throw .failed(path: path, reason: String(cString: strerror(errno))) }
    }
}
