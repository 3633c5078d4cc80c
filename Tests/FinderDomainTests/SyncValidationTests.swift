import Testing
import FinderDomain
import FinderText

/// What a sync row may carry.
@Suite struct SyncValidationTests {
    func row(_ ticker: String, _ name: String, date: String? = nil) -> SyncRow {
        SyncRow(ticker: .text(ticker), name: .text(name), currency: .text("USD"), price: .number(1), priceDate: date)
    }

    func reason(_ r: SyncRow) -> SkipReason? {
        if case .failure(let reason) = CatalogueSync.validate(r) { return reason }
        return nil
    }

    /// `AAPL` + U+200B at $1.00 became a second AAPL beside the real one; a name ending in
    /// U+061C reordered the price after it.
    @Test func invisibleCharactersRefuseTheRowAndTickersAreOnlyWhatTheyShow() {
        #expect(reason(row("AAPL\u{200b}", "Apple Inc")) == .controlCharacters)
        #expect(reason(row("AAPL", "Apple Inc\u{061c}")) == .controlCharacters)
        #expect(reason(row("AA\u{e0041}PL", "Apple Inc")) == .controlCharacters)
        #expect(reason(row("AA PL", "Apple Inc")) == .controlCharacters, "a space inside a ticker")
        #expect(reason(row("AAPL", "Apple Inc")) == nil)
        #expect(reason(row("SBER", "Сбербанк России")) == nil)
    }

    /// A price of 1e308 printed as a 400-character amount: a price past a trillion is the
    /// row's bad price, whether the source gave a number or text.
    @Test func anAbsurdPriceIsTheRowsBadPrice() {
        for price: SyncRow.Value in [.number(1e308), .text("1e308"), .number(2e12)] {
            let r = SyncRow(ticker: .text("BIG"), name: .text("Big Inc"), currency: .text("USD"), price: price)
            #expect(reason(r) == .badPrice, "\(price)")
        }
        #expect(reason(SyncRow(ticker: .text("BRK"), name: .text("Berkshire"), currency: .text("USD"), price: .number(712_000))) == nil)
    }

    /// One letter with millions of combining marks was one "character": accepted as a name.
    @Test func lengthLimitsCountBytesAndCodePoints() {
        let zalgo = "A" + String(repeating: "\u{301}", count: 300_000)
        #expect(reason(row("ZALG", zalgo)) == .tooLong)
        #expect(reason(row("A" + String(repeating: "\u{301}", count: 40), "Name")) == .tooLong)
        #expect(reason(row("VIET", "Công ty Cổ phần Sữa Việt Nam")) == nil)
    }

    /// "2024-02-30" was shown as Mar 1, "LIVE NOW" as a date: an invalid date is no date.
    @Test(arguments: ["2024-02-30", "LIVE NOW", "9999-99-99T99:99:99+99:99"])
    func anInvalidDateIsNoDate(_ date: String) throws {
        guard case .success(let l) = CatalogueSync.validate(row("AAPL", "Apple Inc", date: date)) else {
            Issue.record("the row is kept")
            return
        }
        #expect(l.priceDate == nil)
        guard case .success(let good) = CatalogueSync.validate(row("AAPL", "Apple Inc", date: "2024-02-29")) else { return }
        #expect(good.priceDate == "2024-02-29")
    }
}

/// For queries: history keeps what the search shows, never a 128 KiB
/// "character".
@Suite struct StoredQueryTests {
    @Test func historyDropsMarksPastALimitAndInvisibleCharacters() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 60_000)
        #expect(QueryHistory.stored(zalgo).unicodeScalars.count == 1 + UntrustedText.maxMarksPerCharacter)
        #expect(QueryHistory.stored("ap\u{200b}ple\u{1b}[31m") == "apple")
    }
}
