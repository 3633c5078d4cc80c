// Generated from Localization/{en,ru}/*.strings by CompiledCatalogTests
// (FINDER_RECORD_SNAPSHOTS=1 swift test --filter CompiledCatalogTests); do not edit.

/// Each language's catalog compacted (one `key = value` line per entry, in key order)
/// and the slots of its hash table, as `_CatalogTable.init(_:)` builds them: start-up
/// takes both as they are (`Messages(compiled:)`).
extension _CatalogTable {
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
        help.details.watch = The watchlist is kept in the data folder's store, in the order tickers were added. Prices are the catalogue's (“finder stocks sync” refreshes them), or newer ones --refresh fetched from the quote source for the watched listings: “finder watch --refresh”, and in a cron job “finder watch check --refresh”. “finder watch check” shows the tickers whose alert fires now, each said in words, and exits 0; when none fires it exits 1, so a cron job can run: “finder watch check && notify-send …” With --interval SECONDS the prices are refreshed again and again until you quit: on a terminal on a screen of its own (r refreshes at once, q quits), elsewhere as one answer a refresh (a JSON document each); --count N stops after N refreshes.
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
        help.option.count = stop after this many refreshes
        help.option.country = only listings of these countries: ISO codes or names, comma-separated
        help.option.data-dir = where finder keeps its data (default $XDG_DATA_HOME/finder)
        help.option.domain = which domain: stocks or photos
        help.option.exchange = only listings of these exchanges: codes or names (MOEX, Moscow Exchange), comma-separated
        help.option.fields = the result fields to write, comma-separated, in this order (every format; names as in JSON)
        help.option.format = output format (default text; csv and tsv give a table with a header row)
        help.option.from = where to sync from: moex, nasdaq, an https URL or a file (by default every keyless source)
        help.option.help = show help
        help.option.images = how photo previews are drawn: the best the terminal has, a protocol, blocks, only the blur, or none (default auto)
        help.option.interval = refresh the prices every this many seconds until you quit (5 at least; on a terminal, a screen of its own)
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
        hint.noPrices = No prices yet: run “finder stocks sync” to fetch current prices from the Moscow Exchange and Nasdaq.
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
        price.unknown = price unknown
        price.unknownValue = unknown
        price.withDate = {price} · {date}
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
        quotes.noSource = {listings}: the catalogue names no exchange, so no quote source can be asked.
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
        version.bundledDate = {source} (investpy, 2022)
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
        -1, -1, -1, -1, -1, -1, -1, -1, 35342, 35362, 35365, 35379, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40225, 40245, 40248, 40255,
        -1, -1, -1, -1, 24185, 24197, 24200, 24212, 10164, 10188, 10191, 10763, -1, -1, -1, -1,
        8300, 8320, 8323, 8402, 34324, 34342, 34345, 34375, 24744, 24768, 24771, 24791, 40306, 40320, 40323, 40360,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 30877, 30896, 30899, 30927, 4594, 4611, 4614, 4641, 55060, 55087, 55090, 55105,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 20812, 20832, 20835, 20868, 21490, 21511, 21514, 21572, 28346, 28363, 28366, 28451,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15389, 15407, 15410, 15425,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18590, 18607, 18610, 18756,
        -1, -1, -1, -1, 31619, 31636, 31639, 31792, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48834, 48860, 48863, 48877, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2033, 2059, 2062, 2124, 12711, 12733, 12736, 12820, -1, -1, -1, -1,
        23051, 23077, 23080, 23117, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60971, 60995, 60998, 61034, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32767, 32785, 32788, 32815,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48498, 48530, 48533, 48584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53734, 53758, 53761, 53780, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39229, 39246, 39249, 39520,
        -1, -1, -1, -1, -1, -1, -1, -1, 24457, 24467, 24470, 24474, 6880, 6899, 6902, 6950,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60610, 60628, 60631, 60671,
        -1, -1, -1, -1, 43034, 43053, 43056, 43093, 52321, 52335, 52338, 52404, 43238, 43258, 43261, 43275,
        18221, 18238, 18241, 18315, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10764, 10788, 10791, 11847, 29701, 29715, 29718, 29845, 24436, 24447, 24450, 24456, 32133, 32153, 32156, 32195,
        59017, 59033, 59036, 59145, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20931, 20947, 20950, 20982, 24360, 24370, 24373, 24377, 54723, 54754, 54757, 54777, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5990, 6002, 6005, 6066, -1, -1, -1, -1,
        -1, -1, -1, -1, 35530, 35561, 35564, 35587, 42573, 42600, 42603, 42621, -1, -1, -1, -1,
        -1, -1, -1, -1, 45654, 45676, 45679, 45718, 28099, 28117, 28120, 28176, 14272, 14297, 14300, 14439,
        57583, 57608, 57611, 57692, -1, -1, -1, -1, 27034, 27044, 27047, 27079, -1, -1, -1, -1,
        -1, -1, -1, -1, 42992, 43008, 43011, 43033, -1, -1, -1, -1, -1, -1, -1, -1,
        62990, 63006, 63009, 63054, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37502, 37527, 37530, 37574, 50846, 50873, 50876, 50984, -1, -1, -1, -1,
        -1, -1, -1, -1, 24658, 24670, 24673, 24681, -1, -1, -1, -1, 42360, 42385, 42388, 42404,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19240, 19268, 19271, 19513, 23406, 23422, 23425, 23436, 27688, 27710, 27713, 27791, 44070, 44101, 44104, 44152,
        21573, 21606, 21609, 21686, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7361, 7380, 7383, 7436, 316, 333, 336, 355,
        38635, 38651, 38654, 38748, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32352, 32374, 32377, 32407, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52657, 52674, 52677, 52760, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        47998, 48016, 48019, 48035, -1, -1, -1, -1, 48172, 48185, 48188, 48194, 59146, 59160, 59163, 59228,
        -1, -1, -1, -1, -1, -1, -1, -1, 43851, 43883, 43886, 43935, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14996, 15021, 15024, 15164, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30309, 30332, 30335, 30346, 43648, 43665, 43668, 43673,
        22515, 22538, 22541, 22621, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47292, 47318, 47321, 47376, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38436, 38463, 38466, 38503,
        -1, -1, -1, -1, 5395, 5413, 5416, 5513, -1, -1, -1, -1, 48142, 48153, 48156, 48171,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33598, 33623, 33626, 33691, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62751, 62768, 62771, 62833, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60753, 60771, 60774, 60868, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21229, 21249, 21252, 21315, -1, -1, -1, -1, 1748, 1774, 1777, 1823,
        47837, 47844, 47847, 47856, 55106, 55128, 55131, 55132, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42889, 42911, 42914, 42938, -1, -1, -1, -1,
        33224, 33244, 33247, 33281, 49204, 49224, 49227, 49246, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8216, 8239, 8242, 8299, 25793, 25818, 25821, 25911,
        50736, 50755, 50758, 50845, 61567, 61584, 61587, 61614, -1, -1, -1, -1, -1, -1, -1, -1,
        34818, 34837, 34840, 34885, 30723, 30735, 30738, 30780, 18081, 18102, 18105, 18152, 38151, 38175, 38178, 38233,
        58047, 58070, 58073, 58096, -1, -1, -1, -1, 58726, 58744, 58747, 58789, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44605, 44619, 44622, 44740,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35630, 35658, 35661, 35680, 57360, 57384, 57387, 57462, -1, -1, -1, -1,
        63055, 63073, 63076, 63130, -1, -1, -1, -1, 52761, 52778, 52781, 52838, -1, -1, -1, -1,
        20267, 20288, 20291, 20351, -1, -1, -1, -1, 26053, 26078, 26081, 26200, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45057, 45077, 45080, 45132,
        515, 527, 530, 535, 53242, 53255, 53258, 53281, 49247, 49260, 49263, 49295, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40108, 40127, 40130, 40136, 57000, 57018, 57021, 57117,
        17244, 17263, 17266, 17346, 59562, 59589, 59592, 59706, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35418, 35454, 35457, 35472,
        -1, -1, -1, -1, 40695, 40711, 40714, 40759, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33413, 33444, 33447, 33597, -1, -1, -1, -1, 11936, 11954, 11957, 12710,
        56958, 56977, 56980, 56999, 6708, 6718, 6721, 6820, 53165, 53185, 53188, 53241, -1, -1, -1, -1,
        -1, -1, -1, -1, 30205, 30215, 30218, 30231, -1, -1, -1, -1, 34054, 34073, 34076, 34087,
        31197, 31217, 31220, 31261, -1, -1, -1, -1, 63308, 63323, 63326, 63363, -1, -1, -1, -1,
        -1, -1, -1, -1, 27792, 27808, 27811, 27927, 45270, 45287, 45290, 45336, -1, -1, -1, -1,
        8403, 8427, 8430, 9354, 13967, 13989, 13992, 14107, -1, -1, -1, -1, -1, -1, -1, -1,
        29212, 29226, 29229, 29305, 32299, 32319, 32322, 32351, -1, -1, -1, -1, 24725, 24737, 24740, 24743,
        30114, 30127, 30130, 30204, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23561, 23590, 23593, 23640, 44465, 44479, 44482, 44508, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43492, 43508, 43511, 43515,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 4015, 4036, 4039, 4205, 34886, 34911, 34914, 34974, -1, -1, -1, -1,
        24060, 24083, 24086, 24098, -1, -1, -1, -1, 5137, 5163, 5166, 5185, 44153, 44186, 44189, 44238,
        62834, 62848, 62851, 62921, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57776, 57798, 57801, 57838, 35380, 35404, 35407, 35417, 54097, 54126, 54129, 54170,
        30928, 30948, 30951, 30965, -1, -1, -1, -1, 55185, 55212, 55215, 55239, -1, -1, -1, -1,
        -1, -1, -1, -1, 59914, 59934, 59937, 59961, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32520, 32537, 32540, 32608,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59229, 59251, 59254, 59352,
        -1, -1, -1, -1, 5289, 5306, 5309, 5394, -1, -1, -1, -1, 51329, 51356, 51359, 51447,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17347, 17366, 17369, 17496,
        49991, 50013, 50016, 50131, -1, -1, -1, -1, 46621, 46639, 46642, 46670, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49399, 49420, 49423, 49457, 28688, 28709, 28712, 28777,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30693, 30709, 30712, 30722,
        43596, 43612, 43615, 43619, 6304, 6322, 6325, 6365, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62457, 62474, 62477, 62519, -1, -1, -1, -1, 7007, 7027, 7030, 7093,
        35197, 35221, 35224, 35233, -1, -1, -1, -1, 62293, 62309, 62312, 62331, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6487, 6516, 6519, 6573, 24378, 24388, 24391, 24395,
        765, 779, 782, 789, 24213, 24226, 24229, 24236, 38094, 38118, 38121, 38150, 52839, 52857, 52860, 52945,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 30994, 31010, 31013, 31053, 35990, 36013, 36016, 36035, 59790, 59812, 59815, 59913,
        15333, 15359, 15362, 15388, 50985, 51005, 51008, 51062, 45719, 45743, 45746, 45842, 6574, 6596, 6599, 6643,
        21316, 21343, 21346, 21489, 45843, 45862, 45865, 45882, 61090, 61110, 61113, 61171, -1, -1, -1, -1,
        209, 226, 229, 232, 36459, 36487, 36490, 36744, 54042, 54062, 54065, 54096, 55520, 55547, 55550, 55567,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23185, 23205, 23208, 23243,
        51839, 51855, 51858, 51875, 53877, 53898, 53901, 53930, -1, -1, -1, -1, 917, 928, 931, 935,
        20002, 20025, 20028, 20266, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52085, 52107, 52110, 52181, 255, 267, 270, 288,
        47606, 47627, 47630, 47646, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30511, 30527, 30530, 30541, -1, -1, -1, -1,
        51913, 51930, 51933, 51945, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29144, 29160, 29163, 29211, 43816, 43830, 43833, 43850, 49038, 49057, 49060, 49102, 55288, 55313, 55316, 55338,
        -1, -1, -1, -1, -1, -1, -1, -1, 30566, 30585, 30588, 30595, 24922, 24937, 24940, 25432,
        30448, 30465, 30468, 30473, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54818, 54843, 54846, 54859, -1, -1, -1, -1, 48925, 48943, 48946, 48976, -1, -1, -1, -1,
        -1, -1, -1, -1, 37677, 37700, 37703, 37793, 29566, 29580, 29583, 29628, -1, -1, -1, -1,
        30232, 30240, 30243, 30276, 24881, 24901, 24904, 24921, 40195, 40216, 40219, 40224, -1, -1, -1, -1,
        33282, 33304, 33307, 33329, 33799, 33819, 33822, 33877, -1, -1, -1, -1, -1, -1, -1, -1,
        35137, 35161, 35164, 35196, -1, -1, -1, -1, 17795, 17807, 17810, 17818, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11848, 11868, 11871, 11935, -1, -1, -1, -1,
        19514, 19532, 19535, 19661, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46902, 46922, 46925, 46964, -1, -1, -1, -1, 63215, 63230, 63233, 63258, 53821, 53843, 53846, 53876,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40281, 40298, 40301, 40305,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23244, 23267, 23270, 23296,
        44239, 44264, 44267, 44304, 61474, 61481, 61484, 61518, -1, -1, -1, -1, -1, -1, -1, -1,
        16575, 16595, 16598, 16704, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48753, 48783, 48786, 48833, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23641, 23666, 23669, 23683, 55016, 55041, 55044, 55059, -1, -1, -1, -1, 46466, 46485, 46488, 46504,
        -1, -1, -1, -1, 16746, 16762, 16765, 16785, -1, -1, -1, -1, 49458, 49480, 49483, 49529,
        -1, -1, -1, -1, 4788, 4798, 4801, 4806, 27193, 27215, 27218, 27349, 62178, 62191, 62194, 62237,
        3361, 3386, 3389, 3487, 45917, 45936, 45939, 45956, -1, -1, -1, -1, 16857, 16872, 16875, 16925,
        -1, -1, -1, -1, 53608, 53628, 53631, 53643, 61172, 61200, 61203, 61294, 46262, 46287, 46290, 46310,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54171, 54192, 54195, 54217,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30385, 30405, 30408, 30416,
        -1, -1, -1, -1, 53526, 53542, 53545, 53563, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57839, 57862, 57865, 57892, 29629, 29644, 29647, 29700,
        62374, 62392, 62395, 62418, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54521, 54533, 54536, 54560, 57463, 57486, 57489, 57582, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23437, 23455, 23458, 23480, 26641, 26672, 26675, 26762, 35867, 35885, 35888, 35899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43546, 43562, 43565, 43569,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45204, 45226, 45229, 45269, -1, -1, -1, -1, -1, -1, -1, -1,
        19794, 19819, 19822, 20001, 33054, 33072, 33075, 33095, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21762, 21801, 21804, 21866, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43674, 43689, 43692, 43695, 48036, 48056, 48059, 48076, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24334, 24348, 24351, 24359, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32196, 32210, 32213, 32281, 47568, 47587, 47590, 47605, 55951, 55975, 55978, 56158, 14912, 14935, 14938, 14995,
        -1, -1, -1, -1, 1488, 1514, 1517, 1629, -1, -1, -1, -1, 24636, 24648, 24651, 24657,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42046, 42069, 42072, 42138,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22707, 22736, 22739, 22878, -1, -1, -1, -1, -1, -1, -1, -1, 62922, 62938, 62941, 62989,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42809, 42828, 42831, 42854, -1, -1, -1, -1, 46216, 46235, 46238, 46261,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47244, 47260, 47263, 47291, -1, -1, -1, -1, 3912, 3941, 3944, 4014,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41458, 41478, 41481, 41495, 62520, 62537, 62540, 62582, 835, 848, 851, 857,
        31497, 31512, 31515, 31618, -1, -1, -1, -1, -1, -1, -1, -1, 3488, 3505, 3508, 3676,
        50281, 50303, 50306, 50336, 45406, 45429, 45432, 45478, 53700, 53714, 53717, 53733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48195, 48205, 48208, 48213,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40413, 40432, 40435, 40470, 18389, 18407, 18410, 18473, -1, -1, -1, -1,
        -1, -1, -1, -1, 37858, 37882, 37885, 38003, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13563, 13584, 13587, 13674, 20869, 20884, 20887, 20930, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34535, 34559, 34562, 34655, 39735, 39758, 39761, 39840, -1, -1, -1, -1, 32959, 32984, 32987, 33012,
        33141, 33160, 33163, 33223, 61367, 61394, 61397, 61473, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20460, 20482, 20485, 20523,
        30474, 30493, 30496, 30510, 51876, 51895, 51898, 51912, 28452, 28474, 28477, 28541, 45581, 45603, 45606, 45653,
        42939, 42963, 42966, 42991, 57118, 57134, 57137, 57297, 5851, 5865, 5868, 5989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55618, 55643, 55646, 55667, 37058, 37078, 37081, 37299, -1, -1, -1, -1,
        35681, 35710, 35713, 35728, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49364, 49378, 49381, 49398, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48077, 48091, 48094, 48115, 7515, 7539, 7542, 7623,
        3677, 3691, 3694, 3697, 30542, 30558, 30561, 30565, 42238, 42261, 42264, 42286, -1, -1, -1, -1,
        33959, 33986, 33989, 34053, -1, -1, -1, -1, 45534, 45555, 45558, 45580, 42185, 42212, 42215, 42237,
        4642, 4659, 4662, 4710, 52946, 52965, 52968, 53036, -1, -1, -1, -1, -1, -1, -1, -1,
        42622, 42642, 42645, 42690, 42478, 42505, 42508, 42526, 48403, 48430, 48433, 48448, 43470, 43485, 43488, 43491,
        2125, 2149, 2152, 2240, 48214, 48247, 48250, 48306, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23297, 23324, 23327, 23405, 37300, 37329, 37332, 37501, 41870, 41896, 41899, 41955, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45883, 45901, 45904, 45916,
        35234, 35261, 35264, 35274, 20352, 20362, 20365, 20399, 40054, 40073, 40076, 40078, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22241, 22271, 22274, 22338, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14440, 14465, 14468, 14661, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51685, 51705, 51708, 51780, -1, -1, -1, -1,
        50337, 50356, 50359, 50460, 55133, 55158, 55161, 55184, 8190, 8203, 8206, 8215, 35588, 35614, 35617, 35629,
        48878, 48906, 48909, 48924, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41496, 41523, 41526, 41597, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20524, 20542, 20545, 20566, -1, -1, -1, -1, 54957, 54990, 54993, 55015, 56254, 56272, 56275, 56415,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38293, 38318, 38321, 38375,
        44024, 44041, 44044, 44069, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14108, 14128, 14131, 14271, 53097, 53113, 53116, 53164, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60869, 60889, 60892, 60970, 31894, 31919, 31922, 32011,
        2293, 2312, 2315, 3145, -1, -1, -1, -1, -1, -1, -1, -1, 40256, 40273, 40276, 40280,
        -1, -1, -1, -1, -1, -1, -1, -1, 35823, 35857, 35860, 35866, 20658, 20676, 20679, 20754,
        40920, 40935, 40938, 40989, 54609, 54627, 54630, 54645, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17497, 17513, 17516, 17603, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7827, 7849, 7852, 7881, 41294, 41308, 41311, 41339, -1, -1, -1, -1,
        4206, 4232, 4235, 4298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16206, 16224, 16227, 16299, 39061, 39078, 39081, 39108,
        45133, 45153, 45156, 45203, 54778, 54801, 54804, 54817, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7954, 7978, 7981, 8059, 24843, 24861, 24864, 24880,
        900, 910, 913, 916, 32609, 32624, 32627, 32680, 46505, 46525, 46528, 46570, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7094, 7118, 7121, 7208,
        50633, 50656, 50659, 50735, 27569, 27583, 27586, 27617, 43516, 43535, 43538, 43545, 54310, 54335, 54338, 54364,
        7882, 7906, 7909, 7953, -1, -1, -1, -1, 49785, 49801, 49804, 49859, 27080, 27107, 27110, 27192,
        -1, -1, -1, -1, 38376, 38399, 38402, 38435, 44340, 44346, 44349, 44361, -1, -1, -1, -1,
        7209, 7229, 7232, 7285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15595, 15609, 15612, 15647, 31309, 31327, 31330, 31385, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15753, 15772, 15775, 15844, 33692, 33719, 33722, 33752, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5514, 5536, 5539, 5637,
        -1, -1, -1, -1, 47377, 47396, 47399, 47430, -1, -1, -1, -1, 9437, 9456, 9459, 10163,
        24396, 24411, 24414, 24435, 27465, 27486, 27489, 27568, 6951, 6968, 6971, 7006, 38234, 38264, 38267, 38292,
        42405, 42423, 42426, 42431, -1, -1, -1, -1, 684, 695, 698, 702, 2241, 2259, 2262, 2292,
        35275, 35294, 35297, 35308, 6146, 6162, 6165, 6235, 51141, 51159, 51162, 51227, 60323, 60341, 60344, 60430,
        -1, -1, -1, -1, -1, -1, -1, -1, 30036, 30050, 30053, 30113, 55240, 55264, 55267, 55287,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14744, 14763, 14766, 14911, 48307, 48342, 48345, 48402,
        -1, -1, -1, -1, -1, -1, -1, -1, 59458, 59477, 59480, 59561, -1, -1, -1, -1,
        17832, 17848, 17851, 17863, 18873, 18886, 18889, 19118, -1, -1, -1, -1, 21687, 21720, 21723, 21761,
        58790, 58805, 58808, 58853, 61295, 61314, 61317, 61366, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54475, 54494, 54497, 54520, -1, -1, -1, -1,
        -1, -1, -1, -1, 39841, 39865, 39868, 40053, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57298, 57321, 57324, 57359, -1, -1, -1, -1, 23761, 23781, 23784, 23815,
        -1, -1, -1, -1, 43386, 43406, 43409, 43417, 936, 948, 951, 956, 15845, 15865, 15868, 15927,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21867, 21891, 21894, 21954, -1, -1, -1, -1,
        48116, 48127, 48130, 48141, 34151, 34175, 34178, 34323, -1, -1, -1, -1, 62081, 62096, 62099, 62130,
        -1, -1, -1, -1, -1, -1, -1, -1, 47647, 47671, 47674, 47700, 62671, 62686, 62689, 62750,
        -1, -1, -1, -1, -1, -1, -1, -1, 59353, 59369, 59372, 59457, 33753, 33765, 33768, 33798,
        52541, 52562, 52565, 52656, 49103, 49123, 49126, 49163, -1, -1, -1, -1, 16926, 16948, 16951, 17030,
        -1, -1, -1, -1, 18316, 18333, 18336, 18388, -1, -1, -1, -1, 54860, 54880, 54883, 54900,
        -1, -1, -1, -1, -1, -1, -1, -1, 33096, 33112, 33115, 33140, 41183, 41206, 41209, 41245,
        56800, 56818, 56821, 56957, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7624, 7644, 7647, 7710, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6236, 6255, 6258, 6303, 37575, 37600, 37603, 37676, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28177, 28198, 28201, 28207,
        -1, -1, -1, -1, 3146, 3166, 3169, 3360, 60431, 60454, 60457, 60503, -1, -1, -1, -1,
        62583, 62601, 62604, 62670, 980, 999, 1002, 1078, 58854, 58865, 58868, 58881, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16410, 16426, 16429, 16438, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39521, 39547, 39550, 39651, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15702, 15719, 15722, 15752, 61658, 61677, 61680, 61692, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47431, 47455, 47458, 47474, 52182, 52198, 52201, 52320,
        63554, 63569, 63572, 63599, -1, -1, -1, -1, -1, -1, -1, -1, 55397, 55430, 55433, 55456,
        51228, 51247, 51250, 51328, -1, -1, -1, -1, -1, -1, -1, -1, 62419, 62430, 62433, 62456,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18474, 18491, 18494, 18589, 30781, 30802, 30805, 30830, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29306, 29326, 29329, 29349,
        -1, -1, -1, -1, 34376, 34397, 34400, 34447, -1, -1, -1, -1, -1, -1, -1, -1,
        60672, 60686, 60689, 60752, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16705, 16721, 16724, 16745,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33013, 33032, 33035, 33053,
        30659, 30677, 30680, 30692, -1, -1, -1, -1, 61615, 61632, 61635, 61657, -1, -1, -1, -1,
        16093, 16111, 16114, 16205, 55807, 55829, 55832, 55950, -1, -1, -1, -1, 58564, 58588, 58591, 58641,
        -1, -1, -1, -1, 24608, 24620, 24623, 24635, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 24583, 24596, 24599, 24607, -1, -1, -1, -1, -1, -1, -1, -1,
        6067, 6091, 6094, 6145, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40990, 41009, 41012, 41062, 57693, 57718, 57721, 57775, 58168, 58183, 58186, 58207, 57973, 58004, 58007, 58046,
        -1, -1, -1, -1, -1, -1, -1, -1, 20567, 20587, 20590, 20613, -1, -1, -1, -1,
        40361, 40384, 40387, 40412, 43276, 43294, 43297, 43303, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31386, 31399, 31402, 31496,
        -1, -1, -1, -1, 41128, 41144, 41147, 41182, 26432, 26459, 26462, 26515, 5638, 5659, 5662, 5850,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32282, 32294, 32297, 32298, 34088, 34110, 34113, 34150,
        34656, 34680, 34683, 34735, 5247, 5264, 5267, 5288, 53781, 53806, 53809, 53820, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60150, 60170, 60173, 60322,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53644, 53663, 53666, 53699, 858, 869, 872, 876, -1, -1, -1, -1, 6366, 6390, 6393, 6486,
        -1, -1, -1, -1, 24682, 24695, 24698, 24724, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44305, 44326, 44329, 44339, -1, -1, -1, -1, 24475, 24486, 24489, 24500,
        41063, 41081, 41084, 41127, 46965, 46983, 46986, 47069, 15524, 15548, 15551, 15594, 35309, 35329, 35332, 35341,
        -1, -1, -1, -1, -1, -1, -1, -1, 30831, 30847, 30850, 30876, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24792, 24818, 24821, 24842, -1, -1, -1, -1, 35944, 35972, 35975, 35989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41598, 41627, 41630, 41703, 49164, 49182, 49185, 49203,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61519, 61538, 61541, 61566, 28650, 28667, 28670, 28687, 46724, 46745, 46748, 46901,
        49860, 49876, 49879, 49905, -1, -1, -1, -1, 30277, 30297, 30300, 30308, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 43620, 43638, 43641, 43647, -1, -1, -1, -1,
        21955, 21971, 21974, 22240, -1, -1, -1, -1, -1, -1, -1, -1, 43787, 43805, 43808, 43815,
        -1, -1, -1, -1, -1, -1, -1, -1, 28542, 28559, 28562, 28649, -1, -1, -1, -1,
        32899, 32923, 32926, 32958, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54365, 54386, 54389, 54474, 40079, 40098, 40101, 40107, 24521, 24536, 24539, 24549, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25590, 25615, 25618, 25677, 28997, 29011, 29014, 29078,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49530, 49553, 49556, 49598, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15928, 15946, 15949, 15979, -1, -1, -1, -1, 16439, 16457, 16460, 16574,
        20614, 20627, 20630, 20657, 36036, 36055, 36058, 36458, 41340, 41362, 41365, 41399, 23481, 23510, 23513, 23560,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 24296, 24307, 24310, 24315,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7711, 7729, 7732, 7826, 3698, 3714, 3717, 3724, -1, -1, -1, -1, -1, -1, -1, -1,
        42139, 42159, 42162, 42184, 17819, 17826, 17829, 17831, 24270, 24284, 24287, 24295, 34975, 35002, 35005, 35066,
        36836, 36860, 36863, 36994, -1, -1, -1, -1, 51063, 51080, 51083, 51140, 63259, 63280, 63283, 63307,
        -1, -1, -1, -1, -1, -1, -1, -1, 48585, 48619, 48622, 48674, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 34736, 34755, 34758, 34817, -1, -1, -1, -1,
        15648, 15665, 15668, 15701, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54561, 54577, 54580, 54608, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48449, 48478, 48481, 48497, -1, -1, -1, -1, 47161, 47182, 47185, 47205, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40170, 40187, 40190, 40194, 42855, 42866, 42869, 42888,
        -1, -1, -1, -1, 52405, 52420, 52423, 52439, 4351, 4363, 4366, 4429, 63364, 63380, 63383, 63422,
        -1, -1, -1, -1, 13343, 13367, 13370, 13562, -1, -1, -1, -1, 61933, 61950, 61953, 61967,
        -1, -1, -1, -1, -1, -1, -1, -1, 43757, 43770, 43773, 43786, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 31054, 31074, 31077, 31123, -1, -1, -1, -1,
        38928, 38949, 38952, 39060, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4939, 4963, 4966, 4972, 34448, 34475, 34478, 34534, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46311, 46330, 46333, 46364, 24550, 24567, 24570, 24582,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44741, 44755, 44758, 44855, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60094, 60112, 60115, 60149, -1, -1, -1, -1, -1, -1, -1, -1,
        61872, 61890, 61893, 61932, 43304, 43323, 43326, 43333, 54671, 54700, 54703, 54722, 21098, 21114, 21117, 21174,
        -1, -1, -1, -1, 40516, 40538, 40541, 40616, -1, -1, -1, -1, -1, -1, -1, -1,
        4910, 4930, 4933, 4938, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17770, 17783, 17786, 17794, -1, -1, -1, -1, -1, -1, -1, -1, 20755, 20775, 20778, 20811,
        -1, -1, -1, -1, 5186, 5212, 5215, 5246, -1, -1, -1, -1, 41246, 41264, 41267, 41293,
        49722, 49742, 49745, 49784, -1, -1, -1, -1, 26883, 26910, 26913, 27033, 58208, 58225, 58228, 58250,
        35067, 35092, 35095, 35136, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61035, 61056, 61059, 61089, 47758, 47776, 47779, 47795,
        41784, 41812, 41815, 41869, 13026, 13050, 13053, 13144, 20400, 20420, 20423, 20459, -1, -1, -1, -1,
        814, 826, 829, 834, 46110, 46129, 46132, 46158, 47520, 47533, 47536, 47567, 47475, 47497, 47500, 47519,
        32854, 32869, 32872, 32898, 38826, 38851, 38854, 38927, 47701, 47727, 47730, 47757, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41704, 41730, 41733, 41783, 1079, 1100, 1103, 1166,
        39109, 39128, 39131, 39228, 31262, 31282, 31285, 31308, 58251, 58267, 58270, 58429, -1, -1, -1, -1,
        4973, 4986, 4989, 4995, 47206, 47224, 47227, 47243, 54262, 54287, 54290, 54309, 38504, 38527, 38530, 38634,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53353, 53369, 53372, 53393, 15426, 15448, 15451, 15523,
        57893, 57918, 57921, 57972, -1, -1, -1, -1, -1, -1, -1, -1, 31124, 31146, 31149, 31196,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 19119, 19132, 19135, 19239,
        -1, -1, -1, -1, 18757, 18767, 18770, 18872, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30417, 30433, 30436, 30447, 4299, 4312, 4315, 4350, 59707, 59721, 59724, 59789, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46051, 46067, 46070, 46109, -1, -1, -1, -1,
        -1, -1, -1, -1, 5019, 5033, 5036, 5071, 21175, 21190, 21193, 21228, 43364, 43379, 43382, 43385,
        55339, 55366, 55369, 55396, 55457, 55492, 55495, 55519, 45957, 45975, 45978, 46050, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45337, 45361, 45364, 45405,
        49599, 49619, 49622, 49664, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43141, 43160, 43163, 43187, 28208, 28228, 28231, 28345, 43188, 43209, 43212, 43237, 43418, 43436, 43439, 43445,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35777, 35811, 35814, 35822, -1, -1, -1, -1, 40137, 40158, 40161, 40169,
        28013, 28034, 28037, 28098, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31793, 31817, 31820, 31893, 22406, 22429, 22432, 22514, -1, -1, -1, -1,
        -1, -1, -1, -1, 15284, 15309, 15312, 15332, 58496, 58521, 58524, 58563, 6681, 6700, 6703, 6707,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39652, 39671, 39674, 39734, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36745, 36769, 36772, 36835, -1, -1, -1, -1, 62131, 62146, 62149, 62177, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8127, 8152, 8155, 8189, -1, -1, -1, -1,
        58642, 58663, 58666, 58725, -1, -1, -1, -1, 25678, 25701, 25704, 25792, 12821, 12845, 12848, 13025,
        43570, 43587, 43590, 43595, 46365, 46384, 46387, 46465, 51448, 51465, 51468, 51500, 4883, 4901, 4904, 4909,
        400, 417, 420, 433, 9355, 9375, 9378, 9436, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 13675, 13700, 13703, 13880, 19662, 19679, 19682, 19793, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35729, 35764, 35767, 35776,
        53037, 53049, 53052, 53096, -1, -1, -1, -1, 41400, 41421, 41424, 41457, 6821, 6844, 6847, 6879,
        55668, 55695, 55698, 55720, -1, -1, -1, -1, 56159, 56178, 56181, 56253, 25433, 25459, 25462, 25589,
        29480, 29496, 29499, 29565, 35900, 35926, 35929, 35943, 59962, 59984, 59987, 60093, 17891, 17901, 17904, 17910,
        -1, -1, -1, -1, -1, -1, -1, -1, 29963, 29976, 29979, 30035, -1, -1, -1, -1,
        40760, 40781, 40784, 40840, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37794, 37810, 37813, 37857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32816, 32832, 32835, 32853, -1, -1, -1, -1,
        23816, 23840, 23843, 23946, 734, 751, 754, 764, 25912, 25932, 25935, 26052, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26763, 26790, 26793, 26882,
        -1, -1, -1, -1, -1, -1, -1, -1, 43334, 43353, 43356, 43363, -1, -1, -1, -1,
        -1, -1, -1, -1, 32681, 32699, 32702, 32766, -1, -1, -1, -1, 5072, 5083, 5086, 5136,
        13317, 13330, 13333, 13342, 48977, 48995, 48998, 49037, 47956, 47978, 47981, 47997, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 50585, 50600, 50603, 50632, 58882, 58896, 58899, 59016,
        -1, -1, -1, -1, 58430, 58452, 58455, 58495, 4711, 4727, 4730, 4787, 61732, 61746, 61749, 61781,
        17864, 17875, 17878, 17890, 53564, 53576, 53579, 53607, 53931, 53951, 53954, 53977, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32488, 32500, 32503, 32519, -1, -1, -1, -1, 1949, 1974, 1977, 2032, -1, -1, -1, -1,
        -1, -1, -1, -1, 4807, 4818, 4821, 4829, 47857, 47875, 47878, 47894, 4830, 4848, 4851, 4860,
        -1, -1, -1, -1, 4545, 4570, 4573, 4593, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44856, 44876, 44879, 44972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17731, 17750, 17753, 17769,
        29079, 29102, 29105, 29143, 4512, 4533, 4536, 4544, 26201, 26229, 26232, 26431, 48675, 48703, 48706, 48752,
        -1, -1, -1, -1, -1, -1, -1, -1, 61814, 61830, 61833, 61871, -1, -1, -1, -1,
        46159, 46177, 46180, 46215, 46571, 46589, 46592, 46620, 1824, 1848, 1851, 1948, 494, 506, 509, 514,
        8060, 8084, 8087, 8126, 16300, 16316, 16319, 16409, 27618, 27632, 27635, 27687, 42432, 42457, 42460, 42477,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63423, 63441, 63444, 63486, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54218, 54241, 54244, 54261, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13881, 13902, 13905, 13966, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54901, 54932, 54935, 54956, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6644, 6662, 6665, 6680, 27928, 27947, 27950, 28012, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38749, 38766, 38769, 38825, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38004, 38037, 38040, 38093, 43936, 43970, 43973, 44023, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 51781, 51803, 51806, 51838, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51501, 51519, 51522, 51566,
        44509, 44524, 44527, 44604, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4483, 4503, 4506, 4511, 23684, 23709, 23712, 23726,
        24501, 24512, 24515, 24520, 49906, 49923, 49926, 49990, 27350, 27373, 27376, 27464, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50461, 50480, 50483, 50584, 53282, 53299, 53302, 53352, -1, -1, -1, -1,
        17139, 17158, 17161, 17175, 13273, 13289, 13292, 13316, -1, -1, -1, -1, -1, -1, -1, -1,
        30596, 30615, 30618, 30626, 3725, 3745, 3748, 3911, 58097, 58125, 58128, 58167, -1, -1, -1, -1,
        7286, 7305, 7308, 7360, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63131, 63154, 63157, 63214, 1365, 1383, 1386, 1487,
        62238, 62258, 62261, 62292, 43722, 43732, 43735, 43756, 23947, 23971, 23974, 24059, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42527, 42552, 42555, 42572,
        51946, 51966, 51969, 52084, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24316, 24328, 24331, 24333, 55568, 55597, 55600, 55617, -1, -1, -1, -1,
        15165, 15190, 15193, 15283, 49665, 49684, 49687, 49721, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1630, 1653, 1656, 1747, 49296, 49313, 49316, 49363,
        -1, -1, -1, -1, 36995, 37015, 37018, 37057, 47796, 47816, 47819, 47836, 61968, 61985, 61988, 62002,
        -1, -1, -1, -1, 42318, 42341, 42344, 42359, 63487, 63507, 63510, 63553, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62003, 62021, 62024, 62045, -1, -1, -1, -1,
        26516, 26551, 26554, 26640, -1, -1, -1, -1, 17911, 17924, 17927, 18080, 33330, 33357, 33360, 33412,
        47116, 47138, 47141, 47160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4861, 4875, 4878, 4882, -1, -1, -1, -1,
        -1, -1, -1, -1, 40471, 40490, 40493, 40515, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28778, 28793, 28796, 28899, 13202, 13227, 13230, 13272,
        30966, 30976, 30979, 30993, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54646, 54658, 54661, 54670, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32408, 32422, 32425, 32487, 61693, 61712, 61715, 61731, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22879, 22908, 22911, 23050, -1, -1, -1, -1,
        47895, 47915, 47918, 47935, 60504, 60523, 60526, 60609, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56589, 56610, 56613, 56799, -1, -1, -1, -1, -1, -1, -1, -1,
        20983, 21002, 21005, 21097, 7437, 7461, 7464, 7514, 51567, 51586, 51589, 51684, -1, -1, -1, -1,
        28900, 28922, 28925, 28996, -1, -1, -1, -1, 41956, 41978, 41981, 42045, -1, -1, -1, -1,
        42287, 42304, 42307, 42317, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40841, 40863, 40866, 40919, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23727, 23743, 23746, 23760, 53447, 53468, 53471, 53525, 23118, 23144, 23147, 23184, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50132, 50156, 50159, 50280, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 56416, 56435, 56438, 56588, -1, -1, -1, -1,
        -1, -1, -1, -1, 30347, 30370, 30373, 30384, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45479, 45502, 45505, 45533, -1, -1, -1, -1, -1, -1, -1, -1,
        17031, 17051, 17054, 17138, -1, -1, -1, -1, -1, -1, -1, -1, 14662, 14683, 14686, 14743,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40617, 40633, 40636, 40694,
        44362, 44375, 44378, 44464, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24237, 24254, 24257, 24269, -1, -1, -1, -1, -1, -1, -1, -1, 18153, 18176, 18179, 18220,
        16786, 16803, 16806, 16856, 44973, 44993, 44996, 45056, -1, -1, -1, -1, 17176, 17193, 17196, 17243,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47936, 47943, 47946, 47955, -1, -1, -1, -1, -1, -1, -1, -1,
        13145, 13169, 13172, 13201, 29846, 29862, 29865, 29962, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43094, 43113, 43116, 43140,
        47070, 47088, 47091, 47115, -1, -1, -1, -1, 30627, 30647, 30650, 30658, -1, -1, -1, -1,
        -1, -1, -1, -1, 62332, 62348, 62351, 62373, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52440, 52457, 52460, 52540, -1, -1, -1, -1, -1, -1, -1, -1,
        24099, 24125, 24128, 24154, -1, -1, -1, -1, 29350, 29368, 29371, 29479, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4996, 5009, 5012, 5018,
        15980, 16000, 16003, 16092, 24155, 24168, 24171, 24184, 35473, 35505, 35508, 35529, 22339, 22369, 22372, 22405,
        42691, 42716, 42719, 42808, -1, -1, -1, -1, 33878, 33902, 33905, 33958, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17604, 17621, 17624, 17730, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43446, 43462, 43465, 43469, 46671, 46689, 46692, 46723,
        55721, 55744, 55747, 55806, -1, -1, -1, -1, 53978, 54001, 54004, 54041, -1, -1, -1, -1,
        62046, 62063, 62066, 62080, 32012, 32039, 32042, 32132, 61782, 61803, 61806, 61813, -1, -1, -1, -1,
        4430, 4446, 4449, 4482, 43696, 43713, 43716, 43721, -1, -1, -1, -1, 53394, 53408, 53411, 53446,
        -1, -1, -1, -1, -1, -1, -1, -1, 22622, 22646, 22649, 22706, -1, -1, -1, -1,
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
        help.details.watch = Список наблюдения хранится в хранилище папки данных в том порядке, в каком добавлялись тикеры. Цены берутся из каталога (их обновляет «finder stocks sync») или более новые, полученные с --refresh у источника котировок для бумаг из списка: «finder watch --refresh», а в cron — «finder watch check --refresh». «finder watch check» показывает тикеры, по которым сейчас срабатывает оповещение, называет каждое словами и завершается с кодом 0; если не сработало ни одно — с кодом 1, так что в cron можно написать: «finder watch check && notify-send …» С --interval SECONDS цены обновляются снова и снова, пока вы не выйдете: в терминале — на отдельном экране (r обновляет сразу, q — выход), иначе — отдельным ответом на каждое обновление (в JSON — документом); --count N останавливает после N обновлений.
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
        help.option.count = остановиться после стольких обновлений
        help.option.country = только листинги этих стран: коды ISO или названия через запятую
        help.option.data-dir = где finder хранит данные (по умолчанию $XDG_DATA_HOME/finder)
        help.option.domain = какой раздел: stocks (акции) или photos (фото)
        help.option.exchange = только листинги этих бирж: коды или названия (MOEX, Мосбиржа) через запятую
        help.option.fields = какие поля результатов выводить, через запятую и в этом порядке (в любом формате; имена как в JSON)
        help.option.format = формат вывода (по умолчанию text; csv и tsv — таблица со строкой заголовков)
        help.option.from = откуда обновлять: moex, nasdaq, https-URL или файл (по умолчанию — все источники без ключа)
        help.option.help = показать справку
        help.option.images = как рисовать превью фотографий: лучшим способом, который есть у терминала, заданным протоколом, блоками, только размытием или никак (по умолчанию auto)
        help.option.interval = обновлять цены через столько секунд, пока вы не выйдете (не меньше 5; в терминале — на отдельном экране)
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
        hint.noPrices = Цен пока нет: чтобы загрузить актуальные цены с Московской биржи и Nasdaq, выполните «finder stocks sync».
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
        price.unknown = цена неизвестна
        price.unknownValue = неизвестна
        price.withDate = {price} · {date}
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
        quotes.noSource = {listings}: в каталоге не указана биржа, поэтому котировку спросить не у кого.
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
        version.bundledDate = {source} (investpy, 2022)
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
        -1, -1, -1, -1, -1, -1, -1, -1, 55760, 55780, 55783, 55799, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63009, 63029, 63032, 63046,
        -1, -1, -1, -1, 37445, 37457, 37460, 37492, 15861, 15885, 15888, 16880, -1, -1, -1, -1,
        12682, 12702, 12705, 12852, 54133, 54151, 54154, 54203, 38314, 38338, 38341, 38370, 63109, 63123, 63126, 63190,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 48058, 48077, 48080, 48129, 6877, 6894, 6897, 6950, 88915, 88942, 88945, 88976,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 32601, 32621, 32624, 32684, 33555, 33576, 33579, 33664, 44085, 44102, 44105, 44233,
        -1, -1, -1, -1, -1, -1, -1, -1, 67360, 67386, 67389, 67440, -1, -1, -1, -1,
        55045, 55071, 55074, 55173, -1, -1, -1, -1, -1, -1, -1, -1, 23289, 23307, 23310, 23340,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28620, 28637, 28640, 28895,
        -1, -1, -1, -1, 49453, 49470, 49473, 49743, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78907, 78933, 78936, 78962, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 20208, 20230, 20233, 20400, -1, -1, -1, -1,
        35778, 35804, 35807, 35871, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98905, 98929, 98932, 98976, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51851, 51869, 51872, 51902,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77985, 78017, 78020, 78131, -1, -1, -1, -1, 88423, 88454, 88457, 88499, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86582, 86606, 86609, 86633, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61517, 61534, 61537, 61981,
        77463, 77490, 77493, 77517, -1, -1, -1, -1, 37802, 37812, 37815, 37831, 10304, 10323, 10326, 10415,
        -1, -1, -1, -1, -1, -1, -1, -1, 89874, 89908, 89911, 89964, 98378, 98396, 98399, 98465,
        -1, -1, -1, -1, 68310, 68329, 68332, 68393, 84454, 84468, 84471, 84556, 68850, 68870, 68873, 68904,
        28050, 28067, 28070, 28206, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16881, 16905, 16908, 18732, 46242, 46256, 46259, 46518, 37766, 37777, 37780, 37801, 50599, 50619, 50622, 50671,
        96093, 96109, 96112, 96265, 101699, 101714, 101717, 101870, -1, -1, -1, -1, -1, -1, -1, -1,
        32779, 32795, 32798, 32850, 37668, 37678, 37681, 37685, 88017, 88048, 88051, 88097, 48318, 48338, 48341, 48423,
        -1, -1, -1, -1, -1, -1, -1, -1, 8896, 8908, 8911, 9022, -1, -1, -1, -1,
        -1, -1, -1, -1, 55971, 56002, 56005, 56032, 67523, 67550, 67553, 67606, -1, -1, -1, -1,
        -1, -1, -1, -1, 72611, 72633, 72636, 72676, 43684, 43702, 43705, 43822, 22144, 22169, 22172, 22311,
        93966, 93991, 93994, 94152, -1, -1, -1, -1, 42243, 42253, 42256, 42332, -1, -1, -1, -1,
        -1, -1, -1, -1, 68265, 68281, 68284, 68309, -1, -1, -1, -1, -1, -1, -1, -1,
        102608, 102624, 102627, 102688, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58884, 58909, 58912, 58956, 82158, 82185, 82188, 82331, -1, -1, -1, -1,
        -1, -1, -1, -1, 38088, 38100, 38103, 38115, -1, -1, -1, -1, 66869, 66894, 66897, 66924,
        -1, -1, -1, -1, 66957, 66982, 66985, 67036, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29763, 29791, 29794, 30205, 36304, 36320, 36323, 36356, 43104, 43126, 43129, 43293, 68574, 68594, 68597, 68665,
        33665, 33698, 33701, 33818, 70445, 70476, 70479, 70577, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11142, 11161, 11164, 11267, 418, 435, 438, 462,
        60560, 60576, 60579, 60753, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51090, 51112, 51115, 51184, -1, -1, -1, -1,
        -1, -1, -1, -1, 89784, 89817, 89820, 89873, -1, -1, -1, -1, -1, -1, -1, -1,
        84923, 84940, 84943, 85058, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        76623, 76641, 76644, 76668, -1, -1, -1, -1, 76848, 76861, 76864, 76870, 96266, 96280, 96283, 96384,
        -1, -1, -1, -1, -1, -1, -1, -1, 69843, 69875, 69878, 69968, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22871, 22896, 22899, 23039, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47262, 47285, 47288, 47304, 69345, 69362, 69365, 69373,
        34983, 35006, 35009, 35174, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75056, 75082, 75085, 75178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60232, 60259, 60262, 60349,
        -1, -1, -1, -1, 7998, 8016, 8019, 8167, 50818, 50838, 50841, 50908, 76802, 76813, 76816, 76847,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53025, 53050, 53053, 53202, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 102214, 102231, 102234, 102385, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98584, 98602, 98605, 98754, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66760, 66784, 66787, 66816, 33230, 33250, 33253, 33342, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        76242, 76249, 76252, 76263, 88977, 88999, 89002, 89003, -1, -1, -1, -1, 76576, 76595, 76598, 76622,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65673, 65700, 65703, 65798, 68121, 68143, 68146, 68191, 88500, 88532, 88535, 88577,
        52463, 52483, 52486, 52524, 79519, 79539, 79542, 79577, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12552, 12575, 12578, 12681, 40127, 40152, 40155, 40328,
        82005, 82024, 82027, 82157, 78408, 78437, 78440, 78535, 99749, 99766, 99769, 99801, -1, -1, -1, -1,
        54846, 54865, 54868, 54914, 47804, 47816, 47819, 47897, 27813, 27834, 27837, 27940, 59771, 59795, 59798, 59908,
        94717, 94740, 94743, 94770, -1, -1, -1, -1, 89004, 89029, 89032, 89099, 95698, 95716, 95719, 95774,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71203, 71217, 71220, 71398,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56088, 56116, 56119, 56154, 93634, 93658, 93661, 93818, -1, -1, -1, -1,
        102689, 102707, 102710, 102822, -1, -1, -1, -1, 85059, 85076, 85079, 85176, -1, -1, -1, -1,
        31540, 31561, 31564, 31676, -1, -1, -1, -1, 40606, 40631, 40634, 40883, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71843, 71863, 71866, 71939,
        698, 710, 713, 725, 85809, 85822, 85825, 85866, 79578, 79591, 79594, 79638, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62873, 62892, 62895, 62903, 90442, 90467, 90470, 90516,
        26328, 26347, 26350, 26498, 93040, 93058, 93061, 93248, 96874, 96901, 96904, 97072, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55847, 55883, 55886, 55907,
        -1, -1, -1, -1, 63689, 63705, 63708, 63820, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52724, 52755, 52758, 53024, -1, -1, -1, -1, 18887, 18905, 18908, 20207,
        92990, 93009, 93012, 93039, 10007, 10017, 10020, 10195, 85649, 85669, 85672, 85808, -1, -1, -1, -1,
        -1, -1, -1, -1, 47097, 47107, 47110, 47157, -1, -1, -1, -1, 53758, 53777, 53780, 53816,
        48745, 48765, 48768, 48853, -1, -1, -1, -1, 103095, 103110, 103113, 103205, -1, -1, -1, -1,
        -1, -1, -1, -1, 43294, 43310, 43313, 43463, 72122, 72139, 72142, 72212, -1, -1, -1, -1,
        12853, 12877, 12880, 14428, 21839, 21861, 21864, 21979, -1, -1, -1, -1, -1, -1, -1, -1,
        45465, 45479, 45482, 45658, 51003, 51023, 51026, 51089, 88098, 88121, 88124, 88159, 38175, 38187, 38190, 38192,
        46955, 46968, 46971, 47096, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36561, 36590, 36593, 36680, 71010, 71024, 71027, 71051, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69155, 69171, 69174, 69180,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 55174, 55199, 55202, 55303, -1, -1, -1, -1,
        37275, 37298, 37301, 37320, -1, -1, -1, -1, 7658, 7684, 7687, 7735, 70578, 70611, 70614, 70712,
        102386, 102400, 102403, 102513, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94290, 94312, 94315, 94382, 55800, 55824, 55827, 55846, 87036, 87065, 87068, 87141,
        48130, 48150, 48153, 48181, -1, -1, -1, -1, 50073, 50099, 50102, 50246, 89291, 89318, 89321, 89388,
        -1, -1, -1, -1, 97394, 97414, 97417, 97452, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51370, 51387, 51390, 51538,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 96385, 96407, 96410, 96550,
        -1, -1, -1, -1, 7857, 7874, 7877, 7997, -1, -1, -1, -1, 82897, 82924, 82927, 83108,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26499, 26518, 26521, 26806,
        80917, 80939, 80942, 81137, -1, -1, -1, -1, 73942, 73960, 73963, 74044, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79743, 79764, 79767, 79796, 44602, 44623, 44626, 44756,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47758, 47774, 47777, 47803,
        69283, 69299, 69302, 69312, 9385, 9403, 9406, 9476, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 101444, 101461, 101464, 101503, -1, -1, -1, -1, 10505, 10525, 10528, 10693,
        55612, 55636, 55639, 55648, -1, -1, -1, -1, 100979, 100995, 100998, 101074, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9669, 9698, 9701, 9802, 37686, 37696, 37699, 37703,
        1052, 1066, 1069, 1087, 37493, 37506, 37509, 37521, 59682, 59706, 59709, 59770, 85177, 85195, 85198, 85340,
        87858, 87888, 87891, 87937, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 48229, 48245, 48248, 48317, 56690, 56713, 56716, 56742, 97210, 97232, 97235, 97393,
        23233, 23259, 23262, 23288, 82332, 82352, 82355, 82471, 72677, 72701, 72704, 72878, 9803, 9825, 9828, 9914,
        33343, 33370, 33373, 33554, 72879, 72898, 72901, 72931, 99068, 99088, 99091, 99190, -1, -1, -1, -1,
        309, 326, 329, 332, 57452, 57480, 57483, 57915, 86978, 86998, 87001, 87035, 90294, 90321, 90324, 90366,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35956, 35976, 35979, 36067,
        83752, 83768, 83771, 83792, 86766, 86787, 86790, 86848, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        31077, 31100, 31103, 31539, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 84140, 84162, 84165, 84287, 355, 367, 370, 388,
        75610, 75631, 75634, 75667, -1, -1, -1, -1, 68483, 68502, 68505, 68573, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47516, 47532, 47535, 47553, -1, -1, -1, -1,
        83833, 83850, 83853, 83883, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45350, 45366, 45369, 45464, 69555, 69569, 69572, 69589, 79179, 79198, 79201, 79268, 89629, 89654, 89657, 89699,
        -1, -1, -1, -1, -1, -1, -1, -1, 47580, 47599, 47602, 47620, 38623, 38638, 38641, 39473,
        47435, 47452, 47455, 47465, 48424, 48445, 48448, 48530, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        88285, 88310, 88313, 88348, -1, -1, -1, -1, 79023, 79041, 79044, 79107, -1, -1, -1, -1,
        -1, -1, -1, -1, 59059, 59082, 59085, 59209, 46042, 46056, 46059, 46135, -1, -1, -1, -1,
        47158, 47166, 47169, 47223, 38574, 38594, 38597, 38622, 62974, 62995, 62998, 63008, -1, -1, -1, -1,
        52525, 52547, 52550, 52585, 53377, 53397, 53400, 53490, -1, -1, -1, -1, -1, -1, -1, -1,
        55523, 55547, 55550, 55611, 67976, 67998, 68001, 68046, 27316, 27328, 27331, 27350, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18733, 18753, 18756, 18886, -1, -1, -1, -1,
        30206, 30224, 30227, 30460, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74420, 74440, 74443, 74524, -1, -1, -1, -1, 102968, 102983, 102986, 103041, 86679, 86701, 86704, 86765,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63080, 63097, 63100, 63108,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36068, 36091, 36094, 36137,
        70713, 70738, 70741, 70824, 99650, 99657, 99660, 99700, -1, -1, -1, -1, -1, -1, -1, -1,
        25245, 25265, 25268, 25455, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78661, 78691, 78694, 78787, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36681, 36706, 36709, 36729, 88855, 88880, 88883, 88914, -1, -1, -1, -1, 73749, 73768, 73771, 73804,
        -1, -1, -1, -1, 25507, 25523, 25526, 25553, -1, -1, -1, -1, 79797, 79819, 79822, 79878,
        -1, -1, -1, -1, 7206, 7216, 7219, 7225, 42468, 42490, 42493, 42666, 100794, 100807, 100810, 100876,
        4936, 4961, 4964, 5147, 72973, 72992, 72995, 73030, -1, -1, -1, -1, 25672, 25687, 25690, 25779,
        -1, -1, -1, -1, 86409, 86429, 86432, 86463, 99191, 99219, 99222, 99360, 73477, 73502, 73505, 73541,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 87142, 87163, 87166, 87188,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47350, 47370, 47373, 47387,
        -1, -1, -1, -1, 86251, 86267, 86270, 86310, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 94383, 94406, 94409, 94484, 46136, 46151, 46154, 46241,
        101307, 101325, 101328, 101385, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        87587, 87599, 87602, 87656, 93819, 93842, 93845, 93965, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36357, 36375, 36378, 36442, 41629, 41660, 41663, 41802, 56406, 56424, 56427, 56450,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69222, 69238, 69241, 69249,
        -1, -1, -1, -1, -1, -1, -1, -1, 56451, 56477, 56480, 56509, 101871, 101887, 101890, 102043,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72030, 72052, 72055, 72121, -1, -1, -1, -1, -1, -1, -1, -1,
        30692, 30717, 30720, 31076, 52217, 52235, 52238, 52276, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33912, 33951, 33954, 34034, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69374, 69389, 69392, 69395, 76669, 76689, 76692, 76718, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37640, 37654, 37657, 37667, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50672, 50686, 50689, 50798, 75554, 75573, 75576, 75609, 91146, 91170, 91173, 91557, 22787, 22810, 22813, 22870,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 38062, 38074, 38077, 38087,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66335, 66358, 66361, 66475,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35308, 35337, 35340, 35541, -1, -1, -1, -1, -1, -1, -1, -1, 102514, 102530, 102533, 102607,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67879, 67898, 67901, 67941, -1, -1, -1, -1, 73401, 73420, 73423, 73476,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74967, 74983, 74986, 75055, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64882, 64902, 64905, 64928, 101504, 101521, 101524, 101563, 1158, 1171, 1174, 1192,
        49227, 49242, 49245, 49452, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        81365, 81387, 81390, 81420, 72303, 72326, 72329, 72384, 86548, 86562, 86565, 86581, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76871, 76881, 76884, 76889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63265, 63284, 63287, 63365, 28292, 28310, 28313, 28430, -1, -1, -1, -1,
        -1, -1, -1, -1, 59338, 59362, 59365, 59516, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21435, 21456, 21459, 21546, 32685, 32700, 32703, 32778, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54451, 54475, 54478, 54639, 62316, 62339, 62342, 62471, -1, -1, -1, -1, 52079, 52104, 52107, 52159,
        52334, 52353, 52356, 52462, 76312, 76331, 76334, 76358, 99484, 99511, 99514, 99649, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31970, 31992, 31995, 32053,
        47466, 47485, 47488, 47515, 83793, 83812, 83815, 83832, 44234, 44256, 44259, 44378, 72527, 72549, 72552, 72610,
        68192, 68216, 68219, 68264, 89462, 89487, 89490, 89543, 8649, 8663, 8666, 8895, 93249, 93265, 93268, 93547,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50909, 50930, 50933, 51002,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 90593, 90618, 90621, 90667, 58430, 58450, 58453, 58681, -1, -1, -1, -1,
        56155, 56184, 56187, 56218, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79708, 79722, 79725, 79742, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76719, 76733, 76736, 76771, 11412, 11436, 11439, 11560,
        5408, 5422, 5425, 5435, 47554, 47570, 47573, 47579, 66615, 66638, 66641, 66667, -1, -1, -1, -1,
        53622, 53649, 53652, 53757, -1, -1, -1, -1, 72472, 72493, 72496, 72526, 66540, 66567, 66570, 66614,
        6951, 6968, 6971, 7080, 76264, 76282, 76285, 76311, 80472, 80494, 80497, 80694, 85341, 85360, 85363, 85444,
        67607, 67627, 67630, 67715, 67196, 67223, 67226, 67277, 77576, 77603, 77606, 77628, 69128, 69143, 69146, 69154,
        3155, 3179, 3182, 3321, 77175, 77208, 77211, 77316, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36138, 36165, 36168, 36303, 58682, 58711, 58714, 58883, 66045, 66071, 66074, 66178, 67278, 67303, 67306, 67359,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72932, 72950, 72953, 72972,
        55649, 55676, 55679, 55691, 31677, 31687, 31690, 31724, 62805, 62824, 62827, 62837, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34601, 34631, 34634, 34746, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22312, 22337, 22340, 22533, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83487, 83507, 83510, 83639, -1, -1, -1, -1,
        81421, 81440, 81443, 81585, 89195, 89220, 89223, 89290, 12520, 12533, 12536, 12551, 56033, 56059, 56062, 56087,
        78963, 78991, 78994, 79022, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65240, 65267, 65270, 65392, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32179, 32197, 32200, 32237, -1, -1, -1, -1, 88655, 88688, 88691, 88733, 91713, 91731, 91734, 91998,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59998, 60023, 60026, 60126,
        70097, 70114, 70117, 70173, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21980, 22000, 22003, 22143, 85543, 85559, 85562, 85648, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98755, 98775, 98778, 98904, 50247, 50272, 50275, 50421,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 63047, 63064, 63067, 63079,
        -1, -1, -1, -1, -1, -1, -1, -1, 56348, 56382, 56385, 56405, 32368, 32386, 32389, 32506,
        64098, 64113, 64116, 64208, 87717, 87735, 87738, 87753, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26807, 26823, 26826, 27005, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11883, 11905, 11908, 11975, 49900, 49925, 49928, 50072, 64627, 64641, 64644, 64726,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24584, 24602, 24605, 24733, 61230, 61247, 61250, 61310,
        71940, 71960, 71963, 72029, 88223, 88246, 88249, 88284, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12094, 12118, 12121, 12325, 38529, 38547, 38550, 38573,
        1259, 1269, 1272, 1286, 51539, 51554, 51557, 51689, 73805, 73825, 73828, 73880, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10694, 10718, 10721, 10858,
        75668, 75692, 75695, 75753, 42927, 42941, 42944, 43007, 69181, 69200, 69203, 69221, 81864, 81887, 81890, 82004,
        11976, 12000, 12003, 12093, 87307, 87332, 87335, 87375, 64929, 64956, 64959, 65083, 42333, 42360, 42363, 42467,
        80186, 80202, 80205, 80290, 60127, 60150, 60153, 60231, 70861, 70867, 70870, 70880, -1, -1, -1, -1,
        10859, 10879, 10882, 11019, 101152, 101169, 101172, 101231, -1, -1, -1, -1, -1, -1, -1, -1,
        23617, 23631, 23634, 23703, 48927, 48945, 48948, 49049, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23894, 23913, 23916, 24029, 53203, 53230, 53233, 53287, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8168, 8190, 8193, 8342,
        -1, -1, -1, -1, 75179, 75198, 75201, 75243, -1, -1, -1, -1, 14565, 14584, 14587, 15860,
        37704, 37719, 37722, 37765, 42801, 42822, 42825, 42926, 10416, 10433, 10436, 10504, 59909, 59939, 59942, 59997,
        66925, 66943, 66946, 66956, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        55692, 55711, 55714, 55725, 9133, 9149, 9152, 9284, 82621, 82639, 82642, 82752, 98005, 98023, 98026, 98150,
        -1, -1, -1, -1, -1, -1, -1, -1, 46834, 46848, 46851, 46954, 89389, 89413, 89416, 89461,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22619, 22638, 22641, 22786, 77317, 77352, 77355, 77462,
        -1, -1, -1, -1, -1, -1, -1, -1, 96722, 96741, 96744, 96873, -1, -1, -1, -1,
        27368, 27384, 27387, 27408, 29091, 29104, 29107, 29573, -1, -1, -1, -1, 33819, 33852, 33855, 33911,
        95775, 95790, 95793, 95876, 99361, 99380, 99383, 99483, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 87514, 87533, 87536, 87586, -1, -1, -1, -1,
        -1, -1, -1, -1, 62472, 62496, 62499, 62804, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 93548, 93571, 93574, 93633, -1, -1, -1, -1, 36829, 36849, 36852, 36912,
        -1, -1, -1, -1, 69036, 69056, 69059, 69069, 1320, 1332, 1335, 1345, 24030, 24050, 24053, 24140,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34035, 34059, 34062, 34179, -1, -1, -1, -1,
        76772, 76783, 76786, 76801, 53893, 53917, 53920, 54132, -1, -1, -1, -1, 100662, 100677, 100680, 100728,
        -1, -1, -1, -1, -1, -1, -1, -1, 75841, 75865, 75868, 75926, 102044, 102059, 102062, 102213,
        -1, -1, -1, -1, -1, -1, -1, -1, 96551, 96567, 96570, 96721, 53288, 53300, 53303, 53376,
        84752, 84773, 84776, 84922, 79269, 79289, 79292, 79346, -1, -1, -1, -1, 25780, 25802, 25805, 25942,
        -1, -1, -1, -1, 28207, 28224, 28227, 28291, -1, -1, -1, -1, 88349, 88369, 88372, 88422,
        -1, -1, -1, -1, -1, -1, -1, -1, 52277, 52293, 52296, 52333, 32115, 32134, 32137, 32178,
        64453, 64476, 64479, 64564, 92668, 92686, 92689, 92989, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11561, 11581, 11584, 11711, 76528, 76546, 76549, 76575, -1, -1, -1, -1,
        -1, -1, -1, -1, 9285, 9304, 9307, 9384, 58957, 58982, 58985, 59058, -1, -1, -1, -1,
        31807, 31828, 31831, 31891, 89544, 89570, 89573, 89628, 90147, 90174, 90177, 90219, 43823, 43844, 43847, 43853,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 98151, 98174, 98177, 98248, -1, -1, -1, -1,
        101564, 101582, 101585, 101698, 1375, 1394, 1397, 1540, 95877, 95888, 95891, 95913, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24900, 24916, 24919, 24950, 90220, 90248, 90251, 90293,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 101075, 101091, 101094, 101151,
        61982, 62008, 62011, 62218, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23800, 23817, 23820, 23893, 99856, 99875, 99878, 99903, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75244, 75268, 75271, 75300, 84288, 84304, 84307, 84453,
        103664, 103679, 103682, 103740, 75754, 75779, 75782, 75840, -1, -1, -1, -1, 89965, 89998, 90001, 90054,
        78281, 78309, 78312, 78407, 82753, 82772, 82775, 82896, -1, -1, -1, -1, 101386, 101397, 101400, 101443,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28431, 28448, 28451, 28619, 47898, 47919, 47922, 47982, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45659, 45679, 45682, 45707,
        -1, -1, -1, -1, 54204, 54225, 54228, 54322, -1, -1, -1, -1, -1, -1, -1, -1,
        98466, 98480, 98483, 98583, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25456, 25472, 25475, 25506,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52160, 52179, 52182, 52216,
        47713, 47731, 47734, 47757, -1, -1, -1, -1, 99802, 99819, 99822, 99855, -1, -1, -1, -1,
        24388, 24406, 24409, 24583, 90888, 90910, 90913, 91145, -1, -1, -1, -1, 95456, 95480, 95483, 95559,
        -1, -1, -1, -1, 38028, 38040, 38043, 38061, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 37981, 37994, 37997, 38027, -1, -1, -1, -1, -1, -1, -1, -1,
        9023, 9047, 9050, 9132, 88160, 88184, 88187, 88222, -1, -1, -1, -1, -1, -1, -1, -1,
        64209, 64228, 64231, 64311, 94153, 94178, 94181, 94289, 94886, 94901, 94904, 94932, 94595, 94626, 94629, 94716,
        -1, -1, -1, -1, -1, -1, -1, -1, 32238, 32258, 32261, 32302, -1, -1, -1, -1,
        63191, 63214, 63217, 63264, 68905, 68923, 68926, 68934, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49050, 49063, 49066, 49226,
        -1, -1, -1, -1, 64388, 64404, 64407, 64452, 41222, 41249, 41252, 41404, 8343, 8364, 8367, 8648,
        31725, 31745, 31748, 31806, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        38193, 38217, 38220, 38251, -1, -1, -1, -1, 50799, 50811, 50814, 50817, 53817, 53839, 53842, 53892,
        54640, 54664, 54667, 54745, 7810, 7827, 7830, 7856, 76890, 76923, 76926, 77031, 86634, 86659, 86662, 86678,
        -1, -1, -1, -1, 38432, 38450, 38453, 38478, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 97731, 97751, 97754, 98004,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        86464, 86483, 86486, 86547, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9477, 9501, 9504, 9668,
        -1, -1, -1, -1, 38116, 38129, 38132, 38174, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70825, 70846, 70849, 70860, -1, -1, -1, -1, 37832, 37843, 37846, 37875,
        64312, 64330, 64333, 64387, 74525, 74543, 74546, 74709, 23508, 23532, 23535, 23616, 55726, 55746, 55749, 55759,
        -1, -1, -1, -1, -1, -1, -1, -1, 47983, 47999, 48002, 48057, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38371, 38397, 38400, 38431, -1, -1, -1, -1, 56629, 56657, 56660, 56689, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70309, 70341, 70344, 70444, -1, -1, -1, -1, 65393, 65422, 65425, 65549, 79462, 79480, 79483, 79518,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 99701, 99720, 99723, 99748, 44547, 44564, 44567, 44601, 74121, 74142, 74145, 74419,
        80291, 80307, 80310, 80347, -1, -1, -1, -1, 47224, 47244, 47247, 47261, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 69313, 69331, 69334, 69344, -1, -1, -1, -1,
        34180, 34196, 34199, 34600, -1, -1, -1, -1, -1, -1, -1, -1, 69513, 69531, 69534, 69554,
        -1, -1, -1, -1, -1, -1, -1, -1, 44379, 44396, 44399, 44546, -1, -1, -1, -1,
        52006, 52030, 52033, 52078, -1, -1, -1, -1, -1, -1, -1, -1, 103378, 103397, 103400, 103475,
        87376, 87397, 87400, 87513, 62838, 62857, 62860, 62872, 37899, 37914, 37917, 37934, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39760, 39785, 39788, 39920, 45146, 45160, 45163, 45267,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79879, 79902, 79905, 79964, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24141, 24159, 24162, 24231, -1, -1, -1, -1, 24951, 24969, 24972, 25244,
        32303, 32316, 32319, 32367, 56510, 56537, 56540, 56569, 56743, 56762, 56765, 57451, 36443, 36472, 36475, 36560,
        64727, 64749, 64752, 64795, -1, -1, -1, -1, 389, 403, 406, 417, 37592, 37603, 37606, 37611,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11712, 11730, 11733, 11882, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        66476, 66496, 66499, 66539, 27351, 27358, 27361, 27367, 37562, 37576, 37579, 37591, 55304, 55331, 55334, 55435,
        58060, 58084, 58087, 58323, -1, -1, -1, -1, 82472, 82489, 82492, 82620, 103042, 103063, 103066, 103094,
        -1, -1, -1, -1, -1, -1, -1, -1, 67037, 67063, 67066, 67115, 78132, 78166, 78169, 78280,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 54746, 54765, 54768, 54845, -1, -1, -1, -1,
        23704, 23721, 23724, 23799, 75497, 75517, 75520, 75553, -1, -1, -1, -1, -1, -1, -1, -1,
        87657, 87673, 87676, 87716, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77629, 77658, 77661, 77685, -1, -1, -1, -1, 74844, 74865, 74868, 74911, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62941, 62958, 62961, 62973, 67942, 67953, 67956, 67975,
        -1, -1, -1, -1, 84557, 84572, 84575, 84607, 6553, 6565, 6568, 6667, 78788, 78814, 78817, 78845,
        103206, 103222, 103225, 103282, 21215, 21239, 21242, 21434, -1, -1, -1, -1, 100481, 100498, 100501, 100518,
        -1, -1, -1, -1, -1, -1, -1, -1, 69467, 69480, 69483, 69512, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 48531, 48551, 48554, 48636, -1, -1, -1, -1,
        61063, 61084, 61087, 61229, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7377, 7401, 7404, 7423, 54323, 54350, 54353, 54450, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73542, 73561, 73564, 73612, 37935, 37952, 37955, 37980,
        88794, 88820, 88823, 88854, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71399, 71413, 71416, 71540, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77518, 77546, 77549, 77575, 97628, 97646, 97649, 97730, -1, -1, -1, -1,
        100382, 100400, 100403, 100480, 68935, 68954, 68957, 68971, 87938, 87967, 87970, 88016, 33032, 33048, 33051, 33152,
        -1, -1, -1, -1, 63436, 63458, 63461, 63551, -1, -1, -1, -1, -1, -1, -1, -1,
        7348, 7368, 7371, 7376, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27273, 27286, 27289, 27315, -1, -1, -1, -1, -1, -1, -1, -1, 32507, 32527, 32530, 32600,
        -1, -1, -1, -1, 7736, 7762, 7765, 7809, 76071, 76090, 76093, 76127, 64565, 64583, 64586, 64626,
        80107, 80127, 80130, 80185, -1, -1, -1, -1, 41998, 42025, 42028, 42242, 94933, 94950, 94953, 94995,
        55436, 55461, 55464, 55522, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98977, 98998, 99001, 99067, 76128, 76146, 76149, 76183,
        65920, 65948, 65951, 66044, 20715, 20739, 20742, 20896, 31892, 31912, 31915, 31969, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 73244, 73263, 73266, 73301, 75370, 75383, 75386, 75440, 75301, 75323, 75326, 75369,
        51946, 51961, 51964, 52005, 60917, 60942, 60945, 61062, 75927, 75953, 75956, 76014, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65799, 65825, 65828, 65919, 1541, 1562, 1565, 1679,
        61311, 61330, 61333, 61516, 48854, 48874, 48877, 48926, 88734, 88759, 88762, 88793, 94996, 95012, 95015, 95264,
        7424, 7437, 7440, 7448, 74912, 74930, 74933, 74966, 87249, 87274, 87277, 87306, 60350, 60373, 60376, 60559,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 85968, 85984, 85987, 86028, 23341, 23363, 23366, 23507,
        78846, 78873, 78876, 78906, 94485, 94510, 94513, 94594, -1, -1, -1, -1, 48637, 48659, 48662, 48744,
        65550, 65576, 65579, 65672, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 29574, 29587, 29590, 29762,
        69590, 69622, 69625, 69715, 28896, 28906, 28909, 29090, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47388, 47404, 47407, 47434, 6481, 6494, 6497, 6552, 97073, 97087, 97090, 97209, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73159, 73175, 73178, 73243, -1, -1, -1, -1,
        -1, -1, -1, -1, 7476, 7490, 7493, 7554, 33153, 33168, 33171, 33229, 69007, 69022, 69025, 69035,
        89700, 89727, 89730, 89783, 90055, 90090, 90093, 90146, 73031, 73049, 73052, 73158, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72213, 72237, 72240, 72302,
        79965, 79985, 79988, 80046, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68666, 68685, 68688, 68756, 43854, 43874, 43877, 44084, 68757, 68778, 68781, 68849, 69070, 69088, 69091, 69099,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56286, 56320, 56323, 56347, 69716, 69749, 69752, 69842, 62904, 62925, 62928, 62940,
        43572, 43593, 43596, 43683, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49744, 49768, 49771, 49899, 32054, 32072, 32075, 32114, 34825, 34848, 34851, 34982,
        -1, -1, -1, -1, 23184, 23209, 23212, 23232, 95351, 95376, 95379, 95455, 9968, 9987, 9990, 10006,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62219, 62238, 62241, 62315, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57916, 57940, 57943, 58059, -1, -1, -1, -1, 100729, 100744, 100747, 100793, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12426, 12451, 12454, 12519, -1, -1, -1, -1,
        95560, 95581, 95584, 95697, -1, -1, -1, -1, 39921, 39944, 39947, 40126, 20401, 20425, 20428, 20714,
        69250, 69267, 69270, 69282, 73613, 73632, 73635, 73748, 83109, 83126, 83129, 83199, 7321, 7339, 7342, 7347,
        530, 547, 550, 574, 14429, 14449, 14452, 14564, 100092, 100108, 100111, 100188, 833, 849, 852, 873,
        -1, -1, -1, -1, 21547, 21572, 21575, 21752, 30461, 30478, 30481, 30691, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56219, 56254, 56257, 56285,
        85445, 85457, 85460, 85542, -1, -1, -1, -1, 64796, 64817, 64820, 64881, 10196, 10219, 10222, 10303,
        90668, 90695, 90698, 90744, -1, -1, -1, -1, 91558, 91577, 91580, 91712, 39474, 39500, 39503, 39759,
        45921, 45937, 45940, 46041, 56570, 56596, 56599, 56628, 89100, 89126, 89129, 89194, 27448, 27458, 27461, 27488,
        97453, 97475, 97478, 97627, -1, -1, -1, -1, 46685, 46698, 46701, 46833, -1, -1, -1, -1,
        63821, 63842, 63845, 63935, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59210, 59226, 59229, 59337, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51903, 51919, 51922, 51945, -1, -1, -1, -1,
        36913, 36937, 36940, 37096, 1008, 1025, 1028, 1051, 40329, 40349, 40352, 40605, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41803, 41830, 41833, 41997,
        -1, -1, -1, -1, -1, -1, -1, -1, 68972, 68991, 68994, 69006, -1, -1, -1, -1,
        -1, -1, -1, -1, 51690, 51708, 51711, 51850, -1, -1, -1, -1, 7555, 7566, 7569, 7657,
        21183, 21196, 21199, 21214, 79108, 79126, 79129, 79178, 76477, 76499, 76502, 76527, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 81789, 81804, 81807, 81863, 95914, 95928, 95931, 96092,
        -1, -1, -1, -1, 95265, 95287, 95290, 95350, 7081, 7097, 7100, 7205, 99955, 99969, 99972, 100046,
        27409, 27420, 27423, 27447, 86311, 86323, 86326, 86408, 86849, 86869, 86872, 86912, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51301, 51313, 51316, 51369, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 77032, 77066, 77069, 77174,
        -1, -1, -1, -1, 7226, 7237, 7240, 7249, 76359, 76377, 76380, 76404, 7250, 7268, 7271, 7298,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71541, 71561, 71564, 71706,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27221, 27240, 27243, 27272,
        45268, 45291, 45294, 45349, 6777, 6798, 6801, 6824, 40884, 40912, 40915, 41221, 78536, 78564, 78567, 78660,
        -1, -1, -1, -1, -1, -1, -1, -1, 100289, 100305, 100308, 100381, -1, -1, -1, -1,
        73302, 73320, 73323, 73400, 73881, 73899, 73902, 73941, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12326, 12350, 12353, 12425, 24734, 24750, 24753, 24899, 43008, 43022, 43025, 43103, 67116, 67141, 67144, 67195,
        90517, 90543, 90546, 90592, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        103476, 103494, 103497, 103566, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 87189, 87212, 87215, 87248, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 79404, 79423, 79426, 79461, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21753, 21774, 21777, 21838, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70174, 70205, 70208, 70308,
        88578, 88609, 88612, 88654, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9915, 9933, 9936, 9967, 43464, 43483, 43486, 43571, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60754, 60771, 60774, 60916, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59517, 59550, 59553, 59681, 69969, 70003, 70006, 70096, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 83640, 83662, 83665, 83751, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 77835, 77868, 77871, 77984,
        71052, 71067, 71070, 71202, 83200, 83218, 83221, 83299, 100189, 100206, 100209, 100288, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 36730, 36755, 36758, 36780,
        37876, 37887, 37890, 37898, 80348, 80365, 80368, 80471, 42667, 42690, 42693, 42800, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76015, 76033, 76036, 76070, 81586, 81605, 81608, 81788, 85867, 85884, 85887, 85967,
        26139, 26158, 26161, 26198, 21127, 21143, 21146, 21182, -1, -1, -1, -1, -1, -1, -1, -1,
        47621, 47640, 47643, 47670, 5471, 5491, 5494, 5765, 94771, 94799, 94802, 94885, -1, -1, -1, -1,
        11020, 11039, 11042, 11141, -1, -1, -1, -1, 103283, 103301, 103304, 103377, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 102823, 102846, 102849, 102967, 1994, 2012, 2015, 2181,
        100877, 100897, 100900, 100978, 69433, 69443, 69446, 69466, 37097, 37121, 37124, 37274, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54915, 54940, 54943, 55044,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67441, 67466, 67469, 67522,
        83884, 83904, 83907, 84139, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37612, 37624, 37627, 37639, 90367, 90396, 90399, 90441, -1, -1, -1, -1,
        23040, 23065, 23068, 23183, 80047, 80066, 80069, 80106, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66706, 66729, 66732, 66759,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 79639, 79656, 79659, 79707,
        80695, 80718, 80721, 80916, 58324, 58344, 58347, 58429, 76184, 76204, 76207, 76241, 77686, 77718, 77721, 77834,
        100519, 100536, 100539, 100556, 66817, 66840, 66843, 66868, 103567, 103587, 103590, 103663, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 100557, 100575, 100578, 100611, -1, -1, -1, -1,
        41405, 41440, 41443, 41628, -1, -1, -1, -1, 27489, 27502, 27505, 27812, 52586, 52613, 52616, 52723,
        74777, 74799, 74802, 74843, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68047, 68070, 68073, 68120, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7299, 7313, 7316, 7320, -1, -1, -1, -1,
        -1, -1, -1, -1, 63366, 63385, 63388, 63435, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44757, 44772, 44775, 45005, 20998, 21023, 21026, 21126,
        48182, 48192, 48195, 48228, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        87754, 87766, 87769, 87778, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51185, 51199, 51202, 51300, 99904, 99923, 99926, 99954, -1, -1, -1, -1, -1, -1, -1, -1,
        87779, 87808, 87811, 87857, -1, -1, -1, -1, 35542, 35571, 35574, 35777, -1, -1, -1, -1,
        76405, 76425, 76428, 76454, 79347, 79365, 79368, 79403, 98249, 98268, 98271, 98377, -1, -1, -1, -1,
        -1, -1, -1, -1, 92320, 92341, 92344, 92667, -1, -1, -1, -1, -1, -1, -1, -1,
        32851, 32870, 32873, 33031, 11268, 11292, 11295, 11411, 83300, 83319, 83322, 83486, -1, -1, -1, -1,
        45006, 45028, 45031, 45145, -1, -1, -1, -1, 66179, 66201, 66204, 66334, -1, -1, -1, -1,
        66668, 66685, 66688, 66705, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63936, 63958, 63961, 64097, 38252, 38277, 38280, 38313, -1, -1, -1, -1, -1, -1, -1, -1,
        36781, 36797, 36800, 36828, 86092, 86113, 86116, 86250, 35872, 35898, 35901, 35955, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81138, 81162, 81165, 81364, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 91999, 92018, 92021, 92319, -1, -1, -1, -1,
        -1, -1, -1, -1, 47305, 47328, 47331, 47349, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72385, 72408, 72411, 72471, -1, -1, -1, -1, -1, -1, -1, -1,
        25943, 25963, 25966, 26138, -1, -1, -1, -1, -1, -1, -1, -1, 22534, 22555, 22558, 22618,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63552, 63568, 63571, 63688,
        70881, 70894, 70897, 71009, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37522, 37539, 37542, 37561, -1, -1, -1, -1, -1, -1, -1, -1, 27941, 27964, 27967, 28049,
        25554, 25571, 25574, 25671, 71707, 71727, 71730, 71842, -1, -1, -1, -1, 26199, 26216, 26219, 26327,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76455, 76462, 76465, 76476, -1, -1, -1, -1, -1, -1, -1, -1,
        20897, 20921, 20924, 20997, 46519, 46535, 46538, 46684, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68394, 68413, 68416, 68482,
        74710, 74728, 74731, 74776, -1, -1, -1, -1, 47671, 47691, 47694, 47712, -1, -1, -1, -1,
        -1, -1, -1, -1, 101232, 101248, 101251, 101306, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 84608, 84625, 84628, 84751, -1, -1, -1, -1, -1, -1, -1, -1,
        37321, 37347, 37350, 37398, -1, -1, -1, -1, 45708, 45726, 45729, 45920, 65084, 65112, 65115, 65239,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7449, 7462, 7465, 7475,
        24232, 24252, 24255, 24387, 37399, 37412, 37415, 37444, 38479, 38498, 38501, 38528, 34747, 34777, 34780, 34824,
        55908, 55940, 55943, 55970, 67716, 67741, 67744, 67878, 53491, 53515, 53518, 53621, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27006, 27023, 27026, 27220, 75441, 75460, 75463, 75496,
        -1, -1, -1, -1, -1, -1, -1, -1, 69100, 69116, 69119, 69127, 74045, 74063, 74066, 74120,
        90745, 90768, 90771, 90887, -1, -1, -1, -1, 86913, 86936, 86939, 86977, -1, -1, -1, -1,
        100612, 100629, 100632, 100661, 50422, 50449, 50452, 50598, 100047, 100068, 100071, 100091, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 69396, 69413, 69416, 69432, -1, -1, -1, -1, 86029, 86043, 86046, 86091,
        -1, -1, -1, -1, -1, -1, -1, -1, 35175, 35199, 35202, 35307, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
