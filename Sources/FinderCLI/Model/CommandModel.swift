import FinderDomain
import FinderText

/// Every option and command of both binaries, each defined once (ripgrep's `defs.rs`, in
/// the spirit of swift-argument-parser). The tokenizer, help, completion and the "did you
/// mean" of usage errors read this and nothing else.
///
/// Adding an option: define it below with its value, its variable if it has one, and its
/// effect (the `Invocation` member it sets) or none (then it is read where it is used with
/// `Session.value(of:)`); list it in its command's `options` (or `global`), and add its
/// `help.option.*` text to both catalogs. Help, completion in every shell, the man page and
/// the errors follow (CONTRIBUTING.md, "How to add… a global option").
public enum CommandModel {
    // MARK: Global options: accepted anywhere on the line, before or after the command.

    public static let lang = Option("lang", .choice(UILanguage.ids), environment: "FINDER_LANG; LANGUAGE, LC_ALL, LC_MESSAGES, LANG") {
        $0.lang = Language(rawValue: $1.word)
    }
    public static let format = Option("format", .choice(["text", "json", "jsonl", "csv", "tsv"]), environment: "FINDER_FORMAT") { $0.format = OutputFormat(rawValue: $1.word) }
    public static let json = Option("json") { inv, _ in inv.format = .json }
    public static let accessible = Option("accessible", environment: "FINDER_ACCESSIBLE=1, ACCESSIBLE=1") { inv, _ in
        inv.accessible = true
    }
    public static let color = Option("color", .choice(["auto", "always", "never"]),
                                     environment: "NO_COLOR, CLICOLOR, CLICOLOR_FORCE, FORCE_COLOR, TERM=dumb") {
        $0.color = ColorMode(rawValue: $1.word)
    }
    public static let theme = Option("theme", .choice(["auto", "dark", "light", "colorblind"]), environment: "FINDER_THEME") { $0.theme = Theme(rawValue: $1.word) }
    public static let images = Option("images", .choice(ImageMode.allCases.map(\.rawValue)), variable: "FINDER_IMAGES") {
        $0.images = ImageMode(rawValue: $1.word)
    }
    public static let dataDir = Option("data-dir", .path, variable: "FINDER_DATA_DIR") { $0.dataDir = $1.word }
    public static let offline = Option("offline") { inv, _ in inv.offline = true }
    /// Read where it is used (`Session.historyDisabled`): the line's, else its variable's.
    public static let noHistory = Option("no-history", variable: "FINDER_NO_HISTORY")
    /// Read before the session starts (`FinderCLI.pagedPlatform`): the line's, else its variable's.
    public static let noPager = Option("no-pager", variable: "FINDER_NO_PAGER")
    public static let quiet = Option("quiet", short: "q") { inv, _ in inv.quiet = true }
    public static let help = Option("help", short: "h") { inv, _ in inv.help = true }
    public static let version = Option("version", short: "V") { inv, _ in inv.version = true }
    public static let man = Option("man") { inv, _ in inv.man = true }
    /// `--fields ticker,price`: the result members every format writes (`FieldSelection`).
    public static let fields = Option("fields", .text(name: "FIELDS", listed: { FieldSelection.allMembers })) {
        $0.fields = FieldSelection.names($1.word)
    }

    public static let global: [Option] = [lang, format, json, fields, accessible, color, theme, images, dataDir, offline, noHistory,
                                          noPager, quiet, help, version, man]

    // MARK: Options of commands.

