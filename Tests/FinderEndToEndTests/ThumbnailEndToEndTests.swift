import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

// Real thumbnails end to end: the built binaries on a pseudo-terminal of their own, against
// a loopback server whose search page points each photo's `urls` back at itself and serves
// real JPEG files made here with ImageMagick. What is asserted is what reached the server
// (the image requests and their parameters) and what reached the terminal (each protocol's
// escape sequences, the blur where an image failed).

/// JPEG files made once per run.
enum TestJPEG {
    static let landscape = Result { try makeTestJPEG(width: 300, height: 200) }
    static let portrait = Result { try makeTestJPEG(width: 200, height: 300) }
}

/// How the image server answers for one photo.
enum ImageAnswer: Sendable {
    case jpeg(Data)
    case status(Int)
    case html
    case truncated(Data)
    case slow(Data, seconds: Double)
    case oversized(Data)
    /// Sent when the test opens the gate (or after `limit` seconds, a guard against a hang):
    /// what the terminal shows before an image has come, without a race against it.
    case held(Data, Gate)

    var response: LoopbackHTTPServer.Response {
        switch self {
        case .jpeg(let d): return .init(status: 200, headers: ["Content-Type": "image/jpeg"], body: d)
        case .status(let s): return .init(status: s, headers: ["Content-Type": "text/plain"], body: Data("no".utf8))
        case .html: return .init(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html><body>Sign in</body></html>".utf8))
        case .truncated(let d):
            var r = LoopbackHTTPServer.Response(status: 200, headers: ["Content-Type": "image/jpeg"], body: d)
            r.truncateAfter = d.count / 2
            return r
        case .slow(let d, let seconds):
            var r = LoopbackHTTPServer.Response(status: 200, headers: ["Content-Type": "image/jpeg"], body: d)
            r.delay = seconds
            return r
        case .oversized(let d):
            // A real JPEG padded past the 512 KiB cap (decoders ignore what follows its end).
            return .init(status: 200, headers: ["Content-Type": "image/jpeg"], body: d + Data(count: 600 << 10))
        case .held(let d, let gate):
            gate.wait()
            return .init(status: 200, headers: ["Content-Type": "image/jpeg"], body: d)
        }
    }
}

/// A gate the image server's connection thread waits at until the test opens it.
final class Gate: @unchecked Sendable {
    private let opened = DispatchSemaphore(value: 0)
    let limit: Double
    init(limit: Double = 120) { self.limit = limit }
    /// Opens it for every waiter, now and later.
    func open() { opened.signal() }
    func wait() {
        _ = opened.wait(timeout: .now() + limit)
        opened.signal()
    }
}

/// A search page of photos whose `urls` point at this server, and their images.
final class ThumbnailServer: @unchecked Sendable {
    struct Photo { var id: String; var width: Int; var height: Int; var answer: ImageAnswer }
    private(set) var server: LoopbackHTTPServer!
    let photos: [Photo]

