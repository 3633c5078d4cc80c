#if canImport(Glibc)
import Glibc
#endif

/// Rows that fit the terminal: a row is never wrapped. The name column is
/// cut first, with "…" (as gh's tables do), down to a dozen columns; then the columns after
/// and before it from the right; then the name further. Output that is not a terminal is
/// never cut: scripts read it whole.
package enum ColumnFit {
    static let nameFloor = 12

    /// Widths for columns of `natural` widths, joined by `separator` columns, within `limit`
    /// (nil: no limit).
    package static func widths(_ natural: [Int], nameColumn: Int?, separator: Int = 2, limit: Int?) -> [Int] {
        guard let limit, !natural.isEmpty else { return natural }
        var w = natural
        var excess = w.reduce(0, +) + separator * (w.count - 1) - limit
        func cut(_ i: Int, to floor: Int) {
            guard excess > 0, i < w.count else { return }
            let n = min(excess, max(0, w[i] - floor))
            w[i] -= n
            excess -= n
        }
        if let name = nameColumn { cut(name, to: nameFloor) }
        for i in w.indices.reversed() where i != nameColumn { cut(i, to: 1) }
        if let name = nameColumn { cut(name, to: 1) }
        return w
    }

    /// `text` padded or cut ("…") to exactly `width` columns; unpadded when `pad` is false.
    /// `measured` is the text's width when the caller has it (a listing measures every cell
    /// once: measuring is most of a listing's cost).
    package static func cell(_ text: String, measured: Int? = nil, width: Int, pad: Bool) -> String {
        let (shown, spaces) = fit(text, measured: measured, width: width, pad: pad)
        return spaces > 0 ? shown + Self.spaces(spaces) : shown
    }

    /// What `cell` is made of: the text as shown (cut with "…" when wider than `width`) and
    /// the spaces after it (none unless `pad`). Text listings write the two as bytes.
    static func fit(_ text: String, measured: Int? = nil, width: Int, pad: Bool) -> (shown: String, spaces: Int) {
        let natural = measured ?? DisplayWidth.of(text)
        guard natural > width else { return (text, pad && natural < width ? width - natural : 0) }
        let shown = DisplayWidth.truncate(text, to: width)
        let room = width - DisplayWidth.of(shown)
        return (shown, pad && room > 0 ? room : 0)
    }

    /// `n` spaces, written as bytes: `String(repeating: " ", count:)` cost ~2,500
    /// instructions a call, and a listing pads every cell but its row's last (100 k of a cold
    /// search's twenty rows).
    static func spaces(_ n: Int) -> String {
        String(unsafeUninitializedCapacity: n) { b in
            b.initialize(repeating: UInt8(ascii: " "))
            return n
        }
    }

    /// A key line ("Up/Down move · Tab suggestion · … · Esc quit") that fits `width`: keys
    /// are left out from the second last backwards, so the first and the way out are always
    /// seen whole; only a line too narrow for those two is cut.
    package static func keyLine(_ text: String, width: Int) -> String {
        var keys: [String] = [], rest = Substring(text)
        while let dot = rest.firstIndex(of: "·") {
            keys.append(String(rest[..<dot]).trimmingSpaces)
            rest = rest[rest.index(after: dot)...]
        }
        keys.append(String(rest).trimmingSpaces)
        func joined() -> String { keys.joined(separator: " · ") }
        while DisplayWidth.of(joined()) > width, keys.count > 2 { keys.remove(at: keys.count - 2) }
        if DisplayWidth.of(joined()) > width, keys.count == 2 { keys.removeFirst() }
        return DisplayWidth.truncate(joined(), to: width)
    }

    /// The width of the terminal on `fd`, nil when it is not a terminal; `columns`
    /// (`Settings.columns`: COLUMNS) when the terminal does not say.
    static func terminalColumns(fd: Int32, isTerminal: Bool, columns: Int?) -> Int? {
        guard isTerminal else { return nil }
        var w = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0 { return Int(w.ws_col) }
        return columns
    }
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
