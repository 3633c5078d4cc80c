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

    /// The next line without its ending; nil at end of input.
    func next() -> String? {
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
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = read(fd, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { atEnd = true } else { buffer += chunk.prefix(n) }
        }
    }
}
