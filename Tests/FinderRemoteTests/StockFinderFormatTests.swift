import Foundation
import Testing
@testable import FinderRemote

@Suite struct StockFinderFormatTests {
    @Test func originalJSONArray() throws {
        let rows = try StockFinderFormat.parse(Data("""
            [{"ticker": "AAPL", "name": "Apple Inc", "currentPrice": 189.84},
             {"ticker": "TSLA", "name": "Tesla Inc", "currentPrice": null},
             {"ticker": "MSFT", "name": "Microsoft Corporation", "currentPrice": "374.51", "currency": "usd"},
             {"ticker": "X", "name": "Bool", "currentPrice": true},
             42]
            """.utf8))
        #expect(rows.count == 5)
        #expect(rows[0] == .init(ticker: .text("AAPL"), name: .text("Apple Inc"), price: .number(189.84)))
        #expect(rows[1].price == .absent)
        #expect(rows[2].price == .text("374.51") && rows[2].currency == .text("usd"))
        #expect(rows[3].price == .text("true"))   // a boolean is not a number
        #expect(rows[4].ticker == .absent)
    }

    /// One number a Double cannot hold failed the whole source as "not
    /// valid JSON"; it is a row's bad number, for the sync to skip and count.
    @Test func aNumberOutOfRangeIsTheRowsNotTheSources() throws {
        let rows = try StockFinderFormat.parse(Data("""
            [{"ticker": "AAPL", "name": "Apple Inc", "currentPrice": 1e309},
             {"ticker": "MSFT", "name": "Microsoft Corporation", "currentPrice": -1e999, "asOf": 1e999},
             {"ticker": "TSLA", "name": "Tesla Inc", "currentPrice": 250.5}]
            """.utf8))
        #expect(rows.count == 3)
        guard case .number(let huge) = rows[0].price, case .number(let negative) = rows[1].price else {
            Issue.record("\(rows)")
            return
        }
        #expect(!huge.isFinite && !negative.isFinite)
        #expect(rows[2].price == .number(250.5))
        #expect(throws: StockFinderFormatError.notJSON) { try StockFinderFormat.parse(Data(#"[{"ticker": "AAPL", "currentPrice": 1e3"#.utf8)) }
    }

    @Test func csvWithHeaderInAnyOrderQuotesAndSeparators() throws {
        let csv = "\u{FEFF}Price;Company Name;SYMBOL;currency\r\n\"1,5\";\"Foo; Bar \"\"Q\"\" Inc\";FOO;EUR\r\n;Empty Price;EMP;\r\n\r\n"
        let rows = try StockFinderFormat.parse(Data(csv.utf8))
        #expect(rows == [
            .init(ticker: .text("FOO"), name: .text("Foo; Bar \"Q\" Inc"), price: .text("1,5"), currency: .text("EUR")),
            .init(ticker: .text("EMP"), name: .text("Empty Price"), price: .absent),
        ])
        let multiline = "ticker,name,price,exchange\nAAA,\"Two\nLines\",3,NYSE\n"
        #expect(try StockFinderFormat.parse(Data(multiline.utf8)).first?.name == .text("Two\nLines"))
    }

    @Test func malformedInputs() {
        #expect(throws: StockFinderFormatError.missingColumns(["price"])) {
            try StockFinderFormat.parse(Data("ticker,name\nA,B\n".utf8))
        }
        #expect(throws: StockFinderFormatError.notAnArray) { try StockFinderFormat.parse(Data(#"{"ticker": "A"}"#.utf8)) }
        #expect(throws: StockFinderFormatError.notJSON) { try StockFinderFormat.parse(Data(#"[{"ticker": "A", "na"#.utf8)) }
        #expect(throws: StockFinderFormatError.empty) { try StockFinderFormat.parse(Data("  \n".utf8)) }
        #expect(throws: StockFinderFormatError.notText) { try StockFinderFormat.parse(Data([0xff, 0xfe, 0x00, 0x41])) }
    }
}
