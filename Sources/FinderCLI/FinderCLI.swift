import Dispatch
import FinderDomain
import FinderStore
#if canImport(Glibc)
import Glibc
#endif

/// A command that lives outside the Foundation-free core: `finder-net` registers these
/// (photos, stocks sync, config). It gets the resolved session and its own raw arguments,
/// drives `session.renderer` and returns the outcome, which decides the exit code.
public protocol ExternalCommand {
    func run(session: Session, arguments: [String]) async -> Outcome
}

/// The whole command line: parse, resolve, run one command, render, pick the exit code.
public enum FinderCLI {
    public static let version = "0.1.0"

    /// Runs finder and returns the process exit code.
    ///
    /// `external` maps command names ("photos", "stocks sync", "config") to their handlers.
    /// Without a handler (the `finder` binary), such a command is handed to `finder-net`
    /// beside the executable with the same arguments.
    ///
    /// Synchronous: the stock path never starts the Swift concurrency runtime (its start-up
    /// costs more than a search); commands that are async run through `blocking`.
    public static func run(_ platform: Platform, external: [String: ExternalCommand] = [:],
                           isCompanion: Bool = false) -> Int32 {
        let resources = ResourceLocator(environment: platform.environment)
        // Language first, from a lenient scan, so that even a usage error speaks it.
        let langFlag = scanLanguage(platform.arguments)
        let language = Language.resolve(flag: langFlag, environment: platform.environment)
        guard let catalog = loadCatalog(language, resources) else {
            // Without catalogs there is nothing to translate with: one fixed English line
            // (or, for a script, the same in a JSON document).
            let message = "cannot find its message catalogs (\(language.rawValue)/*.strings) beside the binary; looked in \(resources.searchFolders.joined(separator: ", ")). Reinstall finder or set FINDER_RESOURCES_DIR."
            var inv = Invocation()
            inv.format = scanFormat(platform.arguments)
            let session = Session(platform: platform, invocation: inv, catalog: Catalog(language: .en, text: ""), resources: resources)
            session.renderer.finish(SearchContext(domain: "cli", query: platform.arguments.joined(separator: " "), loadingMessage: ""),
                                    .error(code: "local-data", message: message, hint: nil, exit: .localData))
            return ExitCode.localData.rawValue
        }

        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(platform.arguments)
        } catch {
            var inv = Invocation()
            inv.format = scanFormat(platform.arguments)
            let session = Session(platform: platform, invocation: inv, catalog: catalog, resources: resources)
            let context = SearchContext(domain: "cli", query: platform.arguments.joined(separator: " "), loadingMessage: "")
            // One line in text mode; the JSON document also carries where to read more.
            let hint = inv.format == nil ? nil : catalog.text("hint.usage")
            let outcome = Outcome.error(code: "usage", message: error.message(catalog), hint: hint, exit: .usage)
            session.renderer.finish(context, outcome)
            return outcome.exitCode.rawValue
        }
        let session = Session(platform: platform, invocation: invocation, catalog: catalog, resources: resources)
        session.external = external
        session.isCompanion = isCompanion
        defer { platform.stdout.flush(); platform.stderr.flush() }

