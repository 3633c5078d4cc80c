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
        sync.size.kb = {size} KB
        sync.size.mb = {size} MB
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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29583, 29603, 29606, 29613,
        -1, -1, -1, -1, 15568, 15580, 15583, 15595, 7295, 7319, 7322, 7363, -1, -1, -1, -1,
        5612, 5632, 5635, 5714, 24466, 24484, 24487, 24517, 16010, 16034, 16037, 16057, 29664, 29678, 29681, 29718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 21336, 21355, 21358, 21386, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13822, 13843, 13846, 13886, 18974, 18991, 18994, 19079,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9777, 9795, 9798, 9813,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22080, 22097, 22100, 22253, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35900, 35926, 35929, 35943, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1449, 1475, 1478, 1534, -1, -1, -1, -1, -1, -1, -1, -1,
        14470, 14496, 14499, 14536, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43139, 43163, 43166, 43202, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22909, 22927, 22930, 22957,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40267, 40291, 40294, 40313, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28610, 28627, 28630, 28901,
        -1, -1, -1, -1, -1, -1, -1, -1, 15802, 15812, 15815, 15819, 4694, 4713, 4716, 4764,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42961, 42979, 42982, 43022,
        -1, -1, -1, -1, 31881, 31900, 31903, 31934, 39118, 39132, 39135, 39201, 32079, 32099, 32102, 32116,
        11522, 11539, 11542, 11616, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7364, 7388, 7391, 8297, 20329, 20343, 20346, 20402, 15781, 15792, 15795, 15801, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13455, 13471, 13474, 13506, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3817, 3829, 3832, 3893, -1, -1, -1, -1,
        -1, -1, -1, -1, 31426, 31453, 31456, 31474, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33308, 33330, 33333, 33372, 18727, 18745, 18748, 18804, 9385, 9410, 9413, 9472,
        -1, -1, -1, -1, -1, -1, -1, -1, 17819, 17829, 17832, 17864, -1, -1, -1, -1,
        -1, -1, -1, -1, 31839, 31855, 31858, 31880, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26912, 26937, 26940, 26984, 37762, 37789, 37792, 37900, -1, -1, -1, -1,
        -1, -1, -1, -1, 15924, 15936, 15939, 15947, -1, -1, -1, -1, 31213, 31238, 31241, 31257,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11921, 11949, 11952, 12182, 14813, 14829, 14832, 14843, 18316, 18338, 18341, 18419, 32721, 32752, 32755, 32803,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5161, 5180, 5183, 5236, 190, 207, 210, 229,
        28016, 28032, 28035, 28129, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22494, 22516, 22519, 22549, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39338, 39355, 39358, 39435, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35574, 35587, 35590, 35596, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32502, 32534, 32537, 32586, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20866, 20889, 20892, 20903, -1, -1, -1, -1,
        13996, 14019, 14022, 14102, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34934, 34960, 34963, 35018, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27817, 27844, 27847, 27884,
        -1, -1, -1, -1, 3367, 3385, 3388, 3479, -1, -1, -1, -1, 35544, 35555, 35558, 35573,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23740, 23765, 23768, 23833, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43023, 43041, 43044, 43138, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13753, 13773, 13776, 13821, -1, -1, -1, -1, 1293, 1319, 1322, 1362,
        -1, -1, -1, -1, 41226, 41248, 41251, 41252, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31736, 31758, 31761, 31785, -1, -1, -1, -1,
        23366, 23386, 23389, 23423, 36205, 36225, 36228, 36247, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5528, 5551, 5554, 5611, 17018, 17043, 17046, 17136,
        37652, 37671, 37674, 37761, 43735, 43752, 43755, 43782, -1, -1, -1, -1, -1, -1, -1, -1,
        24988, 25007, 25010, 25055, 21182, 21194, 21197, 21239, 11382, 11403, 11406, 11453, 27532, 27556, 27559, 27614,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39436, 39453, 39456, 39513, -1, -1, -1, -1,
        12905, 12926, 12929, 12989, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 39917, 39930, 39933, 39956, 36248, 36261, 36264, 36296, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29466, 29485, 29488, 29494, 41949, 41976, 41979, 42087,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30053, 30069, 30072, 30117, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23555, 23586, 23589, 23739, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4535, 4545, 4548, 4634, 39840, 39860, 39863, 39916, -1, -1, -1, -1,
        -1, -1, -1, -1, 20762, 20772, 20775, 20788, -1, -1, -1, -1, 24196, 24215, 24218, 24229,
        21656, 21676, 21679, 21720, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18420, 18436, 18439, 18555, -1, -1, -1, -1, -1, -1, -1, -1,
        5715, 5739, 5742, 6485, 9080, 9102, 9105, 9220, -1, -1, -1, -1, -1, -1, -1, -1,
        19840, 19854, 19857, 19933, 22441, 22461, 22464, 22493, -1, -1, -1, -1, 15991, 16003, 16006, 16009,
        20671, 20684, 20687, 20761, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14968, 14997, 15000, 15047, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2420, 2441, 2444, 2598, 25056, 25081, 25084, 25144, -1, -1, -1, -1,
        15443, 15466, 15469, 15481, -1, -1, -1, -1, 3115, 3141, 3144, 3163, 32804, 32837, 32840, 32889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40630, 40659, 40662, 40703,
        21387, 21407, 21410, 21424, -1, -1, -1, -1, 41305, 41332, 41335, 41359, -1, -1, -1, -1,
        -1, -1, -1, -1, 42295, 42315, 42318, 42342, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22662, 22679, 22682, 22750,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3267, 3284, 3287, 3366, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36907, 36929, 36932, 37047,
        -1, -1, -1, -1, -1, -1, -1, -1, 34263, 34281, 34284, 34312, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36400, 36421, 36424, 36458, 19316, 19337, 19340, 19405,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32299, 32315, 32318, 32322,
        -1, -1, -1, -1, 4131, 4149, 4152, 4192, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4810, 4830, 4833, 4889,
        25367, 25391, 25394, 25403, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4314, 4343, 4346, 4400, 15723, 15733, 15736, 15740,
        639, 653, 656, 663, 15596, 15609, 15612, 15619, 27475, 27499, 27502, 27531, 39514, 39532, 39535, 39620,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 21453, 21469, 21472, 21512, 42171, 42193, 42196, 42294, -1, -1, -1, -1,
        -1, -1, -1, -1, 37901, 37921, 37924, 37978, 33373, 33397, 33400, 33496, 4401, 4423, 4426, 4470,
        33497, 33516, 33519, 33536, 43258, 43278, 43281, 43339, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 25871, 25899, 25902, 26154, 40575, 40595, 40598, 40629, 41517, 41544, 41547, 41564,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14604, 14624, 14627, 14656,
        38636, 38652, 38655, 38672, 40410, 40431, 40434, 40463, -1, -1, -1, -1, 791, 802, 805, 809,
        12652, 12675, 12678, 12904, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38882, 38904, 38907, 38978, 129, 141, 144, 162,
        35248, 35269, 35272, 35288, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38710, 38727, 38730, 38742, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19772, 19788, 19791, 19839, 32467, 32481, 32484, 32501, 41408, 41433, 41436, 41458, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21055, 21074, 21077, 21084, 16188, 16203, 16206, 16698,
        21005, 21022, 21025, 21030, 30193, 30210, 30213, 30247, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41184, 41209, 41212, 41225, -1, -1, -1, -1, 35991, 36009, 36012, 36042, -1, -1, -1, -1,
        -1, -1, -1, -1, 27087, 27110, 27113, 27174, 20194, 20208, 20211, 20256, -1, -1, -1, -1,
        20789, 20797, 20800, 20833, 16147, 16167, 16170, 16187, 29553, 29574, 29577, 29582, -1, -1, -1, -1,
        23424, 23446, 23449, 23471, 23941, 23961, 23964, 24019, -1, -1, -1, -1, -1, -1, -1, -1,
        25307, 25331, 25334, 25366, -1, -1, -1, -1, 11123, 11135, 11138, 11146, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8298, 8318, 8321, 8385, -1, -1, -1, -1,
        12183, 12201, 12204, 12317, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34544, 34564, 34567, 34606, -1, -1, -1, -1, -1, -1, -1, -1, 40354, 40376, 40379, 40409,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29639, 29656, 29659, 29663,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14657, 14680, 14683, 14709,
        32890, 32915, 32918, 32955, 43642, 43649, 43652, 43686, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15048, 15073, 15076, 15090, -1, -1, -1, -1, -1, -1, -1, -1, 34108, 34127, 34130, 34146,
        -1, -1, -1, -1, 10589, 10605, 10608, 10628, -1, -1, -1, -1, 36459, 36481, 36484, 36530,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2099, 2124, 2127, 2219, 33571, 33590, 33593, 33610, -1, -1, -1, -1, 10700, 10715, 10718, 10768,
        -1, -1, -1, -1, 40197, 40217, 40220, 40232, 43340, 43368, 43371, 43462, 33910, 33935, 33938, 33958,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40704, 40725, 40728, 40750,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20942, 20962, 20965, 20973,
        -1, -1, -1, -1, 40115, 40131, 40134, 40152, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20257, 20272, 20275, 20328,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40994, 41006, 41009, 41033, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14844, 14862, 14865, 14887, 17577, 17608, 17611, 17698, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12450, 12475, 12478, 12651, 23196, 23214, 23217, 23237, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32351, 32366, 32369, 32372, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15697, 15711, 15714, 15722, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22355, 22369, 22372, 22440, 35210, 35229, 35232, 35247, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 15902, 15914, 15917, 15923,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30899, 30922, 30925, 30991,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14188, 14217, 14220, 14328, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31656, 31675, 31678, 31701, -1, -1, -1, -1, 33864, 33883, 33886, 33909,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34886, 34902, 34905, 34933, -1, -1, -1, -1, 2317, 2346, 2349, 2419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30401, 30421, 30424, 30438, -1, -1, -1, -1, 709, 722, 725, 731,
        21958, 21973, 21976, 22079, -1, -1, -1, -1, -1, -1, -1, -1, 2220, 2237, 2240, 2316,
        37197, 37219, 37222, 37252, 33060, 33083, 33086, 33132, 40233, 40247, 40250, 40266, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35597, 35607, 35610, 35615,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29771, 29790, 29793, 29828, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27239, 27263, 27266, 27384, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8676, 8697, 8700, 8787, 13393, 13408, 13411, 13454, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24705, 24729, 24732, 24825, 29105, 29128, 29131, 29204, -1, -1, -1, -1, 23101, 23126, 23129, 23154,
        23283, 23302, 23305, 23365, 43535, 43562, 43565, 43641, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13098, 13120, 13123, 13161,
        38673, 38692, 38695, 38709, -1, -1, -1, -1, 19080, 19102, 19105, 19169, 33235, 33257, 33260, 33307,
        31786, 31810, 31813, 31838, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41615, 41640, 41643, 41664, 26468, 26488, 26491, 26709, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36365, 36379, 36382, 36399, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35479, 35493, 35496, 35517, 5306, 5330, 5333, 5414,
        21031, 21047, 21050, 21054, -1, -1, -1, -1, 31091, 31114, 31117, 31139, -1, -1, -1, -1,
        24101, 24128, 24131, 24195, -1, -1, -1, -1, 33188, 33209, 33212, 33234, 31038, 31065, 31068, 31090,
        39621, 39640, 39643, 39711, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31475, 31495, 31498, 31543, 31331, 31358, 31361, 31379, 35805, 35832, 35835, 35850, 32221, 32236, 32239, 32242,
        1535, 1559, 1562, 1607, 35616, 35649, 35652, 35708, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14710, 14737, 14740, 14812, 26710, 26739, 26742, 26911, 30813, 30839, 30842, 30898, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33537, 33555, 33558, 33570,
        25404, 25431, 25434, 25444, 12990, 13000, 13003, 13037, 29412, 29431, 29434, 29436, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9473, 9498, 9501, 9694, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38482, 38502, 38505, 38577, -1, -1, -1, -1,
        37253, 37272, 37275, 37376, 41253, 41278, 41281, 41304, 5502, 5515, 5518, 5527, 35944, 35972, 35975, 35990,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30439, 30466, 30469, 30540, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13162, 13180, 13183, 13204, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27674, 27699, 27702, 27756,
        32675, 32692, 32695, 32720, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9221, 9241, 9244, 9384, 39772, 39788, 39791, 39839, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        1660, 1679, 1682, 1987, -1, -1, -1, -1, -1, -1, -1, -1, 29614, 29631, 29634, 29638,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13296, 13314, 13317, 13392,
        -1, -1, -1, -1, 41082, 41100, 41103, 41118, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10225, 10243, 10246, 10274, 28442, 28459, 28462, 28489,
        41144, 41167, 41170, 41183, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16109, 16127, 16130, 16146,
        774, 784, 787, 790, 22751, 22766, 22769, 22822, 34147, 34167, 34170, 34212, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4890, 4914, 4917, 5008,
        37549, 37572, 37575, 37651, 18197, 18211, 18214, 18245, 32243, 32262, 32265, 32272, 40843, 40868, 40871, 40897,
        -1, -1, -1, -1, -1, -1, -1, -1, 36786, 36802, 36805, 36860, 17865, 17892, 17895, 17977,
        -1, -1, -1, -1, 27757, 27780, 27783, 27816, -1, -1, -1, -1, -1, -1, -1, -1,
        5009, 5029, 5032, 5085, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9983, 9997, 10000, 10035, 21768, 21786, 21789, 21844, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23834, 23861, 23864, 23894, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3480, 3502, 3505, 3603,
        -1, -1, -1, -1, 35019, 35038, 35041, 35072, -1, -1, -1, -1, 6568, 6587, 6590, 7294,
        15741, 15756, 15759, 15780, 18093, 18114, 18117, 18196, 4765, 4782, 4785, 4809, 27615, 27645, 27648, 27673,
        31258, 31276, 31279, 31284, -1, -1, -1, -1, 558, 569, 572, 576, 1608, 1626, 1629, 1659,
        25445, 25464, 25467, 25478, 3973, 3989, 3992, 4062, 38057, 38075, 38078, 38143, 42692, 42710, 42713, 42793,
        -1, -1, -1, -1, -1, -1, -1, -1, 20593, 20607, 20610, 20670, 41360, 41384, 41387, 41407,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35709, 35744, 35747, 35804, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41851, 41870, 41873, 41948, -1, -1, -1, -1,
        11160, 11176, 11179, 11191, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43463, 43482, 43485, 43534, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40898, 40917, 40920, 40943, -1, -1, -1, -1,
        -1, -1, -1, -1, 29205, 29229, 29232, 29411, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15168, 15188, 15191, 15222,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10090, 10110, 10113, 10172,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35518, 35529, 35532, 35543, 24293, 24317, 24320, 24465, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35289, 35313, 35316, 35342, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41746, 41762, 41765, 41850, 23895, 23907, 23910, 23940,
        -1, -1, -1, -1, 36104, 36124, 36127, 36164, -1, -1, -1, -1, 10769, 10791, 10794, 10826,
        -1, -1, -1, -1, 11617, 11634, 11637, 11683, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23238, 23254, 23257, 23282, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5415, 5435, 5438, 5501, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4063, 4082, 4085, 4130, 26985, 27010, 27013, 27086, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18805, 18826, 18829, 18835,
        -1, -1, -1, -1, 1988, 2008, 2011, 2098, 42794, 42817, 42820, 42860, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 40969, 40981, 40984, 40993, 41718, 41729, 41732, 41745,
        -1, -1, -1, -1, -1, -1, -1, -1, 10383, 10399, 10402, 10411, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28902, 28928, 28931, 29027, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43826, 43845, 43848, 43860, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35073, 35097, 35100, 35116, 38979, 38995, 38998, 39117,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38144, 38163, 38166, 38244, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21240, 21261, 21264, 21289, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19934, 19954, 19957, 19977,
        -1, -1, -1, -1, 24518, 24539, 24542, 24589, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10548, 10564, 10567, 10588,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23155, 23174, 23177, 23195,
        21148, 21166, 21169, 21181, -1, -1, -1, -1, 43783, 43800, 43803, 43825, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3894, 3918, 3921, 3972, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13205, 13225, 13228, 13251, -1, -1, -1, -1,
        29719, 29742, 29745, 29770, 32117, 32135, 32138, 32144, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21845, 21858, 21861, 21957,
        -1, -1, -1, -1, 30313, 30329, 30332, 30352, 17368, 17395, 17398, 17451, 3604, 3625, 3628, 3816,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24826, 24850, 24853, 24905, 24230, 24252, 24255, 24292,
        -1, -1, -1, -1, 3225, 3242, 3245, 3266, 40314, 40339, 40342, 40353, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42531, 42551, 42554, 42691,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 732, 743, 746, 750, -1, -1, -1, -1, 4193, 4217, 4220, 4313,
        -1, -1, -1, -1, 15948, 15961, 15964, 15990, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32956, 32977, 32980, 32990, -1, -1, -1, -1, -1, -1, -1, -1,
        30248, 30266, 30269, 30312, 34607, 34625, 34628, 34711, 9912, 9936, 9939, 9982, 25479, 25499, 25502, 25511,
        -1, -1, -1, -1, -1, -1, -1, -1, 21290, 21306, 21309, 21335, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16058, 16084, 16087, 16108, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30541, 30570, 30573, 30646, 36165, 36183, 36186, 36204,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43687, 43706, 43709, 43734, 19278, 19295, 19298, 19315, 34366, 34387, 34390, 34543,
        36861, 36877, 36880, 36906, -1, -1, -1, -1, 20834, 20854, 20857, 20865, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 32323, 32341, 32344, 32350, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32438, 32456, 32459, 32466,
        -1, -1, -1, -1, -1, -1, -1, -1, 19170, 19187, 19190, 19277, -1, -1, -1, -1,
        23041, 23065, 23068, 23100, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29437, 29456, 29459, 29465, 15840, 15855, 15858, 15868, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16815, 16840, 16843, 16902, 19625, 19639, 19642, 19706,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36531, 36554, 36557, 36599, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10173, 10191, 10194, 10224, -1, -1, -1, -1, 10412, 10430, 10433, 10547,
        13252, 13265, 13268, 13295, 25512, 25531, 25534, 25870, -1, -1, -1, -1, 14888, 14917, 14920, 14967,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30992, 31012, 31015, 31037, 11147, 11154, 11157, 11159, 15653, 15667, 15670, 15678, 25145, 25172, 25175, 25236,
        26246, 26270, 26273, 26404, -1, -1, -1, -1, 37979, 37996, 37999, 38056, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 24906, 24925, 24928, 24987, -1, -1, -1, -1,
        10036, 10053, 10056, 10089, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41034, 41050, 41053, 41081, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35851, 35880, 35883, 35899, -1, -1, -1, -1, 34803, 34824, 34827, 34847, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29528, 29545, 29548, 29552, 31702, 31713, 31716, 31735,
        -1, -1, -1, -1, 39202, 39217, 39220, 39236, 2651, 2663, 2666, 2729, -1, -1, -1, -1,
        -1, -1, -1, -1, 8456, 8480, 8483, 8675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32408, 32421, 32424, 32437, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 21513, 21533, 21536, 21582, -1, -1, -1, -1,
        28309, 28330, 28333, 28441, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2862, 2886, 2889, 2895, 24590, 24617, 24620, 24704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33959, 33978, 33981, 34012, 15869, 15886, 15889, 15901,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42475, 42493, 42496, 42530, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32145, 32164, 32167, 32174, -1, -1, -1, -1, 13622, 13638, 13641, 13698,
        -1, -1, -1, -1, 29874, 29896, 29899, 29974, -1, -1, -1, -1, -1, -1, -1, -1,
        2833, 2853, 2856, 2861, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11098, 11111, 11114, 11122, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3164, 3190, 3193, 3224, -1, -1, -1, -1, 30353, 30371, 30374, 30400,
        36723, 36743, 36746, 36785, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25237, 25262, 25265, 25306, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43203, 43224, 43227, 43257, 35400, 35418, 35421, 35437,
        30727, 30755, 30758, 30812, 13038, 13058, 13061, 13097, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 33758, 33777, 33780, 33806, 35162, 35175, 35178, 35209, 35117, 35139, 35142, 35161,
        22996, 23011, 23014, 23040, 28207, 28232, 28235, 28308, 35343, 35369, 35372, 35399, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30647, 30673, 30676, 30726, 28490, 28509, 28512, 28609,
        -1, -1, -1, -1, 21721, 21741, 21744, 21767, -1, -1, -1, -1, -1, -1, -1, -1,
        2896, 2909, 2912, 2918, 34848, 34866, 34869, 34885, 40795, 40820, 40823, 40842, 27885, 27908, 27911, 28015,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39957, 39973, 39976, 39997, 9814, 9836, 9839, 9911,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21583, 21605, 21608, 21655,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 11800, 11813, 11816, 11920,
        -1, -1, -1, -1, 11684, 11694, 11697, 11799, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20974, 20990, 20993, 21004, 2599, 2612, 2615, 2650, 42088, 42102, 42105, 42170, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33699, 33715, 33718, 33757, -1, -1, -1, -1,
        -1, -1, -1, -1, 2942, 2956, 2959, 2994, 13699, 13714, 13717, 13752, 32175, 32190, 32193, 32196,
        41459, 41486, 41489, 41516, -1, -1, -1, -1, 33611, 33629, 33632, 33698, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32991, 33015, 33018, 33059,
        36600, 36620, 36623, 36665, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31982, 32001, 32004, 32028, 18836, 18856, 18859, 18973, 32029, 32050, 32053, 32078, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29495, 29516, 29519, 29527,
        18641, 18662, 18665, 18726, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22254, 22278, 22281, 22354, 13887, 13910, 13913, 13995, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4508, 4527, 4530, 4534,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29028, 29047, 29050, 29104, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26155, 26179, 26182, 26245, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16903, 16926, 16929, 17017, 34013, 34032, 34035, 34107,
        32273, 32290, 32293, 32298, 38245, 38262, 38265, 38297, -1, -1, -1, -1, 2806, 2824, 2827, 2832,
        274, 291, 294, 307, 6486, 6506, 6509, 6567, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 8788, 8813, 8816, 8993, 12318, 12335, 12338, 12449, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39712, 39724, 39727, 39771, -1, -1, -1, -1, -1, -1, -1, -1, 4635, 4658, 4661, 4693,
        41665, 41692, 41695, 41717, -1, -1, -1, -1, 42343, 42365, 42368, 42474, 16699, 16725, 16728, 16814,
        20108, 20124, 20127, 20193, -1, -1, -1, -1, -1, -1, -1, -1, 11192, 11202, 11205, 11211,
        -1, -1, -1, -1, -1, -1, -1, -1, 20520, 20533, 20536, 20592, -1, -1, -1, -1,
        30118, 30139, 30142, 30192, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27175, 27191, 27194, 27238, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22958, 22974, 22977, 22995, -1, -1, -1, -1,
        15223, 15247, 15250, 15329, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17699, 17726, 17729, 17818,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22823, 22841, 22844, 22908, -1, -1, -1, -1, 2995, 3006, 3009, 3114,
        8430, 8443, 8446, 8455, 36043, 36061, 36064, 36103, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 37501, 37516, 37519, 37548, -1, -1, -1, -1,
        -1, -1, -1, -1, 43900, 43914, 43917, 43949, -1, -1, -1, -1, -1, -1, -1, -1,
        40153, 40165, 40168, 40196, 40464, 40484, 40487, 40510, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22630, 22642, 22645, 22661, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2730, 2741, 2744, 2752, -1, -1, -1, -1, 2753, 2771, 2774, 2783,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11059, 11078, 11081, 11097,
        19707, 19730, 19733, 19771, -1, -1, -1, -1, 17137, 17165, 17168, 17367, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33807, 33825, 33828, 33863, 34213, 34231, 34234, 34262, 1363, 1387, 1390, 1448, 368, 380, 383, 388,
        31285, 31310, 31313, 31330, 10275, 10291, 10294, 10382, 18246, 18260, 18263, 18315, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40751, 40774, 40777, 40794, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8994, 9015, 9018, 9079, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4471, 4489, 4492, 4507, 18556, 18575, 18578, 18640, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28130, 28147, 28150, 28206, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27385, 27418, 27421, 27474, 32587, 32621, 32624, 32674, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 38578, 38600, 38603, 38635, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38298, 38316, 38319, 38363,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15091, 15116, 15119, 15133, 15820, 15831, 15834, 15839,
        -1, -1, -1, -1, -1, -1, -1, -1, 17978, 18001, 18004, 18092, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37377, 37396, 37399, 37500, -1, -1, -1, -1, -1, -1, -1, -1,
        10827, 10846, 10849, 10863, 8386, 8402, 8405, 8429, -1, -1, -1, -1, -1, -1, -1, -1,
        21085, 21104, 21107, 21115, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        5086, 5105, 5108, 5160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32373, 32383, 32386, 32407, 15330, 15354, 15357, 15442, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31380, 31405, 31408, 31425,
        38743, 38763, 38766, 38881, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15679, 15691, 15694, 15696, 41565, 41594, 41597, 41614, -1, -1, -1, -1,
        36666, 36685, 36688, 36722, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36297, 36314, 36317, 36364,
        40944, 40956, 40959, 40968, 26405, 26425, 26428, 26467, 35438, 35458, 35461, 35478, -1, -1, -1, -1,
        -1, -1, -1, -1, 31171, 31194, 31197, 31212, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17452, 17487, 17490, 17576, -1, -1, -1, -1, 11212, 11225, 11228, 11381, 23472, 23499, 23502, 23554,
        34758, 34780, 34783, 34802, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 2784, 2798, 2801, 2805, -1, -1, -1, -1,
        -1, -1, -1, -1, 29829, 29848, 29851, 29873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19406, 19421, 19424, 19527, 21425, 21435, 21438, 21452,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41119, 41131, 41134, 41143, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22550, 22564, 22567, 22629, 43861, 43880, 43883, 43899, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14329, 14358, 14361, 14469, -1, -1, -1, -1,
        42861, 42880, 42883, 42960, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13507, 13526, 13529, 13621, 5237, 5261, 5264, 5305, 38364, 38383, 38386, 38481, -1, -1, -1, -1,
        19528, 19550, 19553, 19624, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31140, 31157, 31160, 31170, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15134, 15150, 15153, 15167, 40036, 40057, 40060, 40114, 14537, 14563, 14566, 14603, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37048, 37072, 37075, 37196, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20904, 20927, 20930, 20941, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33133, 33156, 33159, 33187, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9695, 9716, 9719, 9776,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29975, 29991, 29994, 30052,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15620, 15637, 15640, 15652, -1, -1, -1, -1, -1, -1, -1, -1, 11454, 11477, 11480, 11521,
        10629, 10646, 10649, 10699, -1, -1, -1, -1, -1, -1, -1, -1, 10864, 10881, 10884, 10931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20403, 20419, 20422, 20519, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31935, 31954, 31957, 31981,
        34712, 34730, 34733, 34757, -1, -1, -1, -1, 21116, 21136, 21139, 21147, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39237, 39254, 39257, 39337, -1, -1, -1, -1, -1, -1, -1, -1,
        15482, 15508, 15511, 15537, -1, -1, -1, -1, 19978, 19996, 19999, 20107, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 2919, 2932, 2935, 2941, 15538, 15551, 15554, 15567,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31544, 31569, 31572, 31655,
        -1, -1, -1, -1, -1, -1, -1, -1, 24020, 24044, 24047, 24100, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10932, 10949, 10952, 11058, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32197, 32213, 32216, 32220, 34313, 34331, 34334, 34365,
        -1, -1, -1, -1, -1, -1, -1, -1, 40511, 40534, 40537, 40574, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43950, 43971, 43974, 43981, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39998, 40012, 40015, 40035,
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
        sync.size.kb = {size} КБ
        sync.size.mb = {size} МБ
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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46219, 46239, 46242, 46256,
        -1, -1, -1, -1, 24159, 24171, 24174, 24206, 11389, 11413, 11416, 11499, -1, -1, -1, -1,
        8560, 8580, 8583, 8730, 38544, 38562, 38565, 38614, 24865, 24889, 24892, 24921, 46319, 46333, 46336, 46400,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 33280, 33299, 33302, 33351, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21500, 21521, 21524, 21597, 29570, 29587, 29590, 29718,
        -1, -1, -1, -1, -1, -1, -1, -1, 49769, 49795, 49798, 49849, -1, -1, -1, -1,
        39506, 39532, 39535, 39634, -1, -1, -1, -1, -1, -1, -1, -1, 14634, 14652, 14655, 14685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34684, 34701, 34704, 34974, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58006, 58032, 58035, 58061, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2165, 2191, 2194, 2290, -1, -1, -1, -1, -1, -1, -1, -1,
        22527, 22553, 22556, 22620, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69773, 69797, 69800, 69844, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36291, 36309, 36312, 36338,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64909, 64933, 64936, 64960, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44793, 44810, 44813, 45257,
        57664, 57691, 57694, 57718, -1, -1, -1, -1, 24478, 24488, 24491, 24507, 7060, 7079, 7082, 7171,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69514, 69532, 69535, 69601,
        -1, -1, -1, -1, 50715, 50734, 50737, 50794, 63123, 63137, 63140, 63225, 51251, 51271, 51274, 51305,
        17538, 17555, 17558, 17694, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        11500, 11524, 11527, 13067, 31727, 31741, 31744, 31874, 24442, 24453, 24456, 24477, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20948, 20964, 20967, 21019, -1, -1, -1, -1, -1, -1, -1, -1, 33540, 33560, 33563, 33645,
        -1, -1, -1, -1, -1, -1, -1, -1, 5690, 5702, 5705, 5816, -1, -1, -1, -1,
        -1, -1, -1, -1, 49932, 49959, 49962, 50015, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53441, 53463, 53466, 53506, 29169, 29187, 29190, 29307, 14239, 14264, 14267, 14326,
        -1, -1, -1, -1, -1, -1, -1, -1, 27927, 27937, 27940, 28016, -1, -1, -1, -1,
        -1, -1, -1, -1, 50670, 50686, 50689, 50714, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42205, 42230, 42233, 42277, 61043, 61070, 61073, 61216, -1, -1, -1, -1,
        -1, -1, -1, -1, 24639, 24651, 24654, 24666, -1, -1, -1, -1, 49278, 49303, 49306, 49333,
        -1, -1, -1, -1, 49366, 49391, 49394, 49445, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18160, 18188, 18191, 18576, 23045, 23061, 23064, 23097, 28589, 28611, 28614, 28778, 50975, 50995, 50998, 51066,
        52627, 52658, 52661, 52759, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7858, 7877, 7880, 7983, 240, 257, 260, 284,
        43836, 43852, 43855, 44029, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35530, 35552, 35555, 35624, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63421, 63438, 63441, 63552, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57077, 57090, 57093, 57099, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52025, 52057, 52060, 52150, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32618, 32641, 32644, 32660, -1, -1, -1, -1,
        21756, 21779, 21782, 21947, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55874, 55900, 55903, 55996, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43508, 43535, 43538, 43625,
        -1, -1, -1, -1, 5043, 5061, 5064, 5208, 35258, 35278, 35281, 35348, 57031, 57042, 57045, 57076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37461, 37486, 37489, 37638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69602, 69620, 69623, 69772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49169, 49193, 49196, 49225, 21399, 21419, 21422, 21499, -1, -1, -1, -1, 1955, 1981, 1984, 2049,
        -1, -1, -1, -1, 66273, 66295, 66298, 66299, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48238, 48265, 48268, 48363, 50526, 50548, 50551, 50596, -1, -1, -1, -1,
        36899, 36919, 36922, 36960, 58528, 58548, 58551, 58586, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8430, 8453, 8456, 8559, 26611, 26636, 26639, 26812,
        60890, 60909, 60912, 61042, 70617, 70634, 70637, 70669, -1, -1, -1, -1, -1, -1, -1, -1,
        39307, 39326, 39329, 39375, 33026, 33038, 33041, 33119, 17301, 17322, 17325, 17428, 43047, 43071, 43074, 43184,
        -1, -1, -1, -1, -1, -1, -1, -1, 66300, 66325, 66328, 66395, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63553, 63570, 63573, 63670, -1, -1, -1, -1,
        19887, 19908, 19911, 20023, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 64332, 64345, 64348, 64389, 58587, 58600, 58603, 58647, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46083, 46102, 46105, 46113, 67375, 67400, 67403, 67449,
        68034, 68061, 68064, 68228, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46948, 46964, 46967, 47079, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37160, 37191, 37194, 37460, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6801, 6811, 6814, 6951, 64172, 64192, 64195, 64331, -1, -1, -1, -1,
        -1, -1, -1, -1, 32453, 32463, 32466, 32513, -1, -1, -1, -1, 38194, 38213, 38216, 38227,
        33967, 33987, 33990, 34075, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28779, 28795, 28798, 28948, -1, -1, -1, -1, -1, -1, -1, -1,
        8731, 8755, 8758, 9956, 13934, 13956, 13959, 14074, -1, -1, -1, -1, -1, -1, -1, -1,
        30950, 30964, 30967, 31143, 35443, 35463, 35466, 35529, 66022, 66045, 66048, 66083, 24726, 24738, 24741, 24743,
        32311, 32324, 32327, 32452, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23302, 23331, 23334, 23421, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3648, 3669, 3672, 3971, 39635, 39660, 39663, 39764, -1, -1, -1, -1,
        23989, 24012, 24015, 24034, -1, -1, -1, -1, 4707, 4733, 4736, 4784, 52760, 52793, 52796, 52894,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65363, 65392, 65395, 65468,
        33352, 33372, 33375, 33403, -1, -1, -1, -1, 66587, 66614, 66617, 66684, -1, -1, -1, -1,
        -1, -1, -1, -1, 68550, 68570, 68573, 68608, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35810, 35827, 35830, 35978,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4906, 4923, 4926, 5042, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59802, 59824, 59827, 60022,
        -1, -1, -1, -1, -1, -1, -1, -1, 54764, 54782, 54785, 54866, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58752, 58773, 58776, 58805, 30087, 30108, 30111, 30241,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51531, 51547, 51550, 51560,
        -1, -1, -1, -1, 6179, 6197, 6200, 6270, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7245, 7265, 7268, 7404,
        40073, 40097, 40100, 40109, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6463, 6492, 6495, 6596, 24362, 24372, 24375, 24379,
        874, 888, 891, 909, 24207, 24220, 24223, 24235, 42958, 42982, 42985, 43046, 63671, 63689, 63692, 63834,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 33451, 33467, 33470, 33539, 68366, 68388, 68391, 68549, -1, -1, -1, -1,
        -1, -1, -1, -1, 61217, 61237, 61240, 61356, 53507, 53531, 53534, 53708, 6597, 6619, 6622, 6708,
        53709, 53728, 53731, 53761, 69936, 69956, 69959, 70058, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 40773, 40801, 40804, 41236, 65305, 65325, 65328, 65362, 67227, 67254, 67257, 67299,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22705, 22725, 22728, 22812,
        62421, 62437, 62440, 62461, 65093, 65114, 65117, 65175, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        19428, 19451, 19454, 19886, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62809, 62831, 62834, 62956, 177, 189, 192, 210,
        56397, 56418, 56421, 56445, -1, -1, -1, -1, 50884, 50903, 50906, 50974, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62502, 62519, 62522, 62552, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30835, 30851, 30854, 30949, 51737, 51751, 51754, 51771, 66925, 66950, 66953, 66995, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32848, 32867, 32870, 32888, 25174, 25189, 25192, 26024,
        32791, 32808, 32811, 32821, 33646, 33667, 33670, 33752, 47191, 47208, 47211, 47254, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66209, 66234, 66237, 66272, -1, -1, -1, -1, 58122, 58140, 58143, 58206, -1, -1, -1, -1,
        -1, -1, -1, -1, 42380, 42403, 42406, 42485, 31527, 31541, 31544, 31620, -1, -1, -1, -1,
        32514, 32522, 32525, 32579, 25125, 25145, 25148, 25173, 46184, 46205, 46208, 46218, -1, -1, -1, -1,
        36961, 36983, 36986, 37021, 37813, 37833, 37836, 37926, -1, -1, -1, -1, -1, -1, -1, -1,
        39984, 40008, 40011, 40072, 50381, 50403, 50406, 50451, 16843, 16855, 16858, 16877, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13068, 13088, 13091, 13221, -1, -1, -1, -1,
        18577, 18595, 18598, 18815, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55238, 55258, 55261, 55342, -1, -1, -1, -1, -1, -1, -1, -1, 65006, 65028, 65031, 65092,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46290, 46307, 46310, 46318,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22813, 22836, 22839, 22882,
        52895, 52920, 52923, 53006, 70518, 70525, 70528, 70568, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23422, 23447, 23450, 23470, -1, -1, -1, -1, -1, -1, -1, -1, 54571, 54590, 54593, 54626,
        -1, -1, -1, -1, 15987, 16003, 16006, 16033, -1, -1, -1, -1, 58806, 58828, 58831, 58887,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3105, 3130, 3133, 3312, 53803, 53822, 53825, 53860, -1, -1, -1, -1, 16152, 16167, 16170, 16259,
        -1, -1, -1, -1, 64820, 64840, 64843, 64874, 70059, 70087, 70090, 70228, 54303, 54328, 54331, 54367,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65469, 65490, 65493, 65515,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32706, 32726, 32729, 32743,
        -1, -1, -1, -1, 64662, 64678, 64681, 64721, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31621, 31636, 31639, 31726,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65830, 65842, 65845, 65899, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23098, 23116, 23119, 23183, 27558, 27589, 27592, 27731, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19047, 19072, 19075, 19427, 36653, 36671, 36674, 36712, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51593, 51608, 51611, 51614, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24334, 24348, 24351, 24361, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35131, 35145, 35148, 35257, 56350, 56369, 56372, 56396, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 24613, 24625, 24628, 24638,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48744, 48767, 48770, 48884,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22081, 22110, 22113, 22302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50284, 50303, 50306, 50346, -1, -1, -1, -1, 54227, 54246, 54249, 54302,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55785, 55801, 55804, 55873, -1, -1, -1, -1, 3462, 3491, 3494, 3647,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47447, 47467, 47470, 47493, -1, -1, -1, -1, 980, 993, 996, 1014,
        34458, 34473, 34476, 34683, -1, -1, -1, -1, -1, -1, -1, -1, 3313, 3330, 3333, 3461,
        60250, 60272, 60275, 60305, 53133, 53156, 53159, 53214, 64875, 64889, 64892, 64908, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57100, 57110, 57113, 57118,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46475, 46494, 46497, 46575, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42614, 42638, 42641, 42792, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13530, 13551, 13554, 13641, 20854, 20869, 20872, 20947, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38912, 38936, 38939, 39100, 45555, 45578, 45581, 45706, -1, -1, -1, -1, 36515, 36540, 36543, 36595,
        36770, 36789, 36792, 36898, 70352, 70379, 70382, 70517, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20317, 20339, 20342, 20400,
        62462, 62481, 62484, 62501, 66758, 66783, 66786, 66839, 29719, 29741, 29744, 29863, 53357, 53379, 53382, 53440,
        50597, 50621, 50624, 50669, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35349, 35370, 35373, 35442,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67526, 67551, 67554, 67600, 41751, 41771, 41774, 42002, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58717, 58731, 58734, 58751, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56948, 56962, 56965, 57000, 8098, 8122, 8125, 8246,
        32822, 32838, 32841, 32847, -1, -1, -1, -1, 49024, 49047, 49050, 49076, -1, -1, -1, -1,
        38058, 38085, 38088, 38193, -1, -1, -1, -1, 53302, 53323, 53326, 53356, 48949, 48976, 48979, 49023,
        63835, 63854, 63857, 63967, 59357, 59379, 59382, 59579, -1, -1, -1, -1, -1, -1, -1, -1,
        50016, 50036, 50039, 50124, 49605, 49632, 49635, 49686, 57777, 57804, 57807, 57829, 51430, 51445, 51448, 51456,
        2291, 2315, 2318, 2414, 57390, 57423, 57426, 57524, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22883, 22910, 22913, 23044, 42003, 42032, 42035, 42204, 48610, 48636, 48639, 48743, 49687, 49712, 49715, 49768,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53762, 53780, 53783, 53802,
        40110, 40137, 40140, 40152, 20024, 20034, 20037, 20071, 46015, 46034, 46037, 46047, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14327, 14352, 14355, 14548, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62156, 62176, 62179, 62308, -1, -1, -1, -1,
        60306, 60325, 60328, 60470, 66491, 66516, 66519, 66586, 8398, 8411, 8414, 8429, 58062, 58090, 58093, 58121,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47805, 47832, 47835, 47957, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20526, 20544, 20547, 20584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43274, 43299, 43302, 43402,
        52279, 52296, 52299, 52355, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14075, 14095, 14098, 14238, 64066, 64082, 64085, 64171, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2491, 2510, 2513, 2993, -1, -1, -1, -1, -1, -1, -1, -1, 46257, 46274, 46277, 46289,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20715, 20733, 20736, 20853,
        -1, -1, -1, -1, 65960, 65978, 65981, 65996, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15347, 15365, 15368, 15424, 44506, 44523, 44526, 44586,
        66147, 66170, 66173, 66208, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25080, 25098, 25101, 25124,
        1081, 1091, 1094, 1108, 35979, 35994, 35997, 36129, 54627, 54647, 54650, 54702, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7405, 7429, 7432, 7574,
        56446, 56470, 56473, 56522, 28412, 28426, 28429, 28492, 51457, 51476, 51479, 51497, 60749, 60772, 60775, 60889,
        65634, 65659, 65662, 65702, -1, -1, -1, -1, 47494, 47521, 47524, 47648, 28017, 28044, 28047, 28151,
        59195, 59211, 59214, 59299, 43403, 43426, 43429, 43507, -1, -1, -1, -1, -1, -1, -1, -1,
        7575, 7595, 7598, 7735, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14962, 14976, 14979, 15048, 34149, 34167, 34170, 34271, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37639, 37666, 37669, 37723, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5209, 5231, 5234, 5383,
        -1, -1, -1, -1, 55997, 56016, 56019, 56057, -1, -1, -1, -1, 10093, 10112, 10115, 11388,
        24380, 24395, 24398, 24441, 28286, 28307, 28310, 28411, 7172, 7189, 7192, 7244, 43185, 43215, 43218, 43273,
        49334, 49352, 49355, 49365, -1, -1, -1, -1, 770, 781, 784, 794, 2415, 2433, 2436, 2490,
        40153, 40172, 40175, 40186, 5927, 5943, 5946, 6078, 61506, 61524, 61527, 61637, 69153, 69171, 69174, 69294,
        -1, -1, -1, -1, -1, -1, -1, -1, 32190, 32204, 32207, 32310, 66685, 66709, 66712, 66757,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57525, 57560, 57563, 57663, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67886, 67905, 67908, 68033, -1, -1, -1, -1,
        16895, 16911, 16914, 16935, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70229, 70248, 70251, 70351, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65703, 65722, 65725, 65775, -1, -1, -1, -1,
        -1, -1, -1, -1, 45707, 45731, 45734, 46014, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23570, 23590, 23593, 23653,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 15145, 15165, 15168, 15255,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57001, 57012, 57015, 57030, 38304, 38328, 38331, 38543, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56601, 56625, 56628, 56677, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67715, 67731, 67734, 67885, 37724, 37736, 37739, 37812,
        -1, -1, -1, -1, 58278, 58298, 58301, 58355, -1, -1, -1, -1, 16260, 16282, 16285, 16343,
        -1, -1, -1, -1, 17695, 17712, 17715, 17775, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36713, 36729, 36732, 36769, 20462, 20481, 20484, 20525,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8247, 8267, 8270, 8397, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6079, 6098, 6101, 6178, 42278, 42303, 42306, 42379, -1, -1, -1, -1,
        20154, 20175, 20178, 20238, 66840, 66866, 66869, 66924, 67080, 67107, 67110, 67152, 29308, 29329, 29332, 29338,
        -1, -1, -1, -1, 2994, 3014, 3017, 3104, 69295, 69318, 69321, 69388, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 65803, 65815, 65818, 65829, 67678, 67689, 67692, 67714,
        -1, -1, -1, -1, -1, -1, -1, -1, 15591, 15607, 15610, 15641, 67153, 67181, 67184, 67226,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45258, 45284, 45287, 45461, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70724, 70743, 70746, 70771, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56058, 56082, 56085, 56114, 62957, 62973, 62976, 63122,
        -1, -1, -1, -1, 56523, 56548, 56551, 56600, -1, -1, -1, -1, -1, -1, -1, -1,
        61638, 61657, 61660, 61781, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33120, 33141, 33144, 33204, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31144, 31164, 31167, 31192,
        -1, -1, -1, -1, 38615, 38636, 38639, 38733, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15936, 15952, 15955, 15986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36596, 36615, 36618, 36652,
        32981, 32999, 33002, 33025, -1, -1, -1, -1, 70670, 70687, 70690, 70723, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        5817, 5841, 5844, 5926, 66084, 66108, 66111, 66146, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20585, 20605, 20608, 20649, -1, -1, -1, -1,
        46401, 46424, 46427, 46474, 51306, 51324, 51327, 51335, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34272, 34285, 34288, 34457,
        -1, -1, -1, -1, 47331, 47347, 47350, 47384, 27151, 27178, 27181, 27333, 5384, 5405, 5408, 5689,
        20072, 20092, 20095, 20153, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        24744, 24768, 24771, 24802, -1, -1, -1, -1, 39101, 39125, 39128, 39206, 38228, 38250, 38253, 38303,
        -1, -1, -1, -1, 4859, 4876, 4879, 4905, 57119, 57152, 57155, 57253, 64961, 64986, 64989, 65005,
        -1, -1, -1, -1, 24983, 25001, 25004, 25029, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68887, 68907, 68910, 69152,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6271, 6295, 6298, 6462,
        -1, -1, -1, -1, 24667, 24680, 24683, 24725, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53007, 53028, 53031, 53042, -1, -1, -1, -1, -1, -1, -1, -1,
        47255, 47273, 47276, 47330, 55343, 55361, 55364, 55527, 14853, 14877, 14880, 14961, 40187, 40207, 40210, 40220,
        -1, -1, -1, -1, -1, -1, -1, -1, 33205, 33221, 33224, 33279, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24922, 24948, 24951, 24982, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52491, 52523, 52526, 52626, -1, -1, -1, -1, 47958, 47987, 47990, 48114, 58471, 58489, 58492, 58527,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70569, 70588, 70591, 70616, 30032, 30049, 30052, 30086, 54939, 54960, 54963, 55237,
        59300, 59316, 59319, 59356, -1, -1, -1, -1, 32580, 32600, 32603, 32617, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 51561, 51579, 51582, 51592, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51695, 51713, 51716, 51736,
        -1, -1, -1, -1, -1, -1, -1, -1, 29864, 29881, 29884, 30031, -1, -1, -1, -1,
        36442, 36466, 36469, 36514, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46048, 46067, 46070, 46082, 24531, 24546, 24549, 24566, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26244, 26269, 26272, 26404, 30631, 30645, 30648, 30752,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58888, 58911, 58914, 58973, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15256, 15274, 15277, 15346, -1, -1, -1, -1, 15642, 15660, 15663, 15935,
        20650, 20663, 20666, 20714, 40221, 40240, 40243, 40772, -1, -1, -1, -1, 23184, 23213, 23216, 23301,
        -1, -1, -1, -1, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48885, 48905, 48908, 48948, 16878, 16885, 16888, 16894, 24276, 24290, 24293, 24305, 39765, 39792, 39795, 39896,
        41381, 41405, 41408, 41644, -1, -1, -1, -1, 61357, 61374, 61377, 61505, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49446, 49472, 49475, 49524, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 39207, 39226, 39229, 39306, -1, -1, -1, -1,
        15049, 15066, 15069, 15144, 56302, 56322, 56325, 56349, -1, -1, -1, -1, -1, -1, -1, -1,
        65900, 65916, 65919, 65959, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57830, 57859, 57862, 57886, -1, -1, -1, -1, 55662, 55683, 55686, 55729, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46151, 46168, 46171, 46183, 50347, 50358, 50361, 50380,
        -1, -1, -1, -1, 63226, 63241, 63244, 63276, 4044, 4056, 4059, 4158, 57887, 57913, 57916, 57944,
        -1, -1, -1, -1, 13310, 13334, 13337, 13529, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51649, 51662, 51665, 51694, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 33753, 33773, 33776, 33858, -1, -1, -1, -1,
        44339, 44360, 44363, 44505, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4310, 4334, 4337, 4356, 38734, 38761, 38764, 38911, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 54368, 54387, 54390, 54438, 24567, 24584, 24587, 24612,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57719, 57747, 57750, 57776, 68784, 68802, 68805, 68886, -1, -1, -1, -1,
        -1, -1, -1, -1, 51336, 51355, 51358, 51372, -1, -1, -1, -1, 21201, 21217, 21220, 21321,
        -1, -1, -1, -1, 46646, 46668, 46671, 46810, -1, -1, -1, -1, -1, -1, -1, -1,
        4281, 4301, 4304, 4309, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16800, 16813, 16816, 16842, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4785, 4811, 4814, 4858, 56804, 56823, 56826, 56851, 47385, 47403, 47406, 47446,
        59116, 59136, 59139, 59194, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39897, 39922, 39925, 39983, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69845, 69866, 69869, 69935, 56852, 56870, 56873, 56898,
        48485, 48513, 48516, 48609, 20239, 20259, 20262, 20316, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 54070, 54089, 54092, 54127, 56184, 56197, 56200, 56254, 56115, 56137, 56140, 56183,
        36382, 36397, 36400, 36441, 44193, 44218, 44221, 44338, 56678, 56704, 56707, 56756, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48364, 48390, 48393, 48484, 44587, 44606, 44609, 44792,
        -1, -1, -1, -1, 34076, 34096, 34099, 34148, -1, -1, -1, -1, -1, -1, -1, -1,
        4357, 4370, 4373, 4381, 55730, 55748, 55751, 55784, 65576, 65601, 65604, 65633, 43626, 43649, 43652, 43835,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64390, 64406, 64409, 64450, 14686, 14708, 14711, 14852,
        57945, 57972, 57975, 58005, -1, -1, -1, -1, -1, -1, -1, -1, 33859, 33881, 33884, 33966,
        48115, 48141, 48144, 48237, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 17971, 17984, 17987, 18159,
        51772, 51804, 51807, 51897, 17776, 17786, 17789, 17970, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32744, 32760, 32763, 32790, 3972, 3985, 3988, 4043, 68229, 68243, 68246, 68365, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53985, 54001, 54004, 54069, -1, -1, -1, -1,
        -1, -1, -1, -1, 4409, 4423, 4426, 4487, 21322, 21337, 21340, 21398, 51373, 51388, 51391, 51401,
        66996, 67023, 67026, 67079, -1, -1, -1, -1, 53861, 53879, 53882, 53984, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53043, 53067, 53070, 53132,
        58974, 58994, 58997, 59055, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51067, 51086, 51089, 51157, 29339, 29359, 29362, 29569, 51158, 51179, 51182, 51250, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51898, 51931, 51934, 52024, -1, -1, -1, -1, 46114, 46135, 46138, 46150,
        29057, 29078, 29081, 29168, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34975, 34999, 35002, 35130, 20401, 20419, 20422, 20461, 21598, 21621, 21624, 21755,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6762, 6781, 6784, 6800,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45462, 45481, 45484, 45554, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41237, 41261, 41264, 41380, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26405, 26428, 26431, 26610, 54439, 54458, 54461, 54570,
        51498, 51515, 51518, 51530, 61782, 61799, 61802, 61872, -1, -1, -1, -1, 4254, 4272, 4275, 4280,
        352, 369, 372, 396, 9957, 9977, 9980, 10092, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 13642, 13667, 13670, 13847, 18816, 18833, 18836, 19046, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63968, 63980, 63983, 64065, -1, -1, -1, -1, -1, -1, -1, -1, 6952, 6975, 6978, 7059,
        67601, 67628, 67631, 67677, -1, -1, -1, -1, 68609, 68631, 68634, 68783, 26025, 26051, 26054, 26243,
        31406, 31422, 31425, 31526, 66396, 66422, 66425, 66490, -1, -1, -1, -1, 16936, 16946, 16949, 16976,
        -1, -1, -1, -1, -1, -1, -1, -1, 32041, 32054, 32057, 32189, -1, -1, -1, -1,
        47080, 47101, 47104, 47190, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42486, 42502, 42505, 42613, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36339, 36355, 36358, 36381, -1, -1, -1, -1,
        23654, 23678, 23681, 23810, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27732, 27759, 27762, 27926,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36130, 36148, 36151, 36290, -1, -1, -1, -1, 4488, 4499, 4502, 4706,
        13278, 13291, 13294, 13309, 58207, 58225, 58228, 58277, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 60674, 60689, 60692, 60748, -1, -1, -1, -1,
        -1, -1, -1, -1, 70823, 70837, 70840, 70914, -1, -1, -1, -1, -1, -1, -1, -1,
        64722, 64734, 64737, 64819, 65176, 65196, 65199, 65239, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35741, 35753, 35756, 35809, -1, -1, -1, -1, -1, -1, -1, -1, 57254, 57288, 57291, 57389,
        -1, -1, -1, -1, 4159, 4170, 4173, 4182, -1, -1, -1, -1, 4183, 4201, 4204, 4231,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16748, 16767, 16770, 16799,
        30753, 30776, 30779, 30834, -1, -1, -1, -1, 26813, 26841, 26844, 27150, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54128, 54146, 54149, 54226, 54703, 54721, 54724, 54763, 2050, 2074, 2077, 2164, 490, 502, 505, 519,
        49525, 49550, 49553, 49604, 15425, 15441, 15444, 15590, 28493, 28507, 28510, 28588, -1, -1, -1, -1,
        67450, 67476, 67479, 67525, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65516, 65539, 65542, 65575, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58413, 58432, 58435, 58470, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13848, 13869, 13872, 13933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52356, 52387, 52390, 52490,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6709, 6727, 6730, 6761, 28949, 28968, 28971, 29056, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44030, 44047, 44050, 44192, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42793, 42826, 42829, 42957, 52151, 52185, 52188, 52278, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 62309, 62331, 62334, 62420, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61873, 61891, 61894, 61972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23471, 23496, 23499, 23521, 24508, 24519, 24522, 24530,
        -1, -1, -1, -1, -1, -1, -1, -1, 28152, 28175, 28178, 28285, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56757, 56775, 56778, 56803, 60471, 60490, 60493, 60673, -1, -1, -1, -1,
        16344, 16363, 16366, 16403, 13222, 13238, 13241, 13277, -1, -1, -1, -1, -1, -1, -1, -1,
        32889, 32908, 32911, 32938, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7736, 7755, 7758, 7857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51615, 51625, 51628, 51648, 23811, 23835, 23838, 23988, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39376, 39401, 39404, 39505,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49850, 49875, 49878, 49931,
        62553, 62573, 62576, 62808, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24306, 24318, 24321, 24333, 67300, 67329, 67332, 67374, -1, -1, -1, -1,
        59056, 59075, 59078, 59115, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49115, 49138, 49141, 49168,
        -1, -1, -1, -1, -1, -1, -1, -1, 59580, 59603, 59606, 59801, 58648, 58665, 58668, 58716,
        65776, 65788, 65791, 65802, 41645, 41665, 41668, 41750, 56899, 56919, 56922, 56947, -1, -1, -1, -1,
        -1, -1, -1, -1, 49226, 49249, 49252, 49277, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27334, 27369, 27372, 27557, -1, -1, -1, -1, 16977, 16990, 16993, 17300, 37022, 37049, 37052, 37159,
        55595, 55617, 55620, 55661, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50452, 50475, 50478, 50525, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4232, 4246, 4249, 4253, -1, -1, -1, -1,
        -1, -1, -1, -1, 46576, 46595, 46598, 46645, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30242, 30257, 30260, 30490, 33404, 33414, 33417, 33450,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65997, 66009, 66012, 66021, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35625, 35639, 35642, 35740, 70772, 70791, 70794, 70822, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22303, 22332, 22335, 22526, -1, -1, -1, -1,
        58356, 58374, 58377, 58412, 69389, 69408, 69411, 69513, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21020, 21039, 21042, 21200, 7984, 8008, 8011, 8097, 61973, 61992, 61995, 62155, -1, -1, -1, -1,
        30491, 30513, 30516, 30630, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49077, 49094, 49097, 49114, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24803, 24828, 24831, 24864, -1, -1, -1, -1, -1, -1, -1, -1,
        23522, 23538, 23541, 23569, 64503, 64524, 64527, 64661, 22621, 22647, 22650, 22704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60023, 60047, 60050, 60249, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32661, 32684, 32687, 32705, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53215, 53238, 53241, 53301, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14549, 14570, 14573, 14633,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46811, 46827, 46830, 46947,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24236, 24253, 24256, 24275, -1, -1, -1, -1, -1, -1, -1, -1, 17429, 17452, 17455, 17537,
        16034, 16051, 16054, 16151, -1, -1, -1, -1, -1, -1, -1, -1, 16404, 16421, 16424, 16532,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31875, 31891, 31894, 32040, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50795, 50814, 50817, 50883,
        55528, 55546, 55549, 55594, -1, -1, -1, -1, 32939, 32959, 32962, 32980, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63277, 63294, 63297, 63420, -1, -1, -1, -1, -1, -1, -1, -1,
        24035, 24061, 24064, 24112, -1, -1, -1, -1, 31193, 31211, 31214, 31405, 47649, 47677, 47680, 47804,
        -1, -1, -1, -1, -1, -1, -1, -1, 4382, 4395, 4398, 4408, 24113, 24126, 24129, 24158,
        25030, 25049, 25052, 25079, -1, -1, -1, -1, -1, -1, -1, -1, 50125, 50150, 50153, 50283,
        -1, -1, -1, -1, -1, -1, -1, -1, 37927, 37951, 37954, 38057, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16533, 16550, 16553, 16747, 56255, 56274, 56277, 56301,
        -1, -1, -1, -1, -1, -1, -1, -1, 51402, 51418, 51421, 51429, 54867, 54885, 54888, 54938,
        -1, -1, -1, -1, -1, -1, -1, -1, 65240, 65263, 65266, 65304, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70915, 70936, 70939, 70959, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64451, 64465, 64468, 64502,
        -1, -1, -1, -1, -1, -1, -1, -1, 21948, 21972, 21975, 22080, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
