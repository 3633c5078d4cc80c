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
        man.file.store = the catalogue, history and saved results (SQLite; mode 0600)
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
        notice.readOnly = The data folder {folder} is read-only: this search is not recorded in history or saved for offline use.
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
        -1, -1, -1, -1, -1, -1, -1, -1, 35361, 35381, 35384, 35398, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40244, 40264, 40267, 40274,
        -1, -1, -1, -1, 24204, 24216, 24219, 24231, 10164, 10188, 10191, 10763, -1, -1, -1, -1,
        8300, 8320, 8323, 8402, 34343, 34361, 34364, 34394, 24763, 24787, 24790, 24810, 40325, 40339, 40342, 40379,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 30896, 30915, 30918, 30946, 4594, 4611, 4614, 4641, 55290, 55317, 55320, 55335,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 20831, 20851, 20854, 20887, 21509, 21530, 21533, 21591, 28365, 28382, 28385, 28470,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15383, 15401, 15404, 15419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18566, 18583, 18586, 18732,
        -1, -1, -1, -1, 31638, 31655, 31658, 31811, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49064, 49090, 49093, 49107, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2033, 2059, 2062, 2124, 12705, 12727, 12730, 12814, -1, -1, -1, -1,
        23070, 23096, 23099, 23136, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61201, 61225, 61228, 61264, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32786, 32804, 32807, 32834,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48728, 48760, 48763, 48814, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53964, 53988, 53991, 54010, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39248, 39265, 39268, 39539,
        -1, -1, -1, -1, -1, -1, -1, -1, 24476, 24486, 24489, 24493, 6880, 6899, 6902, 6950,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60840, 60858, 60861, 60901,
        -1, -1, -1, -1, 43053, 43072, 43075, 43112, 52551, 52565, 52568, 52634, 43257, 43277, 43280, 43294,
        18197, 18214, 18217, 18291, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10764, 10788, 10791, 11847, 29720, 29734, 29737, 29864, 24455, 24466, 24469, 24475, 32152, 32172, 32175, 32214,
        59247, 59263, 59266, 59375, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20950, 20966, 20969, 21001, 24379, 24389, 24392, 24396, 54953, 54984, 54987, 55007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5990, 6002, 6005, 6066, -1, -1, -1, -1,
        -1, -1, -1, -1, 35549, 35580, 35583, 35606, 42592, 42619, 42622, 42640, -1, -1, -1, -1,
        -1, -1, -1, -1, 45884, 45906, 45909, 45948, 28118, 28136, 28139, 28195, 14266, 14291, 14294, 14433,
        57813, 57838, 57841, 57922, -1, -1, -1, -1, 27053, 27063, 27066, 27098, -1, -1, -1, -1,
        -1, -1, -1, -1, 43011, 43027, 43030, 43052, -1, -1, -1, -1, -1, -1, -1, -1,
        63245, 63261, 63264, 63309, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37521, 37546, 37549, 37593, 51076, 51103, 51106, 51214, -1, -1, -1, -1,
        -1, -1, -1, -1, 24677, 24689, 24692, 24700, -1, -1, -1, -1, 42379, 42404, 42407, 42423,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19259, 19287, 19290, 19532, 23425, 23441, 23444, 23455, 27707, 27729, 27732, 27810, 44200, 44231, 44234, 44282,
        21592, 21625, 21628, 21705, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7361, 7380, 7383, 7436, 316, 333, 336, 355,
        38654, 38670, 38673, 38767, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32371, 32393, 32396, 32426, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52887, 52904, 52907, 52990, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        48228, 48246, 48249, 48265, -1, -1, -1, -1, 48402, 48415, 48418, 48424, 59376, 59390, 59393, 59458,
        -1, -1, -1, -1, -1, -1, -1, -1, 43981, 44013, 44016, 44065, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14990, 15015, 15018, 15158, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30328, 30351, 30354, 30365, 43667, 43684, 43687, 43692,
        22534, 22557, 22560, 22640, -1, -1, -1, -1, -1, -1, -1, -1, 43931, 43951, 43954, 43980,
        47522, 47548, 47551, 47606, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38455, 38482, 38485, 38522,
        -1, -1, -1, -1, 5395, 5413, 5416, 5513, -1, -1, -1, -1, 48372, 48383, 48386, 48401,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33617, 33642, 33645, 33710, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63006, 63023, 63026, 63088, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60983, 61001, 61004, 61098, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21248, 21268, 21271, 21334, -1, -1, -1, -1, 1748, 1774, 1777, 1823,
        48067, 48074, 48077, 48086, 55336, 55358, 55361, 55362, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42908, 42930, 42933, 42957, -1, -1, -1, -1,
        33243, 33263, 33266, 33300, 49434, 49454, 49457, 49476, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8216, 8239, 8242, 8299, 25812, 25837, 25840, 25930,
        50966, 50985, 50988, 51075, 61822, 61839, 61842, 61869, -1, -1, -1, -1, -1, -1, -1, -1,
        34837, 34856, 34859, 34904, 30742, 30754, 30757, 30799, 18057, 18078, 18081, 18128, 38170, 38194, 38197, 38252,
        58277, 58300, 58303, 58326, -1, -1, -1, -1, 58956, 58974, 58977, 59019, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44835, 44849, 44852, 44970,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35649, 35677, 35680, 35699, 57590, 57614, 57617, 57692, -1, -1, -1, -1,
        63310, 63328, 63331, 63385, -1, -1, -1, -1, 52991, 53008, 53011, 53068, -1, -1, -1, -1,
        20286, 20307, 20310, 20370, -1, -1, -1, -1, 26072, 26097, 26100, 26219, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45287, 45307, 45310, 45362,
        515, 527, 530, 535, 53472, 53485, 53488, 53511, 49477, 49490, 49493, 49525, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40127, 40146, 40149, 40155, 57230, 57248, 57251, 57347,
        17220, 17239, 17242, 17322, 59792, 59819, 59822, 59936, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35437, 35473, 35476, 35491,
        -1, -1, -1, -1, 40714, 40730, 40733, 40778, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33432, 33463, 33466, 33616, -1, -1, -1, -1, 11936, 11954, 11957, 12704,
        57188, 57207, 57210, 57229, 6708, 6718, 6721, 6820, 53395, 53415, 53418, 53471, -1, -1, -1, -1,
        -1, -1, -1, -1, 30224, 30234, 30237, 30250, -1, -1, -1, -1, 34073, 34092, 34095, 34106,
        31216, 31236, 31239, 31280, -1, -1, -1, -1, 63563, 63578, 63581, 63618, -1, -1, -1, -1,
        -1, -1, -1, -1, 27811, 27827, 27830, 27946, 45500, 45517, 45520, 45566, -1, -1, -1, -1,
        8403, 8427, 8430, 9354, 13961, 13983, 13986, 14101, -1, -1, -1, -1, -1, -1, -1, -1,
        29231, 29245, 29248, 29324, 32318, 32338, 32341, 32370, -1, -1, -1, -1, 24744, 24756, 24759, 24762,
        30133, 30146, 30149, 30223, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23580, 23609, 23612, 23659, 44595, 44609, 44612, 44638, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43511, 43527, 43530, 43534,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 4015, 4036, 4039, 4205, 34905, 34930, 34933, 34993, -1, -1, -1, -1,
        24079, 24102, 24105, 24117, -1, -1, -1, -1, 5137, 5163, 5166, 5185, 44283, 44316, 44319, 44368,
        63089, 63103, 63106, 63176, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58006, 58028, 58031, 58068, 35399, 35423, 35426, 35436, 54327, 54356, 54359, 54400,
        30947, 30967, 30970, 30984, -1, -1, -1, -1, 55415, 55442, 55445, 55469, -1, -1, -1, -1,
        -1, -1, -1, -1, 60144, 60164, 60167, 60191, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32539, 32556, 32559, 32627,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59459, 59481, 59484, 59582,
        -1, -1, -1, -1, 5289, 5306, 5309, 5394, -1, -1, -1, -1, 51559, 51586, 51589, 51677,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17323, 17342, 17345, 17472,
        50221, 50243, 50246, 50361, -1, -1, -1, -1, 46851, 46869, 46872, 46900, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49629, 49650, 49653, 49687, 28707, 28728, 28731, 28796,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30712, 30728, 30731, 30741,
        43615, 43631, 43634, 43638, 6304, 6322, 6325, 6365, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62712, 62729, 62732, 62774, -1, -1, -1, -1, 7007, 7027, 7030, 7093,
        35216, 35240, 35243, 35252, -1, -1, -1, -1, 62548, 62564, 62567, 62586, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6487, 6516, 6519, 6573, 24397, 24407, 24410, 24414,
        765, 779, 782, 789, 24232, 24245, 24248, 24255, 38113, 38137, 38140, 38169, 53069, 53087, 53090, 53175,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 31013, 31029, 31032, 31072, 36009, 36032, 36035, 36054, 60020, 60042, 60045, 60143,
        15327, 15353, 15356, 15382, 51215, 51235, 51238, 51292, 45949, 45973, 45976, 46072, 6574, 6596, 6599, 6643,
        21335, 21362, 21365, 21508, 46073, 46092, 46095, 46112, 61320, 61340, 61343, 61401, -1, -1, -1, -1,
        209, 226, 229, 232, 36478, 36506, 36509, 36763, 54272, 54292, 54295, 54326, 55750, 55777, 55780, 55797,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23204, 23224, 23227, 23262,
        52069, 52085, 52088, 52105, 54107, 54128, 54131, 54160, -1, -1, -1, -1, 917, 928, 931, 935,
        20021, 20044, 20047, 20285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52315, 52337, 52340, 52411, 255, 267, 270, 288,
        47836, 47857, 47860, 47876, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30530, 30546, 30549, 30560, -1, -1, -1, -1,
        52143, 52160, 52163, 52175, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29163, 29179, 29182, 29230, 43896, 43910, 43913, 43930, 49268, 49287, 49290, 49332, 55518, 55543, 55546, 55568,
        -1, -1, -1, -1, -1, -1, -1, -1, 30585, 30604, 30607, 30614, 24941, 24956, 24959, 25451,
        30467, 30484, 30487, 30492, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55048, 55073, 55076, 55089, -1, -1, -1, -1, 49155, 49173, 49176, 49206, -1, -1, -1, -1,
        -1, -1, -1, -1, 37696, 37719, 37722, 37812, 29585, 29599, 29602, 29647, -1, -1, -1, -1,
        30251, 30259, 30262, 30295, 24900, 24920, 24923, 24940, 40214, 40235, 40238, 40243, -1, -1, -1, -1,
        33301, 33323, 33326, 33348, 33818, 33838, 33841, 33896, -1, -1, -1, -1, -1, -1, -1, -1,
        35156, 35180, 35183, 35215, -1, -1, -1, -1, 17771, 17783, 17786, 17794, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11848, 11868, 11871, 11935, -1, -1, -1, -1,
        19533, 19551, 19554, 19680, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47132, 47152, 47155, 47194, -1, -1, -1, -1, 63470, 63485, 63488, 63513, 54051, 54073, 54076, 54106,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40300, 40317, 40320, 40324,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23263, 23286, 23289, 23315,
        44369, 44394, 44397, 44434, 61704, 61711, 61714, 61748, -1, -1, -1, -1, -1, -1, -1, -1,
        16561, 16581, 16584, 16680, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48983, 49013, 49016, 49063, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23660, 23685, 23688, 23702, 55246, 55271, 55274, 55289, -1, -1, -1, -1, 46696, 46715, 46718, 46734,
        -1, -1, -1, -1, 16722, 16738, 16741, 16761, -1, -1, -1, -1, 49688, 49710, 49713, 49759,
        -1, -1, -1, -1, 4788, 4798, 4801, 4806, 27212, 27234, 27237, 27368, 62433, 62446, 62449, 62492,
        3361, 3386, 3389, 3487, 46147, 46166, 46169, 46186, -1, -1, -1, -1, 16833, 16848, 16851, 16901,
        -1, -1, -1, -1, 53838, 53858, 53861, 53873, 61402, 61430, 61433, 61524, 46492, 46517, 46520, 46540,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54401, 54422, 54425, 54447,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30404, 30424, 30427, 30435,
        -1, -1, -1, -1, 53756, 53772, 53775, 53793, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58069, 58092, 58095, 58122, 29648, 29663, 29666, 29719,
        62629, 62647, 62650, 62673, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54751, 54763, 54766, 54790, 57693, 57716, 57719, 57812, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23456, 23474, 23477, 23499, 26660, 26691, 26694, 26781, 35886, 35904, 35907, 35918,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43565, 43581, 43584, 43588,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45434, 45456, 45459, 45499, -1, -1, -1, -1, -1, -1, -1, -1,
        19813, 19838, 19841, 20020, 33073, 33091, 33094, 33114, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21781, 21820, 21823, 21885, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43693, 43708, 43711, 43714, 48266, 48286, 48289, 48306, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24353, 24367, 24370, 24378, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32215, 32229, 32232, 32300, 47798, 47817, 47820, 47835, 56181, 56205, 56208, 56388, 14906, 14929, 14932, 14989,
        -1, -1, -1, -1, 1488, 1514, 1517, 1629, -1, -1, -1, -1, 24655, 24667, 24670, 24676,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42065, 42088, 42091, 42157,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22726, 22755, 22758, 22897, -1, -1, -1, -1, -1, -1, -1, -1, 63177, 63193, 63196, 63244,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42828, 42847, 42850, 42873, -1, -1, -1, -1, 46446, 46465, 46468, 46491,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47474, 47490, 47493, 47521, -1, -1, -1, -1, 3912, 3941, 3944, 4014,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41477, 41497, 41500, 41514, 62775, 62792, 62795, 62837, 835, 848, 851, 857,
        31516, 31531, 31534, 31637, -1, -1, -1, -1, -1, -1, -1, -1, 3488, 3505, 3508, 3676,
        50511, 50533, 50536, 50566, 45636, 45659, 45662, 45708, 53930, 53944, 53947, 53963, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48425, 48435, 48438, 48443,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40432, 40451, 40454, 40489, 18365, 18383, 18386, 18449, -1, -1, -1, -1,
        -1, -1, -1, -1, 37877, 37901, 37904, 38022, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13557, 13578, 13581, 13668, 20888, 20903, 20906, 20949, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34554, 34578, 34581, 34674, 39754, 39777, 39780, 39859, -1, -1, -1, -1, 32978, 33003, 33006, 33031,
        33160, 33179, 33182, 33242, 61597, 61624, 61627, 61703, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20479, 20501, 20504, 20542,
        30493, 30512, 30515, 30529, 52106, 52125, 52128, 52142, 28471, 28493, 28496, 28560, 45811, 45833, 45836, 45883,
        42958, 42982, 42985, 43010, 57348, 57364, 57367, 57527, 5851, 5865, 5868, 5989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55848, 55873, 55876, 55897, 37077, 37097, 37100, 37318, -1, -1, -1, -1,
        35700, 35729, 35732, 35747, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49594, 49608, 49611, 49628, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48307, 48321, 48324, 48345, 7515, 7539, 7542, 7623,
        3677, 3691, 3694, 3697, 30561, 30577, 30580, 30584, 42257, 42280, 42283, 42305, -1, -1, -1, -1,
        33978, 34005, 34008, 34072, -1, -1, -1, -1, 45764, 45785, 45788, 45810, 42204, 42231, 42234, 42256,
        4642, 4659, 4662, 4710, 53176, 53195, 53198, 53266, -1, -1, -1, -1, -1, -1, -1, -1,
        42641, 42661, 42664, 42709, 42497, 42524, 42527, 42545, 48633, 48660, 48663, 48678, 43489, 43504, 43507, 43510,
        2125, 2149, 2152, 2240, 48444, 48477, 48480, 48536, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23316, 23343, 23346, 23424, 37319, 37348, 37351, 37520, 41889, 41915, 41918, 41974, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46113, 46131, 46134, 46146,
        35253, 35280, 35283, 35293, 20371, 20381, 20384, 20418, 40073, 40092, 40095, 40097, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22260, 22290, 22293, 22357, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14434, 14459, 14462, 14655, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51915, 51935, 51938, 52010, -1, -1, -1, -1,
        50567, 50586, 50589, 50690, 55363, 55388, 55391, 55414, 8190, 8203, 8206, 8215, 35607, 35633, 35636, 35648,
        49108, 49136, 49139, 49154, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41515, 41542, 41545, 41616, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20543, 20561, 20564, 20585, -1, -1, -1, -1, 55187, 55220, 55223, 55245, 56484, 56502, 56505, 56645,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38312, 38337, 38340, 38394,
        44154, 44171, 44174, 44199, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14102, 14122, 14125, 14265, 53327, 53343, 53346, 53394, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61099, 61119, 61122, 61200, 31913, 31938, 31941, 32030,
        2293, 2312, 2315, 3145, -1, -1, -1, -1, -1, -1, -1, -1, 40275, 40292, 40295, 40299,
        -1, -1, -1, -1, -1, -1, -1, -1, 35842, 35876, 35879, 35885, 20677, 20695, 20698, 20773,
        40939, 40954, 40957, 41008, 54839, 54857, 54860, 54875, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17473, 17489, 17492, 17579, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7827, 7849, 7852, 7881, 41313, 41327, 41330, 41358, -1, -1, -1, -1,
        4206, 4232, 4235, 4298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16192, 16210, 16213, 16285, 39080, 39097, 39100, 39127,
        45363, 45383, 45386, 45433, 55008, 55031, 55034, 55047, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7954, 7978, 7981, 8059, 24862, 24880, 24883, 24899,
        900, 910, 913, 916, 32628, 32643, 32646, 32699, 46735, 46755, 46758, 46800, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7094, 7118, 7121, 7208,
        50863, 50886, 50889, 50965, 27588, 27602, 27605, 27636, 43535, 43554, 43557, 43564, 54540, 54565, 54568, 54594,
        7882, 7906, 7909, 7953, -1, -1, -1, -1, 50015, 50031, 50034, 50089, 27099, 27126, 27129, 27211,
        -1, -1, -1, -1, 38395, 38418, 38421, 38454, 44470, 44476, 44479, 44491, -1, -1, -1, -1,
        7209, 7229, 7232, 7285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15589, 15603, 15606, 15641, 31328, 31346, 31349, 31404, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15739, 15758, 15761, 15830, 33711, 33738, 33741, 33771, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5514, 5536, 5539, 5637,
        -1, -1, -1, -1, 47607, 47626, 47629, 47660, -1, -1, -1, -1, 9437, 9456, 9459, 10163,
        24415, 24430, 24433, 24454, 27484, 27505, 27508, 27587, 6951, 6968, 6971, 7006, 38253, 38283, 38286, 38311,
        42424, 42442, 42445, 42450, -1, -1, -1, -1, 684, 695, 698, 702, 2241, 2259, 2262, 2292,
        35294, 35313, 35316, 35327, 6146, 6162, 6165, 6235, 51371, 51389, 51392, 51457, 60553, 60571, 60574, 60660,
        -1, -1, -1, -1, -1, -1, -1, -1, 30055, 30069, 30072, 30132, 55470, 55494, 55497, 55517,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14738, 14757, 14760, 14905, 48537, 48572, 48575, 48632,
        -1, -1, -1, -1, -1, -1, -1, -1, 59688, 59707, 59710, 59791, -1, -1, -1, -1,
        17808, 17824, 17827, 17839, 18849, 18862, 18865, 19094, -1, -1, -1, -1, 21706, 21739, 21742, 21780,
        59020, 59035, 59038, 59083, 61525, 61544, 61547, 61596, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54705, 54724, 54727, 54750, -1, -1, -1, -1,
        -1, -1, -1, -1, 39860, 39884, 39887, 40072, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57528, 57551, 57554, 57589, -1, -1, -1, -1, 23780, 23800, 23803, 23834,
        -1, -1, -1, -1, 43405, 43425, 43428, 43436, 936, 948, 951, 956, 15831, 15851, 15854, 15913,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21886, 21910, 21913, 21973, -1, -1, -1, -1,
        48346, 48357, 48360, 48371, 34170, 34194, 34197, 34342, -1, -1, -1, -1, 62336, 62351, 62354, 62385,
        -1, -1, -1, -1, -1, -1, -1, -1, 47877, 47901, 47904, 47930, 62926, 62941, 62944, 63005,
        -1, -1, -1, -1, -1, -1, -1, -1, 59583, 59599, 59602, 59687, 33772, 33784, 33787, 33817,
        52771, 52792, 52795, 52886, 49333, 49353, 49356, 49393, -1, -1, -1, -1, 16902, 16924, 16927, 17006,
        -1, -1, -1, -1, 18292, 18309, 18312, 18364, -1, -1, -1, -1, 55090, 55110, 55113, 55130,
        -1, -1, -1, -1, -1, -1, -1, -1, 33115, 33131, 33134, 33159, 41202, 41225, 41228, 41264,
        57030, 57048, 57051, 57187, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7624, 7644, 7647, 7710, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6236, 6255, 6258, 6303, 37594, 37619, 37622, 37695, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28196, 28217, 28220, 28226,
        -1, -1, -1, -1, 3146, 3166, 3169, 3360, 60661, 60684, 60687, 60733, -1, -1, -1, -1,
        62838, 62856, 62859, 62925, 980, 999, 1002, 1078, 59084, 59095, 59098, 59111, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16396, 16412, 16415, 16424, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39540, 39566, 39569, 39670, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15696, 15713, 15716, 15738, 61913, 61932, 61935, 61947, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47661, 47685, 47688, 47704, 52412, 52428, 52431, 52550,
        63809, 63824, 63827, 63854, -1, -1, -1, -1, -1, -1, -1, -1, 55627, 55660, 55663, 55686,
        51458, 51477, 51480, 51558, -1, -1, -1, -1, -1, -1, -1, -1, 62674, 62685, 62688, 62711,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18450, 18467, 18470, 18565, 30800, 30821, 30824, 30849, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29325, 29345, 29348, 29368,
        -1, -1, -1, -1, 34395, 34416, 34419, 34466, -1, -1, -1, -1, -1, -1, -1, -1,
        60902, 60916, 60919, 60982, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16681, 16697, 16700, 16721,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33032, 33051, 33054, 33072,
        30678, 30696, 30699, 30711, -1, -1, -1, -1, 61870, 61887, 61890, 61912, -1, -1, -1, -1,
        16079, 16097, 16100, 16191, 56037, 56059, 56062, 56180, -1, -1, -1, -1, 58794, 58818, 58821, 58871,
        -1, -1, -1, -1, 24627, 24639, 24642, 24654, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 24602, 24615, 24618, 24626, -1, -1, -1, -1, -1, -1, -1, -1,
        6067, 6091, 6094, 6145, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41009, 41028, 41031, 41081, 57923, 57948, 57951, 58005, 58398, 58413, 58416, 58437, 58203, 58234, 58237, 58276,
        -1, -1, -1, -1, -1, -1, -1, -1, 20586, 20606, 20609, 20632, -1, -1, -1, -1,
        40380, 40403, 40406, 40431, 43295, 43313, 43316, 43322, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31405, 31418, 31421, 31515,
        -1, -1, -1, -1, 41147, 41163, 41166, 41201, 26451, 26478, 26481, 26534, 5638, 5659, 5662, 5850,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32301, 32313, 32316, 32317, 34107, 34129, 34132, 34169,
        34675, 34699, 34702, 34754, 5247, 5264, 5267, 5288, 54011, 54036, 54039, 54050, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60380, 60400, 60403, 60552,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53874, 53893, 53896, 53929, 858, 869, 872, 876, -1, -1, -1, -1, 6366, 6390, 6393, 6486,
        -1, -1, -1, -1, 24701, 24714, 24717, 24743, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44435, 44456, 44459, 44469, -1, -1, -1, -1, 24494, 24505, 24508, 24519,
        41082, 41100, 41103, 41146, 47195, 47213, 47216, 47299, 15518, 15542, 15545, 15588, 35328, 35348, 35351, 35360,
        -1, -1, -1, -1, -1, -1, -1, -1, 30850, 30866, 30869, 30895, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24811, 24837, 24840, 24861, -1, -1, -1, -1, 35963, 35991, 35994, 36008, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41617, 41646, 41649, 41722, 49394, 49412, 49415, 49433,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61749, 61768, 61771, 61821, 28669, 28686, 28689, 28706, 46954, 46975, 46978, 47131,
        50090, 50106, 50109, 50135, -1, -1, -1, -1, 30296, 30316, 30319, 30327, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 43639, 43657, 43660, 43666, -1, -1, -1, -1,
        21974, 21990, 21993, 22259, -1, -1, -1, -1, -1, -1, -1, -1, 43867, 43885, 43888, 43895,
        -1, -1, -1, -1, -1, -1, -1, -1, 28561, 28578, 28581, 28668, -1, -1, -1, -1,
        32918, 32942, 32945, 32977, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54595, 54616, 54619, 54704, 40098, 40117, 40120, 40126, 24540, 24555, 24558, 24568, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25609, 25634, 25637, 25696, 29016, 29030, 29033, 29097,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49760, 49783, 49786, 49828, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15914, 15932, 15935, 15965, -1, -1, -1, -1, 16425, 16443, 16446, 16560,
        20633, 20646, 20649, 20676, 36055, 36074, 36077, 36477, 41359, 41381, 41384, 41418, 23500, 23529, 23532, 23579,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 24315, 24326, 24329, 24334,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7711, 7729, 7732, 7826, 3698, 3714, 3717, 3724, -1, -1, -1, -1, -1, -1, -1, -1,
        42158, 42178, 42181, 42203, 17795, 17802, 17805, 17807, 24289, 24303, 24306, 24314, 34994, 35021, 35024, 35085,
        36855, 36879, 36882, 37013, -1, -1, -1, -1, 51293, 51310, 51313, 51370, 63514, 63535, 63538, 63562,
        -1, -1, -1, -1, -1, -1, -1, -1, 48815, 48849, 48852, 48904, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 34755, 34774, 34777, 34836, -1, -1, -1, -1,
        15642, 15659, 15662, 15695, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54791, 54807, 54810, 54838, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48679, 48708, 48711, 48727, -1, -1, -1, -1, 47391, 47412, 47415, 47435, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40189, 40206, 40209, 40213, 42874, 42885, 42888, 42907,
        -1, -1, -1, -1, 52635, 52650, 52653, 52669, 4351, 4363, 4366, 4429, 63619, 63635, 63638, 63677,
        -1, -1, -1, -1, 13337, 13361, 13364, 13556, -1, -1, -1, -1, 62188, 62205, 62208, 62222,
        -1, -1, -1, -1, -1, -1, -1, -1, 43837, 43850, 43853, 43866, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 31073, 31093, 31096, 31142, -1, -1, -1, -1,
        38947, 38968, 38971, 39079, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4939, 4963, 4966, 4972, 34467, 34494, 34497, 34553, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46541, 46560, 46563, 46594, 24569, 24586, 24589, 24601,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44971, 44985, 44988, 45085, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60324, 60342, 60345, 60379, -1, -1, -1, -1, -1, -1, -1, -1,
        62127, 62145, 62148, 62187, 43323, 43342, 43345, 43352, 54901, 54930, 54933, 54952, 21117, 21133, 21136, 21193,
        -1, -1, -1, -1, 40535, 40557, 40560, 40635, -1, -1, -1, -1, -1, -1, -1, -1,
        4910, 4930, 4933, 4938, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17746, 17759, 17762, 17770, -1, -1, -1, -1, -1, -1, -1, -1, 20774, 20794, 20797, 20830,
        -1, -1, -1, -1, 5186, 5212, 5215, 5246, -1, -1, -1, -1, 41265, 41283, 41286, 41312,
        49952, 49972, 49975, 50014, -1, -1, -1, -1, 26902, 26929, 26932, 27052, 58438, 58455, 58458, 58480,
        35086, 35111, 35114, 35155, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61265, 61286, 61289, 61319, 47988, 48006, 48009, 48025,
        41803, 41831, 41834, 41888, 13020, 13044, 13047, 13138, 20419, 20439, 20442, 20478, -1, -1, -1, -1,
        814, 826, 829, 834, 46340, 46359, 46362, 46388, 47750, 47763, 47766, 47797, 47705, 47727, 47730, 47749,
        32873, 32888, 32891, 32917, 38845, 38870, 38873, 38946, 47931, 47957, 47960, 47987, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41723, 41749, 41752, 41802, 1079, 1100, 1103, 1166,
        39128, 39147, 39150, 39247, 31281, 31301, 31304, 31327, 58481, 58497, 58500, 58659, -1, -1, -1, -1,
        4973, 4986, 4989, 4995, 47436, 47454, 47457, 47473, 54492, 54517, 54520, 54539, 38523, 38546, 38549, 38653,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53583, 53599, 53602, 53623, 15420, 15442, 15445, 15517,
        58123, 58148, 58151, 58202, -1, -1, -1, -1, -1, -1, -1, -1, 31143, 31165, 31168, 31215,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 19095, 19108, 19111, 19258,
        -1, -1, -1, -1, 18733, 18743, 18746, 18848, 43776, 43792, 43795, 43836, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30436, 30452, 30455, 30466, 4299, 4312, 4315, 4350, 59937, 59951, 59954, 60019, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46281, 46297, 46300, 46339, -1, -1, -1, -1,
        -1, -1, -1, -1, 5019, 5033, 5036, 5071, 21194, 21209, 21212, 21247, 43383, 43398, 43401, 43404,
        55569, 55596, 55599, 55626, 55687, 55722, 55725, 55749, 46187, 46205, 46208, 46280, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45567, 45591, 45594, 45635,
        49829, 49849, 49852, 49894, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43160, 43179, 43182, 43206, 28227, 28247, 28250, 28364, 43207, 43228, 43231, 43256, 43437, 43455, 43458, 43464,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35796, 35830, 35833, 35841, -1, -1, -1, -1, 40156, 40177, 40180, 40188,
        28032, 28053, 28056, 28117, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31812, 31836, 31839, 31912, 22425, 22448, 22451, 22533, -1, -1, -1, -1,
        -1, -1, -1, -1, 15278, 15303, 15306, 15326, 58726, 58751, 58754, 58793, 6681, 6700, 6703, 6707,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39671, 39690, 39693, 39753, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36764, 36788, 36791, 36854, -1, -1, -1, -1, 62386, 62401, 62404, 62432, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8127, 8152, 8155, 8189, -1, -1, -1, -1,
        58872, 58893, 58896, 58955, 44755, 44770, 44773, 44834, 25697, 25720, 25723, 25811, 12815, 12839, 12842, 13019,
        43589, 43606, 43609, 43614, 46595, 46614, 46617, 46695, 51678, 51695, 51698, 51730, 4883, 4901, 4904, 4909,
        400, 417, 420, 433, 9355, 9375, 9378, 9436, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 13669, 13694, 13697, 13874, 19681, 19698, 19701, 19812, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35748, 35783, 35786, 35795,
        53267, 53279, 53282, 53326, -1, -1, -1, -1, 41419, 41440, 41443, 41476, 6821, 6844, 6847, 6879,
        55898, 55925, 55928, 55950, -1, -1, -1, -1, 56389, 56408, 56411, 56483, 25452, 25478, 25481, 25608,
        29499, 29515, 29518, 29584, 35919, 35945, 35948, 35962, 60192, 60214, 60217, 60323, 17867, 17877, 17880, 17886,
        -1, -1, -1, -1, -1, -1, -1, -1, 29982, 29995, 29998, 30054, -1, -1, -1, -1,
        40779, 40800, 40803, 40859, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37813, 37829, 37832, 37876, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32835, 32851, 32854, 32872, -1, -1, -1, -1,
        23835, 23859, 23862, 23965, 734, 751, 754, 764, 25931, 25951, 25954, 26071, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26782, 26809, 26812, 26901,
        -1, -1, -1, -1, -1, -1, -1, -1, 43353, 43372, 43375, 43382, -1, -1, -1, -1,
        -1, -1, -1, -1, 32700, 32718, 32721, 32785, -1, -1, -1, -1, 5072, 5083, 5086, 5136,
        13311, 13324, 13327, 13336, 49207, 49225, 49228, 49267, 48186, 48208, 48211, 48227, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 50815, 50830, 50833, 50862, 59112, 59126, 59129, 59246,
        -1, -1, -1, -1, 58660, 58682, 58685, 58725, 4711, 4727, 4730, 4787, 61987, 62001, 62004, 62036,
        17840, 17851, 17854, 17866, 53794, 53806, 53809, 53837, 54161, 54181, 54184, 54207, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32507, 32519, 32522, 32538, -1, -1, -1, -1, 1949, 1974, 1977, 2032, -1, -1, -1, -1,
        -1, -1, -1, -1, 4807, 4818, 4821, 4829, 48087, 48105, 48108, 48124, 4830, 4848, 4851, 4860,
        -1, -1, -1, -1, 4545, 4570, 4573, 4593, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45086, 45106, 45109, 45202,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17707, 17726, 17729, 17745,
        29098, 29121, 29124, 29162, 4512, 4533, 4536, 4544, 26220, 26248, 26251, 26450, 48905, 48933, 48936, 48982,
        -1, -1, -1, -1, -1, -1, -1, -1, 62069, 62085, 62088, 62126, -1, -1, -1, -1,
        46389, 46407, 46410, 46445, 46801, 46819, 46822, 46850, 1824, 1848, 1851, 1948, 494, 506, 509, 514,
        8060, 8084, 8087, 8126, 16286, 16302, 16305, 16395, 27637, 27651, 27654, 27706, 42451, 42476, 42479, 42496,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63678, 63696, 63699, 63741, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54448, 54471, 54474, 54491, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13875, 13896, 13899, 13960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55131, 55162, 55165, 55186, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6644, 6662, 6665, 6680, 27947, 27966, 27969, 28031, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38768, 38785, 38788, 38844, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38023, 38056, 38059, 38112, 44066, 44100, 44103, 44153, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 52011, 52033, 52036, 52068, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51731, 51749, 51752, 51796,
        44639, 44654, 44657, 44754, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4483, 4503, 4506, 4511, 23703, 23728, 23731, 23745,
        24520, 24531, 24534, 24539, 50136, 50153, 50156, 50220, 27369, 27392, 27395, 27483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50691, 50710, 50713, 50814, 53512, 53529, 53532, 53582, -1, -1, -1, -1,
        17115, 17134, 17137, 17151, 13267, 13283, 13286, 13310, -1, -1, -1, -1, -1, -1, -1, -1,
        30615, 30634, 30637, 30645, 3725, 3745, 3748, 3911, 58327, 58355, 58358, 58397, -1, -1, -1, -1,
        7286, 7305, 7308, 7360, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63386, 63409, 63412, 63469, 1365, 1383, 1386, 1487,
        62493, 62513, 62516, 62547, 43741, 43751, 43754, 43775, 23966, 23990, 23993, 24078, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42546, 42571, 42574, 42591,
        52176, 52196, 52199, 52314, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24335, 24347, 24350, 24352, 55798, 55827, 55830, 55847, -1, -1, -1, -1,
        15159, 15184, 15187, 15277, 49895, 49914, 49917, 49951, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1630, 1653, 1656, 1747, 49526, 49543, 49546, 49593,
        -1, -1, -1, -1, 37014, 37034, 37037, 37076, 48026, 48046, 48049, 48066, 62223, 62240, 62243, 62257,
        -1, -1, -1, -1, 42337, 42360, 42363, 42378, 63742, 63762, 63765, 63808, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62258, 62276, 62279, 62300, -1, -1, -1, -1,
        26535, 26570, 26573, 26659, -1, -1, -1, -1, 17887, 17900, 17903, 18056, 33349, 33376, 33379, 33431,
        47346, 47368, 47371, 47390, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4861, 4875, 4878, 4882, -1, -1, -1, -1,
        -1, -1, -1, -1, 40490, 40509, 40512, 40534, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28797, 28812, 28815, 28918, 13196, 13221, 13224, 13266,
        30985, 30995, 30998, 31012, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54876, 54888, 54891, 54900, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32427, 32441, 32444, 32506, 61948, 61967, 61970, 61986, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22898, 22927, 22930, 23069, -1, -1, -1, -1,
        48125, 48145, 48148, 48165, 60734, 60753, 60756, 60839, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56819, 56840, 56843, 57029, -1, -1, -1, -1, -1, -1, -1, -1,
        21002, 21021, 21024, 21116, 7437, 7461, 7464, 7514, 51797, 51816, 51819, 51914, -1, -1, -1, -1,
        28919, 28941, 28944, 29015, -1, -1, -1, -1, 41975, 41997, 42000, 42064, -1, -1, -1, -1,
        42306, 42323, 42326, 42336, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40860, 40882, 40885, 40938, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23746, 23762, 23765, 23779, 53677, 53698, 53701, 53755, 23137, 23163, 23166, 23203, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50362, 50386, 50389, 50510, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 56646, 56665, 56668, 56818, -1, -1, -1, -1,
        -1, -1, -1, -1, 30366, 30389, 30392, 30403, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45709, 45732, 45735, 45763, -1, -1, -1, -1, -1, -1, -1, -1,
        17007, 17027, 17030, 17114, -1, -1, -1, -1, -1, -1, -1, -1, 14656, 14677, 14680, 14737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40636, 40652, 40655, 40713,
        44492, 44505, 44508, 44594, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24256, 24273, 24276, 24288, -1, -1, -1, -1, -1, -1, -1, -1, 18129, 18152, 18155, 18196,
        16762, 16779, 16782, 16832, 45203, 45223, 45226, 45286, -1, -1, -1, -1, 17152, 17169, 17172, 17219,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48166, 48173, 48176, 48185, -1, -1, -1, -1, -1, -1, -1, -1,
        13139, 13163, 13166, 13195, 29865, 29881, 29884, 29981, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43113, 43132, 43135, 43159,
        47300, 47318, 47321, 47345, -1, -1, -1, -1, 30646, 30666, 30669, 30677, -1, -1, -1, -1,
        -1, -1, -1, -1, 62587, 62603, 62606, 62628, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52670, 52687, 52690, 52770, -1, -1, -1, -1, -1, -1, -1, -1,
        24118, 24144, 24147, 24173, -1, -1, -1, -1, 29369, 29387, 29390, 29498, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4996, 5009, 5012, 5018,
        15966, 15986, 15989, 16078, 24174, 24187, 24190, 24203, 35492, 35524, 35527, 35548, 22358, 22388, 22391, 22424,
        42710, 42735, 42738, 42827, -1, -1, -1, -1, 33897, 33921, 33924, 33977, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17580, 17597, 17600, 17706, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43465, 43481, 43484, 43488, 46901, 46919, 46922, 46953,
        55951, 55974, 55977, 56036, -1, -1, -1, -1, 54208, 54231, 54234, 54271, -1, -1, -1, -1,
        62301, 62318, 62321, 62335, 32031, 32058, 32061, 32151, 62037, 62058, 62061, 62068, -1, -1, -1, -1,
        4430, 4446, 4449, 4482, 43715, 43732, 43735, 43740, -1, -1, -1, -1, 53624, 53638, 53641, 53676,
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
        man.file.store = каталог, история и сохранённые результаты (SQLite; права 0600)
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
        notice.readOnly = Папка данных {folder} доступна только для чтения: этот поиск не попадёт в историю и не сохранится для работы без сети.
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
        -1, -1, -1, -1, -1, -1, -1, -1, 55816, 55836, 55839, 55855, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63065, 63085, 63088, 63102,
        -1, -1, -1, -1, 37501, 37513, 37516, 37548, 15861, 15885, 15888, 16880, -1, -1, -1, -1,
        12682, 12702, 12705, 12852, 54189, 54207, 54210, 54259, 38370, 38394, 38397, 38426, 63165, 63179, 63182, 63246,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 48114, 48133, 48136, 48185, 6877, 6894, 6897, 6950, 89216, 89243, 89246, 89277,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 32657, 32677, 32680, 32740, 33611, 33632, 33635, 33720, 44141, 44158, 44161, 44289,
        -1, -1, -1, -1, -1, -1, -1, -1, 67416, 67442, 67445, 67496, -1, -1, -1, -1,
        55101, 55127, 55130, 55229, -1, -1, -1, -1, -1, -1, -1, -1, 23286, 23304, 23307, 23337,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28593, 28610, 28613, 28868,
        -1, -1, -1, -1, 49509, 49526, 49529, 49799, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 79208, 79234, 79237, 79263, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 20205, 20227, 20230, 20397, -1, -1, -1, -1,
        35834, 35860, 35863, 35927, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99206, 99230, 99233, 99277, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51907, 51925, 51928, 51958,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78286, 78318, 78321, 78432, -1, -1, -1, -1, 88724, 88755, 88758, 88800, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86883, 86907, 86910, 86934, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61573, 61590, 61593, 62037,
        77764, 77791, 77794, 77818, -1, -1, -1, -1, 37858, 37868, 37871, 37887, 10304, 10323, 10326, 10415,
        -1, -1, -1, -1, -1, -1, -1, -1, 90175, 90209, 90212, 90265, 98679, 98697, 98700, 98766,
        -1, -1, -1, -1, 68366, 68385, 68388, 68449, 84755, 84769, 84772, 84857, 68906, 68926, 68929, 68960,
        28023, 28040, 28043, 28179, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16881, 16905, 16908, 18732, 46298, 46312, 46315, 46574, 37822, 37833, 37836, 37857, 50655, 50675, 50678, 50727,
        96394, 96410, 96413, 96566, 102034, 102049, 102052, 102205, -1, -1, -1, -1, -1, -1, -1, -1,
        32835, 32851, 32854, 32906, 37724, 37734, 37737, 37741, 88318, 88349, 88352, 88398, 48374, 48394, 48397, 48479,
        -1, -1, -1, -1, -1, -1, -1, -1, 8896, 8908, 8911, 9022, -1, -1, -1, -1,
        -1, -1, -1, -1, 56027, 56058, 56061, 56088, 67579, 67606, 67609, 67662, -1, -1, -1, -1,
        -1, -1, -1, -1, 72912, 72934, 72937, 72977, 43740, 43758, 43761, 43878, 22141, 22166, 22169, 22308,
        94267, 94292, 94295, 94453, -1, -1, -1, -1, 42299, 42309, 42312, 42388, -1, -1, -1, -1,
        -1, -1, -1, -1, 68321, 68337, 68340, 68365, -1, -1, -1, -1, -1, -1, -1, -1,
        102943, 102959, 102962, 103023, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58940, 58965, 58968, 59012, 82459, 82486, 82489, 82632, -1, -1, -1, -1,
        -1, -1, -1, -1, 38144, 38156, 38159, 38171, -1, -1, -1, -1, 66925, 66950, 66953, 66980,
        -1, -1, -1, -1, 67013, 67038, 67041, 67092, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29819, 29847, 29850, 30261, 36360, 36376, 36379, 36412, 43160, 43182, 43185, 43349, 68630, 68650, 68653, 68721,
        33721, 33754, 33757, 33874, 70629, 70660, 70663, 70761, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11142, 11161, 11164, 11267, 418, 435, 438, 462,
        60616, 60632, 60635, 60809, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51146, 51168, 51171, 51240, -1, -1, -1, -1,
        -1, -1, -1, -1, 90085, 90118, 90121, 90174, -1, -1, -1, -1, -1, -1, -1, -1,
        85224, 85241, 85244, 85359, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        76924, 76942, 76945, 76969, -1, -1, -1, -1, 77149, 77162, 77165, 77171, 96567, 96581, 96584, 96685,
        -1, -1, -1, -1, -1, -1, -1, -1, 70027, 70059, 70062, 70152, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22868, 22893, 22896, 23036, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47318, 47341, 47344, 47360, 69401, 69418, 69421, 69429,
        35039, 35062, 35065, 35230, -1, -1, -1, -1, -1, -1, -1, -1, 69713, 69733, 69736, 69773,
        75357, 75383, 75386, 75479, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60288, 60315, 60318, 60405,
        -1, -1, -1, -1, 7998, 8016, 8019, 8167, 50874, 50894, 50897, 50964, 77103, 77114, 77117, 77148,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53081, 53106, 53109, 53258, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 102549, 102566, 102569, 102720, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98885, 98903, 98906, 99055, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66816, 66840, 66843, 66872, 33286, 33306, 33309, 33398, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        76543, 76550, 76553, 76564, 89278, 89300, 89303, 89304, -1, -1, -1, -1, 76877, 76896, 76899, 76923,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65729, 65756, 65759, 65854, 68177, 68199, 68202, 68247, 88801, 88833, 88836, 88878,
        52519, 52539, 52542, 52580, 79820, 79840, 79843, 79878, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12552, 12575, 12578, 12681, 40183, 40208, 40211, 40384,
        82306, 82325, 82328, 82458, 78709, 78738, 78741, 78836, 100084, 100101, 100104, 100136, -1, -1, -1, -1,
        54902, 54921, 54924, 54970, 47860, 47872, 47875, 47953, 27786, 27807, 27810, 27913, 59827, 59851, 59854, 59964,
        95018, 95041, 95044, 95071, -1, -1, -1, -1, 89305, 89330, 89333, 89400, 95999, 96017, 96020, 96075,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71504, 71518, 71521, 71699,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56144, 56172, 56175, 56210, 93935, 93959, 93962, 94119, -1, -1, -1, -1,
        103024, 103042, 103045, 103157, -1, -1, -1, -1, 85360, 85377, 85380, 85477, -1, -1, -1, -1,
        31596, 31617, 31620, 31732, -1, -1, -1, -1, 40662, 40687, 40690, 40939, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72144, 72164, 72167, 72240,
        698, 710, 713, 725, 86110, 86123, 86126, 86167, 79879, 79892, 79895, 79939, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62929, 62948, 62951, 62959, 90743, 90768, 90771, 90817,
        26301, 26320, 26323, 26471, 93341, 93359, 93362, 93549, 97175, 97202, 97205, 97373, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55903, 55939, 55942, 55963,
        -1, -1, -1, -1, 63745, 63761, 63764, 63876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52780, 52811, 52814, 53080, -1, -1, -1, -1, 18887, 18905, 18908, 20204,
        93291, 93310, 93313, 93340, 10007, 10017, 10020, 10195, 85950, 85970, 85973, 86109, -1, -1, -1, -1,
        -1, -1, -1, -1, 47153, 47163, 47166, 47213, -1, -1, -1, -1, 53814, 53833, 53836, 53872,
        48801, 48821, 48824, 48909, -1, -1, -1, -1, 103430, 103445, 103448, 103540, -1, -1, -1, -1,
        -1, -1, -1, -1, 43350, 43366, 43369, 43519, 72423, 72440, 72443, 72513, -1, -1, -1, -1,
        12853, 12877, 12880, 14428, 21836, 21858, 21861, 21976, -1, -1, -1, -1, -1, -1, -1, -1,
        45521, 45535, 45538, 45714, 51059, 51079, 51082, 51145, 88399, 88422, 88425, 88460, 38231, 38243, 38246, 38248,
        47011, 47024, 47027, 47152, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36617, 36646, 36649, 36736, 71194, 71208, 71211, 71235, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69211, 69227, 69230, 69236,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 55230, 55255, 55258, 55359, -1, -1, -1, -1,
        37331, 37354, 37357, 37376, -1, -1, -1, -1, 7658, 7684, 7687, 7735, 70762, 70795, 70798, 70896,
        102721, 102735, 102738, 102848, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94591, 94613, 94616, 94683, 55856, 55880, 55883, 55902, 87337, 87366, 87369, 87442,
        48186, 48206, 48209, 48237, -1, -1, -1, -1, 50129, 50155, 50158, 50302, 89592, 89619, 89622, 89689,
        -1, -1, -1, -1, 97695, 97715, 97718, 97753, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51426, 51443, 51446, 51594,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 96686, 96708, 96711, 96851,
        -1, -1, -1, -1, 7857, 7874, 7877, 7997, -1, -1, -1, -1, 83198, 83225, 83228, 83409,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26472, 26491, 26494, 26779,
        81218, 81240, 81243, 81438, -1, -1, -1, -1, 74243, 74261, 74264, 74345, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80044, 80065, 80068, 80097, 44658, 44679, 44682, 44812,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47814, 47830, 47833, 47859,
        69339, 69355, 69358, 69368, 9385, 9403, 9406, 9476, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 101779, 101796, 101799, 101838, -1, -1, -1, -1, 10505, 10525, 10528, 10693,
        55668, 55692, 55695, 55704, -1, -1, -1, -1, 101314, 101330, 101333, 101409, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9669, 9698, 9701, 9802, 37742, 37752, 37755, 37759,
        1052, 1066, 1069, 1087, 37549, 37562, 37565, 37577, 59738, 59762, 59765, 59826, 85478, 85496, 85499, 85641,
        88159, 88189, 88192, 88238, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 48285, 48301, 48304, 48373, 56746, 56769, 56772, 56798, 97511, 97533, 97536, 97694,
        23230, 23256, 23259, 23285, 82633, 82653, 82656, 82772, 72978, 73002, 73005, 73179, 9803, 9825, 9828, 9914,
        33399, 33426, 33429, 33610, 73180, 73199, 73202, 73232, 99369, 99389, 99392, 99491, -1, -1, -1, -1,
        309, 326, 329, 332, 57508, 57536, 57539, 57971, 87279, 87299, 87302, 87336, 90595, 90622, 90625, 90667,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36012, 36032, 36035, 36123,
        84053, 84069, 84072, 84093, 87067, 87088, 87091, 87149, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        31133, 31156, 31159, 31595, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 84441, 84463, 84466, 84588, 355, 367, 370, 388,
        75911, 75932, 75935, 75968, -1, -1, -1, -1, 68539, 68558, 68561, 68629, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47572, 47588, 47591, 47609, -1, -1, -1, -1,
        84134, 84151, 84154, 84184, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45406, 45422, 45425, 45520, 69678, 69692, 69695, 69712, 79480, 79499, 79502, 79569, 89930, 89955, 89958, 90000,
        -1, -1, -1, -1, -1, -1, -1, -1, 47636, 47655, 47658, 47676, 38679, 38694, 38697, 39529,
        47491, 47508, 47511, 47521, 48480, 48501, 48504, 48586, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        88586, 88611, 88614, 88649, -1, -1, -1, -1, 79324, 79342, 79345, 79408, -1, -1, -1, -1,
        -1, -1, -1, -1, 59115, 59138, 59141, 59265, 46098, 46112, 46115, 46191, -1, -1, -1, -1,
        47214, 47222, 47225, 47279, 38630, 38650, 38653, 38678, 63030, 63051, 63054, 63064, -1, -1, -1, -1,
        52581, 52603, 52606, 52641, 53433, 53453, 53456, 53546, -1, -1, -1, -1, -1, -1, -1, -1,
        55579, 55603, 55606, 55667, 68032, 68054, 68057, 68102, 27289, 27301, 27304, 27323, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18733, 18753, 18756, 18886, -1, -1, -1, -1,
        30262, 30280, 30283, 30516, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74721, 74741, 74744, 74825, -1, -1, -1, -1, 103303, 103318, 103321, 103376, 86980, 87002, 87005, 87066,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63136, 63153, 63156, 63164,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36124, 36147, 36150, 36193,
        70897, 70922, 70925, 71008, 99951, 99958, 99961, 100001, -1, -1, -1, -1, -1, -1, -1, -1,
        25227, 25247, 25250, 25428, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78962, 78992, 78995, 79088, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36737, 36762, 36765, 36785, 89156, 89181, 89184, 89215, -1, -1, -1, -1, 74050, 74069, 74072, 74105,
        -1, -1, -1, -1, 25480, 25496, 25499, 25526, -1, -1, -1, -1, 80098, 80120, 80123, 80179,
        -1, -1, -1, -1, 7206, 7216, 7219, 7225, 42524, 42546, 42549, 42722, 101129, 101142, 101145, 101211,
        4936, 4961, 4964, 5147, 73274, 73293, 73296, 73331, -1, -1, -1, -1, 25645, 25660, 25663, 25752,
        -1, -1, -1, -1, 86710, 86730, 86733, 86764, 99492, 99520, 99523, 99661, 73778, 73803, 73806, 73842,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 87443, 87464, 87467, 87489,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47406, 47426, 47429, 47443,
        -1, -1, -1, -1, 86552, 86568, 86571, 86611, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 94684, 94707, 94710, 94785, 46192, 46207, 46210, 46297,
        101642, 101660, 101663, 101720, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        87888, 87900, 87903, 87957, 94120, 94143, 94146, 94266, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36413, 36431, 36434, 36498, 41685, 41716, 41719, 41858, 56462, 56480, 56483, 56506,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69278, 69294, 69297, 69305,
        -1, -1, -1, -1, -1, -1, -1, -1, 56507, 56533, 56536, 56565, 102206, 102222, 102225, 102378,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72331, 72353, 72356, 72422, -1, -1, -1, -1, -1, -1, -1, -1,
        30748, 30773, 30776, 31132, 52273, 52291, 52294, 52332, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33968, 34007, 34010, 34090, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69430, 69445, 69448, 69451, 76970, 76990, 76993, 77019, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37696, 37710, 37713, 37723, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50728, 50742, 50745, 50854, 75855, 75874, 75877, 75910, 91447, 91471, 91474, 91858, 22784, 22807, 22810, 22867,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 38118, 38130, 38133, 38143,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66391, 66414, 66417, 66531,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35364, 35393, 35396, 35597, -1, -1, -1, -1, -1, -1, -1, -1, 102849, 102865, 102868, 102942,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67935, 67954, 67957, 67997, -1, -1, -1, -1, 73702, 73721, 73724, 73777,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75268, 75284, 75287, 75356, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64938, 64958, 64961, 64984, 101839, 101856, 101859, 101898, 1158, 1171, 1174, 1192,
        49283, 49298, 49301, 49508, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        81666, 81688, 81691, 81721, 72604, 72627, 72630, 72685, 86849, 86863, 86866, 86882, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 77172, 77182, 77185, 77190,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63321, 63340, 63343, 63421, 28265, 28283, 28286, 28403, -1, -1, -1, -1,
        -1, -1, -1, -1, 59394, 59418, 59421, 59572, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21432, 21453, 21456, 21543, 32741, 32756, 32759, 32834, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54507, 54531, 54534, 54695, 62372, 62395, 62398, 62527, -1, -1, -1, -1, 52135, 52160, 52163, 52215,
        52390, 52409, 52412, 52518, 76613, 76632, 76635, 76659, 99785, 99812, 99815, 99950, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32026, 32048, 32051, 32109,
        47522, 47541, 47544, 47571, 84094, 84113, 84116, 84133, 44290, 44312, 44315, 44434, 72828, 72850, 72853, 72911,
        68248, 68272, 68275, 68320, 89763, 89788, 89791, 89844, 8649, 8663, 8666, 8895, 93550, 93566, 93569, 93848,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50965, 50986, 50989, 51058,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 90894, 90919, 90922, 90968, 58486, 58506, 58509, 58737, -1, -1, -1, -1,
        56211, 56240, 56243, 56274, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80009, 80023, 80026, 80043, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77020, 77034, 77037, 77072, 11412, 11436, 11439, 11560,
        5408, 5422, 5425, 5435, 47610, 47626, 47629, 47635, 66671, 66694, 66697, 66723, -1, -1, -1, -1,
        53678, 53705, 53708, 53813, -1, -1, -1, -1, 72773, 72794, 72797, 72827, 66596, 66623, 66626, 66670,
        6951, 6968, 6971, 7080, 76565, 76583, 76586, 76612, 80773, 80795, 80798, 80995, 85642, 85661, 85664, 85745,
        67663, 67683, 67686, 67771, 67252, 67279, 67282, 67333, 77877, 77904, 77907, 77929, 69184, 69199, 69202, 69210,
        3155, 3179, 3182, 3321, 77476, 77509, 77512, 77617, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36194, 36221, 36224, 36359, 58738, 58767, 58770, 58939, 66101, 66127, 66130, 66234, 67334, 67359, 67362, 67415,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 73233, 73251, 73254, 73273,
        55705, 55732, 55735, 55747, 31733, 31743, 31746, 31780, 62861, 62880, 62883, 62893, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34657, 34687, 34690, 34802, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22309, 22334, 22337, 22530, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83788, 83808, 83811, 83940, -1, -1, -1, -1,
        81722, 81741, 81744, 81886, 89496, 89521, 89524, 89591, 12520, 12533, 12536, 12551, 56089, 56115, 56118, 56143,
        79264, 79292, 79295, 79323, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65296, 65323, 65326, 65448, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32235, 32253, 32256, 32293, -1, -1, -1, -1, 88956, 88989, 88992, 89034, 92014, 92032, 92035, 92299,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60054, 60079, 60082, 60182,
        70281, 70298, 70301, 70357, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21977, 21997, 22000, 22140, 85844, 85860, 85863, 85949, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99056, 99076, 99079, 99205, 50303, 50328, 50331, 50477,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 63103, 63120, 63123, 63135,
        -1, -1, -1, -1, -1, -1, -1, -1, 56404, 56438, 56441, 56461, 32424, 32442, 32445, 32562,
        64154, 64169, 64172, 64264, 88018, 88036, 88039, 88054, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26780, 26796, 26799, 26978, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11883, 11905, 11908, 11975, 49956, 49981, 49984, 50128, 64683, 64697, 64700, 64782,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24566, 24584, 24587, 24715, 61286, 61303, 61306, 61366,
        72241, 72261, 72264, 72330, 88524, 88547, 88550, 88585, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12094, 12118, 12121, 12325, 38585, 38603, 38606, 38629,
        1259, 1269, 1272, 1286, 51595, 51610, 51613, 51745, 74106, 74126, 74129, 74181, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10694, 10718, 10721, 10858,
        75969, 75993, 75996, 76054, 42983, 42997, 43000, 43063, 69237, 69256, 69259, 69277, 82165, 82188, 82191, 82305,
        11976, 12000, 12003, 12093, 87608, 87633, 87636, 87676, 64985, 65012, 65015, 65139, 42389, 42416, 42419, 42523,
        80487, 80503, 80506, 80591, 60183, 60206, 60209, 60287, 71045, 71051, 71054, 71064, -1, -1, -1, -1,
        10859, 10879, 10882, 11019, 101487, 101504, 101507, 101566, -1, -1, -1, -1, -1, -1, -1, -1,
        23614, 23628, 23631, 23700, 48983, 49001, 49004, 49105, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23876, 23895, 23898, 24011, 53259, 53286, 53289, 53343, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8168, 8190, 8193, 8342,
        -1, -1, -1, -1, 75480, 75499, 75502, 75544, -1, -1, -1, -1, 14565, 14584, 14587, 15860,
        37760, 37775, 37778, 37821, 42857, 42878, 42881, 42982, 10416, 10433, 10436, 10504, 59965, 59995, 59998, 60053,
        66981, 66999, 67002, 67012, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        55748, 55767, 55770, 55781, 9133, 9149, 9152, 9284, 82922, 82940, 82943, 83053, 98306, 98324, 98327, 98451,
        -1, -1, -1, -1, -1, -1, -1, -1, 46890, 46904, 46907, 47010, 89690, 89714, 89717, 89762,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22616, 22635, 22638, 22783, 77618, 77653, 77656, 77763,
        -1, -1, -1, -1, -1, -1, -1, -1, 97023, 97042, 97045, 97174, -1, -1, -1, -1,
        27341, 27357, 27360, 27381, 29064, 29077, 29080, 29546, -1, -1, -1, -1, 33875, 33908, 33911, 33967,
        96076, 96091, 96094, 96177, 99662, 99681, 99684, 99784, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 87815, 87834, 87837, 87887, -1, -1, -1, -1,
        -1, -1, -1, -1, 62528, 62552, 62555, 62860, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 93849, 93872, 93875, 93934, -1, -1, -1, -1, 36885, 36905, 36908, 36968,
        -1, -1, -1, -1, 69092, 69112, 69115, 69125, 1320, 1332, 1335, 1345, 24012, 24032, 24035, 24122,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34091, 34115, 34118, 34235, -1, -1, -1, -1,
        77073, 77084, 77087, 77102, 53949, 53973, 53976, 54188, -1, -1, -1, -1, 100997, 101012, 101015, 101063,
        -1, -1, -1, -1, -1, -1, -1, -1, 76142, 76166, 76169, 76227, 102379, 102394, 102397, 102548,
        -1, -1, -1, -1, -1, -1, -1, -1, 96852, 96868, 96871, 97022, 53344, 53356, 53359, 53432,
        85053, 85074, 85077, 85223, 79570, 79590, 79593, 79647, -1, -1, -1, -1, 25753, 25775, 25778, 25915,
        -1, -1, -1, -1, 28180, 28197, 28200, 28264, -1, -1, -1, -1, 88650, 88670, 88673, 88723,
        -1, -1, -1, -1, -1, -1, -1, -1, 52333, 52349, 52352, 52389, 32171, 32190, 32193, 32234,
        64509, 64532, 64535, 64620, 92969, 92987, 92990, 93290, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11561, 11581, 11584, 11711, 76829, 76847, 76850, 76876, -1, -1, -1, -1,
        -1, -1, -1, -1, 9285, 9304, 9307, 9384, 59013, 59038, 59041, 59114, -1, -1, -1, -1,
        31863, 31884, 31887, 31947, 89845, 89871, 89874, 89929, 90448, 90475, 90478, 90520, 43879, 43900, 43903, 43909,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 98452, 98475, 98478, 98549, -1, -1, -1, -1,
        101899, 101917, 101920, 102033, 1375, 1394, 1397, 1540, 96178, 96189, 96192, 96214, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24882, 24898, 24901, 24932, 90521, 90549, 90552, 90594,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 101410, 101426, 101429, 101486,
        62038, 62064, 62067, 62274, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23797, 23814, 23817, 23875, 100191, 100210, 100213, 100238, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75545, 75569, 75572, 75601, 84589, 84605, 84608, 84754,
        103999, 104014, 104017, 104075, 76055, 76080, 76083, 76141, -1, -1, -1, -1, 90266, 90299, 90302, 90355,
        78582, 78610, 78613, 78708, 83054, 83073, 83076, 83197, -1, -1, -1, -1, 101721, 101732, 101735, 101778,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28404, 28421, 28424, 28592, 47954, 47975, 47978, 48038, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45715, 45735, 45738, 45763,
        -1, -1, -1, -1, 54260, 54281, 54284, 54378, -1, -1, -1, -1, -1, -1, -1, -1,
        98767, 98781, 98784, 98884, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25429, 25445, 25448, 25479,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52216, 52235, 52238, 52272,
        47769, 47787, 47790, 47813, -1, -1, -1, -1, 100137, 100154, 100157, 100190, -1, -1, -1, -1,
        24370, 24388, 24391, 24565, 91189, 91211, 91214, 91446, -1, -1, -1, -1, 95757, 95781, 95784, 95860,
        -1, -1, -1, -1, 38084, 38096, 38099, 38117, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 38037, 38050, 38053, 38083, -1, -1, -1, -1, -1, -1, -1, -1,
        9023, 9047, 9050, 9132, 88461, 88485, 88488, 88523, -1, -1, -1, -1, -1, -1, -1, -1,
        64265, 64284, 64287, 64367, 94454, 94479, 94482, 94590, 95187, 95202, 95205, 95233, 94896, 94927, 94930, 95017,
        -1, -1, -1, -1, -1, -1, -1, -1, 32294, 32314, 32317, 32358, -1, -1, -1, -1,
        63247, 63270, 63273, 63320, 68961, 68979, 68982, 68990, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49106, 49119, 49122, 49282,
        -1, -1, -1, -1, 64444, 64460, 64463, 64508, 41278, 41305, 41308, 41460, 8343, 8364, 8367, 8648,
        31781, 31801, 31804, 31862, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        38249, 38273, 38276, 38307, -1, -1, -1, -1, 50855, 50867, 50870, 50873, 53873, 53895, 53898, 53948,
        54696, 54720, 54723, 54801, 7810, 7827, 7830, 7856, 77191, 77224, 77227, 77332, 86935, 86960, 86963, 86979,
        -1, -1, -1, -1, 38488, 38506, 38509, 38534, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 98032, 98052, 98055, 98305,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        86765, 86784, 86787, 86848, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9477, 9501, 9504, 9668,
        -1, -1, -1, -1, 38172, 38185, 38188, 38230, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71009, 71030, 71033, 71044, -1, -1, -1, -1, 37888, 37899, 37902, 37931,
        64368, 64386, 64389, 64443, 74826, 74844, 74847, 75010, 23505, 23529, 23532, 23613, 55782, 55802, 55805, 55815,
        -1, -1, -1, -1, -1, -1, -1, -1, 48039, 48055, 48058, 48113, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38427, 38453, 38456, 38487, -1, -1, -1, -1, 56685, 56713, 56716, 56745, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70493, 70525, 70528, 70628, -1, -1, -1, -1, 65449, 65478, 65481, 65605, 79763, 79781, 79784, 79819,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 100002, 100021, 100024, 100083, 44603, 44620, 44623, 44657, 74422, 74443, 74446, 74720,
        80592, 80608, 80611, 80648, -1, -1, -1, -1, 47280, 47300, 47303, 47317, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 69369, 69387, 69390, 69400, -1, -1, -1, -1,
        34236, 34252, 34255, 34656, -1, -1, -1, -1, -1, -1, -1, -1, 69636, 69654, 69657, 69677,
        -1, -1, -1, -1, -1, -1, -1, -1, 44435, 44452, 44455, 44602, -1, -1, -1, -1,
        52062, 52086, 52089, 52134, -1, -1, -1, -1, -1, -1, -1, -1, 103713, 103732, 103735, 103810,
        87677, 87698, 87701, 87814, 62894, 62913, 62916, 62928, 37955, 37970, 37973, 37990, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39816, 39841, 39844, 39976, 45202, 45216, 45219, 45323,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80180, 80203, 80206, 80265, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24123, 24141, 24144, 24213, -1, -1, -1, -1, 24933, 24951, 24954, 25226,
        32359, 32372, 32375, 32423, 56566, 56593, 56596, 56625, 56799, 56818, 56821, 57507, 36499, 36528, 36531, 36616,
        64783, 64805, 64808, 64851, -1, -1, -1, -1, 389, 403, 406, 417, 37648, 37659, 37662, 37667,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11712, 11730, 11733, 11882, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        66532, 66552, 66555, 66595, 27324, 27331, 27334, 27340, 37618, 37632, 37635, 37647, 55360, 55387, 55390, 55491,
        58116, 58140, 58143, 58379, -1, -1, -1, -1, 82773, 82790, 82793, 82921, 103377, 103398, 103401, 103429,
        -1, -1, -1, -1, -1, -1, -1, -1, 67093, 67119, 67122, 67171, 78433, 78467, 78470, 78581,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 54802, 54821, 54824, 54901, -1, -1, -1, -1,
        23701, 23718, 23721, 23796, 75798, 75818, 75821, 75854, -1, -1, -1, -1, -1, -1, -1, -1,
        87958, 87974, 87977, 88017, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77930, 77959, 77962, 77986, -1, -1, -1, -1, 75145, 75166, 75169, 75212, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62997, 63014, 63017, 63029, 67998, 68009, 68012, 68031,
        -1, -1, -1, -1, 84858, 84873, 84876, 84908, 6553, 6565, 6568, 6667, 79089, 79115, 79118, 79146,
        103541, 103557, 103560, 103617, 21212, 21236, 21239, 21431, -1, -1, -1, -1, 100816, 100833, 100836, 100853,
        -1, -1, -1, -1, -1, -1, -1, -1, 69590, 69603, 69606, 69635, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 48587, 48607, 48610, 48692, -1, -1, -1, -1,
        61119, 61140, 61143, 61285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7377, 7401, 7404, 7423, 54379, 54406, 54409, 54506, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73843, 73862, 73865, 73913, 37991, 38008, 38011, 38036,
        89095, 89121, 89124, 89155, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71700, 71714, 71717, 71841, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77819, 77847, 77850, 77876, 97929, 97947, 97950, 98031, -1, -1, -1, -1,
        100717, 100735, 100738, 100815, 68991, 69010, 69013, 69027, 88239, 88268, 88271, 88317, 33088, 33104, 33107, 33208,
        -1, -1, -1, -1, 63492, 63514, 63517, 63607, -1, -1, -1, -1, -1, -1, -1, -1,
        7348, 7368, 7371, 7376, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27246, 27259, 27262, 27288, -1, -1, -1, -1, -1, -1, -1, -1, 32563, 32583, 32586, 32656,
        -1, -1, -1, -1, 7736, 7762, 7765, 7809, 76372, 76391, 76394, 76428, 64621, 64639, 64642, 64682,
        80408, 80428, 80431, 80486, -1, -1, -1, -1, 42054, 42081, 42084, 42298, 95234, 95251, 95254, 95296,
        55492, 55517, 55520, 55578, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99278, 99299, 99302, 99368, 76429, 76447, 76450, 76484,
        65976, 66004, 66007, 66100, 20712, 20736, 20739, 20893, 31948, 31968, 31971, 32025, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 73545, 73564, 73567, 73602, 75671, 75684, 75687, 75741, 75602, 75624, 75627, 75670,
        52002, 52017, 52020, 52061, 60973, 60998, 61001, 61118, 76228, 76254, 76257, 76315, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65855, 65881, 65884, 65975, 1541, 1562, 1565, 1679,
        61367, 61386, 61389, 61572, 48910, 48930, 48933, 48982, 89035, 89060, 89063, 89094, 95297, 95313, 95316, 95565,
        7424, 7437, 7440, 7448, 75213, 75231, 75234, 75267, 87550, 87575, 87578, 87607, 60406, 60429, 60432, 60615,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86269, 86285, 86288, 86329, 23338, 23360, 23363, 23504,
        79147, 79174, 79177, 79207, 94786, 94811, 94814, 94895, -1, -1, -1, -1, 48693, 48715, 48718, 48800,
        65606, 65632, 65635, 65728, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 29547, 29560, 29563, 29818,
        69774, 69806, 69809, 69899, 28869, 28879, 28882, 29063, 69523, 69539, 69542, 69589, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47444, 47460, 47463, 47490, 6481, 6494, 6497, 6552, 97374, 97388, 97391, 97510, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73460, 73476, 73479, 73544, -1, -1, -1, -1,
        -1, -1, -1, -1, 7476, 7490, 7493, 7554, 33209, 33224, 33227, 33285, 69063, 69078, 69081, 69091,
        90001, 90028, 90031, 90084, 90356, 90391, 90394, 90447, 73332, 73350, 73353, 73459, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72514, 72538, 72541, 72603,
        80266, 80286, 80289, 80347, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68722, 68741, 68744, 68812, 43910, 43930, 43933, 44140, 68813, 68834, 68837, 68905, 69126, 69144, 69147, 69155,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56342, 56376, 56379, 56403, 69900, 69933, 69936, 70026, 62960, 62981, 62984, 62996,
        43628, 43649, 43652, 43739, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49800, 49824, 49827, 49955, 32110, 32128, 32131, 32170, 34881, 34904, 34907, 35038,
        -1, -1, -1, -1, 23181, 23206, 23209, 23229, 95652, 95677, 95680, 95756, 9968, 9987, 9990, 10006,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62275, 62294, 62297, 62371, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57972, 57996, 57999, 58115, -1, -1, -1, -1, 101064, 101079, 101082, 101128, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12426, 12451, 12454, 12519, -1, -1, -1, -1,
        95861, 95882, 95885, 95998, 71403, 71418, 71421, 71503, 39977, 40000, 40003, 40182, 20398, 20422, 20425, 20711,
        69306, 69323, 69326, 69338, 73914, 73933, 73936, 74049, 83410, 83427, 83430, 83500, 7321, 7339, 7342, 7347,
        530, 547, 550, 574, 14429, 14449, 14452, 14564, 100427, 100443, 100446, 100523, 833, 849, 852, 873,
        -1, -1, -1, -1, 21544, 21569, 21572, 21749, 30517, 30534, 30537, 30747, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56275, 56310, 56313, 56341,
        85746, 85758, 85761, 85843, -1, -1, -1, -1, 64852, 64873, 64876, 64937, 10196, 10219, 10222, 10303,
        90969, 90996, 90999, 91045, -1, -1, -1, -1, 91859, 91878, 91881, 92013, 39530, 39556, 39559, 39815,
        45977, 45993, 45996, 46097, 56626, 56652, 56655, 56684, 89401, 89427, 89430, 89495, 27421, 27431, 27434, 27461,
        97754, 97776, 97779, 97928, -1, -1, -1, -1, 46741, 46754, 46757, 46889, -1, -1, -1, -1,
        63877, 63898, 63901, 63991, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59266, 59282, 59285, 59393, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51959, 51975, 51978, 52001, -1, -1, -1, -1,
        36969, 36993, 36996, 37152, 1008, 1025, 1028, 1051, 40385, 40405, 40408, 40661, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41859, 41886, 41889, 42053,
        -1, -1, -1, -1, -1, -1, -1, -1, 69028, 69047, 69050, 69062, -1, -1, -1, -1,
        -1, -1, -1, -1, 51746, 51764, 51767, 51906, -1, -1, -1, -1, 7555, 7566, 7569, 7657,
        21180, 21193, 21196, 21211, 79409, 79427, 79430, 79479, 76778, 76800, 76803, 76828, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 82090, 82105, 82108, 82164, 96215, 96229, 96232, 96393,
        -1, -1, -1, -1, 95566, 95588, 95591, 95651, 7081, 7097, 7100, 7205, 100290, 100304, 100307, 100381,
        27382, 27393, 27396, 27420, 86612, 86624, 86627, 86709, 87150, 87170, 87173, 87213, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51357, 51369, 51372, 51425, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 77333, 77367, 77370, 77475,
        -1, -1, -1, -1, 7226, 7237, 7240, 7249, 76660, 76678, 76681, 76705, 7250, 7268, 7271, 7298,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71842, 71862, 71865, 72007,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27194, 27213, 27216, 27245,
        45324, 45347, 45350, 45405, 6777, 6798, 6801, 6824, 40940, 40968, 40971, 41277, 78837, 78865, 78868, 78961,
        -1, -1, -1, -1, -1, -1, -1, -1, 100624, 100640, 100643, 100716, -1, -1, -1, -1,
        73603, 73621, 73624, 73701, 74182, 74200, 74203, 74242, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12326, 12350, 12353, 12425, 24716, 24732, 24735, 24881, 43064, 43078, 43081, 43159, 67172, 67197, 67200, 67251,
        90818, 90844, 90847, 90893, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        103811, 103829, 103832, 103901, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 87490, 87513, 87516, 87549, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 79705, 79724, 79727, 79762, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21750, 21771, 21774, 21835, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70358, 70389, 70392, 70492,
        88879, 88910, 88913, 88955, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9915, 9933, 9936, 9967, 43520, 43539, 43542, 43627, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60810, 60827, 60830, 60972, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59573, 59606, 59609, 59737, 70153, 70187, 70190, 70280, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 83941, 83963, 83966, 84052, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 78136, 78169, 78172, 78285,
        71236, 71251, 71254, 71402, 83501, 83519, 83522, 83600, 100524, 100541, 100544, 100623, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 36786, 36811, 36814, 36836,
        37932, 37943, 37946, 37954, 80649, 80666, 80669, 80772, 42723, 42746, 42749, 42856, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76316, 76334, 76337, 76371, 81887, 81906, 81909, 82089, 86168, 86185, 86188, 86268,
        26112, 26131, 26134, 26171, 21124, 21140, 21143, 21179, -1, -1, -1, -1, -1, -1, -1, -1,
        47677, 47696, 47699, 47726, 5471, 5491, 5494, 5765, 95072, 95100, 95103, 95186, -1, -1, -1, -1,
        11020, 11039, 11042, 11141, -1, -1, -1, -1, 103618, 103636, 103639, 103712, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 103158, 103181, 103184, 103302, 1994, 2012, 2015, 2181,
        101212, 101232, 101235, 101313, 69489, 69499, 69502, 69522, 37153, 37177, 37180, 37330, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54971, 54996, 54999, 55100,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67497, 67522, 67525, 67578,
        84185, 84205, 84208, 84440, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37668, 37680, 37683, 37695, 90668, 90697, 90700, 90742, -1, -1, -1, -1,
        23037, 23062, 23065, 23180, 80348, 80367, 80370, 80407, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66762, 66785, 66788, 66815,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 79940, 79957, 79960, 80008,
        80996, 81019, 81022, 81217, 58380, 58400, 58403, 58485, 76485, 76505, 76508, 76542, 77987, 78019, 78022, 78135,
        100854, 100871, 100874, 100891, 66873, 66896, 66899, 66924, 103902, 103922, 103925, 103998, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 100892, 100910, 100913, 100946, -1, -1, -1, -1,
        41461, 41496, 41499, 41684, -1, -1, -1, -1, 27462, 27475, 27478, 27785, 52642, 52669, 52672, 52779,
        75078, 75100, 75103, 75144, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68103, 68126, 68129, 68176, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7299, 7313, 7316, 7320, -1, -1, -1, -1,
        -1, -1, -1, -1, 63422, 63441, 63444, 63491, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44813, 44828, 44831, 45061, 20995, 21020, 21023, 21123,
        48238, 48248, 48251, 48284, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        88055, 88067, 88070, 88079, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51241, 51255, 51258, 51356, 100239, 100258, 100261, 100289, -1, -1, -1, -1, -1, -1, -1, -1,
        88080, 88109, 88112, 88158, -1, -1, -1, -1, 35598, 35627, 35630, 35833, -1, -1, -1, -1,
        76706, 76726, 76729, 76755, 79648, 79666, 79669, 79704, 98550, 98569, 98572, 98678, -1, -1, -1, -1,
        -1, -1, -1, -1, 92621, 92642, 92645, 92968, -1, -1, -1, -1, -1, -1, -1, -1,
        32907, 32926, 32929, 33087, 11268, 11292, 11295, 11411, 83601, 83620, 83623, 83787, -1, -1, -1, -1,
        45062, 45084, 45087, 45201, -1, -1, -1, -1, 66235, 66257, 66260, 66390, -1, -1, -1, -1,
        66724, 66741, 66744, 66761, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63992, 64014, 64017, 64153, 38308, 38333, 38336, 38369, -1, -1, -1, -1, -1, -1, -1, -1,
        36837, 36853, 36856, 36884, 86393, 86414, 86417, 86551, 35928, 35954, 35957, 36011, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81439, 81463, 81466, 81665, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 92300, 92319, 92322, 92620, -1, -1, -1, -1,
        -1, -1, -1, -1, 47361, 47384, 47387, 47405, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72686, 72709, 72712, 72772, -1, -1, -1, -1, -1, -1, -1, -1,
        25916, 25936, 25939, 26111, -1, -1, -1, -1, -1, -1, -1, -1, 22531, 22552, 22555, 22615,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63608, 63624, 63627, 63744,
        71065, 71078, 71081, 71193, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37578, 37595, 37598, 37617, -1, -1, -1, -1, -1, -1, -1, -1, 27914, 27937, 27940, 28022,
        25527, 25544, 25547, 25644, 72008, 72028, 72031, 72143, -1, -1, -1, -1, 26172, 26189, 26192, 26300,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76756, 76763, 76766, 76777, -1, -1, -1, -1, -1, -1, -1, -1,
        20894, 20918, 20921, 20994, 46575, 46591, 46594, 46740, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68450, 68469, 68472, 68538,
        75011, 75029, 75032, 75077, -1, -1, -1, -1, 47727, 47747, 47750, 47768, -1, -1, -1, -1,
        -1, -1, -1, -1, 101567, 101583, 101586, 101641, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 84909, 84926, 84929, 85052, -1, -1, -1, -1, -1, -1, -1, -1,
        37377, 37403, 37406, 37454, -1, -1, -1, -1, 45764, 45782, 45785, 45976, 65140, 65168, 65171, 65295,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7449, 7462, 7465, 7475,
        24214, 24234, 24237, 24369, 37455, 37468, 37471, 37500, 38535, 38554, 38557, 38584, 34803, 34833, 34836, 34880,
        55964, 55996, 55999, 56026, 67772, 67797, 67800, 67934, 53547, 53571, 53574, 53677, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26979, 26996, 26999, 27193, 75742, 75761, 75764, 75797,
        -1, -1, -1, -1, -1, -1, -1, -1, 69156, 69172, 69175, 69183, 74346, 74364, 74367, 74421,
        91046, 91069, 91072, 91188, -1, -1, -1, -1, 87214, 87237, 87240, 87278, -1, -1, -1, -1,
        100947, 100964, 100967, 100996, 50478, 50505, 50508, 50654, 100382, 100403, 100406, 100426, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 69452, 69469, 69472, 69488, -1, -1, -1, -1, 86330, 86344, 86347, 86392,
        -1, -1, -1, -1, -1, -1, -1, -1, 35231, 35255, 35258, 35363, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
