import FinderDomain
import FinderFiles
import FinderBuildInfo
#if canImport(Glibc)
import Glibc
#endif

/// The whole command line: read it with the command model, resolve the session, route the
/// command to where it runs, run it, and take the exit code from its outcome.
public enum FinderCLI {
    /// finder's release version (the User-Agent of its requests names it too).
    public static var version: String { BuildInfo.version }

    /// The process's entry point: runs finder and exits with its code (the one exit point,
    /// whatever happens) while the session still holds the catalogue, the store and the
    /// results. Freeing them first, only for the exit to drop the whole address space, cost
    /// about 0.2 M instructions of a cold search; everything written is flushed or committed
    /// before the exit.
    ///
    /// `network` is finder-net's set of network features; without it (the `finder` binary) a
    /// command that runs in finder-net is handed over to it, beside the executable.
    ///
    /// Synchronous, and so is every module `finder` links: the async commands (the network's
    /// and the interactive sessions) run in finder-net (`NetworkFeatures.run`), so `finder`
    /// links no Swift concurrency runtime and no libdispatch, whose initializers cost every
    /// process ~80 µs and 42 page faults (docs/decisions/0012-finder-links-no-concurrency-runtime.md).
    public static func main(_ platform: Platform, network: NetworkFeatures? = nil) -> Never {
        // The whole line is read even past a mistake, so its error speaks the language and
        // format the line asks for.
        var line = Tokenizer.read(platform.arguments)
        let settings = Settings(environment: platform.environment)
        // What the line leaves unsaid: the environment, then the saved defaults, then built-in.
        line.invocation = SavedDefaults.load(settings).applied(to: line.invocation, settings)
        let pager = line.error == nil ? pagerStream(platform, line.invocation, settings) : nil
        var platform = platform
        if let pager { platform.stdout = pager }
        let resources = ResourceLocator(folder: settings.resourcesFolder)
        let language = Language.resolve(flag: line.invocation.lang, settings: settings)
        let messages = compiledCatalog(language, resources)
        // Without catalogs there is nothing to translate with: one fixed English line (or,
        // for a script, the same in a JSON document).
        let session = Session(platform: platform, invocation: line.invocation, settings: settings,
                              messages: messages ?? Messages(language: .fallback, text: ""),
                              resources: resources, network: network)
        return withExtendedLifetime(session) {
            let outcome = messages == nil
                ? session.finish(session.lineContext, .failure(.localData, message: "cannot find its message catalogs (\(language.rawValue)/*.strings) beside the binary; looked in \(resources.searchFolders.joined(separator: ", ")). Reinstall finder or set FINDER_RESOURCES_DIR.", hint: nil))
                : Platform.checkLimits(network: network != nil).map { session.finish(session.lineContext, session.outcome(for: $0)) }
                    ?? dispatch(session, usageError: line.error)
            let code = session.exitCode(for: outcome)
            pager?.finish()
            exit(code)
        }
    }

    /// The pager for this run (`PagedOutputStream`), when its output may be long and goes to
    /// a terminal for people: text, not accessible (a screen reader reads the terminal as it
    /// comes), neither `--no-pager` nor FINDER_NO_PAGER=1, a pager named, and a command whose
    /// answer is a list or a document. Photos draw pictures a pager would garble; sync,
    /// config and the interactive session talk with the terminal themselves.
    static func pagerStream(_ platform: Platform, _ invocation: Invocation, _ settings: Settings) -> PagedOutputStream? {
        guard platform.stdoutIsTerminal, invocation.format ?? .text == .text, !invocation.accessible, !settings.accessible,
              invocation.argument(CommandModel.noPager) == nil, settings.value(for: CommandModel.noPager) == nil,
              let command = settings.pagerCommand else { return nil }
        switch invocation.command {
        case .stocksSearch, .stocksShow, .history, .suggest, .offline, .help, .completion, .version:
            return PagedOutputStream(command: command, settings: settings, rows: Platform.terminalRows(settings))
        default:
            return nil
        }
    }

