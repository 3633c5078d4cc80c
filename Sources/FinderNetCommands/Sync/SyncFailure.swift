import Foundation
import FinderCLI
import FinderDomain
import FinderRemote

/// Why one source's sync stopped before changing anything. Each case says what happened and
/// what to do, and names its `FailureCode` (whose table gives the JSON code and exit status):
/// the network, the service or an unusable body or file; a `--from` that names nothing
/// readable is usage. (A store failure is a `DomainFailure`, via the session.) `.offline` and
/// `.noUsableRows` are the run's own decisions (`CatalogueSyncRun`), made through
/// `CatalogueSourceFailure`.
enum SyncFailure: Error, Equatable, CatalogueSourceFailure {
    case download(HTTPClient.Failure)
    /// A complete answer with a status that is not 2xx.
    case status(Int)
    /// A body that is not the source's format, in the source's words.
    case format(SourceFormatError)
    case file(path: String, problem: FileProblem)
    /// A file larger than a catalogue download may be.
    case fileTooLarge(path: String, limit: Int)
    /// The source gave rows, but none could be used (or none at all).
    case noUsableRows(received: Int)
    /// `--offline` with a source on the network.
    case offline

    enum FileProblem: Equatable {
        case missing, directory, denied
        /// A FIFO, a device, a socket, or a terminal: not a file that has an end.
        case notRegular
        case other(String)
    }

    /// The outcome for `source` (its display name). `unchanged` is the closing hint: by
    /// default, that the catalogue is unchanged.
    func outcome(_ c: Messages, source: String, limits: SyncLimits, unchanged: String? = nil) -> Outcome {
        let unchanged = unchanged ?? c.text("sync.hint.unchanged")
        func network(_ code: FailureCode, _ key: String, _ args: MessageArguments = [:], hint: String? = nil) -> Outcome {
            var a = args
            a["source"] = source
            let h = hint.map { c.text($0, a) + " " + unchanged } ?? unchanged
            return .failure(code, message: c.text(key, a), hint: h)
        }
        func seconds(_ s: TimeInterval) -> String { c.numberFormat.decimal(s, fractionDigits: s.rounded() == s ? 0 : 1) }
        func mebibytes(_ bytes: Int) -> String { c.numberFormat.decimal(bytes >> 20) }
        switch self {
        case .download(.insecureURL(let url)):
            return .failure(.usage, message: c.text("sync.error.insecure", ["url": TerminalText.sanitize(url)]),
                          hint: nil)
        case .download(.redirectRefused(let url)):
            // http to another computer is said as not https; any other scheme (file:, ftp:,
            // data:) or no URL at all as an address finder cannot use.
            let plainHTTP = URL(string: url)?.scheme?.lowercased() == "http"
            return network(.service, plainHTTP ? "sync.error.redirect" : "sync.error.redirectUnusable",
                           ["url": TerminalText.sanitize(url)], hint: "sync.hint.redirect")
        case .download(.timedOut):
            return network(.timeout, "sync.error.timeout", ["seconds": seconds(limits.idleTimeout)], hint: "sync.hint.later")
        case .download(.deadlineExceeded):
            return network(.timeout, "sync.error.deadline", ["seconds": seconds(limits.deadline)], hint: "sync.hint.later")
        case .download(.unreachable(let problem)) where problem == .redirectLoop || problem == .badRedirect:
            // A redirect loop or a redirect to an address curl cannot use: the server's doing.
            return network(.service, "sync.error.unreachable", ["reason": Self.reason(problem, c)], hint: "sync.hint.redirect")
        case .download(.unreachable(let problem)) where problem.isServersFault:
            return network(.service, "sync.error.unreachable", ["reason": Self.reason(problem, c)], hint: "sync.hint.later")
        case .download(.unreachable(let problem)):
            return network(.unreachable, "sync.error.unreachable", ["reason": Self.reason(problem, c)], hint: "sync.hint.network")
        case .status(let status):
            return network(.service, "sync.error.status", ["status": "\(status)"],
                           hint: status >= 500 || status == 429 || status == 403 ? "sync.hint.later" : nil)
        case .download(.tooLarge(let limit)):
            return network(.badResponse, "sync.error.tooLarge", ["limit": mebibytes(limit)], hint: "sync.hint.later")
        case .download(.encodingRefused(let encoding)):
            return network(.badResponse, "sync.error.encoding", ["encoding": TerminalText.sanitize(encoding)],
                           hint: "sync.hint.later")
        case .download(.truncated(let received, let expected)):
            return network(.badResponse, "sync.error.truncated",
                           ["received": c.numberFormat.decimal(received), "expected": c.numberFormat.decimal(expected)],
                           hint: "sync.hint.later")
        case .format(let e):
            return network(.badResponse, "sync.error.malformed", ["reason": c.text(e.reasonKey, e.arguments)], hint: e.hint)
        case .noUsableRows(let received):
            return network(.badResponse, "sync.error.noRows", ["count": c.numberFormat.decimal(received)], hint: "sync.hint.format")
        case .fileTooLarge(let path, let limit):
            return .failure(.badResponse,
                            message: c.text("sync.error.fileTooLarge", ["path": TerminalText.sanitize(path), "limit": mebibytes(limit)]),
                            hint: c.text("sync.hint.fileTooLarge") + " " + unchanged)
        case .offline:
            return .failure(.offline, message: c.text("sync.error.offline", ["source": source]),
                          hint: c.text("sync.hint.offline"))
        case .file(let path, let problem):
            let reason: String
            switch problem {
            case .missing: reason = c.text("sync.file.missing")
            case .directory: reason = c.text("sync.file.directory")
            case .denied: reason = c.text("sync.file.denied")
            case .notRegular: reason = c.text("sync.file.notRegular")
            case .other(let r): reason = TerminalText.sanitize(r)
            }
            return .failure(.usage, message: c.text("sync.error.file", ["path": TerminalText.sanitize(path), "reason": reason]),
                          hint: c.text("sync.hint.from"))
        }
    }

    static func reason(_ problem: NetworkProblem, _ c: Messages) -> String { problem.words("sync", c) }
}
