#if canImport(Glibc)
import Glibc
#endif

// State the signal handlers read. A handler may run on any thread at any moment, so it can
// touch only these plain globals and async-signal-safe calls (tcsetattr, write, signal, raise).
nonisolated(unsafe) private var _savedTermios = termios()
nonisolated(unsafe) private var _changedInputFD: Int32 = -1
nonisolated(unsafe) private var _leaveOutputFD: Int32 = -1
nonisolated(unsafe) private var _leaveSequence: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var _leaveSequenceCount = 0

/// Puts the terminal back as it was: the saved termios, then the leave sequence (main screen,
/// visible cursor). Async-signal-safe; does nothing once restored.
private func _restoreTerminalNow() {
    let fd = _changedInputFD
    guard fd >= 0 else { return }
    _changedInputFD = -1
    _ = tcsetattr(fd, TCSAFLUSH, &_savedTermios)
    if let p = _leaveSequence, _leaveOutputFD >= 0 { _ = write(_leaveOutputFD, p, _leaveSequenceCount) }
}

/// For SIGTERM, SIGHUP, SIGQUIT, SIGINT and the crash signals: restore, then die of the same
/// signal with its default action (so the parent sees how the process ended).
private func _restoreAndReraise(_ signal: Int32) {
    _restoreTerminalNow()
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// A terminal's settings changed for a while — raw mode for the interactive session, no echo
/// while the Unsplash key is typed — and put back on every exit path: `restore()` (which
/// `deinit` calls), and signal handlers for the paths that never return: SIGTERM, SIGHUP,
/// SIGQUIT, SIGINT (Ctrl-C while echo is off, or sent from outside), and the signals of a
/// crash (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT). One at a time per process.
public final class TerminalSettings {
    static let fatalSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    public let input: Int32
    /// The settings as they were, and as changed: a session that stops (Ctrl-Z) puts the
    /// first back while it is stopped and the second when it goes on.
    public private(set) var saved = termios()
    public private(set) var changed = termios()
    private var previousHandlers: [(Int32, sighandler_t?)] = []
    private var restored = false

    /// Applies `change` to the settings of `input`; `leaveSequence` is written to `output`
    /// when they are restored. nil when `input` is not a terminal or its settings cannot be
    /// read or changed.
    public init?(input: Int32, output: Int32 = 1, leaveSequence: String = "", change: (inout termios) -> Void) {
        self.input = input
        var saved = termios()
        guard isatty(input) == 1, tcgetattr(input, &saved) == 0 else { return nil }
        // Globals first, handlers second, the change last: a signal at any point restores.
        _savedTermios = saved
        let leave = Array(leaveSequence.utf8)
        if !leave.isEmpty {
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: leave.count)
            buffer.initialize(from: leave, count: leave.count)
            _leaveSequence = buffer
            _leaveSequenceCount = leave.count
        }
        _leaveOutputFD = output
        _changedInputFD = input
        for s in Self.fatalSignals { previousHandlers.append((s, signal(s) { _restoreAndReraise($0) })) }
        var changed = saved
        change(&changed)
        self.saved = saved
        self.changed = changed
        // TCSADRAIN, not TCSAFLUSH: keys typed while finder was starting are kept, not lost.
        guard tcsetattr(input, TCSADRAIN, &changed) == 0 else {
            restore()
            return nil
        }
    }

    deinit { restore() }

    /// Restores the terminal and the previous signal handlers. Safe to call more than once.
    public func restore() {
        guard !restored else { return }
        restored = true
        _restoreTerminalNow()
        for (s, h) in previousHandlers.reversed() { signal(s, h) }
        _leaveOutputFD = -1
        if let p = _leaveSequence { _leaveSequence = nil; p.deallocate() }
    }
}
