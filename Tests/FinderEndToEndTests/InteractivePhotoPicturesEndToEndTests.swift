import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Pictures in `finder interactive photos`: the built finder-net against the loopback
/// Unsplash stand-in of `ThumbnailEndToEndTests`, whose images are real JPEGs of four flat
/// quadrants (red, green / blue, yellow). Blocks in tmux (read back from the pane's colours),
/// kitty graphics on a pseudo-terminal of its own (read from what reached it).
@Suite(.serialized) struct InteractivePhotoPicturesEndToEndTests {
    static let quadrants = Result { try makeQuadrantJPEG(width: 300, height: 200) }

    /// The cells of the picture in a painted row after its first `skip` characters (the
    /// selection marker), whose escapes are kept: libchafa draws some cells in inverse video.
    static func pictureCells(_ line: Substring, skip: Int = 2, columns: Int? = nil) -> [DrawnCell] {
        var rest = "", skipped = 0, inEscape = false
        for c in line {
            if c == "\u{1b}" { inEscape = true }
            if inEscape || skipped == skip { rest.append(c) } else { skipped += 1 }
            if inEscape, c != "\u{1b}", c != "[", c.isLetter { inEscape = false }
        }
        return DrawnPicture.cells(row: rest[...], columns: columns)
    }

    /// A session that never gets the keys it waits for (the screen it waits for never came)
    /// is killed then: a guard against a hang, not a timing assertion.
    static let hangLimit = 120.0

    static func near(_ cell: DrawnCell?, _ color: RGB) -> Bool {
        guard let mean = cell?.mean else { return false }
        return mean.distance(to: color) < 90
    }

    /// The list draws each photo's own picture (libchafa's symbols in 24-bit colour, inside
    /// tmux) beside its text, four rows high; Enter draws the photo large, fetched again at
    /// its size.
    @Test func theListAndThePhotoViewDrawThePhotosInBlocks() throws {
        let s = try ThumbnailServer([.init(id: "land", width: 3000, height: 2000, answer: .jpeg(Self.quadrants.get()))])
        let dir = TemporaryDirectory("finder-photo-pictures")
        let p = try TmuxPane(["--data-dir", dir.path, "--lang", "en", "interactive", "photos"],
                             environment: ["FINDER_UNSPLASH_URL": s.base, "UNSPLASH_ACCESS_KEY": "test-key",
                                           "XDG_CONFIG_HOME": dir.file("config"), "FINDER_INTERACTIVE_FAULT": "clock",
                                           // Colour, whatever the test runner's environment says.
                                           "COLORTERM": "truecolor", "NO_COLOR": ""],
                             columns: 80, rows: 24)
        try p.waitFor("Search photos:")
        try p.type("lanterns")
        try p.press("Enter")
        // The picture replaces the blur when it has come: red at the top left, green at the top right.
        let listed = try p.waitFor("the photo's picture in the list", painted: true) { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            guard let first = rows.firstIndex(where: { $0.contains("Photo land") }) else { return false }
            let cells = Self.pictureCells(rows[first], columns: 12)
            return Self.near(cells.first, RGB(255, 0, 0)) && Self.near(cells.last, RGB(0, 255, 0))
        }
        let rows = listed.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(rows.firstIndex { $0.contains("Photo land") })
        // Four rows of 12 cells: blue and yellow at the bottom; the text beside the first two.
        let bottom = Self.pictureCells(rows[first + 3], columns: 12)
        #expect(bottom.count == 12 && Self.near(bottom.first, RGB(0, 0, 255)) && Self.near(bottom.last, RGB(255, 255, 0)),
                "\(rows[first + 3].debugDescription)")
        #expect(rows[first + 1].contains("Photo by Anna on Unsplash"))
        let plain = try p.screen()
        #expect(plain.split(separator: "\n").allSatisfy { $0.count <= 80 })
        let listRequest = try #require(s.imageRequests.first)
        #expect(listRequest.query["w"] == "96" && listRequest.query["h"] == "64", "12 × 4 cells of 8 × 16 pixels: \(listRequest.target)")

