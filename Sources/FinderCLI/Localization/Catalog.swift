import FinderText

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
public struct Catalog: Sendable {
    public let language: Language
    public private(set) var entries: [String: String] = [:]
    let plurals: PluralRules
    private(set) var numbers: NumberFormat

    public init(language: Language, text: String) {
        var bytes = Array(text.utf8)
        self.init(language: language, utf8: &bytes)
    }

    /// Parses the catalog bytes directly: this runs on every start, so it works on UTF-8
    /// bytes rather than Characters.
    public init(language: Language, utf8 bytes: inout [UInt8]) {
        self.language = language
        plurals = PluralRules(language: language.rawValue)
        numbers = NumberFormat(language: language.rawValue)
        entries.reserveCapacity(bytes.count / 40)
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
                let key = String(decoding: UnsafeBufferPointer(rebasing: b[ks..<ke]), as: UTF8.self)
                entries[key] = Self.unescaped(UnsafeBufferPointer(rebasing: b[vs..<ve]))
            }
        }
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

    /// The message for `key` with its placeholders filled. A missing key yields the key
    /// itself, so a gap is visible rather than silent (the catalog tests forbid gaps).
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        fill(entries[key] ?? key, arguments)
    }

    /// The plural form of `key` for `count`; `{count}` is the count formatted for the language.
    public func plural(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        let category = plurals.category(for: count).rawValue
        let template = entries["\(key)[\(category)]"] ?? entries["\(key)[other]"] ?? key
        var args = arguments
        args["count"] = numbers.decimal(count)
        return fill(template, args)
    }

    public var numberFormat: NumberFormat { numbers }

    /// The same catalog for text that is spoken (accessible mode): numbers are not grouped,
    /// so a screen reader says "8926 results" as one number, not "8 926" as two.
    public var speaking: Catalog {
        var copy = self
        copy.numbers = numbers.ungrouped
        return copy
    }

    /// The placeholder names used in a template, for the catalog consistency test.
    public static func placeholders(in template: String) -> Set<String> {
        var result = Set<String>()
        var current: String?
        for c in template {
            if c == "{" { current = "" } else if c == "}" { if let n = current { result.insert(n) }; current = nil } else { current?.append(c) }
        }
        return result
    }

    private func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard template.contains("{") else { return template }
        var out = ""
        var name: String?
        for c in template {
            if c == "{" {
                if let n = name { out += "{" + n }
                name = ""
            } else if c == "}", let n = name {
                out += arguments[n] ?? "{\(n)}"
                name = nil
            } else if name != nil {
                name!.append(c)
            } else {
                out.append(c)
            }
        }
        if let n = name { out += "{" + n }
        return out
    }
}
