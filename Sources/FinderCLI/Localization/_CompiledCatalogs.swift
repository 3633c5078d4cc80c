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
        help.command.help = Show help for a command.
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
        -1, -1, -1, -1, -1, -1, -1, -1, 27144, 27164, 27167, 27181, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31978, 31998, 32001, 32008,
        -1, -1, -1, -1, 16676, 16688, 16691, 16703, 7813, 7837, 7840, 7881, -1, -1, -1, -1,
        6050, 6070, 6073, 6152, 26126, 26144, 26147, 26177, 17235, 17259, 17262, 17282, 32059, 32073, 32076, 32113,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 22742, 22761, 22764, 22792, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 14015, 14035, 14038, 14071, 14501, 14522, 14525, 14565, 20350, 20367, 20370, 20455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10295, 10313, 10316, 10331,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23484, 23501, 23504, 23657, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39217, 39243, 39246, 39260, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1693, 1719, 1722, 1778, -1, -1, -1, -1, -1, -1, -1, -1,
        15578, 15604, 15607, 15644, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47118, 47142, 47145, 47181, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24569, 24587, 24590, 24617,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43961, 43985, 43988, 44007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31000, 31017, 31020, 31291,
        -1, -1, -1, -1, -1, -1, -1, -1, 16948, 16958, 16961, 16965, 5132, 5151, 5154, 5202,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46940, 46958, 46961, 47001,
        -1, -1, -1, -1, 34775, 34794, 34797, 34828, 42554, 42568, 42571, 42637, 34973, 34993, 34996, 35010,
        12087, 12104, 12107, 12181, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        7882, 7906, 7909, 8815, 21705, 21719, 21722, 21778, 16927, 16938, 16941, 16947, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14134, 14150, 14153, 14185, 16851, 16861, 16864, 16868, 44840, 44871, 44874, 44894, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4242, 4254, 4257, 4318, -1, -1, -1, -1,
        -1, -1, -1, -1, 27332, 27363, 27366, 27389, 34320, 34347, 34350, 34368, -1, -1, -1, -1,
        -1, -1, -1, -1, 36226, 36248, 36251, 36290, 20103, 20121, 20124, 20180, 9903, 9928, 9931, 9990,
        -1, -1, -1, -1, -1, -1, -1, -1, 19195, 19205, 19208, 19240, -1, -1, -1, -1,
        -1, -1, -1, -1, 34733, 34749, 34752, 34774, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29302, 29327, 29330, 29374, 41079, 41106, 41109, 41217, -1, -1, -1, -1,
        -1, -1, -1, -1, 17149, 17161, 17164, 17172, -1, -1, -1, -1, 34107, 34132, 34135, 34151,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12486, 12514, 12517, 12747, 15921, 15937, 15940, 15951, 19692, 19714, 19717, 19795, 35639, 35670, 35673, 35721,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5599, 5618, 5621, 5674, 316, 333, 336, 355,
        30406, 30422, 30425, 30519, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24154, 24176, 24179, 24209, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42890, 42907, 42910, 42987, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        38558, 38576, 38579, 38595, -1, -1, -1, -1, 38732, 38745, 38748, 38754, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35420, 35452, 35455, 35504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22242, 22265, 22268, 22279, -1, -1, -1, -1,
        15090, 15113, 15116, 15196, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37852, 37878, 37881, 37936, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30207, 30234, 30237, 30274,
        -1, -1, -1, -1, 3792, 3810, 3813, 3904, -1, -1, -1, -1, 38702, 38713, 38716, 38731,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25400, 25425, 25428, 25493, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47002, 47020, 47023, 47117, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14432, 14452, 14455, 14500, -1, -1, -1, -1, 1537, 1563, 1566, 1606,
        38397, 38404, 38407, 38416, 45018, 45040, 45043, 45044, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34630, 34652, 34655, 34679, -1, -1, -1, -1,
        25026, 25046, 25049, 25083, 39522, 39542, 39545, 39564, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5966, 5989, 5992, 6049, 18243, 18268, 18271, 18361,
        40969, 40988, 40991, 41078, 47714, 47731, 47734, 47761, -1, -1, -1, -1, -1, -1, -1, -1,
        26620, 26639, 26642, 26687, 22588, 22600, 22603, 22645, 11947, 11968, 11971, 12018, 29922, 29946, 29949, 30004,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27432, 27460, 27463, 27482, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42988, 43005, 43008, 43065, -1, -1, -1, -1,
        13470, 13491, 13494, 13554, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        515, 527, 530, 535, 43469, 43482, 43485, 43508, 39565, 39578, 39581, 39613, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31861, 31880, 31883, 31889, 45928, 45955, 45958, 46066,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27220, 27256, 27259, 27274,
        -1, -1, -1, -1, 32448, 32464, 32467, 32512, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25215, 25246, 25249, 25399, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4960, 4970, 4973, 5072, 43392, 43412, 43415, 43468, -1, -1, -1, -1,
        -1, -1, -1, -1, 22138, 22148, 22151, 22164, -1, -1, -1, -1, 25856, 25875, 25878, 25889,
        23062, 23082, 23085, 23126, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19796, 19812, 19815, 19931, -1, -1, -1, -1, -1, -1, -1, -1,
        6153, 6177, 6180, 7003, 9598, 9620, 9623, 9738, -1, -1, -1, -1, -1, -1, -1, -1,
        21216, 21230, 21233, 21309, 24101, 24121, 24124, 24153, -1, -1, -1, -1, 17216, 17228, 17231, 17234,
        22047, 22060, 22063, 22137, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16076, 16105, 16108, 16155, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 2845, 2866, 2869, 3023, 26688, 26713, 26716, 26776, -1, -1, -1, -1,
        16551, 16574, 16577, 16589, -1, -1, -1, -1, 3540, 3566, 3569, 3588, 35722, 35755, 35758, 35807,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27182, 27206, 27209, 27219, 44324, 44353, 44356, 44397,
        22793, 22813, 22816, 22830, -1, -1, -1, -1, 45097, 45124, 45127, 45151, -1, -1, -1, -1,
        -1, -1, -1, -1, 46274, 46294, 46297, 46321, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24322, 24339, 24342, 24410,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3692, 3709, 3712, 3791, -1, -1, -1, -1, 41562, 41589, 41592, 41680,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40224, 40246, 40249, 40364,
        -1, -1, -1, -1, -1, -1, -1, -1, 37181, 37199, 37202, 37230, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39717, 39738, 39741, 39775, 20692, 20713, 20716, 20781,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22558, 22574, 22577, 22587,
        35217, 35233, 35236, 35240, 4556, 4574, 4577, 4617, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5248, 5268, 5271, 5327,
        26999, 27023, 27026, 27035, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 4739, 4768, 4771, 4825, 16869, 16879, 16882, 16886,
        765, 779, 782, 789, 16704, 16717, 16720, 16727, 29865, 29889, 29892, 29921, 43066, 43084, 43087, 43172,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1079, 1100, 1103, 1138,
        -1, -1, -1, -1, 22859, 22875, 22878, 22918, 27792, 27815, 27818, 27837, 46150, 46172, 46175, 46273,
        -1, -1, -1, -1, 41218, 41238, 41241, 41295, 36291, 36315, 36318, 36414, 4826, 4848, 4851, 4895,
        36415, 36434, 36437, 36454, 47237, 47257, 47260, 47318, -1, -1, -1, -1, -1, -1, -1, -1,
        209, 226, 229, 232, 28261, 28289, 28292, 28544, 44269, 44289, 44292, 44323, 45432, 45459, 45462, 45479,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15712, 15732, 15735, 15764,
        42072, 42088, 42091, 42108, 44104, 44125, 44128, 44157, -1, -1, -1, -1, 917, 928, 931, 935,
        13217, 13240, 13243, 13469, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42318, 42340, 42343, 42414, 255, 267, 270, 288,
        38166, 38187, 38190, 38206, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42146, 42163, 42166, 42178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21148, 21164, 21167, 21215, 35385, 35399, 35402, 35419, 45200, 45225, 45228, 45250, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22431, 22450, 22453, 22460, 17413, 17428, 17431, 17923,
        22381, 22398, 22401, 22406, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44935, 44960, 44963, 44976, -1, -1, -1, -1, 39308, 39326, 39329, 39359, -1, -1, -1, -1,
        -1, -1, -1, -1, 29477, 29500, 29503, 29564, 21570, 21584, 21587, 21632, -1, -1, -1, -1,
        22165, 22173, 22176, 22209, 17372, 17392, 17395, 17412, 31948, 31969, 31972, 31977, -1, -1, -1, -1,
        25084, 25106, 25109, 25131, 25601, 25621, 25624, 25679, -1, -1, -1, -1, -1, -1, -1, -1,
        26939, 26963, 26966, 26998, -1, -1, -1, -1, 11688, 11700, 11703, 11711, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8816, 8836, 8839, 8903, -1, -1, -1, -1,
        12748, 12766, 12769, 12882, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37462, 37482, 37485, 37524, -1, -1, -1, -1, -1, -1, -1, -1, 44048, 44070, 44073, 44103,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32034, 32051, 32054, 32058,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15765, 15788, 15791, 15817,
        35808, 35833, 35836, 35873, 47621, 47628, 47631, 47665, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39136, 39166, 39169, 39216, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16156, 16181, 16184, 16198, -1, -1, -1, -1, -1, -1, -1, -1, 37026, 37045, 37048, 37064,
        -1, -1, -1, -1, 11107, 11123, 11126, 11146, -1, -1, -1, -1, 39776, 39798, 39801, 39847,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2343, 2368, 2371, 2463, 36489, 36508, 36511, 36528, -1, -1, -1, -1, 11218, 11233, 11236, 11286,
        -1, -1, -1, -1, 43835, 43855, 43858, 43870, 47319, 47347, 47350, 47441, 36828, 36853, 36856, 36876,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44398, 44419, 44422, 44444,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22318, 22338, 22341, 22349,
        -1, -1, -1, -1, 43753, 43769, 43772, 43790, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21633, 21648, 21651, 21704,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44638, 44650, 44653, 44677, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15952, 15970, 15973, 15995, 18802, 18833, 18836, 18923, 27669, 27687, 27690, 27701,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35167, 35183, 35186, 35190,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13015, 13040, 13043, 13216, 24856, 24874, 24877, 24897, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35269, 35284, 35287, 35290, 38596, 38616, 38619, 38636, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16825, 16839, 16842, 16850, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23998, 24012, 24015, 24083, 38128, 38147, 38150, 38165, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1277, 1303, 1306, 1418, -1, -1, -1, -1, 17127, 17139, 17142, 17148,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33793, 33816, 33819, 33885,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15282, 15311, 15314, 15429, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34550, 34569, 34572, 34595, -1, -1, -1, -1, 36782, 36801, 36804, 36827,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37804, 37820, 37823, 37851, -1, -1, -1, -1, 2742, 2771, 2774, 2844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33205, 33225, 33228, 33242, -1, -1, -1, -1, 835, 848, 851, 857,
        23362, 23377, 23380, 23483, -1, -1, -1, -1, -1, -1, -1, -1, 2464, 2481, 2484, 2560,
        40514, 40536, 40539, 40569, 35978, 36001, 36004, 36050, 43927, 43941, 43944, 43960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38755, 38765, 38768, 38773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32166, 32185, 32188, 32223, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29629, 29653, 29656, 29774, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9194, 9215, 9218, 9305, 14072, 14087, 14090, 14133, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26337, 26361, 26364, 26457, 31500, 31523, 31526, 31599, -1, -1, -1, -1, 24761, 24786, 24789, 24814,
        24943, 24962, 24965, 25025, 47514, 47541, 47544, 47620, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13663, 13685, 13688, 13726,
        42109, 42128, 42131, 42145, -1, -1, -1, -1, 20456, 20478, 20481, 20545, 36153, 36175, 36178, 36225,
        34680, 34704, 34707, 34732, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45530, 45555, 45558, 45579, 28858, 28878, 28881, 29099, -1, -1, -1, -1,
        27483, 27512, 27515, 27530, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39682, 39696, 39699, 39716, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38637, 38651, 38654, 38675, 5744, 5768, 5771, 5852,
        22407, 22423, 22426, 22430, -1, -1, -1, -1, 33985, 34008, 34011, 34033, -1, -1, -1, -1,
        25761, 25788, 25791, 25855, -1, -1, -1, -1, 36106, 36127, 36130, 36152, 33932, 33959, 33962, 33984,
        43173, 43192, 43195, 43263, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34369, 34389, 34392, 34437, 34225, 34252, 34255, 34273, 38963, 38990, 38993, 39008, 35115, 35130, 35133, 35136,
        1779, 1803, 1806, 1851, 38774, 38807, 38810, 38866, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15818, 15845, 15848, 15920, 29100, 29129, 29132, 29301, 33617, 33643, 33646, 33702, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36455, 36473, 36476, 36488,
        27036, 27063, 27066, 27076, 13555, 13565, 13568, 13602, 31807, 31826, 31829, 31831, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14822, 14852, 14855, 14913, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9991, 10016, 10019, 10212, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41918, 41938, 41941, 42013, -1, -1, -1, -1,
        40570, 40589, 40592, 40693, 45045, 45070, 45073, 45096, 5940, 5953, 5956, 5965, 27390, 27416, 27419, 27431,
        39261, 39289, 39292, 39307, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33243, 33270, 33273, 33344, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13727, 13745, 13748, 13769, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30064, 30089, 30092, 30146,
        35593, 35610, 35613, 35638, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9739, 9759, 9762, 9902, 43324, 43340, 43343, 43391, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23759, 23784, 23787, 23876,
        1904, 1923, 1926, 2231, -1, -1, -1, -1, -1, -1, -1, -1, 32009, 32026, 32029, 32033,
        -1, -1, -1, -1, -1, -1, -1, -1, 27625, 27659, 27662, 27668, 13861, 13879, 13882, 13957,
        32667, 32682, 32685, 32736, 44726, 44744, 44747, 44762, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33041, 33055, 33058, 33086, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10743, 10761, 10764, 10792, 30832, 30849, 30852, 30879,
        44895, 44918, 44921, 44934, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17334, 17352, 17355, 17371,
        900, 910, 913, 916, 24411, 24426, 24429, 24482, 37065, 37085, 37088, 37130, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5328, 5352, 5355, 5446,
        40866, 40889, 40892, 40968, 19573, 19587, 19590, 19621, 35137, 35156, 35159, 35166, 44537, 44562, 44565, 44591,
        -1, -1, -1, -1, -1, -1, -1, -1, 40103, 40119, 40122, 40177, 19241, 19268, 19271, 19353,
        -1, -1, -1, -1, 30147, 30170, 30173, 30206, -1, -1, -1, -1, -1, -1, -1, -1,
        5447, 5467, 5470, 5523, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10501, 10515, 10518, 10553, 23174, 23192, 23195, 23250, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25494, 25521, 25524, 25554, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3905, 3927, 3930, 4028,
        -1, -1, -1, -1, 37937, 37956, 37959, 37990, -1, -1, -1, -1, 7086, 7105, 7108, 7812,
        16887, 16902, 16905, 16926, 19469, 19490, 19493, 19572, 5203, 5220, 5223, 5247, 30005, 30035, 30038, 30063,
        34152, 34170, 34173, 34178, -1, -1, -1, -1, 684, 695, 698, 702, 1852, 1870, 1873, 1903,
        27077, 27096, 27099, 27110, 4398, 4414, 4417, 4487, 41374, 41392, 41395, 41460, 46671, 46689, 46692, 46772,
        -1, -1, -1, -1, -1, -1, -1, -1, 21969, 21983, 21986, 22046, 45152, 45176, 45179, 45199,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38867, 38902, 38905, 38962, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45830, 45849, 45852, 45927, -1, -1, -1, -1,
        11725, 11741, 11744, 11756, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45633, 45648, 45651, 45696, 47442, 47461, 47464, 47513, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44592, 44611, 44614, 44637, -1, -1, -1, -1,
        -1, -1, -1, -1, 31600, 31624, 31627, 31806, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16276, 16296, 16299, 16330,
        -1, -1, -1, -1, -1, -1, -1, -1, 936, 948, 951, 956, 10608, 10628, 10631, 10690,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38676, 38687, 38690, 38701, 25953, 25977, 25980, 26125, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38207, 38231, 38234, 38260, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45725, 45741, 45744, 45829, 25555, 25567, 25570, 25600,
        42774, 42795, 42798, 42889, 39421, 39441, 39444, 39481, -1, -1, -1, -1, 11287, 11309, 11312, 11391,
        -1, -1, -1, -1, 12182, 12199, 12202, 12248, -1, -1, -1, -1, 44977, 44997, 45000, 45017,
        -1, -1, -1, -1, -1, -1, -1, -1, 24898, 24914, 24917, 24942, 32930, 32953, 32956, 32992,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5853, 5873, 5876, 5939, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4488, 4507, 4510, 4555, 29375, 29400, 29403, 29476, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20181, 20202, 20205, 20211,
        -1, -1, -1, -1, 2232, 2252, 2255, 2342, 46773, 46796, 46799, 46839, -1, -1, -1, -1,
        -1, -1, -1, -1, 980, 999, 1002, 1078, 45697, 45708, 45711, 45724, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10901, 10917, 10920, 10929, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31292, 31318, 31321, 31422, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47805, 47824, 47827, 47839, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37991, 38015, 38018, 38034, 42415, 42431, 42434, 42553,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45309, 45342, 45345, 45368,
        41461, 41480, 41483, 41561, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22646, 22667, 22670, 22695, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21310, 21330, 21333, 21353,
        -1, -1, -1, -1, 26178, 26199, 26202, 26249, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11066, 11082, 11085, 11106,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24815, 24834, 24837, 24855,
        22524, 22542, 22545, 22557, -1, -1, -1, -1, 47762, 47779, 47782, 47804, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17099, 17111, 17114, 17126, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 17074, 17087, 17090, 17098, -1, -1, -1, -1, -1, -1, -1, -1,
        4319, 4343, 4346, 4397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32737, 32756, 32759, 32809, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13770, 13790, 13793, 13816, -1, -1, -1, -1,
        32114, 32137, 32140, 32165, 35011, 35029, 35032, 35038, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23251, 23264, 23267, 23361,
        -1, -1, -1, -1, 32875, 32891, 32894, 32929, 18593, 18620, 18623, 18676, 4029, 4050, 4053, 4241,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24084, 24096, 24099, 24100, 25890, 25912, 25915, 25952,
        26458, 26482, 26485, 26537, 3650, 3667, 3670, 3691, 44008, 44033, 44036, 44047, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46510, 46530, 46533, 46670,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43871, 43890, 43893, 43926, 858, 869, 872, 876, -1, -1, -1, -1, 4618, 4642, 4645, 4738,
        -1, -1, -1, -1, 17173, 17186, 17189, 17215, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35874, 35895, 35898, 35908, -1, -1, -1, -1, 16966, 16977, 16980, 16991,
        32810, 32828, 32831, 32874, 37525, 37543, 37546, 37629, 10430, 10454, 10457, 10500, 27111, 27131, 27134, 27143,
        -1, -1, -1, -1, -1, -1, -1, -1, 22696, 22712, 22715, 22741, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17283, 17309, 17312, 17333, -1, -1, -1, -1, 27746, 27774, 27777, 27791, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33345, 33374, 33377, 33450, 39482, 39500, 39503, 39521,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47666, 47685, 47688, 47713, 20654, 20671, 20674, 20691, 37284, 37305, 37308, 37461,
        40178, 40194, 40197, 40223, -1, -1, -1, -1, 22210, 22230, 22233, 22241, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 35241, 35259, 35262, 35268, -1, -1, -1, -1,
        14566, 14582, 14585, 14821, -1, -1, -1, -1, -1, -1, -1, -1, 35356, 35374, 35377, 35384,
        -1, -1, -1, -1, -1, -1, -1, -1, 20546, 20563, 20566, 20653, -1, -1, -1, -1,
        24701, 24725, 24728, 24760, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31832, 31851, 31854, 31860, 17012, 17027, 17030, 17040, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18040, 18065, 18068, 18127, 21001, 21015, 21018, 21082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39848, 39871, 39874, 39916, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10691, 10709, 10712, 10742, -1, -1, -1, -1, 10930, 10948, 10951, 11065,
        13817, 13830, 13833, 13860, 27838, 27857, 27860, 28260, 33087, 33109, 33112, 33146, 15996, 16025, 16028, 16075,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 16787, 16798, 16801, 16806,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33886, 33906, 33909, 33931, 11712, 11719, 11722, 11724, 16761, 16775, 16778, 16786, 26777, 26804, 26807, 26868,
        28636, 28660, 28663, 28794, -1, -1, -1, -1, 41296, 41313, 41316, 41373, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1139, 1165, 1168, 1276, 26538, 26557, 26560, 26619, -1, -1, -1, -1,
        10554, 10571, 10574, 10607, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44678, 44694, 44697, 44725, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39009, 39038, 39041, 39057, -1, -1, -1, -1, 37721, 37742, 37745, 37765, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31923, 31940, 31943, 31947, 34596, 34607, 34610, 34629,
        -1, -1, -1, -1, 42638, 42653, 42656, 42672, 3076, 3088, 3091, 3154, -1, -1, -1, -1,
        -1, -1, -1, -1, 8974, 8998, 9001, 9193, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35326, 35339, 35342, 35355, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 22919, 22939, 22942, 22988, -1, -1, -1, -1,
        30699, 30720, 30723, 30831, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3287, 3311, 3314, 3320, 26250, 26277, 26280, 26336, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36877, 36896, 36899, 36930, 17041, 17058, 17061, 17073,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46454, 46472, 46475, 46509, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35039, 35058, 35061, 35068, 44788, 44817, 44820, 44839, 14301, 14317, 14320, 14377,
        -1, -1, -1, -1, 32269, 32291, 32294, 32369, -1, -1, -1, -1, -1, -1, -1, -1,
        3258, 3278, 3281, 3286, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11663, 11676, 11679, 11687, -1, -1, -1, -1, -1, -1, -1, -1, 13958, 13978, 13981, 14014,
        -1, -1, -1, -1, 3589, 3615, 3618, 3649, -1, -1, -1, -1, 32993, 33011, 33014, 33040,
        40040, 40060, 40063, 40102, -1, -1, -1, -1, 19044, 19071, 19074, 19194, -1, -1, -1, -1,
        26869, 26894, 26897, 26938, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47182, 47203, 47206, 47236, 38318, 38336, 38339, 38355,
        33531, 33559, 33562, 33616, 13603, 13623, 13626, 13662, -1, -1, -1, -1, -1, -1, -1, -1,
        814, 826, 829, 834, 36676, 36695, 36698, 36724, 38080, 38093, 38096, 38127, 38035, 38057, 38060, 38079,
        24656, 24671, 24674, 24700, 30597, 30622, 30625, 30698, 38261, 38287, 38290, 38317, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33451, 33477, 33480, 33530, 30880, 30899, 30902, 30999,
        -1, -1, -1, -1, 23127, 23147, 23150, 23173, -1, -1, -1, -1, -1, -1, -1, -1,
        3321, 3334, 3337, 3343, 37766, 37784, 37787, 37803, 44489, 44514, 44517, 44536, 30275, 30298, 30301, 30405,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43580, 43596, 43599, 43620, 10332, 10354, 10357, 10429,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22989, 23011, 23014, 23061,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 12365, 12378, 12381, 12485,
        -1, -1, -1, -1, 12249, 12259, 12262, 12364, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22350, 22366, 22369, 22380, 3024, 3037, 3040, 3075, 46067, 46081, 46084, 46149, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36617, 36633, 36636, 36675, -1, -1, -1, -1,
        -1, -1, -1, -1, 3367, 3381, 3384, 3419, 14378, 14393, 14396, 14431, 35069, 35084, 35087, 35090,
        45251, 45278, 45281, 45308, 45369, 45404, 45407, 45431, 36529, 36547, 36550, 36616, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35909, 35933, 35936, 35977,
        39917, 39937, 39940, 39982, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34876, 34895, 34898, 34922, 20212, 20232, 20235, 20349, 34923, 34944, 34947, 34972, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27579, 27613, 27616, 27624, -1, -1, -1, -1, 31890, 31911, 31914, 31922,
        20017, 20038, 20041, 20102, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23658, 23682, 23685, 23758, 14981, 15004, 15007, 15089, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4933, 4952, 4955, 4959,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31423, 31442, 31445, 31499, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28545, 28569, 28572, 28635, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18128, 18151, 18154, 18242, 36931, 36950, 36953, 37025,
        35191, 35208, 35211, 35216, 41681, 41698, 41701, 41733, -1, -1, -1, -1, 3231, 3249, 3252, 3257,
        400, 417, 420, 433, 7004, 7024, 7027, 7085, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 9306, 9331, 9334, 9511, 12883, 12900, 12903, 13014, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27531, 27566, 27569, 27578,
        43264, 43276, 43279, 43323, -1, -1, -1, -1, 33147, 33168, 33171, 33204, 5073, 5096, 5099, 5131,
        45580, 45607, 45610, 45632, -1, -1, -1, -1, 46322, 46344, 46347, 46453, 17924, 17950, 17953, 18039,
        21484, 21500, 21503, 21569, 27702, 27728, 27731, 27745, -1, -1, -1, -1, 11757, 11767, 11770, 11776,
        -1, -1, -1, -1, -1, -1, -1, -1, 21896, 21909, 21912, 21968, -1, -1, -1, -1,
        32513, 32534, 32537, 32587, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29565, 29581, 29584, 29628, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24618, 24634, 24637, 24655, -1, -1, -1, -1,
        16331, 16355, 16358, 16437, 734, 751, 754, 764, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18924, 18951, 18954, 19043,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24483, 24501, 24504, 24568, -1, -1, -1, -1, 3420, 3431, 3434, 3539,
        8948, 8961, 8964, 8973, 39360, 39378, 39381, 39420, 38516, 38538, 38541, 38557, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 40818, 40833, 40836, 40865, -1, -1, -1, -1,
        -1, -1, -1, -1, 47879, 47893, 47896, 47928, -1, -1, -1, -1, -1, -1, -1, -1,
        43791, 43803, 43806, 43834, 44158, 44178, 44181, 44204, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24290, 24302, 24305, 24321, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3155, 3166, 3169, 3177, 38417, 38435, 38438, 38454, 3178, 3196, 3199, 3208,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11624, 11643, 11646, 11662,
        21083, 21106, 21109, 21147, -1, -1, -1, -1, 18362, 18390, 18393, 18592, 39058, 39086, 39089, 39135,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36725, 36743, 36746, 36781, 37131, 37149, 37152, 37180, 1607, 1631, 1634, 1692, 494, 506, 509, 514,
        34179, 34204, 34207, 34224, 10793, 10809, 10812, 10900, 19622, 19636, 19639, 19691, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44445, 44468, 44471, 44488, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9512, 9533, 9536, 9597, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4896, 4914, 4917, 4932, 19932, 19951, 19954, 20016, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30520, 30537, 30540, 30596, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29775, 29808, 29811, 29864, 35505, 35539, 35542, 35592, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 42014, 42036, 42039, 42071, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41734, 41752, 41755, 41799,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16199, 16224, 16227, 16241, 16992, 17003, 17006, 17011,
        -1, -1, -1, -1, -1, -1, -1, -1, 19354, 19377, 19380, 19468, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40694, 40713, 40716, 40817, 43509, 43526, 43529, 43579, -1, -1, -1, -1,
        11392, 11411, 11414, 11428, 8904, 8920, 8923, 8947, -1, -1, -1, -1, -1, -1, -1, -1,
        22461, 22480, 22483, 22491, 2561, 2581, 2584, 2741, -1, -1, -1, -1, -1, -1, -1, -1,
        5524, 5543, 5546, 5598, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35291, 35301, 35304, 35325, 16438, 16462, 16465, 16550, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34274, 34299, 34302, 34319,
        42179, 42199, 42202, 42317, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16807, 16819, 16822, 16824, 45480, 45509, 45512, 45529, -1, -1, -1, -1,
        39983, 40002, 40005, 40039, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1419, 1442, 1445, 1536, 39614, 39631, 39634, 39681,
        -1, -1, -1, -1, 28795, 28815, 28818, 28857, 38356, 38376, 38379, 38396, -1, -1, -1, -1,
        -1, -1, -1, -1, 34065, 34088, 34091, 34106, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18677, 18712, 18715, 18801, -1, -1, -1, -1, 11777, 11790, 11793, 11946, 25132, 25159, 25162, 25214,
        37676, 37698, 37701, 37720, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 3209, 3223, 3226, 3230, -1, -1, -1, -1,
        -1, -1, -1, -1, 32224, 32243, 32246, 32268, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20782, 20797, 20800, 20903, 22831, 22841, 22844, 22858,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44763, 44775, 44778, 44787, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24210, 24224, 24227, 24289, 47840, 47859, 47862, 47878, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15430, 15459, 15462, 15577, -1, -1, -1, -1,
        38455, 38475, 38478, 38495, 46840, 46859, 46862, 46939, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14186, 14205, 14208, 14300, 5675, 5699, 5702, 5743, 41800, 41819, 41822, 41917, -1, -1, -1, -1,
        20904, 20926, 20929, 21000, -1, -1, -1, -1, 33703, 33725, 33728, 33792, -1, -1, -1, -1,
        34034, 34051, 34054, 34064, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32588, 32610, 32613, 32666, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16242, 16258, 16261, 16275, 43674, 43695, 43698, 43752, 15645, 15671, 15674, 15711, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40365, 40389, 40392, 40513, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22280, 22303, 22306, 22317, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36051, 36074, 36077, 36105, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10213, 10234, 10237, 10294,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32370, 32386, 32389, 32447,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16728, 16745, 16748, 16760, -1, -1, -1, -1, -1, -1, -1, -1, 12019, 12042, 12045, 12086,
        11147, 11164, 11167, 11217, -1, -1, -1, -1, -1, -1, -1, -1, 11429, 11446, 11449, 11496,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38496, 38503, 38506, 38515, -1, -1, -1, -1, -1, -1, -1, -1,
        21779, 21795, 21798, 21895, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34829, 34848, 34851, 34875,
        37630, 37648, 37651, 37675, -1, -1, -1, -1, 22492, 22512, 22515, 22523, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42673, 42690, 42693, 42773, -1, -1, -1, -1, -1, -1, -1, -1,
        16590, 16616, 16619, 16645, -1, -1, -1, -1, 21354, 21372, 21375, 21483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 3344, 3357, 3360, 3366,
        16646, 16659, 16662, 16675, 27275, 27307, 27310, 27331, -1, -1, -1, -1, 14914, 14944, 14947, 14980,
        34438, 34463, 34466, 34549, -1, -1, -1, -1, 25680, 25704, 25707, 25760, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11497, 11514, 11517, 11623, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35091, 35107, 35110, 35114, 37231, 37249, 37252, 37283,
        -1, -1, -1, -1, -1, -1, -1, -1, 44205, 44228, 44231, 44268, -1, -1, -1, -1,
        -1, -1, -1, -1, 23877, 23904, 23907, 23997, 47929, 47950, 47953, 47960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43621, 43635, 43638, 43673,
        -1, -1, -1, -1, -1, -1, -1, -1, 15197, 15221, 15224, 15281, -1, -1, -1, -1,
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
        help.command.help = Показать справку по команде.
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
        -1, -1, -1, -1, -1, -1, -1, -1, 43153, 43173, 43176, 43192, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50349, 50369, 50372, 50386,
        -1, -1, -1, -1, 25949, 25961, 25964, 25996, 12229, 12253, 12256, 12339, -1, -1, -1, -1,
        9260, 9280, 9283, 9430, 41526, 41544, 41547, 41596, 26818, 26842, 26845, 26874, 50449, 50463, 50466, 50530,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 35524, 35543, 35546, 35595, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 21867, 21887, 21890, 21950, 22609, 22630, 22633, 22718, 31768, 31785, 31788, 31916,
        -1, -1, -1, -1, -1, -1, -1, -1, 54712, 54738, 54741, 54792, -1, -1, -1, -1,
        42438, 42464, 42467, 42566, -1, -1, -1, -1, -1, -1, -1, -1, 15474, 15492, 15495, 15525,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36919, 36936, 36939, 37209, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63965, 63991, 63994, 64020, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2515, 2541, 2544, 2640, -1, -1, -1, -1, -1, -1, -1, -1,
        24317, 24343, 24346, 24410, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77086, 77110, 77113, 77157, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39244, 39262, 39265, 39295,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71418, 71442, 71445, 71469, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48865, 48882, 48885, 49329,
        63116, 63143, 63146, 63170, -1, -1, -1, -1, 26306, 26316, 26319, 26335, 7760, 7779, 7782, 7871,
        -1, -1, -1, -1, -1, -1, -1, -1, 74018, 74052, 74055, 74108, 76827, 76845, 76848, 76914,
        -1, -1, -1, -1, 55658, 55677, 55680, 55741, 69294, 69308, 69311, 69396, 56198, 56218, 56221, 56252,
        18457, 18474, 18477, 18613, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        12340, 12364, 12367, 13907, 33925, 33939, 33942, 34072, 26270, 26281, 26284, 26305, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22045, 22061, 22064, 22116, 26172, 26182, 26185, 26189, 72715, 72746, 72749, 72795, 35784, 35804, 35807, 35889,
        -1, -1, -1, -1, -1, -1, -1, -1, 6352, 6364, 6367, 6478, -1, -1, -1, -1,
        -1, -1, -1, -1, 43364, 43395, 43398, 43425, 54875, 54902, 54905, 54958, -1, -1, -1, -1,
        -1, -1, -1, -1, 58416, 58438, 58441, 58481, 31367, 31385, 31388, 31505, 15079, 15104, 15107, 15166,
        -1, -1, -1, -1, -1, -1, -1, -1, 30125, 30135, 30138, 30214, -1, -1, -1, -1,
        -1, -1, -1, -1, 55613, 55629, 55632, 55657, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46277, 46302, 46305, 46349, 67002, 67029, 67032, 67175, -1, -1, -1, -1,
        -1, -1, -1, -1, 26592, 26604, 26607, 26619, -1, -1, -1, -1, 54221, 54246, 54249, 54276,
        -1, -1, -1, -1, 54309, 54334, 54337, 54388, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19079, 19107, 19110, 19495, 24835, 24851, 24854, 24887, 30787, 30809, 30812, 30976, 55922, 55942, 55945, 56013,
        57602, 57633, 57636, 57734, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8558, 8577, 8580, 8683, 418, 435, 438, 462,
        47908, 47924, 47927, 48101, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38483, 38505, 38508, 38577, -1, -1, -1, -1,
        -1, -1, -1, -1, 73928, 73961, 73964, 74017, -1, -1, -1, -1, -1, -1, -1, -1,
        69763, 69780, 69783, 69894, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        62304, 62322, 62325, 62349, -1, -1, -1, -1, 62529, 62542, 62545, 62551, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57000, 57032, 57035, 57125, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34816, 34839, 34842, 34858, -1, -1, -1, -1,
        23522, 23545, 23548, 23713, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60849, 60875, 60878, 60971, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47580, 47607, 47610, 47697,
        -1, -1, -1, -1, 5705, 5723, 5726, 5870, 38211, 38231, 38234, 38301, 62483, 62494, 62497, 62528,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40418, 40443, 40446, 40595, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76915, 76933, 76936, 77085, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54112, 54136, 54139, 54168, 22496, 22516, 22519, 22608, -1, -1, -1, -1, 2305, 2331, 2334, 2399,
        61923, 61930, 61933, 61944, 73121, 73143, 73146, 73147, -1, -1, -1, -1, 62257, 62276, 62279, 62303,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53009, 53036, 53039, 53134, 55469, 55491, 55494, 55539, -1, -1, -1, -1,
        39856, 39876, 39879, 39917, 64487, 64507, 64510, 64545, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9130, 9153, 9156, 9259, 28564, 28589, 28592, 28765,
        66849, 66868, 66871, 67001, 63466, 63495, 63498, 63593, 77930, 77947, 77950, 77982, -1, -1, -1, -1,
        42239, 42258, 42261, 42307, 35270, 35282, 35285, 35363, 18220, 18241, 18244, 18347, 47119, 47143, 47146, 47256,
        -1, -1, -1, -1, -1, -1, -1, -1, 73148, 73173, 73176, 73243, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43481, 43509, 43512, 43547, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69895, 69912, 69915, 70012, -1, -1, -1, -1,
        20806, 20827, 20830, 20942, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        698, 710, 713, 725, 70645, 70658, 70661, 70702, 64546, 64559, 64562, 64606, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50213, 50232, 50235, 50243, 74586, 74611, 74614, 74660,
        75347, 75374, 75377, 75541, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43240, 43276, 43279, 43300,
        -1, -1, -1, -1, 51029, 51045, 51048, 51160, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40117, 40148, 40151, 40417, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7463, 7473, 7476, 7651, 70485, 70505, 70508, 70644, -1, -1, -1, -1,
        -1, -1, -1, -1, 34651, 34661, 34664, 34711, -1, -1, -1, -1, 41151, 41170, 41173, 41209,
        36211, 36231, 36234, 36319, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30977, 30993, 30996, 31146, -1, -1, -1, -1, -1, -1, -1, -1,
        9431, 9455, 9458, 10796, 14774, 14796, 14799, 14914, -1, -1, -1, -1, -1, -1, -1, -1,
        33148, 33162, 33165, 33341, 38396, 38416, 38419, 38482, 72796, 72819, 72822, 72857, 26679, 26691, 26694, 26696,
        34509, 34522, 34525, 34650, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25092, 25121, 25124, 25211, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 4310, 4331, 4334, 4633, 42567, 42592, 42595, 42696, -1, -1, -1, -1,
        25779, 25802, 25805, 25824, -1, -1, -1, -1, 5369, 5395, 5398, 5446, 57735, 57768, 57771, 57869,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43193, 43217, 43220, 43239, 71872, 71901, 71904, 71977,
        35596, 35616, 35619, 35647, -1, -1, -1, -1, 37539, 37565, 37568, 37712, 73435, 73462, 73465, 73532,
        -1, -1, -1, -1, 75863, 75883, 75886, 75921, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38763, 38780, 38783, 38931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5568, 5585, 5588, 5704, -1, -1, -1, -1, 67741, 67768, 67771, 67952,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65761, 65783, 65786, 65981,
        -1, -1, -1, -1, -1, -1, -1, -1, 59739, 59757, 59760, 59841, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64711, 64732, 64735, 64764, 32285, 32306, 32309, 32439,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35224, 35240, 35243, 35269,
        56506, 56522, 56525, 56535, 6841, 6859, 6862, 6932, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7945, 7965, 7968, 8104,
        43005, 43029, 43032, 43041, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 7125, 7154, 7157, 7258, 26190, 26200, 26203, 26207,
        1052, 1066, 1069, 1087, 25997, 26010, 26013, 26025, 47030, 47054, 47057, 47118, 70013, 70031, 70034, 70176,
        72556, 72586, 72589, 72635, -1, -1, -1, -1, -1, -1, -1, -1, 1541, 1562, 1565, 1635,
        -1, -1, -1, -1, 35695, 35711, 35714, 35783, 44083, 44106, 44109, 44135, 75679, 75701, 75704, 75862,
        -1, -1, -1, -1, 67176, 67196, 67199, 67315, 58482, 58506, 58509, 58683, 7259, 7281, 7284, 7370,
        58684, 58703, 58706, 58736, 77249, 77269, 77272, 77371, -1, -1, -1, -1, -1, -1, -1, -1,
        309, 326, 329, 332, 44845, 44873, 44876, 45308, 71814, 71834, 71837, 71871, 74438, 74465, 74468, 74510,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24495, 24515, 24518, 24602,
        68592, 68608, 68611, 68632, 71602, 71623, 71626, 71684, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        20347, 20370, 20373, 20805, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68980, 69002, 69005, 69127, 355, 367, 370, 388,
        61372, 61393, 61396, 61420, -1, -1, -1, -1, 55831, 55850, 55853, 55921, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68673, 68690, 68693, 68723, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33033, 33049, 33052, 33147, 56712, 56726, 56729, 56746, 73773, 73798, 73801, 73843, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35046, 35065, 35068, 35086, 27127, 27142, 27145, 27977,
        34989, 35006, 35009, 35019, 35890, 35911, 35914, 35996, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72983, 73008, 73011, 73046, -1, -1, -1, -1, 64081, 64099, 64102, 64165, -1, -1, -1, -1,
        -1, -1, -1, -1, 46452, 46475, 46478, 46557, 33725, 33739, 33742, 33818, -1, -1, -1, -1,
        34712, 34720, 34723, 34777, 27078, 27098, 27101, 27126, 50314, 50335, 50338, 50348, -1, -1, -1, -1,
        39918, 39940, 39943, 39978, 40770, 40790, 40793, 40883, -1, -1, -1, -1, -1, -1, -1, -1,
        42916, 42940, 42943, 43004, 55324, 55346, 55349, 55394, 17762, 17774, 17777, 17796, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13908, 13928, 13931, 14061, -1, -1, -1, -1,
        19496, 19514, 19517, 19734, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60213, 60233, 60236, 60317, -1, -1, -1, -1, -1, -1, -1, -1, 71515, 71537, 71540, 71601,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50420, 50437, 50440, 50448,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24603, 24626, 24629, 24672,
        57870, 57895, 57898, 57981, 77831, 77838, 77841, 77881, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63719, 63749, 63752, 63845, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25212, 25237, 25240, 25260, -1, -1, -1, -1, -1, -1, -1, -1, 59546, 59565, 59568, 59601,
        -1, -1, -1, -1, 16827, 16843, 16846, 16873, -1, -1, -1, -1, 64765, 64787, 64790, 64846,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3455, 3480, 3483, 3662, 58778, 58797, 58800, 58835, -1, -1, -1, -1, 16992, 17007, 17010, 17099,
        -1, -1, -1, -1, 71245, 71265, 71268, 71299, 77372, 77400, 77403, 77541, 59278, 59303, 59306, 59342,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71978, 71999, 72002, 72024,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34904, 34924, 34927, 34941,
        -1, -1, -1, -1, 71087, 71103, 71106, 71146, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33819, 33834, 33837, 33924,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72285, 72297, 72300, 72354, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24888, 24906, 24909, 24973, 29511, 29542, 29545, 29684, 43799, 43817, 43820, 43843,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56445, 56461, 56464, 56472,
        -1, -1, -1, -1, -1, -1, -1, -1, 43844, 43870, 43873, 43902, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19966, 19991, 19994, 20346, 39610, 39628, 39631, 39669, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56568, 56583, 56586, 56589, 62350, 62370, 62373, 62399, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26144, 26158, 26161, 26171, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38065, 38079, 38082, 38191, 61325, 61344, 61347, 61371, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1855, 1881, 1884, 2132, -1, -1, -1, -1, 26566, 26578, 26581, 26591,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53687, 53710, 53713, 53827,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23847, 23876, 23879, 24080, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55227, 55246, 55249, 55289, -1, -1, -1, -1, 59202, 59221, 59224, 59277,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60760, 60776, 60779, 60848, -1, -1, -1, -1, 4103, 4132, 4135, 4309,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52218, 52238, 52241, 52264, -1, -1, -1, -1, 1158, 1171, 1174, 1192,
        36693, 36708, 36711, 36918, -1, -1, -1, -1, -1, -1, -1, -1, 3663, 3680, 3683, 3811,
        66209, 66231, 66234, 66264, 58108, 58131, 58134, 58189, 71384, 71398, 71401, 71417, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62552, 62562, 62565, 62570,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50605, 50624, 50627, 50705, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46686, 46710, 46713, 46864, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14370, 14391, 14394, 14481, 21951, 21966, 21969, 22044, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41844, 41868, 41871, 42032, 49660, 49683, 49686, 49811, -1, -1, -1, -1, 39472, 39497, 39500, 39552,
        39727, 39746, 39749, 39855, 61993, 62012, 62015, 62039, 77665, 77692, 77695, 77830, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21236, 21258, 21261, 21319,
        68633, 68652, 68655, 68672, 73606, 73631, 73634, 73687, 31917, 31939, 31942, 32061, 58332, 58354, 58357, 58415,
        55540, 55564, 55567, 55612, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38302, 38323, 38326, 38395,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74737, 74762, 74765, 74811, 45823, 45843, 45846, 46074, -1, -1, -1, -1,
        43548, 43577, 43580, 43611, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64676, 64690, 64693, 64710, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62400, 62414, 62417, 62452, 8798, 8822, 8825, 8946,
        35020, 35036, 35039, 35045, -1, -1, -1, -1, 53967, 53990, 53993, 54019, -1, -1, -1, -1,
        41015, 41042, 41045, 41150, -1, -1, -1, -1, 58277, 58298, 58301, 58331, 53892, 53919, 53922, 53966,
        61945, 61963, 61966, 61992, 65316, 65338, 65341, 65538, 70177, 70196, 70199, 70280, -1, -1, -1, -1,
        54959, 54979, 54982, 55067, 54548, 54575, 54578, 54629, 63229, 63256, 63259, 63281, 56377, 56392, 56395, 56403,
        2641, 2665, 2668, 2764, 62842, 62875, 62878, 62976, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24673, 24700, 24703, 24834, 46075, 46104, 46107, 46276, 53381, 53407, 53410, 53514, 54630, 54655, 54658, 54711,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58737, 58755, 58758, 58777,
        43042, 43069, 43072, 43084, 20943, 20953, 20956, 20990, 50145, 50164, 50167, 50177, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23140, 23170, 23173, 23285, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15167, 15192, 15195, 15388, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68327, 68347, 68350, 68479, -1, -1, -1, -1,
        66265, 66284, 66287, 66429, 73339, 73364, 73367, 73434, 9098, 9111, 9114, 9129, 43426, 43452, 43455, 43480,
        64021, 64049, 64052, 64080, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52576, 52603, 52606, 52728, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21445, 21463, 21466, 21503, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47346, 47371, 47374, 47474,
        57254, 57271, 57274, 57330, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14915, 14935, 14938, 15078, 70379, 70395, 70398, 70484, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37713, 37738, 37741, 37887,
        2841, 2860, 2863, 3343, -1, -1, -1, -1, -1, -1, -1, -1, 50387, 50404, 50407, 50419,
        -1, -1, -1, -1, -1, -1, -1, -1, 43741, 43775, 43778, 43798, 21634, 21652, 21655, 21772,
        51434, 51449, 51452, 51544, 72415, 72433, 72436, 72451, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37366, 37391, 37394, 37538, 51963, 51977, 51980, 52062, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16187, 16205, 16208, 16264, 48578, 48595, 48598, 48658,
        72921, 72944, 72947, 72982, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27033, 27051, 27054, 27077,
        1259, 1269, 1272, 1286, 38932, 38947, 38950, 39082, 59602, 59622, 59625, 59677, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8105, 8129, 8132, 8274,
        61421, 61445, 61448, 61497, 30610, 30624, 30627, 30690, 56404, 56423, 56426, 56444, 66708, 66731, 66734, 66848,
        72143, 72168, 72171, 72211, -1, -1, -1, -1, 52265, 52292, 52295, 52419, 30215, 30242, 30245, 30349,
        65154, 65170, 65173, 65258, 47475, 47498, 47501, 47579, -1, -1, -1, -1, -1, -1, -1, -1,
        8275, 8295, 8298, 8435, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15802, 15816, 15819, 15888, 36393, 36411, 36414, 36515, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40596, 40623, 40626, 40680, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5871, 5893, 5896, 6045,
        -1, -1, -1, -1, 60972, 60991, 60994, 61032, -1, -1, -1, -1, 10933, 10952, 10955, 12228,
        26208, 26223, 26226, 26269, 30484, 30505, 30508, 30609, 7872, 7889, 7892, 7944, 47257, 47287, 47290, 47345,
        54277, 54295, 54298, 54308, -1, -1, -1, -1, 948, 959, 962, 972, 2765, 2783, 2786, 2840,
        43085, 43104, 43107, 43118, 6589, 6605, 6608, 6740, 67465, 67483, 67486, 67596, 76466, 76484, 76487, 76607,
        -1, -1, -1, -1, -1, -1, -1, -1, 34388, 34402, 34405, 34508, 73533, 73557, 73560, 73605,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62977, 63012, 63015, 63115, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75199, 75218, 75221, 75346, -1, -1, -1, -1,
        17814, 17830, 17833, 17854, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74889, 74904, 74907, 74990, 77542, 77561, 77564, 77664, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72212, 72231, 72234, 72284, -1, -1, -1, -1,
        -1, -1, -1, -1, 49812, 49836, 49839, 50144, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25360, 25380, 25383, 25443,
        -1, -1, -1, -1, -1, -1, -1, -1, 1320, 1332, 1335, 1345, 15985, 16005, 16008, 16095,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62453, 62464, 62467, 62482, 41286, 41310, 41313, 41525, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61576, 61600, 61603, 61652, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75028, 75044, 75047, 75198, 40681, 40693, 40696, 40769,
        69592, 69613, 69616, 69762, 64237, 64257, 64260, 64314, -1, -1, -1, -1, 17100, 17122, 17125, 17262,
        -1, -1, -1, -1, 18614, 18631, 18634, 18694, -1, -1, -1, -1, 73047, 73067, 73070, 73120,
        -1, -1, -1, -1, -1, -1, -1, -1, 39670, 39686, 39689, 39726, 21381, 21400, 21403, 21444,
        51789, 51812, 51815, 51900, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8947, 8967, 8970, 9097, 62209, 62227, 62230, 62256, -1, -1, -1, -1,
        -1, -1, -1, -1, 6741, 6760, 6763, 6840, 46350, 46375, 46378, 46451, -1, -1, -1, -1,
        21073, 21094, 21097, 21157, 73688, 73714, 73717, 73772, 74291, 74318, 74321, 74363, 31506, 31527, 31530, 31536,
        -1, -1, -1, -1, 3344, 3364, 3367, 3454, 76608, 76631, 76634, 76701, -1, -1, -1, -1,
        -1, -1, -1, -1, 1375, 1394, 1397, 1540, 74991, 75002, 75005, 75027, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16431, 16447, 16450, 16481, 74364, 74392, 74395, 74437,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49330, 49356, 49359, 49566, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78037, 78056, 78059, 78084, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61033, 61057, 61060, 61089, 69128, 69144, 69147, 69293,
        -1, -1, -1, -1, 61498, 61523, 61526, 61575, -1, -1, -1, -1, 74109, 74142, 74145, 74198,
        63339, 63367, 63370, 63465, 67597, 67616, 67619, 67740, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35364, 35385, 35388, 35448, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33342, 33362, 33365, 33390,
        -1, -1, -1, -1, 41597, 41618, 41621, 41715, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16776, 16792, 16795, 16826,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39553, 39572, 39575, 39609,
        35179, 35197, 35200, 35223, -1, -1, -1, -1, 77983, 78000, 78003, 78036, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26532, 26544, 26547, 26565, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 26485, 26498, 26501, 26531, -1, -1, -1, -1, -1, -1, -1, -1,
        6479, 6503, 6506, 6588, 72858, 72882, 72885, 72920, -1, -1, -1, -1, -1, -1, -1, -1,
        51545, 51564, 51567, 51647, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21504, 21524, 21527, 21568, -1, -1, -1, -1,
        50531, 50554, 50557, 50604, 56253, 56271, 56274, 56282, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36516, 36529, 36532, 36692,
        -1, -1, -1, -1, 51724, 51740, 51743, 51788, 29104, 29131, 29134, 29286, 6046, 6067, 6070, 6351,
        20991, 21011, 21014, 21072, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        26697, 26721, 26724, 26755, -1, -1, -1, -1, 38192, 38204, 38207, 38210, 41210, 41232, 41235, 41285,
        42033, 42057, 42060, 42138, 5521, 5538, 5541, 5567, 62571, 62604, 62607, 62705, 71470, 71495, 71498, 71514,
        -1, -1, -1, -1, 26936, 26954, 26957, 26982, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76200, 76220, 76223, 76465,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71300, 71319, 71322, 71383, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 6933, 6957, 6960, 7124,
        -1, -1, -1, -1, 26620, 26633, 26636, 26678, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57982, 58003, 58006, 58017, -1, -1, -1, -1, 26336, 26347, 26350, 26379,
        51648, 51666, 51669, 51723, 60318, 60336, 60339, 60502, 15693, 15717, 15720, 15801, 43119, 43139, 43142, 43152,
        -1, -1, -1, -1, -1, -1, -1, -1, 35449, 35465, 35468, 35523, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26875, 26901, 26904, 26935, -1, -1, -1, -1, 44022, 44050, 44053, 44082, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57466, 57498, 57501, 57601, -1, -1, -1, -1, 52729, 52758, 52761, 52885, 64430, 64448, 64451, 64486,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77882, 77901, 77904, 77929, 32230, 32247, 32250, 32284, 59914, 59935, 59938, 60212,
        65259, 65275, 65278, 65315, -1, -1, -1, -1, 34778, 34798, 34801, 34815, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 56536, 56554, 56557, 56567, -1, -1, -1, -1,
        22719, 22735, 22738, 23139, -1, -1, -1, -1, -1, -1, -1, -1, 56670, 56688, 56691, 56711,
        -1, -1, -1, -1, -1, -1, -1, -1, 32062, 32079, 32082, 32229, -1, -1, -1, -1,
        39399, 39423, 39426, 39471, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50178, 50197, 50200, 50212, 26403, 26418, 26421, 26438, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28197, 28222, 28225, 28357, 32829, 32843, 32846, 32950,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64847, 64870, 64873, 64932, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16096, 16114, 16117, 16186, -1, -1, -1, -1, 16482, 16500, 16503, 16775,
        21569, 21582, 21585, 21633, 43903, 43930, 43933, 43962, 44136, 44155, 44158, 44844, 24974, 25003, 25006, 25091,
        52063, 52085, 52088, 52131, -1, -1, -1, -1, 389, 403, 406, 417, 26096, 26107, 26110, 26115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53828, 53848, 53851, 53891, 17797, 17804, 17807, 17813, 26066, 26080, 26083, 26095, 42697, 42724, 42727, 42828,
        45453, 45477, 45480, 45716, -1, -1, -1, -1, 67316, 67333, 67336, 67464, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54389, 54415, 54418, 54467, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1636, 1662, 1665, 1854, 42139, 42158, 42161, 42238, -1, -1, -1, -1,
        15889, 15906, 15909, 15984, 61277, 61297, 61300, 61324, -1, -1, -1, -1, -1, -1, -1, -1,
        72355, 72371, 72374, 72414, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63282, 63311, 63314, 63338, -1, -1, -1, -1, 60637, 60658, 60661, 60704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50281, 50298, 50301, 50313, 55290, 55301, 55304, 55323,
        -1, -1, -1, -1, 69397, 69412, 69415, 69447, 4706, 4718, 4721, 4820, 63846, 63872, 63875, 63903,
        -1, -1, -1, -1, 14150, 14174, 14177, 14369, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56624, 56637, 56640, 56669, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 35997, 36017, 36020, 36102, -1, -1, -1, -1,
        48411, 48432, 48435, 48577, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4972, 4996, 4999, 5018, 41716, 41743, 41746, 41843, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59343, 59362, 59365, 59413, 26439, 26456, 26459, 26484,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63171, 63199, 63202, 63228, 76097, 76115, 76118, 76199, -1, -1, -1, -1,
        -1, -1, -1, -1, 56283, 56302, 56305, 56319, 72636, 72665, 72668, 72714, 22298, 22314, 22317, 22418,
        -1, -1, -1, -1, 50776, 50798, 50801, 50891, -1, -1, -1, -1, -1, -1, -1, -1,
        4943, 4963, 4966, 4971, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17719, 17732, 17735, 17761, -1, -1, -1, -1, -1, -1, -1, -1, 21773, 21793, 21796, 21866,
        -1, -1, -1, -1, 5447, 5473, 5476, 5520, 61779, 61798, 61801, 61826, 51901, 51919, 51922, 51962,
        65075, 65095, 65098, 65153, -1, -1, -1, -1, 29880, 29907, 29910, 30124, -1, -1, -1, -1,
        42829, 42854, 42857, 42915, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77158, 77179, 77182, 77248, 61827, 61845, 61848, 61873,
        53256, 53284, 53287, 53380, 21158, 21178, 21181, 21235, -1, -1, -1, -1, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 59045, 59064, 59067, 59102, 61159, 61172, 61175, 61229, 61090, 61112, 61115, 61158,
        39339, 39354, 39357, 39398, 48265, 48290, 48293, 48410, 61653, 61679, 61682, 61731, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53135, 53161, 53164, 53255, 48659, 48678, 48681, 48864,
        -1, -1, -1, -1, 36320, 36340, 36343, 36392, -1, -1, -1, -1, -1, -1, -1, -1,
        5019, 5032, 5035, 5043, 60705, 60723, 60726, 60759, 72085, 72110, 72113, 72142, 47698, 47721, 47724, 47907,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70804, 70820, 70823, 70864, 15526, 15548, 15551, 15692,
        63904, 63931, 63934, 63964, -1, -1, -1, -1, -1, -1, -1, -1, 36103, 36125, 36128, 36210,
        52886, 52912, 52915, 53008, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 18890, 18903, 18906, 19078,
        56747, 56779, 56782, 56872, 18695, 18705, 18708, 18889, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34942, 34958, 34961, 34988, 4634, 4647, 4650, 4705, 75542, 75556, 75559, 75678, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58960, 58976, 58979, 59044, -1, -1, -1, -1,
        -1, -1, -1, -1, 5071, 5085, 5088, 5149, 22419, 22434, 22437, 22495, 56320, 56335, 56338, 56348,
        73844, 73871, 73874, 73927, 74199, 74234, 74237, 74290, 58836, 58854, 58857, 58959, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58018, 58042, 58045, 58107,
        64933, 64953, 64956, 65014, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56014, 56033, 56036, 56104, 31537, 31557, 31560, 31767, 56105, 56126, 56129, 56197, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43679, 43713, 43716, 43740, 56873, 56906, 56909, 56999, 50244, 50265, 50268, 50280,
        31255, 31276, 31279, 31366, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37210, 37234, 37237, 37365, 21320, 21338, 21341, 21380, 23364, 23387, 23390, 23521,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7424, 7443, 7446, 7462,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49567, 49586, 49589, 49659, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45309, 45333, 45336, 45452, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28358, 28381, 28384, 28563, 59414, 59433, 59436, 59545,
        56473, 56490, 56493, 56505, 67953, 67970, 67973, 68043, -1, -1, -1, -1, 4916, 4934, 4937, 4942,
        530, 547, 550, 574, 10797, 10817, 10820, 10932, -1, -1, -1, -1, 833, 849, 852, 873,
        -1, -1, -1, -1, 14482, 14507, 14510, 14687, 19735, 19752, 19755, 19965, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43612, 43647, 43650, 43678,
        70281, 70293, 70296, 70378, -1, -1, -1, -1, 52132, 52153, 52156, 52217, 7652, 7675, 7678, 7759,
        74812, 74839, 74842, 74888, -1, -1, -1, -1, 75922, 75944, 75947, 76096, 27978, 28004, 28007, 28196,
        33604, 33620, 33623, 33724, 43963, 43989, 43992, 44021, 73244, 73270, 73273, 73338, 17855, 17865, 17868, 17895,
        -1, -1, -1, -1, -1, -1, -1, -1, 34239, 34252, 34255, 34387, -1, -1, -1, -1,
        51161, 51182, 51185, 51271, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46558, 46574, 46577, 46685, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39296, 39312, 39315, 39338, -1, -1, -1, -1,
        25444, 25468, 25471, 25600, 1008, 1025, 1028, 1051, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29685, 29712, 29715, 29879,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39083, 39101, 39104, 39243, -1, -1, -1, -1, 5150, 5161, 5164, 5368,
        14118, 14131, 14134, 14149, 64166, 64184, 64187, 64236, 62158, 62180, 62183, 62208, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 66633, 66648, 66651, 66707, -1, -1, -1, -1,
        -1, -1, -1, -1, 78136, 78150, 78153, 78227, -1, -1, -1, -1, -1, -1, -1, -1,
        71147, 71159, 71162, 71244, 71685, 71705, 71708, 71748, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38694, 38706, 38709, 38762, -1, -1, -1, -1, -1, -1, -1, -1, 62706, 62740, 62743, 62841,
        -1, -1, -1, -1, 4821, 4832, 4835, 4844, 62040, 62058, 62061, 62085, 4845, 4863, 4866, 4893,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17667, 17686, 17689, 17718,
        32951, 32974, 32977, 33032, -1, -1, -1, -1, 28766, 28794, 28797, 29103, 63594, 63622, 63625, 63718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59103, 59121, 59124, 59201, 59678, 59696, 59699, 59738, 2400, 2424, 2427, 2514, 668, 680, 683, 697,
        54468, 54493, 54496, 54547, 16265, 16281, 16284, 16430, 30691, 30705, 30708, 30786, -1, -1, -1, -1,
        74661, 74687, 74690, 74736, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72025, 72048, 72051, 72084, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64372, 64391, 64394, 64429, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14688, 14709, 14712, 14773, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57331, 57362, 57365, 57465,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7371, 7389, 7392, 7423, 31147, 31166, 31169, 31254, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48102, 48119, 48122, 48264, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46865, 46898, 46901, 47029, 57126, 57160, 57163, 57253, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 68480, 68502, 68505, 68591, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68044, 68062, 68065, 68143,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25261, 25286, 25289, 25311, 26380, 26391, 26394, 26402,
        -1, -1, -1, -1, -1, -1, -1, -1, 30350, 30373, 30376, 30483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61732, 61750, 61753, 61778, 66430, 66449, 66452, 66632, 70703, 70720, 70723, 70803,
        17263, 17282, 17285, 17322, 14062, 14078, 14081, 14117, -1, -1, -1, -1, -1, -1, -1, -1,
        35087, 35106, 35109, 35136, 3812, 3832, 3835, 4102, -1, -1, -1, -1, -1, -1, -1, -1,
        8436, 8455, 8458, 8557, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56590, 56600, 56603, 56623, 25601, 25625, 25628, 25778, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42308, 42333, 42336, 42437,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54793, 54818, 54821, 54874,
        68724, 68744, 68747, 68979, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26116, 26128, 26131, 26143, 74511, 74540, 74543, 74585, -1, -1, -1, -1,
        65015, 65034, 65037, 65074, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54058, 54081, 54084, 54111,
        -1, -1, -1, -1, -1, -1, -1, -1, 2133, 2156, 2159, 2304, 64607, 64624, 64627, 64675,
        65539, 65562, 65565, 65760, 45717, 45737, 45740, 45822, 61874, 61894, 61897, 61922, -1, -1, -1, -1,
        -1, -1, -1, -1, 54169, 54192, 54195, 54220, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29287, 29322, 29325, 29510, -1, -1, -1, -1, 17896, 17909, 17912, 18219, 39979, 40006, 40009, 40116,
        60570, 60592, 60595, 60636, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55395, 55418, 55421, 55468, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 4894, 4908, 4911, 4915, -1, -1, -1, -1,
        -1, -1, -1, -1, 50706, 50725, 50728, 50775, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32440, 32455, 32458, 32688, 35648, 35658, 35661, 35694,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72452, 72464, 72467, 72476, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38578, 38592, 38595, 38693, 78085, 78104, 78107, 78135, -1, -1, -1, -1, -1, -1, -1, -1,
        72477, 72506, 72509, 72555, -1, -1, -1, -1, 24081, 24110, 24113, 24316, -1, -1, -1, -1,
        62086, 62106, 62109, 62135, 64315, 64333, 64336, 64371, 76702, 76721, 76724, 76826, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22117, 22136, 22139, 22297, 8684, 8708, 8711, 8797, 68144, 68163, 68166, 68326, -1, -1, -1, -1,
        32689, 32711, 32714, 32828, -1, -1, -1, -1, 53515, 53537, 53540, 53686, -1, -1, -1, -1,
        54020, 54037, 54040, 54057, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51272, 51294, 51297, 51433, 26756, 26781, 26784, 26817, -1, -1, -1, -1, -1, -1, -1, -1,
        25312, 25328, 25331, 25359, 70928, 70949, 70952, 71086, 24411, 24437, 24440, 24494, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65982, 66006, 66009, 66208, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34859, 34882, 34885, 34903, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58190, 58213, 58216, 58276, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15389, 15410, 15413, 15473,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50892, 50908, 50911, 51028,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26026, 26043, 26046, 26065, -1, -1, -1, -1, -1, -1, -1, -1, 18348, 18371, 18374, 18456,
        16874, 16891, 16894, 16991, -1, -1, -1, -1, -1, -1, -1, -1, 17323, 17340, 17343, 17451,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62136, 62143, 62146, 62157, -1, -1, -1, -1, -1, -1, -1, -1,
        34073, 34089, 34092, 34238, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55742, 55761, 55764, 55830,
        60503, 60521, 60524, 60569, -1, -1, -1, -1, 35137, 35157, 35160, 35178, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69448, 69465, 69468, 69591, -1, -1, -1, -1, -1, -1, -1, -1,
        25825, 25851, 25854, 25902, -1, -1, -1, -1, 33391, 33409, 33412, 33603, 52420, 52448, 52451, 52575,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 5044, 5057, 5060, 5070,
        25903, 25916, 25919, 25948, 26983, 27002, 27005, 27032, 43301, 43333, 43336, 43363, 23286, 23316, 23319, 23363,
        55068, 55093, 55096, 55226, -1, -1, -1, -1, 40884, 40908, 40911, 41014, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17452, 17469, 17472, 17666, 61230, 61249, 61252, 61276,
        -1, -1, -1, -1, -1, -1, -1, -1, 56349, 56365, 56368, 56376, 59842, 59860, 59863, 59913,
        -1, -1, -1, -1, -1, -1, -1, -1, 71749, 71772, 71775, 71813, -1, -1, -1, -1,
        -1, -1, -1, -1, 37888, 37915, 37918, 38064, 78228, 78249, 78252, 78272, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70865, 70879, 70882, 70927,
        -1, -1, -1, -1, -1, -1, -1, -1, 23714, 23738, 23741, 23846, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
