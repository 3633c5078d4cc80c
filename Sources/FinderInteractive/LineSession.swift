import FinderCLI
import FinderDomain
import FinderFiles

/// The session without a screen: one query per line, each answer printed once.
///
/// Two faces of the same loop:
/// - **line mode** (`--accessible`, its environment variables, or TERM=dumb): a prompt on
///   stderr, results as accessible lines ("1 of 3: …") on stdout, states as sentences; no
///   redraws and no escape sequences, so a screen reader reads each answer once;
/// - **piped mode** (standard input is not a terminal, or --format json/jsonl): no prompt,
///   each answer in the chosen format (json: one document per line read; jsonl: its events),
///   so a script can drive it.
///
/// Lines starting with ":" are commands: `:more` (next page of the last search), `:history
/// [TEXT]`, `:quit`. Each query is recorded in history, as Enter does on the screen.
///
/// In JSON and JSON Lines every line read gets exactly one answer, so a script can pair
/// them: a query its result, `:history` the entries, and an empty line, `:more` with nothing
/// to page, `:quit` or an unknown command a document of its own (domain "interactive",
/// with its state, message or usage error).
struct LineSession {
    let session: Session
    let searcher: InteractiveSearcher
    let history: InteractiveHistory
    let domain: SearchDomain
    let prompting: Bool
    let input: LineReader

    private var messages: Messages { session.messages }
    private var err: OutputStream { session.platform.stderr }

    func run() async -> Outcome {
        // At a terminal's prompt Ctrl-C is a key: it clears the line, or stops a search, and
        // says so; it does not end the session (:quit and Ctrl-D do).
        let catchesInterrupts = prompting && session.platform.stdinIsTerminal
        if catchesInterrupts { LineInterrupts.begin() }
        if prompting {
            err.write(messages.text("interactive.line.intro.\(domain.rawValue)") + "\n")
        }
        var last: (query: String, results: InteractiveResults)?
        while true {
            // An answer that could not be written ends the session there, before another line
            // is read: a full disk or a terminal gone is said at the exit point (stderr, exit
            // 5); a reader that left (EPIPE: `finder interactive < queries | head`) ends it
            // quietly, as `head` expects.
            session.platform.stdout.flush()
            if session.platform.stdout.ended { break }
            if prompting {
                err.write(messages.text("interactive.prompt.\(domain.rawValue)") + " ")
                err.flush()
            }
            guard let raw = input.next() else {
                if input.interrupted {
                    err.write("\n")
                    say(messages.text("interactive.interrupted.prompt"))
                    continue
                }
                if prompting && session.platform.stdinIsTerminal { err.write("\n"); err.flush() }
                break
            }
            // A terminal echoes what was typed; from a pipe, echo it so the transcript reads in order.
            if prompting && !session.platform.stdinIsTerminal { err.write(raw + "\n") }
            let line = QueryHistory.normalizedSpacing(raw)
            if line.isEmpty {
                // Said at a prompt too: silence after Enter tells a listener nothing.
                if documents || prompting { reply(line, .empty(message: messages.text("interactive.emptyLine"), hint: nil)) }
                continue
            }
            if line.hasPrefix(":") {
                let words = line.split(separator: " ").map(String.init)
                switch words[0] {
                case ":q", ":quit", ":exit":
                    if documents { reply(line, .content(count: 0, summary: messages.text("interactive.quit"))) }
                    return .content(count: 0, summary: "")
                case ":more":
                    guard let previous = last else {
                        reply(line, .empty(message: messages.text("interactive.noResultsToPage"), hint: nil))
                        continue
                    }
                    guard previous.results.hasMore else {
                        reply(line, .empty(message: messages.text("interactive.noMorePages"), hint: nil))
                        continue
                    }
                    if let results = await answer(previous.query, page: previous.results.page + 1) {
                        last = (previous.query, results)
                    }
                case ":history":
                    showHistory(words.dropFirst().joined(separator: " "))
                case ":help", ":h", ":?":
                    reply(line, .content(count: 0, summary: messages.text("interactive.help")))
                default:
                    let message = messages.text("interactive.unknownCommand", ["command": words[0]]) + " " + messages.text("interactive.commands")
                    reply(line, .failure(.usage, message: message, hint: nil))
                }
                continue
            }
            if !session.historyDisabled, !history.record(line) { say(messages.text("history.notRecorded")) }
            if let results = await answer(line, page: 1) { last = (line, results) }
        }
        return .content(count: 0, summary: "")
    }

