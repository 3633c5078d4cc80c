import FinderDomain

/// The commands that need the network, which run in `finder-net` (Foundation, URLSession)
/// so that `finder` never links Foundation. finder-net registers its implementation with
/// `FinderCLI.main(_:network:)`; in `finder` there is none, and a command whose
/// `Command.binary` is `.finderNet` is handed over, with the same arguments, to finder-net.
///
/// Each feature gets the resolved session, drives `session.renderer` (one `finish`) and
/// returns the outcome, whose exit code is the process's, as it is.
///
/// Class-bound: the session keeps an optional one, and an optional existential of a value
/// type is copied through its runtime metadata (10 k instructions of every start of `finder`,
/// which has none); an optional reference is retained.
public protocol NetworkFeatures: AnyObject, Sendable {
    /// Runs a command whose `Command.binary` is finder-net (the network commands, the
    /// interactive sessions) to its end. Synchronous: `finder` links no async code
    /// (`FinderCLI.main`); finder-net blocks on its async commands.
    func run(_ command: Command, session: Session) -> Outcome
    /// Photo search inside `finder interactive photos`, with the filters of its command line.
    func photosSearcher(session: Session, filters: PhotoFilters) -> InteractiveSearcher
    /// Fetches and draws photo thumbnails for the text renderer (the same object for the whole
    /// run: what `prepare` fetched, the renderer draws); nil draws the blur only.
    var previewPainter: PreviewPainter? { get }
    /// The pictures of `finder interactive photos`' screen, for a session that draws
    /// thumbnails (`Session.drawsThumbnails`); nil draws the list as text and the blur in the
    /// photo view. Asked before the screen takes the terminal: it may probe the terminal.
    func screenPictures(session: Session) -> ScreenPictures?
    /// Libraries only finder-net links, for its `--version` (libchafa's, once it draws
    /// thumbnails): name and version.
    var libraryVersions: [(name: String, version: String)] { get }
}

extension NetworkFeatures {
    public var libraryVersions: [(name: String, version: String)] { [] }
    public func screenPictures(session: Session) -> ScreenPictures? { nil }
}

/// Real thumbnails beside photo blocks. A command that shows photos calls `prepare` with
/// them before it renders (fetching is asynchronous, rendering is not); the text renderer
/// then asks `preview(id:)` for each block and draws the blur where it gets nil.
public protocol PreviewPainter: AnyObject, Sendable {
    /// Fetches and draws the thumbnails of `photos`, several at once, each within its own
    /// deadline; returns when every one has arrived or given up. Does nothing unless the run
    /// draws thumbnails (`Session.drawsThumbnails`). Each is sized to its cell of the page's
    /// `PhotoGrid`; `large`: one photo as large as the terminal allows (`photos show`).
    func prepare(_ photos: [PhotoRecord], session: Session, large: Bool) async
    /// The thumbnail prepared for the photo with this id, or nil.
    func preview(id: String) -> Preview?
}

/// A drawn preview and the cells it covers, `columns` × `rows`.
public struct Preview: Sendable, Equatable {
    public enum Drawing: Sendable, Equatable {
        /// One string per row, each `columns` cells wide (symbols and colours).
        case rows([String])
        /// One escape sequence (kitty, iTerm2, sixel) that paints the cells from the cursor.
        case graphic(String)
        /// A kitty graphics image sent before with this id, placed by its id (the interactive
        /// screen's: `ScreenPictures.transmission`, `ScreenGraphics`).
        case kitty(image: UInt32)
    }
    public let drawing: Drawing
    public let columns: Int
    public let rows: Int

    public init(_ drawing: Drawing, columns: Int, rows: Int) {
        self.drawing = drawing
        self.columns = columns
        self.rows = rows
    }
}
