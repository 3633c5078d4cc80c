import Foundation
import Testing
import FinderTestSupport

/// `finder help exit-codes|environment|formats|json` through the built binary: the pages in
/// both languages against golden files, JSON output, and a topic that does not exist.
@Suite struct HelpTopicsEndToEndTests {
    @Test(arguments: catalogLanguages, ["exit-codes", "environment", "formats", "json"])
    func goldenPage(lang: String, topic: String) throws {
        let run = try runFinder(["--lang", lang, "help", topic])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let text = "$ finder --lang \(lang) help \(topic)\nexit: \(run.status)\n--- stdout\n\(run.stdout)"
        let (ok, message) = matchesSnapshot(text, named: "help-\(topic).\(lang).text")
        #expect(ok, "\(message)")
    }

    /// `--help` after the word works as `help` before it does for commands; the overview lists it.
    @Test func theOverviewListsTheTopics() throws {
        let run = try runFinder(["--lang", "en", "help"])
        for topic in ["exit-codes", "environment", "formats", "json"] { #expect(run.stdout.contains("  help \(topic) "), "\(topic)") }
    }

    @Test func asJSON() throws {
        let run = try runFinder(["--json", "help", "exit-codes"])
        #expect(run.status == 0)
        let doc = try json(run.stdout)
        #expect(doc["domain"] as? String == "cli")
        let text = try #require((doc["results"] as? [[String: Any]])?.first?["help"] as? String)
        #expect(text.contains("rate-limited (3)"))
    }

    @Test func anUnknownTopicIsAUsageError() throws {
        let run = try runFinder(["--lang", "en", "help", "exit-code"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("“exit-code”"), "\(run.stderr)")
    }
}
