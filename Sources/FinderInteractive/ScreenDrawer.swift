import FinderCLI
/// Draws the whole session screen from the controller's state: one string per redraw, written
/// at once, so a frame never shows half-drawn.
///
///     Search stocks: app▏                       query line, cursor at the edit point
///     Suggestions: [apple] · AAPL · APP         highlighted one in brackets (and reverse video)
///     3 results                                 state: loading, count and page, empty, error
///     > AAPL  Apple Inc  $189.84  NASDAQ        results; the selected row marked ">"
///       …
///     AAPL, Apple Inc, price $189.84, …         the selected result in full, or a notice
///     Up/Down move · Tab suggestion · …         keys
///
/// Nothing is said by colour alone: the selection has its marker, the highlight its brackets.
struct ScreenDrawer {
    let messages: Messages
    let style: Style
    /// Draws a photo's preview when one is shown in full (the text renderer's painter).
    var blocks: PhotoBlocks? = nil
    /// Photos' real pictures (finder-net, on a terminal that draws thumbnails): the list
    /// gets a picture per result and the photo view its photo as large as it fits; nil
    /// keeps the text table and the blur.
    var pictures: ScreenPictures? = nil

    /// A frame's content: its rows, where the cursor goes, and the pictures drawn by a
    /// graphics protocol over the rows' blank cells.
    struct Screen {
        var lines: [Line]
        var cursorRow: Int
        var cursorColumn: Int
        var pictures: [PlacedPicture] = []
    }

    /// The screen as plain lines (no escapes), each at most `columns - 1` wide, and where the
    /// cursor goes. Used by `frame` and by tests.
    func lines(_ c: InteractiveController, rows: Int, columns: Int) -> (lines: [Line], cursorRow: Int, cursorColumn: Int) {
        let s = screen(c, rows: rows, columns: columns)
        return (s.lines, s.cursorRow, s.cursorColumn)
    }

    /// The screen's rows and its pictures.
    func screen(_ c: InteractiveController, rows: Int, columns: Int) -> Screen {
        let width = max(1, columns - 1)
        var placed: [PlacedPicture] = []
        var out: [Line] = []

        // Query line, scrolled sideways when the cursor would fall off the right edge.
        let prompt = messages.text("interactive.prompt.\(c.domainName)") + " "
        let promptWidth = DisplayWidth.of(prompt)
        var shownText = Array(c.editor.characters)
        var cursorColumn = c.editor.cursorColumn
        while promptWidth + cursorColumn >= width, !shownText.isEmpty {
            cursorColumn -= DisplayWidth.of(shownText.removeFirst())
        }
        out.append(Line([(prompt, .prompt), (DisplayWidth.truncate(String(shownText), to: max(0, width - promptWidth)), nil)]))

        // Suggestions.
        var suggestion = Line([])
        if !c.suggestions.isEmpty {
            suggestion.parts.append((messages.text("interactive.suggestions") + " ", .muted))
            for (i, s) in c.suggestions.enumerated() {
                if i > 0 { suggestion.parts.append((" · ", .muted)) }
                suggestion.parts.append(i == c.highlighted ? ("[" + s + "]", .highlight) : (s, nil))
            }
        }
        out.append(suggestion.truncated(to: width))

        // State.
        let (status, tone) = c.statusLine
        let statusRole: Line.Role? = switch tone { case .plain: nil; case .muted: .muted; case .error: .error }
        out.append(Line([(status, statusRole)]).truncated(to: width))

        // Results, scrolled so the selection stays visible; or the one shown in full.
        let footer = Self.footerRows(rows)
        let listRows = Self.bodyRows(rows)
        let top = out.count
        if let item = c.viewedItem {
            if pictures != nil, let (lines, shown) = photoView(item, width: width, rows: listRows) {
                out += lines.map { $0.truncated(to: width) }
                placed += shown
            } else {
                out += viewLines(item, width: width).prefix(listRows).map { $0.truncated(to: width) }
            }
        } else if pictures != nil, c.shown?.isHistory == false, PhotoScreenLayout.listFits(rows: listRows, width: width) {
            let (lines, shown) = pictureList(c, rows: listRows, width: width)
            out += lines
            placed += shown
        } else {
            out += listLines(c, rows: listRows, width: width)
        }
        for i in placed.indices { placed[i].row += top }
        while out.count < rows - footer { out.append(Line([])) }

        if footer > 0 {
            let detail = c.viewedItem != nil ? messages.text("interactive.keys.viewing") : c.notice ?? c.selectedDetail ?? ""
            out.append(Line([(detail, c.notice != nil ? .notice : .muted)]).truncated(to: width))
            // The keys are never cut off: keys are left out instead, the way out kept.
            out.append(Line([(ColumnFit.keyLine(messages.text("interactive.keys.\(c.domainName)"), width: width), .muted)]))
        }
        return Screen(lines: Array(out.prefix(rows)), cursorRow: 0, cursorColumn: min(width, promptWidth + cursorColumn),
                      pictures: placed.filter { $0.row + $0.picture.rows <= rows })
    }

