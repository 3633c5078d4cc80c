/// A JSON text parsed into a flat table of values, the one JSON reader of every source (Unsplash,
/// the Moscow Exchange, Nasdaq, StockFinder files).
///
/// Bounded memory: each value is one 12-byte `Node` (strings and numbers are ranges of the
/// input, read when asked for), and every value takes at least two bytes of input but the
/// last, so the table is at most six times the input (`maxNodesPerByte`), whatever its shape —
/// Foundation's JSONDecoder held 1.29 GB for 8 MB of `[0,0,…]`. Nesting deeper than
/// `maxDepth` is refused.
///
/// Tolerant of bad leaves: a string that is not valid UTF-8 or holds a lone surrogate escape
/// (`\ud800`), and a number no Double can hold (`1e400`), are values of their own kind, so a
/// reader can skip the one record that holds them (a photo, a row) instead of the whole
/// answer. Anything else that is not JSON — a body cut short, a stray byte — is no document.
final class _JSONDocument: @unchecked Sendable {
    enum Kind: UInt8 {
        case null, `true`, `false`, number, badNumber, string, escapedString, badString, array, object
    }

    /// One value. Leaves: `start..<end` are its bytes (a string's without the quotes).
    /// Containers: `start` is the number of children (an object's keys and values both), `end`
    /// the index of the node after its last descendant.
    struct Node {
        var kind: Kind
        var start: UInt32
        var end: UInt32
    }

    static let maxDepth = 128
    /// Nodes per input byte, at most (`[0,0,…]`: one value per two bytes).
    static let maxNodesPerByte = 0.5

    let bytes: [UInt8]
    private(set) var nodes: [Node] = []