    public static let limit = Option("limit", .integer(0...1_000_000), environment: "FINDER_LIMIT") { $0.limit = .some($1.number == 0 ? nil : $1.number) }
    // The choices are the typed values' own names (`TokenizerTests` checks them against
    // `allCases`), so a value the parser accepts always converts. Written out, not
    // `StockField.allCases.map…`: an array of the enum needs its generic metadata built at
    // run time, which cost every cold search some 15 k instructions (callgrind).
    public static let by = Option("by", .choice(["ticker", "name", "all"])) { $0.by = StockField(rawValue: $1.word) }
    public static let allListings = Option("all-listings") { inv, _ in inv.allListings = true }
    /// `--refresh` (stocks show, watch): fetch the shown listings' prices first.
    public static let refresh = Option("refresh") { inv, _ in inv.refresh = true }
    /// `--interval SECONDS` (watch): refresh every SECONDS until quit; at least 5, which
    /// keeps a watchlist of 20 within a request every 5 seconds of the quote source.
    public static let interval = Option("interval", .integer(WatchLive.intervals)) { $0.interval = $1.number }
    /// `--count N` (watch): stop after N refreshes (with --interval, or every minute).
    public static let count = Option("count", .integer(1...1_000_000)) { $0.count = $1.number }
    public static let sort = Option("sort", .choice(["relevance", "ticker", "name", "price", "change", "marketcap"])) {
        $0.sort = StockSort(rawValue: $1.word)
    }
    /// ISO codes or names in English or Russian, repeated or comma-separated; completion
    /// offers the catalogue's codes.
    public static let country = Option("country", .text(name: "COUNTRY", listed: { Country.catalogueCodes.map { $0.lowercased() } })) {
        $0.countries += FieldSelection.names($1.word)
    }
    public static let exchange = Option("exchange", .text(name: "EXCHANGE", listed: { ExchangeNames.codes })) {
        $0.exchanges += FieldSelection.names($1.word)
    }
    /// `SearchDomain`'s names, for --domain and interactive's operand (written out: see `by`).
    static let domainNames = ["stocks", "photos"]
    public static let domain = Option("domain", .choice(domainNames)) {
        $0.domain = SearchDomain(rawValue: $1.word)
    }
    /// `moex|nasdaq|URL|FILE`: the registered sources by name, as `finder` (which does not
    /// link them) reads them from the catalog when help, completion or an error asks
    /// (`SyncSourceNames`), then a StockFinder file's URL or path.
    /// `--replace` (stocks sync): remove the listings the source added before and no longer gives.
    public static let replace = Option("replace") { inv, _ in inv.replace = true }
    public static let from = Option("from", .text(name: "URL|FILE", listed: { SyncSourceNames.all })) { $0.from = $1.word }

    public static let photoColor = Option("color", .named(name: "COLOUR", choices: ColorNames.apiValues, canonical: ColorNames.apiValue(for:)),
                                          help: "photos.help.option.color", shadowNote: "photos.help.globalColor") {
        $0.photoFilters.color = $1.word
    }
    public static let orientation = Option("orientation", .choice(["landscape", "portrait", "squarish"]),
                                           help: "photos.help.option.orientation") { $0.photoFilters.orientation = $1.word }
    public static let order = Option("order", .choice(["relevant", "latest"]), help: "photos.help.option.order") {
        $0.photoFilters.order = $1.word
    }
    public static let page = Option("page", .integer(1...100_000), help: "photos.help.option.page") { $0.photoFilters.page = $1.number }
    public static let perPage = Option("per-page", .integer(1...30), help: "photos.help.option.per-page") {
        $0.photoFilters.perPage = $1.number
    }
    public static let contentFilter = Option("content-filter", .choice(["low", "high"]), help: "photos.help.option.content-filter") {
        $0.photoFilters.contentFilter = $1.word
    }

    public static let photoSize = Option("size", .choice(["raw", "full", "regular", "small"]), help: "photos.help.option.size") {
        $0.photoSize = $1.word
    }
    public static let output = Option("output", .filePath, help: "photos.help.option.output") { $0.output = $1.word }
    public static let force = Option("force", help: "photos.help.option.force") { inv, _ in inv.force = true }

    // MARK: Commands.

    static let stocks = CommandSpec(["stocks"], options: [limit, by, allListings, sort, country, exchange, refresh],
                                    operands: .query(domain: "stocks"), subcommands: [stocksShow, stocksSync]) { inv throws(UsageError) in
        let query = try QueryText.validated(inv.operands, command: "stocks")
        for c in inv.countries where StockFilter.countryCode(c) == nil { throw .badCountry(c) }
        let (limit, field) = (inv.limit ?? 20, inv.by ?? .all)
        return inv.refresh ? .refreshQuotes(.search(query: query, limit: limit, field: field, allListings: inv.allListings))
                           : .stocksSearch(query: query, limit: limit, field: field, allListings: inv.allListings)
    }
    static let stocksShow = CommandSpec(["stocks", "show"], options: [refresh], operands: .ticker) { inv throws(UsageError) in
        let tickers = try TickerList.validated(inv.operands, command: "stocks show")
        return inv.refresh ? .refreshQuotes(.tickers(tickers)) : .stocksShow(tickers: tickers)
    }
    static let stocksSync = CommandSpec(["stocks", "sync"], options: [from, replace]) { inv throws(UsageError) in
        if let extra = inv.operands.first { throw .unexpectedArgument(extra) }
        return .stocksSync(from: inv.from, replace: inv.replace)
    }

