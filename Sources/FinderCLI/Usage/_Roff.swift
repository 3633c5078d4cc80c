/// Text made safe for a man(7) page. Roff gives meaning to a backslash anywhere and to a
/// "." or "'" at the start of a line. Pages are UTF-8, said on their first line for man-db's
/// preconv (`-*- coding: UTF-8 -*-`), as Debian's Russian pages are; mandoc reads UTF-8 as it
/// is, and groff checks them with `-k`.
enum _Roff {
    /// The first line of every page.
    static let codingLine = ".\\\" -*- coding: UTF-8 -*-"

    /// Prose: backslashes escaped, controls dropped, and, with `wrap`, lines broken between
    /// words to at most 78 bytes where the words allow (roff joins them again; short source
    /// lines keep `mandoc -Tlint` quiet). A tag line or `.nf` text must not be wrapped.
    static func text(_ s: String, wrap: Bool = true) -> String {
        var escaped = ""
        for u in s.unicodeScalars {
            switch u.value {
            case 0x5C: escaped += "\\e"
            case 0x0A: escaped += "\n"
            case 0..<0x20, 0x7F: break   // controls never reach a page
            case 0x80...: escaped += glyph(u.value)   // read alike with and without preconv
            default: escaped.unicodeScalars.append(u)
            }
        }
        let lines = escaped.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [Substring] in
            guard wrap else { return [line] }
            var out: [Substring] = [], start = line.startIndex, lastSpace: String.Index?
            var i = line.startIndex
            while i < line.endIndex {
                if line[i] == " " { lastSpace = i }
                if line.utf8.distance(from: start, to: i) >= 78, let cut = lastSpace, cut > start {
                    out.append(line[start..<cut])
                    start = line.index(after: cut)
                    lastSpace = nil
                }
                i = line.index(after: i)
            }
            out.append(line[start...])
            return out
        }
        return lines.map { $0.first == "." || $0.first == "'" ? "\\&" + $0 : String($0) }.joined(separator: "\n")
    }

    /// A command, an option or a variable as typed: also its hyphens are minus signs, so
    /// that a reader can copy it from the page and search for it.
    static func literal(_ s: String) -> String {
        text(s, wrap: false).replacingAll("-", with: "\\-")
    }

    /// A character as a named glyph, `\[u2026]`: groff then draws it where the output device
    /// has it (UTF-8) and its `fallbacks` where it does not (the ASCII device of the C locale).
    static func glyph(_ u: UInt32) -> String {
        let hex = String(u, radix: 16, uppercase: true)
        return "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
    }

    /// What a character is written as on a device without it: the ellipsis as three dots,
    /// Cyrillic transliterated. groff's own tty fallbacks cover Latin-1, quotes and dashes;
    /// without these, `LC_ALL=C man finder` warned "can't find special character" for each.
    static func asciiFallback(_ u: UInt32) -> String? {
        if u == 0x2026 { return "..." }
        guard (0x0410...0x044F).contains(u) || u == 0x0401 || u == 0x0451 else { return nil }
        let lower = u == 0x0401 ? 0x0451 : u < 0x0430 ? u + 0x20 : u
        let table = ["a", "b", "v", "g", "d", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p", "r", "s", "t", "u", "f", "kh",
                     "ts", "ch", "sh", "shch", "\\(dq", "y", "\\(aq", "e", "iu", "ia"]
        let latin = lower == 0x0451 ? "e" : table[Int(lower - 0x0430)]
        let upper = u == 0x0401 || u < 0x0430
        return upper ? latin.prefix(1).uppercased() + latin.dropFirst() : latin
    }

    /// The `.fchar` requests that give every named glyph of `page` its fallback, for the lines
    /// after `.TH`. Behind `\n(.x` (groff's major version): groff reads them; mandoc, which
    /// has no `.fchar` and draws UTF-8 itself, skips them without a remark.
    static func fallbacks(for page: String) -> String {
        var seen = Set<UInt32>(), out = ""
        let bytes = Array(page.utf8)
        var i = 0
        while i + 3 < bytes.count {
            // "\[u" then hex digits then "]"
            guard bytes[i] == 0x5C, bytes[i + 1] == 0x5B, bytes[i + 2] == 0x75 else { i += 1; continue }
            var j = i + 3, u: UInt32 = 0
            while j < bytes.count, j < i + 9, let digit = hexValue(bytes[j]) { u = u << 4 | digit; j += 1 }
            if j < bytes.count, bytes[j] == 0x5D, let fallback = asciiFallback(u), seen.insert(u).inserted {
                out += ".if \\n(.x .fchar " + glyph(u) + " " + fallback + "\n"
            }
            i = j
        }
        return out
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: UInt32(b - 0x30)
        case 0x41...0x46: UInt32(b - 0x41 + 10)
        default: nil
        }
    }

    static func bold(_ s: String) -> String { "\\fB" + literal(s) + "\\fR" }
    static func italic(_ s: String) -> String { "\\fI" + literal(s) + "\\fR" }
}
