import Foundation
import Testing
import FinderTestSupport
import FinderText

/// The layering ARCHITECTURE.md draws (finder → FinderCLI → FinderDomain → FinderIndex /
/// FinderStore / FinderText → C shims; finder-net → FinderNetCommands → FinderCLI,
/// FinderRemote), checked on the sources as an allow-list: every target is listed with the
/// modules it may import and the lower types it may re-export, and anything else fails —
/// a new import is a decision made here, in review, not found later.
@Suite struct ArchitectureTests {
    /// Modules every Swift target may import: libc and Dispatch.
    static let system: Set<String> = ["Glibc", "Darwin", "Dispatch"]

    /// Each Swift target of `Sources/` and what it may import besides `system`.
    static let allowed: [String: Set<String>] = [
        "FinderFiles": [],
        // Colours and the blur hash: libc only (finder draws the blur, so no Foundation).
        "FinderColor": [],
        "FinderBuildInfo": [],
        "FinderText": ["CICU", "FinderFiles"],
        // Keys reach the index and the store as bytes: neither uses FinderText. CChecksum: the
        // CRC-32C of the index's blocks.
        "FinderIndex": ["CChecksum", "FinderFiles"],
        "FinderStore": ["CSQLite", "FinderFiles", "CChecksum"],
        // The stock path is Foundation-free: loading it costs a cold search milliseconds.
        "FinderDomain": ["FinderText", "FinderIndex", "FinderStore", "FinderFiles"],
        // Only the domain opens the store: FinderCLI imports FinderStore for its value types
        // alone (`onlyTheDomainOpensTheStore`), and never sees FinderIndex.
        "FinderCLI": ["FinderDomain", "FinderStore", "FinderText", "FinderFiles", "FinderBuildInfo", "FinderColor"],
        "finder": ["FinderCLI"],
        // The network side, with Foundation.
        "FinderRemote": ["FinderText", "FinderColor", "Foundation", "FoundationNetworking"],
        // GLib and libjpeg-turbo (CThumbnails) stay in finder-net.
        // FinderStore for a sync source's `MergeRules`, never to open a store.
        "FinderNetCommands": ["FinderCLI", "FinderInteractive", "FinderDomain", "FinderStore", "FinderRemote", "FinderFiles", "FinderText",
                              "FinderColor", "CThumbnails", "Foundation"],
        // The async commands and the interactive sessions, linked into finder-net only
        // (`finderLinksNoAsyncCode`).
        "FinderInteractive": ["FinderCLI", "FinderDomain", "FinderFiles"],
        "finder-net": ["FinderCLI", "FinderNetCommands"],
        "FinderTestSupport": ["Foundation", "Testing"],
    ]

    /// The lower modules' types a target may re-export (`public typealias X = Module.X`), and
    /// which: none. A layer that needs a lower module's value type imports that module (its
    /// allow-list above says so), so every file names where its types come from.
    /// `@_exported import` is allowed nowhere.
    static let reexports: [String: Set<String>] = [:]

    /// Which C target may include which system headers: ICU behind CICU, SQLite behind
    /// CSQLite, libchafa, GLib and libjpeg-turbo behind the thumbnail targets.
    static let headers: [(prefix: String, targets: Set<String>)] = [
        ("unicode/", ["CICU", "CICUSystemData"]), ("sqlite3.h", ["CSQLite"]),
        ("chafa", ["CChafa", "CThumbnails"]), ("glib", ["CChafa", "CThumbnails"]),
        ("turbojpeg", ["CTurboJPEG", "CThumbnails"]),
    ]

    static func files(of target: String, _ suffixes: [String]) throws -> [String] {
        let folder = packageRoot + "/Sources/" + target
        return try FileManager.default.subpathsOfDirectory(atPath: folder).filter { name in suffixes.contains { name.hasSuffix($0) } }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
    }

