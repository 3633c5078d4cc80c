import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small HTTP GET client on URLSession, shared by the Unsplash and Moscow Exchange clients.
///
/// Plain `http` is allowed only to loopback hosts (tests, local proxies); everything else must
/// be `https`. Each request has a timeout; the caller decides about retries.
public struct HTTPClient: Sendable {
    public struct Response: Sendable {
        public let status: Int
        public let headers: [String: String]   // lower-cased names
        public let body: Data
    }

    public enum Failure: Error, Equatable, Sendable {
        /// The URL is not https and not loopback http.
        case insecureURL(String)
        /// No answer in time.
        case timedOut
        /// Connection refused, DNS failure, no network…
        case unreachable(String)
    }

    public var timeout: TimeInterval

    public init(timeout: TimeInterval = 15) { self.timeout = timeout }

    /// True for https URLs, and for http URLs whose host is loopback (127.0.0.0/8, ::1, localhost).
    public static func isAllowed(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http":
            let host = (url.host ?? "").lowercased()
            return host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
        default: return false
        }
    }

    public func get(_ url: URL, headers: [String: String] = [:]) async throws(Failure) -> Response {
        guard Self.isAllowed(url) else { throw .insecureURL(url.absoluteString) }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = timeout
        config.timeoutIntervalForResource = timeout
        config.urlCache = nil
        let session = URLSession(configuration: config)
        defer { session.finishTasksAndInvalidate() }
        do {
            let (data, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse else { throw Failure.unreachable("not an HTTP response") }
            var lowered: [String: String] = [:]
            for (k, v) in http.allHeaderFields {
                if let k = k as? String, let v = v as? String { lowered[k.lowercased()] = v }
            }
            return Response(status: http.statusCode, headers: lowered, body: data)
        } catch let e as Failure {
            throw e
        } catch let e as URLError where e.code == .timedOut {
            throw .timedOut
        } catch {
            throw .unreachable((error as? URLError).map { "\($0.code.rawValue)" } ?? "\(error)")
        }
    }
}
