import Foundation
import Testing
import FinderCLI
import FinderDomain
import FinderTestSupport
@testable import FinderNetCommands

/// The parts of thumbnails that need no terminal: the choice from the environment, the
/// probe's reading of replies, the cells, the image address, the decoder and the writers.
@Suite struct ThumbnailTests {
    @Test(arguments: [
        (["KITTY_WINDOW_ID": "3"], TerminalGraphics.kitty),
        (["TERM": "xterm-kitty"], .kitty),
        (["TERM": "xterm-ghostty"], .kitty),
        (["TERM_PROGRAM": "iTerm.app"], .iterm),
        (["LC_TERMINAL": "iTerm2"], .iterm),
        (["TERM_PROGRAM": "WezTerm"], .iterm),
        (["WEZTERM_PANE": "0"], .iterm),
        (["COLORTERM": "truecolor"], .blocks(trueColor: true)),
        (["COLORTERM": "24bit", "TERM": "xterm-256color"], .blocks(trueColor: true)),
        // tmux and screen pass no graphics through, whatever the outer terminal said.
        (["TMUX": "/tmp/tmux-1/default,1,0", "KITTY_WINDOW_ID": "3"], .blocks(trueColor: false)),
        (["TERM": "screen-256color", "TERM_PROGRAM": "iTerm.app", "COLORTERM": "truecolor"], .blocks(trueColor: true)),
    ])
    func theEnvironmentNamesTheTerminal(env: [String: String], expected: TerminalGraphics) {
        #expect(TerminalGraphics.chosen(.auto, terminal: Settings(environment: env).terminal) == expected)
    }

    @Test func anEnvironmentThatNamesNothingLeavesItToTheProbe() {
        #expect(TerminalGraphics.chosen(.auto, terminal: Settings(environment: [:]).terminal) == nil)
        #expect(TerminalGraphics.chosen(.auto, terminal: Settings(environment: ["TERM": "xterm-256color", "COLORTERM": "yes"]).terminal) == nil)
        #expect(TerminalGraphics.chosen(.sixel, terminal: Settings(environment: ["KITTY_WINDOW_ID": "1"]).terminal) == .sixel, "--images wins")
        #expect(TerminalGraphics.chosen(.kitty, terminal: Settings(environment: ["TMUX": "x"]).terminal) == .kitty)
    }

    @Test func probeRepliesAreRead() {
        func reply(_ s: String) -> TerminalGraphics { TerminalProbe.graphics(fromReply: Array(s.utf8), trueColor: false) }
        #expect(reply("\u{1b}_Gi=31;OK\u{1b}\\\u{1b}[?62;22c") == .kitty)
        #expect(reply("\u{1b}_Gi=31;ENOTSUPPORTED:\u{1b}\\\u{1b}[?62;4;22c") == .sixel)
        #expect(reply("\u{1b}[?62;4c") == .sixel)
        #expect(reply("\u{1b}[?64;1;2;6;22c") == .blocks(trueColor: false))
        #expect(reply("") == .blocks(trueColor: false))
        #expect(TerminalProbe.attributes(Array("\u{1b}[?62;4;22c".utf8)) == ["62", "4", "22"])
        #expect(TerminalProbe.attributes(Array("\u{1b}[?62;4".utf8)) == nil, "not complete yet: the wait goes on")
        #expect(TerminalProbe(timeout: Settings(environment: ["FINDER_PROBE_TIMEOUT": "1e300"]).probeTimeout).timeout == 10)
        #expect(TerminalProbe(timeout: Settings(environment: ["FINDER_PROBE_TIMEOUT": "nan"]).probeTimeout).timeout == 1)
        #expect(TerminalProbe(timeout: Settings(environment: [:]).probeTimeout).timeout == 1)
    }

    @Test func onlyTerminalsThatCanAnswerAreAsked() {
        for term in ["xterm-256color", "xterm", "foot", "mlterm", "contour", "xterm-direct", "vt340"] {
            #expect(TerminalProbe.mayAnswer(term: term), "\(term)")
        }
        for term in ["linux", "linux-16color", "dumb", "", "emacs", "eterm-color", "vt100", "cons25"] {
            #expect(!TerminalProbe.mayAnswer(term: term), "\(term)")
        }
        #expect(TerminalProbe.isConsole("/dev/tty1") && TerminalProbe.isConsole("/dev/tty63") && TerminalProbe.isConsole("/dev/console"))
        #expect(!TerminalProbe.isConsole("/dev/pts/3") && !TerminalProbe.isConsole("/dev/ttyS0") && !TerminalProbe.isConsole("/dev/tty"))
    }

    @Test func theBoxKeepsTheAspectRatio() {
        let cell = (width: 10, height: 20)
        #expect(ThumbnailBox(width: 3000, height: 2000, cell: cell) == ThumbnailBox(columns: 16, rows: 5))
        #expect(ThumbnailBox(width: 2000, height: 3000, cell: cell) == ThumbnailBox(columns: 11, rows: 8))
        #expect(ThumbnailBox(width: 1000, height: 1000, cell: cell) == ThumbnailBox(columns: 16, rows: 8))
        #expect(ThumbnailBox(width: 10000, height: 100, cell: cell) == ThumbnailBox(columns: 16, rows: 1))
        #expect(ThumbnailBox(width: 100, height: 10000, cell: cell) == ThumbnailBox(columns: 1, rows: 8))
        #expect(ThumbnailBox(width: 0, height: 0, cell: cell) == ThumbnailBox(columns: 16, rows: 8))
        // Square cells (a terminal that says so): a square photo is half as tall.
        #expect(ThumbnailBox(width: 1000, height: 1000, cell: (16, 16)) == ThumbnailBox(columns: 8, rows: 8))
    }

