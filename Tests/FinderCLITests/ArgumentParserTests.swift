import Testing
@testable import FinderCLI

@Suite struct ArgumentParserTests {
    @Test func searchWithOptionsAnywhere() throws {
        let inv = try ArgumentParser.parse(["--lang", "ru", "stocks", "société", "--limit=5", "générale", "--by", "name", "--json"])
        #expect(inv.lang == .ru)
        #expect(inv.format == .json)
        #expect(inv.command == .stocksSearch(query: "société générale", limit: 5, field: "name"))
    }

    @Test func limitZeroMeansAllAndDefaultIsTwenty() throws {
        #expect(try ArgumentParser.parse(["stocks", "a", "--limit", "0"]).command == .stocksSearch(query: "a", limit: nil, field: "all"))
        #expect(try ArgumentParser.parse(["stocks", "a"]).command == .stocksSearch(query: "a", limit: 20, field: "all"))
    }

    @Test func allListingsIsAStocksFlag() throws {
        #expect(try ArgumentParser.parse(["stocks", "apple", "--all-listings"]).command
                == .stocksSearch(query: "apple", limit: 20, field: "all", allListings: true))
        #expect(try ArgumentParser.parse(["--all-listings", "stocks", "apple"]).command
                == .stocksSearch(query: "apple", limit: 20, field: "all", allListings: true))
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["history", "--all-listings"]) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["stocks", "apple", "--all-listings=yes"]) }
        #expect(CompletionScripts.bash().contains("--all-listings"))
    }

    @Test func showAndItsEscape() throws {
        #expect(try ArgumentParser.parse(["stocks", "show", "AAPL"]).command == .stocksShow(ticker: "AAPL"))
        #expect(try ArgumentParser.parse(["stocks", "--", "show"]).command == .stocksSearch(query: "show", limit: 20, field: "all"))
        #expect(try ArgumentParser.parse(["stocks", "-q", "--", "-x"]).command == .stocksSearch(query: "-x", limit: 20, field: "all"))
    }

    @Test func helpForms() throws {
        #expect(try ArgumentParser.parse(["--help"]).command == .help(topic: []))
        #expect(try ArgumentParser.parse(["stocks", "--help"]).command == .help(topic: ["stocks"]))
        #expect(try ArgumentParser.parse(["stocks", "show", "-h"]).command == .help(topic: ["stocks", "show"]))
        #expect(try ArgumentParser.parse(["help", "stocks"]).command == .help(topic: ["stocks"]))
        #expect(try ArgumentParser.parse(["--version"]).version)
    }

    @Test func unknownOption() {
        #expect { try ArgumentParser.parse(["stocks", "a", "--colour", "never"]) } throws: { e in
            guard case .unknownOption("--colour", let valid) = e as? UsageError else { return false }
            return valid.contains("--color") && valid.contains("--limit")
        }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["-x", "stocks", "a"]) }
    }

    @Test func missingValue() {
        #expect(throws: UsageError.missingValue(Flags.limit)) { try ArgumentParser.parse(["stocks", "a", "--limit"]) }
        #expect(throws: UsageError.missingValue(Flags.lang)) { try ArgumentParser.parse(["--lang", "--json", "stocks", "a"]) }
        #expect(throws: UsageError.missingValue(Flags.format)) { try ArgumentParser.parse(["stocks", "a", "--format="]) }
    }

    @Test func badValues() {
        #expect(throws: UsageError.badValue(Flags.limit, value: "abc")) { try ArgumentParser.parse(["stocks", "--limit", "abc", "a"]) }
        #expect(throws: UsageError.badValue(Flags.limit, value: "-1")) { try ArgumentParser.parse(["stocks", "a", "--limit=-1"]) }
        #expect(throws: UsageError.badValue(Flags.format, value: "xml")) { try ArgumentParser.parse(["--format", "xml", "stocks", "a"]) }
        #expect(throws: UsageError.badValue(Flags.lang, value: "de")) { try ArgumentParser.parse(["--lang=de", "stocks", "a"]) }
        #expect(throws: UsageError.badValue(Flags.by, value: "isin")) { try ArgumentParser.parse(["stocks", "a", "--by", "isin"]) }
        #expect(throws: UsageError.unexpectedValue(Flags.json)) { try ArgumentParser.parse(["stocks", "a", "--json=yes"]) }
    }

    @Test func unknownCommandAndMissingArguments() {
        #expect(throws: UsageError.unknownCommand("stock")) { try ArgumentParser.parse(["stock", "apple"]) }
        #expect(throws: UsageError.missingQuery(command: "stocks")) { try ArgumentParser.parse(["stocks"]) }
        #expect(throws: UsageError.missingQuery(command: "stocks")) { try ArgumentParser.parse(["stocks", "  "]) }
        #expect(throws: UsageError.missingTicker) { try ArgumentParser.parse(["stocks", "show"]) }
        #expect(throws: UsageError.unexpectedArgument("MSFT")) { try ArgumentParser.parse(["stocks", "show", "AAPL", "MSFT"]) }
    }

    @Test(arguments: [Language.en, .ru])
    func everyErrorIsOneLineNamingTheChoices(language: Language) throws {
        let c = try catalog(language)
        let errors: [UsageError] = [.unknownOption("--x", valid: ["--limit", "--by"]), .missingValue(Flags.by),
                                    .badValue(Flags.color, value: "pink"), .unexpectedValue(Flags.json),
                                    .unknownCommand("stock"), .missingQuery(command: "stocks"), .missingTicker,
                                    .unexpectedArgument("x"), .badValue(Flags.limit, value: "abc")]
        for e in errors {
            let m = e.message(c)
            #expect(!m.contains("\n") && !m.contains("usage.") && !m.contains("{"), "\(m)")
        }
        #expect(UsageError.badValue(Flags.color, value: "pink").message(c).contains("auto, always, never"))
        #expect(UsageError.unknownCommand("stock").message(c).contains("stocks"))
        #expect(UsageError.badValue(Flags.limit, value: "abc").message(c).contains("1000000"))
    }
}

