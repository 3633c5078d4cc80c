/// The bytes of a search key (made by `SearchKeyMaker`), and what a walk over them needs.
///
/// A key is a sequence of symbols and boundaries:
///
///     0x00                 soft boundary: punctuation inside a token ("l'oreal", "coca-cola")
///     0x01                 hard boundary: white space or , / ; ( ) [ ] between words
///     b (0x0C…0xFF)        a 1-byte primary collation weight (Latin letters, digits)
///     0x02 b1 b2           a 2-byte weight (Cyrillic, Greek, …)
///     0x03 b1 b2 b3        a 3-byte weight (Han, …)
///     0x04 b1 b2 b3 b4     a 4-byte weight (unassigned code points)
///
/// ICU never uses 0x00 or 0x01 inside a primary weight (they are its sort-key terminator and
/// level separator), and the lead bytes of non-variable weights start at 0x0C (0x03…0x0B
/// belong to spaces and punctuation, which alternate=shifted drops), so the code is prefix-
/// free: a symbol's length is known from its first byte. A key never starts or ends with a
/// boundary and never holds two in a row. Words are what ICU weighs: a character with a
/// non-variable primary weight belongs to a word (letters, digits, Ⅱ, ™, `+`, `$`…), only
/// variable ones (white space, punctuation) separate (`SearchKeyMaker.CharacterClass`).
///
/// Matching (the walks live in FinderIndex): a query's symbols must meet the same symbols; a
/// soft boundary in a name may be passed silently ("loreal" finds "L'Oréal"); a hard one only
/// as a joined match ("toyota" in "Toyo Tanso"); a query's boundary meets either kind ("coca
/// cola" finds "Coca-Cola").
public enum SearchKey {
    public static let soft: UInt8 = 0x00
    public static let hard: UInt8 = 0x01

    /// Bytes in the symbol that starts with `first` (1 for a boundary).
    @inline(__always)
    public static func symbolLength(first: UInt8) -> Int {
        switch first {
        case 0x02: 3
        case 0x03: 4
        case 0x04: 5
        default: 1
        }
    }

    @inline(__always)
    public static func isBoundary(_ byte: UInt8) -> Bool { byte <= hard }

    /// The key without its boundaries: what a ticker is compared with ("brk.b" = "brkb").
    public static func withoutBoundaries(_ key: [UInt8]) -> [UInt8] {
        key.filter { !isBoundary($0) }
    }

    /// Number of symbols (letters and digits, as weights) in a key, boundaries not counted.
    public static func symbolCount(_ key: [UInt8]) -> Int {
        var n = 0, i = 0
        while i < key.count {
            if !isBoundary(key[i]) { n += 1 }
            i += symbolLength(first: key[i])
        }
        return n
    }
}
