#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C ends a run with what its format promises (GUIDE.md, "Exit codes and error codes"):
/// one JSON document `{"state":"error","error":{"code":"interrupted",…}}`, a final jsonl
/// event, or a line on stderr; then exit 130. A signal handler may only write bytes and
/// exit, so the words are rendered beforehand — when a command begins — by the run's own
/// renderer into memory, and the handler writes them as they are.
enum Interruption {
    /// What the handler writes to stdout and stderr. Swapped as one pointer and never freed
    /// (a handler on another thread may be reading the old one; a run prepares a few).
    struct Message {
        var out: UnsafeMutablePointer<UInt8>?
        var outCount: Int
        var err: UnsafeMutablePointer<UInt8>?
        var errCount: Int
    }

    nonisolated(unsafe) static var current: UnsafeMutablePointer<Message>?
    nonisolated(unsafe) private static var installed = false

    /// From now on, Ctrl-C writes `out` and `err` and exits 130.
    static func arm(out: String, err: String) {
        func copy(_ s: String) -> (UnsafeMutablePointer<UInt8>?, Int) {
            let bytes = Array(s.utf8)
            guard !bytes.isEmpty else { return (nil, 0) }
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
            p.initialize(from: bytes, count: bytes.count)
            return (p, bytes.count)
        }
        let (o, oc) = copy(out), (e, ec) = copy(err)
        let message = UnsafeMutablePointer<Message>.allocate(capacity: 1)
        message.initialize(to: Message(out: o, outCount: oc, err: e, errCount: ec))
        current = message
        if !installed {
            installed = true
            signal(SIGINT, _finderInterrupted)
        }
    }

    /// The document is being written by the command itself: Ctrl-C now adds nothing.
    static func disarm() { current = nil }

    /// A session that reads lines at a prompt (interactive line mode) takes Ctrl-C as a key:
    /// from now on it is counted, not fatal, and interrupts a blocked read (no SA_RESTART),
    /// so the session can say what happened and go on — a search is stopped, the prompt
    /// stays (docs/decisions/0402-ctrl-c-in-line-mode.md).
    nonisolated(unsafe) static var counting = false
    nonisolated(unsafe) static var pending: sig_atomic_t = 0

    static func countInsteadOfExiting() {
        counting = true
        installed = true
        var action = sigaction()
        action.__sigaction_handler.sa_handler = _finderInterrupted
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }
}

/// Ctrl-C as a key of an interactive line session (`Interruption.countInsteadOfExiting`).
public enum LineInterrupts {
    /// From now on Ctrl-C is counted and interrupts a blocked read, instead of ending the run.
    public static func begin() { Interruption.countInsteadOfExiting() }

    /// Whether Ctrl-C is counted (`begin` was called).
    public static var counting: Bool { Interruption.counting }

    /// Whether Ctrl-C was pressed since the last call.
    public static func take() -> Bool {
        guard Interruption.pending > 0 else { return false }
        Interruption.pending = 0
        return true
    }
}

/// The SIGINT handler: only write(2) and _exit(2), both async-signal-safe.
private func _finderInterrupted(_ signal: Int32) {
    if Interruption.counting { Interruption.pending = 1; return }
    if let m = Interruption.current {
        func put(_ fd: Int32, _ p: UnsafeMutablePointer<UInt8>?, _ count: Int) {
            guard let p else { return }
            var offset = 0
            while offset < count {
                let n = write(fd, p + offset, count - offset)
                if n < 0 { if errno == EINTR { continue }; return }
                offset += n
            }
        }
        put(1, m.pointee.out, m.pointee.outCount)
        put(2, m.pointee.err, m.pointee.errCount)
    }
    _exit(130)
}

/// The run's renderer, arming the interrupted answer when a command begins and disarming it
/// when the command writes its own.
final class InterruptibleRenderer: Renderer {
    let inner: Renderer
    /// The interrupted answer for a context, rendered by a renderer of the run's kind: (stdout, stderr).
    let prepare: (SearchContext) -> (String, String)

    init(_ inner: Renderer, prepare: @escaping (SearchContext) -> (String, String)) {
        self.inner = inner
        self.prepare = prepare
    }

    func begin(_ context: SearchContext) {
        let (out, err) = prepare(context)
        Interruption.arm(out: out, err: err)
        inner.begin(context)
    }

    func notice(_ text: String) { inner.notice(text) }
    func item(_ item: ResultItem, position: Int, total: Int) { inner.item(item, position: position, total: total) }

    func finish(_ context: SearchContext, _ outcome: Outcome) {
        Interruption.disarm()
        inner.finish(context, outcome)
    }
}
