// Just over 300 lines: the key maker's paths (ASCII, UTF-16, the index's weight table) of one
// key format stay side by side, since a change to one is a change to each.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CICU
import FinderFiles

/// Turns text into search keys (`SearchKey` describes the bytes): ICU case folding, then one
/// symbol per root-collation PRIMARY weight of each word (alternate=shifted: spaces and
/// punctuation carry no weight), words joined by a boundary byte.
///
/// Words are what ICU weighs (`CharacterClass`): a character with a non-variable primary
/// weight is part of a word (letters, digits, and what ICU weighs as letters or symbols: Ⅱ,
/// ⓐ, ¹⁰, ™, `+`, `$`), a character with only variable weights (spaces, punctuation)
/// separates words, and one with no primary weight (a mark, a soft hyphen) stays inside the
/// word it is in, weighing nothing. So a key's words are exactly the runs ICU compares.
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
/// Where a word's weights come from (the bytes are the same; `cicu.h` says more):
/// - a code point table (`setTable`), which the search index stores: each code point's weights
///   and the contractions ICU would form. A query keyed from it never opens ICU's collation
///   element iterator, whose first opening in a process costs ICU ~15 M instructions (it
///   computes the collator's maximum expansions) — a third of a cold search;
/// - a cache of words (`cachingWords`), for index builds: names repeat their words massively;
/// - ICU's collation element iterator, opened on first use.
///
/// Cost: `init` opens nothing; the root collator is opened on the first need of ICU's
/// weights (a word or a code point the table and the ASCII classes do not cover, `contains`,
/// `copy`, a table's export), so a query keyed from the index's table never loads ICU's root
/// collation data (~0.32 M instructions, a sixteenth of a cold search). `key` is one case-fold
/// and one table lookup (or ICU pass) per code point, linear in the text.
///
/// Thread safety: `key` and `wordSuffixKeys` may be called from several threads (a lock
/// guards the state they share); for work spread over threads, give each its own `copy()`
/// (an ICU clone, cheap) so that they never wait. Not `Sendable`.
public final class SearchKeyMaker {
    private let keys: OpaquePointer
    public let cachingWords: Bool
    private let lock = ThreadLock()
    private let scratch = _KeyScratch()

    /// A maker over the root search collator, opened when first needed. `cachingWords` keeps
    /// every word's weights (index builds).
    public init(cachingWords: Bool = false) {
        guard let k = cicu_keys_open(nil, cachingWords ? 1 : 0) else { fatalError("out of memory") }
        keys = k
        self.cachingWords = cachingWords
    }

    /// A maker over `handle` (a search collator), which it owns from now on.
    private init?(handle: OpaquePointer, cachingWords: Bool) {
        guard let k = cicu_keys_open(handle, cachingWords ? 1 : 0) else { cicu_collator_close(handle); return nil }
        keys = k
        self.cachingWords = cachingWords
    }

    deinit { cicu_keys_close(keys) }

    /// The collator, opened now if it was not yet. Call with the lock held. Traps only if
    /// ICU's data is missing entirely (then nothing in the program could work).
    private var openedCollator: OpaquePointer {
        guard let c = cicu_keys_collator(keys) else { fatalError("ICU: cannot open the root collator (ICU data missing?)") }
        return c
    }

    /// ICU's collator version ("153.120.0.0"). Keys from different versions must not be mixed:
    /// store it with the index and rebuild when it changes.
    ///
    /// Read without opening the collator (`cicu_root_collator_version`): the version of the
    /// root collation data ICU would load, found and accepted as ICU finds and accepts it,
    /// with ICU's collation runtime version added as `ucol_getVersion` adds it — the same
    /// number from the same inputs, so as strong an identity (a test compares the two). An
    /// index's identity is checked on every search, and opening the collator for it cost a
    /// cold search ~0.32 M instructions. Where that data cannot be read, the collator's own.
    public var collatorVersion: String {
        growingASCII(initialCapacity: 32) { cicu_root_collator_version($0, $1) } ?? openedCollatorVersion
    }

    /// `ucol_getVersion` of the opened collator (tests compare `collatorVersion` with it).
    var openedCollatorVersion: String {
        let c = lock.locked { openedCollator }
        return growingASCII(initialCapacity: 32) { cicu_collator_version(c, $0, $1) } ?? "unknown"
    }

    /// Whether the collator has been opened (by a need of ICU's weights, or of the collator).
    var openedCollatorYet: Bool { lock.locked { cicu_keys_collator_opened(keys) != 0 } }

