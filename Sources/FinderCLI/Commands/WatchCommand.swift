import FinderDomain
import FinderStore
import FinderText

/// `finder watch …`: the watchlist use case (`Watchlist`) as renderer events. Its rows are
/// stock listings (domain "stocks", the rows `stocks` shows, plus `alert`); its actions say
/// what they did as a summary, as `history clear` does.
struct WatchCommand {
    let session: Session
    var messages: Messages { session.messages }

    func run(_ action: WatchAction) -> Outcome {
        var context = SearchContext(domain: "stocks", query: "watch", loadingMessage: "")
        session.renderer.begin(context)
        let list: Watchlist
        do { list = Watchlist(catalogue: try session.openCatalogue()) } catch { return session.finish(context, session.outcome(for: error)) }
        session.announceNotices()
        do throws(DomainError) {
            switch action {
            case .show:
                return show(try list.entries(), context: &context, empty: "watch.empty", hint: "watch.hint.empty")
            case .check:
                let all = try list.entries()
                guard all.contains(where: { $0.alert != nil }) else {
                    return session.finish(context, .empty(message: messages.text("watch.check.noAlerts"), hint: messages.text("watch.hint.alert")))
                }
                let fired = try list.fired()
                for e in fired { session.renderer.notice(firedWords(e)) }
                return show(fired, context: &context, empty: "watch.check.none", hint: nil)
            case .add(let tickers):
                var added: [String] = [], unknown: [String] = []
                for t in tickers {
                    switch try list.add(t) {
                    case .added(let s): added.append(s)
                    case .already(let s): session.renderer.notice(messages.text("watch.already", ["ticker": s]))
                    case .unknown(let s): unknown.append(s); session.renderer.notice(messages.text("notice.unknownTicker", ["ticker": s]))
                    case .full(let limit): return session.finish(context, .failure(.usage, message: messages.plural("watch.full", count: limit), hint: nil))
                    }
                }
                context.metadata.append(("unknown", unknown.isEmpty ? .null : .array(unknown.map { .string($0) })))
                if added.isEmpty && !unknown.isEmpty && unknown.count == tickers.count {
                    return session.finish(context, .empty(message: messages.text("watch.noneAdded"), hint: messages.text("hint.empty.tickers")))
                }
                return session.finish(context, .content(count: 0, summary: changed("watch.added", added.count)))
            case .remove(let tickers):
                var removed = 0
                for t in tickers {
                    if try list.remove(t) { removed += 1 } else { session.renderer.notice(messages.text("watch.notWatched", ["ticker": t])) }
                }
                return session.finish(context, .content(count: 0, summary: changed("watch.removed", removed)))
            case .clear:
                return session.finish(context, .content(count: 0, summary: changed("watch.removed", try list.clear())))
            case .alert(let ticker, let alert):
                guard try list.setAlert(ticker, alert) else {
                    return session.finish(context, .empty(message: messages.text("watch.notWatched", ["ticker": ticker]),
                                                          hint: messages.text("watch.hint.add", ["ticker": ticker])))
                }
                let summary = alert.map { messages.text("watch.alert.set", ["ticker": ticker, "alert": words($0, currency: nil)]) }
                    ?? messages.text("watch.alert.off", ["ticker": ticker])
                return session.finish(context, .content(count: 0, summary: summary))
            }
        } catch {
            return session.finish(context, session.outcome(for: error))
        }
    }

    /// What an add, a remove or a clear changed: "Removed 2 tickers…", or, when nothing
    /// changed (each ticker already named in a notice, or a clear of an empty list), that the
    /// watchlist is unchanged — not a clause of zero ("Removed 0 tickers").
    private func changed(_ key: String, _ count: Int) -> String {
        count == 0 ? messages.text("watch.unchanged") : messages.plural(key, count: count)
    }

    /// The entries as listing rows, each with its alert; a ticker the catalogue no longer
    /// has is said, not shown.
    private func show(_ entries: [WatchedListing], context: inout SearchContext, empty: String, hint: String?) -> Outcome {
        let stocks = StocksCommand(session: session)
        let shown = entries.filter { e in
            if e.listing == nil { session.renderer.notice(messages.text("notice.unknownTicker", ["ticker": e.ticker])) }
            return e.listing != nil
        }
        guard !shown.isEmpty else { return session.finish(context, .empty(message: messages.text(empty), hint: hint.map { messages.text($0) })) }
        for (i, e) in shown.enumerated() {
            guard let s = e.listing else { continue }
            var fields = stocks.listingFields(s, detail: false, room: 4)
            // The members of a stock result in the contract's order (`JSONContract`): a
            // watched row has no company listings, receipts or match.
            for name in ["listings", "receipts", "match"] { fields.append(ResultField(name: name, json: .null, text: nil, inListing: false)) }
            fields.append(alertField(e.alert, currency: s.currency))
            session.renderer.item(ResultItem(fields: fields), position: i + 1, total: shown.count)
        }
        return session.finish(context, .content(count: shown.count, summary: messages.plural("watch.count", count: shown.count)))
    }

    /// `alert`: `{"kind": "above", "value": 250}` in JSON, "alert above 250" in text.
    private func alertField(_ alert: WatchAlert?, currency: String) -> ResultField {
        let json: JSONValue = alert.map { .object([("kind", .string($0.kind)), ("value", .double($0.value))]) } ?? .null
        let text = alert.map { messages.text("watch.alert.label", ["alert": words($0, currency: currency)]) } ?? ""
        return ResultField(name: "alert", json: json, text: text, role: .muted)
    }

    /// "above $250.00", "below 1.5", "change of 5%" in the UI language (spoken as amounts).
    func words(_ alert: WatchAlert, currency: String?) -> String {
        let numbers = messages.numberFormat, accessible = session.accessible
        switch alert {
        case .above(let v), .below(let v):
            let amount = currency.map { accessible ? numbers.spokenAmount(v, code: $0) : numbers.currency(v, code: $0) }
                ?? numbers.decimal(v, fractionDigits: v == v.rounded() ? 0 : 2)
            return messages.text("watch.alert.\(alert.kind)", ["amount": amount])
        case .change(let v):
            return messages.text("watch.alert.change", ["percent": messages.text("change.percent", ["number": numbers.decimal(v, fractionDigits: v == v.rounded() ? 0 : 2)])])
        }
    }

    /// "AAPL: the price, $255.10, is above $250.00."
    private func firedWords(_ e: WatchedListing) -> String {
        guard let s = e.listing, let alert = e.alert else { return "" }
        let words = ListingText(messages: messages, accessible: session.accessible, now: Clock.now())
        return messages.text("watch.fired.\(alert.kind)", ["ticker": s.ticker, "price": words.price(s),
                                                           "alert": self.words(alert, currency: s.currency),
                                                           "change": words.change(s)?.text ?? ""])
    }
}
