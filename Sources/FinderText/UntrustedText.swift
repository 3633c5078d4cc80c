/// Text from outside — an API's answer, a sync file — made harmless before finder keeps,
/// prints or passes it on in any format.
///
/// Removed: escape sequences whole (CSI, OSC — hyperlinks and OSC 52 clipboard writes among
/// them — DCS, SOS, PM, APC, and two-byte escapes), every other C0 and C1 control character,
/// and every invisible character (`isInvisible`: bidirectional marks, overrides and isolates
/// that can make text read as something else, zero-width and joining characters that make
/// two texts look alike, tag characters), and combining marks past
/// `maxMarksPerCharacter` on one character (one letter with 31 million marks is one
/// "character" of 62 MB). Line breaks and tabs are kept when asked (a photo's description
/// may have paragraphs), else each becomes one space.
public enum UntrustedText {
    /// Combining marks kept on one base character: Vietnamese stacks two, Hebrew and Arabic
    /// vowel and cantillation signs a few more; anything past this only smears the screen.
    public static let maxMarksPerCharacter = 8

    /// Characters that show nothing of their own yet change how text reads or compares:
    /// bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069), zero-width spaces and joiners (U+200B–U+200D,
    /// U+2060–U+2064, U+FEFF), deprecated format controls (U+206A–U+206F), the Mongolian
    /// vowel separator U+180E, the soft hyphen, Hangul fillers, interlinear annotation
    /// controls (U+FFF9–U+FFFB) and tag characters (U+E0000–U+E007F). `AAPL` followed by
    /// U+200B looks like `AAPL`; a name ending in U+061C moves the price after it on a bidi
    /// terminal.
    public static func isInvisible(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x00ad, 0x061c, 0x115f, 0x1160, 0x180e, 0x200b...0x200f, 0x202a...0x202e, 0x2060...0x2064,
             0x2066...0x206f, 0x3164, 0xfeff, 0xffa0, 0xfff9...0xfffb, 0xe0000...0xe007f: true
        default: false
        }
    }

    /// What a row of a sync source may not carry at all: C0 and C1 controls, DEL, and the
    /// invisible characters above.
    public static func isForbidden(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x00..<0x20, 0x7f..<0xa0: true
        default: isInvisible(u)
        }
    }

    /// A code point that draws something: not forbidden, not white space. Tickers are made
    /// only of these, so two tickers that look alike are alike.
    public static func isVisible(_ u: Unicode.Scalar) -> Bool {
        !isForbidden(u) && !u.properties.isWhitespace
    }

    /// Whether `text` stays within `limit` characters by every measure a hostile source can
    /// stretch: at most `4 × limit` UTF-8 bytes (checked first, in constant time, so a 62 MB
    /// field is refused without being walked), at most `limit` characters, and no character
    /// of more than `maxMarksPerCharacter + 1` code points. A grapheme count alone took one
    /// letter with millions of combining marks as one character.
    public static func fits(_ text: String, characters limit: Int) -> Bool {
        guard text.utf8.count <= 4 * limit else { return false }
        var count = 0
        for c in text {
            count += 1
            if count > limit || c.unicodeScalars.count > maxMarksPerCharacter + 1 { return false }
        }
        return true
    }

    private static func isMark(_ u: Unicode.Scalar) -> Bool {
        switch u.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: (0xfe00...0xfe0f).contains(u.value) || (0xe0100...0xe01ef).contains(u.value)  // variation selectors
        }
    }

    public static func clean(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // Text made only of characters nothing here removes or changes (most names, tickers,
        // queries, and the Russian of a row) is given back as it is, without building a copy
        // scalar by scalar (twenty rows' fields cost a cold search 0.4 M instructions that way;
        // a test checks every such character against the full cleaning).
        if isPlainText(text) { return text }
        return cleanScalars(text, keepingLineBreaks: keepingLineBreaks)
    }

    /// Whether every scalar of `text` is `isPlain`, read from its contiguous UTF-8 in one pass:
    /// printable ASCII at ~3 instructions a byte, two- and three-byte sequences decoded in
    /// place (a row's "SSE · China" took ~1 k instructions through the scalar view). A native
    /// string's bytes are valid UTF-8, so a lead byte's continuation bytes are there.
    static func isPlainText(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { b in
            var i = 0
            while i < b.count {
                let lead = b[i]
                if lead < 0x80 {
                    guard lead >= 0x20 && lead < 0x7f else { return false }
                    i &+= 1
                } else if lead < 0xE0 {
                    guard i + 1 < b.count else { return false }
                    let v = UInt32(lead & 0x1F) << 6 | UInt32(b[i + 1] & 0x3F)
                    guard let u = Unicode.Scalar(v), isPlain(u) else { return false }
                    i &+= 2
                } else if lead < 0xF0 {
                    guard i + 2 < b.count else { return false }
                    let v = UInt32(lead & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F)
                    guard let u = Unicode.Scalar(v), isPlain(u) else { return false }
                    i &+= 3
                } else {
                    return false   // beyond the plain ranges
                }
            }
            return true
        }
    }

    /// Printable ASCII, and ranges of common letters, punctuation and signs with no control,
    /// invisible or combining character among them: Latin-1 and Latin Extended (not the soft
    /// hyphen), Greek and Cyrillic (not the Cyrillic combining marks U+0483–U+0489),
    /// punctuation (dashes, quotes, ellipsis; not U+2028/2029), currency signs, letterlike
    /// symbols (№), arrows and geometric shapes (▲ ▼).
    static func isPlain(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x20...0x7e, 0xa0...0xac, 0xae...0x2ff, 0x370...0x482, 0x48a...0x52f, 0x2010...0x2027, 0x2030...0x205e,
             0x20a0...0x20bf, 0x2100...0x214f, 0x2190...0x21ff, 0x25a0...0x25ff: true
        default: false
        }
    }

    static func cleanScalars(_ text: String, keepingLineBreaks: Bool) -> String {
        var out = String.UnicodeScalarView()
        var marks = 0  // combining marks on the last character kept
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
            case _ where isInvisible(u):
                break
            case _ where u.value >= 0x300 && isMark(u):
                marks += 1
                if marks <= maxMarksPerCharacter { out.append(u) }
                continue
            default:
                out.append(u)
            }
            marks = 0
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
