import Foundation
import FinderCLI
import FinderDomain
import FinderText

/// `finder stocks sync [--from NAME|URL|FILE]` (GUIDE.md "Catalogue sync"):
/// fetch live catalogues, merge each into the local one and rebuild the index, each source
/// atomically on its own. Parses its own arguments, drives the renderer and the progress
/// view; the use case is `CatalogueSync`.
///
/// Without `--from`, every source synced by default is synced in turn, in the order of
/// `CatalogueSources.registered` (the Moscow Exchange, then Nasdaq); one that fails leaves
/// the others applied, says why, and makes the exit 3.
struct SyncCommand {
    func run(session: Session, from: String?, replace: Bool = false) async -> Outcome {
        let c = session.messages
        let parsed: SyncRequest
        do {
            parsed = try SyncRequest.resolve(from: from, settings: session.settings)
        } catch {
            let context = SearchContext(domain: "sync", query: from ?? "all", loadingMessage: "")
            return finish(session, context, Self.outcome(for: error, c))
        }
        let limits = SyncLimits(settings: session.settings)
        let sources = parsed.sources
        let loading = parsed.chosen ? c.text("sync.loading", ["source": Self.displayName(sources[0], c)]) : c.text("sync.loading.all")
        var context = SearchContext(domain: "sync", query: parsed.chosen ? sources[0].priceSource : "all", loadingMessage: loading)
        context.metadata = [("sync", Self.json(sources.map { SourceResult(source: $0) }, chosen: parsed.chosen, summary: nil,
                                               errors: { _ in nil }))]
        session.renderer.begin(context)

        // Open the store first: a broken store is said before anything is downloaded.
        let sync: CatalogueSync
        do {
            sync = CatalogueSync(catalogue: try session.openCatalogue())
        } catch {
            return finish(session, context, session.outcome(for: error))
        }
        let progress = SyncProgressView(session: session)
        var results: [SourceResult] = []
        for source in sources {
            let result = await Self.sync(source, into: sync, session: session, limits: limits, progress: progress,
                                         named: !parsed.chosen, replace: replace)
            results.append(result)
            if result.storeFailed { break }   // the store is the problem: the other sources would fail the same way
        }
        let outcome = Self.outcome(results, chosen: parsed.chosen, session: session, limits: limits)
        let summary: String? = if case .content(_, let s) = outcome { s } else { nil }
        context.metadata = [("sync", Self.json(results, chosen: parsed.chosen, summary: summary) { r in
            r.storeOutcome ?? r.failure?.outcome(c, source: Self.displayName(r.source, c), limits: limits)
        })]
        return finish(session, context, outcome)
    }

    /// What became of one source.
    struct SourceResult {
        let source: SyncRequest.Source
        var report: SyncReport?
        /// The source's own failure, nil when it was applied (or not reached).
        var failure: SyncFailure?
        /// A store failure (exit 5), which ends the whole sync.
        var storeOutcome: Outcome?
        var summary: String?

        init(source: SyncRequest.Source) { self.source = source }

        var applied: Bool { summary != nil }
        var storeFailed: Bool { storeOutcome != nil }
    }

    /// Fetches, validates and applies one source: the one step that changes the store and the
    /// index for it (`CatalogueSync.apply`). Skipped rows are said as a notice.
    static func sync(_ source: SyncRequest.Source, into sync: CatalogueSync, session: Session, limits: SyncLimits,
                     progress: SyncProgressView, named: Bool, replace: Bool = false) async -> SourceResult {
        let c = session.messages
        var result = SourceResult(source: source)
        func prefixed(_ text: String) -> String { named ? c.text("sync.perSource", ["source": shortName(source, c), "text": Sentence.continuing(text)]) : text }
        if source.needsNetwork && session.invocation.offline {
            result.failure = .offline
            return result
        }
        progress.begin(source: shortName(source, c))
        let reader = SyncSource(source: source, limits: limits)
        let rows: SyncRows
        do {
            rows = try await reader.rows { received, expected in progress.downloaded(received, of: expected) }
        } catch {
            progress.clear()
            result.failure = error
            return result
        }
        let report: SyncReport
        do {
            report = try sync.apply(rows, source: source.priceSource, syncedAt: now(), names: reader.names, replace: replace) { phase in
                switch phase {
                case .saving: progress.stage(c.text("sync.progress.saving"))
                case .indexing: progress.stage(c.text("sync.progress.indexing"))
                }
            }
        } catch {
            progress.clear()
            result.storeOutcome = session.outcome(for: error)
            return result
        }
        progress.clear()
        result.report = report
        if report.skippedCount > 0 { session.renderer.notice(prefixed(skippedNotice(report, c))) }
        if report.droppedDates > 0 {
            session.renderer.notice(prefixed(c.plural("sync.droppedDates", count: report.droppedDates)))
        }
        guard report.accepted > 0 else {
            result.failure = .noUsableRows(received: report.received)
            return result
        }
        result.summary = prefixed(summary(report, c))
        if named { session.renderer.notice(result.summary!) }   // said as soon as it is applied
        return result
    }

