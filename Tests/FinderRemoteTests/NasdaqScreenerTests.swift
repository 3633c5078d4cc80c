import Foundation
import Testing
@testable import FinderRemote

/// The shared 30-row sample (../shared/data/nasdaq/screener_stocks.json, copied beside the
/// end-to-end fixtures).
let screenerSample: Data = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FinderEndToEndTests/Snapshots/sync-fixtures/screener_stocks.json")
    return try! Data(contentsOf: url)
}()

@Suite struct NasdaqScreenerTests {
    @Test func defaultURLAndOverride() {
        #expect(NasdaqScreener.url(base: NasdaqScreener.defaultBase)?.absoluteString
                == "https://api.nasdaq.com/api/screener/stocks?download=true")
        #expect(NasdaqScreener.url(base: "http://127.0.0.1:8080/")?.absoluteString == "http://127.0.0.1:8080/api/screener/stocks?download=true")
        #expect(NasdaqScreener.url(base: "not a url") == nil)
        #expect(NasdaqScreener.headers["User-Agent"]?.hasPrefix("Mozilla/5.0") == true)
        #expect(NasdaqScreener.headers["Accept"] == "application/json")
    }

    @Test func theSharedSample() throws {
        let rows = try NasdaqScreener.parse(screenerSample)
        #expect(rows.count == 30)
        let apple = try #require(rows.first { $0.symbol == .text("AAPL") })
        #expect(apple.name == .text("Apple Inc. Common Stock"))
        #expect(apple.lastSale == .number(278.85))
        #expect(apple.marketCap == .number(4_120_351_810_000))
        let brka = try #require(rows.first { $0.symbol == .text("BRK/A") })
        #expect(brka.lastSale == .number(765_020))   // "$765,020.00": the separator is certain here
        #expect(rows.first { $0.symbol == .text("ZTAQW") }?.lastSale == .number(0.1804))
        #expect(rows.first { $0.symbol == .text("ZTAQW") }?.marketCap == .absent)   // "NA"
        let mechel = try #require(rows.first { $0.symbol == .text("MTLRP") })
        #expect(mechel.lastSale == .absent && mechel.marketCap == .absent)   // "NA" and "": no price, never 0
    }

    /// `netchange` and `pctchange`, signed, with thousands separators and "%".
    @Test func theDaysChange() throws {
        let rows = try NasdaqScreener.parse(screenerSample)
        func row(_ symbol: String) throws -> NasdaqScreener.Row { try #require(rows.first { $0.symbol == .text(symbol) }) }
        #expect(try row("AAPL").netChange == .number(-1.27) && row("AAPL").percentChange == .number(-0.453))
        #expect(try row("MSFT").netChange == .number(3.12) && row("MSFT").percentChange == .number(0.638))
        #expect(try row("BRK/A").netChange == .number(1980) && row("BRK/A").percentChange == .number(0.26))   // "1,980.00"
        #expect(try row("MTLRP").netChange == .absent && row("MTLRP").percentChange == .absent)   // "NA"
    }

    @Test(arguments: [("-1.27", SourceCell.number(-1.27)), ("+0.95", .number(0.95)), ("1,980.00", .number(1980)), ("NA", .absent),
                      ("", .absent), ("UNCH", .number(0)), ("-0.453%", .number(-0.453)), ("--1", .text("--1")), ("abc", .text("abc"))])
    func signedAmounts(text: String, expected: SourceCell) {
        #expect(NasdaqScreener.signedAmount(.string(text), percent: true) == expected)
    }

    @Test func bothEnvelopesAndBrokenOnes() throws {
        let table = #"{"data":{"totalrecords":1,"table":{"rows":[{"symbol":"KO","name":"Coca-Cola","lastsale":"$72.91","marketCap":"1,000"}]}}}"#
        #expect(try NasdaqScreener.parse(Data(table.utf8)).map(\.symbol) == [.text("KO")])
        #expect(throws: NasdaqFormatError.missingRows) { try NasdaqScreener.parse(Data(#"{"data":{"rows":null}}"#.utf8)) }
        #expect(throws: NasdaqFormatError.missingRows) { try NasdaqScreener.parse(Data(#"{"data":null,"message":"denied"}"#.utf8)) }
        #expect(throws: NasdaqFormatError.notJSON) { try NasdaqScreener.parse(Data("<html><body>Access Denied</body></html>".utf8)) }
        #expect(throws: NasdaqFormatError.notJSON) { try NasdaqScreener.parse(screenerSample.prefix(screenerSample.count / 2)) }
        #expect(throws: NasdaqFormatError.notAnObject) { try NasdaqScreener.parse(Data("[]".utf8)) }
        // An odd row comes back for the sync to skip; the others are read.
        let odd = try NasdaqScreener.parse(Data(#"{"data":{"rows":["x",{"symbol":"V","name":"Visa Inc.","lastsale":"$331.45"}]}}"#.utf8))
        #expect(odd.count == 2 && odd[0].symbol == .absent && odd[1].lastSale == .number(331.45))
    }

    /// Parsing memory, counted: the body's document (at most six times the body) and four
    /// bytes a row; a row is made when it is read. Read all at once, 60 MiB of
    /// `{"data":{"rows":[{},{},…]}}` held 11.25 GB.
    @Test(arguments: ["{}", "0", #"{"symbol":"V","name":"Visa Inc.","lastsale":"$331.45"}"#])
    func rowsAreReadWhenAskedFor(element: String) throws {
        let count = (512 << 10) / (element.utf8.count + 1)
        for envelope in [#"{"data":{"rows":[%@]}}"#, #"{"data":{"rows":null,"table":{"rows":[%@]}}}"#] {
            let rows = Array(repeating: element, count: count).joined(separator: ",")
            let body = Data(envelope.replacingOccurrences(of: "%@", with: rows).utf8)
            let parsed = try NasdaqScreener.parse(body)
            #expect(parsed.count == count)
            #expect(parsed.elements.capacity * MemoryLayout<UInt32>.stride <= 2 * body.count + 4096)
            #expect(Double(parsed.doc.nodes.count) <= Double(body.count) * _JSONDocument.maxNodesPerByte + 1)
            #expect(parsed[count - 1] == parsed[0])
        }
    }

    @Test(arguments: [("$278.85", SourceCell.number(278.85)), ("$3,812.40", .number(3812.4)), ("NA", .absent), ("", .absent),
                      ("n/a", .absent), ("$0.1804", .number(0.1804)), ("4,120,351,810,000", .number(4_120_351_810_000)),
                      ("$1,23.4", .text("$1,23.4")), ("twelve", .text("twelve")), ("$-5", .text("$-5")), ("1.2.3", .text("1.2.3"))])
    func amounts(text: String, expected: SourceCell) {
        #expect(NasdaqScreener.amount(.string(text)) == expected)
    }

    @Test(arguments: [("BRK/B", "BRKb"), ("BRK/A", "BRKa"), ("BF/B", "BFb"), ("EP^C", "EP_pc"), ("AAPL", "AAPL"),
                      ("ABC/WS", "ABC/WS"), ("/B", "/B"), ("X^", "X^")])
    func tickersInTheCataloguesConvention(symbol: String, ticker: String) {
        #expect(NasdaqScreener.catalogueTicker(symbol) == ticker)
    }

    @Test(arguments: [
        ("Apple Inc. Common Stock", "Apple Inc."),
        ("Alphabet Inc. Class A Common Stock", "Alphabet Inc. Class A"),
        ("Alphabet Inc. Class C Capital Stock", "Alphabet Inc. Class C"),
        ("Berkshire Hathaway Inc.", "Berkshire Hathaway Inc."),
        ("Petroleo Brasileiro S.A.- Petrobras Common Stock", "Petroleo Brasileiro S.A.- Petrobras"),
        ("Mechel PAO American Depositary Shares", "Mechel PAO ADR"),
        ("Alibaba Group Holding Limited American Depositary Shares each representing eight Ordinary share", "Alibaba Group Holding Limited ADR"),
        ("Sanofi ADS", "Sanofi ADR"),
        ("Zimmer Energy Transition Acquisition Corp. Warrants", "Zimmer Energy Transition Acquisition Corp. Warrants"),
        ("Arm Holdings plc American Depositary Shares", "Arm Holdings plc ADR"),
        ("Common Stock", "Common Stock"),
    ])
    func namesLoseTheClassTail(name: String, expected: String) {
        #expect(NasdaqScreener.listingName(name) == expected)
    }
}
