/// Builds localized help from the command model and the catalog. Returns strings; never prints.
///
/// Text help is a padded two-column table. Accessible help reads line by line in a speech
/// synthesizer: one option per line, "option, meaning", no padding, and choices in words
/// ("en or ru") instead of "|".
public struct HelpGenerator {
    let messages: Messages
    let accessible: Bool

    public init(messages: Messages, accessible: Bool = false) {
        self.messages = messages
        self.accessible = accessible
    }

    /// Help for a topic: [] (overview), a command's path (["stocks", "show"]), a path after
    /// `help` (["help", "stocks"]), or a reference topic (["exit-codes"]). nil when the topic
    /// is neither a command nor a reference topic.
    public func help(topic: [String]) -> String? {
        let path = topic.first == "help" && topic.count > 1 ? Array(topic.dropFirst()) : topic
        guard !path.isEmpty, path != ["help"] else { return overview() }
        if path.count == 1, let topic = ReferenceTopic.topic(path[0], messages) { return topicPage(topic) }
        return CommandModel.spec(at: path).map(page)
    }

    func overview() -> String {
        var s = messages.text("help.about") + "\n\n"
        s += messages.text("help.usage") + "\n  " + words("finder COMMAND [OPTIONS]") + "\n\n"
        s += messages.text("help.commands") + "\n"
        let listed = CommandModel.commands.flatMap { [$0] + ownPages($0) }
        s += table(listed.map { (words($0.synopsis), messages.text($0.summaryKey)) })
        s += "\n" + globalOptions(shadowedBy: [])
        s += "\n" + topicList()
        s += "\n" + messages.text("help.examples") + "\n" + examples("help.examples.overview")
        return s
    }

    func page(_ spec: CommandSpec) -> String {
        var s = messages.text(spec.summaryKey) + "\n\n"
        s += messages.text("help.usage") + "\n" + spec.usage.map { "  " + words($0) + "\n" }.joined() + "\n"
        let details = messages.text(spec.detailsKey)
        if details != spec.detailsKey { s += details + "\n\n" }
        let subs = ownPages(spec)
        if !subs.isEmpty {
            s += messages.text("help.subcommands") + "\n"
            s += table(subs.map { (words("finder " + $0.synopsis), messages.text($0.summaryKey)) }) + "\n"
        }
        if !spec.options.isEmpty {
            s += messages.text("help.options") + "\n" + table(spec.options.map { row($0) }) + "\n"
        }
        s += globalOptions(shadowedBy: spec.options)
        let examplesText = messages.text(spec.examplesKey)
        if examplesText != spec.examplesKey { s += "\n" + messages.text("help.examples") + "\n" + examples(spec.examplesKey) }
        return s
    }

    /// Subcommands with a summary of their own (`stocks show`; not `history clear`, which
    /// its command's page covers).
    func ownPages(_ spec: CommandSpec) -> [CommandSpec] {
        spec.subcommands.filter { $0.summaryKey != spec.summaryKey }
    }

    private func globalOptions(shadowedBy own: [Option]) -> String {
        messages.text("help.globalOptions") + "\n" + table(CommandModel.global.map { g in
            row(g, note: own.first { $0.name == g.name }?.shadowNoteKey.map { messages.text($0) })
        })
    }

    /// The catalog trims a value's leading spaces: every example line is indented here.
    private func examples(_ key: String) -> String {
        messages.text(key).split(separator: "\n").map { "  " + $0.drop { $0 == " " } + "\n" }.joined()
    }

    /// One option: its spellings and value, its help text, a note, and its environment variable.
    func row(_ f: Option, note: String? = nil) -> (String, String) {
        var text = meaning(f)
        // A clause of its own after the help text: "when to use colour (default auto); goes
        // before “photos”, because…", never folded into the text's brackets.
        if let note { text += "; " + note }
        if let env = f.environment {
            text += accessible ? "; " + messages.text("help.environment", ["variables": env]) : " [" + env + "]"
        }
        return (names(f), text)
    }

    /// An option's spellings and value: "-q, --quiet", "--limit N" (the man page's too).
    func names(_ f: Option) -> String {
        var names = f.short.map { "-\($0), " } ?? ""
        names += f.spelling
        if f.value != .none { names += " " + words(f.valueName) }
        return names
    }

    /// An option's help text, its choices filled in.
    func meaning(_ f: Option) -> String { messages.text(f.helpKey, ["choices": UsageError.choices(f, messages)]) }

    /// Usage text in the reader's language: placeholders (the capitalised words, `QUERY`,
    /// `FILE`, `DIR`) as the catalog names them ("ЗАПРОС", "ФАЙЛ", "ПАПКА" — as the
    /// help's prose calls them). In accessible help, "a|b|c" is said "a or b or c", and
    /// what is in brackets is said to be optional, ended by a comma: "finder history
    /// optional list or clear or remove QUERY…, optional --domain stocks or photos".
    func words(_ s: String) -> String {
        let named = messages.placeholders(in: s)
        guard accessible else { return named }
        let or = " " + messages.text("help.or") + " ", optional = messages.text("help.optional") + " "
        var out = ""
        for c in named.replacingAll("|", with: or) {
            switch c {
            case "[": out += optional
            case "]": out += ","
            default: out.append(c)
            }
        }
        while out.hasSuffix(",") || out.hasSuffix(" ") { out.removeLast() }
        return out.collapsingCommaRuns
    }

    /// Text: two aligned columns, a name too long for the column with its text on the next
    /// line. Accessible: "name, text", one per line.
    func table(_ rows: [(String, String)]) -> String {
        if accessible { return rows.map { "  " + $0.0 + ", " + $0.1 + "\n" }.joined() }
        let width = min(34, rows.map { $0.0.count }.max() ?? 0)
        return rows.map { name, text in
            let pad = name.count <= width ? String(repeating: " ", count: width - name.count) : "\n  " + String(repeating: " ", count: width)
            return "  " + name + pad + "  " + text + "\n"
        }.joined()
    }
}

private extension String {
    /// ", ," (nested or adjacent optional parts) as one comma.
    var collapsingCommaRuns: String {
        var out = ""
        for c in self {
            if c == ",", out.hasSuffix(",") { continue }
            if c == ",", out.hasSuffix(", ") { continue }
            out.append(c)
        }
        return out
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation on this side). An ASCII target is
    /// replaced on the UTF-8 bytes: Character by Character this cost `finder completion zsh`,
    /// which shells run at start-up, 8.6 M of its 22 M instructions. (The one difference, a
    /// target inside a cluster — "'" before a combining mark — being replaced too, is not
    /// met in text finder writes; a target of two scalars, "\r\n", goes Character by Character.)
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard target.unicodeScalars.count == 1, let t = target.asciiValue else {
            var out = ""
            for ch in self { if ch == target { out += replacement } else { out.append(ch) } }
            return out
        }
        guard utf8.contains(t) else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for b in utf8 {
            if b == t { bytes.append(contentsOf: replacement.utf8) } else { bytes.append(b) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
