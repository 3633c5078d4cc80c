import Foundation
import Testing
import FinderTestSupport

/// On a terminal, a stock row never wraps — the name is cut with "…"
/// first — in both languages; piped output is never cut.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct LayoutEndToEndTests {
    @Test(arguments: [("en", 60), ("ru", 80), ("ru", 60)])
    func rowsFitTheTerminal(lang: String, columns: Int) throws {
        let dir = try freshDataDir()
        _ = try runFinder(["--data-dir", dir.path, "stocks", "apple"])   // import and index first
        let command = "stty cols \(columns) rows 50; '\(finderBinary)' --data-dir '\(dir.path)' --lang \(lang) --color never --no-history stocks сбер --limit 5 2>/dev/null"
        let run = try runProcess("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
        let rows = run.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        // As many rows as piped output has (close spellings never pad the list).
        let pipedRows = try runFinder(["--data-dir", dir.path, "--lang", lang, "--no-history", "stocks", "сбер", "--limit", "5"])
            .stdout.split(separator: "\n").count
        #expect(rows.count == pipedRows && rows.count >= 2, "\(run.stdout)")
        for row in rows { #expect(row.count < columns, "\(row.count): \(row)") }
        #expect(rows.contains { $0.contains("…") }, "\(rows)")
        // Piped, the same rows are whole.
        let piped = try runFinder(["--data-dir", dir.path, "--lang", lang, "--no-history", "stocks", "сбер", "--limit", "5"])
        #expect(!piped.stdout.contains("…") && piped.stdout.contains("Sberbank Rossii OAO Pref (Сбербанк-п)"), "\(piped.stdout)")
    }
}
