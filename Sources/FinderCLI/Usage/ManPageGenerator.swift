import FinderBuildInfo

/// finder(1) in the UI language, from the command model and the catalog that make `--help`
/// and completion (swift-argument-parser generates its man pages the same way), so the page
/// cannot drift from the program: every command with its usage, summary, details and
/// options, every global option with its environment variable, the other variables, exit
/// statuses and error codes, files and examples. Returns man(7) source; never prints.
/// `finder help --man` prints it; Scripts/install.sh and Scripts/package.sh install it.
struct ManPageGenerator {
    let messages: Messages
    private let help: HelpGenerator

    init(messages: Messages) {
        self.messages = messages
        help = HelpGenerator(messages: messages)
    }

    /// Every `error.code` of JSON output and its exit status, in the page's order (the
    /// exit-codes topic's; the GUIDE's table is checked against it by a test).
    static var errorCodes: [(code: String, exit: ExitCode)] { ReferenceTopic.errorCodes.map { ($0.rawValue, $0.exit) } }

    /// The files finder reads and writes, each explained by `man.file.KEY`.
    static let files = [("$XDG_DATA_HOME/finder/finder.sqlite3", "store"), ("$XDG_STATE_HOME/finder/history.sqlite3", "state"),
                        ("$XDG_CACHE_HOME/finder/stocks.index", "index"),
                        ("$XDG_DATA_HOME/finder/finder.lock", "lock"), ("$XDG_CONFIG_HOME/finder/config", "config"),
                        ("PREFIX/lib/finder/", "install")]

    var page: String {
        var s = _Roff.codingLine + "\n.\\\" " + _Roff.text(messages.text("man.generated"), wrap: false) + "\n"
        // The date of the commit built: the same page for the same sources.
        s += ".TH FINDER 1 \"\(BuildInfo.commitDate)\" \"finder \(BuildInfo.version)\" \"" + _Roff.text(messages.text("man.manual"), wrap: false) + "\"\n"
        // One line: whatis and apropos read it.
        s += section("man.section.name") + "finder \\- " + _Roff.text(messages.text("man.name"), wrap: false) + "\n"
        s += section("man.section.synopsis") + ".nf\n"
        s += CommandModel.commands.flatMap(\.usage).map(synopsisLine).joined(separator: "\n")
        s += "\n" + synopsisLine("finder --help | --version | --man") + "\n.fi\n"
        s += section("man.section.description") + _Roff.text(messages.text("help.about")) + "\n" + paragraph(messages.text("man.description"))
        s += section("man.section.commands") + CommandModel.commands.flatMap { [$0] + help.ownPages($0) }.map(command).joined()
        // A global option that a command's own option of the same name hides after the command
        // word (--color after "photos") says so, as the help's global options do.
        s += section("man.section.options") + CommandModel.global.map { g in
            option(g, note: CommandModel.commandOptions.first { $0.name == g.name && $0 != g }?.shadowNoteKey)
        }.joined()
        // ENVIRONMENT, EXIT STATUS, OUTPUT FORMATS, JSON: the help topics (`finder help TOPIC`).
        s += ReferenceTopic.all(messages).map(topic).joined()
        s += section("man.section.files") + Self.files.map { item(_Roff.bold($0.0), messages.text("man.file." + $0.1)) }.joined()
        s += section("man.section.examples") + examples()
        s += section("man.section.seeAlso") + "\\fBsqlite3\\fR(1), \\fBman\\fR(1)\n"
        // Fallbacks of the glyphs used, before .TH, whose header uses them too (`_Roff.fallbacks`).
        let lines = s.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        let head: String = lines.prefix(2).joined(separator: "\n") + "\n"
        let fallbacks: String = _Roff.fallbacks(for: s)
        return head + fallbacks + String(lines[2])
    }

    private func section(_ key: String) -> String { ".SH \"" + _Roff.text(messages.text(key), wrap: false) + "\"\n" }

    private func paragraph(_ text: String) -> String { ".PP\n" + _Roff.text(text) + "\n" }

    /// `.TP` with its tag on the next line and the text after it.
    private func item(_ tag: String, _ text: String) -> String { ".TP\n" + tag + "\n" + _Roff.text(text) + "\n" }

    /// "finder stocks QUERY… [--limit N]": the program, the command's words, options and
    /// choices in bold, placeholders (in the reader's language) in italics, brackets as typed.
    private func synopsisLine(_ usage: String) -> String {
        usage.split(separator: " ").map { word -> String in
            var core = Substring(word), open = "", close = ""
            while core.first == "[" { open += "["; core = core.dropFirst() }
            while core.last == "]" { close += "]"; core = core.dropLast() }
            // Choices one by one: each is typed as shown (bold), as man(7) writes literals.
            let styled = core.split(separator: "|", omittingEmptySubsequences: false).map { piece -> String in
                let w = String(piece)
                guard let first = w.first, first.isLetter || first == "-" else { return _Roff.literal(w) }
                return first.isUppercase ? _Roff.italic(messages.placeholders(in: w)) : _Roff.bold(w)
            }
            return _Roff.literal(open) + styled.joined(separator: "|") + _Roff.literal(close)
        }.joined(separator: " ")
    }

    private func command(_ spec: CommandSpec) -> String {
        var s = ".TP\n" + synopsisLine("finder " + spec.synopsis) + "\n" + _Roff.text(messages.text(spec.summaryKey)) + "\n"
        let details = messages.text(spec.detailsKey)
        if details != spec.detailsKey { s += ".IP\n" + _Roff.text(details) + "\n" }
        let own = spec.options.filter { o in !CommandModel.global.contains { $0 == o } }
        if !own.isEmpty { s += ".RS\n" + own.map { option($0) }.joined() + ".RE\n" }
        return s
    }

    /// An option: its spellings and value, its meaning, the note of a global option that a
    /// command's option hides, and the variables behind it.
    private func option(_ f: Option, note: String? = nil) -> String {
        var text = help.meaning(f)
        if let note { text += "; " + messages.text(note) }
        if let env = f.environment { text += "\n" + messages.text("help.environment", ["variables": env]) }
        let names = help.names(f)
        let tag = names.split(separator: " ").map { w in w.hasPrefix("-") ? _Roff.bold(String(w)) : _Roff.italic(String(w)) }
        return ".TP\n" + tag.joined(separator: " ") + "\n" + _Roff.text(text).replacingAll("\n", with: "\n.br\n") + "\n"
    }

    /// A help topic as a section: paragraphs and tagged items, terms in bold.
    /// A paragraph right after the heading needs no `.PP` (mandoc warns of one).
    private func topic(_ t: ReferenceTopic) -> String {
        section(t.sectionKey) + t.blocks.enumerated().map { i, block in
            switch block {
            case .paragraph(let text): i == 0 ? _Roff.text(text) + "\n" : paragraph(text)
            case .item(let term, let detail, let text): item(_Roff.bold(term) + (detail.map { " " + _Roff.literal($0) } ?? ""), text)
            }
        }.joined()
    }

    /// The overview's examples, then each command's, as typed.
    private func examples() -> String {
        var keys = ["help.examples.overview"]
        for spec in CommandModel.allSpecs where !keys.contains(spec.examplesKey) && messages.value(spec.examplesKey) != nil {
            keys.append(spec.examplesKey)
        }
        let lines = keys.flatMap { messages.text($0).split(separator: "\n").map { $0.drop { $0 == " " } } }
        return ".nf\n" + lines.map { _Roff.literal(String($0)) }.joined(separator: "\n") + "\n.fi\n"
    }
}
