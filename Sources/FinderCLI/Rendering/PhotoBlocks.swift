#if canImport(Glibc)
import Glibc
#endif
import FinderDomain

/// Text output of photo results for a sighted person: one block per photo (description,
/// then the attribution · size · colour, `photos show`'s details, then the link). On a colour
/// terminal each block starts with its preview — the photo's thumbnail when finder-net's
/// `PreviewPainter` drew one, else the blur — with the text beside it, and the links are OSC 8
/// hyperlinks (the photo's address, the photographer's name, "Unsplash"); without hyperlinks
/// the profile's address is printed under each block and Unsplash's once under the list. The
/// text renderer uses it for contexts whose layout is `.blocks`.
///
/// Every text here comes from `ResultField`, already stripped of control characters and
/// escape sequences; the only escapes written are the ones built below and the painter's.
package struct PhotoBlocks {
    let style: Style
    let painter: PreviewPainter?
    /// False: no preview column at all (`--images none`, accessible, no colour).
    package let previews: Bool
    package let trueColor: Bool
    let hyperlinks: Bool
    /// Cells a line may take; text beside a preview is cut with "…" to stay aligned.
    var width: Int

    package init(style: Style, painter: PreviewPainter?, previews: Bool, settings: Settings) {
        self.style = style
        self.painter = painter
        self.previews = previews && style.enabled
        trueColor = settings.trueColor
        hyperlinks = style.enabled && settings.hyperlinks
        width = Self.terminalColumns(columns: settings.columns)
    }

    /// The blocks, numbered by position (positions go on across pages: 11 on page 2).
    func write(_ items: [ResultItem], numbered positions: [Int], to out: OutputStream) {
        for (i, item) in items.enumerated() {
            if i > 0 { out.write("\n") }
            out.write(block(item, number: i < positions.count ? positions[i] : i + 1))
        }
        if !items.isEmpty, let site = unsplashLine { out.write("\n" + site + "\n") }
    }

    func block(_ item: ResultItem, number: Int) -> String {
        func field(_ name: String) -> ResultField? { item.fields.first { $0.name == name } }
        let description = field("description")
        var meta: [String] = []
        if let attribution = field("author")?.text { meta.append(attributionText(attribution, item: item)) }
        for name in ["sponsor", "width", "colorName"] {
            guard let f = field(name), let text = f.text else { continue }
            meta.append(name == "width" || name == "sponsor" ? text : (f.label.map { $0 + " " } ?? "") + text)
        }
        let url = field("url")?.text ?? ""
        // The number's own width: continuation lines start under the description ("10. ").
        let head = "\(number). "
        let indent = String(repeating: " ", count: head.count)
        var lines = [
            head + style.paint(description?.text ?? "", description?.role ?? .name),
            indent + style.paint(meta.joined(separator: " · "), .muted),
            indent + link(url),
        ]
        // The details only `photos show` has (place, camera…), one labelled line each.
        for f in item.fields where !f.inListing {
            guard let text = f.text else { continue }
            lines.insert(indent + style.paint((f.label.map { $0 + ": " } ?? ""), .muted) + text, at: lines.count - 1)
        }
        // Without hyperlinks the profile's address is shown, as the photo's is.
        if !hyperlinks, let profile = field("profileUrl"), let address = profile.text {
            lines.append(indent + style.paint((profile.label.map { $0 + " " } ?? "") + address, .muted))
        }
        guard previews else { return lines.joined(separator: "\n") + "\n" }
        func string(_ name: String) -> String? { if case .string(let s)? = field(name)?.json { s } else { nil } }
        let preview = string("id").flatMap { painter?.preview(id: $0) }
            ?? BlurPreview.preview(blurHash: string("blurHash"), color: string("color"), trueColor: trueColor)
        return beside(preview, lines)
    }

    /// The preview on the left, the text two cells to its right, each text line cut to the
    /// terminal's width; lines past the preview's rows sit under the text, and rows past the
    /// text's lines are the preview's alone. A line that shows an address (as text, or as an
    /// OSC 8 link's visible text) is never cut — a cut address is a wrong one: when it does not
    /// fit beside the preview it goes on a line of its own under the block, indented as the
    /// text where that fits, else from the first column (and wrapped whole by the terminal
    /// when longer than the screen).
    func beside(_ preview: Preview, _ text: [String]) -> String {
        let gap = 2
        let room = max(8, width - preview.columns - gap)
        var lines: [String] = [], below: [String] = []
        for line in text {
            let visible = Self.parts(line).filter(\.visible).map(\.text).joined()
            guard visible.contains("://") else { lines.append(Self.cut(line, to: room)); continue }
            if visible.count <= room { lines.append(line); continue }
            below.append(visible.count <= width ? line : String(line.drop { $0 == " " }))
        }
        let height = max(preview.rows, lines.count)
        var s = ""
        switch preview.drawing {
        case .rows(let rows):
            let blank = String(repeating: " ", count: preview.columns)
            for r in 0..<height {
                let left = r < rows.count ? rows[r] : blank
                s += r < lines.count ? left + String(repeating: " ", count: gap) + lines[r] : left
                s += "\n"
            }
        case .graphic(let image):
            // Room first (newlines scroll the screen if the block is at its bottom), back up to
            // the block's first row, the image drawn with the cursor saved and put back (kitty
            // leaves it, iTerm2 and sixel move it), then each text line from the text's column.
            s += String(repeating: "\n", count: height) + "\u{1b}[\(height)A"
            s += "\u{1b}7" + image + "\u{1b}8"
            for r in 0..<height {
                if r < lines.count { s += "\r\u{1b}[\(preview.columns + gap)C" + lines[r] }
                s += "\r\n"
            }
        }
        var end = "\n"
        if case .graphic = preview.drawing { end = "\r\n" }
        for line in below { s += line + end }
        return s
    }

    /// `line` cut to `cells` cells with "…" when longer. Escape sequences (SGR colours, OSC 8
    /// links) take no cells; those before the cut are kept, a link open there is closed and
    /// the colours are reset.
    static func cut(_ line: String, to cells: Int) -> String {
        let parts = Self.parts(line)
        guard parts.filter(\.visible).count > cells else { return line }
        var out = "", used = 0, linkOpen = false
        for part in parts {
            if part.visible {
                guard used < cells - 1 else { break }
                used += 1
            } else if part.text.hasPrefix("\u{1b}]8;") {
                linkOpen = !part.text.hasPrefix("\u{1b}]8;;\u{1b}")
            }
            out += part.text
        }
        return out + "…" + (linkOpen ? "\u{1b}]8;;\u{1b}\\" : "") + "\u{1b}[0m"
    }

    /// `line`'s visible characters and escape sequences (SGR, OSC), in order.
    static func parts(_ line: String) -> [(text: String, visible: Bool)] {
        var parts: [(text: String, visible: Bool)] = []
        var it = line.makeIterator()
        while let c = it.next() {
            guard c == "\u{1b}", let kind = it.next() else { parts.append((String(c), true)); continue }
            var sequence = "\u{1b}" + String(kind)
            if kind == "[" {
                while let d = it.next() {
                    sequence.append(d)
                    if let a = d.asciiValue, a >= 0x40, a <= 0x7e { break }
                }
            } else if kind == "]" {
                var previous: Character = " "
                while let d = it.next() {
                    sequence.append(d)
                    if d == "\u{07}" || (previous == "\u{1b}" && d == "\\") { break }
                    previous = d
                }
            }
            parts.append((sequence, false))
        }
        return parts
    }

    /// The terminal's width in cells (stdout's window size, else `columns`: COLUMNS, else 80).
    static func terminalColumns(columns: Int?) -> Int {
        var w = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0 { return Int(w.ws_col) }
        return columns ?? 80
    }

    /// "Photo by NAME on Unsplash" with NAME linked to the profile and "Unsplash" to its site
    /// (OSC 8), as the API Guidelines ask; the words alone where hyperlinks are not understood.
    func attributionText(_ text: String, item: ResultItem) -> String {
        guard hyperlinks else { return text }
        func json(_ name: String) -> String? {
            if case .string(let s)? = item.fields.first(where: { $0.name == name })?.json { s } else { nil }
        }
        // Both found in the words as written, before any escape is added: the site word is
        // the last "Unsplash" (it follows the name in both languages), the name the first match.
        let site = Self.range(of: "Unsplash", in: text, last: true)
        var name: Range<String.Index>?
        if let author = json("author").map(TerminalText.sanitize), json("profileUrl") != nil {
            name = Self.range(of: author, in: text, last: false)
        }
        var pieces: [(Range<String.Index>, String)] = []
        if let name, let profile = json("profileUrl") { pieces.append((name, hyperlink(profile, text: String(text[name])))) }
        if let site, !pieces.contains(where: { $0.0.overlaps(site) }) {
            pieces.append((site, hyperlink(PhotoRecord.unsplashLink, text: "Unsplash")))
        }
        var out = ""
        var at = text.startIndex
        for (r, linked) in pieces.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            out += text[at..<r.lowerBound] + linked
            at = r.upperBound
        }
        return out + text[at...]
    }

    static func range(of needle: String, in text: String, last: Bool) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        var found: Range<String.Index>?
        var i = text.startIndex
        while i < text.endIndex {
            if text[i...].hasPrefix(needle) {
                let r = i..<text.index(i, offsetBy: needle.count)
                if !last { return r }
                found = r
            }
            i = text.index(after: i)
        }
        return found
    }

    /// Unsplash's own address, once under the blocks where it cannot be a hyperlink.
    var unsplashLine: String? {
        hyperlinks ? nil : style.paint("Unsplash: " + PhotoRecord.unsplashLink, .muted)
    }

    /// An OSC 8 hyperlink whose visible text is the URL itself, so nothing is lost where
    /// hyperlinks are not supported. Only plain https/http URLs of printable ASCII qualify.
    func link(_ url: String) -> String { hyperlink(url, text: url) }

    /// `text` linked to `url` (OSC 8) where hyperlinks are understood and the URL is plain
    /// https/http of printable ASCII; `text` alone otherwise.
    func hyperlink(_ url: String, text: String) -> String {
        guard hyperlinks, url.hasPrefix("https://") || url.hasPrefix("http://"),
              url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7f }) else { return text }
        return "\u{1b}]8;;\(url)\u{1b}\\\(text)\u{1b}]8;;\u{1b}\\"
    }
}
