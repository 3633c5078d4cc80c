import Testing
import FinderDomain
@testable import FinderCLI
@testable import FinderInteractive

/// An address shown as text — an OSC 8 link's visible text, or the
/// address itself where links are not understood — is never cut with "…" (a cut URL is a
/// wrong URL). Beside a preview, one that does not fit goes on a line of its own; on the
/// interactive screen it is broken over rows, never cut. At 40 and 80 columns.
@Suite struct LinkLayoutTests {
    static let photo = "https://unsplash.com/photos/Cat1abc_XyZ?utm_source=finder&utm_medium=referral"
    static let profile = "https://unsplash.com/@anna_k?utm_source=finder&utm_medium=referral"

    func blocks(width: Int, hyperlinks: Bool) -> PhotoBlocks {
        var b = PhotoBlocks(style: Style(enabled: true, theme: .dark), painter: nil, previews: true,
                            settings: Settings(environment: ["FINDER_HYPERLINKS": hyperlinks ? "1" : "0"]))
        b.width = width
        return b
    }

    func visible(_ s: String) -> String {
        s.replacingOccurrences(of: "\u{1b}\\][^\u{1b}]*\u{1b}\\\\", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1b}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1b}[78]", with: "", options: .regularExpression)
    }

    func item() -> ResultItem {
        ResultItem(fields: [
            ResultField(name: "id", json: .string("Cat1abc_XyZ"), text: nil),
            ResultField(name: "description", json: .string("A ginger cat asleep on a windowsill in the afternoon sun, one paw over its nose, the garden behind"),
                        text: "A ginger cat asleep on a windowsill in the afternoon sun, one paw over its nose, the garden behind", role: .name),
            ResultField(name: "author", json: .string("Anna Kotova"), text: "Photo by Anna Kotova on Unsplash"),
            ResultField(name: "profileUrl", json: .string(Self.profile), text: Self.profile, label: "profile"),
            ResultField(name: "url", json: .string(Self.photo), text: Self.photo),
        ])
    }

    @Test(arguments: [40, 80], [true, false])
    func aBlocksLinksAreWholeOnLinesOfTheirOwn(width: Int, hyperlinks: Bool) {
        let b = blocks(width: width, hyperlinks: hyperlinks)
        let block = b.block(item(), number: 1)
        let lines = visible(block).components(separatedBy: "\n")
        #expect(!visible(block).contains("…https") && lines.contains { $0.contains(Self.photo) }, "\(lines)")
        // The photo's address is too long to sit beside the blur (8 cells and 2) at either width:
        // it starts its own line, indented as the text when that fits.
        let photoLine = lines.first { $0.contains(Self.photo) } ?? ""
        #expect(photoLine == (3 + Self.photo.count <= width ? "   " : "") + Self.photo, "\(photoLine)")
        if hyperlinks {
            #expect(block.contains("\u{1b}]8;;\(Self.photo)\u{1b}\\\(Self.photo)\u{1b}]8;;\u{1b}\\"), "the link whole, its text whole")
        } else {
            #expect(lines.contains { $0.hasSuffix("profile " + Self.profile) }, "\(lines)")
        }
        // Words are still cut to stay beside the preview; no line but an address is wider.
        for line in lines where !line.contains("://") { #expect(line.count <= width, "\(line)") }
        #expect(lines.contains { $0.hasSuffix("…") }, "the description is cut: \(lines)")
    }

    @Test func anAddressThatFitsStaysBesideThePreview() {
        let b = blocks(width: 80, hyperlinks: true)
        let s = b.beside(Preview(.rows(["AA"]), columns: 2, rows: 1), ["one", "   https://e.x/short"])
        #expect(visible(s) == "AA  one\n       https://e.x/short\n")
        // Under a graphic, after its rows: indented as the text where the line fits the screen
        // (3 + 77 cells at 80 columns), else from the first column.
        let graphic = b.beside(Preview(.graphic("<IMG>"), columns: 70, rows: 1), ["one", "   " + Self.photo])
        #expect(graphic.hasSuffix("Cone\r\n   " + Self.photo + "\r\n"), "\(graphic)")
        var narrow = b
        narrow.width = 79
        let wrapped = narrow.beside(Preview(.graphic("<IMG>"), columns: 16, rows: 1), ["one", "   " + Self.photo])
        #expect(wrapped.hasSuffix("Cone\r\n" + Self.photo + "\r\n"), "\(wrapped)")
    }

    /// Two cards across (200 columns): each card's addresses go under that card, in its
    /// column, not stacked under the first card where the second's read as the first's.
    @Test func cardsSideBySideKeepTheirAddressesUnderThem() {
        let b = blocks(width: 200, hyperlinks: false)
        let other = "https://unsplash.com/photos/Dog2def_AbC?utm_source=finder&utm_medium=referral"
        let card = { (url: String) in (preview: Preview(.rows(["AA"]), columns: 32, rows: 1), text: ["1. one", "   " + url]) }
        let s = visible(b.band([card(Self.photo), card(other)], textColumn: 34, cardWidth: 98))
        let lines = s.components(separatedBy: "\n")
        let both = lines.first { $0.contains(Self.photo) } ?? ""
        #expect(both.hasPrefix("   " + Self.photo) && both.contains(other), "\(lines)")
        #expect(both.range(of: other).map { both.distance(from: both.startIndex, to: $0.lowerBound) } == 98 + PhotoGrid.cardGap + 3, "\(both)")
        // An address wider than its card: each on a line of its own, as with one card.
        var narrow = b
        narrow.width = 120
        let stacked = visible(narrow.band([card(Self.photo), card(other)], textColumn: 34, cardWidth: 58)).components(separatedBy: "\n")
        #expect(stacked.contains("   " + Self.photo) && stacked.contains("   " + other), "\(stacked)")
    }

    @Test(arguments: [40, 80])
    func theScreenBreaksAnAddressOverRowsNeverCutsIt(columns: Int) throws {
        let drawer = ScreenDrawer(messages: try messages(.en), style: Style(enabled: true, theme: .dark),
                                  blocks: blocks(width: columns, hyperlinks: true))
        let lines = drawer.viewLines(item(), width: columns - 1).map { $0.truncated(to: columns - 1) }
        let text = lines.map(\.text)
        #expect(!text.contains { $0.contains("…") && $0.contains("utm") }, "\(text)")
        let joined = text.filter { !$0.isEmpty }.joined()
        #expect(joined.contains(Self.photo) && joined.contains(Self.profile), "\(text)")
        // Under the blur's four rows, the whole width theirs.
        let first = try #require(lines.firstIndex { $0.text.hasPrefix("https://unsplash.com/photos") })
        #expect(first >= 4 && lines[first...].allSatisfy { $0.lead == nil })
        #expect(lines.allSatisfy { DisplayWidth.of($0.text) + ($0.lead?.columns ?? 0) <= columns - 1 })
    }
}
