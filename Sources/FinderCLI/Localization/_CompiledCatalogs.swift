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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29608, 29628, 29631, 29638,
        -1, -1, -1, -1, 15568, 15580, 15583, 15595, 7295, 7319, 7322, 7363, -1, -1, -1, -1,
        5612, 5632, 5635, 5714, 24491, 24509, 24512, 24542, 16035, 16059, 16062, 16082, 29689, 29703, 29706, 29743,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 21361, 21380, 21383, 21411, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13822, 13843, 13846, 13886, 18999, 19016, 19019, 19104,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9777, 9795, 9798, 9813,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22105, 22122, 22125, 22278, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36165, 36191, 36194, 36208, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1449, 1475, 1478, 1534, -1, -1, -1, -1, -1, -1, -1, -1,
        14470, 14496, 14499, 14536, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43354, 43378, 43381, 43417, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22934, 22952, 22955, 22982,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40532, 40556, 40559, 40578, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28635, 28652, 28655, 28926,
        -1, -1, -1, -1, -1, -1, -1, -1, 15802, 15812, 15815, 15819, 4694, 4713, 4716, 4764,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43176, 43194, 43197, 43237,
        -1, -1, -1, -1, 31906, 31925, 31928, 31959, 39383, 39397, 39400, 39466, 32104, 32124, 32127, 32141,
        11522, 11539, 11542, 11616, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7364, 7388, 7391, 8297, 20354, 20368, 20371, 20427, 15781, 15792, 15795, 15801, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13455, 13471, 13474, 13506, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3817, 3829, 3832, 3893, -1, -1, -1, -1,
        -1, -1, -1, -1, 31451, 31478, 31481, 31499, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33333, 33355, 33358, 33397, 18752, 18770, 18773, 18829, 9385, 9410, 9413, 9472,
        -1, -1, -1, -1, -1, -1, -1, -1, 17844, 17854, 17857, 17889, -1, -1, -1, -1,
        -1, -1, -1, -1, 31864, 31880, 31883, 31905, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26937, 26962, 26965, 27009, 38027, 38054, 38057, 38165, -1, -1, -1, -1,
        -1, -1, -1, -1, 15949, 15961, 15964, 15972, -1, -1, -1, -1, 31238, 31263, 31266, 31282,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11921, 11949, 11952, 12182, 14813, 14829, 14832, 14843, 18341, 18363, 18366, 18444, 32746, 32777, 32780, 32828,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5161, 5180, 5183, 5236, 190, 207, 210, 229,
        28041, 28057, 28060, 28154, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22519, 22541, 22544, 22574, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39603, 39620, 39623, 39700, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35665, 35683, 35686, 35702, -1, -1, -1, -1, 35839, 35852, 35855, 35861, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32527, 32559, 32562, 32611, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20891, 20914, 20917, 20928, -1, -1, -1, -1,
        13996, 14019, 14022, 14102, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34959, 34985, 34988, 35043, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27842, 27869, 27872, 27909,
        -1, -1, -1, -1, 3367, 3385, 3388, 3479, -1, -1, -1, -1, 35809, 35820, 35823, 35838,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23765, 23790, 23793, 23858, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43238, 43256, 43259, 43353, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13753, 13773, 13776, 13821, -1, -1, -1, -1, 1293, 1319, 1322, 1362,
        35504, 35511, 35514, 35523, 41441, 41463, 41466, 41467, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31761, 31783, 31786, 31810, -1, -1, -1, -1,
        23391, 23411, 23414, 23448, 36470, 36490, 36493, 36512, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5528, 5551, 5554, 5611, 17043, 17068, 17071, 17161,
        37917, 37936, 37939, 38026, 43950, 43967, 43970, 43997, -1, -1, -1, -1, -1, -1, -1, -1,
        25013, 25032, 25035, 25080, 21207, 21219, 21222, 21264, 11382, 11403, 11406, 11453, 27557, 27581, 27584, 27639,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39701, 39718, 39721, 39778, -1, -1, -1, -1,
        12905, 12926, 12929, 12989, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 40182, 40195, 40198, 40221, 36513, 36526, 36529, 36561, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29491, 29510, 29513, 29519, 42164, 42191, 42194, 42302,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30078, 30094, 30097, 30142, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23580, 23611, 23614, 23764, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4535, 4545, 4548, 4634, 40105, 40125, 40128, 40181, -1, -1, -1, -1,
        -1, -1, -1, -1, 20787, 20797, 20800, 20813, -1, -1, -1, -1, 24221, 24240, 24243, 24254,
        21681, 21701, 21704, 21745, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18445, 18461, 18464, 18580, -1, -1, -1, -1, -1, -1, -1, -1,
        5715, 5739, 5742, 6485, 9080, 9102, 9105, 9220, -1, -1, -1, -1, -1, -1, -1, -1,
        19865, 19879, 19882, 19958, 22466, 22486, 22489, 22518, -1, -1, -1, -1, 16016, 16028, 16031, 16034,
        20696, 20709, 20712, 20786, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14968, 14997, 15000, 15047, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2420, 2441, 2444, 2598, 25081, 25106, 25109, 25169, -1, -1, -1, -1,
        15443, 15466, 15469, 15481, -1, -1, -1, -1, 3115, 3141, 3144, 3163, 32829, 32862, 32865, 32914,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40895, 40924, 40927, 40968,
        21412, 21432, 21435, 21449, -1, -1, -1, -1, 41520, 41547, 41550, 41574, -1, -1, -1, -1,
        -1, -1, -1, -1, 42510, 42530, 42533, 42557, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22687, 22704, 22707, 22775,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3267, 3284, 3287, 3366, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37172, 37194, 37197, 37312,
        -1, -1, -1, -1, -1, -1, -1, -1, 34288, 34306, 34309, 34337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36665, 36686, 36689, 36723, 19341, 19362, 19365, 19430,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32324, 32340, 32343, 32347,
        -1, -1, -1, -1, 4131, 4149, 4152, 4192, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4810, 4830, 4833, 4889,
        25392, 25416, 25419, 25428, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4314, 4343, 4346, 4400, 15723, 15733, 15736, 15740,
        639, 653, 656, 663, 15596, 15609, 15612, 15619, 27500, 27524, 27527, 27556, 39779, 39797, 39800, 39885,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 21478, 21494, 21497, 21537, 42386, 42408, 42411, 42509, -1, -1, -1, -1,
        -1, -1, -1, -1, 38166, 38186, 38189, 38243, 33398, 33422, 33425, 33521, 4401, 4423, 4426, 4470,
        33522, 33541, 33544, 33561, 43473, 43493, 43496, 43554, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 25896, 25924, 25927, 26179, 40840, 40860, 40863, 40894, 41732, 41759, 41762, 41779,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14604, 14624, 14627, 14656,
        38901, 38917, 38920, 38937, 40675, 40696, 40699, 40728, -1, -1, -1, -1, 791, 802, 805, 809,
        12652, 12675, 12678, 12904, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39147, 39169, 39172, 39243, 129, 141, 144, 162,
        35273, 35294, 35297, 35313, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38975, 38992, 38995, 39007, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19797, 19813, 19816, 19864, 32492, 32506, 32509, 32526, 41623, 41648, 41651, 41673, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21080, 21099, 21102, 21109, 16213, 16228, 16231, 16723,
        21030, 21047, 21050, 21055, 30218, 30235, 30238, 30272, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41399, 41424, 41427, 41440, -1, -1, -1, -1, 36256, 36274, 36277, 36307, -1, -1, -1, -1,
        -1, -1, -1, -1, 27112, 27135, 27138, 27199, 20219, 20233, 20236, 20281, -1, -1, -1, -1,
        20814, 20822, 20825, 20858, 16172, 16192, 16195, 16212, 29578, 29599, 29602, 29607, -1, -1, -1, -1,
        23449, 23471, 23474, 23496, 23966, 23986, 23989, 24044, -1, -1, -1, -1, -1, -1, -1, -1,
        25332, 25356, 25359, 25391, -1, -1, -1, -1, 11123, 11135, 11138, 11146, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8298, 8318, 8321, 8385, -1, -1, -1, -1,
        12183, 12201, 12204, 12317, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34569, 34589, 34592, 34631, -1, -1, -1, -1, -1, -1, -1, -1, 40619, 40641, 40644, 40674,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29664, 29681, 29684, 29688,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14657, 14680, 14683, 14709,
        32915, 32940, 32943, 32980, 43857, 43864, 43867, 43901, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15048, 15073, 15076, 15090, -1, -1, -1, -1, -1, -1, -1, -1, 34133, 34152, 34155, 34171,
        -1, -1, -1, -1, 10589, 10605, 10608, 10628, -1, -1, -1, -1, 36724, 36746, 36749, 36795,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2099, 2124, 2127, 2219, 33596, 33615, 33618, 33635, -1, -1, -1, -1, 10700, 10715, 10718, 10768,
        -1, -1, -1, -1, 40462, 40482, 40485, 40497, 43555, 43583, 43586, 43677, 33935, 33960, 33963, 33983,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40969, 40990, 40993, 41015,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20967, 20987, 20990, 20998,
        -1, -1, -1, -1, 40380, 40396, 40399, 40417, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20282, 20297, 20300, 20353,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41209, 41221, 41224, 41248, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14844, 14862, 14865, 14887, 17602, 17633, 17636, 17723, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12450, 12475, 12478, 12651, 23221, 23239, 23242, 23262, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32376, 32391, 32394, 32397, 35703, 35723, 35726, 35743, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15697, 15711, 15714, 15722, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22380, 22394, 22397, 22465, 35235, 35254, 35257, 35272, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 15927, 15939, 15942, 15948,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30924, 30947, 30950, 31016,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14188, 14217, 14220, 14328, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31681, 31700, 31703, 31726, -1, -1, -1, -1, 33889, 33908, 33911, 33934,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34911, 34927, 34930, 34958, -1, -1, -1, -1, 2317, 2346, 2349, 2419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30426, 30446, 30449, 30463, -1, -1, -1, -1, 709, 722, 725, 731,
        21983, 21998, 22001, 22104, -1, -1, -1, -1, -1, -1, -1, -1, 2220, 2237, 2240, 2316,
        37462, 37484, 37487, 37517, 33085, 33108, 33111, 33157, 40498, 40512, 40515, 40531, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35862, 35872, 35875, 35880,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29796, 29815, 29818, 29853, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27264, 27288, 27291, 27409, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8676, 8697, 8700, 8787, 13393, 13408, 13411, 13454, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24730, 24754, 24757, 24850, 29130, 29153, 29156, 29229, -1, -1, -1, -1, 23126, 23151, 23154, 23179,
        23308, 23327, 23330, 23390, 43750, 43777, 43780, 43856, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13098, 13120, 13123, 13161,
        38938, 38957, 38960, 38974, -1, -1, -1, -1, 19105, 19127, 19130, 19194, 33260, 33282, 33285, 33332,
        31811, 31835, 31838, 31863, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41830, 41855, 41858, 41879, 26493, 26513, 26516, 26734, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36630, 36644, 36647, 36664, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35744, 35758, 35761, 35782, 5306, 5330, 5333, 5414,
        21056, 21072, 21075, 21079, -1, -1, -1, -1, 31116, 31139, 31142, 31164, -1, -1, -1, -1,
        24126, 24153, 24156, 24220, -1, -1, -1, -1, 33213, 33234, 33237, 33259, 31063, 31090, 31093, 31115,
        39886, 39905, 39908, 39976, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31500, 31520, 31523, 31568, 31356, 31383, 31386, 31404, 36070, 36097, 36100, 36115, 32246, 32261, 32264, 32267,
        1535, 1559, 1562, 1607, 35881, 35914, 35917, 35973, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14710, 14737, 14740, 14812, 26735, 26764, 26767, 26936, 30838, 30864, 30867, 30923, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33562, 33580, 33583, 33595,
        25429, 25456, 25459, 25469, 12990, 13000, 13003, 13037, 29437, 29456, 29459, 29461, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9473, 9498, 9501, 9694, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38747, 38767, 38770, 38842, -1, -1, -1, -1,
        37518, 37537, 37540, 37641, 41468, 41493, 41496, 41519, 5502, 5515, 5518, 5527, 36209, 36237, 36240, 36255,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30464, 30491, 30494, 30565, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13162, 13180, 13183, 13204, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27699, 27724, 27727, 27781,
        32700, 32717, 32720, 32745, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9221, 9241, 9244, 9384, 40037, 40053, 40056, 40104, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        1660, 1679, 1682, 1987, -1, -1, -1, -1, -1, -1, -1, -1, 29639, 29656, 29659, 29663,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13296, 13314, 13317, 13392,
        -1, -1, -1, -1, 41297, 41315, 41318, 41333, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10225, 10243, 10246, 10274, 28467, 28484, 28487, 28514,
        41359, 41382, 41385, 41398, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16134, 16152, 16155, 16171,
        774, 784, 787, 790, 22776, 22791, 22794, 22847, 34172, 34192, 34195, 34237, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4890, 4914, 4917, 5008,
        37814, 37837, 37840, 37916, 18222, 18236, 18239, 18270, 32268, 32287, 32290, 32297, 41108, 41133, 41136, 41162,
        -1, -1, -1, -1, -1, -1, -1, -1, 37051, 37067, 37070, 37125, 17890, 17917, 17920, 18002,
        -1, -1, -1, -1, 27782, 27805, 27808, 27841, -1, -1, -1, -1, -1, -1, -1, -1,
        5009, 5029, 5032, 5085, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9983, 9997, 10000, 10035, 21793, 21811, 21814, 21869, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23859, 23886, 23889, 23919, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3480, 3502, 3505, 3603,
        -1, -1, -1, -1, 35044, 35063, 35066, 35097, -1, -1, -1, -1, 6568, 6587, 6590, 7294,
        15741, 15756, 15759, 15780, 18118, 18139, 18142, 18221, 4765, 4782, 4785, 4809, 27640, 27670, 27673, 27698,
        31283, 31301, 31304, 31309, -1, -1, -1, -1, 558, 569, 572, 576, 1608, 1626, 1629, 1659,
        25470, 25489, 25492, 25503, 3973, 3989, 3992, 4062, 38322, 38340, 38343, 38408, 42907, 42925, 42928, 43008,
        -1, -1, -1, -1, -1, -1, -1, -1, 20618, 20632, 20635, 20695, 41575, 41599, 41602, 41622,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35974, 36009, 36012, 36069, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42066, 42085, 42088, 42163, -1, -1, -1, -1,
        11160, 11176, 11179, 11191, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43678, 43697, 43700, 43749, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41163, 41182, 41185, 41208, -1, -1, -1, -1,
        -1, -1, -1, -1, 29230, 29254, 29257, 29436, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15168, 15188, 15191, 15222,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10090, 10110, 10113, 10172,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35783, 35794, 35797, 35808, 24318, 24342, 24345, 24490, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35314, 35338, 35341, 35367, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41961, 41977, 41980, 42065, 23920, 23932, 23935, 23965,
        -1, -1, -1, -1, 36369, 36389, 36392, 36429, -1, -1, -1, -1, 10769, 10791, 10794, 10826,
        -1, -1, -1, -1, 11617, 11634, 11637, 11683, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23263, 23279, 23282, 23307, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5415, 5435, 5438, 5501, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4063, 4082, 4085, 4130, 27010, 27035, 27038, 27111, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18830, 18851, 18854, 18860,
        -1, -1, -1, -1, 1988, 2008, 2011, 2098, 43009, 43032, 43035, 43075, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 41933, 41944, 41947, 41960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10383, 10399, 10402, 10411, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28927, 28953, 28956, 29052, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44041, 44060, 44063, 44075, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35098, 35122, 35125, 35141, 39244, 39260, 39263, 39382,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38409, 38428, 38431, 38509, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21265, 21286, 21289, 21314, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19959, 19979, 19982, 20002,
        -1, -1, -1, -1, 24543, 24564, 24567, 24614, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10548, 10564, 10567, 10588,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23180, 23199, 23202, 23220,
        21173, 21191, 21194, 21206, -1, -1, -1, -1, 43998, 44015, 44018, 44040, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 15902, 15915, 15918, 15926, -1, -1, -1, -1, -1, -1, -1, -1,
        3894, 3918, 3921, 3972, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13205, 13225, 13228, 13251, -1, -1, -1, -1,
        29744, 29767, 29770, 29795, 32142, 32160, 32163, 32169, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21870, 21883, 21886, 21982,
        -1, -1, -1, -1, 30338, 30354, 30357, 30377, 17393, 17420, 17423, 17476, 3604, 3625, 3628, 3816,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24851, 24875, 24878, 24930, 24255, 24277, 24280, 24317,
        -1, -1, -1, -1, 3225, 3242, 3245, 3266, 40579, 40604, 40607, 40618, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42746, 42766, 42769, 42906,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 732, 743, 746, 750, -1, -1, -1, -1, 4193, 4217, 4220, 4313,
        -1, -1, -1, -1, 15973, 15986, 15989, 16015, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32981, 33002, 33005, 33015, -1, -1, -1, -1, -1, -1, -1, -1,
        30273, 30291, 30294, 30337, 34632, 34650, 34653, 34736, 9912, 9936, 9939, 9982, 25504, 25524, 25527, 25536,
        -1, -1, -1, -1, -1, -1, -1, -1, 21315, 21331, 21334, 21360, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16083, 16109, 16112, 16133, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30566, 30595, 30598, 30671, 36430, 36448, 36451, 36469,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43902, 43921, 43924, 43949, 19303, 19320, 19323, 19340, 34391, 34412, 34415, 34568,
        37126, 37142, 37145, 37171, -1, -1, -1, -1, 20859, 20879, 20882, 20890, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 32348, 32366, 32369, 32375, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32463, 32481, 32484, 32491,
        -1, -1, -1, -1, -1, -1, -1, -1, 19195, 19212, 19215, 19302, -1, -1, -1, -1,
        23066, 23090, 23093, 23125, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29462, 29481, 29484, 29490, 15840, 15855, 15858, 15868, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16840, 16865, 16868, 16927, 19650, 19664, 19667, 19731,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36796, 36819, 36822, 36864, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10173, 10191, 10194, 10224, -1, -1, -1, -1, 10412, 10430, 10433, 10547,
        13252, 13265, 13268, 13295, 25537, 25556, 25559, 25895, -1, -1, -1, -1, 14888, 14917, 14920, 14967,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31017, 31037, 31040, 31062, 11147, 11154, 11157, 11159, 15653, 15667, 15670, 15678, 25170, 25197, 25200, 25261,
        26271, 26295, 26298, 26429, -1, -1, -1, -1, 38244, 38261, 38264, 38321, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 24931, 24950, 24953, 25012, -1, -1, -1, -1,
        10036, 10053, 10056, 10089, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41249, 41265, 41268, 41296, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36116, 36145, 36148, 36164, -1, -1, -1, -1, 34828, 34849, 34852, 34872, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29553, 29570, 29573, 29577, 31727, 31738, 31741, 31760,
        -1, -1, -1, -1, 39467, 39482, 39485, 39501, 2651, 2663, 2666, 2729, -1, -1, -1, -1,
        -1, -1, -1, -1, 8456, 8480, 8483, 8675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32433, 32446, 32449, 32462, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 21538, 21558, 21561, 21607, -1, -1, -1, -1,
        28334, 28355, 28358, 28466, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2862, 2886, 2889, 2895, 24615, 24642, 24645, 24729, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33984, 34003, 34006, 34037, 15869, 15886, 15889, 15901,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42690, 42708, 42711, 42745, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32170, 32189, 32192, 32199, -1, -1, -1, -1, 13622, 13638, 13641, 13698,
        -1, -1, -1, -1, 29899, 29921, 29924, 29999, -1, -1, -1, -1, -1, -1, -1, -1,
        2833, 2853, 2856, 2861, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11098, 11111, 11114, 11122, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3164, 3190, 3193, 3224, -1, -1, -1, -1, 30378, 30396, 30399, 30425,
        36988, 37008, 37011, 37050, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25262, 25287, 25290, 25331, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43418, 43439, 43442, 43472, 35425, 35443, 35446, 35462,
        30752, 30780, 30783, 30837, 13038, 13058, 13061, 13097, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 33783, 33802, 33805, 33831, 35187, 35200, 35203, 35234, 35142, 35164, 35167, 35186,
        23021, 23036, 23039, 23065, 28232, 28257, 28260, 28333, 35368, 35394, 35397, 35424, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30672, 30698, 30701, 30751, 28515, 28534, 28537, 28634,
        -1, -1, -1, -1, 21746, 21766, 21769, 21792, -1, -1, -1, -1, -1, -1, -1, -1,
        2896, 2909, 2912, 2918, 34873, 34891, 34894, 34910, 41060, 41085, 41088, 41107, 27910, 27933, 27936, 28040,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40222, 40238, 40241, 40262, 9814, 9836, 9839, 9911,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21608, 21630, 21633, 21680,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 11800, 11813, 11816, 11920,
        -1, -1, -1, -1, 11684, 11694, 11697, 11799, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20999, 21015, 21018, 21029, 2599, 2612, 2615, 2650, 42303, 42317, 42320, 42385, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33724, 33740, 33743, 33782, -1, -1, -1, -1,
        -1, -1, -1, -1, 2942, 2956, 2959, 2994, 13699, 13714, 13717, 13752, 32200, 32215, 32218, 32221,
        41674, 41701, 41704, 41731, -1, -1, -1, -1, 33636, 33654, 33657, 33723, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33016, 33040, 33043, 33084,
        36865, 36885, 36888, 36930, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32007, 32026, 32029, 32053, 18861, 18881, 18884, 18998, 32054, 32075, 32078, 32103, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29520, 29541, 29544, 29552,
        18666, 18687, 18690, 18751, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22279, 22303, 22306, 22379, 13887, 13910, 13913, 13995, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4508, 4527, 4530, 4534,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29053, 29072, 29075, 29129, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26180, 26204, 26207, 26270, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16928, 16951, 16954, 17042, 34038, 34057, 34060, 34132,
        32298, 32315, 32318, 32323, 38510, 38527, 38530, 38562, -1, -1, -1, -1, 2806, 2824, 2827, 2832,
        274, 291, 294, 307, 6486, 6506, 6509, 6567, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 8788, 8813, 8816, 8993, 12318, 12335, 12338, 12449, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39977, 39989, 39992, 40036, -1, -1, -1, -1, -1, -1, -1, -1, 4635, 4658, 4661, 4693,
        41880, 41907, 41910, 41932, -1, -1, -1, -1, 42558, 42580, 42583, 42689, 16724, 16750, 16753, 16839,
        20133, 20149, 20152, 20218, -1, -1, -1, -1, -1, -1, -1, -1, 11192, 11202, 11205, 11211,
        -1, -1, -1, -1, -1, -1, -1, -1, 20545, 20558, 20561, 20617, -1, -1, -1, -1,
        30143, 30164, 30167, 30217, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27200, 27216, 27219, 27263, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22983, 22999, 23002, 23020, -1, -1, -1, -1,
        15223, 15247, 15250, 15329, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17724, 17751, 17754, 17843,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22848, 22866, 22869, 22933, -1, -1, -1, -1, 2995, 3006, 3009, 3114,
        8430, 8443, 8446, 8455, 36308, 36326, 36329, 36368, 35623, 35645, 35648, 35664, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 37766, 37781, 37784, 37813, -1, -1, -1, -1,
        -1, -1, -1, -1, 44115, 44129, 44132, 44164, -1, -1, -1, -1, -1, -1, -1, -1,
        40418, 40430, 40433, 40461, 40729, 40749, 40752, 40775, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22655, 22667, 22670, 22686, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2730, 2741, 2744, 2752, 35524, 35542, 35545, 35561, 2753, 2771, 2774, 2783,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11059, 11078, 11081, 11097,
        19732, 19755, 19758, 19796, -1, -1, -1, -1, 17162, 17190, 17193, 17392, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33832, 33850, 33853, 33888, 34238, 34256, 34259, 34287, 1363, 1387, 1390, 1448, 368, 380, 383, 388,
        31310, 31335, 31338, 31355, 10275, 10291, 10294, 10382, 18271, 18285, 18288, 18340, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41016, 41039, 41042, 41059, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8994, 9015, 9018, 9079, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4471, 4489, 4492, 4507, 18581, 18600, 18603, 18665, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28155, 28172, 28175, 28231, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27410, 27443, 27446, 27499, 32612, 32646, 32649, 32699, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 38843, 38865, 38868, 38900, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38563, 38581, 38584, 38628,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15091, 15116, 15119, 15133, 15820, 15831, 15834, 15839,
        -1, -1, -1, -1, -1, -1, -1, -1, 18003, 18026, 18029, 18117, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37642, 37661, 37664, 37765, -1, -1, -1, -1, -1, -1, -1, -1,
        10827, 10846, 10849, 10863, 8386, 8402, 8405, 8429, -1, -1, -1, -1, -1, -1, -1, -1,
        21110, 21129, 21132, 21140, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        5086, 5105, 5108, 5160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32398, 32408, 32411, 32432, 15330, 15354, 15357, 15442, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31405, 31430, 31433, 31450,
        39008, 39028, 39031, 39146, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15679, 15691, 15694, 15696, 41780, 41809, 41812, 41829, -1, -1, -1, -1,
        36931, 36950, 36953, 36987, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36562, 36579, 36582, 36629,
        -1, -1, -1, -1, 26430, 26450, 26453, 26492, 35463, 35483, 35486, 35503, -1, -1, -1, -1,
        -1, -1, -1, -1, 31196, 31219, 31222, 31237, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17477, 17512, 17515, 17601, -1, -1, -1, -1, 11212, 11225, 11228, 11381, 23497, 23524, 23527, 23579,
        34783, 34805, 34808, 34827, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 2784, 2798, 2801, 2805, -1, -1, -1, -1,
        -1, -1, -1, -1, 29854, 29873, 29876, 29898, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19431, 19446, 19449, 19552, 21450, 21460, 21463, 21477,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41334, 41346, 41349, 41358, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22575, 22589, 22592, 22654, 44076, 44095, 44098, 44114, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14329, 14358, 14361, 14469, -1, -1, -1, -1,
        35562, 35582, 35585, 35602, 43076, 43095, 43098, 43175, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13507, 13526, 13529, 13621, 5237, 5261, 5264, 5305, 38629, 38648, 38651, 38746, -1, -1, -1, -1,
        19553, 19575, 19578, 19649, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31165, 31182, 31185, 31195, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15134, 15150, 15153, 15167, 40301, 40322, 40325, 40379, 14537, 14563, 14566, 14603, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37313, 37337, 37340, 37461, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20929, 20952, 20955, 20966, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33158, 33181, 33184, 33212, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9695, 9716, 9719, 9776,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30000, 30016, 30019, 30077,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15620, 15637, 15640, 15652, -1, -1, -1, -1, -1, -1, -1, -1, 11454, 11477, 11480, 11521,
        10629, 10646, 10649, 10699, -1, -1, -1, -1, -1, -1, -1, -1, 10864, 10881, 10884, 10931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35603, 35610, 35613, 35622, -1, -1, -1, -1, -1, -1, -1, -1,
        20428, 20444, 20447, 20544, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31960, 31979, 31982, 32006,
        34737, 34755, 34758, 34782, -1, -1, -1, -1, 21141, 21161, 21164, 21172, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39502, 39519, 39522, 39602, -1, -1, -1, -1, -1, -1, -1, -1,
        15482, 15508, 15511, 15537, -1, -1, -1, -1, 20003, 20021, 20024, 20132, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 2919, 2932, 2935, 2941, 15538, 15551, 15554, 15567,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31569, 31594, 31597, 31680,
        -1, -1, -1, -1, -1, -1, -1, -1, 24045, 24069, 24072, 24125, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10932, 10949, 10952, 11058, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32222, 32238, 32241, 32245, 34338, 34356, 34359, 34390,
        -1, -1, -1, -1, -1, -1, -1, -1, 40776, 40799, 40802, 40839, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44165, 44186, 44189, 44196, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40263, 40277, 40280, 40300,
        -1, -1, -1, -1, -1, -1, -1, -1, 14103, 14127, 14130, 14187, -1, -1, -1, -1,
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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46266, 46286, 46289, 46303,
        -1, -1, -1, -1, 24159, 24171, 24174, 24206, 11389, 11413, 11416, 11499, -1, -1, -1, -1,
        8560, 8580, 8583, 8730, 38591, 38609, 38612, 38661, 24912, 24936, 24939, 24968, 46366, 46380, 46383, 46447,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 33327, 33346, 33349, 33398, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21500, 21521, 21524, 21597, 29617, 29634, 29637, 29765,
        -1, -1, -1, -1, -1, -1, -1, -1, 49816, 49842, 49845, 49896, -1, -1, -1, -1,
        39553, 39579, 39582, 39681, -1, -1, -1, -1, -1, -1, -1, -1, 14634, 14652, 14655, 14685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34731, 34748, 34751, 35021, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58530, 58556, 58559, 58585, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2165, 2191, 2194, 2290, -1, -1, -1, -1, -1, -1, -1, -1,
        22527, 22553, 22556, 22620, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70243, 70267, 70270, 70314, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36338, 36356, 36359, 36385,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65433, 65457, 65460, 65484, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44840, 44857, 44860, 45304,
        58188, 58215, 58218, 58242, -1, -1, -1, -1, 24478, 24488, 24491, 24507, 7060, 7079, 7082, 7171,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69984, 70002, 70005, 70071,
        -1, -1, -1, -1, 50762, 50781, 50784, 50841, 63647, 63661, 63664, 63749, 51298, 51318, 51321, 51352,
        17538, 17555, 17558, 17694, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        11500, 11524, 11527, 13067, 31774, 31788, 31791, 31921, 24442, 24453, 24456, 24477, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20948, 20964, 20967, 21019, -1, -1, -1, -1, -1, -1, -1, -1, 33587, 33607, 33610, 33692,
        -1, -1, -1, -1, -1, -1, -1, -1, 5690, 5702, 5705, 5816, -1, -1, -1, -1,
        -1, -1, -1, -1, 49979, 50006, 50009, 50062, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53488, 53510, 53513, 53553, 29216, 29234, 29237, 29354, 14239, 14264, 14267, 14326,
        -1, -1, -1, -1, -1, -1, -1, -1, 27974, 27984, 27987, 28063, -1, -1, -1, -1,
        -1, -1, -1, -1, 50717, 50733, 50736, 50761, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42252, 42277, 42280, 42324, 61567, 61594, 61597, 61740, -1, -1, -1, -1,
        -1, -1, -1, -1, 24686, 24698, 24701, 24713, -1, -1, -1, -1, 49325, 49350, 49353, 49380,
        -1, -1, -1, -1, 49413, 49438, 49441, 49492, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18160, 18188, 18191, 18576, 23045, 23061, 23064, 23097, 28636, 28658, 28661, 28825, 51022, 51042, 51045, 51113,
        52674, 52705, 52708, 52806, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7858, 7877, 7880, 7983, 240, 257, 260, 284,
        43883, 43899, 43902, 44076, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35577, 35599, 35602, 35671, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63945, 63962, 63965, 64076, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57376, 57394, 57397, 57421, -1, -1, -1, -1, 57601, 57614, 57617, 57623, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52072, 52104, 52107, 52197, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32665, 32688, 32691, 32707, -1, -1, -1, -1,
        21756, 21779, 21782, 21947, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55921, 55947, 55950, 56043, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43555, 43582, 43585, 43672,
        -1, -1, -1, -1, 5043, 5061, 5064, 5208, 35305, 35325, 35328, 35395, 57555, 57566, 57569, 57600,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37508, 37533, 37536, 37685, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70072, 70090, 70093, 70242, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49216, 49240, 49243, 49272, 21399, 21419, 21422, 21499, -1, -1, -1, -1, 1955, 1981, 1984, 2049,
        56995, 57002, 57005, 57016, 66743, 66765, 66768, 66769, -1, -1, -1, -1, 57329, 57348, 57351, 57375,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48285, 48312, 48315, 48410, 50573, 50595, 50598, 50643, -1, -1, -1, -1,
        36946, 36966, 36969, 37007, 59052, 59072, 59075, 59110, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8430, 8453, 8456, 8559, 26658, 26683, 26686, 26859,
        61414, 61433, 61436, 61566, 71087, 71104, 71107, 71139, -1, -1, -1, -1, -1, -1, -1, -1,
        39354, 39373, 39376, 39422, 33073, 33085, 33088, 33166, 17301, 17322, 17325, 17428, 43094, 43118, 43121, 43231,
        -1, -1, -1, -1, -1, -1, -1, -1, 66770, 66795, 66798, 66865, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64077, 64094, 64097, 64194, -1, -1, -1, -1,
        19887, 19908, 19911, 20023, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 64856, 64869, 64872, 64913, 59111, 59124, 59127, 59171, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46130, 46149, 46152, 46160, 67845, 67870, 67873, 67919,
        68504, 68531, 68534, 68698, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46995, 47011, 47014, 47126, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37207, 37238, 37241, 37507, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6801, 6811, 6814, 6951, 64696, 64716, 64719, 64855, -1, -1, -1, -1,
        -1, -1, -1, -1, 32500, 32510, 32513, 32560, -1, -1, -1, -1, 38241, 38260, 38263, 38274,
        34014, 34034, 34037, 34122, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28826, 28842, 28845, 28995, -1, -1, -1, -1, -1, -1, -1, -1,
        8731, 8755, 8758, 9956, 13934, 13956, 13959, 14074, -1, -1, -1, -1, -1, -1, -1, -1,
        30997, 31011, 31014, 31190, 35490, 35510, 35513, 35576, 66492, 66515, 66518, 66553, 24773, 24785, 24788, 24790,
        32358, 32371, 32374, 32499, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23302, 23331, 23334, 23421, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3648, 3669, 3672, 3971, 39682, 39707, 39710, 39811, -1, -1, -1, -1,
        23989, 24012, 24015, 24034, -1, -1, -1, -1, 4707, 4733, 4736, 4784, 52807, 52840, 52843, 52941,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65887, 65916, 65919, 65992,
        33399, 33419, 33422, 33450, -1, -1, -1, -1, 67057, 67084, 67087, 67154, -1, -1, -1, -1,
        -1, -1, -1, -1, 69020, 69040, 69043, 69078, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35857, 35874, 35877, 36025,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4906, 4923, 4926, 5042, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60326, 60348, 60351, 60546,
        -1, -1, -1, -1, -1, -1, -1, -1, 54811, 54829, 54832, 54913, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59276, 59297, 59300, 59329, 30134, 30155, 30158, 30288,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51578, 51594, 51597, 51607,
        -1, -1, -1, -1, 6179, 6197, 6200, 6270, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7245, 7265, 7268, 7404,
        40120, 40144, 40147, 40156, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6463, 6492, 6495, 6596, 24362, 24372, 24375, 24379,
        874, 888, 891, 909, 24207, 24220, 24223, 24235, 43005, 43029, 43032, 43093, 64195, 64213, 64216, 64358,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 33498, 33514, 33517, 33586, 68836, 68858, 68861, 69019, -1, -1, -1, -1,
        -1, -1, -1, -1, 61741, 61761, 61764, 61880, 53554, 53578, 53581, 53755, 6597, 6619, 6622, 6708,
        53756, 53775, 53778, 53808, 70406, 70426, 70429, 70528, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 40820, 40848, 40851, 41283, 65829, 65849, 65852, 65886, 67697, 67724, 67727, 67769,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22705, 22725, 22728, 22812,
        62945, 62961, 62964, 62985, 65617, 65638, 65641, 65699, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        19428, 19451, 19454, 19886, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63333, 63355, 63358, 63480, 177, 189, 192, 210,
        56444, 56465, 56468, 56492, -1, -1, -1, -1, 50931, 50950, 50953, 51021, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63026, 63043, 63046, 63076, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30882, 30898, 30901, 30996, 51784, 51798, 51801, 51818, 67395, 67420, 67423, 67465, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32895, 32914, 32917, 32935, 25221, 25236, 25239, 26071,
        32838, 32855, 32858, 32868, 33693, 33714, 33717, 33799, 47238, 47255, 47258, 47301, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66679, 66704, 66707, 66742, -1, -1, -1, -1, 58646, 58664, 58667, 58730, -1, -1, -1, -1,
        -1, -1, -1, -1, 42427, 42450, 42453, 42532, 31574, 31588, 31591, 31667, -1, -1, -1, -1,
        32561, 32569, 32572, 32626, 25172, 25192, 25195, 25220, 46231, 46252, 46255, 46265, -1, -1, -1, -1,
        37008, 37030, 37033, 37068, 37860, 37880, 37883, 37973, -1, -1, -1, -1, -1, -1, -1, -1,
        40031, 40055, 40058, 40119, 50428, 50450, 50453, 50498, 16843, 16855, 16858, 16877, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13068, 13088, 13091, 13221, -1, -1, -1, -1,
        18577, 18595, 18598, 18815, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55285, 55305, 55308, 55389, -1, -1, -1, -1, -1, -1, -1, -1, 65530, 65552, 65555, 65616,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46337, 46354, 46357, 46365,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22813, 22836, 22839, 22882,
        52942, 52967, 52970, 53053, 70988, 70995, 70998, 71038, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23422, 23447, 23450, 23470, -1, -1, -1, -1, -1, -1, -1, -1, 54618, 54637, 54640, 54673,
        -1, -1, -1, -1, 15987, 16003, 16006, 16033, -1, -1, -1, -1, 59330, 59352, 59355, 59411,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3105, 3130, 3133, 3312, 53850, 53869, 53872, 53907, -1, -1, -1, -1, 16152, 16167, 16170, 16259,
        -1, -1, -1, -1, 65344, 65364, 65367, 65398, 70529, 70557, 70560, 70698, 54350, 54375, 54378, 54414,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65993, 66014, 66017, 66039,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32753, 32773, 32776, 32790,
        -1, -1, -1, -1, 65186, 65202, 65205, 65245, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31668, 31683, 31686, 31773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66300, 66312, 66315, 66369, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23098, 23116, 23119, 23183, 27605, 27636, 27639, 27778, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19047, 19072, 19075, 19427, 36700, 36718, 36721, 36759, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51640, 51655, 51658, 51661, 57422, 57442, 57445, 57471, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24334, 24348, 24351, 24361, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35178, 35192, 35195, 35304, 56397, 56416, 56419, 56443, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 24660, 24672, 24675, 24685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48791, 48814, 48817, 48931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22081, 22110, 22113, 22302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50331, 50350, 50353, 50393, -1, -1, -1, -1, 54274, 54293, 54296, 54349,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55832, 55848, 55851, 55920, -1, -1, -1, -1, 3462, 3491, 3494, 3647,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47494, 47514, 47517, 47540, -1, -1, -1, -1, 980, 993, 996, 1014,
        34505, 34520, 34523, 34730, -1, -1, -1, -1, -1, -1, -1, -1, 3313, 3330, 3333, 3461,
        60774, 60796, 60799, 60829, 53180, 53203, 53206, 53261, 65399, 65413, 65416, 65432, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57624, 57634, 57637, 57642,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46522, 46541, 46544, 46622, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42661, 42685, 42688, 42839, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13530, 13551, 13554, 13641, 20854, 20869, 20872, 20947, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38959, 38983, 38986, 39147, 45602, 45625, 45628, 45753, -1, -1, -1, -1, 36562, 36587, 36590, 36642,
        36817, 36836, 36839, 36945, 57065, 57084, 57087, 57111, 70822, 70849, 70852, 70987, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20317, 20339, 20342, 20400,
        62986, 63005, 63008, 63025, 67228, 67253, 67256, 67309, 29766, 29788, 29791, 29910, 53404, 53426, 53429, 53487,
        50644, 50668, 50671, 50716, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35396, 35417, 35420, 35489,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67996, 68021, 68024, 68070, 41798, 41818, 41821, 42049, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59241, 59255, 59258, 59275, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57472, 57486, 57489, 57524, 8098, 8122, 8125, 8246,
        32869, 32885, 32888, 32894, -1, -1, -1, -1, 49071, 49094, 49097, 49123, -1, -1, -1, -1,
        38105, 38132, 38135, 38240, -1, -1, -1, -1, 53349, 53370, 53373, 53403, 48996, 49023, 49026, 49070,
        57017, 57035, 57038, 57064, 59881, 59903, 59906, 60103, 64359, 64378, 64381, 64491, -1, -1, -1, -1,
        50063, 50083, 50086, 50171, 49652, 49679, 49682, 49733, 58301, 58328, 58331, 58353, 51477, 51492, 51495, 51503,
        2291, 2315, 2318, 2414, 57914, 57947, 57950, 58048, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22883, 22910, 22913, 23044, 42050, 42079, 42082, 42251, 48657, 48683, 48686, 48790, 49734, 49759, 49762, 49815,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53809, 53827, 53830, 53849,
        40157, 40184, 40187, 40199, 20024, 20034, 20037, 20071, 46062, 46081, 46084, 46094, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14327, 14352, 14355, 14548, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62680, 62700, 62703, 62832, -1, -1, -1, -1,
        60830, 60849, 60852, 60994, 66961, 66986, 66989, 67056, 8398, 8411, 8414, 8429, 58586, 58614, 58617, 58645,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47852, 47879, 47882, 48004, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20526, 20544, 20547, 20584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43321, 43346, 43349, 43449,
        52326, 52343, 52346, 52402, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14075, 14095, 14098, 14238, 64590, 64606, 64609, 64695, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2491, 2510, 2513, 2993, -1, -1, -1, -1, -1, -1, -1, -1, 46304, 46321, 46324, 46336,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20715, 20733, 20736, 20853,
        -1, -1, -1, -1, 66430, 66448, 66451, 66466, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15347, 15365, 15368, 15424, 44553, 44570, 44573, 44633,
        66617, 66640, 66643, 66678, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25127, 25145, 25148, 25171,
        1081, 1091, 1094, 1108, 36026, 36041, 36044, 36176, 54674, 54694, 54697, 54749, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7405, 7429, 7432, 7574,
        56493, 56517, 56520, 56569, 28459, 28473, 28476, 28539, 51504, 51523, 51526, 51544, 61273, 61296, 61299, 61413,
        66158, 66183, 66186, 66226, -1, -1, -1, -1, 47541, 47568, 47571, 47695, 28064, 28091, 28094, 28198,
        59719, 59735, 59738, 59823, 43450, 43473, 43476, 43554, -1, -1, -1, -1, -1, -1, -1, -1,
        7575, 7595, 7598, 7735, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14962, 14976, 14979, 15048, 34196, 34214, 34217, 34318, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37686, 37713, 37716, 37770, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5209, 5231, 5234, 5383,
        -1, -1, -1, -1, 56044, 56063, 56066, 56104, -1, -1, -1, -1, 10093, 10112, 10115, 11388,
        24380, 24395, 24398, 24441, 28333, 28354, 28357, 28458, 7172, 7189, 7192, 7244, 43232, 43262, 43265, 43320,
        49381, 49399, 49402, 49412, -1, -1, -1, -1, 770, 781, 784, 794, 2415, 2433, 2436, 2490,
        40200, 40219, 40222, 40233, 5927, 5943, 5946, 6078, 62030, 62048, 62051, 62161, 69623, 69641, 69644, 69764,
        -1, -1, -1, -1, -1, -1, -1, -1, 32237, 32251, 32254, 32357, 67155, 67179, 67182, 67227,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58049, 58084, 58087, 58187, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68356, 68375, 68378, 68503, -1, -1, -1, -1,
        16895, 16911, 16914, 16935, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70699, 70718, 70721, 70821, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 66227, 66246, 66249, 66299, -1, -1, -1, -1,
        -1, -1, -1, -1, 45754, 45778, 45781, 46061, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23570, 23590, 23593, 23653,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 15145, 15165, 15168, 15255,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57525, 57536, 57539, 57554, 38351, 38375, 38378, 38590, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56648, 56672, 56675, 56724, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68185, 68201, 68204, 68355, 37771, 37783, 37786, 37859,
        -1, -1, -1, -1, 58802, 58822, 58825, 58879, -1, -1, -1, -1, 16260, 16282, 16285, 16343,
        -1, -1, -1, -1, 17695, 17712, 17715, 17775, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36760, 36776, 36779, 36816, 20462, 20481, 20484, 20525,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8247, 8267, 8270, 8397, 57281, 57299, 57302, 57328, -1, -1, -1, -1,
        -1, -1, -1, -1, 6079, 6098, 6101, 6178, 42325, 42350, 42353, 42426, -1, -1, -1, -1,
        20154, 20175, 20178, 20238, 67310, 67336, 67339, 67394, 67550, 67577, 67580, 67622, 29355, 29376, 29379, 29385,
        -1, -1, -1, -1, 2994, 3014, 3017, 3104, 69765, 69788, 69791, 69858, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 68148, 68159, 68162, 68184, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15591, 15607, 15610, 15641, 67623, 67651, 67654, 67696,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45305, 45331, 45334, 45508, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71194, 71213, 71216, 71241, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56105, 56129, 56132, 56161, 63481, 63497, 63500, 63646,
        -1, -1, -1, -1, 56570, 56595, 56598, 56647, -1, -1, -1, -1, -1, -1, -1, -1,
        62162, 62181, 62184, 62305, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33167, 33188, 33191, 33251, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31191, 31211, 31214, 31239,
        -1, -1, -1, -1, 38662, 38683, 38686, 38780, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15936, 15952, 15955, 15986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36643, 36662, 36665, 36699,
        33028, 33046, 33049, 33072, -1, -1, -1, -1, 71140, 71157, 71160, 71193, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 24613, 24626, 24629, 24659, -1, -1, -1, -1, -1, -1, -1, -1,
        5817, 5841, 5844, 5926, 66554, 66578, 66581, 66616, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20585, 20605, 20608, 20649, -1, -1, -1, -1,
        46448, 46471, 46474, 46521, 51353, 51371, 51374, 51382, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34319, 34332, 34335, 34504,
        -1, -1, -1, -1, 47378, 47394, 47397, 47431, 27198, 27225, 27228, 27380, 5384, 5405, 5408, 5689,
        20072, 20092, 20095, 20153, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        24791, 24815, 24818, 24849, -1, -1, -1, -1, 39148, 39172, 39175, 39253, 38275, 38297, 38300, 38350,
        -1, -1, -1, -1, 4859, 4876, 4879, 4905, 57643, 57676, 57679, 57777, 65485, 65510, 65513, 65529,
        -1, -1, -1, -1, 25030, 25048, 25051, 25076, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69357, 69377, 69380, 69622,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6271, 6295, 6298, 6462,
        -1, -1, -1, -1, 24714, 24727, 24730, 24772, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53054, 53075, 53078, 53089, -1, -1, -1, -1, -1, -1, -1, -1,
        47302, 47320, 47323, 47377, 55390, 55408, 55411, 55574, 14853, 14877, 14880, 14961, 40234, 40254, 40257, 40267,
        -1, -1, -1, -1, -1, -1, -1, -1, 33252, 33268, 33271, 33326, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24969, 24995, 24998, 25029, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52538, 52570, 52573, 52673, -1, -1, -1, -1, 48005, 48034, 48037, 48161, 58995, 59013, 59016, 59051,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71039, 71058, 71061, 71086, 30079, 30096, 30099, 30133, 54986, 55007, 55010, 55284,
        59824, 59840, 59843, 59880, -1, -1, -1, -1, 32627, 32647, 32650, 32664, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 51608, 51626, 51629, 51639, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51742, 51760, 51763, 51783,
        -1, -1, -1, -1, -1, -1, -1, -1, 29911, 29928, 29931, 30078, -1, -1, -1, -1,
        36489, 36513, 36516, 36561, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46095, 46114, 46117, 46129, 24531, 24546, 24549, 24566, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26291, 26316, 26319, 26451, 30678, 30692, 30695, 30799,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59412, 59435, 59438, 59497, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15256, 15274, 15277, 15346, -1, -1, -1, -1, 15642, 15660, 15663, 15935,
        20650, 20663, 20666, 20714, 40268, 40287, 40290, 40819, -1, -1, -1, -1, 23184, 23213, 23216, 23301,
        -1, -1, -1, -1, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48932, 48952, 48955, 48995, 16878, 16885, 16888, 16894, 24276, 24290, 24293, 24305, 39812, 39839, 39842, 39943,
        41428, 41452, 41455, 41691, -1, -1, -1, -1, 61881, 61898, 61901, 62029, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49493, 49519, 49522, 49571, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 39254, 39273, 39276, 39353, -1, -1, -1, -1,
        15049, 15066, 15069, 15144, 56349, 56369, 56372, 56396, -1, -1, -1, -1, -1, -1, -1, -1,
        66370, 66386, 66389, 66429, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58354, 58383, 58386, 58410, -1, -1, -1, -1, 55709, 55730, 55733, 55776, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46198, 46215, 46218, 46230, 50394, 50405, 50408, 50427,
        -1, -1, -1, -1, 63750, 63765, 63768, 63800, 4044, 4056, 4059, 4158, 58411, 58437, 58440, 58468,
        -1, -1, -1, -1, 13310, 13334, 13337, 13529, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51696, 51709, 51712, 51741, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 33800, 33820, 33823, 33905, -1, -1, -1, -1,
        44386, 44407, 44410, 44552, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4310, 4334, 4337, 4356, 38781, 38808, 38811, 38958, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54415, 54434, 54437, 54485, 24567, 24584, 24587, 24612,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58243, 58271, 58274, 58300, 69254, 69272, 69275, 69356, -1, -1, -1, -1,
        -1, -1, -1, -1, 51383, 51402, 51405, 51419, -1, -1, -1, -1, 21201, 21217, 21220, 21321,
        -1, -1, -1, -1, 46693, 46715, 46718, 46857, -1, -1, -1, -1, -1, -1, -1, -1,
        4281, 4301, 4304, 4309, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16800, 16813, 16816, 16842, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4785, 4811, 4814, 4858, 56851, 56870, 56873, 56898, 47432, 47450, 47453, 47493,
        59640, 59660, 59663, 59718, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39944, 39969, 39972, 40030, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70315, 70336, 70339, 70405, 56899, 56917, 56920, 56945,
        48532, 48560, 48563, 48656, 20239, 20259, 20262, 20316, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 54117, 54136, 54139, 54174, 56231, 56244, 56247, 56301, 56162, 56184, 56187, 56230,
        36429, 36444, 36447, 36488, 44240, 44265, 44268, 44385, 56725, 56751, 56754, 56803, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48411, 48437, 48440, 48531, 44634, 44653, 44656, 44839,
        -1, -1, -1, -1, 34123, 34143, 34146, 34195, -1, -1, -1, -1, -1, -1, -1, -1,
        4357, 4370, 4373, 4381, 55777, 55795, 55798, 55831, 66100, 66125, 66128, 66157, 43673, 43696, 43699, 43882,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64914, 64930, 64933, 64974, 14686, 14708, 14711, 14852,
        58469, 58496, 58499, 58529, -1, -1, -1, -1, -1, -1, -1, -1, 33906, 33928, 33931, 34013,
        48162, 48188, 48191, 48284, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 17971, 17984, 17987, 18159,
        51819, 51851, 51854, 51944, 17776, 17786, 17789, 17970, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32791, 32807, 32810, 32837, 3972, 3985, 3988, 4043, 68699, 68713, 68716, 68835, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54032, 54048, 54051, 54116, -1, -1, -1, -1,
        -1, -1, -1, -1, 4409, 4423, 4426, 4487, 21322, 21337, 21340, 21398, 51420, 51435, 51438, 51448,
        67466, 67493, 67496, 67549, -1, -1, -1, -1, 53908, 53926, 53929, 54031, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53090, 53114, 53117, 53179,
        59498, 59518, 59521, 59579, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51114, 51133, 51136, 51204, 29386, 29406, 29409, 29616, 51205, 51226, 51229, 51297, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51945, 51978, 51981, 52071, -1, -1, -1, -1, 46161, 46182, 46185, 46197,
        29104, 29125, 29128, 29215, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35022, 35046, 35049, 35177, 20401, 20419, 20422, 20461, 21598, 21621, 21624, 21755,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6762, 6781, 6784, 6800,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45509, 45528, 45531, 45601, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41284, 41308, 41311, 41427, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26452, 26475, 26478, 26657, 54486, 54505, 54508, 54617,
        51545, 51562, 51565, 51577, 62306, 62323, 62326, 62396, -1, -1, -1, -1, 4254, 4272, 4275, 4280,
        352, 369, 372, 396, 9957, 9977, 9980, 10092, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 13642, 13667, 13670, 13847, 18816, 18833, 18836, 19046, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64492, 64504, 64507, 64589, -1, -1, -1, -1, -1, -1, -1, -1, 6952, 6975, 6978, 7059,
        68071, 68098, 68101, 68147, -1, -1, -1, -1, 69079, 69101, 69104, 69253, 26072, 26098, 26101, 26290,
        31453, 31469, 31472, 31573, 66866, 66892, 66895, 66960, -1, -1, -1, -1, 16936, 16946, 16949, 16976,
        -1, -1, -1, -1, -1, -1, -1, -1, 32088, 32101, 32104, 32236, -1, -1, -1, -1,
        47127, 47148, 47151, 47237, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42533, 42549, 42552, 42660, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36386, 36402, 36405, 36428, -1, -1, -1, -1,
        23654, 23678, 23681, 23810, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27779, 27806, 27809, 27973,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36177, 36195, 36198, 36337, -1, -1, -1, -1, 4488, 4499, 4502, 4706,
        13278, 13291, 13294, 13309, 58731, 58749, 58752, 58801, 57230, 57252, 57255, 57280, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 61198, 61213, 61216, 61272, -1, -1, -1, -1,
        -1, -1, -1, -1, 71293, 71307, 71310, 71384, -1, -1, -1, -1, -1, -1, -1, -1,
        65246, 65258, 65261, 65343, 65700, 65720, 65723, 65763, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35788, 35800, 35803, 35856, -1, -1, -1, -1, -1, -1, -1, -1, 57778, 57812, 57815, 57913,
        -1, -1, -1, -1, 4159, 4170, 4173, 4182, 57112, 57130, 57133, 57157, 4183, 4201, 4204, 4231,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16748, 16767, 16770, 16799,
        30800, 30823, 30826, 30881, -1, -1, -1, -1, 26860, 26888, 26891, 27197, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54175, 54193, 54196, 54273, 54750, 54768, 54771, 54810, 2050, 2074, 2077, 2164, 490, 502, 505, 519,
        49572, 49597, 49600, 49651, 15425, 15441, 15444, 15590, 28540, 28554, 28557, 28635, -1, -1, -1, -1,
        67920, 67946, 67949, 67995, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66040, 66063, 66066, 66099, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58937, 58956, 58959, 58994, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13848, 13869, 13872, 13933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52403, 52434, 52437, 52537,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6709, 6727, 6730, 6761, 28996, 29015, 29018, 29103, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44077, 44094, 44097, 44239, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42840, 42873, 42876, 43004, 52198, 52232, 52235, 52325, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 62833, 62855, 62858, 62944, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62397, 62415, 62418, 62496,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23471, 23496, 23499, 23521, 24508, 24519, 24522, 24530,
        -1, -1, -1, -1, -1, -1, -1, -1, 28199, 28222, 28225, 28332, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56804, 56822, 56825, 56850, 60995, 61014, 61017, 61197, -1, -1, -1, -1,
        16344, 16363, 16366, 16403, 13222, 13238, 13241, 13277, -1, -1, -1, -1, -1, -1, -1, -1,
        32936, 32955, 32958, 32985, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7736, 7755, 7758, 7857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51662, 51672, 51675, 51695, 23811, 23835, 23838, 23988, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39423, 39448, 39451, 39552,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49897, 49922, 49925, 49978,
        63077, 63097, 63100, 63332, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24306, 24318, 24321, 24333, 67770, 67799, 67802, 67844, -1, -1, -1, -1,
        59580, 59599, 59602, 59639, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49162, 49185, 49188, 49215,
        -1, -1, -1, -1, -1, -1, -1, -1, 60104, 60127, 60130, 60325, 59172, 59189, 59192, 59240,
        -1, -1, -1, -1, 41692, 41712, 41715, 41797, 56946, 56966, 56969, 56994, -1, -1, -1, -1,
        -1, -1, -1, -1, 49273, 49296, 49299, 49324, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27381, 27416, 27419, 27604, -1, -1, -1, -1, 16977, 16990, 16993, 17300, 37069, 37096, 37099, 37206,
        55642, 55664, 55667, 55708, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50499, 50522, 50525, 50572, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4232, 4246, 4249, 4253, -1, -1, -1, -1,
        -1, -1, -1, -1, 46623, 46642, 46645, 46692, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30289, 30304, 30307, 30537, 33451, 33461, 33464, 33497,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66467, 66479, 66482, 66491, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35672, 35686, 35689, 35787, 71242, 71261, 71264, 71292, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22303, 22332, 22335, 22526, -1, -1, -1, -1,
        57158, 57178, 57181, 57207, 58880, 58898, 58901, 58936, 69859, 69878, 69881, 69983, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21020, 21039, 21042, 21200, 7984, 8008, 8011, 8097, 62497, 62516, 62519, 62679, -1, -1, -1, -1,
        30538, 30560, 30563, 30677, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49124, 49141, 49144, 49161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24850, 24875, 24878, 24911, -1, -1, -1, -1, -1, -1, -1, -1,
        23522, 23538, 23541, 23569, 65027, 65048, 65051, 65185, 22621, 22647, 22650, 22704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60547, 60571, 60574, 60773, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32708, 32731, 32734, 32752, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53262, 53285, 53288, 53348, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14549, 14570, 14573, 14633,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46858, 46874, 46877, 46994,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24236, 24253, 24256, 24275, -1, -1, -1, -1, -1, -1, -1, -1, 17429, 17452, 17455, 17537,
        16034, 16051, 16054, 16151, -1, -1, -1, -1, -1, -1, -1, -1, 16404, 16421, 16424, 16532,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57208, 57215, 57218, 57229, -1, -1, -1, -1, -1, -1, -1, -1,
        31922, 31938, 31941, 32087, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50842, 50861, 50864, 50930,
        55575, 55593, 55596, 55641, -1, -1, -1, -1, 32986, 33006, 33009, 33027, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63801, 63818, 63821, 63944, -1, -1, -1, -1, -1, -1, -1, -1,
        24035, 24061, 24064, 24112, -1, -1, -1, -1, 31240, 31258, 31261, 31452, 47696, 47724, 47727, 47851,
        -1, -1, -1, -1, -1, -1, -1, -1, 4382, 4395, 4398, 4408, 24113, 24126, 24129, 24158,
        25077, 25096, 25099, 25126, -1, -1, -1, -1, -1, -1, -1, -1, 50172, 50197, 50200, 50330,
        -1, -1, -1, -1, -1, -1, -1, -1, 37974, 37998, 38001, 38104, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16533, 16550, 16553, 16747, 56302, 56321, 56324, 56348,
        -1, -1, -1, -1, -1, -1, -1, -1, 51449, 51465, 51468, 51476, 54914, 54932, 54935, 54985,
        -1, -1, -1, -1, -1, -1, -1, -1, 65764, 65787, 65790, 65828, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71385, 71406, 71409, 71429, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64975, 64989, 64992, 65026,
        -1, -1, -1, -1, -1, -1, -1, -1, 21948, 21972, 21975, 22080, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
