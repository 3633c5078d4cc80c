import FinderCLI
// Over 300 lines: interactive mode's one state machine (keys, answers, suggestions, the
// selection); drawing, scheduling and input are files of their own.
import FinderDomain

/// What reaches the session loop: keys, a terminal resize, a search's answer, or the end of input.
enum InteractiveEvent: Sendable {
    /// The keys of one read of the terminal, in order (a paste is many).
    case keys([Key])
    case resize
    case delivered(generation: Int, query: String, results: InteractiveResults)
    /// A timer's end (`watch --interval`: time for the next refresh).
    case tick
    /// A photo's picture has come (`ScreenPictures.fetch`): time to redraw.
    case picture
    case inputClosed
}

/// What the loop should do after an event.
enum InteractiveAction: Equatable {
    case none
    case redraw
    /// Ctrl-Z: stop as a shell's job, the terminal restored; redraw when continued.
    case suspend
    case quit(ExitCode)
}

/// When an edit of the line starts a search (docs/decisions/0440-stocks-search-per-key.md).
enum TypingSearch: Equatable {
    /// At once, on every edit: a local search answers within a frame, so a debounce would
    /// only add its own wait; a newer key cancels the search before it and stale answers are
    /// dropped (stocks).
    case everyKey
    /// After the debounce, once the line holds `minimumCharacters` (not counting spaces at
    /// its ends), while the service's hourly quota is not nearly spent; Enter searches at
    /// once whatever the line (photos: network, rate limit).
    case afterPause(minimumCharacters: Int)
}

struct InteractiveConfiguration {
    var domain: SearchDomain
    var typing: TypingSearch
    var recordsHistory: Bool

    /// The shortest line photos search as you type: shorter words match too much to be worth
    /// a request of the hour's quota.
    static let photoMinimumCharacters = 3

    /// Stocks on every key; photos after the debounce from three characters.
    static func typing(for domain: SearchDomain) -> TypingSearch {
        domain == .stocks ? .everyKey : .afterPause(minimumCharacters: photoMinimumCharacters)
    }
}

/// The interactive session's state and rules, apart from any terminal: the query line,
/// suggestions, the results shown and their state. Keys go in through `handle`, search
/// answers through `receive`; the screen is drawn from what it exposes.
final class InteractiveController {
    /// The results on screen and the query they answer.
    struct Shown {
        var query: String
        var results: InteractiveResults
        /// A list that is not a search (`:history`): no paging.
        var isHistory = false
    }

    enum Status: Equatable {
        case start
        case awaitingEnter(String)
        case loading(String)
        case finished
        case message(String)
    }

    let configuration: InteractiveConfiguration
    let messages: Messages
    let history: InteractiveHistory
    let scheduler: SearchScheduler

    private(set) var editor = LineEditor()
    private(set) var suggestions: [String] = []
    private(set) var highlighted = 0
    private(set) var shown: Shown?
    private(set) var selection = 0
    private(set) var status = Status.start
    /// The result shown in full (photos: Enter on a result already listed), until Esc or Enter.
    private(set) var viewing: Int?
    /// A one-off remark ("Saved “apple” to history."), cleared by the next edit.
    private(set) var notice: String?
    /// The newest search answer, which `:more` and PgDn continue even after the line changed.
    private var lastSearch: Shown?
    /// The frozen list Tab is cycling through, while the user keeps pressing Tab.
    private var tabCycle: [String]?
    /// The line as it was at the last Enter, until it changes: Enter on it again (photos)
    /// shows the selected photo.
    private var enteredLine: String?
    /// Set when an answer said the service's quota is nearly spent (or spent): from then on
    /// only Enter searches photos.
    private(set) var typingSearchPaused = false

    init(configuration: InteractiveConfiguration, messages: Messages, history: InteractiveHistory,
         scheduler: SearchScheduler) {
        self.configuration = configuration
        self.messages = messages
        self.history = history
        self.scheduler = scheduler
        refreshSuggestions()
    }

