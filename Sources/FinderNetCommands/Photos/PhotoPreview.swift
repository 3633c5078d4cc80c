import FinderCLI
import FinderDomain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// finder-net's `PreviewPainter`: real thumbnails beside photo blocks (GUIDE.md, Thumbnails).
/// `prepare` picks how the terminal draws (the environment, else the probe), fetches every
/// photo's thumbnail at once at the size of its cells and draws each; `preview(id:)` hands
/// the drawings to the text renderer, which draws the blur where there is none. One object
/// for the run (FinderNetFeatures holds it), written by `prepare` and read after it.
final class PhotoPreview: PreviewPainter, @unchecked Sendable {
    private let lock = NSLock()
    private var drawn: [String: Preview] = [:]

    func preview(id: String) -> Preview? {
        lock.lock()
        defer { lock.unlock() }
        return drawn[id]
    }

    func prepare(_ photos: [PhotoRecord], session: Session, large: Bool) async {
        // Nothing to fetch (an old saved page's photos have no addresses): no probe either.
        guard session.drawsThumbnails, photos.contains(where: { !$0.urls.isEmpty }) else { return }
        let graphics = TerminalGraphics.forRun(session)
        let cell = Self.cellSize()
        let grid = PhotoGrid.current(settings: session.settings, count: photos.count, large: large)
        let most = (columns: grid.maxColumns, rows: grid.maxRows)
        // Each photo's cells by the size the API gives: what is asked for, and a failed image's blur.
        let boxes = photos.map { ThumbnailBox(width: $0.width, height: $0.height, cell: cell, most: most) }
        let wanted = boxes.map { Self.pixels($0, graphics, cell) }
        let bodies = await ThumbnailFetcher().fetch(zip(photos, wanted).map { ThumbnailFetcher.url(for: $0.urls, pixels: $1) })
        var previews: [String: Preview] = [:]
        for (((photo, box), need), body) in zip(zip(zip(photos, boxes), wanted), bodies) {
            guard let body, let image = Thumbnail(jpeg: body, covering: need.width, need.height) else {
                // An image that could not be had: its blur at the size its picture would have
                // had, so that the page's previews stay alike (not the 8 × 4 of a page drawn
                // without thumbnails).
                previews[photo.id] = BlurPreview.preview(blurHash: photo.blurHash, color: photo.color, trueColor: session.settings.trueColor,
                                                         cells: (box.columns, box.rows))
                continue
            }
            // The image's own shape decides the cells (the API's size may be missing or off).
            let shaped = ThumbnailBox(width: image.width, height: image.height, cell: cell, most: most)
            previews[photo.id] = ThumbnailDrawing.preview(image, box: shaped, graphics: graphics, cell: cell)
        }
        lock.withLock { drawn.merge(previews) { $1 } }
    }

    /// What an image must cover to fill `box`: the box in pixels for the protocols; for
    /// symbols, 8 × 16 pixels a cell is all libchafa looks at.
    static func pixels(_ box: ThumbnailBox, _ graphics: TerminalGraphics, _ cell: (width: Int, height: Int)) -> (width: Int, height: Int) {
        if case .blocks = graphics { return ThumbnailFetcher.bounded(box.columns * 8, box.rows * 16) }
        return ThumbnailFetcher.bounded(box.columns * cell.width, box.rows * cell.height)
    }

    /// One cell's size in pixels from stdout's window size; 10 × 20 where it says none.
    static func cellSize() -> (width: Int, height: Int) {
        var w = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0, w.ws_row > 0, w.ws_xpixel > 0, w.ws_ypixel > 0 {
            let width = Int(w.ws_xpixel) / Int(w.ws_col), height = Int(w.ws_ypixel) / Int(w.ws_row)
            if (2...200).contains(width), (4...400).contains(height) { return (width, height) }
        }
        return (10, 20)
    }
}
