/// The one tokenizer of both binaries: turns arguments into an `Invocation` by reading the
/// command model. Never prints; throws data (`UsageError`).
///
/// Rules (like gh and git): global options anywhere; `--name value` and `--name=value`; `-q`,
/// `-h`, `-V`, bundled as POSIX allows (`-qh`); `--` ends options; the first word is the command, and a first operand naming one
/// of its subcommands selects it (`stocks show`), unless `--` came before it (`stocks --
/// show` searches for the word). After a command, its own options come first, so
/// `photos --color` is the colour filter; before it, `--color` is the terminal's. An option
/// of a command given before the command (`--limit 5 stocks …`) is checked against the
/// command once it is known. The last of a repeated option wins.
///
/// A line with an error is read to its end all the same, with every option that can be
/// read applied, so that the error is said in the language and format the line asks for
/// (`--json` after the mistake still gives a JSON document); `Result.error` is the first.
public enum Tokenizer {
    public struct Result: Sendable {
        public var invocation: Invocation
        public var error: UsageError?
    }

    /// Parses and builds the command; throws the first usage error.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let r = read(arguments)
        if let e = r.error { throw e }
        return r.invocation
    }

    /// Reads the whole line; the invocation holds what could be read even when there is an error.
    public static func read(_ arguments: [String]) -> Result {
        var state = _State()
        var i = 0
        while i < arguments.count {
            do throws(UsageError) {
                try state.take(arguments, at: &i)
            } catch {
                if state.error == nil { state.error = error }
            }
        }
        do throws(UsageError) {
            try state.finish()
        } catch {
            if state.error == nil { state.error = error }
        }
        return Result(invocation: state.inv, error: state.error)
    }
}

private struct _State {
    var inv = Invocation()
    var error: UsageError?
    var spec: CommandSpec?
    var optionsEnded = false
    /// Options of commands, checked against the command once it is known.
    var commandOptionsSeen: [Option] = []

    /// Options this point of the line accepts, first match wins: the command's own, then the
    /// global ones; before any command, every command's too.
    var accepted: [Option] {
        guard let spec else { return CommandModel.global + CommandModel.commandOptions }
        return spec.options + CommandModel.global
    }

    /// The option named `name` here (`accepted`, first match), looked up without building
    /// the list: every start reads its options, and most are global.
    func option(named name: String) -> Option? {
        if let own = spec?.options.first(where: { $0.name == name }) { return own }
        if let global = CommandModel.global.first(where: { $0.name == name }) { return global }
        return spec == nil ? CommandModel.commandOptions.first { $0.name == name } : nil
    }

    /// Spellings of the accepted options, each once, for "valid options" lists.
    var validSpellings: [String] {
        var out: [String] = []
        for o in accepted where !out.contains(o.spelling) { out.append(o.spelling) }
        return out
    }

    mutating func take(_ args: [String], at i: inout Int) throws(UsageError) {
        let arg = args[i]
        i += 1
        if optionsEnded || arg == "-" || !arg.hasPrefix("-") { return try word(arg) }
        if arg == "--" {
            optionsEnded = true
            if spec != nil && inv.operands.isEmpty { inv.escaped = true }
            return
        }
        var name: String
        var inline: String?
        let option: Option?
        if arg.hasPrefix("--") {
            let body = arg.dropFirst(2)
            if let eq = body.firstIndex(of: "=") {
                name = String(body[..<eq])
                inline = String(body[body.index(after: eq)...])
            } else {
                name = String(body)
            }
            option = self.option(named: name)
        } else {
            let body = arg.dropFirst()
            // POSIX bundling: `-qh` is `-q -h`, when every letter is a short option taking
            // no value (none takes one); anything else is one unknown option, said whole.
            if body.count > 1, body.allSatisfy({ c in CommandModel.global.contains { $0.short == c && $0.value == .none } }) {
                var j = 0
                let letters = body.map { "-" + String($0) }
                while j < letters.count { try take(letters, at: &j) }
                return
            }
            name = arg
            option = body.count == 1 ? CommandModel.global.first { $0.short == body.first } : nil
        }
        guard let option else { throw .unknownOption(arg.hasPrefix("--") ? "--" + name : arg, valid: validSpellings) }
        if !CommandModel.global.contains(option) { commandOptionsSeen.append(option) }
        var value: String?
        if option.value != .none {
            if let inline {
                value = inline
            } else {
                // The next word is the value unless it is an option; "-1" is a (bad) number.
                let next = i < args.count ? args[i] : nil
                let looksLikeOption = next.map { $0.hasPrefix("-") && $0.count > 1 && !($0.dropFirst().first?.isNumber ?? false) } ?? true
                guard let next, !(looksLikeOption && option.value != .path) else { throw .missingValue(option) }
                value = next
                i += 1
            }
            guard let value, !value.isEmpty else { throw .missingValue(option) }
        } else if inline != nil {
            throw .unexpectedValue(option)
        }
        let argument = try option.validate(value ?? "")
        if let effect = option.effect { effect(&inv, argument) } else { inv.given.append(GivenOption(name: option.name, argument: argument)) }
    }

    /// A word that is not an option: the command, a subcommand, or an operand.
    mutating func word(_ arg: String) throws(UsageError) {
        guard let current = spec else {
            guard let command = CommandModel.command(arg) else {
                // After an unknown command, the rest of the line is read for its options only.
                spec = CommandSpec(["?"], build: { _ throws(UsageError) in .none })
                throw .unknownCommand(arg)
            }
            spec = command
            inv.path = [command.name]
            return
        }
        if inv.operands.isEmpty && !inv.escaped, let sub = current.subcommand(arg) {
            spec = sub
            inv.path.append(sub.name)
            return
        }
        inv.operands.append(arg)
    }

    mutating func finish() throws(UsageError) {
        if let spec, let stray = commandOptionsSeen.first(where: { o in !spec.options.contains(o) }) {
            var valid: [String] = []
            for o in spec.options + CommandModel.global where !valid.contains(o.spelling) { valid.append(o.spelling) }
            throw .unknownOption(stray.spelling, valid: valid)
        }
        if inv.version || inv.man {
            inv.command = inv.version ? .version : .manPage
            return
        }
        guard let spec else {
            inv.command = inv.help ? .help(topic: []) : .none
            return
        }
        if inv.help {
            inv.command = .help(topic: inv.path)
            return
        }
        inv.command = try spec.build(inv)
        if let fields = inv.fields { try FieldSelection.check(fields, for: inv.command) }
    }
}
