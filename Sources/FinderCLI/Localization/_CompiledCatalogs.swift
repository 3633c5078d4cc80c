// Generated from Localization/{en,ru}/*.strings by CompiledCatalogTests
// (FINDER_RECORD_SNAPSHOTS=1 swift test --filter CompiledCatalogTests); do not edit.

/// Each language's catalog compacted (one `key = value` line per entry, in key order)
/// and the slots of its hash table, as `_CatalogTable.init(_:)` builds them: start-up
/// takes both as they are (`Messages(compiled:)`).
extension _CatalogTable {
    /// The compiled catalog of the UI language `id`, nil for one it lacks.
    static func compiled(_ id: String) -> _CatalogTable? {
        switch id {
        case "en": compiledEN
        case "ru": compiledRU
        default: nil
        }
    }

    static let compiledEN = _CatalogTable(compiled: """
        accessible.errorPrefix = Error:
        accessible.position = result {position} of {total}
        alias.also = also written: {name}
        alias.brand = brand: {name}
        alias.former = formerly: {name}
        alias.ru = Russian name: {name}
        change.arrow.down = ▼
        change.arrow.up = ▲
        change.dated = {change} · {date}
        change.percent = {number}%
        change.words.both = {amount}, {percent}
        change.words.dated = {change}, as of {date}
        change.words.down = down {change}
        change.words.none = unchanged
        change.words.up = up {change}
        colour.beige = beige
        colour.black = black
        colour.blue = blue
        colour.brown = brown
        colour.dark-green = dark green
        colour.dark-grey = dark grey
        colour.dark-red = dark red
        colour.green = green
        colour.grey = grey
        colour.light-blue = light blue
        colour.light-grey = light grey
        colour.magenta = magenta
        colour.navy = navy blue
        colour.olive = olive
        colour.orange = orange
        colour.pink = pink
        colour.purple = purple
        colour.red = red
        colour.teal = teal
        colour.white = white
        colour.yellow = yellow
        config.error.badKey = the key must be one line of letters, digits and punctuation, without spaces.
        config.error.badValue = “{value}” is not a value of {name}. Valid values: {choices}
        config.error.emptyKey = no key was given on standard input.
        config.error.exposedFolder = the folder {path} lets other users in and is not yours to make private; finder will not store the key there.
        config.error.extra = too many words after the setting's name; give one value, for example: “finder config set lang ru”
        config.error.keyAsArgument = the key is not taken from the command line, where shell history would keep it; pipe it in or type it when asked.
        config.error.keyTooLong = the key is longer than {limit} characters, longer than any Unsplash key; nothing was saved.
        config.error.missingAction = “finder config” needs an action: {choices}
        config.error.missingName = “finder config” needs a setting name: lang, theme, color, limit, images, format, unsplash-key
        config.error.missingValue = “finder config set {name}” needs a value: {choices}
        config.error.unknownAction = unknown config action “{action}”. Valid actions: {choices}
        config.error.unknownName = unknown setting. Valid settings: lang, theme, color, limit, images, format, unsplash-key
        config.error.write = cannot write {path}: {reason}.
        config.help.details = “list” shows each saved default with where its value comes from; “get NAME” writes the value in effect; “set NAME VALUE” saves one and “unset NAME” removes it. NAME is lang, theme, color, limit, images or format (values as their options take them). A value is taken from the option on the line first, then the environment (FINDER_LANG, FINDER_THEME, NO_COLOR and its kin, FINDER_LIMIT, FINDER_IMAGES, FINDER_FORMAT), then this file, then the built-in default (for lang, from LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The file is $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), readable only by you. “set unsplash-key” reads the key from standard input (so it stays out of shell history); get a key at https://unsplash.com/developers. The UNSPLASH_ACCESS_KEY environment variable, when set, is used first.
        config.help.examples =   finder config set lang ru\\n  finder config set limit 50\\n  finder config get format\\n  finder config list\\n  finder config unset theme\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Set XDG_CONFIG_HOME to a folder only you can enter, or ask its owner to run “chmod 700” on it.
        config.hint.usage = Usage: finder config list | get NAME | set NAME VALUE | unset NAME (NAME: lang, theme, color, limit, images, format, unsplash-key; the key is read from standard input).
        config.key.set = set
        config.key.unset = not set
        config.notice.badKey = The Unsplash key in {where} is not a key (it has spaces, control characters or is far too long) and is not used; set it again: “finder config set unsplash-key”
        config.notice.environmentWins = Note: UNSPLASH_ACCESS_KEY is set, and it is used before the saved key.
        config.notice.exposed = Warning: {path} holds your Unsplash key and other users can read or replace it: run “chmod 600 {path}” and “chmod 700” on its folder (and consider a new key).
        config.notice.variableWins = Note: {variable} is set, and it is used before the saved value.
        config.prompt = Unsplash access key (input hidden):
        config.saved = Saved the Unsplash access key to {path} (readable only by you).
        config.set.saved = Saved {name} = {value} in {path}.
        config.source.config = saved
        config.source.default = built-in
        config.source.environment = from the environment
        config.unset.done = Removed {name} from {path}.
        config.unset.none = {name} was not saved in {path}; nothing changed.
        config.unset.now = Removed {name} from {path}; it is now {value} ({source}).
        date.clock = jmmss
        date.moment = yMMMdjmm
        date.moment.spoken = yMMMMdjmm
        date.price.day = MMMd
        date.price.dayYear = yMMMd
        date.price.spokenDay = MMMMd
        date.price.spokenDayYear = yMMMMd
        domain.photos = photos
        domain.stocks = stocks
        error.diskFull = the disk that holds {path} is full.
        error.index = the search index {path} cannot be built: {reason}.
        error.index.reason.damaged = it came out damaged
        error.index.reason.missing = it vanished while being written
        error.interrupted = interrupted (Ctrl-C).
        error.limit.files = the open-file limit is {limit} (“ulimit -n”), and finder needs at least {needed}.
        error.limit.memory = the address-space limit is {limit} MiB (“ulimit -v”), and finder needs at least {needed} MiB.
        error.missingCompanion = this command needs finder-net, which is not beside finder (looked in {folders}). Reinstall finder.
        error.missingResource = finder cannot find its bundled file {file} beside the binary (looked in {folders}). Reinstall finder, or set FINDER_RESOURCES_DIR to the folder that holds finder_FinderResources.resources.
        error.noInodes = the file system that holds {path} has no free inodes left: no new file can be made there, though there may be free space.
        error.stdout = cannot write the output: {reason}. Part of it may be missing.
        error.store.badCatalogue = the catalogue file {path} cannot be read: {reason}.
        error.store.busy = the local store {path} is locked by another finder process; try again.
        error.store.corrupt = the local store {path} is damaged ({reason}).
        error.store.failed = the local store {path} failed: {reason}.
        error.store.noDataFolder = finder has no data folder: HOME is not set and the system names no home folder for this user.
        error.store.reason.noChecksum = its catalogue has lost the checksum that identifies it
        error.store.unwritable = cannot use the data folder {path}: {reason}.
        exchange.name.MOEX = Moscow Exchange
        exchange.short.MOEX = MOEX
        help.about = finder — search stocks by ticker or company name, and photos on Unsplash, in English and Russian.
        help.command.completion = Print a shell completion script.
        help.command.config = Store settings, such as the Unsplash access key.
        help.command.help = Show help for a command or a topic.
        help.command.history = List or clear recent searches, or remove one (five per domain).
        help.command.interactive = Search as you type, with suggestions from history (or just “finder” on a terminal).
        help.command.offline = Show or delete the last result saved for offline use.
        help.command.photos = Search Unsplash photos (colour, orientation, pages).
        help.command.stocks = Search the stock catalogue by ticker or company name.
        help.command.stocks.show = Show every listing of one or more tickers in full.
        help.command.stocks.sync = Refresh the stock catalogue from the Moscow Exchange and Nasdaq, a URL or a file.
        help.command.suggest = Suggest queries: recent searches containing TEXT, then tickers.
        help.command.watch = Show the watchlist: each watched ticker with its price, the day's change and the price's date.
        help.command.watch.add = Add tickers to the watchlist.
        help.command.watch.alert = Set or remove the alert of a watched ticker.
        help.command.watch.check = Show the watched tickers whose alert fires; exit 0 when one does, 1 when none.
        help.command.watch.clear = Remove every ticker from the watchlist.
        help.command.watch.remove = Remove tickers from the watchlist.
        help.commands = Commands:
        help.details.completion = Completes commands, options, recent searches and tickers.
        help.details.history = Without --domain, every domain. Queries that differ only in case are one entry.
        help.details.interactive = On a terminal, stock results follow every key as you type; photos follow a short pause in typing (FINDER_DEBOUNCE_MS, default 200) once the line has three characters, or Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or “:more” shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130, Ctrl-Z suspends (fg to come back).\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; “:history”, “:more”, “:help” and “:quit” are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (with json, one document per line).
        help.details.offline = “show” without --domain shows the newest saved result.
        help.details.stocks = Matches ticker prefixes and the start of every word of a name, in any order, ignoring case and accents (é = e, ё = е, ß = ss); Cyrillic and Latin spellings find each other, text typed on the wrong keyboard layout is corrected, and close spellings (one letter off, two in longer words) are shown only when nothing else matches. Exact tickers, whole words and prefixes come first, bigger companies first (an exact match counts as ten times the size), then words written together (cocacola), then transliterations; ordinary shares before depositary receipts. Listings sharing an ISIN, and the company's receipts, are one result, shown by the home listing (the ISIN's country); --all-listings shows each.
        help.details.stocks.show = TICKER is matched exactly, ignoring case. Give several, separated by spaces or commas: each one's listings follow in the order given, and a ticker that names none is said on stderr (in JSON, \"unknown\"); the exit status is 1 only when none is found. With --refresh, finder-net first asks the quote source (Yahoo Finance, keyless, twenty listings a request; FINDER_QUOTES_URL) for the listings' prices, each kept with its date and source and shown wherever it is newer than the catalogue's; what it could not price is said on stderr, and the listings are shown all the same.
        help.details.stocks.sync = Without --from, every keyless source in turn, each applied on its own. moex: the Moscow Exchange board TQBR: Russian and Latin names, ISIN, prices in roubles (the last trade, else the current or market price, else the previous close), market capitalisation; base URL from FINDER_MOEX_URL. nasdaq: every stock listed on NASDAQ, NYSE and NYSE American, with last sale in US dollars and market capitalisation; base URL from FINDER_NASDAQ_URL; names of listings already in the catalogue are kept. A URL or FILE in the StockFinder format: a JSON array of {\"ticker\", \"name\", \"currentPrice\"} (US dollars), or CSV with a header naming ticker, name, price and optionally currency and exchange. Listings merge with the catalogue by ticker and exchange: names and prices are replaced, new listings added, nothing deleted; with --replace, the listings this source added in an earlier sync that it no longer gives are removed (never the bundled ones, nor another source's). Bad rows are skipped and counted. The catalogue and its index change all at once or not at all.
        help.details.suggest = Matching ignores case and accents (ICU). Default domain: stocks.
        help.details.watch = The watchlist is kept in the data folder's store, in the order tickers were added. Prices are the catalogue's (“finder stocks sync” refreshes them), or newer ones --refresh fetched from the quote source for the watched listings: “finder watch --refresh”, and in a cron job “finder watch check --refresh”. “finder watch check” shows the tickers whose alert fires now, each said in words, and exits 0; when none fires it exits 1, so a cron job can run: “finder watch check && notify-send …” With --interval N the prices are refreshed every N seconds until you quit: on a terminal on a screen of its own (r refreshes at once, q quits), elsewhere as one answer a refresh (a JSON document each); --count N stops after N refreshes.
        help.details.watch.add = Each TICKER must name a listing of the catalogue; spaces or commas separate several.
        help.details.watch.alert = One alert a ticker: “above N” and “below N” compare the price (in the listing's currency), “change N%” the day's change in percent, up or down; “off” removes it.
        help.details.watch.check = Each alert that fires is said in words on stderr; JSON has the rows with their “alert”.
        help.details.watch.clear = Alerts go with their tickers.
        help.details.watch.remove = Spaces or commas separate several tickers.
        help.environment = environment: {variables}
        help.examples = Examples:
        help.examples.completion =   finder completion bash > ~/.local/share/bash-completion/completions/finder\\n  finder completion zsh > \"${fpath[1]}/_finder\"\\n  finder completion fish > ~/.config/fish/completions/finder.fish
        help.examples.history =   finder history\\n  finder history remove apple --domain stocks\\n  finder history clear
        help.examples.interactive =   finder interactive\\n  finder interactive photos\\n  finder --accessible interactive\\n  echo apple | finder interactive --format jsonl\\n  finder interactive --json < queries.txt
        help.examples.offline =   finder offline show --domain stocks\\n  finder offline clear
        help.examples.overview =   finder stocks apple\\n  finder --lang ru stocks газпром\\n  finder stocks tesla --json\\n  finder help stocks
        help.examples.stocks =   finder stocks apple\\n  finder stocks société générale --limit 5\\n  finder stocks aapl --by ticker\\n  finder --accessible stocks nestle
        help.examples.stocks.show =   finder stocks show AAPL\\n  finder stocks show AAPL MSFT SBER\\n  finder stocks show NET,AAPL,TSLA --json\\n  finder stocks show gazp --json
        help.examples.stocks.sync =   finder stocks sync\\n  finder stocks sync --from nasdaq\\n  finder stocks sync --from https://example.com/stocks.json\\n  finder stocks sync --from ./stocks.csv --json\\n  finder stocks show SBER
        help.examples.suggest =   finder suggest ap\\n  finder suggest --domain photos cat
        help.examples.watch =   finder watch add AAPL MSFT SBER\\n  finder watch\\n  finder watch alert AAPL above 250\\n  finder watch check --json\\n  finder watch --interval 60
        help.examples.watch.add =   finder watch add AAPL\\n  finder watch add NET,AAPL,TSLA
        help.examples.watch.alert =   finder watch alert AAPL above 250\\n  finder watch alert SBER below 250\\n  finder watch alert TSLA change 5%\\n  finder watch alert AAPL off
        help.examples.watch.check =   finder watch check\\n  finder watch check --quiet && notify-send \"finder: an alert fired\"
        help.examples.watch.clear =   finder watch clear
        help.examples.watch.remove =   finder watch remove AAPL
        help.globalOptions = Global options:
        help.option.accessible = screen-reader friendly output: one result per line, no colour or padding
        help.option.all-listings = one result per listing, not one per company
        help.option.by = which field to search (default all)
        help.option.color = when to use colour (default auto)
        help.option.count = stop after N refreshes
        help.option.country = only listings of these countries: ISO codes or names, comma-separated
        help.option.data-dir = where finder keeps its data (default $XDG_DATA_HOME/finder)
        help.option.domain = which domain: stocks or photos
        help.option.exchange = only listings of these exchanges: codes or names (MOEX, Moscow Exchange), comma-separated
        help.option.fields = the result fields to write, comma-separated, in this order (every format; names as in JSON)
        help.option.format = output format (default text; csv and tsv give a table with a header row)
        help.option.from = where to sync from: moex, nasdaq, an https URL or a file (by default every keyless source)
        help.option.help = show help
        help.option.images = how photo previews are drawn: the best the terminal has, a protocol, blocks, only the blur, or none (default auto)
        help.option.interval = refresh the prices every N seconds until you quit (N from 5; on a terminal, a screen of its own)
        help.option.json = same as --format json
        help.option.lang = language of messages
        help.option.limit = how many results at most; 0 means all (default 20)
        help.option.man = print the manual page, finder(1), in this language
        help.option.no-history = write nothing about the search: no history entry, no result saved for --offline
        help.option.no-pager = never send long output on a terminal through the pager (FINDER_PAGER, PAGER or less)
        help.option.offline = use no network
        help.option.quiet = print results only: no counts, hints or notices
        help.option.refresh = fetch the listings’ prices first (the quote source, twenty listings a request)
        help.option.replace = remove the listings this source added in an earlier sync that it no longer gives (never the bundled ones, nor another source's)
        help.option.sort = the order of the results (default relevance; price, change and marketcap largest first)
        help.option.theme = colours for a dark or light terminal, or colours told apart with red-green colour blindness (default auto)
        help.option.version = show the version
        help.optional = optional
        help.options = Options:
        help.or = or
        help.subcommands = Subcommands:
        help.topics = Help topics:
        help.usage = Usage:
        hint.diskFull = Nothing was lost: free some space in {folder} or elsewhere on its disk, then run finder again. Keep the store: it holds your history and synced listings.
        hint.empty.field.name = Only company names were searched; try --by all.
        hint.empty.field.ticker = Only tickers were searched; try --by all.
        hint.empty.stocks = Try fewer letters, a ticker such as AAPL, or the name in another spelling.
        hint.empty.ticker = Search by name instead: “finder stocks {ticker}”
        hint.empty.tickers = Check the spelling, or search by name: “finder stocks NAME”
        hint.index.failed = Check free disk space and permissions, then try again; the catalogue and your history are kept.
        hint.index.memory = Close programs that hold much memory, or raise the limit if one is set (“ulimit -v”), then try again; the catalogue and your history are kept.
        hint.limit = Raise the limit (or start finder from a shell without it), then run finder again. Nothing was changed.
        hint.noInodes = Nothing was lost: delete files you no longer need from that file system (it is many small files that use up inodes; df -i shows how many are left), then run finder again. Keep the store: it holds your history and synced listings.
        hint.noPrices = No prices yet: add --refresh to fetch the prices of the listings shown, or run “finder stocks sync” for the Moscow Exchange’s and Nasdaq’s.
        hint.store.catalogueMismatch = To re-import the bundled catalogue and keep your history and saved results: “sqlite3 {path} \"DELETE FROM stocks; DELETE FROM meta WHERE key = 'catalogue.checksum'\"”, then run finder again (and “finder stocks sync” for current prices).
        hint.store.corrupt = To recover, move the store aside and run finder again; the bundled catalogue is imported afresh: “mv {path} {path}.broken”
        hint.store.failed = The store itself is intact and keeps your history and synced listings: remove the cause, then run finder again.
        hint.store.foreignJournal = To recover, move the journal aside and run finder again; the store keeps its catalogue, history and saved results as of its last checkpoint: “mv {path}-wal {path}-wal.foreign”
        hint.store.inconsistent = finder will not import the bundled catalogue over these listings. To start afresh, move the store aside and run finder again: “mv {path} {path}.broken” — the old file keeps your history and synced listings for “sqlite3” to read.
        hint.store.unwritable = Choose a writable folder with --data-dir or FINDER_DATA_DIR.
        hint.usage = Run “finder --help” for usage.
        history.cleared[one] = Cleared {count} search from history.
        history.cleared[other] = Cleared {count} searches from history.
        history.count[one] = {count} recent search
        history.count[other] = {count} recent searches
        history.empty = No searches in history yet.
        history.empty.hint = Every search is recorded unless --no-history or FINDER_NO_HISTORY=1 is set.
        history.empty.photos = No photo searches in history yet.
        history.empty.stocks = No stock searches in history yet.
        history.noMatch = No entries in history contain “{text}”.
        history.notFound = “{query}” is not in history.
        history.notRecorded = The search could not be recorded in history (the store is busy); the results are unaffected.
        history.queryCut = History keeps the first {limit} characters of this query.
        history.removed = Removed “{query}” from history.
        interactive.commands = Commands: “:more” (next page), “:history”, “:quit”.
        interactive.commands.photos = Commands: “:more” (next page), “:history”, “:color”, “:orientation”, “:order” (filters; “any” clears one), “:quit”.
        interactive.emptyLine = Type a query, or “:history”, “:more”, “:quit”.
        interactive.filter.badValue.color = “{value}” is not a colour finder knows: try blue, black_and_white or any.
        interactive.filter.badValue.order = “:order” takes relevant or latest.
        interactive.filter.badValue.orientation = “:orientation” takes landscape, portrait, squarish or any.
        interactive.filters.none = No filters: any colour and orientation, most relevant first.
        interactive.help = Type a query and press Enter to search. Commands: “:more” for the next page, “:history” for recent searches (“:history TEXT” for those containing it), “:help” for this list, “:quit” to leave (Ctrl-D too). Ctrl-C stops a search or clears the line.
        interactive.interrupted.prompt = Ctrl-C: line cleared. Type “:quit” or press Ctrl-D to leave.
        interactive.interrupted.search = Search for “{query}” stopped.
        interactive.keys.photos = Enter search/show photo · Up/Down move · Tab suggestion · PgDn more · Esc quit
        interactive.keys.stocks = Up/Down move · Tab suggestion · Enter save query · PgDn/PgUp page · Esc quit
        interactive.keys.viewing = Esc/Enter back to the list · Up/Down previous/next photo
        interactive.line.intro.photos = Interactive photo search. Type a query and press Enter; commands: “:more”, “:history”, “:help”, “:quit”. Ctrl-D also quits.
        interactive.line.intro.stocks = Interactive stock search. Type a query and press Enter; commands: “:more”, “:history”, “:help”, “:quit”. Ctrl-D also quits.
        interactive.loading.photos = Searching photos for “{query}”…
        interactive.loading.stocks = Searching stocks for “{query}”…
        interactive.moreHint = Type “:more” for the next page.
        interactive.noMorePages = There are no more results.
        interactive.noResultsToPage = Search for something first; then “:more” or Page Down shows the next page.
        interactive.page = page {page}
        interactive.pageOf = page {page} of {total}
        interactive.pressEnter.photos = Press Enter to search photos for “{query}”.
        interactive.pressEnter.stocks = Press Enter to search stocks for “{query}”.
        interactive.prompt.photos = Search photos:
        interactive.prompt.stocks = Search stocks:
        interactive.quit = Session ended.
        interactive.recorded = Saved “{query}” to history.
        interactive.start.photos = Type words to search photos (from three characters, or press Enter). Tab puts a suggestion on the line.
        interactive.start.stocks = Type to search stocks; results follow as you type. Tab puts a suggestion on the line.
        interactive.suggestions = Suggestions:
        interactive.unknownCommand = Unknown command {command}.
        label.altName = also known as
        label.change = day's change
        label.country = country
        label.countryCode = country code
        label.currency = currency
        label.cusip = CUSIP
        label.domain = in
        label.exchange = exchange
        label.figi = FIGI
        label.isin = ISIN
        label.marketCap = market capitalisation
        label.match = match:
        label.name = name
        label.names = other names
        label.price = price
        label.priceDate = price date
        label.priceSource = price source
        label.savedTo = saved to
        label.symbol = Yahoo symbol
        label.ticker = ticker
        label.usedAt = searched
        listings.also = also listed in {countries}
        listings.and = and
        listings.more.words[one] = {count} more listing
        listings.more.words[other] = {count} more listings
        listings.more[one] = +{count} listing
        listings.more[other] = +{count} listings
        man.description = Stock searches answer from a bundled catalogue of about 39,000 listings with no network; finder stocks sync refreshes names and prices from the Moscow Exchange and Nasdaq. Photo searches ask the Unsplash API. Every command writes text for people, accessible text for screen readers (--accessible), or JSON for scripts (--json, --format jsonl); results go to standard output, everything else to standard error. Options are accepted anywhere on the line; when one is given twice, the last wins.
        man.env.FINDER_DEBOUNCE_MS = milliseconds the interactive photo session waits after a keystroke before it searches (default 200; stocks search on every key)
        man.env.FINDER_HYPERLINKS = 0 turns off the links of photo results on a colour terminal
        man.env.FINDER_MOEX_URL = the Moscow Exchange base URL (default https://iss.moex.com); plain http only to loopback
        man.env.FINDER_NASDAQ_URL = the Nasdaq screener base URL (default https://api.nasdaq.com); plain http only to loopback
        man.env.FINDER_PAGER = the pager for long output on a terminal (else PAGER, else less, with LESS=FRX when LESS is unset); empty or cat: none
        man.env.FINDER_QUOTES_URL = the quote source's base URL, asked by --refresh (default https://query1.finance.yahoo.com); plain http only to loopback
        man.env.FINDER_RESOURCES_DIR = the folder holding finder's bundles (finder_FinderResources.resources, finder_FinderLocalization.resources), for a binary installed away from them; an installed finder finds them beside its real path
        man.env.FINDER_SYNC_TIMEOUT = seconds a sync download may take in all (default 300)
        man.env.FINDER_UNSPLASH_RETRY_DELAY = seconds before a photo search is retried after a server error or a timeout (default 1)
        man.env.FINDER_UNSPLASH_TIMEOUT = seconds of silence, and of a whole request, before a photo search gives up (default 15)
        man.env.FINDER_UNSPLASH_URL = the Unsplash API base URL (default https://api.unsplash.com); plain http only to loopback
        man.env.FINDER_WAIT_SECONDS = the longest wait, in seconds, for another finder process that holds the store or the data folder (default 60; 1 to 3600)
        man.env.TZ = the time zone dates are shown in
        man.env.UNSPLASH_ACCESS_KEY = the Unsplash access key; wins over the stored one (finder config set unsplash-key)
        man.env.XDG_CACHE_HOME = where the search index is: $XDG_CACHE_HOME/finder (default ~/.cache/finder); with --data-dir or FINDER_DATA_DIR, in the data folder
        man.env.XDG_CONFIG_HOME = where the settings are: $XDG_CONFIG_HOME/finder/config (default ~/.config/finder/config)
        man.env.XDG_DATA_HOME = where the data folder is: $XDG_DATA_HOME/finder (default ~/.local/share/finder)
        man.env.XDG_STATE_HOME = where history and saved results are: $XDG_STATE_HOME/finder (default ~/.local/state/finder); with --data-dir or FINDER_DATA_DIR, in the data folder
        man.env.option = used when {option} is not given
        man.error.auth = the Unsplash key is missing, rejected or not allowed
        man.error.bad-response = an answer or a sync file that finder cannot read, or one larger than its limit
        man.error.config = FINDER_MOEX_URL, FINDER_NASDAQ_URL or FINDER_UNSPLASH_URL is not a URL, or plain http to a host that is not loopback
        man.error.disk-full = the disk holding the data folder is full; the write was undone
        man.error.file-exists = photos download: the output file exists (--force replaces it)
        man.error.internal = an error finder did not expect (a bug: please report it)
        man.error.interrupted = Ctrl-C
        man.error.local-data = the store or index cannot be read or written, the data folder is unusable, bundled files or finder-net are missing
        man.error.offline = --offline with nothing saved for the query, or a sync from the network with --offline
        man.error.rate-limited = Unsplash's hourly quota is spent; the message says when to retry
        man.error.service = the server answered with an error status, or redirected to a URL finder will not follow
        man.error.timeout = no answer in time
        man.error.unreachable = no connection: refused, unknown host, no network, connection lost
        man.error.usage = an unknown option or command, a missing or bad value, a --from file that is not a readable regular file
        man.error.write-failed = photos download: the image could not be written; nothing is left behind
        man.errorCodes = With --json the document's error.code says which failure it was:
        man.exit.authentication = the Unsplash key is missing or refused
        man.exit.content = results, or a command that did what it was asked
        man.exit.empty = nothing found: no match, no such ticker, nothing in history, no saved result
        man.exit.interrupted = interrupted (Ctrl-C)
        man.exit.localData = the data folder, the store, the index or the bundled files cannot be used, or an error finder did not expect
        man.exit.network = the network or a service failed, or nothing is saved for --offline
        man.exit.usage = a mistake on the command line or in a setting
        man.file.config = settings, such as the Unsplash access key (mode 0600)
        man.file.index = the search index, rebuilt when missing, stale or damaged (an index left in the data folder by an earlier version is moved here)
        man.file.install = where Scripts/install.sh puts finder, finder-net and their bundles; PREFIX/bin/finder links to it
        man.file.lock = taken while the catalogue is imported, synced or indexed
        man.file.state = history and saved results (SQLite; mode 0600), with searches not yet taken in beside it in finder.pending; what an earlier version kept in the data folder is moved here
        man.file.store = the catalogue, the watchlist and fetched prices (SQLite; mode 0600)
        man.generated = Generated by \"finder help --man\" from finder's command model; do not edit.
        man.manual = User Commands
        man.name = search stocks and Unsplash photos
        man.section.commands = COMMANDS
        man.section.description = DESCRIPTION
        man.section.environment = ENVIRONMENT
        man.section.examples = EXAMPLES
        man.section.exit = EXIT STATUS
        man.section.files = FILES
        man.section.formats = OUTPUT FORMATS
        man.section.json = JSON OUTPUT
        man.section.name = NAME
        man.section.options = OPTIONS
        man.section.seeAlso = SEE ALSO
        man.section.synopsis = SYNOPSIS
        match.exact-ticker = exact ticker
        match.identifier = identifier
        match.joined = written together, with a space in the name
        match.keyboard-layout = keyboard layout corrected
        match.name-start = name starts with the query
        match.ticker-prefix = ticker starts with the query
        match.transliterated = transliterated
        match.typo = close spelling
        match.word-start = a word of the name starts with the query
        notice.imported[one] = Imported the bundled catalogue: {count} stock.
        notice.imported[other] = Imported the bundled catalogue: {count} stocks.
        notice.index.corrupt = The search index was damaged; rebuilt it.
        notice.index.missing = Built the search index.
        notice.index.stale = The catalogue or ICU changed; rebuilt the search index.
        notice.layout = Showing results for “{corrected}”: “{query}” looks typed on the other keyboard layout.
        notice.readOnly = The folder {folder} is read-only: this search is not recorded in history or saved for offline use.
        notice.store.busy = The store is busy (another finder process is writing to it): this search is not recorded in history or saved for offline use; the results are unaffected.
        notice.store.notRecorded = This search is not recorded in history or saved for offline use: {reason}
        notice.store.waiting[one] = Another finder process is writing to the store; waiting for it, at most {count} second…
        notice.store.waiting[other] = Another finder process is writing to the store; waiting for it, at most {count} seconds…
        notice.unknownTicker = No stock has the ticker “{ticker}”.
        notice.waiting = Another finder process is preparing the catalogue; waiting for it…
        number.minus = -
        offline.cleared[one] = Deleted {count} saved result.
        offline.cleared[other] = Deleted {count} saved results.
        offline.marker = Offline: showing the result saved for “{query}” on {date}.
        offline.none = No saved result.
        offline.none.hint = A successful search saves its result for offline use; run one first.
        offline.noneFor = No result is saved for “{query}” to show offline.
        offline.unreadable = The saved result is damaged; run the search again to replace it.
        photos.attribution = Photo by {name} on Unsplash
        photos.bad.empty = the body was empty
        photos.bad.html = a web page instead of JSON
        photos.bad.malformedJSON = the JSON is cut short or damaged
        photos.bad.missingResults = it has no list of results
        photos.bad.notImage = it is not an image
        photos.bad.notJSON = the body is not JSON
        photos.bad.shape = unexpected JSON at {path}
        photos.bad.tooLarge = it is larger than {limit} MiB, more than any page of results
        photos.download.done = Downloaded {bytes}. {attribution}.
        photos.download.exists = {path} already exists.
        photos.download.exists.hint = Give another --output, or add --force to replace it.
        photos.download.foreignTracking = Unsplash’s download tracking address is on {host}, not on the API finder uses ({base}): finder does not send your key there; nothing was downloaded.
        photos.download.noAddress = Unsplash gave no {size} image or download address for photo {id}.
        photos.download.writeFailed = cannot write {path}: {reason}.
        photos.empty = No photos match “{query}”.
        photos.empty.pastEnd = There is no page {page}: this search has {pages} pages.
        photos.error.badResponse = Unsplash sent an answer finder cannot read: {reason}.
        photos.error.connectionLost = the connection to Unsplash broke before the answer was complete.
        photos.error.detail =  ({detail})
        photos.error.forbidden = Unsplash refused the request{detail}.
        photos.error.insecureURL = the Unsplash address “{url}” is not allowed: use https (plain http only to this computer, 127.0.0.1 or localhost). Check FINDER_UNSPLASH_URL.
        photos.error.noKey = no Unsplash access key is set.
        photos.error.notFound = Unsplash has no such photo or image (HTTP 404).
        photos.error.offlineNoSaved = offline, and there is no saved result for “{query}”.
        photos.error.offlineShow = “photos show” and “photos download” need the network: photo {id} is not kept offline.
        photos.error.rateLimited = the Unsplash request limit for this hour is used up.
        photos.error.server = Unsplash is having trouble (HTTP {status}, twice in a row).
        photos.error.status = Unsplash answered with HTTP {status}{detail}.
        photos.error.timeout[one] = Unsplash did not answer within {count} second (tried twice).
        photos.error.timeout[other] = Unsplash did not answer within {count} seconds (tried twice).
        photos.error.unauthorized = Unsplash rejected the access key{detail}.
        photos.error.unreachable = cannot reach Unsplash: {reason}.
        photos.exposure.aperture = f/{value}
        photos.exposure.focalLength = {value} mm
        photos.exposure.iso = ISO {value}
        photos.exposure.time = {value} s
        photos.filter.colour = colour {value}
        photos.filter.colour.any = any colour
        photos.filter.colour.black_and_white = black and white
        photos.filter.contentFilter.high = strict content filter
        photos.filter.contentFilter.low = standard content filter
        photos.filter.order.latest = newest first
        photos.filter.order.relevant = most relevant first
        photos.filter.orientation.any = any orientation
        photos.filter.orientation.landscape = landscape
        photos.filter.orientation.portrait = portrait
        photos.filter.orientation.squarish = square
        photos.filter.page = page {page}
        photos.filter.perPage[one] = {count} a page
        photos.filter.perPage[other] = {count} a page
        photos.filters.announce = Filters: {filters}.
        photos.help.details = Searches Unsplash (https://unsplash.com) and shows each photo’s description, author, size, dominant colour and link; on a colour terminal, a small preview and clickable links. Needs a free Unsplash access key: see “finder config set unsplash-key”. Each query’s last result is kept for --offline (shown whatever its filters, with what differs said) and the newest for “finder photos more”.
        photos.help.details.download = Reports the download to Unsplash first, as its API Guidelines require, then saves the image atomically to --output (a file, or a folder for ID-SIZE.jpg; by default ID-SIZE.jpg here) and prints the path. An existing file is never replaced without --force.
        photos.help.details.more = Uses the query and filters of the last successful photo search.
        photos.help.details.show = ID is the photo’s Unsplash ID (“id” in search results). Needs the network and the access key; nothing is recorded in history.
        photos.help.download = Download one photo’s image to a file.
        photos.help.examples =   finder photos mountain lake\\n  finder photos ocean --color blue --orientation landscape\\n  finder --lang ru photos море --color синий\\n  finder photos cats --per-page 30 --page 2 --json\\n  finder photos more
        photos.help.examples.download =   finder photos download Cat1abc_XyZ\\n  finder photos download Cat1abc_XyZ --size raw --output ~/Pictures/\\n  finder photos download Cat1abc_XyZ --output cat.jpg --force
        photos.help.examples.more =   finder photos forest\\n  finder photos more
        photos.help.examples.show =   finder photos show Cat1abc_XyZ\\n  finder photos show Cat1abc_XyZ --json
        photos.help.globalColor = goes before “photos”, because after “photos” --color sets the colour of the photos
        photos.help.more = Show the next page of the last photo search.
        photos.help.option.color = only photos of this colour: {choices}; also in words, such as blue, black-and-white, синий, чёрно-белый
        photos.help.option.content-filter = how strictly unsafe content is left out (default low)
        photos.help.option.force = replace the file if it exists
        photos.help.option.order = most relevant first, or newest first (default relevant)
        photos.help.option.orientation = only photos of this shape
        photos.help.option.output = the file to write, or a folder to write ID-SIZE.jpg in
        photos.help.option.page = which page of results (default 1)
        photos.help.option.per-page = photos per page, 1 to 30 (default 10)
        photos.help.option.size = which image: the original (raw), full size (full, the default), 1080 px wide (regular) or 400 px (small)
        photos.help.show = Show one photo in full: description, attribution, size, colour, place, camera, tags and links.
        photos.hint.empty = Try other or fewer words; English words often find more.
        photos.hint.empty.filters = Try fewer words, or drop --color, --orientation or --content-filter high.
        photos.hint.forbidden = Check that your app at https://unsplash.com/oauth/applications is active and that the key is its Access Key.
        photos.hint.later = Try again in a few minutes.
        photos.hint.network = Check your internet connection and try again; with --offline, finder shows the last saved result.
        photos.hint.noKey = Get a free key: sign in at https://unsplash.com/developers, create an app (“New Application”) and copy its Access Key. Then store it with “finder config set unsplash-key” (it reads the key from standard input), or set the UNSPLASH_ACCESS_KEY environment variable.
        photos.hint.offlineNoSaved = Each query keeps its last result that found photos; run it once with the network (without --offline).
        photos.hint.pastEnd = Start again from the first page: “finder photos {query}”
        photos.hint.rateLimited = Try again {when}. Saved results still work: “finder --offline photos QUERY”
        photos.hint.unauthorized = Check the Access Key of your app at https://unsplash.com/oauth/applications, then store it again: “finder config set unsplash-key” (or fix UNSPLASH_ACCESS_KEY, which is used first).
        photos.label.author = by
        photos.label.camera = camera
        photos.label.colour = colour
        photos.label.exposure = exposure
        photos.label.link = link
        photos.label.location = place
        photos.label.profile = profile
        photos.label.size = size
        photos.label.tags = tags
        photos.loading = Searching photos for “{query}”…
        photos.loading.download = Downloading photo {id}…
        photos.loading.more = Fetching the next page of photos…
        photos.loading.show = Fetching photo {id}…
        photos.more.continuing = Continuing the last photo search with results, “{query}” (page {page}).
        photos.more.last = That was the last page ({pages}) of the last photo search.
        photos.more.none = There is no earlier photo search to continue.
        photos.more.none.hint = Search first, for example: “finder photos mountains”
        photos.net.badRedirect = the server redirected to an address finder cannot use
        photos.net.lost = the connection broke before the answer was complete
        photos.net.noAnswer = the server closed the connection without answering
        photos.net.offline = this computer is not connected to a network
        photos.net.other = the connection failed (code {code})
        photos.net.redirectLoop = the server redirected too many times
        photos.net.refused = the connection was refused
        photos.net.tls = the secure connection failed
        photos.net.unknownHost = the server name could not be found
        photos.net.unreadable = the server’s answer is not HTTP
        photos.noDescription = no description
        photos.notice.quotaLow[one] = Only {count} Unsplash request is left this hour (the limit is {limit}).
        photos.notice.quotaLow[other] = Only {count} Unsplash requests are left this hour (the limit is {limit}).
        photos.notice.skipped[one] = {count} result was left out: it could not be read.
        photos.notice.skipped[other] = {count} results were left out: they could not be read.
        photos.notice.storeProblem = The result could not be saved for offline use: {problem}
        photos.offline.differs = The saved result differs: saved with {saved}; asked for {asked}.
        photos.offline.fallback = Showing the saved result instead (offline, saved {date}): {reason}
        photos.offline.saved = Offline, saved {date}.
        photos.progress.downloading = Downloading photo {id}
        photos.progress.percent = Downloaded {percent}%.
        photos.retry.hour = in an hour
        photos.retry.hours[one] = in {count} hour
        photos.retry.hours[other] = in {count} hours
        photos.retry.later = later
        photos.retry.minutes[one] = in {count} minute
        photos.retry.minutes[other] = in {count} minutes
        photos.retry.seconds[one] = in {count} second
        photos.retry.seconds[other] = in {count} seconds
        photos.show.notFound = Unsplash has no photo with the ID “{id}”.
        photos.show.notFound.hint = Photo IDs are in search results: “finder photos QUERY --json” (the “id” of each).
        photos.show.summary = Photo {id} on Unsplash.
        photos.size = {width} × {height}
        photos.size.words[one] = {width} by {count} pixel
        photos.size.words[other] = {width} by {count} pixels
        photos.sponsored = sponsored by {sponsor}
        photos.summary.more = . Next page: “finder photos more”
        photos.summary.page = , page {page} of {pages}
        photos.summary[one] = {count} photo of {total}
        photos.summary[other] = {count} photos of {total}
        photos.unknownAuthor = unknown author
        placeholder.COLOUR = COLOUR
        placeholder.COMMAND = COMMAND
        placeholder.COUNTRY = COUNTRY
        placeholder.DIR = DIR
        placeholder.EXCHANGE = EXCHANGE
        placeholder.FIELDS = FIELDS
        placeholder.FILE = FILE
        placeholder.KEY = KEY
        placeholder.NAME = NAME
        placeholder.OPTIONS = OPTIONS
        placeholder.PATH = PATH
        placeholder.QUERY = QUERY
        placeholder.TEXT = TEXT
        placeholder.TICKER = TICKER
        placeholder.TOPIC = TOPIC
        placeholder.URL = URL
        placeholder.VALUE = VALUE
        price.asOf = {price}, as of {date}
        price.asOf.stale = {price}, as of {date}; the price is stale
        price.unknown = price unknown
        price.unknownValue = unknown
        price.withDate = {price} · {date}
        price.withDate.stale = {price} · {date} · stale
        progress.importing.announce[one] = Importing the bundled catalogue: {count} stock…
        progress.importing.announce[other] = Importing the bundled catalogue: {count} stocks…
        progress.indexing = Building the search index
        progress.indexing.announce[one] = Building the search index for {count} listing…
        progress.indexing.announce[other] = Building the search index for {count} listings…
        progress.indexing.percent = Search index {percent} percent built.
        progress.percentShort = {percent}%
        quoted = “{text}”
        quotes.failed = Prices were not refreshed: {reason}. The prices shown are the ones finder already had.
        quotes.listing = “{ticker}” ({country})
        quotes.noSource = {listings}: the catalogue names neither an exchange nor an ISIN, so no quote source can be asked.
        quotes.notFound = The quote service found no listing by the ISIN of {listings}.
        quotes.notKept = The refreshed prices could not be kept: the store cannot be written. The prices shown are the ones finder already had.
        quotes.offline = Prices were not refreshed: --offline was given. The prices shown are the ones finder already had.
        quotes.otherCurrency = The quote for {tickers} came in another currency than the catalogue’s, so it was not taken.
        quotes.reason.badURL = FINDER_QUOTES_URL is not an address finder can use ({value})
        quotes.reason.format = the quote service’s answer is not a list of prices
        quotes.reason.status = the quote service answered with status {status}
        quotes.reason.timedOut = the quote service did not answer in time
        quotes.unanswered = The quote service gave no price for {tickers}.
        reason.catalogue.columns = the header names no ticker or name column
        reason.catalogue.fields = {found} fields where the header has {expected}
        reason.catalogue.header = the column header is missing
        reason.catalogue.line = line {line}: {problem}
        reason.catalogue.magic = the first line is not “#finder-catalogue 1”
        reason.catalogue.price = the price “{price}” is not a number
        reason.catalogueMismatch = its listings no longer match the checksum they were saved with: they were changed outside finder
        reason.errno.EACCES = permission denied
        reason.errno.EBUSY = it is in use
        reason.errno.EEXIST = it already exists
        reason.errno.EFBIG = the file would grow past the size limit set for finder (“ulimit -f”)
        reason.errno.EIO = the disk reported an input/output error
        reason.errno.EISDIR = it is a folder, not a file
        reason.errno.ELOOP = too many symbolic links in the path
        reason.errno.EMFILE = too many files are open
        reason.errno.ENAMETOOLONG = the name is too long
        reason.errno.ENOENT = there is no such file or folder
        reason.errno.ENOMEM = there is not enough memory for it (a limit such as “ulimit -v” may be set)
        reason.errno.ENOSPC = the disk is full
        reason.errno.ENOTDIR = a part of the path is a file, not a folder
        reason.errno.ENXIO = there is no device behind it
        reason.errno.EROFS = the file system is read-only
        reason.errno.other = system error {code} ({message})
        reason.foreignJournal = its journal beside it (finder.sqlite3-wal) belongs to another database or to an older copy of this one, and SQLite would read its pages as this store’s
        reason.indexNotBuilt = the new search index could not be built
        reason.newerSchema = a newer finder made it (store version {found}; this finder reads up to {supported})
        reason.sqlite.busy = another process holds it
        reason.sqlite.cantOpen = it cannot be opened
        reason.sqlite.corrupt = its data are damaged
        reason.sqlite.full = the disk is full
        reason.sqlite.io = reading or writing it failed
        reason.sqlite.notADatabase = the file is not a finder store, nor any SQLite database
        reason.sqlite.other = SQLite error {code} ({message})
        reason.sqlite.permission = access is denied
        reason.sqlite.readOnly = it can only be read
        receipts.also = also as receipts in {countries}
        receipts.count[one] = {count} receipt
        receipts.count[other] = {count} receipts
        receipts.more.words[one] = {count} depositary receipt
        receipts.more.words[other] = {count} depositary receipts
        receipts.more[one] = +{count} receipt
        receipts.more[other] = +{count} receipts
        size.kb = {size} KB
        size.kb.words[one] = {count} kilobyte
        size.kb.words[other] = {count} kilobytes
        size.mb = {size} MB
        size.mb.words.fraction = {size} megabytes
        size.mb.words[one] = {count} megabyte
        size.mb.words[other] = {count} megabytes
        source.bundled = the bundled catalogue
        source.file = file {path}
        source.moex = Moscow Exchange
        source.nasdaq = Nasdaq
        source.url = {url}
        state.content.closeSpellings[one] = No exact match for “{query}”; {count} close spelling
        state.content.closeSpellings[other] = No exact match for “{query}”; {count} close spellings
        state.content.listings[one] = {count} listing
        state.content.listings[other] = {count} listings
        state.content.resultsOfOver[one] = {shown} of over {count} result; --limit 0 shows all
        state.content.resultsOfOver[other] = {shown} of over {count} results; --limit 0 shows all
        state.content.resultsOf[one] = {shown} of {count} result; --limit 0 shows all
        state.content.resultsOf[other] = {shown} of {count} results; --limit 0 shows all
        state.content.results[one] = {count} result
        state.content.results[other] = {count} results
        state.empty.stocks = No stocks match “{query}”.
        state.empty.ticker = No stock has the ticker “{ticker}”.
        state.empty.tickers = No stock has any of the tickers {tickers}.
        state.loading.stocks = Searching stocks for “{query}”…
        suggest.count[one] = {count} suggestion
        suggest.count[other] = {count} suggestions
        suggest.empty = No suggestions for “{text}”.
        sync.bad.badBlock = the block “{block}” has no columns and data
        sync.bad.empty = the file is empty
        sync.bad.missingBlock = the block “{block}” is missing
        sync.bad.missingColumn = the block “{block}” has no column {column}
        sync.bad.missingColumns = the CSV header lacks the columns {columns}
        sync.bad.missingRows = the answer has no list of rows (data.rows)
        sync.bad.notAnArray = the JSON is not an array of stocks
        sync.bad.notAnObject = the body is not a JSON object of blocks
        sync.bad.notJSON = the body is not valid JSON (it may have been cut short)
        sync.bad.notText = the file is not UTF-8 text
        sync.bad.tooLarge = the file is 4 GiB or larger, more than a CSV file can be read as
        sync.droppedDates[one] = {count} price date was not a real date (such as 2024-02-30) and was dropped; its price is kept, dated by this sync.
        sync.droppedDates[other] = {count} price dates were not real dates (such as 2024-02-30) and were dropped; their prices are kept, dated by this sync.
        sync.error.badVariable = {variable} is not a URL: {url}
        sync.error.deadline = {source} did not send its whole answer within {seconds} seconds (FINDER_SYNC_TIMEOUT sets the limit).
        sync.error.encoding = {source} sent a compressed answer ({encoding}) that finder did not ask for; finder did not unpack it.
        sync.error.file = cannot read {path}: {reason}.
        sync.error.fileTooLarge = {path} is larger than {limit} MiB, more than any catalogue; it was not read.
        sync.error.insecure = {url} is not https; plain http is allowed only to this computer (127.0.0.1, localhost).
        sync.error.insecureVariable = {variable} is {url}, which is not https; plain http is allowed only to this computer (127.0.0.1, localhost).
        sync.error.malformed = {source} holds no catalogue finder can read: {reason}.
        sync.error.noRows = {source} gave no usable rows ({count} read, all skipped).
        sync.error.offline = syncing from {source} needs the network, and --offline was given.
        sync.error.redirect = the server sent finder on to {url}, which is not https; finder did not follow.
        sync.error.redirectUnusable = the server sent finder on to {url}, an address finder cannot use; finder did not follow.
        sync.error.status = {source} answered HTTP {status}.
        sync.error.timeout = {source} sent nothing for {seconds} seconds.
        sync.error.tooLarge = the download from {source} is larger than {limit} MiB, more than any catalogue; it was stopped.
        sync.error.truncated = the download from {source} stopped after {received} of {expected} bytes.
        sync.error.unreachable = cannot reach {source}: {reason}.
        sync.file.denied = permission denied
        sync.file.directory = it is a folder
        sync.file.missing = no such file
        sync.file.notRegular = it is not a regular file (a pipe, a device or a terminal has no end to read to); save the catalogue to a file first
        sync.hint.fileTooLarge = A catalogue file is a few megabytes; check that this is the right file.
        sync.hint.format = Expected a JSON array of {\"ticker\", \"name\", \"currentPrice\"}, or a CSV file with a header naming ticker, name and price.
        sync.hint.from = Use --from moex, --from nasdaq, --from https://… or --from FILE.
        sync.hint.later = Try again later.
        sync.hint.network = Check the network connection (and FINDER_MOEX_URL or FINDER_NASDAQ_URL, if set).
        sync.hint.noneApplied = No source was applied ({failed}); the catalogue was not changed and search works as before.
        sync.hint.offline = Run it without --offline, or sync from a file: “finder stocks sync --from FILE”
        sync.hint.partial = Not applied: {failed}. Applied, as said above: {applied}.
        sync.hint.redirect = The address may have moved; check it, or FINDER_MOEX_URL or FINDER_NASDAQ_URL if set.
        sync.hint.unchanged = The catalogue was not changed; the previous one is still searchable.
        sync.loading = Syncing the stock catalogue from {source}…
        sync.loading.all = Syncing the stock catalogue from every source…
        sync.net.badRedirect = the server redirected to an address finder cannot use
        sync.net.lost = the connection was lost
        sync.net.noAnswer = the server closed the connection without answering
        sync.net.offline = no network connection
        sync.net.other = the connection failed (code {code})
        sync.net.redirectLoop = the server redirected too many times (a redirect loop)
        sync.net.refused = connection refused
        sync.net.tls = the secure connection failed
        sync.net.unknownHost = unknown host
        sync.net.unreadable = the server’s answer is not HTTP
        sync.perSource = {source}: {text}
        sync.progress.downloaded = downloading: {size}
        sync.progress.downloading = downloading
        sync.progress.indexing = rebuilding the search index…
        sync.progress.percent = downloaded {percent} percent.
        sync.progress.saving = saving the catalogue…
        sync.reason.badCurrency = currency is not an ISO code ({count})
        sync.reason.badPrice = price is not a number ({count})
        sync.reason.controlCharacters = control or invisible characters ({count})
        sync.reason.duplicate = listed twice ({count})
        sync.reason.missingName = no name ({count})
        sync.reason.missingTicker = no ticker ({count})
        sync.reason.negativePrice = price below zero ({count})
        sync.reason.placeless = a ticker listed elsewhere, with no exchange or country to say which listing ({count})
        sync.reason.tooLong = text too long ({count})
        sync.skipped = Skipped rows: {reasons}.
        sync.source.moex = the Moscow Exchange ({host})
        sync.source.nasdaq = Nasdaq ({host})
        sync.summary = {counts}.
        sync.summary.added.first[one] = {count} stock added
        sync.summary.added.first[other] = {count} stocks added
        sync.summary.added[one] = {count} added
        sync.summary.added[other] = {count} added
        sync.summary.nothing = no stocks changed
        sync.summary.removed.first[one] = {count} stock removed
        sync.summary.removed.first[other] = {count} stocks removed
        sync.summary.removed[one] = {count} removed
        sync.summary.removed[other] = {count} removed
        sync.summary.separator = ,
        sync.summary.skipped[one] = {count} bad row skipped
        sync.summary.skipped[other] = {count} bad rows skipped
        sync.summary.sources[#2] = Both sources synced.
        sync.summary.sources[one] = {count} source synced.
        sync.summary.sources[other] = All {count} sources synced.
        sync.summary.unchanged.first[one] = {count} stock unchanged
        sync.summary.unchanged.first[other] = {count} stocks unchanged
        sync.summary.unchanged[one] = {count} unchanged
        sync.summary.unchanged[other] = {count} unchanged
        sync.summary.updated[one] = {count} stock updated
        sync.summary.updated[other] = {count} stocks updated
        topic.environment.intro = An option given on the command line wins over its variable.
        topic.exit-codes.intro = Every command ends with one of these statuses; a script can tell a search that found nothing (1) from one that failed.
        topic.formats.accessible = for screen readers: one result per line starting with its position, fields ended by semicolons, numbers and tickers written to be read aloud; no colour, padding, spinner or drawing
        topic.formats.intro = Choose with --format (or --json) and --accessible, anywhere on the line.
        topic.formats.json = for scripts: exactly one JSON document on standard output for every outcome, errors and usage mistakes included (see “finder help json”)
        topic.formats.jsonl = one JSON event per line: a state event when work starts, one result event per result, then a last state event with the count, the message or the error
        topic.formats.streams = Help, the man page, completion scripts and --version are documents too in JSON: one result holding the text. Unknown values are null, never empty strings; timestamps are ISO 8601 in UTC.
        topic.formats.text = for people: results in aligned columns on standard output, in colour where allowed; counts, hints, progress and errors on standard error
        topic.json.document = document: {members}
        topic.json.domains = Each domain adds its own members, present in every document of the domain and null when unknown:
        topic.json.intro = Every JSON document has these members, whatever its outcome; member names are English and stable, messages are in the UI language, and new members may be added.
        topic.json.member.count = how many results the document holds
        topic.json.member.domain = the command that answered (below); cli for help, --version and usage errors
        topic.json.member.error = for an error, an object with code (“finder help exit-codes”), message and hint; else null
        topic.json.member.message = for an empty outcome, what happened and what to try; for an action, what was done
        topic.json.member.offline = true when the results are a saved result shown offline
        topic.json.member.page = the page of a photo search, else null
        topic.json.member.query = the query as given, or null
        topic.json.member.results = the results, each with its domain's members (below)
        topic.json.member.schemaVersion = 1; raised only for incompatible changes
        topic.json.member.state = content, empty or error
        topic.json.member.totalPages = the pages a photo search has, else null
        topic.json.none = no members of its own
        topic.json.result = each result: {members}
        topic.json.rules = Interrupted with Ctrl-C, a command still writes its document, with the error code interrupted. Schemas for every domain are in docs/schemas of finder's source.
        topic.json.savedDomain = those of the domain named by savedDomain
        topic.summary.environment = The environment variables finder reads.
        topic.summary.exit-codes = Exit statuses, and the error codes of JSON output.
        topic.summary.formats = Output formats: text, accessible text, JSON and JSON Lines.
        topic.summary.json = The members of a JSON document, by domain.
        usage.aFilePath = a file path, or a folder to write the file in
        usage.aPath = a folder path
        usage.badAlert = “finder watch alert” needs a ticker and an alert: TICKER above N, TICKER below N, TICKER change N%, or TICKER off
        usage.badCountry = “{value}” is no country of the catalogue; give an ISO code (us, ch, ru) or a country's name (Switzerland)
        usage.badField = unknown field “{value}” for --fields. Valid fields: {choices}
        usage.badField.suggest = unknown field “{value}” for --fields; did you mean “{suggestion}”? Valid fields: {choices}
        usage.badPhotoID = “{id}” is not an Unsplash photo ID: IDs are letters, digits, “-” and “_”.
        usage.badSubcommand = unknown action “{value}” for “finder {command}”. Valid actions: {choices}
        usage.badSubcommand.suggest = unknown action “{value}” for “finder {command}”; did you mean “{suggestion}”? Valid actions: {choices}
        usage.badValue = invalid value “{value}” for {option}. Valid values: {choices}
        usage.badValue.suggest = invalid value “{value}” for {option}; did you mean “{suggestion}”? Valid values: {choices}
        usage.colour.russian = (or in Russian: {names})
        usage.controlCharacter = the query for “finder {command}” contains a control character ({character}); type the query without it
        usage.integerRange = a whole number from {min} to {max}
        usage.missingPhotoID = “finder {command}” needs a photo ID, for example: “finder {command} Cat1abc_XyZ” (IDs are in the results of “finder photos QUERY --json”)
        usage.missingQuery = “finder {command}” needs a search query, for example: “finder {command} apple”
        usage.missingSubcommand = “finder {command}” needs one of: {choices}
        usage.missingTicker = “finder stocks show” needs a ticker, for example: “finder stocks show AAPL”
        usage.missingValue = option {option} needs a value: {choices}
        usage.noFields = --fields needs at least one field name. Valid fields: {choices}
        usage.queryTooLong = the query for “finder {command}” is {length} characters long; at most {limit} are accepted
        usage.tooManyTickers = “finder {command}” was given {count} tickers; at most {limit} are accepted
        usage.unexpectedArgument = unexpected argument “{argument}”
        usage.unexpectedValue = option {option} takes no value
        usage.unknownCommand = unknown command “{command}”. Valid commands: {choices}
        usage.unknownCommand.suggest = unknown command “{command}”; did you mean “{suggestion}”? Valid commands: {choices}
        usage.unknownOption = unknown option {option}. Valid options: {choices}
        usage.unknownOption.suggest = unknown option {option}; did you mean {suggestion}? Valid options: {choices}
        version = finder {version} (commit {commit})
        version.bundledDate = {source} (FinanceDatabase and Nasdaq, August 2026)
        version.catalogue = catalogue: {source}; {sync}
        version.libraries = libraries: {libraries}
        version.neverSynced = never synced
        version.notImported = not imported yet
        version.synced = last synced {date} from {source}
        version.unknownCommit = unknown
        watch.added[one] = Added {count} ticker to the watchlist.
        watch.added[other] = Added {count} tickers to the watchlist.
        watch.alert.above = above {amount}
        watch.alert.below = below {amount}
        watch.alert.change = a change of {percent}
        watch.alert.label = alert: {alert}
        watch.alert.off = Removed the alert for {ticker}.
        watch.alert.set = Alert for {ticker}: {alert}.
        watch.already = “{ticker}” is already on the watchlist.
        watch.check.noAlerts = No watched ticker has an alert.
        watch.check.none = No alert fires now.
        watch.count[one] = {count} watched ticker
        watch.count[other] = {count} watched tickers
        watch.empty = The watchlist is empty.
        watch.fired.above = {ticker} is {alert}: the price is {price}.
        watch.fired.below = {ticker} is {alert}: the price is {price}.
        watch.fired.change = {ticker}: the day's change, {change}, reached the alert ({alert}).
        watch.full[one] = The watchlist holds at most {count} ticker; remove one first.
        watch.full[other] = The watchlist holds at most {count} tickers; remove one first.
        watch.hint.add = Add the ticker to the watchlist first: “finder watch add {ticker}”
        watch.hint.alert = Set one: “finder watch alert AAPL above 250”
        watch.hint.empty = Add tickers: “finder watch add AAPL MSFT”
        watch.live.heading = Watchlist, refreshed at {time}; next refresh at {next}
        watch.live.heading.last = Watchlist, refreshed at {time}; that was the last refresh
        watch.live.keys = r: refresh now · q: quit
        watch.live.refreshing = Refreshing the prices…
        watch.noneAdded = No ticker was added to the watchlist.
        watch.notWatched = “{ticker}” is not on the watchlist.
        watch.removed[one] = Removed {count} ticker from the watchlist.
        watch.removed[other] = Removed {count} tickers from the watchlist.
        watch.unchanged = The watchlist is unchanged.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 35722, 35742, 35745, 35759, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40605, 40625, 40628, 40635,
        -1, -1, -1, -1, 24204, 24216, 24219, 24231, 10164, 10188, 10191, 10763, -1, -1, -1, -1,
        8300, 8320, 8323, 8402, 34704, 34722, 34725, 34755, 24763, 24787, 24790, 24810, 40686, 40700, 40703, 40740,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 31262, 31281, 31284, 31312, 4594, 4611, 4614, 4641, 55651, 55678, 55681, 55696,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 20831, 20851, 20854, 20887, 21509, 21530, 21533, 21591, 28538, 28555, 28558, 28643,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15383, 15401, 15404, 15419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18566, 18583, 18586, 18732,
        -1, -1, -1, -1, 31999, 32016, 32019, 32172, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49425, 49451, 49454, 49468, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2033, 2059, 2062, 2124, 12705, 12727, 12730, 12814, -1, -1, -1, -1,
        23070, 23096, 23099, 23136, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61562, 61586, 61589, 61625, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33147, 33165, 33168, 33195,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49089, 49121, 49124, 49175, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54325, 54349, 54352, 54371, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39609, 39626, 39629, 39900,
        -1, -1, -1, -1, -1, -1, -1, -1, 24476, 24486, 24489, 24493, 6880, 6899, 6902, 6950,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61201, 61219, 61222, 61262,
        -1, -1, -1, -1, 43414, 43433, 43436, 43473, 52912, 52926, 52929, 52995, 43618, 43638, 43641, 43655,
        18197, 18214, 18217, 18291, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10764, 10788, 10791, 11847, 29893, 29907, 29910, 30037, 24455, 24466, 24469, 24475, 32513, 32533, 32536, 32575,
        59608, 59624, 59627, 59736, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20950, 20966, 20969, 21001, 24379, 24389, 24392, 24396, 55314, 55345, 55348, 55368, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5990, 6002, 6005, 6066, -1, -1, -1, -1,
        -1, -1, -1, -1, 35910, 35941, 35944, 35967, 42953, 42980, 42983, 43001, -1, -1, -1, -1,
        -1, -1, -1, -1, 46245, 46267, 46270, 46309, 28291, 28309, 28312, 28368, 14266, 14291, 14294, 14433,
        58174, 58199, 58202, 58283, -1, -1, -1, -1, 27053, 27063, 27066, 27098, -1, -1, -1, -1,
        -1, -1, -1, -1, 43372, 43388, 43391, 43413, -1, -1, -1, -1, -1, -1, -1, -1,
        63606, 63622, 63625, 63670, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37882, 37907, 37910, 37954, 51437, 51464, 51467, 51575, -1, -1, -1, -1,
        -1, -1, -1, -1, 24677, 24689, 24692, 24700, -1, -1, -1, -1, 42740, 42765, 42768, 42784,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19259, 19287, 19290, 19532, 23425, 23441, 23444, 23455, 27880, 27902, 27905, 27983, 44561, 44592, 44595, 44643,
        21592, 21625, 21628, 21705, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7361, 7380, 7383, 7436, 316, 333, 336, 355,
        39015, 39031, 39034, 39128, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32732, 32754, 32757, 32787, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53248, 53265, 53268, 53351, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        48589, 48607, 48610, 48626, -1, -1, -1, -1, 48763, 48776, 48779, 48785, 59737, 59751, 59754, 59819,
        -1, -1, -1, -1, -1, -1, -1, -1, 44342, 44374, 44377, 44426, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14990, 15015, 15018, 15158, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30694, 30717, 30720, 30731, 44028, 44045, 44048, 44053,
        22534, 22557, 22560, 22640, -1, -1, -1, -1, -1, -1, -1, -1, 44292, 44312, 44315, 44341,
        47883, 47909, 47912, 47967, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38816, 38843, 38846, 38883,
        -1, -1, -1, -1, 5395, 5413, 5416, 5513, -1, -1, -1, -1, 48733, 48744, 48747, 48762,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33978, 34003, 34006, 34071, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63367, 63384, 63387, 63449, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61344, 61362, 61365, 61459, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21248, 21268, 21271, 21334, -1, -1, -1, -1, 1748, 1774, 1777, 1823,
        48428, 48435, 48438, 48447, 55697, 55719, 55722, 55723, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43269, 43291, 43294, 43318, -1, -1, -1, -1,
        33604, 33624, 33627, 33661, 49795, 49815, 49818, 49837, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8216, 8239, 8242, 8299, 25812, 25837, 25840, 25930,
        51327, 51346, 51349, 51436, 62183, 62200, 62203, 62230, -1, -1, -1, -1, -1, -1, -1, -1,
        35198, 35217, 35220, 35265, 31108, 31120, 31123, 31165, 18057, 18078, 18081, 18128, 38531, 38555, 38558, 38613,
        58638, 58661, 58664, 58687, -1, -1, -1, -1, 59317, 59335, 59338, 59380, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45196, 45210, 45213, 45331,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36010, 36038, 36041, 36060, 57951, 57975, 57978, 58053, -1, -1, -1, -1,
        63671, 63689, 63692, 63746, -1, -1, -1, -1, 53352, 53369, 53372, 53429, -1, -1, -1, -1,
        20286, 20307, 20310, 20370, -1, -1, -1, -1, 26072, 26097, 26100, 26219, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45648, 45668, 45671, 45723,
        515, 527, 530, 535, 53833, 53846, 53849, 53872, 49838, 49851, 49854, 49886, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40488, 40507, 40510, 40516, 57591, 57609, 57612, 57708,
        17220, 17239, 17242, 17322, 60153, 60180, 60183, 60297, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35798, 35834, 35837, 35852,
        -1, -1, -1, -1, 41075, 41091, 41094, 41139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33793, 33824, 33827, 33977, -1, -1, -1, -1, 11936, 11954, 11957, 12704,
        57549, 57568, 57571, 57590, 6708, 6718, 6721, 6820, 53756, 53776, 53779, 53832, -1, -1, -1, -1,
        -1, -1, -1, -1, 30590, 30600, 30603, 30616, -1, -1, -1, -1, 34434, 34453, 34456, 34467,
        31582, 31602, 31605, 31646, -1, -1, -1, -1, 63924, 63939, 63942, 63979, -1, -1, -1, -1,
        -1, -1, -1, -1, 27984, 28000, 28003, 28119, 45861, 45878, 45881, 45927, -1, -1, -1, -1,
        8403, 8427, 8430, 9354, 13961, 13983, 13986, 14101, -1, -1, -1, -1, -1, -1, -1, -1,
        29404, 29418, 29421, 29497, 32679, 32699, 32702, 32731, -1, -1, -1, -1, 24744, 24756, 24759, 24762,
        30499, 30512, 30515, 30589, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23580, 23609, 23612, 23659, 44956, 44970, 44973, 44999, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43872, 43888, 43891, 43895,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 4015, 4036, 4039, 4205, 35266, 35291, 35294, 35354, -1, -1, -1, -1,
        24079, 24102, 24105, 24117, -1, -1, -1, -1, 5137, 5163, 5166, 5185, 44644, 44677, 44680, 44729,
        63450, 63464, 63467, 63537, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58367, 58389, 58392, 58429, 35760, 35784, 35787, 35797, 54688, 54717, 54720, 54761,
        31313, 31333, 31336, 31350, -1, -1, -1, -1, 55776, 55803, 55806, 55830, -1, -1, -1, -1,
        -1, -1, -1, -1, 60505, 60525, 60528, 60552, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32900, 32917, 32920, 32988,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59820, 59842, 59845, 59943,
        -1, -1, -1, -1, 5289, 5306, 5309, 5394, -1, -1, -1, -1, 51920, 51947, 51950, 52038,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17323, 17342, 17345, 17472,
        50582, 50604, 50607, 50722, -1, -1, -1, -1, 47212, 47230, 47233, 47261, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49990, 50011, 50014, 50048, 28880, 28901, 28904, 28969,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31078, 31094, 31097, 31107,
        43976, 43992, 43995, 43999, 6304, 6322, 6325, 6365, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63073, 63090, 63093, 63135, -1, -1, -1, -1, 7007, 7027, 7030, 7093,
        35577, 35601, 35604, 35613, -1, -1, -1, -1, 62909, 62925, 62928, 62947, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6487, 6516, 6519, 6573, 24397, 24407, 24410, 24414,
        765, 779, 782, 789, 24232, 24245, 24248, 24255, 38474, 38498, 38501, 38530, 53430, 53448, 53451, 53536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 31379, 31395, 31398, 31438, 36370, 36393, 36396, 36415, 60381, 60403, 60406, 60504,
        15327, 15353, 15356, 15382, 51576, 51596, 51599, 51653, 46310, 46334, 46337, 46433, 6574, 6596, 6599, 6643,
        21335, 21362, 21365, 21508, 46434, 46453, 46456, 46473, 61681, 61701, 61704, 61762, -1, -1, -1, -1,
        209, 226, 229, 232, 36839, 36867, 36870, 37124, 54633, 54653, 54656, 54687, 56111, 56138, 56141, 56158,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23204, 23224, 23227, 23262,
        52430, 52446, 52449, 52466, 54468, 54489, 54492, 54521, -1, -1, -1, -1, 917, 928, 931, 935,
        20021, 20044, 20047, 20285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52676, 52698, 52701, 52772, 255, 267, 270, 288,
        48197, 48218, 48221, 48237, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30896, 30912, 30915, 30926, -1, -1, -1, -1,
        52504, 52521, 52524, 52536, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29336, 29352, 29355, 29403, 44257, 44271, 44274, 44291, 49629, 49648, 49651, 49693, 55879, 55904, 55907, 55929,
        -1, -1, -1, -1, -1, -1, -1, -1, 30951, 30970, 30973, 30980, 24941, 24956, 24959, 25451,
        30833, 30850, 30853, 30858, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55409, 55434, 55437, 55450, -1, -1, -1, -1, 49516, 49534, 49537, 49567, -1, -1, -1, -1,
        -1, -1, -1, -1, 38057, 38080, 38083, 38173, 29758, 29772, 29775, 29820, -1, -1, -1, -1,
        30617, 30625, 30628, 30661, 24900, 24920, 24923, 24940, 40575, 40596, 40599, 40604, -1, -1, -1, -1,
        33662, 33684, 33687, 33709, 34179, 34199, 34202, 34257, -1, -1, -1, -1, -1, -1, -1, -1,
        35517, 35541, 35544, 35576, -1, -1, -1, -1, 17771, 17783, 17786, 17794, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11848, 11868, 11871, 11935, -1, -1, -1, -1,
        19533, 19551, 19554, 19680, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47493, 47513, 47516, 47555, -1, -1, -1, -1, 63831, 63846, 63849, 63874, 54412, 54434, 54437, 54467,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40661, 40678, 40681, 40685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23263, 23286, 23289, 23315,
        44730, 44755, 44758, 44795, 62065, 62072, 62075, 62109, -1, -1, -1, -1, -1, -1, -1, -1,
        16561, 16581, 16584, 16680, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49344, 49374, 49377, 49424, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23660, 23685, 23688, 23702, 55607, 55632, 55635, 55650, -1, -1, -1, -1, 47057, 47076, 47079, 47095,
        -1, -1, -1, -1, 16722, 16738, 16741, 16761, -1, -1, -1, -1, 50049, 50071, 50074, 50120,
        -1, -1, -1, -1, 4788, 4798, 4801, 4806, 27212, 27234, 27237, 27368, 62794, 62807, 62810, 62853,
        3361, 3386, 3389, 3487, 46508, 46527, 46530, 46547, -1, -1, -1, -1, 16833, 16848, 16851, 16901,
        -1, -1, -1, -1, 54199, 54219, 54222, 54234, 61763, 61791, 61794, 61885, 46853, 46878, 46881, 46901,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54762, 54783, 54786, 54808,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30770, 30790, 30793, 30801,
        -1, -1, -1, -1, 54117, 54133, 54136, 54154, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58430, 58453, 58456, 58483, 29821, 29836, 29839, 29892,
        62990, 63008, 63011, 63034, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55112, 55124, 55127, 55151, 58054, 58077, 58080, 58173, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23456, 23474, 23477, 23499, 26660, 26691, 26694, 26781, 36247, 36265, 36268, 36279,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43926, 43942, 43945, 43949,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45795, 45817, 45820, 45860, -1, -1, -1, -1, -1, -1, -1, -1,
        19813, 19838, 19841, 20020, 33434, 33452, 33455, 33475, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21781, 21820, 21823, 21885, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44054, 44069, 44072, 44075, 48627, 48647, 48650, 48667, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24353, 24367, 24370, 24378, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32576, 32590, 32593, 32661, 48159, 48178, 48181, 48196, 56542, 56566, 56569, 56749, 14906, 14929, 14932, 14989,
        -1, -1, -1, -1, 1488, 1514, 1517, 1629, -1, -1, -1, -1, 24655, 24667, 24670, 24676,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42426, 42449, 42452, 42518,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22726, 22755, 22758, 22897, -1, -1, -1, -1, -1, -1, -1, -1, 63538, 63554, 63557, 63605,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43189, 43208, 43211, 43234, -1, -1, -1, -1, 46807, 46826, 46829, 46852,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47835, 47851, 47854, 47882, -1, -1, -1, -1, 3912, 3941, 3944, 4014,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41838, 41858, 41861, 41875, 63136, 63153, 63156, 63198, 835, 848, 851, 857,
        31882, 31897, 31900, 31998, -1, -1, -1, -1, -1, -1, -1, -1, 3488, 3505, 3508, 3676,
        50872, 50894, 50897, 50927, 45997, 46020, 46023, 46069, 54291, 54305, 54308, 54324, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48786, 48796, 48799, 48804,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40793, 40812, 40815, 40850, 18365, 18383, 18386, 18449, -1, -1, -1, -1,
        -1, -1, -1, -1, 38238, 38262, 38265, 38383, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13557, 13578, 13581, 13668, 20888, 20903, 20906, 20949, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34915, 34939, 34942, 35035, 40115, 40138, 40141, 40220, -1, -1, -1, -1, 33339, 33364, 33367, 33392,
        33521, 33540, 33543, 33603, 61958, 61985, 61988, 62064, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20479, 20501, 20504, 20542,
        30859, 30878, 30881, 30895, 52467, 52486, 52489, 52503, 28644, 28666, 28669, 28733, 46172, 46194, 46197, 46244,
        43319, 43343, 43346, 43371, 57709, 57725, 57728, 57888, 5851, 5865, 5868, 5989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56209, 56234, 56237, 56258, 37438, 37458, 37461, 37679, -1, -1, -1, -1,
        36061, 36090, 36093, 36108, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49955, 49969, 49972, 49989, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48668, 48682, 48685, 48706, 7515, 7539, 7542, 7623,
        3677, 3691, 3694, 3697, 30927, 30943, 30946, 30950, 42618, 42641, 42644, 42666, -1, -1, -1, -1,
        34339, 34366, 34369, 34433, -1, -1, -1, -1, 46125, 46146, 46149, 46171, 42565, 42592, 42595, 42617,
        4642, 4659, 4662, 4710, 53537, 53556, 53559, 53627, -1, -1, -1, -1, -1, -1, -1, -1,
        43002, 43022, 43025, 43070, 42858, 42885, 42888, 42906, 48994, 49021, 49024, 49039, 43850, 43865, 43868, 43871,
        2125, 2149, 2152, 2240, 48805, 48838, 48841, 48897, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23316, 23343, 23346, 23424, 37680, 37709, 37712, 37881, 42250, 42276, 42279, 42335, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46474, 46492, 46495, 46507,
        35614, 35641, 35644, 35654, 20371, 20381, 20384, 20418, 40434, 40453, 40456, 40458, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22260, 22290, 22293, 22357, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14434, 14459, 14462, 14655, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52276, 52296, 52299, 52371, -1, -1, -1, -1,
        50928, 50947, 50950, 51051, 55724, 55749, 55752, 55775, 8190, 8203, 8206, 8215, 35968, 35994, 35997, 36009,
        49469, 49497, 49500, 49515, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41876, 41903, 41906, 41977, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20543, 20561, 20564, 20585, -1, -1, -1, -1, 55548, 55581, 55584, 55606, 56845, 56863, 56866, 57006,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38673, 38698, 38701, 38755,
        44515, 44532, 44535, 44560, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14102, 14122, 14125, 14265, 53688, 53704, 53707, 53755, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61460, 61480, 61483, 61561, 32274, 32299, 32302, 32391,
        2293, 2312, 2315, 3145, -1, -1, -1, -1, -1, -1, -1, -1, 40636, 40653, 40656, 40660,
        -1, -1, -1, -1, -1, -1, -1, -1, 36203, 36237, 36240, 36246, 20677, 20695, 20698, 20773,
        41300, 41315, 41318, 41369, 55200, 55218, 55221, 55236, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17473, 17489, 17492, 17579, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7827, 7849, 7852, 7881, 41674, 41688, 41691, 41719, -1, -1, -1, -1,
        4206, 4232, 4235, 4298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16192, 16210, 16213, 16285, 39441, 39458, 39461, 39488,
        45724, 45744, 45747, 45794, 55369, 55392, 55395, 55408, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7954, 7978, 7981, 8059, 24862, 24880, 24883, 24899,
        900, 910, 913, 916, 32989, 33004, 33007, 33060, 47096, 47116, 47119, 47161, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7094, 7118, 7121, 7208,
        51224, 51247, 51250, 51326, 27761, 27775, 27778, 27809, 43896, 43915, 43918, 43925, 54901, 54926, 54929, 54955,
        7882, 7906, 7909, 7953, -1, -1, -1, -1, 50376, 50392, 50395, 50450, 27099, 27126, 27129, 27211,
        -1, -1, -1, -1, 38756, 38779, 38782, 38815, 44831, 44837, 44840, 44852, -1, -1, -1, -1,
        7209, 7229, 7232, 7285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15589, 15603, 15606, 15641, 31694, 31712, 31715, 31770, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15739, 15758, 15761, 15830, 34072, 34099, 34102, 34132, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5514, 5536, 5539, 5637,
        -1, -1, -1, -1, 47968, 47987, 47990, 48021, -1, -1, -1, -1, 9437, 9456, 9459, 10163,
        24415, 24430, 24433, 24454, 27484, 27505, 27508, 27587, 6951, 6968, 6971, 7006, 38614, 38644, 38647, 38672,
        42785, 42803, 42806, 42811, -1, -1, -1, -1, 684, 695, 698, 702, 2241, 2259, 2262, 2292,
        35655, 35674, 35677, 35688, 6146, 6162, 6165, 6235, 51732, 51750, 51753, 51818, 60914, 60932, 60935, 61021,
        -1, -1, -1, -1, -1, -1, -1, -1, 30414, 30428, 30431, 30498, 55831, 55855, 55858, 55878,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14738, 14757, 14760, 14905, 48898, 48933, 48936, 48993,
        -1, -1, -1, -1, -1, -1, -1, -1, 60049, 60068, 60071, 60152, -1, -1, -1, -1,
        17808, 17824, 17827, 17839, 18849, 18862, 18865, 19094, -1, -1, -1, -1, 21706, 21739, 21742, 21780,
        59381, 59396, 59399, 59444, 61886, 61905, 61908, 61957, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 55066, 55085, 55088, 55111, -1, -1, -1, -1,
        -1, -1, -1, -1, 40221, 40245, 40248, 40433, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57889, 57912, 57915, 57950, -1, -1, -1, -1, 23780, 23800, 23803, 23834,
        -1, -1, -1, -1, 43766, 43786, 43789, 43797, 936, 948, 951, 956, 15831, 15851, 15854, 15913,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21886, 21910, 21913, 21973, -1, -1, -1, -1,
        48707, 48718, 48721, 48732, 34531, 34555, 34558, 34703, -1, -1, -1, -1, 62697, 62712, 62715, 62746,
        -1, -1, -1, -1, -1, -1, -1, -1, 48238, 48262, 48265, 48291, 63287, 63302, 63305, 63366,
        -1, -1, -1, -1, -1, -1, -1, -1, 59944, 59960, 59963, 60048, 34133, 34145, 34148, 34178,
        53132, 53153, 53156, 53247, 49694, 49714, 49717, 49754, -1, -1, -1, -1, 16902, 16924, 16927, 17006,
        -1, -1, -1, -1, 18292, 18309, 18312, 18364, -1, -1, -1, -1, 55451, 55471, 55474, 55491,
        -1, -1, -1, -1, -1, -1, -1, -1, 33476, 33492, 33495, 33520, 41563, 41586, 41589, 41625,
        57391, 57409, 57412, 57548, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7624, 7644, 7647, 7710, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6236, 6255, 6258, 6303, 37955, 37980, 37983, 38056, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28369, 28390, 28393, 28399,
        -1, -1, -1, -1, 3146, 3166, 3169, 3360, 61022, 61045, 61048, 61094, -1, -1, -1, -1,
        63199, 63217, 63220, 63286, 980, 999, 1002, 1078, 59445, 59456, 59459, 59472, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16396, 16412, 16415, 16424, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39901, 39927, 39930, 40031, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15696, 15713, 15716, 15738, 62274, 62293, 62296, 62308, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48022, 48046, 48049, 48065, 52773, 52789, 52792, 52911,
        64170, 64185, 64188, 64215, -1, -1, -1, -1, -1, -1, -1, -1, 55988, 56021, 56024, 56047,
        51819, 51838, 51841, 51919, -1, -1, -1, -1, -1, -1, -1, -1, 63035, 63046, 63049, 63072,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18450, 18467, 18470, 18565, 31166, 31187, 31190, 31215, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29498, 29518, 29521, 29541,
        -1, -1, -1, -1, 34756, 34777, 34780, 34827, -1, -1, -1, -1, -1, -1, -1, -1,
        61263, 61277, 61280, 61343, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16681, 16697, 16700, 16721,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33393, 33412, 33415, 33433,
        31044, 31062, 31065, 31077, -1, -1, -1, -1, 62231, 62248, 62251, 62273, -1, -1, -1, -1,
        16079, 16097, 16100, 16191, 56398, 56420, 56423, 56541, -1, -1, -1, -1, 59155, 59179, 59182, 59232,
        -1, -1, -1, -1, 24627, 24639, 24642, 24654, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 24602, 24615, 24618, 24626, -1, -1, -1, -1, -1, -1, -1, -1,
        6067, 6091, 6094, 6145, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41370, 41389, 41392, 41442, 58284, 58309, 58312, 58366, 58759, 58774, 58777, 58798, 58564, 58595, 58598, 58637,
        -1, -1, -1, -1, -1, -1, -1, -1, 20586, 20606, 20609, 20632, -1, -1, -1, -1,
        40741, 40764, 40767, 40792, 43656, 43674, 43677, 43683, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31771, 31784, 31787, 31881,
        -1, -1, -1, -1, 41508, 41524, 41527, 41562, 26451, 26478, 26481, 26534, 5638, 5659, 5662, 5850,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32662, 32674, 32677, 32678, 34468, 34490, 34493, 34530,
        35036, 35060, 35063, 35115, 5247, 5264, 5267, 5288, 54372, 54397, 54400, 54411, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60741, 60761, 60764, 60913,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54235, 54254, 54257, 54290, 858, 869, 872, 876, -1, -1, -1, -1, 6366, 6390, 6393, 6486,
        -1, -1, -1, -1, 24701, 24714, 24717, 24743, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44796, 44817, 44820, 44830, -1, -1, -1, -1, 24494, 24505, 24508, 24519,
        41443, 41461, 41464, 41507, 47556, 47574, 47577, 47660, 15518, 15542, 15545, 15588, 35689, 35709, 35712, 35721,
        -1, -1, -1, -1, -1, -1, -1, -1, 31216, 31232, 31235, 31261, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24811, 24837, 24840, 24861, -1, -1, -1, -1, 36324, 36352, 36355, 36369, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30228, 30242, 30245, 30413, 41978, 42007, 42010, 42083,
        49755, 49773, 49776, 49794, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62110, 62129, 62132, 62182, 28842, 28859, 28862, 28879, 47315, 47336, 47339, 47492,
        50451, 50467, 50470, 50496, -1, -1, -1, -1, 30662, 30682, 30685, 30693, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 44000, 44018, 44021, 44027, -1, -1, -1, -1,
        21974, 21990, 21993, 22259, -1, -1, -1, -1, -1, -1, -1, -1, 44228, 44246, 44249, 44256,
        -1, -1, -1, -1, -1, -1, -1, -1, 28734, 28751, 28754, 28841, -1, -1, -1, -1,
        33279, 33303, 33306, 33338, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54956, 54977, 54980, 55065, 40459, 40478, 40481, 40487, 24540, 24555, 24558, 24568, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25609, 25634, 25637, 25696, 29189, 29203, 29206, 29270,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50121, 50144, 50147, 50189, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15914, 15932, 15935, 15965, -1, -1, -1, -1, 16425, 16443, 16446, 16560,
        20633, 20646, 20649, 20676, 36416, 36435, 36438, 36838, 41720, 41742, 41745, 41779, 23500, 23529, 23532, 23579,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 24315, 24326, 24329, 24334,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7711, 7729, 7732, 7826, 3698, 3714, 3717, 3724, -1, -1, -1, -1, -1, -1, -1, -1,
        42519, 42539, 42542, 42564, 17795, 17802, 17805, 17807, 24289, 24303, 24306, 24314, 35355, 35382, 35385, 35446,
        37216, 37240, 37243, 37374, -1, -1, -1, -1, 51654, 51671, 51674, 51731, 63875, 63896, 63899, 63923,
        -1, -1, -1, -1, -1, -1, -1, -1, 49176, 49210, 49213, 49265, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 35116, 35135, 35138, 35197, -1, -1, -1, -1,
        15642, 15659, 15662, 15695, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55152, 55168, 55171, 55199, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49040, 49069, 49072, 49088, -1, -1, -1, -1, 47752, 47773, 47776, 47796, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40550, 40567, 40570, 40574, 43235, 43246, 43249, 43268,
        -1, -1, -1, -1, 52996, 53011, 53014, 53030, 4351, 4363, 4366, 4429, 63980, 63996, 63999, 64038,
        -1, -1, -1, -1, 13337, 13361, 13364, 13556, -1, -1, -1, -1, 62549, 62566, 62569, 62583,
        -1, -1, -1, -1, -1, -1, -1, -1, 44198, 44211, 44214, 44227, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 31439, 31459, 31462, 31508, -1, -1, -1, -1,
        39308, 39329, 39332, 39440, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4939, 4963, 4966, 4972, 34828, 34855, 34858, 34914, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46902, 46921, 46924, 46955, 24569, 24586, 24589, 24601,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45332, 45346, 45349, 45446, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60685, 60703, 60706, 60740, -1, -1, -1, -1, -1, -1, -1, -1,
        62488, 62506, 62509, 62548, 43684, 43703, 43706, 43713, 55262, 55291, 55294, 55313, 21117, 21133, 21136, 21193,
        -1, -1, -1, -1, 40896, 40918, 40921, 40996, -1, -1, -1, -1, -1, -1, -1, -1,
        4910, 4930, 4933, 4938, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17746, 17759, 17762, 17770, -1, -1, -1, -1, -1, -1, -1, -1, 20774, 20794, 20797, 20830,
        -1, -1, -1, -1, 5186, 5212, 5215, 5246, -1, -1, -1, -1, 41626, 41644, 41647, 41673,
        50313, 50333, 50336, 50375, -1, -1, -1, -1, 26902, 26929, 26932, 27052, 58799, 58816, 58819, 58841,
        35447, 35472, 35475, 35516, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61626, 61647, 61650, 61680, 48349, 48367, 48370, 48386,
        42164, 42192, 42195, 42249, 13020, 13044, 13047, 13138, 20419, 20439, 20442, 20478, -1, -1, -1, -1,
        814, 826, 829, 834, 46701, 46720, 46723, 46749, 48111, 48124, 48127, 48158, 48066, 48088, 48091, 48110,
        33234, 33249, 33252, 33278, 39206, 39231, 39234, 39307, 48292, 48318, 48321, 48348, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42084, 42110, 42113, 42163, 1079, 1100, 1103, 1166,
        39489, 39508, 39511, 39608, 31647, 31667, 31670, 31693, 58842, 58858, 58861, 59020, -1, -1, -1, -1,
        4973, 4986, 4989, 4995, 47797, 47815, 47818, 47834, 54853, 54878, 54881, 54900, 38884, 38907, 38910, 39014,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53944, 53960, 53963, 53984, 15420, 15442, 15445, 15517,
        58484, 58509, 58512, 58563, -1, -1, -1, -1, -1, -1, -1, -1, 31509, 31531, 31534, 31581,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 19095, 19108, 19111, 19258,
        -1, -1, -1, -1, 18733, 18743, 18746, 18848, 44137, 44153, 44156, 44197, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30802, 30818, 30821, 30832, 4299, 4312, 4315, 4350, 60298, 60312, 60315, 60380, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46642, 46658, 46661, 46700, -1, -1, -1, -1,
        -1, -1, -1, -1, 5019, 5033, 5036, 5071, 21194, 21209, 21212, 21247, 43744, 43759, 43762, 43765,
        55930, 55957, 55960, 55987, 56048, 56083, 56086, 56110, 46548, 46566, 46569, 46641, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45928, 45952, 45955, 45996,
        50190, 50210, 50213, 50255, -1, -1, -1, -1, -1, -1, -1, -1, 27588, 27610, 27613, 27760,
        43521, 43540, 43543, 43567, 28400, 28420, 28423, 28537, 43568, 43589, 43592, 43617, 43798, 43816, 43819, 43825,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36157, 36191, 36194, 36202, -1, -1, -1, -1, 40517, 40538, 40541, 40549,
        28205, 28226, 28229, 28290, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32173, 32197, 32200, 32273, 22425, 22448, 22451, 22533, -1, -1, -1, -1,
        -1, -1, -1, -1, 15278, 15303, 15306, 15326, 59087, 59112, 59115, 59154, 6681, 6700, 6703, 6707,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40032, 40051, 40054, 40114, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37125, 37149, 37152, 37215, -1, -1, -1, -1, 62747, 62762, 62765, 62793, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8127, 8152, 8155, 8189, -1, -1, -1, -1,
        59233, 59254, 59257, 59316, 45116, 45131, 45134, 45195, 25697, 25720, 25723, 25811, 12815, 12839, 12842, 13019,
        43950, 43967, 43970, 43975, 46956, 46975, 46978, 47056, 52039, 52056, 52059, 52091, 4883, 4901, 4904, 4909,
        400, 417, 420, 433, 9355, 9375, 9378, 9436, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 13669, 13694, 13697, 13874, 19681, 19698, 19701, 19812, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36109, 36144, 36147, 36156,
        53628, 53640, 53643, 53687, -1, -1, -1, -1, 41780, 41801, 41804, 41837, 6821, 6844, 6847, 6879,
        56259, 56286, 56289, 56311, -1, -1, -1, -1, 56750, 56769, 56772, 56844, 25452, 25478, 25481, 25608,
        29672, 29688, 29691, 29757, 36280, 36306, 36309, 36323, 60553, 60575, 60578, 60684, 17867, 17877, 17880, 17886,
        -1, -1, -1, -1, -1, -1, -1, -1, 30155, 30168, 30171, 30227, -1, -1, -1, -1,
        41140, 41161, 41164, 41220, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38174, 38190, 38193, 38237, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33196, 33212, 33215, 33233, -1, -1, -1, -1,
        23835, 23859, 23862, 23965, 734, 751, 754, 764, 25931, 25951, 25954, 26071, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26782, 26809, 26812, 26901,
        -1, -1, -1, -1, -1, -1, -1, -1, 43714, 43733, 43736, 43743, -1, -1, -1, -1,
        -1, -1, -1, -1, 33061, 33079, 33082, 33146, -1, -1, -1, -1, 5072, 5083, 5086, 5136,
        13311, 13324, 13327, 13336, 49568, 49586, 49589, 49628, 48547, 48569, 48572, 48588, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 51176, 51191, 51194, 51223, 59473, 59487, 59490, 59607,
        -1, -1, -1, -1, 59021, 59043, 59046, 59086, 4711, 4727, 4730, 4787, 62348, 62362, 62365, 62397,
        17840, 17851, 17854, 17866, 54155, 54167, 54170, 54198, 54522, 54542, 54545, 54568, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32868, 32880, 32883, 32899, -1, -1, -1, -1, 1949, 1974, 1977, 2032, -1, -1, -1, -1,
        -1, -1, -1, -1, 4807, 4818, 4821, 4829, 48448, 48466, 48469, 48485, 4830, 4848, 4851, 4860,
        -1, -1, -1, -1, 4545, 4570, 4573, 4593, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45447, 45467, 45470, 45563,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17707, 17726, 17729, 17745,
        29271, 29294, 29297, 29335, 4512, 4533, 4536, 4544, 26220, 26248, 26251, 26450, 49266, 49294, 49297, 49343,
        -1, -1, -1, -1, -1, -1, -1, -1, 62430, 62446, 62449, 62487, -1, -1, -1, -1,
        46750, 46768, 46771, 46806, 47162, 47180, 47183, 47211, 1824, 1848, 1851, 1948, 494, 506, 509, 514,
        8060, 8084, 8087, 8126, 16286, 16302, 16305, 16395, 27810, 27824, 27827, 27879, 42812, 42837, 42840, 42857,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64039, 64057, 64060, 64102, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54809, 54832, 54835, 54852, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13875, 13896, 13899, 13960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55492, 55523, 55526, 55547, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6644, 6662, 6665, 6680, 28120, 28139, 28142, 28204, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39129, 39146, 39149, 39205, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38384, 38417, 38420, 38473, 44427, 44461, 44464, 44514, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 52372, 52394, 52397, 52429, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52092, 52110, 52113, 52157,
        45000, 45015, 45018, 45115, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4483, 4503, 4506, 4511, 23703, 23728, 23731, 23745,
        24520, 24531, 24534, 24539, 50497, 50514, 50517, 50581, 27369, 27392, 27395, 27483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51052, 51071, 51074, 51175, 53873, 53890, 53893, 53943, -1, -1, -1, -1,
        17115, 17134, 17137, 17151, 13267, 13283, 13286, 13310, -1, -1, -1, -1, -1, -1, -1, -1,
        30981, 31000, 31003, 31011, 3725, 3745, 3748, 3911, 58688, 58716, 58719, 58758, -1, -1, -1, -1,
        7286, 7305, 7308, 7360, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63747, 63770, 63773, 63830, 1365, 1383, 1386, 1487,
        62854, 62874, 62877, 62908, 44102, 44112, 44115, 44136, 23966, 23990, 23993, 24078, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42907, 42932, 42935, 42952,
        52537, 52557, 52560, 52675, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24335, 24347, 24350, 24352, 56159, 56188, 56191, 56208, -1, -1, -1, -1,
        15159, 15184, 15187, 15277, 50256, 50275, 50278, 50312, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1630, 1653, 1656, 1747, 49887, 49904, 49907, 49954,
        -1, -1, -1, -1, 37375, 37395, 37398, 37437, 48387, 48407, 48410, 48427, 62584, 62601, 62604, 62618,
        -1, -1, -1, -1, 42698, 42721, 42724, 42739, 64103, 64123, 64126, 64169, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62619, 62637, 62640, 62661, -1, -1, -1, -1,
        26535, 26570, 26573, 26659, -1, -1, -1, -1, 17887, 17900, 17903, 18056, 33710, 33737, 33740, 33792,
        47707, 47729, 47732, 47751, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4861, 4875, 4878, 4882, -1, -1, -1, -1,
        -1, -1, -1, -1, 40851, 40870, 40873, 40895, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28970, 28985, 28988, 29091, 13196, 13221, 13224, 13266,
        31351, 31361, 31364, 31378, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55237, 55249, 55252, 55261, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32788, 32802, 32805, 32867, 62309, 62328, 62331, 62347, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22898, 22927, 22930, 23069, -1, -1, -1, -1,
        48486, 48506, 48509, 48526, 61095, 61114, 61117, 61200, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57180, 57201, 57204, 57390, -1, -1, -1, -1, -1, -1, -1, -1,
        21002, 21021, 21024, 21116, 7437, 7461, 7464, 7514, 52158, 52177, 52180, 52275, -1, -1, -1, -1,
        29092, 29114, 29117, 29188, -1, -1, -1, -1, 42336, 42358, 42361, 42425, -1, -1, -1, -1,
        42667, 42684, 42687, 42697, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41221, 41243, 41246, 41299, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23746, 23762, 23765, 23779, 54038, 54059, 54062, 54116, 23137, 23163, 23166, 23203, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50723, 50747, 50750, 50871, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 57007, 57026, 57029, 57179, -1, -1, -1, -1,
        -1, -1, -1, -1, 30732, 30755, 30758, 30769, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46070, 46093, 46096, 46124, -1, -1, -1, -1, -1, -1, -1, -1,
        17007, 17027, 17030, 17114, -1, -1, -1, -1, -1, -1, -1, -1, 14656, 14677, 14680, 14737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40997, 41013, 41016, 41074,
        44853, 44866, 44869, 44955, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24256, 24273, 24276, 24288, -1, -1, -1, -1, -1, -1, -1, -1, 18129, 18152, 18155, 18196,
        16762, 16779, 16782, 16832, 45564, 45584, 45587, 45647, -1, -1, -1, -1, 17152, 17169, 17172, 17219,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48527, 48534, 48537, 48546, -1, -1, -1, -1, -1, -1, -1, -1,
        13139, 13163, 13166, 13195, 30038, 30054, 30057, 30154, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43474, 43493, 43496, 43520,
        47661, 47679, 47682, 47706, -1, -1, -1, -1, 31012, 31032, 31035, 31043, -1, -1, -1, -1,
        -1, -1, -1, -1, 62948, 62964, 62967, 62989, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53031, 53048, 53051, 53131, -1, -1, -1, -1, -1, -1, -1, -1,
        24118, 24144, 24147, 24173, -1, -1, -1, -1, 29542, 29560, 29563, 29671, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4996, 5009, 5012, 5018,
        15966, 15986, 15989, 16078, 24174, 24187, 24190, 24203, 35853, 35885, 35888, 35909, 22358, 22388, 22391, 22424,
        43071, 43096, 43099, 43188, -1, -1, -1, -1, 34258, 34282, 34285, 34338, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17580, 17597, 17600, 17706, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43826, 43842, 43845, 43849, 47262, 47280, 47283, 47314,
        56312, 56335, 56338, 56397, -1, -1, -1, -1, 54569, 54592, 54595, 54632, -1, -1, -1, -1,
        62662, 62679, 62682, 62696, 32392, 32419, 32422, 32512, 62398, 62419, 62422, 62429, -1, -1, -1, -1,
        4430, 4446, 4449, 4482, 44076, 44093, 44096, 44101, -1, -1, -1, -1, 53985, 53999, 54002, 54037,
        -1, -1, -1, -1, -1, -1, -1, -1, 22641, 22665, 22668, 22725, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
    static let compiledRU = _CatalogTable(compiled: """
        accessible.errorPrefix = Ошибка:
        accessible.position = результат {position:masculine}, всего {total:masculine}
        alias.also = другое написание: {name}
        alias.brand = бренд: {name}
        alias.former = прежнее название: {name}
        alias.ru = по-русски: {name}
        change.arrow.down = ▼
        change.arrow.up = ▲
        change.dated = {change} · {date}
        change.percent = {number} %
        change.words.both = {amount}, на {percent}
        change.words.dated = {change}, по состоянию на {date}
        change.words.down = упала на {change}
        change.words.none = не изменилась
        change.words.up = выросла на {change}
        colour.beige = бежевый
        colour.black = чёрный
        colour.blue = синий
        colour.brown = коричневый
        colour.dark-green = тёмно-зелёный
        colour.dark-grey = тёмно-серый
        colour.dark-red = тёмно-красный
        colour.green = зелёный
        colour.grey = серый
        colour.light-blue = голубой
        colour.light-grey = светло-серый
        colour.magenta = пурпурный
        colour.navy = тёмно-синий
        colour.olive = оливковый
        colour.orange = оранжевый
        colour.pink = розовый
        colour.purple = фиолетовый
        colour.red = красный
        colour.teal = бирюзовый
        colour.white = белый
        colour.yellow = жёлтый
        config.error.badKey = ключ должен быть одной строкой из букв, цифр и знаков препинания, без пробелов.
        config.error.badValue = «{value}» — недопустимое значение {name}. Допустимые значения: {choices}
        config.error.emptyKey = ключ не получен со стандартного ввода.
        config.error.exposedFolder = в папку {path} могут заходить другие пользователи, а закрыть её вы не можете: finder не будет хранить там ключ.
        config.error.extra = после имени настройки слишком много слов; укажите одно значение, например: «finder config set lang ru»
        config.error.keyAsArgument = ключ не принимается в командной строке, где его сохранит история оболочки; передайте его через стандартный ввод или введите по запросу.
        config.error.keyTooLong = ключ длиннее {limit} символов — таких ключей у Unsplash не бывает; ничего не сохранено.
        config.error.missingAction = команде «finder config» нужно действие: {choices}
        config.error.missingName = команде «finder config» нужно имя настройки: lang, theme, color, limit, images, format, unsplash-key
        config.error.missingValue = команде «finder config set {name}» нужно значение: {choices}
        config.error.unknownAction = неизвестное действие «{action}» для «finder config». Допустимые действия: {choices}
        config.error.unknownName = неизвестная настройка. Допустимые настройки: lang, theme, color, limit, images, format, unsplash-key
        config.error.write = не удаётся записать {path}: {reason}.
        config.help.details = «list» показывает все сохранённые настройки и откуда взято каждое значение; «get ИМЯ» выводит действующее значение; «set ИМЯ ЗНАЧЕНИЕ» сохраняет его, а «unset ИМЯ» удаляет. ИМЯ — lang, theme, color, limit, images или format (значения те же, что у одноимённых параметров). Значение берётся сначала из параметра в командной строке, затем из окружения (FINDER_LANG, FINDER_THEME, NO_COLOR и подобные, FINDER_LIMIT, FINDER_IMAGES, FINDER_FORMAT), затем из этого файла и только потом встроенное (для lang — из LANGUAGE, LC_ALL, LC_MESSAGES, LANG). Файл — $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), доступный только вам. «set unsplash-key» читает ключ со стандартного ввода (чтобы он не попал в историю оболочки); ключ можно получить на https://unsplash.com/developers. Переменная окружения UNSPLASH_ACCESS_KEY, если задана, используется первой.
        config.help.examples =   finder config set lang ru\\n  finder config set limit 50\\n  finder config get format\\n  finder config list\\n  finder config unset theme\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Укажите в XDG_CONFIG_HOME папку, доступную только вам, или попросите её владельца выполнить для неё «chmod 700».
        config.hint.usage = Использование: finder config list | get ИМЯ | set ИМЯ ЗНАЧЕНИЕ | unset ИМЯ (ИМЯ: lang, theme, color, limit, images, format, unsplash-key; ключ читается со стандартного ввода).
        config.key.set = задан
        config.key.unset = не задан
        config.notice.badKey = Ключ Unsplash в {where} не похож на ключ (в нём пробелы, управляющие символы или он слишком длинный) и не используется; задайте его заново: «finder config set unsplash-key»
        config.notice.environmentWins = Обратите внимание: задана переменная UNSPLASH_ACCESS_KEY, и она используется раньше сохранённого ключа.
        config.notice.exposed = Внимание: в {path} хранится ваш ключ Unsplash, а другие пользователи могут его прочитать или подменить: выполните «chmod 600 {path}» и «chmod 700» для его папки (и подумайте о новом ключе).
        config.notice.variableWins = Обратите внимание: задана переменная {variable}, и она важнее сохранённого значения.
        config.prompt = Ключ доступа Unsplash (ввод скрыт):
        config.saved = Ключ доступа Unsplash сохранён в {path} (доступен только вам).
        config.set.saved = Сохранено: {name} = {value} в {path}.
        config.source.config = сохранено
        config.source.default = по умолчанию
        config.source.environment = из окружения
        config.unset.done = Настройка {name} удалена из {path}.
        config.unset.none = Настройка {name} не была сохранена в {path}; ничего не изменилось.
        config.unset.now = Настройка {name} удалена из {path}; теперь действует {value} ({source}).
        date.clock = HHmmss
        date.moment = yMMMdHHmm
        date.moment.spoken = d MMMM y 'года в' H:mm
        date.price.day = MMMd
        date.price.dayYear = yMMMd
        date.price.spokenDay = MMMMd
        date.price.spokenDayYear = d MMMM y 'года'
        domain.photos = фото
        domain.stocks = акции
        error.diskFull = на диске, где лежит {path}, нет места.
        error.index = не удаётся построить поисковый индекс {path}: {reason}.
        error.index.reason.damaged = он получился повреждённым
        error.index.reason.missing = он исчез во время записи
        error.interrupted = прервано (Ctrl-C).
        error.limit.files = предел открытых файлов — {limit} («ulimit -n»), а finder нужно не меньше {needed}.
        error.limit.memory = предел адресного пространства — {limit} МиБ («ulimit -v»), а finder нужно не меньше {needed} МиБ.
        error.missingCompanion = этой команде нужен finder-net, а его нет рядом с finder (искал в: {folders}). Переустановите finder.
        error.missingResource = finder не находит свой встроенный файл {file} рядом с программой (искал в: {folders}). Переустановите finder или укажите в FINDER_RESOURCES_DIR папку, где лежит finder_FinderResources.resources.
        error.noInodes = в файловой системе, где лежит {path}, закончились индексные дескрипторы (inode): новый файл там не создать, даже если место ещё есть.
        error.stdout = не удалось записать вывод: {reason}. Часть вывода могла пропасть.
        error.store.badCatalogue = не удаётся прочитать файл каталога {path}: {reason}.
        error.store.busy = локальное хранилище {path} занято другим процессом finder; повторите попытку.
        error.store.corrupt = локальное хранилище {path} повреждено ({reason}).
        error.store.failed = ошибка локального хранилища {path}: {reason}.
        error.store.noDataFolder = у finder нет папки данных: HOME не задана, и система не знает домашней папки этого пользователя.
        error.store.reason.noChecksum = у каталога нет контрольной суммы, по которой его узнают
        error.store.unwritable = не удаётся использовать папку данных {path}: {reason}.
        exchange.name.MOEX = Московская биржа
        exchange.short.MOEX = Мосбиржа
        help.about = finder — поиск акций по тикеру или названию компании и фотографий на Unsplash, на русском и английском.
        help.command.completion = Вывести скрипт автодополнения для оболочки.
        help.command.config = Сохранить настройки, например ключ доступа Unsplash.
        help.command.help = Показать справку по команде или теме.
        help.command.history = Показать или очистить недавние запросы либо удалить один из них (по пять в каждом разделе).
        help.command.interactive = Поиск по мере ввода с подсказками из истории (или просто «finder» в терминале).
        help.command.offline = Показать или удалить последний результат, сохранённый для работы без сети.
        help.command.photos = Искать фотографии на Unsplash (цвет, ориентация, страницы).
        help.command.stocks = Искать в каталоге акций по тикеру или названию компании.
        help.command.stocks.show = Показать все листинги одного или нескольких тикеров полностью.
        help.command.stocks.sync = Обновить каталог акций с Московской биржи и Nasdaq, по URL или из файла.
        help.command.suggest = Подсказать запросы: сначала недавние, содержащие ТЕКСТ, затем тикеры.
        help.command.watch = Показать список наблюдения: каждый тикер с ценой, изменением за день и датой цены.
        help.command.watch.add = Добавить тикеры в список наблюдения.
        help.command.watch.alert = Задать или снять оповещение для тикера из списка.
        help.command.watch.check = Показать тикеры, по которым срабатывает оповещение; код выхода 0, если сработало хотя бы одно, и 1, если ни одного.
        help.command.watch.clear = Убрать все тикеры из списка наблюдения.
        help.command.watch.remove = Убрать тикеры из списка наблюдения.
        help.commands = Команды:
        help.details.completion = Дополняет команды, параметры, недавние запросы и тикеры.
        help.details.history = Без --domain — все разделы. Запросы, отличающиеся только регистром, считаются одним.
        help.details.interactive = В терминале результаты поиска акций обновляются с каждой нажатой клавишей; фото ищутся после короткой паузы в наборе (FINDER_DEBOUNCE_MS, по умолчанию 200 мс), когда в строке не меньше трёх символов, или по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или «:more» — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130, Ctrl-Z приостанавливает работу (вернуться — fg).\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (в json — по документу на строку).
        help.details.offline = «show» без --domain показывает самый свежий сохранённый результат.
        help.details.stocks = Находит начало тикера и начало любого слова в названии, слова в любом порядке, без учёта регистра и диакритики (é = e, ё = е, ß = ss); кириллица и латиница находят друг друга, текст, набранный в другой раскладке, исправляется, а близкие написания (одна ошибка, в длинных словах две) показываются, только когда ничего другого не найдено. Сначала точные тикеры, целые слова и начала слов, крупные компании раньше (точное совпадение весит как компания в десять раз крупнее), затем слитное написание (cocacola), затем транслитерация; обыкновенные акции раньше депозитарных расписок. Листинги с общим ISIN и депозитарные расписки компании — один результат: листинг в стране эмитента (по ISIN); --all-listings показывает каждый.
        help.details.stocks.show = ТИКЕР сравнивается точно, без учёта регистра. Можно указать несколько тикеров через пробел или запятую: листинги каждого идут в том же порядке, а о тикере, которого нет, говорится в stderr (в JSON — «unknown»); код выхода 1 — только если не найден ни один. С --refresh finder-net сначала запрашивает цены бумаг у источника котировок (Yahoo Finance, без ключа, по двадцать бумаг за запрос; FINDER_QUOTES_URL): каждая цена хранится с датой и источником и показывается везде, где она новее цены из каталога; о том, что оценить не удалось, говорится в stderr, а бумаги показываются всё равно.
        help.details.stocks.sync = Без --from обновляет из всех источников, не требующих ключа, по очереди, каждый применяется отдельно. moex — Московская биржа, режим TQBR: русские и латинские названия, ISIN, цены в рублях (последняя сделка, иначе текущая или рыночная цена, иначе предыдущее закрытие), рыночная капитализация; базовый URL — из FINDER_MOEX_URL. nasdaq — все акции бирж NASDAQ, NYSE и NYSE American: последняя цена в долларах США и рыночная капитализация; базовый URL — из FINDER_NASDAQ_URL; названия бумаг, которые уже есть в каталоге, не меняются. URL или ФАЙЛ в формате StockFinder: JSON-массив {\"ticker\", \"name\", \"currentPrice\"} (доллары США) или CSV с заголовком, где есть ticker, name, price и, по желанию, currency и exchange. Бумаги объединяются с каталогом по тикеру и бирже: названия и цены заменяются, новые добавляются, ничего не удаляется; с --replace удаляются бумаги, которые этот источник добавил при прошлой синхронизации и больше не даёт (встроенные и добавленные другим источником — никогда). Ошибочные строки пропускаются и подсчитываются. Каталог и индекс меняются целиком или не меняются вовсе.
        help.details.suggest = Сравнение без учёта регистра и диакритики (ICU). Раздел по умолчанию: stocks.
        help.details.watch = Список наблюдения хранится в хранилище папки данных в том порядке, в каком добавлялись тикеры. Цены берутся из каталога (их обновляет «finder stocks sync») или более новые, полученные с --refresh у источника котировок для бумаг из списка: «finder watch --refresh», а в cron — «finder watch check --refresh». «finder watch check» показывает тикеры, по которым сейчас срабатывает оповещение, называет каждое словами и завершается с кодом 0; если не сработало ни одно — с кодом 1, так что в cron можно написать: «finder watch check && notify-send …» С --interval N цены обновляются каждые N секунд, пока вы не выйдете: в терминале — на отдельном экране (r обновляет сразу, q — выход), иначе — отдельным ответом на каждое обновление (в JSON — документом); --count N останавливает после N обновлений.
        help.details.watch.add = Каждый ТИКЕР должен быть в каталоге; несколько тикеров разделяются пробелами или запятыми.
        help.details.watch.alert = У тикера одно оповещение: «above N» и «below N» сравнивают цену (в валюте листинга), «change N%» — изменение за день в процентах, вверх или вниз; «off» снимает оповещение.
        help.details.watch.check = О каждом сработавшем оповещении говорится словами в stderr; в JSON — строки с полем «alert».
        help.details.watch.clear = Оповещения удаляются вместе с тикерами.
        help.details.watch.remove = Несколько тикеров разделяются пробелами или запятыми.
        help.environment = из окружения: {variables}
        help.examples = Примеры:
        help.examples.completion =   finder completion bash > ~/.local/share/bash-completion/completions/finder\\n  finder completion zsh > \"${fpath[1]}/_finder\"\\n  finder completion fish > ~/.config/fish/completions/finder.fish
        help.examples.history =   finder history\\n  finder history remove apple --domain stocks\\n  finder history clear
        help.examples.interactive =   finder interactive\\n  finder interactive photos\\n  finder --accessible interactive\\n  echo apple | finder interactive --format jsonl\\n  finder interactive --json < queries.txt
        help.examples.offline =   finder offline show --domain stocks\\n  finder offline clear
        help.examples.overview =   finder stocks apple\\n  finder --lang ru stocks газпром\\n  finder stocks tesla --json\\n  finder help stocks
        help.examples.stocks =   finder stocks apple\\n  finder stocks société générale --limit 5\\n  finder stocks aapl --by ticker\\n  finder --accessible stocks nestle
        help.examples.stocks.show =   finder stocks show AAPL\\n  finder stocks show AAPL MSFT SBER\\n  finder stocks show NET,AAPL,TSLA --json\\n  finder stocks show gazp --json
        help.examples.stocks.sync =   finder stocks sync\\n  finder stocks sync --from nasdaq\\n  finder stocks sync --from https://example.com/stocks.json\\n  finder stocks sync --from ./stocks.csv --json\\n  finder stocks show SBER
        help.examples.suggest =   finder suggest ap\\n  finder suggest --domain photos кош
        help.examples.watch =   finder watch add AAPL MSFT SBER\\n  finder watch\\n  finder watch alert AAPL above 250\\n  finder watch check --json\\n  finder watch --interval 60
        help.examples.watch.add =   finder watch add AAPL\\n  finder watch add NET,AAPL,TSLA
        help.examples.watch.alert =   finder watch alert AAPL above 250\\n  finder watch alert SBER below 250\\n  finder watch alert TSLA change 5%\\n  finder watch alert AAPL off
        help.examples.watch.check =   finder watch check\\n  finder watch check --quiet && notify-send \"finder: сработало оповещение\"
        help.examples.watch.clear =   finder watch clear
        help.examples.watch.remove =   finder watch remove AAPL
        help.globalOptions = Общие параметры:
        help.option.accessible = вывод для экранного диктора: по результату в строке, без цвета и выравнивания
        help.option.all-listings = по строке на каждый листинг, а не на компанию
        help.option.by = по какому полю искать (по умолчанию all)
        help.option.color = когда использовать цвет (по умолчанию auto)
        help.option.count = остановиться после N обновлений
        help.option.country = только листинги этих стран: коды ISO или названия через запятую
        help.option.data-dir = где finder хранит данные (по умолчанию $XDG_DATA_HOME/finder)
        help.option.domain = какой раздел: stocks (акции) или photos (фото)
        help.option.exchange = только листинги этих бирж: коды или названия (MOEX, Мосбиржа) через запятую
        help.option.fields = какие поля результатов выводить, через запятую и в этом порядке (в любом формате; имена как в JSON)
        help.option.format = формат вывода (по умолчанию text; csv и tsv — таблица со строкой заголовков)
        help.option.from = откуда обновлять: moex, nasdaq, https-URL или файл (по умолчанию — все источники без ключа)
        help.option.help = показать справку
        help.option.images = как рисовать превью фотографий: лучшим способом, который есть у терминала, заданным протоколом, блоками, только размытием или никак (по умолчанию auto)
        help.option.interval = обновлять цены каждые N секунд, пока вы не выйдете (N не меньше 5; в терминале — на отдельном экране)
        help.option.json = то же, что --format json
        help.option.lang = язык сообщений
        help.option.limit = сколько результатов показать; 0 — все (по умолчанию 20)
        help.option.man = вывести страницу руководства finder(1) на этом языке
        help.option.no-history = ничего не записывать о поиске: ни запроса в историю, ни результата для --offline
        help.option.no-pager = не передавать длинный вывод в терминале программе постраничного просмотра (FINDER_PAGER, PAGER или less)
        help.option.offline = не обращаться к сети
        help.option.quiet = только результаты: без количества, подсказок и уведомлений
        help.option.refresh = сначала запросить цены бумаг (у источника котировок, по двадцать бумаг за запрос)
        help.option.replace = удалить бумаги, которые этот источник добавил при прошлой синхронизации и больше не даёт (встроенные и добавленные другим источником не удаляются никогда)
        help.option.sort = порядок результатов (по умолчанию relevance — по релевантности; price, change и marketcap — от больших к меньшим)
        help.option.theme = цвета для тёмного или светлого терминала либо различимые при красно-зелёном дальтонизме (по умолчанию auto)
        help.option.version = показать версию
        help.optional = необязательно
        help.options = Параметры:
        help.or = или
        help.subcommands = Подкоманды:
        help.topics = Темы справки:
        help.usage = Использование:
        hint.diskFull = Ничего не потеряно: освободите место в {folder} или в другом месте на этом диске и запустите finder снова. Хранилище не удаляйте: в нём ваша история и синхронизированные акции.
        hint.empty.field.name = Поиск шёл только по названиям компаний; попробуйте --by all.
        hint.empty.field.ticker = Поиск шёл только по тикерам; попробуйте --by all.
        hint.empty.stocks = Попробуйте меньше букв, тикер (например, SBER) или другое написание названия.
        hint.empty.ticker = Поищите по названию: «finder stocks {ticker}»
        hint.empty.tickers = Проверьте написание или поищите по названию: «finder stocks НАЗВАНИЕ»
        hint.index.failed = Проверьте свободное место и права доступа и повторите попытку; каталог и история сохранены.
        hint.index.memory = Закройте программы, занимающие много памяти, или поднимите предел, если он задан («ulimit -v»), и повторите попытку; каталог и история сохранены.
        hint.limit = Поднимите предел (или запустите finder из оболочки без него) и запустите finder снова. Ничего не изменено.
        hint.noInodes = Ничего не потеряно: удалите ненужные файлы из этой файловой системы (дескрипторы расходуют прежде всего множество мелких файлов; сколько их осталось, покажет df -i) и запустите finder снова. Хранилище не удаляйте: в нём ваша история и синхронизированные акции.
        hint.noPrices = Цен пока нет: добавьте --refresh, чтобы загрузить цены показанных бумаг, или выполните «finder stocks sync», чтобы загрузить цены Московской биржи и Nasdaq.
        hint.store.catalogueMismatch = Чтобы заново импортировать встроенный каталог, не потеряв историю и сохранённые результаты, выполните «sqlite3 {path} \"DELETE FROM stocks; DELETE FROM meta WHERE key = 'catalogue.checksum'\"», затем снова запустите finder (и «finder stocks sync», чтобы получить текущие цены).
        hint.store.corrupt = Чтобы восстановить работу, переименуйте хранилище и запустите finder снова; встроенный каталог загрузится заново: «mv {path} {path}.broken»
        hint.store.failed = Само хранилище цело, история и синхронизированные бумаги в нём сохранены: устраните причину и запустите finder снова.
        hint.store.foreignJournal = Чтобы восстановить работу, переименуйте журнал и запустите finder снова; в хранилище останутся каталог, история и сохранённые результаты на момент последней контрольной точки: «mv {path}-wal {path}-wal.foreign»
        hint.store.inconsistent = finder не станет загружать встроенный каталог поверх этих акций. Чтобы начать заново, переименуйте хранилище и запустите finder снова: «mv {path} {path}.broken» — в старом файле останутся история и синхронизированные акции, их можно прочитать через sqlite3.
        hint.store.unwritable = Укажите папку, доступную для записи, через --data-dir или FINDER_DATA_DIR.
        hint.usage = Справка: «finder --help».
        history.cleared[few] = Из истории удалено {count} запроса.
        history.cleared[many] = Из истории удалено {count} запросов.
        history.cleared[one] = Из истории удалён {count} запрос.
        history.cleared[other] = Из истории удалено {count} запроса.
        history.count[few] = {count} недавних запроса
        history.count[many] = {count} недавних запросов
        history.count[one] = {count} недавний запрос
        history.count[other] = {count} недавнего запроса
        history.empty = История поиска пока пуста.
        history.empty.hint = Каждый поиск записывается, если не заданы --no-history или FINDER_NO_HISTORY=1.
        history.empty.photos = В истории пока нет поисков фотографий.
        history.empty.stocks = В истории пока нет поисков акций.
        history.noMatch = В истории нет запросов, содержащих «{text}».
        history.notFound = Запроса «{query}» в истории нет.
        history.notRecorded = Не удалось записать поиск в историю (хранилище занято); результаты от этого не зависят.
        history.queryCut = В истории сохранены первые {limit} символов этого запроса.
        history.removed = Запрос «{query}» удалён из истории.
        interactive.commands = Команды: «:more» (следующая страница), «:history», «:quit».
        interactive.commands.photos = Команды: «:more» (следующая страница), «:history», «:color», «:orientation», «:order» (фильтры; any снимает фильтр), «:quit».
        interactive.emptyLine = Введите запрос или команду «:history», «:more», «:quit».
        interactive.filter.badValue.color = Цвета «{value}» finder не знает: попробуйте «синий», blue, black_and_white или any.
        interactive.filter.badValue.order = Для «:order» укажите relevant или latest.
        interactive.filter.badValue.orientation = Для «:orientation» укажите landscape, portrait, squarish или any.
        interactive.filters.none = Без фильтров: любой цвет и ориентация, сначала самые подходящие.
        interactive.help = Введите запрос и нажмите Enter. Команды: «:more» — следующая страница, «:history» — недавние запросы («:history ТЕКСТ» — запросы с этим текстом), «:help» — этот список, «:quit» — выход (или Ctrl-D). Ctrl-C останавливает поиск или стирает строку.
        interactive.interrupted.prompt = Ctrl-C: строка стёрта. Чтобы выйти, введите «:quit» или нажмите Ctrl-D.
        interactive.interrupted.search = Поиск «{query}» остановлен.
        interactive.keys.photos = Enter — поиск/фото · ↑↓ — выбор · Tab — подсказка · PgDn — дальше · Esc — выход
        interactive.keys.stocks = Вверх/вниз — выбор · Tab — подсказка · Enter — сохранить запрос · PgDn/PgUp — страницы · Esc — выход
        interactive.keys.viewing = Esc/Enter — к списку · Вверх/вниз — предыдущее/следующее фото
        interactive.line.intro.photos = Интерактивный поиск фото. Введите запрос и нажмите Enter; команды: «:more», «:history», «:quit». Ctrl-D тоже завершает работу.
        interactive.line.intro.stocks = Интерактивный поиск акций. Введите запрос и нажмите Enter; команды: «:more», «:history», «:quit». Ctrl-D тоже завершает работу.
        interactive.loading.photos = Ищем фотографии по запросу «{query}»…
        interactive.loading.stocks = Ищем акции по запросу «{query}»…
        interactive.moreHint = Введите «:more», чтобы открыть следующую страницу.
        interactive.noMorePages = Больше результатов нет.
        interactive.noResultsToPage = Сначала выполните поиск; затем «:more» или Page Down покажет следующую страницу.
        interactive.page = страница {page:masculine}
        interactive.pageOf = страница {page:masculine} из {total:feminine-genitive}
        interactive.pressEnter.photos = Нажмите Enter, чтобы найти фото по запросу «{query}».
        interactive.pressEnter.stocks = Нажмите Enter, чтобы найти акции по запросу «{query}».
        interactive.prompt.photos = Поиск фото:
        interactive.prompt.stocks = Поиск акций:
        interactive.quit = Сеанс завершён.
        interactive.recorded = Запрос «{query}» сохранён в истории.
        interactive.start.photos = Введите слова, чтобы найти фото (от трёх символов или по Enter). Tab подставляет подсказку.
        interactive.start.stocks = Начните печатать — результаты появляются по ходу ввода. Tab подставляет подсказку.
        interactive.suggestions = Подсказки:
        interactive.unknownCommand = Неизвестная команда {command}.
        label.altName = другое название
        label.change = изменение за день
        label.country = страна
        label.countryCode = код страны
        label.currency = валюта
        label.cusip = CUSIP
        label.domain = раздел
        label.exchange = биржа
        label.figi = FIGI
        label.isin = ISIN
        label.marketCap = рыночная капитализация
        label.match = совпадение:
        label.name = название
        label.names = другие названия
        label.price = цена
        label.priceDate = дата цены
        label.priceSource = источник цены
        label.savedTo = сохранено в файл
        label.symbol = символ Yahoo
        label.ticker = тикер
        label.usedAt = искали
        listings.also = другие листинги: {countries}
        listings.and = и
        listings.more.words[few] = ещё {count} листинга
        listings.more.words[many] = ещё {count} листингов
        listings.more.words[one] = ещё {count} листинг
        listings.more.words[other] = ещё {count} листинга
        listings.more[few] = +{count} листинга
        listings.more[many] = +{count} листингов
        listings.more[one] = +{count} листинг
        listings.more[other] = +{count} листинга
        man.description = Акции ищутся во встроенном каталоге примерно из 39 000 листингов, без сети; finder stocks sync обновляет названия и цены с Московской биржи и Nasdaq. Фотографии ищутся через API Unsplash. Каждая команда выводит текст для людей, текст для экранного диктора (--accessible) или JSON для сценариев (--json, --format jsonl); результаты — в стандартный вывод, всё остальное — в стандартный поток ошибок. Параметры можно указывать в любом месте строки; если параметр указан дважды, действует последний.
        man.env.FINDER_DEBOUNCE_MS = сколько миллисекунд интерактивный поиск фото ждёт после нажатия клавиши, прежде чем искать (по умолчанию 200; акции ищутся с каждой клавишей)
        man.env.FINDER_HYPERLINKS = 0 отключает ссылки в результатах поиска фотографий на цветном терминале
        man.env.FINDER_MOEX_URL = базовый адрес Московской биржи (по умолчанию https://iss.moex.com); простой http — только к локальному адресу
        man.env.FINDER_NASDAQ_URL = базовый адрес скринера Nasdaq (по умолчанию https://api.nasdaq.com); простой http — только к локальному адресу
        man.env.FINDER_PAGER = программа постраничного просмотра длинного вывода в терминале (иначе PAGER, иначе less с LESS=FRX, если LESS не задана); пустая строка или cat — без неё
        man.env.FINDER_QUOTES_URL = базовый адрес источника котировок, к которому обращается --refresh (по умолчанию https://query1.finance.yahoo.com); простой http — только к локальному адресу
        man.env.FINDER_RESOURCES_DIR = папка с ресурсами finder (finder_FinderResources.resources, finder_FinderLocalization.resources) для программы, установленной отдельно от них; установленный finder находит их рядом со своим настоящим путём
        man.env.FINDER_SYNC_TIMEOUT = сколько секунд может длиться вся загрузка при обновлении каталога (по умолчанию 300)
        man.env.FINDER_UNSPLASH_RETRY_DELAY = через сколько секунд поиск фотографий повторяется после ошибки сервера или тайм-аута (по умолчанию 1)
        man.env.FINDER_UNSPLASH_TIMEOUT = сколько секунд тишины и всего запроса ждёт поиск фотографий (по умолчанию 15)
        man.env.FINDER_UNSPLASH_URL = базовый адрес API Unsplash (по умолчанию https://api.unsplash.com); простой http — только к локальному адресу
        man.env.FINDER_WAIT_SECONDS = сколько секунд самое большее ждать другой процесс finder, занявший хранилище или папку данных (по умолчанию 60; от 1 до 3600)
        man.env.TZ = часовой пояс, в котором показываются даты
        man.env.UNSPLASH_ACCESS_KEY = ключ доступа Unsplash; важнее сохранённого (finder config set unsplash-key)
        man.env.XDG_CACHE_HOME = где поисковый индекс: $XDG_CACHE_HOME/finder (по умолчанию ~/.cache/finder); с --data-dir или FINDER_DATA_DIR — в папке данных
        man.env.XDG_CONFIG_HOME = где настройки: $XDG_CONFIG_HOME/finder/config (по умолчанию ~/.config/finder/config)
        man.env.XDG_DATA_HOME = где папка данных: $XDG_DATA_HOME/finder (по умолчанию ~/.local/share/finder)
        man.env.XDG_STATE_HOME = где история и сохранённые результаты: $XDG_STATE_HOME/finder (по умолчанию ~/.local/state/finder); с --data-dir или FINDER_DATA_DIR — в папке данных
        man.env.option = используется, когда не указан {option}
        man.error.auth = ключа Unsplash нет, он отклонён или не разрешён
        man.error.bad-response = ответ или файл обновления, который finder не может прочитать, или больше допустимого размера
        man.error.config = FINDER_MOEX_URL, FINDER_NASDAQ_URL или FINDER_UNSPLASH_URL — не адрес, или простой http к нелокальному адресу
        man.error.disk-full = диск с папкой данных заполнен; запись отменена
        man.error.file-exists = photos download: файл уже существует (--force заменяет его)
        man.error.internal = непредвиденная ошибка finder (это ошибка программы: сообщите о ней)
        man.error.interrupted = Ctrl-C
        man.error.local-data = не удаётся прочитать или записать хранилище или индекс, папка данных непригодна, нет встроенных файлов или finder-net
        man.error.offline = --offline, а для запроса ничего не сохранено, или обновление из сети с --offline
        man.error.rate-limited = часовая квота Unsplash исчерпана; сообщение говорит, когда повторить
        man.error.service = сервер ответил кодом ошибки или перенаправил на адрес, по которому finder не пойдёт
        man.error.timeout = нет ответа вовремя
        man.error.unreachable = нет соединения: отказ, неизвестный адрес, нет сети, соединение потеряно
        man.error.usage = неизвестный параметр или команда, отсутствующее или неверное значение, файл --from, который не является читаемым обычным файлом
        man.error.write-failed = photos download: изображение не удалось записать; ничего не оставлено
        man.errorCodes = С --json поле error.code документа говорит, что именно случилось:
        man.exit.authentication = ключа Unsplash нет или он отклонён
        man.exit.content = есть результаты, или команда сделала то, что просили
        man.exit.empty = ничего не найдено: нет совпадений, нет такого тикера, история пуста, нет сохранённого результата
        man.exit.interrupted = прервано (Ctrl-C)
        man.exit.localData = не удаётся использовать папку данных, хранилище, индекс или встроенные файлы, или непредвиденная ошибка
        man.exit.network = сбой сети или сервиса, или для --offline ничего не сохранено
        man.exit.usage = ошибка в командной строке или в настройке
        man.file.config = настройки, например ключ доступа Unsplash (права 0600)
        man.file.index = поисковый индекс; пересоздаётся, если его нет, он устарел или повреждён (индекс, оставленный прежней версией в папке данных, переносится сюда)
        man.file.install = куда Scripts/install.sh устанавливает finder, finder-net и их ресурсы; PREFIX/bin/finder — ссылка на него
        man.file.lock = захватывается, пока каталог загружается, обновляется или индексируется
        man.file.state = история и сохранённые результаты (SQLite; права 0600), а рядом, в finder.pending, — поиски, ещё не перенесённые в неё; то, что прежняя версия хранила в папке данных, переносится сюда
        man.file.store = каталог, список наблюдения и полученные цены (SQLite; права 0600)
        man.generated = Создано командой «finder help --man» из модели команд finder; не редактировать.
        man.manual = Пользовательские команды
        man.name = поиск акций и фотографий Unsplash
        man.section.commands = КОМАНДЫ
        man.section.description = ОПИСАНИЕ
        man.section.environment = ОКРУЖЕНИЕ
        man.section.examples = ПРИМЕРЫ
        man.section.exit = КОД ЗАВЕРШЕНИЯ
        man.section.files = ФАЙЛЫ
        man.section.formats = ФОРМАТЫ ВЫВОДА
        man.section.json = ВЫВОД В JSON
        man.section.name = ИМЯ
        man.section.options = ПАРАМЕТРЫ
        man.section.seeAlso = СМОТРИТЕ ТАКЖЕ
        man.section.synopsis = СИНТАКСИС
        match.exact-ticker = точный тикер
        match.identifier = идентификатор
        match.joined = слитное написание, в названии через пробел
        match.keyboard-layout = исправлена раскладка клавиатуры
        match.name-start = название начинается с запроса
        match.ticker-prefix = тикер начинается с запроса
        match.transliterated = транслитерация
        match.typo = близкое написание
        match.word-start = слово в названии начинается с запроса
        notice.imported[few] = Загружен встроенный каталог: {count:feminine} акции.
        notice.imported[many] = Загружен встроенный каталог: {count:feminine} акций.
        notice.imported[one] = Загружен встроенный каталог: {count:feminine} акция.
        notice.imported[other] = Загружен встроенный каталог: {count:feminine} акции.
        notice.index.corrupt = Поисковый индекс был повреждён; он перестроен.
        notice.index.missing = Поисковый индекс построен.
        notice.index.stale = Каталог или ICU изменились; поисковый индекс перестроен.
        notice.layout = Показаны результаты для «{corrected}»: «{query}», похоже, набрано в другой раскладке клавиатуры.
        notice.readOnly = Папка {folder} доступна только для чтения: этот поиск не попадёт в историю и не сохранится для работы без сети.
        notice.store.busy = Хранилище занято (в него пишет другой процесс finder): этот поиск не записан в историю и не сохранён для работы без сети; результаты от этого не зависят.
        notice.store.notRecorded = Этот поиск не записан в историю и не сохранён для работы без сети: {reason}
        notice.store.waiting[few] = Другой процесс finder пишет в хранилище; ждём его не дольше {count:feminine-genitive} секунд…
        notice.store.waiting[many] = Другой процесс finder пишет в хранилище; ждём его не дольше {count:feminine-genitive} секунд…
        notice.store.waiting[one] = Другой процесс finder пишет в хранилище; ждём его не дольше {count:feminine-genitive} секунды…
        notice.store.waiting[other] = Другой процесс finder пишет в хранилище; ждём его не дольше {count:feminine-genitive} секунды…
        notice.unknownTicker = Акции с тикером «{ticker}» нет.
        notice.waiting = Другой процесс finder готовит каталог; ждём, пока он закончит…
        number.minus = −
        offline.cleared[few] = Удалено {count} сохранённых результата.
        offline.cleared[many] = Удалено {count} сохранённых результатов.
        offline.cleared[one] = Удалён {count} сохранённый результат.
        offline.cleared[other] = Удалено {count} сохранённого результата.
        offline.marker = Офлайн: показан результат для «{query}», сохранённый {date}.
        offline.none = Сохранённого результата нет.
        offline.none.hint = Успешный поиск сохраняет результат для работы без сети; сначала выполните поиск.
        offline.noneFor = Для «{query}» нет сохранённого результата, который можно показать без сети.
        offline.unreadable = Сохранённый результат повреждён; выполните поиск снова, чтобы заменить его.
        photos.attribution = Фото: {name} на Unsplash
        photos.bad.empty = ответ пустой
        photos.bad.html = веб-страница вместо JSON
        photos.bad.malformedJSON = JSON оборван или повреждён
        photos.bad.missingResults = в нём нет списка результатов
        photos.bad.notImage = это не изображение
        photos.bad.notJSON = ответ не в формате JSON
        photos.bad.shape = неожиданный JSON в {path}
        photos.bad.tooLarge = ответ больше {limit} МиБ — больше любой страницы результатов
        photos.download.done = Скачано {bytes}. {attribution}.
        photos.download.exists = {path} уже существует.
        photos.download.exists.hint = Укажите другой --output или добавьте --force, чтобы заменить файл.
        photos.download.foreignTracking = Адрес учёта загрузки, который дал Unsplash, находится на {host}, а не на API, с которым работает finder ({base}): finder не отправляет туда ваш ключ; ничего не скачано.
        photos.download.noAddress = Unsplash не дал адреса изображения размера {size} или адреса загрузки для фотографии {id}.
        photos.download.writeFailed = не удаётся записать {path}: {reason}.
        photos.empty = По запросу «{query}» фотографий не найдено.
        photos.empty.pastEnd = Страницы {page:masculine} нет: всего страниц — {pages:masculine}.
        photos.error.badResponse = Unsplash прислал ответ, который finder не может прочитать: {reason}.
        photos.error.connectionLost = соединение с Unsplash оборвалось, ответ получен не полностью.
        photos.error.detail =  (ответ Unsplash: «{detail}»)
        photos.error.forbidden = Unsplash отказал в запросе{detail}.
        photos.error.insecureURL = адрес Unsplash «{url}» не разрешён: нужен https (обычный http — только к этому компьютеру, 127.0.0.1 или localhost). Проверьте FINDER_UNSPLASH_URL.
        photos.error.noKey = не задан ключ доступа Unsplash.
        photos.error.notFound = на Unsplash нет такой фотографии или изображения (HTTP 404).
        photos.error.offlineNoSaved = режим --offline, а сохранённого результата для «{query}» нет.
        photos.error.offlineShow = командам «photos show» и «photos download» нужна сеть: фотография {id} не хранится для работы без сети.
        photos.error.rateLimited = лимит запросов к Unsplash на этот час исчерпан.
        photos.error.server = у Unsplash неполадки (HTTP {status}, два раза подряд).
        photos.error.status = Unsplash ответил HTTP {status}{detail}.
        photos.error.timeout[few] = Unsplash не ответил за {count:feminine-accusative} секунды (две попытки).
        photos.error.timeout[many] = Unsplash не ответил за {count:feminine-accusative} секунд (две попытки).
        photos.error.timeout[one] = Unsplash не ответил за {count:feminine-accusative} секунду (две попытки).
        photos.error.timeout[other] = Unsplash не ответил за {count:feminine-accusative} секунды (две попытки).
        photos.error.unauthorized = Unsplash отклонил ключ доступа{detail}.
        photos.error.unreachable = не удаётся связаться с Unsplash: {reason}.
        photos.exposure.aperture = f/{value}
        photos.exposure.focalLength = {value} мм
        photos.exposure.iso = ISO {value}
        photos.exposure.time = {value} с
        photos.filter.colour = цвет {value}
        photos.filter.colour.any = любой цвет
        photos.filter.colour.black_and_white = чёрно-белые
        photos.filter.contentFilter.high = строгий фильтр
        photos.filter.contentFilter.low = обычный фильтр
        photos.filter.order.latest = сначала новые
        photos.filter.order.relevant = сначала подходящие
        photos.filter.orientation.any = любая ориентация
        photos.filter.orientation.landscape = горизонтальные
        photos.filter.orientation.portrait = вертикальные
        photos.filter.orientation.squarish = квадратные
        photos.filter.page = страница {page}
        photos.filter.perPage[few] = {count} на странице
        photos.filter.perPage[many] = {count} на странице
        photos.filter.perPage[one] = {count} на странице
        photos.filter.perPage[other] = {count} на странице
        photos.filters.announce = Фильтры: {filters}.
        photos.help.details = Ищет на Unsplash (https://unsplash.com) и показывает описание каждой фотографии, автора, размер, основной цвет и ссылку; в цветном терминале — маленькое превью и кликабельные ссылки. Нужен бесплатный ключ доступа Unsplash: см. «finder config set unsplash-key». Последний результат каждого запроса сохраняется для --offline (показывается с любыми фильтрами, а разница называется), а самый новый — для «finder photos more».
        photos.help.details.download = Сначала сообщает Unsplash о скачивании, как требуют правила его API, затем атомарно сохраняет изображение в --output (файл или папку для ID-РАЗМЕР.jpg; по умолчанию ID-РАЗМЕР.jpg в текущей папке) и печатает путь. Существующий файл без --force не заменяется.
        photos.help.details.more = Берёт запрос и фильтры последнего успешного поиска фотографий.
        photos.help.details.show = ID — идентификатор фотографии на Unsplash (поле «id» в результатах поиска). Нужны сеть и ключ доступа; в историю ничего не записывается.
        photos.help.download = Скачать изображение одной фотографии в файл.
        photos.help.examples =   finder photos горное озеро\\n  finder photos ocean --color blue --orientation landscape\\n  finder --lang ru photos море --color синий\\n  finder photos cats --per-page 30 --page 2 --json\\n  finder photos more
        photos.help.examples.download =   finder photos download Cat1abc_XyZ\\n  finder photos download Cat1abc_XyZ --size raw --output ~/Pictures/\\n  finder photos download Cat1abc_XyZ --output cat.jpg --force
        photos.help.examples.more =   finder photos лес\\n  finder photos more
        photos.help.examples.show =   finder photos show Cat1abc_XyZ\\n  finder photos show Cat1abc_XyZ --json
        photos.help.globalColor = пишется до «photos», потому что после «photos» --color задаёт цвет фотографий
        photos.help.more = Показать следующую страницу последнего поиска фотографий.
        photos.help.option.color = только фотографии этого цвета: {choices}; можно словами: синий, чёрно-белый, blue, black-and-white
        photos.help.option.content-filter = насколько строго отсеивать нежелательное содержимое (по умолчанию low)
        photos.help.option.force = заменить файл, если он существует
        photos.help.option.order = сначала самые подходящие или самые новые (по умолчанию relevant)
        photos.help.option.orientation = только фотографии такой формы
        photos.help.option.output = файл для записи или папка, в которой создать ID-РАЗМЕР.jpg
        photos.help.option.page = какая страница результатов (по умолчанию 1)
        photos.help.option.per-page = фотографий на странице, от 1 до 30 (по умолчанию 10)
        photos.help.option.size = какое изображение: оригинал (raw), полный размер (full, по умолчанию), шириной 1080 пикселей (regular) или 400 (small)
        photos.help.show = Показать одну фотографию полностью: описание, автора, размер, цвет, место, камеру, теги и ссылки.
        photos.hint.empty = Попробуйте другие или более общие слова; по-английски часто находится больше.
        photos.hint.empty.filters = Попробуйте меньше слов или уберите --color, --orientation или --content-filter high.
        photos.hint.forbidden = Проверьте, что приложение на https://unsplash.com/oauth/applications активно и ключ — его Access Key.
        photos.hint.later = Повторите через несколько минут.
        photos.hint.network = Проверьте подключение к интернету и повторите; с --offline finder покажет последний сохранённый результат.
        photos.hint.noKey = Получите бесплатный ключ: войдите на https://unsplash.com/developers, создайте приложение («New Application») и скопируйте его Access Key. Затем сохраните его командой «finder config set unsplash-key» (ключ читается со стандартного ввода) или задайте переменную окружения UNSPLASH_ACCESS_KEY.
        photos.hint.offlineNoSaved = Для каждого запроса хранится его последний результат с фотографиями; выполните поиск один раз с сетью (без --offline).
        photos.hint.pastEnd = Начните с первой страницы: «finder photos {query}»
        photos.hint.rateLimited = Повторите {when}. Сохранённые результаты доступны: «finder --offline photos ЗАПРОС»
        photos.hint.unauthorized = Проверьте Access Key своего приложения на https://unsplash.com/oauth/applications и сохраните его заново: «finder config set unsplash-key» (или исправьте переменную UNSPLASH_ACCESS_KEY — она используется первой).
        photos.label.author = автор
        photos.label.camera = камера
        photos.label.colour = цвет
        photos.label.exposure = съёмка
        photos.label.link = ссылка
        photos.label.location = место
        photos.label.profile = профиль
        photos.label.size = размер
        photos.label.tags = теги
        photos.loading = Ищем фотографии по запросу «{query}»…
        photos.loading.download = Скачиваем фотографию {id}…
        photos.loading.more = Загружаем следующую страницу фотографий…
        photos.loading.show = Загружаем фотографию {id}…
        photos.more.continuing = Продолжаем поиск фотографий «{query}»: страница {page}.
        photos.more.last = Это была последняя страница ({pages}) последнего поиска фотографий.
        photos.more.none = Нет предыдущего поиска фотографий, который можно продолжить.
        photos.more.none.hint = Сначала выполните поиск, например: «finder photos горы»
        photos.net.badRedirect = сервер перенаправил запрос на адрес, которым finder не может воспользоваться
        photos.net.lost = соединение оборвалось, ответ получен не полностью
        photos.net.noAnswer = сервер закрыл соединение, ничего не ответив
        photos.net.offline = компьютер не подключён к сети
        photos.net.other = сбой соединения (код {code})
        photos.net.redirectLoop = сервер перенаправлял запрос слишком много раз
        photos.net.refused = в соединении отказано
        photos.net.tls = не удалось установить защищённое соединение
        photos.net.unknownHost = не найден адрес сервера
        photos.net.unreadable = сервер ответил не по протоколу HTTP
        photos.noDescription = без описания
        photos.notice.quotaLow[few] = Запросы к Unsplash на этот час почти исчерпаны: осталось {count}, лимит {limit}.
        photos.notice.quotaLow[many] = Запросы к Unsplash на этот час почти исчерпаны: осталось {count}, лимит {limit}.
        photos.notice.quotaLow[one] = Запросы к Unsplash на этот час почти исчерпаны: остался {count}, лимит {limit}.
        photos.notice.quotaLow[other] = Запросы к Unsplash на этот час почти исчерпаны: осталось {count}, лимит {limit}.
        photos.notice.skipped[few] = {count} результата пропущены: их не удалось прочитать.
        photos.notice.skipped[many] = {count} результатов пропущено: их не удалось прочитать.
        photos.notice.skipped[one] = {count} результат пропущен: его не удалось прочитать.
        photos.notice.skipped[other] = {count} результата пропущено: их не удалось прочитать.
        photos.notice.storeProblem = Результат не удалось сохранить для работы без сети: {problem}
        photos.offline.differs = Сохранённый результат получен с параметрами «{saved}», а запрошено «{asked}».
        photos.offline.fallback = Показываем сохранённый результат (офлайн, сохранено {date}): {reason}
        photos.offline.saved = Офлайн, сохранено {date}.
        photos.progress.downloading = Скачиваем фотографию {id}
        photos.progress.percent = Скачано {percent}%.
        photos.retry.hour = через час
        photos.retry.hours[few] = через {count} часа
        photos.retry.hours[many] = через {count} часов
        photos.retry.hours[one] = через {count} час
        photos.retry.hours[other] = через {count} часа
        photos.retry.later = позже
        photos.retry.minutes[few] = через {count:feminine-accusative} минуты
        photos.retry.minutes[many] = через {count:feminine-accusative} минут
        photos.retry.minutes[one] = через {count:feminine-accusative} минуту
        photos.retry.minutes[other] = через {count:feminine-accusative} минуты
        photos.retry.seconds[few] = через {count:feminine-accusative} секунды
        photos.retry.seconds[many] = через {count:feminine-accusative} секунд
        photos.retry.seconds[one] = через {count:feminine-accusative} секунду
        photos.retry.seconds[other] = через {count:feminine-accusative} секунды
        photos.show.notFound = На Unsplash нет фотографии с идентификатором «{id}».
        photos.show.notFound.hint = Идентификаторы есть в результатах поиска: «finder photos ЗАПРОС --json» (поле «id»).
        photos.show.summary = Фотография {id} на Unsplash.
        photos.size = {width} × {height}
        photos.size.words[few] = {width:masculine} на {count} пикселя
        photos.size.words[many] = {width:masculine} на {count} пикселей
        photos.size.words[one] = {width:masculine} на {count} пиксель
        photos.size.words[other] = {width:masculine} на {count} пикселя
        photos.sponsored = спонсор: {sponsor}
        photos.summary.more = . Следующая страница: «finder photos more»
        photos.summary.page = , страница {page:masculine} из {pages:feminine-genitive}
        photos.summary[few] = {count:feminine} фотографии из {total:feminine-genitive}
        photos.summary[many] = {count:feminine} фотографий из {total:feminine-genitive}
        photos.summary[one] = {count:feminine} фотография из {total:feminine-genitive}
        photos.summary[other] = {count:feminine} фотографии из {total:feminine-genitive}
        photos.unknownAuthor = автор неизвестен
        placeholder.COLOUR = ЦВЕТ
        placeholder.COMMAND = КОМАНДА
        placeholder.COUNTRY = СТРАНА
        placeholder.DIR = ПАПКА
        placeholder.EXCHANGE = БИРЖА
        placeholder.FIELDS = ПОЛЯ
        placeholder.FILE = ФАЙЛ
        placeholder.KEY = КЛЮЧ
        placeholder.NAME = ИМЯ
        placeholder.OPTIONS = ПАРАМЕТРЫ
        placeholder.PATH = ПУТЬ
        placeholder.QUERY = ЗАПРОС
        placeholder.TEXT = ТЕКСТ
        placeholder.TICKER = ТИКЕР
        placeholder.TOPIC = ТЕМА
        placeholder.URL = URL
        placeholder.VALUE = ЗНАЧЕНИЕ
        price.asOf = {price}, на {date}
        price.asOf.stale = {price}, на {date}; цена устарела
        price.unknown = цена неизвестна
        price.unknownValue = неизвестна
        price.withDate = {price} · {date}
        price.withDate.stale = {price} · {date} · устарела
        progress.importing.announce[few] = Загружается встроенный каталог: {count:feminine} акции…
        progress.importing.announce[many] = Загружается встроенный каталог: {count:feminine} акций…
        progress.importing.announce[one] = Загружается встроенный каталог: {count:feminine} акция…
        progress.importing.announce[other] = Загружается встроенный каталог: {count:feminine} акции…
        progress.indexing = Построение поискового индекса
        progress.indexing.announce[few] = Строится поисковый индекс по {count:masculine-dative} листингам…
        progress.indexing.announce[many] = Строится поисковый индекс по {count:masculine-dative} листингам…
        progress.indexing.announce[one] = Строится поисковый индекс по {count:masculine-dative} листингу…
        progress.indexing.announce[other] = Строится поисковый индекс по {count:masculine-dative} листинга…
        progress.indexing.percent = Поисковый индекс построен на {percent} процентов.
        progress.percentShort = {percent} %
        quoted = «{text}»
        quotes.failed = Цены не обновлены: {reason}. Показаны цены, которые у finder уже были.
        quotes.listing = «{ticker}» ({country})
        quotes.noSource = {listings}: в каталоге не указаны ни биржа, ни ISIN, поэтому котировку спросить не у кого.
        quotes.notFound = Сервис котировок не нашёл по ISIN бумаги {listings}.
        quotes.notKept = Обновлённые цены не сохранены: в хранилище нельзя записать. Показаны цены, которые у finder уже были.
        quotes.offline = Цены не обновлены: задан --offline. Показаны цены, которые у finder уже были.
        quotes.otherCurrency = Котировка для {tickers} пришла не в той валюте, что указана в каталоге, и не учтена.
        quotes.reason.badURL = FINDER_QUOTES_URL — не адрес, которым finder может воспользоваться ({value})
        quotes.reason.format = ответ сервиса котировок — не список цен
        quotes.reason.status = сервис котировок ответил кодом {status}
        quotes.reason.timedOut = сервис котировок не ответил вовремя
        quotes.unanswered = Сервис котировок не дал цены для {tickers}.
        reason.catalogue.columns = в заголовке нет столбца ticker или name
        reason.catalogue.fields = полей {found}, а в заголовке {expected}
        reason.catalogue.header = нет строки с названиями столбцов
        reason.catalogue.line = строка {line}: {problem}
        reason.catalogue.magic = первая строка — не «#finder-catalogue 1»
        reason.catalogue.price = цена «{price}» — не число
        reason.catalogueMismatch = бумаги в нём не совпадают с контрольной суммой, с которой были записаны: их изменили в обход finder
        reason.errno.EACCES = нет прав доступа
        reason.errno.EBUSY = файл занят
        reason.errno.EEXIST = такой файл уже есть
        reason.errno.EFBIG = файл превысил бы предел размера, заданный для finder («ulimit -f»)
        reason.errno.EIO = диск сообщил об ошибке ввода-вывода
        reason.errno.EISDIR = это папка, а не файл
        reason.errno.ELOOP = в пути слишком много символических ссылок
        reason.errno.EMFILE = открыто слишком много файлов
        reason.errno.ENAMETOOLONG = слишком длинное имя
        reason.errno.ENOENT = такого файла или папки нет
        reason.errno.ENOMEM = на это не хватает памяти (возможно, задан предел вроде «ulimit -v»)
        reason.errno.ENOSPC = на диске нет места
        reason.errno.ENOTDIR = часть пути — файл, а не папка
        reason.errno.ENXIO = за ним нет устройства
        reason.errno.EROFS = файловая система доступна только для чтения
        reason.errno.other = системная ошибка {code} («{message}»)
        reason.foreignJournal = журнал рядом с ним (finder.sqlite3-wal) принадлежит другой базе данных или более старой копии этой, и SQLite прочитал бы его страницы как страницы этого хранилища
        reason.indexNotBuilt = не удалось построить новый поисковый индекс
        reason.newerSchema = его создала более новая версия finder (версия хранилища {found}, эта версия finder читает до {supported})
        reason.sqlite.busy = его занял другой процесс
        reason.sqlite.cantOpen = его не удаётся открыть
        reason.sqlite.corrupt = данные в нём повреждены
        reason.sqlite.full = на диске нет места
        reason.sqlite.io = не удалось прочитать или записать его
        reason.sqlite.notADatabase = файл — не хранилище finder и вообще не база данных SQLite
        reason.sqlite.other = ошибка SQLite {code} («{message}»)
        reason.sqlite.permission = доступ запрещён
        reason.sqlite.readOnly = его можно только читать
        receipts.also = депозитарные расписки: {countries}
        receipts.count[few] = {count:feminine} расписки
        receipts.count[many] = {count:feminine} расписок
        receipts.count[one] = {count:feminine} расписка
        receipts.count[other] = {count:feminine} расписки
        receipts.more.words[few] = {count:feminine} депозитарные расписки
        receipts.more.words[many] = {count:feminine} депозитарных расписок
        receipts.more.words[one] = {count:feminine} депозитарная расписка
        receipts.more.words[other] = {count:feminine} депозитарной расписки
        receipts.more[few] = +{count:feminine} расписки
        receipts.more[many] = +{count:feminine} расписок
        receipts.more[one] = +{count:feminine} расписка
        receipts.more[other] = +{count:feminine} расписки
        size.kb = {size} КБ
        size.kb.words[few] = {count} килобайта
        size.kb.words[many] = {count} килобайт
        size.kb.words[one] = {count} килобайт
        size.kb.words[other] = {count} килобайта
        size.mb = {size} МБ
        size.mb.words.fraction = {size} мегабайта
        size.mb.words[few] = {count} мегабайта
        size.mb.words[many] = {count} мегабайт
        size.mb.words[one] = {count} мегабайт
        size.mb.words[other] = {count} мегабайта
        source.bundled = встроенный каталог
        source.file = файл {path}
        source.moex = Московская биржа
        source.nasdaq = Nasdaq
        source.url = {url}
        state.content.closeSpellings[few] = Точных совпадений с «{query}» нет; {count:neuter} близких написания
        state.content.closeSpellings[many] = Точных совпадений с «{query}» нет; {count:neuter} близких написаний
        state.content.closeSpellings[one] = Точных совпадений с «{query}» нет; {count:neuter} близкое написание
        state.content.closeSpellings[other] = Точных совпадений с «{query}» нет; {count:neuter} близкого написания
        state.content.listings[few] = {count} листинга
        state.content.listings[many] = {count} листингов
        state.content.listings[one] = {count} листинг
        state.content.listings[other] = {count} листинга
        state.content.resultsOfOver[few] = {shown} из более чем {count:masculine-genitive} результатов; все покажет --limit 0
        state.content.resultsOfOver[many] = {shown} из более чем {count:masculine-genitive} результатов; все покажет --limit 0
        state.content.resultsOfOver[one] = {shown} из более чем {count:masculine-genitive} результата; все покажет --limit 0
        state.content.resultsOfOver[other] = {shown} из более чем {count:masculine-genitive} результата; все покажет --limit 0
        state.content.resultsOf[few] = {shown} из {count:masculine-genitive} результатов; все покажет --limit 0
        state.content.resultsOf[many] = {shown} из {count:masculine-genitive} результатов; все покажет --limit 0
        state.content.resultsOf[one] = {shown} из {count:masculine-genitive} результата; все покажет --limit 0
        state.content.resultsOf[other] = {shown} из {count:masculine-genitive} результата; все покажет --limit 0
        state.content.results[few] = {count} результата
        state.content.results[many] = {count} результатов
        state.content.results[one] = {count} результат
        state.content.results[other] = {count} результата
        state.empty.stocks = По запросу «{query}» акций не найдено.
        state.empty.ticker = Акции с тикером «{ticker}» нет.
        state.empty.tickers = Акций ни с одним из тикеров {tickers} нет.
        state.loading.stocks = Ищем акции по запросу «{query}»…
        suggest.count[few] = {count:feminine} подсказки
        suggest.count[many] = {count:feminine} подсказок
        suggest.count[one] = {count:feminine} подсказка
        suggest.count[other] = {count:feminine} подсказки
        suggest.empty = Подсказок для «{text}» нет.
        sync.bad.badBlock = в блоке «{block}» нет columns и data
        sync.bad.empty = файл пуст
        sync.bad.missingBlock = нет блока «{block}»
        sync.bad.missingColumn = в блоке «{block}» нет столбца {column}
        sync.bad.missingColumns = в заголовке CSV нет столбцов {columns}
        sync.bad.missingRows = в ответе нет списка строк (data.rows)
        sync.bad.notAnArray = JSON — не массив акций
        sync.bad.notAnObject = ответ — не JSON-объект с блоками
        sync.bad.notJSON = ответ — не корректный JSON (возможно, он оборван)
        sync.bad.notText = файл — не текст в UTF-8
        sync.bad.tooLarge = файл занимает 4 ГиБ или больше: такой CSV-файл не прочитать
        sync.droppedDates[few] = {count} даты цен не были настоящими датами (вроде 2024-02-30) и отброшены; цены сохранены с датой этой синхронизации.
        sync.droppedDates[many] = {count} дат цен не были настоящими датами (вроде 2024-02-30) и отброшены; цены сохранены с датой этой синхронизации.
        sync.droppedDates[one] = {count} дата цены не была настоящей датой (вроде 2024-02-30) и отброшена; цена сохранена с датой этой синхронизации.
        sync.droppedDates[other] = {count} даты цены не были настоящими датами (вроде 2024-02-30) и отброшены; цены сохранены с датой этой синхронизации.
        sync.error.badVariable = {variable} — не URL: {url}
        sync.error.deadline = источник «{source}» не прислал ответ целиком за {seconds} с (предел задаёт FINDER_SYNC_TIMEOUT).
        sync.error.encoding = источник «{source}» прислал сжатый ответ ({encoding}), хотя finder его не просил; finder не стал его распаковывать.
        sync.error.file = не удалось прочитать {path}: {reason}.
        sync.error.fileTooLarge = {path} больше {limit} МиБ — больше любого каталога; файл не прочитан.
        sync.error.insecure = {url} — не https; обычный http разрешён только к этому компьютеру (127.0.0.1, localhost).
        sync.error.insecureVariable = {variable} = {url} — не https; обычный http разрешён только к этому компьютеру (127.0.0.1, localhost).
        sync.error.malformed = в источнике «{source}» не каталог, который может прочесть finder: {reason}.
        sync.error.noRows = в источнике «{source}» нет пригодных строк (прочитано {count}, все пропущены).
        sync.error.offline = для обновления из источника «{source}» нужна сеть, а задан --offline.
        sync.error.redirect = сервер перенаправил finder на {url} — это не https; finder не стал переходить.
        sync.error.redirectUnusable = сервер перенаправил finder на {url} — этим адресом finder воспользоваться не может; finder не стал переходить.
        sync.error.status = источник «{source}» ответил кодом HTTP {status}.
        sync.error.timeout = источник «{source}» ничего не присылал {seconds} с.
        sync.error.tooLarge = загрузка из источника «{source}» остановлена: ответ больше {limit} МиБ — больше любого каталога.
        sync.error.truncated = загрузка из источника «{source}» оборвалась: получено {received} байт из {expected}.
        sync.error.unreachable = не удалось связаться с источником «{source}»: {reason}.
        sync.file.denied = нет доступа
        sync.file.directory = это папка
        sync.file.missing = такого файла нет
        sync.file.notRegular = это не обычный файл (у канала, устройства или терминала нет конца, до которого можно дочитать); сначала сохраните каталог в файл
        sync.hint.fileTooLarge = Файл каталога весит несколько мегабайт; проверьте, тот ли это файл.
        sync.hint.format = Ожидается JSON-массив {\"ticker\", \"name\", \"currentPrice\"} или CSV с заголовком, где есть ticker, name и price.
        sync.hint.from = Укажите --from moex, --from nasdaq, --from https://… или --from ФАЙЛ.
        sync.hint.later = Попробуйте позже.
        sync.hint.network = Проверьте подключение к сети (и FINDER_MOEX_URL или FINDER_NASDAQ_URL, если заданы).
        sync.hint.noneApplied = Ни один источник не применён ({failed}); каталог не изменён, искать можно, как раньше.
        sync.hint.offline = Запустите без --offline или обновите из файла: «finder stocks sync --from ФАЙЛ»
        sync.hint.partial = Не применено: {failed}. Применено, как сказано выше: {applied}.
        sync.hint.redirect = Возможно, адрес сменился; проверьте его (и FINDER_MOEX_URL или FINDER_NASDAQ_URL, если заданы).
        sync.hint.unchanged = Каталог не изменён: искать можно, как раньше.
        sync.loading = Обновление каталога акций, источник — {source}…
        sync.loading.all = Обновление каталога акций из всех источников…
        sync.net.badRedirect = сервер перенаправил запрос на адрес, которым finder не может воспользоваться
        sync.net.lost = соединение прервалось
        sync.net.noAnswer = сервер закрыл соединение, ничего не ответив
        sync.net.offline = нет подключения к сети
        sync.net.other = сбой соединения (код {code})
        sync.net.redirectLoop = сервер перенаправлял запрос слишком много раз (перенаправления по кругу)
        sync.net.refused = в соединении отказано
        sync.net.tls = не удалось установить защищённое соединение
        sync.net.unknownHost = неизвестный хост
        sync.net.unreadable = сервер ответил не по протоколу HTTP
        sync.perSource = {source}: {text}
        sync.progress.downloaded = загрузка: {size}
        sync.progress.downloading = загрузка
        sync.progress.indexing = перестройка поискового индекса…
        sync.progress.percent = загружено {percent:masculine} процентов.
        sync.progress.saving = сохранение каталога…
        sync.reason.badCurrency = валюта не код ISO ({count})
        sync.reason.badPrice = цена не число ({count})
        sync.reason.controlCharacters = управляющие или невидимые символы ({count})
        sync.reason.duplicate = повтор ({count})
        sync.reason.missingName = без названия ({count})
        sync.reason.missingTicker = без тикера ({count})
        sync.reason.negativePrice = цена меньше нуля ({count})
        sync.reason.placeless = тикер есть на другой бирже, а биржа или страна не указаны ({count})
        sync.reason.tooLong = слишком длинный текст ({count})
        sync.skipped = Причины пропуска строк: {reasons}.
        sync.source.moex = Московская биржа ({host})
        sync.source.nasdaq = Nasdaq ({host})
        sync.summary = {counts}.
        sync.summary.added.first[few] = {count:feminine} акции добавлены
        sync.summary.added.first[many] = {count:feminine} акций добавлено
        sync.summary.added.first[one] = {count:feminine} акция добавлена
        sync.summary.added.first[other] = {count:feminine} акции добавлено
        sync.summary.added[few] = {count:feminine} добавлены
        sync.summary.added[many] = {count:feminine} добавлено
        sync.summary.added[one] = {count:feminine} добавлена
        sync.summary.added[other] = {count:feminine} добавлено
        sync.summary.nothing = ни одна акция не изменилась
        sync.summary.removed.first[few] = {count:feminine} акции удалены
        sync.summary.removed.first[many] = {count:feminine} акций удалено
        sync.summary.removed.first[one] = {count:feminine} акция удалена
        sync.summary.removed.first[other] = {count:feminine} акции удалено
        sync.summary.removed[few] = {count:feminine} удалены
        sync.summary.removed[many] = {count:feminine} удалено
        sync.summary.removed[one] = {count:feminine} удалена
        sync.summary.removed[other] = {count:feminine} удалено
        sync.summary.separator = ,
        sync.summary.skipped[few] = {count:feminine} ошибочные строки пропущены
        sync.summary.skipped[many] = {count:feminine} ошибочных строк пропущено
        sync.summary.skipped[one] = {count:feminine} ошибочная строка пропущена
        sync.summary.skipped[other] = {count:feminine} ошибочной строки пропущено
        sync.summary.sources[#2] = Оба источника обновлены.
        sync.summary.sources[few] = Обновлены все {count} источника.
        sync.summary.sources[many] = Обновлены все {count} источников.
        sync.summary.sources[one] = Обновлён {count} источник.
        sync.summary.sources[other] = Обновлены все {count} источника.
        sync.summary.unchanged.first[few] = {count:feminine} акции без изменений
        sync.summary.unchanged.first[many] = {count:feminine} акций без изменений
        sync.summary.unchanged.first[one] = {count:feminine} акция без изменений
        sync.summary.unchanged.first[other] = {count:feminine} акции без изменений
        sync.summary.unchanged[few] = {count:feminine} без изменений
        sync.summary.unchanged[many] = {count:feminine} без изменений
        sync.summary.unchanged[one] = {count:feminine} без изменений
        sync.summary.unchanged[other] = {count:feminine} без изменений
        sync.summary.updated[few] = {count:feminine} акции обновлены
        sync.summary.updated[many] = {count:feminine} акций обновлено
        sync.summary.updated[one] = {count:feminine} акция обновлена
        sync.summary.updated[other] = {count:feminine} акции обновлено
        topic.environment.intro = Параметр, заданный в командной строке, важнее своей переменной.
        topic.exit-codes.intro = Каждая команда завершается с одним из этих кодов: скрипт отличит поиск, который ничего не нашёл (1), от поиска, который не удался.
        topic.formats.accessible = для экранного диктора: по результату на строку, в начале его номер, поля заканчиваются точкой с запятой, числа и тикеры записаны так, чтобы их можно было прочитать вслух; без цвета, выравнивания, анимации и рамок
        topic.formats.intro = Формат выбирают параметрами --format (или --json) и --accessible в любом месте строки.
        topic.formats.json = для скриптов: при любом исходе ровно один документ JSON в стандартный вывод, в том числе при ошибке и при неверной командной строке (см. «finder help json»)
        topic.formats.jsonl = по событию JSON на строку: событие состояния в начале работы, событие на каждый результат и последнее событие состояния с числом результатов, сообщением или ошибкой
        topic.formats.streams = Справка, man-страница, скрипты дополнения и --version в JSON тоже выводятся документом: один результат с текстом. Неизвестные значения — null, а не пустые строки; метки времени — ISO 8601 в UTC.
        topic.formats.text = для человека: результаты выровненными столбцами в стандартный вывод, в цвете, где он разрешён; счётчики, подсказки, ход работы и ошибки — в стандартный поток ошибок
        topic.json.document = документ: {members}
        topic.json.domains = У каждого раздела свои поля; они есть в каждом документе раздела и равны null, когда значение неизвестно:
        topic.json.intro = Эти поля есть в каждом документе JSON при любом исходе. Имена полей английские и не меняются, сообщения — на языке интерфейса; новые поля могут добавиться.
        topic.json.member.count = сколько результатов в документе
        topic.json.member.domain = команда, которая ответила (см. ниже); cli — для справки, --version и ошибок в командной строке
        topic.json.member.error = при ошибке — объект с полями code («finder help exit-codes»), message и hint; иначе null
        topic.json.member.message = при пустом результате — что случилось и что попробовать; после действия — что сделано
        topic.json.member.offline = true, если показан результат, сохранённый для работы без сети
        topic.json.member.page = страница поиска фотографий, иначе null
        topic.json.member.query = запрос в том виде, в каком он задан, или null
        topic.json.member.results = результаты с полями своего раздела (см. ниже)
        topic.json.member.schemaVersion = 1; меняется только при несовместимых изменениях
        topic.json.member.state = content, empty или error
        topic.json.member.totalPages = сколько страниц у поиска фотографий, иначе null
        topic.json.none = своих полей нет
        topic.json.result = каждый результат: {members}
        topic.json.rules = Даже прерванная по Ctrl-C команда выводит свой документ, с кодом ошибки interrupted. Схемы всех разделов лежат в папке docs/schemas исходного кода finder.
        topic.json.savedDomain = поля раздела, названного в savedDomain
        topic.summary.environment = Переменные окружения, которые читает finder.
        topic.summary.exit-codes = Коды завершения и коды ошибок в выводе JSON.
        topic.summary.formats = Форматы вывода: текст, текст для экранного диктора, JSON и JSON Lines.
        topic.summary.json = Поля документа JSON по разделам.
        usage.aFilePath = путь к файлу или папка, в которую его записать
        usage.aPath = путь к папке
        usage.badAlert = команде «finder watch alert» нужны тикер и условие: ТИКЕР above N, ТИКЕР below N, ТИКЕР change N% или ТИКЕР off
        usage.badCountry = «{value}» — не страна из каталога; укажите код ISO (us, ch, ru) или название страны (Швейцария)
        usage.badField = неизвестное поле «{value}» для --fields. Допустимые поля: {choices}
        usage.badField.suggest = неизвестное поле «{value}» для --fields; может быть, «{suggestion}»? Допустимые поля: {choices}
        usage.badPhotoID = «{id}» — не идентификатор фотографии Unsplash: в нём бывают только буквы, цифры, «-» и «_».
        usage.badSubcommand = неизвестное действие «{value}» для «finder {command}». Допустимые действия: {choices}
        usage.badSubcommand.suggest = неизвестное действие «{value}» для «finder {command}»; может быть, «{suggestion}»? Допустимые действия: {choices}
        usage.badValue = недопустимое значение «{value}» для {option}. Допустимые значения: {choices}
        usage.badValue.suggest = недопустимое значение «{value}» для {option}; может быть, «{suggestion}»? Допустимые значения: {choices}
        usage.colour.russian = (или по-русски: {names})
        usage.controlCharacter = в запросе для «finder {command}» есть управляющий символ ({character}); введите запрос без него
        usage.integerRange = целое число от {min:masculine-genitive} до {max:masculine-genitive}
        usage.missingPhotoID = команде «finder {command}» нужен идентификатор фотографии, например: «finder {command} Cat1abc_XyZ» (идентификаторы есть в результатах «finder photos ЗАПРОС --json»)
        usage.missingQuery = команде «finder {command}» нужен поисковый запрос, например: «finder {command} apple»
        usage.missingSubcommand = команде «finder {command}» нужно одно из: {choices}
        usage.missingTicker = команде «finder stocks show» нужен тикер, например: «finder stocks show AAPL»
        usage.missingValue = параметру {option} нужно значение: {choices}
        usage.noFields = для --fields нужно хотя бы одно поле. Допустимые поля: {choices}
        usage.queryTooLong = запрос для «finder {command}» слишком длинный (символов: {length}); допускается не больше {limit}
        usage.tooManyTickers = команде «finder {command}» передано тикеров: {count}; допускается не больше {limit}
        usage.unexpectedArgument = лишний аргумент «{argument}»
        usage.unexpectedValue = параметр {option} не принимает значения
        usage.unknownCommand = неизвестная команда «{command}». Допустимые команды: {choices}
        usage.unknownCommand.suggest = неизвестная команда «{command}»; может быть, «{suggestion}»? Допустимые команды: {choices}
        usage.unknownOption = неизвестный параметр {option}. Допустимые параметры: {choices}
        usage.unknownOption.suggest = неизвестный параметр {option}; может быть, {suggestion}? Допустимые параметры: {choices}
        version = finder {version} (коммит {commit})
        version.bundledDate = {source} (FinanceDatabase и Nasdaq, август 2026 г.)
        version.catalogue = каталог: {source}; {sync}
        version.libraries = библиотеки: {libraries}
        version.neverSynced = не обновлялся
        version.notImported = ещё не загружен
        version.synced = последнее обновление {date}, источник: {source}
        version.unknownCommit = неизвестен
        watch.added[few] = В список наблюдения добавлено {count} тикера.
        watch.added[many] = В список наблюдения добавлено {count} тикеров.
        watch.added[one] = В список наблюдения добавлен {count} тикер.
        watch.added[other] = В список наблюдения добавлено {count} тикера.
        watch.alert.above = выше {amount}
        watch.alert.below = ниже {amount}
        watch.alert.change = изменение на {percent}
        watch.alert.label = оповещение: {alert}
        watch.alert.off = Оповещение для {ticker} снято.
        watch.alert.set = Оповещение для {ticker}: {alert}.
        watch.already = «{ticker}» уже есть в списке наблюдения.
        watch.check.noAlerts = Ни у одного тикера в списке нет оповещения.
        watch.check.none = Сейчас не срабатывает ни одно оповещение.
        watch.count[few] = {count} тикера в списке наблюдения
        watch.count[many] = {count} тикеров в списке наблюдения
        watch.count[one] = {count} тикер в списке наблюдения
        watch.count[other] = {count} тикера в списке наблюдения
        watch.empty = Список наблюдения пуст.
        watch.fired.above = {ticker}: цена {price} — {alert}.
        watch.fired.below = {ticker}: цена {price} — {alert}.
        watch.fired.change = {ticker}: изменение за день {change} достигло порога оповещения ({alert}).
        watch.full[few] = В списке наблюдения может быть не больше {count} тикеров; сначала уберите какой-нибудь.
        watch.full[many] = В списке наблюдения может быть не больше {count} тикеров; сначала уберите какой-нибудь.
        watch.full[one] = В списке наблюдения может быть не больше {count} тикера; сначала уберите какой-нибудь.
        watch.full[other] = В списке наблюдения может быть не больше {count} тикера; сначала уберите какой-нибудь.
        watch.hint.add = Сначала добавьте тикер в список наблюдения: «finder watch add {ticker}»
        watch.hint.alert = Задайте оповещение: «finder watch alert AAPL above 250»
        watch.hint.empty = Добавьте тикеры: «finder watch add AAPL MSFT»
        watch.live.heading = Список наблюдения, обновлён в {time}; следующее обновление в {next}
        watch.live.heading.last = Список наблюдения, обновлён в {time}; это было последнее обновление
        watch.live.keys = r — обновить сейчас · q — выйти
        watch.live.refreshing = Обновляю цены…
        watch.noneAdded = В список наблюдения не добавлено ни одного тикера.
        watch.notWatched = «{ticker}» нет в списке наблюдения.
        watch.removed[few] = Из списка наблюдения убрано {count} тикера.
        watch.removed[many] = Из списка наблюдения убрано {count} тикеров.
        watch.removed[one] = Из списка наблюдения убран {count} тикер.
        watch.removed[other] = Из списка наблюдения убрано {count} тикера.
        watch.unchanged = Список наблюдения не изменился.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 56365, 56385, 56388, 56404, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63614, 63634, 63637, 63651,
        -1, -1, -1, -1, 37501, 37513, 37516, 37548, 15861, 15885, 15888, 16880, -1, -1, -1, -1,
        12682, 12702, 12705, 12852, 54738, 54756, 54759, 54808, 38370, 38394, 38397, 38426, 63714, 63728, 63731, 63795,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 48676, 48695, 48698, 48747, 6877, 6894, 6897, 6950, 89765, 89792, 89795, 89826,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 32657, 32677, 32680, 32740, 33611, 33632, 33635, 33720, 44376, 44393, 44396, 44524,
        -1, -1, -1, -1, -1, -1, -1, -1, 67965, 67991, 67994, 68045, -1, -1, -1, -1,
        55650, 55676, 55679, 55778, -1, -1, -1, -1, -1, -1, -1, -1, 23286, 23304, 23307, 23337,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28593, 28610, 28613, 28868,
        -1, -1, -1, -1, 50058, 50075, 50078, 50348, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 79757, 79783, 79786, 79812, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 20205, 20227, 20230, 20397, -1, -1, -1, -1,
        35834, 35860, 35863, 35927, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99755, 99779, 99782, 99826, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52456, 52474, 52477, 52507,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78835, 78867, 78870, 78981, -1, -1, -1, -1, 89273, 89304, 89307, 89349, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 87432, 87456, 87459, 87483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62122, 62139, 62142, 62586,
        78313, 78340, 78343, 78367, -1, -1, -1, -1, 37858, 37868, 37871, 37887, 10304, 10323, 10326, 10415,
        -1, -1, -1, -1, -1, -1, -1, -1, 90724, 90758, 90761, 90814, 99228, 99246, 99249, 99315,
        -1, -1, -1, -1, 68915, 68934, 68937, 68998, 85304, 85318, 85321, 85406, 69455, 69475, 69478, 69509,
        28023, 28040, 28043, 28179, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16881, 16905, 16908, 18732, 46533, 46547, 46550, 46809, 37822, 37833, 37836, 37857, 51204, 51224, 51227, 51276,
        96943, 96959, 96962, 97115, 102583, 102598, 102601, 102754, -1, -1, -1, -1, -1, -1, -1, -1,
        32835, 32851, 32854, 32906, 37724, 37734, 37737, 37741, 88867, 88898, 88901, 88947, 48936, 48956, 48959, 49041,
        -1, -1, -1, -1, -1, -1, -1, -1, 8896, 8908, 8911, 9022, -1, -1, -1, -1,
        -1, -1, -1, -1, 56576, 56607, 56610, 56637, 68128, 68155, 68158, 68211, -1, -1, -1, -1,
        -1, -1, -1, -1, 73461, 73483, 73486, 73526, 43975, 43993, 43996, 44113, 22141, 22166, 22169, 22308,
        94816, 94841, 94844, 95002, -1, -1, -1, -1, 42299, 42309, 42312, 42388, -1, -1, -1, -1,
        -1, -1, -1, -1, 68870, 68886, 68889, 68914, -1, -1, -1, -1, -1, -1, -1, -1,
        103492, 103508, 103511, 103572, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59489, 59514, 59517, 59561, 83008, 83035, 83038, 83181, -1, -1, -1, -1,
        -1, -1, -1, -1, 38144, 38156, 38159, 38171, -1, -1, -1, -1, 67474, 67499, 67502, 67529,
        -1, -1, -1, -1, 67562, 67587, 67590, 67641, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29819, 29847, 29850, 30261, 36360, 36376, 36379, 36412, 43395, 43417, 43420, 43584, 69179, 69199, 69202, 69270,
        33721, 33754, 33757, 33874, 71178, 71209, 71212, 71310, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11142, 11161, 11164, 11267, 418, 435, 438, 462,
        61165, 61181, 61184, 61358, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51695, 51717, 51720, 51789, -1, -1, -1, -1,
        -1, -1, -1, -1, 90634, 90667, 90670, 90723, -1, -1, -1, -1, -1, -1, -1, -1,
        85773, 85790, 85793, 85908, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        77473, 77491, 77494, 77518, -1, -1, -1, -1, 77698, 77711, 77714, 77720, 97116, 97130, 97133, 97234,
        -1, -1, -1, -1, -1, -1, -1, -1, 70576, 70608, 70611, 70701, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22868, 22893, 22896, 23036, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47880, 47903, 47906, 47922, 69950, 69967, 69970, 69978,
        35039, 35062, 35065, 35230, -1, -1, -1, -1, -1, -1, -1, -1, 70262, 70282, 70285, 70322,
        75906, 75932, 75935, 76028, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60837, 60864, 60867, 60954,
        -1, -1, -1, -1, 7998, 8016, 8019, 8167, 51423, 51443, 51446, 51513, 77652, 77663, 77666, 77697,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53630, 53655, 53658, 53807, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 103098, 103115, 103118, 103269, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99434, 99452, 99455, 99604, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67365, 67389, 67392, 67421, 33286, 33306, 33309, 33398, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        77092, 77099, 77102, 77113, 89827, 89849, 89852, 89853, -1, -1, -1, -1, 77426, 77445, 77448, 77472,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66278, 66305, 66308, 66403, 68726, 68748, 68751, 68796, 89350, 89382, 89385, 89427,
        53068, 53088, 53091, 53129, 80369, 80389, 80392, 80427, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12552, 12575, 12578, 12681, 40183, 40208, 40211, 40384,
        82855, 82874, 82877, 83007, 79258, 79287, 79290, 79385, 100633, 100650, 100653, 100685, -1, -1, -1, -1,
        55451, 55470, 55473, 55519, 48422, 48434, 48437, 48515, 27786, 27807, 27810, 27913, 60376, 60400, 60403, 60513,
        95567, 95590, 95593, 95620, -1, -1, -1, -1, 89854, 89879, 89882, 89949, 96548, 96566, 96569, 96624,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72053, 72067, 72070, 72248,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56693, 56721, 56724, 56759, 94484, 94508, 94511, 94668, -1, -1, -1, -1,
        103573, 103591, 103594, 103706, -1, -1, -1, -1, 85909, 85926, 85929, 86026, -1, -1, -1, -1,
        31596, 31617, 31620, 31732, -1, -1, -1, -1, 40662, 40687, 40690, 40939, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72693, 72713, 72716, 72789,
        698, 710, 713, 725, 86659, 86672, 86675, 86716, 80428, 80441, 80444, 80488, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63478, 63497, 63500, 63508, 91292, 91317, 91320, 91366,
        26301, 26320, 26323, 26471, 93890, 93908, 93911, 94098, 97724, 97751, 97754, 97922, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56452, 56488, 56491, 56512,
        -1, -1, -1, -1, 64294, 64310, 64313, 64425, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53329, 53360, 53363, 53629, -1, -1, -1, -1, 18887, 18905, 18908, 20204,
        93840, 93859, 93862, 93889, 10007, 10017, 10020, 10195, 86499, 86519, 86522, 86658, -1, -1, -1, -1,
        -1, -1, -1, -1, 47715, 47725, 47728, 47775, -1, -1, -1, -1, 54363, 54382, 54385, 54421,
        49363, 49383, 49386, 49471, -1, -1, -1, -1, 103979, 103994, 103997, 104089, -1, -1, -1, -1,
        -1, -1, -1, -1, 43585, 43601, 43604, 43754, 72972, 72989, 72992, 73062, -1, -1, -1, -1,
        12853, 12877, 12880, 14428, 21836, 21858, 21861, 21976, -1, -1, -1, -1, -1, -1, -1, -1,
        45756, 45770, 45773, 45949, 51608, 51628, 51631, 51694, 88948, 88971, 88974, 89009, 38231, 38243, 38246, 38248,
        47573, 47586, 47589, 47714, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36617, 36646, 36649, 36736, 71743, 71757, 71760, 71784, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69760, 69776, 69779, 69785,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 55779, 55804, 55807, 55908, -1, -1, -1, -1,
        37331, 37354, 37357, 37376, -1, -1, -1, -1, 7658, 7684, 7687, 7735, 71311, 71344, 71347, 71445,
        103270, 103284, 103287, 103397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 95140, 95162, 95165, 95232, 56405, 56429, 56432, 56451, 87886, 87915, 87918, 87991,
        48748, 48768, 48771, 48799, -1, -1, -1, -1, 50678, 50704, 50707, 50851, 90141, 90168, 90171, 90238,
        -1, -1, -1, -1, 98244, 98264, 98267, 98302, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51975, 51992, 51995, 52143,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 97235, 97257, 97260, 97400,
        -1, -1, -1, -1, 7857, 7874, 7877, 7997, -1, -1, -1, -1, 83747, 83774, 83777, 83958,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26472, 26491, 26494, 26779,
        81767, 81789, 81792, 81987, -1, -1, -1, -1, 74792, 74810, 74813, 74894, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80593, 80614, 80617, 80646, 44893, 44914, 44917, 45047,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48376, 48392, 48395, 48421,
        69888, 69904, 69907, 69917, 9385, 9403, 9406, 9476, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 102328, 102345, 102348, 102387, -1, -1, -1, -1, 10505, 10525, 10528, 10693,
        56217, 56241, 56244, 56253, -1, -1, -1, -1, 101863, 101879, 101882, 101958, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9669, 9698, 9701, 9802, 37742, 37752, 37755, 37759,
        1052, 1066, 1069, 1087, 37549, 37562, 37565, 37577, 60287, 60311, 60314, 60375, 86027, 86045, 86048, 86190,
        88708, 88738, 88741, 88787, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 48847, 48863, 48866, 48935, 57295, 57318, 57321, 57347, 98060, 98082, 98085, 98243,
        23230, 23256, 23259, 23285, 83182, 83202, 83205, 83321, 73527, 73551, 73554, 73728, 9803, 9825, 9828, 9914,
        33399, 33426, 33429, 33610, 73729, 73748, 73751, 73781, 99918, 99938, 99941, 100040, -1, -1, -1, -1,
        309, 326, 329, 332, 58057, 58085, 58088, 58520, 87828, 87848, 87851, 87885, 91144, 91171, 91174, 91216,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36012, 36032, 36035, 36123,
        84602, 84618, 84621, 84642, 87616, 87637, 87640, 87698, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        31133, 31156, 31159, 31595, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 84990, 85012, 85015, 85137, 355, 367, 370, 388,
        76460, 76481, 76484, 76517, -1, -1, -1, -1, 69088, 69107, 69110, 69178, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48134, 48150, 48153, 48171, -1, -1, -1, -1,
        84683, 84700, 84703, 84733, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45641, 45657, 45660, 45755, 70227, 70241, 70244, 70261, 80029, 80048, 80051, 80118, 90479, 90504, 90507, 90549,
        -1, -1, -1, -1, -1, -1, -1, -1, 48198, 48217, 48220, 48238, 38679, 38694, 38697, 39529,
        48053, 48070, 48073, 48083, 49042, 49063, 49066, 49148, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        89135, 89160, 89163, 89198, -1, -1, -1, -1, 79873, 79891, 79894, 79957, -1, -1, -1, -1,
        -1, -1, -1, -1, 59664, 59687, 59690, 59814, 46333, 46347, 46350, 46426, -1, -1, -1, -1,
        47776, 47784, 47787, 47841, 38630, 38650, 38653, 38678, 63579, 63600, 63603, 63613, -1, -1, -1, -1,
        53130, 53152, 53155, 53190, 53982, 54002, 54005, 54095, -1, -1, -1, -1, -1, -1, -1, -1,
        56128, 56152, 56155, 56216, 68581, 68603, 68606, 68651, 27289, 27301, 27304, 27323, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18733, 18753, 18756, 18886, -1, -1, -1, -1,
        30262, 30280, 30283, 30516, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75270, 75290, 75293, 75374, -1, -1, -1, -1, 103852, 103867, 103870, 103925, 87529, 87551, 87554, 87615,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63685, 63702, 63705, 63713,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36124, 36147, 36150, 36193,
        71446, 71471, 71474, 71557, 100500, 100507, 100510, 100550, -1, -1, -1, -1, -1, -1, -1, -1,
        25227, 25247, 25250, 25428, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79511, 79541, 79544, 79637, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36737, 36762, 36765, 36785, 89705, 89730, 89733, 89764, -1, -1, -1, -1, 74599, 74618, 74621, 74654,
        -1, -1, -1, -1, 25480, 25496, 25499, 25526, -1, -1, -1, -1, 80647, 80669, 80672, 80728,
        -1, -1, -1, -1, 7206, 7216, 7219, 7225, 42524, 42546, 42549, 42722, 101678, 101691, 101694, 101760,
        4936, 4961, 4964, 5147, 73823, 73842, 73845, 73880, -1, -1, -1, -1, 25645, 25660, 25663, 25752,
        -1, -1, -1, -1, 87259, 87279, 87282, 87313, 100041, 100069, 100072, 100210, 74327, 74352, 74355, 74391,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 87992, 88013, 88016, 88038,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47968, 47988, 47991, 48005,
        -1, -1, -1, -1, 87101, 87117, 87120, 87160, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 95233, 95256, 95259, 95334, 46427, 46442, 46445, 46532,
        102191, 102209, 102212, 102269, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        88437, 88449, 88452, 88506, 94669, 94692, 94695, 94815, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36413, 36431, 36434, 36498, 41685, 41716, 41719, 41858, 57011, 57029, 57032, 57055,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69827, 69843, 69846, 69854,
        -1, -1, -1, -1, -1, -1, -1, -1, 57056, 57082, 57085, 57114, 102755, 102771, 102774, 102927,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72880, 72902, 72905, 72971, -1, -1, -1, -1, -1, -1, -1, -1,
        30748, 30773, 30776, 31132, 52822, 52840, 52843, 52881, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33968, 34007, 34010, 34090, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69979, 69994, 69997, 70000, 77519, 77539, 77542, 77568, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37696, 37710, 37713, 37723, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51277, 51291, 51294, 51403, 76404, 76423, 76426, 76459, 91996, 92020, 92023, 92407, 22784, 22807, 22810, 22867,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 38118, 38130, 38133, 38143,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66940, 66963, 66966, 67080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35364, 35393, 35396, 35597, -1, -1, -1, -1, -1, -1, -1, -1, 103398, 103414, 103417, 103491,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68484, 68503, 68506, 68546, -1, -1, -1, -1, 74251, 74270, 74273, 74326,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75817, 75833, 75836, 75905, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65487, 65507, 65510, 65533, 102388, 102405, 102408, 102447, 1158, 1171, 1174, 1192,
        49845, 49860, 49863, 50057, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        82215, 82237, 82240, 82270, 73153, 73176, 73179, 73234, 87398, 87412, 87415, 87431, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 77721, 77731, 77734, 77739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63870, 63889, 63892, 63970, 28265, 28283, 28286, 28403, -1, -1, -1, -1,
        -1, -1, -1, -1, 59943, 59967, 59970, 60121, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21432, 21453, 21456, 21543, 32741, 32756, 32759, 32834, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55056, 55080, 55083, 55244, 62921, 62944, 62947, 63076, -1, -1, -1, -1, 52684, 52709, 52712, 52764,
        52939, 52958, 52961, 53067, 77162, 77181, 77184, 77208, 100334, 100361, 100364, 100499, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32026, 32048, 32051, 32109,
        48084, 48103, 48106, 48133, 84643, 84662, 84665, 84682, 44525, 44547, 44550, 44669, 73377, 73399, 73402, 73460,
        68797, 68821, 68824, 68869, 90312, 90337, 90340, 90393, 8649, 8663, 8666, 8895, 94099, 94115, 94118, 94397,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51514, 51535, 51538, 51607,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 91443, 91468, 91471, 91517, 59035, 59055, 59058, 59286, -1, -1, -1, -1,
        56760, 56789, 56792, 56823, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80558, 80572, 80575, 80592, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77569, 77583, 77586, 77621, 11412, 11436, 11439, 11560,
        5408, 5422, 5425, 5435, 48172, 48188, 48191, 48197, 67220, 67243, 67246, 67272, -1, -1, -1, -1,
        54227, 54254, 54257, 54362, -1, -1, -1, -1, 73322, 73343, 73346, 73376, 67145, 67172, 67175, 67219,
        6951, 6968, 6971, 7080, 77114, 77132, 77135, 77161, 81322, 81344, 81347, 81544, 86191, 86210, 86213, 86294,
        68212, 68232, 68235, 68320, 67801, 67828, 67831, 67882, 78426, 78453, 78456, 78478, 69733, 69748, 69751, 69759,
        3155, 3179, 3182, 3321, 78025, 78058, 78061, 78166, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36194, 36221, 36224, 36359, 59287, 59316, 59319, 59488, 66650, 66676, 66679, 66783, 67883, 67908, 67911, 67964,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 73782, 73800, 73803, 73822,
        56254, 56281, 56284, 56296, 31733, 31743, 31746, 31780, 63410, 63429, 63432, 63442, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34657, 34687, 34690, 34802, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22309, 22334, 22337, 22530, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 84337, 84357, 84360, 84489, -1, -1, -1, -1,
        82271, 82290, 82293, 82435, 90045, 90070, 90073, 90140, 12520, 12533, 12536, 12551, 56638, 56664, 56667, 56692,
        79813, 79841, 79844, 79872, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65845, 65872, 65875, 65997, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32235, 32253, 32256, 32293, -1, -1, -1, -1, 89505, 89538, 89541, 89583, 92563, 92581, 92584, 92848,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60603, 60628, 60631, 60731,
        70830, 70847, 70850, 70906, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21977, 21997, 22000, 22140, 86393, 86409, 86412, 86498, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99605, 99625, 99628, 99754, 50852, 50877, 50880, 51026,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 63652, 63669, 63672, 63684,
        -1, -1, -1, -1, -1, -1, -1, -1, 56953, 56987, 56990, 57010, 32424, 32442, 32445, 32562,
        64703, 64718, 64721, 64813, 88567, 88585, 88588, 88603, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26780, 26796, 26799, 26978, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11883, 11905, 11908, 11975, 50505, 50530, 50533, 50677, 65232, 65246, 65249, 65331,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24566, 24584, 24587, 24715, 61835, 61852, 61855, 61915,
        72790, 72810, 72813, 72879, 89073, 89096, 89099, 89134, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12094, 12118, 12121, 12325, 38585, 38603, 38606, 38629,
        1259, 1269, 1272, 1286, 52144, 52159, 52162, 52294, 74655, 74675, 74678, 74730, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10694, 10718, 10721, 10858,
        76518, 76542, 76545, 76603, 43218, 43232, 43235, 43298, 69786, 69805, 69808, 69826, 82714, 82737, 82740, 82854,
        11976, 12000, 12003, 12093, 88157, 88182, 88185, 88225, 65534, 65561, 65564, 65688, 42389, 42416, 42419, 42523,
        81036, 81052, 81055, 81140, 60732, 60755, 60758, 60836, 71594, 71600, 71603, 71613, -1, -1, -1, -1,
        10859, 10879, 10882, 11019, 102036, 102053, 102056, 102115, -1, -1, -1, -1, -1, -1, -1, -1,
        23614, 23628, 23631, 23700, 49545, 49563, 49566, 49667, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23876, 23895, 23898, 24011, 53808, 53835, 53838, 53892, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8168, 8190, 8193, 8342,
        -1, -1, -1, -1, 76029, 76048, 76051, 76093, -1, -1, -1, -1, 14565, 14584, 14587, 15860,
        37760, 37775, 37778, 37821, 42857, 42878, 42881, 42982, 10416, 10433, 10436, 10504, 60514, 60544, 60547, 60602,
        67530, 67548, 67551, 67561, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        56297, 56316, 56319, 56330, 9133, 9149, 9152, 9284, 83471, 83489, 83492, 83602, 98855, 98873, 98876, 99000,
        -1, -1, -1, -1, -1, -1, -1, -1, 47447, 47461, 47464, 47572, 90239, 90263, 90266, 90311,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22616, 22635, 22638, 22783, 78167, 78202, 78205, 78312,
        -1, -1, -1, -1, -1, -1, -1, -1, 97572, 97591, 97594, 97723, -1, -1, -1, -1,
        27341, 27357, 27360, 27381, 29064, 29077, 29080, 29546, -1, -1, -1, -1, 33875, 33908, 33911, 33967,
        96625, 96640, 96643, 96726, 100211, 100230, 100233, 100333, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 88364, 88383, 88386, 88436, -1, -1, -1, -1,
        -1, -1, -1, -1, 63077, 63101, 63104, 63409, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94398, 94421, 94424, 94483, -1, -1, -1, -1, 36885, 36905, 36908, 36968,
        -1, -1, -1, -1, 69641, 69661, 69664, 69674, 1320, 1332, 1335, 1345, 24012, 24032, 24035, 24122,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34091, 34115, 34118, 34235, -1, -1, -1, -1,
        77622, 77633, 77636, 77651, 54498, 54522, 54525, 54737, -1, -1, -1, -1, 101546, 101561, 101564, 101612,
        -1, -1, -1, -1, -1, -1, -1, -1, 76691, 76715, 76718, 76776, 102928, 102943, 102946, 103097,
        -1, -1, -1, -1, -1, -1, -1, -1, 97401, 97417, 97420, 97571, 53893, 53905, 53908, 53981,
        85602, 85623, 85626, 85772, 80119, 80139, 80142, 80196, -1, -1, -1, -1, 25753, 25775, 25778, 25915,
        -1, -1, -1, -1, 28180, 28197, 28200, 28264, -1, -1, -1, -1, 89199, 89219, 89222, 89272,
        -1, -1, -1, -1, -1, -1, -1, -1, 52882, 52898, 52901, 52938, 32171, 32190, 32193, 32234,
        65058, 65081, 65084, 65169, 93518, 93536, 93539, 93839, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11561, 11581, 11584, 11711, 77378, 77396, 77399, 77425, -1, -1, -1, -1,
        -1, -1, -1, -1, 9285, 9304, 9307, 9384, 59562, 59587, 59590, 59663, -1, -1, -1, -1,
        31863, 31884, 31887, 31947, 90394, 90420, 90423, 90478, 90997, 91024, 91027, 91069, 44114, 44135, 44138, 44144,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 99001, 99024, 99027, 99098, -1, -1, -1, -1,
        102448, 102466, 102469, 102582, 1375, 1394, 1397, 1540, 96727, 96738, 96741, 96763, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24882, 24898, 24901, 24932, 91070, 91098, 91101, 91143,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 101959, 101975, 101978, 102035,
        62587, 62613, 62616, 62823, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23797, 23814, 23817, 23875, 100740, 100759, 100762, 100787, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76094, 76118, 76121, 76150, 85138, 85154, 85157, 85303,
        104548, 104563, 104566, 104624, 76604, 76629, 76632, 76690, -1, -1, -1, -1, 90815, 90848, 90851, 90904,
        79131, 79159, 79162, 79257, 83603, 83622, 83625, 83746, -1, -1, -1, -1, 102270, 102281, 102284, 102327,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28404, 28421, 28424, 28592, 48516, 48537, 48540, 48600, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45950, 45970, 45973, 45998,
        -1, -1, -1, -1, 54809, 54830, 54833, 54927, -1, -1, -1, -1, -1, -1, -1, -1,
        99316, 99330, 99333, 99433, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25429, 25445, 25448, 25479,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52765, 52784, 52787, 52821,
        48331, 48349, 48352, 48375, -1, -1, -1, -1, 100686, 100703, 100706, 100739, -1, -1, -1, -1,
        24370, 24388, 24391, 24565, 91738, 91760, 91763, 91995, -1, -1, -1, -1, 96306, 96330, 96333, 96409,
        -1, -1, -1, -1, 38084, 38096, 38099, 38117, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 38037, 38050, 38053, 38083, -1, -1, -1, -1, -1, -1, -1, -1,
        9023, 9047, 9050, 9132, 89010, 89034, 89037, 89072, -1, -1, -1, -1, -1, -1, -1, -1,
        64814, 64833, 64836, 64916, 95003, 95028, 95031, 95139, 95736, 95751, 95754, 95782, 95445, 95476, 95479, 95566,
        -1, -1, -1, -1, -1, -1, -1, -1, 32294, 32314, 32317, 32358, -1, -1, -1, -1,
        63796, 63819, 63822, 63869, 69510, 69528, 69531, 69539, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49668, 49681, 49684, 49844,
        -1, -1, -1, -1, 64993, 65009, 65012, 65057, 41278, 41305, 41308, 41460, 8343, 8364, 8367, 8648,
        31781, 31801, 31804, 31862, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        38249, 38273, 38276, 38307, -1, -1, -1, -1, 51404, 51416, 51419, 51422, 54422, 54444, 54447, 54497,
        55245, 55269, 55272, 55350, 7810, 7827, 7830, 7856, 77740, 77773, 77776, 77881, 87484, 87509, 87512, 87528,
        -1, -1, -1, -1, 38488, 38506, 38509, 38534, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 98581, 98601, 98604, 98854,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        87314, 87333, 87336, 87397, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9477, 9501, 9504, 9668,
        -1, -1, -1, -1, 38172, 38185, 38188, 38230, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71558, 71579, 71582, 71593, -1, -1, -1, -1, 37888, 37899, 37902, 37931,
        64917, 64935, 64938, 64992, 75375, 75393, 75396, 75559, 23505, 23529, 23532, 23613, 56331, 56351, 56354, 56364,
        -1, -1, -1, -1, -1, -1, -1, -1, 48601, 48617, 48620, 48675, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38427, 38453, 38456, 38487, -1, -1, -1, -1, 57234, 57262, 57265, 57294, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71042, 71074, 71077, 71177, -1, -1, -1, -1, 47125, 47139, 47142, 47446, 65998, 66027, 66030, 66154,
        80312, 80330, 80333, 80368, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 100551, 100570, 100573, 100632, 44838, 44855, 44858, 44892, 74971, 74992, 74995, 75269,
        81141, 81157, 81160, 81197, -1, -1, -1, -1, 47842, 47862, 47865, 47879, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 69918, 69936, 69939, 69949, -1, -1, -1, -1,
        34236, 34252, 34255, 34656, -1, -1, -1, -1, -1, -1, -1, -1, 70185, 70203, 70206, 70226,
        -1, -1, -1, -1, -1, -1, -1, -1, 44670, 44687, 44690, 44837, -1, -1, -1, -1,
        52611, 52635, 52638, 52683, -1, -1, -1, -1, -1, -1, -1, -1, 104262, 104281, 104284, 104359,
        88226, 88247, 88250, 88363, 63443, 63462, 63465, 63477, 37955, 37970, 37973, 37990, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39816, 39841, 39844, 39976, 45437, 45451, 45454, 45558,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80729, 80752, 80755, 80814, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24123, 24141, 24144, 24213, -1, -1, -1, -1, 24933, 24951, 24954, 25226,
        32359, 32372, 32375, 32423, 57115, 57142, 57145, 57174, 57348, 57367, 57370, 58056, 36499, 36528, 36531, 36616,
        65332, 65354, 65357, 65400, -1, -1, -1, -1, 389, 403, 406, 417, 37648, 37659, 37662, 37667,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11712, 11730, 11733, 11882, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        67081, 67101, 67104, 67144, 27324, 27331, 27334, 27340, 37618, 37632, 37635, 37647, 55909, 55936, 55939, 56040,
        58665, 58689, 58692, 58928, -1, -1, -1, -1, 83322, 83339, 83342, 83470, 103926, 103947, 103950, 103978,
        -1, -1, -1, -1, -1, -1, -1, -1, 67642, 67668, 67671, 67720, 78982, 79016, 79019, 79130,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 55351, 55370, 55373, 55450, -1, -1, -1, -1,
        23701, 23718, 23721, 23796, 76347, 76367, 76370, 76403, -1, -1, -1, -1, -1, -1, -1, -1,
        88507, 88523, 88526, 88566, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78479, 78508, 78511, 78535, -1, -1, -1, -1, 75694, 75715, 75718, 75761, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63546, 63563, 63566, 63578, 68547, 68558, 68561, 68580,
        -1, -1, -1, -1, 85407, 85422, 85425, 85457, 6553, 6565, 6568, 6667, 79638, 79664, 79667, 79695,
        104090, 104106, 104109, 104166, 21212, 21236, 21239, 21431, -1, -1, -1, -1, 101365, 101382, 101385, 101402,
        -1, -1, -1, -1, -1, -1, -1, -1, 70139, 70152, 70155, 70184, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 49149, 49169, 49172, 49254, -1, -1, -1, -1,
        61668, 61689, 61692, 61834, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7377, 7401, 7404, 7423, 54928, 54955, 54958, 55055, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74392, 74411, 74414, 74462, 37991, 38008, 38011, 38036,
        89644, 89670, 89673, 89704, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72249, 72263, 72266, 72390, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78368, 78396, 78399, 78425, 98478, 98496, 98499, 98580, -1, -1, -1, -1,
        101266, 101284, 101287, 101364, 69540, 69559, 69562, 69576, 88788, 88817, 88820, 88866, 33088, 33104, 33107, 33208,
        -1, -1, -1, -1, 64041, 64063, 64066, 64156, -1, -1, -1, -1, -1, -1, -1, -1,
        7348, 7368, 7371, 7376, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27246, 27259, 27262, 27288, -1, -1, -1, -1, -1, -1, -1, -1, 32563, 32583, 32586, 32656,
        -1, -1, -1, -1, 7736, 7762, 7765, 7809, 76921, 76940, 76943, 76977, 65170, 65188, 65191, 65231,
        80957, 80977, 80980, 81035, -1, -1, -1, -1, 42054, 42081, 42084, 42298, 95783, 95800, 95803, 95845,
        56041, 56066, 56069, 56127, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99827, 99848, 99851, 99917, 76978, 76996, 76999, 77033,
        66525, 66553, 66556, 66649, 20712, 20736, 20739, 20893, 31948, 31968, 31971, 32025, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 74094, 74113, 74116, 74151, 76220, 76233, 76236, 76290, 76151, 76173, 76176, 76219,
        52551, 52566, 52569, 52610, 61522, 61547, 61550, 61667, 76777, 76803, 76806, 76864, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 66404, 66430, 66433, 66524, 1541, 1562, 1565, 1679,
        61916, 61935, 61938, 62121, 49472, 49492, 49495, 49544, 89584, 89609, 89612, 89643, 95846, 95862, 95865, 96114,
        7424, 7437, 7440, 7448, 75762, 75780, 75783, 75816, 88099, 88124, 88127, 88156, 60955, 60978, 60981, 61164,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86818, 86834, 86837, 86878, 23338, 23360, 23363, 23504,
        79696, 79723, 79726, 79756, 95335, 95360, 95363, 95444, -1, -1, -1, -1, 49255, 49277, 49280, 49362,
        66155, 66181, 66184, 66277, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 29547, 29560, 29563, 29818,
        70323, 70355, 70358, 70448, 28869, 28879, 28882, 29063, 70072, 70088, 70091, 70138, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48006, 48022, 48025, 48052, 6481, 6494, 6497, 6552, 97923, 97937, 97940, 98059, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74009, 74025, 74028, 74093, -1, -1, -1, -1,
        -1, -1, -1, -1, 7476, 7490, 7493, 7554, 33209, 33224, 33227, 33285, 69612, 69627, 69630, 69640,
        90550, 90577, 90580, 90633, 90905, 90940, 90943, 90996, 73881, 73899, 73902, 74008, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 73063, 73087, 73090, 73152,
        80815, 80835, 80838, 80896, -1, -1, -1, -1, -1, -1, -1, -1, 42983, 43005, 43008, 43217,
        69271, 69290, 69293, 69361, 44145, 44165, 44168, 44375, 69362, 69383, 69386, 69454, 69675, 69693, 69696, 69704,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56891, 56925, 56928, 56952, 70449, 70482, 70485, 70575, 63509, 63530, 63533, 63545,
        43863, 43884, 43887, 43974, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50349, 50373, 50376, 50504, 32110, 32128, 32131, 32170, 34881, 34904, 34907, 35038,
        -1, -1, -1, -1, 23181, 23206, 23209, 23229, 96201, 96226, 96229, 96305, 9968, 9987, 9990, 10006,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62824, 62843, 62846, 62920, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58521, 58545, 58548, 58664, -1, -1, -1, -1, 101613, 101628, 101631, 101677, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12426, 12451, 12454, 12519, -1, -1, -1, -1,
        96410, 96431, 96434, 96547, 71952, 71967, 71970, 72052, 39977, 40000, 40003, 40182, 20398, 20422, 20425, 20711,
        69855, 69872, 69875, 69887, 74463, 74482, 74485, 74598, 83959, 83976, 83979, 84049, 7321, 7339, 7342, 7347,
        530, 547, 550, 574, 14429, 14449, 14452, 14564, 100976, 100992, 100995, 101072, 833, 849, 852, 873,
        -1, -1, -1, -1, 21544, 21569, 21572, 21749, 30517, 30534, 30537, 30747, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56824, 56859, 56862, 56890,
        86295, 86307, 86310, 86392, -1, -1, -1, -1, 65401, 65422, 65425, 65486, 10196, 10219, 10222, 10303,
        91518, 91545, 91548, 91594, -1, -1, -1, -1, 92408, 92427, 92430, 92562, 39530, 39556, 39559, 39815,
        46212, 46228, 46231, 46332, 57175, 57201, 57204, 57233, 89950, 89976, 89979, 90044, 27421, 27431, 27434, 27461,
        98303, 98325, 98328, 98477, -1, -1, -1, -1, 46976, 46989, 46992, 47124, -1, -1, -1, -1,
        64426, 64447, 64450, 64540, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59815, 59831, 59834, 59942, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52508, 52524, 52527, 52550, -1, -1, -1, -1,
        36969, 36993, 36996, 37152, 1008, 1025, 1028, 1051, 40385, 40405, 40408, 40661, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41859, 41886, 41889, 42053,
        -1, -1, -1, -1, -1, -1, -1, -1, 69577, 69596, 69599, 69611, -1, -1, -1, -1,
        -1, -1, -1, -1, 52295, 52313, 52316, 52455, -1, -1, -1, -1, 7555, 7566, 7569, 7657,
        21180, 21193, 21196, 21211, 79958, 79976, 79979, 80028, 77327, 77349, 77352, 77377, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 82639, 82654, 82657, 82713, 96764, 96778, 96781, 96942,
        -1, -1, -1, -1, 96115, 96137, 96140, 96200, 7081, 7097, 7100, 7205, 100839, 100853, 100856, 100930,
        27382, 27393, 27396, 27420, 87161, 87173, 87176, 87258, 87699, 87719, 87722, 87762, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51906, 51918, 51921, 51974, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 77882, 77916, 77919, 78024,
        -1, -1, -1, -1, 7226, 7237, 7240, 7249, 77209, 77227, 77230, 77254, 7250, 7268, 7271, 7298,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72391, 72411, 72414, 72556,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27194, 27213, 27216, 27245,
        45559, 45582, 45585, 45640, 6777, 6798, 6801, 6824, 40940, 40968, 40971, 41277, 79386, 79414, 79417, 79510,
        -1, -1, -1, -1, -1, -1, -1, -1, 101173, 101189, 101192, 101265, -1, -1, -1, -1,
        74152, 74170, 74173, 74250, 74731, 74749, 74752, 74791, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12326, 12350, 12353, 12425, 24716, 24732, 24735, 24881, 43299, 43313, 43316, 43394, 67721, 67746, 67749, 67800,
        91367, 91393, 91396, 91442, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        104360, 104378, 104381, 104450, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 88039, 88062, 88065, 88098, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80254, 80273, 80276, 80311, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21750, 21771, 21774, 21835, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70907, 70938, 70941, 71041,
        89428, 89459, 89462, 89504, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9915, 9933, 9936, 9967, 43755, 43774, 43777, 43862, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61359, 61376, 61379, 61521, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60122, 60155, 60158, 60286, 70702, 70736, 70739, 70829, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 84490, 84512, 84515, 84601, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 78685, 78718, 78721, 78834,
        71785, 71800, 71803, 71951, 84050, 84068, 84071, 84149, 101073, 101090, 101093, 101172, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 36786, 36811, 36814, 36836,
        37932, 37943, 37946, 37954, 81198, 81215, 81218, 81321, 42723, 42746, 42749, 42856, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76865, 76883, 76886, 76920, 82436, 82455, 82458, 82638, 86717, 86734, 86737, 86817,
        26112, 26131, 26134, 26171, 21124, 21140, 21143, 21179, -1, -1, -1, -1, -1, -1, -1, -1,
        48239, 48258, 48261, 48288, 5471, 5491, 5494, 5765, 95621, 95649, 95652, 95735, -1, -1, -1, -1,
        11020, 11039, 11042, 11141, -1, -1, -1, -1, 104167, 104185, 104188, 104261, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 103707, 103730, 103733, 103851, 1994, 2012, 2015, 2181,
        101761, 101781, 101784, 101862, 70038, 70048, 70051, 70071, 37153, 37177, 37180, 37330, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55520, 55545, 55548, 55649,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68046, 68071, 68074, 68127,
        84734, 84754, 84757, 84989, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37668, 37680, 37683, 37695, 91217, 91246, 91249, 91291, -1, -1, -1, -1,
        23037, 23062, 23065, 23180, 80897, 80916, 80919, 80956, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67311, 67334, 67337, 67364,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 80489, 80506, 80509, 80557,
        81545, 81568, 81571, 81766, 58929, 58949, 58952, 59034, 77034, 77054, 77057, 77091, 78536, 78568, 78571, 78684,
        101403, 101420, 101423, 101440, 67422, 67445, 67448, 67473, 104451, 104471, 104474, 104547, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 101441, 101459, 101462, 101495, -1, -1, -1, -1,
        41461, 41496, 41499, 41684, -1, -1, -1, -1, 27462, 27475, 27478, 27785, 53191, 53218, 53221, 53328,
        75627, 75649, 75652, 75693, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68652, 68675, 68678, 68725, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7299, 7313, 7316, 7320, -1, -1, -1, -1,
        -1, -1, -1, -1, 63971, 63990, 63993, 64040, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45048, 45063, 45066, 45296, 20995, 21020, 21023, 21123,
        48800, 48810, 48813, 48846, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        88604, 88616, 88619, 88628, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51790, 51804, 51807, 51905, 100788, 100807, 100810, 100838, -1, -1, -1, -1, -1, -1, -1, -1,
        88629, 88658, 88661, 88707, -1, -1, -1, -1, 35598, 35627, 35630, 35833, -1, -1, -1, -1,
        77255, 77275, 77278, 77304, 80197, 80215, 80218, 80253, 99099, 99118, 99121, 99227, -1, -1, -1, -1,
        -1, -1, -1, -1, 93170, 93191, 93194, 93517, -1, -1, -1, -1, -1, -1, -1, -1,
        32907, 32926, 32929, 33087, 11268, 11292, 11295, 11411, 84150, 84169, 84172, 84336, -1, -1, -1, -1,
        45297, 45319, 45322, 45436, -1, -1, -1, -1, 66784, 66806, 66809, 66939, -1, -1, -1, -1,
        67273, 67290, 67293, 67310, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64541, 64563, 64566, 64702, 38308, 38333, 38336, 38369, -1, -1, -1, -1, -1, -1, -1, -1,
        36837, 36853, 36856, 36884, 86942, 86963, 86966, 87100, 35928, 35954, 35957, 36011, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81988, 82012, 82015, 82214, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 92849, 92868, 92871, 93169, -1, -1, -1, -1,
        -1, -1, -1, -1, 47923, 47946, 47949, 47967, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73235, 73258, 73261, 73321, -1, -1, -1, -1, -1, -1, -1, -1,
        25916, 25936, 25939, 26111, -1, -1, -1, -1, -1, -1, -1, -1, 22531, 22552, 22555, 22615,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64157, 64173, 64176, 64293,
        71614, 71627, 71630, 71742, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37578, 37595, 37598, 37617, -1, -1, -1, -1, -1, -1, -1, -1, 27914, 27937, 27940, 28022,
        25527, 25544, 25547, 25644, 72557, 72577, 72580, 72692, -1, -1, -1, -1, 26172, 26189, 26192, 26300,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77305, 77312, 77315, 77326, -1, -1, -1, -1, -1, -1, -1, -1,
        20894, 20918, 20921, 20994, 46810, 46826, 46829, 46975, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68999, 69018, 69021, 69087,
        75560, 75578, 75581, 75626, -1, -1, -1, -1, 48289, 48309, 48312, 48330, -1, -1, -1, -1,
        -1, -1, -1, -1, 102116, 102132, 102135, 102190, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 85458, 85475, 85478, 85601, -1, -1, -1, -1, -1, -1, -1, -1,
        37377, 37403, 37406, 37454, -1, -1, -1, -1, 45999, 46017, 46020, 46211, 65689, 65717, 65720, 65844,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7449, 7462, 7465, 7475,
        24214, 24234, 24237, 24369, 37455, 37468, 37471, 37500, 38535, 38554, 38557, 38584, 34803, 34833, 34836, 34880,
        56513, 56545, 56548, 56575, 68321, 68346, 68349, 68483, 54096, 54120, 54123, 54226, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26979, 26996, 26999, 27193, 76291, 76310, 76313, 76346,
        -1, -1, -1, -1, -1, -1, -1, -1, 69705, 69721, 69724, 69732, 74895, 74913, 74916, 74970,
        91595, 91618, 91621, 91737, -1, -1, -1, -1, 87763, 87786, 87789, 87827, -1, -1, -1, -1,
        101496, 101513, 101516, 101545, 51027, 51054, 51057, 51203, 100931, 100952, 100955, 100975, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 70001, 70018, 70021, 70037, -1, -1, -1, -1, 86879, 86893, 86896, 86941,
        -1, -1, -1, -1, -1, -1, -1, -1, 35231, 35255, 35258, 35363, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
