import FinderCLI
#if canImport(Glibc)
import Glibc
#endif

/// Lines from a file descriptor (standard input), without Foundation: UTF-8, "\n" or "\r\n"
/// endings, the last line with or without one. Blocks in `read`; a terminal in its normal
/// (cooked) mode edits the line and Ctrl-C interrupts as usual.
final class LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var atEnd = false

    init(fd: Int32 = 0) { self.fd = fd }

    /// Whether the last `next()` returned nil because Ctrl-C was pressed while it waited
    /// (`LineInterrupts`), not at the end of input: the line typed so far is discarded.
    private(set) var interrupted = false

    /// The next line without its ending; nil at end of input or when Ctrl-C was pressed.
    func next() -> String? {
        interrupted = false
        while true {
            if let nl = buffer.firstIndex(of: 0x0a) {
                var line = Array(buffer[..<nl])
                buffer.removeFirst(nl + 1)
                if line.last == 0x0d { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            // Ctrl-C counted by `LineInterrupts` may be delivered to another thread than this
            // one: while it is counted, the read waits in short polls and looks at the count.
            if LineInterrupts.counting {
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&p, 1, 50)
                if LineInterrupts.take() { interrupted = true; return nil }
                if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = read(fd, &chunk, chunk.count)
            if n < 0 && errno == EINTR {
                if LineInterrupts.take() { interrupted = true; return nil }
                continue
            }
            if n <= 0 { atEnd = true } else { buffer += chunk.prefix(n) }
        }
    }
}
