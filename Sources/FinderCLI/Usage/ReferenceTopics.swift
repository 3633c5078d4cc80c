/// The reference topics: `finder help exit-codes|environment|formats|json` prints one, and
/// finder(1) carries each as a section. One model, two renderings (`HelpGenerator.topicPage`,
/// `ManPageGenerator`), so the help and the page cannot say different things; gh's
/// `gh help exit-codes|environment|formatting` is the model for the names. What a topic lists
/// comes from the tables the program runs on: `FailureCode` and `ExitCode` for exit codes,
/// the options' variables for the environment, `JSONContract` for the members of JSON
/// documents; the catalog (`topics.strings`, `man.strings`) says what each one means.
struct ReferenceTopic {
    /// A paragraph, or a term with its text (`man` `.TP`; a help table row). `detail` follows
    /// the term in plain type: the exit status beside an error code.
    enum Block: Equatable {
        case paragraph(String)
        case item(term: String, detail: String?, text: String)
    }

    /// The word after `finder help`.
    let name: String
    /// The man page's section title (`man.section.*`).
    let sectionKey: String
    /// One line that says what the topic is: the first line of its help, and its row in the
    /// overview's list of topics.
    let summaryKey: String
    let blocks: [Block]

    /// Every topic, in the order the overview lists them and the man page carries them.
    static let names = ["exit-codes", "environment", "formats", "json"]

    static func topic(_ name: String, _ messages: Messages) -> ReferenceTopic? {
        switch name {
        case "exit-codes": exitCodes(messages)
        case "environment": environment(messages)
        case "formats": formats(messages)
        case "json": json(messages)
        default: nil
        }
    }

    static func all(_ messages: Messages) -> [ReferenceTopic] { names.compactMap { topic($0, messages) } }

    private init(_ name: String, section: String, blocks: [Block]) {
        self.name = name
        sectionKey = "man.section." + section
        summaryKey = "topic.summary." + name
        self.blocks = blocks
    }

    // MARK: the topics

    /// Every exit status, then every `error.code` of JSON output with its status, from
    /// `FailureCode` in the page's order (the GUIDE's table is checked against the same code).
    static let errorCodes: [FailureCode] = [.usage, .config, .offline, .unreachable, .timeout, .service, .rateLimited,
                                            .badResponse, .auth, .fileExists, .localData, .writeFailed, .diskFull,
                                            .internal, .interrupted]

    private static func exitCodes(_ m: Messages) -> ReferenceTopic {
        var blocks: [Block] = [.paragraph(m.text("topic.exit-codes.intro"))]
        for (code, key) in [(ExitCode.content, "content"), (.empty, "empty"), (.usage, "usage"), (.network, "network"),
                            (.authentication, "authentication"), (.localData, "localData"), (.interrupted, "interrupted")] {
            blocks.append(.item(term: String(code.rawValue), detail: nil, text: m.text("man.exit." + key)))
        }
        blocks.append(.paragraph(m.text("man.errorCodes")))
        for code in errorCodes {
            blocks.append(.item(term: code.rawValue, detail: "(" + String(code.exit.rawValue) + ")", text: m.text("man.error." + code.rawValue)))
        }
        return ReferenceTopic("exit-codes", section: "exit", blocks: blocks)
    }

    /// Variables that no option stands for, each with `man.env.NAME` in the catalog (a sync
    /// source's base URL variable comes with its name, `SyncSourceNames.variables`).
    static let otherVariables = ["FINDER_RESOURCES_DIR"] + SyncSourceNames.variables + ["FINDER_SYNC_TIMEOUT", "FINDER_QUOTES_URL",
                                 "FINDER_UNSPLASH_URL", "UNSPLASH_ACCESS_KEY", "FINDER_UNSPLASH_TIMEOUT",
                                 "FINDER_UNSPLASH_RETRY_DELAY", "FINDER_DEBOUNCE_MS", "FINDER_WAIT_SECONDS", "FINDER_HYPERLINKS",
                                 "FINDER_PAGER",
                                 "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "TZ"]

    /// The options' variables (what each option means, and that the option wins), then the others.
    private static func environment(_ m: Messages) -> ReferenceTopic {
        var blocks: [Block] = [.paragraph(m.text("topic.environment.intro"))]
        let help = HelpGenerator(messages: m)
        for f in CommandModel.global + CommandModel.commandOptions {
            guard let variables = f.environment else { continue }
            blocks.append(.item(term: variables, detail: nil,
                                text: m.text("man.env.option", ["option": f.spelling]) + ": " + help.meaning(f)))
        }
        for name in otherVariables { blocks.append(.item(term: name, detail: nil, text: m.text("man.env." + name))) }
        return ReferenceTopic("environment", section: "environment", blocks: blocks)
    }

    private static func formats(_ m: Messages) -> ReferenceTopic {
        var blocks: [Block] = [.paragraph(m.text("topic.formats.intro"))]
        for (term, key) in [("--format text", "text"), ("--accessible", "accessible"), ("--format json, --json", "json"),
                            ("--format jsonl", "jsonl")] {
            blocks.append(.item(term: term, detail: nil, text: m.text("topic.formats." + key)))
        }
        blocks.append(.paragraph(m.text("topic.formats.streams")))
        return ReferenceTopic("formats", section: "formats", blocks: blocks)
    }

    /// The members every document has, then each domain's own from `JSONContract` (the table
    /// the renderer completes documents with), then the rules that hold for every member.
    static let commonMembers = ["schemaVersion", "domain", "query", "state", "offline", "count", "page", "totalPages",
                                "results", "message", "error"]
    /// Every value of `domain`, in the order the topic lists them.
    static let domains = ["stocks", "photos", "download", "offline", "sync", "history", "suggest", "interactive",
                          "config", "completion", "cli"]

    private static func json(_ m: Messages) -> ReferenceTopic {
        var blocks: [Block] = [.paragraph(m.text("topic.json.intro"))]
        for member in commonMembers { blocks.append(.item(term: member, detail: nil, text: m.text("topic.json.member." + member))) }
        blocks.append(.paragraph(m.text("topic.json.domains")))
        for domain in domains {
            let document = JSONContract.documentMembers[domain] ?? []
            let results = domain == "offline" ? [m.text("topic.json.savedDomain")] : JSONContract.resultMembers[domain] ?? []
            var parts: [String] = []
            if !document.isEmpty { parts.append(m.text("topic.json.document", ["members": document.joined(separator: ", ")])) }
            if !results.isEmpty { parts.append(m.text("topic.json.result", ["members": results.joined(separator: ", ")])) }
            blocks.append(.item(term: domain, detail: nil, text: parts.isEmpty ? m.text("topic.json.none") : parts.joined(separator: "; ")))
        }
        blocks.append(.paragraph(m.text("topic.json.rules")))
        return ReferenceTopic("json", section: "json", blocks: blocks)
    }
}
