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
        help.command.watch = Show the watchlist: each watched ticker with its price, the day's change and the price's date.
        help.command.watch.add = Add tickers to the watchlist.
        help.command.watch.alert = Set or remove the alert of a watched ticker.
        help.command.watch.check = Show the watched tickers whose alert fires; exit 0 when one does, 1 when none.
        help.command.watch.clear = Remove every ticker from the watchlist.
        help.command.watch.remove = Remove tickers from the watchlist.
        help.commands = Commands:
        help.details.completion = Completes commands, options, recent searches and tickers.
        help.details.history = Without --domain, every domain. Queries that differ only in case are one entry.
        help.details.interactive = On a terminal, stock results follow as you type (after a short pause, FINDER_DEBOUNCE_MS, default 200); photos are searched when you press Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or :more shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130.\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; :history, :more, :help and :quit are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (json: one document per line).
        help.details.offline = “show” without --domain shows the newest saved result.
        help.details.stocks = Matches ticker prefixes and the start of every word of a name, in any order, ignoring case and accents (é = e, ё = е, ß = ss); Cyrillic and Latin spellings find each other, text typed on the wrong keyboard layout is corrected, and close spellings (one letter off, two in longer words) are shown only when nothing else matches. Exact tickers, whole words and prefixes come first, bigger companies first (an exact match counts as ten times the size), then words written together (cocacola), then transliterations; ordinary shares before depositary receipts. Listings sharing an ISIN, and the company's receipts, are one result, shown by the home listing (the ISIN's country); --all-listings shows each.
        help.details.stocks.show = TICKER is matched exactly, ignoring case. Give several, separated by spaces or commas: each one's listings follow in the order given, and a ticker that names none is said on stderr (JSON: \"unknown\"); the exit status is 1 only when none is found.
        help.details.stocks.sync = Without --from, every keyless source in turn, each applied on its own. moex: the Moscow Exchange board TQBR: Russian and Latin names, ISIN, prices in roubles (the last trade, else the current or market price, else the previous close), market capitalisation; base URL from FINDER_MOEX_URL. nasdaq: every stock listed on NASDAQ, NYSE and NYSE American, with last sale in US dollars and market capitalisation; base URL from FINDER_NASDAQ_URL; names of listings already in the catalogue are kept. A URL or FILE in the StockFinder format: a JSON array of {\"ticker\", \"name\", \"currentPrice\"} (US dollars), or CSV with a header naming ticker, name, price and optionally currency and exchange. Listings merge with the catalogue by ticker and exchange: names and prices are replaced, new listings added, nothing deleted. Bad rows are skipped and counted. The catalogue and its index change all at once or not at all.
        help.details.suggest = Matching ignores case and accents (ICU). Default domain: stocks.
        help.details.watch = The watchlist is kept in the data folder's store, in the order tickers were added. Prices are those of the catalogue (finder stocks sync refreshes them). “finder watch check” shows the tickers whose alert fires now, each said in words, and exits 0; when none fires it exits 1, so a cron job can run: finder watch check && notify-send …
        help.details.watch.add = Each TICKER must name a listing of the catalogue; spaces or commas separate several.
        help.details.watch.alert = One alert a ticker: “above N” and “below N” compare the price (in the listing's currency), “change N%” the day's change in percent, up or down; “off” removes it.
        help.details.watch.check = Each alert that fires is said in words on stderr; JSON has the rows with their “alert”.
        help.details.watch.clear = Alerts go with their tickers.
        help.details.watch.remove = Spaces or commas separate several tickers.
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
        help.examples.watch =   finder watch add AAPL MSFT SBER\\n  finder watch\\n  finder watch alert AAPL above 250\\n  finder watch check --json
        help.examples.watch.add =   finder watch add AAPL\\n  finder watch add NET,AAPL,TSLA
        help.examples.watch.alert =   finder watch alert AAPL above 250\\n  finder watch alert SBER below 250\\n  finder watch alert TSLA change 5%\\n  finder watch alert AAPL off
        help.examples.watch.check =   finder watch check\\n  finder watch check --quiet && notify-send \"finder: an alert fired\"
        help.examples.watch.clear =   finder watch clear
        help.examples.watch.remove =   finder watch remove AAPL
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
        usage.badAlert = “finder watch alert” needs a ticker and an alert: TICKER above N, TICKER below N, TICKER change N%, or TICKER off
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
        watch.added[one] = Added {count} ticker to the watchlist.
        watch.added[other] = Added {count} tickers to the watchlist.
        watch.alert.above = above {amount}
        watch.alert.below = below {amount}
        watch.alert.change = a change of {percent}
        watch.alert.label = alert: {alert}
        watch.alert.off = Removed the alert for {ticker}.
        watch.alert.set = Alert for {ticker}: {alert}.
        watch.already = “{ticker}” is already on the watchlist.
        watch.check.noAlerts = No watched ticker has an alert.
        watch.check.none = No alert fires now.
        watch.count[one] = {count} watched ticker
        watch.count[other] = {count} watched tickers
        watch.empty = The watchlist is empty.
        watch.fired.above = {ticker} is {alert}: the price is {price}.
        watch.fired.below = {ticker} is {alert}: the price is {price}.
        watch.fired.change = {ticker}: the day's change, {change}, reached the alert ({alert}).
        watch.full[one] = The watchlist holds at most {count} ticker; remove one first.
        watch.full[other] = The watchlist holds at most {count} tickers; remove one first.
        watch.hint.add = Add it first: finder watch add {ticker}
        watch.hint.alert = Set one: finder watch alert AAPL above 250
        watch.hint.empty = Add tickers: finder watch add AAPL MSFT
        watch.noneAdded = No ticker was added to the watchlist.
        watch.notWatched = “{ticker}” is not on the watchlist.
        watch.removed[one] = Removed {count} ticker from the watchlist.
        watch.removed[other] = Removed {count} tickers from the watchlist.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 31439, 31459, 31462, 31476, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36273, 36293, 36296, 36303,
        -1, -1, -1, -1, 21028, 21040, 21043, 21055, 9797, 9821, 9824, 10069, -1, -1, -1, -1,
        8034, 8054, 8057, 8136, 30421, 30439, 30442, 30472, 21495, 21519, 21522, 21542, 36354, 36368, 36371, 36408,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 26972, 26991, 26994, 27022, 4457, 4474, 4477, 4504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18367, 18387, 18390, 18423, 18853, 18874, 18877, 18917, 24610, 24627, 24630, 24715,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14103, 14121, 14124, 14139,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27716, 27733, 27736, 27889, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43375, 43401, 43404, 43418, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1913, 1939, 1942, 2016, 11455, 11477, 11480, 11564, -1, -1, -1, -1,
        19930, 19956, 19959, 19996, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51995, 52019, 52022, 52058, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28864, 28882, 28885, 28912,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48184, 48208, 48211, 48230, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35295, 35312, 35315, 35586,
        -1, -1, -1, -1, -1, -1, -1, -1, 21262, 21272, 21275, 21279, 6628, 6647, 6650, 6698,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51634, 51652, 51655, 51695,
        -1, -1, -1, -1, 39070, 39089, 39092, 39123, 46777, 46791, 46794, 46860, 39268, 39288, 39291, 39305,
        16360, 16377, 16380, 16454, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        10070, 10094, 10097, 11003, 25965, 25979, 25982, 26038, 21241, 21252, 21255, 21261, 28230, 28250, 28253, 28292,
        50083, 50099, 50102, 50211, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18486, 18502, 18505, 18537, 49063, 49094, 49097, 49117, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5738, 5750, 5753, 5814, -1, -1, -1, -1,
        -1, -1, -1, -1, 31627, 31658, 31661, 31684, 38615, 38642, 38645, 38663, -1, -1, -1, -1,
        -1, -1, -1, -1, 40543, 40565, 40568, 40607, 24363, 24381, 24384, 24440, 13016, 13041, 13044, 13183,
        -1, -1, -1, -1, -1, -1, -1, -1, 23455, 23465, 23468, 23500, -1, -1, -1, -1,
        -1, -1, -1, -1, 39028, 39044, 39047, 39069, -1, -1, -1, -1, -1, -1, -1, -1,
        53977, 53993, 53996, 54035, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33597, 33622, 33625, 33669, 45302, 45329, 45332, 45440, -1, -1, -1, -1,
        -1, -1, -1, -1, 21409, 21421, 21424, 21432, -1, -1, -1, -1, 38402, 38427, 38430, 38446,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16838, 16866, 16869, 17099, 20273, 20289, 20292, 20303, 23952, 23974, 23977, 24055, 39934, 39965, 39968, 40016,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7095, 7114, 7117, 7170, 190, 207, 210, 229,
        34701, 34717, 34720, 34814, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28449, 28471, 28474, 28504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47113, 47130, 47133, 47210, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42875, 42893, 42896, 42912, -1, -1, -1, -1, 43049, 43062, 43065, 43071, 50212, 50226, 50229, 50294,
        -1, -1, -1, -1, -1, -1, -1, -1, 39715, 39747, 39750, 39799, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13710, 13735, 13738, 13878, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26502, 26525, 26528, 26539, -1, -1, -1, -1,
        19442, 19465, 19468, 19548, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42169, 42195, 42198, 42253, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34502, 34529, 34532, 34569,
        -1, -1, -1, -1, 5288, 5306, 5309, 5400, -1, -1, -1, -1, 43019, 43030, 43033, 43048,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29695, 29720, 29723, 29788, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53775, 53792, 53795, 53857, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51777, 51795, 51798, 51892, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18784, 18804, 18807, 18852, -1, -1, -1, -1, 1616, 1642, 1645, 1703,
        42714, 42721, 42724, 42733, 49241, 49263, 49266, 49267, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38925, 38947, 38950, 38974, -1, -1, -1, -1,
        29321, 29341, 29344, 29378, 43745, 43765, 43768, 43787, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7950, 7973, 7976, 8033, 22503, 22528, 22531, 22621,
        45192, 45211, 45214, 45301, 52591, 52608, 52611, 52638, -1, -1, -1, -1, -1, -1, -1, -1,
        30915, 30934, 30937, 30982, 26818, 26830, 26833, 26875, 16220, 16241, 16244, 16291, 34217, 34241, 34244, 34299,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31727, 31755, 31758, 31777, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47211, 47228, 47231, 47288, -1, -1, -1, -1,
        17822, 17843, 17846, 17906, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 47692, 47705, 47708, 47731, 43788, 43801, 43804, 43836, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36156, 36175, 36178, 36184, 50622, 50649, 50652, 50760,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31515, 31551, 31554, 31569,
        -1, -1, -1, -1, 36743, 36759, 36762, 36807, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29510, 29541, 29544, 29694, -1, -1, -1, -1, 11092, 11110, 11113, 11454,
        -1, -1, -1, -1, 6456, 6466, 6469, 6568, 47615, 47635, 47638, 47691, -1, -1, -1, -1,
        -1, -1, -1, -1, 26398, 26408, 26411, 26424, -1, -1, -1, -1, 30151, 30170, 30173, 30184,
        27292, 27312, 27315, 27356, -1, -1, -1, -1, 54036, 54051, 54054, 54091, -1, -1, -1, -1,
        -1, -1, -1, -1, 24056, 24072, 24075, 24191, -1, -1, -1, -1, -1, -1, -1, -1,
        8137, 8161, 8164, 8987, 12711, 12733, 12736, 12851, -1, -1, -1, -1, -1, -1, -1, -1,
        25476, 25490, 25493, 25569, 28396, 28416, 28419, 28448, -1, -1, -1, -1, 21476, 21488, 21491, 21494,
        26307, 26320, 26323, 26397, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20428, 20457, 20460, 20507, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3890, 3911, 3914, 4068, 30983, 31008, 31011, 31071, -1, -1, -1, -1,
        20903, 20926, 20929, 20941, -1, -1, -1, -1, 5036, 5062, 5065, 5084, 40017, 40050, 40053, 40102,
        53858, 53872, 53875, 53914, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31477, 31501, 31504, 31514, 48547, 48576, 48579, 48620,
        27023, 27043, 27046, 27060, -1, -1, -1, -1, 49320, 49347, 49350, 49374, -1, -1, -1, -1,
        -1, -1, -1, -1, 50968, 50988, 50991, 51015, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28617, 28634, 28637, 28705,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50295, 50317, 50320, 50418,
        -1, -1, -1, -1, 5188, 5205, 5208, 5287, -1, -1, -1, -1, 45785, 45812, 45815, 45903,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44447, 44469, 44472, 44587,
        -1, -1, -1, -1, -1, -1, -1, -1, 41498, 41516, 41519, 41547, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43940, 43961, 43964, 43998, 24952, 24973, 24976, 25041,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39512, 39528, 39531, 39535,
        -1, -1, -1, -1, 6052, 6070, 6073, 6113, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53481, 53498, 53501, 53543, -1, -1, -1, -1, 6744, 6764, 6767, 6823,
        31294, 31318, 31321, 31330, -1, -1, -1, -1, 53317, 53333, 53336, 53355, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 6235, 6264, 6267, 6321, 21183, 21193, 21196, 21200,
        639, 653, 656, 663, 21056, 21069, 21072, 21079, 34160, 34184, 34187, 34216, 47289, 47307, 47310, 47395,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1041, 1062, 1065, 1100,
        -1, -1, -1, -1, 27089, 27105, 27108, 27148, 32087, 32110, 32113, 32132, 50844, 50866, 50869, 50967,
        14047, 14073, 14076, 14102, 45441, 45461, 45464, 45518, 40608, 40632, 40635, 40731, 6322, 6344, 6347, 6391,
        40732, 40751, 40754, 40771, 52114, 52134, 52137, 52195, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 100, 103, 106, 32556, 32584, 32587, 32839, 48492, 48512, 48515, 48546, 49655, 49682, 49685, 49702,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20064, 20084, 20087, 20116,
        46295, 46311, 46314, 46331, 48327, 48348, 48351, 48380, -1, -1, -1, -1, 791, 802, 805, 809,
        17569, 17592, 17595, 17821, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46541, 46563, 46566, 46637, 129, 141, 144, 162,
        42483, 42504, 42507, 42523, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46369, 46386, 46389, 46401, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25408, 25424, 25427, 25475, 39680, 39694, 39697, 39714, 43579, 43598, 43601, 43643, 49423, 49448, 49451, 49473,
        -1, -1, -1, -1, -1, -1, -1, -1, 26691, 26710, 26713, 26720, 21673, 21688, 21691, 22183,
        26641, 26658, 26661, 26666, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49158, 49183, 49186, 49199, -1, -1, -1, -1, 43466, 43484, 43487, 43517, -1, -1, -1, -1,
        -1, -1, -1, -1, 33772, 33795, 33798, 33859, 25830, 25844, 25847, 25892, -1, -1, -1, -1,
        26425, 26433, 26436, 26469, 21632, 21652, 21655, 21672, 36243, 36264, 36267, 36272, -1, -1, -1, -1,
        29379, 29401, 29404, 29426, 29896, 29916, 29919, 29974, -1, -1, -1, -1, -1, -1, -1, -1,
        31234, 31258, 31261, 31293, -1, -1, -1, -1, 15961, 15973, 15976, 15984, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11004, 11024, 11027, 11091, -1, -1, -1, -1,
        17100, 17118, 17121, 17234, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41779, 41799, 41802, 41841, -1, -1, -1, -1, -1, -1, -1, -1, 48271, 48293, 48296, 48326,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36329, 36346, 36349, 36353,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20117, 20140, 20143, 20169,
        40103, 40128, 40131, 40168, 52498, 52505, 52508, 52542, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20508, 20533, 20536, 20550, -1, -1, -1, -1, -1, -1, -1, -1, 41343, 41362, 41365, 41381,
        -1, -1, -1, -1, 15273, 15289, 15292, 15312, -1, -1, -1, -1, 43999, 44021, 44024, 44070,
        -1, -1, -1, -1, -1, -1, -1, -1, 53202, 53215, 53218, 53261, -1, -1, -1, -1,
        3248, 3273, 3276, 3368, 40806, 40825, 40828, 40845, -1, -1, -1, -1, 15384, 15399, 15402, 15452,
        -1, -1, -1, -1, 48058, 48078, 48081, 48093, 52196, 52224, 52227, 52318, 41145, 41170, 41173, 41193,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48621, 48642, 48645, 48667,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26578, 26598, 26601, 26609,
        -1, -1, -1, -1, 47976, 47992, 47995, 48013, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25893, 25908, 25911, 25964,
        53398, 53416, 53419, 53442, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48861, 48873, 48876, 48900, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20304, 20322, 20325, 20347, 23062, 23093, 23096, 23183, 31964, 31982, 31985, 31996,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39462, 39478, 39481, 39485,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17367, 17392, 17395, 17568, 29151, 29169, 29172, 29192, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39564, 39579, 39582, 39585, 42913, 42933, 42936, 42953, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21157, 21171, 21174, 21182, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28293, 28307, 28310, 28378, 42445, 42464, 42467, 42482, -1, -1, -1, -1, 13626, 13649, 13652, 13709,
        -1, -1, -1, -1, 1356, 1382, 1385, 1497, -1, -1, -1, -1, 21387, 21399, 21402, 21408,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38088, 38111, 38114, 38180,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19634, 19663, 19666, 19781, -1, -1, -1, -1, -1, -1, -1, -1, 53915, 53931, 53934, 53976,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38845, 38864, 38867, 38890, -1, -1, -1, -1, 41099, 41118, 41121, 41144,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42121, 42137, 42140, 42168, -1, -1, -1, -1, 3787, 3816, 3819, 3889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37500, 37520, 37523, 37537, 53544, 53561, 53564, 53606, 709, 722, 725, 731,
        27594, 27609, 27612, 27715, -1, -1, -1, -1, -1, -1, -1, -1, 3369, 3386, 3389, 3557,
        44737, 44759, 44762, 44792, 40295, 40318, 40321, 40367, 48150, 48164, 48167, 48183, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43072, 43082, 43085, 43090,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36461, 36480, 36483, 36518, 16522, 16540, 16543, 16600, -1, -1, -1, -1,
        -1, -1, -1, -1, 33924, 33948, 33951, 34069, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12307, 12328, 12331, 12418, 18424, 18439, 18442, 18485, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30632, 30656, 30659, 30752, 35795, 35818, 35821, 35894, -1, -1, -1, -1, 29056, 29081, 29084, 29109,
        29238, 29257, 29260, 29320, 52391, 52418, 52421, 52497, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18015, 18037, 18040, 18078,
        46332, 46351, 46354, 46368, -1, -1, -1, -1, 24716, 24738, 24741, 24805, 40470, 40492, 40495, 40542,
        38975, 38999, 39002, 39027, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49753, 49778, 49781, 49802, 33153, 33173, 33176, 33394, -1, -1, -1, -1,
        31778, 31807, 31810, 31825, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43905, 43919, 43922, 43939, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42954, 42968, 42971, 42992, 7249, 7273, 7276, 7357,
        3558, 3572, 3575, 3578, 26667, 26683, 26686, 26690, 38280, 38303, 38306, 38328, -1, -1, -1, -1,
        30056, 30083, 30086, 30150, -1, -1, -1, -1, 40423, 40444, 40447, 40469, 38227, 38254, 38257, 38279,
        4505, 4522, 4525, 4573, 47396, 47415, 47418, 47486, -1, -1, -1, -1, -1, -1, -1, -1,
        38664, 38684, 38687, 38732, 38520, 38547, 38550, 38568, 43280, 43307, 43310, 43325, 39410, 39425, 39428, 39431,
        2017, 2041, 2044, 2132, 43091, 43124, 43127, 43183, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20170, 20197, 20200, 20272, 33395, 33424, 33427, 33596, 37912, 37938, 37941, 37997, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40772, 40790, 40793, 40805,
        31331, 31358, 31361, 31371, 17907, 17917, 17920, 17954, 36102, 36121, 36124, 36126, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19174, 19204, 19207, 19265, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13184, 13209, 13212, 13405, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46141, 46161, 46164, 46236, -1, -1, -1, -1,
        44793, 44812, 44815, 44916, 49268, 49293, 49296, 49319, 7924, 7937, 7940, 7949, 31685, 31711, 31714, 31726,
        43419, 43447, 43450, 43465, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37538, 37565, 37568, 37639, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18079, 18097, 18100, 18121, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34359, 34384, 34387, 34441,
        39888, 39905, 39908, 39933, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        12852, 12872, 12875, 13015, 47547, 47563, 47566, 47614, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51893, 51913, 51916, 51994, 27991, 28016, 28019, 28108,
        2185, 2204, 2207, 3032, -1, -1, -1, -1, -1, -1, -1, -1, 36304, 36321, 36324, 36328,
        -1, -1, -1, -1, -1, -1, -1, -1, 31920, 31954, 31957, 31963, 18213, 18231, 18234, 18309,
        36962, 36977, 36980, 37031, 48949, 48967, 48970, 48985, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15663, 15679, 15682, 15769, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7561, 7583, 7586, 7615, 37336, 37350, 37353, 37381, -1, -1, -1, -1,
        4069, 4095, 4098, 4161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14869, 14887, 14890, 14958, 35127, 35144, 35147, 35174,
        49118, 49141, 49144, 49157, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7688, 7712, 7715, 7793, 21594, 21612, 21615, 21631,
        774, 784, 787, 790, 28706, 28721, 28724, 28777, 41382, 41402, 41405, 41447, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6824, 6848, 6851, 6942,
        45089, 45112, 45115, 45191, 23833, 23847, 23850, 23881, 39432, 39451, 39454, 39461, 48760, 48785, 48788, 48814,
        7616, 7640, 7643, 7687, -1, -1, -1, -1, 44326, 44342, 44345, 44400, 23501, 23528, 23531, 23613,
        -1, -1, -1, -1, 34442, 34465, 34468, 34501, 40204, 40210, 40213, 40225, -1, -1, -1, -1,
        6943, 6963, 6966, 7019, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14309, 14323, 14326, 14361, 27404, 27422, 27425, 27480, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14416, 14435, 14438, 14507, 29789, 29816, 29819, 29849, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5401, 5423, 5426, 5524,
        -1, -1, -1, -1, 42254, 42273, 42276, 42307, -1, -1, -1, -1, 9070, 9089, 9092, 9796,
        21201, 21216, 21219, 21240, 23729, 23750, 23753, 23832, 6699, 6716, 6719, 6743, 34300, 34330, 34333, 34358,
        38447, 38465, 38468, 38473, -1, -1, -1, -1, 558, 569, 572, 576, 2133, 2151, 2154, 2184,
        31372, 31391, 31394, 31405, 5894, 5910, 5913, 5983, 45597, 45615, 45618, 45683, 51365, 51383, 51386, 51466,
        -1, -1, -1, -1, -1, -1, -1, -1, 26229, 26243, 26246, 26306, 49375, 49399, 49402, 49422,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13488, 13507, 13510, 13625, 43184, 43219, 43222, 43279,
        -1, -1, -1, -1, -1, -1, -1, -1, 50524, 50543, 50546, 50621, -1, -1, -1, -1,
        15998, 16014, 16017, 16029, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49856, 49871, 49874, 49919, 52319, 52338, 52341, 52390, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48815, 48834, 48837, 48860, -1, -1, -1, -1,
        -1, -1, -1, -1, 35895, 35919, 35922, 36101, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20628, 20648, 20651, 20682,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 14508, 14528, 14531, 14590,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42993, 43004, 43007, 43018, 30248, 30272, 30275, 30420, -1, -1, -1, -1, 53105, 53120, 53123, 53154,
        -1, -1, -1, -1, -1, -1, -1, -1, 42524, 42548, 42551, 42577, 53695, 53710, 53713, 53774,
        -1, -1, -1, -1, -1, -1, -1, -1, 50419, 50435, 50438, 50523, 29850, 29862, 29865, 29895,
        46997, 47018, 47021, 47112, 43644, 43664, 43667, 43704, -1, -1, -1, -1, 15453, 15475, 15478, 15557,
        -1, -1, -1, -1, 16455, 16472, 16475, 16521, -1, -1, -1, -1, 49200, 49220, 49223, 49240,
        -1, -1, -1, -1, -1, -1, -1, -1, 29193, 29209, 29212, 29237, 37225, 37248, 37251, 37287,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7358, 7378, 7381, 7444, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5984, 6003, 6006, 6051, 33670, 33695, 33698, 33771, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24441, 24462, 24465, 24471,
        -1, -1, -1, -1, 3033, 3053, 3056, 3247, 51467, 51490, 51493, 51533, -1, -1, -1, -1,
        53607, 53625, 53628, 53694, 854, 873, 876, 952, 49920, 49931, 49934, 49947, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15067, 15083, 15086, 15095, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35587, 35613, 35616, 35717, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52682, 52701, 52704, 52716, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42308, 42332, 42335, 42351, 46638, 46654, 46657, 46776,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49532, 49565, 49568, 49591,
        45684, 45703, 45706, 45784, -1, -1, -1, -1, -1, -1, -1, -1, 53443, 53454, 53457, 53480,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26876, 26897, 26900, 26925, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25570, 25590, 25593, 25613,
        -1, -1, -1, -1, 30473, 30494, 30497, 30544, -1, -1, -1, -1, -1, -1, -1, -1,
        51696, 51710, 51713, 51776, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15232, 15248, 15251, 15272,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29110, 29129, 29132, 29150,
        26784, 26802, 26805, 26817, -1, -1, -1, -1, 52639, 52656, 52659, 52681, -1, -1, -1, -1,
        14756, 14774, 14777, 14868, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 21362, 21375, 21378, 21386, -1, -1, -1, -1, -1, -1, -1, -1,
        5815, 5839, 5842, 5893, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37032, 37051, 37054, 37104, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 18122, 18142, 18145, 18168, -1, -1, -1, -1,
        36409, 36432, 36435, 36460, 39306, 39324, 39327, 39333, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27481, 27494, 27497, 27593,
        -1, -1, -1, -1, 37170, 37186, 37189, 37224, 22853, 22880, 22883, 22936, 5525, 5546, 5549, 5737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28379, 28391, 28394, 28395, 30185, 30207, 30210, 30247,
        30753, 30777, 30780, 30832, 5146, 5163, 5166, 5187, 48231, 48256, 48259, 48270, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51204, 51224, 51227, 51364,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48094, 48113, 48116, 48149, 732, 743, 746, 750, -1, -1, -1, -1, 6114, 6138, 6141, 6234,
        -1, -1, -1, -1, 21433, 21446, 21449, 21475, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40169, 40190, 40193, 40203, -1, -1, -1, -1, -1, -1, -1, -1,
        37105, 37123, 37126, 37169, 41842, 41860, 41863, 41946, 14238, 14262, 14265, 14308, 31406, 31426, 31429, 31438,
        -1, -1, -1, -1, -1, -1, -1, -1, 26926, 26942, 26945, 26971, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21543, 21569, 21572, 21593, -1, -1, -1, -1, 32041, 32069, 32072, 32086, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37640, 37669, 37672, 37745, 43705, 43723, 43726, 43744,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52543, 52562, 52565, 52590, 24914, 24931, 24934, 24951, 41601, 41622, 41625, 41778,
        44401, 44417, 44420, 44446, -1, -1, -1, -1, 26470, 26490, 26493, 26501, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 39536, 39554, 39557, 39563, -1, -1, -1, -1,
        18918, 18934, 18937, 19173, -1, -1, -1, -1, -1, -1, -1, -1, 39651, 39669, 39672, 39679,
        -1, -1, -1, -1, -1, -1, -1, -1, 24806, 24823, 24826, 24913, -1, -1, -1, -1,
        28996, 29020, 29023, 29055, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 36127, 36146, 36149, 36155, 21300, 21315, 21318, 21328, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22300, 22325, 22328, 22387, 25261, 25275, 25278, 25342,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44071, 44094, 44097, 44139, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14591, 14609, 14612, 14642, -1, -1, -1, -1, 15096, 15114, 15117, 15231,
        18169, 18182, 18185, 18212, 32133, 32152, 32155, 32555, 37382, 37404, 37407, 37441, 20348, 20377, 20380, 20427,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7445, 7463, 7466, 7560, 3579, 3595, 3598, 3605, -1, -1, -1, -1, -1, -1, -1, -1,
        38181, 38201, 38204, 38226, 15985, 15992, 15995, 15997, 21113, 21127, 21130, 21138, 31072, 31099, 31102, 31163,
        32931, 32955, 32958, 33089, -1, -1, -1, -1, 45519, 45536, 45539, 45596, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1101, 1127, 1130, 1238, 30833, 30852, 30855, 30914, -1, -1, -1, -1,
        14362, 14379, 14382, 14415, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48901, 48917, 48920, 48948, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43326, 43355, 43358, 43374, -1, -1, -1, -1, 42038, 42059, 42062, 42082, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36218, 36235, 36238, 36242, 38891, 38902, 38905, 38924,
        -1, -1, -1, -1, 46861, 46876, 46879, 46895, 4214, 4226, 4229, 4292, 54092, 54108, 54111, 54150,
        -1, -1, -1, -1, 12087, 12111, 12114, 12306, -1, -1, -1, -1, 52957, 52974, 52977, 52991,
        -1, -1, -1, -1, -1, -1, -1, -1, 39621, 39634, 39637, 39650, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 27149, 27169, 27172, 27218, -1, -1, -1, -1,
        34994, 35015, 35018, 35126, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4783, 4807, 4810, 4816, 30545, 30572, 30575, 30631, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41194, 41213, 41216, 41247, 21329, 21346, 21349, 21361,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51148, 51166, 51169, 51203, -1, -1, -1, -1, -1, -1, -1, -1,
        52896, 52914, 52917, 52956, 39334, 39353, 39356, 39363, 49011, 49040, 49043, 49062, 18653, 18669, 18672, 18729,
        -1, -1, -1, -1, 36564, 36586, 36589, 36664, -1, -1, -1, -1, -1, -1, -1, -1,
        4754, 4774, 4777, 4782, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        15936, 15949, 15952, 15960, -1, -1, -1, -1, -1, -1, -1, -1, 18310, 18330, 18333, 18366,
        -1, -1, -1, -1, 5085, 5111, 5114, 5145, -1, -1, -1, -1, 37288, 37306, 37309, 37335,
        44263, 44283, 44286, 44325, -1, -1, -1, -1, 23304, 23331, 23334, 23454, -1, -1, -1, -1,
        31164, 31189, 31192, 31233, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52059, 52080, 52083, 52113, 42635, 42653, 42656, 42672,
        37826, 37854, 37857, 37911, 11770, 11794, 11797, 11888, 17955, 17975, 17978, 18014, -1, -1, -1, -1,
        688, 700, 703, 708, 40993, 41012, 41015, 41041, 42397, 42410, 42413, 42444, 42352, 42374, 42377, 42396,
        28951, 28966, 28969, 28995, 34892, 34917, 34920, 34993, 42578, 42604, 42607, 42634, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37746, 37772, 37775, 37825, 953, 974, 977, 1040,
        35175, 35194, 35197, 35294, 27357, 27377, 27380, 27403, -1, -1, -1, -1, -1, -1, -1, -1,
        4817, 4830, 4833, 4839, 42083, 42101, 42104, 42120, 48712, 48737, 48740, 48759, 34570, 34593, 34596, 34700,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47803, 47819, 47822, 47843, 14140, 14162, 14165, 14237,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27219, 27241, 27244, 27291,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 16717, 16730, 16733, 16837,
        -1, -1, -1, -1, 16601, 16611, 16614, 16716, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26610, 26626, 26629, 26640, 4162, 4175, 4178, 4213, 50761, 50775, 50778, 50843, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40934, 40950, 40953, 40992, -1, -1, -1, -1,
        -1, -1, -1, -1, 4863, 4877, 4880, 4915, 18730, 18745, 18748, 18783, 39364, 39379, 39382, 39385,
        49474, 49501, 49504, 49531, 49592, 49627, 49630, 49654, 40846, 40864, 40867, 40933, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40226, 40250, 40253, 40294,
        44140, 44160, 44163, 44205, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39171, 39190, 39193, 39217, 24472, 24492, 24495, 24609, 39218, 39239, 39242, 39267, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31874, 31908, 31911, 31919, -1, -1, -1, -1, 36185, 36206, 36209, 36217,
        24277, 24298, 24301, 24362, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 27890, 27914, 27917, 27990, 19333, 19356, 19359, 19441, -1, -1, -1, -1,
        -1, -1, -1, -1, 13998, 14023, 14026, 14046, -1, -1, -1, -1, 6429, 6448, 6451, 6455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35718, 35737, 35740, 35794, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32840, 32864, 32867, 32930, -1, -1, -1, -1, 53155, 53170, 53173, 53201, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7861, 7886, 7889, 7923, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22388, 22411, 22414, 22502, 11565, 11589, 11592, 11769,
        39486, 39503, 39506, 39511, 41248, 41267, 41270, 41342, 45904, 45921, 45924, 45956, 4727, 4745, 4748, 4753,
        274, 291, 294, 307, 8988, 9008, 9011, 9069, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 12419, 12444, 12447, 12624, 17235, 17252, 17255, 17366, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31826, 31861, 31864, 31873,
        47487, 47499, 47502, 47546, -1, -1, -1, -1, 37442, 37463, 37466, 37499, 6569, 6592, 6595, 6627,
        49803, 49830, 49833, 49855, -1, -1, -1, -1, 51016, 51038, 51041, 51147, 22184, 22210, 22213, 22299,
        25744, 25760, 25763, 25829, 31997, 32023, 32026, 32040, -1, -1, -1, -1, 16030, 16040, 16043, 16049,
        -1, -1, -1, -1, -1, -1, -1, -1, 26156, 26169, 26172, 26228, -1, -1, -1, -1,
        36808, 36829, 36832, 36882, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33860, 33876, 33879, 33923, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28913, 28929, 28932, 28950, -1, -1, -1, -1,
        20683, 20707, 20710, 20789, 608, 625, 628, 638, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23184, 23211, 23214, 23303,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28778, 28796, 28799, 28863, -1, -1, -1, -1, 4916, 4927, 4930, 5035,
        12061, 12074, 12077, 12086, 43518, 43536, 43539, 43578, 42833, 42855, 42858, 42874, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 45041, 45056, 45059, 45088, 49948, 49962, 49965, 50082,
        -1, -1, -1, -1, 52756, 52770, 52773, 52805, 4574, 4590, 4593, 4650, -1, -1, -1, -1,
        48014, 48026, 48029, 48057, 48381, 48401, 48404, 48427, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28585, 28597, 28600, 28616, -1, -1, -1, -1, 1829, 1854, 1857, 1912, -1, -1, -1, -1,
        -1, -1, -1, -1, 4651, 4662, 4665, 4673, 42734, 42752, 42755, 42771, 4674, 4692, 4695, 4704,
        -1, -1, -1, -1, 4408, 4433, 4436, 4456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15897, 15916, 15919, 15935,
        25343, 25366, 25369, 25407, 4375, 4396, 4399, 4407, 22622, 22650, 22653, 22852, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 52838, 52854, 52857, 52895, -1, -1, -1, -1,
        41042, 41060, 41063, 41098, 41448, 41466, 41469, 41497, 1704, 1728, 1731, 1828, 368, 380, 383, 388,
        7794, 7818, 7821, 7860, 14959, 14975, 14978, 15066, 23882, 23896, 23899, 23951, 38474, 38499, 38502, 38519,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54151, 54169, 54172, 54214, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48668, 48691, 48694, 48711, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12625, 12646, 12649, 12710, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6392, 6410, 6413, 6428, 24192, 24211, 24214, 24276, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34815, 34832, 34835, 34891, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34070, 34103, 34106, 34159, 39800, 39834, 39837, 39887, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 46237, 46259, 46262, 46294, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45957, 45975, 45978, 46022,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4346, 4366, 4369, 4374, 20551, 20576, 20579, 20593,
        21280, 21291, 21294, 21299, -1, -1, -1, -1, 23614, 23637, 23640, 23728, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44917, 44936, 44939, 45040, 47732, 47749, 47752, 47802, -1, -1, -1, -1,
        15558, 15577, 15580, 15594, 12017, 12033, 12036, 12060, -1, -1, -1, -1, -1, -1, -1, -1,
        26721, 26740, 26743, 26751, 3606, 3626, 3629, 3786, -1, -1, -1, -1, -1, -1, -1, -1,
        7020, 7039, 7042, 7094, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1239, 1257, 1260, 1355,
        53262, 53282, 53285, 53316, 39586, 39596, 39599, 39620, 20790, 20814, 20817, 20902, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38569, 38594, 38597, 38614,
        46402, 46422, 46425, 46540, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21139, 21151, 21154, 21156, 49703, 49732, 49735, 49752, -1, -1, -1, -1,
        13879, 13904, 13907, 13997, 44206, 44225, 44228, 44262, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1498, 1521, 1524, 1615, 43837, 43854, 43857, 43904,
        -1, -1, -1, -1, 33090, 33110, 33113, 33152, 42673, 42693, 42696, 42713, 52992, 53009, 53012, 53026,
        -1, -1, -1, -1, 38360, 38383, 38386, 38401, 54215, 54235, 54238, 54281, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53027, 53045, 53048, 53069, -1, -1, -1, -1,
        22937, 22972, 22975, 23061, -1, -1, -1, -1, 16050, 16063, 16066, 16219, 29427, 29454, 29457, 29509,
        41993, 42015, 42018, 42037, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 4705, 4719, 4722, 4726, -1, -1, -1, -1,
        -1, -1, -1, -1, 36519, 36538, 36541, 36563, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 25042, 25057, 25060, 25163, 11946, 11971, 11974, 12016,
        27061, 27071, 27074, 27088, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48986, 48998, 49001, 49010, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28505, 28519, 28522, 28584, 52717, 52736, 52739, 52755, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19782, 19811, 19814, 19929, -1, -1, -1, -1,
        42772, 42792, 42795, 42812, 51534, 51553, 51556, 51633, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18538, 18557, 18560, 18652, 7171, 7195, 7198, 7248, 46023, 46042, 46045, 46140, -1, -1, -1, -1,
        25164, 25186, 25189, 25260, -1, -1, -1, -1, 37998, 38020, 38023, 38087, -1, -1, -1, -1,
        38329, 38346, 38349, 38359, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36883, 36905, 36908, 36961, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20594, 20610, 20613, 20627, 47897, 47918, 47921, 47975, 19997, 20023, 20026, 20063, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44588, 44612, 44615, 44736, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26540, 26563, 26566, 26577, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40368, 40391, 40394, 40422, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 13406, 13427, 13430, 13487,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36665, 36681, 36684, 36742,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21080, 21097, 21100, 21112, -1, -1, -1, -1, -1, -1, -1, -1, 16292, 16315, 16318, 16359,
        15313, 15330, 15333, 15383, -1, -1, -1, -1, -1, -1, -1, -1, 15595, 15612, 15615, 15662,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42813, 42820, 42823, 42832, -1, -1, -1, -1, -1, -1, -1, -1,
        11889, 11913, 11916, 11945, 26039, 26055, 26058, 26155, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39124, 39143, 39146, 39170,
        41947, 41965, 41968, 41992, -1, -1, -1, -1, 26752, 26772, 26775, 26783, -1, -1, -1, -1,
        -1, -1, -1, -1, 53356, 53372, 53375, 53397, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46896, 46913, 46916, 46996, -1, -1, -1, -1, -1, -1, -1, -1,
        20942, 20968, 20971, 20997, -1, -1, -1, -1, 25614, 25632, 25635, 25743, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4840, 4853, 4856, 4862, 20998, 21011, 21014, 21027,
        14643, 14663, 14666, 14755, 31570, 31602, 31605, 31626, -1, -1, -1, -1, 19266, 19296, 19299, 19332,
        38733, 38758, 38761, 38844, -1, -1, -1, -1, 29975, 29999, 30002, 30055, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15770, 15787, 15790, 15896, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39386, 39402, 39405, 39409, 41548, 41566, 41569, 41600,
        -1, -1, -1, -1, -1, -1, -1, -1, 48428, 48451, 48454, 48491, -1, -1, -1, -1,
        53070, 53087, 53090, 53104, 28109, 28136, 28139, 28229, 52806, 52827, 52830, 52837, -1, -1, -1, -1,
        4293, 4309, 4312, 4345, -1, -1, -1, -1, -1, -1, -1, -1, 47844, 47858, 47861, 47896,
        -1, -1, -1, -1, -1, -1, -1, -1, 19549, 19573, 19576, 19633, -1, -1, -1, -1,
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
        help.command.watch = Показать список наблюдения: каждый тикер с ценой, изменением за день и датой цены.
        help.command.watch.add = Добавить тикеры в список наблюдения.
        help.command.watch.alert = Задать или снять оповещение для тикера из списка.
        help.command.watch.check = Показать тикеры, по которым срабатывает оповещение; код выхода 0, если сработало хотя бы одно, и 1, если ни одного.
        help.command.watch.clear = Убрать все тикеры из списка наблюдения.
        help.command.watch.remove = Убрать тикеры из списка наблюдения.
        help.commands = Команды:
        help.details.completion = Дополняет команды, параметры, недавние запросы и тикеры.
        help.details.history = Без --domain — все разделы. Запросы, отличающиеся только регистром, считаются одним.
        help.details.interactive = В терминале результаты поиска акций появляются по ходу ввода (после короткой паузы, FINDER_DEBOUNCE_MS, по умолчанию 200 мс); фото ищутся по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или :more — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130.\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (json: один документ на строку).
        help.details.offline = «show» без --domain показывает самый свежий сохранённый результат.
        help.details.stocks = Находит начало тикера и начало любого слова в названии, слова в любом порядке, без учёта регистра и диакритики (é = e, ё = е, ß = ss); кириллица и латиница находят друг друга, текст, набранный в другой раскладке, исправляется, а близкие написания (одна ошибка, в длинных словах две) показываются, только когда ничего другого не найдено. Сначала точные тикеры, целые слова и начала слов, крупные компании раньше (точное совпадение весит как компания в десять раз крупнее), затем слитное написание (cocacola), затем транслитерация; обыкновенные акции раньше депозитарных расписок. Листинги с общим ISIN и депозитарные расписки компании — один результат: листинг в стране эмитента (по ISIN); --all-listings показывает каждый.
        help.details.stocks.show = ТИКЕР сравнивается точно, без учёта регистра. Можно указать несколько тикеров через пробел или запятую: листинги каждого идут в том же порядке, а о тикере, которого нет, говорится в stderr (в JSON — «unknown»); код выхода 1 — только если не найден ни один.
        help.details.stocks.sync = Без --from обновляет из всех источников, не требующих ключа, по очереди, каждый применяется отдельно. moex — Московская биржа, режим TQBR: русские и латинские названия, ISIN, цены в рублях (последняя сделка, иначе текущая или рыночная цена, иначе предыдущее закрытие), рыночная капитализация; базовый URL — из FINDER_MOEX_URL. nasdaq — все акции бирж NASDAQ, NYSE и NYSE American: последняя цена в долларах США и рыночная капитализация; базовый URL — из FINDER_NASDAQ_URL; названия бумаг, которые уже есть в каталоге, не меняются. URL или ФАЙЛ в формате StockFinder: JSON-массив {\"ticker\", \"name\", \"currentPrice\"} (доллары США) или CSV с заголовком, где есть ticker, name, price и, по желанию, currency и exchange. Бумаги объединяются с каталогом по тикеру и бирже: названия и цены заменяются, новые добавляются, ничего не удаляется. Ошибочные строки пропускаются и подсчитываются. Каталог и индекс меняются целиком или не меняются вовсе.
        help.details.suggest = Сравнение без учёта регистра и диакритики (ICU). Раздел по умолчанию: stocks.
        help.details.watch = Список наблюдения хранится в хранилище папки данных в том порядке, в каком добавлялись тикеры. Цены берутся из каталога (их обновляет finder stocks sync). «finder watch check» показывает тикеры, по которым сейчас срабатывает оповещение, называет каждое словами и завершается с кодом 0; если не сработало ни одно — с кодом 1, так что в cron можно написать: finder watch check && notify-send …
        help.details.watch.add = Каждый ТИКЕР должен быть в каталоге; несколько тикеров разделяются пробелами или запятыми.
        help.details.watch.alert = У тикера одно оповещение: «above N» и «below N» сравнивают цену (в валюте листинга), «change N%» — изменение за день в процентах, вверх или вниз; «off» снимает оповещение.
        help.details.watch.check = О каждом сработавшем оповещении говорится словами в stderr; в JSON — строки с полем «alert».
        help.details.watch.clear = Оповещения удаляются вместе с тикерами.
        help.details.watch.remove = Несколько тикеров разделяются пробелами или запятыми.
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
        help.examples.watch =   finder watch add AAPL MSFT SBER\\n  finder watch\\n  finder watch alert AAPL above 250\\n  finder watch check --json
        help.examples.watch.add =   finder watch add AAPL\\n  finder watch add NET,AAPL,TSLA
        help.examples.watch.alert =   finder watch alert AAPL above 250\\n  finder watch alert SBER below 250\\n  finder watch alert TSLA change 5%\\n  finder watch alert AAPL off
        help.examples.watch.check =   finder watch check\\n  finder watch check --quiet && notify-send \"finder: сработало оповещение\"
        help.examples.watch.clear =   finder watch clear
        help.examples.watch.remove =   finder watch remove AAPL
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
        usage.badAlert = команде «finder watch alert» нужны тикер и условие: ТИКЕР above N, ТИКЕР below N, ТИКЕР change N% или ТИКЕР off
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
        watch.added[few] = В список наблюдения добавлено {count} тикера.
        watch.added[many] = В список наблюдения добавлено {count} тикеров.
        watch.added[one] = В список наблюдения добавлен {count} тикер.
        watch.added[other] = В список наблюдения добавлено {count} тикера.
        watch.alert.above = выше {amount}
        watch.alert.below = ниже {amount}
        watch.alert.change = изменение на {percent}
        watch.alert.label = оповещение: {alert}
        watch.alert.off = Оповещение для {ticker} снято.
        watch.alert.set = Оповещение для {ticker}: {alert}.
        watch.already = «{ticker}» уже есть в списке наблюдения.
        watch.check.noAlerts = Ни у одного тикера в списке нет оповещения.
        watch.check.none = Сейчас не срабатывает ни одно оповещение.
        watch.count[few] = {count} тикера в списке наблюдения
        watch.count[many] = {count} тикеров в списке наблюдения
        watch.count[one] = {count} тикер в списке наблюдения
        watch.count[other] = {count} тикера в списке наблюдения
        watch.empty = Список наблюдения пуст.
        watch.fired.above = {ticker}: цена {price} — {alert}.
        watch.fired.below = {ticker}: цена {price} — {alert}.
        watch.fired.change = {ticker}: изменение за день {change} достигло порога оповещения ({alert}).
        watch.full[few] = В списке наблюдения может быть не больше {count} тикеров; сначала уберите какой-нибудь.
        watch.full[many] = В списке наблюдения может быть не больше {count} тикеров; сначала уберите какой-нибудь.
        watch.full[one] = В списке наблюдения может быть не больше {count} тикера; сначала уберите какой-нибудь.
        watch.full[other] = В списке наблюдения может быть не больше {count} тикера; сначала уберите какой-нибудь.
        watch.hint.add = Сначала добавьте его: finder watch add {ticker}
        watch.hint.alert = Задайте оповещение: finder watch alert AAPL above 250
        watch.hint.empty = Добавьте тикеры: finder watch add AAPL MSFT
        watch.noneAdded = В список наблюдения не добавлено ни одного тикера.
        watch.notWatched = «{ticker}» нет в списке наблюдения.
        watch.removed[few] = Из списка наблюдения убрано {count} тикера.
        watch.removed[many] = Из списка наблюдения убрано {count} тикеров.
        watch.removed[one] = Из списка наблюдения убран {count} тикер.
        watch.removed[other] = Из списка наблюдения убрано {count} тикера.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 49680, 49700, 49703, 49719, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56876, 56896, 56899, 56913,
        -1, -1, -1, -1, 32556, 32568, 32571, 32603, 15274, 15298, 15301, 15745, -1, -1, -1, -1,
        12305, 12325, 12328, 12475, 48053, 48071, 48074, 48123, 33309, 33333, 33336, 33365, 56976, 56990, 56993, 57057,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 41969, 41988, 41991, 42040, 6699, 6716, 6719, 6772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 28474, 28494, 28497, 28557, 29216, 29237, 29240, 29325, 38259, 38276, 38279, 38407,
        -1, -1, -1, -1, -1, -1, -1, -1, 61239, 61265, 61268, 61319, -1, -1, -1, -1,
        48965, 48991, 48994, 49093, -1, -1, -1, -1, -1, -1, -1, -1, 21187, 21205, 21208, 21238,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43373, 43390, 43393, 43663, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70005, 70031, 70034, 70060, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2828, 2854, 2857, 2992, 18136, 18158, 18161, 18328, -1, -1, -1, -1,
        30924, 30950, 30953, 31017, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 84121, 84145, 84148, 84192, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45771, 45789, 45792, 45822,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77548, 77572, 77575, 77599, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55392, 55409, 55412, 55856,
        69663, 69690, 69693, 69717, -1, -1, -1, -1, 32875, 32885, 32888, 32904, 9967, 9986, 9989, 10078,
        -1, -1, -1, -1, -1, -1, -1, -1, 80148, 80182, 80185, 80238, 83594, 83612, 83615, 83681,
        -1, -1, -1, -1, 62185, 62204, 62207, 62268, 75424, 75438, 75441, 75526, 62725, 62745, 62748, 62779,
        24929, 24946, 24949, 25085, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        15746, 15770, 15773, 17313, 40416, 40430, 40433, 40563, 32839, 32850, 32853, 32874, 44519, 44539, 44542, 44591,
        81337, 81353, 81356, 81509, 86915, 86930, 86933, 87086, -1, -1, -1, -1, -1, -1, -1, -1,
        28652, 28668, 28671, 28723, 78845, 78876, 78879, 78925, -1, -1, -1, -1, 42229, 42249, 42252, 42334,
        -1, -1, -1, -1, -1, -1, -1, -1, 8559, 8571, 8574, 8685, -1, -1, -1, -1,
        -1, -1, -1, -1, 49891, 49922, 49925, 49952, 61402, 61429, 61432, 61485, -1, -1, -1, -1,
        -1, -1, -1, -1, 64963, 64985, 64988, 65028, 37858, 37876, 37879, 37996, 20072, 20097, 20100, 20239,
        -1, -1, -1, -1, -1, -1, -1, -1, 36616, 36626, 36629, 36705, -1, -1, -1, -1,
        -1, -1, -1, -1, 62140, 62156, 62159, 62184, -1, -1, -1, -1, -1, -1, -1, -1,
        87775, 87791, 87794, 87851, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52804, 52829, 52832, 52876, 73132, 73159, 73162, 73305, -1, -1, -1, -1,
        -1, -1, -1, -1, 33083, 33095, 33098, 33110, -1, -1, -1, -1, 60748, 60773, 60776, 60803,
        -1, -1, -1, -1, 60836, 60861, 60864, 60915, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        25686, 25714, 25717, 26102, 31442, 31458, 31461, 31494, 37278, 37300, 37303, 37467, 62449, 62469, 62472, 62540,
        64129, 64160, 64163, 64261, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 10765, 10784, 10787, 10890, 240, 257, 260, 284,
        54435, 54451, 54454, 54628, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45010, 45032, 45035, 45104, -1, -1, -1, -1,
        -1, -1, -1, -1, 80058, 80091, 80094, 80147, -1, -1, -1, -1, -1, -1, -1, -1,
        75893, 75910, 75913, 76024, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        68851, 68869, 68872, 68896, -1, -1, -1, -1, 69076, 69089, 69092, 69098, 81510, 81524, 81527, 81628,
        -1, -1, -1, -1, -1, -1, -1, -1, 63527, 63559, 63562, 63652, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20769, 20794, 20797, 20937, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41307, 41330, 41333, 41349, -1, -1, -1, -1,
        30129, 30152, 30155, 30320, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67396, 67422, 67425, 67518, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 54107, 54134, 54137, 54224,
        -1, -1, -1, -1, 7912, 7930, 7933, 8077, 44738, 44758, 44761, 44828, 69030, 69041, 69044, 69075,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46945, 46970, 46973, 47122, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 87430, 87447, 87450, 87601, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83800, 83818, 83821, 83970, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60639, 60663, 60666, 60695, 29103, 29123, 29126, 29215, -1, -1, -1, -1, 2450, 2476, 2479, 2562,
        68470, 68477, 68480, 68491, 79251, 79273, 79276, 79277, -1, -1, -1, -1, 68804, 68823, 68826, 68850,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59536, 59563, 59566, 59661, 61996, 62018, 62021, 62066, -1, -1, -1, -1,
        46383, 46403, 46406, 46444, 70617, 70637, 70640, 70675, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12175, 12198, 12201, 12304, 35055, 35080, 35083, 35256,
        72979, 72998, 73001, 73131, 84965, 84982, 84985, 85017, -1, -1, -1, -1, -1, -1, -1, -1,
        48766, 48785, 48788, 48834, 41715, 41727, 41730, 41808, 24692, 24713, 24716, 24819, 53646, 53670, 53673, 53783,
        -1, -1, -1, -1, -1, -1, -1, -1, 79278, 79303, 79306, 79373, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50008, 50036, 50039, 50074, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76025, 76042, 76045, 76142, -1, -1, -1, -1,
        27413, 27434, 27437, 27549, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 76775, 76788, 76791, 76832, 70676, 70689, 70692, 70736, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56740, 56759, 56762, 56770, 80716, 80741, 80744, 80790,
        82114, 82141, 82144, 82308, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49767, 49803, 49806, 49827,
        -1, -1, -1, -1, 57556, 57572, 57575, 57687, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46644, 46675, 46678, 46944, -1, -1, -1, -1, 17468, 17486, 17489, 18135,
        -1, -1, -1, -1, 9670, 9680, 9683, 9858, 76615, 76635, 76638, 76774, -1, -1, -1, -1,
        -1, -1, -1, -1, 41142, 41152, 41155, 41202, -1, -1, -1, -1, 47678, 47697, 47700, 47736,
        42656, 42676, 42679, 42764, -1, -1, -1, -1, 87852, 87867, 87870, 87962, -1, -1, -1, -1,
        -1, -1, -1, -1, 37468, 37484, 37487, 37637, -1, -1, -1, -1, -1, -1, -1, -1,
        12476, 12500, 12503, 13841, 19767, 19789, 19792, 19907, -1, -1, -1, -1, -1, -1, -1, -1,
        39639, 39653, 39656, 39832, 44923, 44943, 44946, 45009, 78926, 78949, 78952, 78987, 33170, 33182, 33185, 33187,
        41000, 41013, 41016, 41141, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31699, 31728, 31731, 31818, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5803, 5824, 5827, 6126, 49094, 49119, 49122, 49223, -1, -1, -1, -1,
        32386, 32409, 32412, 32431, -1, -1, -1, -1, 7576, 7602, 7605, 7653, 64262, 64295, 64298, 64396,
        87602, 87616, 87619, 87684, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49720, 49744, 49747, 49766, 78002, 78031, 78034, 78107,
        42041, 42061, 42064, 42092, -1, -1, -1, -1, 43993, 44019, 44022, 44166, 79565, 79592, 79595, 79662,
        -1, -1, -1, -1, 82630, 82650, 82653, 82688, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45290, 45307, 45310, 45458,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 81629, 81651, 81654, 81794,
        -1, -1, -1, -1, 7775, 7792, 7795, 7911, -1, -1, -1, -1, 73871, 73898, 73901, 74082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71891, 71913, 71916, 72111,
        -1, -1, -1, -1, -1, -1, -1, -1, 66286, 66304, 66307, 66388, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70841, 70862, 70865, 70894, 38776, 38797, 38800, 38930,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63033, 63049, 63052, 63062,
        -1, -1, -1, -1, 9048, 9066, 9069, 9139, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86660, 86677, 86680, 86719, -1, -1, -1, -1, 10152, 10172, 10175, 10311,
        49532, 49556, 49559, 49568, -1, -1, -1, -1, 86195, 86211, 86214, 86290, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 9332, 9361, 9364, 9465, 32759, 32769, 32772, 32776,
        874, 888, 891, 909, 32604, 32617, 32620, 32632, 53557, 53581, 53584, 53645, 76143, 76161, 76164, 76306,
        78686, 78716, 78719, 78765, -1, -1, -1, -1, -1, -1, -1, -1, 1502, 1523, 1526, 1596,
        -1, -1, -1, -1, 42140, 42156, 42159, 42228, 50610, 50633, 50636, 50662, 82446, 82468, 82471, 82629,
        21131, 21157, 21160, 21186, 73306, 73326, 73329, 73445, 65029, 65053, 65056, 65230, 9466, 9488, 9491, 9577,
        65231, 65250, 65253, 65283, 84284, 84304, 84307, 84406, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 148, 151, 154, 51372, 51400, 51403, 51835, 77944, 77964, 77967, 78001, 80568, 80595, 80598, 80640,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31102, 31122, 31125, 31209,
        74722, 74738, 74741, 74762, 77732, 77753, 77756, 77814, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        26954, 26977, 26980, 27412, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75110, 75132, 75135, 75257, 177, 189, 192, 210,
        67919, 67940, 67943, 67967, -1, -1, -1, -1, 62358, 62377, 62380, 62448, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74803, 74820, 74823, 74853, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39524, 39540, 39543, 39638, 63239, 63253, 63256, 63273, 70277, 70296, 70299, 70366, 79903, 79928, 79931, 79973,
        -1, -1, -1, -1, -1, -1, -1, -1, 41537, 41556, 41559, 41577, 33618, 33633, 33636, 34468,
        41480, 41497, 41500, 41510, 42335, 42356, 42359, 42441, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        79113, 79138, 79141, 79176, -1, -1, -1, -1, 70121, 70139, 70142, 70205, -1, -1, -1, -1,
        -1, -1, -1, -1, 52979, 53002, 53005, 53084, 40216, 40230, 40233, 40309, -1, -1, -1, -1,
        41203, 41211, 41214, 41268, 33569, 33589, 33592, 33617, 56841, 56862, 56865, 56875, -1, -1, -1, -1,
        46445, 46467, 46470, 46505, 47297, 47317, 47320, 47410, -1, -1, -1, -1, -1, -1, -1, -1,
        49443, 49467, 49470, 49531, 61851, 61873, 61876, 61921, 24234, 24246, 24249, 24268, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17314, 17334, 17337, 17467, -1, -1, -1, -1,
        26103, 26121, 26124, 26341, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66760, 66780, 66783, 66864, -1, -1, -1, -1, -1, -1, -1, -1, 77645, 77667, 77670, 77731,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56947, 56964, 56967, 56975,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31210, 31233, 31236, 31279,
        64397, 64422, 64425, 64508, 84866, 84873, 84876, 84916, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31819, 31844, 31847, 31867, -1, -1, -1, -1, -1, -1, -1, -1, 66093, 66112, 66115, 66148,
        -1, -1, -1, -1, 23100, 23116, 23119, 23146, -1, -1, -1, -1, 70895, 70917, 70920, 70976,
        -1, -1, -1, -1, -1, -1, -1, -1, 86010, 86023, 86026, 86092, -1, -1, -1, -1,
        4774, 4799, 4802, 4981, 65325, 65344, 65347, 65382, -1, -1, -1, -1, 23265, 23280, 23283, 23372,
        -1, -1, -1, -1, 77375, 77395, 77398, 77429, 84407, 84435, 84438, 84576, 65825, 65850, 65853, 65889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 78108, 78129, 78132, 78154,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41395, 41415, 41418, 41432,
        -1, -1, -1, -1, 77217, 77233, 77236, 77276, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40310, 40325, 40328, 40415,
        86523, 86541, 86544, 86601, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78415, 78427, 78430, 78484, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31495, 31513, 31516, 31580, 36002, 36033, 36036, 36175, 50326, 50344, 50347, 50370,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62972, 62988, 62991, 62999,
        -1, -1, -1, -1, -1, -1, -1, -1, 50371, 50397, 50400, 50429, 87087, 87103, 87106, 87259,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26573, 26598, 26601, 26953, 46137, 46155, 46158, 46196, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63095, 63110, 63113, 63116, 68897, 68917, 68920, 68946, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32731, 32745, 32748, 32758, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44592, 44606, 44609, 44718, 67872, 67891, 67894, 67918, -1, -1, -1, -1, 20685, 20708, 20711, 20768,
        -1, -1, -1, -1, 2000, 2026, 2029, 2277, -1, -1, -1, -1, 33057, 33069, 33072, 33082,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60214, 60237, 60240, 60354,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30454, 30483, 30486, 30687, -1, -1, -1, -1, -1, -1, -1, -1, 87685, 87701, 87704, 87774,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61754, 61773, 61776, 61816, -1, -1, -1, -1, 65749, 65768, 65771, 65824,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67307, 67323, 67326, 67395, -1, -1, -1, -1, 5596, 5625, 5628, 5802,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58745, 58765, 58768, 58791, 86720, 86737, 86740, 86779, 980, 993, 996, 1014,
        43147, 43162, 43165, 43372, -1, -1, -1, -1, -1, -1, -1, -1, 4982, 4999, 5002, 5241,
        72339, 72361, 72364, 72394, 64655, 64678, 64681, 64736, 77514, 77528, 77531, 77547, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69099, 69109, 69112, 69117,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57132, 57151, 57154, 57232, 25167, 25185, 25188, 25301, -1, -1, -1, -1,
        -1, -1, -1, -1, 53213, 53237, 53240, 53391, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19363, 19384, 19387, 19474, 28558, 28573, 28576, 28651, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48371, 48395, 48398, 48559, 56187, 56210, 56213, 56338, -1, -1, -1, -1, 45999, 46024, 46027, 46079,
        46254, 46273, 46276, 46382, 68540, 68559, 68562, 68586, 84700, 84727, 84730, 84865, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27843, 27865, 27868, 27926,
        74763, 74782, 74785, 74802, 79736, 79761, 79764, 79817, 38408, 38430, 38433, 38552, 64879, 64901, 64904, 64962,
        62067, 62091, 62094, 62139, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44829, 44850, 44853, 44922,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80867, 80892, 80895, 80941, 52350, 52370, 52373, 52601, -1, -1, -1, -1,
        50075, 50104, 50107, 50138, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70806, 70820, 70823, 70840, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68947, 68961, 68964, 68999, 11035, 11059, 11062, 11183,
        5242, 5256, 5259, 5269, 41511, 41527, 41530, 41536, 60494, 60517, 60520, 60546, -1, -1, -1, -1,
        47542, 47569, 47572, 47677, -1, -1, -1, -1, 64824, 64845, 64848, 64878, 60419, 60446, 60449, 60493,
        6773, 6790, 6793, 6902, 68492, 68510, 68513, 68539, 71446, 71468, 71471, 71668, 76307, 76326, 76329, 76410,
        61486, 61506, 61509, 61594, 61075, 61102, 61105, 61156, 69776, 69803, 69806, 69828, 62904, 62919, 62922, 62930,
        2993, 3017, 3020, 3159, 69389, 69422, 69425, 69523, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        31280, 31307, 31310, 31441, 52602, 52631, 52634, 52803, 59908, 59934, 59937, 60041, 61157, 61182, 61185, 61238,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65284, 65302, 65305, 65324,
        49569, 49596, 49599, 49611, 27550, 27560, 27563, 27597, 56672, 56691, 56694, 56704, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29747, 29777, 29780, 29892, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20240, 20265, 20268, 20461, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 74457, 74477, 74480, 74609, -1, -1, -1, -1,
        72395, 72414, 72417, 72559, 79469, 79494, 79497, 79564, 12143, 12156, 12159, 12174, 49953, 49979, 49982, 50007,
        70061, 70089, 70092, 70120, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59103, 59130, 59133, 59255, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28052, 28070, 28073, 28110, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53873, 53898, 53901, 54001,
        63781, 63798, 63801, 63857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19908, 19928, 19931, 20071, 76509, 76525, 76528, 76614, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83971, 83991, 83994, 84120, 44167, 44192, 44195, 44341,
        3236, 3255, 3258, 4558, -1, -1, -1, -1, -1, -1, -1, -1, 56914, 56931, 56934, 56946,
        -1, -1, -1, -1, -1, -1, -1, -1, 50268, 50302, 50305, 50325, 28241, 28259, 28262, 28379,
        57961, 57976, 57979, 58071, 78545, 78563, 78566, 78581, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 23725, 23741, 23744, 23923, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11506, 11528, 11531, 11598, 43820, 43845, 43848, 43992, 58490, 58504, 58507, 58589,
        6127, 6153, 6156, 6302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22388, 22406, 22409, 22537, 55105, 55122, 55125, 55185,
        79051, 79074, 79077, 79112, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11717, 11741, 11744, 11948, 33524, 33542, 33545, 33568,
        1081, 1091, 1094, 1108, 45459, 45474, 45477, 45609, 66149, 66169, 66172, 66224, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10312, 10336, 10339, 10481,
        67968, 67992, 67995, 68044, 37101, 37115, 37118, 37181, 62931, 62950, 62953, 62971, 72838, 72861, 72864, 72978,
        11599, 11623, 11626, 11716, 78273, 78298, 78301, 78341, 58792, 58819, 58822, 58946, 36706, 36733, 36736, 36840,
        71284, 71300, 71303, 71388, 54002, 54025, 54028, 54106, 64545, 64551, 64554, 64564, -1, -1, -1, -1,
        10482, 10502, 10505, 10642, 86368, 86385, 86388, 86447, -1, -1, -1, -1, -1, -1, -1, -1,
        21515, 21529, 21532, 21601, 42838, 42856, 42859, 42960, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21698, 21717, 21720, 21833, 47123, 47150, 47153, 47207, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8078, 8100, 8103, 8252,
        -1, -1, -1, -1, 67519, 67538, 67541, 67579, -1, -1, -1, -1, 13978, 13997, 14000, 15273,
        32777, 32792, 32795, 32838, 36975, 36996, 36999, 37100, 10079, 10096, 10099, 10151, 53784, 53814, 53817, 53872,
        60804, 60822, 60825, 60835, -1, -1, -1, -1, 770, 781, 784, 794, 3160, 3178, 3181, 3235,
        49612, 49631, 49634, 49645, 8796, 8812, 8815, 8947, 73595, 73613, 73616, 73726, 83233, 83251, 83254, 83374,
        -1, -1, -1, -1, -1, -1, -1, -1, 40879, 40893, 40896, 40999, 79663, 79687, 79690, 79735,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20547, 20566, 20569, 20684, 69524, 69559, 69562, 69662,
        -1, -1, -1, -1, -1, -1, -1, -1, 81966, 81985, 81988, 82113, -1, -1, -1, -1,
        24286, 24302, 24305, 24326, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81019, 81034, 81037, 81120, 84577, 84596, 84599, 84699, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78342, 78361, 78364, 78414, -1, -1, -1, -1,
        -1, -1, -1, -1, 56339, 56363, 56366, 56671, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31967, 31987, 31990, 32050,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 21834, 21854, 21857, 21944,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69000, 69011, 69014, 69029, 47813, 47837, 47840, 48052, -1, -1, -1, -1, 85878, 85893, 85896, 85944,
        -1, -1, -1, -1, -1, -1, -1, -1, 68123, 68147, 68150, 68199, 87260, 87275, 87278, 87429,
        -1, -1, -1, -1, -1, -1, -1, -1, 81795, 81811, 81814, 81965, 47208, 47220, 47223, 47296,
        75722, 75743, 75746, 75892, 70367, 70387, 70390, 70444, -1, -1, -1, -1, 23373, 23395, 23398, 23535,
        -1, -1, -1, -1, 25086, 25103, 25106, 25166, -1, -1, -1, -1, 79177, 79197, 79200, 79250,
        -1, -1, -1, -1, -1, -1, -1, -1, 46197, 46213, 46216, 46253, 27988, 28007, 28010, 28051,
        58316, 58339, 58342, 58427, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11184, 11204, 11207, 11334, 68756, 68774, 68777, 68803, -1, -1, -1, -1,
        -1, -1, -1, -1, 8948, 8967, 8970, 9047, 52877, 52902, 52905, 52978, -1, -1, -1, -1,
        27680, 27701, 27704, 27764, 79818, 79844, 79847, 79902, 80421, 80448, 80451, 80493, 37997, 38018, 38021, 38027,
        -1, -1, -1, -1, 4559, 4579, 4582, 4773, 83375, 83398, 83401, 83468, -1, -1, -1, -1,
        86780, 86798, 86801, 86914, 1197, 1216, 1219, 1362, 81121, 81132, 81135, 81157, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22704, 22720, 22723, 22754, 80494, 80522, 80525, 80567,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 86291, 86307, 86310, 86367,
        55857, 55883, 55886, 56093, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 85072, 85091, 85094, 85119, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 67580, 67604, 67607, 67636, 75258, 75274, 75277, 75423,
        -1, -1, -1, -1, 68045, 68070, 68073, 68122, -1, -1, -1, -1, 80239, 80272, 80275, 80328,
        73727, 73746, 73749, 73870, -1, -1, -1, -1, -1, -1, -1, -1, 86602, 86613, 86616, 86659,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41809, 41830, 41833, 41893, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39833, 39853, 39856, 39881,
        -1, -1, -1, -1, 48124, 48145, 48148, 48242, -1, -1, -1, -1, -1, -1, -1, -1,
        83682, 83696, 83699, 83799, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23049, 23065, 23068, 23099,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46080, 46099, 46102, 46136,
        41670, 41688, 41691, 41714, -1, -1, -1, -1, 85018, 85035, 85038, 85071, -1, -1, -1, -1,
        22192, 22210, 22213, 22387, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 33010, 33023, 33026, 33056, -1, -1, -1, -1, -1, -1, -1, -1,
        8686, 8710, 8713, 8795, 78988, 79012, 79015, 79050, -1, -1, -1, -1, -1, -1, -1, -1,
        58072, 58091, 58094, 58174, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28111, 28131, 28134, 28175, -1, -1, -1, -1,
        57058, 57081, 57084, 57131, 62780, 62798, 62801, 62809, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42961, 42974, 42977, 43146,
        -1, -1, -1, -1, 58251, 58267, 58270, 58315, 35595, 35622, 35625, 35777, 8253, 8274, 8277, 8558,
        27598, 27618, 27621, 27679, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        33188, 33212, 33215, 33246, -1, -1, -1, -1, 44719, 44731, 44734, 44737, 47737, 47759, 47762, 47812,
        48560, 48584, 48587, 48665, 7728, 7745, 7748, 7774, 69118, 69151, 69154, 69252, 77600, 77625, 77628, 77644,
        -1, -1, -1, -1, 33427, 33445, 33448, 33473, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 82967, 82987, 82990, 83232,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        77430, 77449, 77452, 77513, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 9140, 9164, 9167, 9331,
        -1, -1, -1, -1, 33111, 33124, 33127, 33169, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64509, 64530, 64533, 64544, -1, -1, -1, -1, -1, -1, -1, -1,
        58175, 58193, 58196, 58250, 66865, 66883, 66886, 67049, 21406, 21430, 21433, 21514, 49646, 49666, 49669, 49679,
        -1, -1, -1, -1, -1, -1, -1, -1, 41894, 41910, 41913, 41968, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33366, 33392, 33395, 33426, -1, -1, -1, -1, 50549, 50577, 50580, 50609, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63993, 64025, 64028, 64128, -1, -1, -1, -1, 59256, 59285, 59288, 59412, 70560, 70578, 70581, 70616,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 84917, 84936, 84939, 84964, 38721, 38738, 38741, 38775, 66461, 66482, 66485, 66759,
        71389, 71405, 71408, 71445, -1, -1, -1, -1, 41269, 41289, 41292, 41306, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 63063, 63081, 63084, 63094, -1, -1, -1, -1,
        29326, 29342, 29345, 29746, -1, -1, -1, -1, -1, -1, -1, -1, 63197, 63215, 63218, 63238,
        -1, -1, -1, -1, -1, -1, -1, -1, 38553, 38570, 38573, 38720, -1, -1, -1, -1,
        45926, 45950, 45953, 45998, -1, -1, -1, -1, -1, -1, -1, -1, 88135, 88154, 88157, 88232,
        -1, -1, -1, -1, 56705, 56724, 56727, 56739, 32928, 32943, 32946, 32963, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34688, 34713, 34716, 34848, 39320, 39334, 39337, 39441,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70977, 71000, 71003, 71062, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21945, 21963, 21966, 22035, -1, -1, -1, -1, 22755, 22773, 22776, 23048,
        28176, 28189, 28192, 28240, 50430, 50457, 50460, 50489, 50663, 50682, 50685, 51371, 31581, 31610, 31613, 31698,
        58590, 58612, 58615, 58658, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11335, 11353, 11356, 11505, 5270, 5286, 5289, 5304, -1, -1, -1, -1, -1, -1, -1, -1,
        60355, 60375, 60378, 60418, 24269, 24276, 24279, 24285, 32673, 32687, 32690, 32702, 49224, 49251, 49254, 49355,
        51980, 52004, 52007, 52243, -1, -1, -1, -1, 73446, 73463, 73466, 73594, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60916, 60942, 60945, 60994, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1597, 1623, 1626, 1815, 48666, 48685, 48688, 48765, -1, -1, -1, -1,
        21602, 21619, 21622, 21697, 67824, 67844, 67847, 67871, -1, -1, -1, -1, -1, -1, -1, -1,
        78485, 78501, 78504, 78544, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69829, 69858, 69861, 69885, -1, -1, -1, -1, 67184, 67205, 67208, 67251, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56808, 56825, 56828, 56840, 61817, 61828, 61831, 61850,
        -1, -1, -1, -1, 75527, 75542, 75545, 75577, 6375, 6387, 6390, 6489, 69886, 69912, 69915, 69943,
        87963, 87979, 87982, 88039, 19143, 19167, 19170, 19362, -1, -1, -1, -1, 85697, 85714, 85717, 85734,
        -1, -1, -1, -1, -1, -1, -1, -1, 63151, 63164, 63167, 63196, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 42442, 42462, 42465, 42547, -1, -1, -1, -1,
        54938, 54959, 54962, 55104, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7179, 7203, 7206, 7225, 48243, 48270, 48273, 48370, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65890, 65909, 65912, 65960, 32964, 32981, 32984, 33009,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 69718, 69746, 69749, 69775, 82864, 82882, 82885, 82966, -1, -1, -1, -1,
        85598, 85616, 85619, 85696, 62810, 62829, 62832, 62846, 78766, 78795, 78798, 78844, 28905, 28921, 28924, 29025,
        -1, -1, -1, -1, 57303, 57325, 57328, 57418, -1, -1, -1, -1, -1, -1, -1, -1,
        7150, 7170, 7173, 7178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24191, 24204, 24207, 24233, -1, -1, -1, -1, -1, -1, -1, -1, 28380, 28400, 28403, 28473,
        -1, -1, -1, -1, 7654, 7680, 7683, 7727, 68326, 68345, 68348, 68373, 58428, 58446, 58449, 58489,
        71205, 71225, 71228, 71283, -1, -1, -1, -1, 36371, 36398, 36401, 36615, -1, -1, -1, -1,
        49356, 49381, 49384, 49442, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 84193, 84214, 84217, 84283, 68374, 68392, 68395, 68420,
        59783, 59811, 59814, 59907, 18643, 18667, 18670, 18824, 27765, 27785, 27788, 27842, -1, -1, -1, -1,
        946, 958, 961, 979, 65592, 65611, 65614, 65649, 67706, 67719, 67722, 67776, 67637, 67659, 67662, 67705,
        45866, 45881, 45884, 45925, 54792, 54817, 54820, 54937, 68200, 68226, 68229, 68278, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59662, 59688, 59691, 59782, 1363, 1384, 1387, 1501,
        55186, 55205, 55208, 55391, 42765, 42785, 42788, 42837, -1, -1, -1, -1, -1, -1, -1, -1,
        7226, 7239, 7242, 7250, 67252, 67270, 67273, 67306, 78215, 78240, 78243, 78272, 54225, 54248, 54251, 54434,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 76934, 76950, 76953, 76994, 21239, 21261, 21264, 21405,
        69944, 69971, 69974, 70004, -1, -1, -1, -1, -1, -1, -1, -1, 42548, 42570, 42573, 42655,
        59413, 59439, 59442, 59535, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 25497, 25510, 25513, 25685,
        63274, 63306, 63309, 63399, 25302, 25312, 25315, 25496, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41433, 41449, 41452, 41479, 6303, 6316, 6319, 6374, 82309, 82323, 82326, 82445, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 65507, 65523, 65526, 65591, -1, -1, -1, -1,
        -1, -1, -1, -1, 7278, 7292, 7295, 7356, 29026, 29041, 29044, 29102, 62847, 62862, 62865, 62875,
        79974, 80001, 80004, 80057, 80329, 80364, 80367, 80420, 65383, 65401, 65404, 65506, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64565, 64589, 64592, 64654,
        71063, 71083, 71086, 71144, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62541, 62560, 62563, 62631, 38028, 38048, 38051, 38258, 62632, 62653, 62656, 62724, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50206, 50240, 50243, 50267, 63400, 63433, 63436, 63526, 56771, 56792, 56795, 56807,
        37746, 37767, 37770, 37857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43664, 43688, 43691, 43819, 27927, 27945, 27948, 27987, 29971, 29994, 29997, 30128,
        -1, -1, -1, -1, 21082, 21107, 21110, 21130, -1, -1, -1, -1, 9631, 9650, 9653, 9669,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56094, 56113, 56116, 56186, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51836, 51860, 51863, 51979, -1, -1, -1, -1, 85945, 85960, 85963, 86009, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12049, 12074, 12077, 12142, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 34849, 34872, 34875, 35054, 18329, 18353, 18356, 18642,
        63000, 63017, 63020, 63032, 65961, 65980, 65983, 66092, 74083, 74100, 74103, 74173, 7123, 7141, 7144, 7149,
        352, 369, 372, 396, 13842, 13862, 13865, 13977, 85308, 85324, 85327, 85404, 655, 671, 674, 695,
        -1, -1, -1, -1, 19475, 19500, 19503, 19680, 26342, 26359, 26362, 26572, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50139, 50174, 50177, 50205,
        76411, 76423, 76426, 76508, -1, -1, -1, -1, 58659, 58680, 58683, 58744, 9859, 9882, 9885, 9966,
        80942, 80969, 80972, 81018, -1, -1, -1, -1, 82689, 82711, 82714, 82863, 34469, 34495, 34498, 34687,
        40095, 40111, 40114, 40215, 50490, 50516, 50519, 50548, 79374, 79400, 79403, 79468, 24327, 24337, 24340, 24367,
        -1, -1, -1, -1, -1, -1, -1, -1, 40730, 40743, 40746, 40878, -1, -1, -1, -1,
        57688, 57709, 57712, 57798, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53085, 53101, 53104, 53212, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45823, 45839, 45842, 45865, -1, -1, -1, -1,
        32051, 32075, 32078, 32207, 830, 847, 850, 873, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36176, 36203, 36206, 36370,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45610, 45628, 45631, 45770, -1, -1, -1, -1, 7357, 7368, 7371, 7575,
        19111, 19124, 19127, 19142, 70206, 70224, 70227, 70276, 68705, 68727, 68730, 68755, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 72763, 72778, 72781, 72837, 81158, 81172, 81175, 81336,
        -1, -1, -1, -1, 85171, 85185, 85188, 85262, 6903, 6919, 6922, 7027, -1, -1, -1, -1,
        77277, 77289, 77292, 77374, 77815, 77835, 77838, 77878, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45221, 45233, 45236, 45289, -1, -1, -1, -1, 2717, 2742, 2745, 2827, 69253, 69287, 69290, 69388,
        -1, -1, -1, -1, 7028, 7039, 7042, 7051, 68587, 68605, 68608, 68632, 7052, 7070, 7073, 7100,
        -1, -1, -1, -1, 6647, 6672, 6675, 6698, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24139, 24158, 24161, 24190,
        39442, 39465, 39468, 39523, 6599, 6620, 6623, 6646, 35257, 35285, 35288, 35594, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 85505, 85521, 85524, 85597, -1, -1, -1, -1,
        65650, 65668, 65671, 65748, 66225, 66243, 66246, 66285, 2563, 2587, 2590, 2716, 490, 502, 505, 519,
        11949, 11973, 11976, 12048, 22538, 22554, 22557, 22703, 37182, 37196, 37199, 37277, 60995, 61020, 61023, 61074,
        80791, 80817, 80820, 80866, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        88233, 88251, 88254, 88323, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78155, 78178, 78181, 78214, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70502, 70521, 70524, 70559, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19681, 19702, 19705, 19766, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63858, 63889, 63892, 63992,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9578, 9596, 9599, 9630, 37638, 37657, 37660, 37745, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54629, 54646, 54649, 54791, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        53392, 53425, 53428, 53556, 63653, 63687, 63690, 63780, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 74610, 74632, 74635, 74721, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 74174, 74192, 74195, 74273,
        -1, -1, -1, -1, 85405, 85422, 85425, 85504, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6557, 6577, 6580, 6598, 31868, 31893, 31896, 31918,
        32905, 32916, 32919, 32927, -1, -1, -1, -1, 36841, 36864, 36867, 36974, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68279, 68297, 68300, 68325, 72560, 72579, 72582, 72762, 76833, 76850, 76853, 76933,
        23536, 23555, 23558, 23595, 19055, 19071, 19074, 19110, -1, -1, -1, -1, -1, -1, -1, -1,
        41578, 41597, 41600, 41627, 5305, 5325, 5328, 5595, -1, -1, -1, -1, -1, -1, -1, -1,
        10643, 10662, 10665, 10764, -1, -1, -1, -1, 88040, 88058, 88061, 88134, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1816, 1834, 1837, 1999,
        86093, 86113, 86116, 86194, 63117, 63127, 63130, 63150, 32208, 32232, 32235, 32385, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48835, 48860, 48863, 48964,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 61320, 61345, 61348, 61401,
        74854, 74874, 74877, 75109, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32703, 32715, 32718, 32730, 80641, 80670, 80673, 80715, -1, -1, -1, -1,
        20938, 20963, 20966, 21081, 71145, 71164, 71167, 71204, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60585, 60608, 60611, 60638,
        -1, -1, -1, -1, -1, -1, -1, -1, 2278, 2301, 2304, 2449, 70737, 70754, 70757, 70805,
        71669, 71692, 71695, 71890, 52244, 52264, 52267, 52349, 68421, 68441, 68444, 68469, 85735, 85752, 85755, 85772,
        -1, -1, -1, -1, 60696, 60719, 60722, 60747, 88324, 88344, 88347, 88420, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 85773, 85791, 85794, 85827, -1, -1, -1, -1,
        35778, 35813, 35816, 36001, -1, -1, -1, -1, 24368, 24381, 24384, 24691, 46506, 46533, 46536, 46643,
        67117, 67139, 67142, 67183, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61922, 61945, 61948, 61995, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 7101, 7115, 7118, 7122, -1, -1, -1, -1,
        -1, -1, -1, -1, 57233, 57252, 57255, 57302, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38931, 38946, 38949, 39179, 18926, 18951, 18954, 19054,
        42093, 42103, 42106, 42139, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        78582, 78594, 78597, 78606, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45105, 45119, 45122, 45220, 85120, 85139, 85142, 85170, -1, -1, -1, -1, -1, -1, -1, -1,
        78607, 78636, 78639, 78685, -1, -1, -1, -1, 30688, 30717, 30720, 30923, -1, -1, -1, -1,
        68633, 68653, 68656, 68682, 70445, 70463, 70466, 70501, 83469, 83488, 83491, 83593, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28724, 28743, 28746, 28904, 10891, 10915, 10918, 11034, 74274, 74293, 74296, 74456, -1, -1, -1, -1,
        39180, 39202, 39205, 39319, -1, -1, -1, -1, 60042, 60064, 60067, 60213, -1, -1, -1, -1,
        60547, 60564, 60567, 60584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57799, 57821, 57824, 57960, 33247, 33272, 33275, 33308, -1, -1, -1, -1, -1, -1, -1, -1,
        31919, 31935, 31938, 31966, 77058, 77079, 77082, 77216, 31018, 31044, 31047, 31101, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72112, 72136, 72139, 72338, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41350, 41373, 41376, 41394, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64737, 64760, 64763, 64823, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20462, 20483, 20486, 20546,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57419, 57435, 57438, 57555,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32633, 32650, 32653, 32672, -1, -1, -1, -1, -1, -1, -1, -1, 24820, 24843, 24846, 24928,
        23147, 23164, 23167, 23264, -1, -1, -1, -1, -1, -1, -1, -1, 23596, 23613, 23616, 23724,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68683, 68690, 68693, 68704, -1, -1, -1, -1, -1, -1, -1, -1,
        18825, 18849, 18852, 18925, 40564, 40580, 40583, 40729, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62269, 62288, 62291, 62357,
        67050, 67068, 67071, 67116, -1, -1, -1, -1, 41628, 41648, 41651, 41669, -1, -1, -1, -1,
        -1, -1, -1, -1, 86448, 86464, 86467, 86522, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75578, 75595, 75598, 75721, -1, -1, -1, -1, -1, -1, -1, -1,
        32432, 32458, 32461, 32509, -1, -1, -1, -1, 39882, 39900, 39903, 40094, 58947, 58975, 58978, 59102,
        -1, -1, -1, -1, -1, -1, -1, -1, 7251, 7264, 7267, 7277, 32510, 32523, 32526, 32555,
        22036, 22056, 22059, 22191, 33474, 33493, 33496, 33523, 49828, 49860, 49863, 49890, 29893, 29923, 29926, 29970,
        61595, 61620, 61623, 61753, -1, -1, -1, -1, 47411, 47435, 47438, 47541, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23924, 23941, 23944, 24138, 67777, 67796, 67799, 67823,
        -1, -1, -1, -1, -1, -1, -1, -1, 62876, 62892, 62895, 62903, 66389, 66407, 66410, 66460,
        -1, -1, -1, -1, -1, -1, -1, -1, 77879, 77902, 77905, 77943, -1, -1, -1, -1,
        85828, 85845, 85848, 85877, 44342, 44369, 44372, 44518, 85263, 85284, 85287, 85307, -1, -1, -1, -1,
        6490, 6506, 6509, 6556, -1, -1, -1, -1, -1, -1, -1, -1, 76995, 77009, 77012, 77057,
        -1, -1, -1, -1, -1, -1, -1, -1, 30321, 30345, 30348, 30453, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
