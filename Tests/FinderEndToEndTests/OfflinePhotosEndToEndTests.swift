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

/// `savedAt` is one ISO 8601 moment in UTC wherever a saved result is shown: `offline show`,
/// `--offline photos`, `--offline stocks` — not seconds in one place and missing in another.
@Suite struct SavedAtEndToEndTests {
    static let iso = #/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/#

    @Test func everySavedDocumentSaysWhenInISO8601() throws {
        let fixture = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots/photos-fixtures/cats.json"))
        let server = try LoopbackHTTPServer { _ in .init(status: 200, headers: ["Content-Type": "application/json"], body: fixture) }
        defer { server.stop() }
        let dir = TemporaryDirectory()
        let env = ["FINDER_UNSPLASH_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": "test-key", "LANG": "en_US.UTF-8", "TZ": "Europe/Moscow"]
        let before = Date()
        #expect(try runFinder(["--data-dir", dir.path, "photos", "cats"], environment: env).status == 0)
        var moments: [String] = []
        for args in [["offline", "show", "--json"], ["--offline", "--json", "photos", "cats"], ["--offline", "--format", "jsonl", "photos", "cats"]] {
            let run = try runFinder(["--data-dir", dir.path] + args, environment: env)
            #expect(run.status == 0, "\(args): \(run.stderr)")
            let last = try #require(run.stdout.split(separator: "\n").last, "\(args)")
            let doc = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any], "\(args)")
            let savedAt = try #require(doc["savedAt"] as? String, "\(args): \(doc["savedAt"] ?? "missing")")
            #expect(savedAt.wholeMatch(of: Self.iso) != nil, "\(args): \(savedAt)")
            moments.append(savedAt)
        }
        #expect(Set(moments).count == 1, "one moment, one spelling: \(moments)")
        // UTC whatever TZ says, and the moment of the search.
        let f = ISO8601DateFormatter()
        let when = try #require(f.date(from: moments[0]))
        #expect(abs(when.timeIntervalSince(before)) < 3600, "\(moments[0]) vs \(before)")
    }
}
