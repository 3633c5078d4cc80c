import Foundation
import Testing
import FinderTestSupport

/// The config file's folder and mode, and a store that is a folder.
@Suite struct FaultConfigEndToEndTests {
    /// `config set` into a 0777 folder left it 0777 and still said "readable only by you".
    @Test func aSharedConfigFolderIsMadePrivateBeforeTheKeyGoesIn() throws {
        let s = PhotoSession(try photoServer())
        s.key = nil
        let folder = s.data.path + "/config/finder"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(chmod(folder, 0o777) == 0)
        let r = try s.run(["config", "set", "unsplash-key"], stdin: "my-key-12345\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("readable only by you"), "\(r.stderr)")
        #expect(permissions(of: folder) == 0o700)
        #expect(permissions(of: folder + "/config") == 0o600)
    }

    /// A folder that is not ours to make private is refused: the key is not written.
    @Test(.enabled(if: getuid() == 0))
    func aSharedFolderOfAnotherUserIsRefused() throws {
        let s = PhotoSession(try photoServer())
        s.key = nil
        let folder = s.data.path + "/config/finder"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(chown(folder, 65534, 65534) == 0 && chmod(folder, 0o777) == 0)
        let r = try s.run(["config", "set", "unsplash-key"], stdin: "my-key-12345\n")
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("lets other users in"), "\(r.stderr)")
        #expect(!r.stderr.contains("readable only by you"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/config"))
    }

    /// A key in a 0644 file was used without a word.
    @Test func aKeyOthersCanReadIsUsedWithAWarning() throws {
        let s = PhotoSession(try photoServer())
        s.key = nil
        let set = try s.run(["config", "set", "unsplash-key"], stdin: "my-key-12345\n")
        #expect(set.status == 0, "\(set.stderr)")
        let file = s.data.path + "/config/finder/config"
        let quiet = try s.run(["photos", "cats"])
        #expect(quiet.status == 0 && !quiet.stderr.contains("Warning"), "\(quiet.stderr)")
        #expect(chmod(file, 0o644) == 0)
        let r = try s.run(["photos", "cats"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Warning: \(file) holds your Unsplash key and other users can read or replace it"), "\(r.stderr)")
        let ru = try s.run(["photos", "cats"], lang: "ru_RU.UTF-8")
        #expect(ru.stderr.contains("другие пользователи могут его прочитать"), "\(ru.stderr)")
    }

    /// A folder where the store should be was "cannot use the data folder …/finder.sqlite3".
    @Test func aStoreThatIsAFolderIsCalledTheStore() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.file("finder.sqlite3"), withIntermediateDirectories: true)
        let r = try runFinder(["--data-dir", dir.path, "stocks", "apple"])
        #expect(r.status == 5)
        #expect(r.stderr.contains("the local store \(dir.path)/finder.sqlite3 is damaged (it is a folder, not a file)"), "\(r.stderr)")
        #expect(!r.stderr.contains("data folder"), "\(r.stderr)")
    }
}
