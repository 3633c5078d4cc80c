import FinderCLI
import FinderFiles
#if canImport(Glibc)
import Glibc
#endif

/// Reads the terminal on its own thread and turns bytes into events for the session loop.
///
/// A thread of its own, not a task: `poll` blocks, and a blocked thread in Swift's small
/// cooperative pool (one per core) would starve the searches. It waits on the terminal and
/// on the wake pipe (resize, stop) together. After a lone ESC it waits a short moment for the
/// rest of an escape sequence before reporting the Escape key.
///
/// The keys of one read are one event (`.keys`): a paste of 100 KB is a few dozen events, each
/// one edit, not 100,000 edits and searches queued before whatever follows. Ctrl-C is also
/// raised as a flag the loop reads before every event, so it is honoured within a frame,
/// however many events wait ahead of it.
final class InputReader: @unchecked Sendable {
    static let escapePauseMilliseconds: Int32 = 40

    let input: Int32
    let wake: Int32
    let wakeWrite: Int32
    let continuation: AsyncStream<InteractiveEvent>.Continuation
    private var thread: Parallel.Worker?
    private let flagLock = ThreadLock()
    private var _interrupted = false

    /// Whether Ctrl-C has been read.
    var interrupted: Bool { flagLock.locked { _interrupted } }

    private func yield(_ keys: [Key]) {
        guard !keys.isEmpty else { return }
        if keys.contains(.interrupt) { flagLock.locked { _interrupted = true } }
        continuation.yield(.keys(keys))
    }

    init(input: Int32, wakeRead: Int32, wakeWrite: Int32, continuation: AsyncStream<InteractiveEvent>.Continuation) {
        self.input = input
        self.wake = wakeRead
        self.wakeWrite = wakeWrite
        self.continuation = continuation
    }

    /// A reader of `terminal`, started, and the stream of its events, which the session's
    /// own sources (answers, timers) feed too through `continuation`.
    static func started(on terminal: RawTerminal)
        -> (InputReader, AsyncStream<InteractiveEvent>, AsyncStream<InteractiveEvent>.Continuation) {
        let (events, continuation) = AsyncStream.makeStream(of: InteractiveEvent.self)
        let reader = InputReader(input: terminal.input, wakeRead: terminal.wakeRead, wakeWrite: terminal.wakeWrite,
                                 continuation: continuation)
        reader.start()
        return (reader, events, continuation)
    }

    func start() {
        thread = Parallel.Worker { [self] in loop() }
        if thread == nil { continuation.yield(.inputClosed) }
    }

    /// Stops the thread and waits for it.
    func stop() {
        guard let t = thread else { return }
        thread = nil
        var byte = UInt8(ascii: "q")
        _ = write(wakeWrite, &byte, 1)
        t.join()
    }

    private func loop() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            let n = poll(&fds, 2, decoder.hasPending ? Self.escapePauseMilliseconds : -1)
            if n < 0 {
                if errno == EINTR { continue }
                continuation.yield(.inputClosed)
                return
            }
            if n == 0 {
                yield(decoder.flush())
                continue
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                let r = read(wake, &buffer, buffer.count)
                for b in buffer.prefix(max(0, r)) {
                    if b == UInt8(ascii: "q") { return }
                    if b == UInt8(ascii: "w") { continuation.yield(.resize) }
                }
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let r = read(input, &buffer, buffer.count)
                if r < 0, errno == EINTR || errno == EAGAIN { continue }
                guard r > 0 else {
                    continuation.yield(.inputClosed)
                    return
                }
                yield(decoder.feed(Array(buffer.prefix(r))))
            }
        }
    }
}
