import Foundation
import Testing
import FinderTestSupport
import FinderText
import FinderDomain
@testable import FinderCLI

/// The UI languages are one table (`UILanguage.all`; docs/decisions/0604-languages-as-one-table.md):
/// every line has its catalogs, compiled into the binary, every catalog folder has a line,
/// and what lists the languages — `--lang`, the locale variables, help, completion — lists
/// the table's.
@Suite struct LanguageTableTests {
    @Test func everyCatalogFolderHasATableLine() {
        let folders = catalogLanguages
        #expect(folders.count >= 2, "\(folders)")
        #expect(Set(folders) == Set(UILanguage.all.map(\.id)),
                "folders without a line: \(Set(folders).subtracting(UILanguage.all.map(\.id)).sorted()); lines without a folder: \(Set(UILanguage.all.map(\.id)).subtracting(folders).sorted())")
        #expect(Language.allCases.map(\.rawValue) == UILanguage.all.map(\.id))
    }

    /// A table language has every catalog file the fallback language has, its source catalog
    /// loads, and the binary holds it compiled.
    @Test(arguments: Language.allCases)
    func everyTableLanguageHasItsCatalogs(language: Language) throws {
        let root = packageRoot + "/Localization/"
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: root + language.rawValue).filter { $0.hasSuffix(".strings") })
        let fallback = Set(try FileManager.default.contentsOfDirectory(atPath: root + Language.fallback.rawValue).filter { $0.hasSuffix(".strings") })
        #expect(files == fallback, "\(language.rawValue)")
        let source = try #require(FinderCLI.loadCatalog(language, ResourceLocator(folder: resourcesFolder, executablePath: nil)))
        #expect(source.entries.count > 500)
        #expect(_CatalogTable.compiled(language.rawValue) != nil, "\(language.rawValue): regenerate the compiled catalogs")
        #expect(Messages(compiled: language).value("help.option.lang") == source.value("help.option.lang"))
        #expect(Messages(compiled: language).language == language)
    }

    /// `--lang` offers the table's ids, in its order: the tokenizer, help and completion read
    /// them from the option.
    @Test func langsChoicesAreTheTable() throws {
        #expect(CommandModel.lang.value == .choice(UILanguage.all.map(\.id)))
        let line = Tokenizer.read(["--lang", "xx", "stocks", "apple"])
        #expect(line.error != nil)
        let help = try messages(.fallback)
        let text = HelpGenerator(messages: help).overview()
        #expect(text.contains("--lang " + UILanguage.all.map(\.id).joined(separator: "|")), "\(text)")
        let bash = CompletionScripts.script(for: "bash", messages: help)
        #expect(bash.contains("--lang\") COMPREPLY=($(_finder_words \"$cur\" " + UILanguage.all.map(\.id).joined(separator: " ") + "))"))
    }

    /// `--lang ID` and a locale variable naming the language pick it; a language the table
    /// lacks gives the fallback.
    @Test(arguments: Language.allCases)
    func theLineAndTheLocaleVariablesPickEveryLanguage(language: Language) throws {
        let line = Tokenizer.read(["--lang", language.rawValue, "stocks", "apple"])
        #expect(line.error == nil && line.invocation.lang == language)
        #expect(Settings(environment: ["LANG": language.rawValue + "_XX.UTF-8"]).messageLanguage == language)
        #expect(Settings(environment: ["LANGUAGE": "xx:" + language.rawValue]).messageLanguage == language)
        #expect(Language.parse(language.ui.numberLocale) == language)
        #expect(Settings(environment: ["LANG": "xx_XX.UTF-8"]).messageLanguage == .fallback)
    }
}
