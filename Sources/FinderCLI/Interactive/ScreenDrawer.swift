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
    let catalog: Catalog
    let style: Style

    /// The screen as plain lines (no escapes), each at most `columns - 1` wide, and where the
    /// cursor goes. Used by `frame` and by tests.
    func lines(_ c: InteractiveController, rows: Int, columns: Int) -> (lines: [Line], cursorRow: Int, cursorColumn: Int) {
        let width = max(1, columns - 1)
        var out: [Line] = []

        // Query line, scrolled sideways when the cursor would fall off the right edge.
        let prompt = catalog.text("interactive.prompt.\(c.domainName)") + " "
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
            suggestion.parts.append((catalog.text("interactive.suggestions") + " ", .muted))
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

        // Results, scrolled so the selection stays visible.
        let footer = rows >= 8 ? 2 : 0
        let listRows = max(0, rows - out.count - footer)
        let items = c.shown?.results.items ?? []
        let first = max(0, min(c.selection - listRows + 1, items.count - listRows))
        let visible = Array(items.enumerated().dropFirst(max(0, first)).prefix(listRows))
        let cells = visible.map { listingCells($0.element) }
        var widths: [Int] = []
        for row in cells { for (i, cell) in row.enumerated() {
            if i >= widths.count { widths.append(0) }
            widths[i] = max(widths[i], DisplayWidth.of(cell.0))
        } }
        // The name is cut first, as in `finder stocks` on a terminal (ColumnFit).
        let nameColumn = cells.first?.firstIndex { if case .field(.name)? = $0.1 { true } else { false } }
        widths = ColumnFit.widths(widths, nameColumn: nameColumn, limit: width - 2)
        for ((index, _), row) in zip(visible, cells) {
            let selected = index == c.selection
            var line = Line([(selected ? "> " : "  ", selected ? .selected : nil)])
            for (i, cell) in row.enumerated() {
                let text = ColumnFit.cell(cell.0, width: i < widths.count ? widths[i] : DisplayWidth.of(cell.0), pad: i != row.count - 1)
                line.parts.append(((i > 0 ? "  " : "") + text, selected ? .selected : cell.1))
            }
            out.append(line.truncated(to: width))
        }
        while out.count < rows - footer { out.append(Line([])) }

        if footer > 0 {
            let detail = c.notice ?? c.selectedDetail ?? ""
            out.append(Line([(detail, c.notice != nil ? .notice : .muted)]).truncated(to: width))
            // The keys are never cut off: keys are left out instead, the way out kept (item 17).
            out.append(Line([(ColumnFit.keyLine(catalog.text("interactive.keys.\(c.domainName)"), width: width), .muted)]))
        }
        return (Array(out.prefix(rows)), 0, min(width, promptWidth + cursorColumn))
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
        init(_ parts: [(String, Role?)]) { self.parts = parts }

        var text: String { parts.map(\.0).joined() }

        /// Cut to `width` columns, "…" marking the cut.
        func truncated(to width: Int) -> Line {
            guard DisplayWidth.of(text) > width else { return self }
            var out: [(String, Role?)] = []
            var used = 0
            for (t, r) in parts {
                let w = DisplayWidth.of(t)
                if used + w <= width - 1 { out.append((t, r)); used += w; continue }
                out.append((DisplayWidth.truncate(t, to: width - used), r))
                break
            }
            return Line(out)
        }

        func painted(_ style: Style) -> String {
            parts.map { t, r in
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
