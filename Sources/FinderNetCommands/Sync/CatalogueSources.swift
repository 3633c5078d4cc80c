/// The catalogue sources `stocks sync --from NAME` can name, in the order a plain `stocks
/// sync` syncs them (those `syncedByDefault`). Adding one is a file in `Sources/` and a line
/// here, plus its messages (CONTRIBUTING.md, "How to add… a sync source"). A URL or a file names the
/// StockFinder format (`StockFinderFile`).
enum CatalogueSources {
    static let registered: [any CatalogueSource] = [
        MoexSource(),
        NasdaqSource(),
    ]

    /// The source registered under `name` (any case).
    static func named(_ name: String) -> (any CatalogueSource)? {
        let lower = name.lowercased()
        return registered.first { $0.name == lower }
    }
}