    static let photos = CommandSpec(["photos"], options: [photoColor, orientation, order, page, perPage, contentFilter],
                                    operands: .query(domain: "photos"), subcommands: [photosMore, photosShow, photosDownload],
                                    details: "photos.help.details", examples: "photos.help.examples") { inv throws(UsageError) in
        .photosSearch(query: try QueryText.validated(inv.operands, command: "photos"), filters: inv.photoFilters)
    }
    static let photosMore = CommandSpec(["photos", "more"], summary: "photos.help.more", details: "photos.help.details.more",
                                        examples: "photos.help.examples.more") { inv throws(UsageError) in
        if let extra = inv.operands.first { throw .unexpectedArgument(extra) }
        return .photosMore
    }
    static let photosShow = CommandSpec(["photos", "show"], operands: .words(name: "ID", completions: []),
                                        summary: "photos.help.show", details: "photos.help.details.show",
                                        examples: "photos.help.examples.show") { inv throws(UsageError) in
        .photosShow(id: try photoID(inv, command: "photos show"))
    }
    static let photosDownload = CommandSpec(["photos", "download"], options: [photoSize, output, force],
                                            operands: .words(name: "ID", completions: []),
                                            summary: "photos.help.download", details: "photos.help.details.download",
                                            examples: "photos.help.examples.download") { inv throws(UsageError) in
        .photosDownload(id: try photoID(inv, command: "photos download"), size: inv.photoSize ?? "full", output: inv.output,
                        force: inv.force)
    }

