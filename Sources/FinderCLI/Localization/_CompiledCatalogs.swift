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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30261, 30281, 30284, 30291,
        -1, -1, -1, -1, 16204, 16216, 16219, 16231, 7388, 7412, 7415, 7456, -1, -1, -1, -1,
        5625, 5645, 5648, 5727, 25144, 25162, 25165, 25195, 16671, 16695, 16698, 16718, 30342, 30356, 30359, 30396,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 21997, 22016, 22019, 22047, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13543, 13563, 13566, 13599, 14029, 14050, 14053, 14093, 19635, 19652, 19655, 19740,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9870, 9888, 9891, 9906,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22741, 22758, 22761, 22914, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36842, 36868, 36871, 36885, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1449, 1475, 1478, 1534, -1, -1, -1, -1, -1, -1, -1, -1,
        15106, 15132, 15135, 15172, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44482, 44506, 44509, 44545, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23587, 23605, 23608, 23635,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41325, 41349, 41352, 41371, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29288, 29305, 29308, 29579,
        -1, -1, -1, -1, -1, -1, -1, -1, 16438, 16448, 16451, 16455, 4707, 4726, 4729, 4777,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44304, 44322, 44325, 44365,
        -1, -1, -1, -1, 32559, 32578, 32581, 32612, 40060, 40074, 40077, 40143, 32757, 32777, 32780, 32794,
        11615, 11632, 11635, 11709, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7457, 7481, 7484, 8390, 20990, 21004, 21007, 21063, 16417, 16428, 16431, 16437, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13662, 13678, 13681, 13713, 42204, 42235, 42238, 42258, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3817, 3829, 3832, 3893, -1, -1, -1, -1,
        -1, -1, -1, -1, 32104, 32131, 32134, 32152, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34010, 34032, 34035, 34074, 19388, 19406, 19409, 19465, 9478, 9503, 9506, 9565,
        -1, -1, -1, -1, -1, -1, -1, -1, 18480, 18490, 18493, 18525, -1, -1, -1, -1,
        -1, -1, -1, -1, 32517, 32533, 32536, 32558, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27590, 27615, 27618, 27662, 38704, 38731, 38734, 38842, -1, -1, -1, -1,
        -1, -1, -1, -1, 16585, 16597, 16600, 16608, -1, -1, -1, -1, 31891, 31916, 31919, 31935,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12014, 12042, 12045, 12275, 15449, 15465, 15468, 15479, 18977, 18999, 19002, 19080, 33423, 33454, 33457, 33505,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5174, 5193, 5196, 5249, 190, 207, 210, 229,
        28694, 28710, 28713, 28807, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23172, 23194, 23197, 23227, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40396, 40413, 40416, 40493, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36342, 36360, 36363, 36379, -1, -1, -1, -1, 36516, 36529, 36532, 36538, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33204, 33236, 33239, 33288, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21527, 21550, 21553, 21564, -1, -1, -1, -1,
        14618, 14641, 14644, 14724, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35636, 35662, 35665, 35720, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28495, 28522, 28525, 28562,
        -1, -1, -1, -1, 3367, 3385, 3388, 3479, -1, -1, -1, -1, 36486, 36497, 36500, 36515,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24418, 24443, 24446, 24511, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44366, 44384, 44387, 44481, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13960, 13980, 13983, 14028, -1, -1, -1, -1, 1293, 1319, 1322, 1362,
        36181, 36188, 36191, 36200, 42382, 42404, 42407, 42408, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32414, 32436, 32439, 32463, -1, -1, -1, -1,
        24044, 24064, 24067, 24101, 37147, 37167, 37170, 37189, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5541, 5564, 5567, 5624, 17679, 17704, 17707, 17797,
        38594, 38613, 38616, 38703, 45078, 45095, 45098, 45125, -1, -1, -1, -1, -1, -1, -1, -1,
        25666, 25685, 25688, 25733, 21843, 21855, 21858, 21900, 11475, 11496, 11499, 11546, 28210, 28234, 28237, 28292,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40494, 40511, 40514, 40571, -1, -1, -1, -1,
        12998, 13019, 13022, 13082, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 40975, 40988, 40991, 41014, 37190, 37203, 37206, 37238, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30144, 30163, 30166, 30172, 43292, 43319, 43322, 43430,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30731, 30747, 30750, 30795, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24233, 24264, 24267, 24417, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4535, 4545, 4548, 4647, 40898, 40918, 40921, 40974, -1, -1, -1, -1,
        -1, -1, -1, -1, 21423, 21433, 21436, 21449, -1, -1, -1, -1, 24874, 24893, 24896, 24907,
        22317, 22337, 22340, 22381, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19081, 19097, 19100, 19216, -1, -1, -1, -1, -1, -1, -1, -1,
        5728, 5752, 5755, 6578, 9173, 9195, 9198, 9313, -1, -1, -1, -1, -1, -1, -1, -1,
        20501, 20515, 20518, 20594, 23119, 23139, 23142, 23171, -1, -1, -1, -1, 16652, 16664, 16667, 16670,
        21332, 21345, 21348, 21422, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15604, 15633, 15636, 15683, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2420, 2441, 2444, 2598, 25734, 25759, 25762, 25822, -1, -1, -1, -1,
        16079, 16102, 16105, 16117, -1, -1, -1, -1, 3115, 3141, 3144, 3163, 33506, 33539, 33542, 33591,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41688, 41717, 41720, 41761,
        22048, 22068, 22071, 22085, -1, -1, -1, -1, 42461, 42488, 42491, 42515, -1, -1, -1, -1,
        -1, -1, -1, -1, 43638, 43658, 43661, 43685, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23340, 23357, 23360, 23428,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3267, 3284, 3287, 3366, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37849, 37871, 37874, 37989,
        -1, -1, -1, -1, -1, -1, -1, -1, 34965, 34983, 34986, 35014, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37342, 37363, 37366, 37400, 19977, 19998, 20001, 20066,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33001, 33017, 33020, 33024,
        -1, -1, -1, -1, 4131, 4149, 4152, 4192, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4823, 4843, 4846, 4902,
        26045, 26069, 26072, 26081, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4314, 4343, 4346, 4400, 16359, 16369, 16372, 16376,
        639, 653, 656, 663, 16232, 16245, 16248, 16255, 28153, 28177, 28180, 28209, 40572, 40590, 40593, 40678,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 22114, 22130, 22133, 22173, 43514, 43536, 43539, 43637, -1, -1, -1, -1,
        -1, -1, -1, -1, 38843, 38863, 38866, 38920, 34075, 34099, 34102, 34198, 4401, 4423, 4426, 4470,
        34199, 34218, 34221, 34238, 44601, 44621, 44624, 44682, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 26549, 26577, 26580, 26832, 41633, 41653, 41656, 41687, 42796, 42823, 42826, 42843,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15240, 15260, 15263, 15292,
        39578, 39594, 39597, 39614, 41468, 41489, 41492, 41521, -1, -1, -1, -1, 791, 802, 805, 809,
        12745, 12768, 12771, 12997, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39824, 39846, 39849, 39920, 129, 141, 144, 162,
        35950, 35971, 35974, 35990, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39652, 39669, 39672, 39684, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20433, 20449, 20452, 20500, 33169, 33183, 33186, 33203, 42564, 42589, 42592, 42614, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21716, 21735, 21738, 21745, 16849, 16864, 16867, 17359,
        21666, 21683, 21686, 21691, 30871, 30888, 30891, 30925, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42299, 42324, 42327, 42340, -1, -1, -1, -1, 36933, 36951, 36954, 36984, -1, -1, -1, -1,
        -1, -1, -1, -1, 27765, 27788, 27791, 27852, 20855, 20869, 20872, 20917, -1, -1, -1, -1,
        21450, 21458, 21461, 21494, 16808, 16828, 16831, 16848, 30231, 30252, 30255, 30260, -1, -1, -1, -1,
        24102, 24124, 24127, 24149, 24619, 24639, 24642, 24697, -1, -1, -1, -1, -1, -1, -1, -1,
        25985, 26009, 26012, 26044, -1, -1, -1, -1, 11216, 11228, 11231, 11239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8391, 8411, 8414, 8478, -1, -1, -1, -1,
        12276, 12294, 12297, 12410, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35246, 35266, 35269, 35308, -1, -1, -1, -1, -1, -1, -1, -1, 41412, 41434, 41437, 41467,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30317, 30334, 30337, 30341,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15293, 15316, 15319, 15345,
        33592, 33617, 33620, 33657, 44985, 44992, 44995, 45029, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15684, 15709, 15712, 15726, -1, -1, -1, -1, -1, -1, -1, -1, 34810, 34829, 34832, 34848,
        -1, -1, -1, -1, 10682, 10698, 10701, 10721, -1, -1, -1, -1, 37401, 37423, 37426, 37472,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2099, 2124, 2127, 2219, 34273, 34292, 34295, 34312, -1, -1, -1, -1, 10793, 10808, 10811, 10861,
        -1, -1, -1, -1, 41255, 41275, 41278, 41290, 44683, 44711, 44714, 44805, 34612, 34637, 34640, 34660,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41762, 41783, 41786, 41808,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21603, 21623, 21626, 21634,
        -1, -1, -1, -1, 41173, 41189, 41192, 41210, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20918, 20933, 20936, 20989,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42002, 42014, 42017, 42041, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15480, 15498, 15501, 15523, 18238, 18269, 18272, 18359, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32951, 32967, 32970, 32974,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12543, 12568, 12571, 12744, 23874, 23892, 23895, 23915, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33053, 33068, 33071, 33074, 36380, 36400, 36403, 36420, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16333, 16347, 16350, 16358, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23016, 23030, 23033, 23101, 35912, 35931, 35934, 35949, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 16563, 16575, 16578, 16584,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31577, 31600, 31603, 31669,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14810, 14839, 14842, 14957, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32334, 32353, 32356, 32379, -1, -1, -1, -1, 34566, 34585, 34588, 34611,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35588, 35604, 35607, 35635, -1, -1, -1, -1, 2317, 2346, 2349, 2419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31079, 31099, 31102, 31116, -1, -1, -1, -1, 709, 722, 725, 731,
        22619, 22634, 22637, 22740, -1, -1, -1, -1, -1, -1, -1, -1, 2220, 2237, 2240, 2316,
        38139, 38161, 38164, 38194, 33762, 33785, 33788, 33834, 41291, 41305, 41308, 41324, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36539, 36549, 36552, 36557,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30449, 30468, 30471, 30506, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27917, 27941, 27944, 28062, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8769, 8790, 8793, 8880, 13600, 13615, 13618, 13661, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25383, 25407, 25410, 25503, 29783, 29806, 29809, 29882, -1, -1, -1, -1, 23779, 23804, 23807, 23832,
        23961, 23980, 23983, 24043, 44878, 44905, 44908, 44984, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13191, 13213, 13216, 13254,
        39615, 39634, 39637, 39651, -1, -1, -1, -1, 19741, 19763, 19766, 19830, 33937, 33959, 33962, 34009,
        32464, 32488, 32491, 32516, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42894, 42919, 42922, 42943, 27146, 27166, 27169, 27387, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37307, 37321, 37324, 37341, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36421, 36435, 36438, 36459, 5319, 5343, 5346, 5427,
        21692, 21708, 21711, 21715, -1, -1, -1, -1, 31769, 31792, 31795, 31817, -1, -1, -1, -1,
        24779, 24806, 24809, 24873, -1, -1, -1, -1, 33890, 33911, 33914, 33936, 31716, 31743, 31746, 31768,
        40679, 40698, 40701, 40769, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32153, 32173, 32176, 32221, 32009, 32036, 32039, 32057, 36747, 36774, 36777, 36792, 32899, 32914, 32917, 32920,
        1535, 1559, 1562, 1607, 36558, 36591, 36594, 36650, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15346, 15373, 15376, 15448, 27388, 27417, 27420, 27589, 31491, 31517, 31520, 31576, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34239, 34257, 34260, 34272,
        26082, 26109, 26112, 26122, 13083, 13093, 13096, 13130, 30090, 30109, 30112, 30114, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14350, 14380, 14383, 14441, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9566, 9591, 9594, 9787, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39424, 39444, 39447, 39519, -1, -1, -1, -1,
        38195, 38214, 38217, 38318, 42409, 42434, 42437, 42460, 5515, 5528, 5531, 5540, 36886, 36914, 36917, 36932,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31117, 31144, 31147, 31218, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13255, 13273, 13276, 13297, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28352, 28377, 28380, 28434,
        33377, 33394, 33397, 33422, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9314, 9334, 9337, 9477, 40830, 40846, 40849, 40897, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        1660, 1679, 1682, 1987, -1, -1, -1, -1, -1, -1, -1, -1, 30292, 30309, 30312, 30316,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13389, 13407, 13410, 13485,
        -1, -1, -1, -1, 42090, 42108, 42111, 42126, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10318, 10336, 10339, 10367, 29120, 29137, 29140, 29167,
        42259, 42282, 42285, 42298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16770, 16788, 16791, 16807,
        774, 784, 787, 790, 23429, 23444, 23447, 23500, 34849, 34869, 34872, 34914, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4903, 4927, 4930, 5021,
        38491, 38514, 38517, 38593, 18858, 18872, 18875, 18906, 32921, 32940, 32943, 32950, 41901, 41926, 41929, 41955,
        -1, -1, -1, -1, -1, -1, -1, -1, 37728, 37744, 37747, 37802, 18526, 18553, 18556, 18638,
        -1, -1, -1, -1, 28435, 28458, 28461, 28494, -1, -1, -1, -1, -1, -1, -1, -1,
        5022, 5042, 5045, 5098, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        10076, 10090, 10093, 10128, 22429, 22447, 22450, 22505, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24512, 24539, 24542, 24572, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3480, 3502, 3505, 3603,
        -1, -1, -1, -1, 35721, 35740, 35743, 35774, -1, -1, -1, -1, 6661, 6680, 6683, 7387,
        16377, 16392, 16395, 16416, 18754, 18775, 18778, 18857, 4778, 4795, 4798, 4822, 28293, 28323, 28326, 28351,
        31936, 31954, 31957, 31962, -1, -1, -1, -1, 558, 569, 572, 576, 1608, 1626, 1629, 1659,
        26123, 26142, 26145, 26156, 3973, 3989, 3992, 4062, 38999, 39017, 39020, 39085, 44035, 44053, 44056, 44136,
        -1, -1, -1, -1, -1, -1, -1, -1, 21254, 21268, 21271, 21331, 42516, 42540, 42543, 42563,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36651, 36686, 36689, 36746, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43194, 43213, 43216, 43291, -1, -1, -1, -1,
        11253, 11269, 11272, 11284, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42997, 43012, 43015, 43060, 44806, 44825, 44828, 44877, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41956, 41975, 41978, 42001, -1, -1, -1, -1,
        -1, -1, -1, -1, 29883, 29907, 29910, 30089, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15804, 15824, 15827, 15858,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10183, 10203, 10206, 10265,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36460, 36471, 36474, 36485, 24971, 24995, 24998, 25143, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35991, 36015, 36018, 36044, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43089, 43105, 43108, 43193, 24573, 24585, 24588, 24618,
        40280, 40301, 40304, 40395, 37046, 37066, 37069, 37106, -1, -1, -1, -1, 10862, 10884, 10887, 10919,
        -1, -1, -1, -1, 11710, 11727, 11730, 11776, -1, -1, -1, -1, 42341, 42361, 42364, 42381,
        -1, -1, -1, -1, -1, -1, -1, -1, 23916, 23932, 23935, 23960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5428, 5448, 5451, 5514, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4063, 4082, 4085, 4130, 27663, 27688, 27691, 27764, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19466, 19487, 19490, 19496,
        -1, -1, -1, -1, 1988, 2008, 2011, 2098, 44137, 44160, 44163, 44203, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 43061, 43072, 43075, 43088, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10476, 10492, 10495, 10504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29580, 29606, 29609, 29705, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45169, 45188, 45191, 45203, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35775, 35799, 35802, 35818, 39921, 39937, 39940, 40059,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42673, 42706, 42709, 42732,
        39086, 39105, 39108, 39186, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21901, 21922, 21925, 21950, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20595, 20615, 20618, 20638,
        -1, -1, -1, -1, 25196, 25217, 25220, 25267, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10641, 10657, 10660, 10681,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23833, 23852, 23855, 23873,
        21809, 21827, 21830, 21842, -1, -1, -1, -1, 45126, 45143, 45146, 45168, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 16538, 16551, 16554, 16562, -1, -1, -1, -1, -1, -1, -1, -1,
        3894, 3918, 3921, 3972, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13298, 13318, 13321, 13344, -1, -1, -1, -1,
        30397, 30420, 30423, 30448, 32795, 32813, 32816, 32822, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22506, 22519, 22522, 22618,
        -1, -1, -1, -1, 30991, 31007, 31010, 31030, 18029, 18056, 18059, 18112, 3604, 3625, 3628, 3816,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23102, 23114, 23117, 23118, 24908, 24930, 24933, 24970,
        25504, 25528, 25531, 25583, 3225, 3242, 3245, 3266, 41372, 41397, 41400, 41411, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43874, 43894, 43897, 44034,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 732, 743, 746, 750, -1, -1, -1, -1, 4193, 4217, 4220, 4313,
        -1, -1, -1, -1, 16609, 16622, 16625, 16651, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33658, 33679, 33682, 33692, -1, -1, -1, -1, -1, -1, -1, -1,
        30926, 30944, 30947, 30990, 35309, 35327, 35330, 35413, 10005, 10029, 10032, 10075, 26157, 26177, 26180, 26189,
        -1, -1, -1, -1, -1, -1, -1, -1, 21951, 21967, 21970, 21996, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16719, 16745, 16748, 16769, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31219, 31248, 31251, 31324, 37107, 37125, 37128, 37146,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45030, 45049, 45052, 45077, 19939, 19956, 19959, 19976, 35068, 35089, 35092, 35245,
        37803, 37819, 37822, 37848, -1, -1, -1, -1, 21495, 21515, 21518, 21526, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 33025, 33043, 33046, 33052, -1, -1, -1, -1,
        14094, 14110, 14113, 14349, -1, -1, -1, -1, -1, -1, -1, -1, 33140, 33158, 33161, 33168,
        -1, -1, -1, -1, -1, -1, -1, -1, 19831, 19848, 19851, 19938, -1, -1, -1, -1,
        23719, 23743, 23746, 23778, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30115, 30134, 30137, 30143, 16476, 16491, 16494, 16504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17476, 17501, 17504, 17563, 20286, 20300, 20303, 20367,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37473, 37496, 37499, 37541, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10266, 10284, 10287, 10317, -1, -1, -1, -1, 10505, 10523, 10526, 10640,
        13345, 13358, 13361, 13388, 26190, 26209, 26212, 26548, -1, -1, -1, -1, 15524, 15553, 15556, 15603,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31670, 31690, 31693, 31715, 11240, 11247, 11250, 11252, 16289, 16303, 16306, 16314, 25823, 25850, 25853, 25914,
        26924, 26948, 26951, 27082, -1, -1, -1, -1, 38921, 38938, 38941, 38998, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 25584, 25603, 25606, 25665, -1, -1, -1, -1,
        10129, 10146, 10149, 10182, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42042, 42058, 42061, 42089, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36793, 36822, 36825, 36841, -1, -1, -1, -1, 35505, 35526, 35529, 35549, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30206, 30223, 30226, 30230, 32380, 32391, 32394, 32413,
        -1, -1, -1, -1, 40144, 40159, 40162, 40178, 2651, 2663, 2666, 2729, -1, -1, -1, -1,
        -1, -1, -1, -1, 8549, 8573, 8576, 8768, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33110, 33123, 33126, 33139, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 22174, 22194, 22197, 22243, -1, -1, -1, -1,
        28987, 29008, 29011, 29119, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2862, 2886, 2889, 2895, 25268, 25295, 25298, 25382, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34661, 34680, 34683, 34714, 16505, 16522, 16525, 16537,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43818, 43836, 43839, 43873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32823, 32842, 32845, 32852, 42152, 42181, 42184, 42203, 13829, 13845, 13848, 13905,
        -1, -1, -1, -1, 30552, 30574, 30577, 30652, -1, -1, -1, -1, -1, -1, -1, -1,
        2833, 2853, 2856, 2861, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11191, 11204, 11207, 11215, -1, -1, -1, -1, -1, -1, -1, -1, 13486, 13506, 13509, 13542,
        -1, -1, -1, -1, 3164, 3190, 3193, 3224, -1, -1, -1, -1, 31031, 31049, 31052, 31078,
        37665, 37685, 37688, 37727, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25915, 25940, 25943, 25984, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44546, 44567, 44570, 44600, 36102, 36120, 36123, 36139,
        31405, 31433, 31436, 31490, 13131, 13151, 13154, 13190, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 34460, 34479, 34482, 34508, 35864, 35877, 35880, 35911, 35819, 35841, 35844, 35863,
        23674, 23689, 23692, 23718, 28885, 28910, 28913, 28986, 36045, 36071, 36074, 36101, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31325, 31351, 31354, 31404, 29168, 29187, 29190, 29287,
        -1, -1, -1, -1, 22382, 22402, 22405, 22428, -1, -1, -1, -1, -1, -1, -1, -1,
        2896, 2909, 2912, 2918, 35550, 35568, 35571, 35587, 41853, 41878, 41881, 41900, 28563, 28586, 28589, 28693,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41015, 41031, 41034, 41055, 9907, 9929, 9932, 10004,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22244, 22266, 22269, 22316,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 11893, 11906, 11909, 12013,
        -1, -1, -1, -1, 11777, 11787, 11790, 11892, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21635, 21651, 21654, 21665, 2599, 2612, 2615, 2650, 43431, 43445, 43448, 43513, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34401, 34417, 34420, 34459, -1, -1, -1, -1,
        -1, -1, -1, -1, 2942, 2956, 2959, 2994, 13906, 13921, 13924, 13959, 32853, 32868, 32871, 32874,
        42615, 42642, 42645, 42672, 42733, 42768, 42771, 42795, 34313, 34331, 34334, 34400, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33693, 33717, 33720, 33761,
        37542, 37562, 37565, 37607, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32660, 32679, 32682, 32706, 19497, 19517, 19520, 19634, 32707, 32728, 32731, 32756, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30173, 30194, 30197, 30205,
        19302, 19323, 19326, 19387, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22915, 22939, 22942, 23015, 14509, 14532, 14535, 14617, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4508, 4527, 4530, 4534,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29706, 29725, 29728, 29782, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26833, 26857, 26860, 26923, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17564, 17587, 17590, 17678, 34715, 34734, 34737, 34809,
        32975, 32992, 32995, 33000, 39187, 39204, 39207, 39239, -1, -1, -1, -1, 2806, 2824, 2827, 2832,
        274, 291, 294, 307, 6579, 6599, 6602, 6660, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 8881, 8906, 8909, 9086, 12411, 12428, 12431, 12542, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40770, 40782, 40785, 40829, -1, -1, -1, -1, -1, -1, -1, -1, 4648, 4671, 4674, 4706,
        42944, 42971, 42974, 42996, -1, -1, -1, -1, 43686, 43708, 43711, 43817, 17360, 17386, 17389, 17475,
        20769, 20785, 20788, 20854, -1, -1, -1, -1, -1, -1, -1, -1, 11285, 11295, 11298, 11304,
        -1, -1, -1, -1, -1, -1, -1, -1, 21181, 21194, 21197, 21253, -1, -1, -1, -1,
        30796, 30817, 30820, 30870, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27853, 27869, 27872, 27916, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23636, 23652, 23655, 23673, -1, -1, -1, -1,
        15859, 15883, 15886, 15965, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18360, 18387, 18390, 18479,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23501, 23519, 23522, 23586, -1, -1, -1, -1, 2995, 3006, 3009, 3114,
        8523, 8536, 8539, 8548, 36985, 37003, 37006, 37045, 36300, 36322, 36325, 36341, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 38443, 38458, 38461, 38490, -1, -1, -1, -1,
        -1, -1, -1, -1, 45243, 45257, 45260, 45292, -1, -1, -1, -1, -1, -1, -1, -1,
        41211, 41223, 41226, 41254, 41522, 41542, 41545, 41568, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23308, 23320, 23323, 23339, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2730, 2741, 2744, 2752, 36201, 36219, 36222, 36238, 2753, 2771, 2774, 2783,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11152, 11171, 11174, 11190,
        20368, 20391, 20394, 20432, -1, -1, -1, -1, 17798, 17826, 17829, 18028, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34509, 34527, 34530, 34565, 34915, 34933, 34936, 34964, 1363, 1387, 1390, 1448, 368, 380, 383, 388,
        31963, 31988, 31991, 32008, 10368, 10384, 10387, 10475, 18907, 18921, 18924, 18976, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41809, 41832, 41835, 41852, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 9087, 9108, 9111, 9172, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4471, 4489, 4492, 4507, 19217, 19236, 19239, 19301, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28808, 28825, 28828, 28884, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28063, 28096, 28099, 28152, 33289, 33323, 33326, 33376, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 39520, 39542, 39545, 39577, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39240, 39258, 39261, 39305,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15727, 15752, 15755, 15769, 16456, 16467, 16470, 16475,
        -1, -1, -1, -1, -1, -1, -1, -1, 18639, 18662, 18665, 18753, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38319, 38338, 38341, 38442, -1, -1, -1, -1, -1, -1, -1, -1,
        10920, 10939, 10942, 10956, 8479, 8495, 8498, 8522, -1, -1, -1, -1, -1, -1, -1, -1,
        21746, 21765, 21768, 21776, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        5099, 5118, 5121, 5173, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33075, 33085, 33088, 33109, 15966, 15990, 15993, 16078, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32058, 32083, 32086, 32103,
        39685, 39705, 39708, 39823, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16315, 16327, 16330, 16332, 42844, 42873, 42876, 42893, -1, -1, -1, -1,
        37608, 37627, 37630, 37664, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37239, 37256, 37259, 37306,
        -1, -1, -1, -1, 27083, 27103, 27106, 27145, 36140, 36160, 36163, 36180, -1, -1, -1, -1,
        -1, -1, -1, -1, 31849, 31872, 31875, 31890, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18113, 18148, 18151, 18237, -1, -1, -1, -1, 11305, 11318, 11321, 11474, 24150, 24177, 24180, 24232,
        35460, 35482, 35485, 35504, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 2784, 2798, 2801, 2805, -1, -1, -1, -1,
        -1, -1, -1, -1, 30507, 30526, 30529, 30551, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20067, 20082, 20085, 20188, 22086, 22096, 22099, 22113,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42127, 42139, 42142, 42151, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23228, 23242, 23245, 23307, 45204, 45223, 45226, 45242, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14958, 14987, 14990, 15105, -1, -1, -1, -1,
        36239, 36259, 36262, 36279, 44204, 44223, 44226, 44303, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13714, 13733, 13736, 13828, 5250, 5274, 5277, 5318, 39306, 39325, 39328, 39423, -1, -1, -1, -1,
        20189, 20211, 20214, 20285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31818, 31835, 31838, 31848, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15770, 15786, 15789, 15803, 41094, 41115, 41118, 41172, 15173, 15199, 15202, 15239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37990, 38014, 38017, 38138, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21565, 21588, 21591, 21602, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33835, 33858, 33861, 33889, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9788, 9809, 9812, 9869,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30653, 30669, 30672, 30730,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16256, 16273, 16276, 16288, -1, -1, -1, -1, -1, -1, -1, -1, 11547, 11570, 11573, 11614,
        10722, 10739, 10742, 10792, -1, -1, -1, -1, -1, -1, -1, -1, 10957, 10974, 10977, 11024,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36280, 36287, 36290, 36299, -1, -1, -1, -1, -1, -1, -1, -1,
        21064, 21080, 21083, 21180, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32613, 32632, 32635, 32659,
        35414, 35432, 35435, 35459, -1, -1, -1, -1, 21777, 21797, 21800, 21808, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40179, 40196, 40199, 40279, -1, -1, -1, -1, -1, -1, -1, -1,
        16118, 16144, 16147, 16173, -1, -1, -1, -1, 20639, 20657, 20660, 20768, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 2919, 2932, 2935, 2941, 16174, 16187, 16190, 16203,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14442, 14472, 14475, 14508,
        32222, 32247, 32250, 32333, -1, -1, -1, -1, 24698, 24722, 24725, 24778, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11025, 11042, 11045, 11151, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32875, 32891, 32894, 32898, 35015, 35033, 35036, 35067,
        -1, -1, -1, -1, -1, -1, -1, -1, 41569, 41592, 41595, 41632, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45293, 45314, 45317, 45324, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41056, 41070, 41073, 41093,
        -1, -1, -1, -1, -1, -1, -1, -1, 14725, 14749, 14752, 14809, -1, -1, -1, -1,
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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47409, 47429, 47432, 47446,
        -1, -1, -1, -1, 25229, 25241, 25244, 25276, 11588, 11612, 11615, 11698, -1, -1, -1, -1,
        8619, 8639, 8642, 8789, 39709, 39727, 39730, 39779, 25982, 26006, 26009, 26038, 47509, 47523, 47526, 47590,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 34397, 34416, 34419, 34468, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21147, 21167, 21170, 21230, 21889, 21910, 21913, 21998, 30687, 30704, 30707, 30835,
        -1, -1, -1, -1, -1, -1, -1, -1, 50910, 50936, 50939, 50990, -1, -1, -1, -1,
        40671, 40697, 40700, 40799, -1, -1, -1, -1, -1, -1, -1, -1, 14833, 14851, 14854, 14884,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35801, 35818, 35821, 36091, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59656, 59682, 59685, 59711, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2165, 2191, 2194, 2290, -1, -1, -1, -1, -1, -1, -1, -1,
        23597, 23623, 23626, 23690, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72369, 72393, 72396, 72440, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37427, 37445, 37448, 37478,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 66701, 66725, 66728, 66752, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45958, 45975, 45978, 46422,
        59314, 59341, 59344, 59368, -1, -1, -1, -1, 25548, 25558, 25561, 25577, 7119, 7138, 7141, 7230,
        -1, -1, -1, -1, -1, -1, -1, -1, 69301, 69335, 69338, 69391, 72110, 72128, 72131, 72197,
        -1, -1, -1, -1, 51856, 51875, 51878, 51939, 64773, 64787, 64790, 64875, 52396, 52416, 52419, 52450,
        17737, 17754, 17757, 17893, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        11699, 11723, 11726, 13266, 32844, 32858, 32861, 32991, 25512, 25523, 25526, 25547, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21325, 21341, 21344, 21396, 67998, 68029, 68032, 68078, -1, -1, -1, -1, 34657, 34677, 34680, 34762,
        -1, -1, -1, -1, -1, -1, -1, -1, 5711, 5723, 5726, 5837, -1, -1, -1, -1,
        -1, -1, -1, -1, 51073, 51100, 51103, 51156, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54614, 54636, 54639, 54679, 30286, 30304, 30307, 30424, 14438, 14463, 14466, 14525,
        -1, -1, -1, -1, -1, -1, -1, -1, 29044, 29054, 29057, 29133, -1, -1, -1, -1,
        -1, -1, -1, -1, 51811, 51827, 51830, 51855, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43370, 43395, 43398, 43442, 62693, 62720, 62723, 62866, -1, -1, -1, -1,
        -1, -1, -1, -1, 25756, 25768, 25771, 25783, -1, -1, -1, -1, 50419, 50444, 50447, 50474,
        -1, -1, -1, -1, 50507, 50532, 50535, 50586, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18359, 18387, 18390, 18775, 24115, 24131, 24134, 24167, 29706, 29728, 29731, 29895, 52120, 52140, 52143, 52211,
        53800, 53831, 53834, 53932, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7917, 7936, 7939, 8042, 240, 257, 260, 284,
        45001, 45017, 45020, 45194, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36666, 36688, 36691, 36760, -1, -1, -1, -1,
        -1, -1, -1, -1, 69211, 69244, 69247, 69300, -1, -1, -1, -1, -1, -1, -1, -1,
        65242, 65259, 65262, 65373, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58502, 58520, 58523, 58547, -1, -1, -1, -1, 58727, 58740, 58743, 58749, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53198, 53230, 53233, 53323, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33735, 33758, 33761, 33777, -1, -1, -1, -1,
        22802, 22825, 22828, 22993, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57047, 57073, 57076, 57169, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44673, 44700, 44703, 44790,
        -1, -1, -1, -1, 5064, 5082, 5085, 5229, 36394, 36414, 36417, 36484, 58681, 58692, 58695, 58726,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38601, 38626, 38629, 38778, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72198, 72216, 72219, 72368, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50310, 50334, 50337, 50366, 21776, 21796, 21799, 21888, -1, -1, -1, -1, 1955, 1981, 1984, 2049,
        58121, 58128, 58131, 58142, 68404, 68426, 68429, 68430, -1, -1, -1, -1, 58455, 58474, 58477, 58501,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49379, 49406, 49409, 49504, 51667, 51689, 51692, 51737, -1, -1, -1, -1,
        38039, 38059, 38062, 38100, 60178, 60198, 60201, 60236, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8489, 8512, 8515, 8618, 27728, 27753, 27756, 27929,
        62540, 62559, 62562, 62692, 73213, 73230, 73233, 73265, -1, -1, -1, -1, -1, -1, -1, -1,
        40472, 40491, 40494, 40540, 34143, 34155, 34158, 34236, 17500, 17521, 17524, 17627, 44212, 44236, 44239, 44349,
        -1, -1, -1, -1, -1, -1, -1, -1, 68431, 68456, 68459, 68526, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65374, 65391, 65394, 65491, -1, -1, -1, -1,
        20086, 20107, 20110, 20222, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 66124, 66137, 66140, 66181, 60237, 60250, 60253, 60297, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47273, 47292, 47295, 47303, 69869, 69894, 69897, 69943,
        70630, 70657, 70660, 70824, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48089, 48105, 48108, 48220, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38300, 38331, 38334, 38600, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6822, 6832, 6835, 7010, 65964, 65984, 65987, 66123, -1, -1, -1, -1,
        -1, -1, -1, -1, 33570, 33580, 33583, 33630, -1, -1, -1, -1, 39334, 39353, 39356, 39392,
        35084, 35104, 35107, 35192, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29896, 29912, 29915, 30065, -1, -1, -1, -1, -1, -1, -1, -1,
        8790, 8814, 8817, 10155, 14133, 14155, 14158, 14273, -1, -1, -1, -1, -1, -1, -1, -1,
        32067, 32081, 32084, 32260, 36579, 36599, 36602, 36665, 68079, 68102, 68105, 68140, 25843, 25855, 25858, 25860,
        33428, 33441, 33444, 33569, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24372, 24401, 24404, 24491, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3669, 3690, 3693, 3992, 40800, 40825, 40828, 40929, -1, -1, -1, -1,
        25059, 25082, 25085, 25104, -1, -1, -1, -1, 4728, 4754, 4757, 4805, 53933, 53966, 53969, 54067,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67155, 67184, 67187, 67260,
        34469, 34489, 34492, 34520, -1, -1, -1, -1, 68718, 68745, 68748, 68815, -1, -1, -1, -1,
        -1, -1, -1, -1, 71146, 71166, 71169, 71204, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36946, 36963, 36966, 37114,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4927, 4944, 4947, 5063, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61452, 61474, 61477, 61672,
        -1, -1, -1, -1, -1, -1, -1, -1, 55937, 55955, 55958, 56039, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60402, 60423, 60426, 60455, 31204, 31225, 31228, 31358,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52704, 52720, 52723, 52733,
        -1, -1, -1, -1, 6200, 6218, 6221, 6291, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7304, 7324, 7327, 7463,
        41238, 41262, 41265, 41274, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6484, 6513, 6516, 6617, 25432, 25442, 25445, 25449,
        874, 888, 891, 909, 25277, 25290, 25293, 25305, 44123, 44147, 44150, 44211, 65492, 65510, 65513, 65655,
        67839, 67869, 67872, 67918, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 34568, 34584, 34587, 34656, 70962, 70984, 70987, 71145, -1, -1, -1, -1,
        -1, -1, -1, -1, 62867, 62887, 62890, 63006, 54680, 54704, 54707, 54881, 6618, 6640, 6643, 6729,
        54882, 54901, 54904, 54934, 72532, 72552, 72555, 72654, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 41938, 41966, 41969, 42401, 67097, 67117, 67120, 67154, 69721, 69748, 69751, 69793,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23775, 23795, 23798, 23882,
        64071, 64087, 64090, 64111, 66885, 66906, 66909, 66967, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        19627, 19650, 19653, 20085, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64459, 64481, 64484, 64606, 177, 189, 192, 210,
        57570, 57591, 57594, 57618, -1, -1, -1, -1, 52029, 52048, 52051, 52119, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64152, 64169, 64172, 64202, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31952, 31968, 31971, 32066, 52910, 52924, 52927, 52944, 69056, 69081, 69084, 69126, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33965, 33984, 33987, 34005, 26291, 26306, 26309, 27141,
        33908, 33925, 33928, 33938, 34763, 34784, 34787, 34869, 48332, 48349, 48352, 48395, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68266, 68291, 68294, 68329, -1, -1, -1, -1, 59772, 59790, 59793, 59856, -1, -1, -1, -1,
        -1, -1, -1, -1, 43545, 43568, 43571, 43650, 32644, 32658, 32661, 32737, -1, -1, -1, -1,
        33631, 33639, 33642, 33696, 26242, 26262, 26265, 26290, 47374, 47395, 47398, 47408, -1, -1, -1, -1,
        38101, 38123, 38126, 38161, 38953, 38973, 38976, 39066, -1, -1, -1, -1, -1, -1, -1, -1,
        41149, 41173, 41176, 41237, 51522, 51544, 51547, 51592, 17042, 17054, 17057, 17076, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13267, 13287, 13290, 13420, -1, -1, -1, -1,
        18776, 18794, 18797, 19014, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56411, 56431, 56434, 56515, -1, -1, -1, -1, -1, -1, -1, -1, 66798, 66820, 66823, 66884,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47480, 47497, 47500, 47508,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23883, 23906, 23909, 23952,
        54068, 54093, 54096, 54179, 73114, 73121, 73124, 73164, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24492, 24517, 24520, 24540, -1, -1, -1, -1, -1, -1, -1, -1, 55744, 55763, 55766, 55799,
        -1, -1, -1, -1, 16186, 16202, 16205, 16232, -1, -1, -1, -1, 60456, 60478, 60481, 60537,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3105, 3130, 3133, 3312, 54976, 54995, 54998, 55033, -1, -1, -1, -1, 16351, 16366, 16369, 16458,
        -1, -1, -1, -1, 66612, 66632, 66635, 66666, 72655, 72683, 72686, 72824, 55476, 55501, 55504, 55540,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67261, 67282, 67285, 67307,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33823, 33843, 33846, 33860,
        -1, -1, -1, -1, 66454, 66470, 66473, 66513, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32738, 32753, 32756, 32843,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67568, 67580, 67583, 67637, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24168, 24186, 24189, 24253, 28675, 28706, 28709, 28848, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52643, 52659, 52662, 52670,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19246, 19271, 19274, 19626, 37793, 37811, 37814, 37852, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52766, 52781, 52784, 52787, 58548, 58568, 58571, 58597, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25404, 25418, 25421, 25431, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36248, 36262, 36265, 36374, 57523, 57542, 57545, 57569, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 25730, 25742, 25745, 25755,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49885, 49908, 49911, 50025,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23127, 23156, 23159, 23360, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51425, 51444, 51447, 51487, -1, -1, -1, -1, 55400, 55419, 55422, 55475,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56958, 56974, 56977, 57046, -1, -1, -1, -1, 3462, 3491, 3494, 3668,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48588, 48608, 48611, 48634, -1, -1, -1, -1, 980, 993, 996, 1014,
        35575, 35590, 35593, 35800, -1, -1, -1, -1, -1, -1, -1, -1, 3313, 3330, 3333, 3461,
        61900, 61922, 61925, 61955, 54306, 54329, 54332, 54387, 66667, 66681, 66684, 66700, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58750, 58760, 58763, 58768,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47665, 47684, 47687, 47765, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43779, 43803, 43806, 43957, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13729, 13750, 13753, 13840, 21231, 21246, 21249, 21324, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40077, 40101, 40104, 40265, 46720, 46743, 46746, 46871, -1, -1, -1, -1, 37655, 37680, 37683, 37735,
        37910, 37929, 37932, 38038, 58191, 58210, 58213, 58237, 72948, 72975, 72978, 73113, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20516, 20538, 20541, 20599,
        64112, 64131, 64134, 64151, 68889, 68914, 68917, 68970, 30836, 30858, 30861, 30980, 54530, 54552, 54555, 54613,
        51738, 51762, 51765, 51810, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36485, 36506, 36509, 36578,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70020, 70045, 70048, 70094, 42916, 42936, 42939, 43167, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60367, 60381, 60384, 60401, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58598, 58612, 58615, 58650, 8157, 8181, 8184, 8305,
        33939, 33955, 33958, 33964, -1, -1, -1, -1, 50165, 50188, 50191, 50217, -1, -1, -1, -1,
        39198, 39225, 39228, 39333, -1, -1, -1, -1, 54475, 54496, 54499, 54529, 50090, 50117, 50120, 50164,
        58143, 58161, 58164, 58190, 61007, 61029, 61032, 61229, 65656, 65675, 65678, 65759, -1, -1, -1, -1,
        51157, 51177, 51180, 51265, 50746, 50773, 50776, 50827, 59427, 59454, 59457, 59479, 52575, 52590, 52593, 52601,
        2291, 2315, 2318, 2414, 59040, 59073, 59076, 59174, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23953, 23980, 23983, 24114, 43168, 43197, 43200, 43369, 49751, 49777, 49780, 49884, 50828, 50853, 50856, 50909,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54935, 54953, 54956, 54975,
        41275, 41302, 41305, 41317, 20223, 20233, 20236, 20270, 47205, 47224, 47227, 47237, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22420, 22450, 22453, 22565, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14526, 14551, 14554, 14747, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63806, 63826, 63829, 63958, -1, -1, -1, -1,
        61956, 61975, 61978, 62120, 68622, 68647, 68650, 68717, 8457, 8470, 8473, 8488, 59712, 59740, 59743, 59771,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48946, 48973, 48976, 49098, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20725, 20743, 20746, 20783, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44439, 44464, 44467, 44567,
        53452, 53469, 53472, 53528, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14274, 14294, 14297, 14437, 65858, 65874, 65877, 65963, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2491, 2510, 2513, 2993, -1, -1, -1, -1, -1, -1, -1, -1, 47447, 47464, 47467, 47479,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20914, 20932, 20935, 21052,
        -1, -1, -1, -1, 67698, 67716, 67719, 67734, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15546, 15564, 15567, 15623, 45671, 45688, 45691, 45751,
        68204, 68227, 68230, 68265, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26197, 26215, 26218, 26241,
        1081, 1091, 1094, 1108, 37115, 37130, 37133, 37265, 55800, 55820, 55823, 55875, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7464, 7488, 7491, 7633,
        57619, 57643, 57646, 57695, 29529, 29543, 29546, 29609, 52602, 52621, 52624, 52642, 62399, 62422, 62425, 62539,
        67426, 67451, 67454, 67494, -1, -1, -1, -1, 48635, 48662, 48665, 48789, 29134, 29161, 29164, 29268,
        60845, 60861, 60864, 60949, 44568, 44591, 44594, 44672, -1, -1, -1, -1, -1, -1, -1, -1,
        7634, 7654, 7657, 7794, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15161, 15175, 15178, 15247, 35266, 35284, 35287, 35388, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38779, 38806, 38809, 38863, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5230, 5252, 5255, 5404,
        -1, -1, -1, -1, 57170, 57189, 57192, 57230, -1, -1, -1, -1, 10292, 10311, 10314, 11587,
        25450, 25465, 25468, 25511, 29403, 29424, 29427, 29528, 7231, 7248, 7251, 7303, 44350, 44380, 44383, 44438,
        50475, 50493, 50496, 50506, -1, -1, -1, -1, 770, 781, 784, 794, 2415, 2433, 2436, 2490,
        41318, 41337, 41340, 41351, 5948, 5964, 5967, 6099, 63156, 63174, 63177, 63287, 71749, 71767, 71770, 71890,
        -1, -1, -1, -1, -1, -1, -1, -1, 33307, 33321, 33324, 33427, 68816, 68840, 68843, 68888,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59175, 59210, 59213, 59313, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70482, 70501, 70504, 70629, -1, -1, -1, -1,
        17094, 17110, 17113, 17134, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70172, 70187, 70190, 70273, 72825, 72844, 72847, 72947, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67495, 67514, 67517, 67567, -1, -1, -1, -1,
        -1, -1, -1, -1, 46872, 46896, 46899, 47204, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24640, 24660, 24663, 24723,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 15344, 15364, 15367, 15454,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58651, 58662, 58665, 58680, 39469, 39493, 39496, 39708, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57774, 57798, 57801, 57850, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70311, 70327, 70330, 70481, 38864, 38876, 38879, 38952,
        65071, 65092, 65095, 65241, 59928, 59948, 59951, 60005, -1, -1, -1, -1, 16459, 16481, 16484, 16542,
        -1, -1, -1, -1, 17894, 17911, 17914, 17974, -1, -1, -1, -1, 68330, 68350, 68353, 68403,
        -1, -1, -1, -1, -1, -1, -1, -1, 37853, 37869, 37872, 37909, 20661, 20680, 20683, 20724,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8306, 8326, 8329, 8456, 58407, 58425, 58428, 58454, -1, -1, -1, -1,
        -1, -1, -1, -1, 6100, 6119, 6122, 6199, 43443, 43468, 43471, 43544, -1, -1, -1, -1,
        20353, 20374, 20377, 20437, 68971, 68997, 69000, 69055, 69574, 69601, 69604, 69646, 30425, 30446, 30449, 30455,
        -1, -1, -1, -1, 2994, 3014, 3017, 3104, 71891, 71914, 71917, 71984, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 70274, 70285, 70288, 70310, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15790, 15806, 15809, 15840, 69647, 69675, 69678, 69720,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46423, 46449, 46452, 46626, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73320, 73339, 73342, 73367, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57231, 57255, 57258, 57287, 64607, 64623, 64626, 64772,
        -1, -1, -1, -1, 57696, 57721, 57724, 57773, -1, -1, -1, -1, 69392, 69425, 69428, 69481,
        63288, 63307, 63310, 63431, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34237, 34258, 34261, 34321, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32261, 32281, 32284, 32309,
        -1, -1, -1, -1, 39780, 39801, 39804, 39898, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16135, 16151, 16154, 16185,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37736, 37755, 37758, 37792,
        34098, 34116, 34119, 34142, -1, -1, -1, -1, 73266, 73283, 73286, 73319, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 25683, 25696, 25699, 25729, -1, -1, -1, -1, -1, -1, -1, -1,
        5838, 5862, 5865, 5947, 68141, 68165, 68168, 68203, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20784, 20804, 20807, 20848, -1, -1, -1, -1,
        47591, 47614, 47617, 47664, 52451, 52469, 52472, 52480, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35389, 35402, 35405, 35574,
        -1, -1, -1, -1, 48472, 48488, 48491, 48525, 28268, 28295, 28298, 28450, 5405, 5426, 5429, 5710,
        20271, 20291, 20294, 20352, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        25861, 25885, 25888, 25919, -1, -1, -1, -1, 36375, 36387, 36390, 36393, 39393, 39415, 39418, 39468,
        40266, 40290, 40293, 40371, 4880, 4897, 4900, 4926, 58769, 58802, 58805, 58903, 66753, 66778, 66781, 66797,
        -1, -1, -1, -1, 26100, 26118, 26121, 26146, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71483, 71503, 71506, 71748,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6292, 6316, 6319, 6483,
        -1, -1, -1, -1, 25784, 25797, 25800, 25842, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54180, 54201, 54204, 54215, -1, -1, -1, -1, -1, -1, -1, -1,
        48396, 48414, 48417, 48471, 56516, 56534, 56537, 56700, 15052, 15076, 15079, 15160, 41352, 41372, 41375, 41385,
        -1, -1, -1, -1, -1, -1, -1, -1, 34322, 34338, 34341, 34396, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26039, 26065, 26068, 26099, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53664, 53696, 53699, 53799, -1, -1, -1, -1, 49099, 49128, 49131, 49255, 60121, 60139, 60142, 60177,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73165, 73184, 73187, 73212, 31149, 31166, 31169, 31203, 56112, 56133, 56136, 56410,
        60950, 60966, 60969, 61006, -1, -1, -1, -1, 33697, 33717, 33720, 33734, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 52734, 52752, 52755, 52765, -1, -1, -1, -1,
        21999, 22015, 22018, 22419, -1, -1, -1, -1, -1, -1, -1, -1, 52868, 52886, 52889, 52909,
        -1, -1, -1, -1, -1, -1, -1, -1, 30981, 30998, 31001, 31148, -1, -1, -1, -1,
        37582, 37606, 37609, 37654, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47238, 47257, 47260, 47272, 25601, 25616, 25619, 25636, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27361, 27386, 27389, 27521, 31748, 31762, 31765, 31869,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60538, 60561, 60564, 60623, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15455, 15473, 15476, 15545, -1, -1, -1, -1, 15841, 15859, 15862, 16134,
        20849, 20862, 20865, 20913, 41386, 41405, 41408, 41937, -1, -1, -1, -1, 24254, 24283, 24286, 24371,
        -1, -1, -1, -1, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50026, 50046, 50049, 50089, 17077, 17084, 17087, 17093, 25346, 25360, 25363, 25375, 40930, 40957, 40960, 41061,
        42546, 42570, 42573, 42809, -1, -1, -1, -1, 63007, 63024, 63027, 63155, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50587, 50613, 50616, 50665, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 40372, 40391, 40394, 40471, -1, -1, -1, -1,
        15248, 15265, 15268, 15343, 57475, 57495, 57498, 57522, -1, -1, -1, -1, -1, -1, -1, -1,
        67638, 67654, 67657, 67697, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59480, 59509, 59512, 59536, -1, -1, -1, -1, 56835, 56856, 56859, 56902, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47341, 47358, 47361, 47373, 51488, 51499, 51502, 51521,
        -1, -1, -1, -1, 64876, 64891, 64894, 64926, 4065, 4077, 4080, 4179, 59537, 59563, 59566, 59594,
        -1, -1, -1, -1, 13509, 13533, 13536, 13728, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52822, 52835, 52838, 52867, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 34870, 34890, 34893, 34975, -1, -1, -1, -1,
        45504, 45525, 45528, 45670, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4331, 4355, 4358, 4377, 39899, 39926, 39929, 40076, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 55541, 55560, 55563, 55611, 25637, 25654, 25657, 25682,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59369, 59397, 59400, 59426, 71380, 71398, 71401, 71482, -1, -1, -1, -1,
        -1, -1, -1, -1, 52481, 52500, 52503, 52517, 67919, 67948, 67951, 67997, 21578, 21594, 21597, 21698,
        -1, -1, -1, -1, 47836, 47858, 47861, 47951, -1, -1, -1, -1, -1, -1, -1, -1,
        4302, 4322, 4325, 4330, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16999, 17012, 17015, 17041, -1, -1, -1, -1, -1, -1, -1, -1, 21053, 21073, 21076, 21146,
        -1, -1, -1, -1, 4806, 4832, 4835, 4879, 57977, 57996, 57999, 58024, 48526, 48544, 48547, 48587,
        60766, 60786, 60789, 60844, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41062, 41087, 41090, 41148, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72441, 72462, 72465, 72531, 58025, 58043, 58046, 58071,
        49626, 49654, 49657, 49750, 20438, 20458, 20461, 20515, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 55243, 55262, 55265, 55300, 57357, 57370, 57373, 57427, 57288, 57310, 57313, 57356,
        37522, 37537, 37540, 37581, 45358, 45383, 45386, 45503, 57851, 57877, 57880, 57929, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49505, 49531, 49534, 49625, 45752, 45771, 45774, 45957,
        -1, -1, -1, -1, 35193, 35213, 35216, 35265, -1, -1, -1, -1, -1, -1, -1, -1,
        4378, 4391, 4394, 4402, 56903, 56921, 56924, 56957, 67368, 67393, 67396, 67425, 44791, 44814, 44817, 45000,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 66182, 66198, 66201, 66242, 14885, 14907, 14910, 15051,
        59595, 59622, 59625, 59655, -1, -1, -1, -1, -1, -1, -1, -1, 34976, 34998, 35001, 35083,
        49256, 49282, 49285, 49378, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 18170, 18183, 18186, 18358,
        52945, 52977, 52980, 53070, 17975, 17985, 17988, 18169, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33861, 33877, 33880, 33907, 3993, 4006, 4009, 4064, 70825, 70839, 70842, 70961, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 55158, 55174, 55177, 55242, -1, -1, -1, -1,
        -1, -1, -1, -1, 4430, 4444, 4447, 4508, 21699, 21714, 21717, 21775, 52518, 52533, 52536, 52546,
        69127, 69154, 69157, 69210, 69482, 69517, 69520, 69573, 55034, 55052, 55055, 55157, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54216, 54240, 54243, 54305,
        60624, 60644, 60647, 60705, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52212, 52231, 52234, 52302, 30456, 30476, 30479, 30686, 52303, 52324, 52327, 52395, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53071, 53104, 53107, 53197, -1, -1, -1, -1, 47304, 47325, 47328, 47340,
        30174, 30195, 30198, 30285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36092, 36116, 36119, 36247, 20600, 20618, 20621, 20660, 22644, 22667, 22670, 22801,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6783, 6802, 6805, 6821,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46627, 46646, 46649, 46719, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42402, 42426, 42429, 42545, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27522, 27545, 27548, 27727, 55612, 55631, 55634, 55743,
        52671, 52688, 52691, 52703, 63432, 63449, 63452, 63522, -1, -1, -1, -1, 4275, 4293, 4296, 4301,
        352, 369, 372, 396, 10156, 10176, 10179, 10291, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 13841, 13866, 13869, 14046, 19015, 19032, 19035, 19245, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65760, 65772, 65775, 65857, -1, -1, -1, -1, -1, -1, -1, -1, 7011, 7034, 7037, 7118,
        70095, 70122, 70125, 70171, -1, -1, -1, -1, 71205, 71227, 71230, 71379, 27142, 27168, 27171, 27360,
        32523, 32539, 32542, 32643, 68527, 68553, 68556, 68621, -1, -1, -1, -1, 17135, 17145, 17148, 17175,
        -1, -1, -1, -1, -1, -1, -1, -1, 33158, 33171, 33174, 33306, -1, -1, -1, -1,
        48221, 48242, 48245, 48331, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43651, 43667, 43670, 43778, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37479, 37495, 37498, 37521, -1, -1, -1, -1,
        24724, 24748, 24751, 24880, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28849, 28876, 28879, 29043,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37266, 37284, 37287, 37426, -1, -1, -1, -1, 4509, 4520, 4523, 4727,
        13477, 13490, 13493, 13508, 59857, 59875, 59878, 59927, 58356, 58378, 58381, 58406, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 62324, 62339, 62342, 62398, -1, -1, -1, -1,
        -1, -1, -1, -1, 73419, 73433, 73436, 73510, -1, -1, -1, -1, -1, -1, -1, -1,
        66514, 66526, 66529, 66611, 66968, 66988, 66991, 67031, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36877, 36889, 36892, 36945, -1, -1, -1, -1, -1, -1, -1, -1, 58904, 58938, 58941, 59039,
        -1, -1, -1, -1, 4180, 4191, 4194, 4203, 58238, 58256, 58259, 58283, 4204, 4222, 4225, 4252,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16947, 16966, 16969, 16998,
        31870, 31893, 31896, 31951, -1, -1, -1, -1, 27930, 27958, 27961, 28267, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55301, 55319, 55322, 55399, 55876, 55894, 55897, 55936, 2050, 2074, 2077, 2164, 490, 502, 505, 519,
        50666, 50691, 50694, 50745, 15624, 15640, 15643, 15789, 29610, 29624, 29627, 29705, -1, -1, -1, -1,
        69944, 69970, 69973, 70019, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67308, 67331, 67334, 67367, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60063, 60082, 60085, 60120, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14047, 14068, 14071, 14132, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53529, 53560, 53563, 53663,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6730, 6748, 6751, 6782, 30066, 30085, 30088, 30173, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45195, 45212, 45215, 45357, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43958, 43991, 43994, 44122, 53324, 53358, 53361, 53451, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 63959, 63981, 63984, 64070, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63523, 63541, 63544, 63622,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24541, 24566, 24569, 24591, 25578, 25589, 25592, 25600,
        -1, -1, -1, -1, -1, -1, -1, -1, 29269, 29292, 29295, 29402, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57930, 57948, 57951, 57976, 62121, 62140, 62143, 62323, -1, -1, -1, -1,
        16543, 16562, 16565, 16602, 13421, 13437, 13440, 13476, -1, -1, -1, -1, -1, -1, -1, -1,
        34006, 34025, 34028, 34055, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7795, 7814, 7817, 7916, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52788, 52798, 52801, 52821, 24881, 24905, 24908, 25058, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40541, 40566, 40569, 40670,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50991, 51016, 51019, 51072,
        64203, 64223, 64226, 64458, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25376, 25388, 25391, 25403, 69794, 69823, 69826, 69868, -1, -1, -1, -1,
        60706, 60725, 60728, 60765, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50256, 50279, 50282, 50309,
        -1, -1, -1, -1, -1, -1, -1, -1, 61230, 61253, 61256, 61451, 60298, 60315, 60318, 60366,
        -1, -1, -1, -1, 42810, 42830, 42833, 42915, 58072, 58092, 58095, 58120, -1, -1, -1, -1,
        -1, -1, -1, -1, 50367, 50390, 50393, 50418, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28451, 28486, 28489, 28674, -1, -1, -1, -1, 17176, 17189, 17192, 17499, 38162, 38189, 38192, 38299,
        56768, 56790, 56793, 56834, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51593, 51616, 51619, 51666, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4253, 4267, 4270, 4274, -1, -1, -1, -1,
        -1, -1, -1, -1, 47766, 47785, 47788, 47835, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31359, 31374, 31377, 31607, 34521, 34531, 34534, 34567,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67735, 67747, 67750, 67759, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36761, 36775, 36778, 36876, 73368, 73387, 73390, 73418, -1, -1, -1, -1, -1, -1, -1, -1,
        67760, 67789, 67792, 67838, -1, -1, -1, -1, 23361, 23390, 23393, 23596, -1, -1, -1, -1,
        58284, 58304, 58307, 58333, 60006, 60024, 60027, 60062, 71985, 72004, 72007, 72109, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21397, 21416, 21419, 21577, 8043, 8067, 8070, 8156, 63623, 63642, 63645, 63805, -1, -1, -1, -1,
        31608, 31630, 31633, 31747, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50218, 50235, 50238, 50255, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25920, 25945, 25948, 25981, -1, -1, -1, -1, -1, -1, -1, -1,
        24592, 24608, 24611, 24639, 66295, 66316, 66319, 66453, 23691, 23717, 23720, 23774, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61673, 61697, 61700, 61899, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33778, 33801, 33804, 33822, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54388, 54411, 54414, 54474, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14748, 14769, 14772, 14832,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47952, 47968, 47971, 48088,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25306, 25323, 25326, 25345, -1, -1, -1, -1, -1, -1, -1, -1, 17628, 17651, 17654, 17736,
        16233, 16250, 16253, 16350, -1, -1, -1, -1, -1, -1, -1, -1, 16603, 16620, 16623, 16731,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58334, 58341, 58344, 58355, -1, -1, -1, -1, -1, -1, -1, -1,
        32992, 33008, 33011, 33157, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51940, 51959, 51962, 52028,
        56701, 56719, 56722, 56767, -1, -1, -1, -1, 34056, 34076, 34079, 34097, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64927, 64944, 64947, 65070, -1, -1, -1, -1, -1, -1, -1, -1,
        25105, 25131, 25134, 25182, -1, -1, -1, -1, 32310, 32328, 32331, 32522, 48790, 48818, 48821, 48945,
        -1, -1, -1, -1, -1, -1, -1, -1, 4403, 4416, 4419, 4429, 25183, 25196, 25199, 25228,
        26147, 26166, 26169, 26196, -1, -1, -1, -1, -1, -1, -1, -1, 22566, 22596, 22599, 22643,
        51266, 51291, 51294, 51424, -1, -1, -1, -1, 39067, 39091, 39094, 39197, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16732, 16749, 16752, 16946, 57428, 57447, 57450, 57474,
        -1, -1, -1, -1, -1, -1, -1, -1, 52547, 52563, 52566, 52574, 56040, 56058, 56061, 56111,
        -1, -1, -1, -1, -1, -1, -1, -1, 67032, 67055, 67058, 67096, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73511, 73532, 73535, 73555, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66243, 66257, 66260, 66294,
        -1, -1, -1, -1, -1, -1, -1, -1, 22994, 23018, 23021, 23126, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
