import FinderDomain
import FinderStore
import FinderText

/// `finder stocks QUERY…` and `finder stocks show TICKER`: run the use case, turn its values
/// into renderer events. Formats nothing itself beyond choosing fields.
package struct StocksCommand {
    let session: Session
    /// How prices, places and dates read: made once a command, not once a row (its reader's
    /// today costs a calendar lookup).
    let words: ListingText

    package init(session: Session) {
        self.session = session
        words = ListingText(messages: session.messages, accessible: session.accessible, now: Clock.now())
    }

    var messages: Messages { session.messages }

    /// A stock search (`StockSearch`: history, offline, saving, hints): the arguments as a
    /// request, the answer as renderer events.
    func search(query: String, limit: Int?, field: StockField, allListings: Bool = false) -> Outcome {
        let context = SearchContext(domain: "stocks", query: query,
                                    loadingMessage: messages.text("state.loading.stocks", ["query": query]))
        let search = StockSearch(data: session.localData) { [session] () throws(DomainError) in
            session.renderer.begin(context)
            return try session.openCatalogue()
        }
        let answer = search.run(Self.request(session, query: query, limit: limit, field: field, allListings: allListings))
        session.announceNotices()
        if let correction = search.layoutCorrection {
            session.renderer.notice(messages.text("notice.layout", ["query": query, "corrected": correction]))
        }
        for n in search.lifecycle.notices { session.renderer.notice(session.text(of: n)) }
        // The answer first; history and the saved result after it is out (never waiting for a writer).
        return session.recordAfterAnswer(search.lifecycle, render(answer, context: context, query: query, field: field,
                                                                  total: search.total, totalIsLowerBound: search.totalIsLowerBound))
    }

    /// The search a `stocks QUERY…` line asks for: its text and limit, `--by`,
    /// `--all-listings`, `--sort`, `--country`, `--exchange`, `--offline`, history.
    package static func request(_ session: Session, query: String, limit: Int?, field: StockField,
                               allListings: Bool) -> StockSearchRequest {
        let inv = session.invocation
        let filter = StockFilter(countries: inv.countries.compactMap(StockFilter.countryCode),
                                 exchanges: inv.exchanges.map(ExchangeNames.code))
        return StockSearchRequest(query: StockQuery(text: query, limit: limit, field: field,
                                                    language: session.messages.language.rawValue, allListings: allListings),
                                  offline: inv.offline, recordsHistory: !session.historyDisabled,
                                  sort: inv.sort ?? .relevance, filter: filter)
    }

    private func render(_ answer: StockSearchAnswer, context: SearchContext, query: String, field: StockField,
                        total: Int?, totalIsLowerBound: Bool) -> Outcome {
        switch answer {
        case .found(let results, let noPricesHint):
            var context = context
            // A notice on stderr, so --quiet drops it; JSON also carries it as the `hint`
            // member, never among the results.
            let hint = noPricesHint ? messages.text("hint.noPrices") : nil
            if let hint { session.renderer.notice(hint) }
            context.metadata.append(("hint", hint.map { .string($0) } ?? .null))
            context.metadata.append(("closeSpellingsOnly", .bool(results.closeSpellingsOnly)))
            context.metadata.append(("total", .int(total ?? results.matches.count)))
            context.metadata.append(("totalIsLowerBound", .bool(totalIsLowerBound)))
            return session.finish(context, show(results, query: query, total: total, totalIsLowerBound: totalIsLowerBound))
        case .empty:
            let hint = field == .all ? messages.text("hint.empty.stocks") : messages.text("hint.empty.field.\(field.rawValue)")
            return session.finish(context, .empty(message: messages.text("state.empty.stocks", ["query": query]), hint: hint))
        case .saved(let results, let saved):
            return OfflineCommand(session: session).show(results, saved)
        case .failed(let error):
            return session.finish(context, session.outcome(for: error))
        case .nothingSaved:
            var context = context
            context.offline = true
            return session.finish(context, .failure(.offline, message: messages.text("offline.noneFor", ["query": query]),
                                                  hint: messages.text("offline.none.hint")))
        }
    }

    /// The matches as renderer items (live or saved, in the current language); does not finish.
    /// When only close spellings were found, the summary says so ("No exact match for
    /// “amazn”; 3 close spellings"), in every format: JSON has each row's `match` and
    /// `closeSpellingsOnly`.
    /// `total`: how many match in all when the limit cut the list; the summary then says both
    /// ("20 of 6,136 results; --limit 0 shows all").
    /// `totalIsLowerBound`: counting stopped at `total` ("20 of over 1,000 results").
    func show(_ results: StockResults, query: String, total: Int? = nil, totalIsLowerBound: Bool = false) -> Outcome {
        let items = results.matches.map { item(for: $0) }
        for (i, it) in items.enumerated() { session.renderer.item(it, position: i + 1, total: items.count) }
        let of = totalIsLowerBound ? "state.content.resultsOfOver" : "state.content.resultsOf"
        let summary = results.closeSpellingsOnly
            ? messages.plural("state.content.closeSpellings", count: items.count, ["query": query])
            : total.map { messages.plural(of, count: $0, ["shown": messages.numbers.decimal(items.count)]) }
                ?? messages.plural("state.content.results", count: items.count)
        return .content(count: items.count, summary: summary)
    }

    /// `stocks show AAPL MSFT SBER`: every listing of each ticker, in the order given. A
    /// ticker that names none is said on stderr (and in JSON's `unknown`); the run is empty
    /// (exit 1) only when none names a listing.
    func show(tickers: [String]) -> Outcome {
        let query = tickers.joined(by: " ")
        var context = SearchContext(domain: "stocks", query: query,
                                    loadingMessage: messages.text("state.loading.stocks", ["query": query]))
        context.layout = .detail
        let renderer = session.renderer
        renderer.begin(context)
        let shown: ShownListings
        do {
            shown = try session.openCatalogue().show(tickers: tickers)
        } catch {
            return session.finish(context, session.outcome(for: error))
        }
        session.announceNotices()
        // In the contract's order (`JSONContract.documentMembers`): the others are null here.
        context.metadata += [("hint", .null), ("closeSpellingsOnly", .null), ("savedAt", .null),
                             ("unknown", shown.unknown.isEmpty ? .null : .array(shown.unknown.map { .string($0) }))]
        guard !shown.rows.isEmpty else {
            guard shown.unknown.count > 1 else {
                let t = shown.unknown.first ?? query
                return session.finish(context, .empty(message: messages.text("state.empty.ticker", ["ticker": t]),
                                                      hint: messages.text("hint.empty.ticker", ["ticker": t])))
            }
            return session.finish(context, .empty(message: messages.text("state.empty.tickers", ["tickers": quotedList(shown.unknown)]),
                                                  hint: messages.text("hint.empty.tickers")))
        }
        for t in shown.unknown { renderer.notice(messages.text("notice.unknownTicker", ["ticker": t])) }
        for (i, r) in shown.rows.enumerated() {
            renderer.item(item(r, kind: nil, detail: true), position: i + 1, total: shown.rows.count)
        }
        return session.finish(context, .content(count: shown.rows.count,
                                                summary: messages.plural("state.content.listings", count: shown.rows.count)))
    }

    /// “AAPL”, “MSFT” (Russian «AAPL», «MSFT»): each ticker quoted as the language quotes.
    func quotedList(_ tickers: [String]) -> String {
        tickers.map { messages.text("quoted", ["text": $0]) }.joined(by: ", ")
    }

    /// The listing fields in display order: a result's members in JSON are these
    /// (`ListingField.member`), then `listings`, `receipts` and `match` (`JSONContract`).
    /// Every field of the table is here (a test checks); `field(_:of:…)` says how each shows.
    static let fieldOrder: [ListingField] = [.ticker, .name, .altName, .price, .change, .changePercent, .currency,
                                             .exchange, .country, .isin, .priceDate, .priceSource, .marketCap, .countryCode,
                                             .symbol, .cusip, .figi, .capClass, .aliases]

    /// The fields of one listing, in display order.
    func item(_ s: StockRecord, kind: MatchKind?, detail: Bool) -> ResultItem {
        var fields = listingFields(s, detail: detail, room: 1)
        if let kind { fields.append(matchField(kind)) }
        return ResultItem(fields: fields)
    }

    /// The listing's fields (`fieldOrder`), in an array with room for `room` more: a row's
    /// array grown twice for its last fields cost a cold search 25 k instructions.
    func listingFields(_ s: StockRecord, detail: Bool, room: Int) -> [ResultField] {
        var fields: [ResultField] = []
        fields.reserveCapacity(Self.fieldOrder.count + 1 + room)
        for f in Self.fieldOrder { fields.append(field(f, of: s, words, detail: detail)) }
        fields.append(countryNameField(s, words))
        fields.append(ResultField(name: "priceStale", json: writesJSONValues ? words.isStale(s).map { .bool($0) } ?? .null : .null, text: nil, inListing: false))
        return fields
    }

    /// `countryName`: the country in the UI language ("США", "United States"), JSON only
    /// (text says it in `country`); null when the catalogue does not say. `country` stays the
    /// catalogue's lowercase English name, which scripts read (docs/decisions/0401-json-country.md).
    func countryNameField(_ s: StockRecord, _ words: ListingText) -> ResultField {
        let known = !(s.country.isEmpty && s.countryCode == nil)
        return ResultField(name: "countryName", json: writesJSONValues && known ? .string(words.country(s)) : .null, text: nil, inListing: false)
    }

    /// Whether the run writes JSON (`--json`, `--format jsonl`): text output never reads a
    /// field's `json`, so it builds no JSON-only text.
    var writesJSONValues: Bool { session.format != .text }

    /// `match`: text listings say only a close spelling (the column is empty otherwise, so
    /// that every row has it); accessible output says every kind of match.
    func matchField(_ kind: MatchKind) -> ResultField {
        ResultField(name: "match", json: .string(kind.identifier),
                    text: session.accessible || kind == .typo ? messages.text("match.\(kind.identifier)") : "",
                    label: session.accessible ? messages.text("label.match") : nil, role: .muted)
    }

    /// How one listing field shows: its JSON value, its text (nil: not in text and accessible
    /// output), its label and role.
    private func field(_ f: ListingField, of s: StockRecord, _ words: ListingText, detail: Bool) -> ResultField {
        let accessible = session.accessible
        func opt(_ v: String?) -> JSONValue { v.map { .string($0) } ?? .null }
        func number(_ v: Double?) -> JSONValue { v.map { .double($0) } ?? .null }
        // A field without text shows no label: its catalog lookup (~6 K instructions) is
        // skipped — seven such fields a row in a listing, 0.8 M of a cold 20-row search.
        func label(_ key: String, for text: String?) -> String? { text == nil ? nil : messages.text(key) }
        // Read only by the fields that speak a name (this runs for every field of every row).
        var language: String { messages.language.rawValue }
        // A company the catalogue gives a Russian form for: its legal form is said in Russian.
        var russianCompany: Bool { s.countryCode == "RU" || s.altName.map { dominantScript($0) == .cyrillic } ?? false }
        switch f {
        case .ticker:
            // Spoken, a ticker is said letter by letter and digit by digit ("603020" is not six
            // hundred three thousand twenty, "ON" not the word "on"), labelled so the listener
            // knows what the letters are.
            return ResultField(name: f.member, json: .string(s.ticker),
                               text: accessible ? SpokenText.letters(s.ticker) : s.ticker,
                               label: detail || accessible ? messages.text("label.ticker") : nil, role: .ticker)
        case .name:
            // The listing shows alt names beside the name when the UI language reads them.
            if !detail && !accessible, let alt = s.altName, alt != s.name {
                return ResultField(name: f.member, json: .string(s.name), text: s.name + " (" + alt + ")", role: .name)
            }
            return ResultField(name: f.member, json: .string(s.name), text: accessible ? SpokenText.words(s.name, language: language, russianCompany: russianCompany) : s.name,
                               label: detail ? messages.text("label.name") : nil, role: .name)
        case .altName:
            let altName = accessible ? s.altName.map { SpokenText.words($0, language: language, russianCompany: russianCompany) } : s.altName
            return ResultField(name: f.member, json: opt(s.altName), text: altName,
                               label: label("label.altName", for: altName), inListing: false)
        case .price:
            // Labelled (show, spoken lines), an unknown price is "price unknown", not "price price unknown".
            return ResultField(name: f.member, json: number(s.price),
                               text: s.price == nil && detail ? messages.text("price.unknownValue") : words.price(s),
                               label: s.price == nil && !detail ? nil : messages.text("label.price"),
                               role: s.price == nil ? .muted : .price)
        case .change:
            // The day's change: a column of its own beside the price (text empty
            // when unknown, so rows line up), coloured by its direction; `stocks show` gives it
            // with the price's date and a label (spoken, the price says its date).
            let shown = words.change(s, dated: detail && !accessible)
            return ResultField(name: f.member, json: number(s.change), text: shown?.text ?? (detail ? nil : ""),
                               label: detail && !accessible ? messages.text("label.change") : nil, role: shown?.role)
        case .changePercent:
            // Never shown on its own (the change's text holds it): no label to look up per row.
            return ResultField(name: f.member, json: number(s.changePercent), text: nil, inListing: false)
        case .currency:
            let currency = detail ? words.currency(s) : nil
            return ResultField(name: f.member, json: .string(s.currency), text: currency,
                               label: label("label.currency", for: currency), inListing: false)
        case .exchange:
            return ResultField(name: f.member, json: s.exchange.isEmpty ? .null : .string(s.exchange),
                               text: accessible || detail ? words.exchange(s, short: false) : words.place(s),
                               label: accessible || detail ? messages.text("label.exchange") : nil, role: .muted)
        case .country:
            // No "country:" row with nothing after it when the catalogue does not say.
            let country = (accessible || detail) && !(s.country.isEmpty && s.countryCode == nil) ? words.country(s) : nil
            return ResultField(name: f.member, json: s.country.isEmpty ? .null : .string(s.country), text: country,
                               label: label("label.country", for: country), inListing: accessible)
        case .isin:
            // Spoken, an identifier is said character by character, as a ticker is
            // ("U. S. 0 3 7 8…", never "US sixty-eight thousand…").
            let isin = detail ? s.isin.map { accessible ? SpokenText.letters($0) : $0 } : nil
            return ResultField(name: f.member, json: opt(s.isin), text: isin, label: label("label.isin", for: isin), inListing: false)
        case .priceDate:
            let priceDate = detail ? words.priceDate(s) : nil
            return ResultField(name: f.member, json: ListingText.validDate(s) == nil ? .null : opt(s.priceDate), text: priceDate,
                               label: label("label.priceDate", for: priceDate), inListing: false)
        case .priceSource:
            let priceSource = detail ? words.priceSource(s) : nil
            return ResultField(name: f.member, json: opt(s.priceSource), text: priceSource,
                               label: label("label.priceSource", for: priceSource), inListing: false)
        case .marketCap:
            let marketCap = detail ? words.marketCap(s) : nil
            return ResultField(name: f.member, json: number(s.marketCap),
                               text: marketCap, label: label("label.marketCap", for: marketCap), inListing: false)
        case .countryCode:
            return ResultField(name: f.member, json: opt(s.countryCode), text: nil, inListing: false)
        case .symbol, .cusip, .figi:
            // Identifiers, in `stocks show`: spoken letter by letter and digit by digit.
            let value = detail ? s.text(f).map { accessible ? SpokenText.letters($0) : $0 } : nil
            return ResultField(name: f.member, json: opt(s.text(f)), text: value, label: label("label.\(f.member)", for: value),
                               inListing: false)
        case .capClass:
            return ResultField(name: f.member, json: opt(s.capClass), text: nil, inListing: false)
        case .aliases:
            // The names people use, in `stocks show` ("brand: google; formerly: Facebook Inc").
            // JSON only (a cold text search decoded every alias of twenty rows: 0.9 M instructions).
            let names = writesJSONValues ? s.aliases.map { ListingAliases($0).map { Self.aliasJSON($0) } } ?? [] : []
            let text = detail ? s.aliases.map { ListingAliases($0).map { aliasText($0) }.joined(separator: "; ") } : nil
            return ResultField(name: "names", json: .array(names), text: text, label: label("label.names", for: text),
                               inListing: false)
        }
    }

    /// A name people use, in JSON: {"kind": "brand", "name": "google"}.
    static func aliasJSON(_ a: ListingAliases.Alias) -> JSONValue {
        .object([("kind", .string(a.kind == .russian ? "russian" : a.kind.rawValue)), ("name", .string(a.name))])
    }

    /// A name people use, in words: "brand: google", "Russian name: сбер", "formerly: Facebook Inc".
    func aliasText(_ a: ListingAliases.Alias) -> String {
        messages.text("alias.\(a.kind.rawValue)", ["name": a.name])
    }
}
