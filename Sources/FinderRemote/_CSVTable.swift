import Foundation

/// A CSV text (RFC 4180: quoted fields may hold separators, line breaks and doubled quotes)
/// indexed, not split: the text stays one block of bytes, and each record that is not blank
/// is one `UInt32`, its offset. A record's cells are read when asked for, only the columns
/// asked for.
///
/// Bounded memory: a record that is not blank takes at least two bytes of input (a character
/// and its line break, but the last), so the index is at most twice the input
/// (`maxIndexBytesPerByte`), whatever the text — splitting a 29 MB, one-million-row file into
/// strings took 1.76 GB with what followed. The index is counted before it is filled, so it
/// is allocated once, at its size. A record holding a million cells costs only the cells read.
struct _CSVTable: Sendable {
    let data: Data
    let separator: UInt8
    /// The offset of each record that is not blank (a cell other than white space), the
    /// header's first.
    private(set) var starts: [UInt32] = []

    /// Index bytes per input byte, at most: four-byte offsets of records of two bytes or more.
    static let maxIndexBytesPerByte = 2

    /// The text of `data` from `offset` (past a byte order mark), which must be UTF-8; nil when
    /// it is 4 GiB or more.
    init?(data: Data, from offset: Int) {
        guard data.count < Int(UInt32.max) else { return nil }
        self.data = data
        separator = data.withUnsafeBytes { Self.sniffSeparator($0, from: offset) }
        let separator = separator
        var count = 0
        data.withUnsafeBytes { Self.forEachRecord($0, from: offset, separator: separator) { _ in count += 1 } }
        var starts: [UInt32] = []
        starts.reserveCapacity(count)
        data.withUnsafeBytes { Self.forEachRecord($0, from: offset, separator: separator) { starts.append(UInt32($0)) } }
        self.starts = starts
    }

    var count: Int { starts.count }

    /// The cells of record `i` in `columns` (0-based), by column; a column the record does
    /// not reach is missing.
    func cells(_ i: Int, columns: Set<Int>) -> [Int: String] {
        var out: [Int: String] = [:]
        data.withUnsafeBytes { b in
            _ = Self.scan(b, from: Int(starts[i]), separator: separator, wanted: columns.contains) { column, bytes in
                out[column] = String(decoding: bytes, as: UTF8.self)
            }
        }
        return out
    }

    /// Every cell of record `i`, in order, one at a time (a header of a million columns is
    /// never held as a million strings).
    func forEachCell(_ i: Int, _ body: (Int, String) -> Void) {
        data.withUnsafeBytes { b in
            _ = Self.scan(b, from: Int(starts[i]), separator: separator, wanted: { _ in true }) { column, bytes in
                body(column, String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    // MARK: reading bytes

    /// What a record's cells hold, as far as the bytes tell.
    enum Content { case blank, text, unsure }

    /// Calls `found` with the offset of each record that is not blank.
    private static func forEachRecord(_ b: UnsafeRawBufferPointer, from offset: Int, separator: UInt8, _ found: (Int) -> Void) {
        var at = offset
        while at < b.count {
            let start = at
            let (next, content) = scan(b, from: at, separator: separator, wanted: { _ in false }) { _, _ in }
            at = next
            switch content {
            case .blank: continue
            case .text: found(start)
            case .unsure:
                // Only non-ASCII characters besides ASCII white space: blank if each is white
                // space too (a no-break space), read cell by cell.
                var blank = true
                _ = scan(b, from: start, separator: separator, wanted: { _ in blank }) { _, bytes in
                    if !String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace) { blank = false }
                }
                if !blank { found(start) }
            }
        }
    }

    /// Reads the record at `start`: gives each cell in a wanted column to `cell` (quotes undone),
    /// and returns where the next record starts and what the cells hold. A record that ends
    /// the text without a line break is a record; nothing after the last line break is none.
    static func scan(_ b: UnsafeRawBufferPointer, from start: Int, separator: UInt8, wanted: (Int) -> Bool,
                     cell: (Int, [UInt8]) -> Void) -> (next: Int, content: Content) {
        let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var at = start
        var column = 0
        var keep = wanted(0)
        var field: [UInt8] = []
        var fieldLength = 0   // bytes of the cell so far (a quote opens only an empty cell)
        var quoted = false
        var text = false, nonASCII = false
        func append(_ c: UInt8) {
            if keep { field.append(c) }
            fieldLength += 1
            if c >= 0x80 { nonASCII = true } else if !(c == 0x20 || (0x09...0x0D).contains(c)) { text = true }
        }
        func endCell() {
            if keep { cell(column, field); field.removeAll(keepingCapacity: true) }
            column += 1
            keep = wanted(column)
            fieldLength = 0
        }
        func content() -> Content { text ? .text : nonASCII ? .unsure : .blank }
        while at < b.count {
            let c = b[at]
            at += 1
            if quoted {
                if c == quote {
                    if at < b.count, b[at] == quote { append(quote); at += 1 } else { quoted = false }
                } else {
                    append(c)
                }
            } else if c == quote && fieldLength == 0 {
                quoted = true
            } else if c == separator {
                endCell()
            } else if c == lf || c == cr {
                if c == cr, at < b.count, b[at] == lf { at += 1 }
                endCell()
                return (at, content())
            } else {
                append(c)
            }
        }
        if fieldLength > 0 || column > 0 { endCell() }
        return (at, content())
    }

    /// The separator that occurs most often, outside quotes, on the first line: `,`, `;` or
    /// tab (a comma on a tie, then a semicolon).
    static func sniffSeparator(_ b: UnsafeRawBufferPointer, from offset: Int) -> UInt8 {
        let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")]
        var counts = [0, 0, 0]
        var quoted = false
        for c in b[offset...] {
            if c == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted && (c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")) { break }
            if !quoted, let i = candidates.firstIndex(of: c) { counts[i] += 1 }
        }
        var best = 0
        for i in 1..<3 where counts[i] > counts[best] { best = i }
        return candidates[best]
    }
}
