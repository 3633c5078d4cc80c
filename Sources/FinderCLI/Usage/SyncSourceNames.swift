/// The catalogue sources `stocks sync --from` names, as `finder` sees them without linking
/// them (finder-net registers them, `CatalogueSources.registered`; linking their code into
/// `finder` would cost every cold search). Both binaries carry the compiled catalogs, and
/// every source has its error wording there, `sync.source.NAME`: the keys are the names, in
/// name order. Each source's base URL variable follows from its name by one rule, which the
/// sources' protocol uses as its default. Computed when help, completion, the man page or a
/// usage error asks, never at start-up; a test fails when this view and the registration
/// disagree (`FinderNetCommandsTests.theCommandModelNamesEveryRegisteredSource`).
public enum SyncSourceNames {
    static let keyPrefix = "sync.source."

    /// "moex", "nasdaq": every source with its `sync.source.NAME` message, in name order.
    public static var all: [String] {
        _CatalogTable.compiledEN.keys(withPrefix: keyPrefix).map { String($0.utf8.dropFirst(keyPrefix.utf8.count))! }
    }

    /// The variable that moves a source's base URL: `FINDER_MOEX_URL` for "moex".
    public static func variable(for name: String) -> String {
        "FINDER_" + String(decoding: name.utf8.map { (0x61...0x7a).contains($0) ? $0 - 0x20 : $0 == 0x2d ? 0x5f : $0 }, as: UTF8.self)
            + "_URL"
    }

    /// Every source's base URL variable, in name order.
    public static var variables: [String] { all.map(variable(for:)) }
}
