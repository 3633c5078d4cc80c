/// One page of answers for the interactive session, already localized: the items to list and
/// how the search ended (content with its count, empty with a hint, or an error).
public struct InteractiveResults: Sendable {
    public var items: [ResultItem]
    public var outcome: Outcome
    /// 1-based page of `items`.
    public var page: Int
    /// Known page count (photos), or nil.
    public var totalPages: Int?
    /// Whether `search(_, page: page + 1)` can give more.
    public var hasMore: Bool
    /// Side remarks to show beside the results (layout correction, offline marker…).
    public var notices: [String]
    /// The position of `items[0]` among all results: 21 on a second page of 20, so a listener
    /// hears "21 of 40", not "1 of 20" again.
    public var firstPosition: Int
    /// How many results there are in all, when the source says (photos); else the positions
    /// read so far count.
    public var totalCount: Int?
    /// The service said that little of its hourly quota is left (photos): the session stops
    /// searching as you type and searches on Enter only.
    public var quotaNearlySpent = false

    public init(items: [ResultItem], outcome: Outcome, page: Int = 1, totalPages: Int? = nil,
                hasMore: Bool = false, notices: [String] = [], firstPosition: Int = 1, totalCount: Int? = nil) {
        self.items = items
        self.outcome = outcome
        self.page = page
        self.totalPages = totalPages
        self.hasMore = hasMore
        self.notices = notices
        self.firstPosition = firstPosition
        self.totalCount = totalCount
    }
}

/// What the interactive session searches. It never prints: the session draws what it returns.
///
/// Contract: may be called again before an earlier call returns when the earlier one has been
/// cancelled (the session cancels stale searches; checking `Task.isCancelled` early saves work).
/// A failure is returned as an `.error` outcome, never thrown.
public protocol InteractiveSearcher: Sendable {
    func search(_ text: String, page: Int) async -> InteractiveResults
    /// A session command that sets a filter (`:color blue`, `:orientation portrait`, `:order
    /// latest`; `any` clears one): the searcher with it set and the filters in words, or why
    /// the value is not one; nil when this searcher has no filter of that name (stocks).
    func setting(_ filter: String, to value: String) -> FilterChange?
}

extension InteractiveSearcher {
    public func setting(_ filter: String, to value: String) -> FilterChange? { nil }
}

/// The answer to a filter command of the session.
public enum FilterChange: Sendable {
    case changed(InteractiveSearcher, said: String)
    case badValue(message: String)
}
