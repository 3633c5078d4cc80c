import FinderFiles
import FinderDomain
import FinderText

/// Everything one run has resolved from arguments and environment: language, catalog,
/// output mode, data folder, and the one renderer of the run. Validated arguments first
/// (`Invocation`), then resolved against the environment read once (`Settings`), like
/// ripgrep's low-level and high-level args.
public final class Session {
    public let platform: Platform
    public let invocation: Invocation
    /// The environment, read once.
    public let settings: Settings
    public let messages: Messages
    public let accessible: Bool
    public let format: OutputFormat
    public let dataDirectory: String
    public let resources: ResourceLocator
    /// finder-net's network features; nil in `finder`.
    public let network: NetworkFeatures?
    /// Colour and palette of text output on stdout, and of progress drawn on stderr, decided once.
    public let style: Style
    public let errorStyle: Style
    /// The run's renderer, chosen once from format, accessibility and style.
    public private(set) lazy var renderer: Renderer = makeRenderer()
    /// The data folder's store and the state folder's (history, saved results), opened on first use.
    public private(set) lazy var localData = LocalData(
        directory: dataDirectory,
        cacheDirectory: Session.cacheDirectory(flag: invocation.dataDir, settings: settings, home: settings.homeFolder),
        stateDirectory: Session.stateDirectory(flag: invocation.dataDir, settings: settings, home: settings.homeFolder))
    private var stocks: StockCatalogue?

    init(platform: Platform, invocation: Invocation, settings: Settings, messages: Messages, resources: ResourceLocator,
         network: NetworkFeatures?) {
        self.platform = platform
        self.invocation = invocation
        self.settings = settings
        self.resources = resources
        self.network = network
        accessible = invocation.accessible || settings.accessible
        self.messages = accessible ? messages.speaking : messages
        format = invocation.format ?? .text
        dataDirectory = Session.dataDirectory(flag: invocation.dataDir, settings: settings, home: settings.homeFolder)
        style = Style.resolve(flag: invocation.color, theme: invocation.theme, accessible: accessible,
                              isTerminal: platform.stdoutIsTerminal, request: settings.colorRequest)
        errorStyle = Style.resolve(flag: invocation.color, theme: invocation.theme, accessible: accessible,
                                   isTerminal: platform.stderrIsTerminal, request: settings.colorRequest)
        // Every wait for another finder process is said within a second (FinderFiles/Waiting.swift).
        Waiting.setAnnouncer { [weak self] cause in self?.sayWait(cause) }
        Waiting.setLimit(seconds: Double(settings.waitSeconds ?? Int(Waiting.defaultLimitSeconds)))
    }

    /// One notice that this run waits for another finder process, and for what.
    private func sayWait(_ cause: Waiting.Cause) {
        switch cause {
        case .catalogue: renderer.notice(messages.text("notice.waiting"))
        case .store: renderer.notice(messages.plural("notice.store.waiting", count: Int(Waiting.limitSeconds)))
        }
        platform.stderr.flush()
    }

    /// An instant as a reader of the session reads it ("Nov 30, 2026, 12:47 PM"); spoken,
    /// with the month in full and nothing abbreviated ("November 30, 2026 at 12:47 PM",
    /// "30 ноября 2026 года в 12:47": espeak-ng reads "нояб." and "г." as letters). In ICU's
    /// default zone (TZ).
    /// `savedAt` of a JSON document: ISO 8601 in UTC (`JSONContract.instant`).
    public func savedAtJSON(_ epochSeconds: Double) -> JSONValue { JSONContract.instant(epochSeconds) }

    public func moment(_ epochSeconds: Double) -> String {
        instant(epochSeconds, format: accessible ? "date.moment.spoken" : "date.moment")
    }

    /// An instant in the reader's zone (TZ), in the catalog's date format `key`.
    func instant(_ epochSeconds: Double, format key: String) -> String {
        messages.numberFormat.date(epochMillis: epochSeconds * 1000, format: messages.text(key), timeZone: settings.timeZone)
    }

    /// An option's argument: the line's, else its variable's (`Settings.value(for:)`); nil
    /// when neither gives it.
    public func value(of option: Option) -> Option.Argument? {
        invocation.argument(option) ?? settings.value(for: option)
    }

    /// --no-history or FINDER_NO_HISTORY=1.
    public var historyDisabled: Bool { value(of: CommandModel.noHistory) != nil }

