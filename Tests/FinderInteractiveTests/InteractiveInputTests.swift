import Testing
@testable import FinderCLI
@testable import FinderInteractive

@Suite struct InteractiveKeyDecoderTests {
    func keys(_ chunks: [[UInt8]], flush: Bool = false) -> [Key] {
        var d = KeyDecoder()
        var out = chunks.flatMap { d.feed($0) }
        if flush { out += d.flush() }
        return out
    }

    @Test func textAndControlBytes() {
        #expect(keys([Array("ab ".utf8)]) == [.character("a"), .character("b"), .character(" ")])
        #expect(keys([[0x0d, 0x09, 0x7f, 0x03, 0x04, 0x15, 0x17]])
                == [.enter, .tab, .backspace, .interrupt, .endOfInput, .control("u"), .control("w")])
    }

    @Test func utf8SplitAcrossReads() {
        let bytes = Array("жё".utf8)
        #expect(keys([Array(bytes[0..<1]), Array(bytes[1..<3]), Array(bytes[3...])]) == [.character("ж"), .character("ё")])
    }

    @Test func escapeSequences() {
        let esc: UInt8 = 0x1b
        #expect(keys([[esc] + Array("[A".utf8), [esc] + Array("[B".utf8), [esc] + Array("OC".utf8), [esc] + Array("[D".utf8)])
                == [.up, .down, .right, .left])
        #expect(keys([[esc] + Array("[6~".utf8), [esc] + Array("[5~".utf8), [esc] + Array("[3~".utf8), [esc] + Array("[Z".utf8)])
                == [.pageDown, .pageUp, .delete, .shiftTab])
        #expect(keys([[esc] + Array("[1;5C".utf8)]) == [.right])
        #expect(keys([[esc] + Array("[15~".utf8)]) == [.unknown])
    }

    @Test func sequenceSplitAcrossReads() {
        #expect(keys([[0x1b], Array("[".utf8), Array("6~".utf8)]) == [.pageDown])
    }

    @Test func aLoneEscapeWaitsForThePause() {
        var d = KeyDecoder()
        let fed = d.feed([0x1b])
        #expect(fed == [])
        #expect(d.hasPending)
        let flushed = d.flush()
        #expect(flushed == [.escape])
        #expect(!d.hasPending)
        #expect(keys([[0x1b, 0x1b]], flush: true) == [.escape, .escape])
        #expect(keys([[0x1b, UInt8(ascii: "x")]]) == [.escape, .character("x")])
    }
}

@Suite struct InteractiveLineEditorTests {
    @Test func insertsAtTheCursorAndMoves() {
        var e = LineEditor()
        for c in "aple" { e.apply(.character(c)) }
        e.apply(.left); e.apply(.left); e.apply(.left)
        e.apply(.character("p"))
        #expect(e.text == "apple")
        #expect(e.cursor == 2)
        e.apply(.end)
        #expect(e.cursor == 5)
        e.apply(.home)
        e.apply(.delete)
        #expect(e.text == "pple")
        #expect(e.cursor == 0)
        e.apply(.backspace)  // nothing before the cursor
        #expect(e.text == "pple")
    }

    @Test func killKeys() {
        var e = LineEditor("société générale")
        e.apply(.control("w"))
        #expect(e.text == "société ")
        e.apply(.control("w"))
        #expect(e.text == "")
        e = LineEditor("apple inc")
        e.apply(.home); e.apply(.right); e.apply(.right)
        e.apply(.control("k"))
        #expect(e.text == "ap")
        e.apply(.control("u"))
        #expect(e.text == "" && e.cursor == 0)
    }

    @Test func cursorColumnCountsWideCharacters() {
        let e = LineEditor("日本a")
        #expect(e.cursorColumn == 5)
        #expect(LineEditor("ёж").cursorColumn == 2)
        #expect(DisplayWidth.truncate("Сбербанк России", to: 6) == "Сберб…")
        #expect(DisplayWidth.truncate("short", to: 6) == "short")
    }

    @Test func ignoresKeysThatAreNotEdits() {
        var e = LineEditor("x")
        let up = e.apply(.up), enter = e.apply(.enter)
        #expect(!up && !enter)
        #expect(e.text == "x")
    }
}
