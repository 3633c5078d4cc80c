import FinderDomain

/// Text output of photo results for a sighted person: one block per photo (description,
/// then the attribution · size · colour, `photos show`'s details, then the link). On a colour
/// terminal each block starts with a small preview (drawn by finder-net's `PreviewPainter`
/// from the photo's blur hash) and the links are OSC 8 hyperlinks (the photo's address, the
/// photographer's name, "Unsplash"); without hyperlinks the profile's address is printed
/// under each block and Unsplash's once under the list. The text renderer uses it for contexts whose layout is
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
        guard style.enabled, let painter else { return lines.joined(separator: "\n") + "\n" }
        func string(_ name: String) -> String? { if case .string(let s)? = field(name)?.json { s } else { nil } }
        let preview = painter.preview(blurHash: string("blurHash"), color: string("color"), trueColor: trueColor)
        var s = ""
        for r in preview.indices {
            s += preview[r] + (r < lines.count ? "  " + lines[r] : "") + "\n"
        }
        return s
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
