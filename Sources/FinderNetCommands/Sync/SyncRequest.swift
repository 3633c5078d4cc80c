import Foundation
import FinderCLI
import FinderRemote

/// What `stocks sync [--from moex|nasdaq|URL|FILE]` syncs: the sources, resolved against the
/// environment (the tokenizer read `--from`). Throws data, never prints.
struct SyncRequest: Equatable {
    /// Where a catalogue comes from.
    enum Source: Equatable {
        /// The Moscow Exchange ISS board listing (FINDER_MOEX_URL overrides the base URL).
        case moex(URL)
        /// The Nasdaq stock screener: NASDAQ, NYSE and NYSE American (FINDER_NASDAQ_URL).
        case nasdaq(URL)
        /// A StockFinder-format file (JSON or CSV) at a URL.
        case url(URL)
        /// A StockFinder-format file (JSON or CSV) on disk, as an absolute path.
        case file(String)

        var needsNetwork: Bool { if case .file = self { false } else { true } }

        /// What synced prices record as their source: "moex", "nasdaq", the URL without
        /// credentials, query or fragment (they may hold tokens), or the file's path.
        var priceSource: String {
            switch self {
            case .moex: return "moex"
            case .nasdaq: return "nasdaq"
            case .url(let u):
                guard var c = URLComponents(url: u, resolvingAgainstBaseURL: false) else { return u.absoluteString }
                c.user = nil; c.password = nil; c.query = nil; c.fragment = nil
                return c.string ?? u.absoluteString
            case .file(let path): return path
            }
        }

        /// "moex", "nasdaq", "url" or "file", for JSON.
        var kind: String {
            switch self {
            case .moex: "moex"
            case .nasdaq: "nasdaq"
            case .url: "url"
            case .file: "file"
            }
        }
    }

    /// Why the command line or the environment cannot name a source.
    enum Problem: Error, Equatable {
        case usage(UsageError)
        /// Plain http to a host that is not loopback, in --from.
        case insecure(String)
        /// An environment variable (FINDER_MOEX_URL, FINDER_NASDAQ_URL) that is not a URL, or
        /// is plain http to a host that is not loopback.
        case badEnvironment(variable: String, value: String, insecure: Bool)
    }

    static var from: Option { CommandModel.from }

    /// The sources without a key, synced in this order when --from is not given.
    static let keylessSources = ["moex", "nasdaq"]

    /// One source with --from; every keyless source without it.
    var sources: [Source]
    /// True when --from named the source.
    var chosen: Bool

    /// The sources `--from` names (every keyless one without it), checked against the
    /// environment's base URLs.
    static func resolve(from value: String?, environment: [String: String],
                        currentDirectory: String = FileManager.default.currentDirectoryPath) throws(Problem) -> SyncRequest {
        guard let value else {
            var all: [Source] = []
            for name in keylessSources { all.append(try source(name, environment: environment, currentDirectory: currentDirectory)) }
            return SyncRequest(sources: all, chosen: false)
        }
        return SyncRequest(sources: [try source(value, environment: environment, currentDirectory: currentDirectory)], chosen: true)
    }

    static func source(_ value: String, environment: [String: String], currentDirectory: String) throws(Problem) -> Source {
        let lower = value.lowercased()
        if lower == "moex" {
            return .moex(try service("FINDER_MOEX_URL", MoexBoard.defaultBase, MoexBoard.url(base:), environment))
        }
        if lower == "nasdaq" {
            return .nasdaq(try service("FINDER_NASDAQ_URL", NasdaqScreener.defaultBase, NasdaqScreener.url(base:), environment))
        }
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let url = URL(string: value), url.host != nil else { throw .usage(.badValue(from, value: value)) }
            guard HTTPClient.isAllowed(url) else { throw .insecure(value) }
            return .url(url)
        }
        if lower.contains("://") { throw .usage(.badValue(from, value: value)) }
        let path = value.hasPrefix("/") ? value : currentDirectory + "/" + value
        return .file(URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    /// A service's URL under the base `variable` names, else `defaultBase`.
    private static func service(_ variable: String, _ defaultBase: String, _ url: (String) -> URL?,
                                _ environment: [String: String]) throws(Problem) -> URL {
        let base = environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultBase
        guard let u = url(base) else { throw .badEnvironment(variable: variable, value: base, insecure: false) }
        guard HTTPClient.isAllowed(u) else { throw .badEnvironment(variable: variable, value: base, insecure: true) }
        return u
    }
}
