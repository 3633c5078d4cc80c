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

    /// The controlling terminal's answer; blocks when there is none (no /dev/tty), and
    /// without asking where the terminal cannot answer (`mayAnswer`).
    func ask(trueColor: Bool, term: String) -> TerminalGraphics {
        guard Self.mayAnswer(term: term) else { return .blocks(trueColor: trueColor) }
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return .blocks(trueColor: trueColor) }
        defer { close(fd) }
        // The Linux console (/dev/tty1…, /dev/console) draws no graphics whatever it answers.
        guard !Self.isConsole(ttyname(fd).map { String(cString: $0) } ?? "") else { return .blocks(trueColor: trueColor) }
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

    /// Whether a terminal of this TERM may answer the query with graphics: not the Linux
    /// console (`linux`), nor one that answers nothing or draws no images (`dumb`, Emacs's
    /// terminals, an unset TERM, the old hardware terminals): the probe would only wait out
    /// its timeout there.
    static func mayAnswer(term: String) -> Bool {
        let silent = ["", "dumb", "unknown", "linux", "cons25", "vt52", "vt100", "vt220", "ansi", "sun", "emacs", "eterm", "eterm-color"]
        return !silent.contains(term) && !term.hasPrefix("linux") && !term.hasPrefix("eterm") && !term.hasPrefix("emacs")
    }

    /// A virtual console's device: /dev/console, /dev/tty0…/dev/tty63 (not /dev/ttyS0 or /dev/pts/N).
    static func isConsole(_ device: String) -> Bool {
        if device == "/dev/console" { return true }
        guard device.hasPrefix("/dev/tty") else { return false }
        let rest = device.dropFirst("/dev/tty".count)
        return !rest.isEmpty && rest.allSatisfy(\.isNumber)
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
