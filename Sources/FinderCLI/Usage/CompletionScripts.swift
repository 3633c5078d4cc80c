/// Shell completion scripts for bash, zsh and fish, generated from the command model: each
/// script finds the command path typed so far (`stocks sync`) the way the tokenizer does,
/// then offers that command's options and the global ones, an option's values, the
/// command's subcommands and operands. Search queries are completed at completion time
/// by `finder suggest` (history, then tickers). zsh and fish show a description beside each
/// command, subcommand and option, in the language of the run that wrote the script (issue
/// 21); bash has no place for them.
enum CompletionScripts {
    static func script(for shell: String, messages: Messages) -> String {
        let about = Descriptions(messages: messages)
        switch shell {
        case "zsh": return script(zshDialect, about)
        case "fish": return fish(about)
        default: return script(bashDialect, about)
        }
    }

    /// What a command or an option is for, in a few words: its help's first clause.
    struct Descriptions {
        let messages: Messages

        func of(_ spec: CommandSpec) -> String { short(messages.text(spec.summaryKey)) }
        func of(_ o: Option) -> String { short(messages.text(o.helpKey, ["choices": UsageError.choices(o, messages)])) }
        func of(command name: String) -> String { CommandModel.spec(at: [name]).map(of) ?? "" }

        /// Up to the first "; " or " (", without a final full stop: "search the stock catalogue".
        /// On the UTF-8 bytes (the marks are ASCII, so the cut falls between characters): read
        /// as Characters, with a suffix test at each, this cost `finder completion bash`, which
        /// shells run at start-up, ~7.7 M of its 12 M instructions.
        private func short(_ text: String) -> String {
            let bytes = Array(text.utf8)
            var end = 0
            while end < bytes.count {
                let b = bytes[end]
                if b == UInt8(ascii: "\n") || b == UInt8(ascii: ";") || (b == UInt8(ascii: "(") && end > 0 && bytes[end - 1] == UInt8(ascii: " ")) { break }
                end += 1
            }
            while end > 0 && (bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: ".")) { end -= 1 }
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }

    /// `text` inside single quotes in a shell script.
    static func quoted(_ text: String) -> String { "'" + text.replacingAll("'", with: "'\\''") + "'" }

    // MARK: What every shell needs from the model.

    static var commands: [String] { CommandModel.commands.map(\.name) }

    /// Spellings of options that take a value (the next word is skipped).
    static var valued: [String] {
        unique((CommandModel.global + CommandModel.allSpecs.flatMap(\.options)).filter { $0.value != .none }.flatMap(spellings))
    }

    static func spellings(_ o: Option) -> [String] { [o.spelling] + (o.short.map { ["-\($0)"] } ?? []) }

    static func unique(_ words: [String]) -> [String] {
        var out: [String] = []
        for w in words where !out.contains(w) { out.append(w) }
        return out
    }

    /// "stocks|show": a command path and the word that selects a subcommand of it.
    static var subcommandSteps: [String] {
        CommandModel.allSpecs.flatMap { s in s.subcommands.map { s.path.joined(separator: " ") + "|" + $0.name } }
    }

    /// The options offered after a command: its own, then the global ones it does not hide.
    static func options(of spec: CommandSpec) -> [String] {
        unique(spec.options.flatMap(spellings) + CommandModel.global.flatMap(spellings))
    }

    /// (pattern context, option, words, folders/files): value completions, those of commands first.
    static var valueRules: [(context: String?, option: Option)] {
        var rules: [(String?, Option)] = []
        for s in CommandModel.allSpecs {
            for o in s.options where !o.value.completions.isEmpty || o.value == .path || o.value == .filePath { rules.append((s.path.joined(separator: " "), o)) }
        }
        for o in CommandModel.global where !o.value.completions.isEmpty || o.value == .path || o.value == .filePath { rules.append((nil, o)) }
        return rules
    }

    /// Words offered for a command's operands besides its subcommands; `dynamicDomain`: the
    /// domain whose `finder suggest` lists candidates (one per line); `watched`: the
    /// watchlist's tickers are offered, for the first operand only when `words` follow it.
    static func operandWords(_ spec: CommandSpec) -> (words: [String], dynamicDomain: String?, watched: Bool) {
        switch spec.operands {
        case .query(let domain) where domain == "stocks" || domain == "photos": ([], domain, false)
        case .choice(let c, _): (c, nil, false)
        case .words(_, let c): (c, nil, false)
        case .watched(_, let c): (c, nil, true)
        case .topic: (commands + ReferenceTopic.names, nil, false)
        default: ([], nil, false)
        }
    }

    static func suggest(_ domain: String, current: String) -> String {
        "finder --quiet --no-history suggest --domain \(domain) -- \(current) 2>/dev/null"
    }

