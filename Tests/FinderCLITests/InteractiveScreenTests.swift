import Testing
import FinderDomain
@testable import FinderCLI

@Suite(.timeLimit(.minutes(1))) struct InteractiveScreenTests {
    @Test func drawsQuerySuggestionsStateAndMarkedSelection() async throws {
        let en = try catalog(.en)
        let h = Harness(history: FakeHistory(["abc corp", "tesla"]), catalog: en)
        h.type("abc")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        _ = h.controller.handle(.down)
        let drawer = ScreenDrawer(catalog: en, style: Style(enabled: false, theme: .auto))
        let (lines, row, column) = drawer.lines(h.controller, rows: 12, columns: 60)
        let text = lines.map(\.text)
        #expect(lines.count == 12)
        #expect(text[0] == "Search stocks: abc")
        #expect(text[1] == "Suggestions: [abc] · abc corp · ABC1 · ABC2 · ABC3")  // Enter recorded "abc"
        #expect(text[2] == "3 results")
        #expect(text[3] == "  ABC1  Result 1 for abc")
        #expect(text[4] == "> ABC2  Result 2 for abc")
        #expect(text[10] == "Saved “abc” to history.")
        #expect(text[11].hasPrefix("Up/Down move"))
        #expect((row, column) == (0, 18))
        for t in text { #expect(DisplayWidth.of(t) <= 59, "\(t)") }
    }

    @Test func longLinesAreCutAndTheQueryScrolls() throws {
        let en = try catalog(.en)
        let h = Harness(catalog: en)
        h.type(String(repeating: "x", count: 40))
        let drawer = ScreenDrawer(catalog: en, style: Style(enabled: false, theme: .auto))
        let (lines, _, column) = drawer.lines(h.controller, rows: 5, columns: 30)
        for l in lines { #expect(DisplayWidth.of(l.text) <= 29, "\(l.text)") }
        #expect(column <= 29)
        #expect(lines[2].text.hasSuffix("…"))
    }

    @Test func colourOnlyWhenAllowedAndTheSelectionHasAMarkerToo() async throws {
        let en = try catalog(.en)
        let h = Harness(catalog: en)
        h.type("ab")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        let plain = ScreenDrawer(catalog: en, style: Style(enabled: false, theme: .auto)).lines(h.controller, rows: 10, columns: 40)
        #expect(!plain.lines.map { $0.painted(Style(enabled: false, theme: .auto)) }.joined().contains("\u{1b}"))
        let coloured = ScreenDrawer(catalog: en, style: Style(enabled: true, theme: .dark))
            .frame(h.controller, rows: 10, columns: 40)
        #expect(coloured.contains("\u{1b}[7m> "))
    }

    @Test(arguments: [
        (OutputFormat.text, false, [String: String](), true, true, InteractiveCommand.Mode.screen),
        (.text, true, [:], true, true, .line),
        (.text, false, ["TERM": "dumb"], true, true, .line),
        (.text, false, [:], false, true, .piped),
        (.text, false, [:], true, false, .piped),
        (.json, false, [:], true, true, .piped),
        (.jsonl, true, [:], false, false, .piped),
        (.text, true, [:], false, false, .line),
    ])
    func modeChoice(format: OutputFormat, accessible: Bool, env: [String: String], stdin: Bool, stdout: Bool,
                    expected: InteractiveCommand.Mode) {
        #expect(InteractiveCommand.mode(format: format, accessible: accessible, environment: env,
                                        stdinIsTerminal: stdin, stdoutIsTerminal: stdout) == expected)
    }

    @Test func debounceIsConfigurable() {
        #expect(InteractiveCommand.debounce(environment: [:]) == 200)
        #expect(InteractiveCommand.debounce(environment: ["FINDER_DEBOUNCE_MS": "50"]) == 50)
        #expect(InteractiveCommand.debounce(environment: ["FINDER_DEBOUNCE_MS": "-1"]) == 200)
        #expect(InteractiveCommand.debounce(environment: ["FINDER_DEBOUNCE_MS": "soon"]) == 200)
    }

    @Test func everyInteractiveKeyExistsInBothLanguages() throws {
        let en = try catalog(.en), ru = try catalog(.ru)
        var keys = ["interactive.suggestions", "interactive.page", "interactive.pageOf", "interactive.moreHint",
                    "interactive.noMorePages", "interactive.noResultsToPage", "interactive.recorded",
                    "interactive.commands", "interactive.unknownCommand",
                    "help.command.interactive", "help.details.interactive",
                    "help.examples.interactive"]
        for d in ["stocks", "photos"] {
            keys += ["prompt", "start", "pressEnter", "loading", "keys", "line.intro"].map { "interactive.\($0).\(d)" }
        }
        for k in keys {
            #expect(en.entries[k] != nil, "en \(k)")
            #expect(ru.entries[k] != nil, "ru \(k)")
        }
        #expect(HelpGenerator(catalog: en).help(topic: ["interactive"])?.contains("finder interactive [stocks|photos]") == true)
        #expect(HelpGenerator(catalog: ru).help(topic: [])?.contains("interactive [stocks|photos]") == true)
    }
}