    /// nil when `bytes` is not one JSON value (surrounded by white space), or larger than 4 GiB.
    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        guard bytes.count < Int(UInt32.max) else { return nil }
        var parser = Parser(bytes: bytes)
        guard parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        guard parser.at == bytes.count else { return nil }
        nodes = parser.nodes
    }

    convenience init?<D: Sequence>(data: D) where D.Element == UInt8 {
        self.init(Array(data))
    }

    // MARK: reading

    func kind(_ i: Int) -> Kind { nodes[i].kind }

    /// The children of a container, each as its node index (an object's keys and values in turn).
    func children(_ i: Int) -> [Int] {
        var out: [Int] = []
        forEachChild(i) { out.append($0); return true }
        return out
    }

    /// Calls `body` with each child's index until it returns false.
    func forEachChild(_ i: Int, _ body: (Int) -> Bool) {
        let node = nodes[i]
        guard node.kind == .array || node.kind == .object else { return }
        var c = i + 1
        while c < Int(node.end) {
            guard body(c) else { return }
            c = next(c)
        }
    }

    func count(_ i: Int) -> Int {
        let node = nodes[i]
        switch node.kind {
        case .array: return Int(node.start)
        case .object: return Int(node.start) / 2
        default: return 0
        }
    }

    /// The index of the node after `i` and its descendants.
    func next(_ i: Int) -> Int {
        let node = nodes[i]
        return node.kind == .array || node.kind == .object ? Int(node.end) : i + 1
    }

    /// The value of `key` in the object at `i`.
    func member(_ i: Int, _ key: String) -> Int? {
        guard nodes[i].kind == .object else { return nil }
        var found: Int?
        var isKey = true
        var keyMatches = false
        let wanted = Array(key.utf8)
        forEachChild(i) { c in
            if isKey {
                keyMatches = keyEquals(c, wanted)
            } else if keyMatches {
                found = c   // the last of duplicate keys wins, as JSONDecoder reads them
            }
            isKey.toggle()
            return true
        }
        return found
    }

    private func keyEquals(_ i: Int, _ wanted: [UInt8]) -> Bool {
        let node = nodes[i]
        switch node.kind {
        case .string: return bytes[Int(node.start)..<Int(node.end)].elementsEqual(wanted)
        case .escapedString: return string(i).map { Array($0.utf8) == wanted } ?? false
        default: return false
        }
    }

    /// A leaf's bytes in the input: a string's without its quotes, escapes as written.
    func rawBytes(_ i: Int) -> ArraySlice<UInt8> { bytes[Int(nodes[i].start)..<Int(nodes[i].end)] }

    /// A string's text; nil for anything else, a bad string included.
    func string(_ i: Int) -> String? {
        let node = nodes[i]
        let raw = bytes[Int(node.start)..<Int(node.end)]
        switch node.kind {
        case .string: return String(decoding: raw, as: UTF8.self)
        case .escapedString: return Self.unescaped(raw)
        default: return nil
        }
    }

    /// A number's value; nil for anything else, a number out of range included.
    func double(_ i: Int) -> Double? {
        let node = nodes[i]
        guard node.kind == .number else { return nil }
        return Double(String(decoding: bytes[Int(node.start)..<Int(node.end)], as: UTF8.self))
    }

    /// A number's text as the source wrote it (an integer too long for a Double is exact here).
    func numberText(_ i: Int) -> String? {
        let node = nodes[i]
        guard node.kind == .number else { return nil }
        return String(decoding: bytes[Int(node.start)..<Int(node.end)], as: UTF8.self)
    }

    /// The keys of the object at `i`, in order.
    func keys(_ i: Int) -> [String] {
        var out: [String] = []
        var isKey = true
        forEachChild(i) { c in
            if isKey { out.append(string(c) ?? "") }
            isKey.toggle()
            return true
        }
        return out
    }

    /// The text of an escaped string that the parser found valid.
    static func unescaped(_ raw: ArraySlice<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = raw.startIndex
        func hex4(_ at: Int) -> UInt32? {
            guard at + 4 <= raw.endIndex else { return nil }
            var v: UInt32 = 0
            for b in raw[at..<at + 4] {
                guard let d = hexDigit(b) else { return nil }
                v = v << 4 | d
            }
            return v
        }
        while i < raw.endIndex {
            let b = raw[i]
            guard b == 0x5C else { out.append(b); i += 1; continue }
            let e = raw[i + 1]
            i += 2
            switch e {
            case 0x22, 0x5C, 0x2F: out.append(e)
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                guard var u = hex4(i) else { return nil }
                i += 4
                if (0xD800..<0xDC00).contains(u) {
                    guard let low = hex4(i + 2), (0xDC00..<0xE000).contains(low) else { return nil }
                    u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                guard let scalar = Unicode.Scalar(u) else { return nil }
                out.append(contentsOf: String(Character(scalar)).utf8)
            default: return nil
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: UInt32(b - 0x30)
        case 0x41...0x46: UInt32(b - 0x41 + 10)
        case 0x61...0x66: UInt32(b - 0x61 + 10)
        default: nil
        }
    }

    // MARK: parsing

    private struct Parser {
        let bytes: [UInt8]
        var at = 0
        var nodes: [Node] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func skipSpace() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
        }

        mutating func leaf(_ kind: Kind, _ start: Int, _ end: Int) {
            nodes.append(Node(kind: kind, start: UInt32(start), end: UInt32(end)))
        }

        mutating func literal(_ text: StaticString, _ kind: Kind) -> Bool {
            let n = text.utf8CodeUnitCount
            guard at + n <= bytes.count else { return false }
            let matches = text.withUTF8Buffer { bytes[at..<at + n].elementsEqual($0) }
            guard matches else { return false }
            leaf(kind, at, at + n)
            at += n
            return true
        }

        mutating func value(depth: Int) -> Bool {
            skipSpace()
            guard at < bytes.count, depth <= _JSONDocument.maxDepth else { return false }
            switch bytes[at] {
            case 0x7B: return container(object: true, depth: depth)
            case 0x5B: return container(object: false, depth: depth)
            case 0x22: return string()
            case 0x74: return literal("true", .true)
            case 0x66: return literal("false", .false)
            case 0x6E: return literal("null", .null)
            case 0x2D, 0x30...0x39: return number()
            default: return false
            }
        }

        mutating func container(object: Bool, depth: Int) -> Bool {
            let me = nodes.count
            leaf(object ? .object : .array, 0, 0)
            at += 1
            var children: UInt32 = 0
            skipSpace()
            let close: UInt8 = object ? 0x7D : 0x5D
            if at < bytes.count, bytes[at] == close {
                at += 1
                nodes[me].end = UInt32(nodes.count)
                return true
            }
            while true {
                if object {
                    skipSpace()
                    guard at < bytes.count, bytes[at] == 0x22, string() else { return false }
                    skipSpace()
                    guard at < bytes.count, bytes[at] == 0x3A else { return false }
                    at += 1
                    children += 1
                }
                guard value(depth: depth + 1) else { return false }
                children += 1
                skipSpace()
                guard at < bytes.count else { return false }
                if bytes[at] == 0x2C { at += 1; continue }
                guard bytes[at] == close else { return false }
                at += 1
                nodes[me].start = children
                nodes[me].end = UInt32(nodes.count)
                return true
            }
        }

        /// A string: its syntax must hold (a closing quote, escapes of the right form); its
        /// content may be bad (invalid UTF-8, a lone surrogate, a raw control) and is then
        /// `.badString`.
        mutating func string() -> Bool {
            at += 1
            let start = at
            var escaped = false, bad = false, nonASCII = false
            while at < bytes.count {
                let b = bytes[at]
                switch b {
                case 0x22:
                    let end = at
                    at += 1
                    if !bad, nonASCII, !Self.isValidUTF8(bytes[start..<end]) { bad = true }
                    if !bad, escaped, _JSONDocument.unescaped(bytes[start..<end]) == nil { bad = true }
                    leaf(bad ? .badString : escaped ? .escapedString : .string, start, end)
                    return true
                case 0x5C:
                    guard at + 1 < bytes.count else { return false }
                    escaped = true
                    let e = bytes[at + 1]
                    if e == 0x75 {
                        guard at + 6 <= bytes.count, bytes[at + 2..<at + 6].allSatisfy({ _JSONDocument.hexDigit($0) != nil }) else { return false }
                        at += 6
                    } else {
                        guard [0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74].contains(e) else { return false }
                        at += 2
                    }
                case 0x00..<0x20:
                    bad = true
                    at += 1
                default:
                    if b >= 0x80 { nonASCII = true }
                    at += 1
                }
            }
            return false
        }

        static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
            var it = bytes.makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&it) {
                case .scalarValue: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }

        mutating func number() -> Bool {
            let start = at
            func digits() -> Int {
                let s = at
                while at < bytes.count, (0x30...0x39).contains(bytes[at]) { at += 1 }
                return at - s
            }
            if bytes[at] == 0x2D { at += 1 }
            let first = at
            guard digits() > 0 else { return false }
            if bytes[first] == 0x30, at - first > 1 { return false }   // no leading zeros
            if at < bytes.count, bytes[at] == 0x2E {
                at += 1
                guard digits() > 0 else { return false }
            }
            if at < bytes.count, bytes[at] == 0x65 || bytes[at] == 0x45 {
                at += 1
                if at < bytes.count, bytes[at] == 0x2B || bytes[at] == 0x2D { at += 1 }
                guard digits() > 0 else { return false }
            }
            // Only an exponent or 309 digits and more can take a number past a Double's range.
            var finite = true
            if at - start > 300 || bytes[start..<at].contains(where: { $0 == 0x65 || $0 == 0x45 }) {
                finite = Double(String(decoding: bytes[start..<at], as: UTF8.self))?.isFinite == true
            }
            leaf(finite ? .number : .badNumber, start, at)
            return true
        }
    }
}
