import FinderCLI
import FinderText
import FinderFiles

/// Progress of a sync on stderr (GUIDE.md "Catalogue sync"), by `ProgressLine`'s rules:
/// a bar redrawn in place on a colour terminal, a sentence each quarter of the download and
/// each stage in accessible mode, nothing otherwise. Every line names its source, and each
/// source's quarters are said again ("100 percent" was said for the first source
/// only, "Saving the catalogue…" twice without saying whose).
final class SyncProgressView: @unchecked Sendable {
    private let line: ProgressLine
    private let messages: Messages
    private let lock = ThreadLock()
    private var source: String?

    init(session: Session) {
        line = ProgressLine(session: session)
        messages = session.messages
    }

    /// The next source's progress begins: its name on every line, its quarters from 0.
    func begin(source name: String) {
        lock.locked { source = name }
        line.restart()
    }

    private func named(_ text: String) -> String {
        guard let source = lock.locked({ source }) else { return text }
        return messages.text("sync.perSource", ["source": source, "text": Sentence.continuing(text)])
    }

    /// Bytes received so far, of `expected` when the server said.
    func downloaded(_ received: Int64, of expected: Int64?) {
        guard let expected, expected > 0 else {
            line.bar(named(messages.text("sync.progress.downloaded", ["size": size(received)])), fraction: nil)
            return
        }
        let fraction = Double(received) / Double(expected)
        line.bar(named(messages.text("sync.progress.downloading")), fraction: fraction)
        line.quarter(fraction) { named(messages.text("sync.progress.percent", ["percent": "\($0)"])) }
    }

    /// A stage after the download: saving the catalogue, rebuilding the index.
    func stage(_ text: String) { line.stage(named(text)) }

    /// Removes the progress line, before the summary or an error is written.
    func clear() { line.clear() }

    private func size(_ bytes: Int64) -> String { messages.fileSize(bytes: bytes) }
}
