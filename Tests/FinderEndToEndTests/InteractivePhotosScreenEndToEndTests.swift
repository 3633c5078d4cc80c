import Foundation
import Testing
import FinderTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `finder interactive photos` on a real pseudo-terminal (tmux) at 80 columns: rows fit the
/// screen with the author and size in view, and Enter on the same line shows the selected
/// photo instead of searching again.
@Suite(.serialized) struct InteractivePhotosScreenEndToEndTests {
    static let long = String(repeating: "a very long description of a lantern-lit street ", count: 6)

    func server() throws -> LoopbackHTTPServer {
        signal(SIGPIPE, SIG_IGN)
        let body = #"{"total": 2, "total_pages": 1, "results": [{"id": "L1", "description": "\#(Self.long)", "width": 6000, "#
            + ##""height": 4000, "color": "#402010", "user": {"name": "Kenji Tanaka", "links": {"html": "https://unsplash.com/@kenji"}}, "##
            + #""links": {"html": "https://unsplash.com/photos/L1"}}, {"id": "S2", "description": "short one", "width": 10, "#
            + #""height": 20, "user": {"name": "Ann"}, "links": {"html": "https://unsplash.com/photos/S2"}}]}"#
        return try LoopbackHTTPServer { _ in .init(json: body) }
    }

    @Test func rowsFitEightyColumnsAndEnterShowsThePhoto() throws {
        let s = try server()
        let dir = TemporaryDirectory("finder-photos-screen")
        // The session's clock stopped (a debug hook): typing never searches, Enter does.
        let p = try TmuxPane(["--data-dir", dir.path, "--lang", "en", "interactive", "photos"],
                             environment: ["FINDER_UNSPLASH_URL": s.baseURL, "UNSPLASH_ACCESS_KEY": "test-key",
                                           "XDG_CONFIG_HOME": dir.file("config"), "FINDER_INTERACTIVE_FAULT": "clock"],
                             columns: 80, rows: 24)
        try p.waitFor("Search photos:")
        try p.type("lanterns")
        try p.press("Enter")
        let listed = try p.waitFor("the photo rows") { $0.contains("Photo by Kenji Tanaka on Unsplash") }
        let rows = listed.split(separator: "\n").filter { $0.hasPrefix("> ") || $0.hasPrefix("  ") }
        let first = try #require(rows.first { $0.contains("Kenji") }, "\(listed)")
        #expect(first.contains("…"), "the description is cut: \(first)")
        #expect(first.contains("6,000 × 4,000"), "the size stays in view: \(first)")
        for line in listed.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        #expect(s.requests.count == 1)

        try p.press("Enter")
        let shown = try p.waitFor("the photo in full") { $0.contains("https://unsplash.com/photos/L1?utm_source=finder&utm_medium=referral") }
        #expect(shown.contains("Esc/Enter back to the list"), "\(shown)")
        #expect(shown.contains("https://unsplash.com/@kenji?utm_source=finder&utm_medium=referral"))
        #expect(shown.contains("6,000 × 4,000"), "the fields in words: \(shown)")
        let words = shown.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { $0 == "lantern-lit" }
        #expect(words.count == 6, "the description whole, wrapped: \(shown)")
        #expect(s.requests.count == 1, "Enter on the same line searched nothing")
        try p.press("Down")
        try p.waitFor("the next photo") { $0.contains("https://unsplash.com/photos/S2?utm_source") }
        try p.press("Escape")
        try p.waitFor("the list again") { $0.contains("Photo by Ann on Unsplash") && !$0.contains("Esc/Enter back") }
        try p.press("Escape")
        try p.expectRestored(exit: "0")
    }

    /// Photos follow typing after the pause, with the command line's filters, and without
    /// Enter; Enter then saves the query, and Enter again shows the photo, with one request.
    @Test func typingSearchesAfterThePauseWithTheFilters() throws {
        let s = try server()
        let dir = TemporaryDirectory("finder-photos-screen")
        let p = try TmuxPane(["--data-dir", dir.path, "--lang", "en", "interactive", "photos", "--color", "blue",
                              "--orientation", "portrait", "--order", "latest"],
                             environment: ["FINDER_UNSPLASH_URL": s.baseURL, "UNSPLASH_ACCESS_KEY": "test-key",
                                           "XDG_CONFIG_HOME": dir.file("config")],
                             columns: 80, rows: 24)
        try p.waitFor("Search photos:")
        try p.type("lanterns")
        try p.waitFor("the photo rows, no Enter pressed") { $0.contains("Photo by Kenji Tanaka on Unsplash") }
        let request = try #require(s.requests.first)
        #expect(request.query["query"] == "lanterns")
        #expect(request.query["color"] == "blue")
        #expect(request.query["orientation"] == "portrait")
        #expect(request.query["order_by"] == "latest")
        try p.press("Enter")
        try p.waitFor("Saved “lanterns” to history.")
        try p.press("Enter")
        try p.waitFor("the photo in full") { $0.contains("Esc/Enter back to the list") }
        #expect(s.requests.count == 1)
        try p.press("Escape")
        // A filter set in the session: said, and the same search asked again with it.
        try p.press("C-u")
        try p.type(":color красный")
        try p.press("Enter")
        try p.waitFor("the filters said") { $0.contains("Filters: colour red, portrait, newest first.") }
        try p.waitFor("a second request") { _ in s.requests.count == 2 }
        #expect(s.requests.last?.query["color"] == "red" && s.requests.last?.query["query"] == "lanterns")
        try p.press("Escape")
        try p.expectRestored(exit: "0")
    }
}
