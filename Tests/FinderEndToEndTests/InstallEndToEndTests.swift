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
    static let installed = ["bin/finder", "lib/finder/finder", "lib/finder/finder-net", "share/man/man1/finder.1",
                            "share/man/ru/man1/finder.1", "share/bash-completion/completions/finder",
                            "share/zsh/site-functions/_finder", "share/fish/vendor_completions.d/finder.fish",
                            "share/finder/finder_FinderResources.resources/catalogue.tsv", "lib/finder/.debug/finder.debug",
                            "share/finder/finder_FinderLocalization.resources/ru/core.strings"]

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
        // A man page for every UI language (its catalogs' folder), English's the unlocalized one.
        for lang in catalogLanguages where lang != "en" {
            #expect(FileManager.default.fileExists(atPath: prefix.file("share/man/\(lang)/man1/finder.1")), "\(lang)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: prefix.file("bin/finder")) == "../lib/finder/finder")
        // Each binary stripped, naming its symbols' file; written as a new file, nothing of the
        // steps left beside it (what uninstall leaves is checked below).
        for exe in ["finder", "finder-net"] {
            let sections = try runProcess("/usr/bin/readelf", ["-SW", prefix.file("lib/finder/" + exe)]).stdout
            #expect(sections.contains(".gnu_debuglink") && !sections.contains(".symtab"), "\(exe)")
            #expect(!FileManager.default.fileExists(atPath: prefix.file("lib/finder/\(exe).new"))
                    && !FileManager.default.fileExists(atPath: prefix.file("lib/finder/\(exe).tmp")))
        }

        // From another folder, with a clean environment: bundles through the link, then finder-net
        // beside them.
        let data = TemporaryDirectory()
        let env = ["PATH": "/usr/bin:/bin", "HOME": data.path, "LANG": "en_US.UTF-8"]
        let search = try runProcess(prefix.file("bin/finder"), ["--data-dir", data.path, "stocks", "apple", "--limit", "1"], environment: env)
        #expect(search.status == 0 && search.stdout.hasPrefix("AAPL "), "\(search.stderr)")
        try Data(stockFinderJSON.utf8).write(to: URL(fileURLWithPath: data.file("prices.json")))
        let sync = try runProcess(prefix.file("bin/finder"), ["--data-dir", data.path, "stocks", "sync", "--from", data.file("prices.json")],
                                  environment: env)
        #expect(sync.status == 0 && sync.stderr.contains("updated"), "\(sync.stderr)")
        // The interactive session, handed over to finder-net beside finder.
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

        // Installing again replaces what the first install made, and removes what an older
        // version made and this one no longer does (its finder-interactive); then uninstall
        // leaves the prefix as it was.
        let older = prefix.file("lib/finder/finder-interactive"), manifest = prefix.file("lib/finder/install-manifest")
        #expect(FileManager.default.fileExists(atPath: manifest))
        try Data("old".utf8).write(to: URL(fileURLWithPath: older))
        let listed = try String(contentsOfFile: manifest, encoding: .utf8)
        // The line as the manifest spells the prefix (install.sh resolves it).
        let line = try #require(listed.split(separator: "\n").first { $0.hasSuffix("/lib/finder/finder-net") }).replacingOccurrences(of: "finder-net", with: "finder-interactive")
        try (listed + line + "\n").write(toFile: manifest, atomically: true, encoding: .utf8)
        #expect(try install(prefix).status == 0)
        #expect(!FileManager.default.fileExists(atPath: older))
        let gone = try install(prefix, ["--uninstall"])
        #expect(gone.status == 0, "\(gone.stderr)")
        #expect(files(prefix.path) == before)
        #expect(try install(prefix, ["--uninstall"]).status == 1)   // nothing left to remove
    }

    /// The README's first command in a new user's bash (Debian's ~/.bashrc, which sources
    /// bash-completion): Tab completes finder's commands from the installed script, with no
    /// other step. install.sh says how completion gets loaded; uninstall names the data
    /// folders it leaves and how to remove them.
    @Test func bashCompletesAfterInstallAndUninstallNamesTheData() throws {
        let home = TemporaryDirectory("finder-home")
        let prefix = home.file(".local")   // the README's first command: --prefix ~/.local
        try FileManager.default.copyItem(atPath: "/etc/skel/.bashrc", toPath: home.file(".bashrc"))
        func install(_ extra: [String] = []) throws -> FinderRun {
            try runProcess("/bin/bash", [Self.script, "--prefix", prefix, "--from", Self.build] + extra,
                           environment: cleanEnvironment(home: home.path))
        }
        let run = try install()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("bash: completion works in a new shell."), "\(run.stdout)")
        // Elsewhere, or without a ~/.bashrc that loads bash-completion, it says what to do.
        let other = TemporaryDirectory("finder-prefix")
        let elsewhere = try runProcess("/bin/bash", [Self.script, "--prefix", other.path, "--from", Self.build],
                                       environment: cleanEnvironment(home: home.path))
        #expect(elsewhere.stdout.contains("add . \(other.path)/share/bash-completion/completions/finder to ~/.bashrc"), "\(elsewhere.stdout)")
        let noRC = try runProcess("/bin/bash", [Self.script, "--prefix", other.path, "--from", Self.build, "--uninstall"],
                                  environment: cleanEnvironment(home: other.path))
        #expect(noRC.status == 0)
        let script = "cd '\(home.path)'; exec env -i HOME='\(home.path)' PATH='\(prefix)/bin:/usr/bin:/bin' TERM=xterm LANG=C.UTF-8 bash -i\n"
        try script.write(toFile: home.file("shell.sh"), atomically: true, encoding: .utf8)
        let socket = home.file("tmux.sock")
        func tmux(_ args: [String]) throws -> String {
            let out = home.file("tmux.out")
            let child = try Spawned("/usr/bin/tmux", ["-S", socket] + args, stdout: .file(out))
            child.wait()
            return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        }
        defer { _ = try? tmux(["kill-server"]) }
        _ = try tmux(["-u", "new-session", "-d", "-s", "t", "-x", "120", "-y", "20", "sh " + home.file("shell.sh")])
        func waitFor(_ text: String) throws -> String {
            var screen = ""
            for _ in 0..<600 {
                screen = try tmux(["capture-pane", "-p", "-t", "t"])
                if screen.contains(text) { return screen }
                usleep(50_000)
            }
            Issue.record("pane never showed \(text): \(screen)")
            return screen
        }
        _ = try tmux(["send-keys", "-t", "t", "-l", "echo READY"])
        _ = try tmux(["send-keys", "-t", "t", "Enter"])
        _ = try waitFor("READY\n")
        _ = try tmux(["send-keys", "-t", "t", "-l", "finder sto"])
        _ = try tmux(["send-keys", "-t", "t", "Tab"])
        _ = try tmux(["send-keys", "-t", "t", "-l", "--", "--li"])
        _ = try tmux(["send-keys", "-t", "t", "Tab"])
        _ = try waitFor("finder stocks --limit")

        let gone = try install(["--uninstall"])
        #expect(gone.status == 0, "\(gone.stderr)")
        for folder in ["/.local/share/finder", "/.local/state/finder", "/.cache/finder", "/.config/finder"] {
            #expect(gone.stdout.contains(home.path + folder), "\(gone.stdout)")
        }
        #expect(gone.stdout.contains("rm -rf"))
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
