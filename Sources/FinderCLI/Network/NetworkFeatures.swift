import FinderDomain

/// The commands that need the network, which run in `finder-net` (Foundation, URLSession)
/// so that `finder` never links Foundation. finder-net registers its implementation with
/// `FinderCLI.run(_:network:)`; in `finder` there is none, and a command whose
/// `Command.binary` is `.finderNet` is handed over, with the same arguments, to finder-net.
///
/// Each feature gets the resolved session, drives `session.renderer` (one `finish`) and
/// returns the outcome, whose exit code is the process's, as it is.
public protocol NetworkFeatures: Sendable {
    /// `finder photos QUERY… [filters]`.
    func searchPhotos(_ query: String, filters: PhotoFilters, session: Session) async -> Outcome
    /// `finder photos more`.
    func morePhotos(session: Session) async -> Outcome
    /// `finder photos show ID`.
    func showPhoto(_ id: String, session: Session) async -> Outcome
    /// `finder photos download ID [--size S] [--output PATH] [--force]`.
    func downloadPhoto(_ id: String, size: String, output: String?, force: Bool, session: Session) async -> Outcome
    /// `finder stocks sync [--from SRC]`.
    func syncStocks(from: String?, session: Session) async -> Outcome
    /// `finder config set NAME` (the words after `config`).
    func configure(_ arguments: [String], session: Session) async -> Outcome
    /// Photo search inside `finder interactive photos`.
    func photosSearcher(session: Session) -> InteractiveSearcher
    /// Draws a photo's preview on a colour terminal (from its blur hash), for the text
    /// renderer; nil draws none.
    var previewPainter: PreviewPainter? { get }
    /// Libraries only finder-net links, for its `--version` (libchafa's, once it draws
    /// thumbnails): name and version.
    var libraryVersions: [(name: String, version: String)] { get }
}

extension NetworkFeatures {
    public var libraryVersions: [(name: String, version: String)] { [] }
}

/// Draws the small preview beside a photo in text output: `rows` strings of equal width.
public protocol PreviewPainter: Sendable {
    func preview(blurHash: String?, color: String?, trueColor: Bool) -> [String]
}
