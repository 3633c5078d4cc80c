/// Long work done while the catalogue opens or repairs itself — the first-run import, an
/// index build — told as it happens, for a progress view: said before it starts, then how
/// far it has got, then that it ended (also when it failed). Heard on the thread that opened
/// the catalogue or is searching it.
public enum CatalogueProgress: Equatable, Sendable {
    /// Work about to start.
    case started(CatalogueWork)
    /// The fraction (0…1) of the work started last that is done; not every work reports one.
    case advanced(Double)
    /// The work started last has ended, done or failed.
    case finished
}

/// What is being done, with how many listings.
public enum CatalogueWork: Equatable, Sendable {
    /// The bundled catalogue is being imported into an empty store.
    case importing(listings: Int)
    /// The search index is being built.
    case indexing(listings: Int)
}