@Suite struct ExternalCommandParsingTests {
    @Test func globalOptionsAfterAnExternalCommandStillApply() throws {
        let inv = try ArgumentParser.parse(["photos", "cats", "--json", "--color", "blue", "--lang=ru", "--page", "2"])
        #expect(inv.format == .json)
        #expect(inv.lang == .ru)
        #expect(inv.color == nil)
        #expect(inv.command == .external(command: "photos", arguments: ["cats", "--color", "blue", "--page", "2"]))
    }

    @Test func stocksSyncAndConfigAreExternal() throws {
        #expect(try ArgumentParser.parse(["--data-dir", "/d", "stocks", "sync", "--from", "moex"]).command
                == .external(command: "stocks sync", arguments: ["--from", "moex"]))
        #expect(try ArgumentParser.parse(["config", "set", "unsplash-key", "-q"]).command
                == .external(command: "config", arguments: ["set", "unsplash-key"]))
        #expect(try ArgumentParser.parse(["photos", "--", "--json"]).command == .external(command: "photos", arguments: ["--", "--json"]))
    }

    @Test func badGlobalValuesAfterAnExternalCommandAreUsageErrors() {
        #expect(throws: UsageError.badValue(Flags.format, value: "xml")) { try ArgumentParser.parse(["photos", "cats", "--format", "xml"]) }
        #expect(throws: UsageError.missingValue(Flags.lang)) { try ArgumentParser.parse(["photos", "cats", "--lang"]) }
    }
}

@Suite struct ParserStrictnessTests {
    @Test func anotherCommandsFlagIsAnUnknownOption() {
        #expect { try ArgumentParser.parse(["history", "--limit", "5"]) } throws: { e in
            guard case .unknownOption("--limit", let valid) = e as? UsageError else { return false }
            return valid.contains("--domain") && !valid.contains("--limit")
        }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["suggest", "--by", "ticker", "ap"]) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["stocks", "--domain", "photos", "apple"]) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["--limit", "5", "history"]) }
    }

    @Test func aCommandFlagBeforeItsCommandStillWorks() throws {
        #expect(try ArgumentParser.parse(["--limit", "5", "stocks", "a"]).command == .stocksSearch(query: "a", limit: 5, field: "all"))
    }

    @Test func aNegativeNumberIsABadValueNotAMissingOne() {
        #expect(throws: UsageError.badValue(Flags.limit, value: "-1")) { try ArgumentParser.parse(["stocks", "a", "--limit", "-1"]) }
    }

    @Test func theCommandMayFollowADoubleDash() throws {
        #expect(try ArgumentParser.parse(["--", "stocks", "apple"]).command == .stocksSearch(query: "apple", limit: 20, field: "all"))
    }
}

@Suite struct SavedItemsTests {
    @Test func itemsRoundTripWithAbsentFieldsAndRoles() throws {
        let items = [ResultItem(fields: [
            ResultField(name: "ticker", json: .string("AAPL"), text: "AAPL", role: .ticker),
            ResultField(name: "price", json: .null, text: "price unknown", label: nil, role: .muted),
            ResultField(name: "isin", json: .string("US0378331005"), text: nil, label: "ISIN", inListing: false),
            ResultField(name: "name", json: .string("L’Oréal \"SA\""), text: "L’Oréal \"SA\"", label: "name"),
        ])]
        let decoded = try #require(SavedItems.decode(SavedItems.encode(items)))
        #expect(decoded.count == 1)
        let a = items[0].fields, b = decoded[0].fields
        #expect(a.map(\.name) == b.map(\.name))
        #expect(a.map(\.text) == b.map(\.text))
        #expect(a.map(\.label) == b.map(\.label))
        #expect(a.map { $0.role.map { "\($0)" } } == b.map { $0.role.map { "\($0)" } })
        #expect(a.map(\.inListing) == b.map(\.inListing))
        #expect(a.map { $0.json.serialized() } == b.map { $0.json.serialized() })
        #expect(SavedItems.decode("not\u{1F}saved") == nil)
    }
}
