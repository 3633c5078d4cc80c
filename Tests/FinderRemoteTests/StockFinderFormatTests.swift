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
        let rows = Array(try StockFinderFormat.parse(Data(csv.utf8)))
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

    /// Parsing memory, counted: a CSV text is held once (the body itself, not a copy) and
    /// indexed with one four-byte offset a row, allocated once at its size: at most twice the
    /// input besides it (`_CSVTable.maxIndexBytesPerByte`, and the allocator's rounding to a page), whatever the rows' shape; a row's
    /// strings are made when it is read, one row at a time. Split into strings, a 29 MB,
    /// one-million-row file took 1.76 GB (with what the sync built from them).
    @Test(arguments: ["a\n", "a,b,1\n", "\"x\"\r\n", ",,,,,,,,,z\n", "AAPL;Apple Inc;189.84\n", "Ä,Ö,1\r"])
    func csvParsingMemoryIsASmallMultipleOfTheInput(row: String) throws {
        let header = "ticker,name,price\n"
        let count = (512 << 10) / row.utf8.count
        var body = Data(header.utf8)
        body.reserveCapacity(header.utf8.count + count * row.utf8.count)
        let one = Data(row.utf8)
        for _ in 0..<count { body.append(one) }
        let rows = try StockFinderFormat.parse(body)
        guard case .csv(let table, _) = rows.storage else { Issue.record("not read as CSV"); return }
        #expect(rows.count == count)
        #expect(table.starts.count == count + 1)
        // (plus a page: the allocator rounds a large block up to whole pages)
        #expect(table.starts.capacity * MemoryLayout<UInt32>.stride <= _CSVTable.maxIndexBytesPerByte * body.count + 4096)
        let shared = body.withUnsafeBytes { b in table.data.withUnsafeBytes { $0.baseAddress == b.baseAddress } }
        #expect(shared, "the table holds the body, not a copy")
        #expect(rows[count - 1] == rows[0])
    }

    /// A JSON file the same: its document (counted in `_JSONDocument`'s own test) and four
    /// bytes an element; a row is made when it is read. 60 MiB of `[{},{},…]` held 3 GB.
    @Test(arguments: ["{}", "0", "{\"ticker\":\"A\",\"name\":\"B\",\"currentPrice\":1}"])
    func jsonRowsAreReadWhenAskedFor(element: String) throws {
        let count = (512 << 10) / (element.utf8.count + 1)
        let body = Data(("[" + Array(repeating: element, count: count).joined(separator: ",") + "]").utf8)
        let rows = try StockFinderFormat.parse(body)
        guard case .json(let doc, let elements) = rows.storage else { Issue.record("not read as JSON"); return }
        #expect(rows.count == count)
        #expect(elements.capacity * MemoryLayout<UInt32>.stride <= 2 * body.count + 4096)
        #expect(Double(doc.nodes.count) <= Double(body.count) * _JSONDocument.maxNodesPerByte + 1)
        #expect(rows[count - 1] == rows[0])
    }

    /// A row of a hundred thousand cells is read only at the columns the header names; blank
    /// lines (no-break spaces and separators only) are no rows.
    @Test func onlyNamedColumnsAreReadAndBlankRecordsAreNoRows() throws {
        let wide = "AAA,Wide Inc,2" + String(repeating: ",x", count: 100_000)
        let csv = "ticker,name,price\n\u{A0},\u{2003},\n,,\n\(wide)\nÄÖ,Umlaut AG,1\n  \t\n"
        let rows = try StockFinderFormat.parse(Data(csv.utf8))
        #expect(Array(rows) == [.init(ticker: .text("AAA"), name: .text("Wide Inc"), price: .text("2")),
                                .init(ticker: .text("ÄÖ"), name: .text("Umlaut AG"), price: .text("1"))])
        guard case .csv(let table, _) = rows.storage else { Issue.record("not read as CSV"); return }
        #expect(table.cells(1, columns: [0, 2]) == [0: "AAA", 2: "2"])
    }
}
