import Testing
import FinderDomain
@testable import FinderCLI

typealias Model = CommandModel

@Suite struct TokenizerTests {
    @Test func searchWithOptionsAnywhere() throws {
        let inv = try Tokenizer.parse(["--lang", "ru", "stocks", "société", "--limit=5", "générale", "--by", "name", "--json"])
        #expect(inv.lang == .ru)
        #expect(inv.format == .json)
        #expect(inv.command == .stocksSearch(query: "société générale", limit: 5, field: .name))
    }

    @Test func limitZeroMeansAllAndDefaultIsTwenty() throws {
        #expect(try Tokenizer.parse(["stocks", "a", "--limit", "0"]).command == .stocksSearch(query: "a", limit: nil, field: .all))
        #expect(try Tokenizer.parse(["stocks", "a"]).command == .stocksSearch(query: "a", limit: 20, field: .all))
    }

    @Test func allListingsIsAStocksOption() throws {
        #expect(try Tokenizer.parse(["stocks", "apple", "--all-listings"]).command
                == .stocksSearch(query: "apple", limit: 20, field: .all, allListings: true))
        #expect(try Tokenizer.parse(["--all-listings", "stocks", "apple"]).command
                == .stocksSearch(query: "apple", limit: 20, field: .all, allListings: true))
        #expect(throws: UsageError.self) { try Tokenizer.parse(["history", "--all-listings"]) }
        #expect(throws: UsageError.self) { try Tokenizer.parse(["stocks", "apple", "--all-listings=yes"]) }
    }

    @Test func subcommandsAndTheirEscape() throws {
        #expect(try Tokenizer.parse(["stocks", "show", "AAPL"]).command == .stocksShow(tickers: ["AAPL"]))
        #expect(try Tokenizer.parse(["stocks", "--", "show"]).command == .stocksSearch(query: "show", limit: 20, field: .all))
        #expect(try Tokenizer.parse(["stocks", "-q", "--", "-x"]).command == .stocksSearch(query: "-x", limit: 20, field: .all))
        #expect(try Tokenizer.parse(["stocks", "apple", "show"]).command == .stocksSearch(query: "apple show", limit: 20, field: .all))
        #expect(try Tokenizer.parse(["photos", "more"]).command == .photosMore)
        #expect(try Tokenizer.parse(["photos", "--", "more"]).command == .photosSearch(query: "more", filters: PhotoFilters()))
    }

    @Test func helpForms() throws {
        #expect(try Tokenizer.parse(["--help"]).command == .help(topic: []))
        #expect(try Tokenizer.parse(["stocks", "--help"]).command == .help(topic: ["stocks"]))
        #expect(try Tokenizer.parse(["stocks", "show", "-h"]).command == .help(topic: ["stocks", "show"]))
        #expect(try Tokenizer.parse(["stocks", "sync", "--help"]).command == .help(topic: ["stocks", "sync"]))
        #expect(try Tokenizer.parse(["help", "stocks"]).command == .help(topic: ["stocks"]))
        #expect(try Tokenizer.parse(["--version"]).command == .version)
        #expect(try Tokenizer.parse(["-V"]).command == .version)
        #expect(try Tokenizer.parse(["stocks", "apple", "-V"]).command == .version)
    }

    /// POSIX short-option bundling: `-qh` is `-q -h`; a bundle with a letter that is not a
    /// value-less short option is refused whole.
    @Test func bundledShortOptions() throws {
        let bundled = try Tokenizer.parse(["stocks", "-qh"])
        #expect(bundled.command == .help(topic: ["stocks"]) && bundled.quiet)
        let reversed = try Tokenizer.parse(["-hq", "stocks"])
        #expect(reversed.command == .help(topic: ["stocks"]) && reversed.quiet)
        let version = try Tokenizer.parse(["-qV"])
        #expect(version.command == .version && version.quiet)
        #expect { try Tokenizer.parse(["stocks", "a", "-qx"]) } throws: { e in
            guard case .unknownOption("-qx", _) = e as? UsageError else { return false }
            return true
        }
        // An operand after `--` is never read as a bundle.
        #expect(try Tokenizer.parse(["stocks", "--", "-qh"]).command == .stocksSearch(query: "-qh", limit: 20, field: .all))
    }

    @Test func unknownOption() {
        #expect { try Tokenizer.parse(["stocks", "a", "--colour", "never"]) } throws: { e in
            guard case .unknownOption("--colour", let valid) = e as? UsageError else { return false }
            return valid.contains("--color") && valid.contains("--limit")
        }
        #expect(throws: UsageError.self) { try Tokenizer.parse(["-x", "stocks", "a"]) }
    }

    @Test func missingValue() {
        #expect(throws: UsageError.missingValue(Model.limit)) { try Tokenizer.parse(["stocks", "a", "--limit"]) }
        #expect(throws: UsageError.missingValue(Model.lang)) { try Tokenizer.parse(["--lang", "--json", "stocks", "a"]) }
        #expect(throws: UsageError.missingValue(Model.format)) { try Tokenizer.parse(["stocks", "a", "--format="]) }
    }

    @Test func badValues() {
        #expect(throws: UsageError.badValue(Model.limit, value: "abc")) { try Tokenizer.parse(["stocks", "--limit", "abc", "a"]) }
        #expect(throws: UsageError.badValue(Model.limit, value: "-1")) { try Tokenizer.parse(["stocks", "a", "--limit=-1"]) }
        #expect(throws: UsageError.badValue(Model.format, value: "xml")) { try Tokenizer.parse(["--format", "xml", "stocks", "a"]) }
        #expect(throws: UsageError.badValue(Model.lang, value: "de")) { try Tokenizer.parse(["--lang=de", "stocks", "a"]) }
        #expect(throws: UsageError.badValue(Model.by, value: "isin")) { try Tokenizer.parse(["stocks", "a", "--by", "isin"]) }
        #expect(throws: UsageError.unexpectedValue(Model.json)) { try Tokenizer.parse(["stocks", "a", "--json=yes"]) }
    }

    @Test func unknownCommandAndMissingArguments() {
        #expect(throws: UsageError.unknownCommand("stock")) { try Tokenizer.parse(["stock", "apple"]) }
        #expect(throws: UsageError.missingQuery(command: "stocks")) { try Tokenizer.parse(["stocks"]) }
        #expect(throws: UsageError.missingQuery(command: "stocks")) { try Tokenizer.parse(["stocks", "  "]) }
        #expect(throws: UsageError.missingTicker) { try Tokenizer.parse(["stocks", "show"]) }
    }

    @Test(arguments: [Language.en, .ru])
    func everyErrorIsOneLineNamingTheChoices(language: Language) throws {
        let c = try messages(language)
        let errors: [UsageError] = [.unknownOption("--x", valid: ["--limit", "--by"]), .missingValue(Model.by),
                                    .badValue(Model.color, value: "pink"), .unexpectedValue(Model.json),
                                    .unknownCommand("stock"), .missingQuery(command: "stocks"), .missingTicker,
                                    .unexpectedArgument("x"), .badValue(Model.limit, value: "abc"),
                                    .queryTooLong(command: "stocks", length: 1001, limit: 1000),
                                    .controlCharacter(command: "stocks", codePoint: "U+0001")]
        for e in errors {
            let m = e.message(c)
            #expect(!m.contains("\n") && !m.contains("usage.") && !m.contains("{"), "\(m)")
        }
        #expect(UsageError.badValue(Model.color, value: "pink").message(c).contains("auto, always, never"))
        #expect(UsageError.unknownCommand("stock").message(c).contains("stocks"))
        // Grouped as the language writes numbers ("1,000,000", "1 000 000"); spoken, whole.
        let limit = UsageError.badValue(Model.limit, value: "abc").message(c)
        #expect(limit.contains(c.numberFormat.decimal(1_000_000)) && !limit.contains("1000000"), "\(limit)")
        // Spoken through the speller: Russian in words, in the genitive after "от … до".
        #expect(UsageError.badValue(Model.limit, value: "abc").message(c.speaking).contains(c.language == .ru ? "до одного миллиона" : "1000000"))
    }
}

