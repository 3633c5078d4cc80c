import Foundation
import Testing
import FinderCLI
import FinderDomain
import FinderRemote
@testable import FinderNetCommands

@Suite struct SyncRequestTests {
    @Test func withoutFromEveryKeylessSourceInOrder() throws {
        let r = try SyncRequest.resolve(from: nil, settings: Settings(environment: [:]), currentDirectory: "/w")
        #expect(!r.chosen)
        #expect(r.sources.map(\.kind) == ["moex", "nasdaq"])
    }

    @Test func fromNamesOneSourceAnyCase() throws {
        #expect(try SyncRequest.resolve(from: "NASDAQ", settings: Settings(environment: [:]), currentDirectory: "/w").sources.map(\.kind) == ["nasdaq"])
        let file = try SyncRequest.resolve(from: "data/../stocks.csv", settings: Settings(environment: [:]), currentDirectory: "/w")
        #expect(file.sources.map(\.location) == [.file("/w/stocks.csv")] && file.sources[0].registered == nil)
        #expect(file.chosen)
    }

    @Test func badSourcesAndSettingsAreProblems() {
        #expect(throws: SyncRequest.Problem.self) { try SyncRequest.resolve(from: "ftp://example.com/x", settings: Settings(environment: [:]), currentDirectory: "/") }
        #expect(throws: SyncRequest.Problem.insecure("http://example.com/x")) {
            try SyncRequest.resolve(from: "http://example.com/x", settings: Settings(environment: [:]), currentDirectory: "/")
        }
        #expect(throws: SyncRequest.Problem.self) {
            try SyncRequest.resolve(from: "moex", settings: Settings(environment: ["FINDER_MOEX_URL": "http://iss.example.com"]), currentDirectory: "/")
        }
    }

    /// `finder` completes and explains `--from` without linking the sources: it reads their
    /// names from the catalog's `sync.source.NAME` keys, their variables by rule. Both must
    /// be the registration's, or help, completion and the man page name sources that cannot
    /// be synced (a stray key) or miss one (a source registered without its message).
    @Test func theCommandModelNamesEveryRegisteredSource() throws {
        let registered = CatalogueSources.registered
        #expect(SyncSourceNames.all == registered.map(\.name).sorted())
        for s in registered {
            #expect(s.baseVariable == SyncSourceNames.variable(for: s.name), "\(s.name): its variable is the rule's")
        }
        #expect(SyncSourceNames.variables == registered.sorted { $0.name < $1.name }.map(\.baseVariable))
        #expect(SyncSourceNames.variable(for: "moex") == "FINDER_MOEX_URL")
        #expect(CommandModel.from.value.completions == registered.map(\.name).sorted())
        #expect(CommandModel.from.valueName == (registered.map(\.name).sorted() + ["URL", "FILE"]).joined(separator: "|"))
        let r = try SyncRequest.resolve(from: nil, settings: Settings(environment: [:]), currentDirectory: "/w")
        #expect(r.sources.map(\.kind) == registered.filter(\.syncedByDefault).map(\.name))
    }

    /// A registered source's base comes from its variable; a bad one names the variable.
    @Test func aSourcesBaseVariableMovesItsURL() throws {
        let r = try SyncRequest.resolve(from: "moex", settings: Settings(environment: ["FINDER_MOEX_URL": "http://127.0.0.1:9/"]), currentDirectory: "/")
        #expect(r.sources.first?.location == .url(MoexBoard.url(base: "http://127.0.0.1:9")!))
        #expect(throws: SyncRequest.Problem.badEnvironment(variable: "FINDER_NASDAQ_URL", value: "no url", insecure: false)) {
            try SyncRequest.resolve(from: "nasdaq", settings: Settings(environment: ["FINDER_NASDAQ_URL": "no url"]), currentDirectory: "/")
        }
    }

    /// Each source says its own format errors: the Moscow Exchange with no hint, Nasdaq "try
    /// later", a StockFinder file "check the format".
    @Test func eachSourceWordsItsFormatErrors() {
        #expect(throws: SourceFormatError(reasonKey: "sync.bad.notJSON")) { try MoexSource().rows(Data("<html>".utf8)) }
        #expect(throws: SourceFormatError(reasonKey: "sync.bad.notJSON", hint: "sync.hint.later")) {
            try NasdaqSource().rows(Data("<html>".utf8))
        }
        #expect(throws: SourceFormatError(reasonKey: "sync.bad.empty", hint: "sync.hint.format")) { try StockFinderFile().rows(Data(" ".utf8)) }
    }

    @Test func aURLsPriceSourceDropsItsQuery() throws {
        let r = try SyncRequest.resolve(from: "https://user:pw@example.com/s.json?token=x#f", settings: Settings(environment: [:]), currentDirectory: "/")
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
        let page = PhotosCommand.page(api)
        #expect(page.total == 23 && page.totalPages == 8)
        #expect(page.photos.first?.colorName == "blue")
        #expect(PhotoPage(saved: page.encodedForSaving()) == page)
    }

    /// The photo model's links survive saving; a page saved before them reads back without
    /// them; a description's line breaks survive too.
    @Test func savedPagesKeepLinksAndLineBreaks() throws {
        let api = UnsplashSearchPage(total: 5, totalPages: 1, results: [
            UnsplashPhoto(id: "a", description: "one\ntwo", altDescription: nil, width: 1, height: 2, color: nil, blurHash: nil,
                          author: "Ann", pageURL: "https://unsplash.com/photos/a",
                          urls: .init(raw: "https://i/raw", full: "https://i/full", regular: nil, small: "https://i/s", thumb: "https://i/t"),
                          profileURL: "https://unsplash.com/@ann", username: "ann", downloadLocation: "https://api.unsplash.com/photos/a/download",
                          sponsor: "Timberland"),
        ], skipped: 2)
        let page = PhotosCommand.page(api)
        let back = try #require(PhotoPage(saved: page.encodedForSaving()))
        #expect(back == page)
        #expect(back.photos.first?.description == "one\ntwo")
        #expect(back.skipped == 2)
        #expect(back.photos.first?.profileLink == "https://unsplash.com/@ann?utm_source=finder&utm_medium=referral")
        // The first format: a header of two fields, ten fields a photo.
        let old = ["23", "8"].joined(separator: "\u{1F}") + "\u{1E}"
            + ["b", "Cat", "\u{1D}", "  Bob ", "10", "20", "#ffffff", "white", "\u{1D}", "https://unsplash.com/photos/b"].joined(separator: "\u{1F}")
            + "\u{1E}"
        let read = try #require(PhotoPage(saved: old))
        #expect(read.photos.first?.author == "Bob")
        #expect(read.photos.first?.urls.isEmpty == true)
        #expect(read.photos.first?.profileURL == nil && read.skipped == 0)
        #expect(read.photos.first?.photoLink == "https://unsplash.com/photos/b?utm_source=finder&utm_medium=referral")
    }
}