    /// The results as rows of aligned cells. A row wider than the screen gives up width from
    /// its first cell (a description, a name), cut with "…", so that the cells after it — a
    /// photo's author and size — stay in view.
    private func listLines(_ c: InteractiveController, rows listRows: Int, width: Int) -> [Line] {
        let items = c.shown?.results.items ?? []
        let first = max(0, min(c.selection - listRows + 1, items.count - listRows))
        let visible = Array(items.enumerated().dropFirst(max(0, first)).prefix(listRows))
        let cells = visible.map { listingCells($0.element) }
        var widths: [Int] = []
        for row in cells { for (i, cell) in row.enumerated() {
            if i >= widths.count { widths.append(0) }
            widths[i] = max(widths[i], DisplayWidth.of(cell.0))
        } }
        // The name is cut first, as in `finder stocks` on a terminal (ColumnFit); a row
        // without one (a photo) gives up width from its first cell, its description.
        let nameColumn = cells.first?.firstIndex { if case .field(.name)? = $0.1 { true } else { false } } ?? 0
        widths = ColumnFit.widths(widths, nameColumn: nameColumn, limit: width - 2)
        var out: [Line] = []
        for ((index, _), row) in zip(visible, cells) {
            let selected = index == c.selection
            var line = Line([(selected ? "> " : "  ", selected ? .selected : nil)])
            for (i, cell) in row.enumerated() {
                let text = ColumnFit.cell(cell.0, width: i < widths.count ? widths[i] : DisplayWidth.of(cell.0), pad: i != row.count - 1)
                line.parts.append(((i > 0 ? "  " : "") + text, selected ? .selected : cell.1))
            }
            out.append(line.truncated(to: width))
        }
        return out
    }

    /// A photo shown in full: the description, the attribution and the other fields in
    /// words, then its links whole (a cut link is no link); on a colour terminal the preview
    /// beside the first lines: the blur, as `finder photos` draws it where there is no
    /// thumbnail (the screen without `pictures`; `photoView` draws the photo itself).
    func viewLines(_ item: ResultItem, width: Int) -> [Line] {
        // The description whole, wrapped beside the preview (its 8 cells and a gap).
        let textWidth = max(10, width - (style.enabled && blocks?.previews == true ? 10 : 0))
        let (words, links) = viewText(item, textWidth: textWidth, linkWidth: width)
        guard style.enabled, let blocks, blocks.previews else { return words + links }
        var lines = words
        guard case .rows(let preview) = BlurPreview.preview(blurHash: item.jsonString("blurHash"), color: item.jsonString("color"),
                                                            trueColor: blocks.trueColor).drawing else { return lines + links }
        guard let columns = preview.first.map({ DisplayWidth.of(TerminalText.sanitize($0)) }), columns > 0 else { return lines + links }
        while lines.count < preview.count { lines.append(Line([])) }
        for (r, row) in preview.enumerated() { lines[r].lead = (row + "  ", columns + 2) }
        // The links under the preview, the whole width theirs.
        return lines + links
    }

    /// A photo's text in the photo view: the description wrapped to `textWidth`, the other
    /// fields a line each; its links (the photo's page first) broken over lines of `linkWidth`.
    private func viewText(_ item: ResultItem, textWidth: Int, linkWidth: Int) -> (words: [Line], links: [Line]) {
        var words: [Line] = []
        var links: [Line] = []
        for f in item.fields {
            guard let t = f.text, !t.isEmpty else { continue }
            switch f.name {
            case "description":
                words.insert(contentsOf: Self.wrapped(t, to: textWidth).map { Line([($0, .field(f.role ?? .name))]) }, at: 0)
            case "url": links.insert(contentsOf: Self.broken(t, to: linkWidth), at: 0)   // the photo's page first
            case "profileUrl": links += Self.broken(t, to: linkWidth)
            default: words.append(Line([((f.label.map { $0 + ": " } ?? ""), .muted), (t, nil)]))
            }
        }
        return (words, links)
    }

