/// Text output of photo results for a sighted person: one block per photo (description,
/// then author · size · colour, then the link). On a colour terminal each block starts with
/// a small preview (drawn by finder-net's `PreviewPainter` from the photo's blur hash) and
/// the link is an OSC 8 hyperlink. The text renderer uses it for contexts whose layout is
/// `.blocks`.
///
/// Every text here comes from `ResultField`, already stripped of control characters and
/// escape sequences; the only escapes written are the ones built below.
struct PhotoBlocks {
    let style: Style
    let painter: PreviewPainter?
    let trueColor: Bool
    let hyperlinks: Bool

    init(style: Style, painter: PreviewPainter?, environment env: [String: String]) {
        self.style = style
        self.painter = painter
        let colorterm = Option.asciiLowercased(env["COLORTERM"] ?? "")
        trueColor = colorterm == "truecolor" || colorterm == "24bit"
        // The Linux console prints OSC 8 as garbage; elsewhere unknown OSCs are ignored.
        hyperlinks = style.enabled && env["TERM"] != "linux" && env["FINDER_HYPERLINKS"] != "0"
    }

    /// The blocks, numbered by position (positions go on across pages: 11 on page 2).
    func write(_ items: [ResultItem], numbered positions: [Int], to out: OutputStream) {
        for (i, item) in items.enumerated() {
            if i > 0 { out.write("\n") }
            out.write(block(item, number: i < positions.count ? positions[i] : i + 1))
        }
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
        guard style.enabled, let painter else { return lines.joined(separator: "\n") + "\n" }
        func string(_ name: String) -> String? { if case .string(let s)? = field(name)?.json { s } else { nil } }
        let preview = painter.preview(blurHash: string("blurHash"), color: string("color"), trueColor: trueColor)
        var s = ""
        for r in preview.indices {
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
}
