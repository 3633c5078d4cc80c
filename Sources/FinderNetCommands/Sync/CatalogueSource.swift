import FinderCLI
import FinderDomain
import FinderStore
import FinderRemote
import Foundation

/// How one catalogue source's answer becomes rows for `CatalogueSync`: the headers it is
/// asked with, how its names meet stored ones, and the reading of its body, filling in what
/// the source implies (a currency, a country).
protocol CatalogueReader: Sendable {
    /// Request headers (a source may refuse a request without a browser's User-Agent).
    var headers: [String: String] { get }
    /// How the source's names meet stored ones (see `MergeRules.Names`).
    var names: MergeRules.Names { get }
    /// The body's rows; a body that is not the source's format throws, in words the sync says.
    func rows(_ body: Data) throws(SourceFormatError) -> SyncRows
}

extension CatalogueReader {
    var headers: [String: String] { ["Accept": "application/json, text/csv;q=0.9, */*;q=0.5"] }
    var names: MergeRules.Names { .replace }
}

/// A source `--from` names (`moex`, `nasdaq`), registered in `CatalogueSources.registered`.
/// Its name is what `--from` takes, what its prices record as their source, JSON's
/// `sourceKind`, and the key of its two messages: `source.NAME` (in lists and price details:
/// "Moscow Exchange") and `sync.source.NAME` (in errors, with `{host}`). `finder` does not
/// link the sources; it knows their names from the second message's keys (`SyncSourceNames`).
protocol CatalogueSource: CatalogueReader {
    var name: String { get }
    /// The variable that overrides the base URL (FINDER_MOEX_URL: tests, proxies), and the
    /// base. The variable is the name's by rule (`SyncSourceNames.variable(for:)`), so that
    /// `finder`'s help and man page name it too: a test refuses a source that sets another.
    var baseVariable: String { get }
    var defaultBase: String { get }
    /// The source's URL under `base` (a trailing slash ignored); nil when `base` is no URL.
    func url(base: String) -> URL?
    /// Synced by a plain `stocks sync` (no key needed), in the registration's order.
    var syncedByDefault: Bool { get }
}

extension CatalogueSource {
    var baseVariable: String { SyncSourceNames.variable(for: name) }
    var syncedByDefault: Bool { true }
}

/// Why a body is not a source's format, as the sync says it: the reason (a catalog key and
/// its arguments, already safe for a terminal) and the hint after it, if any.
struct SourceFormatError: Error, Equatable {
    let reasonKey: String
    var arguments: MessageArguments = [:]
    /// A catalog key: what to do ("sync.hint.later", "sync.hint.format"), nil for none.
    var hint: String?
}

/// A cell read from a source as a sync row's value.
func syncValue(_ c: SourceCell) -> SyncRow.Value {
    switch c {
    case .absent: .absent
    case .number(let n): .number(n)
    case .text(let t): .text(t)
    }
}
