import FinderCLI
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `finder config list|get|set|unset`: the saved defaults (`SavedDefaultsCommand`), and
/// `finder config set unsplash-key`, which reads the key from standard input (never from the
/// command line, where shell history and `ps` would keep it) and stores it in the config file.
struct ConfigCommand {
    func run(session: Session, arguments: [String]) async -> Outcome {
        let c = session.messages
        let context = SearchContext(domain: "config", query: arguments.joined(separator: " "), loadingMessage: "")
        func finish(_ o: Outcome) -> Outcome { session.renderer.finish(context, o); return o }
        func usage(_ message: String) -> Outcome {
            finish(.failure(.usage, message: message, hint: c.text("config.hint.usage")))
        }
        let positionals = arguments
        let actions = CommandModel.configActions
        guard let action = positionals.first, actions.contains(action) else {
            let choices = actions.joined(separator: ", ")
            return usage(positionals.isEmpty ? c.text("config.error.missingAction", ["choices": choices])
                                             : c.text("config.error.unknownAction", ["action": positionals[0], "choices": choices]))
        }
        if action == "list" {
            guard positionals.count == 1 else { return usage(c.text("config.error.extra")) }
            return SavedDefaultsCommand(session: session, context: context).list()
        }
        let settingNames = SavedDefaults.names + [ConfigFile.unsplashKey]
        guard positionals.count >= 2, settingNames.contains(positionals[1]) else {
            // The unknown name is not echoed: it may be the key itself, typed in the wrong place.
            return usage(positionals.count < 2 ? c.text("config.error.missingName") : c.text("config.error.unknownName"))
        }
        let name = positionals[1]
        if name != ConfigFile.unsplashKey || action != "set" {
            let defaults = SavedDefaultsCommand(session: session, context: context)
            switch action {
            case "get": return positionals.count == 2 ? defaults.get(name) : usage(c.text("config.error.extra"))
            case "unset": return positionals.count == 2 ? defaults.unset(name) : usage(c.text("config.error.extra"))
            default: return defaults.set(name, Array(positionals.dropFirst(2)))
            }
        }
        guard positionals.count == 2 else {
            // The key itself on the command line: refuse it, without echoing it back.
            return usage(c.text("config.error.keyAsArgument"))
        }

        let key = readKey(session)
        guard !key.isEmpty else { return usage(c.text("config.error.emptyKey")) }
        guard key.utf8.count <= ConfigFile.maxKeyLength else {
            return usage(c.text("config.error.keyTooLong", ["limit": "\(ConfigFile.maxKeyLength)"]))
        }
        guard ConfigFile.isKeyShaped(key) else { return usage(c.text("config.error.badKey")) }
        let file = ConfigFile(settings: session.settings)
        do {
            try file.set(ConfigFile.unsplashKey, to: key)
        } catch {
            switch error {
            case let .failed(path, reason):
                return finish(.failure(.localData, message: c.text("config.error.write", ["path": path, "reason": reason]),
                                     hint: nil))
            case let .exposedFolder(path):
                return finish(.failure(.localData, message: c.text("config.error.exposedFolder", ["path": path]),
                                     hint: c.text("config.hint.exposedFolder")))
            }
        }
        if session.settings.unsplashKey != nil {
            session.renderer.notice(c.text("config.notice.environmentWins"))
        }
        return finish(.content(count: 0, summary: c.text("config.saved", ["path": file.path])))
    }

    /// The first line of standard input, trimmed; at most `ConfigFile.maxKeyLength` bytes and
    /// one more are read, so a longer line is refused as too long, never kept cut (20 MB once
    /// kept its first 4,096 characters and exited 0). On a terminal: a prompt on stderr and no
    /// echo, with the echo back on every way out (Enter, Ctrl-C, a signal).
    private func readKey(_ session: Session) -> String {
        let terminal = isatty(0) == 1
        var hidden: TerminalSettings?
        if terminal {
            session.platform.stderr.write(session.messages.text("config.prompt") + " ")
            session.platform.stderr.flush()
            hidden = TerminalSettings(input: 0, output: 2) { $0.c_lflag &= ~tcflag_t(ECHO) }
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(0, &byte, 1) == 1 {
            if byte == 0x0a { if bytes.contains(where: { $0 > 0x20 }) { break } else { bytes.removeAll(); continue } }
            bytes.append(byte)
            if bytes.count > ConfigFile.maxKeyLength + 64 { break }
        }
        if terminal {
            hidden?.restore()
            session.platform.stderr.write("\n")
        }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
