import Foundation
import Testing
import FinderDomain
@testable import FinderCLI
@testable import FinderInteractive

/// Photo results as `PhotosView.listingItem` makes them: the description, the attribution
/// and the size in the row; id, blur hash, colour and the photo's size in pixels for pictures.
final class FakePhotoSearcher: InteractiveSearcher, @unchecked Sendable {
    var count = 10
    func search(_ text: String, page: Int) async -> InteractiveResults {
        let items = (0..<count).map { i in
            ResultItem(fields: [
                ResultField(name: "id", json: .string("P\(i)"), text: nil),
                ResultField(name: "description", json: .string("Photo \(i)"), text: "Photo \(i) of \(text)", role: .name, inListing: true),
                ResultField(name: "author", json: .string("Ann"), text: "Photo by Ann on Unsplash", inListing: true),
                ResultField(name: "width", json: .int(6000), text: "6,000 × 4,000", label: "size", inListing: true),
                ResultField(name: "height", json: .int(4000), text: nil),
                ResultField(name: "color", json: .string("#D98C40"), text: nil),
                ResultField(name: "blurHash", json: .string("LEHV6nWB2yk8pyo0adR*.7kCMdnj"), text: nil),
                ResultField(name: "url", json: .string("https://unsplash.com/photos/P\(i)"), text: "https://unsplash.com/photos/P\(i)",
                            inListing: false),
            ])
        }
        return InteractiveResults(items: items, outcome: .content(count: items.count, summary: "\(items.count) photos"), page: page)
    }
}

/// Pictures that have "come" for the ids it is given: rows of letters (blocks), a kitty image
/// numbered from 100 by the photo's number, or a sixel; it records what the screen asks.
final class FakePictures: ScreenPictures, @unchecked Sendable {
    enum Kind { case rows, kitty, sixel }
    let kind: Kind
    var ready: Set<String>
    private(set) var asked: [(id: String, most: (columns: Int, rows: Int))] = []
    let cell = (width: 10, height: 20)

    init(_ kind: Kind, ready: Set<String>) {
        self.kind = kind
        self.ready = ready
    }

    func fetch(_ items: [ResultItem], most: (columns: Int, rows: Int), large: Bool, arrived: @escaping @Sendable (String) -> Void) async {}

    func picture(id: String, most: (columns: Int, rows: Int)) -> Preview? {
        asked.append((id, most))
        guard ready.contains(id) else { return nil }
        // A 3:2 photo in cells of 10 × 20 pixels.
        let box = ThumbnailBox(width: 3, height: 2, cell: cell, most: most)
        switch kind {
        case .rows:
            let rows = (0..<box.rows).map { r in "\(id)-\(r)".padding(toLength: box.columns, withPad: "#", startingAt: 0) }
            return Preview(.rows(rows), columns: box.columns, rows: box.rows)
        case .kitty: return Preview(.kitty(image: 100 + UInt32(id.dropFirst())!), columns: box.columns, rows: box.rows)
        case .sixel: return Preview(.graphic("<SIXEL \(id)>"), columns: box.columns, rows: box.rows)
        }
    }

    func transmission(image: UInt32) -> String? { "<T\(image)>" }
}

@Suite struct InteractivePicturesTests {
    /// A photo session with a page of ten results listed.
    func listed(_ en: Messages) async -> Harness {
        let h = Harness(domain: .photos, messages: en, replacing: FakePhotoSearcher())
        h.type("cats")
        _ = h.controller.handle(.enter)
        await h.deliverNext()
        return h
    }

    func drawer(_ en: Messages, _ pictures: ScreenPictures?) -> ScreenDrawer {
        let style = Style(enabled: true, theme: .dark)
        return ScreenDrawer(messages: en, style: style,
                            blocks: PhotoBlocks(style: style, painter: nil, previews: true, settings: Settings(environment: [:])),
                            pictures: pictures)
    }

    @Test func wholeResultsScrollSoThatTheSelectionStaysInView() {
        // 19 rows hold 4 results of 4 rows with a blank row between them.
        #expect(PhotoScreenLayout.visible(selection: 0, count: 10, rows: 19) == 0..<4)
        #expect(PhotoScreenLayout.visible(selection: 3, count: 10, rows: 19) == 0..<4)
        #expect(PhotoScreenLayout.visible(selection: 4, count: 10, rows: 19) == 1..<5)
        #expect(PhotoScreenLayout.visible(selection: 9, count: 10, rows: 19) == 6..<10)
        #expect(PhotoScreenLayout.visible(selection: 1, count: 2, rows: 19) == 0..<2)
        // Fewer rows than one result: still the selected one.
        #expect(PhotoScreenLayout.visible(selection: 5, count: 10, rows: 4) == 5..<6)
        #expect(PhotoScreenLayout.visible(selection: 0, count: 0, rows: 19).isEmpty)
        #expect(!PhotoScreenLayout.listFits(rows: 3, width: 79) && !PhotoScreenLayout.listFits(rows: 19, width: 39))
    }

