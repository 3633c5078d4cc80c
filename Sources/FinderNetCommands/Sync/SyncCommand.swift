import Foundation
import FinderCLI
import FinderDomain
import FinderText

/// `finder stocks sync [--from NAME|URL|FILE]` (GUIDE.md "Catalogue sync"):
/// fetch live catalogues, merge each into the local one and rebuild the index, each source
/// atomically on its own. Parses its own arguments, fetches each source's rows, drives the
/// renderer and the progress view, and words the run's verdict; which source runs, when the
/// run stops and what its one outcome is are the use case's, `CatalogueSyncRun`
/// (docs/decisions/0605-sync-policy-in-the-domain.md), which applies each source with
/// `CatalogueSync`.
///
/// Without `--from`, every source synced by default is synced in turn, in the order of
/// `CatalogueSources.registered` (the Moscow Exchange, then Nasdaq); one that fails leaves
/// the others applied, says why, and makes the exit 3.
struct SyncCommand {
    typealias Run = CatalogueSyncRun<SyncRequest.Source, SyncFailure>

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
        var run = Run(sources, chosen: parsed.chosen, into: sync, needsNetwork: \.needsNetwork)
        while let source = run.next(offline: session.invocation.offline) {
            await Self.sync(source, in: &run, session: session, limits: limits, progress: progress, named: !parsed.chosen,
                            replace: replace)
        }
        let results = run.entries.map { SourceResult($0, session: session, named: !parsed.chosen) }
        let outcome = Self.outcome(run.verdict, results, chosen: parsed.chosen, session: session, limits: limits)
        let summary: String? = if case .content(_, let s) = outcome { s } else { nil }
        context.metadata = [("sync", Self.json(results, chosen: parsed.chosen, summary: summary) { r in
            r.storeOutcome ?? r.failure?.outcome(c, source: Self.displayName(r.source, c), limits: limits)
        })]
        return finish(session, context, outcome)
    }

    /// What became of one source, as the words and JSON need it.
    struct SourceResult {
        let source: SyncRequest.Source
        var report: SyncReport?
        /// The source's own failure, nil when it was applied (or not reached).
        var failure: SyncFailure?
        /// A store failure (exit 5), which ended the whole sync.
        var storeOutcome: Outcome?
        var summary: String?

        init(source: SyncRequest.Source) { self.source = source }

        /// A source the run reached; `named`: its summary names it (several sources).
        init(_ entry: Run.Entry, session: Session, named: Bool) {
            source = entry.source
            report = entry.report
            failure = entry.failure
            storeOutcome = entry.storeFailure.map { session.outcome(for: $0) }
            if entry.applied, let report {
                summary = SyncCommand.perSource(SyncCommand.summary(report, session.messages), source, named: named, session.messages)
            }
        }

        var applied: Bool { summary != nil }
        var storeFailed: Bool { storeOutcome != nil }
    }

    /// Fetches one source and hands its rows, or the fetch's failure, to the run, which
    /// applies them (`CatalogueSync.apply`: the one step that changes the store and the index
    /// for it). Skipped rows are said as a notice, and with several sources, each applied one
    /// as soon as it is.
    static func sync(_ source: SyncRequest.Source, in run: inout Run, session: Session, limits: SyncLimits,
                     progress: SyncProgressView, named: Bool, replace: Bool = false) async {
        let c = session.messages
        func prefixed(_ text: String) -> String { perSource(text, source, named: named, c) }
        progress.begin(source: shortName(source, c))
        let reader = SyncSource(source: source, limits: limits)
        let rows: SyncRows
        do {
            rows = try await reader.rows { received, expected in progress.downloaded(received, of: expected) }
        } catch {
            progress.clear()
            run.fetchFailed(error)
            return
        }
        let entry = run.apply(rows, priceSource: source.priceSource, syncedAt: now(), names: reader.names, replace: replace) { phase in
            switch phase {
            case .saving: progress.stage(c.text("sync.progress.saving"))
            case .indexing: progress.stage(c.text("sync.progress.indexing"))
            }
        }
        progress.clear()
        guard let report = entry.report else { return }   // the store failed: the run's outcome says so
        if report.skippedCount > 0 { session.renderer.notice(prefixed(skippedNotice(report, c))) }
        if report.droppedDates > 0 {
            session.renderer.notice(prefixed(c.plural("sync.droppedDates", count: report.droppedDates)))
        }
        if entry.applied && named { session.renderer.notice(prefixed(summary(report, c))) }   // said as soon as it is applied
    }

    /// What one source's words say; `named` (several sources), after its name ("Nasdaq: 5
    /// stocks added.").
    static func perSource(_ text: String, _ source: SyncRequest.Source, named: Bool, _ c: Messages) -> String {
        named ? c.text("sync.perSource", ["source": shortName(source, c), "text": Sentence.continuing(text)]) : text
    }

    /// The run's verdict in words. All applied: content (one source: its summary; several:
    /// each was said as a notice when it was applied). Stopped by the store: the store's
    /// failure. Else the last failure, the others said as notices before it, worded alike.
    static func outcome(_ verdict: Run.Verdict, _ results: [SourceResult], chosen: Bool, session: Session,
                        limits: SyncLimits) -> Outcome {
        let c = session.messages
        switch verdict {
        case .allApplied:
            return .content(count: 0, summary: chosen ? results.compactMap(\.summary).joined()
                                                       : c.plural("sync.summary.sources", count: results.count))
        case .stoppedByTheStore(let at, let error):
            return results[at].storeOutcome ?? session.outcome(for: error)
        case .failed(let failed, let applied, let closing):
            let names = { (places: [Int]) in
                places.map { shortName(results[$0].source, c) }.joined(separator: c.text("sync.summary.separator") + " ")
            }
            let closingHint: String? = switch closing {
            case .partial: c.text("sync.hint.partial", ["failed": names(failed), "applied": names(applied)])
            // Every source down: the run still ends with a summary of what happened.
            case .noneApplied: c.text("sync.hint.noneApplied", ["failed": names(failed)])
            case .unchanged: nil
            }
            func failureOutcome(_ i: Int, last: Bool) -> Outcome {
                results[i].failure!.outcome(c, source: displayName(results[i].source, c), limits: limits,
                                            unchanged: applied.isEmpty && !last ? nil : closingHint)
            }
            for i in failed.dropLast() {
                if case .error(_, let message, let hint, _) = failureOutcome(i, last: false) {
                    // Worded as the last one is ("finder: …", the hint below), not as a bare notice.
                    session.renderer.notice(session.errorText(message, hint: hint))
                }
            }
            return failureOutcome(failed.last!, last: true)
        }
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
