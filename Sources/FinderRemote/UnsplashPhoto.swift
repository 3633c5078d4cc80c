import FinderText
/// One photo of a search answer: the fields finder shows, decoded leniently (only `id` is
/// required; Unsplash leaves description, alt description, blur hash, links and sponsorship
/// out or null freely). A field of the wrong type or out of range fails this photo only:
/// the page skips it (`UnsplashSearchPage.skipped`).
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
    /// The photographer's name (`user.name`, else `user.username`), trimmed.
    public var author: String
    /// The photo's page on unsplash.com (`links.html`).
    public var pageURL: String
    public var urls: URLs
    /// `user.links.html` and `user.username`.
    public var profileURL: String?
    public var username: String?
    /// `links.download_location`: the address a download is reported to first.
    public var downloadLocation: String?
    /// `sponsorship.sponsor.name` of a sponsored result.
    public var sponsor: String?

    /// The image addresses (`urls`), hotlinked.
    public struct URLs: Codable, Equatable, Sendable {
        public var raw: String?
        public var full: String?
        public var regular: String?
        public var small: String?
        public var thumb: String?

        public init(raw: String? = nil, full: String? = nil, regular: String? = nil, small: String? = nil, thumb: String? = nil) {
            self.raw = raw
            self.full = full
            self.regular = regular
            self.small = small
            self.thumb = thumb
        }
    }

    public init(id: String, description: String?, altDescription: String?, width: Int, height: Int,
                color: String?, blurHash: String?, author: String, pageURL: String, urls: URLs = URLs(),
                profileURL: String? = nil, username: String? = nil, downloadLocation: String? = nil, sponsor: String? = nil) {
        self.id = id
        self.description = description
        self.altDescription = altDescription
        self.width = width
        self.height = height
        self.color = color
        self.blurHash = blurHash
        self.author = author
        self.pageURL = pageURL
        self.urls = urls
        self.profileURL = profileURL
        self.username = username
        self.downloadLocation = downloadLocation
        self.sponsor = sponsor
    }

    enum CodingKeys: String, CodingKey {
        case id, description, width, height, color, user, links, urls, sponsorship
        case altDescription = "alt_description"
        case blurHash = "blur_hash"
    }
    struct User: Codable {
        var name: String?
        var username: String?
        var links: UserLinks?
    }
    struct UserLinks: Codable { var html: String? }
    struct Links: Codable {
        var html: String?
        var downloadLocation: String?
        enum CodingKeys: String, CodingKey {
            case html
            case downloadLocation = "download_location"
        }
    }
    struct Sponsorship: Codable { var sponsor: Sponsor? }
    struct Sponsor: Codable { var name: String? }

    /// The largest side the API has been seen to report is about 20 000 px; anything past
    /// this is a broken field, not a photo.
    static let maximumSide = 1_000_000

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let secret = decoder.userInfo[UnsplashPhoto.secretKey] as? String
        let text = { (s: String?) in UnsplashText.line(s, redacting: secret) }
        let link = { (s: String?) in UnsplashText.link(s, redacting: secret) }
        guard let id = text(try c.decode(String.self, forKey: .id)), !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "empty id")
        }
        self.id = id
        description = UnsplashText.paragraphs(try c.decodeIfPresent(String.self, forKey: .description), redacting: secret)
        altDescription = UnsplashText.paragraphs(try c.decodeIfPresent(String.self, forKey: .altDescription), redacting: secret)
        func side(_ key: CodingKeys) throws -> Int {
            let n = try c.decodeIfPresent(Int.self, forKey: key) ?? 0
            guard (0...Self.maximumSide).contains(n) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "out of range")
            }
            return n
        }
        width = try side(.width)
        height = try side(.height)
        color = text(try c.decodeIfPresent(String.self, forKey: .color))
        blurHash = text(try c.decodeIfPresent(String.self, forKey: .blurHash))
        let user = try c.decodeIfPresent(User.self, forKey: .user)
        username = text(user?.username).flatMap { $0.isEmpty ? nil : $0 }
        author = text(user?.name).flatMap { $0.isEmpty ? nil : $0 } ?? username ?? ""
        profileURL = link(user?.links?.html)
        let links = try c.decodeIfPresent(Links.self, forKey: .links)
        pageURL = link(links?.html) ?? "https://unsplash.com/photos/\(id)"
        downloadLocation = link(links?.downloadLocation)
        let u = try c.decodeIfPresent(URLs.self, forKey: .urls)
        urls = URLs(raw: link(u?.raw), full: link(u?.full), regular: link(u?.regular), small: link(u?.small), thumb: link(u?.thumb))
        sponsor = text(try c.decodeIfPresent(Sponsorship.self, forKey: .sponsorship)?.sponsor?.name).flatMap { $0.isEmpty ? nil : $0 }
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
        try c.encode(User(name: author, username: username, links: profileURL.map { UserLinks(html: $0) }), forKey: .user)
        try c.encode(Links(html: pageURL, downloadLocation: downloadLocation), forKey: .links)
        try c.encode(urls, forKey: .urls)
        if let sponsor { try c.encode(Sponsorship(sponsor: Sponsor(name: sponsor)), forKey: .sponsorship) }
    }

    /// The decoder's `userInfo` key of the access key, removed from every text decoded.
    public static let secretKey = CodingUserInfoKey(rawValue: "finder.unsplash.secret")!
}

