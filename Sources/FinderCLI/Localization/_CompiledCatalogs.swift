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
        -1, -1, -1, -1, -1, -1, -1, -1, 32899, 32919, 32922, 32936, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37764, 37784, 37787, 37794,
        -1, -1, -1, -1, 21890, 21902, 21905, 21917, 9989, 10013, 10016, 10264, -1, -1, -1, -1,
        8155, 8175, 8178, 8257, 31881, 31899, 31902, 31932, 22449, 22473, 22476, 22496, 37845, 37859, 37862, 37899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 28434, 28453, 28456, 28484, 4564, 4581, 4584, 4611, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 18703, 18723, 18726, 18759, 19321, 19342, 19345, 19385, 25903, 25920, 25923, 26008,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14298, 14316, 14319, 14334,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29176, 29193, 29196, 29349, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45191, 45217, 45220, 45234, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2027, 2053, 2056, 2118, 11650, 11672, 11675, 11759, -1, -1, -1, -1,
        20768, 20794, 20797, 20834, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56868, 56892, 56895, 56931, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30324, 30342, 30345, 30372,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50000, 50024, 50027, 50046, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36786, 36803, 36806, 37077,
        -1, -1, -1, -1, -1, -1, -1, -1, 22162, 22172, 22175, 22179, 6735, 6754, 6757, 6805,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56507, 56525, 56528, 56568,
        -1, -1, -1, -1, 40561, 40580, 40583, 40614, 48593, 48607, 48610, 48676, 40759, 40779, 40782, 40796,
        16696, 16713, 16716, 16790, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10265, 10289, 10292, 11198, 27258, 27272, 27275, 27402, 22141, 22152, 22155, 22161, 29690, 29710, 29713, 29752,
        54956, 54972, 54975, 55084, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18822, 18838, 18841, 18873, 22065, 22075, 22078, 22082, 50879, 50910, 50913, 50933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5845, 5857, 5860, 5921, -1, -1, -1, -1,
        -1, -1, -1, -1, 33087, 33118, 33121, 33144, 40106, 40133, 40136, 40154, -1, -1, -1, -1,
        -1, -1, -1, -1, 42200, 42222, 42225, 42264, 25656, 25674, 25677, 25733, 13211, 13236, 13239, 13378,
        53522, 53547, 53550, 53631, -1, -1, -1, -1, 24591, 24601, 24604, 24636, -1, -1, -1, -1,
        -1, -1, -1, -1, 40519, 40535, 40538, 40560, -1, -1, -1, -1, -1, -1, -1, -1,
        58850, 58866, 58869, 58908, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35059, 35084, 35087, 35131, 47118, 47145, 47148, 47256, -1, -1, -1, -1,
        -1, -1, -1, -1, 22363, 22375, 22378, 22386, -1, -1, -1, -1, 39893, 39918, 39921, 39937,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17174, 17202, 17205, 17435, 21111, 21127, 21130, 21141, 25245, 25267, 25270, 25348, 41591, 41622, 41625, 41673,
        19386, 19419, 19422, 19499, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7216, 7235, 7238, 7291, 316, 333, 336, 355,
        36192, 36208, 36211, 36305, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29909, 29931, 29934, 29964, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48929, 48946, 48949, 49026, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        44532, 44550, 44553, 44569, -1, -1, -1, -1, 44706, 44719, 44722, 44728, 55085, 55099, 55102, 55167,
        -1, -1, -1, -1, -1, -1, -1, -1, 41372, 41404, 41407, 41456, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13905, 13930, 13933, 14073, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27866, 27889, 27892, 27903, 41169, 41186, 41189, 41194,
        20280, 20303, 20306, 20386, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43826, 43852, 43855, 43910, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35993, 36020, 36023, 36060,
        -1, -1, -1, -1, 5395, 5413, 5416, 5507, -1, -1, -1, -1, 44676, 44687, 44690, 44705,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31155, 31180, 31183, 31248, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58648, 58665, 58668, 58730, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56650, 56668, 56671, 56765, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19120, 19140, 19143, 19188, -1, -1, -1, -1, 1742, 1768, 1771, 1817,
        44371, 44378, 44381, 44390, 51057, 51079, 51082, 51083, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40416, 40438, 40441, 40465, -1, -1, -1, -1,
        30781, 30801, 30804, 30838, 45561, 45581, 45584, 45603, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8071, 8094, 8097, 8154, 23498, 23523, 23526, 23616,
        47008, 47027, 47030, 47117, 57464, 57481, 57484, 57511, -1, -1, -1, -1, -1, -1, -1, -1,
        32375, 32394, 32397, 32442, 28280, 28292, 28295, 28337, 16556, 16577, 16580, 16627, 35708, 35732, 35735, 35790,
        53986, 54009, 54012, 54035, -1, -1, -1, -1, 54665, 54683, 54686, 54728, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33187, 33215, 33218, 33237, 53305, 53329, 53332, 53407, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49027, 49044, 49047, 49104, -1, -1, -1, -1,
        18158, 18179, 18182, 18242, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        515, 527, 530, 535, 49508, 49521, 49524, 49547, 45604, 45617, 45620, 45652, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37647, 37666, 37669, 37675, 52945, 52963, 52966, 53062,
        55495, 55522, 55525, 55633, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32975, 33011, 33014, 33029,
        -1, -1, -1, -1, 38234, 38250, 38253, 38298, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30970, 31001, 31004, 31154, -1, -1, -1, -1, 11287, 11305, 11308, 11649,
        52903, 52922, 52925, 52944, 6563, 6573, 6576, 6675, 49431, 49451, 49454, 49507, -1, -1, -1, -1,
        -1, -1, -1, -1, 27762, 27772, 27775, 27788, -1, -1, -1, -1, 31611, 31630, 31633, 31644,
        28754, 28774, 28777, 28818, -1, -1, -1, -1, 58909, 58924, 58927, 58964, -1, -1, -1, -1,
        -1, -1, -1, -1, 25349, 25365, 25368, 25484, -1, -1, -1, -1, -1, -1, -1, -1,
        8258, 8282, 8285, 9179, 12906, 12928, 12931, 13046, -1, -1, -1, -1, -1, -1, -1, -1,
        26769, 26783, 26786, 26862, 29856, 29876, 29879, 29908, -1, -1, -1, -1, 22430, 22442, 22445, 22448,
        27671, 27684, 27687, 27761, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21266, 21295, 21298, 21345, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41013, 41029, 41032, 41036,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 3997, 4018, 4021, 4175, 32443, 32468, 32471, 32531, -1, -1, -1, -1,
        21765, 21788, 21791, 21803, -1, -1, -1, -1, 5143, 5169, 5172, 5191, 41674, 41707, 41710, 41759,
        58731, 58745, 58748, 58787, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53715, 53737, 53740, 53777, 32937, 32961, 32964, 32974, 50363, 50392, 50395, 50436,
        28485, 28505, 28508, 28522, -1, -1, -1, -1, 51136, 51163, 51166, 51190, -1, -1, -1, -1,
        -1, -1, -1, -1, 55841, 55861, 55864, 55888, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30077, 30094, 30097, 30165,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55168, 55190, 55193, 55291,
        -1, -1, -1, -1, 5295, 5312, 5315, 5394, -1, -1, -1, -1, 47601, 47628, 47631, 47719,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46263, 46285, 46288, 46403,
        -1, -1, -1, -1, -1, -1, -1, -1, 43155, 43173, 43176, 43204, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45756, 45777, 45780, 45814, 26245, 26266, 26269, 26334,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28250, 28266, 28269, 28279,
        41117, 41133, 41136, 41140, 6159, 6177, 6180, 6220, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58354, 58371, 58374, 58416, -1, -1, -1, -1, 6862, 6882, 6885, 6948,
        32754, 32778, 32781, 32790, -1, -1, -1, -1, 58190, 58206, 58209, 58228, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6342, 6371, 6374, 6428, 22083, 22093, 22096, 22100,
        765, 779, 782, 789, 21918, 21931, 21934, 21941, 35651, 35675, 35678, 35707, 49105, 49123, 49126, 49211,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 28551, 28567, 28570, 28610, 33547, 33570, 33573, 33592, 55717, 55739, 55742, 55840,
        14242, 14268, 14271, 14297, 47257, 47277, 47280, 47334, 42265, 42289, 42292, 42388, 6429, 6451, 6454, 6498,
        19189, 19216, 19219, 19320, 42389, 42408, 42411, 42428, 56987, 57007, 57010, 57068, -1, -1, -1, -1,
        209, 226, 229, 232, 34016, 34044, 34047, 34301, 50308, 50328, 50331, 50362, 51471, 51498, 51501, 51518,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20902, 20922, 20925, 20954,
        48111, 48127, 48130, 48147, 50143, 50164, 50167, 50196, -1, -1, -1, -1, 917, 928, 931, 935,
        17905, 17928, 17931, 18157, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48357, 48379, 48382, 48453, 255, 267, 270, 288,
        44140, 44161, 44164, 44180, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28068, 28084, 28087, 28098, -1, -1, -1, -1,
        48185, 48202, 48205, 48217, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26701, 26717, 26720, 26768, 41337, 41351, 41354, 41371, 45395, 45414, 45417, 45459, 51239, 51264, 51267, 51289,
        -1, -1, -1, -1, -1, -1, -1, -1, 28123, 28142, 28145, 28152, 22627, 22642, 22645, 23137,
        28005, 28022, 28025, 28030, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50974, 50999, 51002, 51015, -1, -1, -1, -1, 45282, 45300, 45303, 45333, -1, -1, -1, -1,
        -1, -1, -1, -1, 35234, 35257, 35260, 35350, 27123, 27137, 27140, 27185, -1, -1, -1, -1,
        27789, 27797, 27800, 27833, 22586, 22606, 22609, 22626, 37734, 37755, 37758, 37763, -1, -1, -1, -1,
        30839, 30861, 30864, 30886, 31356, 31376, 31379, 31434, -1, -1, -1, -1, -1, -1, -1, -1,
        32694, 32718, 32721, 32753, -1, -1, -1, -1, 16270, 16282, 16285, 16293, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11199, 11219, 11222, 11286, -1, -1, -1, -1,
        17436, 17454, 17457, 17570, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43436, 43456, 43459, 43498, -1, -1, -1, -1, -1, -1, -1, -1, 50087, 50109, 50112, 50142,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37820, 37837, 37840, 37844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20955, 20978, 20981, 21007,
        41760, 41785, 41788, 41825, 57371, 57378, 57381, 57415, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45110, 45140, 45143, 45190, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21346, 21371, 21374, 21388, -1, -1, -1, -1, -1, -1, -1, -1, 43000, 43019, 43022, 43038,
        -1, -1, -1, -1, 15474, 15490, 15493, 15513, -1, -1, -1, -1, 45815, 45837, 45840, 45886,
        -1, -1, -1, -1, -1, -1, -1, -1, 24750, 24772, 24775, 24906, 58075, 58088, 58091, 58134,
        3355, 3380, 3383, 3475, 42463, 42482, 42485, 42502, -1, -1, -1, -1, 15585, 15600, 15603, 15653,
        -1, -1, -1, -1, 49874, 49894, 49897, 49909, 57069, 57097, 57100, 57191, 42802, 42827, 42830, 42850,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50437, 50458, 50461, 50483,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27942, 27962, 27965, 27973,
        -1, -1, -1, -1, 49792, 49808, 49811, 49829, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53778, 53801, 53804, 53831, 27186, 27201, 27204, 27257,
        58271, 58289, 58292, 58315, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50677, 50689, 50692, 50716, 53408, 53431, 53434, 53521, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21142, 21160, 21163, 21185, 24198, 24229, 24232, 24319, 33424, 33442, 33445, 33456,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41067, 41083, 41086, 41090,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17703, 17728, 17731, 17904, 30611, 30629, 30632, 30652, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19569, 19608, 19611, 19667, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41195, 41210, 41213, 41216, 44570, 44590, 44593, 44610, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22039, 22053, 22056, 22064, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29753, 29767, 29770, 29838, 44102, 44121, 44124, 44139, 51902, 51926, 51929, 52109, 13821, 13844, 13847, 13904,
        -1, -1, -1, -1, 1482, 1508, 1511, 1623, -1, -1, -1, -1, 22341, 22353, 22356, 22362,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39579, 39602, 39605, 39671,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20472, 20501, 20504, 20619, -1, -1, -1, -1, -1, -1, -1, -1, 58788, 58804, 58807, 58849,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40336, 40355, 40358, 40381, -1, -1, -1, -1, 42756, 42775, 42778, 42801,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43778, 43794, 43797, 43825, -1, -1, -1, -1, 3894, 3923, 3926, 3996,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38991, 39011, 39014, 39028, 58417, 58434, 58437, 58479, 835, 848, 851, 857,
        29054, 29069, 29072, 29175, -1, -1, -1, -1, -1, -1, -1, -1, 3476, 3493, 3496, 3664,
        46553, 46575, 46578, 46608, 41952, 41975, 41978, 42024, 49966, 49980, 49983, 49999, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44729, 44739, 44742, 44747,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37952, 37971, 37974, 38009, 16858, 16876, 16879, 16936, -1, -1, -1, -1,
        -1, -1, -1, -1, 35415, 35439, 35442, 35560, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12502, 12523, 12526, 12613, 18760, 18775, 18778, 18821, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32092, 32116, 32119, 32212, 37286, 37309, 37312, 37385, -1, -1, -1, -1, 30516, 30541, 30544, 30569,
        30698, 30717, 30720, 30780, 57264, 57291, 57294, 57370, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18351, 18373, 18376, 18414,
        28031, 28050, 28053, 28067, 48148, 48167, 48170, 48184, 26009, 26031, 26034, 26098, 42127, 42149, 42152, 42199,
        40466, 40490, 40493, 40518, 53063, 53079, 53082, 53242, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51569, 51594, 51597, 51618, 34615, 34635, 34638, 34856, -1, -1, -1, -1,
        33238, 33267, 33270, 33285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45721, 45735, 45738, 45755, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44611, 44625, 44628, 44649, 7370, 7394, 7397, 7478,
        3665, 3679, 3682, 3685, 28099, 28115, 28118, 28122, 39771, 39794, 39797, 39819, -1, -1, -1, -1,
        31516, 31543, 31546, 31610, -1, -1, -1, -1, 42080, 42101, 42104, 42126, 39718, 39745, 39748, 39770,
        4612, 4629, 4632, 4680, 49212, 49231, 49234, 49302, -1, -1, -1, -1, -1, -1, -1, -1,
        40155, 40175, 40178, 40223, 40011, 40038, 40041, 40059, 44937, 44964, 44967, 44982, 40991, 41006, 41009, 41012,
        2119, 2143, 2146, 2234, 44748, 44781, 44784, 44840, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21008, 21035, 21038, 21110, 34857, 34886, 34889, 35058, 39403, 39429, 39432, 39488, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42429, 42447, 42450, 42462,
        32791, 32818, 32821, 32831, 18243, 18253, 18256, 18290, 37593, 37612, 37615, 37617, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20012, 20042, 20045, 20103, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13379, 13404, 13407, 13600, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47957, 47977, 47980, 48052, -1, -1, -1, -1,
        46609, 46628, 46631, 46732, 51084, 51109, 51112, 51135, 8045, 8058, 8061, 8070, 33145, 33171, 33174, 33186,
        45235, 45263, 45266, 45281, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39029, 39056, 39059, 39130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18415, 18433, 18436, 18457, -1, -1, -1, -1, 52205, 52223, 52226, 52360, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35850, 35875, 35878, 35932,
        41545, 41562, 41565, 41590, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13047, 13067, 13070, 13210, 49363, 49379, 49382, 49430, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56766, 56786, 56789, 56867, 29451, 29476, 29479, 29568,
        2287, 2306, 2309, 3139, -1, -1, -1, -1, -1, -1, -1, -1, 37795, 37812, 37815, 37819,
        -1, -1, -1, -1, -1, -1, -1, -1, 33380, 33414, 33417, 33423, 18549, 18567, 18570, 18645,
        38453, 38468, 38471, 38522, 50765, 50783, 50786, 50801, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15972, 15988, 15991, 16078, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7682, 7704, 7707, 7736, 38827, 38841, 38844, 38872, -1, -1, -1, -1,
        4176, 4202, 4205, 4268, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15064, 15082, 15085, 15157, 36618, 36635, 36638, 36665,
        50934, 50957, 50960, 50973, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7809, 7833, 7836, 7914, 22548, 22566, 22569, 22585,
        900, 910, 913, 916, 30166, 30181, 30184, 30237, 43039, 43059, 43062, 43104, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6949, 6973, 6976, 7063,
        46905, 46928, 46931, 47007, 25126, 25140, 25143, 25174, 41037, 41056, 41059, 41066, 50576, 50601, 50604, 50630,
        7737, 7761, 7764, 7808, -1, -1, -1, -1, 46142, 46158, 46161, 46216, 24637, 24664, 24667, 24749,
        -1, -1, -1, -1, 35933, 35956, 35959, 35992, 41861, 41867, 41870, 41882, -1, -1, -1, -1,
        7064, 7084, 7087, 7140, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14504, 14518, 14521, 14556, 28866, 28884, 28887, 28942, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14611, 14630, 14633, 14702, 31249, 31276, 31279, 31309, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5508, 5530, 5533, 5631,
        -1, -1, -1, -1, 43911, 43930, 43933, 43964, -1, -1, -1, -1, 9262, 9281, 9284, 9988,
        22101, 22116, 22119, 22140, 25022, 25043, 25046, 25125, 6806, 6823, 6826, 6861, 35791, 35821, 35824, 35849,
        39938, 39956, 39959, 39964, -1, -1, -1, -1, 684, 695, 698, 702, 2235, 2253, 2256, 2286,
        32832, 32851, 32854, 32865, 6001, 6017, 6020, 6090, 47413, 47431, 47434, 47499, 56238, 56256, 56259, 56339,
        -1, -1, -1, -1, -1, -1, -1, -1, 27593, 27607, 27610, 27670, 51191, 51215, 51218, 51238,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13683, 13702, 13705, 13820, 44841, 44876, 44879, 44936,
        -1, -1, -1, -1, -1, -1, -1, -1, 55397, 55416, 55419, 55494, -1, -1, -1, -1,
        16307, 16323, 16326, 16338, -1, -1, -1, -1, -1, -1, -1, -1, 19500, 19533, 19536, 19568,
        54729, 54744, 54747, 54792, 57192, 57211, 57214, 57263, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50631, 50650, 50653, 50676, -1, -1, -1, -1,
        -1, -1, -1, -1, 37386, 37410, 37413, 37592, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53243, 53266, 53269, 53304, -1, -1, -1, -1, 21466, 21486, 21489, 21520,
        -1, -1, -1, -1, 40907, 40927, 40930, 40938, 936, 948, 951, 956, 14703, 14723, 14726, 14785,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19668, 19692, 19695, 19755, -1, -1, -1, -1,
        44650, 44661, 44664, 44675, 31708, 31732, 31735, 31880, -1, -1, -1, -1, 57978, 57993, 57996, 58027,
        -1, -1, -1, -1, -1, -1, -1, -1, 44181, 44205, 44208, 44234, 58568, 58583, 58586, 58647,
        -1, -1, -1, -1, -1, -1, -1, -1, 55292, 55308, 55311, 55396, 31310, 31322, 31325, 31355,
        48813, 48834, 48837, 48928, 45460, 45480, 45483, 45520, -1, -1, -1, -1, 15654, 15676, 15679, 15758,
        -1, -1, -1, -1, 16791, 16808, 16811, 16857, -1, -1, -1, -1, 51016, 51036, 51039, 51056,
        -1, -1, -1, -1, -1, -1, -1, -1, 30653, 30669, 30672, 30697, 38716, 38739, 38742, 38778,
        52745, 52763, 52766, 52902, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7479, 7499, 7502, 7565, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6091, 6110, 6113, 6158, 35132, 35157, 35160, 35233, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25734, 25755, 25758, 25764,
        -1, -1, -1, -1, 3140, 3160, 3163, 3354, 56340, 56363, 56366, 56406, -1, -1, -1, -1,
        58480, 58498, 58501, 58567, 980, 999, 1002, 1078, 54793, 54804, 54807, 54820, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15268, 15284, 15287, 15296, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37078, 37104, 37107, 37208, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57555, 57574, 57577, 57589, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43965, 43989, 43992, 44008, 48454, 48470, 48473, 48592,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51348, 51381, 51384, 51407,
        47500, 47519, 47522, 47600, -1, -1, -1, -1, -1, -1, -1, -1, 58316, 58327, 58330, 58353,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28338, 28359, 28362, 28387, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26863, 26883, 26886, 26906,
        -1, -1, -1, -1, 31933, 31954, 31957, 32004, -1, -1, -1, -1, -1, -1, -1, -1,
        56569, 56583, 56586, 56649, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15433, 15449, 15452, 15473,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30570, 30589, 30592, 30610,
        28216, 28234, 28237, 28249, -1, -1, -1, -1, 57512, 57529, 57532, 57554, -1, -1, -1, -1,
        14951, 14969, 14972, 15063, 51758, 51780, 51783, 51901, -1, -1, -1, -1, 54503, 54527, 54530, 54580,
        -1, -1, -1, -1, 22313, 22325, 22328, 22340, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 22288, 22301, 22304, 22312, -1, -1, -1, -1, -1, -1, -1, -1,
        5922, 5946, 5949, 6000, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38523, 38542, 38545, 38595, 53632, 53657, 53660, 53714, 54107, 54122, 54125, 54146, 53912, 53943, 53946, 53985,
        -1, -1, -1, -1, -1, -1, -1, -1, 18458, 18478, 18481, 18504, -1, -1, -1, -1,
        37900, 37923, 37926, 37951, 40797, 40815, 40818, 40824, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28943, 28956, 28959, 29053,
        -1, -1, -1, -1, 38661, 38677, 38680, 38715, 23989, 24016, 24019, 24072, 5632, 5653, 5656, 5844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29839, 29851, 29854, 29855, 31645, 31667, 31670, 31707,
        32213, 32237, 32240, 32292, 5253, 5270, 5273, 5294, 50047, 50072, 50075, 50086, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56077, 56097, 56100, 56237,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49910, 49929, 49932, 49965, 858, 869, 872, 876, -1, -1, -1, -1, 6221, 6245, 6248, 6341,
        -1, -1, -1, -1, 22387, 22400, 22403, 22429, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41826, 41847, 41850, 41860, -1, -1, -1, -1, 22180, 22191, 22194, 22205,
        38596, 38614, 38617, 38660, 43499, 43517, 43520, 43603, 14433, 14457, 14460, 14503, 32866, 32886, 32889, 32898,
        -1, -1, -1, -1, -1, -1, -1, -1, 28388, 28404, 28407, 28433, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22497, 22523, 22526, 22547, -1, -1, -1, -1, 33501, 33529, 33532, 33546, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39131, 39160, 39163, 39236, 45521, 45539, 45542, 45560,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57416, 57435, 57438, 57463, 26207, 26224, 26227, 26244, 43258, 43279, 43282, 43435,
        46217, 46233, 46236, 46262, -1, -1, -1, -1, 27834, 27854, 27857, 27865, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 41141, 41159, 41162, 41168, -1, -1, -1, -1,
        19756, 19772, 19775, 20011, -1, -1, -1, -1, -1, -1, -1, -1, 41308, 41326, 41329, 41336,
        -1, -1, -1, -1, -1, -1, -1, -1, 26099, 26116, 26119, 26206, -1, -1, -1, -1,
        30456, 30480, 30483, 30515, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37618, 37637, 37640, 37646, 22226, 22241, 22244, 22254, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23295, 23320, 23323, 23382, 26554, 26568, 26571, 26635,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45887, 45910, 45913, 45955, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14786, 14804, 14807, 14837, -1, -1, -1, -1, 15297, 15315, 15318, 15432,
        18505, 18518, 18521, 18548, 33593, 33612, 33615, 34015, 38873, 38895, 38898, 38932, 21186, 21215, 21218, 21265,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 22001, 22012, 22015, 22020,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7566, 7584, 7587, 7681, 3686, 3702, 3705, 3712, -1, -1, -1, -1, -1, -1, -1, -1,
        39672, 39692, 39695, 39717, 16294, 16301, 16304, 16306, 21975, 21989, 21992, 22000, 32532, 32559, 32562, 32623,
        34393, 34417, 34420, 34551, -1, -1, -1, -1, 47335, 47352, 47355, 47412, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 32293, 32312, 32315, 32374, -1, -1, -1, -1,
        14557, 14574, 14577, 14610, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50717, 50733, 50736, 50764, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44983, 45012, 45015, 45031, -1, -1, -1, -1, 43695, 43716, 43719, 43739, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37709, 37726, 37729, 37733, 40382, 40393, 40396, 40415,
        -1, -1, -1, -1, 48677, 48692, 48695, 48711, 4321, 4333, 4336, 4399, 58965, 58981, 58984, 59023,
        -1, -1, -1, -1, 12282, 12306, 12309, 12501, -1, -1, -1, -1, 57830, 57847, 57850, 57864,
        -1, -1, -1, -1, -1, -1, -1, -1, 41278, 41291, 41294, 41307, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 28611, 28631, 28634, 28680, -1, -1, -1, -1,
        36485, 36506, 36509, 36617, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4890, 4914, 4917, 4923, 32005, 32032, 32035, 32091, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42851, 42870, 42873, 42904, 22255, 22272, 22275, 22287,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56021, 56039, 56042, 56076, -1, -1, -1, -1, -1, -1, -1, -1,
        57769, 57787, 57790, 57829, 40825, 40844, 40847, 40854, 50827, 50856, 50859, 50878, 18989, 19005, 19008, 19065,
        -1, -1, -1, -1, 38055, 38077, 38080, 38155, -1, -1, -1, -1, -1, -1, -1, -1,
        4861, 4881, 4884, 4889, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16245, 16258, 16261, 16269, -1, -1, -1, -1, -1, -1, -1, -1, 18646, 18666, 18669, 18702,
        -1, -1, -1, -1, 5192, 5218, 5221, 5252, -1, -1, -1, -1, 38779, 38797, 38800, 38826,
        46079, 46099, 46102, 46141, -1, -1, -1, -1, 24440, 24467, 24470, 24590, 54147, 54164, 54167, 54189,
        32624, 32649, 32652, 32693, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56932, 56953, 56956, 56986, 44292, 44310, 44313, 44329,
        39317, 39345, 39348, 39402, 11965, 11989, 11992, 12083, 18291, 18311, 18314, 18350, -1, -1, -1, -1,
        814, 826, 829, 834, 42650, 42669, 42672, 42698, 44054, 44067, 44070, 44101, 44009, 44031, 44034, 44053,
        30411, 30426, 30429, 30455, 36383, 36408, 36411, 36484, 44235, 44261, 44264, 44291, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39237, 39263, 39266, 39316, 1079, 1100, 1103, 1166,
        36666, 36685, 36688, 36785, 28819, 28839, 28842, 28865, 54190, 54206, 54209, 54368, -1, -1, -1, -1,
        4924, 4937, 4940, 4946, 43740, 43758, 43761, 43777, 50528, 50553, 50556, 50575, 36061, 36084, 36087, 36191,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49619, 49635, 49638, 49659, 14335, 14357, 14360, 14432,
        53832, 53857, 53860, 53911, -1, -1, -1, -1, -1, -1, -1, -1, 28681, 28703, 28706, 28753,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 17053, 17066, 17069, 17173,
        -1, -1, -1, -1, 16937, 16947, 16950, 17052, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27974, 27990, 27993, 28004, 4269, 4282, 4285, 4320, 55634, 55648, 55651, 55716, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42591, 42607, 42610, 42649, -1, -1, -1, -1,
        -1, -1, -1, -1, 4970, 4984, 4987, 5022, 19066, 19081, 19084, 19119, 40885, 40900, 40903, 40906,
        51290, 51317, 51320, 51347, 51408, 51443, 51446, 51470, 42503, 42521, 42524, 42590, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41883, 41907, 41910, 41951,
        45956, 45976, 45979, 46021, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40662, 40681, 40684, 40708, 25765, 25785, 25788, 25902, 40709, 40730, 40733, 40758, 40939, 40957, 40960, 40966,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33334, 33368, 33371, 33379, -1, -1, -1, -1, 37676, 37697, 37700, 37708,
        25570, 25591, 25594, 25655, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29350, 29374, 29377, 29450, 20171, 20194, 20197, 20279, -1, -1, -1, -1,
        -1, -1, -1, -1, 14193, 14218, 14221, 14241, 54435, 54460, 54463, 54502, 6536, 6555, 6558, 6562,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37209, 37228, 37231, 37285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34302, 34326, 34329, 34392, -1, -1, -1, -1, 58028, 58043, 58046, 58074, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7982, 8007, 8010, 8044, -1, -1, -1, -1,
        54581, 54602, 54605, 54664, -1, -1, -1, -1, 23383, 23406, 23409, 23497, 11760, 11784, 11787, 11964,
        41091, 41108, 41111, 41116, 42905, 42924, 42927, 42999, 47720, 47737, 47740, 47772, 4834, 4852, 4855, 4860,
        400, 417, 420, 433, 9180, 9200, 9203, 9261, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 12614, 12639, 12642, 12819, 17571, 17588, 17591, 17702, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33286, 33321, 33324, 33333,
        49303, 49315, 49318, 49362, -1, -1, -1, -1, 38933, 38954, 38957, 38990, 6676, 6699, 6702, 6734,
        51619, 51646, 51649, 51671, -1, -1, -1, -1, 52110, 52129, 52132, 52204, 23138, 23164, 23167, 23294,
        27037, 27053, 27056, 27122, 33457, 33483, 33486, 33500, 55889, 55911, 55914, 56020, 16366, 16376, 16379, 16385,
        -1, -1, -1, -1, -1, -1, -1, -1, 27520, 27533, 27536, 27592, -1, -1, -1, -1,
        38299, 38320, 38323, 38373, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35351, 35367, 35370, 35414, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30373, 30389, 30392, 30410, -1, -1, -1, -1,
        21521, 21545, 21548, 21651, 734, 751, 754, 764, 23617, 23637, 23640, 23757, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24320, 24347, 24350, 24439,
        -1, -1, -1, -1, -1, -1, -1, -1, 40855, 40874, 40877, 40884, -1, -1, -1, -1,
        -1, -1, -1, -1, 30238, 30256, 30259, 30323, -1, -1, -1, -1, 5023, 5034, 5037, 5142,
        12256, 12269, 12272, 12281, 45334, 45352, 45355, 45394, 44490, 44512, 44515, 44531, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 46857, 46872, 46875, 46904, 54821, 54835, 54838, 54955,
        -1, -1, -1, -1, 54369, 54391, 54394, 54434, 4681, 4697, 4700, 4757, 57629, 57643, 57646, 57678,
        16339, 16350, 16353, 16365, 49830, 49842, 49845, 49873, 50197, 50217, 50220, 50243, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30045, 30057, 30060, 30076, -1, -1, -1, -1, 1943, 1968, 1971, 2026, -1, -1, -1, -1,
        -1, -1, -1, -1, 4758, 4769, 4772, 4780, 44391, 44409, 44412, 44428, 4781, 4799, 4802, 4811,
        -1, -1, -1, -1, 4515, 4540, 4543, 4563, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16206, 16225, 16228, 16244,
        26636, 26659, 26662, 26700, 4482, 4503, 4506, 4514, 23758, 23786, 23789, 23988, 45032, 45060, 45063, 45109,
        -1, -1, -1, -1, -1, -1, -1, -1, 57711, 57727, 57730, 57768, -1, -1, -1, -1,
        42699, 42717, 42720, 42755, 43105, 43123, 43126, 43154, 1818, 1842, 1845, 1942, 494, 506, 509, 514,
        7915, 7939, 7942, 7981, 15158, 15174, 15177, 15267, 25175, 25189, 25192, 25244, 39965, 39990, 39993, 40010,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59024, 59042, 59045, 59087, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50484, 50507, 50510, 50527, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12820, 12841, 12844, 12905, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6499, 6517, 6520, 6535, 25485, 25504, 25507, 25569, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36306, 36323, 36326, 36382, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35561, 35594, 35597, 35650, 41457, 41491, 41494, 41544, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 48053, 48075, 48078, 48110, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47773, 47791, 47794, 47838,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4453, 4473, 4476, 4481, 21389, 21414, 21417, 21431,
        22206, 22217, 22220, 22225, -1, -1, -1, -1, 24907, 24930, 24933, 25021, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46733, 46752, 46755, 46856, 49548, 49565, 49568, 49618, -1, -1, -1, -1,
        15867, 15886, 15889, 15903, 12212, 12228, 12231, 12255, -1, -1, -1, -1, -1, -1, -1, -1,
        28153, 28172, 28175, 28183, 3713, 3733, 3736, 3893, 54036, 54064, 54067, 54106, -1, -1, -1, -1,
        7141, 7160, 7163, 7215, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1365, 1383, 1386, 1481,
        58135, 58155, 58158, 58189, 41243, 41253, 41256, 41277, 21652, 21676, 21679, 21764, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40060, 40085, 40088, 40105,
        48218, 48238, 48241, 48356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22021, 22033, 22036, 22038, 51519, 51548, 51551, 51568, -1, -1, -1, -1,
        14074, 14099, 14102, 14192, 46022, 46041, 46044, 46078, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1624, 1647, 1650, 1741, 45653, 45670, 45673, 45720,
        -1, -1, -1, -1, 34552, 34572, 34575, 34614, 44330, 44350, 44353, 44370, 57865, 57882, 57885, 57899,
        -1, -1, -1, -1, 39851, 39874, 39877, 39892, 59088, 59108, 59111, 59154, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57900, 57918, 57921, 57942, -1, -1, -1, -1,
        24073, 24108, 24111, 24197, -1, -1, -1, -1, 16386, 16399, 16402, 16555, 30887, 30914, 30917, 30969,
        43650, 43672, 43675, 43694, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4812, 4826, 4829, 4833, -1, -1, -1, -1,
        -1, -1, -1, -1, 38010, 38029, 38032, 38054, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26335, 26350, 26353, 26456, 12141, 12166, 12169, 12211,
        28523, 28533, 28536, 28550, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50802, 50814, 50817, 50826, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29965, 29979, 29982, 30044, 57590, 57609, 57612, 57628, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20620, 20649, 20652, 20767, -1, -1, -1, -1,
        44429, 44449, 44452, 44469, 56407, 56426, 56429, 56506, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52534, 52555, 52558, 52744, -1, -1, -1, -1, -1, -1, -1, -1,
        18874, 18893, 18896, 18988, 7292, 7316, 7319, 7369, 47839, 47858, 47861, 47956, -1, -1, -1, -1,
        26457, 26479, 26482, 26553, -1, -1, -1, -1, 39489, 39511, 39514, 39578, -1, -1, -1, -1,
        39820, 39837, 39840, 39850, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38374, 38396, 38399, 38452, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21432, 21448, 21451, 21465, 49713, 49734, 49737, 49791, 20835, 20861, 20864, 20901, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46404, 46428, 46431, 46552, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 52361, 52380, 52383, 52533, -1, -1, -1, -1,
        -1, -1, -1, -1, 27904, 27927, 27930, 27941, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42025, 42048, 42051, 42079, -1, -1, -1, -1, -1, -1, -1, -1,
        15759, 15779, 15782, 15866, -1, -1, -1, -1, -1, -1, -1, -1, 13601, 13622, 13625, 13682,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38156, 38172, 38175, 38233,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21942, 21959, 21962, 21974, -1, -1, -1, -1, -1, -1, -1, -1, 16628, 16651, 16654, 16695,
        15514, 15531, 15534, 15584, -1, -1, -1, -1, -1, -1, -1, -1, 15904, 15921, 15924, 15971,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44470, 44477, 44480, 44489, -1, -1, -1, -1, -1, -1, -1, -1,
        12084, 12108, 12111, 12140, 27403, 27419, 27422, 27519, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40615, 40634, 40637, 40661,
        43604, 43622, 43625, 43649, -1, -1, -1, -1, 28184, 28204, 28207, 28215, -1, -1, -1, -1,
        -1, -1, -1, -1, 58229, 58245, 58248, 58270, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48712, 48729, 48732, 48812, -1, -1, -1, -1, -1, -1, -1, -1,
        21804, 21830, 21833, 21859, -1, -1, -1, -1, 26907, 26925, 26928, 27036, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4947, 4960, 4963, 4969,
        14838, 14858, 14861, 14950, 21860, 21873, 21876, 21889, 33030, 33062, 33065, 33086, 20104, 20134, 20137, 20170,
        40224, 40249, 40252, 40335, -1, -1, -1, -1, 31435, 31459, 31462, 31515, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16079, 16096, 16099, 16205, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40967, 40983, 40986, 40990, 43205, 43223, 43226, 43257,
        51672, 51695, 51698, 51757, -1, -1, -1, -1, 50244, 50267, 50270, 50307, -1, -1, -1, -1,
        57943, 57960, 57963, 57977, 29569, 29596, 29599, 29689, 57679, 57700, 57703, 57710, -1, -1, -1, -1,
        4400, 4416, 4419, 4452, 41217, 41234, 41237, 41242, -1, -1, -1, -1, 49660, 49674, 49677, 49712,
        -1, -1, -1, -1, -1, -1, -1, -1, 20387, 20411, 20414, 20471, -1, -1, -1, -1,
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
        receipts.count[few] = {count} расписки
        receipts.count[many] = {count} расписок
        receipts.count[one] = {count} расписка
        receipts.count[other] = {count} расписки
        receipts.more.words[few] = {count} депозитарные расписки
        receipts.more.words[many] = {count} депозитарных расписок
        receipts.more.words[one] = {count} депозитарная расписка
        receipts.more.words[other] = {count} депозитарной расписки
        receipts.more[few] = +{count} расписки
        receipts.more[many] = +{count} расписок
        receipts.more[one] = +{count} расписка
        receipts.more[other] = +{count} расписки
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
        state.content.closeSpellings[few] = Точных совпадений с «{query}» нет; {count} близких написания
        state.content.closeSpellings[many] = Точных совпадений с «{query}» нет; {count} близких написаний
        state.content.closeSpellings[one] = Точных совпадений с «{query}» нет; {count} близкое написание
        state.content.closeSpellings[other] = Точных совпадений с «{query}» нет; {count} близкого написания
        state.content.listings[few] = {count} листинга
        state.content.listings[many] = {count} листингов
        state.content.listings[one] = {count} листинг
        state.content.listings[other] = {count} листинга
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
        -1, -1, -1, -1, -1, -1, -1, -1, 52080, 52100, 52103, 52119, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59329, 59349, 59352, 59366,
        -1, -1, -1, -1, 34043, 34055, 34058, 34090, 15710, 15734, 15737, 16181, -1, -1, -1, -1,
        12531, 12551, 12554, 12701, 50453, 50471, 50474, 50523, 34912, 34936, 34939, 34968, 59429, 59443, 59446, 59510,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 44378, 44397, 44400, 44449, 6877, 6894, 6897, 6950, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 29199, 29219, 29222, 29282, 30153, 30174, 30177, 30262, 40405, 40422, 40425, 40553,
        -1, -1, -1, -1, -1, -1, -1, -1, 63680, 63706, 63709, 63760, -1, -1, -1, -1,
        51365, 51391, 51394, 51493, -1, -1, -1, -1, -1, -1, -1, -1, 21631, 21649, 21652, 21682,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45773, 45790, 45793, 46063, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73164, 73190, 73193, 73219, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 18580, 18602, 18605, 18772, -1, -1, -1, -1,
        32376, 32402, 32405, 32469, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92346, 92370, 92373, 92417, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48171, 48189, 48192, 48222,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80715, 80739, 80742, 80766, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57837, 57854, 57857, 58301,
        72315, 72342, 72345, 72369, -1, -1, -1, -1, 34400, 34410, 34413, 34429, 10153, 10172, 10175, 10264,
        -1, -1, -1, -1, -1, -1, -1, -1, 83315, 83349, 83352, 83405, 91819, 91837, 91840, 91906,
        -1, -1, -1, -1, 64630, 64649, 64652, 64713, 78587, 78601, 78604, 78689, 65170, 65190, 65193, 65224,
        25608, 25625, 25628, 25764, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16182, 16206, 16209, 17749, 42562, 42576, 42579, 42838, 34364, 34375, 34378, 34399, 46919, 46939, 46942, 46991,
        89534, 89550, 89553, 89706, 95140, 95155, 95158, 95311, -1, -1, -1, -1, -1, -1, -1, -1,
        29377, 29393, 29396, 29448, 34266, 34276, 34279, 34283, 82012, 82043, 82046, 82092, 44638, 44658, 44661, 44743,
        -1, -1, -1, -1, -1, -1, -1, -1, 8745, 8757, 8760, 8871, -1, -1, -1, -1,
        -1, -1, -1, -1, 52291, 52322, 52325, 52352, 63843, 63870, 63873, 63926, -1, -1, -1, -1,
        -1, -1, -1, -1, 67599, 67621, 67624, 67664, 40004, 40022, 40025, 40142, 20516, 20541, 20544, 20683,
        87407, 87432, 87435, 87593, -1, -1, -1, -1, 38563, 38573, 38576, 38652, -1, -1, -1, -1,
        -1, -1, -1, -1, 64585, 64601, 64604, 64629, -1, -1, -1, -1, -1, -1, -1, -1,
        96008, 96024, 96027, 96088, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55204, 55229, 55232, 55276, 76291, 76318, 76321, 76464, -1, -1, -1, -1,
        -1, -1, -1, -1, 34686, 34698, 34701, 34713, -1, -1, -1, -1, 63189, 63214, 63217, 63244,
        -1, -1, -1, -1, 63277, 63302, 63305, 63356, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26373, 26401, 26404, 26815, 32902, 32918, 32921, 32954, 39424, 39446, 39449, 39613, 64894, 64914, 64917, 64985,
        30263, 30296, 30299, 30416, 66765, 66796, 66799, 66897, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10991, 11010, 11013, 11116, 418, 435, 438, 462,
        56880, 56896, 56899, 57073, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47410, 47432, 47435, 47504, -1, -1, -1, -1,
        -1, -1, -1, -1, 83225, 83258, 83261, 83314, -1, -1, -1, -1, -1, -1, -1, -1,
        79056, 79073, 79076, 79191, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        71503, 71521, 71524, 71548, -1, -1, -1, -1, 71728, 71741, 71744, 71750, 89707, 89721, 89724, 89825,
        -1, -1, -1, -1, -1, -1, -1, -1, 66163, 66195, 66198, 66288, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21213, 21238, 21241, 21381, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43582, 43605, 43608, 43624, 65665, 65682, 65685, 65693,
        31581, 31604, 31607, 31772, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70044, 70070, 70073, 70166, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56552, 56579, 56582, 56669,
        -1, -1, -1, -1, 8094, 8112, 8115, 8263, 47138, 47158, 47161, 47228, 71682, 71693, 71696, 71727,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49345, 49370, 49373, 49522, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 95655, 95672, 95675, 95826, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92025, 92043, 92046, 92195, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63080, 63104, 63107, 63136, 29828, 29848, 29851, 29940, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        71122, 71129, 71132, 71143, 82418, 82440, 82443, 82444, -1, -1, -1, -1, 71456, 71475, 71478, 71502,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61993, 62020, 62023, 62118, 64441, 64463, 64466, 64511, -1, -1, -1, -1,
        48783, 48803, 48806, 48844, 73776, 73796, 73799, 73834, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12401, 12424, 12427, 12530, 36725, 36750, 36753, 36926,
        76138, 76157, 76160, 76290, 72665, 72694, 72697, 72792, 93190, 93207, 93210, 93242, -1, -1, -1, -1,
        51166, 51185, 51188, 51234, 44124, 44136, 44139, 44217, 25371, 25392, 25395, 25498, 56091, 56115, 56118, 56228,
        88158, 88181, 88184, 88211, -1, -1, -1, -1, 82445, 82470, 82473, 82540, 89139, 89157, 89160, 89215,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52408, 52436, 52439, 52474, 87075, 87099, 87102, 87259, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79192, 79209, 79212, 79309, -1, -1, -1, -1,
        28138, 28159, 28162, 28274, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        698, 710, 713, 725, 79942, 79955, 79958, 79999, 73835, 73848, 73851, 73895, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59193, 59212, 59215, 59223, 83883, 83908, 83911, 83957,
        86481, 86499, 86502, 86689, 90315, 90342, 90345, 90513, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52167, 52203, 52206, 52227,
        -1, -1, -1, -1, 60009, 60025, 60028, 60140, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49044, 49075, 49078, 49344, -1, -1, -1, -1, 17904, 17922, 17925, 18579,
        86431, 86450, 86453, 86480, 9856, 9866, 9869, 10044, 79782, 79802, 79805, 79941, -1, -1, -1, -1,
        -1, -1, -1, -1, 43417, 43427, 43430, 43477, -1, -1, -1, -1, 50078, 50097, 50100, 50136,
        45065, 45085, 45088, 45173, -1, -1, -1, -1, 96089, 96104, 96107, 96199, -1, -1, -1, -1,
        -1, -1, -1, -1, 39614, 39630, 39633, 39783, -1, -1, -1, -1, -1, -1, -1, -1,
        12702, 12726, 12729, 14277, 20211, 20233, 20236, 20351, -1, -1, -1, -1, -1, -1, -1, -1,
        41785, 41799, 41802, 41978, 47323, 47343, 47346, 47409, 82093, 82116, 82119, 82154, 34773, 34785, 34788, 34790,
        43275, 43288, 43291, 43416, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33159, 33188, 33191, 33278, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65475, 65491, 65494, 65500,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 51494, 51519, 51522, 51623, -1, -1, -1, -1,
        33873, 33896, 33899, 33918, -1, -1, -1, -1, 7754, 7780, 7783, 7831, 66898, 66931, 66934, 67032,
        95827, 95841, 95844, 95913, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 87731, 87753, 87756, 87823, 52120, 52144, 52147, 52166, 81169, 81198, 81201, 81274,
        44450, 44470, 44473, 44501, -1, -1, -1, -1, 46393, 46419, 46422, 46566, 82732, 82759, 82762, 82829,
        -1, -1, -1, -1, 90835, 90855, 90858, 90893, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47690, 47707, 47710, 47858,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 89826, 89848, 89851, 89991,
        -1, -1, -1, -1, 7953, 7970, 7973, 8093, -1, -1, -1, -1, 77030, 77057, 77060, 77241,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 75050, 75072, 75075, 75270,
        -1, -1, -1, -1, -1, -1, -1, -1, 68930, 68948, 68951, 69032, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74000, 74021, 74024, 74053, 40922, 40943, 40946, 41076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44078, 44094, 44097, 44123,
        65603, 65619, 65622, 65632, 9234, 9252, 9255, 9325, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94885, 94902, 94905, 94944, -1, -1, -1, -1, 10354, 10374, 10377, 10542,
        51932, 51956, 51959, 51968, -1, -1, -1, -1, 94420, 94436, 94439, 94515, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9518, 9547, 9550, 9651, 34284, 34294, 34297, 34301,
        1052, 1066, 1069, 1087, 34091, 34104, 34107, 34119, 56002, 56026, 56029, 56090, 79310, 79328, 79331, 79473,
        81853, 81883, 81886, 81932, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 44549, 44565, 44568, 44637, 53010, 53033, 53036, 53062, 90651, 90673, 90676, 90834,
        21575, 21601, 21604, 21630, 76465, 76485, 76488, 76604, 67665, 67689, 67692, 67866, 9652, 9674, 9677, 9763,
        29941, 29968, 29971, 30152, 67867, 67886, 67889, 67919, 92509, 92529, 92532, 92631, -1, -1, -1, -1,
        309, 326, 329, 332, 53772, 53800, 53803, 54235, 81111, 81131, 81134, 81168, 83735, 83762, 83765, 83807,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32554, 32574, 32577, 32665,
        77885, 77901, 77904, 77925, 80899, 80920, 80923, 80981, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        27675, 27698, 27701, 28137, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78273, 78295, 78298, 78420, 355, 367, 370, 388,
        70571, 70592, 70595, 70619, -1, -1, -1, -1, 64803, 64822, 64825, 64893, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43836, 43852, 43855, 43873, -1, -1, -1, -1,
        77966, 77983, 77986, 78016, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41670, 41686, 41689, 41784, 65875, 65889, 65892, 65909, 73436, 73455, 73458, 73525, 83070, 83095, 83098, 83140,
        -1, -1, -1, -1, -1, -1, -1, -1, 43900, 43919, 43922, 43940, 35221, 35236, 35239, 36071,
        43755, 43772, 43775, 43785, 44744, 44765, 44768, 44850, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        82280, 82305, 82308, 82343, -1, -1, -1, -1, 73280, 73298, 73301, 73364, -1, -1, -1, -1,
        -1, -1, -1, -1, 55379, 55402, 55405, 55529, 42362, 42376, 42379, 42455, -1, -1, -1, -1,
        43478, 43486, 43489, 43543, 35172, 35192, 35195, 35220, 59294, 59315, 59318, 59328, -1, -1, -1, -1,
        48845, 48867, 48870, 48905, 49697, 49717, 49720, 49810, -1, -1, -1, -1, -1, -1, -1, -1,
        51843, 51867, 51870, 51931, 64296, 64318, 64321, 64366, 24874, 24886, 24889, 24908, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17750, 17770, 17773, 17903, -1, -1, -1, -1,
        26816, 26834, 26837, 27058, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69408, 69428, 69431, 69512, -1, -1, -1, -1, -1, -1, -1, -1, 80812, 80834, 80837, 80898,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59400, 59417, 59420, 59428,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32666, 32689, 32692, 32735,
        67033, 67058, 67061, 67144, 93091, 93098, 93101, 93141, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72918, 72948, 72951, 73044, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33279, 33304, 33307, 33327, -1, -1, -1, -1, -1, -1, -1, -1, 68737, 68756, 68759, 68792,
        -1, -1, -1, -1, 23544, 23560, 23563, 23590, -1, -1, -1, -1, 74054, 74076, 74079, 74135,
        -1, -1, -1, -1, -1, -1, -1, -1, 38788, 38810, 38813, 38986, 94235, 94248, 94251, 94317,
        4936, 4961, 4964, 5147, 67961, 67980, 67983, 68018, -1, -1, -1, -1, 23709, 23724, 23727, 23816,
        -1, -1, -1, -1, 80542, 80562, 80565, 80596, 92632, 92660, 92663, 92801, 68465, 68490, 68493, 68529,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 81275, 81296, 81299, 81321,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43670, 43690, 43693, 43707,
        -1, -1, -1, -1, 80384, 80400, 80403, 80443, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 87824, 87847, 87850, 87925, 42456, 42471, 42474, 42561,
        94748, 94766, 94769, 94826, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81582, 81594, 81597, 81651, 87260, 87283, 87286, 87406, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32955, 32973, 32976, 33040, 37949, 37980, 37983, 38122, 52726, 52744, 52747, 52770,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65542, 65558, 65561, 65569,
        -1, -1, -1, -1, -1, -1, -1, -1, 52771, 52797, 52800, 52829, 95312, 95328, 95331, 95484,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27290, 27315, 27318, 27674, 48537, 48555, 48558, 48596, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30510, 30549, 30552, 30632, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65694, 65709, 65712, 65715, 71549, 71569, 71572, 71598, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34238, 34252, 34255, 34265, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46992, 47006, 47009, 47118, 70524, 70543, 70546, 70570, 84587, 84611, 84614, 84998, 21129, 21152, 21155, 21212,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 34660, 34672, 34675, 34685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62655, 62678, 62681, 62795,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31906, 31935, 31938, 32139, -1, -1, -1, -1, -1, -1, -1, -1, 95914, 95930, 95933, 96007,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64199, 64218, 64221, 64261, -1, -1, -1, -1, 68389, 68408, 68411, 68464,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69955, 69971, 69974, 70043, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61202, 61222, 61225, 61248, 94945, 94962, 94965, 95004, 1158, 1171, 1174, 1192,
        45547, 45562, 45565, 45772, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        75498, 75520, 75523, 75553, 67291, 67314, 67317, 67372, 80681, 80695, 80698, 80714, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71751, 71761, 71764, 71769,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59585, 59604, 59607, 59685, 25850, 25868, 25871, 25988, -1, -1, -1, -1,
        -1, -1, -1, -1, 55658, 55682, 55685, 55836, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19807, 19828, 19831, 19918, 29283, 29298, 29301, 29376, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50771, 50795, 50798, 50959, 58636, 58659, 58662, 58791, -1, -1, -1, -1, 48399, 48424, 48427, 48479,
        48654, 48673, 48676, 48782, 71192, 71211, 71214, 71238, 92925, 92952, 92955, 93090, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28568, 28590, 28593, 28651,
        43786, 43805, 43808, 43835, 77926, 77945, 77948, 77965, 40554, 40576, 40579, 40698, 67515, 67537, 67540, 67598,
        64512, 64536, 64539, 64584, 82903, 82928, 82931, 82984, 86690, 86706, 86709, 86988, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47229, 47250, 47253, 47322,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 84034, 84059, 84062, 84108, 54750, 54770, 54773, 55001, -1, -1, -1, -1,
        52475, 52504, 52507, 52538, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73965, 73979, 73982, 73999, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71599, 71613, 71616, 71651, 11261, 11285, 11288, 11409,
        5408, 5422, 5425, 5435, 43874, 43890, 43893, 43899, 62935, 62958, 62961, 62987, -1, -1, -1, -1,
        49942, 49969, 49972, 50077, -1, -1, -1, -1, 67460, 67481, 67484, 67514, 62860, 62887, 62890, 62934,
        6951, 6968, 6971, 7080, 71144, 71162, 71165, 71191, 74605, 74627, 74630, 74827, 79474, 79493, 79496, 79577,
        63927, 63947, 63950, 64035, 63516, 63543, 63546, 63597, 72428, 72455, 72458, 72480, 65448, 65463, 65466, 65474,
        3155, 3179, 3182, 3321, 72041, 72074, 72077, 72175, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32736, 32763, 32766, 32901, 55002, 55031, 55034, 55203, 62365, 62391, 62394, 62498, 63598, 63623, 63626, 63679,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67920, 67938, 67941, 67960,
        51969, 51996, 51999, 52011, 28275, 28285, 28288, 28322, 59125, 59144, 59147, 59157, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31199, 31229, 31232, 31344, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20684, 20709, 20712, 20905, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77620, 77640, 77643, 77772, -1, -1, -1, -1,
        75554, 75573, 75576, 75718, 82636, 82661, 82664, 82731, 12369, 12382, 12385, 12400, 52353, 52379, 52382, 52407,
        73220, 73248, 73251, 73279, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61560, 61587, 61590, 61712, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28777, 28795, 28798, 28835, -1, -1, -1, -1, 85154, 85172, 85175, 85439, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56318, 56343, 56346, 56446,
        66417, 66434, 66437, 66493, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20352, 20372, 20375, 20515, 79676, 79692, 79695, 79781, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92196, 92216, 92219, 92345, 46567, 46592, 46595, 46741,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 59367, 59384, 59387, 59399,
        -1, -1, -1, -1, -1, -1, -1, -1, 52668, 52702, 52705, 52725, 28966, 28984, 28987, 29104,
        60418, 60433, 60436, 60528, 81712, 81730, 81733, 81748, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24365, 24381, 24384, 24563, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11732, 11754, 11757, 11824, 46220, 46245, 46248, 46392, 60947, 60961, 60964, 61046,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22832, 22850, 22853, 22981, 57550, 57567, 57570, 57630,
        82218, 82241, 82244, 82279, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11943, 11967, 11970, 12174, 35127, 35145, 35148, 35171,
        1259, 1269, 1272, 1286, 47859, 47874, 47877, 48009, 68793, 68813, 68816, 68868, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10543, 10567, 10570, 10707,
        70620, 70644, 70647, 70696, 39247, 39261, 39264, 39327, 65501, 65520, 65523, 65541, 75997, 76020, 76023, 76137,
        11825, 11849, 11852, 11942, 81440, 81465, 81468, 81508, 61249, 61276, 61279, 61403, 38653, 38680, 38683, 38787,
        74443, 74459, 74462, 74547, 56447, 56470, 56473, 56551, 67181, 67187, 67190, 67200, -1, -1, -1, -1,
        10708, 10728, 10731, 10868, 94593, 94610, 94613, 94672, -1, -1, -1, -1, -1, -1, -1, -1,
        21959, 21973, 21976, 22045, 45247, 45265, 45268, 45369, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22142, 22161, 22164, 22277, 49523, 49550, 49553, 49607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8264, 8286, 8289, 8438,
        -1, -1, -1, -1, 70167, 70186, 70189, 70231, -1, -1, -1, -1, 14414, 14433, 14436, 15709,
        34302, 34317, 34320, 34363, 39121, 39142, 39145, 39246, 10265, 10282, 10285, 10353, 56229, 56259, 56262, 56317,
        63245, 63263, 63266, 63276, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        52012, 52031, 52034, 52045, 8982, 8998, 9001, 9133, 76754, 76772, 76775, 76885, 91446, 91464, 91467, 91591,
        -1, -1, -1, -1, -1, -1, -1, -1, 43154, 43168, 43171, 43274, 82830, 82854, 82857, 82902,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20991, 21010, 21013, 21128, 72176, 72211, 72214, 72314,
        -1, -1, -1, -1, -1, -1, -1, -1, 90163, 90182, 90185, 90314, -1, -1, -1, -1,
        24926, 24942, 24945, 24966, -1, -1, -1, -1, -1, -1, -1, -1, 30417, 30450, 30453, 30509,
        89216, 89231, 89234, 89317, 92802, 92821, 92824, 92924, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 81509, 81528, 81531, 81581, -1, -1, -1, -1,
        -1, -1, -1, -1, 58792, 58816, 58819, 59124, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86989, 87012, 87015, 87074, -1, -1, -1, -1, 33427, 33447, 33450, 33510,
        -1, -1, -1, -1, 65356, 65376, 65379, 65389, 1320, 1332, 1335, 1345, 22278, 22298, 22301, 22388,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30633, 30657, 30660, 30777, -1, -1, -1, -1,
        71652, 71663, 71666, 71681, 50213, 50237, 50240, 50452, -1, -1, -1, -1, 94103, 94118, 94121, 94169,
        -1, -1, -1, -1, -1, -1, -1, -1, 70775, 70799, 70802, 70851, 95485, 95500, 95503, 95654,
        -1, -1, -1, -1, -1, -1, -1, -1, 89992, 90008, 90011, 90162, 49608, 49620, 49623, 49696,
        78885, 78906, 78909, 79055, 73526, 73546, 73549, 73603, -1, -1, -1, -1, 23817, 23839, 23842, 23979,
        -1, -1, -1, -1, 25765, 25782, 25785, 25849, -1, -1, -1, -1, 82344, 82364, 82367, 82417,
        -1, -1, -1, -1, -1, -1, -1, -1, 48597, 48613, 48616, 48653, 28713, 28732, 28735, 28776,
        60773, 60796, 60799, 60884, 86109, 86127, 86130, 86430, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11410, 11430, 11433, 11560, 71408, 71426, 71429, 71455, -1, -1, -1, -1,
        -1, -1, -1, -1, 9134, 9153, 9156, 9233, 55277, 55302, 55305, 55378, -1, -1, -1, -1,
        28405, 28426, 28429, 28489, 82985, 83011, 83014, 83069, 83588, 83615, 83618, 83660, 40143, 40164, 40167, 40173,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 91592, 91615, 91618, 91689, -1, -1, -1, -1,
        95005, 95023, 95026, 95139, 1375, 1394, 1397, 1540, 89318, 89329, 89332, 89354, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23148, 23164, 23167, 23198, 83661, 83689, 83692, 83734,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 94516, 94532, 94535, 94592,
        58302, 58328, 58331, 58538, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 93297, 93316, 93319, 93344, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70232, 70256, 70259, 70288, 78421, 78437, 78440, 78586,
        -1, -1, -1, -1, 70697, 70722, 70725, 70774, -1, -1, -1, -1, 83406, 83439, 83442, 83495,
        72538, 72566, 72569, 72664, 76886, 76905, 76908, 77029, -1, -1, -1, -1, 94827, 94838, 94841, 94884,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44218, 44239, 44242, 44302, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41979, 41999, 42002, 42027,
        -1, -1, -1, -1, 50524, 50545, 50548, 50642, -1, -1, -1, -1, -1, -1, -1, -1,
        91907, 91921, 91924, 92024, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23493, 23509, 23512, 23543,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48480, 48499, 48502, 48536,
        44033, 44051, 44054, 44077, -1, -1, -1, -1, 93243, 93260, 93263, 93296, -1, -1, -1, -1,
        22636, 22654, 22657, 22831, 84329, 84351, 84354, 84586, -1, -1, -1, -1, 88897, 88921, 88924, 89000,
        -1, -1, -1, -1, 34626, 34638, 34641, 34659, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 34579, 34592, 34595, 34625, -1, -1, -1, -1, -1, -1, -1, -1,
        8872, 8896, 8899, 8981, 82155, 82179, 82182, 82217, -1, -1, -1, -1, -1, -1, -1, -1,
        60529, 60548, 60551, 60631, 87594, 87619, 87622, 87730, 88327, 88342, 88345, 88373, 88036, 88067, 88070, 88157,
        -1, -1, -1, -1, -1, -1, -1, -1, 28836, 28856, 28859, 28900, -1, -1, -1, -1,
        59511, 59534, 59537, 59584, 65225, 65243, 65246, 65254, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45370, 45383, 45386, 45546,
        -1, -1, -1, -1, 60708, 60724, 60727, 60772, 37542, 37569, 37572, 37724, 8439, 8460, 8463, 8744,
        28323, 28343, 28346, 28404, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        34791, 34815, 34818, 34849, -1, -1, -1, -1, 47119, 47131, 47134, 47137, 50137, 50159, 50162, 50212,
        50960, 50984, 50987, 51065, 7906, 7923, 7926, 7952, 71770, 71803, 71806, 71904, 80767, 80792, 80795, 80811,
        -1, -1, -1, -1, 35030, 35048, 35051, 35076, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 91172, 91192, 91195, 91445,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80597, 80616, 80619, 80680, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9326, 9350, 9353, 9517,
        -1, -1, -1, -1, 34714, 34727, 34730, 34772, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67145, 67166, 67169, 67180, -1, -1, -1, -1, 34430, 34441, 34444, 34473,
        60632, 60650, 60653, 60707, 69513, 69531, 69534, 69697, 21850, 21874, 21877, 21958, 52046, 52066, 52069, 52079,
        -1, -1, -1, -1, -1, -1, -1, -1, 44303, 44319, 44322, 44377, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34969, 34995, 34998, 35029, -1, -1, -1, -1, 52949, 52977, 52980, 53009, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66629, 66661, 66664, 66764, -1, -1, -1, -1, 61713, 61742, 61745, 61869, 73719, 73737, 73740, 73775,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 93142, 93161, 93164, 93189, 40867, 40884, 40887, 40921, 69109, 69130, 69133, 69407,
        74548, 74564, 74567, 74604, -1, -1, -1, -1, 43544, 43564, 43567, 43581, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 65633, 65651, 65654, 65664, -1, -1, -1, -1,
        30778, 30794, 30797, 31198, -1, -1, -1, -1, -1, -1, -1, -1, 65833, 65851, 65854, 65874,
        -1, -1, -1, -1, -1, -1, -1, -1, 40699, 40716, 40719, 40866, -1, -1, -1, -1,
        48326, 48350, 48353, 48398, -1, -1, -1, -1, -1, -1, -1, -1, 96372, 96391, 96394, 96469,
        -1, -1, -1, -1, 59158, 59177, 59180, 59192, 34497, 34512, 34515, 34532, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36358, 36383, 36386, 36518, 41466, 41480, 41483, 41587,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74136, 74159, 74162, 74221, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22389, 22407, 22410, 22479, -1, -1, -1, -1, 23199, 23217, 23220, 23492,
        28901, 28914, 28917, 28965, 52830, 52857, 52860, 52889, 53063, 53082, 53085, 53771, 33041, 33070, 33073, 33158,
        61047, 61069, 61072, 61115, -1, -1, -1, -1, 389, 403, 406, 417, 34190, 34201, 34204, 34209,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11561, 11579, 11582, 11731, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        62796, 62816, 62819, 62859, 24909, 24916, 24919, 24925, 34160, 34174, 34177, 34189, 51624, 51651, 51654, 51755,
        54380, 54404, 54407, 54643, -1, -1, -1, -1, 76605, 76622, 76625, 76753, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63357, 63383, 63386, 63435, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 51066, 51085, 51088, 51165, -1, -1, -1, -1,
        22046, 22063, 22066, 22141, 70476, 70496, 70499, 70523, -1, -1, -1, -1, -1, -1, -1, -1,
        81652, 81668, 81671, 81711, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72481, 72510, 72513, 72537, -1, -1, -1, -1, 69832, 69853, 69856, 69899, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59261, 59278, 59281, 59293, 64262, 64273, 64276, 64295,
        -1, -1, -1, -1, 78690, 78705, 78708, 78740, 6553, 6565, 6568, 6667, 73045, 73071, 73074, 73102,
        96200, 96216, 96219, 96276, 19587, 19611, 19614, 19806, -1, -1, -1, -1, 93922, 93939, 93942, 93959,
        -1, -1, -1, -1, -1, -1, -1, -1, 65787, 65800, 65803, 65832, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 44851, 44871, 44874, 44956, -1, -1, -1, -1,
        57383, 57404, 57407, 57549, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7357, 7381, 7384, 7403, 50643, 50670, 50673, 50770, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68530, 68549, 68552, 68600, 34533, 34550, 34553, 34578,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72370, 72398, 72401, 72427, 91069, 91087, 91090, 91171, -1, -1, -1, -1,
        93823, 93841, 93844, 93921, 65255, 65274, 65277, 65291, 81933, 81962, 81965, 82011, 29630, 29646, 29649, 29750,
        -1, -1, -1, -1, 59756, 59778, 59781, 59871, -1, -1, -1, -1, -1, -1, -1, -1,
        7328, 7348, 7351, 7356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24831, 24844, 24847, 24873, -1, -1, -1, -1, -1, -1, -1, -1, 29105, 29125, 29128, 29198,
        -1, -1, -1, -1, 7832, 7858, 7861, 7905, 70978, 70997, 71000, 71025, 60885, 60903, 60906, 60946,
        74364, 74384, 74387, 74442, -1, -1, -1, -1, 38318, 38345, 38348, 38562, 88374, 88391, 88394, 88436,
        51756, 51781, 51784, 51842, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92418, 92439, 92442, 92508, 71026, 71044, 71047, 71072,
        62240, 62268, 62271, 62364, 19087, 19111, 19114, 19268, 28490, 28510, 28513, 28567, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 68232, 68251, 68254, 68289, 70358, 70371, 70374, 70428, 70289, 70311, 70314, 70357,
        48266, 48281, 48284, 48325, 57237, 57262, 57265, 57382, 70852, 70878, 70881, 70930, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62119, 62145, 62148, 62239, 1541, 1562, 1565, 1679,
        57631, 57650, 57653, 57836, 45174, 45194, 45197, 45246, 88437, 88453, 88456, 88705, -1, -1, -1, -1,
        7404, 7417, 7420, 7428, 69900, 69918, 69921, 69954, 81382, 81407, 81410, 81439, 56670, 56693, 56696, 56879,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80101, 80117, 80120, 80161, 21683, 21705, 21708, 21849,
        73103, 73130, 73133, 73163, 87926, 87951, 87954, 88035, -1, -1, -1, -1, 44957, 44979, 44982, 45064,
        61870, 61896, 61899, 61992, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 26184, 26197, 26200, 26372,
        65910, 65942, 65945, 66035, 25989, 25999, 26002, 26183, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43708, 43724, 43727, 43754, 6481, 6494, 6497, 6552, 90514, 90528, 90531, 90650, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68147, 68163, 68166, 68231, -1, -1, -1, -1,
        -1, -1, -1, -1, 7456, 7470, 7473, 7534, 29751, 29766, 29769, 29827, 65327, 65342, 65345, 65355,
        83141, 83168, 83171, 83224, 83496, 83531, 83534, 83587, 68019, 68037, 68040, 68146, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67201, 67225, 67228, 67290,
        74222, 74242, 74245, 74303, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64986, 65005, 65008, 65076, 40174, 40194, 40197, 40404, 65077, 65098, 65101, 65169, 65390, 65408, 65411, 65419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52606, 52640, 52643, 52667, 66036, 66069, 66072, 66162, 59224, 59245, 59248, 59260,
        39892, 39913, 39916, 40003, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46064, 46088, 46091, 46219, 28652, 28670, 28673, 28712, 31423, 31446, 31449, 31580,
        -1, -1, -1, -1, 21526, 21551, 21554, 21574, 88792, 88817, 88820, 88896, 9817, 9836, 9839, 9855,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58539, 58558, 58561, 58635, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54236, 54260, 54263, 54379, -1, -1, -1, -1, 94170, 94185, 94188, 94234, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12275, 12300, 12303, 12368, -1, -1, -1, -1,
        89001, 89022, 89025, 89138, -1, -1, -1, -1, 36519, 36542, 36545, 36724, 18773, 18797, 18800, 19086,
        65570, 65587, 65590, 65602, 68601, 68620, 68623, 68736, 77242, 77259, 77262, 77332, 7301, 7319, 7322, 7327,
        530, 547, 550, 574, 14278, 14298, 14301, 14413, 93533, 93549, 93552, 93629, 833, 849, 852, 873,
        -1, -1, -1, -1, 19919, 19944, 19947, 20124, 27059, 27076, 27079, 27289, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52539, 52574, 52577, 52605,
        79578, 79590, 79593, 79675, -1, -1, -1, -1, 61116, 61137, 61140, 61201, 10045, 10068, 10071, 10152,
        84109, 84136, 84139, 84185, -1, -1, -1, -1, 84999, 85018, 85021, 85153, 36072, 36098, 36101, 36357,
        42241, 42257, 42260, 42361, 52890, 52916, 52919, 52948, 82541, 82567, 82570, 82635, 25006, 25016, 25019, 25046,
        90894, 90916, 90919, 91068, -1, -1, -1, -1, 43005, 43018, 43021, 43153, -1, -1, -1, -1,
        60141, 60162, 60165, 60255, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55530, 55546, 55549, 55657, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48223, 48239, 48242, 48265, -1, -1, -1, -1,
        33511, 33535, 33538, 33694, 1008, 1025, 1028, 1051, 36927, 36947, 36950, 37203, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38123, 38150, 38153, 38317,
        -1, -1, -1, -1, -1, -1, -1, -1, 65292, 65311, 65314, 65326, -1, -1, -1, -1,
        -1, -1, -1, -1, 48010, 48028, 48031, 48170, -1, -1, -1, -1, 7535, 7546, 7549, 7753,
        19555, 19568, 19571, 19586, 73365, 73383, 73386, 73435, 71357, 71379, 71382, 71407, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 75922, 75937, 75940, 75996, 89355, 89369, 89372, 89533,
        -1, -1, -1, -1, 88706, 88728, 88731, 88791, 7081, 7097, 7100, 7205, 93396, 93410, 93413, 93487,
        24967, 24978, 24981, 25005, 80444, 80456, 80459, 80541, 80982, 81002, 81005, 81045, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47621, 47633, 47636, 47689, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 71905, 71939, 71942, 72040,
        -1, -1, -1, -1, 7206, 7217, 7220, 7229, 71239, 71257, 71260, 71284, 7230, 7248, 7251, 7278,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24779, 24798, 24801, 24830,
        41588, 41611, 41614, 41669, 6777, 6798, 6801, 6824, 37204, 37232, 37235, 37541, 72793, 72821, 72824, 72917,
        -1, -1, -1, -1, -1, -1, -1, -1, 93730, 93746, 93749, 93822, -1, -1, -1, -1,
        68290, 68308, 68311, 68388, 68869, 68887, 68890, 68929, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12175, 12199, 12202, 12274, 22982, 22998, 23001, 23147, 39328, 39342, 39345, 39423, 63436, 63461, 63464, 63515,
        83958, 83984, 83987, 84033, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        96470, 96488, 96491, 96560, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81322, 81345, 81348, 81381, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73661, 73680, 73683, 73718, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20125, 20146, 20149, 20210, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66494, 66525, 66528, 66628,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9764, 9782, 9785, 9816, 39784, 39803, 39806, 39891, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57074, 57091, 57094, 57236, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55837, 55870, 55873, 56001, 66289, 66323, 66326, 66416, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 77773, 77795, 77798, 77884, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 77333, 77351, 77354, 77432,
        -1, -1, -1, -1, 93630, 93647, 93650, 93729, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 33328, 33353, 33356, 33378,
        34474, 34485, 34488, 34496, -1, -1, -1, -1, 38987, 39010, 39013, 39120, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70931, 70949, 70952, 70977, 75719, 75738, 75741, 75921, 80000, 80017, 80020, 80100,
        24176, 24195, 24198, 24235, 19499, 19515, 19518, 19554, -1, -1, -1, -1, -1, -1, -1, -1,
        43941, 43960, 43963, 43990, 5471, 5491, 5494, 5765, 88212, 88240, 88243, 88326, -1, -1, -1, -1,
        10869, 10888, 10891, 10990, -1, -1, -1, -1, 96277, 96295, 96298, 96371, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1994, 2012, 2015, 2181,
        94318, 94338, 94341, 94419, 65753, 65763, 65766, 65786, 33695, 33719, 33722, 33872, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51235, 51260, 51263, 51364,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63761, 63786, 63789, 63842,
        78017, 78037, 78040, 78272, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34210, 34222, 34225, 34237, 83808, 83837, 83840, 83882, -1, -1, -1, -1,
        21382, 21407, 21410, 21525, 74304, 74323, 74326, 74363, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63026, 63049, 63052, 63079,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 73896, 73913, 73916, 73964,
        74828, 74851, 74854, 75049, 54644, 54664, 54667, 54749, 71073, 71093, 71096, 71121, 93960, 93977, 93980, 93997,
        -1, -1, -1, -1, 63137, 63160, 63163, 63188, 96561, 96581, 96584, 96657, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93998, 94016, 94019, 94052, -1, -1, -1, -1,
        37725, 37760, 37763, 37948, -1, -1, -1, -1, 25047, 25060, 25063, 25370, 48906, 48933, 48936, 49043,
        69765, 69787, 69790, 69831, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64367, 64390, 64393, 64440, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7279, 7293, 7296, 7300, -1, -1, -1, -1,
        -1, -1, -1, -1, 59686, 59705, 59708, 59755, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41077, 41092, 41095, 41325, 19370, 19395, 19398, 19498,
        44502, 44512, 44515, 44548, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81749, 81761, 81764, 81773, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47505, 47519, 47522, 47620, 93345, 93364, 93367, 93395, -1, -1, -1, -1, -1, -1, -1, -1,
        81774, 81803, 81806, 81852, -1, -1, -1, -1, 32140, 32169, 32172, 32375, -1, -1, -1, -1,
        71285, 71305, 71308, 71334, 73604, 73622, 73625, 73660, 91690, 91709, 91712, 91818, -1, -1, -1, -1,
        -1, -1, -1, -1, 85761, 85782, 85785, 86108, -1, -1, -1, -1, -1, -1, -1, -1,
        29449, 29468, 29471, 29629, 11117, 11141, 11144, 11260, 77433, 77452, 77455, 77619, -1, -1, -1, -1,
        41326, 41348, 41351, 41465, -1, -1, -1, -1, 62499, 62521, 62524, 62654, -1, -1, -1, -1,
        62988, 63005, 63008, 63025, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60256, 60278, 60281, 60417, 34850, 34875, 34878, 34911, -1, -1, -1, -1, -1, -1, -1, -1,
        33379, 33395, 33398, 33426, 80225, 80246, 80249, 80383, 32470, 32496, 32499, 32553, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75271, 75295, 75298, 75497, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 85440, 85459, 85462, 85760, -1, -1, -1, -1,
        -1, -1, -1, -1, 43625, 43648, 43651, 43669, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67373, 67396, 67399, 67459, -1, -1, -1, -1, -1, -1, -1, -1,
        23980, 24000, 24003, 24175, -1, -1, -1, -1, -1, -1, -1, -1, 20906, 20927, 20930, 20990,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59872, 59888, 59891, 60008,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34120, 34137, 34140, 34159, -1, -1, -1, -1, -1, -1, -1, -1, 25499, 25522, 25525, 25607,
        23591, 23608, 23611, 23708, -1, -1, -1, -1, -1, -1, -1, -1, 24236, 24253, 24256, 24364,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71335, 71342, 71345, 71356, -1, -1, -1, -1, -1, -1, -1, -1,
        19269, 19293, 19296, 19369, 42839, 42855, 42858, 43004, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64714, 64733, 64736, 64802,
        69698, 69716, 69719, 69764, -1, -1, -1, -1, 43991, 44011, 44014, 44032, -1, -1, -1, -1,
        -1, -1, -1, -1, 94673, 94689, 94692, 94747, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78741, 78758, 78761, 78884, -1, -1, -1, -1, -1, -1, -1, -1,
        33919, 33945, 33948, 33996, -1, -1, -1, -1, 42028, 42046, 42049, 42240, 61404, 61432, 61435, 61559,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7429, 7442, 7445, 7455,
        22480, 22500, 22503, 22635, 33997, 34010, 34013, 34042, 35077, 35096, 35099, 35126, 31345, 31375, 31378, 31422,
        52228, 52260, 52263, 52290, 64036, 64061, 64064, 64198, 49811, 49835, 49838, 49941, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24564, 24581, 24584, 24778, 70429, 70448, 70451, 70475,
        -1, -1, -1, -1, -1, -1, -1, -1, 65420, 65436, 65439, 65447, 69033, 69051, 69054, 69108,
        84186, 84209, 84212, 84328, -1, -1, -1, -1, 81046, 81069, 81072, 81110, -1, -1, -1, -1,
        94053, 94070, 94073, 94102, 46742, 46769, 46772, 46918, 93488, 93509, 93512, 93532, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 65716, 65733, 65736, 65752, -1, -1, -1, -1, 80162, 80176, 80179, 80224,
        -1, -1, -1, -1, -1, -1, -1, -1, 31773, 31797, 31800, 31905, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
