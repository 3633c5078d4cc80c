import Foundation
import Testing
import FinderTestSupport

/// Scripts/install.sh with the binaries this suite built: a prefix whose
/// bin/finder works from any folder without FINDER_RESOURCES_DIR (the link resolves to the
/// real binary's folder, and finder execs finder-net from there), man pages that man finds
/// in both languages, completion files where the shells look; --uninstall removes exactly
/// what was installed.
@Suite(.serialized) struct InstallEndToEndTests {
    static let script = packageRoot + "/Scripts/install.sh"
    static let build = URL(fileURLWithPath: finderBinary).deletingLastPathComponent().path
    static let installed = ["bin/finder", "lib/finder/finder", "lib/finder/finder-net", "lib/finder/finder-interactive", "share/man/man1/finder.1",
                            "share/man/ru/man1/finder.1", "share/bash-completion/completions/finder",
                            "share/zsh/site-functions/_finder", "share/fish/vendor_completions.d/finder.fish",
                            "lib/finder/finder_FinderResources.resources/catalogue.tsv",
                            "lib/finder/finder_FinderLocalization.resources/ru/core.strings"]

    func install(_ prefix: TemporaryDirectory, _ extra: [String] = []) throws -> FinderRun {
        try runProcess("/bin/bash", [Self.script, "--prefix", prefix.path, "--from", Self.build] + extra,
                       environment: cleanEnvironment())
    }

    func files(_ dir: String) -> [String] {
        (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func installRunsFromAnyFolderAndUninstallRemovesExactlyThat() throws {
        let prefix = TemporaryDirectory("finder-prefix")
        // Something of the user's in the prefix beforehand stays, whatever happens.
        try FileManager.default.createDirectory(atPath: prefix.file("bin"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: prefix.file("bin/other")))
        let before = files(prefix.path)
        let run = try install(prefix)
        #expect(run.status == 0, "\(run.stderr)")
        for f in Self.installed { #expect(FileManager.default.fileExists(atPath: prefix.file(f)), "\(f)") }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: prefix.file("bin/finder")) == "../lib/finder/finder")

        // From another folder, with a clean environment: bundles through the link, then finder-net
        // and finder-interactive beside them.
        let data = TemporaryDirectory()
        let env = ["PATH": "/usr/bin:/bin", "HOME": data.path, "LANG": "en_US.UTF-8"]
        let search = try runProcess(prefix.file("bin/finder"), ["--data-dir", data.path, "stocks", "apple", "--limit", "1"], environment: env)
        #expect(search.status == 0 && search.stdout.hasPrefix("AAPL "), "\(search.stderr)")
        try Data(stockFinderJSON.utf8).write(to: URL(fileURLWithPath: data.file("prices.json")))
        let sync = try runProcess(prefix.file("bin/finder"), ["--data-dir", data.path, "stocks", "sync", "--from", data.file("prices.json")],
                                  environment: env)
        #expect(sync.status == 0 && sync.stderr.contains("updated"), "\(sync.stderr)")
        // The interactive session, handed over to finder-interactive beside finder.
        let session = try runProcess(prefix.file("bin/finder"), ["--data-dir", data.path, "interactive"], environment: env,
                                     stdin: "apple\n:quit\n")
        #expect(session.status == 0 && session.stdout.hasPrefix("AAPL "), "\(session.stderr)")

        // man finds both pages (the Russian one for a Russian reader), as rendered text.
        for (lang, heading) in [("en", "SYNOPSIS"), ("ru", "СИНТАКСИС")] {
            let shown = try runProcess("/usr/bin/man", ["-L", lang, "finder"],
                                       environment: ["MANPATH": prefix.file("share/man"), "LANG": "C.UTF-8", "MANPAGER": "cat",
                                                     "PATH": "/usr/bin:/bin"])
            #expect(shown.status == 0 && shown.stdout.contains(heading), "\(lang): \(shown.stderr)")
        }
        // The completion files are this build's scripts, and bash loads its own.
        let bash = try runFinder(["completion", "bash"])
        #expect(try String(contentsOfFile: prefix.file("share/bash-completion/completions/finder"), encoding: .utf8) == bash.stdout)
        let loaded = try runProcess("/bin/bash", ["-c", "source \(prefix.file("share/bash-completion/completions/finder")) && complete -p finder"])
        #expect(loaded.status == 0 && loaded.stdout.contains("finder"), "\(loaded.stderr)")

        // Installing again replaces what the first install made; then uninstall leaves the prefix as it was.
        #expect(try install(prefix).status == 0)
        let gone = try install(prefix, ["--uninstall"])
        #expect(gone.status == 0, "\(gone.stderr)")
        #expect(files(prefix.path) == before)
        #expect(try install(prefix, ["--uninstall"]).status == 1)   // nothing left to remove
    }

    /// A file in the way that install.sh did not make is never overwritten.
    @Test func aForeignFileIsNotOverwritten() throws {
        let prefix = TemporaryDirectory("finder-prefix")
        try FileManager.default.createDirectory(atPath: prefix.file("share/man/man1"), withIntermediateDirectories: true)
        try Data("someone else's page".utf8).write(to: URL(fileURLWithPath: prefix.file("share/man/man1/finder.1")))
        let run = try install(prefix)
        #expect(run.status == 1 && run.stderr.contains("was not installed by install.sh"), "\(run.stderr)")
        #expect(try String(contentsOfFile: prefix.file("share/man/man1/finder.1"), encoding: .utf8) == "someone else's page")
        #expect(!FileManager.default.fileExists(atPath: prefix.file("bin/finder")))
        #expect(try install(prefix, ["--bogus"]).status == 2)
    }
}
