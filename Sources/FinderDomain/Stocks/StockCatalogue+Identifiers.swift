import FinderIndex
import FinderStore
import FinderText

/// Identifiers pasted whole: ISIN, CUSIP, FIGI, Yahoo symbols, exchange-prefixed tickers
/// (decision 0381).
extension StockCatalogue {
    /// The listing an identifier names: an ISIN, CUSIP or FIGI, a Yahoo symbol with its
    /// exchange ("7203.T", "SBER.ME", "BRK-B"), or an exchange-prefixed ticker ("MOEX:SBER",
    /// "TYO:7203"; "NASDAQ:AAPL" is the ticker AAPL in the United States, and only it). Nil
    /// when the text is none of these.
    func identifierSearch(_ query: StockQuery) throws(IndexError) -> StockSearchResult? {
        var text = query.text
        if let prefixed = StockQueryText.exchangePrefixed(text) {
            if prefixed.isUS {
                let records = try exactTicker(prefixed.symbol, country: "united states")
                if !records.isEmpty { return try identified(_MatchSource(kind: .identifier, spans: [], records: records), query) }
                // A US ticker the catalogue does not list: searched as a ticker.
                var plain = query
                plain.text = prefixed.symbol
                plain.field = .ticker
                return try? searchOnce(plain)
            }
            text = prefixed.symbol
        }
        guard !text.contains(" "), StockQueryText.looksLikeIdentifier(text) else { return nil }
        let plain = SearchKey.withoutBoundaries(keys.key(text))
        guard plain.count >= 2 else { return nil }
        let span = try index.identifierSpan(plain)
        if span.entries.isEmpty, let yahoo = StockQueryText.yahooSymbol(text) {
            // A listing the catalogue has no Yahoo symbol for: its ticker in that country.
            let records = try exactTicker(yahoo.ticker, country: yahoo.country)
            return records.isEmpty ? nil : try identified(_MatchSource(kind: .identifier, spans: [], records: records), query)
        }
        guard !span.entries.isEmpty else { return nil }
        return try identified(_MatchSource(kind: .identifier, spans: [span]), query)
    }

    /// The listings whose ticker is `ticker` in `country` (the catalogue's lowercase English
    /// name), in rank order.
    private func exactTicker(_ ticker: String, country: String) throws(IndexError) -> [UInt32] {
        let tickerKey = SearchKey.withoutBoundaries(keys.key(ticker))
        guard !tickerKey.isEmpty else { return [] }
        let lookups = try index.lookups()
        var records: [UInt32] = []
        for r in try index.top([try index.tickerSpan(tickerKey, exact: true)], ordering: .root, limit: nil, excluding: RecordSet())
            where try lookups.stock(r).country == country {
            records.append(r)
        }
        return records
    }

    /// The answer of an identifier: the listings `source` found, the top tier, nothing else.
    private func identified(_ source: _MatchSource, _ query: StockQuery) throws(IndexError) -> StockSearchResult {
        var companies = try _CompanyCollector(index: index, ordering: StockIndex.ordering(for: query.language),
                                              limit: query.limit, allListings: query.allListings)
        try companies.take(_PlannedTier(tier: .exact, sources: [source]))
        return StockSearchResult(query: query, matches: try companies.matches(withListings: query.withListings),
                                 layoutCorrection: nil, notices: notices, counted: try companies.total(countingAll: query.countsAll))
    }
}
