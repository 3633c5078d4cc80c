import Foundation

/// The Nasdaq stock screener: every stock listed on NASDAQ, NYSE and NYSE American in one
/// keyless response, with last sale and market capitalisation (../shared/data/README.md).
///
/// The service is public but undocumented, so reading is by member name and tolerant of
/// shape: the rows may sit at `data.rows` (with `download=true`) or `data.table.rows`.
/// Reading is strict about the envelope (a body without rows is an error: an HTML page, a
/// cut body, `rows: null`) and lenient about rows (an odd row comes back as it is, for the
/// catalogue sync to count and skip).
public enum NasdaqScreener {
    /// `https://api.nasdaq.com`; FINDER_NASDAQ_URL overrides it (tests, proxies).
    public static let defaultBase = "https://api.nasdaq.com"
    public static let path = "/api/screener/stocks"
    public static let query = "download=true"

    /// The service may hang or refuse a request without a browser's User-Agent.
    public static let headers = [
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
        "Accept": "application/json",
    ]

    /// The screener URL under `base` (a trailing slash is ignored); nil if `base` is not a URL.
    public static func url(base: String) -> URL? {
        var b = base
        while b.hasSuffix("/") { b.removeLast() }
        guard let url = URL(string: b + path + "?" + query), url.scheme != nil, url.host != nil else { return nil }
        return url
    }

    /// One row as the screener gives it, with its numbers read: `lastSale` "$3,812.40" is
    /// 3812.40 (the separator is certain here), "NA" or "" is absent; a value that is not a
    /// dollar amount stays text, for the sync to skip as a bad price.
    public struct Row: Equatable, Sendable {
        /// "AAPL", "BRK/B" (class shares with a slash), as sent.
        public var symbol: SourceCell
        /// "Apple Inc. Common Stock", as sent.
        public var name: SourceCell
        public var lastSale: SourceCell
        /// US dollars.
        public var marketCap: SourceCell
        /// `netchange` ("-1.27", "1,980.00") in dollars and `pctchange` ("-0.453%") in
        /// percent: the day's change of `lastSale`, signed; "UNCH" is 0.
        public var netChange: SourceCell = .absent
        public var percentChange: SourceCell = .absent
        /// Every member of the row as sent, for a field read by its member's name
        /// (`amount(_:)`, `signedAmount(_:percent:)`, `cell(_:)`): a new field a sync takes
        /// from the screener is one line in its source (CONTRIBUTING.md "How to add… a stock field").
        /// Not part of equality: the fields above are what a row is.
        var members: [String: _JSONTree] = [:]

        /// The member as sent: text, a number, or absent.
        public func cell(_ member: String) -> SourceCell { members[member]?.cell ?? .absent }
        /// The member read as a dollar amount ("$3,812.40", "NA"), as `lastSale` is.
        public func amount(_ member: String) -> SourceCell { NasdaqScreener.amount(members[member]) }
        /// The member read as a signed amount ("-1.27", "UNCH"), or percent ("-0.453%").
        public func signedAmount(_ member: String, percent: Bool = false) -> SourceCell {
            NasdaqScreener.signedAmount(members[member], percent: percent)
        }

        public static func == (a: Row, b: Row) -> Bool {
            a.symbol == b.symbol && a.name == b.name && a.lastSale == b.lastSale && a.marketCap == b.marketCap
                && a.netChange == b.netChange && a.percentChange == b.percentChange
        }
    }

    /// The rows of an answer, each read when it is asked for: the body's document
    /// (`_JSONDocument`, at most six times the body) and four bytes a row. Read all at once,
    /// 60 MiB of `{"data":{"rows":[{},{},…]}}` held 11.25 GB as trees and rows.
    public struct Rows: RandomAccessCollection, Sendable {
        let doc: _JSONDocument
        /// The node of each element of the rows array.
        let elements: [UInt32]

        public var startIndex: Int { 0 }
        public var endIndex: Int { elements.count }
        public subscript(i: Int) -> Row { NasdaqScreener.row(doc, Int(elements[i])) }
    }

    public static func parse(_ data: Data) throws(NasdaqFormatError) -> Rows {
        guard let doc = _JSONDocument(data: data) else { throw .notJSON }
        guard doc.kind(0) == .object else { throw .notAnObject }
        guard let payload = doc.member(0, "data"), doc.kind(payload) == .object else { throw .missingRows }
        var rows = doc.member(payload, "rows")
        if rows == nil || rows.map({ doc.kind($0) == .null }) == true, let table = doc.member(payload, "table"),
           doc.kind(table) == .object {
            rows = doc.member(table, "rows")
        }
        guard let rows, doc.kind(rows) == .array else { throw .missingRows }
        var elements: [UInt32] = []
        elements.reserveCapacity(doc.count(rows))
        doc.forEachChild(rows) { elements.append(UInt32($0)); return true }
        return Rows(doc: doc, elements: elements)
    }

