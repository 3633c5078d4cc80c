import Foundation
import Testing
import FinderTestSupport

/// An import or index build is announced before it starts, in the reader's
/// language; its progress (drawn only past a second, so not asserted here) never reaches a
/// stderr that is not a terminal.
@Suite struct IndexProgressEndToEndTests {
    static let n = bundledCatalogueCount
    /// "акция", "акции", "акций" as Russian counts them.
    static let shares = n % 10 == 1 && n % 100 != 11 ? "акция"
        : (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? "акции" : "акций"
    static let listingsDative = n % 10 == 1 && n % 100 != 11 ? "листингу" : "листингам"

    @Test(arguments: [("en_US.UTF-8", "Importing the bundled catalogue: \(grouped(n, language: "en")) stocks…\nBuilding the search index for \(grouped(n, language: "en")) listings…\n",
                       "Built the search index."),
                      ("ru_RU.UTF-8", "Загружается встроенный каталог: \(grouped(n, language: "ru")) \(shares)…\nСтроится поисковый индекс по \(grouped(n, language: "ru")) \(listingsDative)…\n",
                       "Поисковый индекс построен.")])
    func theFirstRunAnnouncesItsWork(lang: String, announced: String, done: String) throws {
        let dir = TemporaryDirectory()
        let run = try runFinder(["--data-dir", dir.path, "stocks", "apple"], environment: ["LANG": lang, "TERM": "xterm-256color"])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix(announced), "\(run.stderr)")
        #expect(run.stderr.contains(done))
        #expect(!run.stderr.contains("\r") && !run.stderr.contains("\u{1b}"), "\(run.stderr.debugDescription)")
        // A damaged index is rebuilt with the same announcement.
        let path = dir.file("stocks.index")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[100] ^= 0xFF   // in the checksummed header
        try bytes.write(to: URL(fileURLWithPath: path))
        let again = try runFinder(["--data-dir", dir.path, "stocks", "show", "GAZP"], environment: ["LANG": lang])
        #expect(again.status == 0)
        #expect(again.stderr.contains(announced.split(separator: "\n")[1] + "\n"), "\(again.stderr)")
    }

    /// `--quiet` is results only: a first run's import and build, the summary and the
    /// no-prices hint all stay unsaid, and the rows are there.
    @Test func quietSaysNothing() throws {
        let dir = TemporaryDirectory()
        let run = try runFinder(["--data-dir", dir.path, "--quiet", "stocks", "apple"], environment: ["LANG": "en_US.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stderr == "", "\(run.stderr)")
        #expect(run.stdout.hasPrefix("AAPL "), "\(run.stdout)")
        let loud = try runFinder(["--data-dir", dir.path, "stocks", "apple"], environment: ["LANG": "en_US.UTF-8"])
        #expect(!loud.stderr.isEmpty && loud.stdout == run.stdout, "\(loud.stderr)")
    }
}