    /// Searches and prints the answer: loading, notices, results, final state; nil when
    /// Ctrl-C stopped the search (said, and the session goes on).
    private func answer(_ query: String, page: Int) async -> InteractiveResults? {
        let renderer = makeRenderer()
        // An earlier Ctrl-C forgotten before the loading message is said, not after: one
        // pressed as soon as it shows stops this search (under load, the moment between the
        // message and the search's start was long enough to lose it, and the search ran on).
        _ = LineInterrupts.take()
        renderer.begin(context(query, page: nil))
        guard let results = await interruptibleSearch(query, page: page) else {
            say(messages.text("interactive.interrupted.search", ["query": query]))
            return nil
        }
        show(query, results, renderer: renderer)
        return results
    }

    /// The search, or nil when Ctrl-C is pressed before it answers: the search is cancelled
    /// and its answer, if it still comes, is dropped.
    private func interruptibleSearch(_ query: String, page: Int) async -> InteractiveResults? {
        guard prompting && session.platform.stdinIsTerminal else { return await searcher.search(query, page: page) }
        let box = AnswerBox()
        let searcher = self.searcher
        let task = Task { box.set(await searcher.search(query, page: page)) }
        while true {
            if let results = box.value { return results }
            if LineInterrupts.take() { task.cancel(); return nil }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
    }

    private func context(_ query: String, page: InteractiveResults?) -> SearchContext {
        var c = SearchContext(domain: domain.rawValue, query: query,
                              loadingMessage: messages.text("interactive.loading.\(domain.rawValue)", ["query": query]))
        if let page {
            c.page = page.page
            c.totalPages = page.totalPages
        }
        return c
    }

    private func show(_ query: String, _ results: InteractiveResults, renderer: Renderer) {
        for n in results.notices { renderer.notice(n) }
        let total = results.totalCount ?? results.firstPosition - 1 + results.items.count
        for (i, item) in results.items.enumerated() {
            renderer.item(item, position: results.firstPosition + i, total: total)
        }
        var outcome = results.outcome
        if case .content(let count, let summary) = outcome, results.page > 1 || results.hasMore || results.totalPages != nil {
            let page = results.totalPages.map { messages.text("interactive.pageOf", ["page": "\(results.page)", "total": "\($0)"]) }
                ?? messages.text("interactive.page", ["page": "\(results.page)"])
            let more = results.hasMore ? " " + messages.text("interactive.moreHint") : ""
            outcome = .content(count: count, summary: summary + ", " + page + "." + more)
        }
        renderer.finish(context(query, page: results), outcome)
    }

    private func showHistory(_ text: String) {
        let entries = history.matching(text)
        let renderer = makeRenderer()
        let context = SearchContext(domain: "history", query: text, loadingMessage: "")
        renderer.begin(context)
        for (i, e) in entries.enumerated() {
            renderer.item(ResultItem(fields: [ResultField(name: "query", json: .string(e), text: e, role: .name)]),
                          position: i + 1, total: entries.count)
        }
        renderer.finish(context, entries.isEmpty
            ? messages.emptyHistory(containing: text, hint: false)
            : .content(count: entries.count, summary: messages.plural("history.count", count: entries.count)))
    }

    /// Piped JSON or JSON Lines: every line read gets one document.
    private var documents: Bool { !prompting && session.format != .text }

    /// The answer to a line that is not a search: a document of its own in JSON and JSON
    /// Lines, else a remark on stderr.
    private func reply(_ line: String, _ outcome: Outcome) {
        guard documents else {
            switch outcome {
            case .content(_, let m), .empty(let m, _), .error(_, let m, _, _): say(m)
            }
            return
        }
        let context = SearchContext(domain: "interactive", query: line, loadingMessage: "")
        let renderer = makeRenderer()
        renderer.begin(context)
        renderer.finish(context, outcome)
    }

    /// A remark that is not a search answer: on stderr, so stdout keeps results only.
    private func say(_ text: String) {
        err.write(text + "\n")
        err.flush()
    }

    /// A fresh renderer per answer; line mode speaks accessible lines, piped mode uses the
    /// chosen format.
    private func makeRenderer() -> Renderer {
        session.makeRenderer(accessible: prompting || session.accessible)
    }
}

/// The answer of a search running apart from the session's loop (`interruptibleSearch`).
private final class AnswerBox: @unchecked Sendable {
    private let lock = ThreadLock()
    private var results: InteractiveResults?
    var value: InteractiveResults? { lock.locked { results } }
    func set(_ r: InteractiveResults) { lock.locked { results = r } }
}