    /// Each result takes four rows — its picture's — and a blank one: the marker, the
    /// picture, then the description on the first row and the attribution with the size on
    /// the second; the blur stands in for a picture that has not come.
    @Test func eachResultIsItsPictureWithItsTextBeside() async throws {
        let en = try messages(.en)
        let h = await listed(en)
        let pictures = FakePictures(.rows, ready: ["P0"])
        let screen = drawer(en, pictures).screen(h.controller, rows: 24, columns: 80)
        let lines = screen.lines
        #expect(lines.count == 24)
        #expect(lines[3].lead?.text.hasPrefix("\u{1b}[7m> \u{1b}[0mP0-0########") == true, "\(String(describing: lines[3].lead))")
        #expect(lines[3].lead?.columns == PhotoScreenLayout.textColumn)
        #expect(lines[3].text == "Photo 0 of cats")
        #expect(lines[4].text == "Photo by Ann on Unsplash · 6,000 × 4,000")
        #expect(lines[5].lead?.text.hasPrefix("  P0-2") == true && lines[6].lead?.text.hasPrefix("  P0-3") == true)
        #expect(lines[5].text.isEmpty && lines[6].text.isEmpty)
        #expect(lines[7].lead == nil && lines[7].text.isEmpty, "a blank row between two results")
        // P1 has no picture yet: its blur, 12 × 4 cells of "▀" in colour.
        let blur = try #require(lines[8].lead?.text)
        #expect(blur.hasPrefix("  \u{1b}[38;5;") && blur.filter { $0 == "▀" }.count == 12, "\(blur.debugDescription)")
        #expect(lines[8].text == "Photo 1 of cats")
        #expect(lines[18].text == "Photo 3 of cats" && !lines.contains { $0.text == "Photo 4 of cats" })
        #expect(screen.pictures.isEmpty, "blocks are the frame's own text")
        #expect(pictures.asked.allSatisfy { $0.most == PhotoScreenLayout.listMost })
        for line in lines { #expect(DisplayWidth.of(line.text) + (line.lead?.columns ?? 0) <= 79, "\(line.text)") }
    }

    @Test func movingDownScrollsByWholeResultsAndKeepsTheSelectionInView() async throws {
        let en = try messages(.en)
        let h = await listed(en)
        let d = drawer(en, FakePictures(.rows, ready: []))
        for _ in 0..<6 { _ = h.controller.handle(.down) }
        let lines = d.lines(h.controller, rows: 24, columns: 80).lines
        // Results 3…6 in view, the sixth selected at the bottom.
        #expect(lines[3].text == "Photo 3 of cats" && lines[18].text == "Photo 6 of cats", "\(lines.map(\.text))")
        #expect(lines[18].lead?.text.hasPrefix("\u{1b}[7m> ") == true)
        // A screen too small for a picture keeps the one-line table.
        let small = d.lines(h.controller, rows: 6, columns: 80).lines
        #expect(small.contains { $0.text.hasPrefix("> ") && $0.text.contains("6,000 × 4,000") }, "\(small.map(\.text))")
    }

    @Test func withoutPicturesTheListIsTheTableAsBefore() async throws {
        let en = try messages(.en)
        let h = await listed(en)
        let lines = drawer(en, nil).lines(h.controller, rows: 24, columns: 80).lines
        #expect(lines[3].text.hasPrefix("> Photo 0 of cats") && lines[3].text.contains("6,000 × 4,000"), "\(lines[3].text)")
        #expect(lines[4].text.hasPrefix("  Photo 1 of cats") && lines.allSatisfy { $0.lead == nil })
    }

    /// Kitty: each image sent once with its id, placed by id at its cell on every frame, and
    /// its placement deleted when a frame no longer shows it; at the end, every image sent
    /// deleted with its data.
    @Test func kittyImagesAreSentOncePlacedByIdAndDeletedWhenScrolledOut() async throws {
        let en = try messages(.en)
        let h = await listed(en)
        let d = drawer(en, FakePictures(.kitty, ready: Set((0..<10).map { "P\($0)" })))
        var graphics = ScreenGraphics()
        let first = d.frame(h.controller, rows: 24, columns: 80, graphics: &graphics)
        #expect(first.contains("<T100>") && first.contains("<T103>") && !first.contains("<T104>"))
        // P0 at the fourth row, after the marker; P1 five rows below.
        #expect(first.contains("\u{1b}[4;3H\u{1b}_Ga=p,i=100,p=1,c=12,r=4,C=1,q=2\u{1b}\\"), "\(first.debugDescription)")
        #expect(first.contains("\u{1b}[9;3H\u{1b}_Ga=p,i=101,p=1,c=12,r=4,C=1,q=2\u{1b}\\"))
        #expect(!first.contains("a=d"))
        // The images come after the rows' text, the cursor last.
        let text = try #require(first.range(of: "Photo 3 of cats")), place = try #require(first.range(of: "_Ga=p,i=100"))
        #expect(text.upperBound < place.lowerBound && first.hasSuffix("\u{1b}[?25h"))

        let again = d.frame(h.controller, rows: 24, columns: 80, graphics: &graphics)
        #expect(!again.contains("<T10"), "sent once")
        #expect(again.contains("_Ga=p,i=100,p=1,"), "placed again at every frame")

        for _ in 0..<5 { _ = h.controller.handle(.down) }
        let scrolled = d.frame(h.controller, rows: 24, columns: 80, graphics: &graphics)
        #expect(scrolled.hasPrefix("\u{1b}[?25l\u{1b}_Ga=d,d=i,i=100,q=2\u{1b}\\\u{1b}_Ga=d,d=i,i=101,q=2\u{1b}\\\u{1b}[H"),
                "\(scrolled.prefix(120).debugDescription)")
        #expect(!scrolled.contains("d=i,i=102") && scrolled.contains("<T104>") && scrolled.contains("<T105>"))
        #expect(scrolled.contains("\u{1b}[4;3H\u{1b}_Ga=p,i=102,"))

        // A resize: the placements deleted, the images sent again when next shown.
        var resized = graphics
        #expect(resized.forget() == "\u{1b}_Ga=d,d=i,i=102,q=2\u{1b}\\\u{1b}_Ga=d,d=i,i=103,q=2\u{1b}\\"
                + "\u{1b}_Ga=d,d=i,i=104,q=2\u{1b}\\\u{1b}_Ga=d,d=i,i=105,q=2\u{1b}\\")
        #expect(d.frame(h.controller, rows: 24, columns: 80, graphics: &resized).contains("<T102>"))

