/// Builds localized help from the flag tables and the catalog. Returns strings; never prints.
public struct HelpGenerator {
    let catalog: Catalog

    public init(catalog: Catalog) { self.catalog = catalog }

    /// Topics: [] (overview), ["stocks"], ["stocks", "show"], ["help"].
    public func helpIfKnown(topic: [String]) -> String? {
        switch topic {
        case [], ["help"]: help(topic: [])
        case ["stocks"]: command("stocks", usage: "finder stocks QUERY… [--limit N] [--by ticker|name|all]", flags: CommandName.stocks.flags)
        case ["stocks", "show"]: command("stocks.show", usage: "finder stocks show TICKER", flags: [])
        case ["history"]: command("history", usage: "finder history [list|clear|remove QUERY…] [--domain stocks|photos]", flags: CommandName.history.flags)
        case ["suggest"]: command("suggest", usage: "finder suggest [--domain stocks|photos] TEXT", flags: CommandName.suggest.flags)
        case ["offline"]: command("offline", usage: "finder offline [show|clear] [--domain stocks|photos]", flags: CommandName.offline.flags)
        case ["completion"]: command("completion", usage: "finder completion bash|zsh|fish", flags: [])
        case ["interactive"]: command("interactive", usage: "finder interactive [stocks|photos]", flags: [])
        default: nil
        }
    }

    public func help(topic: [String]) -> String {
        var s = catalog.text("help.about") + "\n\n"
        s += catalog.text("help.usage") + "\n  finder COMMAND [OPTIONS]\n\n"
        s += catalog.text("help.commands") + "\n"
        let commands = [("stocks QUERY…", "help.command.stocks"), ("stocks show TICKER", "help.command.stocks.show"),
                        ("stocks sync [--from SRC]", "help.command.stocks.sync"),
                        ("photos QUERY… | photos more", "help.command.photos"),
                        ("history [list|clear|remove QUERY]", "help.command.history"),
                        ("suggest TEXT", "help.command.suggest"),
                        ("offline [show|clear]", "help.command.offline"),
                        ("completion bash|zsh|fish", "help.command.completion"),
                        ("interactive [stocks|photos]", "help.command.interactive"),
                        ("config set unsplash-key", "help.command.config"),
                        ("help COMMAND", "help.command.help")]
        s += table(commands.map { ($0.0, catalog.text($0.1)) })
        s += "\n" + globalOptions()
        s += "\n" + catalog.text("help.examples") + "\n" + catalog.text("help.examples.overview") + "\n"
        return s
    }

    private func command(_ key: String, usage: String, flags: [Flag]) -> String {
        var s = catalog.text("help.command.\(key)") + "\n\n"
        s += catalog.text("help.usage") + "\n  " + usage + "\n\n"
        let details = catalog.text("help.details.\(key)")
        if details != "help.details.\(key)" { s += details + "\n\n" }
        if !flags.isEmpty {
            s += catalog.text("help.options") + "\n" + table(flags.map { row($0) }) + "\n"
        }
        s += globalOptions()
        s += "\n" + catalog.text("help.examples") + "\n" + catalog.text("help.examples.\(key)") + "\n"
        return s
    }

    private func globalOptions() -> String {
        catalog.text("help.globalOptions") + "\n" + table(Flags.global.map { row($0) })
    }

    /// One option line: its spellings and value, its help text, an optional note, and the
    /// environment variable behind it. Shared with finder-net's own help pages.
    public func row(_ f: Flag, note: String? = nil) -> (String, String) {
        var names = f.short.map { "-\($0), " } ?? ""
        names += f.spelling
        if f.value != .none { names += " " + f.valueName }
        var text = catalog.text(f.helpKey)
        if let note { text += " " + note }
        if let env = f.environment { text += " [" + env + "]" }
        return (names, text)
    }

    /// Two aligned columns; a name too long for the column gets its text on the next line.
    public func table(_ rows: [(String, String)]) -> String {
        let width = min(34, rows.map { $0.0.count }.max() ?? 0)
        return rows.map { name, text in
            let pad = name.count < width ? String(repeating: " ", count: width - name.count) : "\n  " + String(repeating: " ", count: width)
            return "  " + name + pad + "  " + text + "\n"
        }.joined()
    }
}
