import CICU

/// The writing system of a text, as far as search cares: Latin, Cyrillic, or anything else.
public enum Script: Sendable {
    case latin, cyrillic, other
}

/// The most common script among the letters (u_isalpha) of `text`; no letters → `.other`.
/// Ties: Latin wins over Cyrillic, which wins over other. Digits and punctuation don't count.
///
/// Why: decides which way a wrong-keyboard-layout query is converted, and whether
/// transliteration applies. Cost: one pass over the text in C.
public func dominantScript(_ text: String) -> Script {
    withUTF16(text) { units, count in
        var counts: (Int32, Int32, Int32) = (0, 0, 0)
        withUnsafeMutablePointer(to: &counts) {
            $0.withMemoryRebound(to: Int32.self, capacity: 3) {
                cicu_letter_script_counts(units, count, $0)
            }
        }
        let (other, latin, cyrillic) = counts
        if latin == 0 && cyrillic == 0 && other == 0 { return .other }
        if latin >= cyrillic && latin >= other { return .latin }
        if cyrillic >= other { return .cyrillic }
        return .other
    }
}
