import FinderCLI

/// `finder config get|set|unset NAME [VALUE]` and `finder config list`: the saved defaults
/// (`SavedDefaults`) in the settings file. Each answer is results of `name`, `value` and
/// `source` (environment, config, default): `get` writes the value in effect alone on
/// stdout, `list` every setting with where its value comes from.
struct SavedDefaultsCommand {
    let session: Session
    let context: SearchContext
    var c: Messages { session.messages }

    private func finish(_ o: Outcome) -> Outcome { session.renderer.finish(context, o); return o }
    private func usage(_ message: String) -> Outcome { finish(.failure(.usage, message: message, hint: c.text("config.hint.usage"))) }

    /// The file as it is now (not the one read at start: `set` may have changed it).
    private var saved: SavedDefaults {
        SavedDefaults.load(session.settings)
    }

    private func item(_ name: String, value: String?, shown: String?, source: SavedDefaults.Source, withSource: Bool) -> ResultItem {
        ResultItem(fields: [
            ResultField(name: "name", json: .string(name), text: withSource ? name : nil, role: .ticker),
            ResultField(name: "value", json: value.map { .string($0) } ?? .null, text: shown ?? value ?? ""),
            ResultField(name: "source", json: .string(source.rawValue),
                        text: withSource ? c.text("config.source." + source.rawValue) : nil, role: .muted),
        ])
    }

    func get(_ name: String) -> Outcome {
        if name == ConfigFile.unsplashKey { return list(only: [name]) }
        let (value, source) = saved.resolved(name, session.settings)
        session.renderer.item(item(name, value: value, shown: nil, source: source, withSource: false), position: 1, total: 1)
        return finish(.content(count: 1, summary: ""))
    }

    func list(only: [String]? = nil) -> Outcome {
        let defaults = saved
        let names = only ?? SavedDefaults.names + [ConfigFile.unsplashKey]
        for (i, name) in names.enumerated() {
            let it: ResultItem
            if name == ConfigFile.unsplashKey {
                // Never the key itself: whether one is set, and where.
                let file = ConfigFile(settings: session.settings)
                let source: SavedDefaults.Source = session.settings.unsplashKey != nil ? .environment : file.value(name) != nil ? .config : .default
                it = item(name, value: nil, shown: c.text(source == .default ? "config.key.unset" : "config.key.set"), source: source, withSource: true)
            } else {
                let (value, source) = defaults.resolved(name, session.settings)
                it = item(name, value: value, shown: nil, source: source, withSource: true)
            }
            session.renderer.item(it, position: i + 1, total: names.count)
        }
        return finish(.content(count: names.count, summary: ""))
    }

    func set(_ name: String, _ values: [String]) -> Outcome {
        let choices = SavedDefaults.option(name).map { UsageError.choices($0, c) } ?? ""
        guard let given = values.first else { return usage(c.text("config.error.missingValue", ["name": name, "choices": choices])) }
        guard values.count == 1 else { return usage(c.text("config.error.extra")) }
        guard let value = SavedDefaults.canonical(name, given) else {
            return usage(c.text("config.error.badValue", ["name": name, "value": given, "choices": choices]))
        }
        let file = ConfigFile(settings: session.settings)
        do { try file.set(name, to: value) } catch { return failed(error) }
        if let variable = overriding(name) { session.renderer.notice(c.text("config.notice.variableWins", ["variable": variable])) }
        return finish(.content(count: 0, summary: c.text("config.set.saved", ["name": name, "value": value, "path": file.path])))
    }

    func unset(_ name: String) -> Outcome {
        let file = ConfigFile(settings: session.settings)
        let removed: Bool
        do { removed = try file.unset(name) } catch { return failed(error) }
        guard removed else { return finish(.content(count: 0, summary: c.text("config.unset.none", ["name": name, "path": file.path]))) }
        if name == ConfigFile.unsplashKey { return finish(.content(count: 0, summary: c.text("config.unset.done", ["name": name, "path": file.path]))) }
        let (value, source) = saved.resolved(name, session.settings)
        return finish(.content(count: 0, summary: c.text("config.unset.now", ["name": name, "path": file.path, "value": value,
                                                                              "source": c.text("config.source." + source.rawValue)])))
    }

    /// The environment variable that wins over the saved value of `name`, when one is set.
    private func overriding(_ name: String) -> String? {
        if name == "color" { return session.settings.colorRequest == .auto ? nil : "NO_COLOR, CLICOLOR, FORCE_COLOR, TERM" }
        return SavedDefaults.variable(name).flatMap { v in session.settings.declared(v).flatMap { SavedDefaults.canonical(name, $0) }.map { _ in v } }
    }

    private func failed(_ error: ConfigFile.WriteError) -> Outcome {
        switch error {
        case let .failed(path, reason):
            return finish(.failure(.localData, message: c.text("config.error.write", ["path": path, "reason": reason]), hint: nil))
        case let .exposedFolder(path):
            return finish(.failure(.localData, message: c.text("config.error.exposedFolder", ["path": path]),
                                   hint: c.text("config.hint.exposedFolder")))
        }
    }
}
