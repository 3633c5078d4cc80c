import CICU

/// Turns text into search keys: ICU case folding, then root-collation PRIMARY strength sort
/// key with alternate=shifted, trailing 0 removed.
///
/// Why: byte-wise prefix comparison of these keys gives case-, accent-, width- and
/// punctuation-insensitive prefix matching ("l'oreal" = "L’Oréal" = "loreal", "ß" = "ss",
/// "ё" = "е") while keeping letters Russian users distinguish apart ("й" ≠ "и") — which
/// Foundation's folding gets wrong. A key of a prefix of a string is a prefix of the key of the
/// string, so the index can store keys and answer prefix queries with a byte trie/B-tree.
///
/// Cost: `init` opens the root collator (well under a millisecond once ICU data is mapped);
/// `key` is one case-fold plus one `ucol_getSortKey`, linear in the text.
///
/// Thread safety: one instance per thread. Use `copy()` (an ICU clone, cheap) for another
/// thread. Not `Sendable`.
public final class SearchKeyMaker {
    private let collator: OpaquePointer

    /// Opens the root collator. Traps only if ICU's data is missing entirely (then nothing in
    /// the program could work).
    public init() {
        guard let c = cicu_collator_open("", Int32(CICU_COLLATOR_SEARCH)) else {
            fatalError("ICU: cannot open the root collator (ICU data missing?)")
        }
        collator = c
    }

    private init(handle: OpaquePointer) { collator = handle }

    deinit { cicu_collator_close(collator) }

    /// ICU's collator version ("153.120.0.0"). Keys from different versions must not be mixed:
    /// store it with the index and rebuild when it changes.
    public var collatorVersion: String {
        growingASCII(initialCapacity: 32) { cicu_collator_version(collator, $0, $1) } ?? "unknown"
    }

    /// The search key of `text` (empty for text with no primary weights, e.g. "" or "-.").
    public func key(_ text: String) -> [UInt8] {
        let folded = Array(foldCase(text).utf16)
        return folded.withUnsafeBufferPointer { key(utf16: $0) }
    }

    func key(utf16 text: UnsafeBufferPointer<UInt16>) -> [UInt8] {
        var capacity = max(16, text.count * 3 + 8)
        for _ in 0..<8 {
            var needed: Int32 = 0
            let cap = capacity
            var bytes = [UInt8](unsafeUninitializedCapacity: cap) { buffer, count in
                needed = cicu_collator_sort_key(collator, text.baseAddress, Int32(clamping: text.count),
                                                buffer.baseAddress, Int32(clamping: cap))
                count = (needed > 0 && Int(needed) <= cap) ? Int(needed) : 0
            }
            if needed <= 0 { return [] }
            if Int(needed) <= cap {
                if bytes.last == 0 { bytes.removeLast() }   // the sort key terminator
                return bytes
            }
            capacity = Int(needed)
        }
        return []
    }

    /// Whether `text` contains `pattern` under the search collation: case-, accent- and
    /// punctuation-insensitive, with й ≠ и and ё = е (ICU string search, not Foundation).
    /// "wildcats in snow" contains "CAT"; "кошки в шляпах" contains "ШЛЯ"; "Ёжики" contains "ежи".
    /// An empty pattern is contained in everything.
    public func contains(_ text: String, _ pattern: String) -> Bool {
        let t = Array(text.utf16), p = Array(pattern.utf16)
        if p.isEmpty { return true }
        return t.withUnsafeBufferPointer { tb in
            p.withUnsafeBufferPointer { pb in
                cicu_collator_contains(collator, tb.baseAddress, Int32(clamping: tb.count),
                                       pb.baseAddress, Int32(clamping: pb.count)) == 1
            }
        }
    }

    /// Keys of the text from the start of every word to the end (first element = whole text).
    /// A word starts at a letter/digit (u_isalnum) whose previous code point is not a
    /// letter/digit. "Apple Inc" → [key("Apple Inc"), key("Inc")]; "L'Oréal SA" →
    /// [key("L'Oréal SA"), key("Oréal SA"), key("SA")]. Empty keys are dropped; duplicates kept
    /// in order.
    ///
    /// Why: indexing every suffix lets a query match the start of any word ("inc", "motors").
    /// Cost: one key per word, so quadratic in the number of words — fine for names.
    public func wordSuffixKeys(_ text: String) -> [[UInt8]] {
        let folded = Array(foldCase(text).utf16)
        return folded.withUnsafeBufferPointer { units -> [[UInt8]] in
            let n = Int32(clamping: units.count)
            var starts = [Int32](repeating: 0, count: 8)
            var count = Int(cicu_word_starts(units.baseAddress, n, &starts, Int32(starts.count)))
            if count > starts.count {
                starts = [Int32](repeating: 0, count: count)
                count = Int(cicu_word_starts(units.baseAddress, n, &starts, Int32(starts.count)))
            }
            var result: [[UInt8]] = []
            result.reserveCapacity(count + 1)
            let whole = key(utf16: units)
            if !whole.isEmpty { result.append(whole) }
            for i in 0..<min(count, starts.count) {
                let start = Int(starts[i])
                if start == 0 { continue }        // the whole text, already added
                let k = key(utf16: UnsafeBufferPointer(rebasing: units[start...]))
                if !k.isEmpty { result.append(k) }
            }
            return result
        }
    }

    /// An independent copy for use on another thread (ICU `ucol_clone`).
    public func copy() -> SearchKeyMaker {
        guard let c = cicu_collator_clone(collator) else {
            return SearchKeyMaker()
        }
        return SearchKeyMaker(handle: c)
    }
}
