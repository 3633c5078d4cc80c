import CICU

/// ICU default case folding (`u_strFoldCase`, U_FOLD_CASE_DEFAULT): "Straße" → "strasse",
/// "ЁЖИК" → "ёжик". Unlike lowercasing it is locale-independent and meant for comparison.
/// Cost: linear; one ICU call (a second one only if folding grows the text a lot).
public func foldCase(_ text: String) -> String {
    if text.isEmpty { return text }
    return withUTF16(text) { units, count in
        guard let out = growingUTF16(initialCapacity: Int(count) + 16, {
            cicu_fold_case(units, count, $0, $1)
        }) else { return text }
        return string(fromUTF16: out)
    }
}