    @Test func theAddressAsksImgixForTheSizeAndKeepsIxid() throws {
        let urls = PhotoURLs(raw: "https://images.unsplash.com/photo-1?ixid=M3w1&ixlib=rb-4.0.3&w=4000&fm=png",
                             thumb: "https://images.unsplash.com/photo-1?w=200")
        let url = try #require(ThumbnailFetcher.url(for: urls, pixels: (160, 100)))
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        let query = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(items.count == query.count, "no parameter twice: \(url)")
        #expect(query == ["ixid": "M3w1", "ixlib": "rb-4.0.3", "w": "160", "h": "100", "fit": "max", "fm": "jpg", "q": "75"])
        #expect(ThumbnailFetcher.url(for: PhotoURLs(thumb: "https://i.u/t"), pixels: (1, 1))?.absoluteString == "https://i.u/t")
        #expect(ThumbnailFetcher.url(for: PhotoURLs(), pixels: (1, 1)) == nil)
    }

    /// A page's requests are open together: the server holds every answer until it has seen
    /// as many requests at once as it expects (or gives up after a minute, a guard only), and
    /// records the most it saw open. Four at once (the old bound) never reaches ten.
    @Test(arguments: [(10, 10), (3, 3), (14, 10)])
    func aPagesThumbnailsAreFetchedTogether(images: Int, together: Int) async throws {
        final class Gate: @unchecked Sendable {
            let condition = NSCondition()
            var open = 0, most = 0, released = false
        }
        let gate = Gate(), jpeg = try Self.jpeg(), expected = together
        let server = try LoopbackHTTPServer { _ in
            gate.condition.lock()
            gate.open += 1
            gate.most = max(gate.most, gate.open)
            if gate.open >= expected { gate.released = true; gate.condition.broadcast() }
            let limit = Date().addingTimeInterval(60)
            while !gate.released, gate.condition.wait(until: limit) {}
            gate.released = true   // the guard ran out: answer the rest at once
            gate.open -= 1
            gate.condition.unlock()
            return .init(status: 200, headers: ["Content-Type": "image/jpeg"], body: jpeg)
        }
        defer { server.stop() }
        let urls = (0..<images).map { URL(string: "\(server.baseURL)/img/\($0)") }
        // A deadline past the guard's minute: this test is about how many are open, not speed.
        let bodies = await ThumbnailFetcher(deadline: 120).fetch(urls)
        #expect(gate.most == together, "requests open at once")
        #expect(bodies.allSatisfy { $0 == jpeg }, "every image arrived whole, in its place")
        #expect(server.requests.count == images)
    }

    @Test func onlyAWholeJPEGDecodes() throws {
        let jpeg = try Self.jpeg()
        let t = try #require(Thumbnail(jpeg: jpeg, covering: 20, 10))
        // 64 × 48 at the smallest scale still covering 20 × 10: 3/8 → 24 × 18.
        #expect(t.width >= 20 && t.height >= 10 && t.width < 64)
        #expect(t.pixels.count == t.width * t.height * 3)
        #expect(Thumbnail(jpeg: Data("<html>".utf8), covering: 1, 1) == nil)
        #expect(Thumbnail(jpeg: jpeg.prefix(jpeg.count / 2), covering: 1, 1) == nil, "a file cut short")
        #expect(Thumbnail(jpeg: Data(), covering: 1, 1) == nil)
    }

    @Test func theWritersSpeakEachProtocol() throws {
        let t = try #require(Thumbnail(jpeg: try Self.jpeg(), covering: 64, 48))
        let box = ThumbnailBox(columns: 8, rows: 3)
        let kitty = ThumbnailDrawing.kitty(t, box: box)
        let chunks = kitty.components(separatedBy: "\u{1b}\\").filter { !$0.isEmpty }
        #expect(chunks.count == (t.pixels.count * 4 / 3 + 4095) / 4096)
        #expect(chunks.first?.hasPrefix("\u{1b}_Ga=T,f=24,s=64,v=48,c=8,r=3,C=1,q=2,m=1;") == true)
        #expect(chunks.last?.hasPrefix("\u{1b}_Gm=0;") == true)
        #expect(chunks.allSatisfy { $0.split(separator: ";", maxSplits: 1).last!.count <= 4096 })
        let iterm = ThumbnailDrawing.iterm(t, box: box)
        #expect(iterm.hasPrefix("\u{1b}]1337;File=inline=1;size=\(t.jpeg.count);width=8;height=3;preserveAspectRatio=1:"))
        #expect(iterm.hasSuffix("\u{07}"))
        let sixel = try #require(ThumbnailDrawing.preview(t, box: box, graphics: .sixel, cell: (10, 20)))
        guard case .graphic(let s) = sixel.drawing else { Issue.record("sixel is one sequence"); return }
        #expect(s.hasPrefix("\u{1b}P") && s.contains("q\"1;1;80;60") && s.hasSuffix("\u{1b}\\"))
        for trueColor in [true, false] {
            let blocks = try #require(ThumbnailDrawing.preview(t, box: box, graphics: .blocks(trueColor: trueColor), cell: (10, 20)))
            guard case .rows(let rows) = blocks.drawing else { Issue.record("blocks are rows"); return }
            #expect(rows.count == 3 && rows.allSatisfy { $0.hasSuffix("\u{1b}[0m") })
            #expect(rows.allSatisfy { $0.contains(trueColor ? "38;2;" : "38;5;") })
            let visible = rows[1].replacingOccurrences(of: "\u{1b}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(visible.count == 8, "\(visible)")
        }
    }

    static func jpeg() throws -> Data { try makeTestJPEG(width: 64, height: 48, colors: "red-blue") }
}
