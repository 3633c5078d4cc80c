import FinderStore
import FinderText

/// `--sort`: the order of a stock search's results. `relevance` is the ranking's own; the
/// others reorder the ranked matches, keeping the ranking's order among equals (a stable
/// sort): ticker and name A to Z in the UI language's collation, price, the day's change (in
/// percent) and market capitalisation largest first; a listing that does not say comes last
/// (docs/decisions/0423-sort-and-filters.md).
public enum StockSort: String, Sendable, CaseIterable {
    case relevance, ticker, name, price, change, marketcap
}

/// `--country` and `--exchange`: the listings a search keeps. Countries are ISO 3166 codes,
/// exchanges the catalogue's codes ("MOEX"); empty keeps all.
public struct StockFilter: Sendable, Equatable {
    public var countries: [String]
    public var exchanges: [String]

    public init(countries: [String] = [], exchanges: [String] = []) {
        self.countries = countries.map { $0.uppercased() }
        self.exchanges = exchanges.map { $0.uppercased() }
    }

    public var isEmpty: Bool { countries.isEmpty && exchanges.isEmpty }

    /// Whether the listing is one the filter keeps.
    public func keeps(_ s: StockRecord) -> Bool {
        if !countries.isEmpty {
            guard let code = s.countryCode ?? Country.code(forCatalogueName: s.country), countries.contains(code.uppercased()) else { return false }
        }
        if !exchanges.isEmpty, !exchanges.contains(s.exchange.uppercased()) { return false }
        return true
    }

    /// The ISO code a person means by `text`: a code ("ch", "RU") or a country's name in
    /// any UI language, any case ("Switzerland", "швейцария", "united states"); nil when
    /// it names none of the catalogue's countries.
    public static func countryCode(_ text: String) -> String? {
        let folded = text.lowercased()
        if folded.count == 2, Country.catalogueName(code: folded) != nil { return folded.uppercased() }
        if let code = Country.code(forCatalogueName: folded) { return code }
        for code in Country.catalogueCodes {
            for language in UILanguage.all where Country.displayName(code: code, language: language.id).lowercased() == folded { return code }
        }
        return nil
    }
}

extension StockResults {
    /// The matches kept by `filter` (a company whose shown listing is not kept is shown by its
    /// first listing that is), in `sort`'s order, cut to `limit`.
    public func arranged(sort: StockSort, filter: StockFilter, limit: Int?, language: String) -> StockResults {
        var kept: [StockMatch] = []
        for var m in matches {
            if filter.isEmpty || filter.keeps(m.stock) { kept.append(m); continue }
            guard let listing = m.listings.first(where: filter.keeps) else { continue }
            m.stock = listing
            kept.append(m)
        }
        if sort != .relevance {
            let collator = sort == .name || sort == .ticker ? DisplayCollator(language: language) : nil
            // Indices break ties: the ranking's order among equals.
            let order = kept.indices.sorted { a, b in
                let x = kept[a].stock, y = kept[b].stock
                switch sort {
                case .ticker, .name:
                    let c = sort == .ticker ? collator!.compare(x.ticker, y.ticker) : collator!.compare(x.name, y.name)
                    return c != 0 ? c < 0 : a < b
                default:
                    let key: (StockRecord) -> Double? = switch sort {
                    case .price: { $0.price }
                    case .change: { $0.changePercent }
                    default: { $0.marketCap }
                    }
                    switch (key(x), key(y)) {
                    case let (p?, q?): return p != q ? p > q : a < b
                    case (.some, nil): return true
                    case (nil, .some): return false
                    default: return a < b
                    }
                }
            }
            kept = order.map { kept[$0] }
        }
        if let limit, kept.count > limit { kept = Array(kept.prefix(limit)) }
        return StockResults(matches: kept)
    }
}
