import FinderText
#if canImport(Glibc)
import Glibc
#endif

/// A message catalog loaded from `Localization/<lang>.strings`.
///
/// Format, one entry per line (`#` starts a comment line):
///
///     key = text with {placeholder}
///     results.count[one] = {count} result
///     results.count[other] = {count} results
///
/// Plural forms are chosen with ICU plural rules for the catalog's language (one, few, many,
/// other for Russian). `\n` in a value is a line break.
public struct Messages: Sendable {
    public let language: Language
    let table: _CatalogTable
    let plurals: PluralRules
    private(set) var numbers: NumberFormat

    public init(language: Language, text: String) {
        var bytes = Array(text.utf8)
        self.init(language: language, utf8: &bytes)
    }

    /// Indexes the catalog bytes: this runs on every start, so nothing is decoded here — a
    /// value becomes a String only when a command asks for it (a run uses a dozen of the
    /// catalog's several hundred entries).
    public init(language: Language, utf8 bytes: inout [UInt8]) {
        self.language = language
        plurals = PluralRules(language.ui)
        numbers = NumberFormat(language.ui)
        table = _CatalogTable(bytes)
    }

    /// The catalog of `language` compiled into the binary (docs/decisions/0011-catalogs-compiled-into-the-binary.md;
    /// `_CompiledCatalogs.swift`: every
    /// `*.strings` file of the language, its table of entries already built): nothing is read
    /// or parsed at start-up, and a value is decoded only when a command asks for it.
    /// Indexing the files at each start cost a cold search 0.78 M instructions.
    public init(compiled language: Language) {
        self.language = language
        plurals = PluralRules(language.ui)
        numbers = NumberFormat(language.ui)
        // Every table language has one (`CompiledCatalogTests`); a generated file left stale
        // reads the fallback language's.
        table = _CatalogTable.compiled(language.rawValue) ?? _CatalogTable.compiled(UILanguage.fallback.id)!
    }

    /// The text of `key` as written (placeholders unfilled), nil when the catalog lacks it.
    public func value(_ key: String) -> String? { table.value(key) }

    /// Every entry, decoded: for tests and tools, not for the start-up path.
    public var entries: [String: String] { table.all() }

    /// The message for `key` with its placeholders filled. A missing key yields the key
    /// itself, so a gap is visible rather than silent (the catalog tests forbid gaps).
    public func text(_ key: String, _ arguments: MessageArguments = [:]) -> String {
        fill(table.value(key) ?? key, arguments)
    }

    /// The plural form of `key` for `count`; `{count}` is the count formatted for the language.
    /// An exact form `key[#N]` wins for that count ("Both sources synced" rather than "All 2
    /// sources synced"), as ICU message formats do with "=2".
    public func plural(_ key: String, count: Int, _ arguments: MessageArguments = [:]) -> String {
        let category = plurals.category(for: count).rawValue
        let template = table.value("\(key)[#\(count)]") ?? table.value("\(key)[\(category)]") ?? table.value("\(key)[other]") ?? key
        var args = arguments
        args["count"] = numbers.decimal(count)
        return fill(template, args)
    }

    /// Every whole number a spoken message holds goes through the speller, whatever the
    /// placeholder (counts, a range's bounds, a value echoed from the command line): Russian
    /// says it in words in its noun's gender and case, which the template names after the
    /// placeholder — "{count:feminine} подсказка", "через {count:feminine-accusative}
    /// минуту", "от {min:masculine-genitive}" — masculine nominative when it names none;
    /// English keeps digits, which espeak-ng reads right. A minus is said ("minus 1",
    /// "минус один": "-1" is heard "one"); digits with a leading zero or too many for a
    /// count are said one by one. Text that is not a number is used as given.
    private func spoken(_ name: String, _ value: String) -> String? {
        guard numbers.isSpoken, let (negative, digits) = Self.wholeNumber(value) else { return nil }
        let minus = negative ? (numbers.spellsNumbers ? "минус " : "minus ") : ""
        guard digits.utf8.count <= 15, digits.utf8.first != 0x30 || digits.utf8.count == 1, let n = Int(digits) else {
            return minus + digits.map(String.init).joined(separator: " ")
        }
        guard numbers.spellsNumbers else { return negative ? minus + digits : nil }
        let grammar = name.firstIndex(of: ":").flatMap { NumberFormat.Grammar(name: String(name[name.index(after: $0)...])) }
        return minus + numbers.spokenCount(n, grammar ?? NumberFormat.Grammar())
    }

