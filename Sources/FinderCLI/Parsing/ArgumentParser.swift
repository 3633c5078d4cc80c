/// Turns arguments into an `Invocation`, driven by the flag tables. Never prints.
///
/// Rules (like gh and git): global options anywhere; `--name value` and `--name=value`;
/// `-q`; `--` ends options; the first positional is the command; for `stocks`, a first
/// positional `show` selects the subcommand (search for the word with `stocks -- show`).
public enum ArgumentParser {
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var inv = Invocation()
        var positionals: [String] = []
        var optionsEnded = false
        var afterDoubleDash = 0   // how many positionals came before `--`
        var command: CommandName?
        var limit: Int?? = nil
        var field: String?
        var domain: String?
        var commandFlagsSeen: [Flag] = []   // checked against the command once it is known
        var i = 0

        func flags() -> [Flag] { Flags.global + (command?.flags ?? CommandName.allCases.flatMap(\.flags)) }

        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if optionsEnded || arg == "-" || !arg.hasPrefix("-") {
                if command == nil {
                    guard let c = CommandName(rawValue: arg) else { throw .unknownCommand(arg) }
                    command = c
                    if c.isExternal {
                        return try external(c.rawValue, Array(arguments[i...]), own: c.ownOptionNames, inv)
                    }
                } else if command == .stocks && positionals.isEmpty && !optionsEnded && arg == "sync" {
                    return try external("stocks sync", Array(arguments[i...]), own: [], inv)
                } else {
                    positionals.append(arg)
                }
                continue
            }
            if arg == "--" {
                optionsEnded = true
                afterDoubleDash = positionals.count
                continue
            }
            var name: String
            var inline: String?
            if arg.hasPrefix("--") {
                let body = arg.dropFirst(2)
                if let eq = body.firstIndex(of: "=") {
                    name = String(body[..<eq])
                    inline = String(body[body.index(after: eq)...])
                } else {
                    name = String(body)
                }
            } else {
                let body = arg.dropFirst()
                guard body.count == 1, let f = Flags.global.first(where: { $0.short == body.first }) else {
                    throw .unknownOption(arg, valid: flags().map(\.spelling))
                }
                name = f.name
            }
            // Before the command is known (`finder --limit 5 stocks …`) any command's flag is
            // taken, and checked against the command at the end; after it, only its own.
            guard let flag = flags().first(where: { $0.name == name }) else {
                throw .unknownOption("--" + name, valid: flags().map(\.spelling))
            }
            if !Flags.global.contains(flag) { commandFlagsSeen.append(flag) }
            var value: String?
            if flag.value != .none {
                if let inline {
                    value = inline
                } else {
                    // The next word is the value unless it is an option; "-1" is a (bad) number.
                    let next = i < arguments.count ? arguments[i] : nil
                    let looksLikeOption = next.map { $0.hasPrefix("-") && $0.count > 1 && !($0.dropFirst().first?.isNumber ?? false) } ?? true
                    guard let next, !(looksLikeOption && flag.value != .path) else {
                        throw .missingValue(flag)
                    }
                    value = next
                    i += 1
                }
                guard !value!.isEmpty else { throw .missingValue(flag) }
            } else if inline != nil {
                throw .unexpectedValue(flag)
            }
            try apply(flag, value, to: &inv, limit: &limit, field: &field, domain: &domain)
        }

        if let command, let stray = commandFlagsSeen.first(where: { !command.flags.contains($0) }) {
            throw .unknownOption(stray.spelling, valid: (Flags.global + command.flags).map(\.spelling))
        }
        if inv.version || (inv.help && command == nil) {
            inv.command = inv.help ? .help(topic: []) : .none
            return inv
        }
        switch command {
        case nil:
            inv.command = .none
        case .help:
            inv.command = .help(topic: positionals)
        case .history?:
            if inv.help { inv.command = .help(topic: ["history"]); break }
            switch positionals.first {
            case nil, "list"?:
                guard positionals.count <= 1 else { throw .unexpectedArgument(positionals[1]) }
                inv.command = .history(action: .list, domain: domain)
            case "clear"?:
                guard positionals.count == 1 else { throw .unexpectedArgument(positionals[1]) }
                inv.command = .history(action: .clear, domain: domain)
            case "remove"?:
                let q = positionals.dropFirst().joined(separator: " ")
                guard q.contains(where: { !$0.isWhitespace }) else { throw .missingQuery(command: "history remove") }
                inv.command = .history(action: .remove(q), domain: domain)
            case let other?:
                throw .badSubcommand(command: "history", value: other, valid: CommandName.history.subcommands)
            }
        case .suggest?:
            if inv.help { inv.command = .help(topic: ["suggest"]); break }
            inv.command = .suggest(text: positionals.joined(separator: " "), domain: domain ?? "stocks")
        case .offline?:
            if inv.help { inv.command = .help(topic: ["offline"]); break }
            switch positionals.first {
            case nil, "show"?: inv.command = .offline(clear: false, domain: domain)
            case "clear"?: inv.command = .offline(clear: true, domain: domain)
            case let other?: throw .badSubcommand(command: "offline", value: other, valid: CommandName.offline.subcommands)
            }
            guard positionals.count <= 1 else { throw .unexpectedArgument(positionals[1]) }
        case .completion?:
            if inv.help { inv.command = .help(topic: ["completion"]); break }
            guard let shell = positionals.first else {
                throw .missingSubcommand(command: "completion", valid: CommandName.completion.subcommands)
            }
            guard CommandName.completion.subcommands.contains(shell) else {
                throw .badSubcommand(command: "completion", value: shell, valid: CommandName.completion.subcommands)
            }
            guard positionals.count == 1 else { throw .unexpectedArgument(positionals[1]) }
            inv.command = .completion(shell: shell)
        case .interactive?:
            if inv.help { inv.command = .help(topic: ["interactive"]); break }
            let domain = positionals.first ?? "stocks"
            guard CommandName.interactive.subcommands.contains(domain) else {
                throw .badSubcommand(command: "interactive", value: domain, valid: CommandName.interactive.subcommands)
            }
            guard positionals.count <= 1 else { throw .unexpectedArgument(positionals[1]) }
            inv.command = .interactive(domain: domain)
        case .photos?, .config?:
            inv.command = .external(command: command!.rawValue, arguments: [])  // returned earlier
        case .stocks:
            if inv.help {
                let sub = positionals.first == "show" && (!optionsEnded || afterDoubleDash > 0) ? ["show"] : []
                inv.command = .help(topic: ["stocks"] + sub)
            } else if let first = positionals.first, first == "show", !optionsEnded || afterDoubleDash > 0 {
                let rest = positionals.dropFirst()
                guard let ticker = rest.first else { throw .missingTicker }
                guard rest.count == 1 else { throw .unexpectedArgument(rest[rest.index(after: rest.startIndex)]) }
                inv.command = .stocksShow(ticker: ticker)
            } else {
                let query = positionals.joined(separator: " ")
                guard query.contains(where: { !$0.isWhitespace }) else { throw .missingQuery(command: "stocks") }
                inv.command = .stocksSearch(query: query, limit: limit ?? 20, field: field ?? "all",
                                            allListings: inv.allListings)
            }
        }
        return inv
    }

    /// After an external command's name: global options are still taken (so `photos cats
    /// --json` is JSON), except those the command owns; everything else passes through, in
    /// order, for the command's own parser. `--` passes the rest through untouched.
    private static func external(_ name: String, _ rest: [String], own: Set<String>, _ start: Invocation) throws(UsageError) -> Invocation {
        var inv = start
        var passed: [String] = []
        var limit: Int?? = nil
        var field: String?
        var domain: String?
        var i = 0
        while i < rest.count {
            let arg = rest[i]
            i += 1
            if arg == "--" { passed.append(contentsOf: rest[(i - 1)...]); break }
            guard arg.hasPrefix("-"), arg.count > 1 else { passed.append(arg); continue }
            let body = arg.hasPrefix("--") ? String(arg.dropFirst(2)) : ""
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let flag: Flag? = arg.hasPrefix("--")
                ? Flags.global.first { $0.name == name }
                : Flags.global.first { $0.short != nil && "-\($0.short!)" == arg }
            guard let flag, !own.contains(flag.name) else { passed.append(arg); continue }
            var value: String?
            if flag.value != .none {
                if let eq = body.firstIndex(of: "=") {
                    value = String(body[body.index(after: eq)...])
                } else {
                    guard i < rest.count else { throw .missingValue(flag) }
                    value = rest[i]
                    i += 1
                }
                guard !value!.isEmpty else { throw .missingValue(flag) }
            } else if body.contains("=") {
                throw .unexpectedValue(flag)
            }
            try apply(flag, value, to: &inv, limit: &limit, field: &field, domain: &domain)
        }
        inv.command = .external(command: name, arguments: passed)
        return inv
    }

    private static func apply(_ flag: Flag, _ value: String?, to inv: inout Invocation,
                              limit: inout Int??, field: inout String?, domain: inout String?) throws(UsageError) {
        if case .choice(let choices) = flag.value, !choices.contains(value!) {
            throw .badValue(flag, value: value!)
        }
        switch flag.name {
        case "lang": inv.lang = Language(rawValue: value!)
        case "format": inv.format = OutputFormat(rawValue: value!)
        case "json": inv.format = .json
        case "accessible": inv.accessible = true
        case "color": inv.color = ColorMode(rawValue: value!)
        case "theme": inv.theme = Theme(rawValue: value!)
        case "data-dir": inv.dataDir = value
        case "offline": inv.offline = true
        case "no-history": inv.noHistory = true
        case "quiet": inv.quiet = true
        case "help": inv.help = true
        case "version": inv.version = true
        case "limit":
            guard case .integer(let range) = flag.value, let n = Int(value!), range.contains(n) else {
                throw .badValue(flag, value: value!)
            }
            limit = .some(n == 0 ? nil : n)
        case "by": field = value
        case "all-listings": inv.allListings = true
        case "domain": domain = value
        default: break
        }
    }
}
