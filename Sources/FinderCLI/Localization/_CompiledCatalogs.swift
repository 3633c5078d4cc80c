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
        help.command.help = Show help for a command.
        help.command.history = List, remove or clear recent searches (five per domain).
        help.command.interactive = Search as you type, with suggestions from history (also: plain “finder” on a terminal).
        help.command.offline = Show or delete the last result saved for offline use.
        help.command.photos = Search Unsplash photos (colour, orientation, pages).
        help.command.stocks = Search the stock catalogue by ticker or company name.
        help.command.stocks.show = Show every listing of one or more tickers in full.
        help.command.stocks.sync = Refresh the stock catalogue from the Moscow Exchange and Nasdaq, a URL or a file.
        help.command.suggest = Suggest queries: recent searches containing TEXT, then tickers.
        help.commands = Commands:
        help.details.completion = Completes commands, options, recent searches and tickers.
        help.details.history = Without --domain, every domain. Queries that differ only in case are one entry.
        help.details.interactive = On a terminal, stock results follow as you type (after a short pause, FINDER_DEBOUNCE_MS, default 200); photos are searched when you press Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or :more shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130.\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; :history, :more, :help and :quit are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (json: one document per line).
        help.details.offline = “show” without --domain shows the newest saved result.
        help.details.stocks = Matches ticker prefixes and the start of every word of a name, in any order, ignoring case and accents (é = e, ё = е, ß = ss); Cyrillic and Latin spellings find each other, text typed on the wrong keyboard layout is corrected, and close spellings (one letter off, two in longer words) are shown only when nothing else matches. Exact tickers, whole words and prefixes come first, bigger companies first (an exact match counts as ten times the size), then words written together (cocacola), then transliterations; ordinary shares before depositary receipts. Listings sharing an ISIN, and the company's receipts, are one result, shown by the home listing (the ISIN's country); --all-listings shows each.
        help.details.stocks.show = TICKER is matched exactly, ignoring case. Give several, separated by spaces or commas: each one's listings follow in the order given, and a ticker that names none is said on stderr (JSON: \"unknown\"); the exit status is 1 only when none is found.
        help.details.stocks.sync = Without --from, every keyless source in turn, each applied on its own. moex: the Moscow Exchange board TQBR: Russian and Latin names, ISIN, prices in roubles (the last trade, else the current or market price, else the previous close), market capitalisation; base URL from FINDER_MOEX_URL. nasdaq: every stock listed on NASDAQ, NYSE and NYSE American, with last sale in US dollars and market capitalisation; base URL from FINDER_NASDAQ_URL; names of listings already in the catalogue are kept. A URL or FILE in the StockFinder format: a JSON array of {\"ticker\", \"name\", \"currentPrice\"} (US dollars), or CSV with a header naming ticker, name, price and optionally currency and exchange. Listings merge with the catalogue by ticker and exchange: names and prices are replaced, new listings added, nothing deleted. Bad rows are skipped and counted. The catalogue and its index change all at once or not at all.
        help.details.suggest = Matching ignores case and accents (ICU). Default domain: stocks.
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
        help.globalOptions = Global options:
        help.option.accessible = screen-reader friendly output: one result per line, no colour or padding
        help.option.all-listings = one result per listing, not one per company
        help.option.by = which field to search (default all)
        help.option.color = when to use colour (default auto)
        help.option.data-dir = where finder keeps its data (default $XDG_DATA_HOME/finder)
        help.option.domain = which domain: stocks or photos
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
        help.option.offline = use no network
        help.option.quiet = print results only: no counts, hints or notices
        help.option.theme = colours for a dark or light terminal, or colours told apart with red-green colour blindness (default auto)
        help.option.version = show the version
        help.optional = optional
        help.options = Options:
        help.or = or
        help.subcommands = Subcommands:
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
        interactive.emptyLine = Type a query, or :history, :more, :quit.
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
        interactive.start.photos = Type words and press Enter to search photos. Tab puts a suggestion on the line.
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
        man.env.FINDER_DEBOUNCE_MS = milliseconds interactive mode waits after a keystroke before it searches (default 200)
        man.env.FINDER_HYPERLINKS = 0 turns off the links of photo results on a colour terminal
        man.env.FINDER_MOEX_URL = the Moscow Exchange base URL (default https://iss.moex.com); plain http only to loopback
        man.env.FINDER_NASDAQ_URL = the Nasdaq screener base URL (default https://api.nasdaq.com); plain http only to loopback
        man.env.FINDER_RESOURCES_DIR = the folder holding finder's bundles (finder_FinderResources.resources, finder_FinderLocalization.resources), for a binary installed away from them; an installed finder finds them beside its real path
        man.env.FINDER_SYNC_TIMEOUT = seconds a sync download may take in all (default 300)
        man.env.FINDER_UNSPLASH_RETRY_DELAY = seconds before a photo search is retried after a server error or a timeout (default 1)
        man.env.FINDER_UNSPLASH_TIMEOUT = seconds of silence, and of a whole request, before a photo search gives up (default 15)
        man.env.FINDER_UNSPLASH_URL = the Unsplash API base URL (default https://api.unsplash.com); plain http only to loopback
        man.env.FINDER_WAIT_SECONDS = the longest wait, in seconds, for another finder process that holds the store or the data folder (default 60; 1 to 3600)
        man.env.TZ = the time zone dates are shown in
        man.env.UNSPLASH_ACCESS_KEY = the Unsplash access key; wins over the stored one (finder config set unsplash-key)
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
        man.file.index = the search index, rebuilt when missing, stale or damaged
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
        usage.aFilePath = a file path, or a folder to write the file in
        usage.aPath = a folder path
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
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 29108, 29128, 29131, 29145, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33942, 33962, 33965, 33972,
        -1, -1, -1, -1, 18697, 18709, 18712, 18724, 9318, 9342, 9345, 9590, -1, -1, -1, -1,
        7555, 7575, 7578, 7657, 28090, 28108, 28111, 28141, 19164, 19188, 19191, 19211, 34023, 34037, 34040, 34077,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 24641, 24660, 24663, 24691, 4457, 4474, 4477, 4504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16036, 16056, 16059, 16092, 16522, 16543, 16546, 16586, 22279, 22296, 22299, 22384,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 12084, 12102, 12105, 12120,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25385, 25402, 25405, 25558, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41044, 41070, 41073, 41087, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1913, 1939, 1942, 2016, -1, -1, -1, -1, -1, -1, -1, -1,
        17599, 17625, 17628, 17665, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49400, 49424, 49427, 49463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26533, 26551, 26554, 26581,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45853, 45877, 45880, 45899, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32964, 32981, 32984, 33255,
        -1, -1, -1, -1, -1, -1, -1, -1, 18931, 18941, 18944, 18948, 6628, 6647, 6650, 6698,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49039, 49057, 49060, 49100,
        -1, -1, -1, -1, 36739, 36758, 36761, 36792, 44446, 44460, 44463, 44529, 36937, 36957, 36960, 36974,
        14029, 14046, 14049, 14123, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        9591, 9615, 9618, 10524, 23634, 23648, 23651, 23707, 18910, 18921, 18924, 18930, 25899, 25919, 25922, 25961,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16155, 16171, 16174, 16206, 46732, 46763, 46766, 46786, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5738, 5750, 5753, 5814, -1, -1, -1, -1,
        -1, -1, -1, -1, 29296, 29327, 29330, 29353, 36284, 36311, 36314, 36332, -1, -1, -1, -1,
        -1, -1, -1, -1, 38212, 38234, 38237, 38276, 22032, 22050, 22053, 22109, 11612, 11637, 11640, 11779,
        -1, -1, -1, -1, -1, -1, -1, -1, 21124, 21134, 21137, 21169, -1, -1, -1, -1,
        -1, -1, -1, -1, 36697, 36713, 36716, 36738, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31266, 31291, 31294, 31338, 42971, 42998, 43001, 43109, -1, -1, -1, -1,
        -1, -1, -1, -1, 19078, 19090, 19093, 19101, -1, -1, -1, -1, 36071, 36096, 36099, 36115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14507, 14535, 14538, 14768, 17942, 17958, 17961, 17972, 21621, 21643, 21646, 21724, 37603, 37634, 37637, 37685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7095, 7114, 7117, 7170, 190, 207, 210, 229,
        32370, 32386, 32389, 32483, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26118, 26140, 26143, 26173, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44782, 44799, 44802, 44879, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40544, 40562, 40565, 40581, -1, -1, -1, -1, 40718, 40731, 40734, 40740, 47617, 47631, 47634, 47699,
        -1, -1, -1, -1, -1, -1, -1, -1, 37384, 37416, 37419, 37468, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24171, 24194, 24197, 24208, -1, -1, -1, -1,
        17111, 17134, 17137, 17217, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39838, 39864, 39867, 39922, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32171, 32198, 32201, 32238,
        -1, -1, -1, -1, 5288, 5306, 5309, 5400, -1, -1, -1, -1, 40688, 40699, 40702, 40717,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27364, 27389, 27392, 27457, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49182, 49200, 49203, 49297, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16453, 16473, 16476, 16521, -1, -1, -1, -1, 1616, 1642, 1645, 1703,
        40383, 40390, 40393, 40402, 46910, 46932, 46935, 46936, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36594, 36616, 36619, 36643, -1, -1, -1, -1,
        26990, 27010, 27013, 27047, 41414, 41434, 41437, 41456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7471, 7494, 7497, 7554, 20172, 20197, 20200, 20290,
        42861, 42880, 42883, 42970, 49996, 50013, 50016, 50043, -1, -1, -1, -1, -1, -1, -1, -1,
        28584, 28603, 28606, 28651, 24487, 24499, 24502, 24544, 13889, 13910, 13913, 13960, 31886, 31910, 31913, 31968,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29396, 29424, 29427, 29446, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44880, 44897, 44900, 44957, -1, -1, -1, -1,
        15491, 15512, 15515, 15575, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 45361, 45374, 45377, 45400, 41457, 41470, 41473, 41505, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33825, 33844, 33847, 33853, 48027, 48054, 48057, 48165,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29184, 29220, 29223, 29238,
        -1, -1, -1, -1, 34412, 34428, 34431, 34476, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27179, 27210, 27213, 27363, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6456, 6466, 6469, 6568, 45284, 45304, 45307, 45360, -1, -1, -1, -1,
        -1, -1, -1, -1, 24067, 24077, 24080, 24093, -1, -1, -1, -1, 27820, 27839, 27842, 27853,
        24961, 24981, 24984, 25025, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21725, 21741, 21744, 21860, -1, -1, -1, -1, -1, -1, -1, -1,
        7658, 7682, 7685, 8508, 11307, 11329, 11332, 11447, -1, -1, -1, -1, -1, -1, -1, -1,
        23145, 23159, 23162, 23238, 26065, 26085, 26088, 26117, -1, -1, -1, -1, 19145, 19157, 19160, 19163,
        23976, 23989, 23992, 24066, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18097, 18126, 18129, 18176, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3890, 3911, 3914, 4068, 28652, 28677, 28680, 28740, -1, -1, -1, -1,
        18572, 18595, 18598, 18610, -1, -1, -1, -1, 5036, 5062, 5065, 5084, 37686, 37719, 37722, 37771,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29146, 29170, 29173, 29183, 46216, 46245, 46248, 46289,
        24692, 24712, 24715, 24729, -1, -1, -1, -1, 46989, 47016, 47019, 47043, -1, -1, -1, -1,
        -1, -1, -1, -1, 48373, 48393, 48396, 48420, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26286, 26303, 26306, 26374,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47700, 47722, 47725, 47823,
        -1, -1, -1, -1, 5188, 5205, 5208, 5287, -1, -1, -1, -1, 43454, 43481, 43484, 43572,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42116, 42138, 42141, 42256,
        -1, -1, -1, -1, -1, -1, -1, -1, 39167, 39185, 39188, 39216, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41609, 41630, 41633, 41667, 22621, 22642, 22645, 22710,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37181, 37197, 37200, 37204,
        -1, -1, -1, -1, 6052, 6070, 6073, 6113, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6744, 6764, 6767, 6823,
        28963, 28987, 28990, 28999, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 6235, 6264, 6267, 6321, 18852, 18862, 18865, 18869,
        639, 653, 656, 663, 18725, 18738, 18741, 18748, 31829, 31853, 31856, 31885, 44958, 44976, 44979, 45064,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1041, 1062, 1065, 1100,
        -1, -1, -1, -1, 24758, 24774, 24777, 24817, 29756, 29779, 29782, 29801, 48249, 48271, 48274, 48372,
        -1, -1, -1, -1, 43110, 43130, 43133, 43187, 38277, 38301, 38304, 38400, 6322, 6344, 6347, 6391,
        38401, 38420, 38423, 38440, 49519, 49539, 49542, 49600, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 30225, 30253, 30256, 30508, 46161, 46181, 46184, 46215, 47324, 47351, 47354, 47371,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17733, 17753, 17756, 17785,
        43964, 43980, 43983, 44000, 45996, 46017, 46020, 46049, -1, -1, -1, -1, 791, 802, 805, 809,
        15238, 15261, 15264, 15490, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44210, 44232, 44235, 44306, 129, 141, 144, 162,
        40152, 40173, 40176, 40192, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44038, 44055, 44058, 44070, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23077, 23093, 23096, 23144, 37349, 37363, 37366, 37383, 41248, 41267, 41270, 41312, 47092, 47117, 47120, 47142,
        -1, -1, -1, -1, -1, -1, -1, -1, 24360, 24379, 24382, 24389, 19342, 19357, 19360, 19852,
        24310, 24327, 24330, 24335, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46827, 46852, 46855, 46868, -1, -1, -1, -1, 41135, 41153, 41156, 41186, -1, -1, -1, -1,
        -1, -1, -1, -1, 31441, 31464, 31467, 31528, 23499, 23513, 23516, 23561, -1, -1, -1, -1,
        24094, 24102, 24105, 24138, 19301, 19321, 19324, 19341, 33912, 33933, 33936, 33941, -1, -1, -1, -1,
        27048, 27070, 27073, 27095, 27565, 27585, 27588, 27643, -1, -1, -1, -1, -1, -1, -1, -1,
        28903, 28927, 28930, 28962, -1, -1, -1, -1, 13630, 13642, 13645, 13653, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10525, 10545, 10548, 10612, -1, -1, -1, -1,
        14769, 14787, 14790, 14903, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39448, 39468, 39471, 39510, -1, -1, -1, -1, -1, -1, -1, -1, 45940, 45962, 45965, 45995,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33998, 34015, 34018, 34022,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17786, 17809, 17812, 17838,
        37772, 37797, 37800, 37837, 49903, 49910, 49913, 49947, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18177, 18202, 18205, 18219, -1, -1, -1, -1, -1, -1, -1, -1, 39012, 39031, 39034, 39050,
        -1, -1, -1, -1, 13049, 13065, 13068, 13088, -1, -1, -1, -1, 41668, 41690, 41693, 41739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3248, 3273, 3276, 3368, 38475, 38494, 38497, 38514, -1, -1, -1, -1, 13160, 13175, 13178, 13228,
        -1, -1, -1, -1, 45727, 45747, 45750, 45762, 49601, 49629, 49632, 49723, 38814, 38839, 38842, 38862,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46290, 46311, 46314, 46336,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24247, 24267, 24270, 24278,
        -1, -1, -1, -1, 45645, 45661, 45664, 45682, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23562, 23577, 23580, 23633,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46530, 46542, 46545, 46569, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17973, 17991, 17994, 18016, 20731, 20762, 20765, 20852, 29633, 29651, 29654, 29665,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37131, 37147, 37150, 37154,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15036, 15061, 15064, 15237, 26820, 26838, 26841, 26861, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37233, 37248, 37251, 37254, 40582, 40602, 40605, 40622, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18826, 18840, 18843, 18851, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25962, 25976, 25979, 26047, 40114, 40133, 40136, 40151, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1356, 1382, 1385, 1497, -1, -1, -1, -1, 19056, 19068, 19071, 19077,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35757, 35780, 35783, 35849,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17303, 17332, 17335, 17450, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36514, 36533, 36536, 36559, -1, -1, -1, -1, 38768, 38787, 38790, 38813,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39790, 39806, 39809, 39837, -1, -1, -1, -1, 3787, 3816, 3819, 3889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35169, 35189, 35192, 35206, -1, -1, -1, -1, 709, 722, 725, 731,
        25263, 25278, 25281, 25384, -1, -1, -1, -1, -1, -1, -1, -1, 3369, 3386, 3389, 3557,
        42406, 42428, 42431, 42461, 37964, 37987, 37990, 38036, 45819, 45833, 45836, 45852, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40741, 40751, 40754, 40759,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34130, 34149, 34152, 34187, 14191, 14209, 14212, 14269, -1, -1, -1, -1,
        -1, -1, -1, -1, 31593, 31617, 31620, 31738, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10903, 10924, 10927, 11014, 16093, 16108, 16111, 16154, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28301, 28325, 28328, 28421, 33464, 33487, 33490, 33563, -1, -1, -1, -1, 26725, 26750, 26753, 26778,
        26907, 26926, 26929, 26989, 49796, 49823, 49826, 49902, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15684, 15706, 15709, 15747,
        44001, 44020, 44023, 44037, -1, -1, -1, -1, 22385, 22407, 22410, 22474, 38139, 38161, 38164, 38211,
        36644, 36668, 36671, 36696, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47422, 47447, 47450, 47471, 30822, 30842, 30845, 31063, -1, -1, -1, -1,
        29447, 29476, 29479, 29494, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41574, 41588, 41591, 41608, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40623, 40637, 40640, 40661, 7249, 7273, 7276, 7357,
        3558, 3572, 3575, 3578, 24336, 24352, 24355, 24359, 35949, 35972, 35975, 35997, -1, -1, -1, -1,
        27725, 27752, 27755, 27819, -1, -1, -1, -1, 38092, 38113, 38116, 38138, 35896, 35923, 35926, 35948,
        4505, 4522, 4525, 4573, 45065, 45084, 45087, 45155, -1, -1, -1, -1, -1, -1, -1, -1,
        36333, 36353, 36356, 36401, 36189, 36216, 36219, 36237, 40949, 40976, 40979, 40994, 37079, 37094, 37097, 37100,
        2017, 2041, 2044, 2132, 40760, 40793, 40796, 40852, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17839, 17866, 17869, 17941, 31064, 31093, 31096, 31265, 35581, 35607, 35610, 35666, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38441, 38459, 38462, 38474,
        29000, 29027, 29030, 29040, 15576, 15586, 15589, 15623, 33771, 33790, 33793, 33795, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16843, 16873, 16876, 16934, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11780, 11805, 11808, 12001, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43810, 43830, 43833, 43905, -1, -1, -1, -1,
        42462, 42481, 42484, 42585, 46937, 46962, 46965, 46988, 7445, 7458, 7461, 7470, 29354, 29380, 29383, 29395,
        41088, 41116, 41119, 41134, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35207, 35234, 35237, 35308, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15748, 15766, 15769, 15790, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32028, 32053, 32056, 32110,
        37557, 37574, 37577, 37602, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11448, 11468, 11471, 11611, 45216, 45232, 45235, 45283, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49298, 49318, 49321, 49399, 25660, 25685, 25688, 25777,
        2185, 2204, 2207, 3032, -1, -1, -1, -1, -1, -1, -1, -1, 33973, 33990, 33993, 33997,
        -1, -1, -1, -1, -1, -1, -1, -1, 29589, 29623, 29626, 29632, 15882, 15900, 15903, 15978,
        34631, 34646, 34649, 34700, 46618, 46636, 46639, 46654, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35005, 35019, 35022, 35050, -1, -1, -1, -1,
        4069, 4095, 4098, 4161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12645, 12663, 12666, 12734, 32796, 32813, 32816, 32843,
        46787, 46810, 46813, 46826, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19263, 19281, 19284, 19300,
        774, 784, 787, 790, 26375, 26390, 26393, 26446, 39051, 39071, 39074, 39116, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6824, 6848, 6851, 6942,
        42758, 42781, 42784, 42860, 21502, 21516, 21519, 21550, 37101, 37120, 37123, 37130, 46429, 46454, 46457, 46483,
        -1, -1, -1, -1, -1, -1, -1, -1, 41995, 42011, 42014, 42069, 21170, 21197, 21200, 21282,
        -1, -1, -1, -1, 32111, 32134, 32137, 32170, 37873, 37879, 37882, 37894, -1, -1, -1, -1,
        6943, 6963, 6966, 7019, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12290, 12304, 12307, 12342, 25073, 25091, 25094, 25149, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27458, 27485, 27488, 27518, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5401, 5423, 5426, 5524,
        -1, -1, -1, -1, 39923, 39942, 39945, 39976, -1, -1, -1, -1, 8591, 8610, 8613, 9317,
        18870, 18885, 18888, 18909, 21398, 21419, 21422, 21501, 6699, 6716, 6719, 6743, 31969, 31999, 32002, 32027,
        36116, 36134, 36137, 36142, -1, -1, -1, -1, 558, 569, 572, 576, 2133, 2151, 2154, 2184,
        29041, 29060, 29063, 29074, 5894, 5910, 5913, 5983, 43266, 43284, 43287, 43352, 48770, 48788, 48791, 48871,
        -1, -1, -1, -1, -1, -1, -1, -1, 23898, 23912, 23915, 23975, 47044, 47068, 47071, 47091,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40853, 40888, 40891, 40948, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47929, 47948, 47951, 48026, -1, -1, -1, -1,
        13667, 13683, 13686, 13698, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47525, 47540, 47543, 47588, 49724, 49743, 49746, 49795, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46484, 46503, 46506, 46529, -1, -1, -1, -1,
        -1, -1, -1, -1, 33564, 33588, 33591, 33770, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18297, 18317, 18320, 18351,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 12397, 12417, 12420, 12479,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40662, 40673, 40676, 40687, 27917, 27941, 27944, 28089, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40193, 40217, 40220, 40246, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47824, 47840, 47843, 47928, 27519, 27531, 27534, 27564,
        44666, 44687, 44690, 44781, 41313, 41333, 41336, 41373, -1, -1, -1, -1, 13229, 13251, 13254, 13333,
        -1, -1, -1, -1, 14124, 14141, 14144, 14190, -1, -1, -1, -1, 46869, 46889, 46892, 46909,
        -1, -1, -1, -1, -1, -1, -1, -1, 26862, 26878, 26881, 26906, 34894, 34917, 34920, 34956,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7358, 7378, 7381, 7444, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5984, 6003, 6006, 6051, 31339, 31364, 31367, 31440, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22110, 22131, 22134, 22140,
        -1, -1, -1, -1, 3033, 3053, 3056, 3247, 48872, 48895, 48898, 48938, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 47589, 47600, 47603, 47616, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12843, 12859, 12862, 12871, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33256, 33282, 33285, 33386, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50087, 50106, 50109, 50121, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39977, 40001, 40004, 40020, 44307, 44323, 44326, 44445,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47201, 47234, 47237, 47260,
        43353, 43372, 43375, 43453, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24545, 24566, 24569, 24594, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23239, 23259, 23262, 23282,
        -1, -1, -1, -1, 28142, 28163, 28166, 28213, -1, -1, -1, -1, -1, -1, -1, -1,
        49101, 49115, 49118, 49181, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13008, 13024, 13027, 13048,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26779, 26798, 26801, 26819,
        24453, 24471, 24474, 24486, -1, -1, -1, -1, 50044, 50061, 50064, 50086, -1, -1, -1, -1,
        12532, 12550, 12553, 12644, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 19031, 19044, 19047, 19055, -1, -1, -1, -1, -1, -1, -1, -1,
        5815, 5839, 5842, 5893, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34701, 34720, 34723, 34773, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15791, 15811, 15814, 15837, -1, -1, -1, -1,
        34078, 34101, 34104, 34129, 36975, 36993, 36996, 37002, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25150, 25163, 25166, 25262,
        -1, -1, -1, -1, 34839, 34855, 34858, 34893, 20522, 20549, 20552, 20605, 5525, 5546, 5549, 5737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26048, 26060, 26063, 26064, 27854, 27876, 27879, 27916,
        28422, 28446, 28449, 28501, 5146, 5163, 5166, 5187, 45900, 45925, 45928, 45939, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48609, 48629, 48632, 48769,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45763, 45782, 45785, 45818, 732, 743, 746, 750, -1, -1, -1, -1, 6114, 6138, 6141, 6234,
        -1, -1, -1, -1, 19102, 19115, 19118, 19144, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37838, 37859, 37862, 37872, -1, -1, -1, -1, -1, -1, -1, -1,
        34774, 34792, 34795, 34838, 39511, 39529, 39532, 39615, 12219, 12243, 12246, 12289, 29075, 29095, 29098, 29107,
        -1, -1, -1, -1, -1, -1, -1, -1, 24595, 24611, 24614, 24640, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19212, 19238, 19241, 19262, -1, -1, -1, -1, 29710, 29738, 29741, 29755, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35309, 35338, 35341, 35414, 41374, 41392, 41395, 41413,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49948, 49967, 49970, 49995, 22583, 22600, 22603, 22620, 39270, 39291, 39294, 39447,
        42070, 42086, 42089, 42115, -1, -1, -1, -1, 24139, 24159, 24162, 24170, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 37205, 37223, 37226, 37232, -1, -1, -1, -1,
        16587, 16603, 16606, 16842, -1, -1, -1, -1, -1, -1, -1, -1, 37320, 37338, 37341, 37348,
        -1, -1, -1, -1, -1, -1, -1, -1, 22475, 22492, 22495, 22582, -1, -1, -1, -1,
        26665, 26689, 26692, 26724, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33796, 33815, 33818, 33824, 18969, 18984, 18987, 18997, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19969, 19994, 19997, 20056, 22930, 22944, 22947, 23011,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41740, 41763, 41766, 41808, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12480, 12498, 12501, 12531, -1, -1, -1, -1, 12872, 12890, 12893, 13007,
        15838, 15851, 15854, 15881, 29802, 29821, 29824, 30224, 35051, 35073, 35076, 35110, 18017, 18046, 18049, 18096,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3579, 3595, 3598, 3605, -1, -1, -1, -1, -1, -1, -1, -1,
        35850, 35870, 35873, 35895, 13654, 13661, 13664, 13666, 18782, 18796, 18799, 18807, 28741, 28768, 28771, 28832,
        30600, 30624, 30627, 30758, -1, -1, -1, -1, 43188, 43205, 43208, 43265, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1101, 1127, 1130, 1238, 28502, 28521, 28524, 28583, -1, -1, -1, -1,
        12343, 12360, 12363, 12396, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46570, 46586, 46589, 46617, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40995, 41024, 41027, 41043, -1, -1, -1, -1, 39707, 39728, 39731, 39751, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33887, 33904, 33907, 33911, 36560, 36571, 36574, 36593,
        -1, -1, -1, -1, 44530, 44545, 44548, 44564, 4214, 4226, 4229, 4292, -1, -1, -1, -1,
        -1, -1, -1, -1, 10683, 10707, 10710, 10902, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37290, 37303, 37306, 37319, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 24818, 24838, 24841, 24887, -1, -1, -1, -1,
        32663, 32684, 32687, 32795, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4783, 4807, 4810, 4816, 28214, 28241, 28244, 28300, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38863, 38882, 38885, 38916, 18998, 19015, 19018, 19030,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48553, 48571, 48574, 48608, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37003, 37022, 37025, 37032, 46680, 46709, 46712, 46731, 16322, 16338, 16341, 16398,
        -1, -1, -1, -1, 34233, 34255, 34258, 34333, -1, -1, -1, -1, -1, -1, -1, -1,
        4754, 4774, 4777, 4782, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13605, 13618, 13621, 13629, -1, -1, -1, -1, -1, -1, -1, -1, 15979, 15999, 16002, 16035,
        -1, -1, -1, -1, 5085, 5111, 5114, 5145, -1, -1, -1, -1, 34957, 34975, 34978, 35004,
        41932, 41952, 41955, 41994, -1, -1, -1, -1, 20973, 21000, 21003, 21123, -1, -1, -1, -1,
        28833, 28858, 28861, 28902, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49464, 49485, 49488, 49518, 40304, 40322, 40325, 40341,
        35495, 35523, 35526, 35580, 15624, 15644, 15647, 15683, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 38662, 38681, 38684, 38710, 40066, 40079, 40082, 40113, 40021, 40043, 40046, 40065,
        26620, 26635, 26638, 26664, 32561, 32586, 32589, 32662, 40247, 40273, 40276, 40303, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35415, 35441, 35444, 35494, 953, 974, 977, 1040,
        32844, 32863, 32866, 32963, 25026, 25046, 25049, 25072, -1, -1, -1, -1, -1, -1, -1, -1,
        4817, 4830, 4833, 4839, 39752, 39770, 39773, 39789, 46381, 46406, 46409, 46428, 32239, 32262, 32265, 32369,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45472, 45488, 45491, 45512, 12121, 12143, 12146, 12218,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24888, 24910, 24913, 24960,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 14386, 14399, 14402, 14506,
        -1, -1, -1, -1, 14270, 14280, 14283, 14385, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24279, 24295, 24298, 24309, 4162, 4175, 4178, 4213, 48166, 48180, 48183, 48248, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38603, 38619, 38622, 38661, -1, -1, -1, -1,
        -1, -1, -1, -1, 4863, 4877, 4880, 4915, 16399, 16414, 16417, 16452, 37033, 37048, 37051, 37054,
        47143, 47170, 47173, 47200, 47261, 47296, 47299, 47323, 38515, 38533, 38536, 38602, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37895, 37919, 37922, 37963,
        41809, 41829, 41832, 41874, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36840, 36859, 36862, 36886, 22141, 22161, 22164, 22278, 36887, 36908, 36911, 36936, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29543, 29577, 29580, 29588, -1, -1, -1, -1, 33854, 33875, 33878, 33886,
        21946, 21967, 21970, 22031, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25559, 25583, 25586, 25659, 17002, 17025, 17028, 17110, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6429, 6448, 6451, 6455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33387, 33406, 33409, 33463, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30509, 30533, 30536, 30599, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20057, 20080, 20083, 20171, 38917, 38936, 38939, 39011,
        37155, 37172, 37175, 37180, 43573, 43590, 43593, 43625, -1, -1, -1, -1, 4727, 4745, 4748, 4753,
        274, 291, 294, 307, 8509, 8529, 8532, 8590, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 11015, 11040, 11043, 11220, 14904, 14921, 14924, 15035, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29495, 29530, 29533, 29542,
        45156, 45168, 45171, 45215, -1, -1, -1, -1, 35111, 35132, 35135, 35168, 6569, 6592, 6595, 6627,
        47472, 47499, 47502, 47524, -1, -1, -1, -1, 48421, 48443, 48446, 48552, 19853, 19879, 19882, 19968,
        23413, 23429, 23432, 23498, 29666, 29692, 29695, 29709, -1, -1, -1, -1, 13699, 13709, 13712, 13718,
        -1, -1, -1, -1, -1, -1, -1, -1, 23825, 23838, 23841, 23897, -1, -1, -1, -1,
        34477, 34498, 34501, 34551, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31529, 31545, 31548, 31592, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26582, 26598, 26601, 26619, -1, -1, -1, -1,
        18352, 18376, 18379, 18458, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20853, 20880, 20883, 20972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26447, 26465, 26468, 26532, -1, -1, -1, -1, 4916, 4927, 4930, 5035,
        10657, 10670, 10673, 10682, 41187, 41205, 41208, 41247, 40502, 40524, 40527, 40543, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 42710, 42725, 42728, 42757, -1, -1, -1, -1,
        -1, -1, -1, -1, 50161, 50175, 50178, 50210, 4574, 4590, 4593, 4650, -1, -1, -1, -1,
        45683, 45695, 45698, 45726, 46050, 46070, 46073, 46096, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26254, 26266, 26269, 26285, -1, -1, -1, -1, 1829, 1854, 1857, 1912, -1, -1, -1, -1,
        -1, -1, -1, -1, 4651, 4662, 4665, 4673, 40403, 40421, 40424, 40440, 4674, 4692, 4695, 4704,
        -1, -1, -1, -1, 4408, 4433, 4436, 4456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13566, 13585, 13588, 13604,
        23012, 23035, 23038, 23076, 4375, 4396, 4399, 4407, 20291, 20319, 20322, 20521, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38711, 38729, 38732, 38767, 39117, 39135, 39138, 39166, 1704, 1728, 1731, 1828, 368, 380, 383, 388,
        36143, 36168, 36171, 36188, 12735, 12751, 12754, 12842, 21551, 21565, 21568, 21620, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46337, 46360, 46363, 46380, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11221, 11242, 11245, 11306, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6392, 6410, 6413, 6428, 21861, 21880, 21883, 21945, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32484, 32501, 32504, 32560, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31739, 31772, 31775, 31828, 37469, 37503, 37506, 37556, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 43906, 43928, 43931, 43963, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43626, 43644, 43647, 43691,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4346, 4366, 4369, 4374, 18220, 18245, 18248, 18262,
        18949, 18960, 18963, 18968, -1, -1, -1, -1, 21283, 21306, 21309, 21397, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42586, 42605, 42608, 42709, 45401, 45418, 45421, 45471, -1, -1, -1, -1,
        13334, 13353, 13356, 13370, 10613, 10629, 10632, 10656, -1, -1, -1, -1, -1, -1, -1, -1,
        24390, 24409, 24412, 24420, 3606, 3626, 3629, 3786, -1, -1, -1, -1, -1, -1, -1, -1,
        7020, 7039, 7042, 7094, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1239, 1257, 1260, 1355,
        -1, -1, -1, -1, 37255, 37265, 37268, 37289, 18459, 18483, 18486, 18571, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36238, 36263, 36266, 36283,
        44071, 44091, 44094, 44209, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18808, 18820, 18823, 18825, 47372, 47401, 47404, 47421, -1, -1, -1, -1,
        41875, 41894, 41897, 41931, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1498, 1521, 1524, 1615, 41506, 41523, 41526, 41573,
        -1, -1, -1, -1, 30759, 30779, 30782, 30821, 40342, 40362, 40365, 40382, -1, -1, -1, -1,
        -1, -1, -1, -1, 36029, 36052, 36055, 36070, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20606, 20641, 20644, 20730, -1, -1, -1, -1, 13719, 13732, 13735, 13888, 27096, 27123, 27126, 27178,
        39662, 39684, 39687, 39706, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 4705, 4719, 4722, 4726, -1, -1, -1, -1,
        -1, -1, -1, -1, 34188, 34207, 34210, 34232, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22711, 22726, 22729, 22832, 24730, 24740, 24743, 24757,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46655, 46667, 46670, 46679, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26174, 26188, 26191, 26253, 50122, 50141, 50144, 50160, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17451, 17480, 17483, 17598, -1, -1, -1, -1,
        40441, 40461, 40464, 40481, 48939, 48958, 48961, 49038, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16207, 16226, 16229, 16321, 7171, 7195, 7198, 7248, 43692, 43711, 43714, 43809, -1, -1, -1, -1,
        22833, 22855, 22858, 22929, -1, -1, -1, -1, 35667, 35689, 35692, 35756, -1, -1, -1, -1,
        35998, 36015, 36018, 36028, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34552, 34574, 34577, 34630, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18263, 18279, 18282, 18296, 45566, 45587, 45590, 45644, 17666, 17692, 17695, 17732, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42257, 42281, 42284, 42405, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24209, 24232, 24235, 24246, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38037, 38060, 38063, 38091, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 12002, 12023, 12026, 12083,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34334, 34350, 34353, 34411,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18749, 18766, 18769, 18781, -1, -1, -1, -1, -1, -1, -1, -1, 13961, 13984, 13987, 14028,
        13089, 13106, 13109, 13159, -1, -1, -1, -1, -1, -1, -1, -1, 13371, 13388, 13391, 13438,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40482, 40489, 40492, 40501, -1, -1, -1, -1, -1, -1, -1, -1,
        23708, 23724, 23727, 23824, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36793, 36812, 36815, 36839,
        39616, 39634, 39637, 39661, -1, -1, -1, -1, 24421, 24441, 24444, 24452, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44565, 44582, 44585, 44665, -1, -1, -1, -1, -1, -1, -1, -1,
        18611, 18637, 18640, 18666, -1, -1, -1, -1, 23283, 23301, 23304, 23412, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4840, 4853, 4856, 4862, 18667, 18680, 18683, 18696,
        -1, -1, -1, -1, 29239, 29271, 29274, 29295, -1, -1, -1, -1, 16935, 16965, 16968, 17001,
        36402, 36427, 36430, 36513, -1, -1, -1, -1, 27644, 27668, 27671, 27724, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13439, 13456, 13459, 13565, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37055, 37071, 37074, 37078, 39217, 39235, 39238, 39269,
        -1, -1, -1, -1, -1, -1, -1, -1, 46097, 46120, 46123, 46160, -1, -1, -1, -1,
        -1, -1, -1, -1, 25778, 25805, 25808, 25898, 50211, 50232, 50235, 50242, -1, -1, -1, -1,
        4293, 4309, 4312, 4345, -1, -1, -1, -1, -1, -1, -1, -1, 45513, 45527, 45530, 45565,
        -1, -1, -1, -1, -1, -1, -1, -1, 17218, 17242, 17245, 17302, -1, -1, -1, -1,
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
        help.command.help = Показать справку по команде.
        help.command.history = Показать, удалить или очистить недавние запросы (по пять в каждом разделе).
        help.command.interactive = Поиск по мере ввода с подсказками из истории (также: просто «finder» в терминале).
        help.command.offline = Показать или удалить последний результат, сохранённый для работы без сети.
        help.command.photos = Искать фотографии на Unsplash (цвет, ориентация, страницы).
        help.command.stocks = Искать в каталоге акций по тикеру или названию компании.
        help.command.stocks.show = Показать все листинги одного или нескольких тикеров полностью.
        help.command.stocks.sync = Обновить каталог акций с Московской биржи и Nasdaq, по URL или из файла.
        help.command.suggest = Подсказать запросы: сначала недавние, содержащие ТЕКСТ, затем тикеры.
        help.commands = Команды:
        help.details.completion = Дополняет команды, параметры, недавние запросы и тикеры.
        help.details.history = Без --domain — все разделы. Запросы, отличающиеся только регистром, считаются одним.
        help.details.interactive = В терминале результаты поиска акций появляются по ходу ввода (после короткой паузы, FINDER_DEBOUNCE_MS, по умолчанию 200 мс); фото ищутся по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или :more — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130.\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (json: один документ на строку).
        help.details.offline = «show» без --domain показывает самый свежий сохранённый результат.
        help.details.stocks = Находит начало тикера и начало любого слова в названии, слова в любом порядке, без учёта регистра и диакритики (é = e, ё = е, ß = ss); кириллица и латиница находят друг друга, текст, набранный в другой раскладке, исправляется, а близкие написания (одна ошибка, в длинных словах две) показываются, только когда ничего другого не найдено. Сначала точные тикеры, целые слова и начала слов, крупные компании раньше (точное совпадение весит как компания в десять раз крупнее), затем слитное написание (cocacola), затем транслитерация; обыкновенные акции раньше депозитарных расписок. Листинги с общим ISIN и депозитарные расписки компании — один результат: листинг в стране эмитента (по ISIN); --all-listings показывает каждый.
        help.details.stocks.show = ТИКЕР сравнивается точно, без учёта регистра. Можно указать несколько тикеров через пробел или запятую: листинги каждого идут в том же порядке, а о тикере, которого нет, говорится в stderr (в JSON — «unknown»); код выхода 1 — только если не найден ни один.
        help.details.stocks.sync = Без --from обновляет из всех источников, не требующих ключа, по очереди, каждый применяется отдельно. moex — Московская биржа, режим TQBR: русские и латинские названия, ISIN, цены в рублях (последняя сделка, иначе текущая или рыночная цена, иначе предыдущее закрытие), рыночная капитализация; базовый URL — из FINDER_MOEX_URL. nasdaq — все акции бирж NASDAQ, NYSE и NYSE American: последняя цена в долларах США и рыночная капитализация; базовый URL — из FINDER_NASDAQ_URL; названия бумаг, которые уже есть в каталоге, не меняются. URL или ФАЙЛ в формате StockFinder: JSON-массив {\"ticker\", \"name\", \"currentPrice\"} (доллары США) или CSV с заголовком, где есть ticker, name, price и, по желанию, currency и exchange. Бумаги объединяются с каталогом по тикеру и бирже: названия и цены заменяются, новые добавляются, ничего не удаляется. Ошибочные строки пропускаются и подсчитываются. Каталог и индекс меняются целиком или не меняются вовсе.
        help.details.suggest = Сравнение без учёта регистра и диакритики (ICU). Раздел по умолчанию: stocks.
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
        help.globalOptions = Общие параметры:
        help.option.accessible = вывод для экранного диктора: по результату в строке, без цвета и выравнивания
        help.option.all-listings = по строке на каждый листинг, а не на компанию
        help.option.by = по какому полю искать (по умолчанию all)
        help.option.color = когда использовать цвет (по умолчанию auto)
        help.option.data-dir = где finder хранит данные (по умолчанию $XDG_DATA_HOME/finder)
        help.option.domain = какой раздел: stocks (акции) или photos (фото)
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
        help.option.offline = не обращаться к сети
        help.option.quiet = только результаты: без количества, подсказок и уведомлений
        help.option.theme = цвета для тёмного или светлого терминала либо различимые при красно-зелёном дальтонизме (по умолчанию auto)
        help.option.version = показать версию
        help.optional = необязательно
        help.options = Параметры:
        help.or = или
        help.subcommands = Подкоманды:
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
        interactive.emptyLine = Введите запрос или команду «:history», «:more», «:quit».
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
        interactive.start.photos = Введите слова и нажмите Enter, чтобы найти фото. Tab подставляет подсказку.
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
        man.env.FINDER_DEBOUNCE_MS = сколько миллисекунд интерактивный режим ждёт после нажатия клавиши, прежде чем искать (по умолчанию 200)
        man.env.FINDER_HYPERLINKS = 0 отключает ссылки в результатах поиска фотографий на цветном терминале
        man.env.FINDER_MOEX_URL = базовый адрес Московской биржи (по умолчанию https://iss.moex.com); простой http — только к локальному адресу
        man.env.FINDER_NASDAQ_URL = базовый адрес скринера Nasdaq (по умолчанию https://api.nasdaq.com); простой http — только к локальному адресу
        man.env.FINDER_RESOURCES_DIR = папка с ресурсами finder (finder_FinderResources.resources, finder_FinderLocalization.resources) для программы, установленной отдельно от них; установленный finder находит их рядом со своим настоящим путём
        man.env.FINDER_SYNC_TIMEOUT = сколько секунд может длиться вся загрузка при обновлении каталога (по умолчанию 300)
        man.env.FINDER_UNSPLASH_RETRY_DELAY = через сколько секунд поиск фотографий повторяется после ошибки сервера или тайм-аута (по умолчанию 1)
        man.env.FINDER_UNSPLASH_TIMEOUT = сколько секунд тишины и всего запроса ждёт поиск фотографий (по умолчанию 15)
        man.env.FINDER_UNSPLASH_URL = базовый адрес API Unsplash (по умолчанию https://api.unsplash.com); простой http — только к локальному адресу
        man.env.FINDER_WAIT_SECONDS = сколько секунд самое большее ждать другой процесс finder, занявший хранилище или папку данных (по умолчанию 60; от 1 до 3600)
        man.env.TZ = часовой пояс, в котором показываются даты
        man.env.UNSPLASH_ACCESS_KEY = ключ доступа Unsplash; важнее сохранённого (finder config set unsplash-key)
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
        man.file.index = поисковый индекс; пересоздаётся, если его нет, он устарел или повреждён
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
        usage.aFilePath = путь к файлу или папка, в которую его записать
        usage.aPath = путь к папке
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
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 46154, 46174, 46177, 46193, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53350, 53370, 53373, 53387,
        -1, -1, -1, -1, 29030, 29042, 29045, 29077, 14466, 14490, 14493, 14937, -1, -1, -1, -1,
        11497, 11517, 11520, 11667, 44527, 44545, 44548, 44597, 29783, 29807, 29810, 29839, 53450, 53464, 53467, 53531,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 38443, 38462, 38465, 38514, 6699, 6716, 6719, 6772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24948, 24968, 24971, 25031, 25690, 25711, 25714, 25799, 34733, 34750, 34753, 34881,
        -1, -1, -1, -1, -1, -1, -1, -1, 57713, 57739, 57742, 57793, -1, -1, -1, -1,
        45439, 45465, 45468, 45567, -1, -1, -1, -1, -1, -1, -1, -1, 18152, 18170, 18173, 18203,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39847, 39864, 39867, 40137, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66479, 66505, 66508, 66534, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2828, 2854, 2857, 2992, -1, -1, -1, -1, -1, -1, -1, -1,
        27398, 27424, 27427, 27491, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80243, 80267, 80270, 80314, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42245, 42263, 42266, 42296,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74022, 74046, 74049, 74073, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51866, 51883, 51886, 52330,
        66137, 66164, 66167, 66191, -1, -1, -1, -1, 29349, 29359, 29362, 29378, 9967, 9986, 9989, 10078,
        -1, -1, -1, -1, -1, -1, -1, -1, 76622, 76656, 76659, 76712, 79716, 79734, 79737, 79803,
        -1, -1, -1, -1, 58659, 58678, 58681, 58742, 71898, 71912, 71915, 72000, 59199, 59219, 59222, 59253,
        21403, 21420, 21423, 21559, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        14938, 14962, 14965, 16505, 36890, 36904, 36907, 37037, 29313, 29324, 29327, 29348, 40993, 41013, 41016, 41065,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25126, 25142, 25145, 25197, 75319, 75350, 75353, 75399, -1, -1, -1, -1, 38703, 38723, 38726, 38808,
        -1, -1, -1, -1, -1, -1, -1, -1, 8559, 8571, 8574, 8685, -1, -1, -1, -1,
        -1, -1, -1, -1, 46365, 46396, 46399, 46426, 57876, 57903, 57906, 57959, -1, -1, -1, -1,
        -1, -1, -1, -1, 61437, 61459, 61462, 61502, 34332, 34350, 34353, 34470, 17677, 17702, 17705, 17844,
        -1, -1, -1, -1, -1, -1, -1, -1, 33090, 33100, 33103, 33179, -1, -1, -1, -1,
        -1, -1, -1, -1, 58614, 58630, 58633, 58658, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49278, 49303, 49306, 49350, 69606, 69633, 69636, 69779, -1, -1, -1, -1,
        -1, -1, -1, -1, 29557, 29569, 29572, 29584, -1, -1, -1, -1, 57222, 57247, 57250, 57277,
        -1, -1, -1, -1, 57310, 57335, 57338, 57389, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22160, 22188, 22191, 22576, 27916, 27932, 27935, 27968, 33752, 33774, 33777, 33941, 58923, 58943, 58946, 59014,
        60603, 60634, 60637, 60735, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10765, 10784, 10787, 10890, 240, 257, 260, 284,
        50909, 50925, 50928, 51102, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41484, 41506, 41509, 41578, -1, -1, -1, -1,
        -1, -1, -1, -1, 76532, 76565, 76568, 76621, -1, -1, -1, -1, -1, -1, -1, -1,
        72367, 72384, 72387, 72498, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65325, 65343, 65346, 65370, -1, -1, -1, -1, 65550, 65563, 65566, 65572, 77632, 77646, 77649, 77750,
        -1, -1, -1, -1, -1, -1, -1, -1, 60001, 60033, 60036, 60126, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37781, 37804, 37807, 37823, -1, -1, -1, -1,
        26603, 26626, 26629, 26794, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63870, 63896, 63899, 63992, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50581, 50608, 50611, 50698,
        -1, -1, -1, -1, 7912, 7930, 7933, 8077, 41212, 41232, 41235, 41302, 65504, 65515, 65518, 65549,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43419, 43444, 43447, 43596, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79922, 79940, 79943, 80092, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57113, 57137, 57140, 57169, 25577, 25597, 25600, 25689, -1, -1, -1, -1, 2450, 2476, 2479, 2562,
        64944, 64951, 64954, 64965, 75725, 75747, 75750, 75751, -1, -1, -1, -1, 65278, 65297, 65300, 65324,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56010, 56037, 56040, 56135, 58470, 58492, 58495, 58540, -1, -1, -1, -1,
        42857, 42877, 42880, 42918, 67091, 67111, 67114, 67149, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11367, 11390, 11393, 11496, 31529, 31554, 31557, 31730,
        69453, 69472, 69475, 69605, 81087, 81104, 81107, 81139, -1, -1, -1, -1, -1, -1, -1, -1,
        45240, 45259, 45262, 45308, 38189, 38201, 38204, 38282, 21166, 21187, 21190, 21293, 50120, 50144, 50147, 50257,
        -1, -1, -1, -1, -1, -1, -1, -1, 75752, 75777, 75780, 75847, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46482, 46510, 46513, 46548, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72499, 72516, 72519, 72616, -1, -1, -1, -1,
        23887, 23908, 23911, 24023, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 73249, 73262, 73265, 73306, 67150, 67163, 67166, 67210, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53214, 53233, 53236, 53244, 77190, 77215, 77218, 77264,
        78236, 78263, 78266, 78430, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46241, 46277, 46280, 46301,
        -1, -1, -1, -1, 54030, 54046, 54049, 54161, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43118, 43149, 43152, 43418, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9670, 9680, 9683, 9858, 73089, 73109, 73112, 73248, -1, -1, -1, -1,
        -1, -1, -1, -1, 37616, 37626, 37629, 37676, -1, -1, -1, -1, 44152, 44171, 44174, 44210,
        39130, 39150, 39153, 39238, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33942, 33958, 33961, 34111, -1, -1, -1, -1, -1, -1, -1, -1,
        11668, 11692, 11695, 13033, 17372, 17394, 17397, 17512, -1, -1, -1, -1, -1, -1, -1, -1,
        36113, 36127, 36130, 36306, 41397, 41417, 41420, 41483, 75400, 75423, 75426, 75461, 29644, 29656, 29659, 29661,
        37474, 37487, 37490, 37615, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28173, 28202, 28205, 28292, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5803, 5824, 5827, 6126, 45568, 45593, 45596, 45697, -1, -1, -1, -1,
        28860, 28883, 28886, 28905, -1, -1, -1, -1, 7576, 7602, 7605, 7653, 60736, 60769, 60772, 60870,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46194, 46218, 46221, 46240, 74476, 74505, 74508, 74581,
        38515, 38535, 38538, 38566, -1, -1, -1, -1, 40467, 40493, 40496, 40640, 76039, 76066, 76069, 76136,
        -1, -1, -1, -1, 78752, 78772, 78775, 78810, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41764, 41781, 41784, 41932,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 77751, 77773, 77776, 77916,
        -1, -1, -1, -1, 7775, 7792, 7795, 7911, -1, -1, -1, -1, 70345, 70372, 70375, 70556,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68365, 68387, 68390, 68585,
        -1, -1, -1, -1, -1, -1, -1, -1, 62760, 62778, 62781, 62862, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67315, 67336, 67339, 67368, 35250, 35271, 35274, 35404,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59507, 59523, 59526, 59536,
        -1, -1, -1, -1, 9048, 9066, 9069, 9139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10152, 10172, 10175, 10311,
        46006, 46030, 46033, 46042, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 9332, 9361, 9364, 9465, 29233, 29243, 29246, 29250,
        874, 888, 891, 909, 29078, 29091, 29094, 29106, 50031, 50055, 50058, 50119, 72617, 72635, 72638, 72780,
        75160, 75190, 75193, 75239, -1, -1, -1, -1, -1, -1, -1, -1, 1502, 1523, 1526, 1596,
        -1, -1, -1, -1, 38614, 38630, 38633, 38702, 47084, 47107, 47110, 47136, 78568, 78590, 78593, 78751,
        -1, -1, -1, -1, 69780, 69800, 69803, 69919, 61503, 61527, 61530, 61704, 9466, 9488, 9491, 9577,
        61705, 61724, 61727, 61757, 80406, 80426, 80429, 80528, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 47846, 47874, 47877, 48309, 74418, 74438, 74441, 74475, 77042, 77069, 77072, 77114,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27576, 27596, 27599, 27683,
        71196, 71212, 71215, 71236, 74206, 74227, 74230, 74288, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        23428, 23451, 23454, 23886, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71584, 71606, 71609, 71731, 177, 189, 192, 210,
        64393, 64414, 64417, 64441, -1, -1, -1, -1, 58832, 58851, 58854, 58922, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71277, 71294, 71297, 71327, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35998, 36014, 36017, 36112, 59713, 59727, 59730, 59747, 66751, 66770, 66773, 66840, 76377, 76402, 76405, 76447,
        -1, -1, -1, -1, -1, -1, -1, -1, 38011, 38030, 38033, 38051, 30092, 30107, 30110, 30942,
        37954, 37971, 37974, 37984, 38809, 38830, 38833, 38915, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75587, 75612, 75615, 75650, -1, -1, -1, -1, 66595, 66613, 66616, 66679, -1, -1, -1, -1,
        -1, -1, -1, -1, 49453, 49476, 49479, 49558, 36690, 36704, 36707, 36783, -1, -1, -1, -1,
        37677, 37685, 37688, 37742, 30043, 30063, 30066, 30091, 53315, 53336, 53339, 53349, -1, -1, -1, -1,
        42919, 42941, 42944, 42979, 43771, 43791, 43794, 43884, -1, -1, -1, -1, -1, -1, -1, -1,
        45917, 45941, 45944, 46005, 58325, 58347, 58350, 58395, 20708, 20720, 20723, 20742, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16506, 16526, 16529, 16659, -1, -1, -1, -1,
        22577, 22595, 22598, 22815, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63234, 63254, 63257, 63338, -1, -1, -1, -1, -1, -1, -1, -1, 74119, 74141, 74144, 74205,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53421, 53438, 53441, 53449,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27684, 27707, 27710, 27753,
        60871, 60896, 60899, 60982, 80988, 80995, 80998, 81038, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28293, 28318, 28321, 28341, -1, -1, -1, -1, -1, -1, -1, -1, 62567, 62586, 62589, 62622,
        -1, -1, -1, -1, 19773, 19789, 19792, 19819, -1, -1, -1, -1, 67369, 67391, 67394, 67450,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4774, 4799, 4802, 4981, 61799, 61818, 61821, 61856, -1, -1, -1, -1, 19938, 19953, 19956, 20045,
        -1, -1, -1, -1, 73849, 73869, 73872, 73903, 80529, 80557, 80560, 80698, 62299, 62324, 62327, 62363,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 74582, 74603, 74606, 74628,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37869, 37889, 37892, 37906,
        -1, -1, -1, -1, 73691, 73707, 73710, 73750, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36784, 36799, 36802, 36889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74889, 74901, 74904, 74958, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27969, 27987, 27990, 28054, 32476, 32507, 32510, 32649, 46800, 46818, 46821, 46844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59446, 59462, 59465, 59473,
        -1, -1, -1, -1, -1, -1, -1, -1, 46845, 46871, 46874, 46903, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23047, 23072, 23075, 23427, 42611, 42629, 42632, 42670, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59569, 59584, 59587, 59590, 65371, 65391, 65394, 65420, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29205, 29219, 29222, 29232, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41066, 41080, 41083, 41192, 64346, 64365, 64368, 64392, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2000, 2026, 2029, 2277, -1, -1, -1, -1, 29531, 29543, 29546, 29556,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56688, 56711, 56714, 56828,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26928, 26957, 26960, 27161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58228, 58247, 58250, 58290, -1, -1, -1, -1, 62223, 62242, 62245, 62298,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63781, 63797, 63800, 63869, -1, -1, -1, -1, 5596, 5625, 5628, 5802,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55219, 55239, 55242, 55265, -1, -1, -1, -1, 980, 993, 996, 1014,
        39621, 39636, 39639, 39846, -1, -1, -1, -1, -1, -1, -1, -1, 4982, 4999, 5002, 5241,
        68813, 68835, 68838, 68868, 61129, 61152, 61155, 61210, 73988, 74002, 74005, 74021, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65573, 65583, 65586, 65591,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53606, 53625, 53628, 53706, 21641, 21659, 21662, 21775, -1, -1, -1, -1,
        -1, -1, -1, -1, 49687, 49711, 49714, 49865, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16968, 16989, 16992, 17079, 25032, 25047, 25050, 25125, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44845, 44869, 44872, 45033, 52661, 52684, 52687, 52812, -1, -1, -1, -1, 42473, 42498, 42501, 42553,
        42728, 42747, 42750, 42856, 65014, 65033, 65036, 65060, 80822, 80849, 80852, 80987, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24317, 24339, 24342, 24400,
        71237, 71256, 71259, 71276, 76210, 76235, 76238, 76291, 34882, 34904, 34907, 35026, 61353, 61375, 61378, 61436,
        58541, 58565, 58568, 58613, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41303, 41324, 41327, 41396,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77341, 77366, 77369, 77415, 48824, 48844, 48847, 49075, -1, -1, -1, -1,
        46549, 46578, 46581, 46612, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67280, 67294, 67297, 67314, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65421, 65435, 65438, 65473, 11035, 11059, 11062, 11183,
        5242, 5256, 5259, 5269, 37985, 38001, 38004, 38010, 56968, 56991, 56994, 57020, -1, -1, -1, -1,
        44016, 44043, 44046, 44151, -1, -1, -1, -1, 61298, 61319, 61322, 61352, 56893, 56920, 56923, 56967,
        6773, 6790, 6793, 6902, 64966, 64984, 64987, 65013, 67920, 67942, 67945, 68142, 72781, 72800, 72803, 72884,
        57960, 57980, 57983, 58068, 57549, 57576, 57579, 57630, 66250, 66277, 66280, 66302, 59378, 59393, 59396, 59404,
        2993, 3017, 3020, 3159, 65863, 65896, 65899, 65997, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27754, 27781, 27784, 27915, 49076, 49105, 49108, 49277, 56382, 56408, 56411, 56515, 57631, 57656, 57659, 57712,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61758, 61776, 61779, 61798,
        46043, 46070, 46073, 46085, 24024, 24034, 24037, 24071, 53146, 53165, 53168, 53178, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26221, 26251, 26254, 26366, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17845, 17870, 17873, 18066, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70931, 70951, 70954, 71083, -1, -1, -1, -1,
        68869, 68888, 68891, 69033, 75943, 75968, 75971, 76038, 11335, 11348, 11351, 11366, 46427, 46453, 46456, 46481,
        66535, 66563, 66566, 66594, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55577, 55604, 55607, 55729, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24526, 24544, 24547, 24584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50347, 50372, 50375, 50475,
        60255, 60272, 60275, 60331, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17513, 17533, 17536, 17676, 72983, 72999, 73002, 73088, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80093, 80113, 80116, 80242, 40641, 40666, 40669, 40815,
        3236, 3255, 3258, 4558, -1, -1, -1, -1, -1, -1, -1, -1, 53388, 53405, 53408, 53420,
        -1, -1, -1, -1, -1, -1, -1, -1, 46742, 46776, 46779, 46799, 24715, 24733, 24736, 24853,
        54435, 54450, 54453, 54545, 75019, 75037, 75040, 75055, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40294, 40319, 40322, 40466, 54964, 54978, 54981, 55063, -1, -1, -1, -1,
        6127, 6153, 6156, 6302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19061, 19079, 19082, 19210, 51579, 51596, 51599, 51659,
        75525, 75548, 75551, 75586, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29998, 30016, 30019, 30042,
        1081, 1091, 1094, 1108, 41933, 41948, 41951, 42083, 62623, 62643, 62646, 62698, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10312, 10336, 10339, 10481,
        64442, 64466, 64469, 64518, 33575, 33589, 33592, 33655, 59405, 59424, 59427, 59445, 69312, 69335, 69338, 69452,
        74747, 74772, 74775, 74815, -1, -1, -1, -1, 55266, 55293, 55296, 55420, 33180, 33207, 33210, 33314,
        67758, 67774, 67777, 67862, 50476, 50499, 50502, 50580, 61019, 61025, 61028, 61038, -1, -1, -1, -1,
        10482, 10502, 10505, 10642, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18480, 18494, 18497, 18566, 39312, 39330, 39333, 39434, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43597, 43624, 43627, 43681, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8078, 8100, 8103, 8252,
        -1, -1, -1, -1, 63993, 64012, 64015, 64053, -1, -1, -1, -1, 13170, 13189, 13192, 14465,
        29251, 29266, 29269, 29312, 33449, 33470, 33473, 33574, 10079, 10096, 10099, 10151, 50258, 50288, 50291, 50346,
        57278, 57296, 57299, 57309, -1, -1, -1, -1, 770, 781, 784, 794, 3160, 3178, 3181, 3235,
        46086, 46105, 46108, 46119, 8796, 8812, 8815, 8947, 70069, 70087, 70090, 70200, 79355, 79373, 79376, 79496,
        -1, -1, -1, -1, -1, -1, -1, -1, 37353, 37367, 37370, 37473, 76137, 76161, 76164, 76209,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65998, 66033, 66036, 66136, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78088, 78107, 78110, 78235, -1, -1, -1, -1,
        20760, 20776, 20779, 20800, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77493, 77508, 77511, 77594, 80699, 80718, 80721, 80821, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74816, 74835, 74838, 74888, -1, -1, -1, -1,
        -1, -1, -1, -1, 52813, 52837, 52840, 53145, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28441, 28461, 28464, 28524,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 18663, 18683, 18686, 18773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65474, 65485, 65488, 65503, 44287, 44311, 44314, 44526, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64597, 64621, 64624, 64673, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77917, 77933, 77936, 78087, 43682, 43694, 43697, 43770,
        72196, 72217, 72220, 72366, 66841, 66861, 66864, 66918, -1, -1, -1, -1, 20046, 20068, 20071, 20208,
        -1, -1, -1, -1, 21560, 21577, 21580, 21640, -1, -1, -1, -1, 75651, 75671, 75674, 75724,
        -1, -1, -1, -1, -1, -1, -1, -1, 42671, 42687, 42690, 42727, 24462, 24481, 24484, 24525,
        54790, 54813, 54816, 54901, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11184, 11204, 11207, 11334, 65230, 65248, 65251, 65277, -1, -1, -1, -1,
        -1, -1, -1, -1, 8948, 8967, 8970, 9047, 49351, 49376, 49379, 49452, -1, -1, -1, -1,
        24154, 24175, 24178, 24238, 76292, 76318, 76321, 76376, 76895, 76922, 76925, 76967, 34471, 34492, 34495, 34501,
        -1, -1, -1, -1, 4559, 4579, 4582, 4773, 79497, 79520, 79523, 79590, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 77595, 77606, 77609, 77631, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19377, 19393, 19396, 19427, 76968, 76996, 76999, 77041,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52331, 52357, 52360, 52567, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81194, 81213, 81216, 81241, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64054, 64078, 64081, 64110, 71732, 71748, 71751, 71897,
        -1, -1, -1, -1, 64519, 64544, 64547, 64596, -1, -1, -1, -1, 76713, 76746, 76749, 76802,
        70201, 70220, 70223, 70344, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38283, 38304, 38307, 38367, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36307, 36327, 36330, 36355,
        -1, -1, -1, -1, 44598, 44619, 44622, 44716, -1, -1, -1, -1, -1, -1, -1, -1,
        79804, 79818, 79821, 79921, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19722, 19738, 19741, 19772,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42554, 42573, 42576, 42610,
        38144, 38162, 38165, 38188, -1, -1, -1, -1, 81140, 81157, 81160, 81193, -1, -1, -1, -1,
        18865, 18883, 18886, 19060, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 29484, 29497, 29500, 29530, -1, -1, -1, -1, -1, -1, -1, -1,
        8686, 8710, 8713, 8795, 75462, 75486, 75489, 75524, -1, -1, -1, -1, -1, -1, -1, -1,
        54546, 54565, 54568, 54648, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24585, 24605, 24608, 24649, -1, -1, -1, -1,
        53532, 53555, 53558, 53605, 59254, 59272, 59275, 59283, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39435, 39448, 39451, 39620,
        -1, -1, -1, -1, 54725, 54741, 54744, 54789, 32069, 32096, 32099, 32251, 8253, 8274, 8277, 8558,
        24072, 24092, 24095, 24153, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        29662, 29686, 29689, 29720, -1, -1, -1, -1, 41193, 41205, 41208, 41211, 44211, 44233, 44236, 44286,
        45034, 45058, 45061, 45139, 7728, 7745, 7748, 7774, 65592, 65625, 65628, 65726, 74074, 74099, 74102, 74118,
        -1, -1, -1, -1, 29901, 29919, 29922, 29947, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 79089, 79109, 79112, 79354,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73904, 73923, 73926, 73987, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 9140, 9164, 9167, 9331,
        -1, -1, -1, -1, 29585, 29598, 29601, 29643, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60983, 61004, 61007, 61018, -1, -1, -1, -1, -1, -1, -1, -1,
        54649, 54667, 54670, 54724, 63339, 63357, 63360, 63523, 18371, 18395, 18398, 18479, 46120, 46140, 46143, 46153,
        -1, -1, -1, -1, -1, -1, -1, -1, 38368, 38384, 38387, 38442, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29840, 29866, 29869, 29900, -1, -1, -1, -1, 47023, 47051, 47054, 47083, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60467, 60499, 60502, 60602, -1, -1, -1, -1, 55730, 55759, 55762, 55886, 67034, 67052, 67055, 67090,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81039, 81058, 81061, 81086, 35195, 35212, 35215, 35249, 62935, 62956, 62959, 63233,
        67863, 67879, 67882, 67919, -1, -1, -1, -1, 37743, 37763, 37766, 37780, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 59537, 59555, 59558, 59568, -1, -1, -1, -1,
        25800, 25816, 25819, 26220, -1, -1, -1, -1, -1, -1, -1, -1, 59671, 59689, 59692, 59712,
        -1, -1, -1, -1, -1, -1, -1, -1, 35027, 35044, 35047, 35194, -1, -1, -1, -1,
        42400, 42424, 42427, 42472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53179, 53198, 53201, 53213, 29402, 29417, 29420, 29437, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31162, 31187, 31190, 31322, 35794, 35808, 35811, 35915,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67451, 67474, 67477, 67536, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18774, 18792, 18795, 18864, -1, -1, -1, -1, 19428, 19446, 19449, 19721,
        24650, 24663, 24666, 24714, 46904, 46931, 46934, 46963, 47137, 47156, 47159, 47845, 28055, 28084, 28087, 28172,
        55064, 55086, 55089, 55132, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5270, 5286, 5289, 5304, -1, -1, -1, -1, -1, -1, -1, -1,
        56829, 56849, 56852, 56892, 20743, 20750, 20753, 20759, 29147, 29161, 29164, 29176, 45698, 45725, 45728, 45829,
        48454, 48478, 48481, 48717, -1, -1, -1, -1, 69920, 69937, 69940, 70068, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57390, 57416, 57419, 57468, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1597, 1623, 1626, 1815, 45140, 45159, 45162, 45239, -1, -1, -1, -1,
        18567, 18584, 18587, 18662, 64298, 64318, 64321, 64345, -1, -1, -1, -1, -1, -1, -1, -1,
        74959, 74975, 74978, 75018, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66303, 66332, 66335, 66359, -1, -1, -1, -1, 63658, 63679, 63682, 63725, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53282, 53299, 53302, 53314, 58291, 58302, 58305, 58324,
        -1, -1, -1, -1, 72001, 72016, 72019, 72051, 6375, 6387, 6390, 6489, 66360, 66386, 66389, 66417,
        -1, -1, -1, -1, 16748, 16772, 16775, 16967, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59625, 59638, 59641, 59670, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 38916, 38936, 38939, 39021, -1, -1, -1, -1,
        51412, 51433, 51436, 51578, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7179, 7203, 7206, 7225, 44717, 44744, 44747, 44844, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62364, 62383, 62386, 62434, 29438, 29455, 29458, 29483,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66192, 66220, 66223, 66249, 78986, 79004, 79007, 79088, -1, -1, -1, -1,
        -1, -1, -1, -1, 59284, 59303, 59306, 59320, 75240, 75269, 75272, 75318, 25379, 25395, 25398, 25499,
        -1, -1, -1, -1, 53777, 53799, 53802, 53892, -1, -1, -1, -1, -1, -1, -1, -1,
        7150, 7170, 7173, 7178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20665, 20678, 20681, 20707, -1, -1, -1, -1, -1, -1, -1, -1, 24854, 24874, 24877, 24947,
        -1, -1, -1, -1, 7654, 7680, 7683, 7727, 64800, 64819, 64822, 64847, 54902, 54920, 54923, 54963,
        67679, 67699, 67702, 67757, -1, -1, -1, -1, 32845, 32872, 32875, 33089, -1, -1, -1, -1,
        45830, 45855, 45858, 45916, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80315, 80336, 80339, 80405, 64848, 64866, 64869, 64894,
        56257, 56285, 56288, 56381, 24239, 24259, 24262, 24316, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 62066, 62085, 62088, 62123, 64180, 64193, 64196, 64250, 64111, 64133, 64136, 64179,
        42340, 42355, 42358, 42399, 51266, 51291, 51294, 51411, 64674, 64700, 64703, 64752, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56136, 56162, 56165, 56256, 1363, 1384, 1387, 1501,
        51660, 51679, 51682, 51865, 39239, 39259, 39262, 39311, -1, -1, -1, -1, -1, -1, -1, -1,
        7226, 7239, 7242, 7250, 63726, 63744, 63747, 63780, 74689, 74714, 74717, 74746, 50699, 50722, 50725, 50908,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73408, 73424, 73427, 73468, 18204, 18226, 18229, 18370,
        66418, 66445, 66448, 66478, -1, -1, -1, -1, -1, -1, -1, -1, 39022, 39044, 39047, 39129,
        55887, 55913, 55916, 56009, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 21971, 21984, 21987, 22159,
        59748, 59780, 59783, 59873, 21776, 21786, 21789, 21970, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37907, 37923, 37926, 37953, 6303, 6316, 6319, 6374, 78431, 78445, 78448, 78567, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61981, 61997, 62000, 62065, -1, -1, -1, -1,
        -1, -1, -1, -1, 7278, 7292, 7295, 7356, 25500, 25515, 25518, 25576, 59321, 59336, 59339, 59349,
        76448, 76475, 76478, 76531, 76803, 76838, 76841, 76894, 61857, 61875, 61878, 61980, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61039, 61063, 61066, 61128,
        67537, 67557, 67560, 67618, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59015, 59034, 59037, 59105, 34502, 34522, 34525, 34732, 59106, 59127, 59130, 59198, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46680, 46714, 46717, 46741, 59874, 59907, 59910, 60000, 53245, 53266, 53269, 53281,
        34220, 34241, 34244, 34331, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40138, 40162, 40165, 40293, 24401, 24419, 24422, 24461, 26445, 26468, 26471, 26602,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9631, 9650, 9653, 9669,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52568, 52587, 52590, 52660, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48310, 48334, 48337, 48453, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31323, 31346, 31349, 31528, 62435, 62454, 62457, 62566,
        59474, 59491, 59494, 59506, 70557, 70574, 70577, 70647, -1, -1, -1, -1, 7123, 7141, 7144, 7149,
        352, 369, 372, 396, 13034, 13054, 13057, 13169, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 17080, 17105, 17108, 17285, 22816, 22833, 22836, 23046, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46613, 46648, 46651, 46679,
        72885, 72897, 72900, 72982, -1, -1, -1, -1, 55133, 55154, 55157, 55218, 9859, 9882, 9885, 9966,
        77416, 77443, 77446, 77492, -1, -1, -1, -1, 78811, 78833, 78836, 78985, 30943, 30969, 30972, 31161,
        36569, 36585, 36588, 36689, 46964, 46990, 46993, 47022, 75848, 75874, 75877, 75942, 20801, 20811, 20814, 20841,
        -1, -1, -1, -1, -1, -1, -1, -1, 37204, 37217, 37220, 37352, -1, -1, -1, -1,
        54162, 54183, 54186, 54272, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49559, 49575, 49578, 49686, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42297, 42313, 42316, 42339, -1, -1, -1, -1,
        28525, 28549, 28552, 28681, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32650, 32677, 32680, 32844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42084, 42102, 42105, 42244, -1, -1, -1, -1, 7357, 7368, 7371, 7575,
        16716, 16729, 16732, 16747, 66680, 66698, 66701, 66750, 65179, 65201, 65204, 65229, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 69237, 69252, 69255, 69311, -1, -1, -1, -1,
        -1, -1, -1, -1, 81293, 81307, 81310, 81384, 6903, 6919, 6922, 7027, -1, -1, -1, -1,
        73751, 73763, 73766, 73848, 74289, 74309, 74312, 74352, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41695, 41707, 41710, 41763, -1, -1, -1, -1, 2717, 2742, 2745, 2827, 65727, 65761, 65764, 65862,
        -1, -1, -1, -1, 7028, 7039, 7042, 7051, 65061, 65079, 65082, 65106, 7052, 7070, 7073, 7100,
        -1, -1, -1, -1, 6647, 6672, 6675, 6698, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20613, 20632, 20635, 20664,
        35916, 35939, 35942, 35997, 6599, 6620, 6623, 6646, 31731, 31759, 31762, 32068, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62124, 62142, 62145, 62222, 62699, 62717, 62720, 62759, 2563, 2587, 2590, 2716, 490, 502, 505, 519,
        57469, 57494, 57497, 57548, 19211, 19227, 19230, 19376, 33656, 33670, 33673, 33751, -1, -1, -1, -1,
        77265, 77291, 77294, 77340, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74629, 74652, 74655, 74688, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66976, 66995, 66998, 67033, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17286, 17307, 17310, 17371, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60332, 60363, 60366, 60466,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9578, 9596, 9599, 9630, 34112, 34131, 34134, 34219, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51103, 51120, 51123, 51265, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49866, 49899, 49902, 50030, 60127, 60161, 60164, 60254, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 71084, 71106, 71109, 71195, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70648, 70666, 70669, 70747,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6557, 6577, 6580, 6598, 28342, 28367, 28370, 28392,
        29379, 29390, 29393, 29401, -1, -1, -1, -1, 33315, 33338, 33341, 33448, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64753, 64771, 64774, 64799, 69034, 69053, 69056, 69236, 73307, 73324, 73327, 73407,
        20209, 20228, 20231, 20268, 16660, 16676, 16679, 16715, -1, -1, -1, -1, -1, -1, -1, -1,
        38052, 38071, 38074, 38101, 5305, 5325, 5328, 5595, -1, -1, -1, -1, -1, -1, -1, -1,
        10643, 10662, 10665, 10764, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1816, 1834, 1837, 1999,
        -1, -1, -1, -1, 59591, 59601, 59604, 59624, 28682, 28706, 28709, 28859, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45309, 45334, 45337, 45438,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57794, 57819, 57822, 57875,
        71328, 71348, 71351, 71583, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29177, 29189, 29192, 29204, 77115, 77144, 77147, 77189, -1, -1, -1, -1,
        67619, 67638, 67641, 67678, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57059, 57082, 57085, 57112,
        -1, -1, -1, -1, -1, -1, -1, -1, 2278, 2301, 2304, 2449, 67211, 67228, 67231, 67279,
        68143, 68166, 68169, 68364, 48718, 48738, 48741, 48823, 64895, 64915, 64918, 64943, -1, -1, -1, -1,
        -1, -1, -1, -1, 57170, 57193, 57196, 57221, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32252, 32287, 32290, 32475, -1, -1, -1, -1, 20842, 20855, 20858, 21165, 42980, 43007, 43010, 43117,
        63591, 63613, 63616, 63657, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58396, 58419, 58422, 58469, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 7101, 7115, 7118, 7122, -1, -1, -1, -1,
        -1, -1, -1, -1, 53707, 53726, 53729, 53776, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35405, 35420, 35423, 35653, 38567, 38577, 38580, 38613,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75056, 75068, 75071, 75080, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41579, 41593, 41596, 41694, 81242, 81261, 81264, 81292, -1, -1, -1, -1, -1, -1, -1, -1,
        75081, 75110, 75113, 75159, -1, -1, -1, -1, 27162, 27191, 27194, 27397, -1, -1, -1, -1,
        65107, 65127, 65130, 65156, 66919, 66937, 66940, 66975, 79591, 79610, 79613, 79715, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25198, 25217, 25220, 25378, 10891, 10915, 10918, 11034, 70748, 70767, 70770, 70930, -1, -1, -1, -1,
        35654, 35676, 35679, 35793, -1, -1, -1, -1, 56516, 56538, 56541, 56687, -1, -1, -1, -1,
        57021, 57038, 57041, 57058, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54273, 54295, 54298, 54434, 29721, 29746, 29749, 29782, -1, -1, -1, -1, -1, -1, -1, -1,
        28393, 28409, 28412, 28440, 73532, 73553, 73556, 73690, 27492, 27518, 27521, 27575, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68586, 68610, 68613, 68812, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37824, 37847, 37850, 37868, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61211, 61234, 61237, 61297, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18067, 18088, 18091, 18151,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53893, 53909, 53912, 54029,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29107, 29124, 29127, 29146, -1, -1, -1, -1, -1, -1, -1, -1, 21294, 21317, 21320, 21402,
        19820, 19837, 19840, 19937, -1, -1, -1, -1, -1, -1, -1, -1, 20269, 20286, 20289, 20397,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65157, 65164, 65167, 65178, -1, -1, -1, -1, -1, -1, -1, -1,
        37038, 37054, 37057, 37203, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58743, 58762, 58765, 58831,
        63524, 63542, 63545, 63590, -1, -1, -1, -1, 38102, 38122, 38125, 38143, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72052, 72069, 72072, 72195, -1, -1, -1, -1, -1, -1, -1, -1,
        28906, 28932, 28935, 28983, -1, -1, -1, -1, 36356, 36374, 36377, 36568, 55421, 55449, 55452, 55576,
        -1, -1, -1, -1, -1, -1, -1, -1, 7251, 7264, 7267, 7277, 28984, 28997, 29000, 29029,
        29948, 29967, 29970, 29997, 46302, 46334, 46337, 46364, -1, -1, -1, -1, 26367, 26397, 26400, 26444,
        58069, 58094, 58097, 58227, -1, -1, -1, -1, 43885, 43909, 43912, 44015, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20398, 20415, 20418, 20612, 64251, 64270, 64273, 64297,
        -1, -1, -1, -1, -1, -1, -1, -1, 59350, 59366, 59369, 59377, 62863, 62881, 62884, 62934,
        -1, -1, -1, -1, -1, -1, -1, -1, 74353, 74376, 74379, 74417, -1, -1, -1, -1,
        -1, -1, -1, -1, 40816, 40843, 40846, 40992, 81385, 81406, 81409, 81429, -1, -1, -1, -1,
        6490, 6506, 6509, 6556, -1, -1, -1, -1, -1, -1, -1, -1, 73469, 73483, 73486, 73531,
        -1, -1, -1, -1, -1, -1, -1, -1, 26795, 26819, 26822, 26927, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