    /// A whole number written as digits, with "-" or "−" before it for a negative one: its
    /// sign and digits; nil for any other text.
    static func wholeNumber(_ value: String) -> (negative: Bool, digits: Substring)? {
        var digits = Substring(value)
        var negative = false
        if digits.hasPrefix("-") || digits.hasPrefix("\u{2212}") { negative = true; digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return (negative, digits)
    }

    public var numberFormat: NumberFormat { numbers }

    /// The same catalog for text that is spoken (accessible mode): numbers are not grouped,
    /// so a screen reader says "8926 results" as one number, not "8 926" as two.
    public var speaking: Messages {
        var copy = self
        copy.numbers = numbers.spoken
        return copy
    }

    /// Usage text with its placeholders — whole capitalised words such as `QUERY`, `FILE`,
    /// `DIR` — named as the catalog names them ("ЗАПРОС", "ФАЙЛ", "ПАПКА"), so that usage
    /// lines and errors say what the help's prose says. Other words, environment variables
    /// (`FINDER_DATA_DIR`) among them, stay as they are.
    public func placeholders(in usage: String) -> String {
        var out = "", word = ""
        func flush() {
            out += word.isEmpty ? "" : (table.value("placeholder.\(word)") ?? word)
            word = ""
        }
        for c in usage {
            if c.isASCII && (c.isUppercase || c.isNumber || c == "_") { word.append(c) } else { flush(); out.append(c) }
        }
        flush()
        return out
    }

    /// The placeholder names used in a template, for the catalog consistency test.
    /// A placeholder's grammar (`{count:feminine}`) is not part of its name: only Russian
    /// needs it, and the two languages still share the placeholder.
    public static func placeholders(in template: String) -> Set<String> {
        var result = Set<String>()
        var current: String?
        for c in template {
            if c == "{" { current = "" } else if c == "}" {
                if let n = current { result.insert(String(n.prefix { $0 != ":" })) }
                current = nil
            } else { current?.append(c) }
        }
        return result
    }

    /// The template with each `{name}` (or `{name:grammar}`) that has an argument replaced by
    /// it; other braces stay as written. Scanned as UTF-8 bytes — braces are ASCII, never
    /// inside a multi-byte character — rather than as Characters, whose grapheme breaking cost
    /// a listing's labels 0.2 M instructions of a cold search.
    func fill(_ template: String, _ arguments: MessageArguments) -> String {
        guard template.utf8.contains(0x7B /* { */) else { return template }
        var out = ""
        var text = template
        text.withUTF8 { b in
            func piece(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self) }
            var literal = 0           // where the text not yet copied starts
            var name: Int?            // after the "{" of the placeholder being read
            for i in 0..<b.count {
                if b[i] == 0x7B {
                    // A brace inside a placeholder: what was read is text ("{" and the name).
                    out += piece((name.map { $0 - 1 } ?? literal)..<i)
                    name = i + 1
                } else if b[i] == 0x7D /* } */, let start = name {
                    // The name before a ":" (its grammar), found among the bytes: a
                    // Character's `prefix` broke graphemes, 40 k instructions of a listing.
                    var colon = i
                    for j in start..<i where b[j] == 0x3A /* : */ { colon = j; break }
                    let n = piece(start..<i)
                    let base = colon == i ? n : piece(start..<colon)
                    if let value = arguments[n] ?? arguments[base] {
                        out += spoken(n, value) ?? value
                    } else {
                        out += piece((start - 1)..<(i + 1))
                    }
                    name = nil
                    literal = i + 1
                }
            }
            out += piece((name.map { $0 - 1 } ?? literal)..<b.count)
        }
        return out
    }
}

