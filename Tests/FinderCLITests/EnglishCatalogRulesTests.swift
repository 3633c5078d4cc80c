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
        let (checked, bare) = try RussianCatalogRulesTests.commandsOutsideQuotes(.en, open: "“", close: "”")
        #expect(bare.isEmpty, "commands not in quotation marks: \(bare.joined(separator: "\n"))")
        #expect(checked > 30)
    }
}
