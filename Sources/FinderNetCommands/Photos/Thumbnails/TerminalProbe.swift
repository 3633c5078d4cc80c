import FinderCLI
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal what it draws, when the environment does not say: the kitty graphics
/// query (a 1 × 1 image that is only checked, never shown), then a primary device attributes
/// request (`ESC [ c`). Every terminal answers the second, and in order, so its reply ends
/// the wait: a kitty reply before it means kitty, a `4` among its attributes means sixel,
/// neither means blocks. Silence ends at `timeout` (a terminal that answers nothing, or a
/// slow link): blocks. The terminal is in non-canonical, no-echo mode only while waiting
/// (TerminalSettings puts it back on every exit path), so the replies are never shown.
struct TerminalProbe {
    /// Seconds to wait for the replies (`Settings.probeTimeout`: FINDER_PROBE_TIMEOUT).
    var timeout: Double

    static let query = "\u{1b}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1b}\\" + "\u{1b}[c"

    /// The controlling terminal's answer; blocks when there is none (no /dev/tty).
    func ask(trueColor: Bool) -> TerminalGraphics {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return .blocks(trueColor: trueColor) }
        defer { close(fd) }
        // Only in the foreground: a background job that changes the terminal's settings is
        // stopped by SIGTTOU (`finder photos cats &` would hang there), and the replies would
        // go to whoever has the terminal.
        guard tcgetpgrp(fd) == getpgrp() else { return .blocks(trueColor: trueColor) }
        guard let settings = TerminalSettings(input: fd, output: fd, change: { t in
            t.c_lflag &= ~tcflag_t(ICANON | ECHO)
        }) else { return .blocks(trueColor: trueColor) }
        defer { settings.restore() }
        let bytes = Array(Self.query.utf8)
        guard write(fd, bytes, bytes.count) == bytes.count else { return .blocks(trueColor: trueColor) }
        let reply = read(fd)
        return Self.graphics(fromReply: reply, trueColor: trueColor)
    }

    /// Reads until the device attributes reply is complete or the time is up.
    private func read(_ fd: Int32) -> [UInt8] {
        var reply: [UInt8] = []
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var buffer = [UInt8](repeating: 0, count: 256)
        while !Self.hasAttributes(reply) {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < end else { break }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let rc = poll(&p, 1, Int32(max(1, (end - now) / 1_000_000)))
            if rc < 0 && errno == EINTR { continue }
            guard rc > 0 else { break }
            let n = Glibc.read(fd, &buffer, buffer.count)
            guard n > 0 else { break }
            reply += buffer[0..<n]
            if reply.count > 4096 { break }   // not a terminal's answer
        }
        return reply
    }

    /// `ESC [ ? … c` is in the bytes.
    static func hasAttributes(_ bytes: [UInt8]) -> Bool { attributes(bytes) != nil }

    /// The parameters of the device attributes reply, `ESC [ ? 62 ; 4 ; 22 c` → ["62", "4", "22"].
    static func attributes(_ bytes: [UInt8]) -> [String]? {
        let s = String(decoding: bytes, as: UTF8.self)
        guard let start = s.range(of: "\u{1b}[?") else { return nil }
        let rest = s[start.upperBound...]
        guard let end = rest.firstIndex(of: "c") else { return nil }
        let body = rest[..<end]
        guard body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else { return nil }
        return body.split(separator: ";").map(String.init)
    }

    static func graphics(fromReply bytes: [UInt8], trueColor: Bool) -> TerminalGraphics {
        let s = String(decoding: bytes, as: UTF8.self)
        if s.contains("\u{1b}_Gi=31;OK") { return .kitty }
        if attributes(bytes)?.contains("4") == true { return .sixel }
        return .blocks(trueColor: trueColor)
    }
}