@Suite struct NetworkCommandParsingTests {
    @Test func photoOptionsAreInTheModel() throws {
        let inv = try Tokenizer.parse(["photos", "cats", "--json", "--color", "синий", "--lang=ru", "--page", "2",
                                       "--orientation", "Landscape", "--per-page=30", "--order", "latest"])
        #expect(inv.format == .json)
        #expect(inv.lang == .ru)
        #expect(inv.color == nil)
        var filters = PhotoFilters()
        filters.color = "blue"
        filters.page = 2
        filters.orientation = "landscape"
        filters.perPage = 30
        filters.order = "latest"
        #expect(inv.command == .photosSearch(query: "cats", filters: filters))
        #expect(inv.command.binary == .finderNet)
        #expect(try Tokenizer.parse(["--color", "never", "photos", "cats"]).color == .never)
    }

    @Test func syncAndConfigRunInFinderNet() throws {
        let sync = try Tokenizer.parse(["--data-dir", "/d", "stocks", "sync", "--from", "moex"])
        #expect(sync.command == .stocksSync(from: "moex"))
        #expect(sync.command.binary == .finderNet)
        #expect(try Tokenizer.parse(["config", "set", "unsplash-key", "-q"]).command == .config(arguments: ["set", "unsplash-key"]))
        #expect(try Tokenizer.parse(["interactive", "photos"]).command.binary == .finderNet)
        // The interactive sessions are async (`finder` links no async code): both run in finder-net.
        #expect(try Tokenizer.parse(["interactive"]).command.binary == .finderNet)
        #expect(try Tokenizer.parse(["interactive", "stocks"]).command.binary == .finderNet)
        #expect(try Tokenizer.parse(["help", "photos"]).command.binary == .finder)
        #expect(try Tokenizer.parse(["stocks", "apple"]).command.binary == .finder)
    }

