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
    /// The photo's page on Unsplash.
    public var url: String

    public init(id: String, description: String?, altDescription: String?, author: String, width: Int, height: Int,
                color: String?, colorName: String?, blurHash: String?, url: String) {
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
    }
}

/// One page of a photo search as data: what the lifecycle saves, what `photos more`
/// continues, and what every renderer shows, live or saved.
public struct PhotoPage: SavedPayload, Equatable {
    public var total: Int
    public var totalPages: Int
    public var photos: [PhotoRecord]

    public init(total: Int, totalPages: Int, photos: [PhotoRecord]) {
        self.total = total
        self.totalPages = totalPages
        self.photos = photos
    }

    public var hasContent: Bool { !photos.isEmpty }

    /// A header record (total, pages), then a record per photo.
    public func encodedForSaving() -> String {
        var w = _RecordWriter(capacity: 64 + 300 * photos.count)
        w.add(total)
        w.add(totalPages)
        w.endRecord()
        for p in photos.prefix(SavedResultLimit.maxItems) {
            w.add(p.id); w.add(p.description); w.add(p.altDescription); w.add(p.author); w.add(p.width); w.add(p.height)
            w.add(p.color); w.add(p.colorName); w.add(p.blurHash); w.add(p.url)
            w.endRecord()
        }
        return w.text
    }

    public init?(saved: String) {
        var r = _RecordReader(saved)
        guard let head = r.next(fields: 2), let total = head.int(0), let pages = head.int(1) else { return nil }
        var photos: [PhotoRecord] = []
        while !r.isAtEnd {
            guard let f = r.next(fields: 10), let width = f.int(4), let height = f.int(5) else { return nil }
            photos.append(PhotoRecord(id: f.string(0), description: f.optional(1), altDescription: f.optional(2),
                                      author: f.string(3), width: width, height: height, color: f.optional(6),
                                      colorName: f.optional(7), blurHash: f.optional(8), url: f.string(9)))
        }
        self.init(total: total, totalPages: pages, photos: photos)
    }
}
