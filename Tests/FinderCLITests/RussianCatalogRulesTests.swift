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

    /// Whether `index` lies inside «…» (or the quotation marks given).
    static func isQuoted(_ text: String, at index: String.Index, open: Character = "«", close: Character = "»") -> Bool {
        var depth = 0
        for j in text.indices where j < index {
            if text[j] == open { depth += 1 } else if text[j] == close { depth = max(0, depth - 1) }
        }
        return depth > 0
    }

    /// Every command a Russian message names is in «», wherever it stands: in the middle of a
    /// sentence ("для «finder history»") or offered after a colon ("например: «finder photos
    /// горы»"). Not quoted: help's examples and usage synopses ("Использование: finder config
    /// list | get ИМЯ…"), which are code set on lines of their own, and the man page's roff.
    @Test func everyCommandInARussianMessageIsInGuillemets() throws {
        let (checked, bare) = try Self.commandsOutsideQuotes(.ru, open: "«", close: "»")
        #expect(bare.isEmpty, "commands not in «»: \(bare.joined(separator: "\n"))")
        #expect(checked > 30)
    }

    /// Of every command the messages of `language` name (help's examples, usage synopses and
    /// the man page aside), how many were checked and the ones outside `open`…`close`.
    static func commandsOutsideQuotes(_ language: Language, open: Character, close: Character) throws -> (checked: Int, bare: [String]) {
        let catalog = try messages(language)
        let usage = try #require(catalog.value("help.usage"))
        var checked = 0, bare: [String] = []
        for (key, value) in catalog.entries where !key.hasPrefix("man.") && !key.contains("examples") && !value.hasPrefix(usage) {
            for start in commandStarts(in: value) {
                checked += 1
                if !isQuoted(value, at: start, open: open, close: close) { bare.append("\(key): \(value[start...].prefix(40))…") }
            }
        }
        return (checked, bare)
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

    /// A third-person pronoun stands for a noun said before it in the same message: a hint or a
    /// notice is read on its own line, so "переименуйте его" (the store named only in the error
    /// above it) and "Сначала добавьте его" name nothing. Each pronoun of a standalone message
    /// is listed here with the noun it stands for, checked to come before it; a new one must be
    /// added with its noun, and one without a noun cannot be. Fragments that continue another
    /// message (`reason.*`, `*.bad.*`) take their noun from it.
    static let antecedents: [String: [String]] = [
        "usage.controlCharacter": ["символ"], "help.details.stocks.show": ["цена"], "usage.aFilePath": ["файлу"], "notice.index.corrupt": ["индекс"],
        "notice.waiting": ["процесс"], "notice.store.waiting": ["процесс"], "hint.store.inconsistent": ["акции"],
        "hint.diskFull": ["Хранилище"], "hint.noInodes": ["дескрипторы", "Хранилище"], "hint.store.failed": ["хранилище"],
        "hint.limit": ["оболочки"], "hint.index.memory": ["предел"], "error.missingCompanion": ["finder-net"], "notice.store.busy": ["Хранилище"],
        "offline.unreadable": ["результат"], "help.command.history": ["запросы"], "photos.notice.skipped": ["результат"],
        "usage.badPhotoID": ["{id}"], "photos.hint.noKey": ["приложение", "Access Key"],
        "photos.hint.unauthorized": ["Access Key", "переменную"], "photos.hint.forbidden": ["приложение"],
        "photos.hint.offlineNoSaved": ["запроса"], "photos.help.details.download": ["Unsplash"], "photos.help.option.force": ["файл"],
        "config.help.details": ["ЗНАЧЕНИЕ", "ключ"], "config.error.keyAsArgument": ["ключ", "ключ"],
        "config.error.exposedFolder": ["папку"], "config.hint.exposedFolder": ["папку", "папку"],
        "config.notice.exposed": ["ключ", "ключ"], "config.notice.environmentWins": ["переменная"],
        "config.notice.badKey": ["Ключ", "Ключ", "Ключ"], "config.notice.variableWins": ["переменная"],
        "sync.hint.redirect": ["адрес"], "sync.error.encoding": ["ответ", "ответ"], "help.details.watch": ["Цены"],
        "topic.formats.text": ["цвете"], "topic.formats.accessible": ["результату", "числа"], "topic.json.member.query": ["запрос"],
        "topic.json.domains": ["раздела"],
    ]
    static let pronouns: Set<String> = ["он", "она", "оно", "они", "его", "её", "ее", "их", "ему", "ей", "им", "нём", "ней", "них",
                                        "него", "неё", "нему", "ним", "ими"]

    /// The pronouns of `text`, each with where it starts.
    static func pronounStarts(in text: String) -> [String.Index] {
        var out: [String.Index] = []
        var i = text.startIndex
        while i < text.endIndex {
            guard text[i].isLetter else { i = text.index(after: i); continue }
            var j = i
            while j < text.endIndex, text[j].isLetter || text[j] == "-" { j = text.index(after: j) }
            if pronouns.contains(text[i..<j].lowercased()) { out.append(i) }
            i = j
        }
        return out
    }

    @Test func everyPronounHasItsNounBeforeIt() throws {
        let ru = try messages(.ru)
        var listed = Set<String>()
        for (entry, value) in ru.entries where !entry.hasPrefix("man.") && !entry.hasPrefix("reason.") && !entry.contains(".reason.")
            && !entry.contains(".bad.") {
            let key = entry.split(separator: "[").first.map(String.init) ?? entry   // plural forms share their nouns
            let starts = Self.pronounStarts(in: value)
            guard !starts.isEmpty else { continue }
            listed.insert(key)
            let nouns = try #require(Self.antecedents[key], "\(entry): «\(value)» has a pronoun; list the noun it stands for")
            #expect(nouns.count == starts.count, "\(entry): \(starts.count) pronouns, \(nouns.count) nouns listed")
            for (start, noun) in zip(starts, nouns) {
                #expect(value[..<start].contains(noun), "\(entry): no «\(noun)» before the pronoun in «\(value)»")
            }
        }
        #expect(listed == Set(Self.antecedents.keys), "listed for messages without a pronoun: \(Set(Self.antecedents.keys).subtracting(listed))")
        #expect(Self.pronounStarts(in: "Чтобы восстановить работу, переименуйте его").count == 1)
        #expect(Self.pronounStarts(in: "finder-net, а его нет; по-прежнему").count == 1)
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
