import FinderText
import Foundation

/// One photo: `GET /photos/:id`, and its download as the API guidelines require — first the
/// authorised request to the photo's `download_location` (Unsplash counts downloads there),
/// then the image itself from its hotlinked address, without the key.
extension UnsplashClient {
    /// Photo ids are short words of letters, digits, `-` and `_`: anything else could
    /// change the request's path, so it is refused before a request is made.
    public static func isValidPhotoID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64
            && id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    public func photoURL(id: String) -> URL {
        baseURL.appendingPathComponent("photos").appendingPathComponent(id)
    }

    /// The photo with this id; `.notFound` for a 404.
    public func photo(id: String) async throws(UnsplashError) -> UnsplashPhotoDetails {
        do {
            let response = try await send(photoURL(id: id))
            return try Self.decodeBody(UnsplashPhotoDetails.self, response, redacting: accessKey)
        } catch .unexpectedStatus(404, _) {
            throw .notFound
        }
    }

    /// Reports a download to `location` (`links.download_location`), with the key, and
    /// returns the image address the answer gives, if any. The key goes only to the API's
    /// own host: a location elsewhere is refused, not called.
    public func trackDownload(_ location: String) async throws(UnsplashError) -> String? {
        guard let url = URL(string: location), url.scheme?.lowercased() == baseURL.scheme?.lowercased(),
              url.host?.lowercased() == baseURL.host?.lowercased(), url.port == baseURL.port else {
            throw .badResponse(.unexpectedShape("links.download_location"))
        }
        let response = try await send(url)
        struct Answer: Decodable { var url: String? }
        let answer = _JSONDocument(data: response.body).flatMap { try? _JSONDocumentDecoder().decode(Answer.self, from: $0) }
        return UnsplashText.link(answer?.url, redacting: accessKey)
    }

    /// The largest image finder downloads (a `raw` original is tens of megabytes).
    public static let maximumImageBytes = 512 << 20

    /// The image at `address`, without the key (the address is a public CDN link; redirects
    /// to allowed addresses are followed). `progress` is told as bytes arrive. Fails unless
    /// the answer is 200 with an `image/…` type.
    public func downloadImage(_ address: String, progress: HTTPClient.Progress? = nil) async throws(UnsplashError) -> Data {
        guard let url = URL(string: address), url.host != nil, HTTPClient.isAllowed(url) else { throw .insecureURL(address) }
        // The idle timeout as configured; the whole transfer may take longer (a large
        // original on a slow line), up to ten minutes.
        let client = HTTPClient(timeout: http.idleTimeout, deadline: max(http.idleTimeout, 600),
                                maxBodyBytes: Self.maximumImageBytes, redirects: .followAllowed)
        var headers: [String: String] = [:]
        if let userAgent { headers["User-Agent"] = userAgent }
        let response: HTTPClient.Response
        do { response = try await client.get(url, headers: headers, progress: progress) } catch { throw Self.failure(error) }
        switch response.status {
        case 200..<300:
            guard (response.headers["content-type"] ?? "").lowercased().hasPrefix("image/") else {
                throw .badResponse(response.body.isEmpty ? .empty : .notImage)
            }
            return response.body
        case 404:
            throw .notFound
        case 500..<600:
            throw .server(status: response.status)
        default:
            throw .unexpectedStatus(response.status, detail: nil)
        }
    }
}
