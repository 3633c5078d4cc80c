import Foundation

/// A parsed JSON value that keeps numbers, booleans and strings apart (JSONSerialization on
/// Linux hands booleans back as numbers). One row of the Moscow Exchange or Nasdaq readers at a
/// time, which must tell "a price that is not a number" from a number.
enum _JSONTree: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([_JSONTree])
    case object([String: _JSONTree])

    /// The value at node `i` of a document (`_JSONDocument`, never Foundation's parser), made
    /// whole: a string that is not valid text is `null` (its cell absent), a number out of
    /// range NaN. Readers make one row's tree at a time, never the whole body's.
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
