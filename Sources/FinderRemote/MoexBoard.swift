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
    /// `marketdata` row by SECID, each made when it is asked for.
    /// Cost: one JSON parse of the body (`_JSONDocument`, at most six times the body), four
    /// bytes a row of each block, and a sort of the market rows by SECID. Read all at once into
    /// dictionaries, a hostile board of tens of millions of rows held gigabytes.
    public static func parse(_ data: Data) throws(MoexFormatError) -> Securities {
        guard let doc = _JSONDocument(data: data) else { throw .notJSON }
        guard doc.kind(0) == .object else { throw .notAnObject }
        guard let securities = doc.member(0, "securities") else { throw .missingBlock("securities") }
        let sec = try _MoexBlock(doc, securities, name: "securities")
        guard sec.has("SECID") else { throw .missingColumn(block: "securities", column: "SECID") }
        let market = try doc.member(0, "marketdata").map { node throws(MoexFormatError) in
            try _MoexBlock(doc, node, name: "marketdata")
        }
        return Securities(securities: sec, market: market.map(_MoexMarketIndex.init))
    }

    /// A board's shares, read one at a time.
    public struct Securities: RandomAccessCollection, Sendable {
        let securities: _MoexBlock
        let market: _MoexMarketIndex?

        public var startIndex: Int { 0 }
        public var endIndex: Int { securities.rows.count }
        public subscript(i: Int) -> MoexSecurity {
            let row = securities.row(i)
            let marketRow = row["SECID"]?.string.flatMap { market?.row($0) } ?? [:]
            return MoexSecurity(securities: row, marketdata: marketRow)
        }
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
