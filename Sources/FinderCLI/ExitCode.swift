/// Exit statuses (GUIDE.md "Exit codes and error codes"). A failure's status comes from its `FailureCode`, never chosen
/// where the failure is met.
public enum ExitCode: Int32, Sendable {
    case content = 0
    case empty = 1
    case usage = 2
    case network = 3
    case authentication = 4
    case localData = 5
    case interrupted = 130
}

/// The one table of failures: each one's stable JSON `error.code` and its exit status, in
/// the order GUIDE.md's "Exit codes and error codes" lists them (a test checks that table, and
/// the man page's, against this one). What each failure says — its message and recovery
/// hint — is decided once per failure type beside it (`SyncFailure`, `PhotosFailure`,
/// `DomainFailure`, `UsageError`); the code and status only here.
public enum FailureCode: String, CaseIterable, Sendable {
    case usage
    case config
    case offline
    case unreachable
    case timeout
    case service
    case rateLimited = "rate-limited"
    case badResponse = "bad-response"
    case fileExists = "file-exists"
    case writeFailed = "write-failed"
    case auth
    case localData = "local-data"
    case diskFull = "disk-full"
    case `internal`
    case interrupted

    public var exit: ExitCode {
        switch self {
        case .usage, .config, .fileExists: .usage
        case .offline, .unreachable, .timeout, .service, .rateLimited, .badResponse: .network
        case .auth: .authentication
        case .writeFailed, .localData, .diskFull, .internal: .localData
        case .interrupted: .interrupted
        }
    }
}

extension Outcome {
    /// The outcome of a failure: its code and exit status from the table.
    public static func failure(_ code: FailureCode, message: String, hint: String?) -> Outcome {
        .error(code: code.rawValue, message: message, hint: hint, exit: code.exit)
    }
}
