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
        config.error.badValue = “{value}” is not a value of {name}. Valid values: {choices}
        config.error.emptyKey = no key was given on standard input.
        config.error.exposedFolder = the folder {path} lets other users in and is not yours to make private; finder will not store the key there.
        config.error.extra = too many words after the setting's name; give one value, for example: finder config set lang ru
        config.error.keyAsArgument = the key is not taken from the command line, where shell history would keep it; pipe it in or type it when asked.
        config.error.keyTooLong = the key is longer than {limit} characters, longer than any Unsplash key; nothing was saved.
        config.error.missingAction = “finder config” needs an action: get, set, unset, list
        config.error.missingName = “finder config” needs a setting name: lang, theme, color, limit, images, format, unsplash-key
        config.error.missingValue = “finder config set {name}” needs a value: {choices}
        config.error.unknownAction = unknown config action “{action}”. Valid actions: get, set, unset, list
        config.error.unknownName = unknown setting. Valid settings: lang, theme, color, limit, images, format, unsplash-key
        config.error.write = cannot write {path}: {reason}.
        config.help.details = “list” shows each saved default with where its value comes from; “get NAME” writes the value in effect; “set NAME VALUE” saves one and “unset NAME” removes it. NAME is lang, theme, color, limit, images or format (values as their options take them). A value is taken from the option on the line first, then the environment (FINDER_LANG, FINDER_THEME, NO_COLOR and its kin, FINDER_LIMIT, FINDER_IMAGES, FINDER_FORMAT), then this file, then the built-in default (for lang: LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The file is $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), readable only by you. “set unsplash-key” reads the key from standard input (so it stays out of shell history); get a key at https://unsplash.com/developers. The UNSPLASH_ACCESS_KEY environment variable, when set, is used first.
        config.help.examples =   finder config set lang ru\\n  finder config set limit 50\\n  finder config get format\\n  finder config list\\n  finder config unset theme\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Set XDG_CONFIG_HOME to a folder only you can enter, or ask its owner to run chmod 700 on it.
        config.hint.usage = Usage: finder config list | get NAME | set NAME VALUE | unset NAME (NAME: lang, theme, color, limit, images, format, unsplash-key; the key is read from standard input).
        config.key.set = set
        config.key.unset = not set
        config.notice.badKey = The Unsplash key in {where} is not a key (it has spaces, control characters or is far too long) and is not used; set it again: finder config set unsplash-key
        config.notice.environmentWins = Note: UNSPLASH_ACCESS_KEY is set, and it is used before the saved key.
        config.notice.exposed = Warning: {path} holds your Unsplash key and other users can read or replace it: run chmod 600 {path} and chmod 700 on its folder (and consider a new key).
        config.notice.variableWins = Note: {variable} is set, and it is used before the saved value.
        config.prompt = Unsplash access key (input hidden):
        config.saved = Saved the Unsplash access key to {path} (readable only by you).
        config.set.saved = Saved {name} = {value} in {path}.
        config.source.config = saved
        config.source.default = built-in
        config.source.environment = from the environment
        config.unset.done = Removed {name} from {path}.
        config.unset.none = {name} was not saved in {path}; nothing changed.
        config.unset.now = Removed {name} from {path}; it is now {value} ({source}).
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
        help.command.stocks.show = Show every listing of one or more tickers in full.
        help.command.stocks.sync = Refresh the stock catalogue from the Moscow Exchange and Nasdaq, a URL or a file.
        help.command.suggest = Suggest queries: recent searches containing TEXT, then tickers.
        help.commands = Commands:
        help.details.completion = Completes commands, options, recent searches and tickers.
        help.details.history = Without --domain, every domain. Queries that differ only in case are one entry.
        help.details.interactive = On a terminal, stock results follow as you type (after a short pause, FINDER_DEBOUNCE_MS, default 200); photos are searched when you press Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or :more shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130.\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; :history, :more, :help and :quit are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (json: one document per line).
        help.details.offline = “show” without --domain shows the newest saved result.
        help.details.stocks = Matches ticker prefixes and the start of every word of a name, in any order, ignoring case and accents (é = e, ё = е, ß = ss); Cyrillic and Latin spellings find each other, text typed on the wrong keyboard layout is corrected, and close spellings (one letter off, two in longer words) are shown only when nothing else matches. Exact tickers, whole words and prefixes come first, bigger companies first (an exact match counts as ten times the size), then words written together (cocacola), then transliterations; ordinary shares before depositary receipts. Listings sharing an ISIN, and the company's receipts, are one result, shown by the home listing (the ISIN's country); --all-listings shows each.
        help.details.stocks.show = TICKER is matched exactly, ignoring case. Give several, separated by spaces or commas: each one's listings follow in the order given, and a ticker that names none is said on stderr (JSON: \"unknown\"); the exit status is 1 only when none is found.
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
        help.examples.stocks.show =   finder stocks show AAPL\\n  finder stocks show AAPL MSFT SBER\\n  finder stocks show NET,AAPL,TSLA --json\\n  finder stocks show gazp --json
        help.examples.stocks.sync =   finder stocks sync\\n  finder stocks sync --from nasdaq\\n  finder stocks sync --from https://example.com/stocks.json\\n  finder stocks sync --from ./stocks.csv --json\\n  finder stocks show SBER
        help.examples.suggest =   finder suggest ap\\n  finder suggest --domain photos cat
        help.globalOptions = Global options:
        help.option.accessible = screen-reader friendly output: one result per line, no colour or padding
        help.option.all-listings = one result per listing, not one per company
        help.option.by = which field to search (default all)
        help.option.color = when to use colour (default auto)
        help.option.country = only listings of these countries: ISO codes or names, comma-separated
        help.option.data-dir = where finder keeps its data (default $XDG_DATA_HOME/finder)
        help.option.domain = which domain: stocks or photos
        help.option.exchange = only listings of these exchanges: codes or names (MOEX, Moscow Exchange), comma-separated
        help.option.fields = the result fields to write, comma-separated, in this order (every format; names as in JSON)
        help.option.format = output format (default text; csv and tsv: a table with a header row)
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
        help.option.sort = the order of the results (default relevance; price, change and marketcap largest first)
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
        hint.empty.tickers = Check the spelling, or search by name: finder stocks NAME
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
        notice.unknownTicker = No stock has the ticker “{ticker}”.
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
        quoted = “{text}”
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
        state.empty.tickers = No stock has any of the tickers {tickers}.
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
        usage.badCountry = “{value}” is no country of the catalogue; give an ISO code (us, ch, ru) or a country's name (Switzerland)
        usage.badField = unknown field “{value}” for --fields. Valid fields: {choices}
        usage.badField.suggest = unknown field “{value}” for --fields; did you mean “{suggestion}”? Valid fields: {choices}
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
        usage.noFields = --fields needs at least one field name. Valid fields: {choices}
        usage.queryTooLong = the query for “finder {command}” is {length} characters long; at most {limit} are accepted
        usage.tooManyTickers = “finder {command}” was given {count} tickers; at most {limit} are accepted
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
        -1, -1, -1, -1, -1, -1, -1, -1, 29420, 29440, 29443, 29457, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34254, 34274, 34277, 34284,
        -1, -1, -1, -1, 19009, 19021, 19024, 19036, 9318, 9342, 9345, 9590, -1, -1, -1, -1,
        7555, 7575, 7578, 7657, 28402, 28420, 28423, 28453, 19476, 19500, 19503, 19523, 34335, 34349, 34352, 34389,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 24953, 24972, 24975, 25003, 4457, 4474, 4477, 4504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16348, 16368, 16371, 16404, 16834, 16855, 16858, 16898, 22591, 22608, 22611, 22696,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 12084, 12102, 12105, 12120,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25697, 25714, 25717, 25870, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41356, 41382, 41385, 41399, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1913, 1939, 1942, 2016, -1, -1, -1, -1, -1, -1, -1, -1,
        17911, 17937, 17940, 17977, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49841, 49865, 49868, 49904, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26845, 26863, 26866, 26893,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46165, 46189, 46192, 46211, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33276, 33293, 33296, 33567,
        -1, -1, -1, -1, -1, -1, -1, -1, 19243, 19253, 19256, 19260, 6628, 6647, 6650, 6698,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49480, 49498, 49501, 49541,
        -1, -1, -1, -1, 37051, 37070, 37073, 37104, 44758, 44772, 44775, 44841, 37249, 37269, 37272, 37286,
        14341, 14358, 14361, 14435, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        9591, 9615, 9618, 10524, 23946, 23960, 23963, 24019, 19222, 19233, 19236, 19242, 26211, 26231, 26234, 26273,
        47929, 47945, 47948, 48057, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16467, 16483, 16486, 16518, 47044, 47075, 47078, 47098, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5738, 5750, 5753, 5814, -1, -1, -1, -1,
        -1, -1, -1, -1, 29608, 29639, 29642, 29665, 36596, 36623, 36626, 36644, -1, -1, -1, -1,
        -1, -1, -1, -1, 38524, 38546, 38549, 38588, 22344, 22362, 22365, 22421, 11612, 11637, 11640, 11779,
        -1, -1, -1, -1, -1, -1, -1, -1, 21436, 21446, 21449, 21481, -1, -1, -1, -1,
        -1, -1, -1, -1, 37009, 37025, 37028, 37050, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31578, 31603, 31606, 31650, 43283, 43310, 43313, 43421, -1, -1, -1, -1,
        -1, -1, -1, -1, 19390, 19402, 19405, 19413, -1, -1, -1, -1, 36383, 36408, 36411, 36427,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14819, 14847, 14850, 15080, 18254, 18270, 18273, 18284, 21933, 21955, 21958, 22036, 37915, 37946, 37949, 37997,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7095, 7114, 7117, 7170, 190, 207, 210, 229,
        32682, 32698, 32701, 32795, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26430, 26452, 26455, 26485, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45094, 45111, 45114, 45191, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40856, 40874, 40877, 40893, -1, -1, -1, -1, 41030, 41043, 41046, 41052, 48058, 48072, 48075, 48140,
        -1, -1, -1, -1, -1, -1, -1, -1, 37696, 37728, 37731, 37780, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24483, 24506, 24509, 24520, -1, -1, -1, -1,
        17423, 17446, 17449, 17529, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40150, 40176, 40179, 40234, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32483, 32510, 32513, 32550,
        -1, -1, -1, -1, 5288, 5306, 5309, 5400, -1, -1, -1, -1, 41000, 41011, 41014, 41029,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27676, 27701, 27704, 27769, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49623, 49641, 49644, 49738, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16765, 16785, 16788, 16833, -1, -1, -1, -1, 1616, 1642, 1645, 1703,
        40695, 40702, 40705, 40714, 47222, 47244, 47247, 47248, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36906, 36928, 36931, 36955, -1, -1, -1, -1,
        27302, 27322, 27325, 27359, 41726, 41746, 41749, 41768, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7471, 7494, 7497, 7554, 20484, 20509, 20512, 20602,
        43173, 43192, 43195, 43282, 50437, 50454, 50457, 50484, -1, -1, -1, -1, -1, -1, -1, -1,
        28896, 28915, 28918, 28963, 24799, 24811, 24814, 24856, 14201, 14222, 14225, 14272, 32198, 32222, 32225, 32280,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29708, 29736, 29739, 29758, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45192, 45209, 45212, 45269, -1, -1, -1, -1,
        15803, 15824, 15827, 15887, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 45673, 45686, 45689, 45712, 41769, 41782, 41785, 41817, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34137, 34156, 34159, 34165, 48468, 48495, 48498, 48606,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29496, 29532, 29535, 29550,
        -1, -1, -1, -1, 34724, 34740, 34743, 34788, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27491, 27522, 27525, 27675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6456, 6466, 6469, 6568, 45596, 45616, 45619, 45672, -1, -1, -1, -1,
        -1, -1, -1, -1, 24379, 24389, 24392, 24405, -1, -1, -1, -1, 28132, 28151, 28154, 28165,
        25273, 25293, 25296, 25337, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22037, 22053, 22056, 22172, -1, -1, -1, -1, -1, -1, -1, -1,
        7658, 7682, 7685, 8508, 11307, 11329, 11332, 11447, -1, -1, -1, -1, -1, -1, -1, -1,
        23457, 23471, 23474, 23550, 26377, 26397, 26400, 26429, -1, -1, -1, -1, 19457, 19469, 19472, 19475,
        24288, 24301, 24304, 24378, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18409, 18438, 18441, 18488, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3890, 3911, 3914, 4068, 28964, 28989, 28992, 29052, -1, -1, -1, -1,
        18884, 18907, 18910, 18922, -1, -1, -1, -1, 5036, 5062, 5065, 5084, 37998, 38031, 38034, 38083,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29458, 29482, 29485, 29495, 46528, 46557, 46560, 46601,
        25004, 25024, 25027, 25041, -1, -1, -1, -1, 47301, 47328, 47331, 47355, -1, -1, -1, -1,
        -1, -1, -1, -1, 48814, 48834, 48837, 48861, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26598, 26615, 26618, 26686,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48141, 48163, 48166, 48264,
        -1, -1, -1, -1, 5188, 5205, 5208, 5287, -1, -1, -1, -1, 43766, 43793, 43796, 43884,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42428, 42450, 42453, 42568,
        -1, -1, -1, -1, -1, -1, -1, -1, 39479, 39497, 39500, 39528, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41921, 41942, 41945, 41979, 22933, 22954, 22957, 23022,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37493, 37509, 37512, 37516,
        -1, -1, -1, -1, 6052, 6070, 6073, 6113, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6744, 6764, 6767, 6823,
        29275, 29299, 29302, 29311, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 6235, 6264, 6267, 6321, 19164, 19174, 19177, 19181,
        639, 653, 656, 663, 19037, 19050, 19053, 19060, 32141, 32165, 32168, 32197, 45270, 45288, 45291, 45376,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1041, 1062, 1065, 1100,
        -1, -1, -1, -1, 25070, 25086, 25089, 25129, 30068, 30091, 30094, 30113, 48690, 48712, 48715, 48813,
        -1, -1, -1, -1, 43422, 43442, 43445, 43499, 38589, 38613, 38616, 38712, 6322, 6344, 6347, 6391,
        38713, 38732, 38735, 38752, 49960, 49980, 49983, 50041, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 30537, 30565, 30568, 30820, 46473, 46493, 46496, 46527, 47636, 47663, 47666, 47683,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18045, 18065, 18068, 18097,
        44276, 44292, 44295, 44312, 46308, 46329, 46332, 46361, -1, -1, -1, -1, 791, 802, 805, 809,
        15550, 15573, 15576, 15802, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44522, 44544, 44547, 44618, 129, 141, 144, 162,
        40464, 40485, 40488, 40504, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44350, 44367, 44370, 44382, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23389, 23405, 23408, 23456, 37661, 37675, 37678, 37695, 41560, 41579, 41582, 41624, 47404, 47429, 47432, 47454,
        -1, -1, -1, -1, -1, -1, -1, -1, 24672, 24691, 24694, 24701, 19654, 19669, 19672, 20164,
        24622, 24639, 24642, 24647, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47139, 47164, 47167, 47180, -1, -1, -1, -1, 41447, 41465, 41468, 41498, -1, -1, -1, -1,
        -1, -1, -1, -1, 31753, 31776, 31779, 31840, 23811, 23825, 23828, 23873, -1, -1, -1, -1,
        24406, 24414, 24417, 24450, 19613, 19633, 19636, 19653, 34224, 34245, 34248, 34253, -1, -1, -1, -1,
        27360, 27382, 27385, 27407, 27877, 27897, 27900, 27955, -1, -1, -1, -1, -1, -1, -1, -1,
        29215, 29239, 29242, 29274, -1, -1, -1, -1, 13942, 13954, 13957, 13965, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10525, 10545, 10548, 10612, -1, -1, -1, -1,
        15081, 15099, 15102, 15215, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39760, 39780, 39783, 39822, -1, -1, -1, -1, -1, -1, -1, -1, 46252, 46274, 46277, 46307,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34310, 34327, 34330, 34334,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18098, 18121, 18124, 18150,
        38084, 38109, 38112, 38149, 50344, 50351, 50354, 50388, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18489, 18514, 18517, 18531, -1, -1, -1, -1, -1, -1, -1, -1, 39324, 39343, 39346, 39362,
        -1, -1, -1, -1, 13254, 13270, 13273, 13293, -1, -1, -1, -1, 41980, 42002, 42005, 42051,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        3248, 3273, 3276, 3368, 38787, 38806, 38809, 38826, -1, -1, -1, -1, 13365, 13380, 13383, 13433,
        -1, -1, -1, -1, 46039, 46059, 46062, 46074, 50042, 50070, 50073, 50164, 39126, 39151, 39154, 39174,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46602, 46623, 46626, 46648,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24559, 24579, 24582, 24590,
        -1, -1, -1, -1, 45957, 45973, 45976, 45994, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23874, 23889, 23892, 23945,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46842, 46854, 46857, 46881, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18285, 18303, 18306, 18328, 21043, 21074, 21077, 21164, 29945, 29963, 29966, 29977,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37443, 37459, 37462, 37466,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15348, 15373, 15376, 15549, 27132, 27150, 27153, 27173, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37545, 37560, 37563, 37566, 40894, 40914, 40917, 40934, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19138, 19152, 19155, 19163, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26274, 26288, 26291, 26359, 40426, 40445, 40448, 40463, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1356, 1382, 1385, 1497, -1, -1, -1, -1, 19368, 19380, 19383, 19389,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36069, 36092, 36095, 36161,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17615, 17644, 17647, 17762, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36826, 36845, 36848, 36871, -1, -1, -1, -1, 39080, 39099, 39102, 39125,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40102, 40118, 40121, 40149, -1, -1, -1, -1, 3787, 3816, 3819, 3889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35481, 35501, 35504, 35518, -1, -1, -1, -1, 709, 722, 725, 731,
        25575, 25590, 25593, 25696, -1, -1, -1, -1, -1, -1, -1, -1, 3369, 3386, 3389, 3557,
        42718, 42740, 42743, 42773, 38276, 38299, 38302, 38348, 46131, 46145, 46148, 46164, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41053, 41063, 41066, 41071,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34442, 34461, 34464, 34499, 14503, 14521, 14524, 14581, -1, -1, -1, -1,
        -1, -1, -1, -1, 31905, 31929, 31932, 32050, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 10903, 10924, 10927, 11014, 16405, 16420, 16423, 16466, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28613, 28637, 28640, 28733, 33776, 33799, 33802, 33875, -1, -1, -1, -1, 27037, 27062, 27065, 27090,
        27219, 27238, 27241, 27301, 50237, 50264, 50267, 50343, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15996, 16018, 16021, 16059,
        44313, 44332, 44335, 44349, -1, -1, -1, -1, 22697, 22719, 22722, 22786, 38451, 38473, 38476, 38523,
        36956, 36980, 36983, 37008, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47734, 47759, 47762, 47783, 31134, 31154, 31157, 31375, -1, -1, -1, -1,
        29759, 29788, 29791, 29806, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41886, 41900, 41903, 41920, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40935, 40949, 40952, 40973, 7249, 7273, 7276, 7357,
        3558, 3572, 3575, 3578, 24648, 24664, 24667, 24671, 36261, 36284, 36287, 36309, -1, -1, -1, -1,
        28037, 28064, 28067, 28131, -1, -1, -1, -1, 38404, 38425, 38428, 38450, 36208, 36235, 36238, 36260,
        4505, 4522, 4525, 4573, 45377, 45396, 45399, 45467, -1, -1, -1, -1, -1, -1, -1, -1,
        36645, 36665, 36668, 36713, 36501, 36528, 36531, 36549, 41261, 41288, 41291, 41306, 37391, 37406, 37409, 37412,
        2017, 2041, 2044, 2132, 41072, 41105, 41108, 41164, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18151, 18178, 18181, 18253, 31376, 31405, 31408, 31577, 35893, 35919, 35922, 35978, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38753, 38771, 38774, 38786,
        29312, 29339, 29342, 29352, 15888, 15898, 15901, 15935, 34083, 34102, 34105, 34107, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17155, 17185, 17188, 17246, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11780, 11805, 11808, 12001, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44122, 44142, 44145, 44217, -1, -1, -1, -1,
        42774, 42793, 42796, 42897, 47249, 47274, 47277, 47300, 7445, 7458, 7461, 7470, 29666, 29692, 29695, 29707,
        41400, 41428, 41431, 41446, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35519, 35546, 35549, 35620, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16060, 16078, 16081, 16102, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 32340, 32365, 32368, 32422,
        37869, 37886, 37889, 37914, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11448, 11468, 11471, 11611, 45528, 45544, 45547, 45595, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49739, 49759, 49762, 49840, 25972, 25997, 26000, 26089,
        2185, 2204, 2207, 3032, -1, -1, -1, -1, -1, -1, -1, -1, 34285, 34302, 34305, 34309,
        -1, -1, -1, -1, -1, -1, -1, -1, 29901, 29935, 29938, 29944, 16194, 16212, 16215, 16290,
        34943, 34958, 34961, 35012, 46930, 46948, 46951, 46966, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13644, 13660, 13663, 13750, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35317, 35331, 35334, 35362, -1, -1, -1, -1,
        4069, 4095, 4098, 4161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12850, 12868, 12871, 12939, 33108, 33125, 33128, 33155,
        47099, 47122, 47125, 47138, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19575, 19593, 19596, 19612,
        774, 784, 787, 790, 26687, 26702, 26705, 26758, 39363, 39383, 39386, 39428, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6824, 6848, 6851, 6942,
        43070, 43093, 43096, 43172, 21814, 21828, 21831, 21862, 37413, 37432, 37435, 37442, 46741, 46766, 46769, 46795,
        -1, -1, -1, -1, -1, -1, -1, -1, 42307, 42323, 42326, 42381, 21482, 21509, 21512, 21594,
        -1, -1, -1, -1, 32423, 32446, 32449, 32482, 38185, 38191, 38194, 38206, -1, -1, -1, -1,
        6943, 6963, 6966, 7019, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12290, 12304, 12307, 12342, 25385, 25403, 25406, 25461, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12397, 12416, 12419, 12488, 27770, 27797, 27800, 27830, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5401, 5423, 5426, 5524,
        -1, -1, -1, -1, 40235, 40254, 40257, 40288, -1, -1, -1, -1, 8591, 8610, 8613, 9317,
        19182, 19197, 19200, 19221, 21710, 21731, 21734, 21813, 6699, 6716, 6719, 6743, 32281, 32311, 32314, 32339,
        36428, 36446, 36449, 36454, -1, -1, -1, -1, 558, 569, 572, 576, 2133, 2151, 2154, 2184,
        29353, 29372, 29375, 29386, 5894, 5910, 5913, 5983, 43578, 43596, 43599, 43664, 49211, 49229, 49232, 49312,
        -1, -1, -1, -1, -1, -1, -1, -1, 24210, 24224, 24227, 24287, 47356, 47380, 47383, 47403,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41165, 41200, 41203, 41260, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48370, 48389, 48392, 48467, -1, -1, -1, -1,
        13979, 13995, 13998, 14010, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47837, 47852, 47855, 47900, 50165, 50184, 50187, 50236, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46796, 46815, 46818, 46841, -1, -1, -1, -1,
        -1, -1, -1, -1, 33876, 33900, 33903, 34082, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18609, 18629, 18632, 18663,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 12489, 12509, 12512, 12571,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40974, 40985, 40988, 40999, 28229, 28253, 28256, 28401, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40505, 40529, 40532, 40558, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48265, 48281, 48284, 48369, 27831, 27843, 27846, 27876,
        44978, 44999, 45002, 45093, 41625, 41645, 41648, 41685, -1, -1, -1, -1, 13434, 13456, 13459, 13538,
        -1, -1, -1, -1, 14436, 14453, 14456, 14502, -1, -1, -1, -1, 47181, 47201, 47204, 47221,
        -1, -1, -1, -1, -1, -1, -1, -1, 27174, 27190, 27193, 27218, 35206, 35229, 35232, 35268,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7358, 7378, 7381, 7444, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5984, 6003, 6006, 6051, 31651, 31676, 31679, 31752, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22422, 22443, 22446, 22452,
        -1, -1, -1, -1, 3033, 3053, 3056, 3247, 49313, 49336, 49339, 49379, -1, -1, -1, -1,
        -1, -1, -1, -1, 854, 873, 876, 952, 47901, 47912, 47915, 47928, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13048, 13064, 13067, 13076, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33568, 33594, 33597, 33698, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50528, 50547, 50550, 50562, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40289, 40313, 40316, 40332, 44619, 44635, 44638, 44757,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47513, 47546, 47549, 47572,
        43665, 43684, 43687, 43765, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24857, 24878, 24881, 24906, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23551, 23571, 23574, 23594,
        -1, -1, -1, -1, 28454, 28475, 28478, 28525, -1, -1, -1, -1, -1, -1, -1, -1,
        49542, 49556, 49559, 49622, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13213, 13229, 13232, 13253,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27091, 27110, 27113, 27131,
        24765, 24783, 24786, 24798, -1, -1, -1, -1, 50485, 50502, 50505, 50527, -1, -1, -1, -1,
        12737, 12755, 12758, 12849, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 19343, 19356, 19359, 19367, -1, -1, -1, -1, -1, -1, -1, -1,
        5815, 5839, 5842, 5893, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35013, 35032, 35035, 35085, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16103, 16123, 16126, 16149, -1, -1, -1, -1,
        34390, 34413, 34416, 34441, 37287, 37305, 37308, 37314, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25462, 25475, 25478, 25574,
        -1, -1, -1, -1, 35151, 35167, 35170, 35205, 20834, 20861, 20864, 20917, 5525, 5546, 5549, 5737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26360, 26372, 26375, 26376, 28166, 28188, 28191, 28228,
        28734, 28758, 28761, 28813, 5146, 5163, 5166, 5187, 46212, 46237, 46240, 46251, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49050, 49070, 49073, 49210,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46075, 46094, 46097, 46130, 732, 743, 746, 750, -1, -1, -1, -1, 6114, 6138, 6141, 6234,
        -1, -1, -1, -1, 19414, 19427, 19430, 19456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38150, 38171, 38174, 38184, -1, -1, -1, -1, -1, -1, -1, -1,
        35086, 35104, 35107, 35150, 39823, 39841, 39844, 39927, 12219, 12243, 12246, 12289, 29387, 29407, 29410, 29419,
        -1, -1, -1, -1, -1, -1, -1, -1, 24907, 24923, 24926, 24952, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19524, 19550, 19553, 19574, -1, -1, -1, -1, 30022, 30050, 30053, 30067, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35621, 35650, 35653, 35726, 41686, 41704, 41707, 41725,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50389, 50408, 50411, 50436, 22895, 22912, 22915, 22932, 39582, 39603, 39606, 39759,
        42382, 42398, 42401, 42427, -1, -1, -1, -1, 24451, 24471, 24474, 24482, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 37517, 37535, 37538, 37544, -1, -1, -1, -1,
        16899, 16915, 16918, 17154, -1, -1, -1, -1, -1, -1, -1, -1, 37632, 37650, 37653, 37660,
        -1, -1, -1, -1, -1, -1, -1, -1, 22787, 22804, 22807, 22894, -1, -1, -1, -1,
        26977, 27001, 27004, 27036, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34108, 34127, 34130, 34136, 19281, 19296, 19299, 19309, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20281, 20306, 20309, 20368, 23242, 23256, 23259, 23323,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42052, 42075, 42078, 42120, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12572, 12590, 12593, 12623, -1, -1, -1, -1, 13077, 13095, 13098, 13212,
        16150, 16163, 16166, 16193, 30114, 30133, 30136, 30536, 35363, 35385, 35388, 35422, 18329, 18358, 18361, 18408,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3579, 3595, 3598, 3605, -1, -1, -1, -1, -1, -1, -1, -1,
        36162, 36182, 36185, 36207, 13966, 13973, 13976, 13978, 19094, 19108, 19111, 19119, 29053, 29080, 29083, 29144,
        30912, 30936, 30939, 31070, -1, -1, -1, -1, 43500, 43517, 43520, 43577, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1101, 1127, 1130, 1238, 28814, 28833, 28836, 28895, -1, -1, -1, -1,
        12343, 12360, 12363, 12396, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46882, 46898, 46901, 46929, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41307, 41336, 41339, 41355, -1, -1, -1, -1, 40019, 40040, 40043, 40063, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34199, 34216, 34219, 34223, 36872, 36883, 36886, 36905,
        -1, -1, -1, -1, 44842, 44857, 44860, 44876, 4214, 4226, 4229, 4292, -1, -1, -1, -1,
        -1, -1, -1, -1, 10683, 10707, 10710, 10902, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37602, 37615, 37618, 37631, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 25130, 25150, 25153, 25199, -1, -1, -1, -1,
        32975, 32996, 32999, 33107, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4783, 4807, 4810, 4816, 28526, 28553, 28556, 28612, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39175, 39194, 39197, 39228, 19310, 19327, 19330, 19342,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48994, 49012, 49015, 49049, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37315, 37334, 37337, 37344, 46992, 47021, 47024, 47043, 16634, 16650, 16653, 16710,
        -1, -1, -1, -1, 34545, 34567, 34570, 34645, -1, -1, -1, -1, -1, -1, -1, -1,
        4754, 4774, 4777, 4782, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13917, 13930, 13933, 13941, -1, -1, -1, -1, -1, -1, -1, -1, 16291, 16311, 16314, 16347,
        -1, -1, -1, -1, 5085, 5111, 5114, 5145, -1, -1, -1, -1, 35269, 35287, 35290, 35316,
        42244, 42264, 42267, 42306, -1, -1, -1, -1, 21285, 21312, 21315, 21435, -1, -1, -1, -1,
        29145, 29170, 29173, 29214, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49905, 49926, 49929, 49959, 40616, 40634, 40637, 40653,
        35807, 35835, 35838, 35892, 15936, 15956, 15959, 15995, -1, -1, -1, -1, -1, -1, -1, -1,
        688, 700, 703, 708, 38974, 38993, 38996, 39022, 40378, 40391, 40394, 40425, 40333, 40355, 40358, 40377,
        26932, 26947, 26950, 26976, 32873, 32898, 32901, 32974, 40559, 40585, 40588, 40615, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35727, 35753, 35756, 35806, 953, 974, 977, 1040,
        33156, 33175, 33178, 33275, 25338, 25358, 25361, 25384, -1, -1, -1, -1, -1, -1, -1, -1,
        4817, 4830, 4833, 4839, 40064, 40082, 40085, 40101, 46693, 46718, 46721, 46740, 32551, 32574, 32577, 32681,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45784, 45800, 45803, 45824, 12121, 12143, 12146, 12218,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25200, 25222, 25225, 25272,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 14698, 14711, 14714, 14818,
        -1, -1, -1, -1, 14582, 14592, 14595, 14697, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24591, 24607, 24610, 24621, 4162, 4175, 4178, 4213, 48607, 48621, 48624, 48689, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38915, 38931, 38934, 38973, -1, -1, -1, -1,
        -1, -1, -1, -1, 4863, 4877, 4880, 4915, 16711, 16726, 16729, 16764, 37345, 37360, 37363, 37366,
        47455, 47482, 47485, 47512, 47573, 47608, 47611, 47635, 38827, 38845, 38848, 38914, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38207, 38231, 38234, 38275,
        42121, 42141, 42144, 42186, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37152, 37171, 37174, 37198, 22453, 22473, 22476, 22590, 37199, 37220, 37223, 37248, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29855, 29889, 29892, 29900, -1, -1, -1, -1, 34166, 34187, 34190, 34198,
        22258, 22279, 22282, 22343, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25871, 25895, 25898, 25971, 17314, 17337, 17340, 17422, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6429, 6448, 6451, 6455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33699, 33718, 33721, 33775, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30821, 30845, 30848, 30911, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20369, 20392, 20395, 20483, 39229, 39248, 39251, 39323,
        37467, 37484, 37487, 37492, 43885, 43902, 43905, 43937, -1, -1, -1, -1, 4727, 4745, 4748, 4753,
        274, 291, 294, 307, 8509, 8529, 8532, 8590, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 11015, 11040, 11043, 11220, 15216, 15233, 15236, 15347, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29807, 29842, 29845, 29854,
        45468, 45480, 45483, 45527, -1, -1, -1, -1, 35423, 35444, 35447, 35480, 6569, 6592, 6595, 6627,
        47784, 47811, 47814, 47836, -1, -1, -1, -1, 48862, 48884, 48887, 48993, 20165, 20191, 20194, 20280,
        23725, 23741, 23744, 23810, 29978, 30004, 30007, 30021, -1, -1, -1, -1, 14011, 14021, 14024, 14030,
        -1, -1, -1, -1, -1, -1, -1, -1, 24137, 24150, 24153, 24209, -1, -1, -1, -1,
        34789, 34810, 34813, 34863, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31841, 31857, 31860, 31904, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26894, 26910, 26913, 26931, -1, -1, -1, -1,
        18664, 18688, 18691, 18770, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21165, 21192, 21195, 21284,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26759, 26777, 26780, 26844, -1, -1, -1, -1, 4916, 4927, 4930, 5035,
        10657, 10670, 10673, 10682, 41499, 41517, 41520, 41559, 40814, 40836, 40839, 40855, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 43022, 43037, 43040, 43069, -1, -1, -1, -1,
        -1, -1, -1, -1, 50602, 50616, 50619, 50651, 4574, 4590, 4593, 4650, -1, -1, -1, -1,
        45995, 46007, 46010, 46038, 46362, 46382, 46385, 46408, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26566, 26578, 26581, 26597, -1, -1, -1, -1, 1829, 1854, 1857, 1912, -1, -1, -1, -1,
        -1, -1, -1, -1, 4651, 4662, 4665, 4673, 40715, 40733, 40736, 40752, 4674, 4692, 4695, 4704,
        -1, -1, -1, -1, 4408, 4433, 4436, 4456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13878, 13897, 13900, 13916,
        23324, 23347, 23350, 23388, 4375, 4396, 4399, 4407, 20603, 20631, 20634, 20833, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39023, 39041, 39044, 39079, 39429, 39447, 39450, 39478, 1704, 1728, 1731, 1828, 368, 380, 383, 388,
        36455, 36480, 36483, 36500, 12940, 12956, 12959, 13047, 21863, 21877, 21880, 21932, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46649, 46672, 46675, 46692, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11221, 11242, 11245, 11306, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6392, 6410, 6413, 6428, 22173, 22192, 22195, 22257, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32796, 32813, 32816, 32872, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32051, 32084, 32087, 32140, 37781, 37815, 37818, 37868, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 44218, 44240, 44243, 44275, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43938, 43956, 43959, 44003,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4346, 4366, 4369, 4374, 18532, 18557, 18560, 18574,
        19261, 19272, 19275, 19280, -1, -1, -1, -1, 21595, 21618, 21621, 21709, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42898, 42917, 42920, 43021, 45713, 45730, 45733, 45783, -1, -1, -1, -1,
        13539, 13558, 13561, 13575, 10613, 10629, 10632, 10656, -1, -1, -1, -1, -1, -1, -1, -1,
        24702, 24721, 24724, 24732, 3606, 3626, 3629, 3786, -1, -1, -1, -1, -1, -1, -1, -1,
        7020, 7039, 7042, 7094, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1239, 1257, 1260, 1355,
        -1, -1, -1, -1, 37567, 37577, 37580, 37601, 18771, 18795, 18798, 18883, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36550, 36575, 36578, 36595,
        44383, 44403, 44406, 44521, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19120, 19132, 19135, 19137, 47684, 47713, 47716, 47733, -1, -1, -1, -1,
        42187, 42206, 42209, 42243, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1498, 1521, 1524, 1615, 41818, 41835, 41838, 41885,
        -1, -1, -1, -1, 31071, 31091, 31094, 31133, 40654, 40674, 40677, 40694, -1, -1, -1, -1,
        -1, -1, -1, -1, 36341, 36364, 36367, 36382, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20918, 20953, 20956, 21042, -1, -1, -1, -1, 14031, 14044, 14047, 14200, 27408, 27435, 27438, 27490,
        39974, 39996, 39999, 40018, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 4705, 4719, 4722, 4726, -1, -1, -1, -1,
        -1, -1, -1, -1, 34500, 34519, 34522, 34544, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23023, 23038, 23041, 23144, 25042, 25052, 25055, 25069,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46967, 46979, 46982, 46991, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26486, 26500, 26503, 26565, 50563, 50582, 50585, 50601, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17763, 17792, 17795, 17910, -1, -1, -1, -1,
        40753, 40773, 40776, 40793, 49380, 49399, 49402, 49479, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16519, 16538, 16541, 16633, 7171, 7195, 7198, 7248, 44004, 44023, 44026, 44121, -1, -1, -1, -1,
        23145, 23167, 23170, 23241, -1, -1, -1, -1, 35979, 36001, 36004, 36068, -1, -1, -1, -1,
        36310, 36327, 36330, 36340, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34864, 34886, 34889, 34942, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18575, 18591, 18594, 18608, 45878, 45899, 45902, 45956, 17978, 18004, 18007, 18044, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42569, 42593, 42596, 42717, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24521, 24544, 24547, 24558, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38349, 38372, 38375, 38403, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 12002, 12023, 12026, 12083,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34646, 34662, 34665, 34723,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19061, 19078, 19081, 19093, -1, -1, -1, -1, -1, -1, -1, -1, 14273, 14296, 14299, 14340,
        13294, 13311, 13314, 13364, -1, -1, -1, -1, -1, -1, -1, -1, 13576, 13593, 13596, 13643,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40794, 40801, 40804, 40813, -1, -1, -1, -1, -1, -1, -1, -1,
        24020, 24036, 24039, 24136, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37105, 37124, 37127, 37151,
        39928, 39946, 39949, 39973, -1, -1, -1, -1, 24733, 24753, 24756, 24764, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44877, 44894, 44897, 44977, -1, -1, -1, -1, -1, -1, -1, -1,
        18923, 18949, 18952, 18978, -1, -1, -1, -1, 23595, 23613, 23616, 23724, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4840, 4853, 4856, 4862, 18979, 18992, 18995, 19008,
        12624, 12644, 12647, 12736, 29551, 29583, 29586, 29607, -1, -1, -1, -1, 17247, 17277, 17280, 17313,
        36714, 36739, 36742, 36825, -1, -1, -1, -1, 27956, 27980, 27983, 28036, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13751, 13768, 13771, 13877, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37367, 37383, 37386, 37390, 39529, 39547, 39550, 39581,
        -1, -1, -1, -1, -1, -1, -1, -1, 46409, 46432, 46435, 46472, -1, -1, -1, -1,
        -1, -1, -1, -1, 26090, 26117, 26120, 26210, 50652, 50673, 50676, 50683, -1, -1, -1, -1,
        4293, 4309, 4312, 4345, -1, -1, -1, -1, -1, -1, -1, -1, 45825, 45839, 45842, 45877,
        -1, -1, -1, -1, -1, -1, -1, -1, 17530, 17554, 17557, 17614, -1, -1, -1, -1,
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
        config.error.badValue = «{value}» — недопустимое значение {name}. Допустимые значения: {choices}
        config.error.emptyKey = ключ не получен со стандартного ввода.
        config.error.exposedFolder = в папку {path} могут заходить другие пользователи, а закрыть её вы не можете: finder не будет хранить там ключ.
        config.error.extra = после имени настройки слишком много слов; укажите одно значение, например: finder config set lang ru
        config.error.keyAsArgument = ключ не принимается в командной строке, где его сохранит история оболочки; передайте его через стандартный ввод или введите по запросу.
        config.error.keyTooLong = ключ длиннее {limit} символов — таких ключей у Unsplash не бывает; ничего не сохранено.
        config.error.missingAction = команде «finder config» нужно действие: get, set, unset, list
        config.error.missingName = команде «finder config» нужно имя настройки: lang, theme, color, limit, images, format, unsplash-key
        config.error.missingValue = команде «finder config set {name}» нужно значение: {choices}
        config.error.unknownAction = неизвестное действие «{action}» для finder config. Допустимые действия: get, set, unset, list
        config.error.unknownName = неизвестная настройка. Допустимые настройки: lang, theme, color, limit, images, format, unsplash-key
        config.error.write = не удаётся записать {path}: {reason}.
        config.help.details = «list» показывает все сохранённые настройки и откуда взято каждое значение; «get ИМЯ» выводит действующее значение; «set ИМЯ ЗНАЧЕНИЕ» сохраняет его, а «unset ИМЯ» удаляет. ИМЯ — lang, theme, color, limit, images или format (значения те же, что у одноимённых параметров). Значение берётся сначала из параметра в командной строке, затем из окружения (FINDER_LANG, FINDER_THEME, NO_COLOR и подобные, FINDER_LIMIT, FINDER_IMAGES, FINDER_FORMAT), затем из этого файла и только потом встроенное (для lang — из LANGUAGE, LC_ALL, LC_MESSAGES, LANG). Файл — $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), доступный только вам. «set unsplash-key» читает ключ со стандартного ввода (чтобы он не попал в историю оболочки); ключ можно получить на https://unsplash.com/developers. Переменная окружения UNSPLASH_ACCESS_KEY, если задана, используется первой.
        config.help.examples =   finder config set lang ru\\n  finder config set limit 50\\n  finder config get format\\n  finder config list\\n  finder config unset theme\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Укажите в XDG_CONFIG_HOME папку, доступную только вам, или попросите её владельца выполнить для неё chmod 700.
        config.hint.usage = Использование: finder config list | get ИМЯ | set ИМЯ ЗНАЧЕНИЕ | unset ИМЯ (ИМЯ: lang, theme, color, limit, images, format, unsplash-key; ключ читается со стандартного ввода).
        config.key.set = задан
        config.key.unset = не задан
        config.notice.badKey = Ключ Unsplash в {where} не похож на ключ (в нём пробелы, управляющие символы или он слишком длинный) и не используется; задайте его заново: finder config set unsplash-key
        config.notice.environmentWins = Обратите внимание: задана переменная UNSPLASH_ACCESS_KEY, и она используется раньше сохранённого ключа.
        config.notice.exposed = Внимание: в {path} хранится ваш ключ Unsplash, а другие пользователи могут его прочитать или подменить: выполните chmod 600 {path} и chmod 700 для его папки (и подумайте о новом ключе).
        config.notice.variableWins = Обратите внимание: задана переменная {variable}, и она важнее сохранённого значения.
        config.prompt = Ключ доступа Unsplash (ввод скрыт):
        config.saved = Ключ доступа Unsplash сохранён в {path} (доступен только вам).
        config.set.saved = Сохранено: {name} = {value} в {path}.
        config.source.config = сохранено
        config.source.default = по умолчанию
        config.source.environment = из окружения
        config.unset.done = Настройка {name} удалена из {path}.
        config.unset.none = Настройка {name} не была сохранена в {path}; ничего не изменилось.
        config.unset.now = Настройка {name} удалена из {path}; теперь действует {value} ({source}).
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
        help.command.stocks.show = Показать все листинги одного или нескольких тикеров полностью.
        help.command.stocks.sync = Обновить каталог акций с Московской биржи и Nasdaq, по URL или из файла.
        help.command.suggest = Подсказать запросы: сначала недавние, содержащие ТЕКСТ, затем тикеры.
        help.commands = Команды:
        help.details.completion = Дополняет команды, параметры, недавние запросы и тикеры.
        help.details.history = Без --domain — все разделы. Запросы, отличающиеся только регистром, считаются одним.
        help.details.interactive = В терминале результаты поиска акций появляются по ходу ввода (после короткой паузы, FINDER_DEBOUNCE_MS, по умолчанию 200 мс); фото ищутся по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или :more — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130.\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (json: один документ на строку).
        help.details.offline = «show» без --domain показывает самый свежий сохранённый результат.
        help.details.stocks = Находит начало тикера и начало любого слова в названии, слова в любом порядке, без учёта регистра и диакритики (é = e, ё = е, ß = ss); кириллица и латиница находят друг друга, текст, набранный в другой раскладке, исправляется, а близкие написания (одна ошибка, в длинных словах две) показываются, только когда ничего другого не найдено. Сначала точные тикеры, целые слова и начала слов, крупные компании раньше (точное совпадение весит как компания в десять раз крупнее), затем слитное написание (cocacola), затем транслитерация; обыкновенные акции раньше депозитарных расписок. Листинги с общим ISIN и депозитарные расписки компании — один результат: листинг в стране эмитента (по ISIN); --all-listings показывает каждый.
        help.details.stocks.show = ТИКЕР сравнивается точно, без учёта регистра. Можно указать несколько тикеров через пробел или запятую: листинги каждого идут в том же порядке, а о тикере, которого нет, говорится в stderr (в JSON — «unknown»); код выхода 1 — только если не найден ни один.
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
        help.examples.stocks.show =   finder stocks show AAPL\\n  finder stocks show AAPL MSFT SBER\\n  finder stocks show NET,AAPL,TSLA --json\\n  finder stocks show gazp --json
        help.examples.stocks.sync =   finder stocks sync\\n  finder stocks sync --from nasdaq\\n  finder stocks sync --from https://example.com/stocks.json\\n  finder stocks sync --from ./stocks.csv --json\\n  finder stocks show SBER
        help.examples.suggest =   finder suggest ap\\n  finder suggest --domain photos кош
        help.globalOptions = Общие параметры:
        help.option.accessible = вывод для экранного диктора: по результату в строке, без цвета и выравнивания
        help.option.all-listings = по строке на каждый листинг, а не на компанию
        help.option.by = по какому полю искать (по умолчанию all)
        help.option.color = когда использовать цвет (по умолчанию auto)
        help.option.country = только листинги этих стран: коды ISO или названия через запятую
        help.option.data-dir = где finder хранит данные (по умолчанию $XDG_DATA_HOME/finder)
        help.option.domain = какой раздел: stocks (акции) или photos (фото)
        help.option.exchange = только листинги этих бирж: коды или названия (MOEX, Мосбиржа) через запятую
        help.option.fields = какие поля результатов выводить, через запятую и в этом порядке (в любом формате; имена как в JSON)
        help.option.format = формат вывода (по умолчанию text; csv и tsv — таблица со строкой заголовков)
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
        help.option.sort = порядок результатов (по умолчанию relevance — по релевантности; price, change и marketcap — от больших к меньшим)
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
        hint.empty.tickers = Проверьте написание или поищите по названию: finder stocks НАЗВАНИЕ
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
        notice.unknownTicker = Акции с тикером «{ticker}» нет.
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
        quoted = «{text}»
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
        state.empty.tickers = Акций ни с одним из тикеров {tickers} нет.
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
        usage.badCountry = «{value}» — не страна из каталога; укажите код ISO (us, ch, ru) или название страны (Швейцария)
        usage.badField = неизвестное поле «{value}» для --fields. Допустимые поля: {choices}
        usage.badField.suggest = неизвестное поле «{value}» для --fields; может быть, «{suggestion}»? Допустимые поля: {choices}
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
        usage.noFields = для --fields нужно хотя бы одно поле. Допустимые поля: {choices}
        usage.queryTooLong = запрос для «finder {command}» слишком длинный (символов: {length}); допускается не больше {limit}
        usage.tooManyTickers = команде «finder {command}» передано тикеров: {count}; допускается не больше {limit}
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
        -1, -1, -1, -1, -1, -1, -1, -1, 46645, 46665, 46668, 46684, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53841, 53861, 53864, 53878,
        -1, -1, -1, -1, 29521, 29533, 29536, 29568, 14466, 14490, 14493, 14937, -1, -1, -1, -1,
        11497, 11517, 11520, 11667, 45018, 45036, 45039, 45088, 30274, 30298, 30301, 30330, 53941, 53955, 53958, 54022,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 38934, 38953, 38956, 39005, 6699, 6716, 6719, 6772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 25439, 25459, 25462, 25522, 26181, 26202, 26205, 26290, 35224, 35241, 35244, 35372,
        -1, -1, -1, -1, -1, -1, -1, -1, 58204, 58230, 58233, 58284, -1, -1, -1, -1,
        45930, 45956, 45959, 46058, -1, -1, -1, -1, -1, -1, -1, -1, 18152, 18170, 18173, 18203,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40338, 40355, 40358, 40628, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66970, 66996, 66999, 67025, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2828, 2854, 2857, 2992, -1, -1, -1, -1, -1, -1, -1, -1,
        27889, 27915, 27918, 27982, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80907, 80931, 80934, 80978, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42736, 42754, 42757, 42787,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74513, 74537, 74540, 74564, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52357, 52374, 52377, 52821,
        66628, 66655, 66658, 66682, -1, -1, -1, -1, 29840, 29850, 29853, 29869, 9967, 9986, 9989, 10078,
        -1, -1, -1, -1, -1, -1, -1, -1, 77113, 77147, 77150, 77203, 80380, 80398, 80401, 80467,
        -1, -1, -1, -1, 59150, 59169, 59172, 59233, 72389, 72403, 72406, 72491, 59690, 59710, 59713, 59744,
        21894, 21911, 21914, 22050, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        14938, 14962, 14965, 16505, 37381, 37395, 37398, 37528, 29804, 29815, 29818, 29839, 41484, 41504, 41507, 41556,
        78123, 78139, 78142, 78295, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25617, 25633, 25636, 25688, 75810, 75841, 75844, 75890, -1, -1, -1, -1, 39194, 39214, 39217, 39299,
        -1, -1, -1, -1, -1, -1, -1, -1, 8559, 8571, 8574, 8685, -1, -1, -1, -1,
        -1, -1, -1, -1, 46856, 46887, 46890, 46917, 58367, 58394, 58397, 58450, -1, -1, -1, -1,
        -1, -1, -1, -1, 61928, 61950, 61953, 61993, 34823, 34841, 34844, 34961, 17677, 17702, 17705, 17844,
        -1, -1, -1, -1, -1, -1, -1, -1, 33581, 33591, 33594, 33670, -1, -1, -1, -1,
        -1, -1, -1, -1, 59105, 59121, 59124, 59149, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49769, 49794, 49797, 49841, 70097, 70124, 70127, 70270, -1, -1, -1, -1,
        -1, -1, -1, -1, 30048, 30060, 30063, 30075, -1, -1, -1, -1, 57713, 57738, 57741, 57768,
        -1, -1, -1, -1, 57801, 57826, 57829, 57880, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22651, 22679, 22682, 23067, 28407, 28423, 28426, 28459, 34243, 34265, 34268, 34432, 59414, 59434, 59437, 59505,
        61094, 61125, 61128, 61226, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10765, 10784, 10787, 10890, 240, 257, 260, 284,
        51400, 51416, 51419, 51593, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41975, 41997, 42000, 42069, -1, -1, -1, -1,
        -1, -1, -1, -1, 77023, 77056, 77059, 77112, -1, -1, -1, -1, -1, -1, -1, -1,
        72858, 72875, 72878, 72989, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65816, 65834, 65837, 65861, -1, -1, -1, -1, 66041, 66054, 66057, 66063, 78296, 78310, 78313, 78414,
        -1, -1, -1, -1, -1, -1, -1, -1, 60492, 60524, 60527, 60617, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38272, 38295, 38298, 38314, -1, -1, -1, -1,
        27094, 27117, 27120, 27285, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64361, 64387, 64390, 64483, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51072, 51099, 51102, 51189,
        -1, -1, -1, -1, 7912, 7930, 7933, 8077, 41703, 41723, 41726, 41793, 65995, 66006, 66009, 66040,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43910, 43935, 43938, 44087, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80586, 80604, 80607, 80756, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57604, 57628, 57631, 57660, 26068, 26088, 26091, 26180, -1, -1, -1, -1, 2450, 2476, 2479, 2562,
        65435, 65442, 65445, 65456, 76216, 76238, 76241, 76242, -1, -1, -1, -1, 65769, 65788, 65791, 65815,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56501, 56528, 56531, 56626, 58961, 58983, 58986, 59031, -1, -1, -1, -1,
        43348, 43368, 43371, 43409, 67582, 67602, 67605, 67640, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11367, 11390, 11393, 11496, 32020, 32045, 32048, 32221,
        69944, 69963, 69966, 70096, 81751, 81768, 81771, 81803, -1, -1, -1, -1, -1, -1, -1, -1,
        45731, 45750, 45753, 45799, 38680, 38692, 38695, 38773, 21657, 21678, 21681, 21784, 50611, 50635, 50638, 50748,
        -1, -1, -1, -1, -1, -1, -1, -1, 76243, 76268, 76271, 76338, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46973, 47001, 47004, 47039, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72990, 73007, 73010, 73107, -1, -1, -1, -1,
        24378, 24399, 24402, 24514, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 73740, 73753, 73756, 73797, 67641, 67654, 67657, 67701, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53705, 53724, 53727, 53735, 77681, 77706, 77709, 77755,
        78900, 78927, 78930, 79094, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46732, 46768, 46771, 46792,
        -1, -1, -1, -1, 54521, 54537, 54540, 54652, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43609, 43640, 43643, 43909, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 9670, 9680, 9683, 9858, 73580, 73600, 73603, 73739, -1, -1, -1, -1,
        -1, -1, -1, -1, 38107, 38117, 38120, 38167, -1, -1, -1, -1, 44643, 44662, 44665, 44701,
        39621, 39641, 39644, 39729, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34433, 34449, 34452, 34602, -1, -1, -1, -1, -1, -1, -1, -1,
        11668, 11692, 11695, 13033, 17372, 17394, 17397, 17512, -1, -1, -1, -1, -1, -1, -1, -1,
        36604, 36618, 36621, 36797, 41888, 41908, 41911, 41974, 75891, 75914, 75917, 75952, 30135, 30147, 30150, 30152,
        37965, 37978, 37981, 38106, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28664, 28693, 28696, 28783, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5803, 5824, 5827, 6126, 46059, 46084, 46087, 46188, -1, -1, -1, -1,
        29351, 29374, 29377, 29396, -1, -1, -1, -1, 7576, 7602, 7605, 7653, 61227, 61260, 61263, 61361,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46685, 46709, 46712, 46731, 74967, 74996, 74999, 75072,
        39006, 39026, 39029, 39057, -1, -1, -1, -1, 40958, 40984, 40987, 41131, 76530, 76557, 76560, 76627,
        -1, -1, -1, -1, 79416, 79436, 79439, 79474, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42255, 42272, 42275, 42423,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 78415, 78437, 78440, 78580,
        -1, -1, -1, -1, 7775, 7792, 7795, 7911, -1, -1, -1, -1, 70836, 70863, 70866, 71047,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68856, 68878, 68881, 69076,
        -1, -1, -1, -1, -1, -1, -1, -1, 63251, 63269, 63272, 63353, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67806, 67827, 67830, 67859, 35741, 35762, 35765, 35895,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59998, 60014, 60017, 60027,
        -1, -1, -1, -1, 9048, 9066, 9069, 9139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10152, 10172, 10175, 10311,
        46497, 46521, 46524, 46533, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 9332, 9361, 9364, 9465, 29724, 29734, 29737, 29741,
        874, 888, 891, 909, 29569, 29582, 29585, 29597, 50522, 50546, 50549, 50610, 73108, 73126, 73129, 73271,
        75651, 75681, 75684, 75730, -1, -1, -1, -1, -1, -1, -1, -1, 1502, 1523, 1526, 1596,
        -1, -1, -1, -1, 39105, 39121, 39124, 39193, 47575, 47598, 47601, 47627, 79232, 79254, 79257, 79415,
        -1, -1, -1, -1, 70271, 70291, 70294, 70410, 61994, 62018, 62021, 62195, 9466, 9488, 9491, 9577,
        62196, 62215, 62218, 62248, 81070, 81090, 81093, 81192, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 48337, 48365, 48368, 48800, 74909, 74929, 74932, 74966, 77533, 77560, 77563, 77605,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28067, 28087, 28090, 28174,
        71687, 71703, 71706, 71727, 74697, 74718, 74721, 74779, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        23919, 23942, 23945, 24377, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72075, 72097, 72100, 72222, 177, 189, 192, 210,
        64884, 64905, 64908, 64932, -1, -1, -1, -1, 59323, 59342, 59345, 59413, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71768, 71785, 71788, 71818, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36489, 36505, 36508, 36603, 60204, 60218, 60221, 60238, 67242, 67261, 67264, 67331, 76868, 76893, 76896, 76938,
        -1, -1, -1, -1, -1, -1, -1, -1, 38502, 38521, 38524, 38542, 30583, 30598, 30601, 31433,
        38445, 38462, 38465, 38475, 39300, 39321, 39324, 39406, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        76078, 76103, 76106, 76141, -1, -1, -1, -1, 67086, 67104, 67107, 67170, -1, -1, -1, -1,
        -1, -1, -1, -1, 49944, 49967, 49970, 50049, 37181, 37195, 37198, 37274, -1, -1, -1, -1,
        38168, 38176, 38179, 38233, 30534, 30554, 30557, 30582, 53806, 53827, 53830, 53840, -1, -1, -1, -1,
        43410, 43432, 43435, 43470, 44262, 44282, 44285, 44375, -1, -1, -1, -1, -1, -1, -1, -1,
        46408, 46432, 46435, 46496, 58816, 58838, 58841, 58886, 21199, 21211, 21214, 21233, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16506, 16526, 16529, 16659, -1, -1, -1, -1,
        23068, 23086, 23089, 23306, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63725, 63745, 63748, 63829, -1, -1, -1, -1, -1, -1, -1, -1, 74610, 74632, 74635, 74696,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53912, 53929, 53932, 53940,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28175, 28198, 28201, 28244,
        61362, 61387, 61390, 61473, 81652, 81659, 81662, 81702, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28784, 28809, 28812, 28832, -1, -1, -1, -1, -1, -1, -1, -1, 63058, 63077, 63080, 63113,
        -1, -1, -1, -1, 20065, 20081, 20084, 20111, -1, -1, -1, -1, 67860, 67882, 67885, 67941,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        4774, 4799, 4802, 4981, 62290, 62309, 62312, 62347, -1, -1, -1, -1, 20230, 20245, 20248, 20337,
        -1, -1, -1, -1, 74340, 74360, 74363, 74394, 81193, 81221, 81224, 81362, 62790, 62815, 62818, 62854,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 75073, 75094, 75097, 75119,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38360, 38380, 38383, 38397,
        -1, -1, -1, -1, 74182, 74198, 74201, 74241, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37275, 37290, 37293, 37380,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75380, 75392, 75395, 75449, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28460, 28478, 28481, 28545, 32967, 32998, 33001, 33140, 47291, 47309, 47312, 47335,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59937, 59953, 59956, 59964,
        -1, -1, -1, -1, -1, -1, -1, -1, 47336, 47362, 47365, 47394, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23538, 23563, 23566, 23918, 43102, 43120, 43123, 43161, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60060, 60075, 60078, 60081, 65862, 65882, 65885, 65911, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29696, 29710, 29713, 29723, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41557, 41571, 41574, 41683, 64837, 64856, 64859, 64883, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2000, 2026, 2029, 2277, -1, -1, -1, -1, 30022, 30034, 30037, 30047,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57179, 57202, 57205, 57319,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27419, 27448, 27451, 27652, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58719, 58738, 58741, 58781, -1, -1, -1, -1, 62714, 62733, 62736, 62789,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64272, 64288, 64291, 64360, -1, -1, -1, -1, 5596, 5625, 5628, 5802,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55710, 55730, 55733, 55756, -1, -1, -1, -1, 980, 993, 996, 1014,
        40112, 40127, 40130, 40337, -1, -1, -1, -1, -1, -1, -1, -1, 4982, 4999, 5002, 5241,
        69304, 69326, 69329, 69359, 61620, 61643, 61646, 61701, 74479, 74493, 74496, 74512, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66064, 66074, 66077, 66082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54097, 54116, 54119, 54197, 22132, 22150, 22153, 22266, -1, -1, -1, -1,
        -1, -1, -1, -1, 50178, 50202, 50205, 50356, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16968, 16989, 16992, 17079, 25523, 25538, 25541, 25616, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45336, 45360, 45363, 45524, 53152, 53175, 53178, 53303, -1, -1, -1, -1, 42964, 42989, 42992, 43044,
        43219, 43238, 43241, 43347, 65505, 65524, 65527, 65551, 81486, 81513, 81516, 81651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24808, 24830, 24833, 24891,
        71728, 71747, 71750, 71767, 76701, 76726, 76729, 76782, 35373, 35395, 35398, 35517, 61844, 61866, 61869, 61927,
        59032, 59056, 59059, 59104, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41794, 41815, 41818, 41887,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77832, 77857, 77860, 77906, 49315, 49335, 49338, 49566, -1, -1, -1, -1,
        47040, 47069, 47072, 47103, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67771, 67785, 67788, 67805, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65912, 65926, 65929, 65964, 11035, 11059, 11062, 11183,
        5242, 5256, 5259, 5269, 38476, 38492, 38495, 38501, 57459, 57482, 57485, 57511, -1, -1, -1, -1,
        44507, 44534, 44537, 44642, -1, -1, -1, -1, 61789, 61810, 61813, 61843, 57384, 57411, 57414, 57458,
        6773, 6790, 6793, 6902, 65457, 65475, 65478, 65504, 68411, 68433, 68436, 68633, 73272, 73291, 73294, 73375,
        58451, 58471, 58474, 58559, 58040, 58067, 58070, 58121, 66741, 66768, 66771, 66793, 59869, 59884, 59887, 59895,
        2993, 3017, 3020, 3159, 66354, 66387, 66390, 66488, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28245, 28272, 28275, 28406, 49567, 49596, 49599, 49768, 56873, 56899, 56902, 57006, 58122, 58147, 58150, 58203,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62249, 62267, 62270, 62289,
        46534, 46561, 46564, 46576, 24515, 24525, 24528, 24562, 53637, 53656, 53659, 53669, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26712, 26742, 26745, 26857, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17845, 17870, 17873, 18066, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71422, 71442, 71445, 71574, -1, -1, -1, -1,
        69360, 69379, 69382, 69524, 76434, 76459, 76462, 76529, 11335, 11348, 11351, 11366, 46918, 46944, 46947, 46972,
        67026, 67054, 67057, 67085, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56068, 56095, 56098, 56220, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25017, 25035, 25038, 25075, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50838, 50863, 50866, 50966,
        60746, 60763, 60766, 60822, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17513, 17533, 17536, 17676, 73474, 73490, 73493, 73579, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80757, 80777, 80780, 80906, 41132, 41157, 41160, 41306,
        3236, 3255, 3258, 4558, -1, -1, -1, -1, -1, -1, -1, -1, 53879, 53896, 53899, 53911,
        -1, -1, -1, -1, -1, -1, -1, -1, 47233, 47267, 47270, 47290, 25206, 25224, 25227, 25344,
        54926, 54941, 54944, 55036, 75510, 75528, 75531, 75546, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20690, 20706, 20709, 20888, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40785, 40810, 40813, 40957, 55455, 55469, 55472, 55554, -1, -1, -1, -1,
        6127, 6153, 6156, 6302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19353, 19371, 19374, 19502, 52070, 52087, 52090, 52150,
        76016, 76039, 76042, 76077, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30489, 30507, 30510, 30533,
        1081, 1091, 1094, 1108, 42424, 42439, 42442, 42574, 63114, 63134, 63137, 63189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10312, 10336, 10339, 10481,
        64933, 64957, 64960, 65009, 34066, 34080, 34083, 34146, 59896, 59915, 59918, 59936, 69803, 69826, 69829, 69943,
        75238, 75263, 75266, 75306, -1, -1, -1, -1, 55757, 55784, 55787, 55911, 33671, 33698, 33701, 33805,
        68249, 68265, 68268, 68353, 50967, 50990, 50993, 51071, 61510, 61516, 61519, 61529, -1, -1, -1, -1,
        10482, 10502, 10505, 10642, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18480, 18494, 18497, 18566, 39803, 39821, 39824, 39925, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18663, 18682, 18685, 18798, 44088, 44115, 44118, 44172, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8078, 8100, 8103, 8252,
        -1, -1, -1, -1, 64484, 64503, 64506, 64544, -1, -1, -1, -1, 13170, 13189, 13192, 14465,
        29742, 29757, 29760, 29803, 33940, 33961, 33964, 34065, 10079, 10096, 10099, 10151, 50749, 50779, 50782, 50837,
        57769, 57787, 57790, 57800, -1, -1, -1, -1, 770, 781, 784, 794, 3160, 3178, 3181, 3235,
        46577, 46596, 46599, 46610, 8796, 8812, 8815, 8947, 70560, 70578, 70581, 70691, 80019, 80037, 80040, 80160,
        -1, -1, -1, -1, -1, -1, -1, -1, 37844, 37858, 37861, 37964, 76628, 76652, 76655, 76700,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 66489, 66524, 66527, 66627, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78752, 78771, 78774, 78899, -1, -1, -1, -1,
        21251, 21267, 21270, 21291, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77984, 77999, 78002, 78085, 81363, 81382, 81385, 81485, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75307, 75326, 75329, 75379, -1, -1, -1, -1,
        -1, -1, -1, -1, 53304, 53328, 53331, 53636, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28932, 28952, 28955, 29015,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 18799, 18819, 18822, 18909,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65965, 65976, 65979, 65994, 44778, 44802, 44805, 45017, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65088, 65112, 65115, 65164, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78581, 78597, 78600, 78751, 44173, 44185, 44188, 44261,
        72687, 72708, 72711, 72857, 67332, 67352, 67355, 67409, -1, -1, -1, -1, 20338, 20360, 20363, 20500,
        -1, -1, -1, -1, 22051, 22068, 22071, 22131, -1, -1, -1, -1, 76142, 76162, 76165, 76215,
        -1, -1, -1, -1, -1, -1, -1, -1, 43162, 43178, 43181, 43218, 24953, 24972, 24975, 25016,
        55281, 55304, 55307, 55392, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11184, 11204, 11207, 11334, 65721, 65739, 65742, 65768, -1, -1, -1, -1,
        -1, -1, -1, -1, 8948, 8967, 8970, 9047, 49842, 49867, 49870, 49943, -1, -1, -1, -1,
        24645, 24666, 24669, 24729, 76783, 76809, 76812, 76867, 77386, 77413, 77416, 77458, 34962, 34983, 34986, 34992,
        -1, -1, -1, -1, 4559, 4579, 4582, 4773, 80161, 80184, 80187, 80254, -1, -1, -1, -1,
        -1, -1, -1, -1, 1197, 1216, 1219, 1362, 78086, 78097, 78100, 78122, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19669, 19685, 19688, 19719, 77459, 77487, 77490, 77532,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52822, 52848, 52851, 53058, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81858, 81877, 81880, 81905, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64545, 64569, 64572, 64601, 72223, 72239, 72242, 72388,
        -1, -1, -1, -1, 65010, 65035, 65038, 65087, -1, -1, -1, -1, 77204, 77237, 77240, 77293,
        70692, 70711, 70714, 70835, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38774, 38795, 38798, 38858, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36798, 36818, 36821, 36846,
        -1, -1, -1, -1, 45089, 45110, 45113, 45207, -1, -1, -1, -1, -1, -1, -1, -1,
        80468, 80482, 80485, 80585, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20014, 20030, 20033, 20064,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43045, 43064, 43067, 43101,
        38635, 38653, 38656, 38679, -1, -1, -1, -1, 81804, 81821, 81824, 81857, -1, -1, -1, -1,
        19157, 19175, 19178, 19352, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 29975, 29988, 29991, 30021, -1, -1, -1, -1, -1, -1, -1, -1,
        8686, 8710, 8713, 8795, 75953, 75977, 75980, 76015, -1, -1, -1, -1, -1, -1, -1, -1,
        55037, 55056, 55059, 55139, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25076, 25096, 25099, 25140, -1, -1, -1, -1,
        54023, 54046, 54049, 54096, 59745, 59763, 59766, 59774, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39926, 39939, 39942, 40111,
        -1, -1, -1, -1, 55216, 55232, 55235, 55280, 32560, 32587, 32590, 32742, 8253, 8274, 8277, 8558,
        24563, 24583, 24586, 24644, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        30153, 30177, 30180, 30211, -1, -1, -1, -1, 41684, 41696, 41699, 41702, 44702, 44724, 44727, 44777,
        45525, 45549, 45552, 45630, 7728, 7745, 7748, 7774, 66083, 66116, 66119, 66217, 74565, 74590, 74593, 74609,
        -1, -1, -1, -1, 30392, 30410, 30413, 30438, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 79753, 79773, 79776, 80018,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74395, 74414, 74417, 74478, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 9140, 9164, 9167, 9331,
        -1, -1, -1, -1, 30076, 30089, 30092, 30134, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61474, 61495, 61498, 61509, -1, -1, -1, -1, -1, -1, -1, -1,
        55140, 55158, 55161, 55215, 63830, 63848, 63851, 64014, 18371, 18395, 18398, 18479, 46611, 46631, 46634, 46644,
        -1, -1, -1, -1, -1, -1, -1, -1, 38859, 38875, 38878, 38933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30331, 30357, 30360, 30391, -1, -1, -1, -1, 47514, 47542, 47545, 47574, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60958, 60990, 60993, 61093, -1, -1, -1, -1, 56221, 56250, 56253, 56377, 67525, 67543, 67546, 67581,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81703, 81722, 81725, 81750, 35686, 35703, 35706, 35740, 63426, 63447, 63450, 63724,
        68354, 68370, 68373, 68410, -1, -1, -1, -1, 38234, 38254, 38257, 38271, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 60028, 60046, 60049, 60059, -1, -1, -1, -1,
        26291, 26307, 26310, 26711, -1, -1, -1, -1, -1, -1, -1, -1, 60162, 60180, 60183, 60203,
        -1, -1, -1, -1, -1, -1, -1, -1, 35518, 35535, 35538, 35685, -1, -1, -1, -1,
        42891, 42915, 42918, 42963, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53670, 53689, 53692, 53704, 29893, 29908, 29911, 29928, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31653, 31678, 31681, 31813, 36285, 36299, 36302, 36406,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67942, 67965, 67968, 68027, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18910, 18928, 18931, 19000, -1, -1, -1, -1, 19720, 19738, 19741, 20013,
        25141, 25154, 25157, 25205, 47395, 47422, 47425, 47454, 47628, 47647, 47650, 48336, 28546, 28575, 28578, 28663,
        55555, 55577, 55580, 55623, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5270, 5286, 5289, 5304, -1, -1, -1, -1, -1, -1, -1, -1,
        57320, 57340, 57343, 57383, 21234, 21241, 21244, 21250, 29638, 29652, 29655, 29667, 46189, 46216, 46219, 46320,
        48945, 48969, 48972, 49208, -1, -1, -1, -1, 70411, 70428, 70431, 70559, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57881, 57907, 57910, 57959, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1597, 1623, 1626, 1815, 45631, 45650, 45653, 45730, -1, -1, -1, -1,
        18567, 18584, 18587, 18662, 64789, 64809, 64812, 64836, -1, -1, -1, -1, -1, -1, -1, -1,
        75450, 75466, 75469, 75509, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66794, 66823, 66826, 66850, -1, -1, -1, -1, 64149, 64170, 64173, 64216, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53773, 53790, 53793, 53805, 58782, 58793, 58796, 58815,
        -1, -1, -1, -1, 72492, 72507, 72510, 72542, 6375, 6387, 6390, 6489, 66851, 66877, 66880, 66908,
        -1, -1, -1, -1, 16748, 16772, 16775, 16967, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60116, 60129, 60132, 60161, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 39407, 39427, 39430, 39512, -1, -1, -1, -1,
        51903, 51924, 51927, 52069, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7179, 7203, 7206, 7225, 45208, 45235, 45238, 45335, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62855, 62874, 62877, 62925, 29929, 29946, 29949, 29974,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66683, 66711, 66714, 66740, 79650, 79668, 79671, 79752, -1, -1, -1, -1,
        -1, -1, -1, -1, 59775, 59794, 59797, 59811, 75731, 75760, 75763, 75809, 25870, 25886, 25889, 25990,
        -1, -1, -1, -1, 54268, 54290, 54293, 54383, -1, -1, -1, -1, -1, -1, -1, -1,
        7150, 7170, 7173, 7178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21156, 21169, 21172, 21198, -1, -1, -1, -1, -1, -1, -1, -1, 25345, 25365, 25368, 25438,
        -1, -1, -1, -1, 7654, 7680, 7683, 7727, 65291, 65310, 65313, 65338, 55393, 55411, 55414, 55454,
        68170, 68190, 68193, 68248, -1, -1, -1, -1, 33336, 33363, 33366, 33580, -1, -1, -1, -1,
        46321, 46346, 46349, 46407, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80979, 81000, 81003, 81069, 65339, 65357, 65360, 65385,
        56748, 56776, 56779, 56872, 24730, 24750, 24753, 24807, -1, -1, -1, -1, -1, -1, -1, -1,
        946, 958, 961, 979, 62557, 62576, 62579, 62614, 64671, 64684, 64687, 64741, 64602, 64624, 64627, 64670,
        42831, 42846, 42849, 42890, 51757, 51782, 51785, 51902, 65165, 65191, 65194, 65243, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56627, 56653, 56656, 56747, 1363, 1384, 1387, 1501,
        52151, 52170, 52173, 52356, 39730, 39750, 39753, 39802, -1, -1, -1, -1, -1, -1, -1, -1,
        7226, 7239, 7242, 7250, 64217, 64235, 64238, 64271, 75180, 75205, 75208, 75237, 51190, 51213, 51216, 51399,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73899, 73915, 73918, 73959, 18204, 18226, 18229, 18370,
        66909, 66936, 66939, 66969, -1, -1, -1, -1, -1, -1, -1, -1, 39513, 39535, 39538, 39620,
        56378, 56404, 56407, 56500, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 22462, 22475, 22478, 22650,
        60239, 60271, 60274, 60364, 22267, 22277, 22280, 22461, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38398, 38414, 38417, 38444, 6303, 6316, 6319, 6374, 79095, 79109, 79112, 79231, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62472, 62488, 62491, 62556, -1, -1, -1, -1,
        -1, -1, -1, -1, 7278, 7292, 7295, 7356, 25991, 26006, 26009, 26067, 59812, 59827, 59830, 59840,
        76939, 76966, 76969, 77022, 77294, 77329, 77332, 77385, 62348, 62366, 62369, 62471, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61530, 61554, 61557, 61619,
        68028, 68048, 68051, 68109, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59506, 59525, 59528, 59596, 34993, 35013, 35016, 35223, 59597, 59618, 59621, 59689, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47171, 47205, 47208, 47232, 60365, 60398, 60401, 60491, 53736, 53757, 53760, 53772,
        34711, 34732, 34735, 34822, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40629, 40653, 40656, 40784, 24892, 24910, 24913, 24952, 26936, 26959, 26962, 27093,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 9631, 9650, 9653, 9669,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53059, 53078, 53081, 53151, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48801, 48825, 48828, 48944, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31814, 31837, 31840, 32019, 62926, 62945, 62948, 63057,
        59965, 59982, 59985, 59997, 71048, 71065, 71068, 71138, -1, -1, -1, -1, 7123, 7141, 7144, 7149,
        352, 369, 372, 396, 13034, 13054, 13057, 13169, -1, -1, -1, -1, 655, 671, 674, 695,
        -1, -1, -1, -1, 17080, 17105, 17108, 17285, 23307, 23324, 23327, 23537, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47104, 47139, 47142, 47170,
        73376, 73388, 73391, 73473, -1, -1, -1, -1, 55624, 55645, 55648, 55709, 9859, 9882, 9885, 9966,
        77907, 77934, 77937, 77983, -1, -1, -1, -1, 79475, 79497, 79500, 79649, 31434, 31460, 31463, 31652,
        37060, 37076, 37079, 37180, 47455, 47481, 47484, 47513, 76339, 76365, 76368, 76433, 21292, 21302, 21305, 21332,
        -1, -1, -1, -1, -1, -1, -1, -1, 37695, 37708, 37711, 37843, -1, -1, -1, -1,
        54653, 54674, 54677, 54763, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50050, 50066, 50069, 50177, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42788, 42804, 42807, 42830, -1, -1, -1, -1,
        29016, 29040, 29043, 29172, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33141, 33168, 33171, 33335,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42575, 42593, 42596, 42735, -1, -1, -1, -1, 7357, 7368, 7371, 7575,
        16716, 16729, 16732, 16747, 67171, 67189, 67192, 67241, 65670, 65692, 65695, 65720, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 69728, 69743, 69746, 69802, -1, -1, -1, -1,
        -1, -1, -1, -1, 81957, 81971, 81974, 82048, 6903, 6919, 6922, 7027, -1, -1, -1, -1,
        74242, 74254, 74257, 74339, 74780, 74800, 74803, 74843, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42186, 42198, 42201, 42254, -1, -1, -1, -1, 2717, 2742, 2745, 2827, 66218, 66252, 66255, 66353,
        -1, -1, -1, -1, 7028, 7039, 7042, 7051, 65552, 65570, 65573, 65597, 7052, 7070, 7073, 7100,
        -1, -1, -1, -1, 6647, 6672, 6675, 6698, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21104, 21123, 21126, 21155,
        36407, 36430, 36433, 36488, 6599, 6620, 6623, 6646, 32222, 32250, 32253, 32559, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62615, 62633, 62636, 62713, 63190, 63208, 63211, 63250, 2563, 2587, 2590, 2716, 490, 502, 505, 519,
        57960, 57985, 57988, 58039, 19503, 19519, 19522, 19668, 34147, 34161, 34164, 34242, -1, -1, -1, -1,
        77756, 77782, 77785, 77831, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75120, 75143, 75146, 75179, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67467, 67486, 67489, 67524, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17286, 17307, 17310, 17371, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60823, 60854, 60857, 60957,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9578, 9596, 9599, 9630, 34603, 34622, 34625, 34710, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51594, 51611, 51614, 51756, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50357, 50390, 50393, 50521, 60618, 60652, 60655, 60745, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 71575, 71597, 71600, 71686, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71139, 71157, 71160, 71238,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6557, 6577, 6580, 6598, 28833, 28858, 28861, 28883,
        29870, 29881, 29884, 29892, -1, -1, -1, -1, 33806, 33829, 33832, 33939, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65244, 65262, 65265, 65290, 69525, 69544, 69547, 69727, 73798, 73815, 73818, 73898,
        20501, 20520, 20523, 20560, 16660, 16676, 16679, 16715, -1, -1, -1, -1, -1, -1, -1, -1,
        38543, 38562, 38565, 38592, 5305, 5325, 5328, 5595, -1, -1, -1, -1, -1, -1, -1, -1,
        10643, 10662, 10665, 10764, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1816, 1834, 1837, 1999,
        -1, -1, -1, -1, 60082, 60092, 60095, 60115, 29173, 29197, 29200, 29350, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45800, 45825, 45828, 45929,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58285, 58310, 58313, 58366,
        71819, 71839, 71842, 72074, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29668, 29680, 29683, 29695, 77606, 77635, 77638, 77680, -1, -1, -1, -1,
        68110, 68129, 68132, 68169, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57550, 57573, 57576, 57603,
        -1, -1, -1, -1, -1, -1, -1, -1, 2278, 2301, 2304, 2449, 67702, 67719, 67722, 67770,
        68634, 68657, 68660, 68855, 49209, 49229, 49232, 49314, 65386, 65406, 65409, 65434, -1, -1, -1, -1,
        -1, -1, -1, -1, 57661, 57684, 57687, 57712, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32743, 32778, 32781, 32966, -1, -1, -1, -1, 21333, 21346, 21349, 21656, 43471, 43498, 43501, 43608,
        64082, 64104, 64107, 64148, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58887, 58910, 58913, 58960, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 7101, 7115, 7118, 7122, -1, -1, -1, -1,
        -1, -1, -1, -1, 54198, 54217, 54220, 54267, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 35896, 35911, 35914, 36144, 39058, 39068, 39071, 39104,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75547, 75559, 75562, 75571, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42070, 42084, 42087, 42185, 81906, 81925, 81928, 81956, -1, -1, -1, -1, -1, -1, -1, -1,
        75572, 75601, 75604, 75650, -1, -1, -1, -1, 27653, 27682, 27685, 27888, -1, -1, -1, -1,
        65598, 65618, 65621, 65647, 67410, 67428, 67431, 67466, 80255, 80274, 80277, 80379, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25689, 25708, 25711, 25869, 10891, 10915, 10918, 11034, 71239, 71258, 71261, 71421, -1, -1, -1, -1,
        36145, 36167, 36170, 36284, -1, -1, -1, -1, 57007, 57029, 57032, 57178, -1, -1, -1, -1,
        57512, 57529, 57532, 57549, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54764, 54786, 54789, 54925, 30212, 30237, 30240, 30273, -1, -1, -1, -1, -1, -1, -1, -1,
        28884, 28900, 28903, 28931, 74023, 74044, 74047, 74181, 27983, 28009, 28012, 28066, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69077, 69101, 69104, 69303, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38315, 38338, 38341, 38359, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61702, 61725, 61728, 61788, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18067, 18088, 18091, 18151,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54384, 54400, 54403, 54520,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29598, 29615, 29618, 29637, -1, -1, -1, -1, -1, -1, -1, -1, 21785, 21808, 21811, 21893,
        20112, 20129, 20132, 20229, -1, -1, -1, -1, -1, -1, -1, -1, 20561, 20578, 20581, 20689,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65648, 65655, 65658, 65669, -1, -1, -1, -1, -1, -1, -1, -1,
        37529, 37545, 37548, 37694, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59234, 59253, 59256, 59322,
        64015, 64033, 64036, 64081, -1, -1, -1, -1, 38593, 38613, 38616, 38634, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72543, 72560, 72563, 72686, -1, -1, -1, -1, -1, -1, -1, -1,
        29397, 29423, 29426, 29474, -1, -1, -1, -1, 36847, 36865, 36868, 37059, 55912, 55940, 55943, 56067,
        -1, -1, -1, -1, -1, -1, -1, -1, 7251, 7264, 7267, 7277, 29475, 29488, 29491, 29520,
        19001, 19021, 19024, 19156, 30439, 30458, 30461, 30488, 46793, 46825, 46828, 46855, 26858, 26888, 26891, 26935,
        58560, 58585, 58588, 58718, -1, -1, -1, -1, 44376, 44400, 44403, 44506, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20889, 20906, 20909, 21103, 64742, 64761, 64764, 64788,
        -1, -1, -1, -1, -1, -1, -1, -1, 59841, 59857, 59860, 59868, 63354, 63372, 63375, 63425,
        -1, -1, -1, -1, -1, -1, -1, -1, 74844, 74867, 74870, 74908, -1, -1, -1, -1,
        -1, -1, -1, -1, 41307, 41334, 41337, 41483, 82049, 82070, 82073, 82093, -1, -1, -1, -1,
        6490, 6506, 6509, 6556, -1, -1, -1, -1, -1, -1, -1, -1, 73960, 73974, 73977, 74022,
        -1, -1, -1, -1, -1, -1, -1, -1, 27286, 27310, 27313, 27418, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
