/// Words that start inside a word at a change of case, for matching (ARCHITECTURE.md “How stock
/// search matches and ranks”): "PhosAgro" → Phos|Agro, "JPMorgan" → JP|Morgan,
/// "GlaxoSmithKline" → Glaxo|Smith|Kline, "ГМКНорНик" → ГМК|Нор|Ник.
///
/// A word starts at an upper-case letter after a lower-case one, or at an upper-case letter
/// after another and before two lower-case ones (the last capital of an acronym starts the
/// next word; "REITs" stays one word). Only names are split so, when indexed; a query keeps
/// its words as typed.
enum _CaseWords {
    /// The positions (in Unicode scalars) where such words start; empty for most names.
    static func starts(in text: String) -> [Int] {
        var utf8 = text.utf8.makeIterator()
        // Fast path: an ASCII name with no lower-case letter before an upper-case one.
        var previousLower = false, any = false, ascii = true
        while let b = utf8.next() {
            if b >= 0x80 { ascii = false; break }
            let upper = b >= 0x41 && b <= 0x5A
            if upper && previousLower { any = true; break }
            previousLower = b >= 0x61 && b <= 0x7A
        }
        if ascii && !any && !hasAcronymBeforeWord(text) { return [] }
        let s = Array(text.unicodeScalars)
        // An ASCII letter by its code; Unicode's properties (a table lookup each) otherwise.
        func isUpper(_ i: Int) -> Bool {
            i >= 0 && i < s.count && (s[i].isASCII ? (0x41...0x5A).contains(s[i].value) : s[i].properties.isUppercase)
        }
        func isLower(_ i: Int) -> Bool {
            i >= 0 && i < s.count && (s[i].isASCII ? (0x61...0x7A).contains(s[i].value) : s[i].properties.isLowercase)
        }
        var out: [Int] = []
        for i in 1..<max(1, s.count) where isUpper(i) {
            if isLower(i - 1) || (isUpper(i - 1) && isLower(i + 1) && isLower(i + 2)) { out.append(i) }
        }
        return out
    }

    /// An ASCII acronym running into a word ("JPMorgan": two capitals, then two lower-case).
    private static func hasAcronymBeforeWord(_ text: String) -> Bool {
        let u = Array(text.utf8)
        guard u.count >= 4 else { return false }
        for i in 1..<(u.count - 2) {
            func up(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
            func low(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
            if up(u[i]) && up(u[i - 1]) && low(u[i + 1]) && low(u[i + 2]) { return true }
        }
        return false
    }
}
