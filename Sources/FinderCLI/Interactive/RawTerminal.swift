#if canImport(Glibc)
import Glibc
#endif

// State the signal handlers read. A handler may run on any thread at any moment, so it can
// touch only these plain globals and async-signal-safe calls (tcsetattr, write, signal, raise).
nonisolated(unsafe) private var _savedTermios = termios()
nonisolated(unsafe) private var _rawInputFD: Int32 = -1
nonisolated(unsafe) private var _screenOutputFD: Int32 = -1
nonisolated(unsafe) private var _leaveSequence: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var _leaveSequenceCount = 0
nonisolated(unsafe) private var _wakeWriteFD: Int32 = -1

/// Puts the terminal back as it was: the saved termios, the main screen, a visible cursor.
/// Async-signal-safe; does nothing once restored.
private func _restoreTerminalNow() {
    let fd = _rawInputFD
    guard fd >= 0 else { return }
    _rawInputFD = -1
    _ = tcsetattr(fd, TCSAFLUSH, &_savedTermios)
    if let p = _leaveSequence, _screenOutputFD >= 0 { _ = write(_screenOutputFD, p, _leaveSequenceCount) }
}

/// For SIGTERM, SIGHUP, SIGQUIT, an outside SIGINT and the crash signals: restore, then die of
/// the same signal with its default action (so the parent sees how the process ended).
private func _restoreAndReraise(_ signal: Int32) {
    _restoreTerminalNow()
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// SIGWINCH: wake the input thread, which reports a resize.
private func _noteResize(_ signal: Int32) {
    guard _wakeWriteFD >= 0 else { return }
    var byte = UInt8(ascii: "w")
    _ = write(_wakeWriteFD, &byte, 1)
}

/// The terminal in raw mode for the session's lifetime, on the alternate screen.
///
/// Raw: no echo, no line buffering, no signal keys (Ctrl-C and Ctrl-Z arrive as bytes), no
/// CR→NL translation on input; output processing stays on so "\n" still returns the carriage.
/// The saved settings are put back by `restore()`, which every exit path of the session
/// reaches (a `defer`), and by signal handlers for the paths that never return: SIGTERM,
/// SIGHUP, SIGQUIT, SIGINT sent from outside, and the signals of a crash (a trap in rendering
/// code is SIGILL or SIGTRAP; SIGSEGV, SIGBUS, SIGFPE, SIGABRT).
final class RawTerminal {
    static let fatalSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
    static let enterSequence = "\u{1b}[?1049h\u{1b}[H\u{1b}[2J"
    static let leaveSequence = "\u{1b}[?25h\u{1b}[?1049l"

    let input: Int32
    let output: Int32
    /// Read end of the wake pipe: "w" on resize, "q" when the input thread should stop.
    let wakeRead: Int32
    let wakeWrite: Int32
    private var previousHandlers: [(Int32, sighandler_t?)] = []
    private var restored = false

    /// nil when `input` is not a terminal or its settings cannot be read or changed.
    init?(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
        var saved = termios()
        guard isatty(input) == 1, tcgetattr(input, &saved) == 0 else { return nil }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(wakeWrite, F_SETFL, fcntl(wakeWrite, F_GETFL) | O_NONBLOCK)

        // Globals first, handlers second, raw mode last: a signal at any point restores.
        _savedTermios = saved
        let leave = Array(Self.leaveSequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: leave.count)
        buffer.initialize(from: leave, count: leave.count)
        _leaveSequence = buffer
        _leaveSequenceCount = leave.count
        _screenOutputFD = output
        _wakeWriteFD = wakeWrite
        _rawInputFD = input
        for s in Self.fatalSignals { previousHandlers.append((s, signal(s) { _restoreAndReraise($0) })) }
        previousHandlers.append((SIGWINCH, signal(SIGWINCH) { _noteResize($0) }))

        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSADRAIN, not TCSAFLUSH: keys typed while finder was starting are kept, not lost.
        guard tcsetattr(input, TCSADRAIN, &raw) == 0 else {
            restore()
            return nil
        }
        write(Self.enterSequence)
    }

    deinit { restore() }

    /// Writes straight to the terminal, all of it.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(output, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 { if errno == EINTR || errno == EAGAIN { continue }; return }
            offset += n
        }
    }

    /// Rows and columns; 24×80 when the terminal does not say.
    func size() -> (rows: Int, columns: Int) {
        var w = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &w) == 0, w.ws_row > 0, w.ws_col > 0 { return (Int(w.ws_row), Int(w.ws_col)) }
        if ioctl(input, UInt(TIOCGWINSZ), &w) == 0, w.ws_row > 0, w.ws_col > 0 { return (Int(w.ws_row), Int(w.ws_col)) }
        return (24, 80)
    }

    /// Restores the terminal and the previous signal handlers. Safe to call more than once.
    func restore() {
        guard !restored else { return }
        restored = true
        _restoreTerminalNow()
        for (s, h) in previousHandlers.reversed() { signal(s, h) }
        _wakeWriteFD = -1
        _screenOutputFD = -1
        if let p = _leaveSequence { _leaveSequence = nil; p.deallocate() }
        close(wakeRead)
        close(wakeWrite)
    }
}
