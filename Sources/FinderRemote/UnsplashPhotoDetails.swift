import FinderText

/// One photo of `GET /photos/:id`: the search result's fields and what only this answer
/// carries — where it was taken, the camera, the tags, the counts. Every part is optional
/// and decoded leniently: a broken `exif` or `location` is no camera or place, never an
/// error; only the photo's own fields must be readable.
public struct UnsplashPhotoDetails: Decodable, Equatable, Sendable {
    public var photo: UnsplashPhoto
    /// "Kyoto, Japan" (`location.name`, else city and country).
    public var location: String?
    /// "Canon EOS 5D Mark IV" (`exif.name`, else make and model).
    public var camera: String?
    /// "1/250 s · f/2.8 · 50 mm · ISO 100", in the API's own notation.
    public var exposure: Exposure?
    public var tags: [String]
    public var likes: Int?
    public var downloads: Int?
    /// `created_at`, as the API gives it (ISO 8601).
    public var createdAt: String?

    public struct Exposure: Equatable, Sendable {
        public var time: String?
        public var aperture: String?
        public var focalLength: String?
        public var iso: Int?
        public var isEmpty: Bool { time == nil && aperture == nil && focalLength == nil && iso == nil }
    }

    public init(photo: UnsplashPhoto, location: String? = nil, camera: String? = nil, exposure: Exposure? = nil,
                tags: [String] = [], likes: Int? = nil, downloads: Int? = nil, createdAt: String? = nil) {
        self.photo = photo
        self.location = location
        self.camera = camera
        self.exposure = exposure
        self.tags = tags
        self.likes = likes
        self.downloads = downloads
        self.createdAt = createdAt
    }

    enum CodingKeys: String, CodingKey {
        case location, exif, tags, likes, downloads
        case createdAt = "created_at"
    }
    struct Location: Decodable { var name: String?; var city: String?; var country: String? }
    /// Each field on its own: cameras write odd values (`"iso": 1e30`, a number for a text).
    struct Exif: Decodable {
        var make: String?, model: String?, name: String?
        var exposureTime: String?, aperture: String?, focalLength: String?
        var iso: Int?
        enum CodingKeys: String, CodingKey {
            case make, model, name, aperture, iso
            case exposureTime = "exposure_time"
            case focalLength = "focal_length"
        }
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            func text(_ key: CodingKeys) -> String? { (try? c.decodeIfPresent(String.self, forKey: key)).flatMap { $0 } }
            make = text(.make)
            model = text(.model)
            name = text(.name)
            exposureTime = text(.exposureTime)
            aperture = text(.aperture)
            focalLength = text(.focalLength)
            iso = (try? c.decodeIfPresent(Int.self, forKey: .iso)).flatMap { $0 }
        }
    }
    struct Tag: Decodable { var title: String? }
    /// One tag read on its own: a broken one is left out, not the photo.
    struct LenientTag: Decodable {
        let title: String?
        init(from decoder: Decoder) throws { title = (try? Tag(from: decoder))?.title }
    }

    public init(from decoder: Decoder) throws {
        photo = try UnsplashPhoto(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let secret = decoder.userInfo[UnsplashPhoto.secretKey] as? String
        func text(_ s: String?) -> String? { UnsplashText.line(s, redacting: secret).flatMap { $0.isEmpty ? nil : $0 } }
        func joined(_ parts: [String?], _ separator: String) -> String? {
            let kept = parts.compactMap(text)
            return kept.isEmpty ? nil : kept.joined(separator: separator)
        }
        let place = (try? c.decodeIfPresent(Location.self, forKey: .location)).flatMap { $0 }
        location = text(place?.name) ?? joined([place?.city, place?.country], ", ")
        let exif = (try? c.decodeIfPresent(Exif.self, forKey: .exif)).flatMap { $0 }
        camera = joined([exif?.make, exif?.model], " ") ?? text(exif?.name)
        let e = Exposure(time: text(exif?.exposureTime), aperture: text(exif?.aperture), focalLength: text(exif?.focalLength),
                         iso: exif?.iso.flatMap { (1...10_000_000).contains($0) ? $0 : nil })
        exposure = e.isEmpty ? nil : e
        let lenientTags = (try? c.decodeIfPresent([LenientTag].self, forKey: .tags)).flatMap { $0 } ?? []
        var seen = Set<String>()
        tags = lenientTags.compactMap { text($0.title) }.filter { seen.insert($0.lowercased()).inserted }
        func count(_ key: CodingKeys) -> Int? {
            (try? c.decodeIfPresent(Int.self, forKey: key)).flatMap { $0 }.flatMap { $0 >= 0 ? $0 : nil }
        }
        likes = count(.likes)
        downloads = count(.downloads)
        createdAt = text((try? c.decodeIfPresent(String.self, forKey: .createdAt)).flatMap { $0 })
    }
}
