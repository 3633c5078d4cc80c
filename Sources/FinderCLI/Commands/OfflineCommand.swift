import FinderDomain

/// `finder offline [show|clear] [--domain D]`: results kept for use without the network (GUIDE.md
/// “History, suggestions, offline results, completion”). `show` without --domain shows the
/// newest one, rendered from its data in the current language and mode.
struct OfflineCommand {
    let session: Session
    var messages: Messages { session.messages }

    func run(clear: Bool, domain: SearchDomain?) -> Outcome {
        let context = SearchContext(domain: "offline", query: domain?.rawValue ?? "", loadingMessage: "")
        let offline = OfflineResults(data: session.localData)
        let answer: OfflineAnswer
        do {
            if clear {
                let n = try offline.clear(domain: domain)
                return session.finish(context, .content(count: 0, summary: messages.plural("offline.cleared", count: n)))
            }
            answer = try offline.newest(domain: domain)
        } catch {
            return session.finish(context, session.outcome(for: error))
        }
        switch answer {
        case .stocks(let results, let saved):
            return show(results, saved, domain: "offline")
        case .photos(let page, let filters, let saved):
            return showPhotos(page, saved, filters: filters, domain: "offline")
        case .nothingSaved:
            return session.finish(context, .empty(message: messages.text("offline.none"), hint: messages.text("offline.none.hint")))
        case .unreadable:
            return session.finish(context, .failure(.localData, message: messages.text("offline.unreadable"),
                                                  hint: messages.text("offline.none.hint")))
        }
    }

    /// A saved stock result: "offline, saved <date>", then its items. Finishes.
    func show(_ results: StockResults, _ saved: SavedSearch, domain: String = "stocks") -> Outcome {
        var context = begin(saved, domain: domain)
        context.metadata.append(("closeSpellingsOnly", .bool(results.closeSpellingsOnly)))
        context.metadata.append(("total", .int(results.matches.count)))
        return session.finish(context, StocksCommand(session: session).show(results, query: saved.query))
    }

    /// A saved photo page, as a live one is shown. Finishes.
    func showPhotos(_ page: PhotoPage, _ saved: SavedSearch, filters: PhotoFilters, domain: String = "photos") -> Outcome {
        var context = PhotosView(session: session).context(query: saved.query, filters: filters)
        context.domain = domain
        // `savedDomain` tells an `offline show` document's kind; `--offline photos` is photos.
        if domain == "offline" { context.metadata.append(("savedDomain", .string(saved.domain.rawValue))) }
        context.metadata.append(("savedAt", .timestamp(saved.savedAt)))
        session.renderer.begin(context)
        session.renderer.notice(marker(saved))
        return PhotosView(session: session).show(page, query: saved.query, filters: filters, context: context, offline: true)
    }

    private func begin(_ saved: SavedSearch, domain: String) -> SearchContext {
        var context = SearchContext(domain: domain, query: saved.query, loadingMessage: "")
        context.offline = true
        if domain == "offline" { context.metadata.append(("savedDomain", .string(saved.domain.rawValue))) }
        context.metadata.append(("savedAt", .timestamp(saved.savedAt)))
        session.renderer.begin(context)
        session.renderer.notice(marker(saved))
        return context
    }

    /// "Offline: showing the result saved for “apple” on <date>."
    func marker(_ saved: SavedSearch) -> String {
        let when = session.moment(saved.savedAt)
        return messages.text("offline.marker", ["query": saved.query, "date": when])
    }
}
