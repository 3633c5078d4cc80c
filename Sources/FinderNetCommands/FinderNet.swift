import CThumbnails
// Photo search, catalogue sync and settings: the commands that use the network (see
// Package.swift). Photos/, Sync/ and Config/ hold one feature each.
import FinderCLI
import FinderDomain
import FinderInteractive

/// finder-net's network features, registered with `FinderCLI.main(_:network:)`.
public final class FinderNetFeatures: NetworkFeatures {
    /// The run's one thumbnail painter: what a command prepares, the renderer draws.
    private let previews = PhotoPreview()

    public init() {}

    /// The libraries that draw thumbnails, named by `--version` after ICU and SQLite.
    public var libraryVersions: [(name: String, version: String)] {
        [("libchafa", String(cString: cthumb_chafa_version())), ("libjpeg-turbo", String(cString: cthumb_jpeg_turbo_version()))]
    }

    /// Runs a command `Command.binary` sends here to its end: each network command's own
    /// type, the interactive sessions through `AsyncCommands`.
    public func run(_ command: Command, session: Session) -> Outcome {
        switch command {
        case .photosSearch(let query, let filters):
            AsyncCommands.blocking { await PhotosCommand(session: session).search(query: query, filters: filters) }
        case .photosMore:
            AsyncCommands.blocking { await PhotosCommand(session: session).more() }
        case .photosShow(let id):
            AsyncCommands.blocking { await PhotosShow(session: session).run(id: id) }
        case .photosDownload(let id, let size, let output, let force):
            AsyncCommands.blocking { await PhotosDownload(session: session).run(id: id, size: size, output: output, force: force) }
        case .stocksSync(let from, let replace):
            AsyncCommands.blocking { await SyncCommand().run(session: session, from: from, replace: replace) }
        case .refreshQuotes(let target):
            AsyncCommands.blocking { await QuotesCommand().run(target, session: session) }
        case .watchLive(let interval, let count):
            AsyncCommands.blocking { await WatchLiveCommand().run(interval: interval, count: count, session: session) }
        case .config(let arguments):
            AsyncCommands.blocking { await ConfigCommand().run(session: session, arguments: arguments) }
        default:   // `.interactive`, and plain `finder` on a terminal
            AsyncCommands.runInteractive(command, session: session)
        }
    }

    public func photosSearcher(session: Session, filters: PhotoFilters) -> InteractiveSearcher {
        PhotosInteractiveSearcher(session: session, filters: filters)
    }

    public var previewPainter: PreviewPainter? { previews }

    public func screenPictures(session: Session) -> ScreenPictures? {
        PhotoScreenPictures.forSession(session)
    }
}