    @Test func optionsOfOtherCommandsAreRefused() {
        #expect(throws: UsageError.self) { try Tokenizer.parse(["stocks", "sync", "--limit", "3"]) }
        #expect(throws: UsageError.self) { try Tokenizer.parse(["stocks", "apple", "--from", "moex"]) }
        #expect(throws: UsageError.self) { try Tokenizer.parse(["photos", "more", "--page", "3"]) }
        #expect(throws: UsageError.self) { try Tokenizer.parse(["photos", "--page", "3", "more"]) }
        #expect(throws: UsageError.badValue(Model.perPage, value: "31")) { try Tokenizer.parse(["photos", "cats", "--per-page", "31"]) }
        #expect(throws: UsageError.badValue(Model.photoColor, value: "pink")) { try Tokenizer.parse(["photos", "cats", "--color", "pink"]) }
        #expect(throws: UsageError.badValue(Model.format, value: "xml")) { try Tokenizer.parse(["photos", "cats", "--format", "xml"]) }
        #expect(throws: UsageError.missingValue(Model.lang)) { try Tokenizer.parse(["photos", "cats", "--lang"]) }
    }

    /// A line with a mistake is still read for its language and format (the error is said in them).
    @Test func aBrokenLineStillCarriesItsFormatAndLanguage() {
        let r = Tokenizer.read(["stock", "apple", "--json", "--lang", "ru"])
        #expect(r.error == .unknownCommand("stock"))
        #expect(r.invocation.format == .json)
        #expect(r.invocation.lang == .ru)
        #expect(Tokenizer.read(["--format", "jsonl", "stocks", "--bogus"]).invocation.format == .jsonl)
    }
}

