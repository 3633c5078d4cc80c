import Foundation
import Testing
import FinderTestSupport
import FinderFiles
@testable import FinderStore

@Suite struct StoreTests {
    let rows = [
        StockRecord(ticker: "AAPL", name: "Apple Inc", country: "united states", currency: "USD", isin: "US0378331005"),
        StockRecord(ticker: "GAZP", name: "Gazprom PAO", exchange: "MOEX", country: "russia", currency: "RUB",
                    altName: "ГАЗПРОМ ао", price: 123.45, priceDate: "2025-01-09", priceSource: "bundled"),
    ]

    @Test func createsTheFolderAndAPrivateDatabase() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.file("a/b/finder"))
        #expect(permissions(of: store.path) == 0o600)
        #expect(permissions(of: dir.file("a/b/finder")) == 0o700)
        #expect(try store.quickCheck() == "ok")
        #expect(try store.catalogueChecksum() == nil)
    }

    @Test func catalogueRoundTripsWithChecksumAndSource() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        let sum = try store.replaceCatalogue(rows, source: "bundled")
        #expect(try store.catalogueChecksum() == sum)
        #expect(try store.catalogueSource() == "bundled")
        let reopened = try Store(directory: dir.path)
        #expect(try reopened.allStocks() == rows)
        #expect(try reopened.stocks(ticker: "GAZP").first?.altName == "ГАЗПРОМ ао")
        var changed = rows
        changed[0].price = 189.84
        #expect(try reopened.replaceCatalogue(changed, source: "x") != sum)
    }

    /// The version of the bundle a catalogue came from is recorded and read with the state,
    /// remembered beside the store, and gone with an import; `replaceBundledCatalogue` takes a
    /// bundled catalogue of another version only (decision 0611).
    @Test func aBundledCataloguesVersionIsRecordedAndReplacedOnlyWhenItDiffers() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        _ = try store.importCatalogueIfEmpty(rows, source: Store.bundledSource, bundle: 7)
        var state = try store.catalogueState()
        #expect(state.bundled && state.bundle == 7)
        let remembered = try store.rememberingCatalogueState()
        #expect(remembered.bundled && remembered.bundle == 7)
        #expect(Store.rememberedCatalogueState(directory: dir.path) == remembered)
        #expect(try !store.replaceBundledCatalogue(Array(rows.prefix(1)), bundle: 7))   // the same version
        #expect(try store.replaceBundledCatalogue(Array(rows.prefix(1)), bundle: 8))
        #expect(try store.allStocks().count == 1 && store.catalogueState().bundle == 8)
        _ = try store.replaceCatalogue(rows, source: "x")
        state = try store.catalogueState()
        #expect(!state.bundled && state.bundle == nil)
        #expect(try !store.replaceBundledCatalogue(Array(rows.prefix(1)), bundle: 9))   // an imported one stays
        #expect(try store.allStocks().count == rows.count)
    }

    @Test func aVersionOneStoreGainsMarketCapsAndCountryCodes() throws {
        let dir = TemporaryDirectory()
        let path = dir.file(Store.fileName)
        _ = try shell("sqlite3 \(path) \"\(Store.migrations[0].replacingOccurrences(of: "\n", with: " "))"
                      + " INSERT INTO stocks(ticker, name, country, currency) VALUES('AAPL', 'Apple Inc', 'united states', 'USD');"
                      + " INSERT INTO meta VALUES('catalogue.checksum', '1'); PRAGMA user_version=1;\"")
        let store = try Store(directory: dir.path)
        #expect(try store.allStocks().map(\.countryCode) == [nil])
        try store.fillCountryCodes { $0 == "united states" ? "US" : nil }
        let rows = try store.allStocks()
        #expect(rows.map(\.countryCode) == ["US"])
        #expect(rows.map(\.marketCap) == [nil])
        #expect(try store.catalogueChecksum() == Store.checksum(of: rows), "the checksum covers the new column")
        try store.fillCountryCodes { _ in "XX" }  // once per store
        #expect(try store.allStocks().map(\.countryCode) == ["US"])
    }

    /// A version 3 store gains the change columns, empty, and keeps its checksum
    /// (so its index stays current).
    @Test func aVersionThreeStoreGainsTheDaysChange() throws {
        let dir = TemporaryDirectory()
        let row = StockRecord(ticker: "SBER", name: "Sberbank", exchange: "MOEX", country: "russia", currency: "RUB",
                              price: 266.79, priceDate: "2023-10-18", priceSource: "moex", countryCode: "RU")
        let sum = String(Store.checksum(of: [row]), radix: 16)
        let path = try oldStore(in: dir, version: 3,
                                "INSERT INTO stocks(ticker, name, exchange, country, currency, price, price_date, price_source, country_code)"
                                + " VALUES('SBER', 'Sberbank', 'MOEX', 'russia', 'RUB', 266.79, '2023-10-18', 'moex', 'RU');"
                                + " INSERT INTO meta VALUES('catalogue.checksum', '\(sum)');")
        let store = try Store(directory: dir.path)
        #expect(try store.allStocks() == [row])
        #expect(try store.catalogueChecksum() == Store.checksum(of: try store.allStocks()))
        #expect(try shell("sqlite3 \(path) 'PRAGMA user_version'").trimmingCharacters(in: .whitespacesAndNewlines) == "\(Store.schemaVersion)")
    }

    /// A version-6 store (before the watchlist) keeps its history and gains an empty
    /// watchlist, which then keeps tickers in the order added, one entry a folded key.
    @Test func aVersionSixStoreGainsTheWatchlist() throws {
        let dir = TemporaryDirectory()
        let path = try oldStore(in: dir, version: 6, "INSERT INTO history VALUES('stocks', 'apple', 'apple', 10, 1);")
        let store = try Store(directory: dir.path)
        #expect(try store.history(domain: "stocks").map(\.query) == ["apple"])
        #expect(try store.watchlist().isEmpty)
        #expect(try store.watch("SBER", key: "sber") && store.watch("AAPL", key: "aapl"))
        #expect(try !store.watch("sber", key: "sber"))
        #expect(try store.setAlert(key: "aapl", kind: "above", value: 250))
        #expect(try store.watchlist().map(\.ticker) == ["SBER", "AAPL"])
        #expect(try store.watchlist().last?.alertValue == 250)
        #expect(try store.unwatch(key: "sber") && store.clearWatchlist() == 1)
        #expect(try shell("sqlite3 \(path) 'PRAGMA user_version'").trimmingCharacters(in: .whitespacesAndNewlines) == "\(Store.schemaVersion)")
    }

    /// A version-7 store (before quotes) keeps its catalogue, history and watchlist, and
    /// gains the quotes table: a listing keeps its latest quote, found by its key.
    @Test func aVersionSevenStoreGainsQuotes() throws {
        let dir = TemporaryDirectory()
        let path = try oldStore(in: dir, version: 7, "INSERT INTO history VALUES('stocks', 'apple', 'apple', 10, 1);"
                                + " INSERT INTO watchlist VALUES('aapl', 'AAPL', 10, 1, 'above', 250);"
                                + " INSERT INTO stocks(ticker, name, exchange, country, currency) VALUES('7203', 'Toyota', 'TSE', 'japan', 'JPY');")
        let store = try Store(directory: dir.path)
        #expect(try store.history(domain: "stocks").map(\.query) == ["apple"])
        #expect(try store.watchlist().map(\.ticker) == ["AAPL"])
        let toyota = try #require(try store.allStocks().first)
        let key = Store.quoteKey(toyota)
        #expect(try store.quotes().isEmpty)
        try store.saveQuotes([StoredQuote(key: key, symbol: "7203.T", price: 2875.5, change: 25.5, changePercent: 0.89,
                                          priceDate: "2026-12-04", source: "yahoo", fetchedAt: 1)])
        try store.saveQuotes([StoredQuote(key: key, symbol: "7203.T", price: 2900, priceDate: "2026-12-05", source: "yahoo", fetchedAt: 2)])
        let kept = try store.quotes()
        #expect(kept.count == 1 && kept[key]?.price == 2900 && kept[key]?.change == nil && kept[key]?.priceDate == "2026-12-05")
        #expect(try shell("sqlite3 \(path) 'PRAGMA user_version'").trimmingCharacters(in: .whitespacesAndNewlines) == "\(Store.schemaVersion)")
    }

    /// No data folder at all (no HOME, no home in the password database) is an error, never
    /// the current folder.
    @Test func anEmptyFolderNameIsAnError() {
        #expect(throws: StoreError.unwritableDirectory(path: "", reason: .system(errno: ENOENT))) { try Store(directory: "") }
    }

    @Test func walJournalIsOn() throws {
        let dir = TemporaryDirectory()
        _ = try Store(directory: dir.path)
        let mode = try shell("sqlite3 \(dir.path)/\(Store.fileName) 'PRAGMA journal_mode'")
        #expect(mode == "wal")
    }

    @Test func garbageFileIsReportedCorrupt() throws {
        let dir = TemporaryDirectory()
        let path = dir.file(Store.fileName)
        FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x41, count: 8192),
                                       attributes: [.posixPermissions: 0o600])
        #expect {
            _ = try Store(directory: dir.path)
        } throws: { error in
            if case .corrupt = error as? StoreError { return true }
            return false
        }
    }

    // Root ignores mode bits, so this only runs as an ordinary user; the next test covers
    // an unwritable location for root too.
    @Test(.enabled(if: getuid() != 0)) func readOnlyFolderIsReportedUnwritable() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: dir.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: dir.path) }
        #expect(throws: StoreError.self) { _ = try Store(directory: dir.path) }
    }

    @Test func aFileWhereTheFolderShouldBeIsUnwritable() throws {
        let dir = TemporaryDirectory()
        FileManager.default.createFile(atPath: dir.file("blocker"), contents: Data())
        #expect {
            _ = try Store(directory: dir.file("blocker/finder"))
        } throws: { error in
            if case .unwritableDirectory = error as? StoreError { return true }
            return false
        }
    }

    @Test func bundledCatalogueParses() throws {
        let path = packageRoot + "/Resources/catalogue.tsv"
        let rows = try CatalogueFile.parse(LocalFile.read(path).bytes!, path: path)
        #expect(rows.count > 50_000)
        #expect(rows.contains { $0.ticker == "SBER" && $0.altName == "Сбербанк" })
        // US listings carry the Nasdaq screener's price of the day the data was taken.
        #expect(rows.contains { $0.ticker == "AAPL" && $0.country == "united states" && $0.isin == "US0378331005"
                                && $0.price != nil && $0.symbol == "AAPL" && $0.cusip == "037833100" })
    }

    @Test func malformedCatalogueIsRejectedWithALineNumber() {
        let text = "#finder-catalogue\t1\nticker\tname\tprice\nAAPL\tApple\tabc\n"
        #expect(throws: StoreError.badCatalogue(path: "x", reason: .catalogueFormat(line: 3, problem: .badPrice("abc")))) {
            try CatalogueFile.parse(Array(text.utf8), path: "x")
        }
    }
}

func shell(_ command: String) throws -> String {
    try runProcess("/bin/sh", ["-c", command]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Writes, with the sqlite3 command, a store as schema `version` made it (its first `version`
/// migrations), runs `statements` (SQL, without quotes of its own kind: `"`) in it and marks it
/// with that version; returns its path.
@discardableResult
func oldStore(in dir: TemporaryDirectory, version: Int, _ statements: String) throws -> String {
    let path = dir.file(Store.fileName)
    let schema = (0..<version).map(Store.migration).joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
    _ = try shell("sqlite3 \(path) \"\(schema) \(statements) PRAGMA user_version=\(version);\"")
    return path
}