    /// Each Swift file of `targets` has no line that `find` reports.
    static func expectNone(in targets: [String], _ find: (String) -> [String],
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        for target in targets {
            for text in try files(of: target, [".swift"]) {
                let found = find(text)
                #expect(found.isEmpty, "\(target): \(found)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Where a line of the Swift sources of `targets` is one `matches` says yes to, as
    /// "Target/File.swift:LINE"; the files `skipping` names ("Target/File.swift") are not read.
    static func locations(in targets: [String], skipping: Set<String> = [], where matches: (String) -> Bool) throws -> [String] {
        var found: [String] = []
        for target in targets {
            let folder = packageRoot + "/Sources/" + target
            for name in try FileManager.default.subpathsOfDirectory(atPath: folder) where name.hasSuffix(".swift") && !skipping.contains(target + "/" + name) {
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                for (n, line) in text.components(separatedBy: "\n").enumerated() where matches(line) {
                    found.append("\(target)/\(name):\(n + 1)")
                }
            }
        }
        return found
    }

    static var swiftTargets: [String] {
        let root = packageRoot + "/Sources"
        let all = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return all.filter { !((try? files(of: $0, [".swift"])) ?? []).isEmpty }.sorted()
    }

    func imports(of target: String) throws -> Set<String> {
        var found = Set<String>()
        for text in try Self.files(of: target, [".swift"]) {
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                found.insert(String(line.split(separator: " ").last!))
            }
        }
        return found
    }

    @Test func everyTargetIsListed() {
        let targets = Self.swiftTargets
        #expect(targets.count >= 13, "\(targets)")
        #expect(Set(targets) == Set(Self.allowed.keys), "unlisted: \(Set(targets).subtracting(Self.allowed.keys).sorted())")
    }

    /// Each library module has its own unit tests (`Tests/<Module>Tests`), so a module's tests
    /// run alone (`swift test --filter <Module>Tests`, CONTRIBUTING's tiers). Not the test
    /// support, nor `FinderBuildInfo` (one constant, shown and tested by `--version`).
    @Test func everyModuleHasItsTestTarget() throws {
        let modules = Self.swiftTargets.filter { $0.hasPrefix("Finder") && !["FinderTestSupport", "FinderBuildInfo"].contains($0) }
        #expect(modules.count >= 10, "\(modules)")
        for module in modules {
            let tests = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Tests/" + module + "Tests")) ?? []
            #expect(tests.contains { $0.hasSuffix(".swift") }, "\(module) has no Tests/\(module)Tests")
        }
    }

    @Test(arguments: swiftTargets)
    func aTargetImportsOnlyWhatItIsAllowed(target: String) throws {
        let extra = try imports(of: target).subtracting(Self.allowed[target] ?? []).subtracting(Self.system)
        #expect(extra.isEmpty, "\(target) imports \(extra.sorted()), not in its allow-list")
    }

    @Test(arguments: swiftTargets)
    func aTargetReexportsOnlyWhatItIsAllowed(target: String) throws {
        let regex = try NSRegularExpression(pattern: #"typealias\s+\w+\s*=\s*([A-Z]\w*\.\w+)"#)
        var found = Set<String>()
        for text in try Self.files(of: target, [".swift"]) {
            #expect(!text.contains("@_exported"), "\(target) uses @_exported")
            for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(m.range(at: 1), in: text)!])
                // Only another module's type counts: `Self.X`, `Swift.X` and the target's own do not.
                if (Self.allowed[target] ?? []).contains(String(name.prefix { $0 != "." })) { found.insert(name) }
            }
        }
        #expect(found.isSubset(of: Self.reexports[target] ?? []), "\(target) re-exports \(found.subtracting(Self.reexports[target] ?? []).sorted())")
    }

    /// The targets the `finder` executable links. None may hold async code, Dispatch or the
    /// concurrency library's clocks: any of them links the Swift concurrency runtime and
    /// libdispatch into `finder`, whose initializers then run in every process (~80 µs and 42
    /// page faults of a cold search; docs/decisions/0012-finder-links-no-concurrency-runtime.md). Protocol requirements may be async (they
    /// emit no code); a function marked `@_alwaysEmitIntoClient` is emitted into its callers
    /// (finder-net, tests), not into the module.
    static let finderTargets = ["finder", "FinderCLI", "FinderDomain", "FinderIndex", "FinderStore", "FinderText",
                                "FinderFiles", "FinderColor", "FinderBuildInfo"]

    /// The lines of `text` that would link the Swift concurrency runtime or libdispatch.
    static func asyncCode(in text: String) -> [String] {
        let uses = try! NSRegularExpression(pattern: #"\bawait\b|\bTask\s*(\.|\{|<)|AsyncStream|AsyncSequence|ContinuousClock|SuspendingClock|\bactor\b|@MainActor|\bDispatch[A-Z]\w*|^\s*import\s+(Dispatch|_Concurrency)\b|\basync\b[^{}]*\{\s*$"#)
        var found: [String] = [], skipUntil: String?
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).makeIterator()
        while let line = lines.next() {
            if let end = skipUntil {
                if line == end { skipUntil = nil }
                continue
            }
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("@_alwaysEmitIntoClient") {
                skipUntil = String(line.prefix { $0 == " " }) + "}"
                continue
            }
            let code = line.components(separatedBy: "//").first ?? ""
            if uses.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil { found.append(line) }
        }
        return found
    }