    /// The watchlist's tickers, one a line: its TSV table without the header row. Read at
    /// completion time, so a ticker added a moment ago is offered.
    static let watchedTickers = "finder --quiet --no-history --format tsv --fields ticker watch list 2>/dev/null | tail -n +2"

    // MARK: bash and zsh

    /// What differs between the bash and zsh scripts; the logic is the same.
    struct Dialect {
        /// The function's start, up to the loop over the words before the cursor (which sets `w`).
        let head: String
        /// A `case` branch: `pattern)` in bash, `(pattern)` in zsh.
        let branch: (String) -> String
        /// Offers fixed words, folders, files, or the lines a command prints.
        let words: ([String]) -> String
        /// Offers words with what each is for, where the shell shows it.
        let described: ([(String, String)]) -> String
        let folders: String
        let files: String
        let lines: (String) -> String
        /// Offers the words collected by the branches (bash fills COMPREPLY once).
        let collect: (String) -> String
        let tail: String
    }

    static let bashDialect = Dialect(
        head: """
        # bash completion for finder. Install: finder completion bash > ~/.local/share/bash-completion/completions/finder
        _finder_words() { local w; for w in "${@:2}"; do [[ "$w" == "$1"* ]] && printf '%s\\n' "$w"; done; }
        _finder() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            local cmdpath="" w i operands=0 ended=0 IFS=$'\\n'
            for ((i = 1; i < COMP_CWORD; i++)); do
                w="${COMP_WORDS[i]}"
        """,
        branch: { "\($0))" },
        words: { "_finder_words \"$cur\" \($0.joined(separator: " "))" },
        described: { "_finder_words \"$cur\" \($0.map(\.0).joined(separator: " "))" },
        folders: "compgen -d -- \"$cur\"",
        files: "compgen -f -- \"$cur\"",
        lines: { $0 },
        collect: { "COMPREPLY=($(\($0)))" },
        tail: "complete -F _finder finder\n")

    static let zshDialect = Dialect(
        head: """
        #compdef finder
        # zsh completion for finder. Install: finder completion zsh > "${fpath[1]}/_finder"
        _finder() {
            local cur=${words[CURRENT]} prev=${words[CURRENT-1]} cmdpath="" w
            integer i operands=0 ended=0
            for (( i = 2; i < CURRENT; i++ )); do
                w=${words[i]}
        """,
        branch: { "(\($0))" },
        words: { "compadd -- \($0.joined(separator: " "))" },
        // `compadd -l -d`: one word a line, shown as "word -- what it is for".
        described: { pairs in
            "local -a d=(\(pairs.map { quoted($0.0 + " -- " + $0.1) }.joined(separator: " "))); "
                + "compadd -l -d d -- \(pairs.map(\.0).joined(separator: " "))"
        },
        folders: "_files -/",
        files: "_files",
        lines: { "compadd -- ${(f)\"$(\($0))\"}" },
        collect: { $0 },
        tail: "compdef _finder finder\n")

