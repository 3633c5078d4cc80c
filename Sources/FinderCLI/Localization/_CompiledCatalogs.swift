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
        help.command.history = List or clear recent searches, or remove one (five per domain).
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
        photos.help.details.download = Reports the download to Unsplash first, as its API Guidelines require, then saves the image atomically to --output (a file, or a folder for ID-SIZE.jpg; default: ID-SIZE.jpg here) and prints the path. An existing file is never replaced without --force.
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
        -1, -1, -1, -1, -1, -1, -1, -1, 32644, 32664, 32667, 32681, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37507, 37527, 37530, 37537,
        -1, -1, -1, -1, 21755, 21767, 21770, 21782, 9857, 9881, 9884, 10129, -1, -1, -1, -1,
        8028, 8048, 8051, 8130, 31626, 31644, 31647, 31677, 22222, 22246, 22249, 22269, 37588, 37602, 37605, 37642,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 28177, 28196, 28199, 28227, 4433, 4450, 4453, 4480, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18568, 18588, 18591, 18624, 19186, 19207, 19210, 19250, 25676, 25693, 25696, 25781,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14163, 14181, 14184, 14199,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28921, 28938, 28941, 29094, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44775, 44801, 44804, 44818, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1901, 1927, 1930, 1992, 11515, 11537, 11540, 11624, -1, -1, -1, -1,
        20633, 20659, 20662, 20699, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56452, 56476, 56479, 56515, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30069, 30087, 30090, 30117,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49584, 49608, 49611, 49630, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36529, 36546, 36549, 36820,
        -1, -1, -1, -1, -1, -1, -1, -1, 21989, 21999, 22002, 22006, 6604, 6623, 6626, 6674,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56091, 56109, 56112, 56152,
        -1, -1, -1, -1, 40304, 40323, 40326, 40357, 48177, 48191, 48194, 48260, 40502, 40522, 40525, 40539,
        16561, 16578, 16581, 16655, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        10130, 10154, 10157, 11063, 27031, 27045, 27048, 27175, 21968, 21979, 21982, 21988, 29435, 29455, 29458, 29497,
        54540, 54556, 54559, 54668, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18687, 18703, 18706, 18738, 50463, 50494, 50497, 50517, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5714, 5726, 5729, 5790, -1, -1, -1, -1,
        -1, -1, -1, -1, 32832, 32863, 32866, 32889, 39849, 39876, 39879, 39897, -1, -1, -1, -1,
        -1, -1, -1, -1, 41943, 41965, 41968, 42007, 25429, 25447, 25450, 25506, 13076, 13101, 13104, 13243,
        53106, 53131, 53134, 53215, -1, -1, -1, -1, 24364, 24374, 24377, 24409, -1, -1, -1, -1,
        -1, -1, -1, -1, 40262, 40278, 40281, 40303, -1, -1, -1, -1, -1, -1, -1, -1,
        58434, 58450, 58453, 58492, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34802, 34827, 34830, 34874, 46702, 46729, 46732, 46840, -1, -1, -1, -1,
        -1, -1, -1, -1, 22136, 22148, 22151, 22159, -1, -1, -1, -1, 39636, 39661, 39664, 39680,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17039, 17067, 17070, 17300, 20976, 20992, 20995, 21006, 25018, 25040, 25043, 25121, 41334, 41365, 41368, 41416,
        19251, 19284, 19287, 19364, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7089, 7108, 7111, 7164, 190, 207, 210, 229,
        35935, 35951, 35954, 36048, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29654, 29676, 29679, 29709, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48513, 48530, 48533, 48610, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44275, 44293, 44296, 44312, -1, -1, -1, -1, 44449, 44462, 44465, 44471, 54669, 54683, 54686, 54751,
        -1, -1, -1, -1, -1, -1, -1, -1, 41115, 41147, 41150, 41199, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13770, 13795, 13798, 13938, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27639, 27662, 27665, 27676, 40912, 40929, 40932, 40937,
        20145, 20168, 20171, 20251, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43569, 43595, 43598, 43653, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35736, 35763, 35766, 35803,
        -1, -1, -1, -1, 5264, 5282, 5285, 5376, -1, -1, -1, -1, 44419, 44430, 44433, 44448,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30900, 30925, 30928, 30993, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58232, 58249, 58252, 58314, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56234, 56252, 56255, 56349, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18985, 19005, 19008, 19053, -1, -1, -1, -1, 1616, 1642, 1645, 1691,
        44114, 44121, 44124, 44133, 50641, 50663, 50666, 50667, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40159, 40181, 40184, 40208, -1, -1, -1, -1,
        30526, 30546, 30549, 30583, 45145, 45165, 45168, 45187, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7944, 7967, 7970, 8027, 23271, 23296, 23299, 23389,
        46592, 46611, 46614, 46701, 57048, 57065, 57068, 57095, -1, -1, -1, -1, -1, -1, -1, -1,
        32120, 32139, 32142, 32187, 28023, 28035, 28038, 28080, 16421, 16442, 16445, 16492, 35451, 35475, 35478, 35533,
        53570, 53593, 53596, 53619, -1, -1, -1, -1, 54249, 54267, 54270, 54312, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32932, 32960, 32963, 32982, 52889, 52913, 52916, 52991, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48611, 48628, 48631, 48688, -1, -1, -1, -1,
        18023, 18044, 18047, 18107, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 49092, 49105, 49108, 49131, 45188, 45201, 45204, 45236, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37390, 37409, 37412, 37418, 52529, 52547, 52550, 52646,
        55079, 55106, 55109, 55217, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32720, 32756, 32759, 32774,
        -1, -1, -1, -1, 37977, 37993, 37996, 38041, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30715, 30746, 30749, 30899, -1, -1, -1, -1, 11152, 11170, 11173, 11514,
        52487, 52506, 52509, 52528, 6432, 6442, 6445, 6544, 49015, 49035, 49038, 49091, -1, -1, -1, -1,
        -1, -1, -1, -1, 27535, 27545, 27548, 27561, -1, -1, -1, -1, 31356, 31375, 31378, 31389,
        28497, 28517, 28520, 28561, -1, -1, -1, -1, 58493, 58508, 58511, 58548, -1, -1, -1, -1,
        -1, -1, -1, -1, 25122, 25138, 25141, 25257, -1, -1, -1, -1, -1, -1, -1, -1,
        8131, 8155, 8158, 9047, 12771, 12793, 12796, 12911, -1, -1, -1, -1, -1, -1, -1, -1,
        26542, 26556, 26559, 26635, 29601, 29621, 29624, 29653, -1, -1, -1, -1, 22203, 22215, 22218, 22221,
        27444, 27457, 27460, 27534, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21131, 21160, 21163, 21210, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40756, 40772, 40775, 40779,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3866, 3887, 3890, 4044, 32188, 32213, 32216, 32276, -1, -1, -1, -1,
        21630, 21653, 21656, 21668, -1, -1, -1, -1, 5012, 5038, 5041, 5060, 41417, 41450, 41453, 41502,
        58315, 58329, 58332, 58371, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53299, 53321, 53324, 53361, 32682, 32706, 32709, 32719, 49947, 49976, 49979, 50020,
        28228, 28248, 28251, 28265, -1, -1, -1, -1, 50720, 50747, 50750, 50774, -1, -1, -1, -1,
        -1, -1, -1, -1, 55425, 55445, 55448, 55472, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29822, 29839, 29842, 29910,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54752, 54774, 54777, 54875,
        -1, -1, -1, -1, 5164, 5181, 5184, 5263, -1, -1, -1, -1, 47185, 47212, 47215, 47303,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45847, 45869, 45872, 45987,
        -1, -1, -1, -1, -1, -1, -1, -1, 42898, 42916, 42919, 42947, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45340, 45361, 45364, 45398, 26018, 26039, 26042, 26107,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40860, 40876, 40879, 40883,
        -1, -1, -1, -1, 6028, 6046, 6049, 6089, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57938, 57955, 57958, 58000, -1, -1, -1, -1, 6731, 6751, 6754, 6817,
        32499, 32523, 32526, 32535, -1, -1, -1, -1, 57774, 57790, 57793, 57812, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 6211, 6240, 6243, 6297, 21910, 21920, 21923, 21927,
        639, 653, 656, 663, 21783, 21796, 21799, 21806, 35394, 35418, 35421, 35450, 48689, 48707, 48710, 48795,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1041, 1062, 1065, 1100,
        -1, -1, -1, -1, 28294, 28310, 28313, 28353, 33292, 33315, 33318, 33337, 55301, 55323, 55326, 55424,
        14107, 14133, 14136, 14162, 46841, 46861, 46864, 46918, 42008, 42032, 42035, 42131, 6298, 6320, 6323, 6367,
        19054, 19081, 19084, 19185, 42132, 42151, 42154, 42171, 56571, 56591, 56594, 56652, -1, -1, -1, -1,
        83, 100, 103, 106, 33761, 33789, 33792, 34044, 49892, 49912, 49915, 49946, 51055, 51082, 51085, 51102,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20767, 20787, 20790, 20819,
        47695, 47711, 47714, 47731, 49727, 49748, 49751, 49780, -1, -1, -1, -1, 791, 802, 805, 809,
        17770, 17793, 17796, 18022, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47941, 47963, 47966, 48037, 129, 141, 144, 162,
        43883, 43904, 43907, 43923, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27841, 27857, 27860, 27871, -1, -1, -1, -1,
        47769, 47786, 47789, 47801, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26474, 26490, 26493, 26541, 41080, 41094, 41097, 41114, 44979, 44998, 45001, 45043, 50823, 50848, 50851, 50873,
        -1, -1, -1, -1, -1, -1, -1, -1, 27896, 27915, 27918, 27925, 22400, 22415, 22418, 22910,
        27778, 27795, 27798, 27803, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50558, 50583, 50586, 50599, -1, -1, -1, -1, 44866, 44884, 44887, 44917, -1, -1, -1, -1,
        -1, -1, -1, -1, 34977, 35000, 35003, 35093, 26896, 26910, 26913, 26958, -1, -1, -1, -1,
        27562, 27570, 27573, 27606, 22359, 22379, 22382, 22399, 37477, 37498, 37501, 37506, -1, -1, -1, -1,
        30584, 30606, 30609, 30631, 31101, 31121, 31124, 31179, -1, -1, -1, -1, -1, -1, -1, -1,
        32439, 32463, 32466, 32498, -1, -1, -1, -1, 16135, 16147, 16150, 16158, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11064, 11084, 11087, 11151, -1, -1, -1, -1,
        17301, 17319, 17322, 17435, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43179, 43199, 43202, 43241, -1, -1, -1, -1, -1, -1, -1, -1, 49671, 49693, 49696, 49726,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37563, 37580, 37583, 37587,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20820, 20843, 20846, 20872,
        41503, 41528, 41531, 41568, 56955, 56962, 56965, 56999, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21211, 21236, 21239, 21253, -1, -1, -1, -1, -1, -1, -1, -1, 42743, 42762, 42765, 42781,
        -1, -1, -1, -1, 15339, 15355, 15358, 15378, -1, -1, -1, -1, 45399, 45421, 45424, 45470,
        -1, -1, -1, -1, -1, -1, -1, -1, 24523, 24545, 24548, 24679, 57659, 57672, 57675, 57718,
        3224, 3249, 3252, 3344, 42206, 42225, 42228, 42245, -1, -1, -1, -1, 15450, 15465, 15468, 15518,
        -1, -1, -1, -1, 49458, 49478, 49481, 49493, 56653, 56681, 56684, 56775, 42545, 42570, 42573, 42593,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50021, 50042, 50045, 50067,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27715, 27735, 27738, 27746,
        -1, -1, -1, -1, 49376, 49392, 49395, 49413, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53362, 53385, 53388, 53415, 26959, 26974, 26977, 27030,
        57855, 57873, 57876, 57899, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50261, 50273, 50276, 50300, 52992, 53015, 53018, 53105, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21007, 21025, 21028, 21050, 23971, 24002, 24005, 24092, 33169, 33187, 33190, 33201,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40810, 40826, 40829, 40833,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17568, 17593, 17596, 17769, 30356, 30374, 30377, 30397, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19434, 19473, 19476, 19532, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40938, 40953, 40956, 40959, 44313, 44333, 44336, 44353, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21884, 21898, 21901, 21909, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29498, 29512, 29515, 29583, 43845, 43864, 43867, 43882, 51486, 51510, 51513, 51693, 13686, 13709, 13712, 13769,
        -1, -1, -1, -1, 1356, 1382, 1385, 1497, -1, -1, -1, -1, 22114, 22126, 22129, 22135,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39322, 39345, 39348, 39414,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20337, 20366, 20369, 20484, -1, -1, -1, -1, -1, -1, -1, -1, 58372, 58388, 58391, 58433,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40079, 40098, 40101, 40124, -1, -1, -1, -1, 42499, 42518, 42521, 42544,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43521, 43537, 43540, 43568, -1, -1, -1, -1, 3763, 3792, 3795, 3865,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38734, 38754, 38757, 38771, 58001, 58018, 58021, 58063, 709, 722, 725, 731,
        28799, 28814, 28817, 28920, -1, -1, -1, -1, -1, -1, -1, -1, 3345, 3362, 3365, 3533,
        46137, 46159, 46162, 46192, 41695, 41718, 41721, 41767, 49550, 49564, 49567, 49583, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44472, 44482, 44485, 44490,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37695, 37714, 37717, 37752, 16723, 16741, 16744, 16801, -1, -1, -1, -1,
        -1, -1, -1, -1, 35158, 35182, 35185, 35303, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12367, 12388, 12391, 12478, 18625, 18640, 18643, 18686, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31837, 31861, 31864, 31957, 37029, 37052, 37055, 37128, -1, -1, -1, -1, 30261, 30286, 30289, 30314,
        30443, 30462, 30465, 30525, 56848, 56875, 56878, 56954, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18216, 18238, 18241, 18279,
        27804, 27823, 27826, 27840, 47732, 47751, 47754, 47768, 25782, 25804, 25807, 25871, 41870, 41892, 41895, 41942,
        40209, 40233, 40236, 40261, 52647, 52663, 52666, 52826, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51153, 51178, 51181, 51202, 34358, 34378, 34381, 34599, -1, -1, -1, -1,
        32983, 33012, 33015, 33030, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45305, 45319, 45322, 45339, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44354, 44368, 44371, 44392, 7243, 7267, 7270, 7351,
        3534, 3548, 3551, 3554, 27872, 27888, 27891, 27895, 39514, 39537, 39540, 39562, -1, -1, -1, -1,
        31261, 31288, 31291, 31355, -1, -1, -1, -1, 41823, 41844, 41847, 41869, 39461, 39488, 39491, 39513,
        4481, 4498, 4501, 4549, 48796, 48815, 48818, 48886, -1, -1, -1, -1, -1, -1, -1, -1,
        39898, 39918, 39921, 39966, 39754, 39781, 39784, 39802, 44680, 44707, 44710, 44725, 40734, 40749, 40752, 40755,
        1993, 2017, 2020, 2108, 44491, 44524, 44527, 44583, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20873, 20900, 20903, 20975, 34600, 34629, 34632, 34801, 39146, 39172, 39175, 39231, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42172, 42190, 42193, 42205,
        32536, 32563, 32566, 32576, 18108, 18118, 18121, 18155, 37336, 37355, 37358, 37360, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19877, 19907, 19910, 19968, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13244, 13269, 13272, 13465, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47541, 47561, 47564, 47636, -1, -1, -1, -1,
        46193, 46212, 46215, 46316, 50668, 50693, 50696, 50719, 7918, 7931, 7934, 7943, 32890, 32916, 32919, 32931,
        44819, 44847, 44850, 44865, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38772, 38799, 38802, 38873, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18280, 18298, 18301, 18322, -1, -1, -1, -1, 51789, 51807, 51810, 51944, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35593, 35618, 35621, 35675,
        41288, 41305, 41308, 41333, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12912, 12932, 12935, 13075, 48947, 48963, 48966, 49014, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56350, 56370, 56373, 56451, 29196, 29221, 29224, 29313,
        2161, 2180, 2183, 3008, -1, -1, -1, -1, -1, -1, -1, -1, 37538, 37555, 37558, 37562,
        -1, -1, -1, -1, -1, -1, -1, -1, 33125, 33159, 33162, 33168, 18414, 18432, 18435, 18510,
        38196, 38211, 38214, 38265, 50349, 50367, 50370, 50385, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15837, 15853, 15856, 15943, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7555, 7577, 7580, 7609, 38570, 38584, 38587, 38615, -1, -1, -1, -1,
        4045, 4071, 4074, 4137, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14929, 14947, 14950, 15022, 36361, 36378, 36381, 36408,
        50518, 50541, 50544, 50557, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7682, 7706, 7709, 7787, 22321, 22339, 22342, 22358,
        774, 784, 787, 790, 29911, 29926, 29929, 29982, 42782, 42802, 42805, 42847, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6818, 6842, 6845, 6936,
        46489, 46512, 46515, 46591, 24899, 24913, 24916, 24947, 40780, 40799, 40802, 40809, 50160, 50185, 50188, 50214,
        7610, 7634, 7637, 7681, -1, -1, -1, -1, 45726, 45742, 45745, 45800, 24410, 24437, 24440, 24522,
        -1, -1, -1, -1, 35676, 35699, 35702, 35735, 41604, 41610, 41613, 41625, -1, -1, -1, -1,
        6937, 6957, 6960, 7013, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14369, 14383, 14386, 14421, 28609, 28627, 28630, 28685, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14476, 14495, 14498, 14567, 30994, 31021, 31024, 31054, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5377, 5399, 5402, 5500,
        -1, -1, -1, -1, 43654, 43673, 43676, 43707, -1, -1, -1, -1, 9130, 9149, 9152, 9856,
        21928, 21943, 21946, 21967, 24795, 24816, 24819, 24898, 6675, 6692, 6695, 6730, 35534, 35564, 35567, 35592,
        39681, 39699, 39702, 39707, -1, -1, -1, -1, 558, 569, 572, 576, 2109, 2127, 2130, 2160,
        32577, 32596, 32599, 32610, 5870, 5886, 5889, 5959, 46997, 47015, 47018, 47083, 55822, 55840, 55843, 55923,
        -1, -1, -1, -1, -1, -1, -1, -1, 27366, 27380, 27383, 27443, 50775, 50799, 50802, 50822,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13548, 13567, 13570, 13685, 44584, 44619, 44622, 44679,
        -1, -1, -1, -1, -1, -1, -1, -1, 54981, 55000, 55003, 55078, -1, -1, -1, -1,
        16172, 16188, 16191, 16203, -1, -1, -1, -1, -1, -1, -1, -1, 19365, 19398, 19401, 19433,
        54313, 54328, 54331, 54376, 56776, 56795, 56798, 56847, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50215, 50234, 50237, 50260, -1, -1, -1, -1,
        -1, -1, -1, -1, 37129, 37153, 37156, 37335, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52827, 52850, 52853, 52888, -1, -1, -1, -1, 21331, 21351, 21354, 21385,
        -1, -1, -1, -1, 40650, 40670, 40673, 40681, 810, 822, 825, 830, 14568, 14588, 14591, 14650,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19533, 19557, 19560, 19620, -1, -1, -1, -1,
        44393, 44404, 44407, 44418, 31453, 31477, 31480, 31625, -1, -1, -1, -1, 57562, 57577, 57580, 57611,
        -1, -1, -1, -1, -1, -1, -1, -1, 43924, 43948, 43951, 43977, 58152, 58167, 58170, 58231,
        -1, -1, -1, -1, -1, -1, -1, -1, 54876, 54892, 54895, 54980, 31055, 31067, 31070, 31100,
        48397, 48418, 48421, 48512, 45044, 45064, 45067, 45104, -1, -1, -1, -1, 15519, 15541, 15544, 15623,
        -1, -1, -1, -1, 16656, 16673, 16676, 16722, -1, -1, -1, -1, 50600, 50620, 50623, 50640,
        -1, -1, -1, -1, -1, -1, -1, -1, 30398, 30414, 30417, 30442, 38459, 38482, 38485, 38521,
        52329, 52347, 52350, 52486, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7352, 7372, 7375, 7438, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5960, 5979, 5982, 6027, 34875, 34900, 34903, 34976, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25507, 25528, 25531, 25537,
        -1, -1, -1, -1, 3009, 3029, 3032, 3223, 55924, 55947, 55950, 55990, -1, -1, -1, -1,
        58064, 58082, 58085, 58151, 854, 873, 876, 952, 54377, 54388, 54391, 54404, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15133, 15149, 15152, 15161, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36821, 36847, 36850, 36951, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57139, 57158, 57161, 57173, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43708, 43732, 43735, 43751, 48038, 48054, 48057, 48176,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50932, 50965, 50968, 50991,
        47084, 47103, 47106, 47184, -1, -1, -1, -1, -1, -1, -1, -1, 57900, 57911, 57914, 57937,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28081, 28102, 28105, 28130, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26636, 26656, 26659, 26679,
        -1, -1, -1, -1, 31678, 31699, 31702, 31749, -1, -1, -1, -1, -1, -1, -1, -1,
        56153, 56167, 56170, 56233, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15298, 15314, 15317, 15338,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30315, 30334, 30337, 30355,
        27989, 28007, 28010, 28022, -1, -1, -1, -1, 57096, 57113, 57116, 57138, -1, -1, -1, -1,
        14816, 14834, 14837, 14928, 51342, 51364, 51367, 51485, -1, -1, -1, -1, 54087, 54111, 54114, 54164,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 22089, 22102, 22105, 22113, -1, -1, -1, -1, -1, -1, -1, -1,
        5791, 5815, 5818, 5869, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38266, 38285, 38288, 38338, 53216, 53241, 53244, 53298, 53691, 53706, 53709, 53730, 53496, 53527, 53530, 53569,
        -1, -1, -1, -1, -1, -1, -1, -1, 18323, 18343, 18346, 18369, -1, -1, -1, -1,
        37643, 37666, 37669, 37694, 40540, 40558, 40561, 40567, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28686, 28699, 28702, 28798,
        -1, -1, -1, -1, 38404, 38420, 38423, 38458, 23762, 23789, 23792, 23845, 5501, 5522, 5525, 5713,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29584, 29596, 29599, 29600, 31390, 31412, 31415, 31452,
        31958, 31982, 31985, 32037, 5122, 5139, 5142, 5163, 49631, 49656, 49659, 49670, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55661, 55681, 55684, 55821,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49494, 49513, 49516, 49549, 732, 743, 746, 750, -1, -1, -1, -1, 6090, 6114, 6117, 6210,
        -1, -1, -1, -1, 22160, 22173, 22176, 22202, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41569, 41590, 41593, 41603, -1, -1, -1, -1, -1, -1, -1, -1,
        38339, 38357, 38360, 38403, 43242, 43260, 43263, 43346, 14298, 14322, 14325, 14368, 32611, 32631, 32634, 32643,
        -1, -1, -1, -1, -1, -1, -1, -1, 28131, 28147, 28150, 28176, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22270, 22296, 22299, 22320, -1, -1, -1, -1, 33246, 33274, 33277, 33291, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38874, 38903, 38906, 38979, 45105, 45123, 45126, 45144,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57000, 57019, 57022, 57047, 25980, 25997, 26000, 26017, 43001, 43022, 43025, 43178,
        45801, 45817, 45820, 45846, -1, -1, -1, -1, 27607, 27627, 27630, 27638, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 40884, 40902, 40905, 40911, -1, -1, -1, -1,
        19621, 19637, 19640, 19876, -1, -1, -1, -1, -1, -1, -1, -1, 41051, 41069, 41072, 41079,
        -1, -1, -1, -1, -1, -1, -1, -1, 25872, 25889, 25892, 25979, -1, -1, -1, -1,
        30201, 30225, 30228, 30260, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37361, 37380, 37383, 37389, 22027, 22042, 22045, 22055, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23068, 23093, 23096, 23155, 26327, 26341, 26344, 26408,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45471, 45494, 45497, 45539, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14651, 14669, 14672, 14702, -1, -1, -1, -1, 15162, 15180, 15183, 15297,
        18370, 18383, 18386, 18413, 33338, 33357, 33360, 33760, 38616, 38638, 38641, 38675, 21051, 21080, 21083, 21130,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7439, 7457, 7460, 7554, 3555, 3571, 3574, 3581, -1, -1, -1, -1, -1, -1, -1, -1,
        39415, 39435, 39438, 39460, 16159, 16166, 16169, 16171, 21840, 21854, 21857, 21865, 32277, 32304, 32307, 32368,
        34136, 34160, 34163, 34294, -1, -1, -1, -1, 46919, 46936, 46939, 46996, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1101, 1127, 1130, 1238, 32038, 32057, 32060, 32119, -1, -1, -1, -1,
        14422, 14439, 14442, 14475, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50301, 50317, 50320, 50348, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44726, 44755, 44758, 44774, -1, -1, -1, -1, 43438, 43459, 43462, 43482, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37452, 37469, 37472, 37476, 40125, 40136, 40139, 40158,
        -1, -1, -1, -1, 48261, 48276, 48279, 48295, 4190, 4202, 4205, 4268, 58549, 58565, 58568, 58607,
        -1, -1, -1, -1, 12147, 12171, 12174, 12366, -1, -1, -1, -1, 57414, 57431, 57434, 57448,
        -1, -1, -1, -1, -1, -1, -1, -1, 41021, 41034, 41037, 41050, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 28354, 28374, 28377, 28423, -1, -1, -1, -1,
        36228, 36249, 36252, 36360, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4759, 4783, 4786, 4792, 31750, 31777, 31780, 31836, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42594, 42613, 42616, 42647, 22056, 22073, 22076, 22088,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55605, 55623, 55626, 55660, -1, -1, -1, -1, -1, -1, -1, -1,
        57353, 57371, 57374, 57413, 40568, 40587, 40590, 40597, 50411, 50440, 50443, 50462, 18854, 18870, 18873, 18930,
        -1, -1, -1, -1, 37798, 37820, 37823, 37898, -1, -1, -1, -1, -1, -1, -1, -1,
        4730, 4750, 4753, 4758, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16110, 16123, 16126, 16134, -1, -1, -1, -1, -1, -1, -1, -1, 18511, 18531, 18534, 18567,
        -1, -1, -1, -1, 5061, 5087, 5090, 5121, -1, -1, -1, -1, 38522, 38540, 38543, 38569,
        45663, 45683, 45686, 45725, -1, -1, -1, -1, 24213, 24240, 24243, 24363, 53731, 53748, 53751, 53773,
        32369, 32394, 32397, 32438, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56516, 56537, 56540, 56570, 44035, 44053, 44056, 44072,
        39060, 39088, 39091, 39145, 11830, 11854, 11857, 11948, 18156, 18176, 18179, 18215, -1, -1, -1, -1,
        688, 700, 703, 708, 42393, 42412, 42415, 42441, 43797, 43810, 43813, 43844, 43752, 43774, 43777, 43796,
        30156, 30171, 30174, 30200, 36126, 36151, 36154, 36227, 43978, 44004, 44007, 44034, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38980, 39006, 39009, 39059, 953, 974, 977, 1040,
        36409, 36428, 36431, 36528, 28562, 28582, 28585, 28608, 53774, 53790, 53793, 53952, -1, -1, -1, -1,
        4793, 4806, 4809, 4815, 43483, 43501, 43504, 43520, 50112, 50137, 50140, 50159, 35804, 35827, 35830, 35934,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49203, 49219, 49222, 49243, 14200, 14222, 14225, 14297,
        53416, 53441, 53444, 53495, -1, -1, -1, -1, -1, -1, -1, -1, 28424, 28446, 28449, 28496,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 16918, 16931, 16934, 17038,
        -1, -1, -1, -1, 16802, 16812, 16815, 16917, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27747, 27763, 27766, 27777, 4138, 4151, 4154, 4189, 55218, 55232, 55235, 55300, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42334, 42350, 42353, 42392, -1, -1, -1, -1,
        -1, -1, -1, -1, 4839, 4853, 4856, 4891, 18931, 18946, 18949, 18984, 40628, 40643, 40646, 40649,
        50874, 50901, 50904, 50931, 50992, 51027, 51030, 51054, 42246, 42264, 42267, 42333, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41626, 41650, 41653, 41694,
        45540, 45560, 45563, 45605, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40405, 40424, 40427, 40451, 25538, 25558, 25561, 25675, 40452, 40473, 40476, 40501, 40682, 40700, 40703, 40709,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33079, 33113, 33116, 33124, -1, -1, -1, -1, 37419, 37440, 37443, 37451,
        25343, 25364, 25367, 25428, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29095, 29119, 29122, 29195, 20036, 20059, 20062, 20144, -1, -1, -1, -1,
        -1, -1, -1, -1, 14058, 14083, 14086, 14106, 54019, 54044, 54047, 54086, 6405, 6424, 6427, 6431,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36952, 36971, 36974, 37028, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34045, 34069, 34072, 34135, -1, -1, -1, -1, 57612, 57627, 57630, 57658, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7855, 7880, 7883, 7917, -1, -1, -1, -1,
        54165, 54186, 54189, 54248, -1, -1, -1, -1, 23156, 23179, 23182, 23270, 11625, 11649, 11652, 11829,
        40834, 40851, 40854, 40859, 42648, 42667, 42670, 42742, 47304, 47321, 47324, 47356, 4703, 4721, 4724, 4729,
        274, 291, 294, 307, 9048, 9068, 9071, 9129, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 12479, 12504, 12507, 12684, 17436, 17453, 17456, 17567, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33031, 33066, 33069, 33078,
        48887, 48899, 48902, 48946, -1, -1, -1, -1, 38676, 38697, 38700, 38733, 6545, 6568, 6571, 6603,
        51203, 51230, 51233, 51255, -1, -1, -1, -1, 51694, 51713, 51716, 51788, 22911, 22937, 22940, 23067,
        26810, 26826, 26829, 26895, 33202, 33228, 33231, 33245, 55473, 55495, 55498, 55604, 16231, 16241, 16244, 16250,
        -1, -1, -1, -1, -1, -1, -1, -1, 27293, 27306, 27309, 27365, -1, -1, -1, -1,
        38042, 38063, 38066, 38116, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35094, 35110, 35113, 35157, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30118, 30134, 30137, 30155, -1, -1, -1, -1,
        21386, 21410, 21413, 21516, 608, 625, 628, 638, 23390, 23410, 23413, 23530, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24093, 24120, 24123, 24212,
        -1, -1, -1, -1, -1, -1, -1, -1, 40598, 40617, 40620, 40627, -1, -1, -1, -1,
        -1, -1, -1, -1, 29983, 30001, 30004, 30068, -1, -1, -1, -1, 4892, 4903, 4906, 5011,
        12121, 12134, 12137, 12146, 44918, 44936, 44939, 44978, 44233, 44255, 44258, 44274, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 46441, 46456, 46459, 46488, 54405, 54419, 54422, 54539,
        -1, -1, -1, -1, 53953, 53975, 53978, 54018, 4550, 4566, 4569, 4626, 57213, 57227, 57230, 57262,
        16204, 16215, 16218, 16230, 49414, 49426, 49429, 49457, 49781, 49801, 49804, 49827, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29790, 29802, 29805, 29821, -1, -1, -1, -1, 1817, 1842, 1845, 1900, -1, -1, -1, -1,
        -1, -1, -1, -1, 4627, 4638, 4641, 4649, 44134, 44152, 44155, 44171, 4650, 4668, 4671, 4680,
        -1, -1, -1, -1, 4384, 4409, 4412, 4432, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16071, 16090, 16093, 16109,
        26409, 26432, 26435, 26473, 4351, 4372, 4375, 4383, 23531, 23559, 23562, 23761, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57295, 57311, 57314, 57352, -1, -1, -1, -1,
        42442, 42460, 42463, 42498, 42848, 42866, 42869, 42897, 1692, 1716, 1719, 1816, 368, 380, 383, 388,
        7788, 7812, 7815, 7854, 15023, 15039, 15042, 15132, 24948, 24962, 24965, 25017, 39708, 39733, 39736, 39753,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58608, 58626, 58629, 58671, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50068, 50091, 50094, 50111, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12685, 12706, 12709, 12770, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6368, 6386, 6389, 6404, 25258, 25277, 25280, 25342, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36049, 36066, 36069, 36125, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35304, 35337, 35340, 35393, 41200, 41234, 41237, 41287, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 47637, 47659, 47662, 47694, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47357, 47375, 47378, 47422,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4322, 4342, 4345, 4350, 21254, 21279, 21282, 21296,
        22007, 22018, 22021, 22026, -1, -1, -1, -1, 24680, 24703, 24706, 24794, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46317, 46336, 46339, 46440, 49132, 49149, 49152, 49202, -1, -1, -1, -1,
        15732, 15751, 15754, 15768, 12077, 12093, 12096, 12120, -1, -1, -1, -1, -1, -1, -1, -1,
        27926, 27945, 27948, 27956, 3582, 3602, 3605, 3762, 53620, 53648, 53651, 53690, -1, -1, -1, -1,
        7014, 7033, 7036, 7088, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1239, 1257, 1260, 1355,
        57719, 57739, 57742, 57773, 40986, 40996, 40999, 41020, 21517, 21541, 21544, 21629, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39803, 39828, 39831, 39848,
        47802, 47822, 47825, 47940, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21866, 21878, 21881, 21883, 51103, 51132, 51135, 51152, -1, -1, -1, -1,
        13939, 13964, 13967, 14057, 45606, 45625, 45628, 45662, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1498, 1521, 1524, 1615, 45237, 45254, 45257, 45304,
        -1, -1, -1, -1, 34295, 34315, 34318, 34357, 44073, 44093, 44096, 44113, 57449, 57466, 57469, 57483,
        -1, -1, -1, -1, 39594, 39617, 39620, 39635, 58672, 58692, 58695, 58738, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57484, 57502, 57505, 57526, -1, -1, -1, -1,
        23846, 23881, 23884, 23970, -1, -1, -1, -1, 16251, 16264, 16267, 16420, 30632, 30659, 30662, 30714,
        43393, 43415, 43418, 43437, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 4681, 4695, 4698, 4702, -1, -1, -1, -1,
        -1, -1, -1, -1, 37753, 37772, 37775, 37797, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26108, 26123, 26126, 26229, 12006, 12031, 12034, 12076,
        28266, 28276, 28279, 28293, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50386, 50398, 50401, 50410, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29710, 29724, 29727, 29789, 57174, 57193, 57196, 57212, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20485, 20514, 20517, 20632, -1, -1, -1, -1,
        44172, 44192, 44195, 44212, 55991, 56010, 56013, 56090, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52118, 52139, 52142, 52328, -1, -1, -1, -1, -1, -1, -1, -1,
        18739, 18758, 18761, 18853, 7165, 7189, 7192, 7242, 47423, 47442, 47445, 47540, -1, -1, -1, -1,
        26230, 26252, 26255, 26326, -1, -1, -1, -1, 39232, 39254, 39257, 39321, -1, -1, -1, -1,
        39563, 39580, 39583, 39593, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38117, 38139, 38142, 38195, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21297, 21313, 21316, 21330, 49297, 49318, 49321, 49375, 20700, 20726, 20729, 20766, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45988, 46012, 46015, 46136, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, 51945, 51964, 51967, 52117, -1, -1, -1, -1,
        -1, -1, -1, -1, 27677, 27700, 27703, 27714, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41768, 41791, 41794, 41822, -1, -1, -1, -1, -1, -1, -1, -1,
        15624, 15644, 15647, 15731, -1, -1, -1, -1, -1, -1, -1, -1, 13466, 13487, 13490, 13547,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37899, 37915, 37918, 37976,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21807, 21824, 21827, 21839, -1, -1, -1, -1, -1, -1, -1, -1, 16493, 16516, 16519, 16560,
        15379, 15396, 15399, 15449, -1, -1, -1, -1, -1, -1, -1, -1, 15769, 15786, 15789, 15836,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44213, 44220, 44223, 44232, -1, -1, -1, -1, -1, -1, -1, -1,
        11949, 11973, 11976, 12005, 27176, 27192, 27195, 27292, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40358, 40377, 40380, 40404,
        43347, 43365, 43368, 43392, -1, -1, -1, -1, 27957, 27977, 27980, 27988, -1, -1, -1, -1,
        -1, -1, -1, -1, 57813, 57829, 57832, 57854, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48296, 48313, 48316, 48396, -1, -1, -1, -1, -1, -1, -1, -1,
        21669, 21695, 21698, 21724, -1, -1, -1, -1, 26680, 26698, 26701, 26809, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4816, 4829, 4832, 4838, 21725, 21738, 21741, 21754,
        14703, 14723, 14726, 14815, 32775, 32807, 32810, 32831, -1, -1, -1, -1, 19969, 19999, 20002, 20035,
        39967, 39992, 39995, 40078, -1, -1, -1, -1, 31180, 31204, 31207, 31260, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15944, 15961, 15964, 16070, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40710, 40726, 40729, 40733, 42948, 42966, 42969, 43000,
        51256, 51279, 51282, 51341, -1, -1, -1, -1, 49828, 49851, 49854, 49891, -1, -1, -1, -1,
        57527, 57544, 57547, 57561, 29314, 29341, 29344, 29434, 57263, 57284, 57287, 57294, -1, -1, -1, -1,
        4269, 4285, 4288, 4321, 40960, 40977, 40980, 40985, -1, -1, -1, -1, 49244, 49258, 49261, 49296,
        -1, -1, -1, -1, -1, -1, -1, -1, 20252, 20276, 20279, 20336, -1, -1, -1, -1,
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
        -1, -1, -1, -1, -1, -1, -1, -1, 51750, 51770, 51773, 51789, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58999, 59019, 59022, 59036,
        -1, -1, -1, -1, 33866, 33878, 33881, 33913, 15533, 15557, 15560, 16004, -1, -1, -1, -1,
        12358, 12378, 12381, 12528, 50123, 50141, 50144, 50193, 34619, 34643, 34646, 34675, 59099, 59113, 59116, 59180,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 44039, 44058, 44061, 44110, 6699, 6716, 6719, 6772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29022, 29042, 29045, 29105, 29976, 29997, 30000, 30085, 40112, 40129, 40132, 40260,
        -1, -1, -1, -1, -1, -1, -1, -1, 63350, 63376, 63379, 63430, -1, -1, -1, -1,
        51035, 51061, 51064, 51163, -1, -1, -1, -1, -1, -1, -1, -1, 21454, 21472, 21475, 21505,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45443, 45460, 45463, 45733, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72327, 72353, 72356, 72382, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2820, 2846, 2849, 2976, 18403, 18425, 18428, 18595, -1, -1, -1, -1,
        32199, 32225, 32228, 32292, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91509, 91533, 91536, 91580, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47841, 47859, 47862, 47892,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79878, 79902, 79905, 79929, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57507, 57524, 57527, 57971,
        71985, 72012, 72015, 72039, -1, -1, -1, -1, 34185, 34195, 34198, 34214, 9975, 9994, 9997, 10086,
        -1, -1, -1, -1, -1, -1, -1, -1, 82478, 82512, 82515, 82568, 90982, 91000, 91003, 91069,
        -1, -1, -1, -1, 64300, 64319, 64322, 64383, 77750, 77764, 77767, 77852, 64840, 64860, 64863, 64894,
        25431, 25448, 25451, 25587, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        16005, 16029, 16032, 17572, 42269, 42283, 42286, 42545, 34149, 34160, 34163, 34184, 46589, 46609, 46612, 46661,
        88697, 88713, 88716, 88869, 94303, 94318, 94321, 94474, -1, -1, -1, -1, -1, -1, -1, -1,
        29200, 29216, 29219, 29271, 81175, 81206, 81209, 81255, -1, -1, -1, -1, 44299, 44319, 44322, 44404,
        -1, -1, -1, -1, -1, -1, -1, -1, 8567, 8579, 8582, 8693, -1, -1, -1, -1,
        -1, -1, -1, -1, 51961, 51992, 51995, 52022, 63513, 63540, 63543, 63596, -1, -1, -1, -1,
        -1, -1, -1, -1, 67269, 67291, 67294, 67334, 39711, 39729, 39732, 39849, 20339, 20364, 20367, 20506,
        86570, 86595, 86598, 86756, -1, -1, -1, -1, 38270, 38280, 38283, 38359, -1, -1, -1, -1,
        -1, -1, -1, -1, 64255, 64271, 64274, 64299, -1, -1, -1, -1, -1, -1, -1, -1,
        95171, 95187, 95190, 95251, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54874, 54899, 54902, 54946, 75454, 75481, 75484, 75627, -1, -1, -1, -1,
        -1, -1, -1, -1, 34393, 34405, 34408, 34420, -1, -1, -1, -1, 62859, 62884, 62887, 62914,
        -1, -1, -1, -1, 62947, 62972, 62975, 63026, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26196, 26224, 26227, 26638, 32725, 32741, 32744, 32777, 39131, 39153, 39156, 39320, 64564, 64584, 64587, 64655,
        30086, 30119, 30122, 30239, 66435, 66466, 66469, 66567, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10818, 10837, 10840, 10943, 240, 257, 260, 284,
        56550, 56566, 56569, 56743, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47080, 47102, 47105, 47174, -1, -1, -1, -1,
        -1, -1, -1, -1, 82388, 82421, 82424, 82477, -1, -1, -1, -1, -1, -1, -1, -1,
        78219, 78236, 78239, 78354, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71173, 71191, 71194, 71218, -1, -1, -1, -1, 71398, 71411, 71414, 71420, 88870, 88884, 88887, 88988,
        -1, -1, -1, -1, -1, -1, -1, -1, 65833, 65865, 65868, 65958, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21036, 21061, 21064, 21204, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43289, 43312, 43315, 43331, 65335, 65352, 65355, 65363,
        31404, 31427, 31430, 31595, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69714, 69740, 69743, 69836, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56222, 56249, 56252, 56339,
        -1, -1, -1, -1, 7916, 7934, 7937, 8085, 46808, 46828, 46831, 46898, 71352, 71363, 71366, 71397,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49015, 49040, 49043, 49192, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94818, 94835, 94838, 94989, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91188, 91206, 91209, 91358, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62750, 62774, 62777, 62806, 29651, 29671, 29674, 29763, -1, -1, -1, -1, 2454, 2480, 2483, 2554,
        70792, 70799, 70802, 70813, 81581, 81603, 81606, 81607, -1, -1, -1, -1, 71126, 71145, 71148, 71172,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61663, 61690, 61693, 61788, 64111, 64133, 64136, 64181, -1, -1, -1, -1,
        48453, 48473, 48476, 48514, 72939, 72959, 72962, 72997, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12228, 12251, 12254, 12357, 36432, 36457, 36460, 36633,
        75301, 75320, 75323, 75453, 92353, 92370, 92373, 92405, -1, -1, -1, -1, -1, -1, -1, -1,
        50836, 50855, 50858, 50904, 43785, 43797, 43800, 43878, 25194, 25215, 25218, 25321, 55761, 55785, 55788, 55898,
        87321, 87344, 87347, 87374, -1, -1, -1, -1, 81608, 81633, 81636, 81703, 88302, 88320, 88323, 88378,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52078, 52106, 52109, 52144, 86238, 86262, 86265, 86422, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78355, 78372, 78375, 78472, -1, -1, -1, -1,
        27961, 27982, 27985, 28097, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 79105, 79118, 79121, 79162, 72998, 73011, 73014, 73058, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58863, 58882, 58885, 58893, 83046, 83071, 83074, 83120,
        85644, 85662, 85665, 85852, 89478, 89505, 89508, 89676, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51837, 51873, 51876, 51897,
        -1, -1, -1, -1, 59679, 59695, 59698, 59810, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48714, 48745, 48748, 49014, -1, -1, -1, -1, 17727, 17745, 17748, 18402,
        85594, 85613, 85616, 85643, 9678, 9688, 9691, 9866, 78945, 78965, 78968, 79104, -1, -1, -1, -1,
        -1, -1, -1, -1, 43124, 43134, 43137, 43184, -1, -1, -1, -1, 49748, 49767, 49770, 49806,
        44726, 44746, 44749, 44834, -1, -1, -1, -1, 95252, 95267, 95270, 95362, -1, -1, -1, -1,
        -1, -1, -1, -1, 39321, 39337, 39340, 39490, -1, -1, -1, -1, -1, -1, -1, -1,
        12529, 12553, 12556, 14100, 20034, 20056, 20059, 20174, -1, -1, -1, -1, -1, -1, -1, -1,
        41492, 41506, 41509, 41685, 46993, 47013, 47016, 47079, 81256, 81279, 81282, 81317, 34480, 34492, 34495, 34497,
        42982, 42995, 42998, 43123, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32982, 33011, 33014, 33101, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65145, 65161, 65164, 65170,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5795, 5816, 5819, 6126, 51164, 51189, 51192, 51293, -1, -1, -1, -1,
        33696, 33719, 33722, 33741, -1, -1, -1, -1, 7576, 7602, 7605, 7653, 66568, 66601, 66604, 66702,
        94990, 95004, 95007, 95076, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86894, 86916, 86919, 86986, 51790, 51814, 51817, 51836, 80332, 80361, 80364, 80437,
        44111, 44131, 44134, 44162, -1, -1, -1, -1, 46063, 46089, 46092, 46236, 81895, 81922, 81925, 81992,
        -1, -1, -1, -1, 89998, 90018, 90021, 90056, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47360, 47377, 47380, 47528,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 88989, 89011, 89014, 89154,
        -1, -1, -1, -1, 7775, 7792, 7795, 7915, -1, -1, -1, -1, 76193, 76220, 76223, 76404,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 74213, 74235, 74238, 74433,
        -1, -1, -1, -1, -1, -1, -1, -1, 68600, 68618, 68621, 68702, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73163, 73184, 73187, 73216, 40629, 40650, 40653, 40783,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65273, 65289, 65292, 65302,
        -1, -1, -1, -1, 9056, 9074, 9077, 9147, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94048, 94065, 94068, 94107, -1, -1, -1, -1, 10176, 10196, 10199, 10364,
        51602, 51626, 51629, 51638, -1, -1, -1, -1, 93583, 93599, 93602, 93678, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 9340, 9369, 9372, 9473, 34069, 34079, 34082, 34086,
        874, 888, 891, 909, 33914, 33927, 33930, 33942, 55672, 55696, 55699, 55760, 78473, 78491, 78494, 78636,
        81016, 81046, 81049, 81095, -1, -1, -1, -1, -1, -1, -1, -1, 1502, 1523, 1526, 1596,
        -1, -1, -1, -1, 44210, 44226, 44229, 44298, 52680, 52703, 52706, 52732, 89814, 89836, 89839, 89997,
        21398, 21424, 21427, 21453, 75628, 75648, 75651, 75767, 67335, 67359, 67362, 67536, 9474, 9496, 9499, 9585,
        29764, 29791, 29794, 29975, 67537, 67556, 67559, 67589, 91672, 91692, 91695, 91794, -1, -1, -1, -1,
        131, 148, 151, 154, 53442, 53470, 53473, 53905, 80274, 80294, 80297, 80331, 82898, 82925, 82928, 82970,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32377, 32397, 32400, 32488,
        77048, 77064, 77067, 77088, 80062, 80083, 80086, 80144, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        27498, 27521, 27524, 27960, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77436, 77458, 77461, 77583, 177, 189, 192, 210,
        70241, 70262, 70265, 70289, -1, -1, -1, -1, 64473, 64492, 64495, 64563, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43543, 43559, 43562, 43580, -1, -1, -1, -1,
        77129, 77146, 77149, 77179, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41377, 41393, 41396, 41491, 65545, 65559, 65562, 65579, 72599, 72618, 72621, 72688, 82233, 82258, 82261, 82303,
        -1, -1, -1, -1, -1, -1, -1, -1, 43607, 43626, 43629, 43647, 34928, 34943, 34946, 35778,
        43462, 43479, 43482, 43492, 44405, 44426, 44429, 44511, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81443, 81468, 81471, 81506, -1, -1, -1, -1, 72443, 72461, 72464, 72527, -1, -1, -1, -1,
        -1, -1, -1, -1, 55049, 55072, 55075, 55199, 42069, 42083, 42086, 42162, -1, -1, -1, -1,
        43185, 43193, 43196, 43250, 34879, 34899, 34902, 34927, 58964, 58985, 58988, 58998, -1, -1, -1, -1,
        48515, 48537, 48540, 48575, 49367, 49387, 49390, 49480, -1, -1, -1, -1, -1, -1, -1, -1,
        51513, 51537, 51540, 51601, 63966, 63988, 63991, 64036, 24697, 24709, 24712, 24731, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17573, 17593, 17596, 17726, -1, -1, -1, -1,
        26639, 26657, 26660, 26881, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69078, 69098, 69101, 69182, -1, -1, -1, -1, -1, -1, -1, -1, 79975, 79997, 80000, 80061,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59070, 59087, 59090, 59098,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32489, 32512, 32515, 32558,
        66703, 66728, 66731, 66814, 92254, 92261, 92264, 92304, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33102, 33127, 33130, 33150, -1, -1, -1, -1, -1, -1, -1, -1, 68407, 68426, 68429, 68462,
        -1, -1, -1, -1, 23367, 23383, 23386, 23413, -1, -1, -1, -1, 73217, 73239, 73242, 73298,
        -1, -1, -1, -1, -1, -1, -1, -1, 38495, 38517, 38520, 38693, 93398, 93411, 93414, 93480,
        4758, 4783, 4786, 4969, 67631, 67650, 67653, 67688, -1, -1, -1, -1, 23532, 23547, 23550, 23639,
        -1, -1, -1, -1, 79705, 79725, 79728, 79759, 91795, 91823, 91826, 91964, 68135, 68160, 68163, 68199,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 80438, 80459, 80462, 80484,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43377, 43397, 43400, 43414,
        -1, -1, -1, -1, 79547, 79563, 79566, 79606, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 86987, 87010, 87013, 87088, 42163, 42178, 42181, 42268,
        93911, 93929, 93932, 93989, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80745, 80757, 80760, 80814, 86423, 86446, 86449, 86569, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32778, 32796, 32799, 32863, 37656, 37687, 37690, 37829, 52396, 52414, 52417, 52440,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65212, 65228, 65231, 65239,
        -1, -1, -1, -1, -1, -1, -1, -1, 52441, 52467, 52470, 52499, 94475, 94491, 94494, 94647,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27113, 27138, 27141, 27497, 48207, 48225, 48228, 48266, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30333, 30372, 30375, 30455, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65364, 65379, 65382, 65385, 71219, 71239, 71242, 71268, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34041, 34055, 34058, 34068, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46662, 46676, 46679, 46788, 70194, 70213, 70216, 70240, 83750, 83774, 83777, 84161, 20952, 20975, 20978, 21035,
        -1, -1, -1, -1, 2004, 2030, 2033, 2281, -1, -1, -1, -1, 34367, 34379, 34382, 34392,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62325, 62348, 62351, 62465,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31729, 31758, 31761, 31962, -1, -1, -1, -1, -1, -1, -1, -1, 95077, 95093, 95096, 95170,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63869, 63888, 63891, 63931, -1, -1, -1, -1, 68059, 68078, 68081, 68134,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69625, 69641, 69644, 69713, -1, -1, -1, -1, 5588, 5617, 5620, 5794,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60872, 60892, 60895, 60918, 94108, 94125, 94128, 94167, 980, 993, 996, 1014,
        45217, 45232, 45235, 45442, -1, -1, -1, -1, -1, -1, -1, -1, 4970, 4987, 4990, 5229,
        74661, 74683, 74686, 74716, 66961, 66984, 66987, 67042, 79844, 79858, 79861, 79877, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71421, 71431, 71434, 71439,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59255, 59274, 59277, 59355, 25673, 25691, 25694, 25811, -1, -1, -1, -1,
        -1, -1, -1, -1, 55328, 55352, 55355, 55506, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19630, 19651, 19654, 19741, 29106, 29121, 29124, 29199, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50441, 50465, 50468, 50629, 58306, 58329, 58332, 58461, -1, -1, -1, -1, 48069, 48094, 48097, 48149,
        48324, 48343, 48346, 48452, 70862, 70881, 70884, 70908, 92088, 92115, 92118, 92253, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28391, 28413, 28416, 28474,
        43493, 43512, 43515, 43542, 77089, 77108, 77111, 77128, 40261, 40283, 40286, 40405, 67185, 67207, 67210, 67268,
        64182, 64206, 64209, 64254, 82066, 82091, 82094, 82147, 85853, 85869, 85872, 86151, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46899, 46920, 46923, 46992,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 83197, 83222, 83225, 83271, 54420, 54440, 54443, 54671, -1, -1, -1, -1,
        52145, 52174, 52177, 52208, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73128, 73142, 73145, 73162, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71269, 71283, 71286, 71321, 11088, 11112, 11115, 11236,
        5230, 5244, 5247, 5257, 43581, 43597, 43600, 43606, 62605, 62628, 62631, 62657, -1, -1, -1, -1,
        49612, 49639, 49642, 49747, -1, -1, -1, -1, 67130, 67151, 67154, 67184, 62530, 62557, 62560, 62604,
        6773, 6790, 6793, 6902, 70814, 70832, 70835, 70861, 73768, 73790, 73793, 73990, 78637, 78656, 78659, 78740,
        63597, 63617, 63620, 63705, 63186, 63213, 63216, 63267, 72098, 72125, 72128, 72150, 65118, 65133, 65136, 65144,
        2977, 3001, 3004, 3143, 71711, 71744, 71747, 71845, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32559, 32586, 32589, 32724, 54672, 54701, 54704, 54873, 62035, 62061, 62064, 62168, 63268, 63293, 63296, 63349,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67590, 67608, 67611, 67630,
        51639, 51666, 51669, 51681, 28098, 28108, 28111, 28145, 58795, 58814, 58817, 58827, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31022, 31052, 31055, 31167, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20507, 20532, 20535, 20728, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76783, 76803, 76806, 76935, -1, -1, -1, -1,
        74717, 74736, 74739, 74881, 81799, 81824, 81827, 81894, 12196, 12209, 12212, 12227, 52023, 52049, 52052, 52077,
        72383, 72411, 72414, 72442, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61230, 61257, 61260, 61382, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28600, 28618, 28621, 28658, -1, -1, -1, -1, 84317, 84335, 84338, 84602, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55988, 56013, 56016, 56116,
        66087, 66104, 66107, 66163, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20175, 20195, 20198, 20338, 78839, 78855, 78858, 78944, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91359, 91379, 91382, 91508, 46237, 46262, 46265, 46411,
        3220, 3239, 3242, 4542, -1, -1, -1, -1, -1, -1, -1, -1, 59037, 59054, 59057, 59069,
        -1, -1, -1, -1, -1, -1, -1, -1, 52338, 52372, 52375, 52395, 28789, 28807, 28810, 28927,
        60088, 60103, 60106, 60198, 80875, 80893, 80896, 80911, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24188, 24204, 24207, 24386, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11559, 11581, 11584, 11651, 45890, 45915, 45918, 46062, 60617, 60631, 60634, 60716,
        6127, 6153, 6156, 6302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22655, 22673, 22676, 22804, 57220, 57237, 57240, 57300,
        81381, 81404, 81407, 81442, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11770, 11794, 11797, 12001, 34834, 34852, 34855, 34878,
        1081, 1091, 1094, 1108, 47529, 47544, 47547, 47679, 68463, 68483, 68486, 68538, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10365, 10389, 10392, 10534,
        70290, 70314, 70317, 70366, 38954, 38968, 38971, 39034, 65171, 65190, 65193, 65211, 75160, 75183, 75186, 75300,
        11652, 11676, 11679, 11769, 80603, 80628, 80631, 80671, 60919, 60946, 60949, 61073, 38360, 38387, 38390, 38494,
        73606, 73622, 73625, 73710, 56117, 56140, 56143, 56221, 66851, 66857, 66860, 66870, -1, -1, -1, -1,
        10535, 10555, 10558, 10695, 93756, 93773, 93776, 93835, -1, -1, -1, -1, -1, -1, -1, -1,
        21782, 21796, 21799, 21868, 44908, 44926, 44929, 45030, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21965, 21984, 21987, 22100, 49193, 49220, 49223, 49277, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8086, 8108, 8111, 8260,
        -1, -1, -1, -1, 69837, 69856, 69859, 69901, -1, -1, -1, -1, 14237, 14256, 14259, 15532,
        34087, 34102, 34105, 34148, 38828, 38849, 38852, 38953, 10087, 10104, 10107, 10175, 55899, 55929, 55932, 55987,
        62915, 62933, 62936, 62946, -1, -1, -1, -1, 770, 781, 784, 794, 3144, 3162, 3165, 3219,
        51682, 51701, 51704, 51715, 8804, 8820, 8823, 8955, 75917, 75935, 75938, 76048, 90609, 90627, 90630, 90754,
        -1, -1, -1, -1, -1, -1, -1, -1, 42861, 42875, 42878, 42981, 81993, 82017, 82020, 82065,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20814, 20833, 20836, 20951, 71846, 71881, 71884, 71984,
        -1, -1, -1, -1, -1, -1, -1, -1, 89326, 89345, 89348, 89477, -1, -1, -1, -1,
        24749, 24765, 24768, 24789, -1, -1, -1, -1, -1, -1, -1, -1, 30240, 30273, 30276, 30332,
        88379, 88394, 88397, 88480, 91965, 91984, 91987, 92087, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80672, 80691, 80694, 80744, -1, -1, -1, -1,
        -1, -1, -1, -1, 58462, 58486, 58489, 58794, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86152, 86175, 86178, 86237, -1, -1, -1, -1, 33250, 33270, 33273, 33333,
        -1, -1, -1, -1, 65026, 65046, 65049, 65059, 1142, 1154, 1157, 1167, 22101, 22121, 22124, 22211,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30456, 30480, 30483, 30600, -1, -1, -1, -1,
        71322, 71333, 71336, 71351, 49883, 49907, 49910, 50122, -1, -1, -1, -1, 93266, 93281, 93284, 93332,
        -1, -1, -1, -1, -1, -1, -1, -1, 70445, 70469, 70472, 70521, 94648, 94663, 94666, 94817,
        -1, -1, -1, -1, -1, -1, -1, -1, 89155, 89171, 89174, 89325, 49278, 49290, 49293, 49366,
        78048, 78069, 78072, 78218, 72689, 72709, 72712, 72766, -1, -1, -1, -1, 23640, 23662, 23665, 23802,
        -1, -1, -1, -1, 25588, 25605, 25608, 25672, -1, -1, -1, -1, 81507, 81527, 81530, 81580,
        -1, -1, -1, -1, -1, -1, -1, -1, 48267, 48283, 48286, 48323, 28536, 28555, 28558, 28599,
        60443, 60466, 60469, 60554, 85272, 85290, 85293, 85593, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11237, 11257, 11260, 11387, 71078, 71096, 71099, 71125, -1, -1, -1, -1,
        -1, -1, -1, -1, 8956, 8975, 8978, 9055, 54947, 54972, 54975, 55048, -1, -1, -1, -1,
        28228, 28249, 28252, 28312, 82148, 82174, 82177, 82232, 82751, 82778, 82781, 82823, 39850, 39871, 39874, 39880,
        -1, -1, -1, -1, 4543, 4563, 4566, 4757, 90755, 90778, 90781, 90852, -1, -1, -1, -1,
        94168, 94186, 94189, 94302, 1197, 1216, 1219, 1362, 88481, 88492, 88495, 88517, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22971, 22987, 22990, 23021, 82824, 82852, 82855, 82897,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 93679, 93695, 93698, 93755,
        57972, 57998, 58001, 58208, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92460, 92479, 92482, 92507, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69902, 69926, 69929, 69958, 77584, 77600, 77603, 77749,
        -1, -1, -1, -1, 70367, 70392, 70395, 70444, -1, -1, -1, -1, 82569, 82602, 82605, 82658,
        76049, 76068, 76071, 76192, -1, -1, -1, -1, -1, -1, -1, -1, 93990, 94001, 94004, 94047,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43879, 43900, 43903, 43963, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41686, 41706, 41709, 41734,
        -1, -1, -1, -1, 50194, 50215, 50218, 50312, -1, -1, -1, -1, -1, -1, -1, -1,
        91070, 91084, 91087, 91187, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23316, 23332, 23335, 23366,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48150, 48169, 48172, 48206,
        43740, 43758, 43761, 43784, -1, -1, -1, -1, 92406, 92423, 92426, 92459, -1, -1, -1, -1,
        22459, 22477, 22480, 22654, 83492, 83514, 83517, 83749, -1, -1, -1, -1, 88060, 88084, 88087, 88163,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 34320, 34333, 34336, 34366, -1, -1, -1, -1, -1, -1, -1, -1,
        8694, 8718, 8721, 8803, 81318, 81342, 81345, 81380, -1, -1, -1, -1, -1, -1, -1, -1,
        60199, 60218, 60221, 60301, 86757, 86782, 86785, 86893, 87490, 87505, 87508, 87536, 87199, 87230, 87233, 87320,
        -1, -1, -1, -1, -1, -1, -1, -1, 28659, 28679, 28682, 28723, -1, -1, -1, -1,
        59181, 59204, 59207, 59254, 64895, 64913, 64916, 64924, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45031, 45044, 45047, 45216,
        -1, -1, -1, -1, 60378, 60394, 60397, 60442, 37249, 37276, 37279, 37431, 8261, 8282, 8285, 8566,
        28146, 28166, 28169, 28227, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        34498, 34522, 34525, 34556, -1, -1, -1, -1, 46789, 46801, 46804, 46807, 49807, 49829, 49832, 49882,
        50630, 50654, 50657, 50735, 7728, 7745, 7748, 7774, 71440, 71473, 71476, 71574, 79930, 79955, 79958, 79974,
        -1, -1, -1, -1, 34737, 34755, 34758, 34783, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 90335, 90355, 90358, 90608,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79760, 79779, 79782, 79843, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 9148, 9172, 9175, 9339,
        -1, -1, -1, -1, 34421, 34434, 34437, 34479, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66815, 66836, 66839, 66850, -1, -1, -1, -1, -1, -1, -1, -1,
        60302, 60320, 60323, 60377, 69183, 69201, 69204, 69367, 21673, 21697, 21700, 21781, 51716, 51736, 51739, 51749,
        -1, -1, -1, -1, -1, -1, -1, -1, 43964, 43980, 43983, 44038, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34676, 34702, 34705, 34736, -1, -1, -1, -1, 52619, 52647, 52650, 52679, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66299, 66331, 66334, 66434, -1, -1, -1, -1, 61383, 61412, 61415, 61539, 72882, 72900, 72903, 72938,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92305, 92324, 92327, 92352, 40574, 40591, 40594, 40628, 68779, 68800, 68803, 69077,
        73711, 73727, 73730, 73767, -1, -1, -1, -1, 43251, 43271, 43274, 43288, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 65303, 65321, 65324, 65334, -1, -1, -1, -1,
        30601, 30617, 30620, 31021, -1, -1, -1, -1, -1, -1, -1, -1, 65503, 65521, 65524, 65544,
        -1, -1, -1, -1, -1, -1, -1, -1, 40406, 40423, 40426, 40573, -1, -1, -1, -1,
        47996, 48020, 48023, 48068, -1, -1, -1, -1, -1, -1, -1, -1, 95535, 95554, 95557, 95632,
        -1, -1, -1, -1, 58828, 58847, 58850, 58862, 34238, 34253, 34256, 34273, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36065, 36090, 36093, 36225, 41173, 41187, 41190, 41294,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73299, 73322, 73325, 73384, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22212, 22230, 22233, 22302, -1, -1, -1, -1, 23022, 23040, 23043, 23315,
        28724, 28737, 28740, 28788, 52500, 52527, 52530, 52559, 52733, 52752, 52755, 53441, 32864, 32893, 32896, 32981,
        60717, 60739, 60742, 60785, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11388, 11406, 11409, 11558, 5258, 5274, 5277, 5292, -1, -1, -1, -1, -1, -1, -1, -1,
        62466, 62486, 62489, 62529, 24732, 24739, 24742, 24748, 33983, 33997, 34000, 34012, 51294, 51321, 51324, 51425,
        54050, 54074, 54077, 54313, -1, -1, -1, -1, 75768, 75785, 75788, 75916, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63027, 63053, 63056, 63105, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1597, 1623, 1626, 1815, 50736, 50755, 50758, 50835, -1, -1, -1, -1,
        21869, 21886, 21889, 21964, 70146, 70166, 70169, 70193, -1, -1, -1, -1, -1, -1, -1, -1,
        80815, 80831, 80834, 80874, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72151, 72180, 72183, 72207, -1, -1, -1, -1, 69502, 69523, 69526, 69569, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58931, 58948, 58951, 58963, 63932, 63943, 63946, 63965,
        -1, -1, -1, -1, 77853, 77868, 77871, 77903, 6375, 6387, 6390, 6489, 72208, 72234, 72237, 72265,
        95363, 95379, 95382, 95439, 19410, 19434, 19437, 19629, -1, -1, -1, -1, 93085, 93102, 93105, 93122,
        -1, -1, -1, -1, -1, -1, -1, -1, 65457, 65470, 65473, 65502, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 44512, 44532, 44535, 44617, -1, -1, -1, -1,
        57053, 57074, 57077, 57219, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7179, 7203, 7206, 7225, 50313, 50340, 50343, 50440, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68200, 68219, 68222, 68270, 34274, 34291, 34294, 34319,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72040, 72068, 72071, 72097, 90232, 90250, 90253, 90334, -1, -1, -1, -1,
        92986, 93004, 93007, 93084, 64925, 64944, 64947, 64961, 81096, 81125, 81128, 81174, 29453, 29469, 29472, 29573,
        -1, -1, -1, -1, 59426, 59448, 59451, 59541, -1, -1, -1, -1, -1, -1, -1, -1,
        7150, 7170, 7173, 7178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24654, 24667, 24670, 24696, -1, -1, -1, -1, -1, -1, -1, -1, 28928, 28948, 28951, 29021,
        -1, -1, -1, -1, 7654, 7680, 7683, 7727, 70648, 70667, 70670, 70695, 60555, 60573, 60576, 60616,
        73527, 73547, 73550, 73605, -1, -1, -1, -1, 38025, 38052, 38055, 38269, 87537, 87554, 87557, 87599,
        51426, 51451, 51454, 51512, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91581, 91602, 91605, 91671, 70696, 70714, 70717, 70742,
        61910, 61938, 61941, 62034, 18910, 18934, 18937, 19091, 28313, 28333, 28336, 28390, -1, -1, -1, -1,
        946, 958, 961, 979, 67902, 67921, 67924, 67959, 70028, 70041, 70044, 70098, 69959, 69981, 69984, 70027,
        47936, 47951, 47954, 47995, 56907, 56932, 56935, 57052, 70522, 70548, 70551, 70600, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61789, 61815, 61818, 61909, 1363, 1384, 1387, 1501,
        57301, 57320, 57323, 57506, 44835, 44855, 44858, 44907, 87600, 87616, 87619, 87868, -1, -1, -1, -1,
        7226, 7239, 7242, 7250, 69570, 69588, 69591, 69624, 80545, 80570, 80573, 80602, 56340, 56363, 56366, 56549,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79264, 79280, 79283, 79324, 21506, 21528, 21531, 21672,
        72266, 72293, 72296, 72326, 87089, 87114, 87117, 87198, -1, -1, -1, -1, 44618, 44640, 44643, 44725,
        61540, 61566, 61569, 61662, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 26007, 26020, 26023, 26195,
        65580, 65612, 65615, 65705, 25812, 25822, 25825, 26006, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43415, 43431, 43434, 43461, 6303, 6316, 6319, 6374, 89677, 89691, 89694, 89813, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67817, 67833, 67836, 67901, -1, -1, -1, -1,
        -1, -1, -1, -1, 7278, 7292, 7295, 7356, 29574, 29589, 29592, 29650, 64997, 65012, 65015, 65025,
        82304, 82331, 82334, 82387, 82659, 82694, 82697, 82750, 67689, 67707, 67710, 67816, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66871, 66895, 66898, 66960,
        73385, 73405, 73408, 73466, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64656, 64675, 64678, 64746, 39881, 39901, 39904, 40111, 64747, 64768, 64771, 64839, 65060, 65078, 65081, 65089,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52276, 52310, 52313, 52337, 65706, 65739, 65742, 65832, 58894, 58915, 58918, 58930,
        39599, 39620, 39623, 39710, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45734, 45758, 45761, 45889, 28475, 28493, 28496, 28535, 31246, 31269, 31272, 31403,
        -1, -1, -1, -1, 21349, 21374, 21377, 21397, 87955, 87980, 87983, 88059, 9639, 9658, 9661, 9677,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58209, 58228, 58231, 58305, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53906, 53930, 53933, 54049, -1, -1, -1, -1, 93333, 93348, 93351, 93397, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12102, 12127, 12130, 12195, -1, -1, -1, -1,
        88164, 88185, 88188, 88301, -1, -1, -1, -1, 36226, 36249, 36252, 36431, 18596, 18620, 18623, 18909,
        65240, 65257, 65260, 65272, 68271, 68290, 68293, 68406, 76405, 76422, 76425, 76495, 7123, 7141, 7144, 7149,
        352, 369, 372, 396, 14101, 14121, 14124, 14236, 92696, 92712, 92715, 92792, 655, 671, 674, 695,
        -1, -1, -1, -1, 19742, 19767, 19770, 19947, 26882, 26899, 26902, 27112, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52209, 52244, 52247, 52275,
        78741, 78753, 78756, 78838, -1, -1, -1, -1, 60786, 60807, 60810, 60871, 9867, 9890, 9893, 9974,
        83272, 83299, 83302, 83348, -1, -1, -1, -1, 84162, 84181, 84184, 84316, 35779, 35805, 35808, 36064,
        41948, 41964, 41967, 42068, 52560, 52586, 52589, 52618, 81704, 81730, 81733, 81798, 24829, 24839, 24842, 24869,
        90057, 90079, 90082, 90231, -1, -1, -1, -1, 42712, 42725, 42728, 42860, -1, -1, -1, -1,
        59811, 59832, 59835, 59925, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55200, 55216, 55219, 55327, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47893, 47909, 47912, 47935, -1, -1, -1, -1,
        33334, 33358, 33361, 33517, 830, 847, 850, 873, 36634, 36654, 36657, 36910, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37830, 37857, 37860, 38024,
        -1, -1, -1, -1, -1, -1, -1, -1, 64962, 64981, 64984, 64996, -1, -1, -1, -1,
        -1, -1, -1, -1, 47680, 47698, 47701, 47840, -1, -1, -1, -1, 7357, 7368, 7371, 7575,
        19378, 19391, 19394, 19409, 72528, 72546, 72549, 72598, 71027, 71049, 71052, 71077, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 75085, 75100, 75103, 75159, 88518, 88532, 88535, 88696,
        -1, -1, -1, -1, 87869, 87891, 87894, 87954, 6903, 6919, 6922, 7027, 92559, 92573, 92576, 92650,
        24790, 24801, 24804, 24828, 79607, 79619, 79622, 79704, 80145, 80165, 80168, 80208, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47291, 47303, 47306, 47359, -1, -1, -1, -1, 2709, 2734, 2737, 2819, 71575, 71609, 71612, 71710,
        -1, -1, -1, -1, 7028, 7039, 7042, 7051, 70909, 70927, 70930, 70954, 7052, 7070, 7073, 7100,
        -1, -1, -1, -1, 6647, 6672, 6675, 6698, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24602, 24621, 24624, 24653,
        41295, 41318, 41321, 41376, 6599, 6620, 6623, 6646, 36911, 36939, 36942, 37248, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92893, 92909, 92912, 92985, -1, -1, -1, -1,
        67960, 67978, 67981, 68058, 68539, 68557, 68560, 68599, 2555, 2579, 2582, 2708, 490, 502, 505, 519,
        12002, 12026, 12029, 12101, 22805, 22821, 22824, 22970, 39035, 39049, 39052, 39130, 63106, 63131, 63134, 63185,
        83121, 83147, 83150, 83196, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        95633, 95651, 95654, 95723, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80485, 80508, 80511, 80544, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72824, 72843, 72846, 72881, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19948, 19969, 19972, 20033, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66164, 66195, 66198, 66298,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9586, 9604, 9607, 9638, 39491, 39510, 39513, 39598, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56744, 56761, 56764, 56906, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55507, 55540, 55543, 55671, 65959, 65993, 65996, 66086, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 76936, 76958, 76961, 77047, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76496, 76514, 76517, 76595,
        -1, -1, -1, -1, 92793, 92810, 92813, 92892, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6557, 6577, 6580, 6598, 33151, 33176, 33179, 33201,
        34215, 34226, 34229, 34237, -1, -1, -1, -1, 38694, 38717, 38720, 38827, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70601, 70619, 70622, 70647, 74882, 74901, 74904, 75084, 79163, 79180, 79183, 79263,
        23999, 24018, 24021, 24058, 19322, 19338, 19341, 19377, -1, -1, -1, -1, -1, -1, -1, -1,
        43648, 43667, 43670, 43697, 5293, 5313, 5316, 5587, 87375, 87403, 87406, 87489, -1, -1, -1, -1,
        10696, 10715, 10718, 10817, -1, -1, -1, -1, 95440, 95458, 95461, 95534, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1816, 1834, 1837, 2003,
        93481, 93501, 93504, 93582, 65423, 65433, 65436, 65456, 33518, 33542, 33545, 33695, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50905, 50930, 50933, 51034,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63431, 63456, 63459, 63512,
        77180, 77200, 77203, 77435, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34013, 34025, 34028, 34040, 82971, 83000, 83003, 83045, -1, -1, -1, -1,
        21205, 21230, 21233, 21348, 73467, 73486, 73489, 73526, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62696, 62719, 62722, 62749,
        -1, -1, -1, -1, -1, -1, -1, -1, 2282, 2305, 2308, 2453, 73059, 73076, 73079, 73127,
        73991, 74014, 74017, 74212, 54314, 54334, 54337, 54419, 70743, 70763, 70766, 70791, 93123, 93140, 93143, 93160,
        -1, -1, -1, -1, 62807, 62830, 62833, 62858, 95724, 95744, 95747, 95820, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93161, 93179, 93182, 93215, -1, -1, -1, -1,
        37432, 37467, 37470, 37655, -1, -1, -1, -1, 24870, 24883, 24886, 25193, 48576, 48603, 48606, 48713,
        69435, 69457, 69460, 69501, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64037, 64060, 64063, 64110, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 7101, 7115, 7118, 7122, -1, -1, -1, -1,
        -1, -1, -1, -1, 59356, 59375, 59378, 59425, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40784, 40799, 40802, 41032, 19193, 19218, 19221, 19321,
        44163, 44173, 44176, 44209, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80912, 80924, 80927, 80936, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47175, 47189, 47192, 47290, 92508, 92527, 92530, 92558, -1, -1, -1, -1, -1, -1, -1, -1,
        80937, 80966, 80969, 81015, -1, -1, -1, -1, 31963, 31992, 31995, 32198, -1, -1, -1, -1,
        70955, 70975, 70978, 71004, 72767, 72785, 72788, 72823, 90853, 90872, 90875, 90981, -1, -1, -1, -1,
        -1, -1, -1, -1, 84924, 84945, 84948, 85271, -1, -1, -1, -1, -1, -1, -1, -1,
        29272, 29291, 29294, 29452, 10944, 10968, 10971, 11087, 76596, 76615, 76618, 76782, -1, -1, -1, -1,
        41033, 41055, 41058, 41172, -1, -1, -1, -1, 62169, 62191, 62194, 62324, -1, -1, -1, -1,
        62658, 62675, 62678, 62695, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59926, 59948, 59951, 60087, 34557, 34582, 34585, 34618, -1, -1, -1, -1, -1, -1, -1, -1,
        33202, 33218, 33221, 33249, 79388, 79409, 79412, 79546, 32293, 32319, 32322, 32376, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74434, 74458, 74461, 74660, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, 84603, 84622, 84625, 84923, -1, -1, -1, -1,
        -1, -1, -1, -1, 43332, 43355, 43358, 43376, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67043, 67066, 67069, 67129, -1, -1, -1, -1, -1, -1, -1, -1,
        23803, 23823, 23826, 23998, -1, -1, -1, -1, -1, -1, -1, -1, 20729, 20750, 20753, 20813,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59542, 59558, 59561, 59678,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33943, 33960, 33963, 33982, -1, -1, -1, -1, -1, -1, -1, -1, 25322, 25345, 25348, 25430,
        23414, 23431, 23434, 23531, -1, -1, -1, -1, -1, -1, -1, -1, 24059, 24076, 24079, 24187,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71005, 71012, 71015, 71026, -1, -1, -1, -1, -1, -1, -1, -1,
        19092, 19116, 19119, 19192, 42546, 42562, 42565, 42711, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64384, 64403, 64406, 64472,
        69368, 69386, 69389, 69434, -1, -1, -1, -1, 43698, 43718, 43721, 43739, -1, -1, -1, -1,
        -1, -1, -1, -1, 93836, 93852, 93855, 93910, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77904, 77921, 77924, 78047, -1, -1, -1, -1, -1, -1, -1, -1,
        33742, 33768, 33771, 33819, -1, -1, -1, -1, 41735, 41753, 41756, 41947, 61074, 61102, 61105, 61229,
        -1, -1, -1, -1, -1, -1, -1, -1, 7251, 7264, 7267, 7277, 33820, 33833, 33836, 33865,
        22303, 22323, 22326, 22458, 34784, 34803, 34806, 34833, 51898, 51930, 51933, 51960, 31168, 31198, 31201, 31245,
        63706, 63731, 63734, 63868, -1, -1, -1, -1, 49481, 49505, 49508, 49611, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24387, 24404, 24407, 24601, 70099, 70118, 70121, 70145,
        -1, -1, -1, -1, -1, -1, -1, -1, 65090, 65106, 65109, 65117, 68703, 68721, 68724, 68778,
        83349, 83372, 83375, 83491, -1, -1, -1, -1, 80209, 80232, 80235, 80273, -1, -1, -1, -1,
        93216, 93233, 93236, 93265, 46412, 46439, 46442, 46588, 92651, 92672, 92675, 92695, -1, -1, -1, -1,
        6490, 6506, 6509, 6556, 65386, 65403, 65406, 65422, -1, -1, -1, -1, 79325, 79339, 79342, 79387,
        -1, -1, -1, -1, -1, -1, -1, -1, 31596, 31620, 31623, 31728, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
