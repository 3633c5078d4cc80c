/// The filters of one photo search (GUIDE.md "Photos"); with the query, the identity of a saved result.
public struct PhotoFilters: Equatable, Sendable {
    public var color: String?
    public var orientation: String?
    public var order: String = "relevant"
    public var page: Int = 1
    public var perPage: Int = 10
    public var contentFilter: String = "low"

    public init() {}

    /// Canonical text for a saved result's options: an offline lookup must match it.
    public var canonical: String {
        "color=\(color ?? "");orientation=\(orientation ?? "");order=\(order);page=\(page);per_page=\(perPage);content_filter=\(contentFilter)"
    }

    /// The filters `canonical` wrote; nil for text in another form.
    public init?(canonical: String) {
        var values: [Substring: Substring] = [:]
        for part in canonical.split(separator: ";") {
            guard let eq = part.firstIndex(of: "=") else { return nil }
            values[part[..<eq]] = part[part.index(after: eq)...]
        }
        guard let order = values["order"], let page = values["page"].flatMap({ Int($0) }),
              let perPage = values["per_page"].flatMap({ Int($0) }), let content = values["content_filter"] else { return nil }
        self.color = values["color"].flatMap { $0.isEmpty ? nil : String($0) }
        self.orientation = values["orientation"].flatMap { $0.isEmpty ? nil : String($0) }
        self.order = String(order)
        self.page = page
        self.perPage = perPage
        self.contentFilter = String(content)
    }

    /// Whether any filter narrows the search (said in the empty hint).
    public var narrows: Bool { color != nil || orientation != nil || contentFilter == "high" }
}