    /// Routes the command once: to finder-net when it runs there (here, when this is
    /// finder-net), else to its command here.
    static func dispatch(_ session: Session, usageError: UsageError?) -> Outcome {
        if let usageError {
            // One line in text mode; the JSON document also carries where to read more.
            let hint = session.format.isJSON ? session.messages.text("hint.usage") : nil
            return session.finish(session.lineContext, .failure(.usage, message: usageError.message(session.messages),
                                                             hint: hint))
        }
        let command = session.invocation.command
        // Plain `finder` on a terminal opens the interactive stock session; otherwise, help.
        let p = session.platform
        let binary = command.binary(onTerminal: p.stdinIsTerminal && p.stdoutIsTerminal)
        if binary != .finder {
            if let network = session.network { return network.run(command, session: session) }
            return handOver(session, to: binary)
        }
        switch command {
        case .none:
            return help(session, topic: [])
        case .version:
            let version = VersionText(session: session)
            return document(session, name: "version", text: version.text, fields: version.json)
        case .help(let topic):
            return help(session, topic: topic)
        case .manPage:
            let page = ManPageGenerator(messages: session.messages).page
            if session.format == .text && p.stdoutIsTerminal && showManual(session, page) { return .content(count: 1, summary: "") }
            return document(session, name: "man", text: page)
        case .stocksSearch(let query, let limit, let field, let allListings):
            return StocksCommand(session: session)
                .search(query: query, limit: limit, field: field, allListings: allListings)
        case .stocksShow(let tickers):
            return StocksCommand(session: session).show(tickers: tickers)
        case .history(let action, let domain):
            return HistoryCommand(session: session).run(action, domain: domain)
        case .watch(let action):
            return WatchCommand(session: session).run(action)
        case .suggest(let text, let domain):
            return HistoryCommand(session: session).suggest(text, domain: domain)
        case .offline(let clear, let domain):
            return OfflineCommand(session: session).run(clear: clear, domain: domain)
        case .completion(let shell):
            return document(session, name: "completion", text: CompletionScripts.script(for: shell, messages: session.messages), domain: "completion")
        case .stocksSync, .refreshQuotes, .watchLive, .photosSearch, .photosMore, .photosShow, .photosDownload, .config, .interactive:
            return handOver(session, to: command.binary)   // not reached: `binary` is not `finder`
        }
    }

    /// `help [TOPIC]` and `--help`: localized help for the topic, generated from the model;
    /// text for people is wrapped to the terminal's width (`helpWidth`).
    static func help(_ session: Session, topic: [String]) -> Outcome {
        let generator = HelpGenerator(messages: session.messages, accessible: session.accessible)
        guard var text = generator.help(topic: topic) else {
            let unknown = topic.first == "help" ? Array(topic.dropFirst()) : topic
            return session.finish(session.lineContext, session.outcome(for: UsageError.unknownCommand(unknown.joined(separator: " "))))
        }
        if session.format == .text && !session.accessible, let width = helpWidth(session) { text = HelpWrap.wrap(text, width: width) }
        return document(session, name: "help", text: text)
    }

    /// The width help is wrapped to: the terminal's (TIOCGWINSZ, else COLUMNS) when stdout is
    /// one; COLUMNS when it is not; nil (lines as long as they are) for a pipe without
    /// COLUMNS, so `grep` sees a row whole.
    static func helpWidth(_ session: Session) -> Int? {
        let p = session.platform
        return ColumnFit.terminalColumns(fd: 1, isTerminal: p.stdoutIsTerminal, columns: session.settings.columns) ?? session.settings.columns
    }

