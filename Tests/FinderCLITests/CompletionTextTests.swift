import Testing
@testable import FinderCLI

/// The text pieces of the completion scripts, now cut and replaced on UTF-8 bytes: the same
/// results as read Character by Character, in both languages.
@Suite struct CompletionTextTests {
    @Test func replacingAllReplacesEveryASCIITargetAndLeavesTheRest() {
        #expect("it's Боба's".replacingAll("'", with: "'\\''") == "it'\\''s Боба'\\''s")
        #expect("строка\nещё\n".replacingAll("\n", with: "\n.br\n") == "строка\n.br\nещё\n.br\n")
        #expect("без цели".replacingAll(":", with: "\\:") == "без цели")
        #expect("ёлка".replacingAll("ё", with: "е") == "елка")   // not ASCII: by Character
        #expect(CompletionScripts.quoted("Боб's") == "'Боб'\\''s'")
    }

    @Test(arguments: Language.allCases)
    func descriptionsAreTheHelpUpToItsFirstStop(language: Language) {
        let about = CompletionScripts.Descriptions(messages: Messages(compiled: language))
        for spec in CommandModel.allSpecs {
            let d = about.of(spec)
            #expect(!d.isEmpty && !d.hasSuffix(".") && !d.hasSuffix(" ") && !d.contains(";") && !d.contains("\n"), "\(spec.path)")
            #expect(Messages(compiled: language).text(spec.summaryKey).hasPrefix(d), "\(spec.path)")
        }
        for o in CommandModel.global {
            let d = about.of(o)
            #expect(!d.hasSuffix(".") && !d.contains(" (") && !d.contains(";"), "\(o.spelling): \(d)")
        }
    }
}
