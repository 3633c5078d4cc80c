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

    /// The blocks, numbered by position (positions go on across pages: 11 on page 2): cards
    /// side by side where the width allows (`PhotoGrid`), their text starting at one column
    /// for the whole page; `large`: one photo as large as the terminal allows, its text under it.
    func write(_ items: [ResultItem], numbered positions: [Int], to out: OutputStream, large: Bool = false) {
        let numbers = items.indices.map { $0 < positions.count ? positions[$0] : $0 + 1 }
        if !previews || large {
            for (i, item) in items.enumerated() {
                if i > 0 { out.write("\n") }
                let text = lines(item, number: numbers[i])
                out.write(previews ? under(preview(item), text) : text.joined(separator: "\n") + "\n")
            }
        } else {
            let grid = PhotoGrid.list(width: width, count: items.count)
            let cards = items.enumerated().map { (preview($0.element), lines($0.element, number: numbers[$0.offset])) }
            // One text column for the page: after its widest preview.
            let textColumn = (cards.map(\.0.columns).max() ?? 0) + PhotoGrid.gap
            var start = 0
            while start < cards.count {
                if start > 0 { out.write("\n") }
                let end = min(cards.count, start + grid.across)
                out.write(band(Array(cards[start..<end]), textColumn: textColumn, cardWidth: grid.across == 1 ? width : grid.cardWidth))
                start = end
            }
        }
        if !items.isEmpty, let site = unsplashLine { out.write("\n" + site + "\n") }
    }

    /// One block: its preview with the text beside it (the text only, without previews).
    func block(_ item: ResultItem, number: Int) -> String {
        let text = lines(item, number: number)
        guard previews else { return text.joined(separator: "\n") + "\n" }
        return beside(preview(item), text)
    }

    /// A block's text: the description, the attribution · size · colour (line
    /// `attributionLine`), `photos show`'s details, the link, and the profile's address where
    /// it cannot be a link.
    func lines(_ item: ResultItem, number: Int) -> [String] {
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
        return lines
    }

    /// The photo's thumbnail when the painter drew one, else its blur.
    func preview(_ item: ResultItem) -> Preview {
        item.jsonString("id").flatMap { painter?.preview(id: $0) }
            ?? BlurPreview.preview(blurHash: item.jsonString("blurHash"), color: item.jsonString("color"), trueColor: trueColor)
    }

    /// The preview on the left, the text two cells to its right (`band` of one card).
    func beside(_ preview: Preview, _ text: [String]) -> String {
        band([(preview, text)], textColumn: preview.columns + PhotoGrid.gap, cardWidth: width)
    }

    /// Cards side by side, each `cardWidth` cells and `PhotoGrid.cardGap` apart: its preview
    /// at the card's left, its text from `textColumn` within the card, each text line cut to
    /// the card; lines past the preview's rows sit under the text, and rows past the text's
    /// lines are the preview's alone. A line that shows an address (as text, or as an OSC 8
    /// link's visible text) is never cut — a cut address is a wrong one: when it does not fit
    /// beside the preview it goes on a line of its own under the cards, indented as the text
    /// where that fits, else from the first column (and wrapped whole by the terminal when
    /// longer than the screen). Cards side by side keep their addresses under each card, in
    /// its column, where every one fits the card's width: stacked under the first card, the
    /// second card's address read as the first's.
    func band(_ cards: [(preview: Preview, text: [String])], textColumn: Int, cardWidth: Int) -> String {
        let room = max(8, cardWidth - textColumn)
        var texts: [[String]] = [], below: [[String]] = []
        for card in cards {
            var lines: [String] = [], under: [String] = []
            for (i, line) in card.text.enumerated() {
                let visible = Self.parts(line).filter(\.visible).map(\.text).joined()
                // The attribution line is wrapped, never cut (`lines`).
                if i == Self.attributionLine, !visible.contains("://") { lines += Self.wrapped(line, to: room); continue }
                guard visible.contains("://") else { lines.append(Self.cut(line, to: room)); continue }
                if visible.count <= room { lines.append(line); continue }
                under.append(visible.count <= width ? line : String(line.drop { $0 == " " }))
            }
            texts.append(lines)
            below.append(under)
        }
        let height = zip(cards, texts).map { max($0.preview.rows, $1.count) }.max() ?? 0
        let left = cards.indices.map { $0 * (cardWidth + PhotoGrid.cardGap) }
        func spaces(_ n: Int) -> String { String(repeating: " ", count: max(0, n)) }
        func right(_ n: Int) -> String { n > 0 ? "\u{1b}[\(n)C" : "" }
        var s = ""
        let graphic = cards.contains { if case .graphic = $0.preview.drawing { true } else { false } }
        if !graphic {
            for r in 0..<height {
                var line = "", used = 0
                for (k, card) in cards.enumerated() {
                    guard case .rows(let rows) = card.preview.drawing else { continue }
                    let hasText = r < texts[k].count
                    // Nothing more on the line: no trailing spaces.
                    let more = hasText || cards[(k + 1)...].indices.contains { r < texts[$0].count || r < cards[$0].preview.rows }
                    guard r < rows.count || more else { continue }
                    line += spaces(left[k] - used)
                    line += r < rows.count ? rows[r] : spaces(card.preview.columns)
                    used = left[k] + card.preview.columns
                    if hasText {
                        line += spaces(left[k] + textColumn - used) + texts[k][r]
                        used = left[k] + textColumn + Self.parts(texts[k][r]).filter(\.visible).count
                    }
                }
                s += line + "\n"
            }
        } else {
            // Room first (newlines scroll the screen if the cards are at its bottom), back up to
            // their first row, each image drawn with the cursor saved and put back (kitty leaves
            // it, iTerm2 and sixel move it), then each text line from its card's text column.
            s += String(repeating: "\n", count: height) + "\u{1b}[\(height)A"
            for (k, card) in cards.enumerated() {
                if case .graphic(let image) = card.preview.drawing { s += (k > 0 ? "\r" + right(left[k]) : "") + "\u{1b}7" + image + "\u{1b}8" }
            }
            for r in 0..<height {
                for (k, card) in cards.enumerated() {
                    if case .rows(let rows) = card.preview.drawing, r < rows.count { s += "\r" + right(left[k]) + rows[r] }
                    if r < texts[k].count { s += "\r" + right(left[k] + textColumn) + texts[k][r] }
                }
                s += "\r\n"
            }
        }
        let end = graphic ? "\r\n" : "\n"
        let cells = { (line: String) in Self.parts(line).filter(\.visible).count }
        if cards.count > 1, below.allSatisfy({ $0.allSatisfy { cells($0) <= cardWidth } }) {
            for r in 0..<(below.map(\.count).max() ?? 0) {
                var line = "", used = 0
                for (k, under) in below.enumerated() where r < under.count {
                    line += spaces(left[k] - used) + under[r]
                    used = left[k] + cells(under[r])
                }
                s += line + end
            }
        } else {
            for line in below.joined() { s += line + end }
        }
        return s
    }

    /// One photo drawn large, its text under it, each line cut to the terminal's width but
    /// addresses, which are whole.
    func under(_ preview: Preview, _ text: [String]) -> String {
        var s = ""
        switch preview.drawing {
        case .rows(let rows): for row in rows { s += row + "\n" }
        case .graphic(let image):
            // Room first, back up, the image drawn with the cursor saved and put back, then down past it.
            s += String(repeating: "\n", count: preview.rows) + "\u{1b}[\(preview.rows)A"
            s += "\u{1b}7" + image + "\u{1b}8" + "\r\u{1b}[\(preview.rows)B"
        case .kitty:
            // Placed by the interactive screen, never written here: its rows kept blank.
            s += String(repeating: "\n", count: preview.rows)
        }
        for (i, line) in text.enumerated() {
            let visible = Self.parts(line).filter(\.visible).map(\.text).joined()
            if i == Self.attributionLine { for l in Self.wrapped(line, to: width) { s += l + "\n" }; continue }
            s += (visible.contains("://") ? line : Self.cut(line, to: width)) + "\n"
        }
        return s
    }

    /// Which of `lines`' lines is "Photo by NAME on Unsplash · size · colour".
    static let attributionLine = 1

    /// `line` in lines of at most `cells` cells, broken only between its " · " parts, each
    /// continuation indented as the line and in its colour: "Photo by NAME on Unsplash" is
    /// never cut (the API Guidelines want it whole), nor is anything after it dropped. A part
    /// longer than `cells` stays whole on its own line (the terminal wraps it).
    static func wrapped(_ line: String, to cells: Int) -> [String] {
        let parts = Self.parts(line)
        guard parts.filter(\.visible).count > cells else { return [line] }
        let indent = parts.prefix { $0.visible && $0.text == " " }.count
        // The colour the line opens with, before its first visible character past the indent.
        let opening = parts.dropFirst(indent).prefix { !$0.visible }.map(\.text).joined()
        var segments: [[(text: String, visible: Bool)]] = [[]]
        var i = indent
        while i < parts.count {
            if i + 2 < parts.count, parts[i].visible, parts[i].text == " ", parts[i + 1].text == "·", parts[i + 2].text == " " {
                segments.append([])
                i += 3
                continue
            }
            segments[segments.count - 1].append(parts[i])
            i += 1
        }
        func width(_ segment: [(text: String, visible: Bool)]) -> Int { segment.filter(\.visible).count }
        // A part wider than the room is broken between its words; an OSC 8 link open at a
        // break is closed there and opened again on the next line.
        let room = max(1, cells - indent)
        segments = segments.flatMap { segment -> [[(text: String, visible: Bool)]] in
            guard width(segment) > room else { return [segment] }
            var pieces: [[(text: String, visible: Bool)]] = [[]], used = 0, link: String?
            var words: [[(text: String, visible: Bool)]] = [[]]
            for part in segment {
                if part.visible && part.text == " " { words.append([]) } else { words[words.count - 1].append(part) }
            }
            for word in words {
                if used > 0 && used + 1 + width(word) > room {
                    if link != nil { pieces[pieces.count - 1].append(("\u{1b}]8;;\u{1b}\\", false)) }
                    pieces.append(link.map { [($0, false)] } ?? [])
                    used = 0
                } else if used > 0 {
                    pieces[pieces.count - 1].append((" ", true))
                    used += 1
                }
                for part in word {
                    if part.text.hasPrefix("\u{1b}]8;;") { link = part.text.hasPrefix("\u{1b}]8;;\u{1b}") ? nil : part.text }
                }
                pieces[pieces.count - 1] += word
                used += width(word)
            }
            return pieces
        }
        let pad = String(repeating: " ", count: indent)
        var out: [String] = [], current = pad, used = indent
        for (k, segment) in segments.enumerated() {
            var text = segment.map(\.text).joined()
            if k > 0 && used + 3 + width(segment) <= cells {
                current += " · " + text
                used += 3 + width(segment)
                continue
            }
            if k > 0 {
                out.append(current + "\u{1b}[0m")
                if !text.hasPrefix(opening) { text = opening + text }
                current = pad
                used = indent
            }
            current += text
            used += width(segment)
        }
        out.append(current)
        return out
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
    static func terminalColumns(columns: Int?) -> Int { PhotoGrid.terminalSize(columns: columns).columns }

    /// "Photo by NAME on Unsplash" with NAME linked to the profile and "Unsplash" to its site
    /// (OSC 8), as the API Guidelines ask; the words alone where hyperlinks are not understood.
    func attributionText(_ text: String, item: ResultItem) -> String {
        guard hyperlinks else { return text }
        let json = item.jsonString
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
