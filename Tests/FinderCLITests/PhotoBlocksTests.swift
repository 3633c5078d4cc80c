import Testing
@testable import FinderCLI

/// The preview column of photo blocks: the blur, any painter's drawing beside the text,
/// and text lines cut to the terminal's width.
@Suite struct PhotoBlocksTests {
    @Test func theBlurIsFourRowsOfEightCells() {
        let blur = BlurPreview.preview(blurHash: nil, color: "#ff0000", trueColor: true)
        guard case .rows(let rows) = blur.drawing else { Issue.record("not rows"); return }
        #expect(blur.columns == 8 && blur.rows == 4 && rows.count == 4)
        #expect(rows.allSatisfy { $0.components(separatedBy: "▀").count == 9 && $0.contains("38;2;255;0;0") })
        let blank = BlurPreview.preview(blurHash: nil, color: nil, trueColor: false)
        #expect(blank.drawing == .rows(Array(repeating: "        ", count: 4)))
        let indexed = BlurPreview.preview(blurHash: nil, color: "#ff0000", trueColor: false)
        guard case .rows(let r256) = indexed.drawing else { return }
        #expect(r256[0].contains("38;5;196"))
    }

    func blocks(width: Int) -> PhotoBlocks {
        var b = PhotoBlocks(style: Style(enabled: true, theme: .dark), painter: nil, previews: true, settings: Settings(environment: [:]))
        b.width = width   // not the width of whatever terminal runs the tests
        return b
    }

    @Test func rowsSitBesideTheTextAndTextPastThePreviewKeepsItsColumn() {
        let preview = Preview(.rows(["AA", "BB"]), columns: 2, rows: 2)
        let s = blocks(width: 80).beside(preview, ["one", "two", "three"])
        #expect(s == "AA  one\nBB  two\n    three\n")
        let tall = Preview(.rows(["AA", "BB", "CC"]), columns: 2, rows: 3)
        #expect(blocks(width: 80).beside(tall, ["one"]) == "AA  one\nBB\nCC\n")
    }

    @Test func aGraphicGetsRoomThenTheTextIsWrittenFromItsRightEdge() {
        let preview = Preview(.graphic("<IMG>"), columns: 16, rows: 3)
        let s = blocks(width: 80).beside(preview, ["one", "two"])
        #expect(s == "\n\n\n\u{1b}[3A\u{1b}7<IMG>\u{1b}8\r\u{1b}[18Cone\r\n\r\u{1b}[18Ctwo\r\n\r\n")
    }

    @Test func linesBesideAPreviewAreCutToTheTerminalWidth() {
        let line = "1. \u{1b}[1m" + String(repeating: "x", count: 100) + "\u{1b}[0m"
        let s = blocks(width: 40).beside(Preview(.rows(["AAAAAAAA"]), columns: 8, rows: 1), [line])
        let visible = s.replacingOccurrences(of: "\u{1b}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(visible == "AAAAAAAA  1. " + String(repeating: "x", count: 26) + "…\n")
        let link = "\u{1b}]8;;https://e.x/a\u{1b}\\https://e.x/" + String(repeating: "a", count: 50) + "\u{1b}]8;;\u{1b}\\"
        let cut = PhotoBlocks.cut(link, to: 20)
        #expect(cut.hasSuffix("…\u{1b}]8;;\u{1b}\\\u{1b}[0m"), "an open link is closed at the cut")
        #expect(PhotoBlocks.cut("short", to: 20) == "short")
    }
}