    var domainName: String { configuration.domain.rawValue }

    // MARK: keys

    /// The keys of one read: a run of characters (typed fast, or pasted) is one edit of the
    /// line — one search, one suggestion refresh — however long; the line keeps at most
    /// `LineEditor.maxCharacters`.
    func handle(_ keys: [Key]) -> InteractiveAction {
        var action = InteractiveAction.none
        var i = 0
        while i < keys.count {
            if viewing == nil, case .character = keys[i] {
                let before = editor.text
                while i < keys.count, case .character(let c) = keys[i] {
                    editor.insert(c)
                    i += 1
                }
                tabCycle = nil
                if editor.text != before { textChanged() }
                action = .redraw
                continue
            }
            switch handle(keys[i]) {
            case .quit(let code): return .quit(code)
            // The keys after it in the same read are dropped: typed after Ctrl-Z, they were
            // meant for the shell.
            case .suspend: return .suspend
            case .redraw: action = .redraw
            case .none: break
            }
            i += 1
        }
        return action
    }

    func handle(_ key: Key) -> InteractiveAction {
        if key != .tab && key != .shiftTab { tabCycle = nil }
        if viewing != nil {
            // The photo shown in full: Esc and Enter go back to the list, Up/Down to the
            // previous or next photo; any other key goes back and then does what it does.
            switch key {
            case .escape, .enter:
                viewing = nil
                return .redraw
            case .up, .down:
                moveSelection(by: key == .up ? -1 : 1)
                viewing = selection
                return .redraw
            case .interrupt, .control("z"): break
            default: viewing = nil
            }
        }
        switch key {
        case .interrupt:
            scheduler.cancel()
            return .quit(.interrupted)
        case .control("z"):
            return .suspend
        case .escape:
            scheduler.cancel()
            return .quit(.content)
        case .endOfInput where editor.isEmpty:
            scheduler.cancel()
            return .quit(.content)
        case .enter:
            return submit()
        case .tab: acceptSuggestion(step: 1)
        case .shiftTab: acceptSuggestion(step: -1)
        case .up: moveSelection(by: -1)
        case .down: moveSelection(by: 1)
        case .pageDown: turnPage(by: 1)
        case .pageUp: turnPage(by: -1)
        case .control("l"): break
        default:
            let before = editor
            guard editor.apply(key) else { return .none }
            if editor.text != before.text { textChanged() } else if editor == before { return .none }
        }
        return .redraw
    }

    private func moveSelection(by step: Int) {
        selection = max(0, min((shown?.results.items.count ?? 0) - 1, selection + step))
    }

    private func textChanged() {
        notice = nil
        enteredLine = nil
        refreshSuggestions()
        let text = editor.text
        if QueryHistory.normalizedSpacing(text).isEmpty {
            scheduler.cancel()
            if configuration.typing == .everyKey {
                shown = nil
                selection = 0
            }
            status = .start
        } else if text.hasPrefix(":") {
            // A command is being typed: no search for it.
            scheduler.cancel()
            status = .message(commandsHelp)
        } else {
            searchForLine()
        }
    }

    /// Starts the search an edit of the line asks for: at once on every key (stocks), or
    /// after the debounce when the line is long enough and the quota allows (photos);
    /// otherwise the line waits for Enter.
    private func searchForLine() {
        let text = editor.text
        switch configuration.typing {
        case .everyKey:
            scheduler.schedule(text, debounce: false)
            status = .loading(text)
        case .afterPause(let minimum):
            let line = QueryHistory.normalizedSpacing(text)
            if shown.map({ !$0.isHistory && QueryHistory.normalizedSpacing($0.query) == line }) == true {
                // Back to the line whose answer is listed (a key typed and erased): no request.
                scheduler.cancel()
                status = .finished
            } else if line.count >= minimum && !typingSearchPaused {
                scheduler.schedule(text, debounce: true)
                status = .loading(text)
            } else {
                scheduler.cancel()
                status = .awaitingEnter(text)
            }
        }
    }