    /// The one operand of `photos show` and `photos download`: an Unsplash photo id, checked
    /// here so that nothing else can reach the request's path.
    static func photoID(_ inv: Invocation, command: String) throws(UsageError) -> String {
        guard let id = inv.operands.first else { throw .missingPhotoID(command: command) }
        guard inv.operands.count == 1 else { throw .unexpectedArgument(inv.operands[1]) }
        guard !id.isEmpty, id.utf8.count <= 64,
              id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5a).contains($0) || (0x61...0x7a).contains($0) || $0 == 0x2d || $0 == 0x5f })
        else { throw .badPhotoID(id) }
        return id
    }

    static let history = CommandSpec(["history"], options: [domain], subcommands: [
        CommandSpec(["history", "list"], options: [domain], help: "history") { inv throws(UsageError) in
            try noOperands(inv, .history(action: .list, domain: inv.domain))
        },
        CommandSpec(["history", "clear"], options: [domain], help: "history") { inv throws(UsageError) in
            try noOperands(inv, .history(action: .clear, domain: inv.domain))
        },
        CommandSpec(["history", "remove"], options: [domain], operands: .query(domain: "history"), help: "history") { inv throws(UsageError) in
            .history(action: .remove(try QueryText.validated(inv.operands, command: "history remove")), domain: inv.domain)
        },
    ]) { inv throws(UsageError) in try noOperands(inv, .history(action: .list, domain: inv.domain)) }

    static let suggest = CommandSpec(["suggest"], options: [domain], operands: .words(name: "TEXT", completions: [])) { inv throws(UsageError) in
        .suggest(text: try QueryText.validated(inv.operands, command: "suggest", allowBlank: true), domain: inv.domain ?? defaultDomain)
    }

    static let offlineCommand = CommandSpec(["offline"], options: [domain], subcommands: [
        CommandSpec(["offline", "show"], options: [domain], help: "offline") { inv throws(UsageError) in
            try noOperands(inv, .offline(clear: false, domain: inv.domain))
        },
        CommandSpec(["offline", "clear"], options: [domain], help: "offline") { inv throws(UsageError) in
            try noOperands(inv, .offline(clear: true, domain: inv.domain))
        },
    ]) { inv throws(UsageError) in try noOperands(inv, .offline(clear: false, domain: inv.domain)) }

    static let completion = CommandSpec(["completion"], operands: .choice(["bash", "zsh", "fish"], optional: false)) { inv throws(UsageError) in
        .completion(shell: try choice(inv, ["bash", "zsh", "fish"], default: nil, command: "completion"))
    }
    /// The domain of `suggest` without --domain and of `interactive` without one: stocks.
    static let defaultDomain = SearchDomain.stocks
    /// After `interactive`, `--color` is the photo session's colour filter, as after `photos`;
    /// the colour mode goes before the command word (docs/decisions/0390-interactive-photo-filters.md).
    static let interactive = CommandSpec(["interactive"], options: [photoColor, orientation, order, contentFilter],
                                         operands: .choice(domainNames, optional: true)) { inv throws(UsageError) in
        let domain = try domainChoice(inv, default: defaultDomain, command: "interactive")
        if domain != .photos, inv.photoFilters != PhotoFilters() {
            // A photo filter on the stock session: the options `interactive stocks` takes.
            throw .unknownOption(inv.photoFilters.color != nil ? "--color" : inv.photoFilters.orientation != nil ? "--orientation"
                                 : inv.photoFilters.order != PhotoFilters().order ? "--order" : "--content-filter",
                                 valid: global.map(\.spelling))
        }
        return .interactive(domain: domain, filters: inv.photoFilters)
    }
    /// The actions of `finder config`, in the order its help explains them: its synopsis,
    /// usage lines, completion and "valid actions" errors all list them so.
    public static let configActions = ["list", "get", "set", "unset"]
    static let config = CommandSpec(["config"], operands: .words(name: configActions.joined(by: "|") + " [NAME [VALUE]]",
                                                                 completions: configActions + SavedDefaults.names + ["unsplash-key"]),
                                    details: "config.help.details", examples: "config.help.examples",
                                    usage: ["finder config list", "finder config get NAME", "finder config set NAME VALUE", "finder config unset NAME",
                                            "finder config set unsplash-key < FILE", "echo KEY | finder config set unsplash-key"]) { inv in
        .config(arguments: inv.operands)
    }
    static let helpCommand = CommandSpec(["help"], operands: .topic) { inv in .help(topic: inv.operands) }

    static let watch = CommandSpec(["watch"], options: [refresh, interval, count], subcommands: [
        CommandSpec(["watch", "add"], operands: .ticker) { inv throws(UsageError) in
            .watch(.add(try TickerList.validated(inv.operands, command: "watch add")))
        },
        CommandSpec(["watch", "remove"], operands: .watched(name: "TICKER…", completions: [])) { inv throws(UsageError) in
            .watch(.remove(try TickerList.validated(inv.operands, command: "watch remove")))
        },
        CommandSpec(["watch", "list"], options: [refresh, interval, count], help: "watch") { inv throws(UsageError) in
            try noOperands(inv, watchShow(inv))
        },
        CommandSpec(["watch", "clear"]) { inv throws(UsageError) in try noOperands(inv, .watch(.clear)) },
        CommandSpec(["watch", "alert"], operands: .watched(name: "TICKER above|below N|change N%|off", completions: ["above", "below", "change", "off"])) {
            inv throws(UsageError) in
            .watch(try WatchAlertWords.parse(inv.operands))
        },
        CommandSpec(["watch", "check"], options: [refresh]) { inv throws(UsageError) in
            try noOperands(inv, inv.refresh ? .refreshQuotes(.watchlistCheck) : .watch(.check))
        },
    ]) { inv throws(UsageError) in try noOperands(inv, watchShow(inv)) }

    /// `watch [list]`: shown once, refreshed first with --refresh, or again and again with
    /// --interval or --count (`WatchLive`).
    static func watchShow(_ inv: Invocation) -> Command {
        if inv.interval != nil || inv.count != nil { return .watchLive(interval: inv.interval ?? WatchLive.defaultInterval, count: inv.count) }
        return inv.refresh ? .refreshQuotes(.watchlist) : .watch(.show)
    }

    /// Every command, in the order help lists them.
    public static let commands: [CommandSpec] = [stocks, watch, photos, history, suggest, offlineCommand, completion, interactive, config,
                                                 helpCommand]

    public static func command(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }

    /// The command at `path` (["stocks", "show"]), or nil.
    public static func spec(at path: [String]) -> CommandSpec? {
        guard let first = path.first, var spec = command(first) else { return nil }
        for name in path.dropFirst() {
            guard let sub = spec.subcommand(name) else { return nil }
            spec = sub
        }
        return spec
    }

    /// Every command and subcommand, depth first.
    public static var allSpecs: [CommandSpec] {
        func walk(_ s: CommandSpec) -> [CommandSpec] { [s] + s.subcommands.flatMap(walk) }
        return commands.flatMap(walk)
    }

    /// Options of any command, each once (for a line whose command is not known yet).
    static var commandOptions: [Option] {
        var out: [Option] = []
        for o in allSpecs.flatMap(\.options) where !out.contains(o) { out.append(o) }
        return out
    }

    // MARK: Builders' checks.

    static func noOperands(_ inv: Invocation, _ command: Command) throws(UsageError) -> Command {
        if let extra = inv.operands.first {
            let spec = spec(at: inv.path)
            if inv.path.count == 1, let spec, !spec.subcommands.isEmpty {
                throw .badSubcommand(command: spec.name, value: extra, valid: spec.subcommands.map(\.name))
            }
            throw .unexpectedArgument(extra)
        }
        return command
    }

    /// The operand as a `SearchDomain` (`domainNames` are the valid words).
    static func domainChoice(_ inv: Invocation, default value: SearchDomain, command: String) throws(UsageError) -> SearchDomain {
        let word = try choice(inv, domainNames, default: value.rawValue, command: command)
        guard let domain = SearchDomain(rawValue: word) else { throw .badSubcommand(command: command, value: word, valid: domainNames) }
        return domain
    }

    static func choice(_ inv: Invocation, _ valid: [String], default value: String?, command: String) throws(UsageError) -> String {
        guard let given = inv.operands.first else {
            guard let value else { throw .missingSubcommand(command: command, valid: valid) }
            return value
        }
        guard let c = valid.first(where: { Option.asciiLowercased($0) == Option.asciiLowercased(given) }) else {
            throw .badSubcommand(command: command, value: given, valid: valid)
        }
        if inv.operands.count > 1 { throw .unexpectedArgument(inv.operands[1]) }
        return c
    }
}

