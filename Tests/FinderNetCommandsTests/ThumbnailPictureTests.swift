import Foundation
import Testing
import FinderTestSupport
import FinderCLI
@testable import FinderNetCommands

/// What each protocol draws, read back into colours and compared with the picture it was
/// given (four flat quadrants): photos of odd widths, decoded at every one of libjpeg-turbo's
/// scale factors, drawn into their own box and into a wider one. A shear (rows starting in
/// the wrong place) or mixed channels put wrong colours inside the quadrants.
@Suite struct ThumbnailPictureTests {
    static let sizes: [(Int, Int)] = [(113, 75), (75, 113), (101, 67), (250, 167), (37, 23), (64, 48)]
    static let cell = (width: 10, height: 20)

    @Test(arguments: sizes)
    func everyProtocolDrawsThePictureAtEveryScale(width: Int, height: Int) throws {
        let jpeg = try makeQuadrantJPEG(width: width, height: height)
        for eighths in 1...8 {
            // What covers ceil(size × k/8) is decoded at k/8 exactly.
            let wanted = ((width * eighths + 7) / 8, (height * eighths + 7) / 8)
            let t = try #require(Thumbnail(jpeg: jpeg, covering: wanted.0, wanted.1))
            #expect(t.width == wanted.0 && t.height == wanted.1, "decoded at \(eighths)/8")
            for box in [ThumbnailBox(width: t.width, height: t.height, cell: Self.cell), ThumbnailBox(columns: 30, rows: 9)] {
                let label = "\(width)×\(height) at \(eighths)/8 (\(t.width)×\(t.height)) in \(box.columns)×\(box.rows) cells"
                for trueColor in [true, false] {
                    let cells = try Self.blockCells(t, box: box, trueColor: trueColor)
                    let wrong = Self.wrongCells(cells, source: t)
                    #expect(wrong.isEmpty, "\(trueColor ? "24-bit" : "256-colour") blocks, \(label): \(wrong.prefix(4))")
                }
                let sixel = try #require(ThumbnailDrawing.preview(t, box: box, graphics: .sixel, cell: Self.cell))
                guard case .graphic(let s) = sixel.drawing, let grid = DrawnPicture.sixel(s) else {
                    Issue.record("no sixel image: \(label)"); continue
                }
                #expect(grid.width == box.columns * Self.cell.width, "\(label)")
                let wrongSixels = Self.wrongShare(grid, source: t)
                #expect(wrongSixels < 0.01, "sixel, \(label): \(Int(wrongSixels * 100))% of pixels wrong")
                let kitty = try #require(DrawnPicture.kitty(ThumbnailDrawing.kitty(t, box: box)))
                #expect(kitty.width == t.width && kitty.height == t.height)
                #expect(Self.wrongShare(kitty, source: t) == 0, "kitty, \(label)")
            }
        }
    }

    /// The chafa command draws the same file into the same cells: finder's cells show the
    /// same colours (where the quadrants do not meet), at the scale finder decodes for them.
    @Test(arguments: sizes)
    func blocksMatchTheChafaCommand(width: Int, height: Int) throws {
        let jpeg = try makeQuadrantJPEG(width: width, height: height)
        let dir = TemporaryDirectory("finder-chafa")
        let path = dir.file("photo.jpg")
        try jpeg.write(to: URL(fileURLWithPath: path))
        let box = ThumbnailBox(width: width, height: height, cell: Self.cell)
        let t = try #require(Thumbnail(jpeg: jpeg, covering: box.columns * 8, box.rows * 16))
        let ours = try Self.blockCells(t, box: box, trueColor: true)
        let out = dir.file("chafa.txt")
        let child = try Spawned("/usr/bin/chafa", ["-f", "symbols", "-c", "full", "--symbols", "block+space", "--stretch",
                                                   "--dither", "none", "--animate", "off", "--polite", "on",
                                                   "-s", "\(box.columns)x\(box.rows)", path], stdout: .file(out))
        #expect(child.terminationStatus == 0, "the chafa command (Scripts/setup.sh installs it)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        let theirs = text.split(separator: "\n").map { DrawnPicture.cells(row: $0, columns: box.columns) }.filter { !$0.isEmpty }
        try #require(theirs.count == box.rows && theirs.allSatisfy { $0.count == box.columns }, "\(text.debugDescription)")
        var compared = 0
        for (r, row) in ours.enumerated() {
            for (c, cell) in row.enumerated() where Self.expected(column: c, row: r, box: box, source: t) != nil {
                let a = try #require(cell.mean), b = try #require(theirs[r][c].mean)
                #expect(a.distance(to: b) < 60, "cell \(c),\(r) of \(width)×\(height): finder \(a), chafa \(b)")
                compared += 1
            }
        }
        #expect(compared >= box.columns * box.rows / 4, "most cells lie inside a quadrant")
    }

