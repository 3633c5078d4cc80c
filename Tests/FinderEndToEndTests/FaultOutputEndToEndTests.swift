import Foundation
import Testing
import FinderTestSupport

/// A write to stdout that fails is an error, never exit 0 with the answer
/// cut short; a reader that leaves (EPIPE) is not one.
@Suite struct FaultOutputEndToEndTests {
    func shell(_ script: String) throws -> FinderRun {
        try runProcess("/bin/bash", ["-c", script], environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
    }

    /// `> /dev/full` once exited 0 with the JSON document cut at 64 KiB.
    @Test(arguments: [["--json"], ["--format", "jsonl"], []])
    func aFullOutputIsExitFiveWithOneLine(format: [String]) throws {
        let dir = try freshDataDir()
        let args = (["--data-dir", dir.path, "--no-history"] + format + ["stocks", "a", "--limit", "0"]).map { "'\($0)'" }
        let r = try shell("exec '\(finderBinary)' \(args.joined(separator: " ")) > /dev/full")
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.hasSuffix("finder: cannot write the output: the disk is full. Part of it may be missing.\n"), "\(r.stderr)")
        let ru = try shell("exec '\(finderBinary)' --lang ru --data-dir '\(dir.path)' stocks apple > /dev/full")
        #expect(ru.status == 5)
        #expect(ru.stderr.contains("не удалось записать вывод: на диске нет места"), "\(ru.stderr)")
    }

    /// A short answer that fits the buffer fails at the last flush: still exit 5.
    @Test func aShortAnswerThatCannotBeWrittenIsExitFiveToo() throws {
        let r = try shell("exec '\(finderBinary)' --version > /dev/full")
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("cannot write the output"), "\(r.stderr)")
    }

    /// `| head -1`: the reader leaves; finder ends without a word and as it would have.
    @Test func aReaderThatLeavesIsSilent() throws {
        let dir = try freshDataDir()
        let r = try shell("set -o pipefail; '\(finderBinary)' --data-dir '\(dir.path)' --no-history --quiet stocks a --limit 0 | head -n 1")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").count == 1)
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }
}
