import Foundation
import Testing
import FinderTestSupport

/// Every domain's documents against its schema (docs/schemas/), in both languages and every
/// outcome. `runProcess` checks every document any end-to-end test makes finder write; this
/// suite makes sure every command and outcome is among them, checks the golden files, and
/// that the checker refuses what the review found ("" for unknown, numeric timestamps, a
/// usage error whose query is the whole line).
@Suite(.serialized) struct JSONSchemaEndToEndTests {
    @Test(arguments: ["en", "ru"])
    func everyCommandAndOutcomeConforms(lang: String) throws {
        let dir = try freshDataDir()
        let config = TemporaryDirectory("finder-schema-config")
        func run(_ args: [String], stdin: String? = nil) throws -> FinderRun {
            try runFinder(["--data-dir", dir.path, "--lang", lang, "--json"] + args,
                          environment: ["TZ": "UTC", "XDG_CONFIG_HOME": config.path], stdin: stdin)
        }
        var domains = Set<String>()
        let lines: [([String], String?)] = [
            (["stocks", "apple", "--limit", "2"], nil), (["stocks", "zzzzqqqq"], nil), (["stocks", "show", "GAZP"], nil),
            (["stocks", "show", "NOSUCHX"], nil), (["stocks", "apple", "--limit", "x"], nil), (["stocks"], nil),
            (["--offline", "stocks", "apple"], nil), (["--offline", "stocks", "never-searched"], nil),
            (["history"], nil), (["history", "--domain", "photos"], nil), (["history", "remove", "apple"], nil),
            (["suggest", "cl"], nil), (["suggest", "zzzzqq"], nil), (["offline", "show", "apple"], nil), (["offline", "clear"], nil),
            (["completion", "bash"], nil), (["--help"], nil), (["--version"], nil), (["help", "stocks"], nil),
            (["config", "show"], nil), (["stocks", "sync", "--from", dir.file("missing.csv")], nil),
            (["photos", "cats"], nil), (["photos", "download", "abc"], nil),
            (["interactive"], "apple\n\n:more\n:history\n:nope\n:quit\n"),
        ]
        for (args, stdin) in lines {
            let r = try run(args, stdin: stdin)
            let problems = JSONSchemaCheck.problems(inOutput: r.stdout)
            #expect(problems.isEmpty, "\(args): \(problems)")
            for line in r.stdout.split(separator: "\n") {
                if let doc = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], let d = doc["domain"] as? String {
                    domains.insert(d)
                }
            }
        }
        #expect(domains.isSuperset(of: ["stocks", "offline", "history", "suggest", "completion", "cli", "config", "sync",
                                        "photos", "download", "interactive"]), "\(domains.sorted())")
    }

    /// The golden JSON files are documents too.
    @Test func goldenDocumentsConform() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 10)
        for f in files {
            let text = try String(contentsOf: folder.appendingPathComponent(f), encoding: .utf8)
            guard let start = text.range(of: "--- stdout\n"), let end = text.range(of: "--- stderr") else { continue }
            let problems = JSONSchemaCheck.problems(inOutput: String(text[start.upperBound..<end.lowerBound]))
            #expect(problems.isEmpty, "\(f): \(problems)")
        }
    }

    /// What the review found is refused by the checker, so the tests above would catch it.
    @Test func theCheckerRefusesTheOldShapes() throws {
        let base = #"{"schemaVersion":1,"domain":"history","query":null,"state":"content","offline":false,"count":1,"page":null,"totalPages":null,"message":null,"error":null,"results":[{"query":"a","domain":"stocks","usedAt":%@}]}"#
        func problems(_ usedAt: String) throws -> [String] {
            JSONSchemaCheck.problems(try JSONSerialization.jsonObject(with: Data(base.replacingOccurrences(of: "%@", with: usedAt).utf8)))
        }
        #expect(try problems(#""2026-12-05T09:07:02Z""#).isEmpty)
        #expect(!(try problems("1796042820")).isEmpty)
        let stock = #"{"schemaVersion":1,"domain":"stocks","query":"x","state":"content","offline":false,"count":0,"page":null,"totalPages":null,"message":null,"error":null,"results":[],"hint":null,"closeSpellingsOnly":null}"#
        let missing = JSONSchemaCheck.problems(try JSONSerialization.jsonObject(with: Data(stock.utf8)))
        #expect(missing == ["$: member total is missing", "$: member totalIsLowerBound is missing", "$: member savedAt is missing",
                            "$: member unknown is missing"], "\(missing)")
    }

    /// A usage error's query is the line's query, not the whole line.
    @Test func aUsageErrorsQueryIsTheQuery() throws {
        let r = try runFinder(["--data-dir", sharedData.path, "--lang", "ru", "--json", "stocks", "apple", "inc", "--limit", "x"])
        let doc = try #require(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(doc["domain"] as? String == "cli" && doc["query"] as? String == "apple inc", "\(r.stdout)")
    }
}