        let end = graphics.release()
        #expect(end == (100...105).map { "\u{1b}_Ga=d,d=I,i=\($0),q=2\u{1b}\\" }.joined())
        #expect(graphics.transmitted.isEmpty)
    }

    /// Sixels are text the next frame erases: written again after every frame.
    @Test func sixelsAreWrittenAfterEveryFrame() async throws {
        let en = try messages(.en)
        let h = await listed(en)
        let d = drawer(en, FakePictures(.sixel, ready: ["P0"]))
        var graphics = ScreenGraphics()
        for _ in 0..<2 {
            let frame = d.frame(h.controller, rows: 24, columns: 80, graphics: &graphics)
            #expect(frame.contains("\u{1b}[4;3H<SIXEL P0>"))
        }
    }

    /// Enter on a listed photo: the photo as large as the rows under the query leave, beside
    /// its text at 80 columns, above it on a narrow screen, the aspect ratio kept.
    @Test func thePhotoViewDrawsThePhotoAsLargeAsItFits() async throws {
        let en = try messages(.en)
        let h = await listed(en)
        _ = h.controller.handle(.enter)
        #expect(h.controller.viewedItem != nil)
        let pictures = FakePictures(.kitty, ready: ["P0"])
        let d = drawer(en, pictures)
        let wide = d.screen(h.controller, rows: 24, columns: 80)
        let placed = try #require(wide.pictures.first)
        // 19 rows under the query and a short text: beside it in 32 columns, the 3:2 photo
        // 45 columns wide (15 rows), at the top left; the text two cells after it.
        #expect(placed.row == 3 && placed.column == 0 && placed.picture.columns == 45 && placed.picture.rows == 15, "\(placed)")
        #expect(wide.lines[3].text == "Photo 0 of cats" && wide.lines[3].lead?.columns == 47)
        let viewed = try #require(h.controller.viewedItem)
        let most = try #require(d.photoViewMost(viewed, rows: 24, columns: 80))
        #expect(most.columns == 45 && most.rows == 19)

        let narrow = d.screen(h.controller, rows: 30, columns: 50)
        let above = try #require(narrow.pictures.first)
        #expect(above.picture.columns == 49 && above.picture.rows < 25 && above.picture.rows >= 4, "\(above)")
        let textRow = try #require(narrow.lines.firstIndex { $0.text == "Photo 0 of cats" })
        #expect(textRow == 3 + above.picture.rows + PhotoScreenLayout.gap, "the text under the photo")

        // Until the image comes, the blur at the same size.
        pictures.ready = []
        let waiting = d.screen(h.controller, rows: 24, columns: 80)
        #expect(waiting.pictures.isEmpty)
        #expect(waiting.lines[3].lead?.text.filter { $0 == "▀" }.count == 45 && waiting.lines[17].lead?.text.contains("▀") == true)
        #expect(waiting.lines[18].lead == nil)
    }

    @Test func layoutsChooseTheLargerPicture() {
        // Beside: a tall text does not fit; above: too few rows left.
        let wide = PhotoScreenLayout.photoView(photo: (6000, 4000), cell: (10, 20), width: 79, rows: 19) { $0 < 40 ? 30 : 10 }
        #expect(wide == .init(beside: true, most: .init(columns: 79 - 40 - 2, rows: 19), textWidth: 40), "\(String(describing: wide))")
        let tall = PhotoScreenLayout.photoView(photo: (4000, 6000), cell: (10, 20), width: 79, rows: 40) { _ in 8 }
        #expect(tall?.beside == true, "a portrait photo beside its text is larger than above it")
        let nothing = PhotoScreenLayout.photoView(photo: (6000, 4000), cell: (10, 20), width: 30, rows: 6) { _ in 10 }
        #expect(nothing == nil)
    }
}
