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
        -1, -1, -1, -1, -1, -1, -1, -1, 27531, 27551, 27554, 27568, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32365, 32385, 32388, 32395,
        -1, -1, -1, -1, 17142, 17154, 17157, 17169, 7753, 7777, 7780, 7821, -1, -1, -1, -1,
        5924, 5944, 5947, 6026, 26513, 26531, 26534, 26564, 17609, 17633, 17636, 17656, 32446, 32460, 32463, 32500,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 23127, 23146, 23149, 23177, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13955, 13975, 13978, 14011, 14573, 14594, 14597, 14637, 20765, 20782, 20785, 20870,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10235, 10253, 10256, 10271,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23871, 23888, 23891, 24044, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39445, 39471, 39474, 39488, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1567, 1593, 1596, 1652, -1, -1, -1, -1, -1, -1, -1, -1,
        16020, 16046, 16049, 16086, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47346, 47370, 47373, 47409, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24956, 24974, 24977, 25004,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44189, 44213, 44216, 44235, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31387, 31404, 31407, 31678,
        -1, -1, -1, -1, -1, -1, -1, -1, 17376, 17386, 17389, 17393, 5006, 5025, 5028, 5076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47168, 47186, 47189, 47229,
        -1, -1, -1, -1, 35162, 35181, 35184, 35215, 42782, 42796, 42799, 42865, 35360, 35380, 35383, 35397,
        12027, 12044, 12047, 12121, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7822, 7846, 7849, 8755, 22120, 22134, 22137, 22193, 17355, 17366, 17369, 17375, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14074, 14090, 14093, 14125, 45068, 45099, 45102, 45122, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4116, 4128, 4131, 4192, -1, -1, -1, -1,
        -1, -1, -1, -1, 27719, 27750, 27753, 27776, 34707, 34734, 34737, 34755, -1, -1, -1, -1,
        -1, -1, -1, -1, 36613, 36635, 36638, 36677, 20518, 20536, 20539, 20595, 9843, 9868, 9871, 9930,
        -1, -1, -1, -1, -1, -1, -1, -1, 19610, 19620, 19623, 19655, -1, -1, -1, -1,
        -1, -1, -1, -1, 35120, 35136, 35139, 35161, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29689, 29714, 29717, 29761, 41307, 41334, 41337, 41445, -1, -1, -1, -1,
        -1, -1, -1, -1, 17523, 17535, 17538, 17546, -1, -1, -1, -1, 34494, 34519, 34522, 34538,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12426, 12454, 12457, 12687, 16363, 16379, 16382, 16393, 20107, 20129, 20132, 20210, 36026, 36057, 36060, 36108,
        14638, 14671, 14674, 14751, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5473, 5492, 5495, 5548, 190, 207, 210, 229,
        30793, 30809, 30812, 30906, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24541, 24563, 24566, 24596, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43118, 43135, 43138, 43215, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38945, 38963, 38966, 38982, -1, -1, -1, -1, 39119, 39132, 39135, 39141, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35807, 35839, 35842, 35891, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22657, 22680, 22683, 22694, -1, -1, -1, -1,
        15532, 15555, 15558, 15638, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38239, 38265, 38268, 38323, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30594, 30621, 30624, 30661,
        -1, -1, -1, -1, 3666, 3684, 3687, 3778, -1, -1, -1, -1, 39089, 39100, 39103, 39118,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25787, 25812, 25815, 25880, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47230, 47248, 47251, 47345, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14372, 14392, 14395, 14440, -1, -1, -1, -1, 1411, 1437, 1440, 1480,
        38784, 38791, 38794, 38803, 45246, 45268, 45271, 45272, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35017, 35039, 35042, 35066, -1, -1, -1, -1,
        25413, 25433, 25436, 25470, 39750, 39770, 39773, 39792, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5840, 5863, 5866, 5923, 18658, 18683, 18686, 18776,
        41197, 41216, 41219, 41306, 47942, 47959, 47962, 47989, -1, -1, -1, -1, -1, -1, -1, -1,
        27007, 27026, 27029, 27074, 22973, 22985, 22988, 23030, 11887, 11908, 11911, 11958, 30309, 30333, 30336, 30391,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27819, 27847, 27850, 27869, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43216, 43233, 43236, 43293, -1, -1, -1, -1,
        13410, 13431, 13434, 13494, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 43697, 43710, 43713, 43736, 39793, 39806, 39809, 39841, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32248, 32267, 32270, 32276, 46156, 46183, 46186, 46294,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27607, 27643, 27646, 27661,
        -1, -1, -1, -1, 32835, 32851, 32854, 32899, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25602, 25633, 25636, 25786, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4834, 4844, 4847, 4946, 43620, 43640, 43643, 43696, -1, -1, -1, -1,
        -1, -1, -1, -1, 22553, 22563, 22566, 22579, -1, -1, -1, -1, 26243, 26262, 26265, 26276,
        23447, 23467, 23470, 23511, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20211, 20227, 20230, 20346, -1, -1, -1, -1, -1, -1, -1, -1,
        6027, 6051, 6054, 6943, 9538, 9560, 9563, 9678, -1, -1, -1, -1, -1, -1, -1, -1,
        21631, 21645, 21648, 21724, 24488, 24508, 24511, 24540, -1, -1, -1, -1, 17590, 17602, 17605, 17608,
        22462, 22475, 22478, 22552, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16518, 16547, 16550, 16597, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2719, 2740, 2743, 2897, 27075, 27100, 27103, 27163, -1, -1, -1, -1,
        17017, 17040, 17043, 17055, -1, -1, -1, -1, 3414, 3440, 3443, 3462, 36109, 36142, 36145, 36194,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27569, 27593, 27596, 27606, 44552, 44581, 44584, 44625,
        23178, 23198, 23201, 23215, -1, -1, -1, -1, 45325, 45352, 45355, 45379, -1, -1, -1, -1,
        -1, -1, -1, -1, 46502, 46522, 46525, 46549, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24709, 24726, 24729, 24797,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3566, 3583, 3586, 3665, -1, -1, -1, -1, 41790, 41817, 41820, 41908,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40452, 40474, 40477, 40592,
        -1, -1, -1, -1, -1, -1, -1, -1, 37568, 37586, 37589, 37617, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39945, 39966, 39969, 40003, 21107, 21128, 21131, 21196,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35604, 35620, 35623, 35627,
        -1, -1, -1, -1, 4430, 4448, 4451, 4491, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5122, 5142, 5145, 5201,
        27386, 27410, 27413, 27422, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4613, 4642, 4645, 4699, 17297, 17307, 17310, 17314,
        639, 653, 656, 663, 17170, 17183, 17186, 17193, 30252, 30276, 30279, 30308, 43294, 43312, 43315, 43400,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 23244, 23260, 23263, 23303, 28179, 28202, 28205, 28224, 46378, 46400, 46403, 46501,
        -1, -1, -1, -1, 41446, 41466, 41469, 41523, 36678, 36702, 36705, 36801, 4700, 4722, 4725, 4769,
        14441, 14468, 14471, 14572, 36802, 36821, 36824, 36841, 47465, 47485, 47488, 47546, -1, -1, -1, -1,
        83, 100, 103, 106, 28648, 28676, 28679, 28931, 44497, 44517, 44520, 44551, 45660, 45687, 45690, 45707,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16154, 16174, 16177, 16206,
        42300, 42316, 42319, 42336, 44332, 44353, 44356, 44385, -1, -1, -1, -1, 791, 802, 805, 809,
        13157, 13180, 13183, 13409, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42546, 42568, 42571, 42642, 129, 141, 144, 162,
        38553, 38574, 38577, 38593, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42374, 42391, 42394, 42406, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21563, 21579, 21582, 21630, 35772, 35786, 35789, 35806, 45428, 45453, 45456, 45478, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22846, 22865, 22868, 22875, 17787, 17802, 17805, 18297,
        22796, 22813, 22816, 22821, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45163, 45188, 45191, 45204, -1, -1, -1, -1, 39536, 39554, 39557, 39587, -1, -1, -1, -1,
        -1, -1, -1, -1, 29864, 29887, 29890, 29951, 21985, 21999, 22002, 22047, -1, -1, -1, -1,
        22580, 22588, 22591, 22624, 17746, 17766, 17769, 17786, 32335, 32356, 32359, 32364, -1, -1, -1, -1,
        25471, 25493, 25496, 25518, 25988, 26008, 26011, 26066, -1, -1, -1, -1, -1, -1, -1, -1,
        27326, 27350, 27353, 27385, -1, -1, -1, -1, 11628, 11640, 11643, 11651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8756, 8776, 8779, 8843, -1, -1, -1, -1,
        12688, 12706, 12709, 12822, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37849, 37869, 37872, 37911, -1, -1, -1, -1, -1, -1, -1, -1, 44276, 44298, 44301, 44331,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32421, 32438, 32441, 32445,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16207, 16230, 16233, 16259,
        36195, 36220, 36223, 36260, 47849, 47856, 47859, 47893, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16598, 16623, 16626, 16640, -1, -1, -1, -1, -1, -1, -1, -1, 37413, 37432, 37435, 37451,
        -1, -1, -1, -1, 11047, 11063, 11066, 11086, -1, -1, -1, -1, 40004, 40026, 40029, 40075,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2217, 2242, 2245, 2337, 36876, 36895, 36898, 36915, -1, -1, -1, -1, 11158, 11173, 11176, 11226,
        -1, -1, -1, -1, 44063, 44083, 44086, 44098, 47547, 47575, 47578, 47669, 37215, 37240, 37243, 37263,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44626, 44647, 44650, 44672,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22733, 22753, 22756, 22764,
        -1, -1, -1, -1, 43981, 43997, 44000, 44018, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22048, 22063, 22066, 22119,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44866, 44878, 44881, 44905, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16394, 16412, 16415, 16437, 19217, 19248, 19251, 19338, 28056, 28074, 28077, 28088,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35554, 35570, 35573, 35577,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12955, 12980, 12983, 13156, 25243, 25261, 25264, 25284, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14821, 14860, 14863, 14919, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35656, 35671, 35674, 35677, 38983, 39003, 39006, 39023, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17271, 17285, 17288, 17296, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24385, 24399, 24402, 24470, 38515, 38534, 38537, 38552, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 17501, 17513, 17516, 17522,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34180, 34203, 34206, 34272,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15724, 15753, 15756, 15871, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34937, 34956, 34959, 34982, -1, -1, -1, -1, 37169, 37188, 37191, 37214,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38191, 38207, 38210, 38238, -1, -1, -1, -1, 2616, 2645, 2648, 2718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33592, 33612, 33615, 33629, -1, -1, -1, -1, 709, 722, 725, 731,
        23749, 23764, 23767, 23870, -1, -1, -1, -1, -1, -1, -1, -1, 2338, 2355, 2358, 2434,
        40742, 40764, 40767, 40797, 36365, 36388, 36391, 36437, 44155, 44169, 44172, 44188, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39142, 39152, 39155, 39160,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32553, 32572, 32575, 32610, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30016, 30040, 30043, 30161, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9134, 9155, 9158, 9245, 14012, 14027, 14030, 14073, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26724, 26748, 26751, 26844, 31887, 31910, 31913, 31986, -1, -1, -1, -1, 25148, 25173, 25176, 25201,
        25330, 25349, 25352, 25412, 47742, 47769, 47772, 47848, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13603, 13625, 13628, 13666,
        42337, 42356, 42359, 42373, -1, -1, -1, -1, 20871, 20893, 20896, 20960, 36540, 36562, 36565, 36612,
        35067, 35091, 35094, 35119, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45758, 45783, 45786, 45807, 29245, 29265, 29268, 29486, -1, -1, -1, -1,
        27870, 27899, 27902, 27917, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39910, 39924, 39927, 39944, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39024, 39038, 39041, 39062, 5618, 5642, 5645, 5726,
        22822, 22838, 22841, 22845, -1, -1, -1, -1, 34372, 34395, 34398, 34420, -1, -1, -1, -1,
        26148, 26175, 26178, 26242, -1, -1, -1, -1, 36493, 36514, 36517, 36539, 34319, 34346, 34349, 34371,
        43401, 43420, 43423, 43491, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34756, 34776, 34779, 34824, 34612, 34639, 34642, 34660, 39350, 39377, 39380, 39395, 35502, 35517, 35520, 35523,
        1653, 1677, 1680, 1725, 39161, 39194, 39197, 39253, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16260, 16287, 16290, 16362, 29487, 29516, 29519, 29688, 34004, 34030, 34033, 34089, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36842, 36860, 36863, 36875,
        27423, 27450, 27453, 27463, 13495, 13505, 13508, 13542, 32194, 32213, 32216, 32218, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15264, 15294, 15297, 15355, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9931, 9956, 9959, 10152, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42146, 42166, 42169, 42241, -1, -1, -1, -1,
        40798, 40817, 40820, 40921, 45273, 45298, 45301, 45324, 5814, 5827, 5830, 5839, 27777, 27803, 27806, 27818,
        39489, 39517, 39520, 39535, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33630, 33657, 33660, 33731, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13667, 13685, 13688, 13709, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30451, 30476, 30479, 30533,
        35980, 35997, 36000, 36025, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9679, 9699, 9702, 9842, 43552, 43568, 43571, 43619, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24146, 24171, 24174, 24263,
        1778, 1797, 1800, 2105, -1, -1, -1, -1, -1, -1, -1, -1, 32396, 32413, 32416, 32420,
        -1, -1, -1, -1, -1, -1, -1, -1, 28012, 28046, 28049, 28055, 13801, 13819, 13822, 13897,
        33054, 33069, 33072, 33123, 44954, 44972, 44975, 44990, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33428, 33442, 33445, 33473, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10683, 10701, 10704, 10732, 31219, 31236, 31239, 31266,
        45123, 45146, 45149, 45162, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17708, 17726, 17729, 17745,
        774, 784, 787, 790, 24798, 24813, 24816, 24869, 37452, 37472, 37475, 37517, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5202, 5226, 5229, 5320,
        41094, 41117, 41120, 41196, 19988, 20002, 20005, 20036, 35524, 35543, 35546, 35553, 44765, 44790, 44793, 44819,
        -1, -1, -1, -1, -1, -1, -1, -1, 40331, 40347, 40350, 40405, 19656, 19683, 19686, 19768,
        -1, -1, -1, -1, 30534, 30557, 30560, 30593, -1, -1, -1, -1, -1, -1, -1, -1,
        5321, 5341, 5344, 5397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10441, 10455, 10458, 10493, 23559, 23577, 23580, 23635, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25881, 25908, 25911, 25941, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3779, 3801, 3804, 3902,
        -1, -1, -1, -1, 38324, 38343, 38346, 38377, -1, -1, -1, -1, 7026, 7045, 7048, 7752,
        17315, 17330, 17333, 17354, 19884, 19905, 19908, 19987, 5077, 5094, 5097, 5121, 30392, 30422, 30425, 30450,
        34539, 34557, 34560, 34565, -1, -1, -1, -1, 558, 569, 572, 576, 1726, 1744, 1747, 1777,
        27464, 27483, 27486, 27497, 4272, 4288, 4291, 4361, 41602, 41620, 41623, 41688, 46899, 46917, 46920, 47000,
        -1, -1, -1, -1, -1, -1, -1, -1, 22384, 22398, 22401, 22461, 45380, 45404, 45407, 45427,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39254, 39289, 39292, 39349, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46058, 46077, 46080, 46155, -1, -1, -1, -1,
        11665, 11681, 11684, 11696, -1, -1, -1, -1, -1, -1, -1, -1, 14752, 14785, 14788, 14820,
        45861, 45876, 45879, 45924, 47670, 47689, 47692, 47741, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44820, 44839, 44842, 44865, -1, -1, -1, -1,
        -1, -1, -1, -1, 31987, 32011, 32014, 32193, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16718, 16738, 16741, 16772,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10548, 10568, 10571, 10630,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14920, 14944, 14947, 15007, -1, -1, -1, -1,
        39063, 39074, 39077, 39088, 26340, 26364, 26367, 26512, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38594, 38618, 38621, 38647, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45953, 45969, 45972, 46057, 25942, 25954, 25957, 25987,
        43002, 43023, 43026, 43117, 39649, 39669, 39672, 39709, -1, -1, -1, -1, 11227, 11249, 11252, 11331,
        -1, -1, -1, -1, 12122, 12139, 12142, 12188, -1, -1, -1, -1, 45205, 45225, 45228, 45245,
        -1, -1, -1, -1, -1, -1, -1, -1, 25285, 25301, 25304, 25329, 33317, 33340, 33343, 33379,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5727, 5747, 5750, 5813, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4362, 4381, 4384, 4429, 29762, 29787, 29790, 29863, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20596, 20617, 20620, 20626,
        -1, -1, -1, -1, 2106, 2126, 2129, 2216, 47001, 47024, 47027, 47067, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 45925, 45936, 45939, 45952, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10841, 10857, 10860, 10869, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31679, 31705, 31708, 31809, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48033, 48052, 48055, 48067, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38378, 38402, 38405, 38421, 42643, 42659, 42662, 42781,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45537, 45570, 45573, 45596,
        41689, 41708, 41711, 41789, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23031, 23052, 23055, 23080, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21725, 21745, 21748, 21768,
        -1, -1, -1, -1, 26565, 26586, 26589, 26636, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11006, 11022, 11025, 11046,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25202, 25221, 25224, 25242,
        22939, 22957, 22960, 22972, -1, -1, -1, -1, 47990, 48007, 48010, 48032, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 17476, 17489, 17492, 17500, -1, -1, -1, -1, -1, -1, -1, -1,
        4193, 4217, 4220, 4271, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33124, 33143, 33146, 33196, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13710, 13730, 13733, 13756, -1, -1, -1, -1,
        32501, 32524, 32527, 32552, 35398, 35416, 35419, 35425, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23636, 23649, 23652, 23748,
        -1, -1, -1, -1, 33262, 33278, 33281, 33316, 19008, 19035, 19038, 19091, 3903, 3924, 3927, 4115,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24471, 24483, 24486, 24487, 26277, 26299, 26302, 26339,
        26845, 26869, 26872, 26924, 3524, 3541, 3544, 3565, 44236, 44261, 44264, 44275, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46738, 46758, 46761, 46898,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44099, 44118, 44121, 44154, 732, 743, 746, 750, -1, -1, -1, -1, 4492, 4516, 4519, 4612,
        -1, -1, -1, -1, 17547, 17560, 17563, 17589, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36261, 36282, 36285, 36295, -1, -1, -1, -1, -1, -1, -1, -1,
        33197, 33215, 33218, 33261, 37912, 37930, 37933, 38016, 10370, 10394, 10397, 10440, 27498, 27518, 27521, 27530,
        -1, -1, -1, -1, -1, -1, -1, -1, 23081, 23097, 23100, 23126, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17657, 17683, 17686, 17707, -1, -1, -1, -1, 28133, 28161, 28164, 28178, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33732, 33761, 33764, 33837, 39710, 39728, 39731, 39749,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47894, 47913, 47916, 47941, 21069, 21086, 21089, 21106, 37671, 37692, 37695, 37848,
        40406, 40422, 40425, 40451, -1, -1, -1, -1, 22625, 22645, 22648, 22656, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 35628, 35646, 35649, 35655, -1, -1, -1, -1,
        15008, 15024, 15027, 15263, -1, -1, -1, -1, -1, -1, -1, -1, 35743, 35761, 35764, 35771,
        -1, -1, -1, -1, -1, -1, -1, -1, 20961, 20978, 20981, 21068, -1, -1, -1, -1,
        25088, 25112, 25115, 25147, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32219, 32238, 32241, 32247, 17414, 17429, 17432, 17442, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18455, 18480, 18483, 18542, 21416, 21430, 21433, 21497,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40076, 40099, 40102, 40144, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10631, 10649, 10652, 10682, -1, -1, -1, -1, 10870, 10888, 10891, 11005,
        13757, 13770, 13773, 13800, 28225, 28244, 28247, 28647, 33474, 33496, 33499, 33533, 16438, 16467, 16470, 16517,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34273, 34293, 34296, 34318, 11652, 11659, 11662, 11664, 17227, 17241, 17244, 17252, 27164, 27191, 27194, 27255,
        29023, 29047, 29050, 29181, -1, -1, -1, -1, 41524, 41541, 41544, 41601, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 26925, 26944, 26947, 27006, -1, -1, -1, -1,
        10494, 10511, 10514, 10547, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44906, 44922, 44925, 44953, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39396, 39425, 39428, 39444, -1, -1, -1, -1, 38108, 38129, 38132, 38152, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32310, 32327, 32330, 32334, 34983, 34994, 34997, 35016,
        -1, -1, -1, -1, 42866, 42881, 42884, 42900, 2950, 2962, 2965, 3028, -1, -1, -1, -1,
        -1, -1, -1, -1, 8914, 8938, 8941, 9133, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35713, 35726, 35729, 35742, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 23304, 23324, 23327, 23373, -1, -1, -1, -1,
        31086, 31107, 31110, 31218, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3161, 3185, 3188, 3194, 26637, 26664, 26667, 26723, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37264, 37283, 37286, 37317, 17443, 17460, 17463, 17475,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46682, 46700, 46703, 46737, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35426, 35445, 35448, 35455, 45016, 45045, 45048, 45067, 14241, 14257, 14260, 14317,
        -1, -1, -1, -1, 32656, 32678, 32681, 32756, -1, -1, -1, -1, -1, -1, -1, -1,
        3132, 3152, 3155, 3160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11603, 11616, 11619, 11627, -1, -1, -1, -1, -1, -1, -1, -1, 13898, 13918, 13921, 13954,
        -1, -1, -1, -1, 3463, 3489, 3492, 3523, -1, -1, -1, -1, 33380, 33398, 33401, 33427,
        40268, 40288, 40291, 40330, -1, -1, -1, -1, 19459, 19486, 19489, 19609, -1, -1, -1, -1,
        27256, 27281, 27284, 27325, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47410, 47431, 47434, 47464, 38705, 38723, 38726, 38742,
        33918, 33946, 33949, 34003, 13543, 13563, 13566, 13602, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 37063, 37082, 37085, 37111, 38467, 38480, 38483, 38514, 38422, 38444, 38447, 38466,
        25043, 25058, 25061, 25087, 30984, 31009, 31012, 31085, 38648, 38674, 38677, 38704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33838, 33864, 33867, 33917, 31267, 31286, 31289, 31386,
        -1, -1, -1, -1, 23512, 23532, 23535, 23558, -1, -1, -1, -1, -1, -1, -1, -1,
        3195, 3208, 3211, 3217, 38153, 38171, 38174, 38190, 44717, 44742, 44745, 44764, 30662, 30685, 30688, 30792,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43808, 43824, 43827, 43848, 10272, 10294, 10297, 10369,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23374, 23396, 23399, 23446,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 12305, 12318, 12321, 12425,
        -1, -1, -1, -1, 12189, 12199, 12202, 12304, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22765, 22781, 22784, 22795, 2898, 2911, 2914, 2949, 46295, 46309, 46312, 46377, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37004, 37020, 37023, 37062, -1, -1, -1, -1,
        -1, -1, -1, -1, 3241, 3255, 3258, 3293, 14318, 14333, 14336, 14371, 35456, 35471, 35474, 35477,
        45479, 45506, 45509, 45536, 45597, 45632, 45635, 45659, 36916, 36934, 36937, 37003, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36296, 36320, 36323, 36364,
        40145, 40165, 40168, 40210, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35263, 35282, 35285, 35309, 20627, 20647, 20650, 20764, 35310, 35331, 35334, 35359, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27966, 28000, 28003, 28011, -1, -1, -1, -1, 32277, 32298, 32301, 32309,
        20432, 20453, 20456, 20517, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24045, 24069, 24072, 24145, 15423, 15446, 15449, 15531, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4807, 4826, 4829, 4833,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31810, 31829, 31832, 31886, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28932, 28956, 28959, 29022, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18543, 18566, 18569, 18657, 37318, 37337, 37340, 37412,
        35578, 35595, 35598, 35603, 41909, 41926, 41929, 41961, -1, -1, -1, -1, 3105, 3123, 3126, 3131,
        274, 291, 294, 307, 6944, 6964, 6967, 7025, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 9246, 9271, 9274, 9451, 12823, 12840, 12843, 12954, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27918, 27953, 27956, 27965,
        43492, 43504, 43507, 43551, -1, -1, -1, -1, 33534, 33555, 33558, 33591, 4947, 4970, 4973, 5005,
        45808, 45835, 45838, 45860, -1, -1, -1, -1, 46550, 46572, 46575, 46681, 18298, 18324, 18327, 18454,
        21899, 21915, 21918, 21984, 28089, 28115, 28118, 28132, -1, -1, -1, -1, 11697, 11707, 11710, 11716,
        -1, -1, -1, -1, -1, -1, -1, -1, 22311, 22324, 22327, 22383, -1, -1, -1, -1,
        32900, 32921, 32924, 32974, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29952, 29968, 29971, 30015, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25005, 25021, 25024, 25042, -1, -1, -1, -1,
        16773, 16797, 16800, 16903, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19339, 19366, 19369, 19458,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24870, 24888, 24891, 24955, -1, -1, -1, -1, 3294, 3305, 3308, 3413,
        8888, 8901, 8904, 8913, 39588, 39606, 39609, 39648, 38903, 38925, 38928, 38944, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 41046, 41061, 41064, 41093, -1, -1, -1, -1,
        -1, -1, -1, -1, 48107, 48121, 48124, 48156, -1, -1, -1, -1, -1, -1, -1, -1,
        44019, 44031, 44034, 44062, 44386, 44406, 44409, 44432, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24677, 24689, 24692, 24708, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3029, 3040, 3043, 3051, 38804, 38822, 38825, 38841, 3052, 3070, 3073, 3082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11564, 11583, 11586, 11602,
        21498, 21521, 21524, 21562, -1, -1, -1, -1, 18777, 18805, 18808, 19007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37112, 37130, 37133, 37168, 37518, 37536, 37539, 37567, 1481, 1505, 1508, 1566, 368, 380, 383, 388,
        34566, 34591, 34594, 34611, 10733, 10749, 10752, 10840, 20037, 20051, 20054, 20106, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44673, 44696, 44699, 44716, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9452, 9473, 9476, 9537, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4770, 4788, 4791, 4806, 20347, 20366, 20369, 20431, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30907, 30924, 30927, 30983, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30162, 30195, 30198, 30251, 35892, 35926, 35929, 35979, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 42242, 42264, 42267, 42299, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41962, 41980, 41983, 42027,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16641, 16666, 16669, 16683, 17394, 17405, 17408, 17413,
        -1, -1, -1, -1, -1, -1, -1, -1, 19769, 19792, 19795, 19883, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40922, 40941, 40944, 41045, 43737, 43754, 43757, 43807, -1, -1, -1, -1,
        11332, 11351, 11354, 11368, 8844, 8860, 8863, 8887, -1, -1, -1, -1, -1, -1, -1, -1,
        22876, 22895, 22898, 22906, 2435, 2455, 2458, 2615, -1, -1, -1, -1, -1, -1, -1, -1,
        5398, 5417, 5420, 5472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35678, 35688, 35691, 35712, 16904, 16928, 16931, 17016, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34661, 34686, 34689, 34706,
        42407, 42427, 42430, 42545, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17253, 17265, 17268, 17270, 45708, 45737, 45740, 45757, -1, -1, -1, -1,
        40211, 40230, 40233, 40267, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1293, 1316, 1319, 1410, 39842, 39859, 39862, 39909,
        -1, -1, -1, -1, 29182, 29202, 29205, 29244, 38743, 38763, 38766, 38783, -1, -1, -1, -1,
        -1, -1, -1, -1, 34452, 34475, 34478, 34493, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19092, 19127, 19130, 19216, -1, -1, -1, -1, 11717, 11730, 11733, 11886, 25519, 25546, 25549, 25601,
        38063, 38085, 38088, 38107, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 3083, 3097, 3100, 3104, -1, -1, -1, -1,
        -1, -1, -1, -1, 32611, 32630, 32633, 32655, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21197, 21212, 21215, 21318, 23216, 23226, 23229, 23243,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44991, 45003, 45006, 45015, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24597, 24611, 24614, 24676, 48068, 48087, 48090, 48106, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15872, 15901, 15904, 16019, -1, -1, -1, -1,
        38842, 38862, 38865, 38882, 47068, 47087, 47090, 47167, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14126, 14145, 14148, 14240, 5549, 5573, 5576, 5617, 42028, 42047, 42050, 42145, -1, -1, -1, -1,
        21319, 21341, 21344, 21415, -1, -1, -1, -1, 34090, 34112, 34115, 34179, -1, -1, -1, -1,
        34421, 34438, 34441, 34451, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32975, 32997, 33000, 33053, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16684, 16700, 16703, 16717, 43902, 43923, 43926, 43980, 16087, 16113, 16116, 16153, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40593, 40617, 40620, 40741, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22695, 22718, 22721, 22732, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36438, 36461, 36464, 36492, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10153, 10174, 10177, 10234,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32757, 32773, 32776, 32834,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17194, 17211, 17214, 17226, -1, -1, -1, -1, -1, -1, -1, -1, 11959, 11982, 11985, 12026,
        11087, 11104, 11107, 11157, -1, -1, -1, -1, -1, -1, -1, -1, 11369, 11386, 11389, 11436,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38883, 38890, 38893, 38902, -1, -1, -1, -1, -1, -1, -1, -1,
        22194, 22210, 22213, 22310, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35216, 35235, 35238, 35262,
        38017, 38035, 38038, 38062, -1, -1, -1, -1, 22907, 22927, 22930, 22938, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42901, 42918, 42921, 43001, -1, -1, -1, -1, -1, -1, -1, -1,
        17056, 17082, 17085, 17111, -1, -1, -1, -1, 21769, 21787, 21790, 21898, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3218, 3231, 3234, 3240, 17112, 17125, 17128, 17141,
        -1, -1, -1, -1, 27662, 27694, 27697, 27718, -1, -1, -1, -1, 15356, 15386, 15389, 15422,
        34825, 34850, 34853, 34936, -1, -1, -1, -1, 26067, 26091, 26094, 26147, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11437, 11454, 11457, 11563, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35478, 35494, 35497, 35501, 37618, 37636, 37639, 37670,
        -1, -1, -1, -1, -1, -1, -1, -1, 44433, 44456, 44459, 44496, -1, -1, -1, -1,
        -1, -1, -1, -1, 24264, 24291, 24294, 24384, 48157, 48178, 48181, 48188, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43849, 43863, 43866, 43901,
        -1, -1, -1, -1, -1, -1, -1, -1, 15639, 15663, 15666, 15723, -1, -1, -1, -1,
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
        -1, -1, -1, -1, -1, -1, -1, -1, 43845, 43865, 43868, 43884, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51041, 51061, 51064, 51078,
        -1, -1, -1, -1, 26727, 26739, 26742, 26774, 12253, 12277, 12280, 12363, -1, -1, -1, -1,
        9082, 9102, 9105, 9252, 42218, 42236, 42239, 42288, 27480, 27504, 27507, 27536, 51141, 51155, 51158, 51222,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 36207, 36226, 36229, 36278, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21891, 21911, 21914, 21974, 22845, 22866, 22869, 22954, 32497, 32514, 32517, 32645,
        -1, -1, -1, -1, -1, -1, -1, -1, 55404, 55430, 55433, 55484, -1, -1, -1, -1,
        43130, 43156, 43159, 43258, -1, -1, -1, -1, -1, -1, -1, -1, 15498, 15516, 15519, 15549,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37611, 37628, 37631, 37901, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64150, 64176, 64179, 64205, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2337, 2363, 2366, 2462, -1, -1, -1, -1, -1, -1, -1, -1,
        25068, 25094, 25097, 25161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77271, 77295, 77298, 77342, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39936, 39954, 39957, 39987,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71603, 71627, 71630, 71654, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49557, 49574, 49577, 50021,
        63808, 63835, 63838, 63862, -1, -1, -1, -1, 27046, 27056, 27059, 27075, 7582, 7601, 7604, 7693,
        -1, -1, -1, -1, -1, -1, -1, -1, 74203, 74237, 74240, 74293, 77012, 77030, 77033, 77099,
        -1, -1, -1, -1, 56350, 56369, 56372, 56433, 69479, 69493, 69496, 69581, 56890, 56910, 56913, 56944,
        18481, 18498, 18501, 18637, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        12364, 12388, 12391, 13931, 34654, 34668, 34671, 34801, 27010, 27021, 27024, 27045, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22069, 22085, 22088, 22140, 72900, 72931, 72934, 72980, -1, -1, -1, -1, 36467, 36487, 36490, 36572,
        -1, -1, -1, -1, -1, -1, -1, -1, 6174, 6186, 6189, 6300, -1, -1, -1, -1,
        -1, -1, -1, -1, 44056, 44087, 44090, 44117, 55567, 55594, 55597, 55650, -1, -1, -1, -1,
        -1, -1, -1, -1, 59108, 59130, 59133, 59173, 32096, 32114, 32117, 32234, 15103, 15128, 15131, 15190,
        -1, -1, -1, -1, -1, -1, -1, -1, 30854, 30864, 30867, 30943, -1, -1, -1, -1,
        -1, -1, -1, -1, 56305, 56321, 56324, 56349, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46969, 46994, 46997, 47041, 67187, 67214, 67217, 67360, -1, -1, -1, -1,
        -1, -1, -1, -1, 27254, 27266, 27269, 27281, -1, -1, -1, -1, 54913, 54938, 54941, 54968,
        -1, -1, -1, -1, 55001, 55026, 55029, 55080, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19103, 19131, 19134, 19519, 25586, 25602, 25605, 25638, 31516, 31538, 31541, 31705, 56614, 56634, 56637, 56705,
        22955, 22988, 22991, 23108, 58294, 58325, 58328, 58426, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8380, 8399, 8402, 8505, 240, 257, 260, 284,
        48600, 48616, 48619, 48793, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39175, 39197, 39200, 39269, -1, -1, -1, -1,
        -1, -1, -1, -1, 74113, 74146, 74149, 74202, -1, -1, -1, -1, -1, -1, -1, -1,
        69948, 69965, 69968, 70079, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62996, 63014, 63017, 63041, -1, -1, -1, -1, 63221, 63234, 63237, 63243, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57692, 57724, 57727, 57817, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35545, 35568, 35571, 35587, -1, -1, -1, -1,
        24273, 24296, 24299, 24464, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61541, 61567, 61570, 61663, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48272, 48299, 48302, 48389,
        -1, -1, -1, -1, 5527, 5545, 5548, 5692, 38903, 38923, 38926, 38993, 63175, 63186, 63189, 63220,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41110, 41135, 41138, 41287, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77100, 77118, 77121, 77270, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54804, 54828, 54831, 54860, 22520, 22540, 22543, 22632, -1, -1, -1, -1, 2127, 2153, 2156, 2221,
        62615, 62622, 62625, 62636, 73306, 73328, 73331, 73332, -1, -1, -1, -1, 62949, 62968, 62971, 62995,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53701, 53728, 53731, 53826, 56161, 56183, 56186, 56231, -1, -1, -1, -1,
        40548, 40568, 40571, 40609, 64672, 64692, 64695, 64730, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8952, 8975, 8978, 9081, 29293, 29318, 29321, 29494,
        67034, 67053, 67056, 67186, 78115, 78132, 78135, 78167, -1, -1, -1, -1, -1, -1, -1, -1,
        42931, 42950, 42953, 42999, 35953, 35965, 35968, 36046, 18244, 18265, 18268, 18371, 47811, 47835, 47838, 47948,
        -1, -1, -1, -1, -1, -1, -1, -1, 73333, 73358, 73361, 73428, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44173, 44201, 44204, 44239, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70080, 70097, 70100, 70197, -1, -1, -1, -1,
        20830, 20851, 20854, 20966, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 70830, 70843, 70846, 70887, 64731, 64744, 64747, 64791, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50905, 50924, 50927, 50935, 74771, 74796, 74799, 74845,
        75532, 75559, 75562, 75726, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43932, 43968, 43971, 43992,
        -1, -1, -1, -1, 51721, 51737, 51740, 51852, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40809, 40840, 40843, 41109, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7285, 7295, 7298, 7473, 70670, 70690, 70693, 70829, -1, -1, -1, -1,
        -1, -1, -1, -1, 35380, 35390, 35393, 35440, -1, -1, -1, -1, 41843, 41862, 41865, 41901,
        36894, 36914, 36917, 37002, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31706, 31722, 31725, 31875, -1, -1, -1, -1, -1, -1, -1, -1,
        9253, 9277, 9280, 10820, 14798, 14820, 14823, 14938, -1, -1, -1, -1, -1, -1, -1, -1,
        33877, 33891, 33894, 34070, 39088, 39108, 39111, 39174, 72981, 73004, 73007, 73042, 27341, 27353, 27356, 27358,
        35238, 35251, 35254, 35379, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25843, 25872, 25875, 25962, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4132, 4153, 4156, 4455, 43259, 43284, 43287, 43388, -1, -1, -1, -1,
        26557, 26580, 26583, 26602, -1, -1, -1, -1, 5191, 5217, 5220, 5268, 58427, 58460, 58463, 58561,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43885, 43909, 43912, 43931, 72057, 72086, 72089, 72162,
        36279, 36299, 36302, 36330, -1, -1, -1, -1, 38231, 38257, 38260, 38404, 73620, 73647, 73650, 73717,
        -1, -1, -1, -1, 76048, 76068, 76071, 76106, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39455, 39472, 39475, 39623,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5390, 5407, 5410, 5526, -1, -1, -1, -1, 67926, 67953, 67956, 68137,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65946, 65968, 65971, 66166,
        -1, -1, -1, -1, -1, -1, -1, -1, 60431, 60449, 60452, 60533, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64896, 64917, 64920, 64949, 33014, 33035, 33038, 33168,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57198, 57214, 57217, 57227,
        -1, -1, -1, -1, 6663, 6681, 6684, 6754, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7767, 7787, 7790, 7926,
        43697, 43721, 43724, 43733, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6947, 6976, 6979, 7080, 26930, 26940, 26943, 26947,
        874, 888, 891, 909, 26775, 26788, 26791, 26803, 47722, 47746, 47749, 47810, 70198, 70216, 70219, 70361,
        72741, 72771, 72774, 72820, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 36378, 36394, 36397, 36466, 44775, 44798, 44801, 44827, 75864, 75886, 75889, 76047,
        -1, -1, -1, -1, 67361, 67381, 67384, 67500, 59174, 59198, 59201, 59375, 7081, 7103, 7106, 7192,
        22633, 22660, 22663, 22844, 59376, 59395, 59398, 59428, 77434, 77454, 77457, 77556, -1, -1, -1, -1,
        131, 148, 151, 154, 45537, 45565, 45568, 46000, 71999, 72019, 72022, 72056, 74623, 74650, 74653, 74695,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25246, 25266, 25269, 25353,
        68777, 68793, 68796, 68817, 71787, 71808, 71811, 71869, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        20371, 20394, 20397, 20829, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69165, 69187, 69190, 69312, 177, 189, 192, 210,
        62064, 62085, 62088, 62112, -1, -1, -1, -1, 56523, 56542, 56545, 56613, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68858, 68875, 68878, 68908, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33762, 33778, 33781, 33876, 57404, 57418, 57421, 57438, 73958, 73983, 73986, 74028, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35775, 35794, 35797, 35815, 27789, 27804, 27807, 28639,
        35718, 35735, 35738, 35748, 36573, 36594, 36597, 36679, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73168, 73193, 73196, 73231, -1, -1, -1, -1, 64266, 64284, 64287, 64350, -1, -1, -1, -1,
        -1, -1, -1, -1, 47144, 47167, 47170, 47249, 34454, 34468, 34471, 34547, -1, -1, -1, -1,
        35441, 35449, 35452, 35506, 27740, 27760, 27763, 27788, 51006, 51027, 51030, 51040, -1, -1, -1, -1,
        40610, 40632, 40635, 40670, 41462, 41482, 41485, 41575, -1, -1, -1, -1, -1, -1, -1, -1,
        43608, 43632, 43635, 43696, 56016, 56038, 56041, 56086, 17786, 17798, 17801, 17820, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13932, 13952, 13955, 14085, -1, -1, -1, -1,
        19520, 19538, 19541, 19758, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60905, 60925, 60928, 61009, -1, -1, -1, -1, -1, -1, -1, -1, 71700, 71722, 71725, 71786,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51112, 51129, 51132, 51140,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25354, 25377, 25380, 25423,
        58562, 58587, 58590, 58673, 78016, 78023, 78026, 78066, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25963, 25988, 25991, 26011, -1, -1, -1, -1, -1, -1, -1, -1, 60238, 60257, 60260, 60293,
        -1, -1, -1, -1, 16851, 16867, 16870, 16897, -1, -1, -1, -1, 64950, 64972, 64975, 65031,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3277, 3302, 3305, 3484, 59470, 59489, 59492, 59527, -1, -1, -1, -1, 17016, 17031, 17034, 17123,
        -1, -1, -1, -1, 71430, 71450, 71453, 71484, 77557, 77585, 77588, 77726, 59970, 59995, 59998, 60034,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72163, 72184, 72187, 72209,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35633, 35653, 35656, 35670,
        -1, -1, -1, -1, 71272, 71288, 71291, 71331, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34548, 34563, 34566, 34653,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72470, 72482, 72485, 72539, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25639, 25657, 25660, 25724, 30240, 30271, 30274, 30413, 44491, 44509, 44512, 44535,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57137, 57153, 57156, 57164,
        -1, -1, -1, -1, -1, -1, -1, -1, 44536, 44562, 44565, 44594, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19990, 20015, 20018, 20370, 40302, 40320, 40323, 40361, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23202, 23241, 23244, 23324, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57260, 57275, 57278, 57281, 63042, 63062, 63065, 63091, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26902, 26916, 26919, 26929, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38757, 38771, 38774, 38883, 62017, 62036, 62039, 62063, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 27228, 27240, 27243, 27253,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54379, 54402, 54405, 54519,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24598, 24627, 24630, 24831, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55919, 55938, 55941, 55981, -1, -1, -1, -1, 59894, 59913, 59916, 59969,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61452, 61468, 61471, 61540, -1, -1, -1, -1, 3925, 3954, 3957, 4131,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52910, 52930, 52933, 52956, -1, -1, -1, -1, 980, 993, 996, 1014,
        37385, 37400, 37403, 37610, -1, -1, -1, -1, -1, -1, -1, -1, 3485, 3502, 3505, 3633,
        66394, 66416, 66419, 66449, 58800, 58823, 58826, 58881, 71569, 71583, 71586, 71602, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63244, 63254, 63257, 63262,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51297, 51316, 51319, 51397, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47378, 47402, 47405, 47556, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14394, 14415, 14418, 14505, 21975, 21990, 21993, 22068, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42536, 42560, 42563, 42724, 50352, 50375, 50378, 50503, -1, -1, -1, -1, 40164, 40189, 40192, 40244,
        40419, 40438, 40441, 40547, 62685, 62704, 62707, 62731, 77850, 77877, 77880, 78015, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21260, 21282, 21285, 21343,
        68818, 68837, 68840, 68857, 73791, 73816, 73819, 73872, 32646, 32668, 32671, 32790, 59024, 59046, 59049, 59107,
        56232, 56256, 56259, 56304, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38994, 39015, 39018, 39087,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74922, 74947, 74950, 74996, 46515, 46535, 46538, 46766, -1, -1, -1, -1,
        44240, 44269, 44272, 44303, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64861, 64875, 64878, 64895, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63092, 63106, 63109, 63144, 8620, 8644, 8647, 8768,
        35749, 35765, 35768, 35774, -1, -1, -1, -1, 54659, 54682, 54685, 54711, -1, -1, -1, -1,
        41707, 41734, 41737, 41842, -1, -1, -1, -1, 58969, 58990, 58993, 59023, 54584, 54611, 54614, 54658,
        62637, 62655, 62658, 62684, 65501, 65523, 65526, 65723, 70362, 70381, 70384, 70465, -1, -1, -1, -1,
        55651, 55671, 55674, 55759, 55240, 55267, 55270, 55321, 63921, 63948, 63951, 63973, 57069, 57084, 57087, 57095,
        2463, 2487, 2490, 2586, 63534, 63567, 63570, 63668, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25424, 25451, 25454, 25585, 46767, 46796, 46799, 46968, 54073, 54099, 54102, 54206, 55322, 55347, 55350, 55403,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59429, 59447, 59450, 59469,
        43734, 43761, 43764, 43776, 20967, 20977, 20980, 21014, 50837, 50856, 50859, 50869, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23891, 23921, 23924, 24036, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15191, 15216, 15219, 15412, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68512, 68532, 68535, 68664, -1, -1, -1, -1,
        66450, 66469, 66472, 66614, 73524, 73549, 73552, 73619, 8920, 8933, 8936, 8951, 44118, 44144, 44147, 44172,
        64206, 64234, 64237, 64265, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53268, 53295, 53298, 53420, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21469, 21487, 21490, 21527, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48038, 48063, 48066, 48166,
        57946, 57963, 57966, 58022, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14939, 14959, 14962, 15102, 70564, 70580, 70583, 70669, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38405, 38430, 38433, 38579,
        2663, 2682, 2685, 3165, -1, -1, -1, -1, -1, -1, -1, -1, 51079, 51096, 51099, 51111,
        -1, -1, -1, -1, -1, -1, -1, -1, 44433, 44467, 44470, 44490, 21658, 21676, 21679, 21796,
        52126, 52141, 52144, 52236, 72600, 72618, 72621, 72636, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38058, 38083, 38086, 38230, 52655, 52669, 52672, 52754, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16211, 16229, 16232, 16288, 49270, 49287, 49290, 49350,
        73106, 73129, 73132, 73167, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27695, 27713, 27716, 27739,
        1081, 1091, 1094, 1108, 39624, 39639, 39642, 39774, 60294, 60314, 60317, 60369, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7927, 7951, 7954, 8096,
        62113, 62137, 62140, 62189, 31339, 31353, 31356, 31419, 57096, 57115, 57118, 57136, 66893, 66916, 66919, 67033,
        72328, 72353, 72356, 72396, -1, -1, -1, -1, 52957, 52984, 52987, 53111, 30944, 30971, 30974, 31078,
        65339, 65355, 65358, 65443, 48167, 48190, 48193, 48271, -1, -1, -1, -1, -1, -1, -1, -1,
        8097, 8117, 8120, 8257, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15826, 15840, 15843, 15912, 37076, 37094, 37097, 37198, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41288, 41315, 41318, 41372, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5693, 5715, 5718, 5867,
        -1, -1, -1, -1, 61664, 61683, 61686, 61724, -1, -1, -1, -1, 10957, 10976, 10979, 12252,
        26948, 26963, 26966, 27009, 31213, 31234, 31237, 31338, 7694, 7711, 7714, 7766, 47949, 47979, 47982, 48037,
        54969, 54987, 54990, 55000, -1, -1, -1, -1, 770, 781, 784, 794, 2587, 2605, 2608, 2662,
        43777, 43796, 43799, 43810, 6411, 6427, 6430, 6562, 67650, 67668, 67671, 67781, 76651, 76669, 76672, 76792,
        -1, -1, -1, -1, -1, -1, -1, -1, 35117, 35131, 35134, 35237, 73718, 73742, 73745, 73790,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63669, 63704, 63707, 63807, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75384, 75403, 75406, 75531, -1, -1, -1, -1,
        17838, 17854, 17857, 17878, -1, -1, -1, -1, -1, -1, -1, -1, 23109, 23142, 23145, 23201,
        75074, 75089, 75092, 75175, 77727, 77746, 77749, 77849, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72397, 72416, 72419, 72469, -1, -1, -1, -1,
        -1, -1, -1, -1, 50504, 50528, 50531, 50836, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26111, 26131, 26134, 26194,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 16009, 16029, 16032, 16119,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23325, 23349, 23352, 23469, -1, -1, -1, -1,
        63145, 63156, 63159, 63174, 41978, 42002, 42005, 42217, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62268, 62292, 62295, 62344, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75213, 75229, 75232, 75383, 41373, 41385, 41388, 41461,
        69777, 69798, 69801, 69947, 64422, 64442, 64445, 64499, -1, -1, -1, -1, 17124, 17146, 17149, 17286,
        -1, -1, -1, -1, 18638, 18655, 18658, 18718, -1, -1, -1, -1, 73232, 73252, 73255, 73305,
        -1, -1, -1, -1, -1, -1, -1, -1, 40362, 40378, 40381, 40418, 21405, 21424, 21427, 21468,
        52481, 52504, 52507, 52592, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8769, 8789, 8792, 8919, 62901, 62919, 62922, 62948, -1, -1, -1, -1,
        -1, -1, -1, -1, 6563, 6582, 6585, 6662, 47042, 47067, 47070, 47143, -1, -1, -1, -1,
        21097, 21118, 21121, 21181, 73873, 73899, 73902, 73957, 74476, 74503, 74506, 74548, 32235, 32256, 32259, 32265,
        -1, -1, -1, -1, 3166, 3186, 3189, 3276, 76793, 76816, 76819, 76886, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 75176, 75187, 75190, 75212, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16455, 16471, 16474, 16505, 74549, 74577, 74580, 74622,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50022, 50048, 50051, 50258, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78222, 78241, 78244, 78269, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 61725, 61749, 61752, 61781, 69313, 69329, 69332, 69478,
        -1, -1, -1, -1, 62190, 62215, 62218, 62267, -1, -1, -1, -1, 74294, 74327, 74330, 74383,
        67782, 67801, 67804, 67925, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36047, 36068, 36071, 36131, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34071, 34091, 34094, 34119,
        -1, -1, -1, -1, 42289, 42310, 42313, 42407, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16800, 16816, 16819, 16850,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40245, 40264, 40267, 40301,
        35908, 35926, 35929, 35952, -1, -1, -1, -1, 78168, 78185, 78188, 78221, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 27181, 27194, 27197, 27227, -1, -1, -1, -1, -1, -1, -1, -1,
        6301, 6325, 6328, 6410, 73043, 73067, 73070, 73105, -1, -1, -1, -1, -1, -1, -1, -1,
        52237, 52256, 52259, 52339, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21528, 21548, 21551, 21592, -1, -1, -1, -1,
        51223, 51246, 51249, 51296, 56945, 56963, 56966, 56974, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37199, 37212, 37215, 37384,
        -1, -1, -1, -1, 52416, 52432, 52435, 52480, 29833, 29860, 29863, 30015, 5868, 5889, 5892, 6173,
        21015, 21035, 21038, 21096, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        27359, 27383, 27386, 27417, -1, -1, -1, -1, 38884, 38896, 38899, 38902, 41902, 41924, 41927, 41977,
        42725, 42749, 42752, 42830, 5343, 5360, 5363, 5389, 63263, 63296, 63299, 63397, 71655, 71680, 71683, 71699,
        -1, -1, -1, -1, 27598, 27616, 27619, 27644, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76385, 76405, 76408, 76650,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71485, 71504, 71507, 71568, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6755, 6779, 6782, 6946,
        -1, -1, -1, -1, 27282, 27295, 27298, 27340, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58674, 58695, 58698, 58709, -1, -1, -1, -1, -1, -1, -1, -1,
        52340, 52358, 52361, 52415, 61010, 61028, 61031, 61194, 15717, 15741, 15744, 15825, 43811, 43831, 43834, 43844,
        -1, -1, -1, -1, -1, -1, -1, -1, 36132, 36148, 36151, 36206, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27537, 27563, 27566, 27597, -1, -1, -1, -1, 44714, 44742, 44745, 44774, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58158, 58190, 58193, 58293, -1, -1, -1, -1, 53421, 53450, 53453, 53577, 64615, 64633, 64636, 64671,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78067, 78086, 78089, 78114, 32959, 32976, 32979, 33013, 60606, 60627, 60630, 60904,
        65444, 65460, 65463, 65500, -1, -1, -1, -1, 35507, 35527, 35530, 35544, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 57228, 57246, 57249, 57259, -1, -1, -1, -1,
        23470, 23486, 23489, 23890, -1, -1, -1, -1, -1, -1, -1, -1, 57362, 57380, 57383, 57403,
        -1, -1, -1, -1, -1, -1, -1, -1, 32791, 32808, 32811, 32958, -1, -1, -1, -1,
        40091, 40115, 40118, 40163, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50870, 50889, 50892, 50904, 27099, 27114, 27117, 27134, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28926, 28951, 28954, 29086, 33558, 33572, 33575, 33679,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65032, 65055, 65058, 65117, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16120, 16138, 16141, 16210, -1, -1, -1, -1, 16506, 16524, 16527, 16799,
        21593, 21606, 21609, 21657, 44595, 44622, 44625, 44654, 44828, 44847, 44850, 45536, 25725, 25754, 25757, 25842,
        52755, 52777, 52780, 52823, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54520, 54540, 54543, 54583, 17821, 17828, 17831, 17837, 26844, 26858, 26861, 26873, 43389, 43416, 43419, 43520,
        46145, 46169, 46172, 46408, -1, -1, -1, -1, 67501, 67518, 67521, 67649, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 55081, 55107, 55110, 55159, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 42831, 42850, 42853, 42930, -1, -1, -1, -1,
        15913, 15930, 15933, 16008, 61969, 61989, 61992, 62016, -1, -1, -1, -1, -1, -1, -1, -1,
        72540, 72556, 72559, 72599, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63974, 64003, 64006, 64030, -1, -1, -1, -1, 61329, 61350, 61353, 61396, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50973, 50990, 50993, 51005, 55982, 55993, 55996, 56015,
        -1, -1, -1, -1, 69582, 69597, 69600, 69632, 4528, 4540, 4543, 4642, 64031, 64057, 64060, 64088,
        -1, -1, -1, -1, 14174, 14198, 14201, 14393, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57316, 57329, 57332, 57361, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 36680, 36700, 36703, 36785, -1, -1, -1, -1,
        49103, 49124, 49127, 49269, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4794, 4818, 4821, 4840, 42408, 42435, 42438, 42535, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60035, 60054, 60057, 60105, 27135, 27152, 27155, 27180,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63863, 63891, 63894, 63920, 76282, 76300, 76303, 76384, -1, -1, -1, -1,
        -1, -1, -1, -1, 56975, 56994, 56997, 57011, 72821, 72850, 72853, 72899, 22322, 22338, 22341, 22442,
        -1, -1, -1, -1, 51468, 51490, 51493, 51583, -1, -1, -1, -1, -1, -1, -1, -1,
        4765, 4785, 4788, 4793, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17743, 17756, 17759, 17785, -1, -1, -1, -1, -1, -1, -1, -1, 21797, 21817, 21820, 21890,
        -1, -1, -1, -1, 5269, 5295, 5298, 5342, 62471, 62490, 62493, 62518, 52593, 52611, 52614, 52654,
        65260, 65280, 65283, 65338, -1, -1, -1, -1, 30609, 30636, 30639, 30853, -1, -1, -1, -1,
        43521, 43546, 43549, 43607, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77343, 77364, 77367, 77433, 62519, 62537, 62540, 62565,
        53948, 53976, 53979, 54072, 21182, 21202, 21205, 21259, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 59737, 59756, 59759, 59794, 61851, 61864, 61867, 61921, 61782, 61804, 61807, 61850,
        40031, 40046, 40049, 40090, 48957, 48982, 48985, 49102, 62345, 62371, 62374, 62423, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53827, 53853, 53856, 53947, 49351, 49370, 49373, 49556,
        -1, -1, -1, -1, 37003, 37023, 37026, 37075, -1, -1, -1, -1, -1, -1, -1, -1,
        4841, 4854, 4857, 4865, 61397, 61415, 61418, 61451, 72270, 72295, 72298, 72327, 48390, 48413, 48416, 48599,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70989, 71005, 71008, 71049, 15550, 15572, 15575, 15716,
        64089, 64116, 64119, 64149, -1, -1, -1, -1, -1, -1, -1, -1, 36786, 36808, 36811, 36893,
        53578, 53604, 53607, 53700, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 18914, 18927, 18930, 19102,
        57439, 57471, 57474, 57564, 18719, 18729, 18732, 18913, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35671, 35687, 35690, 35717, 4456, 4469, 4472, 4527, 75727, 75741, 75744, 75863, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59652, 59668, 59671, 59736, -1, -1, -1, -1,
        -1, -1, -1, -1, 4893, 4907, 4910, 4971, 22443, 22458, 22461, 22519, 57012, 57027, 57030, 57040,
        74029, 74056, 74059, 74112, 74384, 74419, 74422, 74475, 59528, 59546, 59549, 59651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58710, 58734, 58737, 58799,
        65118, 65138, 65141, 65199, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56706, 56725, 56728, 56796, 32266, 32286, 32289, 32496, 56797, 56818, 56821, 56889, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44371, 44405, 44408, 44432, 57565, 57598, 57601, 57691, 50936, 50957, 50960, 50972,
        31984, 32005, 32008, 32095, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37902, 37926, 37929, 38057, 21344, 21362, 21365, 21404, 24115, 24138, 24141, 24272,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7246, 7265, 7268, 7284,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50259, 50278, 50281, 50351, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46001, 46025, 46028, 46144, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29087, 29110, 29113, 29292, 60106, 60125, 60128, 60237,
        57165, 57182, 57185, 57197, 68138, 68155, 68158, 68228, -1, -1, -1, -1, 4738, 4756, 4759, 4764,
        352, 369, 372, 396, 10821, 10841, 10844, 10956, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 14506, 14531, 14534, 14711, 19759, 19776, 19779, 19989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44304, 44339, 44342, 44370,
        70466, 70478, 70481, 70563, -1, -1, -1, -1, 52824, 52845, 52848, 52909, 7474, 7497, 7500, 7581,
        74997, 75024, 75027, 75073, -1, -1, -1, -1, 76107, 76129, 76132, 76281, 28640, 28666, 28669, 28925,
        34333, 34349, 34352, 34453, 44655, 44681, 44684, 44713, 73429, 73455, 73458, 73523, 17879, 17889, 17892, 17919,
        -1, -1, -1, -1, -1, -1, -1, -1, 34968, 34981, 34984, 35116, -1, -1, -1, -1,
        51853, 51874, 51877, 51963, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47250, 47266, 47269, 47377, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39988, 40004, 40007, 40030, -1, -1, -1, -1,
        26195, 26219, 26222, 26378, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30414, 30441, 30444, 30608,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39775, 39793, 39796, 39935, -1, -1, -1, -1, 4972, 4983, 4986, 5190,
        14142, 14155, 14158, 14173, 64351, 64369, 64372, 64421, 62850, 62872, 62875, 62900, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 66818, 66833, 66836, 66892, -1, -1, -1, -1,
        -1, -1, -1, -1, 78321, 78335, 78338, 78412, -1, -1, -1, -1, -1, -1, -1, -1,
        71332, 71344, 71347, 71429, 71870, 71890, 71893, 71933, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39386, 39398, 39401, 39454, -1, -1, -1, -1, -1, -1, -1, -1, 63398, 63432, 63435, 63533,
        -1, -1, -1, -1, 4643, 4654, 4657, 4666, 62732, 62750, 62753, 62777, 4667, 4685, 4688, 4715,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17691, 17710, 17713, 17742,
        33680, 33703, 33706, 33761, -1, -1, -1, -1, 29495, 29523, 29526, 29832, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59795, 59813, 59816, 59893, 60370, 60388, 60391, 60430, 2222, 2246, 2249, 2336, 490, 502, 505, 519,
        55160, 55185, 55188, 55239, 16289, 16305, 16308, 16454, 31420, 31434, 31437, 31515, -1, -1, -1, -1,
        74846, 74872, 74875, 74921, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72210, 72233, 72236, 72269, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64557, 64576, 64579, 64614, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14712, 14733, 14736, 14797, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58023, 58054, 58057, 58157,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7193, 7211, 7214, 7245, 31876, 31895, 31898, 31983, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48794, 48811, 48814, 48956, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47557, 47590, 47593, 47721, 57818, 57852, 57855, 57945, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 68665, 68687, 68690, 68776, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68229, 68247, 68250, 68328,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26012, 26037, 26040, 26062, 27076, 27087, 27090, 27098,
        -1, -1, -1, -1, -1, -1, -1, -1, 31079, 31102, 31105, 31212, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62424, 62442, 62445, 62470, 66615, 66634, 66637, 66817, 70888, 70905, 70908, 70988,
        17287, 17306, 17309, 17346, 14086, 14102, 14105, 14141, -1, -1, -1, -1, -1, -1, -1, -1,
        35816, 35835, 35838, 35865, 3634, 3654, 3657, 3924, -1, -1, -1, -1, -1, -1, -1, -1,
        8258, 8277, 8280, 8379, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57282, 57292, 57295, 57315, 26379, 26403, 26406, 26556, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43000, 43025, 43028, 43129,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55485, 55510, 55513, 55566,
        68909, 68929, 68932, 69164, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26874, 26886, 26889, 26901, 74696, 74725, 74728, 74770, -1, -1, -1, -1,
        65200, 65219, 65222, 65259, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54750, 54773, 54776, 54803,
        -1, -1, -1, -1, -1, -1, -1, -1, 1955, 1978, 1981, 2126, 64792, 64809, 64812, 64860,
        65724, 65747, 65750, 65945, 46409, 46429, 46432, 46514, 62566, 62586, 62589, 62614, -1, -1, -1, -1,
        -1, -1, -1, -1, 54861, 54884, 54887, 54912, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30016, 30051, 30054, 30239, -1, -1, -1, -1, 17920, 17933, 17936, 18243, 40671, 40698, 40701, 40808,
        61262, 61284, 61287, 61328, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56087, 56110, 56113, 56160, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4716, 4730, 4733, 4737, -1, -1, -1, -1,
        -1, -1, -1, -1, 51398, 51417, 51420, 51467, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33169, 33184, 33187, 33417, 36331, 36341, 36344, 36377,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72637, 72649, 72652, 72661, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39270, 39284, 39287, 39385, 78270, 78289, 78292, 78320, -1, -1, -1, -1, -1, -1, -1, -1,
        72662, 72691, 72694, 72740, -1, -1, -1, -1, 24832, 24861, 24864, 25067, -1, -1, -1, -1,
        62778, 62798, 62801, 62827, 64500, 64518, 64521, 64556, 76887, 76906, 76909, 77011, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22141, 22160, 22163, 22321, 8506, 8530, 8533, 8619, 68329, 68348, 68351, 68511, -1, -1, -1, -1,
        33418, 33440, 33443, 33557, -1, -1, -1, -1, 54207, 54229, 54232, 54378, -1, -1, -1, -1,
        54712, 54729, 54732, 54749, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51964, 51986, 51989, 52125, 27418, 27443, 27446, 27479, -1, -1, -1, -1, -1, -1, -1, -1,
        26063, 26079, 26082, 26110, 71113, 71134, 71137, 71271, 25162, 25188, 25191, 25245, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66167, 66191, 66194, 66393, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35588, 35611, 35614, 35632, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58882, 58905, 58908, 58968, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15413, 15434, 15437, 15497,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51584, 51600, 51603, 51720,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26804, 26821, 26824, 26843, -1, -1, -1, -1, -1, -1, -1, -1, 18372, 18395, 18398, 18480,
        16898, 16915, 16918, 17015, -1, -1, -1, -1, -1, -1, -1, -1, 17347, 17364, 17367, 17475,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62828, 62835, 62838, 62849, -1, -1, -1, -1, -1, -1, -1, -1,
        34802, 34818, 34821, 34967, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56434, 56453, 56456, 56522,
        61195, 61213, 61216, 61261, -1, -1, -1, -1, 35866, 35886, 35889, 35907, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69633, 69650, 69653, 69776, -1, -1, -1, -1, -1, -1, -1, -1,
        26603, 26629, 26632, 26680, -1, -1, -1, -1, 34120, 34138, 34141, 34332, 53112, 53140, 53143, 53267,
        -1, -1, -1, -1, -1, -1, -1, -1, 4866, 4879, 4882, 4892, 26681, 26694, 26697, 26726,
        27645, 27664, 27667, 27694, 43993, 44025, 44028, 44055, -1, -1, -1, -1, 24037, 24067, 24070, 24114,
        55760, 55785, 55788, 55918, -1, -1, -1, -1, 41576, 41600, 41603, 41706, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17476, 17493, 17496, 17690, 61922, 61941, 61944, 61968,
        -1, -1, -1, -1, -1, -1, -1, -1, 57041, 57057, 57060, 57068, 60534, 60552, 60555, 60605,
        -1, -1, -1, -1, -1, -1, -1, -1, 71934, 71957, 71960, 71998, -1, -1, -1, -1,
        -1, -1, -1, -1, 38580, 38607, 38610, 38756, 78413, 78434, 78437, 78457, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71050, 71064, 71067, 71112,
        -1, -1, -1, -1, -1, -1, -1, -1, 24465, 24489, 24492, 24597, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
