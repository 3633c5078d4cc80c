/// Terminal column widths, without a wcwidth table: East Asian wide and emoji ranges are two
/// columns, combining marks and zero-width characters none, everything else one.
package enum DisplayWidth {
    package static func of(_ c: Character) -> Int {
        guard let u = c.unicodeScalars.first?.value else { return 0 }
        switch u {
        case 0x0300...0x036f, 0x200b...0x200f, 0xfe00...0xfe0f: return 0
        case 0x1100...0x115f, 0x2e80...0xa4cf, 0xac00...0xd7a3, 0xf900...0xfaff, 0xfe30...0xfe4f,
             0xff00...0xff60, 0xffe0...0xffe6, 0x1f300...0x1faff, 0x20000...0x3fffd: return 2
        default: return 1
        }
    }

    /// ASCII text (most tickers, names and prices) is one column a byte, counted without
    /// breaking it into characters.
    package static func of(_ s: String) -> Int {
        if isASCII(s) { return s.utf8.count }
        // Latin, Greek, Cyrillic and punctuation (a Russian listing) are one column a scalar,
        // each scalar a character of its own: counted without breaking graphemes, which cost
        // a Russian listing of twenty rows 0.2 M instructions. Anything else is measured a
        // character at a time.
        var n = 0
        for u in s.unicodeScalars {
            guard standsAlone(u.value) else { return s.reduce(0) { $0 + of($1) } }
            n += 1
        }
        return n
    }

    /// Whether every byte is ASCII, or-ing the bytes where the string keeps them (a loop the
    /// compiler widens) rather than asking the UTF-8 view byte by byte (40 k instructions of a
    /// listing's widths).
    private static func isASCII(_ s: String) -> Bool {
        let any = s.utf8.withContiguousStorageIfAvailable { bytes -> UInt8 in
            var bits: UInt8 = 0
            for b in bytes { bits |= b }
            return bits
        }
        guard let any else { return !s.utf8.contains(where: { $0 >= 0x80 }) }
        return any < 0x80
    }

    /// Scalars that are one column and always a character of their own (grapheme cluster
    /// break "Other": no combining mark, joiner, control, Hangul jamo or regional indicator),
    /// whatever is next to them (`DisplayWidthTests` checks every one against `Character`).
    package static func standsAlone(_ u: UInt32) -> Bool {
        switch u {
        case 0x20...0x7e, 0xa0...0xac, 0xae...0x2ff, 0x370...0x482, 0x48a...0x52f, 0x1e00...0x1eff,
             0x2010...0x2027, 0x2030...0x205e, 0x20a0...0x20bf, 0x2100...0x214f, 0x2190...0x21ff: true
        default: false
        }
    }

    /// `s` cut to at most `width` columns, with "…" when something was cut.
    package static func truncate(_ s: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if of(s) <= width { return s }
        var out = ""
        var used = 0
        for c in s {
            let w = of(c)
            if used + w > width - 1 { break }
            out.append(c)
            used += w
        }
        return out + "…"
    }
}
