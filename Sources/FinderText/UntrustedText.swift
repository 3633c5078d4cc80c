/// Text from outside — an API's answer, a sync file — made harmless before finder keeps,
/// prints or passes it on in any format.
///
/// Removed: escape sequences whole (CSI, OSC — hyperlinks and OSC 52 clipboard writes among
/// them — DCS, SOS, PM, APC, and two-byte escapes), every other C0 and C1 control character,
/// and the bidirectional overrides and isolates that can make text read as something else
/// (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Line breaks and tabs are kept when asked
/// (a photo's description may have paragraphs), else each becomes one space.
public enum UntrustedText {
    public static func clean(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var out = String.UnicodeScalarView()
        var it = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let p = pending { pending = nil; return p }
            return it.next()
        }
        while let u = next() {
            switch u.value {
            case 0x1b:  // ESC: drop the whole sequence
                guard let n = next() else { break }
                switch n {
                case "[":  // CSI: parameters then one final byte 0x40–0x7e
                    while let c = next() { if (0x40...0x7e).contains(c.value) { break } }
                case "]", "P", "X", "^", "_":  // OSC, DCS, SOS, PM, APC: until BEL or ST
                    while let c = next() {
                        if c.value == 0x07 || c.value == 0x9c { break }
                        if c.value == 0x1b { if let t = next(), t != "\\" { pending = t }; break }
                    }
                default: break  // two-byte escape
                }
            case 0x9b:  // C1 CSI
                while let c = next() { if (0x40...0x7e).contains(c.value) { break } }
            case 0x9d, 0x90, 0x98, 0x9e, 0x9f:  // C1 OSC, DCS, SOS, PM, APC
                while let c = next() { if c.value == 0x07 || c.value == 0x9c { break } }
            case 0x0a, 0x09:
                out.append(keepingLineBreaks ? u : " ")
            case 0x0d, 0x2028, 0x2029:
                out.append(keepingLineBreaks ? "\n" : " ")
            case 0x00..<0x20, 0x7f, 0x80..<0xa0:
                break
            case 0x200e, 0x200f, 0x202a...0x202e, 0x2066...0x2069:
                break
            default:
                out.append(u)
            }
        }
        return String(out)
    }

    /// `text` with every occurrence of `secret` removed, and of any part of it
    /// `minimumPart` characters long or longer, ignoring ASCII case: a server echoing a key
    /// back in upper case, or cut, must not carry it into an error message. Each removed run
    /// becomes "…".
    public static func redacting(_ secret: String, in text: String, minimumPart: Int = 8) -> String {
        let key = Array(secret.unicodeScalars).map(lowerASCII)
        guard !key.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        let lower = scalars.map(lowerASCII)
        let part = min(minimumPart, key.count)
        var hidden = [Bool](repeating: false, count: scalars.count)
        for i in lower.indices {
            var longest = 0
            for j in key.indices where key[j] == lower[i] {
                var n = 0
                while i + n < lower.count, j + n < key.count, lower[i + n] == key[j + n] { n += 1 }
                longest = max(longest, n)
            }
            if longest >= part { for k in i..<(i + longest) { hidden[k] = true } }
        }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if hidden[i] {
                out.append("…")
                while i < scalars.count && hidden[i] { i += 1 }
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }

    private static func lowerASCII(_ u: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(u.value) ? Unicode.Scalar(u.value + 0x20)! : u
    }
}
