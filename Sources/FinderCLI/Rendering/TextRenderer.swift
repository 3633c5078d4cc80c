/// Output for a sighted person at a terminal: results on stdout in aligned columns; loading,
/// counts, hints and errors on stderr. Colour only when `style` allows it.
final class TextRenderer: Renderer {
    let out: OutputStream
    let err: OutputStream
    let style: Style
    let quiet: Bool
    let spinner: Bool
    let blocks: PhotoBlocks
    /// The terminal's width for listings, nil when stdout is not a terminal (never cut).
    let width: Int?
    private var items: [ResultItem] = []
    private var positions: [Int] = []
    private var spinnerShown = false

    init(out: OutputStream, err: OutputStream, style: Style, quiet: Bool, stderrIsTerminal: Bool, blocks: PhotoBlocks,
         width: Int? = nil) {
        self.out = out
        self.width = width
        self.blocks = blocks
        self.err = err
        self.style = style
        self.quiet = quiet
        spinner = stderrIsTerminal && style.enabled && !quiet
    }

    func begin(_ context: SearchContext) {
        guard spinner, !context.loadingMessage.isEmpty else { return }
        err.write("⠋ " + TerminalText.sanitize(context.loadingMessage))
        err.flush()
        spinnerShown = true
    }

    private func clearSpinner() {
        if spinnerShown { err.write("\r\u{1b}[2K"); spinnerShown = false }
    }

    func notice(_ text: String) {
        clearSpinner()
        if !quiet { err.write(style.paint(Sentence.opening(TerminalText.sanitize(text)), .notice) + "\n") }
    }

    func item(_ item: ResultItem, position: Int, total: Int) {
        items.append(item)
        positions.append(position)
    }

    func finish(_ context: SearchContext, _ outcome: Outcome) {
        // Messages quote what the user or a server typed: nothing in them may act on the terminal.
        let outcome = outcome.sanitized
        clearSpinner()
        switch outcome {
        case .content(_, let summary):
            if !quiet && !summary.isEmpty { err.write(summary + "\n") }
            err.flush()
            switch context.layout {
            case .listing: writeListing()
            case .detail: writeDetail()
            case .blocks: blocks.write(items, numbered: positions, to: out)
            case .photo: blocks.write(items, numbered: positions, to: out, large: true)
            }
        case .empty(let message, let hint):
            if !quiet {
                err.write(message + "\n")
                if let hint { err.write(style.paint(hint, .muted) + "\n") }
            }
        case .error(_, let message, let hint, _):
            err.write(style.paint("finder:", .error) + " " + message + "\n")
            if let hint { err.write(hint + "\n") }
        }
        err.flush()
        out.flush()
    }

    private func writeListing() {
        guard let first = items.first else { return }
        // A column empty in every row (the day's change before any sync) takes no room.
        let columns = first.fields.indices.filter { c in
            first.fields[c].inListing && first.fields[c].text != nil
                && items.contains { c < $0.fields.count && !($0.fields[c].text ?? "").isEmpty }
        }
        // Each cell's width in terminal columns, counted once.
        let counts = items.map { item in columns.map { c in c < item.fields.count ? DisplayWidth.of(item.fields[c].text ?? "") : 0 } }
        var natural = [Int](repeating: 0, count: columns.count)
        for row in counts { for n in row.indices { natural[n] = max(natural[n], row[n]) } }
        // Columns no row uses take no room in the fit.
        let used = natural.indices.filter { natural[$0] > 0 }
        let name = used.firstIndex { first.fields[columns[$0]].role == .name }
        let fitted = ColumnFit.widths(used.map { natural[$0] }, nameColumn: name, limit: width.map { $0 - 1 })
        var widths = natural
        for (k, n) in used.enumerated() { widths[n] = fitted[k] }
        // Each row is built as UTF-8 bytes and written as such: appending a String per cell,
        // padding and colour cost ~360 instructions an append (75 k for twenty rows), and a
        // String made of the row checked its bytes again (28 k).
        var line: [UInt8] = []
        for (i, item) in items.enumerated() {
            // Cells up to the row's last non-empty one, that one unpadded: no trailing spaces.
            guard let last = counts[i].lastIndex(where: { $0 > 0 }) else { out.write("\n"); continue }
            line.removeAll(keepingCapacity: true)
            for n in 0...last where natural[n] > 0 {
                if n > 0 && !line.isEmpty { line.append(contentsOf: "  ".utf8) }
                let f = item.fields[columns[n]]
                cell(f.text ?? "", measured: counts[i][n], width: widths[n], pad: n != last, role: f.role, into: &line)
            }
            line.append(0x0A)
            out.write(utf8: line)
        }
    }

    /// The bytes of `style.paint(ColumnFit.cell(text, …), role)`: the text (cut with "…" when
    /// wider than `width`), the spaces that pad it when `pad`, the colour around both; nothing
    /// for an empty cell.
    private func cell(_ text: String, measured: Int, width: Int, pad: Bool, role: Style.Role?, into line: inout [UInt8]) {
        let (shown, spaces) = ColumnFit.fit(text, measured: measured, width: width, pad: pad)
        guard !shown.isEmpty || spaces > 0 else { return }
        let code = style.enabled ? role.map(style.code) : nil
        if let code { line.append(contentsOf: "\u{1b}[".utf8); line.append(contentsOf: code.utf8); line.append(0x6D /* m */) }
        line.append(contentsOf: shown.utf8)
        for _ in 0..<spaces { line.append(0x20) }
        if code != nil { line.append(contentsOf: "\u{1b}[0m".utf8) }
    }

    private func writeDetail() {
        for (i, item) in items.enumerated() {
            if i > 0 { out.write("\n") }
            let labelled = item.fields.filter { $0.text != nil }
            let width = labelled.map { ($0.label ?? $0.name).count }.max() ?? 0
            for f in labelled {
                let label = f.label ?? f.name
                out.write(style.paint(label + ":", .muted) + String(repeating: " ", count: width - label.count + 1)
                          + (f.role.map { style.paint(f.text!, $0) } ?? f.text!) + "\n")
            }
        }
    }
}
