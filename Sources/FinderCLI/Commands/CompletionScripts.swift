/// Shell completion scripts, generated from the flag and command tables. Dynamic candidates
/// (history queries and tickers) come from `finder suggest` at completion time.
enum CompletionScripts {
    static func script(for shell: String) -> String {
        switch shell {
        case "zsh": zsh()
        case "fish": fish()
        default: bash()
        }
    }

    static var commands: [String] { CommandName.allCases.map(\.rawValue) }

    static func spellings(_ flags: [Flag]) -> [String] {
        flags.flatMap { f in [f.spelling] + (f.short.map { ["-\($0)"] } ?? []) }
    }

    static var choiceFlags: [(String, [String])] {
        var out: [(String, [String])] = []
        for f in Flags.global + CommandName.allCases.flatMap(\.flags) {
            if case .choice(let c) = f.value, !out.contains(where: { $0.0 == f.spelling }) { out.append((f.spelling, c)) }
        }
        return out
    }

    static func bash() -> String {
        let valued = (Flags.global + CommandName.allCases.flatMap(\.flags)).filter { $0.value != .none }.map(\.spelling)
        var s = """
        # bash completion for finder. Install: finder completion bash > ~/.local/share/bash-completion/completions/finder
        _finder() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            local cmd="" i
            for ((i = 1; i < COMP_CWORD; i++)); do
                case "${COMP_WORDS[i]}" in
                    \(valued.joined(separator: "|"))) ((i++)) ;;
                    -*) ;;
                    *) cmd="${COMP_WORDS[i]}"; break ;;
                esac
            done
            case "$prev" in

        """
        for (flag, choices) in choiceFlags {
            s += "        \(flag)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
        }
        s += "        --data-dir) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
        s += "    esac\n"
        s += "    local globals=\"\(spellings(Flags.global).joined(separator: " "))\"\n"
        s += "    if [[ -z \"$cmd\" ]]; then COMPREPLY=($(compgen -W \"\(commands.joined(separator: " ")) $globals\" -- \"$cur\")); return; fi\n"
        s += "    if [[ \"$cur\" == -* ]]; then\n        case \"$cmd\" in\n"
        for c in CommandName.allCases where !c.flags.isEmpty {
            s += "        \(c.rawValue)) COMPREPLY=($(compgen -W \"\(spellings(c.flags).joined(separator: " ")) $globals\" -- \"$cur\")) ;;\n"
        }
        s += "        *) COMPREPLY=($(compgen -W \"$globals\" -- \"$cur\")) ;;\n        esac\n        return\n    fi\n"
        s += "    case \"$cmd\" in\n"
        s += "        stocks|photos) local IFS=$'\\n'; COMPREPLY=($(finder --quiet --no-history suggest --domain \"$cmd\" -- \"$cur\" 2>/dev/null)) ;;\n"
        for c in CommandName.allCases where !c.subcommands.isEmpty && c != .stocks && c != .photos {
            s += "        \(c.rawValue)) COMPREPLY=($(compgen -W \"\(c.subcommands.joined(separator: " "))\" -- \"$cur\")) ;;\n"
        }
        s += "        help) COMPREPLY=($(compgen -W \"\(commands.joined(separator: " "))\" -- \"$cur\")) ;;\n"
        s += "    esac\n}\ncomplete -F _finder finder\n"
        return s
    }

    static func zsh() -> String {
        var s = """
        #compdef finder
        # zsh completion for finder. Install: finder completion zsh > "${fpath[1]}/_finder"
        _finder() {
            local -a cmds
            cmds=(\(commands.joined(separator: " ")))
            local cmd=${words[2]}
            case ${words[CURRENT-1]} in

        """
        for (flag, choices) in choiceFlags {
            s += "        \(flag)) compadd -- \(choices.joined(separator: " ")); return ;;\n"
        }
        s += "        --data-dir) _files -/; return ;;\n    esac\n"
        s += "    if [[ ${words[CURRENT]} == -* ]]; then compadd -- \(spellings(Flags.global + CommandName.allCases.flatMap(\.flags)).joined(separator: " ")); return; fi\n"
        s += "    if (( CURRENT == 2 )); then compadd -a cmds; return; fi\n"
        s += "    case $cmd in\n"
        s += "        stocks|photos) compadd -- ${(f)\"$(finder --quiet --no-history suggest --domain $cmd -- ${words[CURRENT]} 2>/dev/null)\"} ;;\n"
        for c in CommandName.allCases where !c.subcommands.isEmpty && c != .stocks && c != .photos {
            s += "        \(c.rawValue)) compadd -- \(c.subcommands.joined(separator: " ")) ;;\n"
        }
        s += "        help) compadd -a cmds ;;\n    esac\n}\ncompdef _finder finder\n"
        return s
    }

    static func fish() -> String {
        var s = "# fish completion for finder. Install: finder completion fish > ~/.config/fish/completions/finder.fish\n"
        s += "complete -c finder -f\n"
        s += "complete -c finder -n __fish_use_subcommand -a '\(commands.joined(separator: " "))'\n"
        for f in Flags.global + CommandName.allCases.flatMap(\.flags) {
            var line = "complete -c finder -l \(f.name)"
            if let short = f.short { line += " -s \(short)" }
            if case .choice(let c) = f.value { line += " -x -a '\(c.joined(separator: " "))'" }
            if f.value == .path { line += " -r -F" }
            s += line + "\n"
        }
        for domain in ["stocks", "photos"] {
            s += "complete -c finder -n '__fish_seen_subcommand_from \(domain)' -a '(finder --quiet --no-history suggest --domain \(domain) -- (commandline -ct) 2>/dev/null)'\n"
        }
        for c in CommandName.allCases where !c.subcommands.isEmpty && c != .stocks && c != .photos {
            s += "complete -c finder -n '__fish_seen_subcommand_from \(c.rawValue)' -a '\(c.subcommands.joined(separator: " "))'\n"
        }
        return s
    }
}
