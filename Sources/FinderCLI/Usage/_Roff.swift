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

    static func bold(_ s: String) -> String { "\\fB" + literal(s) + "\\fR" }
    static func italic(_ s: String) -> String { "\\fI" + literal(s) + "\\fR" }
}
