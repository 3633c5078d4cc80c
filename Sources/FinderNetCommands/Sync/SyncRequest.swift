import Foundation
import FinderCLI
import FinderRemote

/// What `stocks sync [--from NAME|URL|FILE]` syncs: the sources, resolved against the
/// environment (the tokenizer read `--from`). Throws data, never prints.
struct SyncRequest {
    /// One source to sync: where its body comes from and how it is read.
    struct Source: Equatable {
        enum Location: Equatable {
            case url(URL)
            /// An absolute path.
            case file(String)
        }

        let location: Location
        let reader: any CatalogueReader
        /// The registered source (`CatalogueSources`); nil for a StockFinder URL or file.
        let registered: (any CatalogueSource)?

        init(_ source: any CatalogueSource, url: URL) {
            location = .url(url)
            reader = source
            registered = source
        }

        /// A StockFinder-format file at a URL or on disk.
        init(stockFinder location: Location) {
            self.location = location
            reader = StockFinderFile()
            registered = nil
        }

        var needsNetwork: Bool { if case .file = location { false } else { true } }

        /// What synced prices record as their source: the registered name, the URL without
        /// credentials, query or fragment (they may hold tokens), or the file's path.
        var priceSource: String {
            if let registered { return registered.name }
            switch location {
            case .url(let u):
                guard var c = URLComponents(url: u, resolvingAgainstBaseURL: false) else { return u.absoluteString }
                c.user = nil; c.password = nil; c.query = nil; c.fragment = nil
                return c.string ?? u.absoluteString
            case .file(let path): return path
            }
        }

        /// The registered name, "url" or "file", for JSON.
        var kind: String {
            if let registered { return registered.name }
            if case .file = location { return "file" }
            return "url"
        }

        static func == (a: Source, b: Source) -> Bool {
            a.location == b.location && a.registered?.name == b.registered?.name
        }
    }

    /// Why the command line or the environment cannot name a source.
    enum Problem: Error, Equatable {
        case usage(UsageError)
        /// Plain http to a host that is not loopback, in --from.
        case insecure(String)
        /// A registered source's base URL variable (FINDER_MOEX_URL) that is not a URL, or is
        /// plain http to a host that is not loopback.
        case badEnvironment(variable: String, value: String, insecure: Bool)
    }

    static var from: Option { CommandModel.from }

    /// One source with --from; every source synced by default without it.
    var sources: [Source]
    /// True when --from named the source.
    var chosen: Bool

    /// The sources `--from` names (every default one without it), checked against the
    /// environment's base URLs.
    static func resolve(from value: String?, settings: Settings,
                        currentDirectory: String = FileManager.default.currentDirectoryPath) throws(Problem) -> SyncRequest {
        guard let value else {
            var all: [Source] = []
            for s in CatalogueSources.registered where s.syncedByDefault { all.append(try source(s, settings: settings)) }
            return SyncRequest(sources: all, chosen: false)
        }
        return SyncRequest(sources: [try source(value, settings: settings, currentDirectory: currentDirectory)], chosen: true)
    }

    static func source(_ value: String, settings: Settings, currentDirectory: String) throws(Problem) -> Source {
        if let registered = CatalogueSources.named(value) { return try source(registered, settings: settings) }
        let lower = value.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let url = URL(string: value), url.host != nil else { throw .usage(.badValue(from, value: value)) }
            guard HTTPClient.isAllowed(url) else { throw .insecure(value) }
            return Source(stockFinder: .url(url))
        }
        if lower.contains("://") { throw .usage(.badValue(from, value: value)) }
        let path = value.hasPrefix("/") ? value : currentDirectory + "/" + value
        return Source(stockFinder: .file(URL(fileURLWithPath: path).standardizedFileURL.path))
    }

    /// A registered source at its URL under the base its variable names, else its default base.
    private static func source(_ s: any CatalogueSource, settings: Settings) throws(Problem) -> Source {
        let variable = s.baseVariable
        let base = settings.declared(variable) ?? s.defaultBase
        guard let u = s.url(base: base) else { throw .badEnvironment(variable: variable, value: base, insecure: false) }
        guard HTTPClient.isAllowed(u) else { throw .badEnvironment(variable: variable, value: base, insecure: true) }
        return Source(s, url: u)
    }
}