    /// --data-dir, FINDER_DATA_DIR, $XDG_DATA_HOME/finder, ~/.local/share/finder. "" when
    /// none applies and there is no home folder: never a folder relative to wherever finder
    /// happens to run (opening the store then says so, exit 5).
    static func dataDirectory(flag: String?, settings: Settings, home: String?) -> String {
        if let flag { return flag }
        if let d = settings.value(for: CommandModel.dataDir) { return d.word }
        if let x = settings.dataHome { return x + "/finder" }
        return home.map { $0 + "/.local/share/finder" } ?? ""
    }

    /// Where the rebuildable search index lives: the data folder when one is named (--data-dir,
    /// FINDER_DATA_DIR: it then holds everything), else $XDG_CACHE_HOME/finder, else
    /// ~/.cache/finder; the data folder when there is no home folder either.
    static func cacheDirectory(flag: String?, settings: Settings, home: String?) -> String {
        xdgDirectory(settings.cacheHome, ".cache", flag: flag, settings: settings, home: home)
    }

    /// Where history and saved results live (docs/decisions/0606-history-in-the-state-folder.md):
    /// the data folder when one is named, else $XDG_STATE_HOME/finder, else
    /// ~/.local/state/finder; the data folder when there is no home folder either.
    static func stateDirectory(flag: String?, settings: Settings, home: String?) -> String {
        xdgDirectory(settings.stateHome, ".local/state", flag: flag, settings: settings, home: home)
    }

    /// The folder of an XDG base directory (`xdgHome`, else `home/fallback`) for finder, or
    /// the data folder when one is named (--data-dir, FINDER_DATA_DIR: it then holds all).
    private static func xdgDirectory(_ xdgHome: String?, _ fallback: String, flag: String?, settings: Settings, home: String?) -> String {
        if flag != nil || settings.value(for: CommandModel.dataDir) != nil || (xdgHome == nil && home == nil) {
            return dataDirectory(flag: flag, settings: settings, home: home)
        }
        if let x = xdgHome { return x + "/finder" }
        return home.map { $0 + "/" + fallback + "/finder" } ?? ""
    }

    /// A renderer of the run's kind. The run has one (`renderer`); a session answering
    /// several queries (interactive, piped) makes one per answer, so that each JSON answer
    /// is its own document. `accessible` overrides the session's choice (the interactive
    /// line mode always speaks accessible lines).
    public func makeRenderer(accessible: Bool? = nil) -> Renderer {
        let renderer = makeRenderer(accessible: accessible, out: platform.stdout, err: platform.stderr)
        return InterruptibleRenderer(renderer) { [unowned self] context in interruptedAnswer(context, accessible: accessible) }
    }

    /// A fresh renderer of the run's kind for the run: each refresh of `watch --interval` is
    /// an answer of its own (a JSON document each).
    public func renewRenderer() { renderer = makeRenderer() }

    /// Runs `body` with the run's renderer replaced by a text one writing to memory,
    /// `columns` wide (a screen of its own draws what it wrote): what it wrote on stdout and
    /// stderr, and its outcome.
    public func captured(columns: Int, _ body: () -> Outcome) -> (out: String, err: String, outcome: Outcome) {
        let saved = renderer
        let out = StringOutputStream(), err = StringOutputStream()
        let text = makeTextRenderer(accessible: false, out: out, err: err, width: columns, stderrIsTerminal: false)
        renderer = invocation.fields.map { FieldSelectingRenderer(text, fields: $0) } ?? text
        defer { renderer = saved }
        let outcome = body()
        return (out.text, err.text, outcome)
    }

    private func makeRenderer(accessible: Bool?, out: OutputStream, err: OutputStream) -> Renderer {
        let fields = FieldSelection.domains(of: invocation.command) == nil ? nil : invocation.fields
        switch format {
        case .json: return JSONRenderer(out: out, err: err, quiet: invocation.quiet, fields: fields)
        case .jsonl: return JSONLinesRenderer(out: out, err: err, quiet: invocation.quiet, fields: fields)
        case .csv, .tsv:
            return DelimitedRenderer(kind: format == .csv ? .csv : .tsv, out: out, err: err, quiet: invocation.quiet,
                                     errorPrefix: accessible ?? self.accessible ? messages.text("accessible.errorPrefix") : errorStyle.paint("finder:", .error),
                                     fields: fields)
        case .text:
            let renderer = makeTextRenderer(accessible: accessible, out: out, err: err)
            return fields.map { FieldSelectingRenderer(renderer, fields: $0) } ?? renderer
        }
    }

