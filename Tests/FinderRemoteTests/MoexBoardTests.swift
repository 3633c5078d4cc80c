import Foundation
import Testing
@testable import FinderRemote

@Suite struct MoexBoardTests {
    /// The real SBER row of 2023-10-18 (../shared/data/README.md) with its market data.
    static let sberBody = """
    {"securities": {"columns": ["SECID","BOARDID","SHORTNAME","PREVPRICE","LOTSIZE","FACEVALUE","STATUS","BOARDNAME",
      "DECIMALS","SECNAME","REMARKS","MARKETCODE","INSTRID","SECTORID","MINSTEP","PREVWAPRICE","FACEUNIT","PREVDATE",
      "ISSUESIZE","ISIN","LATNAME","REGNUMBER","PREVLEGALCLOSEPRICE","CURRENCYID","SECTYPE","LISTLEVEL","SETTLEDATE"],
     "data": [["SBER","TQBR","Сбербанк",270,10,3,"A","Т+: Акции и ДР - безадрес.",2,"Сбербанк России ПАО ао",null,"FNDT",
      "EQIN",null,0.01,269.96,"SUR","2023-10-17",21586948000,"RU0009029540","Sberbank","10301481B",270.46,"SUR","1",1,
      "2023-10-19"]]},
     "marketdata": {"columns": ["SECID","BOARDID","LAST","LCURRENTPRICE","MARKETPRICE","UPDATETIME","SYSTIME"],
      "data": [["SBER","TQBR",266.79,266.8,266.9,"16:10:42","2023-10-18 16:25:42"]]}}
    """

