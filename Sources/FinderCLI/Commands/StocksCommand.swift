import FinderDomain
import FinderStore
import FinderText

/// `finder stocks QUERY…` and `finder stocks show TICKER`: run the use case, turn its values
/// into renderer events. Formats nothing itself beyond choosing fields.
struct StocksCommand {
    let session: Session

    var catalog: Catalog { session.catalog }

    func search(query: String, limit: Int?, field: StockField, allListings: Bool = false) -> Outcome {
        var context = SearchContext(domain: "stocks", query: query,
                                    loadingMessage: catalog.text("state.loading.stocks", ["query": query]))
        let renderer = session.renderer
        if session.invocation.offline { return offline(query: query, context: context) }
        renderer.begin(context)
        let result: StockSearchResult
        do {
            let stocks = try session.openCatalogue()
            result = try stocks.search(StockQuery(text: query, limit: limit, field: field,
                                                  language: catalog.language.rawValue, allListings: allListings))
        } catch {
            return finish(context, session.outcome(for: error))
        }
        session.announceNotices()
        if let corrected = result.layoutCorrection {
            renderer.notice(catalog.text("notice.layout", ["query": query, "corrected": corrected]))
        }
        let stocks = try? session.openCatalogue()
        record(query, store: stocks?.localStore)
        guard !result.matches.isEmpty else {
            let hint = field == .all ? catalog.text("hint.empty.stocks") : catalog.text("hint.empty.field.\(field.rawValue)")
            return finish(context, .empty(message: catalog.text("state.empty.stocks", ["query": query]), hint: hint))
        }
        let items = result.matches.map { item(for: $0) }
        for (i, it) in items.enumerated() { renderer.item(it, position: i + 1, total: items.count) }
        save(Array(items.prefix(SavedResult.maxItems)), query: query, options: "limit=\(limit.map(String.init) ?? "all");by=\(field.rawValue)"
             + (allListings ? ";all-listings" : ""), store: stocks?.localStore)
        let hint = noPricesHint(result.matches.map(\.stock), store: stocks?.localStore)
        if let hint { renderer.notice(hint) }
        context.metadata.append(("hint", hint.map { .string($0) } ?? .null))
        return finish(context, .content(count: result.matches.count,
                                        summary: catalog.plural("state.content.results", count: result.matches.count)))
    }

    func show(ticker: String) -> Outcome {
        var context = SearchContext(domain: "stocks", query: ticker,
                                    loadingMessage: catalog.text("state.loading.stocks", ["query": ticker]))
        context.detail = true
        let renderer = session.renderer
        renderer.begin(context)
        do {
            let rows = try session.openCatalogue().show(ticker: ticker)
            session.announceNotices()
            for (i, r) in rows.enumerated() {
                renderer.item(item(r, kind: nil, detail: true), position: i + 1, total: rows.count)
            }
            return finish(context, .content(count: rows.count, summary: catalog.plural("state.content.listings", count: rows.count)))
        } catch DomainError.unknownTicker(let t) {
            return finish(context, .empty(message: catalog.text("state.empty.ticker", ["ticker": t]),
                                          hint: catalog.text("hint.empty.ticker", ["ticker": t])))
        } catch {
            return finish(context, session.outcome(for: error))
        }
    }

    /// `--offline`: the saved result of the same query (equal after folding), marked offline;
    /// without one, exit 3 (SPEC §4: with no network and nothing saved, it is an error).
    private func offline(query: String, context: SearchContext) -> Outcome {
        var context = context
        context.offline = true
        do {
            let store = try Store(directory: session.dataDirectory)
            if let saved = try store.savedResult(domain: "stocks"), QueryHistory.key(saved.query) == QueryHistory.key(query) {
                return finish(context, OfflineCommand.show(saved, context: context, session: session))
            }
        } catch {
            return finish(context, session.outcome(for: error))
        }
        return finish(context, .error(code: "offline", message: catalog.text("offline.noneFor", ["query": query]),
                                      hint: catalog.text("offline.none.hint"), exit: .network))
    }

    /// Records the query in history unless --no-history / FINDER_NO_HISTORY=1. A failure to
    /// record is said, but does not spoil the answer.
    private func record(_ query: String, store: Store?) {
        guard let store, !session.historyDisabled else { return }
        guard !store.isReadOnly else {
            session.renderer.notice(catalog.text("notice.readOnly", ["folder": session.dataDirectory]))
            return
        }
        do { try QueryHistory(store: store).record(query, domain: .stocks) } catch {
            session.renderer.notice(catalog.text("history.notRecorded"))
        }
    }