    private func submit() -> InteractiveAction {
        let text = QueryHistory.normalizedSpacing(editor.text)
        if text.hasPrefix(":") { return command(text) }
        guard !text.isEmpty else { return .none }
        let answered = status == .finished && shown.map { !$0.isHistory && QueryHistory.normalizedSpacing($0.query) == text } == true
        // Photos: Enter on a line whose photos are listed and which Enter already saved (or
        // with history off) shows the selected photo, spending no request on the same search.
        if configuration.typing != .everyKey, answered, enteredLine == text || !configuration.recordsHistory,
           let shown, selection < shown.results.items.count {
            viewing = selection
            return .redraw
        }
        enteredLine = text
        if !answered {
            scheduler.schedule(editor.text, debounce: false)
            status = .loading(editor.text)
        }
        if configuration.recordsHistory {
            notice = history.record(text) ? messages.text("interactive.recorded", ["query": text])
                                          : messages.text("history.notRecorded")
            refreshSuggestions()
        }
        return .redraw
    }

    private func command(_ text: String) -> InteractiveAction {
        let words = text.split(separator: " ").map(String.init)
        editor = LineEditor()
        switch words.first ?? "" {
        case ":q", ":quit", ":exit":
            scheduler.cancel()
            return .quit(.content)
        case ":more":
            turnPage(by: 1)
        case let name where name.count > 1 && scheduler.searcher.setting(String(name.dropFirst()), to: "any") != nil:
            // A filter of the photo session: set, said, and the listed search run again with it.
            switch scheduler.searcher.setting(String(name.dropFirst()), to: words.dropFirst().joined(separator: " ")) {
            case .changed(let searcher, let said)?:
                scheduler.searcher = searcher
                notice = said
                if let last = lastSearch {
                    scheduler.schedule(last.query, debounce: false)
                    status = .loading(last.query)
                } else {
                    status = .start
                }
            case .badValue(let message)?:
                status = .message(message)
            case nil:
                break
            }
        case ":history":
            scheduler.cancel()
            let filter = words.dropFirst().joined(separator: " ")
            let entries = history.matching(filter)
            let items = entries.map { ResultItem(fields: [ResultField(name: "query", json: .string($0), text: $0, role: .name)]) }
            let outcome: Outcome = entries.isEmpty
                ? messages.emptyHistory(containing: filter, hint: true)
                : .content(count: entries.count, summary: messages.plural("history.count", count: entries.count))
            shown = Shown(query: text, results: InteractiveResults(items: items, outcome: outcome), isHistory: true)
            selection = 0
            status = .finished
        default:
            status = .message(messages.text("interactive.unknownCommand", ["command": words.first ?? text]) + " " + commandsHelp)
        }
        refreshSuggestions()
        return .redraw
    }

    /// PgDn / `:more` (next page) and PgUp (previous page) of the results shown.
    private func turnPage(by step: Int) {
        guard let shown = lastSearch else {
            notice = messages.text("interactive.noResultsToPage")
            return
        }
        let page = shown.results.page + step
        guard page >= 1 else { return }
        guard step < 0 || shown.results.hasMore else {
            notice = messages.text("interactive.noMorePages")
            return
        }
        scheduler.schedule(shown.query, page: page, debounce: false)
        status = .loading(shown.query)
    }

    /// Tab: put the highlighted suggestion on the line. Pressing it again moves to the next
    /// one (Shift-Tab the previous), through the list as it was at the first press.
    private func acceptSuggestion(step: Int) {
        let list = tabCycle ?? suggestions
        guard !list.isEmpty else { return }
        if tabCycle == nil {
            tabCycle = list
            highlighted = step > 0 ? 0 : list.count - 1
            if QueryHistory.key(list[highlighted]) == QueryHistory.key(editor.text), list.count > 1 {
                highlighted = (highlighted + step + list.count) % list.count
            }
        } else {
            highlighted = (highlighted + step + list.count) % list.count
        }
        suggestions = list
        editor.set(list[highlighted])
        notice = nil
        searchForLine()
    }

