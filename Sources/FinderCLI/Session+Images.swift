/// Which photo previews the run draws (GUIDE.md, Thumbnails): read once from `--images`, then
/// `FINDER_IMAGES`, then the output mode.
extension Session {
    /// `--images`, else `FINDER_IMAGES` (a value that names no mode counts as unset, as an
    /// unknown `TERM` does), else auto.
    public var imageMode: ImageMode {
        if let mode = invocation.images { return mode }
        return settings.value(for: CommandModel.images).flatMap { ImageMode(rawValue: $0.word) } ?? .auto
    }

    /// Previews of any kind: text for a sighted person, in colour (the blur needs colour too),
    /// and not `--images none`. Never in accessible output, JSON or JSON Lines.
    public var drawsPreviews: Bool {
        format == .text && !accessible && style.enabled && imageMode != .none
    }

    /// Real thumbnails, fetched: previews drawn, stdout a terminal (a forced `--color always`
    /// into a pipe gets the blur, never an image), and not `--images blurhash`. A saved page
    /// shown offline keeps its blur: its caller does not prepare thumbnails.
    public var drawsThumbnails: Bool {
        drawsPreviews && platform.stdoutIsTerminal && imageMode != .blurhash
    }
}