@Suite struct ParserStrictnessTests {
    @Test func anotherCommandsOptionIsAnUnknownOption() {
        #expect { try Tokenizer.parse(["history", "--limit", "5"]) } throws: { e in
            guard case .unknownOption("--limit", let valid) = e as? UsageError else { return false }
            return valid.contains("--domain") && !valid.contains("--limit")
        }
        #expect(throws: UsageError.self) { try Tokenizer.parse(["suggest", "--by", "ticker", "ap"]) }
        #expect(throws: UsageError.self) { try Tokenizer.parse(["stocks", "--domain", "photos", "apple"]) }
        #expect(throws: UsageError.self) { try Tokenizer.parse(["--limit", "5", "history"]) }
    }

    @Test func aCommandOptionBeforeItsCommandStillWorks() throws {
        #expect(try Tokenizer.parse(["--limit", "5", "stocks", "a"]).command == .stocksSearch(query: "a", limit: 5, field: .all))
    }

    @Test func aNegativeNumberIsABadValueNotAMissingOne() {
        #expect(throws: UsageError.badValue(Model.limit, value: "-1")) { try Tokenizer.parse(["stocks", "a", "--limit", "-1"]) }
    }

    @Test func theCommandMayFollowADoubleDash() throws {
        #expect(try Tokenizer.parse(["--", "stocks", "apple"]).command == .stocksSearch(query: "apple", limit: 20, field: .all))
    }

    /// The last of a repeated option wins, for every option.
    @Test func theLastOfARepeatedOptionWins() throws {
        let inv = try Tokenizer.parse(["--lang", "ru", "--lang", "en", "--format", "json", "--format", "text", "stocks", "a",
                                       "--limit", "2", "--limit", "3", "--by", "name", "--by", "ticker"])
        #expect(inv.lang == .en)
        #expect(inv.format == .text)
        #expect(inv.command == .stocksSearch(query: "a", limit: 3, field: .ticker))
        #expect(try Tokenizer.parse(["--json", "--format", "jsonl", "stocks", "a"]).format == .jsonl)
        #expect(try Tokenizer.parse(["--format", "jsonl", "--json", "stocks", "a"]).format == .json)
    }

    /// Option values ignore case everywhere.
    @Test func valuesIgnoreCase() throws {
        #expect(try Tokenizer.parse(["--lang", "RU", "stocks", "a"]).lang == .ru)
        #expect(try Tokenizer.parse(["--format", "JSON", "stocks", "a"]).format == .json)
        #expect(try Tokenizer.parse(["--color", "Never", "stocks", "a"]).color == .never)
        #expect(try Tokenizer.parse(["stocks", "a", "--by", "Ticker"]).command == .stocksSearch(query: "a", limit: 20, field: .ticker))
        #expect(try Tokenizer.parse(["completion", "BASH"]).command == .completion(shell: "bash"))
        if case .photosSearch(_, let f) = try Tokenizer.parse(["photos", "a", "--color", "Blue"]).command {
            #expect(f.color == "blue")
        } else {
            Issue.record("not a photo search")
        }
    }

    /// `--domain` once in the valid options of an error.
    @Test func validOptionsAreListedOnce() {
        #expect { try Tokenizer.parse(["history", "--bogus"]) } throws: { e in
            guard case .unknownOption(_, let valid) = e as? UsageError else { return false }
            return valid.filter { $0 == "--domain" }.count == 1
        }
        #expect { try Tokenizer.parse(["--bogus", "history"]) } throws: { e in
            guard case .unknownOption(_, let valid) = e as? UsageError else { return false }
            return valid.filter { $0 == "--domain" }.count == 1 && valid.filter { $0 == "--color" }.count == 1
        }
    }

    /// Queries with control characters and absurd lengths are usage errors.
    @Test func queriesAreChecked() throws {
        #expect(throws: UsageError.controlCharacter(command: "stocks", codePoint: "U+0001")) {
            try Tokenizer.parse(["stocks", "ap\u{01}\u{1b}[31mple"])
        }
        #expect(throws: UsageError.controlCharacter(command: "photos", codePoint: "U+001B")) {
            try Tokenizer.parse(["photos", "\u{1b}[2J"])
        }
        let long = String(repeating: "a", count: 1001)
        #expect(throws: UsageError.queryTooLong(command: "stocks", length: 1001, limit: 1000)) { try Tokenizer.parse(["stocks", long]) }
        #expect(try Tokenizer.parse(["stocks", String(repeating: "a", count: 1000)]).command != .none)
    }
}

