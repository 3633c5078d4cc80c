import FinderRemote
import Foundation

/// What `photos` keeps in the store's saved results (domain "photos"): the query, its
/// filters and page, and the page of photos. It is the offline fallback and what
/// `photos more` continues. The access key is never part of it.
struct PhotosSavedSearch: Codable {
    var query: String
    var filters: PhotoFilters
    var page: UnsplashSearchPage

    func encoded() -> String? {
        (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) }
    }

    static func decode(_ payload: String) -> PhotosSavedSearch? {
        try? JSONDecoder().decode(PhotosSavedSearch.self, from: Data(payload.utf8))
    }
}
