import Testing
import FinderTestSupport
@testable import FinderDomain

/// A photo source that answers from a list, or fails.
struct ListedPhotos: PhotoSource {
    struct Down: PhotoSourceFailure { var allowsOfflineFallback: Bool }
    var photos: [String]
    var totalPages = 3
    var failure: Down?

    func search(_ query: String, filters: PhotoFilters) async throws(Down) -> PhotoResults {
        if let failure { throw failure }
        let records = photos.map { PhotoRecord(id: $0, description: nil, altDescription: nil, author: "A", width: 1, height: 1,
                                               color: nil, colorName: nil, blurHash: nil, url: "https://unsplash.com/photos/" + $0) }
        return PhotoResults(page: PhotoPage(total: records.count * totalPages, totalPages: totalPages, photos: records),
                            quota: PhotoQuota(limit: 50, remaining: 4, isNearlySpent: true))
    }
}

/// The photo search's lifecycle is the domain's, whatever the source.
@Suite struct PhotoSearchTests {
    func request(_ query: String, page: Int = 1, offline: Bool = false) -> PhotoSearchRequest {
        var filters = PhotoFilters()
        filters.page = page
        return PhotoSearchRequest(query: query, filters: filters, offline: offline, recordsHistory: true)
    }

    @Test func aLivePageIsSavedAndStandsInWhenTheNetworkFails() async throws {
        let dir = TemporaryDirectory()
        let data = LocalData(directory: dir.path)
        let live = PhotoSearch(data: data, source: ListedPhotos(photos: ["a", "b"]))
        guard case .live(let page, let quota) = await live.run(request("cats")) else { Issue.record("not live"); return }
        #expect(page.photos.map(\.id) == ["a", "b"] && quota?.remaining == 4)
        live.lifecycle.recordAnswer()

        let down = PhotoSearch(data: data, source: ListedPhotos(photos: [], failure: .init(allowsOfflineFallback: true)))
        guard case .saved(let saved, _, let fallback, _) = await down.run(request("cats")) else { Issue.record("not saved"); return }
        #expect(saved.photos.map(\.id) == ["a", "b"] && fallback != nil)

        // A failure of the request itself (a bad key) is said, never hidden behind the saved page.
        let refused = PhotoSearch(data: data, source: ListedPhotos(photos: [], failure: .init(allowsOfflineFallback: false)))
        guard case .failed = await refused.run(request("cats")) else { Issue.record("not failed"); return }
        // Offline: the query's saved page whatever the filters asked, with the ones it was saved with.
        guard case .saved(let other, _, nil, let filters) = await refused.run(request("cats", page: 2, offline: true)) else {
            Issue.record("page 2"); return
        }
        #expect(other.photos.map(\.id) == ["a", "b"] && filters?.page == 1)
        guard case .nothingSaved = await refused.run(request("dogs", offline: true)) else { Issue.record("dogs"); return }
    }

    @Test func moreContinuesTheNewestSavedSearchUpToItsLastPage() async throws {
        let dir = TemporaryDirectory()
        let data = LocalData(directory: dir.path)
        let search = PhotoSearch(data: data, source: ListedPhotos(photos: ["a"], totalPages: 2))
        #expect(try search.continuation() == .none)
        _ = await search.run(request("dogs"))
        search.lifecycle.recordAnswer()
        guard case .next(let query, let filters) = try search.continuation() else { Issue.record("no next page"); return }
        #expect(query == "dogs" && filters.page == 2)
        let second = PhotoSearch(data: data, source: ListedPhotos(photos: ["b"], totalPages: 2))
        _ = await second.run(PhotoSearchRequest(query: query, filters: filters, offline: false, recordsHistory: false))
        second.lifecycle.recordAnswer()
        #expect(try second.continuation() == .lastPage(query: "dogs", filters: filters, totalPages: 2))
    }
}
