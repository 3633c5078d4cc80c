/// Text typed with the wrong keyboard layout (US QWERTY ↔ Russian ЙЦУКЕН, the standard
/// Windows/Linux layouts, including the punctuation keys that carry letters:
/// [ ] ; ' , . ` ↔ х ъ ж э б ю ё, and their shifted forms { } : " < > ~).
///
/// Why: "ufpghjv" is "газпром" typed with the Latin layout on; the search retries with the
/// other reading when the query as typed finds nothing. Pure table lookup, no ICU.
public enum KeyboardLayout {
    /// Latin-layout keys → the Russian letters on the same keys; other characters unchanged.
    /// "ufpghjv" → "газпром", "cth,fyr" → "сбербанк".
    public static func latinToCyrillic(_ text: String) -> String {
        convert(text, from: latinKeys, to: cyrillicKeys)
    }

    /// Russian letters → the Latin-layout characters on the same keys; others unchanged.
    /// "фззду" → "apple", "фззд" → "appl".
    public static func cyrillicToLatin(_ text: String) -> String {
        convert(text, from: cyrillicKeys, to: latinKeys)
    }

    /// The other-layout reading of a query, or nil when nothing changes. Converts whichever
    /// script dominates (see `dominantScript`); text with no Latin or Cyrillic letters → nil.
    public static func swapped(_ text: String) -> String? {
        let result: String
        switch dominantScript(text) {
        case .latin: result = latinToCyrillic(text)
        case .cyrillic: result = cyrillicToLatin(text)
        case .other: return nil
        }
        return result == text ? nil : result
    }

    /// Each scalar of `from` in `text` as the one at its place in `to`. A scan of the 68 keys,
    /// not a dictionary: building one cost every search that read a query in the other
    /// layout ~32 k instructions, more than the scans of a query's letters.
    private static func convert(_ text: String, from: [Unicode.Scalar], to: [Unicode.Scalar]) -> String {
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars { out.append(from.firstIndex(of: s).map { to[$0] } ?? s) }
        return String(out)
    }
}

private let latinKeys = Array("qwertyuiop[]asdfghjkl;'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>~".unicodeScalars)
private let cyrillicKeys = Array("йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ".unicodeScalars)

