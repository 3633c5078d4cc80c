import Testing
@testable import FinderCLI

/// RFC 4180 and TSV cells (`DelimitedRenderer.cell`).
@Suite struct DelimitedCellTests {
    @Test func csvQuotesOnlyWhatNeedsIt() {
        #expect(DelimitedRenderer.cell("Apple Inc", .csv) == "Apple Inc")
        #expect(DelimitedRenderer.cell("Apple, Inc", .csv) == "\"Apple, Inc\"")
        #expect(DelimitedRenderer.cell("say \"hi\"", .csv) == "\"say \"\"hi\"\"\"")
        #expect(DelimitedRenderer.cell("two\nlines", .csv) == "\"two\nlines\"")
        #expect(DelimitedRenderer.cell("ООО «Ромашка»", .csv) == "ООО «Ромашка»")
    }

    @Test func tsvFlattensTabsAndLineBreaks() {
        #expect(DelimitedRenderer.cell("a\tb\nc\r", .tsv) == "a b c ")
        #expect(DelimitedRenderer.cell("a, \"b\"", .tsv) == "a, \"b\"")
    }
}
