import FinderDomain
import FinderText

extension StocksCommand {
    /// One search result: the listing's fields, then its company's other listings.
    func item(for match: StockMatch) -> ResultItem {
        var result = item(match.stock, kind: match.kind, detail: false)
        let at = result.fields.firstIndex { $0.name == "match" } ?? result.fields.count
        result.fields.insert(listingsField(match), at: at)
        return result
    }

    /// `listings`: every listing of the company in JSON (the shown one first); in text the
    /// number of the others ("+8 listings"); in accessible output the countries they are in,
    /// in words ("also listed in Austria, Mexico and Switzerland").
    func listingsField(_ match: StockMatch) -> ResultField {
        let json = JSONValue.array(match.listings.map { l in
            .object([("ticker", .string(l.ticker)), ("exchange", .string(l.exchange)),
                     ("country", .string(l.country)), ("currency", .string(l.currency)),
                     ("price", l.price.map { .double($0) } ?? .null)])
        })
        let others = match.listings.dropFirst()
        guard !others.isEmpty else { return ResultField(name: "listings", json: json, text: "", role: .muted) }
        if session.accessible {
            var countries: [String] = []
            for l in others {
                let name = countryName(l)
                if !name.isEmpty && !countries.contains(name) { countries.append(name) }
            }
            let list = spokenList(countries)
            return ResultField(name: "listings", json: json,
                               text: list.isEmpty ? catalog.plural("listings.more.words", count: others.count)
                                   : catalog.text("listings.also", ["countries": list]))
        }
        return ResultField(name: "listings", json: json, text: catalog.plural("listings.more", count: others.count), role: .muted)
    }

    private func countryName(_ l: StockRecord) -> String {
        if let code = l.countryCode { return Country.displayName(code: code, language: catalog.language.rawValue) }
        return l.country
    }

    /// "A", "A and B", "A, B and C" in the UI language.
    private func spokenList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " " + catalog.text("listings.and") + " " + items.last!
    }
}
