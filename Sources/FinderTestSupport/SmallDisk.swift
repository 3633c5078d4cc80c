import Foundation

/// A small file system of its own (tmpfs of a given size), for tests of a full disk.
/// Mounting needs root and a kernel that lets the test mount: `isAvailable` says whether it
/// works here (CI runs as root in a VM where it does). Unmounted when released.
public final class SmallDisk: @unchecked Sendable {
    public let path: String
    private let folder: TemporaryDirectory

    /// Mounts a tmpfs of `kibibytes` KiB; nil when this machine does not allow it.
    public init?(kibibytes: Int) {
        folder = TemporaryDirectory("finder-small-disk")
        path = folder.path
        guard getuid() == 0,
              (try? runProcess("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k,mode=0700", "tmpfs", path]))?.status == 0
        else { return nil }
    }

    public func file(_ name: String) -> String { path + "/" + name }

    /// Bytes free on the file system.
    public var freeBytes: Int {
        var st = statvfs()
        guard statvfs(path, &st) == 0 else { return 0 }
        return Int(st.f_bavail) * Int(st.f_frsize)
    }

    deinit { _ = try? runProcess("/bin/umount", ["-l", path]) }

    /// Whether a small disk can be mounted here.
    public static let isAvailable: Bool = SmallDisk(kibibytes: 64) != nil
}
