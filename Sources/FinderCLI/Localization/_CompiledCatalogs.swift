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
        help.details.watch = The watchlist is kept in the data folder's store, in the order tickers were added. Prices are the catalogue's (“finder stocks sync” refreshes them), or newer ones --refresh fetched from the quote source for the watched listings: “finder watch --refresh”, and in a cron job “finder watch check --refresh”. “finder watch check” shows the tickers whose alert fires now, each said in words, and exits 0; when none fires it exits 1, so a cron job can run: “finder watch check && notify-send …”
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
        help.examples.watch =   finder watch add AAPL MSFT SBER\\n  finder watch\\n  finder watch alert AAPL above 250\\n  finder watch check --json
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
        help.option.country = only listings of these countries: ISO codes or names, comma-separated
        help.option.data-dir = where finder keeps its data (default $XDG_DATA_HOME/finder)
        help.option.domain = which domain: stocks or photos
        help.option.exchange = only listings of these exchanges: codes or names (MOEX, Moscow Exchange), comma-separated
        help.option.fields = the result fields to write, comma-separated, in this order (every format; names as in JSON)
        help.option.format = output format (default text; csv and tsv give a table with a header row)
        help.option.from = where to sync from: moex, nasdaq, an https URL or a file (by default every keyless source)
        help.option.help = show help
        help.option.images = how photo previews are drawn: the best the terminal has, a protocol, blocks, only the blur, or none (default auto)
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
        watch.noneAdded = No ticker was added to the watchlist.
        watch.notWatched = “{ticker}” is not on the watchlist.
        watch.removed[one] = Removed {count} ticker from the watchlist.
        watch.removed[other] = Removed {count} tickers from the watchlist.
        watch.unchanged = The watchlist is unchanged.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 34869, 34889, 34892, 34906, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39752, 39772, 39775, 39782,
        -1, -1, -1, -1, 23712, 23724, 23727, 23739, 10145, 10169, 10172, 10744, -1, -1, -1, -1,
        8281, 8301, 8304, 8383, 33851, 33869, 33872, 33902, 24271, 24295, 24298, 24318, 39833, 39847, 39850, 39887,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 30404, 30423, 30426, 30454, 4594, 4611, 4614, 4641, 54587, 54614, 54617, 54632,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 20339, 20359, 20362, 20395, 21017, 21038, 21041, 21099, 27873, 27890, 27893, 27978,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15097, 15115, 15118, 15133,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18117, 18134, 18137, 18283,
        -1, -1, -1, -1, 31146, 31163, 31166, 31319, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48361, 48387, 48390, 48404, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2033, 2059, 2062, 2124, 12449, 12471, 12474, 12558, -1, -1, -1, -1,
        22578, 22604, 22607, 22644, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60498, 60522, 60525, 60561, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32294, 32312, 32315, 32342,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48025, 48057, 48060, 48111, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53261, 53285, 53288, 53307, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38756, 38773, 38776, 39047,
        -1, -1, -1, -1, -1, -1, -1, -1, 23984, 23994, 23997, 24001, 6861, 6880, 6883, 6931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60137, 60155, 60158, 60198,
        -1, -1, -1, -1, 42561, 42580, 42583, 42620, 51848, 51862, 51865, 51931, 42765, 42785, 42788, 42802,
        17748, 17765, 17768, 17842, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10745, 10769, 10772, 11828, 29228, 29242, 29245, 29372, 23963, 23974, 23977, 23983, 31660, 31680, 31683, 31722,
        58544, 58560, 58563, 58672, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20458, 20474, 20477, 20509, 23887, 23897, 23900, 23904, 54250, 54281, 54284, 54304, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5971, 5983, 5986, 6047, -1, -1, -1, -1,
        -1, -1, -1, -1, 35057, 35088, 35091, 35114, 42100, 42127, 42130, 42148, -1, -1, -1, -1,
        -1, -1, -1, -1, 45181, 45203, 45206, 45245, 27626, 27644, 27647, 27703, 14010, 14035, 14038, 14177,
        57110, 57135, 57138, 57219, -1, -1, -1, -1, 26561, 26571, 26574, 26606, -1, -1, -1, -1,
        -1, -1, -1, -1, 42519, 42535, 42538, 42560, -1, -1, -1, -1, -1, -1, -1, -1,
        62517, 62533, 62536, 62581, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37029, 37054, 37057, 37101, 50373, 50400, 50403, 50511, -1, -1, -1, -1,
        -1, -1, -1, -1, 24185, 24197, 24200, 24208, -1, -1, -1, -1, 41887, 41912, 41915, 41931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18767, 18795, 18798, 19040, 22933, 22949, 22952, 22963, 27215, 27237, 27240, 27318, 43597, 43628, 43631, 43679,
        21100, 21133, 21136, 21213, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7342, 7361, 7364, 7417, 316, 333, 336, 355,
        38162, 38178, 38181, 38275, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31879, 31901, 31904, 31934, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52184, 52201, 52204, 52287, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        47525, 47543, 47546, 47562, -1, -1, -1, -1, 47699, 47712, 47715, 47721, 58673, 58687, 58690, 58755,
        -1, -1, -1, -1, -1, -1, -1, -1, 43378, 43410, 43413, 43462, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14704, 14729, 14732, 14872, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29836, 29859, 29862, 29873, 43175, 43192, 43195, 43200,
        22042, 22065, 22068, 22148, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46819, 46845, 46848, 46903, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37963, 37990, 37993, 38030,
        -1, -1, -1, -1, 5376, 5394, 5397, 5494, -1, -1, -1, -1, 47669, 47680, 47683, 47698,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33125, 33150, 33153, 33218, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62278, 62295, 62298, 62360, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60280, 60298, 60301, 60395, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20756, 20776, 20779, 20842, -1, -1, -1, -1, 1748, 1774, 1777, 1823,
        47364, 47371, 47374, 47383, 54633, 54655, 54658, 54659, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42416, 42438, 42441, 42465, -1, -1, -1, -1,
        32751, 32771, 32774, 32808, 48731, 48751, 48754, 48773, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8197, 8220, 8223, 8280, 25320, 25345, 25348, 25438,
        50263, 50282, 50285, 50372, 61094, 61111, 61114, 61141, -1, -1, -1, -1, -1, -1, -1, -1,
        34345, 34364, 34367, 34412, 30250, 30262, 30265, 30307, 17608, 17629, 17632, 17679, 37678, 37702, 37705, 37760,
        57574, 57597, 57600, 57623, -1, -1, -1, -1, 58253, 58271, 58274, 58316, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44132, 44146, 44149, 44267,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35157, 35185, 35188, 35207, 56887, 56911, 56914, 56989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52288, 52305, 52308, 52365, -1, -1, -1, -1,
        19794, 19815, 19818, 19878, -1, -1, -1, -1, 25580, 25605, 25608, 25727, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44584, 44604, 44607, 44659,
        515, 527, 530, 535, 52769, 52782, 52785, 52808, 48774, 48787, 48790, 48822, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39635, 39654, 39657, 39663, 56527, 56545, 56548, 56644,
        16771, 16790, 16793, 16873, 59089, 59116, 59119, 59233, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34945, 34981, 34984, 34999,
        -1, -1, -1, -1, 40222, 40238, 40241, 40286, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32940, 32971, 32974, 33124, -1, -1, -1, -1, 11917, 11935, 11938, 12448,
        56485, 56504, 56507, 56526, 6689, 6699, 6702, 6801, 52692, 52712, 52715, 52768, -1, -1, -1, -1,
        -1, -1, -1, -1, 29732, 29742, 29745, 29758, -1, -1, -1, -1, 33581, 33600, 33603, 33614,
        30724, 30744, 30747, 30788, -1, -1, -1, -1, 62582, 62597, 62600, 62637, -1, -1, -1, -1,
        -1, -1, -1, -1, 27319, 27335, 27338, 27454, 44797, 44814, 44817, 44863, -1, -1, -1, -1,
        8384, 8408, 8411, 9335, 13705, 13727, 13730, 13845, -1, -1, -1, -1, -1, -1, -1, -1,
        28739, 28753, 28756, 28832, 31826, 31846, 31849, 31878, -1, -1, -1, -1, 24252, 24264, 24267, 24270,
        29641, 29654, 29657, 29731, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23088, 23117, 23120, 23167, 43992, 44006, 44009, 44035, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43019, 43035, 43038, 43042,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 4015, 4036, 4039, 4205, 34413, 34438, 34441, 34501, -1, -1, -1, -1,
        23587, 23610, 23613, 23625, -1, -1, -1, -1, 5118, 5144, 5147, 5166, 43680, 43713, 43716, 43765,
        62361, 62375, 62378, 62448, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57303, 57325, 57328, 57365, 34907, 34931, 34934, 34944, 53624, 53653, 53656, 53697,
        30455, 30475, 30478, 30492, -1, -1, -1, -1, 54712, 54739, 54742, 54766, -1, -1, -1, -1,
        -1, -1, -1, -1, 59441, 59461, 59464, 59488, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32047, 32064, 32067, 32135,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58756, 58778, 58781, 58879,
        -1, -1, -1, -1, 5270, 5287, 5290, 5375, -1, -1, -1, -1, 50856, 50883, 50886, 50974,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16874, 16893, 16896, 17023,
        49518, 49540, 49543, 49658, -1, -1, -1, -1, 46148, 46166, 46169, 46197, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48926, 48947, 48950, 48984, 28215, 28236, 28239, 28304,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30220, 30236, 30239, 30249,
        43123, 43139, 43142, 43146, 6285, 6303, 6306, 6346, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61984, 62001, 62004, 62046, -1, -1, -1, -1, 6988, 7008, 7011, 7074,
        34724, 34748, 34751, 34760, -1, -1, -1, -1, 61820, 61836, 61839, 61858, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6468, 6497, 6500, 6554, 23905, 23915, 23918, 23922,
        765, 779, 782, 789, 23740, 23753, 23756, 23763, 37621, 37645, 37648, 37677, 52366, 52384, 52387, 52472,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 30521, 30537, 30540, 30580, 35517, 35540, 35543, 35562, 59317, 59339, 59342, 59440,
        15041, 15067, 15070, 15096, 50512, 50532, 50535, 50589, 45246, 45270, 45273, 45369, 6555, 6577, 6580, 6624,
        20843, 20870, 20873, 21016, 45370, 45389, 45392, 45409, 60617, 60637, 60640, 60698, -1, -1, -1, -1,
        209, 226, 229, 232, 35986, 36014, 36017, 36271, 53569, 53589, 53592, 53623, 55047, 55074, 55077, 55094,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22712, 22732, 22735, 22770,
        51366, 51382, 51385, 51402, 53404, 53425, 53428, 53457, -1, -1, -1, -1, 917, 928, 931, 935,
        19529, 19552, 19555, 19793, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51612, 51634, 51637, 51708, 255, 267, 270, 288,
        47133, 47154, 47157, 47173, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30038, 30054, 30057, 30068, -1, -1, -1, -1,
        51440, 51457, 51460, 51472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28671, 28687, 28690, 28738, 43343, 43357, 43360, 43377, 48565, 48584, 48587, 48629, 54815, 54840, 54843, 54865,
        -1, -1, -1, -1, -1, -1, -1, -1, 30093, 30112, 30115, 30122, 24449, 24464, 24467, 24959,
        29975, 29992, 29995, 30000, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54345, 54370, 54373, 54386, -1, -1, -1, -1, 48452, 48470, 48473, 48503, -1, -1, -1, -1,
        -1, -1, -1, -1, 37204, 37227, 37230, 37320, 29093, 29107, 29110, 29155, -1, -1, -1, -1,
        29759, 29767, 29770, 29803, 24408, 24428, 24431, 24448, 39722, 39743, 39746, 39751, -1, -1, -1, -1,
        32809, 32831, 32834, 32856, 33326, 33346, 33349, 33404, -1, -1, -1, -1, -1, -1, -1, -1,
        34664, 34688, 34691, 34723, -1, -1, -1, -1, 17322, 17334, 17337, 17345, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11829, 11849, 11852, 11916, -1, -1, -1, -1,
        19041, 19059, 19062, 19188, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46429, 46449, 46452, 46491, -1, -1, -1, -1, -1, -1, -1, -1, 53348, 53370, 53373, 53403,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39808, 39825, 39828, 39832,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22771, 22794, 22797, 22823,
        43766, 43791, 43794, 43831, 61001, 61008, 61011, 61045, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48280, 48310, 48313, 48360, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23168, 23193, 23196, 23210, 54543, 54568, 54571, 54586, -1, -1, -1, -1, 45993, 46012, 46015, 46031,
        -1, -1, -1, -1, 16273, 16289, 16292, 16312, -1, -1, -1, -1, 48985, 49007, 49010, 49056,
        -1, -1, -1, -1, -1, -1, -1, -1, 26720, 26742, 26745, 26876, 61705, 61718, 61721, 61764,
        3361, 3386, 3389, 3487, 45444, 45463, 45466, 45483, -1, -1, -1, -1, 16384, 16399, 16402, 16452,
        -1, -1, -1, -1, 53135, 53155, 53158, 53170, 60699, 60727, 60730, 60821, 45789, 45814, 45817, 45837,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53698, 53719, 53722, 53744,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29912, 29932, 29935, 29943,
        -1, -1, -1, -1, 53053, 53069, 53072, 53090, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57366, 57389, 57392, 57419, 29156, 29171, 29174, 29227,
        61901, 61919, 61922, 61945, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54048, 54060, 54063, 54087, 56990, 57013, 57016, 57109, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22964, 22982, 22985, 23007, 26168, 26199, 26202, 26289, 35394, 35412, 35415, 35426,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43073, 43089, 43092, 43096,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44731, 44753, 44756, 44796, -1, -1, -1, -1, -1, -1, -1, -1,
        19321, 19346, 19349, 19528, 32581, 32599, 32602, 32622, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21289, 21328, 21331, 21393, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43201, 43216, 43219, 43222, 47563, 47583, 47586, 47603, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23861, 23875, 23878, 23886, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31723, 31737, 31740, 31808, 47095, 47114, 47117, 47132, 55478, 55502, 55505, 55685, 14620, 14643, 14646, 14703,
        -1, -1, -1, -1, 1488, 1514, 1517, 1629, -1, -1, -1, -1, 24163, 24175, 24178, 24184,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41573, 41596, 41599, 41665,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22234, 22263, 22266, 22405, -1, -1, -1, -1, -1, -1, -1, -1, 62449, 62465, 62468, 62516,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42336, 42355, 42358, 42381, -1, -1, -1, -1, 45743, 45762, 45765, 45788,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46771, 46787, 46790, 46818, -1, -1, -1, -1, 3912, 3941, 3944, 4014,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40985, 41005, 41008, 41022, 62047, 62064, 62067, 62109, 835, 848, 851, 857,
        31024, 31039, 31042, 31145, -1, -1, -1, -1, -1, -1, -1, -1, 3488, 3505, 3508, 3676,
        49808, 49830, 49833, 49863, 44933, 44956, 44959, 45005, 53227, 53241, 53244, 53260, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47722, 47732, 47735, 47740,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39940, 39959, 39962, 39997, 17916, 17934, 17937, 18000, -1, -1, -1, -1,
        -1, -1, -1, -1, 37385, 37409, 37412, 37530, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13301, 13322, 13325, 13412, 20396, 20411, 20414, 20457, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34062, 34086, 34089, 34182, 39262, 39285, 39288, 39367, -1, -1, -1, -1, 32486, 32511, 32514, 32539,
        32668, 32687, 32690, 32750, 60894, 60921, 60924, 61000, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19987, 20009, 20012, 20050,
        30001, 30020, 30023, 30037, 51403, 51422, 51425, 51439, 27979, 28001, 28004, 28068, 45108, 45130, 45133, 45180,
        42466, 42490, 42493, 42518, 56645, 56661, 56664, 56824, 5832, 5846, 5849, 5970, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55145, 55170, 55173, 55194, 36585, 36605, 36608, 36826, -1, -1, -1, -1,
        35208, 35237, 35240, 35255, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48891, 48905, 48908, 48925, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47604, 47618, 47621, 47642, 7496, 7520, 7523, 7604,
        3677, 3691, 3694, 3697, 30069, 30085, 30088, 30092, 41765, 41788, 41791, 41813, -1, -1, -1, -1,
        33486, 33513, 33516, 33580, -1, -1, -1, -1, 45061, 45082, 45085, 45107, 41712, 41739, 41742, 41764,
        4642, 4659, 4662, 4710, 52473, 52492, 52495, 52563, -1, -1, -1, -1, -1, -1, -1, -1,
        42149, 42169, 42172, 42217, 42005, 42032, 42035, 42053, 47930, 47957, 47960, 47975, 42997, 43012, 43015, 43018,
        2125, 2149, 2152, 2240, 47741, 47774, 47777, 47833, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22824, 22851, 22854, 22932, 36827, 36856, 36859, 37028, 41397, 41423, 41426, 41482, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45410, 45428, 45431, 45443,
        34761, 34788, 34791, 34801, 19879, 19889, 19892, 19926, 39581, 39600, 39603, 39605, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21768, 21798, 21801, 21865, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14178, 14203, 14206, 14399, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51212, 51232, 51235, 51307, -1, -1, -1, -1,
        49864, 49883, 49886, 49987, 54660, 54685, 54688, 54711, 8171, 8184, 8187, 8196, 35115, 35141, 35144, 35156,
        48405, 48433, 48436, 48451, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41023, 41050, 41053, 41124, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20051, 20069, 20072, 20093, -1, -1, -1, -1, 54484, 54517, 54520, 54542, 55781, 55799, 55802, 55942,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37820, 37845, 37848, 37902,
        43551, 43568, 43571, 43596, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13846, 13866, 13869, 14009, 52624, 52640, 52643, 52691, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60396, 60416, 60419, 60497, 31421, 31446, 31449, 31538,
        2293, 2312, 2315, 3145, -1, -1, -1, -1, -1, -1, -1, -1, 39783, 39800, 39803, 39807,
        -1, -1, -1, -1, -1, -1, -1, -1, 35350, 35384, 35387, 35393, 20185, 20203, 20206, 20281,
        40447, 40462, 40465, 40516, 54136, 54154, 54157, 54172, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17024, 17040, 17043, 17130, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7808, 7830, 7833, 7862, 40821, 40835, 40838, 40866, -1, -1, -1, -1,
        4206, 4232, 4235, 4298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15863, 15881, 15884, 15956, 38588, 38605, 38608, 38635,
        44660, 44680, 44683, 44730, 54305, 54328, 54331, 54344, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7935, 7959, 7962, 8040, 24370, 24388, 24391, 24407,
        900, 910, 913, 916, 32136, 32151, 32154, 32207, 46032, 46052, 46055, 46097, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7075, 7099, 7102, 7189,
        50160, 50183, 50186, 50262, 27096, 27110, 27113, 27144, 43043, 43062, 43065, 43072, 53837, 53862, 53865, 53891,
        7863, 7887, 7890, 7934, -1, -1, -1, -1, 49312, 49328, 49331, 49386, 26607, 26634, 26637, 26719,
        -1, -1, -1, -1, 37903, 37926, 37929, 37962, 43867, 43873, 43876, 43888, -1, -1, -1, -1,
        7190, 7210, 7213, 7266, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15303, 15317, 15320, 15355, 30836, 30854, 30857, 30912, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15410, 15429, 15432, 15501, 33219, 33246, 33249, 33279, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5495, 5517, 5520, 5618,
        -1, -1, -1, -1, 46904, 46923, 46926, 46957, -1, -1, -1, -1, 9418, 9437, 9440, 10144,
        23923, 23938, 23941, 23962, 26992, 27013, 27016, 27095, 6932, 6949, 6952, 6987, 37761, 37791, 37794, 37819,
        41932, 41950, 41953, 41958, -1, -1, -1, -1, 684, 695, 698, 702, 2241, 2259, 2262, 2292,
        34802, 34821, 34824, 34835, 6127, 6143, 6146, 6216, 50668, 50686, 50689, 50754, 59850, 59868, 59871, 59957,
        -1, -1, -1, -1, -1, -1, -1, -1, 29563, 29577, 29580, 29640, 54767, 54791, 54794, 54814,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14482, 14501, 14504, 14619, 47834, 47869, 47872, 47929,
        -1, -1, -1, -1, -1, -1, -1, -1, 58985, 59004, 59007, 59088, -1, -1, -1, -1,
        17359, 17375, 17378, 17390, 18400, 18413, 18416, 18645, -1, -1, -1, -1, 21214, 21247, 21250, 21288,
        58317, 58332, 58335, 58380, 60822, 60841, 60844, 60893, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54002, 54021, 54024, 54047, -1, -1, -1, -1,
        -1, -1, -1, -1, 39368, 39392, 39395, 39580, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56825, 56848, 56851, 56886, -1, -1, -1, -1, 23288, 23308, 23311, 23342,
        -1, -1, -1, -1, 42913, 42933, 42936, 42944, 936, 948, 951, 956, 15502, 15522, 15525, 15584,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21394, 21418, 21421, 21481, -1, -1, -1, -1,
        47643, 47654, 47657, 47668, 33678, 33702, 33705, 33850, -1, -1, -1, -1, 61608, 61623, 61626, 61657,
        -1, -1, -1, -1, -1, -1, -1, -1, 47174, 47198, 47201, 47227, 62198, 62213, 62216, 62277,
        -1, -1, -1, -1, -1, -1, -1, -1, 58880, 58896, 58899, 58984, 33280, 33292, 33295, 33325,
        52068, 52089, 52092, 52183, 48630, 48650, 48653, 48690, -1, -1, -1, -1, 16453, 16475, 16478, 16557,
        -1, -1, -1, -1, 17843, 17860, 17863, 17915, -1, -1, -1, -1, 54387, 54407, 54410, 54427,
        -1, -1, -1, -1, -1, -1, -1, -1, 32623, 32639, 32642, 32667, 40710, 40733, 40736, 40772,
        56327, 56345, 56348, 56484, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7605, 7625, 7628, 7691, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6217, 6236, 6239, 6284, 37102, 37127, 37130, 37203, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27704, 27725, 27728, 27734,
        -1, -1, -1, -1, 3146, 3166, 3169, 3360, 59958, 59981, 59984, 60030, -1, -1, -1, -1,
        62110, 62128, 62131, 62197, 980, 999, 1002, 1078, 58381, 58392, 58395, 58408, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16067, 16083, 16086, 16095, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39048, 39074, 39077, 39178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61185, 61204, 61207, 61219, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46958, 46982, 46985, 47001, 51709, 51725, 51728, 51847,
        62828, 62843, 62846, 62873, -1, -1, -1, -1, -1, -1, -1, -1, 54924, 54957, 54960, 54983,
        50755, 50774, 50777, 50855, -1, -1, -1, -1, -1, -1, -1, -1, 61946, 61957, 61960, 61983,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18001, 18018, 18021, 18116, 30308, 30329, 30332, 30357, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28833, 28853, 28856, 28876,
        -1, -1, -1, -1, 33903, 33924, 33927, 33974, -1, -1, -1, -1, -1, -1, -1, -1,
        60199, 60213, 60216, 60279, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16232, 16248, 16251, 16272,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32540, 32559, 32562, 32580,
        30186, 30204, 30207, 30219, -1, -1, -1, -1, 61142, 61159, 61162, 61184, -1, -1, -1, -1,
        15750, 15768, 15771, 15862, 55334, 55356, 55359, 55477, -1, -1, -1, -1, 58091, 58115, 58118, 58168,
        -1, -1, -1, -1, 24135, 24147, 24150, 24162, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 24110, 24123, 24126, 24134, -1, -1, -1, -1, -1, -1, -1, -1,
        6048, 6072, 6075, 6126, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40517, 40536, 40539, 40589, 57220, 57245, 57248, 57302, 57695, 57710, 57713, 57734, 57500, 57531, 57534, 57573,
        -1, -1, -1, -1, -1, -1, -1, -1, 20094, 20114, 20117, 20140, -1, -1, -1, -1,
        39888, 39911, 39914, 39939, 42803, 42821, 42824, 42830, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30913, 30926, 30929, 31023,
        -1, -1, -1, -1, 40655, 40671, 40674, 40709, 25959, 25986, 25989, 26042, 5619, 5640, 5643, 5831,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31809, 31821, 31824, 31825, 33615, 33637, 33640, 33677,
        34183, 34207, 34210, 34262, 5228, 5245, 5248, 5269, 53308, 53333, 53336, 53347, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59677, 59697, 59700, 59849,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53171, 53190, 53193, 53226, 858, 869, 872, 876, -1, -1, -1, -1, 6347, 6371, 6374, 6467,
        -1, -1, -1, -1, 24209, 24222, 24225, 24251, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43832, 43853, 43856, 43866, -1, -1, -1, -1, 24002, 24013, 24016, 24027,
        40590, 40608, 40611, 40654, 46492, 46510, 46513, 46596, 15232, 15256, 15259, 15302, 34836, 34856, 34859, 34868,
        -1, -1, -1, -1, -1, -1, -1, -1, 30358, 30374, 30377, 30403, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24319, 24345, 24348, 24369, -1, -1, -1, -1, 35471, 35499, 35502, 35516, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41125, 41154, 41157, 41230, 48691, 48709, 48712, 48730,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61046, 61065, 61068, 61093, 28177, 28194, 28197, 28214, 46251, 46272, 46275, 46428,
        49387, 49403, 49406, 49432, -1, -1, -1, -1, 29804, 29824, 29827, 29835, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 43147, 43165, 43168, 43174, -1, -1, -1, -1,
        21482, 21498, 21501, 21767, -1, -1, -1, -1, -1, -1, -1, -1, 43314, 43332, 43335, 43342,
        -1, -1, -1, -1, -1, -1, -1, -1, 28069, 28086, 28089, 28176, -1, -1, -1, -1,
        32426, 32450, 32453, 32485, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53892, 53913, 53916, 54001, 39606, 39625, 39628, 39634, 24048, 24063, 24066, 24076, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25117, 25142, 25145, 25204, 28524, 28538, 28541, 28605,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49057, 49080, 49083, 49125, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15585, 15603, 15606, 15636, -1, -1, -1, -1, 16096, 16114, 16117, 16231,
        20141, 20154, 20157, 20184, 35563, 35582, 35585, 35985, 40867, 40889, 40892, 40926, 23008, 23037, 23040, 23087,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 23823, 23834, 23837, 23842,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7692, 7710, 7713, 7807, 3698, 3714, 3717, 3724, -1, -1, -1, -1, -1, -1, -1, -1,
        41666, 41686, 41689, 41711, 17346, 17353, 17356, 17358, 23797, 23811, 23814, 23822, 34502, 34529, 34532, 34593,
        36363, 36387, 36390, 36521, -1, -1, -1, -1, 50590, 50607, 50610, 50667, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48112, 48146, 48149, 48201, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 34263, 34282, 34285, 34344, -1, -1, -1, -1,
        15356, 15373, 15376, 15409, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54088, 54104, 54107, 54135, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47976, 48005, 48008, 48024, -1, -1, -1, -1, 46688, 46709, 46712, 46732, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39697, 39714, 39717, 39721, 42382, 42393, 42396, 42415,
        -1, -1, -1, -1, 51932, 51947, 51950, 51966, 4351, 4363, 4366, 4429, 62638, 62654, 62657, 62696,
        -1, -1, -1, -1, 13081, 13105, 13108, 13300, -1, -1, -1, -1, 61460, 61477, 61480, 61494,
        -1, -1, -1, -1, -1, -1, -1, -1, 43284, 43297, 43300, 43313, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 30581, 30601, 30604, 30650, -1, -1, -1, -1,
        38455, 38476, 38479, 38587, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4920, 4944, 4947, 4953, 33975, 34002, 34005, 34061, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45838, 45857, 45860, 45891, 24077, 24094, 24097, 24109,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44268, 44282, 44285, 44382, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59621, 59639, 59642, 59676, -1, -1, -1, -1, -1, -1, -1, -1,
        61399, 61417, 61420, 61459, 42831, 42850, 42853, 42860, 54198, 54227, 54230, 54249, 20625, 20641, 20644, 20701,
        -1, -1, -1, -1, 40043, 40065, 40068, 40143, -1, -1, -1, -1, -1, -1, -1, -1,
        4891, 4911, 4914, 4919, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17297, 17310, 17313, 17321, -1, -1, -1, -1, -1, -1, -1, -1, 20282, 20302, 20305, 20338,
        -1, -1, -1, -1, 5167, 5193, 5196, 5227, -1, -1, -1, -1, 40773, 40791, 40794, 40820,
        49249, 49269, 49272, 49311, -1, -1, -1, -1, 26410, 26437, 26440, 26560, 57735, 57752, 57755, 57777,
        34594, 34619, 34622, 34663, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60562, 60583, 60586, 60616, 47285, 47303, 47306, 47322,
        41311, 41339, 41342, 41396, 12764, 12788, 12791, 12882, 19927, 19947, 19950, 19986, -1, -1, -1, -1,
        814, 826, 829, 834, 45637, 45656, 45659, 45685, 47047, 47060, 47063, 47094, 47002, 47024, 47027, 47046,
        32381, 32396, 32399, 32425, 38353, 38378, 38381, 38454, 47228, 47254, 47257, 47284, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41231, 41257, 41260, 41310, 1079, 1100, 1103, 1166,
        38636, 38655, 38658, 38755, 30789, 30809, 30812, 30835, 57778, 57794, 57797, 57956, -1, -1, -1, -1,
        4954, 4967, 4970, 4976, 46733, 46751, 46754, 46770, 53789, 53814, 53817, 53836, 38031, 38054, 38057, 38161,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52880, 52896, 52899, 52920, 15134, 15156, 15159, 15231,
        57420, 57445, 57448, 57499, -1, -1, -1, -1, -1, -1, -1, -1, 30651, 30673, 30676, 30723,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 18646, 18659, 18662, 18766,
        -1, -1, -1, -1, 18284, 18294, 18297, 18399, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29944, 29960, 29963, 29974, 4299, 4312, 4315, 4350, 59234, 59248, 59251, 59316, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45578, 45594, 45597, 45636, -1, -1, -1, -1,
        -1, -1, -1, -1, 5000, 5014, 5017, 5052, 20702, 20717, 20720, 20755, 42891, 42906, 42909, 42912,
        54866, 54893, 54896, 54923, 54984, 55019, 55022, 55046, 45484, 45502, 45505, 45577, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44864, 44888, 44891, 44932,
        49126, 49146, 49149, 49191, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42668, 42687, 42690, 42714, 27735, 27755, 27758, 27872, 42715, 42736, 42739, 42764, 42945, 42963, 42966, 42972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35304, 35338, 35341, 35349, -1, -1, -1, -1, 39664, 39685, 39688, 39696,
        27540, 27561, 27564, 27625, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31320, 31344, 31347, 31420, 21933, 21956, 21959, 22041, -1, -1, -1, -1,
        -1, -1, -1, -1, 14992, 15017, 15020, 15040, 58023, 58048, 58051, 58090, 6662, 6681, 6684, 6688,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39179, 39198, 39201, 39261, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36272, 36296, 36299, 36362, -1, -1, -1, -1, 61658, 61673, 61676, 61704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8108, 8133, 8136, 8170, -1, -1, -1, -1,
        58169, 58190, 58193, 58252, -1, -1, -1, -1, 25205, 25228, 25231, 25319, 12559, 12583, 12586, 12763,
        43097, 43114, 43117, 43122, 45892, 45911, 45914, 45992, 50975, 50992, 50995, 51027, 4864, 4882, 4885, 4890,
        400, 417, 420, 433, 9336, 9356, 9359, 9417, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 13413, 13438, 13441, 13618, 19189, 19206, 19209, 19320, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35256, 35291, 35294, 35303,
        52564, 52576, 52579, 52623, -1, -1, -1, -1, 40927, 40948, 40951, 40984, 6802, 6825, 6828, 6860,
        55195, 55222, 55225, 55247, -1, -1, -1, -1, 55686, 55705, 55708, 55780, 24960, 24986, 24989, 25116,
        29007, 29023, 29026, 29092, 35427, 35453, 35456, 35470, 59489, 59511, 59514, 59620, 17418, 17428, 17431, 17437,
        -1, -1, -1, -1, -1, -1, -1, -1, 29490, 29503, 29506, 29562, -1, -1, -1, -1,
        40287, 40308, 40311, 40367, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37321, 37337, 37340, 37384, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32343, 32359, 32362, 32380, -1, -1, -1, -1,
        23343, 23367, 23370, 23473, 734, 751, 754, 764, 25439, 25459, 25462, 25579, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26290, 26317, 26320, 26409,
        -1, -1, -1, -1, -1, -1, -1, -1, 42861, 42880, 42883, 42890, -1, -1, -1, -1,
        -1, -1, -1, -1, 32208, 32226, 32229, 32293, -1, -1, -1, -1, 5053, 5064, 5067, 5117,
        13055, 13068, 13071, 13080, 48504, 48522, 48525, 48564, 47483, 47505, 47508, 47524, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 50112, 50127, 50130, 50159, 58409, 58423, 58426, 58543,
        -1, -1, -1, -1, 57957, 57979, 57982, 58022, 4711, 4727, 4730, 4787, 61259, 61273, 61276, 61308,
        17391, 17402, 17405, 17417, 53091, 53103, 53106, 53134, 53458, 53478, 53481, 53504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32015, 32027, 32030, 32046, -1, -1, -1, -1, 1949, 1974, 1977, 2032, -1, -1, -1, -1,
        -1, -1, -1, -1, 4788, 4799, 4802, 4810, 47384, 47402, 47405, 47421, 4811, 4829, 4832, 4841,
        -1, -1, -1, -1, 4545, 4570, 4573, 4593, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44383, 44403, 44406, 44499,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17258, 17277, 17280, 17296,
        28606, 28629, 28632, 28670, 4512, 4533, 4536, 4544, 25728, 25756, 25759, 25958, 48202, 48230, 48233, 48279,
        -1, -1, -1, -1, -1, -1, -1, -1, 61341, 61357, 61360, 61398, -1, -1, -1, -1,
        45686, 45704, 45707, 45742, 46098, 46116, 46119, 46147, 1824, 1848, 1851, 1948, 494, 506, 509, 514,
        8041, 8065, 8068, 8107, 15957, 15973, 15976, 16066, 27145, 27159, 27162, 27214, 41959, 41984, 41987, 42004,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62697, 62715, 62718, 62760, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53745, 53768, 53771, 53788, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13619, 13640, 13643, 13704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54428, 54459, 54462, 54483, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6625, 6643, 6646, 6661, 27455, 27474, 27477, 27539, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38276, 38293, 38296, 38352, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37531, 37564, 37567, 37620, 43463, 43497, 43500, 43550, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 51308, 51330, 51333, 51365, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51028, 51046, 51049, 51093,
        44036, 44051, 44054, 44131, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4483, 4503, 4506, 4511, 23211, 23236, 23239, 23253,
        24028, 24039, 24042, 24047, 49433, 49450, 49453, 49517, 26877, 26900, 26903, 26991, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49988, 50007, 50010, 50111, 52809, 52826, 52829, 52879, -1, -1, -1, -1,
        16666, 16685, 16688, 16702, 13011, 13027, 13030, 13054, -1, -1, -1, -1, -1, -1, -1, -1,
        30123, 30142, 30145, 30153, 3725, 3745, 3748, 3911, 57624, 57652, 57655, 57694, -1, -1, -1, -1,
        7267, 7286, 7289, 7341, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1365, 1383, 1386, 1487,
        61765, 61785, 61788, 61819, 43249, 43259, 43262, 43283, 23474, 23498, 23501, 23586, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42054, 42079, 42082, 42099,
        51473, 51493, 51496, 51611, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23843, 23855, 23858, 23860, 55095, 55124, 55127, 55144, -1, -1, -1, -1,
        14873, 14898, 14901, 14991, 49192, 49211, 49214, 49248, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1630, 1653, 1656, 1747, 48823, 48840, 48843, 48890,
        -1, -1, -1, -1, 36522, 36542, 36545, 36584, 47323, 47343, 47346, 47363, 61495, 61512, 61515, 61529,
        -1, -1, -1, -1, 41845, 41868, 41871, 41886, 62761, 62781, 62784, 62827, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61530, 61548, 61551, 61572, -1, -1, -1, -1,
        26043, 26078, 26081, 26167, -1, -1, -1, -1, 17438, 17451, 17454, 17607, 32857, 32884, 32887, 32939,
        46643, 46665, 46668, 46687, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4842, 4856, 4859, 4863, -1, -1, -1, -1,
        -1, -1, -1, -1, 39998, 40017, 40020, 40042, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28305, 28320, 28323, 28426, 12940, 12965, 12968, 13010,
        30493, 30503, 30506, 30520, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54173, 54185, 54188, 54197, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31935, 31949, 31952, 32014, 61220, 61239, 61242, 61258, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22406, 22435, 22438, 22577, -1, -1, -1, -1,
        47422, 47442, 47445, 47462, 60031, 60050, 60053, 60136, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56116, 56137, 56140, 56326, -1, -1, -1, -1, -1, -1, -1, -1,
        20510, 20529, 20532, 20624, 7418, 7442, 7445, 7495, 51094, 51113, 51116, 51211, -1, -1, -1, -1,
        28427, 28449, 28452, 28523, -1, -1, -1, -1, 41483, 41505, 41508, 41572, -1, -1, -1, -1,
        41814, 41831, 41834, 41844, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40368, 40390, 40393, 40446, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23254, 23270, 23273, 23287, 52974, 52995, 52998, 53052, 22645, 22671, 22674, 22711, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49659, 49683, 49686, 49807, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 55943, 55962, 55965, 56115, -1, -1, -1, -1,
        -1, -1, -1, -1, 29874, 29897, 29900, 29911, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45006, 45029, 45032, 45060, -1, -1, -1, -1, -1, -1, -1, -1,
        16558, 16578, 16581, 16665, -1, -1, -1, -1, -1, -1, -1, -1, 14400, 14421, 14424, 14481,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40144, 40160, 40163, 40221,
        43889, 43902, 43905, 43991, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23764, 23781, 23784, 23796, -1, -1, -1, -1, -1, -1, -1, -1, 17680, 17703, 17706, 17747,
        16313, 16330, 16333, 16383, 44500, 44520, 44523, 44583, -1, -1, -1, -1, 16703, 16720, 16723, 16770,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47463, 47470, 47473, 47482, -1, -1, -1, -1, -1, -1, -1, -1,
        12883, 12907, 12910, 12939, 29373, 29389, 29392, 29489, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42621, 42640, 42643, 42667,
        46597, 46615, 46618, 46642, -1, -1, -1, -1, 30154, 30174, 30177, 30185, -1, -1, -1, -1,
        -1, -1, -1, -1, 61859, 61875, 61878, 61900, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51967, 51984, 51987, 52067, -1, -1, -1, -1, -1, -1, -1, -1,
        23626, 23652, 23655, 23681, -1, -1, -1, -1, 28877, 28895, 28898, 29006, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4977, 4990, 4993, 4999,
        15637, 15657, 15660, 15749, 23682, 23695, 23698, 23711, 35000, 35032, 35035, 35056, 21866, 21896, 21899, 21932,
        42218, 42243, 42246, 42335, -1, -1, -1, -1, 33405, 33429, 33432, 33485, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17131, 17148, 17151, 17257, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42973, 42989, 42992, 42996, 46198, 46216, 46219, 46250,
        55248, 55271, 55274, 55333, -1, -1, -1, -1, 53505, 53528, 53531, 53568, -1, -1, -1, -1,
        61573, 61590, 61593, 61607, 31539, 31566, 31569, 31659, 61309, 61330, 61333, 61340, -1, -1, -1, -1,
        4430, 4446, 4449, 4482, 43223, 43240, 43243, 43248, -1, -1, -1, -1, 52921, 52935, 52938, 52973,
        -1, -1, -1, -1, -1, -1, -1, -1, 22149, 22173, 22176, 22233, -1, -1, -1, -1,
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
        help.details.watch = Список наблюдения хранится в хранилище папки данных в том порядке, в каком добавлялись тикеры. Цены берутся из каталога (их обновляет «finder stocks sync») или более новые, полученные с --refresh у источника котировок для бумаг из списка: «finder watch --refresh», а в cron — «finder watch check --refresh». «finder watch check» показывает тикеры, по которым сейчас срабатывает оповещение, называет каждое словами и завершается с кодом 0; если не сработало ни одно — с кодом 1, так что в cron можно написать: «finder watch check && notify-send …»
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
        help.examples.watch =   finder watch add AAPL MSFT SBER\\n  finder watch\\n  finder watch alert AAPL above 250\\n  finder watch check --json
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
        help.option.country = только листинги этих стран: коды ISO или названия через запятую
        help.option.data-dir = где finder хранит данные (по умолчанию $XDG_DATA_HOME/finder)
        help.option.domain = какой раздел: stocks (акции) или photos (фото)
        help.option.exchange = только листинги этих бирж: коды или названия (MOEX, Мосбиржа) через запятую
        help.option.fields = какие поля результатов выводить, через запятую и в этом порядке (в любом формате; имена как в JSON)
        help.option.format = формат вывода (по умолчанию text; csv и tsv — таблица со строкой заголовков)
        help.option.from = откуда обновлять: moex, nasdaq, https-URL или файл (по умолчанию — все источники без ключа)
        help.option.help = показать справку
        help.option.images = как рисовать превью фотографий: лучшим способом, который есть у терминала, заданным протоколом, блоками, только размытием или никак (по умолчанию auto)
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
        watch.noneAdded = В список наблюдения не добавлено ни одного тикера.
        watch.notWatched = «{ticker}» нет в списке наблюдения.
        watch.removed[few] = Из списка наблюдения убрано {count} тикера.
        watch.removed[many] = Из списка наблюдения убрано {count} тикеров.
        watch.removed[one] = Из списка наблюдения убран {count} тикер.
        watch.removed[other] = Из списка наблюдения убрано {count} тикера.
        watch.unchanged = Список наблюдения не изменился.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 54978, 54998, 55001, 55017, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62227, 62247, 62250, 62264,
        -1, -1, -1, -1, 36663, 36675, 36678, 36710, 15841, 15865, 15868, 16860, -1, -1, -1, -1,
        12662, 12682, 12685, 12832, 53351, 53369, 53372, 53421, 37532, 37556, 37559, 37588, 62327, 62341, 62344, 62408,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 47276, 47295, 47298, 47347, 6877, 6894, 6897, 6950, 88133, 88160, 88163, 88194,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 31819, 31839, 31842, 31902, 32773, 32794, 32797, 32882, 43303, 43320, 43323, 43451,
        -1, -1, -1, -1, -1, -1, -1, -1, 66578, 66604, 66607, 66658, -1, -1, -1, -1,
        54263, 54289, 54292, 54391, -1, -1, -1, -1, -1, -1, -1, -1, 22812, 22830, 22833, 22863,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27838, 27855, 27858, 28113,
        -1, -1, -1, -1, 48671, 48688, 48691, 48961, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78125, 78151, 78154, 78180, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 19761, 19783, 19786, 19953, -1, -1, -1, -1,
        34996, 35022, 35025, 35089, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98123, 98147, 98150, 98194, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51069, 51087, 51090, 51120,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77203, 77235, 77238, 77349, -1, -1, -1, -1, 87641, 87672, 87675, 87717, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 85800, 85824, 85827, 85851, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60735, 60752, 60755, 61199,
        76681, 76708, 76711, 76735, -1, -1, -1, -1, 37020, 37030, 37033, 37049, 10284, 10303, 10306, 10395,
        -1, -1, -1, -1, -1, -1, -1, -1, 89092, 89126, 89129, 89182, 97596, 97614, 97617, 97683,
        -1, -1, -1, -1, 67528, 67547, 67550, 67611, 83672, 83686, 83689, 83774, 68068, 68088, 68091, 68122,
        27268, 27285, 27288, 27424, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16861, 16885, 16888, 18712, 45460, 45474, 45477, 45736, 36984, 36995, 36998, 37019, 49817, 49837, 49840, 49889,
        95311, 95327, 95330, 95483, 100917, 100932, 100935, 101088, -1, -1, -1, -1, -1, -1, -1, -1,
        31997, 32013, 32016, 32068, 36886, 36896, 36899, 36903, 87235, 87266, 87269, 87315, 47536, 47556, 47559, 47641,
        -1, -1, -1, -1, -1, -1, -1, -1, 8876, 8888, 8891, 9002, -1, -1, -1, -1,
        -1, -1, -1, -1, 55189, 55220, 55223, 55250, 66741, 66768, 66771, 66824, -1, -1, -1, -1,
        -1, -1, -1, -1, 71829, 71851, 71854, 71894, 42902, 42920, 42923, 43040, 21697, 21722, 21725, 21864,
        93184, 93209, 93212, 93370, -1, -1, -1, -1, 41461, 41471, 41474, 41550, -1, -1, -1, -1,
        -1, -1, -1, -1, 67483, 67499, 67502, 67527, -1, -1, -1, -1, -1, -1, -1, -1,
        101826, 101842, 101845, 101906, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58102, 58127, 58130, 58174, 81376, 81403, 81406, 81549, -1, -1, -1, -1,
        -1, -1, -1, -1, 37306, 37318, 37321, 37333, -1, -1, -1, -1, 66087, 66112, 66115, 66142,
        -1, -1, -1, -1, 66175, 66200, 66203, 66254, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28981, 29009, 29012, 29423, 35522, 35538, 35541, 35574, 42322, 42344, 42347, 42511, 67792, 67812, 67815, 67883,
        32883, 32916, 32919, 33036, 69663, 69694, 69697, 69795, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11122, 11141, 11144, 11247, 418, 435, 438, 462,
        59778, 59794, 59797, 59971, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50308, 50330, 50333, 50402, -1, -1, -1, -1,
        -1, -1, -1, -1, 89002, 89035, 89038, 89091, -1, -1, -1, -1, -1, -1, -1, -1,
        84141, 84158, 84161, 84276, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        75841, 75859, 75862, 75886, -1, -1, -1, -1, 76066, 76079, 76082, 76088, 95484, 95498, 95501, 95602,
        -1, -1, -1, -1, -1, -1, -1, -1, 69061, 69093, 69096, 69186, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22394, 22419, 22422, 22562, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46480, 46503, 46506, 46522, 68563, 68580, 68583, 68591,
        34201, 34224, 34227, 34392, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74274, 74300, 74303, 74396, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59450, 59477, 59480, 59567,
        -1, -1, -1, -1, 7978, 7996, 7999, 8147, 50036, 50056, 50059, 50126, 76020, 76031, 76034, 76065,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52243, 52268, 52271, 52420, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 101432, 101449, 101452, 101603, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 97802, 97820, 97823, 97972, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65978, 66002, 66005, 66034, 32448, 32468, 32471, 32560, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        75460, 75467, 75470, 75481, 88195, 88217, 88220, 88221, -1, -1, -1, -1, 75794, 75813, 75816, 75840,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64891, 64918, 64921, 65016, 67339, 67361, 67364, 67409, 87718, 87750, 87753, 87795,
        51681, 51701, 51704, 51742, 78737, 78757, 78760, 78795, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12532, 12555, 12558, 12661, 39345, 39370, 39373, 39546,
        81223, 81242, 81245, 81375, 77626, 77655, 77658, 77753, 98967, 98984, 98987, 99019, -1, -1, -1, -1,
        54064, 54083, 54086, 54132, 47022, 47034, 47037, 47115, 27031, 27052, 27055, 27158, 58989, 59013, 59016, 59126,
        93935, 93958, 93961, 93988, -1, -1, -1, -1, 88222, 88247, 88250, 88317, 94916, 94934, 94937, 94992,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70421, 70435, 70438, 70616,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55306, 55334, 55337, 55372, 92852, 92876, 92879, 93036, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 84277, 84294, 84297, 84394, -1, -1, -1, -1,
        30758, 30779, 30782, 30894, -1, -1, -1, -1, 39824, 39849, 39852, 40101, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71061, 71081, 71084, 71157,
        698, 710, 713, 725, 85027, 85040, 85043, 85084, 78796, 78809, 78812, 78856, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62091, 62110, 62113, 62121, 89660, 89685, 89688, 89734,
        25546, 25565, 25568, 25716, 92258, 92276, 92279, 92466, 96092, 96119, 96122, 96290, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55065, 55101, 55104, 55125,
        -1, -1, -1, -1, 62907, 62923, 62926, 63038, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51942, 51973, 51976, 52242, -1, -1, -1, -1, 18867, 18885, 18888, 19760,
        92208, 92227, 92230, 92257, 9987, 9997, 10000, 10175, 84867, 84887, 84890, 85026, -1, -1, -1, -1,
        -1, -1, -1, -1, 46315, 46325, 46328, 46375, -1, -1, -1, -1, 52976, 52995, 52998, 53034,
        47963, 47983, 47986, 48071, -1, -1, -1, -1, 101907, 101922, 101925, 102017, -1, -1, -1, -1,
        -1, -1, -1, -1, 42512, 42528, 42531, 42681, 71340, 71357, 71360, 71430, -1, -1, -1, -1,
        12833, 12857, 12860, 14408, 21392, 21414, 21417, 21532, -1, -1, -1, -1, -1, -1, -1, -1,
        44683, 44697, 44700, 44876, 50221, 50241, 50244, 50307, 87316, 87339, 87342, 87377, 37393, 37405, 37408, 37410,
        46173, 46186, 46189, 46314, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35779, 35808, 35811, 35898, 70228, 70242, 70245, 70269, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68373, 68389, 68392, 68398,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 54392, 54417, 54420, 54521, -1, -1, -1, -1,
        36493, 36516, 36519, 36538, -1, -1, -1, -1, 7638, 7664, 7667, 7715, 69796, 69829, 69832, 69930,
        101604, 101618, 101621, 101731, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 93508, 93530, 93533, 93600, 55018, 55042, 55045, 55064, 86254, 86283, 86286, 86359,
        47348, 47368, 47371, 47399, -1, -1, -1, -1, 49291, 49317, 49320, 49464, 88509, 88536, 88539, 88606,
        -1, -1, -1, -1, 96612, 96632, 96635, 96670, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50588, 50605, 50608, 50756,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 95603, 95625, 95628, 95768,
        -1, -1, -1, -1, 7837, 7854, 7857, 7977, -1, -1, -1, -1, 82115, 82142, 82145, 82326,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25717, 25736, 25739, 26024,
        80135, 80157, 80160, 80355, -1, -1, -1, -1, 73160, 73178, 73181, 73262, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78961, 78982, 78985, 79014, 43820, 43841, 43844, 43974,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46976, 46992, 46995, 47021,
        68501, 68517, 68520, 68530, 9365, 9383, 9386, 9456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 100662, 100679, 100682, 100721, -1, -1, -1, -1, 10485, 10505, 10508, 10673,
        54830, 54854, 54857, 54866, -1, -1, -1, -1, 100197, 100213, 100216, 100292, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9649, 9678, 9681, 9782, 36904, 36914, 36917, 36921,
        1052, 1066, 1069, 1087, 36711, 36724, 36727, 36739, 58900, 58924, 58927, 58988, 84395, 84413, 84416, 84558,
        87076, 87106, 87109, 87155, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 47447, 47463, 47466, 47535, 55908, 55931, 55934, 55960, 96428, 96450, 96453, 96611,
        22756, 22782, 22785, 22811, 81550, 81570, 81573, 81689, 71895, 71919, 71922, 72096, 9783, 9805, 9808, 9894,
        32561, 32588, 32591, 32772, 72097, 72116, 72119, 72149, 98286, 98306, 98309, 98408, -1, -1, -1, -1,
        309, 326, 329, 332, 56670, 56698, 56701, 57133, 86196, 86216, 86219, 86253, 89512, 89539, 89542, 89584,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35174, 35194, 35197, 35285,
        82970, 82986, 82989, 83010, 85984, 86005, 86008, 86066, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        30295, 30318, 30321, 30757, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83358, 83380, 83383, 83505, 355, 367, 370, 388,
        74828, 74849, 74852, 74885, -1, -1, -1, -1, 67701, 67720, 67723, 67791, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46734, 46750, 46753, 46771, -1, -1, -1, -1,
        83051, 83068, 83071, 83101, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44568, 44584, 44587, 44682, 68773, 68787, 68790, 68807, 78397, 78416, 78419, 78486, 88847, 88872, 88875, 88917,
        -1, -1, -1, -1, -1, -1, -1, -1, 46798, 46817, 46820, 46838, 37841, 37856, 37859, 38691,
        46653, 46670, 46673, 46683, 47642, 47663, 47666, 47748, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        87503, 87528, 87531, 87566, -1, -1, -1, -1, 78241, 78259, 78262, 78325, -1, -1, -1, -1,
        -1, -1, -1, -1, 58277, 58300, 58303, 58427, 45260, 45274, 45277, 45353, -1, -1, -1, -1,
        46376, 46384, 46387, 46441, 37792, 37812, 37815, 37840, 62192, 62213, 62216, 62226, -1, -1, -1, -1,
        51743, 51765, 51768, 51803, 52595, 52615, 52618, 52708, -1, -1, -1, -1, -1, -1, -1, -1,
        54741, 54765, 54768, 54829, 67194, 67216, 67219, 67264, 26534, 26546, 26549, 26568, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18713, 18733, 18736, 18866, -1, -1, -1, -1,
        29424, 29442, 29445, 29678, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73638, 73658, 73661, 73742, -1, -1, -1, -1, -1, -1, -1, -1, 85897, 85919, 85922, 85983,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62298, 62315, 62318, 62326,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35286, 35309, 35312, 35355,
        69931, 69956, 69959, 70042, 98868, 98875, 98878, 98918, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77879, 77909, 77912, 78005, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35899, 35924, 35927, 35947, 88073, 88098, 88101, 88132, -1, -1, -1, -1, 72967, 72986, 72989, 73022,
        -1, -1, -1, -1, 24725, 24741, 24744, 24771, -1, -1, -1, -1, 79015, 79037, 79040, 79096,
        -1, -1, -1, -1, -1, -1, -1, -1, 41686, 41708, 41711, 41884, 100012, 100025, 100028, 100094,
        4936, 4961, 4964, 5147, 72191, 72210, 72213, 72248, -1, -1, -1, -1, 24890, 24905, 24908, 24997,
        -1, -1, -1, -1, 85627, 85647, 85650, 85681, 98409, 98437, 98440, 98578, 72695, 72720, 72723, 72759,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 86360, 86381, 86384, 86406,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46568, 46588, 46591, 46605,
        -1, -1, -1, -1, 85469, 85485, 85488, 85528, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93601, 93624, 93627, 93702, 45354, 45369, 45372, 45459,
        100525, 100543, 100546, 100603, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        86805, 86817, 86820, 86874, 93037, 93060, 93063, 93183, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35575, 35593, 35596, 35660, 40847, 40878, 40881, 41020, 55624, 55642, 55645, 55668,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68440, 68456, 68459, 68467,
        -1, -1, -1, -1, -1, -1, -1, -1, 55669, 55695, 55698, 55727, 101089, 101105, 101108, 101261,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71248, 71270, 71273, 71339, -1, -1, -1, -1, -1, -1, -1, -1,
        29910, 29935, 29938, 30294, 51435, 51453, 51456, 51494, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33130, 33169, 33172, 33252, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68592, 68607, 68610, 68613, 75887, 75907, 75910, 75936, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36858, 36872, 36875, 36885, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49890, 49904, 49907, 50016, 74772, 74791, 74794, 74827, 90364, 90388, 90391, 90775, 22310, 22333, 22336, 22393,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 37280, 37292, 37295, 37305,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65553, 65576, 65579, 65693,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34526, 34555, 34558, 34759, -1, -1, -1, -1, -1, -1, -1, -1, 101732, 101748, 101751, 101825,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67097, 67116, 67119, 67159, -1, -1, -1, -1, 72619, 72638, 72641, 72694,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74185, 74201, 74204, 74273, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64100, 64120, 64123, 64146, 100722, 100739, 100742, 100781, 1158, 1171, 1174, 1192,
        48445, 48460, 48463, 48670, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        80583, 80605, 80608, 80638, 71521, 71544, 71547, 71602, 85766, 85780, 85783, 85799, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76089, 76099, 76102, 76107,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62483, 62502, 62505, 62583, 27510, 27528, 27531, 27648, -1, -1, -1, -1,
        -1, -1, -1, -1, 58556, 58580, 58583, 58734, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20988, 21009, 21012, 21099, 31903, 31918, 31921, 31996, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53669, 53693, 53696, 53857, 61534, 61557, 61560, 61689, -1, -1, -1, -1, 51297, 51322, 51325, 51377,
        51552, 51571, 51574, 51680, 75530, 75549, 75552, 75576, 98702, 98729, 98732, 98867, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31188, 31210, 31213, 31271,
        46684, 46703, 46706, 46733, 83011, 83030, 83033, 83050, 43452, 43474, 43477, 43596, 71745, 71767, 71770, 71828,
        67410, 67434, 67437, 67482, 88680, 88705, 88708, 88761, 8629, 8643, 8646, 8875, 92467, 92483, 92486, 92765,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50127, 50148, 50151, 50220,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 89811, 89836, 89839, 89885, 57648, 57668, 57671, 57899, -1, -1, -1, -1,
        55373, 55402, 55405, 55436, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78926, 78940, 78943, 78960, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75937, 75951, 75954, 75989, 11392, 11416, 11419, 11540,
        5408, 5422, 5425, 5435, 46772, 46788, 46791, 46797, 65833, 65856, 65859, 65885, -1, -1, -1, -1,
        52840, 52867, 52870, 52975, -1, -1, -1, -1, 71690, 71711, 71714, 71744, 65758, 65785, 65788, 65832,
        6951, 6968, 6971, 7080, 75482, 75500, 75503, 75529, 79690, 79712, 79715, 79912, 84559, 84578, 84581, 84662,
        66825, 66845, 66848, 66933, 66414, 66441, 66444, 66495, 76794, 76821, 76824, 76846, 68346, 68361, 68364, 68372,
        3155, 3179, 3182, 3321, 76393, 76426, 76429, 76534, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35356, 35383, 35386, 35521, 57900, 57929, 57932, 58101, 65263, 65289, 65292, 65396, 66496, 66521, 66524, 66577,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72150, 72168, 72171, 72190,
        54867, 54894, 54897, 54909, 30895, 30905, 30908, 30942, 62023, 62042, 62045, 62055, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33819, 33849, 33852, 33964, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21865, 21890, 21893, 22086, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82705, 82725, 82728, 82857, -1, -1, -1, -1,
        80639, 80658, 80661, 80803, 88413, 88438, 88441, 88508, 12500, 12513, 12516, 12531, 55251, 55277, 55280, 55305,
        78181, 78209, 78212, 78240, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64458, 64485, 64488, 64610, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31397, 31415, 31418, 31455, -1, -1, -1, -1, 87873, 87906, 87909, 87951, 90931, 90949, 90952, 91216,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59216, 59241, 59244, 59344,
        69315, 69332, 69335, 69391, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21533, 21553, 21556, 21696, 84761, 84777, 84780, 84866, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 97973, 97993, 97996, 98122, 49465, 49490, 49493, 49639,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 62265, 62282, 62285, 62297,
        -1, -1, -1, -1, -1, -1, -1, -1, 55566, 55600, 55603, 55623, 31586, 31604, 31607, 31724,
        63316, 63331, 63334, 63426, 86935, 86953, 86956, 86971, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26025, 26041, 26044, 26223, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11863, 11885, 11888, 11955, 49118, 49143, 49146, 49290, 63845, 63859, 63862, 63944,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24013, 24031, 24034, 24162, 60448, 60465, 60468, 60528,
        71158, 71178, 71181, 71247, 87441, 87464, 87467, 87502, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12074, 12098, 12101, 12305, 37747, 37765, 37768, 37791,
        1259, 1269, 1272, 1286, 50757, 50772, 50775, 50907, 73023, 73043, 73046, 73098, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10674, 10698, 10701, 10838,
        74886, 74910, 74913, 74971, 42145, 42159, 42162, 42225, 68399, 68418, 68421, 68439, 81082, 81105, 81108, 81222,
        11956, 11980, 11983, 12073, 86525, 86550, 86553, 86593, 64147, 64174, 64177, 64301, 41551, 41578, 41581, 41685,
        79404, 79420, 79423, 79508, 59345, 59368, 59371, 59449, 70079, 70085, 70088, 70098, -1, -1, -1, -1,
        10839, 10859, 10862, 10999, 100370, 100387, 100390, 100449, -1, -1, -1, -1, -1, -1, -1, -1,
        23140, 23154, 23157, 23226, 48145, 48163, 48166, 48267, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23323, 23342, 23345, 23458, 52421, 52448, 52451, 52505, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8148, 8170, 8173, 8322,
        -1, -1, -1, -1, 74397, 74416, 74419, 74461, -1, -1, -1, -1, 14545, 14564, 14567, 15840,
        36922, 36937, 36940, 36983, 42019, 42040, 42043, 42144, 10396, 10413, 10416, 10484, 59127, 59157, 59160, 59215,
        66143, 66161, 66164, 66174, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        54910, 54929, 54932, 54943, 9113, 9129, 9132, 9264, 81839, 81857, 81860, 81970, 97223, 97241, 97244, 97368,
        -1, -1, -1, -1, -1, -1, -1, -1, 46052, 46066, 46069, 46172, 88607, 88631, 88634, 88679,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22172, 22191, 22194, 22309, 76535, 76570, 76573, 76680,
        -1, -1, -1, -1, -1, -1, -1, -1, 95940, 95959, 95962, 96091, -1, -1, -1, -1,
        26586, 26602, 26605, 26626, 28309, 28322, 28325, 28791, -1, -1, -1, -1, 33037, 33070, 33073, 33129,
        94993, 95008, 95011, 95094, 98579, 98598, 98601, 98701, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86732, 86751, 86754, 86804, -1, -1, -1, -1,
        -1, -1, -1, -1, 61690, 61714, 61717, 62022, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92766, 92789, 92792, 92851, -1, -1, -1, -1, 36047, 36067, 36070, 36130,
        -1, -1, -1, -1, 68254, 68274, 68277, 68287, 1320, 1332, 1335, 1345, 23459, 23479, 23482, 23569,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33253, 33277, 33280, 33397, -1, -1, -1, -1,
        75990, 76001, 76004, 76019, 53111, 53135, 53138, 53350, -1, -1, -1, -1, 99880, 99895, 99898, 99946,
        -1, -1, -1, -1, -1, -1, -1, -1, 75059, 75083, 75086, 75144, 101262, 101277, 101280, 101431,
        -1, -1, -1, -1, -1, -1, -1, -1, 95769, 95785, 95788, 95939, 52506, 52518, 52521, 52594,
        83970, 83991, 83994, 84140, 78487, 78507, 78510, 78564, -1, -1, -1, -1, 24998, 25020, 25023, 25160,
        -1, -1, -1, -1, 27425, 27442, 27445, 27509, -1, -1, -1, -1, 87567, 87587, 87590, 87640,
        -1, -1, -1, -1, -1, -1, -1, -1, 51495, 51511, 51514, 51551, 31333, 31352, 31355, 31396,
        63671, 63694, 63697, 63782, 91886, 91904, 91907, 92207, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11541, 11561, 11564, 11691, 75746, 75764, 75767, 75793, -1, -1, -1, -1,
        -1, -1, -1, -1, 9265, 9284, 9287, 9364, 58175, 58200, 58203, 58276, -1, -1, -1, -1,
        31025, 31046, 31049, 31109, 88762, 88788, 88791, 88846, 89365, 89392, 89395, 89437, 43041, 43062, 43065, 43071,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 97369, 97392, 97395, 97466, -1, -1, -1, -1,
        100782, 100800, 100803, 100916, 1375, 1394, 1397, 1540, 95095, 95106, 95109, 95131, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24329, 24345, 24348, 24379, 89438, 89466, 89469, 89511,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 100293, 100309, 100312, 100369,
        61200, 61226, 61229, 61436, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 99074, 99093, 99096, 99121, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74462, 74486, 74489, 74518, 83506, 83522, 83525, 83671,
        102476, 102491, 102494, 102552, 74972, 74997, 75000, 75058, -1, -1, -1, -1, 89183, 89216, 89219, 89272,
        77499, 77527, 77530, 77625, 81971, 81990, 81993, 82114, -1, -1, -1, -1, 100604, 100615, 100618, 100661,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27649, 27666, 27669, 27837, 47116, 47137, 47140, 47200, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44877, 44897, 44900, 44925,
        -1, -1, -1, -1, 53422, 53443, 53446, 53540, -1, -1, -1, -1, -1, -1, -1, -1,
        97684, 97698, 97701, 97801, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24674, 24690, 24693, 24724,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51378, 51397, 51400, 51434,
        46931, 46949, 46952, 46975, -1, -1, -1, -1, 99020, 99037, 99040, 99073, -1, -1, -1, -1,
        23817, 23835, 23838, 24012, 90106, 90128, 90131, 90363, -1, -1, -1, -1, 94674, 94698, 94701, 94777,
        -1, -1, -1, -1, 37246, 37258, 37261, 37279, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 37199, 37212, 37215, 37245, -1, -1, -1, -1, -1, -1, -1, -1,
        9003, 9027, 9030, 9112, 87378, 87402, 87405, 87440, -1, -1, -1, -1, -1, -1, -1, -1,
        63427, 63446, 63449, 63529, 93371, 93396, 93399, 93507, 94104, 94119, 94122, 94150, 93813, 93844, 93847, 93934,
        -1, -1, -1, -1, -1, -1, -1, -1, 31456, 31476, 31479, 31520, -1, -1, -1, -1,
        62409, 62432, 62435, 62482, 68123, 68141, 68144, 68152, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48268, 48281, 48284, 48444,
        -1, -1, -1, -1, 63606, 63622, 63625, 63670, 40440, 40467, 40470, 40622, 8323, 8344, 8347, 8628,
        30943, 30963, 30966, 31024, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        37411, 37435, 37438, 37469, -1, -1, -1, -1, 50017, 50029, 50032, 50035, 53035, 53057, 53060, 53110,
        53858, 53882, 53885, 53963, 7790, 7807, 7810, 7836, 76108, 76141, 76144, 76249, 85852, 85877, 85880, 85896,
        -1, -1, -1, -1, 37650, 37668, 37671, 37696, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 96949, 96969, 96972, 97222,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        85682, 85701, 85704, 85765, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9457, 9481, 9484, 9648,
        -1, -1, -1, -1, 37334, 37347, 37350, 37392, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70043, 70064, 70067, 70078, -1, -1, -1, -1, 37050, 37061, 37064, 37093,
        63530, 63548, 63551, 63605, 73743, 73761, 73764, 73927, 23031, 23055, 23058, 23139, 54944, 54964, 54967, 54977,
        -1, -1, -1, -1, -1, -1, -1, -1, 47201, 47217, 47220, 47275, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37589, 37615, 37618, 37649, -1, -1, -1, -1, 55847, 55875, 55878, 55907, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69527, 69559, 69562, 69662, -1, -1, -1, -1, 64611, 64640, 64643, 64767, 78680, 78698, 78701, 78736,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 98919, 98938, 98941, 98966, 43765, 43782, 43785, 43819, 73339, 73360, 73363, 73637,
        79509, 79525, 79528, 79565, -1, -1, -1, -1, 46442, 46462, 46465, 46479, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 68531, 68549, 68552, 68562, -1, -1, -1, -1,
        33398, 33414, 33417, 33818, -1, -1, -1, -1, -1, -1, -1, -1, 68731, 68749, 68752, 68772,
        -1, -1, -1, -1, -1, -1, -1, -1, 43597, 43614, 43617, 43764, -1, -1, -1, -1,
        51224, 51248, 51251, 51296, -1, -1, -1, -1, -1, -1, -1, -1, 102190, 102209, 102212, 102287,
        86594, 86615, 86618, 86731, 62056, 62075, 62078, 62090, 37117, 37132, 37135, 37152, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38978, 39003, 39006, 39138, 44364, 44378, 44381, 44485,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79097, 79120, 79123, 79182, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23570, 23588, 23591, 23660, -1, -1, -1, -1, 24380, 24398, 24401, 24673,
        31521, 31534, 31537, 31585, 55728, 55755, 55758, 55787, 55961, 55980, 55983, 56669, 35661, 35690, 35693, 35778,
        63945, 63967, 63970, 64013, -1, -1, -1, -1, 389, 403, 406, 417, 36810, 36821, 36824, 36829,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11692, 11710, 11713, 11862, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        65694, 65714, 65717, 65757, 26569, 26576, 26579, 26585, 36780, 36794, 36797, 36809, 54522, 54549, 54552, 54653,
        57278, 57302, 57305, 57541, -1, -1, -1, -1, 81690, 81707, 81710, 81838, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 66255, 66281, 66284, 66333, 77350, 77384, 77387, 77498,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 53964, 53983, 53986, 54063, -1, -1, -1, -1,
        23227, 23244, 23247, 23322, 74715, 74735, 74738, 74771, -1, -1, -1, -1, -1, -1, -1, -1,
        86875, 86891, 86894, 86934, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        76847, 76876, 76879, 76903, -1, -1, -1, -1, 74062, 74083, 74086, 74129, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62159, 62176, 62179, 62191, 67160, 67171, 67174, 67193,
        -1, -1, -1, -1, 83775, 83790, 83793, 83825, 6553, 6565, 6568, 6667, 78006, 78032, 78035, 78063,
        102018, 102034, 102037, 102094, 20768, 20792, 20795, 20987, -1, -1, -1, -1, 99699, 99716, 99719, 99736,
        -1, -1, -1, -1, -1, -1, -1, -1, 68685, 68698, 68701, 68730, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 47749, 47769, 47772, 47854, -1, -1, -1, -1,
        60281, 60302, 60305, 60447, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7357, 7381, 7384, 7403, 53541, 53568, 53571, 53668, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72760, 72779, 72782, 72830, 37153, 37170, 37173, 37198,
        88012, 88038, 88041, 88072, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70617, 70631, 70634, 70758, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76736, 76764, 76767, 76793, 96846, 96864, 96867, 96948, -1, -1, -1, -1,
        99600, 99618, 99621, 99698, 68153, 68172, 68175, 68189, 87156, 87185, 87188, 87234, 32250, 32266, 32269, 32370,
        -1, -1, -1, -1, 62654, 62676, 62679, 62769, -1, -1, -1, -1, -1, -1, -1, -1,
        7328, 7348, 7351, 7356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26491, 26504, 26507, 26533, -1, -1, -1, -1, -1, -1, -1, -1, 31725, 31745, 31748, 31818,
        -1, -1, -1, -1, 7716, 7742, 7745, 7789, 75289, 75308, 75311, 75345, 63783, 63801, 63804, 63844,
        79325, 79345, 79348, 79403, -1, -1, -1, -1, 41216, 41243, 41246, 41460, 94151, 94168, 94171, 94213,
        54654, 54679, 54682, 54740, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98195, 98216, 98219, 98285, 75346, 75364, 75367, 75401,
        65138, 65166, 65169, 65262, 20268, 20292, 20295, 20449, 31110, 31130, 31133, 31187, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 72462, 72481, 72484, 72519, 74588, 74601, 74604, 74658, 74519, 74541, 74544, 74587,
        51164, 51179, 51182, 51223, 60135, 60160, 60163, 60280, 75145, 75171, 75174, 75232, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65017, 65043, 65046, 65137, 1541, 1562, 1565, 1679,
        60529, 60548, 60551, 60734, 48072, 48092, 48095, 48144, 87952, 87977, 87980, 88011, 94214, 94230, 94233, 94482,
        7404, 7417, 7420, 7428, 74130, 74148, 74151, 74184, 86467, 86492, 86495, 86524, 59568, 59591, 59594, 59777,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 85186, 85202, 85205, 85246, 22864, 22886, 22889, 23030,
        78064, 78091, 78094, 78124, 93703, 93728, 93731, 93812, -1, -1, -1, -1, 47855, 47877, 47880, 47962,
        64768, 64794, 64797, 64890, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 28792, 28805, 28808, 28980,
        68808, 68840, 68843, 68933, 28114, 28124, 28127, 28308, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46606, 46622, 46625, 46652, 6481, 6494, 6497, 6552, 96291, 96305, 96308, 96427, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72377, 72393, 72396, 72461, -1, -1, -1, -1,
        -1, -1, -1, -1, 7456, 7470, 7473, 7534, 32371, 32386, 32389, 32447, 68225, 68240, 68243, 68253,
        88918, 88945, 88948, 89001, 89273, 89308, 89311, 89364, 72249, 72267, 72270, 72376, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71431, 71455, 71458, 71520,
        79183, 79203, 79206, 79264, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67884, 67903, 67906, 67974, 43072, 43092, 43095, 43302, 67975, 67996, 67999, 68067, 68288, 68306, 68309, 68317,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55504, 55538, 55541, 55565, 68934, 68967, 68970, 69060, 62122, 62143, 62146, 62158,
        42790, 42811, 42814, 42901, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48962, 48986, 48989, 49117, 31272, 31290, 31293, 31332, 34043, 34066, 34069, 34200,
        -1, -1, -1, -1, 22707, 22732, 22735, 22755, 94569, 94594, 94597, 94673, 9948, 9967, 9970, 9986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61437, 61456, 61459, 61533, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57134, 57158, 57161, 57277, -1, -1, -1, -1, 99947, 99962, 99965, 100011, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12406, 12431, 12434, 12499, -1, -1, -1, -1,
        94778, 94799, 94802, 94915, -1, -1, -1, -1, 39139, 39162, 39165, 39344, 19954, 19978, 19981, 20267,
        68468, 68485, 68488, 68500, 72831, 72850, 72853, 72966, 82327, 82344, 82347, 82417, 7301, 7319, 7322, 7327,
        530, 547, 550, 574, 14409, 14429, 14432, 14544, 99310, 99326, 99329, 99406, 833, 849, 852, 873,
        -1, -1, -1, -1, 21100, 21125, 21128, 21305, 29679, 29696, 29699, 29909, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55437, 55472, 55475, 55503,
        84663, 84675, 84678, 84760, -1, -1, -1, -1, 64014, 64035, 64038, 64099, 10176, 10199, 10202, 10283,
        89886, 89913, 89916, 89962, -1, -1, -1, -1, 90776, 90795, 90798, 90930, 38692, 38718, 38721, 38977,
        45139, 45155, 45158, 45259, 55788, 55814, 55817, 55846, 88318, 88344, 88347, 88412, 26666, 26676, 26679, 26706,
        96671, 96693, 96696, 96845, -1, -1, -1, -1, 45903, 45916, 45919, 46051, -1, -1, -1, -1,
        63039, 63060, 63063, 63153, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58428, 58444, 58447, 58555, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51121, 51137, 51140, 51163, -1, -1, -1, -1,
        36131, 36155, 36158, 36314, 1008, 1025, 1028, 1051, 39547, 39567, 39570, 39823, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41021, 41048, 41051, 41215,
        -1, -1, -1, -1, -1, -1, -1, -1, 68190, 68209, 68212, 68224, -1, -1, -1, -1,
        -1, -1, -1, -1, 50908, 50926, 50929, 51068, -1, -1, -1, -1, 7535, 7546, 7549, 7637,
        20736, 20749, 20752, 20767, 78326, 78344, 78347, 78396, 75695, 75717, 75720, 75745, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 81007, 81022, 81025, 81081, 95132, 95146, 95149, 95310,
        -1, -1, -1, -1, 94483, 94505, 94508, 94568, 7081, 7097, 7100, 7205, 99173, 99187, 99190, 99264,
        26627, 26638, 26641, 26665, 85529, 85541, 85544, 85626, 86067, 86087, 86090, 86130, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50519, 50531, 50534, 50587, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 76250, 76284, 76287, 76392,
        -1, -1, -1, -1, 7206, 7217, 7220, 7229, 75577, 75595, 75598, 75622, 7230, 7248, 7251, 7278,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70759, 70779, 70782, 70924,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26439, 26458, 26461, 26490,
        44486, 44509, 44512, 44567, 6777, 6798, 6801, 6824, 40102, 40130, 40133, 40439, 77754, 77782, 77785, 77878,
        -1, -1, -1, -1, -1, -1, -1, -1, 99507, 99523, 99526, 99599, -1, -1, -1, -1,
        72520, 72538, 72541, 72618, 73099, 73117, 73120, 73159, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12306, 12330, 12333, 12405, 24163, 24179, 24182, 24328, 42226, 42240, 42243, 42321, 66334, 66359, 66362, 66413,
        89735, 89761, 89764, 89810, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        102288, 102306, 102309, 102378, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86407, 86430, 86433, 86466, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78622, 78641, 78644, 78679, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21306, 21327, 21330, 21391, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69392, 69423, 69426, 69526,
        87796, 87827, 87830, 87872, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9895, 9913, 9916, 9947, 42682, 42701, 42704, 42789, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59972, 59989, 59992, 60134, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58735, 58768, 58771, 58899, 69187, 69221, 69224, 69314, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 82858, 82880, 82883, 82969, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 77053, 77086, 77089, 77202,
        70270, 70285, 70288, 70420, 82418, 82436, 82439, 82517, 99407, 99424, 99427, 99506, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 35948, 35973, 35976, 35998,
        37094, 37105, 37108, 37116, 79566, 79583, 79586, 79689, 41885, 41908, 41911, 42018, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75233, 75251, 75254, 75288, 80804, 80823, 80826, 81006, 85085, 85102, 85105, 85185,
        25357, 25376, 25379, 25416, 20680, 20696, 20699, 20735, -1, -1, -1, -1, -1, -1, -1, -1,
        46839, 46858, 46861, 46888, 5471, 5491, 5494, 5765, 93989, 94017, 94020, 94103, -1, -1, -1, -1,
        11000, 11019, 11022, 11121, -1, -1, -1, -1, 102095, 102113, 102116, 102189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1994, 2012, 2015, 2181,
        100095, 100115, 100118, 100196, 68651, 68661, 68664, 68684, 36315, 36339, 36342, 36492, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54133, 54158, 54161, 54262,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66659, 66684, 66687, 66740,
        83102, 83122, 83125, 83357, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36830, 36842, 36845, 36857, 89585, 89614, 89617, 89659, -1, -1, -1, -1,
        22563, 22588, 22591, 22706, 79265, 79284, 79287, 79324, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65924, 65947, 65950, 65977,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 78857, 78874, 78877, 78925,
        79913, 79936, 79939, 80134, 57542, 57562, 57565, 57647, 75402, 75422, 75425, 75459, 76904, 76936, 76939, 77052,
        99737, 99754, 99757, 99774, 66035, 66058, 66061, 66086, 102379, 102399, 102402, 102475, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 99775, 99793, 99796, 99829, -1, -1, -1, -1,
        40623, 40658, 40661, 40846, -1, -1, -1, -1, 26707, 26720, 26723, 27030, 51804, 51831, 51834, 51941,
        73995, 74017, 74020, 74061, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67265, 67288, 67291, 67338, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7279, 7293, 7296, 7300, -1, -1, -1, -1,
        -1, -1, -1, -1, 62584, 62603, 62606, 62653, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43975, 43990, 43993, 44223, 20551, 20576, 20579, 20679,
        47400, 47410, 47413, 47446, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        86972, 86984, 86987, 86996, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50403, 50417, 50420, 50518, 99122, 99141, 99144, 99172, -1, -1, -1, -1, -1, -1, -1, -1,
        86997, 87026, 87029, 87075, -1, -1, -1, -1, 34760, 34789, 34792, 34995, -1, -1, -1, -1,
        75623, 75643, 75646, 75672, 78565, 78583, 78586, 78621, 97467, 97486, 97489, 97595, -1, -1, -1, -1,
        -1, -1, -1, -1, 91538, 91559, 91562, 91885, -1, -1, -1, -1, -1, -1, -1, -1,
        32069, 32088, 32091, 32249, 11248, 11272, 11275, 11391, 82518, 82537, 82540, 82704, -1, -1, -1, -1,
        44224, 44246, 44249, 44363, -1, -1, -1, -1, 65397, 65419, 65422, 65552, -1, -1, -1, -1,
        65886, 65903, 65906, 65923, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63154, 63176, 63179, 63315, 37470, 37495, 37498, 37531, -1, -1, -1, -1, -1, -1, -1, -1,
        35999, 36015, 36018, 36046, 85310, 85331, 85334, 85468, 35090, 35116, 35119, 35173, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80356, 80380, 80383, 80582, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 91217, 91236, 91239, 91537, -1, -1, -1, -1,
        -1, -1, -1, -1, 46523, 46546, 46549, 46567, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71603, 71626, 71629, 71689, -1, -1, -1, -1, -1, -1, -1, -1,
        25161, 25181, 25184, 25356, -1, -1, -1, -1, -1, -1, -1, -1, 22087, 22108, 22111, 22171,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62770, 62786, 62789, 62906,
        70099, 70112, 70115, 70227, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36740, 36757, 36760, 36779, -1, -1, -1, -1, -1, -1, -1, -1, 27159, 27182, 27185, 27267,
        24772, 24789, 24792, 24889, 70925, 70945, 70948, 71060, -1, -1, -1, -1, 25417, 25434, 25437, 25545,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75673, 75680, 75683, 75694, -1, -1, -1, -1, -1, -1, -1, -1,
        20450, 20474, 20477, 20550, 45737, 45753, 45756, 45902, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67612, 67631, 67634, 67700,
        73928, 73946, 73949, 73994, -1, -1, -1, -1, 46889, 46909, 46912, 46930, -1, -1, -1, -1,
        -1, -1, -1, -1, 100450, 100466, 100469, 100524, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 83826, 83843, 83846, 83969, -1, -1, -1, -1, -1, -1, -1, -1,
        36539, 36565, 36568, 36616, -1, -1, -1, -1, 44926, 44944, 44947, 45138, 64302, 64330, 64333, 64457,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7429, 7442, 7445, 7455,
        23661, 23681, 23684, 23816, 36617, 36630, 36633, 36662, 37697, 37716, 37719, 37746, 33965, 33995, 33998, 34042,
        55126, 55158, 55161, 55188, 66934, 66959, 66962, 67096, 52709, 52733, 52736, 52839, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26224, 26241, 26244, 26438, 74659, 74678, 74681, 74714,
        -1, -1, -1, -1, -1, -1, -1, -1, 68318, 68334, 68337, 68345, 73263, 73281, 73284, 73338,
        89963, 89986, 89989, 90105, -1, -1, -1, -1, 86131, 86154, 86157, 86195, -1, -1, -1, -1,
        99830, 99847, 99850, 99879, 49640, 49667, 49670, 49816, 99265, 99286, 99289, 99309, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 68614, 68631, 68634, 68650, -1, -1, -1, -1, 85247, 85261, 85264, 85309,
        -1, -1, -1, -1, -1, -1, -1, -1, 34393, 34417, 34420, 34525, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
