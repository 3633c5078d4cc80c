#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CICU

/// Turns text into search keys (`SearchKey` describes the bytes): ICU case folding, then one
/// symbol per root-collation PRIMARY weight of each word (alternate=shifted: spaces and
/// punctuation carry no weight), words joined by a boundary byte.
///
/// Why: byte-wise prefix comparison of these keys gives case-, accent- and width-insensitive
/// prefix matching ("L’Oréal" = "l'oreal", "ß" = "ss", "ё" = "е") while keeping letters
/// Russian users distinguish apart ("й" ≠ "и") — which Foundation's folding gets wrong. The
/// boundary bytes keep words apart ("toyo tanso" ≠ "toyotanso"), so a match that runs across
/// a space is known as such (a joined match) instead of passing for a word. Weights are
/// written whole (ICU's sort keys compress runs of Cyrillic weights, so a word's sort key is
/// not a slice of its name's key); every symbol's length shows in its first byte, which
/// lets a typo automaton step symbol by symbol over the bytes of a trie.
///
/// Cost: `init` opens the root collator (well under a millisecond once ICU data is mapped);
/// `key` is one case-fold and one pass of ICU's collation-element iterator, linear in the text.
///
/// Thread safety: `key` and `wordSuffixKeys` may be called from several threads (a lock
/// guards the element iterator they share); for work spread over threads, give each its own
/// `copy()` (an ICU clone, cheap) so that they never wait. Not `Sendable`.
public final class SearchKeyMaker {
    private let collator: OpaquePointer
    /// The collator's element iterator, reused by every key (opening one per key cost more
    /// than the key), under `lock`: ICU's iterators are not thread-safe, and a catalogue may
    /// be searched from two threads (an interactive search still running when the next
    /// starts).
    private let elements: OpaquePointer
    private let lock = _Lock()

    /// Opens the root collator. Traps only if ICU's data is missing entirely (then nothing in
    /// the program could work).
    public init() {
        guard let c = cicu_collator_open("", Int32(CICU_COLLATOR_SEARCH)), let e = cicu_elements_open(c) else {
            fatalError("ICU: cannot open the root collator (ICU data missing?)")
        }
        collator = c
        elements = e
    }

    private init?(handle: OpaquePointer) {
        guard let e = cicu_elements_open(handle) else { cicu_collator_close(handle); return nil }
        collator = handle
        elements = e
    }

    deinit {
        cicu_elements_close(elements)
        cicu_collator_close(collator)
    }

    /// ICU's collator version ("153.120.0.0"). Keys from different versions must not be mixed:
    /// store it with the index and rebuild when it changes.
    public var collatorVersion: String {
        growingASCII(initialCapacity: 32) { cicu_collator_version(collator, $0, $1) } ?? "unknown"
    }

    /// The search key of `text`, words joined by boundary bytes (empty for text with no
    /// letters or digits, e.g. "" or "-."). "Apple Inc" → apple ⟨hard⟩ inc; "L'Oréal" →
    /// l ⟨soft⟩ oreal; "ТОЙОТА" → тойота.
    public func key(_ text: String) -> [UInt8] { encode(text).key }

    /// Keys of the text from the start of every word to the end (first element = whole text).
    /// A word starts at a letter/digit after a character that is neither (see `SearchKey`).
    /// "Apple Inc" → [key("Apple Inc"), key("Inc")]; "L'Oréal SA" → [key("L'Oréal SA"),
    /// key("Oréal SA"), key("SA")]. Duplicates are kept in order.
    ///
    /// Why: indexing every suffix lets a query match the start of any word ("inc", "motors").
    /// Cost: one key computation; the suffixes are slices of it (quadratic bytes in the number
    /// of words — fine for names).
    public func wordSuffixKeys(_ text: String) -> [[UInt8]] {
        let (key, starts) = encode(text)
        return starts.map { Array(key[Int($0)...]) }
    }

    private func encode(_ text: String) -> (key: [UInt8], starts: [Int32]) {
        let units = Array(text.utf16)
        if units.isEmpty { return ([], []) }
        return units.withUnsafeBufferPointer { u -> ([UInt8], [Int32]) in
            var capacity = units.count * 2 + 16
            var startCapacity = 16
            for _ in 0..<8 {
                var starts = [Int32](repeating: 0, count: startCapacity)
                var startCount: Int32 = 0
                var needed: Int32 = 0
                let cap = capacity
                let bytes = [UInt8](unsafeUninitializedCapacity: cap) { buffer, count in
                    needed = starts.withUnsafeMutableBufferPointer { s in
                        lock.locked {
                            cicu_search_key(collator, elements, u.baseAddress, Int32(clamping: u.count), buffer.baseAddress,
                                            Int32(clamping: cap), s.baseAddress, Int32(clamping: s.count), &startCount)
                        }
                    }
                    count = (needed > 0 && Int(needed) <= cap) ? Int(needed) : 0
                }
                if needed <= 0 { return ([], []) }
                if Int(needed) <= cap && Int(startCount) <= startCapacity {
                    return (bytes, Array(starts.prefix(Int(startCount))))
                }
                capacity = max(capacity, Int(needed))
                startCapacity = max(startCapacity, Int(startCount))
            }
            return ([], [])
        }
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

    /// An independent copy for use on another thread (ICU `ucol_clone`).
    public func copy() -> SearchKeyMaker {
        guard let c = cicu_collator_clone(collator), let copy = SearchKeyMaker(handle: c) else {
            return SearchKeyMaker()
        }
        return copy
    }
}

/// A pthread mutex (Foundation-free; `Synchronization.Mutex` needs newer Apple platforms
/// than this package supports).
final class _Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
