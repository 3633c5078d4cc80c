/// `finder offline [show|clear] [--domain D]` as a use case (GUIDE.md “History, suggestions,
/// offline results, completion”): the newest saved result of a domain (or of any), decoded
/// as its domain's payload, or the saved results cleared.
public struct OfflineResults {
    private let data: LocalData

    public init(data: LocalData) { self.data = data }

    /// The newest saved result of `domain` (nil: of any domain).
    public func newest(domain: SearchDomain?) throws(DomainError) -> OfflineAnswer {
        guard let saved = try data.newestSaved(domain: domain) else { return .nothingSaved }
        switch saved.domain {
        case .stocks:
            guard let results: StockResults = saved.decoded() else { return .unreadable }
            return .stocks(results, saved)
        case .photos:
            // A photo page belongs to its filters: a page whose options no longer read is unreadable too.
            guard let page: PhotoPage = saved.decoded(), let filters = PhotoFilters(canonical: saved.options) else {
                return .unreadable
            }
            return .photos(page, filters: filters, saved)
        }
    }

    /// Removes the saved results of `domain` (nil: all) and returns how many there were.
    public func clear(domain: SearchDomain?) throws(DomainError) -> Int { try data.clearSaved(domain: domain) }
}

/// What `offline show` found.
public enum OfflineAnswer {
    case stocks(StockResults, SavedSearch)
    case photos(PhotoPage, filters: PhotoFilters, SavedSearch)
    /// Nothing is saved (for the domain).
    case nothingSaved
    /// A saved row that its domain's payload cannot read (damaged or from another finder).
    case unreadable
}
