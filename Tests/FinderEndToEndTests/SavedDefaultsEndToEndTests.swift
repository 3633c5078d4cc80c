import Foundation
import Testing
import FinderTestSupport

/// `finder config list|get|set|unset` for lang, theme, color, limit, images and format, and
/// the order a value is taken in: the flag, the environment, the settings file, built-in.
@Suite(.serialized) struct SavedDefaultsEndToEndTests {
    let config = TemporaryDirectory("finder-config")

    func run(_ args: [String], env: [String: String] = [:]) throws -> FinderRun {
        var e = ["XDG_CONFIG_HOME": config.path, "LANG": "en_US.UTF-8"]
        for (k, v) in env { e[k] = v }
        return try runFinder(["--data-dir", sharedData.path, "--no-history"] + args, environment: e)
    }

    func rows(_ stdout: String) -> Int { stdout.split(separator: "\n").count }

    @Test func limitByLevel() throws {
        // Built-in: 20.
        #expect(rows(try run(["stocks", "bank"]).stdout) == 20)
        // The file.
        let set = try run(["config", "set", "limit", "3"])
        #expect(set.status == 0 && set.stderr.contains("Saved limit = 3 in \(config.path)/finder/config."), "\(set.stderr)")
        #expect(rows(try run(["stocks", "bank"]).stdout) == 3)
        // The environment before the file.
        #expect(rows(try run(["stocks", "bank"], env: ["FINDER_LIMIT": "5"]).stdout) == 5)
        // The flag before both.
        #expect(rows(try run(["stocks", "bank", "--limit", "2"], env: ["FINDER_LIMIT": "5"]).stdout) == 2)
        // 0 saved is all, as --limit 0 is.
        _ = try run(["config", "set", "limit", "0"])
        #expect(rows(try run(["stocks", "bank"]).stdout) > 20)
        let unset = try run(["config", "unset", "limit"])
        #expect(unset.status == 0 && unset.stderr.contains("it is now 20 (built-in)"), "\(unset.stderr)")
        #expect(rows(try run(["stocks", "bank"]).stdout) == 20)
    }

    @Test func langByLevel() throws {
        // The locale (built-in level) gives English here.
        #expect(try run(["stocks", "zzzzqqq"]).stderr.contains("No stocks match"))
        _ = try run(["config", "set", "lang", "RU"])
        #expect(try run(["config", "get", "lang"]).stdout == "ru\n")
        // The file before the locale variables (docs/decisions/0422-saved-defaults.md).
        let saved = try run(["stocks", "zzzzqqq"], env: ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8"])
        #expect(saved.stderr.contains("Ничего не найдено") || saved.stderr.contains("не найдено"), "\(saved.stderr)")
        // FINDER_LANG before the file, the flag before FINDER_LANG.
        #expect(try run(["stocks", "zzzzqqq"], env: ["FINDER_LANG": "en"]).stderr.contains("No stocks match"))
        #expect(try run(["--lang", "en", "stocks", "zzzzqqq"]).stderr.contains("No stocks match"))
        let list = try run(["--json", "config", "list"], env: ["FINDER_FORMAT": "csv"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let results = try #require(doc["results"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: results.map { ($0["name"] as! String, $0) })
        #expect(byName["lang"]?["value"] as? String == "ru" && byName["lang"]?["source"] as? String == "config")
        #expect(byName["format"]?["value"] as? String == "csv" && byName["format"]?["source"] as? String == "environment")
        #expect(byName["theme"]?["value"] as? String == "auto" && byName["theme"]?["source"] as? String == "default")
        #expect(byName["unsplash-key"]?["value"] is NSNull)
        _ = try run(["config", "unset", "lang"])
    }

    @Test func formatThemeColorAndImagesAreSaved() throws {
        _ = try run(["config", "set", "format", "csv"])
        let csv = try run(["stocks", "apple", "--limit", "1"])
        #expect(csv.stdout.hasPrefix("ticker,name,"), "\(csv.stdout)")
        #expect(try run(["--format", "text", "stocks", "apple", "--limit", "1"]).stdout.hasPrefix("AAPL "))
        _ = try run(["config", "unset", "format"])
        _ = try run(["config", "set", "color", "always"])
        #expect(try run(["stocks", "apple", "--limit", "1"]).stdout.contains("\u{1b}["))
        // NO_COLOR (the environment) before the file.
        #expect(!(try run(["stocks", "apple", "--limit", "1"], env: ["NO_COLOR": "1"]).stdout.contains("\u{1b}[")))
        _ = try run(["config", "set", "theme", "light"])
        #expect(try run(["stocks", "apple", "--limit", "1"]).stdout.contains("\u{1b}[1;34m"))
        _ = try run(["config", "set", "images", "none"])
        #expect(try run(["config", "get", "images"]).stdout == "none\n")
        #expect(try run(["config", "get", "images"], env: ["FINDER_IMAGES": "blocks"]).stdout == "blocks\n")
        for name in ["color", "theme", "images"] { _ = try run(["config", "unset", name]) }
        let text = try String(contentsOfFile: config.path + "/finder/config", encoding: .utf8)
        #expect(!text.contains("color") && !text.contains("theme"), "\(text)")
    }

    @Test func badValuesAreRefusedInBothLanguages() throws {
        let bad = try run(["config", "set", "format", "xml"])
        #expect(bad.status == 2 && bad.stderr.contains("“xml” is not a value of format. Valid values: text, json, jsonl, csv, tsv"), "\(bad.stderr)")
        let ru = try run(["--lang", "ru", "config", "set", "limit", "много"])
        #expect(ru.status == 2 && ru.stderr.contains("«много» — недопустимое значение limit"), "\(ru.stderr)")
        #expect(try run(["config", "set", "theme"]).status == 2)
        #expect(try run(["config", "frobnicate"]).status == 2)
        // A value edited by hand that the option refuses is ignored, not fatal.
        try FileManager.default.createDirectory(atPath: config.path + "/finder", withIntermediateDirectories: true)
        try "limit = many\nlang = fr\n".write(toFile: config.path + "/finder/config", atomically: true, encoding: .utf8)
        let ignored = try run(["stocks", "bank"])
        #expect(ignored.status == 0 && rows(ignored.stdout) == 20)
        try FileManager.default.removeItem(atPath: config.path + "/finder/config")
    }
}
