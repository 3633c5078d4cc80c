#if canImport(Glibc)
import Glibc
#endif

/// How photo blocks share the terminal (GUIDE.md, Photos): a result page is laid out in cards —
/// a preview with its text beside it — several across where the width allows, as timg's
/// `--grid` does, each preview growing with its card; `photos show` draws its one photo as
/// large as the terminal allows, the text under it. Decided here once, for the painter
/// (finder-net sizes and fetches the images by it) and for `PhotoBlocks` (which places them).
package struct PhotoGrid: Equatable, Sendable {
    /// Cards side by side.
    package var across: Int
    /// Cells each card takes (the last may have a few more).
    package var cardWidth: Int
    /// The most cells a preview may take; its photo's shape decides the cells within.
    package var maxColumns: Int
    package var maxRows: Int
    /// The text goes under the preview, not beside it (one photo drawn large).
    package var textBelow: Bool

    /// Cells between a preview and its text.
    package static let gap = 2
    /// Cells between two cards.
    package static let cardGap = 3
    /// A card is never narrower: a preview of 16 cells and 78 of text (a description, "Photo by
    /// … on Unsplash", the photo's address) beside it.
    package static let minCardWidth = 96

    package init(across: Int, cardWidth: Int, maxColumns: Int, maxRows: Int, textBelow: Bool = false) {
        self.across = across
        self.cardWidth = cardWidth
        self.maxColumns = maxColumns
        self.maxRows = maxRows
        self.textBelow = textBelow
    }

    /// A page of `count` photos on a terminal `width` cells wide: 16 × 8-cell previews at 80
    /// columns, growing a cell for every cell of card past 80 (up to 48 × 24), a second card
    /// across from 195 columns, a third from 294.
    package static func list(width: Int, count: Int) -> PhotoGrid {
        let width = max(20, width)
        let across = max(1, min(max(1, count), (width + cardGap) / (minCardWidth + cardGap)))
        let card = (width - (across - 1) * cardGap) / across
        let columns = min(48, max(16, card - 64))
        return PhotoGrid(across: across, cardWidth: card, maxColumns: columns, maxRows: max(8, columns / 2))
    }

    /// One photo (`photos show`) on a terminal of `width` × `height` cells: the whole width but
    /// one, and the height but the rows its text and the prompt after it take.
    package static func single(width: Int, height: Int) -> PhotoGrid {
        let columns = max(16, width - 1)
        return PhotoGrid(across: 1, cardWidth: max(20, width), maxColumns: columns, maxRows: max(8, height - textRows),
                         textBelow: true)
    }

    /// Rows kept for `photos show`'s text under its photo (description, attribution, place,
    /// camera, exposure, tags, link, profile) and the shell's prompt.
    static let textRows = 11

    /// The grid for this terminal (stdout's window size; else COLUMNS, and 24 rows).
    package static func current(settings: Settings, count: Int, large: Bool) -> PhotoGrid {
        let size = terminalSize(columns: settings.columns)
        return large ? single(width: size.columns, height: size.rows) : list(width: size.columns, count: count)
    }

    /// stdout's window size in cells; `columns` (COLUMNS) else 80, and 24 rows, where it says none.
    package static func terminalSize(columns: Int?) -> (columns: Int, rows: Int) {
        var w = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0 {
            return (Int(w.ws_col), w.ws_row > 0 ? Int(w.ws_row) : 24)
        }
        return (columns ?? 80, 24)
    }
}