    /// The photo view with its picture (`pictures`): the photo as large as the rows leave,
    /// aspect kept, beside its text or above it (`PhotoScreenLayout.photoView`), the blur
    /// standing in at the same size until the image has come; nil where no picture fits.
    private func photoView(_ item: ResultItem, width: Int, rows: Int) -> ([Line], [PlacedPicture])? {
        func text(_ w: Int) -> [Line] {
            let t = viewText(item, textWidth: w, linkWidth: w)
            return t.words + t.links
        }
        guard let view = photoViewLayout(item, width: width, rows: rows) else { return nil }
        let drawn = picture(item, most: (view.most.columns, view.most.rows))
        let body = text(view.textWidth)
        var out: [Line] = []
        if view.beside {
            let textColumn = drawn.columns + PhotoGrid.gap
            for r in 0..<max(drawn.rows.count, body.count) {
                var line = r < body.count ? body[r] : Line([])
                line.lead = ((r < drawn.rows.count ? drawn.rows[r] : Self.spaces(drawn.columns)) + Self.spaces(PhotoGrid.gap), textColumn)
                out.append(line)
            }
        } else {
            for row in drawn.rows {
                var line = Line([])
                line.lead = (row, drawn.columns)
                out.append(line)
            }
            out += Array(repeating: Line([]), count: PhotoScreenLayout.gap) + body
        }
        return (Array(out.prefix(rows)), drawn.graphic.map { [PlacedPicture(row: 0, column: 0, picture: $0)] } ?? [])
    }

    private func photoViewLayout(_ item: ResultItem, width: Int, rows: Int) -> PhotoScreenLayout.PhotoView? {
        PhotoScreenLayout.photoView(photo: (item.jsonInt("width") ?? 0, item.jsonInt("height") ?? 0),
                                    cell: pictures?.cell ?? (10, 20), width: width, rows: rows) {
            let t = viewText(item, textWidth: $0, linkWidth: $0)
            return t.words.count + t.links.count
        }
    }

    /// The most cells the photo view gives `item`'s picture on a screen of `rows` × `columns`:
    /// the size its image is fetched at.
    func photoViewMost(_ item: ResultItem, rows: Int, columns: Int) -> (columns: Int, rows: Int)? {
        photoViewLayout(item, width: max(1, columns - 1), rows: Self.bodyRows(rows)).map { ($0.most.columns, $0.most.rows) }
    }

    /// The rows under the query, the suggestions and the state, above the footer (the
    /// selected result or a notice, and the keys) that a screen of 8 rows or more has.
    static func bodyRows(_ rows: Int) -> Int { max(0, rows - 3 - footerRows(rows)) }
    static func footerRows(_ rows: Int) -> Int { rows >= 8 ? 2 : 0 }

    /// The results with a picture each (`PhotoScreenLayout`): the selection marked as in the
    /// table, its text in reverse video; the description on the first row, the attribution
    /// and the size on the second, each cut with "…" to the screen.
    private func pictureList(_ c: InteractiveController, rows: Int, width: Int) -> ([Line], [PlacedPicture]) {
        let items = c.shown?.results.items ?? []
        let most = PhotoScreenLayout.listMost
        var out: [Line] = [], placed: [PlacedPicture] = []
        for index in PhotoScreenLayout.visible(selection: c.selection, count: items.count, rows: rows) {
            if !out.isEmpty { out += Array(repeating: Line([]), count: PhotoScreenLayout.gap) }
            let item = items[index]
            let selected = index == c.selection
            let drawn = picture(item, most: most)
            if let graphic = drawn.graphic { placed.append(PlacedPicture(row: out.count, column: 2, picture: graphic)) }
            let cells = listingCells(item)
            var texts: [[(String, Line.Role?)]] = []
            if let first = cells.first { texts.append([(first.0, selected ? .selected : first.1)]) }
            if cells.count > 1 { texts.append([(cells.dropFirst().map(\.0).joined(separator: " · "), selected ? .selected : .muted)]) }
            for r in 0..<PhotoScreenLayout.pictureRows {
                var line = Line(r < texts.count ? texts[r] : [])
                let marker = r == 0 && selected ? (style.enabled ? "\u{1b}[7m> \u{1b}[0m" : "> ") : "  "
                let row = r < drawn.rows.count ? drawn.rows[r] : Self.spaces(drawn.columns)
                line.lead = (marker + row + Self.spaces(most.columns - drawn.columns + PhotoGrid.gap), PhotoScreenLayout.textColumn)
                out.append(line.truncated(to: width))
            }
        }
        return (out, placed)
    }

    /// A photo's picture in at most `most` cells: its rows of symbols (the picture's, or the
    /// blur standing in until it has come), or blank rows and the picture a graphics
    /// protocol draws over them.
    private func picture(_ item: ResultItem, most: (columns: Int, rows: Int)) -> (rows: [String], columns: Int, graphic: Preview?) {
        if let shown = item.jsonString("id").flatMap({ pictures?.picture(id: $0, most: most) }) {
            if case .rows(let rows) = shown.drawing { return (rows.map { $0 + "\u{1b}[0m" }, shown.columns, nil) }
            return (Array(repeating: Self.spaces(shown.columns), count: shown.rows), shown.columns, shown)
        }
        let box = ThumbnailBox(width: item.jsonInt("width") ?? 0, height: item.jsonInt("height") ?? 0,
                               cell: pictures?.cell ?? (10, 20), most: most)
        let blur = BlurPreview.preview(blurHash: item.jsonString("blurHash"), color: item.jsonString("color"),
                                       trueColor: blocks?.trueColor ?? false, cells: (box.columns, box.rows))
        guard case .rows(let rows) = blur.drawing else { return ([], 0, nil) }
        return (rows, blur.columns, nil)
    }

