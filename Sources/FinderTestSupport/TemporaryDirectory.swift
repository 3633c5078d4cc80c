import Foundation

/// A fresh folder under the system temporary directory, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init(_ label: String = "finder") {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    public func file(_ name: String) -> String { path + "/" + name }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Mode bits of a file (`0o600`).
public func permissions(of path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
}

/// The package root, found from this source file's location.
public let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The UI languages the package has catalogs for: the folders of `Localization/` holding
/// `*.strings`, sorted. What the golden tests run in; `LanguageTableTests` holds them equal
/// to the table of languages (`UILanguage.all`).
public let catalogLanguages: [String] = {
    let root = packageRoot + "/Localization"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return entries.filter { name in
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + name)) ?? []
        return files.contains { $0.hasSuffix(".strings") }
    }.sorted()
}()

/// How many listings the bundled catalogue holds (its lines after the format and header
/// lines), and that number as each language writes it ("55,032", "55 032" with a no-break
/// space): announcements name it, and it changes whenever the catalogue is regenerated.
public let bundledCatalogueCount: Int = {
    let text = (try? String(contentsOfFile: packageRoot + "/Resources/catalogue.tsv", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").count - 2
}()

public func grouped(_ n: Int, language: String) -> String {
    var digits = Array(String(n)), out = ""
    while digits.count > 3 {
        out = (language == "ru" ? "\u{00A0}" : ",") + String(digits.suffix(3)) + out
        digits.removeLast(3)
    }
    return String(digits) + out
}

/// A folder laid out like the bundles SwiftPM copies beside the binary, pointing at the
/// package's own `Resources/` and `Localization/`: pass it as FINDER_RESOURCES_DIR.
public let resourcesFolder: String = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("finder-resources-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (bundle, folder) in [("FinderResources", "Resources"), ("FinderLocalization", "Localization")] {
        let link = dir + "/finder_\(bundle).resources"
        if !FileManager.default.fileExists(atPath: link) {
            try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: packageRoot + "/" + folder)
        }
    }
    return dir
}()