/// Where `photos download` asks for download tracking (with the key).
@Suite struct DownloadTrackingAddressTests {
    @Test func unsplashsAddressIsRebasedOntoTheConfiguredBase() throws {
        let location = "https://api.unsplash.com/photos/P1/download?ixid=M3w%2Fx&a=b"
        func rebased(_ base: String) throws -> String? {
            PhotosDownload.trackingAddress(location, base: try #require(URL(string: base)))
        }
        #expect(try rebased("https://api.unsplash.com") == location, "Unsplash itself: as given")
        #expect(try rebased("http://127.0.0.1:8080") == "http://127.0.0.1:8080/photos/P1/download?ixid=M3w%2Fx&a=b")
        #expect(try rebased("https://proxy.example/unsplash/") == "https://proxy.example/unsplash/photos/P1/download?ixid=M3w%2Fx&a=b",
                "a base with a path keeps it")
        #expect(try rebased("http://127.0.0.1:8080") != nil)
        #expect(PhotosDownload.trackingAddress("http://127.0.0.1:8080/photos/P1/download", base: URL(string: "http://127.0.0.1:8080")!)
                == "http://127.0.0.1:8080/photos/P1/download", "already on the base")
    }

    @Test(arguments: ["https://evil.example/photos/P1/download", "http://api.unsplash.com/photos/P1/download",
                      "https://api.unsplash.com:8443/photos/P1/download", "https://user@api.unsplash.com/photos/P1/download",
                      "https://api.unsplash.com.evil.example/photos/P1/download", "http://127.0.0.1:9/photos/P1/download",
                      "not a url", ""])
    func anyOtherHostIsRefused(location: String) throws {
        #expect(PhotosDownload.trackingAddress(location, base: try #require(URL(string: "http://127.0.0.1:8080"))) == nil)
    }
}
