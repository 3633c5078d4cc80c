import FinderDomain
import FinderRemote
import Foundation

/// Fetches photos' thumbnails from the addresses the API gave (hotlinked, never cached, as
/// the API guidelines require), a page's together, each bounded by FinderRemote's HTTP
/// client: `deadline` for the whole image from the start of its own request, `maxBytes` for
/// its body (stopped there while it streams in). An image that cannot be had — refused, 404,
/// HTML, cut short, too slow, too large — is nil: its block keeps the blur, and the search
/// goes on.
///
/// As many requests at once as the page has images, at most `concurrency`
/// (docs/decisions/0013-thumbnails-fetched-together.md): the page is then drawn about as soon as its slowest image is there, not
/// after waves of them (four at once made a page of 10 take 2.2–2.5× its slowest image).
/// The images come from Unsplash's CDN, one small request each; a larger `--per-page` goes
/// on in waves, a request starting as another ends. What arrives at once is at most
/// `concurrency × maxBytes` (5 MiB); the page's bodies held until drawn, at most 30 ×
/// `maxBytes` (15 MiB at `--per-page 30`).
struct ThumbnailFetcher: Sendable {
    static let concurrency = 10
    var deadline: Double = 3
    var maxBytes = 512 << 10

    /// The image bodies, by index of `urls` (nil where there was none, or it failed).
    func fetch(_ urls: [URL?]) async -> [Data?] {
        var bodies = [Data?](repeating: nil, count: urls.count)
        await fetch(urls) { bodies[$0] = $1 }
        return bodies
    }

    /// Each body as it comes (`each` with its index in `urls`, nil where it failed); none
    /// is started once the task is cancelled.
    func fetch(_ urls: [URL?], each: (Int, Data?) -> Void) async {
        let client = HTTPClient(timeout: deadline, deadline: deadline, maxBodyBytes: maxBytes, redirects: .followAllowed)
        await withTaskGroup(of: (Int, Data?).self) { group in
            var next = 0
            func startNext() {
                while next < urls.count, !Task.isCancelled {
                    let i = next
                    next += 1
                    guard let url = urls[i] else { continue }
                    group.addTask { (i, await Self.body(url, client)) }
                    return
                }
            }
            for _ in 0..<Self.concurrency { startNext() }
            while let (i, body) = await group.next() {
                each(i, body)
                startNext()
            }
        }
    }

    private static func body(_ url: URL, _ client: HTTPClient) async -> Data? {
        guard let response = try? await client.get(url, headers: ["Accept": "image/jpeg"]), response.status == 200,
              !response.body.isEmpty else { return nil }
        return response.body
    }

    /// The largest image asked for, either way: a photo drawn across a wide terminal in
    /// pixels (300 columns of 10) still comes as a JPEG well under `maxBytes`.
    static let largestSide = 1600

    /// `width` × `height` scaled down, aspect kept, to at most `largestSide` either way.
    static func bounded(_ width: Int, _ height: Int) -> (width: Int, height: Int) {
        let scale = min(1, Double(largestSide) / Double(max(1, width, height)))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// The address of a thumbnail of about `pixels`: `raw` with imgix's size parameters
    /// (`w`, `h`, `fit=max` keeps the aspect ratio inside them, `fm=jpg`, `q`), its own
    /// parameters (`ixid`, which Unsplash uses to count views, `ixlib`) kept; else `thumb`
    /// (200 px wide) as given; else nil.
    static func url(for urls: PhotoURLs, pixels: (width: Int, height: Int)) -> URL? {
        if let raw = urls.raw, var c = URLComponents(string: raw), c.scheme != nil, c.host != nil {
            let sized: Set<String> = ["w", "h", "fit", "fm", "q", "dpr", "crop", "auto"]
            var items = (c.queryItems ?? []).filter { !sized.contains($0.name) }
            items += [URLQueryItem(name: "w", value: String(max(1, pixels.width))),
                      URLQueryItem(name: "h", value: String(max(1, pixels.height))),
                      URLQueryItem(name: "fit", value: "max"), URLQueryItem(name: "fm", value: "jpg"),
                      URLQueryItem(name: "q", value: "75")]
            c.queryItems = items
            if let url = c.url { return url }
        }
        return urls.thumb.flatMap(URL.init(string:))
    }
}
