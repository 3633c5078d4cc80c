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
        -1, -1, -1, -1, -1, -1, -1, -1, 32653, 32673, 32676, 32690, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37518, 37538, 37541, 37548,
        -1, -1, -1, -1, 21764, 21776, 21779, 21791, 9863, 9887, 9890, 10138, -1, -1, -1, -1,
        8029, 8049, 8052, 8131, 31635, 31653, 31656, 31686, 22231, 22255, 22258, 22278, 37599, 37613, 37616, 37653,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 28186, 28205, 28208, 28236, 4438, 4455, 4458, 4485, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18577, 18597, 18600, 18633, 19195, 19216, 19219, 19259, 25685, 25702, 25705, 25790,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14172, 14190, 14193, 14208,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28930, 28947, 28950, 29103, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44786, 44812, 44815, 44829, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1901, 1927, 1930, 1992, 11524, 11546, 11549, 11633, -1, -1, -1, -1,
        20642, 20668, 20671, 20708, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56463, 56487, 56490, 56526, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30078, 30096, 30099, 30126,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49595, 49619, 49622, 49641, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36540, 36557, 36560, 36831,
        -1, -1, -1, -1, -1, -1, -1, -1, 21998, 22008, 22011, 22015, 6609, 6628, 6631, 6679,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56102, 56120, 56123, 56163,
        -1, -1, -1, -1, 40315, 40334, 40337, 40368, 48188, 48202, 48205, 48271, 40513, 40533, 40536, 40550,
        16570, 16587, 16590, 16664, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        10139, 10163, 10166, 11072, 27040, 27054, 27057, 27184, 21977, 21988, 21991, 21997, 29444, 29464, 29467, 29506,
        54551, 54567, 54570, 54679, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18696, 18712, 18715, 18747, 50474, 50505, 50508, 50528, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5719, 5731, 5734, 5795, -1, -1, -1, -1,
        -1, -1, -1, -1, 32841, 32872, 32875, 32898, 39860, 39887, 39890, 39908, -1, -1, -1, -1,
        -1, -1, -1, -1, 41954, 41976, 41979, 42018, 25438, 25456, 25459, 25515, 13085, 13110, 13113, 13252,
        53117, 53142, 53145, 53226, -1, -1, -1, -1, 24373, 24383, 24386, 24418, -1, -1, -1, -1,
        -1, -1, -1, -1, 40273, 40289, 40292, 40314, -1, -1, -1, -1, -1, -1, -1, -1,
        58445, 58461, 58464, 58503, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34813, 34838, 34841, 34885, 46713, 46740, 46743, 46851, -1, -1, -1, -1,
        -1, -1, -1, -1, 22145, 22157, 22160, 22168, -1, -1, -1, -1, 39647, 39672, 39675, 39691,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17048, 17076, 17079, 17309, 20985, 21001, 21004, 21015, 25027, 25049, 25052, 25130, 41345, 41376, 41379, 41427,
        19260, 19293, 19296, 19373, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7090, 7109, 7112, 7165, 190, 207, 210, 229,
        35946, 35962, 35965, 36059, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29663, 29685, 29688, 29718, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48524, 48541, 48544, 48621, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44286, 44304, 44307, 44323, -1, -1, -1, -1, 44460, 44473, 44476, 44482, 54680, 54694, 54697, 54762,
        -1, -1, -1, -1, -1, -1, -1, -1, 41126, 41158, 41161, 41210, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13779, 13804, 13807, 13947, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27648, 27671, 27674, 27685, 40923, 40940, 40943, 40948,
        20154, 20177, 20180, 20260, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43580, 43606, 43609, 43664, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35747, 35774, 35777, 35814,
        -1, -1, -1, -1, 5269, 5287, 5290, 5381, -1, -1, -1, -1, 44430, 44441, 44444, 44459,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30909, 30934, 30937, 31002, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58243, 58260, 58263, 58325, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56245, 56263, 56266, 56360, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18994, 19014, 19017, 19062, -1, -1, -1, -1, 1616, 1642, 1645, 1691,
        44125, 44132, 44135, 44144, 50652, 50674, 50677, 50678, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40170, 40192, 40195, 40219, -1, -1, -1, -1,
        30535, 30555, 30558, 30592, 45156, 45176, 45179, 45198, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7945, 7968, 7971, 8028, 23280, 23305, 23308, 23398,
        46603, 46622, 46625, 46712, 57059, 57076, 57079, 57106, -1, -1, -1, -1, -1, -1, -1, -1,
        32129, 32148, 32151, 32196, 28032, 28044, 28047, 28089, 16430, 16451, 16454, 16501, 35462, 35486, 35489, 35544,
        53581, 53604, 53607, 53630, -1, -1, -1, -1, 54260, 54278, 54281, 54323, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32941, 32969, 32972, 32991, 52900, 52924, 52927, 53002, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48622, 48639, 48642, 48699, -1, -1, -1, -1,
        18032, 18053, 18056, 18116, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 49103, 49116, 49119, 49142, 45199, 45212, 45215, 45247, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37401, 37420, 37423, 37429, 52540, 52558, 52561, 52657,
        55090, 55117, 55120, 55228, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32729, 32765, 32768, 32783,
        -1, -1, -1, -1, 37988, 38004, 38007, 38052, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30724, 30755, 30758, 30908, -1, -1, -1, -1, 11161, 11179, 11182, 11523,
        52498, 52517, 52520, 52539, 6437, 6447, 6450, 6549, 49026, 49046, 49049, 49102, -1, -1, -1, -1,
        -1, -1, -1, -1, 27544, 27554, 27557, 27570, -1, -1, -1, -1, 31365, 31384, 31387, 31398,
        28506, 28526, 28529, 28570, -1, -1, -1, -1, 58504, 58519, 58522, 58559, -1, -1, -1, -1,
        -1, -1, -1, -1, 25131, 25147, 25150, 25266, -1, -1, -1, -1, -1, -1, -1, -1,
        8132, 8156, 8159, 9053, 12780, 12802, 12805, 12920, -1, -1, -1, -1, -1, -1, -1, -1,
        26551, 26565, 26568, 26644, 29610, 29630, 29633, 29662, -1, -1, -1, -1, 22212, 22224, 22227, 22230,
        27453, 27466, 27469, 27543, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21140, 21169, 21172, 21219, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40767, 40783, 40786, 40790,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3871, 3892, 3895, 4049, 32197, 32222, 32225, 32285, -1, -1, -1, -1,
        21639, 21662, 21665, 21677, -1, -1, -1, -1, 5017, 5043, 5046, 5065, 41428, 41461, 41464, 41513,
        58326, 58340, 58343, 58382, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53310, 53332, 53335, 53372, 32691, 32715, 32718, 32728, 49958, 49987, 49990, 50031,
        28237, 28257, 28260, 28274, -1, -1, -1, -1, 50731, 50758, 50761, 50785, -1, -1, -1, -1,
        -1, -1, -1, -1, 55436, 55456, 55459, 55483, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29831, 29848, 29851, 29919,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54763, 54785, 54788, 54886,
        -1, -1, -1, -1, 5169, 5186, 5189, 5268, -1, -1, -1, -1, 47196, 47223, 47226, 47314,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45858, 45880, 45883, 45998,
        -1, -1, -1, -1, -1, -1, -1, -1, 42909, 42927, 42930, 42958, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45351, 45372, 45375, 45409, 26027, 26048, 26051, 26116,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40871, 40887, 40890, 40894,
        -1, -1, -1, -1, 6033, 6051, 6054, 6094, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57949, 57966, 57969, 58011, -1, -1, -1, -1, 6736, 6756, 6759, 6822,
        32508, 32532, 32535, 32544, -1, -1, -1, -1, 57785, 57801, 57804, 57823, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 6216, 6245, 6248, 6302, 21919, 21929, 21932, 21936,
        639, 653, 656, 663, 21792, 21805, 21808, 21815, 35405, 35429, 35432, 35461, 48700, 48718, 48721, 48806,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1041, 1062, 1065, 1100,
        -1, -1, -1, -1, 28303, 28319, 28322, 28362, 33301, 33324, 33327, 33346, 55312, 55334, 55337, 55435,
        14116, 14142, 14145, 14171, 46852, 46872, 46875, 46929, 42019, 42043, 42046, 42142, 6303, 6325, 6328, 6372,
        19063, 19090, 19093, 19194, 42143, 42162, 42165, 42182, 56582, 56602, 56605, 56663, -1, -1, -1, -1,
        83, 100, 103, 106, 33770, 33798, 33801, 34055, 49903, 49923, 49926, 49957, 51066, 51093, 51096, 51113,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20776, 20796, 20799, 20828,
        47706, 47722, 47725, 47742, 49738, 49759, 49762, 49791, -1, -1, -1, -1, 791, 802, 805, 809,
        17779, 17802, 17805, 18031, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47952, 47974, 47977, 48048, 129, 141, 144, 162,
        43894, 43915, 43918, 43934, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27850, 27866, 27869, 27880, -1, -1, -1, -1,
        47780, 47797, 47800, 47812, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26483, 26499, 26502, 26550, 41091, 41105, 41108, 41125, 44990, 45009, 45012, 45054, 50834, 50859, 50862, 50884,
        -1, -1, -1, -1, -1, -1, -1, -1, 27905, 27924, 27927, 27934, 22409, 22424, 22427, 22919,
        27787, 27804, 27807, 27812, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50569, 50594, 50597, 50610, -1, -1, -1, -1, 44877, 44895, 44898, 44928, -1, -1, -1, -1,
        -1, -1, -1, -1, 34988, 35011, 35014, 35104, 26905, 26919, 26922, 26967, -1, -1, -1, -1,
        27571, 27579, 27582, 27615, 22368, 22388, 22391, 22408, 37488, 37509, 37512, 37517, -1, -1, -1, -1,
        30593, 30615, 30618, 30640, 31110, 31130, 31133, 31188, -1, -1, -1, -1, -1, -1, -1, -1,
        32448, 32472, 32475, 32507, -1, -1, -1, -1, 16144, 16156, 16159, 16167, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11073, 11093, 11096, 11160, -1, -1, -1, -1,
        17310, 17328, 17331, 17444, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43190, 43210, 43213, 43252, -1, -1, -1, -1, -1, -1, -1, -1, 49682, 49704, 49707, 49737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37574, 37591, 37594, 37598,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20829, 20852, 20855, 20881,
        41514, 41539, 41542, 41579, 56966, 56973, 56976, 57010, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21220, 21245, 21248, 21262, -1, -1, -1, -1, -1, -1, -1, -1, 42754, 42773, 42776, 42792,
        -1, -1, -1, -1, 15348, 15364, 15367, 15387, -1, -1, -1, -1, 45410, 45432, 45435, 45481,
        -1, -1, -1, -1, -1, -1, -1, -1, 24532, 24554, 24557, 24688, 57670, 57683, 57686, 57729,
        3229, 3254, 3257, 3349, 42217, 42236, 42239, 42256, -1, -1, -1, -1, 15459, 15474, 15477, 15527,
        -1, -1, -1, -1, 49469, 49489, 49492, 49504, 56664, 56692, 56695, 56786, 42556, 42581, 42584, 42604,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50032, 50053, 50056, 50078,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27724, 27744, 27747, 27755,
        -1, -1, -1, -1, 49387, 49403, 49406, 49424, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53373, 53396, 53399, 53426, 26968, 26983, 26986, 27039,
        57866, 57884, 57887, 57910, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50272, 50284, 50287, 50311, 53003, 53026, 53029, 53116, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21016, 21034, 21037, 21059, 23980, 24011, 24014, 24101, 33178, 33196, 33199, 33210,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40821, 40837, 40840, 40844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17577, 17602, 17605, 17778, 30365, 30383, 30386, 30406, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19443, 19482, 19485, 19541, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40949, 40964, 40967, 40970, 44324, 44344, 44347, 44364, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21893, 21907, 21910, 21918, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29507, 29521, 29524, 29592, 43856, 43875, 43878, 43893, 51497, 51521, 51524, 51704, 13695, 13718, 13721, 13778,
        -1, -1, -1, -1, 1356, 1382, 1385, 1497, -1, -1, -1, -1, 22123, 22135, 22138, 22144,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39333, 39356, 39359, 39425,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20346, 20375, 20378, 20493, -1, -1, -1, -1, -1, -1, -1, -1, 58383, 58399, 58402, 58444,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40090, 40109, 40112, 40135, -1, -1, -1, -1, 42510, 42529, 42532, 42555,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43532, 43548, 43551, 43579, -1, -1, -1, -1, 3768, 3797, 3800, 3870,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38745, 38765, 38768, 38782, 58012, 58029, 58032, 58074, 709, 722, 725, 731,
        28808, 28823, 28826, 28929, -1, -1, -1, -1, -1, -1, -1, -1, 3350, 3367, 3370, 3538,
        46148, 46170, 46173, 46203, 41706, 41729, 41732, 41778, 49561, 49575, 49578, 49594, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44483, 44493, 44496, 44501,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37706, 37725, 37728, 37763, 16732, 16750, 16753, 16810, -1, -1, -1, -1,
        -1, -1, -1, -1, 35169, 35193, 35196, 35314, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12376, 12397, 12400, 12487, 18634, 18649, 18652, 18695, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31846, 31870, 31873, 31966, 37040, 37063, 37066, 37139, -1, -1, -1, -1, 30270, 30295, 30298, 30323,
        30452, 30471, 30474, 30534, 56859, 56886, 56889, 56965, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18225, 18247, 18250, 18288,
        27813, 27832, 27835, 27849, 47743, 47762, 47765, 47779, 25791, 25813, 25816, 25880, 41881, 41903, 41906, 41953,
        40220, 40244, 40247, 40272, 52658, 52674, 52677, 52837, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51164, 51189, 51192, 51213, 34369, 34389, 34392, 34610, -1, -1, -1, -1,
        32992, 33021, 33024, 33039, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45316, 45330, 45333, 45350, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44365, 44379, 44382, 44403, 7244, 7268, 7271, 7352,
        3539, 3553, 3556, 3559, 27881, 27897, 27900, 27904, 39525, 39548, 39551, 39573, -1, -1, -1, -1,
        31270, 31297, 31300, 31364, -1, -1, -1, -1, 41834, 41855, 41858, 41880, 39472, 39499, 39502, 39524,
        4486, 4503, 4506, 4554, 48807, 48826, 48829, 48897, -1, -1, -1, -1, -1, -1, -1, -1,
        39909, 39929, 39932, 39977, 39765, 39792, 39795, 39813, 44691, 44718, 44721, 44736, 40745, 40760, 40763, 40766,
        1993, 2017, 2020, 2108, 44502, 44535, 44538, 44594, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20882, 20909, 20912, 20984, 34611, 34640, 34643, 34812, 39157, 39183, 39186, 39242, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42183, 42201, 42204, 42216,
        32545, 32572, 32575, 32585, 18117, 18127, 18130, 18164, 37347, 37366, 37369, 37371, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19886, 19916, 19919, 19977, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13253, 13278, 13281, 13474, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47552, 47572, 47575, 47647, -1, -1, -1, -1,
        46204, 46223, 46226, 46327, 50679, 50704, 50707, 50730, 7919, 7932, 7935, 7944, 32899, 32925, 32928, 32940,
        44830, 44858, 44861, 44876, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38783, 38810, 38813, 38884, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18289, 18307, 18310, 18331, -1, -1, -1, -1, 51800, 51818, 51821, 51955, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35604, 35629, 35632, 35686,
        41299, 41316, 41319, 41344, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12921, 12941, 12944, 13084, 48958, 48974, 48977, 49025, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56361, 56381, 56384, 56462, 29205, 29230, 29233, 29322,
        2161, 2180, 2183, 3013, -1, -1, -1, -1, -1, -1, -1, -1, 37549, 37566, 37569, 37573,
        -1, -1, -1, -1, -1, -1, -1, -1, 33134, 33168, 33171, 33177, 18423, 18441, 18444, 18519,
        38207, 38222, 38225, 38276, 50360, 50378, 50381, 50396, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15846, 15862, 15865, 15952, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7556, 7578, 7581, 7610, 38581, 38595, 38598, 38626, -1, -1, -1, -1,
        4050, 4076, 4079, 4142, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14938, 14956, 14959, 15031, 36372, 36389, 36392, 36419,
        50529, 50552, 50555, 50568, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7683, 7707, 7710, 7788, 22330, 22348, 22351, 22367,
        774, 784, 787, 790, 29920, 29935, 29938, 29991, 42793, 42813, 42816, 42858, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6823, 6847, 6850, 6937,
        46500, 46523, 46526, 46602, 24908, 24922, 24925, 24956, 40791, 40810, 40813, 40820, 50171, 50196, 50199, 50225,
        7611, 7635, 7638, 7682, -1, -1, -1, -1, 45737, 45753, 45756, 45811, 24419, 24446, 24449, 24531,
        -1, -1, -1, -1, 35687, 35710, 35713, 35746, 41615, 41621, 41624, 41636, -1, -1, -1, -1,
        6938, 6958, 6961, 7014, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14378, 14392, 14395, 14430, 28618, 28636, 28639, 28694, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14485, 14504, 14507, 14576, 31003, 31030, 31033, 31063, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5382, 5404, 5407, 5505,
        -1, -1, -1, -1, 43665, 43684, 43687, 43718, -1, -1, -1, -1, 9136, 9155, 9158, 9862,
        21937, 21952, 21955, 21976, 24804, 24825, 24828, 24907, 6680, 6697, 6700, 6735, 35545, 35575, 35578, 35603,
        39692, 39710, 39713, 39718, -1, -1, -1, -1, 558, 569, 572, 576, 2109, 2127, 2130, 2160,
        32586, 32605, 32608, 32619, 5875, 5891, 5894, 5964, 47008, 47026, 47029, 47094, 55833, 55851, 55854, 55934,
        -1, -1, -1, -1, -1, -1, -1, -1, 27375, 27389, 27392, 27452, 50786, 50810, 50813, 50833,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13557, 13576, 13579, 13694, 44595, 44630, 44633, 44690,
        -1, -1, -1, -1, -1, -1, -1, -1, 54992, 55011, 55014, 55089, -1, -1, -1, -1,
        16181, 16197, 16200, 16212, -1, -1, -1, -1, -1, -1, -1, -1, 19374, 19407, 19410, 19442,
        54324, 54339, 54342, 54387, 56787, 56806, 56809, 56858, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50226, 50245, 50248, 50271, -1, -1, -1, -1,
        -1, -1, -1, -1, 37140, 37164, 37167, 37346, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52838, 52861, 52864, 52899, -1, -1, -1, -1, 21340, 21360, 21363, 21394,
        -1, -1, -1, -1, 40661, 40681, 40684, 40692, 810, 822, 825, 830, 14577, 14597, 14600, 14659,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19542, 19566, 19569, 19629, -1, -1, -1, -1,
        44404, 44415, 44418, 44429, 31462, 31486, 31489, 31634, -1, -1, -1, -1, 57573, 57588, 57591, 57622,
        -1, -1, -1, -1, -1, -1, -1, -1, 43935, 43959, 43962, 43988, 58163, 58178, 58181, 58242,
        -1, -1, -1, -1, -1, -1, -1, -1, 54887, 54903, 54906, 54991, 31064, 31076, 31079, 31109,
        48408, 48429, 48432, 48523, 45055, 45075, 45078, 45115, -1, -1, -1, -1, 15528, 15550, 15553, 15632,
        -1, -1, -1, -1, 16665, 16682, 16685, 16731, -1, -1, -1, -1, 50611, 50631, 50634, 50651,
        -1, -1, -1, -1, -1, -1, -1, -1, 30407, 30423, 30426, 30451, 38470, 38493, 38496, 38532,
        52340, 52358, 52361, 52497, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7353, 7373, 7376, 7439, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5965, 5984, 5987, 6032, 34886, 34911, 34914, 34987, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25516, 25537, 25540, 25546,
        -1, -1, -1, -1, 3014, 3034, 3037, 3228, 55935, 55958, 55961, 56001, -1, -1, -1, -1,
        58075, 58093, 58096, 58162, 854, 873, 876, 952, 54388, 54399, 54402, 54415, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15142, 15158, 15161, 15170, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36832, 36858, 36861, 36962, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57150, 57169, 57172, 57184, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43719, 43743, 43746, 43762, 48049, 48065, 48068, 48187,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50943, 50976, 50979, 51002,
        47095, 47114, 47117, 47195, -1, -1, -1, -1, -1, -1, -1, -1, 57911, 57922, 57925, 57948,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28090, 28111, 28114, 28139, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26645, 26665, 26668, 26688,
        -1, -1, -1, -1, 31687, 31708, 31711, 31758, -1, -1, -1, -1, -1, -1, -1, -1,
        56164, 56178, 56181, 56244, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15307, 15323, 15326, 15347,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30324, 30343, 30346, 30364,
        27998, 28016, 28019, 28031, -1, -1, -1, -1, 57107, 57124, 57127, 57149, -1, -1, -1, -1,
        14825, 14843, 14846, 14937, 51353, 51375, 51378, 51496, -1, -1, -1, -1, 54098, 54122, 54125, 54175,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 22098, 22111, 22114, 22122, -1, -1, -1, -1, -1, -1, -1, -1,
        5796, 5820, 5823, 5874, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38277, 38296, 38299, 38349, 53227, 53252, 53255, 53309, 53702, 53717, 53720, 53741, 53507, 53538, 53541, 53580,
        -1, -1, -1, -1, -1, -1, -1, -1, 18332, 18352, 18355, 18378, -1, -1, -1, -1,
        37654, 37677, 37680, 37705, 40551, 40569, 40572, 40578, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28695, 28708, 28711, 28807,
        -1, -1, -1, -1, 38415, 38431, 38434, 38469, 23771, 23798, 23801, 23854, 5506, 5527, 5530, 5718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29593, 29605, 29608, 29609, 31399, 31421, 31424, 31461,
        31967, 31991, 31994, 32046, 5127, 5144, 5147, 5168, 49642, 49667, 49670, 49681, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55672, 55692, 55695, 55832,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49505, 49524, 49527, 49560, 732, 743, 746, 750, -1, -1, -1, -1, 6095, 6119, 6122, 6215,
        -1, -1, -1, -1, 22169, 22182, 22185, 22211, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41580, 41601, 41604, 41614, -1, -1, -1, -1, -1, -1, -1, -1,
        38350, 38368, 38371, 38414, 43253, 43271, 43274, 43357, 14307, 14331, 14334, 14377, 32620, 32640, 32643, 32652,
        -1, -1, -1, -1, -1, -1, -1, -1, 28140, 28156, 28159, 28185, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22279, 22305, 22308, 22329, -1, -1, -1, -1, 33255, 33283, 33286, 33300, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38885, 38914, 38917, 38990, 45116, 45134, 45137, 45155,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57011, 57030, 57033, 57058, 25989, 26006, 26009, 26026, 43012, 43033, 43036, 43189,
        45812, 45828, 45831, 45857, -1, -1, -1, -1, 27616, 27636, 27639, 27647, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 40895, 40913, 40916, 40922, -1, -1, -1, -1,
        19630, 19646, 19649, 19885, -1, -1, -1, -1, -1, -1, -1, -1, 41062, 41080, 41083, 41090,
        -1, -1, -1, -1, -1, -1, -1, -1, 25881, 25898, 25901, 25988, -1, -1, -1, -1,
        30210, 30234, 30237, 30269, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37372, 37391, 37394, 37400, 22036, 22051, 22054, 22064, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23077, 23102, 23105, 23164, 26336, 26350, 26353, 26417,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45482, 45505, 45508, 45550, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14660, 14678, 14681, 14711, -1, -1, -1, -1, 15171, 15189, 15192, 15306,
        18379, 18392, 18395, 18422, 33347, 33366, 33369, 33769, 38627, 38649, 38652, 38686, 21060, 21089, 21092, 21139,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7440, 7458, 7461, 7555, 3560, 3576, 3579, 3586, -1, -1, -1, -1, -1, -1, -1, -1,
        39426, 39446, 39449, 39471, 16168, 16175, 16178, 16180, 21849, 21863, 21866, 21874, 32286, 32313, 32316, 32377,
        34147, 34171, 34174, 34305, -1, -1, -1, -1, 46930, 46947, 46950, 47007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1101, 1127, 1130, 1238, 32047, 32066, 32069, 32128, -1, -1, -1, -1,
        14431, 14448, 14451, 14484, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50312, 50328, 50331, 50359, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44737, 44766, 44769, 44785, -1, -1, -1, -1, 43449, 43470, 43473, 43493, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37463, 37480, 37483, 37487, 40136, 40147, 40150, 40169,
        -1, -1, -1, -1, 48272, 48287, 48290, 48306, 4195, 4207, 4210, 4273, 58560, 58576, 58579, 58618,
        -1, -1, -1, -1, 12156, 12180, 12183, 12375, -1, -1, -1, -1, 57425, 57442, 57445, 57459,
        -1, -1, -1, -1, -1, -1, -1, -1, 41032, 41045, 41048, 41061, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 28363, 28383, 28386, 28432, -1, -1, -1, -1,
        36239, 36260, 36263, 36371, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4764, 4788, 4791, 4797, 31759, 31786, 31789, 31845, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42605, 42624, 42627, 42658, 22065, 22082, 22085, 22097,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55616, 55634, 55637, 55671, -1, -1, -1, -1, -1, -1, -1, -1,
        57364, 57382, 57385, 57424, 40579, 40598, 40601, 40608, 50422, 50451, 50454, 50473, 18863, 18879, 18882, 18939,
        -1, -1, -1, -1, 37809, 37831, 37834, 37909, -1, -1, -1, -1, -1, -1, -1, -1,
        4735, 4755, 4758, 4763, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16119, 16132, 16135, 16143, -1, -1, -1, -1, -1, -1, -1, -1, 18520, 18540, 18543, 18576,
        -1, -1, -1, -1, 5066, 5092, 5095, 5126, -1, -1, -1, -1, 38533, 38551, 38554, 38580,
        45674, 45694, 45697, 45736, -1, -1, -1, -1, 24222, 24249, 24252, 24372, 53742, 53759, 53762, 53784,
        32378, 32403, 32406, 32447, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56527, 56548, 56551, 56581, 44046, 44064, 44067, 44083,
        39071, 39099, 39102, 39156, 11839, 11863, 11866, 11957, 18165, 18185, 18188, 18224, -1, -1, -1, -1,
        688, 700, 703, 708, 42404, 42423, 42426, 42452, 43808, 43821, 43824, 43855, 43763, 43785, 43788, 43807,
        30165, 30180, 30183, 30209, 36137, 36162, 36165, 36238, 43989, 44015, 44018, 44045, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38991, 39017, 39020, 39070, 953, 974, 977, 1040,
        36420, 36439, 36442, 36539, 28571, 28591, 28594, 28617, 53785, 53801, 53804, 53963, -1, -1, -1, -1,
        4798, 4811, 4814, 4820, 43494, 43512, 43515, 43531, 50123, 50148, 50151, 50170, 35815, 35838, 35841, 35945,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49214, 49230, 49233, 49254, 14209, 14231, 14234, 14306,
        53427, 53452, 53455, 53506, -1, -1, -1, -1, -1, -1, -1, -1, 28433, 28455, 28458, 28505,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 16927, 16940, 16943, 17047,
        -1, -1, -1, -1, 16811, 16821, 16824, 16926, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27756, 27772, 27775, 27786, 4143, 4156, 4159, 4194, 55229, 55243, 55246, 55311, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42345, 42361, 42364, 42403, -1, -1, -1, -1,
        -1, -1, -1, -1, 4844, 4858, 4861, 4896, 18940, 18955, 18958, 18993, 40639, 40654, 40657, 40660,
        50885, 50912, 50915, 50942, 51003, 51038, 51041, 51065, 42257, 42275, 42278, 42344, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41637, 41661, 41664, 41705,
        45551, 45571, 45574, 45616, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40416, 40435, 40438, 40462, 25547, 25567, 25570, 25684, 40463, 40484, 40487, 40512, 40693, 40711, 40714, 40720,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33088, 33122, 33125, 33133, -1, -1, -1, -1, 37430, 37451, 37454, 37462,
        25352, 25373, 25376, 25437, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29104, 29128, 29131, 29204, 20045, 20068, 20071, 20153, -1, -1, -1, -1,
        -1, -1, -1, -1, 14067, 14092, 14095, 14115, 54030, 54055, 54058, 54097, 6410, 6429, 6432, 6436,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36963, 36982, 36985, 37039, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34056, 34080, 34083, 34146, -1, -1, -1, -1, 57623, 57638, 57641, 57669, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7856, 7881, 7884, 7918, -1, -1, -1, -1,
        54176, 54197, 54200, 54259, -1, -1, -1, -1, 23165, 23188, 23191, 23279, 11634, 11658, 11661, 11838,
        40845, 40862, 40865, 40870, 42659, 42678, 42681, 42753, 47315, 47332, 47335, 47367, 4708, 4726, 4729, 4734,
        274, 291, 294, 307, 9054, 9074, 9077, 9135, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 12488, 12513, 12516, 12693, 17445, 17462, 17465, 17576, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33040, 33075, 33078, 33087,
        48898, 48910, 48913, 48957, -1, -1, -1, -1, 38687, 38708, 38711, 38744, 6550, 6573, 6576, 6608,
        51214, 51241, 51244, 51266, -1, -1, -1, -1, 51705, 51724, 51727, 51799, 22920, 22946, 22949, 23076,
        26819, 26835, 26838, 26904, 33211, 33237, 33240, 33254, 55484, 55506, 55509, 55615, 16240, 16250, 16253, 16259,
        -1, -1, -1, -1, -1, -1, -1, -1, 27302, 27315, 27318, 27374, -1, -1, -1, -1,
        38053, 38074, 38077, 38127, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35105, 35121, 35124, 35168, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30127, 30143, 30146, 30164, -1, -1, -1, -1,
        21395, 21419, 21422, 21525, 608, 625, 628, 638, 23399, 23419, 23422, 23539, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24102, 24129, 24132, 24221,
        -1, -1, -1, -1, -1, -1, -1, -1, 40609, 40628, 40631, 40638, -1, -1, -1, -1,
        -1, -1, -1, -1, 29992, 30010, 30013, 30077, -1, -1, -1, -1, 4897, 4908, 4911, 5016,
        12130, 12143, 12146, 12155, 44929, 44947, 44950, 44989, 44244, 44266, 44269, 44285, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 46452, 46467, 46470, 46499, 54416, 54430, 54433, 54550,
        -1, -1, -1, -1, 53964, 53986, 53989, 54029, 4555, 4571, 4574, 4631, 57224, 57238, 57241, 57273,
        16213, 16224, 16227, 16239, 49425, 49437, 49440, 49468, 49792, 49812, 49815, 49838, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29799, 29811, 29814, 29830, -1, -1, -1, -1, 1817, 1842, 1845, 1900, -1, -1, -1, -1,
        -1, -1, -1, -1, 4632, 4643, 4646, 4654, 44145, 44163, 44166, 44182, 4655, 4673, 4676, 4685,
        -1, -1, -1, -1, 4389, 4414, 4417, 4437, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16080, 16099, 16102, 16118,
        26418, 26441, 26444, 26482, 4356, 4377, 4380, 4388, 23540, 23568, 23571, 23770, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57306, 57322, 57325, 57363, -1, -1, -1, -1,
        42453, 42471, 42474, 42509, 42859, 42877, 42880, 42908, 1692, 1716, 1719, 1816, 368, 380, 383, 388,
        7789, 7813, 7816, 7855, 15032, 15048, 15051, 15141, 24957, 24971, 24974, 25026, 39719, 39744, 39747, 39764,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58619, 58637, 58640, 58682, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50079, 50102, 50105, 50122, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12694, 12715, 12718, 12779, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6373, 6391, 6394, 6409, 25267, 25286, 25289, 25351, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36060, 36077, 36080, 36136, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35315, 35348, 35351, 35404, 41211, 41245, 41248, 41298, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 47648, 47670, 47673, 47705, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47368, 47386, 47389, 47433,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4327, 4347, 4350, 4355, 21263, 21288, 21291, 21305,
        22016, 22027, 22030, 22035, -1, -1, -1, -1, 24689, 24712, 24715, 24803, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46328, 46347, 46350, 46451, 49143, 49160, 49163, 49213, -1, -1, -1, -1,
        15741, 15760, 15763, 15777, 12086, 12102, 12105, 12129, -1, -1, -1, -1, -1, -1, -1, -1,
        27935, 27954, 27957, 27965, 3587, 3607, 3610, 3767, 53631, 53659, 53662, 53701, -1, -1, -1, -1,
        7015, 7034, 7037, 7089, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1239, 1257, 1260, 1355,
        57730, 57750, 57753, 57784, 40997, 41007, 41010, 41031, 21526, 21550, 21553, 21638, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39814, 39839, 39842, 39859,
        47813, 47833, 47836, 47951, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21875, 21887, 21890, 21892, 51114, 51143, 51146, 51163, -1, -1, -1, -1,
        13948, 13973, 13976, 14066, 45617, 45636, 45639, 45673, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1498, 1521, 1524, 1615, 45248, 45265, 45268, 45315,
        -1, -1, -1, -1, 34306, 34326, 34329, 34368, 44084, 44104, 44107, 44124, 57460, 57477, 57480, 57494,
        -1, -1, -1, -1, 39605, 39628, 39631, 39646, 58683, 58703, 58706, 58749, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57495, 57513, 57516, 57537, -1, -1, -1, -1,
        23855, 23890, 23893, 23979, -1, -1, -1, -1, 16260, 16273, 16276, 16429, 30641, 30668, 30671, 30723,
        43404, 43426, 43429, 43448, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 4686, 4700, 4703, 4707, -1, -1, -1, -1,
        -1, -1, -1, -1, 37764, 37783, 37786, 37808, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26117, 26132, 26135, 26238, 12015, 12040, 12043, 12085,
        28275, 28285, 28288, 28302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50397, 50409, 50412, 50421, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29719, 29733, 29736, 29798, 57185, 57204, 57207, 57223, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20494, 20523, 20526, 20641, -1, -1, -1, -1,
        44183, 44203, 44206, 44223, 56002, 56021, 56024, 56101, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52129, 52150, 52153, 52339, -1, -1, -1, -1, -1, -1, -1, -1,
        18748, 18767, 18770, 18862, 7166, 7190, 7193, 7243, 47434, 47453, 47456, 47551, -1, -1, -1, -1,
        26239, 26261, 26264, 26335, -1, -1, -1, -1, 39243, 39265, 39268, 39332, -1, -1, -1, -1,
        39574, 39591, 39594, 39604, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38128, 38150, 38153, 38206, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21306, 21322, 21325, 21339, 49308, 49329, 49332, 49386, 20709, 20735, 20738, 20775, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45999, 46023, 46026, 46147, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, 51956, 51975, 51978, 52128, -1, -1, -1, -1,
        -1, -1, -1, -1, 27686, 27709, 27712, 27723, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41779, 41802, 41805, 41833, -1, -1, -1, -1, -1, -1, -1, -1,
        15633, 15653, 15656, 15740, -1, -1, -1, -1, -1, -1, -1, -1, 13475, 13496, 13499, 13556,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37910, 37926, 37929, 37987,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21816, 21833, 21836, 21848, -1, -1, -1, -1, -1, -1, -1, -1, 16502, 16525, 16528, 16569,
        15388, 15405, 15408, 15458, -1, -1, -1, -1, -1, -1, -1, -1, 15778, 15795, 15798, 15845,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44224, 44231, 44234, 44243, -1, -1, -1, -1, -1, -1, -1, -1,
        11958, 11982, 11985, 12014, 27185, 27201, 27204, 27301, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40369, 40388, 40391, 40415,
        43358, 43376, 43379, 43403, -1, -1, -1, -1, 27966, 27986, 27989, 27997, -1, -1, -1, -1,
        -1, -1, -1, -1, 57824, 57840, 57843, 57865, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48307, 48324, 48327, 48407, -1, -1, -1, -1, -1, -1, -1, -1,
        21678, 21704, 21707, 21733, -1, -1, -1, -1, 26689, 26707, 26710, 26818, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4821, 4834, 4837, 4843, 21734, 21747, 21750, 21763,
        14712, 14732, 14735, 14824, 32784, 32816, 32819, 32840, -1, -1, -1, -1, 19978, 20008, 20011, 20044,
        39978, 40003, 40006, 40089, -1, -1, -1, -1, 31189, 31213, 31216, 31269, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15953, 15970, 15973, 16079, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40721, 40737, 40740, 40744, 42959, 42977, 42980, 43011,
        51267, 51290, 51293, 51352, -1, -1, -1, -1, 49839, 49862, 49865, 49902, -1, -1, -1, -1,
        57538, 57555, 57558, 57572, 29323, 29350, 29353, 29443, 57274, 57295, 57298, 57305, -1, -1, -1, -1,
        4274, 4290, 4293, 4326, 40971, 40988, 40991, 40996, -1, -1, -1, -1, 49255, 49269, 49272, 49307,
        -1, -1, -1, -1, -1, -1, -1, -1, 20261, 20285, 20288, 20345, -1, -1, -1, -1,
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
        -1, -1, -1, -1, -1, -1, -1, -1, 51749, 51769, 51772, 51788, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58998, 59018, 59021, 59035,
        -1, -1, -1, -1, 33865, 33877, 33880, 33912, 15532, 15556, 15559, 16003, -1, -1, -1, -1,
        12353, 12373, 12376, 12523, 50122, 50140, 50143, 50192, 34618, 34642, 34645, 34674, 59098, 59112, 59115, 59179,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 44038, 44057, 44060, 44109, 6699, 6716, 6719, 6772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29021, 29041, 29044, 29104, 29975, 29996, 29999, 30084, 40111, 40128, 40131, 40259,
        -1, -1, -1, -1, -1, -1, -1, -1, 63349, 63375, 63378, 63429, -1, -1, -1, -1,
        51034, 51060, 51063, 51162, -1, -1, -1, -1, -1, -1, -1, -1, 21453, 21471, 21474, 21504,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45442, 45459, 45462, 45732, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72326, 72352, 72355, 72381, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2820, 2846, 2849, 2976, 18402, 18424, 18427, 18594, -1, -1, -1, -1,
        32198, 32224, 32227, 32291, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91508, 91532, 91535, 91579, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47840, 47858, 47861, 47891,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79877, 79901, 79904, 79928, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57506, 57523, 57526, 57970,
        71984, 72011, 72014, 72038, -1, -1, -1, -1, 34184, 34194, 34197, 34213, 9975, 9994, 9997, 10086,
        -1, -1, -1, -1, -1, -1, -1, -1, 82477, 82511, 82514, 82567, 90981, 90999, 91002, 91068,
        -1, -1, -1, -1, 64299, 64318, 64321, 64382, 77749, 77763, 77766, 77851, 64839, 64859, 64862, 64893,
        25430, 25447, 25450, 25586, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        16004, 16028, 16031, 17571, 42268, 42282, 42285, 42544, 34148, 34159, 34162, 34183, 46588, 46608, 46611, 46660,
        88696, 88712, 88715, 88868, 94302, 94317, 94320, 94473, -1, -1, -1, -1, -1, -1, -1, -1,
        29199, 29215, 29218, 29270, 81174, 81205, 81208, 81254, -1, -1, -1, -1, 44298, 44318, 44321, 44403,
        -1, -1, -1, -1, -1, -1, -1, -1, 8567, 8579, 8582, 8693, -1, -1, -1, -1,
        -1, -1, -1, -1, 51960, 51991, 51994, 52021, 63512, 63539, 63542, 63595, -1, -1, -1, -1,
        -1, -1, -1, -1, 67268, 67290, 67293, 67333, 39710, 39728, 39731, 39848, 20338, 20363, 20366, 20505,
        86569, 86594, 86597, 86755, -1, -1, -1, -1, 38269, 38279, 38282, 38358, -1, -1, -1, -1,
        -1, -1, -1, -1, 64254, 64270, 64273, 64298, -1, -1, -1, -1, -1, -1, -1, -1,
        95170, 95186, 95189, 95250, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54873, 54898, 54901, 54945, 75453, 75480, 75483, 75626, -1, -1, -1, -1,
        -1, -1, -1, -1, 34392, 34404, 34407, 34419, -1, -1, -1, -1, 62858, 62883, 62886, 62913,
        -1, -1, -1, -1, 62946, 62971, 62974, 63025, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26195, 26223, 26226, 26637, 32724, 32740, 32743, 32776, 39130, 39152, 39155, 39319, 64563, 64583, 64586, 64654,
        30085, 30118, 30121, 30238, 66434, 66465, 66468, 66566, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10813, 10832, 10835, 10938, 240, 257, 260, 284,
        56549, 56565, 56568, 56742, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47079, 47101, 47104, 47173, -1, -1, -1, -1,
        -1, -1, -1, -1, 82387, 82420, 82423, 82476, -1, -1, -1, -1, -1, -1, -1, -1,
        78218, 78235, 78238, 78353, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71172, 71190, 71193, 71217, -1, -1, -1, -1, 71397, 71410, 71413, 71419, 88869, 88883, 88886, 88987,
        -1, -1, -1, -1, -1, -1, -1, -1, 65832, 65864, 65867, 65957, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21035, 21060, 21063, 21203, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43288, 43311, 43314, 43330, 65334, 65351, 65354, 65362,
        31403, 31426, 31429, 31594, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69713, 69739, 69742, 69835, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56221, 56248, 56251, 56338,
        -1, -1, -1, -1, 7916, 7934, 7937, 8085, 46807, 46827, 46830, 46897, 71351, 71362, 71365, 71396,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49014, 49039, 49042, 49191, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94817, 94834, 94837, 94988, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91187, 91205, 91208, 91357, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62749, 62773, 62776, 62805, 29650, 29670, 29673, 29762, -1, -1, -1, -1, 2454, 2480, 2483, 2554,
        70791, 70798, 70801, 70812, 81580, 81602, 81605, 81606, -1, -1, -1, -1, 71125, 71144, 71147, 71171,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61662, 61689, 61692, 61787, 64110, 64132, 64135, 64180, -1, -1, -1, -1,
        48452, 48472, 48475, 48513, 72938, 72958, 72961, 72996, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12223, 12246, 12249, 12352, 36431, 36456, 36459, 36632,
        75300, 75319, 75322, 75452, 92352, 92369, 92372, 92404, -1, -1, -1, -1, -1, -1, -1, -1,
        50835, 50854, 50857, 50903, 43784, 43796, 43799, 43877, 25193, 25214, 25217, 25320, 55760, 55784, 55787, 55897,
        87320, 87343, 87346, 87373, -1, -1, -1, -1, 81607, 81632, 81635, 81702, 88301, 88319, 88322, 88377,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52077, 52105, 52108, 52143, 86237, 86261, 86264, 86421, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78354, 78371, 78374, 78471, -1, -1, -1, -1,
        27960, 27981, 27984, 28096, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 79104, 79117, 79120, 79161, 72997, 73010, 73013, 73057, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58862, 58881, 58884, 58892, 83045, 83070, 83073, 83119,
        85643, 85661, 85664, 85851, 89477, 89504, 89507, 89675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51836, 51872, 51875, 51896,
        -1, -1, -1, -1, 59678, 59694, 59697, 59809, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48713, 48744, 48747, 49013, -1, -1, -1, -1, 17726, 17744, 17747, 18401,
        85593, 85612, 85615, 85642, 9678, 9688, 9691, 9866, 78944, 78964, 78967, 79103, -1, -1, -1, -1,
        -1, -1, -1, -1, 43123, 43133, 43136, 43183, -1, -1, -1, -1, 49747, 49766, 49769, 49805,
        44725, 44745, 44748, 44833, -1, -1, -1, -1, 95251, 95266, 95269, 95361, -1, -1, -1, -1,
        -1, -1, -1, -1, 39320, 39336, 39339, 39489, -1, -1, -1, -1, -1, -1, -1, -1,
        12524, 12548, 12551, 14099, 20033, 20055, 20058, 20173, -1, -1, -1, -1, -1, -1, -1, -1,
        41491, 41505, 41508, 41684, 46992, 47012, 47015, 47078, 81255, 81278, 81281, 81316, 34479, 34491, 34494, 34496,
        42981, 42994, 42997, 43122, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32981, 33010, 33013, 33100, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65144, 65160, 65163, 65169,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5795, 5816, 5819, 6126, 51163, 51188, 51191, 51292, -1, -1, -1, -1,
        33695, 33718, 33721, 33740, -1, -1, -1, -1, 7576, 7602, 7605, 7653, 66567, 66600, 66603, 66701,
        94989, 95003, 95006, 95075, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86893, 86915, 86918, 86985, 51789, 51813, 51816, 51835, 80331, 80360, 80363, 80436,
        44110, 44130, 44133, 44161, -1, -1, -1, -1, 46062, 46088, 46091, 46235, 81894, 81921, 81924, 81991,
        -1, -1, -1, -1, 89997, 90017, 90020, 90055, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47359, 47376, 47379, 47527,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 88988, 89010, 89013, 89153,
        -1, -1, -1, -1, 7775, 7792, 7795, 7915, -1, -1, -1, -1, 76192, 76219, 76222, 76403,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 74212, 74234, 74237, 74432,
        -1, -1, -1, -1, -1, -1, -1, -1, 68599, 68617, 68620, 68701, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73162, 73183, 73186, 73215, 40628, 40649, 40652, 40782,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65272, 65288, 65291, 65301,
        -1, -1, -1, -1, 9056, 9074, 9077, 9147, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94047, 94064, 94067, 94106, -1, -1, -1, -1, 10176, 10196, 10199, 10364,
        51601, 51625, 51628, 51637, -1, -1, -1, -1, 93582, 93598, 93601, 93677, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 9340, 9369, 9372, 9473, 34068, 34078, 34081, 34085,
        874, 888, 891, 909, 33913, 33926, 33929, 33941, 55671, 55695, 55698, 55759, 78472, 78490, 78493, 78635,
        81015, 81045, 81048, 81094, -1, -1, -1, -1, -1, -1, -1, -1, 1502, 1523, 1526, 1596,
        -1, -1, -1, -1, 44209, 44225, 44228, 44297, 52679, 52702, 52705, 52731, 89813, 89835, 89838, 89996,
        21397, 21423, 21426, 21452, 75627, 75647, 75650, 75766, 67334, 67358, 67361, 67535, 9474, 9496, 9499, 9585,
        29763, 29790, 29793, 29974, 67536, 67555, 67558, 67588, 91671, 91691, 91694, 91793, -1, -1, -1, -1,
        131, 148, 151, 154, 53441, 53469, 53472, 53904, 80273, 80293, 80296, 80330, 82897, 82924, 82927, 82969,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32376, 32396, 32399, 32487,
        77047, 77063, 77066, 77087, 80061, 80082, 80085, 80143, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        27497, 27520, 27523, 27959, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77435, 77457, 77460, 77582, 177, 189, 192, 210,
        70240, 70261, 70264, 70288, -1, -1, -1, -1, 64472, 64491, 64494, 64562, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43542, 43558, 43561, 43579, -1, -1, -1, -1,
        77128, 77145, 77148, 77178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41376, 41392, 41395, 41490, 65544, 65558, 65561, 65578, 72598, 72617, 72620, 72687, 82232, 82257, 82260, 82302,
        -1, -1, -1, -1, -1, -1, -1, -1, 43606, 43625, 43628, 43646, 34927, 34942, 34945, 35777,
        43461, 43478, 43481, 43491, 44404, 44425, 44428, 44510, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81442, 81467, 81470, 81505, -1, -1, -1, -1, 72442, 72460, 72463, 72526, -1, -1, -1, -1,
        -1, -1, -1, -1, 55048, 55071, 55074, 55198, 42068, 42082, 42085, 42161, -1, -1, -1, -1,
        43184, 43192, 43195, 43249, 34878, 34898, 34901, 34926, 58963, 58984, 58987, 58997, -1, -1, -1, -1,
        48514, 48536, 48539, 48574, 49366, 49386, 49389, 49479, -1, -1, -1, -1, -1, -1, -1, -1,
        51512, 51536, 51539, 51600, 63965, 63987, 63990, 64035, 24696, 24708, 24711, 24730, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17572, 17592, 17595, 17725, -1, -1, -1, -1,
        26638, 26656, 26659, 26880, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69077, 69097, 69100, 69181, -1, -1, -1, -1, -1, -1, -1, -1, 79974, 79996, 79999, 80060,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59069, 59086, 59089, 59097,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32488, 32511, 32514, 32557,
        66702, 66727, 66730, 66813, 92253, 92260, 92263, 92303, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33101, 33126, 33129, 33149, -1, -1, -1, -1, -1, -1, -1, -1, 68406, 68425, 68428, 68461,
        -1, -1, -1, -1, 23366, 23382, 23385, 23412, -1, -1, -1, -1, 73216, 73238, 73241, 73297,
        -1, -1, -1, -1, -1, -1, -1, -1, 38494, 38516, 38519, 38692, 93397, 93410, 93413, 93479,
        4758, 4783, 4786, 4969, 67630, 67649, 67652, 67687, -1, -1, -1, -1, 23531, 23546, 23549, 23638,
        -1, -1, -1, -1, 79704, 79724, 79727, 79758, 91794, 91822, 91825, 91963, 68134, 68159, 68162, 68198,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 80437, 80458, 80461, 80483,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43376, 43396, 43399, 43413,
        -1, -1, -1, -1, 79546, 79562, 79565, 79605, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86986, 87009, 87012, 87087, 42162, 42177, 42180, 42267,
        93910, 93928, 93931, 93988, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80744, 80756, 80759, 80813, 86422, 86445, 86448, 86568, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32777, 32795, 32798, 32862, 37655, 37686, 37689, 37828, 52395, 52413, 52416, 52439,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65211, 65227, 65230, 65238,
        -1, -1, -1, -1, -1, -1, -1, -1, 52440, 52466, 52469, 52498, 94474, 94490, 94493, 94646,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27112, 27137, 27140, 27496, 48206, 48224, 48227, 48265, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30332, 30371, 30374, 30454, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65363, 65378, 65381, 65384, 71218, 71238, 71241, 71267, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34040, 34054, 34057, 34067, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46661, 46675, 46678, 46787, 70193, 70212, 70215, 70239, 83749, 83773, 83776, 84160, 20951, 20974, 20977, 21034,
        -1, -1, -1, -1, 2004, 2030, 2033, 2281, -1, -1, -1, -1, 34366, 34378, 34381, 34391,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62324, 62347, 62350, 62464,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31728, 31757, 31760, 31961, -1, -1, -1, -1, -1, -1, -1, -1, 95076, 95092, 95095, 95169,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63868, 63887, 63890, 63930, -1, -1, -1, -1, 68058, 68077, 68080, 68133,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69624, 69640, 69643, 69712, -1, -1, -1, -1, 5588, 5617, 5620, 5794,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60871, 60891, 60894, 60917, 94107, 94124, 94127, 94166, 980, 993, 996, 1014,
        45216, 45231, 45234, 45441, -1, -1, -1, -1, -1, -1, -1, -1, 4970, 4987, 4990, 5229,
        74660, 74682, 74685, 74715, 66960, 66983, 66986, 67041, 79843, 79857, 79860, 79876, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71420, 71430, 71433, 71438,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59254, 59273, 59276, 59354, 25672, 25690, 25693, 25810, -1, -1, -1, -1,
        -1, -1, -1, -1, 55327, 55351, 55354, 55505, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19629, 19650, 19653, 19740, 29105, 29120, 29123, 29198, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50440, 50464, 50467, 50628, 58305, 58328, 58331, 58460, -1, -1, -1, -1, 48068, 48093, 48096, 48148,
        48323, 48342, 48345, 48451, 70861, 70880, 70883, 70907, 92087, 92114, 92117, 92252, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28390, 28412, 28415, 28473,
        43492, 43511, 43514, 43541, 77088, 77107, 77110, 77127, 40260, 40282, 40285, 40404, 67184, 67206, 67209, 67267,
        64181, 64205, 64208, 64253, 82065, 82090, 82093, 82146, 85852, 85868, 85871, 86150, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46898, 46919, 46922, 46991,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 83196, 83221, 83224, 83270, 54419, 54439, 54442, 54670, -1, -1, -1, -1,
        52144, 52173, 52176, 52207, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73127, 73141, 73144, 73161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71268, 71282, 71285, 71320, 11083, 11107, 11110, 11231,
        5230, 5244, 5247, 5257, 43580, 43596, 43599, 43605, 62604, 62627, 62630, 62656, -1, -1, -1, -1,
        49611, 49638, 49641, 49746, -1, -1, -1, -1, 67129, 67150, 67153, 67183, 62529, 62556, 62559, 62603,
        6773, 6790, 6793, 6902, 70813, 70831, 70834, 70860, 73767, 73789, 73792, 73989, 78636, 78655, 78658, 78739,
        63596, 63616, 63619, 63704, 63185, 63212, 63215, 63266, 72097, 72124, 72127, 72149, 65117, 65132, 65135, 65143,
        2977, 3001, 3004, 3143, 71710, 71743, 71746, 71844, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32558, 32585, 32588, 32723, 54671, 54700, 54703, 54872, 62034, 62060, 62063, 62167, 63267, 63292, 63295, 63348,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67589, 67607, 67610, 67629,
        51638, 51665, 51668, 51680, 28097, 28107, 28110, 28144, 58794, 58813, 58816, 58826, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31021, 31051, 31054, 31166, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20506, 20531, 20534, 20727, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76782, 76802, 76805, 76934, -1, -1, -1, -1,
        74716, 74735, 74738, 74880, 81798, 81823, 81826, 81893, 12191, 12204, 12207, 12222, 52022, 52048, 52051, 52076,
        72382, 72410, 72413, 72441, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61229, 61256, 61259, 61381, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28599, 28617, 28620, 28657, -1, -1, -1, -1, 84316, 84334, 84337, 84601, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55987, 56012, 56015, 56115,
        66086, 66103, 66106, 66162, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20174, 20194, 20197, 20337, 78838, 78854, 78857, 78943, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91358, 91378, 91381, 91507, 46236, 46261, 46264, 46410,
        3220, 3239, 3242, 4542, -1, -1, -1, -1, -1, -1, -1, -1, 59036, 59053, 59056, 59068,
        -1, -1, -1, -1, -1, -1, -1, -1, 52337, 52371, 52374, 52394, 28788, 28806, 28809, 28926,
        60087, 60102, 60105, 60197, 80874, 80892, 80895, 80910, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24187, 24203, 24206, 24385, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11554, 11576, 11579, 11646, 45889, 45914, 45917, 46061, 60616, 60630, 60633, 60715,
        6127, 6153, 6156, 6302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22654, 22672, 22675, 22803, 57219, 57236, 57239, 57299,
        81380, 81403, 81406, 81441, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11765, 11789, 11792, 11996, 34833, 34851, 34854, 34877,
        1081, 1091, 1094, 1108, 47528, 47543, 47546, 47678, 68462, 68482, 68485, 68537, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10365, 10389, 10392, 10529,
        70289, 70313, 70316, 70365, 38953, 38967, 38970, 39033, 65170, 65189, 65192, 65210, 75159, 75182, 75185, 75299,
        11647, 11671, 11674, 11764, 80602, 80627, 80630, 80670, 60918, 60945, 60948, 61072, 38359, 38386, 38389, 38493,
        73605, 73621, 73624, 73709, 56116, 56139, 56142, 56220, 66850, 66856, 66859, 66869, -1, -1, -1, -1,
        10530, 10550, 10553, 10690, 93755, 93772, 93775, 93834, -1, -1, -1, -1, -1, -1, -1, -1,
        21781, 21795, 21798, 21867, 44907, 44925, 44928, 45029, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21964, 21983, 21986, 22099, 49192, 49219, 49222, 49276, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8086, 8108, 8111, 8260,
        -1, -1, -1, -1, 69836, 69855, 69858, 69900, -1, -1, -1, -1, 14236, 14255, 14258, 15531,
        34086, 34101, 34104, 34147, 38827, 38848, 38851, 38952, 10087, 10104, 10107, 10175, 55898, 55928, 55931, 55986,
        62914, 62932, 62935, 62945, -1, -1, -1, -1, 770, 781, 784, 794, 3144, 3162, 3165, 3219,
        51681, 51700, 51703, 51714, 8804, 8820, 8823, 8955, 75916, 75934, 75937, 76047, 90608, 90626, 90629, 90753,
        -1, -1, -1, -1, -1, -1, -1, -1, 42860, 42874, 42877, 42980, 81992, 82016, 82019, 82064,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20813, 20832, 20835, 20950, 71845, 71880, 71883, 71983,
        -1, -1, -1, -1, -1, -1, -1, -1, 89325, 89344, 89347, 89476, -1, -1, -1, -1,
        24748, 24764, 24767, 24788, -1, -1, -1, -1, -1, -1, -1, -1, 30239, 30272, 30275, 30331,
        88378, 88393, 88396, 88479, 91964, 91983, 91986, 92086, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80671, 80690, 80693, 80743, -1, -1, -1, -1,
        -1, -1, -1, -1, 58461, 58485, 58488, 58793, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86151, 86174, 86177, 86236, -1, -1, -1, -1, 33249, 33269, 33272, 33332,
        -1, -1, -1, -1, 65025, 65045, 65048, 65058, 1142, 1154, 1157, 1167, 22100, 22120, 22123, 22210,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30455, 30479, 30482, 30599, -1, -1, -1, -1,
        71321, 71332, 71335, 71350, 49882, 49906, 49909, 50121, -1, -1, -1, -1, 93265, 93280, 93283, 93331,
        -1, -1, -1, -1, -1, -1, -1, -1, 70444, 70468, 70471, 70520, 94647, 94662, 94665, 94816,
        -1, -1, -1, -1, -1, -1, -1, -1, 89154, 89170, 89173, 89324, 49277, 49289, 49292, 49365,
        78047, 78068, 78071, 78217, 72688, 72708, 72711, 72765, -1, -1, -1, -1, 23639, 23661, 23664, 23801,
        -1, -1, -1, -1, 25587, 25604, 25607, 25671, -1, -1, -1, -1, 81506, 81526, 81529, 81579,
        -1, -1, -1, -1, -1, -1, -1, -1, 48266, 48282, 48285, 48322, 28535, 28554, 28557, 28598,
        60442, 60465, 60468, 60553, 85271, 85289, 85292, 85592, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11232, 11252, 11255, 11382, 71077, 71095, 71098, 71124, -1, -1, -1, -1,
        -1, -1, -1, -1, 8956, 8975, 8978, 9055, 54946, 54971, 54974, 55047, -1, -1, -1, -1,
        28227, 28248, 28251, 28311, 82147, 82173, 82176, 82231, 82750, 82777, 82780, 82822, 39849, 39870, 39873, 39879,
        -1, -1, -1, -1, 4543, 4563, 4566, 4757, 90754, 90777, 90780, 90851, -1, -1, -1, -1,
        94167, 94185, 94188, 94301, 1197, 1216, 1219, 1362, 88480, 88491, 88494, 88516, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22970, 22986, 22989, 23020, 82823, 82851, 82854, 82896,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 93678, 93694, 93697, 93754,
        57971, 57997, 58000, 58207, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92459, 92478, 92481, 92506, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69901, 69925, 69928, 69957, 77583, 77599, 77602, 77748,
        -1, -1, -1, -1, 70366, 70391, 70394, 70443, -1, -1, -1, -1, 82568, 82601, 82604, 82657,
        76048, 76067, 76070, 76191, -1, -1, -1, -1, -1, -1, -1, -1, 93989, 94000, 94003, 94046,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43878, 43899, 43902, 43962, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41685, 41705, 41708, 41733,
        -1, -1, -1, -1, 50193, 50214, 50217, 50311, -1, -1, -1, -1, -1, -1, -1, -1,
        91069, 91083, 91086, 91186, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23315, 23331, 23334, 23365,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48149, 48168, 48171, 48205,
        43739, 43757, 43760, 43783, -1, -1, -1, -1, 92405, 92422, 92425, 92458, -1, -1, -1, -1,
        22458, 22476, 22479, 22653, 83491, 83513, 83516, 83748, -1, -1, -1, -1, 88059, 88083, 88086, 88162,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 34319, 34332, 34335, 34365, -1, -1, -1, -1, -1, -1, -1, -1,
        8694, 8718, 8721, 8803, 81317, 81341, 81344, 81379, -1, -1, -1, -1, -1, -1, -1, -1,
        60198, 60217, 60220, 60300, 86756, 86781, 86784, 86892, 87489, 87504, 87507, 87535, 87198, 87229, 87232, 87319,
        -1, -1, -1, -1, -1, -1, -1, -1, 28658, 28678, 28681, 28722, -1, -1, -1, -1,
        59180, 59203, 59206, 59253, 64894, 64912, 64915, 64923, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45030, 45043, 45046, 45215,
        -1, -1, -1, -1, 60377, 60393, 60396, 60441, 37248, 37275, 37278, 37430, 8261, 8282, 8285, 8566,
        28145, 28165, 28168, 28226, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        34497, 34521, 34524, 34555, -1, -1, -1, -1, 46788, 46800, 46803, 46806, 49806, 49828, 49831, 49881,
        50629, 50653, 50656, 50734, 7728, 7745, 7748, 7774, 71439, 71472, 71475, 71573, 79929, 79954, 79957, 79973,
        -1, -1, -1, -1, 34736, 34754, 34757, 34782, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 90334, 90354, 90357, 90607,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79759, 79778, 79781, 79842, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 9148, 9172, 9175, 9339,
        -1, -1, -1, -1, 34420, 34433, 34436, 34478, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66814, 66835, 66838, 66849, -1, -1, -1, -1, -1, -1, -1, -1,
        60301, 60319, 60322, 60376, 69182, 69200, 69203, 69366, 21672, 21696, 21699, 21780, 51715, 51735, 51738, 51748,
        -1, -1, -1, -1, -1, -1, -1, -1, 43963, 43979, 43982, 44037, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34675, 34701, 34704, 34735, -1, -1, -1, -1, 52618, 52646, 52649, 52678, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66298, 66330, 66333, 66433, -1, -1, -1, -1, 61382, 61411, 61414, 61538, 72881, 72899, 72902, 72937,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92304, 92323, 92326, 92351, 40573, 40590, 40593, 40627, 68778, 68799, 68802, 69076,
        73710, 73726, 73729, 73766, -1, -1, -1, -1, 43250, 43270, 43273, 43287, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 65302, 65320, 65323, 65333, -1, -1, -1, -1,
        30600, 30616, 30619, 31020, -1, -1, -1, -1, -1, -1, -1, -1, 65502, 65520, 65523, 65543,
        -1, -1, -1, -1, -1, -1, -1, -1, 40405, 40422, 40425, 40572, -1, -1, -1, -1,
        47995, 48019, 48022, 48067, -1, -1, -1, -1, -1, -1, -1, -1, 95534, 95553, 95556, 95631,
        -1, -1, -1, -1, 58827, 58846, 58849, 58861, 34237, 34252, 34255, 34272, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36064, 36089, 36092, 36224, 41172, 41186, 41189, 41293,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73298, 73321, 73324, 73383, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22211, 22229, 22232, 22301, -1, -1, -1, -1, 23021, 23039, 23042, 23314,
        28723, 28736, 28739, 28787, 52499, 52526, 52529, 52558, 52732, 52751, 52754, 53440, 32863, 32892, 32895, 32980,
        60716, 60738, 60741, 60784, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11383, 11401, 11404, 11553, 5258, 5274, 5277, 5292, -1, -1, -1, -1, -1, -1, -1, -1,
        62465, 62485, 62488, 62528, 24731, 24738, 24741, 24747, 33982, 33996, 33999, 34011, 51293, 51320, 51323, 51424,
        54049, 54073, 54076, 54312, -1, -1, -1, -1, 75767, 75784, 75787, 75915, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63026, 63052, 63055, 63104, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1597, 1623, 1626, 1815, 50735, 50754, 50757, 50834, -1, -1, -1, -1,
        21868, 21885, 21888, 21963, 70145, 70165, 70168, 70192, -1, -1, -1, -1, -1, -1, -1, -1,
        80814, 80830, 80833, 80873, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72150, 72179, 72182, 72206, -1, -1, -1, -1, 69501, 69522, 69525, 69568, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58930, 58947, 58950, 58962, 63931, 63942, 63945, 63964,
        -1, -1, -1, -1, 77852, 77867, 77870, 77902, 6375, 6387, 6390, 6489, 72207, 72233, 72236, 72264,
        95362, 95378, 95381, 95438, 19409, 19433, 19436, 19628, -1, -1, -1, -1, 93084, 93101, 93104, 93121,
        -1, -1, -1, -1, -1, -1, -1, -1, 65456, 65469, 65472, 65501, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 44511, 44531, 44534, 44616, -1, -1, -1, -1,
        57052, 57073, 57076, 57218, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7179, 7203, 7206, 7225, 50312, 50339, 50342, 50439, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68199, 68218, 68221, 68269, 34273, 34290, 34293, 34318,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72039, 72067, 72070, 72096, 90231, 90249, 90252, 90333, -1, -1, -1, -1,
        92985, 93003, 93006, 93083, 64924, 64943, 64946, 64960, 81095, 81124, 81127, 81173, 29452, 29468, 29471, 29572,
        -1, -1, -1, -1, 59425, 59447, 59450, 59540, -1, -1, -1, -1, -1, -1, -1, -1,
        7150, 7170, 7173, 7178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24653, 24666, 24669, 24695, -1, -1, -1, -1, -1, -1, -1, -1, 28927, 28947, 28950, 29020,
        -1, -1, -1, -1, 7654, 7680, 7683, 7727, 70647, 70666, 70669, 70694, 60554, 60572, 60575, 60615,
        73526, 73546, 73549, 73604, -1, -1, -1, -1, 38024, 38051, 38054, 38268, 87536, 87553, 87556, 87598,
        51425, 51450, 51453, 51511, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91580, 91601, 91604, 91670, 70695, 70713, 70716, 70741,
        61909, 61937, 61940, 62033, 18909, 18933, 18936, 19090, 28312, 28332, 28335, 28389, -1, -1, -1, -1,
        946, 958, 961, 979, 67901, 67920, 67923, 67958, 70027, 70040, 70043, 70097, 69958, 69980, 69983, 70026,
        47935, 47950, 47953, 47994, 56906, 56931, 56934, 57051, 70521, 70547, 70550, 70599, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61788, 61814, 61817, 61908, 1363, 1384, 1387, 1501,
        57300, 57319, 57322, 57505, 44834, 44854, 44857, 44906, 87599, 87615, 87618, 87867, -1, -1, -1, -1,
        7226, 7239, 7242, 7250, 69569, 69587, 69590, 69623, 80544, 80569, 80572, 80601, 56339, 56362, 56365, 56548,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79263, 79279, 79282, 79323, 21505, 21527, 21530, 21671,
        72265, 72292, 72295, 72325, 87088, 87113, 87116, 87197, -1, -1, -1, -1, 44617, 44639, 44642, 44724,
        61539, 61565, 61568, 61661, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 26006, 26019, 26022, 26194,
        65579, 65611, 65614, 65704, 25811, 25821, 25824, 26005, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43414, 43430, 43433, 43460, 6303, 6316, 6319, 6374, 89676, 89690, 89693, 89812, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67816, 67832, 67835, 67900, -1, -1, -1, -1,
        -1, -1, -1, -1, 7278, 7292, 7295, 7356, 29573, 29588, 29591, 29649, 64996, 65011, 65014, 65024,
        82303, 82330, 82333, 82386, 82658, 82693, 82696, 82749, 67688, 67706, 67709, 67815, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66870, 66894, 66897, 66959,
        73384, 73404, 73407, 73465, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64655, 64674, 64677, 64745, 39880, 39900, 39903, 40110, 64746, 64767, 64770, 64838, 65059, 65077, 65080, 65088,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52275, 52309, 52312, 52336, 65705, 65738, 65741, 65831, 58893, 58914, 58917, 58929,
        39598, 39619, 39622, 39709, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45733, 45757, 45760, 45888, 28474, 28492, 28495, 28534, 31245, 31268, 31271, 31402,
        -1, -1, -1, -1, 21348, 21373, 21376, 21396, 87954, 87979, 87982, 88058, 9639, 9658, 9661, 9677,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58208, 58227, 58230, 58304, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53905, 53929, 53932, 54048, -1, -1, -1, -1, 93332, 93347, 93350, 93396, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12097, 12122, 12125, 12190, -1, -1, -1, -1,
        88163, 88184, 88187, 88300, -1, -1, -1, -1, 36225, 36248, 36251, 36430, 18595, 18619, 18622, 18908,
        65239, 65256, 65259, 65271, 68270, 68289, 68292, 68405, 76404, 76421, 76424, 76494, 7123, 7141, 7144, 7149,
        352, 369, 372, 396, 14100, 14120, 14123, 14235, 92695, 92711, 92714, 92791, 655, 671, 674, 695,
        -1, -1, -1, -1, 19741, 19766, 19769, 19946, 26881, 26898, 26901, 27111, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52208, 52243, 52246, 52274,
        78740, 78752, 78755, 78837, -1, -1, -1, -1, 60785, 60806, 60809, 60870, 9867, 9890, 9893, 9974,
        83271, 83298, 83301, 83347, -1, -1, -1, -1, 84161, 84180, 84183, 84315, 35778, 35804, 35807, 36063,
        41947, 41963, 41966, 42067, 52559, 52585, 52588, 52617, 81703, 81729, 81732, 81797, 24828, 24838, 24841, 24868,
        90056, 90078, 90081, 90230, -1, -1, -1, -1, 42711, 42724, 42727, 42859, -1, -1, -1, -1,
        59810, 59831, 59834, 59924, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55199, 55215, 55218, 55326, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47892, 47908, 47911, 47934, -1, -1, -1, -1,
        33333, 33357, 33360, 33516, 830, 847, 850, 873, 36633, 36653, 36656, 36909, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37829, 37856, 37859, 38023,
        -1, -1, -1, -1, -1, -1, -1, -1, 64961, 64980, 64983, 64995, -1, -1, -1, -1,
        -1, -1, -1, -1, 47679, 47697, 47700, 47839, -1, -1, -1, -1, 7357, 7368, 7371, 7575,
        19377, 19390, 19393, 19408, 72527, 72545, 72548, 72597, 71026, 71048, 71051, 71076, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 75084, 75099, 75102, 75158, 88517, 88531, 88534, 88695,
        -1, -1, -1, -1, 87868, 87890, 87893, 87953, 6903, 6919, 6922, 7027, 92558, 92572, 92575, 92649,
        24789, 24800, 24803, 24827, 79606, 79618, 79621, 79703, 80144, 80164, 80167, 80207, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47290, 47302, 47305, 47358, -1, -1, -1, -1, 2709, 2734, 2737, 2819, 71574, 71608, 71611, 71709,
        -1, -1, -1, -1, 7028, 7039, 7042, 7051, 70908, 70926, 70929, 70953, 7052, 7070, 7073, 7100,
        -1, -1, -1, -1, 6647, 6672, 6675, 6698, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24601, 24620, 24623, 24652,
        41294, 41317, 41320, 41375, 6599, 6620, 6623, 6646, 36910, 36938, 36941, 37247, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92892, 92908, 92911, 92984, -1, -1, -1, -1,
        67959, 67977, 67980, 68057, 68538, 68556, 68559, 68598, 2555, 2579, 2582, 2708, 490, 502, 505, 519,
        11997, 12021, 12024, 12096, 22804, 22820, 22823, 22969, 39034, 39048, 39051, 39129, 63105, 63130, 63133, 63184,
        83120, 83146, 83149, 83195, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        95632, 95650, 95653, 95722, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80484, 80507, 80510, 80543, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72823, 72842, 72845, 72880, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19947, 19968, 19971, 20032, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66163, 66194, 66197, 66297,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9586, 9604, 9607, 9638, 39490, 39509, 39512, 39597, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56743, 56760, 56763, 56905, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55506, 55539, 55542, 55670, 65958, 65992, 65995, 66085, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 76935, 76957, 76960, 77046, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76495, 76513, 76516, 76594,
        -1, -1, -1, -1, 92792, 92809, 92812, 92891, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6557, 6577, 6580, 6598, 33150, 33175, 33178, 33200,
        34214, 34225, 34228, 34236, -1, -1, -1, -1, 38693, 38716, 38719, 38826, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70600, 70618, 70621, 70646, 74881, 74900, 74903, 75083, 79162, 79179, 79182, 79262,
        23998, 24017, 24020, 24057, 19321, 19337, 19340, 19376, -1, -1, -1, -1, -1, -1, -1, -1,
        43647, 43666, 43669, 43696, 5293, 5313, 5316, 5587, 87374, 87402, 87405, 87488, -1, -1, -1, -1,
        10691, 10710, 10713, 10812, -1, -1, -1, -1, 95439, 95457, 95460, 95533, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1816, 1834, 1837, 2003,
        93480, 93500, 93503, 93581, 65422, 65432, 65435, 65455, 33517, 33541, 33544, 33694, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50904, 50929, 50932, 51033,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63430, 63455, 63458, 63511,
        77179, 77199, 77202, 77434, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34012, 34024, 34027, 34039, 82970, 82999, 83002, 83044, -1, -1, -1, -1,
        21204, 21229, 21232, 21347, 73466, 73485, 73488, 73525, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62695, 62718, 62721, 62748,
        -1, -1, -1, -1, -1, -1, -1, -1, 2282, 2305, 2308, 2453, 73058, 73075, 73078, 73126,
        73990, 74013, 74016, 74211, 54313, 54333, 54336, 54418, 70742, 70762, 70765, 70790, 93122, 93139, 93142, 93159,
        -1, -1, -1, -1, 62806, 62829, 62832, 62857, 95723, 95743, 95746, 95819, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93160, 93178, 93181, 93214, -1, -1, -1, -1,
        37431, 37466, 37469, 37654, -1, -1, -1, -1, 24869, 24882, 24885, 25192, 48575, 48602, 48605, 48712,
        69434, 69456, 69459, 69500, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64036, 64059, 64062, 64109, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 7101, 7115, 7118, 7122, -1, -1, -1, -1,
        -1, -1, -1, -1, 59355, 59374, 59377, 59424, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40783, 40798, 40801, 41031, 19192, 19217, 19220, 19320,
        44162, 44172, 44175, 44208, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80911, 80923, 80926, 80935, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47174, 47188, 47191, 47289, 92507, 92526, 92529, 92557, -1, -1, -1, -1, -1, -1, -1, -1,
        80936, 80965, 80968, 81014, -1, -1, -1, -1, 31962, 31991, 31994, 32197, -1, -1, -1, -1,
        70954, 70974, 70977, 71003, 72766, 72784, 72787, 72822, 90852, 90871, 90874, 90980, -1, -1, -1, -1,
        -1, -1, -1, -1, 84923, 84944, 84947, 85270, -1, -1, -1, -1, -1, -1, -1, -1,
        29271, 29290, 29293, 29451, 10939, 10963, 10966, 11082, 76595, 76614, 76617, 76781, -1, -1, -1, -1,
        41032, 41054, 41057, 41171, -1, -1, -1, -1, 62168, 62190, 62193, 62323, -1, -1, -1, -1,
        62657, 62674, 62677, 62694, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59925, 59947, 59950, 60086, 34556, 34581, 34584, 34617, -1, -1, -1, -1, -1, -1, -1, -1,
        33201, 33217, 33220, 33248, 79387, 79408, 79411, 79545, 32292, 32318, 32321, 32375, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74433, 74457, 74460, 74659, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, 84602, 84621, 84624, 84922, -1, -1, -1, -1,
        -1, -1, -1, -1, 43331, 43354, 43357, 43375, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67042, 67065, 67068, 67128, -1, -1, -1, -1, -1, -1, -1, -1,
        23802, 23822, 23825, 23997, -1, -1, -1, -1, -1, -1, -1, -1, 20728, 20749, 20752, 20812,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59541, 59557, 59560, 59677,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33942, 33959, 33962, 33981, -1, -1, -1, -1, -1, -1, -1, -1, 25321, 25344, 25347, 25429,
        23413, 23430, 23433, 23530, -1, -1, -1, -1, -1, -1, -1, -1, 24058, 24075, 24078, 24186,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71004, 71011, 71014, 71025, -1, -1, -1, -1, -1, -1, -1, -1,
        19091, 19115, 19118, 19191, 42545, 42561, 42564, 42710, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64383, 64402, 64405, 64471,
        69367, 69385, 69388, 69433, -1, -1, -1, -1, 43697, 43717, 43720, 43738, -1, -1, -1, -1,
        -1, -1, -1, -1, 93835, 93851, 93854, 93909, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77903, 77920, 77923, 78046, -1, -1, -1, -1, -1, -1, -1, -1,
        33741, 33767, 33770, 33818, -1, -1, -1, -1, 41734, 41752, 41755, 41946, 61073, 61101, 61104, 61228,
        -1, -1, -1, -1, -1, -1, -1, -1, 7251, 7264, 7267, 7277, 33819, 33832, 33835, 33864,
        22302, 22322, 22325, 22457, 34783, 34802, 34805, 34832, 51897, 51929, 51932, 51959, 31167, 31197, 31200, 31244,
        63705, 63730, 63733, 63867, -1, -1, -1, -1, 49480, 49504, 49507, 49610, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24386, 24403, 24406, 24600, 70098, 70117, 70120, 70144,
        -1, -1, -1, -1, -1, -1, -1, -1, 65089, 65105, 65108, 65116, 68702, 68720, 68723, 68777,
        83348, 83371, 83374, 83490, -1, -1, -1, -1, 80208, 80231, 80234, 80272, -1, -1, -1, -1,
        93215, 93232, 93235, 93264, 46411, 46438, 46441, 46587, 92650, 92671, 92674, 92694, -1, -1, -1, -1,
        6490, 6506, 6509, 6556, 65385, 65402, 65405, 65421, -1, -1, -1, -1, 79324, 79338, 79341, 79386,
        -1, -1, -1, -1, -1, -1, -1, -1, 31595, 31619, 31622, 31727, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
