import Foundation
import Testing
import FinderTestSupport

/// Input from the command line and the keyboard, as an attacker would give it: every format
/// says what text mode says, nothing more.
@Suite struct HostileInputEndToEndTests {
    static let osc52 = "\u{1b}]52;c;SGVsbG8=\u{07}"

    /// Every string of a JSON document, decoded (as `jq -r` writes it).
    static func strings(_ value: Any) -> [String] {
        switch value {
        case let s as String: [s]
        case let a as [Any]: a.flatMap(strings)
        case let o as [String: Any]: o.flatMap { [$0.key] + strings($0.value) }
        default: []
        }
    }

    /// `jq -r .query` once wrote an OSC 52 clipboard sequence from argv to the terminal.
    @Test(arguments: [["stocks", osc52], ["stocks", "apple" + osc52], ["stocks", "show", "AAPL" + osc52],
                      ["history", "remove", osc52], ["suggest", osc52], ["stocks", "apple", "--limit", osc52],
                      ["history", "--domain", osc52]])
    func controlsFromArgvNeverReachJSON(args: [String]) throws {
        let dir = try freshDataDir()
        for format in ["json", "jsonl"] {
            let r = try runFinder(["--data-dir", dir.path, "--format", format] + args)
            #expect(!r.stdout.isEmpty)
            for line in r.stdout.split(separator: "\n") {
                let doc = try JSONSerialization.jsonObject(with: Data(line.utf8))
                let bad = Self.strings(doc).filter { $0.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7f } }
                #expect(bad.isEmpty, "\(format) \(args.map { $0.debugDescription }): \(bad.map(\.debugDescription))")
            }
        }
    }
}
