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
        -1, -1, -1, -1, -1, -1, -1, -1, 26898, 26918, 26921, 26935, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31732, 31752, 31755, 31762,
        -1, -1, -1, -1, 16550, 16562, 16565, 16577, 7687, 7711, 7714, 7755, -1, -1, -1, -1,
        5924, 5944, 5947, 6026, 25880, 25898, 25901, 25931, 17017, 17041, 17044, 17064, 31813, 31827, 31830, 31867,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 22494, 22513, 22516, 22544, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13889, 13909, 13912, 13945, 14375, 14396, 14399, 14439, 20132, 20149, 20152, 20237,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10169, 10187, 10190, 10205,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23238, 23255, 23258, 23411, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38812, 38838, 38841, 38855, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1567, 1593, 1596, 1652, -1, -1, -1, -1, -1, -1, -1, -1,
        15452, 15478, 15481, 15518, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46713, 46737, 46740, 46776, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24323, 24341, 24344, 24371,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43556, 43580, 43583, 43602, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30754, 30771, 30774, 31045,
        -1, -1, -1, -1, -1, -1, -1, -1, 16784, 16794, 16797, 16801, 5006, 5025, 5028, 5076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46535, 46553, 46556, 46596,
        -1, -1, -1, -1, 34529, 34548, 34551, 34582, 42149, 42163, 42166, 42232, 34727, 34747, 34750, 34764,
        11961, 11978, 11981, 12055, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7756, 7780, 7783, 8689, 21487, 21501, 21504, 21560, 16763, 16774, 16777, 16783, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14008, 14024, 14027, 14059, 44435, 44466, 44469, 44489, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4116, 4128, 4131, 4192, -1, -1, -1, -1,
        -1, -1, -1, -1, 27086, 27117, 27120, 27143, 34074, 34101, 34104, 34122, -1, -1, -1, -1,
        -1, -1, -1, -1, 35980, 36002, 36005, 36044, 19885, 19903, 19906, 19962, 9777, 9802, 9805, 9864,
        -1, -1, -1, -1, -1, -1, -1, -1, 18977, 18987, 18990, 19022, -1, -1, -1, -1,
        -1, -1, -1, -1, 34487, 34503, 34506, 34528, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29056, 29081, 29084, 29128, 40674, 40701, 40704, 40812, -1, -1, -1, -1,
        -1, -1, -1, -1, 16931, 16943, 16946, 16954, -1, -1, -1, -1, 33861, 33886, 33889, 33905,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12360, 12388, 12391, 12621, 15795, 15811, 15814, 15825, 19474, 19496, 19499, 19577, 35393, 35424, 35427, 35475,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5473, 5492, 5495, 5548, 190, 207, 210, 229,
        30160, 30176, 30179, 30273, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23908, 23930, 23933, 23963, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42485, 42502, 42505, 42582, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38312, 38330, 38333, 38349, -1, -1, -1, -1, 38486, 38499, 38502, 38508, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35174, 35206, 35209, 35258, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22024, 22047, 22050, 22061, -1, -1, -1, -1,
        14964, 14987, 14990, 15070, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37606, 37632, 37635, 37690, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29961, 29988, 29991, 30028,
        -1, -1, -1, -1, 3666, 3684, 3687, 3778, -1, -1, -1, -1, 38456, 38467, 38470, 38485,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25154, 25179, 25182, 25247, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46597, 46615, 46618, 46712, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14306, 14326, 14329, 14374, -1, -1, -1, -1, 1411, 1437, 1440, 1480,
        38151, 38158, 38161, 38170, 44613, 44635, 44638, 44639, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34384, 34406, 34409, 34433, -1, -1, -1, -1,
        24780, 24800, 24803, 24837, 39117, 39137, 39140, 39159, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5840, 5863, 5866, 5923, 18025, 18050, 18053, 18143,
        40564, 40583, 40586, 40673, 47309, 47326, 47329, 47356, -1, -1, -1, -1, -1, -1, -1, -1,
        26374, 26393, 26396, 26441, 22340, 22352, 22355, 22397, 11821, 11842, 11845, 11892, 29676, 29700, 29703, 29758,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27186, 27214, 27217, 27236, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42583, 42600, 42603, 42660, -1, -1, -1, -1,
        13344, 13365, 13368, 13428, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 43064, 43077, 43080, 43103, 39160, 39173, 39176, 39208, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31615, 31634, 31637, 31643, 45523, 45550, 45553, 45661,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26974, 27010, 27013, 27028,
        -1, -1, -1, -1, 32202, 32218, 32221, 32266, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24969, 25000, 25003, 25153, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4834, 4844, 4847, 4946, 42987, 43007, 43010, 43063, -1, -1, -1, -1,
        -1, -1, -1, -1, 21920, 21930, 21933, 21946, -1, -1, -1, -1, 25610, 25629, 25632, 25643,
        22814, 22834, 22837, 22878, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19578, 19594, 19597, 19713, -1, -1, -1, -1, -1, -1, -1, -1,
        6027, 6051, 6054, 6877, 9472, 9494, 9497, 9612, -1, -1, -1, -1, -1, -1, -1, -1,
        20998, 21012, 21015, 21091, 23855, 23875, 23878, 23907, -1, -1, -1, -1, 16998, 17010, 17013, 17016,
        21829, 21842, 21845, 21919, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15950, 15979, 15982, 16029, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2719, 2740, 2743, 2897, 26442, 26467, 26470, 26530, -1, -1, -1, -1,
        16425, 16448, 16451, 16463, -1, -1, -1, -1, 3414, 3440, 3443, 3462, 35476, 35509, 35512, 35561,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26936, 26960, 26963, 26973, 43919, 43948, 43951, 43992,
        22545, 22565, 22568, 22582, -1, -1, -1, -1, 44692, 44719, 44722, 44746, -1, -1, -1, -1,
        -1, -1, -1, -1, 45869, 45889, 45892, 45916, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24076, 24093, 24096, 24164,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3566, 3583, 3586, 3665, -1, -1, -1, -1, 41157, 41184, 41187, 41275,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39819, 39841, 39844, 39959,
        -1, -1, -1, -1, -1, -1, -1, -1, 36935, 36953, 36956, 36984, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39312, 39333, 39336, 39370, 20474, 20495, 20498, 20563,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34971, 34987, 34990, 34994,
        -1, -1, -1, -1, 4430, 4448, 4451, 4491, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5122, 5142, 5145, 5201,
        26753, 26777, 26780, 26789, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4613, 4642, 4645, 4699, 16705, 16715, 16718, 16722,
        639, 653, 656, 663, 16578, 16591, 16594, 16601, 29619, 29643, 29646, 29675, 42661, 42679, 42682, 42767,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 22611, 22627, 22630, 22670, 27546, 27569, 27572, 27591, 45745, 45767, 45770, 45868,
        -1, -1, -1, -1, 40813, 40833, 40836, 40890, 36045, 36069, 36072, 36168, 4700, 4722, 4725, 4769,
        36169, 36188, 36191, 36208, 46832, 46852, 46855, 46913, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 28015, 28043, 28046, 28298, 43864, 43884, 43887, 43918, 45027, 45054, 45057, 45074,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15586, 15606, 15609, 15638,
        41667, 41683, 41686, 41703, 43699, 43720, 43723, 43752, -1, -1, -1, -1, 791, 802, 805, 809,
        13091, 13114, 13117, 13343, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41913, 41935, 41938, 42009, 129, 141, 144, 162,
        37920, 37941, 37944, 37960, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41741, 41758, 41761, 41773, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20930, 20946, 20949, 20997, 35139, 35153, 35156, 35173, 44795, 44820, 44823, 44845, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22213, 22232, 22235, 22242, 17195, 17210, 17213, 17705,
        22163, 22180, 22183, 22188, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44530, 44555, 44558, 44571, -1, -1, -1, -1, 38903, 38921, 38924, 38954, -1, -1, -1, -1,
        -1, -1, -1, -1, 29231, 29254, 29257, 29318, 21352, 21366, 21369, 21414, -1, -1, -1, -1,
        21947, 21955, 21958, 21991, 17154, 17174, 17177, 17194, 31702, 31723, 31726, 31731, -1, -1, -1, -1,
        24838, 24860, 24863, 24885, 25355, 25375, 25378, 25433, -1, -1, -1, -1, -1, -1, -1, -1,
        26693, 26717, 26720, 26752, -1, -1, -1, -1, 11562, 11574, 11577, 11585, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8690, 8710, 8713, 8777, -1, -1, -1, -1,
        12622, 12640, 12643, 12756, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37216, 37236, 37239, 37278, -1, -1, -1, -1, -1, -1, -1, -1, 43643, 43665, 43668, 43698,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31788, 31805, 31808, 31812,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15639, 15662, 15665, 15691,
        35562, 35587, 35590, 35627, 47216, 47223, 47226, 47260, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16030, 16055, 16058, 16072, -1, -1, -1, -1, -1, -1, -1, -1, 36780, 36799, 36802, 36818,
        -1, -1, -1, -1, 10981, 10997, 11000, 11020, -1, -1, -1, -1, 39371, 39393, 39396, 39442,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2217, 2242, 2245, 2337, 36243, 36262, 36265, 36282, -1, -1, -1, -1, 11092, 11107, 11110, 11160,
        -1, -1, -1, -1, 43430, 43450, 43453, 43465, 46914, 46942, 46945, 47036, 36582, 36607, 36610, 36630,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43993, 44014, 44017, 44039,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22100, 22120, 22123, 22131,
        -1, -1, -1, -1, 43348, 43364, 43367, 43385, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21415, 21430, 21433, 21486,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44233, 44245, 44248, 44272, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15826, 15844, 15847, 15869, 18584, 18615, 18618, 18705, 27423, 27441, 27444, 27455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34921, 34937, 34940, 34944,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12889, 12914, 12917, 13090, 24610, 24628, 24631, 24651, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35023, 35038, 35041, 35044, 38350, 38370, 38373, 38390, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16679, 16693, 16696, 16704, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23752, 23766, 23769, 23837, 37882, 37901, 37904, 37919, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 16909, 16921, 16924, 16930,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33547, 33570, 33573, 33639,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15156, 15185, 15188, 15303, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34304, 34323, 34326, 34349, -1, -1, -1, -1, 36536, 36555, 36558, 36581,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37558, 37574, 37577, 37605, -1, -1, -1, -1, 2616, 2645, 2648, 2718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32959, 32979, 32982, 32996, -1, -1, -1, -1, 709, 722, 725, 731,
        23116, 23131, 23134, 23237, -1, -1, -1, -1, -1, -1, -1, -1, 2338, 2355, 2358, 2434,
        40109, 40131, 40134, 40164, 35732, 35755, 35758, 35804, 43522, 43536, 43539, 43555, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38509, 38519, 38522, 38527,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31920, 31939, 31942, 31977, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29383, 29407, 29410, 29528, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9068, 9089, 9092, 9179, 13946, 13961, 13964, 14007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26091, 26115, 26118, 26211, 31254, 31277, 31280, 31353, -1, -1, -1, -1, 24515, 24540, 24543, 24568,
        24697, 24716, 24719, 24779, 47109, 47136, 47139, 47215, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13537, 13559, 13562, 13600,
        41704, 41723, 41726, 41740, -1, -1, -1, -1, 20238, 20260, 20263, 20327, 35907, 35929, 35932, 35979,
        34434, 34458, 34461, 34486, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45125, 45150, 45153, 45174, 28612, 28632, 28635, 28853, -1, -1, -1, -1,
        27237, 27266, 27269, 27284, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39277, 39291, 39294, 39311, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38391, 38405, 38408, 38429, 5618, 5642, 5645, 5726,
        22189, 22205, 22208, 22212, -1, -1, -1, -1, 33739, 33762, 33765, 33787, -1, -1, -1, -1,
        25515, 25542, 25545, 25609, -1, -1, -1, -1, 35860, 35881, 35884, 35906, 33686, 33713, 33716, 33738,
        42768, 42787, 42790, 42858, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34123, 34143, 34146, 34191, 33979, 34006, 34009, 34027, 38717, 38744, 38747, 38762, 34869, 34884, 34887, 34890,
        1653, 1677, 1680, 1725, 38528, 38561, 38564, 38620, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15692, 15719, 15722, 15794, 28854, 28883, 28886, 29055, 33371, 33397, 33400, 33456, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36209, 36227, 36230, 36242,
        26790, 26817, 26820, 26830, 13429, 13439, 13442, 13476, 31561, 31580, 31583, 31585, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14696, 14726, 14729, 14787, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9865, 9890, 9893, 10086, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41513, 41533, 41536, 41608, -1, -1, -1, -1,
        40165, 40184, 40187, 40288, 44640, 44665, 44668, 44691, 5814, 5827, 5830, 5839, 27144, 27170, 27173, 27185,
        38856, 38884, 38887, 38902, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32997, 33024, 33027, 33098, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13601, 13619, 13622, 13643, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29818, 29843, 29846, 29900,
        35347, 35364, 35367, 35392, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9613, 9633, 9636, 9776, 42919, 42935, 42938, 42986, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23513, 23538, 23541, 23630,
        1778, 1797, 1800, 2105, -1, -1, -1, -1, -1, -1, -1, -1, 31763, 31780, 31783, 31787,
        -1, -1, -1, -1, -1, -1, -1, -1, 27379, 27413, 27416, 27422, 13735, 13753, 13756, 13831,
        32421, 32436, 32439, 32490, 44321, 44339, 44342, 44357, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32795, 32809, 32812, 32840, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10617, 10635, 10638, 10666, 30586, 30603, 30606, 30633,
        44490, 44513, 44516, 44529, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17116, 17134, 17137, 17153,
        774, 784, 787, 790, 24165, 24180, 24183, 24236, 36819, 36839, 36842, 36884, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5202, 5226, 5229, 5320,
        40461, 40484, 40487, 40563, 19355, 19369, 19372, 19403, 34891, 34910, 34913, 34920, 44132, 44157, 44160, 44186,
        -1, -1, -1, -1, -1, -1, -1, -1, 39698, 39714, 39717, 39772, 19023, 19050, 19053, 19135,
        -1, -1, -1, -1, 29901, 29924, 29927, 29960, -1, -1, -1, -1, -1, -1, -1, -1,
        5321, 5341, 5344, 5397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10375, 10389, 10392, 10427, 22926, 22944, 22947, 23002, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25248, 25275, 25278, 25308, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3779, 3801, 3804, 3902,
        -1, -1, -1, -1, 37691, 37710, 37713, 37744, -1, -1, -1, -1, 6960, 6979, 6982, 7686,
        16723, 16738, 16741, 16762, 19251, 19272, 19275, 19354, 5077, 5094, 5097, 5121, 29759, 29789, 29792, 29817,
        33906, 33924, 33927, 33932, -1, -1, -1, -1, 558, 569, 572, 576, 1726, 1744, 1747, 1777,
        26831, 26850, 26853, 26864, 4272, 4288, 4291, 4361, 40969, 40987, 40990, 41055, 46266, 46284, 46287, 46367,
        -1, -1, -1, -1, -1, -1, -1, -1, 21751, 21765, 21768, 21828, 44747, 44771, 44774, 44794,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38621, 38656, 38659, 38716, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45425, 45444, 45447, 45522, -1, -1, -1, -1,
        11599, 11615, 11618, 11630, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45228, 45243, 45246, 45291, 47037, 47056, 47059, 47108, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44187, 44206, 44209, 44232, -1, -1, -1, -1,
        -1, -1, -1, -1, 31354, 31378, 31381, 31560, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16150, 16170, 16173, 16204,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10482, 10502, 10505, 10564,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38430, 38441, 38444, 38455, 25707, 25731, 25734, 25879, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37961, 37985, 37988, 38014, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45320, 45336, 45339, 45424, 25309, 25321, 25324, 25354,
        42369, 42390, 42393, 42484, 39016, 39036, 39039, 39076, -1, -1, -1, -1, 11161, 11183, 11186, 11265,
        -1, -1, -1, -1, 12056, 12073, 12076, 12122, -1, -1, -1, -1, 44572, 44592, 44595, 44612,
        -1, -1, -1, -1, -1, -1, -1, -1, 24652, 24668, 24671, 24696, 32684, 32707, 32710, 32746,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5727, 5747, 5750, 5813, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4362, 4381, 4384, 4429, 29129, 29154, 29157, 29230, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19963, 19984, 19987, 19993,
        -1, -1, -1, -1, 2106, 2126, 2129, 2216, 46368, 46391, 46394, 46434, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 45292, 45303, 45306, 45319, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10775, 10791, 10794, 10803, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31046, 31072, 31075, 31176, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47400, 47419, 47422, 47434, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37745, 37769, 37772, 37788, 42010, 42026, 42029, 42148,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44904, 44937, 44940, 44963,
        41056, 41075, 41078, 41156, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22398, 22419, 22422, 22447, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21092, 21112, 21115, 21135,
        -1, -1, -1, -1, 25932, 25953, 25956, 26003, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10940, 10956, 10959, 10980,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24569, 24588, 24591, 24609,
        22306, 22324, 22327, 22339, -1, -1, -1, -1, 47357, 47374, 47377, 47399, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 16884, 16897, 16900, 16908, -1, -1, -1, -1, -1, -1, -1, -1,
        4193, 4217, 4220, 4271, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32491, 32510, 32513, 32563, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13644, 13664, 13667, 13690, -1, -1, -1, -1,
        31868, 31891, 31894, 31919, 34765, 34783, 34786, 34792, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23003, 23016, 23019, 23115,
        -1, -1, -1, -1, 32629, 32645, 32648, 32683, 18375, 18402, 18405, 18458, 3903, 3924, 3927, 4115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23838, 23850, 23853, 23854, 25644, 25666, 25669, 25706,
        26212, 26236, 26239, 26291, 3524, 3541, 3544, 3565, 43603, 43628, 43631, 43642, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46105, 46125, 46128, 46265,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43466, 43485, 43488, 43521, 732, 743, 746, 750, -1, -1, -1, -1, 4492, 4516, 4519, 4612,
        -1, -1, -1, -1, 16955, 16968, 16971, 16997, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35628, 35649, 35652, 35662, -1, -1, -1, -1, -1, -1, -1, -1,
        32564, 32582, 32585, 32628, 37279, 37297, 37300, 37383, 10304, 10328, 10331, 10374, 26865, 26885, 26888, 26897,
        -1, -1, -1, -1, -1, -1, -1, -1, 22448, 22464, 22467, 22493, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17065, 17091, 17094, 17115, -1, -1, -1, -1, 27500, 27528, 27531, 27545, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33099, 33128, 33131, 33204, 39077, 39095, 39098, 39116,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47261, 47280, 47283, 47308, 20436, 20453, 20456, 20473, 37038, 37059, 37062, 37215,
        39773, 39789, 39792, 39818, -1, -1, -1, -1, 21992, 22012, 22015, 22023, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 34995, 35013, 35016, 35022, -1, -1, -1, -1,
        14440, 14456, 14459, 14695, -1, -1, -1, -1, -1, -1, -1, -1, 35110, 35128, 35131, 35138,
        -1, -1, -1, -1, -1, -1, -1, -1, 20328, 20345, 20348, 20435, -1, -1, -1, -1,
        24455, 24479, 24482, 24514, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31586, 31605, 31608, 31614, 16822, 16837, 16840, 16850, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17822, 17847, 17850, 17909, 20783, 20797, 20800, 20864,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39443, 39466, 39469, 39511, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10565, 10583, 10586, 10616, -1, -1, -1, -1, 10804, 10822, 10825, 10939,
        13691, 13704, 13707, 13734, 27592, 27611, 27614, 28014, 32841, 32863, 32866, 32900, 15870, 15899, 15902, 15949,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33640, 33660, 33663, 33685, 11586, 11593, 11596, 11598, 16635, 16649, 16652, 16660, 26531, 26558, 26561, 26622,
        28390, 28414, 28417, 28548, -1, -1, -1, -1, 40891, 40908, 40911, 40968, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 26292, 26311, 26314, 26373, -1, -1, -1, -1,
        10428, 10445, 10448, 10481, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44273, 44289, 44292, 44320, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38763, 38792, 38795, 38811, -1, -1, -1, -1, 37475, 37496, 37499, 37519, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31677, 31694, 31697, 31701, 34350, 34361, 34364, 34383,
        -1, -1, -1, -1, 42233, 42248, 42251, 42267, 2950, 2962, 2965, 3028, -1, -1, -1, -1,
        -1, -1, -1, -1, 8848, 8872, 8875, 9067, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35080, 35093, 35096, 35109, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 22671, 22691, 22694, 22740, -1, -1, -1, -1,
        30453, 30474, 30477, 30585, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3161, 3185, 3188, 3194, 26004, 26031, 26034, 26090, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36631, 36650, 36653, 36684, 16851, 16868, 16871, 16883,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46049, 46067, 46070, 46104, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34793, 34812, 34815, 34822, 44383, 44412, 44415, 44434, 14175, 14191, 14194, 14251,
        -1, -1, -1, -1, 32023, 32045, 32048, 32123, -1, -1, -1, -1, -1, -1, -1, -1,
        3132, 3152, 3155, 3160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11537, 11550, 11553, 11561, -1, -1, -1, -1, -1, -1, -1, -1, 13832, 13852, 13855, 13888,
        -1, -1, -1, -1, 3463, 3489, 3492, 3523, -1, -1, -1, -1, 32747, 32765, 32768, 32794,
        39635, 39655, 39658, 39697, -1, -1, -1, -1, 18826, 18853, 18856, 18976, -1, -1, -1, -1,
        26623, 26648, 26651, 26692, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46777, 46798, 46801, 46831, 38072, 38090, 38093, 38109,
        33285, 33313, 33316, 33370, 13477, 13497, 13500, 13536, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 36430, 36449, 36452, 36478, 37834, 37847, 37850, 37881, 37789, 37811, 37814, 37833,
        24410, 24425, 24428, 24454, 30351, 30376, 30379, 30452, 38015, 38041, 38044, 38071, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33205, 33231, 33234, 33284, 30634, 30653, 30656, 30753,
        -1, -1, -1, -1, 22879, 22899, 22902, 22925, -1, -1, -1, -1, -1, -1, -1, -1,
        3195, 3208, 3211, 3217, 37520, 37538, 37541, 37557, 44084, 44109, 44112, 44131, 30029, 30052, 30055, 30159,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43175, 43191, 43194, 43215, 10206, 10228, 10231, 10303,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22741, 22763, 22766, 22813,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 12239, 12252, 12255, 12359,
        -1, -1, -1, -1, 12123, 12133, 12136, 12238, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22132, 22148, 22151, 22162, 2898, 2911, 2914, 2949, 45662, 45676, 45679, 45744, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36371, 36387, 36390, 36429, -1, -1, -1, -1,
        -1, -1, -1, -1, 3241, 3255, 3258, 3293, 14252, 14267, 14270, 14305, 34823, 34838, 34841, 34844,
        44846, 44873, 44876, 44903, 44964, 44999, 45002, 45026, 36283, 36301, 36304, 36370, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35663, 35687, 35690, 35731,
        39512, 39532, 39535, 39577, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34630, 34649, 34652, 34676, 19994, 20014, 20017, 20131, 34677, 34698, 34701, 34726, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27333, 27367, 27370, 27378, -1, -1, -1, -1, 31644, 31665, 31668, 31676,
        19799, 19820, 19823, 19884, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23412, 23436, 23439, 23512, 14855, 14878, 14881, 14963, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4807, 4826, 4829, 4833,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31177, 31196, 31199, 31253, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28299, 28323, 28326, 28389, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17910, 17933, 17936, 18024, 36685, 36704, 36707, 36779,
        34945, 34962, 34965, 34970, 41276, 41293, 41296, 41328, -1, -1, -1, -1, 3105, 3123, 3126, 3131,
        274, 291, 294, 307, 6878, 6898, 6901, 6959, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 9180, 9205, 9208, 9385, 12757, 12774, 12777, 12888, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27285, 27320, 27323, 27332,
        42859, 42871, 42874, 42918, -1, -1, -1, -1, 32901, 32922, 32925, 32958, 4947, 4970, 4973, 5005,
        45175, 45202, 45205, 45227, -1, -1, -1, -1, 45917, 45939, 45942, 46048, 17706, 17732, 17735, 17821,
        21266, 21282, 21285, 21351, 27456, 27482, 27485, 27499, -1, -1, -1, -1, 11631, 11641, 11644, 11650,
        -1, -1, -1, -1, -1, -1, -1, -1, 21678, 21691, 21694, 21750, -1, -1, -1, -1,
        32267, 32288, 32291, 32341, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29319, 29335, 29338, 29382, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24372, 24388, 24391, 24409, -1, -1, -1, -1,
        16205, 16229, 16232, 16311, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18706, 18733, 18736, 18825,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24237, 24255, 24258, 24322, -1, -1, -1, -1, 3294, 3305, 3308, 3413,
        8822, 8835, 8838, 8847, 38955, 38973, 38976, 39015, 38270, 38292, 38295, 38311, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 40413, 40428, 40431, 40460, -1, -1, -1, -1,
        -1, -1, -1, -1, 47474, 47488, 47491, 47523, -1, -1, -1, -1, -1, -1, -1, -1,
        43386, 43398, 43401, 43429, 43753, 43773, 43776, 43799, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24044, 24056, 24059, 24075, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3029, 3040, 3043, 3051, 38171, 38189, 38192, 38208, 3052, 3070, 3073, 3082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11498, 11517, 11520, 11536,
        20865, 20888, 20891, 20929, -1, -1, -1, -1, 18144, 18172, 18175, 18374, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36479, 36497, 36500, 36535, 36885, 36903, 36906, 36934, 1481, 1505, 1508, 1566, 368, 380, 383, 388,
        33933, 33958, 33961, 33978, 10667, 10683, 10686, 10774, 19404, 19418, 19421, 19473, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44040, 44063, 44066, 44083, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9386, 9407, 9410, 9471, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4770, 4788, 4791, 4806, 19714, 19733, 19736, 19798, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30274, 30291, 30294, 30350, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29529, 29562, 29565, 29618, 35259, 35293, 35296, 35346, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 41609, 41631, 41634, 41666, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41329, 41347, 41350, 41394,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16073, 16098, 16101, 16115, 16802, 16813, 16816, 16821,
        -1, -1, -1, -1, -1, -1, -1, -1, 19136, 19159, 19162, 19250, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40289, 40308, 40311, 40412, 43104, 43121, 43124, 43174, -1, -1, -1, -1,
        11266, 11285, 11288, 11302, 8778, 8794, 8797, 8821, -1, -1, -1, -1, -1, -1, -1, -1,
        22243, 22262, 22265, 22273, 2435, 2455, 2458, 2615, -1, -1, -1, -1, -1, -1, -1, -1,
        5398, 5417, 5420, 5472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35045, 35055, 35058, 35079, 16312, 16336, 16339, 16424, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34028, 34053, 34056, 34073,
        41774, 41794, 41797, 41912, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16661, 16673, 16676, 16678, 45075, 45104, 45107, 45124, -1, -1, -1, -1,
        39578, 39597, 39600, 39634, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1293, 1316, 1319, 1410, 39209, 39226, 39229, 39276,
        -1, -1, -1, -1, 28549, 28569, 28572, 28611, 38110, 38130, 38133, 38150, -1, -1, -1, -1,
        -1, -1, -1, -1, 33819, 33842, 33845, 33860, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18459, 18494, 18497, 18583, -1, -1, -1, -1, 11651, 11664, 11667, 11820, 24886, 24913, 24916, 24968,
        37430, 37452, 37455, 37474, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 3083, 3097, 3100, 3104, -1, -1, -1, -1,
        -1, -1, -1, -1, 31978, 31997, 32000, 32022, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20564, 20579, 20582, 20685, 22583, 22593, 22596, 22610,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44358, 44370, 44373, 44382, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23964, 23978, 23981, 24043, 47435, 47454, 47457, 47473, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15304, 15333, 15336, 15451, -1, -1, -1, -1,
        38209, 38229, 38232, 38249, 46435, 46454, 46457, 46534, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14060, 14079, 14082, 14174, 5549, 5573, 5576, 5617, 41395, 41414, 41417, 41512, -1, -1, -1, -1,
        20686, 20708, 20711, 20782, -1, -1, -1, -1, 33457, 33479, 33482, 33546, -1, -1, -1, -1,
        33788, 33805, 33808, 33818, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32342, 32364, 32367, 32420, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16116, 16132, 16135, 16149, 43269, 43290, 43293, 43347, 15519, 15545, 15548, 15585, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39960, 39984, 39987, 40108, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22062, 22085, 22088, 22099, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35805, 35828, 35831, 35859, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10087, 10108, 10111, 10168,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32124, 32140, 32143, 32201,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16602, 16619, 16622, 16634, -1, -1, -1, -1, -1, -1, -1, -1, 11893, 11916, 11919, 11960,
        11021, 11038, 11041, 11091, -1, -1, -1, -1, -1, -1, -1, -1, 11303, 11320, 11323, 11370,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38250, 38257, 38260, 38269, -1, -1, -1, -1, -1, -1, -1, -1,
        21561, 21577, 21580, 21677, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34583, 34602, 34605, 34629,
        37384, 37402, 37405, 37429, -1, -1, -1, -1, 22274, 22294, 22297, 22305, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42268, 42285, 42288, 42368, -1, -1, -1, -1, -1, -1, -1, -1,
        16464, 16490, 16493, 16519, -1, -1, -1, -1, 21136, 21154, 21157, 21265, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3218, 3231, 3234, 3240, 16520, 16533, 16536, 16549,
        -1, -1, -1, -1, 27029, 27061, 27064, 27085, -1, -1, -1, -1, 14788, 14818, 14821, 14854,
        34192, 34217, 34220, 34303, -1, -1, -1, -1, 25434, 25458, 25461, 25514, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11371, 11388, 11391, 11497, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34845, 34861, 34864, 34868, 36985, 37003, 37006, 37037,
        -1, -1, -1, -1, -1, -1, -1, -1, 43800, 43823, 43826, 43863, -1, -1, -1, -1,
        -1, -1, -1, -1, 23631, 23658, 23661, 23751, 47524, 47545, 47548, 47555, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43216, 43230, 43233, 43268,
        -1, -1, -1, -1, -1, -1, -1, -1, 15071, 15095, 15098, 15155, -1, -1, -1, -1,
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
        -1, -1, -1, -1, -1, -1, -1, -1, 42822, 42842, 42845, 42861, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50018, 50038, 50041, 50055,
        -1, -1, -1, -1, 25771, 25783, 25786, 25818, 12051, 12075, 12078, 12161, -1, -1, -1, -1,
        9082, 9102, 9105, 9252, 41195, 41213, 41216, 41265, 26524, 26548, 26551, 26580, 50118, 50132, 50135, 50199,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 35184, 35203, 35206, 35255, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21689, 21709, 21712, 21772, 22431, 22452, 22455, 22540, 31474, 31491, 31494, 31622,
        -1, -1, -1, -1, -1, -1, -1, -1, 54381, 54407, 54410, 54461, -1, -1, -1, -1,
        42107, 42133, 42136, 42235, -1, -1, -1, -1, -1, -1, -1, -1, 15296, 15314, 15317, 15347,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36588, 36605, 36608, 36878, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63127, 63153, 63156, 63182, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2337, 2363, 2366, 2462, -1, -1, -1, -1, -1, -1, -1, -1,
        24139, 24165, 24168, 24232, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76248, 76272, 76275, 76319, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38913, 38931, 38934, 38964,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70580, 70604, 70607, 70631, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48534, 48551, 48554, 48998,
        62785, 62812, 62815, 62839, -1, -1, -1, -1, 26090, 26100, 26103, 26119, 7582, 7601, 7604, 7693,
        -1, -1, -1, -1, -1, -1, -1, -1, 73180, 73214, 73217, 73270, 75989, 76007, 76010, 76076,
        -1, -1, -1, -1, 55327, 55346, 55349, 55410, 68456, 68470, 68473, 68558, 55867, 55887, 55890, 55921,
        18279, 18296, 18299, 18435, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        12162, 12186, 12189, 13729, 33631, 33645, 33648, 33778, 26054, 26065, 26068, 26089, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21867, 21883, 21886, 21938, 71877, 71908, 71911, 71957, -1, -1, -1, -1, 35444, 35464, 35467, 35549,
        -1, -1, -1, -1, -1, -1, -1, -1, 6174, 6186, 6189, 6300, -1, -1, -1, -1,
        -1, -1, -1, -1, 43033, 43064, 43067, 43094, 54544, 54571, 54574, 54627, -1, -1, -1, -1,
        -1, -1, -1, -1, 58085, 58107, 58110, 58150, 31073, 31091, 31094, 31211, 14901, 14926, 14929, 14988,
        -1, -1, -1, -1, -1, -1, -1, -1, 29831, 29841, 29844, 29920, -1, -1, -1, -1,
        -1, -1, -1, -1, 55282, 55298, 55301, 55326, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45946, 45971, 45974, 46018, 66164, 66191, 66194, 66337, -1, -1, -1, -1,
        -1, -1, -1, -1, 26298, 26310, 26313, 26325, -1, -1, -1, -1, 53890, 53915, 53918, 53945,
        -1, -1, -1, -1, 53978, 54003, 54006, 54057, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18901, 18929, 18932, 19317, 24657, 24673, 24676, 24709, 30493, 30515, 30518, 30682, 55591, 55611, 55614, 55682,
        57271, 57302, 57305, 57403, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8380, 8399, 8402, 8505, 240, 257, 260, 284,
        47577, 47593, 47596, 47770, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38152, 38174, 38177, 38246, -1, -1, -1, -1,
        -1, -1, -1, -1, 73090, 73123, 73126, 73179, -1, -1, -1, -1, -1, -1, -1, -1,
        68925, 68942, 68945, 69056, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61973, 61991, 61994, 62018, -1, -1, -1, -1, 62198, 62211, 62214, 62220, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56669, 56701, 56704, 56794, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34522, 34545, 34548, 34564, -1, -1, -1, -1,
        23344, 23367, 23370, 23535, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60518, 60544, 60547, 60640, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47249, 47276, 47279, 47366,
        -1, -1, -1, -1, 5527, 5545, 5548, 5692, 37880, 37900, 37903, 37970, 62152, 62163, 62166, 62197,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40087, 40112, 40115, 40264, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76077, 76095, 76098, 76247, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53781, 53805, 53808, 53837, 22318, 22338, 22341, 22430, -1, -1, -1, -1, 2127, 2153, 2156, 2221,
        61592, 61599, 61602, 61613, 72283, 72305, 72308, 72309, -1, -1, -1, -1, 61926, 61945, 61948, 61972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52678, 52705, 52708, 52803, 55138, 55160, 55163, 55208, -1, -1, -1, -1,
        39525, 39545, 39548, 39586, 63649, 63669, 63672, 63707, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8952, 8975, 8978, 9081, 28270, 28295, 28298, 28471,
        66011, 66030, 66033, 66163, 77092, 77109, 77112, 77144, -1, -1, -1, -1, -1, -1, -1, -1,
        41908, 41927, 41930, 41976, 34930, 34942, 34945, 35023, 18042, 18063, 18066, 18169, 46788, 46812, 46815, 46925,
        -1, -1, -1, -1, -1, -1, -1, -1, 72310, 72335, 72338, 72405, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43150, 43178, 43181, 43216, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69057, 69074, 69077, 69174, -1, -1, -1, -1,
        20628, 20649, 20652, 20764, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 69807, 69820, 69823, 69864, 63708, 63721, 63724, 63768, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49882, 49901, 49904, 49912, 73748, 73773, 73776, 73822,
        74509, 74536, 74539, 74703, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42909, 42945, 42948, 42969,
        -1, -1, -1, -1, 50698, 50714, 50717, 50829, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39786, 39817, 39820, 40086, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7285, 7295, 7298, 7473, 69647, 69667, 69670, 69806, -1, -1, -1, -1,
        -1, -1, -1, -1, 34357, 34367, 34370, 34417, -1, -1, -1, -1, 40820, 40839, 40842, 40878,
        35871, 35891, 35894, 35979, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30683, 30699, 30702, 30852, -1, -1, -1, -1, -1, -1, -1, -1,
        9253, 9277, 9280, 10618, 14596, 14618, 14621, 14736, -1, -1, -1, -1, -1, -1, -1, -1,
        32854, 32868, 32871, 33047, 38065, 38085, 38088, 38151, 71958, 71981, 71984, 72019, 26385, 26397, 26400, 26402,
        34215, 34228, 34231, 34356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24914, 24943, 24946, 25033, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4132, 4153, 4156, 4455, 42236, 42261, 42264, 42365, -1, -1, -1, -1,
        25601, 25624, 25627, 25646, -1, -1, -1, -1, 5191, 5217, 5220, 5268, 57404, 57437, 57440, 57538,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42862, 42886, 42889, 42908, 71034, 71063, 71066, 71139,
        35256, 35276, 35279, 35307, -1, -1, -1, -1, 37208, 37234, 37237, 37381, 72597, 72624, 72627, 72694,
        -1, -1, -1, -1, 75025, 75045, 75048, 75083, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38432, 38449, 38452, 38600,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5390, 5407, 5410, 5526, -1, -1, -1, -1, 66903, 66930, 66933, 67114,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64923, 64945, 64948, 65143,
        -1, -1, -1, -1, -1, -1, -1, -1, 59408, 59426, 59429, 59510, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63873, 63894, 63897, 63926, 31991, 32012, 32015, 32145,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56175, 56191, 56194, 56204,
        -1, -1, -1, -1, 6663, 6681, 6684, 6754, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7767, 7787, 7790, 7926,
        42674, 42698, 42701, 42710, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6947, 6976, 6979, 7080, 25974, 25984, 25987, 25991,
        874, 888, 891, 909, 25819, 25832, 25835, 25847, 46699, 46723, 46726, 46787, 69175, 69193, 69196, 69338,
        71718, 71748, 71751, 71797, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 35355, 35371, 35374, 35443, 43752, 43775, 43778, 43804, 74841, 74863, 74866, 75024,
        -1, -1, -1, -1, 66338, 66358, 66361, 66477, 58151, 58175, 58178, 58352, 7081, 7103, 7106, 7192,
        58353, 58372, 58375, 58405, 76411, 76431, 76434, 76533, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 44514, 44542, 44545, 44977, 70976, 70996, 70999, 71033, 73600, 73627, 73630, 73672,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24317, 24337, 24340, 24424,
        67754, 67770, 67773, 67794, 70764, 70785, 70788, 70846, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        20169, 20192, 20195, 20627, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68142, 68164, 68167, 68289, 177, 189, 192, 210,
        61041, 61062, 61065, 61089, -1, -1, -1, -1, 55500, 55519, 55522, 55590, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67835, 67852, 67855, 67885, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32739, 32755, 32758, 32853, 56381, 56395, 56398, 56415, 72935, 72960, 72963, 73005, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34752, 34771, 34774, 34792, 26833, 26848, 26851, 27683,
        34695, 34712, 34715, 34725, 35550, 35571, 35574, 35656, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72145, 72170, 72173, 72208, -1, -1, -1, -1, 63243, 63261, 63264, 63327, -1, -1, -1, -1,
        -1, -1, -1, -1, 46121, 46144, 46147, 46226, 33431, 33445, 33448, 33524, -1, -1, -1, -1,
        34418, 34426, 34429, 34483, 26784, 26804, 26807, 26832, 49983, 50004, 50007, 50017, -1, -1, -1, -1,
        39587, 39609, 39612, 39647, 40439, 40459, 40462, 40552, -1, -1, -1, -1, -1, -1, -1, -1,
        42585, 42609, 42612, 42673, 54993, 55015, 55018, 55063, 17584, 17596, 17599, 17618, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13730, 13750, 13753, 13883, -1, -1, -1, -1,
        19318, 19336, 19339, 19556, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59882, 59902, 59905, 59986, -1, -1, -1, -1, -1, -1, -1, -1, 70677, 70699, 70702, 70763,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50089, 50106, 50109, 50117,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24425, 24448, 24451, 24494,
        57539, 57564, 57567, 57650, 76993, 77000, 77003, 77043, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25034, 25059, 25062, 25082, -1, -1, -1, -1, -1, -1, -1, -1, 59215, 59234, 59237, 59270,
        -1, -1, -1, -1, 16649, 16665, 16668, 16695, -1, -1, -1, -1, 63927, 63949, 63952, 64008,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3277, 3302, 3305, 3484, 58447, 58466, 58469, 58504, -1, -1, -1, -1, 16814, 16829, 16832, 16921,
        -1, -1, -1, -1, 70407, 70427, 70430, 70461, 76534, 76562, 76565, 76703, 58947, 58972, 58975, 59011,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71140, 71161, 71164, 71186,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34610, 34630, 34633, 34647,
        -1, -1, -1, -1, 70249, 70265, 70268, 70308, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33525, 33540, 33543, 33630,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71447, 71459, 71462, 71516, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24710, 24728, 24731, 24795, 29217, 29248, 29251, 29390, 43468, 43486, 43489, 43512,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56114, 56130, 56133, 56141,
        -1, -1, -1, -1, -1, -1, -1, -1, 43513, 43539, 43542, 43571, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19788, 19813, 19816, 20168, 39279, 39297, 39300, 39338, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56237, 56252, 56255, 56258, 62019, 62039, 62042, 62068, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25946, 25960, 25963, 25973, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37734, 37748, 37751, 37860, 60994, 61013, 61016, 61040, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 26272, 26284, 26287, 26297,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53356, 53379, 53382, 53496,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23669, 23698, 23701, 23902, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54896, 54915, 54918, 54958, -1, -1, -1, -1, 58871, 58890, 58893, 58946,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60429, 60445, 60448, 60517, -1, -1, -1, -1, 3925, 3954, 3957, 4131,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51887, 51907, 51910, 51933, -1, -1, -1, -1, 980, 993, 996, 1014,
        36362, 36377, 36380, 36587, -1, -1, -1, -1, -1, -1, -1, -1, 3485, 3502, 3505, 3633,
        65371, 65393, 65396, 65426, 57777, 57800, 57803, 57858, 70546, 70560, 70563, 70579, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62221, 62231, 62234, 62239,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50274, 50293, 50296, 50374, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46355, 46379, 46382, 46533, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14192, 14213, 14216, 14303, 21773, 21788, 21791, 21866, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41513, 41537, 41540, 41701, 49329, 49352, 49355, 49480, -1, -1, -1, -1, 39141, 39166, 39169, 39221,
        39396, 39415, 39418, 39524, 61662, 61681, 61684, 61708, 76827, 76854, 76857, 76992, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21058, 21080, 21083, 21141,
        67795, 67814, 67817, 67834, 72768, 72793, 72796, 72849, 31623, 31645, 31648, 31767, 58001, 58023, 58026, 58084,
        55209, 55233, 55236, 55281, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37971, 37992, 37995, 38064,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73899, 73924, 73927, 73973, 45492, 45512, 45515, 45743, -1, -1, -1, -1,
        43217, 43246, 43249, 43280, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63838, 63852, 63855, 63872, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62069, 62083, 62086, 62121, 8620, 8644, 8647, 8768,
        34726, 34742, 34745, 34751, -1, -1, -1, -1, 53636, 53659, 53662, 53688, -1, -1, -1, -1,
        40684, 40711, 40714, 40819, -1, -1, -1, -1, 57946, 57967, 57970, 58000, 53561, 53588, 53591, 53635,
        61614, 61632, 61635, 61661, 64478, 64500, 64503, 64700, 69339, 69358, 69361, 69442, -1, -1, -1, -1,
        54628, 54648, 54651, 54736, 54217, 54244, 54247, 54298, 62898, 62925, 62928, 62950, 56046, 56061, 56064, 56072,
        2463, 2487, 2490, 2586, 62511, 62544, 62547, 62645, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24495, 24522, 24525, 24656, 45744, 45773, 45776, 45945, 53050, 53076, 53079, 53183, 54299, 54324, 54327, 54380,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58406, 58424, 58427, 58446,
        42711, 42738, 42741, 42753, 20765, 20775, 20778, 20812, 49814, 49833, 49836, 49846, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22962, 22992, 22995, 23107, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14989, 15014, 15017, 15210, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67489, 67509, 67512, 67641, -1, -1, -1, -1,
        65427, 65446, 65449, 65591, 72501, 72526, 72529, 72596, 8920, 8933, 8936, 8951, 43095, 43121, 43124, 43149,
        63183, 63211, 63214, 63242, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52245, 52272, 52275, 52397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21267, 21285, 21288, 21325, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47015, 47040, 47043, 47143,
        56923, 56940, 56943, 56999, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14737, 14757, 14760, 14900, 69541, 69557, 69560, 69646, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37382, 37407, 37410, 37556,
        2663, 2682, 2685, 3165, -1, -1, -1, -1, -1, -1, -1, -1, 50056, 50073, 50076, 50088,
        -1, -1, -1, -1, -1, -1, -1, -1, 43410, 43444, 43447, 43467, 21456, 21474, 21477, 21594,
        51103, 51118, 51121, 51213, 71577, 71595, 71598, 71613, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37035, 37060, 37063, 37207, 51632, 51646, 51649, 51731, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16009, 16027, 16030, 16086, 48247, 48264, 48267, 48327,
        72083, 72106, 72109, 72144, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26739, 26757, 26760, 26783,
        1081, 1091, 1094, 1108, 38601, 38616, 38619, 38751, 59271, 59291, 59294, 59346, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7927, 7951, 7954, 8096,
        61090, 61114, 61117, 61166, 30316, 30330, 30333, 30396, 56073, 56092, 56095, 56113, 65870, 65893, 65896, 66010,
        71305, 71330, 71333, 71373, -1, -1, -1, -1, 51934, 51961, 51964, 52088, 29921, 29948, 29951, 30055,
        64316, 64332, 64335, 64420, 47144, 47167, 47170, 47248, -1, -1, -1, -1, -1, -1, -1, -1,
        8097, 8117, 8120, 8257, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15624, 15638, 15641, 15710, 36053, 36071, 36074, 36175, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40265, 40292, 40295, 40349, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5693, 5715, 5718, 5867,
        -1, -1, -1, -1, 60641, 60660, 60663, 60701, -1, -1, -1, -1, 10755, 10774, 10777, 12050,
        25992, 26007, 26010, 26053, 30190, 30211, 30214, 30315, 7694, 7711, 7714, 7766, 46926, 46956, 46959, 47014,
        53946, 53964, 53967, 53977, -1, -1, -1, -1, 770, 781, 784, 794, 2587, 2605, 2608, 2662,
        42754, 42773, 42776, 42787, 6411, 6427, 6430, 6562, 66627, 66645, 66648, 66758, 75628, 75646, 75649, 75769,
        -1, -1, -1, -1, -1, -1, -1, -1, 34094, 34108, 34111, 34214, 72695, 72719, 72722, 72767,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62646, 62681, 62684, 62784, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74361, 74380, 74383, 74508, -1, -1, -1, -1,
        17636, 17652, 17655, 17676, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74051, 74066, 74069, 74152, 76704, 76723, 76726, 76826, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71374, 71393, 71396, 71446, -1, -1, -1, -1,
        -1, -1, -1, -1, 49481, 49505, 49508, 49813, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25182, 25202, 25205, 25265,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 15807, 15827, 15830, 15917,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62122, 62133, 62136, 62151, 40955, 40979, 40982, 41194, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61245, 61269, 61272, 61321, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74190, 74206, 74209, 74360, 40350, 40362, 40365, 40438,
        68754, 68775, 68778, 68924, 63399, 63419, 63422, 63476, -1, -1, -1, -1, 16922, 16944, 16947, 17084,
        -1, -1, -1, -1, 18436, 18453, 18456, 18516, -1, -1, -1, -1, 72209, 72229, 72232, 72282,
        -1, -1, -1, -1, -1, -1, -1, -1, 39339, 39355, 39358, 39395, 21203, 21222, 21225, 21266,
        51458, 51481, 51484, 51569, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8769, 8789, 8792, 8919, 61878, 61896, 61899, 61925, -1, -1, -1, -1,
        -1, -1, -1, -1, 6563, 6582, 6585, 6662, 46019, 46044, 46047, 46120, -1, -1, -1, -1,
        20895, 20916, 20919, 20979, 72850, 72876, 72879, 72934, 73453, 73480, 73483, 73525, 31212, 31233, 31236, 31242,
        -1, -1, -1, -1, 3166, 3186, 3189, 3276, 75770, 75793, 75796, 75863, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 74153, 74164, 74167, 74189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16253, 16269, 16272, 16303, 73526, 73554, 73557, 73599,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48999, 49025, 49028, 49235, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77199, 77218, 77221, 77246, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60702, 60726, 60729, 60758, 68290, 68306, 68309, 68455,
        -1, -1, -1, -1, 61167, 61192, 61195, 61244, -1, -1, -1, -1, 73271, 73304, 73307, 73360,
        66759, 66778, 66781, 66902, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35024, 35045, 35048, 35108, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33048, 33068, 33071, 33096,
        -1, -1, -1, -1, 41266, 41287, 41290, 41384, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16598, 16614, 16617, 16648,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39222, 39241, 39244, 39278,
        34885, 34903, 34906, 34929, -1, -1, -1, -1, 77145, 77162, 77165, 77198, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 26225, 26238, 26241, 26271, -1, -1, -1, -1, -1, -1, -1, -1,
        6301, 6325, 6328, 6410, 72020, 72044, 72047, 72082, -1, -1, -1, -1, -1, -1, -1, -1,
        51214, 51233, 51236, 51316, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21326, 21346, 21349, 21390, -1, -1, -1, -1,
        50200, 50223, 50226, 50273, 55922, 55940, 55943, 55951, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36176, 36189, 36192, 36361,
        -1, -1, -1, -1, 51393, 51409, 51412, 51457, 28810, 28837, 28840, 28992, 5868, 5889, 5892, 6173,
        20813, 20833, 20836, 20894, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        26403, 26427, 26430, 26461, -1, -1, -1, -1, 37861, 37873, 37876, 37879, 40879, 40901, 40904, 40954,
        41702, 41726, 41729, 41807, 5343, 5360, 5363, 5389, 62240, 62273, 62276, 62374, 70632, 70657, 70660, 70676,
        -1, -1, -1, -1, 26642, 26660, 26663, 26688, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 75362, 75382, 75385, 75627,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70462, 70481, 70484, 70545, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6755, 6779, 6782, 6946,
        -1, -1, -1, -1, 26326, 26339, 26342, 26384, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57651, 57672, 57675, 57686, -1, -1, -1, -1, -1, -1, -1, -1,
        51317, 51335, 51338, 51392, 59987, 60005, 60008, 60171, 15515, 15539, 15542, 15623, 42788, 42808, 42811, 42821,
        -1, -1, -1, -1, -1, -1, -1, -1, 35109, 35125, 35128, 35183, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26581, 26607, 26610, 26641, -1, -1, -1, -1, 43691, 43719, 43722, 43751, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57135, 57167, 57170, 57270, -1, -1, -1, -1, 52398, 52427, 52430, 52554, 63592, 63610, 63613, 63648,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77044, 77063, 77066, 77091, 31936, 31953, 31956, 31990, 59583, 59604, 59607, 59881,
        64421, 64437, 64440, 64477, -1, -1, -1, -1, 34484, 34504, 34507, 34521, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 56205, 56223, 56226, 56236, -1, -1, -1, -1,
        22541, 22557, 22560, 22961, -1, -1, -1, -1, -1, -1, -1, -1, 56339, 56357, 56360, 56380,
        -1, -1, -1, -1, -1, -1, -1, -1, 31768, 31785, 31788, 31935, -1, -1, -1, -1,
        39068, 39092, 39095, 39140, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49847, 49866, 49869, 49881, 26143, 26158, 26161, 26178, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27903, 27928, 27931, 28063, 32535, 32549, 32552, 32656,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64009, 64032, 64035, 64094, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15918, 15936, 15939, 16008, -1, -1, -1, -1, 16304, 16322, 16325, 16597,
        21391, 21404, 21407, 21455, 43572, 43599, 43602, 43631, 43805, 43824, 43827, 44513, 24796, 24825, 24828, 24913,
        51732, 51754, 51757, 51800, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53497, 53517, 53520, 53560, 17619, 17626, 17629, 17635, 25888, 25902, 25905, 25917, 42366, 42393, 42396, 42497,
        45122, 45146, 45149, 45385, -1, -1, -1, -1, 66478, 66495, 66498, 66626, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54058, 54084, 54087, 54136, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 41808, 41827, 41830, 41907, -1, -1, -1, -1,
        15711, 15728, 15731, 15806, 60946, 60966, 60969, 60993, -1, -1, -1, -1, -1, -1, -1, -1,
        71517, 71533, 71536, 71576, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62951, 62980, 62983, 63007, -1, -1, -1, -1, 60306, 60327, 60330, 60373, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49950, 49967, 49970, 49982, 54959, 54970, 54973, 54992,
        -1, -1, -1, -1, 68559, 68574, 68577, 68609, 4528, 4540, 4543, 4642, 63008, 63034, 63037, 63065,
        -1, -1, -1, -1, 13972, 13996, 13999, 14191, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56293, 56306, 56309, 56338, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 35657, 35677, 35680, 35762, -1, -1, -1, -1,
        48080, 48101, 48104, 48246, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4794, 4818, 4821, 4840, 41385, 41412, 41415, 41512, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59012, 59031, 59034, 59082, 26179, 26196, 26199, 26224,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62840, 62868, 62871, 62897, 75259, 75277, 75280, 75361, -1, -1, -1, -1,
        -1, -1, -1, -1, 55952, 55971, 55974, 55988, 71798, 71827, 71830, 71876, 22120, 22136, 22139, 22240,
        -1, -1, -1, -1, 50445, 50467, 50470, 50560, -1, -1, -1, -1, -1, -1, -1, -1,
        4765, 4785, 4788, 4793, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17541, 17554, 17557, 17583, -1, -1, -1, -1, -1, -1, -1, -1, 21595, 21615, 21618, 21688,
        -1, -1, -1, -1, 5269, 5295, 5298, 5342, 61448, 61467, 61470, 61495, 51570, 51588, 51591, 51631,
        64237, 64257, 64260, 64315, -1, -1, -1, -1, 29586, 29613, 29616, 29830, -1, -1, -1, -1,
        42498, 42523, 42526, 42584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76320, 76341, 76344, 76410, 61496, 61514, 61517, 61542,
        52925, 52953, 52956, 53049, 20980, 21000, 21003, 21057, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 58714, 58733, 58736, 58771, 60828, 60841, 60844, 60898, 60759, 60781, 60784, 60827,
        39008, 39023, 39026, 39067, 47934, 47959, 47962, 48079, 61322, 61348, 61351, 61400, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52804, 52830, 52833, 52924, 48328, 48347, 48350, 48533,
        -1, -1, -1, -1, 35980, 36000, 36003, 36052, -1, -1, -1, -1, -1, -1, -1, -1,
        4841, 4854, 4857, 4865, 60374, 60392, 60395, 60428, 71247, 71272, 71275, 71304, 47367, 47390, 47393, 47576,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69966, 69982, 69985, 70026, 15348, 15370, 15373, 15514,
        63066, 63093, 63096, 63126, -1, -1, -1, -1, -1, -1, -1, -1, 35763, 35785, 35788, 35870,
        52555, 52581, 52584, 52677, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 18712, 18725, 18728, 18900,
        56416, 56448, 56451, 56541, 18517, 18527, 18530, 18711, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34648, 34664, 34667, 34694, 4456, 4469, 4472, 4527, 74704, 74718, 74721, 74840, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58629, 58645, 58648, 58713, -1, -1, -1, -1,
        -1, -1, -1, -1, 4893, 4907, 4910, 4971, 22241, 22256, 22259, 22317, 55989, 56004, 56007, 56017,
        73006, 73033, 73036, 73089, 73361, 73396, 73399, 73452, 58505, 58523, 58526, 58628, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57687, 57711, 57714, 57776,
        64095, 64115, 64118, 64176, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55683, 55702, 55705, 55773, 31243, 31263, 31266, 31473, 55774, 55795, 55798, 55866, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43348, 43382, 43385, 43409, 56542, 56575, 56578, 56668, 49913, 49934, 49937, 49949,
        30961, 30982, 30985, 31072, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36879, 36903, 36906, 37034, 21142, 21160, 21163, 21202, 23186, 23209, 23212, 23343,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7246, 7265, 7268, 7284,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49236, 49255, 49258, 49328, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44978, 45002, 45005, 45121, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28064, 28087, 28090, 28269, 59083, 59102, 59105, 59214,
        56142, 56159, 56162, 56174, 67115, 67132, 67135, 67205, -1, -1, -1, -1, 4738, 4756, 4759, 4764,
        352, 369, 372, 396, 10619, 10639, 10642, 10754, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 14304, 14329, 14332, 14509, 19557, 19574, 19577, 19787, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43281, 43316, 43319, 43347,
        69443, 69455, 69458, 69540, -1, -1, -1, -1, 51801, 51822, 51825, 51886, 7474, 7497, 7500, 7581,
        73974, 74001, 74004, 74050, -1, -1, -1, -1, 75084, 75106, 75109, 75258, 27684, 27710, 27713, 27902,
        33310, 33326, 33329, 33430, 43632, 43658, 43661, 43690, 72406, 72432, 72435, 72500, 17677, 17687, 17690, 17717,
        -1, -1, -1, -1, -1, -1, -1, -1, 33945, 33958, 33961, 34093, -1, -1, -1, -1,
        50830, 50851, 50854, 50940, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46227, 46243, 46246, 46354, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38965, 38981, 38984, 39007, -1, -1, -1, -1,
        25266, 25290, 25293, 25422, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29391, 29418, 29421, 29585,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38752, 38770, 38773, 38912, -1, -1, -1, -1, 4972, 4983, 4986, 5190,
        13940, 13953, 13956, 13971, 63328, 63346, 63349, 63398, 61827, 61849, 61852, 61877, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 65795, 65810, 65813, 65869, -1, -1, -1, -1,
        -1, -1, -1, -1, 77298, 77312, 77315, 77389, -1, -1, -1, -1, -1, -1, -1, -1,
        70309, 70321, 70324, 70406, 70847, 70867, 70870, 70910, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38363, 38375, 38378, 38431, -1, -1, -1, -1, -1, -1, -1, -1, 62375, 62409, 62412, 62510,
        -1, -1, -1, -1, 4643, 4654, 4657, 4666, 61709, 61727, 61730, 61754, 4667, 4685, 4688, 4715,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17489, 17508, 17511, 17540,
        32657, 32680, 32683, 32738, -1, -1, -1, -1, 28472, 28500, 28503, 28809, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58772, 58790, 58793, 58870, 59347, 59365, 59368, 59407, 2222, 2246, 2249, 2336, 490, 502, 505, 519,
        54137, 54162, 54165, 54216, 16087, 16103, 16106, 16252, 30397, 30411, 30414, 30492, -1, -1, -1, -1,
        73823, 73849, 73852, 73898, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71187, 71210, 71213, 71246, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63534, 63553, 63556, 63591, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14510, 14531, 14534, 14595, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57000, 57031, 57034, 57134,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7193, 7211, 7214, 7245, 30853, 30872, 30875, 30960, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47771, 47788, 47791, 47933, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46534, 46567, 46570, 46698, 56795, 56829, 56832, 56922, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 67642, 67664, 67667, 67753, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67206, 67224, 67227, 67305,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25083, 25108, 25111, 25133, 26120, 26131, 26134, 26142,
        -1, -1, -1, -1, -1, -1, -1, -1, 30056, 30079, 30082, 30189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61401, 61419, 61422, 61447, 65592, 65611, 65614, 65794, 69865, 69882, 69885, 69965,
        17085, 17104, 17107, 17144, 13884, 13900, 13903, 13939, -1, -1, -1, -1, -1, -1, -1, -1,
        34793, 34812, 34815, 34842, 3634, 3654, 3657, 3924, -1, -1, -1, -1, -1, -1, -1, -1,
        8258, 8277, 8280, 8379, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56259, 56269, 56272, 56292, 25423, 25447, 25450, 25600, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41977, 42002, 42005, 42106,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54462, 54487, 54490, 54543,
        67886, 67906, 67909, 68141, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25918, 25930, 25933, 25945, 73673, 73702, 73705, 73747, -1, -1, -1, -1,
        64177, 64196, 64199, 64236, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53727, 53750, 53753, 53780,
        -1, -1, -1, -1, -1, -1, -1, -1, 1955, 1978, 1981, 2126, 63769, 63786, 63789, 63837,
        64701, 64724, 64727, 64922, 45386, 45406, 45409, 45491, 61543, 61563, 61566, 61591, -1, -1, -1, -1,
        -1, -1, -1, -1, 53838, 53861, 53864, 53889, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28993, 29028, 29031, 29216, -1, -1, -1, -1, 17718, 17731, 17734, 18041, 39648, 39675, 39678, 39785,
        60239, 60261, 60264, 60305, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55064, 55087, 55090, 55137, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4716, 4730, 4733, 4737, -1, -1, -1, -1,
        -1, -1, -1, -1, 50375, 50394, 50397, 50444, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32146, 32161, 32164, 32394, 35308, 35318, 35321, 35354,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71614, 71626, 71629, 71638, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38247, 38261, 38264, 38362, 77247, 77266, 77269, 77297, -1, -1, -1, -1, -1, -1, -1, -1,
        71639, 71668, 71671, 71717, -1, -1, -1, -1, 23903, 23932, 23935, 24138, -1, -1, -1, -1,
        61755, 61775, 61778, 61804, 63477, 63495, 63498, 63533, 75864, 75883, 75886, 75988, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21939, 21958, 21961, 22119, 8506, 8530, 8533, 8619, 67306, 67325, 67328, 67488, -1, -1, -1, -1,
        32395, 32417, 32420, 32534, -1, -1, -1, -1, 53184, 53206, 53209, 53355, -1, -1, -1, -1,
        53689, 53706, 53709, 53726, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50941, 50963, 50966, 51102, 26462, 26487, 26490, 26523, -1, -1, -1, -1, -1, -1, -1, -1,
        25134, 25150, 25153, 25181, 70090, 70111, 70114, 70248, 24233, 24259, 24262, 24316, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65144, 65168, 65171, 65370, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34565, 34588, 34591, 34609, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57859, 57882, 57885, 57945, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15211, 15232, 15235, 15295,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50561, 50577, 50580, 50697,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25848, 25865, 25868, 25887, -1, -1, -1, -1, -1, -1, -1, -1, 18170, 18193, 18196, 18278,
        16696, 16713, 16716, 16813, -1, -1, -1, -1, -1, -1, -1, -1, 17145, 17162, 17165, 17273,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61805, 61812, 61815, 61826, -1, -1, -1, -1, -1, -1, -1, -1,
        33779, 33795, 33798, 33944, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55411, 55430, 55433, 55499,
        60172, 60190, 60193, 60238, -1, -1, -1, -1, 34843, 34863, 34866, 34884, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68610, 68627, 68630, 68753, -1, -1, -1, -1, -1, -1, -1, -1,
        25647, 25673, 25676, 25724, -1, -1, -1, -1, 33097, 33115, 33118, 33309, 52089, 52117, 52120, 52244,
        -1, -1, -1, -1, -1, -1, -1, -1, 4866, 4879, 4882, 4892, 25725, 25738, 25741, 25770,
        26689, 26708, 26711, 26738, 42970, 43002, 43005, 43032, -1, -1, -1, -1, 23108, 23138, 23141, 23185,
        54737, 54762, 54765, 54895, -1, -1, -1, -1, 40553, 40577, 40580, 40683, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17274, 17291, 17294, 17488, 60899, 60918, 60921, 60945,
        -1, -1, -1, -1, -1, -1, -1, -1, 56018, 56034, 56037, 56045, 59511, 59529, 59532, 59582,
        -1, -1, -1, -1, -1, -1, -1, -1, 70911, 70934, 70937, 70975, -1, -1, -1, -1,
        -1, -1, -1, -1, 37557, 37584, 37587, 37733, 77390, 77411, 77414, 77434, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70027, 70041, 70044, 70089,
        -1, -1, -1, -1, -1, -1, -1, -1, 23536, 23560, 23563, 23668, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
