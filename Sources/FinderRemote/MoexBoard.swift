import Foundation

/// The Moscow Exchange ISS listing of one board (TQBR, the main board for shares): where it
/// is and how to read it.
///
/// The whole board comes in one response, an object of blocks (`securities`, `marketdata`,
/// `dataversion`), each `{"columns":[…], "data":[[…], …]}`. Columns are read by name, never by
/// position, because newer responses add columns. Reading is strict about the shape (a body
/// that is not such an object is an error) and lenient about cells (a row with odd cells is
/// returned as it is, for the catalogue sync to count and skip).
public enum MoexBoard {
    /// `https://iss.moex.com`; FINDER_MOEX_URL overrides it (tests, proxies).
    public static let defaultBase = "https://iss.moex.com"
    public static let path = "/iss/engines/stock/markets/shares/boards/TQBR/securities.json"
    public static let query = "iss.meta=off&iss.only=securities,marketdata"

    /// The board listing URL under `base` (a trailing slash is ignored); nil if `base` is not a URL.
    public static func url(base: String) -> URL? {
        var b = base
        while b.hasSuffix("/") { b.removeLast() }
        guard let url = URL(string: b + path + "?" + query), url.scheme != nil, url.host != nil else { return nil }
        return url
    }

    /// Reads a board listing: one `MoexSecurity` per row of `securities`, joined with its
    /// `marketdata` row by SECID.
    /// Cost: one JSON parse of the body plus a dictionary of market rows.
    public static func parse(_ data: Data) throws(MoexFormatError) -> [MoexSecurity] {
        guard let tree = _JSONTree.parse(data) else { throw .notJSON }
        guard case .object(let blocks) = tree else { throw .notAnObject }
        guard let securities = blocks["securities"] else { throw .missingBlock("securities") }
        let sec = try _MoexBlock(securities, name: "securities")
        guard sec.has("SECID") else { throw .missingColumn(block: "securities", column: "SECID") }
        var market: [String: [String: _JSONTree]] = [:]
        if let m = blocks["marketdata"] {
            let md = try _MoexBlock(m, name: "marketdata")
            for row in md.rows {
                if let id = row["SECID"]?.string { market[id] = row }
            }
        }
        return sec.rows.map { row in MoexSecurity(securities: row, marketdata: row["SECID"]?.string.flatMap { market[$0] } ?? [:]) }
    }
}

/// Why a body is not a board listing.
public enum MoexFormatError: Error, Equatable, Sendable {
    case notJSON
    case notAnObject
    case missingBlock(String)
    case missingColumn(block: String, column: String)
    case badBlock(String)
}

/// One block, rows turned into dictionaries keyed by column name.
struct _MoexBlock {
    let columns: [String]
    let rows: [[String: _JSONTree]]

    init(_ tree: _JSONTree, name: String) throws(MoexFormatError) {
        guard case .object(let o) = tree, case .array(let cols)? = o["columns"], case .array(let data)? = o["data"] else {
            throw .badBlock(name)
        }
        let columns = cols.map { $0.string ?? "" }
        self.columns = columns
        rows = data.map { row in
            guard case .array(let cells) = row else { return [:] }
            var d: [String: _JSONTree] = [:]
            for (c, cell) in zip(columns, cells) where !c.isEmpty { d[c] = cell }
            return d
        }
    }

    func has(_ column: String) -> Bool { columns.contains(column) }
}