    @Test func finderLinksNoAsyncCode() throws {
        // The check itself sees each kind, and not requirements, comments or emitted-into-client bodies.
        for bad in ["        let r = await x()", "    func run() async -> Outcome {", "Task.detached { }", "import Dispatch",
                    "    let s = DispatchSemaphore(value: 0)", "    let c = ContinuousClock()", "    for await e in AsyncStream<Int> { _ in } {"] {
            #expect(Self.asyncCode(in: bad).count == 1, "\(bad)")
        }
        let fine = """
            protocol P { func f() async -> Int }
            // await and Task.detached and async-signal-safe, in a comment
            let awaitingEnter = 1
                @_alwaysEmitIntoClient
                public func run() async -> Int {
                    await f()
                }
            """
        #expect(Self.asyncCode(in: fine).isEmpty, "\(Self.asyncCode(in: fine))")
        try Self.expectNone(in: Self.finderTargets, Self.asyncCode)
    }

    /// The targets of finder-net that import Foundation. Its Foundation has no ICU data
    /// (CFoundationICUData; docs/decisions/0603-a-lean-package.md): what needs ICU there —
    /// formatters, locales, time zones, calendars, localized strings and comparisons — would
    /// quietly fail or fall back, so none of it is used; words, numbers and dates come from the
    /// catalogs and FinderText, as in `finder`.
    static let foundationTargets = ["FinderRemote", "FinderNetCommands", "finder-net"]

    /// The lines of `text` that use Foundation's internationalization.
    static func foundationInternationalization(in text: String) -> [String] {
        codeLines(of: text, matching: #"\b(\w*Formatter|Locale|TimeZone|Calendar|DateComponents|FormatStyle|AttributedString|NSLocalizedString)\b|\.formatted\(|\blocalized[A-Z]\w*|String\(localized|\bcapitalized\b|(lowercased|uppercased|capitalized)\(with"#)
    }

    /// The lines of `text` whose code (before any `//`) matches `pattern`.
    static func codeLines(of text: String, matching pattern: String) -> [String] {
        let uses = try! NSRegularExpression(pattern: pattern)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
            let code = line.components(separatedBy: "//").first ?? ""
            return uses.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
        }
    }

    @Test func finderNetUsesNoFoundationInternationalization() throws {
        // The check itself sees each kind, and not finder's own names or comments.
        for bad in ["let f = DateFormatter()", "f.timeZone = TimeZone(identifier: \"GMT\")", "ISO8601DateFormatter()",
                    "Locale(identifier: \"en_US_POSIX\")", "x.formatted(.number)", "e.localizedDescription",
                    "a.localizedStandardCompare(b)", "Calendar.current", "n.formatted()"] {
            #expect(Self.foundationInternationalization(in: bad).count == 1, "\(bad)")
        }
        #expect(Self.foundationInternationalization(in: "let d = CalendarDate(year: 1, month: 1, day: 1) // a DateFormatter").isEmpty)
        try Self.expectNone(in: Self.foundationTargets, Self.foundationInternationalization)
    }

