import Foundation
import Testing
import FinderTestSupport

/// `finder offline show` must show a saved photo search too, as the live search showed it.
@Suite struct OfflinePhotosEndToEndTests {
    @Test func offlineShowRendersTheSavedPhotoSearch() throws {
        let fixture = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots/photos-fixtures/cats.json"))
        let server = try LoopbackHTTPServer { _ in .init(status: 200, headers: ["Content-Type": "application/json"], body: fixture) }
        let dir = TemporaryDirectory()
        let env = ["FINDER_UNSPLASH_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": "test-key", "LANG": "en_US.UTF-8"]
        let live = try runFinder(["--data-dir", dir.path, "photos", "cats"], environment: env)
        #expect(live.status == 0, "\(live.stderr)")
        server.stop()
        for args in [["offline", "show"], ["offline", "show", "--domain", "photos"]] {
            let saved = try runFinder(["--data-dir", dir.path] + args, environment: env)
            #expect(saved.status == 0, "\(args): \(saved.stderr)")
            #expect(saved.stdout == live.stdout, "\(args)")
        }
        let json = try runFinder(["--data-dir", dir.path, "offline", "show", "--json"], environment: env)
        let doc = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        #expect(doc["offline"] as? Bool == true)
        #expect(doc["domain"] as? String == "offline")
        #expect(doc["savedDomain"] as? String == "photos")
        #expect(json.stdout.split(separator: "\n").count == 1)
    }
}
