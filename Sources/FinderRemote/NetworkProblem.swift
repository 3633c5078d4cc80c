import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a transfer could not complete, named: every URLError a request can end with is one of
/// these, so every failure is said in words with advice, never as a bare code (a server that
/// closed without answering was “network error -1011”, a garbage status line “-1002”). The
/// one place that reads URLError codes; sync and photos word each case.
public enum NetworkProblem: Equatable, Sendable {
    /// Nothing listens there (connection refused).
    case refused
    /// The host name could not be resolved.
    case unknownHost
    /// This computer has no network.
    case offline
    /// The connection broke while the answer came.
    case lost
    /// The server closed the connection without any answer.
    case noAnswer
    /// The server answered something that is not HTTP (a garbage status line, bad headers).
    case unreadableAnswer
    /// The TLS handshake or the certificate failed.
    case tls
    /// Too many redirects.
    case redirectLoop
    /// A redirect to an address that cannot be fetched.
    case badRedirect
    /// Any other failure of the connection, with its URLError code for a bug report.
    case other(Int)

    /// The problem `error` names; `afterRedirect`: the server had answered with a redirect,
    /// so an unusable address is the redirect's, not a malformed answer.
    public init(_ error: Error, afterRedirect: Bool) {
        guard let e = error as? URLError else { self = .other(URLError.Code.unknown.rawValue); return }
        switch e.code {
        case .cannotConnectToHost: self = .refused
        case .cannotFindHost, .dnsLookupFailed: self = .unknownHost
        case .notConnectedToInternet, .internationalRoamingOff, .dataNotAllowed, .callIsActive: self = .offline
        case .networkConnectionLost, .unknown: self = .lost   // libcurl's “partial file” surfaces as unknown (-1)
        case .badServerResponse, .zeroByteResource: self = .noAnswer
        case .badURL, .unsupportedURL, .redirectToNonExistentLocation:
            self = afterRedirect ? .badRedirect : .unreadableAnswer
        case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData: self = .unreadableAnswer
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
             .clientCertificateRequired, .appTransportSecurityRequiresSecureConnection: self = .tls
        case .httpTooManyRedirects: self = .redirectLoop
        default: self = .other(e.code.rawValue)
        }
    }

    /// The server's doing (what it sent), not the network's: said as the service's failure.
    public var isServersFault: Bool {
        switch self {
        case .noAnswer, .unreadableAnswer, .redirectLoop, .badRedirect: true
        default: false
        }
    }
}
