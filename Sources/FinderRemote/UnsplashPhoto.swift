import FinderText
/// One photo of a search answer: the fields finder shows, decoded leniently (only `id` is
/// required; Unsplash leaves description, alt description and blur hash null freely).
/// Encodable too, with the API's own names, so a saved page reads back with the same decoder.
public struct UnsplashPhoto: Codable, Equatable, Sendable {
    public var id: String
    public var description: String?
    public var altDescription: String?
    public var width: Int
    public var height: Int
    /// Dominant colour as "#RRGGBB".
    public var color: String?
    public var blurHash: String?
    public var author: String
    /// The photo's page on unsplash.com (`links.html`).
    public var pageURL: String

    public init(id: String, description: String?, altDescription: String?, width: Int, height: Int,
                color: String?, blurHash: String?, author: String, pageURL: String) {
        self.id = id
        self.description = description
        self.altDescription = altDescription
        self.width = width
        self.height = height
        self.color = color
        self.blurHash = blurHash
        self.author = author
        self.pageURL = pageURL
    }

    enum CodingKeys: String, CodingKey {
        case id, description, width, height, color, user, links
        case altDescription = "alt_description"
        case blurHash = "blur_hash"
    }
    struct User: Codable { var name: String?; var username: String? }
    struct Links: Codable { var html: String? }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // Untrusted: cleaned here, once, so that no output format — JSON included, which
        // `jq -r` would replay on a terminal — carries an escape sequence or a bidi override.
        func text(_ s: String?) -> String? { s.map { UntrustedText.clean($0) } }
        id = UntrustedText.clean(try c.decode(String.self, forKey: .id))
        description = try c.decodeIfPresent(String.self, forKey: .description).map { UntrustedText.clean($0, keepingLineBreaks: true) }
        altDescription = try c.decodeIfPresent(String.self, forKey: .altDescription).map { UntrustedText.clean($0, keepingLineBreaks: true) }
        width = try c.decodeIfPresent(Int.self, forKey: .width) ?? 0
        height = try c.decodeIfPresent(Int.self, forKey: .height) ?? 0
        color = text(try c.decodeIfPresent(String.self, forKey: .color))
        blurHash = text(try c.decodeIfPresent(String.self, forKey: .blurHash))
        let user = try c.decodeIfPresent(User.self, forKey: .user)
        author = text(user?.name ?? user?.username) ?? ""
        pageURL = text(try c.decodeIfPresent(Links.self, forKey: .links)?.html) ?? "https://unsplash.com/photos/\(id)"
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(description, forKey: .description)
        try c.encode(altDescription, forKey: .altDescription)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(color, forKey: .color)
        try c.encode(blurHash, forKey: .blurHash)
        try c.encode(User(name: author, username: nil), forKey: .user)
        try c.encode(Links(html: pageURL), forKey: .links)
    }
}

/// One page of `GET /search/photos`.
public struct UnsplashSearchPage: Codable, Equatable, Sendable {
    public var total: Int
    public var totalPages: Int
    public var results: [UnsplashPhoto]
    /// From the answer's headers; not part of the body (nor of a saved page).
    public var rateLimit: UnsplashRateLimit?

    public init(total: Int, totalPages: Int, results: [UnsplashPhoto], rateLimit: UnsplashRateLimit? = nil) {
        self.total = total
        self.totalPages = totalPages
        self.results = results
        self.rateLimit = rateLimit
    }

    enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let results = try c.decodeIfPresent([UnsplashPhoto].self, forKey: .results) else {
            throw UnsplashError.badResponse(.missingResults)
        }
        self.results = results
        total = try c.decodeIfPresent(Int.self, forKey: .total) ?? results.count
        totalPages = try c.decodeIfPresent(Int.self, forKey: .totalPages) ?? (results.isEmpty ? 0 : 1)
        rateLimit = nil
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(total, forKey: .total)
        try c.encode(totalPages, forKey: .totalPages)
        try c.encode(results, forKey: .results)
    }
}