    /// `width`, `stderrIsTerminal`: the terminal's, unless given.
    private func makeTextRenderer(accessible: Bool?, out: OutputStream, err: OutputStream, width: Int? = nil,
                                  stderrIsTerminal: Bool? = nil) -> Renderer {
        if accessible ?? self.accessible {
            return AccessibleRenderer(out: out, err: err, messages: messages,
                                      quiet: invocation.quiet, stderrIsTerminal: stderrIsTerminal ?? platform.stderrIsTerminal)
        }
        return TextRenderer(out: out, err: err, style: style, quiet: invocation.quiet,
                            stderrIsTerminal: stderrIsTerminal ?? platform.stderrIsTerminal,
                            blocks: PhotoBlocks(style: style, painter: network?.previewPainter, previews: drawsPreviews,
                                               settings: settings),
                            width: width ?? ColumnFit.terminalColumns(fd: 1, isTerminal: platform.stdoutIsTerminal,
                                                                      columns: settings.columns))
    }

    /// What Ctrl-C during `context` writes to stdout and stderr: the run's renderer ending it
    /// with the `interrupted` error, in memory (`Interruption`).
    private func interruptedAnswer(_ context: SearchContext, accessible: Bool?) -> (String, String) {
        let out = StringOutputStream(), err = StringOutputStream()
        let renderer = makeRenderer(accessible: accessible, out: out, err: err)
        renderer.finish(context, .failure(.interrupted, message: messages.text("error.interrupted"), hint: nil))
        return (out.text, err.text)
    }

    /// Ends the run's rendering with `outcome` and returns it.
    @discardableResult
    public func finish(_ context: SearchContext, _ outcome: Outcome) -> Outcome {
        renderer.finish(context, outcome)
        return outcome
    }

    /// The run's exit code once its output is out. stdout is flushed first; a write to it
    /// that failed or fell short (a full disk, `/dev/full`) lost part of the answer, so it is
    /// an error of its own whatever the outcome was: one line on stderr and exit 5. A reader
    /// that left (EPIPE: `finder … | head`) is not; its output is dropped silently.
    public func exitCode(for outcome: Outcome) -> Int32 {
        platform.stdout.flush()
        let failure = platform.stdout.failure
        if failure != 0 { sayError(messages.text("error.stdout", ["reason": messages.reason(errno: failure)]), hint: nil) }
        platform.stderr.flush()
        return failure != 0 ? ExitCode.localData.rawValue : outcome.exitCode.rawValue
    }

    /// The context of a document about the command line itself (usage errors, help): domain "cli".
    /// Its `query` is the query the line gave (its operands), not the whole line; "" when
    /// it gave none (null in JSON).
    public var lineContext: SearchContext {
        SearchContext(domain: "cli", query: Self.queryWords(platform.arguments), loadingMessage: "")
    }