/// The checks every query passes before it is searched or stored (GUIDE.md "History,
/// suggestions, offline results"): not blank, no control
/// characters (the query echoed and the query searched must be the same text), and no
/// longer than `maxLength` characters.
public enum QueryText {
    /// Longer queries are refused: no name is that long, and history would keep it.
    public static let maxLength = 1000

    static func validated(_ words: [String], command: String, allowBlank: Bool = false) throws(UsageError) -> String {
        for w in words {
            if let bad = w.unicodeScalars.first(where: { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) }) {
                throw .controlCharacter(command: command, codePoint: codePoint(bad))
            }
        }
        // The words joined by one space, runs of white space made one and trimmed (without
        // the generic `joined` and an array of Substrings: `String.whiteSpaceCollapsed`).
        let query = words.joined(by: " ").whiteSpaceCollapsed
        guard allowBlank || !query.isEmpty else { throw .missingQuery(command: command) }
        // Counted in code points too when they outnumber the characters many times over: one
        // letter with 60,000 combining marks is one "character".
        let length = query.utf8.count > 4 * maxLength ? query.unicodeScalars.count : query.count
        guard length <= maxLength else { throw .queryTooLong(command: command, length: length, limit: maxLength) }
        return query
    }

    static func codePoint(_ u: Unicode.Scalar) -> String {
        let hex = String(u.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// The tickers of `stocks show AAPL MSFT` and `stocks show AAPL,MSFT`: words split at commas,
/// blanks dropped, in the order given; at most `maxCount`, none with a control character.
public enum TickerList {
    /// More are refused: a line of a thousand tickers is a mistake, not a watchlist.
    public static let maxCount = 1000

    static func validated(_ words: [String], command: String) throws(UsageError) -> [String] {
        var tickers: [String] = []
        for w in words {
            if let bad = w.unicodeScalars.first(where: { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) }) {
                throw .controlCharacter(command: command, codePoint: QueryText.codePoint(bad))
            }
            for part in w.split(separator: ",") {
                let t = String(part).whiteSpaceCollapsed
                if !t.isEmpty { tickers.append(t) }
            }
        }
        guard !tickers.isEmpty else { throw .missingTicker }
        guard tickers.count <= maxCount else { throw .tooManyTickers(command: command, count: tickers.count, limit: maxCount) }
        return tickers
    }
}

/// The words after `finder watch alert`: `TICKER above 250`, `TICKER below 1.5`, `TICKER
/// change 5%` (or `5`), `TICKER off`. Levels are positive finite numbers below 10^12.
enum WatchAlertWords {
    static func parse(_ words: [String]) throws(UsageError) -> WatchAction {
        guard let ticker = words.first, !ticker.isEmpty else { throw .missingTicker }
        guard words.count >= 2 else { throw .badAlert }
        let kind = Option.asciiLowercased(words[1])
        if kind == "off" {
            guard words.count == 2 else { throw .unexpectedArgument(words[2]) }
            return .alert(ticker: ticker, nil)
        }
        guard ["above", "below", "change"].contains(kind), words.count == 3 else { throw .badAlert }
        var text = Substring(words[2])
        if kind == "change", text.hasSuffix("%") { text = text.dropLast() }
        guard text.utf8.count <= 32, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let v = Double(text), v.isFinite, v > 0, v < 1e12,
              let alert = WatchAlert(kind: kind, value: v) else { throw .badAlert }
        return .alert(ticker: ticker, alert)
    }
}