    /// One outcome for the run. One source: its own. Several (each applied source was said
    /// as a notice when it was applied): content when all were applied; else the last
    /// failure, the others said as notices before it.
    static func outcome(_ results: [SourceResult], chosen: Bool, session: Session, limits: SyncLimits) -> Outcome {
        let c = session.messages
        if let stopped = results.first(where: \.storeFailed)?.storeOutcome { return stopped }
        let failed = results.filter { $0.failure != nil }
        guard let last = failed.last else {
            return .content(count: 0, summary: chosen ? results.compactMap(\.summary).joined()
                                                       : c.plural("sync.summary.sources", count: results.count))
        }
        let applied = results.filter(\.applied)
        var unchanged: String?
        let names = { (rs: [SourceResult]) in rs.map { shortName($0.source, c) }.joined(separator: c.text("sync.summary.separator") + " ") }
        if !applied.isEmpty {
            unchanged = c.text("sync.hint.partial", ["failed": names(failed), "applied": names(applied)])
        } else if !chosen && results.count > 1 {
            // Every source down: the run still ends with a summary of what happened.
            unchanged = c.text("sync.hint.noneApplied", ["failed": names(failed)])
        }
        func failureOutcome(_ r: SourceResult) -> Outcome {
            r.failure!.outcome(c, source: displayName(r.source, c), limits: limits,
                               unchanged: applied.isEmpty && r.source != last.source ? nil : unchanged)
        }
        for r in failed where r.source != last.source {
            if case .error(_, let message, let hint, _) = failureOutcome(r) {
                // Worded as the last one is ("finder: …", the hint below), not as a bare notice.
                session.renderer.notice(session.errorText(message, hint: hint))
            }
        }
        return failureOutcome(last)
    }

    private func finish(_ session: Session, _ context: SearchContext, _ outcome: Outcome) -> Outcome {
        session.renderer.finish(context, outcome)
        return outcome
    }

    // MARK: words

