extension StockFinderFormat {
    /// Header names (lower-cased, without spaces, `_` and `-`) and the field each means.
    static let headerNames: [String: String] = [
        "ticker": "ticker", "symbol": "ticker", "secid": "ticker",
        "name": "name", "company": "name", "companyname": "name", "shortname": "name",
        "price": "price", "currentprice": "price", "lastprice": "price", "last": "price",
        "currency": "currency", "exchange": "exchange", "board": "exchange",
    ]

    static func parseCSV(_ text: String) throws(StockFinderFormatError) -> [Row] {
        let separator = sniffSeparator(text)
        var records = _CSVReader(text: text, separator: separator).records()
        records.removeAll { $0.allSatisfy { $0.allSatisfy(\.isWhitespace) } }
        guard let header = records.first else { throw .empty }
        var column: [String: Int] = [:]
        for (i, h) in header.enumerated() {
            let key = String(h.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" })
            if let field = headerNames[key], column[field] == nil { column[field] = i }
        }
        let missing = ["ticker", "name", "price"].filter { column[$0] == nil }
        guard missing.isEmpty else { throw .missingColumns(missing) }
        return records.dropFirst().map { r in
            func cell(_ field: String) -> SourceCell {
                guard let i = column[field], i < r.count else { return .absent }
                let v = r[i].trimmingWhitespace()
                return v.isEmpty ? .absent : .text(v)
            }
            return Row(ticker: cell("ticker"), name: cell("name"), price: cell("price"),
                       currency: cell("currency"), exchange: cell("exchange"))
        }
    }

    /// The separator that occurs most often, outside quotes, on the first line: `,`, `;` or tab.
    static func sniffSeparator(_ text: String) -> Character {
        var counts: [Character: Int] = [",": 0, ";": 0, "\t": 0]
        var quoted = false
        for c in text {
            if c == "\"" { quoted.toggle() }
            if !quoted && (c == "\n" || c == "\r") { break }
            if !quoted, counts[c] != nil { counts[c]! += 1 }
        }
        return [",", ";", "\t"].max { counts[$0]! < counts[$1]! } ?? ","
    }
}

/// RFC 4180 records: quoted fields may hold separators, line breaks and doubled quotes.
struct _CSVReader {
    let text: String
    let separator: Character

    func records() -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var it = text.makeIterator()
        var pending: Character?
        func next() -> Character? {
            if let p = pending { pending = nil; return p }
            return it.next()
        }
        while let c = next() {
            if quoted {
                if c == "\"" {
                    if let n = next() {
                        if n == "\"" { field.append("\"") } else { quoted = false; pending = n }
                    } else { quoted = false }
                } else {
                    field.append(c)
                }
            } else if c == "\"" && field.isEmpty {
                quoted = true
            } else if c == separator {
                record.append(field); field = ""
            } else if c == "\n" || c == "\r\n" || c == "\r" {
                record.append(field); field = ""
                records.append(record); record = []
            } else {
                field.append(c)
            }
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
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
