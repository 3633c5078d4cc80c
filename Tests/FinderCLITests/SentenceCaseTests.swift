import Testing
@testable import FinderCLI
import FinderText

/// The first letter of a message is set by where it stands, in one place (`Sentence`,
/// docs/decisions/0404-sentence-case.md): a line starts with a capital, text after
/// "finder:" / "Ошибка:" goes on in small letters, and names keep their case.
@Suite struct SentenceCaseTests {
    @Test func aLineStartsWithACapitalAndTextAfterAColonGoesOnSmall() {
        #expect(Sentence.opening("пять акций обновлено.") == "Пять акций обновлено.")
        #expect(Sentence.opening("three results") == "Three results")
        #expect(Sentence.opening("finder не станет загружать каталог") == "finder не станет загружать каталог")
        #expect(Sentence.opening("--offline is set") == "--offline is set")
        #expect(Sentence.opening("/tmp/x уже существует.") == "/tmp/x уже существует.")
        #expect(Sentence.opening("«AAPL» уже есть") == "«AAPL» уже есть")
        #expect(Sentence.continuing("Адрес учёта загрузки находится на example.com") == "адрес учёта загрузки находится на example.com")
        #expect(Sentence.continuing("No result is saved for “x”") == "no result is saved for “x”")
        #expect(Sentence.continuing("Для «кошки» нет сохранённого результата") == "для «кошки» нет сохранённого результата")
        #expect(Sentence.continuing("В списке наблюдения может быть") == "в списке наблюдения может быть")
        for kept in ["Unsplash rejected the access key.", "Московская биржа не ответила.", "HTTP 500", "SQLite error 5",
                     "I cannot", "Nasdaq sent nothing", "ISIN RU0009029540", "Ctrl-C", "{path} уже существует."] {
            #expect(Sentence.continuing(kept) == kept)
        }
    }

    /// Words the catalogs write with a capital in the middle of a sentence are names; one that
    /// also starts a message must be in `Sentence.names`, or an error starting with it
    /// ("Unsplash rejected…", "Московская биржа…") would lose its capital after "finder:".
    @Test func everyNameAMessageStartsWithIsKnown() throws {
        var midSentence = Set<String>(), starting: [String: String] = [:]
        for language in [Language.en, .ru] {
            for (key, template) in try messages(language).entries where !key.hasPrefix("man.") && !key.contains("examples") {
                for line in template.components(separatedBy: "\\n") {
                    let words = line.split(separator: " ")
                    if let first = words.first.map(Self.plainCapitalised), let w = first { starting[w] = key }
                    for (before, word) in zip(words, words.dropFirst()) {
                        guard let w = Self.plainCapitalised(word), let last = before.last, last.isLetter, last.isLowercase else { continue }
                        midSentence.insert(w)
                    }
                }
            }
        }
        for (word, key) in starting where midSentence.contains(word) {
            #expect(Sentence.names.contains(word), "\(key) starts with the name «\(word)»: add it to Sentence.names")
        }
        #expect(midSentence.contains("Unsplash") && midSentence.contains("Nasdaq"))
    }

    /// A word of letters with one capital, the first ("Unsplash", "Адрес"); nil for others.
    static func plainCapitalised(_ word: Substring) -> String? {
        let w = word.prefix { $0.isLetter }
        guard w.endIndex == word.endIndex || !word[w.endIndex...].first!.isLetter && "-_./'’".contains(word[w.endIndex...].first!) == false
        else { return nil }
        guard w.count > 1, w.first!.isUppercase, w.dropFirst().allSatisfy(\.isLowercase) else { return nil }
        return String(w)
    }

