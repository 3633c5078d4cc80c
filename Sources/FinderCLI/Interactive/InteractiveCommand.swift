/// `finder interactive [stocks|photos]`: search as you type (SPEC §8).
///
/// Being built (issue 7); until then it says so and exits 2.
struct InteractiveCommand {
    let session: Session
    let external: [String: ExternalCommand]

    func run(domain: String) async -> Outcome {
        let outcome = Outcome.error(code: "usage", message: session.catalog.text("error.notImplemented", ["command": "interactive"]),
                                    hint: nil, exit: .usage)
        session.renderer.finish(SearchContext(domain: domain, query: "", loadingMessage: ""), outcome)
        return outcome
    }
}
