import Foundation
import FinderCLI

/// Progress of a sync on stderr (SPEC §4 loading state, issue 6):
/// - a colour terminal gets one line redrawn in place: what is happening, a bar and a percentage;
/// - accessible mode gets a sentence now and then (each quarter of the download, then each
///   stage), never redrawn;
/// - anything else (a pipe, a file, JSON output, --quiet) gets nothing.
final class SyncProgressView: @unchecked Sendable {
    enum Mode: Equatable { case bar, lines, silent }

    let mode: Mode
    private let platform: Platform
    private let catalog: Catalog
    private let style: Style
    private let lock = NSLock()
    private var lastDrawn = ""
    private var lastQuarter = 0
    private var lineShown = false

    static let barWidth = 24

    init(session: Session) {
        let p = session.platform
        platform = p
        catalog = session.catalog
        style = session.errorStyle
        mode = Self.mode(format: session.format, accessible: session.accessible, quiet: session.invocation.quiet,
                         stderrIsTerminal: p.stderrIsTerminal, colour: style.enabled)
    }

    static func mode(format: OutputFormat, accessible: Bool, quiet: Bool, stderrIsTerminal: Bool, colour: Bool) -> Mode {
        guard format == .text, !quiet, stderrIsTerminal else { return .silent }
        if accessible { return .lines }
        return colour ? .bar : .silent
    }

    /// Bytes received so far, of `expected` when the server said.
    func downloaded(_ received: Int64, of expected: Int64?) {
        lock.lock(); defer { lock.unlock() }
        switch mode {
        case .silent: return
        case .bar:
            if let expected, expected > 0 {
                let fraction = min(1, Double(received) / Double(expected))
                draw(catalog.text("sync.progress.downloading"), fraction: fraction)
            } else {
                draw(catalog.text("sync.progress.downloaded", ["size": size(received)]), fraction: nil)
            }
        case .lines:
            guard let expected, expected > 0 else { return }
            let quarter = Int(min(4, received * 4 / expected))
            guard quarter > lastQuarter else { return }
            lastQuarter = quarter
            platform.stderr.write(catalog.text("sync.progress.percent", ["percent": "\(quarter * 25)"]) + "\n")
            platform.stderr.flush()
        }
    }

    /// A stage after the download: saving the catalogue, rebuilding the index.
    func stage(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        switch mode {
        case .silent: return
        case .bar: draw(text, fraction: nil)
        case .lines: platform.stderr.write(text + "\n"); platform.stderr.flush()
        }
    }

    /// Removes the progress line, before the summary or an error is written.
    func clear() {
        lock.lock(); defer { lock.unlock() }
        guard mode == .bar, lineShown else { return }
        platform.stderr.write("\r\u{1b}[2K")
        platform.stderr.flush()
        lineShown = false
        lastDrawn = ""
    }

    private func draw(_ label: String, fraction: Double?) {
        var line = label
        if let fraction {
            let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
            let bar = style.paint(String(repeating: "█", count: filled), .notice)
                + style.paint(String(repeating: "░", count: Self.barWidth - filled), .muted)
            line += " " + bar + " " + catalog.text("sync.progress.percentShort", ["percent": "\(Int(fraction * 100))"])
        }
        guard line != lastDrawn else { return }   // redraw only when something visible changed
        lastDrawn = line
        lineShown = true
        platform.stderr.write("\r\u{1b}[2K" + line)
        platform.stderr.flush()
    }

    private func size(_ bytes: Int64) -> String {
        let kb = Double(bytes) / 1024
        if kb < 1024 { return catalog.text("sync.size.kb", ["size": catalog.numberFormat.decimal(kb, fractionDigits: 0)]) }
        return catalog.text("sync.size.mb", ["size": catalog.numberFormat.decimal(kb / 1024, fractionDigits: 1)])
    }
}
