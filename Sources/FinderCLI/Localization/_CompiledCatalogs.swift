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
        config.error.extra = too many words after the setting's name; give one value, for example: finder config set lang ru
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
        config.hint.exposedFolder = Set XDG_CONFIG_HOME to a folder only you can enter, or ask its owner to run chmod 700 on it.
        config.hint.usage = Usage: finder config list | get NAME | set NAME VALUE | unset NAME (NAME: lang, theme, color, limit, images, format, unsplash-key; the key is read from standard input).
        config.key.set = set
        config.key.unset = not set
        config.notice.badKey = The Unsplash key in {where} is not a key (it has spaces, control characters or is far too long) and is not used; set it again: finder config set unsplash-key
        config.notice.environmentWins = Note: UNSPLASH_ACCESS_KEY is set, and it is used before the saved key.
        config.notice.exposed = Warning: {path} holds your Unsplash key and other users can read or replace it: run chmod 600 {path} and chmod 700 on its folder (and consider a new key).
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
        error.limit.files = the open-file limit is {limit} (ulimit -n), and finder needs at least {needed}.
        error.limit.memory = the address-space limit is {limit} MiB (ulimit -v), and finder needs at least {needed} MiB.
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
        help.details.interactive = On a terminal, stock results follow every key as you type; photos follow a short pause in typing (FINDER_DEBOUNCE_MS, default 200) once the line has three characters, or Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or :more shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130, Ctrl-Z suspends (fg to come back).\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; :history, :more, :help and :quit are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (with json, one document per line).
        help.details.offline = “show” without --domain shows the newest saved result.
        help.details.stocks = Matches ticker prefixes and the start of every word of a name, in any order, ignoring case and accents (é = e, ё = е, ß = ss); Cyrillic and Latin spellings find each other, text typed on the wrong keyboard layout is corrected, and close spellings (one letter off, two in longer words) are shown only when nothing else matches. Exact tickers, whole words and prefixes come first, bigger companies first (an exact match counts as ten times the size), then words written together (cocacola), then transliterations; ordinary shares before depositary receipts. Listings sharing an ISIN, and the company's receipts, are one result, shown by the home listing (the ISIN's country); --all-listings shows each.
        help.details.stocks.show = TICKER is matched exactly, ignoring case. Give several, separated by spaces or commas: each one's listings follow in the order given, and a ticker that names none is said on stderr (in JSON, \"unknown\"); the exit status is 1 only when none is found.
        help.details.stocks.sync = Without --from, every keyless source in turn, each applied on its own. moex: the Moscow Exchange board TQBR: Russian and Latin names, ISIN, prices in roubles (the last trade, else the current or market price, else the previous close), market capitalisation; base URL from FINDER_MOEX_URL. nasdaq: every stock listed on NASDAQ, NYSE and NYSE American, with last sale in US dollars and market capitalisation; base URL from FINDER_NASDAQ_URL; names of listings already in the catalogue are kept. A URL or FILE in the StockFinder format: a JSON array of {\"ticker\", \"name\", \"currentPrice\"} (US dollars), or CSV with a header naming ticker, name, price and optionally currency and exchange. Listings merge with the catalogue by ticker and exchange: names and prices are replaced, new listings added, nothing deleted. Bad rows are skipped and counted. The catalogue and its index change all at once or not at all.
        help.details.suggest = Matching ignores case and accents (ICU). Default domain: stocks.
        help.details.watch = The watchlist is kept in the data folder's store, in the order tickers were added. Prices are those of the catalogue (finder stocks sync refreshes them). “finder watch check” shows the tickers whose alert fires now, each said in words, and exits 0; when none fires it exits 1, so a cron job can run: finder watch check && notify-send …
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
        hint.empty.ticker = Search by name instead: finder stocks {ticker}
        hint.empty.tickers = Check the spelling, or search by name: finder stocks NAME
        hint.limit = Raise the limit (or start finder from a shell without it), then run finder again. Nothing was changed.
        hint.noInodes = Nothing was lost: delete files you no longer need from that file system (it is many small files that use up inodes; df -i shows how many are left), then run finder again. Keep the store: it holds your history and synced listings.
        hint.noPrices = No prices yet: run “finder stocks sync” to fetch current prices from the Moscow Exchange and Nasdaq.
        hint.store.catalogueMismatch = To re-import the bundled catalogue and keep your history and saved results: sqlite3 {path} \"DELETE FROM stocks; DELETE FROM meta WHERE key = 'catalogue.checksum'\", then run finder again (and finder stocks sync for current prices).
        hint.store.corrupt = To recover, move it aside and run finder again; the bundled catalogue is imported afresh: mv {path} {path}.broken
        hint.store.failed = The store itself is intact and keeps your history and synced listings: remove the cause, then run finder again.
        hint.store.foreignJournal = To recover, move the journal aside and run finder again; the store keeps its catalogue, history and saved results as of its last checkpoint: mv {path}-wal {path}-wal.foreign
        hint.store.inconsistent = finder will not import the bundled catalogue over these listings. To start afresh, move the store aside and run finder again: mv {path} {path}.broken — the old file keeps your history and synced listings for sqlite3 to read.
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
        interactive.commands = Commands: :more (next page), :history, :quit.
        interactive.commands.photos = Commands: :more (next page), :history, :color, :orientation, :order (filters; any clears one), :quit.
        interactive.emptyLine = Type a query, or :history, :more, :quit.
        interactive.filter.badValue.color = “{value}” is not a colour finder knows: try blue, black_and_white or any.
        interactive.filter.badValue.order = :order takes relevant or latest.
        interactive.filter.badValue.orientation = :orientation takes landscape, portrait, squarish or any.
        interactive.filters.none = No filters: any colour and orientation, most relevant first.
        interactive.help = Type a query and press Enter to search. Commands: :more for the next page, :history for recent searches (:history TEXT for those containing it), :help for this list, :quit to leave (Ctrl-D too). Ctrl-C stops a search or clears the line.
        interactive.interrupted.prompt = Ctrl-C: line cleared. Type :quit or press Ctrl-D to leave.
        interactive.interrupted.search = Search for “{query}” stopped.
        interactive.keys.photos = Enter search/show photo · Up/Down move · Tab suggestion · PgDn more · Esc quit
        interactive.keys.stocks = Up/Down move · Tab suggestion · Enter save query · PgDn/PgUp page · Esc quit
        interactive.keys.viewing = Esc/Enter back to the list · Up/Down previous/next photo
        interactive.line.intro.photos = Interactive photo search. Type a query and press Enter; commands: :more, :history, :help, :quit. Ctrl-D also quits.
        interactive.line.intro.stocks = Interactive stock search. Type a query and press Enter; commands: :more, :history, :help, :quit. Ctrl-D also quits.
        interactive.loading.photos = Searching photos for “{query}”…
        interactive.loading.stocks = Searching stocks for “{query}”…
        interactive.moreHint = Type :more for the next page.
        interactive.noMorePages = There are no more results.
        interactive.noResultsToPage = Search for something first; then :more or Page Down shows the next page.
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
        photos.hint.pastEnd = Start again from the first page: finder photos {query}
        photos.hint.rateLimited = Try again {when}. Saved results still work: finder --offline photos QUERY
        photos.hint.unauthorized = Check the Access Key of your app at https://unsplash.com/oauth/applications, then store it again: finder config set unsplash-key (or fix UNSPLASH_ACCESS_KEY, which is used first).
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
        photos.more.none.hint = Search first, for example: finder photos mountains
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
        photos.show.notFound.hint = Photo IDs are in search results: finder photos QUERY --json (the “id” of each).
        photos.show.summary = Photo {id} on Unsplash.
        photos.size = {width} × {height}
        photos.size.words[one] = {width} by {count} pixel
        photos.size.words[other] = {width} by {count} pixels
        photos.sponsored = sponsored by {sponsor}
        photos.summary.more = . Next page: finder photos more
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
        reason.errno.EFBIG = the file would grow past the size limit set for finder (ulimit -f)
        reason.errno.EIO = the disk reported an input/output error
        reason.errno.EISDIR = it is a folder, not a file
        reason.errno.ELOOP = too many symbolic links in the path
        reason.errno.EMFILE = too many files are open
        reason.errno.ENAMETOOLONG = the name is too long
        reason.errno.ENOENT = there is no such file or folder
        reason.errno.ENOMEM = there is not enough memory for it (a limit such as ulimit -v may be set)
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
        sync.hint.offline = Run it without --offline, or sync from a file: finder stocks sync --from FILE
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
        topic.formats.json = for scripts: exactly one JSON document on standard output for every outcome, errors and usage mistakes included (see finder help json)
        topic.formats.jsonl = one JSON event per line: a state event when work starts, one result event per result, then a last state event with the count, the message or the error
        topic.formats.streams = Help, the man page, completion scripts and --version are documents too in JSON: one result holding the text. Unknown values are null, never empty strings; timestamps are ISO 8601 in UTC.
        topic.formats.text = for people: results in aligned columns on standard output, in colour where allowed; counts, hints, progress and errors on standard error
        topic.json.document = document: {members}
        topic.json.domains = Each domain adds its own members, present in every document of the domain and null when unknown:
        topic.json.intro = Every JSON document has these members, whatever its outcome; member names are English and stable, messages are in the UI language, and new members may be added.
        topic.json.member.count = how many results the document holds
        topic.json.member.domain = the command that answered (below); cli for help, --version and usage errors
        topic.json.member.error = for an error, an object with code (finder help exit-codes), message and hint; else null
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
        usage.badSubcommand = unknown action “{value}” for finder {command}. Valid actions: {choices}
        usage.badSubcommand.suggest = unknown action “{value}” for finder {command}; did you mean “{suggestion}”? Valid actions: {choices}
        usage.badValue = invalid value “{value}” for {option}. Valid values: {choices}
        usage.badValue.suggest = invalid value “{value}” for {option}; did you mean “{suggestion}”? Valid values: {choices}
        usage.colour.russian = (or in Russian: {names})
        usage.controlCharacter = the query for “finder {command}” contains a control character ({character}); type the query without it
        usage.integerRange = a whole number from {min} to {max}
        usage.missingPhotoID = “finder {command}” needs a photo ID, for example: finder {command} Cat1abc_XyZ (IDs are in the results of finder photos QUERY --json)
        usage.missingQuery = “finder {command}” needs a search query, for example: finder {command} apple
        usage.missingSubcommand = finder {command} needs one of: {choices}
        usage.missingTicker = “finder stocks show” needs a ticker, for example: finder stocks show AAPL
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
        watch.hint.add = Add it first: finder watch add {ticker}
        watch.hint.alert = Set one: finder watch alert AAPL above 250
        watch.hint.empty = Add tickers: finder watch add AAPL MSFT
        watch.noneAdded = No ticker was added to the watchlist.
        watch.notWatched = “{ticker}” is not on the watchlist.
        watch.removed[one] = Removed {count} ticker from the watchlist.
        watch.removed[other] = Removed {count} tickers from the watchlist.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 33284, 33304, 33307, 33321, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38149, 38169, 38172, 38179,
        -1, -1, -1, -1, 22275, 22287, 22290, 22302, 10128, 10152, 10155, 10403, -1, -1, -1, -1,
        8294, 8314, 8317, 8396, 32266, 32284, 32287, 32317, 22834, 22858, 22861, 22881, 38230, 38244, 38247, 38284,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 28819, 28838, 28841, 28869, 4564, 4581, 4584, 4611, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 19088, 19108, 19111, 19144, 19706, 19727, 19730, 19770, 26288, 26305, 26308, 26393,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14437, 14455, 14458, 14473,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29561, 29578, 29581, 29734, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45753, 45779, 45782, 45796, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2027, 2053, 2056, 2118, 11789, 11811, 11814, 11898, -1, -1, -1, -1,
        21153, 21179, 21182, 21219, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57515, 57539, 57542, 57578, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30709, 30727, 30730, 30757,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45417, 45449, 45452, 45503, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50647, 50671, 50674, 50693, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37171, 37188, 37191, 37462,
        -1, -1, -1, -1, -1, -1, -1, -1, 22547, 22557, 22560, 22564, 6874, 6893, 6896, 6944,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57154, 57172, 57175, 57215,
        -1, -1, -1, -1, 40946, 40965, 40968, 40999, 49240, 49254, 49257, 49323, 41144, 41164, 41167, 41181,
        16835, 16852, 16855, 16929, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10404, 10428, 10431, 11337, 27643, 27657, 27660, 27787, 22526, 22537, 22540, 22546, 30075, 30095, 30098, 30137,
        55603, 55619, 55622, 55731, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19207, 19223, 19226, 19258, 22450, 22460, 22463, 22467, 51526, 51557, 51560, 51580, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5984, 5996, 5999, 6060, -1, -1, -1, -1,
        -1, -1, -1, -1, 33472, 33503, 33506, 33529, 40491, 40518, 40521, 40539, -1, -1, -1, -1,
        -1, -1, -1, -1, 42585, 42607, 42610, 42649, 26041, 26059, 26062, 26118, 13350, 13375, 13378, 13517,
        54169, 54194, 54197, 54278, -1, -1, -1, -1, 24976, 24986, 24989, 25021, -1, -1, -1, -1,
        -1, -1, -1, -1, 40904, 40920, 40923, 40945, -1, -1, -1, -1, -1, -1, -1, -1,
        59497, 59513, 59516, 59555, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35444, 35469, 35472, 35516, 47765, 47792, 47795, 47903, -1, -1, -1, -1,
        -1, -1, -1, -1, 22748, 22760, 22763, 22771, -1, -1, -1, -1, 40278, 40303, 40306, 40322,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17559, 17587, 17590, 17820, 21496, 21512, 21515, 21526, 25630, 25652, 25655, 25733, 41976, 42007, 42010, 42058,
        19771, 19804, 19807, 19884, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7355, 7374, 7377, 7430, 316, 333, 336, 355,
        36577, 36593, 36596, 36690, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30294, 30316, 30319, 30349, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49576, 49593, 49596, 49673, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        44917, 44935, 44938, 44954, -1, -1, -1, -1, 45091, 45104, 45107, 45113, 55732, 55746, 55749, 55814,
        -1, -1, -1, -1, -1, -1, -1, -1, 41757, 41789, 41792, 41841, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14044, 14069, 14072, 14212, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28251, 28274, 28277, 28288, 41554, 41571, 41574, 41579,
        20665, 20688, 20691, 20771, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44211, 44237, 44240, 44295, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36378, 36405, 36408, 36445,
        -1, -1, -1, -1, 5395, 5413, 5416, 5507, -1, -1, -1, -1, 45061, 45072, 45075, 45090,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31540, 31565, 31568, 31633, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59295, 59312, 59315, 59377, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57297, 57315, 57318, 57412, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19505, 19525, 19528, 19573, -1, -1, -1, -1, 1742, 1768, 1771, 1817,
        44756, 44763, 44766, 44775, 51704, 51726, 51729, 51730, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40801, 40823, 40826, 40850, -1, -1, -1, -1,
        31166, 31186, 31189, 31223, 46123, 46143, 46146, 46165, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8210, 8233, 8236, 8293, 23883, 23908, 23911, 24001,
        47655, 47674, 47677, 47764, 58111, 58128, 58131, 58158, -1, -1, -1, -1, -1, -1, -1, -1,
        32760, 32779, 32782, 32827, 28665, 28677, 28680, 28722, 16695, 16716, 16719, 16766, 36093, 36117, 36120, 36175,
        54633, 54656, 54659, 54682, -1, -1, -1, -1, 55312, 55330, 55333, 55375, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33572, 33600, 33603, 33622, 53952, 53976, 53979, 54054, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49674, 49691, 49694, 49751, -1, -1, -1, -1,
        18543, 18564, 18567, 18627, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        515, 527, 530, 535, 50155, 50168, 50171, 50194, 46166, 46179, 46182, 46214, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38032, 38051, 38054, 38060, 53592, 53610, 53613, 53709,
        56142, 56169, 56172, 56280, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33360, 33396, 33399, 33414,
        -1, -1, -1, -1, 38619, 38635, 38638, 38683, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31355, 31386, 31389, 31539, -1, -1, -1, -1, 11426, 11444, 11447, 11788,
        53550, 53569, 53572, 53591, 6702, 6712, 6715, 6814, 50078, 50098, 50101, 50154, -1, -1, -1, -1,
        -1, -1, -1, -1, 28147, 28157, 28160, 28173, -1, -1, -1, -1, 31996, 32015, 32018, 32029,
        29139, 29159, 29162, 29203, -1, -1, -1, -1, 59556, 59571, 59574, 59611, -1, -1, -1, -1,
        -1, -1, -1, -1, 25734, 25750, 25753, 25869, -1, -1, -1, -1, -1, -1, -1, -1,
        8397, 8421, 8424, 9318, 13045, 13067, 13070, 13185, -1, -1, -1, -1, -1, -1, -1, -1,
        27154, 27168, 27171, 27247, 30241, 30261, 30264, 30293, -1, -1, -1, -1, 22815, 22827, 22830, 22833,
        28056, 28069, 28072, 28146, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21651, 21680, 21683, 21730, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41398, 41414, 41417, 41421,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 3997, 4018, 4021, 4175, 32828, 32853, 32856, 32916, -1, -1, -1, -1,
        22150, 22173, 22176, 22188, -1, -1, -1, -1, 5143, 5169, 5172, 5191, 42059, 42092, 42095, 42144,
        59378, 59392, 59395, 59434, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54362, 54384, 54387, 54424, 33322, 33346, 33349, 33359, 51010, 51039, 51042, 51083,
        28870, 28890, 28893, 28907, -1, -1, -1, -1, 51783, 51810, 51813, 51837, -1, -1, -1, -1,
        -1, -1, -1, -1, 56488, 56508, 56511, 56535, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30462, 30479, 30482, 30550,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55815, 55837, 55840, 55938,
        -1, -1, -1, -1, 5295, 5312, 5315, 5394, -1, -1, -1, -1, 48248, 48275, 48278, 48366,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46910, 46932, 46935, 47050,
        -1, -1, -1, -1, -1, -1, -1, -1, 43540, 43558, 43561, 43589, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46318, 46339, 46342, 46376, 26630, 26651, 26654, 26719,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28635, 28651, 28654, 28664,
        41502, 41518, 41521, 41525, 6298, 6316, 6319, 6359, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59001, 59018, 59021, 59063, -1, -1, -1, -1, 7001, 7021, 7024, 7087,
        33139, 33163, 33166, 33175, -1, -1, -1, -1, 58837, 58853, 58856, 58875, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6481, 6510, 6513, 6567, 22468, 22478, 22481, 22485,
        765, 779, 782, 789, 22303, 22316, 22319, 22326, 36036, 36060, 36063, 36092, 49752, 49770, 49773, 49858,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 28936, 28952, 28955, 28995, 33932, 33955, 33958, 33977, 56364, 56386, 56389, 56487,
        14381, 14407, 14410, 14436, 47904, 47924, 47927, 47981, 42650, 42674, 42677, 42773, 6568, 6590, 6593, 6637,
        19574, 19601, 19604, 19705, 42774, 42793, 42796, 42813, 57634, 57654, 57657, 57715, -1, -1, -1, -1,
        209, 226, 229, 232, 34401, 34429, 34432, 34686, 50955, 50975, 50978, 51009, 52118, 52145, 52148, 52165,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21287, 21307, 21310, 21339,
        48758, 48774, 48777, 48794, 50790, 50811, 50814, 50843, -1, -1, -1, -1, 917, 928, 931, 935,
        18290, 18313, 18316, 18542, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49004, 49026, 49029, 49100, 255, 267, 270, 288,
        44525, 44546, 44549, 44565, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28453, 28469, 28472, 28483, -1, -1, -1, -1,
        48832, 48849, 48852, 48864, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27086, 27102, 27105, 27153, 41722, 41736, 41739, 41756, 45957, 45976, 45979, 46021, 51886, 51911, 51914, 51936,
        -1, -1, -1, -1, -1, -1, -1, -1, 28508, 28527, 28530, 28537, 23012, 23027, 23030, 23522,
        28390, 28407, 28410, 28415, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51621, 51646, 51649, 51662, -1, -1, -1, -1, 45844, 45862, 45865, 45895, -1, -1, -1, -1,
        -1, -1, -1, -1, 35619, 35642, 35645, 35735, 27508, 27522, 27525, 27570, -1, -1, -1, -1,
        28174, 28182, 28185, 28218, 22971, 22991, 22994, 23011, 38119, 38140, 38143, 38148, -1, -1, -1, -1,
        31224, 31246, 31249, 31271, 31741, 31761, 31764, 31819, -1, -1, -1, -1, -1, -1, -1, -1,
        33079, 33103, 33106, 33138, -1, -1, -1, -1, 16409, 16421, 16424, 16432, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11338, 11358, 11361, 11425, -1, -1, -1, -1,
        17821, 17839, 17842, 17955, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43821, 43841, 43844, 43883, -1, -1, -1, -1, -1, -1, -1, -1, 50734, 50756, 50759, 50789,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38205, 38222, 38225, 38229,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21340, 21363, 21366, 21392,
        42145, 42170, 42173, 42210, 58018, 58025, 58028, 58062, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45672, 45702, 45705, 45752, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21731, 21756, 21759, 21773, -1, -1, -1, -1, -1, -1, -1, -1, 43385, 43404, 43407, 43423,
        -1, -1, -1, -1, 15613, 15629, 15632, 15652, -1, -1, -1, -1, 46377, 46399, 46402, 46448,
        -1, -1, -1, -1, -1, -1, -1, -1, 25135, 25157, 25160, 25291, 58722, 58735, 58738, 58781,
        3355, 3380, 3383, 3475, 42848, 42867, 42870, 42887, -1, -1, -1, -1, 15724, 15739, 15742, 15792,
        -1, -1, -1, -1, 50521, 50541, 50544, 50556, 57716, 57744, 57747, 57838, 43187, 43212, 43215, 43235,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51084, 51105, 51108, 51130,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28327, 28347, 28350, 28358,
        -1, -1, -1, -1, 50439, 50455, 50458, 50476, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54425, 54448, 54451, 54478, 27571, 27586, 27589, 27642,
        58918, 58936, 58939, 58962, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51324, 51336, 51339, 51363, 54055, 54078, 54081, 54168, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21527, 21545, 21548, 21570, 24583, 24614, 24617, 24704, 33809, 33827, 33830, 33841,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41452, 41468, 41471, 41475,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18088, 18113, 18116, 18289, 30996, 31014, 31017, 31037, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19954, 19993, 19996, 20052, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41580, 41595, 41598, 41601, 44955, 44975, 44978, 44995, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22424, 22438, 22441, 22449, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30138, 30152, 30155, 30223, 44487, 44506, 44509, 44524, 52549, 52573, 52576, 52756, 13960, 13983, 13986, 14043,
        -1, -1, -1, -1, 1482, 1508, 1511, 1623, -1, -1, -1, -1, 22726, 22738, 22741, 22747,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39964, 39987, 39990, 40056,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20857, 20886, 20889, 21004, -1, -1, -1, -1, -1, -1, -1, -1, 59435, 59451, 59454, 59496,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40721, 40740, 40743, 40766, -1, -1, -1, -1, 43141, 43160, 43163, 43186,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44163, 44179, 44182, 44210, -1, -1, -1, -1, 3894, 3923, 3926, 3996,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39376, 39396, 39399, 39413, 59064, 59081, 59084, 59126, 835, 848, 851, 857,
        29439, 29454, 29457, 29560, -1, -1, -1, -1, -1, -1, -1, -1, 3476, 3493, 3496, 3664,
        47200, 47222, 47225, 47255, 42337, 42360, 42363, 42409, 50613, 50627, 50630, 50646, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45114, 45124, 45127, 45132,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38337, 38356, 38359, 38394, 16997, 17015, 17018, 17075, -1, -1, -1, -1,
        -1, -1, -1, -1, 35800, 35824, 35827, 35945, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12641, 12662, 12665, 12752, 19145, 19160, 19163, 19206, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32477, 32501, 32504, 32597, 37671, 37694, 37697, 37770, -1, -1, -1, -1, 30901, 30926, 30929, 30954,
        31083, 31102, 31105, 31165, 57911, 57938, 57941, 58017, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18736, 18758, 18761, 18799,
        28416, 28435, 28438, 28452, 48795, 48814, 48817, 48831, 26394, 26416, 26419, 26483, 42512, 42534, 42537, 42584,
        40851, 40875, 40878, 40903, 53710, 53726, 53729, 53889, 5845, 5859, 5862, 5983, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52216, 52241, 52244, 52265, 35000, 35020, 35023, 35241, -1, -1, -1, -1,
        33623, 33652, 33655, 33670, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46283, 46297, 46300, 46317, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44996, 45010, 45013, 45034, 7509, 7533, 7536, 7617,
        3665, 3679, 3682, 3685, 28484, 28500, 28503, 28507, 40156, 40179, 40182, 40204, -1, -1, -1, -1,
        31901, 31928, 31931, 31995, -1, -1, -1, -1, 42465, 42486, 42489, 42511, 40103, 40130, 40133, 40155,
        4612, 4629, 4632, 4680, 49859, 49878, 49881, 49949, -1, -1, -1, -1, -1, -1, -1, -1,
        40540, 40560, 40563, 40608, 40396, 40423, 40426, 40444, 45322, 45349, 45352, 45367, 41376, 41391, 41394, 41397,
        2119, 2143, 2146, 2234, 45133, 45166, 45169, 45225, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21393, 21420, 21423, 21495, 35242, 35271, 35274, 35443, 39788, 39814, 39817, 39873, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42814, 42832, 42835, 42847,
        33176, 33203, 33206, 33216, 18628, 18638, 18641, 18675, 37978, 37997, 38000, 38002, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20397, 20427, 20430, 20488, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13518, 13543, 13546, 13739, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48604, 48624, 48627, 48699, -1, -1, -1, -1,
        47256, 47275, 47278, 47379, 51731, 51756, 51759, 51782, 8184, 8197, 8200, 8209, 33530, 33556, 33559, 33571,
        45797, 45825, 45828, 45843, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39414, 39441, 39444, 39515, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18800, 18818, 18821, 18842, -1, -1, -1, -1, 52852, 52870, 52873, 53007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36235, 36260, 36263, 36317,
        41930, 41947, 41950, 41975, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13186, 13206, 13209, 13349, 50010, 50026, 50029, 50077, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57413, 57433, 57436, 57514, 29836, 29861, 29864, 29953,
        2287, 2306, 2309, 3139, -1, -1, -1, -1, -1, -1, -1, -1, 38180, 38197, 38200, 38204,
        -1, -1, -1, -1, -1, -1, -1, -1, 33765, 33799, 33802, 33808, 18934, 18952, 18955, 19030,
        38838, 38853, 38856, 38907, 51412, 51430, 51433, 51448, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16111, 16127, 16130, 16217, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7821, 7843, 7846, 7875, 39212, 39226, 39229, 39257, -1, -1, -1, -1,
        4176, 4202, 4205, 4268, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15203, 15221, 15224, 15296, 37003, 37020, 37023, 37050,
        51581, 51604, 51607, 51620, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7948, 7972, 7975, 8053, 22933, 22951, 22954, 22970,
        900, 910, 913, 916, 30551, 30566, 30569, 30622, 43424, 43444, 43447, 43489, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7088, 7112, 7115, 7202,
        47552, 47575, 47578, 47654, 25511, 25525, 25528, 25559, 41422, 41441, 41444, 41451, 51223, 51248, 51251, 51277,
        7876, 7900, 7903, 7947, -1, -1, -1, -1, 46704, 46720, 46723, 46778, 25022, 25049, 25052, 25134,
        -1, -1, -1, -1, 36318, 36341, 36344, 36377, 42246, 42252, 42255, 42267, -1, -1, -1, -1,
        7203, 7223, 7226, 7279, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14643, 14657, 14660, 14695, 29251, 29269, 29272, 29327, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14750, 14769, 14772, 14841, 31634, 31661, 31664, 31694, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5508, 5530, 5533, 5631,
        -1, -1, -1, -1, 44296, 44315, 44318, 44349, -1, -1, -1, -1, 9401, 9420, 9423, 10127,
        22486, 22501, 22504, 22525, 25407, 25428, 25431, 25510, 6945, 6962, 6965, 7000, 36176, 36206, 36209, 36234,
        40323, 40341, 40344, 40349, -1, -1, -1, -1, 684, 695, 698, 702, 2235, 2253, 2256, 2286,
        33217, 33236, 33239, 33250, 6140, 6156, 6159, 6229, 48060, 48078, 48081, 48146, 56885, 56903, 56906, 56986,
        -1, -1, -1, -1, -1, -1, -1, -1, 27978, 27992, 27995, 28055, 51838, 51862, 51865, 51885,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13822, 13841, 13844, 13959, 45226, 45261, 45264, 45321,
        -1, -1, -1, -1, -1, -1, -1, -1, 56044, 56063, 56066, 56141, -1, -1, -1, -1,
        16446, 16462, 16465, 16477, 17192, 17205, 17208, 17437, -1, -1, -1, -1, 19885, 19918, 19921, 19953,
        55376, 55391, 55394, 55439, 57839, 57858, 57861, 57910, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51278, 51297, 51300, 51323, -1, -1, -1, -1,
        -1, -1, -1, -1, 37771, 37795, 37798, 37977, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53890, 53913, 53916, 53951, -1, -1, -1, -1, 21851, 21871, 21874, 21905,
        -1, -1, -1, -1, 41292, 41312, 41315, 41323, 936, 948, 951, 956, 14842, 14862, 14865, 14924,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20053, 20077, 20080, 20140, -1, -1, -1, -1,
        45035, 45046, 45049, 45060, 32093, 32117, 32120, 32265, -1, -1, -1, -1, 58625, 58640, 58643, 58674,
        -1, -1, -1, -1, -1, -1, -1, -1, 44566, 44590, 44593, 44619, 59215, 59230, 59233, 59294,
        -1, -1, -1, -1, -1, -1, -1, -1, 55939, 55955, 55958, 56043, 31695, 31707, 31710, 31740,
        49460, 49481, 49484, 49575, 46022, 46042, 46045, 46082, -1, -1, -1, -1, 15793, 15815, 15818, 15897,
        -1, -1, -1, -1, 16930, 16947, 16950, 16996, -1, -1, -1, -1, 51663, 51683, 51686, 51703,
        -1, -1, -1, -1, -1, -1, -1, -1, 31038, 31054, 31057, 31082, 39101, 39124, 39127, 39163,
        53392, 53410, 53413, 53549, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7618, 7638, 7641, 7704, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6230, 6249, 6252, 6297, 35517, 35542, 35545, 35618, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26119, 26140, 26143, 26149,
        -1, -1, -1, -1, 3140, 3160, 3163, 3354, 56987, 57010, 57013, 57053, -1, -1, -1, -1,
        59127, 59145, 59148, 59214, 980, 999, 1002, 1078, 55440, 55451, 55454, 55467, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15407, 15423, 15426, 15435, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37463, 37489, 37492, 37593, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58202, 58221, 58224, 58236, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44350, 44374, 44377, 44393, 49101, 49117, 49120, 49239,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51995, 52028, 52031, 52054,
        48147, 48166, 48169, 48247, -1, -1, -1, -1, -1, -1, -1, -1, 58963, 58974, 58977, 59000,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28723, 28744, 28747, 28772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27248, 27268, 27271, 27291,
        -1, -1, -1, -1, 32318, 32339, 32342, 32389, -1, -1, -1, -1, -1, -1, -1, -1,
        57216, 57230, 57233, 57296, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15572, 15588, 15591, 15612,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30955, 30974, 30977, 30995,
        28601, 28619, 28622, 28634, -1, -1, -1, -1, 58159, 58176, 58179, 58201, -1, -1, -1, -1,
        15090, 15108, 15111, 15202, 52405, 52427, 52430, 52548, -1, -1, -1, -1, 55150, 55174, 55177, 55227,
        -1, -1, -1, -1, 22698, 22710, 22713, 22725, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 22673, 22686, 22689, 22697, -1, -1, -1, -1, -1, -1, -1, -1,
        6061, 6085, 6088, 6139, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38908, 38927, 38930, 38980, 54279, 54304, 54307, 54361, 54754, 54769, 54772, 54793, 54559, 54590, 54593, 54632,
        -1, -1, -1, -1, -1, -1, -1, -1, 18843, 18863, 18866, 18889, -1, -1, -1, -1,
        38285, 38308, 38311, 38336, 41182, 41200, 41203, 41209, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29328, 29341, 29344, 29438,
        -1, -1, -1, -1, 39046, 39062, 39065, 39100, 24374, 24401, 24404, 24457, 5632, 5653, 5656, 5844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30224, 30236, 30239, 30240, 32030, 32052, 32055, 32092,
        32598, 32622, 32625, 32677, 5253, 5270, 5273, 5294, 50694, 50719, 50722, 50733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56724, 56744, 56747, 56884,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50557, 50576, 50579, 50612, 858, 869, 872, 876, -1, -1, -1, -1, 6360, 6384, 6387, 6480,
        -1, -1, -1, -1, 22772, 22785, 22788, 22814, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42211, 42232, 42235, 42245, -1, -1, -1, -1, 22565, 22576, 22579, 22590,
        38981, 38999, 39002, 39045, 43884, 43902, 43905, 43988, 14572, 14596, 14599, 14642, 33251, 33271, 33274, 33283,
        -1, -1, -1, -1, -1, -1, -1, -1, 28773, 28789, 28792, 28818, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22882, 22908, 22911, 22932, -1, -1, -1, -1, 33886, 33914, 33917, 33931, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39516, 39545, 39548, 39621, 46083, 46101, 46104, 46122,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58063, 58082, 58085, 58110, 26592, 26609, 26612, 26629, 43643, 43664, 43667, 43820,
        46779, 46795, 46798, 46824, -1, -1, -1, -1, 28219, 28239, 28242, 28250, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 41526, 41544, 41547, 41553, -1, -1, -1, -1,
        20141, 20157, 20160, 20396, -1, -1, -1, -1, -1, -1, -1, -1, 41693, 41711, 41714, 41721,
        -1, -1, -1, -1, -1, -1, -1, -1, 26484, 26501, 26504, 26591, -1, -1, -1, -1,
        30841, 30865, 30868, 30900, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38003, 38022, 38025, 38031, 22611, 22626, 22629, 22639, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23680, 23705, 23708, 23767, 26939, 26953, 26956, 27020,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46449, 46472, 46475, 46517, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14925, 14943, 14946, 14976, -1, -1, -1, -1, 15436, 15454, 15457, 15571,
        18890, 18903, 18906, 18933, 33978, 33997, 34000, 34400, 39258, 39280, 39283, 39317, 21571, 21600, 21603, 21650,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 22386, 22397, 22400, 22405,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7705, 7723, 7726, 7820, 3686, 3702, 3705, 3712, -1, -1, -1, -1, -1, -1, -1, -1,
        40057, 40077, 40080, 40102, 16433, 16440, 16443, 16445, 22360, 22374, 22377, 22385, 32917, 32944, 32947, 33008,
        34778, 34802, 34805, 34936, -1, -1, -1, -1, 47982, 47999, 48002, 48059, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45504, 45538, 45541, 45593, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 32678, 32697, 32700, 32759, -1, -1, -1, -1,
        14696, 14713, 14716, 14749, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51364, 51380, 51383, 51411, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45368, 45397, 45400, 45416, -1, -1, -1, -1, 44080, 44101, 44104, 44124, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38094, 38111, 38114, 38118, 40767, 40778, 40781, 40800,
        -1, -1, -1, -1, 49324, 49339, 49342, 49358, 4321, 4333, 4336, 4399, 59612, 59628, 59631, 59670,
        -1, -1, -1, -1, 12421, 12445, 12448, 12640, -1, -1, -1, -1, 58477, 58494, 58497, 58511,
        -1, -1, -1, -1, -1, -1, -1, -1, 41663, 41676, 41679, 41692, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 28996, 29016, 29019, 29065, -1, -1, -1, -1,
        36870, 36891, 36894, 37002, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4890, 4914, 4917, 4923, 32390, 32417, 32420, 32476, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43236, 43255, 43258, 43289, 22640, 22657, 22660, 22672,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56668, 56686, 56689, 56723, -1, -1, -1, -1, -1, -1, -1, -1,
        58416, 58434, 58437, 58476, 41210, 41229, 41232, 41239, 51474, 51503, 51506, 51525, 19374, 19390, 19393, 19450,
        -1, -1, -1, -1, 38440, 38462, 38465, 38540, -1, -1, -1, -1, -1, -1, -1, -1,
        4861, 4881, 4884, 4889, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16384, 16397, 16400, 16408, -1, -1, -1, -1, -1, -1, -1, -1, 19031, 19051, 19054, 19087,
        -1, -1, -1, -1, 5192, 5218, 5221, 5252, -1, -1, -1, -1, 39164, 39182, 39185, 39211,
        46641, 46661, 46664, 46703, -1, -1, -1, -1, 24825, 24852, 24855, 24975, 54794, 54811, 54814, 54836,
        33009, 33034, 33037, 33078, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57579, 57600, 57603, 57633, 44677, 44695, 44698, 44714,
        39702, 39730, 39733, 39787, 12104, 12128, 12131, 12222, 18676, 18696, 18699, 18735, -1, -1, -1, -1,
        814, 826, 829, 834, 43035, 43054, 43057, 43083, 44439, 44452, 44455, 44486, 44394, 44416, 44419, 44438,
        30796, 30811, 30814, 30840, 36768, 36793, 36796, 36869, 44620, 44646, 44649, 44676, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39622, 39648, 39651, 39701, 1079, 1100, 1103, 1166,
        37051, 37070, 37073, 37170, 29204, 29224, 29227, 29250, 54837, 54853, 54856, 55015, -1, -1, -1, -1,
        4924, 4937, 4940, 4946, 44125, 44143, 44146, 44162, 51175, 51200, 51203, 51222, 36446, 36469, 36472, 36576,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50266, 50282, 50285, 50306, 14474, 14496, 14499, 14571,
        54479, 54504, 54507, 54558, -1, -1, -1, -1, -1, -1, -1, -1, 29066, 29088, 29091, 29138,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 17438, 17451, 17454, 17558,
        -1, -1, -1, -1, 17076, 17086, 17089, 17191, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28359, 28375, 28378, 28389, 4269, 4282, 4285, 4320, 56281, 56295, 56298, 56363, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42976, 42992, 42995, 43034, -1, -1, -1, -1,
        -1, -1, -1, -1, 4970, 4984, 4987, 5022, 19451, 19466, 19469, 19504, 41270, 41285, 41288, 41291,
        51937, 51964, 51967, 51994, 52055, 52090, 52093, 52117, 42888, 42906, 42909, 42975, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42268, 42292, 42295, 42336,
        46518, 46538, 46541, 46583, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41047, 41066, 41069, 41093, 26150, 26170, 26173, 26287, 41094, 41115, 41118, 41143, 41324, 41342, 41345, 41351,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33719, 33753, 33756, 33764, -1, -1, -1, -1, 38061, 38082, 38085, 38093,
        25955, 25976, 25979, 26040, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29735, 29759, 29762, 29835, 20556, 20579, 20582, 20664, -1, -1, -1, -1,
        -1, -1, -1, -1, 14332, 14357, 14360, 14380, 55082, 55107, 55110, 55149, 6675, 6694, 6697, 6701,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37594, 37613, 37616, 37670, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34687, 34711, 34714, 34777, -1, -1, -1, -1, 58675, 58690, 58693, 58721, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8121, 8146, 8149, 8183, -1, -1, -1, -1,
        55228, 55249, 55252, 55311, -1, -1, -1, -1, 23768, 23791, 23794, 23882, 11899, 11923, 11926, 12103,
        41476, 41493, 41496, 41501, 43290, 43309, 43312, 43384, 48367, 48384, 48387, 48419, 4834, 4852, 4855, 4860,
        400, 417, 420, 433, 9319, 9339, 9342, 9400, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 12753, 12778, 12781, 12958, 17956, 17973, 17976, 18087, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33671, 33706, 33709, 33718,
        49950, 49962, 49965, 50009, -1, -1, -1, -1, 39318, 39339, 39342, 39375, 6815, 6838, 6841, 6873,
        52266, 52293, 52296, 52318, -1, -1, -1, -1, 52757, 52776, 52779, 52851, 23523, 23549, 23552, 23679,
        27422, 27438, 27441, 27507, 33842, 33868, 33871, 33885, 56536, 56558, 56561, 56667, 16505, 16515, 16518, 16524,
        -1, -1, -1, -1, -1, -1, -1, -1, 27905, 27918, 27921, 27977, -1, -1, -1, -1,
        38684, 38705, 38708, 38758, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35736, 35752, 35755, 35799, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30758, 30774, 30777, 30795, -1, -1, -1, -1,
        21906, 21930, 21933, 22036, 734, 751, 754, 764, 24002, 24022, 24025, 24142, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24705, 24732, 24735, 24824,
        -1, -1, -1, -1, -1, -1, -1, -1, 41240, 41259, 41262, 41269, -1, -1, -1, -1,
        -1, -1, -1, -1, 30623, 30641, 30644, 30708, -1, -1, -1, -1, 5023, 5034, 5037, 5142,
        12395, 12408, 12411, 12420, 45896, 45914, 45917, 45956, 44875, 44897, 44900, 44916, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 47504, 47519, 47522, 47551, 55468, 55482, 55485, 55602,
        -1, -1, -1, -1, 55016, 55038, 55041, 55081, 4681, 4697, 4700, 4757, 58276, 58290, 58293, 58325,
        16478, 16489, 16492, 16504, 50477, 50489, 50492, 50520, 50844, 50864, 50867, 50890, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30430, 30442, 30445, 30461, -1, -1, -1, -1, 1943, 1968, 1971, 2026, -1, -1, -1, -1,
        -1, -1, -1, -1, 4758, 4769, 4772, 4780, 44776, 44794, 44797, 44813, 4781, 4799, 4802, 4811,
        -1, -1, -1, -1, 4515, 4540, 4543, 4563, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16345, 16364, 16367, 16383,
        27021, 27044, 27047, 27085, 4482, 4503, 4506, 4514, 24143, 24171, 24174, 24373, 45594, 45622, 45625, 45671,
        -1, -1, -1, -1, -1, -1, -1, -1, 58358, 58374, 58377, 58415, -1, -1, -1, -1,
        43084, 43102, 43105, 43140, 43490, 43508, 43511, 43539, 1818, 1842, 1845, 1942, 494, 506, 509, 514,
        8054, 8078, 8081, 8120, 15297, 15313, 15316, 15406, 25560, 25574, 25577, 25629, 40350, 40375, 40378, 40395,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59671, 59689, 59692, 59734, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51131, 51154, 51157, 51174, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12959, 12980, 12983, 13044, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6638, 6656, 6659, 6674, 25870, 25889, 25892, 25954, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36691, 36708, 36711, 36767, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35946, 35979, 35982, 36035, 41842, 41876, 41879, 41929, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 48700, 48722, 48725, 48757, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48420, 48438, 48441, 48485,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4453, 4473, 4476, 4481, 21774, 21799, 21802, 21816,
        22591, 22602, 22605, 22610, 46825, 46842, 46845, 46909, 25292, 25315, 25318, 25406, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47380, 47399, 47402, 47503, 50195, 50212, 50215, 50265, -1, -1, -1, -1,
        16006, 16025, 16028, 16042, 12351, 12367, 12370, 12394, -1, -1, -1, -1, -1, -1, -1, -1,
        28538, 28557, 28560, 28568, 3713, 3733, 3736, 3893, 54683, 54711, 54714, 54753, -1, -1, -1, -1,
        7280, 7299, 7302, 7354, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1365, 1383, 1386, 1481,
        58782, 58802, 58805, 58836, 41628, 41638, 41641, 41662, 22037, 22061, 22064, 22149, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40445, 40470, 40473, 40490,
        48865, 48885, 48888, 49003, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22406, 22418, 22421, 22423, 52166, 52195, 52198, 52215, -1, -1, -1, -1,
        14213, 14238, 14241, 14331, 46584, 46603, 46606, 46640, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1624, 1647, 1650, 1741, 46215, 46232, 46235, 46282,
        -1, -1, -1, -1, 34937, 34957, 34960, 34999, 44715, 44735, 44738, 44755, 58512, 58529, 58532, 58546,
        -1, -1, -1, -1, 40236, 40259, 40262, 40277, 59735, 59755, 59758, 59801, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58547, 58565, 58568, 58589, -1, -1, -1, -1,
        24458, 24493, 24496, 24582, -1, -1, -1, -1, 16525, 16538, 16541, 16694, 31272, 31299, 31302, 31354,
        44035, 44057, 44060, 44079, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4812, 4826, 4829, 4833, -1, -1, -1, -1,
        -1, -1, -1, -1, 38395, 38414, 38417, 38439, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26720, 26735, 26738, 26841, 12280, 12305, 12308, 12350,
        28908, 28918, 28921, 28935, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51449, 51461, 51464, 51473, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30350, 30364, 30367, 30429, 58237, 58256, 58259, 58275, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21005, 21034, 21037, 21152, -1, -1, -1, -1,
        44814, 44834, 44837, 44854, 57054, 57073, 57076, 57153, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53181, 53202, 53205, 53391, -1, -1, -1, -1, -1, -1, -1, -1,
        19259, 19278, 19281, 19373, 7431, 7455, 7458, 7508, 48486, 48505, 48508, 48603, -1, -1, -1, -1,
        26842, 26864, 26867, 26938, -1, -1, -1, -1, 39874, 39896, 39899, 39963, -1, -1, -1, -1,
        40205, 40222, 40225, 40235, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38759, 38781, 38784, 38837, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21817, 21833, 21836, 21850, 50360, 50381, 50384, 50438, 21220, 21246, 21249, 21286, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47051, 47075, 47078, 47199, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 53008, 53027, 53030, 53180, -1, -1, -1, -1,
        -1, -1, -1, -1, 28289, 28312, 28315, 28326, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42410, 42433, 42436, 42464, -1, -1, -1, -1, -1, -1, -1, -1,
        15898, 15918, 15921, 16005, -1, -1, -1, -1, -1, -1, -1, -1, 13740, 13761, 13764, 13821,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38541, 38557, 38560, 38618,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22327, 22344, 22347, 22359, -1, -1, -1, -1, -1, -1, -1, -1, 16767, 16790, 16793, 16834,
        15653, 15670, 15673, 15723, -1, -1, -1, -1, -1, -1, -1, -1, 16043, 16060, 16063, 16110,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44855, 44862, 44865, 44874, -1, -1, -1, -1, -1, -1, -1, -1,
        12223, 12247, 12250, 12279, 27788, 27804, 27807, 27904, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41000, 41019, 41022, 41046,
        43989, 44007, 44010, 44034, -1, -1, -1, -1, 28569, 28589, 28592, 28600, -1, -1, -1, -1,
        -1, -1, -1, -1, 58876, 58892, 58895, 58917, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49359, 49376, 49379, 49459, -1, -1, -1, -1, -1, -1, -1, -1,
        22189, 22215, 22218, 22244, -1, -1, -1, -1, 27292, 27310, 27313, 27421, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4947, 4960, 4963, 4969,
        14977, 14997, 15000, 15089, 22245, 22258, 22261, 22274, 33415, 33447, 33450, 33471, 20489, 20519, 20522, 20555,
        40609, 40634, 40637, 40720, -1, -1, -1, -1, 31820, 31844, 31847, 31900, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16218, 16235, 16238, 16344, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41352, 41368, 41371, 41375, 43590, 43608, 43611, 43642,
        52319, 52342, 52345, 52404, -1, -1, -1, -1, 50891, 50914, 50917, 50954, -1, -1, -1, -1,
        58590, 58607, 58610, 58624, 29954, 29981, 29984, 30074, 58326, 58347, 58350, 58357, -1, -1, -1, -1,
        4400, 4416, 4419, 4452, 41602, 41619, 41622, 41627, -1, -1, -1, -1, 50307, 50321, 50324, 50359,
        -1, -1, -1, -1, -1, -1, -1, -1, 20772, 20796, 20799, 20856, -1, -1, -1, -1,
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
        hint.store.corrupt = Чтобы восстановить работу, переименуйте его и запустите finder снова; встроенный каталог загрузится заново: «mv {path} {path}.broken»
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
        watch.hint.add = Сначала добавьте его: «finder watch add {ticker}»
        watch.hint.alert = Задайте оповещение: «finder watch alert AAPL above 250»
        watch.hint.empty = Добавьте тикеры: «finder watch add AAPL MSFT»
        watch.noneAdded = В список наблюдения не добавлено ни одного тикера.
        watch.notWatched = «{ticker}» нет в списке наблюдения.
        watch.removed[few] = Из списка наблюдения убрано {count} тикера.
        watch.removed[many] = Из списка наблюдения убрано {count} тикеров.
        watch.removed[one] = Из списка наблюдения убран {count} тикер.
        watch.removed[other] = Из списка наблюдения убрано {count} тикера.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 52810, 52830, 52833, 52849, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60059, 60079, 60082, 60096,
        -1, -1, -1, -1, 34773, 34785, 34788, 34820, 15957, 15981, 15984, 16428, -1, -1, -1, -1,
        12778, 12798, 12801, 12948, 51183, 51201, 51204, 51253, 35642, 35666, 35669, 35698, 60159, 60173, 60176, 60240,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 45108, 45127, 45130, 45179, 6877, 6894, 6897, 6950, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 29929, 29949, 29952, 30012, 30883, 30904, 30907, 30992, 41135, 41152, 41155, 41283,
        -1, -1, -1, -1, -1, -1, -1, -1, 64410, 64436, 64439, 64490, -1, -1, -1, -1,
        52095, 52121, 52124, 52223, -1, -1, -1, -1, -1, -1, -1, -1, 21878, 21896, 21899, 21929,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46503, 46520, 46523, 46793, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74625, 74651, 74654, 74680, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 18827, 18849, 18852, 19019, -1, -1, -1, -1,
        33106, 33132, 33135, 33199, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93931, 93955, 93958, 94002, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48901, 48919, 48922, 48952,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73703, 73735, 73738, 73849, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82300, 82324, 82327, 82351, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58567, 58584, 58587, 59031,
        73181, 73208, 73211, 73235, -1, -1, -1, -1, 35130, 35140, 35143, 35159, 10400, 10419, 10422, 10511,
        -1, -1, -1, -1, -1, -1, -1, -1, 84900, 84934, 84937, 84990, 93404, 93422, 93425, 93491,
        -1, -1, -1, -1, 65360, 65379, 65382, 65443, 80172, 80186, 80189, 80274, 65900, 65920, 65923, 65954,
        25855, 25872, 25875, 26011, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16429, 16453, 16456, 17996, 43292, 43306, 43309, 43568, 35094, 35105, 35108, 35129, 47649, 47669, 47672, 47721,
        91119, 91135, 91138, 91291, 96725, 96740, 96743, 96896, -1, -1, -1, -1, -1, -1, -1, -1,
        30107, 30123, 30126, 30178, 34996, 35006, 35009, 35013, 83597, 83628, 83631, 83677, 45368, 45388, 45391, 45473,
        -1, -1, -1, -1, -1, -1, -1, -1, 8992, 9004, 9007, 9118, -1, -1, -1, -1,
        -1, -1, -1, -1, 53021, 53052, 53055, 53082, 64573, 64600, 64603, 64656, -1, -1, -1, -1,
        -1, -1, -1, -1, 68329, 68351, 68354, 68394, 40734, 40752, 40755, 40872, 20763, 20788, 20791, 20930,
        88992, 89017, 89020, 89178, -1, -1, -1, -1, 39293, 39303, 39306, 39382, -1, -1, -1, -1,
        -1, -1, -1, -1, 65315, 65331, 65334, 65359, -1, -1, -1, -1, -1, -1, -1, -1,
        97593, 97609, 97612, 97673, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55934, 55959, 55962, 56006, 77876, 77903, 77906, 78049, -1, -1, -1, -1,
        -1, -1, -1, -1, 35416, 35428, 35431, 35443, -1, -1, -1, -1, 63919, 63944, 63947, 63974,
        -1, -1, -1, -1, 64007, 64032, 64035, 64086, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27103, 27131, 27134, 27545, 33632, 33648, 33651, 33684, 40154, 40176, 40179, 40343, 65624, 65644, 65647, 65715,
        30993, 31026, 31029, 31146, 67495, 67526, 67529, 67627, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11238, 11257, 11260, 11363, 418, 435, 438, 462,
        57610, 57626, 57629, 57803, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48140, 48162, 48165, 48234, -1, -1, -1, -1,
        -1, -1, -1, -1, 84810, 84843, 84846, 84899, -1, -1, -1, -1, -1, -1, -1, -1,
        80641, 80658, 80661, 80776, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        72341, 72359, 72362, 72386, -1, -1, -1, -1, 72566, 72579, 72582, 72588, 91292, 91306, 91309, 91410,
        -1, -1, -1, -1, -1, -1, -1, -1, 66893, 66925, 66928, 67018, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21460, 21485, 21488, 21628, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44312, 44335, 44338, 44354, 66395, 66412, 66415, 66423,
        32311, 32334, 32337, 32502, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70774, 70800, 70803, 70896, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57282, 57309, 57312, 57399,
        -1, -1, -1, -1, 8094, 8112, 8115, 8263, 47868, 47888, 47891, 47958, 72520, 72531, 72534, 72565,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50075, 50100, 50103, 50252, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 97240, 97257, 97260, 97411, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93610, 93628, 93631, 93780, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63810, 63834, 63837, 63866, 30558, 30578, 30581, 30670, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        71960, 71967, 71970, 71981, 84003, 84025, 84028, 84029, -1, -1, -1, -1, 72294, 72313, 72316, 72340,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62723, 62750, 62753, 62848, 65171, 65193, 65196, 65241, -1, -1, -1, -1,
        49513, 49533, 49536, 49574, 75237, 75257, 75260, 75295, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12648, 12671, 12674, 12777, 37455, 37480, 37483, 37656,
        77723, 77742, 77745, 77875, 74126, 74155, 74158, 74253, 94775, 94792, 94795, 94827, -1, -1, -1, -1,
        51896, 51915, 51918, 51964, 44854, 44866, 44869, 44947, 25618, 25639, 25642, 25745, 56821, 56845, 56848, 56958,
        89743, 89766, 89769, 89796, -1, -1, -1, -1, 84030, 84055, 84058, 84125, 90724, 90742, 90745, 90800,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53138, 53166, 53169, 53204, 88660, 88684, 88687, 88844, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80777, 80794, 80797, 80894, -1, -1, -1, -1,
        28868, 28889, 28892, 29004, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        698, 710, 713, 725, 81527, 81540, 81543, 81584, 75296, 75309, 75312, 75356, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59923, 59942, 59945, 59953, 85468, 85493, 85496, 85542,
        88066, 88084, 88087, 88274, 91900, 91927, 91930, 92098, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52897, 52933, 52936, 52957,
        -1, -1, -1, -1, 60739, 60755, 60758, 60870, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49774, 49805, 49808, 50074, -1, -1, -1, -1, 18151, 18169, 18172, 18826,
        88016, 88035, 88038, 88065, 10103, 10113, 10116, 10291, 81367, 81387, 81390, 81526, -1, -1, -1, -1,
        -1, -1, -1, -1, 44147, 44157, 44160, 44207, -1, -1, -1, -1, 50808, 50827, 50830, 50866,
        45795, 45815, 45818, 45903, -1, -1, -1, -1, 97674, 97689, 97692, 97784, -1, -1, -1, -1,
        -1, -1, -1, -1, 40344, 40360, 40363, 40513, -1, -1, -1, -1, -1, -1, -1, -1,
        12949, 12973, 12976, 14524, 20458, 20480, 20483, 20598, -1, -1, -1, -1, -1, -1, -1, -1,
        42515, 42529, 42532, 42708, 48053, 48073, 48076, 48139, 83678, 83701, 83704, 83739, 35503, 35515, 35518, 35520,
        44005, 44018, 44021, 44146, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33889, 33918, 33921, 34008, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66205, 66221, 66224, 66230,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 52224, 52249, 52252, 52353, -1, -1, -1, -1,
        34603, 34626, 34629, 34648, -1, -1, -1, -1, 7754, 7780, 7783, 7831, 67628, 67661, 67664, 67762,
        97412, 97426, 97429, 97498, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 89316, 89338, 89341, 89408, 52850, 52874, 52877, 52896, 82754, 82783, 82786, 82859,
        45180, 45200, 45203, 45231, -1, -1, -1, -1, 47123, 47149, 47152, 47296, 84317, 84344, 84347, 84414,
        -1, -1, -1, -1, 92420, 92440, 92443, 92478, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48420, 48437, 48440, 48588,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 91411, 91433, 91436, 91576,
        -1, -1, -1, -1, 7953, 7970, 7973, 8093, -1, -1, -1, -1, 78615, 78642, 78645, 78826,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76635, 76657, 76660, 76855,
        -1, -1, -1, -1, -1, -1, -1, -1, 69660, 69678, 69681, 69762, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75461, 75482, 75485, 75514, 41652, 41673, 41676, 41806,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44808, 44824, 44827, 44853,
        66333, 66349, 66352, 66362, 9481, 9499, 9502, 9572, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 96470, 96487, 96490, 96529, -1, -1, -1, -1, 10601, 10621, 10624, 10789,
        52662, 52686, 52689, 52698, -1, -1, -1, -1, 96005, 96021, 96024, 96100, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9765, 9794, 9797, 9898, 35014, 35024, 35027, 35031,
        1052, 1066, 1069, 1087, 34821, 34834, 34837, 34849, 56732, 56756, 56759, 56820, 80895, 80913, 80916, 81058,
        83438, 83468, 83471, 83517, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 45279, 45295, 45298, 45367, 53740, 53763, 53766, 53792, 92236, 92258, 92261, 92419,
        21822, 21848, 21851, 21877, 78050, 78070, 78073, 78189, 68395, 68419, 68422, 68596, 9899, 9921, 9924, 10010,
        30671, 30698, 30701, 30882, 68597, 68616, 68619, 68649, 94094, 94114, 94117, 94216, -1, -1, -1, -1,
        309, 326, 329, 332, 54502, 54530, 54533, 54965, 82696, 82716, 82719, 82753, 85320, 85347, 85350, 85392,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33284, 33304, 33307, 33395,
        79470, 79486, 79489, 79510, 82484, 82505, 82508, 82566, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        28405, 28428, 28431, 28867, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79858, 79880, 79883, 80005, 355, 367, 370, 388,
        71328, 71349, 71352, 71385, -1, -1, -1, -1, 65533, 65552, 65555, 65623, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44566, 44582, 44585, 44603, -1, -1, -1, -1,
        79551, 79568, 79571, 79601, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42400, 42416, 42419, 42514, 66605, 66619, 66622, 66639, 74897, 74916, 74919, 74986, 84655, 84680, 84683, 84725,
        -1, -1, -1, -1, -1, -1, -1, -1, 44630, 44649, 44652, 44670, 35951, 35966, 35969, 36801,
        44485, 44502, 44505, 44515, 45474, 45495, 45498, 45580, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83865, 83890, 83893, 83928, -1, -1, -1, -1, 74741, 74759, 74762, 74825, -1, -1, -1, -1,
        -1, -1, -1, -1, 56109, 56132, 56135, 56259, 43092, 43106, 43109, 43185, -1, -1, -1, -1,
        44208, 44216, 44219, 44273, 35902, 35922, 35925, 35950, 60024, 60045, 60048, 60058, -1, -1, -1, -1,
        49575, 49597, 49600, 49635, 50427, 50447, 50450, 50540, -1, -1, -1, -1, -1, -1, -1, -1,
        52573, 52597, 52600, 52661, 65026, 65048, 65051, 65096, 25121, 25133, 25136, 25155, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17997, 18017, 18020, 18150, -1, -1, -1, -1,
        27546, 27564, 27567, 27788, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70138, 70158, 70161, 70242, -1, -1, -1, -1, -1, -1, -1, -1, 82397, 82419, 82422, 82483,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60130, 60147, 60150, 60158,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33396, 33419, 33422, 33465,
        67763, 67788, 67791, 67874, 94676, 94683, 94686, 94726, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74379, 74409, 74412, 74505, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34009, 34034, 34037, 34057, -1, -1, -1, -1, -1, -1, -1, -1, 69467, 69486, 69489, 69522,
        -1, -1, -1, -1, 23791, 23807, 23810, 23837, -1, -1, -1, -1, 75515, 75537, 75540, 75596,
        -1, -1, -1, -1, -1, -1, -1, -1, 39518, 39540, 39543, 39716, 95820, 95833, 95836, 95902,
        4936, 4961, 4964, 5147, 68691, 68710, 68713, 68748, -1, -1, -1, -1, 23956, 23971, 23974, 24063,
        -1, -1, -1, -1, 82127, 82147, 82150, 82181, 94217, 94245, 94248, 94386, 69195, 69220, 69223, 69259,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 82860, 82881, 82884, 82906,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44400, 44420, 44423, 44437,
        -1, -1, -1, -1, 81969, 81985, 81988, 82028, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 89409, 89432, 89435, 89510, 43186, 43201, 43204, 43291,
        96333, 96351, 96354, 96411, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83167, 83179, 83182, 83236, 88845, 88868, 88871, 88991, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33685, 33703, 33706, 33770, 38679, 38710, 38713, 38852, 53456, 53474, 53477, 53500,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66272, 66288, 66291, 66299,
        -1, -1, -1, -1, -1, -1, -1, -1, 53501, 53527, 53530, 53559, 96897, 96913, 96916, 97069,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28020, 28045, 28048, 28404, 49267, 49285, 49288, 49326, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31240, 31279, 31282, 31362, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66424, 66439, 66442, 66445, 72387, 72407, 72410, 72436, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34968, 34982, 34985, 34995, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47722, 47736, 47739, 47848, 71272, 71291, 71294, 71327, 86172, 86196, 86199, 86583, 21376, 21399, 21402, 21459,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 35390, 35402, 35405, 35415,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63385, 63408, 63411, 63525,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32636, 32665, 32668, 32869, -1, -1, -1, -1, -1, -1, -1, -1, 97499, 97515, 97518, 97592,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64929, 64948, 64951, 64991, -1, -1, -1, -1, 69119, 69138, 69141, 69194,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70685, 70701, 70704, 70773, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61932, 61952, 61955, 61978, 96530, 96547, 96550, 96589, 1158, 1171, 1174, 1192,
        46277, 46292, 46295, 46502, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        77083, 77105, 77108, 77138, 68021, 68044, 68047, 68102, 82266, 82280, 82283, 82299, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72589, 72599, 72602, 72607,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60315, 60334, 60337, 60415, 26097, 26115, 26118, 26235, -1, -1, -1, -1,
        -1, -1, -1, -1, 56388, 56412, 56415, 56566, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20054, 20075, 20078, 20165, 30013, 30028, 30031, 30106, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51501, 51525, 51528, 51689, 59366, 59389, 59392, 59521, -1, -1, -1, -1, 49129, 49154, 49157, 49209,
        49384, 49403, 49406, 49512, 72030, 72049, 72052, 72076, 94510, 94537, 94540, 94675, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29298, 29320, 29323, 29381,
        44516, 44535, 44538, 44565, 79511, 79530, 79533, 79550, 41284, 41306, 41309, 41428, 68245, 68267, 68270, 68328,
        65242, 65266, 65269, 65314, 84488, 84513, 84516, 84569, 8745, 8759, 8762, 8991, 88275, 88291, 88294, 88573,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47959, 47980, 47983, 48052,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 85619, 85644, 85647, 85693, 55480, 55500, 55503, 55731, -1, -1, -1, -1,
        53205, 53234, 53237, 53268, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75426, 75440, 75443, 75460, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72437, 72451, 72454, 72489, 11508, 11532, 11535, 11656,
        5408, 5422, 5425, 5435, 44604, 44620, 44623, 44629, 63665, 63688, 63691, 63717, -1, -1, -1, -1,
        50672, 50699, 50702, 50807, -1, -1, -1, -1, 68190, 68211, 68214, 68244, 63590, 63617, 63620, 63664,
        6951, 6968, 6971, 7080, 71982, 72000, 72003, 72029, 76190, 76212, 76215, 76412, 81059, 81078, 81081, 81162,
        64657, 64677, 64680, 64765, 64246, 64273, 64276, 64327, 73294, 73321, 73324, 73346, 66178, 66193, 66196, 66204,
        3155, 3179, 3182, 3321, 72893, 72926, 72929, 73034, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33466, 33493, 33496, 33631, 55732, 55761, 55764, 55933, 63095, 63121, 63124, 63228, 64328, 64353, 64356, 64409,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68650, 68668, 68671, 68690,
        52699, 52726, 52729, 52741, 29005, 29015, 29018, 29052, 59855, 59874, 59877, 59887, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31929, 31959, 31962, 32074, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20931, 20956, 20959, 21152, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79205, 79225, 79228, 79357, -1, -1, -1, -1,
        77139, 77158, 77161, 77303, 84221, 84246, 84249, 84316, 12616, 12629, 12632, 12647, 53083, 53109, 53112, 53137,
        74681, 74709, 74712, 74740, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62290, 62317, 62320, 62442, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29507, 29525, 29528, 29565, -1, -1, -1, -1, 86739, 86757, 86760, 87024, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57048, 57073, 57076, 57176,
        67147, 67164, 67167, 67223, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20599, 20619, 20622, 20762, 81261, 81277, 81280, 81366, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93781, 93801, 93804, 93930, 47297, 47322, 47325, 47471,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 60097, 60114, 60117, 60129,
        -1, -1, -1, -1, -1, -1, -1, -1, 53398, 53432, 53435, 53455, 29696, 29714, 29717, 29834,
        61148, 61163, 61166, 61258, 83297, 83315, 83318, 83333, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24612, 24628, 24631, 24810, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11979, 12001, 12004, 12071, 46950, 46975, 46978, 47122, 61677, 61691, 61694, 61776,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23079, 23097, 23100, 23228, 58280, 58297, 58300, 58360,
        83803, 83826, 83829, 83864, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12190, 12214, 12217, 12421, 35857, 35875, 35878, 35901,
        1259, 1269, 1272, 1286, 48589, 48604, 48607, 48739, 69523, 69543, 69546, 69598, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10790, 10814, 10817, 10954,
        71386, 71410, 71413, 71471, 39977, 39991, 39994, 40057, 66231, 66250, 66253, 66271, 77582, 77605, 77608, 77722,
        12072, 12096, 12099, 12189, 83025, 83050, 83053, 83093, 61979, 62006, 62009, 62133, 39383, 39410, 39413, 39517,
        75904, 75920, 75923, 76008, 57177, 57200, 57203, 57281, 67911, 67917, 67920, 67930, -1, -1, -1, -1,
        10955, 10975, 10978, 11115, 96178, 96195, 96198, 96257, -1, -1, -1, -1, -1, -1, -1, -1,
        22206, 22220, 22223, 22292, 45977, 45995, 45998, 46099, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22389, 22408, 22411, 22524, 50253, 50280, 50283, 50337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8264, 8286, 8289, 8438,
        -1, -1, -1, -1, 70897, 70916, 70919, 70961, -1, -1, -1, -1, 14661, 14680, 14683, 15956,
        35032, 35047, 35050, 35093, 39851, 39872, 39875, 39976, 10512, 10529, 10532, 10600, 56959, 56989, 56992, 57047,
        63975, 63993, 63996, 64006, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        52742, 52761, 52764, 52775, 9229, 9245, 9248, 9380, 78339, 78357, 78360, 78470, 93031, 93049, 93052, 93176,
        -1, -1, -1, -1, -1, -1, -1, -1, 43884, 43898, 43901, 44004, 84415, 84439, 84442, 84487,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21238, 21257, 21260, 21375, 73035, 73070, 73073, 73180,
        -1, -1, -1, -1, -1, -1, -1, -1, 91748, 91767, 91770, 91899, -1, -1, -1, -1,
        25173, 25189, 25192, 25213, 26431, 26444, 26447, 26913, -1, -1, -1, -1, 31147, 31180, 31183, 31239,
        90801, 90816, 90819, 90902, 94387, 94406, 94409, 94509, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83094, 83113, 83116, 83166, -1, -1, -1, -1,
        -1, -1, -1, -1, 59522, 59546, 59549, 59854, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 88574, 88597, 88600, 88659, -1, -1, -1, -1, 34157, 34177, 34180, 34240,
        -1, -1, -1, -1, 66086, 66106, 66109, 66119, 1320, 1332, 1335, 1345, 22525, 22545, 22548, 22635,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31363, 31387, 31390, 31507, -1, -1, -1, -1,
        72490, 72501, 72504, 72519, 50943, 50967, 50970, 51182, -1, -1, -1, -1, 95688, 95703, 95706, 95754,
        -1, -1, -1, -1, -1, -1, -1, -1, 71559, 71583, 71586, 71644, 97070, 97085, 97088, 97239,
        -1, -1, -1, -1, -1, -1, -1, -1, 91577, 91593, 91596, 91747, 50338, 50350, 50353, 50426,
        80470, 80491, 80494, 80640, 74987, 75007, 75010, 75064, -1, -1, -1, -1, 24064, 24086, 24089, 24226,
        -1, -1, -1, -1, 26012, 26029, 26032, 26096, -1, -1, -1, -1, 83929, 83949, 83952, 84002,
        -1, -1, -1, -1, -1, -1, -1, -1, 49327, 49343, 49346, 49383, 29443, 29462, 29465, 29506,
        61503, 61526, 61529, 61614, 87694, 87712, 87715, 88015, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11657, 11677, 11680, 11807, 72246, 72264, 72267, 72293, -1, -1, -1, -1,
        -1, -1, -1, -1, 9381, 9400, 9403, 9480, 56007, 56032, 56035, 56108, -1, -1, -1, -1,
        29135, 29156, 29159, 29219, 84570, 84596, 84599, 84654, 85173, 85200, 85203, 85245, 40873, 40894, 40897, 40903,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 93177, 93200, 93203, 93274, -1, -1, -1, -1,
        96590, 96608, 96611, 96724, 1375, 1394, 1397, 1540, 90903, 90914, 90917, 90939, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23395, 23411, 23414, 23445, 85246, 85274, 85277, 85319,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 96101, 96117, 96120, 96177,
        59032, 59058, 59061, 59268, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94882, 94901, 94904, 94929, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70962, 70986, 70989, 71018, 80006, 80022, 80025, 80171,
        -1, -1, -1, -1, 71472, 71497, 71500, 71558, -1, -1, -1, -1, 84991, 85024, 85027, 85080,
        73999, 74027, 74030, 74125, 78471, 78490, 78493, 78614, -1, -1, -1, -1, 96412, 96423, 96426, 96469,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44948, 44969, 44972, 45032, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42709, 42729, 42732, 42757,
        -1, -1, -1, -1, 51254, 51275, 51278, 51372, -1, -1, -1, -1, -1, -1, -1, -1,
        93492, 93506, 93509, 93609, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23740, 23756, 23759, 23790,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49210, 49229, 49232, 49266,
        44763, 44781, 44784, 44807, -1, -1, -1, -1, 94828, 94845, 94848, 94881, -1, -1, -1, -1,
        22883, 22901, 22904, 23078, 85914, 85936, 85939, 86171, -1, -1, -1, -1, 90482, 90506, 90509, 90585,
        -1, -1, -1, -1, 35356, 35368, 35371, 35389, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 35309, 35322, 35325, 35355, -1, -1, -1, -1, -1, -1, -1, -1,
        9119, 9143, 9146, 9228, 83740, 83764, 83767, 83802, -1, -1, -1, -1, -1, -1, -1, -1,
        61259, 61278, 61281, 61361, 89179, 89204, 89207, 89315, 89912, 89927, 89930, 89958, 89621, 89652, 89655, 89742,
        -1, -1, -1, -1, -1, -1, -1, -1, 29566, 29586, 29589, 29630, -1, -1, -1, -1,
        60241, 60264, 60267, 60314, 65955, 65973, 65976, 65984, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46100, 46113, 46116, 46276,
        -1, -1, -1, -1, 61438, 61454, 61457, 61502, 38272, 38299, 38302, 38454, 8439, 8460, 8463, 8744,
        29053, 29073, 29076, 29134, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        35521, 35545, 35548, 35579, -1, -1, -1, -1, 47849, 47861, 47864, 47867, 50867, 50889, 50892, 50942,
        51690, 51714, 51717, 51795, 7906, 7923, 7926, 7952, 72608, 72641, 72644, 72749, 82352, 82377, 82380, 82396,
        -1, -1, -1, -1, 35760, 35778, 35781, 35806, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 92757, 92777, 92780, 93030,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        82182, 82201, 82204, 82265, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9573, 9597, 9600, 9764,
        -1, -1, -1, -1, 35444, 35457, 35460, 35502, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67875, 67896, 67899, 67910, -1, -1, -1, -1, 35160, 35171, 35174, 35203,
        61362, 61380, 61383, 61437, 70243, 70261, 70264, 70427, 22097, 22121, 22124, 22205, 52776, 52796, 52799, 52809,
        -1, -1, -1, -1, -1, -1, -1, -1, 45033, 45049, 45052, 45107, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35699, 35725, 35728, 35759, -1, -1, -1, -1, 53679, 53707, 53710, 53739, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67359, 67391, 67394, 67494, -1, -1, -1, -1, 62443, 62472, 62475, 62599, 75180, 75198, 75201, 75236,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94727, 94746, 94749, 94774, 41597, 41614, 41617, 41651, 69839, 69860, 69863, 70137,
        76009, 76025, 76028, 76065, -1, -1, -1, -1, 44274, 44294, 44297, 44311, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 66363, 66381, 66384, 66394, -1, -1, -1, -1,
        31508, 31524, 31527, 31928, -1, -1, -1, -1, -1, -1, -1, -1, 66563, 66581, 66584, 66604,
        -1, -1, -1, -1, -1, -1, -1, -1, 41429, 41446, 41449, 41596, -1, -1, -1, -1,
        49056, 49080, 49083, 49128, -1, -1, -1, -1, -1, -1, -1, -1, 97957, 97976, 97979, 98054,
        -1, -1, -1, -1, 59888, 59907, 59910, 59922, 35227, 35242, 35245, 35262, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37088, 37113, 37116, 37248, 42196, 42210, 42213, 42317,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75597, 75620, 75623, 75682, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22636, 22654, 22657, 22726, -1, -1, -1, -1, 23446, 23464, 23467, 23739,
        29631, 29644, 29647, 29695, 53560, 53587, 53590, 53619, 53793, 53812, 53815, 54501, 33771, 33800, 33803, 33888,
        61777, 61799, 61802, 61845, -1, -1, -1, -1, 389, 403, 406, 417, 34920, 34931, 34934, 34939,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11808, 11826, 11829, 11978, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        63526, 63546, 63549, 63589, 25156, 25163, 25166, 25172, 34890, 34904, 34907, 34919, 52354, 52381, 52384, 52485,
        55110, 55134, 55137, 55373, -1, -1, -1, -1, 78190, 78207, 78210, 78338, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64087, 64113, 64116, 64165, 73850, 73884, 73887, 73998,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 51796, 51815, 51818, 51895, -1, -1, -1, -1,
        22293, 22310, 22313, 22388, 71215, 71235, 71238, 71271, -1, -1, -1, -1, -1, -1, -1, -1,
        83237, 83253, 83256, 83296, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73347, 73376, 73379, 73403, -1, -1, -1, -1, 70562, 70583, 70586, 70629, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59991, 60008, 60011, 60023, 64992, 65003, 65006, 65025,
        -1, -1, -1, -1, 80275, 80290, 80293, 80325, 6553, 6565, 6568, 6667, 74506, 74532, 74535, 74563,
        97785, 97801, 97804, 97861, 19834, 19858, 19861, 20053, -1, -1, -1, -1, 95507, 95524, 95527, 95544,
        -1, -1, -1, -1, -1, -1, -1, -1, 66517, 66530, 66533, 66562, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 45581, 45601, 45604, 45686, -1, -1, -1, -1,
        58113, 58134, 58137, 58279, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7357, 7381, 7384, 7403, 51373, 51400, 51403, 51500, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69260, 69279, 69282, 69330, 35263, 35280, 35283, 35308,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73236, 73264, 73267, 73293, 92654, 92672, 92675, 92756, -1, -1, -1, -1,
        95408, 95426, 95429, 95506, 65985, 66004, 66007, 66021, 83518, 83547, 83550, 83596, 30360, 30376, 30379, 30480,
        -1, -1, -1, -1, 60486, 60508, 60511, 60601, -1, -1, -1, -1, -1, -1, -1, -1,
        7328, 7348, 7351, 7356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25078, 25091, 25094, 25120, -1, -1, -1, -1, -1, -1, -1, -1, 29835, 29855, 29858, 29928,
        -1, -1, -1, -1, 7832, 7858, 7861, 7905, 71789, 71808, 71811, 71845, 61615, 61633, 61636, 61676,
        75825, 75845, 75848, 75903, -1, -1, -1, -1, 39048, 39075, 39078, 39292, 89959, 89976, 89979, 90021,
        52486, 52511, 52514, 52572, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 94003, 94024, 94027, 94093, 71846, 71864, 71867, 71901,
        62970, 62998, 63001, 63094, 19334, 19358, 19361, 19515, 29220, 29240, 29243, 29297, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 68962, 68981, 68984, 69019, 71088, 71101, 71104, 71158, 71019, 71041, 71044, 71087,
        48996, 49011, 49014, 49055, 57967, 57992, 57995, 58112, 71645, 71671, 71674, 71732, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62849, 62875, 62878, 62969, 1541, 1562, 1565, 1679,
        58361, 58380, 58383, 58566, 45904, 45924, 45927, 45976, 90022, 90038, 90041, 90290, -1, -1, -1, -1,
        7404, 7417, 7420, 7428, 70630, 70648, 70651, 70684, 82967, 82992, 82995, 83024, 57400, 57423, 57426, 57609,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 81686, 81702, 81705, 81746, 21930, 21952, 21955, 22096,
        74564, 74591, 74594, 74624, 89511, 89536, 89539, 89620, -1, -1, -1, -1, 45687, 45709, 45712, 45794,
        62600, 62626, 62629, 62722, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 26914, 26927, 26930, 27102,
        66640, 66672, 66675, 66765, 26236, 26246, 26249, 26430, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44438, 44454, 44457, 44484, 6481, 6494, 6497, 6552, 92099, 92113, 92116, 92235, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68877, 68893, 68896, 68961, -1, -1, -1, -1,
        -1, -1, -1, -1, 7456, 7470, 7473, 7534, 30481, 30496, 30499, 30557, 66057, 66072, 66075, 66085,
        84726, 84753, 84756, 84809, 85081, 85116, 85119, 85172, 68749, 68767, 68770, 68876, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67931, 67955, 67958, 68020,
        75683, 75703, 75706, 75764, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65716, 65735, 65738, 65806, 40904, 40924, 40927, 41134, 65807, 65828, 65831, 65899, 66120, 66138, 66141, 66149,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53336, 53370, 53373, 53397, 66766, 66799, 66802, 66892, 59954, 59975, 59978, 59990,
        40622, 40643, 40646, 40733, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46794, 46818, 46821, 46949, 29382, 29400, 29403, 29442, 32153, 32176, 32179, 32310,
        -1, -1, -1, -1, 21773, 21798, 21801, 21821, 90377, 90402, 90405, 90481, 10064, 10083, 10086, 10102,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59269, 59288, 59291, 59365, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54966, 54990, 54993, 55109, -1, -1, -1, -1, 95755, 95770, 95773, 95819, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12522, 12547, 12550, 12615, -1, -1, -1, -1,
        90586, 90607, 90610, 90723, -1, -1, -1, -1, 37249, 37272, 37275, 37454, 19020, 19044, 19047, 19333,
        66300, 66317, 66320, 66332, 69331, 69350, 69353, 69466, 78827, 78844, 78847, 78917, 7301, 7319, 7322, 7327,
        530, 547, 550, 574, 14525, 14545, 14548, 14660, 95118, 95134, 95137, 95214, 833, 849, 852, 873,
        -1, -1, -1, -1, 20166, 20191, 20194, 20371, 27789, 27806, 27809, 28019, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53269, 53304, 53307, 53335,
        81163, 81175, 81178, 81260, -1, -1, -1, -1, 61846, 61867, 61870, 61931, 10292, 10315, 10318, 10399,
        85694, 85721, 85724, 85770, -1, -1, -1, -1, 86584, 86603, 86606, 86738, 36802, 36828, 36831, 37087,
        42971, 42987, 42990, 43091, 53620, 53646, 53649, 53678, 84126, 84152, 84155, 84220, 25253, 25263, 25266, 25293,
        92479, 92501, 92504, 92653, -1, -1, -1, -1, 43735, 43748, 43751, 43883, -1, -1, -1, -1,
        60871, 60892, 60895, 60985, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56260, 56276, 56279, 56387, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48953, 48969, 48972, 48995, -1, -1, -1, -1,
        34241, 34265, 34268, 34424, 1008, 1025, 1028, 1051, 37657, 37677, 37680, 37933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38853, 38880, 38883, 39047,
        -1, -1, -1, -1, -1, -1, -1, -1, 66022, 66041, 66044, 66056, -1, -1, -1, -1,
        -1, -1, -1, -1, 48740, 48758, 48761, 48900, -1, -1, -1, -1, 7535, 7546, 7549, 7753,
        19802, 19815, 19818, 19833, 74826, 74844, 74847, 74896, 72195, 72217, 72220, 72245, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 77507, 77522, 77525, 77581, 90940, 90954, 90957, 91118,
        -1, -1, -1, -1, 90291, 90313, 90316, 90376, 7081, 7097, 7100, 7205, 94981, 94995, 94998, 95072,
        25214, 25225, 25228, 25252, 82029, 82041, 82044, 82126, 82567, 82587, 82590, 82630, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48351, 48363, 48366, 48419, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 72750, 72784, 72787, 72892,
        -1, -1, -1, -1, 7206, 7217, 7220, 7229, 72077, 72095, 72098, 72122, 7230, 7248, 7251, 7278,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25026, 25045, 25048, 25077,
        42318, 42341, 42344, 42399, 6777, 6798, 6801, 6824, 37934, 37962, 37965, 38271, 74254, 74282, 74285, 74378,
        -1, -1, -1, -1, -1, -1, -1, -1, 95315, 95331, 95334, 95407, -1, -1, -1, -1,
        69020, 69038, 69041, 69118, 69599, 69617, 69620, 69659, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12422, 12446, 12449, 12521, 23229, 23245, 23248, 23394, 40058, 40072, 40075, 40153, 64166, 64191, 64194, 64245,
        85543, 85569, 85572, 85618, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        98055, 98073, 98076, 98145, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 82907, 82930, 82933, 82966, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75122, 75141, 75144, 75179, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20372, 20393, 20396, 20457, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67224, 67255, 67258, 67358,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10011, 10029, 10032, 10063, 40514, 40533, 40536, 40621, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57804, 57821, 57824, 57966, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56567, 56600, 56603, 56731, 67019, 67053, 67056, 67146, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 79358, 79380, 79383, 79469, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 73553, 73586, 73589, 73702,
        78918, 78936, 78939, 79017, 95215, 95232, 95235, 95314, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 34058, 34083, 34086, 34108,
        35204, 35215, 35218, 35226, 76066, 76083, 76086, 76189, 39717, 39740, 39743, 39850, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71733, 71751, 71754, 71788, 77304, 77323, 77326, 77506, 81585, 81602, 81605, 81685,
        24423, 24442, 24445, 24482, 19746, 19762, 19765, 19801, -1, -1, -1, -1, -1, -1, -1, -1,
        44671, 44690, 44693, 44720, 5471, 5491, 5494, 5765, 89797, 89825, 89828, 89911, -1, -1, -1, -1,
        11116, 11135, 11138, 11237, -1, -1, -1, -1, 97862, 97880, 97883, 97956, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1994, 2012, 2015, 2181,
        95903, 95923, 95926, 96004, 66483, 66493, 66496, 66516, 34425, 34449, 34452, 34602, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51965, 51990, 51993, 52094,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64491, 64516, 64519, 64572,
        79602, 79622, 79625, 79857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34940, 34952, 34955, 34967, 85393, 85422, 85425, 85467, -1, -1, -1, -1,
        21629, 21654, 21657, 21772, 75765, 75784, 75787, 75824, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63756, 63779, 63782, 63809,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 75357, 75374, 75377, 75425,
        76413, 76436, 76439, 76634, 55374, 55394, 55397, 55479, 71902, 71922, 71925, 71959, 73404, 73436, 73439, 73552,
        95545, 95562, 95565, 95582, 63867, 63890, 63893, 63918, 98146, 98166, 98169, 98242, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 95583, 95601, 95604, 95637, -1, -1, -1, -1,
        38455, 38490, 38493, 38678, -1, -1, -1, -1, 25294, 25307, 25310, 25617, 49636, 49663, 49666, 49773,
        70495, 70517, 70520, 70561, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65097, 65120, 65123, 65170, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7279, 7293, 7296, 7300, -1, -1, -1, -1,
        -1, -1, -1, -1, 60416, 60435, 60438, 60485, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41807, 41822, 41825, 42055, 19617, 19642, 19645, 19745,
        45232, 45242, 45245, 45278, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83334, 83346, 83349, 83358, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48235, 48249, 48252, 48350, 94930, 94949, 94952, 94980, -1, -1, -1, -1, -1, -1, -1, -1,
        83359, 83388, 83391, 83437, -1, -1, -1, -1, 32870, 32899, 32902, 33105, -1, -1, -1, -1,
        72123, 72143, 72146, 72172, 75065, 75083, 75086, 75121, 93275, 93294, 93297, 93403, -1, -1, -1, -1,
        -1, -1, -1, -1, 87346, 87367, 87370, 87693, -1, -1, -1, -1, -1, -1, -1, -1,
        30179, 30198, 30201, 30359, 11364, 11388, 11391, 11507, 79018, 79037, 79040, 79204, -1, -1, -1, -1,
        42056, 42078, 42081, 42195, -1, -1, -1, -1, 63229, 63251, 63254, 63384, -1, -1, -1, -1,
        63718, 63735, 63738, 63755, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60986, 61008, 61011, 61147, 35580, 35605, 35608, 35641, -1, -1, -1, -1, -1, -1, -1, -1,
        34109, 34125, 34128, 34156, 81810, 81831, 81834, 81968, 33200, 33226, 33229, 33283, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 76856, 76880, 76883, 77082, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 87025, 87044, 87047, 87345, -1, -1, -1, -1,
        -1, -1, -1, -1, 44355, 44378, 44381, 44399, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68103, 68126, 68129, 68189, -1, -1, -1, -1, -1, -1, -1, -1,
        24227, 24247, 24250, 24422, -1, -1, -1, -1, -1, -1, -1, -1, 21153, 21174, 21177, 21237,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60602, 60618, 60621, 60738,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34850, 34867, 34870, 34889, -1, -1, -1, -1, -1, -1, -1, -1, 25746, 25769, 25772, 25854,
        23838, 23855, 23858, 23955, -1, -1, -1, -1, -1, -1, -1, -1, 24483, 24500, 24503, 24611,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72173, 72180, 72183, 72194, -1, -1, -1, -1, -1, -1, -1, -1,
        19516, 19540, 19543, 19616, 43569, 43585, 43588, 43734, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65444, 65463, 65466, 65532,
        70428, 70446, 70449, 70494, -1, -1, -1, -1, 44721, 44741, 44744, 44762, -1, -1, -1, -1,
        -1, -1, -1, -1, 96258, 96274, 96277, 96332, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80326, 80343, 80346, 80469, -1, -1, -1, -1, -1, -1, -1, -1,
        34649, 34675, 34678, 34726, -1, -1, -1, -1, 42758, 42776, 42779, 42970, 62134, 62162, 62165, 62289,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7429, 7442, 7445, 7455,
        22727, 22747, 22750, 22882, 34727, 34740, 34743, 34772, 35807, 35826, 35829, 35856, 32075, 32105, 32108, 32152,
        52958, 52990, 52993, 53020, 64766, 64791, 64794, 64928, 50541, 50565, 50568, 50671, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24811, 24828, 24831, 25025, 71159, 71178, 71181, 71214,
        -1, -1, -1, -1, -1, -1, -1, -1, 66150, 66166, 66169, 66177, 69763, 69781, 69784, 69838,
        85771, 85794, 85797, 85913, -1, -1, -1, -1, 82631, 82654, 82657, 82695, -1, -1, -1, -1,
        95638, 95655, 95658, 95687, 47472, 47499, 47502, 47648, 95073, 95094, 95097, 95117, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 66446, 66463, 66466, 66482, -1, -1, -1, -1, 81747, 81761, 81764, 81809,
        -1, -1, -1, -1, -1, -1, -1, -1, 32503, 32527, 32530, 32635, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
