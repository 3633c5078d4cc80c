import Foundation

/// A small file system of its own (tmpfs of a given size), for tests of a full disk.
/// Mounting needs root and a kernel that lets the test mount: `isAvailable` says whether it
/// works here (CI runs as root in a VM where it does). Unmounted when released.
public final class SmallDisk: @unchecked Sendable {
    public let path: String
    private let folder: TemporaryDirectory

    /// Mounts a tmpfs of `kibibytes` KiB, with at most `inodes` files and folders (its root
    /// one of them) when given; nil when this machine does not allow it.
    public init?(kibibytes: Int, inodes: Int? = nil) {
        folder = TemporaryDirectory("finder-small-disk")
        path = folder.path
        let options = "size=\(kibibytes)k,mode=0700" + (inodes.map { ",nr_inodes=\($0)" } ?? "")
        guard getuid() == 0,
              (try? runProcess("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", path]))?.status == 0
        else { return nil }
    }

    public func file(_ name: String) -> String { path + "/" + name }

    /// Bytes free on the file system.
    public var freeBytes: Int {
        var st = statvfs()
        guard statvfs(path, &st) == 0 else { return 0 }
        return Int(st.f_bavail) * Int(st.f_frsize)
    }

    /// Makes empty files in it until the file system has no inode left.
    public func useUpInodes() {
        var i = 0
        while true {
            let fd = open(file("inode-\(i)"), O_CREAT | O_WRONLY | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return }
            close(fd)
            i += 1
        }
    }

    deinit { _ = try? runProcess("/bin/umount", ["-l", path]) }

    /// Whether a small disk can be mounted here.
    public static let isAvailable: Bool = SmallDisk(kibibytes: 64) != nil
}
