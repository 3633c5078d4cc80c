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

    /// `config set` given 20 MB on stdin kept 4,096 characters and exited 0: a key past the
    /// longest a key can be is refused, nothing saved.
    @Test func anOverlongKeyIsRefusedNotCut() throws {
        let home = TemporaryDirectory()
        let r = try runFinder(["config", "set", "unsplash-key"], environment: ["XDG_CONFIG_HOME": home.path],
                              stdin: String(repeating: "k", count: 20 << 20) + "\n")
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("longer than 256 characters"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.file("finder/config")))
    }

    /// A hand-written key with ESC and BEL was used (and sent) though `config set` refuses it;
    /// a 2 GB config file was read whole. The file is read up to 64 KiB, and a key without a
    /// key's shape is said and not sent.
    @Test func theConfigFileIsReadBoundedAndItsKeyChecked() throws {
        let server = try LoopbackHTTPServer { _ in .init(json: #"{"total":0,"total_pages":0,"results":[]}"#) }
        let home = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.file("finder"), withIntermediateDirectories: true)
        let config = home.file("finder/config")
        let env = ["XDG_CONFIG_HOME": home.path, "FINDER_UNSPLASH_URL": server.baseURL, "FINDER_UNSPLASH_TIMEOUT": "5"]
        let data = TemporaryDirectory()

        try Data("unsplash-key = abc\u{1b}]52;c;SGk=\u{07}def\n".utf8).write(to: URL(fileURLWithPath: config))
        chmod(config, 0o600)
        let bad = try runFinder(["--data-dir", data.path, "photos", "cats"], environment: env)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("is not a key"), "\(bad.stderr)")
        #expect(server.requests.isEmpty, "the key was sent: \(server.requests.map(\.headers))")

        // A good key, then 2 GB of nothing (a sparse file): read to 64 KiB, the key found.
        try Data("unsplash-key = GoodKey_123\n".utf8).write(to: URL(fileURLWithPath: config))
        chmod(config, 0o600)
        #expect(truncate(config, 2 << 30) == 0)
        let big = try runFinder(["--data-dir", data.path, "photos", "cats"], environment: env, hangLimit: 120)
        #expect(big.status == 1, "\(big.status) \(big.stderr)")   // nothing found, but asked with the key
        #expect(server.requests.first?.headers["authorization"] == "Client-ID GoodKey_123")
    }

    /// A dangling symlink or a loop of links as the data folder said "a part of the path is a
    /// file": each is named for what it is.
    @Test func aDataFolderThatIsABrokenLinkIsNamed() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: dir.file("dangling"), withDestinationPath: dir.file("nowhere"))
        try FileManager.default.createSymbolicLink(atPath: dir.file("a"), withDestinationPath: dir.file("b"))
        try FileManager.default.createSymbolicLink(atPath: dir.file("b"), withDestinationPath: dir.file("a"))
        for (folder, said) in [("dangling", "there is no such file or folder"), ("a", "too many symbolic links")] {
            let r = try runFinder(["--data-dir", dir.file(folder), "stocks", "apple"])
            #expect(r.status == 5, "\(r.stderr)")
            #expect(r.stderr.contains(said) && !r.stderr.contains("is a file, not a folder"), "\(folder): \(r.stderr)")
        }
    }
}