    /// The words of a command line that are neither options, their values, nor command
    /// names: "--lang ru stocks apple inc --limit x" → "apple inc".
    static func queryWords(_ arguments: [String]) -> String {
        let options = CommandModel.global + CommandModel.commandOptions
        let commandWords = Set(CommandModel.allSpecs.flatMap(\.path))
        var words: [String] = []
        var i = 0, operands = false
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            if a == "--" { operands = true; continue }
            if !operands, a.hasPrefix("-"), a.count > 1 {
                guard !a.contains("=") else { continue }
                let option = a.hasPrefix("--") ? options.first { "--" + $0.name == a }
                                               : options.first { $0.short.map { "-" + String($0) == a } ?? false }
                if let option, option.value != .none { i += 1 }
                continue
            }
            if words.isEmpty, !operands, commandWords.contains(a) { continue }
            words.append(a)
        }
        return words.joined(by: " ")
    }

    /// The stock catalogue, opened once; its first-run notices go to the renderer.
    public func openCatalogue() throws(DomainError) -> StockCatalogue {
        if let stocks { return stocks }
        let renderer = self.renderer, stderr = platform.stderr
        let progress = CatalogueProgressView(messages: messages, notice: { renderer.notice($0) }, flush: { stderr.flush() },
                                             makeLine: { [unowned self] in ProgressLine(session: self, delay: .seconds(1)) })
        let opened = try StockCatalogue(data: localData, resources: resources,
                                        progress: { progress.hear($0) })
        stocks = opened
        announceNotices()
        return opened
    }

    private var noticesShown = 0
    /// Notices a command gathered before the renderer began (a quote refresh's), said with
    /// the catalogue's by `announceNotices`.
    public var pendingNotices: [String] = []

    /// Says every notice of the catalogue not said yet (a rebuild can happen mid-search).
    public func announceNotices() {
        if let stocks {
            for n in stocks.notices.dropFirst(noticesShown) { renderer.notice(text(of: n)) }
            noticesShown = stocks.notices.count
        }
        for n in pendingNotices { renderer.notice(n) }
        pendingNotices = []
    }

    public func text(of notice: Notice) -> String {
        switch notice {
        case .importedBundledCatalogue(let count): messages.plural("notice.imported", count: count)
        case .builtIndex(let reason): messages.text("notice.index.\(reason.rawValue)")
        }
    }

    /// The words of a lifecycle notice.
    public func text(of notice: LifecycleNotice) -> String {
        switch notice {
        case .readOnly(let folder): messages.text("notice.readOnly", ["folder": folder])
        case .queryCut(let length): messages.text("history.queryCut", ["limit": String(length)])
        case .busy: messages.text("notice.store.busy")
        case .notRecorded(let error):
            if case .error(_, let message, _, _) = outcome(for: error) {
                messages.text("notice.store.notRecorded", ["reason": message])
            } else {
                messages.text("notice.store.busy")
            }
        }
    }

    /// After a search's answer is rendered: stdout is flushed (the answer is out before
    /// anything waits), then the lifecycle records the query and saves the result, and what
    /// that says follows on stderr. Damage found on the way ends the run with exit 5 and
    /// the recovery advice, the answer given all the same.
    public func recordAfterAnswer(_ lifecycle: SearchLifecycle, _ outcome: Outcome) -> Outcome {
        platform.stdout.flush()
        for n in lifecycle.recordAnswer() { renderer.notice(text(of: n)) }
        guard let damage = lifecycle.damage else { return outcome }
        let failure = self.outcome(for: damage)
        if case .error(_, let message, let hint, _) = failure { sayError(message, hint: hint) }
        return failure
    }

    /// An error found after the run's answer was rendered (its document is out): said on
    /// stderr as the text renderers say errors, whatever the format.
    private func sayError(_ message: String, hint: String?) {
        platform.stderr.write(errorText(message, hint: hint) + "\n")
    }

    /// An error worded as the text renderers word the run's own: "finder:" ("Error:" in
    /// accessible mode), the message, and the hint on its own line — for failures said before
    /// the final one (a sync's earlier sources), so each reads alike.
    public func errorText(_ message: String, hint: String?) -> String {
        let prefix = accessible ? messages.text("accessible.errorPrefix") : errorStyle.paint("finder:", .error)
        return prefix + " " + Sentence.continuing(message) + (hint.map { "\n" + Sentence.opening($0) } ?? "")
    }

    /// The outcome, message and exit code of a failure.
    public func outcome(for error: Error) -> Outcome {
        switch error {
        case let e as DomainError: return outcome(for: e)
        case let e as UsageError: return .failure(.usage, message: e.message(messages), hint: nil)
        default: return .failure(.internal, message: "\(error)", hint: nil)
        }
    }

    /// A resource limit too low to start under (`Platform.checkLimits`): exit 5.
    public func outcome(for shortage: Platform.LimitShortage) -> Outcome {
        // Bare digits: small numbers, read right by a speech synthesizer in both languages.
        let args: MessageArguments = ["limit": String(shortage.limit), "needed": String(shortage.needed)]
        let key = shortage.resource == .openFiles ? "error.limit.files" : "error.limit.memory"
        return .failure(.localData, message: messages.text(key, args), hint: messages.text("hint.limit"))
    }

    private func outcome(for found: DomainError) -> Outcome {
        // A failure of the open store is checked first: only damage gets recovery advice.
        messages.outcome(for: localData.diagnosed(found).failure(dataDirectory: dataDirectory))
    }
}
