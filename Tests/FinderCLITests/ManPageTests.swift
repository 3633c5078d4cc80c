import Foundation
import Testing
import FinderTestSupport
@testable import FinderCLI

/// finder(1) from the command model: nothing the model defines is missing
/// from the page, in either language, and nothing breaks roff.
@Suite struct ManPageTests {
    func page(_ l: Language) throws -> String { ManPageGenerator(messages: try messages(l)).page }

    @Test(arguments: [Language.en, .ru])
    func everyCommandOptionAndVariableOfTheModelAppears(language: Language) throws {
        let page = try page(language)
        for option in CommandModel.global + CommandModel.commandOptions {
            #expect(page.contains("\\fB" + _Roff.literal(option.spelling) + "\\fR"), "\(option.spelling) in \(language)")
            if let short = option.short { #expect(page.contains("\\fB\\-\(short),\\fR"), "-\(short)") }
            if let env = option.environment { #expect(page.contains(".TP\n\\fB" + _Roff.literal(env) + "\\fR\n"), "\(env)") }
        }
        for spec in CommandModel.allSpecs {
            // Every command word of the model, in bold, in the synopsis.
            for word in spec.path { #expect(page.contains("\\fB" + _Roff.literal(word) + "\\fR"), "\(spec.path)") }
        }
        let c = try messages(language)
        for spec in CommandModel.commands {
            let summary = String(_Roff.text(c.text(spec.summaryKey), wrap: false).prefix(20))
            #expect(page.contains(summary), "\(summary)")
        }
        for name in ReferenceTopic.otherVariables { #expect(page.contains(".TP\n\\fB" + _Roff.literal(name) + "\\fR\n"), "\(name)") }
        // Every section, and no catalog key left unfilled.
        #expect(page.components(separatedBy: "\n.SH ").count == 13)
        #expect(!page.contains("man.") && !page.contains("help.option"), "a missing messages key")
        #expect(page.hasPrefix(_Roff.codingLine + "\n"))
    }

    /// GUIDE.md's table of error codes (which ErrorCodesEndToEndTests checks against the
    /// sources) is the page's, exit statuses included.
    @Test func theErrorCodesAreTheGUIDEs() throws {
        let guide = try String(contentsOfFile: packageRoot + "/GUIDE.md", encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "### Exit codes and error codes").dropFirst().first)
        var table: [String: Int32] = [:]
        for line in section.split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasPrefix("`"), let exit = Int32(cells[1]) else { continue }
            table[String(cells[0].dropFirst().dropLast())] = exit
        }
        #expect(!table.isEmpty)
        #expect(Dictionary(uniqueKeysWithValues: ManPageGenerator.errorCodes.map { ($0.code, $0.exit.rawValue) }) == table)
        let page = try page(.en)
        for (code, exit) in table { #expect(page.contains("\\fB" + _Roff.literal(code) + "\\fR (\(exit))"), "\(code)") }
    }

    @Test func roffSpecialsAreEscaped() {
        #expect(_Roff.text(".hidden\n'quote\na\\b") == "\\&.hidden\n\\&'quote\na\\eb")
        #expect(_Roff.literal("--all-listings") == "\\-\\-all\\-listings")
        #expect(_Roff.text("x\u{1b}[31my") == "x[31my")
        let long = String(repeating: "слово ", count: 40)
        let wrapped = _Roff.text(long)
        // Past ASCII, every character is a named glyph (a word of five is 35 bytes).
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.utf8.count <= 78 + 40 })
        let named = long.unicodeScalars.map { $0.value > 0x7F ? _Roff.glyph($0.value) : String($0) }.joined()
        #expect(wrapped.replacingOccurrences(of: "\n", with: " ") == named)
        #expect(_Roff.text("QUERY…") == "QUERY\\[u2026]")
        // Fallbacks for the ASCII device: the ellipsis, Cyrillic transliterated; none for
        // what groff's tty fallbacks cover (é).
        let page = _Roff.text("…, Ёж, é")
        #expect(_Roff.fallbacks(for: page) == ".if \\n(.x .fchar \\[u2026] ...\n.if \\n(.x .fchar \\[u0401] E\n"
                + ".if \\n(.x .fchar \\[u0436] zh\n")
    }
}
