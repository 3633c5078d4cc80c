/// Makes untrusted text safe for a terminal: escape sequences (CSI, OSC, DCS and the rest)
/// and every C0/C1 control character are removed; tabs and line breaks become spaces so one
/// result stays on one line. Applied to every value before text or accessible output.
public enum TerminalText {
    public static func sanitize(_ text: String) -> String {
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
            case 0x09, 0x0a, 0x0d, 0x2028, 0x2029:
                out.append(" ")
            case 0x00..<0x20, 0x7f, 0x80..<0xa0:
                break
            case 0x200e, 0x200f, 0x202a...0x202e, 0x2066...0x2069:  // bidi overrides that can disguise text
                break
            default:
                out.append(u)
            }
        }
        return String(out)
    }
}
