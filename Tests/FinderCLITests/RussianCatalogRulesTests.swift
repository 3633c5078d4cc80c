import Testing
@testable import FinderCLI
import FinderText

/// Rules over every Russian catalog string, not a list of keys
/// (docs/decisions/0405-commands-in-russian-messages.md).
@Suite struct RussianCatalogRulesTests {
    /// What a user types, named inside a Russian message: a command line (a program name and
    /// its arguments: "finder stocks sync", "mv …", "chmod 700", "ulimit -n") or an
    /// interactive command (":more").
    static let programs = ["finder", "mv", "sqlite3", "chmod", "ulimit", "notify-send"]
    static let finderWords = CommandModel.commands.map(\.name) + ["--", "{command}"]
    static let lineCommands = [":more", ":history", ":quit", ":help", ":color", ":orientation", ":order"]

    /// Where a command starts in `text`: the index of each program name followed by an
    /// argument (for "finder": a command, an option or `{command}`, so that "finder не
    /// станет…", the program named as a noun, is no command) and of each ":command".
    static func commandStarts(in text: String) -> [String.Index] {
        var starts: [String.Index] = []
        var i = text.startIndex
        while i < text.endIndex {
            let rest = text[i...]
            let before = i == text.startIndex ? nil : text[text.index(before: i)]
            let atWordStart = before.map { !($0.isLetter || $0.isNumber || "-_./:".contains($0)) } ?? true
            if atWordStart {
                for p in programs where rest.hasPrefix(p + " ") {
                    let argument = rest.dropFirst(p.count + 1)
                    if p != "finder" || finderWords.contains(where: { argument.hasPrefix($0) }) { starts.append(i) }
                }
                for c in lineCommands where rest.hasPrefix(c) {
                    let after = rest.dropFirst(c.count).first
                    if after.map({ !$0.isLetter }) ?? true { starts.append(i) }
                }
            }
            i = text.index(after: i)
        }
        return starts
    }

    /// Whether `index` lies inside «…».
    static func isQuoted(_ text: String, at index: String.Index) -> Bool {
        var depth = 0
        for j in text.indices where j < index {
            if text[j] == "«" { depth += 1 } else if text[j] == "»" { depth = max(0, depth - 1) }
        }
        return depth > 0
    }

    /// Every command a Russian message names is in «», wherever it stands: in the middle of a
    /// sentence ("для «finder history»") or offered after a colon ("например: «finder photos
    /// горы»"). Not quoted: help's examples and usage synopses ("Использование: finder config
    /// list | get ИМЯ…"), which are code set on lines of their own, and the man page's roff.
    @Test func everyCommandInARussianMessageIsInGuillemets() throws {
        let ru = try messages(.ru)
        let usage = try #require(ru.value("help.usage"))
        var checked = 0
        for (key, value) in ru.entries where !key.hasPrefix("man.") && !key.contains("examples") && !value.hasPrefix(usage) {
            for start in Self.commandStarts(in: value) {
                checked += 1
                let shown = value[start...].prefix(40)
                #expect(Self.isQuoted(value, at: start), "\(key): the command «\(shown)…» is not in «»")
            }
        }
        #expect(checked > 30)
    }

    @Test func theScanFindsCommandsAndLeavesTheProgramNamedAsANoun() {
        #expect(Self.commandStarts(in: "например: finder photos горы").count == 1)
        #expect(!Self.isQuoted("например: finder photos горы", at: Self.commandStarts(in: "например: finder photos горы")[0]))
        #expect(Self.commandStarts(in: "выполните chmod 700 и введите :more").count == 2)
        #expect(Self.commandStarts(in: "finder не станет загружать каталог; у finder нет папки").isEmpty)
        let quoted = "для «finder {command}»"
        #expect(Self.isQuoted(quoted, at: Self.commandStarts(in: quoted)[0]))
    }

    /// Words finder does not translate — a server's answer (`{detail}`), a system's or
    /// SQLite's own message (`{message}`, English whatever the locale) — stand in a Russian
    /// message only as a quoted detail, «…», never as part of the sentence ("OAuth error: …"
    /// inside Russian was the defect; "системная ошибка 19 (No such device)" its sibling).
    @Test func foreignWordsAreAQuotedDetail() throws {
        let ru = try messages(.ru)
        let foreign = "OAuth error: invalid"
        // `{detail}` of an error is the server's answer as `photos.error.detail` words it.
        let detail = ru.text("photos.error.detail", ["detail": foreign])
        var checked = 0
        for (key, template) in ru.entries where template.contains("{detail}") || template.contains("{message}") {
            let said = ru.text(key, ["detail": key == "photos.error.detail" ? foreign : detail, "message": foreign, "code": "19"])
            let at = try #require(said.range(of: foreign), "\(key): \(said)")
            #expect(Self.isQuoted(said, at: at.lowerBound), "\(key): the foreign words are not in «»: \(said)")
            checked += 1
        }
        #expect(checked >= 5)
        #expect(ru.text("reason.errno.other", ["code": "19", "message": "No such device"]) == "системная ошибка 19 («No such device»)")
    }

    /// No sentence says a thing twice with a "по-" adverb of the same root as another of its
    /// words: "Каталог не изменён; прежний по-прежнему доступен для поиска".
    @Test func noSentenceRepeatsARootInAПоAdverb() throws {
        let ru = try messages(.ru)
        for (key, value) in ru.entries {
            #expect(Self.tautologies(in: value) == 0, "\(key): \(value)")
        }
        #expect(Self.tautologies(in: "Каталог не изменён; прежний по-прежнему доступен для поиска.") == 1)
    }

    static func tautologies(in text: String) -> Int {
        var n = 0
        for sentence in text.split(whereSeparator: { ".;!?\n".contains($0) }) {
            let words = sentence.lowercased().split { !($0.isLetter || $0 == "-") }.map(String.init)
            for adverb in words where adverb.hasPrefix("по-") && adverb.count > 6 {
                n += words.filter { $0 != adverb && $0.hasPrefix(adverb.dropFirst(3).prefix(5)) }.count
            }
        }
        return n
    }
}
