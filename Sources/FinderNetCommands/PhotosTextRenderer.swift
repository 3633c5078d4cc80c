import FinderCLI
import FinderRemote

/// Text output of photo results for a sighted person: one block per photo (description,
/// then author · size · colour, then the link). On a colour terminal each block starts with
/// an 8 × 4-cell preview drawn from the photo's blur hash (half blocks, two pixels a cell)
/// and the link is an OSC 8 hyperlink. Everything else (loading, notices, the summary,
/// errors) is the standard text renderer's, which this one wraps.
///
/// Every text here comes from `ResultField`, already stripped of control characters and
/// escape sequences; the only escapes written are the ones built below.
final class PhotosTextRenderer: Renderer {
    let inner: Renderer
    let out: OutputStream
    let style: Style
    let trueColor: Bool
    let hyperlinks: Bool
    private var items: [(item: ResultItem, position: Int)] = []

    static let previewColumns = 8
    static let previewRows = 4

    init(inner: Renderer, out: OutputStream, style: Style, environment env: [String: String]) {
        self.inner = inner
        self.out = out
        self.style = style
        let colorterm = (env["COLORTERM"] ?? "").lowercased()
        trueColor = colorterm == "truecolor" || colorterm == "24bit"
        // The Linux console prints OSC 8 as garbage; elsewhere unknown OSCs are ignored.
        hyperlinks = style.enabled && env["TERM"] != "linux" && env["FINDER_HYPERLINKS"] != "0"
    }

    func begin(_ context: SearchContext) { inner.begin(context) }
    func notice(_ text: String) { inner.notice(text) }
    func item(_ item: ResultItem, position: Int, total: Int) { items.append((item, position)) }

    func finish(_ context: SearchContext, _ outcome: Outcome) {
        inner.finish(context, outcome)   // summary, hints, errors on stderr; no items given to it
        guard case .content = outcome else { return }
        for (i, entry) in items.enumerated() {
            if i > 0 { out.write("\n") }
            out.write(block(entry.item, number: entry.position))
        }
        out.flush()
    }

    func block(_ item: ResultItem, number: Int) -> String {
        func field(_ name: String) -> ResultField? { item.fields.first { $0.name == name } }
        let description = field("description")
        var meta: [String] = []
        for name in ["author", "width", "colorName"] {
            guard let f = field(name), let text = f.text else { continue }
            meta.append(name == "width" ? text : (f.label.map { $0 + " " } ?? "") + text)
        }
        let url = field("url")?.text ?? ""
        // The number's own width: continuation lines start under the description ("10. ").
        let head = "\(number). "
        let indent = String(repeating: " ", count: head.count)
        let lines = [
            head + style.paint(description?.text ?? "", description?.role ?? .name),
            indent + style.paint(meta.joined(separator: " · "), .muted),
            indent + link(url),
        ]
        guard style.enabled else { return lines.joined(separator: "\n") + "\n" }
        let preview = previewRows(blurHash: field("blurHash")?.json, color: field("color")?.json)
        var s = ""
        for r in 0..<Self.previewRows {
            s += preview[r] + (r < lines.count ? "  " + lines[r] : "") + "\n"
        }
        return s
    }

    /// An OSC 8 hyperlink whose visible text is the URL itself, so nothing is lost where
    /// hyperlinks are not supported. Only plain https/http URLs of printable ASCII qualify.
    func link(_ url: String) -> String {
        guard hyperlinks, url.hasPrefix("https://") || url.hasPrefix("http://"),
              url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7f }) else { return url }
        return "\u{1b}]8;;\(url)\u{1b}\\\(url)\u{1b}]8;;\u{1b}\\"
    }

    /// Four rows of eight cells: the top pixel of each cell is the foreground of "▀", the
    /// bottom one its background. Without a blur hash, the dominant colour fills the cells;
    /// without either, blank cells keep the text aligned.
    func previewRows(blurHash: JSONValue?, color: JSONValue?) -> [String] {
        let w = Self.previewColumns, h = Self.previewRows * 2
        var pixels: [RGBColor]?
        if case .string(let hash)? = blurHash, let decoded = BlurHash(hash) {
            pixels = decoded.pixels(width: w, height: h)
        } else if case .string(let hex)? = color, let c = RGBColor(hex: hex) {
            pixels = Array(repeating: c, count: w * h)
        }
        guard let pixels else {
            return Array(repeating: String(repeating: " ", count: w), count: Self.previewRows)
        }
        return (0..<Self.previewRows).map { row in
            var s = ""
            for x in 0..<w {
                s += "\u{1b}[" + sgr(pixels[(2 * row) * w + x], background: false) + ";"
                    + sgr(pixels[(2 * row + 1) * w + x], background: true) + "m▀"
            }
            return s + "\u{1b}[0m"
        }
    }

    private func sgr(_ c: RGBColor, background: Bool) -> String {
        let base = background ? "48" : "38"
        if trueColor { return "\(base);2;\(c.r);\(c.g);\(c.b)" }
        return "\(base);5;\(Self.xterm256(c))"
    }

    /// Nearest entry of the xterm 6 × 6 × 6 colour cube or its grey ramp.
    static func xterm256(_ c: RGBColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearest(_ v: UInt8) -> Int { levels.indices.min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) }! }
        let r = nearest(c.r), g = nearest(c.g), b = nearest(c.b)
        let cube = (levels[r], levels[g], levels[b])
        let avg = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        let greyIndex = max(0, min(23, (avg - 8 + 5) / 10))
        let grey = 8 + 10 * greyIndex
        func d(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(c.r), dg = a.1 - Int(c.g), db = a.2 - Int(c.b)
            return dr * dr + dg * dg + db * db
        }
        return d((grey, grey, grey)) < d(cube) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b
    }
}
