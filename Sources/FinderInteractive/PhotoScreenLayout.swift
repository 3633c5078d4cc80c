import FinderCLI

/// Where `finder interactive photos` puts its pictures (docs/decisions/0431-interactive-photo-pictures.md):
///
///     > ▓▓▓▓▓▓▓▓▓▓▓▓  A ginger cat asleep on a windowsill      each result `pictureRows` rows:
///       ▓▓▓▓▓▓▓▓▓▓▓▓  Photo by Anna on Unsplash · 4,000 × 6…  its picture, the description,
///       ▓▓▓▓▓▓▓▓▓▓▓▓                                          the attribution and the size;
///       ▓▓▓▓▓▓▓▓▓▓▓▓                                          a blank row between two
///
///       ▓▓▓▓▓▓▓▓▓▓▓▓  Lanterns over a street
///
/// and the photo shown in full as large as the rows under the query leave, beside its text or
/// above it, whichever draws it larger.
enum PhotoScreenLayout {
    /// The most cells a listed photo's picture takes (a 3:2 photo fills them with cells of
    /// 10 × 20 pixels; a portrait one is narrower).
    static let listMost = (columns: 12, rows: 4)
    /// Rows of one result in the list, and the blank row between two.
    static let pictureRows = listMost.rows
    static let gap = 1
    /// Cells before a result's text: the selection marker, the picture, the gap.
    static let textColumn = 2 + listMost.columns + PhotoGrid.gap
    /// Narrower than this, or with fewer rows than one result, the list is the text table.
    static let minimumWidth = 40

    /// Whether a list of pictures fits `rows` × `width`.
    static func listFits(rows: Int, width: Int) -> Bool { rows >= pictureRows && width >= minimumWidth }

    /// The results shown in `rows` rows: as many whole ones as fit, scrolled so that the
    /// selection is in view (the last row's result at the bottom when moving down, as the
    /// text table scrolls).
    static func visible(selection: Int, count: Int, rows: Int) -> Range<Int> {
        let fit = max(1, (rows + gap) / (pictureRows + gap))
        let first = max(0, min(selection - fit + 1, count - fit))
        return first..<min(count, first + fit)
    }

    /// The photo view: where the picture goes and the width its text is wrapped to.
    struct PhotoView: Equatable {
        /// The text beside the picture (true) or under it.
        var beside: Bool
        /// The most cells the picture may take.
        var most: Most
        /// The text's width in cells.
        var textWidth: Int
        struct Most: Equatable { var columns: Int; var rows: Int }
    }

    /// Text widths tried beside the picture.
    static let besideWidths = [32, 40, 48, 56, 64]

    /// The layout that draws a `photo`-shaped picture (pixels; 3:2 when unknown) largest in
    /// `width` × `rows` cells, given how many rows its text takes at a width (`textRows`):
    /// beside, the text wrapped to one of `besideWidths` and the picture the height of the
    /// rows; or above, the text under it at the full width. nil when neither leaves the
    /// picture `pictureRows` rows (the blur beside the text then, as without pictures).
    static func photoView(photo: (width: Int, height: Int), cell: (width: Int, height: Int), width: Int, rows: Int,
                          textRows: (Int) -> Int) -> PhotoView? {
        let shape: (width: Int, height: Int) = photo.width > 0 && photo.height > 0 ? photo : (3, 2)
        var best: (area: Int, view: PhotoView)?
        func consider(_ view: PhotoView) {
            guard view.most.rows >= pictureRows, view.most.columns >= listMost.columns else { return }
            let box = ThumbnailBox(width: shape.width, height: shape.height, cell: cell, most: (view.most.columns, view.most.rows))
            let area = box.columns * box.rows
            if area > best?.area ?? 0 { best = (area, view) }
        }
        let under = textRows(width)
        consider(PhotoView(beside: false, most: .init(columns: width, rows: rows - under - gap), textWidth: width))
        for w in besideWidths where w + PhotoGrid.gap + listMost.columns <= width && textRows(w) <= rows {
            consider(PhotoView(beside: true, most: .init(columns: width - w - PhotoGrid.gap, rows: rows), textWidth: w))
        }
        return best?.view
    }
}

/// A picture at its place on the screen (0-based row and column of its top left cell).
struct PlacedPicture: Equatable {
    var row: Int
    var column: Int
    var picture: Preview
}

/// The graphics written around a frame's text: kitty images are transmitted once, placed
/// by id (image `i`, placement `p=1`) at every frame, and deleted where a frame no longer
/// shows them; sixels are written again after every frame, which erases them with its text.
/// Blocks are the frame's own text and need nothing here.
struct ScreenGraphics {
    private(set) var transmitted: Set<UInt32> = []
    private(set) var placed: [UInt32] = []

    /// Places image `image` at the cursor, scaled to `columns` × `rows` cells, the cursor
    /// left where it was (`C=1`), no reply (`q=2`); a placement of the same ids is moved.
    static func place(image: UInt32, columns: Int, rows: Int) -> String {
        "\u{1b}_Ga=p,i=\(image),p=1,c=\(columns),r=\(rows),C=1,q=2\u{1b}\\"
    }

    /// Deletes image `image`'s placements (`d=i`: the image stays, to be placed again), or
    /// the image itself (`d=I`: its data freed too).
    static func delete(image: UInt32, freeing: Bool = false) -> String {
        "\u{1b}_Ga=d,d=\(freeing ? "I" : "i"),i=\(image),q=2\u{1b}\\"
    }

    /// The cursor to a 0-based cell.
    static func move(row: Int, column: Int) -> String { "\u{1b}[\(row + 1);\(column + 1)H" }

    /// What goes before the frame's text (placements the frame no longer shows deleted) and
    /// after it (images transmitted, placed, sixels drawn), for `pictures`.
    mutating func frame(_ pictures: [PlacedPicture], transmission: (UInt32) -> String?) -> (before: String, after: String) {
        var before = "", after = ""
        var now: [UInt32] = []
        for p in pictures {
            switch p.picture.drawing {
            case .rows: continue
            case .kitty(let image):
                if !transmitted.contains(image) {
                    guard let data = transmission(image) else { continue }
                    after += data
                    transmitted.insert(image)
                }
                after += Self.move(row: p.row, column: p.column) + Self.place(image: image, columns: p.picture.columns, rows: p.picture.rows)
                now.append(image)
            case .graphic(let sixel):
                after += Self.move(row: p.row, column: p.column) + sixel
            }
        }
        for image in placed where !now.contains(image) { before += Self.delete(image: image) }
        placed = now
        return (before, after)
    }

    /// Before the screen is cleared (a resize): the placements deleted, and each image sent
    /// again when next shown, since clearing may drop an image no placement keeps.
    mutating func forget() -> String {
        let s = placed.map { Self.delete(image: $0) }.joined()
        transmitted = []
        placed = []
        return s
    }

    /// At the end of the session, and before the terminal is given back (Ctrl-Z): every image
    /// sent deleted, its data freed.
    mutating func release() -> String {
        let s = transmitted.sorted().map { Self.delete(image: $0, freeing: true) }.joined()
        transmitted = []
        placed = []
        return s
    }
}
