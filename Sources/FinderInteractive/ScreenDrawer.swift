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

    /// The screen as plain lines (no escapes), each at most `columns - 1` wide, and where the
    /// cursor goes. Used by `frame` and by tests.
    func lines(_ c: InteractiveController, rows: Int, columns: Int) -> (lines: [Line], cursorRow: Int, cursorColumn: Int) {
        let width = max(1, columns - 1)
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
        let footer = rows >= 8 ? 2 : 0
        let listRows = max(0, rows - out.count - footer)
        if let item = c.viewedItem {
            out += viewLines(item, width: width).prefix(listRows).map { $0.truncated(to: width) }
        } else {
            out += listLines(c, rows: listRows, width: width)
        }
        while out.count < rows - footer { out.append(Line([])) }

        if footer > 0 {
            let detail = c.viewedItem != nil ? messages.text("interactive.keys.viewing") : c.notice ?? c.selectedDetail ?? ""
            out.append(Line([(detail, c.notice != nil ? .notice : .muted)]).truncated(to: width))
            // The keys are never cut off: keys are left out instead, the way out kept.
            out.append(Line([(ColumnFit.keyLine(messages.text("interactive.keys.\(c.domainName)"), width: width), .muted)]))
        }
        return (Array(out.prefix(rows)), 0, min(width, promptWidth + cursorColumn))
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
    /// beside the first lines: the blur, as `finder photos` draws it where there is no thumbnail.
    func viewLines(_ item: ResultItem, width: Int) -> [Line] {
        var words: [Line] = []
        var links: [Line] = []
        // The description whole, wrapped beside the preview (its 8 cells and a gap).
        let textWidth = max(10, width - (style.enabled && blocks?.previews == true ? 10 : 0))
        for f in item.fields {
            guard let t = f.text, !t.isEmpty else { continue }
            switch f.name {
            case "description":
                words.insert(contentsOf: Self.wrapped(t, to: textWidth).map { Line([($0, .field(f.role ?? .name))]) }, at: 0)
            case "url": links.insert(contentsOf: Self.broken(t, to: width), at: 0)   // the photo's page first
            case "profileUrl": links += Self.broken(t, to: width)
            default: words.append(Line([((f.label.map { $0 + ": " } ?? ""), .muted), (t, nil)]))
            }
        }
        guard style.enabled, let blocks, blocks.previews else { return words + links }
        var lines = words
        func string(_ name: String) -> String? {
            if case .string(let s)? = item.fields.first(where: { $0.name == name })?.json { s } else { nil }
        }
        // The blur: a screen redrawn at every key is no place for graphics protocols, and
        // nothing is fetched per key.
        guard case .rows(let preview) = BlurPreview.preview(blurHash: string("blurHash"), color: string("color"),
                                                            trueColor: blocks.trueColor).drawing else { return lines + links }
        guard let columns = preview.first.map({ DisplayWidth.of(TerminalText.sanitize($0)) }), columns > 0 else { return lines + links }
        while lines.count < preview.count { lines.append(Line([])) }
        for (r, row) in preview.enumerated() { lines[r].lead = (row + "  ", columns + 2) }
        // The links under the preview, the whole width theirs.
        return lines + links
    }

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
        let (lines, row, column) = lines(c, rows: rows, columns: columns)
        var s = "\u{1b}[?25l\u{1b}[H"
        for (i, line) in lines.enumerated() {
            s += "\u{1b}[2K" + line.painted(style)
            if i < lines.count - 1 { s += "\r\n" }
        }
        s += "\u{1b}[\(row + 1);\(column + 1)H\u{1b}[?25h"
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
