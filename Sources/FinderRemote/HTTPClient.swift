import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
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
        /// The body was larger than the client accepts.
        case tooLarge(limit: Int)
    }

    public var timeout: TimeInterval
    /// Larger bodies fail with `.tooLarge` (an API answer is kilobytes; this bounds memory).
    public var maxBodyBytes: Int

    public init(timeout: TimeInterval = 15, maxBodyBytes: Int = 8 << 20) {
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
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

    public func get(_ url: URL, headers: [String: String] = [:]) async throws(Failure) -> Response {
        guard Self.isAllowed(url) else { throw .insecureURL(url.absoluteString) }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = timeout
        config.timeoutIntervalForResource = timeout
        config.urlCache = nil
        // Redirects are refused, not followed: URLSession would copy every header, the
        // Authorization key included, to wherever the redirect points. A 3xx comes back as is.
        let session = URLSession(configuration: config, delegate: _RefuseRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        do {
            let (data, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse else { throw Failure.unreachable("not an HTTP response") }
            var lowered: [String: String] = [:]
            for (k, v) in http.allHeaderFields {
                if let k = k as? String, let v = v as? String { lowered[k.lowercased()] = v }
            }
            guard data.count <= maxBodyBytes else { throw Failure.tooLarge(limit: maxBodyBytes) }
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

/// Answers every redirect with "do not follow".
final class _RefuseRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
