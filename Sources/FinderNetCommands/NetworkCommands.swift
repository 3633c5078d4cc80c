// Photo search and catalogue sync commands live here (see Package.swift).
import FinderCLI

/// The commands `finder-net` adds to the core CLI, by name.
public enum NetworkCommands {
    public static var all: [String: ExternalCommand] { [
        "photos": PhotosCommand(),
        "config": ConfigCommand(),
        "stocks sync": SyncCommand(),
        OfflineCommand.photosHandlerName: PhotosOfflineCommand(),
    ] }
}

/// `finder offline show` when the saved result is a photo search: only finder-net can read
/// (and re-render) the saved Unsplash page.
struct PhotosOfflineCommand: ExternalCommand {
    func run(session: Session, arguments: [String]) async -> Outcome {
        PhotosSearch(session: session).showSaved()
    }
}
