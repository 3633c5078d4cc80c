/// Help text wrapped to the terminal's width, as gh and ripgrep wrap theirs: every line of at
/// most `width` columns (`DisplayWidth`), broken between words; a word longer than the line
/// (an address, a long option spelling) is never cut and stands alone on its line.
///
/// A row of a two-column table ("  --limit N   text") continues under its text column; when
/// that column leaves less than `minimumText` columns for the text, the text goes under the
/// name instead, indented by six. An indented line (usage, example) continues four columns
/// further in; prose at the margin continues at the margin.
enum HelpWrap {
    /// Narrower than this, a table's text column is given up for a stacked layout.
    static let minimumText = 24
    /// The indentation of text stacked under its name.
    static let stackedIndent = 6

    static func wrap(_ text: String, width: Int) -> String {
        guard width > 0 else { return text }
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            out += wrapLine(String(line), width: width)
            out += "\n"
        }
        out.removeLast()
        return out
    }

    private static func wrapLine(_ line: String, width: Int) -> String {
        guard DisplayWidth.of(line) > width else { return line }
        let chars = Array(line)
        let leading = chars.prefix { $0 == " " }.count
        // A table row: its name, then two spaces or more, then its text.
        if let textStart = tableTextColumn(chars, leading: leading) {
            let name = String(chars[leading..<textStart]).trimmedTrailingSpaces
            let text = String(chars[textStart...])
            if width - textStart >= minimumText {
                return fill(words(text), first: String(chars[..<textStart]), indent: textStart, width: width)
            }
            return fill(words(name), first: String(repeating: " ", count: leading), indent: leading + 2, width: width)
                + "\n" + fill(words(text), first: String(repeating: " ", count: stackedIndent), indent: stackedIndent, width: width)
        }
        // An indented line (a usage line, an example) continues four columns further in, so
        // that its continuation does not read as a line of its own; prose at the margin stays there.
        var first = leading, indent = leading == 0 ? 0 : leading + 4
        if width - indent < minimumText { first = min(first, 2); indent = min(indent, stackedIndent) }
        return fill(words(String(chars[leading...])), first: String(repeating: " ", count: first), indent: indent, width: width)
    }

    /// Where the text of a table row starts: after the first run of two spaces or more that
    /// follows the name (nil when the line is not a row).
    private static func tableTextColumn(_ chars: [Character], leading: Int) -> Int? {
        guard leading >= 2, leading < chars.count else { return nil }
        var i = leading
        while i + 1 < chars.count {
            if chars[i] == " " && chars[i + 1] == " " {
                var j = i
                while j < chars.count && chars[j] == " " { j += 1 }
                return j < chars.count ? j : nil
            }
            i += 1
        }
        return nil
    }

    private static func words(_ s: String) -> [Substring] { s.split(separator: " ") }

    /// Words laid out greedily: the first line starts with `first`, the others with `indent`
    /// spaces; a word wider than the room left starts a line of its own and is not cut.
    private static func fill(_ words: [Substring], first: String, indent: Int, width: Int) -> String {
        var out = "", line = first, lineWidth = DisplayWidth.of(first), empty = true
        let pad = String(repeating: " ", count: indent)
        for w in words {
            let ww = DisplayWidth.of(String(w))
            if !empty && lineWidth + 1 + ww > width {
                out += line + "\n"
                line = pad
                lineWidth = indent
                empty = true
            }
            if !empty { line += " "; lineWidth += 1 }
            line += w
            lineWidth += ww
            empty = false
        }
        return out + line
    }
}

private extension String {
    var trimmedTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