    init(_ photos: [Photo]) throws {
        signal(SIGPIPE, SIG_IGN)
        self.photos = photos
        let answers = Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0.answer) })
        server = try LoopbackHTTPServer { [unowned self] r in
            if r.path == "/search/photos" {
                return .init(status: 200, headers: ["Content-Type": "application/json"], body: self.page())
            }
            let parts = r.path.split(separator: "/")
            if parts.count == 2, parts[0] == "photos", let photo = self.photos.first(where: { $0.id == parts[1] }) {
                return .init(status: 200, headers: ["Content-Type": "application/json"], body: self.json(self.result(photo)))
            }
            if parts.count == 2, parts[0] == "img" || parts[0] == "thumb", let a = answers[String(parts[1])] { return a.response }
            return .init(status: 404, headers: [:], body: Data())
        }
    }

    var base: String { server.baseURL }
    var imageRequests: [LoopbackHTTPServer.Request] { server.requests.filter { $0.path.hasPrefix("/img/") || $0.path.hasPrefix("/thumb/") } }

    func page() -> Data { json(["total": photos.count, "total_pages": 1, "results": photos.map(result)]) }

    func json(_ object: Any) -> Data { (try? JSONSerialization.data(withJSONObject: object)) ?? Data() }

    func result(_ p: Photo) -> [String: Any] {
            let raw = "\(base)/img/\(p.id)?ixid=IX-\(p.id)&ixlib=rb-4.0.3"
            return ["id": p.id, "description": "Photo \(p.id)", "width": p.width, "height": p.height, "color": "#D98C40",
                    "blur_hash": "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
                    "user": ["id": "u", "username": "anna", "name": "Anna", "links": ["html": "https://unsplash.com/@anna"]],
                    "links": ["html": "https://unsplash.com/photos/\(p.id)"],
                    "urls": ["raw": raw, "full": raw + "&q=85", "regular": raw + "&w=1080", "small": raw + "&w=400",
                             "thumb": "\(base)/thumb/\(p.id)"]]
    }

    /// `finder … photos cats` on a terminal of its own, as `environment` describes it.
    func runOnTerminal(_ args: [String] = [], data: TemporaryDirectory, environment: [String: String], columns: Int = 80,
                       rows: Int = 24, command: [String] = ["photos", "cats"], hangLimit: Double = 600,
                       answer: @escaping @Sendable ([UInt8]) -> [UInt8]? = { _ in nil }) throws -> PseudoTerminalRun {
        var env = ["PATH": "/usr/bin:/bin", "HOME": data.path, "LANG": "en_US.UTF-8", "FINDER_UNSPLASH_URL": base,
                   "UNSPLASH_ACCESS_KEY": "test-key", "XDG_CONFIG_HOME": data.path + "/config", "TZ": "UTC"]
        for (k, v) in environment { env[k] = v }
        return try PseudoTerminalRun.run(finderBinary, ["--data-dir", data.path] + args + command, environment: env,
                                         columns: columns, rows: rows, hangLimit: hangLimit, answer: answer)
    }

    /// The same with no terminal (stdout a file).
    func runPiped(_ args: [String], data: TemporaryDirectory, environment: [String: String] = [:]) throws -> FinderRun {
        var env = ["LANG": "en_US.UTF-8", "FINDER_UNSPLASH_URL": base, "UNSPLASH_ACCESS_KEY": "test-key",
                   "XDG_CONFIG_HOME": data.path + "/config", "TZ": "UTC"]
        for (k, v) in environment { env[k] = v }
        return try runFinder(["--data-dir", data.path] + args + ["photos", "cats"], environment: env)
    }
}