    /// The search key of `text`, words joined by boundary bytes (empty for text with no
    /// letters or digits, e.g. "" or "-."). "Apple Inc" → apple ⟨hard⟩ inc; "L'Oréal" →
    /// l ⟨soft⟩ oreal; "ТОЙОТА" → тойота.
    public func key(_ text: String) -> [UInt8] { withKey(text) { key, _ in Array(key) } }

    /// Keys of the text from the start of every word to the end (first element = whole text).
    /// A word starts after a separator (see `CharacterClass`).
    /// "Apple Inc" → [key("Apple Inc"), key("Inc")]; "L'Oréal SA" → [key("L'Oréal SA"),
    /// key("Oréal SA"), key("SA")]. Duplicates are kept in order.
    ///
    /// Why: indexing every suffix lets a query match the start of any word ("inc", "motors").
    /// Cost: one key computation; the suffixes are slices of it.
    public func wordSuffixKeys(_ text: String) -> [[UInt8]] {
        withKey(text) { key, starts in starts.map { Array(key[Int($0)...]) } }
    }

    /// Calls `body` with the key of `text` and the offset of each of its words, in buffers
    /// valid only during the call (no allocation per key: index builds key millions of names).
    public func withKey<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int32>) -> R) -> R {
        var text = text
        return text.withUTF8 { utf8 in
            lock.locked { scratch.key(keys, utf8, body) }
        }
    }

    /// The key through the UTF-16 path whatever the text (tests compare it with the ASCII one).
    func keyThroughUTF16(_ text: String) -> [UInt8] {
        let units = Array(text.utf16)
        return lock.locked {
            var out = [UInt8](repeating: 0, count: units.count * 8 + 16)
            var starts = [Int32](repeating: 0, count: units.count + 1)
            var count: Int32 = 0
            let cap = out.count, startCap = starts.count
            let n = units.withUnsafeBufferPointer { u in
                out.withUnsafeMutableBufferPointer { o in
                    starts.withUnsafeMutableBufferPointer { st in
                        cicu_keys_key(keys, u.baseAddress, Int32(u.count), o.baseAddress, Int32(cap), st.baseAddress, Int32(startCap), &count)
                    }
                }
            }
            return n > 0 ? Array(out.prefix(Int(n))) : []
        }
    }

    /// Whether `text` contains `pattern` under the search collation: case-, accent- and
    /// punctuation-insensitive, with й ≠ и and ё = е. "wildcats in snow" contains "CAT";
    /// "кошки в шляпах" contains "ШЛЯ"; "Ёжики" contains "ежи". An empty pattern is contained
    /// in everything. The answer is ICU's string search's (`icuContains`).
    ///
    /// Read on the keys first (their weights are the collation's primary weights, spaces and
    /// punctuation dropped, as ICU's string search with this collator drops them): the
    /// pattern's symbols in a row among the text's. That is ICU's answer when it is no, and
    /// when it is yes over text whose every letter is one symbol of this maker's table
    /// (`weighsOneSymbolEach`): a match then starts and ends on whole characters, as ICU's
    /// does. A yes over other text — a letter weighing as two (ß, æ, ½, a Hangul syllable),
    /// a combining mark, a contraction (Thai), a letter outside the table, or a maker with
    /// no table — is asked of ICU, which may reject half a character ("Fuß" does not contain
    /// "us"). ICU's string search opens a collation element iterator, whose first use costs a
    /// process ~15.7 M instructions, eight times a whole cold search: stock and photo
    /// suggestions, keyed from the stock index's table, pay it only for such text.
    /// `SearchContainmentTests` holds the answers to ICU's. A pattern of only spaces and
    /// punctuation weighs nothing, and ICU's search decides it.
    public func contains(_ text: String, _ pattern: String) -> Bool {
        if pattern.isEmpty { return true }
        let p = SearchKey.withoutBoundaries(key(pattern))
        guard !p.isEmpty else { return icuContains(text, pattern) }
        let t = SearchKey.withoutBoundaries(key(text))
        var i = 0, found = false
        while !found && i + p.count <= t.count {
            if t[i] == p[0] {
                var j = 1
                while j < p.count && t[i + j] == p[j] { j += 1 }
                found = j == p.count
            }
            i += SearchKey.symbolLength(first: t[i])
        }
        guard found else { return false }
        return (weighsOneSymbolEach(text) && weighsOneSymbolEach(pattern)) || icuContains(text, pattern)
    }

    /// Whether every code point of `text` is in the table and weighs as one symbol (or
    /// separates words), taking part in no contraction (`cicu_keys_one_symbol_each`).
    func weighsOneSymbolEach(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { u in lock.locked { cicu_keys_one_symbol_each(keys, u.baseAddress, Int32(clamping: u.count)) == 1 } }
    }

    /// `contains` by ICU's string search with the search collator (the reference the tests
    /// hold `contains` to).
    public func icuContains(_ text: String, _ pattern: String) -> Bool {
        let t = Array(text.utf16), p = Array(pattern.utf16)
        if p.isEmpty { return true }
        let collator = lock.locked { openedCollator }   // not changed once open: used unlocked
        return t.withUnsafeBufferPointer { tb in
            p.withUnsafeBufferPointer { pb in
                cicu_collator_contains(collator, tb.baseAddress, Int32(clamping: tb.count),
                                       pb.baseAddress, Int32(clamping: pb.count)) == 1
            }
        }
    }

    /// An independent copy for use on another thread (ICU `ucol_clone`), caching words as
    /// this one does (its table and cache are not copied).
    public func copy() -> SearchKeyMaker {
        guard let c = cicu_collator_clone(lock.locked { openedCollator }), let copy = SearchKeyMaker(handle: c, cachingWords: cachingWords) else {
            return SearchKeyMaker(cachingWords: cachingWords)
        }
        return copy
    }

    // MARK: the code point table

    /// Adds the words `other` has cached to this maker's cache (an index build keys on two
    /// threads, each with its own maker; the table is made from one that has seen all).
    public func absorbCache(of other: SearchKeyMaker) {
        lock.locked { other.lock.locked { cicu_keys_absorb_cache(keys, other.keys) } }
    }

    /// Keys words from `table` (as `table(including:)` made it) from now on. False, and no
    /// table, when the bytes are not one.
    @discardableResult
    public func setTable(_ table: UnsafeRawBufferPointer) -> Bool {
        lock.locked {
            table.withMemoryRebound(to: UInt8.self) { t in
                cicu_keys_set_table(keys, t.baseAddress, Int32(clamping: t.count)) == 0
            }
        }
    }

    /// A code point table for queries: every code point of the words this maker has cached
    /// (`cachingWords`), and of `ranges`, with its weights and ICU's contractions — checked
    /// against every cached word: a code point of a word the table would key differently
    /// from ICU is left out (its words go to ICU). Empty when ICU fails.
    public func table(including ranges: [ClosedRange<UInt32>]) -> [UInt8] {
        lock.locked {
            var flat: [Int32] = []
            for r in ranges { flat.append(Int32(r.lowerBound)); flat.append(Int32(r.upperBound)) }
            var excluded = Set<UInt32>()
            defer { _ = cicu_keys_set_table(keys, nil, 0) }
            for _ in 0..<4 {
                let needed = flat.withUnsafeBufferPointer { cicu_keys_export_table(keys, $0.baseAddress, Int32(ranges.count), nil, 0) }
                guard needed > 0 else { return [] }
                var bytes = [UInt8](repeating: 0, count: Int(needed))
                _ = flat.withUnsafeBufferPointer { f in
                    bytes.withUnsafeMutableBufferPointer { cicu_keys_export_table(keys, f.baseAddress, Int32(ranges.count), $0.baseAddress, needed) }
                }
                bytes = Self.removing(excluded, from: bytes)
                guard bytes.withUnsafeBufferPointer({ cicu_keys_set_table(keys, $0.baseAddress, Int32($0.count)) }) == 0 else { return [] }
                var bad = [UInt32](repeating: 0, count: 4096)
                let n = bad.withUnsafeMutableBufferPointer { cicu_keys_check_cache(keys, $0.baseAddress, Int32($0.count)) }
                if n == 0 { return bytes }
                if n > 4096 { return [] }
                for c in bad.prefix(Int(n)) { excluded.insert(c) }
            }
            return []
        }
    }

    /// The table without the entries of `codePoints` (an entry's code point carries the
    /// separator flag in its top bit: `cicu.c` has the layout).
    private static func removing(_ codePoints: Set<UInt32>, from table: [UInt8]) -> [UInt8] {
        guard !codePoints.isEmpty, table.count >= 16 else { return table }
        func u32(_ o: Int) -> UInt32 {
            UInt32(table[o]) | UInt32(table[o + 1]) << 8 | UInt32(table[o + 2]) << 16 | UInt32(table[o + 3]) << 24
        }
        let n = Int(u32(4)), pairs = Int(u32(8))
        let symbolsStart = 16 + n * 8 + 4 + pairs * 8
        var kept: [(UInt32, ArraySlice<UInt8>)] = []
        for i in 0..<n {
            let cp = u32(16 + i * 8), lo = Int(u32(16 + i * 8 + 4)), hi = Int(u32(16 + i * 8 + 12 - (i + 1 == n ? 4 : 0)))
            if !codePoints.contains(cp & 0x7FFF_FFFF) { kept.append((cp, table[(symbolsStart + lo)..<(symbolsStart + hi)])) }
        }
        var out: [UInt8] = []
        func put(_ v: UInt32) { for b in 0..<4 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt32(b)))) } }
        let symbolCount = kept.reduce(0) { $0 + $1.1.count }
        put(u32(0)); put(UInt32(kept.count)); put(UInt32(pairs)); put(UInt32(symbolCount))
        var offset: UInt32 = 0
        for (cp, s) in kept { put(cp); put(offset); offset += UInt32(s.count) }
        put(offset)
        out.append(contentsOf: table[(16 + n * 8 + 4)..<symbolsStart])
        for (_, s) in kept { out.append(contentsOf: s) }
        return out
    }

    /// What a code point is to the keys (see `CharacterClass`).
    public enum CharacterClass: Int32, Sendable {
        /// Only variable primary weights (white space, punctuation): separates words.
        case separator = 0
        /// A non-variable primary weight: part of a word, keyed as its weights.
        case letter = 1
        /// No primary weight at all (most marks, format characters, controls): inside a word,
        /// weighing nothing.
        case ignored = 2
    }

    /// The class of `codePoint` (0…0x10FFFF; `nil` otherwise), as this maker's keys use it
    /// (decided once per code point: a built-in table for ASCII, the code point table, ICU).
    public func characterClass(_ codePoint: UInt32) -> CharacterClass? {
        lock.locked { CharacterClass(rawValue: cicu_keys_char_class(keys, Int32(bitPattern: codePoint))) }
    }

    /// The classes of `codePoints` found another way: through ICU's collation elements (their
    /// primary orders against the variable top). The differential test's reference; opens an
    /// element iterator (slow the first time in a process).
    func icuElementClasses(_ codePoints: Range<UInt32>) -> [CharacterClass] {
        guard codePoints.upperBound <= 0x110000 else { return [] }
        var out = [UInt8](repeating: 0, count: codePoints.count)
        let n = lock.locked {
            out.withUnsafeMutableBufferPointer {
                cicu_collator_element_classes(openedCollator, Int32(codePoints.lowerBound), Int32($0.count), $0.baseAddress)
            }
        }
        return n < 0 ? [] : out.map { CharacterClass(rawValue: Int32($0))! }
    }

    /// Whether ICU's collation element iterator has been opened (a word the table and the
    /// cache did not cover), and how many words went through it.
    public var usedCollationElements: Bool { lock.locked { cicu_keys_elements_opened(keys) != 0 } }
    public var wordsKeyedByICU: Int { lock.locked { Int(cicu_keys_icu_words(keys)) } }
}

