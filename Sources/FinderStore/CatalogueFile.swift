/// Reads the bundled catalogue format (see Resources/README.md):
///
///     #finder-catalogue<TAB>1
///     ticker<TAB>name<TAB>exchange<TAB>country<TAB>currency<TAB>isin<TAB>alt_name<TAB>price<TAB>price_date
///     AAPL<TAB>Apple Inc<TAB><TAB>united states<TAB>USD<TAB>US0378331005<TAB><TAB><TAB>
///
/// Columns are found by header name, so columns may be added later without breaking readers.
public enum CatalogueFile {
    public static let magic = "#finder-catalogue"

    public static func parse(_ bytes: [UInt8], path: String) throws(StoreError) -> [StockRecord] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true).makeIterator()
        guard let first = lines.next(), String(decoding: first, as: UTF8.self).hasPrefix(magic + "\t1") else {
            throw .badCatalogue(path: path, reason: .catalogueFormat(line: 1, problem: .missingMagicLine))
        }
        guard let headerLine = lines.next() else { throw .badCatalogue(path: path, reason: .catalogueFormat(line: 2, problem: .missingHeader)) }
        let header = headerLine.split(separator: 0x09, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let ticker = column("ticker"), let name = column("name") else {
            throw .badCatalogue(path: path, reason: .catalogueFormat(line: 2, problem: .missingColumns))
        }
        let exchange = column("exchange"), country = column("country"), currency = column("currency")
        let isin = column("isin"), alt = column("alt_name"), price = column("price"), priceDate = column("price_date")
        var rows: [StockRecord] = []
        var number = 2
        while let line = lines.next() {
            number += 1
            let f = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard f.count == header.count else {
                throw .badCatalogue(path: path, reason: .catalogueFormat(line: number, problem: .fieldCount(found: f.count, expected: header.count)))
            }
            func text(_ i: Int?) -> String { i.map { String(decoding: f[$0], as: UTF8.self) } ?? "" }
            func optional(_ i: Int?) -> String? { let s = text(i); return s.isEmpty ? nil : s }
            let priceText = text(price)
            var value: Double?
            if !priceText.isEmpty {
                guard let v = Double(priceText), v.isFinite, v >= 0 else {
                    throw .badCatalogue(path: path, reason: .catalogueFormat(line: number, problem: .badPrice(priceText)))
                }
                value = v
            }
            rows.append(StockRecord(
                ticker: text(ticker), name: text(name), exchange: text(exchange), country: text(country),
                currency: text(currency), isin: optional(isin), altName: optional(alt), price: value,
                priceDate: optional(priceDate), priceSource: value == nil ? nil : "bundled"))
        }
        return rows
    }
}
