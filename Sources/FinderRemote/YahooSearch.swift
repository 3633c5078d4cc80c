import Foundation

/// Yahoo Finance's keyless search endpoint, asked for the symbols of a listing the catalogue
/// knows only by its ISIN (a listing that names no exchange, whose code is another site's):
/// the quote source then prices the symbol it gives (`YahooSpark`). GUIDE "Prices for any
/// listing" has the format.
///
/// `GET /v1/finance/search?q=SE0010468124&quotesCount=10&newsCount=0&listsCount=0` answers
/// `{"explains":[],"count":1,"quotes":[{"exchange":"STO","shortname":"…","quoteType":"EQUITY",
/// "symbol":"CUREX.ST","index":"quotes","score":20001,"typeDisp":"Equity","exchDisp":
/// "Stockholm","isYahooFinance":true}],"news":[],…}`; an ISIN it does not know gives
/// `"quotes":[]`. Undocumented, as the spark endpoint is: members are read by name, an entry
/// without a usable symbol is skipped.
public enum YahooSearch {
    public static let path = "/v1/finance/search"

    /// The lookup of `isin` under `base` (the quote source's base: one host serves both);
    /// nil when `base` is not a URL or `isin` is not twelve ASCII letters and digits.
    public static func url(base: String, isin: String) -> URL? {
        guard isin.utf8.count == 12, isin.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }) else { return nil }
        var b = base
        while b.hasSuffix("/") { b.removeLast() }
        guard let url = URL(string: b + path + "?q=" + isin + "&quotesCount=10&newsCount=0&listsCount=0"),
              url.scheme != nil, url.host != nil else { return nil }
        return url
    }

    /// One listing the search found.
    public struct Match: Equatable, Sendable {
        /// Yahoo's symbol ("CUREX.ST", "AAPL").
        public var symbol: String
        /// "EQUITY", "ETF", "MUTUALFUND"…; nil when not given.
        public var kind: String?

        public init(symbol: String, kind: String? = nil) {
            self.symbol = symbol
            self.kind = kind
        }
    }

    /// The listings of an answer, in its order (Yahoo's best first).
    public static func parse(_ data: Data) throws(YahooFormatError) -> [Match] {
        guard let doc = _JSONDocument(data: data) else { throw .notJSON }
        guard doc.kind(0) == .object, let quotes = doc.member(0, "quotes"), doc.kind(quotes) == .array else { throw .notSearch }
        var found: [Match] = []
        doc.forEachChild(quotes) { entry in
            guard doc.kind(entry) == .object, let s = doc.member(entry, "symbol"), let symbol = doc.string(s),
                  !symbol.isEmpty, symbol.utf8.count <= 32,
                  symbol.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || ".-=^".utf8.contains($0) })
            else { return true }
            let kind = doc.member(entry, "quoteType").flatMap { doc.string($0) }.flatMap { $0.utf8.count <= 20 ? $0 : nil }
            found.append(Match(symbol: symbol, kind: kind))
            return true
        }
        return found
    }
}