/// "did you mean" from the model's names.
@Suite struct SuggestionTests {
    @Test func closeNamesAreSuggested() {
        #expect(Suggestion.closest(to: "stock", among: Model.commands.map(\.name)) == "stocks")
        #expect(Suggestion.closest(to: "histroy", among: Model.commands.map(\.name)) == "history")
        #expect(Suggestion.closest(to: "--limt", among: ["--limit", "--by"]) == "--limit")
        #expect(Suggestion.closest(to: "--oreintation", among: Model.photos.options.map(\.spelling)) == "--orientation")
        #expect(Suggestion.closest(to: "cler", among: ["list", "clear", "remove"]) == "clear")
        #expect(Suggestion.closest(to: "xyz", among: Model.commands.map(\.name)) == nil)
        #expect(Suggestion.closest(to: "banana", among: Model.commands.map(\.name)) == nil)
    }

    @Test(arguments: [Language.en, .ru])
    func messagesSayTheSuggestion(language: Language) throws {
        let c = try messages(language)
        let said = language == .en ? "did you mean" : "может быть"
        #expect(UsageError.unknownCommand("stock").message(c).contains("\(said) “stocks”") || UsageError.unknownCommand("stock").message(c).contains("\(said), «stocks»"))
        #expect(UsageError.unknownOption("--limt", valid: ["--limit"]).message(c).contains("--limit?"))
        #expect(UsageError.badSubcommand(command: "history", value: "cler", valid: ["list", "clear"]).message(c).contains("clear"))
        #expect(!UsageError.unknownCommand("xyz").message(c).contains(said))
    }

    /// The typed options' words are their types' names, so every value the parser accepts
    /// converts (and `--domain`, `--by`, interactive's operand are typed from the parser on).
    @Test func typedChoicesAreTheirTypesNames() throws {
        #expect(CommandModel.by.value == .choice(StockField.allCases.map(\.rawValue)))
        #expect(CommandModel.domain.value == .choice(SearchDomain.allCases.map(\.rawValue)))
        #expect(CommandModel.domainNames == SearchDomain.allCases.map(\.rawValue))
        #expect(try Tokenizer.parse(["history", "--domain", "Photos"]).command == .history(action: .list, domain: .photos))
        #expect(try Tokenizer.parse(["suggest", "ap"]).command == .suggest(text: "ap", domain: .stocks))
        #expect(try Tokenizer.parse(["interactive", "PHOTOS"]).command == .interactive(domain: .photos))
        #expect(throws: UsageError.self) { try Tokenizer.parse(["history", "--domain", "films"]) }
        #expect(throws: UsageError.self) { try Tokenizer.parse(["stocks", "a", "--by", "isin"]) }
    }

    /// `stocks show AAPL MSFT SBER` and `stocks show AAPL,MSFT`: the tickers in the order given.
    @Test func severalTickersInTheOrderGiven() throws {
        #expect(try Tokenizer.parse(["stocks", "show", "AAPL", "MSFT", "SBER"]).command == .stocksShow(tickers: ["AAPL", "MSFT", "SBER"]))
        #expect(try Tokenizer.parse(["stocks", "show", "AAPL,MSFT"]).command == .stocksShow(tickers: ["AAPL", "MSFT"]))
        #expect(try Tokenizer.parse(["stocks", "show", "NET, aapl", ",", "TSLA,"]).command == .stocksShow(tickers: ["NET", "aapl", "TSLA"]))
        #expect(throws: UsageError.missingTicker) { try Tokenizer.parse(["stocks", "show", ",", " "]) }
        #expect(throws: UsageError.tooManyTickers(command: "stocks show", count: 1001, limit: 1000)) {
            try Tokenizer.parse(["stocks", "show", Array(repeating: "A", count: 1001).joined(separator: ",")])
        }
        #expect(throws: UsageError.controlCharacter(command: "stocks show", codePoint: "U+001B")) {
            try Tokenizer.parse(["stocks", "show", "AAPL\u{1b}]52"])
        }
    }
}
