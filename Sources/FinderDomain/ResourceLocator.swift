#if canImport(Glibc)
import Glibc
#endif
import FinderFiles

/// Finds the bundled data that SwiftPM copies beside the executable
/// (`finder_FinderResources.resources/`, `finder_FinderLocalization.resources/`).
///
/// `folder` (FINDER_RESOURCES_DIR, which the CLI's `Settings` reads) is looked in first: the
/// folder that holds both bundles, for an installed binary whose bundles live elsewhere. Then
/// PREFIX/share/finder for a binary in PREFIX/lib/finder (installed: the data is
/// architecture-independent, so it lives under share, as Debian's policy asks), then the
/// executable's own folder (a build). A binary moved without its bundles gets a clear error
/// naming where it looked, never a crash.
public struct ResourceLocator: Sendable {
    public let searchFolders: [String]

    public init(folder: String? = nil, executablePath: String? = ResourceLocator.executablePath()) {
        var folders: [String] = []
        if let folder, !folder.isEmpty { folders.append(folder) }
        if let exe = executablePath {
            let own = LocalFile.folder(of: exe)
            let prefix = LocalFile.folder(of: LocalFile.folder(of: own))
            if prefix != own { folders.append((prefix == "/" ? "" : prefix) + "/share/finder") }
            folders.append(own)
        }
        searchFolders = folders
    }

    /// The path of a bundled file, or nil with the folders that were searched.
    public func path(bundle: Bundle, file: String) -> String? {
        for folder in searchFolders {
            let candidate = "\(folder)/finder_\(bundle.rawValue).resources/\(file)"
            if LocalFile.exists(candidate) { return candidate }
        }
        return nil
    }

    public enum Bundle: String, Sendable {
        case data = "FinderResources"
        case localization = "FinderLocalization"
    }

    /// The running executable, from /proc/self/exe (Linux).
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
