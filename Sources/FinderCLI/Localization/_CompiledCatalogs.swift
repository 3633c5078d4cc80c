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
        -1, -1, -1, -1, -1, -1, -1, -1, 56379, 56403, 56406, 56442, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30080, 30098, 30101, 30128,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49511, 49535, 49538, 49557, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36511, 36528, 36531, 36802,
        -1, -1, -1, -1, -1, -1, -1, -1, 22000, 22010, 22013, 22017, 6628, 6647, 6650, 6698,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56018, 56036, 56039, 56079,
        -1, -1, -1, -1, 40286, 40305, 40308, 40339, 48104, 48118, 48121, 48187, 40484, 40504, 40507, 40521,
        16572, 16589, 16592, 16666, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        10147, 10171, 10174, 11080, 27042, 27056, 27059, 27186, 21979, 21990, 21993, 21999, 29446, 29466, 29469, 29508,
        54467, 54483, 54486, 54595, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18698, 18714, 18717, 18749, 50390, 50421, 50424, 50444, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5738, 5750, 5753, 5814, -1, -1, -1, -1,
        -1, -1, -1, -1, 32843, 32874, 32877, 32900, 39831, 39858, 39861, 39879, -1, -1, -1, -1,
        -1, -1, -1, -1, 41785, 41807, 41810, 41849, 25440, 25458, 25461, 25517, 13093, 13118, 13121, 13260,
        53033, 53058, 53061, 53142, -1, -1, -1, -1, 24375, 24385, 24388, 24420, -1, -1, -1, -1,
        -1, -1, -1, -1, 40244, 40260, 40263, 40285, -1, -1, -1, -1, -1, -1, -1, -1,
        58361, 58377, 58380, 58419, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34813, 34838, 34841, 34885, 46629, 46656, 46659, 46767, -1, -1, -1, -1,
        -1, -1, -1, -1, 22147, 22159, 22162, 22170, -1, -1, -1, -1, 39618, 39643, 39646, 39662,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17050, 17078, 17081, 17311, 20987, 21003, 21006, 21017, 25029, 25051, 25054, 25132, 41176, 41207, 41210, 41258,
        19262, 19295, 19298, 19375, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7106, 7125, 7128, 7181, 190, 207, 210, 229,
        35917, 35933, 35936, 36030, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29665, 29687, 29690, 29720, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48440, 48457, 48460, 48537, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44117, 44135, 44138, 44154, -1, -1, -1, -1, 44291, 44304, 44307, 44313, 54596, 54610, 54613, 54678,
        -1, -1, -1, -1, -1, -1, -1, -1, 40957, 40989, 40992, 41041, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13787, 13812, 13815, 13955, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27650, 27673, 27676, 27687, 40780, 40797, 40800, 40805,
        20156, 20179, 20182, 20262, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43411, 43437, 43440, 43495, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35718, 35745, 35748, 35785,
        -1, -1, -1, -1, 5288, 5306, 5309, 5400, -1, -1, -1, -1, 44261, 44272, 44275, 44290,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30911, 30936, 30939, 31004, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58159, 58176, 58179, 58241, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56161, 56179, 56182, 56276, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18996, 19016, 19019, 19064, -1, -1, -1, -1, 1616, 1642, 1645, 1703,
        43956, 43963, 43966, 43975, 50568, 50590, 50593, 50594, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40141, 40163, 40166, 40190, -1, -1, -1, -1,
        30537, 30557, 30560, 30594, 44987, 45007, 45010, 45029, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7961, 7984, 7987, 8044, 23282, 23307, 23310, 23400,
        46519, 46538, 46541, 46628, 56975, 56992, 56995, 57022, -1, -1, -1, -1, -1, -1, -1, -1,
        32131, 32150, 32153, 32198, 28034, 28046, 28049, 28091, 16432, 16453, 16456, 16503, 35433, 35457, 35460, 35515,
        53497, 53520, 53523, 53546, -1, -1, -1, -1, 54176, 54194, 54197, 54239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32943, 32971, 32974, 32993, 52816, 52840, 52843, 52918, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48538, 48555, 48558, 48615, -1, -1, -1, -1,
        18034, 18055, 18058, 18118, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 49019, 49032, 49035, 49058, 45030, 45043, 45046, 45078, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37372, 37391, 37394, 37400, 52456, 52474, 52477, 52573,
        55006, 55033, 55036, 55144, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32731, 32767, 32770, 32785,
        -1, -1, -1, -1, 37959, 37975, 37978, 38023, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30726, 30757, 30760, 30910, -1, -1, -1, -1, 11169, 11187, 11190, 11531,
        52414, 52433, 52436, 52455, 6456, 6466, 6469, 6568, 48942, 48962, 48965, 49018, -1, -1, -1, -1,
        -1, -1, -1, -1, 27546, 27556, 27559, 27572, -1, -1, -1, -1, 31367, 31386, 31389, 31400,
        28508, 28528, 28531, 28572, -1, -1, -1, -1, 58420, 58435, 58438, 58475, -1, -1, -1, -1,
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
        58242, 58256, 58259, 58298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53226, 53248, 53251, 53288, 32693, 32717, 32720, 32730, 49874, 49903, 49906, 49947,
        28239, 28259, 28262, 28276, -1, -1, -1, -1, 50647, 50674, 50677, 50701, -1, -1, -1, -1,
        -1, -1, -1, -1, 55352, 55372, 55375, 55399, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29833, 29850, 29853, 29921,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54679, 54701, 54704, 54802,
        -1, -1, -1, -1, 5188, 5205, 5208, 5287, -1, -1, -1, -1, 47112, 47139, 47142, 47230,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45774, 45796, 45799, 45914,
        -1, -1, -1, -1, -1, -1, -1, -1, 42740, 42758, 42761, 42789, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45182, 45203, 45206, 45240, 26029, 26050, 26053, 26118,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40728, 40744, 40747, 40751,
        -1, -1, -1, -1, 6052, 6070, 6073, 6113, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57865, 57882, 57885, 57927, -1, -1, -1, -1, 6755, 6775, 6778, 6834,
        32510, 32534, 32537, 32546, -1, -1, -1, -1, 57701, 57717, 57720, 57739, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 6235, 6264, 6267, 6321, 21921, 21931, 21934, 21938,
        639, 653, 656, 663, 21794, 21807, 21810, 21817, 35376, 35400, 35403, 35432, 48616, 48634, 48637, 48722,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1041, 1062, 1065, 1100,
        -1, -1, -1, -1, 28305, 28321, 28324, 28364, 33303, 33326, 33329, 33348, 55228, 55250, 55253, 55351,
        14124, 14150, 14153, 14179, 46768, 46788, 46791, 46845, 41850, 41874, 41877, 41973, 6322, 6344, 6347, 6391,
        19065, 19092, 19095, 19196, 41974, 41993, 41996, 42013, 56498, 56518, 56521, 56579, -1, -1, -1, -1,
        83, 100, 103, 106, 33772, 33800, 33803, 34055, 49819, 49839, 49842, 49873, 50982, 51009, 51012, 51029,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20778, 20798, 20801, 20830,
        47622, 47638, 47641, 47658, 49654, 49675, 49678, 49707, -1, -1, -1, -1, 791, 802, 805, 809,
        17781, 17804, 17807, 18033, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47868, 47890, 47893, 47964, 129, 141, 144, 162,
        43725, 43746, 43749, 43765, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27852, 27868, 27871, 27882, -1, -1, -1, -1,
        47696, 47713, 47716, 47728, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26485, 26501, 26504, 26552, 40922, 40936, 40939, 40956, 44821, 44840, 44843, 44885, 50750, 50775, 50778, 50800,
        -1, -1, -1, -1, -1, -1, -1, -1, 27907, 27926, 27929, 27936, 22411, 22426, 22429, 22921,
        27789, 27806, 27809, 27814, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50485, 50510, 50513, 50526, -1, -1, -1, -1, 44708, 44726, 44729, 44759, -1, -1, -1, -1,
        -1, -1, -1, -1, 34988, 35011, 35014, 35075, 26907, 26921, 26924, 26969, -1, -1, -1, -1,
        27573, 27581, 27584, 27617, 22370, 22390, 22393, 22410, 37459, 37480, 37483, 37488, -1, -1, -1, -1,
        30595, 30617, 30620, 30642, 31112, 31132, 31135, 31190, -1, -1, -1, -1, -1, -1, -1, -1,
        32450, 32474, 32477, 32509, -1, -1, -1, -1, 16146, 16158, 16161, 16169, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11081, 11101, 11104, 11168, -1, -1, -1, -1,
        17312, 17330, 17333, 17446, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43021, 43041, 43044, 43083, -1, -1, -1, -1, -1, -1, -1, -1, 49598, 49620, 49623, 49653,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37545, 37562, 37565, 37569,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20831, 20854, 20857, 20883,
        41345, 41370, 41373, 41410, 56882, 56889, 56892, 56926, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21222, 21247, 21250, 21264, -1, -1, -1, -1, -1, -1, -1, -1, 42585, 42604, 42607, 42623,
        -1, -1, -1, -1, 15350, 15366, 15369, 15389, -1, -1, -1, -1, 45241, 45263, 45266, 45312,
        -1, -1, -1, -1, -1, -1, -1, -1, 24534, 24556, 24559, 24690, 57586, 57599, 57602, 57645,
        3248, 3273, 3276, 3368, 42048, 42067, 42070, 42087, -1, -1, -1, -1, 15461, 15476, 15479, 15529,
        -1, -1, -1, -1, 49385, 49405, 49408, 49420, 56580, 56608, 56611, 56702, 42387, 42412, 42415, 42435,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49948, 49969, 49972, 49994,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27726, 27746, 27749, 27757,
        -1, -1, -1, -1, 49303, 49319, 49322, 49340, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53289, 53312, 53315, 53342, 26970, 26985, 26988, 27041,
        57782, 57800, 57803, 57826, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50188, 50200, 50203, 50227, 52919, 52942, 52945, 53032, -1, -1, -1, -1, -1, -1, -1, -1,
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
        29509, 29523, 29526, 29594, 43687, 43706, 43709, 43724, 51413, 51437, 51440, 51620, 13703, 13726, 13729, 13786,
        -1, -1, -1, -1, 1356, 1382, 1385, 1497, -1, -1, -1, -1, 22125, 22137, 22140, 22146,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39304, 39327, 39330, 39396,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20348, 20377, 20380, 20495, -1, -1, -1, -1, -1, -1, -1, -1, 58299, 58315, 58318, 58360,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40061, 40080, 40083, 40106, -1, -1, -1, -1, 42341, 42360, 42363, 42386,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43363, 43379, 43382, 43410, -1, -1, -1, -1, 3787, 3816, 3819, 3889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38716, 38736, 38739, 38753, 57928, 57945, 57948, 57990, 709, 722, 725, 731,
        28810, 28825, 28828, 28931, -1, -1, -1, -1, -1, -1, -1, -1, 3369, 3386, 3389, 3557,
        46064, 46086, 46089, 46119, 41537, 41560, 41563, 41609, 49477, 49491, 49494, 49510, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44314, 44324, 44327, 44332,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37677, 37696, 37699, 37734, 16734, 16752, 16755, 16812, -1, -1, -1, -1,
        -1, -1, -1, -1, 35140, 35164, 35167, 35285, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12384, 12405, 12408, 12495, 18636, 18651, 18654, 18697, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31848, 31872, 31875, 31968, 37011, 37034, 37037, 37110, -1, -1, -1, -1, 30272, 30297, 30300, 30325,
        30454, 30473, 30476, 30536, 56775, 56802, 56805, 56881, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18227, 18249, 18252, 18290,
        27815, 27834, 27837, 27851, 47659, 47678, 47681, 47695, 25793, 25815, 25818, 25882, 41712, 41734, 41737, 41784,
        40191, 40215, 40218, 40243, 52574, 52590, 52593, 52753, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51080, 51105, 51108, 51129, 34369, 34389, 34392, 34610, -1, -1, -1, -1,
        32994, 33023, 33026, 33041, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45147, 45161, 45164, 45181, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44196, 44210, 44213, 44234, 7260, 7284, 7287, 7368,
        3558, 3572, 3575, 3578, 27883, 27899, 27902, 27906, 39496, 39519, 39522, 39544, -1, -1, -1, -1,
        31272, 31299, 31302, 31366, -1, -1, -1, -1, 41665, 41686, 41689, 41711, 39443, 39470, 39473, 39495,
        4505, 4522, 4525, 4573, 48723, 48742, 48745, 48813, -1, -1, -1, -1, -1, -1, -1, -1,
        39880, 39900, 39903, 39948, 39736, 39763, 39766, 39784, 44522, 44549, 44552, 44567, 40626, 40641, 40644, 40647,
        2017, 2041, 2044, 2132, 44333, 44366, 44369, 44425, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20884, 20911, 20914, 20986, 34611, 34640, 34643, 34812, 39128, 39154, 39157, 39213, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42014, 42032, 42035, 42047,
        32547, 32574, 32577, 32587, 18119, 18129, 18132, 18166, 37318, 37337, 37340, 37342, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19888, 19918, 19921, 19979, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13261, 13286, 13289, 13482, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47468, 47488, 47491, 47563, -1, -1, -1, -1,
        46120, 46139, 46142, 46243, 50595, 50620, 50623, 50646, 7935, 7948, 7951, 7960, 32901, 32927, 32930, 32942,
        44661, 44689, 44692, 44707, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38754, 38781, 38784, 38855, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18291, 18309, 18312, 18333, -1, -1, -1, -1, 51716, 51734, 51737, 51871, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35575, 35600, 35603, 35657,
        41130, 41147, 41150, 41175, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12929, 12949, 12952, 13092, 48874, 48890, 48893, 48941, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56277, 56297, 56300, 56378, 29207, 29232, 29235, 29324,
        2185, 2204, 2207, 3032, -1, -1, -1, -1, -1, -1, -1, -1, 37520, 37537, 37540, 37544,
        -1, -1, -1, -1, -1, -1, -1, -1, 33136, 33170, 33173, 33179, 18425, 18443, 18446, 18521,
        38178, 38193, 38196, 38247, 50276, 50294, 50297, 50312, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15848, 15864, 15867, 15954, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7572, 7594, 7597, 7626, 38552, 38566, 38569, 38597, -1, -1, -1, -1,
        4069, 4095, 4098, 4161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14946, 14964, 14967, 15035, 36343, 36360, 36363, 36390,
        50445, 50468, 50471, 50484, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7699, 7723, 7726, 7804, 22332, 22350, 22353, 22369,
        774, 784, 787, 790, 29922, 29937, 29940, 29993, 42624, 42644, 42647, 42689, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6835, 6859, 6862, 6953,
        46416, 46439, 46442, 46518, 24910, 24924, 24927, 24958, 40648, 40667, 40670, 40677, 50087, 50112, 50115, 50141,
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
        32588, 32607, 32610, 32621, 5894, 5910, 5913, 5983, 46924, 46942, 46945, 47010, 55749, 55767, 55770, 55850,
        -1, -1, -1, -1, -1, -1, -1, -1, 27377, 27391, 27394, 27454, 50702, 50726, 50729, 50749,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13565, 13584, 13587, 13702, 44426, 44461, 44464, 44521,
        -1, -1, -1, -1, -1, -1, -1, -1, 54908, 54927, 54930, 55005, -1, -1, -1, -1,
        16183, 16199, 16202, 16214, -1, -1, -1, -1, -1, -1, -1, -1, 19376, 19409, 19412, 19444,
        54240, 54255, 54258, 54303, 56703, 56722, 56725, 56774, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50142, 50161, 50164, 50187, -1, -1, -1, -1,
        -1, -1, -1, -1, 37111, 37135, 37138, 37317, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52754, 52777, 52780, 52815, -1, -1, -1, -1, 21342, 21362, 21365, 21396,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 14585, 14605, 14608, 14667,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19544, 19568, 19571, 19631, -1, -1, -1, -1,
        44235, 44246, 44249, 44260, 31464, 31488, 31491, 31636, -1, -1, -1, -1, 57489, 57504, 57507, 57538,
        -1, -1, -1, -1, -1, -1, -1, -1, 43766, 43790, 43793, 43819, 58079, 58094, 58097, 58158,
        -1, -1, -1, -1, -1, -1, -1, -1, 54803, 54819, 54822, 54907, 31066, 31078, 31081, 31111,
        48324, 48345, 48348, 48439, 44886, 44906, 44909, 44946, -1, -1, -1, -1, 15530, 15552, 15555, 15634,
        -1, -1, -1, -1, 16667, 16684, 16687, 16733, -1, -1, -1, -1, 50527, 50547, 50550, 50567,
        -1, -1, -1, -1, -1, -1, -1, -1, 30409, 30425, 30428, 30453, 38441, 38464, 38467, 38503,
        52256, 52274, 52277, 52413, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7369, 7389, 7392, 7455, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5984, 6003, 6006, 6051, 34886, 34911, 34914, 34987, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25518, 25539, 25542, 25548,
        -1, -1, -1, -1, 3033, 3053, 3056, 3247, 55851, 55874, 55877, 55917, -1, -1, -1, -1,
        57991, 58009, 58012, 58078, 854, 873, 876, 952, 54304, 54315, 54318, 54331, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15144, 15160, 15163, 15172, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36803, 36829, 36832, 36933, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57066, 57085, 57088, 57100, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43550, 43574, 43577, 43593, 47965, 47981, 47984, 48103,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50859, 50892, 50895, 50918,
        47011, 47030, 47033, 47111, -1, -1, -1, -1, -1, -1, -1, -1, 57827, 57838, 57841, 57864,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28092, 28113, 28116, 28141, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26647, 26667, 26670, 26690,
        -1, -1, -1, -1, 31689, 31710, 31713, 31760, -1, -1, -1, -1, -1, -1, -1, -1,
        56080, 56094, 56097, 56160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15309, 15325, 15328, 15349,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30326, 30345, 30348, 30366,
        28000, 28018, 28021, 28033, -1, -1, -1, -1, 57023, 57040, 57043, 57065, -1, -1, -1, -1,
        14833, 14851, 14854, 14945, 51269, 51291, 51294, 51412, -1, -1, -1, -1, 54014, 54038, 54041, 54091,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 22100, 22113, 22116, 22124, -1, -1, -1, -1, -1, -1, -1, -1,
        5815, 5839, 5842, 5893, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38248, 38267, 38270, 38320, 53143, 53168, 53171, 53225, 53618, 53633, 53636, 53657, 53423, 53454, 53457, 53496,
        -1, -1, -1, -1, -1, -1, -1, -1, 18334, 18354, 18357, 18380, -1, -1, -1, -1,
        37625, 37648, 37651, 37676, 40522, 40540, 40543, 40549, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28697, 28710, 28713, 28809,
        -1, -1, -1, -1, 38386, 38402, 38405, 38440, 23773, 23800, 23803, 23856, 5525, 5546, 5549, 5737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29595, 29607, 29610, 29611, 31401, 31423, 31426, 31463,
        31969, 31993, 31996, 32048, 5146, 5163, 5166, 5187, 49558, 49583, 49586, 49597, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55588, 55608, 55611, 55748,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49421, 49440, 49443, 49476, 732, 743, 746, 750, -1, -1, -1, -1, 6114, 6138, 6141, 6234,
        -1, -1, -1, -1, 22171, 22184, 22187, 22213, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41411, 41432, 41435, 41445, -1, -1, -1, -1, -1, -1, -1, -1,
        38321, 38339, 38342, 38385, 43084, 43102, 43105, 43188, 14315, 14339, 14342, 14385, 32622, 32642, 32645, 32654,
        -1, -1, -1, -1, -1, -1, -1, -1, 28142, 28158, 28161, 28187, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22281, 22307, 22310, 22331, -1, -1, -1, -1, 33257, 33285, 33288, 33302, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38856, 38885, 38888, 38961, 44947, 44965, 44968, 44986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56927, 56946, 56949, 56974, 25991, 26008, 26011, 26028, 42843, 42864, 42867, 43020,
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
        34147, 34171, 34174, 34305, -1, -1, -1, -1, 46846, 46863, 46866, 46923, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1101, 1127, 1130, 1238, 32049, 32068, 32071, 32130, -1, -1, -1, -1,
        14439, 14456, 14459, 14492, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50228, 50244, 50247, 50275, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44568, 44597, 44600, 44616, -1, -1, -1, -1, 43280, 43301, 43304, 43324, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37434, 37451, 37454, 37458, 40107, 40118, 40121, 40140,
        -1, -1, -1, -1, 48188, 48203, 48206, 48222, 4214, 4226, 4229, 4292, 58476, 58492, 58495, 58534,
        -1, -1, -1, -1, 12164, 12188, 12191, 12383, -1, -1, -1, -1, 57341, 57358, 57361, 57375,
        -1, -1, -1, -1, -1, -1, -1, -1, 40863, 40876, 40879, 40892, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 28365, 28385, 28388, 28434, -1, -1, -1, -1,
        36210, 36231, 36234, 36342, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4783, 4807, 4810, 4816, 31761, 31788, 31791, 31847, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42436, 42455, 42458, 42489, 22067, 22084, 22087, 22099,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55532, 55550, 55553, 55587, -1, -1, -1, -1, -1, -1, -1, -1,
        57280, 57298, 57301, 57340, 40550, 40569, 40572, 40579, 50338, 50367, 50370, 50389, 18865, 18881, 18884, 18941,
        -1, -1, -1, -1, 37780, 37802, 37805, 37880, -1, -1, -1, -1, -1, -1, -1, -1,
        4754, 4774, 4777, 4782, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16121, 16134, 16137, 16145, -1, -1, -1, -1, -1, -1, -1, -1, 18522, 18542, 18545, 18578,
        -1, -1, -1, -1, 5085, 5111, 5114, 5145, -1, -1, -1, -1, 38504, 38522, 38525, 38551,
        45505, 45525, 45528, 45567, -1, -1, -1, -1, 24224, 24251, 24254, 24374, 53658, 53675, 53678, 53700,
        32380, 32405, 32408, 32449, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56443, 56464, 56467, 56497, 43877, 43895, 43898, 43914,
        39042, 39070, 39073, 39127, 11847, 11871, 11874, 11965, 18167, 18187, 18190, 18226, -1, -1, -1, -1,
        688, 700, 703, 708, 42235, 42254, 42257, 42283, 43639, 43652, 43655, 43686, 43594, 43616, 43619, 43638,
        30167, 30182, 30185, 30211, 36108, 36133, 36136, 36209, 43820, 43846, 43849, 43876, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38962, 38988, 38991, 39041, 953, 974, 977, 1040,
        36391, 36410, 36413, 36510, 28573, 28593, 28596, 28619, 53701, 53717, 53720, 53879, -1, -1, -1, -1,
        4817, 4830, 4833, 4839, 43325, 43343, 43346, 43362, 50039, 50064, 50067, 50086, 35786, 35809, 35812, 35916,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49130, 49146, 49149, 49170, 14217, 14239, 14242, 14314,
        53343, 53368, 53371, 53422, -1, -1, -1, -1, -1, -1, -1, -1, 28435, 28457, 28460, 28507,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 16929, 16942, 16945, 17049,
        -1, -1, -1, -1, 16813, 16823, 16826, 16928, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27758, 27774, 27777, 27788, 4162, 4175, 4178, 4213, 55145, 55159, 55162, 55227, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42176, 42192, 42195, 42234, -1, -1, -1, -1,
        -1, -1, -1, -1, 4863, 4877, 4880, 4915, 18942, 18957, 18960, 18995, 40580, 40595, 40598, 40601,
        50801, 50828, 50831, 50858, 50919, 50954, 50957, 50981, 42088, 42106, 42109, 42175, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41468, 41492, 41495, 41536,
        45382, 45402, 45405, 45447, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40387, 40406, 40409, 40433, 25549, 25569, 25572, 25686, 40434, 40455, 40458, 40483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33090, 33124, 33127, 33135, -1, -1, -1, -1, 37401, 37422, 37425, 37433,
        25354, 25375, 25378, 25439, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29106, 29130, 29133, 29206, 20047, 20070, 20073, 20155, -1, -1, -1, -1,
        -1, -1, -1, -1, 14075, 14100, 14103, 14123, 53946, 53971, 53974, 54013, 6429, 6448, 6451, 6455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36934, 36953, 36956, 37010, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34056, 34080, 34083, 34146, -1, -1, -1, -1, 57539, 57554, 57557, 57585, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7872, 7897, 7900, 7934, -1, -1, -1, -1,
        54092, 54113, 54116, 54175, -1, -1, -1, -1, 23167, 23190, 23193, 23281, 11642, 11666, 11669, 11846,
        40702, 40719, 40722, 40727, 42490, 42509, 42512, 42584, 47231, 47248, 47251, 47283, 4727, 4745, 4748, 4753,
        274, 291, 294, 307, 9065, 9085, 9088, 9146, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 12496, 12521, 12524, 12701, 17447, 17464, 17467, 17578, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33042, 33077, 33080, 33089,
        48814, 48826, 48829, 48873, -1, -1, -1, -1, 38658, 38679, 38682, 38715, 6569, 6592, 6595, 6627,
        51130, 51157, 51160, 51182, -1, -1, -1, -1, 51621, 51640, 51643, 51715, 22922, 22948, 22951, 23078,
        26821, 26837, 26840, 26906, 33213, 33239, 33242, 33256, 55400, 55422, 55425, 55531, 16242, 16252, 16255, 16261,
        -1, -1, -1, -1, -1, -1, -1, -1, 27304, 27317, 27320, 27376, -1, -1, -1, -1,
        38024, 38045, 38048, 38098, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35076, 35092, 35095, 35139, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30129, 30145, 30148, 30166, -1, -1, -1, -1,
        21397, 21421, 21424, 21527, 608, 625, 628, 638, 23401, 23421, 23424, 23541, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24104, 24131, 24134, 24223,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29994, 30012, 30015, 30079, -1, -1, -1, -1, 4916, 4927, 4930, 5035,
        12138, 12151, 12154, 12163, 44760, 44778, 44781, 44820, 44075, 44097, 44100, 44116, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 46368, 46383, 46386, 46415, 54332, 54346, 54349, 54466,
        -1, -1, -1, -1, 53880, 53902, 53905, 53945, 4574, 4590, 4593, 4650, 57140, 57154, 57157, 57189,
        16215, 16226, 16229, 16241, 49341, 49353, 49356, 49384, 49708, 49728, 49731, 49754, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29801, 29813, 29816, 29832, -1, -1, -1, -1, 1829, 1854, 1857, 1912, -1, -1, -1, -1,
        -1, -1, -1, -1, 4651, 4662, 4665, 4673, 43976, 43994, 43997, 44013, 4674, 4692, 4695, 4704,
        -1, -1, -1, -1, 4408, 4433, 4436, 4456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16082, 16101, 16104, 16120,
        26420, 26443, 26446, 26484, 4375, 4396, 4399, 4407, 23542, 23570, 23573, 23772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57222, 57238, 57241, 57279, -1, -1, -1, -1,
        42284, 42302, 42305, 42340, 42690, 42708, 42711, 42739, 1704, 1728, 1731, 1828, 368, 380, 383, 388,
        7805, 7829, 7832, 7871, 15036, 15052, 15055, 15143, 24959, 24973, 24976, 25028, 39690, 39715, 39718, 39735,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58535, 58553, 58556, 58598, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49995, 50018, 50021, 50038, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12702, 12723, 12726, 12787, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6392, 6410, 6413, 6428, 25269, 25288, 25291, 25353, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36031, 36048, 36051, 36107, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35286, 35319, 35322, 35375, 41042, 41076, 41079, 41129, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 47564, 47586, 47589, 47621, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47284, 47302, 47305, 47349,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4346, 4366, 4369, 4374, 21265, 21290, 21293, 21307,
        22018, 22029, 22032, 22037, 45689, 45706, 45709, 45773, 24691, 24714, 24717, 24805, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46244, 46263, 46266, 46367, 49059, 49076, 49079, 49129, -1, -1, -1, -1,
        15743, 15762, 15765, 15779, 12094, 12110, 12113, 12137, -1, -1, -1, -1, -1, -1, -1, -1,
        27937, 27956, 27959, 27967, 3606, 3626, 3629, 3786, 53547, 53575, 53578, 53617, -1, -1, -1, -1,
        7031, 7050, 7053, 7105, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1239, 1257, 1260, 1355,
        57646, 57666, 57669, 57700, 40828, 40838, 40841, 40862, 21528, 21552, 21555, 21640, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39785, 39810, 39813, 39830,
        47729, 47749, 47752, 47867, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21877, 21889, 21892, 21894, 51030, 51059, 51062, 51079, -1, -1, -1, -1,
        13956, 13981, 13984, 14074, 45448, 45467, 45470, 45504, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1498, 1521, 1524, 1615, 45079, 45096, 45099, 45146,
        -1, -1, -1, -1, 34306, 34326, 34329, 34368, 43915, 43935, 43938, 43955, 57376, 57393, 57396, 57410,
        -1, -1, -1, -1, 39576, 39599, 39602, 39617, 58599, 58619, 58622, 58665, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57411, 57429, 57432, 57453, -1, -1, -1, -1,
        23857, 23892, 23895, 23981, -1, -1, -1, -1, 16262, 16275, 16278, 16431, 30643, 30670, 30673, 30725,
        43235, 43257, 43260, 43279, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 4705, 4719, 4722, 4726, -1, -1, -1, -1,
        -1, -1, -1, -1, 37735, 37754, 37757, 37779, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26119, 26134, 26137, 26240, 12023, 12048, 12051, 12093,
        28277, 28287, 28290, 28304, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50313, 50325, 50328, 50337, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29721, 29735, 29738, 29800, 57101, 57120, 57123, 57139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20496, 20525, 20528, 20643, -1, -1, -1, -1,
        44014, 44034, 44037, 44054, 55918, 55937, 55940, 56017, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52045, 52066, 52069, 52255, -1, -1, -1, -1, -1, -1, -1, -1,
        18750, 18769, 18772, 18864, 7182, 7206, 7209, 7259, 47350, 47369, 47372, 47467, -1, -1, -1, -1,
        26241, 26263, 26266, 26337, -1, -1, -1, -1, 39214, 39236, 39239, 39303, -1, -1, -1, -1,
        39545, 39562, 39565, 39575, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38099, 38121, 38124, 38177, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21308, 21324, 21327, 21341, 49224, 49245, 49248, 49302, 20711, 20737, 20740, 20777, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45915, 45939, 45942, 46063, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, 51872, 51891, 51894, 52044, -1, -1, -1, -1,
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
        -1, -1, -1, -1, 57740, 57756, 57759, 57781, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48223, 48240, 48243, 48323, -1, -1, -1, -1, -1, -1, -1, -1,
        21680, 21706, 21709, 21735, -1, -1, -1, -1, 26691, 26709, 26712, 26820, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4840, 4853, 4856, 4862, 21736, 21749, 21752, 21765,
        14720, 14740, 14743, 14832, 32786, 32818, 32821, 32842, -1, -1, -1, -1, 19980, 20010, 20013, 20046,
        39949, 39974, 39977, 40060, -1, -1, -1, -1, 31191, 31215, 31218, 31271, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15955, 15972, 15975, 16081, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40602, 40618, 40621, 40625, 42790, 42808, 42811, 42842,
        51183, 51206, 51209, 51268, -1, -1, -1, -1, 49755, 49778, 49781, 49818, -1, -1, -1, -1,
        57454, 57471, 57474, 57488, 29325, 29352, 29355, 29445, 57190, 57211, 57214, 57221, -1, -1, -1, -1,
        4293, 4309, 4312, 4345, -1, -1, -1, -1, -1, -1, -1, -1, 49171, 49185, 49188, 49223,
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
        -1, -1, -1, -1, -1, -1, -1, -1, 51647, 51667, 51670, 51686, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58843, 58863, 58866, 58880,
        -1, -1, -1, -1, 33763, 33775, 33778, 33810, 15492, 15516, 15519, 15963, -1, -1, -1, -1,
        12321, 12341, 12344, 12491, 50020, 50038, 50041, 50090, 34516, 34540, 34543, 34572, 58943, 58957, 58960, 59024,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 43936, 43955, 43958, 44007, 6699, 6716, 6719, 6772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28927, 28947, 28950, 29010, 29881, 29902, 29905, 29990, 40009, 40026, 40029, 40157,
        -1, -1, -1, -1, -1, -1, -1, -1, 63206, 63232, 63235, 63286, -1, -1, -1, -1,
        50932, 50958, 50961, 51060, -1, -1, -1, -1, -1, -1, -1, -1, 21405, 21423, 21426, 21456,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45340, 45357, 45360, 45630, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72001, 72027, 72030, 72056, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2828, 2854, 2857, 2992, 18354, 18376, 18379, 18546, -1, -1, -1, -1,
        32104, 32130, 32133, 32197, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91263, 91287, 91290, 91334, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47738, 47756, 47759, 47789,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79668, 79692, 79695, 79719, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57359, 57376, 57379, 57823,
        71659, 71686, 71689, 71713, -1, -1, -1, -1, 34082, 34092, 34095, 34111, 9967, 9986, 9989, 10078,
        -1, -1, -1, -1, -1, -1, -1, -1, 82268, 82302, 82305, 82358, 90736, 90754, 90757, 90823,
        -1, -1, -1, -1, 64152, 64171, 64174, 64235, 77544, 77558, 77561, 77646, 64692, 64712, 64715, 64746,
        25382, 25399, 25402, 25538, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        15964, 15988, 15991, 17531, 42166, 42180, 42183, 42442, 34046, 34057, 34060, 34081, 46486, 46506, 46509, 46558,
        88479, 88495, 88498, 88651, 94057, 94072, 94075, 94228, -1, -1, -1, -1, -1, -1, -1, -1,
        29105, 29121, 29124, 29176, 80965, 80996, 80999, 81045, -1, -1, -1, -1, 44196, 44216, 44219, 44301,
        -1, -1, -1, -1, -1, -1, -1, -1, 8559, 8571, 8574, 8685, -1, -1, -1, -1,
        -1, -1, -1, -1, 51858, 51889, 51892, 51919, 63369, 63396, 63399, 63452, -1, -1, -1, -1,
        -1, -1, -1, -1, 66959, 66981, 66984, 67024, 39608, 39626, 39629, 39746, 20290, 20315, 20318, 20457,
        86352, 86377, 86380, 86538, -1, -1, -1, -1, 38167, 38177, 38180, 38256, -1, -1, -1, -1,
        -1, -1, -1, -1, 64107, 64123, 64126, 64151, -1, -1, -1, -1, -1, -1, -1, -1,
        94917, 94933, 94936, 94993, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54771, 54796, 54799, 54843, 75252, 75279, 75282, 75425, -1, -1, -1, -1,
        -1, -1, -1, -1, 34290, 34302, 34305, 34317, -1, -1, -1, -1, 62715, 62740, 62743, 62770,
        -1, -1, -1, -1, 62803, 62828, 62831, 62882, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26139, 26167, 26170, 26555, 32622, 32638, 32641, 32674, 39028, 39050, 39053, 39217, 64416, 64436, 64439, 64507,
        29991, 30024, 30027, 30144, 66125, 66156, 66159, 66257, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10781, 10800, 10803, 10906, 240, 257, 260, 284,
        56402, 56418, 56421, 56595, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46977, 46999, 47002, 47071, -1, -1, -1, -1,
        -1, -1, -1, -1, 82178, 82211, 82214, 82267, -1, -1, -1, -1, -1, -1, -1, -1,
        78013, 78030, 78033, 78144, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70847, 70865, 70868, 70892, -1, -1, -1, -1, 71072, 71085, 71088, 71094, 88652, 88666, 88669, 88770,
        -1, -1, -1, -1, -1, -1, -1, -1, 65523, 65555, 65558, 65648, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20987, 21012, 21015, 21155, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43186, 43209, 43212, 43228, 65062, 65079, 65082, 65090,
        31309, 31332, 31335, 31500, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69392, 69418, 69421, 69514, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56074, 56101, 56104, 56191,
        -1, -1, -1, -1, 7912, 7930, 7933, 8077, 46705, 46725, 46728, 46795, 71026, 71037, 71040, 71071,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48912, 48937, 48940, 49089, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94572, 94589, 94592, 94743, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 90942, 90960, 90963, 91112, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62606, 62630, 62633, 62662, 29556, 29576, 29579, 29668, -1, -1, -1, -1, 2450, 2476, 2479, 2562,
        70466, 70473, 70476, 70487, 81371, 81393, 81396, 81397, -1, -1, -1, -1, 70800, 70819, 70822, 70846,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61503, 61530, 61533, 61628, 63963, 63985, 63988, 64033, -1, -1, -1, -1,
        48350, 48370, 48373, 48411, 72613, 72633, 72636, 72671, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12191, 12214, 12217, 12320, 36329, 36354, 36357, 36530,
        75099, 75118, 75121, 75251, 92107, 92124, 92127, 92159, -1, -1, -1, -1, -1, -1, -1, -1,
        50733, 50752, 50755, 50801, 43682, 43694, 43697, 43775, 25145, 25166, 25169, 25272, 55613, 55637, 55640, 55750,
        87103, 87126, 87129, 87156, -1, -1, -1, -1, 81398, 81423, 81426, 81493, 88084, 88102, 88105, 88160,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51975, 52003, 52006, 52041, 86024, 86048, 86051, 86208, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78145, 78162, 78165, 78262, -1, -1, -1, -1,
        27866, 27887, 27890, 28002, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 78895, 78908, 78911, 78952, 72672, 72685, 72688, 72732, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58707, 58726, 58729, 58737, 82836, 82861, 82864, 82910,
        85430, 85448, 85451, 85638, 89256, 89283, 89286, 89450, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51734, 51770, 51773, 51794,
        -1, -1, -1, -1, 59523, 59539, 59542, 59654, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48611, 48642, 48645, 48911, -1, -1, -1, -1, 17686, 17704, 17707, 18353,
        85380, 85399, 85402, 85429, 9670, 9680, 9683, 9858, 78735, 78755, 78758, 78894, -1, -1, -1, -1,
        -1, -1, -1, -1, 43021, 43031, 43034, 43081, -1, -1, -1, -1, 49645, 49664, 49667, 49703,
        44623, 44643, 44646, 44731, -1, -1, -1, -1, 94994, 95009, 95012, 95104, -1, -1, -1, -1,
        -1, -1, -1, -1, 39218, 39234, 39237, 39387, -1, -1, -1, -1, -1, -1, -1, -1,
        12492, 12516, 12519, 14059, 19985, 20007, 20010, 20125, -1, -1, -1, -1, -1, -1, -1, -1,
        41389, 41403, 41406, 41582, 46890, 46910, 46913, 46976, 81046, 81069, 81072, 81107, 34377, 34389, 34392, 34394,
        42879, 42892, 42895, 43020, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32879, 32908, 32911, 32998, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5803, 5824, 5827, 6126, 51061, 51086, 51089, 51190, -1, -1, -1, -1,
        33593, 33616, 33619, 33638, -1, -1, -1, -1, 7576, 7602, 7605, 7653, 66258, 66291, 66294, 66392,
        94744, 94758, 94761, 94826, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86676, 86698, 86701, 86768, 51687, 51711, 51714, 51733, 80122, 80151, 80154, 80227,
        44008, 44028, 44031, 44059, -1, -1, -1, -1, 45960, 45986, 45989, 46133, 81685, 81712, 81715, 81782,
        -1, -1, -1, -1, 89772, 89792, 89795, 89830, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47257, 47274, 47277, 47425,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 88771, 88793, 88796, 88936,
        -1, -1, -1, -1, 7775, 7792, 7795, 7911, -1, -1, -1, -1, 75991, 76018, 76021, 76202,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 74011, 74033, 74036, 74231,
        -1, -1, -1, -1, -1, -1, -1, -1, 68282, 68300, 68303, 68384, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72837, 72858, 72861, 72890, 40526, 40547, 40550, 40680,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65000, 65016, 65019, 65029,
        -1, -1, -1, -1, 9048, 9066, 9069, 9139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 93802, 93819, 93822, 93861, -1, -1, -1, -1, 10168, 10188, 10191, 10327,
        51499, 51523, 51526, 51535, -1, -1, -1, -1, 93337, 93353, 93356, 93432, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 9332, 9361, 9364, 9465, 33966, 33976, 33979, 33983,
        874, 888, 891, 909, 33811, 33824, 33827, 33839, 55524, 55548, 55551, 55612, 78263, 78281, 78284, 78426,
        80806, 80836, 80839, 80885, -1, -1, -1, -1, -1, -1, -1, -1, 1502, 1523, 1526, 1596,
        -1, -1, -1, -1, 44107, 44123, 44126, 44195, 52577, 52600, 52603, 52629, 89588, 89610, 89613, 89771,
        21349, 21375, 21378, 21404, 75426, 75446, 75449, 75565, 67025, 67049, 67052, 67226, 9466, 9488, 9491, 9577,
        29669, 29696, 29699, 29880, 67227, 67246, 67249, 67279, 91426, 91446, 91449, 91548, -1, -1, -1, -1,
        131, 148, 151, 154, 53339, 53367, 53370, 53802, 80064, 80084, 80087, 80121, 82688, 82715, 82718, 82760,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32282, 32302, 32305, 32389,
        76842, 76858, 76861, 76882, 79852, 79873, 79876, 79934, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        27407, 27430, 27433, 27865, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77230, 77252, 77255, 77377, 177, 189, 192, 210,
        69915, 69936, 69939, 69963, -1, -1, -1, -1, 64325, 64344, 64347, 64415, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43440, 43456, 43459, 43477, -1, -1, -1, -1,
        76923, 76940, 76943, 76973, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41274, 41290, 41293, 41388, 65235, 65249, 65252, 65269, 72273, 72292, 72295, 72362, 82023, 82048, 82051, 82093,
        -1, -1, -1, -1, -1, -1, -1, -1, 43504, 43523, 43526, 43544, 34825, 34840, 34843, 35675,
        43359, 43376, 43379, 43389, 44302, 44323, 44326, 44408, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81233, 81258, 81261, 81296, -1, -1, -1, -1, 72117, 72135, 72138, 72201, -1, -1, -1, -1,
        -1, -1, -1, -1, 54946, 54969, 54972, 55051, 41966, 41980, 41983, 42059, -1, -1, -1, -1,
        43082, 43090, 43093, 43147, 34776, 34796, 34799, 34824, 58808, 58829, 58832, 58842, -1, -1, -1, -1,
        48412, 48434, 48437, 48472, 49264, 49284, 49287, 49377, -1, -1, -1, -1, -1, -1, -1, -1,
        51410, 51434, 51437, 51498, 63818, 63840, 63843, 63888, 24648, 24660, 24663, 24682, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17532, 17552, 17555, 17685, -1, -1, -1, -1,
        26556, 26574, 26577, 26794, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68756, 68776, 68779, 68860, -1, -1, -1, -1, -1, -1, -1, -1, 79765, 79787, 79790, 79851,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58914, 58931, 58934, 58942,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32390, 32413, 32416, 32459,
        66393, 66418, 66421, 66504, 92008, 92015, 92018, 92058, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32999, 33024, 33027, 33047, -1, -1, -1, -1, -1, -1, -1, -1, 68089, 68108, 68111, 68144,
        -1, -1, -1, -1, 23318, 23334, 23337, 23364, -1, -1, -1, -1, 72891, 72913, 72916, 72972,
        -1, -1, -1, -1, -1, -1, -1, -1, 38392, 38414, 38417, 38590, 93152, 93165, 93168, 93234,
        4774, 4799, 4802, 4981, 67321, 67340, 67343, 67378, -1, -1, -1, -1, 23483, 23498, 23501, 23590,
        -1, -1, -1, -1, 79495, 79515, 79518, 79549, 91549, 91577, 91580, 91718, 67821, 67846, 67849, 67885,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 80228, 80249, 80252, 80274,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43274, 43294, 43297, 43311,
        -1, -1, -1, -1, 79337, 79353, 79356, 79396, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86769, 86792, 86795, 86870, 42060, 42075, 42078, 42165,
        93665, 93683, 93686, 93743, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80535, 80547, 80550, 80604, 86209, 86232, 86235, 86351, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32675, 32693, 32696, 32760, 37553, 37584, 37587, 37726, 52293, 52311, 52314, 52337,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64939, 64955, 64958, 64966,
        -1, -1, -1, -1, -1, -1, -1, -1, 52338, 52364, 52367, 52396, 94229, 94245, 94248, 94401,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27026, 27051, 27054, 27406, 48104, 48122, 48125, 48163, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30238, 30277, 30280, 30360, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65091, 65106, 65109, 65112, 70893, 70913, 70916, 70942, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33938, 33952, 33955, 33965, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46559, 46573, 46576, 46685, 69868, 69887, 69890, 69914, 83540, 83564, 83567, 83951, 20903, 20926, 20929, 20986,
        -1, -1, -1, -1, 2000, 2026, 2029, 2277, -1, -1, -1, -1, 34264, 34276, 34279, 34289,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62181, 62204, 62207, 62321,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31634, 31663, 31666, 31867, -1, -1, -1, -1, -1, -1, -1, -1, 94827, 94843, 94846, 94916,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63721, 63740, 63743, 63783, -1, -1, -1, -1, 67745, 67764, 67767, 67820,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69303, 69319, 69322, 69391, -1, -1, -1, -1, 5596, 5625, 5628, 5802,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60712, 60732, 60735, 60758, 93862, 93879, 93882, 93921, 980, 993, 996, 1014,
        45114, 45129, 45132, 45339, -1, -1, -1, -1, -1, -1, -1, -1, 4982, 4999, 5002, 5241,
        74459, 74481, 74484, 74514, 66651, 66674, 66677, 66732, 79634, 79648, 79651, 79667, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71095, 71105, 71108, 71113,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59099, 59118, 59121, 59199, 25620, 25638, 25641, 25754, -1, -1, -1, -1,
        -1, -1, -1, -1, 55180, 55204, 55207, 55358, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19581, 19602, 19605, 19692, 29011, 29026, 29029, 29104, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50338, 50362, 50365, 50526, 58154, 58177, 58180, 58305, -1, -1, -1, -1, 47966, 47991, 47994, 48046,
        48221, 48240, 48243, 48349, 70536, 70555, 70558, 70582, 91842, 91869, 91872, 92007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28296, 28318, 28321, 28379,
        43390, 43409, 43412, 43439, 76883, 76902, 76905, 76922, 40158, 40180, 40183, 40302, 66875, 66897, 66900, 66958,
        64034, 64058, 64061, 64106, 81856, 81881, 81884, 81937, 85639, 85655, 85658, 85937, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46796, 46817, 46820, 46889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 82987, 83012, 83015, 83061, 54317, 54337, 54340, 54568, -1, -1, -1, -1,
        52042, 52071, 52074, 52105, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72802, 72816, 72819, 72836, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70943, 70957, 70960, 70995, 11051, 11075, 11078, 11199,
        5242, 5256, 5259, 5269, 43478, 43494, 43497, 43503, 62461, 62484, 62487, 62513, -1, -1, -1, -1,
        49509, 49536, 49539, 49644, -1, -1, -1, -1, 66820, 66841, 66844, 66874, 62386, 62413, 62416, 62460,
        6773, 6790, 6793, 6902, 70488, 70506, 70509, 70535, 73566, 73588, 73591, 73788, 78427, 78446, 78449, 78530,
        63453, 63473, 63476, 63561, 63042, 63069, 63072, 63123, 71772, 71799, 71802, 71824, 64871, 64886, 64889, 64897,
        2993, 3017, 3020, 3159, 71385, 71418, 71421, 71519, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32460, 32487, 32490, 32621, 54569, 54598, 54601, 54770, 61875, 61901, 61904, 62008, 63124, 63149, 63152, 63205,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67280, 67298, 67301, 67320,
        51536, 51563, 51566, 51578, 28003, 28013, 28016, 28050, 58639, 58658, 58661, 58671, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30927, 30957, 30960, 31072, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20458, 20483, 20486, 20679, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76577, 76597, 76600, 76729, -1, -1, -1, -1,
        74515, 74534, 74537, 74679, 81589, 81614, 81617, 81684, 12159, 12172, 12175, 12190, 51920, 51946, 51949, 51974,
        72057, 72085, 72088, 72116, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61070, 61097, 61100, 61222, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28505, 28523, 28526, 28563, -1, -1, -1, -1, 84107, 84125, 84128, 84388, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55840, 55865, 55868, 55968,
        65777, 65794, 65797, 65853, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20126, 20146, 20149, 20289, 78629, 78645, 78648, 78734, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91113, 91133, 91136, 91262, 46134, 46159, 46162, 46308,
        3236, 3255, 3258, 4558, -1, -1, -1, -1, -1, -1, -1, -1, 58881, 58898, 58901, 58913,
        -1, -1, -1, -1, -1, -1, -1, -1, 52235, 52269, 52272, 52292, 28694, 28712, 28715, 28832,
        59928, 59943, 59946, 60038, 80665, 80683, 80686, 80701, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24139, 24155, 24158, 24337, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11522, 11544, 11547, 11614, 45787, 45812, 45815, 45959, 60457, 60471, 60474, 60556,
        6127, 6153, 6156, 6302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22606, 22624, 22627, 22755, 57072, 57089, 57092, 57152,
        81171, 81194, 81197, 81232, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11733, 11757, 11760, 11964, 34731, 34749, 34752, 34775,
        1081, 1091, 1094, 1108, 47426, 47441, 47444, 47576, 68145, 68165, 68168, 68220, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10328, 10352, 10355, 10497,
        69964, 69988, 69991, 70040, 38851, 38865, 38868, 38931, 64898, 64917, 64920, 64938, 74958, 74981, 74984, 75098,
        11615, 11639, 11642, 11732, 80393, 80418, 80421, 80461, 60759, 60786, 60789, 60913, 38257, 38284, 38287, 38391,
        73280, 73296, 73299, 73384, 55969, 55992, 55995, 56073, 66541, 66547, 66550, 66560, -1, -1, -1, -1,
        10498, 10518, 10521, 10658, 93510, 93527, 93530, 93589, -1, -1, -1, -1, -1, -1, -1, -1,
        21733, 21747, 21750, 21819, 44805, 44823, 44826, 44927, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21916, 21935, 21938, 22051, 49090, 49117, 49120, 49174, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8078, 8100, 8103, 8252,
        -1, -1, -1, -1, 69515, 69534, 69537, 69575, -1, -1, -1, -1, 14196, 14215, 14218, 15491,
        33984, 33999, 34002, 34045, 38725, 38746, 38749, 38850, 10079, 10096, 10099, 10167, 55751, 55781, 55784, 55839,
        62771, 62789, 62792, 62802, -1, -1, -1, -1, 770, 781, 784, 794, 3160, 3178, 3181, 3235,
        51579, 51598, 51601, 51612, 8796, 8812, 8815, 8947, 75715, 75733, 75736, 75846, 90375, 90393, 90396, 90516,
        -1, -1, -1, -1, -1, -1, -1, -1, 42758, 42772, 42775, 42878, 81783, 81807, 81810, 81855,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20765, 20784, 20787, 20902, 71520, 71555, 71558, 71658,
        -1, -1, -1, -1, -1, -1, -1, -1, 89108, 89127, 89130, 89255, -1, -1, -1, -1,
        24700, 24716, 24719, 24740, -1, -1, -1, -1, -1, -1, -1, -1, 30145, 30178, 30181, 30237,
        88161, 88176, 88179, 88262, 91719, 91738, 91741, 91841, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80462, 80481, 80484, 80534, -1, -1, -1, -1,
        -1, -1, -1, -1, 58306, 58330, 58333, 58638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 85938, 85961, 85964, 86023, -1, -1, -1, -1, 33147, 33167, 33170, 33230,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 22052, 22072, 22075, 22162,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30361, 30385, 30388, 30505, -1, -1, -1, -1,
        70996, 71007, 71010, 71025, 49780, 49804, 49807, 50019, -1, -1, -1, -1, 93020, 93035, 93038, 93086,
        -1, -1, -1, -1, -1, -1, -1, -1, 70119, 70143, 70146, 70195, 94402, 94417, 94420, 94571,
        -1, -1, -1, -1, -1, -1, -1, -1, 88937, 88953, 88956, 89107, 49175, 49187, 49190, 49263,
        77842, 77863, 77866, 78012, 72363, 72383, 72386, 72440, -1, -1, -1, -1, 23591, 23613, 23616, 23753,
        -1, -1, -1, -1, 25539, 25556, 25559, 25619, -1, -1, -1, -1, 81297, 81317, 81320, 81370,
        -1, -1, -1, -1, -1, -1, -1, -1, 48164, 48180, 48183, 48220, 28441, 28460, 28463, 28504,
        60283, 60306, 60309, 60394, 85058, 85076, 85079, 85379, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11200, 11220, 11223, 11350, 70752, 70770, 70773, 70799, -1, -1, -1, -1,
        -1, -1, -1, -1, 8948, 8967, 8970, 9047, 54844, 54869, 54872, 54945, -1, -1, -1, -1,
        28133, 28154, 28157, 28217, 81938, 81964, 81967, 82022, 82541, 82568, 82571, 82613, 39747, 39768, 39771, 39777,
        -1, -1, -1, -1, 4559, 4579, 4582, 4773, 90517, 90540, 90543, 90610, -1, -1, -1, -1,
        93922, 93940, 93943, 94056, 1197, 1216, 1219, 1362, 88263, 88274, 88277, 88299, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22922, 22938, 22941, 22972, 82614, 82642, 82645, 82687,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 93433, 93449, 93452, 93509,
        57824, 57850, 57853, 58060, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92214, 92233, 92236, 92261, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69576, 69600, 69603, 69632, 77378, 77394, 77397, 77543,
        -1, -1, -1, -1, 70041, 70066, 70069, 70118, -1, -1, -1, -1, 82359, 82392, 82395, 82448,
        75847, 75866, 75869, 75990, -1, -1, -1, -1, -1, -1, -1, -1, 93744, 93755, 93758, 93801,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43776, 43797, 43800, 43860, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41583, 41603, 41606, 41631,
        -1, -1, -1, -1, 50091, 50112, 50115, 50209, -1, -1, -1, -1, -1, -1, -1, -1,
        90824, 90838, 90841, 90941, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23267, 23283, 23286, 23317,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48047, 48066, 48069, 48103,
        43637, 43655, 43658, 43681, -1, -1, -1, -1, 92160, 92177, 92180, 92213, -1, -1, -1, -1,
        22410, 22428, 22431, 22605, 83282, 83304, 83307, 83539, -1, -1, -1, -1, 87842, 87866, 87869, 87945,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 34217, 34230, 34233, 34263, -1, -1, -1, -1, -1, -1, -1, -1,
        8686, 8710, 8713, 8795, 81108, 81132, 81135, 81170, -1, -1, -1, -1, -1, -1, -1, -1,
        60039, 60058, 60061, 60141, 86539, 86564, 86567, 86675, 87272, 87287, 87290, 87318, 86981, 87012, 87015, 87102,
        -1, -1, -1, -1, -1, -1, -1, -1, 28564, 28584, 28587, 28628, -1, -1, -1, -1,
        59025, 59048, 59051, 59098, 64747, 64765, 64768, 64776, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44928, 44941, 44944, 45113,
        -1, -1, -1, -1, 60218, 60234, 60237, 60282, 37146, 37173, 37176, 37328, 8253, 8274, 8277, 8558,
        28051, 28071, 28074, 28132, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        34395, 34419, 34422, 34453, -1, -1, -1, -1, 46686, 46698, 46701, 46704, 49704, 49726, 49729, 49779,
        50527, 50551, 50554, 50632, 7728, 7745, 7748, 7774, 71114, 71147, 71150, 71248, 79720, 79745, 79748, 79764,
        -1, -1, -1, -1, 34634, 34652, 34655, 34680, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 90109, 90129, 90132, 90374,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79550, 79569, 79572, 79633, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 9140, 9164, 9167, 9331,
        -1, -1, -1, -1, 34318, 34331, 34334, 34376, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66505, 66526, 66529, 66540, -1, -1, -1, -1, -1, -1, -1, -1,
        60142, 60160, 60163, 60217, 68861, 68879, 68882, 69045, 21624, 21648, 21651, 21732, 51613, 51633, 51636, 51646,
        -1, -1, -1, -1, -1, -1, -1, -1, 43861, 43877, 43880, 43935, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34573, 34599, 34602, 34633, -1, -1, -1, -1, 52516, 52544, 52547, 52576, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65989, 66021, 66024, 66124, -1, -1, -1, -1, 61223, 61252, 61255, 61379, 72556, 72574, 72577, 72612,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92059, 92078, 92081, 92106, 40471, 40488, 40491, 40525, 68457, 68478, 68481, 68755,
        73385, 73401, 73404, 73441, -1, -1, -1, -1, 43148, 43168, 43171, 43185, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 65030, 65048, 65051, 65061, -1, -1, -1, -1,
        30506, 30522, 30525, 30926, -1, -1, -1, -1, -1, -1, -1, -1, 65193, 65211, 65214, 65234,
        -1, -1, -1, -1, -1, -1, -1, -1, 40303, 40320, 40323, 40470, -1, -1, -1, -1,
        47893, 47917, 47920, 47965, -1, -1, -1, -1, -1, -1, -1, -1, 95277, 95296, 95299, 95374,
        -1, -1, -1, -1, 58672, 58691, 58694, 58706, 34135, 34150, 34153, 34170, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35962, 35987, 35990, 36122, 41070, 41084, 41087, 41191,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72973, 72996, 72999, 73058, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22163, 22181, 22184, 22253, -1, -1, -1, -1, 22973, 22991, 22994, 23266,
        28629, 28642, 28645, 28693, 52397, 52424, 52427, 52456, 52630, 52649, 52652, 53338, 32761, 32790, 32793, 32878,
        60557, 60579, 60582, 60625, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11351, 11369, 11372, 11521, 5270, 5286, 5289, 5304, -1, -1, -1, -1, -1, -1, -1, -1,
        62322, 62342, 62345, 62385, 24683, 24690, 24693, 24699, 33880, 33894, 33897, 33909, 51191, 51218, 51221, 51322,
        53947, 53971, 53974, 54210, -1, -1, -1, -1, 75566, 75583, 75586, 75714, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62883, 62909, 62912, 62961, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1597, 1623, 1626, 1815, 50633, 50652, 50655, 50732, -1, -1, -1, -1,
        21820, 21837, 21840, 21915, 69820, 69840, 69843, 69867, -1, -1, -1, -1, -1, -1, -1, -1,
        80605, 80621, 80624, 80664, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71825, 71854, 71857, 71881, -1, -1, -1, -1, 69180, 69201, 69204, 69247, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58775, 58792, 58795, 58807, 63784, 63795, 63798, 63817,
        -1, -1, -1, -1, 77647, 77662, 77665, 77697, 6375, 6387, 6390, 6489, 71882, 71908, 71911, 71939,
        95105, 95121, 95124, 95181, 19361, 19385, 19388, 19580, -1, -1, -1, -1, 92839, 92856, 92859, 92876,
        -1, -1, -1, -1, -1, -1, -1, -1, 65147, 65160, 65163, 65192, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 44409, 44429, 44432, 44514, -1, -1, -1, -1,
        56905, 56926, 56929, 57071, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7179, 7203, 7206, 7225, 50210, 50237, 50240, 50337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67886, 67905, 67908, 67956, 34171, 34188, 34191, 34216,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71714, 71742, 71745, 71771, 90006, 90024, 90027, 90108, -1, -1, -1, -1,
        92740, 92758, 92761, 92838, 64777, 64796, 64799, 64813, 80886, 80915, 80918, 80964, 29358, 29374, 29377, 29478,
        -1, -1, -1, -1, 59270, 59292, 59295, 59385, -1, -1, -1, -1, -1, -1, -1, -1,
        7150, 7170, 7173, 7178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24605, 24618, 24621, 24647, -1, -1, -1, -1, -1, -1, -1, -1, 28833, 28853, 28856, 28926,
        -1, -1, -1, -1, 7654, 7680, 7683, 7727, 70322, 70341, 70344, 70369, 60395, 60413, 60416, 60456,
        73201, 73221, 73224, 73279, -1, -1, -1, -1, 37922, 37949, 37952, 38166, 87319, 87336, 87339, 87381,
        51323, 51348, 51351, 51409, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91335, 91356, 91359, 91425, 70370, 70388, 70391, 70416,
        61750, 61778, 61781, 61874, 18861, 18885, 18888, 19042, 28218, 28238, 28241, 28295, -1, -1, -1, -1,
        946, 958, 961, 979, 67588, 67607, 67610, 67645, 69702, 69715, 69718, 69772, 69633, 69655, 69658, 69701,
        47833, 47848, 47851, 47892, 56759, 56784, 56787, 56904, 70196, 70222, 70225, 70274, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61629, 61655, 61658, 61749, 1363, 1384, 1387, 1501,
        57153, 57172, 57175, 57358, 44732, 44752, 44755, 44804, 87382, 87398, 87401, 87650, -1, -1, -1, -1,
        7226, 7239, 7242, 7250, 69248, 69266, 69269, 69302, 80335, 80360, 80363, 80392, 56192, 56215, 56218, 56401,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79054, 79070, 79073, 79114, 21457, 21479, 21482, 21623,
        71940, 71967, 71970, 72000, 86871, 86896, 86899, 86980, -1, -1, -1, -1, 44515, 44537, 44540, 44622,
        61380, 61406, 61409, 61502, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 25950, 25963, 25966, 26138,
        65270, 65302, 65305, 65395, 25755, 25765, 25768, 25949, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43312, 43328, 43331, 43358, 6303, 6316, 6319, 6374, 89451, 89465, 89468, 89587, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67503, 67519, 67522, 67587, -1, -1, -1, -1,
        -1, -1, -1, -1, 7278, 7292, 7295, 7356, 29479, 29494, 29497, 29555, 64814, 64829, 64832, 64842,
        82094, 82121, 82124, 82177, 82449, 82484, 82487, 82540, 67379, 67397, 67400, 67502, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66561, 66585, 66588, 66650,
        73059, 73079, 73082, 73140, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64508, 64527, 64530, 64598, 39778, 39798, 39801, 40008, 64599, 64620, 64623, 64691, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52173, 52207, 52210, 52234, 65396, 65429, 65432, 65522, 58738, 58759, 58762, 58774,
        39496, 39517, 39520, 39607, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45631, 45655, 45658, 45786, 28380, 28398, 28401, 28440, 31151, 31174, 31177, 31308,
        -1, -1, -1, -1, 21300, 21325, 21328, 21348, 87737, 87762, 87765, 87841, 9631, 9650, 9653, 9669,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58061, 58080, 58083, 58153, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53803, 53827, 53830, 53946, -1, -1, -1, -1, 93087, 93102, 93105, 93151, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12065, 12090, 12093, 12158, -1, -1, -1, -1,
        87946, 87967, 87970, 88083, -1, -1, -1, -1, 36123, 36146, 36149, 36328, 18547, 18571, 18574, 18860,
        64967, 64984, 64987, 64999, 67957, 67976, 67979, 68088, 76203, 76220, 76223, 76293, 7123, 7141, 7144, 7149,
        352, 369, 372, 396, 14060, 14080, 14083, 14195, 92450, 92466, 92469, 92546, 655, 671, 674, 695,
        -1, -1, -1, -1, 19693, 19718, 19721, 19898, 26795, 26812, 26815, 27025, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52106, 52141, 52144, 52172,
        78531, 78543, 78546, 78628, -1, -1, -1, -1, 60626, 60647, 60650, 60711, 9859, 9882, 9885, 9966,
        83062, 83089, 83092, 83138, -1, -1, -1, -1, 83952, 83971, 83974, 84106, 35676, 35702, 35705, 35961,
        41845, 41861, 41864, 41965, 52457, 52483, 52486, 52515, 81494, 81520, 81523, 81588, 24780, 24790, 24793, 24820,
        89831, 89853, 89856, 90005, -1, -1, -1, -1, 42609, 42622, 42625, 42757, -1, -1, -1, -1,
        59655, 59676, 59679, 59765, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55052, 55068, 55071, 55179, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47790, 47806, 47809, 47832, -1, -1, -1, -1,
        33231, 33255, 33258, 33414, 830, 847, 850, 873, 36531, 36551, 36554, 36807, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37727, 37754, 37757, 37921,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47577, 47595, 47598, 47737, -1, -1, -1, -1, 7357, 7368, 7371, 7575,
        19329, 19342, 19345, 19360, 72202, 72220, 72223, 72272, 70701, 70723, 70726, 70751, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 74883, 74898, 74901, 74957, 88300, 88314, 88317, 88478,
        -1, -1, -1, -1, 87651, 87673, 87676, 87736, 6903, 6919, 6922, 7027, 92313, 92327, 92330, 92404,
        24741, 24752, 24755, 24779, 79397, 79409, 79412, 79494, 79935, 79955, 79958, 79998, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47188, 47200, 47203, 47256, -1, -1, -1, -1, 2717, 2742, 2745, 2827, 71249, 71283, 71286, 71384,
        -1, -1, -1, -1, 7028, 7039, 7042, 7051, 70583, 70601, 70604, 70628, 7052, 7070, 7073, 7100,
        -1, -1, -1, -1, 6647, 6672, 6675, 6698, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24553, 24572, 24575, 24604,
        41192, 41215, 41218, 41273, 6599, 6620, 6623, 6646, 36808, 36836, 36839, 37145, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92647, 92663, 92666, 92739, -1, -1, -1, -1,
        67646, 67664, 67667, 67744, 68221, 68239, 68242, 68281, 2563, 2587, 2590, 2716, 490, 502, 505, 519,
        11965, 11989, 11992, 12064, 22756, 22772, 22775, 22921, 38932, 38946, 38949, 39027, 62962, 62987, 62990, 63041,
        82911, 82937, 82940, 82986, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        95375, 95393, 95396, 95465, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80275, 80298, 80301, 80334, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72498, 72517, 72520, 72555, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19899, 19920, 19923, 19984, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65854, 65885, 65888, 65988,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9578, 9596, 9599, 9630, 39388, 39407, 39410, 39495, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56596, 56613, 56616, 56758, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55359, 55392, 55395, 55523, 65649, 65683, 65686, 65776, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 76730, 76752, 76755, 76841, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76294, 76312, 76315, 76393,
        -1, -1, -1, -1, 92547, 92564, 92567, 92646, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6557, 6577, 6580, 6598, 33048, 33073, 33076, 33098,
        34112, 34123, 34126, 34134, 73442, 73459, 73462, 73565, 38591, 38614, 38617, 38724, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70275, 70293, 70296, 70321, 74680, 74699, 74702, 74882, 78953, 78970, 78973, 79053,
        23950, 23969, 23972, 24009, 19273, 19289, 19292, 19328, -1, -1, -1, -1, -1, -1, -1, -1,
        43545, 43564, 43567, 43594, 5305, 5325, 5328, 5595, 87157, 87185, 87188, 87271, -1, -1, -1, -1,
        10659, 10678, 10681, 10780, -1, -1, -1, -1, 95182, 95200, 95203, 95276, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1816, 1834, 1837, 1999,
        93235, 93255, 93258, 93336, 65113, 65123, 65126, 65146, 33415, 33439, 33442, 33592, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50802, 50827, 50830, 50931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63287, 63312, 63315, 63368,
        76974, 76994, 76997, 77229, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33910, 33922, 33925, 33937, 82761, 82790, 82793, 82835, -1, -1, -1, -1,
        21156, 21181, 21184, 21299, 73141, 73160, 73163, 73200, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62552, 62575, 62578, 62605,
        -1, -1, -1, -1, -1, -1, -1, -1, 2278, 2301, 2304, 2449, 72733, 72750, 72753, 72801,
        73789, 73812, 73815, 74010, 54211, 54231, 54234, 54316, 70417, 70437, 70440, 70465, 92877, 92894, 92897, 92914,
        -1, -1, -1, -1, 62663, 62686, 62689, 62714, 95466, 95486, 95489, 95562, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92915, 92933, 92936, 92969, -1, -1, -1, -1,
        37329, 37364, 37367, 37552, -1, -1, -1, -1, 24821, 24834, 24837, 25144, 48473, 48500, 48503, 48610,
        69113, 69135, 69138, 69179, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63889, 63912, 63915, 63962, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 7101, 7115, 7118, 7122, -1, -1, -1, -1,
        -1, -1, -1, -1, 59200, 59219, 59222, 59269, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40681, 40696, 40699, 40929, 19144, 19169, 19172, 19272,
        44060, 44070, 44073, 44106, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80702, 80714, 80717, 80726, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47072, 47086, 47089, 47187, 92262, 92281, 92284, 92312, -1, -1, -1, -1, -1, -1, -1, -1,
        80727, 80756, 80759, 80805, -1, -1, -1, -1, 31868, 31897, 31900, 32103, -1, -1, -1, -1,
        70629, 70649, 70652, 70678, 72441, 72459, 72462, 72497, 90611, 90630, 90633, 90735, -1, -1, -1, -1,
        -1, -1, -1, -1, 84710, 84731, 84734, 85057, -1, -1, -1, -1, -1, -1, -1, -1,
        29177, 29196, 29199, 29357, 10907, 10931, 10934, 11050, 76394, 76413, 76416, 76576, -1, -1, -1, -1,
        40930, 40952, 40955, 41069, -1, -1, -1, -1, 62009, 62031, 62034, 62180, -1, -1, -1, -1,
        62514, 62531, 62534, 62551, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59766, 59788, 59791, 59927, 34454, 34479, 34482, 34515, -1, -1, -1, -1, -1, -1, -1, -1,
        33099, 33115, 33118, 33146, 79178, 79199, 79202, 79336, 32198, 32224, 32227, 32281, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74232, 74256, 74259, 74458, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, 84389, 84408, 84411, 84709, -1, -1, -1, -1,
        -1, -1, -1, -1, 43229, 43252, 43255, 43273, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66733, 66756, 66759, 66819, -1, -1, -1, -1, -1, -1, -1, -1,
        23754, 23774, 23777, 23949, -1, -1, -1, -1, -1, -1, -1, -1, 20680, 20701, 20704, 20764,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59386, 59402, 59405, 59522,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33840, 33857, 33860, 33879, -1, -1, -1, -1, -1, -1, -1, -1, 25273, 25296, 25299, 25381,
        23365, 23382, 23385, 23482, -1, -1, -1, -1, -1, -1, -1, -1, 24010, 24027, 24030, 24138,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70679, 70686, 70689, 70700, -1, -1, -1, -1, -1, -1, -1, -1,
        19043, 19067, 19070, 19143, 42443, 42459, 42462, 42608, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64236, 64255, 64258, 64324,
        69046, 69064, 69067, 69112, -1, -1, -1, -1, 43595, 43615, 43618, 43636, -1, -1, -1, -1,
        -1, -1, -1, -1, 93590, 93606, 93609, 93664, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77698, 77715, 77718, 77841, -1, -1, -1, -1, -1, -1, -1, -1,
        33639, 33665, 33668, 33716, -1, -1, -1, -1, 41632, 41650, 41653, 41844, 60914, 60942, 60945, 61069,
        -1, -1, -1, -1, -1, -1, -1, -1, 7251, 7264, 7267, 7277, 33717, 33730, 33733, 33762,
        22254, 22274, 22277, 22409, 34681, 34700, 34703, 34730, 51795, 51827, 51830, 51857, 31073, 31103, 31106, 31150,
        63562, 63587, 63590, 63720, -1, -1, -1, -1, 49378, 49402, 49405, 49508, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24338, 24355, 24358, 24552, 69773, 69792, 69795, 69819,
        -1, -1, -1, -1, -1, -1, -1, -1, 64843, 64859, 64862, 64870, 68385, 68403, 68406, 68456,
        83139, 83162, 83165, 83281, -1, -1, -1, -1, 79999, 80022, 80025, 80063, -1, -1, -1, -1,
        92970, 92987, 92990, 93019, 46309, 46336, 46339, 46485, 92405, 92426, 92429, 92449, -1, -1, -1, -1,
        6490, 6506, 6509, 6556, -1, -1, -1, -1, -1, -1, -1, -1, 79115, 79129, 79132, 79177,
        -1, -1, -1, -1, -1, -1, -1, -1, 31501, 31525, 31528, 31633, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
