import Testing
@testable import FinderCLI
import FinderText

/// Help reads as one text: choices come in the order their description explains them,
/// placeholders are in the reader's language, and a note is a clause of its own.
@Suite struct HelpOrderAndNotesTests {
    /// Where each of `choices` stands in `text` as a whole word (not as the default a
    /// bracket names: "(default auto)", "(по умолчанию relevant)"), in the choices' order.
    /// With `command` ("watch"), a choice counts only where the text names it as typed:
    /// after the command's name ("watch check") or an opening quote (“list”, «list»), not
    /// as the ordinary word ("an alert").
    static func positions(of choices: [String], in text: String, command: String? = nil) -> [(choice: String, at: Int)] {
        let scalars = Array(text.unicodeScalars)
        func isWordScalar(_ u: Unicode.Scalar) -> Bool { u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "-" || u == "_" }
        var found: [(String, Int)] = []
        for choice in choices {
            let c = Array(choice.unicodeScalars)
            guard c.count <= scalars.count else { continue }
            for i in 0...(scalars.count - c.count) where Array(scalars[i..<(i + c.count)]) == c {
                let before = i == 0 ? nil : scalars[i - 1], after = i + c.count < scalars.count ? scalars[i + c.count] : nil
                guard !(before.map(isWordScalar) ?? false), !(after.map(isWordScalar) ?? false) else { continue }
                let lead = String(String.UnicodeScalarView(scalars[max(0, i - 16)..<i]))
                if lead.hasSuffix("default ") || lead.hasSuffix("по умолчанию ") { continue }
                if let command, !(lead.hasSuffix(command + " ") || lead.hasSuffix("“") || lead.hasSuffix("«")) { continue }
                found.append((choice, i))
                break
            }
        }
        return found
    }

    /// Every list of choices (an option's values, a command's actions) is in the order its
    /// help text names them, in both languages: `history [list|clear|remove]` was described
    /// "List, remove or clear…", `config get|set|unset|list` as «list», «get», «set», «unset».
    @Test(arguments: [Language.en, Language.ru])
    func choicesComeInTheOrderTheirDescriptionNamesThem(language: Language) throws {
        let c = try messages(language)
        var lists: [(what: String, choices: [String], text: String, command: String?)] = []
        for o in CommandModel.global + CommandModel.commandOptions {
            guard case .choice(let choices) = o.value else { continue }
            lists.append((o.spelling, choices, c.text(o.helpKey, ["choices": ""]), nil))
        }
        for spec in CommandModel.allSpecs {
            let about = c.text(spec.summaryKey) + " " + c.text(spec.detailsKey)
            if !spec.subcommands.isEmpty { lists.append((spec.synopsis, spec.subcommands.map(\.name), about, spec.name)) }
            switch spec.operands {
            case .choice(let choices, _): lists.append((spec.synopsis, choices, about, spec.name))
            case .words(let name, _) where name.contains("|"):
                lists.append((spec.synopsis, name.split(separator: " ")[0].split(separator: "|").map(String.init), about, spec.name))
            default: break
            }
        }
        var compared = 0
        for list in lists {
            let found = Self.positions(of: list.choices, in: list.text, command: list.command)
            guard found.count >= 2 else { continue }
            compared += 1
            let order = found.sorted { $0.at < $1.at }.map(\.choice)
            #expect(order == found.map(\.choice), "\(list.what): the text names \(order), the list is \(list.choices)")
        }
        #expect(compared >= 5)
    }

    /// `history`'s summary names what it does in the order of its actions (list, clear,
    /// remove): the words are verbs, not the action names the scan above finds.
    @Test func historyIsDescribedInTheOrderOfItsActions() throws {
        #expect(CommandModel.history.subcommands.map(\.name) == ["list", "clear", "remove"])
        for (language, verbs) in [(Language.en, ["List", "clear", "remove"]), (.ru, ["Показать", "очистить", "удалить"])] {
            let summary = try messages(language).text("help.command.history")
            let at = verbs.compactMap { summary.range(of: $0)?.lowerBound }
            #expect(at.count == 3 && at == at.sorted(), "\(summary)")
        }
        #expect(CommandModel.config.usage.prefix(4).map { $0.split(separator: " ")[2] } == CommandModel.configActions.map { Substring($0) })
    }

    /// Every placeholder of a usage line or option (`--fields FIELDS`, `config get NAME`) is
    /// in the reader's language in Russian help, as the prose around it names it.
    @Test func everyPlaceholderIsRussianInRussianHelp() throws {
        let ru = try messages(.ru)
        let same: Set<String> = ["N", "ID", "URL", "MOEX"]   // written so in Russian text too
        var lines = CommandModel.allSpecs.flatMap(\.usage)
        lines += (CommandModel.global + CommandModel.commandOptions).map(\.valueName)
        var words = Set<String>()
        for line in lines {
            for w in line.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0 == "_")) }) where w.allSatisfy(\.isUppercase) && !w.contains("_") {
                words.insert(String(w))
            }
        }
        #expect(words.contains("FIELDS") && words.contains("NAME"))
        for w in words.subtracting(same) {
            let said = ru.placeholders(in: w)
            #expect(said != w && said.unicodeScalars.allSatisfy { !("A"..."Z").contains($0) }, "\(w) has no Russian name: add placeholder.\(w)")
        }
    }

    /// An option's help is one text with at most one bracket, and nothing in a bracket follows
    /// a colon: the colour note was "(default auto; before “photos”: after it, --color is the
    /// colour filter)", two clauses and a colon inside one bracket.
    @Test(arguments: [Language.en, Language.ru])
    func anOptionsHelpHasNoColonInsideABracket(language: Language) throws {
        let help = HelpGenerator(messages: try messages(language))
        let text = try #require(help.help(topic: ["photos"]))
        #expect(text.contains(try messages(language).text("photos.help.globalColor")))
        for o in CommandModel.global + CommandModel.commandOptions {
            let note = CommandModel.commandOptions.first { $0.name == o.name && $0 != o }?.shadowNoteKey.map { try! messages(language).text($0) }
            let row = help.row(o, note: note).1
            var depth = 0
            for ch in row {
                if ch == "(" { depth += 1; #expect(depth == 1, "\(o.spelling): \(row)") }
                if ch == ")" { depth -= 1 }
                if ch == ":" && depth > 0 { Issue.record("\(o.spelling): a colon inside a bracket: \(row)") }
            }
        }
    }

    /// The same in every help text, summaries and details too: "(also: plain “finder” on a
    /// terminal)", "(json: one document per line)" and "(default: ID-SIZE.jpg here)" were
    /// labels inside brackets. A colon that is part of code (":more", "https://") is none.
    @Test(arguments: [Language.en, Language.ru])
    func noHelpTextHasALabelInsideABracket(language: Language) throws {
        var checked = 0
        for (key, text) in try messages(language).entries where key.contains("help") && !key.contains("examples") {
            checked += 1
            var depth = 0
            let chars = Array(text)
            for (i, ch) in chars.enumerated() {
                if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
                guard ch == ":", depth > 0 else { continue }
                let next = i + 1 < chars.count ? chars[i + 1] : " "
                if next == "/" || next.isLetter { continue }   // ":more", "https://"
                Issue.record("\(key): a label inside a bracket: \(text)")
            }
        }
        #expect(checked > 40)
    }
}
