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

    public init(environment env: [String: String]) {
        let base: String
        if let x = env["XDG_CONFIG_HOME"], x.hasPrefix("/") {
            base = x
        } else {
            base = (env["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.config"
        }
        path = base + "/finder/config"
    }

    public static let unsplashKey = "unsplash-key"

    /// The value of `name`, or nil (no file, unreadable, no such line, empty value).
    public func value(_ name: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
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

    public enum WriteError: Error { case failed(path: String, reason: String) }

    /// Sets `name` (other lines kept), atomically, leaving the file with mode 0600.
    public func set(_ name: String, to value: String) throws(WriteError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .failed(path: folder, reason: (error as NSError).localizedDescription)
        }
        var lines: [String] = []
        var replaced = false
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
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
    }
}