    /// The commands of this session, the photo filters among them.
    private var commandsHelp: String {
        messages.text(configuration.domain == .photos ? "interactive.commands.photos" : "interactive.commands")
    }

    // MARK: answers

    /// Takes a search's answer; returns false (and changes nothing) when it is stale.
    @discardableResult
    func receive(generation: Int, query: String, results: InteractiveResults) -> Bool {
        guard scheduler.isCurrent(generation) else { return false }
        shown = Shown(query: query, results: results)
        lastSearch = shown
        selection = 0
        viewing = nil
        // Photos: a remark of the answer (a nearly spent quota) goes in the notice line.
        if configuration.domain == .photos, let remark = results.notices.first { notice = remark }
        if results.quotaNearlySpent { typingSearchPaused = true }
        if case .error(let code, _, _, _) = results.outcome, code == FailureCode.rateLimited.rawValue { typingSearchPaused = true }
        status = .finished
        if tabCycle == nil { refreshSuggestions() }
        return true
    }

    /// History entries containing the line, then (stocks) tickers from the results of the
    /// same line, without repeats.
    private func refreshSuggestions() {
        var list = history.matching(editor.text)
        var seen = Set(list.map(QueryHistory.key))
        if let shown, !shown.isHistory, shown.query == editor.text {
            for item in shown.results.items.prefix(5) {
                guard let ticker = item.fields.first(where: { $0.name == "ticker" })?.text else { continue }
                if seen.insert(QueryHistory.key(ticker)).inserted { list.append(ticker) }
            }
        }
        suggestions = Array(list.prefix(8))
        highlighted = 0
    }

    // MARK: what to show

    enum Tone { case plain, muted, error }

    /// The state line: loading, the count (and page), the empty message with its hint, or the error.
    var statusLine: (text: String, tone: Tone) {
        switch status {
        case .start:
            return (messages.text("interactive.start.\(domainName)"), .muted)
        case .awaitingEnter(let q):
            return (messages.text("interactive.pressEnter.\(domainName)", ["query": q]), .muted)
        case .loading(let q):
            return (messages.text("interactive.loading.\(domainName)", ["query": q]), .muted)
        case .message(let m):
            return (m, .muted)
        case .finished:
            guard let shown else { return ("", .plain) }
            let r = shown.results
            switch r.outcome {
            case .content(_, let summary):
                var text = summary
                if r.page > 1 || r.hasMore || r.totalPages != nil {
                    text += ", " + (r.totalPages.map { messages.text("interactive.pageOf", ["page": "\(r.page)", "total": "\($0)"]) }
                                    ?? messages.text("interactive.page", ["page": "\(r.page)"]))
                }
                return (text, .plain)
            case .empty(let message, let hint):
                return (Sentence.opening(hint.map { message + " " + $0 } ?? message), .plain)
            case .error(_, let message, let hint, _):
                return (messages.text("accessible.errorPrefix") + " " + Sentence.continuing(message) + (hint.map { " " + Sentence.opening($0) } ?? ""), .error)
            }
        }
    }

    /// The result shown in full, while one is.
    var viewedItem: ResultItem? {
        guard let viewing, let items = shown?.results.items, viewing < items.count else { return nil }
        return items[viewing]
    }

    /// The selected result in words, every field with its label.
    var selectedDetail: String? {
        guard let items = shown?.results.items, selection < items.count else { return nil }
        let fields = items[selection].fields
        let parts = fields.compactMap { f -> String? in
            guard let t = f.text, !t.isEmpty else { return nil }
            // The other-script name is said once: the listing's name already shows it,
            // "Sberbank Rossii (Сбербанк)", so no "also known as Сбербанк" after it.
            guard !fields.contains(where: { $0.name != f.name && ($0.text ?? "").contains("(" + t + ")") }) else { return nil }
            return f.label.map { $0 + " " + t } ?? t
        }
        return parts.joined(separator: ", ")
    }
}
