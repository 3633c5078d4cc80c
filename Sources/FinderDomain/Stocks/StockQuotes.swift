import FinderStore

/// One price a quote source gave for a symbol, as the source gave it (the network side
/// reads the answer; FinderDomain links no Foundation).
public struct FetchedQuote: Equatable, Sendable {
    public var symbol: String
    public var price: Double
    public var previousClose: Double?
    /// The source's currency code: ISO 4217, or a minor unit ("GBp", "ZAc", "ILA").
    public var currency: String?
    /// The trading day of `price` on its exchange ("2026-12-04").
    public var date: String

    public init(symbol: String, price: Double, previousClose: Double?, currency: String?, date: String) {
        self.symbol = symbol
        self.price = price
        self.previousClose = previousClose
        self.currency = currency
        self.date = date
    }
}

/// What a quote refresh did with the listings it was given (`StockQuotes.record`).
public struct QuoteRefresh: Equatable, Sendable {
    /// The symbols of listings that got a price ("7203.T").
    public var priced: [String] = []
    /// The symbols the source gave nothing for (one it does not know, a halted listing).
    public var unanswered: [String] = []
    /// The listings no source can be asked for (no symbol is known: a listing abroad
    /// without an exchange).
    public var noSource: [StockRecord] = []
    /// The symbols whose quote came in another currency than the catalogue's: not taken.
    public var otherCurrency: [String] = []
    public init() {}
}

/// Prices fetched for the listings a person looks at (`stocks show --refresh`, `watch
/// --refresh`): which symbol to ask a source for, how an answer becomes a price in the
/// listing's currency, and the overlay that shows the newest price a listing has, the
/// catalogue's or a fetched one (docs/decisions/0425-quotes-for-any-listing.md).
public struct StockQuotes {
    let store: Store
    public init(store: Store) { self.store = store }

    /// The source's name, kept with each price.
    public static let source = "yahoo"

