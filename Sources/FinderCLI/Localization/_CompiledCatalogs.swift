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
        -1, -1, -1, -1, -1, -1, -1, -1, 27004, 27024, 27027, 27041, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31838, 31858, 31861, 31868,
        -1, -1, -1, -1, 16588, 16600, 16603, 16615, 7698, 7722, 7725, 7766, -1, -1, -1, -1,
        5935, 5955, 5958, 6037, 25986, 26004, 26007, 26037, 17055, 17079, 17082, 17102, 31919, 31933, 31936, 31973,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 22600, 22619, 22622, 22650, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13927, 13947, 13950, 13983, 14413, 14434, 14437, 14477, 20170, 20187, 20190, 20275,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10180, 10198, 10201, 10216,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23344, 23361, 23364, 23517, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38944, 38970, 38973, 38987, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1567, 1593, 1596, 1652, -1, -1, -1, -1, -1, -1, -1, -1,
        15490, 15516, 15519, 15556, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49902, 49926, 49929, 49965, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24429, 24447, 24450, 24477,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43688, 43712, 43715, 43734, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30860, 30877, 30880, 31151,
        -1, -1, -1, -1, -1, -1, -1, -1, 16822, 16832, 16835, 16839, 5006, 5025, 5028, 5076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49724, 49742, 49745, 49785,
        -1, -1, -1, -1, 34635, 34654, 34657, 34688, 42281, 42295, 42298, 42364, 34833, 34853, 34856, 34870,
        11999, 12016, 12019, 12093, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7767, 7791, 7794, 8700, 21525, 21539, 21542, 21598, 16801, 16812, 16815, 16821, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14046, 14062, 14065, 14097, 44567, 44598, 44601, 44621, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4116, 4128, 4131, 4192, -1, -1, -1, -1,
        -1, -1, -1, -1, 27192, 27223, 27226, 27249, 34180, 34207, 34210, 34228, -1, -1, -1, -1,
        -1, -1, -1, -1, 36112, 36134, 36137, 36176, 19923, 19941, 19944, 20000, 9788, 9813, 9816, 9875,
        47210, 47235, 47238, 47319, -1, -1, -1, -1, 19015, 19025, 19028, 19060, -1, -1, -1, -1,
        -1, -1, -1, -1, 34593, 34609, 34612, 34634, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29162, 29187, 29190, 29234, 40806, 40833, 40836, 40944, -1, -1, -1, -1,
        -1, -1, -1, -1, 16969, 16981, 16984, 16992, -1, -1, -1, -1, 33967, 33992, 33995, 34011,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12398, 12426, 12429, 12659, 15833, 15849, 15852, 15863, 19512, 19534, 19537, 19615, 35525, 35556, 35559, 35607,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5484, 5503, 5506, 5559, 190, 207, 210, 229,
        30266, 30282, 30285, 30379, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24014, 24036, 24039, 24069, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42617, 42634, 42637, 42714, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38444, 38462, 38465, 38481, -1, -1, -1, -1, 38618, 38631, 38634, 38640, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35306, 35338, 35341, 35390, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22062, 22085, 22088, 22099, 35129, 35146, 35149, 35154,
        15002, 15025, 15028, 15108, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37738, 37764, 37767, 37822, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30067, 30094, 30097, 30134,
        -1, -1, -1, -1, 3666, 3684, 3687, 3778, -1, -1, -1, -1, 38588, 38599, 38602, 38617,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25260, 25285, 25288, 25353, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49786, 49804, 49807, 49901, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14344, 14364, 14367, 14412, -1, -1, -1, -1, 1411, 1437, 1440, 1480,
        38283, 38290, 38293, 38302, 44745, 44767, 44770, 44771, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34490, 34512, 34515, 34539, -1, -1, -1, -1,
        24886, 24906, 24909, 24943, 39249, 39269, 39272, 39291, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5851, 5874, 5877, 5934, 18063, 18088, 18091, 18181,
        40696, 40715, 40718, 40805, 50498, 50515, 50518, 50545, -1, -1, -1, -1, -1, -1, -1, -1,
        26480, 26499, 26502, 26547, 22446, 22458, 22461, 22503, 11859, 11880, 11883, 11930, 29782, 29806, 29809, 29864,
        47674, 47697, 47700, 47723, -1, -1, -1, -1, 48353, 48371, 48374, 48416, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27292, 27320, 27323, 27342, 46993, 47017, 47020, 47095, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42715, 42732, 42735, 42792, -1, -1, -1, -1,
        13382, 13403, 13406, 13466, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 43196, 43209, 43212, 43235, 39292, 39305, 39308, 39340, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31721, 31740, 31743, 31749, 46633, 46651, 46654, 46750,
        48712, 48739, 48742, 48850, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27080, 27116, 27119, 27134,
        -1, -1, -1, -1, 32308, 32324, 32327, 32372, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25075, 25106, 25109, 25259, -1, -1, -1, -1, 46591, 46610, 46613, 46632,
        -1, -1, -1, -1, 4834, 4844, 4847, 4946, 43119, 43139, 43142, 43195, -1, -1, -1, -1,
        -1, -1, -1, -1, 21958, 21968, 21971, 21984, -1, -1, -1, -1, 25716, 25735, 25738, 25749,
        22920, 22940, 22943, 22984, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19616, 19632, 19635, 19751, -1, -1, -1, -1, -1, -1, -1, -1,
        6038, 6062, 6065, 6888, 9483, 9505, 9508, 9623, -1, -1, -1, -1, -1, -1, -1, -1,
        21036, 21050, 21053, 21129, 23961, 23981, 23984, 24013, -1, -1, -1, -1, 17036, 17048, 17051, 17054,
        21867, 21880, 21883, 21957, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15988, 16017, 16020, 16067, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2719, 2740, 2743, 2897, 26548, 26573, 26576, 26636, -1, -1, -1, -1,
        16463, 16486, 16489, 16501, -1, -1, -1, -1, 3414, 3440, 3443, 3462, 35608, 35641, 35644, 35693,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47403, 47425, 47428, 47465, 27042, 27066, 27069, 27079, 44051, 44080, 44083, 44124,
        22651, 22671, 22674, 22688, -1, -1, -1, -1, 44824, 44851, 44854, 44878, -1, -1, -1, -1,
        -1, -1, -1, -1, 49058, 49078, 49081, 49105, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24182, 24199, 24202, 24270,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3566, 3583, 3586, 3665, -1, -1, -1, -1, 41289, 41316, 41319, 41407,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39951, 39973, 39976, 40091,
        -1, -1, -1, -1, -1, -1, -1, -1, 37067, 37085, 37088, 37116, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39444, 39465, 39468, 39502, 20512, 20533, 20536, 20601,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35077, 35093, 35096, 35100,
        -1, -1, -1, -1, 4430, 4448, 4451, 4491, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5133, 5153, 5156, 5212,
        26859, 26883, 26886, 26895, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4613, 4642, 4645, 4699, 16743, 16753, 16756, 16760,
        639, 653, 656, 663, 16616, 16629, 16632, 16639, 29725, 29749, 29752, 29781, 42793, 42811, 42814, 42899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 22717, 22733, 22736, 22776, 27652, 27675, 27678, 27697, 48934, 48956, 48959, 49057,
        -1, -1, -1, -1, 40945, 40965, 40968, 41022, 36177, 36201, 36204, 36300, 4700, 4722, 4725, 4769,
        36301, 36320, 36323, 36340, 50021, 50041, 50044, 50102, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 28121, 28149, 28152, 28404, 43996, 44016, 44019, 44050, 45159, 45186, 45189, 45206,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15624, 15644, 15647, 15676,
        41799, 41815, 41818, 41835, 43831, 43852, 43855, 43884, -1, -1, -1, -1, 791, 802, 805, 809,
        13129, 13152, 13155, 13381, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42045, 42067, 42070, 42141, 129, 141, 144, 162,
        38052, 38073, 38076, 38092, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22264, 22280, 22283, 22294, -1, -1, -1, -1,
        41873, 41890, 41893, 41905, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20968, 20984, 20987, 21035, 35271, 35285, 35288, 35305, 44927, 44952, 44955, 44977, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22319, 22338, 22341, 22348, 17233, 17248, 17251, 17743,
        22201, 22218, 22221, 22226, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44662, 44687, 44690, 44703, -1, -1, -1, -1, 39035, 39053, 39056, 39086, -1, -1, -1, -1,
        -1, -1, -1, -1, 29337, 29360, 29363, 29424, 21390, 21404, 21407, 21452, -1, -1, -1, -1,
        21985, 21993, 21996, 22029, 17192, 17212, 17215, 17232, 31808, 31829, 31832, 31837, -1, -1, -1, -1,
        24944, 24966, 24969, 24991, 25461, 25481, 25484, 25539, -1, -1, -1, -1, -1, -1, -1, -1,
        26799, 26823, 26826, 26858, -1, -1, -1, -1, 11573, 11585, 11588, 11596, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8701, 8721, 8724, 8788, -1, -1, -1, -1,
        12660, 12678, 12681, 12794, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37348, 37368, 37371, 37410, -1, -1, -1, -1, -1, -1, -1, -1, 43775, 43797, 43800, 43830,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31894, 31911, 31914, 31918,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15677, 15700, 15703, 15729,
        35694, 35719, 35722, 35759, 50405, 50412, 50415, 50449, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16068, 16093, 16096, 16110, -1, -1, -1, -1, -1, -1, -1, -1, 36912, 36931, 36934, 36950,
        -1, -1, -1, -1, 10992, 11008, 11011, 11031, -1, -1, -1, -1, 39503, 39525, 39528, 39574,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2217, 2242, 2245, 2337, 36375, 36394, 36397, 36414, -1, -1, -1, -1, 11103, 11118, 11121, 11171,
        -1, -1, -1, -1, 43562, 43582, 43585, 43597, 50103, 50131, 50134, 50225, 36714, 36739, 36742, 36762,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44125, 44146, 44149, 44171,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22138, 22158, 22161, 22169,
        -1, -1, -1, -1, 43480, 43496, 43499, 43517, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47466, 47489, 47492, 47519, 21453, 21468, 21471, 21524,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44365, 44377, 44380, 44404, 47096, 47119, 47122, 47209, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15864, 15882, 15885, 15907, 18622, 18653, 18656, 18743, 27529, 27547, 27550, 27561,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35027, 35043, 35046, 35050,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12927, 12952, 12955, 13128, 24716, 24734, 24737, 24757, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35155, 35170, 35173, 35176, 38482, 38502, 38505, 38522, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16717, 16731, 16734, 16742, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23858, 23872, 23875, 23943, 38014, 38033, 38036, 38051, 45590, 45614, 45617, 45797, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 16947, 16959, 16962, 16968,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33653, 33676, 33679, 33745,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15194, 15223, 15226, 15341, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34410, 34429, 34432, 34455, -1, -1, -1, -1, 36668, 36687, 36690, 36713,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37690, 37706, 37709, 37737, -1, -1, -1, -1, 2616, 2645, 2648, 2718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33065, 33085, 33088, 33102, -1, -1, -1, -1, 709, 722, 725, 731,
        23222, 23237, 23240, 23343, -1, -1, -1, -1, -1, -1, -1, -1, 2338, 2355, 2358, 2434,
        40241, 40263, 40266, 40296, 35864, 35887, 35890, 35936, 43654, 43668, 43671, 43687, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38641, 38651, 38654, 38659,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32026, 32045, 32048, 32083, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29489, 29513, 29516, 29634, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9079, 9100, 9103, 9190, 13984, 13999, 14002, 14045, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26197, 26221, 26224, 26317, 31360, 31383, 31386, 31459, -1, -1, -1, -1, 24621, 24646, 24649, 24674,
        24803, 24822, 24825, 24885, 50298, 50325, 50328, 50404, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13575, 13597, 13600, 13638,
        22227, 22246, 22249, 22263, 41836, 41855, 41858, 41872, 20276, 20298, 20301, 20365, 36039, 36061, 36064, 36111,
        34540, 34564, 34567, 34592, 46751, 46767, 46770, 46930, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45257, 45282, 45285, 45306, 28718, 28738, 28741, 28959, -1, -1, -1, -1,
        27343, 27372, 27375, 27390, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39409, 39423, 39426, 39443, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38523, 38537, 38540, 38561, 5629, 5653, 5656, 5737,
        22295, 22311, 22314, 22318, -1, -1, -1, -1, 33845, 33868, 33871, 33893, -1, -1, -1, -1,
        25621, 25648, 25651, 25715, -1, -1, -1, -1, 35992, 36013, 36016, 36038, 33792, 33819, 33822, 33844,
        42900, 42919, 42922, 42990, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34229, 34249, 34252, 34297, 34085, 34112, 34115, 34133, 38849, 38876, 38879, 38894, 34975, 34990, 34993, 34996,
        1653, 1677, 1680, 1725, 38660, 38693, 38696, 38752, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15730, 15757, 15760, 15832, 28960, 28989, 28992, 29161, 33477, 33503, 33506, 33562, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36341, 36359, 36362, 36374,
        26896, 26923, 26926, 26936, 13467, 13477, 13480, 13514, 31667, 31686, 31689, 31691, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14734, 14764, 14767, 14825, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9876, 9901, 9904, 10097, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41645, 41665, 41668, 41740, -1, -1, -1, -1,
        40297, 40316, 40319, 40420, 44772, 44797, 44800, 44823, 5825, 5838, 5841, 5850, 27250, 27276, 27279, 27291,
        38988, 39016, 39019, 39034, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33103, 33130, 33133, 33204, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13639, 13657, 13660, 13681, -1, -1, -1, -1, 45893, 45911, 45914, 46048, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29924, 29949, 29952, 30006,
        35479, 35496, 35499, 35524, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9624, 9644, 9647, 9787, 43051, 43067, 43070, 43118, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23619, 23644, 23647, 23736,
        1778, 1797, 1800, 2105, -1, -1, -1, -1, -1, -1, -1, -1, 31869, 31886, 31889, 31893,
        -1, -1, -1, -1, -1, -1, -1, -1, 27485, 27519, 27522, 27528, 13773, 13791, 13794, 13869,
        32527, 32542, 32545, 32596, 44453, 44471, 44474, 44489, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32901, 32915, 32918, 32946, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10628, 10646, 10649, 10677, 30692, 30709, 30712, 30739,
        44622, 44645, 44648, 44661, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17154, 17172, 17175, 17191,
        774, 784, 787, 790, 24271, 24286, 24289, 24342, 36951, 36971, 36974, 37016, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5213, 5237, 5240, 5331,
        40593, 40616, 40619, 40695, 19393, 19407, 19410, 19441, 34997, 35016, 35019, 35026, 44264, 44289, 44292, 44318,
        -1, -1, -1, -1, -1, -1, -1, -1, 39830, 39846, 39849, 39904, 19061, 19088, 19091, 19173,
        -1, -1, -1, -1, 30007, 30030, 30033, 30066, -1, -1, -1, -1, -1, -1, -1, -1,
        5332, 5352, 5355, 5408, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10386, 10400, 10403, 10438, 23032, 23050, 23053, 23108, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25354, 25381, 25384, 25414, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3779, 3801, 3804, 3902,
        -1, -1, -1, -1, 37823, 37842, 37845, 37876, -1, -1, -1, -1, 6971, 6990, 6993, 7697,
        16761, 16776, 16779, 16800, 19289, 19310, 19313, 19392, 5077, 5094, 5097, 5132, 29865, 29895, 29898, 29923,
        34012, 34030, 34033, 34038, -1, -1, -1, -1, 558, 569, 572, 576, 1726, 1744, 1747, 1777,
        26937, 26956, 26959, 26970, 4272, 4288, 4291, 4361, 41101, 41119, 41122, 41187, 49455, 49473, 49476, 49556,
        -1, -1, -1, -1, -1, -1, -1, -1, 21789, 21803, 21806, 21866, 44879, 44903, 44906, 44926,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38753, 38788, 38791, 38848, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48614, 48633, 48636, 48711, -1, -1, -1, -1,
        11610, 11626, 11629, 11641, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48417, 48432, 48435, 48480, 50226, 50245, 50248, 50297, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44319, 44338, 44341, 44364, -1, -1, -1, -1,
        -1, -1, -1, -1, 31460, 31484, 31487, 31666, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46931, 46954, 46957, 46992, -1, -1, -1, -1, 16188, 16208, 16211, 16242,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10493, 10513, 10516, 10575,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38562, 38573, 38576, 38587, 25813, 25837, 25840, 25985, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38093, 38117, 38120, 38146, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48509, 48525, 48528, 48613, 25415, 25427, 25430, 25460,
        42501, 42522, 42525, 42616, 39148, 39168, 39171, 39208, -1, -1, -1, -1, 11172, 11194, 11197, 11276,
        -1, -1, -1, -1, 12094, 12111, 12114, 12160, -1, -1, -1, -1, 44704, 44724, 44727, 44744,
        -1, -1, -1, -1, -1, -1, -1, -1, 24758, 24774, 24777, 24802, 32790, 32813, 32816, 32852,
        46433, 46451, 46454, 46590, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5738, 5758, 5761, 5824, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4362, 4381, 4384, 4429, 29235, 29260, 29263, 29336, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20001, 20022, 20025, 20031,
        -1, -1, -1, -1, 2106, 2126, 2129, 2216, 49557, 49580, 49583, 49623, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 48481, 48492, 48495, 48508, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10786, 10802, 10805, 10814, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31152, 31178, 31181, 31282, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50589, 50608, 50611, 50623, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37877, 37901, 37904, 37920, 42142, 42158, 42161, 42280,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45036, 45069, 45072, 45095,
        41188, 41207, 41210, 41288, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22504, 22525, 22528, 22553, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21130, 21150, 21153, 21173,
        -1, -1, -1, -1, 26038, 26059, 26062, 26109, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10951, 10967, 10970, 10991,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24675, 24694, 24697, 24715,
        22412, 22430, 22433, 22445, -1, -1, -1, -1, 50546, 50563, 50566, 50588, -1, -1, -1, -1,
        -1, -1, -1, -1, 45446, 45468, 45471, 45589, -1, -1, -1, -1, 48191, 48215, 48218, 48268,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 16922, 16935, 16938, 16946, -1, -1, -1, -1, -1, -1, -1, -1,
        4193, 4217, 4220, 4271, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32597, 32616, 32619, 32669, 47320, 47345, 47348, 47402, 47795, 47810, 47813, 47834, 47600, 47631, 47634, 47673,
        -1, -1, -1, -1, -1, -1, -1, -1, 13682, 13702, 13705, 13728, -1, -1, -1, -1,
        31974, 31997, 32000, 32025, 34871, 34889, 34892, 34898, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23109, 23122, 23125, 23221,
        -1, -1, -1, -1, 32735, 32751, 32754, 32789, 18413, 18440, 18443, 18496, 3903, 3924, 3927, 4115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23944, 23956, 23959, 23960, 25750, 25772, 25775, 25812,
        26318, 26342, 26345, 26397, 3524, 3541, 3544, 3565, 43735, 43760, 43763, 43774, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49294, 49314, 49317, 49454,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43598, 43617, 43620, 43653, 732, 743, 746, 750, -1, -1, -1, -1, 4492, 4516, 4519, 4612,
        -1, -1, -1, -1, 16993, 17006, 17009, 17035, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35760, 35781, 35784, 35794, -1, -1, -1, -1, -1, -1, -1, -1,
        32670, 32688, 32691, 32734, 37411, 37429, 37432, 37515, 10315, 10339, 10342, 10385, 26971, 26991, 26994, 27003,
        -1, -1, -1, -1, -1, -1, -1, -1, 22554, 22570, 22573, 22599, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17103, 17129, 17132, 17153, -1, -1, -1, -1, 27606, 27634, 27637, 27651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33205, 33234, 33237, 33310, 39209, 39227, 39230, 39248,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50450, 50469, 50472, 50497, 20474, 20491, 20494, 20511, 37170, 37191, 37194, 37347,
        39905, 39921, 39924, 39950, -1, -1, -1, -1, 22030, 22050, 22053, 22061, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 35101, 35119, 35122, 35128, -1, -1, -1, -1,
        14478, 14494, 14497, 14733, -1, -1, -1, -1, -1, -1, -1, -1, 35242, 35260, 35263, 35270,
        -1, -1, -1, -1, -1, -1, -1, -1, 20366, 20383, 20386, 20473, -1, -1, -1, -1,
        24561, 24585, 24588, 24620, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31692, 31711, 31714, 31720, 16860, 16875, 16878, 16888, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17860, 17885, 17888, 17947, 20821, 20835, 20838, 20902,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39575, 39598, 39601, 39643, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10576, 10594, 10597, 10627, -1, -1, -1, -1, 10815, 10833, 10836, 10950,
        13729, 13742, 13745, 13772, 27698, 27717, 27720, 28120, 32947, 32969, 32972, 33006, 15908, 15937, 15940, 15987,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33746, 33766, 33769, 33791, 11597, 11604, 11607, 11609, 16673, 16687, 16690, 16698, 26637, 26664, 26667, 26728,
        28496, 28520, 28523, 28654, -1, -1, -1, -1, 41023, 41040, 41043, 41100, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 26398, 26417, 26420, 26479, -1, -1, -1, -1,
        10439, 10456, 10459, 10492, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44405, 44421, 44424, 44452, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38895, 38924, 38927, 38943, -1, -1, -1, -1, 37607, 37628, 37631, 37651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31783, 31800, 31803, 31807, 34456, 34467, 34470, 34489,
        -1, -1, -1, -1, 42365, 42380, 42383, 42399, 2950, 2962, 2965, 3028, -1, -1, -1, -1,
        -1, -1, -1, -1, 8859, 8883, 8886, 9078, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35212, 35225, 35228, 35241, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 22777, 22797, 22800, 22846, -1, -1, -1, -1,
        30559, 30580, 30583, 30691, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3161, 3185, 3188, 3194, 26110, 26137, 26140, 26196, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36763, 36782, 36785, 36816, 16889, 16906, 16909, 16921,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49238, 49256, 49259, 49293, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34899, 34918, 34921, 34928, 44515, 44544, 44547, 44566, 14213, 14229, 14232, 14289,
        -1, -1, -1, -1, 32129, 32151, 32154, 32229, -1, -1, -1, -1, -1, -1, -1, -1,
        3132, 3152, 3155, 3160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11548, 11561, 11564, 11572, -1, -1, -1, -1, -1, -1, -1, -1, 13870, 13890, 13893, 13926,
        -1, -1, -1, -1, 3463, 3489, 3492, 3523, -1, -1, -1, -1, 32853, 32871, 32874, 32900,
        39767, 39787, 39790, 39829, -1, -1, -1, -1, 18864, 18891, 18894, 19014, 47835, 47852, 47855, 47877,
        26729, 26754, 26757, 26798, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49966, 49987, 49990, 50020, 38204, 38222, 38225, 38241,
        33391, 33419, 33422, 33476, 13515, 13535, 13538, 13574, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 36562, 36581, 36584, 36610, 37966, 37979, 37982, 38013, 37921, 37943, 37946, 37965,
        24516, 24531, 24534, 24560, 30457, 30482, 30485, 30558, 38147, 38173, 38176, 38203, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33311, 33337, 33340, 33390, 30740, 30759, 30762, 30859,
        -1, -1, -1, -1, 22985, 23005, 23008, 23031, 47878, 47894, 47897, 48056, -1, -1, -1, -1,
        3195, 3208, 3211, 3217, 37652, 37670, 37673, 37689, 44216, 44241, 44244, 44263, 30135, 30158, 30161, 30265,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43307, 43323, 43326, 43347, 10217, 10239, 10242, 10314,
        47520, 47545, 47548, 47599, -1, -1, -1, -1, -1, -1, -1, -1, 22847, 22869, 22872, 22919,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 12277, 12290, 12293, 12397,
        -1, -1, -1, -1, 12161, 12171, 12174, 12276, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22170, 22186, 22189, 22200, 2898, 2911, 2914, 2949, 48851, 48865, 48868, 48933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36503, 36519, 36522, 36561, -1, -1, -1, -1,
        -1, -1, -1, -1, 3241, 3255, 3258, 3293, 14290, 14305, 14308, 14343, 34929, 34944, 34947, 34950,
        44978, 45005, 45008, 45035, 45096, 45131, 45134, 45158, 36415, 36433, 36436, 36502, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35795, 35819, 35822, 35863,
        39644, 39664, 39667, 39709, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34736, 34755, 34758, 34782, 20032, 20052, 20055, 20169, 34783, 34804, 34807, 34832, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27439, 27473, 27476, 27484, -1, -1, -1, -1, 31750, 31771, 31774, 31782,
        19837, 19858, 19861, 19922, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23518, 23542, 23545, 23618, 14893, 14916, 14919, 15001, -1, -1, -1, -1,
        -1, -1, -1, -1, 48123, 48148, 48151, 48190, -1, -1, -1, -1, 4807, 4826, 4829, 4833,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31283, 31302, 31305, 31359, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28405, 28429, 28432, 28495, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48269, 48290, 48293, 48352, -1, -1, -1, -1, 17948, 17971, 17974, 18062, 36817, 36836, 36839, 36911,
        35051, 35068, 35071, 35076, 41408, 41425, 41428, 41460, -1, -1, -1, -1, 3105, 3123, 3126, 3131,
        274, 291, 294, 307, 6889, 6909, 6912, 6970, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 9191, 9216, 9219, 9396, 12795, 12812, 12815, 12926, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27391, 27426, 27429, 27438,
        42991, 43003, 43006, 43050, -1, -1, -1, -1, 33007, 33028, 33031, 33064, 4947, 4970, 4973, 5005,
        45307, 45334, 45337, 45359, -1, -1, -1, -1, 45798, 45817, 45820, 45892, 17744, 17770, 17773, 17859,
        21304, 21320, 21323, 21389, 27562, 27588, 27591, 27605, 49106, 49128, 49131, 49237, 11669, 11679, 11682, 11688,
        -1, -1, -1, -1, -1, -1, -1, -1, 21716, 21729, 21732, 21788, -1, -1, -1, -1,
        32373, 32394, 32397, 32447, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29425, 29441, 29444, 29488, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24478, 24494, 24497, 24515, -1, -1, -1, -1,
        16243, 16267, 16270, 16349, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18744, 18771, 18774, 18863,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24343, 24361, 24364, 24428, -1, -1, -1, -1, 3294, 3305, 3308, 3413,
        8833, 8846, 8849, 8858, 39087, 39105, 39108, 39147, 38402, 38424, 38427, 38443, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 40545, 40560, 40563, 40592, -1, -1, -1, -1,
        -1, -1, -1, -1, 48057, 48079, 48082, 48122, 50663, 50677, 50680, 50712, -1, -1, -1, -1,
        11642, 11653, 11656, 11668, 43518, 43530, 43533, 43561, 43885, 43905, 43908, 43931, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24150, 24162, 24165, 24181, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3029, 3040, 3043, 3051, 38303, 38321, 38324, 38340, 3052, 3070, 3073, 3082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11509, 11528, 11531, 11547,
        20903, 20926, 20929, 20967, -1, -1, -1, -1, 18182, 18210, 18213, 18412, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36611, 36629, 36632, 36667, 37017, 37035, 37038, 37066, 1481, 1505, 1508, 1566, 368, 380, 383, 388,
        34039, 34064, 34067, 34084, 10678, 10694, 10697, 10785, 19442, 19456, 19459, 19511, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44172, 44195, 44198, 44215, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9397, 9418, 9421, 9482, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4770, 4788, 4791, 4806, 19752, 19771, 19774, 19836, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30380, 30397, 30400, 30456, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29635, 29668, 29671, 29724, 35391, 35425, 35428, 35478, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 41741, 41763, 41766, 41798, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41461, 41479, 41482, 41526,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16111, 16136, 16139, 16153, 16840, 16851, 16854, 16859,
        -1, -1, -1, -1, -1, -1, -1, -1, 19174, 19197, 19200, 19288, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40421, 40440, 40443, 40544, 43236, 43253, 43256, 43306, -1, -1, -1, -1,
        11277, 11296, 11299, 11313, 8789, 8805, 8808, 8832, -1, -1, -1, -1, -1, -1, -1, -1,
        22349, 22368, 22371, 22379, 2435, 2455, 2458, 2615, 47724, 47752, 47755, 47794, -1, -1, -1, -1,
        5409, 5428, 5431, 5483, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35177, 35187, 35190, 35211, 16350, 16374, 16377, 16462, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34134, 34159, 34162, 34179,
        41906, 41926, 41929, 42044, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16699, 16711, 16714, 16716, 45207, 45236, 45239, 45256, -1, -1, -1, -1,
        39710, 39729, 39732, 39766, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1293, 1316, 1319, 1410, 39341, 39358, 39361, 39408,
        -1, -1, -1, -1, 28655, 28675, 28678, 28717, 38242, 38262, 38265, 38282, -1, -1, -1, -1,
        -1, -1, -1, -1, 33925, 33948, 33951, 33966, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18497, 18532, 18535, 18621, -1, -1, -1, -1, 11689, 11702, 11705, 11858, 24992, 25019, 25022, 25074,
        37562, 37584, 37587, 37606, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 3083, 3097, 3100, 3104, -1, -1, -1, -1,
        -1, -1, -1, -1, 32084, 32103, 32106, 32128, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20602, 20617, 20620, 20723, 22689, 22699, 22702, 22716,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44490, 44502, 44505, 44514, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24070, 24084, 24087, 24149, 50624, 50643, 50646, 50662, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15342, 15371, 15374, 15489, -1, -1, -1, -1,
        38341, 38361, 38364, 38381, 49624, 49643, 49646, 49723, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46222, 46243, 46246, 46432, -1, -1, -1, -1, -1, -1, -1, -1,
        14098, 14117, 14120, 14212, 5560, 5584, 5587, 5628, 41527, 41546, 41549, 41644, -1, -1, -1, -1,
        20724, 20746, 20749, 20820, -1, -1, -1, -1, 33563, 33585, 33588, 33652, -1, -1, -1, -1,
        33894, 33911, 33914, 33924, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32448, 32470, 32473, 32526, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16154, 16170, 16173, 16187, 43401, 43422, 43425, 43479, 15557, 15583, 15586, 15623, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40092, 40116, 40119, 40240, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, 46049, 46068, 46071, 46221, -1, -1, -1, -1,
        -1, -1, -1, -1, 22100, 22123, 22126, 22137, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35937, 35960, 35963, 35991, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10098, 10119, 10122, 10179,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32230, 32246, 32249, 32307,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16640, 16657, 16660, 16672, -1, -1, -1, -1, -1, -1, -1, -1, 11931, 11954, 11957, 11998,
        11032, 11049, 11052, 11102, -1, -1, -1, -1, -1, -1, -1, -1, 11314, 11331, 11334, 11381,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38382, 38389, 38392, 38401, -1, -1, -1, -1, -1, -1, -1, -1,
        21599, 21615, 21618, 21715, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34689, 34708, 34711, 34735,
        37516, 37534, 37537, 37561, -1, -1, -1, -1, 22380, 22400, 22403, 22411, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42400, 42417, 42420, 42500, -1, -1, -1, -1, -1, -1, -1, -1,
        16502, 16528, 16531, 16557, -1, -1, -1, -1, 21174, 21192, 21195, 21303, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3218, 3231, 3234, 3240, 16558, 16571, 16574, 16587,
        -1, -1, -1, -1, 27135, 27167, 27170, 27191, -1, -1, -1, -1, 14826, 14856, 14859, 14892,
        34298, 34323, 34326, 34409, -1, -1, -1, -1, 25540, 25564, 25567, 25620, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11382, 11399, 11402, 11508, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34951, 34967, 34970, 34974, 37117, 37135, 37138, 37169,
        45360, 45383, 45386, 45445, -1, -1, -1, -1, 43932, 43955, 43958, 43995, -1, -1, -1, -1,
        -1, -1, -1, -1, 23737, 23764, 23767, 23857, 50713, 50734, 50737, 50744, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43348, 43362, 43365, 43400,
        -1, -1, -1, -1, -1, -1, -1, -1, 15109, 15133, 15136, 15193, -1, -1, -1, -1,
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
        -1, -1, -1, -1, -1, -1, -1, -1, 42965, 42985, 42988, 43004, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50161, 50181, 50184, 50198,
        -1, -1, -1, -1, 25826, 25838, 25841, 25873, 12067, 12091, 12094, 12177, -1, -1, -1, -1,
        9098, 9118, 9121, 9268, 41338, 41356, 41359, 41408, 26579, 26603, 26606, 26635, 50261, 50275, 50278, 50342,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 35327, 35346, 35349, 35398, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21744, 21764, 21767, 21827, 22486, 22507, 22510, 22595, 31529, 31546, 31549, 31677,
        -1, -1, -1, -1, -1, -1, -1, -1, 54524, 54550, 54553, 54604, -1, -1, -1, -1,
        42250, 42276, 42279, 42378, -1, -1, -1, -1, -1, -1, -1, -1, 15312, 15330, 15333, 15363,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36731, 36748, 36751, 37021, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63299, 63325, 63328, 63354, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2337, 2363, 2366, 2462, -1, -1, -1, -1, -1, -1, -1, -1,
        24194, 24220, 24223, 24287, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 81442, 81466, 81469, 81513, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39056, 39074, 39077, 39107,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70752, 70776, 70779, 70803, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48677, 48694, 48697, 49141,
        62957, 62984, 62987, 63011, -1, -1, -1, -1, 26145, 26155, 26158, 26174, 7582, 7601, 7604, 7693,
        -1, -1, -1, -1, -1, -1, -1, -1, 73352, 73386, 73389, 73442, 81183, 81201, 81204, 81270,
        -1, -1, -1, -1, 55470, 55489, 55492, 55553, 68628, 68642, 68645, 68730, 56010, 56030, 56033, 56064,
        18334, 18351, 18354, 18490, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        12178, 12202, 12205, 13745, 33686, 33700, 33703, 33833, 26109, 26120, 26123, 26144, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21922, 21938, 21941, 21993, 72049, 72080, 72083, 72129, -1, -1, -1, -1, 35587, 35607, 35610, 35692,
        -1, -1, -1, -1, -1, -1, -1, -1, 6174, 6186, 6189, 6300, -1, -1, -1, -1,
        -1, -1, -1, -1, 43176, 43207, 43210, 43237, 54687, 54714, 54717, 54770, -1, -1, -1, -1,
        -1, -1, -1, -1, 58257, 58279, 58282, 58322, 31128, 31146, 31149, 31266, 14917, 14942, 14945, 15004,
        77436, 77461, 77464, 77622, -1, -1, -1, -1, 29886, 29896, 29899, 29975, -1, -1, -1, -1,
        -1, -1, -1, -1, 55425, 55441, 55444, 55469, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46089, 46114, 46117, 46161, 66336, 66363, 66366, 66509, -1, -1, -1, -1,
        -1, -1, -1, -1, 26353, 26365, 26368, 26380, -1, -1, -1, -1, 54033, 54058, 54061, 54088,
        -1, -1, -1, -1, 54121, 54146, 54149, 54200, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18956, 18984, 18987, 19372, 24712, 24728, 24731, 24764, 30548, 30570, 30573, 30737, 55734, 55754, 55757, 55825,
        57443, 57474, 57477, 57575, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8396, 8415, 8418, 8521, 240, 257, 260, 284,
        47720, 47736, 47739, 47913, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38295, 38317, 38320, 38389, -1, -1, -1, -1,
        -1, -1, -1, -1, 73262, 73295, 73298, 73351, -1, -1, -1, -1, -1, -1, -1, -1,
        69097, 69114, 69117, 69228, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62145, 62163, 62166, 62190, -1, -1, -1, -1, 62370, 62383, 62386, 62392, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56841, 56873, 56876, 56966, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34577, 34600, 34603, 34619, 56380, 56397, 56400, 56408,
        23399, 23422, 23425, 23590, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60690, 60716, 60719, 60812, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47392, 47419, 47422, 47509,
        -1, -1, -1, -1, 5527, 5545, 5548, 5692, 38023, 38043, 38046, 38113, 62324, 62335, 62338, 62369,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40230, 40255, 40258, 40407, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 81271, 81289, 81292, 81441, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53924, 53948, 53951, 53980, 22373, 22393, 22396, 22485, -1, -1, -1, -1, 2127, 2153, 2156, 2221,
        61764, 61771, 61774, 61785, 72455, 72477, 72480, 72481, -1, -1, -1, -1, 62098, 62117, 62120, 62144,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52821, 52848, 52851, 52946, 55281, 55303, 55306, 55351, -1, -1, -1, -1,
        39668, 39688, 39691, 39729, 63821, 63841, 63844, 63879, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8968, 8991, 8994, 9097, 28325, 28350, 28353, 28526,
        66183, 66202, 66205, 66335, 82286, 82303, 82306, 82338, -1, -1, -1, -1, -1, -1, -1, -1,
        42051, 42070, 42073, 42119, 35073, 35085, 35088, 35166, 18097, 18118, 18121, 18224, 46931, 46955, 46958, 47068,
        78187, 78210, 78213, 78240, -1, -1, -1, -1, 72482, 72507, 72510, 72577, 79168, 79186, 79189, 79244,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43293, 43321, 43324, 43359, 77108, 77132, 77135, 77292, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69229, 69246, 69249, 69346, -1, -1, -1, -1,
        20683, 20704, 20707, 20819, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 69979, 69992, 69995, 70036, 63880, 63893, 63896, 63940, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50025, 50044, 50047, 50055, 73920, 73945, 73948, 73994,
        76514, 76532, 76535, 76722, 79703, 79730, 79733, 79897, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43052, 43088, 43091, 43112,
        -1, -1, -1, -1, 50841, 50857, 50860, 50972, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39929, 39960, 39963, 40229, -1, -1, -1, -1, 76464, 76483, 76486, 76513,
        -1, -1, -1, -1, 7285, 7295, 7298, 7473, 69819, 69839, 69842, 69978, -1, -1, -1, -1,
        -1, -1, -1, -1, 34412, 34422, 34425, 34472, -1, -1, -1, -1, 40963, 40982, 40985, 41021,
        36014, 36034, 36037, 36122, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30738, 30754, 30757, 30907, -1, -1, -1, -1, -1, -1, -1, -1,
        9269, 9293, 9296, 10634, 14612, 14634, 14637, 14752, -1, -1, -1, -1, -1, -1, -1, -1,
        32909, 32923, 32926, 33102, 38208, 38228, 38231, 38294, 72130, 72153, 72156, 72191, 26440, 26452, 26455, 26457,
        34270, 34283, 34286, 34411, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24969, 24998, 25001, 25088, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4132, 4153, 4156, 4455, 42379, 42404, 42407, 42508, -1, -1, -1, -1,
        25656, 25679, 25682, 25701, -1, -1, -1, -1, 5191, 5217, 5220, 5268, 57576, 57609, 57612, 57710,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77760, 77782, 77785, 77852, 43005, 43029, 43032, 43051, 71206, 71235, 71238, 71311,
        35399, 35419, 35422, 35450, -1, -1, -1, -1, 37351, 37377, 37380, 37524, 72769, 72796, 72799, 72866,
        -1, -1, -1, -1, 80219, 80239, 80242, 80277, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38575, 38592, 38595, 38743,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5390, 5407, 5410, 5526, -1, -1, -1, -1, 67075, 67102, 67105, 67286,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65095, 65117, 65120, 65315,
        -1, -1, -1, -1, -1, -1, -1, -1, 59580, 59598, 59601, 59682, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64045, 64066, 64069, 64098, 32046, 32067, 32070, 32200,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56318, 56334, 56337, 56347,
        -1, -1, -1, -1, 6663, 6681, 6684, 6754, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7783, 7803, 7806, 7942,
        42817, 42841, 42844, 42853, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6947, 6976, 6979, 7080, 26029, 26039, 26042, 26046,
        874, 888, 891, 909, 25874, 25887, 25890, 25902, 46842, 46866, 46869, 46930, 69347, 69365, 69368, 69510,
        71890, 71920, 71923, 71969, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 35498, 35514, 35517, 35586, 43895, 43918, 43921, 43947, 80035, 80057, 80060, 80218,
        -1, -1, -1, -1, 66510, 66530, 66533, 66649, 58323, 58347, 58350, 58524, 7081, 7103, 7106, 7192,
        58525, 58544, 58547, 58577, 81605, 81625, 81628, 81727, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 44657, 44685, 44688, 45120, 71148, 71168, 71171, 71205, 73772, 73799, 73802, 73844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24372, 24392, 24395, 24479,
        67926, 67942, 67945, 67966, 70936, 70957, 70960, 71018, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        20224, 20247, 20250, 20682, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68314, 68336, 68339, 68461, 177, 189, 192, 210,
        61213, 61234, 61237, 61261, -1, -1, -1, -1, 55643, 55662, 55665, 55733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34831, 34847, 34850, 34868, -1, -1, -1, -1,
        68007, 68024, 68027, 68057, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32794, 32810, 32813, 32908, 56553, 56567, 56570, 56587, 73107, 73132, 73135, 73177, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34895, 34914, 34917, 34935, 26888, 26903, 26906, 27738,
        34750, 34767, 34770, 34780, 35693, 35714, 35717, 35799, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72317, 72342, 72345, 72380, -1, -1, -1, -1, 63415, 63433, 63436, 63499, -1, -1, -1, -1,
        -1, -1, -1, -1, 46264, 46287, 46290, 46369, 33486, 33500, 33503, 33579, -1, -1, -1, -1,
        34473, 34481, 34484, 34538, 26839, 26859, 26862, 26887, 50126, 50147, 50150, 50160, -1, -1, -1, -1,
        39730, 39752, 39755, 39790, 40582, 40602, 40605, 40695, -1, -1, -1, -1, -1, -1, -1, -1,
        42728, 42752, 42755, 42816, 55136, 55158, 55161, 55206, 17600, 17612, 17615, 17634, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13746, 13766, 13769, 13899, -1, -1, -1, -1,
        19373, 19391, 19394, 19611, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60054, 60074, 60077, 60158, -1, -1, -1, -1, -1, -1, -1, -1, 70849, 70871, 70874, 70935,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50232, 50249, 50252, 50260,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24480, 24503, 24506, 24549,
        57711, 57736, 57739, 57822, 82187, 82194, 82197, 82237, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25089, 25114, 25117, 25137, -1, -1, -1, -1, -1, -1, -1, -1, 59387, 59406, 59409, 59442,
        -1, -1, -1, -1, 16665, 16681, 16684, 16711, -1, -1, -1, -1, 64099, 64121, 64124, 64180,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3277, 3302, 3305, 3484, 58619, 58638, 58641, 58676, -1, -1, -1, -1, 16830, 16845, 16848, 16937,
        -1, -1, -1, -1, 70579, 70599, 70602, 70633, 81728, 81756, 81759, 81897, 59119, 59144, 59147, 59183,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71312, 71333, 71336, 71358,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34665, 34685, 34688, 34702,
        -1, -1, -1, -1, 70421, 70437, 70440, 70480, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77853, 77876, 77879, 77954, 33580, 33595, 33598, 33685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71619, 71631, 71634, 71688, 77293, 77316, 77319, 77435, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24765, 24783, 24786, 24850, 29272, 29303, 29306, 29445, 43611, 43629, 43632, 43655,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56257, 56273, 56276, 56284,
        -1, -1, -1, -1, -1, -1, -1, -1, 43656, 43682, 43685, 43714, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19843, 19868, 19871, 20223, 39422, 39440, 39443, 39481, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56409, 56424, 56427, 56430, 62191, 62211, 62214, 62240, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26001, 26015, 26018, 26028, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37877, 37891, 37894, 38003, 61166, 61185, 61188, 61212, 74624, 74648, 74651, 75035, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 26327, 26339, 26342, 26352,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53499, 53522, 53525, 53639,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23724, 23753, 23756, 23957, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55039, 55058, 55061, 55101, -1, -1, -1, -1, 59043, 59062, 59065, 59118,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60601, 60617, 60620, 60689, -1, -1, -1, -1, 3925, 3954, 3957, 4131,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52030, 52050, 52053, 52076, -1, -1, -1, -1, 980, 993, 996, 1014,
        36505, 36520, 36523, 36730, -1, -1, -1, -1, -1, -1, -1, -1, 3485, 3502, 3505, 3633,
        65543, 65565, 65568, 65598, 57949, 57972, 57975, 58030, 70718, 70732, 70735, 70751, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62393, 62403, 62406, 62411,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50417, 50436, 50439, 50517, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46498, 46522, 46525, 46676, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14208, 14229, 14232, 14319, 21828, 21843, 21846, 21921, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41656, 41680, 41683, 41844, 49472, 49495, 49498, 49623, -1, -1, -1, -1, 39284, 39309, 39312, 39364,
        39539, 39558, 39561, 39667, 61834, 61853, 61856, 61880, 82021, 82048, 82051, 82186, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21113, 21135, 21138, 21196,
        34781, 34800, 34803, 34830, 67967, 67986, 67989, 68006, 31678, 31700, 31703, 31822, 58173, 58195, 58198, 58256,
        55352, 55376, 55379, 55424, 72940, 72965, 72968, 73021, 76723, 76739, 76742, 77021, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38114, 38135, 38138, 38207,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74071, 74096, 74099, 74145, 45635, 45655, 45658, 45886, -1, -1, -1, -1,
        43360, 43389, 43392, 43423, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64010, 64024, 64027, 64044, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62241, 62255, 62258, 62293, 8636, 8660, 8663, 8784,
        34869, 34885, 34888, 34894, -1, -1, -1, -1, 53779, 53802, 53805, 53831, -1, -1, -1, -1,
        40827, 40854, 40857, 40962, -1, -1, -1, -1, 58118, 58139, 58142, 58172, 53704, 53731, 53734, 53778,
        61786, 61804, 61807, 61833, 64650, 64672, 64675, 64872, 69511, 69530, 69533, 69614, -1, -1, -1, -1,
        54771, 54791, 54794, 54879, 54360, 54387, 54390, 54441, 63070, 63097, 63100, 63122, 56189, 56204, 56207, 56215,
        2463, 2487, 2490, 2586, 62683, 62716, 62719, 62817, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24550, 24577, 24580, 24711, 45887, 45916, 45919, 46088, 53193, 53219, 53222, 53326, 54442, 54467, 54470, 54523,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58578, 58596, 58599, 58618,
        42854, 42881, 42884, 42896, 20820, 20830, 20833, 20867, 49957, 49976, 49979, 49989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23017, 23047, 23050, 23162, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15005, 15030, 15033, 15226, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67661, 67681, 67684, 67813, -1, -1, -1, -1,
        65599, 65618, 65621, 65763, 72673, 72698, 72701, 72768, 8936, 8949, 8952, 8967, 43238, 43264, 43267, 43292,
        63355, 63383, 63386, 63414, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52388, 52415, 52418, 52540, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21322, 21340, 21343, 21380, -1, -1, -1, -1, 75191, 75209, 75212, 75472, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47158, 47183, 47186, 47286,
        57095, 57112, 57115, 57171, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14753, 14773, 14776, 14916, 69713, 69729, 69732, 69818, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37525, 37550, 37553, 37699,
        2663, 2682, 2685, 3165, -1, -1, -1, -1, -1, -1, -1, -1, 50199, 50216, 50219, 50231,
        -1, -1, -1, -1, -1, -1, -1, -1, 43553, 43587, 43590, 43610, 21511, 21529, 21532, 21649,
        51246, 51261, 51264, 51356, 71749, 71767, 71770, 71785, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37178, 37203, 37206, 37350, 51775, 51789, 51792, 51874, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16025, 16043, 16046, 16102, 48390, 48407, 48410, 48470,
        72255, 72278, 72281, 72316, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26794, 26812, 26815, 26838,
        1081, 1091, 1094, 1108, 38744, 38759, 38762, 38894, 59443, 59463, 59466, 59518, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7943, 7967, 7970, 8112,
        61262, 61286, 61289, 61338, 30371, 30385, 30388, 30451, 56216, 56235, 56238, 56256, 66042, 66065, 66068, 66182,
        71477, 71502, 71505, 71545, -1, -1, -1, -1, 52077, 52104, 52107, 52231, 29976, 30003, 30006, 30110,
        64488, 64504, 64507, 64592, 47287, 47310, 47313, 47391, -1, -1, -1, -1, -1, -1, -1, -1,
        8113, 8133, 8136, 8273, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15640, 15654, 15657, 15726, 36196, 36214, 36217, 36318, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40408, 40435, 40438, 40492, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5693, 5715, 5718, 5867,
        -1, -1, -1, -1, 60813, 60832, 60835, 60873, -1, -1, -1, -1, 10771, 10790, 10793, 12066,
        26047, 26062, 26065, 26108, 30245, 30266, 30269, 30370, 7694, 7711, 7714, 7782, 47069, 47099, 47102, 47157,
        54089, 54107, 54110, 54120, -1, -1, -1, -1, 770, 781, 784, 794, 2587, 2605, 2608, 2662,
        42897, 42916, 42919, 42930, 6411, 6427, 6430, 6562, 66799, 66817, 66820, 66930, 80822, 80840, 80843, 80963,
        -1, -1, -1, -1, -1, -1, -1, -1, 34149, 34163, 34166, 34269, 72867, 72891, 72894, 72939,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62818, 62853, 62856, 62956, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79555, 79574, 79577, 79702, -1, -1, -1, -1,
        17652, 17668, 17671, 17692, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79245, 79260, 79263, 79346, 81898, 81917, 81920, 82020, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71546, 71565, 71568, 71618, -1, -1, -1, -1,
        -1, -1, -1, -1, 49624, 49648, 49651, 49956, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77022, 77045, 77048, 77107, -1, -1, -1, -1, 25237, 25257, 25260, 25320,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 15823, 15843, 15846, 15933,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62294, 62305, 62308, 62323, 41098, 41122, 41125, 41337, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61417, 61441, 61444, 61493, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79384, 79400, 79403, 79554, 40493, 40505, 40508, 40581,
        68926, 68947, 68950, 69096, 63571, 63591, 63594, 63648, -1, -1, -1, -1, 16938, 16960, 16963, 17100,
        -1, -1, -1, -1, 18491, 18508, 18511, 18571, -1, -1, -1, -1, 72381, 72401, 72404, 72454,
        -1, -1, -1, -1, -1, -1, -1, -1, 39482, 39498, 39501, 39538, 21258, 21277, 21280, 21321,
        51601, 51624, 51627, 51712, 76142, 76160, 76163, 76463, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8785, 8805, 8808, 8935, 62050, 62068, 62071, 62097, -1, -1, -1, -1,
        -1, -1, -1, -1, 6563, 6582, 6585, 6662, 46162, 46187, 46190, 46263, -1, -1, -1, -1,
        20950, 20971, 20974, 21034, 73022, 73048, 73051, 73106, 73625, 73652, 73655, 73697, 31267, 31288, 31291, 31297,
        -1, -1, -1, -1, 3166, 3186, 3189, 3276, 80964, 80987, 80990, 81057, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 79347, 79358, 79361, 79383, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16269, 16285, 16288, 16319, 73698, 73726, 73729, 73771,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49142, 49168, 49171, 49378, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 82393, 82412, 82415, 82440, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60874, 60898, 60901, 60930, 68462, 68478, 68481, 68627,
        -1, -1, -1, -1, 61339, 61364, 61367, 61416, -1, -1, -1, -1, 73443, 73476, 73479, 73532,
        66931, 66950, 66953, 67074, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35167, 35188, 35191, 35251, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33103, 33123, 33126, 33151,
        -1, -1, -1, -1, 41409, 41430, 41433, 41527, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16614, 16630, 16633, 16664,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39365, 39384, 39387, 39421,
        35028, 35046, 35049, 35072, -1, -1, -1, -1, 82339, 82356, 82359, 82392, -1, -1, -1, -1,
        -1, -1, -1, -1, 74366, 74388, 74391, 74623, -1, -1, -1, -1, 78926, 78950, 78953, 79029,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 26280, 26293, 26296, 26326, -1, -1, -1, -1, -1, -1, -1, -1,
        6301, 6325, 6328, 6410, 72192, 72216, 72219, 72254, -1, -1, -1, -1, -1, -1, -1, -1,
        51357, 51376, 51379, 51459, 77623, 77648, 77651, 77759, 78356, 78371, 78374, 78402, 78065, 78096, 78099, 78186,
        -1, -1, -1, -1, -1, -1, -1, -1, 21381, 21401, 21404, 21445, -1, -1, -1, -1,
        50343, 50366, 50369, 50416, 56065, 56083, 56086, 56094, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36319, 36332, 36335, 36504,
        -1, -1, -1, -1, 51536, 51552, 51555, 51600, 28865, 28892, 28895, 29047, 5868, 5889, 5892, 6173,
        20868, 20888, 20891, 20949, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        26458, 26482, 26485, 26516, -1, -1, -1, -1, 38004, 38016, 38019, 38022, 41022, 41044, 41047, 41097,
        41845, 41869, 41872, 41950, 5343, 5360, 5363, 5389, 62412, 62445, 62448, 62546, 70804, 70829, 70832, 70848,
        -1, -1, -1, -1, 26697, 26715, 26718, 26743, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 80556, 80576, 80579, 80821,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70634, 70653, 70656, 70717, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6755, 6779, 6782, 6946,
        -1, -1, -1, -1, 26381, 26394, 26397, 26439, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57823, 57844, 57847, 57858, -1, -1, -1, -1, -1, -1, -1, -1,
        51460, 51478, 51481, 51535, 60159, 60177, 60180, 60343, 15531, 15555, 15558, 15639, 42931, 42951, 42954, 42964,
        -1, -1, -1, -1, -1, -1, -1, -1, 35252, 35268, 35271, 35326, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26636, 26662, 26665, 26696, -1, -1, -1, -1, 43834, 43862, 43865, 43894, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57307, 57339, 57342, 57442, -1, -1, -1, -1, 52541, 52570, 52573, 52697, 63764, 63782, 63785, 63820,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 82238, 82257, 82260, 82285, 31991, 32008, 32011, 32045, 59755, 59776, 59779, 60053,
        64593, 64609, 64612, 64649, -1, -1, -1, -1, 34539, 34559, 34562, 34576, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 56348, 56366, 56369, 56379, -1, -1, -1, -1,
        22596, 22612, 22615, 23016, -1, -1, -1, -1, -1, -1, -1, -1, 56511, 56529, 56532, 56552,
        -1, -1, -1, -1, -1, -1, -1, -1, 31823, 31840, 31843, 31990, -1, -1, -1, -1,
        39211, 39235, 39238, 39283, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49990, 50009, 50012, 50024, 26198, 26213, 26216, 26233, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27958, 27983, 27986, 28118, 32590, 32604, 32607, 32711,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64181, 64204, 64207, 64266, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15934, 15952, 15955, 16024, -1, -1, -1, -1, 16320, 16338, 16341, 16613,
        21446, 21459, 21462, 21510, 43715, 43742, 43745, 43774, 43948, 43967, 43970, 44656, 24851, 24880, 24883, 24968,
        51875, 51897, 51900, 51943, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53640, 53660, 53663, 53703, 17635, 17642, 17645, 17651, 25943, 25957, 25960, 25972, 42509, 42536, 42539, 42640,
        45265, 45289, 45292, 45528, -1, -1, -1, -1, 66650, 66667, 66670, 66798, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54201, 54227, 54230, 54279, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 41951, 41970, 41973, 42050, -1, -1, -1, -1,
        15727, 15744, 15747, 15822, 61118, 61138, 61141, 61165, -1, -1, -1, -1, -1, -1, -1, -1,
        71689, 71705, 71708, 71748, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63123, 63152, 63155, 63179, -1, -1, -1, -1, 60478, 60499, 60502, 60545, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50093, 50110, 50113, 50125, 55102, 55113, 55116, 55135,
        -1, -1, -1, -1, 68731, 68746, 68749, 68781, 4528, 4540, 4543, 4642, 63180, 63206, 63209, 63237,
        -1, -1, -1, -1, 13988, 14012, 14015, 14207, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56465, 56478, 56481, 56510, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 35800, 35820, 35823, 35905, -1, -1, -1, -1,
        48223, 48244, 48247, 48389, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4794, 4818, 4821, 4840, 41528, 41555, 41558, 41655, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59184, 59203, 59206, 59254, 26234, 26251, 26254, 26279,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63012, 63040, 63043, 63069, 80453, 80471, 80474, 80555, -1, -1, -1, -1,
        -1, -1, -1, -1, 56095, 56114, 56117, 56131, 71970, 71999, 72002, 72048, 22175, 22191, 22194, 22295,
        -1, -1, -1, -1, 50588, 50610, 50613, 50703, -1, -1, -1, -1, -1, -1, -1, -1,
        4765, 4785, 4788, 4793, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17557, 17570, 17573, 17599, -1, -1, -1, -1, -1, -1, -1, -1, 21650, 21670, 21673, 21743,
        -1, -1, -1, -1, 5269, 5295, 5298, 5342, 61620, 61639, 61642, 61667, 51713, 51731, 51734, 51774,
        64409, 64429, 64432, 64487, -1, -1, -1, -1, 29641, 29668, 29671, 29885, 78403, 78420, 78423, 78465,
        42641, 42666, 42669, 42727, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 81514, 81535, 81538, 81604, 61668, 61686, 61689, 61714,
        53068, 53096, 53099, 53192, 21035, 21055, 21058, 21112, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 58886, 58905, 58908, 58943, 61000, 61013, 61016, 61070, 60931, 60953, 60956, 60999,
        39151, 39166, 39169, 39210, 48077, 48102, 48105, 48222, 61494, 61520, 61523, 61572, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52947, 52973, 52976, 53067, 48471, 48490, 48493, 48676,
        -1, -1, -1, -1, 36123, 36143, 36146, 36195, 78466, 78482, 78485, 78734, -1, -1, -1, -1,
        4841, 4854, 4857, 4865, 60546, 60564, 60567, 60600, 71419, 71444, 71447, 71476, 47510, 47533, 47536, 47719,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70138, 70154, 70157, 70198, 15364, 15386, 15389, 15530,
        63238, 63265, 63268, 63298, 77955, 77980, 77983, 78064, -1, -1, -1, -1, 35906, 35928, 35931, 36013,
        52698, 52724, 52727, 52820, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 18767, 18780, 18783, 18955,
        56588, 56620, 56623, 56713, 18572, 18582, 18585, 18766, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34703, 34719, 34722, 34749, 4456, 4469, 4472, 4527, 79898, 79912, 79915, 80034, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58801, 58817, 58820, 58885, -1, -1, -1, -1,
        -1, -1, -1, -1, 4893, 4907, 4910, 4971, 22296, 22311, 22314, 22372, 56132, 56147, 56150, 56160,
        73178, 73205, 73208, 73261, 73533, 73568, 73571, 73624, 58677, 58695, 58698, 58800, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57859, 57883, 57886, 57948,
        64267, 64287, 64290, 64348, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55826, 55845, 55848, 55916, 31298, 31318, 31321, 31528, 55917, 55938, 55941, 56009, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43491, 43525, 43528, 43552, 56714, 56747, 56750, 56840, 50056, 50077, 50080, 50092,
        31016, 31037, 31040, 31127, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37022, 37046, 37049, 37177, 21197, 21215, 21218, 21257, 23241, 23264, 23267, 23398,
        -1, -1, -1, -1, 78821, 78846, 78849, 78925, -1, -1, -1, -1, 7246, 7265, 7268, 7284,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49379, 49398, 49401, 49471, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45121, 45145, 45148, 45264, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79030, 79051, 79054, 79167, -1, -1, -1, -1, 28119, 28142, 28145, 28324, 59255, 59274, 59277, 59386,
        56285, 56302, 56305, 56317, 67287, 67304, 67307, 67377, -1, -1, -1, -1, 4738, 4756, 4759, 4764,
        352, 369, 372, 396, 10635, 10655, 10658, 10770, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 14320, 14345, 14348, 14525, 19612, 19629, 19632, 19842, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43424, 43459, 43462, 43490,
        69615, 69627, 69630, 69712, -1, -1, -1, -1, 51944, 51965, 51968, 52029, 7474, 7497, 7500, 7581,
        74146, 74173, 74176, 74222, -1, -1, -1, -1, 75036, 75055, 75058, 75190, 27739, 27765, 27768, 27957,
        33365, 33381, 33384, 33485, 43775, 43801, 43804, 43833, 72578, 72604, 72607, 72672, 17732, 17742, 17745, 17772,
        80278, 80300, 80303, 80452, -1, -1, -1, -1, 34000, 34013, 34016, 34148, -1, -1, -1, -1,
        50973, 50994, 50997, 51083, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46370, 46386, 46389, 46497, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39108, 39124, 39127, 39150, -1, -1, -1, -1,
        25321, 25345, 25348, 25477, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29446, 29473, 29476, 29640,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38895, 38913, 38916, 39055, -1, -1, -1, -1, 4972, 4983, 4986, 5190,
        13956, 13969, 13972, 13987, 63500, 63518, 63521, 63570, 61999, 62021, 62024, 62049, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 65967, 65982, 65985, 66041, -1, -1, -1, -1,
        -1, -1, -1, -1, 78735, 78757, 78760, 78820, 82492, 82506, 82509, 82583, -1, -1, -1, -1,
        17693, 17704, 17707, 17731, 70481, 70493, 70496, 70578, 71019, 71039, 71042, 71082, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38506, 38518, 38521, 38574, -1, -1, -1, -1, -1, -1, -1, -1, 62547, 62581, 62584, 62682,
        -1, -1, -1, -1, 4643, 4654, 4657, 4666, 61881, 61899, 61902, 61926, 4667, 4685, 4688, 4715,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17505, 17524, 17527, 17556,
        32712, 32735, 32738, 32793, -1, -1, -1, -1, 28527, 28555, 28558, 28864, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58944, 58962, 58965, 59042, 59519, 59537, 59540, 59579, 2222, 2246, 2249, 2336, 490, 502, 505, 519,
        54280, 54305, 54308, 54359, 16103, 16119, 16122, 16268, 30452, 30466, 30469, 30547, -1, -1, -1, -1,
        73995, 74021, 74024, 74070, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71359, 71382, 71385, 71418, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63706, 63725, 63728, 63763, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14526, 14547, 14550, 14611, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57172, 57203, 57206, 57306,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7193, 7211, 7214, 7245, 30908, 30927, 30930, 31015, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47914, 47931, 47934, 48076, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46677, 46710, 46713, 46841, 56967, 57001, 57004, 57094, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 67814, 67836, 67839, 67925, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67378, 67396, 67399, 67477,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25138, 25163, 25166, 25188, 26175, 26186, 26189, 26197,
        -1, -1, -1, -1, -1, -1, -1, -1, 30111, 30134, 30137, 30244, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61573, 61591, 61594, 61619, 65764, 65783, 65786, 65966, 70037, 70054, 70057, 70137,
        17101, 17120, 17123, 17160, 13900, 13916, 13919, 13955, -1, -1, -1, -1, -1, -1, -1, -1,
        34936, 34955, 34958, 34985, 3634, 3654, 3657, 3924, 78241, 78269, 78272, 78355, -1, -1, -1, -1,
        8274, 8293, 8296, 8395, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56431, 56441, 56444, 56464, 25478, 25502, 25505, 25655, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42120, 42145, 42148, 42249,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54605, 54630, 54633, 54686,
        68058, 68078, 68081, 68313, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25973, 25985, 25988, 26000, 73845, 73874, 73877, 73919, -1, -1, -1, -1,
        64349, 64368, 64371, 64408, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53870, 53893, 53896, 53923,
        -1, -1, -1, -1, -1, -1, -1, -1, 1955, 1978, 1981, 2126, 63941, 63958, 63961, 64009,
        64873, 64896, 64899, 65094, 45529, 45549, 45552, 45634, 61715, 61735, 61738, 61763, -1, -1, -1, -1,
        -1, -1, -1, -1, 53981, 54004, 54007, 54032, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29048, 29083, 29086, 29271, -1, -1, -1, -1, 17773, 17786, 17789, 18096, 39791, 39818, 39821, 39928,
        60411, 60433, 60436, 60477, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55207, 55230, 55233, 55280, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4716, 4730, 4733, 4737, -1, -1, -1, -1,
        -1, -1, -1, -1, 50518, 50537, 50540, 50587, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32201, 32216, 32219, 32449, 35451, 35461, 35464, 35497,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71786, 71798, 71801, 71810, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38390, 38404, 38407, 38505, 82441, 82460, 82463, 82491, -1, -1, -1, -1, -1, -1, -1, -1,
        71811, 71840, 71843, 71889, -1, -1, -1, -1, 23958, 23987, 23990, 24193, -1, -1, -1, -1,
        61927, 61947, 61950, 61976, 63649, 63667, 63670, 63705, 81058, 81077, 81080, 81182, -1, -1, -1, -1,
        -1, -1, -1, -1, 75794, 75815, 75818, 76141, -1, -1, -1, -1, -1, -1, -1, -1,
        21994, 22013, 22016, 22174, 8522, 8546, 8549, 8635, 67478, 67497, 67500, 67660, -1, -1, -1, -1,
        32450, 32472, 32475, 32589, -1, -1, -1, -1, 53327, 53349, 53352, 53498, -1, -1, -1, -1,
        53832, 53849, 53852, 53869, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51084, 51106, 51109, 51245, 26517, 26542, 26545, 26578, -1, -1, -1, -1, -1, -1, -1, -1,
        25189, 25205, 25208, 25236, 70262, 70283, 70286, 70420, 24288, 24314, 24317, 24371, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65316, 65340, 65343, 65542, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, 75473, 75492, 75495, 75793, -1, -1, -1, -1,
        -1, -1, -1, -1, 34620, 34643, 34646, 34664, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58031, 58054, 58057, 58117, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15227, 15248, 15251, 15311,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50704, 50720, 50723, 50840,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25903, 25920, 25923, 25942, -1, -1, -1, -1, -1, -1, -1, -1, 18225, 18248, 18251, 18333,
        16712, 16729, 16732, 16829, -1, -1, -1, -1, -1, -1, -1, -1, 17161, 17178, 17181, 17289,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61977, 61984, 61987, 61998, -1, -1, -1, -1, -1, -1, -1, -1,
        33834, 33850, 33853, 33999, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55554, 55573, 55576, 55642,
        60344, 60362, 60365, 60410, -1, -1, -1, -1, 34986, 35006, 35009, 35027, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68782, 68799, 68802, 68925, -1, -1, -1, -1, -1, -1, -1, -1,
        25702, 25728, 25731, 25779, -1, -1, -1, -1, 33152, 33170, 33173, 33364, 52232, 52260, 52263, 52387,
        -1, -1, -1, -1, -1, -1, -1, -1, 4866, 4879, 4882, 4892, 25780, 25793, 25796, 25825,
        26744, 26763, 26766, 26793, 43113, 43145, 43148, 43175, -1, -1, -1, -1, 23163, 23193, 23196, 23240,
        54880, 54905, 54908, 55038, -1, -1, -1, -1, 40696, 40720, 40723, 40826, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17290, 17307, 17310, 17504, 61071, 61090, 61093, 61117,
        -1, -1, -1, -1, -1, -1, -1, -1, 56161, 56177, 56180, 56188, 59683, 59701, 59704, 59754,
        74223, 74246, 74249, 74365, -1, -1, -1, -1, 71083, 71106, 71109, 71147, -1, -1, -1, -1,
        -1, -1, -1, -1, 37700, 37727, 37730, 37876, 82584, 82605, 82608, 82628, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70199, 70213, 70216, 70261,
        -1, -1, -1, -1, -1, -1, -1, -1, 23591, 23615, 23618, 23723, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
