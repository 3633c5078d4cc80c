import CICU

/// Display-order collation for the UI language: its line's `UILanguage.collation` (root for
/// English, the Russian tailoring, Cyrillic first, for Russian). Tertiary strength, so case
/// and accents break ties deterministically.
///
/// Why: ties between equally ranked results are listed in the order a reader of the UI
/// language expects, not in code-point order.
/// Cost: `init` opens an ICU collator (sub-millisecond); `compare` is `ucol_strcoll`.
/// Thread safety: one thread at a time. Not `Sendable`.
public final class DisplayCollator {
    private let collator: OpaquePointer

    /// A UI language's collation, by its id or number locale ("en" → root, "ru" → the
    /// Russian tailoring, "" → the fallback language's); any other id is passed to ICU as a
    /// locale (falling back to root when ICU has no tailoring).
    public convenience init(language: String) {
        self.init(locale: UILanguage.of(language)?.collation.icuLocale ?? language)
    }

    /// The collator of `collation`.
    public convenience init(collation: UILanguage.Collation) {
        self.init(locale: collation.icuLocale)
    }

    private init(locale: String) {
        if let c = cicu_collator_open(locale, Int32(CICU_COLLATOR_DISPLAY)) {
            collator = c
        } else if let c = cicu_collator_open("", Int32(CICU_COLLATOR_DISPLAY)) {
            collator = c
        } else {
            fatalError("ICU: cannot open the root collator (ICU data missing?)")
        }
    }

    deinit { cicu_collator_close(collator) }

    /// ICU's collator version, "a.b.c.d".
    public var version: String {
        growingASCII(initialCapacity: 32) { cicu_collator_version(collator, $0, $1) } ?? "unknown"
    }

    /// The tailoring's rules: "" for root, "[reorder Cyrl]" for Russian (ICU 72).
    public var rules: String {
        growingUTF16(initialCapacity: 64) { cicu_collator_rules(collator, $0, $1) }.map { String(decoding: $0, as: UTF16.self) } ?? ""
    }

    /// Whether the Russian tailoring ("[reorder Cyrl]") may order text with `scalar` unlike
    /// root: never a scalar below U+0370 (Latin, digits, punctuation) nor one whose primary
    /// weights lie wholly outside the Cyrillic letters' (other scripts, symbols, marks);
    /// Cyrillic, and anything in doubt, may.
    public static func russianReorderMayMove(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x370 && cicu_cyrillic_reorder_may_move(Int32(scalar.value)) != 0
    }

    /// The full tertiary sort key (with ICU's trailing 0x00 kept: these keys are only compared,
    /// never prefix-matched). Byte order of keys = `compare` order.
    public func sortKey(_ text: String) -> [UInt8] {
        withUTF16(text) { units, count in
            var capacity = max(32, Int(count) * 4 + 8)
            for _ in 0..<8 {
                var needed: Int32 = 0
                let cap = capacity
                let bytes = [UInt8](unsafeUninitializedCapacity: cap) { buffer, n in
                    needed = cicu_collator_sort_key(collator, units, count, buffer.baseAddress,
                                                    Int32(clamping: cap))
                    n = (needed > 0 && Int(needed) <= cap) ? Int(needed) : 0
                }
                if needed <= 0 { return [] }
                if Int(needed) <= cap { return bytes }
                capacity = Int(needed)
            }
            return []
        }
    }

    /// Appends the sort key of UTF-8 `text` to `keys` (as `sortKey` makes it, with no String
    /// or array made for it: index builds sort millions of names).
    public func appendSortKey(utf8 text: UnsafeBufferPointer<UInt8>, to keys: inout [UInt8]) {
        let start = keys.count
        var capacity = text.count * 4 + 32
        for _ in 0..<8 {
            keys.append(contentsOf: repeatElement(0, count: capacity))
            let cap = capacity
            let needed = keys.withUnsafeMutableBufferPointer { k in
                cicu_collator_sort_key_utf8(collator, text.baseAddress, Int32(clamping: text.count),
                                            k.baseAddress! + start, Int32(clamping: cap))
            }
            if needed <= 0 { keys.removeSubrange(start...); return }
            if Int(needed) <= cap { keys.removeSubrange((start + Int(needed))...); return }
            keys.removeSubrange(start...)
            capacity = Int(needed)
        }
    }

    /// -1, 0 or 1.
    public func compare(_ a: String, _ b: String) -> Int {
        withUTF16(a) { au, an in
            withUTF16(b) { bu, bn in
                Int(cicu_collator_compare(collator, au, an, bu, bn))
            }
        }
    }
}
