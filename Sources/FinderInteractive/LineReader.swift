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
    /// Inside a line already cut at `maxLineBytes`: its rest is dropped up to the line end.
    private var discarding = false

    /// A line is a query: at most `LineEditor.maxCharacters` characters of up to four bytes.
    /// Past this the line is cut (at a character boundary) and the rest read and dropped, so
    /// a 100 MB line without a line end costs this much memory, not 100 MB.
    static let maxLineBytes = 4 * LineEditor.maxCharacters

    init(fd: Int32 = 0) { self.fd = fd }

    /// Whether the last `next()` returned nil because Ctrl-C was pressed while it waited
    /// (`LineInterrupts`), not at the end of input: the line typed so far is discarded.
    private(set) var interrupted = false

    /// The next line without its ending; nil at end of input or when Ctrl-C was pressed.
    func next() -> String? {
        interrupted = false
        while true {
            if let nl = buffer.firstIndex(of: 0x0a) {
                var line = Array(buffer[..<min(nl, Self.maxLineBytes)])
                buffer.removeFirst(nl + 1)
                if discarding { discarding = false; line = [] ; return nextCut() }
                if line.last == 0x0d { line.removeLast() }
                return Self.text(line)
            }
            if atEnd {
                guard !buffer.isEmpty || discarding else { return nil }
                defer { buffer.removeAll() }
                if discarding { discarding = false; return nextCut() }
                return Self.text(buffer)
            }
            if !discarding, buffer.count > Self.maxLineBytes {
                cut = Self.text(Array(buffer.prefix(Self.maxLineBytes)))
                buffer.removeAll()
                discarding = true
            } else if discarding {
                buffer.removeAll()
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

    /// The kept start of the line that was cut.
    private var cut = ""
    private func nextCut() -> String {
        defer { cut = "" }
        return cut
    }

    /// `bytes` as text, a character cut at the end dropped.
    static func text(_ bytes: [UInt8]) -> String {
        var bytes = bytes
        if bytes.count >= maxLineBytes {
            while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
            if let last = bytes.last, last >= 0xC0 { bytes.removeLast() }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
