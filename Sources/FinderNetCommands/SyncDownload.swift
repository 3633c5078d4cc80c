import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import FinderRemote

/// One GET of a whole catalogue, reporting progress as bytes arrive (the board listing is
/// about a megabyte; a StockFinder file may be larger). The same rules as `HTTPClient`:
/// https, or plain http to loopback only, also after a redirect.
///
/// A body shorter than its Content-Length is an error here even when the transport does not
/// say so: a catalogue cut half-way must never be read as a smaller catalogue.
final class SyncDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    enum Failure: Error, Equatable {
        case insecureURL(String)
        case timedOut
        /// Connection refused, unknown host, no network… (URLError code, -1 when there is none)
        case unreachable(code: Int)
        case status(Int)
        case truncated(received: Int, expected: Int)
        /// Larger than any catalogue should be; the download was stopped.
        case tooLarge(limit: Int)
    }

    /// 64 MiB: the whole Moscow Exchange board is about 1 MiB.
    static let maxBodyBytes = 64 << 20

    typealias Progress = @Sendable (_ received: Int64, _ expected: Int64?) -> Void

    private let progress: Progress
    private var body = Data()
    private var expected: Int64?
    private var status = 0
    private var encoded = false
    private var redirectRefused: String?
    private var oversized = false
    private var continuation: CheckedContinuation<Data, Error>?

    private init(progress: @escaping Progress) { self.progress = progress }

    /// The body of a 2xx answer to `GET url`, or why there is none.
    static func get(_ url: URL, timeout: TimeInterval, progress: @escaping Progress) async throws(Failure) -> Data {
        guard HTTPClient.isAllowed(url) else { throw .insecureURL(url.absoluteString) }
        let download = SyncDownload(progress: progress)
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = timeout
        config.timeoutIntervalForResource = max(timeout, 600)
        config.urlCache = nil
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1   // delegate calls one at a time, in order
        let session = URLSession(configuration: config, delegate: download, delegateQueue: queue)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json, text/csv;q=0.9, */*;q=0.5", forHTTPHeaderField: "Accept")
        let prepared = request
        do {
            return try await withCheckedThrowingContinuation { (c: CheckedContinuation<Data, Error>) in
                queue.addOperation {
                    download.continuation = c
                    session.dataTask(with: prepared).resume()
                }
            }
        } catch let e as Failure {
            throw e
        } catch let e as URLError where e.code == .timedOut {
            throw .timedOut
        } catch let e as URLError {
            throw .unreachable(code: e.code.rawValue)
        } catch {
            throw .unreachable(code: -1)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        if let http = response as? HTTPURLResponse {
            status = http.statusCode
            encoded = (http.value(forHTTPHeaderField: "Content-Encoding") ?? "identity").lowercased() != "identity"
        }
        expected = response.expectedContentLength >= 0 ? response.expectedContentLength : nil
        if let e = expected, e > Int64(Self.maxBodyBytes) {
            oversized = true
            completionHandler(.cancel)
            return
        }
        if let e = expected, e > 0 { body.reserveCapacity(Int(e)) }
        progress(0, encoded ? nil : expected)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard body.count + data.count <= Self.maxBodyBytes else {
            oversized = true
            dataTask.cancel()
            return
        }
        body.append(data)
        progress(Int64(body.count), encoded ? nil : expected)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        if let url = request.url, !HTTPClient.isAllowed(url) {
            redirectRefused = url.absoluteString
            completionHandler(nil)
        } else {
            completionHandler(request)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let c = continuation else { return }
        continuation = nil
        if let redirectRefused { c.resume(throwing: Failure.insecureURL(redirectRefused)); return }
        if oversized { c.resume(throwing: Failure.tooLarge(limit: Self.maxBodyBytes)); return }
        if let error {
            // A connection closed before Content-Length bytes is a cut body, whatever the
            // transport calls it.
            if status != 0, let e = expected, !encoded, Int64(body.count) < e {
                c.resume(throwing: Failure.truncated(received: body.count, expected: Int(e)))
            } else {
                c.resume(throwing: error)
            }
            return
        }
        guard (200..<300).contains(status) else { c.resume(throwing: Failure.status(status)); return }
        if let e = expected, !encoded, Int64(body.count) < e {
            c.resume(throwing: Failure.truncated(received: body.count, expected: Int(e)))
            return
        }
        c.resume(returning: body)
    }
}
