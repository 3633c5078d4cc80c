import Foundation
import Testing
import FinderDomain
@testable import FinderCLI
@testable import FinderInteractive

@Suite struct InteractiveControllerTests {
    @Test func suggestionsShowHistoryWhenEmptyAndMatchesWhileTyping() throws {
        let h = Harness(history: FakeHistory(["gazprom", "apple", "sberbank"]), messages: try messages(.en))
        #expect(h.controller.suggestions == ["gazprom", "apple", "sberbank"])
        h.type("b")
        #expect(h.controller.suggestions == ["sberbank"])
        h.type("x")
        #expect(h.controller.suggestions == [])
    }

    /// A paste is one edit: one search scheduled, whatever its length, and the line keeps at
    /// most 200 characters; Ctrl-C after it quits.
    @Test func aPasteIsOneEditOfABoundedLine() throws {
        let h = Harness(messages: try messages(.en))
        let before = h.controller.scheduler.generation
        let keys = Array(repeating: "apple ", count: 20_000).joined().map { Key.character($0) }
        #expect(h.controller.handle(keys) == .redraw)
        #expect(h.controller.scheduler.generation == before + 1, "one search for the paste")
        #expect(h.controller.editor.text.count == LineEditor.maxCharacters)
        #expect(h.controller.handle([.character("x"), .interrupt, .character("y")]) == .quit(.interrupted))
    }

    /// Line mode reads a line of at most `LineReader.maxLineBytes`, however long the line:
    /// a 2 MB line without its end held 2 MB (and a 2 GB one, 2 GB).
    @Test func lineModeReadsABoundedLine() throws {
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        let writer = Thread {
            let chunk = Array(String(repeating: "я", count: 32_768).utf8)
            for _ in 0..<32 { chunk.withUnsafeBytes { _ = write(ends[1], $0.baseAddress, $0.count) } }
            _ = "\napple\n".withCString { write(ends[1], $0, 7) }
            close(ends[1])
        }
        writer.start()
        let reader = LineReader(fd: ends[0])
        let first = try #require(reader.next())
        #expect(first.utf8.count <= LineReader.maxLineBytes && first.allSatisfy { $0 == "я" } && !first.isEmpty)
        #expect(reader.next() == "apple")
        #expect(reader.next() == nil)
        close(ends[0])
    }

    @Test func tabAcceptsTheHighlightedSuggestionAndCyclesOnRepeat() throws {
        let h = Harness(history: FakeHistory(["gazprom", "apple", "sberbank"]), messages: try messages(.en))
        _ = h.controller.handle(.tab)
        #expect(h.controller.editor.text == "gazprom")
        #expect(h.controller.highlighted == 0)
        _ = h.controller.handle(.tab)
        #expect(h.controller.editor.text == "apple")
        #expect(h.controller.suggestions == ["gazprom", "apple", "sberbank"])
        _ = h.controller.handle(.shiftTab)
        #expect(h.controller.editor.text == "gazprom")
        _ = h.controller.handle(.character("!"))
        #expect(h.controller.editor.text == "gazprom!")
        #expect(h.controller.status == .loading("gazprom!"))
    }

    @Test func arrowsMoveTheSelectionWithinTheResults() async throws {
        let h = Harness(messages: try messages(.en))
        h.type("abc")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        #expect(h.controller.selection == 0)
        _ = h.controller.handle(.down)
        _ = h.controller.handle(.down)
        _ = h.controller.handle(.down)
        #expect(h.controller.selection == 2)
        _ = h.controller.handle(.up)
        #expect(h.controller.selection == 1)
        #expect(h.controller.selectedDetail == "ABC2, Result 2 for abc")
    }

    @Test func quitKeys() throws {
        let h = Harness(messages: try messages(.en))
        #expect(h.controller.handle(.escape) == .quit(.content))
        #expect(h.controller.handle(.interrupt) == .quit(.interrupted))
        #expect(h.controller.handle(.endOfInput) == .quit(.content))
        h.type("ab")
        _ = h.controller.handle(.left)
        #expect(h.controller.handle(.endOfInput) == .redraw)  // on a non-empty line, Ctrl-D deletes
        #expect(h.controller.editor.text == "a")
        h.type(":quit")
        #expect(h.controller.handle(.enter) == .redraw)  // "a:quit" is a query, not a command
        _ = h.controller.handle(.control("u"))
        h.type(":quit")
        #expect(h.controller.handle(.enter) == .quit(.content))
    }

    @Test func historyCommandListsEntriesAndUnknownCommandsSaySo() throws {
        let h = Harness(history: FakeHistory(["gazprom", "apple"]), messages: try messages(.en))
        h.type(":history")
        #expect(h.searcher.queries == [])
        _ = h.controller.handle(.enter)
        #expect(h.controller.shown?.results.items.count == 2)
        #expect(h.controller.statusLine.text == "2 recent searches")
        h.type(":nope")
        _ = h.controller.handle(.enter)
        #expect(h.controller.statusLine.text.hasPrefix("Unknown command :nope."))
    }

    /// ":history zzz" with no match says so, not that history is empty.
    @Test func historyWithoutAMatchSaysWhatWasLookedFor() throws {
        let h = Harness(history: FakeHistory(["газпром"]), messages: try messages(.ru))
        h.type(":history zzz")
        _ = h.controller.handle(.enter)
        #expect(h.controller.statusLine.text.hasPrefix("В истории нет запросов, содержащих «zzz»."), "\(h.controller.statusLine.text)")
        h.type(":history")
        _ = h.controller.handle(.enter)
        #expect(h.controller.shown?.results.items.count == 1)
    }

    @Test func statesAreSaidInTheUILanguage() async throws {
        let h = Harness(messages: try messages(.ru))
        #expect(h.controller.statusLine.text.hasPrefix("Начните печатать"))
        h.type("газ")
        #expect(h.controller.statusLine.text == "Ищем акции по запросу «газ»…")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        #expect(h.controller.statusLine.text == "3 results")  // the searcher's own summary
    }
}