        if invocation.version {
            return document(session, name: "version", text: catalog.text("version", ["version": version]) + "\n",
                            json: .string(version))
        }
        switch invocation.command {
        case .none:
            // Plain `finder` on a terminal opens the interactive session; otherwise, help.
            if platform.stdinIsTerminal && platform.stdoutIsTerminal && !invocation.help {
                return blocking { await InteractiveCommand(session: session, external: external).run(domain: "stocks") }.exitCode.rawValue
            }
            return document(session, name: "help", text: HelpGenerator(catalog: catalog).help(topic: []))
        case .interactive(let domain):
            return blocking { await InteractiveCommand(session: session, external: external).run(domain: domain) }.exitCode.rawValue
        case .help(let topic):
            // Help of a network command lives with the command, in finder-net: run
            // `COMMAND --help` there (with the other options of this line).
            if let first = topic.first, let name = CommandName(rawValue: first), name.isExternal || topic.prefix(2) == ["stocks", "sync"] {
                if !isCompanion { return handOver(platform, arguments: platform.arguments, session: session, resources: resources) }
                var rewritten = platform
                rewritten.arguments = platform.arguments.filter { $0 != "help" } + ["--help"]
                return run(rewritten, external: external, isCompanion: true)
            }
            let generator = HelpGenerator(catalog: catalog)
            guard let text = generator.helpIfKnown(topic: topic) else {
                let outcome = session.outcome(for: UsageError.unknownCommand(topic.joined(separator: " ")))
                session.renderer.finish(SearchContext(domain: "cli", query: topic.joined(separator: " "), loadingMessage: ""), outcome)
                return outcome.exitCode.rawValue
            }
            return document(session, name: "help", text: text)
        case .stocksSearch(let query, let limit, let field, let allListings):
            let outcome = StocksCommand(session: session)
                .search(query: query, limit: limit, field: StockField(rawValue: field) ?? .all, allListings: allListings)
            return outcome.exitCode.rawValue
        case .stocksShow(let ticker):
            return StocksCommand(session: session).show(ticker: ticker).exitCode.rawValue
        case .history(let action, let domain):
            return HistoryCommand(session: session).run(action, domain: domain).exitCode.rawValue
        case .suggest(let text, let domain):
            return HistoryCommand(session: session).suggest(text, domain: domain).exitCode.rawValue
        case .offline(let clear, let domain):
            return OfflineCommand(session: session).run(clear: clear, domain: domain).exitCode.rawValue
        case .completion(let shell):
            platform.stdout.write(CompletionScripts.script(for: shell))
            return ExitCode.content.rawValue
        case .external(let name, let arguments):
            if let handler = external[name] {
                return blocking { await handler.run(session: session, arguments: arguments) }.exitCode.rawValue
            }
            guard !isCompanion else {
                let outcome = Outcome.error(code: "usage", message: catalog.text("error.notImplemented", ["command": name]),
                                            hint: nil, exit: .usage)
                session.renderer.finish(SearchContext(domain: "cli", query: name, loadingMessage: ""), outcome)
                return outcome.exitCode.rawValue
            }
            return handOver(platform, arguments: platform.arguments, session: session, resources: resources)
        }
    }

    /// Help and version: plain text on stdout for people; for JSON and JSON Lines, the usual
    /// document with one result holding the text, so a script always gets JSON.
    static func document(_ session: Session, name: String, text: String, json: JSONValue? = nil) -> Int32 {
        guard session.format != .text else {
            session.platform.stdout.write(text)
            return ExitCode.content.rawValue
        }
        let context = SearchContext(domain: "cli", query: name, loadingMessage: "")
        session.renderer.begin(context)
        session.renderer.item(ResultItem(fields: [ResultField(name: name, json: json ?? .string(text), text: nil)]),
                              position: 1, total: 1)
        session.renderer.finish(context, .content(count: 1, summary: ""))
        return ExitCode.content.rawValue
    }

    /// Runs async work to completion from synchronous code (the main thread waits).
    static func blocking(_ body: @escaping () async -> Outcome) -> Outcome {
        final class Slot: @unchecked Sendable { var value: Outcome? }  // written once, read after the wait
        let slot = Slot()
        let done = DispatchSemaphore(value: 0)
        let work = body
        Task.detached { @Sendable in
            slot.value = await work()
            done.signal()
        }
        done.wait()
        return slot.value!
    }

    /// Replaces this process with `finder-net` (same arguments, same environment). Returns
    /// only when that is impossible, after saying so.
    static func handOver(_ platform: Platform, session: Session, resources: ResourceLocator) -> Int32 {
        handOver(platform, arguments: platform.arguments, session: session, resources: resources)
    }

    static func handOver(_ platform: Platform, arguments: [String], session: Session, resources: ResourceLocator) -> Int32 {
        let folders = resources.searchFolders
        // finder-net links the Swift runtime dynamically, and the runtime's backtracer reads
        // SWIFT_BACKTRACE before main: off, SIGQUIT and SIGABRT end the process as they ask,
        // instead of a "Program crashed" report with a 30 s "press space" prompt on a
        // terminal. A SWIFT_BACKTRACE the user set (to debug) is kept.
        var environment = platform.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0.key + "=" + $0.value) }
        envp.append(nil)
        for folder in folders.reversed() {
            let path = folder + "/finder-net"
            guard access(path, X_OK) == 0 else { continue }
            platform.stdout.flush()
            platform.stderr.flush()
            var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
            argv.append(nil)
            execve(path, argv, envp)
        }
        let outcome = Outcome.error(code: "local-data",
                                    message: session.catalog.text("error.missingCompanion", ["folders": folders.joined(separator: ", ")]),
                                    hint: nil, exit: .localData)
        session.renderer.finish(SearchContext(domain: "cli", query: platform.arguments.joined(separator: " "), loadingMessage: ""), outcome)
        return outcome.exitCode.rawValue
    }

    /// Every `*.strings` file of the language's folder, in name order (one file per area:
    /// core.strings, history.strings, photos.strings…), merged into one catalog.
    static func loadCatalog(_ language: Language, _ resources: ResourceLocator) -> Catalog? {
        guard let folder = resources.path(bundle: .localization, file: language.rawValue) else { return nil }
        let files = LocalFile.list(folder).filter { $0.hasSuffix(".strings") }.sorted()
        guard !files.isEmpty else { return nil }
        var bytes: [UInt8] = []
        for f in files {
            guard let b = LocalFile.read(folder + "/" + f).bytes else { return nil }
            bytes += b
            bytes.append(0x0A)
        }
        return Catalog(language: language, utf8: &bytes)
    }

    /// `--lang X` / `--lang=X` wherever it is, ignoring everything else.
    static func scanLanguage(_ args: [String]) -> Language? {
        for (i, a) in args.enumerated() {
            if a == "--" { break }
            if a == "--lang", i + 1 < args.count { return Language(rawValue: args[i + 1]) }
            if a.hasPrefix("--lang=") { return Language(rawValue: String(a.dropFirst(7))) }
        }
        return nil
    }

    /// The output format asked for, even on a line that does not parse, so that a script
    /// reading JSON gets a JSON error document.
    static func scanFormat(_ args: [String]) -> OutputFormat? {
        var format: OutputFormat?
        for (i, a) in args.enumerated() {
            if a == "--" { break }
            if a == "--json" { format = .json }
            if a == "--format", i + 1 < args.count, let f = OutputFormat(rawValue: args[i + 1]) { format = f }
            if a.hasPrefix("--format="), let f = OutputFormat(rawValue: String(a.dropFirst(9))) { format = f }
        }
        return format
    }
}
