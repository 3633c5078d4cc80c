import Foundation
import Testing
import FinderTestSupport

/// A release build for the package test: FINDER_PACKAGE_BUILD names one already made (CI
/// after `swift build -c release`); otherwise one is built once in a scratch folder of its
/// own (`.build/package-test`: not the suite's own build folder, which `swift test` holds),
/// incrementally on later runs.
let packageBuild: Result<String, PackageBuildError> = {
    if let dir = ProcessInfo.processInfo.environment["FINDER_PACKAGE_BUILD"], !dir.isEmpty { return .success(dir) }
    let scratch = packageRoot + "/.build/package-test"
    let run = try? runProcess("/bin/sh", ["-c", "cd \"$1\" && swift build -c release --scratch-path \"$2\"", "sh", packageRoot, scratch],
                              environment: ProcessInfo.processInfo.environment, hangLimit: 5400)
    guard let run, run.status == 0 else {
        return .failure(PackageBuildError(step: "swift build -c release", status: run?.status, log: (run?.stdout ?? "") + (run?.stderr ?? "")))
    }
    return .success(scratch + "/release")
}()

/// Which step failed and how (an exit status, or 9 for a child killed at its hang limit), so
/// that a failure under load says what it was.
struct PackageBuildError: Error, CustomStringConvertible {
    let step: String
    let status: Int32?
    let log: String
    var description: String {
        "\(step) failed (\(status.map { "status \($0)" } ?? "not started")):\n" + log.suffix(4000)
    }
}

/// Scripts/package.sh: the .deb unpacked with dpkg-deb -x into a
/// temporary root runs a search, a sync (finder-net) and --help from there; its Depends are
/// what finder-net links dynamically and nothing of the Swift toolchain; lintian reports no
/// errors; the tarball runs the same from wherever it is unpacked.
@Suite(.serialized) struct PackageEndToEndTests {
    static let packages: Result<(deb: String, dbgsym: String, tar: String), Error> = Result {
        let build = try packageBuild.get()
        let out = TemporaryDirectory("finder-packages")
        let run = try runProcess("/bin/bash", [packageRoot + "/Scripts/package.sh", "--from", build, "--out", out.path],
                                 environment: ["PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"],
                                 hangLimit: 3600)   // strip, xz and lintian's peers on two loaded cores
        guard run.status == 0 else { throw PackageBuildError(step: "Scripts/package.sh", status: run.status, log: run.stderr) }
        let files = run.stdout.split(separator: "\n").map(String.init)
        guard files.count == 3 else { throw PackageBuildError(step: "Scripts/package.sh's output", status: run.status, log: run.stdout + run.stderr) }
        _ = Unmanaged.passRetained(out)   // the folder outlives the suite's tests
        return (files[0], files[1], files[2])
    }

