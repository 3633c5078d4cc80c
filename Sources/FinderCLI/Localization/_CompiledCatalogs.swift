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
        config.error.missingAction = “finder config” needs an action: get, set, unset, list
        config.error.missingName = “finder config” needs a setting name: lang, theme, color, limit, images, format, unsplash-key
        config.error.missingValue = “finder config set {name}” needs a value: {choices}
        config.error.unknownAction = unknown config action “{action}”. Valid actions: get, set, unset, list
        config.error.unknownName = unknown setting. Valid settings: lang, theme, color, limit, images, format, unsplash-key
        config.error.write = cannot write {path}: {reason}.
        config.help.details = “list” shows each saved default with where its value comes from; “get NAME” writes the value in effect; “set NAME VALUE” saves one and “unset NAME” removes it. NAME is lang, theme, color, limit, images or format (values as their options take them). A value is taken from the option on the line first, then the environment (FINDER_LANG, FINDER_THEME, NO_COLOR and its kin, FINDER_LIMIT, FINDER_IMAGES, FINDER_FORMAT), then this file, then the built-in default (for lang: LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The file is $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), readable only by you. “set unsplash-key” reads the key from standard input (so it stays out of shell history); get a key at https://unsplash.com/developers. The UNSPLASH_ACCESS_KEY environment variable, when set, is used first.
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
        help.command.history = List, remove or clear recent searches (five per domain).
        help.command.interactive = Search as you type, with suggestions from history (also: plain “finder” on a terminal).
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
        help.details.interactive = On a terminal, stock results follow every key as you type; photos follow a short pause in typing (FINDER_DEBOUNCE_MS, default 200) once the line has three characters, or Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or :more shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130, Ctrl-Z suspends (fg to come back).\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; :history, :more, :help and :quit are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (json: one document per line).
        help.details.offline = “show” without --domain shows the newest saved result.
        help.details.stocks = Matches ticker prefixes and the start of every word of a name, in any order, ignoring case and accents (é = e, ё = е, ß = ss); Cyrillic and Latin spellings find each other, text typed on the wrong keyboard layout is corrected, and close spellings (one letter off, two in longer words) are shown only when nothing else matches. Exact tickers, whole words and prefixes come first, bigger companies first (an exact match counts as ten times the size), then words written together (cocacola), then transliterations; ordinary shares before depositary receipts. Listings sharing an ISIN, and the company's receipts, are one result, shown by the home listing (the ISIN's country); --all-listings shows each.
        help.details.stocks.show = TICKER is matched exactly, ignoring case. Give several, separated by spaces or commas: each one's listings follow in the order given, and a ticker that names none is said on stderr (JSON: \"unknown\"); the exit status is 1 only when none is found.
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
        help.option.format = output format (default text; csv and tsv: a table with a header row)
        help.option.from = where to sync from: moex, nasdaq, an https URL or a file (default: every keyless source)
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
        photos.help.details.download = Reports the download to Unsplash first, as its API Guidelines require, then saves the image atomically to --output (a file, or a folder for ID-SIZE.jpg; default: ID-SIZE.jpg here) and prints the path. An existing file is never replaced without --force.
        photos.help.details.more = Uses the query and filters of the last successful photo search.
        photos.help.details.show = ID is the photo’s Unsplash ID (“id” in search results). Needs the network and the access key; nothing is recorded in history.
        photos.help.download = Download one photo’s image to a file.
        photos.help.examples =   finder photos mountain lake\\n  finder photos ocean --color blue --orientation landscape\\n  finder --lang ru photos море --color синий\\n  finder photos cats --per-page 30 --page 2 --json\\n  finder photos more
        photos.help.examples.download =   finder photos download Cat1abc_XyZ\\n  finder photos download Cat1abc_XyZ --size raw --output ~/Pictures/\\n  finder photos download Cat1abc_XyZ --output cat.jpg --force
        photos.help.examples.more =   finder photos forest\\n  finder photos more
        photos.help.examples.show =   finder photos show Cat1abc_XyZ\\n  finder photos show Cat1abc_XyZ --json
        photos.help.globalColor = (before “photos”: after it, --color is the colour filter)
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
        placeholder.DIR = DIR
        placeholder.FILE = FILE
        placeholder.KEY = KEY
        placeholder.OPTIONS = OPTIONS
        placeholder.PATH = PATH
        placeholder.QUERY = QUERY
        placeholder.TEXT = TEXT
        placeholder.TICKER = TICKER
        placeholder.TOPIC = TOPIC
        placeholder.URL = URL
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
        -1, -1, -1, -1, -1, -1, -1, -1, 32901, 32921, 32924, 32938, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37735, 37755, 37758, 37765,
        -1, -1, -1, -1, 21892, 21904, 21907, 21919, 10000, 10024, 10027, 10272, -1, -1, -1, -1,
        8171, 8191, 8194, 8273, 31883, 31901, 31904, 31934, 22451, 22475, 22478, 22498, 37816, 37830, 37833, 37870,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 28436, 28455, 28458, 28486, 4583, 4600, 4603, 4630, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 18705, 18725, 18728, 18761, 19323, 19344, 19347, 19387, 25905, 25922, 25925, 26010,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14306, 14324, 14327, 14342,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29178, 29195, 29198, 29351, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45022, 45048, 45051, 45065, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2039, 2065, 2068, 2142, 11658, 11680, 11683, 11767, -1, -1, -1, -1,
        20770, 20796, 20799, 20836, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56699, 56723, 56726, 56762, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30326, 30344, 30347, 30374,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49831, 49855, 49858, 49877, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36757, 36774, 36777, 37048,
        -1, -1, -1, -1, -1, -1, -1, -1, 22164, 22174, 22177, 22181, 6754, 6773, 6776, 6824,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56338, 56356, 56359, 56399,
        -1, -1, -1, -1, 40532, 40551, 40554, 40585, 48424, 48438, 48441, 48507, 40730, 40750, 40753, 40767,
        16698, 16715, 16718, 16792, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10273, 10297, 10300, 11206, 27260, 27274, 27277, 27404, 22143, 22154, 22157, 22163, 29692, 29712, 29715, 29754,
        54787, 54803, 54806, 54915, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18824, 18840, 18843, 18875, 22067, 22077, 22080, 22084, 50710, 50741, 50744, 50764, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5864, 5876, 5879, 5940, -1, -1, -1, -1,
        -1, -1, -1, -1, 33089, 33120, 33123, 33146, 40077, 40104, 40107, 40125, -1, -1, -1, -1,
        -1, -1, -1, -1, 42031, 42053, 42056, 42095, 25658, 25676, 25679, 25735, 13219, 13244, 13247, 13386,
        53353, 53378, 53381, 53462, -1, -1, -1, -1, 24593, 24603, 24606, 24638, -1, -1, -1, -1,
        -1, -1, -1, -1, 40490, 40506, 40509, 40531, -1, -1, -1, -1, -1, -1, -1, -1,
        58681, 58697, 58700, 58739, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35059, 35084, 35087, 35131, 46949, 46976, 46979, 47087, -1, -1, -1, -1,
        -1, -1, -1, -1, 22365, 22377, 22380, 22388, -1, -1, -1, -1, 39864, 39889, 39892, 39908,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17176, 17204, 17207, 17437, 21113, 21129, 21132, 21143, 25247, 25269, 25272, 25350, 41422, 41453, 41456, 41504,
        19388, 19421, 19424, 19501, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7232, 7251, 7254, 7307, 316, 333, 336, 355,
        36163, 36179, 36182, 36276, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29911, 29933, 29936, 29966, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48760, 48777, 48780, 48857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        44363, 44381, 44384, 44400, -1, -1, -1, -1, 44537, 44550, 44553, 44559, 54916, 54930, 54933, 54998,
        -1, -1, -1, -1, -1, -1, -1, -1, 41203, 41235, 41238, 41287, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13913, 13938, 13941, 14081, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27868, 27891, 27894, 27905, 41026, 41043, 41046, 41051,
        20282, 20305, 20308, 20388, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43657, 43683, 43686, 43741, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35964, 35991, 35994, 36031,
        -1, -1, -1, -1, 5414, 5432, 5435, 5526, -1, -1, -1, -1, 44507, 44518, 44521, 44536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31157, 31182, 31185, 31250, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58479, 58496, 58499, 58561, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56481, 56499, 56502, 56596, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19122, 19142, 19145, 19190, -1, -1, -1, -1, 1742, 1768, 1771, 1829,
        44202, 44209, 44212, 44221, 50888, 50910, 50913, 50914, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40387, 40409, 40412, 40436, -1, -1, -1, -1,
        30783, 30803, 30806, 30840, 45392, 45412, 45415, 45434, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8087, 8110, 8113, 8170, 23500, 23525, 23528, 23618,
        46839, 46858, 46861, 46948, 57295, 57312, 57315, 57342, -1, -1, -1, -1, -1, -1, -1, -1,
        32377, 32396, 32399, 32444, 28282, 28294, 28297, 28339, 16558, 16579, 16582, 16629, 35679, 35703, 35706, 35761,
        53817, 53840, 53843, 53866, -1, -1, -1, -1, 54496, 54514, 54517, 54559, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33189, 33217, 33220, 33239, 53136, 53160, 53163, 53238, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48858, 48875, 48878, 48935, -1, -1, -1, -1,
        18160, 18181, 18184, 18244, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        515, 527, 530, 535, 49339, 49352, 49355, 49378, 45435, 45448, 45451, 45483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37618, 37637, 37640, 37646, 52776, 52794, 52797, 52893,
        55326, 55353, 55356, 55464, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32977, 33013, 33016, 33031,
        -1, -1, -1, -1, 38205, 38221, 38224, 38269, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30972, 31003, 31006, 31156, -1, -1, -1, -1, 11295, 11313, 11316, 11657,
        52734, 52753, 52756, 52775, 6582, 6592, 6595, 6694, 49262, 49282, 49285, 49338, -1, -1, -1, -1,
        -1, -1, -1, -1, 27764, 27774, 27777, 27790, -1, -1, -1, -1, 31613, 31632, 31635, 31646,
        28756, 28776, 28779, 28820, -1, -1, -1, -1, 58740, 58755, 58758, 58795, -1, -1, -1, -1,
        -1, -1, -1, -1, 25351, 25367, 25370, 25486, -1, -1, -1, -1, -1, -1, -1, -1,
        8274, 8298, 8301, 9190, 12914, 12936, 12939, 13054, -1, -1, -1, -1, -1, -1, -1, -1,
        26771, 26785, 26788, 26864, 29858, 29878, 29881, 29910, -1, -1, -1, -1, 22432, 22444, 22447, 22450,
        27673, 27686, 27689, 27763, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21268, 21297, 21300, 21347, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 4016, 4037, 4040, 4194, 32445, 32470, 32473, 32533, -1, -1, -1, -1,
        21767, 21790, 21793, 21805, -1, -1, -1, -1, 5162, 5188, 5191, 5210, 41505, 41538, 41541, 41590,
        58562, 58576, 58579, 58618, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53546, 53568, 53571, 53608, 32939, 32963, 32966, 32976, 50194, 50223, 50226, 50267,
        28487, 28507, 28510, 28524, -1, -1, -1, -1, 50967, 50994, 50997, 51021, -1, -1, -1, -1,
        -1, -1, -1, -1, 55672, 55692, 55695, 55719, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30079, 30096, 30099, 30167,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54999, 55021, 55024, 55122,
        -1, -1, -1, -1, 5314, 5331, 5334, 5413, -1, -1, -1, -1, 47432, 47459, 47462, 47550,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46094, 46116, 46119, 46234,
        -1, -1, -1, -1, -1, -1, -1, -1, 42986, 43004, 43007, 43035, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45587, 45608, 45611, 45645, 26247, 26268, 26271, 26336,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28252, 28268, 28271, 28281,
        40974, 40990, 40993, 40997, 6178, 6196, 6199, 6239, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58185, 58202, 58205, 58247, -1, -1, -1, -1, 6881, 6901, 6904, 6960,
        32756, 32780, 32783, 32792, -1, -1, -1, -1, 58021, 58037, 58040, 58059, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6361, 6390, 6393, 6447, 22085, 22095, 22098, 22102,
        765, 779, 782, 789, 21920, 21933, 21936, 21943, 35622, 35646, 35649, 35678, 48936, 48954, 48957, 49042,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 28553, 28569, 28572, 28612, 33549, 33572, 33575, 33594, 55548, 55570, 55573, 55671,
        14250, 14276, 14279, 14305, 47088, 47108, 47111, 47165, 42096, 42120, 42123, 42219, 6448, 6470, 6473, 6517,
        19191, 19218, 19221, 19322, 42220, 42239, 42242, 42259, 56818, 56838, 56841, 56899, -1, -1, -1, -1,
        209, 226, 229, 232, 34018, 34046, 34049, 34301, 50139, 50159, 50162, 50193, 51302, 51329, 51332, 51349,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20904, 20924, 20927, 20956,
        47942, 47958, 47961, 47978, 49974, 49995, 49998, 50027, -1, -1, -1, -1, 917, 928, 931, 935,
        17907, 17930, 17933, 18159, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48188, 48210, 48213, 48284, 255, 267, 270, 288,
        43971, 43992, 43995, 44011, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28070, 28086, 28089, 28100, -1, -1, -1, -1,
        48016, 48033, 48036, 48048, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26703, 26719, 26722, 26770, 41168, 41182, 41185, 41202, 45226, 45245, 45248, 45290, 51070, 51095, 51098, 51120,
        -1, -1, -1, -1, -1, -1, -1, -1, 28125, 28144, 28147, 28154, 22629, 22644, 22647, 23139,
        28007, 28024, 28027, 28032, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50805, 50830, 50833, 50846, -1, -1, -1, -1, 45113, 45131, 45134, 45164, -1, -1, -1, -1,
        -1, -1, -1, -1, 35234, 35257, 35260, 35321, 27125, 27139, 27142, 27187, -1, -1, -1, -1,
        27791, 27799, 27802, 27835, 22588, 22608, 22611, 22628, 37705, 37726, 37729, 37734, -1, -1, -1, -1,
        30841, 30863, 30866, 30888, 31358, 31378, 31381, 31436, -1, -1, -1, -1, -1, -1, -1, -1,
        32696, 32720, 32723, 32755, -1, -1, -1, -1, 16272, 16284, 16287, 16295, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11207, 11227, 11230, 11294, -1, -1, -1, -1,
        17438, 17456, 17459, 17572, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43267, 43287, 43290, 43329, -1, -1, -1, -1, -1, -1, -1, -1, 49918, 49940, 49943, 49973,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37791, 37808, 37811, 37815,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20957, 20980, 20983, 21009,
        41591, 41616, 41619, 41656, 57202, 57209, 57212, 57246, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44941, 44971, 44974, 45021, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21348, 21373, 21376, 21390, -1, -1, -1, -1, -1, -1, -1, -1, 42831, 42850, 42853, 42869,
        -1, -1, -1, -1, 15476, 15492, 15495, 15515, -1, -1, -1, -1, 45646, 45668, 45671, 45717,
        -1, -1, -1, -1, -1, -1, -1, -1, 24752, 24774, 24777, 24908, 57906, 57919, 57922, 57965,
        3374, 3399, 3402, 3494, 42294, 42313, 42316, 42333, -1, -1, -1, -1, 15587, 15602, 15605, 15655,
        -1, -1, -1, -1, 49705, 49725, 49728, 49740, 56900, 56928, 56931, 57022, 42633, 42658, 42661, 42681,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50268, 50289, 50292, 50314,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27944, 27964, 27967, 27975,
        -1, -1, -1, -1, 49623, 49639, 49642, 49660, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53609, 53632, 53635, 53662, 27188, 27203, 27206, 27259,
        58102, 58120, 58123, 58146, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50508, 50520, 50523, 50547, 53239, 53262, 53265, 53352, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21144, 21162, 21165, 21187, 24200, 24231, 24234, 24321, 33426, 33444, 33447, 33458,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40924, 40940, 40943, 40947,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17705, 17730, 17733, 17906, 30613, 30631, 30634, 30654, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19571, 19610, 19613, 19669, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41052, 41067, 41070, 41073, 44401, 44421, 44424, 44441, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22041, 22055, 22058, 22066, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29755, 29769, 29772, 29840, 43933, 43952, 43955, 43970, 51733, 51757, 51760, 51940, 13829, 13852, 13855, 13912,
        -1, -1, -1, -1, 1482, 1508, 1511, 1623, -1, -1, -1, -1, 22343, 22355, 22358, 22364,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39550, 39573, 39576, 39642,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20474, 20503, 20506, 20621, -1, -1, -1, -1, -1, -1, -1, -1, 58619, 58635, 58638, 58680,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40307, 40326, 40329, 40352, -1, -1, -1, -1, 42587, 42606, 42609, 42632,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43609, 43625, 43628, 43656, -1, -1, -1, -1, 3913, 3942, 3945, 4015,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38962, 38982, 38985, 38999, 58248, 58265, 58268, 58310, 835, 848, 851, 857,
        29056, 29071, 29074, 29177, -1, -1, -1, -1, -1, -1, -1, -1, 3495, 3512, 3515, 3683,
        46384, 46406, 46409, 46439, 41783, 41806, 41809, 41855, 49797, 49811, 49814, 49830, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44560, 44570, 44573, 44578,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37923, 37942, 37945, 37980, 16860, 16878, 16881, 16938, -1, -1, -1, -1,
        -1, -1, -1, -1, 35386, 35410, 35413, 35531, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12510, 12531, 12534, 12621, 18762, 18777, 18780, 18823, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32094, 32118, 32121, 32214, 37257, 37280, 37283, 37356, -1, -1, -1, -1, 30518, 30543, 30546, 30571,
        30700, 30719, 30722, 30782, 57095, 57122, 57125, 57201, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18353, 18375, 18378, 18416,
        28033, 28052, 28055, 28069, 47979, 47998, 48001, 48015, 26011, 26033, 26036, 26100, 41958, 41980, 41983, 42030,
        40437, 40461, 40464, 40489, 52894, 52910, 52913, 53073, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51400, 51425, 51428, 51449, 34615, 34635, 34638, 34856, -1, -1, -1, -1,
        33240, 33269, 33272, 33287, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45552, 45566, 45569, 45586, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44442, 44456, 44459, 44480, 7386, 7410, 7413, 7494,
        3684, 3698, 3701, 3704, 28101, 28117, 28120, 28124, 39742, 39765, 39768, 39790, -1, -1, -1, -1,
        31518, 31545, 31548, 31612, -1, -1, -1, -1, 41911, 41932, 41935, 41957, 39689, 39716, 39719, 39741,
        4631, 4648, 4651, 4699, 49043, 49062, 49065, 49133, -1, -1, -1, -1, -1, -1, -1, -1,
        40126, 40146, 40149, 40194, 39982, 40009, 40012, 40030, 44768, 44795, 44798, 44813, 40872, 40887, 40890, 40893,
        2143, 2167, 2170, 2258, 44579, 44612, 44615, 44671, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21010, 21037, 21040, 21112, 34857, 34886, 34889, 35058, 39374, 39400, 39403, 39459, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42260, 42278, 42281, 42293,
        32793, 32820, 32823, 32833, 18245, 18255, 18258, 18292, 37564, 37583, 37586, 37588, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20014, 20044, 20047, 20105, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13387, 13412, 13415, 13608, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47788, 47808, 47811, 47883, -1, -1, -1, -1,
        46440, 46459, 46462, 46563, 50915, 50940, 50943, 50966, 8061, 8074, 8077, 8086, 33147, 33173, 33176, 33188,
        45066, 45094, 45097, 45112, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39000, 39027, 39030, 39101, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18417, 18435, 18438, 18459, -1, -1, -1, -1, 52036, 52054, 52057, 52191, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35821, 35846, 35849, 35903,
        41376, 41393, 41396, 41421, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13055, 13075, 13078, 13218, 49194, 49210, 49213, 49261, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56597, 56617, 56620, 56698, 29453, 29478, 29481, 29570,
        2311, 2330, 2333, 3158, -1, -1, -1, -1, -1, -1, -1, -1, 37766, 37783, 37786, 37790,
        -1, -1, -1, -1, -1, -1, -1, -1, 33382, 33416, 33419, 33425, 18551, 18569, 18572, 18647,
        38424, 38439, 38442, 38493, 50596, 50614, 50617, 50632, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15974, 15990, 15993, 16080, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7698, 7720, 7723, 7752, 38798, 38812, 38815, 38843, -1, -1, -1, -1,
        4195, 4221, 4224, 4287, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15072, 15090, 15093, 15161, 36589, 36606, 36609, 36636,
        50765, 50788, 50791, 50804, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7825, 7849, 7852, 7930, 22550, 22568, 22571, 22587,
        900, 910, 913, 916, 30168, 30183, 30186, 30239, 42870, 42890, 42893, 42935, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6961, 6985, 6988, 7079,
        46736, 46759, 46762, 46838, 25128, 25142, 25145, 25176, 40894, 40913, 40916, 40923, 50407, 50432, 50435, 50461,
        7753, 7777, 7780, 7824, -1, -1, -1, -1, 45973, 45989, 45992, 46047, 24639, 24666, 24669, 24751,
        -1, -1, -1, -1, 35904, 35927, 35930, 35963, 41692, 41698, 41701, 41713, -1, -1, -1, -1,
        7080, 7100, 7103, 7156, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14512, 14526, 14529, 14564, 28868, 28886, 28889, 28944, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14619, 14638, 14641, 14710, 31251, 31278, 31281, 31311, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5527, 5549, 5552, 5650,
        -1, -1, -1, -1, 43742, 43761, 43764, 43795, -1, -1, -1, -1, 9273, 9292, 9295, 9999,
        22103, 22118, 22121, 22142, 25024, 25045, 25048, 25127, 6825, 6842, 6845, 6880, 35762, 35792, 35795, 35820,
        39909, 39927, 39930, 39935, -1, -1, -1, -1, 684, 695, 698, 702, 2259, 2277, 2280, 2310,
        32834, 32853, 32856, 32867, 6020, 6036, 6039, 6109, 47244, 47262, 47265, 47330, 56069, 56087, 56090, 56170,
        -1, -1, -1, -1, -1, -1, -1, -1, 27595, 27609, 27612, 27672, 51022, 51046, 51049, 51069,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13691, 13710, 13713, 13828, 44672, 44707, 44710, 44767,
        -1, -1, -1, -1, -1, -1, -1, -1, 55228, 55247, 55250, 55325, -1, -1, -1, -1,
        16309, 16325, 16328, 16340, -1, -1, -1, -1, -1, -1, -1, -1, 19502, 19535, 19538, 19570,
        54560, 54575, 54578, 54623, 57023, 57042, 57045, 57094, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50462, 50481, 50484, 50507, -1, -1, -1, -1,
        -1, -1, -1, -1, 37357, 37381, 37384, 37563, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53074, 53097, 53100, 53135, -1, -1, -1, -1, 21468, 21488, 21491, 21522,
        -1, -1, -1, -1, -1, -1, -1, -1, 936, 948, 951, 956, 14711, 14731, 14734, 14793,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19670, 19694, 19697, 19757, -1, -1, -1, -1,
        44481, 44492, 44495, 44506, 31710, 31734, 31737, 31882, -1, -1, -1, -1, 57809, 57824, 57827, 57858,
        -1, -1, -1, -1, -1, -1, -1, -1, 44012, 44036, 44039, 44065, 58399, 58414, 58417, 58478,
        -1, -1, -1, -1, -1, -1, -1, -1, 55123, 55139, 55142, 55227, 31312, 31324, 31327, 31357,
        48644, 48665, 48668, 48759, 45291, 45311, 45314, 45351, -1, -1, -1, -1, 15656, 15678, 15681, 15760,
        -1, -1, -1, -1, 16793, 16810, 16813, 16859, -1, -1, -1, -1, 50847, 50867, 50870, 50887,
        -1, -1, -1, -1, -1, -1, -1, -1, 30655, 30671, 30674, 30699, 38687, 38710, 38713, 38749,
        52576, 52594, 52597, 52733, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7495, 7515, 7518, 7581, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6110, 6129, 6132, 6177, 35132, 35157, 35160, 35233, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25736, 25757, 25760, 25766,
        -1, -1, -1, -1, 3159, 3179, 3182, 3373, 56171, 56194, 56197, 56237, -1, -1, -1, -1,
        58311, 58329, 58332, 58398, 980, 999, 1002, 1078, 54624, 54635, 54638, 54651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15270, 15286, 15289, 15298, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37049, 37075, 37078, 37179, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57386, 57405, 57408, 57420, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43796, 43820, 43823, 43839, 48285, 48301, 48304, 48423,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51179, 51212, 51215, 51238,
        47331, 47350, 47353, 47431, -1, -1, -1, -1, -1, -1, -1, -1, 58147, 58158, 58161, 58184,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28340, 28361, 28364, 28389, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26865, 26885, 26888, 26908,
        -1, -1, -1, -1, 31935, 31956, 31959, 32006, -1, -1, -1, -1, -1, -1, -1, -1,
        56400, 56414, 56417, 56480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15435, 15451, 15454, 15475,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30572, 30591, 30594, 30612,
        28218, 28236, 28239, 28251, -1, -1, -1, -1, 57343, 57360, 57363, 57385, -1, -1, -1, -1,
        14959, 14977, 14980, 15071, 51589, 51611, 51614, 51732, -1, -1, -1, -1, 54334, 54358, 54361, 54411,
        -1, -1, -1, -1, 22315, 22327, 22330, 22342, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 22290, 22303, 22306, 22314, -1, -1, -1, -1, -1, -1, -1, -1,
        5941, 5965, 5968, 6019, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38494, 38513, 38516, 38566, 53463, 53488, 53491, 53545, 53938, 53953, 53956, 53977, 53743, 53774, 53777, 53816,
        -1, -1, -1, -1, -1, -1, -1, -1, 18460, 18480, 18483, 18506, -1, -1, -1, -1,
        37871, 37894, 37897, 37922, 40768, 40786, 40789, 40795, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28945, 28958, 28961, 29055,
        -1, -1, -1, -1, 38632, 38648, 38651, 38686, 23991, 24018, 24021, 24074, 5651, 5672, 5675, 5863,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29841, 29853, 29856, 29857, 31647, 31669, 31672, 31709,
        32215, 32239, 32242, 32294, 5272, 5289, 5292, 5313, 49878, 49903, 49906, 49917, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55908, 55928, 55931, 56068,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49741, 49760, 49763, 49796, 858, 869, 872, 876, -1, -1, -1, -1, 6240, 6264, 6267, 6360,
        -1, -1, -1, -1, 22389, 22402, 22405, 22431, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41657, 41678, 41681, 41691, -1, -1, -1, -1, 22182, 22193, 22196, 22207,
        38567, 38585, 38588, 38631, 43330, 43348, 43351, 43434, 14441, 14465, 14468, 14511, 32868, 32888, 32891, 32900,
        -1, -1, -1, -1, -1, -1, -1, -1, 28390, 28406, 28409, 28435, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22499, 22525, 22528, 22549, -1, -1, -1, -1, 33503, 33531, 33534, 33548, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39102, 39131, 39134, 39207, 45352, 45370, 45373, 45391,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57247, 57266, 57269, 57294, 26209, 26226, 26229, 26246, 43089, 43110, 43113, 43266,
        46048, 46064, 46067, 46093, -1, -1, -1, -1, 27836, 27856, 27859, 27867, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 40998, 41016, 41019, 41025, -1, -1, -1, -1,
        19758, 19774, 19777, 20013, -1, -1, -1, -1, -1, -1, -1, -1, 41139, 41157, 41160, 41167,
        -1, -1, -1, -1, -1, -1, -1, -1, 26101, 26118, 26121, 26208, -1, -1, -1, -1,
        30458, 30482, 30485, 30517, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37589, 37608, 37611, 37617, 22228, 22243, 22246, 22256, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23297, 23322, 23325, 23384, 26556, 26570, 26573, 26637,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45718, 45741, 45744, 45786, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14794, 14812, 14815, 14845, -1, -1, -1, -1, 15299, 15317, 15320, 15434,
        18507, 18520, 18523, 18550, 33595, 33614, 33617, 34017, 38844, 38866, 38869, 38903, 21188, 21217, 21220, 21267,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 22003, 22014, 22017, 22022,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7582, 7600, 7603, 7697, 3705, 3721, 3724, 3731, -1, -1, -1, -1, -1, -1, -1, -1,
        39643, 39663, 39666, 39688, 16296, 16303, 16306, 16308, 21977, 21991, 21994, 22002, 32534, 32561, 32564, 32625,
        34393, 34417, 34420, 34551, -1, -1, -1, -1, 47166, 47183, 47186, 47243, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 32295, 32314, 32317, 32376, -1, -1, -1, -1,
        14565, 14582, 14585, 14618, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50548, 50564, 50567, 50595, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44814, 44843, 44846, 44862, -1, -1, -1, -1, 43526, 43547, 43550, 43570, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37680, 37697, 37700, 37704, 40353, 40364, 40367, 40386,
        -1, -1, -1, -1, 48508, 48523, 48526, 48542, 4340, 4352, 4355, 4418, 58796, 58812, 58815, 58854,
        -1, -1, -1, -1, 12290, 12314, 12317, 12509, -1, -1, -1, -1, 57661, 57678, 57681, 57695,
        -1, -1, -1, -1, -1, -1, -1, -1, 41109, 41122, 41125, 41138, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 28613, 28633, 28636, 28682, -1, -1, -1, -1,
        36456, 36477, 36480, 36588, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4909, 4933, 4936, 4942, 32007, 32034, 32037, 32093, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42682, 42701, 42704, 42735, 22257, 22274, 22277, 22289,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55852, 55870, 55873, 55907, -1, -1, -1, -1, -1, -1, -1, -1,
        57600, 57618, 57621, 57660, 40796, 40815, 40818, 40825, 50658, 50687, 50690, 50709, 18991, 19007, 19010, 19067,
        -1, -1, -1, -1, 38026, 38048, 38051, 38126, -1, -1, -1, -1, -1, -1, -1, -1,
        4880, 4900, 4903, 4908, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16247, 16260, 16263, 16271, -1, -1, -1, -1, -1, -1, -1, -1, 18648, 18668, 18671, 18704,
        -1, -1, -1, -1, 5211, 5237, 5240, 5271, -1, -1, -1, -1, 38750, 38768, 38771, 38797,
        45910, 45930, 45933, 45972, -1, -1, -1, -1, 24442, 24469, 24472, 24592, 53978, 53995, 53998, 54020,
        32626, 32651, 32654, 32695, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56763, 56784, 56787, 56817, 44123, 44141, 44144, 44160,
        39288, 39316, 39319, 39373, 11973, 11997, 12000, 12091, 18293, 18313, 18316, 18352, -1, -1, -1, -1,
        814, 826, 829, 834, 42481, 42500, 42503, 42529, 43885, 43898, 43901, 43932, 43840, 43862, 43865, 43884,
        30413, 30428, 30431, 30457, 36354, 36379, 36382, 36455, 44066, 44092, 44095, 44122, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39208, 39234, 39237, 39287, 1079, 1100, 1103, 1166,
        36637, 36656, 36659, 36756, 28821, 28841, 28844, 28867, 54021, 54037, 54040, 54199, -1, -1, -1, -1,
        4943, 4956, 4959, 4965, 43571, 43589, 43592, 43608, 50359, 50384, 50387, 50406, 36032, 36055, 36058, 36162,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49450, 49466, 49469, 49490, 14343, 14365, 14368, 14440,
        53663, 53688, 53691, 53742, -1, -1, -1, -1, -1, -1, -1, -1, 28683, 28705, 28708, 28755,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 17055, 17068, 17071, 17175,
        -1, -1, -1, -1, 16939, 16949, 16952, 17054, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27976, 27992, 27995, 28006, 4288, 4301, 4304, 4339, 55465, 55479, 55482, 55547, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42422, 42438, 42441, 42480, -1, -1, -1, -1,
        -1, -1, -1, -1, 4989, 5003, 5006, 5041, 19068, 19083, 19086, 19121, 40826, 40841, 40844, 40847,
        51121, 51148, 51151, 51178, 51239, 51274, 51277, 51301, 42334, 42352, 42355, 42421, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41714, 41738, 41741, 41782,
        45787, 45807, 45810, 45852, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40633, 40652, 40655, 40679, 25767, 25787, 25790, 25904, 40680, 40701, 40704, 40729, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33336, 33370, 33373, 33381, -1, -1, -1, -1, 37647, 37668, 37671, 37679,
        25572, 25593, 25596, 25657, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29352, 29376, 29379, 29452, 20173, 20196, 20199, 20281, -1, -1, -1, -1,
        -1, -1, -1, -1, 14201, 14226, 14229, 14249, 54266, 54291, 54294, 54333, 6555, 6574, 6577, 6581,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37180, 37199, 37202, 37256, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34302, 34326, 34329, 34392, -1, -1, -1, -1, 57859, 57874, 57877, 57905, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7998, 8023, 8026, 8060, -1, -1, -1, -1,
        54412, 54433, 54436, 54495, -1, -1, -1, -1, 23385, 23408, 23411, 23499, 11768, 11792, 11795, 11972,
        40948, 40965, 40968, 40973, 42736, 42755, 42758, 42830, 47551, 47568, 47571, 47603, 4853, 4871, 4874, 4879,
        400, 417, 420, 433, 9191, 9211, 9214, 9272, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 12622, 12647, 12650, 12827, 17573, 17590, 17593, 17704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33288, 33323, 33326, 33335,
        49134, 49146, 49149, 49193, -1, -1, -1, -1, 38904, 38925, 38928, 38961, 6695, 6718, 6721, 6753,
        51450, 51477, 51480, 51502, -1, -1, -1, -1, 51941, 51960, 51963, 52035, 23140, 23166, 23169, 23296,
        27039, 27055, 27058, 27124, 33459, 33485, 33488, 33502, 55720, 55742, 55745, 55851, 16368, 16378, 16381, 16387,
        -1, -1, -1, -1, -1, -1, -1, -1, 27522, 27535, 27538, 27594, -1, -1, -1, -1,
        38270, 38291, 38294, 38344, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35322, 35338, 35341, 35385, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30375, 30391, 30394, 30412, -1, -1, -1, -1,
        21523, 21547, 21550, 21653, 734, 751, 754, 764, 23619, 23639, 23642, 23759, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24322, 24349, 24352, 24441,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30240, 30258, 30261, 30325, -1, -1, -1, -1, 5042, 5053, 5056, 5161,
        12264, 12277, 12280, 12289, 45165, 45183, 45186, 45225, 44321, 44343, 44346, 44362, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 46688, 46703, 46706, 46735, 54652, 54666, 54669, 54786,
        -1, -1, -1, -1, 54200, 54222, 54225, 54265, 4700, 4716, 4719, 4776, 57460, 57474, 57477, 57509,
        16341, 16352, 16355, 16367, 49661, 49673, 49676, 49704, 50028, 50048, 50051, 50074, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30047, 30059, 30062, 30078, -1, -1, -1, -1, 1955, 1980, 1983, 2038, -1, -1, -1, -1,
        -1, -1, -1, -1, 4777, 4788, 4791, 4799, 44222, 44240, 44243, 44259, 4800, 4818, 4821, 4830,
        -1, -1, -1, -1, 4534, 4559, 4562, 4582, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16208, 16227, 16230, 16246,
        26638, 26661, 26664, 26702, 4501, 4522, 4525, 4533, 23760, 23788, 23791, 23990, 44863, 44891, 44894, 44940,
        -1, -1, -1, -1, -1, -1, -1, -1, 57542, 57558, 57561, 57599, -1, -1, -1, -1,
        42530, 42548, 42551, 42586, 42936, 42954, 42957, 42985, 1830, 1854, 1857, 1954, 494, 506, 509, 514,
        7931, 7955, 7958, 7997, 15162, 15178, 15181, 15269, 25177, 25191, 25194, 25246, 39936, 39961, 39964, 39981,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58855, 58873, 58876, 58918, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50315, 50338, 50341, 50358, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12828, 12849, 12852, 12913, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6518, 6536, 6539, 6554, 25487, 25506, 25509, 25571, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36277, 36294, 36297, 36353, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35532, 35565, 35568, 35621, 41288, 41322, 41325, 41375, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 47884, 47906, 47909, 47941, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47604, 47622, 47625, 47669,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4472, 4492, 4495, 4500, 21391, 21416, 21419, 21433,
        22208, 22219, 22222, 22227, -1, -1, -1, -1, 24909, 24932, 24935, 25023, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46564, 46583, 46586, 46687, 49379, 49396, 49399, 49449, -1, -1, -1, -1,
        15869, 15888, 15891, 15905, 12220, 12236, 12239, 12263, -1, -1, -1, -1, -1, -1, -1, -1,
        28155, 28174, 28177, 28185, 3732, 3752, 3755, 3912, 53867, 53895, 53898, 53937, -1, -1, -1, -1,
        7157, 7176, 7179, 7231, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1365, 1383, 1386, 1481,
        57966, 57986, 57989, 58020, 41074, 41084, 41087, 41108, 21654, 21678, 21681, 21766, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40031, 40056, 40059, 40076,
        48049, 48069, 48072, 48187, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22023, 22035, 22038, 22040, 51350, 51379, 51382, 51399, -1, -1, -1, -1,
        14082, 14107, 14110, 14200, 45853, 45872, 45875, 45909, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1624, 1647, 1650, 1741, 45484, 45501, 45504, 45551,
        -1, -1, -1, -1, 34552, 34572, 34575, 34614, 44161, 44181, 44184, 44201, 57696, 57713, 57716, 57730,
        -1, -1, -1, -1, 39822, 39845, 39848, 39863, 58919, 58939, 58942, 58985, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57731, 57749, 57752, 57773, -1, -1, -1, -1,
        24075, 24110, 24113, 24199, -1, -1, -1, -1, 16388, 16401, 16404, 16557, 30889, 30916, 30919, 30971,
        43481, 43503, 43506, 43525, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4831, 4845, 4848, 4852, -1, -1, -1, -1,
        -1, -1, -1, -1, 37981, 38000, 38003, 38025, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26337, 26352, 26355, 26458, 12149, 12174, 12177, 12219,
        28525, 28535, 28538, 28552, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50633, 50645, 50648, 50657, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29967, 29981, 29984, 30046, 57421, 57440, 57443, 57459, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20622, 20651, 20654, 20769, -1, -1, -1, -1,
        44260, 44280, 44283, 44300, 56238, 56257, 56260, 56337, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52365, 52386, 52389, 52575, -1, -1, -1, -1, -1, -1, -1, -1,
        18876, 18895, 18898, 18990, 7308, 7332, 7335, 7385, 47670, 47689, 47692, 47787, -1, -1, -1, -1,
        26459, 26481, 26484, 26555, -1, -1, -1, -1, 39460, 39482, 39485, 39549, -1, -1, -1, -1,
        39791, 39808, 39811, 39821, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38345, 38367, 38370, 38423, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21434, 21450, 21453, 21467, 49544, 49565, 49568, 49622, 20837, 20863, 20866, 20903, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46235, 46259, 46262, 46383, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 52192, 52211, 52214, 52364, -1, -1, -1, -1,
        -1, -1, -1, -1, 27906, 27929, 27932, 27943, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41856, 41879, 41882, 41910, -1, -1, -1, -1, -1, -1, -1, -1,
        15761, 15781, 15784, 15868, -1, -1, -1, -1, -1, -1, -1, -1, 13609, 13630, 13633, 13690,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38127, 38143, 38146, 38204,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21944, 21961, 21964, 21976, -1, -1, -1, -1, -1, -1, -1, -1, 16630, 16653, 16656, 16697,
        15516, 15533, 15536, 15586, -1, -1, -1, -1, -1, -1, -1, -1, 15906, 15923, 15926, 15973,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44301, 44308, 44311, 44320, -1, -1, -1, -1, -1, -1, -1, -1,
        12092, 12116, 12119, 12148, 27405, 27421, 27424, 27521, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40586, 40605, 40608, 40632,
        43435, 43453, 43456, 43480, -1, -1, -1, -1, 28186, 28206, 28209, 28217, -1, -1, -1, -1,
        -1, -1, -1, -1, 58060, 58076, 58079, 58101, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48543, 48560, 48563, 48643, -1, -1, -1, -1, -1, -1, -1, -1,
        21806, 21832, 21835, 21861, -1, -1, -1, -1, 26909, 26927, 26930, 27038, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4966, 4979, 4982, 4988,
        14846, 14866, 14869, 14958, 21862, 21875, 21878, 21891, 33032, 33064, 33067, 33088, 20106, 20136, 20139, 20172,
        40195, 40220, 40223, 40306, -1, -1, -1, -1, 31437, 31461, 31464, 31517, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16081, 16098, 16101, 16207, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40848, 40864, 40867, 40871, 43036, 43054, 43057, 43088,
        51503, 51526, 51529, 51588, -1, -1, -1, -1, 50075, 50098, 50101, 50138, -1, -1, -1, -1,
        57774, 57791, 57794, 57808, 29571, 29598, 29601, 29691, 57510, 57531, 57534, 57541, -1, -1, -1, -1,
        4419, 4435, 4438, 4471, -1, -1, -1, -1, -1, -1, -1, -1, 49491, 49505, 49508, 49543,
        -1, -1, -1, -1, -1, -1, -1, -1, 20389, 20413, 20416, 20473, -1, -1, -1, -1,
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
        config.error.extra = после имени настройки слишком много слов; укажите одно значение, например: finder config set lang ru
        config.error.keyAsArgument = ключ не принимается в командной строке, где его сохранит история оболочки; передайте его через стандартный ввод или введите по запросу.
        config.error.keyTooLong = ключ длиннее {limit} символов — таких ключей у Unsplash не бывает; ничего не сохранено.
        config.error.missingAction = команде «finder config» нужно действие: get, set, unset, list
        config.error.missingName = команде «finder config» нужно имя настройки: lang, theme, color, limit, images, format, unsplash-key
        config.error.missingValue = команде «finder config set {name}» нужно значение: {choices}
        config.error.unknownAction = неизвестное действие «{action}» для finder config. Допустимые действия: get, set, unset, list
        config.error.unknownName = неизвестная настройка. Допустимые настройки: lang, theme, color, limit, images, format, unsplash-key
        config.error.write = не удаётся записать {path}: {reason}.
        config.help.details = «list» показывает все сохранённые настройки и откуда взято каждое значение; «get ИМЯ» выводит действующее значение; «set ИМЯ ЗНАЧЕНИЕ» сохраняет его, а «unset ИМЯ» удаляет. ИМЯ — lang, theme, color, limit, images или format (значения те же, что у одноимённых параметров). Значение берётся сначала из параметра в командной строке, затем из окружения (FINDER_LANG, FINDER_THEME, NO_COLOR и подобные, FINDER_LIMIT, FINDER_IMAGES, FINDER_FORMAT), затем из этого файла и только потом встроенное (для lang — из LANGUAGE, LC_ALL, LC_MESSAGES, LANG). Файл — $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), доступный только вам. «set unsplash-key» читает ключ со стандартного ввода (чтобы он не попал в историю оболочки); ключ можно получить на https://unsplash.com/developers. Переменная окружения UNSPLASH_ACCESS_KEY, если задана, используется первой.
        config.help.examples =   finder config set lang ru\\n  finder config set limit 50\\n  finder config get format\\n  finder config list\\n  finder config unset theme\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Укажите в XDG_CONFIG_HOME папку, доступную только вам, или попросите её владельца выполнить для неё chmod 700.
        config.hint.usage = Использование: finder config list | get ИМЯ | set ИМЯ ЗНАЧЕНИЕ | unset ИМЯ (ИМЯ: lang, theme, color, limit, images, format, unsplash-key; ключ читается со стандартного ввода).
        config.key.set = задан
        config.key.unset = не задан
        config.notice.badKey = Ключ Unsplash в {where} не похож на ключ (в нём пробелы, управляющие символы или он слишком длинный) и не используется; задайте его заново: finder config set unsplash-key
        config.notice.environmentWins = Обратите внимание: задана переменная UNSPLASH_ACCESS_KEY, и она используется раньше сохранённого ключа.
        config.notice.exposed = Внимание: в {path} хранится ваш ключ Unsplash, а другие пользователи могут его прочитать или подменить: выполните chmod 600 {path} и chmod 700 для его папки (и подумайте о новом ключе).
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
        error.limit.files = предел открытых файлов — {limit} (ulimit -n), а finder нужно не меньше {needed}.
        error.limit.memory = предел адресного пространства — {limit} МиБ (ulimit -v), а finder нужно не меньше {needed} МиБ.
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
        help.command.history = Показать, удалить или очистить недавние запросы (по пять в каждом разделе).
        help.command.interactive = Поиск по мере ввода с подсказками из истории (также: просто «finder» в терминале).
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
        help.details.interactive = В терминале результаты поиска акций обновляются с каждой нажатой клавишей; фото ищутся после короткой паузы в наборе (FINDER_DEBOUNCE_MS, по умолчанию 200 мс), когда в строке не меньше трёх символов, или по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или :more — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130, Ctrl-Z приостанавливает работу (вернуться — fg).\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (json: один документ на строку).
        help.details.offline = «show» без --domain показывает самый свежий сохранённый результат.
        help.details.stocks = Находит начало тикера и начало любого слова в названии, слова в любом порядке, без учёта регистра и диакритики (é = e, ё = е, ß = ss); кириллица и латиница находят друг друга, текст, набранный в другой раскладке, исправляется, а близкие написания (одна ошибка, в длинных словах две) показываются, только когда ничего другого не найдено. Сначала точные тикеры, целые слова и начала слов, крупные компании раньше (точное совпадение весит как компания в десять раз крупнее), затем слитное написание (cocacola), затем транслитерация; обыкновенные акции раньше депозитарных расписок. Листинги с общим ISIN и депозитарные расписки компании — один результат: листинг в стране эмитента (по ISIN); --all-listings показывает каждый.
        help.details.stocks.show = ТИКЕР сравнивается точно, без учёта регистра. Можно указать несколько тикеров через пробел или запятую: листинги каждого идут в том же порядке, а о тикере, которого нет, говорится в stderr (в JSON — «unknown»); код выхода 1 — только если не найден ни один.
        help.details.stocks.sync = Без --from обновляет из всех источников, не требующих ключа, по очереди, каждый применяется отдельно. moex — Московская биржа, режим TQBR: русские и латинские названия, ISIN, цены в рублях (последняя сделка, иначе текущая или рыночная цена, иначе предыдущее закрытие), рыночная капитализация; базовый URL — из FINDER_MOEX_URL. nasdaq — все акции бирж NASDAQ, NYSE и NYSE American: последняя цена в долларах США и рыночная капитализация; базовый URL — из FINDER_NASDAQ_URL; названия бумаг, которые уже есть в каталоге, не меняются. URL или ФАЙЛ в формате StockFinder: JSON-массив {\"ticker\", \"name\", \"currentPrice\"} (доллары США) или CSV с заголовком, где есть ticker, name, price и, по желанию, currency и exchange. Бумаги объединяются с каталогом по тикеру и бирже: названия и цены заменяются, новые добавляются, ничего не удаляется. Ошибочные строки пропускаются и подсчитываются. Каталог и индекс меняются целиком или не меняются вовсе.
        help.details.suggest = Сравнение без учёта регистра и диакритики (ICU). Раздел по умолчанию: stocks.
        help.details.watch = Список наблюдения хранится в хранилище папки данных в том порядке, в каком добавлялись тикеры. Цены берутся из каталога (их обновляет finder stocks sync). «finder watch check» показывает тикеры, по которым сейчас срабатывает оповещение, называет каждое словами и завершается с кодом 0; если не сработало ни одно — с кодом 1, так что в cron можно написать: finder watch check && notify-send …
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
        hint.empty.ticker = Поищите по названию: finder stocks {ticker}
        hint.empty.tickers = Проверьте написание или поищите по названию: finder stocks НАЗВАНИЕ
        hint.limit = Поднимите предел (или запустите finder из оболочки без него) и запустите finder снова. Ничего не изменено.
        hint.noPrices = Цен пока нет: чтобы загрузить актуальные цены с Московской биржи и Nasdaq, выполните «finder stocks sync».
        hint.store.catalogueMismatch = Чтобы заново импортировать встроенный каталог и сохранить историю и сохранённые результаты: sqlite3 {path} \"DELETE FROM stocks; DELETE FROM meta WHERE key = 'catalogue.checksum'\", затем снова запустите finder (и finder stocks sync, чтобы получить текущие цены).
        hint.store.corrupt = Чтобы восстановить работу, переименуйте его и запустите finder снова; встроенный каталог загрузится заново: mv {path} {path}.broken
        hint.store.failed = Само хранилище цело, история и синхронизированные бумаги в нём сохранены: устраните причину и запустите finder снова.
        hint.store.foreignJournal = Чтобы восстановить работу, переименуйте журнал и запустите finder снова; в хранилище останутся каталог, история и сохранённые результаты на момент последней контрольной точки: mv {path}-wal {path}-wal.foreign
        hint.store.inconsistent = finder не станет загружать встроенный каталог поверх этих акций. Чтобы начать заново, переименуйте хранилище и запустите finder снова: mv {path} {path}.broken — в старом файле останутся история и синхронизированные акции, их можно прочитать через sqlite3.
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
        interactive.moreHint = Введите :more, чтобы открыть следующую страницу.
        interactive.noMorePages = Больше результатов нет.
        interactive.noResultsToPage = Сначала выполните поиск; затем :more или Page Down покажет следующую страницу.
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
        photos.help.globalColor = (до «photos»: после него --color — фильтр по цвету)
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
        photos.hint.pastEnd = Начните с первой страницы: finder photos {query}
        photos.hint.rateLimited = Повторите {when}. Сохранённые результаты доступны: finder --offline photos ЗАПРОС
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
        photos.more.none.hint = Сначала выполните поиск, например: finder photos горы
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
        photos.offline.differs = Сохранённый результат другой: сохранён с параметрами «{saved}», а запрошено «{asked}».
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
        photos.show.notFound.hint = Идентификаторы есть в результатах поиска: finder photos ЗАПРОС --json (поле «id»).
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
        placeholder.DIR = ПАПКА
        placeholder.FILE = ФАЙЛ
        placeholder.KEY = КЛЮЧ
        placeholder.OPTIONS = ПАРАМЕТРЫ
        placeholder.PATH = ПУТЬ
        placeholder.QUERY = ЗАПРОС
        placeholder.TEXT = ТЕКСТ
        placeholder.TICKER = ТИКЕР
        placeholder.TOPIC = ТЕМА
        placeholder.URL = URL
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
        reason.errno.EFBIG = файл превысил бы предел размера, заданный для finder (ulimit -f)
        reason.errno.EIO = диск сообщил об ошибке ввода-вывода
        reason.errno.EISDIR = это папка, а не файл
        reason.errno.ELOOP = в пути слишком много символических ссылок
        reason.errno.EMFILE = открыто слишком много файлов
        reason.errno.ENAMETOOLONG = слишком длинное имя
        reason.errno.ENOENT = такого файла или папки нет
        reason.errno.ENOMEM = на это не хватает памяти (возможно, задан предел вроде ulimit -v)
        reason.errno.ENOSPC = на диске нет места
        reason.errno.ENOTDIR = часть пути — файл, а не папка
        reason.errno.ENXIO = за ним нет устройства
        reason.errno.EROFS = файловая система доступна только для чтения
        reason.errno.other = системная ошибка {code} ({message})
        reason.foreignJournal = журнал рядом с ним (finder.sqlite3-wal) принадлежит другой базе данных или более старой копии этой, и SQLite прочитал бы его страницы как страницы этого хранилища
        reason.indexNotBuilt = не удалось построить новый поисковый индекс
        reason.newerSchema = его создала более новая версия finder (версия хранилища {found}, эта версия finder читает до {supported})
        reason.sqlite.busy = его занял другой процесс
        reason.sqlite.cantOpen = его не удаётся открыть
        reason.sqlite.corrupt = данные в нём повреждены
        reason.sqlite.full = на диске нет места
        reason.sqlite.io = не удалось прочитать или записать его
        reason.sqlite.notADatabase = файл — не хранилище finder и вообще не база данных SQLite
        reason.sqlite.other = ошибка SQLite {code} ({message})
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
        sync.error.tooLarge = загрузка из источника «{source}» остановлена: она больше {limit} МиБ — больше любого каталога.
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
        sync.hint.offline = Запустите без --offline или обновите из файла: finder stocks sync --from ФАЙЛ
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
        topic.formats.json = для скриптов: при любом исходе ровно один документ JSON в стандартный вывод, в том числе при ошибке и при неверной командной строке (см. finder help json)
        topic.formats.jsonl = по событию JSON на строку: событие состояния в начале работы, событие на каждый результат и последнее событие состояния с числом результатов, сообщением или ошибкой
        topic.formats.streams = Справка, man-страница, скрипты дополнения и --version в JSON тоже выводятся документом: один результат с текстом. Неизвестные значения — null, а не пустые строки; метки времени — ISO 8601 в UTC.
        topic.formats.text = для человека: результаты выровненными столбцами в стандартный вывод, в цвете, где он разрешён; счётчики, подсказки, ход работы и ошибки — в стандартный поток ошибок
        topic.json.document = документ: {members}
        topic.json.domains = У каждого раздела свои поля; они есть в каждом документе раздела и равны null, когда значение неизвестно:
        topic.json.intro = Эти поля есть в каждом документе JSON при любом исходе. Имена полей английские и не меняются, сообщения — на языке интерфейса; новые поля могут добавиться.
        topic.json.member.count = сколько результатов в документе
        topic.json.member.domain = команда, которая ответила (см. ниже); cli — для справки, --version и ошибок в командной строке
        topic.json.member.error = при ошибке — объект с полями code (finder help exit-codes), message и hint; иначе null
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
        usage.badSubcommand = неизвестное действие «{value}» для finder {command}. Допустимые действия: {choices}
        usage.badSubcommand.suggest = неизвестное действие «{value}» для finder {command}; может быть, «{suggestion}»? Допустимые действия: {choices}
        usage.badValue = недопустимое значение «{value}» для {option}. Допустимые значения: {choices}
        usage.badValue.suggest = недопустимое значение «{value}» для {option}; может быть, «{suggestion}»? Допустимые значения: {choices}
        usage.colour.russian = (или по-русски: {names})
        usage.controlCharacter = в запросе для «finder {command}» есть управляющий символ ({character}); введите запрос без него
        usage.integerRange = целое число от {min:masculine-genitive} до {max:masculine-genitive}
        usage.missingPhotoID = команде «finder {command}» нужен идентификатор фотографии, например: finder {command} Cat1abc_XyZ (идентификаторы есть в результатах finder photos ЗАПРОС --json)
        usage.missingQuery = команде «finder {command}» нужен поисковый запрос, например: finder {command} apple
        usage.missingSubcommand = команде finder {command} нужно одно из: {choices}
        usage.missingTicker = команде «finder stocks show» нужен тикер, например: finder stocks show AAPL
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
        watch.hint.add = Сначала добавьте его: finder watch add {ticker}
        watch.hint.alert = Задайте оповещение: finder watch alert AAPL above 250
        watch.hint.empty = Добавьте тикеры: finder watch add AAPL MSFT
        watch.noneAdded = В список наблюдения не добавлено ни одного тикера.
        watch.notWatched = «{ticker}» нет в списке наблюдения.
        watch.removed[few] = Из списка наблюдения убрано {count} тикера.
        watch.removed[many] = Из списка наблюдения убрано {count} тикеров.
        watch.removed[one] = Из списка наблюдения убран {count} тикер.
        watch.removed[other] = Из списка наблюдения убрано {count} тикера.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 51978, 51998, 52001, 52017, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59174, 59194, 59197, 59211,
        -1, -1, -1, -1, 33941, 33953, 33956, 33988, 15670, 15694, 15697, 16141, -1, -1, -1, -1,
        12499, 12519, 12522, 12669, 50351, 50369, 50372, 50421, 34810, 34834, 34837, 34866, 59274, 59288, 59291, 59355,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 44276, 44295, 44298, 44347, 6877, 6894, 6897, 6950, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 29105, 29125, 29128, 29188, 30059, 30080, 30083, 30168, 40303, 40320, 40323, 40451,
        -1, -1, -1, -1, -1, -1, -1, -1, 63537, 63563, 63566, 63617, -1, -1, -1, -1,
        51263, 51289, 51292, 51391, -1, -1, -1, -1, -1, -1, -1, -1, 21583, 21601, 21604, 21634,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45671, 45688, 45691, 45961, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72839, 72865, 72868, 72894, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3006, 3032, 3035, 3170, 18532, 18554, 18557, 18724, -1, -1, -1, -1,
        32282, 32308, 32311, 32375, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91977, 92001, 92004, 92048, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48069, 48087, 48090, 48120,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80382, 80406, 80409, 80433, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57690, 57707, 57710, 58154,
        71990, 72017, 72020, 72044, -1, -1, -1, -1, 34298, 34308, 34311, 34327, 10145, 10164, 10167, 10256,
        -1, -1, -1, -1, -1, -1, -1, -1, 82982, 83016, 83019, 83072, 91450, 91468, 91471, 91537,
        -1, -1, -1, -1, 64483, 64502, 64505, 64566, 78258, 78272, 78275, 78360, 65023, 65043, 65046, 65077,
        25560, 25577, 25580, 25716, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16142, 16166, 16169, 17709, 42460, 42474, 42477, 42736, 34262, 34273, 34276, 34297, 46817, 46837, 46840, 46889,
        89193, 89209, 89212, 89365, 94771, 94786, 94789, 94942, -1, -1, -1, -1, -1, -1, -1, -1,
        29283, 29299, 29302, 29354, 34164, 34174, 34177, 34181, 81679, 81710, 81713, 81759, 44536, 44556, 44559, 44641,
        -1, -1, -1, -1, -1, -1, -1, -1, 8737, 8749, 8752, 8863, -1, -1, -1, -1,
        -1, -1, -1, -1, 52189, 52220, 52223, 52250, 63700, 63727, 63730, 63783, -1, -1, -1, -1,
        -1, -1, -1, -1, 67290, 67312, 67315, 67355, 39902, 39920, 39923, 40040, 20468, 20493, 20496, 20635,
        87066, 87091, 87094, 87252, -1, -1, -1, -1, 38461, 38471, 38474, 38550, -1, -1, -1, -1,
        -1, -1, -1, -1, 64438, 64454, 64457, 64482, -1, -1, -1, -1, -1, -1, -1, -1,
        95631, 95647, 95650, 95707, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55102, 55127, 55130, 55174, 75966, 75993, 75996, 76139, -1, -1, -1, -1,
        -1, -1, -1, -1, 34584, 34596, 34599, 34611, -1, -1, -1, -1, 63046, 63071, 63074, 63101,
        -1, -1, -1, -1, 63134, 63159, 63162, 63213, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26317, 26345, 26348, 26733, 32800, 32816, 32819, 32852, 39322, 39344, 39347, 39511, 64747, 64767, 64770, 64838,
        30169, 30202, 30205, 30322, 66456, 66487, 66490, 66588, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10959, 10978, 10981, 11084, 418, 435, 438, 462,
        56733, 56749, 56752, 56926, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47308, 47330, 47333, 47402, -1, -1, -1, -1,
        -1, -1, -1, -1, 82892, 82925, 82928, 82981, -1, -1, -1, -1, -1, -1, -1, -1,
        78727, 78744, 78747, 78858, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        71178, 71196, 71199, 71223, -1, -1, -1, -1, 71403, 71416, 71419, 71425, 89366, 89380, 89383, 89484,
        -1, -1, -1, -1, -1, -1, -1, -1, 65854, 65886, 65889, 65979, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21165, 21190, 21193, 21333, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43480, 43503, 43506, 43522, 65393, 65410, 65413, 65421,
        31487, 31510, 31513, 31678, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69723, 69749, 69752, 69845, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56405, 56432, 56435, 56522,
        -1, -1, -1, -1, 8090, 8108, 8111, 8255, 47036, 47056, 47059, 47126, 71357, 71368, 71371, 71402,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49243, 49268, 49271, 49420, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 95286, 95303, 95306, 95457, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91656, 91674, 91677, 91826, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62937, 62961, 62964, 62993, 29734, 29754, 29757, 29846, -1, -1, -1, -1, 2628, 2654, 2657, 2740,
        70797, 70804, 70807, 70818, 82085, 82107, 82110, 82111, -1, -1, -1, -1, 71131, 71150, 71153, 71177,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61834, 61861, 61864, 61959, 64294, 64316, 64319, 64364, -1, -1, -1, -1,
        48681, 48701, 48704, 48742, 73451, 73471, 73474, 73509, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12369, 12392, 12395, 12498, 36623, 36648, 36651, 36824,
        75813, 75832, 75835, 75965, 72340, 72369, 72372, 72467, 92821, 92838, 92841, 92873, -1, -1, -1, -1,
        51064, 51083, 51086, 51132, 44022, 44034, 44037, 44115, 25323, 25344, 25347, 25450, 55944, 55968, 55971, 56081,
        87817, 87840, 87843, 87870, -1, -1, -1, -1, 82112, 82137, 82140, 82207, 88798, 88816, 88819, 88874,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52306, 52334, 52337, 52372, 86738, 86762, 86765, 86922, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78859, 78876, 78879, 78976, -1, -1, -1, -1,
        28044, 28065, 28068, 28180, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        698, 710, 713, 725, 79609, 79622, 79625, 79666, 73510, 73523, 73526, 73570, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59038, 59057, 59060, 59068, 83550, 83575, 83578, 83624,
        86144, 86162, 86165, 86352, 89970, 89997, 90000, 90164, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52065, 52101, 52104, 52125,
        -1, -1, -1, -1, 59854, 59870, 59873, 59985, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48942, 48973, 48976, 49242, -1, -1, -1, -1, 17864, 17882, 17885, 18531,
        86094, 86113, 86116, 86143, 9848, 9858, 9861, 10036, 79449, 79469, 79472, 79608, -1, -1, -1, -1,
        -1, -1, -1, -1, 43315, 43325, 43328, 43375, -1, -1, -1, -1, 49976, 49995, 49998, 50034,
        44963, 44983, 44986, 45071, -1, -1, -1, -1, 95708, 95723, 95726, 95818, -1, -1, -1, -1,
        -1, -1, -1, -1, 39512, 39528, 39531, 39681, -1, -1, -1, -1, -1, -1, -1, -1,
        12670, 12694, 12697, 14237, 20163, 20185, 20188, 20303, -1, -1, -1, -1, -1, -1, -1, -1,
        41683, 41697, 41700, 41876, 47221, 47241, 47244, 47307, 81760, 81783, 81786, 81821, 34671, 34683, 34686, 34688,
        43173, 43186, 43189, 43314, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33057, 33086, 33089, 33176, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5981, 6002, 6005, 6304, 51392, 51417, 51420, 51521, -1, -1, -1, -1,
        33771, 33794, 33797, 33816, -1, -1, -1, -1, 7754, 7780, 7783, 7831, 66589, 66622, 66625, 66723,
        95458, 95472, 95475, 95540, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 87390, 87412, 87415, 87482, 52018, 52042, 52045, 52064, 80836, 80865, 80868, 80941,
        44348, 44368, 44371, 44399, -1, -1, -1, -1, 46291, 46317, 46320, 46464, 82399, 82426, 82429, 82496,
        -1, -1, -1, -1, 90486, 90506, 90509, 90544, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47588, 47605, 47608, 47756,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 89485, 89507, 89510, 89650,
        -1, -1, -1, -1, 7953, 7970, 7973, 8089, -1, -1, -1, -1, 76705, 76732, 76735, 76916,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 74725, 74747, 74750, 74945,
        -1, -1, -1, -1, -1, -1, -1, -1, 68613, 68631, 68634, 68715, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73675, 73696, 73699, 73728, 40820, 40841, 40844, 40974,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43976, 43992, 43995, 44021,
        65331, 65347, 65350, 65360, 9226, 9244, 9247, 9317, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94516, 94533, 94536, 94575, -1, -1, -1, -1, 10346, 10366, 10369, 10505,
        51830, 51854, 51857, 51866, -1, -1, -1, -1, 94051, 94067, 94070, 94146, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9510, 9539, 9542, 9643, 34182, 34192, 34195, 34199,
        1052, 1066, 1069, 1087, 33989, 34002, 34005, 34017, 55855, 55879, 55882, 55943, 78977, 78995, 78998, 79140,
        81520, 81550, 81553, 81599, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 44447, 44463, 44466, 44535, 52908, 52931, 52934, 52960, 90302, 90324, 90327, 90485,
        21527, 21553, 21556, 21582, 76140, 76160, 76163, 76279, 67356, 67380, 67383, 67557, 9644, 9666, 9669, 9755,
        29847, 29874, 29877, 30058, 67558, 67577, 67580, 67610, 92140, 92160, 92163, 92262, -1, -1, -1, -1,
        309, 326, 329, 332, 53670, 53698, 53701, 54133, 80778, 80798, 80801, 80835, 83402, 83429, 83432, 83474,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32460, 32480, 32483, 32567,
        77556, 77572, 77575, 77596, 80566, 80587, 80590, 80648, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        27585, 27608, 27611, 28043, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77944, 77966, 77969, 78091, 355, 367, 370, 388,
        70246, 70267, 70270, 70294, -1, -1, -1, -1, 64656, 64675, 64678, 64746, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43734, 43750, 43753, 43771, -1, -1, -1, -1,
        77637, 77654, 77657, 77687, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41568, 41584, 41587, 41682, 65566, 65580, 65583, 65600, 73111, 73130, 73133, 73200, 82737, 82762, 82765, 82807,
        -1, -1, -1, -1, -1, -1, -1, -1, 43798, 43817, 43820, 43838, 35119, 35134, 35137, 35969,
        43653, 43670, 43673, 43683, 44642, 44663, 44666, 44748, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81947, 81972, 81975, 82010, -1, -1, -1, -1, 72955, 72973, 72976, 73039, -1, -1, -1, -1,
        -1, -1, -1, -1, 55277, 55300, 55303, 55382, 42260, 42274, 42277, 42353, -1, -1, -1, -1,
        43376, 43384, 43387, 43441, 35070, 35090, 35093, 35118, 59139, 59160, 59163, 59173, -1, -1, -1, -1,
        48743, 48765, 48768, 48803, 49595, 49615, 49618, 49708, -1, -1, -1, -1, -1, -1, -1, -1,
        51741, 51765, 51768, 51829, 64149, 64171, 64174, 64219, 24826, 24838, 24841, 24860, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17710, 17730, 17733, 17863, -1, -1, -1, -1,
        26734, 26752, 26755, 26972, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69087, 69107, 69110, 69191, -1, -1, -1, -1, -1, -1, -1, -1, 80479, 80501, 80504, 80565,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59245, 59262, 59265, 59273,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32568, 32591, 32594, 32637,
        66724, 66749, 66752, 66835, 92722, 92729, 92732, 92772, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72593, 72623, 72626, 72719, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33177, 33202, 33205, 33225, -1, -1, -1, -1, -1, -1, -1, -1, 68420, 68439, 68442, 68475,
        -1, -1, -1, -1, 23496, 23512, 23515, 23542, -1, -1, -1, -1, 73729, 73751, 73754, 73810,
        -1, -1, -1, -1, -1, -1, -1, -1, 38686, 38708, 38711, 38884, 93866, 93879, 93882, 93948,
        4952, 4977, 4980, 5159, 67652, 67671, 67674, 67709, -1, -1, -1, -1, 23661, 23676, 23679, 23768,
        -1, -1, -1, -1, 80209, 80229, 80232, 80263, 92263, 92291, 92294, 92432, 68152, 68177, 68180, 68216,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 80942, 80963, 80966, 80988,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43568, 43588, 43591, 43605,
        -1, -1, -1, -1, 80051, 80067, 80070, 80110, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 87483, 87506, 87509, 87584, 42354, 42369, 42372, 42459,
        94379, 94397, 94400, 94457, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81249, 81261, 81264, 81318, 86923, 86946, 86949, 87065, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32853, 32871, 32874, 32938, 37847, 37878, 37881, 38020, 52624, 52642, 52645, 52668,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65270, 65286, 65289, 65297,
        -1, -1, -1, -1, -1, -1, -1, -1, 52669, 52695, 52698, 52727, 94943, 94959, 94962, 95115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27204, 27229, 27232, 27584, 48435, 48453, 48456, 48494, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30416, 30455, 30458, 30538, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65422, 65437, 65440, 65443, 71224, 71244, 71247, 71273, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34136, 34150, 34153, 34163, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46890, 46904, 46907, 47016, 70199, 70218, 70221, 70245, 84254, 84278, 84281, 84665, 21081, 21104, 21107, 21164,
        -1, -1, -1, -1, 2178, 2204, 2207, 2455, -1, -1, -1, -1, 34558, 34570, 34573, 34583,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62512, 62535, 62538, 62652,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31812, 31841, 31844, 32045, -1, -1, -1, -1, -1, -1, -1, -1, 95541, 95557, 95560, 95630,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64052, 64071, 64074, 64114, -1, -1, -1, -1, 68076, 68095, 68098, 68151,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69634, 69650, 69653, 69722, -1, -1, -1, -1, 5774, 5803, 5806, 5980,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61043, 61063, 61066, 61089, 94576, 94593, 94596, 94635, 1158, 1171, 1174, 1192,
        45445, 45460, 45463, 45670, -1, -1, -1, -1, -1, -1, -1, -1, 5160, 5177, 5180, 5419,
        75173, 75195, 75198, 75228, 66982, 67005, 67008, 67063, 80348, 80362, 80365, 80381, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71426, 71436, 71439, 71444,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59430, 59449, 59452, 59530, 25798, 25816, 25819, 25932, -1, -1, -1, -1,
        -1, -1, -1, -1, 55511, 55535, 55538, 55689, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19759, 19780, 19783, 19870, 29189, 29204, 29207, 29282, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50669, 50693, 50696, 50857, 58485, 58508, 58511, 58636, -1, -1, -1, -1, 48297, 48322, 48325, 48377,
        48552, 48571, 48574, 48680, 70867, 70886, 70889, 70913, 92556, 92583, 92586, 92721, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28474, 28496, 28499, 28557,
        43684, 43703, 43706, 43733, 77597, 77616, 77619, 77636, 40452, 40474, 40477, 40596, 67206, 67228, 67231, 67289,
        64365, 64389, 64392, 64437, 82570, 82595, 82598, 82651, 86353, 86369, 86372, 86651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47127, 47148, 47151, 47220,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 83701, 83726, 83729, 83775, 54648, 54668, 54671, 54899, -1, -1, -1, -1,
        52373, 52402, 52405, 52436, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73640, 73654, 73657, 73674, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71274, 71288, 71291, 71326, 11229, 11253, 11256, 11377,
        5420, 5434, 5437, 5447, 43772, 43788, 43791, 43797, 62792, 62815, 62818, 62844, -1, -1, -1, -1,
        49840, 49867, 49870, 49975, -1, -1, -1, -1, 67151, 67172, 67175, 67205, 62717, 62744, 62747, 62791,
        6951, 6968, 6971, 7080, 70819, 70837, 70840, 70866, 74280, 74302, 74305, 74502, 79141, 79160, 79163, 79244,
        63784, 63804, 63807, 63892, 63373, 63400, 63403, 63454, 72103, 72130, 72133, 72155, 65202, 65217, 65220, 65228,
        3171, 3195, 3198, 3337, 71716, 71749, 71752, 71850, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32638, 32665, 32668, 32799, 54900, 54929, 54932, 55101, 62206, 62232, 62235, 62339, 63455, 63480, 63483, 63536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67611, 67629, 67632, 67651,
        51867, 51894, 51897, 51909, 28181, 28191, 28194, 28228, 58970, 58989, 58992, 59002, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31105, 31135, 31138, 31250, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20636, 20661, 20664, 20857, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77291, 77311, 77314, 77443, -1, -1, -1, -1,
        75229, 75248, 75251, 75393, 82303, 82328, 82331, 82398, 12337, 12350, 12353, 12368, 52251, 52277, 52280, 52305,
        72895, 72923, 72926, 72954, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61401, 61428, 61431, 61553, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28683, 28701, 28704, 28741, -1, -1, -1, -1, 84821, 84839, 84842, 85102, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56171, 56196, 56199, 56299,
        66108, 66125, 66128, 66184, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20304, 20324, 20327, 20467, 79343, 79359, 79362, 79448, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91827, 91847, 91850, 91976, 46465, 46490, 46493, 46639,
        3414, 3433, 3436, 4736, -1, -1, -1, -1, -1, -1, -1, -1, 59212, 59229, 59232, 59244,
        -1, -1, -1, -1, -1, -1, -1, -1, 52566, 52600, 52603, 52623, 28872, 28890, 28893, 29010,
        60259, 60274, 60277, 60369, 81379, 81397, 81400, 81415, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24317, 24333, 24336, 24515, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11700, 11722, 11725, 11792, 46118, 46143, 46146, 46290, 60788, 60802, 60805, 60887,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22784, 22802, 22805, 22933, 57403, 57420, 57423, 57483,
        81885, 81908, 81911, 81946, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11911, 11935, 11938, 12142, 35025, 35043, 35046, 35069,
        1259, 1269, 1272, 1286, 47757, 47772, 47775, 47907, 68476, 68496, 68499, 68551, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10506, 10530, 10533, 10675,
        70295, 70319, 70322, 70371, 39145, 39159, 39162, 39225, 65229, 65248, 65251, 65269, 75672, 75695, 75698, 75812,
        11793, 11817, 11820, 11910, 81107, 81132, 81135, 81175, 61090, 61117, 61120, 61244, 38551, 38578, 38581, 38685,
        74118, 74134, 74137, 74222, 56300, 56323, 56326, 56404, 66872, 66878, 66881, 66891, -1, -1, -1, -1,
        10676, 10696, 10699, 10836, 94224, 94241, 94244, 94303, -1, -1, -1, -1, -1, -1, -1, -1,
        21911, 21925, 21928, 21997, 45145, 45163, 45166, 45267, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22094, 22113, 22116, 22229, 49421, 49448, 49451, 49505, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8256, 8278, 8281, 8430,
        -1, -1, -1, -1, 69846, 69865, 69868, 69906, -1, -1, -1, -1, 14374, 14393, 14396, 15669,
        34200, 34215, 34218, 34261, 39019, 39040, 39043, 39144, 10257, 10274, 10277, 10345, 56082, 56112, 56115, 56170,
        63102, 63120, 63123, 63133, -1, -1, -1, -1, 948, 959, 962, 972, 3338, 3356, 3359, 3413,
        51910, 51929, 51932, 51943, 8974, 8990, 8993, 9125, 76429, 76447, 76450, 76560, 91089, 91107, 91110, 91230,
        -1, -1, -1, -1, -1, -1, -1, -1, 43052, 43066, 43069, 43172, 82497, 82521, 82524, 82569,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20943, 20962, 20965, 21080, 71851, 71886, 71889, 71989,
        -1, -1, -1, -1, -1, -1, -1, -1, 89822, 89841, 89844, 89969, -1, -1, -1, -1,
        24878, 24894, 24897, 24918, -1, -1, -1, -1, -1, -1, -1, -1, 30323, 30356, 30359, 30415,
        88875, 88890, 88893, 88976, 92433, 92452, 92455, 92555, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 81176, 81195, 81198, 81248, -1, -1, -1, -1,
        -1, -1, -1, -1, 58637, 58661, 58664, 58969, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86652, 86675, 86678, 86737, -1, -1, -1, -1, 33325, 33345, 33348, 33408,
        -1, -1, -1, -1, -1, -1, -1, -1, 1320, 1332, 1335, 1345, 22230, 22250, 22253, 22340,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30539, 30563, 30566, 30683, -1, -1, -1, -1,
        71327, 71338, 71341, 71356, 50111, 50135, 50138, 50350, -1, -1, -1, -1, 93734, 93749, 93752, 93800,
        -1, -1, -1, -1, -1, -1, -1, -1, 70450, 70474, 70477, 70526, 95116, 95131, 95134, 95285,
        -1, -1, -1, -1, -1, -1, -1, -1, 89651, 89667, 89670, 89821, 49506, 49518, 49521, 49594,
        78556, 78577, 78580, 78726, 73201, 73221, 73224, 73278, -1, -1, -1, -1, 23769, 23791, 23794, 23931,
        -1, -1, -1, -1, 25717, 25734, 25737, 25797, -1, -1, -1, -1, 82011, 82031, 82034, 82084,
        -1, -1, -1, -1, -1, -1, -1, -1, 48495, 48511, 48514, 48551, 28619, 28638, 28641, 28682,
        60614, 60637, 60640, 60725, 85772, 85790, 85793, 86093, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11378, 11398, 11401, 11528, 71083, 71101, 71104, 71130, -1, -1, -1, -1,
        -1, -1, -1, -1, 9126, 9145, 9148, 9225, 55175, 55200, 55203, 55276, -1, -1, -1, -1,
        28311, 28332, 28335, 28395, 82652, 82678, 82681, 82736, 83255, 83282, 83285, 83327, 40041, 40062, 40065, 40071,
        -1, -1, -1, -1, 4737, 4757, 4760, 4951, 91231, 91254, 91257, 91324, -1, -1, -1, -1,
        94636, 94654, 94657, 94770, 1375, 1394, 1397, 1540, 88977, 88988, 88991, 89013, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23100, 23116, 23119, 23150, 83328, 83356, 83359, 83401,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 94147, 94163, 94166, 94223,
        58155, 58181, 58184, 58391, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92928, 92947, 92950, 92975, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69907, 69931, 69934, 69963, 78092, 78108, 78111, 78257,
        -1, -1, -1, -1, 70372, 70397, 70400, 70449, -1, -1, -1, -1, 83073, 83106, 83109, 83162,
        72213, 72241, 72244, 72339, 76561, 76580, 76583, 76704, -1, -1, -1, -1, 94458, 94469, 94472, 94515,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44116, 44137, 44140, 44200, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41877, 41897, 41900, 41925,
        -1, -1, -1, -1, 50422, 50443, 50446, 50540, -1, -1, -1, -1, -1, -1, -1, -1,
        91538, 91552, 91555, 91655, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23445, 23461, 23464, 23495,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48378, 48397, 48400, 48434,
        43931, 43949, 43952, 43975, -1, -1, -1, -1, 92874, 92891, 92894, 92927, -1, -1, -1, -1,
        22588, 22606, 22609, 22783, 83996, 84018, 84021, 84253, -1, -1, -1, -1, 88556, 88580, 88583, 88659,
        -1, -1, -1, -1, 34524, 34536, 34539, 34557, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 34477, 34490, 34493, 34523, -1, -1, -1, -1, -1, -1, -1, -1,
        8864, 8888, 8891, 8973, 81822, 81846, 81849, 81884, -1, -1, -1, -1, -1, -1, -1, -1,
        60370, 60389, 60392, 60472, 87253, 87278, 87281, 87389, 87986, 88001, 88004, 88032, 87695, 87726, 87729, 87816,
        -1, -1, -1, -1, -1, -1, -1, -1, 28742, 28762, 28765, 28806, -1, -1, -1, -1,
        59356, 59379, 59382, 59429, 65078, 65096, 65099, 65107, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45268, 45281, 45284, 45444,
        -1, -1, -1, -1, 60549, 60565, 60568, 60613, 37440, 37467, 37470, 37622, 8431, 8452, 8455, 8736,
        28229, 28249, 28252, 28310, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        34689, 34713, 34716, 34747, -1, -1, -1, -1, 47017, 47029, 47032, 47035, 50035, 50057, 50060, 50110,
        50858, 50882, 50885, 50963, 7906, 7923, 7926, 7952, 71445, 71478, 71481, 71579, 80434, 80459, 80462, 80478,
        -1, -1, -1, -1, 34928, 34946, 34949, 34974, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 90823, 90843, 90846, 91088,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80264, 80283, 80286, 80347, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9318, 9342, 9345, 9509,
        -1, -1, -1, -1, 34612, 34625, 34628, 34670, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66836, 66857, 66860, 66871, -1, -1, -1, -1, 34328, 34339, 34342, 34371,
        60473, 60491, 60494, 60548, 69192, 69210, 69213, 69376, 21802, 21826, 21829, 21910, 51944, 51964, 51967, 51977,
        -1, -1, -1, -1, -1, -1, -1, -1, 44201, 44217, 44220, 44275, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34867, 34893, 34896, 34927, -1, -1, -1, -1, 52847, 52875, 52878, 52907, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66320, 66352, 66355, 66455, -1, -1, -1, -1, 61554, 61583, 61586, 61710, 73394, 73412, 73415, 73450,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92773, 92792, 92795, 92820, 40765, 40782, 40785, 40819, 68788, 68809, 68812, 69086,
        74223, 74239, 74242, 74279, -1, -1, -1, -1, 43442, 43462, 43465, 43479, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 65361, 65379, 65382, 65392, -1, -1, -1, -1,
        30684, 30700, 30703, 31104, -1, -1, -1, -1, -1, -1, -1, -1, 65524, 65542, 65545, 65565,
        -1, -1, -1, -1, -1, -1, -1, -1, 40597, 40614, 40617, 40764, -1, -1, -1, -1,
        48224, 48248, 48251, 48296, -1, -1, -1, -1, -1, -1, -1, -1, 95991, 96010, 96013, 96088,
        -1, -1, -1, -1, 59003, 59022, 59025, 59037, 34395, 34410, 34413, 34430, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36256, 36281, 36284, 36416, 41364, 41378, 41381, 41485,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73811, 73834, 73837, 73896, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22341, 22359, 22362, 22431, -1, -1, -1, -1, 23151, 23169, 23172, 23444,
        28807, 28820, 28823, 28871, 52728, 52755, 52758, 52787, 52961, 52980, 52983, 53669, 32939, 32968, 32971, 33056,
        60888, 60910, 60913, 60956, -1, -1, -1, -1, 389, 403, 406, 417, 34088, 34099, 34102, 34107,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11529, 11547, 11550, 11699, 5448, 5464, 5467, 5482, -1, -1, -1, -1, -1, -1, -1, -1,
        62653, 62673, 62676, 62716, 24861, 24868, 24871, 24877, 34058, 34072, 34075, 34087, 51522, 51549, 51552, 51653,
        54278, 54302, 54305, 54541, -1, -1, -1, -1, 76280, 76297, 76300, 76428, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63214, 63240, 63243, 63292, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 50964, 50983, 50986, 51063, -1, -1, -1, -1,
        21998, 22015, 22018, 22093, 70151, 70171, 70174, 70198, -1, -1, -1, -1, -1, -1, -1, -1,
        81319, 81335, 81338, 81378, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72156, 72185, 72188, 72212, -1, -1, -1, -1, 69511, 69532, 69535, 69578, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59106, 59123, 59126, 59138, 64115, 64126, 64129, 64148,
        -1, -1, -1, -1, 78361, 78376, 78379, 78411, 6553, 6565, 6568, 6667, 72720, 72746, 72749, 72777,
        95819, 95835, 95838, 95895, 19539, 19563, 19566, 19758, -1, -1, -1, -1, 93553, 93570, 93573, 93590,
        -1, -1, -1, -1, -1, -1, -1, -1, 65478, 65491, 65494, 65523, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 44749, 44769, 44772, 44854, -1, -1, -1, -1,
        57236, 57257, 57260, 57402, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7357, 7381, 7384, 7403, 50541, 50568, 50571, 50668, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68217, 68236, 68239, 68287, 34431, 34448, 34451, 34476,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72045, 72073, 72076, 72102, 90720, 90738, 90741, 90822, -1, -1, -1, -1,
        93454, 93472, 93475, 93552, 65108, 65127, 65130, 65144, 81600, 81629, 81632, 81678, 29536, 29552, 29555, 29656,
        -1, -1, -1, -1, 59601, 59623, 59626, 59716, -1, -1, -1, -1, -1, -1, -1, -1,
        7328, 7348, 7351, 7356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24783, 24796, 24799, 24825, -1, -1, -1, -1, -1, -1, -1, -1, 29011, 29031, 29034, 29104,
        -1, -1, -1, -1, 7832, 7858, 7861, 7905, 70653, 70672, 70675, 70700, 60726, 60744, 60747, 60787,
        74039, 74059, 74062, 74117, -1, -1, -1, -1, 38216, 38243, 38246, 38460, 88033, 88050, 88053, 88095,
        51654, 51679, 51682, 51740, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92049, 92070, 92073, 92139, 70701, 70719, 70722, 70747,
        62081, 62109, 62112, 62205, 19039, 19063, 19066, 19220, 28396, 28416, 28419, 28473, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 67919, 67938, 67941, 67976, 70033, 70046, 70049, 70103, 69964, 69986, 69989, 70032,
        48164, 48179, 48182, 48223, 57090, 57115, 57118, 57235, 70527, 70553, 70556, 70605, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61960, 61986, 61989, 62080, 1541, 1562, 1565, 1679,
        57484, 57503, 57506, 57689, 45072, 45092, 45095, 45144, 88096, 88112, 88115, 88364, -1, -1, -1, -1,
        7404, 7417, 7420, 7428, 69579, 69597, 69600, 69633, 81049, 81074, 81077, 81106, 56523, 56546, 56549, 56732,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79768, 79784, 79787, 79828, 21635, 21657, 21660, 21801,
        72778, 72805, 72808, 72838, 87585, 87610, 87613, 87694, -1, -1, -1, -1, 44855, 44877, 44880, 44962,
        61711, 61737, 61740, 61833, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 26128, 26141, 26144, 26316,
        65601, 65633, 65636, 65726, 25933, 25943, 25946, 26127, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43606, 43622, 43625, 43652, 6481, 6494, 6497, 6552, 90165, 90179, 90182, 90301, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67834, 67850, 67853, 67918, -1, -1, -1, -1,
        -1, -1, -1, -1, 7456, 7470, 7473, 7534, 29657, 29672, 29675, 29733, 65145, 65160, 65163, 65173,
        82808, 82835, 82838, 82891, 83163, 83198, 83201, 83254, 67710, 67728, 67731, 67833, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66892, 66916, 66919, 66981,
        73897, 73917, 73920, 73978, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64839, 64858, 64861, 64929, 40072, 40092, 40095, 40302, 64930, 64951, 64954, 65022, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52504, 52538, 52541, 52565, 65727, 65760, 65763, 65853, 59069, 59090, 59093, 59105,
        39790, 39811, 39814, 39901, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45962, 45986, 45989, 46117, 28558, 28576, 28579, 28618, 31329, 31352, 31355, 31486,
        -1, -1, -1, -1, 21478, 21503, 21506, 21526, 88451, 88476, 88479, 88555, 9809, 9828, 9831, 9847,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58392, 58411, 58414, 58484, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54134, 54158, 54161, 54277, -1, -1, -1, -1, 93801, 93816, 93819, 93865, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12243, 12268, 12271, 12336, -1, -1, -1, -1,
        88660, 88681, 88684, 88797, -1, -1, -1, -1, 36417, 36440, 36443, 36622, 18725, 18749, 18752, 19038,
        65298, 65315, 65318, 65330, 68288, 68307, 68310, 68419, 76917, 76934, 76937, 77007, 7301, 7319, 7322, 7327,
        530, 547, 550, 574, 14238, 14258, 14261, 14373, 93164, 93180, 93183, 93260, 833, 849, 852, 873,
        -1, -1, -1, -1, 19871, 19896, 19899, 20076, 26973, 26990, 26993, 27203, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52437, 52472, 52475, 52503,
        79245, 79257, 79260, 79342, -1, -1, -1, -1, 60957, 60978, 60981, 61042, 10037, 10060, 10063, 10144,
        83776, 83803, 83806, 83852, -1, -1, -1, -1, 84666, 84685, 84688, 84820, 35970, 35996, 35999, 36255,
        42139, 42155, 42158, 42259, 52788, 52814, 52817, 52846, 82208, 82234, 82237, 82302, 24958, 24968, 24971, 24998,
        90545, 90567, 90570, 90719, -1, -1, -1, -1, 42903, 42916, 42919, 43051, -1, -1, -1, -1,
        59986, 60007, 60010, 60096, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55383, 55399, 55402, 55510, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48121, 48137, 48140, 48163, -1, -1, -1, -1,
        33409, 33433, 33436, 33592, 1008, 1025, 1028, 1051, 36825, 36845, 36848, 37101, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38021, 38048, 38051, 38215,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47908, 47926, 47929, 48068, -1, -1, -1, -1, 7535, 7546, 7549, 7753,
        19507, 19520, 19523, 19538, 73040, 73058, 73061, 73110, 71032, 71054, 71057, 71082, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 75597, 75612, 75615, 75671, 89014, 89028, 89031, 89192,
        -1, -1, -1, -1, 88365, 88387, 88390, 88450, 7081, 7097, 7100, 7205, 93027, 93041, 93044, 93118,
        24919, 24930, 24933, 24957, 80111, 80123, 80126, 80208, 80649, 80669, 80672, 80712, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47519, 47531, 47534, 47587, -1, -1, -1, -1, 2895, 2920, 2923, 3005, 71580, 71614, 71617, 71715,
        -1, -1, -1, -1, 7206, 7217, 7220, 7229, 70914, 70932, 70935, 70959, 7230, 7248, 7251, 7278,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24731, 24750, 24753, 24782,
        41486, 41509, 41512, 41567, 6777, 6798, 6801, 6824, 37102, 37130, 37133, 37439, 72468, 72496, 72499, 72592,
        -1, -1, -1, -1, -1, -1, -1, -1, 93361, 93377, 93380, 93453, -1, -1, -1, -1,
        67977, 67995, 67998, 68075, 68552, 68570, 68573, 68612, 2741, 2765, 2768, 2894, 668, 680, 683, 697,
        12143, 12167, 12170, 12242, 22934, 22950, 22953, 23099, 39226, 39240, 39243, 39321, 63293, 63318, 63321, 63372,
        83625, 83651, 83654, 83700, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        96089, 96107, 96110, 96179, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80989, 81012, 81015, 81048, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73336, 73355, 73358, 73393, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20077, 20098, 20101, 20162, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66185, 66216, 66219, 66319,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9756, 9774, 9777, 9808, 39682, 39701, 39704, 39789, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56927, 56944, 56947, 57089, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55690, 55723, 55726, 55854, 65980, 66014, 66017, 66107, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 77444, 77466, 77469, 77555, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 77008, 77026, 77029, 77107,
        -1, -1, -1, -1, 93261, 93278, 93281, 93360, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 33226, 33251, 33254, 33276,
        34372, 34383, 34386, 34394, -1, -1, -1, -1, 38885, 38908, 38911, 39018, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70606, 70624, 70627, 70652, 75394, 75413, 75416, 75596, 79667, 79684, 79687, 79767,
        24128, 24147, 24150, 24187, 19451, 19467, 19470, 19506, -1, -1, -1, -1, -1, -1, -1, -1,
        43839, 43858, 43861, 43888, 5483, 5503, 5506, 5773, 87871, 87899, 87902, 87985, -1, -1, -1, -1,
        10837, 10856, 10859, 10958, -1, -1, -1, -1, 95896, 95914, 95917, 95990, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1994, 2012, 2015, 2177,
        93949, 93969, 93972, 94050, 65444, 65454, 65457, 65477, 33593, 33617, 33620, 33770, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51133, 51158, 51161, 51262,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63618, 63643, 63646, 63699,
        77688, 77708, 77711, 77943, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34108, 34120, 34123, 34135, 83475, 83504, 83507, 83549, -1, -1, -1, -1,
        21334, 21359, 21362, 21477, 73979, 73998, 74001, 74038, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62883, 62906, 62909, 62936,
        -1, -1, -1, -1, -1, -1, -1, -1, 2456, 2479, 2482, 2627, 73571, 73588, 73591, 73639,
        74503, 74526, 74529, 74724, 54542, 54562, 54565, 54647, 70748, 70768, 70771, 70796, 93591, 93608, 93611, 93628,
        -1, -1, -1, -1, 62994, 63017, 63020, 63045, 96180, 96200, 96203, 96276, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93629, 93647, 93650, 93683, -1, -1, -1, -1,
        37623, 37658, 37661, 37846, -1, -1, -1, -1, 24999, 25012, 25015, 25322, 48804, 48831, 48834, 48941,
        69444, 69466, 69469, 69510, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64220, 64243, 64246, 64293, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7279, 7293, 7296, 7300, -1, -1, -1, -1,
        -1, -1, -1, -1, 59531, 59550, 59553, 59600, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40975, 40990, 40993, 41223, 19322, 19347, 19350, 19450,
        44400, 44410, 44413, 44446, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81416, 81428, 81431, 81440, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47403, 47417, 47420, 47518, 92976, 92995, 92998, 93026, -1, -1, -1, -1, -1, -1, -1, -1,
        81441, 81470, 81473, 81519, -1, -1, -1, -1, 32046, 32075, 32078, 32281, -1, -1, -1, -1,
        70960, 70980, 70983, 71009, 73279, 73297, 73300, 73335, 91325, 91344, 91347, 91449, -1, -1, -1, -1,
        -1, -1, -1, -1, 85424, 85445, 85448, 85771, -1, -1, -1, -1, -1, -1, -1, -1,
        29355, 29374, 29377, 29535, 11085, 11109, 11112, 11228, 77108, 77127, 77130, 77290, -1, -1, -1, -1,
        41224, 41246, 41249, 41363, -1, -1, -1, -1, 62340, 62362, 62365, 62511, -1, -1, -1, -1,
        62845, 62862, 62865, 62882, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60097, 60119, 60122, 60258, 34748, 34773, 34776, 34809, -1, -1, -1, -1, -1, -1, -1, -1,
        33277, 33293, 33296, 33324, 79892, 79913, 79916, 80050, 32376, 32402, 32405, 32459, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74946, 74970, 74973, 75172, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 85103, 85122, 85125, 85423, -1, -1, -1, -1,
        -1, -1, -1, -1, 43523, 43546, 43549, 43567, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67064, 67087, 67090, 67150, -1, -1, -1, -1, -1, -1, -1, -1,
        23932, 23952, 23955, 24127, -1, -1, -1, -1, -1, -1, -1, -1, 20858, 20879, 20882, 20942,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59717, 59733, 59736, 59853,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34018, 34035, 34038, 34057, -1, -1, -1, -1, -1, -1, -1, -1, 25451, 25474, 25477, 25559,
        23543, 23560, 23563, 23660, -1, -1, -1, -1, -1, -1, -1, -1, 24188, 24205, 24208, 24316,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71010, 71017, 71020, 71031, -1, -1, -1, -1, -1, -1, -1, -1,
        19221, 19245, 19248, 19321, 42737, 42753, 42756, 42902, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64567, 64586, 64589, 64655,
        69377, 69395, 69398, 69443, -1, -1, -1, -1, 43889, 43909, 43912, 43930, -1, -1, -1, -1,
        -1, -1, -1, -1, 94304, 94320, 94323, 94378, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78412, 78429, 78432, 78555, -1, -1, -1, -1, -1, -1, -1, -1,
        33817, 33843, 33846, 33894, -1, -1, -1, -1, 41926, 41944, 41947, 42138, 61245, 61273, 61276, 61400,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7429, 7442, 7445, 7455,
        22432, 22452, 22455, 22587, 33895, 33908, 33911, 33940, 34975, 34994, 34997, 35024, 31251, 31281, 31284, 31328,
        52126, 52158, 52161, 52188, 63893, 63918, 63921, 64051, 49709, 49733, 49736, 49839, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24516, 24533, 24536, 24730, 70104, 70123, 70126, 70150,
        -1, -1, -1, -1, -1, -1, -1, -1, 65174, 65190, 65193, 65201, 68716, 68734, 68737, 68787,
        83853, 83876, 83879, 83995, -1, -1, -1, -1, 80713, 80736, 80739, 80777, -1, -1, -1, -1,
        93684, 93701, 93704, 93733, 46640, 46667, 46670, 46816, 93119, 93140, 93143, 93163, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, -1, -1, -1, -1, -1, -1, -1, -1, 79829, 79843, 79846, 79891,
        -1, -1, -1, -1, -1, -1, -1, -1, 31679, 31703, 31706, 31811, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
