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
        help.details.stocks.sync = Without --from, every keyless source in turn, each applied on its own. moex: the Moscow Exchange board TQBR: Russian and Latin names, ISIN, prices in roubles (the last trade, else the current or market price, else the previous close), market capitalisation; base URL from FINDER_MOEX_URL. nasdaq: every stock listed on NASDAQ, NYSE and NYSE American, with last sale in US dollars and market capitalisation; base URL from FINDER_NASDAQ_URL; names of listings already in the catalogue are kept. A URL or FILE in the StockFinder format: a JSON array of {\"ticker\", \"name\", \"currentPrice\"} (US dollars), or CSV with a header naming ticker, name, price and optionally currency and exchange. Listings merge with the catalogue by ticker and exchange: names and prices are replaced, new listings added, nothing deleted. Bad rows are skipped and counted. The catalogue and its index change all at once or not at all.
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
        -1, -1, -1, -1, -1, -1, -1, -1, 34569, 34589, 34592, 34606, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39452, 39472, 39475, 39482,
        -1, -1, -1, -1, 23412, 23424, 23427, 23439, 10145, 10169, 10172, 10744, -1, -1, -1, -1,
        8281, 8301, 8304, 8383, 33551, 33569, 33572, 33602, 23971, 23995, 23998, 24018, 39533, 39547, 39550, 39587,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 30104, 30123, 30126, 30154, 4594, 4611, 4614, 4641, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 20039, 20059, 20062, 20095, 20717, 20738, 20741, 20799, 27573, 27590, 27593, 27678,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14947, 14965, 14968, 14983,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17817, 17834, 17837, 17983,
        -1, -1, -1, -1, 30846, 30863, 30866, 31019, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48061, 48087, 48090, 48104, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2033, 2059, 2062, 2124, 12299, 12321, 12324, 12408, -1, -1, -1, -1,
        22278, 22304, 22307, 22344, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59993, 60017, 60020, 60056, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31994, 32012, 32015, 32042,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47725, 47757, 47760, 47811, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52961, 52985, 52988, 53007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38456, 38473, 38476, 38747,
        -1, -1, -1, -1, -1, -1, -1, -1, 23684, 23694, 23697, 23701, 6861, 6880, 6883, 6931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59632, 59650, 59653, 59693,
        -1, -1, -1, -1, 42261, 42280, 42283, 42320, 51548, 51562, 51565, 51631, 42465, 42485, 42488, 42502,
        17448, 17465, 17468, 17542, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10745, 10769, 10772, 11678, 28928, 28942, 28945, 29072, 23663, 23674, 23677, 23683, 31360, 31380, 31383, 31422,
        58039, 58055, 58058, 58167, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20158, 20174, 20177, 20209, 23587, 23597, 23600, 23604, 53950, 53981, 53984, 54004, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5971, 5983, 5986, 6047, -1, -1, -1, -1,
        -1, -1, -1, -1, 34757, 34788, 34791, 34814, 41800, 41827, 41830, 41848, -1, -1, -1, -1,
        -1, -1, -1, -1, 44881, 44903, 44906, 44945, 27326, 27344, 27347, 27403, 13860, 13885, 13888, 14027,
        56605, 56630, 56633, 56714, -1, -1, -1, -1, 26261, 26271, 26274, 26306, -1, -1, -1, -1,
        -1, -1, -1, -1, 42219, 42235, 42238, 42260, -1, -1, -1, -1, -1, -1, -1, -1,
        62012, 62028, 62031, 62076, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36729, 36754, 36757, 36801, 50073, 50100, 50103, 50211, -1, -1, -1, -1,
        -1, -1, -1, -1, 23885, 23897, 23900, 23908, -1, -1, -1, -1, 41587, 41612, 41615, 41631,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18467, 18495, 18498, 18740, 22633, 22649, 22652, 22663, 26915, 26937, 26940, 27018, 43297, 43328, 43331, 43379,
        20800, 20833, 20836, 20913, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7342, 7361, 7364, 7417, 316, 333, 336, 355,
        37862, 37878, 37881, 37975, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31579, 31601, 31604, 31634, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51884, 51901, 51904, 51987, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        47225, 47243, 47246, 47262, -1, -1, -1, -1, 47399, 47412, 47415, 47421, 58168, 58182, 58185, 58250,
        -1, -1, -1, -1, -1, -1, -1, -1, 43078, 43110, 43113, 43162, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14554, 14579, 14582, 14722, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29536, 29559, 29562, 29573, 42875, 42892, 42895, 42900,
        21742, 21765, 21768, 21848, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46519, 46545, 46548, 46603, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37663, 37690, 37693, 37730,
        -1, -1, -1, -1, 5376, 5394, 5397, 5494, -1, -1, -1, -1, 47369, 47380, 47383, 47398,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32825, 32850, 32853, 32918, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61773, 61790, 61793, 61855, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59775, 59793, 59796, 59890, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20456, 20476, 20479, 20542, -1, -1, -1, -1, 1748, 1774, 1777, 1823,
        47064, 47071, 47074, 47083, 54128, 54150, 54153, 54154, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42116, 42138, 42141, 42165, -1, -1, -1, -1,
        32451, 32471, 32474, 32508, 48431, 48451, 48454, 48473, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8197, 8220, 8223, 8280, 25020, 25045, 25048, 25138,
        49963, 49982, 49985, 50072, 60589, 60606, 60609, 60636, -1, -1, -1, -1, -1, -1, -1, -1,
        34045, 34064, 34067, 34112, 29950, 29962, 29965, 30007, 17308, 17329, 17332, 17379, 37378, 37402, 37405, 37460,
        57069, 57092, 57095, 57118, -1, -1, -1, -1, 57748, 57766, 57769, 57811, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43832, 43846, 43849, 43967,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34857, 34885, 34888, 34907, 56382, 56406, 56409, 56484, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51988, 52005, 52008, 52065, -1, -1, -1, -1,
        19494, 19515, 19518, 19578, -1, -1, -1, -1, 25280, 25305, 25308, 25427, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44284, 44304, 44307, 44359,
        515, 527, 530, 535, 52469, 52482, 52485, 52508, 48474, 48487, 48490, 48522, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39335, 39354, 39357, 39363, 56022, 56040, 56043, 56139,
        16621, 16640, 16643, 16723, 58584, 58611, 58614, 58728, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34645, 34681, 34684, 34699,
        -1, -1, -1, -1, 39922, 39938, 39941, 39986, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32640, 32671, 32674, 32824, -1, -1, -1, -1, 11767, 11785, 11788, 12298,
        55980, 55999, 56002, 56021, 6689, 6699, 6702, 6801, 52392, 52412, 52415, 52468, -1, -1, -1, -1,
        -1, -1, -1, -1, 29432, 29442, 29445, 29458, -1, -1, -1, -1, 33281, 33300, 33303, 33314,
        30424, 30444, 30447, 30488, -1, -1, -1, -1, 62077, 62092, 62095, 62132, -1, -1, -1, -1,
        -1, -1, -1, -1, 27019, 27035, 27038, 27154, 44497, 44514, 44517, 44563, -1, -1, -1, -1,
        8384, 8408, 8411, 9335, 13555, 13577, 13580, 13695, -1, -1, -1, -1, -1, -1, -1, -1,
        28439, 28453, 28456, 28532, 31526, 31546, 31549, 31578, -1, -1, -1, -1, 23952, 23964, 23967, 23970,
        29341, 29354, 29357, 29431, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22788, 22817, 22820, 22867, 43692, 43706, 43709, 43735, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42719, 42735, 42738, 42742,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 4015, 4036, 4039, 4205, 34113, 34138, 34141, 34201, -1, -1, -1, -1,
        23287, 23310, 23313, 23325, -1, -1, -1, -1, 5118, 5144, 5147, 5166, 43380, 43413, 43416, 43465,
        61856, 61870, 61873, 61943, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56798, 56820, 56823, 56860, 34607, 34631, 34634, 34644, 53324, 53353, 53356, 53397,
        30155, 30175, 30178, 30192, -1, -1, -1, -1, 54207, 54234, 54237, 54261, -1, -1, -1, -1,
        -1, -1, -1, -1, 58936, 58956, 58959, 58983, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31747, 31764, 31767, 31835,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58251, 58273, 58276, 58374,
        -1, -1, -1, -1, 5270, 5287, 5290, 5375, -1, -1, -1, -1, 50556, 50583, 50586, 50674,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49218, 49240, 49243, 49358,
        -1, -1, -1, -1, -1, -1, -1, -1, 45848, 45866, 45869, 45897, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48626, 48647, 48650, 48684, 27915, 27936, 27939, 28004,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29920, 29936, 29939, 29949,
        42823, 42839, 42842, 42846, 6285, 6303, 6306, 6346, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61479, 61496, 61499, 61541, -1, -1, -1, -1, 6988, 7008, 7011, 7074,
        34424, 34448, 34451, 34460, -1, -1, -1, -1, 61315, 61331, 61334, 61353, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6468, 6497, 6500, 6554, 23605, 23615, 23618, 23622,
        765, 779, 782, 789, 23440, 23453, 23456, 23463, 37321, 37345, 37348, 37377, 52066, 52084, 52087, 52172,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 30221, 30237, 30240, 30280, 35217, 35240, 35243, 35262, 58812, 58834, 58837, 58935,
        14891, 14917, 14920, 14946, 50212, 50232, 50235, 50289, 44946, 44970, 44973, 45069, 6555, 6577, 6580, 6624,
        20543, 20570, 20573, 20716, 45070, 45089, 45092, 45109, 60112, 60132, 60135, 60193, -1, -1, -1, -1,
        209, 226, 229, 232, 35686, 35714, 35717, 35971, 53269, 53289, 53292, 53323, 54542, 54569, 54572, 54589,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22412, 22432, 22435, 22470,
        51066, 51082, 51085, 51102, 53104, 53125, 53128, 53157, -1, -1, -1, -1, 917, 928, 931, 935,
        19229, 19252, 19255, 19493, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51312, 51334, 51337, 51408, 255, 267, 270, 288,
        46833, 46854, 46857, 46873, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29738, 29754, 29757, 29768, -1, -1, -1, -1,
        51140, 51157, 51160, 51172, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28371, 28387, 28390, 28438, 43043, 43057, 43060, 43077, 48265, 48284, 48287, 48329, 54310, 54335, 54338, 54360,
        -1, -1, -1, -1, -1, -1, -1, -1, 29793, 29812, 29815, 29822, 24149, 24164, 24167, 24659,
        29675, 29692, 29695, 29700, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54045, 54070, 54073, 54086, -1, -1, -1, -1, 48152, 48170, 48173, 48203, -1, -1, -1, -1,
        -1, -1, -1, -1, 36904, 36927, 36930, 37020, 28793, 28807, 28810, 28855, -1, -1, -1, -1,
        29459, 29467, 29470, 29503, 24108, 24128, 24131, 24148, 39422, 39443, 39446, 39451, -1, -1, -1, -1,
        32509, 32531, 32534, 32556, 33026, 33046, 33049, 33104, -1, -1, -1, -1, -1, -1, -1, -1,
        34364, 34388, 34391, 34423, -1, -1, -1, -1, 17022, 17034, 17037, 17045, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11679, 11699, 11702, 11766, -1, -1, -1, -1,
        18741, 18759, 18762, 18888, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46129, 46149, 46152, 46191, -1, -1, -1, -1, -1, -1, -1, -1, 53048, 53070, 53073, 53103,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39508, 39525, 39528, 39532,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22471, 22494, 22497, 22523,
        43466, 43491, 43494, 43531, 60496, 60503, 60506, 60540, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47980, 48010, 48013, 48060, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22868, 22893, 22896, 22910, -1, -1, -1, -1, -1, -1, -1, -1, 45693, 45712, 45715, 45731,
        -1, -1, -1, -1, 16123, 16139, 16142, 16162, -1, -1, -1, -1, 48685, 48707, 48710, 48756,
        -1, -1, -1, -1, -1, -1, -1, -1, 26420, 26442, 26445, 26576, 61200, 61213, 61216, 61259,
        3361, 3386, 3389, 3487, 45144, 45163, 45166, 45183, -1, -1, -1, -1, 16234, 16249, 16252, 16302,
        -1, -1, -1, -1, 52835, 52855, 52858, 52870, 60194, 60222, 60225, 60316, 45489, 45514, 45517, 45537,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53398, 53419, 53422, 53444,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29612, 29632, 29635, 29643,
        -1, -1, -1, -1, 52753, 52769, 52772, 52790, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56861, 56884, 56887, 56914, 28856, 28871, 28874, 28927,
        61396, 61414, 61417, 61440, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53748, 53760, 53763, 53787, 56485, 56508, 56511, 56604, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22664, 22682, 22685, 22707, 25868, 25899, 25902, 25989, 35094, 35112, 35115, 35126,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42773, 42789, 42792, 42796,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44431, 44453, 44456, 44496, -1, -1, -1, -1, -1, -1, -1, -1,
        19021, 19046, 19049, 19228, 32281, 32299, 32302, 32322, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20989, 21028, 21031, 21093, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42901, 42916, 42919, 42922, 47263, 47283, 47286, 47303, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23561, 23575, 23578, 23586, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31423, 31437, 31440, 31508, 46795, 46814, 46817, 46832, 54973, 54997, 55000, 55180, 14470, 14493, 14496, 14553,
        -1, -1, -1, -1, 1488, 1514, 1517, 1629, -1, -1, -1, -1, 23863, 23875, 23878, 23884,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41273, 41296, 41299, 41365,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21934, 21963, 21966, 22105, -1, -1, -1, -1, -1, -1, -1, -1, 61944, 61960, 61963, 62011,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42036, 42055, 42058, 42081, -1, -1, -1, -1, 45443, 45462, 45465, 45488,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46471, 46487, 46490, 46518, -1, -1, -1, -1, 3912, 3941, 3944, 4014,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40685, 40705, 40708, 40722, 61542, 61559, 61562, 61604, 835, 848, 851, 857,
        30724, 30739, 30742, 30845, -1, -1, -1, -1, -1, -1, -1, -1, 3488, 3505, 3508, 3676,
        49508, 49530, 49533, 49563, 44633, 44656, 44659, 44705, 52927, 52941, 52944, 52960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47422, 47432, 47435, 47440,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39640, 39659, 39662, 39697, 17616, 17634, 17637, 17700, -1, -1, -1, -1,
        -1, -1, -1, -1, 37085, 37109, 37112, 37230, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13151, 13172, 13175, 13262, 20096, 20111, 20114, 20157, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33762, 33786, 33789, 33882, 38962, 38985, 38988, 39067, -1, -1, -1, -1, 32186, 32211, 32214, 32239,
        32368, 32387, 32390, 32450, 60389, 60416, 60419, 60495, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19687, 19709, 19712, 19750,
        29701, 29720, 29723, 29737, 51103, 51122, 51125, 51139, 27679, 27701, 27704, 27768, 44808, 44830, 44833, 44880,
        42166, 42190, 42193, 42218, 56140, 56156, 56159, 56319, 5832, 5846, 5849, 5970, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54640, 54665, 54668, 54689, 36285, 36305, 36308, 36526, -1, -1, -1, -1,
        34908, 34937, 34940, 34955, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48591, 48605, 48608, 48625, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47304, 47318, 47321, 47342, 7496, 7520, 7523, 7604,
        3677, 3691, 3694, 3697, 29769, 29785, 29788, 29792, 41465, 41488, 41491, 41513, -1, -1, -1, -1,
        33186, 33213, 33216, 33280, -1, -1, -1, -1, 44761, 44782, 44785, 44807, 41412, 41439, 41442, 41464,
        4642, 4659, 4662, 4710, 52173, 52192, 52195, 52263, -1, -1, -1, -1, -1, -1, -1, -1,
        41849, 41869, 41872, 41917, 41705, 41732, 41735, 41753, 47630, 47657, 47660, 47675, 42697, 42712, 42715, 42718,
        2125, 2149, 2152, 2240, 47441, 47474, 47477, 47533, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22524, 22551, 22554, 22632, 36527, 36556, 36559, 36728, 41097, 41123, 41126, 41182, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45110, 45128, 45131, 45143,
        34461, 34488, 34491, 34501, 19579, 19589, 19592, 19626, 39281, 39300, 39303, 39305, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21468, 21498, 21501, 21565, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14028, 14053, 14056, 14249, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50912, 50932, 50935, 51007, -1, -1, -1, -1,
        49564, 49583, 49586, 49687, 54155, 54180, 54183, 54206, 8171, 8184, 8187, 8196, 34815, 34841, 34844, 34856,
        48105, 48133, 48136, 48151, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40723, 40750, 40753, 40824, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19751, 19769, 19772, 19793, -1, -1, -1, -1, 55276, 55294, 55297, 55437, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37520, 37545, 37548, 37602,
        43251, 43268, 43271, 43296, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13696, 13716, 13719, 13859, 52324, 52340, 52343, 52391, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59891, 59911, 59914, 59992, 31121, 31146, 31149, 31238,
        2293, 2312, 2315, 3145, -1, -1, -1, -1, -1, -1, -1, -1, 39483, 39500, 39503, 39507,
        -1, -1, -1, -1, -1, -1, -1, -1, 35050, 35084, 35087, 35093, 19885, 19903, 19906, 19981,
        40147, 40162, 40165, 40216, 53836, 53854, 53857, 53872, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16724, 16740, 16743, 16830, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7808, 7830, 7833, 7862, 40521, 40535, 40538, 40566, -1, -1, -1, -1,
        4206, 4232, 4235, 4298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15713, 15731, 15734, 15806, 38288, 38305, 38308, 38335,
        44360, 44380, 44383, 44430, 54005, 54028, 54031, 54044, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7935, 7959, 7962, 8040, 24070, 24088, 24091, 24107,
        900, 910, 913, 916, 31836, 31851, 31854, 31907, 45732, 45752, 45755, 45797, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7075, 7099, 7102, 7189,
        49860, 49883, 49886, 49962, 26796, 26810, 26813, 26844, 42743, 42762, 42765, 42772, 53537, 53562, 53565, 53591,
        7863, 7887, 7890, 7934, -1, -1, -1, -1, 49012, 49028, 49031, 49086, 26307, 26334, 26337, 26419,
        -1, -1, -1, -1, 37603, 37626, 37629, 37662, 43567, 43573, 43576, 43588, -1, -1, -1, -1,
        7190, 7210, 7213, 7266, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15153, 15167, 15170, 15205, 30536, 30554, 30557, 30612, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15260, 15279, 15282, 15351, 32919, 32946, 32949, 32979, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5495, 5517, 5520, 5618,
        -1, -1, -1, -1, 46604, 46623, 46626, 46657, -1, -1, -1, -1, 9418, 9437, 9440, 10144,
        23623, 23638, 23641, 23662, 26692, 26713, 26716, 26795, 6932, 6949, 6952, 6987, 37461, 37491, 37494, 37519,
        41632, 41650, 41653, 41658, -1, -1, -1, -1, 684, 695, 698, 702, 2241, 2259, 2262, 2292,
        34502, 34521, 34524, 34535, 6127, 6143, 6146, 6216, 50368, 50386, 50389, 50454, 59345, 59363, 59366, 59452,
        -1, -1, -1, -1, -1, -1, -1, -1, 29263, 29277, 29280, 29340, 54262, 54286, 54289, 54309,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14332, 14351, 14354, 14469, 47534, 47569, 47572, 47629,
        -1, -1, -1, -1, -1, -1, -1, -1, 58480, 58499, 58502, 58583, -1, -1, -1, -1,
        17059, 17075, 17078, 17090, 18100, 18113, 18116, 18345, -1, -1, -1, -1, 20914, 20947, 20950, 20988,
        57812, 57827, 57830, 57875, 60317, 60336, 60339, 60388, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53702, 53721, 53724, 53747, -1, -1, -1, -1,
        -1, -1, -1, -1, 39068, 39092, 39095, 39280, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56320, 56343, 56346, 56381, -1, -1, -1, -1, 22988, 23008, 23011, 23042,
        -1, -1, -1, -1, 42613, 42633, 42636, 42644, 936, 948, 951, 956, 15352, 15372, 15375, 15434,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21094, 21118, 21121, 21181, -1, -1, -1, -1,
        47343, 47354, 47357, 47368, 33378, 33402, 33405, 33550, -1, -1, -1, -1, 61103, 61118, 61121, 61152,
        -1, -1, -1, -1, -1, -1, -1, -1, 46874, 46898, 46901, 46927, 61693, 61708, 61711, 61772,
        -1, -1, -1, -1, -1, -1, -1, -1, 58375, 58391, 58394, 58479, 32980, 32992, 32995, 33025,
        51768, 51789, 51792, 51883, 48330, 48350, 48353, 48390, -1, -1, -1, -1, 16303, 16325, 16328, 16407,
        -1, -1, -1, -1, 17543, 17560, 17563, 17615, -1, -1, -1, -1, 54087, 54107, 54110, 54127,
        -1, -1, -1, -1, -1, -1, -1, -1, 32323, 32339, 32342, 32367, 40410, 40433, 40436, 40472,
        55822, 55840, 55843, 55979, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7605, 7625, 7628, 7691, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6217, 6236, 6239, 6284, 36802, 36827, 36830, 36903, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27404, 27425, 27428, 27434,
        -1, -1, -1, -1, 3146, 3166, 3169, 3360, 59453, 59476, 59479, 59525, -1, -1, -1, -1,
        61605, 61623, 61626, 61692, 980, 999, 1002, 1078, 57876, 57887, 57890, 57903, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15917, 15933, 15936, 15945, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38748, 38774, 38777, 38878, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60680, 60699, 60702, 60714, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46658, 46682, 46685, 46701, 51409, 51425, 51428, 51547,
        62323, 62338, 62341, 62368, -1, -1, -1, -1, -1, -1, -1, -1, 54419, 54452, 54455, 54478,
        50455, 50474, 50477, 50555, -1, -1, -1, -1, -1, -1, -1, -1, 61441, 61452, 61455, 61478,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17701, 17718, 17721, 17816, 30008, 30029, 30032, 30057, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28533, 28553, 28556, 28576,
        -1, -1, -1, -1, 33603, 33624, 33627, 33674, -1, -1, -1, -1, -1, -1, -1, -1,
        59694, 59708, 59711, 59774, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16082, 16098, 16101, 16122,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32240, 32259, 32262, 32280,
        29886, 29904, 29907, 29919, -1, -1, -1, -1, 60637, 60654, 60657, 60679, -1, -1, -1, -1,
        15600, 15618, 15621, 15712, 54829, 54851, 54854, 54972, -1, -1, -1, -1, 57586, 57610, 57613, 57663,
        -1, -1, -1, -1, 23835, 23847, 23850, 23862, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 23810, 23823, 23826, 23834, -1, -1, -1, -1, -1, -1, -1, -1,
        6048, 6072, 6075, 6126, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40217, 40236, 40239, 40289, 56715, 56740, 56743, 56797, 57190, 57205, 57208, 57229, 56995, 57026, 57029, 57068,
        -1, -1, -1, -1, -1, -1, -1, -1, 19794, 19814, 19817, 19840, -1, -1, -1, -1,
        39588, 39611, 39614, 39639, 42503, 42521, 42524, 42530, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30613, 30626, 30629, 30723,
        -1, -1, -1, -1, 40355, 40371, 40374, 40409, 25659, 25686, 25689, 25742, 5619, 5640, 5643, 5831,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31509, 31521, 31524, 31525, 33315, 33337, 33340, 33377,
        33883, 33907, 33910, 33962, 5228, 5245, 5248, 5269, 53008, 53033, 53036, 53047, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59172, 59192, 59195, 59344,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52871, 52890, 52893, 52926, 858, 869, 872, 876, -1, -1, -1, -1, 6347, 6371, 6374, 6467,
        -1, -1, -1, -1, 23909, 23922, 23925, 23951, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43532, 43553, 43556, 43566, -1, -1, -1, -1, 23702, 23713, 23716, 23727,
        40290, 40308, 40311, 40354, 46192, 46210, 46213, 46296, 15082, 15106, 15109, 15152, 34536, 34556, 34559, 34568,
        -1, -1, -1, -1, -1, -1, -1, -1, 30058, 30074, 30077, 30103, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24019, 24045, 24048, 24069, -1, -1, -1, -1, 35171, 35199, 35202, 35216, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40825, 40854, 40857, 40930, 48391, 48409, 48412, 48430,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60541, 60560, 60563, 60588, 27877, 27894, 27897, 27914, 45951, 45972, 45975, 46128,
        49087, 49103, 49106, 49132, -1, -1, -1, -1, 29504, 29524, 29527, 29535, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 42847, 42865, 42868, 42874, -1, -1, -1, -1,
        21182, 21198, 21201, 21467, -1, -1, -1, -1, -1, -1, -1, -1, 43014, 43032, 43035, 43042,
        -1, -1, -1, -1, -1, -1, -1, -1, 27769, 27786, 27789, 27876, -1, -1, -1, -1,
        32126, 32150, 32153, 32185, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53592, 53613, 53616, 53701, 39306, 39325, 39328, 39334, 23748, 23763, 23766, 23776, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24817, 24842, 24845, 24904, 28224, 28238, 28241, 28305,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48757, 48780, 48783, 48825, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15435, 15453, 15456, 15486, -1, -1, -1, -1, 15946, 15964, 15967, 16081,
        19841, 19854, 19857, 19884, 35263, 35282, 35285, 35685, 40567, 40589, 40592, 40626, 22708, 22737, 22740, 22787,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 23523, 23534, 23537, 23542,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7692, 7710, 7713, 7807, 3698, 3714, 3717, 3724, -1, -1, -1, -1, -1, -1, -1, -1,
        41366, 41386, 41389, 41411, 17046, 17053, 17056, 17058, 23497, 23511, 23514, 23522, 34202, 34229, 34232, 34293,
        36063, 36087, 36090, 36221, -1, -1, -1, -1, 50290, 50307, 50310, 50367, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47812, 47846, 47849, 47901, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 33963, 33982, 33985, 34044, -1, -1, -1, -1,
        15206, 15223, 15226, 15259, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53788, 53804, 53807, 53835, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47676, 47705, 47708, 47724, -1, -1, -1, -1, 46388, 46409, 46412, 46432, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39397, 39414, 39417, 39421, 42082, 42093, 42096, 42115,
        -1, -1, -1, -1, 51632, 51647, 51650, 51666, 4351, 4363, 4366, 4429, 62133, 62149, 62152, 62191,
        -1, -1, -1, -1, 12931, 12955, 12958, 13150, -1, -1, -1, -1, 60955, 60972, 60975, 60989,
        -1, -1, -1, -1, -1, -1, -1, -1, 42984, 42997, 43000, 43013, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 30281, 30301, 30304, 30350, -1, -1, -1, -1,
        38155, 38176, 38179, 38287, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4920, 4944, 4947, 4953, 33675, 33702, 33705, 33761, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45538, 45557, 45560, 45591, 23777, 23794, 23797, 23809,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43968, 43982, 43985, 44082, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59116, 59134, 59137, 59171, -1, -1, -1, -1, -1, -1, -1, -1,
        60894, 60912, 60915, 60954, 42531, 42550, 42553, 42560, 53898, 53927, 53930, 53949, 20325, 20341, 20344, 20401,
        -1, -1, -1, -1, 39743, 39765, 39768, 39843, -1, -1, -1, -1, -1, -1, -1, -1,
        4891, 4911, 4914, 4919, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16997, 17010, 17013, 17021, -1, -1, -1, -1, -1, -1, -1, -1, 19982, 20002, 20005, 20038,
        -1, -1, -1, -1, 5167, 5193, 5196, 5227, -1, -1, -1, -1, 40473, 40491, 40494, 40520,
        48949, 48969, 48972, 49011, -1, -1, -1, -1, 26110, 26137, 26140, 26260, 57230, 57247, 57250, 57272,
        34294, 34319, 34322, 34363, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60057, 60078, 60081, 60111, 46985, 47003, 47006, 47022,
        41011, 41039, 41042, 41096, 12614, 12638, 12641, 12732, 19627, 19647, 19650, 19686, -1, -1, -1, -1,
        814, 826, 829, 834, 45337, 45356, 45359, 45385, 46747, 46760, 46763, 46794, 46702, 46724, 46727, 46746,
        32081, 32096, 32099, 32125, 38053, 38078, 38081, 38154, 46928, 46954, 46957, 46984, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40931, 40957, 40960, 41010, 1079, 1100, 1103, 1166,
        38336, 38355, 38358, 38455, 30489, 30509, 30512, 30535, 57273, 57289, 57292, 57451, -1, -1, -1, -1,
        4954, 4967, 4970, 4976, 46433, 46451, 46454, 46470, 53489, 53514, 53517, 53536, 37731, 37754, 37757, 37861,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52580, 52596, 52599, 52620, 14984, 15006, 15009, 15081,
        56915, 56940, 56943, 56994, -1, -1, -1, -1, -1, -1, -1, -1, 30351, 30373, 30376, 30423,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 18346, 18359, 18362, 18466,
        -1, -1, -1, -1, 17984, 17994, 17997, 18099, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29644, 29660, 29663, 29674, 4299, 4312, 4315, 4350, 58729, 58743, 58746, 58811, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45278, 45294, 45297, 45336, -1, -1, -1, -1,
        -1, -1, -1, -1, 5000, 5014, 5017, 5052, 20402, 20417, 20420, 20455, 42591, 42606, 42609, 42612,
        54361, 54388, 54391, 54418, 54479, 54514, 54517, 54541, 45184, 45202, 45205, 45277, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44564, 44588, 44591, 44632,
        48826, 48846, 48849, 48891, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42368, 42387, 42390, 42414, 27435, 27455, 27458, 27572, 42415, 42436, 42439, 42464, 42645, 42663, 42666, 42672,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35004, 35038, 35041, 35049, -1, -1, -1, -1, 39364, 39385, 39388, 39396,
        27240, 27261, 27264, 27325, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31020, 31044, 31047, 31120, 21633, 21656, 21659, 21741, -1, -1, -1, -1,
        -1, -1, -1, -1, 14842, 14867, 14870, 14890, 57518, 57543, 57546, 57585, 6662, 6681, 6684, 6688,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38879, 38898, 38901, 38961, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35972, 35996, 35999, 36062, -1, -1, -1, -1, 61153, 61168, 61171, 61199, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8108, 8133, 8136, 8170, -1, -1, -1, -1,
        57664, 57685, 57688, 57747, -1, -1, -1, -1, 24905, 24928, 24931, 25019, 12409, 12433, 12436, 12613,
        42797, 42814, 42817, 42822, 45592, 45611, 45614, 45692, 50675, 50692, 50695, 50727, 4864, 4882, 4885, 4890,
        400, 417, 420, 433, 9336, 9356, 9359, 9417, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 13263, 13288, 13291, 13468, 18889, 18906, 18909, 19020, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34956, 34991, 34994, 35003,
        52264, 52276, 52279, 52323, -1, -1, -1, -1, 40627, 40648, 40651, 40684, 6802, 6825, 6828, 6860,
        54690, 54717, 54720, 54742, -1, -1, -1, -1, 55181, 55200, 55203, 55275, 24660, 24686, 24689, 24816,
        28707, 28723, 28726, 28792, 35127, 35153, 35156, 35170, 58984, 59006, 59009, 59115, 17118, 17128, 17131, 17137,
        -1, -1, -1, -1, -1, -1, -1, -1, 29190, 29203, 29206, 29262, -1, -1, -1, -1,
        39987, 40008, 40011, 40067, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37021, 37037, 37040, 37084, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32043, 32059, 32062, 32080, -1, -1, -1, -1,
        23043, 23067, 23070, 23173, 734, 751, 754, 764, 25139, 25159, 25162, 25279, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25990, 26017, 26020, 26109,
        -1, -1, -1, -1, -1, -1, -1, -1, 42561, 42580, 42583, 42590, -1, -1, -1, -1,
        -1, -1, -1, -1, 31908, 31926, 31929, 31993, -1, -1, -1, -1, 5053, 5064, 5067, 5117,
        12905, 12918, 12921, 12930, 48204, 48222, 48225, 48264, 47183, 47205, 47208, 47224, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 49812, 49827, 49830, 49859, 57904, 57918, 57921, 58038,
        -1, -1, -1, -1, 57452, 57474, 57477, 57517, 4711, 4727, 4730, 4787, 60754, 60768, 60771, 60803,
        17091, 17102, 17105, 17117, 52791, 52803, 52806, 52834, 53158, 53178, 53181, 53204, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31715, 31727, 31730, 31746, -1, -1, -1, -1, 1949, 1974, 1977, 2032, -1, -1, -1, -1,
        -1, -1, -1, -1, 4788, 4799, 4802, 4810, 47084, 47102, 47105, 47121, 4811, 4829, 4832, 4841,
        -1, -1, -1, -1, 4545, 4570, 4573, 4593, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44083, 44103, 44106, 44199,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16958, 16977, 16980, 16996,
        28306, 28329, 28332, 28370, 4512, 4533, 4536, 4544, 25428, 25456, 25459, 25658, 47902, 47930, 47933, 47979,
        -1, -1, -1, -1, -1, -1, -1, -1, 60836, 60852, 60855, 60893, -1, -1, -1, -1,
        45386, 45404, 45407, 45442, 45798, 45816, 45819, 45847, 1824, 1848, 1851, 1948, 494, 506, 509, 514,
        8041, 8065, 8068, 8107, 15807, 15823, 15826, 15916, 26845, 26859, 26862, 26914, 41659, 41684, 41687, 41704,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62192, 62210, 62213, 62255, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53445, 53468, 53471, 53488, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13469, 13490, 13493, 13554, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6625, 6643, 6646, 6661, 27155, 27174, 27177, 27239, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37976, 37993, 37996, 38052, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37231, 37264, 37267, 37320, 43163, 43197, 43200, 43250, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 51008, 51030, 51033, 51065, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50728, 50746, 50749, 50793,
        43736, 43751, 43754, 43831, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4483, 4503, 4506, 4511, 22911, 22936, 22939, 22953,
        23728, 23739, 23742, 23747, 49133, 49150, 49153, 49217, 26577, 26600, 26603, 26691, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49688, 49707, 49710, 49811, 52509, 52526, 52529, 52579, -1, -1, -1, -1,
        16516, 16535, 16538, 16552, 12861, 12877, 12880, 12904, -1, -1, -1, -1, -1, -1, -1, -1,
        29823, 29842, 29845, 29853, 3725, 3745, 3748, 3911, 57119, 57147, 57150, 57189, -1, -1, -1, -1,
        7267, 7286, 7289, 7341, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1365, 1383, 1386, 1487,
        61260, 61280, 61283, 61314, 42949, 42959, 42962, 42983, 23174, 23198, 23201, 23286, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41754, 41779, 41782, 41799,
        51173, 51193, 51196, 51311, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23543, 23555, 23558, 23560, 54590, 54619, 54622, 54639, -1, -1, -1, -1,
        14723, 14748, 14751, 14841, 48892, 48911, 48914, 48948, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1630, 1653, 1656, 1747, 48523, 48540, 48543, 48590,
        -1, -1, -1, -1, 36222, 36242, 36245, 36284, 47023, 47043, 47046, 47063, 60990, 61007, 61010, 61024,
        -1, -1, -1, -1, 41545, 41568, 41571, 41586, 62256, 62276, 62279, 62322, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61025, 61043, 61046, 61067, -1, -1, -1, -1,
        25743, 25778, 25781, 25867, -1, -1, -1, -1, 17138, 17151, 17154, 17307, 32557, 32584, 32587, 32639,
        46343, 46365, 46368, 46387, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4842, 4856, 4859, 4863, -1, -1, -1, -1,
        -1, -1, -1, -1, 39698, 39717, 39720, 39742, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28005, 28020, 28023, 28126, 12790, 12815, 12818, 12860,
        30193, 30203, 30206, 30220, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53873, 53885, 53888, 53897, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31635, 31649, 31652, 31714, 60715, 60734, 60737, 60753, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22106, 22135, 22138, 22277, -1, -1, -1, -1,
        47122, 47142, 47145, 47162, 59526, 59545, 59548, 59631, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55611, 55632, 55635, 55821, -1, -1, -1, -1, -1, -1, -1, -1,
        20210, 20229, 20232, 20324, 7418, 7442, 7445, 7495, 50794, 50813, 50816, 50911, -1, -1, -1, -1,
        28127, 28149, 28152, 28223, -1, -1, -1, -1, 41183, 41205, 41208, 41272, -1, -1, -1, -1,
        41514, 41531, 41534, 41544, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40068, 40090, 40093, 40146, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22954, 22970, 22973, 22987, 52674, 52695, 52698, 52752, 22345, 22371, 22374, 22411, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49359, 49383, 49386, 49507, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 55438, 55457, 55460, 55610, -1, -1, -1, -1,
        -1, -1, -1, -1, 29574, 29597, 29600, 29611, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44706, 44729, 44732, 44760, -1, -1, -1, -1, -1, -1, -1, -1,
        16408, 16428, 16431, 16515, -1, -1, -1, -1, -1, -1, -1, -1, 14250, 14271, 14274, 14331,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39844, 39860, 39863, 39921,
        43589, 43602, 43605, 43691, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23464, 23481, 23484, 23496, -1, -1, -1, -1, -1, -1, -1, -1, 17380, 17403, 17406, 17447,
        16163, 16180, 16183, 16233, 44200, 44220, 44223, 44283, -1, -1, -1, -1, 16553, 16570, 16573, 16620,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47163, 47170, 47173, 47182, -1, -1, -1, -1, -1, -1, -1, -1,
        12733, 12757, 12760, 12789, 29073, 29089, 29092, 29189, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42321, 42340, 42343, 42367,
        46297, 46315, 46318, 46342, -1, -1, -1, -1, 29854, 29874, 29877, 29885, -1, -1, -1, -1,
        -1, -1, -1, -1, 61354, 61370, 61373, 61395, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51667, 51684, 51687, 51767, -1, -1, -1, -1, -1, -1, -1, -1,
        23326, 23352, 23355, 23381, -1, -1, -1, -1, 28577, 28595, 28598, 28706, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4977, 4990, 4993, 4999,
        15487, 15507, 15510, 15599, 23382, 23395, 23398, 23411, 34700, 34732, 34735, 34756, 21566, 21596, 21599, 21632,
        41918, 41943, 41946, 42035, -1, -1, -1, -1, 33105, 33129, 33132, 33185, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16831, 16848, 16851, 16957, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42673, 42689, 42692, 42696, 45898, 45916, 45919, 45950,
        54743, 54766, 54769, 54828, -1, -1, -1, -1, 53205, 53228, 53231, 53268, -1, -1, -1, -1,
        61068, 61085, 61088, 61102, 31239, 31266, 31269, 31359, 60804, 60825, 60828, 60835, -1, -1, -1, -1,
        4430, 4446, 4449, 4482, 42923, 42940, 42943, 42948, -1, -1, -1, -1, 52621, 52635, 52638, 52673,
        -1, -1, -1, -1, -1, -1, -1, -1, 21849, 21873, 21876, 21933, -1, -1, -1, -1,
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
        help.details.stocks.sync = Без --from обновляет из всех источников, не требующих ключа, по очереди, каждый применяется отдельно. moex — Московская биржа, режим TQBR: русские и латинские названия, ISIN, цены в рублях (последняя сделка, иначе текущая или рыночная цена, иначе предыдущее закрытие), рыночная капитализация; базовый URL — из FINDER_MOEX_URL. nasdaq — все акции бирж NASDAQ, NYSE и NYSE American: последняя цена в долларах США и рыночная капитализация; базовый URL — из FINDER_NASDAQ_URL; названия бумаг, которые уже есть в каталоге, не меняются. URL или ФАЙЛ в формате StockFinder: JSON-массив {\"ticker\", \"name\", \"currentPrice\"} (доллары США) или CSV с заголовком, где есть ticker, name, price и, по желанию, currency и exchange. Бумаги объединяются с каталогом по тикеру и бирже: названия и цены заменяются, новые добавляются, ничего не удаляется. Ошибочные строки пропускаются и подсчитываются. Каталог и индекс меняются целиком или не меняются вовсе.
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
        -1, -1, -1, -1, -1, -1, -1, -1, 54386, 54406, 54409, 54425, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61635, 61655, 61658, 61672,
        -1, -1, -1, -1, 36071, 36083, 36086, 36118, 15841, 15865, 15868, 16860, -1, -1, -1, -1,
        12662, 12682, 12685, 12832, 52759, 52777, 52780, 52829, 36940, 36964, 36967, 36996, 61735, 61749, 61752, 61816,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 46684, 46703, 46706, 46755, 6877, 6894, 6897, 6950, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 31227, 31247, 31250, 31310, 32181, 32202, 32205, 32290, 42711, 42728, 42731, 42859,
        -1, -1, -1, -1, -1, -1, -1, -1, 65986, 66012, 66015, 66066, -1, -1, -1, -1,
        53671, 53697, 53700, 53799, -1, -1, -1, -1, -1, -1, -1, -1, 22528, 22546, 22549, 22579,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27246, 27263, 27266, 27521,
        -1, -1, -1, -1, 48079, 48096, 48099, 48369, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77533, 77559, 77562, 77588, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 19477, 19499, 19502, 19669, -1, -1, -1, -1,
        34404, 34430, 34433, 34497, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 96977, 97001, 97004, 97048, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50477, 50495, 50498, 50528,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        76611, 76643, 76646, 76757, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 85208, 85232, 85235, 85259, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60143, 60160, 60163, 60607,
        76089, 76116, 76119, 76143, -1, -1, -1, -1, 36428, 36438, 36441, 36457, 10284, 10303, 10306, 10395,
        -1, -1, -1, -1, -1, -1, -1, -1, 87946, 87980, 87983, 88036, 96450, 96468, 96471, 96537,
        -1, -1, -1, -1, 66936, 66955, 66958, 67019, 83080, 83094, 83097, 83182, 67476, 67496, 67499, 67530,
        26676, 26693, 26696, 26832, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16861, 16885, 16888, 18428, 44868, 44882, 44885, 45144, 36392, 36403, 36406, 36427, 49225, 49245, 49248, 49297,
        94165, 94181, 94184, 94337, 99771, 99786, 99789, 99942, -1, -1, -1, -1, -1, -1, -1, -1,
        31405, 31421, 31424, 31476, 36294, 36304, 36307, 36311, 86643, 86674, 86677, 86723, 46944, 46964, 46967, 47049,
        -1, -1, -1, -1, -1, -1, -1, -1, 8876, 8888, 8891, 9002, -1, -1, -1, -1,
        -1, -1, -1, -1, 54597, 54628, 54631, 54658, 66149, 66176, 66179, 66232, -1, -1, -1, -1,
        -1, -1, -1, -1, 71237, 71259, 71262, 71302, 42310, 42328, 42331, 42448, 21413, 21438, 21441, 21580,
        92038, 92063, 92066, 92224, -1, -1, -1, -1, 40869, 40879, 40882, 40958, -1, -1, -1, -1,
        -1, -1, -1, -1, 66891, 66907, 66910, 66935, -1, -1, -1, -1, -1, -1, -1, -1,
        100680, 100696, 100699, 100760, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57510, 57535, 57538, 57582, 80784, 80811, 80814, 80957, -1, -1, -1, -1,
        -1, -1, -1, -1, 36714, 36726, 36729, 36741, -1, -1, -1, -1, 65495, 65520, 65523, 65550,
        -1, -1, -1, -1, 65583, 65608, 65611, 65662, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28389, 28417, 28420, 28831, 34930, 34946, 34949, 34982, 41730, 41752, 41755, 41919, 67200, 67220, 67223, 67291,
        32291, 32324, 32327, 32444, 69071, 69102, 69105, 69203, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11122, 11141, 11144, 11247, 418, 435, 438, 462,
        59186, 59202, 59205, 59379, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49716, 49738, 49741, 49810, -1, -1, -1, -1,
        -1, -1, -1, -1, 87856, 87889, 87892, 87945, -1, -1, -1, -1, -1, -1, -1, -1,
        83549, 83566, 83569, 83684, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        75249, 75267, 75270, 75294, -1, -1, -1, -1, 75474, 75487, 75490, 75496, 94338, 94352, 94355, 94456,
        -1, -1, -1, -1, -1, -1, -1, -1, 68469, 68501, 68504, 68594, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22110, 22135, 22138, 22278, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45888, 45911, 45914, 45930, 67971, 67988, 67991, 67999,
        33609, 33632, 33635, 33800, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73682, 73708, 73711, 73804, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58858, 58885, 58888, 58975,
        -1, -1, -1, -1, 7978, 7996, 7999, 8147, 49444, 49464, 49467, 49534, 75428, 75439, 75442, 75473,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51651, 51676, 51679, 51828, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 100286, 100303, 100306, 100457, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 96656, 96674, 96677, 96826, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65386, 65410, 65413, 65442, 31856, 31876, 31879, 31968, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        74868, 74875, 74878, 74889, 87049, 87071, 87074, 87075, -1, -1, -1, -1, 75202, 75221, 75224, 75248,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64299, 64326, 64329, 64424, 66747, 66769, 66772, 66817, -1, -1, -1, -1,
        51089, 51109, 51112, 51150, 78145, 78165, 78168, 78203, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12532, 12555, 12558, 12661, 38753, 38778, 38781, 38954,
        80631, 80650, 80653, 80783, 77034, 77063, 77066, 77161, 97821, 97838, 97841, 97873, -1, -1, -1, -1,
        53472, 53491, 53494, 53540, 46430, 46442, 46445, 46523, 26439, 26460, 26463, 26566, 58397, 58421, 58424, 58534,
        92789, 92812, 92815, 92842, -1, -1, -1, -1, 87076, 87101, 87104, 87171, 93770, 93788, 93791, 93846,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69829, 69843, 69846, 70024,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54714, 54742, 54745, 54780, 91706, 91730, 91733, 91890, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83685, 83702, 83705, 83802, -1, -1, -1, -1,
        30166, 30187, 30190, 30302, -1, -1, -1, -1, 39232, 39257, 39260, 39509, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70469, 70489, 70492, 70565,
        698, 710, 713, 725, 84435, 84448, 84451, 84492, 78204, 78217, 78220, 78264, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61499, 61518, 61521, 61529, 88514, 88539, 88542, 88588,
        25262, 25281, 25284, 25432, 91112, 91130, 91133, 91320, 94946, 94973, 94976, 95144, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54473, 54509, 54512, 54533,
        -1, -1, -1, -1, 62315, 62331, 62334, 62446, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51350, 51381, 51384, 51650, -1, -1, -1, -1, 18583, 18601, 18604, 19476,
        91062, 91081, 91084, 91111, 9987, 9997, 10000, 10175, 84275, 84295, 84298, 84434, -1, -1, -1, -1,
        -1, -1, -1, -1, 45723, 45733, 45736, 45783, -1, -1, -1, -1, 52384, 52403, 52406, 52442,
        47371, 47391, 47394, 47479, -1, -1, -1, -1, 100761, 100776, 100779, 100871, -1, -1, -1, -1,
        -1, -1, -1, -1, 41920, 41936, 41939, 42089, 70748, 70765, 70768, 70838, -1, -1, -1, -1,
        12833, 12857, 12860, 14408, 21108, 21130, 21133, 21248, -1, -1, -1, -1, -1, -1, -1, -1,
        44091, 44105, 44108, 44284, 49629, 49649, 49652, 49715, 86724, 86747, 86750, 86785, 36801, 36813, 36816, 36818,
        45581, 45594, 45597, 45722, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35187, 35216, 35219, 35306, 69636, 69650, 69653, 69677, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67781, 67797, 67800, 67806,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 53800, 53825, 53828, 53929, -1, -1, -1, -1,
        35901, 35924, 35927, 35946, -1, -1, -1, -1, 7638, 7664, 7667, 7715, 69204, 69237, 69240, 69338,
        100458, 100472, 100475, 100585, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92362, 92384, 92387, 92454, 54426, 54450, 54453, 54472, 85662, 85691, 85694, 85767,
        46756, 46776, 46779, 46807, -1, -1, -1, -1, 48699, 48725, 48728, 48872, 87363, 87390, 87393, 87460,
        -1, -1, -1, -1, 95466, 95486, 95489, 95524, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49996, 50013, 50016, 50164,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 94457, 94479, 94482, 94622,
        -1, -1, -1, -1, 7837, 7854, 7857, 7977, -1, -1, -1, -1, 81523, 81550, 81553, 81734,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 79543, 79565, 79568, 79763,
        -1, -1, -1, -1, -1, -1, -1, -1, 72568, 72586, 72589, 72670, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78369, 78390, 78393, 78422, 43228, 43249, 43252, 43382,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46384, 46400, 46403, 46429,
        67909, 67925, 67928, 67938, 9365, 9383, 9386, 9456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 99516, 99533, 99536, 99575, -1, -1, -1, -1, 10485, 10505, 10508, 10673,
        54238, 54262, 54265, 54274, -1, -1, -1, -1, 99051, 99067, 99070, 99146, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9649, 9678, 9681, 9782, 36312, 36322, 36325, 36329,
        1052, 1066, 1069, 1087, 36119, 36132, 36135, 36147, 58308, 58332, 58335, 58396, 83803, 83821, 83824, 83966,
        86484, 86514, 86517, 86563, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 46855, 46871, 46874, 46943, 55316, 55339, 55342, 55368, 95282, 95304, 95307, 95465,
        22472, 22498, 22501, 22527, 80958, 80978, 80981, 81097, 71303, 71327, 71330, 71504, 9783, 9805, 9808, 9894,
        31969, 31996, 31999, 32180, 71505, 71524, 71527, 71557, 97140, 97160, 97163, 97262, -1, -1, -1, -1,
        309, 326, 329, 332, 56078, 56106, 56109, 56541, 85604, 85624, 85627, 85661, 88366, 88393, 88396, 88438,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34582, 34602, 34605, 34693,
        82378, 82394, 82397, 82418, 85392, 85413, 85416, 85474, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        29703, 29726, 29729, 30165, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82766, 82788, 82791, 82913, 355, 367, 370, 388,
        74236, 74257, 74260, 74293, -1, -1, -1, -1, 67109, 67128, 67131, 67199, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46142, 46158, 46161, 46179, -1, -1, -1, -1,
        82459, 82476, 82479, 82509, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43976, 43992, 43995, 44090, 68181, 68195, 68198, 68215, 77805, 77824, 77827, 77894, 87701, 87726, 87729, 87771,
        -1, -1, -1, -1, -1, -1, -1, -1, 46206, 46225, 46228, 46246, 37249, 37264, 37267, 38099,
        46061, 46078, 46081, 46091, 47050, 47071, 47074, 47156, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        86911, 86936, 86939, 86974, -1, -1, -1, -1, 77649, 77667, 77670, 77733, -1, -1, -1, -1,
        -1, -1, -1, -1, 57685, 57708, 57711, 57835, 44668, 44682, 44685, 44761, -1, -1, -1, -1,
        45784, 45792, 45795, 45849, 37200, 37220, 37223, 37248, 61600, 61621, 61624, 61634, -1, -1, -1, -1,
        51151, 51173, 51176, 51211, 52003, 52023, 52026, 52116, -1, -1, -1, -1, -1, -1, -1, -1,
        54149, 54173, 54176, 54237, 66602, 66624, 66627, 66672, 25942, 25954, 25957, 25976, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18429, 18449, 18452, 18582, -1, -1, -1, -1,
        28832, 28850, 28853, 29086, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73046, 73066, 73069, 73150, -1, -1, -1, -1, -1, -1, -1, -1, 85305, 85327, 85330, 85391,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61706, 61723, 61726, 61734,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34694, 34717, 34720, 34763,
        69339, 69364, 69367, 69450, 97722, 97729, 97732, 97772, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77287, 77317, 77320, 77413, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35307, 35332, 35335, 35355, -1, -1, -1, -1, -1, -1, -1, -1, 72375, 72394, 72397, 72430,
        -1, -1, -1, -1, 24441, 24457, 24460, 24487, -1, -1, -1, -1, 78423, 78445, 78448, 78504,
        -1, -1, -1, -1, -1, -1, -1, -1, 41094, 41116, 41119, 41292, 98866, 98879, 98882, 98948,
        4936, 4961, 4964, 5147, 71599, 71618, 71621, 71656, -1, -1, -1, -1, 24606, 24621, 24624, 24713,
        -1, -1, -1, -1, 85035, 85055, 85058, 85089, 97263, 97291, 97294, 97432, 72103, 72128, 72131, 72167,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 85768, 85789, 85792, 85814,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45976, 45996, 45999, 46013,
        -1, -1, -1, -1, 84877, 84893, 84896, 84936, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92455, 92478, 92481, 92556, 44762, 44777, 44780, 44867,
        99379, 99397, 99400, 99457, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        86213, 86225, 86228, 86282, 91891, 91914, 91917, 92037, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34983, 35001, 35004, 35068, 40255, 40286, 40289, 40428, 55032, 55050, 55053, 55076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67848, 67864, 67867, 67875,
        -1, -1, -1, -1, -1, -1, -1, -1, 55077, 55103, 55106, 55135, 99943, 99959, 99962, 100115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70656, 70678, 70681, 70747, -1, -1, -1, -1, -1, -1, -1, -1,
        29318, 29343, 29346, 29702, 50843, 50861, 50864, 50902, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32538, 32577, 32580, 32660, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68000, 68015, 68018, 68021, 75295, 75315, 75318, 75344, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36266, 36280, 36283, 36293, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49298, 49312, 49315, 49424, 74180, 74199, 74202, 74235, 89218, 89242, 89245, 89629, 22026, 22049, 22052, 22109,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 36688, 36700, 36703, 36713,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64961, 64984, 64987, 65101,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33934, 33963, 33966, 34167, -1, -1, -1, -1, -1, -1, -1, -1, 100586, 100602, 100605, 100679,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66505, 66524, 66527, 66567, -1, -1, -1, -1, 72027, 72046, 72049, 72102,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73593, 73609, 73612, 73681, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63508, 63528, 63531, 63554, 99576, 99593, 99596, 99635, 1158, 1171, 1174, 1192,
        47853, 47868, 47871, 48078, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        79991, 80013, 80016, 80046, 70929, 70952, 70955, 71010, 85174, 85188, 85191, 85207, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 75497, 75507, 75510, 75515,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61891, 61910, 61913, 61991, 26918, 26936, 26939, 27056, -1, -1, -1, -1,
        -1, -1, -1, -1, 57964, 57988, 57991, 58142, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20704, 20725, 20728, 20815, 31311, 31326, 31329, 31404, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53077, 53101, 53104, 53265, 60942, 60965, 60968, 61097, -1, -1, -1, -1, 50705, 50730, 50733, 50785,
        50960, 50979, 50982, 51088, 74938, 74957, 74960, 74984, 97556, 97583, 97586, 97721, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30596, 30618, 30621, 30679,
        46092, 46111, 46114, 46141, 82419, 82438, 82441, 82458, 42860, 42882, 42885, 43004, 71153, 71175, 71178, 71236,
        66818, 66842, 66845, 66890, 87534, 87559, 87562, 87615, 8629, 8643, 8646, 8875, 91321, 91337, 91340, 91619,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49535, 49556, 49559, 49628,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 88665, 88690, 88693, 88739, 57056, 57076, 57079, 57307, -1, -1, -1, -1,
        54781, 54810, 54813, 54844, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78334, 78348, 78351, 78368, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75345, 75359, 75362, 75397, 11392, 11416, 11419, 11540,
        5408, 5422, 5425, 5435, 46180, 46196, 46199, 46205, 65241, 65264, 65267, 65293, -1, -1, -1, -1,
        52248, 52275, 52278, 52383, -1, -1, -1, -1, 71098, 71119, 71122, 71152, 65166, 65193, 65196, 65240,
        6951, 6968, 6971, 7080, 74890, 74908, 74911, 74937, 79098, 79120, 79123, 79320, 83967, 83986, 83989, 84070,
        66233, 66253, 66256, 66341, 65822, 65849, 65852, 65903, 76202, 76229, 76232, 76254, 67754, 67769, 67772, 67780,
        3155, 3179, 3182, 3321, 75801, 75834, 75837, 75942, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34764, 34791, 34794, 34929, 57308, 57337, 57340, 57509, 64671, 64697, 64700, 64804, 65904, 65929, 65932, 65985,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71558, 71576, 71579, 71598,
        54275, 54302, 54305, 54317, 30303, 30313, 30316, 30350, 61431, 61450, 61453, 61463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33227, 33257, 33260, 33372, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21581, 21606, 21609, 21802, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82113, 82133, 82136, 82265, -1, -1, -1, -1,
        80047, 80066, 80069, 80211, 87267, 87292, 87295, 87362, 12500, 12513, 12516, 12531, 54659, 54685, 54688, 54713,
        77589, 77617, 77620, 77648, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63866, 63893, 63896, 64018, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30805, 30823, 30826, 30863, -1, -1, -1, -1, 89785, 89803, 89806, 90070, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58624, 58649, 58652, 58752,
        68723, 68740, 68743, 68799, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21249, 21269, 21272, 21412, 84169, 84185, 84188, 84274, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 96827, 96847, 96850, 96976, 48873, 48898, 48901, 49047,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 61673, 61690, 61693, 61705,
        -1, -1, -1, -1, -1, -1, -1, -1, 54974, 55008, 55011, 55031, 30994, 31012, 31015, 31132,
        62724, 62739, 62742, 62834, 86343, 86361, 86364, 86379, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25433, 25449, 25452, 25631, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11863, 11885, 11888, 11955, 48526, 48551, 48554, 48698, 63253, 63267, 63270, 63352,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23729, 23747, 23750, 23878, 59856, 59873, 59876, 59936,
        70566, 70586, 70589, 70655, 86849, 86872, 86875, 86910, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12074, 12098, 12101, 12305, 37155, 37173, 37176, 37199,
        1259, 1269, 1272, 1286, 50165, 50180, 50183, 50315, 72431, 72451, 72454, 72506, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10674, 10698, 10701, 10838,
        74294, 74318, 74321, 74379, 41553, 41567, 41570, 41633, 67807, 67826, 67829, 67847, 80490, 80513, 80516, 80630,
        11956, 11980, 11983, 12073, 85933, 85958, 85961, 86001, 63555, 63582, 63585, 63709, 40959, 40986, 40989, 41093,
        78812, 78828, 78831, 78916, 58753, 58776, 58779, 58857, 69487, 69493, 69496, 69506, -1, -1, -1, -1,
        10839, 10859, 10862, 10999, 99224, 99241, 99244, 99303, -1, -1, -1, -1, -1, -1, -1, -1,
        22856, 22870, 22873, 22942, 47553, 47571, 47574, 47675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23039, 23058, 23061, 23174, 51829, 51856, 51859, 51913, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8148, 8170, 8173, 8322,
        -1, -1, -1, -1, 73805, 73824, 73827, 73869, -1, -1, -1, -1, 14545, 14564, 14567, 15840,
        36330, 36345, 36348, 36391, 41427, 41448, 41451, 41552, 10396, 10413, 10416, 10484, 58535, 58565, 58568, 58623,
        65551, 65569, 65572, 65582, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        54318, 54337, 54340, 54351, 9113, 9129, 9132, 9264, 81247, 81265, 81268, 81378, 96077, 96095, 96098, 96222,
        -1, -1, -1, -1, -1, -1, -1, -1, 45460, 45474, 45477, 45580, 87461, 87485, 87488, 87533,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21888, 21907, 21910, 22025, 75943, 75978, 75981, 76088,
        -1, -1, -1, -1, -1, -1, -1, -1, 94794, 94813, 94816, 94945, -1, -1, -1, -1,
        25994, 26010, 26013, 26034, 27717, 27730, 27733, 28199, -1, -1, -1, -1, 32445, 32478, 32481, 32537,
        93847, 93862, 93865, 93948, 97433, 97452, 97455, 97555, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86140, 86159, 86162, 86212, -1, -1, -1, -1,
        -1, -1, -1, -1, 61098, 61122, 61125, 61430, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 91620, 91643, 91646, 91705, -1, -1, -1, -1, 35455, 35475, 35478, 35538,
        -1, -1, -1, -1, 67662, 67682, 67685, 67695, 1320, 1332, 1335, 1345, 23175, 23195, 23198, 23285,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32661, 32685, 32688, 32805, -1, -1, -1, -1,
        75398, 75409, 75412, 75427, 52519, 52543, 52546, 52758, -1, -1, -1, -1, 98734, 98749, 98752, 98800,
        -1, -1, -1, -1, -1, -1, -1, -1, 74467, 74491, 74494, 74552, 100116, 100131, 100134, 100285,
        -1, -1, -1, -1, -1, -1, -1, -1, 94623, 94639, 94642, 94793, 51914, 51926, 51929, 52002,
        83378, 83399, 83402, 83548, 77895, 77915, 77918, 77972, -1, -1, -1, -1, 24714, 24736, 24739, 24876,
        -1, -1, -1, -1, 26833, 26850, 26853, 26917, -1, -1, -1, -1, 86975, 86995, 86998, 87048,
        -1, -1, -1, -1, -1, -1, -1, -1, 50903, 50919, 50922, 50959, 30741, 30760, 30763, 30804,
        63079, 63102, 63105, 63190, 90740, 90758, 90761, 91061, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11541, 11561, 11564, 11691, 75154, 75172, 75175, 75201, -1, -1, -1, -1,
        -1, -1, -1, -1, 9265, 9284, 9287, 9364, 57583, 57608, 57611, 57684, -1, -1, -1, -1,
        30433, 30454, 30457, 30517, 87616, 87642, 87645, 87700, 88219, 88246, 88249, 88291, 42449, 42470, 42473, 42479,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 96223, 96246, 96249, 96320, -1, -1, -1, -1,
        99636, 99654, 99657, 99770, 1375, 1394, 1397, 1540, 93949, 93960, 93963, 93985, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24045, 24061, 24064, 24095, 88292, 88320, 88323, 88365,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 99147, 99163, 99166, 99223,
        60608, 60634, 60637, 60844, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 97928, 97947, 97950, 97975, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73870, 73894, 73897, 73926, 82914, 82930, 82933, 83079,
        101330, 101345, 101348, 101406, 74380, 74405, 74408, 74466, -1, -1, -1, -1, 88037, 88070, 88073, 88126,
        76907, 76935, 76938, 77033, 81379, 81398, 81401, 81522, -1, -1, -1, -1, 99458, 99469, 99472, 99515,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27057, 27074, 27077, 27245, 46524, 46545, 46548, 46608, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44285, 44305, 44308, 44333,
        -1, -1, -1, -1, 52830, 52851, 52854, 52948, -1, -1, -1, -1, -1, -1, -1, -1,
        96538, 96552, 96555, 96655, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24390, 24406, 24409, 24440,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50786, 50805, 50808, 50842,
        46339, 46357, 46360, 46383, -1, -1, -1, -1, 97874, 97891, 97894, 97927, -1, -1, -1, -1,
        23533, 23551, 23554, 23728, 88960, 88982, 88985, 89217, -1, -1, -1, -1, 93528, 93552, 93555, 93631,
        -1, -1, -1, -1, 36654, 36666, 36669, 36687, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 36607, 36620, 36623, 36653, -1, -1, -1, -1, -1, -1, -1, -1,
        9003, 9027, 9030, 9112, 86786, 86810, 86813, 86848, -1, -1, -1, -1, -1, -1, -1, -1,
        62835, 62854, 62857, 62937, 92225, 92250, 92253, 92361, 92958, 92973, 92976, 93004, 92667, 92698, 92701, 92788,
        -1, -1, -1, -1, -1, -1, -1, -1, 30864, 30884, 30887, 30928, -1, -1, -1, -1,
        61817, 61840, 61843, 61890, 67531, 67549, 67552, 67560, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47676, 47689, 47692, 47852,
        -1, -1, -1, -1, 63014, 63030, 63033, 63078, 39848, 39875, 39878, 40030, 8323, 8344, 8347, 8628,
        30351, 30371, 30374, 30432, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        36819, 36843, 36846, 36877, -1, -1, -1, -1, 49425, 49437, 49440, 49443, 52443, 52465, 52468, 52518,
        53266, 53290, 53293, 53371, 7790, 7807, 7810, 7836, 75516, 75549, 75552, 75657, 85260, 85285, 85288, 85304,
        -1, -1, -1, -1, 37058, 37076, 37079, 37104, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 95803, 95823, 95826, 96076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        85090, 85109, 85112, 85173, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9457, 9481, 9484, 9648,
        -1, -1, -1, -1, 36742, 36755, 36758, 36800, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69451, 69472, 69475, 69486, -1, -1, -1, -1, 36458, 36469, 36472, 36501,
        62938, 62956, 62959, 63013, 73151, 73169, 73172, 73335, 22747, 22771, 22774, 22855, 54352, 54372, 54375, 54385,
        -1, -1, -1, -1, -1, -1, -1, -1, 46609, 46625, 46628, 46683, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36997, 37023, 37026, 37057, -1, -1, -1, -1, 55255, 55283, 55286, 55315, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68935, 68967, 68970, 69070, -1, -1, -1, -1, 64019, 64048, 64051, 64175, 78088, 78106, 78109, 78144,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 97773, 97792, 97795, 97820, 43173, 43190, 43193, 43227, 72747, 72768, 72771, 73045,
        78917, 78933, 78936, 78973, -1, -1, -1, -1, 45850, 45870, 45873, 45887, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 67939, 67957, 67960, 67970, -1, -1, -1, -1,
        32806, 32822, 32825, 33226, -1, -1, -1, -1, -1, -1, -1, -1, 68139, 68157, 68160, 68180,
        -1, -1, -1, -1, -1, -1, -1, -1, 43005, 43022, 43025, 43172, -1, -1, -1, -1,
        50632, 50656, 50659, 50704, -1, -1, -1, -1, -1, -1, -1, -1, 101044, 101063, 101066, 101141,
        86002, 86023, 86026, 86139, 61464, 61483, 61486, 61498, 36525, 36540, 36543, 36560, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38386, 38411, 38414, 38546, 43772, 43786, 43789, 43893,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78505, 78528, 78531, 78590, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23286, 23304, 23307, 23376, -1, -1, -1, -1, 24096, 24114, 24117, 24389,
        30929, 30942, 30945, 30993, 55136, 55163, 55166, 55195, 55369, 55388, 55391, 56077, 35069, 35098, 35101, 35186,
        63353, 63375, 63378, 63421, -1, -1, -1, -1, 389, 403, 406, 417, 36218, 36229, 36232, 36237,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11692, 11710, 11713, 11862, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        65102, 65122, 65125, 65165, 25977, 25984, 25987, 25993, 36188, 36202, 36205, 36217, 53930, 53957, 53960, 54061,
        56686, 56710, 56713, 56949, -1, -1, -1, -1, 81098, 81115, 81118, 81246, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65663, 65689, 65692, 65741, 76758, 76792, 76795, 76906,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 53372, 53391, 53394, 53471, -1, -1, -1, -1,
        22943, 22960, 22963, 23038, 74123, 74143, 74146, 74179, -1, -1, -1, -1, -1, -1, -1, -1,
        86283, 86299, 86302, 86342, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        76255, 76284, 76287, 76311, -1, -1, -1, -1, 73470, 73491, 73494, 73537, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61567, 61584, 61587, 61599, 66568, 66579, 66582, 66601,
        -1, -1, -1, -1, 83183, 83198, 83201, 83233, 6553, 6565, 6568, 6667, 77414, 77440, 77443, 77471,
        100872, 100888, 100891, 100948, 20484, 20508, 20511, 20703, -1, -1, -1, -1, 98553, 98570, 98573, 98590,
        -1, -1, -1, -1, -1, -1, -1, -1, 68093, 68106, 68109, 68138, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 47157, 47177, 47180, 47262, -1, -1, -1, -1,
        59689, 59710, 59713, 59855, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7357, 7381, 7384, 7403, 52949, 52976, 52979, 53076, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72168, 72187, 72190, 72238, 36561, 36578, 36581, 36606,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70025, 70039, 70042, 70166, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76144, 76172, 76175, 76201, 95700, 95718, 95721, 95802, -1, -1, -1, -1,
        98454, 98472, 98475, 98552, 67561, 67580, 67583, 67597, 86564, 86593, 86596, 86642, 31658, 31674, 31677, 31778,
        -1, -1, -1, -1, 62062, 62084, 62087, 62177, -1, -1, -1, -1, -1, -1, -1, -1,
        7328, 7348, 7351, 7356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25899, 25912, 25915, 25941, -1, -1, -1, -1, -1, -1, -1, -1, 31133, 31153, 31156, 31226,
        -1, -1, -1, -1, 7716, 7742, 7745, 7789, 74697, 74716, 74719, 74753, 63191, 63209, 63212, 63252,
        78733, 78753, 78756, 78811, -1, -1, -1, -1, 40624, 40651, 40654, 40868, 93005, 93022, 93025, 93067,
        54062, 54087, 54090, 54148, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 97049, 97070, 97073, 97139, 74754, 74772, 74775, 74809,
        64546, 64574, 64577, 64670, 19984, 20008, 20011, 20165, 30518, 30538, 30541, 30595, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 71870, 71889, 71892, 71927, 73996, 74009, 74012, 74066, 73927, 73949, 73952, 73995,
        50572, 50587, 50590, 50631, 59543, 59568, 59571, 59688, 74553, 74579, 74582, 74640, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64425, 64451, 64454, 64545, 1541, 1562, 1565, 1679,
        59937, 59956, 59959, 60142, 47480, 47500, 47503, 47552, 93068, 93084, 93087, 93336, -1, -1, -1, -1,
        7404, 7417, 7420, 7428, 73538, 73556, 73559, 73592, 85875, 85900, 85903, 85932, 58976, 58999, 59002, 59185,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 84594, 84610, 84613, 84654, 22580, 22602, 22605, 22746,
        77472, 77499, 77502, 77532, 92557, 92582, 92585, 92666, -1, -1, -1, -1, 47263, 47285, 47288, 47370,
        64176, 64202, 64205, 64298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 28200, 28213, 28216, 28388,
        68216, 68248, 68251, 68341, 27522, 27532, 27535, 27716, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46014, 46030, 46033, 46060, 6481, 6494, 6497, 6552, 95145, 95159, 95162, 95281, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71785, 71801, 71804, 71869, -1, -1, -1, -1,
        -1, -1, -1, -1, 7456, 7470, 7473, 7534, 31779, 31794, 31797, 31855, 67633, 67648, 67651, 67661,
        87772, 87799, 87802, 87855, 88127, 88162, 88165, 88218, 71657, 71675, 71678, 71784, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70839, 70863, 70866, 70928,
        78591, 78611, 78614, 78672, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67292, 67311, 67314, 67382, 42480, 42500, 42503, 42710, 67383, 67404, 67407, 67475, 67696, 67714, 67717, 67725,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54912, 54946, 54949, 54973, 68342, 68375, 68378, 68468, 61530, 61551, 61554, 61566,
        42198, 42219, 42222, 42309, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48370, 48394, 48397, 48525, 30680, 30698, 30701, 30740, 33451, 33474, 33477, 33608,
        -1, -1, -1, -1, 22423, 22448, 22451, 22471, 93423, 93448, 93451, 93527, 9948, 9967, 9970, 9986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60845, 60864, 60867, 60941, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56542, 56566, 56569, 56685, -1, -1, -1, -1, 98801, 98816, 98819, 98865, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12406, 12431, 12434, 12499, -1, -1, -1, -1,
        93632, 93653, 93656, 93769, -1, -1, -1, -1, 38547, 38570, 38573, 38752, 19670, 19694, 19697, 19983,
        67876, 67893, 67896, 67908, 72239, 72258, 72261, 72374, 81735, 81752, 81755, 81825, 7301, 7319, 7322, 7327,
        530, 547, 550, 574, 14409, 14429, 14432, 14544, 98164, 98180, 98183, 98260, 833, 849, 852, 873,
        -1, -1, -1, -1, 20816, 20841, 20844, 21021, 29087, 29104, 29107, 29317, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54845, 54880, 54883, 54911,
        84071, 84083, 84086, 84168, -1, -1, -1, -1, 63422, 63443, 63446, 63507, 10176, 10199, 10202, 10283,
        88740, 88767, 88770, 88816, -1, -1, -1, -1, 89630, 89649, 89652, 89784, 38100, 38126, 38129, 38385,
        44547, 44563, 44566, 44667, 55196, 55222, 55225, 55254, 87172, 87198, 87201, 87266, 26074, 26084, 26087, 26114,
        95525, 95547, 95550, 95699, -1, -1, -1, -1, 45311, 45324, 45327, 45459, -1, -1, -1, -1,
        62447, 62468, 62471, 62561, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57836, 57852, 57855, 57963, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50529, 50545, 50548, 50571, -1, -1, -1, -1,
        35539, 35563, 35566, 35722, 1008, 1025, 1028, 1051, 38955, 38975, 38978, 39231, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40429, 40456, 40459, 40623,
        -1, -1, -1, -1, -1, -1, -1, -1, 67598, 67617, 67620, 67632, -1, -1, -1, -1,
        -1, -1, -1, -1, 50316, 50334, 50337, 50476, -1, -1, -1, -1, 7535, 7546, 7549, 7637,
        20452, 20465, 20468, 20483, 77734, 77752, 77755, 77804, 75103, 75125, 75128, 75153, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 80415, 80430, 80433, 80489, 93986, 94000, 94003, 94164,
        -1, -1, -1, -1, 93337, 93359, 93362, 93422, 7081, 7097, 7100, 7205, 98027, 98041, 98044, 98118,
        26035, 26046, 26049, 26073, 84937, 84949, 84952, 85034, 85475, 85495, 85498, 85538, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49927, 49939, 49942, 49995, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 75658, 75692, 75695, 75800,
        -1, -1, -1, -1, 7206, 7217, 7220, 7229, 74985, 75003, 75006, 75030, 7230, 7248, 7251, 7278,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70167, 70187, 70190, 70332,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25847, 25866, 25869, 25898,
        43894, 43917, 43920, 43975, 6777, 6798, 6801, 6824, 39510, 39538, 39541, 39847, 77162, 77190, 77193, 77286,
        -1, -1, -1, -1, -1, -1, -1, -1, 98361, 98377, 98380, 98453, -1, -1, -1, -1,
        71928, 71946, 71949, 72026, 72507, 72525, 72528, 72567, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12306, 12330, 12333, 12405, 23879, 23895, 23898, 24044, 41634, 41648, 41651, 41729, 65742, 65767, 65770, 65821,
        88589, 88615, 88618, 88664, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        101142, 101160, 101163, 101232, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 85815, 85838, 85841, 85874, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78030, 78049, 78052, 78087, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21022, 21043, 21046, 21107, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68800, 68831, 68834, 68934,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9895, 9913, 9916, 9947, 42090, 42109, 42112, 42197, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59380, 59397, 59400, 59542, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58143, 58176, 58179, 58307, 68595, 68629, 68632, 68722, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 82266, 82288, 82291, 82377, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76461, 76494, 76497, 76610,
        69678, 69693, 69696, 69828, 81826, 81844, 81847, 81925, 98261, 98278, 98281, 98360, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 35356, 35381, 35384, 35406,
        36502, 36513, 36516, 36524, 78974, 78991, 78994, 79097, 41293, 41316, 41319, 41426, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74641, 74659, 74662, 74696, 80212, 80231, 80234, 80414, 84493, 84510, 84513, 84593,
        25073, 25092, 25095, 25132, 20396, 20412, 20415, 20451, -1, -1, -1, -1, -1, -1, -1, -1,
        46247, 46266, 46269, 46296, 5471, 5491, 5494, 5765, 92843, 92871, 92874, 92957, -1, -1, -1, -1,
        11000, 11019, 11022, 11121, -1, -1, -1, -1, 100949, 100967, 100970, 101043, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1994, 2012, 2015, 2181,
        98949, 98969, 98972, 99050, 68059, 68069, 68072, 68092, 35723, 35747, 35750, 35900, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53541, 53566, 53569, 53670,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66067, 66092, 66095, 66148,
        82510, 82530, 82533, 82765, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36238, 36250, 36253, 36265, 88439, 88468, 88471, 88513, -1, -1, -1, -1,
        22279, 22304, 22307, 22422, 78673, 78692, 78695, 78732, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65332, 65355, 65358, 65385,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 78265, 78282, 78285, 78333,
        79321, 79344, 79347, 79542, 56950, 56970, 56973, 57055, 74810, 74830, 74833, 74867, 76312, 76344, 76347, 76460,
        98591, 98608, 98611, 98628, 65443, 65466, 65469, 65494, 101233, 101253, 101256, 101329, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 98629, 98647, 98650, 98683, -1, -1, -1, -1,
        40031, 40066, 40069, 40254, -1, -1, -1, -1, 26115, 26128, 26131, 26438, 51212, 51239, 51242, 51349,
        73403, 73425, 73428, 73469, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66673, 66696, 66699, 66746, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7279, 7293, 7296, 7300, -1, -1, -1, -1,
        -1, -1, -1, -1, 61992, 62011, 62014, 62061, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43383, 43398, 43401, 43631, 20267, 20292, 20295, 20395,
        46808, 46818, 46821, 46854, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        86380, 86392, 86395, 86404, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49811, 49825, 49828, 49926, 97976, 97995, 97998, 98026, -1, -1, -1, -1, -1, -1, -1, -1,
        86405, 86434, 86437, 86483, -1, -1, -1, -1, 34168, 34197, 34200, 34403, -1, -1, -1, -1,
        75031, 75051, 75054, 75080, 77973, 77991, 77994, 78029, 96321, 96340, 96343, 96449, -1, -1, -1, -1,
        -1, -1, -1, -1, 90392, 90413, 90416, 90739, -1, -1, -1, -1, -1, -1, -1, -1,
        31477, 31496, 31499, 31657, 11248, 11272, 11275, 11391, 81926, 81945, 81948, 82112, -1, -1, -1, -1,
        43632, 43654, 43657, 43771, -1, -1, -1, -1, 64805, 64827, 64830, 64960, -1, -1, -1, -1,
        65294, 65311, 65314, 65331, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62562, 62584, 62587, 62723, 36878, 36903, 36906, 36939, -1, -1, -1, -1, -1, -1, -1, -1,
        35407, 35423, 35426, 35454, 84718, 84739, 84742, 84876, 34498, 34524, 34527, 34581, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 79764, 79788, 79791, 79990, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 90071, 90090, 90093, 90391, -1, -1, -1, -1,
        -1, -1, -1, -1, 45931, 45954, 45957, 45975, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71011, 71034, 71037, 71097, -1, -1, -1, -1, -1, -1, -1, -1,
        24877, 24897, 24900, 25072, -1, -1, -1, -1, -1, -1, -1, -1, 21803, 21824, 21827, 21887,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62178, 62194, 62197, 62314,
        69507, 69520, 69523, 69635, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36148, 36165, 36168, 36187, -1, -1, -1, -1, -1, -1, -1, -1, 26567, 26590, 26593, 26675,
        24488, 24505, 24508, 24605, 70333, 70353, 70356, 70468, -1, -1, -1, -1, 25133, 25150, 25153, 25261,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75081, 75088, 75091, 75102, -1, -1, -1, -1, -1, -1, -1, -1,
        20166, 20190, 20193, 20266, 45145, 45161, 45164, 45310, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67020, 67039, 67042, 67108,
        73336, 73354, 73357, 73402, -1, -1, -1, -1, 46297, 46317, 46320, 46338, -1, -1, -1, -1,
        -1, -1, -1, -1, 99304, 99320, 99323, 99378, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 83234, 83251, 83254, 83377, -1, -1, -1, -1, -1, -1, -1, -1,
        35947, 35973, 35976, 36024, -1, -1, -1, -1, 44334, 44352, 44355, 44546, 63710, 63738, 63741, 63865,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7429, 7442, 7445, 7455,
        23377, 23397, 23400, 23532, 36025, 36038, 36041, 36070, 37105, 37124, 37127, 37154, 33373, 33403, 33406, 33450,
        54534, 54566, 54569, 54596, 66342, 66367, 66370, 66504, 52117, 52141, 52144, 52247, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25632, 25649, 25652, 25846, 74067, 74086, 74089, 74122,
        -1, -1, -1, -1, -1, -1, -1, -1, 67726, 67742, 67745, 67753, 72671, 72689, 72692, 72746,
        88817, 88840, 88843, 88959, -1, -1, -1, -1, 85539, 85562, 85565, 85603, -1, -1, -1, -1,
        98684, 98701, 98704, 98733, 49048, 49075, 49078, 49224, 98119, 98140, 98143, 98163, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 68022, 68039, 68042, 68058, -1, -1, -1, -1, 84655, 84669, 84672, 84717,
        -1, -1, -1, -1, -1, -1, -1, -1, 33801, 33825, 33828, 33933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
