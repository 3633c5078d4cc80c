import FinderDomain
import FinderStore

/// `finder offline [show|clear] [--domain D]`: the last successful result of a domain, kept
/// for use without the network (SPEC §6). `show` without --domain shows the newest one.
public struct OfflineCommand {
    /// The finder-net handler that shows a saved photo search.
    public static let photosHandlerName = "offline photos"

    let session: Session
    var catalog: Catalog { session.catalog }

    func run(clear: Bool, domain: String?) -> Outcome {
        let context = SearchContext(domain: domain ?? "offline", query: "", loadingMessage: "")
        let store: Store
        let saved: SavedResult?
        do {
            store = try Store(directory: session.dataDirectory)
            if clear {
                let n = try store.clearSavedResults(domain: domain)
                return finish(context, .content(count: 0, summary: catalog.plural("offline.cleared", count: n)))
            }
            saved = try (domain.map { [$0] } ?? SearchDomain.allCases.map(\.rawValue))
                .compactMap { d throws(StoreError) in try store.savedResult(domain: d) }
                .max { $0.savedAt < $1.savedAt }
        } catch {
            return finish(context, session.outcome(for: error))
        }
        guard let saved else {
            return finish(context, .empty(message: catalog.text("offline.none"), hint: catalog.text("offline.none.hint")))
        }
        if saved.domain == SearchDomain.photos.rawValue {
            // Photo pages are saved in finder-net's own format; finder-net shows them.
            if let handler = session.external[OfflineCommand.photosHandlerName] {
                return FinderCLI.blocking { await handler.run(session: session, arguments: []) }
            }
            if !session.isCompanion {
                let code = FinderCLI.handOver(session.platform, session: session, resources: session.resources)
                return .error(code: "local-data", message: "", hint: nil, exit: ExitCode(rawValue: code) ?? .localData)
            }
        }
        let shown = OfflineCommand.context(for: saved)
        session.renderer.begin(shown)
        let outcome = OfflineCommand.show(saved, context: shown, session: session)
        session.renderer.finish(shown, outcome)
        return outcome
    }

    private func finish(_ context: SearchContext, _ outcome: Outcome) -> Outcome {
        session.renderer.begin(context)
        session.renderer.finish(context, outcome)
        return outcome
    }

    static func context(for saved: SavedResult) -> SearchContext {
        var context = SearchContext(domain: saved.domain, query: saved.query, loadingMessage: "")
        context.offline = true
        return context
    }

    /// Renders a saved result (items, then "offline, saved <date>" as a notice). Does not finish.
    static func show(_ saved: SavedResult, context: SearchContext, session: Session) -> Outcome {
        let catalog = session.catalog
        guard let items = SavedItems.decode(saved.payload) else {
            return .error(code: "local-data", message: catalog.text("offline.unreadable"), hint: catalog.text("offline.none.hint"), exit: .localData)
        }
        let when = session.moment(saved.savedAt)
        session.renderer.notice(catalog.text("offline.marker", ["query": saved.query, "date": when]))
        for (i, item) in items.enumerated() { session.renderer.item(item, position: i + 1, total: items.count) }
        return items.isEmpty
            ? .empty(message: catalog.text("offline.none"), hint: nil)
            : .content(count: items.count, summary: catalog.plural("state.content.results", count: items.count))
    }
}
