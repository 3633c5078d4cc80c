import Foundation

extension StockFinderFormat {
    /// Header names (lower-cased, without spaces, `_` and `-`) and the field each means.
    static let headerNames: [String: String] = [
        "ticker": "ticker", "symbol": "ticker", "secid": "ticker",
        "name": "name", "company": "name", "companyname": "name", "shortname": "name",
        "price": "price", "currentprice": "price", "lastprice": "price", "last": "price",
        "currency": "currency", "exchange": "exchange", "board": "exchange",
    ]

    static func parseCSV(_ data: Data, from offset: Int) throws(StockFinderFormatError) -> Rows {
        guard let table = _CSVTable(data: data, from: offset) else { throw .tooLarge }
        guard table.count > 0 else { throw .empty }
        var column: [String: Int] = [:]
        table.forEachCell(0) { i, h in
            let key = String(h.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" })
            if let field = headerNames[key], column[field] == nil { column[field] = i }
        }
        let missing = ["ticker", "name", "price"].filter { column[$0] == nil }
        guard missing.isEmpty else { throw .missingColumns(missing) }
        return Rows(.csv(table, columns: column))
    }

    /// Record `i` of `table` as a row: only the columns the header names are read.
    static func row(_ table: _CSVTable, _ i: Int, columns: [String: Int]) -> Row {
        let cells = table.cells(i, columns: Set(columns.values))
        func cell(_ field: String) -> SourceCell {
            guard let c = columns[field], let v = cells[c]?.trimmingWhitespace(), !v.isEmpty else { return .absent }
            return .text(v)
        }
        return Row(ticker: cell("ticker"), name: cell("name"), price: cell("price"),
                   currency: cell("currency"), exchange: cell("exchange"))
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
