import CICU

/// An ICU rule-based transliterator built from our own rules (internal).
///
/// Why our own rules: opening one of ICU's registered transliterators ("Russian-Latin/BGN") or
/// using a `::` compound id initialises ICU's transliterator registry, ~17 ms on first use —
/// more than a whole cold query. Plain rules open in ~0.1 ms.
///
/// Thread safety: ICU's rule-based transliterator is stateless during `transliterate` and
/// serialises on an internal mutex, so one shared instance may be used from any thread.
final class RuleTransliterator: @unchecked Sendable {
    private let handle: OpaquePointer

    init?(rules: String) {
        guard let h = withUTF16(rules, { cicu_translit_open($0, $1) }) else { return nil }
        handle = h
    }

    deinit { cicu_translit_close(handle) }

    func apply(_ text: String) -> String {
        if text.isEmpty { return text }
        return withUTF16(text) { units, count in
            guard let out = growingUTF16(initialCapacity: Int(count) * 2 + 16, {
                cicu_translit_apply(handle, units, count, $0, $1)
            }) else { return text }
            return string(fromUTF16: out)
        }
    }
}
