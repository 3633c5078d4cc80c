import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (a free port chosen by the kernel) for tests of the
/// HTTP clients. Each connection carries one request; the handler decides the answer, which
/// may be delayed (timeouts), cut short (truncated bodies) or dropped.
public final class LoopbackHTTPServer: @unchecked Sendable {
    public struct Request: Sendable {
        public let method: String
        /// Path and query as sent ("/search/photos?query=cats&page=2").
        public let target: String
        /// Header names lower-cased.
        public let headers: [String: String]

        public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }
        public var query: [String: String] {
            guard let q = target.split(separator: "?", maxSplits: 1).dropFirst().first else { return [:] }
            var out: [String: String] = [:]
            for pair in q.split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
                out[kv[0]] = kv.count > 1 ? kv[1].replacingOccurrences(of: "+", with: " ") : ""
            }
            return out
        }
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: Data
        /// Wait this long before answering.
        public var delay: TimeInterval = 0
        /// Send only this many bytes of the body (with the full Content-Length), then close.
        public var truncateAfter: Int?
        /// Called once the answer (or its truncated part) is written.
        public var onSent: (@Sendable () -> Void)?
        /// When set, the connection stays open after writing until this is signalled: a
        /// download stalled mid-body at a point the test knows.
        public var holdUntil: DispatchSemaphore?
        /// When set, the body is sent one byte at a time with this pause between bytes: a
        /// server that drips (the connection is never idle, the answer never ends in time).
        /// Sending stops when the client goes away.
        public var dripInterval: TimeInterval?
        /// False: no Content-Length header (the body ends when the connection closes).
        public var sendsContentLength = true
        /// The body is sent this many times over, as fast as the client takes it (a large
        /// body the server never holds whole); sending stops when the client goes away.
        public var repeats = 1
        /// When set, exactly these bytes are written instead of an HTTP answer, then the
        /// connection is closed: empty, a server that closes without answering; anything
        /// else, a server that does not speak HTTP (a garbage status line).
        public var raw: Data?

        public init(status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"],
                    body: Data = Data(), delay: TimeInterval = 0, truncateAfter: Int? = nil) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.truncateAfter = truncateAfter
        }

        public init(status: Int = 200, json: String) {
            self.init(status: status, body: Data(json.utf8))
        }

        /// `bytes` as they are, in place of an HTTP answer.
        public static func raw(_ bytes: String) -> Response {
            var r = Response()
            r.raw = Data(bytes.utf8)
            return r
        }
    }

    public let port: Int
    public var baseURL: String { "http://127.0.0.1:\(port)" }
    private let socket: Int32
    private let handler: @Sendable (Request) -> Response
    private let lock = NSLock()
    private var _requests: [Request] = []
    private var stopped = false, closed = false   // guarded by `lock`

    /// Every request received so far, in order.
    public var requests: [Request] { lock.lock(); defer { lock.unlock() }; return _requests }

    public init(handler: @escaping @Sendable (Request) -> Response) throws {
        self.handler = handler
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        port = Int(UInt16(bigEndian: addr.sin_port))
        socket = fd
        let thread = Thread { [weak self] in self?.acceptLoop() }
        thread.start()
    }

    /// Stops accepting; later connections are refused. Safe to call more than once.
    ///
    /// It only shuts the listening socket down (which ends the accept loop); the loop closes
    /// it. Closing here once let a second `stop()` (the deinit's) close whatever socket of
    /// another test had been given the same descriptor number meanwhile, and let the accept
    /// loop take another server's connections — a photo test then saw its requests vanish.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped && !closed else { return }
        stopped = true
        shutdown(socket, Int32(SHUT_RDWR))
    }

    deinit { stop() }

    private func acceptLoop() {
        while true {
            let client = accept(socket, nil, nil)
            if client >= 0 {
                Thread { [weak self] in self?.serve(client) }.start()
                continue
            }
            if errno == EINTR || errno == ECONNABORTED { continue }
            // Shut down by stop() (or failing for good): the descriptor is closed here, once,
            // and never used again.
            lock.lock()
            closed = true
            close(socket)
            lock.unlock()
            return
        }
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !data.contains(Data("\r\n\r\n".utf8)) {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { return }
            data.append(contentsOf: buffer[0..<n])
            if data.count > 1 << 20 { return }
        }
        let head = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
        var lines = head.components(separatedBy: "\r\n")
        let parts = lines.removeFirst().split(separator: " ")
        guard parts.count >= 2 else { return }
        var headers: [String: String] = [:]
        for l in lines {
            guard let c = l.firstIndex(of: ":") else { continue }
            headers[l[..<c].lowercased()] = l[l.index(after: c)...].trimmingCharacters(in: .whitespaces)
        }
        let request = Request(method: String(parts[0]), target: String(parts[1]), headers: headers)
        lock.lock(); _requests.append(request); lock.unlock()
        let response = handler(request)
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        if let raw = response.raw {
            _ = writeAll(fd, raw)
            return
        }
        var text = "HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Status")\r\n"
        var h = response.headers
        if response.sendsContentLength { h["Content-Length"] = "\(response.body.count * response.repeats)" }
        h["Connection"] = "close"
        for (k, v) in h { text += "\(k): \(v)\r\n" }
        text += "\r\n"
        let body = response.truncateAfter.map { response.body.prefix($0) } ?? response.body
        if let interval = response.dripInterval {
            guard writeAll(fd, Data(text.utf8)) else { return }
            for byte in body {
                Thread.sleep(forTimeInterval: interval)
                guard writeAll(fd, Data([byte])) else { return }
            }
        } else if response.repeats > 1 {
            guard writeAll(fd, Data(text.utf8)) else { return }
            for _ in 0..<response.repeats { guard writeAll(fd, body) else { return } }
        } else {
            var out = Data(text.utf8)
            out.append(body)
            _ = writeAll(fd, out)
        }
        response.onSent?()
        response.holdUntil?.wait()
    }

    /// Writes all of `data`; false when the client is gone (no SIGPIPE: MSG_NOSIGNAL).
    private func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var off = 0
            while off < raw.count {
                let n = Glibc.send(fd, raw.baseAddress! + off, raw.count - off, Int32(MSG_NOSIGNAL))
                if n <= 0 { return false }
                off += n
            }
            return true
        }
    }
}