    /// The source as messages name it: "the Moscow Exchange (iss.moex.com)", a URL, a path.
    static func displayName(_ source: SyncRequest.Source, _ c: Messages) -> String {
        switch source.location {
        case .url(let url):
            guard let registered = source.registered else { return TerminalText.sanitize(source.priceSource) }
            let host = url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } ?? ""
            return c.text("sync.source." + registered.name, ["host": host])
        case .file(let path): return TerminalText.sanitize(path)
        }
    }

    /// The source in a list of sources: "Moscow Exchange", "Nasdaq", a URL, a path.
    static func shortName(_ source: SyncRequest.Source, _ c: Messages) -> String {
        source.registered.map { c.text("source." + $0.name) } ?? TerminalText.sanitize(source.priceSource)
    }

    /// "2,317 stocks updated, 12 added.": what happened, zero clauses left out, the first
    /// clause naming the stocks ("5 stocks added", not "0 stocks updated, 5 added"); then the
    /// skipped rows; "No stocks changed." when nothing did.
    static func summary(_ r: SyncReport, _ c: Messages) -> String {
        var parts: [String] = []
        for (key, n) in [("sync.summary.updated", r.updated), ("sync.summary.added", r.added), ("sync.summary.removed", r.removed),
                         ("sync.summary.unchanged", r.unchanged)] where n > 0 {
            parts.append(c.plural(parts.isEmpty && key != "sync.summary.updated" ? key + ".first" : key, count: n))
        }
        if parts.isEmpty { parts.append(c.text("sync.summary.nothing")) }
        if r.skippedCount > 0 { parts.append(c.plural("sync.summary.skipped", count: r.skippedCount)) }
        return c.text("sync.summary", ["counts": parts.joined(separator: c.text("sync.summary.separator") + " ")])
    }

    /// "Skipped rows: no ticker (2), price is not a number (1)."
    static func skippedNotice(_ r: SyncReport, _ c: Messages) -> String {
        let reasons = SkipReason.allCases.compactMap { reason in
            r.skipped[reason].map { c.text("sync.reason.\(reason.rawValue)", ["count": c.numberFormat.decimal($0)]) }
        }
        return c.text("sync.skipped", ["reasons": reasons.joined(separator: c.text("sync.summary.separator") + " ")])
    }

    // MARK: JSON

    /// The `sync` member: totals over the sources (one source: its own numbers), and
    /// `sources`, one object per source with its state and error.
    static func json(_ results: [SourceResult], chosen: Bool, summary: String?,
                     errors: (SourceResult) -> Outcome?) -> JSONValue {
        let reports = results.compactMap(\.report)
        // No source got as far as a report (refused, cut short): the totals are unknown, null
        // as each source's own members are, never a 0 beside `sources[0].received: null`.
        func total(_ f: (SyncReport) -> Int) -> JSONValue { reports.isEmpty ? .null : .int(reports.map(f).reduce(0, +)) }
        var skipped: [SkipReason: Int] = [:]
        for r in reports { for (k, v) in r.skipped { skipped[k, default: 0] += v } }
        let first = results.first?.source
        return .object([
            ("source", .string(chosen ? first?.priceSource ?? "" : "all")),
            ("sourceKind", .string(chosen ? first?.kind ?? "" : "all")),
            ("received", total(\.received)),
            ("updated", total(\.updated)),
            ("added", total(\.added)),
            ("removed", total(\.removed)),
            ("unchanged", total(\.unchanged)),
            ("skipped", total(\.skippedCount)),
            ("skippedReasons", reports.isEmpty ? .null : reasons(skipped)),
            ("droppedDates", total(\.droppedDates)),
            ("reindexed", .bool(reports.contains(where: \.reindexed))),
            ("summary", summary.map { .string($0) } ?? .null),
            ("sources", .array(results.map { sourceJSON($0, error: errors($0)) })),
        ])
    }

    private static func reasons(_ skipped: [SkipReason: Int]) -> JSONValue {
        .object(SkipReason.allCases.compactMap { k in skipped[k].map { (k.rawValue, .int($0)) } })
    }

    private static func sourceJSON(_ r: SourceResult, error: Outcome?) -> JSONValue {
        let state: String = r.applied ? "content" : (r.failure != nil || r.storeFailed) ? "error" : "pending"
        func n(_ f: (SyncReport) -> Int) -> JSONValue { r.report.map { .int(f($0)) } ?? .null }
        return .object([
            ("source", .string(r.source.priceSource)),
            ("sourceKind", .string(r.source.kind)),
            ("state", .string(state)),
            ("received", n(\.received)),
            ("updated", n(\.updated)),
            ("added", n(\.added)),
            ("removed", n(\.removed)),
            ("unchanged", n(\.unchanged)),
            ("skipped", n(\.skippedCount)),
            ("skippedReasons", r.report.map { reasons($0.skipped) } ?? .null),
            ("droppedDates", n(\.droppedDates)),
            ("reindexed", .bool(r.report?.reindexed ?? false)),
            ("summary", r.summary.map { .string($0) } ?? .null),
            ("error", errorJSON(error)),
        ])
    }

    /// `{"code","message","hint"}` as in the document's own `error`, null when there is none.
    private static func errorJSON(_ outcome: Outcome?) -> JSONValue {
        guard case .error(let code, let message, let hint, _)? = outcome?.sanitized else { return .null }
        return .object([("code", .string(code)), ("message", .string(message)), ("hint", hint.map { .string($0) } ?? .null)])
    }

    static func outcome(for problem: SyncRequest.Problem, _ c: Messages) -> Outcome {
        switch problem {
        case .usage(let e):
            return .failure(.usage, message: e.message(c), hint: c.text("sync.hint.from"))
        case .insecure(let url):
            return .failure(.usage, message: c.text("sync.error.insecure", ["url": TerminalText.sanitize(url)]),
                          hint: nil)
        case .badEnvironment(let variable, let value, let insecure):
            let key = insecure ? "sync.error.insecureVariable" : "sync.error.badVariable"
            return .failure(.config, message: c.text(key, ["variable": variable, "url": TerminalText.sanitize(value)]),
                          hint: nil)
        }
    }

    /// Now, ISO 8601 in UTC ("2025-01-10T09:30:00Z"): the date of prices the source does not date.
    /// Written without Foundation's formatters, which finder-net's Foundation has no ICU data for
    /// (docs/decisions/0603-a-lean-package.md).
    static func now() -> String {
        SourceDate.isoUTC(epochSeconds: Date().timeIntervalSince1970) ?? "1970-01-01T00:00:00Z"
    }
}
