import Foundation
import Testing
@testable import FinderFiles
import FinderTestSupport

/// ENOSPC is a full disk or a file system out of inodes: told apart by `statvfs`'s counts.
@Suite struct LocalFileSpaceTests {
    @Test func outOfInodesReadsTheCounts() {
        #expect(LocalFile.outOfInodes(files: 8, available: 0))
        #expect(!LocalFile.outOfInodes(files: 8, available: 1))
        // A file system that counts no inodes (btrfs makes them as needed) is never out of them.
        #expect(!LocalFile.outOfInodes(files: 0, available: 0))
    }

    /// A path not made yet is judged by its nearest folder that exists.
    @Test(.enabled(if: SmallDisk.isAvailable)) func aPathIsJudgedByItsNearestFolder() throws {
        let disk = try #require(SmallDisk(kibibytes: 1024, inodes: 16))
        #expect(!LocalFile.outOfInodes(near: disk.file("data/finder.sqlite3")))
        disk.useUpInodes()
        #expect(LocalFile.outOfInodes(near: disk.file("data/finder.sqlite3")))
        #expect(LocalFile.outOfInodes(near: disk.path))
        #expect(!LocalFile.outOfInodes(near: NSTemporaryDirectory() + "/no/such/folder"))
    }
}