/// A message's placeholder values, written as a dictionary literal (`["query": query]`).
/// Not a `[String: String]`: a message has a few arguments, found by comparing names, and the
/// first dictionary of Strings a process makes instantiates its generic metadata (and looks
/// up `String: Hashable` among every conformance record of the binary), 140 k instructions
/// of every cold search, for the loading message's one argument. A name given twice: the
/// last value wins, as a dictionary's assignment does.
public struct MessageArguments: ExpressibleByDictionaryLiteral, Equatable, Sendable {
    private var names: [String] = []
    private var values: [String] = []

    /// The same names with the same values, in any order (as two dictionaries compare).
    public static func == (a: Self, b: Self) -> Bool {
        a.names.count == b.names.count && a.names.indices.allSatisfy { b[a.names[$0]] == a.values[$0] }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    public subscript(name: String) -> String? {
        get {
            guard let i = names.lastIndex(of: name) else { return nil }
            return values[i]
        }
        set {
            if let i = names.lastIndex(of: name) {
                if let newValue { values[i] = newValue } else { names.remove(at: i); values.remove(at: i) }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }
}

/// The catalog's bytes and where each entry lies in them: an open-addressing table of
/// (key, value) byte ranges, hashed with FNV-1a on the key's bytes. Later lines win, as
/// files are read in name order. Immutable after `init`.
final class _CatalogTable: @unchecked Sendable {
    /// The catalog's text: a compiled catalog's static string where the binary holds it (not
    /// copied into an array: 44 k instructions of every start), else a copy this table owns.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let owned: Bool
    /// Per slot: key start, key end, value start, value end; -1 in the first for empty.
    private(set) var slots: [Int32]
    private let mask: Int

    /// A table built at build time (`_CompiledCatalogs.swift`): the compacted bytes and the
    /// slots `init(_:)` builds for them, taken as they are.
    init(compiled text: StaticString, slots: [Int32]) {
        bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        owned = false
        self.slots = slots
        mask = slots.count / 4 - 1
    }

    init(_ bytes: [UInt8]) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        self.bytes = UnsafeBufferPointer(copy)
        owned = true
        var lines = 0
        for b in bytes where b == 0x0A { lines += 1 }
        var capacity = 64
        while capacity < lines * 2 { capacity <<= 1 }
        mask = capacity - 1
        slots = [Int32](repeating: -1, count: capacity * 4)
        bytes.withUnsafeBufferPointer { b in
            let n = b.count
            var i = 0
            while i < n {
                var end = i
                while end < n && b[end] != 0x0A { end += 1 }
                defer { i = end + 1 }
                guard end > i, b[i] != 0x23 /* # */ else { continue }
                var eq = i
                while eq < end && b[eq] != 0x3D /* = */ { eq += 1 }
                guard eq < end else { continue }
                var ks = i, ke = eq
                while ks < ke && (b[ks] == 0x20 || b[ks] == 0x09) { ks += 1 }
                while ke > ks && (b[ke - 1] == 0x20 || b[ke - 1] == 0x09) { ke -= 1 }
                guard ke > ks else { continue }
                // One space after "=" separates; further leading spaces belong to the text
                // (indented example lines). Trailing white space is dropped.
                var vs = eq + 1, ve = end
                if vs < ve && b[vs] == 0x20 { vs += 1 }
                while ve > vs && (b[ve - 1] == 0x20 || b[ve - 1] == 0x09 || b[ve - 1] == 0x0D) { ve -= 1 }
                let slot = find(UnsafeBufferPointer(rebasing: b[ks..<ke]), in: b)
                slots[slot * 4] = Int32(ks)
                slots[slot * 4 + 1] = Int32(ke)
                slots[slot * 4 + 2] = Int32(vs)
                slots[slot * 4 + 3] = Int32(ve)
            }
        }
    }

    /// The slot holding `key`, or the empty slot where it belongs.
    private func find(_ key: UnsafeBufferPointer<UInt8>, in b: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for c in key { h = (h ^ UInt64(c)) &* 0x0000_0100_0000_01b3 }
        var slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let ks = Int(slots[slot * 4])
            if ks < 0 { return slot }
            let ke = Int(slots[slot * 4 + 1])
            if ke - ks == key.count && memcmp(b.baseAddress! + ks, key.baseAddress!, key.count) == 0 { return slot }
            slot = (slot + 1) & mask
        }
    }

    deinit { if owned { UnsafeMutableBufferPointer(mutating: bytes).deallocate() } }

    func value(_ key: String) -> String? {
        var k = key
        let b = bytes
        return k.withUTF8 { kb -> String? in
            guard !kb.isEmpty, !b.isEmpty else { return nil }
            let slot = find(kb, in: b)
            guard slots[slot * 4] >= 0 else { return nil }
            return Self.unescaped(UnsafeBufferPointer(rebasing: b[Int(slots[slot * 4 + 2])..<Int(slots[slot * 4 + 3])]))
        }
    }

    func all() -> [String: String] {
        let b = bytes
        var result: [String: String] = [:]
        for slot in 0...mask where slots[slot * 4] >= 0 {
            let key = String(decoding: UnsafeBufferPointer(rebasing: b[Int(slots[slot * 4])..<Int(slots[slot * 4 + 1])]), as: UTF8.self)
            result[key] = Self.unescaped(UnsafeBufferPointer(rebasing: b[Int(slots[slot * 4 + 2])..<Int(slots[slot * 4 + 3])]))
        }
        return result
    }

    /// The keys that start with `prefix`, in key order: for help, completion and the man page
    /// (the sync sources `finder` names without linking them, `SyncSourceNames`), not for start-up.
    func keys(withPrefix prefix: String) -> [String] {
        let b = bytes
        var out: [String] = []
        let p = Array(prefix.utf8)
        for slot in 0...mask where slots[slot * 4] >= 0 {
            let key = b[Int(slots[slot * 4])..<Int(slots[slot * 4 + 1])]
            if key.starts(with: p) { out.append(String(decoding: UnsafeBufferPointer(rebasing: key), as: UTF8.self)) }
        }
        return out.sorted()
    }

    /// The catalog as one `key = value` line per entry that won, values as written (escapes
    /// kept), in key order: the text `_CompiledCatalogs.swift` holds, without comments or
    /// overridden lines.
    func compacted() -> [UInt8] {
        let b = bytes
        var lines: [ArraySlice<UInt8>] = []
        for slot in 0...mask where slots[slot * 4] >= 0 {
            var line = Array(b[Int(slots[slot * 4])..<Int(slots[slot * 4 + 1])])
            line += Array(" = ".utf8)
            line += b[Int(slots[slot * 4 + 2])..<Int(slots[slot * 4 + 3])]
            line.append(0x0A)
            lines.append(line[...])
        }
        return lines.sorted { $0.lexicographicallyPrecedes($1) }.flatMap { $0 }
    }

    /// A value's text with each `\n` made a line break, decoded straight from the bytes.
    private static func unescaped(_ v: UnsafeBufferPointer<UInt8>) -> String {
        guard v.contains(0x5C) else { return String(decoding: v, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(v.count)
        var i = 0
        while i < v.count {
            if v[i] == 0x5C, i + 1 < v.count, v[i + 1] == 0x6E /* n */ {
                out.append(0x0A)
                i += 2
            } else {
                out.append(v[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