    /// Which executable runs a command is said in one place: the table `Command.binary`
    /// (Model/Invocation.swift), with the executables' names in `Binary`. Anywhere else a
    /// command routed by hand, or an executable named in code, would be a second table.
    @Test func theExecutableOfACommandIsSaidOnce() throws {
        let table = "FinderCLI/Model/Invocation.swift"
        let names = try NSRegularExpression(pattern: #"\.finderNet\b|"finder-net"|"finder-interactive""#)
        let found = try Self.locations(in: Self.swiftTargets.filter { $0 != "FinderTestSupport" }, skipping: [table]) { line in
            let code = line.components(separatedBy: "//").first ?? ""
            // Sentence's list of program names is words to leave uncapitalized, not a route.
            return names.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil && !code.contains("static let programs")
        }
        #expect(found.isEmpty, "an executable named outside Command.binary: \(found)")
        let tableText = try String(contentsOfFile: packageRoot + "/Sources/" + table, encoding: .utf8)
        #expect(tableText.contains("public var binary: Binary") && tableText.contains("\"finder-net\""))
    }

    /// The targets above the domain: what they search, they search through its use cases
    /// (`StockSearch`, `PhotoSearch`), the interactive sessions too, so the empty and summary
    /// wording, the offline rule, the newest kept price and the history rules have one place.
    static let aboveTheDomain = ["finder", "finder-net", "FinderCLI", "FinderInteractive", "FinderNetCommands"]

    /// The lines of `text` that search a stock catalogue or a photo source directly.
    static func searchesAroundTheUseCase(in text: String) -> [String] {
        codeLines(of: text, matching: #"\b(catalogue|opened|catalog)\(?\)?\.search(Once)?\(|\.searchOnce\(|PhotoSource\([^)]*\)\.search\(|\bsource\.search\("#)
    }

    @Test func aSearchRunsThroughItsUseCase() throws {
        // The check itself sees each way around, and not the use cases' own calls.
        for bad in ["let r = try await catalogue.search(StockQuery(text: t))", "try opened.search(query)",
                    "try await UnsplashPhotoSource(session: session).search(text, filters: f)", "x.searchOnce(q)"] {
            #expect(Self.searchesAroundTheUseCase(in: bad).count == 1, "\(bad)")
        }
        #expect(Self.searchesAroundTheUseCase(in: "let results = try search.shown(request); await search.run(request)").isEmpty)
        try Self.expectNone(in: Self.aboveTheDomain, Self.searchesAroundTheUseCase)
    }

    /// The lines of `text` that make a decision of a sync run over its sources, which are
    /// `CatalogueSyncRun`'s (FinderDomain; docs/decisions/0605-sync-policy-in-the-domain.md):
    /// the offline skip (`needsNetwork` against `offline`), a source with no usable row
    /// (`accepted`), and the run's own failures made by hand.
    static func syncPolicy(in text: String) -> [String] {
        codeLines(of: text, matching: #"\.accepted\b|\bneedsNetwork\b.*\boffline\b|\boffline\b.*\bneedsNetwork\b|(=|fetchFailed\(|throw)\s*\.(offline|noUsableRows)\b"#)
    }

    /// The sync command fetches, shows progress and words the run's verdict; which source
    /// runs, when the run stops and what its outcome is are decided once, in the domain,
    /// where `CatalogueSyncRunTests` holds them. A loop of the command's own that stops
    /// (`break`) would be the store-failure rule again.
    @Test func theSyncCommandLeavesThePolicyToTheDomain() throws {
        // The check itself sees each rule as the command once had it, and not the run's use.
        for bad in ["        guard report.accepted > 0 else {", "        if source.needsNetwork && session.invocation.offline {",
                    "            result.failure = .offline", "            result.failure = .noUsableRows(received: report.received)",
                    "run.fetchFailed(.offline)"] {
            #expect(Self.syncPolicy(in: bad).count == 1, "\(bad)")
        }
        #expect(Self.syncPolicy(in: """
            var run = Run(sources, chosen: parsed.chosen, into: sync, needsNetwork: \\.needsNetwork)
            while let source = run.next(offline: session.invocation.offline) {
            return .failure(.offline, message: m, hint: h)  // result.failure = .offline
            case .offline:
            """).isEmpty)
        try Self.expectNone(in: ["FinderNetCommands"], Self.syncPolicy)
        let command = try String(contentsOfFile: packageRoot + "/Sources/FinderNetCommands/Sync/SyncCommand.swift", encoding: .utf8)
        #expect(command.contains("run.next(offline:"), "the command runs the sources through CatalogueSyncRun")
        #expect(Self.codeLines(of: command, matching: #"\bbreak\b"#).isEmpty, "SyncCommand stops a loop itself")
    }

    @Test func systemHeadersStayBehindTheirShims() throws {
        let root = packageRoot + "/Sources"
        for target in try FileManager.default.contentsOfDirectory(atPath: root) {
            for text in try Self.files(of: target, [".c", ".h", ".modulemap"]) {
                for line in text.split(separator: "\n") where line.contains("#include") || line.contains("header \"") {
                    for rule in Self.headers where line.contains("<" + rule.prefix) || line.contains("\"" + rule.prefix) {
                        #expect(rule.targets.contains(target), "\(target): \(line)")
                    }
                }
            }
        }
    }

    /// The targets that may open the store (`Store(directory:)`): the store and the domain.
    /// Above them FinderStore is imported for its value types only.
    static let storeOpeners: Set<String> = ["FinderStore", "FinderDomain", "FinderTestSupport"]

    @Test func onlyTheDomainOpensTheStore() throws {
        let opens = try NSRegularExpression(pattern: #"(?<![\w.])(FinderStore\.)?Store(\s*\(|\.init\b|\.open\b)"#)
        func opening(_ line: String) -> Bool {
            let code = line.components(separatedBy: "//").first ?? ""
            return opens.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
        }
        // The check itself sees an opening, and not the value types' names.
        #expect(opening("let s = try Store(directory: dir)") && opening("FinderStore.Store.open(x)"))
        #expect(!opening("let e: StoreError = .busy(path: p); StoreHistory(data: d)  // Store(x)"))
        let found = try Self.locations(in: Self.swiftTargets.filter { !Self.storeOpeners.contains($0) }, where: opening)
        #expect(found.isEmpty, "a store opened above the domain: \(found)")
    }

    /// A UI language is a line of one table (`UILanguage.all`, FinderText/UILanguage.swift;
    /// docs/decisions/0604-languages-as-one-table.md): code that tests for a language by its
    /// id ("ru", "en") is a second table, which a new language would have to find. These files
    /// name an id for another reason.
    static let languageIdUsers: [String: String] = [
        "FinderText/UILanguage.swift": "the table",
        "FinderStore/ListingAliases.swift": "\"ru\" tags the catalogue's Russian everyday names, data, not a UI language",
        "FinderRemote/UnsplashClient.swift": "Unsplash's lang parameter, chosen by the query's script",
        "FinderCLI/Localization/_CompiledCatalogs.swift": "generated from the table and the catalogs",
    ]

    /// Whether a line's code (before any `//`) uses a table language's id as a string literal
    /// the way a language is tested for: compared with, switched on, matched as a prefix,
    /// passed as a language or locale, picked by a condition, or listed with only other ids.
    /// (An id that is also a word of some data — "de" of "S.A. de C.V." — is not a language
    /// there.)
    static func namesALanguage(_ line: String) -> Bool {
        let code = line.components(separatedBy: "//").first ?? ""
        let ids = UILanguage.all.map { "\"" + $0.id + "\"" }
        let id = "(?:" + ids.joined(separator: "|") + ")"
        let uses = [#"(==|!=)\s*"# + id, id + #"\s*(==|!=)"#, #"\bcase\s+("[^"]*"\s*,\s*)*"# + id,
                    #"\b(hasPrefix|hasSuffix|starts\(with:)\(?\s*"# + id, #"\b\w*(language|lang|locale|Locale)\w*\s*:\s*"# + id,
                    #"\?\s*"# + id + #"\s*:"#, #"\[\s*"# + id + #"(\s*,\s*"# + id + #")*\s*\]"#]
        return uses.contains { code.range(of: $0, options: .regularExpression) != nil }
    }

    @Test func noLanguageIsNamedOutsideItsTable() throws {
        // The check itself sees each way of naming one, and not comments or longer strings.
        for bad in [#"let and = language == "ru" ? "и" : "and""#, #"case "en", "": locale = "en_US""#,
                    #"for language in ["en", "ru"] where x"#, #"public var spellsNumbers: Bool { localeID.hasPrefix("ru") }"#,
                    #"let c = DisplayCollator(language: "en")"#, #"return script == .cyrillic ? "ru" : nil"#,
                    #"if "ru" != lang { }"#, #"NumberFormat(locale: "en")"#] {
            #expect(Self.namesALanguage(bad), "\(bad)")
        }
        for fine in [#"metadata["collator.en"] = v  // "ru" too"#, #"kind == .russian ? "russian" : kind"#, #"/// "en" → "en_US""#,
                     #"let suffixes = ["sab", "en", "cv"]"#] {
            #expect(!Self.namesALanguage(fine), "\(fine)")
        }
        let found = try Self.locations(in: Self.swiftTargets.filter { $0 != "FinderTestSupport" },
                                       skipping: Set(Self.languageIdUsers.keys), where: Self.namesALanguage)
        #expect(found.isEmpty, "a UI language named outside UILanguage.all: \(found)")
        let table = try String(contentsOfFile: packageRoot + "/Sources/FinderText/UILanguage.swift", encoding: .utf8)
        #expect(UILanguage.all.allSatisfy { table.contains("UILanguage(id: \"\($0.id)\"") })
    }

    /// Every failure's code and exit status come from `FailureCode` (ExitCode.swift): an
    /// `Outcome.error` with a code written out by hand elsewhere could pair it with another
    /// status than GUIDE.md's table says. (An outcome rebuilt from another's parts, as
    /// `sanitized` does, keeps the table's pair.)
    @Test func failuresGoThroughTheTable() throws {
        let found = try Self.locations(in: Self.swiftTargets.filter { $0 != "FinderTestSupport" }, skipping: ["FinderCLI/ExitCode.swift"]) { line in
            line.range(of: #"\.error\(\s*code:\s*""#, options: .regularExpression) != nil
        }
        #expect(found.isEmpty, "an error outcome built outside the failure table: \(found)")
    }

    // One environment seam: `Settings` reads every variable (the process's through `getenv`,
    // `Environment.process`). Anywhere else a read by name
    // (`environment["X"]`, `env["TERM"]`, `getenv`, Foundation's `processInfo.environment`)
    // would be a second, untyped reading of a fact.

    /// The files that may read the environment, and what each may do there.
    static let environmentReaders: [String: [String]] = [
        "FinderCLI/Model/Settings.swift": ["all"],
    ]

    /// The ways a line reads a variable: (kind, pattern). A subscript by a literal counts when
    /// the literal is a variable Settings reads (a JSON column named in capitals does not).
    static func environmentReads(in line: Substring, variables: Set<String>) -> [String] {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        var kinds: [String] = []
        if code.contains("getenv(") { kinds.append("getenv") }
        if code.range(of: #"\benviron\b"#, options: .regularExpression) != nil { kinds.append("environ") }
        if code.contains("processInfo.environment") || code.contains("environment[") { kinds.append("environment") }
        var rest = code[...]
        // A subscript follows a value (a name, `)`, `]`, `?`); an array literal does not.
        while let open = rest.range(of: #"[\w)\]?]\[\s*"[A-Z][A-Z0-9_]*"\s*\]"#, options: .regularExpression) {
            let name = rest[open].drop { $0 != "\"" }.filter { $0 != "]" && $0 != "\"" && $0 != " " }
            if variables.contains(String(name)) { kinds.append("subscript " + name) }
            rest = rest[open.upperBound...]
        }
        return kinds
    }

    @Test func onlySettingsReadsTheEnvironment() throws {
        let root = packageRoot + "/Sources"
        let settings = try String(contentsOfFile: root + "/FinderCLI/Model/Settings.swift", encoding: .utf8)
        let literal = try NSRegularExpression(pattern: #""([A-Z][A-Z0-9_]{2,})""#)
        let variables = Set(literal.matches(in: settings, range: NSRange(settings.startIndex..., in: settings))
            .map { String(settings[Range($0.range(at: 1), in: settings)!]) })
        #expect(variables.isSuperset(of: ["TERM", "COLUMNS", "NO_COLOR", "LANG", "FINDER_RESOURCES_DIR", "HOME"]), "\(variables.sorted())")
        // The check itself sees each kind of read.
        #expect(Self.environmentReads(in: #"let t = env["TERM"] ?? """#, variables: variables) == ["subscript TERM"])
        #expect(Self.environmentReads(in: #"getenv("TMPDIR")"#, variables: variables) == ["getenv"])
        #expect(Self.environmentReads(in: #"ProcessInfo.processInfo.environment["X"]"#, variables: variables) == ["environment"])
        #expect(Self.environmentReads(in: #"variables["TERM"]?["LANG"]"#, variables: variables) == ["subscript TERM", "subscript LANG"])
        #expect(Self.environmentReads(in: #"row["SECID"]; let names = ["TERM"]  // environ"#, variables: variables).isEmpty)

        var found: [String] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: root) where target != "FinderTestSupport" {
            let folder = root + "/" + target
            for name in try FileManager.default.subpathsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
                let path = target + "/" + name
                let allowed = Self.environmentReaders[path] ?? []
                if allowed.contains("all") { continue }
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for kind in Self.environmentReads(in: line, variables: variables) where !allowed.contains(kind) {
                        found.append("\(path):\(n + 1): \(kind)")
                    }
                }
            }
        }
        #expect(found.isEmpty, "read outside Settings: \(found)")
    }
}
