import Testing
import Foundation
import FinderTestSupport
import FinderDomain
@testable import FinderCLI
@testable import FinderText

/// The catalogs compiled into the binary (`_CompiledCatalogs.swift`) are the source catalogs:
/// every key of both languages, every plural form, the same text and placeholders.
@Suite struct CompiledCatalogTests {
    /// The source catalogs as the files say them, every file (the man page's included).
    func source(_ l: Language) throws -> Messages {
        try #require(FinderCLI.loadCatalog(l, ResourceLocator(folder: resourcesFolder, executablePath: nil)))
    }

    @Test(arguments: Language.allCases)
    func theCompiledCatalogIsTheSourceCatalog(_ l: Language) throws {
        let source = try source(l).entries, compiled = Messages(compiled: l)
        #expect(source.count > 500)
        // Every key, plural forms (`key[few]`, `key[#2]`) included, with its exact text.
        #expect(compiled.entries == source)
        for (key, text) in source {
            #expect(compiled.value(key) == text, "\(key)")
            #expect(Messages.placeholders(in: compiled.value(key) ?? "") == Messages.placeholders(in: text), "\(key)")
        }
        #expect(compiled.value("no.such.key") == nil && compiled.text("no.such.key") == "no.such.key")
        #expect(compiled.plural("state.content.results", count: 21) == (try self.source(l)).plural("state.content.results", count: 21))
    }

