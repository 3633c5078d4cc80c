import Foundation
import Testing
import FinderTestSupport

/// Resource limits killed the binaries without a word (`ulimit -n 8`:
/// SIGILL in Dispatch; `-v 100000`: SIGSEGV; `-f 4000`: SIGXFSZ, exit 153). Each is a
/// clear error and exit 5; a limit met mid-write leaves the store intact and says so.
@Suite struct FaultLimitsEndToEndTests {
    func limited(_ limit: String, _ dir: String, _ args: [String] = ["stocks", "apple"], lang: String = "en") throws -> FinderRun {
        let line = (["--lang", lang, "--data-dir", dir] + args).map { "'\($0)'" }.joined(separator: " ")
        return try runProcess("/bin/bash", ["-c", "ulimit \(limit) && exec '\(finderBinary)' \(line)"],
                              environment: cleanEnvironment())
    }

    @Test(arguments: [("-n 8", "the open-file limit is 8 (“ulimit -n”)", "предел открытых файлов — 8 («ulimit -n»)"),
                      ("-v 100000", "the address-space limit is 97 MiB (“ulimit -v”)", "предел адресного пространства — 97 МиБ")])
    func aLimitTooLowIsSaidBeforeAnythingStarts(limit: String, en: String, ru: String) throws {
        let dir = TemporaryDirectory()
        let r = try limited(limit, dir.file("data"))
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains(en), "\(r.stderr)")
        #expect(try limited(limit, dir.file("data"), lang: "ru").stderr.contains(ru))
        #expect(!FileManager.default.fileExists(atPath: dir.file("data")), "nothing was started")
    }

    /// A soft open-file limit is raised to the hard one: the search goes on.
    @Test func aLowSoftFileLimitIsRaised() throws {
        let dir = try freshDataDir()
        let r = try limited("-Sn 8", dir.path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("AAPL"))
    }

    /// Enough address space for a search, not for a build: the build is not begun.
    @Test func aBuildWithoutTheMemoryItNeedsSaysSo() throws {
        let dir = try freshDataDir()
        try FileManager.default.removeItem(atPath: dir.file("stocks.index"))
        let r = try limited("-v 250000", dir.path)
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("cannot be built: there is not enough memory for it (a limit such as “ulimit -v” may be set)"), "\(r.stderr)")
        // The advice fits the cause: memory, not disk space.
        #expect(r.stderr.contains("raise the limit if one is set (“ulimit -v”)") && !r.stderr.contains("disk space"), "\(r.stderr)")
    }

    /// Past `ulimit -f` the import fails with EFBIG, said as the limit; the store is not
    /// damaged, so no one is told to move it aside.
    @Test func theFileSizeLimitIsSaidAndTheStoreKept() throws {
        let dir = TemporaryDirectory()
        let r = try limited("-f 4000", dir.path)
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("the file would grow past the size limit set for finder (“ulimit -f”)"), "\(r.stderr)")
        #expect(r.stderr.contains("The store itself is intact"), "\(r.stderr)")
        #expect(!r.stderr.contains("mv "), "\(r.stderr)")
        #expect(try shellOutput("/usr/bin/sqlite3", [dir.file("finder.sqlite3"), "PRAGMA integrity_check"]) == "ok\n")
        let after = try runFinder(["--data-dir", dir.path, "stocks", "apple"])
        #expect(after.status == 0, "\(after.stderr)")
    }

    /// Under `ulimit -f 1`, once the catalogue is built, a search that writes nothing answers
    /// (it was exit 5: the first process to open the store rebuilds its -shm and grows it), and
    /// SIGXFSZ kills nobody. A search that would record answers too and says it was not
    /// recorded; history is read, the WAL's last commits included; a write that must happen
    /// still fails, as the limit.
    @Test func aSearchThatWritesNothingAnswersUnderAFileSizeLimit() throws {
        let dir = try freshDataDir()
        #expect(try runFinder(["--data-dir", dir.path, "stocks", "tesla"]).status == 0)  // history in the WAL
        for lang in ["en", "ru"] {
            let quiet = try limited("-f 1", dir.path, ["--no-history", "stocks", "apple"], lang: lang)
            #expect(quiet.status == 0, "\(quiet.stderr)")
            #expect(quiet.stdout.hasPrefix("AAPL"), "\(quiet.stdout)")
            #expect(!quiet.stderr.contains("ulimit"), "\(quiet.stderr)")
        }
        let recorded = try limited("-f 1", dir.path)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.hasPrefix("AAPL"))
        #expect(recorded.stderr.contains("This search is not recorded"), "\(recorded.stderr)")
        #expect(recorded.stderr.contains("(“ulimit -f”)"), "\(recorded.stderr)")
        let history = try limited("-f 1", dir.path, ["history"])
        #expect(history.status == 0 && history.stdout.contains("tesla"), "\(history.stdout) \(history.stderr)")
        let clear = try limited("-f 1", dir.path, ["history", "clear"])
        #expect(clear.status == 5, "\(clear.stderr)")
        #expect(clear.stderr.contains("(“ulimit -f”)"), "\(clear.stderr)")

        let after = try runFinder(["--data-dir", dir.path, "history"])
        #expect(after.status == 0 && after.stdout.contains("tesla"), "\(after.stderr)")
        #expect(try shellOutput("/usr/bin/sqlite3", [dir.file("finder.sqlite3"), "PRAGMA integrity_check"]) == "ok\n")
    }
}
