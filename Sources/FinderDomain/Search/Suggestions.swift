/// `finder suggest TEXT` as a use case: history entries containing the text, then (stocks)
/// catalogue completions — tickers whose listings a search for the text finds directly.
public struct Suggestions {
    private let data: LocalData
    private let catalogue: () throws(DomainError) -> StockCatalogue

    /// `catalogue` opens the stock catalogue; it is called only for stock completions.
    public init(data: LocalData, catalogue: @escaping () throws(DomainError) -> StockCatalogue) {
        self.data = data
        self.catalogue = catalogue
    }

    public func run(_ text: String, domain: SearchDomain, language: String) throws(DomainError) -> [Item] {
        let completes = domain == .stocks && text.contains(where: { !$0.isWhitespace })
        // The catalogue first when it is needed anyway: history is then matched with its key
        // maker, which keys from the index's code point table; a maker of its own keys
        // through ICU's collation elements, whose first use costs a process ~15.7 M
        // instructions (eight cold searches).
        let catalogue = completes ? try self.catalogue() : nil
        // Photo suggestions take the table of the stock index if one is current (read, never
        // built); without one, ICU's elements as before.
        let keys = catalogue?.keys ?? (domain == .photos && completesHistory(text) ? StockCatalogue.tableKeys(data) : nil)
        var suggestions = try data.history(keys: keys).matching(text, domain: domain).map { Item(text: $0, source: .history) }
        guard let catalogue else { return suggestions }
        // Tickers of what a search for the text finds directly — a ticker or a name word
        // starting with it — not through a transliteration, the other keyboard layout or a
        // close spelling, which a completion would offer as noise.
        // Uncounted and without each company's other listings: a completion shows no total
        // and one ticker a company (counting every match beyond the ten was an eighth of a
        // cold `finder suggest ap` at a million listings).
        let result = try catalogue.search(StockQuery(text: text, limit: 10, field: .all, language: language,
                                                     countsAll: false, withListings: false))
        var seen = Set(suggestions.map { QueryHistory.key($0.text) })
        let direct: Set<MatchKind> = [.exactTicker, .tickerPrefix, .nameStart, .wordStart]
        for m in result.matches where direct.contains(m.kind) && seen.insert(QueryHistory.key(m.stock.ticker)).inserted {
            suggestions.append(Item(text: m.stock.ticker, source: .catalogue, name: m.stock.name))
        }
        return suggestions
    }
}

extension Suggestions {
    /// Whether history is matched against `text` (blank text lists every entry, keying nothing).
    private func completesHistory(_ text: String) -> Bool { !QueryHistory.normalizedSpacing(text).isEmpty }

    /// One completion and where it came from (JSON `source`).
    public struct Item: Equatable, Sendable {
        public enum Source: String, Sendable { case history, catalogue }
        public var text: String
        public var source: Source
        /// A ticker's company name (catalogue completions); nil for a history entry.
        public var name: String?

        public init(text: String, source: Source, name: String? = nil) {
            self.text = text
            self.source = source
            self.name = name
        }
    }
}
