import Foundation
import FinderCLI

/// `stocks sync [--from moex|URL|FILE]`. The global options were taken by the shared parser;
/// what is left is ours. Throws data, never prints.
struct SyncArguments: Equatable {
    /// Where the catalogue comes from.
    enum Source: Equatable {
        /// The Moscow Exchange ISS board listing (FINDER_MOEX_URL overrides the base URL).
        case moex(URL)
        /// A StockFinder-format file (JSON or CSV) at a URL.
        case url(URL)
        /// A StockFinder-format file (JSON or CSV) on disk, as an absolute path.
        case file(String)

        var needsNetwork: Bool { if case .file = self { false } else { true } }

        /// What synced prices record as their source: "moex", the URL without credentials,
        /// query or fragment (they may hold tokens), or the file's path.
        var priceSource: String {
            switch self {
            case .moex: return "moex"
            case .url(let u):
                guard var c = URLComponents(url: u, resolvingAgainstBaseURL: false) else { return u.absoluteString }
                c.user = nil; c.password = nil; c.query = nil; c.fragment = nil
                return c.string ?? u.absoluteString
            case .file(let path): return path
            }
        }

        /// "moex", "url" or "file", for JSON.
        var kind: String {
            switch self {
            case .moex: "moex"
            case .url: "url"
            case .file: "file"
            }
        }
    }

    /// Why the command line or the environment cannot name a source.
    enum Problem: Error, Equatable {
        case usage(UsageError)
        /// Plain http to a host that is not loopback (from --from or FINDER_MOEX_URL).
        case insecure(String)
        /// FINDER_MOEX_URL is not a URL.
        case badMoexURL(String)
    }

    static let from = Flag("from", .choice(["moex", "URL", "FILE"]))
    static let flags = [from]

    var source: Source

    static func parse(_ arguments: [String], environment: [String: String],
                      currentDirectory: String = FileManager.default.currentDirectoryPath) throws(Problem) -> SyncArguments {
        var value: String?
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--from" {
                guard i < arguments.count, !arguments[i].isEmpty else { throw .usage(.missingValue(from)) }
                value = arguments[i]
                i += 1
            } else if arg.hasPrefix("--from=") {
                let v = String(arg.dropFirst("--from=".count))
                guard !v.isEmpty else { throw .usage(.missingValue(from)) }
                value = v
            } else if arg.hasPrefix("-") && arg != "-" && arg != "--" {
                throw .usage(.unknownOption(arg, valid: (flags + Flags.global).map(\.spelling)))
            } else if arg != "--" {
                throw .usage(.unexpectedArgument(arg))
            }
        }
        return SyncArguments(source: try source(value ?? "moex", environment: environment, currentDirectory: currentDirectory))
    }

    static func source(_ value: String, environment: [String: String], currentDirectory: String) throws(Problem) -> Source {
        if value.lowercased() == "moex" {
            let base = environment["FINDER_MOEX_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? MoexBoard.defaultBase
            guard let url = MoexBoard.url(base: base) else { throw .badMoexURL(base) }
            guard HTTPClient.isAllowed(url) else { throw .insecure(base) }
            return .moex(url)
        }
        let lower = value.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let url = URL(string: value), url.host != nil else { throw .usage(.badValue(from, value: value)) }
            guard HTTPClient.isAllowed(url) else { throw .insecure(value) }
            return .url(url)
        }
        if lower.contains("://") { throw .usage(.badValue(from, value: value)) }
        let path = value.hasPrefix("/") ? value : currentDirectory + "/" + value
        return .file(URL(fileURLWithPath: path).standardizedFileURL.path)
    }
}

import FinderRemote