    /// Every renderer cases by place: an error whose catalog text starts with a capital goes
    /// on in small letters after the prefix (and in JSON's `error.message`); a hint, a notice
    /// or a spoken count that starts with a small letter starts its line with a capital.
    @Test(arguments: [Language.en, Language.ru])
    func everyRendererCasesByPlace(language: Language) throws {
        let c = try messages(language)
        let error = Outcome.failure(.offline, message: c.text("offline.noneFor", ["query": "cats"]), hint: "try again later")
        let prefix = c.text("accessible.errorPrefix")

        let out = StringOutputStream(), err = StringOutputStream()
        let accessible = AccessibleRenderer(out: out, err: err, messages: c, quiet: false, stderrIsTerminal: false)
        accessible.notice("the catalogue was rebuilt")
        accessible.finish(SearchContext(domain: "stocks", query: "cats", loadingMessage: ""), error)
        let lines = err.text.split(separator: "\n").map(String.init)
        #expect(lines == ["The catalogue was rebuilt", prefix + " " + Sentence.continuing(c.text("offline.noneFor", ["query": "cats"])),
                          "Try again later"], "\(lines)")
        #expect(lines[1].dropFirst(prefix.count + 1).first?.isLowercase == true, "\(lines[1])")

        let textErr = StringOutputStream()
        let plain = Style(enabled: false, theme: .auto)
        let text = TextRenderer(out: StringOutputStream(), err: textErr, style: plain, quiet: false, stderrIsTerminal: false,
                                blocks: PhotoBlocks(style: plain, painter: nil, previews: false, settings: Settings(environment: [:])),
                                width: 80)
        text.finish(SearchContext(domain: "stocks", query: "cats", loadingMessage: ""), error)
        #expect(textErr.text.hasPrefix("finder: " + Sentence.continuing(c.text("offline.noneFor", ["query": "cats"]))), "\(textErr.text)")
        #expect(textErr.text.dropFirst("finder: ".count).first?.isLowercase == true, "\(textErr.text)")

        let json = StringOutputStream()
        JSONRenderer(out: json, err: StringOutputStream(), quiet: false, fields: nil)
            .finish(SearchContext(domain: "stocks", query: "cats", loadingMessage: ""), error)
        #expect(json.text.contains("\"message\":\"" + Sentence.continuing(c.text("offline.noneFor", ["query": "cats"]))), "\(json.text)")

        // Spoken counts start their line with a capital: "пять результатов" → "Пять результатов".
        let spoken = c.speaking.plural("state.content.results", count: 5)
        let summary = StringOutputStream()
        AccessibleRenderer(out: StringOutputStream(), err: summary, messages: c, quiet: false, stderrIsTerminal: false)
            .finish(SearchContext(domain: "stocks", query: "x", loadingMessage: ""), .content(count: 5, summary: spoken))
        #expect(summary.text.first.map { $0.isUppercase || $0.isNumber } == true, "\(summary.text)")
        #expect(language == .en || summary.text.hasPrefix("Пять результатов"), "\(summary.text)")
    }

    /// No catalog message starts a line with a small letter, nor goes on after the error
    /// prefix with a capital, once it is placed: every entry, filled, through both rules.
    @Test(arguments: [Language.en, Language.ru])
    func everyCatalogMessageIsCasedByItsPlace(language: Language) throws {
        let c = try messages(language).speaking
        // ICU date patterns ("yMMMd") are no text.
        for (key, template) in c.entries where !key.hasPrefix("help.") && !key.hasPrefix("man.") && !key.hasPrefix("date.") {
            var args: MessageArguments = [:]
            for n in Messages.placeholders(in: template) { args[n] = "5" }
            let filled = c.fill(template, args)
            guard let word = Sentence.firstWord(filled), word.allSatisfy(\.isLetter) else { continue }
            let name = Sentence.names.contains(String(word)) || Sentence.programs.contains(String(word))
                || word.dropFirst().contains(where: \.isUppercase)
            if !name {
                #expect(Sentence.opening(filled).first!.isUppercase, "\(key): \(filled)")
                #expect(Sentence.continuing(filled).first!.isLowercase, "\(key): \(filled)")
            } else {
                #expect(Sentence.continuing(filled) == filled && Sentence.opening(filled) == filled, "\(key): \(filled)")
            }
        }
    }
}
