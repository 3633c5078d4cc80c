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
        guard column("ticker") != nil, column("name") != nil else {
            throw .badCatalogue(path: path, reason: .catalogueFormat(line: 2, problem: .missingColumns))
        }
        // Each field the format carries, by its column name (`ListingField.inCatalogueFile`).
        let columns = ListingField.allCases.compactMap { f in f.inCatalogueFile ? column(f.column).map { (f, $0) } : nil }
        var rows: [StockRecord] = []
        var number = 2
        while let line = lines.next() {
            number += 1
            let f = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard f.count == header.count else {
                throw .badCatalogue(path: path, reason: .catalogueFormat(line: number, problem: .fieldCount(found: f.count, expected: header.count)))
            }
            var r = StockRecord.empty
            for (field, i) in columns {
                let text = String(decoding: f[i], as: UTF8.self)
                switch field.kind {
                case .text: r.set(field, text: text)
                case .optionalText: r.set(field, text: text.isEmpty ? nil : text)
                case .number:
                    guard !text.isEmpty else { continue }
                    // A price that is not one is an error; another number field, an optional
                    // extra, is left unknown (as a sync drops a bad market cap).
                    guard let v = Double(text), v.isFinite, field != .price || v >= 0 else {
                        if field == .price {
                            throw .badCatalogue(path: path, reason: .catalogueFormat(line: number, problem: .badPrice(text)))
                        }
                        continue
                    }
                    r.set(field, number: v)
                }
            }
            if r.price != nil { r.priceSource = "bundled" }
            rows.append(r)
        }
        return rows
    }
}
