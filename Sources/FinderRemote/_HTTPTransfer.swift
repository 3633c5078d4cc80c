import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One streamed GET for `HTTPClient`: a URLSession data task whose delegate collects the body
/// chunk by chunk, stops it at the size limit, and a timer that stops it at the deadline.
///
/// URLSession's own resource timeout is not enforced by swift-corelibs-foundation (a server
/// dripping a byte a second kept a request alive for 20 minutes), and `data(for:)` holds the
/// whole body before anyone can look at its size; hence this class. Everything the delegate
/// and the timer touch is guarded by `lock`; the continuation is resumed exactly once.
final class _HTTPTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Failure = HTTPClient.Failure

    private let maxBodyBytes: Int
    private let redirects: HTTPClient.Redirects
    private let progress: HTTPClient.Progress?
    private let lock = NSLock()
    private var continuation: CheckedContinuation<HTTPClient.Response, Error>?
    private var task: URLSessionDataTask?
    private var body = Data()
    private var expected: Int64?
    private var status = 0
    private var headers: [String: String] = [:]
    private var encoded = false
    /// Set when the transfer was stopped on purpose; the completion reports this instead.
    private var stoppedBecause: Failure?
    /// Whether the server answered with a redirect: a URL error after one is the redirect's.
    private var redirected = false
    var followedARedirect: Bool {
        lock.lock()
        defer { lock.unlock() }
        return redirected
    }

    init(maxBodyBytes: Int, redirects: HTTPClient.Redirects, progress: HTTPClient.Progress?) {
        self.maxBodyBytes = maxBodyBytes
        self.redirects = redirects
        self.progress = progress
    }

    func run(_ request: URLRequest, idleTimeout: TimeInterval, deadline: TimeInterval) async throws -> HTTPClient.Response {
        let config = Self.ephemeralConfiguration()
        config.timeoutIntervalForRequest = idleTimeout
        config.timeoutIntervalForResource = deadline
        config.urlCache = nil
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1   // delegate calls one at a time, in order
        let session = URLSession(configuration: config, delegate: self, delegateQueue: queue)
        defer { session.finishTasksAndInvalidate() }
        return try await withCheckedThrowingContinuation { (c: CheckedContinuation<HTTPClient.Response, Error>) in
            let task = session.dataTask(with: request)
            lock.lock()
            continuation = c
            self.task = task
            lock.unlock()
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak self] in
                self?.stop(.deadlineExceeded)
            }
            watchMemory(queue)
            task.resume()
        }
    }

    /// Stops the transfer when the process's resident memory grows past twice the body limit
    /// (and 64 MiB more) while chunks of this transfer wait for its delegate. libcurl hands
    /// data over as fast as it arrives, each chunk queued on `delegateQueue` with no pause
    /// when the delegate falls behind (a starved thread on a loaded machine): a fast 2 GB body
    /// reached 2.26 GB of memory before `didReceive` saw the limit pass, and URLSession's own
    /// count of bytes received stays 0 on Linux. What the queue holds is memory of this
    /// process, so that is what is watched, every 10 ms. A body within the limit is at most
    /// about twice the limit in memory (the queued chunks and the collected body); more means
    /// a body past it.
    ///
    /// Memory is the whole process's, and other work in it grows it too (the test runner's
    /// other suites building indexes, an interactive session drawing while a page loads): a
    /// slow answer that sent nothing was stopped as "too large". So growth counts against
    /// this transfer only while its own queue holds more than `backlog` chunks: a delegate
    /// keeping up holds none or one, a starved one behind a fast body thousands.
    private func watchMemory(_ delegateQueue: OperationQueue) {
        guard let start = Self.residentBytes() else { return }
        let ceiling = start + 2 * maxBodyBytes + (64 << 20)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(10), repeating: .milliseconds(10))
        timer.setEventHandler { [weak self] in
            guard let self else { timer.cancel(); return }
            self.lock.lock()
            let running = self.continuation != nil
            self.lock.unlock()
            guard running else { timer.cancel(); return }
            if delegateQueue.operationCount > Self.backlog, let now = Self.residentBytes(), now > ceiling {
                timer.cancel()
                self.stop(.tooLarge(limit: self.maxBodyBytes))
            }
        }
        timer.resume()
    }

    /// Chunks waiting for the delegate beyond which it counts as fallen behind.
    static let backlog = 8

    /// This process's resident set in bytes (`/proc/self/statm`), nil where it cannot be read.
    static func residentBytes() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return nil }
        let fields = buffer[0..<n].split(separator: 0x20)
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// `URLSessionConfiguration.ephemeral`, without the stray folder it leaves: Foundation on
    /// Linux makes `HTTPCookieStorage.shared` for every configuration (ephemeral ones too, then
    /// replaced), and that creates `$XDG_DATA_HOME/<executable's folder>` — `…/release` —
    /// although no cookie is ever written there. The folder is removed again when this call
    /// created it and it is empty (`rmdir` removes nothing else). Where it goes is asked of
    /// Foundation itself (its application-support folder is that data home), so no variable
    /// is read here.
    static func ephemeralConfiguration() -> URLSessionConfiguration {
        let dataHome = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first?.path
            ?? (NSHomeDirectory() + "/.local/share")
        let folder = dataHome + "/" + (Bundle.main.bundlePath.split(separator: "/").last.map(String.init) ?? "")
        let existed = FileManager.default.fileExists(atPath: folder)
        let config = URLSessionConfiguration.ephemeral
        if !existed { rmdir(folder) }
        return config
    }

    /// Stops the transfer and reports `failure` (the deadline, the size limit).
    private func stop(_ failure: Failure) {
        lock.lock()
        guard let c = continuation else { lock.unlock(); return }
        continuation = nil
        stoppedBecause = failure
        let task = self.task
        lock.unlock()
        // The answer first, the cancel after it and off this thread: `cancel()` waits for
        // URLSession's work queue, which goes on draining a fast socket into the delegate
        // queue (a 1 GiB body: seconds, and hundreds of MB) before it gets to the cancel.
        c.resume(throwing: failure)
        DispatchQueue.global().async { task?.cancel() }
    }

    private func finish(_ result: Result<HTTPClient.Response, Error>) {
        lock.lock()
        guard let c = continuation else { lock.unlock(); return }
        continuation = nil
        lock.unlock()
        c.resume(with: result)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        lock.lock()
        if let http = response as? HTTPURLResponse {
            status = http.statusCode
            for (k, v) in http.allHeaderFields {
                if let k = k as? String, let v = v as? String { headers[k.lowercased()] = v }
            }
            encoded = (headers["content-encoding"] ?? "identity").lowercased() != "identity"
        }
        expected = response.expectedContentLength >= 0 ? response.expectedContentLength : nil
        let announced = expected
        let reported = encoded ? nil : expected
        let encoding = encoded ? headers["content-encoding"] ?? "" : nil
        lock.unlock()
        // Asked for `identity` (HTTPClient.get): any other encoding would be unpacked by
        // libcurl ahead of the size check. Refused before a byte of it is read.
        if let encoding {
            completionHandler(.cancel)
            stop(.encodingRefused(encoding))
            return
        }
        if let e = announced, e > Int64(maxBodyBytes) {
            completionHandler(.cancel)
            stop(.tooLarge(limit: maxBodyBytes))
            return
        }
        progress?(0, reported)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        guard continuation != nil else { lock.unlock(); return }
        guard body.count + data.count <= maxBodyBytes else {
            lock.unlock()
            stop(.tooLarge(limit: maxBodyBytes))
            return
        }
        body.append(data)
        let received = Int64(body.count), reported = encoded ? nil : expected
        lock.unlock()
        progress?(received, reported)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        lock.lock()
        redirected = true
        lock.unlock()
        switch redirects {
        case .refuse:
            completionHandler(nil)   // the 3xx comes back as the response
        case .followAllowed:
            // The target as the Location header names it, resolved against the answer's URL
            // (RFC 3986), not Foundation's `request.url`: Foundation reads any Location without
            // a host as a path on the same server, so `file:///etc/passwd` became
            // `GET /etc/passwd` there, and `//other.host/x` a path too.
            let location = response.value(forHTTPHeaderField: "Location") ?? ""
            let target = Self.redirectTarget(location, from: response.url ?? request.url)
            if let target, HTTPClient.isAllowed(target) {
                var next = request
                next.url = target
                completionHandler(next)
            } else {
                completionHandler(nil)
                stop(.redirectRefused(target?.absoluteString ?? location))
            }
        }
    }

    /// A redirect's `Location` resolved against the URL it came from; nil when it is no URL.
    static func redirectTarget(_ location: String, from base: URL?) -> URL? {
        let trimmed = location.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, let url = URL(string: trimmed, relativeTo: base)?.absoluteURL, url.scheme != nil else { return nil }
        return url
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.lock()
        let response = HTTPClient.Response(status: status, headers: headers, body: body)
        let cut: Failure? = {
            guard status != 0, let e = expected, !encoded, Int64(body.count) < e else { return nil }
            return .truncated(received: body.count, expected: Int(e))
        }()
        lock.unlock()
        // A connection closed before Content-Length bytes is a cut body, whatever the
        // transport calls it (and even when it calls it success).
        if let cut { finish(.failure(cut)); return }
        if let error { finish(.failure(error)); return }
        finish(.success(response))
    }
}
