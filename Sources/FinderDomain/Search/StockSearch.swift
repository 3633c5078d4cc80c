import FinderText

/// `finder stocks QUERY…` as a use case: the search lifecycle around a
/// catalogue search, the offline rule, the options a saved result belongs to, the --limit cut
/// of saved rows and the no-prices hint, decided here; the command turns the request's
/// arguments into a `StockSearchRequest` and the typed answer into result items.
public final class StockSearch {
    /// The lifecycle of the run: its notices, and the writes after the answer
    /// (`SearchLifecycle.recordAnswer`).
    public let lifecycle: SearchLifecycle
    private let data: LocalData
    private let catalogue: () throws(DomainError) -> StockCatalogue
    /// The query as the keyboard layout meant it, when the search read it so ("ызщкуц" →
    /// "sberbank"): said beside the answer.
    public private(set) var layoutCorrection: String?
    /// How many match in all, when the search ran live and its limit cut the list (nil: the
    /// rows shown are all, or they come from a saved result).
    public private(set) var total: Int?
    /// `total` is a lower bound: counting stopped there (`StockSearchResult.totalIsLowerBound`).
    public private(set) var totalIsLowerBound = false

    /// `catalogue` opens the stock catalogue (importing and indexing on first use); it is
    /// called for a live search only, never with --offline.
    public init(data: LocalData, catalogue: @escaping () throws(DomainError) -> StockCatalogue) {
        self.data = data
        self.catalogue = catalogue
        lifecycle = SearchLifecycle(data: data)
    }

    public func run(_ request: StockSearchRequest) -> StockSearchAnswer {
        var opened: StockCatalogue?
        if !request.offline {
            do { opened = try catalogue() } catch { return .failed(error) }
        }
        let lifecycleRequest = SearchRequest(domain: .stocks, query: request.query.text, options: request.options,
                                             offline: request.offline, recordsHistory: request.recordsHistory,
                                             savesResult: request.recordsHistory)
        let answer: SearchAnswer<StockResults, DomainError> = lifecycle.run(lifecycleRequest) { () throws(DomainError) in
            // Offline, the lifecycle answers from the saved result and never searches.
            guard let opened else { return StockResults(matches: []) }
            return try search(opened, request)
        }
        switch answer {
        case .live(let results):
            guard results.hasContent else { return .empty }
            return .found(results, noPricesHint: noPricesHint(results, opened))
        case .saved(var results, let saved, _):
            // --limit only cuts, so it applies to the saved rows.
            if let limit = request.query.limit, limit > 0, results.matches.count > limit {
                results.matches = Array(results.matches.prefix(limit))
            }
            return .saved(results, saved)
        case .failed(let error), .storeFailed(let error):
            return .failed(error)
        case .nothingSaved:
            return .nothingSaved
        }
    }

    /// The rows a live search shows, without the lifecycle (no history, nothing saved):
    /// what `stocks QUERY --refresh` fetches prices for before the search itself runs.
    public func shown(_ request: StockSearchRequest) throws(DomainError) -> StockResults {
        try search(try catalogue(), request)
    }

    /// The catalogue search, ranked, then (sorted or filtered) arranged and cut to the limit,
    /// each listing with the newest price it has.
    private func search(_ opened: StockCatalogue, _ request: StockSearchRequest) throws(DomainError) -> StockResults {
        // Sorted or filtered, every match is ranked first, then arranged and cut.
        let arranges = request.sort != .relevance || !request.filter.isEmpty
        var query = request.query
        if arranges { query.limit = nil }
        let result = try opened.search(query)
        layoutCorrection = result.layoutCorrection
        // The newest price each listing has: a quote `--refresh` kept may be newer than the
        // catalogue's (`StockQuotes`), and a price sort sorts what is shown.
        let matches = opened.newestPrices(result.matches)
        if arranges {
            let all = StockResults(matches: matches)
                .arranged(sort: request.sort, filter: request.filter, limit: nil, language: request.query.language)
            let limit = request.query.limit
            total = limit.map { all.matches.count > $0 } == true ? all.matches.count : nil
            return limit.map { StockResults(matches: Array(all.matches.prefix($0))) } ?? all
        }
        total = result.total > result.matches.count ? result.total : nil
        totalIsLowerBound = total != nil && result.totalIsLowerBound
        return StockResults(matches: matches)
    }

    /// When no result shown has a price, the answer says that `finder stocks sync`
    /// fetches them, until the catalogue has been synced once (after that a missing price is
    /// one no source has).
    private func noPricesHint(_ results: StockResults, _ catalogue: StockCatalogue?) -> Bool {
        guard !results.matches.contains(where: { $0.stock.price != nil }) else { return false }
        if let synced = catalogue?.syncedWhenOpened { return !synced }
        do { return try data.lastSync() == nil } catch { return false }
    }
}

/// One stock search: the catalogue query and how the run treats it.
public struct StockSearchRequest: Sendable {
    public var query: StockQuery
    /// `--offline`: the saved result for the same query and options, or nothing.
    public var offline: Bool
    /// False with --no-history or FINDER_NO_HISTORY=1: neither the query nor the result is
    /// written.
    public var recordsHistory: Bool
    /// `--sort`, `--country`, `--exchange`.
    public var sort: StockSort
    public var filter: StockFilter

    public init(query: StockQuery, offline: Bool, recordsHistory: Bool, sort: StockSort = .relevance, filter: StockFilter = StockFilter()) {
        self.query = query
        self.offline = offline
        self.recordsHistory = recordsHistory
        self.sort = sort
        self.filter = filter
    }

    /// A saved result belongs to the options that shape its rows (--by, --all-listings,
    /// --sort, --country, --exchange): an
    /// offline search with other ones is not shown a result made differently. --limit only
    /// cuts, so it is not among them.
    var options: String {
        [query.field == .all ? nil : "by=" + query.field.rawValue, query.allListings ? "all-listings" : nil,
         sort == .relevance ? nil : "sort=" + sort.rawValue,
         filter.countries.isEmpty ? nil : "country=" + filter.countries.joined(by: ","),
         filter.exchanges.isEmpty ? nil : "exchange=" + filter.exchanges.joined(by: ",")]
            .compactMap { $0 }.joined(by: " ")
    }
}

/// How a stock search ended.
public enum StockSearchAnswer {
    /// Live matches; `noPricesHint`: none shown has a price and no sync has run yet.
    case found(StockResults, noPricesHint: Bool)
    /// A live search that matched nothing.
    case empty
    /// With --offline, the result saved for the query and options (cut to --limit).
    case saved(StockResults, SavedSearch)
    /// The catalogue could not be opened or searched, or (offline) the store read.
    case failed(DomainError)
    /// --offline and nothing is saved for the query and options.
    case nothingSaved
}
