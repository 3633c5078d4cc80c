import FinderDomain
import FinderText
import FinderFiles

/// Progress of long work on stderr (the loading state of a search or a sync), by one set of
/// rules for every command (a sync, an import, an index build):
/// - a colour terminal gets one line redrawn in place: what is happening, a bar and a percentage;
/// - accessible mode gets a sentence now and then (each quarter done, each stage), never redrawn;
/// - anything else (a pipe, a file, JSON output, --quiet, a terminal without colour) gets nothing.
/// Nothing is drawn until the work has lasted `delay`: quick work stays quiet. Safe to call
/// from any thread.
public final class ProgressLine: @unchecked Sendable {
    public enum Mode: Equatable, Sendable { case bar, lines, silent }

    public let mode: Mode
    private let stderr: OutputStream
    private let messages: Messages
    private let style: Style
    private let delay: Duration
    private let started: Duration
    private let lock = ThreadLock()
    private var lastDrawn = ""
    private var lastQuarter = 0
    private var lineShown = false

    static let barWidth = 24

    /// Progress for `session`'s stderr, shown once the work has lasted `delay`.
    public convenience init(session: Session, delay: Duration = .zero) {
        let p = session.platform
        self.init(mode: Self.mode(format: session.format, accessible: session.accessible, quiet: session.invocation.quiet,
                                  stderrIsTerminal: p.stderrIsTerminal, colour: session.errorStyle.enabled),
                  stderr: p.stderr, messages: session.messages, style: session.errorStyle, delay: delay)
    }

    init(mode: Mode, stderr: OutputStream, messages: Messages, style: Style, delay: Duration) {
        self.mode = mode
        self.stderr = stderr
        self.messages = messages
        self.style = style
        self.delay = delay
        started = MonotonicTime.now()
    }

    public static func mode(format: OutputFormat, accessible: Bool, quiet: Bool, stderrIsTerminal: Bool, colour: Bool) -> Mode {
        guard format == .text, !quiet, stderrIsTerminal else { return .silent }
        if accessible { return .lines }
        return colour ? .bar : .silent
    }

    /// On a colour terminal, `label` with a bar for `fraction` (0…1), or alone when the
    /// fraction is unknown. Accessible lines are `quarter`'s.
    public func bar(_ label: String, fraction: Double?) {
        lock.locked {
            guard mode == .bar, due else { return }
            draw(label, fraction: fraction.map { min(1, max(0, $0)) })
        }
    }

    /// In accessible mode, `sentence(percent)` each time `fraction` passes another quarter
    /// (25, 50, 75, 100). The bar is `bar`'s.
    public func quarter(_ fraction: Double, _ sentence: (Int) -> String) {
        lock.locked {
            guard mode == .lines else { return }
            let quarter = Int(min(4, max(0, fraction) * 4))
            guard quarter > lastQuarter else { return }
            guard due else { return }
            lastQuarter = quarter
            stderr.write(Sentence.opening(sentence(quarter * 25)) + "\n")
            stderr.flush()
        }
    }

    /// A stage of the work: the line's label on a colour terminal, a sentence in accessible mode.
    public func stage(_ text: String) {
        lock.locked {
            guard due else { return }
            switch mode {
            case .silent: return
            case .bar: draw(text, fraction: nil)
            case .lines: stderr.write(Sentence.opening(text) + "\n"); stderr.flush()
            }
        }
    }

    /// The same line for the next piece of work (a sync's next source): its quarters are
    /// said again from the first.
    public func restart() {
        lock.locked {
            lastQuarter = 0
            lastDrawn = ""
        }
    }

    /// Removes the progress line, before the summary or an error is written.
    public func clear() {
        lock.locked {
            guard mode == .bar, lineShown else { return }
            stderr.write("\r\u{1b}[2K")
            stderr.flush()
            lineShown = false
            lastDrawn = ""
        }
    }

    /// Whether the work has lasted long enough to be shown.
    private var due: Bool { delay <= .zero || MonotonicTime.now() - started >= delay }

    private func draw(_ label: String, fraction: Double?) {
        var line = label
        if let fraction {
            let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
            let bar = style.paint(String(repeating: "█", count: filled), .notice)
                + style.paint(String(repeating: "░", count: Self.barWidth - filled), .muted)
            line += " " + bar + " " + messages.text("progress.percentShort", ["percent": "\(Int(fraction * 100))"])
        }
        guard line != lastDrawn else { return }   // redraw only when something visible changed
        lastDrawn = line
        lineShown = true
        stderr.write("\r\u{1b}[2K" + line)
        stderr.flush()
    }
}

/// The progress of opening the stock catalogue (its loading state): an import or an index build
/// is announced as a notice before it starts ("Building the search index for 1,000,000
/// listings…"), then shown by `ProgressLine` once it has lasted a second.
final class CatalogueProgressView {
    private let notice: (String) -> Void
    private let flush: () -> Void
    private let messages: Messages
    private let makeLine: () -> ProgressLine
    private var line: ProgressLine?
    private var work: CatalogueWork?

    init(messages: Messages, notice: @escaping (String) -> Void, flush: @escaping () -> Void, makeLine: @escaping () -> ProgressLine) {
        self.messages = messages
        self.notice = notice
        self.flush = flush
        self.makeLine = makeLine
    }

    func hear(_ progress: CatalogueProgress) {
        switch progress {
        case .started(let work):
            line?.clear()
            self.work = work
            switch work {
            case .importing(let n): notice(messages.plural("progress.importing.announce", count: n))
            case .indexing(let n): notice(messages.plural("progress.indexing.announce", count: n))
            }
            flush()   // said now, before the work, wherever stderr goes
            line = makeLine()
        case .advanced(let fraction):
            guard let line, case .indexing = work else { return }   // an import says no fraction
            line.bar(messages.text("progress.indexing"), fraction: fraction)
            line.quarter(fraction) { messages.text("progress.indexing.percent", ["percent": "\($0)"]) }
        case .finished:
            line?.clear()
            line = nil
            work = nil
        }
    }
}