    /// The manual on a terminal, as `man finder` shows it: man-db's `man -l -` reads the page
    /// from its stdin and formats it for the terminal, through its own pager (MANPAGER,
    /// PAGER; none with `--no-pager` or FINDER_NO_PAGER=1). False when man cannot run: then
    /// the page's source is written as on a pipe.
    static func showManual(_ session: Session, _ page: String) -> Bool {
        let plain = session.value(of: CommandModel.noPager) != nil
        var argv = ["man", "-l", "-"]
        if plain { argv = ["env", "MANPAGER=cat", "PAGER=cat"] + argv }
        guard let (pid, input) = ChildWithInput.spawn(argv, settings: session.settings, adding: ["LESS": "FRX"]) else { return false }
        session.platform.stdout.flush()
        return ChildWithInput.feed(pid, input, page) != 127
    }

    /// Help, the man page, version and completion scripts: plain text on stdout for people;
    /// for JSON and JSON Lines, the usual document with one result holding the text (or
    /// `fields`: `--version`'s members), so a script always gets JSON (a completion script
    /// included: `.results[0].completion`).
    static func document(_ session: Session, name: String, text: String, json: JSONValue? = nil, fields: [ResultField]? = nil,
                         domain: String = "cli") -> Outcome {
        let outcome = Outcome.content(count: 1, summary: "")
        // A table (CSV, TSV) of help or a script would be one quoted cell: the text as it is.
        guard session.format.isJSON else {
            session.platform.stdout.write(text)
            return outcome
        }
        let context = SearchContext(domain: domain, query: name, loadingMessage: "")
        session.renderer.begin(context)
        session.renderer.item(ResultItem(fields: fields ?? [ResultField(name: name, json: json ?? .string(text), text: nil)]),
                              position: 1, total: 1)
        return session.finish(context, outcome)
    }

    /// Replaces this process with the executable that runs the command (`Binary.companion`:
    /// finder-net), same arguments, same environment; its exit code is
    /// then the process's. Returns only when that is impossible, after saying so.
    package static func handOver(_ session: Session, to binary: Binary) -> Outcome {
        let platform = session.platform
        let folders = session.resources.searchFolders
        var envp: [UnsafeMutablePointer<CChar>?] = session.settings.networkEnvironment.map { strdup($0.key + "=" + $0.value) }
        envp.append(nil)
        if let name = binary.companion {
            for folder in folders.reversed() {
                let path = folder + "/" + name
                guard access(path, X_OK) == 0 else { continue }
                platform.stdout.flush()
                platform.stderr.flush()
                var argv: [UnsafeMutablePointer<CChar>?] = ([path] + platform.arguments).map { strdup($0) }
                argv.append(nil)
                execve(path, argv, envp)
            }
        }
        return session.finish(session.lineContext, .failure(.localData, message: session.messages.text("error.missingCompanion", ["folders": folders.joined(separator: ", ")]), hint: nil))
    }

    /// The language's catalog compiled into the binary (`Messages(compiled:)`), when the
    /// installation has its catalogs folder: a binary moved without its bundles says so at
    /// once, as when the catalogs were read from there, rather than later at the catalogue.
    static func compiledCatalog(_ language: Language, _ resources: ResourceLocator) -> Messages? {
        resources.path(bundle: .localization, file: language.rawValue) == nil ? nil : Messages(compiled: language)
    }

    /// Every `*.strings` file of the language's folder, in name order (one file per area:
    /// core.strings, history.strings, photos.strings…), merged into one catalog. The man
    /// page's own text (`man.strings`) only when `manual`. The source of the compiled catalogs
    /// (`CompiledCatalogTests` generates them from it) and of the tests.
    static func loadCatalog(_ language: Language, _ resources: ResourceLocator, manual: Bool = true) -> Messages? {
        guard let folder = resources.path(bundle: .localization, file: language.rawValue) else { return nil }
        let files = LocalFile.list(folder).filter { $0.hasSuffix(".strings") && (manual || $0 != "man.strings") }.sorted()
        guard !files.isEmpty else { return nil }
        var bytes: [UInt8] = []
        for f in files {
            guard let b = LocalFile.read(folder + "/" + f).bytes else { return nil }
            bytes += b
            bytes.append(0x0A)
        }
        return Messages(language: language, utf8: &bytes)
    }
}