    static func script(_ d: Dialect, _ about: Descriptions) -> String {
        let steps = subcommandSteps.map { "\"\($0)\"" }.joined(separator: "|")
        var s = d.head + "\n"
        s += "        if ((ended == 0)); then\n"
        s += "            case \"$w\" in \(d.branch(valued.joined(separator: "|"))) ((i++)); continue ;; esac\n"
        s += "            if ((operands == 0)); then\n"
        s += "                case \"$cmdpath|$w\" in \(d.branch(steps)) cmdpath=\"$cmdpath $w\"; continue ;; esac\n"
        s += "            fi\n        fi\n"
        s += "        case \"$w\" in\n"
        s += "            \(d.branch("--")) ended=1 ;;\n"
        s += "            \(d.branch("-*")) ((ended)) && ((operands++)) ;;\n"
        s += "            \(d.branch("*")) if [[ -z \"$cmdpath\" ]]; then cmdpath=\"$w\"; else ((operands++)); fi ;;\n"
        s += "        esac\n    done\n"
        s += "    case \"$cmdpath|$prev\" in\n"
        for rule in valueRules {
            let pattern = rule.context.map { "\"\($0)|\(rule.option.spelling)\"" } ?? "*\"|\(rule.option.spelling)\""
            let offer: String = switch rule.option.value {
            case .path: d.folders
            case .filePath: d.files
            case .text: d.words(rule.option.value.completions) + "; " + d.files
            default: d.words(rule.option.value.completions)
            }
            s += "        \(d.branch(pattern)) \(d.collect(offer)); return ;;\n"
        }
        s += "    esac\n"
        s += "    if [[ -z \"$cmdpath\" ]]; then\n"
        s += "        if [[ \"$cur\" == -* ]]; then \(d.collect(d.described(described(CommandModel.global, about)))); "
        s += "else \(d.collect(d.described(commands.map { ($0, about.of(command: $0)) }))); fi\n        return\n    fi\n"
        s += "    if [[ \"$cur\" == -* ]] && ((ended == 0)); then\n        case \"$cmdpath\" in\n"
        for spec in CommandModel.allSpecs {
            s += "            \(d.branch("\"" + spec.path.joined(separator: " ") + "\"")) \(d.collect(d.described(described(spec.options + CommandModel.global, about)))) ;;\n"
        }
        s += "        esac\n        return\n    fi\n"
        s += "    case \"$cmdpath\" in\n"
        for spec in CommandModel.allSpecs {
            let (words, domain, watched) = operandWords(spec)
            let subs = spec.subcommands.map(\.name)
            guard !words.isEmpty || domain != nil || watched || !subs.isEmpty else { continue }
            var body: [String] = []
            if !subs.isEmpty { body.append("((operands == 0 && ended == 0)) && { " + d.described(spec.subcommands.map { ($0.name, about.of($0)) }) + "; }") }
            if watched {
                // Unquoted, the substitution splits into one word a line (IFS is a newline in bash's function).
                let tickers = d.words(["$(\(watchedTickers))"])
                body.append(words.isEmpty ? tickers : "if ((operands == 0)); then \(tickers); else \(d.words(words)); fi")
            } else if !words.isEmpty { body.append(d.words(words)) }
            if let domain { body.append(d.lines(suggest(domain, current: "\"$cur\""))) }
            s += "        \(d.branch("\"" + spec.path.joined(separator: " ") + "\"")) \(d.collect(body.joined(separator: "; "))) ;;\n"
        }
        s += "    esac\n}\n" + d.tail
        return s
    }

    /// Each spelling of `options` (first one wins, as `options(of:)` orders them) with its description.
    static func described(_ options: [Option], _ about: Descriptions) -> [(String, String)] {
        var out: [(String, String)] = []
        for o in options { for s in spellings(o) where !out.contains(where: { $0.0 == s }) { out.append((s, about.of(o))) } }
        return out
    }

    // MARK: fish

    static func fish(_ about: Descriptions) -> String {
        let steps = subcommandSteps.map { "'\($0)'" }.joined(separator: " ")
        var s = """
        # fish completion for finder. Install: finder completion fish > ~/.config/fish/completions/finder.fish
        function __finder_path
            set -l p ''
            set -l operands 0
            set -l ended 0
            set -l skip 0
            for w in (commandline -opc)[2..-1]
                if test $skip = 1
                    set skip 0
                    continue
                end
                if test $ended = 0; and contains -- $w \(valued.joined(separator: " "))
                    set skip 1
                    continue
                end
                if test $ended = 0 -a $operands = 0; and contains -- "$p|$w" \(steps)
                    set p "$p $w"
                    continue
                end
                switch $w
                    case --
                        set ended 1
                    case '-*'
                        test $ended = 1; and set operands (math $operands + 1)
                    case '*'
                        if test -z "$p"
                            set p $w
                        else
                            set operands (math $operands + 1)
                        end
                end
            end
            echo $p
        end
        complete -c finder -f

        """
        for c in commands { s += "complete -c finder -n 'test -z \"$(__finder_path)\"' -a \(c) -d \(quoted(about.of(command: c)))\n" }
        func line(_ o: Option, condition: String?) -> String {
            var l = "complete -c finder"
            if let condition { l += " -n '\(condition)'" }
            l += " -l \(o.name)"
            if let short = o.short { l += " -s \(short)" }
            switch o.value {
            case .none: break
            case .path, .filePath: l += " -r -F"
            case .text: l += " -r -F -a '\(o.value.completions.joined(separator: " "))'"
            default: l += " -x -a '\(o.value.completions.joined(separator: " "))'"
            }
            return l + " -d " + quoted(about.of(o)) + "\n"
        }
        for g in CommandModel.global {
            let hiders = CommandModel.allSpecs.filter { $0.options.contains { $0.name == g.name } }.map { $0.path.joined(separator: " ") }
            s += line(g, condition: hiders.isEmpty ? nil : "not contains -- \"$(__finder_path)\" " + hiders.map { "\"\($0)\"" }.joined(separator: " "))
        }
        for spec in CommandModel.allSpecs {
            let here = "test \"$(__finder_path)\" = \"\(spec.path.joined(separator: " "))\""
            for o in spec.options { s += line(o, condition: here) }
            let (words, domain, watched) = operandWords(spec)
            for sub in spec.subcommands { s += "complete -c finder -n '\(here)' -a \(sub.name) -d \(quoted(about.of(sub)))\n" }
            if watched { s += "complete -c finder -n '\(here)' -a '(\(watchedTickers))'\n" }
            if !words.isEmpty { s += "complete -c finder -n '\(here)' -a '\(words.joined(separator: " "))'\n" }
            if let domain { s += "complete -c finder -n '\(here)' -a '(\(suggest(domain, current: "(commandline -ct)")))'\n" }
        }
        return s
    }
}