    /// The row at node `i`: an element that is not an object is a row of nothing, for the sync
    /// to count and skip.
    static func row(_ doc: _JSONDocument, _ i: Int) -> Row {
        guard case .object(let o) = _JSONTree(doc, i) else {
            return Row(symbol: .absent, name: .absent, lastSale: .absent, marketCap: .absent)
        }
        return Row(symbol: o["symbol"]?.cell ?? .absent, name: o["name"]?.cell ?? .absent,
                   lastSale: amount(o["lastsale"]), marketCap: amount(o["marketCap"]),
                   netChange: signedAmount(o["netchange"]), percentChange: signedAmount(o["pctchange"], percent: true),
                   members: o)
    }

    /// "$278.85", "$765,020.00", "4,120,351,810,000" → a number; "NA", "", null → absent;
    /// anything else stays text.
    static func amount(_ value: _JSONTree?) -> SourceCell {
        guard let value else { return .absent }
        switch value.cell {
        case .text(let raw):
            let t = raw.trimmingCharacters(in: .whitespaces)
            if t.isEmpty || t.uppercased() == "NA" || t.uppercased() == "N/A" { return .absent }
            var digits = Substring(t)
            if digits.first == "$" { digits = digits.dropFirst() }
            let plain = digits.filter { $0 != "," }
            // Commas only as thousands separators: groups of three digits after the first.
            let groups = digits.split(separator: ".", maxSplits: 1)[0].split(separator: ",", omittingEmptySubsequences: false)
            guard groups.dropFirst().allSatisfy({ $0.count == 3 }), !plain.isEmpty,
                  plain.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  plain.filter({ $0 == "." }).count <= 1, let n = Double(plain) else { return .text(raw) }
            return .number(n)
        case let other:
            return other
        }
    }

    /// A signed `amount`: "-1.27", "+0.95", "1,980.00"; with `percent`, "-0.453%" (the sign
    /// optional). "UNCH" (unchanged) is 0.
    static func signedAmount(_ value: _JSONTree?, percent: Bool = false) -> SourceCell {
        guard let value, case .text(let raw) = value.cell else { return amount(value) }
        var t = Substring(raw.trimmingCharacters(in: .whitespaces))
        if t.uppercased() == "UNCH" { return .number(0) }
        if percent, t.last == "%" { t = t.dropLast() }
        var sign = 1.0
        if let first = t.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            t = t.dropFirst()
        }
        guard case .number(let n) = amount(.string(String(t))) else { return amount(value) }
        return .number(sign * n)
    }

    // MARK: the catalogue's conventions

    /// The catalogue's ticker for a screener symbol. The bundled catalogue (investpy) writes a
    /// share class as a lowercase letter after the ticker (`BRKb`, `BFb`, `MOGa`) and a
    /// preferred share as `_p` and its series (`EP_pc`); the screener writes `BRK/B`, `BF/B`
    /// and `EP^C`. Other symbols are kept as sent.
    public static func catalogueTicker(_ symbol: String) -> String {
        func lowerLetters(_ s: Substring) -> String? {
            guard !s.isEmpty, s.count <= 2, s.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
            return s.lowercased()
        }
        if let slash = symbol.firstIndex(of: "/"), slash != symbol.startIndex,
           let cls = lowerLetters(symbol[symbol.index(after: slash)...]), cls.count == 1 {
            return symbol[..<slash] + cls
        }
        if let caret = symbol.firstIndex(of: "^"), caret != symbol.startIndex,
           let series = lowerLetters(symbol[symbol.index(after: caret)...]) {
            return symbol[..<caret] + "_p" + series
        }
        return symbol
    }

    /// A listing name from a screener name: the security-class tail that the screener appends
    /// is dropped ("Apple Inc. Common Stock" → "Apple Inc."), the share class kept ("Alphabet
    /// Inc. Class A Common Stock" → "Alphabet Inc. Class A"), and depositary shares written as
    /// a receipt ("Sanofi ADS", "Mechel PAO American Depositary Shares" → "… ADR"), so that
    /// ranking still tells a receipt from the company's own shares. Other securities keep
    /// their word ("… Warrants", "… Units"): they are not the company's stock.
    public static func listingName(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " }).map(String.init)
        let lower = words.map { $0.lowercased() }
        func cut(at i: Int, receipt: Bool) -> String {
            var kept = words[..<i].joined(separator: " ")
            while let last = kept.last, last == "," || last == "-" || last == " " || last == ";" { kept.removeLast() }
            guard !kept.isEmpty else { return name }
            return receipt ? kept + " ADR" : kept
        }
        for i in lower.indices where i > 0 {
            let rest = lower[i...]
            func starts(_ phrase: [String]) -> Bool { rest.starts(with: phrase) }
            if starts(["american", "depositary"]) || starts(["american", "depository"]) || starts(["sponsored", "adr"])
                || ((lower[i] == "ads" || lower[i] == "adr" || lower[i] == "adss") && i == lower.count - 1) {
                return cut(at: i, receipt: true)
            }
            if starts(["common", "stock"]) || starts(["common", "shares"]) || starts(["ordinary", "shares"])
                || starts(["capital", "stock"]) {
                return cut(at: i, receipt: false)
            }
        }
        return name
    }
}

/// Why a body is not a screener answer.
public enum NasdaqFormatError: Error, Equatable, Sendable {
    case notJSON
    case notAnObject
    /// No `data.rows` or `data.table.rows` array (missing or null).
    case missingRows
}
