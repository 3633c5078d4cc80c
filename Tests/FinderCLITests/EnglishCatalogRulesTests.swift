import Testing
@testable import FinderCLI
import FinderText

/// The English sibling of the Russian catalog's rule for commands
/// (docs/decisions/0405-commands-in-russian-messages.md): what the user types, named inside an
/// English message, is set in “…”, wherever it stands — in a sentence ("store it with “finder
/// config set unsplash-key”") or offered after a colon ("for example: “finder photos
/// mountains”") — so that a reader sees where the command ends and the sentence goes on. Not
/// quoted: help's examples and usage synopses, code on lines of their own, and the man page.
@Suite struct EnglishCatalogRulesTests {
    @Test func everyCommandInAnEnglishMessageIsQuoted() throws {
        let en = try messages(.en)
        let usage = try #require(en.value("help.usage"))
        var checked = 0
        for (key, value) in en.entries where !key.hasPrefix("man.") && !key.contains("examples") && !value.hasPrefix(usage) {
            for start in RussianCatalogRulesTests.commandStarts(in: value) {
                checked += 1
                let shown = value[start...].prefix(40)
                #expect(RussianCatalogRulesTests.isQuoted(value, at: start, open: "“", close: "”"),
                        "\(key): the command “\(shown)…” is not in quotation marks")
            }
        }
        #expect(checked > 30)
    }
}
