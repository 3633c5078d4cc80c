import Foundation
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP server on 127.0.0.1 that sends the headers (with the full Content-Length) and the
/// first `stallAfter` bytes of `body`, signals `sent`, then holds the connection open until
/// `release()`: a download stalled mid-body, at a point the test knows.
final class StallingServer: @unchecked Sendable {
    let sent = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private var server: LoopbackHTTPServer!

    init(body: Data, stallAfter: Int?) throws {
        let sent = self.sent, released = self.released
        server = try LoopbackHTTPServer { _ in
            var r = LoopbackHTTPServer.Response(status: 200, body: body, truncateAfter: stallAfter)
            r.onSent = { sent.signal() }
            r.holdUntil = stallAfter == nil ? nil : released
            return r
        }
    }

    var baseURL: String { server.baseURL }

    func release() { released.signal() }

    deinit { release() }
}

/// `finder` started without waiting, so a test can kill it at a moment it chooses.
final class RunningFinder {
    let process: Spawned   // output to /dev/null: never read, and a pipe could fill and stall the child

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process = try Spawned(finderBinary, arguments, environment: cleanEnvironment(environment))
    }

    /// SIGKILL: no handler runs, no cleanup happens.
    func kill() -> Int32 {
        Glibc.kill(process.pid, SIGKILL)
        return process.terminationStatus
    }

}

/// Runs `finder` with stderr on a pseudo-terminal (stdout stays a pipe) and returns what the
/// terminal received, byte for byte: the progress output a person would see.
func runFinderWithTerminalStderr(_ arguments: [String], environment: [String: String]) throws -> (TerminalRun, terminal: String) {
    // posix_openpt and friends are not in the Glibc module map; take them from libc itself.
    typealias OpenPT = @convention(c) (Int32) -> Int32
    typealias OnFD = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    let libc = dlopen(nil, RTLD_NOW)
    let openpt = unsafeBitCast(dlsym(libc, "posix_openpt"), to: OpenPT.self)
    let grantpt = unsafeBitCast(dlsym(libc, "grantpt"), to: OnFD.self)
    let unlockpt = unsafeBitCast(dlsym(libc, "unlockpt"), to: OnFD.self)
    let ptsname = unsafeBitCast(dlsym(libc, "ptsname"), to: Name.self)
    let master = openpt(O_RDWR | O_NOCTTY)
    precondition(master >= 0 && grantpt(master) == 0 && unlockpt(master) == 0)
    let slave = open(String(cString: ptsname(master)!), O_RDWR | O_NOCTTY)
    precondition(slave >= 0)
    let env = cleanEnvironment(environment)
    // stdout to a file, not a pipe: a pipe nobody drains can stall the child.
    let folder = TemporaryDirectory("finder-tty")
    let outPath = folder.file("out")
    let p = try Spawned(finderBinary, arguments, environment: env, stdout: .file(outPath), stderr: .descriptor(slave))
    close(slave)
    final class Box: @unchecked Sendable { var data = Data() }
    let terminal = Box()
    let done = DispatchSemaphore(value: 0)
    Thread {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { break }   // EIO once the child's side is closed
            terminal.data.append(contentsOf: buffer[0..<n])
        }
        done.signal()
    }.start()
    p.wait()
    let o = (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data()
    done.wait()
    close(master)
    return (TerminalRun(stdout: String(decoding: o, as: UTF8.self), status: p.terminationStatus),
            String(decoding: terminal.data, as: UTF8.self))
}

struct TerminalRun {
    let stdout: String
    let status: Int32
}
