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
        -1, -1, -1, -1, -1, -1, -1, -1, 35318, 35338, 35341, 35355, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40201, 40221, 40224, 40231,
        -1, -1, -1, -1, 24161, 24173, 24176, 24188, 10164, 10188, 10191, 10763, -1, -1, -1, -1,
        8300, 8320, 8323, 8402, 34300, 34318, 34321, 34351, 24720, 24744, 24747, 24767, 40282, 40296, 40299, 40336,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 30853, 30872, 30875, 30903, 4594, 4611, 4614, 4641, 55247, 55274, 55277, 55292,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 20788, 20808, 20811, 20844, 21466, 21487, 21490, 21548, 28322, 28339, 28342, 28427,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15383, 15401, 15404, 15419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18566, 18583, 18586, 18732,
        -1, -1, -1, -1, 31595, 31612, 31615, 31768, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49021, 49047, 49050, 49064, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2033, 2059, 2062, 2124, 12705, 12727, 12730, 12814, -1, -1, -1, -1,
        23027, 23053, 23056, 23093, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61158, 61182, 61185, 61221, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32743, 32761, 32764, 32791,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48685, 48717, 48720, 48771, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53921, 53945, 53948, 53967, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39205, 39222, 39225, 39496,
        -1, -1, -1, -1, -1, -1, -1, -1, 24433, 24443, 24446, 24450, 6880, 6899, 6902, 6950,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60797, 60815, 60818, 60858,
        -1, -1, -1, -1, 43010, 43029, 43032, 43069, 52508, 52522, 52525, 52591, 43214, 43234, 43237, 43251,
        18197, 18214, 18217, 18291, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10764, 10788, 10791, 11847, 29677, 29691, 29694, 29821, 24412, 24423, 24426, 24432, 32109, 32129, 32132, 32171,
        59204, 59220, 59223, 59332, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20907, 20923, 20926, 20958, 24336, 24346, 24349, 24353, 54910, 54941, 54944, 54964, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5990, 6002, 6005, 6066, -1, -1, -1, -1,
        -1, -1, -1, -1, 35506, 35537, 35540, 35563, 42549, 42576, 42579, 42597, -1, -1, -1, -1,
        -1, -1, -1, -1, 45841, 45863, 45866, 45905, 28075, 28093, 28096, 28152, 14266, 14291, 14294, 14433,
        57770, 57795, 57798, 57879, -1, -1, -1, -1, 27010, 27020, 27023, 27055, -1, -1, -1, -1,
        -1, -1, -1, -1, 42968, 42984, 42987, 43009, -1, -1, -1, -1, -1, -1, -1, -1,
        63202, 63218, 63221, 63266, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37478, 37503, 37506, 37550, 51033, 51060, 51063, 51171, -1, -1, -1, -1,
        -1, -1, -1, -1, 24634, 24646, 24649, 24657, -1, -1, -1, -1, 42336, 42361, 42364, 42380,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19216, 19244, 19247, 19489, 23382, 23398, 23401, 23412, 27664, 27686, 27689, 27767, 44157, 44188, 44191, 44239,
        21549, 21582, 21585, 21662, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7361, 7380, 7383, 7436, 316, 333, 336, 355,
        38611, 38627, 38630, 38724, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32328, 32350, 32353, 32383, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52844, 52861, 52864, 52947, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        48185, 48203, 48206, 48222, -1, -1, -1, -1, 48359, 48372, 48375, 48381, 59333, 59347, 59350, 59415,
        -1, -1, -1, -1, -1, -1, -1, -1, 43938, 43970, 43973, 44022, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14990, 15015, 15018, 15158, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30285, 30308, 30311, 30322, 43624, 43641, 43644, 43649,
        22491, 22514, 22517, 22597, -1, -1, -1, -1, -1, -1, -1, -1, 43888, 43908, 43911, 43937,
        47479, 47505, 47508, 47563, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38412, 38439, 38442, 38479,
        -1, -1, -1, -1, 5395, 5413, 5416, 5513, -1, -1, -1, -1, 48329, 48340, 48343, 48358,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33574, 33599, 33602, 33667, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62963, 62980, 62983, 63045, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60940, 60958, 60961, 61055, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21205, 21225, 21228, 21291, -1, -1, -1, -1, 1748, 1774, 1777, 1823,
        48024, 48031, 48034, 48043, 55293, 55315, 55318, 55319, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42865, 42887, 42890, 42914, -1, -1, -1, -1,
        33200, 33220, 33223, 33257, 49391, 49411, 49414, 49433, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8216, 8239, 8242, 8299, 25769, 25794, 25797, 25887,
        50923, 50942, 50945, 51032, 61779, 61796, 61799, 61826, -1, -1, -1, -1, -1, -1, -1, -1,
        34794, 34813, 34816, 34861, 30699, 30711, 30714, 30756, 18057, 18078, 18081, 18128, 38127, 38151, 38154, 38209,
        58234, 58257, 58260, 58283, -1, -1, -1, -1, 58913, 58931, 58934, 58976, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44792, 44806, 44809, 44927,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35606, 35634, 35637, 35656, 57547, 57571, 57574, 57649, -1, -1, -1, -1,
        63267, 63285, 63288, 63342, -1, -1, -1, -1, 52948, 52965, 52968, 53025, -1, -1, -1, -1,
        20243, 20264, 20267, 20327, -1, -1, -1, -1, 26029, 26054, 26057, 26176, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45244, 45264, 45267, 45319,
        515, 527, 530, 535, 53429, 53442, 53445, 53468, 49434, 49447, 49450, 49482, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40084, 40103, 40106, 40112, 57187, 57205, 57208, 57304,
        17220, 17239, 17242, 17322, 59749, 59776, 59779, 59893, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35394, 35430, 35433, 35448,
        -1, -1, -1, -1, 40671, 40687, 40690, 40735, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33389, 33420, 33423, 33573, -1, -1, -1, -1, 11936, 11954, 11957, 12704,
        57145, 57164, 57167, 57186, 6708, 6718, 6721, 6820, 53352, 53372, 53375, 53428, -1, -1, -1, -1,
        -1, -1, -1, -1, 30181, 30191, 30194, 30207, -1, -1, -1, -1, 34030, 34049, 34052, 34063,
        31173, 31193, 31196, 31237, -1, -1, -1, -1, 63520, 63535, 63538, 63575, -1, -1, -1, -1,
        -1, -1, -1, -1, 27768, 27784, 27787, 27903, 45457, 45474, 45477, 45523, -1, -1, -1, -1,
        8403, 8427, 8430, 9354, 13961, 13983, 13986, 14101, -1, -1, -1, -1, -1, -1, -1, -1,
        29188, 29202, 29205, 29281, 32275, 32295, 32298, 32327, -1, -1, -1, -1, 24701, 24713, 24716, 24719,
        30090, 30103, 30106, 30180, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23537, 23566, 23569, 23616, 44552, 44566, 44569, 44595, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43468, 43484, 43487, 43491,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 4015, 4036, 4039, 4205, 34862, 34887, 34890, 34950, -1, -1, -1, -1,
        24036, 24059, 24062, 24074, -1, -1, -1, -1, 5137, 5163, 5166, 5185, 44240, 44273, 44276, 44325,
        63046, 63060, 63063, 63133, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57963, 57985, 57988, 58025, 35356, 35380, 35383, 35393, 54284, 54313, 54316, 54357,
        30904, 30924, 30927, 30941, -1, -1, -1, -1, 55372, 55399, 55402, 55426, -1, -1, -1, -1,
        -1, -1, -1, -1, 60101, 60121, 60124, 60148, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32496, 32513, 32516, 32584,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59416, 59438, 59441, 59539,
        -1, -1, -1, -1, 5289, 5306, 5309, 5394, -1, -1, -1, -1, 51516, 51543, 51546, 51634,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17323, 17342, 17345, 17472,
        50178, 50200, 50203, 50318, -1, -1, -1, -1, 46808, 46826, 46829, 46857, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49586, 49607, 49610, 49644, 28664, 28685, 28688, 28753,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30669, 30685, 30688, 30698,
        43572, 43588, 43591, 43595, 6304, 6322, 6325, 6365, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62669, 62686, 62689, 62731, -1, -1, -1, -1, 7007, 7027, 7030, 7093,
        35173, 35197, 35200, 35209, -1, -1, -1, -1, 62505, 62521, 62524, 62543, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6487, 6516, 6519, 6573, 24354, 24364, 24367, 24371,
        765, 779, 782, 789, 24189, 24202, 24205, 24212, 38070, 38094, 38097, 38126, 53026, 53044, 53047, 53132,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 30970, 30986, 30989, 31029, 35966, 35989, 35992, 36011, 59977, 59999, 60002, 60100,
        15327, 15353, 15356, 15382, 51172, 51192, 51195, 51249, 45906, 45930, 45933, 46029, 6574, 6596, 6599, 6643,
        21292, 21319, 21322, 21465, 46030, 46049, 46052, 46069, 61277, 61297, 61300, 61358, -1, -1, -1, -1,
        209, 226, 229, 232, 36435, 36463, 36466, 36720, 54229, 54249, 54252, 54283, 55707, 55734, 55737, 55754,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23161, 23181, 23184, 23219,
        52026, 52042, 52045, 52062, 54064, 54085, 54088, 54117, -1, -1, -1, -1, 917, 928, 931, 935,
        19978, 20001, 20004, 20242, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52272, 52294, 52297, 52368, 255, 267, 270, 288,
        47793, 47814, 47817, 47833, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30487, 30503, 30506, 30517, -1, -1, -1, -1,
        52100, 52117, 52120, 52132, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29120, 29136, 29139, 29187, 43853, 43867, 43870, 43887, 49225, 49244, 49247, 49289, 55475, 55500, 55503, 55525,
        -1, -1, -1, -1, -1, -1, -1, -1, 30542, 30561, 30564, 30571, 24898, 24913, 24916, 25408,
        30424, 30441, 30444, 30449, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55005, 55030, 55033, 55046, -1, -1, -1, -1, 49112, 49130, 49133, 49163, -1, -1, -1, -1,
        -1, -1, -1, -1, 37653, 37676, 37679, 37769, 29542, 29556, 29559, 29604, -1, -1, -1, -1,
        30208, 30216, 30219, 30252, 24857, 24877, 24880, 24897, 40171, 40192, 40195, 40200, -1, -1, -1, -1,
        33258, 33280, 33283, 33305, 33775, 33795, 33798, 33853, -1, -1, -1, -1, -1, -1, -1, -1,
        35113, 35137, 35140, 35172, -1, -1, -1, -1, 17771, 17783, 17786, 17794, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11848, 11868, 11871, 11935, -1, -1, -1, -1,
        19490, 19508, 19511, 19637, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47089, 47109, 47112, 47151, -1, -1, -1, -1, 63427, 63442, 63445, 63470, 54008, 54030, 54033, 54063,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40257, 40274, 40277, 40281,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23220, 23243, 23246, 23272,
        44326, 44351, 44354, 44391, 61661, 61668, 61671, 61705, -1, -1, -1, -1, -1, -1, -1, -1,
        16561, 16581, 16584, 16680, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48940, 48970, 48973, 49020, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23617, 23642, 23645, 23659, 55203, 55228, 55231, 55246, -1, -1, -1, -1, 46653, 46672, 46675, 46691,
        -1, -1, -1, -1, 16722, 16738, 16741, 16761, -1, -1, -1, -1, 49645, 49667, 49670, 49716,
        -1, -1, -1, -1, 4788, 4798, 4801, 4806, 27169, 27191, 27194, 27325, 62390, 62403, 62406, 62449,
        3361, 3386, 3389, 3487, 46104, 46123, 46126, 46143, -1, -1, -1, -1, 16833, 16848, 16851, 16901,
        -1, -1, -1, -1, 53795, 53815, 53818, 53830, 61359, 61387, 61390, 61481, 46449, 46474, 46477, 46497,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54358, 54379, 54382, 54404,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30361, 30381, 30384, 30392,
        -1, -1, -1, -1, 53713, 53729, 53732, 53750, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58026, 58049, 58052, 58079, 29605, 29620, 29623, 29676,
        62586, 62604, 62607, 62630, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54708, 54720, 54723, 54747, 57650, 57673, 57676, 57769, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23413, 23431, 23434, 23456, 26617, 26648, 26651, 26738, 35843, 35861, 35864, 35875,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43522, 43538, 43541, 43545,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45391, 45413, 45416, 45456, -1, -1, -1, -1, -1, -1, -1, -1,
        19770, 19795, 19798, 19977, 33030, 33048, 33051, 33071, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21738, 21777, 21780, 21842, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43650, 43665, 43668, 43671, 48223, 48243, 48246, 48263, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24310, 24324, 24327, 24335, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32172, 32186, 32189, 32257, 47755, 47774, 47777, 47792, 56138, 56162, 56165, 56345, 14906, 14929, 14932, 14989,
        -1, -1, -1, -1, 1488, 1514, 1517, 1629, -1, -1, -1, -1, 24612, 24624, 24627, 24633,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42022, 42045, 42048, 42114,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22683, 22712, 22715, 22854, -1, -1, -1, -1, -1, -1, -1, -1, 63134, 63150, 63153, 63201,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42785, 42804, 42807, 42830, -1, -1, -1, -1, 46403, 46422, 46425, 46448,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47431, 47447, 47450, 47478, -1, -1, -1, -1, 3912, 3941, 3944, 4014,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41434, 41454, 41457, 41471, 62732, 62749, 62752, 62794, 835, 848, 851, 857,
        31473, 31488, 31491, 31594, -1, -1, -1, -1, -1, -1, -1, -1, 3488, 3505, 3508, 3676,
        50468, 50490, 50493, 50523, 45593, 45616, 45619, 45665, 53887, 53901, 53904, 53920, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48382, 48392, 48395, 48400,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40389, 40408, 40411, 40446, 18365, 18383, 18386, 18449, -1, -1, -1, -1,
        -1, -1, -1, -1, 37834, 37858, 37861, 37979, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13557, 13578, 13581, 13668, 20845, 20860, 20863, 20906, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34511, 34535, 34538, 34631, 39711, 39734, 39737, 39816, -1, -1, -1, -1, 32935, 32960, 32963, 32988,
        33117, 33136, 33139, 33199, 61554, 61581, 61584, 61660, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20436, 20458, 20461, 20499,
        30450, 30469, 30472, 30486, 52063, 52082, 52085, 52099, 28428, 28450, 28453, 28517, 45768, 45790, 45793, 45840,
        42915, 42939, 42942, 42967, 57305, 57321, 57324, 57484, 5851, 5865, 5868, 5989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55805, 55830, 55833, 55854, 37034, 37054, 37057, 37275, -1, -1, -1, -1,
        35657, 35686, 35689, 35704, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49551, 49565, 49568, 49585, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48264, 48278, 48281, 48302, 7515, 7539, 7542, 7623,
        3677, 3691, 3694, 3697, 30518, 30534, 30537, 30541, 42214, 42237, 42240, 42262, -1, -1, -1, -1,
        33935, 33962, 33965, 34029, -1, -1, -1, -1, 45721, 45742, 45745, 45767, 42161, 42188, 42191, 42213,
        4642, 4659, 4662, 4710, 53133, 53152, 53155, 53223, -1, -1, -1, -1, -1, -1, -1, -1,
        42598, 42618, 42621, 42666, 42454, 42481, 42484, 42502, 48590, 48617, 48620, 48635, 43446, 43461, 43464, 43467,
        2125, 2149, 2152, 2240, 48401, 48434, 48437, 48493, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23273, 23300, 23303, 23381, 37276, 37305, 37308, 37477, 41846, 41872, 41875, 41931, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46070, 46088, 46091, 46103,
        35210, 35237, 35240, 35250, 20328, 20338, 20341, 20375, 40030, 40049, 40052, 40054, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22217, 22247, 22250, 22314, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14434, 14459, 14462, 14655, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51872, 51892, 51895, 51967, -1, -1, -1, -1,
        50524, 50543, 50546, 50647, 55320, 55345, 55348, 55371, 8190, 8203, 8206, 8215, 35564, 35590, 35593, 35605,
        49065, 49093, 49096, 49111, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41472, 41499, 41502, 41573, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20500, 20518, 20521, 20542, -1, -1, -1, -1, 55144, 55177, 55180, 55202, 56441, 56459, 56462, 56602,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38269, 38294, 38297, 38351,
        44111, 44128, 44131, 44156, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14102, 14122, 14125, 14265, 53284, 53300, 53303, 53351, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61056, 61076, 61079, 61157, 31870, 31895, 31898, 31987,
        2293, 2312, 2315, 3145, -1, -1, -1, -1, -1, -1, -1, -1, 40232, 40249, 40252, 40256,
        -1, -1, -1, -1, -1, -1, -1, -1, 35799, 35833, 35836, 35842, 20634, 20652, 20655, 20730,
        40896, 40911, 40914, 40965, 54796, 54814, 54817, 54832, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17473, 17489, 17492, 17579, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7827, 7849, 7852, 7881, 41270, 41284, 41287, 41315, -1, -1, -1, -1,
        4206, 4232, 4235, 4298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16192, 16210, 16213, 16285, 39037, 39054, 39057, 39084,
        45320, 45340, 45343, 45390, 54965, 54988, 54991, 55004, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7954, 7978, 7981, 8059, 24819, 24837, 24840, 24856,
        900, 910, 913, 916, 32585, 32600, 32603, 32656, 46692, 46712, 46715, 46757, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7094, 7118, 7121, 7208,
        50820, 50843, 50846, 50922, 27545, 27559, 27562, 27593, 43492, 43511, 43514, 43521, 54497, 54522, 54525, 54551,
        7882, 7906, 7909, 7953, -1, -1, -1, -1, 49972, 49988, 49991, 50046, 27056, 27083, 27086, 27168,
        -1, -1, -1, -1, 38352, 38375, 38378, 38411, 44427, 44433, 44436, 44448, -1, -1, -1, -1,
        7209, 7229, 7232, 7285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15589, 15603, 15606, 15641, 31285, 31303, 31306, 31361, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15739, 15758, 15761, 15830, 33668, 33695, 33698, 33728, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5514, 5536, 5539, 5637,
        -1, -1, -1, -1, 47564, 47583, 47586, 47617, -1, -1, -1, -1, 9437, 9456, 9459, 10163,
        24372, 24387, 24390, 24411, 27441, 27462, 27465, 27544, 6951, 6968, 6971, 7006, 38210, 38240, 38243, 38268,
        42381, 42399, 42402, 42407, -1, -1, -1, -1, 684, 695, 698, 702, 2241, 2259, 2262, 2292,
        35251, 35270, 35273, 35284, 6146, 6162, 6165, 6235, 51328, 51346, 51349, 51414, 60510, 60528, 60531, 60617,
        -1, -1, -1, -1, -1, -1, -1, -1, 30012, 30026, 30029, 30089, 55427, 55451, 55454, 55474,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14738, 14757, 14760, 14905, 48494, 48529, 48532, 48589,
        -1, -1, -1, -1, -1, -1, -1, -1, 59645, 59664, 59667, 59748, -1, -1, -1, -1,
        17808, 17824, 17827, 17839, 18849, 18862, 18865, 19094, -1, -1, -1, -1, 21663, 21696, 21699, 21737,
        58977, 58992, 58995, 59040, 61482, 61501, 61504, 61553, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54662, 54681, 54684, 54707, -1, -1, -1, -1,
        -1, -1, -1, -1, 39817, 39841, 39844, 40029, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57485, 57508, 57511, 57546, -1, -1, -1, -1, 23737, 23757, 23760, 23791,
        -1, -1, -1, -1, 43362, 43382, 43385, 43393, 936, 948, 951, 956, 15831, 15851, 15854, 15913,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21843, 21867, 21870, 21930, -1, -1, -1, -1,
        48303, 48314, 48317, 48328, 34127, 34151, 34154, 34299, -1, -1, -1, -1, 62293, 62308, 62311, 62342,
        -1, -1, -1, -1, -1, -1, -1, -1, 47834, 47858, 47861, 47887, 62883, 62898, 62901, 62962,
        -1, -1, -1, -1, -1, -1, -1, -1, 59540, 59556, 59559, 59644, 33729, 33741, 33744, 33774,
        52728, 52749, 52752, 52843, 49290, 49310, 49313, 49350, -1, -1, -1, -1, 16902, 16924, 16927, 17006,
        -1, -1, -1, -1, 18292, 18309, 18312, 18364, -1, -1, -1, -1, 55047, 55067, 55070, 55087,
        -1, -1, -1, -1, -1, -1, -1, -1, 33072, 33088, 33091, 33116, 41159, 41182, 41185, 41221,
        56987, 57005, 57008, 57144, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7624, 7644, 7647, 7710, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6236, 6255, 6258, 6303, 37551, 37576, 37579, 37652, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28153, 28174, 28177, 28183,
        -1, -1, -1, -1, 3146, 3166, 3169, 3360, 60618, 60641, 60644, 60690, -1, -1, -1, -1,
        62795, 62813, 62816, 62882, 980, 999, 1002, 1078, 59041, 59052, 59055, 59068, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16396, 16412, 16415, 16424, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39497, 39523, 39526, 39627, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15696, 15713, 15716, 15738, 61870, 61889, 61892, 61904, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47618, 47642, 47645, 47661, 52369, 52385, 52388, 52507,
        63766, 63781, 63784, 63811, -1, -1, -1, -1, -1, -1, -1, -1, 55584, 55617, 55620, 55643,
        51415, 51434, 51437, 51515, -1, -1, -1, -1, -1, -1, -1, -1, 62631, 62642, 62645, 62668,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18450, 18467, 18470, 18565, 30757, 30778, 30781, 30806, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29282, 29302, 29305, 29325,
        -1, -1, -1, -1, 34352, 34373, 34376, 34423, -1, -1, -1, -1, -1, -1, -1, -1,
        60859, 60873, 60876, 60939, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16681, 16697, 16700, 16721,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32989, 33008, 33011, 33029,
        30635, 30653, 30656, 30668, -1, -1, -1, -1, 61827, 61844, 61847, 61869, -1, -1, -1, -1,
        16079, 16097, 16100, 16191, 55994, 56016, 56019, 56137, -1, -1, -1, -1, 58751, 58775, 58778, 58828,
        -1, -1, -1, -1, 24584, 24596, 24599, 24611, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 24559, 24572, 24575, 24583, -1, -1, -1, -1, -1, -1, -1, -1,
        6067, 6091, 6094, 6145, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40966, 40985, 40988, 41038, 57880, 57905, 57908, 57962, 58355, 58370, 58373, 58394, 58160, 58191, 58194, 58233,
        -1, -1, -1, -1, -1, -1, -1, -1, 20543, 20563, 20566, 20589, -1, -1, -1, -1,
        40337, 40360, 40363, 40388, 43252, 43270, 43273, 43279, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31362, 31375, 31378, 31472,
        -1, -1, -1, -1, 41104, 41120, 41123, 41158, 26408, 26435, 26438, 26491, 5638, 5659, 5662, 5850,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32258, 32270, 32273, 32274, 34064, 34086, 34089, 34126,
        34632, 34656, 34659, 34711, 5247, 5264, 5267, 5288, 53968, 53993, 53996, 54007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60337, 60357, 60360, 60509,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53831, 53850, 53853, 53886, 858, 869, 872, 876, -1, -1, -1, -1, 6366, 6390, 6393, 6486,
        -1, -1, -1, -1, 24658, 24671, 24674, 24700, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44392, 44413, 44416, 44426, -1, -1, -1, -1, 24451, 24462, 24465, 24476,
        41039, 41057, 41060, 41103, 47152, 47170, 47173, 47256, 15518, 15542, 15545, 15588, 35285, 35305, 35308, 35317,
        -1, -1, -1, -1, -1, -1, -1, -1, 30807, 30823, 30826, 30852, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24768, 24794, 24797, 24818, -1, -1, -1, -1, 35920, 35948, 35951, 35965, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41574, 41603, 41606, 41679, 49351, 49369, 49372, 49390,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61706, 61725, 61728, 61778, 28626, 28643, 28646, 28663, 46911, 46932, 46935, 47088,
        50047, 50063, 50066, 50092, -1, -1, -1, -1, 30253, 30273, 30276, 30284, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 43596, 43614, 43617, 43623, -1, -1, -1, -1,
        21931, 21947, 21950, 22216, -1, -1, -1, -1, -1, -1, -1, -1, 43824, 43842, 43845, 43852,
        -1, -1, -1, -1, -1, -1, -1, -1, 28518, 28535, 28538, 28625, -1, -1, -1, -1,
        32875, 32899, 32902, 32934, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54552, 54573, 54576, 54661, 40055, 40074, 40077, 40083, 24497, 24512, 24515, 24525, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25566, 25591, 25594, 25653, 28973, 28987, 28990, 29054,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49717, 49740, 49743, 49785, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15914, 15932, 15935, 15965, -1, -1, -1, -1, 16425, 16443, 16446, 16560,
        20590, 20603, 20606, 20633, 36012, 36031, 36034, 36434, 41316, 41338, 41341, 41375, 23457, 23486, 23489, 23536,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 24272, 24283, 24286, 24291,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7711, 7729, 7732, 7826, 3698, 3714, 3717, 3724, -1, -1, -1, -1, -1, -1, -1, -1,
        42115, 42135, 42138, 42160, 17795, 17802, 17805, 17807, 24246, 24260, 24263, 24271, 34951, 34978, 34981, 35042,
        36812, 36836, 36839, 36970, -1, -1, -1, -1, 51250, 51267, 51270, 51327, 63471, 63492, 63495, 63519,
        -1, -1, -1, -1, -1, -1, -1, -1, 48772, 48806, 48809, 48861, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 34712, 34731, 34734, 34793, -1, -1, -1, -1,
        15642, 15659, 15662, 15695, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54748, 54764, 54767, 54795, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48636, 48665, 48668, 48684, -1, -1, -1, -1, 47348, 47369, 47372, 47392, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40146, 40163, 40166, 40170, 42831, 42842, 42845, 42864,
        -1, -1, -1, -1, 52592, 52607, 52610, 52626, 4351, 4363, 4366, 4429, 63576, 63592, 63595, 63634,
        -1, -1, -1, -1, 13337, 13361, 13364, 13556, -1, -1, -1, -1, 62145, 62162, 62165, 62179,
        -1, -1, -1, -1, -1, -1, -1, -1, 43794, 43807, 43810, 43823, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 31030, 31050, 31053, 31099, -1, -1, -1, -1,
        38904, 38925, 38928, 39036, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4939, 4963, 4966, 4972, 34424, 34451, 34454, 34510, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46498, 46517, 46520, 46551, 24526, 24543, 24546, 24558,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44928, 44942, 44945, 45042, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60281, 60299, 60302, 60336, -1, -1, -1, -1, -1, -1, -1, -1,
        62084, 62102, 62105, 62144, 43280, 43299, 43302, 43309, 54858, 54887, 54890, 54909, 21074, 21090, 21093, 21150,
        -1, -1, -1, -1, 40492, 40514, 40517, 40592, -1, -1, -1, -1, -1, -1, -1, -1,
        4910, 4930, 4933, 4938, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17746, 17759, 17762, 17770, -1, -1, -1, -1, -1, -1, -1, -1, 20731, 20751, 20754, 20787,
        -1, -1, -1, -1, 5186, 5212, 5215, 5246, -1, -1, -1, -1, 41222, 41240, 41243, 41269,
        49909, 49929, 49932, 49971, -1, -1, -1, -1, 26859, 26886, 26889, 27009, 58395, 58412, 58415, 58437,
        35043, 35068, 35071, 35112, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61222, 61243, 61246, 61276, 47945, 47963, 47966, 47982,
        41760, 41788, 41791, 41845, 13020, 13044, 13047, 13138, 20376, 20396, 20399, 20435, -1, -1, -1, -1,
        814, 826, 829, 834, 46297, 46316, 46319, 46345, 47707, 47720, 47723, 47754, 47662, 47684, 47687, 47706,
        32830, 32845, 32848, 32874, 38802, 38827, 38830, 38903, 47888, 47914, 47917, 47944, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41680, 41706, 41709, 41759, 1079, 1100, 1103, 1166,
        39085, 39104, 39107, 39204, 31238, 31258, 31261, 31284, 58438, 58454, 58457, 58616, -1, -1, -1, -1,
        4973, 4986, 4989, 4995, 47393, 47411, 47414, 47430, 54449, 54474, 54477, 54496, 38480, 38503, 38506, 38610,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53540, 53556, 53559, 53580, 15420, 15442, 15445, 15517,
        58080, 58105, 58108, 58159, -1, -1, -1, -1, -1, -1, -1, -1, 31100, 31122, 31125, 31172,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 19095, 19108, 19111, 19215,
        -1, -1, -1, -1, 18733, 18743, 18746, 18848, 43733, 43749, 43752, 43793, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30393, 30409, 30412, 30423, 4299, 4312, 4315, 4350, 59894, 59908, 59911, 59976, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46238, 46254, 46257, 46296, -1, -1, -1, -1,
        -1, -1, -1, -1, 5019, 5033, 5036, 5071, 21151, 21166, 21169, 21204, 43340, 43355, 43358, 43361,
        55526, 55553, 55556, 55583, 55644, 55679, 55682, 55706, 46144, 46162, 46165, 46237, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45524, 45548, 45551, 45592,
        49786, 49806, 49809, 49851, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43117, 43136, 43139, 43163, 28184, 28204, 28207, 28321, 43164, 43185, 43188, 43213, 43394, 43412, 43415, 43421,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35753, 35787, 35790, 35798, -1, -1, -1, -1, 40113, 40134, 40137, 40145,
        27989, 28010, 28013, 28074, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31769, 31793, 31796, 31869, 22382, 22405, 22408, 22490, -1, -1, -1, -1,
        -1, -1, -1, -1, 15278, 15303, 15306, 15326, 58683, 58708, 58711, 58750, 6681, 6700, 6703, 6707,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39628, 39647, 39650, 39710, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36721, 36745, 36748, 36811, -1, -1, -1, -1, 62343, 62358, 62361, 62389, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8127, 8152, 8155, 8189, -1, -1, -1, -1,
        58829, 58850, 58853, 58912, 44712, 44727, 44730, 44791, 25654, 25677, 25680, 25768, 12815, 12839, 12842, 13019,
        43546, 43563, 43566, 43571, 46552, 46571, 46574, 46652, 51635, 51652, 51655, 51687, 4883, 4901, 4904, 4909,
        400, 417, 420, 433, 9355, 9375, 9378, 9436, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 13669, 13694, 13697, 13874, 19638, 19655, 19658, 19769, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35705, 35740, 35743, 35752,
        53224, 53236, 53239, 53283, -1, -1, -1, -1, 41376, 41397, 41400, 41433, 6821, 6844, 6847, 6879,
        55855, 55882, 55885, 55907, -1, -1, -1, -1, 56346, 56365, 56368, 56440, 25409, 25435, 25438, 25565,
        29456, 29472, 29475, 29541, 35876, 35902, 35905, 35919, 60149, 60171, 60174, 60280, 17867, 17877, 17880, 17886,
        -1, -1, -1, -1, -1, -1, -1, -1, 29939, 29952, 29955, 30011, -1, -1, -1, -1,
        40736, 40757, 40760, 40816, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37770, 37786, 37789, 37833, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32792, 32808, 32811, 32829, -1, -1, -1, -1,
        23792, 23816, 23819, 23922, 734, 751, 754, 764, 25888, 25908, 25911, 26028, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26739, 26766, 26769, 26858,
        -1, -1, -1, -1, -1, -1, -1, -1, 43310, 43329, 43332, 43339, -1, -1, -1, -1,
        -1, -1, -1, -1, 32657, 32675, 32678, 32742, -1, -1, -1, -1, 5072, 5083, 5086, 5136,
        13311, 13324, 13327, 13336, 49164, 49182, 49185, 49224, 48143, 48165, 48168, 48184, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 50772, 50787, 50790, 50819, 59069, 59083, 59086, 59203,
        -1, -1, -1, -1, 58617, 58639, 58642, 58682, 4711, 4727, 4730, 4787, 61944, 61958, 61961, 61993,
        17840, 17851, 17854, 17866, 53751, 53763, 53766, 53794, 54118, 54138, 54141, 54164, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32464, 32476, 32479, 32495, -1, -1, -1, -1, 1949, 1974, 1977, 2032, -1, -1, -1, -1,
        -1, -1, -1, -1, 4807, 4818, 4821, 4829, 48044, 48062, 48065, 48081, 4830, 4848, 4851, 4860,
        -1, -1, -1, -1, 4545, 4570, 4573, 4593, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45043, 45063, 45066, 45159,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17707, 17726, 17729, 17745,
        29055, 29078, 29081, 29119, 4512, 4533, 4536, 4544, 26177, 26205, 26208, 26407, 48862, 48890, 48893, 48939,
        -1, -1, -1, -1, -1, -1, -1, -1, 62026, 62042, 62045, 62083, -1, -1, -1, -1,
        46346, 46364, 46367, 46402, 46758, 46776, 46779, 46807, 1824, 1848, 1851, 1948, 494, 506, 509, 514,
        8060, 8084, 8087, 8126, 16286, 16302, 16305, 16395, 27594, 27608, 27611, 27663, 42408, 42433, 42436, 42453,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63635, 63653, 63656, 63698, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54405, 54428, 54431, 54448, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13875, 13896, 13899, 13960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55088, 55119, 55122, 55143, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6644, 6662, 6665, 6680, 27904, 27923, 27926, 27988, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38725, 38742, 38745, 38801, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37980, 38013, 38016, 38069, 44023, 44057, 44060, 44110, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 51968, 51990, 51993, 52025, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51688, 51706, 51709, 51753,
        44596, 44611, 44614, 44711, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4483, 4503, 4506, 4511, 23660, 23685, 23688, 23702,
        24477, 24488, 24491, 24496, 50093, 50110, 50113, 50177, 27326, 27349, 27352, 27440, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50648, 50667, 50670, 50771, 53469, 53486, 53489, 53539, -1, -1, -1, -1,
        17115, 17134, 17137, 17151, 13267, 13283, 13286, 13310, -1, -1, -1, -1, -1, -1, -1, -1,
        30572, 30591, 30594, 30602, 3725, 3745, 3748, 3911, 58284, 58312, 58315, 58354, -1, -1, -1, -1,
        7286, 7305, 7308, 7360, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63343, 63366, 63369, 63426, 1365, 1383, 1386, 1487,
        62450, 62470, 62473, 62504, 43698, 43708, 43711, 43732, 23923, 23947, 23950, 24035, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42503, 42528, 42531, 42548,
        52133, 52153, 52156, 52271, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24292, 24304, 24307, 24309, 55755, 55784, 55787, 55804, -1, -1, -1, -1,
        15159, 15184, 15187, 15277, 49852, 49871, 49874, 49908, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1630, 1653, 1656, 1747, 49483, 49500, 49503, 49550,
        -1, -1, -1, -1, 36971, 36991, 36994, 37033, 47983, 48003, 48006, 48023, 62180, 62197, 62200, 62214,
        -1, -1, -1, -1, 42294, 42317, 42320, 42335, 63699, 63719, 63722, 63765, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62215, 62233, 62236, 62257, -1, -1, -1, -1,
        26492, 26527, 26530, 26616, -1, -1, -1, -1, 17887, 17900, 17903, 18056, 33306, 33333, 33336, 33388,
        47303, 47325, 47328, 47347, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4861, 4875, 4878, 4882, -1, -1, -1, -1,
        -1, -1, -1, -1, 40447, 40466, 40469, 40491, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28754, 28769, 28772, 28875, 13196, 13221, 13224, 13266,
        30942, 30952, 30955, 30969, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54833, 54845, 54848, 54857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32384, 32398, 32401, 32463, 61905, 61924, 61927, 61943, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22855, 22884, 22887, 23026, -1, -1, -1, -1,
        48082, 48102, 48105, 48122, 60691, 60710, 60713, 60796, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56776, 56797, 56800, 56986, -1, -1, -1, -1, -1, -1, -1, -1,
        20959, 20978, 20981, 21073, 7437, 7461, 7464, 7514, 51754, 51773, 51776, 51871, -1, -1, -1, -1,
        28876, 28898, 28901, 28972, -1, -1, -1, -1, 41932, 41954, 41957, 42021, -1, -1, -1, -1,
        42263, 42280, 42283, 42293, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40817, 40839, 40842, 40895, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23703, 23719, 23722, 23736, 53634, 53655, 53658, 53712, 23094, 23120, 23123, 23160, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50319, 50343, 50346, 50467, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 56603, 56622, 56625, 56775, -1, -1, -1, -1,
        -1, -1, -1, -1, 30323, 30346, 30349, 30360, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45666, 45689, 45692, 45720, -1, -1, -1, -1, -1, -1, -1, -1,
        17007, 17027, 17030, 17114, -1, -1, -1, -1, -1, -1, -1, -1, 14656, 14677, 14680, 14737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40593, 40609, 40612, 40670,
        44449, 44462, 44465, 44551, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24213, 24230, 24233, 24245, -1, -1, -1, -1, -1, -1, -1, -1, 18129, 18152, 18155, 18196,
        16762, 16779, 16782, 16832, 45160, 45180, 45183, 45243, -1, -1, -1, -1, 17152, 17169, 17172, 17219,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48123, 48130, 48133, 48142, -1, -1, -1, -1, -1, -1, -1, -1,
        13139, 13163, 13166, 13195, 29822, 29838, 29841, 29938, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43070, 43089, 43092, 43116,
        47257, 47275, 47278, 47302, -1, -1, -1, -1, 30603, 30623, 30626, 30634, -1, -1, -1, -1,
        -1, -1, -1, -1, 62544, 62560, 62563, 62585, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52627, 52644, 52647, 52727, -1, -1, -1, -1, -1, -1, -1, -1,
        24075, 24101, 24104, 24130, -1, -1, -1, -1, 29326, 29344, 29347, 29455, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4996, 5009, 5012, 5018,
        15966, 15986, 15989, 16078, 24131, 24144, 24147, 24160, 35449, 35481, 35484, 35505, 22315, 22345, 22348, 22381,
        42667, 42692, 42695, 42784, -1, -1, -1, -1, 33854, 33878, 33881, 33934, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17580, 17597, 17600, 17706, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43422, 43438, 43441, 43445, 46858, 46876, 46879, 46910,
        55908, 55931, 55934, 55993, -1, -1, -1, -1, 54165, 54188, 54191, 54228, -1, -1, -1, -1,
        62258, 62275, 62278, 62292, 31988, 32015, 32018, 32108, 61994, 62015, 62018, 62025, -1, -1, -1, -1,
        4430, 4446, 4449, 4482, 43672, 43689, 43692, 43697, -1, -1, -1, -1, 53581, 53595, 53598, 53633,
        -1, -1, -1, -1, -1, -1, -1, -1, 22598, 22622, 22625, 22682, -1, -1, -1, -1,
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
        -1, -1, -1, -1, -1, -1, -1, -1, 55733, 55753, 55756, 55772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62982, 63002, 63005, 63019,
        -1, -1, -1, -1, 37418, 37430, 37433, 37465, 15861, 15885, 15888, 16880, -1, -1, -1, -1,
        12682, 12702, 12705, 12852, 54106, 54124, 54127, 54176, 38287, 38311, 38314, 38343, 63082, 63096, 63099, 63163,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 48031, 48050, 48053, 48102, 6877, 6894, 6897, 6950, 89133, 89160, 89163, 89194,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 32574, 32594, 32597, 32657, 33528, 33549, 33552, 33637, 44058, 44075, 44078, 44206,
        -1, -1, -1, -1, -1, -1, -1, -1, 67333, 67359, 67362, 67413, -1, -1, -1, -1,
        55018, 55044, 55047, 55146, -1, -1, -1, -1, -1, -1, -1, -1, 23286, 23304, 23307, 23337,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28593, 28610, 28613, 28868,
        -1, -1, -1, -1, 49426, 49443, 49446, 49716, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 79125, 79151, 79154, 79180, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 20205, 20227, 20230, 20397, -1, -1, -1, -1,
        35751, 35777, 35780, 35844, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99123, 99147, 99150, 99194, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51824, 51842, 51845, 51875,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78203, 78235, 78238, 78349, -1, -1, -1, -1, 88641, 88672, 88675, 88717, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86800, 86824, 86827, 86851, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61490, 61507, 61510, 61954,
        77681, 77708, 77711, 77735, -1, -1, -1, -1, 37775, 37785, 37788, 37804, 10304, 10323, 10326, 10415,
        -1, -1, -1, -1, -1, -1, -1, -1, 90092, 90126, 90129, 90182, 98596, 98614, 98617, 98683,
        -1, -1, -1, -1, 68283, 68302, 68305, 68366, 84672, 84686, 84689, 84774, 68823, 68843, 68846, 68877,
        28023, 28040, 28043, 28179, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16881, 16905, 16908, 18732, 46215, 46229, 46232, 46491, 37739, 37750, 37753, 37774, 50572, 50592, 50595, 50644,
        96311, 96327, 96330, 96483, 101951, 101966, 101969, 102122, -1, -1, -1, -1, -1, -1, -1, -1,
        32752, 32768, 32771, 32823, 37641, 37651, 37654, 37658, 88235, 88266, 88269, 88315, 48291, 48311, 48314, 48396,
        -1, -1, -1, -1, -1, -1, -1, -1, 8896, 8908, 8911, 9022, -1, -1, -1, -1,
        -1, -1, -1, -1, 55944, 55975, 55978, 56005, 67496, 67523, 67526, 67579, -1, -1, -1, -1,
        -1, -1, -1, -1, 72829, 72851, 72854, 72894, 43657, 43675, 43678, 43795, 22141, 22166, 22169, 22308,
        94184, 94209, 94212, 94370, -1, -1, -1, -1, 42216, 42226, 42229, 42305, -1, -1, -1, -1,
        -1, -1, -1, -1, 68238, 68254, 68257, 68282, -1, -1, -1, -1, -1, -1, -1, -1,
        102860, 102876, 102879, 102940, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58857, 58882, 58885, 58929, 82376, 82403, 82406, 82549, -1, -1, -1, -1,
        -1, -1, -1, -1, 38061, 38073, 38076, 38088, -1, -1, -1, -1, 66842, 66867, 66870, 66897,
        -1, -1, -1, -1, 66930, 66955, 66958, 67009, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29736, 29764, 29767, 30178, 36277, 36293, 36296, 36329, 43077, 43099, 43102, 43266, 68547, 68567, 68570, 68638,
        33638, 33671, 33674, 33791, 70546, 70577, 70580, 70678, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11142, 11161, 11164, 11267, 418, 435, 438, 462,
        60533, 60549, 60552, 60726, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51063, 51085, 51088, 51157, -1, -1, -1, -1,
        -1, -1, -1, -1, 90002, 90035, 90038, 90091, -1, -1, -1, -1, -1, -1, -1, -1,
        85141, 85158, 85161, 85276, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        76841, 76859, 76862, 76886, -1, -1, -1, -1, 77066, 77079, 77082, 77088, 96484, 96498, 96501, 96602,
        -1, -1, -1, -1, -1, -1, -1, -1, 69944, 69976, 69979, 70069, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22868, 22893, 22896, 23036, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47235, 47258, 47261, 47277, 69318, 69335, 69338, 69346,
        34956, 34979, 34982, 35147, -1, -1, -1, -1, -1, -1, -1, -1, 69630, 69650, 69653, 69690,
        75274, 75300, 75303, 75396, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60205, 60232, 60235, 60322,
        -1, -1, -1, -1, 7998, 8016, 8019, 8167, 50791, 50811, 50814, 50881, 77020, 77031, 77034, 77065,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52998, 53023, 53026, 53175, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 102466, 102483, 102486, 102637, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98802, 98820, 98823, 98972, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66733, 66757, 66760, 66789, 33203, 33223, 33226, 33315, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        76460, 76467, 76470, 76481, 89195, 89217, 89220, 89221, -1, -1, -1, -1, 76794, 76813, 76816, 76840,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65646, 65673, 65676, 65771, 68094, 68116, 68119, 68164, 88718, 88750, 88753, 88795,
        52436, 52456, 52459, 52497, 79737, 79757, 79760, 79795, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12552, 12575, 12578, 12681, 40100, 40125, 40128, 40301,
        82223, 82242, 82245, 82375, 78626, 78655, 78658, 78753, 100001, 100018, 100021, 100053, -1, -1, -1, -1,
        54819, 54838, 54841, 54887, 47777, 47789, 47792, 47870, 27786, 27807, 27810, 27913, 59744, 59768, 59771, 59881,
        94935, 94958, 94961, 94988, -1, -1, -1, -1, 89222, 89247, 89250, 89317, 95916, 95934, 95937, 95992,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71421, 71435, 71438, 71616,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56061, 56089, 56092, 56127, 93852, 93876, 93879, 94036, -1, -1, -1, -1,
        102941, 102959, 102962, 103074, -1, -1, -1, -1, 85277, 85294, 85297, 85394, -1, -1, -1, -1,
        31513, 31534, 31537, 31649, -1, -1, -1, -1, 40579, 40604, 40607, 40856, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72061, 72081, 72084, 72157,
        698, 710, 713, 725, 86027, 86040, 86043, 86084, 79796, 79809, 79812, 79856, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62846, 62865, 62868, 62876, 90660, 90685, 90688, 90734,
        26301, 26320, 26323, 26471, 93258, 93276, 93279, 93466, 97092, 97119, 97122, 97290, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55820, 55856, 55859, 55880,
        -1, -1, -1, -1, 63662, 63678, 63681, 63793, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52697, 52728, 52731, 52997, -1, -1, -1, -1, 18887, 18905, 18908, 20204,
        93208, 93227, 93230, 93257, 10007, 10017, 10020, 10195, 85867, 85887, 85890, 86026, -1, -1, -1, -1,
        -1, -1, -1, -1, 47070, 47080, 47083, 47130, -1, -1, -1, -1, 53731, 53750, 53753, 53789,
        48718, 48738, 48741, 48826, -1, -1, -1, -1, 103347, 103362, 103365, 103457, -1, -1, -1, -1,
        -1, -1, -1, -1, 43267, 43283, 43286, 43436, 72340, 72357, 72360, 72430, -1, -1, -1, -1,
        12853, 12877, 12880, 14428, 21836, 21858, 21861, 21976, -1, -1, -1, -1, -1, -1, -1, -1,
        45438, 45452, 45455, 45631, 50976, 50996, 50999, 51062, 88316, 88339, 88342, 88377, 38148, 38160, 38163, 38165,
        46928, 46941, 46944, 47069, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36534, 36563, 36566, 36653, 71111, 71125, 71128, 71152, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69128, 69144, 69147, 69153,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 55147, 55172, 55175, 55276, -1, -1, -1, -1,
        37248, 37271, 37274, 37293, -1, -1, -1, -1, 7658, 7684, 7687, 7735, 70679, 70712, 70715, 70813,
        102638, 102652, 102655, 102765, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94508, 94530, 94533, 94600, 55773, 55797, 55800, 55819, 87254, 87283, 87286, 87359,
        48103, 48123, 48126, 48154, -1, -1, -1, -1, 50046, 50072, 50075, 50219, 89509, 89536, 89539, 89606,
        -1, -1, -1, -1, 97612, 97632, 97635, 97670, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51343, 51360, 51363, 51511,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 96603, 96625, 96628, 96768,
        -1, -1, -1, -1, 7857, 7874, 7877, 7997, -1, -1, -1, -1, 83115, 83142, 83145, 83326,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26472, 26491, 26494, 26779,
        81135, 81157, 81160, 81355, -1, -1, -1, -1, 74160, 74178, 74181, 74262, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79961, 79982, 79985, 80014, 44575, 44596, 44599, 44729,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47731, 47747, 47750, 47776,
        69256, 69272, 69275, 69285, 9385, 9403, 9406, 9476, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 101696, 101713, 101716, 101755, -1, -1, -1, -1, 10505, 10525, 10528, 10693,
        55585, 55609, 55612, 55621, -1, -1, -1, -1, 101231, 101247, 101250, 101326, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9669, 9698, 9701, 9802, 37659, 37669, 37672, 37676,
        1052, 1066, 1069, 1087, 37466, 37479, 37482, 37494, 59655, 59679, 59682, 59743, 85395, 85413, 85416, 85558,
        88076, 88106, 88109, 88155, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 48202, 48218, 48221, 48290, 56663, 56686, 56689, 56715, 97428, 97450, 97453, 97611,
        23230, 23256, 23259, 23285, 82550, 82570, 82573, 82689, 72895, 72919, 72922, 73096, 9803, 9825, 9828, 9914,
        33316, 33343, 33346, 33527, 73097, 73116, 73119, 73149, 99286, 99306, 99309, 99408, -1, -1, -1, -1,
        309, 326, 329, 332, 57425, 57453, 57456, 57888, 87196, 87216, 87219, 87253, 90512, 90539, 90542, 90584,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35929, 35949, 35952, 36040,
        83970, 83986, 83989, 84010, 86984, 87005, 87008, 87066, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        31050, 31073, 31076, 31512, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 84358, 84380, 84383, 84505, 355, 367, 370, 388,
        75828, 75849, 75852, 75885, -1, -1, -1, -1, 68456, 68475, 68478, 68546, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47489, 47505, 47508, 47526, -1, -1, -1, -1,
        84051, 84068, 84071, 84101, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45323, 45339, 45342, 45437, 69595, 69609, 69612, 69629, 79397, 79416, 79419, 79486, 89847, 89872, 89875, 89917,
        -1, -1, -1, -1, -1, -1, -1, -1, 47553, 47572, 47575, 47593, 38596, 38611, 38614, 39446,
        47408, 47425, 47428, 47438, 48397, 48418, 48421, 48503, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        88503, 88528, 88531, 88566, -1, -1, -1, -1, 79241, 79259, 79262, 79325, -1, -1, -1, -1,
        -1, -1, -1, -1, 59032, 59055, 59058, 59182, 46015, 46029, 46032, 46108, -1, -1, -1, -1,
        47131, 47139, 47142, 47196, 38547, 38567, 38570, 38595, 62947, 62968, 62971, 62981, -1, -1, -1, -1,
        52498, 52520, 52523, 52558, 53350, 53370, 53373, 53463, -1, -1, -1, -1, -1, -1, -1, -1,
        55496, 55520, 55523, 55584, 67949, 67971, 67974, 68019, 27289, 27301, 27304, 27323, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18733, 18753, 18756, 18886, -1, -1, -1, -1,
        30179, 30197, 30200, 30433, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74638, 74658, 74661, 74742, -1, -1, -1, -1, 103220, 103235, 103238, 103293, 86897, 86919, 86922, 86983,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63053, 63070, 63073, 63081,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36041, 36064, 36067, 36110,
        70814, 70839, 70842, 70925, 99868, 99875, 99878, 99918, -1, -1, -1, -1, -1, -1, -1, -1,
        25227, 25247, 25250, 25428, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78879, 78909, 78912, 79005, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36654, 36679, 36682, 36702, 89073, 89098, 89101, 89132, -1, -1, -1, -1, 73967, 73986, 73989, 74022,
        -1, -1, -1, -1, 25480, 25496, 25499, 25526, -1, -1, -1, -1, 80015, 80037, 80040, 80096,
        -1, -1, -1, -1, 7206, 7216, 7219, 7225, 42441, 42463, 42466, 42639, 101046, 101059, 101062, 101128,
        4936, 4961, 4964, 5147, 73191, 73210, 73213, 73248, -1, -1, -1, -1, 25645, 25660, 25663, 25752,
        -1, -1, -1, -1, 86627, 86647, 86650, 86681, 99409, 99437, 99440, 99578, 73695, 73720, 73723, 73759,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 87360, 87381, 87384, 87406,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47323, 47343, 47346, 47360,
        -1, -1, -1, -1, 86469, 86485, 86488, 86528, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 94601, 94624, 94627, 94702, 46109, 46124, 46127, 46214,
        101559, 101577, 101580, 101637, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        87805, 87817, 87820, 87874, 94037, 94060, 94063, 94183, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36330, 36348, 36351, 36415, 41602, 41633, 41636, 41775, 56379, 56397, 56400, 56423,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69195, 69211, 69214, 69222,
        -1, -1, -1, -1, -1, -1, -1, -1, 56424, 56450, 56453, 56482, 102123, 102139, 102142, 102295,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72248, 72270, 72273, 72339, -1, -1, -1, -1, -1, -1, -1, -1,
        30665, 30690, 30693, 31049, 52190, 52208, 52211, 52249, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33885, 33924, 33927, 34007, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69347, 69362, 69365, 69368, 76887, 76907, 76910, 76936, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37613, 37627, 37630, 37640, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50645, 50659, 50662, 50771, 75772, 75791, 75794, 75827, 91364, 91388, 91391, 91775, 22784, 22807, 22810, 22867,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 38035, 38047, 38050, 38060,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66308, 66331, 66334, 66448,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35281, 35310, 35313, 35514, -1, -1, -1, -1, -1, -1, -1, -1, 102766, 102782, 102785, 102859,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67852, 67871, 67874, 67914, -1, -1, -1, -1, 73619, 73638, 73641, 73694,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75185, 75201, 75204, 75273, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64855, 64875, 64878, 64901, 101756, 101773, 101776, 101815, 1158, 1171, 1174, 1192,
        49200, 49215, 49218, 49425, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        81583, 81605, 81608, 81638, 72521, 72544, 72547, 72602, 86766, 86780, 86783, 86799, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 77089, 77099, 77102, 77107,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63238, 63257, 63260, 63338, 28265, 28283, 28286, 28403, -1, -1, -1, -1,
        -1, -1, -1, -1, 59311, 59335, 59338, 59489, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21432, 21453, 21456, 21543, 32658, 32673, 32676, 32751, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54424, 54448, 54451, 54612, 62289, 62312, 62315, 62444, -1, -1, -1, -1, 52052, 52077, 52080, 52132,
        52307, 52326, 52329, 52435, 76530, 76549, 76552, 76576, 99702, 99729, 99732, 99867, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31943, 31965, 31968, 32026,
        47439, 47458, 47461, 47488, 84011, 84030, 84033, 84050, 44207, 44229, 44232, 44351, 72745, 72767, 72770, 72828,
        68165, 68189, 68192, 68237, 89680, 89705, 89708, 89761, 8649, 8663, 8666, 8895, 93467, 93483, 93486, 93765,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50882, 50903, 50906, 50975,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 90811, 90836, 90839, 90885, 58403, 58423, 58426, 58654, -1, -1, -1, -1,
        56128, 56157, 56160, 56191, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79926, 79940, 79943, 79960, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76937, 76951, 76954, 76989, 11412, 11436, 11439, 11560,
        5408, 5422, 5425, 5435, 47527, 47543, 47546, 47552, 66588, 66611, 66614, 66640, -1, -1, -1, -1,
        53595, 53622, 53625, 53730, -1, -1, -1, -1, 72690, 72711, 72714, 72744, 66513, 66540, 66543, 66587,
        6951, 6968, 6971, 7080, 76482, 76500, 76503, 76529, 80690, 80712, 80715, 80912, 85559, 85578, 85581, 85662,
        67580, 67600, 67603, 67688, 67169, 67196, 67199, 67250, 77794, 77821, 77824, 77846, 69101, 69116, 69119, 69127,
        3155, 3179, 3182, 3321, 77393, 77426, 77429, 77534, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36111, 36138, 36141, 36276, 58655, 58684, 58687, 58856, 66018, 66044, 66047, 66151, 67251, 67276, 67279, 67332,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 73150, 73168, 73171, 73190,
        55622, 55649, 55652, 55664, 31650, 31660, 31663, 31697, 62778, 62797, 62800, 62810, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34574, 34604, 34607, 34719, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22309, 22334, 22337, 22530, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83705, 83725, 83728, 83857, -1, -1, -1, -1,
        81639, 81658, 81661, 81803, 89413, 89438, 89441, 89508, 12520, 12533, 12536, 12551, 56006, 56032, 56035, 56060,
        79181, 79209, 79212, 79240, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65213, 65240, 65243, 65365, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32152, 32170, 32173, 32210, -1, -1, -1, -1, 88873, 88906, 88909, 88951, 91931, 91949, 91952, 92216,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59971, 59996, 59999, 60099,
        70198, 70215, 70218, 70274, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21977, 21997, 22000, 22140, 85761, 85777, 85780, 85866, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98973, 98993, 98996, 99122, 50220, 50245, 50248, 50394,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 63020, 63037, 63040, 63052,
        -1, -1, -1, -1, -1, -1, -1, -1, 56321, 56355, 56358, 56378, 32341, 32359, 32362, 32479,
        64071, 64086, 64089, 64181, 87935, 87953, 87956, 87971, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26780, 26796, 26799, 26978, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11883, 11905, 11908, 11975, 49873, 49898, 49901, 50045, 64600, 64614, 64617, 64699,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24566, 24584, 24587, 24715, 61203, 61220, 61223, 61283,
        72158, 72178, 72181, 72247, 88441, 88464, 88467, 88502, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12094, 12118, 12121, 12325, 38502, 38520, 38523, 38546,
        1259, 1269, 1272, 1286, 51512, 51527, 51530, 51662, 74023, 74043, 74046, 74098, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10694, 10718, 10721, 10858,
        75886, 75910, 75913, 75971, 42900, 42914, 42917, 42980, 69154, 69173, 69176, 69194, 82082, 82105, 82108, 82222,
        11976, 12000, 12003, 12093, 87525, 87550, 87553, 87593, 64902, 64929, 64932, 65056, 42306, 42333, 42336, 42440,
        80404, 80420, 80423, 80508, 60100, 60123, 60126, 60204, 70962, 70968, 70971, 70981, -1, -1, -1, -1,
        10859, 10879, 10882, 11019, 101404, 101421, 101424, 101483, -1, -1, -1, -1, -1, -1, -1, -1,
        23614, 23628, 23631, 23700, 48900, 48918, 48921, 49022, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23876, 23895, 23898, 24011, 53176, 53203, 53206, 53260, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8168, 8190, 8193, 8342,
        -1, -1, -1, -1, 75397, 75416, 75419, 75461, -1, -1, -1, -1, 14565, 14584, 14587, 15860,
        37677, 37692, 37695, 37738, 42774, 42795, 42798, 42899, 10416, 10433, 10436, 10504, 59882, 59912, 59915, 59970,
        66898, 66916, 66919, 66929, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        55665, 55684, 55687, 55698, 9133, 9149, 9152, 9284, 82839, 82857, 82860, 82970, 98223, 98241, 98244, 98368,
        -1, -1, -1, -1, -1, -1, -1, -1, 46807, 46821, 46824, 46927, 89607, 89631, 89634, 89679,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22616, 22635, 22638, 22783, 77535, 77570, 77573, 77680,
        -1, -1, -1, -1, -1, -1, -1, -1, 96940, 96959, 96962, 97091, -1, -1, -1, -1,
        27341, 27357, 27360, 27381, 29064, 29077, 29080, 29546, -1, -1, -1, -1, 33792, 33825, 33828, 33884,
        95993, 96008, 96011, 96094, 99579, 99598, 99601, 99701, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 87732, 87751, 87754, 87804, -1, -1, -1, -1,
        -1, -1, -1, -1, 62445, 62469, 62472, 62777, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 93766, 93789, 93792, 93851, -1, -1, -1, -1, 36802, 36822, 36825, 36885,
        -1, -1, -1, -1, 69009, 69029, 69032, 69042, 1320, 1332, 1335, 1345, 24012, 24032, 24035, 24122,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34008, 34032, 34035, 34152, -1, -1, -1, -1,
        76990, 77001, 77004, 77019, 53866, 53890, 53893, 54105, -1, -1, -1, -1, 100914, 100929, 100932, 100980,
        -1, -1, -1, -1, -1, -1, -1, -1, 76059, 76083, 76086, 76144, 102296, 102311, 102314, 102465,
        -1, -1, -1, -1, -1, -1, -1, -1, 96769, 96785, 96788, 96939, 53261, 53273, 53276, 53349,
        84970, 84991, 84994, 85140, 79487, 79507, 79510, 79564, -1, -1, -1, -1, 25753, 25775, 25778, 25915,
        -1, -1, -1, -1, 28180, 28197, 28200, 28264, -1, -1, -1, -1, 88567, 88587, 88590, 88640,
        -1, -1, -1, -1, -1, -1, -1, -1, 52250, 52266, 52269, 52306, 32088, 32107, 32110, 32151,
        64426, 64449, 64452, 64537, 92886, 92904, 92907, 93207, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11561, 11581, 11584, 11711, 76746, 76764, 76767, 76793, -1, -1, -1, -1,
        -1, -1, -1, -1, 9285, 9304, 9307, 9384, 58930, 58955, 58958, 59031, -1, -1, -1, -1,
        31780, 31801, 31804, 31864, 89762, 89788, 89791, 89846, 90365, 90392, 90395, 90437, 43796, 43817, 43820, 43826,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 98369, 98392, 98395, 98466, -1, -1, -1, -1,
        101816, 101834, 101837, 101950, 1375, 1394, 1397, 1540, 96095, 96106, 96109, 96131, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24882, 24898, 24901, 24932, 90438, 90466, 90469, 90511,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 101327, 101343, 101346, 101403,
        61955, 61981, 61984, 62191, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23797, 23814, 23817, 23875, 100108, 100127, 100130, 100155, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75462, 75486, 75489, 75518, 84506, 84522, 84525, 84671,
        103916, 103931, 103934, 103992, 75972, 75997, 76000, 76058, -1, -1, -1, -1, 90183, 90216, 90219, 90272,
        78499, 78527, 78530, 78625, 82971, 82990, 82993, 83114, -1, -1, -1, -1, 101638, 101649, 101652, 101695,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28404, 28421, 28424, 28592, 47871, 47892, 47895, 47955, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45632, 45652, 45655, 45680,
        -1, -1, -1, -1, 54177, 54198, 54201, 54295, -1, -1, -1, -1, -1, -1, -1, -1,
        98684, 98698, 98701, 98801, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25429, 25445, 25448, 25479,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52133, 52152, 52155, 52189,
        47686, 47704, 47707, 47730, -1, -1, -1, -1, 100054, 100071, 100074, 100107, -1, -1, -1, -1,
        24370, 24388, 24391, 24565, 91106, 91128, 91131, 91363, -1, -1, -1, -1, 95674, 95698, 95701, 95777,
        -1, -1, -1, -1, 38001, 38013, 38016, 38034, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 37954, 37967, 37970, 38000, -1, -1, -1, -1, -1, -1, -1, -1,
        9023, 9047, 9050, 9132, 88378, 88402, 88405, 88440, -1, -1, -1, -1, -1, -1, -1, -1,
        64182, 64201, 64204, 64284, 94371, 94396, 94399, 94507, 95104, 95119, 95122, 95150, 94813, 94844, 94847, 94934,
        -1, -1, -1, -1, -1, -1, -1, -1, 32211, 32231, 32234, 32275, -1, -1, -1, -1,
        63164, 63187, 63190, 63237, 68878, 68896, 68899, 68907, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49023, 49036, 49039, 49199,
        -1, -1, -1, -1, 64361, 64377, 64380, 64425, 41195, 41222, 41225, 41377, 8343, 8364, 8367, 8648,
        31698, 31718, 31721, 31779, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        38166, 38190, 38193, 38224, -1, -1, -1, -1, 50772, 50784, 50787, 50790, 53790, 53812, 53815, 53865,
        54613, 54637, 54640, 54718, 7810, 7827, 7830, 7856, 77108, 77141, 77144, 77249, 86852, 86877, 86880, 86896,
        -1, -1, -1, -1, 38405, 38423, 38426, 38451, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 97949, 97969, 97972, 98222,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        86682, 86701, 86704, 86765, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9477, 9501, 9504, 9668,
        -1, -1, -1, -1, 38089, 38102, 38105, 38147, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70926, 70947, 70950, 70961, -1, -1, -1, -1, 37805, 37816, 37819, 37848,
        64285, 64303, 64306, 64360, 74743, 74761, 74764, 74927, 23505, 23529, 23532, 23613, 55699, 55719, 55722, 55732,
        -1, -1, -1, -1, -1, -1, -1, -1, 47956, 47972, 47975, 48030, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38344, 38370, 38373, 38404, -1, -1, -1, -1, 56602, 56630, 56633, 56662, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70410, 70442, 70445, 70545, -1, -1, -1, -1, 65366, 65395, 65398, 65522, 79680, 79698, 79701, 79736,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 99919, 99938, 99941, 100000, 44520, 44537, 44540, 44574, 74339, 74360, 74363, 74637,
        80509, 80525, 80528, 80565, -1, -1, -1, -1, 47197, 47217, 47220, 47234, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 69286, 69304, 69307, 69317, -1, -1, -1, -1,
        34153, 34169, 34172, 34573, -1, -1, -1, -1, -1, -1, -1, -1, 69553, 69571, 69574, 69594,
        -1, -1, -1, -1, -1, -1, -1, -1, 44352, 44369, 44372, 44519, -1, -1, -1, -1,
        51979, 52003, 52006, 52051, -1, -1, -1, -1, -1, -1, -1, -1, 103630, 103649, 103652, 103727,
        87594, 87615, 87618, 87731, 62811, 62830, 62833, 62845, 37872, 37887, 37890, 37907, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39733, 39758, 39761, 39893, 45119, 45133, 45136, 45240,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80097, 80120, 80123, 80182, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24123, 24141, 24144, 24213, -1, -1, -1, -1, 24933, 24951, 24954, 25226,
        32276, 32289, 32292, 32340, 56483, 56510, 56513, 56542, 56716, 56735, 56738, 57424, 36416, 36445, 36448, 36533,
        64700, 64722, 64725, 64768, -1, -1, -1, -1, 389, 403, 406, 417, 37565, 37576, 37579, 37584,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11712, 11730, 11733, 11882, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        66449, 66469, 66472, 66512, 27324, 27331, 27334, 27340, 37535, 37549, 37552, 37564, 55277, 55304, 55307, 55408,
        58033, 58057, 58060, 58296, -1, -1, -1, -1, 82690, 82707, 82710, 82838, 103294, 103315, 103318, 103346,
        -1, -1, -1, -1, -1, -1, -1, -1, 67010, 67036, 67039, 67088, 78350, 78384, 78387, 78498,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 54719, 54738, 54741, 54818, -1, -1, -1, -1,
        23701, 23718, 23721, 23796, 75715, 75735, 75738, 75771, -1, -1, -1, -1, -1, -1, -1, -1,
        87875, 87891, 87894, 87934, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77847, 77876, 77879, 77903, -1, -1, -1, -1, 75062, 75083, 75086, 75129, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62914, 62931, 62934, 62946, 67915, 67926, 67929, 67948,
        -1, -1, -1, -1, 84775, 84790, 84793, 84825, 6553, 6565, 6568, 6667, 79006, 79032, 79035, 79063,
        103458, 103474, 103477, 103534, 21212, 21236, 21239, 21431, -1, -1, -1, -1, 100733, 100750, 100753, 100770,
        -1, -1, -1, -1, -1, -1, -1, -1, 69507, 69520, 69523, 69552, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 48504, 48524, 48527, 48609, -1, -1, -1, -1,
        61036, 61057, 61060, 61202, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7377, 7401, 7404, 7423, 54296, 54323, 54326, 54423, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73760, 73779, 73782, 73830, 37908, 37925, 37928, 37953,
        89012, 89038, 89041, 89072, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71617, 71631, 71634, 71758, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77736, 77764, 77767, 77793, 97846, 97864, 97867, 97948, -1, -1, -1, -1,
        100634, 100652, 100655, 100732, 68908, 68927, 68930, 68944, 88156, 88185, 88188, 88234, 33005, 33021, 33024, 33125,
        -1, -1, -1, -1, 63409, 63431, 63434, 63524, -1, -1, -1, -1, -1, -1, -1, -1,
        7348, 7368, 7371, 7376, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27246, 27259, 27262, 27288, -1, -1, -1, -1, -1, -1, -1, -1, 32480, 32500, 32503, 32573,
        -1, -1, -1, -1, 7736, 7762, 7765, 7809, 76289, 76308, 76311, 76345, 64538, 64556, 64559, 64599,
        80325, 80345, 80348, 80403, -1, -1, -1, -1, 41971, 41998, 42001, 42215, 95151, 95168, 95171, 95213,
        55409, 55434, 55437, 55495, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99195, 99216, 99219, 99285, 76346, 76364, 76367, 76401,
        65893, 65921, 65924, 66017, 20712, 20736, 20739, 20893, 31865, 31885, 31888, 31942, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 73462, 73481, 73484, 73519, 75588, 75601, 75604, 75658, 75519, 75541, 75544, 75587,
        51919, 51934, 51937, 51978, 60890, 60915, 60918, 61035, 76145, 76171, 76174, 76232, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65772, 65798, 65801, 65892, 1541, 1562, 1565, 1679,
        61284, 61303, 61306, 61489, 48827, 48847, 48850, 48899, 88952, 88977, 88980, 89011, 95214, 95230, 95233, 95482,
        7424, 7437, 7440, 7448, 75130, 75148, 75151, 75184, 87467, 87492, 87495, 87524, 60323, 60346, 60349, 60532,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86186, 86202, 86205, 86246, 23338, 23360, 23363, 23504,
        79064, 79091, 79094, 79124, 94703, 94728, 94731, 94812, -1, -1, -1, -1, 48610, 48632, 48635, 48717,
        65523, 65549, 65552, 65645, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 29547, 29560, 29563, 29735,
        69691, 69723, 69726, 69816, 28869, 28879, 28882, 29063, 69440, 69456, 69459, 69506, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47361, 47377, 47380, 47407, 6481, 6494, 6497, 6552, 97291, 97305, 97308, 97427, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73377, 73393, 73396, 73461, -1, -1, -1, -1,
        -1, -1, -1, -1, 7476, 7490, 7493, 7554, 33126, 33141, 33144, 33202, 68980, 68995, 68998, 69008,
        89918, 89945, 89948, 90001, 90273, 90308, 90311, 90364, 73249, 73267, 73270, 73376, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72431, 72455, 72458, 72520,
        80183, 80203, 80206, 80264, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68639, 68658, 68661, 68729, 43827, 43847, 43850, 44057, 68730, 68751, 68754, 68822, 69043, 69061, 69064, 69072,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56259, 56293, 56296, 56320, 69817, 69850, 69853, 69943, 62877, 62898, 62901, 62913,
        43545, 43566, 43569, 43656, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49717, 49741, 49744, 49872, 32027, 32045, 32048, 32087, 34798, 34821, 34824, 34955,
        -1, -1, -1, -1, 23181, 23206, 23209, 23229, 95569, 95594, 95597, 95673, 9968, 9987, 9990, 10006,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62192, 62211, 62214, 62288, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57889, 57913, 57916, 58032, -1, -1, -1, -1, 100981, 100996, 100999, 101045, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12426, 12451, 12454, 12519, -1, -1, -1, -1,
        95778, 95799, 95802, 95915, 71320, 71335, 71338, 71420, 39894, 39917, 39920, 40099, 20398, 20422, 20425, 20711,
        69223, 69240, 69243, 69255, 73831, 73850, 73853, 73966, 83327, 83344, 83347, 83417, 7321, 7339, 7342, 7347,
        530, 547, 550, 574, 14429, 14449, 14452, 14564, 100344, 100360, 100363, 100440, 833, 849, 852, 873,
        -1, -1, -1, -1, 21544, 21569, 21572, 21749, 30434, 30451, 30454, 30664, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56192, 56227, 56230, 56258,
        85663, 85675, 85678, 85760, -1, -1, -1, -1, 64769, 64790, 64793, 64854, 10196, 10219, 10222, 10303,
        90886, 90913, 90916, 90962, -1, -1, -1, -1, 91776, 91795, 91798, 91930, 39447, 39473, 39476, 39732,
        45894, 45910, 45913, 46014, 56543, 56569, 56572, 56601, 89318, 89344, 89347, 89412, 27421, 27431, 27434, 27461,
        97671, 97693, 97696, 97845, -1, -1, -1, -1, 46658, 46671, 46674, 46806, -1, -1, -1, -1,
        63794, 63815, 63818, 63908, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59183, 59199, 59202, 59310, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51876, 51892, 51895, 51918, -1, -1, -1, -1,
        36886, 36910, 36913, 37069, 1008, 1025, 1028, 1051, 40302, 40322, 40325, 40578, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41776, 41803, 41806, 41970,
        -1, -1, -1, -1, -1, -1, -1, -1, 68945, 68964, 68967, 68979, -1, -1, -1, -1,
        -1, -1, -1, -1, 51663, 51681, 51684, 51823, -1, -1, -1, -1, 7555, 7566, 7569, 7657,
        21180, 21193, 21196, 21211, 79326, 79344, 79347, 79396, 76695, 76717, 76720, 76745, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 82007, 82022, 82025, 82081, 96132, 96146, 96149, 96310,
        -1, -1, -1, -1, 95483, 95505, 95508, 95568, 7081, 7097, 7100, 7205, 100207, 100221, 100224, 100298,
        27382, 27393, 27396, 27420, 86529, 86541, 86544, 86626, 87067, 87087, 87090, 87130, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51274, 51286, 51289, 51342, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 77250, 77284, 77287, 77392,
        -1, -1, -1, -1, 7226, 7237, 7240, 7249, 76577, 76595, 76598, 76622, 7250, 7268, 7271, 7298,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71759, 71779, 71782, 71924,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27194, 27213, 27216, 27245,
        45241, 45264, 45267, 45322, 6777, 6798, 6801, 6824, 40857, 40885, 40888, 41194, 78754, 78782, 78785, 78878,
        -1, -1, -1, -1, -1, -1, -1, -1, 100541, 100557, 100560, 100633, -1, -1, -1, -1,
        73520, 73538, 73541, 73618, 74099, 74117, 74120, 74159, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12326, 12350, 12353, 12425, 24716, 24732, 24735, 24881, 42981, 42995, 42998, 43076, 67089, 67114, 67117, 67168,
        90735, 90761, 90764, 90810, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        103728, 103746, 103749, 103818, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 87407, 87430, 87433, 87466, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 79622, 79641, 79644, 79679, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21750, 21771, 21774, 21835, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70275, 70306, 70309, 70409,
        88796, 88827, 88830, 88872, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9915, 9933, 9936, 9967, 43437, 43456, 43459, 43544, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60727, 60744, 60747, 60889, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59490, 59523, 59526, 59654, 70070, 70104, 70107, 70197, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 83858, 83880, 83883, 83969, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 78053, 78086, 78089, 78202,
        71153, 71168, 71171, 71319, 83418, 83436, 83439, 83517, 100441, 100458, 100461, 100540, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 36703, 36728, 36731, 36753,
        37849, 37860, 37863, 37871, 80566, 80583, 80586, 80689, 42640, 42663, 42666, 42773, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76233, 76251, 76254, 76288, 81804, 81823, 81826, 82006, 86085, 86102, 86105, 86185,
        26112, 26131, 26134, 26171, 21124, 21140, 21143, 21179, -1, -1, -1, -1, -1, -1, -1, -1,
        47594, 47613, 47616, 47643, 5471, 5491, 5494, 5765, 94989, 95017, 95020, 95103, -1, -1, -1, -1,
        11020, 11039, 11042, 11141, -1, -1, -1, -1, 103535, 103553, 103556, 103629, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 103075, 103098, 103101, 103219, 1994, 2012, 2015, 2181,
        101129, 101149, 101152, 101230, 69406, 69416, 69419, 69439, 37070, 37094, 37097, 37247, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54888, 54913, 54916, 55017,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67414, 67439, 67442, 67495,
        84102, 84122, 84125, 84357, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37585, 37597, 37600, 37612, 90585, 90614, 90617, 90659, -1, -1, -1, -1,
        23037, 23062, 23065, 23180, 80265, 80284, 80287, 80324, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66679, 66702, 66705, 66732,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 79857, 79874, 79877, 79925,
        80913, 80936, 80939, 81134, 58297, 58317, 58320, 58402, 76402, 76422, 76425, 76459, 77904, 77936, 77939, 78052,
        100771, 100788, 100791, 100808, 66790, 66813, 66816, 66841, 103819, 103839, 103842, 103915, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 100809, 100827, 100830, 100863, -1, -1, -1, -1,
        41378, 41413, 41416, 41601, -1, -1, -1, -1, 27462, 27475, 27478, 27785, 52559, 52586, 52589, 52696,
        74995, 75017, 75020, 75061, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68020, 68043, 68046, 68093, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7299, 7313, 7316, 7320, -1, -1, -1, -1,
        -1, -1, -1, -1, 63339, 63358, 63361, 63408, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44730, 44745, 44748, 44978, 20995, 21020, 21023, 21123,
        48155, 48165, 48168, 48201, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        87972, 87984, 87987, 87996, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51158, 51172, 51175, 51273, 100156, 100175, 100178, 100206, -1, -1, -1, -1, -1, -1, -1, -1,
        87997, 88026, 88029, 88075, -1, -1, -1, -1, 35515, 35544, 35547, 35750, -1, -1, -1, -1,
        76623, 76643, 76646, 76672, 79565, 79583, 79586, 79621, 98467, 98486, 98489, 98595, -1, -1, -1, -1,
        -1, -1, -1, -1, 92538, 92559, 92562, 92885, -1, -1, -1, -1, -1, -1, -1, -1,
        32824, 32843, 32846, 33004, 11268, 11292, 11295, 11411, 83518, 83537, 83540, 83704, -1, -1, -1, -1,
        44979, 45001, 45004, 45118, -1, -1, -1, -1, 66152, 66174, 66177, 66307, -1, -1, -1, -1,
        66641, 66658, 66661, 66678, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63909, 63931, 63934, 64070, 38225, 38250, 38253, 38286, -1, -1, -1, -1, -1, -1, -1, -1,
        36754, 36770, 36773, 36801, 86310, 86331, 86334, 86468, 35845, 35871, 35874, 35928, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81356, 81380, 81383, 81582, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 92217, 92236, 92239, 92537, -1, -1, -1, -1,
        -1, -1, -1, -1, 47278, 47301, 47304, 47322, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72603, 72626, 72629, 72689, -1, -1, -1, -1, -1, -1, -1, -1,
        25916, 25936, 25939, 26111, -1, -1, -1, -1, -1, -1, -1, -1, 22531, 22552, 22555, 22615,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63525, 63541, 63544, 63661,
        70982, 70995, 70998, 71110, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37495, 37512, 37515, 37534, -1, -1, -1, -1, -1, -1, -1, -1, 27914, 27937, 27940, 28022,
        25527, 25544, 25547, 25644, 71925, 71945, 71948, 72060, -1, -1, -1, -1, 26172, 26189, 26192, 26300,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76673, 76680, 76683, 76694, -1, -1, -1, -1, -1, -1, -1, -1,
        20894, 20918, 20921, 20994, 46492, 46508, 46511, 46657, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68367, 68386, 68389, 68455,
        74928, 74946, 74949, 74994, -1, -1, -1, -1, 47644, 47664, 47667, 47685, -1, -1, -1, -1,
        -1, -1, -1, -1, 101484, 101500, 101503, 101558, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 84826, 84843, 84846, 84969, -1, -1, -1, -1, -1, -1, -1, -1,
        37294, 37320, 37323, 37371, -1, -1, -1, -1, 45681, 45699, 45702, 45893, 65057, 65085, 65088, 65212,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7449, 7462, 7465, 7475,
        24214, 24234, 24237, 24369, 37372, 37385, 37388, 37417, 38452, 38471, 38474, 38501, 34720, 34750, 34753, 34797,
        55881, 55913, 55916, 55943, 67689, 67714, 67717, 67851, 53464, 53488, 53491, 53594, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26979, 26996, 26999, 27193, 75659, 75678, 75681, 75714,
        -1, -1, -1, -1, -1, -1, -1, -1, 69073, 69089, 69092, 69100, 74263, 74281, 74284, 74338,
        90963, 90986, 90989, 91105, -1, -1, -1, -1, 87131, 87154, 87157, 87195, -1, -1, -1, -1,
        100864, 100881, 100884, 100913, 50395, 50422, 50425, 50571, 100299, 100320, 100323, 100343, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 69369, 69386, 69389, 69405, -1, -1, -1, -1, 86247, 86261, 86264, 86309,
        -1, -1, -1, -1, -1, -1, -1, -1, 35148, 35172, 35175, 35280, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
