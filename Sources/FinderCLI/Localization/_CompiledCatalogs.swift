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
        notice.layout = Nothing matches “{query}” as typed; showing results for “{corrected}” (keyboard layout).
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
        -1, -1, -1, -1, -1, -1, -1, -1, 27146, 27166, 27169, 27183, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31980, 32000, 32003, 32010,
        -1, -1, -1, -1, 16676, 16688, 16691, 16703, 7813, 7837, 7840, 7881, -1, -1, -1, -1,
        6050, 6070, 6073, 6152, 26128, 26146, 26149, 26179, 17235, 17259, 17262, 17282, 32061, 32075, 32078, 32115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 22742, 22761, 22764, 22792, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 14015, 14035, 14038, 14071, 14501, 14522, 14525, 14565, 20350, 20367, 20370, 20455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10295, 10313, 10316, 10331,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23486, 23503, 23506, 23659, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39060, 39086, 39089, 39103, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1693, 1719, 1722, 1778, -1, -1, -1, -1, -1, -1, -1, -1,
        15578, 15604, 15607, 15644, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46961, 46985, 46988, 47024, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24571, 24589, 24592, 24619,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43804, 43828, 43831, 43850, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31002, 31019, 31022, 31293,
        -1, -1, -1, -1, -1, -1, -1, -1, 16948, 16958, 16961, 16965, 5132, 5151, 5154, 5202,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46783, 46801, 46804, 46844,
        -1, -1, -1, -1, 34777, 34796, 34799, 34830, 42397, 42411, 42414, 42480, 34975, 34995, 34998, 35012,
        12087, 12104, 12107, 12181, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        7882, 7906, 7909, 8815, 21705, 21719, 21722, 21778, 16927, 16938, 16941, 16947, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14134, 14150, 14153, 14185, 16851, 16861, 16864, 16868, 44683, 44714, 44717, 44737, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4242, 4254, 4257, 4318, -1, -1, -1, -1,
        -1, -1, -1, -1, 27334, 27365, 27368, 27391, 34322, 34349, 34352, 34370, -1, -1, -1, -1,
        -1, -1, -1, -1, 36228, 36250, 36253, 36292, 20103, 20121, 20124, 20180, 9903, 9928, 9931, 9990,
        -1, -1, -1, -1, -1, -1, -1, -1, 19195, 19205, 19208, 19240, -1, -1, -1, -1,
        -1, -1, -1, -1, 34735, 34751, 34754, 34776, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29304, 29329, 29332, 29376, 40922, 40949, 40952, 41060, -1, -1, -1, -1,
        -1, -1, -1, -1, 17149, 17161, 17164, 17172, -1, -1, -1, -1, 34109, 34134, 34137, 34153,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12486, 12514, 12517, 12747, 15921, 15937, 15940, 15951, 19692, 19714, 19717, 19795, 35641, 35672, 35675, 35723,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5599, 5618, 5621, 5674, 316, 333, 336, 355,
        30408, 30424, 30427, 30521, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24156, 24178, 24181, 24211, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42733, 42750, 42753, 42830, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        38560, 38578, 38581, 38597, -1, -1, -1, -1, 38734, 38747, 38750, 38756, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35422, 35454, 35457, 35506, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22242, 22265, 22268, 22279, -1, -1, -1, -1,
        15090, 15113, 15116, 15196, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37854, 37880, 37883, 37938, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30209, 30236, 30239, 30276,
        -1, -1, -1, -1, 3792, 3810, 3813, 3904, -1, -1, -1, -1, 38704, 38715, 38718, 38733,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25402, 25427, 25430, 25495, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46845, 46863, 46866, 46960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14432, 14452, 14455, 14500, -1, -1, -1, -1, 1537, 1563, 1566, 1606,
        38399, 38406, 38409, 38418, 44861, 44883, 44886, 44887, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34632, 34654, 34657, 34681, -1, -1, -1, -1,
        25028, 25048, 25051, 25085, 39365, 39385, 39388, 39407, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5966, 5989, 5992, 6049, 18243, 18268, 18271, 18361,
        40812, 40831, 40834, 40921, 47557, 47574, 47577, 47604, -1, -1, -1, -1, -1, -1, -1, -1,
        26622, 26641, 26644, 26689, 22588, 22600, 22603, 22645, 11947, 11968, 11971, 12018, 29924, 29948, 29951, 30006,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27434, 27462, 27465, 27484, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42831, 42848, 42851, 42908, -1, -1, -1, -1,
        13470, 13491, 13494, 13554, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        515, 527, 530, 535, 43312, 43325, 43328, 43351, 39408, 39421, 39424, 39456, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31863, 31882, 31885, 31891, 45771, 45798, 45801, 45909,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27222, 27258, 27261, 27276,
        -1, -1, -1, -1, 32450, 32466, 32469, 32514, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25217, 25248, 25251, 25401, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4960, 4970, 4973, 5072, 43235, 43255, 43258, 43311, -1, -1, -1, -1,
        -1, -1, -1, -1, 22138, 22148, 22151, 22164, -1, -1, -1, -1, 25858, 25877, 25880, 25891,
        23062, 23082, 23085, 23126, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19796, 19812, 19815, 19931, -1, -1, -1, -1, -1, -1, -1, -1,
        6153, 6177, 6180, 7003, 9598, 9620, 9623, 9738, -1, -1, -1, -1, -1, -1, -1, -1,
        21216, 21230, 21233, 21309, 24103, 24123, 24126, 24155, -1, -1, -1, -1, 17216, 17228, 17231, 17234,
        22047, 22060, 22063, 22137, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16076, 16105, 16108, 16155, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 2845, 2866, 2869, 3023, 26690, 26715, 26718, 26778, -1, -1, -1, -1,
        16551, 16574, 16577, 16589, -1, -1, -1, -1, 3540, 3566, 3569, 3588, 35724, 35757, 35760, 35809,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27184, 27208, 27211, 27221, 44167, 44196, 44199, 44240,
        22793, 22813, 22816, 22830, -1, -1, -1, -1, 44940, 44967, 44970, 44994, -1, -1, -1, -1,
        -1, -1, -1, -1, 46117, 46137, 46140, 46164, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24324, 24341, 24344, 24412,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3692, 3709, 3712, 3791, -1, -1, -1, -1, 41405, 41432, 41435, 41523,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40067, 40089, 40092, 40207,
        -1, -1, -1, -1, -1, -1, -1, -1, 37183, 37201, 37204, 37232, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39560, 39581, 39584, 39618, 20692, 20713, 20716, 20781,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22558, 22574, 22577, 22587,
        35219, 35235, 35238, 35242, 4556, 4574, 4577, 4617, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5248, 5268, 5271, 5327,
        27001, 27025, 27028, 27037, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 4739, 4768, 4771, 4825, 16869, 16879, 16882, 16886,
        765, 779, 782, 789, 16704, 16717, 16720, 16727, 29867, 29891, 29894, 29923, 42909, 42927, 42930, 43015,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1079, 1100, 1103, 1138,
        -1, -1, -1, -1, 22859, 22875, 22878, 22918, 27794, 27817, 27820, 27839, 45993, 46015, 46018, 46116,
        -1, -1, -1, -1, 41061, 41081, 41084, 41138, 36293, 36317, 36320, 36416, 4826, 4848, 4851, 4895,
        36417, 36436, 36439, 36456, 47080, 47100, 47103, 47161, -1, -1, -1, -1, -1, -1, -1, -1,
        209, 226, 229, 232, 28263, 28291, 28294, 28546, 44112, 44132, 44135, 44166, 45275, 45302, 45305, 45322,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15712, 15732, 15735, 15764,
        41915, 41931, 41934, 41951, 43947, 43968, 43971, 44000, -1, -1, -1, -1, 917, 928, 931, 935,
        13217, 13240, 13243, 13469, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42161, 42183, 42186, 42257, 255, 267, 270, 288,
        38168, 38189, 38192, 38208, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41989, 42006, 42009, 42021, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21148, 21164, 21167, 21215, 35387, 35401, 35404, 35421, 45043, 45068, 45071, 45093, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22431, 22450, 22453, 22460, 17413, 17428, 17431, 17923,
        22381, 22398, 22401, 22406, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44778, 44803, 44806, 44819, -1, -1, -1, -1, 39151, 39169, 39172, 39202, -1, -1, -1, -1,
        -1, -1, -1, -1, 29479, 29502, 29505, 29566, 21570, 21584, 21587, 21632, -1, -1, -1, -1,
        22165, 22173, 22176, 22209, 17372, 17392, 17395, 17412, 31950, 31971, 31974, 31979, -1, -1, -1, -1,
        25086, 25108, 25111, 25133, 25603, 25623, 25626, 25681, -1, -1, -1, -1, -1, -1, -1, -1,
        26941, 26965, 26968, 27000, -1, -1, -1, -1, 11688, 11700, 11703, 11711, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8816, 8836, 8839, 8903, -1, -1, -1, -1,
        12748, 12766, 12769, 12882, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37464, 37484, 37487, 37526, -1, -1, -1, -1, -1, -1, -1, -1, 43891, 43913, 43916, 43946,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32036, 32053, 32056, 32060,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15765, 15788, 15791, 15817,
        35810, 35835, 35838, 35875, 47464, 47471, 47474, 47508, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16156, 16181, 16184, 16198, -1, -1, -1, -1, -1, -1, -1, -1, 37028, 37047, 37050, 37066,
        -1, -1, -1, -1, 11107, 11123, 11126, 11146, -1, -1, -1, -1, 39619, 39641, 39644, 39690,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2343, 2368, 2371, 2463, 36491, 36510, 36513, 36530, -1, -1, -1, -1, 11218, 11233, 11236, 11286,
        -1, -1, -1, -1, 43678, 43698, 43701, 43713, 47162, 47190, 47193, 47284, 36830, 36855, 36858, 36878,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44241, 44262, 44265, 44287,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22318, 22338, 22341, 22349,
        -1, -1, -1, -1, 43596, 43612, 43615, 43633, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21633, 21648, 21651, 21704,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44481, 44493, 44496, 44520, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15952, 15970, 15973, 15995, 18802, 18833, 18836, 18923, 27671, 27689, 27692, 27703,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35169, 35185, 35188, 35192,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13015, 13040, 13043, 13216, 24858, 24876, 24879, 24899, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35271, 35286, 35289, 35292, 38598, 38618, 38621, 38638, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16825, 16839, 16842, 16850, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24000, 24014, 24017, 24085, 38130, 38149, 38152, 38167, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1277, 1303, 1306, 1418, -1, -1, -1, -1, 17127, 17139, 17142, 17148,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33795, 33818, 33821, 33887,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15282, 15311, 15314, 15429, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34552, 34571, 34574, 34597, -1, -1, -1, -1, 36784, 36803, 36806, 36829,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37806, 37822, 37825, 37853, -1, -1, -1, -1, 2742, 2771, 2774, 2844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33207, 33227, 33230, 33244, -1, -1, -1, -1, 835, 848, 851, 857,
        23364, 23379, 23382, 23485, -1, -1, -1, -1, -1, -1, -1, -1, 2464, 2481, 2484, 2560,
        40357, 40379, 40382, 40412, 35980, 36003, 36006, 36052, 43770, 43784, 43787, 43803, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38757, 38767, 38770, 38775,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32168, 32187, 32190, 32225, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29631, 29655, 29658, 29776, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9194, 9215, 9218, 9305, 14072, 14087, 14090, 14133, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26339, 26363, 26366, 26459, 31502, 31525, 31528, 31601, -1, -1, -1, -1, 24763, 24788, 24791, 24816,
        24945, 24964, 24967, 25027, 47357, 47384, 47387, 47463, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13663, 13685, 13688, 13726,
        41952, 41971, 41974, 41988, -1, -1, -1, -1, 20456, 20478, 20481, 20545, 36155, 36177, 36180, 36227,
        34682, 34706, 34709, 34734, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45373, 45398, 45401, 45422, 28860, 28880, 28883, 29101, -1, -1, -1, -1,
        27485, 27514, 27517, 27532, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39525, 39539, 39542, 39559, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38639, 38653, 38656, 38677, 5744, 5768, 5771, 5852,
        22407, 22423, 22426, 22430, -1, -1, -1, -1, 33987, 34010, 34013, 34035, -1, -1, -1, -1,
        25763, 25790, 25793, 25857, -1, -1, -1, -1, 36108, 36129, 36132, 36154, 33934, 33961, 33964, 33986,
        43016, 43035, 43038, 43106, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34371, 34391, 34394, 34439, 34227, 34254, 34257, 34275, 38965, 38992, 38995, 39010, 35117, 35132, 35135, 35138,
        1779, 1803, 1806, 1851, 38776, 38809, 38812, 38868, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15818, 15845, 15848, 15920, 29102, 29131, 29134, 29303, 33619, 33645, 33648, 33704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36457, 36475, 36478, 36490,
        27038, 27065, 27068, 27078, 13555, 13565, 13568, 13602, 31809, 31828, 31831, 31833, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14822, 14852, 14855, 14913, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9991, 10016, 10019, 10212, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41761, 41781, 41784, 41856, -1, -1, -1, -1,
        40413, 40432, 40435, 40536, 44888, 44913, 44916, 44939, 5940, 5953, 5956, 5965, 27392, 27418, 27421, 27433,
        39104, 39132, 39135, 39150, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33245, 33272, 33275, 33346, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13727, 13745, 13748, 13769, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30066, 30091, 30094, 30148,
        35595, 35612, 35615, 35640, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9739, 9759, 9762, 9902, 43167, 43183, 43186, 43234, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23761, 23786, 23789, 23878,
        1904, 1923, 1926, 2231, -1, -1, -1, -1, -1, -1, -1, -1, 32011, 32028, 32031, 32035,
        -1, -1, -1, -1, -1, -1, -1, -1, 27627, 27661, 27664, 27670, 13861, 13879, 13882, 13957,
        32669, 32684, 32687, 32738, 44569, 44587, 44590, 44605, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33043, 33057, 33060, 33088, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10743, 10761, 10764, 10792, 30834, 30851, 30854, 30881,
        44738, 44761, 44764, 44777, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17334, 17352, 17355, 17371,
        900, 910, 913, 916, 24413, 24428, 24431, 24484, 37067, 37087, 37090, 37132, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5328, 5352, 5355, 5446,
        40709, 40732, 40735, 40811, 19573, 19587, 19590, 19621, 35139, 35158, 35161, 35168, 44380, 44405, 44408, 44434,
        -1, -1, -1, -1, -1, -1, -1, -1, 39946, 39962, 39965, 40020, 19241, 19268, 19271, 19353,
        -1, -1, -1, -1, 30149, 30172, 30175, 30208, -1, -1, -1, -1, -1, -1, -1, -1,
        5447, 5467, 5470, 5523, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10501, 10515, 10518, 10553, 23174, 23192, 23195, 23250, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25496, 25523, 25526, 25556, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3905, 3927, 3930, 4028,
        -1, -1, -1, -1, 37939, 37958, 37961, 37992, -1, -1, -1, -1, 7086, 7105, 7108, 7812,
        16887, 16902, 16905, 16926, 19469, 19490, 19493, 19572, 5203, 5220, 5223, 5247, 30007, 30037, 30040, 30065,
        34154, 34172, 34175, 34180, -1, -1, -1, -1, 684, 695, 698, 702, 1852, 1870, 1873, 1903,
        27079, 27098, 27101, 27112, 4398, 4414, 4417, 4487, 41217, 41235, 41238, 41303, 46514, 46532, 46535, 46615,
        -1, -1, -1, -1, -1, -1, -1, -1, 21969, 21983, 21986, 22046, 44995, 45019, 45022, 45042,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38869, 38904, 38907, 38964, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45673, 45692, 45695, 45770, -1, -1, -1, -1,
        11725, 11741, 11744, 11756, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45476, 45491, 45494, 45539, 47285, 47304, 47307, 47356, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44435, 44454, 44457, 44480, -1, -1, -1, -1,
        -1, -1, -1, -1, 31602, 31626, 31629, 31808, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16276, 16296, 16299, 16330,
        -1, -1, -1, -1, -1, -1, -1, -1, 936, 948, 951, 956, 10608, 10628, 10631, 10690,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38678, 38689, 38692, 38703, 25955, 25979, 25982, 26127, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38209, 38233, 38236, 38262, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45568, 45584, 45587, 45672, 25557, 25569, 25572, 25602,
        42617, 42638, 42641, 42732, 39264, 39284, 39287, 39324, -1, -1, -1, -1, 11287, 11309, 11312, 11391,
        -1, -1, -1, -1, 12182, 12199, 12202, 12248, -1, -1, -1, -1, 44820, 44840, 44843, 44860,
        -1, -1, -1, -1, -1, -1, -1, -1, 24900, 24916, 24919, 24944, 32932, 32955, 32958, 32994,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5853, 5873, 5876, 5939, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4488, 4507, 4510, 4555, 29377, 29402, 29405, 29478, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20181, 20202, 20205, 20211,
        -1, -1, -1, -1, 2232, 2252, 2255, 2342, 46616, 46639, 46642, 46682, -1, -1, -1, -1,
        -1, -1, -1, -1, 980, 999, 1002, 1078, 45540, 45551, 45554, 45567, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10901, 10917, 10920, 10929, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31294, 31320, 31323, 31424, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47648, 47667, 47670, 47682, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37993, 38017, 38020, 38036, 42258, 42274, 42277, 42396,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45152, 45185, 45188, 45211,
        41304, 41323, 41326, 41404, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22646, 22667, 22670, 22695, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21310, 21330, 21333, 21353,
        -1, -1, -1, -1, 26180, 26201, 26204, 26251, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11066, 11082, 11085, 11106,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24817, 24836, 24839, 24857,
        22524, 22542, 22545, 22557, -1, -1, -1, -1, 47605, 47622, 47625, 47647, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17099, 17111, 17114, 17126, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 17074, 17087, 17090, 17098, -1, -1, -1, -1, -1, -1, -1, -1,
        4319, 4343, 4346, 4397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32739, 32758, 32761, 32811, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13770, 13790, 13793, 13816, -1, -1, -1, -1,
        32116, 32139, 32142, 32167, 35013, 35031, 35034, 35040, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23251, 23264, 23267, 23363,
        -1, -1, -1, -1, 32877, 32893, 32896, 32931, 18593, 18620, 18623, 18676, 4029, 4050, 4053, 4241,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24086, 24098, 24101, 24102, 25892, 25914, 25917, 25954,
        26460, 26484, 26487, 26539, 3650, 3667, 3670, 3691, 43851, 43876, 43879, 43890, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46353, 46373, 46376, 46513,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43714, 43733, 43736, 43769, 858, 869, 872, 876, -1, -1, -1, -1, 4618, 4642, 4645, 4738,
        -1, -1, -1, -1, 17173, 17186, 17189, 17215, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35876, 35897, 35900, 35910, -1, -1, -1, -1, 16966, 16977, 16980, 16991,
        32812, 32830, 32833, 32876, 37527, 37545, 37548, 37631, 10430, 10454, 10457, 10500, 27113, 27133, 27136, 27145,
        -1, -1, -1, -1, -1, -1, -1, -1, 22696, 22712, 22715, 22741, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17283, 17309, 17312, 17333, -1, -1, -1, -1, 27748, 27776, 27779, 27793, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33347, 33376, 33379, 33452, 39325, 39343, 39346, 39364,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47509, 47528, 47531, 47556, 20654, 20671, 20674, 20691, 37286, 37307, 37310, 37463,
        40021, 40037, 40040, 40066, -1, -1, -1, -1, 22210, 22230, 22233, 22241, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 35243, 35261, 35264, 35270, -1, -1, -1, -1,
        14566, 14582, 14585, 14821, -1, -1, -1, -1, -1, -1, -1, -1, 35358, 35376, 35379, 35386,
        -1, -1, -1, -1, -1, -1, -1, -1, 20546, 20563, 20566, 20653, -1, -1, -1, -1,
        24703, 24727, 24730, 24762, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31834, 31853, 31856, 31862, 17012, 17027, 17030, 17040, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18040, 18065, 18068, 18127, 21001, 21015, 21018, 21082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39691, 39714, 39717, 39759, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10691, 10709, 10712, 10742, -1, -1, -1, -1, 10930, 10948, 10951, 11065,
        13817, 13830, 13833, 13860, 27840, 27859, 27862, 28262, 33089, 33111, 33114, 33148, 15996, 16025, 16028, 16075,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 16787, 16798, 16801, 16806,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33888, 33908, 33911, 33933, 11712, 11719, 11722, 11724, 16761, 16775, 16778, 16786, 26779, 26806, 26809, 26870,
        28638, 28662, 28665, 28796, -1, -1, -1, -1, 41139, 41156, 41159, 41216, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1139, 1165, 1168, 1276, 26540, 26559, 26562, 26621, -1, -1, -1, -1,
        10554, 10571, 10574, 10607, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44521, 44537, 44540, 44568, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39011, 39040, 39043, 39059, -1, -1, -1, -1, 37723, 37744, 37747, 37767, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31925, 31942, 31945, 31949, 34598, 34609, 34612, 34631,
        -1, -1, -1, -1, 42481, 42496, 42499, 42515, 3076, 3088, 3091, 3154, -1, -1, -1, -1,
        -1, -1, -1, -1, 8974, 8998, 9001, 9193, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35328, 35341, 35344, 35357, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 22919, 22939, 22942, 22988, -1, -1, -1, -1,
        30701, 30722, 30725, 30833, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3287, 3311, 3314, 3320, 26252, 26279, 26282, 26338, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36879, 36898, 36901, 36932, 17041, 17058, 17061, 17073,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46297, 46315, 46318, 46352, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35041, 35060, 35063, 35070, 44631, 44660, 44663, 44682, 14301, 14317, 14320, 14377,
        -1, -1, -1, -1, 32271, 32293, 32296, 32371, -1, -1, -1, -1, -1, -1, -1, -1,
        3258, 3278, 3281, 3286, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11663, 11676, 11679, 11687, -1, -1, -1, -1, -1, -1, -1, -1, 13958, 13978, 13981, 14014,
        -1, -1, -1, -1, 3589, 3615, 3618, 3649, -1, -1, -1, -1, 32995, 33013, 33016, 33042,
        39883, 39903, 39906, 39945, -1, -1, -1, -1, 19044, 19071, 19074, 19194, -1, -1, -1, -1,
        26871, 26896, 26899, 26940, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47025, 47046, 47049, 47079, 38320, 38338, 38341, 38357,
        33533, 33561, 33564, 33618, 13603, 13623, 13626, 13662, -1, -1, -1, -1, -1, -1, -1, -1,
        814, 826, 829, 834, 36678, 36697, 36700, 36726, 38082, 38095, 38098, 38129, 38037, 38059, 38062, 38081,
        24658, 24673, 24676, 24702, 30599, 30624, 30627, 30700, 38263, 38289, 38292, 38319, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33453, 33479, 33482, 33532, 30882, 30901, 30904, 31001,
        -1, -1, -1, -1, 23127, 23147, 23150, 23173, -1, -1, -1, -1, -1, -1, -1, -1,
        3321, 3334, 3337, 3343, 37768, 37786, 37789, 37805, 44332, 44357, 44360, 44379, 30277, 30300, 30303, 30407,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43423, 43439, 43442, 43463, 10332, 10354, 10357, 10429,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22989, 23011, 23014, 23061,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 12365, 12378, 12381, 12485,
        -1, -1, -1, -1, 12249, 12259, 12262, 12364, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22350, 22366, 22369, 22380, 3024, 3037, 3040, 3075, 45910, 45924, 45927, 45992, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36619, 36635, 36638, 36677, -1, -1, -1, -1,
        -1, -1, -1, -1, 3367, 3381, 3384, 3419, 14378, 14393, 14396, 14431, 35071, 35086, 35089, 35092,
        45094, 45121, 45124, 45151, 45212, 45247, 45250, 45274, 36531, 36549, 36552, 36618, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35911, 35935, 35938, 35979,
        39760, 39780, 39783, 39825, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34878, 34897, 34900, 34924, 20212, 20232, 20235, 20349, 34925, 34946, 34949, 34974, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27581, 27615, 27618, 27626, -1, -1, -1, -1, 31892, 31913, 31916, 31924,
        20017, 20038, 20041, 20102, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23660, 23684, 23687, 23760, 14981, 15004, 15007, 15089, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4933, 4952, 4955, 4959,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31425, 31444, 31447, 31501, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28547, 28571, 28574, 28637, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18128, 18151, 18154, 18242, 36933, 36952, 36955, 37027,
        35193, 35210, 35213, 35218, 41524, 41541, 41544, 41576, -1, -1, -1, -1, 3231, 3249, 3252, 3257,
        400, 417, 420, 433, 7004, 7024, 7027, 7085, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 9306, 9331, 9334, 9511, 12883, 12900, 12903, 13014, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27533, 27568, 27571, 27580,
        43107, 43119, 43122, 43166, -1, -1, -1, -1, 33149, 33170, 33173, 33206, 5073, 5096, 5099, 5131,
        45423, 45450, 45453, 45475, -1, -1, -1, -1, 46165, 46187, 46190, 46296, 17924, 17950, 17953, 18039,
        21484, 21500, 21503, 21569, 27704, 27730, 27733, 27747, -1, -1, -1, -1, 11757, 11767, 11770, 11776,
        -1, -1, -1, -1, -1, -1, -1, -1, 21896, 21909, 21912, 21968, -1, -1, -1, -1,
        32515, 32536, 32539, 32589, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29567, 29583, 29586, 29630, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24620, 24636, 24639, 24657, -1, -1, -1, -1,
        16331, 16355, 16358, 16437, 734, 751, 754, 764, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18924, 18951, 18954, 19043,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24485, 24503, 24506, 24570, -1, -1, -1, -1, 3420, 3431, 3434, 3539,
        8948, 8961, 8964, 8973, 39203, 39221, 39224, 39263, 38518, 38540, 38543, 38559, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 40661, 40676, 40679, 40708, -1, -1, -1, -1,
        -1, -1, -1, -1, 47722, 47736, 47739, 47771, -1, -1, -1, -1, -1, -1, -1, -1,
        43634, 43646, 43649, 43677, 44001, 44021, 44024, 44047, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24292, 24304, 24307, 24323, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3155, 3166, 3169, 3177, 38419, 38437, 38440, 38456, 3178, 3196, 3199, 3208,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11624, 11643, 11646, 11662,
        21083, 21106, 21109, 21147, -1, -1, -1, -1, 18362, 18390, 18393, 18592, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36727, 36745, 36748, 36783, 37133, 37151, 37154, 37182, 1607, 1631, 1634, 1692, 494, 506, 509, 514,
        34181, 34206, 34209, 34226, 10793, 10809, 10812, 10900, 19622, 19636, 19639, 19691, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44288, 44311, 44314, 44331, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9512, 9533, 9536, 9597, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4896, 4914, 4917, 4932, 19932, 19951, 19954, 20016, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30522, 30539, 30542, 30598, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29777, 29810, 29813, 29866, 35507, 35541, 35544, 35594, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 41857, 41879, 41882, 41914, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41577, 41595, 41598, 41642,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16199, 16224, 16227, 16241, 16992, 17003, 17006, 17011,
        -1, -1, -1, -1, -1, -1, -1, -1, 19354, 19377, 19380, 19468, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40537, 40556, 40559, 40660, 43352, 43369, 43372, 43422, -1, -1, -1, -1,
        11392, 11411, 11414, 11428, 8904, 8920, 8923, 8947, -1, -1, -1, -1, -1, -1, -1, -1,
        22461, 22480, 22483, 22491, 2561, 2581, 2584, 2741, -1, -1, -1, -1, -1, -1, -1, -1,
        5524, 5543, 5546, 5598, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35293, 35303, 35306, 35327, 16438, 16462, 16465, 16550, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34276, 34301, 34304, 34321,
        42022, 42042, 42045, 42160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16807, 16819, 16822, 16824, 45323, 45352, 45355, 45372, -1, -1, -1, -1,
        39826, 39845, 39848, 39882, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1419, 1442, 1445, 1536, 39457, 39474, 39477, 39524,
        -1, -1, -1, -1, 28797, 28817, 28820, 28859, 38358, 38378, 38381, 38398, -1, -1, -1, -1,
        -1, -1, -1, -1, 34067, 34090, 34093, 34108, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18677, 18712, 18715, 18801, -1, -1, -1, -1, 11777, 11790, 11793, 11946, 25134, 25161, 25164, 25216,
        37678, 37700, 37703, 37722, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 3209, 3223, 3226, 3230, -1, -1, -1, -1,
        -1, -1, -1, -1, 32226, 32245, 32248, 32270, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20782, 20797, 20800, 20903, 22831, 22841, 22844, 22858,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44606, 44618, 44621, 44630, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24212, 24226, 24229, 24291, 47683, 47702, 47705, 47721, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15430, 15459, 15462, 15577, -1, -1, -1, -1,
        38457, 38477, 38480, 38497, 46683, 46702, 46705, 46782, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14186, 14205, 14208, 14300, 5675, 5699, 5702, 5743, 41643, 41662, 41665, 41760, -1, -1, -1, -1,
        20904, 20926, 20929, 21000, -1, -1, -1, -1, 33705, 33727, 33730, 33794, -1, -1, -1, -1,
        34036, 34053, 34056, 34066, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32590, 32612, 32615, 32668, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16242, 16258, 16261, 16275, 43517, 43538, 43541, 43595, 15645, 15671, 15674, 15711, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40208, 40232, 40235, 40356, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22280, 22303, 22306, 22317, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36053, 36076, 36079, 36107, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10213, 10234, 10237, 10294,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32372, 32388, 32391, 32449,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16728, 16745, 16748, 16760, -1, -1, -1, -1, -1, -1, -1, -1, 12019, 12042, 12045, 12086,
        11147, 11164, 11167, 11217, -1, -1, -1, -1, -1, -1, -1, -1, 11429, 11446, 11449, 11496,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38498, 38505, 38508, 38517, -1, -1, -1, -1, -1, -1, -1, -1,
        21779, 21795, 21798, 21895, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34831, 34850, 34853, 34877,
        37632, 37650, 37653, 37677, -1, -1, -1, -1, 22492, 22512, 22515, 22523, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42516, 42533, 42536, 42616, -1, -1, -1, -1, -1, -1, -1, -1,
        16590, 16616, 16619, 16645, -1, -1, -1, -1, 21354, 21372, 21375, 21483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 3344, 3357, 3360, 3366,
        16646, 16659, 16662, 16675, 27277, 27309, 27312, 27333, -1, -1, -1, -1, 14914, 14944, 14947, 14980,
        34440, 34465, 34468, 34551, -1, -1, -1, -1, 25682, 25706, 25709, 25762, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11497, 11514, 11517, 11623, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35093, 35109, 35112, 35116, 37233, 37251, 37254, 37285,
        -1, -1, -1, -1, -1, -1, -1, -1, 44048, 44071, 44074, 44111, -1, -1, -1, -1,
        -1, -1, -1, -1, 23879, 23906, 23909, 23999, 47772, 47793, 47796, 47803, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43464, 43478, 43481, 43516,
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
        notice.layout = По запросу «{query}» ничего нет; показаны результаты для «{corrected}» (другая раскладка клавиатуры).
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
        -1, -1, -1, -1, -1, -1, -1, -1, 43162, 43182, 43185, 43201, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50358, 50378, 50381, 50395,
        -1, -1, -1, -1, 25949, 25961, 25964, 25996, 12229, 12253, 12256, 12339, -1, -1, -1, -1,
        9260, 9280, 9283, 9430, 41535, 41553, 41556, 41605, 26818, 26842, 26845, 26874, 50458, 50472, 50475, 50539,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 35524, 35543, 35546, 35595, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 21867, 21887, 21890, 21950, 22609, 22630, 22633, 22718, 31768, 31785, 31788, 31916,
        -1, -1, -1, -1, -1, -1, -1, -1, 54721, 54747, 54750, 54801, -1, -1, -1, -1,
        42447, 42473, 42476, 42575, -1, -1, -1, -1, -1, -1, -1, -1, 15474, 15492, 15495, 15525,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36928, 36945, 36948, 37218, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63467, 63493, 63496, 63522, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2515, 2541, 2544, 2640, -1, -1, -1, -1, -1, -1, -1, -1,
        24317, 24343, 24346, 24410, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76588, 76612, 76615, 76659, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39253, 39271, 39274, 39304,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70920, 70944, 70947, 70971, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48874, 48891, 48894, 49338,
        63125, 63152, 63155, 63179, -1, -1, -1, -1, 26306, 26316, 26319, 26335, 7760, 7779, 7782, 7871,
        -1, -1, -1, -1, -1, -1, -1, -1, 73520, 73554, 73557, 73610, 76329, 76347, 76350, 76416,
        -1, -1, -1, -1, 55667, 55686, 55689, 55750, 68796, 68810, 68813, 68898, 56207, 56227, 56230, 56261,
        18457, 18474, 18477, 18613, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        12340, 12364, 12367, 13907, 33925, 33939, 33942, 34072, 26270, 26281, 26284, 26305, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22045, 22061, 22064, 22116, 26172, 26182, 26185, 26189, 72217, 72248, 72251, 72297, 35784, 35804, 35807, 35889,
        -1, -1, -1, -1, -1, -1, -1, -1, 6352, 6364, 6367, 6478, -1, -1, -1, -1,
        -1, -1, -1, -1, 43373, 43404, 43407, 43434, 54884, 54911, 54914, 54967, -1, -1, -1, -1,
        -1, -1, -1, -1, 58425, 58447, 58450, 58490, 31367, 31385, 31388, 31505, 15079, 15104, 15107, 15166,
        -1, -1, -1, -1, -1, -1, -1, -1, 30125, 30135, 30138, 30214, -1, -1, -1, -1,
        -1, -1, -1, -1, 55622, 55638, 55641, 55666, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46286, 46311, 46314, 46358, 66504, 66531, 66534, 66677, -1, -1, -1, -1,
        -1, -1, -1, -1, 26592, 26604, 26607, 26619, -1, -1, -1, -1, 54230, 54255, 54258, 54285,
        -1, -1, -1, -1, 54318, 54343, 54346, 54397, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19079, 19107, 19110, 19495, 24835, 24851, 24854, 24887, 30787, 30809, 30812, 30976, 55931, 55951, 55954, 56022,
        57611, 57642, 57645, 57743, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8558, 8577, 8580, 8683, 418, 435, 438, 462,
        47917, 47933, 47936, 48110, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38492, 38514, 38517, 38586, -1, -1, -1, -1,
        -1, -1, -1, -1, 73430, 73463, 73466, 73519, -1, -1, -1, -1, -1, -1, -1, -1,
        69265, 69282, 69285, 69396, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        62313, 62331, 62334, 62358, -1, -1, -1, -1, 62538, 62551, 62554, 62560, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57009, 57041, 57044, 57134, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34816, 34839, 34842, 34858, -1, -1, -1, -1,
        23522, 23545, 23548, 23713, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60858, 60884, 60887, 60980, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47589, 47616, 47619, 47706,
        -1, -1, -1, -1, 5705, 5723, 5726, 5870, 38220, 38240, 38243, 38310, 62492, 62503, 62506, 62537,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40427, 40452, 40455, 40604, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76417, 76435, 76438, 76587, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54121, 54145, 54148, 54177, 22496, 22516, 22519, 22608, -1, -1, -1, -1, 2305, 2331, 2334, 2399,
        61932, 61939, 61942, 61953, 72623, 72645, 72648, 72649, -1, -1, -1, -1, 62266, 62285, 62288, 62312,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53018, 53045, 53048, 53143, 55478, 55500, 55503, 55548, -1, -1, -1, -1,
        39865, 39885, 39888, 39926, 63989, 64009, 64012, 64047, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9130, 9153, 9156, 9259, 28564, 28589, 28592, 28765,
        66351, 66370, 66373, 66503, 77432, 77449, 77452, 77484, -1, -1, -1, -1, -1, -1, -1, -1,
        42248, 42267, 42270, 42316, 35270, 35282, 35285, 35363, 18220, 18241, 18244, 18347, 47128, 47152, 47155, 47265,
        -1, -1, -1, -1, -1, -1, -1, -1, 72650, 72675, 72678, 72745, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43490, 43518, 43521, 43556, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69397, 69414, 69417, 69514, -1, -1, -1, -1,
        20806, 20827, 20830, 20942, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        698, 710, 713, 725, 70147, 70160, 70163, 70204, 64048, 64061, 64064, 64108, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50222, 50241, 50244, 50252, 74088, 74113, 74116, 74162,
        74849, 74876, 74879, 75043, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43249, 43285, 43288, 43309,
        -1, -1, -1, -1, 51038, 51054, 51057, 51169, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40126, 40157, 40160, 40426, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7463, 7473, 7476, 7651, 69987, 70007, 70010, 70146, -1, -1, -1, -1,
        -1, -1, -1, -1, 34651, 34661, 34664, 34711, -1, -1, -1, -1, 41160, 41179, 41182, 41218,
        36211, 36231, 36234, 36319, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30977, 30993, 30996, 31146, -1, -1, -1, -1, -1, -1, -1, -1,
        9431, 9455, 9458, 10796, 14774, 14796, 14799, 14914, -1, -1, -1, -1, -1, -1, -1, -1,
        33148, 33162, 33165, 33341, 38405, 38425, 38428, 38491, 72298, 72321, 72324, 72359, 26679, 26691, 26694, 26696,
        34509, 34522, 34525, 34650, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25092, 25121, 25124, 25211, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 4310, 4331, 4334, 4633, 42576, 42601, 42604, 42705, -1, -1, -1, -1,
        25779, 25802, 25805, 25824, -1, -1, -1, -1, 5369, 5395, 5398, 5446, 57744, 57777, 57780, 57878,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43202, 43226, 43229, 43248, 71374, 71403, 71406, 71479,
        35596, 35616, 35619, 35647, -1, -1, -1, -1, 37548, 37574, 37577, 37721, 72937, 72964, 72967, 73034,
        -1, -1, -1, -1, 75365, 75385, 75388, 75423, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38772, 38789, 38792, 38940,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5568, 5585, 5588, 5704, -1, -1, -1, -1, 67243, 67270, 67273, 67454,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65263, 65285, 65288, 65483,
        -1, -1, -1, -1, -1, -1, -1, -1, 59748, 59766, 59769, 59850, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64213, 64234, 64237, 64266, 32285, 32306, 32309, 32439,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35224, 35240, 35243, 35269,
        56515, 56531, 56534, 56544, 6841, 6859, 6862, 6932, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7945, 7965, 7968, 8104,
        43014, 43038, 43041, 43050, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 7125, 7154, 7157, 7258, 26190, 26200, 26203, 26207,
        1052, 1066, 1069, 1087, 25997, 26010, 26013, 26025, 47039, 47063, 47066, 47127, 69515, 69533, 69536, 69678,
        72058, 72088, 72091, 72137, -1, -1, -1, -1, -1, -1, -1, -1, 1541, 1562, 1565, 1635,
        -1, -1, -1, -1, 35695, 35711, 35714, 35783, 44092, 44115, 44118, 44144, 75181, 75203, 75206, 75364,
        -1, -1, -1, -1, 66678, 66698, 66701, 66817, 58491, 58515, 58518, 58692, 7259, 7281, 7284, 7370,
        58693, 58712, 58715, 58745, 76751, 76771, 76774, 76873, -1, -1, -1, -1, -1, -1, -1, -1,
        309, 326, 329, 332, 44854, 44882, 44885, 45317, 71316, 71336, 71339, 71373, 73940, 73967, 73970, 74012,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24495, 24515, 24518, 24602,
        68094, 68110, 68113, 68134, 71104, 71125, 71128, 71186, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        20347, 20370, 20373, 20805, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68482, 68504, 68507, 68629, 355, 367, 370, 388,
        61381, 61402, 61405, 61429, -1, -1, -1, -1, 55840, 55859, 55862, 55930, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68175, 68192, 68195, 68225, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33033, 33049, 33052, 33147, 56721, 56735, 56738, 56755, 73275, 73300, 73303, 73345, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35046, 35065, 35068, 35086, 27127, 27142, 27145, 27977,
        34989, 35006, 35009, 35019, 35890, 35911, 35914, 35996, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72485, 72510, 72513, 72548, -1, -1, -1, -1, 63583, 63601, 63604, 63667, -1, -1, -1, -1,
        -1, -1, -1, -1, 46461, 46484, 46487, 46566, 33725, 33739, 33742, 33818, -1, -1, -1, -1,
        34712, 34720, 34723, 34777, 27078, 27098, 27101, 27126, 50323, 50344, 50347, 50357, -1, -1, -1, -1,
        39927, 39949, 39952, 39987, 40779, 40799, 40802, 40892, -1, -1, -1, -1, -1, -1, -1, -1,
        42925, 42949, 42952, 43013, 55333, 55355, 55358, 55403, 17762, 17774, 17777, 17796, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13908, 13928, 13931, 14061, -1, -1, -1, -1,
        19496, 19514, 19517, 19734, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60222, 60242, 60245, 60326, -1, -1, -1, -1, -1, -1, -1, -1, 71017, 71039, 71042, 71103,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50429, 50446, 50449, 50457,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24603, 24626, 24629, 24672,
        57879, 57904, 57907, 57990, 77333, 77340, 77343, 77383, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25212, 25237, 25240, 25260, -1, -1, -1, -1, -1, -1, -1, -1, 59555, 59574, 59577, 59610,
        -1, -1, -1, -1, 16827, 16843, 16846, 16873, -1, -1, -1, -1, 64267, 64289, 64292, 64348,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3455, 3480, 3483, 3662, 58787, 58806, 58809, 58844, -1, -1, -1, -1, 16992, 17007, 17010, 17099,
        -1, -1, -1, -1, 70747, 70767, 70770, 70801, 76874, 76902, 76905, 77043, 59287, 59312, 59315, 59351,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71480, 71501, 71504, 71526,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34904, 34924, 34927, 34941,
        -1, -1, -1, -1, 70589, 70605, 70608, 70648, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33819, 33834, 33837, 33924,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71787, 71799, 71802, 71856, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24888, 24906, 24909, 24973, 29511, 29542, 29545, 29684, 43808, 43826, 43829, 43852,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56454, 56470, 56473, 56481,
        -1, -1, -1, -1, -1, -1, -1, -1, 43853, 43879, 43882, 43911, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19966, 19991, 19994, 20346, 39619, 39637, 39640, 39678, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56577, 56592, 56595, 56598, 62359, 62379, 62382, 62408, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26144, 26158, 26161, 26171, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38074, 38088, 38091, 38200, 61334, 61353, 61356, 61380, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1855, 1881, 1884, 2132, -1, -1, -1, -1, 26566, 26578, 26581, 26591,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53696, 53719, 53722, 53836,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23847, 23876, 23879, 24080, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55236, 55255, 55258, 55298, -1, -1, -1, -1, 59211, 59230, 59233, 59286,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60769, 60785, 60788, 60857, -1, -1, -1, -1, 4103, 4132, 4135, 4309,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52227, 52247, 52250, 52273, -1, -1, -1, -1, 1158, 1171, 1174, 1192,
        36702, 36717, 36720, 36927, -1, -1, -1, -1, -1, -1, -1, -1, 3663, 3680, 3683, 3811,
        65711, 65733, 65736, 65766, 58117, 58140, 58143, 58198, 70886, 70900, 70903, 70919, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62561, 62571, 62574, 62579,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50614, 50633, 50636, 50714, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46695, 46719, 46722, 46873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14370, 14391, 14394, 14481, 21951, 21966, 21969, 22044, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41853, 41877, 41880, 42041, 49669, 49692, 49695, 49820, -1, -1, -1, -1, 39481, 39506, 39509, 39561,
        39736, 39755, 39758, 39864, 62002, 62021, 62024, 62048, 77167, 77194, 77197, 77332, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21236, 21258, 21261, 21319,
        68135, 68154, 68157, 68174, 73108, 73133, 73136, 73189, 31917, 31939, 31942, 32061, 58341, 58363, 58366, 58424,
        55549, 55573, 55576, 55621, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38311, 38332, 38335, 38404,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74239, 74264, 74267, 74313, 45832, 45852, 45855, 46083, -1, -1, -1, -1,
        43557, 43586, 43589, 43620, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64178, 64192, 64195, 64212, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62409, 62423, 62426, 62461, 8798, 8822, 8825, 8946,
        35020, 35036, 35039, 35045, -1, -1, -1, -1, 53976, 53999, 54002, 54028, -1, -1, -1, -1,
        41024, 41051, 41054, 41159, -1, -1, -1, -1, 58286, 58307, 58310, 58340, 53901, 53928, 53931, 53975,
        61954, 61972, 61975, 62001, 64818, 64840, 64843, 65040, 69679, 69698, 69701, 69782, -1, -1, -1, -1,
        54968, 54988, 54991, 55076, 54557, 54584, 54587, 54638, 63238, 63265, 63268, 63290, 56386, 56401, 56404, 56412,
        2641, 2665, 2668, 2764, 62851, 62884, 62887, 62985, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24673, 24700, 24703, 24834, 46084, 46113, 46116, 46285, 53390, 53416, 53419, 53523, 54639, 54664, 54667, 54720,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58746, 58764, 58767, 58786,
        43051, 43078, 43081, 43093, 20943, 20953, 20956, 20990, 50154, 50173, 50176, 50186, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23140, 23170, 23173, 23285, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15167, 15192, 15195, 15388, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67829, 67849, 67852, 67981, -1, -1, -1, -1,
        65767, 65786, 65789, 65931, 72841, 72866, 72869, 72936, 9098, 9111, 9114, 9129, 43435, 43461, 43464, 43489,
        63523, 63551, 63554, 63582, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52585, 52612, 52615, 52737, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21445, 21463, 21466, 21503, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47355, 47380, 47383, 47483,
        57263, 57280, 57283, 57339, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14915, 14935, 14938, 15078, 69881, 69897, 69900, 69986, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37722, 37747, 37750, 37896,
        2841, 2860, 2863, 3343, -1, -1, -1, -1, -1, -1, -1, -1, 50396, 50413, 50416, 50428,
        -1, -1, -1, -1, -1, -1, -1, -1, 43750, 43784, 43787, 43807, 21634, 21652, 21655, 21772,
        51443, 51458, 51461, 51553, 71917, 71935, 71938, 71953, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37375, 37400, 37403, 37547, 51972, 51986, 51989, 52071, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16187, 16205, 16208, 16264, 48587, 48604, 48607, 48667,
        72423, 72446, 72449, 72484, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27033, 27051, 27054, 27077,
        1259, 1269, 1272, 1286, 38941, 38956, 38959, 39091, 59611, 59631, 59634, 59686, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8105, 8129, 8132, 8274,
        61430, 61454, 61457, 61506, 30610, 30624, 30627, 30690, 56413, 56432, 56435, 56453, 66210, 66233, 66236, 66350,
        71645, 71670, 71673, 71713, -1, -1, -1, -1, 52274, 52301, 52304, 52428, 30215, 30242, 30245, 30349,
        64656, 64672, 64675, 64760, 47484, 47507, 47510, 47588, -1, -1, -1, -1, -1, -1, -1, -1,
        8275, 8295, 8298, 8435, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15802, 15816, 15819, 15888, 36393, 36411, 36414, 36515, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40605, 40632, 40635, 40689, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5871, 5893, 5896, 6045,
        -1, -1, -1, -1, 60981, 61000, 61003, 61041, -1, -1, -1, -1, 10933, 10952, 10955, 12228,
        26208, 26223, 26226, 26269, 30484, 30505, 30508, 30609, 7872, 7889, 7892, 7944, 47266, 47296, 47299, 47354,
        54286, 54304, 54307, 54317, -1, -1, -1, -1, 948, 959, 962, 972, 2765, 2783, 2786, 2840,
        43094, 43113, 43116, 43127, 6589, 6605, 6608, 6740, 66967, 66985, 66988, 67098, 75968, 75986, 75989, 76109,
        -1, -1, -1, -1, -1, -1, -1, -1, 34388, 34402, 34405, 34508, 73035, 73059, 73062, 73107,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62986, 63021, 63024, 63124, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74701, 74720, 74723, 74848, -1, -1, -1, -1,
        17814, 17830, 17833, 17854, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74391, 74406, 74409, 74492, 77044, 77063, 77066, 77166, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71714, 71733, 71736, 71786, -1, -1, -1, -1,
        -1, -1, -1, -1, 49821, 49845, 49848, 50153, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25360, 25380, 25383, 25443,
        -1, -1, -1, -1, -1, -1, -1, -1, 1320, 1332, 1335, 1345, 15985, 16005, 16008, 16095,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62462, 62473, 62476, 62491, 41295, 41319, 41322, 41534, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61585, 61609, 61612, 61661, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74530, 74546, 74549, 74700, 40690, 40702, 40705, 40778,
        69094, 69115, 69118, 69264, 63739, 63759, 63762, 63816, -1, -1, -1, -1, 17100, 17122, 17125, 17262,
        -1, -1, -1, -1, 18614, 18631, 18634, 18694, -1, -1, -1, -1, 72549, 72569, 72572, 72622,
        -1, -1, -1, -1, -1, -1, -1, -1, 39679, 39695, 39698, 39735, 21381, 21400, 21403, 21444,
        51798, 51821, 51824, 51909, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8947, 8967, 8970, 9097, 62218, 62236, 62239, 62265, -1, -1, -1, -1,
        -1, -1, -1, -1, 6741, 6760, 6763, 6840, 46359, 46384, 46387, 46460, -1, -1, -1, -1,
        21073, 21094, 21097, 21157, 73190, 73216, 73219, 73274, 73793, 73820, 73823, 73865, 31506, 31527, 31530, 31536,
        -1, -1, -1, -1, 3344, 3364, 3367, 3454, 76110, 76133, 76136, 76203, -1, -1, -1, -1,
        -1, -1, -1, -1, 1375, 1394, 1397, 1540, 74493, 74504, 74507, 74529, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16431, 16447, 16450, 16481, 73866, 73894, 73897, 73939,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49339, 49365, 49368, 49575, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77539, 77558, 77561, 77586, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61042, 61066, 61069, 61098, 68630, 68646, 68649, 68795,
        -1, -1, -1, -1, 61507, 61532, 61535, 61584, -1, -1, -1, -1, 73611, 73644, 73647, 73700,
        67099, 67118, 67121, 67242, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35364, 35385, 35388, 35448, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33342, 33362, 33365, 33390,
        -1, -1, -1, -1, 41606, 41627, 41630, 41724, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16776, 16792, 16795, 16826,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39562, 39581, 39584, 39618,
        35179, 35197, 35200, 35223, -1, -1, -1, -1, 77485, 77502, 77505, 77538, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26532, 26544, 26547, 26565, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 26485, 26498, 26501, 26531, -1, -1, -1, -1, -1, -1, -1, -1,
        6479, 6503, 6506, 6588, 72360, 72384, 72387, 72422, -1, -1, -1, -1, -1, -1, -1, -1,
        51554, 51573, 51576, 51656, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21504, 21524, 21527, 21568, -1, -1, -1, -1,
        50540, 50563, 50566, 50613, 56262, 56280, 56283, 56291, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36516, 36529, 36532, 36701,
        -1, -1, -1, -1, 51733, 51749, 51752, 51797, 29104, 29131, 29134, 29286, 6046, 6067, 6070, 6351,
        20991, 21011, 21014, 21072, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        26697, 26721, 26724, 26755, -1, -1, -1, -1, 38201, 38213, 38216, 38219, 41219, 41241, 41244, 41294,
        42042, 42066, 42069, 42147, 5521, 5538, 5541, 5567, 62580, 62613, 62616, 62714, 70972, 70997, 71000, 71016,
        -1, -1, -1, -1, 26936, 26954, 26957, 26982, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 75702, 75722, 75725, 75967,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70802, 70821, 70824, 70885, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 6933, 6957, 6960, 7124,
        -1, -1, -1, -1, 26620, 26633, 26636, 26678, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57991, 58012, 58015, 58026, -1, -1, -1, -1, 26336, 26347, 26350, 26379,
        51657, 51675, 51678, 51732, 60327, 60345, 60348, 60511, 15693, 15717, 15720, 15801, 43128, 43148, 43151, 43161,
        -1, -1, -1, -1, -1, -1, -1, -1, 35449, 35465, 35468, 35523, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26875, 26901, 26904, 26935, -1, -1, -1, -1, 44031, 44059, 44062, 44091, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57475, 57507, 57510, 57610, -1, -1, -1, -1, 52738, 52767, 52770, 52894, 63932, 63950, 63953, 63988,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77384, 77403, 77406, 77431, 32230, 32247, 32250, 32284, 59923, 59944, 59947, 60221,
        64761, 64777, 64780, 64817, -1, -1, -1, -1, 34778, 34798, 34801, 34815, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 56545, 56563, 56566, 56576, -1, -1, -1, -1,
        22719, 22735, 22738, 23139, -1, -1, -1, -1, -1, -1, -1, -1, 56679, 56697, 56700, 56720,
        -1, -1, -1, -1, -1, -1, -1, -1, 32062, 32079, 32082, 32229, -1, -1, -1, -1,
        39408, 39432, 39435, 39480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50187, 50206, 50209, 50221, 26403, 26418, 26421, 26438, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28197, 28222, 28225, 28357, 32829, 32843, 32846, 32950,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64349, 64372, 64375, 64434, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16096, 16114, 16117, 16186, -1, -1, -1, -1, 16482, 16500, 16503, 16775,
        21569, 21582, 21585, 21633, 43912, 43939, 43942, 43971, 44145, 44164, 44167, 44853, 24974, 25003, 25006, 25091,
        52072, 52094, 52097, 52140, -1, -1, -1, -1, 389, 403, 406, 417, 26096, 26107, 26110, 26115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53837, 53857, 53860, 53900, 17797, 17804, 17807, 17813, 26066, 26080, 26083, 26095, 42706, 42733, 42736, 42837,
        45462, 45486, 45489, 45725, -1, -1, -1, -1, 66818, 66835, 66838, 66966, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54398, 54424, 54427, 54476, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1636, 1662, 1665, 1854, 42148, 42167, 42170, 42247, -1, -1, -1, -1,
        15889, 15906, 15909, 15984, 61286, 61306, 61309, 61333, -1, -1, -1, -1, -1, -1, -1, -1,
        71857, 71873, 71876, 71916, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63291, 63320, 63323, 63347, -1, -1, -1, -1, 60646, 60667, 60670, 60713, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50290, 50307, 50310, 50322, 55299, 55310, 55313, 55332,
        -1, -1, -1, -1, 68899, 68914, 68917, 68949, 4706, 4718, 4721, 4820, 63348, 63374, 63377, 63405,
        -1, -1, -1, -1, 14150, 14174, 14177, 14369, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56633, 56646, 56649, 56678, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 35997, 36017, 36020, 36102, -1, -1, -1, -1,
        48420, 48441, 48444, 48586, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4972, 4996, 4999, 5018, 41725, 41752, 41755, 41852, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59352, 59371, 59374, 59422, 26439, 26456, 26459, 26484,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63180, 63208, 63211, 63237, 75599, 75617, 75620, 75701, -1, -1, -1, -1,
        -1, -1, -1, -1, 56292, 56311, 56314, 56328, 72138, 72167, 72170, 72216, 22298, 22314, 22317, 22418,
        -1, -1, -1, -1, 50785, 50807, 50810, 50900, -1, -1, -1, -1, -1, -1, -1, -1,
        4943, 4963, 4966, 4971, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17719, 17732, 17735, 17761, -1, -1, -1, -1, -1, -1, -1, -1, 21773, 21793, 21796, 21866,
        -1, -1, -1, -1, 5447, 5473, 5476, 5520, 61788, 61807, 61810, 61835, 51910, 51928, 51931, 51971,
        64577, 64597, 64600, 64655, -1, -1, -1, -1, 29880, 29907, 29910, 30124, -1, -1, -1, -1,
        42838, 42863, 42866, 42924, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76660, 76681, 76684, 76750, 61836, 61854, 61857, 61882,
        53265, 53293, 53296, 53389, 21158, 21178, 21181, 21235, -1, -1, -1, -1, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 59054, 59073, 59076, 59111, 61168, 61181, 61184, 61238, 61099, 61121, 61124, 61167,
        39348, 39363, 39366, 39407, 48274, 48299, 48302, 48419, 61662, 61688, 61691, 61740, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53144, 53170, 53173, 53264, 48668, 48687, 48690, 48873,
        -1, -1, -1, -1, 36320, 36340, 36343, 36392, -1, -1, -1, -1, -1, -1, -1, -1,
        5019, 5032, 5035, 5043, 60714, 60732, 60735, 60768, 71587, 71612, 71615, 71644, 47707, 47730, 47733, 47916,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70306, 70322, 70325, 70366, 15526, 15548, 15551, 15692,
        63406, 63433, 63436, 63466, -1, -1, -1, -1, -1, -1, -1, -1, 36103, 36125, 36128, 36210,
        52895, 52921, 52924, 53017, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 18890, 18903, 18906, 19078,
        56756, 56788, 56791, 56881, 18695, 18705, 18708, 18889, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34942, 34958, 34961, 34988, 4634, 4647, 4650, 4705, 75044, 75058, 75061, 75180, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58969, 58985, 58988, 59053, -1, -1, -1, -1,
        -1, -1, -1, -1, 5071, 5085, 5088, 5149, 22419, 22434, 22437, 22495, 56329, 56344, 56347, 56357,
        73346, 73373, 73376, 73429, 73701, 73736, 73739, 73792, 58845, 58863, 58866, 58968, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58027, 58051, 58054, 58116,
        64435, 64455, 64458, 64516, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56023, 56042, 56045, 56113, 31537, 31557, 31560, 31767, 56114, 56135, 56138, 56206, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43688, 43722, 43725, 43749, 56882, 56915, 56918, 57008, 50253, 50274, 50277, 50289,
        31255, 31276, 31279, 31366, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37219, 37243, 37246, 37374, 21320, 21338, 21341, 21380, 23364, 23387, 23390, 23521,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7424, 7443, 7446, 7462,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49576, 49595, 49598, 49668, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45318, 45342, 45345, 45461, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28358, 28381, 28384, 28563, 59423, 59442, 59445, 59554,
        56482, 56499, 56502, 56514, 67455, 67472, 67475, 67545, -1, -1, -1, -1, 4916, 4934, 4937, 4942,
        530, 547, 550, 574, 10797, 10817, 10820, 10932, -1, -1, -1, -1, 833, 849, 852, 873,
        -1, -1, -1, -1, 14482, 14507, 14510, 14687, 19735, 19752, 19755, 19965, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43621, 43656, 43659, 43687,
        69783, 69795, 69798, 69880, -1, -1, -1, -1, 52141, 52162, 52165, 52226, 7652, 7675, 7678, 7759,
        74314, 74341, 74344, 74390, -1, -1, -1, -1, 75424, 75446, 75449, 75598, 27978, 28004, 28007, 28196,
        33604, 33620, 33623, 33724, 43972, 43998, 44001, 44030, 72746, 72772, 72775, 72840, 17855, 17865, 17868, 17895,
        -1, -1, -1, -1, -1, -1, -1, -1, 34239, 34252, 34255, 34387, -1, -1, -1, -1,
        51170, 51191, 51194, 51280, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46567, 46583, 46586, 46694, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39305, 39321, 39324, 39347, -1, -1, -1, -1,
        25444, 25468, 25471, 25600, 1008, 1025, 1028, 1051, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29685, 29712, 29715, 29879,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39092, 39110, 39113, 39252, -1, -1, -1, -1, 5150, 5161, 5164, 5368,
        14118, 14131, 14134, 14149, 63668, 63686, 63689, 63738, 62167, 62189, 62192, 62217, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 66135, 66150, 66153, 66209, -1, -1, -1, -1,
        -1, -1, -1, -1, 77638, 77652, 77655, 77729, -1, -1, -1, -1, -1, -1, -1, -1,
        70649, 70661, 70664, 70746, 71187, 71207, 71210, 71250, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38703, 38715, 38718, 38771, -1, -1, -1, -1, -1, -1, -1, -1, 62715, 62749, 62752, 62850,
        -1, -1, -1, -1, 4821, 4832, 4835, 4844, 62049, 62067, 62070, 62094, 4845, 4863, 4866, 4893,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17667, 17686, 17689, 17718,
        32951, 32974, 32977, 33032, -1, -1, -1, -1, 28766, 28794, 28797, 29103, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59112, 59130, 59133, 59210, 59687, 59705, 59708, 59747, 2400, 2424, 2427, 2514, 668, 680, 683, 697,
        54477, 54502, 54505, 54556, 16265, 16281, 16284, 16430, 30691, 30705, 30708, 30786, -1, -1, -1, -1,
        74163, 74189, 74192, 74238, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71527, 71550, 71553, 71586, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63874, 63893, 63896, 63931, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14688, 14709, 14712, 14773, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57340, 57371, 57374, 57474,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7371, 7389, 7392, 7423, 31147, 31166, 31169, 31254, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48111, 48128, 48131, 48273, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46874, 46907, 46910, 47038, 57135, 57169, 57172, 57262, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 67982, 68004, 68007, 68093, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67546, 67564, 67567, 67645,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25261, 25286, 25289, 25311, 26380, 26391, 26394, 26402,
        -1, -1, -1, -1, -1, -1, -1, -1, 30350, 30373, 30376, 30483, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61741, 61759, 61762, 61787, 65932, 65951, 65954, 66134, 70205, 70222, 70225, 70305,
        17263, 17282, 17285, 17322, 14062, 14078, 14081, 14117, -1, -1, -1, -1, -1, -1, -1, -1,
        35087, 35106, 35109, 35136, 3812, 3832, 3835, 4102, -1, -1, -1, -1, -1, -1, -1, -1,
        8436, 8455, 8458, 8557, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56599, 56609, 56612, 56632, 25601, 25625, 25628, 25778, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42317, 42342, 42345, 42446,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54802, 54827, 54830, 54883,
        68226, 68246, 68249, 68481, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26116, 26128, 26131, 26143, 74013, 74042, 74045, 74087, -1, -1, -1, -1,
        64517, 64536, 64539, 64576, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54067, 54090, 54093, 54120,
        -1, -1, -1, -1, -1, -1, -1, -1, 2133, 2156, 2159, 2304, 64109, 64126, 64129, 64177,
        65041, 65064, 65067, 65262, 45726, 45746, 45749, 45831, 61883, 61903, 61906, 61931, -1, -1, -1, -1,
        -1, -1, -1, -1, 54178, 54201, 54204, 54229, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29287, 29322, 29325, 29510, -1, -1, -1, -1, 17896, 17909, 17912, 18219, 39988, 40015, 40018, 40125,
        60579, 60601, 60604, 60645, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55404, 55427, 55430, 55477, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 4894, 4908, 4911, 4915, -1, -1, -1, -1,
        -1, -1, -1, -1, 50715, 50734, 50737, 50784, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32440, 32455, 32458, 32688, 35648, 35658, 35661, 35694,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71954, 71966, 71969, 71978, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38587, 38601, 38604, 38702, 77587, 77606, 77609, 77637, -1, -1, -1, -1, -1, -1, -1, -1,
        71979, 72008, 72011, 72057, -1, -1, -1, -1, 24081, 24110, 24113, 24316, -1, -1, -1, -1,
        62095, 62115, 62118, 62144, 63817, 63835, 63838, 63873, 76204, 76223, 76226, 76328, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22117, 22136, 22139, 22297, 8684, 8708, 8711, 8797, 67646, 67665, 67668, 67828, -1, -1, -1, -1,
        32689, 32711, 32714, 32828, -1, -1, -1, -1, 53524, 53546, 53549, 53695, -1, -1, -1, -1,
        54029, 54046, 54049, 54066, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51281, 51303, 51306, 51442, 26756, 26781, 26784, 26817, -1, -1, -1, -1, -1, -1, -1, -1,
        25312, 25328, 25331, 25359, 70430, 70451, 70454, 70588, 24411, 24437, 24440, 24494, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65484, 65508, 65511, 65710, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34859, 34882, 34885, 34903, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58199, 58222, 58225, 58285, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15389, 15410, 15413, 15473,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50901, 50917, 50920, 51037,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26026, 26043, 26046, 26065, -1, -1, -1, -1, -1, -1, -1, -1, 18348, 18371, 18374, 18456,
        16874, 16891, 16894, 16991, -1, -1, -1, -1, -1, -1, -1, -1, 17323, 17340, 17343, 17451,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62145, 62152, 62155, 62166, -1, -1, -1, -1, -1, -1, -1, -1,
        34073, 34089, 34092, 34238, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55751, 55770, 55773, 55839,
        60512, 60530, 60533, 60578, -1, -1, -1, -1, 35137, 35157, 35160, 35178, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68950, 68967, 68970, 69093, -1, -1, -1, -1, -1, -1, -1, -1,
        25825, 25851, 25854, 25902, -1, -1, -1, -1, 33391, 33409, 33412, 33603, 52429, 52457, 52460, 52584,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 5044, 5057, 5060, 5070,
        25903, 25916, 25919, 25948, 26983, 27002, 27005, 27032, 43310, 43342, 43345, 43372, 23286, 23316, 23319, 23363,
        55077, 55102, 55105, 55235, -1, -1, -1, -1, 40893, 40917, 40920, 41023, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17452, 17469, 17472, 17666, 61239, 61258, 61261, 61285,
        -1, -1, -1, -1, -1, -1, -1, -1, 56358, 56374, 56377, 56385, 59851, 59869, 59872, 59922,
        -1, -1, -1, -1, -1, -1, -1, -1, 71251, 71274, 71277, 71315, -1, -1, -1, -1,
        -1, -1, -1, -1, 37897, 37924, 37927, 38073, 77730, 77751, 77754, 77774, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70367, 70381, 70384, 70429,
        -1, -1, -1, -1, -1, -1, -1, -1, 23714, 23738, 23741, 23846, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
