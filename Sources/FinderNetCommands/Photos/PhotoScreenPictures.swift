import FinderCLI
import FinderDomain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// finder-net's `ScreenPictures`: the pictures of `finder interactive photos`
/// (docs/decisions/0431-interactive-photo-pictures.md). The same images `finder photos`
/// draws — hotlinked from the photo's `urls`, decoded by libjpeg-turbo, drawn by libchafa or
/// sent to kitty — fetched a page at a time in the background, a photo shown in full once
/// more at its size, and kept decoded for the session (at most `keptImages`), so paging
/// back or opening a photo again fetches nothing.
///
/// How the terminal draws is decided once, before the screen takes the terminal: kitty
/// graphics, sixels or blocks. iTerm2's inline images are drawn as blocks here: an inline
/// image is text the next frame overwrites, and it cannot be placed or deleted by id.
final class PhotoScreenPictures: ScreenPictures, @unchecked Sendable {
    let graphics: TerminalGraphics
    let cell: (width: Int, height: Int)

    /// Decoded images kept (the oldest forgotten first): about 40 KB each for the list, a
    /// photo view's at most 1600 × 1600 pixels.
    static let keptImages = 240
    /// Drawings kept for redraws (blocks and sixels are drawn once per size, not per frame).
    static let keptDrawings = 64

    private struct Key: Hashable { var id: String; var large: Bool }
    private enum State { case fetching, failed, ready(Thumbnail, image: UInt32) }

    private let lock = NSLock()
    private var states: [Key: State] = [:]
    private var order: [Key] = []
    private var drawings: [String: Preview] = [:]
    private var nextImage: UInt32 = 1
    /// Kitty image ids of this process: the pid in the high half keeps two sessions in one
    /// window (a split, tmux's passthrough) from replacing each other's images.
    private let imageBase = (UInt32(truncatingIfNeeded: getpid()) & 0x7FFF) << 16

    init(graphics: TerminalGraphics, cell: (width: Int, height: Int)) {
        self.graphics = graphics
        self.cell = cell
    }

    /// For a session that draws thumbnails: the terminal asked now, before raw mode.
    static func forSession(_ session: Session) -> PhotoScreenPictures? {
        guard session.drawsThumbnails else { return nil }
        var graphics = TerminalGraphics.forRun(session)
        // iTerm2 (and WezTerm, which finder sends iTerm2's images): blocks on this screen.
        if case .iterm = graphics { graphics = .blocks(trueColor: session.settings.trueColor) }
        return PhotoScreenPictures(graphics: graphics, cell: PhotoPreview.cellSize())
    }

    func fetch(_ items: [ResultItem], most: (columns: Int, rows: Int), large: Bool,
               arrived: @escaping @Sendable (String) -> Void) async {
        var keys: [Key] = [], urls: [URL?] = [], needs: [(width: Int, height: Int)] = []
        for item in items {
            guard let id = item.jsonString("id"), let url = Self.urls(of: item) else { continue }
            let key = Key(id: id, large: large)
            let box = ThumbnailBox(width: item.jsonInt("width") ?? 0, height: item.jsonInt("height") ?? 0, cell: cell, most: most)
            let need = PhotoPreview.pixels(box, graphics, cell)
            // Claimed here, so a page asked for twice (PgDn, PgUp) is fetched once.
            let claimed = lock.withLock { () -> Bool in
                guard states[key] == nil else { return false }
                states[key] = .fetching
                return true
            }
            guard claimed, let address = ThumbnailFetcher.url(for: url, pixels: need) else { continue }
            keys.append(key)
            urls.append(address)
            needs.append(need)
        }
        guard !keys.isEmpty else { return }
        var done = Set<Int>()
        await ThumbnailFetcher().fetch(urls) { i, body in
            // Cut short by the cancellation, not failed: left to be asked for again.
            if body == nil && Task.isCancelled { return }
            done.insert(i)
            let image = body.flatMap { Thumbnail(jpeg: $0, covering: needs[i].width, needs[i].height) }
            store(image, for: keys[i])
            if image != nil { arrived(keys[i].id) }
        }
        // Cancelled (another page came): what was not fetched may be asked for again.
        lock.withLock {
            for (i, key) in keys.enumerated() where !done.contains(i) { states[key] = nil }
        }
    }

    private func store(_ image: Thumbnail?, for key: Key) {
        lock.withLock {
            guard let image else { states[key] = .failed; return }
            states[key] = .ready(image, image: imageBase | (nextImage & 0xFFFF))
            nextImage += 1
            order.append(key)
            if order.count > Self.keptImages { states[order.removeFirst()] = nil }
        }
    }

    func picture(id: String, most: (columns: Int, rows: Int)) -> Preview? {
        lock.withLock {
            // The photo view's image where there is one; the list's stands in (scaled up) till then.
            let found = [true, false].lazy.compactMap { large -> (Thumbnail, UInt32, Bool)? in
                if case .ready(let t, let image)? = self.states[Key(id: id, large: large)] { (t, image, large) } else { nil }
            }.first
            guard let (t, image, large) = found else { return nil }
            let box = ThumbnailBox(width: t.width, height: t.height, cell: cell, most: most)
            if case .kitty = graphics { return Preview(.kitty(image: image), columns: box.columns, rows: box.rows) }
            let name = "\(id) \(large) \(box.columns)×\(box.rows)"
            if let drawn = drawings[name] { return drawn }
            guard let preview = ThumbnailDrawing.preview(t, box: box, graphics: graphics, cell: cell) else { return nil }
            if drawings.count >= Self.keptDrawings { drawings.removeAll() }
            drawings[name] = preview
            return preview
        }
    }

    func transmission(image: UInt32) -> String? {
        let t = lock.withLock { () -> Thumbnail? in
            for case .ready(let t, let id) in states.values where id == image { return t }
            return nil
        }
        return t.map { ThumbnailDrawing.kittyTransmission($0, image: image) }
    }

    /// The photo's image addresses, from its result's `urls` member; nil where it has none
    /// (a saved page's photos).
    static func urls(of item: ResultItem) -> PhotoURLs? {
        guard case .object(let members)? = item.fields.first(where: { $0.name == "urls" })?.json else { return nil }
        func member(_ name: String) -> String? {
            if case .string(let s)? = members.first(where: { $0.0 == name })?.1 { s } else { nil }
        }
        let urls = PhotoURLs(raw: member("raw"), full: member("full"), regular: member("regular"), small: member("small"),
                             thumb: member("thumb"))
        return urls.isEmpty ? nil : urls
    }
}
