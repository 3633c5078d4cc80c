import Testing
import FinderCLI
import FinderDomain
import FinderRemote
@testable import FinderNetCommands

@Suite struct SyncRequestTests {
    @Test func withoutFromEveryKeylessSourceInOrder() throws {
        let r = try SyncRequest.resolve(from: nil, environment: [:], currentDirectory: "/w")
        #expect(!r.chosen)
        #expect(r.sources.map(\.kind) == ["moex", "nasdaq"])
    }

    @Test func fromNamesOneSourceAnyCase() throws {
        #expect(try SyncRequest.resolve(from: "NASDAQ", environment: [:], currentDirectory: "/w").sources.map(\.kind) == ["nasdaq"])
        let file = try SyncRequest.resolve(from: "data/../stocks.csv", environment: [:], currentDirectory: "/w")
        #expect(file.sources == [.file("/w/stocks.csv")])
        #expect(file.chosen)
    }

    @Test func badSourcesAndSettingsAreProblems() {
        #expect(throws: SyncRequest.Problem.self) { try SyncRequest.resolve(from: "ftp://example.com/x", environment: [:], currentDirectory: "/") }
        #expect(throws: SyncRequest.Problem.insecure("http://example.com/x")) {
            try SyncRequest.resolve(from: "http://example.com/x", environment: [:], currentDirectory: "/")
        }
        #expect(throws: SyncRequest.Problem.self) {
            try SyncRequest.resolve(from: "moex", environment: ["FINDER_MOEX_URL": "http://iss.example.com"], currentDirectory: "/")
        }
    }

    @Test func aURLsPriceSourceDropsItsQuery() throws {
        let r = try SyncRequest.resolve(from: "https://user:pw@example.com/s.json?token=x#f", environment: [:], currentDirectory: "/")
        #expect(r.sources.first?.priceSource == "https://example.com/s.json")
    }
}

@Suite struct PhotoFeatureTests {
    /// The API's page becomes finder's data once, with each colour named there.
    @Test func pagesAreKeptAsDataWithColourNames() {
        let api = UnsplashSearchPage(total: 23, totalPages: 8, results: [
            UnsplashPhoto(id: "a", description: "Cat", altDescription: nil, width: 4000, height: 6000, color: "#1060d0",
                          blurHash: nil, author: "Anna", pageURL: "https://unsplash.com/photos/a"),
        ])
        let page = PhotosSearch.page(api)
        #expect(page.total == 23 && page.totalPages == 8)
        #expect(page.photos.first?.colorName == "blue")
        #expect(PhotoPage(saved: page.encodedForSaving()) == page)
    }

    @Test func finderNetRegistersEveryNetworkFeature() {
        let features: NetworkFeatures = FinderNetFeatures()
        #expect(features.previewPainter != nil)
    }
}