    /// The rows of block symbols, read into cells; exactly `box` of them.
    static func blockCells(_ t: Thumbnail, box: ThumbnailBox, trueColor: Bool) throws -> [[DrawnCell]] {
        let preview = try #require(ThumbnailDrawing.preview(t, box: box, graphics: .blocks(trueColor: trueColor), cell: cell))
        guard case .rows(let rows) = preview.drawing else { Issue.record("blocks are rows"); return [] }
        let cells = rows.map { DrawnPicture.cells(row: Substring($0), columns: box.columns) }
        #expect(cells.count == box.rows && cells.allSatisfy { $0.count == box.columns })
        return cells
    }

    /// What the cell at `column`, `row` of `box` should show, or nil where the quadrants meet
    /// (within two of the decoded image's pixels, which scaling and the JPEG's halved chroma blend).
    static func expected(column: Int, row: Int, box: ThumbnailBox, source t: Thumbnail) -> RGB? {
        QuadrantPicture.expected(x0: Double(column) / Double(box.columns), x1: Double(column + 1) / Double(box.columns),
                                 y0: Double(row) / Double(box.rows), y1: Double(row + 1) / Double(box.rows),
                                 margin: (2.5 / Double(t.width), 2.5 / Double(t.height)))
    }

    /// Cells inside a quadrant that show another colour, as "column,row: colour".
    static func wrongCells(_ cells: [[DrawnCell]], source t: Thumbnail) -> [String] {
        let box = ThumbnailBox(columns: cells.first?.count ?? 0, rows: cells.count)
        var wrong: [String] = []
        for (r, row) in cells.enumerated() {
            for (c, cell) in row.enumerated() {
                guard let want = expected(column: c, row: r, box: box, source: t) else { continue }
                for (color, share) in cell.shown where share > 0 {
                    if color.map({ $0.distance(to: want) < 80 }) != true { wrong.append("\(c),\(r): \(color.map(\.description) ?? "default") for \(want)") }
                }
            }
        }
        return wrong
    }

    /// The share of pixels inside a quadrant that are missing or another colour (0 when no
    /// pixel lies inside one).
    static func wrongShare(_ grid: PixelGrid, source t: Thumbnail) -> Double {
        var inside = 0, wrong = 0
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                guard let want = QuadrantPicture.expected(
                    x0: Double(x) / Double(grid.width), x1: Double(x + 1) / Double(grid.width),
                    y0: Double(y) / Double(grid.height), y1: Double(y + 1) / Double(grid.height),
                    margin: (2.5 / Double(t.width), 2.5 / Double(t.height))) else { continue }
                inside += 1
                if grid[x, y].map({ $0.distance(to: want) < 80 }) != true { wrong += 1 }
            }
        }
        // A picture a few pixels across has no inside (a 1/8 decode of 37 × 23 is 5 × 3).
        return inside == 0 ? 0 : Double(wrong) / Double(inside)
    }
}
