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
        help.details.interactive = On a terminal, stock results follow every key as you type; photos follow a short pause in typing (FINDER_DEBOUNCE_MS, default 200) once the line has three characters, or Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or :more shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130, Ctrl-Z suspends (fg to come back).\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; :history, :more, :help and :quit are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (json: one document per line).
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
        -1, -1, -1, -1, -1, -1, -1, -1, 27029, 27049, 27052, 27066, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31863, 31883, 31886, 31893,
        -1, -1, -1, -1, 16640, 16652, 16655, 16667, 7753, 7777, 7780, 7821, -1, -1, -1, -1,
        5924, 5944, 5947, 6026, 26011, 26029, 26032, 26062, 17107, 17131, 17134, 17154, 31944, 31958, 31961, 31998,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 22625, 22644, 22647, 22675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13955, 13975, 13978, 14011, 14441, 14462, 14465, 14505, 20263, 20280, 20283, 20368,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10235, 10253, 10256, 10271,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23369, 23386, 23389, 23542, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38943, 38969, 38972, 38986, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1567, 1593, 1596, 1652, -1, -1, -1, -1, -1, -1, -1, -1,
        15518, 15544, 15547, 15584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46844, 46868, 46871, 46907, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24454, 24472, 24475, 24502,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43687, 43711, 43714, 43733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30885, 30902, 30905, 31176,
        -1, -1, -1, -1, -1, -1, -1, -1, 16874, 16884, 16887, 16891, 5006, 5025, 5028, 5076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46666, 46684, 46687, 46727,
        -1, -1, -1, -1, 34660, 34679, 34682, 34713, 42280, 42294, 42297, 42363, 34858, 34878, 34881, 34895,
        12027, 12044, 12047, 12121, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7822, 7846, 7849, 8755, 21618, 21632, 21635, 21691, 16853, 16864, 16867, 16873, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14074, 14090, 14093, 14125, 44566, 44597, 44600, 44620, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4116, 4128, 4131, 4192, -1, -1, -1, -1,
        -1, -1, -1, -1, 27217, 27248, 27251, 27274, 34205, 34232, 34235, 34253, -1, -1, -1, -1,
        -1, -1, -1, -1, 36111, 36133, 36136, 36175, 20016, 20034, 20037, 20093, 9843, 9868, 9871, 9930,
        -1, -1, -1, -1, -1, -1, -1, -1, 19108, 19118, 19121, 19153, -1, -1, -1, -1,
        -1, -1, -1, -1, 34618, 34634, 34637, 34659, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29187, 29212, 29215, 29259, 40805, 40832, 40835, 40943, -1, -1, -1, -1,
        -1, -1, -1, -1, 17021, 17033, 17036, 17044, -1, -1, -1, -1, 33992, 34017, 34020, 34036,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12426, 12454, 12457, 12687, 15861, 15877, 15880, 15891, 19605, 19627, 19630, 19708, 35524, 35555, 35558, 35606,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5473, 5492, 5495, 5548, 190, 207, 210, 229,
        30291, 30307, 30310, 30404, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24039, 24061, 24064, 24094, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42616, 42633, 42636, 42713, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38443, 38461, 38464, 38480, -1, -1, -1, -1, 38617, 38630, 38633, 38639, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35305, 35337, 35340, 35389, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22155, 22178, 22181, 22192, -1, -1, -1, -1,
        15030, 15053, 15056, 15136, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37737, 37763, 37766, 37821, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30092, 30119, 30122, 30159,
        -1, -1, -1, -1, 3666, 3684, 3687, 3778, -1, -1, -1, -1, 38587, 38598, 38601, 38616,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25285, 25310, 25313, 25378, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46728, 46746, 46749, 46843, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14372, 14392, 14395, 14440, -1, -1, -1, -1, 1411, 1437, 1440, 1480,
        38282, 38289, 38292, 38301, 44744, 44766, 44769, 44770, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34515, 34537, 34540, 34564, -1, -1, -1, -1,
        24911, 24931, 24934, 24968, 39248, 39268, 39271, 39290, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5840, 5863, 5866, 5923, 18156, 18181, 18184, 18274,
        40695, 40714, 40717, 40804, 47440, 47457, 47460, 47487, -1, -1, -1, -1, -1, -1, -1, -1,
        26505, 26524, 26527, 26572, 22471, 22483, 22486, 22528, 11887, 11908, 11911, 11958, 29807, 29831, 29834, 29889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27317, 27345, 27348, 27367, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42714, 42731, 42734, 42791, -1, -1, -1, -1,
        13410, 13431, 13434, 13494, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 43195, 43208, 43211, 43234, 39291, 39304, 39307, 39339, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31746, 31765, 31768, 31774, 45654, 45681, 45684, 45792,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27105, 27141, 27144, 27159,
        -1, -1, -1, -1, 32333, 32349, 32352, 32397, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25100, 25131, 25134, 25284, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4834, 4844, 4847, 4946, 43118, 43138, 43141, 43194, -1, -1, -1, -1,
        -1, -1, -1, -1, 22051, 22061, 22064, 22077, -1, -1, -1, -1, 25741, 25760, 25763, 25774,
        22945, 22965, 22968, 23009, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19709, 19725, 19728, 19844, -1, -1, -1, -1, -1, -1, -1, -1,
        6027, 6051, 6054, 6943, 9538, 9560, 9563, 9678, -1, -1, -1, -1, -1, -1, -1, -1,
        21129, 21143, 21146, 21222, 23986, 24006, 24009, 24038, -1, -1, -1, -1, 17088, 17100, 17103, 17106,
        21960, 21973, 21976, 22050, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16016, 16045, 16048, 16095, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2719, 2740, 2743, 2897, 26573, 26598, 26601, 26661, -1, -1, -1, -1,
        16515, 16538, 16541, 16553, -1, -1, -1, -1, 3414, 3440, 3443, 3462, 35607, 35640, 35643, 35692,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27067, 27091, 27094, 27104, 44050, 44079, 44082, 44123,
        22676, 22696, 22699, 22713, -1, -1, -1, -1, 44823, 44850, 44853, 44877, -1, -1, -1, -1,
        -1, -1, -1, -1, 46000, 46020, 46023, 46047, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24207, 24224, 24227, 24295,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3566, 3583, 3586, 3665, -1, -1, -1, -1, 41288, 41315, 41318, 41406,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39950, 39972, 39975, 40090,
        -1, -1, -1, -1, -1, -1, -1, -1, 37066, 37084, 37087, 37115, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39443, 39464, 39467, 39501, 20605, 20626, 20629, 20694,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35102, 35118, 35121, 35125,
        -1, -1, -1, -1, 4430, 4448, 4451, 4491, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5122, 5142, 5145, 5201,
        26884, 26908, 26911, 26920, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4613, 4642, 4645, 4699, 16795, 16805, 16808, 16812,
        639, 653, 656, 663, 16668, 16681, 16684, 16691, 29750, 29774, 29777, 29806, 42792, 42810, 42813, 42898,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 22742, 22758, 22761, 22801, 27677, 27700, 27703, 27722, 45876, 45898, 45901, 45999,
        -1, -1, -1, -1, 40944, 40964, 40967, 41021, 36176, 36200, 36203, 36299, 4700, 4722, 4725, 4769,
        36300, 36319, 36322, 36339, 46963, 46983, 46986, 47044, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 28146, 28174, 28177, 28429, 43995, 44015, 44018, 44049, 45158, 45185, 45188, 45205,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15652, 15672, 15675, 15704,
        41798, 41814, 41817, 41834, 43830, 43851, 43854, 43883, -1, -1, -1, -1, 791, 802, 805, 809,
        13157, 13180, 13183, 13409, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42044, 42066, 42069, 42140, 129, 141, 144, 162,
        38051, 38072, 38075, 38091, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41872, 41889, 41892, 41904, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21061, 21077, 21080, 21128, 35270, 35284, 35287, 35304, 44926, 44951, 44954, 44976, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22344, 22363, 22366, 22373, 17285, 17300, 17303, 17795,
        22294, 22311, 22314, 22319, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44661, 44686, 44689, 44702, -1, -1, -1, -1, 39034, 39052, 39055, 39085, -1, -1, -1, -1,
        -1, -1, -1, -1, 29362, 29385, 29388, 29449, 21483, 21497, 21500, 21545, -1, -1, -1, -1,
        22078, 22086, 22089, 22122, 17244, 17264, 17267, 17284, 31833, 31854, 31857, 31862, -1, -1, -1, -1,
        24969, 24991, 24994, 25016, 25486, 25506, 25509, 25564, -1, -1, -1, -1, -1, -1, -1, -1,
        26824, 26848, 26851, 26883, -1, -1, -1, -1, 11628, 11640, 11643, 11651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8756, 8776, 8779, 8843, -1, -1, -1, -1,
        12688, 12706, 12709, 12822, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37347, 37367, 37370, 37409, -1, -1, -1, -1, -1, -1, -1, -1, 43774, 43796, 43799, 43829,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31919, 31936, 31939, 31943,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15705, 15728, 15731, 15757,
        35693, 35718, 35721, 35758, 47347, 47354, 47357, 47391, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16096, 16121, 16124, 16138, -1, -1, -1, -1, -1, -1, -1, -1, 36911, 36930, 36933, 36949,
        -1, -1, -1, -1, 11047, 11063, 11066, 11086, -1, -1, -1, -1, 39502, 39524, 39527, 39573,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2217, 2242, 2245, 2337, 36374, 36393, 36396, 36413, -1, -1, -1, -1, 11158, 11173, 11176, 11226,
        -1, -1, -1, -1, 43561, 43581, 43584, 43596, 47045, 47073, 47076, 47167, 36713, 36738, 36741, 36761,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44124, 44145, 44148, 44170,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22231, 22251, 22254, 22262,
        -1, -1, -1, -1, 43479, 43495, 43498, 43516, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21546, 21561, 21564, 21617,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44364, 44376, 44379, 44403, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15892, 15910, 15913, 15935, 18715, 18746, 18749, 18836, 27554, 27572, 27575, 27586,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35052, 35068, 35071, 35075,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12955, 12980, 12983, 13156, 24741, 24759, 24762, 24782, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35154, 35169, 35172, 35175, 38481, 38501, 38504, 38521, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16769, 16783, 16786, 16794, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23883, 23897, 23900, 23968, 38013, 38032, 38035, 38050, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 16999, 17011, 17014, 17020,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33678, 33701, 33704, 33770,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15222, 15251, 15254, 15369, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34435, 34454, 34457, 34480, -1, -1, -1, -1, 36667, 36686, 36689, 36712,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37689, 37705, 37708, 37736, -1, -1, -1, -1, 2616, 2645, 2648, 2718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33090, 33110, 33113, 33127, -1, -1, -1, -1, 709, 722, 725, 731,
        23247, 23262, 23265, 23368, -1, -1, -1, -1, -1, -1, -1, -1, 2338, 2355, 2358, 2434,
        40240, 40262, 40265, 40295, 35863, 35886, 35889, 35935, 43653, 43667, 43670, 43686, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38640, 38650, 38653, 38658,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32051, 32070, 32073, 32108, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29514, 29538, 29541, 29659, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9134, 9155, 9158, 9245, 14012, 14027, 14030, 14073, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26222, 26246, 26249, 26342, 31385, 31408, 31411, 31484, -1, -1, -1, -1, 24646, 24671, 24674, 24699,
        24828, 24847, 24850, 24910, 47240, 47267, 47270, 47346, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13603, 13625, 13628, 13666,
        41835, 41854, 41857, 41871, -1, -1, -1, -1, 20369, 20391, 20394, 20458, 36038, 36060, 36063, 36110,
        34565, 34589, 34592, 34617, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45256, 45281, 45284, 45305, 28743, 28763, 28766, 28984, -1, -1, -1, -1,
        27368, 27397, 27400, 27415, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39408, 39422, 39425, 39442, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38522, 38536, 38539, 38560, 5618, 5642, 5645, 5726,
        22320, 22336, 22339, 22343, -1, -1, -1, -1, 33870, 33893, 33896, 33918, -1, -1, -1, -1,
        25646, 25673, 25676, 25740, -1, -1, -1, -1, 35991, 36012, 36015, 36037, 33817, 33844, 33847, 33869,
        42899, 42918, 42921, 42989, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34254, 34274, 34277, 34322, 34110, 34137, 34140, 34158, 38848, 38875, 38878, 38893, 35000, 35015, 35018, 35021,
        1653, 1677, 1680, 1725, 38659, 38692, 38695, 38751, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15758, 15785, 15788, 15860, 28985, 29014, 29017, 29186, 33502, 33528, 33531, 33587, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36340, 36358, 36361, 36373,
        26921, 26948, 26951, 26961, 13495, 13505, 13508, 13542, 31692, 31711, 31714, 31716, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14762, 14792, 14795, 14853, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9931, 9956, 9959, 10152, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41644, 41664, 41667, 41739, -1, -1, -1, -1,
        40296, 40315, 40318, 40419, 44771, 44796, 44799, 44822, 5814, 5827, 5830, 5839, 27275, 27301, 27304, 27316,
        38987, 39015, 39018, 39033, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33128, 33155, 33158, 33229, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13667, 13685, 13688, 13709, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29949, 29974, 29977, 30031,
        35478, 35495, 35498, 35523, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9679, 9699, 9702, 9842, 43050, 43066, 43069, 43117, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23644, 23669, 23672, 23761,
        1778, 1797, 1800, 2105, -1, -1, -1, -1, -1, -1, -1, -1, 31894, 31911, 31914, 31918,
        -1, -1, -1, -1, -1, -1, -1, -1, 27510, 27544, 27547, 27553, 13801, 13819, 13822, 13897,
        32552, 32567, 32570, 32621, 44452, 44470, 44473, 44488, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32926, 32940, 32943, 32971, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10683, 10701, 10704, 10732, 30717, 30734, 30737, 30764,
        44621, 44644, 44647, 44660, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17206, 17224, 17227, 17243,
        774, 784, 787, 790, 24296, 24311, 24314, 24367, 36950, 36970, 36973, 37015, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5202, 5226, 5229, 5320,
        40592, 40615, 40618, 40694, 19486, 19500, 19503, 19534, 35022, 35041, 35044, 35051, 44263, 44288, 44291, 44317,
        -1, -1, -1, -1, -1, -1, -1, -1, 39829, 39845, 39848, 39903, 19154, 19181, 19184, 19266,
        -1, -1, -1, -1, 30032, 30055, 30058, 30091, -1, -1, -1, -1, -1, -1, -1, -1,
        5321, 5341, 5344, 5397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10441, 10455, 10458, 10493, 23057, 23075, 23078, 23133, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25379, 25406, 25409, 25439, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3779, 3801, 3804, 3902,
        -1, -1, -1, -1, 37822, 37841, 37844, 37875, -1, -1, -1, -1, 7026, 7045, 7048, 7752,
        16813, 16828, 16831, 16852, 19382, 19403, 19406, 19485, 5077, 5094, 5097, 5121, 29890, 29920, 29923, 29948,
        34037, 34055, 34058, 34063, -1, -1, -1, -1, 558, 569, 572, 576, 1726, 1744, 1747, 1777,
        26962, 26981, 26984, 26995, 4272, 4288, 4291, 4361, 41100, 41118, 41121, 41186, 46397, 46415, 46418, 46498,
        -1, -1, -1, -1, -1, -1, -1, -1, 21882, 21896, 21899, 21959, 44878, 44902, 44905, 44925,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38752, 38787, 38790, 38847, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45556, 45575, 45578, 45653, -1, -1, -1, -1,
        11665, 11681, 11684, 11696, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45359, 45374, 45377, 45422, 47168, 47187, 47190, 47239, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44318, 44337, 44340, 44363, -1, -1, -1, -1,
        -1, -1, -1, -1, 31485, 31509, 31512, 31691, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16216, 16236, 16239, 16270,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10548, 10568, 10571, 10630,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38561, 38572, 38575, 38586, 25838, 25862, 25865, 26010, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38092, 38116, 38119, 38145, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45451, 45467, 45470, 45555, 25440, 25452, 25455, 25485,
        42500, 42521, 42524, 42615, 39147, 39167, 39170, 39207, -1, -1, -1, -1, 11227, 11249, 11252, 11331,
        -1, -1, -1, -1, 12122, 12139, 12142, 12188, -1, -1, -1, -1, 44703, 44723, 44726, 44743,
        -1, -1, -1, -1, -1, -1, -1, -1, 24783, 24799, 24802, 24827, 32815, 32838, 32841, 32877,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5727, 5747, 5750, 5813, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4362, 4381, 4384, 4429, 29260, 29285, 29288, 29361, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20094, 20115, 20118, 20124,
        -1, -1, -1, -1, 2106, 2126, 2129, 2216, 46499, 46522, 46525, 46565, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 45423, 45434, 45437, 45450, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10841, 10857, 10860, 10869, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31177, 31203, 31206, 31307, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47531, 47550, 47553, 47565, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37876, 37900, 37903, 37919, 42141, 42157, 42160, 42279,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45035, 45068, 45071, 45094,
        41187, 41206, 41209, 41287, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22529, 22550, 22553, 22578, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21223, 21243, 21246, 21266,
        -1, -1, -1, -1, 26063, 26084, 26087, 26134, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11006, 11022, 11025, 11046,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24700, 24719, 24722, 24740,
        22437, 22455, 22458, 22470, -1, -1, -1, -1, 47488, 47505, 47508, 47530, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 16974, 16987, 16990, 16998, -1, -1, -1, -1, -1, -1, -1, -1,
        4193, 4217, 4220, 4271, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32622, 32641, 32644, 32694, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13710, 13730, 13733, 13756, -1, -1, -1, -1,
        31999, 32022, 32025, 32050, 34896, 34914, 34917, 34923, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23134, 23147, 23150, 23246,
        -1, -1, -1, -1, 32760, 32776, 32779, 32814, 18506, 18533, 18536, 18589, 3903, 3924, 3927, 4115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23969, 23981, 23984, 23985, 25775, 25797, 25800, 25837,
        26343, 26367, 26370, 26422, 3524, 3541, 3544, 3565, 43734, 43759, 43762, 43773, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46236, 46256, 46259, 46396,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43597, 43616, 43619, 43652, 732, 743, 746, 750, -1, -1, -1, -1, 4492, 4516, 4519, 4612,
        -1, -1, -1, -1, 17045, 17058, 17061, 17087, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35759, 35780, 35783, 35793, -1, -1, -1, -1, -1, -1, -1, -1,
        32695, 32713, 32716, 32759, 37410, 37428, 37431, 37514, 10370, 10394, 10397, 10440, 26996, 27016, 27019, 27028,
        -1, -1, -1, -1, -1, -1, -1, -1, 22579, 22595, 22598, 22624, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17155, 17181, 17184, 17205, -1, -1, -1, -1, 27631, 27659, 27662, 27676, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33230, 33259, 33262, 33335, 39208, 39226, 39229, 39247,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47392, 47411, 47414, 47439, 20567, 20584, 20587, 20604, 37169, 37190, 37193, 37346,
        39904, 39920, 39923, 39949, -1, -1, -1, -1, 22123, 22143, 22146, 22154, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 35126, 35144, 35147, 35153, -1, -1, -1, -1,
        14506, 14522, 14525, 14761, -1, -1, -1, -1, -1, -1, -1, -1, 35241, 35259, 35262, 35269,
        -1, -1, -1, -1, -1, -1, -1, -1, 20459, 20476, 20479, 20566, -1, -1, -1, -1,
        24586, 24610, 24613, 24645, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31717, 31736, 31739, 31745, 16912, 16927, 16930, 16940, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17953, 17978, 17981, 18040, 20914, 20928, 20931, 20995,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39574, 39597, 39600, 39642, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10631, 10649, 10652, 10682, -1, -1, -1, -1, 10870, 10888, 10891, 11005,
        13757, 13770, 13773, 13800, 27723, 27742, 27745, 28145, 32972, 32994, 32997, 33031, 15936, 15965, 15968, 16015,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33771, 33791, 33794, 33816, 11652, 11659, 11662, 11664, 16725, 16739, 16742, 16750, 26662, 26689, 26692, 26753,
        28521, 28545, 28548, 28679, -1, -1, -1, -1, 41022, 41039, 41042, 41099, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 26423, 26442, 26445, 26504, -1, -1, -1, -1,
        10494, 10511, 10514, 10547, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44404, 44420, 44423, 44451, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38894, 38923, 38926, 38942, -1, -1, -1, -1, 37606, 37627, 37630, 37650, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31808, 31825, 31828, 31832, 34481, 34492, 34495, 34514,
        -1, -1, -1, -1, 42364, 42379, 42382, 42398, 2950, 2962, 2965, 3028, -1, -1, -1, -1,
        -1, -1, -1, -1, 8914, 8938, 8941, 9133, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35211, 35224, 35227, 35240, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 22802, 22822, 22825, 22871, -1, -1, -1, -1,
        30584, 30605, 30608, 30716, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3161, 3185, 3188, 3194, 26135, 26162, 26165, 26221, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36762, 36781, 36784, 36815, 16941, 16958, 16961, 16973,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46180, 46198, 46201, 46235, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34924, 34943, 34946, 34953, 44514, 44543, 44546, 44565, 14241, 14257, 14260, 14317,
        -1, -1, -1, -1, 32154, 32176, 32179, 32254, -1, -1, -1, -1, -1, -1, -1, -1,
        3132, 3152, 3155, 3160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11603, 11616, 11619, 11627, -1, -1, -1, -1, -1, -1, -1, -1, 13898, 13918, 13921, 13954,
        -1, -1, -1, -1, 3463, 3489, 3492, 3523, -1, -1, -1, -1, 32878, 32896, 32899, 32925,
        39766, 39786, 39789, 39828, -1, -1, -1, -1, 18957, 18984, 18987, 19107, -1, -1, -1, -1,
        26754, 26779, 26782, 26823, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46908, 46929, 46932, 46962, 38203, 38221, 38224, 38240,
        33416, 33444, 33447, 33501, 13543, 13563, 13566, 13602, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 36561, 36580, 36583, 36609, 37965, 37978, 37981, 38012, 37920, 37942, 37945, 37964,
        24541, 24556, 24559, 24585, 30482, 30507, 30510, 30583, 38146, 38172, 38175, 38202, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33336, 33362, 33365, 33415, 30765, 30784, 30787, 30884,
        -1, -1, -1, -1, 23010, 23030, 23033, 23056, -1, -1, -1, -1, -1, -1, -1, -1,
        3195, 3208, 3211, 3217, 37651, 37669, 37672, 37688, 44215, 44240, 44243, 44262, 30160, 30183, 30186, 30290,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43306, 43322, 43325, 43346, 10272, 10294, 10297, 10369,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22872, 22894, 22897, 22944,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 12305, 12318, 12321, 12425,
        -1, -1, -1, -1, 12189, 12199, 12202, 12304, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22263, 22279, 22282, 22293, 2898, 2911, 2914, 2949, 45793, 45807, 45810, 45875, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36502, 36518, 36521, 36560, -1, -1, -1, -1,
        -1, -1, -1, -1, 3241, 3255, 3258, 3293, 14318, 14333, 14336, 14371, 34954, 34969, 34972, 34975,
        44977, 45004, 45007, 45034, 45095, 45130, 45133, 45157, 36414, 36432, 36435, 36501, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35794, 35818, 35821, 35862,
        39643, 39663, 39666, 39708, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34761, 34780, 34783, 34807, 20125, 20145, 20148, 20262, 34808, 34829, 34832, 34857, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27464, 27498, 27501, 27509, -1, -1, -1, -1, 31775, 31796, 31799, 31807,
        19930, 19951, 19954, 20015, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23543, 23567, 23570, 23643, 14921, 14944, 14947, 15029, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4807, 4826, 4829, 4833,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31308, 31327, 31330, 31384, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28430, 28454, 28457, 28520, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18041, 18064, 18067, 18155, 36816, 36835, 36838, 36910,
        35076, 35093, 35096, 35101, 41407, 41424, 41427, 41459, -1, -1, -1, -1, 3105, 3123, 3126, 3131,
        274, 291, 294, 307, 6944, 6964, 6967, 7025, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 9246, 9271, 9274, 9451, 12823, 12840, 12843, 12954, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27416, 27451, 27454, 27463,
        42990, 43002, 43005, 43049, -1, -1, -1, -1, 33032, 33053, 33056, 33089, 4947, 4970, 4973, 5005,
        45306, 45333, 45336, 45358, -1, -1, -1, -1, 46048, 46070, 46073, 46179, 17796, 17822, 17825, 17952,
        21397, 21413, 21416, 21482, 27587, 27613, 27616, 27630, -1, -1, -1, -1, 11697, 11707, 11710, 11716,
        -1, -1, -1, -1, -1, -1, -1, -1, 21809, 21822, 21825, 21881, -1, -1, -1, -1,
        32398, 32419, 32422, 32472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29450, 29466, 29469, 29513, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24503, 24519, 24522, 24540, -1, -1, -1, -1,
        16271, 16295, 16298, 16401, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18837, 18864, 18867, 18956,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24368, 24386, 24389, 24453, -1, -1, -1, -1, 3294, 3305, 3308, 3413,
        8888, 8901, 8904, 8913, 39086, 39104, 39107, 39146, 38401, 38423, 38426, 38442, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 40544, 40559, 40562, 40591, -1, -1, -1, -1,
        -1, -1, -1, -1, 47605, 47619, 47622, 47654, -1, -1, -1, -1, -1, -1, -1, -1,
        43517, 43529, 43532, 43560, 43884, 43904, 43907, 43930, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24175, 24187, 24190, 24206, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3029, 3040, 3043, 3051, 38302, 38320, 38323, 38339, 3052, 3070, 3073, 3082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11564, 11583, 11586, 11602,
        20996, 21019, 21022, 21060, -1, -1, -1, -1, 18275, 18303, 18306, 18505, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36610, 36628, 36631, 36666, 37016, 37034, 37037, 37065, 1481, 1505, 1508, 1566, 368, 380, 383, 388,
        34064, 34089, 34092, 34109, 10733, 10749, 10752, 10840, 19535, 19549, 19552, 19604, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44171, 44194, 44197, 44214, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9452, 9473, 9476, 9537, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4770, 4788, 4791, 4806, 19845, 19864, 19867, 19929, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30405, 30422, 30425, 30481, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29660, 29693, 29696, 29749, 35390, 35424, 35427, 35477, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 41740, 41762, 41765, 41797, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41460, 41478, 41481, 41525,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16139, 16164, 16167, 16181, 16892, 16903, 16906, 16911,
        -1, -1, -1, -1, -1, -1, -1, -1, 19267, 19290, 19293, 19381, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40420, 40439, 40442, 40543, 43235, 43252, 43255, 43305, -1, -1, -1, -1,
        11332, 11351, 11354, 11368, 8844, 8860, 8863, 8887, -1, -1, -1, -1, -1, -1, -1, -1,
        22374, 22393, 22396, 22404, 2435, 2455, 2458, 2615, -1, -1, -1, -1, -1, -1, -1, -1,
        5398, 5417, 5420, 5472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35176, 35186, 35189, 35210, 16402, 16426, 16429, 16514, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34159, 34184, 34187, 34204,
        41905, 41925, 41928, 42043, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16751, 16763, 16766, 16768, 45206, 45235, 45238, 45255, -1, -1, -1, -1,
        39709, 39728, 39731, 39765, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1293, 1316, 1319, 1410, 39340, 39357, 39360, 39407,
        -1, -1, -1, -1, 28680, 28700, 28703, 28742, 38241, 38261, 38264, 38281, -1, -1, -1, -1,
        -1, -1, -1, -1, 33950, 33973, 33976, 33991, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18590, 18625, 18628, 18714, -1, -1, -1, -1, 11717, 11730, 11733, 11886, 25017, 25044, 25047, 25099,
        37561, 37583, 37586, 37605, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 3083, 3097, 3100, 3104, -1, -1, -1, -1,
        -1, -1, -1, -1, 32109, 32128, 32131, 32153, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20695, 20710, 20713, 20816, 22714, 22724, 22727, 22741,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44489, 44501, 44504, 44513, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24095, 24109, 24112, 24174, 47566, 47585, 47588, 47604, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15370, 15399, 15402, 15517, -1, -1, -1, -1,
        38340, 38360, 38363, 38380, 46566, 46585, 46588, 46665, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14126, 14145, 14148, 14240, 5549, 5573, 5576, 5617, 41526, 41545, 41548, 41643, -1, -1, -1, -1,
        20817, 20839, 20842, 20913, -1, -1, -1, -1, 33588, 33610, 33613, 33677, -1, -1, -1, -1,
        33919, 33936, 33939, 33949, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32473, 32495, 32498, 32551, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16182, 16198, 16201, 16215, 43400, 43421, 43424, 43478, 15585, 15611, 15614, 15651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40091, 40115, 40118, 40239, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22193, 22216, 22219, 22230, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35936, 35959, 35962, 35990, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10153, 10174, 10177, 10234,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32255, 32271, 32274, 32332,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16692, 16709, 16712, 16724, -1, -1, -1, -1, -1, -1, -1, -1, 11959, 11982, 11985, 12026,
        11087, 11104, 11107, 11157, -1, -1, -1, -1, -1, -1, -1, -1, 11369, 11386, 11389, 11436,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38381, 38388, 38391, 38400, -1, -1, -1, -1, -1, -1, -1, -1,
        21692, 21708, 21711, 21808, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34714, 34733, 34736, 34760,
        37515, 37533, 37536, 37560, -1, -1, -1, -1, 22405, 22425, 22428, 22436, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42399, 42416, 42419, 42499, -1, -1, -1, -1, -1, -1, -1, -1,
        16554, 16580, 16583, 16609, -1, -1, -1, -1, 21267, 21285, 21288, 21396, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3218, 3231, 3234, 3240, 16610, 16623, 16626, 16639,
        -1, -1, -1, -1, 27160, 27192, 27195, 27216, -1, -1, -1, -1, 14854, 14884, 14887, 14920,
        34323, 34348, 34351, 34434, -1, -1, -1, -1, 25565, 25589, 25592, 25645, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11437, 11454, 11457, 11563, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34976, 34992, 34995, 34999, 37116, 37134, 37137, 37168,
        -1, -1, -1, -1, -1, -1, -1, -1, 43931, 43954, 43957, 43994, -1, -1, -1, -1,
        -1, -1, -1, -1, 23762, 23789, 23792, 23882, 47655, 47676, 47679, 47686, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43347, 43361, 43364, 43399,
        -1, -1, -1, -1, -1, -1, -1, -1, 15137, 15161, 15164, 15221, -1, -1, -1, -1,
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
        help.details.interactive = В терминале результаты поиска акций обновляются с каждой нажатой клавишей; фото ищутся после короткой паузы в наборе (FINDER_DEBOUNCE_MS, по умолчанию 200 мс), когда в строке не меньше трёх символов, или по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или :more — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130, Ctrl-Z приостанавливает работу (вернуться — fg).\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (json: один документ на строку).
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
        -1, -1, -1, -1, -1, -1, -1, -1, 43118, 43138, 43141, 43157, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50314, 50334, 50337, 50351,
        -1, -1, -1, -1, 26000, 26012, 26015, 26047, 12253, 12277, 12280, 12363, -1, -1, -1, -1,
        9082, 9102, 9105, 9252, 41491, 41509, 41512, 41561, 26753, 26777, 26780, 26809, 50414, 50428, 50431, 50495,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 35480, 35499, 35502, 35551, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21891, 21911, 21914, 21974, 22633, 22654, 22657, 22742, 31770, 31787, 31790, 31918,
        -1, -1, -1, -1, -1, -1, -1, -1, 54677, 54703, 54706, 54757, -1, -1, -1, -1,
        42403, 42429, 42432, 42531, -1, -1, -1, -1, -1, -1, -1, -1, 15498, 15516, 15519, 15549,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36884, 36901, 36904, 37174, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63423, 63449, 63452, 63478, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2337, 2363, 2366, 2462, -1, -1, -1, -1, -1, -1, -1, -1,
        24341, 24367, 24370, 24434, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76544, 76568, 76571, 76615, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39209, 39227, 39230, 39260,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70876, 70900, 70903, 70927, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48830, 48847, 48850, 49294,
        63081, 63108, 63111, 63135, -1, -1, -1, -1, 26319, 26329, 26332, 26348, 7582, 7601, 7604, 7693,
        -1, -1, -1, -1, -1, -1, -1, -1, 73476, 73510, 73513, 73566, 76285, 76303, 76306, 76372,
        -1, -1, -1, -1, 55623, 55642, 55645, 55706, 68752, 68766, 68769, 68854, 56163, 56183, 56186, 56217,
        18481, 18498, 18501, 18637, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        12364, 12388, 12391, 13931, 33927, 33941, 33944, 34074, 26283, 26294, 26297, 26318, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22069, 22085, 22088, 22140, 72173, 72204, 72207, 72253, -1, -1, -1, -1, 35740, 35760, 35763, 35845,
        -1, -1, -1, -1, -1, -1, -1, -1, 6174, 6186, 6189, 6300, -1, -1, -1, -1,
        -1, -1, -1, -1, 43329, 43360, 43363, 43390, 54840, 54867, 54870, 54923, -1, -1, -1, -1,
        -1, -1, -1, -1, 58381, 58403, 58406, 58446, 31369, 31387, 31390, 31507, 15103, 15128, 15131, 15190,
        -1, -1, -1, -1, -1, -1, -1, -1, 30127, 30137, 30140, 30216, -1, -1, -1, -1,
        -1, -1, -1, -1, 55578, 55594, 55597, 55622, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46242, 46267, 46270, 46314, 66460, 66487, 66490, 66633, -1, -1, -1, -1,
        -1, -1, -1, -1, 26527, 26539, 26542, 26554, -1, -1, -1, -1, 54186, 54211, 54214, 54241,
        -1, -1, -1, -1, 54274, 54299, 54302, 54353, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19103, 19131, 19134, 19519, 24859, 24875, 24878, 24911, 30789, 30811, 30814, 30978, 55887, 55907, 55910, 55978,
        57567, 57598, 57601, 57699, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8380, 8399, 8402, 8505, 240, 257, 260, 284,
        47873, 47889, 47892, 48066, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38448, 38470, 38473, 38542, -1, -1, -1, -1,
        -1, -1, -1, -1, 73386, 73419, 73422, 73475, -1, -1, -1, -1, -1, -1, -1, -1,
        69221, 69238, 69241, 69352, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62269, 62287, 62290, 62314, -1, -1, -1, -1, 62494, 62507, 62510, 62516, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56965, 56997, 57000, 57090, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34818, 34841, 34844, 34860, -1, -1, -1, -1,
        23546, 23569, 23572, 23737, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60814, 60840, 60843, 60936, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47545, 47572, 47575, 47662,
        -1, -1, -1, -1, 5527, 5545, 5548, 5692, 38176, 38196, 38199, 38266, 62448, 62459, 62462, 62493,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40383, 40408, 40411, 40560, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76373, 76391, 76394, 76543, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54077, 54101, 54104, 54133, 22520, 22540, 22543, 22632, -1, -1, -1, -1, 2127, 2153, 2156, 2221,
        61888, 61895, 61898, 61909, 72579, 72601, 72604, 72605, -1, -1, -1, -1, 62222, 62241, 62244, 62268,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52974, 53001, 53004, 53099, 55434, 55456, 55459, 55504, -1, -1, -1, -1,
        39821, 39841, 39844, 39882, 63945, 63965, 63968, 64003, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8952, 8975, 8978, 9081, 28566, 28591, 28594, 28767,
        66307, 66326, 66329, 66459, 77388, 77405, 77408, 77440, -1, -1, -1, -1, -1, -1, -1, -1,
        42204, 42223, 42226, 42272, 35226, 35238, 35241, 35319, 18244, 18265, 18268, 18371, 47084, 47108, 47111, 47221,
        -1, -1, -1, -1, -1, -1, -1, -1, 72606, 72631, 72634, 72701, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43446, 43474, 43477, 43512, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69353, 69370, 69373, 69470, -1, -1, -1, -1,
        20830, 20851, 20854, 20966, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 70103, 70116, 70119, 70160, 64004, 64017, 64020, 64064, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50178, 50197, 50200, 50208, 74044, 74069, 74072, 74118,
        74805, 74832, 74835, 74999, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43205, 43241, 43244, 43265,
        -1, -1, -1, -1, 50994, 51010, 51013, 51125, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40082, 40113, 40116, 40382, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7285, 7295, 7298, 7473, 69943, 69963, 69966, 70102, -1, -1, -1, -1,
        -1, -1, -1, -1, 34653, 34663, 34666, 34713, -1, -1, -1, -1, 41116, 41135, 41138, 41174,
        36167, 36187, 36190, 36275, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30979, 30995, 30998, 31148, -1, -1, -1, -1, -1, -1, -1, -1,
        9253, 9277, 9280, 10820, 14798, 14820, 14823, 14938, -1, -1, -1, -1, -1, -1, -1, -1,
        33150, 33164, 33167, 33343, 38361, 38381, 38384, 38447, 72254, 72277, 72280, 72315, 26614, 26626, 26629, 26631,
        34511, 34524, 34527, 34652, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25116, 25145, 25148, 25235, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4132, 4153, 4156, 4455, 42532, 42557, 42560, 42661, -1, -1, -1, -1,
        25830, 25853, 25856, 25875, -1, -1, -1, -1, 5191, 5217, 5220, 5268, 57700, 57733, 57736, 57834,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43158, 43182, 43185, 43204, 71330, 71359, 71362, 71435,
        35552, 35572, 35575, 35603, -1, -1, -1, -1, 37504, 37530, 37533, 37677, 72893, 72920, 72923, 72990,
        -1, -1, -1, -1, 75321, 75341, 75344, 75379, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38728, 38745, 38748, 38896,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5390, 5407, 5410, 5526, -1, -1, -1, -1, 67199, 67226, 67229, 67410,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65219, 65241, 65244, 65439,
        -1, -1, -1, -1, -1, -1, -1, -1, 59704, 59722, 59725, 59806, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64169, 64190, 64193, 64222, 32287, 32308, 32311, 32441,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56471, 56487, 56490, 56500,
        -1, -1, -1, -1, 6663, 6681, 6684, 6754, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7767, 7787, 7790, 7926,
        42970, 42994, 42997, 43006, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6947, 6976, 6979, 7080, 26203, 26213, 26216, 26220,
        874, 888, 891, 909, 26048, 26061, 26064, 26076, 46995, 47019, 47022, 47083, 69471, 69489, 69492, 69634,
        72014, 72044, 72047, 72093, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 35651, 35667, 35670, 35739, 44048, 44071, 44074, 44100, 75137, 75159, 75162, 75320,
        -1, -1, -1, -1, 66634, 66654, 66657, 66773, 58447, 58471, 58474, 58648, 7081, 7103, 7106, 7192,
        58649, 58668, 58671, 58701, 76707, 76727, 76730, 76829, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 44810, 44838, 44841, 45273, 71272, 71292, 71295, 71329, 73896, 73923, 73926, 73968,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24519, 24539, 24542, 24626,
        68050, 68066, 68069, 68090, 71060, 71081, 71084, 71142, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        20371, 20394, 20397, 20829, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68438, 68460, 68463, 68585, 177, 189, 192, 210,
        61337, 61358, 61361, 61385, -1, -1, -1, -1, 55796, 55815, 55818, 55886, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68131, 68148, 68151, 68181, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33035, 33051, 33054, 33149, 56677, 56691, 56694, 56711, 73231, 73256, 73259, 73301, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35048, 35067, 35070, 35088, 27062, 27077, 27080, 27912,
        34991, 35008, 35011, 35021, 35846, 35867, 35870, 35952, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72441, 72466, 72469, 72504, -1, -1, -1, -1, 63539, 63557, 63560, 63623, -1, -1, -1, -1,
        -1, -1, -1, -1, 46417, 46440, 46443, 46522, 33727, 33741, 33744, 33820, -1, -1, -1, -1,
        34714, 34722, 34725, 34779, 27013, 27033, 27036, 27061, 50279, 50300, 50303, 50313, -1, -1, -1, -1,
        39883, 39905, 39908, 39943, 40735, 40755, 40758, 40848, -1, -1, -1, -1, -1, -1, -1, -1,
        42881, 42905, 42908, 42969, 55289, 55311, 55314, 55359, 17786, 17798, 17801, 17820, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13932, 13952, 13955, 14085, -1, -1, -1, -1,
        19520, 19538, 19541, 19758, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60178, 60198, 60201, 60282, -1, -1, -1, -1, -1, -1, -1, -1, 70973, 70995, 70998, 71059,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50385, 50402, 50405, 50413,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24627, 24650, 24653, 24696,
        57835, 57860, 57863, 57946, 77289, 77296, 77299, 77339, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25236, 25261, 25264, 25284, -1, -1, -1, -1, -1, -1, -1, -1, 59511, 59530, 59533, 59566,
        -1, -1, -1, -1, 16851, 16867, 16870, 16897, -1, -1, -1, -1, 64223, 64245, 64248, 64304,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3277, 3302, 3305, 3484, 58743, 58762, 58765, 58800, -1, -1, -1, -1, 17016, 17031, 17034, 17123,
        -1, -1, -1, -1, 70703, 70723, 70726, 70757, 76830, 76858, 76861, 76999, 59243, 59268, 59271, 59307,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71436, 71457, 71460, 71482,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34906, 34926, 34929, 34943,
        -1, -1, -1, -1, 70545, 70561, 70564, 70604, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33821, 33836, 33839, 33926,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71743, 71755, 71758, 71812, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24912, 24930, 24933, 24997, 29513, 29544, 29547, 29686, 43764, 43782, 43785, 43808,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56410, 56426, 56429, 56437,
        -1, -1, -1, -1, -1, -1, -1, -1, 43809, 43835, 43838, 43867, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19990, 20015, 20018, 20370, 39575, 39593, 39596, 39634, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56533, 56548, 56551, 56554, 62315, 62335, 62338, 62364, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26175, 26189, 26192, 26202, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38030, 38044, 38047, 38156, 61290, 61309, 61312, 61336, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 26501, 26513, 26516, 26526,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53652, 53675, 53678, 53792,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23871, 23900, 23903, 24104, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55192, 55211, 55214, 55254, -1, -1, -1, -1, 59167, 59186, 59189, 59242,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60725, 60741, 60744, 60813, -1, -1, -1, -1, 3925, 3954, 3957, 4131,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52183, 52203, 52206, 52229, -1, -1, -1, -1, 980, 993, 996, 1014,
        36658, 36673, 36676, 36883, -1, -1, -1, -1, -1, -1, -1, -1, 3485, 3502, 3505, 3633,
        65667, 65689, 65692, 65722, 58073, 58096, 58099, 58154, 70842, 70856, 70859, 70875, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62517, 62527, 62530, 62535,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50570, 50589, 50592, 50670, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46651, 46675, 46678, 46829, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14394, 14415, 14418, 14505, 21975, 21990, 21993, 22068, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41809, 41833, 41836, 41997, 49625, 49648, 49651, 49776, -1, -1, -1, -1, 39437, 39462, 39465, 39517,
        39692, 39711, 39714, 39820, 61958, 61977, 61980, 62004, 77123, 77150, 77153, 77288, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21260, 21282, 21285, 21343,
        68091, 68110, 68113, 68130, 73064, 73089, 73092, 73145, 31919, 31941, 31944, 32063, 58297, 58319, 58322, 58380,
        55505, 55529, 55532, 55577, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38267, 38288, 38291, 38360,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74195, 74220, 74223, 74269, 45788, 45808, 45811, 46039, -1, -1, -1, -1,
        43513, 43542, 43545, 43576, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64134, 64148, 64151, 64168, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62365, 62379, 62382, 62417, 8620, 8644, 8647, 8768,
        35022, 35038, 35041, 35047, -1, -1, -1, -1, 53932, 53955, 53958, 53984, -1, -1, -1, -1,
        40980, 41007, 41010, 41115, -1, -1, -1, -1, 58242, 58263, 58266, 58296, 53857, 53884, 53887, 53931,
        61910, 61928, 61931, 61957, 64774, 64796, 64799, 64996, 69635, 69654, 69657, 69738, -1, -1, -1, -1,
        54924, 54944, 54947, 55032, 54513, 54540, 54543, 54594, 63194, 63221, 63224, 63246, 56342, 56357, 56360, 56368,
        2463, 2487, 2490, 2586, 62807, 62840, 62843, 62941, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24697, 24724, 24727, 24858, 46040, 46069, 46072, 46241, 53346, 53372, 53375, 53479, 54595, 54620, 54623, 54676,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58702, 58720, 58723, 58742,
        43007, 43034, 43037, 43049, 20967, 20977, 20980, 21014, 50110, 50129, 50132, 50142, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23164, 23194, 23197, 23309, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15191, 15216, 15219, 15412, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67785, 67805, 67808, 67937, -1, -1, -1, -1,
        65723, 65742, 65745, 65887, 72797, 72822, 72825, 72892, 8920, 8933, 8936, 8951, 43391, 43417, 43420, 43445,
        63479, 63507, 63510, 63538, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52541, 52568, 52571, 52693, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21469, 21487, 21490, 21527, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47311, 47336, 47339, 47439,
        57219, 57236, 57239, 57295, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14939, 14959, 14962, 15102, 69837, 69853, 69856, 69942, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37678, 37703, 37706, 37852,
        2663, 2682, 2685, 3165, -1, -1, -1, -1, -1, -1, -1, -1, 50352, 50369, 50372, 50384,
        -1, -1, -1, -1, -1, -1, -1, -1, 43706, 43740, 43743, 43763, 21658, 21676, 21679, 21796,
        51399, 51414, 51417, 51509, 71873, 71891, 71894, 71909, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37331, 37356, 37359, 37503, 51928, 51942, 51945, 52027, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16211, 16229, 16232, 16288, 48543, 48560, 48563, 48623,
        72379, 72402, 72405, 72440, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26968, 26986, 26989, 27012,
        1081, 1091, 1094, 1108, 38897, 38912, 38915, 39047, 59567, 59587, 59590, 59642, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7927, 7951, 7954, 8096,
        61386, 61410, 61413, 61462, 30612, 30626, 30629, 30692, 56369, 56388, 56391, 56409, 66166, 66189, 66192, 66306,
        71601, 71626, 71629, 71669, -1, -1, -1, -1, 52230, 52257, 52260, 52384, 30217, 30244, 30247, 30351,
        64612, 64628, 64631, 64716, 47440, 47463, 47466, 47544, -1, -1, -1, -1, -1, -1, -1, -1,
        8097, 8117, 8120, 8257, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15826, 15840, 15843, 15912, 36349, 36367, 36370, 36471, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40561, 40588, 40591, 40645, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5693, 5715, 5718, 5867,
        -1, -1, -1, -1, 60937, 60956, 60959, 60997, -1, -1, -1, -1, 10957, 10976, 10979, 12252,
        26221, 26236, 26239, 26282, 30486, 30507, 30510, 30611, 7694, 7711, 7714, 7766, 47222, 47252, 47255, 47310,
        54242, 54260, 54263, 54273, -1, -1, -1, -1, 770, 781, 784, 794, 2587, 2605, 2608, 2662,
        43050, 43069, 43072, 43083, 6411, 6427, 6430, 6562, 66923, 66941, 66944, 67054, 75924, 75942, 75945, 76065,
        -1, -1, -1, -1, -1, -1, -1, -1, 34390, 34404, 34407, 34510, 72991, 73015, 73018, 73063,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62942, 62977, 62980, 63080, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74657, 74676, 74679, 74804, -1, -1, -1, -1,
        17838, 17854, 17857, 17878, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74347, 74362, 74365, 74448, 77000, 77019, 77022, 77122, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71670, 71689, 71692, 71742, -1, -1, -1, -1,
        -1, -1, -1, -1, 49777, 49801, 49804, 50109, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25384, 25404, 25407, 25467,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 16009, 16029, 16032, 16119,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62418, 62429, 62432, 62447, 41251, 41275, 41278, 41490, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61541, 61565, 61568, 61617, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74486, 74502, 74505, 74656, 40646, 40658, 40661, 40734,
        69050, 69071, 69074, 69220, 63695, 63715, 63718, 63772, -1, -1, -1, -1, 17124, 17146, 17149, 17286,
        -1, -1, -1, -1, 18638, 18655, 18658, 18718, -1, -1, -1, -1, 72505, 72525, 72528, 72578,
        -1, -1, -1, -1, -1, -1, -1, -1, 39635, 39651, 39654, 39691, 21405, 21424, 21427, 21468,
        51754, 51777, 51780, 51865, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8769, 8789, 8792, 8919, 62174, 62192, 62195, 62221, -1, -1, -1, -1,
        -1, -1, -1, -1, 6563, 6582, 6585, 6662, 46315, 46340, 46343, 46416, -1, -1, -1, -1,
        21097, 21118, 21121, 21181, 73146, 73172, 73175, 73230, 73749, 73776, 73779, 73821, 31508, 31529, 31532, 31538,
        -1, -1, -1, -1, 3166, 3186, 3189, 3276, 76066, 76089, 76092, 76159, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 74449, 74460, 74463, 74485, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16455, 16471, 16474, 16505, 73822, 73850, 73853, 73895,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49295, 49321, 49324, 49531, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77495, 77514, 77517, 77542, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60998, 61022, 61025, 61054, 68586, 68602, 68605, 68751,
        -1, -1, -1, -1, 61463, 61488, 61491, 61540, -1, -1, -1, -1, 73567, 73600, 73603, 73656,
        67055, 67074, 67077, 67198, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35320, 35341, 35344, 35404, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33344, 33364, 33367, 33392,
        -1, -1, -1, -1, 41562, 41583, 41586, 41680, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16800, 16816, 16819, 16850,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39518, 39537, 39540, 39574,
        35181, 35199, 35202, 35225, -1, -1, -1, -1, 77441, 77458, 77461, 77494, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 26454, 26467, 26470, 26500, -1, -1, -1, -1, -1, -1, -1, -1,
        6301, 6325, 6328, 6410, 72316, 72340, 72343, 72378, -1, -1, -1, -1, -1, -1, -1, -1,
        51510, 51529, 51532, 51612, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21528, 21548, 21551, 21592, -1, -1, -1, -1,
        50496, 50519, 50522, 50569, 56218, 56236, 56239, 56247, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36472, 36485, 36488, 36657,
        -1, -1, -1, -1, 51689, 51705, 51708, 51753, 29106, 29133, 29136, 29288, 5868, 5889, 5892, 6173,
        21015, 21035, 21038, 21096, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        26632, 26656, 26659, 26690, -1, -1, -1, -1, 38157, 38169, 38172, 38175, 41175, 41197, 41200, 41250,
        41998, 42022, 42025, 42103, 5343, 5360, 5363, 5389, 62536, 62569, 62572, 62670, 70928, 70953, 70956, 70972,
        -1, -1, -1, -1, 26871, 26889, 26892, 26917, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 75658, 75678, 75681, 75923,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70758, 70777, 70780, 70841, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6755, 6779, 6782, 6946,
        -1, -1, -1, -1, 26555, 26568, 26571, 26613, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57947, 57968, 57971, 57982, -1, -1, -1, -1, -1, -1, -1, -1,
        51613, 51631, 51634, 51688, 60283, 60301, 60304, 60467, 15717, 15741, 15744, 15825, 43084, 43104, 43107, 43117,
        -1, -1, -1, -1, -1, -1, -1, -1, 35405, 35421, 35424, 35479, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26810, 26836, 26839, 26870, -1, -1, -1, -1, 43987, 44015, 44018, 44047, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57431, 57463, 57466, 57566, -1, -1, -1, -1, 52694, 52723, 52726, 52850, 63888, 63906, 63909, 63944,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77340, 77359, 77362, 77387, 32232, 32249, 32252, 32286, 59879, 59900, 59903, 60177,
        64717, 64733, 64736, 64773, -1, -1, -1, -1, 34780, 34800, 34803, 34817, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 56501, 56519, 56522, 56532, -1, -1, -1, -1,
        22743, 22759, 22762, 23163, -1, -1, -1, -1, -1, -1, -1, -1, 56635, 56653, 56656, 56676,
        -1, -1, -1, -1, -1, -1, -1, -1, 32064, 32081, 32084, 32231, -1, -1, -1, -1,
        39364, 39388, 39391, 39436, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50143, 50162, 50165, 50177, 26372, 26387, 26390, 26407, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28199, 28224, 28227, 28359, 32831, 32845, 32848, 32952,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64305, 64328, 64331, 64390, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16120, 16138, 16141, 16210, -1, -1, -1, -1, 16506, 16524, 16527, 16799,
        21593, 21606, 21609, 21657, 43868, 43895, 43898, 43927, 44101, 44120, 44123, 44809, 24998, 25027, 25030, 25115,
        52028, 52050, 52053, 52096, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53793, 53813, 53816, 53856, 17821, 17828, 17831, 17837, 26117, 26131, 26134, 26146, 42662, 42689, 42692, 42793,
        45418, 45442, 45445, 45681, -1, -1, -1, -1, 66774, 66791, 66794, 66922, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54354, 54380, 54383, 54432, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 42104, 42123, 42126, 42203, -1, -1, -1, -1,
        15913, 15930, 15933, 16008, 61242, 61262, 61265, 61289, -1, -1, -1, -1, -1, -1, -1, -1,
        71813, 71829, 71832, 71872, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63247, 63276, 63279, 63303, -1, -1, -1, -1, 60602, 60623, 60626, 60669, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50246, 50263, 50266, 50278, 55255, 55266, 55269, 55288,
        -1, -1, -1, -1, 68855, 68870, 68873, 68905, 4528, 4540, 4543, 4642, 63304, 63330, 63333, 63361,
        -1, -1, -1, -1, 14174, 14198, 14201, 14393, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56589, 56602, 56605, 56634, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 35953, 35973, 35976, 36058, -1, -1, -1, -1,
        48376, 48397, 48400, 48542, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4794, 4818, 4821, 4840, 41681, 41708, 41711, 41808, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59308, 59327, 59330, 59378, 26408, 26425, 26428, 26453,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63136, 63164, 63167, 63193, 75555, 75573, 75576, 75657, -1, -1, -1, -1,
        -1, -1, -1, -1, 56248, 56267, 56270, 56284, 72094, 72123, 72126, 72172, 22322, 22338, 22341, 22442,
        -1, -1, -1, -1, 50741, 50763, 50766, 50856, -1, -1, -1, -1, -1, -1, -1, -1,
        4765, 4785, 4788, 4793, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17743, 17756, 17759, 17785, -1, -1, -1, -1, -1, -1, -1, -1, 21797, 21817, 21820, 21890,
        -1, -1, -1, -1, 5269, 5295, 5298, 5342, 61744, 61763, 61766, 61791, 51866, 51884, 51887, 51927,
        64533, 64553, 64556, 64611, -1, -1, -1, -1, 29882, 29909, 29912, 30126, -1, -1, -1, -1,
        42794, 42819, 42822, 42880, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76616, 76637, 76640, 76706, 61792, 61810, 61813, 61838,
        53221, 53249, 53252, 53345, 21182, 21202, 21205, 21259, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 59010, 59029, 59032, 59067, 61124, 61137, 61140, 61194, 61055, 61077, 61080, 61123,
        39304, 39319, 39322, 39363, 48230, 48255, 48258, 48375, 61618, 61644, 61647, 61696, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53100, 53126, 53129, 53220, 48624, 48643, 48646, 48829,
        -1, -1, -1, -1, 36276, 36296, 36299, 36348, -1, -1, -1, -1, -1, -1, -1, -1,
        4841, 4854, 4857, 4865, 60670, 60688, 60691, 60724, 71543, 71568, 71571, 71600, 47663, 47686, 47689, 47872,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70262, 70278, 70281, 70322, 15550, 15572, 15575, 15716,
        63362, 63389, 63392, 63422, -1, -1, -1, -1, -1, -1, -1, -1, 36059, 36081, 36084, 36166,
        52851, 52877, 52880, 52973, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 18914, 18927, 18930, 19102,
        56712, 56744, 56747, 56837, 18719, 18729, 18732, 18913, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34944, 34960, 34963, 34990, 4456, 4469, 4472, 4527, 75000, 75014, 75017, 75136, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58925, 58941, 58944, 59009, -1, -1, -1, -1,
        -1, -1, -1, -1, 4893, 4907, 4910, 4971, 22443, 22458, 22461, 22519, 56285, 56300, 56303, 56313,
        73302, 73329, 73332, 73385, 73657, 73692, 73695, 73748, 58801, 58819, 58822, 58924, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57983, 58007, 58010, 58072,
        64391, 64411, 64414, 64472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55979, 55998, 56001, 56069, 31539, 31559, 31562, 31769, 56070, 56091, 56094, 56162, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43644, 43678, 43681, 43705, 56838, 56871, 56874, 56964, 50209, 50230, 50233, 50245,
        31257, 31278, 31281, 31368, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37175, 37199, 37202, 37330, 21344, 21362, 21365, 21404, 23388, 23411, 23414, 23545,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7246, 7265, 7268, 7284,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49532, 49551, 49554, 49624, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45274, 45298, 45301, 45417, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28360, 28383, 28386, 28565, 59379, 59398, 59401, 59510,
        56438, 56455, 56458, 56470, 67411, 67428, 67431, 67501, -1, -1, -1, -1, 4738, 4756, 4759, 4764,
        352, 369, 372, 396, 10821, 10841, 10844, 10956, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 14506, 14531, 14534, 14711, 19759, 19776, 19779, 19989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43577, 43612, 43615, 43643,
        69739, 69751, 69754, 69836, -1, -1, -1, -1, 52097, 52118, 52121, 52182, 7474, 7497, 7500, 7581,
        74270, 74297, 74300, 74346, -1, -1, -1, -1, 75380, 75402, 75405, 75554, 27913, 27939, 27942, 28198,
        33606, 33622, 33625, 33726, 43928, 43954, 43957, 43986, 72702, 72728, 72731, 72796, 17879, 17889, 17892, 17919,
        -1, -1, -1, -1, -1, -1, -1, -1, 34241, 34254, 34257, 34389, -1, -1, -1, -1,
        51126, 51147, 51150, 51236, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46523, 46539, 46542, 46650, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39261, 39277, 39280, 39303, -1, -1, -1, -1,
        25468, 25492, 25495, 25651, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29687, 29714, 29717, 29881,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39048, 39066, 39069, 39208, -1, -1, -1, -1, 4972, 4983, 4986, 5190,
        14142, 14155, 14158, 14173, 63624, 63642, 63645, 63694, 62123, 62145, 62148, 62173, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 66091, 66106, 66109, 66165, -1, -1, -1, -1,
        -1, -1, -1, -1, 77594, 77608, 77611, 77685, -1, -1, -1, -1, -1, -1, -1, -1,
        70605, 70617, 70620, 70702, 71143, 71163, 71166, 71206, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38659, 38671, 38674, 38727, -1, -1, -1, -1, -1, -1, -1, -1, 62671, 62705, 62708, 62806,
        -1, -1, -1, -1, 4643, 4654, 4657, 4666, 62005, 62023, 62026, 62050, 4667, 4685, 4688, 4715,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17691, 17710, 17713, 17742,
        32953, 32976, 32979, 33034, -1, -1, -1, -1, 28768, 28796, 28799, 29105, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59068, 59086, 59089, 59166, 59643, 59661, 59664, 59703, 2222, 2246, 2249, 2336, 490, 502, 505, 519,
        54433, 54458, 54461, 54512, 16289, 16305, 16308, 16454, 30693, 30707, 30710, 30788, -1, -1, -1, -1,
        74119, 74145, 74148, 74194, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71483, 71506, 71509, 71542, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63830, 63849, 63852, 63887, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14712, 14733, 14736, 14797, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57296, 57327, 57330, 57430,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7193, 7211, 7214, 7245, 31149, 31168, 31171, 31256, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48067, 48084, 48087, 48229, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46830, 46863, 46866, 46994, 57091, 57125, 57128, 57218, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 67938, 67960, 67963, 68049, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67502, 67520, 67523, 67601,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25285, 25310, 25313, 25335, 26349, 26360, 26363, 26371,
        -1, -1, -1, -1, -1, -1, -1, -1, 30352, 30375, 30378, 30485, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61697, 61715, 61718, 61743, 65888, 65907, 65910, 66090, 70161, 70178, 70181, 70261,
        17287, 17306, 17309, 17346, 14086, 14102, 14105, 14141, -1, -1, -1, -1, -1, -1, -1, -1,
        35089, 35108, 35111, 35138, 3634, 3654, 3657, 3924, -1, -1, -1, -1, -1, -1, -1, -1,
        8258, 8277, 8280, 8379, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56555, 56565, 56568, 56588, 25652, 25676, 25679, 25829, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42273, 42298, 42301, 42402,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54758, 54783, 54786, 54839,
        68182, 68202, 68205, 68437, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26147, 26159, 26162, 26174, 73969, 73998, 74001, 74043, -1, -1, -1, -1,
        64473, 64492, 64495, 64532, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54023, 54046, 54049, 54076,
        -1, -1, -1, -1, -1, -1, -1, -1, 1955, 1978, 1981, 2126, 64065, 64082, 64085, 64133,
        64997, 65020, 65023, 65218, 45682, 45702, 45705, 45787, 61839, 61859, 61862, 61887, -1, -1, -1, -1,
        -1, -1, -1, -1, 54134, 54157, 54160, 54185, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29289, 29324, 29327, 29512, -1, -1, -1, -1, 17920, 17933, 17936, 18243, 39944, 39971, 39974, 40081,
        60535, 60557, 60560, 60601, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55360, 55383, 55386, 55433, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4716, 4730, 4733, 4737, -1, -1, -1, -1,
        -1, -1, -1, -1, 50671, 50690, 50693, 50740, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32442, 32457, 32460, 32690, 35604, 35614, 35617, 35650,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71910, 71922, 71925, 71934, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38543, 38557, 38560, 38658, 77543, 77562, 77565, 77593, -1, -1, -1, -1, -1, -1, -1, -1,
        71935, 71964, 71967, 72013, -1, -1, -1, -1, 24105, 24134, 24137, 24340, -1, -1, -1, -1,
        62051, 62071, 62074, 62100, 63773, 63791, 63794, 63829, 76160, 76179, 76182, 76284, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22141, 22160, 22163, 22321, 8506, 8530, 8533, 8619, 67602, 67621, 67624, 67784, -1, -1, -1, -1,
        32691, 32713, 32716, 32830, -1, -1, -1, -1, 53480, 53502, 53505, 53651, -1, -1, -1, -1,
        53985, 54002, 54005, 54022, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51237, 51259, 51262, 51398, 26691, 26716, 26719, 26752, -1, -1, -1, -1, -1, -1, -1, -1,
        25336, 25352, 25355, 25383, 70386, 70407, 70410, 70544, 24435, 24461, 24464, 24518, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65440, 65464, 65467, 65666, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34861, 34884, 34887, 34905, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58155, 58178, 58181, 58241, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15413, 15434, 15437, 15497,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50857, 50873, 50876, 50993,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26077, 26094, 26097, 26116, -1, -1, -1, -1, -1, -1, -1, -1, 18372, 18395, 18398, 18480,
        16898, 16915, 16918, 17015, -1, -1, -1, -1, -1, -1, -1, -1, 17347, 17364, 17367, 17475,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62101, 62108, 62111, 62122, -1, -1, -1, -1, -1, -1, -1, -1,
        34075, 34091, 34094, 34240, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55707, 55726, 55729, 55795,
        60468, 60486, 60489, 60534, -1, -1, -1, -1, 35139, 35159, 35162, 35180, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68906, 68923, 68926, 69049, -1, -1, -1, -1, -1, -1, -1, -1,
        25876, 25902, 25905, 25953, -1, -1, -1, -1, 33393, 33411, 33414, 33605, 52385, 52413, 52416, 52540,
        -1, -1, -1, -1, -1, -1, -1, -1, 4866, 4879, 4882, 4892, 25954, 25967, 25970, 25999,
        26918, 26937, 26940, 26967, 43266, 43298, 43301, 43328, -1, -1, -1, -1, 23310, 23340, 23343, 23387,
        55033, 55058, 55061, 55191, -1, -1, -1, -1, 40849, 40873, 40876, 40979, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17476, 17493, 17496, 17690, 61195, 61214, 61217, 61241,
        -1, -1, -1, -1, -1, -1, -1, -1, 56314, 56330, 56333, 56341, 59807, 59825, 59828, 59878,
        -1, -1, -1, -1, -1, -1, -1, -1, 71207, 71230, 71233, 71271, -1, -1, -1, -1,
        -1, -1, -1, -1, 37853, 37880, 37883, 38029, 77686, 77707, 77710, 77730, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70323, 70337, 70340, 70385,
        -1, -1, -1, -1, -1, -1, -1, -1, 23738, 23762, 23765, 23870, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
