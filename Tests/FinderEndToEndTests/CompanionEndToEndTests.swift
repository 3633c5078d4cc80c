import Foundation
import Testing
import FinderTestSupport

/// `finder` links no async code: it hands the interactive sessions, stocks and photos, to
/// `finder-net` beside it; without it, the session is refused in words. An executable of an
/// older install left beside them (`finder-interactive`) is not run.
@Suite struct CompanionEndToEndTests {
    @Test func theInteractiveSessionRunsInACompanion() throws {
        let build = URL(fileURLWithPath: finderBinary).deletingLastPathComponent().path
        let dir = TemporaryDirectory()
        func copy(_ name: String) throws {
            let r = try runProcess("/bin/cp", ["-RL", build + "/" + name, dir.path])
            #expect(r.status == 0, "\(r.stderr)")
        }
        for part in ["finder", "finder_FinderResources.resources", "finder_FinderLocalization.resources"] { try copy(part) }
        let data = TemporaryDirectory()
        let env = ["PATH": "/usr/bin:/bin", "HOME": data.path, "LANG": "en_US.UTF-8"]
        func session(_ args: [String] = ["interactive"]) throws -> FinderRun {
            try runProcess(dir.file("finder"), ["--data-dir", data.path] + args, environment: env, stdin: "apple\n:quit\n")
        }

        let alone = try session()
        #expect(alone.status == 5 && alone.stderr.contains("needs finder-net"), "\(alone.status) \(alone.stderr)")
        // A search needs no companion.
        let search = try runProcess(dir.file("finder"), ["--data-dir", data.path, "stocks", "apple", "--limit", "1"], environment: env)
        #expect(search.status == 0 && search.stdout.hasPrefix("AAPL "), "\(search.stderr)")

        try copy("finder-net")
        let viaNet = try session()
        #expect(viaNet.status == 0 && viaNet.stdout.hasPrefix("AAPL "), "\(viaNet.stderr)")

        try FileManager.default.removeItem(atPath: dir.file("finder-net"))
        // An older install's companion that prints something else is never run.
        let stale = dir.file("finder-interactive")
        #expect(FileManager.default.createFile(atPath: stale, contents: Data("#!/bin/sh\necho stale\n".utf8), attributes: [.posixPermissions: 0o755]))
        let withStale = try session()
        #expect(withStale.status == 5 && withStale.stderr.contains("needs finder-net") && !withStale.stdout.contains("stale"),
                "\(withStale.status) \(withStale.stdout) \(withStale.stderr)")
        let photos = try session(["interactive", "photos"])
        #expect(photos.status == 5 && photos.stderr.contains("needs finder-net"), "\(photos.status) \(photos.stderr)")
    }
}
