import Foundation
import Testing
import FinderTestSupport

/// Every command `finder` hands over reaches its own feature in
/// finder-net (`FinderNetFeatures`), seen from outside: each answers as only that feature
/// does (its document's domain, state and code), in a clean environment with no key.
@Suite struct NetworkFeaturesEndToEndTests {
    @Test func everyNetworkCommandReachesItsFeature() throws {
        let dir = try freshDataDir()
        let config = TemporaryDirectory("finder-config")
        let cases: [([String], domain: String, state: String, code: String?)] = [
            (["photos", "cats"], "photos", "error", "auth"),
            (["photos", "more"], "photos", "empty", nil),
            (["photos", "show", "abc"], "photos", "error", "auth"),
            (["photos", "download", "abc"], "download", "error", "auth"),
            (["stocks", "sync", "--from", dir.file("missing.csv")], "sync", "error", "usage"),
            (["config", "set", "unsplash-key"], "config", "error", "usage"),
        ]
        for (args, domain, state, code) in cases {
            let run = try runFinder(["--data-dir", dir.path] + args + ["--json"], environment: ["XDG_CONFIG_HOME": config.path])
            let doc = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] ?? [:]
            #expect(doc["domain"] as? String == domain, "\(args): \(run.stdout) \(run.stderr)")
            #expect(doc["state"] as? String == state, "\(args): \(run.stdout)")
            #expect((doc["error"] as? [String: Any])?["code"] as? String == code, "\(args): \(run.stdout)")
            #expect(!run.stderr.contains("finder-net"), "\(args): handed over: \(run.stderr)")
        }
    }
}
