import Testing
import FinderDomain
@testable import FinderCLI
@testable import FinderInteractive

@Suite struct InteractiveScreenTests {
    @Test func drawsQuerySuggestionsStateAndMarkedSelection() async throws {
        let en = try messages(.en)
        let h = Harness(history: FakeHistory(["abc corp", "tesla"]), messages: en)
        h.type("abc")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        _ = h.controller.handle(.down)
        let drawer = ScreenDrawer(messages: en, style: Style(enabled: false, theme: .auto))
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
        let en = try messages(.en)
        let h = Harness(messages: en)
        h.type(String(repeating: "x", count: 40))
        let drawer = ScreenDrawer(messages: en, style: Style(enabled: false, theme: .auto))
        let (lines, _, column) = drawer.lines(h.controller, rows: 5, columns: 30)
        for l in lines { #expect(DisplayWidth.of(l.text) <= 29, "\(l.text)") }
        #expect(column <= 29)
        #expect(lines[2].text.hasSuffix("…"))
    }

    @Test func colourOnlyWhenAllowedAndTheSelectionHasAMarkerToo() async throws {
        let en = try messages(.en)
        let h = Harness(messages: en)
        h.type("ab")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        let plain = ScreenDrawer(messages: en, style: Style(enabled: false, theme: .auto)).lines(h.controller, rows: 10, columns: 40)
        #expect(!plain.lines.map { $0.painted(Style(enabled: false, theme: .auto)) }.joined().contains("\u{1b}"))
        let coloured = ScreenDrawer(messages: en, style: Style(enabled: true, theme: .dark))
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
        #expect(InteractiveCommand.mode(format: format, accessible: accessible, dumbTerminal: Settings(environment: env).dumbTerminal,
                                        stdinIsTerminal: stdin, stdoutIsTerminal: stdout) == expected)
    }

    @Test func debounceIsConfigurable() {
        #expect(InteractiveCommand.debounce(Settings(environment: [:])) == 200)
        #expect(InteractiveCommand.debounce(Settings(environment: ["FINDER_DEBOUNCE_MS": "50"])) == 50)
        #expect(InteractiveCommand.debounce(Settings(environment: ["FINDER_DEBOUNCE_MS": "-1"])) == 200)
        #expect(InteractiveCommand.debounce(Settings(environment: ["FINDER_DEBOUNCE_MS": "soon"])) == 200)
    }

    @Test func everyInteractiveKeyExistsInBothLanguages() throws {
        let en = try messages(.en), ru = try messages(.ru)
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
        #expect(HelpGenerator(messages: en).help(topic: ["interactive"])?.contains("finder interactive [stocks|photos]") == true)
        #expect(HelpGenerator(messages: ru).help(topic: [])?.contains("interactive [stocks|photos]") == true)
    }
}

/// Rows fit the terminal, the name cut first; the key line is never cut.
@Suite struct ColumnFitTests {
    @Test func theNameIsCutFirstThenTheColumnsOnTheRight() {
        // ticker 6, name 43, price 15, place 17: 87 columns with separators.
        #expect(ColumnFit.widths([6, 43, 15, 17], nameColumn: 1, limit: nil) == [6, 43, 15, 17])
        #expect(ColumnFit.widths([6, 43, 15, 17], nameColumn: 1, limit: 79) == [6, 35, 15, 17])
        #expect(ColumnFit.widths([6, 43, 15, 17], nameColumn: 1, limit: 59) == [6, 15, 15, 17])
        #expect(ColumnFit.widths([6, 43, 15, 17], nameColumn: 1, limit: 50) == [6, 12, 15, 11])
        let tight = ColumnFit.widths([6, 43, 15, 17], nameColumn: 1, limit: 20)
        #expect(tight.reduce(0, +) + 6 <= 20)
        #expect(ColumnFit.cell("Sberbank Rossii PAO", width: 12, pad: false) == "Sberbank Ro…")
        #expect(ColumnFit.cell("SBER", width: 6, pad: true) == "SBER  ")
    }

    @Test func theKeyLineKeepsItsWayOut() throws {
        let ru = try messages(.ru).text("interactive.keys.stocks")
        let line = ColumnFit.keyLine(ru, width: 60)
        #expect(DisplayWidth.of(line) <= 60 && line.hasSuffix("Esc — выход") && line.hasPrefix("Вверх/вниз — выбор"), "\(line)")
        #expect(ColumnFit.keyLine(ru, width: 200) == ru)
        #expect(ColumnFit.keyLine(ru, width: 12).count <= 12)
    }

    @Test func aListingRowIsNeverWiderThanTheTerminal() {
        let out = StringOutputStream(), err = StringOutputStream()
        let r = TextRenderer(out: out, err: err, style: Style(enabled: false, theme: .auto), quiet: true, stderrIsTerminal: false,
                             blocks: PhotoBlocks(style: Style(enabled: false, theme: .auto), painter: nil, previews: false, settings: Settings(environment: [:])), width: 60)
        let fields = [ResultField(name: "ticker", json: .null, text: "SBER", role: .ticker),
                      ResultField(name: "name", json: .null, text: "Sberbank Rossii PAO (Сбербанк) with a long tail", role: .name),
                      ResultField(name: "price", json: .null, text: "278,85 $ · 6 мар. 2025 г.", role: .price),
                      ResultField(name: "place", json: .null, text: "Мосбиржа · Россия", role: .muted)]
        r.item(ResultItem(fields: fields), position: 1, total: 1)
        r.finish(SearchContext(domain: "stocks", query: "x", loadingMessage: ""), .content(count: 1, summary: ""))
        let line = String(out.text.dropLast())
        #expect(DisplayWidth.of(line) <= 59, "\(line)")
        // The name down to a dozen columns, then the place on the right; the price stays whole.
        #expect(line.contains("Sberbank Ro…") && line.contains("278,85 $ · 6 мар. 2025 г.") && line.hasSuffix("…"), "\(line)")
    }
}

/// `watch --interval`'s screen (`WatchScreen`): its keys, on either keyboard layout, and the
/// notices it repaints after wrapping.
@Suite struct WatchScreenTests {
    @Test func keysOnEitherLayoutRefreshOrQuit() {
        for k in [Key.character("r"), .character("R"), .character("к"), .character("К"), .enter, .character(" ")] {
            #expect(WatchScreen.request(k) == .refresh, "\(k)")
        }
        for k in [Key.character("q"), .character("Q"), .character("й"), .escape, .endOfInput] {
            #expect(WatchScreen.request(k) == .quit, "\(k)")
        }
        for k in [Key.character("x"), .up, .tab, .interrupt] { #expect(WatchScreen.request(k) == nil, "\(k)") }
    }

    /// Notices are unpainted (`TerminalText.sanitize`) before the screen wraps them.
    @Test func paintedLinesLoseOnlyTheirEscapes() {
        #expect(TerminalText.sanitize("\u{1b}[33mPrices were not refreshed\u{1b}[0m: x") == "Prices were not refreshed: x")
        #expect(TerminalText.sanitize("\u{1b}[1;34mAAPL\u{1b}[0m · ¥2,876") == "AAPL · ¥2,876")
        #expect(TerminalText.sanitize("no escapes · 2 876 ¥") == "no escapes · 2 876 ¥")
    }
}
