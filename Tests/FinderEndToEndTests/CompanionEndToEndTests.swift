import Foundation
import Testing
import FinderTestSupport

/// `finder` links no async code: it hands the interactive stock session to
/// `finder-interactive` beside it (or, without that, to `finder-net`, which runs it too), and
/// the photo session to finder-net; with neither companion, the session is refused in words.
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
        try copy("finder-interactive")
        let own = try session()
        #expect(own.status == 0 && own.stdout.hasPrefix("AAPL "), "\(own.stderr)")
        // Photos are finder-net's: finder-interactive alone does not serve them.
        let photos = try session(["interactive", "photos"])
        #expect(photos.status == 5 && photos.stderr.contains("needs finder-net"), "\(photos.status) \(photos.stderr)")
    }
}
