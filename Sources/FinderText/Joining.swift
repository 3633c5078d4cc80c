/// Joining Strings and collapsing white space without the standard library's generic
/// `joined(separator:)`: in this static binary it runs unspecialized, and its first use looks
/// its associated types up at run time — 107 k instructions of a cold search for one call, an
/// array of Substrings joined 24 k more. Extensions of `[String]` and `String` themselves, so
/// nothing here is generic.
extension Array where Element == String {
    /// The elements with `separator` between each two: what `joined(separator:)` gives.
    public func joined(by separator: String) -> String {
        var out = ""
        for (i, s) in enumerated() {
            if i > 0 { out += separator }
            out += s
        }
        return out
    }
}

extension String {
    /// Runs of white space (as Characters, what `split(whereSeparator: \.isWhitespace)`
    /// splits at) made one space, none at either end: the words joined by single spaces.
    public var whiteSpaceCollapsed: String {
        var out = "", space = false
        for c in self {
            if c.isWhitespace {
                space = !out.isEmpty
            } else {
                if space { out.append(" ") }
                space = false
                out.append(c)
            }
        }
        return out
    }
}
