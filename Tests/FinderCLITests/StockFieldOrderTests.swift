import Testing
import FinderDomain
import FinderStore
@testable import FinderCLI

/// The renderers' field list is the listing-field table in display order: a field added to
/// the table and not shown (or shown twice) fails here, not silently in a golden file.
@Suite struct StockFieldOrderTests {
    @Test func everyListingFieldIsShownOnce() {
        #expect(StocksCommand.fieldOrder.count == ListingField.allCases.count)
        #expect(Set(StocksCommand.fieldOrder) == Set(ListingField.allCases))
        #expect(JSONContract.resultMembers["stocks"] == StocksCommand.fieldOrder.map { $0 == .aliases ? "names" : $0.member }
                 + ["countryName", "priceStale", "listings", "receipts", "match", "matchedName", "alert"])
        #expect(JSONContract.resultMembers["stocks"]?.prefix(6) == ["ticker", "name", "altName", "price", "change", "changePercent"])
    }
}