    /// Keeps this result as the domain's offline result.
    private func save(_ items: [ResultItem], query: String, options: String, store: Store?) {
        guard let store, !store.isReadOnly else { return }  // said by `record`, or --no-history
        let saved = SavedResult(domain: "stocks", query: query, options: options, savedAt: Clock.now(),
                                payload: SavedItems.encode(items))
        do { try store.saveResult(saved) } catch { session.renderer.notice(catalog.text("offline.notSaved")) }
    }

    /// SPEC §2: when no result shown has a price, one line says that `finder stocks sync`
    /// fetches them, until the catalogue has been synced once (after that a missing price is
    /// one no source has). A notice on stderr, so --quiet drops it; JSON also carries it as
    /// the `hint` member, never among the results.
    private func noPricesHint(_ shown: [StockRecord], store: Store?) -> String? {
        guard !shown.isEmpty, !shown.contains(where: { $0.price != nil }) else { return nil }
        guard let store, (try? store.lastSync()) == nil else { return nil }
        return catalog.text("hint.noPrices")
    }

    private func finish(_ context: SearchContext, _ outcome: Outcome) -> Outcome {
        session.renderer.finish(context, outcome)
        return outcome
    }

    /// The fields of one listing, in display order.
    func item(_ s: StockRecord, kind: MatchKind?, detail: Bool) -> ResultItem {
        let accessible = session.accessible
        let words = ListingText(catalog: catalog, accessible: accessible, now: Clock.now())
        func opt(_ v: String?) -> JSONValue { v.map { .string($0) } ?? .null }
        // A ticker of digits ("603020") is read as one big number; spoken, it is said digit
        // by digit, labelled so the listener knows what the digits are.
        let spokenDigits = accessible && s.ticker.utf8.count >= 3 && s.ticker.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        var fields = [
            ResultField(name: "ticker", json: .string(s.ticker),
                        text: spokenDigits ? s.ticker.map(String.init).joined(separator: " ") : s.ticker,
                        label: detail || spokenDigits ? catalog.text("label.ticker") : nil, role: .ticker),
            ResultField(name: "name", json: .string(s.name), text: s.name,
                        label: detail ? catalog.text("label.name") : nil, role: .name),
            ResultField(name: "altName", json: opt(s.altName), text: s.altName,
                        label: catalog.text("label.altName"), inListing: false),
            // Labelled (show, spoken lines), an unknown price is "price unknown", not "price price unknown".
            ResultField(name: "price", json: s.price.map { .double($0) } ?? .null,
                        text: s.price == nil && detail ? catalog.text("price.unknownValue") : words.price(s),
                        label: s.price == nil && !detail ? nil : catalog.text("label.price"),
                        role: s.price == nil ? .muted : .price),
            ResultField(name: "currency", json: .string(s.currency), text: detail ? s.currency : nil,
                        label: catalog.text("label.currency"), inListing: false),
            ResultField(name: "exchange", json: .string(s.exchange),
                        text: accessible || detail ? words.exchange(s, short: false) : words.place(s),
                        label: accessible || detail ? catalog.text("label.exchange") : nil, role: .muted),
            ResultField(name: "country", json: .string(s.country),
                        text: accessible || detail ? words.country(s) : nil,
                        label: catalog.text("label.country"), inListing: accessible),
            ResultField(name: "isin", json: opt(s.isin), text: detail ? s.isin : nil,
                        label: catalog.text("label.isin"), inListing: false),
            ResultField(name: "priceDate", json: opt(s.priceDate), text: detail ? words.priceDate(s) : nil,
                        label: catalog.text("label.priceDate"), inListing: false),
            ResultField(name: "priceSource", json: opt(s.priceSource), text: detail ? words.priceSource(s) : nil,
                        label: catalog.text("label.priceSource"), inListing: false),
            ResultField(name: "marketCap", json: s.marketCap.map { .double($0) } ?? .null,
                        text: detail ? words.marketCap(s) : nil, label: catalog.text("label.marketCap"), inListing: false),
            ResultField(name: "countryCode", json: opt(s.countryCode), text: nil,
                        label: catalog.text("label.countryCode"), inListing: false),
        ]
        if let kind {
            // Text listings say only a close spelling (the column is empty otherwise, so
            // that every row has it); accessible output says every kind of match.
            fields.append(ResultField(name: "match", json: .string(kind.identifier),
                                      text: accessible || kind == .typo ? catalog.text("match.\(kind.identifier)") : "",
                                      label: accessible ? catalog.text("label.match") : nil, role: .muted))
        }
        if !detail && !accessible {
            // The listing shows alt names beside the name when the UI language reads them.
            if let alt = s.altName, alt != s.name {
                fields[1] = ResultField(name: "name", json: .string(s.name), text: s.name + " (" + alt + ")", role: .name)
            }
        }
        return ResultItem(fields: fields)
    }
}