        try p.press("Enter")
        let shown = try p.waitFor("the photo in full, large", painted: true) { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            guard rows.count > 3, screen.contains("Esc/Enter back to the list") else { return false }
            return Self.pictureCells(rows[3], skip: 0).count >= 30
        }
        let viewRows = shown.split(separator: "\n", omittingEmptySubsequences: false)
        let top = Self.pictureCells(viewRows[3], skip: 0)
        #expect(Self.near(top.first, RGB(255, 0, 0)) && Self.near(top.last, RGB(0, 255, 0)), "\(viewRows[3].debugDescription)")
        #expect(try p.screen().contains("https://unsplash.com/photos/land"))
        try p.waitFor("the photo fetched at its size") { _ in s.imageRequests.count == 2 }
        let large = try #require(s.imageRequests.last)
        #expect((Int(large.query["w"] ?? "") ?? 0) > 96 * 3, "\(large.target)")
        try p.press("Escape")
        try p.press("Escape")
        try p.expectRestored(exit: "0")
    }

    /// Kitty: each image transmitted once with an id, placed by id at its cell, the list's
    /// placement deleted when the photo view replaces it, and every image deleted at the end.
    @Test func kittyImagesArePlacedByIdAndDeleted() throws {
        // The image is held until the blur has been drawn in its place: the order is the
        // session's, not the scheduler's.
        let gate = Gate(limit: Self.hangLimit)
        let s = try ThumbnailServer([.init(id: "land", width: 3000, height: 2000, answer: .held(Self.quadrants.get(), gate))])
        final class Keys: @unchecked Sendable {
            let lock = NSLock()
            var stage = 0
            var mark = 0
        }
        let keys = Keys()
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-photo-pictures"),
                                      environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"],
                                      command: ["interactive", "photos"], hangLimit: Self.hangLimit) { output in
            keys.lock.withLock { () -> [UInt8]? in
                let text = String(decoding: output, as: UTF8.self)
                let new = String(decoding: output.dropFirst(keys.mark), as: UTF8.self)
                var reply: String?
                switch keys.stage {
                case 0 where new.contains("Search photos:"): reply = "cats\r"
                // The list drawn with the blur where the picture will be: the image may come.
                case 1 where new.contains("▀"): gate.open(); reply = ""
                // The list's picture placed: Enter shows the photo.
                case 2 where new.contains("\u{1b}_Ga=p,"): reply = "\r"
                // The photo's own image (a second transmission) placed: back to the list.
                case 3 where occurrences("\u{1b}_Ga=t,", in: text) >= 2 && text.hasSuffix("\u{1b}[?25h"): reply = "\u{1b}"
                case 4 where new.contains("\u{1b}[4;3H\u{1b}_Ga=p,"): reply = "\u{1b}"
                default: break
                }
                guard let reply else { return nil }
                keys.stage += 1
                keys.mark = output.count
                return Array(reply.utf8)
            }
        }
        let text = run.text
        #expect(run.status == 0, "\(text.suffix(400).debugDescription)")
        let ids = text.components(separatedBy: "\u{1b}_Ga=t,f=24,i=").dropFirst().compactMap { UInt32($0.prefix { $0.isNumber }) }
        #expect(ids.count == 2, "the list's image and the photo view's, each sent once: \(ids)")
        guard ids.count == 2 else { return }
        let (small, large) = (ids[0], ids[1])
        // The list: the picture at the fourth row after the marker, 12 × 4 cells.
        #expect(text.contains("\u{1b}[4;3H\u{1b}_Ga=p,i=\(small),p=1,c=12,r=4,C=1,q=2\u{1b}\\"), "\(text.debugDescription.prefix(3000))")
        // The photo view: at the top left, 45 × 15 cells beside its text; the list's placement deleted.
        #expect(text.contains("\u{1b}[4;1H\u{1b}_Ga=p,i=\(large),p=1,c=45,r=15,C=1,q=2\u{1b}\\"))
        #expect(text.contains("\u{1b}_Ga=d,d=i,i=\(small),q=2\u{1b}\\"))
        // Back in the list, the larger image stands in for the list's, scaled to its cells; at
        // the end both images are deleted with their data.
        #expect(text.contains("\u{1b}[4;3H\u{1b}_Ga=p,i=\(large),p=1,c=12,r=4,C=1,q=2\u{1b}\\"))
        #expect(text.contains("\u{1b}_Ga=d,d=I,i=\(small),q=2\u{1b}\\") && text.contains("\u{1b}_Ga=d,d=I,i=\(large),q=2\u{1b}\\"))
        // The blur stood in before the picture came (the gate opened on it).
        #expect(occurrences("▀", in: text) > 0)
        #expect(s.imageRequests.count == 2)
    }

    /// No colour: no picture, nothing fetched, the one-line rows as before.
    @Test func withoutColourNothingIsFetchedOrDrawn() throws {
        let s = try ThumbnailServer([.init(id: "land", width: 3000, height: 2000, answer: .jpeg(Self.quadrants.get()))])
        final class Keys: @unchecked Sendable {
            let lock = NSLock()
            var stage = 0
        }
        let keys = Keys()
        let run = try s.runOnTerminal(["--color", "never"], data: TemporaryDirectory("finder-photo-pictures"),
                                      environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"],
                                      command: ["interactive", "photos"], hangLimit: Self.hangLimit) { output in
            keys.lock.withLock { () -> [UInt8]? in
                let text = String(decoding: output, as: UTF8.self)
                switch keys.stage {
                case 0 where text.contains("Search photos:"): keys.stage = 1; return Array("cats\r".utf8)
                case 1 where text.contains("Photo by Anna on Unsplash"): keys.stage = 2; return [0x1b]
                default: return nil
                }
            }
        }
        #expect(run.status == 0)
        #expect(!run.text.contains("\u{1b}_G") && !run.text.contains("▀") && !run.text.contains("\u{1b}[38;"))
        #expect(s.imageRequests.isEmpty)
    }
}
