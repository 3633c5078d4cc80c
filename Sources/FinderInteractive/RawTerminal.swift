import FinderCLI
#if canImport(Glibc)
import Glibc
#endif

// Read by the SIGWINCH handler: a plain global and an async-signal-safe write.
nonisolated(unsafe) private var _wakeWriteFD: Int32 = -1

/// SIGWINCH: wake the input thread, which reports a resize.
private func _noteResize(_ signal: Int32) {
    guard _wakeWriteFD >= 0 else { return }
    var byte = UInt8(ascii: "w")
    _ = write(_wakeWriteFD, &byte, 1)
}

/// The terminal in raw mode for the session's lifetime, on the alternate screen.
///
/// Raw: no echo, no line buffering, no signal keys (Ctrl-C and Ctrl-Z arrive as bytes: the
/// session quits on the one and `suspend`s on the other), no
/// CR→NL translation on input; output processing stays on so "\n" still returns the carriage.
/// `TerminalSettings` puts the saved settings back on every exit path, signals and crashes
/// included; `restore()` runs from a `defer` of the session.
final class RawTerminal {
    static let enterSequence = "\u{1b}[?1049h\u{1b}[H\u{1b}[2J"
    static let leaveSequence = "\u{1b}[?25h\u{1b}[?1049l"

    let input: Int32
    let output: Int32
    /// Read end of the wake pipe: "w" on resize, "q" when the input thread should stop.
    let wakeRead: Int32
    let wakeWrite: Int32
    private let settings: TerminalSettings
    private var previousResizeHandler: sighandler_t?
    private var restored = false

    /// nil when `input` is not a terminal or its settings cannot be read or changed.
    init?(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
        guard isatty(input) == 1 else { return nil }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(wakeWrite, F_SETFL, fcntl(wakeWrite, F_GETFL) | O_NONBLOCK)
        _wakeWriteFD = wakeWrite
        previousResizeHandler = signal(SIGWINCH) { _noteResize($0) }
        let raw = TerminalSettings(input: input, output: output, leaveSequence: Self.leaveSequence) { raw in
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | INPCK | ISTRIP)
            raw.c_cflag |= tcflag_t(CS8)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        guard let raw else {
            signal(SIGWINCH, previousResizeHandler)
            _wakeWriteFD = -1
            close(wakeRead)
            close(wakeWrite)
            return nil
        }
        settings = raw
        write(Self.enterSequence)
    }

    deinit { restore() }

    /// The errno of the first write that failed (EIO from a terminal that went away, ENOSPC),
    /// 0 while none has. Nothing more is written after one: the session ends at that frame.
    private(set) var failure: Int32 = 0

    /// Writes straight to the terminal, all of it; false when a write failed (now or before).
    @discardableResult
    func write(_ text: String) -> Bool {
        guard failure == 0 else { return false }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(output, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if n <= 0 {
                failure = n < 0 ? errno : EIO
                return false
            }
            offset += n
        }
        return true
    }

    /// Ctrl-Z: the terminal put back as it was (settings, main screen, cursor), the process
    /// stopped as a shell's job is (SIGTSTP, its default action), and, once continued
    /// (`fg`, SIGCONT), raw mode and the alternate screen again; the caller redraws.
    ///
    /// All of it on the session's own thread, in order: the stop happens inside `kill`,
    /// which returns only after SIGCONT, so nothing runs in a signal handler and nothing can
    /// draw while the terminal is the shell's (docs/decisions/0410-ctrl-z-suspends.md).
    func suspend() {
        guard !restored else { return }
        write(Self.leaveSequence)
        var saved = settings.saved
        _ = tcsetattr(input, TCSADRAIN, &saved)
        // raise, not kill: a signal sent to the process may be taken by another thread, and
        // this one would run on and put raw mode back before the process stops (the shell
        // then gets a raw terminal). Sent to this thread, it stops here, before `raise`
        // returns. Where no one could continue finder (a process group without a shell's job
        // control: Linux drops the stop) it returns at once and the session goes on.
        let previous = signal(SIGTSTP, SIG_DFL)
        var only = sigset_t(), old = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &only, &old)
        _ = raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &old, nil)
        signal(SIGTSTP, previous)
        // Continued. In the background (`bg`) this tcsetattr stops the process again with
        // SIGTTOU until it is brought to the foreground, as a full-screen program should.
        var raw = settings.changed
        _ = tcsetattr(input, TCSADRAIN, &raw)
        write(Self.enterSequence)
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
        settings.restore()
        signal(SIGWINCH, previousResizeHandler)
        _wakeWriteFD = -1
        close(wakeRead)
        close(wakeWrite)
    }
}
