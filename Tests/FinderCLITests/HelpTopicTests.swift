import Testing
@testable import FinderCLI

/// `finder help exit-codes|environment|formats|json` and the man page's sections of the same
/// names come from one model (`ReferenceTopic`), whose lists are the program's own tables.
@Suite struct HelpTopicTests {
    func help(_ l: Language, accessible: Bool = false) throws -> HelpGenerator {
        HelpGenerator(messages: try messages(l), accessible: accessible)
    }

    @Test(arguments: [Language.en, .ru])
    func everyTopicHasAPageWithNoKeyLeftUnfilled(language: Language) throws {
        for name in ReferenceTopic.names {
            let text = try #require(try help(language).help(topic: ["help", name]), "\(name)")
            #expect(try help(language).help(topic: [name]) == text)
            #expect(!text.contains("topic.") && !text.contains("man.") && !text.contains("{"), "\(name) in \(language)")
            #expect(text.hasPrefix(try messages(language).text("topic.summary." + name) + "\n"))
        }
        #expect(try help(language).help(topic: ["help", "exit-code"]) == nil)
    }

    /// Every exit status and every error code of `FailureCode`, with its status.
    @Test(arguments: [Language.en, .ru])
    func exitCodesListEveryFailureCode(language: Language) throws {
        let text = try #require(try help(language).help(topic: ["exit-codes"]))
        for status in [0, 1, 2, 3, 4, 5, 130] { #expect(text.contains("\n  \(status) "), "\(status)") }
        for code in FailureCode.allCases { #expect(text.contains("  \(code.rawValue) (\(code.exit.rawValue))"), "\(code)") }
        #expect(Set(ReferenceTopic.errorCodes) == Set(FailureCode.allCases))
    }

    /// Every variable of an option (with the option's meaning) and every other variable.
    @Test(arguments: [Language.en, .ru])
    func environmentListsEveryVariable(language: Language) throws {
        let m = try messages(language)
        let text = try #require(try help(language).help(topic: ["environment"]))
        for option in CommandModel.global + CommandModel.commandOptions {
            guard let variables = option.environment else { continue }
            #expect(text.contains(variables), "\(variables)")
            #expect(text.contains(m.text("man.env.option", ["option": option.spelling])), "\(option.spelling)")
        }
        for name in ReferenceTopic.otherVariables { #expect(text.contains("\n  " + name), "\(name)") }
    }

    /// The members every document carries, and each domain's from `JSONContract`, the table
    /// the renderer fills documents from.
    @Test(arguments: [Language.en, .ru])
    func jsonListsTheContractsMembers(language: Language) throws {
        let text = try #require(try help(language).help(topic: ["json"]))
        for member in ReferenceTopic.commonMembers { #expect(text.contains("\n  " + member + " "), "\(member)") }
        for (domain, members) in JSONContract.documentMembers.merging(JSONContract.resultMembers, uniquingKeysWith: +) {
            #expect(ReferenceTopic.domains.contains(domain), "\(domain)")
            // The last such line: "offline" is a member of every document too, listed first.
            let line = try #require(text.split(separator: "\n").last { $0.hasPrefix("  " + domain + " ") }, "\(domain)")
            for member in members where domain != "offline" || JSONContract.documentMembers["offline"]!.contains(member) {
                #expect(line.contains(member), "\(domain).\(member)")
            }
        }
    }

    @Test(arguments: [Language.en, .ru])
    func formatsNameEveryFormat(language: Language) throws {
        let text = try #require(try help(language).help(topic: ["formats"]))
        for term in ["--format text", "--accessible", "--format json, --json", "--format jsonl"] { #expect(text.contains("  " + term), "\(term)") }
    }

    /// Accessible help reads a topic as "term, text", one per line, with no padding.
    @Test func accessibleTopicsAreReadLineByLine() throws {
        let text = try #require(try help(.en, accessible: true).help(topic: ["exit-codes"]))
        #expect(text.contains("\n  2, a mistake on the command line or in a setting\n"))
        #expect(text.contains("\n  rate-limited (3), "))
        #expect(!text.contains("   "))
    }

    /// The overview names every topic; the man page has a section for each, with every term.
    @Test(arguments: [Language.en, .ru])
    func theOverviewAndTheManPageCarryEveryTopic(language: Language) throws {
        let m = try messages(language)
        let overview = try #require(try help(language).help(topic: []))
        #expect(overview.contains(m.text("help.topics") + "\n"))
        for name in ReferenceTopic.names { #expect(overview.contains("  help " + name + " "), "\(name)") }
        let page = ManPageGenerator(messages: m).page
        for topic in ReferenceTopic.all(m) {
            #expect(page.contains(".SH \"" + _Roff.text(m.text(topic.sectionKey), wrap: false) + "\"\n"), "\(topic.name)")
            for case .item(let term, _, _) in topic.blocks {
                #expect(page.contains(".TP\n\\fB" + _Roff.literal(term) + "\\fR"), "\(topic.name): \(term)")
            }
        }
    }

    @Test func completionOffersTheTopicsAfterHelp() {
        let spec = CommandModel.helpCommand
        for name in ReferenceTopic.names { #expect(CompletionScripts.operandWords(spec).words.contains(name), "\(name)") }
    }
}
