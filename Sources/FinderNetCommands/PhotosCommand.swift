import FinderCLI

/// `finder photos QUERY… [filters]` and `finder photos more` (SPEC §3). Parses its own
/// arguments, then hands the work to `PhotosSearch`.
struct PhotosCommand: ExternalCommand {
    func run(session: Session, arguments: [String]) async -> Outcome {
        if session.invocation.help {
            let more = arguments.first(where: { !$0.hasPrefix("-") }) == "more"
            session.platform.stdout.write(more ? PhotosHelp(catalog: session.catalog).more()
                                               : PhotosHelp(catalog: session.catalog).photos())
            return .content(count: 0, summary: "")
        }
        let parsed: PhotosArguments
        do {
            parsed = try PhotosArguments.parse(arguments)
        } catch {
            let outcome = session.outcome(for: error)
            session.renderer.finish(SearchContext(domain: "photos", query: arguments.joined(separator: " "), loadingMessage: ""),
                                    outcome)
            return outcome
        }
        let search = PhotosSearch(session: session)
        switch parsed.action {
        case .search(let query, let filters): return await search.search(query: query, filters: filters)
        case .more: return await search.more()
        }
    }
}
