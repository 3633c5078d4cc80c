import Testing
import FinderTestSupport
import FinderDomain
@testable import FinderCLI

/// What a progress view writes: everything, in order.
final class CapturedStream: OutputStream {
    var text = ""
    func write(_ s: String) { text += s }
    func flush() {}
}

/// Long work is announced before it starts and, past a second on a
/// terminal, shown as sync shows its download.
@Suite struct ProgressLineTests {
    @Test func theModeFollowsTheSyncRules() {
        #expect(ProgressLine.mode(format: .text, accessible: false, quiet: false, stderrIsTerminal: true, colour: true) == .bar)
        #expect(ProgressLine.mode(format: .text, accessible: true, quiet: false, stderrIsTerminal: true, colour: false) == .lines)
        #expect(ProgressLine.mode(format: .text, accessible: false, quiet: false, stderrIsTerminal: true, colour: false) == .silent)
        #expect(ProgressLine.mode(format: .text, accessible: false, quiet: false, stderrIsTerminal: false, colour: true) == .silent)
        #expect(ProgressLine.mode(format: .json, accessible: false, quiet: false, stderrIsTerminal: true, colour: true) == .silent)
        #expect(ProgressLine.mode(format: .text, accessible: true, quiet: true, stderrIsTerminal: true, colour: false) == .silent)
    }

    @Test func aBarIsRedrawnInPlaceAndCleared() throws {
        let out = CapturedStream()
        let line = ProgressLine(mode: .bar, stderr: out, messages: try messages(.en), style: Style(enabled: false, theme: .auto), delay: .zero)
        line.bar("Building", fraction: 0.5)
        line.bar("Building", fraction: 0.5)   // nothing visible changed: not redrawn
        line.bar("Building", fraction: 2)
        line.clear()
        let half = "Building " + String(repeating: "█", count: 12) + String(repeating: "░", count: 12) + " 50%"
        let full = "Building " + String(repeating: "█", count: 24) + " 100%"
        #expect(out.text == "\r\u{1b}[2K" + half + "\r\u{1b}[2K" + full + "\r\u{1b}[2K")
    }

    @Test func accessibleProgressIsASentenceEachQuarter() throws {
        let out = CapturedStream()
        let line = ProgressLine(mode: .lines, stderr: out, messages: try messages(.en), style: Style(enabled: false, theme: .auto), delay: .zero)
        for f in [0.1, 0.26, 0.3, 0.8, 1.0] {
            line.bar("never drawn", fraction: f)
            line.quarter(f) { "\($0) percent." }
        }
        line.clear()
        #expect(out.text == "25 percent.\n75 percent.\n100 percent.\n")
    }

    @Test func nothingIsShownBeforeTheDelayNorWhenSilent() throws {
        let out = CapturedStream()
        let style = Style(enabled: true, theme: .auto)
        let late = ProgressLine(mode: .bar, stderr: out, messages: try messages(.en), style: style, delay: .seconds(3600))
        late.bar("Building", fraction: 0.5)
        late.stage("Saving…")
        late.clear()
        let silent = ProgressLine(mode: .silent, stderr: out, messages: try messages(.en), style: style, delay: .zero)
        silent.bar("Building", fraction: 0.5)
        silent.quarter(1) { "\($0)" }
        silent.stage("Saving…")
        #expect(out.text == "")
    }

    /// The catalogue's import and build: announced as notices (in the reader's language, with
    /// plurals) before they start, the build's fraction drawn, the line cleared at the end.
    @Test(arguments: [(Language.en, "Importing the bundled catalogue: 39,182 stocks…", "Building the search index for 1,000,000 listings…",
                       "Building the search index"),
                      (Language.ru, "Загружается встроенный каталог: 39\u{00A0}182 акции…", "Строится поисковый индекс по 1\u{00A0}000\u{00A0}000 листингам…",
                       "Построение поискового индекса")])
    func theCatalogueAnnouncesItsWork(language: Language, importing: String, indexing: String, label: String) throws {
        let c = try messages(language)
        let out = CapturedStream()
        var notices: [String] = []
        var lines = 0
        let view = CatalogueProgressView(messages: c, notice: { notices.append($0) }, flush: {}, makeLine: {
            lines += 1
            return ProgressLine(mode: .bar, stderr: out, messages: c, style: Style(enabled: false, theme: .auto), delay: .zero)
        })
        view.hear(.started(.importing(listings: 39_182)))
        view.hear(.finished)
        view.hear(.started(.indexing(listings: 1_000_000)))
        #expect(notices == [importing, indexing])
        #expect(out.text == "")
        view.hear(.advanced(0.25))
        #expect(out.text.hasPrefix("\r\u{1b}[2K" + label + " ██████░"), "\(out.text)")
        view.hear(.finished)
        #expect(out.text.hasSuffix("\r\u{1b}[2K"))
        view.hear(.advanced(0.5))   // after the end: nothing
        #expect(out.text.hasSuffix("\r\u{1b}[2K") && lines == 2)
        #expect(c.text("progress.indexing.percent", ["percent": "25"]).contains("25"))
    }
}