    @Test func defaultURLAndOverride() {
        #expect(MoexBoard.url(base: MoexBoard.defaultBase)?.absoluteString
                == "https://iss.moex.com/iss/engines/stock/markets/shares/boards/TQBR/securities.json?iss.meta=off&iss.only=securities,marketdata")
        #expect(MoexBoard.url(base: "http://127.0.0.1:8080/")?.absoluteString.hasPrefix("http://127.0.0.1:8080/iss/engines/") == true)
        #expect(MoexBoard.url(base: "not a url") == nil)
    }

    @Test func realSberRow() throws {
        let s = try #require(try MoexBoard.parse(Data(Self.sberBody.utf8)).first)
        #expect(s.ticker == .text("SBER"))
        #expect(s.shortName == .text("Сбербанк") && s.fullName == .text("Сбербанк России ПАО ао") && s.latinName == .text("Sberbank"))
        #expect(s.isin == .text("RU0009029540"))
        #expect(s.currency == "RUB")   // SUR
        #expect(s.price == .number(266.79) && s.priceColumn == "LAST")
        #expect(s.priceDate == "2023-10-18T16:10:42+03:00")
    }

    func price(_ market: String, prev: String = "270", legal: String = "270.46") throws -> MoexSecurity {
        let body = """
        {"securities": {"columns": ["PREVLEGALCLOSEPRICE","SECID","PREVPRICE","PREVDATE","CURRENCYID"],
                        "data": [[\(legal),"SBER",\(prev),"2023-10-17","SUR"]]},
         "marketdata": {"columns": ["SECID","LAST","LCURRENTPRICE","MARKETPRICE"], "data": [["SBER",\(market)]]}}
        """
        return try #require(try MoexBoard.parse(Data(body.utf8)).first)
    }

    @Test func priceFallbackOrder() throws {
        #expect(try price("1, 2, 3").priceColumn == "LAST")
        #expect(try price("null, 2, 3").priceColumn == "LCURRENTPRICE")
        #expect(try price("null, null, 3").priceColumn == "MARKETPRICE")
        #expect(try price("0, null, null").priceColumn == "PREVPRICE")   // 0: no trades, not a price
        let prev = try price("null, null, null")
        #expect(prev.price == .number(270) && prev.priceDate == "2023-10-17")
        let legal = try price("null, null, null", prev: "null")
        #expect(legal.price == .number(270.46) && legal.priceColumn == "PREVLEGALCLOSEPRICE")
        let none = try price("null, null, null", prev: "null", legal: "null")
        #expect(none.price == .absent && none.priceColumn == nil)
        #expect(try price(#""abc", null, null"#).price == .text("abc"))   // for the sync to count as a bad row
    }

    /// ISSUECAPITALIZATION (roubles) sits in market data where the board has it.
    @Test func marketCapitalisation() throws {
        let body = #"""
        {"securities": {"columns": ["SECID","PREVPRICE"], "data": [["SBER",270],["GAZP",130]]},
         "marketdata": {"columns": ["SECID","LAST","ISSUECAPITALIZATION"], "data": [["SBER",266.79,5759060000000],["GAZP",null,null]]}}
        """#
        let rows = try MoexBoard.parse(Data(body.utf8))
        #expect(rows[0].marketCap == .number(5_759_060_000_000))
        #expect(rows[1].marketCap == .absent)
        #expect(try MoexBoard.parse(Data(Self.sberBody.utf8)).first?.marketCap == .absent)   // a board without the column
    }

    /// CHANGE and LASTTOPREVPRICE measure LAST against the previous close; a price
    /// that is not LAST has no change of today's, and a board without the columns none.
    @Test func theDaysChangeOfTheLastTrade() throws {
        let body = #"""
        {"securities": {"columns": ["SECID","PREVPRICE","PREVDATE"], "data": [["SBER",270,"2023-10-17"],["GAZP",130,"2023-10-17"],["LKOH",7000,"2023-10-17"]]},
         "marketdata": {"columns": ["SECID","LAST","MARKETPRICE","CHANGE","LASTTOPREVPRICE"],
                        "data": [["SBER",266.79,null,-3.21,-1.19],["GAZP",null,131,1,0.77],["LKOH",null,null,null,null]]}}
        """#
        let rows = try MoexBoard.parse(Data(body.utf8))
        #expect(rows[0].change == .number(-3.21) && rows[0].changePercent == .number(-1.19))
        #expect(rows[1].priceColumn == "MARKETPRICE" && rows[1].change == .absent && rows[1].changePercent == .absent)
        #expect(rows[2].priceColumn == "PREVPRICE" && rows[2].change == .absent)
        let sber = try #require(try MoexBoard.parse(Data(Self.sberBody.utf8)).first)
        #expect(sber.change == .absent && sber.changePercent == .absent)   // an older response without the columns
    }

    @Test func malformedBodies() {
        #expect(throws: MoexFormatError.notJSON) { try MoexBoard.parse(Data("<html>".utf8)) }
        #expect(throws: MoexFormatError.notJSON) { try MoexBoard.parse(Data(Self.sberBody.utf8).prefix(300)) }
        #expect(throws: MoexFormatError.notAnObject) { try MoexBoard.parse(Data("[]".utf8)) }
        #expect(throws: MoexFormatError.missingBlock("securities")) { try MoexBoard.parse(Data("{}".utf8)) }
        #expect(throws: MoexFormatError.badBlock("securities")) { try MoexBoard.parse(Data(#"{"securities": []}"#.utf8)) }
        #expect(throws: MoexFormatError.missingColumn(block: "securities", column: "SECID")) {
            try MoexBoard.parse(Data(#"{"securities": {"columns": ["X"], "data": []}}"#.utf8))
        }
    }

    @Test func oddRowsComeBackForTheSyncToCount() throws {
        let body = #"{"securities": {"columns": ["SECID","SHORTNAME"], "data": [["A","a"], "x", [null, "b"], [7]]}}"#
        let rows = try MoexBoard.parse(Data(body.utf8))
        #expect(rows.map(\.ticker) == [.text("A"), .absent, .absent, .number(7)])
    }

    /// Market rows meet their share by SECID whatever their order: escaped or not, the last
    /// of duplicates counting (as a dictionary filled in order did), a row with no text SECID
    /// meeting nothing, a share missing from market data keeping its own prices.
    @Test func marketRowsAreFoundBySecid() throws {
        let body = #"""
        {"securities": {"columns": ["SECID","PREVPRICE"], "data": [["SBER",270],["GAZP",130],["\u0059NDX",4000],["LKOH",7000],[5,1]]},
         "marketdata": {"columns": ["X","SECID","LAST"], "data": [[0,"GAZP",131],[0,"SBER",1],[0,"YNDX",4100],[0,"SBER",266.79],
                                                                [0,5,9],[0],"odd",[0,"AAAA",2]]}}
        """#
        let rows = try MoexBoard.parse(Data(body.utf8))
        #expect(rows.map(\.price) == [.number(266.79), .number(131), .number(4100), .number(7000), .number(1)])
        #expect(rows.map(\.priceColumn) == ["LAST", "LAST", "LAST", "PREVPRICE", "PREVPRICE"])
    }

    /// Parsing memory, counted: the body's document (at most six times the body, counted in
    /// `_JSONDocument`'s own test) and four bytes a row of each block, whatever the rows'
    /// shape; a share is made when it is read. Read all at once into dictionaries, tens of
    /// millions of rows held gigabytes.
    @Test(arguments: ["[]", "[\"S\"]", "[\"SBER\",1,2,3]", "0"])
    func parsingMemoryIsASmallMultipleOfTheInput(row: String) throws {
        let count = (256 << 10) / (row.utf8.count + 1)
        let data = Array(repeating: row, count: count).joined(separator: ",")
        let body = Data(#"{"securities": {"columns": ["SECID","PREVPRICE"], "data": [\#(data)]}, "marketdata": {"columns": ["SECID","LAST"], "data": [\#(data)]}}"#.utf8)
        let shares = try MoexBoard.parse(body)
        #expect(shares.count == count)
        let held = shares.securities.rows.capacity
            + (shares.market?.block.rows.capacity ?? 0) + (shares.market?.order.capacity ?? 0)
        #expect(held * MemoryLayout<UInt32>.stride <= 2 * body.count + 4096)
        #expect(Double(shares.securities.doc.nodes.count) <= Double(body.count) * _JSONDocument.maxNodesPerByte + 1)
        #expect(shares[count - 1] == shares[0])
    }
}
