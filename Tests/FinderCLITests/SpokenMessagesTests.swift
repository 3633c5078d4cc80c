import Testing
@testable import FinderCLI
import FinderText

/// Every number a spoken message holds goes through the speller, whatever its placeholder:
/// each catalog entry is filled with numbers (a million, a negative value echoed from the
/// command line) in the speaking catalog, and no digit string longer than 3 (Russian: no
/// digit at all) and no bare minus sign may reach the voice. "от 0 до 1000000" was heard
/// "от ноль до один тысяча", "--limit -1" "invalid value one".
@Suite struct SpokenMessagesTests {
    static func digitRuns(_ s: String) -> [Substring] {
        s.split(whereSeparator: { !($0.isASCII && $0.isNumber) })
    }

    @Test(arguments: [Language.en, Language.ru])
    func everyNumberInEveryMessageIsSpoken(language: Language) throws {
        let c = try messages(language).speaking
        var checked = 0
        for (key, template) in c.entries {
            let names = Messages.placeholders(in: template)
            guard !names.isEmpty else { continue }
            for value in ["1000000", "-1", "\u{2212}25", "21"] {
                var args: MessageArguments = [:]
                for n in names { args[n] = value }
                let said = c.fill(template, args)
                if language == .ru {
                    let literal = Self.digitRuns(template.replacingOccurrences(of: "{", with: " ").replacingOccurrences(of: "}", with: " "))
                    #expect(Self.digitRuns(said).count <= literal.count, "\(key) with \(value): «\(said)»")
                } else {
                    #expect(!said.contains("1,000,000"), "\(key): \(said)")
                }
                #expect(!said.contains("-1") && !said.contains("\u{2212}25"), "\(key) with \(value): «\(said)»")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func rangesAndEchoedValuesAreSaid() throws {
        let ru = try messages(.ru).speaking, en = try messages(.en).speaking
        let range = UsageError.choices(CommandModel.limit, ru)
        #expect(range == "целое число от ноля до одного миллиона")
        #expect(UsageError.badValue(CommandModel.limit, value: "-1").message(en).contains("“minus 1”"))
        #expect(UsageError.badValue(CommandModel.limit, value: "-1").message(ru).contains("«минус один»"))
        // Digits with a leading zero are an identifier, said one by one.
        #expect(ru.fill("{value}", ["value": "0078"]) == "0 0 7 8")
    }
}

@Suite struct FileSizeTests {
    @Test func sizesAreWrittenAndSaid() throws {
        let en = try messages(.en), ru = try messages(.ru)
        #expect(en.fileSize(bytes: 6 * 1024) == "6 KB")
        #expect(ru.fileSize(bytes: 3 * 1024 * 1024 / 2) == "1,5 МБ")
        #expect(en.speaking.fileSize(bytes: 6 * 1024) == "6 kilobytes")
        #expect(en.speaking.fileSize(bytes: 1024) == "1 kilobyte")
        #expect(ru.speaking.fileSize(bytes: 6 * 1024) == "шесть килобайт")
        #expect(ru.speaking.fileSize(bytes: 2 * 1024) == "два килобайта")
        #expect(ru.speaking.fileSize(bytes: 3 * 1024 * 1024 / 2) == "одна целая пять десятых мегабайта")
        #expect(ru.speaking.fileSize(bytes: 21 * 1024 * 1024) == "двадцать один мегабайт")
    }
}

/// Russian wording: what the review found, by rule.
@Suite struct RussianWordingTests {
    @Test func historyNamesItsDomainAndPhotoWordingReadsNatively() throws {
        let ru = try messages(.ru)
        #expect(ru.text("history.empty.photos") == "В истории пока нет поисков фотографий.")
        #expect(ru.text("photos.attribution", ["name": "Анна"]) == "Фото: Анна на Unsplash")
        #expect(ru.text("photos.more.continuing", ["query": "кошки", "page": "2"]) == "Продолжаем поиск фотографий «кошки»: страница 2.")
    }

    /// Every command a Russian message names is in «»; a pronoun has its noun; a server's
    /// English words are quoted as its answer; the first help line names photos.
    @Test func commandsAreQuotedAndPronounsHaveNouns() throws {
        let ru = try messages(.ru)
        for key in ["photos.summary.more", "photos.hint.unauthorized", "interactive.emptyLine", "interactive.commands",
                    "interactive.line.intro.stocks", "interactive.line.intro.photos"] {
            let value = try #require(ru.value(key))
            for command in ["finder photos more", "finder config set unsplash-key", ":more", ":quit"] where value.contains(command) {
                #expect(value.contains("«" + command), "\(key): \(value)")
            }
        }
        #expect(ru.text("photos.error.unauthorized", ["detail": ru.text("photos.error.detail", ["detail": "OAuth error: invalid"])])
                == "Unsplash отклонил ключ доступа (ответ Unsplash: «OAuth error: invalid»).")
        #expect(ru.text("help.about").contains("фотографий"))
        #expect(ru.text("sync.hint.unchanged") == "Каталог не изменён: искать можно, как раньше.")
        #expect(!ru.text("config.notice.environmentWins").contains("задана UNSPLASH"))
        #expect(CommandModel.output.valueName == "PATH" && ru.placeholders(in: "--output PATH") == "--output ПУТЬ")
    }

    @Test func aMisspelledDomainGetsASuggestion() {
        #expect(Suggestion.closest(to: "foto", among: ["stocks", "photos"]) == "photos")
        #expect(Suggestion.closest(to: "fotos", among: ["stocks", "photos"]) == "photos")
    }
}
