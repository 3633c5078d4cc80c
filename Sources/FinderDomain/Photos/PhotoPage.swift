import FinderStore

/// The image addresses of a photo (`urls`), each hotlinked as the API guidelines require.
/// Any may be absent (an old saved page, or an answer that left one out).
public struct PhotoURLs: Equatable, Sendable {
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

    public var isEmpty: Bool { raw == nil && full == nil && regular == nil && small == nil && thumb == nil }
}

/// One photo as finder keeps and shows it. Text was cleaned when it came from the API.
public struct PhotoRecord: Equatable, Sendable {
    public var id: String
    public var description: String?
    public var altDescription: String?
    public var author: String
    public var width: Int
    public var height: Int
    /// The dominant colour as the API gives it ("#0c2640").
    public var color: String?
    /// The dominant colour's palette name ("blue"), decided when the photo came in.
    public var colorName: String?
    public var blurHash: String?
    /// The photo's page on Unsplash (`links.html`).
    public var url: String
    public var urls: PhotoURLs
    /// The photographer's profile page (`user.links.html`) and handle (`user.username`).
    public var profileURL: String?
    public var username: String?
    /// Where a download is reported before the image is fetched (`links.download_location`).
    public var downloadLocation: String?
    /// The sponsor of a sponsored result (`sponsorship.sponsor.name`).
    public var sponsor: String?

    public init(id: String, description: String?, altDescription: String?, author: String, width: Int, height: Int,
                color: String?, colorName: String?, blurHash: String?, url: String, urls: PhotoURLs = PhotoURLs(),
                profileURL: String? = nil, username: String? = nil, downloadLocation: String? = nil, sponsor: String? = nil) {
        self.id = id
        self.description = description
        self.altDescription = altDescription
        self.author = author
        self.width = width
        self.height = height
        self.color = color
        self.colorName = colorName
        self.blurHash = blurHash
        self.url = url
        self.urls = urls
        self.profileURL = profileURL
        self.username = username
        self.downloadLocation = downloadLocation
        self.sponsor = sponsor
    }
}

/// One page of a photo search as data: what the lifecycle saves, what `photos more`
/// continues, and what every renderer shows, live or saved.
public struct PhotoPage: SavedPayload, Equatable {
    public var total: Int
    public var totalPages: Int
    public var photos: [PhotoRecord]
    /// Results of the answer that could not be read (a bad field) and were left out.
    public var skipped: Int

    public init(total: Int, totalPages: Int, photos: [PhotoRecord], skipped: Int = 0) {
        self.total = total
        self.totalPages = totalPages
        self.photos = photos
        self.skipped = skipped
    }

    public var hasContent: Bool { !photos.isEmpty }

    /// A header record (total, pages, skipped), then a record per photo: the ten fields of
    /// the first format, then the links (added later; a page saved before reads back
    /// without them).
    public func savedUTF8() -> [UInt8] {
        var w = _RecordWriter(capacity: 64 + 300 * photos.count)
        w.add(total)
        w.add(totalPages)
        w.add(skipped)
        w.endRecord()
        for p in photos.prefix(SavedResult.maxItems) {
            w.add(p.id); w.add(Self.savedLines(p.description)); w.add(Self.savedLines(p.altDescription)); w.add(p.author)
            w.add(p.width); w.add(p.height)
            w.add(p.color); w.add(p.colorName); w.add(p.blurHash); w.add(p.url)
            w.add(p.urls.raw); w.add(p.urls.full); w.add(p.urls.regular); w.add(p.urls.small); w.add(p.urls.thumb)
            w.add(p.profileURL); w.add(p.username); w.add(p.downloadLocation); w.add(p.sponsor)
            w.endRecord()
        }
        return w.utf8
    }

    public init?(saved: String) {
        var r = _RecordReader(saved)
        guard let head = r.next(fields: 2), let total = head.int(0), let pages = head.int(1) else { return nil }
        var photos: [PhotoRecord] = []
        while !r.isAtEnd {
            guard let f = r.next(fields: 10), let width = f.int(4), let height = f.int(5) else { return nil }
            let urls = PhotoURLs(raw: f.optional(10), full: f.optional(11), regular: f.optional(12), small: f.optional(13),
                                 thumb: f.optional(14))
            photos.append(PhotoRecord(id: f.string(0), description: Self.readLines(f.optional(1)),
                                      altDescription: Self.readLines(f.optional(2)),
                                      author: CatalogueSync.trimmed(f.string(3)), width: width, height: height, color: f.optional(6),
                                      colorName: f.optional(7), blurHash: f.optional(8), url: f.string(9), urls: urls,
                                      profileURL: f.optional(15), username: f.optional(16), downloadLocation: f.optional(17),
                                      sponsor: f.optional(18)))
        }
        self.init(total: total, totalPages: pages, photos: photos, skipped: max(0, head.int(2) ?? 0))
    }

    /// A description's line breaks, which the record framing would drop (it keeps no control
    /// character), saved as U+2028: the offline page then reads as the live one did. No
    /// text from the API holds U+2028 (cleaning turns it into a line break), so the mapping
    /// is reversible.
    private static func savedLines(_ s: String?) -> String? {
        s.map { String(String.UnicodeScalarView($0.unicodeScalars.map { $0 == "\n" ? "\u{2028}" : $0 })) }
    }

    private static func readLines(_ s: String?) -> String? {
        s.map { String(String.UnicodeScalarView($0.unicodeScalars.map { $0 == "\u{2028}" ? "\n" : $0 })) }
    }
}
