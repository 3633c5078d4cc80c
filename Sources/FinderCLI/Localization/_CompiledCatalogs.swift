// Generated from Localization/{en,ru}/*.strings by CompiledCatalogTests
// (FINDER_RECORD_SNAPSHOTS=1 swift test --filter CompiledCatalogTests); do not edit.

/// Each language's catalog compacted (one `key = value` line per entry, in key order)
/// and the slots of its hash table, as `_CatalogTable.init(_:)` builds them: start-up
/// takes both as they are (`Messages(compiled:)`).
extension _CatalogTable {
    static let compiledEN = _CatalogTable(compiled: """
        accessible.errorPrefix = Error:
        accessible.position = result {position} of {total}
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
        label.domain = in
        label.exchange = exchange
        label.isin = ISIN
        label.marketCap = market capitalisation
        label.match = match:
        label.name = name
        label.price = price
        label.priceDate = price date
        label.priceSource = price source
        label.savedTo = saved to
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
        notice.layout = Nothing matches “{query}” as typed; showing results for “{corrected}” (keyboard layout).
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
        -1, -1, -1, -1, -1, -1, -1, -1, 32655, 32675, 32678, 32692, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37489, 37509, 37512, 37519,
        -1, -1, -1, -1, 21766, 21778, 21781, 21793, 9874, 9898, 9901, 10146, -1, -1, -1, -1,
        8045, 8065, 8068, 8147, 31637, 31655, 31658, 31688, 22233, 22257, 22260, 22280, 37570, 37584, 37587, 37624,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 28188, 28207, 28210, 28238, 4457, 4474, 4477, 4504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18579, 18599, 18602, 18635, 19197, 19218, 19221, 19261, 25687, 25704, 25707, 25792,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14180, 14198, 14201, 14216,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28932, 28949, 28952, 29105, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44617, 44643, 44646, 44660, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1913, 1939, 1942, 2016, 11532, 11554, 11557, 11641, -1, -1, -1, -1,
        20644, 20670, 20673, 20710, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56294, 56318, 56321, 56357, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30080, 30098, 30101, 30128,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49426, 49450, 49453, 49472, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36511, 36528, 36531, 36802,
        -1, -1, -1, -1, -1, -1, -1, -1, 22000, 22010, 22013, 22017, 6628, 6647, 6650, 6698,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55933, 55951, 55954, 55994,
        -1, -1, -1, -1, 40286, 40305, 40308, 40339, 48019, 48033, 48036, 48102, 40484, 40504, 40507, 40521,
        16572, 16589, 16592, 16666, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        10147, 10171, 10174, 11080, 27042, 27056, 27059, 27186, 21979, 21990, 21993, 21999, 29446, 29466, 29469, 29508,
        54382, 54398, 54401, 54510, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18698, 18714, 18717, 18749, 50305, 50336, 50339, 50359, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5738, 5750, 5753, 5814, -1, -1, -1, -1,
        -1, -1, -1, -1, 32843, 32874, 32877, 32900, 39831, 39858, 39861, 39879, -1, -1, -1, -1,
        -1, -1, -1, -1, 41785, 41807, 41810, 41849, 25440, 25458, 25461, 25517, 13093, 13118, 13121, 13260,
        52948, 52973, 52976, 53057, -1, -1, -1, -1, 24375, 24385, 24388, 24420, -1, -1, -1, -1,
        -1, -1, -1, -1, 40244, 40260, 40263, 40285, -1, -1, -1, -1, -1, -1, -1, -1,
        58276, 58292, 58295, 58334, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34813, 34838, 34841, 34885, 46544, 46571, 46574, 46682, -1, -1, -1, -1,
        -1, -1, -1, -1, 22147, 22159, 22162, 22170, -1, -1, -1, -1, 39618, 39643, 39646, 39662,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17050, 17078, 17081, 17311, 20987, 21003, 21006, 21017, 25029, 25051, 25054, 25132, 41176, 41207, 41210, 41258,
        19262, 19295, 19298, 19375, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7106, 7125, 7128, 7181, 190, 207, 210, 229,
        35917, 35933, 35936, 36030, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29665, 29687, 29690, 29720, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48355, 48372, 48375, 48452, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44117, 44135, 44138, 44154, -1, -1, -1, -1, 44291, 44304, 44307, 44313, 54511, 54525, 54528, 54593,
        -1, -1, -1, -1, -1, -1, -1, -1, 40957, 40989, 40992, 41041, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13787, 13812, 13815, 13955, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27650, 27673, 27676, 27687, 40780, 40797, 40800, 40805,
        20156, 20179, 20182, 20262, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43411, 43437, 43440, 43495, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35718, 35745, 35748, 35785,
        -1, -1, -1, -1, 5288, 5306, 5309, 5400, -1, -1, -1, -1, 44261, 44272, 44275, 44290,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30911, 30936, 30939, 31004, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58074, 58091, 58094, 58156, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56076, 56094, 56097, 56191, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18996, 19016, 19019, 19064, -1, -1, -1, -1, 1616, 1642, 1645, 1703,
        43956, 43963, 43966, 43975, 50483, 50505, 50508, 50509, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40141, 40163, 40166, 40190, -1, -1, -1, -1,
        30537, 30557, 30560, 30594, 44987, 45007, 45010, 45029, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7961, 7984, 7987, 8044, 23282, 23307, 23310, 23400,
        46434, 46453, 46456, 46543, 56890, 56907, 56910, 56937, -1, -1, -1, -1, -1, -1, -1, -1,
        32131, 32150, 32153, 32198, 28034, 28046, 28049, 28091, 16432, 16453, 16456, 16503, 35433, 35457, 35460, 35515,
        53412, 53435, 53438, 53461, -1, -1, -1, -1, 54091, 54109, 54112, 54154, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32943, 32971, 32974, 32993, 52731, 52755, 52758, 52833, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48453, 48470, 48473, 48530, -1, -1, -1, -1,
        18034, 18055, 18058, 18118, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 48934, 48947, 48950, 48973, 45030, 45043, 45046, 45078, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37372, 37391, 37394, 37400, 52371, 52389, 52392, 52488,
        54921, 54948, 54951, 55059, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32731, 32767, 32770, 32785,
        -1, -1, -1, -1, 37959, 37975, 37978, 38023, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30726, 30757, 30760, 30910, -1, -1, -1, -1, 11169, 11187, 11190, 11531,
        52329, 52348, 52351, 52370, 6456, 6466, 6469, 6568, 48857, 48877, 48880, 48933, -1, -1, -1, -1,
        -1, -1, -1, -1, 27546, 27556, 27559, 27572, -1, -1, -1, -1, 31367, 31386, 31389, 31400,
        28508, 28528, 28531, 28572, -1, -1, -1, -1, 58335, 58350, 58353, 58390, -1, -1, -1, -1,
        -1, -1, -1, -1, 25133, 25149, 25152, 25268, -1, -1, -1, -1, -1, -1, -1, -1,
        8148, 8172, 8175, 9064, 12788, 12810, 12813, 12928, -1, -1, -1, -1, -1, -1, -1, -1,
        26553, 26567, 26570, 26646, 29612, 29632, 29635, 29664, -1, -1, -1, -1, 22214, 22226, 22229, 22232,
        27455, 27468, 27471, 27545, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21142, 21171, 21174, 21221, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3890, 3911, 3914, 4068, 32199, 32224, 32227, 32287, -1, -1, -1, -1,
        21641, 21664, 21667, 21679, -1, -1, -1, -1, 5036, 5062, 5065, 5084, 41259, 41292, 41295, 41344,
        58157, 58171, 58174, 58213, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53141, 53163, 53166, 53203, 32693, 32717, 32720, 32730, 49789, 49818, 49821, 49862,
        28239, 28259, 28262, 28276, -1, -1, -1, -1, 50562, 50589, 50592, 50616, -1, -1, -1, -1,
        -1, -1, -1, -1, 55267, 55287, 55290, 55314, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29833, 29850, 29853, 29921,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54594, 54616, 54619, 54717,
        -1, -1, -1, -1, 5188, 5205, 5208, 5287, -1, -1, -1, -1, 47027, 47054, 47057, 47145,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45689, 45711, 45714, 45829,
        -1, -1, -1, -1, -1, -1, -1, -1, 42740, 42758, 42761, 42789, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45182, 45203, 45206, 45240, 26029, 26050, 26053, 26118,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40728, 40744, 40747, 40751,
        -1, -1, -1, -1, 6052, 6070, 6073, 6113, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57780, 57797, 57800, 57842, -1, -1, -1, -1, 6755, 6775, 6778, 6834,
        32510, 32534, 32537, 32546, -1, -1, -1, -1, 57616, 57632, 57635, 57654, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 6235, 6264, 6267, 6321, 21921, 21931, 21934, 21938,
        639, 653, 656, 663, 21794, 21807, 21810, 21817, 35376, 35400, 35403, 35432, 48531, 48549, 48552, 48637,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1041, 1062, 1065, 1100,
        -1, -1, -1, -1, 28305, 28321, 28324, 28364, 33303, 33326, 33329, 33348, 55143, 55165, 55168, 55266,
        14124, 14150, 14153, 14179, 46683, 46703, 46706, 46760, 41850, 41874, 41877, 41973, 6322, 6344, 6347, 6391,
        19065, 19092, 19095, 19196, 41974, 41993, 41996, 42013, 56413, 56433, 56436, 56494, -1, -1, -1, -1,
        83, 100, 103, 106, 33772, 33800, 33803, 34055, 49734, 49754, 49757, 49788, 50897, 50924, 50927, 50944,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20778, 20798, 20801, 20830,
        47537, 47553, 47556, 47573, 49569, 49590, 49593, 49622, -1, -1, -1, -1, 791, 802, 805, 809,
        17781, 17804, 17807, 18033, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47783, 47805, 47808, 47879, 129, 141, 144, 162,
        43725, 43746, 43749, 43765, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27852, 27868, 27871, 27882, -1, -1, -1, -1,
        47611, 47628, 47631, 47643, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26485, 26501, 26504, 26552, 40922, 40936, 40939, 40956, 44821, 44840, 44843, 44885, 50665, 50690, 50693, 50715,
        -1, -1, -1, -1, -1, -1, -1, -1, 27907, 27926, 27929, 27936, 22411, 22426, 22429, 22921,
        27789, 27806, 27809, 27814, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50400, 50425, 50428, 50441, -1, -1, -1, -1, 44708, 44726, 44729, 44759, -1, -1, -1, -1,
        -1, -1, -1, -1, 34988, 35011, 35014, 35075, 26907, 26921, 26924, 26969, -1, -1, -1, -1,
        27573, 27581, 27584, 27617, 22370, 22390, 22393, 22410, 37459, 37480, 37483, 37488, -1, -1, -1, -1,
        30595, 30617, 30620, 30642, 31112, 31132, 31135, 31190, -1, -1, -1, -1, -1, -1, -1, -1,
        32450, 32474, 32477, 32509, -1, -1, -1, -1, 16146, 16158, 16161, 16169, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11081, 11101, 11104, 11168, -1, -1, -1, -1,
        17312, 17330, 17333, 17446, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43021, 43041, 43044, 43083, -1, -1, -1, -1, -1, -1, -1, -1, 49513, 49535, 49538, 49568,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37545, 37562, 37565, 37569,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20831, 20854, 20857, 20883,
        41345, 41370, 41373, 41410, 56797, 56804, 56807, 56841, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21222, 21247, 21250, 21264, -1, -1, -1, -1, -1, -1, -1, -1, 42585, 42604, 42607, 42623,
        -1, -1, -1, -1, 15350, 15366, 15369, 15389, -1, -1, -1, -1, 45241, 45263, 45266, 45312,
        -1, -1, -1, -1, -1, -1, -1, -1, 24534, 24556, 24559, 24690, 57501, 57514, 57517, 57560,
        3248, 3273, 3276, 3368, 42048, 42067, 42070, 42087, -1, -1, -1, -1, 15461, 15476, 15479, 15529,
        -1, -1, -1, -1, 49300, 49320, 49323, 49335, 56495, 56523, 56526, 56617, 42387, 42412, 42415, 42435,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49863, 49884, 49887, 49909,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27726, 27746, 27749, 27757,
        -1, -1, -1, -1, 49218, 49234, 49237, 49255, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53204, 53227, 53230, 53257, 26970, 26985, 26988, 27041,
        57697, 57715, 57718, 57741, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50103, 50115, 50118, 50142, 52834, 52857, 52860, 52947, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21018, 21036, 21039, 21061, 23982, 24013, 24016, 24103, 33180, 33198, 33201, 33212,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40678, 40694, 40697, 40701,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17579, 17604, 17607, 17780, 30367, 30385, 30388, 30408, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19445, 19484, 19487, 19543, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40806, 40821, 40824, 40827, 44155, 44175, 44178, 44195, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21895, 21909, 21912, 21920, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29509, 29523, 29526, 29594, 43687, 43706, 43709, 43724, 51328, 51352, 51355, 51535, 13703, 13726, 13729, 13786,
        -1, -1, -1, -1, 1356, 1382, 1385, 1497, -1, -1, -1, -1, 22125, 22137, 22140, 22146,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39304, 39327, 39330, 39396,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20348, 20377, 20380, 20495, -1, -1, -1, -1, -1, -1, -1, -1, 58214, 58230, 58233, 58275,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40061, 40080, 40083, 40106, -1, -1, -1, -1, 42341, 42360, 42363, 42386,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43363, 43379, 43382, 43410, -1, -1, -1, -1, 3787, 3816, 3819, 3889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38716, 38736, 38739, 38753, 57843, 57860, 57863, 57905, 709, 722, 725, 731,
        28810, 28825, 28828, 28931, -1, -1, -1, -1, -1, -1, -1, -1, 3369, 3386, 3389, 3557,
        45979, 46001, 46004, 46034, 41537, 41560, 41563, 41609, 49392, 49406, 49409, 49425, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44314, 44324, 44327, 44332,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37677, 37696, 37699, 37734, 16734, 16752, 16755, 16812, -1, -1, -1, -1,
        -1, -1, -1, -1, 35140, 35164, 35167, 35285, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12384, 12405, 12408, 12495, 18636, 18651, 18654, 18697, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31848, 31872, 31875, 31968, 37011, 37034, 37037, 37110, -1, -1, -1, -1, 30272, 30297, 30300, 30325,
        30454, 30473, 30476, 30536, 56690, 56717, 56720, 56796, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18227, 18249, 18252, 18290,
        27815, 27834, 27837, 27851, 47574, 47593, 47596, 47610, 25793, 25815, 25818, 25882, 41712, 41734, 41737, 41784,
        40191, 40215, 40218, 40243, 52489, 52505, 52508, 52668, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50995, 51020, 51023, 51044, 34369, 34389, 34392, 34610, -1, -1, -1, -1,
        32994, 33023, 33026, 33041, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45147, 45161, 45164, 45181, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44196, 44210, 44213, 44234, 7260, 7284, 7287, 7368,
        3558, 3572, 3575, 3578, 27883, 27899, 27902, 27906, 39496, 39519, 39522, 39544, -1, -1, -1, -1,
        31272, 31299, 31302, 31366, -1, -1, -1, -1, 41665, 41686, 41689, 41711, 39443, 39470, 39473, 39495,
        4505, 4522, 4525, 4573, 48638, 48657, 48660, 48728, -1, -1, -1, -1, -1, -1, -1, -1,
        39880, 39900, 39903, 39948, 39736, 39763, 39766, 39784, 44522, 44549, 44552, 44567, 40626, 40641, 40644, 40647,
        2017, 2041, 2044, 2132, 44333, 44366, 44369, 44425, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20884, 20911, 20914, 20986, 34611, 34640, 34643, 34812, 39128, 39154, 39157, 39213, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42014, 42032, 42035, 42047,
        32547, 32574, 32577, 32587, 18119, 18129, 18132, 18166, 37318, 37337, 37340, 37342, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19888, 19918, 19921, 19979, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13261, 13286, 13289, 13482, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47383, 47403, 47406, 47478, -1, -1, -1, -1,
        46035, 46054, 46057, 46158, 50510, 50535, 50538, 50561, 7935, 7948, 7951, 7960, 32901, 32927, 32930, 32942,
        44661, 44689, 44692, 44707, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38754, 38781, 38784, 38855, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18291, 18309, 18312, 18333, -1, -1, -1, -1, 51631, 51649, 51652, 51786, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35575, 35600, 35603, 35657,
        41130, 41147, 41150, 41175, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12929, 12949, 12952, 13092, 48789, 48805, 48808, 48856, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56192, 56212, 56215, 56293, 29207, 29232, 29235, 29324,
        2185, 2204, 2207, 3032, -1, -1, -1, -1, -1, -1, -1, -1, 37520, 37537, 37540, 37544,
        -1, -1, -1, -1, -1, -1, -1, -1, 33136, 33170, 33173, 33179, 18425, 18443, 18446, 18521,
        38178, 38193, 38196, 38247, 50191, 50209, 50212, 50227, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15848, 15864, 15867, 15954, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7572, 7594, 7597, 7626, 38552, 38566, 38569, 38597, -1, -1, -1, -1,
        4069, 4095, 4098, 4161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14946, 14964, 14967, 15035, 36343, 36360, 36363, 36390,
        50360, 50383, 50386, 50399, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7699, 7723, 7726, 7804, 22332, 22350, 22353, 22369,
        774, 784, 787, 790, 29922, 29937, 29940, 29993, 42624, 42644, 42647, 42689, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6835, 6859, 6862, 6953,
        46331, 46354, 46357, 46433, 24910, 24924, 24927, 24958, 40648, 40667, 40670, 40677, 50002, 50027, 50030, 50056,
        7627, 7651, 7654, 7698, -1, -1, -1, -1, 45568, 45584, 45587, 45642, 24421, 24448, 24451, 24533,
        -1, -1, -1, -1, 35658, 35681, 35684, 35717, 41446, 41452, 41455, 41467, -1, -1, -1, -1,
        6954, 6974, 6977, 7030, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14386, 14400, 14403, 14438, 28620, 28638, 28641, 28696, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14493, 14512, 14515, 14584, 31005, 31032, 31035, 31065, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5401, 5423, 5426, 5524,
        -1, -1, -1, -1, 43496, 43515, 43518, 43549, -1, -1, -1, -1, 9147, 9166, 9169, 9873,
        21939, 21954, 21957, 21978, 24806, 24827, 24830, 24909, 6699, 6716, 6719, 6754, 35516, 35546, 35549, 35574,
        39663, 39681, 39684, 39689, -1, -1, -1, -1, 558, 569, 572, 576, 2133, 2151, 2154, 2184,
        32588, 32607, 32610, 32621, 5894, 5910, 5913, 5983, 46839, 46857, 46860, 46925, 55664, 55682, 55685, 55765,
        -1, -1, -1, -1, -1, -1, -1, -1, 27377, 27391, 27394, 27454, 50617, 50641, 50644, 50664,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13565, 13584, 13587, 13702, 44426, 44461, 44464, 44521,
        -1, -1, -1, -1, -1, -1, -1, -1, 54823, 54842, 54845, 54920, -1, -1, -1, -1,
        16183, 16199, 16202, 16214, -1, -1, -1, -1, -1, -1, -1, -1, 19376, 19409, 19412, 19444,
        54155, 54170, 54173, 54218, 56618, 56637, 56640, 56689, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50057, 50076, 50079, 50102, -1, -1, -1, -1,
        -1, -1, -1, -1, 37111, 37135, 37138, 37317, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52669, 52692, 52695, 52730, -1, -1, -1, -1, 21342, 21362, 21365, 21396,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 14585, 14605, 14608, 14667,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19544, 19568, 19571, 19631, -1, -1, -1, -1,
        44235, 44246, 44249, 44260, 31464, 31488, 31491, 31636, -1, -1, -1, -1, 57404, 57419, 57422, 57453,
        -1, -1, -1, -1, -1, -1, -1, -1, 43766, 43790, 43793, 43819, 57994, 58009, 58012, 58073,
        -1, -1, -1, -1, -1, -1, -1, -1, 54718, 54734, 54737, 54822, 31066, 31078, 31081, 31111,
        48239, 48260, 48263, 48354, 44886, 44906, 44909, 44946, -1, -1, -1, -1, 15530, 15552, 15555, 15634,
        -1, -1, -1, -1, 16667, 16684, 16687, 16733, -1, -1, -1, -1, 50442, 50462, 50465, 50482,
        -1, -1, -1, -1, -1, -1, -1, -1, 30409, 30425, 30428, 30453, 38441, 38464, 38467, 38503,
        52171, 52189, 52192, 52328, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7369, 7389, 7392, 7455, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5984, 6003, 6006, 6051, 34886, 34911, 34914, 34987, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25518, 25539, 25542, 25548,
        -1, -1, -1, -1, 3033, 3053, 3056, 3247, 55766, 55789, 55792, 55832, -1, -1, -1, -1,
        57906, 57924, 57927, 57993, 854, 873, 876, 952, 54219, 54230, 54233, 54246, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15144, 15160, 15163, 15172, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36803, 36829, 36832, 36933, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56981, 57000, 57003, 57015, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43550, 43574, 43577, 43593, 47880, 47896, 47899, 48018,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50774, 50807, 50810, 50833,
        46926, 46945, 46948, 47026, -1, -1, -1, -1, -1, -1, -1, -1, 57742, 57753, 57756, 57779,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28092, 28113, 28116, 28141, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26647, 26667, 26670, 26690,
        -1, -1, -1, -1, 31689, 31710, 31713, 31760, -1, -1, -1, -1, -1, -1, -1, -1,
        55995, 56009, 56012, 56075, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15309, 15325, 15328, 15349,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30326, 30345, 30348, 30366,
        28000, 28018, 28021, 28033, -1, -1, -1, -1, 56938, 56955, 56958, 56980, -1, -1, -1, -1,
        14833, 14851, 14854, 14945, 51184, 51206, 51209, 51327, -1, -1, -1, -1, 53929, 53953, 53956, 54006,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 22100, 22113, 22116, 22124, -1, -1, -1, -1, -1, -1, -1, -1,
        5815, 5839, 5842, 5893, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38248, 38267, 38270, 38320, 53058, 53083, 53086, 53140, 53533, 53548, 53551, 53572, 53338, 53369, 53372, 53411,
        -1, -1, -1, -1, -1, -1, -1, -1, 18334, 18354, 18357, 18380, -1, -1, -1, -1,
        37625, 37648, 37651, 37676, 40522, 40540, 40543, 40549, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28697, 28710, 28713, 28809,
        -1, -1, -1, -1, 38386, 38402, 38405, 38440, 23773, 23800, 23803, 23856, 5525, 5546, 5549, 5737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29595, 29607, 29610, 29611, 31401, 31423, 31426, 31463,
        31969, 31993, 31996, 32048, 5146, 5163, 5166, 5187, 49473, 49498, 49501, 49512, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55503, 55523, 55526, 55663,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49336, 49355, 49358, 49391, 732, 743, 746, 750, -1, -1, -1, -1, 6114, 6138, 6141, 6234,
        -1, -1, -1, -1, 22171, 22184, 22187, 22213, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41411, 41432, 41435, 41445, -1, -1, -1, -1, -1, -1, -1, -1,
        38321, 38339, 38342, 38385, 43084, 43102, 43105, 43188, 14315, 14339, 14342, 14385, 32622, 32642, 32645, 32654,
        -1, -1, -1, -1, -1, -1, -1, -1, 28142, 28158, 28161, 28187, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22281, 22307, 22310, 22331, -1, -1, -1, -1, 33257, 33285, 33288, 33302, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38856, 38885, 38888, 38961, 44947, 44965, 44968, 44986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56842, 56861, 56864, 56889, 25991, 26008, 26011, 26028, 42843, 42864, 42867, 43020,
        45643, 45659, 45662, 45688, -1, -1, -1, -1, 27618, 27638, 27641, 27649, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 40752, 40770, 40773, 40779, -1, -1, -1, -1,
        19632, 19648, 19651, 19887, -1, -1, -1, -1, -1, -1, -1, -1, 40893, 40911, 40914, 40921,
        -1, -1, -1, -1, -1, -1, -1, -1, 25883, 25900, 25903, 25990, -1, -1, -1, -1,
        30212, 30236, 30239, 30271, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37343, 37362, 37365, 37371, 22038, 22053, 22056, 22066, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23079, 23104, 23107, 23166, 26338, 26352, 26355, 26419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45313, 45336, 45339, 45381, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14668, 14686, 14689, 14719, -1, -1, -1, -1, 15173, 15191, 15194, 15308,
        18381, 18394, 18397, 18424, 33349, 33368, 33371, 33771, 38598, 38620, 38623, 38657, 21062, 21091, 21094, 21141,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7456, 7474, 7477, 7571, 3579, 3595, 3598, 3605, -1, -1, -1, -1, -1, -1, -1, -1,
        39397, 39417, 39420, 39442, 16170, 16177, 16180, 16182, 21851, 21865, 21868, 21876, 32288, 32315, 32318, 32379,
        34147, 34171, 34174, 34305, -1, -1, -1, -1, 46761, 46778, 46781, 46838, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1101, 1127, 1130, 1238, 32049, 32068, 32071, 32130, -1, -1, -1, -1,
        14439, 14456, 14459, 14492, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50143, 50159, 50162, 50190, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44568, 44597, 44600, 44616, -1, -1, -1, -1, 43280, 43301, 43304, 43324, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37434, 37451, 37454, 37458, 40107, 40118, 40121, 40140,
        -1, -1, -1, -1, 48103, 48118, 48121, 48137, 4214, 4226, 4229, 4292, 58391, 58407, 58410, 58449,
        -1, -1, -1, -1, 12164, 12188, 12191, 12383, -1, -1, -1, -1, 57256, 57273, 57276, 57290,
        -1, -1, -1, -1, -1, -1, -1, -1, 40863, 40876, 40879, 40892, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 28365, 28385, 28388, 28434, -1, -1, -1, -1,
        36210, 36231, 36234, 36342, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4783, 4807, 4810, 4816, 31761, 31788, 31791, 31847, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42436, 42455, 42458, 42489, 22067, 22084, 22087, 22099,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55447, 55465, 55468, 55502, -1, -1, -1, -1, -1, -1, -1, -1,
        57195, 57213, 57216, 57255, 40550, 40569, 40572, 40579, 50253, 50282, 50285, 50304, 18865, 18881, 18884, 18941,
        -1, -1, -1, -1, 37780, 37802, 37805, 37880, -1, -1, -1, -1, -1, -1, -1, -1,
        4754, 4774, 4777, 4782, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16121, 16134, 16137, 16145, -1, -1, -1, -1, -1, -1, -1, -1, 18522, 18542, 18545, 18578,
        -1, -1, -1, -1, 5085, 5111, 5114, 5145, -1, -1, -1, -1, 38504, 38522, 38525, 38551,
        45505, 45525, 45528, 45567, -1, -1, -1, -1, 24224, 24251, 24254, 24374, 53573, 53590, 53593, 53615,
        32380, 32405, 32408, 32449, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56358, 56379, 56382, 56412, 43877, 43895, 43898, 43914,
        39042, 39070, 39073, 39127, 11847, 11871, 11874, 11965, 18167, 18187, 18190, 18226, -1, -1, -1, -1,
        688, 700, 703, 708, 42235, 42254, 42257, 42283, 43639, 43652, 43655, 43686, 43594, 43616, 43619, 43638,
        30167, 30182, 30185, 30211, 36108, 36133, 36136, 36209, 43820, 43846, 43849, 43876, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38962, 38988, 38991, 39041, 953, 974, 977, 1040,
        36391, 36410, 36413, 36510, 28573, 28593, 28596, 28619, 53616, 53632, 53635, 53794, -1, -1, -1, -1,
        4817, 4830, 4833, 4839, 43325, 43343, 43346, 43362, 49954, 49979, 49982, 50001, 35786, 35809, 35812, 35916,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49045, 49061, 49064, 49085, 14217, 14239, 14242, 14314,
        53258, 53283, 53286, 53337, -1, -1, -1, -1, -1, -1, -1, -1, 28435, 28457, 28460, 28507,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 16929, 16942, 16945, 17049,
        -1, -1, -1, -1, 16813, 16823, 16826, 16928, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27758, 27774, 27777, 27788, 4162, 4175, 4178, 4213, 55060, 55074, 55077, 55142, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42176, 42192, 42195, 42234, -1, -1, -1, -1,
        -1, -1, -1, -1, 4863, 4877, 4880, 4915, 18942, 18957, 18960, 18995, 40580, 40595, 40598, 40601,
        50716, 50743, 50746, 50773, 50834, 50869, 50872, 50896, 42088, 42106, 42109, 42175, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41468, 41492, 41495, 41536,
        45382, 45402, 45405, 45447, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40387, 40406, 40409, 40433, 25549, 25569, 25572, 25686, 40434, 40455, 40458, 40483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33090, 33124, 33127, 33135, -1, -1, -1, -1, 37401, 37422, 37425, 37433,
        25354, 25375, 25378, 25439, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29106, 29130, 29133, 29206, 20047, 20070, 20073, 20155, -1, -1, -1, -1,
        -1, -1, -1, -1, 14075, 14100, 14103, 14123, 53861, 53886, 53889, 53928, 6429, 6448, 6451, 6455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36934, 36953, 36956, 37010, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34056, 34080, 34083, 34146, -1, -1, -1, -1, 57454, 57469, 57472, 57500, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7872, 7897, 7900, 7934, -1, -1, -1, -1,
        54007, 54028, 54031, 54090, -1, -1, -1, -1, 23167, 23190, 23193, 23281, 11642, 11666, 11669, 11846,
        40702, 40719, 40722, 40727, 42490, 42509, 42512, 42584, 47146, 47163, 47166, 47198, 4727, 4745, 4748, 4753,
        274, 291, 294, 307, 9065, 9085, 9088, 9146, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 12496, 12521, 12524, 12701, 17447, 17464, 17467, 17578, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33042, 33077, 33080, 33089,
        48729, 48741, 48744, 48788, -1, -1, -1, -1, 38658, 38679, 38682, 38715, 6569, 6592, 6595, 6627,
        51045, 51072, 51075, 51097, -1, -1, -1, -1, 51536, 51555, 51558, 51630, 22922, 22948, 22951, 23078,
        26821, 26837, 26840, 26906, 33213, 33239, 33242, 33256, 55315, 55337, 55340, 55446, 16242, 16252, 16255, 16261,
        -1, -1, -1, -1, -1, -1, -1, -1, 27304, 27317, 27320, 27376, -1, -1, -1, -1,
        38024, 38045, 38048, 38098, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35076, 35092, 35095, 35139, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30129, 30145, 30148, 30166, -1, -1, -1, -1,
        21397, 21421, 21424, 21527, 608, 625, 628, 638, 23401, 23421, 23424, 23541, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24104, 24131, 24134, 24223,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29994, 30012, 30015, 30079, -1, -1, -1, -1, 4916, 4927, 4930, 5035,
        12138, 12151, 12154, 12163, 44760, 44778, 44781, 44820, 44075, 44097, 44100, 44116, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 46283, 46298, 46301, 46330, 54247, 54261, 54264, 54381,
        -1, -1, -1, -1, 53795, 53817, 53820, 53860, 4574, 4590, 4593, 4650, 57055, 57069, 57072, 57104,
        16215, 16226, 16229, 16241, 49256, 49268, 49271, 49299, 49623, 49643, 49646, 49669, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29801, 29813, 29816, 29832, -1, -1, -1, -1, 1829, 1854, 1857, 1912, -1, -1, -1, -1,
        -1, -1, -1, -1, 4651, 4662, 4665, 4673, 43976, 43994, 43997, 44013, 4674, 4692, 4695, 4704,
        -1, -1, -1, -1, 4408, 4433, 4436, 4456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16082, 16101, 16104, 16120,
        26420, 26443, 26446, 26484, 4375, 4396, 4399, 4407, 23542, 23570, 23573, 23772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57137, 57153, 57156, 57194, -1, -1, -1, -1,
        42284, 42302, 42305, 42340, 42690, 42708, 42711, 42739, 1704, 1728, 1731, 1828, 368, 380, 383, 388,
        7805, 7829, 7832, 7871, 15036, 15052, 15055, 15143, 24959, 24973, 24976, 25028, 39690, 39715, 39718, 39735,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58450, 58468, 58471, 58513, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49910, 49933, 49936, 49953, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12702, 12723, 12726, 12787, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6392, 6410, 6413, 6428, 25269, 25288, 25291, 25353, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36031, 36048, 36051, 36107, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35286, 35319, 35322, 35375, 41042, 41076, 41079, 41129, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 47479, 47501, 47504, 47536, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47199, 47217, 47220, 47264,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4346, 4366, 4369, 4374, 21265, 21290, 21293, 21307,
        22018, 22029, 22032, 22037, -1, -1, -1, -1, 24691, 24714, 24717, 24805, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46159, 46178, 46181, 46282, 48974, 48991, 48994, 49044, -1, -1, -1, -1,
        15743, 15762, 15765, 15779, 12094, 12110, 12113, 12137, -1, -1, -1, -1, -1, -1, -1, -1,
        27937, 27956, 27959, 27967, 3606, 3626, 3629, 3786, 53462, 53490, 53493, 53532, -1, -1, -1, -1,
        7031, 7050, 7053, 7105, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1239, 1257, 1260, 1355,
        57561, 57581, 57584, 57615, 40828, 40838, 40841, 40862, 21528, 21552, 21555, 21640, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39785, 39810, 39813, 39830,
        47644, 47664, 47667, 47782, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21877, 21889, 21892, 21894, 50945, 50974, 50977, 50994, -1, -1, -1, -1,
        13956, 13981, 13984, 14074, 45448, 45467, 45470, 45504, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1498, 1521, 1524, 1615, 45079, 45096, 45099, 45146,
        -1, -1, -1, -1, 34306, 34326, 34329, 34368, 43915, 43935, 43938, 43955, 57291, 57308, 57311, 57325,
        -1, -1, -1, -1, 39576, 39599, 39602, 39617, 58514, 58534, 58537, 58580, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57326, 57344, 57347, 57368, -1, -1, -1, -1,
        23857, 23892, 23895, 23981, -1, -1, -1, -1, 16262, 16275, 16278, 16431, 30643, 30670, 30673, 30725,
        43235, 43257, 43260, 43279, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 4705, 4719, 4722, 4726, -1, -1, -1, -1,
        -1, -1, -1, -1, 37735, 37754, 37757, 37779, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26119, 26134, 26137, 26240, 12023, 12048, 12051, 12093,
        28277, 28287, 28290, 28304, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50228, 50240, 50243, 50252, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29721, 29735, 29738, 29800, 57016, 57035, 57038, 57054, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20496, 20525, 20528, 20643, -1, -1, -1, -1,
        44014, 44034, 44037, 44054, 55833, 55852, 55855, 55932, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51960, 51981, 51984, 52170, -1, -1, -1, -1, -1, -1, -1, -1,
        18750, 18769, 18772, 18864, 7182, 7206, 7209, 7259, 47265, 47284, 47287, 47382, -1, -1, -1, -1,
        26241, 26263, 26266, 26337, -1, -1, -1, -1, 39214, 39236, 39239, 39303, -1, -1, -1, -1,
        39545, 39562, 39565, 39575, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38099, 38121, 38124, 38177, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21308, 21324, 21327, 21341, 49139, 49160, 49163, 49217, 20711, 20737, 20740, 20777, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45830, 45854, 45857, 45978, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, 51787, 51806, 51809, 51959, -1, -1, -1, -1,
        -1, -1, -1, -1, 27688, 27711, 27714, 27725, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41610, 41633, 41636, 41664, -1, -1, -1, -1, -1, -1, -1, -1,
        15635, 15655, 15658, 15742, -1, -1, -1, -1, -1, -1, -1, -1, 13483, 13504, 13507, 13564,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37881, 37897, 37900, 37958,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21818, 21835, 21838, 21850, -1, -1, -1, -1, -1, -1, -1, -1, 16504, 16527, 16530, 16571,
        15390, 15407, 15410, 15460, -1, -1, -1, -1, -1, -1, -1, -1, 15780, 15797, 15800, 15847,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44055, 44062, 44065, 44074, -1, -1, -1, -1, -1, -1, -1, -1,
        11966, 11990, 11993, 12022, 27187, 27203, 27206, 27303, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40340, 40359, 40362, 40386,
        43189, 43207, 43210, 43234, -1, -1, -1, -1, 27968, 27988, 27991, 27999, -1, -1, -1, -1,
        -1, -1, -1, -1, 57655, 57671, 57674, 57696, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48138, 48155, 48158, 48238, -1, -1, -1, -1, -1, -1, -1, -1,
        21680, 21706, 21709, 21735, -1, -1, -1, -1, 26691, 26709, 26712, 26820, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4840, 4853, 4856, 4862, 21736, 21749, 21752, 21765,
        14720, 14740, 14743, 14832, 32786, 32818, 32821, 32842, -1, -1, -1, -1, 19980, 20010, 20013, 20046,
        39949, 39974, 39977, 40060, -1, -1, -1, -1, 31191, 31215, 31218, 31271, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15955, 15972, 15975, 16081, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40602, 40618, 40621, 40625, 42790, 42808, 42811, 42842,
        51098, 51121, 51124, 51183, -1, -1, -1, -1, 49670, 49693, 49696, 49733, -1, -1, -1, -1,
        57369, 57386, 57389, 57403, 29325, 29352, 29355, 29445, 57105, 57126, 57129, 57136, -1, -1, -1, -1,
        4293, 4309, 4312, 4345, -1, -1, -1, -1, -1, -1, -1, -1, 49086, 49100, 49103, 49138,
        -1, -1, -1, -1, -1, -1, -1, -1, 20263, 20287, 20290, 20347, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
    static let compiledRU = _CatalogTable(compiled: """
        accessible.errorPrefix = Ошибка:
        accessible.position = результат {position:masculine}, всего {total:masculine}
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
        config.error.missingAction = команде «finder config» нужно действие: get, set, unset, list
        config.error.missingName = команде «finder config» нужно имя настройки: lang, theme, color, limit, images, format, unsplash-key
        config.error.missingValue = команде «finder config set {name}» нужно значение: {choices}
        config.error.unknownAction = неизвестное действие «{action}» для «finder config». Допустимые действия: get, set, unset, list
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
        help.details.interactive = В терминале результаты поиска акций обновляются с каждой нажатой клавишей; фото ищутся после короткой паузы в наборе (FINDER_DEBOUNCE_MS, по умолчанию 200 мс), когда в строке не меньше трёх символов, или по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или «:more» — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130, Ctrl-Z приостанавливает работу (вернуться — fg).\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (json: один документ на строку).
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
        hint.store.catalogueMismatch = Чтобы заново импортировать встроенный каталог и сохранить историю и сохранённые результаты: «sqlite3 {path} \"DELETE FROM stocks; DELETE FROM meta WHERE key = 'catalogue.checksum'\"», затем снова запустите finder (и «finder stocks sync», чтобы получить текущие цены).
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
        label.domain = раздел
        label.exchange = биржа
        label.isin = ISIN
        label.marketCap = рыночная капитализация
        label.match = совпадение:
        label.name = название
        label.price = цена
        label.priceDate = дата цены
        label.priceSource = источник цены
        label.savedTo = сохранено в файл
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
        notice.layout = По запросу «{query}» ничего нет; показаны результаты для «{corrected}» (другая раскладка клавиатуры).
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
        -1, -1, -1, -1, -1, -1, -1, -1, 51727, 51747, 51750, 51766, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58931, 58951, 58954, 58968,
        -1, -1, -1, -1, 33843, 33855, 33858, 33890, 15528, 15552, 15555, 15999, -1, -1, -1, -1,
        12353, 12373, 12376, 12523, 50100, 50118, 50121, 50170, 34596, 34620, 34623, 34652, 59031, 59045, 59048, 59112,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 44016, 44035, 44038, 44087, 6723, 6740, 6743, 6796, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28999, 29019, 29022, 29082, 29953, 29974, 29977, 30062, 40089, 40106, 40109, 40237,
        -1, -1, -1, -1, -1, -1, -1, -1, 63298, 63324, 63327, 63378, -1, -1, -1, -1,
        51012, 51038, 51041, 51140, -1, -1, -1, -1, -1, -1, -1, -1, 21449, 21467, 21470, 21500,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45420, 45437, 45440, 45710, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72105, 72131, 72134, 72160, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2832, 2858, 2861, 3000, 18398, 18420, 18423, 18590, -1, -1, -1, -1,
        32176, 32202, 32205, 32269, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91283, 91307, 91310, 91354, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47818, 47836, 47839, 47869,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79652, 79676, 79679, 79703, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57439, 57456, 57459, 57903,
        71763, 71790, 71793, 71817, -1, -1, -1, -1, 34162, 34172, 34175, 34191, 9999, 10018, 10021, 10110,
        -1, -1, -1, -1, -1, -1, -1, -1, 82252, 82286, 82289, 82342, 90756, 90774, 90777, 90843,
        -1, -1, -1, -1, 64248, 64267, 64270, 64331, 77524, 77538, 77541, 77626, 64788, 64808, 64811, 64842,
        25426, 25443, 25446, 25582, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        16000, 16024, 16027, 17567, 42246, 42260, 42263, 42522, 34126, 34137, 34140, 34161, 46566, 46586, 46589, 46638,
        88471, 88487, 88490, 88643, 94077, 94092, 94095, 94248, -1, -1, -1, -1, -1, -1, -1, -1,
        29177, 29193, 29196, 29248, 80949, 80980, 80983, 81029, -1, -1, -1, -1, 44276, 44296, 44299, 44381,
        -1, -1, -1, -1, -1, -1, -1, -1, 8591, 8603, 8606, 8717, -1, -1, -1, -1,
        -1, -1, -1, -1, 51938, 51969, 51972, 51999, 63461, 63488, 63491, 63544, -1, -1, -1, -1,
        -1, -1, -1, -1, 67055, 67077, 67080, 67120, 39688, 39706, 39709, 39826, 20334, 20359, 20362, 20501,
        86344, 86369, 86372, 86530, -1, -1, -1, -1, 38247, 38257, 38260, 38336, -1, -1, -1, -1,
        -1, -1, -1, -1, 64203, 64219, 64222, 64247, -1, -1, -1, -1, -1, -1, -1, -1,
        94945, 94961, 94964, 95025, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54851, 54876, 54879, 54923, 75232, 75259, 75262, 75405, -1, -1, -1, -1,
        -1, -1, -1, -1, 34370, 34382, 34385, 34397, -1, -1, -1, -1, 62807, 62832, 62835, 62862,
        -1, -1, -1, -1, 62895, 62920, 62923, 62974, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26191, 26219, 26222, 26615, 32702, 32718, 32721, 32754, 39108, 39130, 39133, 39297, 64512, 64532, 64535, 64603,
        30063, 30096, 30099, 30216, 66221, 66252, 66255, 66353, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10813, 10832, 10835, 10938, 240, 257, 260, 284,
        56482, 56498, 56501, 56675, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47057, 47079, 47082, 47151, -1, -1, -1, -1,
        -1, -1, -1, -1, 82162, 82195, 82198, 82251, -1, -1, -1, -1, -1, -1, -1, -1,
        77993, 78010, 78013, 78128, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70951, 70969, 70972, 70996, -1, -1, -1, -1, 71176, 71189, 71192, 71198, 88644, 88658, 88661, 88762,
        -1, -1, -1, -1, -1, -1, -1, -1, 65619, 65651, 65654, 65744, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21031, 21056, 21059, 21199, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43266, 43289, 43292, 43308, 65158, 65175, 65178, 65186,
        31381, 31404, 31407, 31572, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69496, 69522, 69525, 69618, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56154, 56181, 56184, 56271,
        -1, -1, -1, -1, 7940, 7958, 7961, 8109, 46785, 46805, 46808, 46875, 71130, 71141, 71144, 71175,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48992, 49017, 49020, 49169, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94592, 94609, 94612, 94763, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 90962, 90980, 90983, 91132, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62698, 62722, 62725, 62754, 29628, 29648, 29651, 29740, -1, -1, -1, -1, 2454, 2480, 2483, 2566,
        70570, 70577, 70580, 70591, 81355, 81377, 81380, 81381, -1, -1, -1, -1, 70904, 70923, 70926, 70950,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61595, 61622, 61625, 61720, 64059, 64081, 64084, 64129, -1, -1, -1, -1,
        48430, 48450, 48453, 48491, 72717, 72737, 72740, 72775, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12223, 12246, 12249, 12352, 36409, 36434, 36437, 36610,
        75079, 75098, 75101, 75231, 92127, 92144, 92147, 92179, -1, -1, -1, -1, -1, -1, -1, -1,
        50813, 50832, 50835, 50881, 43762, 43774, 43777, 43855, 25189, 25210, 25213, 25316, 55693, 55717, 55720, 55830,
        87095, 87118, 87121, 87148, -1, -1, -1, -1, 81382, 81407, 81410, 81477, 88076, 88094, 88097, 88152,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52055, 52083, 52086, 52121, 86012, 86036, 86039, 86196, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78129, 78146, 78149, 78246, -1, -1, -1, -1,
        27938, 27959, 27962, 28074, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 78879, 78892, 78895, 78936, 72776, 72789, 72792, 72836, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58795, 58814, 58817, 58825, 82820, 82845, 82848, 82894,
        85418, 85436, 85439, 85626, 89252, 89279, 89282, 89450, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51814, 51850, 51853, 51874,
        -1, -1, -1, -1, 59611, 59627, 59630, 59742, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48691, 48722, 48725, 48991, -1, -1, -1, -1, 17722, 17740, 17743, 18397,
        85368, 85387, 85390, 85417, 9702, 9712, 9715, 9890, 78719, 78739, 78742, 78878, -1, -1, -1, -1,
        -1, -1, -1, -1, 43101, 43111, 43114, 43161, -1, -1, -1, -1, 49725, 49744, 49747, 49783,
        44703, 44723, 44726, 44811, -1, -1, -1, -1, 95026, 95041, 95044, 95136, -1, -1, -1, -1,
        -1, -1, -1, -1, 39298, 39314, 39317, 39467, -1, -1, -1, -1, -1, -1, -1, -1,
        12524, 12548, 12551, 14095, 20029, 20051, 20054, 20169, -1, -1, -1, -1, -1, -1, -1, -1,
        41469, 41483, 41486, 41662, 46970, 46990, 46993, 47056, 81030, 81053, 81056, 81091, 34457, 34469, 34472, 34474,
        42959, 42972, 42975, 43100, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32959, 32988, 32991, 33078, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5819, 5840, 5843, 6150, 51141, 51166, 51169, 51270, -1, -1, -1, -1,
        33673, 33696, 33699, 33718, -1, -1, -1, -1, 7600, 7626, 7629, 7677, 66354, 66387, 66390, 66488,
        94764, 94778, 94781, 94850, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86668, 86690, 86693, 86760, 51767, 51791, 51794, 51813, 80106, 80135, 80138, 80211,
        44088, 44108, 44111, 44139, -1, -1, -1, -1, 46040, 46066, 46069, 46213, 81669, 81696, 81699, 81766,
        -1, -1, -1, -1, 89772, 89792, 89795, 89830, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47337, 47354, 47357, 47505,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 88763, 88785, 88788, 88928,
        -1, -1, -1, -1, 7799, 7816, 7819, 7939, -1, -1, -1, -1, 75971, 75998, 76001, 76182,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 73991, 74013, 74016, 74211,
        -1, -1, -1, -1, -1, -1, -1, -1, 68386, 68404, 68407, 68488, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72941, 72962, 72965, 72994, 40606, 40627, 40630, 40760,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65096, 65112, 65115, 65125,
        -1, -1, -1, -1, 9080, 9098, 9101, 9171, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 93822, 93839, 93842, 93881, -1, -1, -1, -1, 10200, 10220, 10223, 10359,
        51579, 51603, 51606, 51615, -1, -1, -1, -1, 93357, 93373, 93376, 93452, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 9364, 9393, 9396, 9497, 34046, 34056, 34059, 34063,
        874, 888, 891, 909, 33891, 33904, 33907, 33919, 55604, 55628, 55631, 55692, 78247, 78265, 78268, 78410,
        80790, 80820, 80823, 80869, -1, -1, -1, -1, -1, -1, -1, -1, 1502, 1523, 1526, 1596,
        -1, -1, -1, -1, 44187, 44203, 44206, 44275, 52657, 52680, 52683, 52709, 89588, 89610, 89613, 89771,
        21393, 21419, 21422, 21448, 75406, 75426, 75429, 75545, 67121, 67145, 67148, 67322, 9498, 9520, 9523, 9609,
        29741, 29768, 29771, 29952, 67323, 67342, 67345, 67375, 91446, 91466, 91469, 91568, -1, -1, -1, -1,
        131, 148, 151, 154, 53419, 53447, 53450, 53882, 80048, 80068, 80071, 80105, 82672, 82699, 82702, 82744,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32354, 32374, 32377, 32465,
        76822, 76838, 76841, 76862, 79836, 79857, 79860, 79918, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        27475, 27498, 27501, 27937, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77210, 77232, 77235, 77357, 177, 189, 192, 210,
        70019, 70040, 70043, 70067, -1, -1, -1, -1, 64421, 64440, 64443, 64511, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43520, 43536, 43539, 43557, -1, -1, -1, -1,
        76903, 76920, 76923, 76953, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41354, 41370, 41373, 41468, 65331, 65345, 65348, 65365, 72377, 72396, 72399, 72466, 82007, 82032, 82035, 82077,
        -1, -1, -1, -1, -1, -1, -1, -1, 43584, 43603, 43606, 43624, 34905, 34920, 34923, 35755,
        43439, 43456, 43459, 43469, 44382, 44403, 44406, 44488, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81217, 81242, 81245, 81280, -1, -1, -1, -1, 72221, 72239, 72242, 72305, -1, -1, -1, -1,
        -1, -1, -1, -1, 55026, 55049, 55052, 55131, 42046, 42060, 42063, 42139, -1, -1, -1, -1,
        43162, 43170, 43173, 43227, 34856, 34876, 34879, 34904, 58896, 58917, 58920, 58930, -1, -1, -1, -1,
        48492, 48514, 48517, 48552, 49344, 49364, 49367, 49457, -1, -1, -1, -1, -1, -1, -1, -1,
        51490, 51514, 51517, 51578, 63914, 63936, 63939, 63984, 24692, 24704, 24707, 24726, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17568, 17588, 17591, 17721, -1, -1, -1, -1,
        26616, 26634, 26637, 26858, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68860, 68880, 68883, 68964, -1, -1, -1, -1, -1, -1, -1, -1, 79749, 79771, 79774, 79835,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59002, 59019, 59022, 59030,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32466, 32489, 32492, 32535,
        66489, 66514, 66517, 66600, 92028, 92035, 92038, 92078, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33079, 33104, 33107, 33127, -1, -1, -1, -1, -1, -1, -1, -1, 68193, 68212, 68215, 68248,
        -1, -1, -1, -1, 23362, 23378, 23381, 23408, -1, -1, -1, -1, 72995, 73017, 73020, 73076,
        -1, -1, -1, -1, -1, -1, -1, -1, 38472, 38494, 38497, 38670, 93172, 93185, 93188, 93254,
        4782, 4807, 4810, 4993, 67417, 67436, 67439, 67474, -1, -1, -1, -1, 23527, 23542, 23545, 23634,
        -1, -1, -1, -1, 79479, 79499, 79502, 79533, 91569, 91597, 91600, 91738, 67921, 67946, 67949, 67985,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 80212, 80233, 80236, 80258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43354, 43374, 43377, 43391,
        -1, -1, -1, -1, 79321, 79337, 79340, 79380, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86761, 86784, 86787, 86862, 42140, 42155, 42158, 42245,
        93685, 93703, 93706, 93763, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80519, 80531, 80534, 80588, 86197, 86220, 86223, 86343, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32755, 32773, 32776, 32840, 37633, 37664, 37667, 37806, 52373, 52391, 52394, 52417,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65035, 65051, 65054, 65062,
        -1, -1, -1, -1, -1, -1, -1, -1, 52418, 52444, 52447, 52476, 94249, 94265, 94268, 94421,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27090, 27115, 27118, 27474, 48184, 48202, 48205, 48243, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30310, 30349, 30352, 30432, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65187, 65202, 65205, 65208, 70997, 71017, 71020, 71046, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34018, 34032, 34035, 34045, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46639, 46653, 46656, 46765, 69972, 69991, 69994, 70018, 83524, 83548, 83551, 83935, 20947, 20970, 20973, 21030,
        -1, -1, -1, -1, 2004, 2030, 2033, 2281, -1, -1, -1, -1, 34344, 34356, 34359, 34369,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62273, 62296, 62299, 62413,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31706, 31735, 31738, 31939, -1, -1, -1, -1, -1, -1, -1, -1, 94851, 94867, 94870, 94944,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63817, 63836, 63839, 63879, -1, -1, -1, -1, 67845, 67864, 67867, 67920,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69407, 69423, 69426, 69495, -1, -1, -1, -1, 5612, 5641, 5644, 5818,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60804, 60824, 60827, 60850, 93882, 93899, 93902, 93941, 980, 993, 996, 1014,
        45194, 45209, 45212, 45419, -1, -1, -1, -1, -1, -1, -1, -1, 4994, 5011, 5014, 5253,
        74439, 74461, 74464, 74494, 66747, 66770, 66773, 66828, 79618, 79632, 79635, 79651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71199, 71209, 71212, 71217,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59187, 59206, 59209, 59287, 25668, 25686, 25689, 25806, -1, -1, -1, -1,
        -1, -1, -1, -1, 55260, 55284, 55287, 55438, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19625, 19646, 19649, 19736, 29083, 29098, 29101, 29176, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50418, 50442, 50445, 50606, 58238, 58261, 58264, 58393, -1, -1, -1, -1, 48046, 48071, 48074, 48126,
        48301, 48320, 48323, 48429, 70640, 70659, 70662, 70686, 91862, 91889, 91892, 92027, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28368, 28390, 28393, 28451,
        43470, 43489, 43492, 43519, 76863, 76882, 76885, 76902, 40238, 40260, 40263, 40382, 66971, 66993, 66996, 67054,
        64130, 64154, 64157, 64202, 81840, 81865, 81868, 81921, 85627, 85643, 85646, 85925, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46876, 46897, 46900, 46969,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 82971, 82996, 82999, 83045, 54397, 54417, 54420, 54648, -1, -1, -1, -1,
        52122, 52151, 52154, 52185, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72906, 72920, 72923, 72940, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71047, 71061, 71064, 71099, 11083, 11107, 11110, 11231,
        5254, 5268, 5271, 5281, 43558, 43574, 43577, 43583, 62553, 62576, 62579, 62605, -1, -1, -1, -1,
        49589, 49616, 49619, 49724, -1, -1, -1, -1, 66916, 66937, 66940, 66970, 62478, 62505, 62508, 62552,
        6797, 6814, 6817, 6926, 70592, 70610, 70613, 70639, 73546, 73568, 73571, 73768, 78411, 78430, 78433, 78514,
        63545, 63565, 63568, 63653, 63134, 63161, 63164, 63215, 71876, 71903, 71906, 71928, 64967, 64982, 64985, 64993,
        3001, 3025, 3028, 3167, 71489, 71522, 71525, 71623, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32536, 32563, 32566, 32701, 54649, 54678, 54681, 54850, 61967, 61993, 61996, 62100, 63216, 63241, 63244, 63297,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67376, 67394, 67397, 67416,
        51616, 51643, 51646, 51658, 28075, 28085, 28088, 28122, 58727, 58746, 58749, 58759, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30999, 31029, 31032, 31144, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20502, 20527, 20530, 20723, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76557, 76577, 76580, 76709, -1, -1, -1, -1,
        74495, 74514, 74517, 74659, 81573, 81598, 81601, 81668, 12191, 12204, 12207, 12222, 52000, 52026, 52029, 52054,
        72161, 72189, 72192, 72220, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61162, 61189, 61192, 61314, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28577, 28595, 28598, 28635, -1, -1, -1, -1, 84091, 84109, 84112, 84376, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55920, 55945, 55948, 56048,
        65873, 65890, 65893, 65949, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20170, 20190, 20193, 20333, 78613, 78629, 78632, 78718, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91133, 91153, 91156, 91282, 46214, 46239, 46242, 46388,
        3244, 3263, 3266, 4566, -1, -1, -1, -1, -1, -1, -1, -1, 58969, 58986, 58989, 59001,
        -1, -1, -1, -1, -1, -1, -1, -1, 52315, 52349, 52352, 52372, 28766, 28784, 28787, 28904,
        60020, 60035, 60038, 60130, 80649, 80667, 80670, 80685, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24183, 24199, 24202, 24381, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11554, 11576, 11579, 11646, 45867, 45892, 45895, 46039, 60549, 60563, 60566, 60648,
        6151, 6177, 6180, 6326, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22650, 22668, 22671, 22799, 57152, 57169, 57172, 57232,
        81155, 81178, 81181, 81216, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11765, 11789, 11792, 11996, 34811, 34829, 34832, 34855,
        1081, 1091, 1094, 1108, 47506, 47521, 47524, 47656, 68249, 68269, 68272, 68324, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10360, 10384, 10387, 10529,
        70068, 70092, 70095, 70144, 38931, 38945, 38948, 39011, 64994, 65013, 65016, 65034, 74938, 74961, 74964, 75078,
        11647, 11671, 11674, 11764, 80377, 80402, 80405, 80445, 60851, 60878, 60881, 61005, 38337, 38364, 38367, 38471,
        73384, 73400, 73403, 73488, 56049, 56072, 56075, 56153, 66637, 66643, 66646, 66656, -1, -1, -1, -1,
        10530, 10550, 10553, 10690, 93530, 93547, 93550, 93609, -1, -1, -1, -1, -1, -1, -1, -1,
        21777, 21791, 21794, 21863, 44885, 44903, 44906, 45007, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21960, 21979, 21982, 22095, 49170, 49197, 49200, 49254, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8110, 8132, 8135, 8284,
        -1, -1, -1, -1, 69619, 69638, 69641, 69679, -1, -1, -1, -1, 14232, 14251, 14254, 15527,
        34064, 34079, 34082, 34125, 38805, 38826, 38829, 38930, 10111, 10128, 10131, 10199, 55831, 55861, 55864, 55919,
        62863, 62881, 62884, 62894, -1, -1, -1, -1, 770, 781, 784, 794, 3168, 3186, 3189, 3243,
        51659, 51678, 51681, 51692, 8828, 8844, 8847, 8979, 75695, 75713, 75716, 75826, 90383, 90401, 90404, 90528,
        -1, -1, -1, -1, -1, -1, -1, -1, 42838, 42852, 42855, 42958, 81767, 81791, 81794, 81839,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20809, 20828, 20831, 20946, 71624, 71659, 71662, 71762,
        -1, -1, -1, -1, -1, -1, -1, -1, 89100, 89119, 89122, 89251, -1, -1, -1, -1,
        24744, 24760, 24763, 24784, -1, -1, -1, -1, -1, -1, -1, -1, 30217, 30250, 30253, 30309,
        88153, 88168, 88171, 88254, 91739, 91758, 91761, 91861, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80446, 80465, 80468, 80518, -1, -1, -1, -1,
        -1, -1, -1, -1, 58394, 58418, 58421, 58726, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 85926, 85949, 85952, 86011, -1, -1, -1, -1, 33227, 33247, 33250, 33310,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 22096, 22116, 22119, 22206,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30433, 30457, 30460, 30577, -1, -1, -1, -1,
        71100, 71111, 71114, 71129, 49860, 49884, 49887, 50099, -1, -1, -1, -1, 93040, 93055, 93058, 93106,
        -1, -1, -1, -1, -1, -1, -1, -1, 70223, 70247, 70250, 70299, 94422, 94437, 94440, 94591,
        -1, -1, -1, -1, -1, -1, -1, -1, 88929, 88945, 88948, 89099, 49255, 49267, 49270, 49343,
        77822, 77843, 77846, 77992, 72467, 72487, 72490, 72544, -1, -1, -1, -1, 23635, 23657, 23660, 23797,
        -1, -1, -1, -1, 25583, 25600, 25603, 25667, -1, -1, -1, -1, 81281, 81301, 81304, 81354,
        -1, -1, -1, -1, -1, -1, -1, -1, 48244, 48260, 48263, 48300, 28513, 28532, 28535, 28576,
        60375, 60398, 60401, 60486, 85046, 85064, 85067, 85367, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11232, 11252, 11255, 11382, 70856, 70874, 70877, 70903, -1, -1, -1, -1,
        -1, -1, -1, -1, 8980, 8999, 9002, 9079, 54924, 54949, 54952, 55025, -1, -1, -1, -1,
        28205, 28226, 28229, 28289, 81922, 81948, 81951, 82006, 82525, 82552, 82555, 82597, 39827, 39848, 39851, 39857,
        -1, -1, -1, -1, 4567, 4587, 4590, 4781, 90529, 90552, 90555, 90626, -1, -1, -1, -1,
        93942, 93960, 93963, 94076, 1197, 1216, 1219, 1362, 88255, 88266, 88269, 88291, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22966, 22982, 22985, 23016, 82598, 82626, 82629, 82671,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 93453, 93469, 93472, 93529,
        57904, 57930, 57933, 58140, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92234, 92253, 92256, 92281, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69680, 69704, 69707, 69736, 77358, 77374, 77377, 77523,
        -1, -1, -1, -1, 70145, 70170, 70173, 70222, -1, -1, -1, -1, 82343, 82376, 82379, 82432,
        75827, 75846, 75849, 75970, -1, -1, -1, -1, -1, -1, -1, -1, 93764, 93775, 93778, 93821,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43856, 43877, 43880, 43940, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41663, 41683, 41686, 41711,
        -1, -1, -1, -1, 50171, 50192, 50195, 50289, -1, -1, -1, -1, -1, -1, -1, -1,
        90844, 90858, 90861, 90961, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23311, 23327, 23330, 23361,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48127, 48146, 48149, 48183,
        43717, 43735, 43738, 43761, -1, -1, -1, -1, 92180, 92197, 92200, 92233, -1, -1, -1, -1,
        22454, 22472, 22475, 22649, 83266, 83288, 83291, 83523, -1, -1, -1, -1, 87834, 87858, 87861, 87937,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 34297, 34310, 34313, 34343, -1, -1, -1, -1, -1, -1, -1, -1,
        8718, 8742, 8745, 8827, 81092, 81116, 81119, 81154, -1, -1, -1, -1, -1, -1, -1, -1,
        60131, 60150, 60153, 60233, 86531, 86556, 86559, 86667, 87264, 87279, 87282, 87310, 86973, 87004, 87007, 87094,
        -1, -1, -1, -1, -1, -1, -1, -1, 28636, 28656, 28659, 28700, -1, -1, -1, -1,
        59113, 59136, 59139, 59186, 64843, 64861, 64864, 64872, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45008, 45021, 45024, 45193,
        -1, -1, -1, -1, 60310, 60326, 60329, 60374, 37226, 37253, 37256, 37408, 8285, 8306, 8309, 8590,
        28123, 28143, 28146, 28204, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        34475, 34499, 34502, 34533, -1, -1, -1, -1, 46766, 46778, 46781, 46784, 49784, 49806, 49809, 49859,
        50607, 50631, 50634, 50712, 7752, 7769, 7772, 7798, 71218, 71251, 71254, 71352, 79704, 79729, 79732, 79748,
        -1, -1, -1, -1, 34714, 34732, 34735, 34760, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 90109, 90129, 90132, 90382,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79534, 79553, 79556, 79617, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 9172, 9196, 9199, 9363,
        -1, -1, -1, -1, 34398, 34411, 34414, 34456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66601, 66622, 66625, 66636, -1, -1, -1, -1, -1, -1, -1, -1,
        60234, 60252, 60255, 60309, 68965, 68983, 68986, 69149, 21668, 21692, 21695, 21776, 51693, 51713, 51716, 51726,
        -1, -1, -1, -1, -1, -1, -1, -1, 43941, 43957, 43960, 44015, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34653, 34679, 34682, 34713, -1, -1, -1, -1, 52596, 52624, 52627, 52656, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66085, 66117, 66120, 66220, -1, -1, -1, -1, 61315, 61344, 61347, 61471, 72660, 72678, 72681, 72716,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92079, 92098, 92101, 92126, 40551, 40568, 40571, 40605, 68561, 68582, 68585, 68859,
        73489, 73505, 73508, 73545, -1, -1, -1, -1, 43228, 43248, 43251, 43265, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 65126, 65144, 65147, 65157, -1, -1, -1, -1,
        30578, 30594, 30597, 30998, -1, -1, -1, -1, -1, -1, -1, -1, 65289, 65307, 65310, 65330,
        -1, -1, -1, -1, -1, -1, -1, -1, 40383, 40400, 40403, 40550, -1, -1, -1, -1,
        47973, 47997, 48000, 48045, -1, -1, -1, -1, -1, -1, -1, -1, 95309, 95328, 95331, 95406,
        -1, -1, -1, -1, 58760, 58779, 58782, 58794, 34215, 34230, 34233, 34250, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36042, 36067, 36070, 36202, 41150, 41164, 41167, 41271,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73077, 73100, 73103, 73162, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22207, 22225, 22228, 22297, -1, -1, -1, -1, 23017, 23035, 23038, 23310,
        28701, 28714, 28717, 28765, 52477, 52504, 52507, 52536, 52710, 52729, 52732, 53418, 32841, 32870, 32873, 32958,
        60649, 60671, 60674, 60717, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11383, 11401, 11404, 11553, 5282, 5298, 5301, 5316, -1, -1, -1, -1, -1, -1, -1, -1,
        62414, 62434, 62437, 62477, 24727, 24734, 24737, 24743, 33960, 33974, 33977, 33989, 51271, 51298, 51301, 51402,
        54027, 54051, 54054, 54290, -1, -1, -1, -1, 75546, 75563, 75566, 75694, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62975, 63001, 63004, 63053, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1597, 1623, 1626, 1815, 50713, 50732, 50735, 50812, -1, -1, -1, -1,
        21864, 21881, 21884, 21959, 69924, 69944, 69947, 69971, -1, -1, -1, -1, -1, -1, -1, -1,
        80589, 80605, 80608, 80648, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71929, 71958, 71961, 71985, -1, -1, -1, -1, 69284, 69305, 69308, 69351, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58863, 58880, 58883, 58895, 63880, 63891, 63894, 63913,
        -1, -1, -1, -1, 77627, 77642, 77645, 77677, 6399, 6411, 6414, 6513, 71986, 72012, 72015, 72043,
        95137, 95153, 95156, 95213, 19405, 19429, 19432, 19624, -1, -1, -1, -1, 92859, 92876, 92879, 92896,
        -1, -1, -1, -1, -1, -1, -1, -1, 65243, 65256, 65259, 65288, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 44489, 44509, 44512, 44594, -1, -1, -1, -1,
        56985, 57006, 57009, 57151, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7203, 7227, 7230, 7249, 50290, 50317, 50320, 50417, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67986, 68005, 68008, 68056, 34251, 34268, 34271, 34296,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71818, 71846, 71849, 71875, 90006, 90024, 90027, 90108, -1, -1, -1, -1,
        92760, 92778, 92781, 92858, 64873, 64892, 64895, 64909, 80870, 80899, 80902, 80948, 29430, 29446, 29449, 29550,
        -1, -1, -1, -1, 59358, 59380, 59383, 59473, -1, -1, -1, -1, -1, -1, -1, -1,
        7174, 7194, 7197, 7202, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24649, 24662, 24665, 24691, -1, -1, -1, -1, -1, -1, -1, -1, 28905, 28925, 28928, 28998,
        -1, -1, -1, -1, 7678, 7704, 7707, 7751, 70426, 70445, 70448, 70473, 60487, 60505, 60508, 60548,
        73305, 73325, 73328, 73383, -1, -1, -1, -1, 38002, 38029, 38032, 38246, 87311, 87328, 87331, 87373,
        51403, 51428, 51431, 51489, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91355, 91376, 91379, 91445, 70474, 70492, 70495, 70520,
        61842, 61870, 61873, 61966, 18905, 18929, 18932, 19086, 28290, 28310, 28313, 28367, -1, -1, -1, -1,
        946, 958, 961, 979, 67688, 67707, 67710, 67745, 69806, 69819, 69822, 69876, 69737, 69759, 69762, 69805,
        47913, 47928, 47931, 47972, 56839, 56864, 56867, 56984, 70300, 70326, 70329, 70378, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61721, 61747, 61750, 61841, 1363, 1384, 1387, 1501,
        57233, 57252, 57255, 57438, 44812, 44832, 44835, 44884, 87374, 87390, 87393, 87642, -1, -1, -1, -1,
        7250, 7263, 7266, 7274, 69352, 69370, 69373, 69406, 80319, 80344, 80347, 80376, 56272, 56295, 56298, 56481,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79038, 79054, 79057, 79098, 21501, 21523, 21526, 21667,
        72044, 72071, 72074, 72104, 86863, 86888, 86891, 86972, -1, -1, -1, -1, 44595, 44617, 44620, 44702,
        61472, 61498, 61501, 61594, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 26002, 26015, 26018, 26190,
        65366, 65398, 65401, 65491, 25807, 25817, 25820, 26001, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43392, 43408, 43411, 43438, 6327, 6340, 6343, 6398, 89451, 89465, 89468, 89587, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67603, 67619, 67622, 67687, -1, -1, -1, -1,
        -1, -1, -1, -1, 7302, 7316, 7319, 7380, 29551, 29566, 29569, 29627, 64910, 64925, 64928, 64938,
        82078, 82105, 82108, 82161, 82433, 82468, 82471, 82524, 67475, 67493, 67496, 67602, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66657, 66681, 66684, 66746,
        73163, 73183, 73186, 73244, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64604, 64623, 64626, 64694, 39858, 39878, 39881, 40088, 64695, 64716, 64719, 64787, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52253, 52287, 52290, 52314, 65492, 65525, 65528, 65618, 58826, 58847, 58850, 58862,
        39576, 39597, 39600, 39687, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45711, 45735, 45738, 45866, 28452, 28470, 28473, 28512, 31223, 31246, 31249, 31380,
        -1, -1, -1, -1, 21344, 21369, 21372, 21392, 87729, 87754, 87757, 87833, 9663, 9682, 9685, 9701,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58141, 58160, 58163, 58237, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53883, 53907, 53910, 54026, -1, -1, -1, -1, 93107, 93122, 93125, 93171, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12097, 12122, 12125, 12190, -1, -1, -1, -1,
        87938, 87959, 87962, 88075, -1, -1, -1, -1, 36203, 36226, 36229, 36408, 18591, 18615, 18618, 18904,
        65063, 65080, 65083, 65095, 68057, 68076, 68079, 68192, 76183, 76200, 76203, 76273, 7147, 7165, 7168, 7173,
        352, 369, 372, 396, 14096, 14116, 14119, 14231, 92470, 92486, 92489, 92566, 655, 671, 674, 695,
        -1, -1, -1, -1, 19737, 19762, 19765, 19942, 26859, 26876, 26879, 27089, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52186, 52221, 52224, 52252,
        78515, 78527, 78530, 78612, -1, -1, -1, -1, 60718, 60739, 60742, 60803, 9891, 9914, 9917, 9998,
        83046, 83073, 83076, 83122, -1, -1, -1, -1, 83936, 83955, 83958, 84090, 35756, 35782, 35785, 36041,
        41925, 41941, 41944, 42045, 52537, 52563, 52566, 52595, 81478, 81504, 81507, 81572, 24824, 24834, 24837, 24864,
        89831, 89853, 89856, 90005, -1, -1, -1, -1, 42689, 42702, 42705, 42837, -1, -1, -1, -1,
        59743, 59764, 59767, 59857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55132, 55148, 55151, 55259, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47870, 47886, 47889, 47912, -1, -1, -1, -1,
        33311, 33335, 33338, 33494, 830, 847, 850, 873, 36611, 36631, 36634, 36887, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37807, 37834, 37837, 38001,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47657, 47675, 47678, 47817, -1, -1, -1, -1, 7381, 7392, 7395, 7599,
        19373, 19386, 19389, 19404, 72306, 72324, 72327, 72376, 70805, 70827, 70830, 70855, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 74863, 74878, 74881, 74937, 88292, 88306, 88309, 88470,
        -1, -1, -1, -1, 87643, 87665, 87668, 87728, 6927, 6943, 6946, 7051, 92333, 92347, 92350, 92424,
        24785, 24796, 24799, 24823, 79381, 79393, 79396, 79478, 79919, 79939, 79942, 79982, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47268, 47280, 47283, 47336, -1, -1, -1, -1, 2721, 2746, 2749, 2831, 71353, 71387, 71390, 71488,
        -1, -1, -1, -1, 7052, 7063, 7066, 7075, 70687, 70705, 70708, 70732, 7076, 7094, 7097, 7124,
        -1, -1, -1, -1, 6671, 6696, 6699, 6722, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24597, 24616, 24619, 24648,
        41272, 41295, 41298, 41353, 6623, 6644, 6647, 6670, 36888, 36916, 36919, 37225, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92667, 92683, 92686, 92759, -1, -1, -1, -1,
        67746, 67764, 67767, 67844, 68325, 68343, 68346, 68385, 2567, 2591, 2594, 2720, 490, 502, 505, 519,
        11997, 12021, 12024, 12096, 22800, 22816, 22819, 22965, 39012, 39026, 39029, 39107, 63054, 63079, 63082, 63133,
        82895, 82921, 82924, 82970, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        95407, 95425, 95428, 95497, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80259, 80282, 80285, 80318, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72602, 72621, 72624, 72659, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19943, 19964, 19967, 20028, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65950, 65981, 65984, 66084,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9610, 9628, 9631, 9662, 39468, 39487, 39490, 39575, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56676, 56693, 56696, 56838, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55439, 55472, 55475, 55603, 65745, 65779, 65782, 65872, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 76710, 76732, 76735, 76821, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76274, 76292, 76295, 76373,
        -1, -1, -1, -1, 92567, 92584, 92587, 92666, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6581, 6601, 6604, 6622, 33128, 33153, 33156, 33178,
        34192, 34203, 34206, 34214, -1, -1, -1, -1, 38671, 38694, 38697, 38804, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70379, 70397, 70400, 70425, 74660, 74679, 74682, 74862, 78937, 78954, 78957, 79037,
        23994, 24013, 24016, 24053, 19317, 19333, 19336, 19372, -1, -1, -1, -1, -1, -1, -1, -1,
        43625, 43644, 43647, 43674, 5317, 5337, 5340, 5611, 87149, 87177, 87180, 87263, -1, -1, -1, -1,
        10691, 10710, 10713, 10812, -1, -1, -1, -1, 95214, 95232, 95235, 95308, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1816, 1834, 1837, 2003,
        93255, 93275, 93278, 93356, 65209, 65219, 65222, 65242, 33495, 33519, 33522, 33672, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50882, 50907, 50910, 51011,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63379, 63404, 63407, 63460,
        76954, 76974, 76977, 77209, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33990, 34002, 34005, 34017, 82745, 82774, 82777, 82819, -1, -1, -1, -1,
        21200, 21225, 21228, 21343, 73245, 73264, 73267, 73304, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62644, 62667, 62670, 62697,
        -1, -1, -1, -1, -1, -1, -1, -1, 2282, 2305, 2308, 2453, 72837, 72854, 72857, 72905,
        73769, 73792, 73795, 73990, 54291, 54311, 54314, 54396, 70521, 70541, 70544, 70569, 92897, 92914, 92917, 92934,
        -1, -1, -1, -1, 62755, 62778, 62781, 62806, 95498, 95518, 95521, 95594, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92935, 92953, 92956, 92989, -1, -1, -1, -1,
        37409, 37444, 37447, 37632, -1, -1, -1, -1, 24865, 24878, 24881, 25188, 48553, 48580, 48583, 48690,
        69217, 69239, 69242, 69283, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63985, 64008, 64011, 64058, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 7125, 7139, 7142, 7146, -1, -1, -1, -1,
        -1, -1, -1, -1, 59288, 59307, 59310, 59357, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40761, 40776, 40779, 41009, 19188, 19213, 19216, 19316,
        44140, 44150, 44153, 44186, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80686, 80698, 80701, 80710, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47152, 47166, 47169, 47267, 92282, 92301, 92304, 92332, -1, -1, -1, -1, -1, -1, -1, -1,
        80711, 80740, 80743, 80789, -1, -1, -1, -1, 31940, 31969, 31972, 32175, -1, -1, -1, -1,
        70733, 70753, 70756, 70782, 72545, 72563, 72566, 72601, 90627, 90646, 90649, 90755, -1, -1, -1, -1,
        -1, -1, -1, -1, 84698, 84719, 84722, 85045, -1, -1, -1, -1, -1, -1, -1, -1,
        29249, 29268, 29271, 29429, 10939, 10963, 10966, 11082, 76374, 76393, 76396, 76556, -1, -1, -1, -1,
        41010, 41032, 41035, 41149, -1, -1, -1, -1, 62101, 62123, 62126, 62272, -1, -1, -1, -1,
        62606, 62623, 62626, 62643, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59858, 59880, 59883, 60019, 34534, 34559, 34562, 34595, -1, -1, -1, -1, -1, -1, -1, -1,
        33179, 33195, 33198, 33226, 79162, 79183, 79186, 79320, 32270, 32296, 32299, 32353, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74212, 74236, 74239, 74438, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, 84377, 84396, 84399, 84697, -1, -1, -1, -1,
        -1, -1, -1, -1, 43309, 43332, 43335, 43353, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66829, 66852, 66855, 66915, -1, -1, -1, -1, -1, -1, -1, -1,
        23798, 23818, 23821, 23993, -1, -1, -1, -1, -1, -1, -1, -1, 20724, 20745, 20748, 20808,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59474, 59490, 59493, 59610,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33920, 33937, 33940, 33959, -1, -1, -1, -1, -1, -1, -1, -1, 25317, 25340, 25343, 25425,
        23409, 23426, 23429, 23526, -1, -1, -1, -1, -1, -1, -1, -1, 24054, 24071, 24074, 24182,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70783, 70790, 70793, 70804, -1, -1, -1, -1, -1, -1, -1, -1,
        19087, 19111, 19114, 19187, 42523, 42539, 42542, 42688, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64332, 64351, 64354, 64420,
        69150, 69168, 69171, 69216, -1, -1, -1, -1, 43675, 43695, 43698, 43716, -1, -1, -1, -1,
        -1, -1, -1, -1, 93610, 93626, 93629, 93684, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77678, 77695, 77698, 77821, -1, -1, -1, -1, -1, -1, -1, -1,
        33719, 33745, 33748, 33796, -1, -1, -1, -1, 41712, 41730, 41733, 41924, 61006, 61034, 61037, 61161,
        -1, -1, -1, -1, -1, -1, -1, -1, 7275, 7288, 7291, 7301, 33797, 33810, 33813, 33842,
        22298, 22318, 22321, 22453, 34761, 34780, 34783, 34810, 51875, 51907, 51910, 51937, 31145, 31175, 31178, 31222,
        63654, 63679, 63682, 63816, -1, -1, -1, -1, 49458, 49482, 49485, 49588, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24382, 24399, 24402, 24596, 69877, 69896, 69899, 69923,
        -1, -1, -1, -1, -1, -1, -1, -1, 64939, 64955, 64958, 64966, 68489, 68507, 68510, 68560,
        83123, 83146, 83149, 83265, -1, -1, -1, -1, 79983, 80006, 80009, 80047, -1, -1, -1, -1,
        92990, 93007, 93010, 93039, 46389, 46416, 46419, 46565, 92425, 92446, 92449, 92469, -1, -1, -1, -1,
        6514, 6530, 6533, 6580, -1, -1, -1, -1, -1, -1, -1, -1, 79099, 79113, 79116, 79161,
        -1, -1, -1, -1, -1, -1, -1, -1, 31573, 31597, 31600, 31705, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