/// The output buffers of `SearchKeyMaker.withKey`, grown as needed (owned pointers: a
/// class's array properties would pay an exclusivity check on every key).
final class _KeyScratch {
    private var out: UnsafeMutablePointer<UInt8>
    private var outCapacity = 256
    private var starts: UnsafeMutablePointer<Int32>
    private var startCapacity = 32

    init() {
        out = .allocate(capacity: outCapacity)
        starts = .allocate(capacity: startCapacity)
    }

    deinit {
        out.deallocate()
        starts.deallocate()
    }

    func key<R>(_ keys: OpaquePointer, _ utf8: UnsafeBufferPointer<UInt8>,
                _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int32>) -> R) -> R {
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        if utf8.isEmpty { return body(empty, UnsafeBufferPointer(start: nil, count: 0)) }
        if outCapacity < utf8.count * 8 + 16 { grow(out: utf8.count * 8 + 16) }
        for _ in 0..<8 {
            var startCount: Int32 = 0
            let needed = cicu_keys_key_utf8(keys, utf8.baseAddress, Int32(clamping: utf8.count), out, Int32(clamping: outCapacity),
                                            starts, Int32(clamping: startCapacity), &startCount)
            if needed <= 0 { break }
            if Int(needed) <= outCapacity && Int(startCount) <= startCapacity {
                return body(UnsafeBufferPointer(start: out, count: Int(needed)), UnsafeBufferPointer(start: starts, count: Int(startCount)))
            }
            if Int(needed) > outCapacity { grow(out: Int(needed)) }
            if Int(startCount) > startCapacity {
                starts.deallocate()
                startCapacity = Int(startCount)
                starts = .allocate(capacity: startCapacity)
            }
        }
        return body(empty, UnsafeBufferPointer(start: nil, count: 0))
    }

    private func grow(out n: Int) {
        out.deallocate()
        outCapacity = n
        out = .allocate(capacity: n)
    }
}
