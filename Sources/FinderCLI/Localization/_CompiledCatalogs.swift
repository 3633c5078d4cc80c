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
        help.option.no-pager = never send long output on a terminal through the pager (FINDER_PAGER, PAGER or less)
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
        -1, -1, -1, -1, -1, -1, -1, -1, 27375, 27395, 27398, 27412, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32209, 32229, 32232, 32239,
        -1, -1, -1, -1, 16658, 16670, 16673, 16685, 7687, 7711, 7714, 7755, -1, -1, -1, -1,
        5924, 5944, 5947, 6026, 26357, 26375, 26378, 26408, 17125, 17149, 17152, 17172, 32290, 32304, 32307, 32344,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 22971, 22990, 22993, 23021, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13997, 14017, 14020, 14053, 14483, 14504, 14507, 14547, 20538, 20555, 20558, 20643,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10169, 10187, 10190, 10205,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23715, 23732, 23735, 23888, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39289, 39315, 39318, 39332, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1567, 1593, 1596, 1652, -1, -1, -1, -1, -1, -1, -1, -1,
        15560, 15586, 15589, 15626, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47190, 47214, 47217, 47253, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24800, 24818, 24821, 24848,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44033, 44057, 44060, 44079, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31231, 31248, 31251, 31522,
        -1, -1, -1, -1, -1, -1, -1, -1, 16892, 16902, 16905, 16909, 5006, 5025, 5028, 5076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47012, 47030, 47033, 47073,
        -1, -1, -1, -1, 35006, 35025, 35028, 35059, 42626, 42640, 42643, 42709, 35204, 35224, 35227, 35241,
        12069, 12086, 12089, 12163, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7756, 7780, 7783, 8689, 21893, 21907, 21910, 22037, 16871, 16882, 16885, 16891, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14116, 14132, 14135, 14167, 44912, 44943, 44946, 44966, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4116, 4128, 4131, 4192, -1, -1, -1, -1,
        -1, -1, -1, -1, 27563, 27594, 27597, 27620, 34551, 34578, 34581, 34599, -1, -1, -1, -1,
        -1, -1, -1, -1, 36457, 36479, 36482, 36521, 20291, 20309, 20312, 20368, 9777, 9802, 9805, 9864,
        -1, -1, -1, -1, -1, -1, -1, -1, 19226, 19236, 19239, 19271, -1, -1, -1, -1,
        -1, -1, -1, -1, 34964, 34980, 34983, 35005, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29533, 29558, 29561, 29605, 41151, 41178, 41181, 41289, -1, -1, -1, -1,
        -1, -1, -1, -1, 17039, 17051, 17054, 17062, -1, -1, -1, -1, 34338, 34363, 34366, 34382,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12468, 12496, 12499, 12729, 15903, 15919, 15922, 15933, 19880, 19902, 19905, 19983, 35870, 35901, 35904, 35952,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5473, 5492, 5495, 5548, 190, 207, 210, 229,
        30637, 30653, 30656, 30750, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24385, 24407, 24410, 24440, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42962, 42979, 42982, 43059, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38789, 38807, 38810, 38826, -1, -1, -1, -1, 38963, 38976, 38979, 38985, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35651, 35683, 35686, 35735, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22501, 22524, 22527, 22538, -1, -1, -1, -1,
        15072, 15095, 15098, 15178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38083, 38109, 38112, 38167, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30438, 30465, 30468, 30505,
        -1, -1, -1, -1, 3666, 3684, 3687, 3778, -1, -1, -1, -1, 38933, 38944, 38947, 38962,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25631, 25656, 25659, 25724, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47074, 47092, 47095, 47189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14414, 14434, 14437, 14482, -1, -1, -1, -1, 1411, 1437, 1440, 1480,
        38628, 38635, 38638, 38647, 45090, 45112, 45115, 45116, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34861, 34883, 34886, 34910, -1, -1, -1, -1,
        25257, 25277, 25280, 25314, 39594, 39614, 39617, 39636, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5840, 5863, 5866, 5923, 18133, 18158, 18161, 18251,
        41041, 41060, 41063, 41150, 47786, 47803, 47806, 47833, -1, -1, -1, -1, -1, -1, -1, -1,
        26851, 26870, 26873, 26918, 22817, 22829, 22832, 22874, 11929, 11950, 11953, 12000, 30153, 30177, 30180, 30235,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27663, 27691, 27694, 27713, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43060, 43077, 43080, 43137, -1, -1, -1, -1,
        13452, 13473, 13476, 13536, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 43541, 43554, 43557, 43580, 39637, 39650, 39653, 39685, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32092, 32111, 32114, 32120, 46000, 46027, 46030, 46138,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27451, 27487, 27490, 27505,
        -1, -1, -1, -1, 32679, 32695, 32698, 32743, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25446, 25477, 25480, 25630, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4834, 4844, 4847, 4946, 43464, 43484, 43487, 43540, -1, -1, -1, -1,
        -1, -1, -1, -1, 22397, 22407, 22410, 22423, -1, -1, -1, -1, 26087, 26106, 26109, 26120,
        23291, 23311, 23314, 23355, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19984, 20000, 20003, 20119, -1, -1, -1, -1, -1, -1, -1, -1,
        6027, 6051, 6054, 6877, 9472, 9494, 9497, 9612, -1, -1, -1, -1, -1, -1, -1, -1,
        21404, 21418, 21421, 21497, 24332, 24352, 24355, 24384, -1, -1, -1, -1, 17106, 17118, 17121, 17124,
        22306, 22319, 22322, 22396, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16058, 16087, 16090, 16137, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2719, 2740, 2743, 2897, 26919, 26944, 26947, 27007, -1, -1, -1, -1,
        16533, 16556, 16559, 16571, -1, -1, -1, -1, 3414, 3440, 3443, 3462, 35953, 35986, 35989, 36038,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27413, 27437, 27440, 27450, 44396, 44425, 44428, 44469,
        23022, 23042, 23045, 23059, -1, -1, -1, -1, 45169, 45196, 45199, 45223, -1, -1, -1, -1,
        -1, -1, -1, -1, 46346, 46366, 46369, 46393, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24553, 24570, 24573, 24641,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3566, 3583, 3586, 3665, -1, -1, -1, -1, 41634, 41661, 41664, 41752,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40296, 40318, 40321, 40436,
        -1, -1, -1, -1, -1, -1, -1, -1, 37412, 37430, 37433, 37461, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39789, 39810, 39813, 39847, 20880, 20901, 20904, 20969,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35448, 35464, 35467, 35471,
        -1, -1, -1, -1, 4430, 4448, 4451, 4491, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5122, 5142, 5145, 5201,
        27230, 27254, 27257, 27266, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4613, 4642, 4645, 4699, 16813, 16823, 16826, 16830,
        639, 653, 656, 663, 16686, 16699, 16702, 16709, 30096, 30120, 30123, 30152, 43138, 43156, 43159, 43244,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 23088, 23104, 23107, 23147, 28023, 28046, 28049, 28068, 46222, 46244, 46247, 46345,
        -1, -1, -1, -1, 41290, 41310, 41313, 41367, 36522, 36546, 36549, 36645, 4700, 4722, 4725, 4769,
        36646, 36665, 36668, 36685, 47309, 47329, 47332, 47390, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 28492, 28520, 28523, 28775, 44341, 44361, 44364, 44395, 45504, 45531, 45534, 45551,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15694, 15714, 15717, 15746,
        42144, 42160, 42163, 42180, 44176, 44197, 44200, 44229, -1, -1, -1, -1, 791, 802, 805, 809,
        13199, 13222, 13225, 13451, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42390, 42412, 42415, 42486, 129, 141, 144, 162,
        38397, 38418, 38421, 38437, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42218, 42235, 42238, 42250, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21336, 21352, 21355, 21403, 35616, 35630, 35633, 35650, 45272, 45297, 45300, 45322, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22690, 22709, 22712, 22719, 17303, 17318, 17321, 17813,
        22640, 22657, 22660, 22665, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45007, 45032, 45035, 45048, -1, -1, -1, -1, 39380, 39398, 39401, 39431, -1, -1, -1, -1,
        -1, -1, -1, -1, 29708, 29731, 29734, 29795, 21758, 21772, 21775, 21820, -1, -1, -1, -1,
        22424, 22432, 22435, 22468, 17262, 17282, 17285, 17302, 32179, 32200, 32203, 32208, -1, -1, -1, -1,
        25315, 25337, 25340, 25362, 25832, 25852, 25855, 25910, -1, -1, -1, -1, -1, -1, -1, -1,
        27170, 27194, 27197, 27229, -1, -1, -1, -1, 11670, 11682, 11685, 11693, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8690, 8710, 8713, 8777, -1, -1, -1, -1,
        12730, 12748, 12751, 12864, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37693, 37713, 37716, 37755, -1, -1, -1, -1, -1, -1, -1, -1, 44120, 44142, 44145, 44175,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32265, 32282, 32285, 32289,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15747, 15770, 15773, 15799,
        36039, 36064, 36067, 36104, 47693, 47700, 47703, 47737, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16138, 16163, 16166, 16180, -1, -1, -1, -1, -1, -1, -1, -1, 37257, 37276, 37279, 37295,
        -1, -1, -1, -1, 10981, 10997, 11000, 11020, -1, -1, -1, -1, 39848, 39870, 39873, 39919,
        -1, -1, -1, -1, -1, -1, -1, -1, 19385, 19407, 19410, 19541, -1, -1, -1, -1,
        2217, 2242, 2245, 2337, 36720, 36739, 36742, 36759, -1, -1, -1, -1, 11092, 11107, 11110, 11160,
        -1, -1, -1, -1, 43907, 43927, 43930, 43942, 47391, 47419, 47422, 47513, 37059, 37084, 37087, 37107,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44470, 44491, 44494, 44516,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22577, 22597, 22600, 22608,
        -1, -1, -1, -1, 43825, 43841, 43844, 43862, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21821, 21836, 21839, 21892,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44710, 44722, 44725, 44749, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15934, 15952, 15955, 15977, 18833, 18864, 18867, 18954, 27900, 27918, 27921, 27932,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35398, 35414, 35417, 35421,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12997, 13022, 13025, 13198, 25087, 25105, 25108, 25128, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35500, 35515, 35518, 35521, 38827, 38847, 38850, 38867, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16787, 16801, 16804, 16812, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24229, 24243, 24246, 24314, 38359, 38378, 38381, 38396, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 17017, 17029, 17032, 17038,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34024, 34047, 34050, 34116,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15264, 15293, 15296, 15411, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34781, 34800, 34803, 34826, -1, -1, -1, -1, 37013, 37032, 37035, 37058,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38035, 38051, 38054, 38082, -1, -1, -1, -1, 2616, 2645, 2648, 2718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33436, 33456, 33459, 33473, -1, -1, -1, -1, 709, 722, 725, 731,
        23593, 23608, 23611, 23714, -1, -1, -1, -1, -1, -1, -1, -1, 2338, 2355, 2358, 2434,
        40586, 40608, 40611, 40641, 36209, 36232, 36235, 36281, 43999, 44013, 44016, 44032, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38986, 38996, 38999, 39004,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32397, 32416, 32419, 32454, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29860, 29884, 29887, 30005, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9068, 9089, 9092, 9179, 14054, 14069, 14072, 14115, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26568, 26592, 26595, 26688, 31731, 31754, 31757, 31830, -1, -1, -1, -1, 24992, 25017, 25020, 25045,
        25174, 25193, 25196, 25256, 47586, 47613, 47616, 47692, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13645, 13667, 13670, 13708,
        42181, 42200, 42203, 42217, -1, -1, -1, -1, 20644, 20666, 20669, 20733, 36384, 36406, 36409, 36456,
        34911, 34935, 34938, 34963, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45602, 45627, 45630, 45651, 29089, 29109, 29112, 29330, -1, -1, -1, -1,
        27714, 27743, 27746, 27761, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39754, 39768, 39771, 39788, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38868, 38882, 38885, 38906, 5618, 5642, 5645, 5726,
        22666, 22682, 22685, 22689, -1, -1, -1, -1, 34216, 34239, 34242, 34264, -1, -1, -1, -1,
        25992, 26019, 26022, 26086, -1, -1, -1, -1, 36337, 36358, 36361, 36383, 34163, 34190, 34193, 34215,
        43245, 43264, 43267, 43335, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34600, 34620, 34623, 34668, 34456, 34483, 34486, 34504, 39194, 39221, 39224, 39239, 35346, 35361, 35364, 35367,
        1653, 1677, 1680, 1725, 39005, 39038, 39041, 39097, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15800, 15827, 15830, 15902, 29331, 29360, 29363, 29532, 33848, 33874, 33877, 33933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36686, 36704, 36707, 36719,
        27267, 27294, 27297, 27307, 13537, 13547, 13550, 13584, 32038, 32057, 32060, 32062, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14804, 14834, 14837, 14895, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9865, 9890, 9893, 10086, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41990, 42010, 42013, 42085, -1, -1, -1, -1,
        40642, 40661, 40664, 40765, 45117, 45142, 45145, 45168, 5814, 5827, 5830, 5839, 27621, 27647, 27650, 27662,
        39333, 39361, 39364, 39379, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33474, 33501, 33504, 33575, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13709, 13727, 13730, 13751, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30295, 30320, 30323, 30377,
        35824, 35841, 35844, 35869, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9613, 9633, 9636, 9776, 43396, 43412, 43415, 43463, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23990, 24015, 24018, 24107,
        1778, 1797, 1800, 2105, -1, -1, -1, -1, -1, -1, -1, -1, 32240, 32257, 32260, 32264,
        -1, -1, -1, -1, -1, -1, -1, -1, 27856, 27890, 27893, 27899, 13843, 13861, 13864, 13939,
        32898, 32913, 32916, 32967, 44798, 44816, 44819, 44834, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33272, 33286, 33289, 33317, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10617, 10635, 10638, 10666, 31063, 31080, 31083, 31110,
        44967, 44990, 44993, 45006, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17224, 17242, 17245, 17261,
        774, 784, 787, 790, 24642, 24657, 24660, 24713, 37296, 37316, 37319, 37361, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5202, 5226, 5229, 5320,
        40938, 40961, 40964, 41040, 19761, 19775, 19778, 19809, 35368, 35387, 35390, 35397, 44609, 44634, 44637, 44663,
        -1, -1, -1, -1, -1, -1, -1, -1, 40175, 40191, 40194, 40249, 19272, 19299, 19302, 19384,
        -1, -1, -1, -1, 30378, 30401, 30404, 30437, -1, -1, -1, -1, -1, -1, -1, -1,
        5321, 5341, 5344, 5397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10375, 10389, 10392, 10427, 23403, 23421, 23424, 23479, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25725, 25752, 25755, 25785, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3779, 3801, 3804, 3902,
        -1, -1, -1, -1, 38168, 38187, 38190, 38221, -1, -1, -1, -1, 6960, 6979, 6982, 7686,
        16831, 16846, 16849, 16870, 19657, 19678, 19681, 19760, 5077, 5094, 5097, 5121, 30236, 30266, 30269, 30294,
        34383, 34401, 34404, 34409, -1, -1, -1, -1, 558, 569, 572, 576, 1726, 1744, 1747, 1777,
        27308, 27327, 27330, 27341, 4272, 4288, 4291, 4361, 41446, 41464, 41467, 41532, 46743, 46761, 46764, 46844,
        -1, -1, -1, -1, -1, -1, -1, -1, 22228, 22242, 22245, 22305, 45224, 45248, 45251, 45271,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39098, 39133, 39136, 39193, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45902, 45921, 45924, 45999, -1, -1, -1, -1,
        11707, 11723, 11726, 11738, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45705, 45720, 45723, 45768, 47514, 47533, 47536, 47585, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44664, 44683, 44686, 44709, -1, -1, -1, -1,
        -1, -1, -1, -1, 31831, 31855, 31858, 32037, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16258, 16278, 16281, 16312,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10482, 10502, 10505, 10564,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38907, 38918, 38921, 38932, 26184, 26208, 26211, 26356, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38438, 38462, 38465, 38491, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45797, 45813, 45816, 45901, 25786, 25798, 25801, 25831,
        42846, 42867, 42870, 42961, 39493, 39513, 39516, 39553, -1, -1, -1, -1, 11161, 11183, 11186, 11265,
        -1, -1, -1, -1, 12164, 12181, 12184, 12230, -1, -1, -1, -1, 45049, 45069, 45072, 45089,
        -1, -1, -1, -1, -1, -1, -1, -1, 25129, 25145, 25148, 25173, 33161, 33184, 33187, 33223,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5727, 5747, 5750, 5813, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4362, 4381, 4384, 4429, 29606, 29631, 29634, 29707, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20369, 20390, 20393, 20399,
        -1, -1, -1, -1, 2106, 2126, 2129, 2216, 46845, 46868, 46871, 46911, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 45769, 45780, 45783, 45796, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10775, 10791, 10794, 10803, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31523, 31549, 31552, 31653, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47877, 47896, 47899, 47911, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38222, 38246, 38249, 38265, 42487, 42503, 42506, 42625,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45381, 45414, 45417, 45440,
        41533, 41552, 41555, 41633, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22875, 22896, 22899, 22924, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21498, 21518, 21521, 21541,
        -1, -1, -1, -1, 26409, 26430, 26433, 26480, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10940, 10956, 10959, 10980,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25046, 25065, 25068, 25086,
        22783, 22801, 22804, 22816, -1, -1, -1, -1, 47834, 47851, 47854, 47876, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 16992, 17005, 17008, 17016, -1, -1, -1, -1, -1, -1, -1, -1,
        4193, 4217, 4220, 4271, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32968, 32987, 32990, 33040, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13752, 13772, 13775, 13798, -1, -1, -1, -1,
        32345, 32368, 32371, 32396, 35242, 35260, 35263, 35269, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23480, 23493, 23496, 23592,
        -1, -1, -1, -1, 33106, 33122, 33125, 33160, 18624, 18651, 18654, 18707, 3903, 3924, 3927, 4115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24315, 24327, 24330, 24331, 26121, 26143, 26146, 26183,
        26689, 26713, 26716, 26768, 3524, 3541, 3544, 3565, 44080, 44105, 44108, 44119, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46582, 46602, 46605, 46742,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43943, 43962, 43965, 43998, 732, 743, 746, 750, -1, -1, -1, -1, 4492, 4516, 4519, 4612,
        -1, -1, -1, -1, 17063, 17076, 17079, 17105, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36105, 36126, 36129, 36139, -1, -1, -1, -1, -1, -1, -1, -1,
        33041, 33059, 33062, 33105, 37756, 37774, 37777, 37860, 10304, 10328, 10331, 10374, 27342, 27362, 27365, 27374,
        -1, -1, -1, -1, -1, -1, -1, -1, 22925, 22941, 22944, 22970, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17173, 17199, 17202, 17223, -1, -1, -1, -1, 27977, 28005, 28008, 28022, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33576, 33605, 33608, 33681, 39554, 39572, 39575, 39593,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47738, 47757, 47760, 47785, 20842, 20859, 20862, 20879, 37515, 37536, 37539, 37692,
        40250, 40266, 40269, 40295, -1, -1, -1, -1, 22469, 22489, 22492, 22500, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 35472, 35490, 35493, 35499, -1, -1, -1, -1,
        14548, 14564, 14567, 14803, -1, -1, -1, -1, -1, -1, -1, -1, 35587, 35605, 35608, 35615,
        -1, -1, -1, -1, -1, -1, -1, -1, 20734, 20751, 20754, 20841, -1, -1, -1, -1,
        24932, 24956, 24959, 24991, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32063, 32082, 32085, 32091, 16930, 16945, 16948, 16958, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17930, 17955, 17958, 18017, 21189, 21203, 21206, 21270,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39920, 39943, 39946, 39988, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10565, 10583, 10586, 10616, -1, -1, -1, -1, 10804, 10822, 10825, 10939,
        13799, 13812, 13815, 13842, 28069, 28088, 28091, 28491, 33318, 33340, 33343, 33377, 15978, 16007, 16010, 16057,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34117, 34137, 34140, 34162, 11694, 11701, 11704, 11706, 16743, 16757, 16760, 16768, 27008, 27035, 27038, 27099,
        28867, 28891, 28894, 29025, -1, -1, -1, -1, 41368, 41385, 41388, 41445, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 26769, 26788, 26791, 26850, -1, -1, -1, -1,
        10428, 10445, 10448, 10481, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44750, 44766, 44769, 44797, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39240, 39269, 39272, 39288, -1, -1, -1, -1, 37952, 37973, 37976, 37996, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32154, 32171, 32174, 32178, 34827, 34838, 34841, 34860,
        -1, -1, -1, -1, 42710, 42725, 42728, 42744, 2950, 2962, 2965, 3028, -1, -1, -1, -1,
        -1, -1, -1, -1, 8848, 8872, 8875, 9067, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35557, 35570, 35573, 35586, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 23148, 23168, 23171, 23217, -1, -1, -1, -1,
        30930, 30951, 30954, 31062, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3161, 3185, 3188, 3194, 26481, 26508, 26511, 26567, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37108, 37127, 37130, 37161, 16959, 16976, 16979, 16991,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46526, 46544, 46547, 46581, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35270, 35289, 35292, 35299, 44860, 44889, 44892, 44911, 14283, 14299, 14302, 14359,
        -1, -1, -1, -1, 32500, 32522, 32525, 32600, -1, -1, -1, -1, -1, -1, -1, -1,
        3132, 3152, 3155, 3160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11645, 11658, 11661, 11669, -1, -1, -1, -1, -1, -1, -1, -1, 13940, 13960, 13963, 13996,
        -1, -1, -1, -1, 3463, 3489, 3492, 3523, -1, -1, -1, -1, 33224, 33242, 33245, 33271,
        40112, 40132, 40135, 40174, -1, -1, -1, -1, 19075, 19102, 19105, 19225, -1, -1, -1, -1,
        27100, 27125, 27128, 27169, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47254, 47275, 47278, 47308, 38549, 38567, 38570, 38586,
        33762, 33790, 33793, 33847, 13585, 13605, 13608, 13644, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 36907, 36926, 36929, 36955, 38311, 38324, 38327, 38358, 38266, 38288, 38291, 38310,
        24887, 24902, 24905, 24931, 30828, 30853, 30856, 30929, 38492, 38518, 38521, 38548, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33682, 33708, 33711, 33761, 31111, 31130, 31133, 31230,
        -1, -1, -1, -1, 23356, 23376, 23379, 23402, -1, -1, -1, -1, -1, -1, -1, -1,
        3195, 3208, 3211, 3217, 37997, 38015, 38018, 38034, 44561, 44586, 44589, 44608, 30506, 30529, 30532, 30636,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43652, 43668, 43671, 43692, 10206, 10228, 10231, 10303,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23218, 23240, 23243, 23290,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 12347, 12360, 12363, 12467,
        -1, -1, -1, -1, 12231, 12241, 12244, 12346, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22609, 22625, 22628, 22639, 2898, 2911, 2914, 2949, 46139, 46153, 46156, 46221, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36848, 36864, 36867, 36906, -1, -1, -1, -1,
        -1, -1, -1, -1, 3241, 3255, 3258, 3293, 14360, 14375, 14378, 14413, 35300, 35315, 35318, 35321,
        45323, 45350, 45353, 45380, 45441, 45476, 45479, 45503, 36760, 36778, 36781, 36847, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36140, 36164, 36167, 36208,
        39989, 40009, 40012, 40054, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35107, 35126, 35129, 35153, 20400, 20420, 20423, 20537, 35154, 35175, 35178, 35203, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27810, 27844, 27847, 27855, -1, -1, -1, -1, 32121, 32142, 32145, 32153,
        20205, 20226, 20229, 20290, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23889, 23913, 23916, 23989, 14963, 14986, 14989, 15071, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4807, 4826, 4829, 4833,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31654, 31673, 31676, 31730, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28776, 28800, 28803, 28866, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18018, 18041, 18044, 18132, 37162, 37181, 37184, 37256,
        35422, 35439, 35442, 35447, 41753, 41770, 41773, 41805, -1, -1, -1, -1, 3105, 3123, 3126, 3131,
        274, 291, 294, 307, 6878, 6898, 6901, 6959, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 9180, 9205, 9208, 9385, 12865, 12882, 12885, 12996, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27762, 27797, 27800, 27809,
        43336, 43348, 43351, 43395, -1, -1, -1, -1, 33378, 33399, 33402, 33435, 4947, 4970, 4973, 5005,
        45652, 45679, 45682, 45704, -1, -1, -1, -1, 46394, 46416, 46419, 46525, 17814, 17840, 17843, 17929,
        21672, 21688, 21691, 21757, 27933, 27959, 27962, 27976, -1, -1, -1, -1, 11739, 11749, 11752, 11758,
        -1, -1, -1, -1, -1, -1, -1, -1, 22155, 22168, 22171, 22227, -1, -1, -1, -1,
        32744, 32765, 32768, 32818, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29796, 29812, 29815, 29859, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24849, 24865, 24868, 24886, -1, -1, -1, -1,
        16313, 16337, 16340, 16419, 608, 625, 628, 638, 18252, 18272, 18275, 18392, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18955, 18982, 18985, 19074,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24714, 24732, 24735, 24799, -1, -1, -1, -1, 3294, 3305, 3308, 3413,
        8822, 8835, 8838, 8847, 39432, 39450, 39453, 39492, 38747, 38769, 38772, 38788, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 40890, 40905, 40908, 40937, -1, -1, -1, -1,
        -1, -1, -1, -1, 47951, 47965, 47968, 48000, -1, -1, -1, -1, -1, -1, -1, -1,
        43863, 43875, 43878, 43906, 44230, 44250, 44253, 44276, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24521, 24533, 24536, 24552, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3029, 3040, 3043, 3051, 38648, 38666, 38669, 38685, 3052, 3070, 3073, 3082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11606, 11625, 11628, 11644,
        21271, 21294, 21297, 21335, -1, -1, -1, -1, 18393, 18421, 18424, 18623, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36956, 36974, 36977, 37012, 37362, 37380, 37383, 37411, 1481, 1505, 1508, 1566, 368, 380, 383, 388,
        34410, 34435, 34438, 34455, 10667, 10683, 10686, 10774, 19810, 19824, 19827, 19879, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44517, 44540, 44543, 44560, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9386, 9407, 9410, 9471, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4770, 4788, 4791, 4806, 20120, 20139, 20142, 20204, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30751, 30768, 30771, 30827, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30006, 30039, 30042, 30095, 35736, 35770, 35773, 35823, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 42086, 42108, 42111, 42143, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41806, 41824, 41827, 41871,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16181, 16206, 16209, 16223, 16910, 16921, 16924, 16929,
        -1, -1, -1, -1, -1, -1, -1, -1, 19542, 19565, 19568, 19656, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40766, 40785, 40788, 40889, 43581, 43598, 43601, 43651, -1, -1, -1, -1,
        11374, 11393, 11396, 11410, 8778, 8794, 8797, 8821, -1, -1, -1, -1, -1, -1, -1, -1,
        22720, 22739, 22742, 22750, 2435, 2455, 2458, 2615, -1, -1, -1, -1, -1, -1, -1, -1,
        5398, 5417, 5420, 5472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35522, 35532, 35535, 35556, 16420, 16444, 16447, 16532, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34505, 34530, 34533, 34550,
        42251, 42271, 42274, 42389, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16769, 16781, 16784, 16786, 45552, 45581, 45584, 45601, -1, -1, -1, -1,
        40055, 40074, 40077, 40111, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1293, 1316, 1319, 1410, 39686, 39703, 39706, 39753,
        -1, -1, -1, -1, 29026, 29046, 29049, 29088, 38587, 38607, 38610, 38627, -1, -1, -1, -1,
        -1, -1, -1, -1, 34296, 34319, 34322, 34337, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18708, 18743, 18746, 18832, -1, -1, -1, -1, 11759, 11772, 11775, 11928, 25363, 25390, 25393, 25445,
        37907, 37929, 37932, 37951, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 3083, 3097, 3100, 3104, -1, -1, -1, -1,
        -1, -1, -1, -1, 32455, 32474, 32477, 32499, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20970, 20985, 20988, 21091, 23060, 23070, 23073, 23087,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44835, 44847, 44850, 44859, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24441, 24455, 24458, 24520, 47912, 47931, 47934, 47950, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15412, 15441, 15444, 15559, -1, -1, -1, -1,
        38686, 38706, 38709, 38726, 46912, 46931, 46934, 47011, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14168, 14187, 14190, 14282, 5549, 5573, 5576, 5617, 41872, 41891, 41894, 41989, -1, -1, -1, -1,
        21092, 21114, 21117, 21188, -1, -1, -1, -1, 33934, 33956, 33959, 34023, -1, -1, -1, -1,
        34265, 34282, 34285, 34295, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32819, 32841, 32844, 32897, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16224, 16240, 16243, 16257, 43746, 43767, 43770, 43824, 15627, 15653, 15656, 15693, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40437, 40461, 40464, 40585, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22539, 22562, 22565, 22576, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36282, 36305, 36308, 36336, -1, -1, -1, -1, -1, -1, -1, -1,
        11266, 11286, 11289, 11373, -1, -1, -1, -1, -1, -1, -1, -1, 10087, 10108, 10111, 10168,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32601, 32617, 32620, 32678,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16710, 16727, 16730, 16742, -1, -1, -1, -1, -1, -1, -1, -1, 12001, 12024, 12027, 12068,
        11021, 11038, 11041, 11091, -1, -1, -1, -1, -1, -1, -1, -1, 11411, 11428, 11431, 11478,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38727, 38734, 38737, 38746, -1, -1, -1, -1, -1, -1, -1, -1,
        22038, 22054, 22057, 22154, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35060, 35079, 35082, 35106,
        37861, 37879, 37882, 37906, -1, -1, -1, -1, 22751, 22771, 22774, 22782, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42745, 42762, 42765, 42845, -1, -1, -1, -1, -1, -1, -1, -1,
        16572, 16598, 16601, 16627, -1, -1, -1, -1, 21542, 21560, 21563, 21671, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3218, 3231, 3234, 3240, 16628, 16641, 16644, 16657,
        -1, -1, -1, -1, 27506, 27538, 27541, 27562, -1, -1, -1, -1, 14896, 14926, 14929, 14962,
        34669, 34694, 34697, 34780, -1, -1, -1, -1, 25911, 25935, 25938, 25991, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11479, 11496, 11499, 11605, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35322, 35338, 35341, 35345, 37462, 37480, 37483, 37514,
        -1, -1, -1, -1, -1, -1, -1, -1, 44277, 44300, 44303, 44340, -1, -1, -1, -1,
        -1, -1, -1, -1, 24108, 24135, 24138, 24228, 48001, 48022, 48025, 48032, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43693, 43707, 43710, 43745,
        -1, -1, -1, -1, -1, -1, -1, -1, 15179, 15203, 15206, 15263, -1, -1, -1, -1,
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
        help.option.no-pager = не передавать длинный вывод в терминале программе постраничного просмотра (FINDER_PAGER, PAGER или less)
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
        -1, -1, -1, -1, -1, -1, -1, -1, 43623, 43643, 43646, 43662, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50819, 50839, 50842, 50856,
        -1, -1, -1, -1, 25967, 25979, 25982, 26014, 12051, 12075, 12078, 12161, -1, -1, -1, -1,
        9082, 9102, 9105, 9252, 41996, 42014, 42017, 42066, 26720, 26744, 26747, 26776, 50919, 50933, 50936, 51000,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 35985, 36004, 36007, 36056, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21885, 21905, 21908, 21968, 22627, 22648, 22651, 22736, 32146, 32163, 32166, 32294,
        -1, -1, -1, -1, -1, -1, -1, -1, 55182, 55208, 55211, 55262, -1, -1, -1, -1,
        42908, 42934, 42937, 43036, -1, -1, -1, -1, -1, -1, -1, -1, 15296, 15314, 15317, 15347,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37389, 37406, 37409, 37679, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63928, 63954, 63957, 63983, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2337, 2363, 2366, 2462, -1, -1, -1, -1, -1, -1, -1, -1,
        24335, 24361, 24364, 24428, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77049, 77073, 77076, 77120, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39714, 39732, 39735, 39765,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71381, 71405, 71408, 71432, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49335, 49352, 49355, 49799,
        63586, 63613, 63616, 63640, -1, -1, -1, -1, 26286, 26296, 26299, 26315, 7582, 7601, 7604, 7693,
        -1, -1, -1, -1, -1, -1, -1, -1, 73981, 74015, 74018, 74071, 76790, 76808, 76811, 76877,
        -1, -1, -1, -1, 56128, 56147, 56150, 56211, 69257, 69271, 69274, 69359, 56668, 56688, 56691, 56722,
        18475, 18492, 18495, 18631, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        12162, 12186, 12189, 13729, 34303, 34317, 34320, 34579, 26250, 26261, 26264, 26285, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22063, 22079, 22082, 22134, 72678, 72709, 72712, 72758, -1, -1, -1, -1, 36245, 36265, 36268, 36350,
        -1, -1, -1, -1, -1, -1, -1, -1, 6174, 6186, 6189, 6300, -1, -1, -1, -1,
        -1, -1, -1, -1, 43834, 43865, 43868, 43895, 55345, 55372, 55375, 55428, -1, -1, -1, -1,
        -1, -1, -1, -1, 58886, 58908, 58911, 58951, 31745, 31763, 31766, 31883, 14901, 14926, 14929, 14988,
        -1, -1, -1, -1, -1, -1, -1, -1, 30304, 30314, 30317, 30393, -1, -1, -1, -1,
        -1, -1, -1, -1, 56083, 56099, 56102, 56127, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46747, 46772, 46775, 46819, 66965, 66992, 66995, 67138, -1, -1, -1, -1,
        -1, -1, -1, -1, 26494, 26506, 26509, 26521, -1, -1, -1, -1, 54691, 54716, 54719, 54746,
        -1, -1, -1, -1, 54779, 54804, 54807, 54858, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19097, 19125, 19128, 19513, 24853, 24869, 24872, 24905, 31165, 31187, 31190, 31354, 56392, 56412, 56415, 56483,
        58072, 58103, 58106, 58204, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8380, 8399, 8402, 8505, 240, 257, 260, 284,
        48378, 48394, 48397, 48571, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38953, 38975, 38978, 39047, -1, -1, -1, -1,
        -1, -1, -1, -1, 73891, 73924, 73927, 73980, -1, -1, -1, -1, -1, -1, -1, -1,
        69726, 69743, 69746, 69857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62774, 62792, 62795, 62819, -1, -1, -1, -1, 62999, 63012, 63015, 63021, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57470, 57502, 57505, 57595, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35323, 35346, 35349, 35365, -1, -1, -1, -1,
        23540, 23563, 23566, 23731, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61319, 61345, 61348, 61441, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48050, 48077, 48080, 48167,
        -1, -1, -1, -1, 5527, 5545, 5548, 5692, 38681, 38701, 38704, 38771, 62953, 62964, 62967, 62998,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40888, 40913, 40916, 41065, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76878, 76896, 76899, 77048, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54582, 54606, 54609, 54638, 22514, 22534, 22537, 22626, -1, -1, -1, -1, 2127, 2153, 2156, 2221,
        62393, 62400, 62403, 62414, 73084, 73106, 73109, 73110, -1, -1, -1, -1, 62727, 62746, 62749, 62773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53479, 53506, 53509, 53604, 55939, 55961, 55964, 56009, -1, -1, -1, -1,
        40326, 40346, 40349, 40387, 64450, 64470, 64473, 64508, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8952, 8975, 8978, 9081, 28466, 28491, 28494, 28667,
        66812, 66831, 66834, 66964, 77893, 77910, 77913, 77945, -1, -1, -1, -1, -1, -1, -1, -1,
        42709, 42728, 42731, 42777, 35731, 35743, 35746, 35824, 18238, 18259, 18262, 18365, 47589, 47613, 47616, 47726,
        -1, -1, -1, -1, -1, -1, -1, -1, 73111, 73136, 73139, 73206, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43951, 43979, 43982, 44017, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69858, 69875, 69878, 69975, -1, -1, -1, -1,
        20824, 20845, 20848, 20960, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 70608, 70621, 70624, 70665, 64509, 64522, 64525, 64569, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50683, 50702, 50705, 50713, 74549, 74574, 74577, 74623,
        75310, 75337, 75340, 75504, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43710, 43746, 43749, 43770,
        -1, -1, -1, -1, 51499, 51515, 51518, 51630, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40587, 40618, 40621, 40887, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7285, 7295, 7298, 7473, 70448, 70468, 70471, 70607, -1, -1, -1, -1,
        -1, -1, -1, -1, 35158, 35168, 35171, 35218, -1, -1, -1, -1, 41621, 41640, 41643, 41679,
        36672, 36692, 36695, 36780, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31355, 31371, 31374, 31524, -1, -1, -1, -1, -1, -1, -1, -1,
        9253, 9277, 9280, 10618, 14596, 14618, 14621, 14736, -1, -1, -1, -1, -1, -1, -1, -1,
        33526, 33540, 33543, 33719, 38866, 38886, 38889, 38952, 72759, 72782, 72785, 72820, 26581, 26593, 26596, 26598,
        35016, 35029, 35032, 35157, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25110, 25139, 25142, 25229, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4132, 4153, 4156, 4455, 43037, 43062, 43065, 43166, -1, -1, -1, -1,
        25797, 25820, 25823, 25842, -1, -1, -1, -1, 5191, 5217, 5220, 5268, 58205, 58238, 58241, 58339,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43663, 43687, 43690, 43709, 71835, 71864, 71867, 71940,
        36057, 36077, 36080, 36108, -1, -1, -1, -1, 38009, 38035, 38038, 38182, 73398, 73425, 73428, 73495,
        -1, -1, -1, -1, 75826, 75846, 75849, 75884, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39233, 39250, 39253, 39401,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5390, 5407, 5410, 5526, -1, -1, -1, -1, 67704, 67731, 67734, 67915,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65724, 65746, 65749, 65944,
        -1, -1, -1, -1, -1, -1, -1, -1, 60209, 60227, 60230, 60311, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64674, 64695, 64698, 64727, 32663, 32684, 32687, 32817,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56976, 56992, 56995, 57005,
        -1, -1, -1, -1, 6663, 6681, 6684, 6754, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7767, 7787, 7790, 7926,
        43475, 43499, 43502, 43511, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6947, 6976, 6979, 7080, 26170, 26180, 26183, 26187,
        874, 888, 891, 909, 26015, 26028, 26031, 26043, 47500, 47524, 47527, 47588, 69976, 69994, 69997, 70139,
        72519, 72549, 72552, 72598, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 36156, 36172, 36175, 36244, 44553, 44576, 44579, 44605, 75642, 75664, 75667, 75825,
        -1, -1, -1, -1, 67139, 67159, 67162, 67278, 58952, 58976, 58979, 59153, 7081, 7103, 7106, 7192,
        59154, 59173, 59176, 59206, 77212, 77232, 77235, 77334, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 45315, 45343, 45346, 45778, 71777, 71797, 71800, 71834, 74401, 74428, 74431, 74473,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24513, 24533, 24536, 24620,
        68555, 68571, 68574, 68595, 71565, 71586, 71589, 71647, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        20365, 20388, 20391, 20823, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68943, 68965, 68968, 69090, 177, 189, 192, 210,
        61842, 61863, 61866, 61890, -1, -1, -1, -1, 56301, 56320, 56323, 56391, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68636, 68653, 68656, 68686, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33411, 33427, 33430, 33525, 57182, 57196, 57199, 57216, 73736, 73761, 73764, 73806, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35553, 35572, 35575, 35593, 27029, 27044, 27047, 27879,
        35496, 35513, 35516, 35526, 36351, 36372, 36375, 36457, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72946, 72971, 72974, 73009, -1, -1, -1, -1, 64044, 64062, 64065, 64128, -1, -1, -1, -1,
        -1, -1, -1, -1, 46922, 46945, 46948, 47027, 34103, 34117, 34120, 34196, -1, -1, -1, -1,
        35219, 35227, 35230, 35284, 26980, 27000, 27003, 27028, 50784, 50805, 50808, 50818, -1, -1, -1, -1,
        40388, 40410, 40413, 40448, 41240, 41260, 41263, 41353, -1, -1, -1, -1, -1, -1, -1, -1,
        43386, 43410, 43413, 43474, 55794, 55816, 55819, 55864, 17780, 17792, 17795, 17814, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13730, 13750, 13753, 13883, -1, -1, -1, -1,
        19514, 19532, 19535, 19752, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60683, 60703, 60706, 60787, -1, -1, -1, -1, -1, -1, -1, -1, 71478, 71500, 71503, 71564,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50890, 50907, 50910, 50918,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24621, 24644, 24647, 24690,
        58340, 58365, 58368, 58451, 77794, 77801, 77804, 77844, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25230, 25255, 25258, 25278, -1, -1, -1, -1, -1, -1, -1, -1, 60016, 60035, 60038, 60071,
        -1, -1, -1, -1, 16649, 16665, 16668, 16695, -1, -1, -1, -1, 64728, 64750, 64753, 64809,
        -1, -1, -1, -1, -1, -1, -1, -1, 30529, 30551, 30554, 30727, -1, -1, -1, -1,
        3277, 3302, 3305, 3484, 59248, 59267, 59270, 59305, -1, -1, -1, -1, 16814, 16829, 16832, 16921,
        -1, -1, -1, -1, 71208, 71228, 71231, 71262, 77335, 77363, 77366, 77504, 59748, 59773, 59776, 59812,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71941, 71962, 71965, 71987,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35411, 35431, 35434, 35448,
        -1, -1, -1, -1, 71050, 71066, 71069, 71109, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34197, 34212, 34215, 34302,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72248, 72260, 72263, 72317, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24906, 24924, 24927, 24991, 29690, 29721, 29724, 29863, 44269, 44287, 44290, 44313,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56915, 56931, 56934, 56942,
        -1, -1, -1, -1, -1, -1, -1, -1, 44314, 44340, 44343, 44372, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19984, 20009, 20012, 20364, 40080, 40098, 40101, 40139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57038, 57053, 57056, 57059, 62820, 62840, 62843, 62869, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26142, 26156, 26159, 26169, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38535, 38549, 38552, 38661, 61795, 61814, 61817, 61841, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 26468, 26480, 26483, 26493,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54157, 54180, 54183, 54297,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23865, 23894, 23897, 24098, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55697, 55716, 55719, 55759, -1, -1, -1, -1, 59672, 59691, 59694, 59747,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61230, 61246, 61249, 61318, -1, -1, -1, -1, 3925, 3954, 3957, 4131,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52688, 52708, 52711, 52734, -1, -1, -1, -1, 980, 993, 996, 1014,
        37163, 37178, 37181, 37388, -1, -1, -1, -1, -1, -1, -1, -1, 3485, 3502, 3505, 3633,
        66172, 66194, 66197, 66227, 58578, 58601, 58604, 58659, 71347, 71361, 71364, 71380, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63022, 63032, 63035, 63040,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51075, 51094, 51097, 51175, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47156, 47180, 47183, 47334, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14192, 14213, 14216, 14303, 21969, 21984, 21987, 22062, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42314, 42338, 42341, 42502, 50130, 50153, 50156, 50281, -1, -1, -1, -1, 39942, 39967, 39970, 40022,
        40197, 40216, 40219, 40325, 62463, 62482, 62485, 62509, 77628, 77655, 77658, 77793, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21254, 21276, 21279, 21337,
        68596, 68615, 68618, 68635, 73569, 73594, 73597, 73650, 32295, 32317, 32320, 32439, 58802, 58824, 58827, 58885,
        56010, 56034, 56037, 56082, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38772, 38793, 38796, 38865,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74700, 74725, 74728, 74774, 46293, 46313, 46316, 46544, -1, -1, -1, -1,
        44018, 44047, 44050, 44081, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64639, 64653, 64656, 64673, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62870, 62884, 62887, 62922, 8620, 8644, 8647, 8768,
        35527, 35543, 35546, 35552, -1, -1, -1, -1, 54437, 54460, 54463, 54489, -1, -1, -1, -1,
        41485, 41512, 41515, 41620, -1, -1, -1, -1, 58747, 58768, 58771, 58801, 54362, 54389, 54392, 54436,
        62415, 62433, 62436, 62462, 65279, 65301, 65304, 65501, 70140, 70159, 70162, 70243, -1, -1, -1, -1,
        55429, 55449, 55452, 55537, 55018, 55045, 55048, 55099, 63699, 63726, 63729, 63751, 56847, 56862, 56865, 56873,
        2463, 2487, 2490, 2586, 63312, 63345, 63348, 63446, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24691, 24718, 24721, 24852, 46545, 46574, 46577, 46746, 53851, 53877, 53880, 53984, 55100, 55125, 55128, 55181,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59207, 59225, 59228, 59247,
        43512, 43539, 43542, 43554, 20961, 20971, 20974, 21008, 50615, 50634, 50637, 50647, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23158, 23188, 23191, 23303, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14989, 15014, 15017, 15210, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68290, 68310, 68313, 68442, -1, -1, -1, -1,
        66228, 66247, 66250, 66392, 73302, 73327, 73330, 73397, 8920, 8933, 8936, 8951, 43896, 43922, 43925, 43950,
        63984, 64012, 64015, 64043, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53046, 53073, 53076, 53198, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21463, 21481, 21484, 21521, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47816, 47841, 47844, 47944,
        57724, 57741, 57744, 57800, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14737, 14757, 14760, 14900, 70342, 70358, 70361, 70447, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38183, 38208, 38211, 38357,
        2663, 2682, 2685, 3165, -1, -1, -1, -1, -1, -1, -1, -1, 50857, 50874, 50877, 50889,
        -1, -1, -1, -1, -1, -1, -1, -1, 44211, 44245, 44248, 44268, 21652, 21670, 21673, 21790,
        51904, 51919, 51922, 52014, 72378, 72396, 72399, 72414, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37836, 37861, 37864, 38008, 52433, 52447, 52450, 52532, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16009, 16027, 16030, 16086, 49048, 49065, 49068, 49128,
        72884, 72907, 72910, 72945, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26935, 26953, 26956, 26979,
        1081, 1091, 1094, 1108, 39402, 39417, 39420, 39552, 60072, 60092, 60095, 60147, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7927, 7951, 7954, 8096,
        61891, 61915, 61918, 61967, 30988, 31002, 31005, 31068, 56874, 56893, 56896, 56914, 66671, 66694, 66697, 66811,
        72106, 72131, 72134, 72174, -1, -1, -1, -1, 52735, 52762, 52765, 52889, 30394, 30421, 30424, 30528,
        65117, 65133, 65136, 65221, 47945, 47968, 47971, 48049, -1, -1, -1, -1, -1, -1, -1, -1,
        8097, 8117, 8120, 8257, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15624, 15638, 15641, 15710, 36854, 36872, 36875, 36976, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41066, 41093, 41096, 41150, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5693, 5715, 5718, 5867,
        -1, -1, -1, -1, 61442, 61461, 61464, 61502, -1, -1, -1, -1, 10755, 10774, 10777, 12050,
        26188, 26203, 26206, 26249, 30862, 30883, 30886, 30987, 7694, 7711, 7714, 7766, 47727, 47757, 47760, 47815,
        54747, 54765, 54768, 54778, -1, -1, -1, -1, 770, 781, 784, 794, 2587, 2605, 2608, 2662,
        43555, 43574, 43577, 43588, 6411, 6427, 6430, 6562, 67428, 67446, 67449, 67559, 76429, 76447, 76450, 76570,
        -1, -1, -1, -1, -1, -1, -1, -1, 34895, 34909, 34912, 35015, 73496, 73520, 73523, 73568,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63447, 63482, 63485, 63585, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75162, 75181, 75184, 75309, -1, -1, -1, -1,
        17832, 17848, 17851, 17872, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74852, 74867, 74870, 74953, 77505, 77524, 77527, 77627, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72175, 72194, 72197, 72247, -1, -1, -1, -1,
        -1, -1, -1, -1, 50282, 50306, 50309, 50614, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25378, 25398, 25401, 25461,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 15807, 15827, 15830, 15917,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62923, 62934, 62937, 62952, 41756, 41780, 41783, 41995, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62046, 62070, 62073, 62122, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74991, 75007, 75010, 75161, 41151, 41163, 41166, 41239,
        69555, 69576, 69579, 69725, 64200, 64220, 64223, 64277, -1, -1, -1, -1, 16922, 16944, 16947, 17084,
        -1, -1, -1, -1, 18632, 18649, 18652, 18712, -1, -1, -1, -1, 73010, 73030, 73033, 73083,
        -1, -1, -1, -1, -1, -1, -1, -1, 40140, 40156, 40159, 40196, 21399, 21418, 21421, 21462,
        52259, 52282, 52285, 52370, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8769, 8789, 8792, 8919, 62679, 62697, 62700, 62726, -1, -1, -1, -1,
        -1, -1, -1, -1, 6563, 6582, 6585, 6662, 46820, 46845, 46848, 46921, -1, -1, -1, -1,
        21091, 21112, 21115, 21175, 73651, 73677, 73680, 73735, 74254, 74281, 74284, 74326, 31884, 31905, 31908, 31914,
        -1, -1, -1, -1, 3166, 3186, 3189, 3276, 76571, 76594, 76597, 76664, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 74954, 74965, 74968, 74990, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16253, 16269, 16272, 16303, 74327, 74355, 74358, 74400,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49800, 49826, 49829, 50036, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78000, 78019, 78022, 78047, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61503, 61527, 61530, 61559, 69091, 69107, 69110, 69256,
        -1, -1, -1, -1, 61968, 61993, 61996, 62045, -1, -1, -1, -1, 74072, 74105, 74108, 74161,
        67560, 67579, 67582, 67703, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35825, 35846, 35849, 35909, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33720, 33740, 33743, 33768,
        -1, -1, -1, -1, 42067, 42088, 42091, 42185, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16598, 16614, 16617, 16648,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40023, 40042, 40045, 40079,
        35686, 35704, 35707, 35730, -1, -1, -1, -1, 77946, 77963, 77966, 77999, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 26421, 26434, 26437, 26467, -1, -1, -1, -1, -1, -1, -1, -1,
        6301, 6325, 6328, 6410, 72821, 72845, 72848, 72883, -1, -1, -1, -1, -1, -1, -1, -1,
        52015, 52034, 52037, 52117, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21522, 21542, 21545, 21586, -1, -1, -1, -1,
        51001, 51024, 51027, 51074, 56723, 56741, 56744, 56752, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36977, 36990, 36993, 37162,
        -1, -1, -1, -1, 52194, 52210, 52213, 52258, 29283, 29310, 29313, 29465, 5868, 5889, 5892, 6173,
        21009, 21029, 21032, 21090, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        26599, 26623, 26626, 26657, -1, -1, -1, -1, 38662, 38674, 38677, 38680, 41680, 41702, 41705, 41755,
        42503, 42527, 42530, 42608, 5343, 5360, 5363, 5389, 63041, 63074, 63077, 63175, 71433, 71458, 71461, 71477,
        -1, -1, -1, -1, 26838, 26856, 26859, 26884, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76163, 76183, 76186, 76428,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71263, 71282, 71285, 71346, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6755, 6779, 6782, 6946,
        -1, -1, -1, -1, 26522, 26535, 26538, 26580, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58452, 58473, 58476, 58487, -1, -1, -1, -1, -1, -1, -1, -1,
        52118, 52136, 52139, 52193, 60788, 60806, 60809, 60972, 15515, 15539, 15542, 15623, 43589, 43609, 43612, 43622,
        -1, -1, -1, -1, -1, -1, -1, -1, 35910, 35926, 35929, 35984, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26777, 26803, 26806, 26837, -1, -1, -1, -1, 44492, 44520, 44523, 44552, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57936, 57968, 57971, 58071, -1, -1, -1, -1, 53199, 53228, 53231, 53355, 64393, 64411, 64414, 64449,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77845, 77864, 77867, 77892, 32608, 32625, 32628, 32662, 60384, 60405, 60408, 60682,
        65222, 65238, 65241, 65278, -1, -1, -1, -1, 35285, 35305, 35308, 35322, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 57006, 57024, 57027, 57037, -1, -1, -1, -1,
        22737, 22753, 22756, 23157, -1, -1, -1, -1, -1, -1, -1, -1, 57140, 57158, 57161, 57181,
        -1, -1, -1, -1, -1, -1, -1, -1, 32440, 32457, 32460, 32607, -1, -1, -1, -1,
        39869, 39893, 39896, 39941, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50648, 50667, 50670, 50682, 26339, 26354, 26357, 26374, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28099, 28124, 28127, 28259, 33207, 33221, 33224, 33328,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64810, 64833, 64836, 64895, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15918, 15936, 15939, 16008, -1, -1, -1, -1, 16304, 16322, 16325, 16597,
        21587, 21600, 21603, 21651, 44373, 44400, 44403, 44432, 44606, 44625, 44628, 45314, 24992, 25021, 25024, 25109,
        52533, 52555, 52558, 52601, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54298, 54318, 54321, 54361, 17815, 17822, 17825, 17831, 26084, 26098, 26101, 26113, 43167, 43194, 43197, 43298,
        45923, 45947, 45950, 46186, -1, -1, -1, -1, 67279, 67296, 67299, 67427, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54859, 54885, 54888, 54937, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 42609, 42628, 42631, 42708, -1, -1, -1, -1,
        15711, 15728, 15731, 15806, 61747, 61767, 61770, 61794, -1, -1, -1, -1, -1, -1, -1, -1,
        72318, 72334, 72337, 72377, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63752, 63781, 63784, 63808, -1, -1, -1, -1, 61107, 61128, 61131, 61174, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50751, 50768, 50771, 50783, 55760, 55771, 55774, 55793,
        -1, -1, -1, -1, 69360, 69375, 69378, 69410, 4528, 4540, 4543, 4642, 63809, 63835, 63838, 63866,
        -1, -1, -1, -1, 13972, 13996, 13999, 14191, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57094, 57107, 57110, 57139, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 36458, 36478, 36481, 36563, -1, -1, -1, -1,
        48881, 48902, 48905, 49047, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4794, 4818, 4821, 4840, 42186, 42213, 42216, 42313, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59813, 59832, 59835, 59883, 26375, 26392, 26395, 26420,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63641, 63669, 63672, 63698, 76060, 76078, 76081, 76162, -1, -1, -1, -1,
        -1, -1, -1, -1, 56753, 56772, 56775, 56789, 72599, 72628, 72631, 72677, 22316, 22332, 22335, 22436,
        -1, -1, -1, -1, 51246, 51268, 51271, 51361, -1, -1, -1, -1, -1, -1, -1, -1,
        4765, 4785, 4788, 4793, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17737, 17750, 17753, 17779, -1, -1, -1, -1, -1, -1, -1, -1, 21791, 21811, 21814, 21884,
        -1, -1, -1, -1, 5269, 5295, 5298, 5342, 62249, 62268, 62271, 62296, 52371, 52389, 52392, 52432,
        65038, 65058, 65061, 65116, -1, -1, -1, -1, 30059, 30086, 30089, 30303, -1, -1, -1, -1,
        43299, 43324, 43327, 43385, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77121, 77142, 77145, 77211, 62297, 62315, 62318, 62343,
        53726, 53754, 53757, 53850, 21176, 21196, 21199, 21253, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 59515, 59534, 59537, 59572, 61629, 61642, 61645, 61699, 61560, 61582, 61585, 61628,
        39809, 39824, 39827, 39868, 48735, 48760, 48763, 48880, 62123, 62149, 62152, 62201, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53605, 53631, 53634, 53725, 49129, 49148, 49151, 49334,
        -1, -1, -1, -1, 36781, 36801, 36804, 36853, -1, -1, -1, -1, -1, -1, -1, -1,
        4841, 4854, 4857, 4865, 61175, 61193, 61196, 61229, 72048, 72073, 72076, 72105, 48168, 48191, 48194, 48377,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70767, 70783, 70786, 70827, 15348, 15370, 15373, 15514,
        63867, 63894, 63897, 63927, -1, -1, -1, -1, -1, -1, -1, -1, 36564, 36586, 36589, 36671,
        53356, 53382, 53385, 53478, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 18908, 18921, 18924, 19096,
        57217, 57249, 57252, 57342, 18713, 18723, 18726, 18907, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35449, 35465, 35468, 35495, 4456, 4469, 4472, 4527, 75505, 75519, 75522, 75641, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59430, 59446, 59449, 59514, -1, -1, -1, -1,
        -1, -1, -1, -1, 4893, 4907, 4910, 4971, 22437, 22452, 22455, 22513, 56790, 56805, 56808, 56818,
        73807, 73834, 73837, 73890, 74162, 74197, 74200, 74253, 59306, 59324, 59327, 59429, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58488, 58512, 58515, 58577,
        64896, 64916, 64919, 64977, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56484, 56503, 56506, 56574, 31915, 31935, 31938, 32145, 56575, 56596, 56599, 56667, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44149, 44183, 44186, 44210, 57343, 57376, 57379, 57469, 50714, 50735, 50738, 50750,
        31633, 31654, 31657, 31744, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37680, 37704, 37707, 37835, 21338, 21356, 21359, 21398, 23382, 23405, 23408, 23539,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7246, 7265, 7268, 7284,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50037, 50056, 50059, 50129, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45779, 45803, 45806, 45922, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28260, 28283, 28286, 28465, 59884, 59903, 59906, 60015,
        56943, 56960, 56963, 56975, 67916, 67933, 67936, 68006, -1, -1, -1, -1, 4738, 4756, 4759, 4764,
        352, 369, 372, 396, 10619, 10639, 10642, 10754, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 14304, 14329, 14332, 14509, 19753, 19770, 19773, 19983, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44082, 44117, 44120, 44148,
        70244, 70256, 70259, 70341, -1, -1, -1, -1, 52602, 52623, 52626, 52687, 7474, 7497, 7500, 7581,
        74775, 74802, 74805, 74851, -1, -1, -1, -1, 75885, 75907, 75910, 76059, 27880, 27906, 27909, 28098,
        33982, 33998, 34001, 34102, 44433, 44459, 44462, 44491, 73207, 73233, 73236, 73301, 17873, 17883, 17886, 17913,
        -1, -1, -1, -1, -1, -1, -1, -1, 34746, 34759, 34762, 34894, -1, -1, -1, -1,
        51631, 51652, 51655, 51741, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47028, 47044, 47047, 47155, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39766, 39782, 39785, 39808, -1, -1, -1, -1,
        25462, 25486, 25489, 25618, 830, 847, 850, 873, 28668, 28688, 28691, 28944, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29864, 29891, 29894, 30058,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39553, 39571, 39574, 39713, -1, -1, -1, -1, 4972, 4983, 4986, 5190,
        13940, 13953, 13956, 13971, 64129, 64147, 64150, 64199, 62628, 62650, 62653, 62678, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 66596, 66611, 66614, 66670, -1, -1, -1, -1,
        -1, -1, -1, -1, 78099, 78113, 78116, 78190, -1, -1, -1, -1, -1, -1, -1, -1,
        71110, 71122, 71125, 71207, 71648, 71668, 71671, 71711, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39164, 39176, 39179, 39232, -1, -1, -1, -1, -1, -1, -1, -1, 63176, 63210, 63213, 63311,
        -1, -1, -1, -1, 4643, 4654, 4657, 4666, 62510, 62528, 62531, 62555, 4667, 4685, 4688, 4715,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17685, 17704, 17707, 17736,
        33329, 33352, 33355, 33410, -1, -1, -1, -1, 28945, 28973, 28976, 29282, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59573, 59591, 59594, 59671, 60148, 60166, 60169, 60208, 2222, 2246, 2249, 2336, 490, 502, 505, 519,
        54938, 54963, 54966, 55017, 16087, 16103, 16106, 16252, 31069, 31083, 31086, 31164, -1, -1, -1, -1,
        74624, 74650, 74653, 74699, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71988, 72011, 72014, 72047, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64335, 64354, 64357, 64392, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14510, 14531, 14534, 14595, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57801, 57832, 57835, 57935,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7193, 7211, 7214, 7245, 31525, 31544, 31547, 31632, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48572, 48589, 48592, 48734, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47335, 47368, 47371, 47499, 57596, 57630, 57633, 57723, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 68443, 68465, 68468, 68554, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68007, 68025, 68028, 68106,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25279, 25304, 25307, 25329, 26316, 26327, 26330, 26338,
        -1, -1, -1, -1, -1, -1, -1, -1, 30728, 30751, 30754, 30861, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62202, 62220, 62223, 62248, 66393, 66412, 66415, 66595, 70666, 70683, 70686, 70766,
        17281, 17300, 17303, 17340, 13884, 13900, 13903, 13939, -1, -1, -1, -1, -1, -1, -1, -1,
        35594, 35613, 35616, 35643, 3634, 3654, 3657, 3924, -1, -1, -1, -1, -1, -1, -1, -1,
        8258, 8277, 8280, 8379, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57060, 57070, 57073, 57093, 25619, 25643, 25646, 25796, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42778, 42803, 42806, 42907,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55263, 55288, 55291, 55344,
        68687, 68707, 68710, 68942, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26114, 26126, 26129, 26141, 74474, 74503, 74506, 74548, -1, -1, -1, -1,
        64978, 64997, 65000, 65037, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54528, 54551, 54554, 54581,
        -1, -1, -1, -1, -1, -1, -1, -1, 1955, 1978, 1981, 2126, 64570, 64587, 64590, 64638,
        65502, 65525, 65528, 65723, 46187, 46207, 46210, 46292, 62344, 62364, 62367, 62392, -1, -1, -1, -1,
        -1, -1, -1, -1, 54639, 54662, 54665, 54690, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29466, 29501, 29504, 29689, -1, -1, -1, -1, 17914, 17927, 17930, 18237, 40449, 40476, 40479, 40586,
        61040, 61062, 61065, 61106, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55865, 55888, 55891, 55938, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4716, 4730, 4733, 4737, -1, -1, -1, -1,
        -1, -1, -1, -1, 51176, 51195, 51198, 51245, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32818, 32833, 32836, 33066, 36109, 36119, 36122, 36155,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72415, 72427, 72430, 72439, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39048, 39062, 39065, 39163, 78048, 78067, 78070, 78098, -1, -1, -1, -1, -1, -1, -1, -1,
        72440, 72469, 72472, 72518, -1, -1, -1, -1, 24099, 24128, 24131, 24334, -1, -1, -1, -1,
        62556, 62576, 62579, 62605, 64278, 64296, 64299, 64334, 76665, 76684, 76687, 76789, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22135, 22154, 22157, 22315, 8506, 8530, 8533, 8619, 68107, 68126, 68129, 68289, -1, -1, -1, -1,
        33067, 33089, 33092, 33206, -1, -1, -1, -1, 53985, 54007, 54010, 54156, -1, -1, -1, -1,
        54490, 54507, 54510, 54527, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51742, 51764, 51767, 51903, 26658, 26683, 26686, 26719, -1, -1, -1, -1, -1, -1, -1, -1,
        25330, 25346, 25349, 25377, 70891, 70912, 70915, 71049, 24429, 24455, 24458, 24512, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65945, 65969, 65972, 66171, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35366, 35389, 35392, 35410, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58660, 58683, 58686, 58746, -1, -1, -1, -1, -1, -1, -1, -1,
        17085, 17105, 17108, 17280, -1, -1, -1, -1, -1, -1, -1, -1, 15211, 15232, 15235, 15295,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51362, 51378, 51381, 51498,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26044, 26061, 26064, 26083, -1, -1, -1, -1, -1, -1, -1, -1, 18366, 18389, 18392, 18474,
        16696, 16713, 16716, 16813, -1, -1, -1, -1, -1, -1, -1, -1, 17341, 17358, 17361, 17469,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62606, 62613, 62616, 62627, -1, -1, -1, -1, -1, -1, -1, -1,
        34580, 34596, 34599, 34745, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56212, 56231, 56234, 56300,
        60973, 60991, 60994, 61039, -1, -1, -1, -1, 35644, 35664, 35667, 35685, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69411, 69428, 69431, 69554, -1, -1, -1, -1, -1, -1, -1, -1,
        25843, 25869, 25872, 25920, -1, -1, -1, -1, 33769, 33787, 33790, 33981, 52890, 52918, 52921, 53045,
        -1, -1, -1, -1, -1, -1, -1, -1, 4866, 4879, 4882, 4892, 25921, 25934, 25937, 25966,
        26885, 26904, 26907, 26934, 43771, 43803, 43806, 43833, -1, -1, -1, -1, 23304, 23334, 23337, 23381,
        55538, 55563, 55566, 55696, -1, -1, -1, -1, 41354, 41378, 41381, 41484, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17470, 17487, 17490, 17684, 61700, 61719, 61722, 61746,
        -1, -1, -1, -1, -1, -1, -1, -1, 56819, 56835, 56838, 56846, 60312, 60330, 60333, 60383,
        -1, -1, -1, -1, -1, -1, -1, -1, 71712, 71735, 71738, 71776, -1, -1, -1, -1,
        -1, -1, -1, -1, 38358, 38385, 38388, 38534, 78191, 78212, 78215, 78235, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70828, 70842, 70845, 70890,
        -1, -1, -1, -1, -1, -1, -1, -1, 23732, 23756, 23759, 23864, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
