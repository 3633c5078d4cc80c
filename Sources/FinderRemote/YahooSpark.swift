import Foundation
import FinderText

/// Yahoo Finance's spark endpoint: the last price of up to twenty listings in one keyless
/// request, on every exchange Yahoo lists (its symbols carry the exchange: `7203.T`, `SAP.DE`,
/// `SBER.ME`; a US listing's is bare, `BRK-B`). GUIDE "Prices for any listing" has the format.
///
/// `GET /v7/finance/spark?symbols=AAPL,7203.T&range=1d&interval=1d` answers
/// `{"spark":{"result":[{"symbol":"AAPL","response":[{"meta":{…},…}]},…],"error":null}}`;
/// a symbol Yahoo does not know is left out of `result` (all unknown: `result` null and an
/// `error`). The service is public but undocumented: members are read by name, a quote whose
/// numbers are missing or out of range is skipped, never guessed.
public enum YahooSpark {
    /// `https://query1.finance.yahoo.com`; FINDER_QUOTES_URL overrides it (tests, proxies).
    public static let defaultBase = "https://query1.finance.yahoo.com"
    public static let path = "/v7/finance/spark"
    /// The most symbols one request asks for (the service's own limit).
    public static let batch = 20
    /// A browser's User-Agent, as for the Nasdaq screener: the service refuses some without one.
    public static let headers = NasdaqScreener.headers

    /// The request for `symbols` under `base` (a trailing slash is ignored); nil when `base`
    /// is not a URL or `symbols` is empty or longer than `batch`.
    public static func url(base: String, symbols: [String]) -> URL? {
        guard !symbols.isEmpty, symbols.count <= batch else { return nil }
        var b = base
        while b.hasSuffix("/") { b.removeLast() }
        // Every other byte escaped here: Foundation escapes a string with one invalid
        // character (`^`) whole, `%` included, so `A%26B` would become `A%2526B`.
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: ".-=")
        let list = symbols.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }.joined(separator: ",")
        guard let url = URL(string: b + path + "?symbols=" + list + "&range=1d&interval=1d"),
              url.scheme != nil, url.host != nil else { return nil }
        return url
    }

    /// One listing's last price as Yahoo gives it.
    public struct Quote: Equatable, Sendable {
        /// As Yahoo spells it ("7203.T").
        public var symbol: String
        /// In `currency`, which may be a minor unit ("GBp": pence on the London Stock Exchange).
        public var price: Double
        /// The previous session's close, in the same unit; nil when not given.
        public var previousClose: Double?
        /// Yahoo's code: ISO 4217 ("JPY"), or a minor unit ("GBp", "ZAc", "ILA"); nil when not given.
        public var currency: String?
        /// When `price` was the market's, in seconds since 1970 (UTC).
        public var time: Int
        /// The exchange's offset from UTC at `time`, in seconds.
        public var utcOffset: Int

        public init(symbol: String, price: Double, previousClose: Double? = nil, currency: String? = nil,
                    time: Int, utcOffset: Int = 0) {
            self.symbol = symbol
            self.price = price
            self.previousClose = previousClose
            self.currency = currency
            self.time = time
            self.utcOffset = utcOffset
        }

        /// The trading day of `time` on the exchange's own calendar ("2026-12-04"): a close in
        /// Tokyo is that day in Tokyo, whatever the reader's clock says.
        public var date: String { Self.civilDate(secondsSince1970: time + utcOffset) }

        static func civilDate(secondsSince1970 s: Int) -> String {
            CalendarDate(daysSince1970: s >= 0 ? s / 86_400 : (s - 86_399) / 86_400).iso
        }
    }

    /// The range a price is believed in: a positive amount below a trillion a share.
    static let prices = 1e-9...1e12
    /// Times from 1970 to 2100; offsets within ±14 hours (every time zone there is).
    static let times = 0...4_102_444_800
    static let offsets = -14 * 3600...14 * 3600

    /// The quotes of an answer, in its order; an entry without a usable price or time is left
    /// out (the caller names the symbols that got none).
    public static func parse(_ data: Data) throws(YahooFormatError) -> [Quote] {
        guard let doc = _JSONDocument(data: data) else { throw .notJSON }
        guard doc.kind(0) == .object, let spark = doc.member(0, "spark"), doc.kind(spark) == .object else { throw .notSpark }
        guard let result = doc.member(spark, "result"), doc.kind(result) == .array else {
            // `result: null` with an `error` is the answer when no symbol is known.
            if let e = doc.member(spark, "error"), doc.kind(e) == .object { return [] }
            throw .notSpark
        }
        var quotes: [Quote] = []
        doc.forEachChild(result) { entry in
            if let q = quote(doc, entry) { quotes.append(q) }
            return true
        }
        return quotes
    }

    static func quote(_ doc: _JSONDocument, _ entry: Int) -> Quote? {
        guard doc.kind(entry) == .object, let sym = doc.member(entry, "symbol"), let symbol = doc.string(sym),
              !symbol.isEmpty, symbol.count <= 32,
              let response = doc.member(entry, "response"), doc.kind(response) == .array,
              let first = doc.children(response).first, doc.kind(first) == .object,
              let meta = doc.member(first, "meta"), doc.kind(meta) == .object else { return nil }
        func number(_ name: String) -> Double? {
            guard let i = doc.member(meta, name), doc.kind(i) == .number, let v = doc.double(i), v.isFinite else { return nil }
            return v
        }
        func integer(_ name: String, in range: ClosedRange<Int>) -> Int? {
            guard let v = number(name), v == v.rounded(), v >= Double(range.lowerBound), v <= Double(range.upperBound) else { return nil }
            return Int(v)
        }
        guard let price = number("regularMarketPrice"), prices.contains(price),
              let time = integer("regularMarketTime", in: times) else { return nil }
        let previous = (number("chartPreviousClose") ?? number("previousClose")).flatMap { prices.contains($0) ? $0 : nil }
        let currency = doc.member(meta, "currency").flatMap { doc.string($0) }.flatMap { c in
            c.count == 3 && c.allSatisfy({ $0.isASCII && $0.isLetter }) ? c : nil
        }
        return Quote(symbol: symbol, price: price, previousClose: previous, currency: currency, time: time,
                     utcOffset: integer("gmtoffset", in: offsets) ?? 0)
    }
}

public enum YahooFormatError: Error, Equatable, Sendable {
    case notJSON
    /// Not `{"spark":{"result":[…]}}`: an HTML page, another endpoint's answer.
    case notSpark
    /// Not `{"quotes":[…],…}`: an HTML page, another endpoint's answer.
    case notSearch
}
