/// One block: its columns, and the node of each row; a row becomes a dictionary keyed by
/// column name when it is read.
struct _MoexBlock: Sendable {
    let doc: _JSONDocument
    let columns: [String]
    let rows: [UInt32]

    init(_ doc: _JSONDocument, _ node: Int, name: String) throws(MoexFormatError) {
        guard doc.kind(node) == .object, let cols = doc.member(node, "columns"), doc.kind(cols) == .array,
              let data = doc.member(node, "data"), doc.kind(data) == .array else {
            throw .badBlock(name)
        }
        self.doc = doc
        var columns: [String] = []
        columns.reserveCapacity(doc.count(cols))
        doc.forEachChild(cols) { columns.append(doc.string($0) ?? ""); return true }
        self.columns = columns
        var rows: [UInt32] = []
        rows.reserveCapacity(doc.count(data))
        doc.forEachChild(data) { rows.append(UInt32($0)); return true }
        self.rows = rows
    }

    func has(_ column: String) -> Bool { columns.contains(column) }

    /// Row `i`'s cells by column name (a row that is not an array has none).
    func row(_ i: Int) -> [String: _JSONTree] {
        let node = Int(rows[i])
        guard doc.kind(node) == .array else { return [:] }
        var d: [String: _JSONTree] = [:]
        var c = 0
        doc.forEachChild(node) { cell in
            guard c < columns.count else { return false }
            if !columns[c].isEmpty { d[columns[c]] = _JSONTree(doc, cell) }
            c += 1
            return true
        }
        return d
    }

    /// The cells of the row that holds node `cell`: the last row that starts before it.
    func row(rowHolding cell: Int) -> [String: _JSONTree] {
        var lo = 0, hi = rows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(rows[mid]) < cell { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? row(lo - 1) : [:]
    }

    /// The node of row `i`'s cell in `column`, if the row has it.
    func cell(_ i: Int, column: Int) -> Int? {
        let node = Int(rows[i])
        guard doc.kind(node) == .array else { return nil }
        var found: Int?
        var c = 0
        doc.forEachChild(node) { cell in
            if c == column { found = cell; return false }
            c += 1
            return true
        }
        return found
    }
}

/// The market rows in order of SECID, to find a share's by binary search: four bytes a row
/// (the node of its SECID cell) instead of a dictionary of strings. Of rows with the same
/// SECID the last counts, as a dictionary filled in order kept it.
struct _MoexMarketIndex: Sendable {
    let block: _MoexBlock
    /// The SECID cell of every row that has a text one, by the SECID's bytes, then by position.
    let order: [UInt32]

    init(_ block: _MoexBlock) {
        self.block = block
        let doc = block.doc
        var order: [UInt32] = []
        if let secid = block.columns.lastIndex(of: "SECID") {
            let cells = block.rows.indices.lazy.compactMap { block.cell($0, column: secid) }.filter { Self.isText(doc, $0) }
            order.reserveCapacity(cells.count)   // exactly: counted first
            for cell in cells { order.append(UInt32(cell)) }
            order.sort { a, b in
                let ka = Self.key(doc, Int(a)), kb = Self.key(doc, Int(b))
                return ka.lexicographicallyPrecedes(kb) || (a < b && ka.elementsEqual(kb))
            }
        }
        self.order = order
    }

    static func isText(_ doc: _JSONDocument, _ node: Int) -> Bool {
        doc.kind(node) == .string || doc.kind(node) == .escapedString
    }

    /// A string node's text as bytes: its bytes in the body, unless escaped.
    static func key(_ doc: _JSONDocument, _ node: Int) -> ArraySlice<UInt8> {
        doc.kind(node) == .string ? doc.rawBytes(node) : ArraySlice(Array((doc.string(node) ?? "").utf8))
    }

    /// The last market row whose SECID is `id`, by column name.
    func row(_ id: String) -> [String: _JSONTree]? {
        let wanted = Array(id.utf8)[...]
        // The first cell whose key is past `wanted`; the one before it is the last equal one.
        var lo = 0, hi = order.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if wanted.lexicographicallyPrecedes(Self.key(block.doc, Int(order[mid]))) { hi = mid } else { lo = mid + 1 }
        }
        guard lo > 0, Self.key(block.doc, Int(order[lo - 1])).elementsEqual(wanted) else { return nil }
        return block.row(rowHolding: Int(order[lo - 1]))
    }
}
