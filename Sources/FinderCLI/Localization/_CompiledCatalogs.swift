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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30020, 30040, 30043, 30050,
        -1, -1, -1, -1, 15615, 15627, 15630, 15642, 7295, 7319, 7322, 7363, -1, -1, -1, -1,
        5612, 5632, 5635, 5714, 24903, 24921, 24924, 24954, 16057, 16081, 16084, 16104, 30101, 30115, 30118, 30155,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 21534, 21553, 21556, 21584, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13869, 13890, 13893, 13933, 19172, 19189, 19192, 19277,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9777, 9795, 9798, 9813,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22278, 22295, 22298, 22451, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36746, 36772, 36775, 36789, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1449, 1475, 1478, 1534, -1, -1, -1, -1, -1, -1, -1, -1,
        14517, 14543, 14546, 14583, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44246, 44270, 44273, 44309, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23346, 23364, 23367, 23394,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41374, 41398, 41401, 41420, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29047, 29064, 29067, 29338,
        -1, -1, -1, -1, -1, -1, -1, -1, 15849, 15859, 15862, 15866, 4694, 4713, 4716, 4764,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44068, 44086, 44089, 44129,
        -1, -1, -1, -1, 32727, 32746, 32749, 32780, 40083, 40097, 40100, 40166, 32925, 32945, 32948, 32962,
        11569, 11586, 11589, 11663, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        7364, 7388, 7391, 8297, 20527, 20541, 20544, 20600, 15828, 15839, 15842, 15848, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13502, 13518, 13521, 13553, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 3817, 3829, 3832, 3893, -1, -1, -1, -1,
        -1, -1, -1, -1, 32272, 32299, 32302, 32320, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34154, 34176, 34179, 34218, 18925, 18943, 18946, 19002, 9385, 9410, 9413, 9472,
        -1, -1, -1, -1, -1, -1, -1, -1, 18017, 18027, 18030, 18062, -1, -1, -1, -1,
        -1, -1, -1, -1, 32685, 32701, 32704, 32726, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27349, 27374, 27377, 27421, 38608, 38635, 38638, 38746, -1, -1, -1, -1,
        -1, -1, -1, -1, 15971, 15983, 15986, 15994, -1, -1, -1, -1, 32059, 32084, 32087, 32103,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11968, 11996, 11999, 12229, 14860, 14876, 14879, 14890, 18514, 18536, 18539, 18617, 33567, 33598, 33601, 33649,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5161, 5180, 5183, 5236, 190, 207, 210, 229,
        28453, 28469, 28472, 28566, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22931, 22953, 22956, 22986, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40303, 40320, 40323, 40400, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36420, 36433, 36436, 36442, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33348, 33380, 33383, 33432, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21064, 21087, 21090, 21101, -1, -1, -1, -1,
        14043, 14066, 14069, 14149, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35780, 35806, 35809, 35864, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28254, 28281, 28284, 28321,
        -1, -1, -1, -1, 3367, 3385, 3388, 3479, -1, -1, -1, -1, 36390, 36401, 36404, 36419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24177, 24202, 24205, 24270, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44130, 44148, 44151, 44245, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13800, 13820, 13823, 13868, -1, -1, -1, -1, 1293, 1319, 1322, 1362,
        -1, -1, -1, -1, 42333, 42355, 42358, 42359, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32582, 32604, 32607, 32631, -1, -1, -1, -1,
        23803, 23823, 23826, 23860, 37051, 37071, 37074, 37093, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5528, 5551, 5554, 5611, 17065, 17090, 17093, 17183,
        38498, 38517, 38520, 38607, 44842, 44859, 44862, 44889, -1, -1, -1, -1, -1, -1, -1, -1,
        25425, 25444, 25447, 25492, 21380, 21392, 21395, 21437, 11429, 11450, 11453, 11500, 27969, 27993, 27996, 28051,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40401, 40418, 40421, 40478, -1, -1, -1, -1,
        12952, 12973, 12976, 13036, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 40882, 40895, 40898, 40921, 37094, 37107, 37110, 37142, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29903, 29922, 29925, 29931, 43056, 43083, 43086, 43194,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30490, 30506, 30509, 30554, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23992, 24023, 24026, 24176, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4535, 4545, 4548, 4634, 40805, 40825, 40828, 40881, -1, -1, -1, -1,
        -1, -1, -1, -1, 20960, 20970, 20973, 20986, -1, -1, -1, -1, 24633, 24652, 24655, 24666,
        21854, 21874, 21877, 21918, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18618, 18634, 18637, 18753, -1, -1, -1, -1, -1, -1, -1, -1,
        5715, 5739, 5742, 6485, 9080, 9102, 9105, 9220, -1, -1, -1, -1, -1, -1, -1, -1,
        20038, 20052, 20055, 20131, 22878, 22898, 22901, 22930, -1, -1, -1, -1, 16038, 16050, 16053, 16056,
        20869, 20882, 20885, 20959, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15015, 15044, 15047, 15094, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2420, 2441, 2444, 2598, 25493, 25518, 25521, 25581, -1, -1, -1, -1,
        15490, 15513, 15516, 15528, -1, -1, -1, -1, 3115, 3141, 3144, 3163, 33650, 33683, 33686, 33735,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41737, 41766, 41769, 41810,
        21585, 21605, 21608, 21622, -1, -1, -1, -1, 42412, 42439, 42442, 42466, -1, -1, -1, -1,
        -1, -1, -1, -1, 43402, 43422, 43425, 43449, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23099, 23116, 23119, 23187,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3267, 3284, 3287, 3366, -1, -1, -1, -1, 39091, 39118, 39121, 39209,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37753, 37775, 37778, 37893,
        -1, -1, -1, -1, -1, -1, -1, -1, 35109, 35127, 35130, 35158, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37246, 37267, 37270, 37304, 19514, 19535, 19538, 19603,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33145, 33161, 33164, 33168,
        -1, -1, -1, -1, 4131, 4149, 4152, 4192, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4810, 4830, 4833, 4889,
        25804, 25828, 25831, 25840, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 4314, 4343, 4346, 4400, 15770, 15780, 15783, 15787,
        639, 653, 656, 663, 15643, 15656, 15659, 15666, 27912, 27936, 27939, 27968, 40479, 40497, 40500, 40585,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 953, 974, 977, 1012,
        -1, -1, -1, -1, 21651, 21667, 21670, 21710, 43278, 43300, 43303, 43401, -1, -1, -1, -1,
        -1, -1, -1, -1, 38747, 38767, 38770, 38824, 34219, 34243, 34246, 34342, 4401, 4423, 4426, 4470,
        34343, 34362, 34365, 34382, 44365, 44385, 44388, 44446, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 26308, 26336, 26339, 26591, 41682, 41702, 41705, 41736, 42624, 42651, 42654, 42671,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14651, 14671, 14674, 14703,
        39601, 39617, 39620, 39637, 41517, 41538, 41541, 41570, -1, -1, -1, -1, 791, 802, 805, 809,
        12699, 12722, 12725, 12951, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39847, 39869, 39872, 39943, 129, 141, 144, 162,
        36094, 36115, 36118, 36134, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39675, 39692, 39695, 39707, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19970, 19986, 19989, 20037, 33313, 33327, 33330, 33347, 42515, 42540, 42543, 42565, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21253, 21272, 21275, 21282, 16235, 16250, 16253, 16745,
        21203, 21220, 21223, 21228, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42291, 42316, 42319, 42332, -1, -1, -1, -1, 36837, 36855, 36858, 36888, -1, -1, -1, -1,
        -1, -1, -1, -1, 27524, 27547, 27550, 27611, 20392, 20406, 20409, 20454, -1, -1, -1, -1,
        20987, 20995, 20998, 21031, 16194, 16214, 16217, 16234, 29990, 30011, 30014, 30019, -1, -1, -1, -1,
        23861, 23883, 23886, 23908, 24378, 24398, 24401, 24456, -1, -1, -1, -1, -1, -1, -1, -1,
        25744, 25768, 25771, 25803, -1, -1, -1, -1, 11170, 11182, 11185, 11193, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8298, 8318, 8321, 8385, -1, -1, -1, -1,
        12230, 12248, 12251, 12364, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35390, 35410, 35413, 35452, -1, -1, -1, -1, -1, -1, -1, -1, 41461, 41483, 41486, 41516,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30076, 30093, 30096, 30100,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14704, 14727, 14730, 14756,
        33736, 33761, 33764, 33801, 44749, 44756, 44759, 44793, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15095, 15120, 15123, 15137, -1, -1, -1, -1, -1, -1, -1, -1, 34954, 34973, 34976, 34992,
        -1, -1, -1, -1, 10589, 10605, 10608, 10628, -1, -1, -1, -1, 37305, 37327, 37330, 37376,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        2099, 2124, 2127, 2219, 34417, 34436, 34439, 34456, -1, -1, -1, -1, 10700, 10715, 10718, 10768,
        -1, -1, -1, -1, 41248, 41268, 41271, 41283, 44447, 44475, 44478, 44569, 34756, 34781, 34784, 34804,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41811, 41832, 41835, 41857,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21140, 21160, 21163, 21171,
        -1, -1, -1, -1, 41166, 41182, 41185, 41203, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20455, 20470, 20473, 20526,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42101, 42113, 42116, 42140, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14891, 14909, 14912, 14934, 17624, 17655, 17658, 17745, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12497, 12522, 12525, 12698, 23633, 23651, 23654, 23674, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33197, 33212, 33215, 33218, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15744, 15758, 15761, 15769, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22792, 22806, 22809, 22877, 36056, 36075, 36078, 36093, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1151, 1177, 1180, 1292, -1, -1, -1, -1, 15949, 15961, 15964, 15970,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31745, 31768, 31771, 31837,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14235, 14264, 14267, 14375, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32502, 32521, 32524, 32547, -1, -1, -1, -1, 34710, 34729, 34732, 34755,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35732, 35748, 35751, 35779, -1, -1, -1, -1, 2317, 2346, 2349, 2419,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31247, 31267, 31270, 31284, -1, -1, -1, -1, 709, 722, 725, 731,
        22156, 22171, 22174, 22277, -1, -1, -1, -1, -1, -1, -1, -1, 2220, 2237, 2240, 2316,
        38043, 38065, 38068, 38098, 33906, 33929, 33932, 33978, 41340, 41354, 41357, 41373, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36443, 36453, 36456, 36461,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30208, 30227, 30230, 30265, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27676, 27700, 27703, 27821, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8676, 8697, 8700, 8787, 13440, 13455, 13458, 13501, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25142, 25166, 25169, 25262, 29542, 29565, 29568, 29641, -1, -1, -1, -1, 23538, 23563, 23566, 23591,
        23720, 23739, 23742, 23802, 44642, 44669, 44672, 44748, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13145, 13167, 13170, 13208,
        39638, 39657, 39660, 39674, -1, -1, -1, -1, 19278, 19300, 19303, 19367, 34081, 34103, 34106, 34153,
        32632, 32656, 32659, 32684, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42722, 42747, 42750, 42771, 26905, 26925, 26928, 27146, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37211, 37225, 37228, 37245, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36325, 36339, 36342, 36363, 5306, 5330, 5333, 5414,
        21229, 21245, 21248, 21252, -1, -1, -1, -1, 31937, 31960, 31963, 31985, -1, -1, -1, -1,
        24538, 24565, 24568, 24632, -1, -1, -1, -1, 34034, 34055, 34058, 34080, 31884, 31911, 31914, 31936,
        40586, 40605, 40608, 40676, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32321, 32341, 32344, 32389, 32177, 32204, 32207, 32225, 36651, 36678, 36681, 36696, 33067, 33082, 33085, 33088,
        1535, 1559, 1562, 1607, 36462, 36495, 36498, 36554, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14757, 14784, 14787, 14859, 27147, 27176, 27179, 27348, 31659, 31685, 31688, 31744, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34383, 34401, 34404, 34416,
        25841, 25868, 25871, 25881, 13037, 13047, 13050, 13084, 29849, 29868, 29871, 29873, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9473, 9498, 9501, 9694, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39447, 39467, 39470, 39542, -1, -1, -1, -1,
        38099, 38118, 38121, 38222, 42360, 42385, 42388, 42411, 5502, 5515, 5518, 5527, 36790, 36818, 36821, 36836,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31285, 31312, 31315, 31386, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13209, 13227, 13230, 13251, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28111, 28136, 28139, 28193,
        33521, 33538, 33541, 33566, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9221, 9241, 9244, 9384, 40737, 40753, 40756, 40804, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22553, 22578, 22581, 22670,
        1660, 1679, 1682, 1987, -1, -1, -1, -1, -1, -1, -1, -1, 30051, 30068, 30071, 30075,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13343, 13361, 13364, 13439,
        30709, 30724, 30727, 30778, 42189, 42207, 42210, 42225, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31083, 31097, 31100, 31128, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10225, 10243, 10246, 10274, 28879, 28896, 28899, 28926,
        42251, 42274, 42277, 42290, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16156, 16174, 16177, 16193,
        774, 784, 787, 790, 23188, 23203, 23206, 23259, 34993, 35013, 35016, 35058, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4890, 4914, 4917, 5008,
        38395, 38418, 38421, 38497, 18395, 18409, 18412, 18443, 33089, 33108, 33111, 33118, 41950, 41975, 41978, 42004,
        -1, -1, -1, -1, -1, -1, -1, -1, 37632, 37648, 37651, 37706, 18063, 18090, 18093, 18175,
        -1, -1, -1, -1, 28194, 28217, 28220, 28253, -1, -1, -1, -1, -1, -1, -1, -1,
        5009, 5029, 5032, 5085, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9983, 9997, 10000, 10035, 21966, 21984, 21987, 22042, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24271, 24298, 24301, 24331, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3480, 3502, 3505, 3603,
        -1, -1, -1, -1, 35865, 35884, 35887, 35918, -1, -1, -1, -1, 6568, 6587, 6590, 7294,
        15788, 15803, 15806, 15827, 18291, 18312, 18315, 18394, 4765, 4782, 4785, 4809, 28052, 28082, 28085, 28110,
        32104, 32122, 32125, 32130, -1, -1, -1, -1, 558, 569, 572, 576, 1608, 1626, 1629, 1659,
        25882, 25901, 25904, 25915, 3973, 3989, 3992, 4062, 38903, 38921, 38924, 38989, 43799, 43817, 43820, 43900,
        -1, -1, -1, -1, -1, -1, -1, -1, 20791, 20805, 20808, 20868, 42467, 42491, 42494, 42514,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36555, 36590, 36593, 36650, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42958, 42977, 42980, 43055, -1, -1, -1, -1,
        11207, 11223, 11226, 11238, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44570, 44589, 44592, 44641, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42005, 42024, 42027, 42050, -1, -1, -1, -1,
        -1, -1, -1, -1, 29642, 29666, 29669, 29848, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15215, 15235, 15238, 15269,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 10090, 10110, 10113, 10172,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36364, 36375, 36378, 36389, 24730, 24754, 24757, 24902, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36135, 36159, 36162, 36188, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42853, 42869, 42872, 42957, 24332, 24344, 24347, 24377,
        -1, -1, -1, -1, 36950, 36970, 36973, 37010, -1, -1, -1, -1, 10769, 10791, 10794, 10873,
        -1, -1, -1, -1, 11664, 11681, 11684, 11730, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23675, 23691, 23694, 23719, 30972, 30995, 30998, 31034,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5415, 5435, 5438, 5501, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4063, 4082, 4085, 4130, 27422, 27447, 27450, 27523, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19003, 19024, 19027, 19033,
        -1, -1, -1, -1, 1988, 2008, 2011, 2098, 43901, 43924, 43927, 43967, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 42076, 42088, 42091, 42100, 42825, 42836, 42839, 42852,
        -1, -1, -1, -1, -1, -1, -1, -1, 10383, 10399, 10402, 10411, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29339, 29365, 29368, 29464, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44933, 44952, 44955, 44967, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35919, 35943, 35946, 35962, 39944, 39960, 39963, 40082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38990, 39009, 39012, 39090, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21438, 21459, 21462, 21487, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20132, 20152, 20155, 20175,
        -1, -1, -1, -1, 24955, 24976, 24979, 25026, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10548, 10564, 10567, 10588,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23592, 23611, 23614, 23632,
        21346, 21364, 21367, 21379, -1, -1, -1, -1, 44890, 44907, 44910, 44932, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3894, 3918, 3921, 3972, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30779, 30798, 30801, 30851, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13252, 13272, 13275, 13298, -1, -1, -1, -1,
        30156, 30179, 30182, 30207, 32963, 32981, 32984, 32990, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22043, 22056, 22059, 22155,
        -1, -1, -1, -1, 30917, 30933, 30936, 30971, 17415, 17442, 17445, 17498, 3604, 3625, 3628, 3816,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25263, 25287, 25290, 25342, 24667, 24689, 24692, 24729,
        -1, -1, -1, -1, 3225, 3242, 3245, 3266, 41421, 41446, 41449, 41460, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43638, 43658, 43661, 43798,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41284, 41303, 41306, 41339, 732, 743, 746, 750, -1, -1, -1, -1, 4193, 4217, 4220, 4313,
        -1, -1, -1, -1, 15995, 16008, 16011, 16037, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33802, 33823, 33826, 33836, -1, -1, -1, -1, -1, -1, -1, -1,
        30852, 30870, 30873, 30916, 35453, 35471, 35474, 35557, 9912, 9936, 9939, 9982, 25916, 25936, 25939, 25948,
        -1, -1, -1, -1, -1, -1, -1, -1, 21488, 21504, 21507, 21533, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16105, 16131, 16134, 16155, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31387, 31416, 31419, 31492, 37011, 37029, 37032, 37050,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44794, 44813, 44816, 44841, 19476, 19493, 19496, 19513, 35212, 35233, 35236, 35389,
        37707, 37723, 37726, 37752, -1, -1, -1, -1, 21032, 21052, 21055, 21063, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 33169, 33187, 33190, 33196, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33284, 33302, 33305, 33312,
        -1, -1, -1, -1, -1, -1, -1, -1, 19368, 19385, 19388, 19475, -1, -1, -1, -1,
        23478, 23502, 23505, 23537, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29874, 29893, 29896, 29902, 15887, 15902, 15905, 15915, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16862, 16887, 16890, 16949, 19823, 19837, 19840, 19904,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37377, 37400, 37403, 37445, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10173, 10191, 10194, 10224, -1, -1, -1, -1, 10412, 10430, 10433, 10547,
        13299, 13312, 13315, 13342, 25949, 25968, 25971, 26307, 31129, 31151, 31154, 31188, 14935, 14964, 14967, 15014,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31838, 31858, 31861, 31883, 11194, 11201, 11204, 11206, 15700, 15714, 15717, 15725, 25582, 25609, 25612, 25673,
        26683, 26707, 26710, 26841, -1, -1, -1, -1, 38825, 38842, 38845, 38902, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1013, 1039, 1042, 1150, 25343, 25362, 25365, 25424, -1, -1, -1, -1,
        10036, 10053, 10056, 10089, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42141, 42157, 42160, 42188, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36697, 36726, 36729, 36745, -1, -1, -1, -1, 35649, 35670, 35673, 35693, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29965, 29982, 29985, 29989, 32548, 32559, 32562, 32581,
        -1, -1, -1, -1, 40167, 40182, 40185, 40201, 2651, 2663, 2666, 2729, -1, -1, -1, -1,
        -1, -1, -1, -1, 8456, 8480, 8483, 8675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33254, 33267, 33270, 33283, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 21711, 21731, 21734, 21780, -1, -1, -1, -1,
        28746, 28767, 28770, 28878, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2862, 2886, 2889, 2895, 25027, 25054, 25057, 25141, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34805, 34824, 34827, 34858, 15916, 15933, 15936, 15948,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43582, 43600, 43603, 43637, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32991, 33010, 33013, 33020, -1, -1, -1, -1, 13669, 13685, 13688, 13745,
        -1, -1, -1, -1, 30311, 30333, 30336, 30411, -1, -1, -1, -1, -1, -1, -1, -1,
        2833, 2853, 2856, 2861, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11145, 11158, 11161, 11169, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3164, 3190, 3193, 3224, -1, -1, -1, -1, 31035, 31053, 31056, 31082,
        37569, 37589, 37592, 37631, -1, -1, -1, -1, 17866, 17893, 17896, 18016, -1, -1, -1, -1,
        25674, 25699, 25702, 25743, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44310, 44331, 44334, 44364, 36246, 36264, 36267, 36283,
        31573, 31601, 31604, 31658, 13085, 13105, 13108, 13144, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 34604, 34623, 34626, 34652, 36008, 36021, 36024, 36055, 35963, 35985, 35988, 36007,
        23433, 23448, 23451, 23477, 28644, 28669, 28672, 28745, 36189, 36215, 36218, 36245, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31493, 31519, 31522, 31572, 28927, 28946, 28949, 29046,
        -1, -1, -1, -1, 21919, 21939, 21942, 21965, -1, -1, -1, -1, -1, -1, -1, -1,
        2896, 2909, 2912, 2918, 35694, 35712, 35715, 35731, 41902, 41927, 41930, 41949, 28322, 28345, 28348, 28452,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40993, 41009, 41012, 41033, 9814, 9836, 9839, 9911,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21781, 21803, 21806, 21853,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 11847, 11860, 11863, 11967,
        -1, -1, -1, -1, 11731, 11741, 11744, 11846, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21172, 21188, 21191, 21202, 2599, 2612, 2615, 2650, 43195, 43209, 43212, 43277, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34545, 34561, 34564, 34603, -1, -1, -1, -1,
        -1, -1, -1, -1, 2942, 2956, 2959, 2994, 13746, 13761, 13764, 13799, 33021, 33036, 33039, 33042,
        42566, 42593, 42596, 42623, -1, -1, -1, -1, 34457, 34475, 34478, 34544, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33837, 33861, 33864, 33905,
        37446, 37466, 37469, 37511, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32828, 32847, 32850, 32874, 19034, 19054, 19057, 19171, 32875, 32896, 32899, 32924, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29932, 29953, 29956, 29964,
        18839, 18860, 18863, 18924, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22452, 22476, 22479, 22552, 13934, 13957, 13960, 14042, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 4508, 4527, 4530, 4534,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29465, 29484, 29487, 29541, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26592, 26616, 26619, 26682, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16950, 16973, 16976, 17064, 34859, 34878, 34881, 34953,
        33119, 33136, 33139, 33144, 39210, 39227, 39230, 39262, -1, -1, -1, -1, 2806, 2824, 2827, 2832,
        274, 291, 294, 307, 6486, 6506, 6509, 6567, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 8788, 8813, 8816, 8993, 12365, 12382, 12385, 12496, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40677, 40689, 40692, 40736, -1, -1, -1, -1, 31189, 31210, 31213, 31246, 4635, 4658, 4661, 4693,
        42772, 42799, 42802, 42824, -1, -1, -1, -1, 43450, 43472, 43475, 43581, 16746, 16772, 16775, 16861,
        20306, 20322, 20325, 20391, -1, -1, -1, -1, -1, -1, -1, -1, 11239, 11249, 11252, 11258,
        -1, -1, -1, -1, -1, -1, -1, -1, 20718, 20731, 20734, 20790, -1, -1, -1, -1,
        30555, 30576, 30579, 30629, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27612, 27628, 27631, 27675, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23395, 23411, 23414, 23432, -1, -1, -1, -1,
        15270, 15294, 15297, 15376, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17746, 17773, 17776, 17865,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23260, 23278, 23281, 23345, -1, -1, -1, -1, 2995, 3006, 3009, 3114,
        8430, 8443, 8446, 8455, 36889, 36907, 36910, 36949, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 38347, 38362, 38365, 38394, -1, -1, -1, -1,
        -1, -1, -1, -1, 45007, 45021, 45024, 45056, -1, -1, -1, -1, -1, -1, -1, -1,
        41204, 41216, 41219, 41247, 41571, 41591, 41594, 41617, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23067, 23079, 23082, 23098, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2730, 2741, 2744, 2752, -1, -1, -1, -1, 2753, 2771, 2774, 2783,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 11106, 11125, 11128, 11144,
        19905, 19928, 19931, 19969, -1, -1, -1, -1, 17184, 17212, 17215, 17414, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34653, 34671, 34674, 34709, 35059, 35077, 35080, 35108, 1363, 1387, 1390, 1448, 368, 380, 383, 388,
        32131, 32156, 32159, 32176, 10275, 10291, 10294, 10382, 18444, 18458, 18461, 18513, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41858, 41881, 41884, 41901, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8994, 9015, 9018, 9079, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4471, 4489, 4492, 4507, 18754, 18773, 18776, 18838, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28567, 28584, 28587, 28643, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27822, 27855, 27858, 27911, 33433, 33467, 33470, 33520, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 39543, 39565, 39568, 39600, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39263, 39281, 39284, 39328,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15138, 15163, 15166, 15180, 15867, 15878, 15881, 15886,
        -1, -1, -1, -1, -1, -1, -1, -1, 18176, 18199, 18202, 18290, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38223, 38242, 38245, 38346, 40922, 40939, 40942, 40992, -1, -1, -1, -1,
        10874, 10893, 10896, 10910, 8386, 8402, 8405, 8429, -1, -1, -1, -1, -1, -1, -1, -1,
        21283, 21302, 21305, 21313, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        5086, 5105, 5108, 5160, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33219, 33229, 33232, 33253, 15377, 15401, 15404, 15489, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32226, 32251, 32254, 32271,
        39708, 39728, 39731, 39846, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15726, 15738, 15741, 15743, 42672, 42701, 42704, 42721, -1, -1, -1, -1,
        37512, 37531, 37534, 37568, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37143, 37160, 37163, 37210,
        42051, 42063, 42066, 42075, 26842, 26862, 26865, 26904, 36284, 36304, 36307, 36324, -1, -1, -1, -1,
        -1, -1, -1, -1, 32017, 32040, 32043, 32058, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17499, 17534, 17537, 17623, -1, -1, -1, -1, 11259, 11272, 11275, 11428, 23909, 23936, 23939, 23991,
        35604, 35626, 35629, 35648, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 2784, 2798, 2801, 2805, -1, -1, -1, -1,
        -1, -1, -1, -1, 30266, 30285, 30288, 30310, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19604, 19619, 19622, 19725, 21623, 21633, 21636, 21650,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42226, 42238, 42241, 42250, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22987, 23001, 23004, 23066, 44968, 44987, 44990, 45006, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14376, 14405, 14408, 14516, -1, -1, -1, -1,
        43968, 43987, 43990, 44067, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13554, 13573, 13576, 13668, 5237, 5261, 5264, 5305, 39329, 39348, 39351, 39446, -1, -1, -1, -1,
        19726, 19748, 19751, 19822, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31986, 32003, 32006, 32016, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30630, 30652, 30655, 30708, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15181, 15197, 15200, 15214, 41087, 41108, 41111, 41165, 14584, 14610, 14613, 14650, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37894, 37918, 37921, 38042, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21102, 21125, 21128, 21139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33979, 34002, 34005, 34033, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9695, 9716, 9719, 9776,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30412, 30428, 30431, 30489,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15667, 15684, 15687, 15699, -1, -1, -1, -1, -1, -1, -1, -1, 11501, 11524, 11527, 11568,
        10629, 10646, 10649, 10699, -1, -1, -1, -1, -1, -1, -1, -1, 10911, 10928, 10931, 10978,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20601, 20617, 20620, 20717, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32781, 32800, 32803, 32827,
        35558, 35576, 35579, 35603, -1, -1, -1, -1, 21314, 21334, 21337, 21345, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40202, 40219, 40222, 40302, -1, -1, -1, -1, -1, -1, -1, -1,
        15529, 15555, 15558, 15584, -1, -1, -1, -1, 20176, 20194, 20197, 20305, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 2919, 2932, 2935, 2941, 15585, 15598, 15601, 15614,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32390, 32415, 32418, 32501,
        -1, -1, -1, -1, -1, -1, -1, -1, 24457, 24481, 24484, 24537, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10979, 10996, 10999, 11105, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33043, 33059, 33062, 33066, 35159, 35177, 35180, 35211,
        -1, -1, -1, -1, -1, -1, -1, -1, 41618, 41641, 41644, 41681, -1, -1, -1, -1,
        -1, -1, -1, -1, 22671, 22698, 22701, 22791, 45057, 45078, 45081, 45088, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41034, 41048, 41051, 41086,
        -1, -1, -1, -1, -1, -1, -1, -1, 14150, 14174, 14177, 14234, -1, -1, -1, -1,
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
        sync.error.redirectUnusable = сервер перенаправил finder на {url} — этим адресом finder воспользоваться не может; finder не стал переходить.
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
        usage.integerRange = целое число от {min} до {max}
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
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47242, 47262, 47265, 47279,
        -1, -1, -1, -1, 24238, 24250, 24253, 24285, 11389, 11413, 11416, 11499, -1, -1, -1, -1,
        8560, 8580, 8583, 8730, 39567, 39585, 39588, 39637, 24944, 24968, 24971, 25000, 47342, 47356, 47359, 47423,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 33604, 33623, 33626, 33675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21579, 21600, 21603, 21676, 29894, 29911, 29914, 30042,
        -1, -1, -1, -1, -1, -1, -1, -1, 51482, 51508, 51511, 51562, -1, -1, -1, -1,
        40529, 40555, 40558, 40657, -1, -1, -1, -1, -1, -1, -1, -1, 14634, 14652, 14655, 14685,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35008, 35025, 35028, 35298, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59719, 59745, 59748, 59774, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2165, 2191, 2194, 2290, -1, -1, -1, -1, -1, -1, -1, -1,
        22606, 22632, 22635, 22699, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71856, 71880, 71883, 71927, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37314, 37332, 37335, 37361,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67030, 67054, 67057, 67081, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45816, 45833, 45836, 46280,
        59377, 59404, 59407, 59431, -1, -1, -1, -1, 24557, 24567, 24570, 24586, 7060, 7079, 7082, 7171,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71597, 71615, 71618, 71684,
        -1, -1, -1, -1, 52428, 52447, 52450, 52507, 65048, 65062, 65065, 65150, 52964, 52984, 52987, 53018,
        17617, 17634, 17637, 17773, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        11500, 11524, 11527, 13067, 32051, 32065, 32068, 32198, 24521, 24532, 24535, 24556, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21027, 21043, 21046, 21098, -1, -1, -1, -1, -1, -1, -1, -1, 33864, 33884, 33887, 33969,
        -1, -1, -1, -1, -1, -1, -1, -1, 5690, 5702, 5705, 5816, -1, -1, -1, -1,
        -1, -1, -1, -1, 51645, 51672, 51675, 51728, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55154, 55176, 55179, 55219, 29493, 29511, 29514, 29631, 14239, 14264, 14267, 14326,
        -1, -1, -1, -1, -1, -1, -1, -1, 28251, 28261, 28264, 28340, -1, -1, -1, -1,
        -1, -1, -1, -1, 52383, 52399, 52402, 52427, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43228, 43253, 43256, 43300, 62756, 62783, 62786, 62929, -1, -1, -1, -1,
        -1, -1, -1, -1, 24718, 24730, 24733, 24745, -1, -1, -1, -1, 50991, 51016, 51019, 51046,
        -1, -1, -1, -1, 51079, 51104, 51107, 51158, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18239, 18267, 18270, 18655, 23124, 23140, 23143, 23176, 28913, 28935, 28938, 29102, 52688, 52708, 52711, 52779,
        54340, 54371, 54374, 54472, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7858, 7877, 7880, 7983, 240, 257, 260, 284,
        44859, 44875, 44878, 45052, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36553, 36575, 36578, 36647, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65346, 65363, 65366, 65477, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58790, 58803, 58806, 58812, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53738, 53770, 53773, 53863, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 32942, 32965, 32968, 32984, -1, -1, -1, -1,
        21835, 21858, 21861, 22026, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57587, 57613, 57616, 57709, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44531, 44558, 44561, 44648,
        -1, -1, -1, -1, 5043, 5061, 5064, 5208, 36281, 36301, 36304, 36371, 58744, 58755, 58758, 58789,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38484, 38509, 38512, 38661, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71685, 71703, 71706, 71855, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50882, 50906, 50909, 50938, 21478, 21498, 21501, 21578, -1, -1, -1, -1, 1955, 1981, 1984, 2049,
        -1, -1, -1, -1, 68394, 68416, 68419, 68420, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49951, 49978, 49981, 50076, 52239, 52261, 52264, 52309, -1, -1, -1, -1,
        37922, 37942, 37945, 37983, 60241, 60261, 60264, 60299, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8430, 8453, 8456, 8559, 26690, 26715, 26718, 26891,
        62603, 62622, 62625, 62755, 72700, 72717, 72720, 72752, -1, -1, -1, -1, -1, -1, -1, -1,
        40330, 40349, 40352, 40398, 33350, 33362, 33365, 33443, 17380, 17401, 17404, 17507, 44070, 44094, 44097, 44207,
        -1, -1, -1, -1, -1, -1, -1, -1, 68421, 68446, 68449, 68516, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65478, 65495, 65498, 65595, -1, -1, -1, -1,
        19966, 19987, 19990, 20102, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 66257, 66270, 66273, 66314, 60300, 60313, 60316, 60360, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47106, 47125, 47128, 47136, 69496, 69521, 69524, 69570,
        70155, 70182, 70185, 70349, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47971, 47987, 47990, 48102, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38183, 38214, 38217, 38483, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6801, 6811, 6814, 6951, 66097, 66117, 66120, 66256, -1, -1, -1, -1,
        -1, -1, -1, -1, 32777, 32787, 32790, 32837, -1, -1, -1, -1, 39217, 39236, 39239, 39250,
        34291, 34311, 34314, 34399, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29103, 29119, 29122, 29272, -1, -1, -1, -1, -1, -1, -1, -1,
        8731, 8755, 8758, 9956, 13934, 13956, 13959, 14074, -1, -1, -1, -1, -1, -1, -1, -1,
        31274, 31288, 31291, 31467, 36466, 36486, 36489, 36552, 68143, 68166, 68169, 68204, 24805, 24817, 24820, 24822,
        32635, 32648, 32651, 32776, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23381, 23410, 23413, 23500, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3648, 3669, 3672, 3971, 40658, 40683, 40686, 40787, -1, -1, -1, -1,
        24068, 24091, 24094, 24113, -1, -1, -1, -1, 4707, 4733, 4736, 4784, 54473, 54506, 54509, 54607,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67484, 67513, 67516, 67589,
        33676, 33696, 33699, 33727, -1, -1, -1, -1, 35628, 35654, 35657, 35801, 68708, 68735, 68738, 68805,
        -1, -1, -1, -1, 70671, 70691, 70694, 70729, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36833, 36850, 36853, 37001,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4906, 4923, 4926, 5042, -1, -1, -1, -1, 63495, 63522, 63525, 63706,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61515, 61537, 61540, 61735,
        -1, -1, -1, -1, -1, -1, -1, -1, 56477, 56495, 56498, 56579, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60465, 60486, 60489, 60518, 30411, 30432, 30435, 30565,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53244, 53260, 53263, 53273,
        -1, -1, -1, -1, 6179, 6197, 6200, 6270, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7245, 7265, 7268, 7404,
        41096, 41120, 41123, 41132, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 6463, 6492, 6495, 6596, 24441, 24451, 24454, 24458,
        874, 888, 891, 909, 24286, 24299, 24302, 24314, 43981, 44005, 44008, 44069, 65596, 65614, 65617, 65759,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1363, 1384, 1387, 1457,
        -1, -1, -1, -1, 33775, 33791, 33794, 33863, 70487, 70509, 70512, 70670, -1, -1, -1, -1,
        -1, -1, -1, -1, 62930, 62950, 62953, 63069, 55220, 55244, 55247, 55421, 6597, 6619, 6622, 6708,
        55422, 55441, 55444, 55474, 72019, 72039, 72042, 72141, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 41796, 41824, 41827, 42259, 67426, 67446, 67449, 67483, 69348, 69375, 69378, 69420,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22784, 22804, 22807, 22891,
        64346, 64362, 64365, 64386, 67214, 67235, 67238, 67296, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        19507, 19530, 19533, 19965, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64734, 64756, 64759, 64881, 177, 189, 192, 210,
        58110, 58131, 58134, 58158, -1, -1, -1, -1, 52597, 52616, 52619, 52687, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64427, 64444, 64447, 64477, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31159, 31175, 31178, 31273, 53450, 53464, 53467, 53484, 69046, 69071, 69074, 69116, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33172, 33191, 33194, 33212, 25253, 25268, 25271, 26103,
        33115, 33132, 33135, 33145, 33970, 33991, 33994, 34076, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68330, 68355, 68358, 68393, -1, -1, -1, -1, 59835, 59853, 59856, 59919, -1, -1, -1, -1,
        -1, -1, -1, -1, 43403, 43426, 43429, 43508, 31851, 31865, 31868, 31944, -1, -1, -1, -1,
        32838, 32846, 32849, 32903, 25204, 25224, 25227, 25252, 47207, 47228, 47231, 47241, -1, -1, -1, -1,
        37984, 38006, 38009, 38044, 38836, 38856, 38859, 38949, -1, -1, -1, -1, -1, -1, -1, -1,
        41007, 41031, 41034, 41095, 52094, 52116, 52119, 52164, 16922, 16934, 16937, 16956, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13068, 13088, 13091, 13221, -1, -1, -1, -1,
        18656, 18674, 18677, 18894, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56951, 56971, 56974, 57055, -1, -1, -1, -1, -1, -1, -1, -1, 67127, 67149, 67152, 67213,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47313, 47330, 47333, 47341,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22892, 22915, 22918, 22961,
        54608, 54633, 54636, 54719, 72601, 72608, 72611, 72651, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23501, 23526, 23529, 23549, -1, -1, -1, -1, -1, -1, -1, -1, 56284, 56303, 56306, 56339,
        -1, -1, -1, -1, 15987, 16003, 16006, 16033, -1, -1, -1, -1, 60519, 60541, 60544, 60600,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3105, 3130, 3133, 3312, 55516, 55535, 55538, 55573, -1, -1, -1, -1, 16152, 16167, 16170, 16259,
        -1, -1, -1, -1, 66857, 66877, 66880, 66911, 72142, 72170, 72173, 72311, 56016, 56041, 56044, 56080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67590, 67611, 67614, 67636,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33030, 33050, 33053, 33067,
        -1, -1, -1, -1, 66699, 66715, 66718, 66758, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31945, 31960, 31963, 32050,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67951, 67963, 67966, 68020, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23177, 23195, 23198, 23262, 27637, 27668, 27671, 27810, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19126, 19151, 19154, 19506, 37676, 37694, 37697, 37735, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53306, 53321, 53324, 53327, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24413, 24427, 24430, 24440, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36154, 36168, 36171, 36280, 58063, 58082, 58085, 58109, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1677, 1703, 1706, 1954, -1, -1, -1, -1, 24692, 24704, 24707, 24717,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50457, 50480, 50483, 50597,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22160, 22189, 22192, 22381, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51997, 52016, 52019, 52059, -1, -1, -1, -1, 55940, 55959, 55962, 56015,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57498, 57514, 57517, 57586, -1, -1, -1, -1, 3462, 3491, 3494, 3647,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49160, 49180, 49183, 49206, -1, -1, -1, -1, 980, 993, 996, 1014,
        34782, 34797, 34800, 35007, -1, -1, -1, -1, -1, -1, -1, -1, 3313, 3330, 3333, 3461,
        61963, 61985, 61988, 62018, 54846, 54869, 54872, 54927, 66996, 67010, 67013, 67029, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58813, 58823, 58826, 58831,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47498, 47517, 47520, 47598, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43637, 43661, 43664, 43815, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13530, 13551, 13554, 13641, 20933, 20948, 20951, 21026, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39935, 39959, 39962, 40123, 46578, 46601, 46604, 46729, -1, -1, -1, -1, 37538, 37563, 37566, 37618,
        37793, 37812, 37815, 37921, 72435, 72462, 72465, 72600, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20396, 20418, 20421, 20479,
        64387, 64406, 64409, 64426, 68879, 68904, 68907, 68960, 30043, 30065, 30068, 30187, 55070, 55092, 55095, 55153,
        52310, 52334, 52337, 52382, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36372, 36393, 36396, 36465,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69647, 69672, 69675, 69721, 42774, 42794, 42797, 43025, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60430, 60444, 60447, 60464, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58661, 58675, 58678, 58713, 8098, 8122, 8125, 8246,
        33146, 33162, 33165, 33171, -1, -1, -1, -1, 50737, 50760, 50763, 50789, -1, -1, -1, -1,
        39081, 39108, 39111, 39216, -1, -1, -1, -1, 55015, 55036, 55039, 55069, 50662, 50689, 50692, 50736,
        65760, 65779, 65782, 65892, 61070, 61092, 61095, 61292, -1, -1, -1, -1, -1, -1, -1, -1,
        51729, 51749, 51752, 51837, 51318, 51345, 51348, 51399, 59490, 59517, 59520, 59542, 53143, 53158, 53161, 53169,
        2291, 2315, 2318, 2414, 59103, 59136, 59139, 59237, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22962, 22989, 22992, 23123, 43026, 43055, 43058, 43227, 50323, 50349, 50352, 50456, 51400, 51425, 51428, 51481,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55475, 55493, 55496, 55515,
        41133, 41160, 41163, 41175, 20103, 20113, 20116, 20150, 47038, 47057, 47060, 47070, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14327, 14352, 14355, 14548, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64081, 64101, 64104, 64233, -1, -1, -1, -1,
        62019, 62038, 62041, 62183, 68612, 68637, 68640, 68707, 8398, 8411, 8414, 8429, 59775, 59803, 59806, 59834,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49518, 49545, 49548, 49670, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20605, 20623, 20626, 20663, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44297, 44322, 44325, 44425,
        53992, 54009, 54012, 54068, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14075, 14095, 14098, 14238, 65991, 66007, 66010, 66096, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35802, 35827, 35830, 35976,
        2491, 2510, 2513, 2993, -1, -1, -1, -1, -1, -1, -1, -1, 47280, 47297, 47300, 47312,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20794, 20812, 20815, 20932,
        48376, 48391, 48394, 48486, 68081, 68099, 68102, 68117, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35455, 35480, 35483, 35627, 48905, 48919, 48922, 49004, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15347, 15365, 15368, 15424, 45529, 45546, 45549, 45609,
        68268, 68291, 68294, 68329, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25159, 25177, 25180, 25203,
        1081, 1091, 1094, 1108, 37002, 37017, 37020, 37152, 56340, 56360, 56363, 56415, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7405, 7429, 7432, 7574,
        58159, 58183, 58186, 58235, 28736, 28750, 28753, 28816, 53170, 53189, 53192, 53210, 62462, 62485, 62488, 62602,
        67755, 67780, 67783, 67823, -1, -1, -1, -1, 49207, 49234, 49237, 49361, 28341, 28368, 28371, 28475,
        60908, 60924, 60927, 61012, 44426, 44449, 44452, 44530, -1, -1, -1, -1, -1, -1, -1, -1,
        7575, 7595, 7598, 7735, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14962, 14976, 14979, 15048, 34473, 34491, 34494, 34595, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38662, 38689, 38692, 38746, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5209, 5231, 5234, 5383,
        -1, -1, -1, -1, 57710, 57729, 57732, 57770, -1, -1, -1, -1, 10093, 10112, 10115, 11388,
        24459, 24474, 24477, 24520, 28610, 28631, 28634, 28735, 7172, 7189, 7192, 7244, 44208, 44238, 44241, 44296,
        51047, 51065, 51068, 51078, -1, -1, -1, -1, 770, 781, 784, 794, 2415, 2433, 2436, 2490,
        41176, 41195, 41198, 41209, 5927, 5943, 5946, 6078, 63219, 63237, 63240, 63350, 71236, 71254, 71257, 71377,
        -1, -1, -1, -1, -1, -1, -1, -1, 32514, 32528, 32531, 32634, 68806, 68830, 68833, 68878,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59238, 59273, 59276, 59376, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70007, 70026, 70029, 70154, -1, -1, -1, -1,
        16974, 16990, 16993, 17014, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72312, 72331, 72334, 72434, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67824, 67843, 67846, 67896, -1, -1, -1, -1,
        -1, -1, -1, -1, 46730, 46754, 46757, 47037, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23649, 23669, 23672, 23732,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 15145, 15165, 15168, 15255,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58714, 58725, 58728, 58743, 39327, 39351, 39354, 39566, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58314, 58338, 58341, 58390, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69836, 69852, 69855, 70006, 38747, 38759, 38762, 38835,
        -1, -1, -1, -1, 59991, 60011, 60014, 60068, -1, -1, -1, -1, 16260, 16282, 16285, 16422,
        -1, -1, -1, -1, 17774, 17791, 17794, 17854, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37736, 37752, 37755, 37792, 20541, 20560, 20563, 20604,
        48731, 48754, 48757, 48842, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 8247, 8267, 8270, 8397, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6079, 6098, 6101, 6178, 43301, 43326, 43329, 43402, -1, -1, -1, -1,
        20233, 20254, 20257, 20317, 68961, 68987, 68990, 69045, 69201, 69228, 69231, 69273, 29632, 29653, 29656, 29662,
        -1, -1, -1, -1, 2994, 3014, 3017, 3104, 71378, 71401, 71404, 71471, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 67924, 67936, 67939, 67950, 69799, 69810, 69813, 69835,
        -1, -1, -1, -1, -1, -1, -1, -1, 15591, 15607, 15610, 15641, 69274, 69302, 69305, 69347,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46281, 46307, 46310, 46484, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72807, 72826, 72829, 72854, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57771, 57795, 57798, 57827, 64882, 64898, 64901, 65047,
        -1, -1, -1, -1, 58236, 58261, 58264, 58313, -1, -1, -1, -1, -1, -1, -1, -1,
        63351, 63370, 63373, 63494, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 33444, 33465, 33468, 33528, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31468, 31488, 31491, 31516,
        -1, -1, -1, -1, 39638, 39659, 39662, 39756, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15936, 15952, 15955, 15986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37619, 37638, 37641, 37675,
        33305, 33323, 33326, 33349, -1, -1, -1, -1, 72753, 72770, 72773, 72806, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        5817, 5841, 5844, 5926, 68205, 68229, 68232, 68267, -1, -1, -1, -1, -1, -1, -1, -1,
        48487, 48506, 48509, 48589, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20664, 20684, 20687, 20728, -1, -1, -1, -1,
        47424, 47447, 47450, 47497, 53019, 53037, 53040, 53048, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34596, 34609, 34612, 34781,
        -1, -1, -1, -1, 48666, 48682, 48685, 48730, 27230, 27257, 27260, 27412, 5384, 5405, 5408, 5689,
        20151, 20171, 20174, 20232, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        24823, 24847, 24850, 24881, -1, -1, -1, -1, 40124, 40148, 40151, 40229, 39251, 39273, 39276, 39326,
        -1, -1, -1, -1, 4859, 4876, 4879, 4905, 58832, 58865, 58868, 58966, 67082, 67107, 67110, 67126,
        -1, -1, -1, -1, 25062, 25080, 25083, 25108, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 70970, 70990, 70993, 71235,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66912, 66931, 66934, 66995, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 6271, 6295, 6298, 6462,
        -1, -1, -1, -1, 24746, 24759, 24762, 24804, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54720, 54741, 54744, 54755, -1, -1, -1, -1, -1, -1, -1, -1,
        48590, 48608, 48611, 48665, 57056, 57074, 57077, 57240, 14853, 14877, 14880, 14961, 41210, 41230, 41233, 41243,
        -1, -1, -1, -1, -1, -1, -1, -1, 33529, 33545, 33548, 33603, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25001, 25027, 25030, 25061, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54204, 54236, 54239, 54339, -1, -1, -1, -1, 49671, 49700, 49703, 49827, 60184, 60202, 60205, 60240,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72652, 72671, 72674, 72699, 30356, 30373, 30376, 30410, 56652, 56673, 56676, 56950,
        61013, 61029, 61032, 61069, -1, -1, -1, -1, 32904, 32924, 32927, 32941, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 53274, 53292, 53295, 53305, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53408, 53426, 53429, 53449,
        -1, -1, -1, -1, -1, -1, -1, -1, 30188, 30205, 30208, 30355, -1, -1, -1, -1,
        37465, 37489, 37492, 37537, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47071, 47090, 47093, 47105, 24610, 24625, 24628, 24645, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26323, 26348, 26351, 26483, 30955, 30969, 30972, 31076,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60601, 60624, 60627, 60686, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15256, 15274, 15277, 15346, -1, -1, -1, -1, 15642, 15660, 15663, 15935,
        20729, 20742, 20745, 20793, 41244, 41263, 41266, 41795, 49005, 49027, 49030, 49073, 23263, 23292, 23295, 23380,
        -1, -1, -1, -1, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50598, 50618, 50621, 50661, 16957, 16964, 16967, 16973, 24355, 24369, 24372, 24384, 40788, 40815, 40818, 40919,
        42404, 42428, 42431, 42667, -1, -1, -1, -1, 63070, 63087, 63090, 63218, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51159, 51185, 51188, 51237, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1458, 1484, 1487, 1676, 40230, 40249, 40252, 40329, -1, -1, -1, -1,
        15049, 15066, 15069, 15144, 58015, 58035, 58038, 58062, -1, -1, -1, -1, -1, -1, -1, -1,
        68021, 68037, 68040, 68080, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59543, 59572, 59575, 59599, -1, -1, -1, -1, 57375, 57396, 57399, 57442, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47174, 47191, 47194, 47206, 52060, 52071, 52074, 52093,
        -1, -1, -1, -1, 65151, 65166, 65169, 65201, 4044, 4056, 4059, 4158, 59600, 59626, 59629, 59657,
        -1, -1, -1, -1, 13310, 13334, 13337, 13529, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53362, 53375, 53378, 53407, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 34077, 34097, 34100, 34182, -1, -1, -1, -1,
        45362, 45383, 45386, 45528, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4310, 4334, 4337, 4356, 39757, 39784, 39787, 39934, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56081, 56100, 56103, 56151, 24646, 24663, 24666, 24691,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59432, 59460, 59463, 59489, 70905, 70923, 70926, 70969, -1, -1, -1, -1,
        -1, -1, -1, -1, 53049, 53068, 53071, 53085, -1, -1, -1, -1, 21280, 21296, 21299, 21400,
        -1, -1, -1, -1, 47669, 47691, 47694, 47833, -1, -1, -1, -1, -1, -1, -1, -1,
        4281, 4301, 4304, 4309, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16879, 16892, 16895, 16921, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4785, 4811, 4814, 4858, 58517, 58536, 58539, 58564, 48843, 48861, 48864, 48904,
        60829, 60849, 60852, 60907, -1, -1, -1, -1, 28006, 28033, 28036, 28250, -1, -1, -1, -1,
        40920, 40945, 40948, 41006, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71928, 71949, 71952, 72018, 58565, 58583, 58586, 58611,
        50198, 50226, 50229, 50322, 20318, 20338, 20341, 20395, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 55783, 55802, 55805, 55840, 57897, 57910, 57913, 57967, 57828, 57850, 57853, 57896,
        37405, 37420, 37423, 37464, 45216, 45241, 45244, 45361, 58391, 58417, 58420, 58469, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50077, 50103, 50106, 50197, 45610, 45629, 45632, 45815,
        -1, -1, -1, -1, 34400, 34420, 34423, 34472, -1, -1, -1, -1, -1, -1, -1, -1,
        4357, 4370, 4373, 4381, 57443, 57461, 57464, 57497, 67697, 67722, 67725, 67754, 44649, 44672, 44675, 44858,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 66416, 66432, 66435, 66476, 14686, 14708, 14711, 14852,
        59658, 59685, 59688, 59718, -1, -1, -1, -1, -1, -1, -1, -1, 34183, 34205, 34208, 34290,
        49828, 49854, 49857, 49950, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 18050, 18063, 18066, 18238,
        53485, 53517, 53520, 53610, 17855, 17865, 17868, 18049, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33068, 33084, 33087, 33114, 3972, 3985, 3988, 4043, 70350, 70364, 70367, 70486, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 55698, 55714, 55717, 55782, -1, -1, -1, -1,
        -1, -1, -1, -1, 4409, 4423, 4426, 4487, 21401, 21416, 21419, 21477, 53086, 53101, 53104, 53114,
        69117, 69144, 69147, 69200, -1, -1, -1, -1, 55574, 55592, 55595, 55697, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54756, 54780, 54783, 54845,
        60687, 60707, 60710, 60768, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52780, 52799, 52802, 52870, 29663, 29683, 29686, 29893, 52871, 52892, 52895, 52963, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53611, 53644, 53647, 53737, -1, -1, -1, -1, 47137, 47158, 47161, 47173,
        29381, 29402, 29405, 29492, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35299, 35323, 35326, 35454, 20480, 20498, 20501, 20540, 21677, 21700, 21703, 21834,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6762, 6781, 6784, 6800,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46485, 46504, 46507, 46577, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42260, 42284, 42287, 42403, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26484, 26507, 26510, 26689, 56152, 56171, 56174, 56283,
        53211, 53228, 53231, 53243, 63707, 63724, 63727, 63797, -1, -1, -1, -1, 4254, 4272, 4275, 4280,
        352, 369, 372, 396, 9957, 9977, 9980, 10092, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 13642, 13667, 13670, 13847, 18895, 18912, 18915, 19125, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65893, 65905, 65908, 65990, -1, -1, -1, -1, 49074, 49095, 49098, 49159, 6952, 6975, 6978, 7059,
        69722, 69749, 69752, 69798, -1, -1, -1, -1, 70730, 70752, 70755, 70904, 26104, 26130, 26133, 26322,
        31730, 31746, 31749, 31850, 68517, 68543, 68546, 68611, -1, -1, -1, -1, 17015, 17025, 17028, 17055,
        -1, -1, -1, -1, -1, -1, -1, -1, 32365, 32378, 32381, 32513, -1, -1, -1, -1,
        48103, 48124, 48127, 48213, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43509, 43525, 43528, 43636, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37362, 37378, 37381, 37404, -1, -1, -1, -1,
        23733, 23757, 23760, 23889, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27811, 27838, 27841, 28005,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37153, 37171, 37174, 37313, -1, -1, -1, -1, 4488, 4499, 4502, 4706,
        13278, 13291, 13294, 13309, 59920, 59938, 59941, 59990, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 62387, 62402, 62405, 62461, -1, -1, -1, -1,
        -1, -1, -1, -1, 72906, 72920, 72923, 72997, -1, -1, -1, -1, -1, -1, -1, -1,
        66759, 66771, 66774, 66856, 67297, 67317, 67320, 67360, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36764, 36776, 36779, 36832, -1, -1, -1, -1, -1, -1, -1, -1, 58967, 59001, 59004, 59102,
        -1, -1, -1, -1, 4159, 4170, 4173, 4182, -1, -1, -1, -1, 4183, 4201, 4204, 4231,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16827, 16846, 16849, 16878,
        31077, 31100, 31103, 31158, -1, -1, -1, -1, 26892, 26920, 26923, 27229, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55841, 55859, 55862, 55939, 56416, 56434, 56437, 56476, 2050, 2074, 2077, 2164, 490, 502, 505, 519,
        51238, 51263, 51266, 51317, 15425, 15441, 15444, 15590, 28817, 28831, 28834, 28912, -1, -1, -1, -1,
        69571, 69597, 69600, 69646, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67637, 67660, 67663, 67696, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60126, 60145, 60148, 60183, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13848, 13869, 13872, 13933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54069, 54100, 54103, 54203,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6709, 6727, 6730, 6761, 29273, 29292, 29295, 29380, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45053, 45070, 45073, 45215, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43816, 43849, 43852, 43980, 53864, 53898, 53901, 53991, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 64234, 64256, 64259, 64345, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63798, 63816, 63819, 63897,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23550, 23575, 23578, 23600, 24587, 24598, 24601, 24609,
        -1, -1, -1, -1, -1, -1, -1, -1, 28476, 28499, 28502, 28609, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58470, 58488, 58491, 58516, 62184, 62203, 62206, 62386, 66315, 66332, 66335, 66415,
        16423, 16442, 16445, 16482, 13222, 13238, 13241, 13277, -1, -1, -1, -1, -1, -1, -1, -1,
        33213, 33232, 33235, 33262, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7736, 7755, 7758, 7857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53328, 53338, 53341, 53361, 23890, 23914, 23917, 24067, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40399, 40424, 40427, 40528,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51563, 51588, 51591, 51644,
        64478, 64498, 64501, 64733, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24385, 24397, 24400, 24412, 69421, 69450, 69453, 69495, -1, -1, -1, -1,
        60769, 60788, 60791, 60828, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50828, 50851, 50854, 50881,
        -1, -1, -1, -1, -1, -1, -1, -1, 61293, 61316, 61319, 61514, 60361, 60378, 60381, 60429,
        67897, 67909, 67912, 67923, 42668, 42688, 42691, 42773, 58612, 58632, 58635, 58660, -1, -1, -1, -1,
        -1, -1, -1, -1, 50939, 50962, 50965, 50990, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27413, 27448, 27451, 27636, -1, -1, -1, -1, 17056, 17069, 17072, 17379, 38045, 38072, 38075, 38182,
        57308, 57330, 57333, 57374, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52165, 52188, 52191, 52238, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 4232, 4246, 4249, 4253, -1, -1, -1, -1,
        -1, -1, -1, -1, 47599, 47618, 47621, 47668, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30566, 30581, 30584, 30814, 33728, 33738, 33741, 33774,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68118, 68130, 68133, 68142, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36648, 36662, 36665, 36763, 72855, 72874, 72877, 72905, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22382, 22411, 22414, 22605, -1, -1, -1, -1,
        60069, 60087, 60090, 60125, 71472, 71491, 71494, 71596, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21099, 21118, 21121, 21279, 7984, 8008, 8011, 8097, 63898, 63917, 63920, 64080, -1, -1, -1, -1,
        30815, 30837, 30840, 30954, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50790, 50807, 50810, 50827, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48214, 48236, 48239, 48375, 24882, 24907, 24910, 24943, -1, -1, -1, -1, -1, -1, -1, -1,
        23601, 23617, 23620, 23648, 66540, 66561, 66564, 66698, 22700, 22726, 22729, 22783, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61736, 61760, 61763, 61962, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32985, 33008, 33011, 33029, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54928, 54951, 54954, 55014, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14549, 14570, 14573, 14633,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47834, 47850, 47853, 47970,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24315, 24332, 24335, 24354, -1, -1, -1, -1, -1, -1, -1, -1, 17508, 17531, 17534, 17616,
        16034, 16051, 16054, 16151, -1, -1, -1, -1, -1, -1, -1, -1, 16483, 16500, 16503, 16611,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32199, 32215, 32218, 32364, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52508, 52527, 52530, 52596,
        57241, 57259, 57262, 57307, -1, -1, -1, -1, 33263, 33283, 33286, 33304, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65202, 65219, 65222, 65345, -1, -1, -1, -1, -1, -1, -1, -1,
        24114, 24140, 24143, 24191, -1, -1, -1, -1, 31517, 31535, 31538, 31729, 49362, 49390, 49393, 49517,
        -1, -1, -1, -1, -1, -1, -1, -1, 4382, 4395, 4398, 4408, 24192, 24205, 24208, 24237,
        25109, 25128, 25131, 25158, -1, -1, -1, -1, -1, -1, -1, -1, 51838, 51863, 51866, 51996,
        -1, -1, -1, -1, -1, -1, -1, -1, 38950, 38974, 38977, 39080, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16612, 16629, 16632, 16826, 57968, 57987, 57990, 58014,
        -1, -1, -1, -1, -1, -1, -1, -1, 53115, 53131, 53134, 53142, 56580, 56598, 56601, 56651,
        -1, -1, -1, -1, -1, -1, -1, -1, 67361, 67384, 67387, 67425, -1, -1, -1, -1,
        -1, -1, -1, -1, 35977, 36004, 36007, 36153, 72998, 73019, 73022, 73042, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66477, 66491, 66494, 66539,
        -1, -1, -1, -1, -1, -1, -1, -1, 22027, 22051, 22054, 22159, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
