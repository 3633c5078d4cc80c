// Photo search and catalogue sync commands live here (see Package.swift).
import FinderCLI

/// The commands `finder-net` adds to the core CLI, by name.
public enum NetworkCommands {
    public static var all: [String: ExternalCommand] { [
        "photos": PhotosCommand(),
        "config": ConfigCommand(),
        "stocks sync": SyncCommand(),
    ] }
}