/// One page of `GET /search/photos`.
public struct UnsplashSearchPage: Codable, Equatable, Sendable {
    public var total: Int
    public var totalPages: Int
    public var results: [UnsplashPhoto]
    /// Results that could not be read (a field of the wrong type or out of range), left out.
    public var skipped: Int
    /// From the answer's headers; not part of the body (nor of a saved page).
    public var rateLimit: UnsplashRateLimit?

    public init(total: Int, totalPages: Int, results: [UnsplashPhoto], skipped: Int = 0, rateLimit: UnsplashRateLimit? = nil) {
        self.total = total
        self.totalPages = totalPages
        self.results = results
        self.skipped = skipped
        self.rateLimit = rateLimit
    }

    enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }

    /// One element of `results`, read on its own so that a broken one costs only itself.
    private struct Lenient: Decodable {
        let photo: UnsplashPhoto?
        init(from decoder: Decoder) throws { photo = try? UnsplashPhoto(from: decoder) }
    }

    /// Counts past this are not a real answer (Unsplash reports at most some tens of
    /// thousands): the page's own results stand in for them.
    static let maximumTotal = 100_000_000

    /// Results read from one page: the API gives at most 30 (`per_page`). Past this, results
    /// are counted as skipped without being read, so a body of millions of elements costs no
    /// more than its parsed form.
    static let maximumResults = 30

    /// Elements past `maximumResults`, walked over unread.
    private struct Unread: Decodable { init(from decoder: Decoder) throws {} }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard try c.contains(.results) && !c.decodeNil(forKey: .results) else {
            throw UnsplashError.badResponse(.missingResults)
        }
        var elements = try c.nestedUnkeyedContainer(forKey: .results)
        var photos: [UnsplashPhoto] = []
        var read = 0
        while !elements.isAtEnd {
            read += 1
            if read > Self.maximumResults {
                _ = try elements.decode(Unread.self)
                continue
            }
            if let photo = try elements.decode(Lenient.self).photo { photos.append(photo) }
        }
        results = photos
        skipped = read - results.count
        let shown = read
        // A count of the wrong type, negative or absurd is no count: never "1 photo of -5".
        func count(_ key: CodingKeys) -> Int? {
            (try? c.decodeIfPresent(Int.self, forKey: key)).flatMap { $0 }.flatMap { (0...Self.maximumTotal).contains($0) ? $0 : nil }
        }
        total = max(count(.total) ?? shown, shown)
        totalPages = max(count(.totalPages) ?? 0, shown == 0 ? 0 : 1)
        rateLimit = nil
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(total, forKey: .total)
        try c.encode(totalPages, forKey: .totalPages)
        try c.encode(results, forKey: .results)
    }
}
