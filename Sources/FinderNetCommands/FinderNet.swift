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

    public func run(_ command: Command, session: Session) -> Outcome {
        AsyncCommands.run(command, network: self, session: session)
    }

    public func searchPhotos(_ query: String, filters: PhotoFilters, session: Session) async -> Outcome {
        await PhotosCommand(session: session).search(query: query, filters: filters)
    }

    public func morePhotos(session: Session) async -> Outcome {
        await PhotosCommand(session: session).more()
    }

    public func showPhoto(_ id: String, session: Session) async -> Outcome {
        await PhotosShow(session: session).run(id: id)
    }

    public func downloadPhoto(_ id: String, size: String, output: String?, force: Bool, session: Session) async -> Outcome {
        await PhotosDownload(session: session).run(id: id, size: size, output: output, force: force)
    }

    public func syncStocks(from: String?, replace: Bool, session: Session) async -> Outcome {
        await SyncCommand().run(session: session, from: from, replace: replace)
    }

    public func refreshQuotes(_ target: QuoteTarget, session: Session) async -> Outcome {
        await QuotesCommand().run(target, session: session)
    }

    public func watchLive(interval: Int, count: Int?, session: Session) async -> Outcome {
        await WatchLiveCommand().run(interval: interval, count: count, session: session)
    }

    public func configure(_ arguments: [String], session: Session) async -> Outcome {
        await ConfigCommand().run(session: session, arguments: arguments)
    }

    public func photosSearcher(session: Session, filters: PhotoFilters) -> InteractiveSearcher {
        PhotosInteractiveSearcher(session: session, filters: filters)
    }

    public var previewPainter: PreviewPainter? { previews }

    public func screenPictures(session: Session) -> ScreenPictures? {
        PhotoScreenPictures.forSession(session)
    }
}
