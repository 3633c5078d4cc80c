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
        error.index = the search index {path} cannot be built: {reason}. Check free disk space and permissions, then try again.
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
        help.details.stocks.show = TICKER is matched exactly, ignoring case. Give several, separated by spaces or commas: each one's listings follow in the order given, and a ticker that names none is said on stderr (in JSON, \"unknown\"); the exit status is 1 only when none is found.
        help.details.stocks.sync = Without --from, every keyless source in turn, each applied on its own. moex: the Moscow Exchange board TQBR: Russian and Latin names, ISIN, prices in roubles (the last trade, else the current or market price, else the previous close), market capitalisation; base URL from FINDER_MOEX_URL. nasdaq: every stock listed on NASDAQ, NYSE and NYSE American, with last sale in US dollars and market capitalisation; base URL from FINDER_NASDAQ_URL; names of listings already in the catalogue are kept. A URL or FILE in the StockFinder format: a JSON array of {\"ticker\", \"name\", \"currentPrice\"} (US dollars), or CSV with a header naming ticker, name, price and optionally currency and exchange. Listings merge with the catalogue by ticker and exchange: names and prices are replaced, new listings added, nothing deleted. Bad rows are skipped and counted. The catalogue and its index change all at once or not at all.
        help.details.suggest = Matching ignores case and accents (ICU). Default domain: stocks.
        help.details.watch = The watchlist is kept in the data folder's store, in the order tickers were added. Prices are those of the catalogue (“finder stocks sync” refreshes them). “finder watch check” shows the tickers whose alert fires now, each said in words, and exits 0; when none fires it exits 1, so a cron job can run: “finder watch check && notify-send …”
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
        -1, -1, -1, -1, -1, -1, -1, -1, 33609, 33629, 33632, 33646, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38492, 38512, 38515, 38522,
        -1, -1, -1, -1, 22600, 22612, 22615, 22627, 10200, 10224, 10227, 10475, -1, -1, -1, -1,
        8336, 8356, 8359, 8438, 32591, 32609, 32612, 32642, 23159, 23183, 23186, 23206, 38573, 38587, 38590, 38627,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 29144, 29163, 29166, 29194, 4594, 4611, 4614, 4641, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 19227, 19247, 19250, 19283, 19905, 19926, 19929, 19987, 26613, 26630, 26633, 26718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14521, 14539, 14542, 14557,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29886, 29903, 29906, 30059, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46126, 46152, 46155, 46169, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2033, 2059, 2062, 2124, 11873, 11895, 11898, 11982, -1, -1, -1, -1,
        21466, 21492, 21495, 21532, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57948, 57972, 57975, 58011, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31034, 31052, 31055, 31082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45790, 45822, 45825, 45876, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51026, 51050, 51053, 51072, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37496, 37513, 37516, 37787,
        -1, -1, -1, -1, -1, -1, -1, -1, 22872, 22882, 22885, 22889, 6916, 6935, 6938, 6986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57587, 57605, 57608, 57648,
        -1, -1, -1, -1, 41301, 41320, 41323, 41360, 49613, 49627, 49630, 49696, 41505, 41525, 41528, 41542,
        16919, 16936, 16939, 17013, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10476, 10500, 10503, 11409, 27968, 27982, 27985, 28112, 22851, 22862, 22865, 22871, 30400, 30420, 30423, 30462,
        55994, 56010, 56013, 56122, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19346, 19362, 19365, 19397, 22775, 22785, 22788, 22792, 51905, 51936, 51939, 51959, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6026, 6038, 6041, 6102, -1, -1, -1, -1,
        -1, -1, -1, -1, 33797, 33828, 33831, 33854, 40840, 40867, 40870, 40888, -1, -1, -1, -1,
        -1, -1, -1, -1, 42946, 42968, 42971, 43010, 26366, 26384, 26387, 26443, 13434, 13459, 13462, 13601,
        54560, 54585, 54588, 54669, -1, -1, -1, -1, 25301, 25311, 25314, 25346, -1, -1, -1, -1,
        -1, -1, -1, -1, 41259, 41275, 41278, 41300, -1, -1, -1, -1, -1, -1, -1, -1,
        59967, 59983, 59986, 60031, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35769, 35794, 35797, 35841, 48138, 48165, 48168, 48276, -1, -1, -1, -1,
        -1, -1, -1, -1, 23073, 23085, 23088, 23096, -1, -1, -1, -1, 40627, 40652, 40655, 40671,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17655, 17683, 17686, 17928, 21821, 21837, 21840, 21851, 25955, 25977, 25980, 26058, 42337, 42368, 42371, 42419,
        19988, 20021, 20024, 20101, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7397, 7416, 7419, 7472, 316, 333, 336, 355,
        36902, 36918, 36921, 37015, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30619, 30641, 30644, 30674, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49949, 49966, 49969, 50052, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        45290, 45308, 45311, 45327, -1, -1, -1, -1, 45464, 45477, 45480, 45486, 56123, 56137, 56140, 56205,
        -1, -1, -1, -1, -1, -1, -1, -1, 42118, 42150, 42153, 42202, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14128, 14153, 14156, 14296, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28576, 28599, 28602, 28613, 41915, 41932, 41935, 41940,
        20930, 20953, 20956, 21036, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44584, 44610, 44613, 44668, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36703, 36730, 36733, 36770,
        -1, -1, -1, -1, 5431, 5449, 5452, 5549, -1, -1, -1, -1, 45434, 45445, 45448, 45463,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31865, 31890, 31893, 31958, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59728, 59745, 59748, 59810, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57730, 57748, 57751, 57845, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19644, 19664, 19667, 19730, -1, -1, -1, -1, 1748, 1774, 1777, 1823,
        45129, 45136, 45139, 45148, 52083, 52105, 52108, 52109, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41156, 41178, 41181, 41205, -1, -1, -1, -1,
        31491, 31511, 31514, 31548, 46496, 46516, 46519, 46538, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8252, 8275, 8278, 8335, 24208, 24233, 24236, 24326,
        48028, 48047, 48050, 48137, 58544, 58561, 58564, 58591, -1, -1, -1, -1, -1, -1, -1, -1,
        33085, 33104, 33107, 33152, 28990, 29002, 29005, 29047, 16779, 16800, 16803, 16850, 36418, 36442, 36445, 36500,
        55024, 55047, 55050, 55073, -1, -1, -1, -1, 55703, 55721, 55724, 55766, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33897, 33925, 33928, 33947, 54337, 54361, 54364, 54439, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50053, 50070, 50073, 50130, -1, -1, -1, -1,
        18682, 18703, 18706, 18766, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        515, 527, 530, 535, 50534, 50547, 50550, 50573, 46539, 46552, 46555, 46587, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38375, 38394, 38397, 38403, 53977, 53995, 53998, 54094,
        56539, 56566, 56569, 56683, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33685, 33721, 33724, 33739,
        -1, -1, -1, -1, 38962, 38978, 38981, 39026, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31680, 31711, 31714, 31864, -1, -1, -1, -1, 11498, 11516, 11519, 11872,
        53935, 53954, 53957, 53976, 6744, 6754, 6757, 6856, 50457, 50477, 50480, 50533, -1, -1, -1, -1,
        -1, -1, -1, -1, 28472, 28482, 28485, 28498, -1, -1, -1, -1, 32321, 32340, 32343, 32354,
        29464, 29484, 29487, 29528, -1, -1, -1, -1, 60032, 60047, 60050, 60087, -1, -1, -1, -1,
        -1, -1, -1, -1, 26059, 26075, 26078, 26194, -1, -1, -1, -1, -1, -1, -1, -1,
        8439, 8463, 8466, 9390, 13129, 13151, 13154, 13269, -1, -1, -1, -1, -1, -1, -1, -1,
        27479, 27493, 27496, 27572, 30566, 30586, 30589, 30618, -1, -1, -1, -1, 23140, 23152, 23155, 23158,
        28381, 28394, 28397, 28471, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21976, 22005, 22008, 22055, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41759, 41775, 41778, 41782,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 4015, 4036, 4039, 4205, 33153, 33178, 33181, 33241, -1, -1, -1, -1,
        22475, 22498, 22501, 22513, -1, -1, -1, -1, 5173, 5199, 5202, 5221, 42420, 42453, 42456, 42505,
        59811, 59825, 59828, 59898, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54753, 54775, 54778, 54815, 33647, 33671, 33674, 33684, 51389, 51418, 51421, 51462,
        29195, 29215, 29218, 29232, -1, -1, -1, -1, 52162, 52189, 52192, 52216, -1, -1, -1, -1,
        -1, -1, -1, -1, 56891, 56911, 56914, 56938, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30787, 30804, 30807, 30875,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56206, 56228, 56231, 56329,
        -1, -1, -1, -1, 5325, 5342, 5345, 5430, -1, -1, -1, -1, 48621, 48648, 48651, 48739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47283, 47305, 47308, 47423,
        -1, -1, -1, -1, -1, -1, -1, -1, 43913, 43931, 43934, 43962, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46691, 46712, 46715, 46749, 26955, 26976, 26979, 27044,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28960, 28976, 28979, 28989,
        41863, 41879, 41882, 41886, 6340, 6358, 6361, 6401, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59434, 59451, 59454, 59496, -1, -1, -1, -1, 7043, 7063, 7066, 7129,
        33464, 33488, 33491, 33500, -1, -1, -1, -1, 59270, 59286, 59289, 59308, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6523, 6552, 6555, 6609, 22793, 22803, 22806, 22810,
        765, 779, 782, 789, 22628, 22641, 22644, 22651, 36361, 36385, 36388, 36417, 50131, 50149, 50152, 50237,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 29261, 29277, 29280, 29320, 34257, 34280, 34283, 34302, 56767, 56789, 56792, 56890,
        14465, 14491, 14494, 14520, 48277, 48297, 48300, 48354, 43011, 43035, 43038, 43134, 6610, 6632, 6635, 6679,
        19731, 19758, 19761, 19904, 43135, 43154, 43157, 43174, 58067, 58087, 58090, 58148, -1, -1, -1, -1,
        209, 226, 229, 232, 34726, 34754, 34757, 35011, 51334, 51354, 51357, 51388, 52497, 52524, 52527, 52544,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21600, 21620, 21623, 21658,
        49131, 49147, 49150, 49167, 51169, 51190, 51193, 51222, -1, -1, -1, -1, 917, 928, 931, 935,
        18417, 18440, 18443, 18681, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49377, 49399, 49402, 49473, 255, 267, 270, 288,
        44898, 44919, 44922, 44938, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28778, 28794, 28797, 28808, -1, -1, -1, -1,
        49205, 49222, 49225, 49237, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27411, 27427, 27430, 27478, 42083, 42097, 42100, 42117, 46330, 46349, 46352, 46394, 52265, 52290, 52293, 52315,
        -1, -1, -1, -1, -1, -1, -1, -1, 28833, 28852, 28855, 28862, 23337, 23352, 23355, 23847,
        28715, 28732, 28735, 28740, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52000, 52025, 52028, 52041, -1, -1, -1, -1, 46217, 46235, 46238, 46268, -1, -1, -1, -1,
        -1, -1, -1, -1, 35944, 35967, 35970, 36060, 27833, 27847, 27850, 27895, -1, -1, -1, -1,
        28499, 28507, 28510, 28543, 23296, 23316, 23319, 23336, 38462, 38483, 38486, 38491, -1, -1, -1, -1,
        31549, 31571, 31574, 31596, 32066, 32086, 32089, 32144, -1, -1, -1, -1, -1, -1, -1, -1,
        33404, 33428, 33431, 33463, -1, -1, -1, -1, 16493, 16505, 16508, 16516, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11410, 11430, 11433, 11497, -1, -1, -1, -1,
        17929, 17947, 17950, 18076, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44194, 44214, 44217, 44256, -1, -1, -1, -1, -1, -1, -1, -1, 51113, 51135, 51138, 51168,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38548, 38565, 38568, 38572,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21659, 21682, 21685, 21711,
        42506, 42531, 42534, 42571, 58451, 58458, 58461, 58495, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46045, 46075, 46078, 46125, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22056, 22081, 22084, 22098, -1, -1, -1, -1, -1, -1, -1, -1, 43758, 43777, 43780, 43796,
        -1, -1, -1, -1, 15697, 15713, 15716, 15736, -1, -1, -1, -1, 46750, 46772, 46775, 46821,
        -1, -1, -1, -1, -1, -1, -1, -1, 25460, 25482, 25485, 25616, 59155, 59168, 59171, 59214,
        3361, 3386, 3389, 3487, 43209, 43228, 43231, 43248, -1, -1, -1, -1, 15808, 15823, 15826, 15876,
        -1, -1, -1, -1, 50900, 50920, 50923, 50935, 58149, 58177, 58180, 58271, 43554, 43579, 43582, 43602,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51463, 51484, 51487, 51509,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28652, 28672, 28675, 28683,
        -1, -1, -1, -1, 50818, 50834, 50837, 50855, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54816, 54839, 54842, 54869, 27896, 27911, 27914, 27967,
        59351, 59369, 59372, 59395, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51703, 51715, 51718, 51742, 54440, 54463, 54466, 54559, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21852, 21870, 21873, 21895, 24908, 24939, 24942, 25029, 34134, 34152, 34155, 34166,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41813, 41829, 41832, 41836,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18209, 18234, 18237, 18416, 31321, 31339, 31342, 31362, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20177, 20216, 20219, 20281, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41941, 41956, 41959, 41962, 45328, 45348, 45351, 45368, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22749, 22763, 22766, 22774, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30463, 30477, 30480, 30548, 44860, 44879, 44882, 44897, 52928, 52952, 52955, 53135, 14044, 14067, 14070, 14127,
        -1, -1, -1, -1, 1488, 1514, 1517, 1629, -1, -1, -1, -1, 23051, 23063, 23066, 23072,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40313, 40336, 40339, 40405,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21122, 21151, 21154, 21293, -1, -1, -1, -1, -1, -1, -1, -1, 59899, 59915, 59918, 59966,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41076, 41095, 41098, 41121, -1, -1, -1, -1, 43508, 43527, 43530, 43553,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44536, 44552, 44555, 44583, -1, -1, -1, -1, 3912, 3941, 3944, 4014,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39725, 39745, 39748, 39762, 59497, 59514, 59517, 59559, 835, 848, 851, 857,
        29764, 29779, 29782, 29885, -1, -1, -1, -1, -1, -1, -1, -1, 3488, 3505, 3508, 3676,
        47573, 47595, 47598, 47628, 42698, 42721, 42724, 42770, 50992, 51006, 51009, 51025, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45487, 45497, 45500, 45505,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38680, 38699, 38702, 38737, 17087, 17105, 17108, 17171, -1, -1, -1, -1,
        -1, -1, -1, -1, 36125, 36149, 36152, 36270, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12725, 12746, 12749, 12836, 19284, 19299, 19302, 19345, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32802, 32826, 32829, 32922, 38002, 38025, 38028, 38107, -1, -1, -1, -1, 31226, 31251, 31254, 31279,
        31408, 31427, 31430, 31490, 58344, 58371, 58374, 58450, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18875, 18897, 18900, 18938,
        28741, 28760, 28763, 28777, 49168, 49187, 49190, 49204, 26719, 26741, 26744, 26808, 42873, 42895, 42898, 42945,
        41206, 41230, 41233, 41258, 54095, 54111, 54114, 54274, 5887, 5901, 5904, 6025, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52595, 52620, 52623, 52644, 35325, 35345, 35348, 35566, -1, -1, -1, -1,
        33948, 33977, 33980, 33995, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46656, 46670, 46673, 46690, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45369, 45383, 45386, 45407, 7551, 7575, 7578, 7659,
        3677, 3691, 3694, 3697, 28809, 28825, 28828, 28832, 40505, 40528, 40531, 40553, -1, -1, -1, -1,
        32226, 32253, 32256, 32320, -1, -1, -1, -1, 42826, 42847, 42850, 42872, 40452, 40479, 40482, 40504,
        4642, 4659, 4662, 4710, 50238, 50257, 50260, 50328, -1, -1, -1, -1, -1, -1, -1, -1,
        40889, 40909, 40912, 40957, 40745, 40772, 40775, 40793, 45695, 45722, 45725, 45740, 41737, 41752, 41755, 41758,
        2125, 2149, 2152, 2240, 45506, 45539, 45542, 45598, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21712, 21739, 21742, 21820, 35567, 35596, 35599, 35768, 40137, 40163, 40166, 40222, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43175, 43193, 43196, 43208,
        33501, 33528, 33531, 33541, 18767, 18777, 18780, 18814, 38321, 38340, 38343, 38345, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20656, 20686, 20689, 20753, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13602, 13627, 13630, 13823, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48977, 48997, 49000, 49072, -1, -1, -1, -1,
        47629, 47648, 47651, 47752, 52110, 52135, 52138, 52161, 8226, 8239, 8242, 8251, 33855, 33881, 33884, 33896,
        46170, 46198, 46201, 46216, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39763, 39790, 39793, 39864, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18939, 18957, 18960, 18981, -1, -1, -1, -1, 53231, 53249, 53252, 53392, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36560, 36585, 36588, 36642,
        42291, 42308, 42311, 42336, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13270, 13290, 13293, 13433, 50389, 50405, 50408, 50456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57846, 57866, 57869, 57947, 30161, 30186, 30189, 30278,
        2293, 2312, 2315, 3145, -1, -1, -1, -1, -1, -1, -1, -1, 38523, 38540, 38543, 38547,
        -1, -1, -1, -1, -1, -1, -1, -1, 34090, 34124, 34127, 34133, 19073, 19091, 19094, 19169,
        39187, 39202, 39205, 39256, 51791, 51809, 51812, 51827, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16195, 16211, 16214, 16301, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7863, 7885, 7888, 7917, 39561, 39575, 39578, 39606, -1, -1, -1, -1,
        4206, 4232, 4235, 4298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15287, 15305, 15308, 15380, 37328, 37345, 37348, 37375,
        51960, 51983, 51986, 51999, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7990, 8014, 8017, 8095, 23258, 23276, 23279, 23295,
        900, 910, 913, 916, 30876, 30891, 30894, 30947, 43797, 43817, 43820, 43862, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7130, 7154, 7157, 7244,
        47925, 47948, 47951, 48027, 25836, 25850, 25853, 25884, 41783, 41802, 41805, 41812, 51602, 51627, 51630, 51656,
        7918, 7942, 7945, 7989, -1, -1, -1, -1, 47077, 47093, 47096, 47151, 25347, 25374, 25377, 25459,
        -1, -1, -1, -1, 36643, 36666, 36669, 36702, 42607, 42613, 42616, 42628, -1, -1, -1, -1,
        7245, 7265, 7268, 7321, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14727, 14741, 14744, 14779, 29576, 29594, 29597, 29652, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14834, 14853, 14856, 14925, 31959, 31986, 31989, 32019, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5550, 5572, 5575, 5673,
        -1, -1, -1, -1, 44669, 44688, 44691, 44722, -1, -1, -1, -1, 9473, 9492, 9495, 10199,
        22811, 22826, 22829, 22850, 25732, 25753, 25756, 25835, 6987, 7004, 7007, 7042, 36501, 36531, 36534, 36559,
        40672, 40690, 40693, 40698, -1, -1, -1, -1, 684, 695, 698, 702, 2241, 2259, 2262, 2292,
        33542, 33561, 33564, 33575, 6182, 6198, 6201, 6271, 48433, 48451, 48454, 48519, 57300, 57318, 57321, 57407,
        -1, -1, -1, -1, -1, -1, -1, -1, 28303, 28317, 28320, 28380, 52217, 52241, 52244, 52264,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13906, 13925, 13928, 14043, 45599, 45634, 45637, 45694,
        -1, -1, -1, -1, -1, -1, -1, -1, 56435, 56454, 56457, 56538, -1, -1, -1, -1,
        16530, 16546, 16549, 16561, 17288, 17301, 17304, 17533, -1, -1, -1, -1, 20102, 20135, 20138, 20176,
        55767, 55782, 55785, 55830, 58272, 58291, 58294, 58343, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51657, 51676, 51679, 51702, -1, -1, -1, -1,
        -1, -1, -1, -1, 38108, 38132, 38135, 38320, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54275, 54298, 54301, 54336, -1, -1, -1, -1, 22176, 22196, 22199, 22230,
        -1, -1, -1, -1, 41653, 41673, 41676, 41684, 936, 948, 951, 956, 14926, 14946, 14949, 15008,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20282, 20306, 20309, 20369, -1, -1, -1, -1,
        45408, 45419, 45422, 45433, 32418, 32442, 32445, 32590, -1, -1, -1, -1, 59058, 59073, 59076, 59107,
        -1, -1, -1, -1, -1, -1, -1, -1, 44939, 44963, 44966, 44992, 59648, 59663, 59666, 59727,
        -1, -1, -1, -1, -1, -1, -1, -1, 56330, 56346, 56349, 56434, 32020, 32032, 32035, 32065,
        49833, 49854, 49857, 49948, 46395, 46415, 46418, 46455, -1, -1, -1, -1, 15877, 15899, 15902, 15981,
        -1, -1, -1, -1, 17014, 17031, 17034, 17086, -1, -1, -1, -1, 52042, 52062, 52065, 52082,
        -1, -1, -1, -1, -1, -1, -1, -1, 31363, 31379, 31382, 31407, 39450, 39473, 39476, 39512,
        53777, 53795, 53798, 53934, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7660, 7680, 7683, 7746, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6272, 6291, 6294, 6339, 35842, 35867, 35870, 35943, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26444, 26465, 26468, 26474,
        -1, -1, -1, -1, 3146, 3166, 3169, 3360, 57408, 57431, 57434, 57480, -1, -1, -1, -1,
        59560, 59578, 59581, 59647, 980, 999, 1002, 1078, 55831, 55842, 55845, 55858, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15491, 15507, 15510, 15519, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37788, 37814, 37817, 37918, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58635, 58654, 58657, 58669, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44723, 44747, 44750, 44766, 49474, 49490, 49493, 49612,
        60278, 60293, 60296, 60323, -1, -1, -1, -1, -1, -1, -1, -1, 52374, 52407, 52410, 52433,
        48520, 48539, 48542, 48620, -1, -1, -1, -1, -1, -1, -1, -1, 59396, 59407, 59410, 59433,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29048, 29069, 29072, 29097, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27573, 27593, 27596, 27616,
        -1, -1, -1, -1, 32643, 32664, 32667, 32714, -1, -1, -1, -1, -1, -1, -1, -1,
        57649, 57663, 57666, 57729, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15656, 15672, 15675, 15696,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31280, 31299, 31302, 31320,
        28926, 28944, 28947, 28959, -1, -1, -1, -1, 58592, 58609, 58612, 58634, -1, -1, -1, -1,
        15174, 15192, 15195, 15286, 52784, 52806, 52809, 52927, -1, -1, -1, -1, 55541, 55565, 55568, 55618,
        -1, -1, -1, -1, 23023, 23035, 23038, 23050, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 22998, 23011, 23014, 23022, -1, -1, -1, -1, -1, -1, -1, -1,
        6103, 6127, 6130, 6181, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39257, 39276, 39279, 39329, 54670, 54695, 54698, 54752, 55145, 55160, 55163, 55184, 54950, 54981, 54984, 55023,
        -1, -1, -1, -1, -1, -1, -1, -1, 18982, 19002, 19005, 19028, -1, -1, -1, -1,
        38628, 38651, 38654, 38679, 41543, 41561, 41564, 41570, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29653, 29666, 29669, 29763,
        -1, -1, -1, -1, 39395, 39411, 39414, 39449, 24699, 24726, 24729, 24782, 5674, 5695, 5698, 5886,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30549, 30561, 30564, 30565, 32355, 32377, 32380, 32417,
        32923, 32947, 32950, 33002, 5283, 5300, 5303, 5324, 51073, 51098, 51101, 51112, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57127, 57147, 57150, 57299,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50936, 50955, 50958, 50991, 858, 869, 872, 876, -1, -1, -1, -1, 6402, 6426, 6429, 6522,
        -1, -1, -1, -1, 23097, 23110, 23113, 23139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42572, 42593, 42596, 42606, -1, -1, -1, -1, 22890, 22901, 22904, 22915,
        39330, 39348, 39351, 39394, 44257, 44275, 44278, 44361, 14656, 14680, 14683, 14726, 33576, 33596, 33599, 33608,
        -1, -1, -1, -1, -1, -1, -1, -1, 29098, 29114, 29117, 29143, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23207, 23233, 23236, 23257, -1, -1, -1, -1, 34211, 34239, 34242, 34256, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39865, 39894, 39897, 39970, 46456, 46474, 46477, 46495,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58496, 58515, 58518, 58543, 26917, 26934, 26937, 26954, 44016, 44037, 44040, 44193,
        47152, 47168, 47171, 47197, -1, -1, -1, -1, 28544, 28564, 28567, 28575, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 41887, 41905, 41908, 41914, -1, -1, -1, -1,
        20370, 20386, 20389, 20655, -1, -1, -1, -1, -1, -1, -1, -1, 42054, 42072, 42075, 42082,
        -1, -1, -1, -1, -1, -1, -1, -1, 26809, 26826, 26829, 26916, -1, -1, -1, -1,
        31166, 31190, 31193, 31225, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38346, 38365, 38368, 38374, 22936, 22951, 22954, 22964, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24005, 24030, 24033, 24092, 27264, 27278, 27281, 27345,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46822, 46845, 46848, 46890, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15009, 15027, 15030, 15060, -1, -1, -1, -1, 15520, 15538, 15541, 15655,
        19029, 19042, 19045, 19072, 34303, 34322, 34325, 34725, 39607, 39629, 39632, 39666, 21896, 21925, 21928, 21975,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 22711, 22722, 22725, 22730,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7747, 7765, 7768, 7862, 3698, 3714, 3717, 3724, -1, -1, -1, -1, -1, -1, -1, -1,
        40406, 40426, 40429, 40451, 16517, 16524, 16527, 16529, 22685, 22699, 22702, 22710, 33242, 33269, 33272, 33333,
        35103, 35127, 35130, 35261, -1, -1, -1, -1, 48355, 48372, 48375, 48432, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45877, 45911, 45914, 45966, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 33003, 33022, 33025, 33084, -1, -1, -1, -1,
        14780, 14797, 14800, 14833, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51743, 51759, 51762, 51790, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45741, 45770, 45773, 45789, -1, -1, -1, -1, 44453, 44474, 44477, 44497, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38437, 38454, 38457, 38461, 41122, 41133, 41136, 41155,
        -1, -1, -1, -1, 49697, 49712, 49715, 49731, 4351, 4363, 4366, 4429, 60088, 60104, 60107, 60146,
        -1, -1, -1, -1, 12505, 12529, 12532, 12724, -1, -1, -1, -1, 58910, 58927, 58930, 58944,
        -1, -1, -1, -1, -1, -1, -1, -1, 42024, 42037, 42040, 42053, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 29321, 29341, 29344, 29390, -1, -1, -1, -1,
        37195, 37216, 37219, 37327, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4920, 4944, 4947, 4953, 32715, 32742, 32745, 32801, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43603, 43622, 43625, 43656, 22965, 22982, 22985, 22997,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57071, 57089, 57092, 57126, -1, -1, -1, -1, -1, -1, -1, -1,
        58849, 58867, 58870, 58909, 41571, 41590, 41593, 41600, 51853, 51882, 51885, 51904, 19513, 19529, 19532, 19589,
        -1, -1, -1, -1, 38783, 38805, 38808, 38883, -1, -1, -1, -1, -1, -1, -1, -1,
        4891, 4911, 4914, 4919, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16468, 16481, 16484, 16492, -1, -1, -1, -1, -1, -1, -1, -1, 19170, 19190, 19193, 19226,
        -1, -1, -1, -1, 5222, 5248, 5251, 5282, -1, -1, -1, -1, 39513, 39531, 39534, 39560,
        47014, 47034, 47037, 47076, -1, -1, -1, -1, 25150, 25177, 25180, 25300, 55185, 55202, 55205, 55227,
        33334, 33359, 33362, 33403, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58012, 58033, 58036, 58066, 45050, 45068, 45071, 45087,
        40051, 40079, 40082, 40136, 12188, 12212, 12215, 12306, 18815, 18835, 18838, 18874, -1, -1, -1, -1,
        814, 826, 829, 834, 43402, 43421, 43424, 43450, 44812, 44825, 44828, 44859, 44767, 44789, 44792, 44811,
        31121, 31136, 31139, 31165, 37093, 37118, 37121, 37194, 44993, 45019, 45022, 45049, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39971, 39997, 40000, 40050, 1079, 1100, 1103, 1166,
        37376, 37395, 37398, 37495, 29529, 29549, 29552, 29575, 55228, 55244, 55247, 55406, -1, -1, -1, -1,
        4954, 4967, 4970, 4976, 44498, 44516, 44519, 44535, 51554, 51579, 51582, 51601, 36771, 36794, 36797, 36901,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50645, 50661, 50664, 50685, 14558, 14580, 14583, 14655,
        54870, 54895, 54898, 54949, -1, -1, -1, -1, -1, -1, -1, -1, 29391, 29413, 29416, 29463,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 17534, 17547, 17550, 17654,
        -1, -1, -1, -1, 17172, 17182, 17185, 17287, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28684, 28700, 28703, 28714, 4299, 4312, 4315, 4350, 56684, 56698, 56701, 56766, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43343, 43359, 43362, 43401, -1, -1, -1, -1,
        -1, -1, -1, -1, 5000, 5014, 5017, 5052, 19590, 19605, 19608, 19643, 41631, 41646, 41649, 41652,
        52316, 52343, 52346, 52373, 52434, 52469, 52472, 52496, 43249, 43267, 43270, 43342, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42629, 42653, 42656, 42697,
        46891, 46911, 46914, 46956, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41408, 41427, 41430, 41454, 26475, 26495, 26498, 26612, 41455, 41476, 41479, 41504, 41685, 41703, 41706, 41712,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34044, 34078, 34081, 34089, -1, -1, -1, -1, 38404, 38425, 38428, 38436,
        26280, 26301, 26304, 26365, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30060, 30084, 30087, 30160, 20821, 20844, 20847, 20929, -1, -1, -1, -1,
        -1, -1, -1, -1, 14416, 14441, 14444, 14464, 55473, 55498, 55501, 55540, 6717, 6736, 6739, 6743,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37919, 37938, 37941, 38001, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35012, 35036, 35039, 35102, -1, -1, -1, -1, 59108, 59123, 59126, 59154, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8163, 8188, 8191, 8225, -1, -1, -1, -1,
        55619, 55640, 55643, 55702, -1, -1, -1, -1, 24093, 24116, 24119, 24207, 11983, 12007, 12010, 12187,
        41837, 41854, 41857, 41862, 43657, 43676, 43679, 43757, 48740, 48757, 48760, 48792, 4864, 4882, 4885, 4890,
        400, 417, 420, 433, 9391, 9411, 9414, 9472, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 12837, 12862, 12865, 13042, 18077, 18094, 18097, 18208, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33996, 34031, 34034, 34043,
        50329, 50341, 50344, 50388, -1, -1, -1, -1, 39667, 39688, 39691, 39724, 6857, 6880, 6883, 6915,
        52645, 52672, 52675, 52697, -1, -1, -1, -1, 53136, 53155, 53158, 53230, 23848, 23874, 23877, 24004,
        27747, 27763, 27766, 27832, 34167, 34193, 34196, 34210, 56939, 56961, 56964, 57070, 16589, 16599, 16602, 16608,
        -1, -1, -1, -1, -1, -1, -1, -1, 28230, 28243, 28246, 28302, -1, -1, -1, -1,
        39027, 39048, 39051, 39107, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36061, 36077, 36080, 36124, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31083, 31099, 31102, 31120, -1, -1, -1, -1,
        22231, 22255, 22258, 22361, 734, 751, 754, 764, 24327, 24347, 24350, 24467, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25030, 25057, 25060, 25149,
        -1, -1, -1, -1, -1, -1, -1, -1, 41601, 41620, 41623, 41630, -1, -1, -1, -1,
        -1, -1, -1, -1, 30948, 30966, 30969, 31033, -1, -1, -1, -1, 5053, 5064, 5067, 5172,
        12479, 12492, 12495, 12504, 46269, 46287, 46290, 46329, 45248, 45270, 45273, 45289, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 47877, 47892, 47895, 47924, 55859, 55873, 55876, 55993,
        -1, -1, -1, -1, 55407, 55429, 55432, 55472, 4711, 4727, 4730, 4787, 58709, 58723, 58726, 58758,
        16562, 16573, 16576, 16588, 50856, 50868, 50871, 50899, 51223, 51243, 51246, 51269, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30755, 30767, 30770, 30786, -1, -1, -1, -1, 1949, 1974, 1977, 2032, -1, -1, -1, -1,
        -1, -1, -1, -1, 4788, 4799, 4802, 4810, 45149, 45167, 45170, 45186, 4811, 4829, 4832, 4841,
        -1, -1, -1, -1, 4545, 4570, 4573, 4593, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16429, 16448, 16451, 16467,
        27346, 27369, 27372, 27410, 4512, 4533, 4536, 4544, 24468, 24496, 24499, 24698, 45967, 45995, 45998, 46044,
        -1, -1, -1, -1, -1, -1, -1, -1, 58791, 58807, 58810, 58848, -1, -1, -1, -1,
        43451, 43469, 43472, 43507, 43863, 43881, 43884, 43912, 1824, 1848, 1851, 1948, 494, 506, 509, 514,
        8096, 8120, 8123, 8162, 15381, 15397, 15400, 15490, 25885, 25899, 25902, 25954, 40699, 40724, 40727, 40744,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60147, 60165, 60168, 60210, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51510, 51533, 51536, 51553, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13043, 13064, 13067, 13128, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6680, 6698, 6701, 6716, 26195, 26214, 26217, 26279, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37016, 37033, 37036, 37092, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36271, 36304, 36307, 36360, 42203, 42237, 42240, 42290, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 49073, 49095, 49098, 49130, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48793, 48811, 48814, 48858,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4483, 4503, 4506, 4511, 22099, 22124, 22127, 22141,
        22916, 22927, 22930, 22935, 47198, 47215, 47218, 47282, 25617, 25640, 25643, 25731, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47753, 47772, 47775, 47876, 50574, 50591, 50594, 50644, -1, -1, -1, -1,
        16090, 16109, 16112, 16126, 12435, 12451, 12454, 12478, -1, -1, -1, -1, -1, -1, -1, -1,
        28863, 28882, 28885, 28893, 3725, 3745, 3748, 3911, 55074, 55102, 55105, 55144, -1, -1, -1, -1,
        7322, 7341, 7344, 7396, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1365, 1383, 1386, 1487,
        59215, 59235, 59238, 59269, 41989, 41999, 42002, 42023, 22362, 22386, 22389, 22474, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40794, 40819, 40822, 40839,
        49238, 49258, 49261, 49376, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22731, 22743, 22746, 22748, 52545, 52574, 52577, 52594, -1, -1, -1, -1,
        14297, 14322, 14325, 14415, 46957, 46976, 46979, 47013, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1630, 1653, 1656, 1747, 46588, 46605, 46608, 46655,
        -1, -1, -1, -1, 35262, 35282, 35285, 35324, 45088, 45108, 45111, 45128, 58945, 58962, 58965, 58979,
        -1, -1, -1, -1, 40585, 40608, 40611, 40626, 60211, 60231, 60234, 60277, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58980, 58998, 59001, 59022, -1, -1, -1, -1,
        24783, 24818, 24821, 24907, -1, -1, -1, -1, 16609, 16622, 16625, 16778, 31597, 31624, 31627, 31679,
        44408, 44430, 44433, 44452, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4842, 4856, 4859, 4863, -1, -1, -1, -1,
        -1, -1, -1, -1, 38738, 38757, 38760, 38782, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27045, 27060, 27063, 27166, 12364, 12389, 12392, 12434,
        29233, 29243, 29246, 29260, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51828, 51840, 51843, 51852, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30675, 30689, 30692, 30754, 58670, 58689, 58692, 58708, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21294, 21323, 21326, 21465, -1, -1, -1, -1,
        45187, 45207, 45210, 45227, 57481, 57500, 57503, 57586, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53566, 53587, 53590, 53776, -1, -1, -1, -1, -1, -1, -1, -1,
        19398, 19417, 19420, 19512, 7473, 7497, 7500, 7550, 48859, 48878, 48881, 48976, -1, -1, -1, -1,
        27167, 27189, 27192, 27263, -1, -1, -1, -1, 40223, 40245, 40248, 40312, -1, -1, -1, -1,
        40554, 40571, 40574, 40584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39108, 39130, 39133, 39186, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22142, 22158, 22161, 22175, 50739, 50760, 50763, 50817, 21533, 21559, 21562, 21599, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47424, 47448, 47451, 47572, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 53393, 53412, 53415, 53565, -1, -1, -1, -1,
        -1, -1, -1, -1, 28614, 28637, 28640, 28651, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42771, 42794, 42797, 42825, -1, -1, -1, -1, -1, -1, -1, -1,
        15982, 16002, 16005, 16089, -1, -1, -1, -1, -1, -1, -1, -1, 13824, 13845, 13848, 13905,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38884, 38900, 38903, 38961,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22652, 22669, 22672, 22684, -1, -1, -1, -1, -1, -1, -1, -1, 16851, 16874, 16877, 16918,
        15737, 15754, 15757, 15807, -1, -1, -1, -1, -1, -1, -1, -1, 16127, 16144, 16147, 16194,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45228, 45235, 45238, 45247, -1, -1, -1, -1, -1, -1, -1, -1,
        12307, 12331, 12334, 12363, 28113, 28129, 28132, 28229, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41361, 41380, 41383, 41407,
        44362, 44380, 44383, 44407, -1, -1, -1, -1, 28894, 28914, 28917, 28925, -1, -1, -1, -1,
        -1, -1, -1, -1, 59309, 59325, 59328, 59350, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49732, 49749, 49752, 49832, -1, -1, -1, -1, -1, -1, -1, -1,
        22514, 22540, 22543, 22569, -1, -1, -1, -1, 27617, 27635, 27638, 27746, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4977, 4990, 4993, 4999,
        15061, 15081, 15084, 15173, 22570, 22583, 22586, 22599, 33740, 33772, 33775, 33796, 20754, 20784, 20787, 20820,
        40958, 40983, 40986, 41075, -1, -1, -1, -1, 32145, 32169, 32172, 32225, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16302, 16319, 16322, 16428, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41713, 41729, 41732, 41736, 43963, 43981, 43984, 44015,
        52698, 52721, 52724, 52783, -1, -1, -1, -1, 51270, 51293, 51296, 51333, -1, -1, -1, -1,
        59023, 59040, 59043, 59057, 30279, 30306, 30309, 30399, 58759, 58780, 58783, 58790, -1, -1, -1, -1,
        4430, 4446, 4449, 4482, 41963, 41980, 41983, 41988, -1, -1, -1, -1, 50686, 50700, 50703, 50738,
        -1, -1, -1, -1, -1, -1, -1, -1, 21037, 21061, 21064, 21121, -1, -1, -1, -1,
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
        error.index = не удаётся построить поисковый индекс {path}: {reason}. Проверьте свободное место и права доступа и повторите попытку.
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
        help.details.stocks.show = ТИКЕР сравнивается точно, без учёта регистра. Можно указать несколько тикеров через пробел или запятую: листинги каждого идут в том же порядке, а о тикере, которого нет, говорится в stderr (в JSON — «unknown»); код выхода 1 — только если не найден ни один.
        help.details.stocks.sync = Без --from обновляет из всех источников, не требующих ключа, по очереди, каждый применяется отдельно. moex — Московская биржа, режим TQBR: русские и латинские названия, ISIN, цены в рублях (последняя сделка, иначе текущая или рыночная цена, иначе предыдущее закрытие), рыночная капитализация; базовый URL — из FINDER_MOEX_URL. nasdaq — все акции бирж NASDAQ, NYSE и NYSE American: последняя цена в долларах США и рыночная капитализация; базовый URL — из FINDER_NASDAQ_URL; названия бумаг, которые уже есть в каталоге, не меняются. URL или ФАЙЛ в формате StockFinder: JSON-массив {\"ticker\", \"name\", \"currentPrice\"} (доллары США) или CSV с заголовком, где есть ticker, name, price и, по желанию, currency и exchange. Бумаги объединяются с каталогом по тикеру и бирже: названия и цены заменяются, новые добавляются, ничего не удаляется. Ошибочные строки пропускаются и подсчитываются. Каталог и индекс меняются целиком или не меняются вовсе.
        help.details.suggest = Сравнение без учёта регистра и диакритики (ICU). Раздел по умолчанию: stocks.
        help.details.watch = Список наблюдения хранится в хранилище папки данных в том порядке, в каком добавлялись тикеры. Цены берутся из каталога (их обновляет «finder stocks sync»). «finder watch check» показывает тикеры, по которым сейчас срабатывает оповещение, называет каждое словами и завершается с кодом 0; если не сработало ни одно — с кодом 1, так что в cron можно написать: «finder watch check && notify-send …»
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
        -1, -1, -1, -1, -1, -1, -1, -1, 52822, 52842, 52845, 52861, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60071, 60091, 60094, 60108,
        -1, -1, -1, -1, 34785, 34797, 34800, 34832, 15957, 15981, 15984, 16428, -1, -1, -1, -1,
        12778, 12798, 12801, 12948, 51195, 51213, 51216, 51265, 35654, 35678, 35681, 35710, 60171, 60185, 60188, 60252,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 45120, 45139, 45142, 45191, 6877, 6894, 6897, 6950, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 29941, 29961, 29964, 30024, 30895, 30916, 30919, 31004, 41147, 41164, 41167, 41295,
        -1, -1, -1, -1, -1, -1, -1, -1, 64422, 64448, 64451, 64502, -1, -1, -1, -1,
        52107, 52133, 52136, 52235, -1, -1, -1, -1, -1, -1, -1, -1, 21878, 21896, 21899, 21929,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46515, 46532, 46535, 46805, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74637, 74663, 74666, 74692, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 18827, 18849, 18852, 19019, -1, -1, -1, -1,
        33118, 33144, 33147, 33211, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93943, 93967, 93970, 94014, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48913, 48931, 48934, 48964,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73715, 73747, 73750, 73861, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82312, 82336, 82339, 82363, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58579, 58596, 58599, 59043,
        73193, 73220, 73223, 73247, -1, -1, -1, -1, 35142, 35152, 35155, 35171, 10400, 10419, 10422, 10511,
        -1, -1, -1, -1, -1, -1, -1, -1, 84912, 84946, 84949, 85002, 93416, 93434, 93437, 93503,
        -1, -1, -1, -1, 65372, 65391, 65394, 65455, 80184, 80198, 80201, 80286, 65912, 65932, 65935, 65966,
        25855, 25872, 25875, 26011, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16429, 16453, 16456, 17996, 43304, 43318, 43321, 43580, 35106, 35117, 35120, 35141, 47661, 47681, 47684, 47733,
        91131, 91147, 91150, 91303, 96737, 96752, 96755, 96908, -1, -1, -1, -1, -1, -1, -1, -1,
        30119, 30135, 30138, 30190, 35008, 35018, 35021, 35025, 83609, 83640, 83643, 83689, 45380, 45400, 45403, 45485,
        -1, -1, -1, -1, -1, -1, -1, -1, 8992, 9004, 9007, 9118, -1, -1, -1, -1,
        -1, -1, -1, -1, 53033, 53064, 53067, 53094, 64585, 64612, 64615, 64668, -1, -1, -1, -1,
        -1, -1, -1, -1, 68341, 68363, 68366, 68406, 40746, 40764, 40767, 40884, 20763, 20788, 20791, 20930,
        89004, 89029, 89032, 89190, -1, -1, -1, -1, 39305, 39315, 39318, 39394, -1, -1, -1, -1,
        -1, -1, -1, -1, 65327, 65343, 65346, 65371, -1, -1, -1, -1, -1, -1, -1, -1,
        97646, 97662, 97665, 97726, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55946, 55971, 55974, 56018, 77888, 77915, 77918, 78061, -1, -1, -1, -1,
        -1, -1, -1, -1, 35428, 35440, 35443, 35455, -1, -1, -1, -1, 63931, 63956, 63959, 63986,
        -1, -1, -1, -1, 64019, 64044, 64047, 64098, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27103, 27131, 27134, 27545, 33644, 33660, 33663, 33696, 40166, 40188, 40191, 40355, 65636, 65656, 65659, 65727,
        31005, 31038, 31041, 31158, 67507, 67538, 67541, 67639, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11238, 11257, 11260, 11363, 418, 435, 438, 462,
        57622, 57638, 57641, 57815, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48152, 48174, 48177, 48246, -1, -1, -1, -1,
        -1, -1, -1, -1, 84822, 84855, 84858, 84911, -1, -1, -1, -1, -1, -1, -1, -1,
        80653, 80670, 80673, 80788, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        72353, 72371, 72374, 72398, -1, -1, -1, -1, 72578, 72591, 72594, 72600, 91304, 91318, 91321, 91422,
        -1, -1, -1, -1, -1, -1, -1, -1, 66905, 66937, 66940, 67030, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21460, 21485, 21488, 21628, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44324, 44347, 44350, 44366, 66407, 66424, 66427, 66435,
        32323, 32346, 32349, 32514, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70786, 70812, 70815, 70908, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57294, 57321, 57324, 57411,
        -1, -1, -1, -1, 8094, 8112, 8115, 8263, 47880, 47900, 47903, 47970, 72532, 72543, 72546, 72577,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50087, 50112, 50115, 50264, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 97252, 97269, 97272, 97423, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93622, 93640, 93643, 93792, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63822, 63846, 63849, 63878, 30570, 30590, 30593, 30682, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        71972, 71979, 71982, 71993, 84015, 84037, 84040, 84041, -1, -1, -1, -1, 72306, 72325, 72328, 72352,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62735, 62762, 62765, 62860, 65183, 65205, 65208, 65253, -1, -1, -1, -1,
        49525, 49545, 49548, 49586, 75249, 75269, 75272, 75307, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12648, 12671, 12674, 12777, 37467, 37492, 37495, 37668,
        77735, 77754, 77757, 77887, 74138, 74167, 74170, 74265, 94787, 94804, 94807, 94839, -1, -1, -1, -1,
        51908, 51927, 51930, 51976, 44866, 44878, 44881, 44959, 25618, 25639, 25642, 25745, 56833, 56857, 56860, 56970,
        89755, 89778, 89781, 89808, -1, -1, -1, -1, 84042, 84067, 84070, 84137, 90736, 90754, 90757, 90812,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53150, 53178, 53181, 53216, 88672, 88696, 88699, 88856, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80789, 80806, 80809, 80906, -1, -1, -1, -1,
        28880, 28901, 28904, 29016, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        698, 710, 713, 725, 81539, 81552, 81555, 81596, 75308, 75321, 75324, 75368, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59935, 59954, 59957, 59965, 85480, 85505, 85508, 85554,
        88078, 88096, 88099, 88286, 91912, 91939, 91942, 92110, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52909, 52945, 52948, 52969,
        -1, -1, -1, -1, 60751, 60767, 60770, 60882, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49786, 49817, 49820, 50086, -1, -1, -1, -1, 18151, 18169, 18172, 18826,
        88028, 88047, 88050, 88077, 10103, 10113, 10116, 10291, 81379, 81399, 81402, 81538, -1, -1, -1, -1,
        -1, -1, -1, -1, 44159, 44169, 44172, 44219, -1, -1, -1, -1, 50820, 50839, 50842, 50878,
        45807, 45827, 45830, 45915, -1, -1, -1, -1, 97727, 97742, 97745, 97837, -1, -1, -1, -1,
        -1, -1, -1, -1, 40356, 40372, 40375, 40525, -1, -1, -1, -1, -1, -1, -1, -1,
        12949, 12973, 12976, 14524, 20458, 20480, 20483, 20598, -1, -1, -1, -1, -1, -1, -1, -1,
        42527, 42541, 42544, 42720, 48065, 48085, 48088, 48151, 83690, 83713, 83716, 83751, 35515, 35527, 35530, 35532,
        44017, 44030, 44033, 44158, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33901, 33930, 33933, 34020, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66217, 66233, 66236, 66242,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 52236, 52261, 52264, 52365, -1, -1, -1, -1,
        34615, 34638, 34641, 34660, -1, -1, -1, -1, 7754, 7780, 7783, 7831, 67640, 67673, 67676, 67774,
        97424, 97438, 97441, 97551, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 89328, 89350, 89353, 89420, 52862, 52886, 52889, 52908, 82766, 82795, 82798, 82871,
        45192, 45212, 45215, 45243, -1, -1, -1, -1, 47135, 47161, 47164, 47308, 84329, 84356, 84359, 84426,
        -1, -1, -1, -1, 92432, 92452, 92455, 92490, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48432, 48449, 48452, 48600,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 91423, 91445, 91448, 91588,
        -1, -1, -1, -1, 7953, 7970, 7973, 8093, -1, -1, -1, -1, 78627, 78654, 78657, 78838,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76647, 76669, 76672, 76867,
        -1, -1, -1, -1, -1, -1, -1, -1, 69672, 69690, 69693, 69774, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75473, 75494, 75497, 75526, 41664, 41685, 41688, 41818,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44820, 44836, 44839, 44865,
        66345, 66361, 66364, 66374, 9481, 9499, 9502, 9572, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 96482, 96499, 96502, 96541, -1, -1, -1, -1, 10601, 10621, 10624, 10789,
        52674, 52698, 52701, 52710, -1, -1, -1, -1, 96017, 96033, 96036, 96112, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9765, 9794, 9797, 9898, 35026, 35036, 35039, 35043,
        1052, 1066, 1069, 1087, 34833, 34846, 34849, 34861, 56744, 56768, 56771, 56832, 80907, 80925, 80928, 81070,
        83450, 83480, 83483, 83529, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 45291, 45307, 45310, 45379, 53752, 53775, 53778, 53804, 92248, 92270, 92273, 92431,
        21822, 21848, 21851, 21877, 78062, 78082, 78085, 78201, 68407, 68431, 68434, 68608, 9899, 9921, 9924, 10010,
        30683, 30710, 30713, 30894, 68609, 68628, 68631, 68661, 94106, 94126, 94129, 94228, -1, -1, -1, -1,
        309, 326, 329, 332, 54514, 54542, 54545, 54977, 82708, 82728, 82731, 82765, 85332, 85359, 85362, 85404,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33296, 33316, 33319, 33407,
        79482, 79498, 79501, 79522, 82496, 82517, 82520, 82578, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        28417, 28440, 28443, 28879, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79870, 79892, 79895, 80017, 355, 367, 370, 388,
        71340, 71361, 71364, 71397, -1, -1, -1, -1, 65545, 65564, 65567, 65635, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44578, 44594, 44597, 44615, -1, -1, -1, -1,
        79563, 79580, 79583, 79613, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42412, 42428, 42431, 42526, 66617, 66631, 66634, 66651, 74909, 74928, 74931, 74998, 84667, 84692, 84695, 84737,
        -1, -1, -1, -1, -1, -1, -1, -1, 44642, 44661, 44664, 44682, 35963, 35978, 35981, 36813,
        44497, 44514, 44517, 44527, 45486, 45507, 45510, 45592, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83877, 83902, 83905, 83940, -1, -1, -1, -1, 74753, 74771, 74774, 74837, -1, -1, -1, -1,
        -1, -1, -1, -1, 56121, 56144, 56147, 56271, 43104, 43118, 43121, 43197, -1, -1, -1, -1,
        44220, 44228, 44231, 44285, 35914, 35934, 35937, 35962, 60036, 60057, 60060, 60070, -1, -1, -1, -1,
        49587, 49609, 49612, 49647, 50439, 50459, 50462, 50552, -1, -1, -1, -1, -1, -1, -1, -1,
        52585, 52609, 52612, 52673, 65038, 65060, 65063, 65108, 25121, 25133, 25136, 25155, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17997, 18017, 18020, 18150, -1, -1, -1, -1,
        27546, 27564, 27567, 27800, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70150, 70170, 70173, 70254, -1, -1, -1, -1, -1, -1, -1, -1, 82409, 82431, 82434, 82495,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60142, 60159, 60162, 60170,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33408, 33431, 33434, 33477,
        67775, 67800, 67803, 67886, 94688, 94695, 94698, 94738, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74391, 74421, 74424, 74517, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34021, 34046, 34049, 34069, -1, -1, -1, -1, -1, -1, -1, -1, 69479, 69498, 69501, 69534,
        -1, -1, -1, -1, 23791, 23807, 23810, 23837, -1, -1, -1, -1, 75527, 75549, 75552, 75608,
        -1, -1, -1, -1, -1, -1, -1, -1, 39530, 39552, 39555, 39728, 95832, 95845, 95848, 95914,
        4936, 4961, 4964, 5147, 68703, 68722, 68725, 68760, -1, -1, -1, -1, 23956, 23971, 23974, 24063,
        -1, -1, -1, -1, 82139, 82159, 82162, 82193, 94229, 94257, 94260, 94398, 69207, 69232, 69235, 69271,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 82872, 82893, 82896, 82918,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44412, 44432, 44435, 44449,
        -1, -1, -1, -1, 81981, 81997, 82000, 82040, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 89421, 89444, 89447, 89522, 43198, 43213, 43216, 43303,
        96345, 96363, 96366, 96423, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83179, 83191, 83194, 83248, 88857, 88880, 88883, 89003, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33697, 33715, 33718, 33782, 38691, 38722, 38725, 38864, 53468, 53486, 53489, 53512,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66284, 66300, 66303, 66311,
        -1, -1, -1, -1, -1, -1, -1, -1, 53513, 53539, 53542, 53571, 96909, 96925, 96928, 97081,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28032, 28057, 28060, 28416, 49279, 49297, 49300, 49338, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31252, 31291, 31294, 31374, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66436, 66451, 66454, 66457, 72399, 72419, 72422, 72448, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34980, 34994, 34997, 35007, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47734, 47748, 47751, 47860, 71284, 71303, 71306, 71339, 86184, 86208, 86211, 86595, 21376, 21399, 21402, 21459,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 35402, 35414, 35417, 35427,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63397, 63420, 63423, 63537,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32648, 32677, 32680, 32881, -1, -1, -1, -1, -1, -1, -1, -1, 97552, 97568, 97571, 97645,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64941, 64960, 64963, 65003, -1, -1, -1, -1, 69131, 69150, 69153, 69206,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70697, 70713, 70716, 70785, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61944, 61964, 61967, 61990, 96542, 96559, 96562, 96601, 1158, 1171, 1174, 1192,
        46289, 46304, 46307, 46514, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        77095, 77117, 77120, 77150, 68033, 68056, 68059, 68114, 82278, 82292, 82295, 82311, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72601, 72611, 72614, 72619,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60327, 60346, 60349, 60427, 26097, 26115, 26118, 26235, -1, -1, -1, -1,
        -1, -1, -1, -1, 56400, 56424, 56427, 56578, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20054, 20075, 20078, 20165, 30025, 30040, 30043, 30118, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51513, 51537, 51540, 51701, 59378, 59401, 59404, 59533, -1, -1, -1, -1, 49141, 49166, 49169, 49221,
        49396, 49415, 49418, 49524, 72042, 72061, 72064, 72088, 94522, 94549, 94552, 94687, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29310, 29332, 29335, 29393,
        44528, 44547, 44550, 44577, 79523, 79542, 79545, 79562, 41296, 41318, 41321, 41440, 68257, 68279, 68282, 68340,
        65254, 65278, 65281, 65326, 84500, 84525, 84528, 84581, 8745, 8759, 8762, 8991, 88287, 88303, 88306, 88585,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47971, 47992, 47995, 48064,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 85631, 85656, 85659, 85705, 55492, 55512, 55515, 55743, -1, -1, -1, -1,
        53217, 53246, 53249, 53280, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75438, 75452, 75455, 75472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72449, 72463, 72466, 72501, 11508, 11532, 11535, 11656,
        5408, 5422, 5425, 5435, 44616, 44632, 44635, 44641, 63677, 63700, 63703, 63729, -1, -1, -1, -1,
        50684, 50711, 50714, 50819, -1, -1, -1, -1, 68202, 68223, 68226, 68256, 63602, 63629, 63632, 63676,
        6951, 6968, 6971, 7080, 71994, 72012, 72015, 72041, 76202, 76224, 76227, 76424, 81071, 81090, 81093, 81174,
        64669, 64689, 64692, 64777, 64258, 64285, 64288, 64339, 73306, 73333, 73336, 73358, 66190, 66205, 66208, 66216,
        3155, 3179, 3182, 3321, 72905, 72938, 72941, 73046, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33478, 33505, 33508, 33643, 55744, 55773, 55776, 55945, 63107, 63133, 63136, 63240, 64340, 64365, 64368, 64421,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68662, 68680, 68683, 68702,
        52711, 52738, 52741, 52753, 29017, 29027, 29030, 29064, 59867, 59886, 59889, 59899, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31941, 31971, 31974, 32086, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20931, 20956, 20959, 21152, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79217, 79237, 79240, 79369, -1, -1, -1, -1,
        77151, 77170, 77173, 77315, 84233, 84258, 84261, 84328, 12616, 12629, 12632, 12647, 53095, 53121, 53124, 53149,
        74693, 74721, 74724, 74752, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62302, 62329, 62332, 62454, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29519, 29537, 29540, 29577, -1, -1, -1, -1, 86751, 86769, 86772, 87036, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57060, 57085, 57088, 57188,
        67159, 67176, 67179, 67235, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20599, 20619, 20622, 20762, 81273, 81289, 81292, 81378, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93793, 93813, 93816, 93942, 47309, 47334, 47337, 47483,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 60109, 60126, 60129, 60141,
        -1, -1, -1, -1, -1, -1, -1, -1, 53410, 53444, 53447, 53467, 29708, 29726, 29729, 29846,
        61160, 61175, 61178, 61270, 83309, 83327, 83330, 83345, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24612, 24628, 24631, 24810, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11979, 12001, 12004, 12071, 46962, 46987, 46990, 47134, 61689, 61703, 61706, 61788,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23079, 23097, 23100, 23228, 58292, 58309, 58312, 58372,
        83815, 83838, 83841, 83876, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12190, 12214, 12217, 12421, 35869, 35887, 35890, 35913,
        1259, 1269, 1272, 1286, 48601, 48616, 48619, 48751, 69535, 69555, 69558, 69610, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10790, 10814, 10817, 10954,
        71398, 71422, 71425, 71483, 39989, 40003, 40006, 40069, 66243, 66262, 66265, 66283, 77594, 77617, 77620, 77734,
        12072, 12096, 12099, 12189, 83037, 83062, 83065, 83105, 61991, 62018, 62021, 62145, 39395, 39422, 39425, 39529,
        75916, 75932, 75935, 76020, 57189, 57212, 57215, 57293, 67923, 67929, 67932, 67942, -1, -1, -1, -1,
        10955, 10975, 10978, 11115, 96190, 96207, 96210, 96269, -1, -1, -1, -1, -1, -1, -1, -1,
        22206, 22220, 22223, 22292, 45989, 46007, 46010, 46111, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22389, 22408, 22411, 22524, 50265, 50292, 50295, 50349, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8264, 8286, 8289, 8438,
        -1, -1, -1, -1, 70909, 70928, 70931, 70973, -1, -1, -1, -1, 14661, 14680, 14683, 15956,
        35044, 35059, 35062, 35105, 39863, 39884, 39887, 39988, 10512, 10529, 10532, 10600, 56971, 57001, 57004, 57059,
        63987, 64005, 64008, 64018, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        52754, 52773, 52776, 52787, 9229, 9245, 9248, 9380, 78351, 78369, 78372, 78482, 93043, 93061, 93064, 93188,
        -1, -1, -1, -1, -1, -1, -1, -1, 43896, 43910, 43913, 44016, 84427, 84451, 84454, 84499,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21238, 21257, 21260, 21375, 73047, 73082, 73085, 73192,
        -1, -1, -1, -1, -1, -1, -1, -1, 91760, 91779, 91782, 91911, -1, -1, -1, -1,
        25173, 25189, 25192, 25213, 26431, 26444, 26447, 26913, -1, -1, -1, -1, 31159, 31192, 31195, 31251,
        90813, 90828, 90831, 90914, 94399, 94418, 94421, 94521, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83106, 83125, 83128, 83178, -1, -1, -1, -1,
        -1, -1, -1, -1, 59534, 59558, 59561, 59866, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 88586, 88609, 88612, 88671, -1, -1, -1, -1, 34169, 34189, 34192, 34252,
        -1, -1, -1, -1, 66098, 66118, 66121, 66131, 1320, 1332, 1335, 1345, 22525, 22545, 22548, 22635,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31375, 31399, 31402, 31519, -1, -1, -1, -1,
        72502, 72513, 72516, 72531, 50955, 50979, 50982, 51194, -1, -1, -1, -1, 95700, 95715, 95718, 95766,
        -1, -1, -1, -1, -1, -1, -1, -1, 71571, 71595, 71598, 71656, 97082, 97097, 97100, 97251,
        -1, -1, -1, -1, -1, -1, -1, -1, 91589, 91605, 91608, 91759, 50350, 50362, 50365, 50438,
        80482, 80503, 80506, 80652, 74999, 75019, 75022, 75076, -1, -1, -1, -1, 24064, 24086, 24089, 24226,
        -1, -1, -1, -1, 26012, 26029, 26032, 26096, -1, -1, -1, -1, 83941, 83961, 83964, 84014,
        -1, -1, -1, -1, -1, -1, -1, -1, 49339, 49355, 49358, 49395, 29455, 29474, 29477, 29518,
        61515, 61538, 61541, 61626, 87706, 87724, 87727, 88027, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11657, 11677, 11680, 11807, 72258, 72276, 72279, 72305, -1, -1, -1, -1,
        -1, -1, -1, -1, 9381, 9400, 9403, 9480, 56019, 56044, 56047, 56120, -1, -1, -1, -1,
        29147, 29168, 29171, 29231, 84582, 84608, 84611, 84666, 85185, 85212, 85215, 85257, 40885, 40906, 40909, 40915,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 93189, 93212, 93215, 93286, -1, -1, -1, -1,
        96602, 96620, 96623, 96736, 1375, 1394, 1397, 1540, 90915, 90926, 90929, 90951, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23395, 23411, 23414, 23445, 85258, 85286, 85289, 85331,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 96113, 96129, 96132, 96189,
        59044, 59070, 59073, 59280, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94894, 94913, 94916, 94941, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70974, 70998, 71001, 71030, 80018, 80034, 80037, 80183,
        98296, 98311, 98314, 98372, 71484, 71509, 71512, 71570, -1, -1, -1, -1, 85003, 85036, 85039, 85092,
        74011, 74039, 74042, 74137, 78483, 78502, 78505, 78626, -1, -1, -1, -1, 96424, 96435, 96438, 96481,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44960, 44981, 44984, 45044, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42721, 42741, 42744, 42769,
        -1, -1, -1, -1, 51266, 51287, 51290, 51384, -1, -1, -1, -1, -1, -1, -1, -1,
        93504, 93518, 93521, 93621, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23740, 23756, 23759, 23790,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49222, 49241, 49244, 49278,
        44775, 44793, 44796, 44819, -1, -1, -1, -1, 94840, 94857, 94860, 94893, -1, -1, -1, -1,
        22883, 22901, 22904, 23078, 85926, 85948, 85951, 86183, -1, -1, -1, -1, 90494, 90518, 90521, 90597,
        -1, -1, -1, -1, 35368, 35380, 35383, 35401, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 35321, 35334, 35337, 35367, -1, -1, -1, -1, -1, -1, -1, -1,
        9119, 9143, 9146, 9228, 83752, 83776, 83779, 83814, -1, -1, -1, -1, -1, -1, -1, -1,
        61271, 61290, 61293, 61373, 89191, 89216, 89219, 89327, 89924, 89939, 89942, 89970, 89633, 89664, 89667, 89754,
        -1, -1, -1, -1, -1, -1, -1, -1, 29578, 29598, 29601, 29642, -1, -1, -1, -1,
        60253, 60276, 60279, 60326, 65967, 65985, 65988, 65996, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46112, 46125, 46128, 46288,
        -1, -1, -1, -1, 61450, 61466, 61469, 61514, 38284, 38311, 38314, 38466, 8439, 8460, 8463, 8744,
        29065, 29085, 29088, 29146, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        35533, 35557, 35560, 35591, -1, -1, -1, -1, 47861, 47873, 47876, 47879, 50879, 50901, 50904, 50954,
        51702, 51726, 51729, 51807, 7906, 7923, 7926, 7952, 72620, 72653, 72656, 72761, 82364, 82389, 82392, 82408,
        -1, -1, -1, -1, 35772, 35790, 35793, 35818, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 92769, 92789, 92792, 93042,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        82194, 82213, 82216, 82277, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9573, 9597, 9600, 9764,
        -1, -1, -1, -1, 35456, 35469, 35472, 35514, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67887, 67908, 67911, 67922, -1, -1, -1, -1, 35172, 35183, 35186, 35215,
        61374, 61392, 61395, 61449, 70255, 70273, 70276, 70439, 22097, 22121, 22124, 22205, 52788, 52808, 52811, 52821,
        -1, -1, -1, -1, -1, -1, -1, -1, 45045, 45061, 45064, 45119, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35711, 35737, 35740, 35771, -1, -1, -1, -1, 53691, 53719, 53722, 53751, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67371, 67403, 67406, 67506, -1, -1, -1, -1, 62455, 62484, 62487, 62611, 75192, 75210, 75213, 75248,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94739, 94758, 94761, 94786, 41609, 41626, 41629, 41663, 69851, 69872, 69875, 70149,
        76021, 76037, 76040, 76077, -1, -1, -1, -1, 44286, 44306, 44309, 44323, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 66375, 66393, 66396, 66406, -1, -1, -1, -1,
        31520, 31536, 31539, 31940, -1, -1, -1, -1, -1, -1, -1, -1, 66575, 66593, 66596, 66616,
        -1, -1, -1, -1, -1, -1, -1, -1, 41441, 41458, 41461, 41608, -1, -1, -1, -1,
        49068, 49092, 49095, 49140, -1, -1, -1, -1, -1, -1, -1, -1, 98010, 98029, 98032, 98107,
        -1, -1, -1, -1, 59900, 59919, 59922, 59934, 35239, 35254, 35257, 35274, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37100, 37125, 37128, 37260, 42208, 42222, 42225, 42329,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75609, 75632, 75635, 75694, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22636, 22654, 22657, 22726, -1, -1, -1, -1, 23446, 23464, 23467, 23739,
        29643, 29656, 29659, 29707, 53572, 53599, 53602, 53631, 53805, 53824, 53827, 54513, 33783, 33812, 33815, 33900,
        61789, 61811, 61814, 61857, -1, -1, -1, -1, 389, 403, 406, 417, 34932, 34943, 34946, 34951,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11808, 11826, 11829, 11978, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        63538, 63558, 63561, 63601, 25156, 25163, 25166, 25172, 34902, 34916, 34919, 34931, 52366, 52393, 52396, 52497,
        55122, 55146, 55149, 55385, -1, -1, -1, -1, 78202, 78219, 78222, 78350, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64099, 64125, 64128, 64177, 73862, 73896, 73899, 74010,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 51808, 51827, 51830, 51907, -1, -1, -1, -1,
        22293, 22310, 22313, 22388, 71227, 71247, 71250, 71283, -1, -1, -1, -1, -1, -1, -1, -1,
        83249, 83265, 83268, 83308, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73359, 73388, 73391, 73415, -1, -1, -1, -1, 70574, 70595, 70598, 70641, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60003, 60020, 60023, 60035, 65004, 65015, 65018, 65037,
        -1, -1, -1, -1, 80287, 80302, 80305, 80337, 6553, 6565, 6568, 6667, 74518, 74544, 74547, 74575,
        97838, 97854, 97857, 97914, 19834, 19858, 19861, 20053, -1, -1, -1, -1, 95519, 95536, 95539, 95556,
        -1, -1, -1, -1, -1, -1, -1, -1, 66529, 66542, 66545, 66574, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 45593, 45613, 45616, 45698, -1, -1, -1, -1,
        58125, 58146, 58149, 58291, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7357, 7381, 7384, 7403, 51385, 51412, 51415, 51512, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69272, 69291, 69294, 69342, 35275, 35292, 35295, 35320,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73248, 73276, 73279, 73305, 92666, 92684, 92687, 92768, -1, -1, -1, -1,
        95420, 95438, 95441, 95518, 65997, 66016, 66019, 66033, 83530, 83559, 83562, 83608, 30372, 30388, 30391, 30492,
        -1, -1, -1, -1, 60498, 60520, 60523, 60613, -1, -1, -1, -1, -1, -1, -1, -1,
        7328, 7348, 7351, 7356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25078, 25091, 25094, 25120, -1, -1, -1, -1, -1, -1, -1, -1, 29847, 29867, 29870, 29940,
        -1, -1, -1, -1, 7832, 7858, 7861, 7905, 71801, 71820, 71823, 71857, 61627, 61645, 61648, 61688,
        75837, 75857, 75860, 75915, -1, -1, -1, -1, 39060, 39087, 39090, 39304, 89971, 89988, 89991, 90033,
        52498, 52523, 52526, 52584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 94015, 94036, 94039, 94105, 71858, 71876, 71879, 71913,
        62982, 63010, 63013, 63106, 19334, 19358, 19361, 19515, 29232, 29252, 29255, 29309, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 68974, 68993, 68996, 69031, 71100, 71113, 71116, 71170, 71031, 71053, 71056, 71099,
        49008, 49023, 49026, 49067, 57979, 58004, 58007, 58124, 71657, 71683, 71686, 71744, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62861, 62887, 62890, 62981, 1541, 1562, 1565, 1679,
        58373, 58392, 58395, 58578, 45916, 45936, 45939, 45988, 90034, 90050, 90053, 90302, -1, -1, -1, -1,
        7404, 7417, 7420, 7428, 70642, 70660, 70663, 70696, 82979, 83004, 83007, 83036, 57412, 57435, 57438, 57621,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 81698, 81714, 81717, 81758, 21930, 21952, 21955, 22096,
        74576, 74603, 74606, 74636, 89523, 89548, 89551, 89632, -1, -1, -1, -1, 45699, 45721, 45724, 45806,
        62612, 62638, 62641, 62734, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 26914, 26927, 26930, 27102,
        66652, 66684, 66687, 66777, 26236, 26246, 26249, 26430, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44450, 44466, 44469, 44496, 6481, 6494, 6497, 6552, 92111, 92125, 92128, 92247, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68889, 68905, 68908, 68973, -1, -1, -1, -1,
        -1, -1, -1, -1, 7456, 7470, 7473, 7534, 30493, 30508, 30511, 30569, 66069, 66084, 66087, 66097,
        84738, 84765, 84768, 84821, 85093, 85128, 85131, 85184, 68761, 68779, 68782, 68888, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67943, 67967, 67970, 68032,
        75695, 75715, 75718, 75776, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65728, 65747, 65750, 65818, 40916, 40936, 40939, 41146, 65819, 65840, 65843, 65911, 66132, 66150, 66153, 66161,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53348, 53382, 53385, 53409, 66778, 66811, 66814, 66904, 59966, 59987, 59990, 60002,
        40634, 40655, 40658, 40745, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46806, 46830, 46833, 46961, 29394, 29412, 29415, 29454, 32165, 32188, 32191, 32322,
        -1, -1, -1, -1, 21773, 21798, 21801, 21821, 90389, 90414, 90417, 90493, 10064, 10083, 10086, 10102,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59281, 59300, 59303, 59377, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54978, 55002, 55005, 55121, -1, -1, -1, -1, 95767, 95782, 95785, 95831, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12522, 12547, 12550, 12615, -1, -1, -1, -1,
        90598, 90619, 90622, 90735, -1, -1, -1, -1, 37261, 37284, 37287, 37466, 19020, 19044, 19047, 19333,
        66312, 66329, 66332, 66344, 69343, 69362, 69365, 69478, 78839, 78856, 78859, 78929, 7301, 7319, 7322, 7327,
        530, 547, 550, 574, 14525, 14545, 14548, 14660, 95130, 95146, 95149, 95226, 833, 849, 852, 873,
        -1, -1, -1, -1, 20166, 20191, 20194, 20371, 27801, 27818, 27821, 28031, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53281, 53316, 53319, 53347,
        81175, 81187, 81190, 81272, -1, -1, -1, -1, 61858, 61879, 61882, 61943, 10292, 10315, 10318, 10399,
        85706, 85733, 85736, 85782, -1, -1, -1, -1, 86596, 86615, 86618, 86750, 36814, 36840, 36843, 37099,
        42983, 42999, 43002, 43103, 53632, 53658, 53661, 53690, 84138, 84164, 84167, 84232, 25253, 25263, 25266, 25293,
        92491, 92513, 92516, 92665, -1, -1, -1, -1, 43747, 43760, 43763, 43895, -1, -1, -1, -1,
        60883, 60904, 60907, 60997, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56272, 56288, 56291, 56399, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48965, 48981, 48984, 49007, -1, -1, -1, -1,
        34253, 34277, 34280, 34436, 1008, 1025, 1028, 1051, 37669, 37689, 37692, 37945, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38865, 38892, 38895, 39059,
        -1, -1, -1, -1, -1, -1, -1, -1, 66034, 66053, 66056, 66068, -1, -1, -1, -1,
        -1, -1, -1, -1, 48752, 48770, 48773, 48912, -1, -1, -1, -1, 7535, 7546, 7549, 7753,
        19802, 19815, 19818, 19833, 74838, 74856, 74859, 74908, 72207, 72229, 72232, 72257, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 77519, 77534, 77537, 77593, 90952, 90966, 90969, 91130,
        -1, -1, -1, -1, 90303, 90325, 90328, 90388, 7081, 7097, 7100, 7205, 94993, 95007, 95010, 95084,
        25214, 25225, 25228, 25252, 82041, 82053, 82056, 82138, 82579, 82599, 82602, 82642, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48363, 48375, 48378, 48431, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 72762, 72796, 72799, 72904,
        -1, -1, -1, -1, 7206, 7217, 7220, 7229, 72089, 72107, 72110, 72134, 7230, 7248, 7251, 7278,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25026, 25045, 25048, 25077,
        42330, 42353, 42356, 42411, 6777, 6798, 6801, 6824, 37946, 37974, 37977, 38283, 74266, 74294, 74297, 74390,
        -1, -1, -1, -1, -1, -1, -1, -1, 95327, 95343, 95346, 95419, -1, -1, -1, -1,
        69032, 69050, 69053, 69130, 69611, 69629, 69632, 69671, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12422, 12446, 12449, 12521, 23229, 23245, 23248, 23394, 40070, 40084, 40087, 40165, 64178, 64203, 64206, 64257,
        85555, 85581, 85584, 85630, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        98108, 98126, 98129, 98198, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 82919, 82942, 82945, 82978, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75134, 75153, 75156, 75191, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20372, 20393, 20396, 20457, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67236, 67267, 67270, 67370,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10011, 10029, 10032, 10063, 40526, 40545, 40548, 40633, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57816, 57833, 57836, 57978, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56579, 56612, 56615, 56743, 67031, 67065, 67068, 67158, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 79370, 79392, 79395, 79481, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 73565, 73598, 73601, 73714,
        78930, 78948, 78951, 79029, 95227, 95244, 95247, 95326, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 34070, 34095, 34098, 34120,
        35216, 35227, 35230, 35238, 76078, 76095, 76098, 76201, 39729, 39752, 39755, 39862, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71745, 71763, 71766, 71800, 77316, 77335, 77338, 77518, 81597, 81614, 81617, 81697,
        24423, 24442, 24445, 24482, 19746, 19762, 19765, 19801, -1, -1, -1, -1, -1, -1, -1, -1,
        44683, 44702, 44705, 44732, 5471, 5491, 5494, 5765, 89809, 89837, 89840, 89923, -1, -1, -1, -1,
        11116, 11135, 11138, 11237, -1, -1, -1, -1, 97915, 97933, 97936, 98009, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1994, 2012, 2015, 2181,
        95915, 95935, 95938, 96016, 66495, 66505, 66508, 66528, 34437, 34461, 34464, 34614, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51977, 52002, 52005, 52106,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64503, 64528, 64531, 64584,
        79614, 79634, 79637, 79869, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34952, 34964, 34967, 34979, 85405, 85434, 85437, 85479, -1, -1, -1, -1,
        21629, 21654, 21657, 21772, 75777, 75796, 75799, 75836, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63768, 63791, 63794, 63821,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 75369, 75386, 75389, 75437,
        76425, 76448, 76451, 76646, 55386, 55406, 55409, 55491, 71914, 71934, 71937, 71971, 73416, 73448, 73451, 73564,
        95557, 95574, 95577, 95594, 63879, 63902, 63905, 63930, 98199, 98219, 98222, 98295, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 95595, 95613, 95616, 95649, -1, -1, -1, -1,
        38467, 38502, 38505, 38690, -1, -1, -1, -1, 25294, 25307, 25310, 25617, 49648, 49675, 49678, 49785,
        70507, 70529, 70532, 70573, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65109, 65132, 65135, 65182, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7279, 7293, 7296, 7300, -1, -1, -1, -1,
        -1, -1, -1, -1, 60428, 60447, 60450, 60497, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41819, 41834, 41837, 42067, 19617, 19642, 19645, 19745,
        45244, 45254, 45257, 45290, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83346, 83358, 83361, 83370, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48247, 48261, 48264, 48362, 94942, 94961, 94964, 94992, -1, -1, -1, -1, -1, -1, -1, -1,
        83371, 83400, 83403, 83449, -1, -1, -1, -1, 32882, 32911, 32914, 33117, -1, -1, -1, -1,
        72135, 72155, 72158, 72184, 75077, 75095, 75098, 75133, 93287, 93306, 93309, 93415, -1, -1, -1, -1,
        -1, -1, -1, -1, 87358, 87379, 87382, 87705, -1, -1, -1, -1, -1, -1, -1, -1,
        30191, 30210, 30213, 30371, 11364, 11388, 11391, 11507, 79030, 79049, 79052, 79216, -1, -1, -1, -1,
        42068, 42090, 42093, 42207, -1, -1, -1, -1, 63241, 63263, 63266, 63396, -1, -1, -1, -1,
        63730, 63747, 63750, 63767, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60998, 61020, 61023, 61159, 35592, 35617, 35620, 35653, -1, -1, -1, -1, -1, -1, -1, -1,
        34121, 34137, 34140, 34168, 81822, 81843, 81846, 81980, 33212, 33238, 33241, 33295, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76868, 76892, 76895, 77094, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 87037, 87056, 87059, 87357, -1, -1, -1, -1,
        -1, -1, -1, -1, 44367, 44390, 44393, 44411, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68115, 68138, 68141, 68201, -1, -1, -1, -1, -1, -1, -1, -1,
        24227, 24247, 24250, 24422, -1, -1, -1, -1, -1, -1, -1, -1, 21153, 21174, 21177, 21237,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60614, 60630, 60633, 60750,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34862, 34879, 34882, 34901, -1, -1, -1, -1, -1, -1, -1, -1, 25746, 25769, 25772, 25854,
        23838, 23855, 23858, 23955, -1, -1, -1, -1, -1, -1, -1, -1, 24483, 24500, 24503, 24611,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72185, 72192, 72195, 72206, -1, -1, -1, -1, -1, -1, -1, -1,
        19516, 19540, 19543, 19616, 43581, 43597, 43600, 43746, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65456, 65475, 65478, 65544,
        70440, 70458, 70461, 70506, -1, -1, -1, -1, 44733, 44753, 44756, 44774, -1, -1, -1, -1,
        -1, -1, -1, -1, 96270, 96286, 96289, 96344, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80338, 80355, 80358, 80481, -1, -1, -1, -1, -1, -1, -1, -1,
        34661, 34687, 34690, 34738, -1, -1, -1, -1, 42770, 42788, 42791, 42982, 62146, 62174, 62177, 62301,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7429, 7442, 7445, 7455,
        22727, 22747, 22750, 22882, 34739, 34752, 34755, 34784, 35819, 35838, 35841, 35868, 32087, 32117, 32120, 32164,
        52970, 53002, 53005, 53032, 64778, 64803, 64806, 64940, 50553, 50577, 50580, 50683, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24811, 24828, 24831, 25025, 71171, 71190, 71193, 71226,
        -1, -1, -1, -1, -1, -1, -1, -1, 66162, 66178, 66181, 66189, 69775, 69793, 69796, 69850,
        85783, 85806, 85809, 85925, -1, -1, -1, -1, 82643, 82666, 82669, 82707, -1, -1, -1, -1,
        95650, 95667, 95670, 95699, 47484, 47511, 47514, 47660, 95085, 95106, 95109, 95129, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 66458, 66475, 66478, 66494, -1, -1, -1, -1, 81759, 81773, 81776, 81821,
        -1, -1, -1, -1, -1, -1, -1, -1, 32515, 32539, 32542, 32647, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