    /// The symbols to ask for, the likelier first: the catalogue's (its source gives most
    /// listings one), else the ticker with the suffix of its exchange (`_quoteSuffixes`),
    /// else, for a listing that names no exchange, the suffixes its country and code allow
    /// (`countrySuffixes`); a US listing's ticker as Yahoo spells class shares (`BRK/B` →
    /// `BRK-B`). Empty otherwise: a guessed exchange would price another company.
    public static func symbols(for r: StockRecord) -> [String] {
        if let s = r.symbol, !s.isEmpty { return [s] }
        let ticker = r.ticker.uppercased()
        guard !ticker.isEmpty, ticker.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "./-".contains($0)) }) else { return [] }
        if r.exchange.isEmpty, r.countryCode == "US" || r.country == "united states" {
            return [String(ticker.map { $0 == "/" || $0 == "." ? "-" : $0 })]
        }
        let suffixes = r.exchange.isEmpty ? countrySuffixes(ticker, country: r.country)
                                          : _quoteSuffixes[r.exchange + "|" + r.country].map { [$0] } ?? []
        return suffixes.map { suffix in
            if suffix == ".HK", ticker.allSatisfy(\.isNumber), ticker.count < 4 {
                return String(repeating: "0", count: 4 - ticker.count) + ticker + suffix
            }
            return ticker + suffix
        }
    }

    /// The symbol a listing is named by: the likelier of `symbols(for:)`.
    public static func symbol(for r: StockRecord) -> String? { symbols(for: r).first }

    /// The suffixes of a listing that names no exchange. One where its country has one stock
    /// exchange Yahoo quotes (Poland's Warsaw, Australia's ASX…) or its code's form names the
    /// exchange: Japan's four-digit codes are national (Tokyo quotes them all), China's
    /// six-digit ones say Shanghai (6…, 9…) or Shenzhen (0…, 2…, 3…), India's are Bombay's
    /// when numeric and the National Stock Exchange's when not, Vietnam's three-letter codes
    /// are national (Yahoo quotes Ho Chi Minh City's). Two where a country has two markets
    /// whose codes never meet (South Korea's KOSPI and KOSDAQ, Taiwan's TWSE and TPEx,
    /// Canada's TSX and TSX Venture): both are asked, and the one the source knows is taken.
    /// None where the catalogue's codes are another site's (Malaysia's "ACBM", South Africa's
    /// "ACEJ") or Yahoo quotes no market (Pakistan, Bangladesh).
    static func countrySuffixes(_ ticker: String, country: String) -> [String] {
        let numeric = ticker.allSatisfy(\.isNumber)
        switch country {
        case "japan": return numeric && ticker.count == 4 ? [".T"] : []
        case "china":
            guard numeric, ticker.count == 6, let first = ticker.first else { return [] }
            return "69".contains(first) ? [".SS"] : "023".contains(first) ? [".SZ"] : []
        case "india": return numeric ? (ticker.count == 6 ? [".BO"] : []) : [".NS"]
        case "hong kong": return numeric ? [".HK"] : []
        case "south korea": return numeric && ticker.count == 6 ? [".KS", ".KQ"] : []
        case "taiwan": return numeric && ticker.count == 4 ? [".TW", ".TWO"] : []
        case "canada": return numeric ? [] : [".TO", ".V"]
        case "vietnam": return !numeric && ticker.count == 3 ? [".VN"] : []
        case "brazil":
            // B3's codes: four letters and the share class's one or two digits (PETR4, TAEE11).
            let letters = ticker.prefix(4), digits = ticker.dropFirst(4)
            return letters.count == 4 && letters.allSatisfy(\.isLetter) && (1...2).contains(digits.count) && digits.allSatisfy(\.isNumber)
                ? [".SA"] : []
        default: return oneExchange[country].map { [$0] } ?? []
        }
    }

    /// The countries whose listings, named by no exchange, can only be on one that Yahoo
    /// quotes: its suffix (Poland's Warsaw, Australia's ASX…).
    static let oneExchange = ["poland": ".WA", "australia": ".AX", "united kingdom": ".L", "singapore": ".SI",
                              "thailand": ".BK", "france": ".PA", "philippines": ".PS", "romania": ".RO"]

    /// The ISIN a listing no symbol can be made for is looked up by (`YahooSearch`, whose
    /// answer names its symbol): its catalogue ISIN, when the check digit holds. nil for a
    /// listing that has a symbol, or no valid ISIN: investpy's listings that name no exchange
    /// (Sweden's "AAPb", Malaysia's "ACBM") are all but 44 of them priced this way.
    public static func lookupISIN(for r: StockRecord) -> String? {
        guard let isin = r.isin, StockQueryText.isValidISIN(Array(isin.utf8)), symbols(for: r).isEmpty else { return nil }
        return isin
    }

    /// The symbol, among what a lookup by ISIN found, that names the listing: the first on
    /// an exchange of its country (by Yahoo's suffix), else the first share or fund traded on
    /// an exchange (the same security elsewhere: `record` takes its price only in the
    /// listing's currency); nil when nothing found is either.
    public static func symbol(among found: [(symbol: String, kind: String?)], for r: StockRecord) -> String? {
        let traded = found.filter { $0.kind.map { ["EQUITY", "ETF"].contains($0.uppercased()) } ?? true }
        let own = countrySuffixSets[r.country] ?? []
        let home = traded.first { f in f.symbol.lastIndex(of: ".").map { own.contains(String(f.symbol[$0...]).uppercased()) } ?? false }
        return (home ?? traded.first)?.symbol
    }

    /// Each catalogue country's Yahoo suffixes: its exchanges' (`_quoteSuffixes`), those the
    /// countries' codes imply (`countrySuffixes`: `oneExchange`, Vietnam's), and Germany's
    /// Frankfurt and Stuttgart.
    static let countrySuffixSets: [String: Set<String>] = {
        var out: [String: Set<String>] = [:]
        for (key, suffix) in _quoteSuffixes {
            guard let bar = key.lastIndex(of: "|") else { continue }
            out[String(key[key.index(after: bar)...]), default: []].insert(suffix)
        }
        for (country, suffix) in Array(oneExchange) + [("vietnam", ".VN"), ("germany", ".F"), ("germany", ".SG")] {
            out[country, default: []].insert(suffix)
        }
        return out
    }()

    /// `rows` with the symbol a lookup found before (kept with the listing's quote) where no
    /// symbol can be made: such a listing is looked up once, not at every refresh.
    public func withKeptSymbols(_ rows: [StockRecord]) -> [StockRecord] {
        guard rows.contains(where: { Self.lookupISIN(for: $0) != nil }), let quotes = try? store.quotes(), !quotes.isEmpty else { return rows }
        return rows.map { r in
            guard Self.lookupISIN(for: r) != nil, let q = quotes[Store.quoteKey(r)], !q.symbol.isEmpty else { return r }
            var out = r
            out.symbol = q.symbol
            return out
        }
    }

    /// The listings' symbols in batches of at most `batch`, each symbol once, in the order
    /// the listings come: what one request a batch asks for.
    public static func batches(_ rows: [StockRecord], batch: Int) -> [[String]] {
        var seen = Set<String>(), symbols: [String] = []
        for r in rows { for s in Self.symbols(for: r) where seen.insert(s).inserted { symbols.append(s) } }
        return stride(from: 0, to: symbols.count, by: max(1, batch)).map { Array(symbols[$0..<min($0 + max(1, batch), symbols.count)]) }
    }

    /// A currency code as an ISO 4217 currency and the factor that makes an amount in it one
    /// in that currency: most codes are their currency; the minor units sources and the
    /// catalogue quote in are its hundredth (the London Stock Exchange in pence, "GBp" or
    /// "GBX"; Johannesburg in cents, "ZAc" or "ZAC"; Tel Aviv in agorot, "ILA"). Case matters
    /// only where it tells a unit: "GBp" is pence, "GBP" pounds.
    static func unit(_ code: String) -> (currency: String, factor: Double) {
        switch code {
        case "GBp", "GBX": ("GBP", 0.01)
        case "ZAc", "ZAC": ("ZAR", 0.01)
        case "ILA": ("ILS", 0.01)
        default: (code.uppercased(), 1)
        }
    }

    /// The quote as a price in `currency` (the listing's, which may be a minor unit too); nil
    /// when it is in another currency. A quote that names none is taken as the listing's.
    static func price(_ q: FetchedQuote, in currency: String) -> (price: Double, previous: Double?)? {
        guard let code = q.currency, !currency.isEmpty else { return (q.price, q.previousClose) }
        let from = unit(code), to = unit(currency)
        guard from.currency == to.currency else { return nil }
        let factor = from.factor / to.factor
        return (q.price * factor, q.previousClose.map { $0 * factor })
    }

    /// Keeps what a source answered for `rows`, each listing's price in its own currency with
    /// the day's change where the previous close is given, and says what became of each.
    public func record(_ answered: [FetchedQuote], for rows: [StockRecord], fetchedAt: Double) throws(DomainError) -> QuoteRefresh {
        var bySymbol: [String: FetchedQuote] = [:]
        for q in answered { bySymbol[q.symbol.uppercased()] = q }
        var report = QuoteRefresh(), stored: [StoredQuote] = []
        for r in rows {
            let asked = Self.symbols(for: r)
            guard let first = asked.first else { report.noSource.append(r); continue }
            guard let (symbol, q) = asked.lazy.compactMap({ s in bySymbol[s.uppercased()].map { (s, $0) } }).first else {
                report.unanswered.append(first)
                continue
            }
            guard let p = Self.price(q, in: r.currency) else { report.otherCurrency.append(symbol); continue }
            // Rounded as sources give them (a millionth of a unit, a ten-thousandth of a
            // percent): 72.5 − 71 pence in pounds is 0.015, not 0.015000000000000013.
            let change = p.previous.map { ((p.price - $0) * 1e6).rounded() / 1e6 }
            let percent = p.previous.flatMap { $0 > 0 ? ((p.price - $0) / $0 * 1e6).rounded() / 1e4 : nil }
            stored.append(StoredQuote(key: Store.quoteKey(r), symbol: symbol, price: p.price, change: change, changePercent: percent,
                                      priceDate: q.date, source: Self.source, fetchedAt: fetchedAt))
            report.priced.append(symbol)
        }
        do { try store.saveQuotes(stored) } catch { throw .store(error) }
        return report
    }

    /// `matches` with the newest price each listing has (its shown listing, its company's
    /// other listings and its receipts), by one read of the kept quotes for them all.
    public func overlay(_ matches: [StockMatch]) -> [StockMatch] {
        guard !matches.isEmpty, let quotes = try? store.quotes() else { return matches }
        return Self.overlay(matches, quotes)
    }

    /// `matches` with the newest price each listing has among `quotes` (read from the store,
    /// or remembered beside it: `CatalogueState.quotes`).
    static func overlay(_ matches: [StockMatch], _ quotes: [String: StoredQuote]) -> [StockMatch] {
        guard !quotes.isEmpty else { return matches }
        return matches.map { m in
            var out = m
            out.stock = Self.newest(m.stock, quotes)
            out.listings = m.listings.map { Self.newest($0, quotes) }
            out.receipts = m.receipts.map { Self.newest($0, quotes) }
            return out
        }
    }

    /// `rows` with the newest price each has: a fetched quote replaces the catalogue's price
    /// when it is of the same day or later (or the catalogue has none). A store that cannot
    /// be read leaves the rows as they are: the catalogue's prices are still true of their day.
    public func overlay(_ rows: [StockRecord]) -> [StockRecord] {
        guard !rows.isEmpty, let quotes = try? store.quotes() else { return rows }
        return Self.overlay(rows, quotes)
    }

    static func overlay(_ rows: [StockRecord], _ quotes: [String: StoredQuote]) -> [StockRecord] {
        quotes.isEmpty ? rows : rows.map { Self.newest($0, quotes) }
    }

    /// The listing with its kept quote's price where that is of the same day as the
    /// catalogue's or later (or the catalogue has none).
    static func newest(_ r: StockRecord, _ quotes: [String: StoredQuote]) -> StockRecord {
        guard let q = quotes[Store.quoteKey(r)] else { return r }
        if r.price != nil, let d = r.priceDate, d.prefix(10) > q.priceDate.prefix(10) { return r }
        var out = r
        out.price = q.price
        out.priceDate = q.priceDate
        out.priceSource = q.source
        out.change = q.change
        out.changePercent = q.changePercent
        return out
    }
}
