import Foundation

/// A parsed JSON value that keeps numbers, booleans and strings apart (JSONSerialization on
/// Linux hands booleans back as numbers). Shared by the Moscow Exchange and StockFinder
/// readers, which must tell "a price that is not a number" from a number.
enum _JSONTree: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([_JSONTree])
    case object([String: _JSONTree])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null; return }
        if let b = try? c.decode(Bool.self) { self = .bool(b); return }
        if let n = try? c.decode(Double.self) { self = .number(n); return }
        if let s = try? c.decode(String.self) { self = .string(s); return }
        if let a = try? c.decode([_JSONTree].self) { self = .array(a); return }
        if let o = try? c.decode([String: _JSONTree].self) { self = .object(o); return }
        // The scanner has checked the syntax already, so what no decode takes is a number a
        // Double cannot hold (1e309, -1e400, 1e-400). It once failed the whole source as "not
        // valid JSON"; now it is a number that is not one (NaN), which every range check
        // refuses: a bad price, skipped and counted, or an optional extra dropped.
        self = .number(.nan)
    }

    /// Parses `data`, or nil when it is not JSON (a truncated body is not JSON either). Read
    /// by `_JSONDocument`, never Foundation's parser; a string that is not valid text is
    /// `null` (its cell absent), a number out of range NaN.
    static func parse(_ data: Data) -> _JSONTree? {
        _JSONDocument(data: data).map { _JSONTree($0, 0) }
    }

    init(_ doc: _JSONDocument, _ i: Int) {
        switch doc.kind(i) {
        case .null, .badString: self = .null
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .number: self = .number(doc.double(i) ?? .nan)
        case .badNumber: self = .number(.nan)
        case .string, .escapedString: self = .string(doc.string(i) ?? "")
        case .array:
            var elements: [_JSONTree] = []
            elements.reserveCapacity(doc.count(i))
            doc.forEachChild(i) { elements.append(_JSONTree(doc, $0)); return true }
            self = .array(elements)
        case .object:
            var members: [String: _JSONTree] = [:]
            var key: String?
            doc.forEachChild(i) { c in
                if let k = key {
                    members[k] = _JSONTree(doc, c)
                    key = nil
                } else {
                    key = doc.string(c) ?? ""
                }
                return true
            }
            self = .object(members)
        }
    }

    var string: String? { if case .string(let s) = self { s } else { nil } }

    /// A cell as a source value: text stays text, numbers become numbers, null is absent.
    var cell: SourceCell {
        switch self {
        case .null: .absent
        case .number(let n): .number(n)
        case .string(let s): s.isEmpty ? .absent : .text(s)
        case .bool(let b): .text(b ? "true" : "false")
        case .array, .object: .text("…")
        }
    }
}

extension _JSONDocument {
    /// The value at node `i` as a source cell, as `_JSONTree.cell` reads it, without making a
    /// tree of a container (it is the cell "…").
    func cell(_ i: Int) -> SourceCell {
        switch kind(i) {
        case .array, .object: .text("…")
        default: _JSONTree(self, i).cell
        }
    }
}

/// One value as a source gave it, before validation: the catalogue sync decides what a
/// usable price or name is (FinderDomain/Stocks/CatalogueSync.swift), not the readers.
public enum SourceCell: Equatable, Sendable {
    case absent
    case number(Double)
    case text(String)

    /// The text of a text cell (numbers are not names).
    public var text: String? { if case .text(let s) = self { s } else { nil } }
}