    /// A search, a file sync, the interactive session and a photo search with a retry-after
    /// date (finder-net: its Foundation has no ICU data, so what it does with HTTP and JSON runs
    /// here as a user gets it), --help and --version, from a folder that is not the package's.
    func works(_ bin: String) throws {
        let data = TemporaryDirectory()
        let env = ["PATH": "/usr/bin:/bin", "HOME": data.path, "LANG": "ru_RU.UTF-8"]
        let search = try runProcess(bin, ["--data-dir", data.path, "stocks", "apple", "--limit", "1"], environment: env)
        #expect(search.status == 0 && search.stdout.hasPrefix("AAPL "), "\(search.stderr)")
        let help = try runProcess(bin, ["--help"], environment: env)
        #expect(help.status == 0 && help.stdout.contains("finder stocks"), "\(help.stderr)")
        // The command line reaches Swift from glibc (Sources/CArguments), not by the Swift
        // runtime's scan of /proc/self/maps before main (docs/decisions/0607).
        let trace = data.file("trace")
        let traced = try runProcess("/usr/bin/strace", ["-f", "-e", "trace=execve,open,openat", "-o", trace, bin, "--version"], environment: env)
        #expect(traced.status == 0 && traced.stdout.contains("finder 0.1.0"), "\(traced.stderr)")
        let opened = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
        #expect(opened.contains("execve("), "strace wrote nothing: \(opened)")
        #expect(!opened.contains("/proc/self/maps"), "\(opened)")
        try Data(stockFinderJSON.utf8).write(to: URL(fileURLWithPath: data.file("prices.json")))
        let sync = try runProcess(bin, ["--data-dir", data.path, "stocks", "sync", "--from", data.file("prices.json")], environment: env)
        #expect(sync.status == 0, "\(sync.stderr)")
        let version = try runProcess(bin, ["--data-dir", data.path, "--version"], environment: ["LANG": "C"])
        #expect(version.stdout.hasPrefix("finder 0.1.0 (commit "), "\(version.stdout)")
        let session = try runProcess(bin, ["--data-dir", data.path, "interactive"], environment: env, stdin: "apple\n:quit\n")
        #expect(session.status == 0 && session.stdout.hasPrefix("AAPL "), "\(session.stderr)")

        // Photos: the request as finder-net sends it, the answer in Russian, then the rate
        // limit's HTTP date read back as seconds (RFC 9110; no Foundation formatter).
        let server = try photoServer()
        let photoEnv = env.merging(["FINDER_UNSPLASH_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": "test-key", "XDG_CONFIG_HOME": data.file("config"),
                                    "FINDER_UNSPLASH_RETRY_DELAY": "0", "TZ": "UTC"]) { $1 }
        let photos = try runProcess(bin, ["--data-dir", data.path, "photos", "cats", "--json"], environment: photoEnv)
        #expect(photos.status == 0 && photos.stdout.contains("\"total\""), "\(photos.stderr)")
        let asked = try #require(server.requests.last)
        #expect(asked.query["query"] == "cats" && asked.headers["authorization"] == "Client-ID test-key", "\(asked.headers)")
        let inWords = try runProcess(bin, ["--data-dir", data.path, "photos", "cats"], environment: photoEnv)
        #expect(inWords.status == 0 && inWords.stdout.contains("Фото: Анна Котова на Unsplash") && inWords.stdout.contains("цвет оранжевый"),
                "\(inWords.stdout)\(inWords.stderr)")
        // The date as Foundation's own formatter writes it here (the test's Foundation has its ICU data).
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "GMT")
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let retryAt = f.string(from: Date().addingTimeInterval(120))
        let limited = try LoopbackHTTPServer { _ in
            .init(status: 429, headers: ["Retry-After": retryAt], body: Data(#"{"errors":["Rate Limit Exceeded"]}"#.utf8))
        }
        let later = try runProcess(bin, ["--data-dir", data.path, "photos", "dogs", "--json"],
                                   environment: photoEnv.merging(["FINDER_UNSPLASH_URL": limited.baseURL]) { $1 })
        let doc = try #require(JSONSerialization.jsonObject(with: Data(later.stdout.utf8)) as? [String: Any], "\(later.stdout)\(later.stderr)")
        let seconds = try #require(doc["retryAfter"] as? Int, "\(doc)")
        #expect((100...120).contains(seconds), "\(doc)")
    }

    @Test func theDebianPackageRunsFromWhereItIsUnpacked() throws {
        let deb = try Self.packages.get().deb
        #expect(URL(fileURLWithPath: deb).lastPathComponent == "finder_0.1.0_amd64.deb")
        let info = try runProcess("/usr/bin/dpkg-deb", ["-f", deb, "Depends"])
        let depends = info.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        for package in ["libc6", "libcurl4", "libsqlite3-0"] { #expect(depends.contains(package), "\(depends)") }
        #expect(!depends.lowercased().contains("swift"), "\(depends)")

        // The package's size goals (docs/conventions-and-packaging.md): at most 15 MB, and 60 MB
        // installed (Installed-Size is in KiB).
        let size = try #require(FileManager.default.attributesOfItem(atPath: deb)[.size] as? Int)
        #expect(size <= 15_000_000, "the .deb is \(size) bytes")
        let installed = try #require(Int(try runProcess("/usr/bin/dpkg-deb", ["-f", deb, "Installed-Size"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(installed * 1024 <= 60_000_000, "installed: \(installed) KiB")

        let root = TemporaryDirectory("finder-deb-root")
        #expect(try runProcess("/usr/bin/dpkg-deb", ["-x", deb, root.path]).status == 0)
        for f in ["usr/bin/finder", "usr/lib/finder/finder", "usr/lib/finder/finder-net", "usr/share/man/man1/finder.1.gz",
                  "usr/share/man/ru/man1/finder.1.gz", "usr/share/bash-completion/completions/finder",
                  "usr/share/zsh/vendor-completions/_finder", "usr/share/fish/vendor_completions.d/finder.fish",
                  "usr/share/doc/finder/copyright", "usr/share/doc/finder/README.data.md",
                  "usr/share/finder/finder_FinderResources.resources/catalogue.tsv",
                  "usr/share/finder/finder_FinderLocalization.resources/ru/core.strings"] {
            #expect(FileManager.default.fileExists(atPath: root.file(f)), "\(f)")
        }
        // Architecture-independent data under share, never under lib; stripped binaries.
        let lib = try FileManager.default.contentsOfDirectory(atPath: root.file("usr/lib/finder")).sorted()
        #expect(lib == ["finder", "finder-net"], "\(lib)")
        for exe in lib {
            let sections = try runProcess("/usr/bin/readelf", ["-S", root.file("usr/lib/finder/" + exe)]).stdout
            #expect(!sections.contains(".symtab") && !sections.contains(".debug_info"), "\(exe) is not stripped")
        }
        // finder-net needs nothing of the toolchain: only what the Depends name.
        let ldd = try runProcess("/usr/bin/ldd", [root.file("usr/lib/finder/finder-net")])
        #expect(!ldd.stdout.contains("swift") && !ldd.stdout.contains("not found"), "\(ldd.stdout)")
        let copyright = try String(contentsOfFile: root.file("usr/share/doc/finder/copyright"), encoding: .utf8)
        #expect(copyright.contains("Copyright (c) 2018-2021 Alvaro Bartolome"))   // investpy's notice, as Resources/README.md has it
        try works(root.file("usr/bin/finder"))
    }

    /// The debug symbols are a package of their own, under each binary's build ID.
    @Test func theDebugSymbolsAreTheirOwnPackage() throws {
        let packages = try Self.packages.get()
        #expect(URL(fileURLWithPath: packages.dbgsym).lastPathComponent == "finder-dbgsym_0.1.0_amd64.deb")
        let root = TemporaryDirectory("finder-deb-root"), dbg = TemporaryDirectory("finder-dbg-root")
        #expect(try runProcess("/usr/bin/dpkg-deb", ["-x", packages.deb, root.path]).status == 0)
        #expect(try runProcess("/usr/bin/dpkg-deb", ["-x", packages.dbgsym, dbg.path]).status == 0)
        for exe in ["finder", "finder-net"] {
            let notes = try runProcess("/usr/bin/readelf", ["-n", root.file("usr/lib/finder/" + exe)]).stdout
            let id = try #require(notes.split(separator: "\n").first { $0.contains("Build ID:") }?.split(separator: " ").last.map(String.init))
            let file = dbg.file("usr/lib/debug/.build-id/\(id.prefix(2))/\(id.dropFirst(2)).debug")
            let sections = try runProcess("/usr/bin/readelf", ["-S", file]).stdout
            #expect(sections.contains(".debug_info") || sections.contains(".symtab"), "\(exe): \(file)")
        }
    }

    @Test func lintianReportsNoErrors() throws {
        let deb = try Self.packages.get().deb
        let lintian = try runProcess("/usr/bin/lintian", ["--no-tag-display-limit", deb],
                                     environment: ["PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"])
        let errors = lintian.stdout.split(separator: "\n").filter { $0.hasPrefix("E:") }
        #expect(errors.isEmpty, "\(lintian.stdout)\(lintian.stderr)")
    }

    @Test func theTarballRunsFromWhereItIsUnpacked() throws {
        let tar = try Self.packages.get().tar
        let dir = TemporaryDirectory("finder-tar")
        #expect(try runProcess("/bin/tar", ["-xzf", tar, "-C", dir.path]).status == 0)
        let top = dir.file("finder-0.1.0-linux-x86_64")
        #expect(FileManager.default.fileExists(atPath: top + "/share/zsh/site-functions/_finder"))
        try works(top + "/bin/finder")
    }
}
