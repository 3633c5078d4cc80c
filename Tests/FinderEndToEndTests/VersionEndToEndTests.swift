import Foundation
import Testing
import FinderTestSupport

/// `--version`: version, the commit built, ICU and SQLite, and the
/// catalogue's source and last sync, in both languages and in JSON.
@Suite struct VersionEndToEndTests {
    var isCheckout: Bool { FileManager.default.fileExists(atPath: packageRoot + "/.git") }

    /// The commit a build recorded (`Plugins/BuildCommit`) is, in a checkout, a real commit:
    /// twelve hex digits naming HEAD or one before it (a commit made since the last build).
    func isBuiltCommit(_ commit: String) -> Bool {
        guard isCheckout else { return commit == "unknown" }
        guard commit.count == 12, commit.allSatisfy(\.isHexDigit),
              let r = try? runProcess("/usr/bin/git", ["-C", packageRoot, "merge-base", "--is-ancestor", commit, "HEAD"]) else { return false }
        return r.status == 0
    }

    var sqliteVersion: String {
        get throws { try runProcess("/usr/bin/sqlite3", ["--version"]).stdout.split(separator: " ").first.map(String.init) ?? "" }
    }

    @Test func textInBothLanguages() throws {
        let dir = TemporaryDirectory()
        let en = try runFinder(["--data-dir", dir.path, "--version"], environment: ["LANG": "en_US.UTF-8"])
        #expect(en.status == 0 && en.stderr.isEmpty)
        let lines = en.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(en.stdout)")
        let commit = String(lines[0].dropFirst("finder 0.1.0 (commit ".count).dropLast())
        #expect(lines[0].hasPrefix("finder 0.1.0 (commit ") && isBuiltCommit(commit), "\(lines[0])")
        #expect(lines[1].range(of: #"^libraries: ICU \d+\.\d+(\.\d+)?, SQLite "#, options: .regularExpression) != nil, "\(lines[1])")
        #expect(lines[1].hasSuffix("SQLite \(try sqliteVersion)"))
        #expect(lines[2] == "catalogue: the bundled catalogue (FinanceDatabase and Nasdaq, August 2026); not imported yet")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "--version creates nothing")

        let ru = try runFinder(["--data-dir", dir.path, "--version"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(ru.stdout.hasPrefix("finder 0.1.0 (коммит \(isCheckout ? commit : "неизвестен"))\nбиблиотеки: ICU "), "\(ru.stdout)")
        #expect(ru.stdout.hasSuffix("каталог: встроенный каталог (FinanceDatabase и Nasdaq, август 2026 г.); ещё не загружен\n"))
        // finder-net says the same (and, once it links them, its own libraries).
        let net = try runFinder(["--data-dir", dir.path, "--version"], executable: finderBinary + "-net")
        #expect(net.stdout.hasPrefix(lines[0] + "\n" + lines[1]), "\(net.stdout)")
        // …and the libraries that draw its thumbnails, with their versions.
        #expect(net.stdout.range(of: #", libchafa \d+\.\d+\.\d+, libjpeg-turbo \d+\.\d+\.\d+\n"#, options: .regularExpression) != nil,
                "\(net.stdout)")
    }

    @Test func theCataloguesSourceAndLastSync() throws {
        let dir = try preparedDataDirectory()
        let before = try runFinder(["--data-dir", dir.path, "--version"])
        #expect(before.stdout.hasSuffix("catalogue: the bundled catalogue (FinanceDatabase and Nasdaq, August 2026); never synced\n"), "\(before.stdout)")
        let file = dir.file("prices.json")
        try Data(stockFinderJSON.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try runFinder(["--data-dir", dir.path, "stocks", "sync", "--from", file]).status == 0)
        let after = try runFinder(["--data-dir", dir.path, "--version"], environment: ["LANG": "ru_RU.UTF-8", "TZ": "UTC"])
        #expect(after.stdout.range(of: #"каталог: встроенный каталог \(FinanceDatabase и Nasdaq, август 2026 г\.\); последнее обновление \d+.[а-я]+\..\d{4}.г\., источник: файл "#,
                                   options: .regularExpression) != nil, "\(after.stdout)")
        #expect(after.stdout.hasSuffix("prices.json\n"))

        let doc = try json(try runFinder(["--data-dir", dir.path, "--json", "--version"]).stdout)
        #expect(doc["domain"] as? String == "cli")
        let v = try #require((doc["results"] as? [[String: Any]])?.first)
        #expect(v["version"] as? String == "0.1.0")
        #expect((v["commit"] as? String).map(isBuiltCommit) ?? !isCheckout, "\(v["commit"] ?? "")")
        let sqlite = try sqliteVersion
        #expect((v["icu"] as? String)?.first?.isNumber == true && v["sqlite"] as? String == sqlite)
        let catalogue = try #require(v["catalogue"] as? [String: Any])
        #expect(catalogue["source"] as? String == "bundled" && catalogue["syncSource"] as? String == file)
        #expect((catalogue["syncedAt"] as? String)?.hasSuffix("Z") == true)
    }
}