    static func spaces(_ n: Int) -> String { String(repeating: " ", count: max(0, n)) }

    /// An address on lines of its own, `width` columns each: broken where it must be, never
    /// cut (a cut address is a wrong one; the screen is redrawn whole, so a terminal's own
    /// wrapping is no help).
    static func broken(_ address: String, to width: Int) -> [Line] {
        var lines: [Line] = [], piece = ""
        for c in address {
            if DisplayWidth.of(piece + String(c)) > max(1, width) { lines.append(Line([(piece, nil)])); piece = "" }
            piece.append(c)
        }
        if !piece.isEmpty { lines.append(Line([(piece, nil)])) }
        return lines
    }

    /// `text` in lines of at most `width` columns, broken at spaces (a word longer than a
    /// line is cut by the line's own truncation).
    static func wrapped(_ text: String, to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= width || line.isEmpty { line = candidate; continue }
            lines.append(line)
            line = String(word)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The listing cells of one result (as in `finder stocks`), with their colour roles.
    private func listingCells(_ item: ResultItem) -> [(String, Line.Role?)] {
        item.fields.compactMap { f in
            guard f.inListing, let t = f.text, !t.isEmpty else { return nil }
            return (t, f.role.map(Line.Role.init))
        }
    }

    /// The escape sequences that draw the screen: cursor hidden, every row cleared and
    /// rewritten, cursor shown at the edit point.
    func frame(_ c: InteractiveController, rows: Int, columns: Int) -> String {
        var graphics = ScreenGraphics()
        return frame(c, rows: rows, columns: columns, graphics: &graphics)
    }

    /// The same, with the pictures a graphics protocol draws: kitty placements the frame no
    /// longer shows deleted first, then the rows, then the images (sent once) placed and the
    /// sixels drawn over the rows' blank cells, then the cursor.
    func frame(_ c: InteractiveController, rows: Int, columns: Int, graphics: inout ScreenGraphics) -> String {
        let screen = screen(c, rows: rows, columns: columns)
        let drawn = graphics.frame(screen.pictures) { pictures?.transmission(image: $0) }
        var s = "\u{1b}[?25l" + drawn.before + "\u{1b}[H"
        for (i, line) in screen.lines.enumerated() {
            s += "\u{1b}[2K" + line.painted(style)
            if i < screen.lines.count - 1 { s += "\r\n" }
        }
        s += drawn.after
        s += ScreenGraphics.move(row: screen.cursorRow, column: screen.cursorColumn) + "\u{1b}[?25h"
        return s
    }

    /// One screen row: pieces of text with a role each.
    struct Line {
        enum Role {
            case prompt, muted, error, notice, highlight, selected, field(Style.Role)
            init(_ r: Style.Role) { self = .field(r) }
        }

        var parts: [(String, Role?)]
        /// Drawn before the parts as it is, escapes and all (a photo's preview row), and the
        /// columns it takes; not part of `text`.
        var lead: (text: String, columns: Int)?
        init(_ parts: [(String, Role?)]) { self.parts = parts }

        var text: String { parts.map(\.0).joined() }

        /// Cut to `width` columns (the lead's included), "…" marking the cut.
        func truncated(to width: Int) -> Line {
            let width = width - (lead?.columns ?? 0)
            guard DisplayWidth.of(text) > width else { return self }
            var out: [(String, Role?)] = []
            var used = 0
            for (t, r) in parts {
                let w = DisplayWidth.of(t)
                if used + w <= width - 1 { out.append((t, r)); used += w; continue }
                out.append((DisplayWidth.truncate(t, to: width - used), r))
                break
            }
            var line = Line(out)
            line.lead = lead
            return line
        }

        func painted(_ style: Style) -> String {
            (lead?.text ?? "") + parts.map { t, r in
                guard let r, style.enabled else { return t }
                switch r {
                case .prompt: return style.paint(t, .name)
                case .muted: return style.paint(t, .muted)
                case .error: return style.paint(t, .error)
                case .notice: return style.paint(t, .notice)
                case .highlight, .selected: return "\u{1b}[7m" + t + "\u{1b}[0m"
                case .field(let f): return style.paint(t, f)
                }
            }.joined()
        }
    }
}