func occurrences(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

/// The blur beside a photo: 4 rows of 8 "▀" cells.
let blurCells = 32

@Suite(.serialized) struct ThumbnailEndToEndTests {
    func twoPhotos() throws -> ThumbnailServer {
        try ThumbnailServer([.init(id: "land", width: 3000, height: 2000, answer: .jpeg(TestJPEG.landscape.get())),
                             .init(id: "port", width: 2000, height: 3000, answer: .jpeg(TestJPEG.portrait.get()))])
    }

    @Test func imageRequestsAskForTheCellSizeAndKeepIxid() throws {
        let s = try twoPhotos()
        let data = TemporaryDirectory("finder-thumbs")
        let run = try s.runOnTerminal(data: data, environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
        #expect(run.status == 0, "\(run.text)")
        let requests = s.imageRequests
        #expect(Set(requests.map(\.path)) == ["/img/land", "/img/port"], "\(requests.map(\.target))")
        for r in requests {
            let id = String(r.path.dropFirst("/img/".count))
            #expect(r.query["ixid"] == "IX-\(id)" && r.query["ixlib"] == "rb-4.0.3", "\(r.target)")
            #expect(r.query["fit"] == "max" && r.query["fm"] == "jpg" && r.query["q"] != nil, "\(r.target)")
            // 10 × 20-pixel cells: a 3:2 photo fills 16 × 5 cells, a 2:3 one 11 × 8.
            let size = (r.query["w"], r.query["h"])
            #expect(id == "land" ? size == ("160", "100") : size == ("110", "160"), "\(r.target)")
        }
    }

    @Test func kittyGetsRGBInChunksScaledToCells() throws {
        let s = try twoPhotos()
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"), environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
        let text = run.text
        #expect(run.status == 0)
        #expect(occurrences("\u{1b}_Ga=T,f=24,", in: text) == 2, "\(text.prefix(400))")
        #expect(text.contains(",c=16,r=5,C=1,q=2,") && text.contains(",c=11,r=8,C=1,q=2,"))
        #expect(!text.contains("\u{1b}_Gi=31"), "the environment named kitty: no probe")
        #expect(occurrences("▀", in: text) == 0, "no blur where the thumbnail came")
        // Text sits two cells right of the image, on the image's rows.
        #expect(text.contains("\r\u{1b}[18C1. "), "\(text.suffix(600))")
    }

    @Test func itermGetsTheJPEGAsItCame() throws {
        let s = try twoPhotos()
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"), environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"])
        let jpeg = try TestJPEG.landscape.get()
        #expect(run.status == 0)
        #expect(run.text.contains("\u{1b}]1337;File=inline=1;size=\(jpeg.count);width=16;height=5;preserveAspectRatio=1:"
                                  + jpeg.base64EncodedString() + "\u{07}"))
    }

    @Test func sixelIsDrawnWhenAsked() throws {
        let s = try twoPhotos()
        let run = try s.runOnTerminal(["--images", "sixel"], data: TemporaryDirectory("finder-thumbs"), environment: ["TERM": "xterm-256color"])
        #expect(run.status == 0)
        // 16 × 5 cells of 10 × 20 pixels; libchafa rounds the height down to whole six-pixel bands.
        #expect(occurrences("\u{1b}P0;1;0q\"1;1;160;96#", in: run.text) == 1, "\(run.text.debugDescription.prefix(300))")
        #expect(occurrences("\u{1b}P0;1;0q\"1;1;110;156#", in: run.text) == 1, "\(run.text.debugDescription.prefix(300))")
        #expect(occurrences("\u{1b}\\", in: run.text) >= 2)
    }

    @Test func truecolorBlocksFromColorterm() throws {
        let s = try twoPhotos()
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"), environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        let text = run.text
        #expect(run.status == 0)
        #expect(!text.contains("\u{1b}_G") && !text.contains("\u{1b}P") && !text.contains("1337;File"))
        // Rows of libchafa's symbols in 24-bit colour, the text beside the first rows.
        let rows = text.components(separatedBy: "\r\n").filter { $0.contains("\u{1b}[38;2;") }
        #expect(rows.count >= 5 + 8, "\(text)")
        #expect(text.contains("\u{1b}[0m  1. "))
        #expect(s.imageRequests.allSatisfy { $0.query["w"] == "128" && $0.query["h"] == "80" || $0.query["w"] == "88" && $0.query["h"] == "128" })
    }

    @Test func noImageIsFetchedWithoutASightedTerminal() throws {
        let s = try twoPhotos()
        let data = TemporaryDirectory("finder-thumbs")
        let env = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1", "CLICOLOR_FORCE": "1"]
        let accessible = try s.runOnTerminal(["--accessible"], data: data, environment: env)
        let json = try s.runOnTerminal(["--json"], data: data, environment: env)
        let jsonl = try s.runOnTerminal(["--format", "jsonl"], data: data, environment: env)
        let blur = try s.runOnTerminal(["--images", "blurhash"], data: data, environment: env)
        let none = try s.runOnTerminal(["--images", "none"], data: data, environment: env)
        let piped = try s.runPiped([], data: data, environment: env)
        let offline = try s.runOnTerminal(["--offline"], data: data, environment: env)
        for run in [accessible, json, jsonl, blur, none, offline] { #expect(run.status == 0, "\(run.text)") }
        #expect(piped.status == 0)
        #expect(s.imageRequests.isEmpty, "\(s.imageRequests.map(\.target))")
        for text in [accessible.text, json.text, jsonl.text, none.text] {
            #expect(!text.contains("\u{1b}_G") && !text.contains("▀"))
        }
        // A forced colour into a pipe and a saved page shown offline keep the blur.
        #expect(occurrences("▀", in: piped.stdout) == 2 * blurCells && !piped.stdout.contains("\u{1b}_G"))
        #expect(occurrences("▀", in: offline.text) == 2 * blurCells && !offline.text.contains("\u{1b}_G"))
        #expect(occurrences("▀", in: blur.text) == 2 * blurCells)
    }

    @Test func anImageThatCannotBeHadKeepsTheBlur() throws {
        let jpeg = try TestJPEG.landscape.get()
        let s = try ThumbnailServer([
            .init(id: "good", width: 3000, height: 2000, answer: .jpeg(jpeg)),
            .init(id: "gone", width: 3000, height: 2000, answer: .status(404)),
            .init(id: "page", width: 3000, height: 2000, answer: .html),
            .init(id: "cut", width: 3000, height: 2000, answer: .truncated(jpeg)),
            .init(id: "slow", width: 3000, height: 2000, answer: .slow(jpeg, seconds: 6)),
            .init(id: "huge", width: 3000, height: 2000, answer: .oversized(jpeg)),
        ])
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"), environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
        #expect(run.status == 0, "\(run.text.suffix(500))")
        #expect(occurrences("\u{1b}_Ga=T,", in: run.text) == 1)
        // Each of the five has its blur at the size its picture would have had, as the page's
        // other previews (a 3:2 photo at 80 columns: 16 × 5 cells), not the 8 × 4 of a page
        // drawn without thumbnails.
        #expect(occurrences("▀", in: run.text) == 5 * 16 * 5)
        #expect(Set(s.imageRequests.map(\.path)).count == 6)
        for id in ["good", "gone", "page", "cut", "slow", "huge"] { #expect(run.text.contains("Photo \(id)")) }
    }

    /// `photos show` draws its photo as large as the terminal allows, aspect kept, and asks
    /// for an image of that size: on 80 × 24 cells of 10 × 20 pixels, 13 rows (11 are kept
    /// for its text and the prompt) and the 2:3 photo's 17 columns; on 120 × 40, a 3:2 photo
    /// 87 × 29 cells — where a page's preview is 16 × 5.
    @Test(arguments: [("port", 80, 24, 17, 13), ("land", 120, 40, 87, 29)])
    func photosShowDrawsThePhotoAsLargeAsTheTerminalAllows(id: String, columns: Int, rows: Int, c: Int, r: Int) throws {
        let s = try twoPhotos()
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"), environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"],
                                      columns: columns, rows: rows, command: ["photos", "show", id])
        #expect(run.status == 0, "\(run.text)")
        #expect(occurrences("\u{1b}_Ga=T,f=24,", in: run.text) == 1 && run.text.contains(",c=\(c),r=\(r),"), "\(run.text.prefix(200))")
        #expect(s.imageRequests.map(\.path) == ["/img/\(id)"])
        #expect(s.imageRequests.first?.query["w"] == String(c * 10) && s.imageRequests.first?.query["h"] == String(r * 20))
        // The text under the photo, from the first column.
        #expect(run.text.contains("\u{1b}8\r\u{1b}[\(r)B1. \u{1b}[1mPhoto \(id)"), "\(run.text.suffix(800).debugDescription)")
    }

    /// At 200 columns a page is two cards across, each preview 34 × 17 cells at most (16 × 8
    /// at 80), the text of both cards starting at one column of their own.
    @Test func aWideTerminalGetsCardsSideBySideWithLargerPreviews() throws {
        let s = try twoPhotos()
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"), environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"],
                                      columns: 200, rows: 50)
        let text = run.text
        #expect(run.status == 0)
        #expect(text.contains(",c=34,r=11,C=1,q=2,") && text.contains(",c=23,r=17,C=1,q=2,"), "\(text.prefix(300))")
        // The second card starts at 98 + 3 cells; its image is drawn there, its text 36 cells in.
        #expect(text.contains("\r\u{1b}[101C\u{1b}7\u{1b}_Ga=T,"), "\(text.debugDescription.suffix(2000))")
        #expect(text.contains("\r\u{1b}[36C1. \u{1b}[1mPhoto land") && text.contains("\r\u{1b}[137C2. \u{1b}[1mPhoto port"))
        // Both on the same rows: one band, 17 rows high, not two blocks one under the other.
        #expect(occurrences("\u{1b}[17A", in: text) == 1, "\(text.debugDescription.suffix(2000))")
        for r in s.imageRequests {
            let size = (r.query["w"], r.query["h"])
            #expect(r.path == "/img/land" ? size == ("340", "220") : size == ("230", "340"), "\(r.target)")
        }
    }

    /// At 80 columns one card across, 16 × 8 at most, and the portrait photo's text starts
    /// where the landscape photo's does.
    @Test func theTextColumnIsOneForThePage() throws {
        let s = try twoPhotos()
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"), environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        let lines = run.text.components(separatedBy: "\r\n")
            .map { $0.replacingOccurrences(of: "\u{1b}\\[[0-9;]*m", with: "", options: .regularExpression) }
        let land = try #require(lines.first { $0.contains("1. Photo land") }, "\(run.text.debugDescription)")
        let port = try #require(lines.first { $0.contains("2. Photo port") })
        func offset(_ line: String, _ needle: String) -> Int {
            line.distance(from: line.startIndex, to: line.range(of: needle)!.lowerBound)
        }
        #expect(offset(land, "1. Photo land") == 18 && offset(port, "2. Photo port") == 18, "\(land.debugDescription)\n\(port.debugDescription)")
    }

    @Test func offlineShowDrawsTheSavedPageWithItsBlur() throws {
        let s = try twoPhotos()
        let data = TemporaryDirectory("finder-thumbs")
        _ = try s.runPiped(["--json"], data: data)   // saves the page
        var env = ["PATH": "/usr/bin:/bin", "HOME": data.path, "LANG": "en_US.UTF-8", "TERM": "xterm-256color", "TZ": "UTC"]
        env["FINDER_UNSPLASH_URL"] = s.base
        let run = try PseudoTerminalRun.run(finderBinary, ["--data-dir", data.path, "offline", "show"], environment: env)
        #expect(run.status == 0, "\(run.text)")
        // `offline show` runs in finder, which draws the blur itself: two blocks of 8 × 4 cells.
        #expect(occurrences("▀", in: run.text) == 2 * blurCells, "\(run.text)")
        #expect(run.text.contains("\u{1b}[38;5;"), "256 colours: COLORTERM does not say more")
        #expect(s.imageRequests.isEmpty)
    }

    /// The image server answers a 113 × 75 photo whatever size was asked (a proxy, a CDN,
    /// imgix's `fit=max`): every protocol draws the picture, not a shear of it. The drawing
    /// is read back from the terminal into colours and compared with the four quadrants.
    @Test(arguments: [("sixel", ["--images", "sixel"], [String: String]()),
                      ("24-bit blocks", [], ["COLORTERM": "truecolor"]),
                      ("256-colour blocks", ["--images", "blocks"], [:]),
                      ("kitty", [], ["KITTY_WINDOW_ID": "1"])])
    func anImageOfAnotherSizeIsDrawnUnsheared(name: String, args: [String], env: [String: String]) throws {
        let jpeg = try makeQuadrantJPEG(width: 113, height: 75)
        let s = try ThumbnailServer([.init(id: "odd", width: 4000, height: 2000, answer: .jpeg(jpeg))])
        var environment = ["TERM": "xterm-256color"]
        environment.merge(env) { $1 }
        let run = try s.runOnTerminal(args, data: TemporaryDirectory("finder-thumbs"), environment: environment)
        #expect(run.status == 0, "\(run.text.suffix(300))")
        #expect(s.imageRequests.count == 1 && s.imageRequests[0].query["w"] != "113", "another size was asked for")
        // Three pixels of the 113 × 75 photo either side of where the quadrants meet.
        let margin = (3.0 / 113, 3.0 / 75)
        func wrongShare(_ grid: PixelGrid) -> Double {
            var inside = 0, wrong = 0
            for y in 0..<grid.height {
                for x in 0..<grid.width {
                    guard let want = QuadrantPicture.expected(x0: Double(x) / Double(grid.width), x1: Double(x + 1) / Double(grid.width),
                                                              y0: Double(y) / Double(grid.height), y1: Double(y + 1) / Double(grid.height),
                                                              margin: margin) else { continue }
                    inside += 1
                    if grid[x, y].map({ $0.distance(to: want) < 80 }) != true { wrong += 1 }
                }
            }
            return inside == 0 ? 1 : Double(wrong) / Double(inside)
        }
        switch name {
        case "sixel":
            let grid = try #require(DrawnPicture.sixel(run.text), "\(run.text.debugDescription.prefix(300))")
            #expect(wrongShare(grid) < 0.01)
        case "kitty":
            let grid = try #require(DrawnPicture.kitty(run.text))
            #expect(grid.width == 113 && grid.height == 75, "the image as it came")
            #expect(wrongShare(grid) == 0)
        default:
            // The preview's rows: the cells from each line's start, up to the text beside them.
            let rows = run.text.components(separatedBy: "\r\n").map { DrawnPicture.cells(row: Substring($0)) }.filter { $0.count > 2 }
            let columns = try #require(rows.first?.count)
            #expect(rows.count >= 3 && rows.allSatisfy { $0.count == columns }, "\(run.text.debugDescription)")
            var wrong: [String] = []
            for (r, row) in rows.enumerated() {
                for (c, cell) in row.enumerated() {
                    guard let want = QuadrantPicture.expected(x0: Double(c) / Double(columns), x1: Double(c + 1) / Double(columns),
                                                              y0: Double(r) / Double(rows.count), y1: Double(r + 1) / Double(rows.count),
                                                              margin: margin) else { continue }
                    for (color, share) in cell.shown where share > 0 && color.map({ $0.distance(to: want) < 80 }) != true {
                        wrong.append("\(c),\(r): \(color.map(\.description) ?? "default")")
                    }
                }
            }
            #expect(wrong.isEmpty, "\(name): \(wrong.prefix(5))")
        }
    }

    // MARK: The probe, with this side playing the terminal.

    /// What a terminal answers to the probe; nil: it stays silent.
    static func terminal(answering reply: String?) -> (@Sendable ([UInt8]) -> [UInt8]?, Counter) {
        let counter = Counter()
        return ({ output in
            let queries = occurrences(TerminalProbeQuery.text, in: String(decoding: output, as: UTF8.self))
            guard queries > counter.answered else { return nil }
            counter.answered = queries
            return reply.map { Array($0.utf8) }
        }, counter)
    }

    final class Counter: @unchecked Sendable { var answered = 0 }

    func probed(_ reply: String?, timeout: String) throws -> (PseudoTerminalRun, ThumbnailServer) {
        let s = try twoPhotos()
        let (answer, _) = Self.terminal(answering: reply)
        // Nothing in the environment names the terminal: TERM alone says nothing of graphics.
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"),
                                      environment: ["TERM": "xterm-256color", "FINDER_PROBE_TIMEOUT": timeout], answer: answer)
        return (run, s)
    }

    /// The terminal in the state finder found it: canonical input and echo.
    func expectRestored(_ run: PseudoTerminalRun, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.localModesAfter & tcflag_t(ICANON) != 0 && run.localModesAfter & tcflag_t(ECHO) != 0,
                sourceLocation: sourceLocation)
    }

    @Test func aKittyReplyChoosesKitty() throws {
        // A generous timeout: the reply ends the wait, so a busy machine only makes it later.
        let (run, _) = try probed("\u{1b}_Gi=31;OK\u{1b}\\\u{1b}[?62;22c", timeout: "10")
        #expect(run.status == 0)
        #expect(occurrences(TerminalProbeQuery.text, in: run.text) == 1, "asked once")
        #expect(occurrences("\u{1b}_Ga=T,f=24,", in: run.text) == 2)
        #expect(!run.text.contains("62;22c"), "the reply is read, never echoed")
        expectRestored(run)
    }

    @Test func aLateReplyIsWaitedFor() throws {
        let s = try twoPhotos()
        let (answer, _) = Self.terminal(answering: "\u{1b}_Gi=31;OK\u{1b}\\\u{1b}[?62;22c")
        // The terminal takes its time (a slow link): the probe waits for the reply, not a fixed pause.
        let late: @Sendable ([UInt8]) -> [UInt8]? = { output in
            guard let reply = answer(output) else { return nil }
            usleep(400_000)
            return reply
        }
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"),
                                      environment: ["TERM": "xterm-256color", "FINDER_PROBE_TIMEOUT": "10"], answer: late)
        #expect(run.status == 0 && occurrences("\u{1b}_Ga=T,f=24,", in: run.text) == 2)
        expectRestored(run)
    }

    @Test func theOptionBeatsTheVariableWhichBeatsTheEnvironment() throws {
        let s = try twoPhotos()
        let data = TemporaryDirectory("finder-thumbs")
        let kitty = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]
        var env = kitty
        env["FINDER_IMAGES"] = "iterm"
        #expect(try s.runOnTerminal(data: data, environment: env).text.contains("\u{1b}]1337;File=inline=1;"))
        let blocks = try s.runOnTerminal(["--images", "blocks"], data: data, environment: env).text
        #expect(!blocks.contains("1337;File") && !blocks.contains("\u{1b}_G") && blocks.contains("\u{1b}[38;5;"))
        env["FINDER_IMAGES"] = "none"
        let none = try s.runOnTerminal(data: data, environment: env).text
        #expect(!none.contains("\u{1b}_G") && !none.contains("▀") && none.contains("1. "))
        env["FINDER_IMAGES"] = "pictures"   // names no mode: auto, as if unset
        #expect(occurrences("\u{1b}_Ga=T,", in: try s.runOnTerminal(data: data, environment: env).text) == 2)
    }

    @Test func sixelAttributesChooseSixel() throws {
        let (run, _) = try probed("\u{1b}[?62;4;22c", timeout: "10")
        #expect(run.status == 0)
        #expect(occurrences("\u{1b}P0;1;0q", in: run.text) == 2 && !run.text.contains("\u{1b}_Ga=T"))
        expectRestored(run)
    }

    @Test func plainAttributesChooseBlocks() throws {
        let (run, _) = try probed("\u{1b}[?64;1;2;6;22c", timeout: "10")
        #expect(run.status == 0)
        #expect(!run.text.contains("\u{1b}P0;1;0q") && !run.text.contains("\u{1b}_Ga=T"))
        #expect(run.text.contains("\u{1b}[38;5;"), "256-colour blocks: nothing said the terminal has more")
        expectRestored(run)
    }

    @Test func silenceEndsTheWaitWithBlocks() throws {
        let (run, s) = try probed(nil, timeout: "0.3")
        #expect(run.status == 0, "the wait ended: \(run.text.suffix(300))")
        #expect(occurrences(TerminalProbeQuery.text, in: run.text) == 1)
        #expect(s.imageRequests.count == 2, "the images were fetched after the wait")
        #expect(run.text.contains("\u{1b}[38;5;") && !run.text.contains("\u{1b}_Ga=T"))
        expectRestored(run)
    }

    /// The Linux console is never asked (it draws no images, and its silence on the kitty
    /// query cost the whole timeout): blocks at once, with no query written.
    @Test func theLinuxConsoleIsNotProbed() throws {
        let s = try twoPhotos()
        let (answer, _) = Self.terminal(answering: nil)
        let run = try s.runOnTerminal(data: TemporaryDirectory("finder-thumbs"),
                                      environment: ["TERM": "linux", "FINDER_PROBE_TIMEOUT": "10"], answer: answer)
        #expect(run.status == 0)
        #expect(occurrences(TerminalProbeQuery.text, in: run.text) == 0 && !run.text.contains("\u{1b}[c"), "\(run.text.debugDescription.prefix(300))")
        #expect(run.text.contains("\u{1b}[38;5;") && s.imageRequests.count == 2, "256-colour blocks drawn from the images")
    }

    @Test func insideTmuxTheBlocksStayAlignedAt80Columns() throws {
        let s = try twoPhotos()
        let data = TemporaryDirectory("finder-thumbs")
        let pane = try TmuxPane(["--data-dir", data.path, "photos", "cats"],
                                environment: ["FINDER_UNSPLASH_URL": s.base, "UNSPLASH_ACCESS_KEY": "test-key",
                                              "XDG_CONFIG_HOME": data.path + "/config", "KITTY_WINDOW_ID": "1",
                                              // The test runner's own settings must not reach the pane.
                                              "NO_COLOR": "", "FINDER_ACCESSIBLE": "", "ACCESSIBLE": "", "CLICOLOR": ""],
                                columns: 80, rows: 40)
        let screen = try pane.waitFor("EXIT=")
        #expect(screen.contains("EXIT=0"), "\(screen)")
        #expect(!screen.contains("_G"), "tmux gets blocks, whatever the outer terminal")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { $0.count <= 80 })
        // The text starts two cells right of the 16-cell image on the image's first row.
        let first = try #require(lines.firstIndex { $0.contains("1. Photo land") }, "\(screen)")
        #expect(lines[first].dropFirst(18).hasPrefix("1. Photo land"), "\(screen)")
        #expect(lines[first + 1].dropFirst(18).hasPrefix("   Photo by Anna"), "\(screen)")
        let second = try #require(lines.firstIndex { $0.contains("2. Photo port") })
        #expect(lines[second].dropFirst(18).hasPrefix("2. Photo port"), "the text column is the page's, whatever each image's width: \(screen)")
        // The image's rows are coloured cells (symbols, or spaces on a colour): five rows for
        // the 3:2 photo, in the 256 colours tmux is known to pass.
        let coloured = try pane.run(["capture-pane", "-p", "-e", "-t", "t"]).split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(coloured.firstIndex { $0.contains("Photo land") })
        for row in start..<(start + 5) { #expect(coloured[row].contains("\u{1b}[38;5;") || coloured[row].contains("\u{1b}[48;5;")) }
        #expect(!coloured[start + 5].contains("\u{1b}[48;5;"), "the sixth row is not the image's")
        #expect(s.imageRequests.count == 2)
    }
}

/// The probe's bytes as finder writes them.
enum TerminalProbeQuery {
    static let text = "\u{1b}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1b}\\\u{1b}[c"
}
