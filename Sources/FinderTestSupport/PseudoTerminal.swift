import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run on a pseudo-terminal of its own, for tests of what finder writes to a
/// terminal and how it talks with one: the child's stdin, stdout and stderr are the
/// terminal (its controlling terminal: `/dev/tty` too), this side reads everything it writes
/// and may answer as a terminal would (`answer` sees all output so far and returns bytes to
/// type back, or nil).
public struct PseudoTerminalRun: Sendable {
    /// Everything the child wrote, as the terminal received it (the line discipline turns
    /// "\n" into "\r\n").
    public let output: [UInt8]
    public let status: Int32
    /// The terminal's local modes after the child ended (ECHO, ICANON…): a child that changed
    /// them must have put them back.
    public let localModesAfter: tcflag_t

    public var text: String { String(decoding: output, as: UTF8.self) }

    /// Runs `executable` on a new terminal of `columns` × `rows` cells (each `cell` pixels,
    /// so that TIOCGWINSZ reports pixel sizes as graphical terminals do). A child still
    /// running after `hangLimit` seconds is killed (a guard, not a timing assertion).
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                           columns: Int = 80, rows: Int = 24, cell: (width: Int, height: Int) = (10, 20),
                           hangLimit: Double = 600,
                           answer: @escaping @Sendable ([UInt8]) -> [UInt8]? = { _ in nil }) throws -> PseudoTerminalRun {
        let master = PTY.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        var name = [CChar](repeating: 0, count: 128)
        guard master >= 0, PTY.grantpt(master) == 0, PTY.unlockpt(master) == 0, PTY.ptsname_r(master, &name, name.count) == 0 else {
            throw POSIXError(.EIO)
        }
        defer { close(master) }
        let slavePath = String(cString: name)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(columns * cell.width),
                           ws_ypixel: UInt16(rows * cell.height))
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let child = try Spawned(executable, arguments, environment: environment, stdin: .file(slavePath),
                                stdout: .file(slavePath), stderr: .file(slavePath), newSession: true)
        let pid = child.pid
        final class Flag: @unchecked Sendable { var killed = false }
        let flag = Flag()
        let watchdog = DispatchWorkItem { flag.killed = true; kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + hangLimit, execute: watchdog)
        defer { watchdog.cancel() }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        // Read until every descriptor of the child's side is closed (EIO on Linux): the child
        // has ended, and nothing it wrote is left behind.
        while true {
            let n = read(master, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            output += buffer[0..<n]
            if let reply = answer(output) { _ = reply.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) } }
        }
        let status = child.terminationStatus
        var t = termios()
        _ = tcgetattr(master, &t)
        return PseudoTerminalRun(output: output, status: flag.killed ? -1 : status, localModesAfter: t.c_lflag)
    }
}

/// glibc's pseudo-terminal calls, which the Glibc module does not export (they sit behind
/// _XOPEN_SOURCE): taken from libc itself.
private enum PTY {
    static func symbol<T>(_ name: String, _ type: T.Type) -> T {
        guard let p = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("\(name) is missing from libc") }
        return unsafeBitCast(p, to: type)
    }
    static let openpt = symbol("posix_openpt", (@convention(c) (Int32) -> Int32).self)
    static let grantpt = symbol("grantpt", (@convention(c) (Int32) -> Int32).self)
    static let unlockpt = symbol("unlockpt", (@convention(c) (Int32) -> Int32).self)
    static let ptsname_r = symbol("ptsname_r", (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
}
