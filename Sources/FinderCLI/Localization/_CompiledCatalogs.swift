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
        config.error.emptyKey = no key was given on standard input.
        config.error.exposedFolder = the folder {path} lets other users in and is not yours to make private; finder will not store the key there.
        config.error.keyAsArgument = the key is not taken from the command line, where shell history would keep it; pipe it in or type it when asked.
        config.error.keyTooLong = the key is longer than {limit} characters, longer than any Unsplash key; nothing was saved.
        config.error.missingAction = “finder config” needs an action: set
        config.error.missingName = “finder config set” needs a setting name: unsplash-key
        config.error.unknownAction = unknown config action “{action}”. Valid actions: set
        config.error.unknownName = unknown setting. Valid settings: unsplash-key
        config.error.write = cannot write {path}: {reason}.
        config.help.details = “set unsplash-key” reads the key from standard input (so it stays out of shell history) and stores it in $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), readable only by you. Get a key at https://unsplash.com/developers. The UNSPLASH_ACCESS_KEY environment variable, when set, is used first.
        config.help.examples =   finder config set unsplash-key\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Set XDG_CONFIG_HOME to a folder only you can enter, or ask its owner to run chmod 700 on it.
        config.hint.usage = Usage: finder config set unsplash-key (the key is read from standard input).
        config.notice.badKey = The Unsplash key in {where} is not a key (it has spaces, control characters or is far too long) and is not used; set it again: finder config set unsplash-key
        config.notice.environmentWins = Note: UNSPLASH_ACCESS_KEY is set, and it is used before the saved key.
        config.notice.exposed = Warning: {path} holds your Unsplash key and other users can read or replace it: run chmod 600 {path} and chmod 700 on its folder (and consider a new key).
        config.prompt = Unsplash access key (input hidden):
        config.saved = Saved the Unsplash access key to {path} (readable only by you).
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
        help.command.stocks.show = Show every listing of one ticker in full.
        help.command.stocks.sync = Refresh the stock catalogue from the Moscow Exchange and Nasdaq, a URL or a file.
        help.command.suggest = Suggest queries: recent searches containing TEXT, then tickers.
        help.commands = Commands:
        help.details.completion = Completes commands, options, recent searches and tickers.
        help.details.history = Without --domain, every domain. Queries that differ only in case are one entry.
        help.details.interactive = On a terminal, stock results follow as you type (after a short pause, FINDER_DEBOUNCE_MS, default 200); photos are searched when you press Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or :more shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130.\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; :history, :more, :help and :quit are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (json: one document per line).
        help.details.offline = “show” without --domain shows the newest saved result.
        help.details.stocks = Matches ticker prefixes and the start of every word of a name, in any order, ignoring case and accents (é = e, ё = е, ß = ss); Cyrillic and Latin spellings find each other, text typed on the wrong keyboard layout is corrected, and close spellings (one letter off, two in longer words) are shown only when nothing else matches. Exact tickers, whole words and prefixes come first, bigger companies first (an exact match counts as ten times the size), then words written together (cocacola), then transliterations; ordinary shares before depositary receipts. Listings sharing an ISIN, and the company's receipts, are one result, shown by the home listing (the ISIN's country); --all-listings shows each.
        help.details.stocks.show = TICKER is matched exactly, ignoring case.
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
        help.examples.stocks.show =   finder stocks show AAPL\\n  finder stocks show gazp --json
        help.examples.stocks.sync =   finder stocks sync\\n  finder stocks sync --from nasdaq\\n  finder stocks sync --from https://example.com/stocks.json\\n  finder stocks sync --from ./stocks.csv --json\\n  finder stocks show SBER
        help.examples.suggest =   finder suggest ap\\n  finder suggest --domain photos cat
        help.globalOptions = Global options:
        help.option.accessible = screen-reader friendly output: one result per line, no colour or padding
        help.option.all-listings = one result per listing, not one per company
        help.option.by = which field to search (default all)
        help.option.color = when to use colour (default auto)
        help.option.data-dir = where finder keeps its data (default $XDG_DATA_HOME/finder)
        help.option.domain = which domain: stocks or photos
        help.option.format = output format (default text)
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
        help.topics = Help topics:
        help.usage = Usage:
        hint.diskFull = Nothing was lost: free some space in {folder} or elsewhere on its disk, then run finder again. Keep the store: it holds your history and synced listings.
        hint.empty.field.name = Only company names were searched; try --by all.
        hint.empty.field.ticker = Only tickers were searched; try --by all.
        hint.empty.stocks = Try fewer letters, a ticker such as AAPL, or the name in another spelling.
        hint.empty.ticker = Search by name instead: finder stocks {ticker}
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
        usage.queryTooLong = the query for “finder {command}” is {length} characters long; at most {limit} are accepted
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
        -1, -1, -1, -1, -1, -1, -1, -1, 27250, 27270, 27273, 27287, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32084, 32104, 32107, 32114,
        -1, -1, -1, -1, 16714, 16726, 16729, 16741, 7824, 7848, 7851, 7892, -1, -1, -1, -1,
        6061, 6081, 6084, 6163, 26232, 26250, 26253, 26283, 17273, 17297, 17300, 17320, 32165, 32179, 32182, 32219,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 22848, 22867, 22870, 22898, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 14053, 14073, 14076, 14109, 14539, 14560, 14563, 14603, 20388, 20405, 20408, 20493,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10306, 10324, 10327, 10342,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23590, 23607, 23610, 23763, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39349, 39375, 39378, 39392, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1693, 1719, 1722, 1778, -1, -1, -1, -1, -1, -1, -1, -1,
        15616, 15642, 15645, 15682, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50307, 50331, 50334, 50370, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24675, 24693, 24696, 24723,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44093, 44117, 44120, 44139, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31106, 31123, 31126, 31397,
        -1, -1, -1, -1, -1, -1, -1, -1, 16986, 16996, 16999, 17003, 5132, 5151, 5154, 5202,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50129, 50147, 50150, 50190,
        -1, -1, -1, -1, 34881, 34900, 34903, 34934, 42686, 42700, 42703, 42769, 35079, 35099, 35102, 35116,
        12125, 12142, 12145, 12219, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        7893, 7917, 7920, 8826, 21743, 21757, 21760, 21816, 16965, 16976, 16979, 16985, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14172, 14188, 14191, 14223, 16889, 16899, 16902, 16906, 44972, 45003, 45006, 45026, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4242, 4254, 4257, 4318, -1, -1, -1, -1,
        -1, -1, -1, -1, 27438, 27469, 27472, 27495, 34426, 34453, 34456, 34474, -1, -1, -1, -1,
        -1, -1, -1, -1, 36358, 36380, 36383, 36422, 20141, 20159, 20162, 20218, 9914, 9939, 9942, 10001,
        47615, 47640, 47643, 47724, -1, -1, -1, -1, 19233, 19243, 19246, 19278, -1, -1, -1, -1,
        -1, -1, -1, -1, 34839, 34855, 34858, 34880, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29408, 29433, 29436, 29480, 41211, 41238, 41241, 41349, -1, -1, -1, -1,
        -1, -1, -1, -1, 17187, 17199, 17202, 17210, -1, -1, -1, -1, 34213, 34238, 34241, 34257,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12524, 12552, 12555, 12785, 15959, 15975, 15978, 15989, 19730, 19752, 19755, 19833, 35771, 35802, 35805, 35853,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5610, 5629, 5632, 5685, 316, 333, 336, 355,
        30512, 30528, 30531, 30625, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24260, 24282, 24285, 24315, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43022, 43039, 43042, 43119, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        38690, 38708, 38711, 38727, -1, -1, -1, -1, 38864, 38877, 38880, 38886, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35552, 35584, 35587, 35636, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22280, 22303, 22306, 22317, 35375, 35392, 35395, 35400,
        15128, 15151, 15154, 15234, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37984, 38010, 38013, 38068, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30313, 30340, 30343, 30380,
        -1, -1, -1, -1, 3792, 3810, 3813, 3904, -1, -1, -1, -1, 38834, 38845, 38848, 38863,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25506, 25531, 25534, 25599, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50191, 50209, 50212, 50306, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14470, 14490, 14493, 14538, -1, -1, -1, -1, 1537, 1563, 1566, 1606,
        38529, 38536, 38539, 38548, 45150, 45172, 45175, 45176, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34736, 34758, 34761, 34785, -1, -1, -1, -1,
        25132, 25152, 25155, 25189, 39654, 39674, 39677, 39696, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5977, 6000, 6003, 6060, 18281, 18306, 18309, 18399,
        41101, 41120, 41123, 41210, 50903, 50920, 50923, 50950, -1, -1, -1, -1, -1, -1, -1, -1,
        26726, 26745, 26748, 26793, 22694, 22706, 22709, 22751, 11985, 12006, 12009, 12056, 30028, 30052, 30055, 30110,
        48079, 48102, 48105, 48128, -1, -1, -1, -1, 48758, 48776, 48779, 48821, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27538, 27566, 27569, 27588, 47398, 47422, 47425, 47500, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43120, 43137, 43140, 43197, -1, -1, -1, -1,
        13508, 13529, 13532, 13592, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        515, 527, 530, 535, 43601, 43614, 43617, 43640, 39697, 39710, 39713, 39745, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31967, 31986, 31989, 31995, 47038, 47056, 47059, 47155,
        49117, 49144, 49147, 49255, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27326, 27362, 27365, 27380,
        -1, -1, -1, -1, 32554, 32570, 32573, 32618, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25321, 25352, 25355, 25505, -1, -1, -1, -1, 46996, 47015, 47018, 47037,
        -1, -1, -1, -1, 4960, 4970, 4973, 5072, 43524, 43544, 43547, 43600, -1, -1, -1, -1,
        -1, -1, -1, -1, 22176, 22186, 22189, 22202, -1, -1, -1, -1, 25962, 25981, 25984, 25995,
        23168, 23188, 23191, 23232, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19834, 19850, 19853, 19969, -1, -1, -1, -1, -1, -1, -1, -1,
        6164, 6188, 6191, 7014, 9609, 9631, 9634, 9749, -1, -1, -1, -1, -1, -1, -1, -1,
        21254, 21268, 21271, 21347, 24207, 24227, 24230, 24259, -1, -1, -1, -1, 17254, 17266, 17269, 17272,
        22085, 22098, 22101, 22175, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16114, 16143, 16146, 16193, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 2845, 2866, 2869, 3023, 26794, 26819, 26822, 26882, -1, -1, -1, -1,
        16589, 16612, 16615, 16627, -1, -1, -1, -1, 3540, 3566, 3569, 3588, 35854, 35887, 35890, 35939,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47808, 47830, 47833, 47870, 27288, 27312, 27315, 27325, 44456, 44485, 44488, 44529,
        22899, 22919, 22922, 22936, -1, -1, -1, -1, 45229, 45256, 45259, 45283, -1, -1, -1, -1,
        -1, -1, -1, -1, 49463, 49483, 49486, 49510, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24428, 24445, 24448, 24516,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3692, 3709, 3712, 3791, -1, -1, -1, -1, 41694, 41721, 41724, 41812,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40356, 40378, 40381, 40496,
        -1, -1, -1, -1, -1, -1, -1, -1, 37313, 37331, 37334, 37362, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39849, 39870, 39873, 39907, 20730, 20751, 20754, 20819,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22664, 22680, 22683, 22693,
        35323, 35339, 35342, 35346, 4556, 4574, 4577, 4617, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5259, 5279, 5282, 5338,
        27105, 27129, 27132, 27141, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 4739, 4768, 4771, 4825, 16907, 16917, 16920, 16924,
        765, 779, 782, 789, 16742, 16755, 16758, 16765, 29971, 29995, 29998, 30027, 43198, 43216, 43219, 43304,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1079, 1100, 1103, 1138,
        -1, -1, -1, -1, 22965, 22981, 22984, 23024, 27898, 27921, 27924, 27943, 49339, 49361, 49364, 49462,
        -1, -1, -1, -1, 41350, 41370, 41373, 41427, 36423, 36447, 36450, 36546, 4826, 4848, 4851, 4895,
        36547, 36566, 36569, 36586, 50426, 50446, 50449, 50507, -1, -1, -1, -1, -1, -1, -1, -1,
        209, 226, 229, 232, 28367, 28395, 28398, 28650, 44401, 44421, 44424, 44455, 45564, 45591, 45594, 45611,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15750, 15770, 15773, 15802,
        42204, 42220, 42223, 42240, 44236, 44257, 44260, 44289, -1, -1, -1, -1, 917, 928, 931, 935,
        13255, 13278, 13281, 13507, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42450, 42472, 42475, 42546, 255, 267, 270, 288,
        38298, 38319, 38322, 38338, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22482, 22498, 22501, 22512, -1, -1, -1, -1,
        42278, 42295, 42298, 42310, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21186, 21202, 21205, 21253, 35517, 35531, 35534, 35551, 45332, 45357, 45360, 45382, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22537, 22556, 22559, 22566, 17451, 17466, 17469, 17961,
        22419, 22436, 22439, 22444, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45067, 45092, 45095, 45108, -1, -1, -1, -1, 39440, 39458, 39461, 39491, -1, -1, -1, -1,
        -1, -1, -1, -1, 29583, 29606, 29609, 29670, 21608, 21622, 21625, 21670, -1, -1, -1, -1,
        22203, 22211, 22214, 22247, 17410, 17430, 17433, 17450, 32054, 32075, 32078, 32083, -1, -1, -1, -1,
        25190, 25212, 25215, 25237, 25707, 25727, 25730, 25785, -1, -1, -1, -1, -1, -1, -1, -1,
        27045, 27069, 27072, 27104, -1, -1, -1, -1, 11699, 11711, 11714, 11722, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8827, 8847, 8850, 8914, -1, -1, -1, -1,
        12786, 12804, 12807, 12920, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37594, 37614, 37617, 37656, -1, -1, -1, -1, -1, -1, -1, -1, 44180, 44202, 44205, 44235,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32140, 32157, 32160, 32164,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15803, 15826, 15829, 15855,
        35940, 35965, 35968, 36005, 50810, 50817, 50820, 50854, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39268, 39298, 39301, 39348, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16194, 16219, 16222, 16236, -1, -1, -1, -1, -1, -1, -1, -1, 37158, 37177, 37180, 37196,
        -1, -1, -1, -1, 11118, 11134, 11137, 11157, -1, -1, -1, -1, 39908, 39930, 39933, 39979,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2343, 2368, 2371, 2463, 36621, 36640, 36643, 36660, -1, -1, -1, -1, 11229, 11244, 11247, 11297,
        -1, -1, -1, -1, 43967, 43987, 43990, 44002, 50508, 50536, 50539, 50630, 36960, 36985, 36988, 37008,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44530, 44551, 44554, 44576,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22356, 22376, 22379, 22387,
        -1, -1, -1, -1, 43885, 43901, 43904, 43922, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47871, 47894, 47897, 47924, 21671, 21686, 21689, 21742,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44770, 44782, 44785, 44809, 47501, 47524, 47527, 47614, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15990, 16008, 16011, 16033, 18840, 18871, 18874, 18961, 27775, 27793, 27796, 27807,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35273, 35289, 35292, 35296,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13053, 13078, 13081, 13254, 24962, 24980, 24983, 25003, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35401, 35416, 35419, 35422, 38728, 38748, 38751, 38768, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16863, 16877, 16880, 16888, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24104, 24118, 24121, 24189, 38260, 38279, 38282, 38297, 45995, 46019, 46022, 46202, -1, -1, -1, -1,
        -1, -1, -1, -1, 1277, 1303, 1306, 1418, -1, -1, -1, -1, 17165, 17177, 17180, 17186,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33899, 33922, 33925, 33991,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15320, 15349, 15352, 15467, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34656, 34675, 34678, 34701, -1, -1, -1, -1, 36914, 36933, 36936, 36959,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37936, 37952, 37955, 37983, -1, -1, -1, -1, 2742, 2771, 2774, 2844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33311, 33331, 33334, 33348, -1, -1, -1, -1, 835, 848, 851, 857,
        23468, 23483, 23486, 23589, -1, -1, -1, -1, -1, -1, -1, -1, 2464, 2481, 2484, 2560,
        40646, 40668, 40671, 40701, 36110, 36133, 36136, 36182, 44059, 44073, 44076, 44092, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38887, 38897, 38900, 38905,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32272, 32291, 32294, 32329, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29735, 29759, 29762, 29880, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9205, 9226, 9229, 9316, 14110, 14125, 14128, 14171, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26443, 26467, 26470, 26563, 31606, 31629, 31632, 31705, -1, -1, -1, -1, 24867, 24892, 24895, 24920,
        25049, 25068, 25071, 25131, 50703, 50730, 50733, 50809, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13701, 13723, 13726, 13764,
        22445, 22464, 22467, 22481, 42241, 42260, 42263, 42277, 20494, 20516, 20519, 20583, 36285, 36307, 36310, 36357,
        34786, 34810, 34813, 34838, 47156, 47172, 47175, 47335, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45662, 45687, 45690, 45711, 28964, 28984, 28987, 29205, -1, -1, -1, -1,
        27589, 27618, 27621, 27636, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39814, 39828, 39831, 39848, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38769, 38783, 38786, 38807, 5755, 5779, 5782, 5863,
        22513, 22529, 22532, 22536, -1, -1, -1, -1, 34091, 34114, 34117, 34139, -1, -1, -1, -1,
        25867, 25894, 25897, 25961, -1, -1, -1, -1, 36238, 36259, 36262, 36284, 34038, 34065, 34068, 34090,
        43305, 43324, 43327, 43395, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34475, 34495, 34498, 34543, 34331, 34358, 34361, 34379, 39095, 39122, 39125, 39140, 35221, 35236, 35239, 35242,
        1779, 1803, 1806, 1851, 38906, 38939, 38942, 38998, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15856, 15883, 15886, 15958, 29206, 29235, 29238, 29407, 33723, 33749, 33752, 33808, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36587, 36605, 36608, 36620,
        27142, 27169, 27172, 27182, 13593, 13603, 13606, 13640, 31913, 31932, 31935, 31937, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14860, 14890, 14893, 14951, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10002, 10027, 10030, 10223, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42050, 42070, 42073, 42145, -1, -1, -1, -1,
        40702, 40721, 40724, 40825, 45177, 45202, 45205, 45228, 5951, 5964, 5967, 5976, 27496, 27522, 27525, 27537,
        39393, 39421, 39424, 39439, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33349, 33376, 33379, 33450, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13765, 13783, 13786, 13807, -1, -1, -1, -1, 46298, 46316, 46319, 46453, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30170, 30195, 30198, 30252,
        35725, 35742, 35745, 35770, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9750, 9770, 9773, 9913, 43456, 43472, 43475, 43523, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23865, 23890, 23893, 23982,
        1904, 1923, 1926, 2231, -1, -1, -1, -1, -1, -1, -1, -1, 32115, 32132, 32135, 32139,
        -1, -1, -1, -1, -1, -1, -1, -1, 27731, 27765, 27768, 27774, 13899, 13917, 13920, 13995,
        32773, 32788, 32791, 32842, 44858, 44876, 44879, 44894, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33147, 33161, 33164, 33192, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10754, 10772, 10775, 10803, 30938, 30955, 30958, 30985,
        45027, 45050, 45053, 45066, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17372, 17390, 17393, 17409,
        900, 910, 913, 916, 24517, 24532, 24535, 24588, 37197, 37217, 37220, 37262, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5339, 5363, 5366, 5457,
        40998, 41021, 41024, 41100, 19611, 19625, 19628, 19659, 35243, 35262, 35265, 35272, 44669, 44694, 44697, 44723,
        -1, -1, -1, -1, -1, -1, -1, -1, 40235, 40251, 40254, 40309, 19279, 19306, 19309, 19391,
        -1, -1, -1, -1, 30253, 30276, 30279, 30312, -1, -1, -1, -1, -1, -1, -1, -1,
        5458, 5478, 5481, 5534, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10512, 10526, 10529, 10564, 23280, 23298, 23301, 23356, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25600, 25627, 25630, 25660, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3905, 3927, 3930, 4028,
        -1, -1, -1, -1, 38069, 38088, 38091, 38122, -1, -1, -1, -1, 7097, 7116, 7119, 7823,
        16925, 16940, 16943, 16964, 19507, 19528, 19531, 19610, 5203, 5220, 5223, 5258, 30111, 30141, 30144, 30169,
        34258, 34276, 34279, 34284, -1, -1, -1, -1, 684, 695, 698, 702, 1852, 1870, 1873, 1903,
        27183, 27202, 27205, 27216, 4398, 4414, 4417, 4487, 41506, 41524, 41527, 41592, 49860, 49878, 49881, 49961,
        -1, -1, -1, -1, -1, -1, -1, -1, 22007, 22021, 22024, 22084, 45284, 45308, 45311, 45331,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38999, 39034, 39037, 39094, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49019, 49038, 49041, 49116, -1, -1, -1, -1,
        11736, 11752, 11755, 11767, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48822, 48837, 48840, 48885, 50631, 50650, 50653, 50702, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44724, 44743, 44746, 44769, -1, -1, -1, -1,
        -1, -1, -1, -1, 31706, 31730, 31733, 31912, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47336, 47359, 47362, 47397, -1, -1, -1, -1, 16314, 16334, 16337, 16368,
        -1, -1, -1, -1, -1, -1, -1, -1, 936, 948, 951, 956, 10619, 10639, 10642, 10701,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38808, 38819, 38822, 38833, 26059, 26083, 26086, 26231, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38339, 38363, 38366, 38392, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48914, 48930, 48933, 49018, 25661, 25673, 25676, 25706,
        42906, 42927, 42930, 43021, 39553, 39573, 39576, 39613, -1, -1, -1, -1, 11298, 11320, 11323, 11402,
        -1, -1, -1, -1, 12220, 12237, 12240, 12286, -1, -1, -1, -1, 45109, 45129, 45132, 45149,
        -1, -1, -1, -1, -1, -1, -1, -1, 25004, 25020, 25023, 25048, 33036, 33059, 33062, 33098,
        46838, 46856, 46859, 46995, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5864, 5884, 5887, 5950, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4488, 4507, 4510, 4555, 29481, 29506, 29509, 29582, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20219, 20240, 20243, 20249,
        -1, -1, -1, -1, 2232, 2252, 2255, 2342, 49962, 49985, 49988, 50028, -1, -1, -1, -1,
        -1, -1, -1, -1, 980, 999, 1002, 1078, 48886, 48897, 48900, 48913, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10912, 10928, 10931, 10940, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31398, 31424, 31427, 31528, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50994, 51013, 51016, 51028, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38123, 38147, 38150, 38166, 42547, 42563, 42566, 42685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45441, 45474, 45477, 45500,
        41593, 41612, 41615, 41693, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22752, 22773, 22776, 22801, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21348, 21368, 21371, 21391,
        -1, -1, -1, -1, 26284, 26305, 26308, 26355, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11077, 11093, 11096, 11117,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24921, 24940, 24943, 24961,
        22630, 22648, 22651, 22663, -1, -1, -1, -1, 50951, 50968, 50971, 50993, -1, -1, -1, -1,
        -1, -1, -1, -1, 45851, 45873, 45876, 45994, -1, -1, -1, -1, 48596, 48620, 48623, 48673,
        -1, -1, -1, -1, 17137, 17149, 17152, 17164, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 17112, 17125, 17128, 17136, -1, -1, -1, -1, -1, -1, -1, -1,
        4319, 4343, 4346, 4397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32843, 32862, 32865, 32915, 47725, 47750, 47753, 47807, 48200, 48215, 48218, 48239, 48005, 48036, 48039, 48078,
        -1, -1, -1, -1, -1, -1, -1, -1, 13808, 13828, 13831, 13854, -1, -1, -1, -1,
        32220, 32243, 32246, 32271, 35117, 35135, 35138, 35144, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23357, 23370, 23373, 23467,
        -1, -1, -1, -1, 32981, 32997, 33000, 33035, 18631, 18658, 18661, 18714, 4029, 4050, 4053, 4241,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24190, 24202, 24205, 24206, 25996, 26018, 26021, 26058,
        26564, 26588, 26591, 26643, 3650, 3667, 3670, 3691, 44140, 44165, 44168, 44179, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49699, 49719, 49722, 49859,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44003, 44022, 44025, 44058, 858, 869, 872, 876, -1, -1, -1, -1, 4618, 4642, 4645, 4738,
        -1, -1, -1, -1, 17211, 17224, 17227, 17253, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36006, 36027, 36030, 36040, -1, -1, -1, -1, 17004, 17015, 17018, 17029,
        32916, 32934, 32937, 32980, 37657, 37675, 37678, 37761, 10441, 10465, 10468, 10511, 27217, 27237, 27240, 27249,
        -1, -1, -1, -1, -1, -1, -1, -1, 22802, 22818, 22821, 22847, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17321, 17347, 17350, 17371, -1, -1, -1, -1, 27852, 27880, 27883, 27897, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33451, 33480, 33483, 33556, 39614, 39632, 39635, 39653,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50855, 50874, 50877, 50902, 20692, 20709, 20712, 20729, 37416, 37437, 37440, 37593,
        40310, 40326, 40329, 40355, -1, -1, -1, -1, 22248, 22268, 22271, 22279, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 35347, 35365, 35368, 35374, -1, -1, -1, -1,
        14604, 14620, 14623, 14859, -1, -1, -1, -1, -1, -1, -1, -1, 35488, 35506, 35509, 35516,
        -1, -1, -1, -1, -1, -1, -1, -1, 20584, 20601, 20604, 20691, -1, -1, -1, -1,
        24807, 24831, 24834, 24866, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31938, 31957, 31960, 31966, 17050, 17065, 17068, 17078, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18078, 18103, 18106, 18165, 21039, 21053, 21056, 21120,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39980, 40003, 40006, 40048, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10702, 10720, 10723, 10753, -1, -1, -1, -1, 10941, 10959, 10962, 11076,
        13855, 13868, 13871, 13898, 27944, 27963, 27966, 28366, 33193, 33215, 33218, 33252, 16034, 16063, 16066, 16113,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 16825, 16836, 16839, 16844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33992, 34012, 34015, 34037, 11723, 11730, 11733, 11735, 16799, 16813, 16816, 16824, 26883, 26910, 26913, 26974,
        28742, 28766, 28769, 28900, -1, -1, -1, -1, 41428, 41445, 41448, 41505, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1139, 1165, 1168, 1276, 26644, 26663, 26666, 26725, -1, -1, -1, -1,
        10565, 10582, 10585, 10618, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44810, 44826, 44829, 44857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39141, 39170, 39173, 39189, -1, -1, -1, -1, 37853, 37874, 37877, 37897, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32029, 32046, 32049, 32053, 34702, 34713, 34716, 34735,
        -1, -1, -1, -1, 42770, 42785, 42788, 42804, 3076, 3088, 3091, 3154, -1, -1, -1, -1,
        -1, -1, -1, -1, 8985, 9009, 9012, 9204, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35458, 35471, 35474, 35487, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 23025, 23045, 23048, 23094, -1, -1, -1, -1,
        30805, 30826, 30829, 30937, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3287, 3311, 3314, 3320, 26356, 26383, 26386, 26442, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37009, 37028, 37031, 37062, 17079, 17096, 17099, 17111,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49643, 49661, 49664, 49698, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35145, 35164, 35167, 35174, 44920, 44949, 44952, 44971, 14339, 14355, 14358, 14415,
        -1, -1, -1, -1, 32375, 32397, 32400, 32475, -1, -1, -1, -1, -1, -1, -1, -1,
        3258, 3278, 3281, 3286, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11674, 11687, 11690, 11698, -1, -1, -1, -1, -1, -1, -1, -1, 13996, 14016, 14019, 14052,
        -1, -1, -1, -1, 3589, 3615, 3618, 3649, -1, -1, -1, -1, 33099, 33117, 33120, 33146,
        40172, 40192, 40195, 40234, -1, -1, -1, -1, 19082, 19109, 19112, 19232, 48240, 48257, 48260, 48282,
        26975, 27000, 27003, 27044, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50371, 50392, 50395, 50425, 38450, 38468, 38471, 38487,
        33637, 33665, 33668, 33722, 13641, 13661, 13664, 13700, -1, -1, -1, -1, -1, -1, -1, -1,
        814, 826, 829, 834, 36808, 36827, 36830, 36856, 38212, 38225, 38228, 38259, 38167, 38189, 38192, 38211,
        24762, 24777, 24780, 24806, 30703, 30728, 30731, 30804, 38393, 38419, 38422, 38449, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33557, 33583, 33586, 33636, 30986, 31005, 31008, 31105,
        -1, -1, -1, -1, 23233, 23253, 23256, 23279, 48283, 48299, 48302, 48461, -1, -1, -1, -1,
        3321, 3334, 3337, 3343, 37898, 37916, 37919, 37935, 44621, 44646, 44649, 44668, 30381, 30404, 30407, 30511,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43712, 43728, 43731, 43752, 10343, 10365, 10368, 10440,
        47925, 47950, 47953, 48004, -1, -1, -1, -1, -1, -1, -1, -1, 23095, 23117, 23120, 23167,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 12403, 12416, 12419, 12523,
        -1, -1, -1, -1, 12287, 12297, 12300, 12402, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22388, 22404, 22407, 22418, 3024, 3037, 3040, 3075, 49256, 49270, 49273, 49338, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36749, 36765, 36768, 36807, -1, -1, -1, -1,
        -1, -1, -1, -1, 3367, 3381, 3384, 3419, 14416, 14431, 14434, 14469, 35175, 35190, 35193, 35196,
        45383, 45410, 45413, 45440, 45501, 45536, 45539, 45563, 36661, 36679, 36682, 36748, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36041, 36065, 36068, 36109,
        40049, 40069, 40072, 40114, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34982, 35001, 35004, 35028, 20250, 20270, 20273, 20387, 35029, 35050, 35053, 35078, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27685, 27719, 27722, 27730, -1, -1, -1, -1, 31996, 32017, 32020, 32028,
        20055, 20076, 20079, 20140, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23764, 23788, 23791, 23864, 15019, 15042, 15045, 15127, -1, -1, -1, -1,
        -1, -1, -1, -1, 48528, 48553, 48556, 48595, -1, -1, -1, -1, 4933, 4952, 4955, 4959,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31529, 31548, 31551, 31605, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28651, 28675, 28678, 28741, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48674, 48695, 48698, 48757, -1, -1, -1, -1, 18166, 18189, 18192, 18280, 37063, 37082, 37085, 37157,
        35297, 35314, 35317, 35322, 41813, 41830, 41833, 41865, -1, -1, -1, -1, 3231, 3249, 3252, 3257,
        400, 417, 420, 433, 7015, 7035, 7038, 7096, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 9317, 9342, 9345, 9522, 12921, 12938, 12941, 13052, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27637, 27672, 27675, 27684,
        43396, 43408, 43411, 43455, -1, -1, -1, -1, 33253, 33274, 33277, 33310, 5073, 5096, 5099, 5131,
        45712, 45739, 45742, 45764, -1, -1, -1, -1, 46203, 46222, 46225, 46297, 17962, 17988, 17991, 18077,
        21522, 21538, 21541, 21607, 27808, 27834, 27837, 27851, 49511, 49533, 49536, 49642, 11795, 11805, 11808, 11814,
        -1, -1, -1, -1, -1, -1, -1, -1, 21934, 21947, 21950, 22006, -1, -1, -1, -1,
        32619, 32640, 32643, 32693, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29671, 29687, 29690, 29734, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24724, 24740, 24743, 24761, -1, -1, -1, -1,
        16369, 16393, 16396, 16475, 734, 751, 754, 764, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18962, 18989, 18992, 19081,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24589, 24607, 24610, 24674, -1, -1, -1, -1, 3420, 3431, 3434, 3539,
        8959, 8972, 8975, 8984, 39492, 39510, 39513, 39552, 38648, 38670, 38673, 38689, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 40950, 40965, 40968, 40997, -1, -1, -1, -1,
        -1, -1, -1, -1, 48462, 48484, 48487, 48527, 51068, 51082, 51085, 51117, -1, -1, -1, -1,
        11768, 11779, 11782, 11794, 43923, 43935, 43938, 43966, 44290, 44310, 44313, 44336, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24396, 24408, 24411, 24427, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3155, 3166, 3169, 3177, 38549, 38567, 38570, 38586, 3178, 3196, 3199, 3208,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11635, 11654, 11657, 11673,
        21121, 21144, 21147, 21185, -1, -1, -1, -1, 18400, 18428, 18431, 18630, 39190, 39218, 39221, 39267,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36857, 36875, 36878, 36913, 37263, 37281, 37284, 37312, 1607, 1631, 1634, 1692, 494, 506, 509, 514,
        34285, 34310, 34313, 34330, 10804, 10820, 10823, 10911, 19660, 19674, 19677, 19729, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44577, 44600, 44603, 44620, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9523, 9544, 9547, 9608, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4896, 4914, 4917, 4932, 19970, 19989, 19992, 20054, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30626, 30643, 30646, 30702, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29881, 29914, 29917, 29970, 35637, 35671, 35674, 35724, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 42146, 42168, 42171, 42203, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41866, 41884, 41887, 41931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16237, 16262, 16265, 16279, 17030, 17041, 17044, 17049,
        -1, -1, -1, -1, -1, -1, -1, -1, 19392, 19415, 19418, 19506, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40826, 40845, 40848, 40949, 43641, 43658, 43661, 43711, -1, -1, -1, -1,
        11403, 11422, 11425, 11439, 8915, 8931, 8934, 8958, -1, -1, -1, -1, -1, -1, -1, -1,
        22567, 22586, 22589, 22597, 2561, 2581, 2584, 2741, 48129, 48157, 48160, 48199, -1, -1, -1, -1,
        5535, 5554, 5557, 5609, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35423, 35433, 35436, 35457, 16476, 16500, 16503, 16588, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34380, 34405, 34408, 34425,
        42311, 42331, 42334, 42449, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16845, 16857, 16860, 16862, 45612, 45641, 45644, 45661, -1, -1, -1, -1,
        40115, 40134, 40137, 40171, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1419, 1442, 1445, 1536, 39746, 39763, 39766, 39813,
        -1, -1, -1, -1, 28901, 28921, 28924, 28963, 38488, 38508, 38511, 38528, -1, -1, -1, -1,
        -1, -1, -1, -1, 34171, 34194, 34197, 34212, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18715, 18750, 18753, 18839, -1, -1, -1, -1, 11815, 11828, 11831, 11984, 25238, 25265, 25268, 25320,
        37808, 37830, 37833, 37852, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 3209, 3223, 3226, 3230, -1, -1, -1, -1,
        -1, -1, -1, -1, 32330, 32349, 32352, 32374, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20820, 20835, 20838, 20941, 22937, 22947, 22950, 22964,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44895, 44907, 44910, 44919, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24316, 24330, 24333, 24395, 51029, 51048, 51051, 51067, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15468, 15497, 15500, 15615, -1, -1, -1, -1,
        38587, 38607, 38610, 38627, 50029, 50048, 50051, 50128, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46627, 46648, 46651, 46837, -1, -1, -1, -1, -1, -1, -1, -1,
        14224, 14243, 14246, 14338, 5686, 5710, 5713, 5754, 41932, 41951, 41954, 42049, -1, -1, -1, -1,
        20942, 20964, 20967, 21038, -1, -1, -1, -1, 33809, 33831, 33834, 33898, -1, -1, -1, -1,
        34140, 34157, 34160, 34170, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32694, 32716, 32719, 32772, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16280, 16296, 16299, 16313, 43806, 43827, 43830, 43884, 15683, 15709, 15712, 15749, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40497, 40521, 40524, 40645, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 46454, 46473, 46476, 46626, -1, -1, -1, -1,
        -1, -1, -1, -1, 22318, 22341, 22344, 22355, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36183, 36206, 36209, 36237, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10224, 10245, 10248, 10305,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32476, 32492, 32495, 32553,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16766, 16783, 16786, 16798, -1, -1, -1, -1, -1, -1, -1, -1, 12057, 12080, 12083, 12124,
        11158, 11175, 11178, 11228, -1, -1, -1, -1, -1, -1, -1, -1, 11440, 11457, 11460, 11507,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38628, 38635, 38638, 38647, -1, -1, -1, -1, -1, -1, -1, -1,
        21817, 21833, 21836, 21933, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34935, 34954, 34957, 34981,
        37762, 37780, 37783, 37807, -1, -1, -1, -1, 22598, 22618, 22621, 22629, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42805, 42822, 42825, 42905, -1, -1, -1, -1, -1, -1, -1, -1,
        16628, 16654, 16657, 16683, -1, -1, -1, -1, 21392, 21410, 21413, 21521, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 3344, 3357, 3360, 3366,
        16684, 16697, 16700, 16713, 27381, 27413, 27416, 27437, -1, -1, -1, -1, 14952, 14982, 14985, 15018,
        34544, 34569, 34572, 34655, -1, -1, -1, -1, 25786, 25810, 25813, 25866, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11508, 11525, 11528, 11634, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35197, 35213, 35216, 35220, 37363, 37381, 37384, 37415,
        45765, 45788, 45791, 45850, -1, -1, -1, -1, 44337, 44360, 44363, 44400, -1, -1, -1, -1,
        -1, -1, -1, -1, 23983, 24010, 24013, 24103, 51118, 51139, 51142, 51149, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43753, 43767, 43770, 43805,
        -1, -1, -1, -1, -1, -1, -1, -1, 15235, 15259, 15262, 15319, -1, -1, -1, -1,
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
        config.error.emptyKey = ключ не получен со стандартного ввода.
        config.error.exposedFolder = в папку {path} могут заходить другие пользователи, а закрыть её вы не можете: finder не будет хранить там ключ.
        config.error.keyAsArgument = ключ не принимается в командной строке, где его сохранит история оболочки; передайте его через стандартный ввод или введите по запросу.
        config.error.keyTooLong = ключ длиннее {limit} символов — таких ключей у Unsplash не бывает; ничего не сохранено.
        config.error.missingAction = команде «finder config» нужно действие: set
        config.error.missingName = команде «finder config set» нужно имя настройки: unsplash-key
        config.error.unknownAction = неизвестное действие «{action}». Допустимые действия: set
        config.error.unknownName = неизвестная настройка. Допустимые настройки: unsplash-key
        config.error.write = не удаётся записать {path}: {reason}.
        config.help.details = «set unsplash-key» читает ключ со стандартного ввода (чтобы он не попал в историю оболочки) и сохраняет его в $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), доступном только вам. Ключ можно получить на https://unsplash.com/developers. Переменная окружения UNSPLASH_ACCESS_KEY, если задана, используется первой.
        config.help.examples =   finder config set unsplash-key\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Укажите в XDG_CONFIG_HOME папку, доступную только вам, или попросите её владельца выполнить для неё chmod 700.
        config.hint.usage = Использование: finder config set unsplash-key (ключ читается со стандартного ввода).
        config.notice.badKey = Ключ Unsplash в {where} не похож на ключ (в нём пробелы, управляющие символы или он слишком длинный) и не используется; задайте его заново: finder config set unsplash-key
        config.notice.environmentWins = Обратите внимание: задана переменная UNSPLASH_ACCESS_KEY, и она используется раньше сохранённого ключа.
        config.notice.exposed = Внимание: в {path} хранится ваш ключ Unsplash, а другие пользователи могут его прочитать или подменить: выполните chmod 600 {path} и chmod 700 для его папки (и подумайте о новом ключе).
        config.prompt = Ключ доступа Unsplash (ввод скрыт):
        config.saved = Ключ доступа Unsplash сохранён в {path} (доступен только вам).
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
        help.command.stocks.show = Показать все листинги одного тикера полностью.
        help.command.stocks.sync = Обновить каталог акций с Московской биржи и Nasdaq, по URL или из файла.
        help.command.suggest = Подсказать запросы: сначала недавние, содержащие ТЕКСТ, затем тикеры.
        help.commands = Команды:
        help.details.completion = Дополняет команды, параметры, недавние запросы и тикеры.
        help.details.history = Без --domain — все разделы. Запросы, отличающиеся только регистром, считаются одним.
        help.details.interactive = В терминале результаты поиска акций появляются по ходу ввода (после короткой паузы, FINDER_DEBOUNCE_MS, по умолчанию 200 мс); фото ищутся по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или :more — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130.\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (json: один документ на строку).
        help.details.offline = «show» без --domain показывает самый свежий сохранённый результат.
        help.details.stocks = Находит начало тикера и начало любого слова в названии, слова в любом порядке, без учёта регистра и диакритики (é = e, ё = е, ß = ss); кириллица и латиница находят друг друга, текст, набранный в другой раскладке, исправляется, а близкие написания (одна ошибка, в длинных словах две) показываются, только когда ничего другого не найдено. Сначала точные тикеры, целые слова и начала слов, крупные компании раньше (точное совпадение весит как компания в десять раз крупнее), затем слитное написание (cocacola), затем транслитерация; обыкновенные акции раньше депозитарных расписок. Листинги с общим ISIN и депозитарные расписки компании — один результат: листинг в стране эмитента (по ISIN); --all-listings показывает каждый.
        help.details.stocks.show = ТИКЕР сравнивается точно, без учёта регистра.
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
        help.examples.stocks.show =   finder stocks show AAPL\\n  finder stocks show gazp --json
        help.examples.stocks.sync =   finder stocks sync\\n  finder stocks sync --from nasdaq\\n  finder stocks sync --from https://example.com/stocks.json\\n  finder stocks sync --from ./stocks.csv --json\\n  finder stocks show SBER
        help.examples.suggest =   finder suggest ap\\n  finder suggest --domain photos кош
        help.globalOptions = Общие параметры:
        help.option.accessible = вывод для экранного диктора: по результату в строке, без цвета и выравнивания
        help.option.all-listings = по строке на каждый листинг, а не на компанию
        help.option.by = по какому полю искать (по умолчанию all)
        help.option.color = когда использовать цвет (по умолчанию auto)
        help.option.data-dir = где finder хранит данные (по умолчанию $XDG_DATA_HOME/finder)
        help.option.domain = какой раздел: stocks (акции) или photos (фото)
        help.option.format = формат вывода (по умолчанию text)
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
        help.topics = Темы справки:
        help.usage = Использование:
        hint.diskFull = Ничего не потеряно: освободите место в {folder} или в другом месте на этом диске и запустите finder снова. Хранилище не удаляйте: в нём ваша история и синхронизированные акции.
        hint.empty.field.name = Поиск шёл только по названиям компаний; попробуйте --by all.
        hint.empty.field.ticker = Поиск шёл только по тикерам; попробуйте --by all.
        hint.empty.stocks = Попробуйте меньше букв, тикер (например, SBER) или другое написание названия.
        hint.empty.ticker = Поищите по названию: finder stocks {ticker}
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
        usage.queryTooLong = запрос для «finder {command}» слишком длинный (символов: {length}); допускается не больше {limit}
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
        -1, -1, -1, -1, -1, -1, -1, -1, 43296, 43316, 43319, 43335, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50492, 50512, 50515, 50529,
        -1, -1, -1, -1, 26004, 26016, 26019, 26051, 12245, 12269, 12272, 12355, -1, -1, -1, -1,
        9276, 9296, 9299, 9446, 41669, 41687, 41690, 41739, 26873, 26897, 26900, 26929, 50592, 50606, 50609, 50673,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 35667, 35686, 35689, 35738, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 21922, 21942, 21945, 22005, 22664, 22685, 22688, 22773, 31823, 31840, 31843, 31971,
        -1, -1, -1, -1, -1, -1, -1, -1, 54855, 54881, 54884, 54935, -1, -1, -1, -1,
        42581, 42607, 42610, 42709, -1, -1, -1, -1, -1, -1, -1, -1, 15490, 15508, 15511, 15541,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37062, 37079, 37082, 37352, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64137, 64163, 64166, 64192, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2515, 2541, 2544, 2640, -1, -1, -1, -1, -1, -1, -1, -1,
        24372, 24398, 24401, 24465, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82280, 82304, 82307, 82351, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39387, 39405, 39408, 39438,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71590, 71614, 71617, 71641, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49008, 49025, 49028, 49472,
        63288, 63315, 63318, 63342, -1, -1, -1, -1, 26361, 26371, 26374, 26390, 7760, 7779, 7782, 7871,
        -1, -1, -1, -1, -1, -1, -1, -1, 74190, 74224, 74227, 74280, 82021, 82039, 82042, 82108,
        -1, -1, -1, -1, 55801, 55820, 55823, 55884, 69466, 69480, 69483, 69568, 56341, 56361, 56364, 56395,
        18512, 18529, 18532, 18668, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        12356, 12380, 12383, 13923, 33980, 33994, 33997, 34127, 26325, 26336, 26339, 26360, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22100, 22116, 22119, 22171, 26227, 26237, 26240, 26244, 72887, 72918, 72921, 72967, 35927, 35947, 35950, 36032,
        -1, -1, -1, -1, -1, -1, -1, -1, 6352, 6364, 6367, 6478, -1, -1, -1, -1,
        -1, -1, -1, -1, 43507, 43538, 43541, 43568, 55018, 55045, 55048, 55101, -1, -1, -1, -1,
        -1, -1, -1, -1, 58588, 58610, 58613, 58653, 31422, 31440, 31443, 31560, 15095, 15120, 15123, 15182,
        78274, 78299, 78302, 78460, -1, -1, -1, -1, 30180, 30190, 30193, 30269, -1, -1, -1, -1,
        -1, -1, -1, -1, 55756, 55772, 55775, 55800, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46420, 46445, 46448, 46492, 67174, 67201, 67204, 67347, -1, -1, -1, -1,
        -1, -1, -1, -1, 26647, 26659, 26662, 26674, -1, -1, -1, -1, 54364, 54389, 54392, 54419,
        -1, -1, -1, -1, 54452, 54477, 54480, 54531, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19134, 19162, 19165, 19550, 24890, 24906, 24909, 24942, 30842, 30864, 30867, 31031, 56065, 56085, 56088, 56156,
        57774, 57805, 57808, 57906, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8574, 8593, 8596, 8699, 418, 435, 438, 462,
        48051, 48067, 48070, 48244, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38626, 38648, 38651, 38720, -1, -1, -1, -1,
        -1, -1, -1, -1, 74100, 74133, 74136, 74189, -1, -1, -1, -1, -1, -1, -1, -1,
        69935, 69952, 69955, 70066, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        62476, 62494, 62497, 62521, -1, -1, -1, -1, 62701, 62714, 62717, 62723, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57172, 57204, 57207, 57297, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34871, 34894, 34897, 34913, 56711, 56728, 56731, 56739,
        23577, 23600, 23603, 23768, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61021, 61047, 61050, 61143, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47723, 47750, 47753, 47840,
        -1, -1, -1, -1, 5705, 5723, 5726, 5870, 38354, 38374, 38377, 38444, 62655, 62666, 62669, 62700,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40561, 40586, 40589, 40738, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82109, 82127, 82130, 82279, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54255, 54279, 54282, 54311, 22551, 22571, 22574, 22663, -1, -1, -1, -1, 2305, 2331, 2334, 2399,
        62095, 62102, 62105, 62116, 73293, 73315, 73318, 73319, -1, -1, -1, -1, 62429, 62448, 62451, 62475,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53152, 53179, 53182, 53277, 55612, 55634, 55637, 55682, -1, -1, -1, -1,
        39999, 40019, 40022, 40060, 64659, 64679, 64682, 64717, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9146, 9169, 9172, 9275, 28619, 28644, 28647, 28820,
        67021, 67040, 67043, 67173, 63638, 63667, 63670, 63765, 83124, 83141, 83144, 83176, -1, -1, -1, -1,
        42382, 42401, 42404, 42450, 35413, 35425, 35428, 35506, 18275, 18296, 18299, 18402, 47262, 47286, 47289, 47399,
        79025, 79048, 79051, 79078, -1, -1, -1, -1, 73320, 73345, 73348, 73415, 80006, 80024, 80027, 80082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43624, 43652, 43655, 43690, 77946, 77970, 77973, 78130, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70067, 70084, 70087, 70184, -1, -1, -1, -1,
        20861, 20882, 20885, 20997, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        698, 710, 713, 725, 70817, 70830, 70833, 70874, 64718, 64731, 64734, 64778, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50356, 50375, 50378, 50386, 74758, 74783, 74786, 74832,
        77352, 77370, 77373, 77560, 80541, 80568, 80571, 80735, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43383, 43419, 43422, 43443,
        -1, -1, -1, -1, 51172, 51188, 51191, 51303, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40260, 40291, 40294, 40560, -1, -1, -1, -1, 77302, 77321, 77324, 77351,
        -1, -1, -1, -1, 7463, 7473, 7476, 7651, 70657, 70677, 70680, 70816, -1, -1, -1, -1,
        -1, -1, -1, -1, 34706, 34716, 34719, 34766, -1, -1, -1, -1, 41294, 41313, 41316, 41352,
        36354, 36374, 36377, 36462, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31032, 31048, 31051, 31201, -1, -1, -1, -1, -1, -1, -1, -1,
        9447, 9471, 9474, 10812, 14790, 14812, 14815, 14930, -1, -1, -1, -1, -1, -1, -1, -1,
        33203, 33217, 33220, 33396, 38539, 38559, 38562, 38625, 72968, 72991, 72994, 73029, 26734, 26746, 26749, 26751,
        34564, 34577, 34580, 34705, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25147, 25176, 25179, 25266, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 4310, 4331, 4334, 4633, 42710, 42735, 42738, 42839, -1, -1, -1, -1,
        25834, 25857, 25860, 25879, -1, -1, -1, -1, 5369, 5395, 5398, 5446, 57907, 57940, 57943, 58041,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78598, 78620, 78623, 78690, 43336, 43360, 43363, 43382, 72044, 72073, 72076, 72149,
        35739, 35759, 35762, 35790, -1, -1, -1, -1, 37682, 37708, 37711, 37855, 73607, 73634, 73637, 73704,
        -1, -1, -1, -1, 81057, 81077, 81080, 81115, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38906, 38923, 38926, 39074,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5568, 5585, 5588, 5704, -1, -1, -1, -1, 67913, 67940, 67943, 68124,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65933, 65955, 65958, 66153,
        -1, -1, -1, -1, -1, -1, -1, -1, 59911, 59929, 59932, 60013, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64883, 64904, 64907, 64936, 32340, 32361, 32364, 32494,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35367, 35383, 35386, 35412,
        56649, 56665, 56668, 56678, 6841, 6859, 6862, 6932, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7961, 7981, 7984, 8120,
        43148, 43172, 43175, 43184, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 7125, 7154, 7157, 7258, 26245, 26255, 26258, 26262,
        1052, 1066, 1069, 1087, 26052, 26065, 26068, 26080, 47173, 47197, 47200, 47261, 70185, 70203, 70206, 70348,
        72728, 72758, 72761, 72807, -1, -1, -1, -1, -1, -1, -1, -1, 1541, 1562, 1565, 1635,
        -1, -1, -1, -1, 35838, 35854, 35857, 35926, 44226, 44249, 44252, 44278, 80873, 80895, 80898, 81056,
        -1, -1, -1, -1, 67348, 67368, 67371, 67487, 58654, 58678, 58681, 58855, 7259, 7281, 7284, 7370,
        58856, 58875, 58878, 58908, 82443, 82463, 82466, 82565, -1, -1, -1, -1, -1, -1, -1, -1,
        309, 326, 329, 332, 44988, 45016, 45019, 45451, 71986, 72006, 72009, 72043, 74610, 74637, 74640, 74682,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24550, 24570, 24573, 24657,
        68764, 68780, 68783, 68804, 71774, 71795, 71798, 71856, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        20402, 20425, 20428, 20860, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69152, 69174, 69177, 69299, 355, 367, 370, 388,
        61544, 61565, 61568, 61592, -1, -1, -1, -1, 55974, 55993, 55996, 56064, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35125, 35141, 35144, 35162, -1, -1, -1, -1,
        68845, 68862, 68865, 68895, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33088, 33104, 33107, 33202, 56884, 56898, 56901, 56918, 73945, 73970, 73973, 74015, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35189, 35208, 35211, 35229, 27182, 27197, 27200, 28032,
        35044, 35061, 35064, 35074, 36033, 36054, 36057, 36139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73155, 73180, 73183, 73218, -1, -1, -1, -1, 64253, 64271, 64274, 64337, -1, -1, -1, -1,
        -1, -1, -1, -1, 46595, 46618, 46621, 46700, 33780, 33794, 33797, 33873, -1, -1, -1, -1,
        34767, 34775, 34778, 34832, 27133, 27153, 27156, 27181, 50457, 50478, 50481, 50491, -1, -1, -1, -1,
        40061, 40083, 40086, 40121, 40913, 40933, 40936, 41026, -1, -1, -1, -1, -1, -1, -1, -1,
        43059, 43083, 43086, 43147, 55467, 55489, 55492, 55537, 17778, 17790, 17793, 17812, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13924, 13944, 13947, 14077, -1, -1, -1, -1,
        19551, 19569, 19572, 19789, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60385, 60405, 60408, 60489, -1, -1, -1, -1, -1, -1, -1, -1, 71687, 71709, 71712, 71773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50563, 50580, 50583, 50591,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24658, 24681, 24684, 24727,
        58042, 58067, 58070, 58153, 83025, 83032, 83035, 83075, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63891, 63921, 63924, 64017, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25267, 25292, 25295, 25315, -1, -1, -1, -1, -1, -1, -1, -1, 59718, 59737, 59740, 59773,
        -1, -1, -1, -1, 16843, 16859, 16862, 16889, -1, -1, -1, -1, 64937, 64959, 64962, 65018,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3455, 3480, 3483, 3662, 58950, 58969, 58972, 59007, -1, -1, -1, -1, 17008, 17023, 17026, 17115,
        -1, -1, -1, -1, 71417, 71437, 71440, 71471, 82566, 82594, 82597, 82735, 59450, 59475, 59478, 59514,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72150, 72171, 72174, 72196,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34959, 34979, 34982, 34996,
        -1, -1, -1, -1, 71259, 71275, 71278, 71318, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78691, 78714, 78717, 78792, 33874, 33889, 33892, 33979,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72457, 72469, 72472, 72526, 78131, 78154, 78157, 78273, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24943, 24961, 24964, 25028, 29566, 29597, 29600, 29739, 43942, 43960, 43963, 43986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56588, 56604, 56607, 56615,
        -1, -1, -1, -1, -1, -1, -1, -1, 43987, 44013, 44016, 44045, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20021, 20046, 20049, 20401, 39753, 39771, 39774, 39812, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56740, 56755, 56758, 56761, 62522, 62542, 62545, 62571, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26199, 26213, 26216, 26226, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38208, 38222, 38225, 38334, 61497, 61516, 61519, 61543, 75462, 75486, 75489, 75873, -1, -1, -1, -1,
        -1, -1, -1, -1, 1855, 1881, 1884, 2132, -1, -1, -1, -1, 26621, 26633, 26636, 26646,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53830, 53853, 53856, 53970,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23902, 23931, 23934, 24135, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55370, 55389, 55392, 55432, -1, -1, -1, -1, 59374, 59393, 59396, 59449,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60932, 60948, 60951, 61020, -1, -1, -1, -1, 4103, 4132, 4135, 4309,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52361, 52381, 52384, 52407, -1, -1, -1, -1, 1158, 1171, 1174, 1192,
        36836, 36851, 36854, 37061, -1, -1, -1, -1, -1, -1, -1, -1, 3663, 3680, 3683, 3811,
        66381, 66403, 66406, 66436, 58280, 58303, 58306, 58361, 71556, 71570, 71573, 71589, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62724, 62734, 62737, 62742,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50748, 50767, 50770, 50848, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46829, 46853, 46856, 47007, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14386, 14407, 14410, 14497, 22006, 22021, 22024, 22099, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41987, 42011, 42014, 42175, 49803, 49826, 49829, 49954, -1, -1, -1, -1, 39615, 39640, 39643, 39695,
        39870, 39889, 39892, 39998, 62165, 62184, 62187, 62211, 82859, 82886, 82889, 83024, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21291, 21313, 21316, 21374,
        35075, 35094, 35097, 35124, 68805, 68824, 68827, 68844, 31972, 31994, 31997, 32116, 58504, 58526, 58529, 58587,
        55683, 55707, 55710, 55755, 73778, 73803, 73806, 73859, 77561, 77577, 77580, 77859, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38445, 38466, 38469, 38538,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74909, 74934, 74937, 74983, 45966, 45986, 45989, 46217, -1, -1, -1, -1,
        43691, 43720, 43723, 43754, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64848, 64862, 64865, 64882, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62572, 62586, 62589, 62624, 8814, 8838, 8841, 8962,
        35163, 35179, 35182, 35188, -1, -1, -1, -1, 54110, 54133, 54136, 54162, -1, -1, -1, -1,
        41158, 41185, 41188, 41293, -1, -1, -1, -1, 58449, 58470, 58473, 58503, 54035, 54062, 54065, 54109,
        62117, 62135, 62138, 62164, 65488, 65510, 65513, 65710, 70349, 70368, 70371, 70452, -1, -1, -1, -1,
        55102, 55122, 55125, 55210, 54691, 54718, 54721, 54772, 63401, 63428, 63431, 63453, 56520, 56535, 56538, 56546,
        2641, 2665, 2668, 2764, 63014, 63047, 63050, 63148, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24728, 24755, 24758, 24889, 46218, 46247, 46250, 46419, 53524, 53550, 53553, 53657, 54773, 54798, 54801, 54854,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58909, 58927, 58930, 58949,
        43185, 43212, 43215, 43227, 20998, 21008, 21011, 21045, 50288, 50307, 50310, 50320, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23195, 23225, 23228, 23340, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15183, 15208, 15211, 15404, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68499, 68519, 68522, 68651, -1, -1, -1, -1,
        66437, 66456, 66459, 66601, 73511, 73536, 73539, 73606, 9114, 9127, 9130, 9145, 43569, 43595, 43598, 43623,
        64193, 64221, 64224, 64252, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52719, 52746, 52749, 52871, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21500, 21518, 21521, 21558, -1, -1, -1, -1, 76029, 76047, 76050, 76310, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47489, 47514, 47517, 47617,
        57426, 57443, 57446, 57502, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14931, 14951, 14954, 15094, 70551, 70567, 70570, 70656, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37856, 37881, 37884, 38030,
        2841, 2860, 2863, 3343, -1, -1, -1, -1, -1, -1, -1, -1, 50530, 50547, 50550, 50562,
        -1, -1, -1, -1, -1, -1, -1, -1, 43884, 43918, 43921, 43941, 21689, 21707, 21710, 21827,
        51577, 51592, 51595, 51687, 72587, 72605, 72608, 72623, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37509, 37534, 37537, 37681, 52106, 52120, 52123, 52205, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16203, 16221, 16224, 16280, 48721, 48738, 48741, 48801,
        73093, 73116, 73119, 73154, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27088, 27106, 27109, 27132,
        1259, 1269, 1272, 1286, 39075, 39090, 39093, 39225, 59774, 59794, 59797, 59849, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8121, 8145, 8148, 8290,
        61593, 61617, 61620, 61669, 30665, 30679, 30682, 30745, 56547, 56566, 56569, 56587, 66880, 66903, 66906, 67020,
        72315, 72340, 72343, 72383, -1, -1, -1, -1, 52408, 52435, 52438, 52562, 30270, 30297, 30300, 30404,
        65326, 65342, 65345, 65430, 47618, 47641, 47644, 47722, -1, -1, -1, -1, -1, -1, -1, -1,
        8291, 8311, 8314, 8451, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15818, 15832, 15835, 15904, 36536, 36554, 36557, 36658, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40739, 40766, 40769, 40823, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5871, 5893, 5896, 6045,
        -1, -1, -1, -1, 61144, 61163, 61166, 61204, -1, -1, -1, -1, 10949, 10968, 10971, 12244,
        26263, 26278, 26281, 26324, 30539, 30560, 30563, 30664, 7872, 7889, 7892, 7960, 47400, 47430, 47433, 47488,
        54420, 54438, 54441, 54451, -1, -1, -1, -1, 948, 959, 962, 972, 2765, 2783, 2786, 2840,
        43228, 43247, 43250, 43261, 6589, 6605, 6608, 6740, 67637, 67655, 67658, 67768, 81660, 81678, 81681, 81801,
        -1, -1, -1, -1, -1, -1, -1, -1, 34443, 34457, 34460, 34563, 73705, 73729, 73732, 73777,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63149, 63184, 63187, 63287, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80393, 80412, 80415, 80540, -1, -1, -1, -1,
        17830, 17846, 17849, 17870, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80083, 80098, 80101, 80184, 82736, 82755, 82758, 82858, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72384, 72403, 72406, 72456, -1, -1, -1, -1,
        -1, -1, -1, -1, 49955, 49979, 49982, 50287, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77860, 77883, 77886, 77945, -1, -1, -1, -1, 25415, 25435, 25438, 25498,
        -1, -1, -1, -1, -1, -1, -1, -1, 1320, 1332, 1335, 1345, 16001, 16021, 16024, 16111,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62625, 62636, 62639, 62654, 41429, 41453, 41456, 41668, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61748, 61772, 61775, 61824, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80222, 80238, 80241, 80392, 40824, 40836, 40839, 40912,
        69764, 69785, 69788, 69934, 64409, 64429, 64432, 64486, -1, -1, -1, -1, 17116, 17138, 17141, 17278,
        -1, -1, -1, -1, 18669, 18686, 18689, 18749, -1, -1, -1, -1, 73219, 73239, 73242, 73292,
        -1, -1, -1, -1, -1, -1, -1, -1, 39813, 39829, 39832, 39869, 21436, 21455, 21458, 21499,
        51932, 51955, 51958, 52043, 76980, 76998, 77001, 77301, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8963, 8983, 8986, 9113, 62381, 62399, 62402, 62428, -1, -1, -1, -1,
        -1, -1, -1, -1, 6741, 6760, 6763, 6840, 46493, 46518, 46521, 46594, -1, -1, -1, -1,
        21128, 21149, 21152, 21212, 73860, 73886, 73889, 73944, 74463, 74490, 74493, 74535, 31561, 31582, 31585, 31591,
        -1, -1, -1, -1, 3344, 3364, 3367, 3454, 81802, 81825, 81828, 81895, -1, -1, -1, -1,
        -1, -1, -1, -1, 1375, 1394, 1397, 1540, 80185, 80196, 80199, 80221, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16447, 16463, 16466, 16497, 74536, 74564, 74567, 74609,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49473, 49499, 49502, 49709, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 83231, 83250, 83253, 83278, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61205, 61229, 61232, 61261, 69300, 69316, 69319, 69465,
        -1, -1, -1, -1, 61670, 61695, 61698, 61747, -1, -1, -1, -1, 74281, 74314, 74317, 74370,
        63511, 63539, 63542, 63637, 67769, 67788, 67791, 67912, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35507, 35528, 35531, 35591, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33397, 33417, 33420, 33445,
        -1, -1, -1, -1, 41740, 41761, 41764, 41858, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16792, 16808, 16811, 16842,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39696, 39715, 39718, 39752,
        35322, 35340, 35343, 35366, -1, -1, -1, -1, 83177, 83194, 83197, 83230, -1, -1, -1, -1,
        -1, -1, -1, -1, 75204, 75226, 75229, 75461, -1, -1, -1, -1, 79764, 79788, 79791, 79867,
        -1, -1, -1, -1, 26587, 26599, 26602, 26620, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 26540, 26553, 26556, 26586, -1, -1, -1, -1, -1, -1, -1, -1,
        6479, 6503, 6506, 6588, 73030, 73054, 73057, 73092, -1, -1, -1, -1, -1, -1, -1, -1,
        51688, 51707, 51710, 51790, 78461, 78486, 78489, 78597, 79194, 79209, 79212, 79240, 78903, 78934, 78937, 79024,
        -1, -1, -1, -1, -1, -1, -1, -1, 21559, 21579, 21582, 21623, -1, -1, -1, -1,
        50674, 50697, 50700, 50747, 56396, 56414, 56417, 56425, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36659, 36672, 36675, 36835,
        -1, -1, -1, -1, 51867, 51883, 51886, 51931, 29159, 29186, 29189, 29341, 6046, 6067, 6070, 6351,
        21046, 21066, 21069, 21127, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        26752, 26776, 26779, 26810, -1, -1, -1, -1, 38335, 38347, 38350, 38353, 41353, 41375, 41378, 41428,
        42176, 42200, 42203, 42281, 5521, 5538, 5541, 5567, 62743, 62776, 62779, 62877, 71642, 71667, 71670, 71686,
        -1, -1, -1, -1, 26991, 27009, 27012, 27037, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 81394, 81414, 81417, 81659,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71472, 71491, 71494, 71555, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 6933, 6957, 6960, 7124,
        -1, -1, -1, -1, 26675, 26688, 26691, 26733, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58154, 58175, 58178, 58189, -1, -1, -1, -1, 26391, 26402, 26405, 26434,
        51791, 51809, 51812, 51866, 60490, 60508, 60511, 60674, 15709, 15733, 15736, 15817, 43262, 43282, 43285, 43295,
        -1, -1, -1, -1, -1, -1, -1, -1, 35592, 35608, 35611, 35666, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26930, 26956, 26959, 26990, -1, -1, -1, -1, 44165, 44193, 44196, 44225, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57638, 57670, 57673, 57773, -1, -1, -1, -1, 52872, 52901, 52904, 53028, 64602, 64620, 64623, 64658,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 83076, 83095, 83098, 83123, 32285, 32302, 32305, 32339, 60086, 60107, 60110, 60384,
        65431, 65447, 65450, 65487, -1, -1, -1, -1, 34833, 34853, 34856, 34870, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 56679, 56697, 56700, 56710, -1, -1, -1, -1,
        22774, 22790, 22793, 23194, -1, -1, -1, -1, -1, -1, -1, -1, 56842, 56860, 56863, 56883,
        -1, -1, -1, -1, -1, -1, -1, -1, 32117, 32134, 32137, 32284, -1, -1, -1, -1,
        39542, 39566, 39569, 39614, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50321, 50340, 50343, 50355, 26458, 26473, 26476, 26493, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28252, 28277, 28280, 28412, 32884, 32898, 32901, 33005,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65019, 65042, 65045, 65104, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16112, 16130, 16133, 16202, -1, -1, -1, -1, 16498, 16516, 16519, 16791,
        21624, 21637, 21640, 21688, 44046, 44073, 44076, 44105, 44279, 44298, 44301, 44987, 25029, 25058, 25061, 25146,
        52206, 52228, 52231, 52274, -1, -1, -1, -1, 389, 403, 406, 417, 26151, 26162, 26165, 26170,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53971, 53991, 53994, 54034, 17813, 17820, 17823, 17829, 26121, 26135, 26138, 26150, 42840, 42867, 42870, 42971,
        45596, 45620, 45623, 45859, -1, -1, -1, -1, 67488, 67505, 67508, 67636, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54532, 54558, 54561, 54610, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1636, 1662, 1665, 1854, 42282, 42301, 42304, 42381, -1, -1, -1, -1,
        15905, 15922, 15925, 16000, 61449, 61469, 61472, 61496, -1, -1, -1, -1, -1, -1, -1, -1,
        72527, 72543, 72546, 72586, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63454, 63483, 63486, 63510, -1, -1, -1, -1, 60809, 60830, 60833, 60876, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50424, 50441, 50444, 50456, 55433, 55444, 55447, 55466,
        -1, -1, -1, -1, 69569, 69584, 69587, 69619, 4706, 4718, 4721, 4820, 64018, 64044, 64047, 64075,
        -1, -1, -1, -1, 14166, 14190, 14193, 14385, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56796, 56809, 56812, 56841, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 36140, 36160, 36163, 36245, -1, -1, -1, -1,
        48554, 48575, 48578, 48720, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4972, 4996, 4999, 5018, 41859, 41886, 41889, 41986, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59515, 59534, 59537, 59585, 26494, 26511, 26514, 26539,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63343, 63371, 63374, 63400, 81291, 81309, 81312, 81393, -1, -1, -1, -1,
        -1, -1, -1, -1, 56426, 56445, 56448, 56462, 72808, 72837, 72840, 72886, 22353, 22369, 22372, 22473,
        -1, -1, -1, -1, 50919, 50941, 50944, 51034, -1, -1, -1, -1, -1, -1, -1, -1,
        4943, 4963, 4966, 4971, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17735, 17748, 17751, 17777, -1, -1, -1, -1, -1, -1, -1, -1, 21828, 21848, 21851, 21921,
        -1, -1, -1, -1, 5447, 5473, 5476, 5520, 61951, 61970, 61973, 61998, 52044, 52062, 52065, 52105,
        65247, 65267, 65270, 65325, -1, -1, -1, -1, 29935, 29962, 29965, 30179, 79241, 79258, 79261, 79303,
        42972, 42997, 43000, 43058, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82352, 82373, 82376, 82442, 61999, 62017, 62020, 62045,
        53399, 53427, 53430, 53523, 21213, 21233, 21236, 21290, -1, -1, -1, -1, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 59217, 59236, 59239, 59274, 61331, 61344, 61347, 61401, 61262, 61284, 61287, 61330,
        39482, 39497, 39500, 39541, 48408, 48433, 48436, 48553, 61825, 61851, 61854, 61903, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53278, 53304, 53307, 53398, 48802, 48821, 48824, 49007,
        -1, -1, -1, -1, 36463, 36483, 36486, 36535, 79304, 79320, 79323, 79572, -1, -1, -1, -1,
        5019, 5032, 5035, 5043, 60877, 60895, 60898, 60931, 72257, 72282, 72285, 72314, 47841, 47864, 47867, 48050,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70976, 70992, 70995, 71036, 15542, 15564, 15567, 15708,
        64076, 64103, 64106, 64136, 78793, 78818, 78821, 78902, -1, -1, -1, -1, 36246, 36268, 36271, 36353,
        53029, 53055, 53058, 53151, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 18945, 18958, 18961, 19133,
        56919, 56951, 56954, 57044, 18750, 18760, 18763, 18944, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34997, 35013, 35016, 35043, 4634, 4647, 4650, 4705, 80736, 80750, 80753, 80872, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59132, 59148, 59151, 59216, -1, -1, -1, -1,
        -1, -1, -1, -1, 5071, 5085, 5088, 5149, 22474, 22489, 22492, 22550, 56463, 56478, 56481, 56491,
        74016, 74043, 74046, 74099, 74371, 74406, 74409, 74462, 59008, 59026, 59029, 59131, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58190, 58214, 58217, 58279,
        65105, 65125, 65128, 65186, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56157, 56176, 56179, 56247, 31592, 31612, 31615, 31822, 56248, 56269, 56272, 56340, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43822, 43856, 43859, 43883, 57045, 57078, 57081, 57171, 50387, 50408, 50411, 50423,
        31310, 31331, 31334, 31421, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37353, 37377, 37380, 37508, 21375, 21393, 21396, 21435, 23419, 23442, 23445, 23576,
        -1, -1, -1, -1, 79659, 79684, 79687, 79763, -1, -1, -1, -1, 7424, 7443, 7446, 7462,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49710, 49729, 49732, 49802, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45452, 45476, 45479, 45595, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79868, 79889, 79892, 80005, -1, -1, -1, -1, 28413, 28436, 28439, 28618, 59586, 59605, 59608, 59717,
        56616, 56633, 56636, 56648, 68125, 68142, 68145, 68215, -1, -1, -1, -1, 4916, 4934, 4937, 4942,
        530, 547, 550, 574, 10813, 10833, 10836, 10948, -1, -1, -1, -1, 833, 849, 852, 873,
        -1, -1, -1, -1, 14498, 14523, 14526, 14703, 19790, 19807, 19810, 20020, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43755, 43790, 43793, 43821,
        70453, 70465, 70468, 70550, -1, -1, -1, -1, 52275, 52296, 52299, 52360, 7652, 7675, 7678, 7759,
        74984, 75011, 75014, 75060, -1, -1, -1, -1, 75874, 75893, 75896, 76028, 28033, 28059, 28062, 28251,
        33659, 33675, 33678, 33779, 44106, 44132, 44135, 44164, 73416, 73442, 73445, 73510, 17910, 17920, 17923, 17950,
        81116, 81138, 81141, 81290, -1, -1, -1, -1, 34294, 34307, 34310, 34442, -1, -1, -1, -1,
        51304, 51325, 51328, 51414, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46701, 46717, 46720, 46828, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39439, 39455, 39458, 39481, -1, -1, -1, -1,
        25499, 25523, 25526, 25655, 1008, 1025, 1028, 1051, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29740, 29767, 29770, 29934,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39226, 39244, 39247, 39386, -1, -1, -1, -1, 5150, 5161, 5164, 5368,
        14134, 14147, 14150, 14165, 64338, 64356, 64359, 64408, 62330, 62352, 62355, 62380, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 66805, 66820, 66823, 66879, -1, -1, -1, -1,
        -1, -1, -1, -1, 79573, 79595, 79598, 79658, 83330, 83344, 83347, 83421, -1, -1, -1, -1,
        17871, 17882, 17885, 17909, 71319, 71331, 71334, 71416, 71857, 71877, 71880, 71920, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38837, 38849, 38852, 38905, -1, -1, -1, -1, -1, -1, -1, -1, 62878, 62912, 62915, 63013,
        -1, -1, -1, -1, 4821, 4832, 4835, 4844, 62212, 62230, 62233, 62257, 4845, 4863, 4866, 4893,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17683, 17702, 17705, 17734,
        33006, 33029, 33032, 33087, -1, -1, -1, -1, 28821, 28849, 28852, 29158, 63766, 63794, 63797, 63890,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59275, 59293, 59296, 59373, 59850, 59868, 59871, 59910, 2400, 2424, 2427, 2514, 668, 680, 683, 697,
        54611, 54636, 54639, 54690, 16281, 16297, 16300, 16446, 30746, 30760, 30763, 30841, -1, -1, -1, -1,
        74833, 74859, 74862, 74908, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72197, 72220, 72223, 72256, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64544, 64563, 64566, 64601, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14704, 14725, 14728, 14789, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57503, 57534, 57537, 57637,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7371, 7389, 7392, 7423, 31202, 31221, 31224, 31309, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48245, 48262, 48265, 48407, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47008, 47041, 47044, 47172, 57298, 57332, 57335, 57425, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 68652, 68674, 68677, 68763, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68216, 68234, 68237, 68315,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25316, 25341, 25344, 25366, 26435, 26446, 26449, 26457,
        -1, -1, -1, -1, -1, -1, -1, -1, 30405, 30428, 30431, 30538, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61904, 61922, 61925, 61950, 66602, 66621, 66624, 66804, 70875, 70892, 70895, 70975,
        17279, 17298, 17301, 17338, 14078, 14094, 14097, 14133, -1, -1, -1, -1, -1, -1, -1, -1,
        35230, 35249, 35252, 35279, 3812, 3832, 3835, 4102, 79079, 79107, 79110, 79193, -1, -1, -1, -1,
        8452, 8471, 8474, 8573, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56762, 56772, 56775, 56795, 25656, 25680, 25683, 25833, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42451, 42476, 42479, 42580,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54936, 54961, 54964, 55017,
        68896, 68916, 68919, 69151, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26171, 26183, 26186, 26198, 74683, 74712, 74715, 74757, -1, -1, -1, -1,
        65187, 65206, 65209, 65246, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54201, 54224, 54227, 54254,
        -1, -1, -1, -1, -1, -1, -1, -1, 2133, 2156, 2159, 2304, 64779, 64796, 64799, 64847,
        65711, 65734, 65737, 65932, 45860, 45880, 45883, 45965, 62046, 62066, 62069, 62094, -1, -1, -1, -1,
        -1, -1, -1, -1, 54312, 54335, 54338, 54363, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29342, 29377, 29380, 29565, -1, -1, -1, -1, 17951, 17964, 17967, 18274, 40122, 40149, 40152, 40259,
        60742, 60764, 60767, 60808, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55538, 55561, 55564, 55611, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 4894, 4908, 4911, 4915, -1, -1, -1, -1,
        -1, -1, -1, -1, 50849, 50868, 50871, 50918, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32495, 32510, 32513, 32743, 35791, 35801, 35804, 35837,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72624, 72636, 72639, 72648, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38721, 38735, 38738, 38836, 83279, 83298, 83301, 83329, -1, -1, -1, -1, -1, -1, -1, -1,
        72649, 72678, 72681, 72727, -1, -1, -1, -1, 24136, 24165, 24168, 24371, -1, -1, -1, -1,
        62258, 62278, 62281, 62307, 64487, 64505, 64508, 64543, 81896, 81915, 81918, 82020, -1, -1, -1, -1,
        -1, -1, -1, -1, 76632, 76653, 76656, 76979, -1, -1, -1, -1, -1, -1, -1, -1,
        22172, 22191, 22194, 22352, 8700, 8724, 8727, 8813, 68316, 68335, 68338, 68498, -1, -1, -1, -1,
        32744, 32766, 32769, 32883, -1, -1, -1, -1, 53658, 53680, 53683, 53829, -1, -1, -1, -1,
        54163, 54180, 54183, 54200, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51415, 51437, 51440, 51576, 26811, 26836, 26839, 26872, -1, -1, -1, -1, -1, -1, -1, -1,
        25367, 25383, 25386, 25414, 71100, 71121, 71124, 71258, 24466, 24492, 24495, 24549, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66154, 66178, 66181, 66380, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 76311, 76330, 76333, 76631, -1, -1, -1, -1,
        -1, -1, -1, -1, 34914, 34937, 34940, 34958, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58362, 58385, 58388, 58448, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15405, 15426, 15429, 15489,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51035, 51051, 51054, 51171,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26081, 26098, 26101, 26120, -1, -1, -1, -1, -1, -1, -1, -1, 18403, 18426, 18429, 18511,
        16890, 16907, 16910, 17007, -1, -1, -1, -1, -1, -1, -1, -1, 17339, 17356, 17359, 17467,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62308, 62315, 62318, 62329, -1, -1, -1, -1, -1, -1, -1, -1,
        34128, 34144, 34147, 34293, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55885, 55904, 55907, 55973,
        60675, 60693, 60696, 60741, -1, -1, -1, -1, 35280, 35300, 35303, 35321, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69620, 69637, 69640, 69763, -1, -1, -1, -1, -1, -1, -1, -1,
        25880, 25906, 25909, 25957, -1, -1, -1, -1, 33446, 33464, 33467, 33658, 52563, 52591, 52594, 52718,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 5044, 5057, 5060, 5070,
        25958, 25971, 25974, 26003, 27038, 27057, 27060, 27087, 43444, 43476, 43479, 43506, 23341, 23371, 23374, 23418,
        55211, 55236, 55239, 55369, -1, -1, -1, -1, 41027, 41051, 41054, 41157, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17468, 17485, 17488, 17682, 61402, 61421, 61424, 61448,
        -1, -1, -1, -1, -1, -1, -1, -1, 56492, 56508, 56511, 56519, 60014, 60032, 60035, 60085,
        75061, 75084, 75087, 75203, -1, -1, -1, -1, 71921, 71944, 71947, 71985, -1, -1, -1, -1,
        -1, -1, -1, -1, 38031, 38058, 38061, 38207, 83422, 83443, 83446, 83466, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71037, 71051, 71054, 71099,
        -1, -1, -1, -1, -1, -1, -1, -1, 23769, 23793, 23796, 23901, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
