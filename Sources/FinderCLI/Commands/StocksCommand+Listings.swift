import FinderDomain
import FinderStore
import FinderText

extension StocksCommand {
    /// One search result: the listing's fields, then its company's other listings and its
    /// depositary receipts.
    package func item(for match: StockMatch) -> ResultItem {
        var fields = listingFields(match.stock, detail: false, room: 4)
        fields.append(listingsField(match))
        fields.append(receiptsField(match))
        fields.append(matchField(match.kind))
        fields.append(matchedNameField(match))
        return ResultItem(fields: fields)
    }

    /// `matchedName`: the name people use that found the company when its own names did not
    /// ("brand: Google"), in every format; null and empty otherwise.
    func matchedNameField(_ match: StockMatch) -> ResultField {
        guard let alias = match.matchedName else { return ResultField(name: "matchedName", json: .null, text: "", role: .muted) }
        return ResultField(name: "matchedName", json: Self.aliasJSON(alias), text: aliasText(alias), role: .muted)
    }

    /// `listings`: every listing of the company but its receipts in JSON (the shown one
    /// first); in text the number of the others and of the receipts ("+8 listings, 2
    /// receipts"); in accessible output the countries they are in, in words ("also listed in
    /// Austria, Mexico and Switzerland; also as receipts in Brazil and Argentina").
    func listingsField(_ match: StockMatch) -> ResultField {
        let json = writesJSON ? Self.listingsJSON(match.listings) : .null
        let others = match.listings.dropFirst(), receipts = match.receipts
        guard !others.isEmpty || !receipts.isEmpty else { return ResultField(name: "listings", json: json, text: "", role: .muted) }
        if session.accessible {
            var parts: [String] = []
            if !others.isEmpty {
                let list = spokenList(countries(others))
                parts.append(list.isEmpty ? messages.plural("listings.more.words", count: others.count)
                                          : messages.text("listings.also", ["countries": list]))
            }
            if !receipts.isEmpty {
                let list = spokenList(countries(receipts))
                parts.append(list.isEmpty ? messages.plural("receipts.more.words", count: receipts.count)
                                          : messages.text("receipts.also", ["countries": list]))
            }
            return ResultField(name: "listings", json: json, text: parts.joined(by: "; "))
        }
        let text = others.isEmpty ? messages.plural("receipts.more", count: receipts.count)
            : receipts.isEmpty ? messages.plural("listings.more", count: others.count)
            : messages.plural("listings.more", count: others.count) + ", " + messages.plural("receipts.count", count: receipts.count)
        return ResultField(name: "listings", json: json, text: text, role: .muted)
    }

    /// `receipts`: the company's depositary receipts, in JSON only (text says them with the
    /// listings).
    func receiptsField(_ match: StockMatch) -> ResultField {
        ResultField(name: "receipts", json: writesJSON ? Self.listingsJSON(match.receipts) : .null, text: nil, inListing: false)
    }

    /// The run writes JSON (`--json`, `--format jsonl`), the one output that reads a field's
    /// `json`: text and accessible output (and the interactive screen, which reads a photo's
    /// `json` only) never do, so a text run does not build every row's listings as JSON
    /// values (67 k instructions of a cold search, and two arrays' generic metadata).
    private var writesJSON: Bool { session.format != .text }

    private static func listingsJSON(_ listings: [StockRecord]) -> JSONValue {
        .array(listings.map { l in
            .object([("ticker", .string(l.ticker)), ("exchange", l.exchange.isEmpty ? .null : .string(l.exchange)),
                     ("country", l.country.isEmpty ? .null : .string(l.country)), ("currency", .string(l.currency)),
                     ("price", l.price.map { .double($0) } ?? .null)])
        })
    }

    private func countries(_ listings: some Sequence<StockRecord>) -> [String] {
        var countries: [String] = []
        for l in listings {
            let name = countryName(l)
            if !name.isEmpty && !countries.contains(name) { countries.append(name) }
        }
        return countries
    }

    private func countryName(_ l: StockRecord) -> String {
        if let code = l.countryCode { return Country.displayName(code: code, language: messages.language.rawValue) }
        return l.country
    }

    /// "A", "A and B", "A, B and C" in the UI language.
    private func spokenList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return Array(items.dropLast()).joined(by: ", ") + " " + messages.text("listings.and") + " " + items.last!
    }
}
