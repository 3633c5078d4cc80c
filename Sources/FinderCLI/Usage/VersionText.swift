import FinderBuildInfo
import FinderDomain
import FinderText

/// `finder --version`: what was built and from what, as `git --version --build-options` and
/// `rg --version` say it — the version and commit, the libraries that decide answers (ICU's
/// collation data makes the search keys, SQLite keeps the store; finder-net adds its own),
/// and the catalogue searched: its source and when it was last synced. Reads the store only
/// when there is one (asking for the version creates nothing).
struct VersionText {
    let messages: Messages
    /// ICU's and SQLite's versions, then finder-net's own libraries (none in `finder`). Not
    /// one array of (name, version) tuples: in `finder` that array was the only one of its
    /// type, whose metadata cost 40 k instructions of every `--version`.
    let icu = ICU.version, sqlite = LocalData.sqliteVersion
    let network: [(name: String, version: String)]
    let provenance: (source: String?, lastSync: (source: String, at: String)?)?

    init(session: Session) {
        messages = session.messages
        network = session.network?.libraryVersions ?? []
        provenance = session.localData.catalogueProvenance()
    }

    /// "finder 0.1.0 (commit 1a2d207b1570)", the libraries, the catalogue.
    var text: String {
        let words = ListingText(messages: messages, accessible: false, now: 0)
        // Lines and lists appended, not joined: `joined` ran unspecialized here, its
        // associated types looked up at run time (110 k instructions of every `--version`).
        var text = messages.text("version", ["version": BuildInfo.version, "commit": commit]) + "\n"
        var libraries = "ICU " + icu + ", SQLite " + sqlite
        for l in network { libraries += ", " + l.name + " " + l.version }
        text += messages.text("version.libraries", ["libraries": libraries]) + "\n"
        let stored = provenance?.source ?? "bundled"
        var source = words.source(stored)
        // The bundled catalogue's own date: FinanceDatabase's and Nasdaq's of August 2026 (Resources/README.md).
        if stored == "bundled" { source = messages.text("version.bundledDate", ["source": source]) }
        let sync: String
        if provenance == nil {
            sync = messages.text("version.notImported")
        } else if let last = provenance?.lastSync {
            let date = SourceDate(iso: last.at).map { $0.formatted(messages.text("date.price.dayYear"), with: messages.numberFormat) } ?? last.at
            let from = words.source(last.source)
            sync = messages.text("version.synced", ["date": date, "source": from])
        } else {
            sync = messages.text("version.neverSynced")
        }
        return text + messages.text("version.catalogue", ["source": source, "sync": sync]) + "\n"
    }

    /// The same as members: `version`, `commit`, one per library (`icu`, `sqlite`…), and
    /// `catalogue` `{source, syncedAt, syncSource}` (null members when unknown).
    var json: [ResultField] {
        var fields = [ResultField(name: "version", json: .string(BuildInfo.version), text: nil),
                      ResultField(name: "commit", json: BuildInfo.commit == "unknown" ? .null : .string(BuildInfo.commit), text: nil)]
        fields.append(ResultField(name: "icu", json: .string(icu), text: nil))
        fields.append(ResultField(name: "sqlite", json: .string(sqlite), text: nil))
        for l in network { fields.append(ResultField(name: Option.asciiLowercased(l.name), json: .string(l.version), text: nil)) }
        let catalogue = JSONValue.object([
            ("source", provenance.map { .string($0.source ?? "bundled") } ?? .null),
            ("syncedAt", provenance?.lastSync.map { .string($0.at) } ?? .null),
            ("syncSource", provenance?.lastSync.map { .string($0.source) } ?? .null),
        ])
        fields.append(ResultField(name: "catalogue", json: catalogue, text: nil))
        return fields
    }

    private var commit: String {
        BuildInfo.commit == "unknown" ? messages.text("version.unknownCommit") : BuildInfo.commit
    }
}
