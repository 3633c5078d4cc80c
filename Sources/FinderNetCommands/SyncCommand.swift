import Foundation
import FinderCLI
import FinderDomain
import FinderStore

/// `finder stocks sync [--from moex|URL|FILE]` (SPEC §1, §2, §7; issue 6): fetch a live
/// catalogue, merge it into the local one and rebuild the index, atomically. Parses its own
/// arguments, drives the renderer and the progress view; the use case is `CatalogueSync`.
struct SyncCommand: ExternalCommand {
    /// Seconds without a byte before the download gives up.
    static let timeout: TimeInterval = 30

    func run(session: Session, arguments: [String]) async -> Outcome {
        let c = session.catalog
        if session.invocation.help {
            session.platform.stdout.write(SyncHelp(catalog: c).text())
            return .content(count: 0, summary: "")
        }
        let parsed: SyncArguments
        do {
            parsed = try SyncArguments.parse(arguments, environment: session.platform.environment)
        } catch {
            let context = SearchContext(domain: "stocks", query: (["sync"] + arguments).joined(separator: " "), loadingMessage: "")
            return finish(session, context, Self.outcome(for: error, c))
        }
        let source = parsed.source
        let display = Self.displayName(source, c)
        var context = SearchContext(domain: "stocks", query: source.priceSource,
                                    loadingMessage: c.text("sync.loading", ["source": display]))
        context.metadata = [("sync", .object([("source", .string(source.priceSource)), ("sourceKind", .string(source.kind))]))]
        session.renderer.begin(context)

        // Open the store first: a broken store is said before anything is downloaded.
        let sync: CatalogueSync
        do {
            sync = CatalogueSync(catalogue: try session.openCatalogue())
        } catch {
            return finish(session, context, session.outcome(for: error))
        }
        if source.needsNetwork && session.invocation.offline {
            return finish(session, context, SyncFailure.offline.outcome(c, source: display, timeout: Self.timeout))
        }

        let progress = SyncProgressView(session: session)
        let rows: [SyncRow]
        do {
            rows = try await SyncSource(source: source, timeout: Self.timeout).rows { received, expected in
                progress.downloaded(received, of: expected)
            }
        } catch {
            progress.clear()
            return finish(session, context, error.outcome(c, source: display, timeout: Self.timeout))
        }

        let report: SyncReport
        do {
            report = try sync.apply(rows, source: source.priceSource, syncedAt: Self.now()) { phase in
                switch phase {
                case .saving: progress.stage(c.text("sync.progress.saving"))
                case .indexing: progress.stage(c.text("sync.progress.indexing"))
                }
            }
        } catch {
            progress.clear()
            return finish(session, context, session.outcome(for: error))
        }
        progress.clear()
        context.metadata = [("sync", Self.json(report, source: source, summary: nil))]
        guard report.accepted > 0 else {
            if report.skippedCount > 0 { session.renderer.notice(Self.skippedNotice(report, c)) }
            return finish(session, context, SyncFailure.noUsableRows(received: report.received)
                .outcome(c, source: display, timeout: Self.timeout))
        }
        if report.skippedCount > 0 { session.renderer.notice(Self.skippedNotice(report, c)) }
        let summary = Self.summary(report, c)
        context.metadata = [("sync", Self.json(report, source: source, summary: summary))]
        return finish(session, context, .content(count: 0, summary: summary))
    }

    private func finish(_ session: Session, _ context: SearchContext, _ outcome: Outcome) -> Outcome {
        session.renderer.finish(context, outcome)
        return outcome
    }

    // MARK: words

    static func displayName(_ source: SyncArguments.Source, _ c: Catalog) -> String {
        switch source {
        case .moex(let url): c.text("sync.source.moex", ["host": url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } ?? ""])
        case .url: TerminalText.sanitize(source.priceSource)
        case .file(let path): TerminalText.sanitize(path)
        }
    }

    /// "2,317 stocks updated, 12 added." and, when there are any, the unchanged and skipped.
    static func summary(_ r: SyncReport, _ c: Catalog) -> String {
        var parts = [c.plural("sync.summary.updated", count: r.updated), c.plural("sync.summary.added", count: r.added)]
        if r.unchanged > 0 { parts.append(c.plural("sync.summary.unchanged", count: r.unchanged)) }
        if r.skippedCount > 0 { parts.append(c.plural("sync.summary.skipped", count: r.skippedCount)) }
        return c.text("sync.summary", ["counts": parts.joined(separator: c.text("sync.summary.separator") + " ")])
    }

    /// "Skipped rows: no ticker (2), price is not a number (1)."
    static func skippedNotice(_ r: SyncReport, _ c: Catalog) -> String {
        let reasons = SkipReason.allCases.compactMap { reason in
            r.skipped[reason].map { c.text("sync.reason.\(reason.rawValue)", ["count": c.numberFormat.decimal($0)]) }
        }
        return c.text("sync.skipped", ["reasons": reasons.joined(separator: c.text("sync.summary.separator") + " ")])
    }

    static func json(_ r: SyncReport, source: SyncArguments.Source, summary: String?) -> JSONValue {
        .object([
            ("source", .string(source.priceSource)),
            ("sourceKind", .string(source.kind)),
            ("received", .int(r.received)),
            ("updated", .int(r.updated)),
            ("added", .int(r.added)),
            ("unchanged", .int(r.unchanged)),
            ("skipped", .int(r.skippedCount)),
            ("skippedReasons", .object(SkipReason.allCases.compactMap { k in r.skipped[k].map { (k.rawValue, .int($0)) } })),
            ("reindexed", .bool(r.reindexed)),
            ("summary", summary.map { .string($0) } ?? .null),
        ])
    }

    static func outcome(for problem: SyncArguments.Problem, _ c: Catalog) -> Outcome {
        switch problem {
        case .usage(let e):
            return .error(code: "usage", message: e.message(c), hint: c.text("sync.hint.from"), exit: .usage)
        case .insecure(let url):
            return .error(code: "usage", message: c.text("sync.error.insecure", ["url": TerminalText.sanitize(url)]),
                          hint: nil, exit: .usage)
        case .badMoexURL(let base):
            return .error(code: "usage", message: c.text("sync.error.moexURL", ["url": TerminalText.sanitize(base)]),
                          hint: nil, exit: .usage)
        }
    }

    /// Now, ISO 8601 in UTC ("2025-01-10T09:30:00Z"): the date of prices the source does not date.
    static func now() -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: Date())
    }
}

/// `finder stocks sync --help`, from the catalog.
struct SyncHelp {
    let catalog: Catalog

    func text() -> String {
        if let shared = HelpGenerator(catalog: catalog).helpIfKnown(topic: ["stocks", "sync"]) { return shared }
        let c = catalog
        var s = c.text("help.command.stocks.sync") + "\n\n"
        s += c.text("help.usage") + "\n  finder stocks sync [--from moex|URL|FILE]\n\n"
        s += c.text("help.details.stocks.sync") + "\n\n"
        s += c.text("help.options") + "\n  --from moex|URL|FILE  " + c.text("help.option.from") + "\n\n"
        s += c.text("help.examples") + "\n" + c.text("help.examples.stocks.sync") + "\n"
        return s
    }
}
