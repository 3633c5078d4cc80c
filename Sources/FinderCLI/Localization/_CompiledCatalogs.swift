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
        config.error.missingAction = “finder config” needs an action: set
        config.error.missingName = “finder config set” needs a setting name: unsplash-key
        config.error.unknownAction = unknown config action “{action}”. Valid actions: set
        config.error.unknownName = unknown setting. Valid settings: unsplash-key
        config.error.write = cannot write {path}: {reason}.
        config.help.details = “set unsplash-key” reads the key from standard input (so it stays out of shell history) and stores it in $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), readable only by you. Get a key at https://unsplash.com/developers. The UNSPLASH_ACCESS_KEY environment variable, when set, is used first.
        config.help.examples =   finder config set unsplash-key\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Set XDG_CONFIG_HOME to a folder only you can enter, or ask its owner to run chmod 700 on it.
        config.hint.usage = Usage: finder config set unsplash-key (the key is read from standard input).
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
        help.about = finder — search a stock catalogue by ticker or company name, in English and Russian.
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
        help.details.interactive = On a terminal, stock results follow as you type (after a short pause, FINDER_DEBOUNCE_MS, default 200); photos are searched when you press Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or :more shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130.\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; :history, :more and :quit are commands.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (json: one document per line).
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
        help.option.no-history = do not record queries in history
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
        interactive.line.intro.photos = Interactive photo search. Type a query and press Enter; commands: :more, :history, :quit. Ctrl-D also quits.
        interactive.line.intro.stocks = Interactive stock search. Type a query and press Enter; commands: :more, :history, :quit. Ctrl-D also quits.
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
        notice.waiting = Another finder process is preparing the catalogue; waiting for it…
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
        photos.error.offlineNoSaved = offline, and there is no saved result for “{query}” with these filters and page.
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
        photos.help.details = Searches Unsplash (https://unsplash.com) and shows each photo’s description, author, size, dominant colour and link; on a colour terminal, a small preview and clickable links. Needs a free Unsplash access key: see “finder config set unsplash-key”. The last successful search is kept for --offline and for “finder photos more”.
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
        photos.hint.offlineNoSaved = Only the last successful photo search is kept; run it once with the network (without --offline).
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
        photos.net.noHost = the server name could not be found
        photos.net.offline = this computer is not connected to a network
        photos.net.other = network error {code}
        photos.net.refused = the connection was refused
        photos.noDescription = no description
        photos.notice.quotaLow[one] = Only {count} Unsplash request is left this hour (the limit is {limit}).
        photos.notice.quotaLow[other] = Only {count} Unsplash requests are left this hour (the limit is {limit}).
        photos.notice.skipped[one] = {count} result was left out: it could not be read.
        photos.notice.skipped[other] = {count} results were left out: they could not be read.
        photos.notice.storeProblem = The result could not be saved for offline use: {problem}
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
        sync.hint.offline = Run it without --offline, or sync from a file: finder stocks sync --from FILE
        sync.hint.partial = Not applied: {failed}. Applied, as said above: {applied}.
        sync.hint.redirect = The address may have moved; check it, or FINDER_MOEX_URL or FINDER_NASDAQ_URL if set.
        sync.hint.unchanged = The catalogue was not changed; the previous one is still searchable.
        sync.loading = Syncing the stock catalogue from {source}…
        sync.loading.all = Syncing the stock catalogue from every source…
        sync.net.badRedirect = the server redirected to an address finder cannot use
        sync.net.lost = the connection was lost
        sync.net.offline = no network connection
        sync.net.other = network error {code}
        sync.net.redirectLoop = the server redirected too many times (a redirect loop)
        sync.net.refused = connection refused
        sync.net.tls = the secure connection failed
        sync.net.unknownHost = unknown host
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
        sync.summary.added[one] = {count} added
        sync.summary.added[other] = {count} added
        sync.summary.separator = ,
        sync.summary.skipped[one] = {count} bad row skipped
        sync.summary.skipped[other] = {count} bad rows skipped
        sync.summary.sources[#2] = Both sources synced.
        sync.summary.sources[one] = {count} source synced.
        sync.summary.sources[other] = All {count} sources synced.
        sync.summary.unchanged[one] = {count} unchanged
        sync.summary.unchanged[other] = {count} unchanged
        sync.summary.updated[one] = {count} stock updated
        sync.summary.updated[other] = {count} stocks updated
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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30023, 30043, 30046, 30053,
        -1, -1, -1, -1, 15983, 15995, 15998, 16010, 7295, 7319, 7322, 7363, -1, -1, -1, -1,
        5612, 5632, 5635, 5714, 24906, 24924, 24927, 24957, 16450, 16474, 16477, 16497, 30104, 30118, 30121, 30158,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 21776, 21795, 21798, 21826, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13822, 13843, 13846, 13886, 19414, 19431, 19434, 19519,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9777, 9795, 9798, 9813,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22520, 22537, 22540, 22693, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36580, 36606, 36609, 36623, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1449, 1475, 1478, 1534, -1, -1, -1, -1, -1, -1, -1, -1,
        14885, 14911, 14914, 14951, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43769, 43793, 43796, 43832, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23349, 23367, 23370, 23397,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40947, 40971, 40974, 40993, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29050, 29067, 29070, 29341,
        -1, -1, -1, -1, -1, -1, -1, -1, 16217, 16227, 16230, 16234, 4694, 4713, 4716, 4764,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43591, 43609, 43612, 43652,
        -1, -1, -1, -1, 32321, 32340, 32343, 32374, 39798, 39812, 39815, 39881, 32519, 32539, 32542, 32556,
        11522, 11539, 11542, 11616, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7364, 7388, 7391, 8297, 20769, 20783, 20786, 20842, 16196, 16207, 16210, 16216, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13455, 13471, 13474, 13506, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3817, 3829, 3832, 3893, -1, -1, -1, -1,
        -1, -1, -1, -1, 31866, 31893, 31896, 31914, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33748, 33770, 33773, 33812, 19167, 19185, 19188, 19244, 9385, 9410, 9413, 9472,
        -1, -1, -1, -1, -1, -1, -1, -1, 18259, 18269, 18272, 18304, -1, -1, -1, -1,
        -1, -1, -1, -1, 32279, 32295, 32298, 32320, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27352, 27377, 27380, 27424, 38442, 38469, 38472, 38580, -1, -1, -1, -1,
        -1, -1, -1, -1, 16364, 16376, 16379, 16387, -1, -1, -1, -1, 31653, 31678, 31681, 31697,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11921, 11949, 11952, 12182, 15228, 15244, 15247, 15258, 18756, 18778, 18781, 18859, 33161, 33192, 33195, 33243,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5161, 5180, 5183, 5236, 190, 207, 210, 229,
        28456, 28472, 28475, 28569, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22934, 22956, 22959, 22989, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40018, 40035, 40038, 40115, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36080, 36098, 36101, 36117, -1, -1, -1, -1, 36254, 36267, 36270, 36276, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32942, 32974, 32977, 33026, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21306, 21329, 21332, 21343, -1, -1, -1, -1,
        14411, 14434, 14437, 14517, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35374, 35400, 35403, 35458, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28257, 28284, 28287, 28324,
        -1, -1, -1, -1, 3367, 3385, 3388, 3479, -1, -1, -1, -1, 36224, 36235, 36238, 36253,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24180, 24205, 24208, 24273, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43653, 43671, 43674, 43768, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13753, 13773, 13776, 13821, -1, -1, -1, -1, 1293, 1319, 1322, 1362,
        35919, 35926, 35929, 35938, 41856, 41878, 41881, 41882, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32176, 32198, 32201, 32225, -1, -1, -1, -1,
        23806, 23826, 23829, 23863, 36885, 36905, 36908, 36927, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5528, 5551, 5554, 5611, 17458, 17483, 17486, 17576,
        38332, 38351, 38354, 38441, 44365, 44382, 44385, 44412, -1, -1, -1, -1, -1, -1, -1, -1,
        25428, 25447, 25450, 25495, 21622, 21634, 21637, 21679, 11382, 11403, 11406, 11453, 27972, 27996, 27999, 28054,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40116, 40133, 40136, 40193, -1, -1, -1, -1,
        12905, 12926, 12929, 12989, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 40597, 40610, 40613, 40636, 36928, 36941, 36944, 36976, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29906, 29925, 29928, 29934, 42579, 42606, 42609, 42717,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30493, 30509, 30512, 30557, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23995, 24026, 24029, 24179, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4535, 4545, 4548, 4634, 40520, 40540, 40543, 40596, -1, -1, -1, -1,
        -1, -1, -1, -1, 21202, 21212, 21215, 21228, -1, -1, -1, -1, 24636, 24655, 24658, 24669,
        22096, 22116, 22119, 22160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18860, 18876, 18879, 18995, -1, -1, -1, -1, -1, -1, -1, -1,
        5715, 5739, 5742, 6485, 9080, 9102, 9105, 9220, -1, -1, -1, -1, -1, -1, -1, -1,
        20280, 20294, 20297, 20373, 22881, 22901, 22904, 22933, -1, -1, -1, -1, 16431, 16443, 16446, 16449,
        21111, 21124, 21127, 21201, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15383, 15412, 15415, 15462, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2420, 2441, 2444, 2598, 25496, 25521, 25524, 25584, -1, -1, -1, -1,
        15858, 15881, 15884, 15896, -1, -1, -1, -1, 3115, 3141, 3144, 3163, 33244, 33277, 33280, 33329,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41310, 41339, 41342, 41383,
        21827, 21847, 21850, 21864, -1, -1, -1, -1, 41935, 41962, 41965, 41989, -1, -1, -1, -1,
        -1, -1, -1, -1, 42925, 42945, 42948, 42972, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23102, 23119, 23122, 23190,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3267, 3284, 3287, 3366, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37587, 37609, 37612, 37727,
        -1, -1, -1, -1, -1, -1, -1, -1, 34703, 34721, 34724, 34752, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37080, 37101, 37104, 37138, 19756, 19777, 19780, 19845,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32739, 32755, 32758, 32762,
        -1, -1, -1, -1, 4131, 4149, 4152, 4192, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4810, 4830, 4833, 4889,
        25807, 25831, 25834, 25843, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4314, 4343, 4346, 4400, 16138, 16148, 16151, 16155,
        639, 653, 656, 663, 16011, 16024, 16027, 16034, 27915, 27939, 27942, 27971, 40194, 40212, 40215, 40300,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 21893, 21909, 21912, 21952, 42801, 42823, 42826, 42924, -1, -1, -1, -1,
        -1, -1, -1, -1, 38581, 38601, 38604, 38658, 33813, 33837, 33840, 33936, 4401, 4423, 4426, 4470,
        33937, 33956, 33959, 33976, 43888, 43908, 43911, 43969, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 26311, 26339, 26342, 26594, 41255, 41275, 41278, 41309, 42147, 42174, 42177, 42194,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15019, 15039, 15042, 15071,
        39316, 39332, 39335, 39352, 41090, 41111, 41114, 41143, -1, -1, -1, -1, 791, 802, 805, 809,
        12652, 12675, 12678, 12904, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39562, 39584, 39587, 39658, 129, 141, 144, 162,
        35688, 35709, 35712, 35728, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39390, 39407, 39410, 39422, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20212, 20228, 20231, 20279, 32907, 32921, 32924, 32941, 42038, 42063, 42066, 42088, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21495, 21514, 21517, 21524, 16628, 16643, 16646, 17138,
        21445, 21462, 21465, 21470, 30633, 30650, 30653, 30687, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41814, 41839, 41842, 41855, -1, -1, -1, -1, 36671, 36689, 36692, 36722, -1, -1, -1, -1,
        -1, -1, -1, -1, 27527, 27550, 27553, 27614, 20634, 20648, 20651, 20696, -1, -1, -1, -1,
        21229, 21237, 21240, 21273, 16587, 16607, 16610, 16627, 29993, 30014, 30017, 30022, -1, -1, -1, -1,
        23864, 23886, 23889, 23911, 24381, 24401, 24404, 24459, -1, -1, -1, -1, -1, -1, -1, -1,
        25747, 25771, 25774, 25806, -1, -1, -1, -1, 11123, 11135, 11138, 11146, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8298, 8318, 8321, 8385, -1, -1, -1, -1,
        12183, 12201, 12204, 12317, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34984, 35004, 35007, 35046, -1, -1, -1, -1, -1, -1, -1, -1, 41034, 41056, 41059, 41089,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30079, 30096, 30099, 30103,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15072, 15095, 15098, 15124,
        33330, 33355, 33358, 33395, 44272, 44279, 44282, 44316, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15463, 15488, 15491, 15505, -1, -1, -1, -1, -1, -1, -1, -1, 34548, 34567, 34570, 34586,
        -1, -1, -1, -1, 10589, 10605, 10608, 10628, -1, -1, -1, -1, 37139, 37161, 37164, 37210,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2099, 2124, 2127, 2219, 34011, 34030, 34033, 34050, -1, -1, -1, -1, 10700, 10715, 10718, 10768,
        -1, -1, -1, -1, 40877, 40897, 40900, 40912, 43970, 43998, 44001, 44092, 34350, 34375, 34378, 34398,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41384, 41405, 41408, 41430,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21382, 21402, 21405, 21413,
        -1, -1, -1, -1, 40795, 40811, 40814, 40832, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20697, 20712, 20715, 20768,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41624, 41636, 41639, 41663, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15259, 15277, 15280, 15302, 18017, 18048, 18051, 18138, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12450, 12475, 12478, 12651, 23636, 23654, 23657, 23677, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32791, 32806, 32809, 32812, 36118, 36138, 36141, 36158, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16112, 16126, 16129, 16137, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22795, 22809, 22812, 22880, 35650, 35669, 35672, 35687, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 16342, 16354, 16357, 16363,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31339, 31362, 31365, 31431,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14603, 14632, 14635, 14743, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32096, 32115, 32118, 32141, -1, -1, -1, -1, 34304, 34323, 34326, 34349,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35326, 35342, 35345, 35373, -1, -1, -1, -1, 2317, 2346, 2349, 2419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30841, 30861, 30864, 30878, -1, -1, -1, -1, 709, 722, 725, 731,
        22398, 22413, 22416, 22519, -1, -1, -1, -1, -1, -1, -1, -1, 2220, 2237, 2240, 2316,
        37877, 37899, 37902, 37932, 33500, 33523, 33526, 33572, 40913, 40927, 40930, 40946, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36277, 36287, 36290, 36295,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30211, 30230, 30233, 30268, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27679, 27703, 27706, 27824, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8676, 8697, 8700, 8787, 13393, 13408, 13411, 13454, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25145, 25169, 25172, 25265, 29545, 29568, 29571, 29644, -1, -1, -1, -1, 23541, 23566, 23569, 23594,
        23723, 23742, 23745, 23805, 44165, 44192, 44195, 44271, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13098, 13120, 13123, 13161,
        39353, 39372, 39375, 39389, -1, -1, -1, -1, 19520, 19542, 19545, 19609, 33675, 33697, 33700, 33747,
        32226, 32250, 32253, 32278, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42245, 42270, 42273, 42294, 26908, 26928, 26931, 27149, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37045, 37059, 37062, 37079, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36159, 36173, 36176, 36197, 5306, 5330, 5333, 5414,
        21471, 21487, 21490, 21494, -1, -1, -1, -1, 31531, 31554, 31557, 31579, -1, -1, -1, -1,
        24541, 24568, 24571, 24635, -1, -1, -1, -1, 33628, 33649, 33652, 33674, 31478, 31505, 31508, 31530,
        40301, 40320, 40323, 40391, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31915, 31935, 31938, 31983, 31771, 31798, 31801, 31819, 36485, 36512, 36515, 36530, 32661, 32676, 32679, 32682,
        1535, 1559, 1562, 1607, 36296, 36329, 36332, 36388, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15125, 15152, 15155, 15227, 27150, 27179, 27182, 27351, 31253, 31279, 31282, 31338, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33977, 33995, 33998, 34010,
        25844, 25871, 25874, 25884, 12990, 13000, 13003, 13037, 29852, 29871, 29874, 29876, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14143, 14173, 14176, 14234, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9473, 9498, 9501, 9694, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39162, 39182, 39185, 39257, -1, -1, -1, -1,
        37933, 37952, 37955, 38056, 41883, 41908, 41911, 41934, 5502, 5515, 5518, 5527, 36624, 36652, 36655, 36670,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30879, 30906, 30909, 30980, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13162, 13180, 13183, 13204, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28114, 28139, 28142, 28196,
        33115, 33132, 33135, 33160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9221, 9241, 9244, 9384, 40452, 40468, 40471, 40519, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        1660, 1679, 1682, 1987, -1, -1, -1, -1, -1, -1, -1, -1, 30054, 30071, 30074, 30078,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13296, 13314, 13317, 13392,
        -1, -1, -1, -1, 41712, 41730, 41733, 41748, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10225, 10243, 10246, 10274, 28882, 28899, 28902, 28929,
        41774, 41797, 41800, 41813, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16549, 16567, 16570, 16586,
        774, 784, 787, 790, 23191, 23206, 23209, 23262, 34587, 34607, 34610, 34652, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4890, 4914, 4917, 5008,
        38229, 38252, 38255, 38331, 18637, 18651, 18654, 18685, 32683, 32702, 32705, 32712, 41523, 41548, 41551, 41577,
        -1, -1, -1, -1, -1, -1, -1, -1, 37466, 37482, 37485, 37540, 18305, 18332, 18335, 18417,
        -1, -1, -1, -1, 28197, 28220, 28223, 28256, -1, -1, -1, -1, -1, -1, -1, -1,
        5009, 5029, 5032, 5085, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9983, 9997, 10000, 10035, 22208, 22226, 22229, 22284, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24274, 24301, 24304, 24334, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3480, 3502, 3505, 3603,
        -1, -1, -1, -1, 35459, 35478, 35481, 35512, -1, -1, -1, -1, 6568, 6587, 6590, 7294,
        16156, 16171, 16174, 16195, 18533, 18554, 18557, 18636, 4765, 4782, 4785, 4809, 28055, 28085, 28088, 28113,
        31698, 31716, 31719, 31724, -1, -1, -1, -1, 558, 569, 572, 576, 1608, 1626, 1629, 1659,
        25885, 25904, 25907, 25918, 3973, 3989, 3992, 4062, 38737, 38755, 38758, 38823, 43322, 43340, 43343, 43423,
        -1, -1, -1, -1, -1, -1, -1, -1, 21033, 21047, 21050, 21110, 41990, 42014, 42017, 42037,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36389, 36424, 36427, 36484, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42481, 42500, 42503, 42578, -1, -1, -1, -1,
        11160, 11176, 11179, 11191, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44093, 44112, 44115, 44164, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41578, 41597, 41600, 41623, -1, -1, -1, -1,
        -1, -1, -1, -1, 29645, 29669, 29672, 29851, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15583, 15603, 15606, 15637,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10090, 10110, 10113, 10172,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36198, 36209, 36212, 36223, 24733, 24757, 24760, 24905, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35729, 35753, 35756, 35782, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42376, 42392, 42395, 42480, 24335, 24347, 24350, 24380,
        -1, -1, -1, -1, 36784, 36804, 36807, 36844, -1, -1, -1, -1, 10769, 10791, 10794, 10826,
        -1, -1, -1, -1, 11617, 11634, 11637, 11683, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23678, 23694, 23697, 23722, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5415, 5435, 5438, 5501, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4063, 4082, 4085, 4130, 27425, 27450, 27453, 27526, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19245, 19266, 19269, 19275,
        -1, -1, -1, -1, 1988, 2008, 2011, 2098, 43424, 43447, 43450, 43490, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 42348, 42359, 42362, 42375, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10383, 10399, 10402, 10411, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29342, 29368, 29371, 29467, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44456, 44475, 44478, 44490, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35513, 35537, 35540, 35556, 39659, 39675, 39678, 39797,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38824, 38843, 38846, 38924, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21680, 21701, 21704, 21729, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20374, 20394, 20397, 20417,
        -1, -1, -1, -1, 24958, 24979, 24982, 25029, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10548, 10564, 10567, 10588,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23595, 23614, 23617, 23635,
        21588, 21606, 21609, 21621, -1, -1, -1, -1, 44413, 44430, 44433, 44455, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 16317, 16330, 16333, 16341, -1, -1, -1, -1, -1, -1, -1, -1,
        3894, 3918, 3921, 3972, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13205, 13225, 13228, 13251, -1, -1, -1, -1,
        30159, 30182, 30185, 30210, 32557, 32575, 32578, 32584, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22285, 22298, 22301, 22397,
        -1, -1, -1, -1, 30753, 30769, 30772, 30792, 17808, 17835, 17838, 17891, 3604, 3625, 3628, 3816,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25266, 25290, 25293, 25345, 24670, 24692, 24695, 24732,
        -1, -1, -1, -1, 3225, 3242, 3245, 3266, 40994, 41019, 41022, 41033, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43161, 43181, 43184, 43321,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 732, 743, 746, 750, -1, -1, -1, -1, 4193, 4217, 4220, 4313,
        -1, -1, -1, -1, 16388, 16401, 16404, 16430, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33396, 33417, 33420, 33430, -1, -1, -1, -1, -1, -1, -1, -1,
        30688, 30706, 30709, 30752, 35047, 35065, 35068, 35151, 9912, 9936, 9939, 9982, 25919, 25939, 25942, 25951,
        -1, -1, -1, -1, -1, -1, -1, -1, 21730, 21746, 21749, 21775, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16498, 16524, 16527, 16548, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30981, 31010, 31013, 31086, 36845, 36863, 36866, 36884,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44317, 44336, 44339, 44364, 19718, 19735, 19738, 19755, 34806, 34827, 34830, 34983,
        37541, 37557, 37560, 37586, -1, -1, -1, -1, 21274, 21294, 21297, 21305, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 32763, 32781, 32784, 32790, -1, -1, -1, -1,
        13887, 13903, 13906, 14142, -1, -1, -1, -1, -1, -1, -1, -1, 32878, 32896, 32899, 32906,
        -1, -1, -1, -1, -1, -1, -1, -1, 19610, 19627, 19630, 19717, -1, -1, -1, -1,
        23481, 23505, 23508, 23540, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29877, 29896, 29899, 29905, 16255, 16270, 16273, 16283, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17255, 17280, 17283, 17342, 20065, 20079, 20082, 20146,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37211, 37234, 37237, 37279, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10173, 10191, 10194, 10224, -1, -1, -1, -1, 10412, 10430, 10433, 10547,
        13252, 13265, 13268, 13295, 25952, 25971, 25974, 26310, -1, -1, -1, -1, 15303, 15332, 15335, 15382,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31432, 31452, 31455, 31477, 11147, 11154, 11157, 11159, 16068, 16082, 16085, 16093, 25585, 25612, 25615, 25676,
        26686, 26710, 26713, 26844, -1, -1, -1, -1, 38659, 38676, 38679, 38736, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 25346, 25365, 25368, 25427, -1, -1, -1, -1,
        10036, 10053, 10056, 10089, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41664, 41680, 41683, 41711, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36531, 36560, 36563, 36579, -1, -1, -1, -1, 35243, 35264, 35267, 35287, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29968, 29985, 29988, 29992, 32142, 32153, 32156, 32175,
        -1, -1, -1, -1, 39882, 39897, 39900, 39916, 2651, 2663, 2666, 2729, -1, -1, -1, -1,
        -1, -1, -1, -1, 8456, 8480, 8483, 8675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32848, 32861, 32864, 32877, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 21953, 21973, 21976, 22022, -1, -1, -1, -1,
        28749, 28770, 28773, 28881, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2862, 2886, 2889, 2895, 25030, 25057, 25060, 25144, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34399, 34418, 34421, 34452, 16284, 16301, 16304, 16316,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43105, 43123, 43126, 43160, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32585, 32604, 32607, 32614, -1, -1, -1, -1, 13622, 13638, 13641, 13698,
        -1, -1, -1, -1, 30314, 30336, 30339, 30414, -1, -1, -1, -1, -1, -1, -1, -1,
        2833, 2853, 2856, 2861, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11098, 11111, 11114, 11122, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3164, 3190, 3193, 3224, -1, -1, -1, -1, 30793, 30811, 30814, 30840,
        37403, 37423, 37426, 37465, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25677, 25702, 25705, 25746, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43833, 43854, 43857, 43887, 35840, 35858, 35861, 35877,
        31167, 31195, 31198, 31252, 13038, 13058, 13061, 13097, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 34198, 34217, 34220, 34246, 35602, 35615, 35618, 35649, 35557, 35579, 35582, 35601,
        23436, 23451, 23454, 23480, 28647, 28672, 28675, 28748, 35783, 35809, 35812, 35839, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31087, 31113, 31116, 31166, 28930, 28949, 28952, 29049,
        -1, -1, -1, -1, 22161, 22181, 22184, 22207, -1, -1, -1, -1, -1, -1, -1, -1,
        2896, 2909, 2912, 2918, 35288, 35306, 35309, 35325, 41475, 41500, 41503, 41522, 28325, 28348, 28351, 28455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40637, 40653, 40656, 40677, 9814, 9836, 9839, 9911,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22023, 22045, 22048, 22095,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 11800, 11813, 11816, 11920,
        -1, -1, -1, -1, 11684, 11694, 11697, 11799, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21414, 21430, 21433, 21444, 2599, 2612, 2615, 2650, 42718, 42732, 42735, 42800, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34139, 34155, 34158, 34197, -1, -1, -1, -1,
        -1, -1, -1, -1, 2942, 2956, 2959, 2994, 13699, 13714, 13717, 13752, 32615, 32630, 32633, 32636,
        42089, 42116, 42119, 42146, -1, -1, -1, -1, 34051, 34069, 34072, 34138, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33431, 33455, 33458, 33499,
        37280, 37300, 37303, 37345, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32422, 32441, 32444, 32468, 19276, 19296, 19299, 19413, 32469, 32490, 32493, 32518, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29935, 29956, 29959, 29967,
        19081, 19102, 19105, 19166, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22694, 22718, 22721, 22794, 14302, 14325, 14328, 14410, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4508, 4527, 4530, 4534,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29468, 29487, 29490, 29544, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26595, 26619, 26622, 26685, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17343, 17366, 17369, 17457, 34453, 34472, 34475, 34547,
        32713, 32730, 32733, 32738, 38925, 38942, 38945, 38977, -1, -1, -1, -1, 2806, 2824, 2827, 2832,
        274, 291, 294, 307, 6486, 6506, 6509, 6567, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 8788, 8813, 8816, 8993, 12318, 12335, 12338, 12449, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40392, 40404, 40407, 40451, -1, -1, -1, -1, -1, -1, -1, -1, 4635, 4658, 4661, 4693,
        42295, 42322, 42325, 42347, -1, -1, -1, -1, 42973, 42995, 42998, 43104, 17139, 17165, 17168, 17254,
        20548, 20564, 20567, 20633, -1, -1, -1, -1, -1, -1, -1, -1, 11192, 11202, 11205, 11211,
        -1, -1, -1, -1, -1, -1, -1, -1, 20960, 20973, 20976, 21032, -1, -1, -1, -1,
        30558, 30579, 30582, 30632, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27615, 27631, 27634, 27678, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23398, 23414, 23417, 23435, -1, -1, -1, -1,
        15638, 15662, 15665, 15744, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18139, 18166, 18169, 18258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23263, 23281, 23284, 23348, -1, -1, -1, -1, 2995, 3006, 3009, 3114,
        8430, 8443, 8446, 8455, 36723, 36741, 36744, 36783, 36038, 36060, 36063, 36079, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 38181, 38196, 38199, 38228, -1, -1, -1, -1,
        -1, -1, -1, -1, 44530, 44544, 44547, 44579, -1, -1, -1, -1, -1, -1, -1, -1,
        40833, 40845, 40848, 40876, 41144, 41164, 41167, 41190, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23070, 23082, 23085, 23101, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2730, 2741, 2744, 2752, 35939, 35957, 35960, 35976, 2753, 2771, 2774, 2783,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11059, 11078, 11081, 11097,
        20147, 20170, 20173, 20211, -1, -1, -1, -1, 17577, 17605, 17608, 17807, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34247, 34265, 34268, 34303, 34653, 34671, 34674, 34702, 1363, 1387, 1390, 1448, 368, 380, 383, 388,
        31725, 31750, 31753, 31770, 10275, 10291, 10294, 10382, 18686, 18700, 18703, 18755, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41431, 41454, 41457, 41474, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8994, 9015, 9018, 9079, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4471, 4489, 4492, 4507, 18996, 19015, 19018, 19080, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28570, 28587, 28590, 28646, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27825, 27858, 27861, 27914, 33027, 33061, 33064, 33114, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 39258, 39280, 39283, 39315, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38978, 38996, 38999, 39043,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15506, 15531, 15534, 15548, 16235, 16246, 16249, 16254,
        -1, -1, -1, -1, -1, -1, -1, -1, 18418, 18441, 18444, 18532, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38057, 38076, 38079, 38180, -1, -1, -1, -1, -1, -1, -1, -1,
        10827, 10846, 10849, 10863, 8386, 8402, 8405, 8429, -1, -1, -1, -1, -1, -1, -1, -1,
        21525, 21544, 21547, 21555, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        5086, 5105, 5108, 5160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32813, 32823, 32826, 32847, 15745, 15769, 15772, 15857, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31820, 31845, 31848, 31865,
        39423, 39443, 39446, 39561, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16094, 16106, 16109, 16111, 42195, 42224, 42227, 42244, -1, -1, -1, -1,
        37346, 37365, 37368, 37402, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36977, 36994, 36997, 37044,
        -1, -1, -1, -1, 26845, 26865, 26868, 26907, 35878, 35898, 35901, 35918, -1, -1, -1, -1,
        -1, -1, -1, -1, 31611, 31634, 31637, 31652, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17892, 17927, 17930, 18016, -1, -1, -1, -1, 11212, 11225, 11228, 11381, 23912, 23939, 23942, 23994,
        35198, 35220, 35223, 35242, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 2784, 2798, 2801, 2805, -1, -1, -1, -1,
        -1, -1, -1, -1, 30269, 30288, 30291, 30313, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19846, 19861, 19864, 19967, 21865, 21875, 21878, 21892,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41749, 41761, 41764, 41773, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22990, 23004, 23007, 23069, 44491, 44510, 44513, 44529, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14744, 14773, 14776, 14884, -1, -1, -1, -1,
        35977, 35997, 36000, 36017, 43491, 43510, 43513, 43590, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13507, 13526, 13529, 13621, 5237, 5261, 5264, 5305, 39044, 39063, 39066, 39161, -1, -1, -1, -1,
        19968, 19990, 19993, 20064, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31580, 31597, 31600, 31610, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15549, 15565, 15568, 15582, 40716, 40737, 40740, 40794, 14952, 14978, 14981, 15018, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37728, 37752, 37755, 37876, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21344, 21367, 21370, 21381, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33573, 33596, 33599, 33627, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9695, 9716, 9719, 9776,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30415, 30431, 30434, 30492,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16035, 16052, 16055, 16067, -1, -1, -1, -1, -1, -1, -1, -1, 11454, 11477, 11480, 11521,
        10629, 10646, 10649, 10699, -1, -1, -1, -1, -1, -1, -1, -1, 10864, 10881, 10884, 10931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36018, 36025, 36028, 36037, -1, -1, -1, -1, -1, -1, -1, -1,
        20843, 20859, 20862, 20959, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32375, 32394, 32397, 32421,
        35152, 35170, 35173, 35197, -1, -1, -1, -1, 21556, 21576, 21579, 21587, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39917, 39934, 39937, 40017, -1, -1, -1, -1, -1, -1, -1, -1,
        15897, 15923, 15926, 15952, -1, -1, -1, -1, 20418, 20436, 20439, 20547, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 2919, 2932, 2935, 2941, 15953, 15966, 15969, 15982,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14235, 14265, 14268, 14301,
        31984, 32009, 32012, 32095, -1, -1, -1, -1, 24460, 24484, 24487, 24540, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10932, 10949, 10952, 11058, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32637, 32653, 32656, 32660, 34753, 34771, 34774, 34805,
        -1, -1, -1, -1, -1, -1, -1, -1, 41191, 41214, 41217, 41254, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44580, 44601, 44604, 44611, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40678, 40692, 40695, 40715,
        -1, -1, -1, -1, -1, -1, -1, -1, 14518, 14542, 14545, 14602, -1, -1, -1, -1,
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
        config.error.missingAction = команде «finder config» нужно действие: set
        config.error.missingName = команде «finder config set» нужно имя настройки: unsplash-key
        config.error.unknownAction = неизвестное действие «{action}». Допустимые действия: set
        config.error.unknownName = неизвестная настройка. Допустимые настройки: unsplash-key
        config.error.write = не удаётся записать {path}: {reason}.
        config.help.details = «set unsplash-key» читает ключ со стандартного ввода (чтобы он не попал в историю оболочки) и сохраняет его в $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), доступном только вам. Ключ можно получить на https://unsplash.com/developers. Переменная окружения UNSPLASH_ACCESS_KEY, если задана, используется первой.
        config.help.examples =   finder config set unsplash-key\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Укажите в XDG_CONFIG_HOME папку, доступную только вам, или попросите её владельца выполнить для неё chmod 700.
        config.hint.usage = Использование: finder config set unsplash-key (ключ читается со стандартного ввода).
        config.notice.environmentWins = Обратите внимание: задана UNSPLASH_ACCESS_KEY, и она используется раньше сохранённого ключа.
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
        help.about = finder — поиск акций по тикеру или названию компании, на русском и английском.
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
        help.details.interactive = В терминале результаты поиска акций появляются по ходу ввода (после короткой паузы, FINDER_DEBOUNCE_MS, по умолчанию 200 мс); фото ищутся по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или :more — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130.\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды :history, :more и :quit.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (json: один документ на строку).
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
        help.option.no-history = не записывать запросы в историю
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
        history.noMatch = В истории нет запросов, содержащих «{text}».
        history.notFound = Запроса «{query}» в истории нет.
        history.notRecorded = Не удалось записать поиск в историю (хранилище занято); результаты от этого не зависят.
        history.queryCut = В истории сохранены первые {limit} символов этого запроса.
        history.removed = Запрос «{query}» удалён из истории.
        interactive.commands = Команды: :more (следующая страница), :history, :quit.
        interactive.emptyLine = Введите запрос или команду :history, :more, :quit.
        interactive.help = Введите запрос и нажмите Enter. Команды: «:more» — следующая страница, «:history» — недавние запросы («:history ТЕКСТ» — запросы с этим текстом), «:help» — этот список, «:quit» — выход (или Ctrl-D). Ctrl-C останавливает поиск или стирает строку.
        interactive.interrupted.prompt = Ctrl-C: строка стёрта. Чтобы выйти, введите «:quit» или нажмите Ctrl-D.
        interactive.interrupted.search = Поиск «{query}» остановлен.
        interactive.keys.photos = Enter — поиск/фото · ↑↓ — выбор · Tab — подсказка · PgDn — дальше · Esc — выход
        interactive.keys.stocks = Вверх/вниз — выбор · Tab — подсказка · Enter — сохранить запрос · PgDn/PgUp — страницы · Esc — выход
        interactive.keys.viewing = Esc/Enter — к списку · Вверх/вниз — предыдущее/следующее фото
        interactive.line.intro.photos = Интерактивный поиск фото. Введите запрос и нажмите Enter; команды: :more, :history, :quit. Ctrl-D тоже завершает работу.
        interactive.line.intro.stocks = Интерактивный поиск акций. Введите запрос и нажмите Enter; команды: :more, :history, :quit. Ctrl-D тоже завершает работу.
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
        notice.waiting = Другой процесс finder готовит каталог; ждём, пока он закончит…
        offline.cleared[few] = Удалено {count} сохранённых результата.
        offline.cleared[many] = Удалено {count} сохранённых результатов.
        offline.cleared[one] = Удалён {count} сохранённый результат.
        offline.cleared[other] = Удалено {count} сохранённого результата.
        offline.marker = Офлайн: показан результат для «{query}», сохранённый {date}.
        offline.none = Сохранённого результата нет.
        offline.none.hint = Успешный поиск сохраняет результат для работы без сети; сначала выполните поиск.
        offline.noneFor = Для «{query}» нет сохранённого результата, который можно показать без сети.
        offline.unreadable = Сохранённый результат повреждён; выполните поиск снова, чтобы заменить его.
        photos.attribution = Фото: {name}, Unsplash
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
        photos.error.detail =  ({detail})
        photos.error.forbidden = Unsplash отказал в запросе{detail}.
        photos.error.insecureURL = адрес Unsplash «{url}» не разрешён: нужен https (обычный http — только к этому компьютеру, 127.0.0.1 или localhost). Проверьте FINDER_UNSPLASH_URL.
        photos.error.noKey = не задан ключ доступа Unsplash.
        photos.error.notFound = на Unsplash нет такой фотографии или изображения (HTTP 404).
        photos.error.offlineNoSaved = нет сети, и нет сохранённого результата для «{query}» с этими фильтрами и страницей.
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
        photos.help.details = Ищет на Unsplash (https://unsplash.com) и показывает описание каждой фотографии, автора, размер, основной цвет и ссылку; в цветном терминале — маленькое превью и кликабельные ссылки. Нужен бесплатный ключ доступа Unsplash: см. «finder config set unsplash-key». Последний успешный поиск сохраняется для --offline и «finder photos more».
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
        photos.hint.offlineNoSaved = Хранится только последний успешный поиск фотографий; выполните его один раз с сетью (без --offline).
        photos.hint.pastEnd = Начните с первой страницы: finder photos {query}
        photos.hint.rateLimited = Повторите {when}. Сохранённые результаты доступны: finder --offline photos ЗАПРОС
        photos.hint.unauthorized = Проверьте Access Key своего приложения на https://unsplash.com/oauth/applications и сохраните его заново: finder config set unsplash-key (или исправьте UNSPLASH_ACCESS_KEY — она используется первой).
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
        photos.more.continuing = Продолжаем последний поиск фотографий с результатами, «{query}» (страница {page}).
        photos.more.last = Это была последняя страница ({pages}) последнего поиска фотографий.
        photos.more.none = Нет предыдущего поиска фотографий, который можно продолжить.
        photos.more.none.hint = Сначала выполните поиск, например: finder photos горы
        photos.net.noHost = не найден адрес сервера
        photos.net.offline = компьютер не подключён к сети
        photos.net.other = сетевая ошибка {code}
        photos.net.refused = в соединении отказано
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
        photos.summary.more = . Следующая страница: finder photos more
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
        sync.error.status = источник «{source}» ответил кодом HTTP {status}.
        sync.error.timeout = источник «{source}» ничего не присылал {seconds} с.
        sync.error.tooLarge = загрузка из источника «{source}» больше {limit} МиБ — больше любого каталога; она остановлена.
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
        sync.hint.offline = Запустите без --offline или обновите из файла: finder stocks sync --from ФАЙЛ
        sync.hint.partial = Не применено: {failed}. Применено, как сказано выше: {applied}.
        sync.hint.redirect = Возможно, адрес сменился; проверьте его (и FINDER_MOEX_URL или FINDER_NASDAQ_URL, если заданы).
        sync.hint.unchanged = Каталог не изменён; прежний по-прежнему доступен для поиска.
        sync.loading = Обновление каталога акций, источник — {source}…
        sync.loading.all = Обновление каталога акций из всех источников…
        sync.net.badRedirect = сервер перенаправил запрос на адрес, которым finder не может воспользоваться
        sync.net.lost = соединение прервалось
        sync.net.offline = нет подключения к сети
        sync.net.other = сетевая ошибка {code}
        sync.net.redirectLoop = сервер перенаправлял запрос слишком много раз (перенаправления по кругу)
        sync.net.refused = в соединении отказано
        sync.net.tls = не удалось установить защищённое соединение
        sync.net.unknownHost = неизвестный хост
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
        sync.summary.added[few] = {count:feminine} добавлены
        sync.summary.added[many] = {count:feminine} добавлено
        sync.summary.added[one] = {count:feminine} добавлена
        sync.summary.added[other] = {count:feminine} добавлено
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
        sync.summary.unchanged[few] = {count:feminine} без изменений
        sync.summary.unchanged[many] = {count:feminine} без изменений
        sync.summary.unchanged[one] = {count:feminine} без изменений
        sync.summary.unchanged[other] = {count:feminine} без изменений
        sync.summary.updated[few] = {count:feminine} акции обновлены
        sync.summary.updated[many] = {count:feminine} акций обновлено
        sync.summary.updated[one] = {count:feminine} акция обновлена
        sync.summary.updated[other] = {count:feminine} акции обновлено
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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46911, 46931, 46934, 46948,
        -1, -1, -1, -1, 24804, 24816, 24819, 24851, 11389, 11413, 11416, 11499, -1, -1, -1, -1,
        8560, 8580, 8583, 8730, 39236, 39254, 39257, 39306, 25557, 25581, 25584, 25613, 47011, 47025, 47028, 47092,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 33972, 33991, 33994, 34043, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21500, 21521, 21524, 21597, 30262, 30279, 30282, 30410,
        -1, -1, -1, -1, -1, -1, -1, -1, 50461, 50487, 50490, 50541, -1, -1, -1, -1,
        40198, 40224, 40227, 40326, -1, -1, -1, -1, -1, -1, -1, -1, 14634, 14652, 14655, 14685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35376, 35393, 35396, 35666, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59175, 59201, 59204, 59230, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2165, 2191, 2194, 2290, -1, -1, -1, -1, -1, -1, -1, -1,
        23172, 23198, 23201, 23265, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70888, 70912, 70915, 70959, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36983, 37001, 37004, 37030,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 66078, 66102, 66105, 66129, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45485, 45502, 45505, 45949,
        58833, 58860, 58863, 58887, -1, -1, -1, -1, 25123, 25133, 25136, 25152, 7060, 7079, 7082, 7171,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70629, 70647, 70650, 70716,
        -1, -1, -1, -1, 51407, 51426, 51429, 51486, 64292, 64306, 64309, 64394, 51943, 51963, 51966, 51997,
        17538, 17555, 17558, 17694, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        11500, 11524, 11527, 13067, 32419, 32433, 32436, 32566, 25087, 25098, 25101, 25122, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20948, 20964, 20967, 21019, -1, -1, -1, -1, -1, -1, -1, -1, 34232, 34252, 34255, 34337,
        -1, -1, -1, -1, -1, -1, -1, -1, 5690, 5702, 5705, 5816, -1, -1, -1, -1,
        -1, -1, -1, -1, 50624, 50651, 50654, 50707, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54133, 54155, 54158, 54198, 29861, 29879, 29882, 29999, 14239, 14264, 14267, 14326,
        -1, -1, -1, -1, -1, -1, -1, -1, 28619, 28629, 28632, 28708, -1, -1, -1, -1,
        -1, -1, -1, -1, 51362, 51378, 51381, 51406, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42897, 42922, 42925, 42969, 62212, 62239, 62242, 62385, -1, -1, -1, -1,
        -1, -1, -1, -1, 25331, 25343, 25346, 25358, -1, -1, -1, -1, 49970, 49995, 49998, 50025,
        -1, -1, -1, -1, 50058, 50083, 50086, 50137, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18160, 18188, 18191, 18576, 23690, 23706, 23709, 23742, 29281, 29303, 29306, 29470, 51667, 51687, 51690, 51758,
        53319, 53350, 53353, 53451, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7858, 7877, 7880, 7983, 240, 257, 260, 284,
        44528, 44544, 44547, 44721, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36222, 36244, 36247, 36316, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64590, 64607, 64610, 64721, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58021, 58039, 58042, 58066, -1, -1, -1, -1, 58246, 58259, 58262, 58268, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52717, 52749, 52752, 52842, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33310, 33333, 33336, 33352, -1, -1, -1, -1,
        22401, 22424, 22427, 22592, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56566, 56592, 56595, 56688, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44200, 44227, 44230, 44317,
        -1, -1, -1, -1, 5043, 5061, 5064, 5208, 35950, 35970, 35973, 36040, 58200, 58211, 58214, 58245,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38153, 38178, 38181, 38330, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70717, 70735, 70738, 70887, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49861, 49885, 49888, 49917, 21399, 21419, 21422, 21499, -1, -1, -1, -1, 1955, 1981, 1984, 2049,
        57640, 57647, 57650, 57661, 67388, 67410, 67413, 67414, -1, -1, -1, -1, 57974, 57993, 57996, 58020,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48930, 48957, 48960, 49055, 51218, 51240, 51243, 51288, -1, -1, -1, -1,
        37591, 37611, 37614, 37652, 59697, 59717, 59720, 59755, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8430, 8453, 8456, 8559, 27303, 27328, 27331, 27504,
        62059, 62078, 62081, 62211, 71732, 71749, 71752, 71784, -1, -1, -1, -1, -1, -1, -1, -1,
        39999, 40018, 40021, 40067, 33718, 33730, 33733, 33811, 17301, 17322, 17325, 17428, 43739, 43763, 43766, 43876,
        -1, -1, -1, -1, -1, -1, -1, -1, 67415, 67440, 67443, 67510, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64722, 64739, 64742, 64839, -1, -1, -1, -1,
        19887, 19908, 19911, 20023, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 65501, 65514, 65517, 65558, 59756, 59769, 59772, 59816, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46775, 46794, 46797, 46805, 68490, 68515, 68518, 68564,
        69149, 69176, 69179, 69343, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47640, 47656, 47659, 47771, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37852, 37883, 37886, 38152, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6801, 6811, 6814, 6951, 65341, 65361, 65364, 65500, -1, -1, -1, -1,
        -1, -1, -1, -1, 33145, 33155, 33158, 33205, -1, -1, -1, -1, 38886, 38905, 38908, 38919,
        34659, 34679, 34682, 34767, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29471, 29487, 29490, 29640, -1, -1, -1, -1, -1, -1, -1, -1,
        8731, 8755, 8758, 9956, 13934, 13956, 13959, 14074, -1, -1, -1, -1, -1, -1, -1, -1,
        31642, 31656, 31659, 31835, 36135, 36155, 36158, 36221, 67137, 67160, 67163, 67198, 25418, 25430, 25433, 25435,
        33003, 33016, 33019, 33144, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23947, 23976, 23979, 24066, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3648, 3669, 3672, 3971, 40327, 40352, 40355, 40456, -1, -1, -1, -1,
        24634, 24657, 24660, 24679, -1, -1, -1, -1, 4707, 4733, 4736, 4784, 53452, 53485, 53488, 53586,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66532, 66561, 66564, 66637,
        34044, 34064, 34067, 34095, -1, -1, -1, -1, 67702, 67729, 67732, 67799, -1, -1, -1, -1,
        -1, -1, -1, -1, 69665, 69685, 69688, 69723, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36502, 36519, 36522, 36670,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4906, 4923, 4926, 5042, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60971, 60993, 60996, 61191,
        -1, -1, -1, -1, -1, -1, -1, -1, 55456, 55474, 55477, 55558, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59921, 59942, 59945, 59974, 30779, 30800, 30803, 30933,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52223, 52239, 52242, 52252,
        -1, -1, -1, -1, 6179, 6197, 6200, 6270, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7245, 7265, 7268, 7404,
        40765, 40789, 40792, 40801, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6463, 6492, 6495, 6596, 25007, 25017, 25020, 25024,
        874, 888, 891, 909, 24852, 24865, 24868, 24880, 43650, 43674, 43677, 43738, 64840, 64858, 64861, 65003,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 34143, 34159, 34162, 34231, 69481, 69503, 69506, 69664, -1, -1, -1, -1,
        -1, -1, -1, -1, 62386, 62406, 62409, 62525, 54199, 54223, 54226, 54400, 6597, 6619, 6622, 6708,
        54401, 54420, 54423, 54453, 71051, 71071, 71074, 71173, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 41465, 41493, 41496, 41928, 66474, 66494, 66497, 66531, 68342, 68369, 68372, 68414,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23350, 23370, 23373, 23457,
        63590, 63606, 63609, 63630, 66262, 66283, 66286, 66344, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        19428, 19451, 19454, 19886, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63978, 64000, 64003, 64125, 177, 189, 192, 210,
        57089, 57110, 57113, 57137, -1, -1, -1, -1, 51576, 51595, 51598, 51666, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63671, 63688, 63691, 63721, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31527, 31543, 31546, 31641, 52429, 52443, 52446, 52463, 68040, 68065, 68068, 68110, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33540, 33559, 33562, 33580, 25866, 25881, 25884, 26716,
        33483, 33500, 33503, 33513, 34338, 34359, 34362, 34444, 47883, 47900, 47903, 47946, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67324, 67349, 67352, 67387, -1, -1, -1, -1, 59291, 59309, 59312, 59375, -1, -1, -1, -1,
        -1, -1, -1, -1, 43072, 43095, 43098, 43177, 32219, 32233, 32236, 32312, -1, -1, -1, -1,
        33206, 33214, 33217, 33271, 25817, 25837, 25840, 25865, 46876, 46897, 46900, 46910, -1, -1, -1, -1,
        37653, 37675, 37678, 37713, 38505, 38525, 38528, 38618, -1, -1, -1, -1, -1, -1, -1, -1,
        40676, 40700, 40703, 40764, 51073, 51095, 51098, 51143, 16843, 16855, 16858, 16877, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13068, 13088, 13091, 13221, -1, -1, -1, -1,
        18577, 18595, 18598, 18815, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55930, 55950, 55953, 56034, -1, -1, -1, -1, -1, -1, -1, -1, 66175, 66197, 66200, 66261,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46982, 46999, 47002, 47010,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23458, 23481, 23484, 23527,
        53587, 53612, 53615, 53698, 71633, 71640, 71643, 71683, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24067, 24092, 24095, 24115, -1, -1, -1, -1, -1, -1, -1, -1, 55263, 55282, 55285, 55318,
        -1, -1, -1, -1, 15987, 16003, 16006, 16033, -1, -1, -1, -1, 59975, 59997, 60000, 60056,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3105, 3130, 3133, 3312, 54495, 54514, 54517, 54552, -1, -1, -1, -1, 16152, 16167, 16170, 16259,
        -1, -1, -1, -1, 65989, 66009, 66012, 66043, 71174, 71202, 71205, 71343, 54995, 55020, 55023, 55059,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66638, 66659, 66662, 66684,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33398, 33418, 33421, 33435,
        -1, -1, -1, -1, 65831, 65847, 65850, 65890, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32313, 32328, 32331, 32418,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66945, 66957, 66960, 67014, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23743, 23761, 23764, 23828, 28250, 28281, 28284, 28423, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19047, 19072, 19075, 19427, 37345, 37363, 37366, 37404, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52285, 52300, 52303, 52306, 58067, 58087, 58090, 58116, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24979, 24993, 24996, 25006, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35823, 35837, 35840, 35949, 57042, 57061, 57064, 57088, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 25305, 25317, 25320, 25330,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49436, 49459, 49462, 49576,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22726, 22755, 22758, 22947, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50976, 50995, 50998, 51038, -1, -1, -1, -1, 54919, 54938, 54941, 54994,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56477, 56493, 56496, 56565, -1, -1, -1, -1, 3462, 3491, 3494, 3647,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48139, 48159, 48162, 48185, -1, -1, -1, -1, 980, 993, 996, 1014,
        35150, 35165, 35168, 35375, -1, -1, -1, -1, -1, -1, -1, -1, 3313, 3330, 3333, 3461,
        61419, 61441, 61444, 61474, 53825, 53848, 53851, 53906, 66044, 66058, 66061, 66077, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58269, 58279, 58282, 58287,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47167, 47186, 47189, 47267, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43306, 43330, 43333, 43484, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13530, 13551, 13554, 13641, 20854, 20869, 20872, 20947, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39604, 39628, 39631, 39792, 46247, 46270, 46273, 46398, -1, -1, -1, -1, 37207, 37232, 37235, 37287,
        37462, 37481, 37484, 37590, 57710, 57729, 57732, 57756, 71467, 71494, 71497, 71632, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20317, 20339, 20342, 20400,
        63631, 63650, 63653, 63670, 67873, 67898, 67901, 67954, 30411, 30433, 30436, 30555, 54049, 54071, 54074, 54132,
        51289, 51313, 51316, 51361, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36041, 36062, 36065, 36134,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68641, 68666, 68669, 68715, 42443, 42463, 42466, 42694, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59886, 59900, 59903, 59920, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58117, 58131, 58134, 58169, 8098, 8122, 8125, 8246,
        33514, 33530, 33533, 33539, -1, -1, -1, -1, 49716, 49739, 49742, 49768, -1, -1, -1, -1,
        38750, 38777, 38780, 38885, -1, -1, -1, -1, 53994, 54015, 54018, 54048, 49641, 49668, 49671, 49715,
        57662, 57680, 57683, 57709, 60526, 60548, 60551, 60748, 65004, 65023, 65026, 65136, -1, -1, -1, -1,
        50708, 50728, 50731, 50816, 50297, 50324, 50327, 50378, 58946, 58973, 58976, 58998, 52122, 52137, 52140, 52148,
        2291, 2315, 2318, 2414, 58559, 58592, 58595, 58693, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23528, 23555, 23558, 23689, 42695, 42724, 42727, 42896, 49302, 49328, 49331, 49435, 50379, 50404, 50407, 50460,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54454, 54472, 54475, 54494,
        40802, 40829, 40832, 40844, 20024, 20034, 20037, 20071, 46707, 46726, 46729, 46739, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22019, 22049, 22052, 22164, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14327, 14352, 14355, 14548, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63325, 63345, 63348, 63477, -1, -1, -1, -1,
        61475, 61494, 61497, 61639, 67606, 67631, 67634, 67701, 8398, 8411, 8414, 8429, 59231, 59259, 59262, 59290,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48497, 48524, 48527, 48649, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20526, 20544, 20547, 20584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43966, 43991, 43994, 44094,
        52971, 52988, 52991, 53047, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14075, 14095, 14098, 14238, 65235, 65251, 65254, 65340, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2491, 2510, 2513, 2993, -1, -1, -1, -1, -1, -1, -1, -1, 46949, 46966, 46969, 46981,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20715, 20733, 20736, 20853,
        -1, -1, -1, -1, 67075, 67093, 67096, 67111, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15347, 15365, 15368, 15424, 45198, 45215, 45218, 45278,
        67262, 67285, 67288, 67323, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25772, 25790, 25793, 25816,
        1081, 1091, 1094, 1108, 36671, 36686, 36689, 36821, 55319, 55339, 55342, 55394, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7405, 7429, 7432, 7574,
        57138, 57162, 57165, 57214, 29104, 29118, 29121, 29184, 52149, 52168, 52171, 52189, 61918, 61941, 61944, 62058,
        66803, 66828, 66831, 66871, -1, -1, -1, -1, 48186, 48213, 48216, 48340, 28709, 28736, 28739, 28843,
        60364, 60380, 60383, 60468, 44095, 44118, 44121, 44199, -1, -1, -1, -1, -1, -1, -1, -1,
        7575, 7595, 7598, 7735, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14962, 14976, 14979, 15048, 34841, 34859, 34862, 34963, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38331, 38358, 38361, 38415, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5209, 5231, 5234, 5383,
        -1, -1, -1, -1, 56689, 56708, 56711, 56749, -1, -1, -1, -1, 10093, 10112, 10115, 11388,
        25025, 25040, 25043, 25086, 28978, 28999, 29002, 29103, 7172, 7189, 7192, 7244, 43877, 43907, 43910, 43965,
        50026, 50044, 50047, 50057, -1, -1, -1, -1, 770, 781, 784, 794, 2415, 2433, 2436, 2490,
        40845, 40864, 40867, 40878, 5927, 5943, 5946, 6078, 62675, 62693, 62696, 62806, 70268, 70286, 70289, 70409,
        -1, -1, -1, -1, -1, -1, -1, -1, 32882, 32896, 32899, 33002, 67800, 67824, 67827, 67872,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58694, 58729, 58732, 58832, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69001, 69020, 69023, 69148, -1, -1, -1, -1,
        16895, 16911, 16914, 16935, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71344, 71363, 71366, 71466, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 66872, 66891, 66894, 66944, -1, -1, -1, -1,
        -1, -1, -1, -1, 46399, 46423, 46426, 46706, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24215, 24235, 24238, 24298,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 15145, 15165, 15168, 15255,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58170, 58181, 58184, 58199, 38996, 39020, 39023, 39235, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57293, 57317, 57320, 57369, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68830, 68846, 68849, 69000, 38416, 38428, 38431, 38504,
        -1, -1, -1, -1, 59447, 59467, 59470, 59524, -1, -1, -1, -1, 16260, 16282, 16285, 16343,
        -1, -1, -1, -1, 17695, 17712, 17715, 17775, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37405, 37421, 37424, 37461, 20462, 20481, 20484, 20525,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8247, 8267, 8270, 8397, 57926, 57944, 57947, 57973, -1, -1, -1, -1,
        -1, -1, -1, -1, 6079, 6098, 6101, 6178, 42970, 42995, 42998, 43071, -1, -1, -1, -1,
        20154, 20175, 20178, 20238, 67955, 67981, 67984, 68039, 68195, 68222, 68225, 68267, 30000, 30021, 30024, 30030,
        -1, -1, -1, -1, 2994, 3014, 3017, 3104, 70410, 70433, 70436, 70503, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 68793, 68804, 68807, 68829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15591, 15607, 15610, 15641, 68268, 68296, 68299, 68341,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45950, 45976, 45979, 46153, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71839, 71858, 71861, 71886, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56750, 56774, 56777, 56806, 64126, 64142, 64145, 64291,
        -1, -1, -1, -1, 57215, 57240, 57243, 57292, -1, -1, -1, -1, -1, -1, -1, -1,
        62807, 62826, 62829, 62950, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33812, 33833, 33836, 33896, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31836, 31856, 31859, 31884,
        -1, -1, -1, -1, 39307, 39328, 39331, 39425, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15936, 15952, 15955, 15986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37288, 37307, 37310, 37344,
        33673, 33691, 33694, 33717, -1, -1, -1, -1, 71785, 71802, 71805, 71838, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 25258, 25271, 25274, 25304, -1, -1, -1, -1, -1, -1, -1, -1,
        5817, 5841, 5844, 5926, 67199, 67223, 67226, 67261, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20585, 20605, 20608, 20649, -1, -1, -1, -1,
        47093, 47116, 47119, 47166, 51998, 52016, 52019, 52027, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34964, 34977, 34980, 35149,
        -1, -1, -1, -1, 48023, 48039, 48042, 48076, 27843, 27870, 27873, 28025, 5384, 5405, 5408, 5689,
        20072, 20092, 20095, 20153, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        25436, 25460, 25463, 25494, -1, -1, -1, -1, 39793, 39817, 39820, 39898, 38920, 38942, 38945, 38995,
        -1, -1, -1, -1, 4859, 4876, 4879, 4905, 58288, 58321, 58324, 58422, 66130, 66155, 66158, 66174,
        -1, -1, -1, -1, 25675, 25693, 25696, 25721, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70002, 70022, 70025, 70267,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6271, 6295, 6298, 6462,
        -1, -1, -1, -1, 25359, 25372, 25375, 25417, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53699, 53720, 53723, 53734, -1, -1, -1, -1, -1, -1, -1, -1,
        47947, 47965, 47968, 48022, 56035, 56053, 56056, 56219, 14853, 14877, 14880, 14961, 40879, 40899, 40902, 40912,
        -1, -1, -1, -1, -1, -1, -1, -1, 33897, 33913, 33916, 33971, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25614, 25640, 25643, 25674, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53183, 53215, 53218, 53318, -1, -1, -1, -1, 48650, 48679, 48682, 48806, 59640, 59658, 59661, 59696,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71684, 71703, 71706, 71731, 30724, 30741, 30744, 30778, 55631, 55652, 55655, 55929,
        60469, 60485, 60488, 60525, -1, -1, -1, -1, 33272, 33292, 33295, 33309, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 52253, 52271, 52274, 52284, -1, -1, -1, -1,
        21598, 21614, 21617, 22018, -1, -1, -1, -1, -1, -1, -1, -1, 52387, 52405, 52408, 52428,
        -1, -1, -1, -1, -1, -1, -1, -1, 30556, 30573, 30576, 30723, -1, -1, -1, -1,
        37134, 37158, 37161, 37206, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46740, 46759, 46762, 46774, 25176, 25191, 25194, 25211, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26936, 26961, 26964, 27096, 31323, 31337, 31340, 31444,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60057, 60080, 60083, 60142, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15256, 15274, 15277, 15346, -1, -1, -1, -1, 15642, 15660, 15663, 15935,
        20650, 20663, 20666, 20714, 40913, 40932, 40935, 41464, -1, -1, -1, -1, 23829, 23858, 23861, 23946,
        -1, -1, -1, -1, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49577, 49597, 49600, 49640, 16878, 16885, 16888, 16894, 24921, 24935, 24938, 24950, 40457, 40484, 40487, 40588,
        42073, 42097, 42100, 42336, -1, -1, -1, -1, 62526, 62543, 62546, 62674, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50138, 50164, 50167, 50216, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 39899, 39918, 39921, 39998, -1, -1, -1, -1,
        15049, 15066, 15069, 15144, 56994, 57014, 57017, 57041, -1, -1, -1, -1, -1, -1, -1, -1,
        67015, 67031, 67034, 67074, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58999, 59028, 59031, 59055, -1, -1, -1, -1, 56354, 56375, 56378, 56421, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46843, 46860, 46863, 46875, 51039, 51050, 51053, 51072,
        -1, -1, -1, -1, 64395, 64410, 64413, 64445, 4044, 4056, 4059, 4158, 59056, 59082, 59085, 59113,
        -1, -1, -1, -1, 13310, 13334, 13337, 13529, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52341, 52354, 52357, 52386, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 34445, 34465, 34468, 34550, -1, -1, -1, -1,
        45031, 45052, 45055, 45197, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4310, 4334, 4337, 4356, 39426, 39453, 39456, 39603, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 55060, 55079, 55082, 55130, 25212, 25229, 25232, 25257,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58888, 58916, 58919, 58945, 69899, 69917, 69920, 70001, -1, -1, -1, -1,
        -1, -1, -1, -1, 52028, 52047, 52050, 52064, -1, -1, -1, -1, 21201, 21217, 21220, 21321,
        -1, -1, -1, -1, 47338, 47360, 47363, 47502, -1, -1, -1, -1, -1, -1, -1, -1,
        4281, 4301, 4304, 4309, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16800, 16813, 16816, 16842, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4785, 4811, 4814, 4858, 57496, 57515, 57518, 57543, 48077, 48095, 48098, 48138,
        60285, 60305, 60308, 60363, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40589, 40614, 40617, 40675, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70960, 70981, 70984, 71050, 57544, 57562, 57565, 57590,
        49177, 49205, 49208, 49301, 20239, 20259, 20262, 20316, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 54762, 54781, 54784, 54819, 56876, 56889, 56892, 56946, 56807, 56829, 56832, 56875,
        37074, 37089, 37092, 37133, 44885, 44910, 44913, 45030, 57370, 57396, 57399, 57448, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49056, 49082, 49085, 49176, 45279, 45298, 45301, 45484,
        -1, -1, -1, -1, 34768, 34788, 34791, 34840, -1, -1, -1, -1, -1, -1, -1, -1,
        4357, 4370, 4373, 4381, 56422, 56440, 56443, 56476, 66745, 66770, 66773, 66802, 44318, 44341, 44344, 44527,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65559, 65575, 65578, 65619, 14686, 14708, 14711, 14852,
        59114, 59141, 59144, 59174, -1, -1, -1, -1, -1, -1, -1, -1, 34551, 34573, 34576, 34658,
        48807, 48833, 48836, 48929, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 17971, 17984, 17987, 18159,
        52464, 52496, 52499, 52589, 17776, 17786, 17789, 17970, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33436, 33452, 33455, 33482, 3972, 3985, 3988, 4043, 69344, 69358, 69361, 69480, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54677, 54693, 54696, 54761, -1, -1, -1, -1,
        -1, -1, -1, -1, 4409, 4423, 4426, 4487, 21322, 21337, 21340, 21398, 52065, 52080, 52083, 52093,
        68111, 68138, 68141, 68194, -1, -1, -1, -1, 54553, 54571, 54574, 54676, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53735, 53759, 53762, 53824,
        60143, 60163, 60166, 60224, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51759, 51778, 51781, 51849, 30031, 30051, 30054, 30261, 51850, 51871, 51874, 51942, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52590, 52623, 52626, 52716, -1, -1, -1, -1, 46806, 46827, 46830, 46842,
        29749, 29770, 29773, 29860, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35667, 35691, 35694, 35822, 20401, 20419, 20422, 20461, 22243, 22266, 22269, 22400,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6762, 6781, 6784, 6800,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46154, 46173, 46176, 46246, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41929, 41953, 41956, 42072, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27097, 27120, 27123, 27302, 55131, 55150, 55153, 55262,
        52190, 52207, 52210, 52222, 62951, 62968, 62971, 63041, -1, -1, -1, -1, 4254, 4272, 4275, 4280,
        352, 369, 372, 396, 9957, 9977, 9980, 10092, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 13642, 13667, 13670, 13847, 18816, 18833, 18836, 19046, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65137, 65149, 65152, 65234, -1, -1, -1, -1, -1, -1, -1, -1, 6952, 6975, 6978, 7059,
        68716, 68743, 68746, 68792, -1, -1, -1, -1, 69724, 69746, 69749, 69898, 26717, 26743, 26746, 26935,
        32098, 32114, 32117, 32218, 67511, 67537, 67540, 67605, -1, -1, -1, -1, 16936, 16946, 16949, 16976,
        -1, -1, -1, -1, -1, -1, -1, -1, 32733, 32746, 32749, 32881, -1, -1, -1, -1,
        47772, 47793, 47796, 47882, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43178, 43194, 43197, 43305, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37031, 37047, 37050, 37073, -1, -1, -1, -1,
        24299, 24323, 24326, 24455, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28424, 28451, 28454, 28618,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36822, 36840, 36843, 36982, -1, -1, -1, -1, 4488, 4499, 4502, 4706,
        13278, 13291, 13294, 13309, 59376, 59394, 59397, 59446, 57875, 57897, 57900, 57925, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 61843, 61858, 61861, 61917, -1, -1, -1, -1,
        -1, -1, -1, -1, 71938, 71952, 71955, 72029, -1, -1, -1, -1, -1, -1, -1, -1,
        65891, 65903, 65906, 65988, 66345, 66365, 66368, 66408, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36433, 36445, 36448, 36501, -1, -1, -1, -1, -1, -1, -1, -1, 58423, 58457, 58460, 58558,
        -1, -1, -1, -1, 4159, 4170, 4173, 4182, 57757, 57775, 57778, 57802, 4183, 4201, 4204, 4231,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16748, 16767, 16770, 16799,
        31445, 31468, 31471, 31526, -1, -1, -1, -1, 27505, 27533, 27536, 27842, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54820, 54838, 54841, 54918, 55395, 55413, 55416, 55455, 2050, 2074, 2077, 2164, 490, 502, 505, 519,
        50217, 50242, 50245, 50296, 15425, 15441, 15444, 15590, 29185, 29199, 29202, 29280, -1, -1, -1, -1,
        68565, 68591, 68594, 68640, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66685, 66708, 66711, 66744, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59582, 59601, 59604, 59639, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13848, 13869, 13872, 13933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53048, 53079, 53082, 53182,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6709, 6727, 6730, 6761, 29641, 29660, 29663, 29748, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44722, 44739, 44742, 44884, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43485, 43518, 43521, 43649, 52843, 52877, 52880, 52970, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 63478, 63500, 63503, 63589, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63042, 63060, 63063, 63141,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24116, 24141, 24144, 24166, 25153, 25164, 25167, 25175,
        -1, -1, -1, -1, -1, -1, -1, -1, 28844, 28867, 28870, 28977, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57449, 57467, 57470, 57495, 61640, 61659, 61662, 61842, -1, -1, -1, -1,
        16344, 16363, 16366, 16403, 13222, 13238, 13241, 13277, -1, -1, -1, -1, -1, -1, -1, -1,
        33581, 33600, 33603, 33630, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7736, 7755, 7758, 7857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52307, 52317, 52320, 52340, 24456, 24480, 24483, 24633, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40068, 40093, 40096, 40197,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50542, 50567, 50570, 50623,
        63722, 63742, 63745, 63977, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24951, 24963, 24966, 24978, 68415, 68444, 68447, 68489, -1, -1, -1, -1,
        60225, 60244, 60247, 60284, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49807, 49830, 49833, 49860,
        -1, -1, -1, -1, -1, -1, -1, -1, 60749, 60772, 60775, 60970, 59817, 59834, 59837, 59885,
        -1, -1, -1, -1, 42337, 42357, 42360, 42442, 57591, 57611, 57614, 57639, -1, -1, -1, -1,
        -1, -1, -1, -1, 49918, 49941, 49944, 49969, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28026, 28061, 28064, 28249, -1, -1, -1, -1, 16977, 16990, 16993, 17300, 37714, 37741, 37744, 37851,
        56287, 56309, 56312, 56353, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51144, 51167, 51170, 51217, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4232, 4246, 4249, 4253, -1, -1, -1, -1,
        -1, -1, -1, -1, 47268, 47287, 47290, 47337, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30934, 30949, 30952, 31182, 34096, 34106, 34109, 34142,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67112, 67124, 67127, 67136, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36317, 36331, 36334, 36432, 71887, 71906, 71909, 71937, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22948, 22977, 22980, 23171, -1, -1, -1, -1,
        57803, 57823, 57826, 57852, 59525, 59543, 59546, 59581, 70504, 70523, 70526, 70628, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21020, 21039, 21042, 21200, 7984, 8008, 8011, 8097, 63142, 63161, 63164, 63324, -1, -1, -1, -1,
        31183, 31205, 31208, 31322, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49769, 49786, 49789, 49806, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25495, 25520, 25523, 25556, -1, -1, -1, -1, -1, -1, -1, -1,
        24167, 24183, 24186, 24214, 65672, 65693, 65696, 65830, 23266, 23292, 23295, 23349, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61192, 61216, 61219, 61418, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33353, 33376, 33379, 33397, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53907, 53930, 53933, 53993, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14549, 14570, 14573, 14633,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47503, 47519, 47522, 47639,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24881, 24898, 24901, 24920, -1, -1, -1, -1, -1, -1, -1, -1, 17429, 17452, 17455, 17537,
        16034, 16051, 16054, 16151, -1, -1, -1, -1, -1, -1, -1, -1, 16404, 16421, 16424, 16532,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57853, 57860, 57863, 57874, -1, -1, -1, -1, -1, -1, -1, -1,
        32567, 32583, 32586, 32732, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51487, 51506, 51509, 51575,
        56220, 56238, 56241, 56286, -1, -1, -1, -1, 33631, 33651, 33654, 33672, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64446, 64463, 64466, 64589, -1, -1, -1, -1, -1, -1, -1, -1,
        24680, 24706, 24709, 24757, -1, -1, -1, -1, 31885, 31903, 31906, 32097, 48341, 48369, 48372, 48496,
        -1, -1, -1, -1, -1, -1, -1, -1, 4382, 4395, 4398, 4408, 24758, 24771, 24774, 24803,
        25722, 25741, 25744, 25771, -1, -1, -1, -1, -1, -1, -1, -1, 22165, 22195, 22198, 22242,
        50817, 50842, 50845, 50975, -1, -1, -1, -1, 38619, 38643, 38646, 38749, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16533, 16550, 16553, 16747, 56947, 56966, 56969, 56993,
        -1, -1, -1, -1, -1, -1, -1, -1, 52094, 52110, 52113, 52121, 55559, 55577, 55580, 55630,
        -1, -1, -1, -1, -1, -1, -1, -1, 66409, 66432, 66435, 66473, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72030, 72051, 72054, 72074, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65620, 65634, 65637, 65671,
        -1, -1, -1, -1, -1, -1, -1, -1, 22593, 22617, 22620, 22725, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