    /// The compiled catalog holds man.strings too (start-up no longer skips the file): none of
    /// its keys may override another file's, or a search would read the man page's text.
    @Test(arguments: Language.allCases)
    func theManPageOverridesNoOtherEntry(_ l: Language) throws {
        let locator = ResourceLocator(folder: resourcesFolder, executablePath: nil)
        let withoutManual = try #require(FinderCLI.loadCatalog(l, locator, manual: false)).entries
        let all = try source(l).entries
        for (key, text) in withoutManual { #expect(all[key] == text, "\(key)") }
    }

    /// `_CompiledCatalogs.swift` is what the source files compile to now. After changing a
    /// `.strings` file: `FINDER_RECORD_SNAPSHOTS=1 swift test --filter CompiledCatalogTests`.
    @Test func theGeneratedSourceIsCurrent() throws {
        let ids = Language.allCases.map(\.rawValue)
        var text = """
            // Generated from Localization/{\(ids.joined(separator: ","))}/*.strings by CompiledCatalogTests
            // (FINDER_RECORD_SNAPSHOTS=1 swift test --filter CompiledCatalogTests); do not edit.

            /// Each language's catalog compacted (one `key = value` line per entry, in key order)
            /// and the slots of its hash table, as `_CatalogTable.init(_:)` builds them: start-up
            /// takes both as they are (`Messages(compiled:)`).
            extension _CatalogTable {
                /// The compiled catalog of the UI language `id`, nil for one it lacks.
                static func compiled(_ id: String) -> _CatalogTable? {
                    switch id {
            \(ids.map { "        case \"\($0)\": compiled\($0.uppercased())\n" }.joined())        default: nil
                    }
                }


            """
        for l in Language.allCases {
            var bytes = try source(l).table.compacted()
            bytes.removeLast()   // the literal's last line ends at its closing delimiter
            let slots = _CatalogTable(bytes).slots
            var literal = ""
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                literal += "        " + line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\n"
            }
            var rows: [String] = []
            for start in stride(from: 0, to: slots.count, by: 16) {
                rows.append("        " + slots[start..<min(start + 16, slots.count)].map(String.init).joined(separator: ", ") + ",")
            }
            text += """
                    static let compiled\(l.rawValue.uppercased()) = _CatalogTable(compiled: \"\"\"
                \(literal)        \"\"\", slots: [
                \(rows.joined(separator: "\n"))
                    ])

                """
        }
        text += "}\n"
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/FinderCLI/Localization/_CompiledCatalogs.swift").standardized.path
        if ProcessInfo.processInfo.environment["FINDER_RECORD_SNAPSHOTS"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text,
                    "a .strings file changed: FINDER_RECORD_SNAPSHOTS=1 swift test --filter CompiledCatalogTests")
        }
    }

    /// `fill` reads templates as bytes: it must give what reading them as Characters gave
    /// (the reference below is the former code), for every template of both catalogs and for
    /// unbalanced and nested braces, with and without arguments.
    @Test func placeholdersAreFilledAsBeforeInEveryTemplate() throws {
        func reference(_ template: String, _ arguments: [String: String]) -> String {
            var out = "", name: String?
            for c in template {
                if c == "{" {
                    if let n = name { out += "{" + n }
                    name = ""
                } else if c == "}", let n = name {
                    let base = String(n.prefix { $0 != ":" })
                    out += (arguments[n] ?? arguments[base]) ?? "{\(n)}"
                    name = nil
                } else if name != nil {
                    name!.append(c)
                } else {
                    out.append(c)
                }
            }
            if let n = name { out += "{" + n }
            return out
        }
        var templates = ["", "plain", "{a}", "{a", "a}", "}{", "{{a}}", "x{a}y{b}z", "{a:feminine} и {b}", "{}", "{a}{", "ё{ж}ё", "{missing} {a}"]
        for l in Language.allCases { templates += Messages(compiled: l).entries.values }
        for template in templates {
            var arguments: [String: String] = ["a": "Ä", "b": "{b}"]
            for name in Messages.placeholders(in: template) { arguments[name] = "«\(name)»" }
            let c = Messages(language: .en, text: "")
            var given: MessageArguments = ["a": "Ä", "b": "{b}"]
            for (name, value) in arguments { given[name] = value }
            #expect(c.fill(template, given) == reference(template, arguments), "\(template)")
            #expect(c.fill(template, [:]) == reference(template, [:]), "\(template)")
        }
    }

    /// A message's arguments are found by name, the last value given winning, as a
    /// dictionary's were; nil removes one; two compare equal whatever their order.
    @Test func messageArgumentsAreFoundByName() {
        var a: MessageArguments = ["query": "apple", "count": "3"]
        #expect(a["query"] == "apple" && a["count"] == "3" && a["other"] == nil)
        a["query"] = "pear"
        a["limit"] = "5"
        #expect(a["query"] == "pear" && a["limit"] == "5")
        a["count"] = nil
        #expect(a["count"] == nil)
        #expect(a == ["limit": "5", "query": "pear"])
        #expect(a != ["limit": "5", "query": "apple"])
        #expect(a != ["limit": "5"])
        let c = Messages(language: .en, text: "")
        #expect(c.fill("{query}: {limit} {count}", a) == "pear: 5 {count}")
    }

    /// Every date skeleton of the catalogs has its pattern written out (so no run opens ICU's
    /// pattern generator for one): `NumberFormat.resolvedPattern`, checked against ICU by
    /// `DateFormatTests`, for English, Russian and every language whose locale has rows
    /// there. A language without rows has its skeletons resolved by ICU (correct, 3.1 M
    /// instructions more for a run that says a date) until its rows are added.
    @Test func everyCatalogDateSkeletonIsResolvedAhead() {
        let resolved = Set(NumberFormat.resolvedPatterns.map(\.locale))
        #expect(resolved.isSuperset(of: [Language.en, .ru].map { NumberFormat(language: $0.rawValue).localeID }))
        for l in Language.allCases where resolved.contains(NumberFormat(language: l.rawValue).localeID) {
            let locale = NumberFormat(language: l.rawValue).localeID
            for (key, value) in Messages(compiled: l).entries where key.hasPrefix("date.")
                && value.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) {
                #expect(NumberFormat.resolvedPattern(value, locale: locale) != nil, "\(l) \(key) = \(value)")
            }
        }
    }
}
