import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A small streaming HTTP GET client on URLSession, shared by the Unsplash client and the
/// catalogue sync (Moscow Exchange, Nasdaq, StockFinder URLs).
///
/// Plain `http` is allowed only to loopback hosts (tests, local proxies); everything else must
/// be `https`. Every request is bounded three ways, whatever the server does:
/// `idleTimeout` without a byte, an overall `deadline` (a server dripping a byte a
/// second is stopped there, not when it is done), and `maxBodyBytes`, enforced while the body
/// streams in (a larger body is stopped at the limit, so memory never holds more). The caller
/// decides about retries.
public struct HTTPClient: Sendable {
    public struct Response: Sendable {
        public let status: Int
        public let headers: [String: String]   // lower-cased names
        public let body: Data
    }

    public enum Failure: Error, Equatable, Sendable {
        /// The URL is not https and not loopback http.
        case insecureURL(String)
        /// No byte within the idle timeout.
        case timedOut
        /// The whole answer had not arrived by the deadline (a server sending slowly).
        case deadlineExceeded
        /// Connection refused, DNS failure, no network, a server that closed without an
        /// answer or sent no HTTP…, named.
        case unreachable(NetworkProblem)
        /// The body was larger than the client accepts; the transfer was stopped there.
        case tooLarge(limit: Int)
        /// The connection closed before Content-Length bytes arrived.
        case truncated(received: Int, expected: Int)
        /// A redirect to a URL that is not allowed (not https, not loopback); not followed.
        case redirectRefused(String)
        /// The server compressed the body (this `Content-Encoding`) although finder asked for
        /// none: stopped before any of it was unpacked.
        case encodingRefused(String)
    }

    /// What to do with a 3xx answer.
    public enum Redirects: Sendable {
        /// Hand the 3xx back as the response (requests that carry a key: URLSession would copy
        /// every header, the Authorization key included, to wherever the redirect points).
        case refuse
        /// Follow redirects to allowed URLs (keyless downloads); any other is `.redirectRefused`.
        case followAllowed
    }

    /// Called as bytes arrive: received so far, and the total when the server said
    /// (nil for a compressed or unsized body).
    public typealias Progress = @Sendable (_ received: Int64, _ expected: Int64?) -> Void

    /// Seconds without a byte before the request gives up.
    public var idleTimeout: TimeInterval
    /// Seconds from the start of the request to the end of its body, at most.
    public var deadline: TimeInterval
    /// Larger bodies fail with `.tooLarge` (an API answer is kilobytes; this bounds memory).
    public var maxBodyBytes: Int
    public var redirects: Redirects

    /// `timeout` is both the idle timeout and the deadline unless `deadline` says otherwise.
    public init(timeout: TimeInterval = 15, deadline: TimeInterval? = nil, maxBodyBytes: Int = 8 << 20,
                redirects: Redirects = .refuse) {
        idleTimeout = Self.clamped(timeout)
        self.deadline = Self.clamped(deadline ?? timeout)
        self.maxBodyBytes = maxBodyBytes
        self.redirects = redirects
    }

    /// Seconds as URLSession can take them: 0.1 s to a day (an absurd value would trap inside
    /// URLSession or Dispatch); not a number: 15 s.
    static func clamped(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? min(86_400, max(0.1, seconds)) : 15
    }

    /// True for https URLs, and for http URLs whose host is loopback: `localhost`, `::1`, or
    /// an IPv4 address in 127.0.0.0/8 (a name such as `127.example.com` is not loopback).
    public static func isAllowed(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http": return isLoopback(host: url.host ?? "")
        default: return false
        }
    }

    public static func isLoopback(host raw: String) -> Bool {
        let host = raw.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host == "::1" { return true }
        var addr = in_addr()
        guard inet_pton(AF_INET, host, &addr) == 1 else { return false }
        return UInt32(bigEndian: addr.s_addr) >> 24 == 127
    }

    /// One GET. Any status comes back as a response (the caller reads 4xx and 5xx); only a
    /// transfer that could not complete is a `Failure`.
    public func get(_ url: URL, headers: [String: String] = [:], progress: Progress? = nil) async throws(Failure) -> Response {
        guard Self.isAllowed(url) else { throw .insecureURL(url.absoluteString) }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: idleTimeout)
        // Bodies come as they are, never compressed: libcurl unpacks whatever encoding a
        // server sends, faster than the size limit can be checked (1 MB of gzip on the wire
        // was 1 GiB in memory before "larger than 8 MiB"). A body is at most a few MiB, so
        // compression saves little; an answer compressed anyway is refused at its headers.
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
        let transfer = _HTTPTransfer(maxBodyBytes: maxBodyBytes, redirects: redirects, progress: progress)
        do {
            return try await transfer.run(request, idleTimeout: idleTimeout, deadline: deadline)
        } catch let e as Failure {
            throw e
        } catch let e as URLError where e.code == .timedOut {
            throw .timedOut
        } catch {
            throw .unreachable(NetworkProblem(error, afterRedirect: transfer.followedARedirect))
        }
    }
}
