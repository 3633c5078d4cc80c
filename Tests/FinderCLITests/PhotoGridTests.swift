import Testing
import FinderDomain
@testable import FinderCLI

/// How a page of photos shares the terminal: cards across by width, previews growing with
/// their card, one text column for the page (rows of symbols here; graphics end to end).
@Suite struct PhotoGridTests {
    @Test func theGridGrowsWithTheWidth() {
        #expect(PhotoGrid.list(width: 80, count: 10) == PhotoGrid(across: 1, cardWidth: 80, maxColumns: 16, maxRows: 8))
        #expect(PhotoGrid.list(width: 120, count: 10) == PhotoGrid(across: 1, cardWidth: 120, maxColumns: 48, maxRows: 24))
        #expect(PhotoGrid.list(width: 200, count: 10) == PhotoGrid(across: 2, cardWidth: 98, maxColumns: 34, maxRows: 17))
        #expect(PhotoGrid.list(width: 300, count: 10).across == 3)
        #expect(PhotoGrid.list(width: 300, count: 1).across == 1, "one photo is one card, the whole width")
        #expect(PhotoGrid.list(width: 0, count: 0).across == 1, "no width said: still one card")
        let show = PhotoGrid.single(width: 120, height: 40)
        #expect(show.maxColumns == 119 && show.maxRows == 29 && show.textBelow)
        #expect(PhotoGrid.single(width: 10, height: 5).maxRows == 8, "a tiny terminal still gets a picture")
    }

    func item(_ id: String) -> ResultItem {
        ResultItem(fields: [
            ResultField(name: "id", json: .string(id), text: nil),
            ResultField(name: "description", json: .string("Photo \(id)"), text: "Photo \(id)", role: .name),
            ResultField(name: "author", json: .string("Anna"), text: "Photo by Anna on Unsplash"),
            ResultField(name: "color", json: .string("#D98C40"), text: nil),
            ResultField(name: "url", json: .string("https://unsplash.com/photos/\(id)"), text: "https://unsplash.com/photos/\(id)"),
        ])
    }

    func visible(_ s: String) -> String {
        s.replacingOccurrences(of: "\u{1b}\\][^\u{1b}]*\u{1b}\\\\", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1b}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
    }

    @Test func twoCardsShareTheRowsAt200Columns() throws {
        var blocks = PhotoBlocks(style: Style(enabled: true, theme: .dark), painter: nil, previews: true,
                                 settings: Settings(environment: ["COLORTERM": "truecolor"]))
        blocks.width = 200
        let out = StringOutputStream()
        blocks.write([item("a"), item("b"), item("c")], numbered: [1, 2, 3], to: out)
        let lines = visible(out.text).components(separatedBy: "\n")
        // The blur is 8 cells: the text at 10, the second card's at 98 + 3 + 10.
        let first = try #require(lines.first { $0.contains("1. Photo a") }, "\(lines)")
        #expect(first.hasPrefix(String(repeating: "▀", count: 8) + "  1. Photo a"), "\(first)")
        #expect(first.range(of: "2. Photo b").map { first.distance(from: first.startIndex, to: $0.lowerBound) } == 111, "\(first)")
        #expect(!lines.contains { $0.contains("2. Photo b") && !$0.contains("1. Photo a") }, "b beside a, not under it")
        let third = try #require(lines.first { $0.contains("3. Photo c") })
        #expect(!third.contains("Photo a"), "the third card starts the next band")
        #expect(lines.allSatisfy { $0.count <= 200 })
    }

    /// "Photo by NAME on Unsplash" is never cut: the attribution line wraps into the rows
    /// beside the preview, between its " · " parts first, between words when a part is
    /// wider than the room (a link open there closed and opened again), and the size and
    /// colour after it are kept.
    @Test(arguments: [40, 50, 80], [true, false])
    func theAttributionIsNeverCut(width: Int, hyperlinks: Bool) throws {
        var blocks = PhotoBlocks(style: Style(enabled: true, theme: .dark), painter: nil, previews: true,
                                 settings: Settings(environment: ["FINDER_HYPERLINKS": hyperlinks ? "1" : "0"]))
        blocks.width = width
        let item = ResultItem(fields: [
            ResultField(name: "id", json: .string("a"), text: nil),
            ResultField(name: "description", json: .string("A cat"), text: "A cat", role: .name),
            ResultField(name: "author", json: .string("Anna Maria Kotova-Lebedeva"), text: "Photo by Anna Maria Kotova-Lebedeva on Unsplash"),
            ResultField(name: "profileUrl", json: .string("https://unsplash.com/@anna"), text: "https://unsplash.com/@anna"),
            ResultField(name: "width", json: .int(4000), text: "4,000 × 3,000"),
            ResultField(name: "colorName", json: .string("orange"), text: "orange", label: "colour"),
            ResultField(name: "color", json: .string("#D98C40"), text: nil),
            ResultField(name: "url", json: .string("https://unsplash.com/photos/a"), text: "https://unsplash.com/photos/a"),
        ])
        let out = blocks.block(item, number: 1)
        let lines = visible(out).components(separatedBy: "\n").map { String($0.drop { $0 == "▀" }).trimmingCharacters(in: .whitespaces) }
        let text = lines.joined(separator: " ")
        #expect(text.contains("Photo by Anna Maria Kotova-Lebedeva on Unsplash"), "\(lines)")
        #expect(text.contains("4,000 × 3,000") && text.contains("colour orange"), "\(lines)")
        #expect(!lines.contains { $0.contains("…") && !$0.contains("A cat") }, "nothing of it cut: \(lines)")
        for line in visible(out).components(separatedBy: "\n") where !line.contains("://") { #expect(line.count <= width, "\(line)") }
        if hyperlinks {
            // Every piece of the name is inside a link to the profile; every link is closed.
            #expect(occurrences("\u{1b}]8;;https://unsplash.com/@anna", in: out) == occurrences("\u{1b}]8;;\u{1b}\\", in: out) - occurrences("\u{1b}]8;;https://unsplash.com/?", in: out) - occurrences("\u{1b}]8;;https://unsplash.com/photos", in: out))
        }
    }

    func occurrences(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }
}
