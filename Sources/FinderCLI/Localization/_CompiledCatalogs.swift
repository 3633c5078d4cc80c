// Generated from Localization/{en,ru}/*.strings by CompiledCatalogTests
// (FINDER_RECORD_SNAPSHOTS=1 swift test --filter CompiledCatalogTests); do not edit.

/// Each language's catalog compacted (one `key = value` line per entry, in key order)
/// and the slots of its hash table, as `_CatalogTable.init(_:)` builds them: start-up
/// takes both as they are (`Messages(compiled:)`).
extension _CatalogTable {
    static let compiledEN = _CatalogTable(compiled: """
        accessible.errorPrefix = Error:
        accessible.position = result {position} of {total}
        alias.also = also written: {name}
        alias.brand = brand: {name}
        alias.former = formerly: {name}
        alias.ru = Russian name: {name}
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
        config.error.extra = too many words after the setting's name; give one value, for example: “finder config set lang ru”
        config.error.keyAsArgument = the key is not taken from the command line, where shell history would keep it; pipe it in or type it when asked.
        config.error.keyTooLong = the key is longer than {limit} characters, longer than any Unsplash key; nothing was saved.
        config.error.missingAction = “finder config” needs an action: {choices}
        config.error.missingName = “finder config” needs a setting name: lang, theme, color, limit, images, format, unsplash-key
        config.error.missingValue = “finder config set {name}” needs a value: {choices}
        config.error.unknownAction = unknown config action “{action}”. Valid actions: {choices}
        config.error.unknownName = unknown setting. Valid settings: lang, theme, color, limit, images, format, unsplash-key
        config.error.write = cannot write {path}: {reason}.
        config.help.details = “list” shows each saved default with where its value comes from; “get NAME” writes the value in effect; “set NAME VALUE” saves one and “unset NAME” removes it. NAME is lang, theme, color, limit, images or format (values as their options take them). A value is taken from the option on the line first, then the environment (FINDER_LANG, FINDER_THEME, NO_COLOR and its kin, FINDER_LIMIT, FINDER_IMAGES, FINDER_FORMAT), then this file, then the built-in default (for lang, from LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The file is $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), readable only by you. “set unsplash-key” reads the key from standard input (so it stays out of shell history); get a key at https://unsplash.com/developers. The UNSPLASH_ACCESS_KEY environment variable, when set, is used first.
        config.help.examples =   finder config set lang ru\\n  finder config set limit 50\\n  finder config get format\\n  finder config list\\n  finder config unset theme\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Set XDG_CONFIG_HOME to a folder only you can enter, or ask its owner to run “chmod 700” on it.
        config.hint.usage = Usage: finder config list | get NAME | set NAME VALUE | unset NAME (NAME: lang, theme, color, limit, images, format, unsplash-key; the key is read from standard input).
        config.key.set = set
        config.key.unset = not set
        config.notice.badKey = The Unsplash key in {where} is not a key (it has spaces, control characters or is far too long) and is not used; set it again: “finder config set unsplash-key”
        config.notice.environmentWins = Note: UNSPLASH_ACCESS_KEY is set, and it is used before the saved key.
        config.notice.exposed = Warning: {path} holds your Unsplash key and other users can read or replace it: run “chmod 600 {path}” and “chmod 700” on its folder (and consider a new key).
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
        error.index = the search index {path} cannot be built: {reason}.
        error.index.reason.damaged = it came out damaged
        error.index.reason.missing = it vanished while being written
        error.interrupted = interrupted (Ctrl-C).
        error.limit.files = the open-file limit is {limit} (“ulimit -n”), and finder needs at least {needed}.
        error.limit.memory = the address-space limit is {limit} MiB (“ulimit -v”), and finder needs at least {needed} MiB.
        error.missingCompanion = this command needs finder-net, which is not beside finder (looked in {folders}). Reinstall finder.
        error.missingResource = finder cannot find its bundled file {file} beside the binary (looked in {folders}). Reinstall finder, or set FINDER_RESOURCES_DIR to the folder that holds finder_FinderResources.resources.
        error.noInodes = the file system that holds {path} has no free inodes left: no new file can be made there, though there may be free space.
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
        help.command.help = Show help for a command or a topic.
        help.command.history = List or clear recent searches, or remove one (five per domain).
        help.command.interactive = Search as you type, with suggestions from history (or just “finder” on a terminal).
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
        help.details.interactive = On a terminal, stock results follow every key as you type; photos follow a short pause in typing (FINDER_DEBOUNCE_MS, default 200) once the line has three characters, or Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or “:more” shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130, Ctrl-Z suspends (fg to come back).\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; “:history”, “:more”, “:help” and “:quit” are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (with json, one document per line).
        help.details.offline = “show” without --domain shows the newest saved result.
        help.details.stocks = Matches ticker prefixes and the start of every word of a name, in any order, ignoring case and accents (é = e, ё = е, ß = ss); Cyrillic and Latin spellings find each other, text typed on the wrong keyboard layout is corrected, and close spellings (one letter off, two in longer words) are shown only when nothing else matches. Exact tickers, whole words and prefixes come first, bigger companies first (an exact match counts as ten times the size), then words written together (cocacola), then transliterations; ordinary shares before depositary receipts. Listings sharing an ISIN, and the company's receipts, are one result, shown by the home listing (the ISIN's country); --all-listings shows each.
        help.details.stocks.show = TICKER is matched exactly, ignoring case. Give several, separated by spaces or commas: each one's listings follow in the order given, and a ticker that names none is said on stderr (in JSON, \"unknown\"); the exit status is 1 only when none is found.
        help.details.stocks.sync = Without --from, every keyless source in turn, each applied on its own. moex: the Moscow Exchange board TQBR: Russian and Latin names, ISIN, prices in roubles (the last trade, else the current or market price, else the previous close), market capitalisation; base URL from FINDER_MOEX_URL. nasdaq: every stock listed on NASDAQ, NYSE and NYSE American, with last sale in US dollars and market capitalisation; base URL from FINDER_NASDAQ_URL; names of listings already in the catalogue are kept. A URL or FILE in the StockFinder format: a JSON array of {\"ticker\", \"name\", \"currentPrice\"} (US dollars), or CSV with a header naming ticker, name, price and optionally currency and exchange. Listings merge with the catalogue by ticker and exchange: names and prices are replaced, new listings added, nothing deleted. Bad rows are skipped and counted. The catalogue and its index change all at once or not at all.
        help.details.suggest = Matching ignores case and accents (ICU). Default domain: stocks.
        help.details.watch = The watchlist is kept in the data folder's store, in the order tickers were added. Prices are those of the catalogue (“finder stocks sync” refreshes them). “finder watch check” shows the tickers whose alert fires now, each said in words, and exits 0; when none fires it exits 1, so a cron job can run: “finder watch check && notify-send …”
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
        help.option.format = output format (default text; csv and tsv give a table with a header row)
        help.option.from = where to sync from: moex, nasdaq, an https URL or a file (by default every keyless source)
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
        help.option.sort = the order of the results (default relevance; price, change and marketcap largest first)
        help.option.theme = colours for a dark or light terminal, or colours told apart with red-green colour blindness (default auto)
        help.option.version = show the version
        help.optional = optional
        help.options = Options:
        help.or = or
        help.subcommands = Subcommands:
        help.topics = Help topics:
        help.usage = Usage:
        hint.diskFull = Nothing was lost: free some space in {folder} or elsewhere on its disk, then run finder again. Keep the store: it holds your history and synced listings.
        hint.empty.field.name = Only company names were searched; try --by all.
        hint.empty.field.ticker = Only tickers were searched; try --by all.
        hint.empty.stocks = Try fewer letters, a ticker such as AAPL, or the name in another spelling.
        hint.empty.ticker = Search by name instead: “finder stocks {ticker}”
        hint.empty.tickers = Check the spelling, or search by name: “finder stocks NAME”
        hint.index.failed = Check free disk space and permissions, then try again; the catalogue and your history are kept.
        hint.index.memory = Close programs that hold much memory, or raise the limit if one is set (“ulimit -v”), then try again; the catalogue and your history are kept.
        hint.limit = Raise the limit (or start finder from a shell without it), then run finder again. Nothing was changed.
        hint.noInodes = Nothing was lost: delete files you no longer need from that file system (it is many small files that use up inodes; df -i shows how many are left), then run finder again. Keep the store: it holds your history and synced listings.
        hint.noPrices = No prices yet: run “finder stocks sync” to fetch current prices from the Moscow Exchange and Nasdaq.
        hint.store.catalogueMismatch = To re-import the bundled catalogue and keep your history and saved results: “sqlite3 {path} \"DELETE FROM stocks; DELETE FROM meta WHERE key = 'catalogue.checksum'\"”, then run finder again (and “finder stocks sync” for current prices).
        hint.store.corrupt = To recover, move the store aside and run finder again; the bundled catalogue is imported afresh: “mv {path} {path}.broken”
        hint.store.failed = The store itself is intact and keeps your history and synced listings: remove the cause, then run finder again.
        hint.store.foreignJournal = To recover, move the journal aside and run finder again; the store keeps its catalogue, history and saved results as of its last checkpoint: “mv {path}-wal {path}-wal.foreign”
        hint.store.inconsistent = finder will not import the bundled catalogue over these listings. To start afresh, move the store aside and run finder again: “mv {path} {path}.broken” — the old file keeps your history and synced listings for “sqlite3” to read.
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
        interactive.commands = Commands: “:more” (next page), “:history”, “:quit”.
        interactive.commands.photos = Commands: “:more” (next page), “:history”, “:color”, “:orientation”, “:order” (filters; “any” clears one), “:quit”.
        interactive.emptyLine = Type a query, or “:history”, “:more”, “:quit”.
        interactive.filter.badValue.color = “{value}” is not a colour finder knows: try blue, black_and_white or any.
        interactive.filter.badValue.order = “:order” takes relevant or latest.
        interactive.filter.badValue.orientation = “:orientation” takes landscape, portrait, squarish or any.
        interactive.filters.none = No filters: any colour and orientation, most relevant first.
        interactive.help = Type a query and press Enter to search. Commands: “:more” for the next page, “:history” for recent searches (“:history TEXT” for those containing it), “:help” for this list, “:quit” to leave (Ctrl-D too). Ctrl-C stops a search or clears the line.
        interactive.interrupted.prompt = Ctrl-C: line cleared. Type “:quit” or press Ctrl-D to leave.
        interactive.interrupted.search = Search for “{query}” stopped.
        interactive.keys.photos = Enter search/show photo · Up/Down move · Tab suggestion · PgDn more · Esc quit
        interactive.keys.stocks = Up/Down move · Tab suggestion · Enter save query · PgDn/PgUp page · Esc quit
        interactive.keys.viewing = Esc/Enter back to the list · Up/Down previous/next photo
        interactive.line.intro.photos = Interactive photo search. Type a query and press Enter; commands: “:more”, “:history”, “:help”, “:quit”. Ctrl-D also quits.
        interactive.line.intro.stocks = Interactive stock search. Type a query and press Enter; commands: “:more”, “:history”, “:help”, “:quit”. Ctrl-D also quits.
        interactive.loading.photos = Searching photos for “{query}”…
        interactive.loading.stocks = Searching stocks for “{query}”…
        interactive.moreHint = Type “:more” for the next page.
        interactive.noMorePages = There are no more results.
        interactive.noResultsToPage = Search for something first; then “:more” or Page Down shows the next page.
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
        label.cusip = CUSIP
        label.domain = in
        label.exchange = exchange
        label.figi = FIGI
        label.isin = ISIN
        label.marketCap = market capitalisation
        label.match = match:
        label.name = name
        label.names = other names
        label.price = price
        label.priceDate = price date
        label.priceSource = price source
        label.savedTo = saved to
        label.symbol = Yahoo symbol
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
        man.section.formats = OUTPUT FORMATS
        man.section.json = JSON OUTPUT
        man.section.name = NAME
        man.section.options = OPTIONS
        man.section.seeAlso = SEE ALSO
        man.section.synopsis = SYNOPSIS
        match.exact-ticker = exact ticker
        match.identifier = identifier
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
        notice.layout = Showing results for “{corrected}”: “{query}” looks typed on the other keyboard layout.
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
        photos.help.details.download = Reports the download to Unsplash first, as its API Guidelines require, then saves the image atomically to --output (a file, or a folder for ID-SIZE.jpg; by default ID-SIZE.jpg here) and prints the path. An existing file is never replaced without --force.
        photos.help.details.more = Uses the query and filters of the last successful photo search.
        photos.help.details.show = ID is the photo’s Unsplash ID (“id” in search results). Needs the network and the access key; nothing is recorded in history.
        photos.help.download = Download one photo’s image to a file.
        photos.help.examples =   finder photos mountain lake\\n  finder photos ocean --color blue --orientation landscape\\n  finder --lang ru photos море --color синий\\n  finder photos cats --per-page 30 --page 2 --json\\n  finder photos more
        photos.help.examples.download =   finder photos download Cat1abc_XyZ\\n  finder photos download Cat1abc_XyZ --size raw --output ~/Pictures/\\n  finder photos download Cat1abc_XyZ --output cat.jpg --force
        photos.help.examples.more =   finder photos forest\\n  finder photos more
        photos.help.examples.show =   finder photos show Cat1abc_XyZ\\n  finder photos show Cat1abc_XyZ --json
        photos.help.globalColor = goes before “photos”, because after “photos” --color sets the colour of the photos
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
        photos.hint.pastEnd = Start again from the first page: “finder photos {query}”
        photos.hint.rateLimited = Try again {when}. Saved results still work: “finder --offline photos QUERY”
        photos.hint.unauthorized = Check the Access Key of your app at https://unsplash.com/oauth/applications, then store it again: “finder config set unsplash-key” (or fix UNSPLASH_ACCESS_KEY, which is used first).
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
        photos.more.none.hint = Search first, for example: “finder photos mountains”
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
        photos.show.notFound.hint = Photo IDs are in search results: “finder photos QUERY --json” (the “id” of each).
        photos.show.summary = Photo {id} on Unsplash.
        photos.size = {width} × {height}
        photos.size.words[one] = {width} by {count} pixel
        photos.size.words[other] = {width} by {count} pixels
        photos.sponsored = sponsored by {sponsor}
        photos.summary.more = . Next page: “finder photos more”
        photos.summary.page = , page {page} of {pages}
        photos.summary[one] = {count} photo of {total}
        photos.summary[other] = {count} photos of {total}
        photos.unknownAuthor = unknown author
        placeholder.COLOUR = COLOUR
        placeholder.COMMAND = COMMAND
        placeholder.COUNTRY = COUNTRY
        placeholder.DIR = DIR
        placeholder.EXCHANGE = EXCHANGE
        placeholder.FIELDS = FIELDS
        placeholder.FILE = FILE
        placeholder.KEY = KEY
        placeholder.NAME = NAME
        placeholder.OPTIONS = OPTIONS
        placeholder.PATH = PATH
        placeholder.QUERY = QUERY
        placeholder.TEXT = TEXT
        placeholder.TICKER = TICKER
        placeholder.TOPIC = TOPIC
        placeholder.URL = URL
        placeholder.VALUE = VALUE
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
        reason.errno.EFBIG = the file would grow past the size limit set for finder (“ulimit -f”)
        reason.errno.EIO = the disk reported an input/output error
        reason.errno.EISDIR = it is a folder, not a file
        reason.errno.ELOOP = too many symbolic links in the path
        reason.errno.EMFILE = too many files are open
        reason.errno.ENAMETOOLONG = the name is too long
        reason.errno.ENOENT = there is no such file or folder
        reason.errno.ENOMEM = there is not enough memory for it (a limit such as “ulimit -v” may be set)
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
        state.content.resultsOfOver[one] = {shown} of over {count} result; --limit 0 shows all
        state.content.resultsOfOver[other] = {shown} of over {count} results; --limit 0 shows all
        state.content.resultsOf[one] = {shown} of {count} result; --limit 0 shows all
        state.content.resultsOf[other] = {shown} of {count} results; --limit 0 shows all
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
        sync.bad.tooLarge = the file is 4 GiB or larger, more than a CSV file can be read as
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
        sync.hint.offline = Run it without --offline, or sync from a file: “finder stocks sync --from FILE”
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
        sync.reason.placeless = a ticker listed elsewhere, with no exchange or country to say which listing ({count})
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
        topic.environment.intro = An option given on the command line wins over its variable.
        topic.exit-codes.intro = Every command ends with one of these statuses; a script can tell a search that found nothing (1) from one that failed.
        topic.formats.accessible = for screen readers: one result per line starting with its position, fields ended by semicolons, numbers and tickers written to be read aloud; no colour, padding, spinner or drawing
        topic.formats.intro = Choose with --format (or --json) and --accessible, anywhere on the line.
        topic.formats.json = for scripts: exactly one JSON document on standard output for every outcome, errors and usage mistakes included (see “finder help json”)
        topic.formats.jsonl = one JSON event per line: a state event when work starts, one result event per result, then a last state event with the count, the message or the error
        topic.formats.streams = Help, the man page, completion scripts and --version are documents too in JSON: one result holding the text. Unknown values are null, never empty strings; timestamps are ISO 8601 in UTC.
        topic.formats.text = for people: results in aligned columns on standard output, in colour where allowed; counts, hints, progress and errors on standard error
        topic.json.document = document: {members}
        topic.json.domains = Each domain adds its own members, present in every document of the domain and null when unknown:
        topic.json.intro = Every JSON document has these members, whatever its outcome; member names are English and stable, messages are in the UI language, and new members may be added.
        topic.json.member.count = how many results the document holds
        topic.json.member.domain = the command that answered (below); cli for help, --version and usage errors
        topic.json.member.error = for an error, an object with code (“finder help exit-codes”), message and hint; else null
        topic.json.member.message = for an empty outcome, what happened and what to try; for an action, what was done
        topic.json.member.offline = true when the results are a saved result shown offline
        topic.json.member.page = the page of a photo search, else null
        topic.json.member.query = the query as given, or null
        topic.json.member.results = the results, each with its domain's members (below)
        topic.json.member.schemaVersion = 1; raised only for incompatible changes
        topic.json.member.state = content, empty or error
        topic.json.member.totalPages = the pages a photo search has, else null
        topic.json.none = no members of its own
        topic.json.result = each result: {members}
        topic.json.rules = Interrupted with Ctrl-C, a command still writes its document, with the error code interrupted. Schemas for every domain are in docs/schemas of finder's source.
        topic.json.savedDomain = those of the domain named by savedDomain
        topic.summary.environment = The environment variables finder reads.
        topic.summary.exit-codes = Exit statuses, and the error codes of JSON output.
        topic.summary.formats = Output formats: text, accessible text, JSON and JSON Lines.
        topic.summary.json = The members of a JSON document, by domain.
        usage.aFilePath = a file path, or a folder to write the file in
        usage.aPath = a folder path
        usage.badAlert = “finder watch alert” needs a ticker and an alert: TICKER above N, TICKER below N, TICKER change N%, or TICKER off
        usage.badCountry = “{value}” is no country of the catalogue; give an ISO code (us, ch, ru) or a country's name (Switzerland)
        usage.badField = unknown field “{value}” for --fields. Valid fields: {choices}
        usage.badField.suggest = unknown field “{value}” for --fields; did you mean “{suggestion}”? Valid fields: {choices}
        usage.badPhotoID = “{id}” is not an Unsplash photo ID: IDs are letters, digits, “-” and “_”.
        usage.badSubcommand = unknown action “{value}” for “finder {command}”. Valid actions: {choices}
        usage.badSubcommand.suggest = unknown action “{value}” for “finder {command}”; did you mean “{suggestion}”? Valid actions: {choices}
        usage.badValue = invalid value “{value}” for {option}. Valid values: {choices}
        usage.badValue.suggest = invalid value “{value}” for {option}; did you mean “{suggestion}”? Valid values: {choices}
        usage.colour.russian = (or in Russian: {names})
        usage.controlCharacter = the query for “finder {command}” contains a control character ({character}); type the query without it
        usage.integerRange = a whole number from {min} to {max}
        usage.missingPhotoID = “finder {command}” needs a photo ID, for example: “finder {command} Cat1abc_XyZ” (IDs are in the results of “finder photos QUERY --json”)
        usage.missingQuery = “finder {command}” needs a search query, for example: “finder {command} apple”
        usage.missingSubcommand = “finder {command}” needs one of: {choices}
        usage.missingTicker = “finder stocks show” needs a ticker, for example: “finder stocks show AAPL”
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
        watch.hint.add = Add the ticker to the watchlist first: “finder watch add {ticker}”
        watch.hint.alert = Set one: “finder watch alert AAPL above 250”
        watch.hint.empty = Add tickers: “finder watch add AAPL MSFT”
        watch.noneAdded = No ticker was added to the watchlist.
        watch.notWatched = “{ticker}” is not on the watchlist.
        watch.removed[one] = Removed {count} ticker from the watchlist.
        watch.removed[other] = Removed {count} tickers from the watchlist.
        watch.unchanged = The watchlist is unchanged.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 33837, 33857, 33860, 33874, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38720, 38740, 38743, 38750,
        -1, -1, -1, -1, 22828, 22840, 22843, 22855, 10145, 10169, 10172, 10420, -1, -1, -1, -1,
        8281, 8301, 8304, 8383, 32819, 32837, 32840, 32870, 23387, 23411, 23414, 23434, 38801, 38815, 38818, 38855,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 555, 567, 570, 575,
        -1, -1, -1, -1, 29372, 29391, 29394, 29422, 4594, 4611, 4614, 4641, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        117, 128, 131, 144, 19455, 19475, 19478, 19511, 20133, 20154, 20157, 20215, 26841, 26858, 26861, 26946,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14466, 14484, 14487, 14502,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17233, 17250, 17253, 17399,
        -1, -1, -1, -1, 30114, 30131, 30134, 30287, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46354, 46380, 46383, 46397, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2033, 2059, 2062, 2124, 11818, 11840, 11843, 11927, -1, -1, -1, -1,
        21694, 21720, 21723, 21760, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58286, 58310, 58313, 58349, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31262, 31280, 31283, 31310,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46018, 46050, 46053, 46104, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51254, 51278, 51281, 51300, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37724, 37741, 37744, 38015,
        -1, -1, -1, -1, -1, -1, -1, -1, 23100, 23110, 23113, 23117, 6861, 6880, 6883, 6931,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57925, 57943, 57946, 57986,
        -1, -1, -1, -1, 41529, 41548, 41551, 41588, 49841, 49855, 49858, 49924, 41733, 41753, 41756, 41770,
        16864, 16881, 16884, 16958, -1, -1, -1, -1, -1, -1, -1, -1, 576, 593, 596, 606,
        10421, 10445, 10448, 11354, 28196, 28210, 28213, 28340, 23079, 23090, 23093, 23099, 30628, 30648, 30651, 30690,
        56332, 56348, 56351, 56460, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19574, 19590, 19593, 19625, 23003, 23013, 23016, 23020, 52243, 52274, 52277, 52297, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5971, 5983, 5986, 6047, -1, -1, -1, -1,
        -1, -1, -1, -1, 34025, 34056, 34059, 34082, 41068, 41095, 41098, 41116, -1, -1, -1, -1,
        -1, -1, -1, -1, 43174, 43196, 43199, 43238, 26594, 26612, 26615, 26671, 13379, 13404, 13407, 13546,
        54898, 54923, 54926, 55007, -1, -1, -1, -1, 25529, 25539, 25542, 25574, -1, -1, -1, -1,
        -1, -1, -1, -1, 41487, 41503, 41506, 41528, -1, -1, -1, -1, -1, -1, -1, -1,
        60305, 60321, 60324, 60369, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35997, 36022, 36025, 36069, 48366, 48393, 48396, 48504, -1, -1, -1, -1,
        -1, -1, -1, -1, 23301, 23313, 23316, 23324, -1, -1, -1, -1, 40855, 40880, 40883, 40899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17883, 17911, 17914, 18156, 22049, 22065, 22068, 22079, 26183, 26205, 26208, 26286, 42565, 42596, 42599, 42647,
        20216, 20249, 20252, 20329, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7342, 7361, 7364, 7417, 316, 333, 336, 355,
        37130, 37146, 37149, 37243, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30847, 30869, 30872, 30902, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50177, 50194, 50197, 50280, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 145, 157, 160, 176, -1, -1, -1, -1,
        45518, 45536, 45539, 45555, -1, -1, -1, -1, 45692, 45705, 45708, 45714, 56461, 56475, 56478, 56543,
        -1, -1, -1, -1, -1, -1, -1, -1, 42346, 42378, 42381, 42430, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 14073, 14098, 14101, 14241, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28804, 28827, 28830, 28841, 42143, 42160, 42163, 42168,
        21158, 21181, 21184, 21264, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44812, 44838, 44841, 44896, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36931, 36958, 36961, 36998,
        -1, -1, -1, -1, 5376, 5394, 5397, 5494, -1, -1, -1, -1, 45662, 45673, 45676, 45691,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32093, 32118, 32121, 32186, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60066, 60083, 60086, 60148, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58068, 58086, 58089, 58183, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19872, 19892, 19895, 19958, -1, -1, -1, -1, 1748, 1774, 1777, 1823,
        45357, 45364, 45367, 45376, 52421, 52443, 52446, 52447, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41384, 41406, 41409, 41433, -1, -1, -1, -1,
        31719, 31739, 31742, 31776, 46724, 46744, 46747, 46766, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8197, 8220, 8223, 8280, 24436, 24461, 24464, 24554,
        48256, 48275, 48278, 48365, 58882, 58899, 58902, 58929, -1, -1, -1, -1, -1, -1, -1, -1,
        33313, 33332, 33335, 33380, 29218, 29230, 29233, 29275, 16724, 16745, 16748, 16795, 36646, 36670, 36673, 36728,
        55362, 55385, 55388, 55411, -1, -1, -1, -1, 56041, 56059, 56062, 56104, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34125, 34153, 34156, 34175, 54675, 54699, 54702, 54777, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50281, 50298, 50301, 50358, -1, -1, -1, -1,
        18910, 18931, 18934, 18994, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        515, 527, 530, 535, 50762, 50775, 50778, 50801, 46767, 46780, 46783, 46815, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38603, 38622, 38625, 38631, 54315, 54333, 54336, 54432,
        56877, 56904, 56907, 57021, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33913, 33949, 33952, 33967,
        -1, -1, -1, -1, 39190, 39206, 39209, 39254, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31908, 31939, 31942, 32092, -1, -1, -1, -1, 11443, 11461, 11464, 11817,
        54273, 54292, 54295, 54314, 6689, 6699, 6702, 6801, 50685, 50705, 50708, 50761, -1, -1, -1, -1,
        -1, -1, -1, -1, 28700, 28710, 28713, 28726, -1, -1, -1, -1, 32549, 32568, 32571, 32582,
        29692, 29712, 29715, 29756, -1, -1, -1, -1, 60370, 60385, 60388, 60425, -1, -1, -1, -1,
        -1, -1, -1, -1, 26287, 26303, 26306, 26422, -1, -1, -1, -1, -1, -1, -1, -1,
        8384, 8408, 8411, 9335, 13074, 13096, 13099, 13214, -1, -1, -1, -1, -1, -1, -1, -1,
        27707, 27721, 27724, 27800, 30794, 30814, 30817, 30846, -1, -1, -1, -1, 23368, 23380, 23383, 23386,
        28609, 28622, 28625, 28699, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22204, 22233, 22236, 22283, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41987, 42003, 42006, 42010,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83, 93, 96, 116, 4015, 4036, 4039, 4205, 33381, 33406, 33409, 33469, -1, -1, -1, -1,
        22703, 22726, 22729, 22741, -1, -1, -1, -1, 5118, 5144, 5147, 5166, 42648, 42681, 42684, 42733,
        60149, 60163, 60166, 60236, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55091, 55113, 55116, 55153, 33875, 33899, 33902, 33912, 51617, 51646, 51649, 51690,
        29423, 29443, 29446, 29460, -1, -1, -1, -1, 52500, 52527, 52530, 52554, -1, -1, -1, -1,
        -1, -1, -1, -1, 57229, 57249, 57252, 57276, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 703, 720, 723, 733, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31015, 31032, 31035, 31103,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56544, 56566, 56569, 56667,
        -1, -1, -1, -1, 5270, 5287, 5290, 5375, -1, -1, -1, -1, 48849, 48876, 48879, 48967,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47511, 47533, 47536, 47651,
        -1, -1, -1, -1, -1, -1, -1, -1, 44141, 44159, 44162, 44190, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46919, 46940, 46943, 46977, 27183, 27204, 27207, 27272,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29188, 29204, 29207, 29217,
        42091, 42107, 42110, 42114, 6285, 6303, 6306, 6346, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59772, 59789, 59792, 59834, -1, -1, -1, -1, 6988, 7008, 7011, 7074,
        33692, 33716, 33719, 33728, -1, -1, -1, -1, 59608, 59624, 59627, 59646, -1, -1, -1, -1,
        -1, -1, -1, -1, 536, 547, 550, 554, 6468, 6497, 6500, 6554, 23021, 23031, 23034, 23038,
        765, 779, 782, 789, 22856, 22869, 22872, 22879, 36589, 36613, 36616, 36645, 50359, 50377, 50380, 50465,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1167, 1188, 1191, 1226,
        -1, -1, -1, -1, 29489, 29505, 29508, 29548, 34485, 34508, 34511, 34530, 57105, 57127, 57130, 57228,
        14410, 14436, 14439, 14465, 48505, 48525, 48528, 48582, 43239, 43263, 43266, 43362, 6555, 6577, 6580, 6624,
        19959, 19986, 19989, 20132, 43363, 43382, 43385, 43402, 58405, 58425, 58428, 58486, -1, -1, -1, -1,
        209, 226, 229, 232, 34954, 34982, 34985, 35239, 51562, 51582, 51585, 51616, 52835, 52862, 52865, 52882,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21828, 21848, 21851, 21886,
        49359, 49375, 49378, 49395, 51397, 51418, 51421, 51450, -1, -1, -1, -1, 917, 928, 931, 935,
        18645, 18668, 18671, 18909, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49605, 49627, 49630, 49701, 255, 267, 270, 288,
        45126, 45147, 45150, 45166, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29006, 29022, 29025, 29036, -1, -1, -1, -1,
        49433, 49450, 49453, 49465, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27639, 27655, 27658, 27706, 42311, 42325, 42328, 42345, 46558, 46577, 46580, 46622, 52603, 52628, 52631, 52653,
        -1, -1, -1, -1, -1, -1, -1, -1, 29061, 29080, 29083, 29090, 23565, 23580, 23583, 24075,
        28943, 28960, 28963, 28968, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52338, 52363, 52366, 52379, -1, -1, -1, -1, 46445, 46463, 46466, 46496, -1, -1, -1, -1,
        -1, -1, -1, -1, 36172, 36195, 36198, 36288, 28061, 28075, 28078, 28123, -1, -1, -1, -1,
        28727, 28735, 28738, 28771, 23524, 23544, 23547, 23564, 38690, 38711, 38714, 38719, -1, -1, -1, -1,
        31777, 31799, 31802, 31824, 32294, 32314, 32317, 32372, -1, -1, -1, -1, -1, -1, -1, -1,
        33632, 33656, 33659, 33691, -1, -1, -1, -1, 16438, 16450, 16453, 16461, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11355, 11375, 11378, 11442, -1, -1, -1, -1,
        18157, 18175, 18178, 18304, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44422, 44442, 44445, 44484, -1, -1, -1, -1, -1, -1, -1, -1, 51341, 51363, 51366, 51396,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38776, 38793, 38796, 38800,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21887, 21910, 21913, 21939,
        42734, 42759, 42762, 42799, 58789, 58796, 58799, 58833, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46273, 46303, 46306, 46353, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22284, 22309, 22312, 22326, -1, -1, -1, -1, -1, -1, -1, -1, 43986, 44005, 44008, 44024,
        -1, -1, -1, -1, 15642, 15658, 15661, 15681, -1, -1, -1, -1, 46978, 47000, 47003, 47049,
        -1, -1, -1, -1, -1, -1, -1, -1, 25688, 25710, 25713, 25844, 59493, 59506, 59509, 59552,
        3361, 3386, 3389, 3487, 43437, 43456, 43459, 43476, -1, -1, -1, -1, 15753, 15768, 15771, 15821,
        -1, -1, -1, -1, 51128, 51148, 51151, 51163, 58487, 58515, 58518, 58609, 43782, 43807, 43810, 43830,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51691, 51712, 51715, 51737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28880, 28900, 28903, 28911,
        -1, -1, -1, -1, 51046, 51062, 51065, 51083, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 55154, 55177, 55180, 55207, 28124, 28139, 28142, 28195,
        59689, 59707, 59710, 59733, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52041, 52053, 52056, 52080, 54778, 54801, 54804, 54897, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22080, 22098, 22101, 22123, 25136, 25167, 25170, 25257, 34362, 34380, 34383, 34394,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42041, 42057, 42060, 42064,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18437, 18462, 18465, 18644, 31549, 31567, 31570, 31590, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20405, 20444, 20447, 20509, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42169, 42184, 42187, 42190, 45556, 45576, 45579, 45596, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22977, 22991, 22994, 23002, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30691, 30705, 30708, 30776, 45088, 45107, 45110, 45125, 53266, 53290, 53293, 53473, 13989, 14012, 14015, 14072,
        -1, -1, -1, -1, 1488, 1514, 1517, 1629, -1, -1, -1, -1, 23279, 23291, 23294, 23300,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40541, 40564, 40567, 40633,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21350, 21379, 21382, 21521, -1, -1, -1, -1, -1, -1, -1, -1, 60237, 60253, 60256, 60304,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41304, 41323, 41326, 41349, -1, -1, -1, -1, 43736, 43755, 43758, 43781,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44764, 44780, 44783, 44811, -1, -1, -1, -1, 3912, 3941, 3944, 4014,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39953, 39973, 39976, 39990, 59835, 59852, 59855, 59897, 835, 848, 851, 857,
        29992, 30007, 30010, 30113, -1, -1, -1, -1, -1, -1, -1, -1, 3488, 3505, 3508, 3676,
        47801, 47823, 47826, 47856, 42926, 42949, 42952, 42998, 51220, 51234, 51237, 51253, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45715, 45725, 45728, 45733,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38908, 38927, 38930, 38965, 17032, 17050, 17053, 17116, -1, -1, -1, -1,
        -1, -1, -1, -1, 36353, 36377, 36380, 36498, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12670, 12691, 12694, 12781, 19512, 19527, 19530, 19573, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33030, 33054, 33057, 33150, 38230, 38253, 38256, 38335, -1, -1, -1, -1, 31454, 31479, 31482, 31507,
        31636, 31655, 31658, 31718, 58682, 58709, 58712, 58788, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19103, 19125, 19128, 19166,
        28969, 28988, 28991, 29005, 49396, 49415, 49418, 49432, 26947, 26969, 26972, 27036, 43101, 43123, 43126, 43173,
        41434, 41458, 41461, 41486, 54433, 54449, 54452, 54612, 5832, 5846, 5849, 5970, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52933, 52958, 52961, 52982, 35553, 35573, 35576, 35794, -1, -1, -1, -1,
        34176, 34205, 34208, 34223, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        46884, 46898, 46901, 46918, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45597, 45611, 45614, 45635, 7496, 7520, 7523, 7604,
        3677, 3691, 3694, 3697, 29037, 29053, 29056, 29060, 40733, 40756, 40759, 40781, -1, -1, -1, -1,
        32454, 32481, 32484, 32548, -1, -1, -1, -1, 43054, 43075, 43078, 43100, 40680, 40707, 40710, 40732,
        4642, 4659, 4662, 4710, 50466, 50485, 50488, 50556, -1, -1, -1, -1, -1, -1, -1, -1,
        41117, 41137, 41140, 41185, 40973, 41000, 41003, 41021, 45923, 45950, 45953, 45968, 41965, 41980, 41983, 41986,
        2125, 2149, 2152, 2240, 45734, 45767, 45770, 45826, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21940, 21967, 21970, 22048, 35795, 35824, 35827, 35996, 40365, 40391, 40394, 40450, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43403, 43421, 43424, 43436,
        33729, 33756, 33759, 33769, 18995, 19005, 19008, 19042, 38549, 38568, 38571, 38573, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20884, 20914, 20917, 20981, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13547, 13572, 13575, 13768, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49205, 49225, 49228, 49300, -1, -1, -1, -1,
        47857, 47876, 47879, 47980, 52448, 52473, 52476, 52499, 8171, 8184, 8187, 8196, 34083, 34109, 34112, 34124,
        46398, 46426, 46429, 46444, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39991, 40018, 40021, 40092, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19167, 19185, 19188, 19209, -1, -1, -1, -1, 53569, 53587, 53590, 53730, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36788, 36813, 36816, 36870,
        42519, 42536, 42539, 42564, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13215, 13235, 13238, 13378, 50617, 50633, 50636, 50684, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58184, 58204, 58207, 58285, 30389, 30414, 30417, 30506,
        2293, 2312, 2315, 3145, -1, -1, -1, -1, -1, -1, -1, -1, 38751, 38768, 38771, 38775,
        -1, -1, -1, -1, -1, -1, -1, -1, 34318, 34352, 34355, 34361, 19301, 19319, 19322, 19397,
        39415, 39430, 39433, 39484, 52129, 52147, 52150, 52165, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 16140, 16156, 16159, 16246, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7808, 7830, 7833, 7862, 39789, 39803, 39806, 39834, -1, -1, -1, -1,
        4206, 4232, 4235, 4298, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15232, 15250, 15253, 15325, 37556, 37573, 37576, 37603,
        52298, 52321, 52324, 52337, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7935, 7959, 7962, 8040, 23486, 23504, 23507, 23523,
        900, 910, 913, 916, 31104, 31119, 31122, 31175, 44025, 44045, 44048, 44090, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 7075, 7099, 7102, 7189,
        48153, 48176, 48179, 48255, 26064, 26078, 26081, 26112, 42011, 42030, 42033, 42040, 51830, 51855, 51858, 51884,
        7863, 7887, 7890, 7934, -1, -1, -1, -1, 47305, 47321, 47324, 47379, 25575, 25602, 25605, 25687,
        -1, -1, -1, -1, 36871, 36894, 36897, 36930, 42835, 42841, 42844, 42856, -1, -1, -1, -1,
        7190, 7210, 7213, 7266, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14672, 14686, 14689, 14724, 29804, 29822, 29825, 29880, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14779, 14798, 14801, 14870, 32187, 32214, 32217, 32247, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5495, 5517, 5520, 5618,
        -1, -1, -1, -1, 44897, 44916, 44919, 44950, -1, -1, -1, -1, 9418, 9437, 9440, 10144,
        23039, 23054, 23057, 23078, 25960, 25981, 25984, 26063, 6932, 6949, 6952, 6987, 36729, 36759, 36762, 36787,
        40900, 40918, 40921, 40926, -1, -1, -1, -1, 684, 695, 698, 702, 2241, 2259, 2262, 2292,
        33770, 33789, 33792, 33803, 6127, 6143, 6146, 6216, 48661, 48679, 48682, 48747, 57638, 57656, 57659, 57745,
        -1, -1, -1, -1, -1, -1, -1, -1, 28531, 28545, 28548, 28608, 52555, 52579, 52582, 52602,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13851, 13870, 13873, 13988, 45827, 45862, 45865, 45922,
        -1, -1, -1, -1, -1, -1, -1, -1, 56773, 56792, 56795, 56876, -1, -1, -1, -1,
        16475, 16491, 16494, 16506, 17516, 17529, 17532, 17761, -1, -1, -1, -1, 20330, 20363, 20366, 20404,
        56105, 56120, 56123, 56168, 58610, 58629, 58632, 58681, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 51995, 52014, 52017, 52040, -1, -1, -1, -1,
        -1, -1, -1, -1, 38336, 38360, 38363, 38548, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 54613, 54636, 54639, 54674, -1, -1, -1, -1, 22404, 22424, 22427, 22458,
        -1, -1, -1, -1, 41881, 41901, 41904, 41912, 936, 948, 951, 956, 14871, 14891, 14894, 14953,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20510, 20534, 20537, 20597, -1, -1, -1, -1,
        45636, 45647, 45650, 45661, 32646, 32670, 32673, 32818, -1, -1, -1, -1, 59396, 59411, 59414, 59445,
        -1, -1, -1, -1, -1, -1, -1, -1, 45167, 45191, 45194, 45220, 59986, 60001, 60004, 60065,
        -1, -1, -1, -1, -1, -1, -1, -1, 56668, 56684, 56687, 56772, 32248, 32260, 32263, 32293,
        50061, 50082, 50085, 50176, 46623, 46643, 46646, 46683, -1, -1, -1, -1, 15822, 15844, 15847, 15926,
        -1, -1, -1, -1, 16959, 16976, 16979, 17031, -1, -1, -1, -1, 52380, 52400, 52403, 52420,
        -1, -1, -1, -1, -1, -1, -1, -1, 31591, 31607, 31610, 31635, 39678, 39701, 39704, 39740,
        54115, 54133, 54136, 54272, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7605, 7625, 7628, 7691, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6217, 6236, 6239, 6284, 36070, 36095, 36098, 36171, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26672, 26693, 26696, 26702,
        -1, -1, -1, -1, 3146, 3166, 3169, 3360, 57746, 57769, 57772, 57818, -1, -1, -1, -1,
        59898, 59916, 59919, 59985, 980, 999, 1002, 1078, 56169, 56180, 56183, 56196, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15436, 15452, 15455, 15464, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38016, 38042, 38045, 38146, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58973, 58992, 58995, 59007, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44951, 44975, 44978, 44994, 49702, 49718, 49721, 49840,
        60616, 60631, 60634, 60661, -1, -1, -1, -1, -1, -1, -1, -1, 52712, 52745, 52748, 52771,
        48748, 48767, 48770, 48848, -1, -1, -1, -1, -1, -1, -1, -1, 59734, 59745, 59748, 59771,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 17117, 17134, 17137, 17232, 29276, 29297, 29300, 29325, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27801, 27821, 27824, 27844,
        -1, -1, -1, -1, 32871, 32892, 32895, 32942, -1, -1, -1, -1, -1, -1, -1, -1,
        57987, 58001, 58004, 58067, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15601, 15617, 15620, 15641,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 31508, 31527, 31530, 31548,
        29154, 29172, 29175, 29187, -1, -1, -1, -1, 58930, 58947, 58950, 58972, -1, -1, -1, -1,
        15119, 15137, 15140, 15231, 53122, 53144, 53147, 53265, -1, -1, -1, -1, 55879, 55903, 55906, 55956,
        -1, -1, -1, -1, 23251, 23263, 23266, 23278, -1, -1, -1, -1, -1, -1, -1, -1,
        356, 374, 377, 399, 23226, 23239, 23242, 23250, -1, -1, -1, -1, -1, -1, -1, -1,
        6048, 6072, 6075, 6126, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39485, 39504, 39507, 39557, 55008, 55033, 55036, 55090, 55483, 55498, 55501, 55522, 55288, 55319, 55322, 55361,
        -1, -1, -1, -1, -1, -1, -1, -1, 19210, 19230, 19233, 19256, -1, -1, -1, -1,
        38856, 38879, 38882, 38907, 41771, 41789, 41792, 41798, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29881, 29894, 29897, 29991,
        -1, -1, -1, -1, 39623, 39639, 39642, 39677, 24927, 24954, 24957, 25010, 5619, 5640, 5643, 5831,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 434, 451, 454, 463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30777, 30789, 30792, 30793, 32583, 32605, 32608, 32645,
        33151, 33175, 33178, 33230, 5228, 5245, 5248, 5269, 51301, 51326, 51329, 51340, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57465, 57485, 57488, 57637,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51164, 51183, 51186, 51219, 858, 869, 872, 876, -1, -1, -1, -1, 6347, 6371, 6374, 6467,
        -1, -1, -1, -1, 23325, 23338, 23341, 23367, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42800, 42821, 42824, 42834, -1, -1, -1, -1, 23118, 23129, 23132, 23143,
        39558, 39576, 39579, 39622, 44485, 44503, 44506, 44589, 14601, 14625, 14628, 14671, 33804, 33824, 33827, 33836,
        -1, -1, -1, -1, -1, -1, -1, -1, 29326, 29342, 29345, 29371, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        23435, 23461, 23464, 23485, -1, -1, -1, -1, 34439, 34467, 34470, 34484, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40093, 40122, 40125, 40198, 46684, 46702, 46705, 46723,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58834, 58853, 58856, 58881, 27145, 27162, 27165, 27182, 44244, 44265, 44268, 44421,
        47380, 47396, 47399, 47425, -1, -1, -1, -1, 28772, 28792, 28795, 28803, -1, -1, -1, -1,
        663, 675, 678, 683, -1, -1, -1, -1, 42115, 42133, 42136, 42142, -1, -1, -1, -1,
        20598, 20614, 20617, 20883, -1, -1, -1, -1, -1, -1, -1, -1, 42282, 42300, 42303, 42310,
        -1, -1, -1, -1, -1, -1, -1, -1, 27037, 27054, 27057, 27144, -1, -1, -1, -1,
        31394, 31418, 31421, 31453, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51885, 51906, 51909, 51994, 38574, 38593, 38596, 38602, 23164, 23179, 23182, 23192, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24233, 24258, 24261, 24320, 27492, 27506, 27509, 27573,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47050, 47073, 47076, 47118, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14954, 14972, 14975, 15005, -1, -1, -1, -1, 15465, 15483, 15486, 15600,
        19257, 19270, 19273, 19300, 34531, 34550, 34553, 34953, 39835, 39857, 39860, 39894, 22124, 22153, 22156, 22203,
        -1, -1, -1, -1, -1, -1, -1, -1, 289, 303, 306, 315, 22939, 22950, 22953, 22958,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7692, 7710, 7713, 7807, 3698, 3714, 3717, 3724, -1, -1, -1, -1, -1, -1, -1, -1,
        40634, 40654, 40657, 40679, 16462, 16469, 16472, 16474, 22913, 22927, 22930, 22938, 33470, 33497, 33500, 33561,
        35331, 35355, 35358, 35489, -1, -1, -1, -1, 48583, 48600, 48603, 48660, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 46105, 46139, 46142, 46194, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1227, 1253, 1256, 1364, 33231, 33250, 33253, 33312, -1, -1, -1, -1,
        14725, 14742, 14745, 14778, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52081, 52097, 52100, 52128, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45969, 45998, 46001, 46017, -1, -1, -1, -1, 44681, 44702, 44705, 44725, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 38665, 38682, 38685, 38689, 41350, 41361, 41364, 41383,
        -1, -1, -1, -1, 49925, 49940, 49943, 49959, 4351, 4363, 4366, 4429, 60426, 60442, 60445, 60484,
        -1, -1, -1, -1, 12450, 12474, 12477, 12669, -1, -1, -1, -1, 59248, 59265, 59268, 59282,
        -1, -1, -1, -1, -1, -1, -1, -1, 42252, 42265, 42268, 42281, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 790, 801, 804, 813, 29549, 29569, 29572, 29618, -1, -1, -1, -1,
        37423, 37444, 37447, 37555, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4920, 4944, 4947, 4953, 32943, 32970, 32973, 33029, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43831, 43850, 43853, 43884, 23193, 23210, 23213, 23225,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 877, 890, 893, 899,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57409, 57427, 57430, 57464, -1, -1, -1, -1, -1, -1, -1, -1,
        59187, 59205, 59208, 59247, 41799, 41818, 41821, 41828, 52191, 52220, 52223, 52242, 19741, 19757, 19760, 19817,
        -1, -1, -1, -1, 39011, 39033, 39036, 39111, -1, -1, -1, -1, -1, -1, -1, -1,
        4891, 4911, 4914, 4919, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16413, 16426, 16429, 16437, -1, -1, -1, -1, -1, -1, -1, -1, 19398, 19418, 19421, 19454,
        -1, -1, -1, -1, 5167, 5193, 5196, 5227, -1, -1, -1, -1, 39741, 39759, 39762, 39788,
        47242, 47262, 47265, 47304, -1, -1, -1, -1, 25378, 25405, 25408, 25528, 55523, 55540, 55543, 55565,
        33562, 33587, 33590, 33631, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 58350, 58371, 58374, 58404, 45278, 45296, 45299, 45315,
        40279, 40307, 40310, 40364, 12133, 12157, 12160, 12251, 19043, 19063, 19066, 19102, -1, -1, -1, -1,
        814, 826, 829, 834, 43630, 43649, 43652, 43678, 45040, 45053, 45056, 45087, 44995, 45017, 45020, 45039,
        31349, 31364, 31367, 31393, 37321, 37346, 37349, 37422, 45221, 45247, 45250, 45277, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40199, 40225, 40228, 40278, 1079, 1100, 1103, 1166,
        37604, 37623, 37626, 37723, 29757, 29777, 29780, 29803, 55566, 55582, 55585, 55744, -1, -1, -1, -1,
        4954, 4967, 4970, 4976, 44726, 44744, 44747, 44763, 51782, 51807, 51810, 51829, 36999, 37022, 37025, 37129,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50873, 50889, 50892, 50913, 14503, 14525, 14528, 14600,
        55208, 55233, 55236, 55287, -1, -1, -1, -1, -1, -1, -1, -1, 29619, 29641, 29644, 29691,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 464, 479, 482, 493, -1, -1, -1, -1, 17762, 17775, 17778, 17882,
        -1, -1, -1, -1, 17400, 17410, 17413, 17515, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28912, 28928, 28931, 28942, 4299, 4312, 4315, 4350, 57022, 57036, 57039, 57104, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43571, 43587, 43590, 43629, -1, -1, -1, -1,
        -1, -1, -1, -1, 5000, 5014, 5017, 5052, 19818, 19833, 19836, 19871, 41859, 41874, 41877, 41880,
        52654, 52681, 52684, 52711, 52772, 52807, 52810, 52834, 43477, 43495, 43498, 43570, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42857, 42881, 42884, 42925,
        47119, 47139, 47142, 47184, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        41636, 41655, 41658, 41682, 26703, 26723, 26726, 26840, 41683, 41704, 41707, 41732, 41913, 41931, 41934, 41940,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34272, 34306, 34309, 34317, -1, -1, -1, -1, 38632, 38653, 38656, 38664,
        26508, 26529, 26532, 26593, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30288, 30312, 30315, 30388, 21049, 21072, 21075, 21157, -1, -1, -1, -1,
        -1, -1, -1, -1, 14361, 14386, 14389, 14409, 55811, 55836, 55839, 55878, 6662, 6681, 6684, 6688,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38147, 38166, 38169, 38229, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35240, 35264, 35267, 35330, -1, -1, -1, -1, 59446, 59461, 59464, 59492, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8108, 8133, 8136, 8170, -1, -1, -1, -1,
        55957, 55978, 55981, 56040, -1, -1, -1, -1, 24321, 24344, 24347, 24435, 11928, 11952, 11955, 12132,
        42065, 42082, 42085, 42090, 43885, 43904, 43907, 43985, 48968, 48985, 48988, 49020, 4864, 4882, 4885, 4890,
        400, 417, 420, 433, 9336, 9356, 9359, 9417, -1, -1, -1, -1, 607, 623, 626, 635,
        -1, -1, -1, -1, 12782, 12807, 12810, 12987, 18305, 18322, 18325, 18436, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 34224, 34259, 34262, 34271,
        50557, 50569, 50572, 50616, -1, -1, -1, -1, 39895, 39916, 39919, 39952, 6802, 6825, 6828, 6860,
        52983, 53010, 53013, 53035, -1, -1, -1, -1, 53474, 53493, 53496, 53568, 24076, 24102, 24105, 24232,
        27975, 27991, 27994, 28060, 34395, 34421, 34424, 34438, 57277, 57299, 57302, 57408, 16534, 16544, 16547, 16553,
        -1, -1, -1, -1, -1, -1, -1, -1, 28458, 28471, 28474, 28530, -1, -1, -1, -1,
        39255, 39276, 39279, 39335, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36289, 36305, 36308, 36352, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31311, 31327, 31330, 31348, -1, -1, -1, -1,
        22459, 22483, 22486, 22589, 734, 751, 754, 764, 24555, 24575, 24578, 24695, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25258, 25285, 25288, 25377,
        -1, -1, -1, -1, -1, -1, -1, -1, 41829, 41848, 41851, 41858, -1, -1, -1, -1,
        -1, -1, -1, -1, 31176, 31194, 31197, 31261, -1, -1, -1, -1, 5053, 5064, 5067, 5117,
        12424, 12437, 12440, 12449, 46497, 46515, 46518, 46557, 45476, 45498, 45501, 45517, -1, -1, -1, -1,
        -1, -1, -1, -1, 233, 248, 251, 254, 48105, 48120, 48123, 48152, 56197, 56211, 56214, 56331,
        -1, -1, -1, -1, 55745, 55767, 55770, 55810, 4711, 4727, 4730, 4787, 59047, 59061, 59064, 59096,
        16507, 16518, 16521, 16533, 51084, 51096, 51099, 51127, 51451, 51471, 51474, 51497, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30983, 30995, 30998, 31014, -1, -1, -1, -1, 1949, 1974, 1977, 2032, -1, -1, -1, -1,
        -1, -1, -1, -1, 4788, 4799, 4802, 4810, 45377, 45395, 45398, 45414, 4811, 4829, 4832, 4841,
        -1, -1, -1, -1, 4545, 4570, 4573, 4593, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16374, 16393, 16396, 16412,
        27574, 27597, 27600, 27638, 4512, 4533, 4536, 4544, 24696, 24724, 24727, 24926, 46195, 46223, 46226, 46272,
        -1, -1, -1, -1, -1, -1, -1, -1, 59129, 59145, 59148, 59186, -1, -1, -1, -1,
        43679, 43697, 43700, 43735, 44091, 44109, 44112, 44140, 1824, 1848, 1851, 1948, 494, 506, 509, 514,
        8041, 8065, 8068, 8107, 15326, 15342, 15345, 15435, 26113, 26127, 26130, 26182, 40927, 40952, 40955, 40972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60485, 60503, 60506, 60548, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51738, 51761, 51764, 51781, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12988, 13009, 13012, 13073, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6625, 6643, 6646, 6661, 26423, 26442, 26445, 26507, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37244, 37261, 37264, 37320, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36499, 36532, 36535, 36588, 42431, 42465, 42468, 42518, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 49301, 49323, 49326, 49358, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49021, 49039, 49042, 49086,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4483, 4503, 4506, 4511, 22327, 22352, 22355, 22369,
        23144, 23155, 23158, 23163, 47426, 47443, 47446, 47510, 25845, 25868, 25871, 25959, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47981, 48000, 48003, 48104, 50802, 50819, 50822, 50872, -1, -1, -1, -1,
        16035, 16054, 16057, 16071, 12380, 12396, 12399, 12423, -1, -1, -1, -1, -1, -1, -1, -1,
        29091, 29110, 29113, 29121, 3725, 3745, 3748, 3911, 55412, 55440, 55443, 55482, -1, -1, -1, -1,
        7267, 7286, 7289, 7341, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1365, 1383, 1386, 1487,
        59553, 59573, 59576, 59607, 42217, 42227, 42230, 42251, 22590, 22614, 22617, 22702, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41022, 41047, 41050, 41067,
        49466, 49486, 49489, 49604, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22959, 22971, 22974, 22976, 52883, 52912, 52915, 52932, -1, -1, -1, -1,
        14242, 14267, 14270, 14360, 47185, 47204, 47207, 47241, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1630, 1653, 1656, 1747, 46816, 46833, 46836, 46883,
        -1, -1, -1, -1, 35490, 35510, 35513, 35552, 45316, 45336, 45339, 45356, 59283, 59300, 59303, 59317,
        -1, -1, -1, -1, 40813, 40836, 40839, 40854, 60549, 60569, 60572, 60615, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59318, 59336, 59339, 59360, -1, -1, -1, -1,
        25011, 25046, 25049, 25135, -1, -1, -1, -1, 16554, 16567, 16570, 16723, 31825, 31852, 31855, 31907,
        44636, 44658, 44661, 44680, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 957, 970, 973, 979, 4842, 4856, 4859, 4863, -1, -1, -1, -1,
        -1, -1, -1, -1, 38966, 38985, 38988, 39010, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 27273, 27288, 27291, 27394, 12309, 12334, 12337, 12379,
        29461, 29471, 29474, 29488, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        52166, 52178, 52181, 52190, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30903, 30917, 30920, 30982, 59008, 59027, 59030, 59046, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21522, 21551, 21554, 21693, -1, -1, -1, -1,
        45415, 45435, 45438, 45455, 57819, 57838, 57841, 57924, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53904, 53925, 53928, 54114, -1, -1, -1, -1, -1, -1, -1, -1,
        19626, 19645, 19648, 19740, 7418, 7442, 7445, 7495, 49087, 49106, 49109, 49204, -1, -1, -1, -1,
        27395, 27417, 27420, 27491, -1, -1, -1, -1, 40451, 40473, 40476, 40540, -1, -1, -1, -1,
        40782, 40799, 40802, 40812, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39336, 39358, 39361, 39414, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22370, 22386, 22389, 22403, 50967, 50988, 50991, 51045, 21761, 21787, 21790, 21827, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47652, 47676, 47679, 47800, -1, -1, -1, -1, 636, 651, 654, 662,
        -1, -1, -1, -1, -1, -1, -1, -1, 53731, 53750, 53753, 53903, -1, -1, -1, -1,
        -1, -1, -1, -1, 28842, 28865, 28868, 28879, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 42999, 43022, 43025, 43053, -1, -1, -1, -1, -1, -1, -1, -1,
        15927, 15947, 15950, 16034, -1, -1, -1, -1, -1, -1, -1, -1, 13769, 13790, 13793, 13850,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39112, 39128, 39131, 39189,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22880, 22897, 22900, 22912, -1, -1, -1, -1, -1, -1, -1, -1, 16796, 16819, 16822, 16863,
        15682, 15699, 15702, 15752, -1, -1, -1, -1, -1, -1, -1, -1, 16072, 16089, 16092, 16139,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45456, 45463, 45466, 45475, -1, -1, -1, -1, -1, -1, -1, -1,
        12252, 12276, 12279, 12308, 28341, 28357, 28360, 28457, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41589, 41608, 41611, 41635,
        44590, 44608, 44611, 44635, -1, -1, -1, -1, 29122, 29142, 29145, 29153, -1, -1, -1, -1,
        -1, -1, -1, -1, 59647, 59663, 59666, 59688, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49960, 49977, 49980, 50060, -1, -1, -1, -1, -1, -1, -1, -1,
        22742, 22768, 22771, 22797, -1, -1, -1, -1, 27845, 27863, 27866, 27974, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 177, 185, 188, 208, 4977, 4990, 4993, 4999,
        15006, 15026, 15029, 15118, 22798, 22811, 22814, 22827, 33968, 34000, 34003, 34024, 20982, 21012, 21015, 21048,
        41186, 41211, 41214, 41303, -1, -1, -1, -1, 32373, 32397, 32400, 32453, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16247, 16264, 16267, 16373, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41941, 41957, 41960, 41964, 44191, 44209, 44212, 44243,
        53036, 53059, 53062, 53121, -1, -1, -1, -1, 51498, 51521, 51524, 51561, -1, -1, -1, -1,
        59361, 59378, 59381, 59395, 30507, 30534, 30537, 30627, 59097, 59118, 59121, 59128, -1, -1, -1, -1,
        4430, 4446, 4449, 4482, 42191, 42208, 42211, 42216, -1, -1, -1, -1, 50914, 50928, 50931, 50966,
        -1, -1, -1, -1, -1, -1, -1, -1, 21265, 21289, 21292, 21349, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
    static let compiledRU = _CatalogTable(compiled: """
        accessible.errorPrefix = Ошибка:
        accessible.position = результат {position:masculine}, всего {total:masculine}
        alias.also = другое написание: {name}
        alias.brand = бренд: {name}
        alias.former = прежнее название: {name}
        alias.ru = по-русски: {name}
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
        config.error.extra = после имени настройки слишком много слов; укажите одно значение, например: «finder config set lang ru»
        config.error.keyAsArgument = ключ не принимается в командной строке, где его сохранит история оболочки; передайте его через стандартный ввод или введите по запросу.
        config.error.keyTooLong = ключ длиннее {limit} символов — таких ключей у Unsplash не бывает; ничего не сохранено.
        config.error.missingAction = команде «finder config» нужно действие: {choices}
        config.error.missingName = команде «finder config» нужно имя настройки: lang, theme, color, limit, images, format, unsplash-key
        config.error.missingValue = команде «finder config set {name}» нужно значение: {choices}
        config.error.unknownAction = неизвестное действие «{action}» для «finder config». Допустимые действия: {choices}
        config.error.unknownName = неизвестная настройка. Допустимые настройки: lang, theme, color, limit, images, format, unsplash-key
        config.error.write = не удаётся записать {path}: {reason}.
        config.help.details = «list» показывает все сохранённые настройки и откуда взято каждое значение; «get ИМЯ» выводит действующее значение; «set ИМЯ ЗНАЧЕНИЕ» сохраняет его, а «unset ИМЯ» удаляет. ИМЯ — lang, theme, color, limit, images или format (значения те же, что у одноимённых параметров). Значение берётся сначала из параметра в командной строке, затем из окружения (FINDER_LANG, FINDER_THEME, NO_COLOR и подобные, FINDER_LIMIT, FINDER_IMAGES, FINDER_FORMAT), затем из этого файла и только потом встроенное (для lang — из LANGUAGE, LC_ALL, LC_MESSAGES, LANG). Файл — $XDG_CONFIG_HOME/finder/config (~/.config/finder/config), доступный только вам. «set unsplash-key» читает ключ со стандартного ввода (чтобы он не попал в историю оболочки); ключ можно получить на https://unsplash.com/developers. Переменная окружения UNSPLASH_ACCESS_KEY, если задана, используется первой.
        config.help.examples =   finder config set lang ru\\n  finder config set limit 50\\n  finder config get format\\n  finder config list\\n  finder config unset theme\\n  pass show unsplash | finder config set unsplash-key
        config.hint.exposedFolder = Укажите в XDG_CONFIG_HOME папку, доступную только вам, или попросите её владельца выполнить для неё «chmod 700».
        config.hint.usage = Использование: finder config list | get ИМЯ | set ИМЯ ЗНАЧЕНИЕ | unset ИМЯ (ИМЯ: lang, theme, color, limit, images, format, unsplash-key; ключ читается со стандартного ввода).
        config.key.set = задан
        config.key.unset = не задан
        config.notice.badKey = Ключ Unsplash в {where} не похож на ключ (в нём пробелы, управляющие символы или он слишком длинный) и не используется; задайте его заново: «finder config set unsplash-key»
        config.notice.environmentWins = Обратите внимание: задана переменная UNSPLASH_ACCESS_KEY, и она используется раньше сохранённого ключа.
        config.notice.exposed = Внимание: в {path} хранится ваш ключ Unsplash, а другие пользователи могут его прочитать или подменить: выполните «chmod 600 {path}» и «chmod 700» для его папки (и подумайте о новом ключе).
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
        error.index = не удаётся построить поисковый индекс {path}: {reason}.
        error.index.reason.damaged = он получился повреждённым
        error.index.reason.missing = он исчез во время записи
        error.interrupted = прервано (Ctrl-C).
        error.limit.files = предел открытых файлов — {limit} («ulimit -n»), а finder нужно не меньше {needed}.
        error.limit.memory = предел адресного пространства — {limit} МиБ («ulimit -v»), а finder нужно не меньше {needed} МиБ.
        error.missingCompanion = этой команде нужен finder-net, а его нет рядом с finder (искал в: {folders}). Переустановите finder.
        error.missingResource = finder не находит свой встроенный файл {file} рядом с программой (искал в: {folders}). Переустановите finder или укажите в FINDER_RESOURCES_DIR папку, где лежит finder_FinderResources.resources.
        error.noInodes = в файловой системе, где лежит {path}, закончились индексные дескрипторы (inode): новый файл там не создать, даже если место ещё есть.
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
        help.command.help = Показать справку по команде или теме.
        help.command.history = Показать или очистить недавние запросы либо удалить один из них (по пять в каждом разделе).
        help.command.interactive = Поиск по мере ввода с подсказками из истории (или просто «finder» в терминале).
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
        help.details.interactive = В терминале результаты поиска акций обновляются с каждой нажатой клавишей; фото ищутся после короткой паузы в наборе (FINDER_DEBOUNCE_MS, по умолчанию 200 мс), когда в строке не меньше трёх символов, или по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или «:more» — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130, Ctrl-Z приостанавливает работу (вернуться — fg).\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (в json — по документу на строку).
        help.details.offline = «show» без --domain показывает самый свежий сохранённый результат.
        help.details.stocks = Находит начало тикера и начало любого слова в названии, слова в любом порядке, без учёта регистра и диакритики (é = e, ё = е, ß = ss); кириллица и латиница находят друг друга, текст, набранный в другой раскладке, исправляется, а близкие написания (одна ошибка, в длинных словах две) показываются, только когда ничего другого не найдено. Сначала точные тикеры, целые слова и начала слов, крупные компании раньше (точное совпадение весит как компания в десять раз крупнее), затем слитное написание (cocacola), затем транслитерация; обыкновенные акции раньше депозитарных расписок. Листинги с общим ISIN и депозитарные расписки компании — один результат: листинг в стране эмитента (по ISIN); --all-listings показывает каждый.
        help.details.stocks.show = ТИКЕР сравнивается точно, без учёта регистра. Можно указать несколько тикеров через пробел или запятую: листинги каждого идут в том же порядке, а о тикере, которого нет, говорится в stderr (в JSON — «unknown»); код выхода 1 — только если не найден ни один.
        help.details.stocks.sync = Без --from обновляет из всех источников, не требующих ключа, по очереди, каждый применяется отдельно. moex — Московская биржа, режим TQBR: русские и латинские названия, ISIN, цены в рублях (последняя сделка, иначе текущая или рыночная цена, иначе предыдущее закрытие), рыночная капитализация; базовый URL — из FINDER_MOEX_URL. nasdaq — все акции бирж NASDAQ, NYSE и NYSE American: последняя цена в долларах США и рыночная капитализация; базовый URL — из FINDER_NASDAQ_URL; названия бумаг, которые уже есть в каталоге, не меняются. URL или ФАЙЛ в формате StockFinder: JSON-массив {\"ticker\", \"name\", \"currentPrice\"} (доллары США) или CSV с заголовком, где есть ticker, name, price и, по желанию, currency и exchange. Бумаги объединяются с каталогом по тикеру и бирже: названия и цены заменяются, новые добавляются, ничего не удаляется. Ошибочные строки пропускаются и подсчитываются. Каталог и индекс меняются целиком или не меняются вовсе.
        help.details.suggest = Сравнение без учёта регистра и диакритики (ICU). Раздел по умолчанию: stocks.
        help.details.watch = Список наблюдения хранится в хранилище папки данных в том порядке, в каком добавлялись тикеры. Цены берутся из каталога (их обновляет «finder stocks sync»). «finder watch check» показывает тикеры, по которым сейчас срабатывает оповещение, называет каждое словами и завершается с кодом 0; если не сработало ни одно — с кодом 1, так что в cron можно написать: «finder watch check && notify-send …»
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
        help.option.no-pager = не передавать длинный вывод в терминале программе постраничного просмотра (FINDER_PAGER, PAGER или less)
        help.option.offline = не обращаться к сети
        help.option.quiet = только результаты: без количества, подсказок и уведомлений
        help.option.sort = порядок результатов (по умолчанию relevance — по релевантности; price, change и marketcap — от больших к меньшим)
        help.option.theme = цвета для тёмного или светлого терминала либо различимые при красно-зелёном дальтонизме (по умолчанию auto)
        help.option.version = показать версию
        help.optional = необязательно
        help.options = Параметры:
        help.or = или
        help.subcommands = Подкоманды:
        help.topics = Темы справки:
        help.usage = Использование:
        hint.diskFull = Ничего не потеряно: освободите место в {folder} или в другом месте на этом диске и запустите finder снова. Хранилище не удаляйте: в нём ваша история и синхронизированные акции.
        hint.empty.field.name = Поиск шёл только по названиям компаний; попробуйте --by all.
        hint.empty.field.ticker = Поиск шёл только по тикерам; попробуйте --by all.
        hint.empty.stocks = Попробуйте меньше букв, тикер (например, SBER) или другое написание названия.
        hint.empty.ticker = Поищите по названию: «finder stocks {ticker}»
        hint.empty.tickers = Проверьте написание или поищите по названию: «finder stocks НАЗВАНИЕ»
        hint.index.failed = Проверьте свободное место и права доступа и повторите попытку; каталог и история сохранены.
        hint.index.memory = Закройте программы, занимающие много памяти, или поднимите предел, если он задан («ulimit -v»), и повторите попытку; каталог и история сохранены.
        hint.limit = Поднимите предел (или запустите finder из оболочки без него) и запустите finder снова. Ничего не изменено.
        hint.noInodes = Ничего не потеряно: удалите ненужные файлы из этой файловой системы (дескрипторы расходуют прежде всего множество мелких файлов; сколько их осталось, покажет df -i) и запустите finder снова. Хранилище не удаляйте: в нём ваша история и синхронизированные акции.
        hint.noPrices = Цен пока нет: чтобы загрузить актуальные цены с Московской биржи и Nasdaq, выполните «finder stocks sync».
        hint.store.catalogueMismatch = Чтобы заново импортировать встроенный каталог, не потеряв историю и сохранённые результаты, выполните «sqlite3 {path} \"DELETE FROM stocks; DELETE FROM meta WHERE key = 'catalogue.checksum'\"», затем снова запустите finder (и «finder stocks sync», чтобы получить текущие цены).
        hint.store.corrupt = Чтобы восстановить работу, переименуйте хранилище и запустите finder снова; встроенный каталог загрузится заново: «mv {path} {path}.broken»
        hint.store.failed = Само хранилище цело, история и синхронизированные бумаги в нём сохранены: устраните причину и запустите finder снова.
        hint.store.foreignJournal = Чтобы восстановить работу, переименуйте журнал и запустите finder снова; в хранилище останутся каталог, история и сохранённые результаты на момент последней контрольной точки: «mv {path}-wal {path}-wal.foreign»
        hint.store.inconsistent = finder не станет загружать встроенный каталог поверх этих акций. Чтобы начать заново, переименуйте хранилище и запустите finder снова: «mv {path} {path}.broken» — в старом файле останутся история и синхронизированные акции, их можно прочитать через sqlite3.
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
        interactive.moreHint = Введите «:more», чтобы открыть следующую страницу.
        interactive.noMorePages = Больше результатов нет.
        interactive.noResultsToPage = Сначала выполните поиск; затем «:more» или Page Down покажет следующую страницу.
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
        label.cusip = CUSIP
        label.domain = раздел
        label.exchange = биржа
        label.figi = FIGI
        label.isin = ISIN
        label.marketCap = рыночная капитализация
        label.match = совпадение:
        label.name = название
        label.names = другие названия
        label.price = цена
        label.priceDate = дата цены
        label.priceSource = источник цены
        label.savedTo = сохранено в файл
        label.symbol = символ Yahoo
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
        man.section.formats = ФОРМАТЫ ВЫВОДА
        man.section.json = ВЫВОД В JSON
        man.section.name = ИМЯ
        man.section.options = ПАРАМЕТРЫ
        man.section.seeAlso = СМОТРИТЕ ТАКЖЕ
        man.section.synopsis = СИНТАКСИС
        match.exact-ticker = точный тикер
        match.identifier = идентификатор
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
        notice.layout = Показаны результаты для «{corrected}»: «{query}», похоже, набрано в другой раскладке клавиатуры.
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
        photos.help.globalColor = пишется до «photos», потому что после «photos» --color задаёт цвет фотографий
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
        photos.hint.pastEnd = Начните с первой страницы: «finder photos {query}»
        photos.hint.rateLimited = Повторите {when}. Сохранённые результаты доступны: «finder --offline photos ЗАПРОС»
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
        photos.more.none.hint = Сначала выполните поиск, например: «finder photos горы»
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
        photos.offline.differs = Сохранённый результат получен с параметрами «{saved}», а запрошено «{asked}».
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
        photos.show.notFound.hint = Идентификаторы есть в результатах поиска: «finder photos ЗАПРОС --json» (поле «id»).
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
        placeholder.COUNTRY = СТРАНА
        placeholder.DIR = ПАПКА
        placeholder.EXCHANGE = БИРЖА
        placeholder.FIELDS = ПОЛЯ
        placeholder.FILE = ФАЙЛ
        placeholder.KEY = КЛЮЧ
        placeholder.NAME = ИМЯ
        placeholder.OPTIONS = ПАРАМЕТРЫ
        placeholder.PATH = ПУТЬ
        placeholder.QUERY = ЗАПРОС
        placeholder.TEXT = ТЕКСТ
        placeholder.TICKER = ТИКЕР
        placeholder.TOPIC = ТЕМА
        placeholder.URL = URL
        placeholder.VALUE = ЗНАЧЕНИЕ
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
        reason.errno.EFBIG = файл превысил бы предел размера, заданный для finder («ulimit -f»)
        reason.errno.EIO = диск сообщил об ошибке ввода-вывода
        reason.errno.EISDIR = это папка, а не файл
        reason.errno.ELOOP = в пути слишком много символических ссылок
        reason.errno.EMFILE = открыто слишком много файлов
        reason.errno.ENAMETOOLONG = слишком длинное имя
        reason.errno.ENOENT = такого файла или папки нет
        reason.errno.ENOMEM = на это не хватает памяти (возможно, задан предел вроде «ulimit -v»)
        reason.errno.ENOSPC = на диске нет места
        reason.errno.ENOTDIR = часть пути — файл, а не папка
        reason.errno.ENXIO = за ним нет устройства
        reason.errno.EROFS = файловая система доступна только для чтения
        reason.errno.other = системная ошибка {code} («{message}»)
        reason.foreignJournal = журнал рядом с ним (finder.sqlite3-wal) принадлежит другой базе данных или более старой копии этой, и SQLite прочитал бы его страницы как страницы этого хранилища
        reason.indexNotBuilt = не удалось построить новый поисковый индекс
        reason.newerSchema = его создала более новая версия finder (версия хранилища {found}, эта версия finder читает до {supported})
        reason.sqlite.busy = его занял другой процесс
        reason.sqlite.cantOpen = его не удаётся открыть
        reason.sqlite.corrupt = данные в нём повреждены
        reason.sqlite.full = на диске нет места
        reason.sqlite.io = не удалось прочитать или записать его
        reason.sqlite.notADatabase = файл — не хранилище finder и вообще не база данных SQLite
        reason.sqlite.other = ошибка SQLite {code} («{message}»)
        reason.sqlite.permission = доступ запрещён
        reason.sqlite.readOnly = его можно только читать
        receipts.also = депозитарные расписки: {countries}
        receipts.count[few] = {count:feminine} расписки
        receipts.count[many] = {count:feminine} расписок
        receipts.count[one] = {count:feminine} расписка
        receipts.count[other] = {count:feminine} расписки
        receipts.more.words[few] = {count:feminine} депозитарные расписки
        receipts.more.words[many] = {count:feminine} депозитарных расписок
        receipts.more.words[one] = {count:feminine} депозитарная расписка
        receipts.more.words[other] = {count:feminine} депозитарной расписки
        receipts.more[few] = +{count:feminine} расписки
        receipts.more[many] = +{count:feminine} расписок
        receipts.more[one] = +{count:feminine} расписка
        receipts.more[other] = +{count:feminine} расписки
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
        state.content.closeSpellings[few] = Точных совпадений с «{query}» нет; {count:neuter} близких написания
        state.content.closeSpellings[many] = Точных совпадений с «{query}» нет; {count:neuter} близких написаний
        state.content.closeSpellings[one] = Точных совпадений с «{query}» нет; {count:neuter} близкое написание
        state.content.closeSpellings[other] = Точных совпадений с «{query}» нет; {count:neuter} близкого написания
        state.content.listings[few] = {count} листинга
        state.content.listings[many] = {count} листингов
        state.content.listings[one] = {count} листинг
        state.content.listings[other] = {count} листинга
        state.content.resultsOfOver[few] = {shown} из более чем {count:masculine-genitive} результатов; все покажет --limit 0
        state.content.resultsOfOver[many] = {shown} из более чем {count:masculine-genitive} результатов; все покажет --limit 0
        state.content.resultsOfOver[one] = {shown} из более чем {count:masculine-genitive} результата; все покажет --limit 0
        state.content.resultsOfOver[other] = {shown} из более чем {count:masculine-genitive} результата; все покажет --limit 0
        state.content.resultsOf[few] = {shown} из {count:masculine-genitive} результатов; все покажет --limit 0
        state.content.resultsOf[many] = {shown} из {count:masculine-genitive} результатов; все покажет --limit 0
        state.content.resultsOf[one] = {shown} из {count:masculine-genitive} результата; все покажет --limit 0
        state.content.resultsOf[other] = {shown} из {count:masculine-genitive} результата; все покажет --limit 0
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
        sync.bad.tooLarge = файл занимает 4 ГиБ или больше: такой CSV-файл не прочитать
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
        sync.error.tooLarge = загрузка из источника «{source}» остановлена: ответ больше {limit} МиБ — больше любого каталога.
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
        sync.hint.offline = Запустите без --offline или обновите из файла: «finder stocks sync --from ФАЙЛ»
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
        sync.reason.placeless = тикер есть на другой бирже, а биржа или страна не указаны ({count})
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
        topic.environment.intro = Параметр, заданный в командной строке, важнее своей переменной.
        topic.exit-codes.intro = Каждая команда завершается с одним из этих кодов: скрипт отличит поиск, который ничего не нашёл (1), от поиска, который не удался.
        topic.formats.accessible = для экранного диктора: по результату на строку, в начале его номер, поля заканчиваются точкой с запятой, числа и тикеры записаны так, чтобы их можно было прочитать вслух; без цвета, выравнивания, анимации и рамок
        topic.formats.intro = Формат выбирают параметрами --format (или --json) и --accessible в любом месте строки.
        topic.formats.json = для скриптов: при любом исходе ровно один документ JSON в стандартный вывод, в том числе при ошибке и при неверной командной строке (см. «finder help json»)
        topic.formats.jsonl = по событию JSON на строку: событие состояния в начале работы, событие на каждый результат и последнее событие состояния с числом результатов, сообщением или ошибкой
        topic.formats.streams = Справка, man-страница, скрипты дополнения и --version в JSON тоже выводятся документом: один результат с текстом. Неизвестные значения — null, а не пустые строки; метки времени — ISO 8601 в UTC.
        topic.formats.text = для человека: результаты выровненными столбцами в стандартный вывод, в цвете, где он разрешён; счётчики, подсказки, ход работы и ошибки — в стандартный поток ошибок
        topic.json.document = документ: {members}
        topic.json.domains = У каждого раздела свои поля; они есть в каждом документе раздела и равны null, когда значение неизвестно:
        topic.json.intro = Эти поля есть в каждом документе JSON при любом исходе. Имена полей английские и не меняются, сообщения — на языке интерфейса; новые поля могут добавиться.
        topic.json.member.count = сколько результатов в документе
        topic.json.member.domain = команда, которая ответила (см. ниже); cli — для справки, --version и ошибок в командной строке
        topic.json.member.error = при ошибке — объект с полями code («finder help exit-codes»), message и hint; иначе null
        topic.json.member.message = при пустом результате — что случилось и что попробовать; после действия — что сделано
        topic.json.member.offline = true, если показан результат, сохранённый для работы без сети
        topic.json.member.page = страница поиска фотографий, иначе null
        topic.json.member.query = запрос в том виде, в каком он задан, или null
        topic.json.member.results = результаты с полями своего раздела (см. ниже)
        topic.json.member.schemaVersion = 1; меняется только при несовместимых изменениях
        topic.json.member.state = content, empty или error
        topic.json.member.totalPages = сколько страниц у поиска фотографий, иначе null
        topic.json.none = своих полей нет
        topic.json.result = каждый результат: {members}
        topic.json.rules = Даже прерванная по Ctrl-C команда выводит свой документ, с кодом ошибки interrupted. Схемы всех разделов лежат в папке docs/schemas исходного кода finder.
        topic.json.savedDomain = поля раздела, названного в savedDomain
        topic.summary.environment = Переменные окружения, которые читает finder.
        topic.summary.exit-codes = Коды завершения и коды ошибок в выводе JSON.
        topic.summary.formats = Форматы вывода: текст, текст для экранного диктора, JSON и JSON Lines.
        topic.summary.json = Поля документа JSON по разделам.
        usage.aFilePath = путь к файлу или папка, в которую его записать
        usage.aPath = путь к папке
        usage.badAlert = команде «finder watch alert» нужны тикер и условие: ТИКЕР above N, ТИКЕР below N, ТИКЕР change N% или ТИКЕР off
        usage.badCountry = «{value}» — не страна из каталога; укажите код ISO (us, ch, ru) или название страны (Швейцария)
        usage.badField = неизвестное поле «{value}» для --fields. Допустимые поля: {choices}
        usage.badField.suggest = неизвестное поле «{value}» для --fields; может быть, «{suggestion}»? Допустимые поля: {choices}
        usage.badPhotoID = «{id}» — не идентификатор фотографии Unsplash: в нём бывают только буквы, цифры, «-» и «_».
        usage.badSubcommand = неизвестное действие «{value}» для «finder {command}». Допустимые действия: {choices}
        usage.badSubcommand.suggest = неизвестное действие «{value}» для «finder {command}»; может быть, «{suggestion}»? Допустимые действия: {choices}
        usage.badValue = недопустимое значение «{value}» для {option}. Допустимые значения: {choices}
        usage.badValue.suggest = недопустимое значение «{value}» для {option}; может быть, «{suggestion}»? Допустимые значения: {choices}
        usage.colour.russian = (или по-русски: {names})
        usage.controlCharacter = в запросе для «finder {command}» есть управляющий символ ({character}); введите запрос без него
        usage.integerRange = целое число от {min:masculine-genitive} до {max:masculine-genitive}
        usage.missingPhotoID = команде «finder {command}» нужен идентификатор фотографии, например: «finder {command} Cat1abc_XyZ» (идентификаторы есть в результатах «finder photos ЗАПРОС --json»)
        usage.missingQuery = команде «finder {command}» нужен поисковый запрос, например: «finder {command} apple»
        usage.missingSubcommand = команде «finder {command}» нужно одно из: {choices}
        usage.missingTicker = команде «finder stocks show» нужен тикер, например: «finder stocks show AAPL»
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
        watch.hint.add = Сначала добавьте тикер в список наблюдения: «finder watch add {ticker}»
        watch.hint.alert = Задайте оповещение: «finder watch alert AAPL above 250»
        watch.hint.empty = Добавьте тикеры: «finder watch add AAPL MSFT»
        watch.noneAdded = В список наблюдения не добавлено ни одного тикера.
        watch.notWatched = «{ticker}» нет в списке наблюдения.
        watch.removed[few] = Из списка наблюдения убрано {count} тикера.
        watch.removed[many] = Из списка наблюдения убрано {count} тикеров.
        watch.removed[one] = Из списка наблюдения убран {count} тикер.
        watch.removed[other] = Из списка наблюдения убрано {count} тикера.
        watch.unchanged = Список наблюдения не изменился.
        """, slots: [
        -1, -1, -1, -1, -1, -1, -1, -1, 53171, 53191, 53194, 53210, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60420, 60440, 60443, 60457,
        -1, -1, -1, -1, 35134, 35146, 35149, 35181, 15841, 15865, 15868, 16312, -1, -1, -1, -1,
        12662, 12682, 12685, 12832, 51544, 51562, 51565, 51614, 36003, 36027, 36030, 36059, 60520, 60534, 60537, 60601,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 763, 766, 786,
        -1, -1, -1, -1, 45469, 45488, 45491, 45540, 6877, 6894, 6897, 6950, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        184, 195, 198, 216, 30290, 30310, 30313, 30373, 31244, 31265, 31268, 31353, 41496, 41513, 41516, 41644,
        -1, -1, -1, -1, -1, -1, -1, -1, 64771, 64797, 64800, 64851, -1, -1, -1, -1,
        52456, 52482, 52485, 52584, -1, -1, -1, -1, -1, -1, -1, -1, 21762, 21780, 21783, 21813,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 26309, 26326, 26329, 26584,
        -1, -1, -1, -1, 46864, 46881, 46884, 47154, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74986, 75012, 75015, 75041, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2998, 3024, 3027, 3154, 18711, 18733, 18736, 18903, -1, -1, -1, -1,
        33467, 33493, 33496, 33560, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 94430, 94454, 94457, 94501, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49262, 49280, 49283, 49313,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74064, 74096, 74099, 74210, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82661, 82685, 82688, 82712, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58928, 58945, 58948, 59392,
        73542, 73569, 73572, 73596, -1, -1, -1, -1, 35491, 35501, 35504, 35520, 10284, 10303, 10306, 10395,
        -1, -1, -1, -1, -1, -1, -1, -1, 85399, 85433, 85436, 85489, 93903, 93921, 93924, 93990,
        -1, -1, -1, -1, 65721, 65740, 65743, 65804, 80533, 80547, 80550, 80635, 66261, 66281, 66284, 66315,
        25739, 25756, 25759, 25895, -1, -1, -1, -1, -1, -1, -1, -1, 787, 804, 807, 832,
        16313, 16337, 16340, 17880, 43653, 43667, 43670, 43929, 35455, 35466, 35469, 35490, 48010, 48030, 48033, 48082,
        91618, 91634, 91637, 91790, 97224, 97239, 97242, 97395, -1, -1, -1, -1, -1, -1, -1, -1,
        30468, 30484, 30487, 30539, 35357, 35367, 35370, 35374, 84096, 84127, 84130, 84176, 45729, 45749, 45752, 45834,
        -1, -1, -1, -1, -1, -1, -1, -1, 8876, 8888, 8891, 9002, -1, -1, -1, -1,
        -1, -1, -1, -1, 53382, 53413, 53416, 53443, 64934, 64961, 64964, 65017, -1, -1, -1, -1,
        -1, -1, -1, -1, 68690, 68712, 68715, 68755, 41095, 41113, 41116, 41233, 20647, 20672, 20675, 20814,
        89491, 89516, 89519, 89677, -1, -1, -1, -1, 39654, 39664, 39667, 39743, -1, -1, -1, -1,
        -1, -1, -1, -1, 65676, 65692, 65695, 65720, -1, -1, -1, -1, -1, -1, -1, -1,
        98133, 98149, 98152, 98213, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 56295, 56320, 56323, 56367, 78237, 78264, 78267, 78410, -1, -1, -1, -1,
        -1, -1, -1, -1, 35777, 35789, 35792, 35804, -1, -1, -1, -1, 64280, 64305, 64308, 64335,
        -1, -1, -1, -1, 64368, 64393, 64396, 64447, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27452, 27480, 27483, 27894, 33993, 34009, 34012, 34045, 40515, 40537, 40540, 40704, 65985, 66005, 66008, 66076,
        31354, 31387, 31390, 31507, 67856, 67887, 67890, 67988, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11122, 11141, 11144, 11247, 418, 435, 438, 462,
        57971, 57987, 57990, 58164, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48501, 48523, 48526, 48595, -1, -1, -1, -1,
        -1, -1, -1, -1, 85309, 85342, 85345, 85398, -1, -1, -1, -1, -1, -1, -1, -1,
        81002, 81019, 81022, 81137, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 217, 229, 232, 271, -1, -1, -1, -1,
        72702, 72720, 72723, 72747, -1, -1, -1, -1, 72927, 72940, 72943, 72949, 91791, 91805, 91808, 91909,
        -1, -1, -1, -1, -1, -1, -1, -1, 67254, 67286, 67289, 67379, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21344, 21369, 21372, 21512, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44673, 44696, 44699, 44715, 66756, 66773, 66776, 66784,
        32672, 32695, 32698, 32863, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71135, 71161, 71164, 71257, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57643, 57670, 57673, 57760,
        -1, -1, -1, -1, 7978, 7996, 7999, 8147, 48229, 48249, 48252, 48319, 72881, 72892, 72895, 72926,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50436, 50461, 50464, 50613, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 97739, 97756, 97759, 97910, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 94109, 94127, 94130, 94279, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        64171, 64195, 64198, 64227, 30919, 30939, 30942, 31031, -1, -1, -1, -1, 2632, 2658, 2661, 2732,
        72321, 72328, 72331, 72342, 84502, 84524, 84527, 84528, -1, -1, -1, -1, 72655, 72674, 72677, 72701,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 63084, 63111, 63114, 63209, 65532, 65554, 65557, 65602, -1, -1, -1, -1,
        49874, 49894, 49897, 49935, 75598, 75618, 75621, 75656, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12532, 12555, 12558, 12661, 37816, 37841, 37844, 38017,
        78084, 78103, 78106, 78236, 74487, 74516, 74519, 74614, 95274, 95291, 95294, 95326, -1, -1, -1, -1,
        52257, 52276, 52279, 52325, 45215, 45227, 45230, 45308, 25502, 25523, 25526, 25629, 57182, 57206, 57209, 57319,
        90242, 90265, 90268, 90295, -1, -1, -1, -1, 84529, 84554, 84557, 84624, 91223, 91241, 91244, 91299,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53499, 53527, 53530, 53565, 89159, 89183, 89186, 89343, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 81138, 81155, 81158, 81255, -1, -1, -1, -1,
        29229, 29250, 29253, 29365, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        698, 710, 713, 725, 81888, 81901, 81904, 81945, 75657, 75670, 75673, 75717, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60284, 60303, 60306, 60314, 85967, 85992, 85995, 86041,
        88565, 88583, 88586, 88773, 92399, 92426, 92429, 92597, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53258, 53294, 53297, 53318,
        -1, -1, -1, -1, 61100, 61116, 61119, 61231, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50135, 50166, 50169, 50435, -1, -1, -1, -1, 18035, 18053, 18056, 18710,
        88515, 88534, 88537, 88564, 9987, 9997, 10000, 10175, 81728, 81748, 81751, 81887, -1, -1, -1, -1,
        -1, -1, -1, -1, 44508, 44518, 44521, 44568, -1, -1, -1, -1, 51169, 51188, 51191, 51227,
        46156, 46176, 46179, 46264, -1, -1, -1, -1, 98214, 98229, 98232, 98324, -1, -1, -1, -1,
        -1, -1, -1, -1, 40705, 40721, 40724, 40874, -1, -1, -1, -1, -1, -1, -1, -1,
        12833, 12857, 12860, 14408, 20342, 20364, 20367, 20482, -1, -1, -1, -1, -1, -1, -1, -1,
        42876, 42890, 42893, 43069, 48414, 48434, 48437, 48500, 84177, 84200, 84203, 84238, 35864, 35876, 35879, 35881,
        44366, 44379, 44382, 44507, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34250, 34279, 34282, 34369, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66566, 66582, 66585, 66591,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        131, 141, 144, 183, 5973, 5994, 5997, 6304, 52585, 52610, 52613, 52714, -1, -1, -1, -1,
        34964, 34987, 34990, 35009, -1, -1, -1, -1, 7638, 7664, 7667, 7715, 67989, 68022, 68025, 68123,
        97911, 97925, 97928, 98038, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 89815, 89837, 89840, 89907, 53211, 53235, 53238, 53257, 83115, 83144, 83147, 83220,
        45541, 45561, 45564, 45592, -1, -1, -1, -1, 47484, 47510, 47513, 47657, 84816, 84843, 84846, 84913,
        -1, -1, -1, -1, 92919, 92939, 92942, 92977, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 973, 990, 993, 1007, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48781, 48798, 48801, 48949,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 91910, 91932, 91935, 92075,
        -1, -1, -1, -1, 7837, 7854, 7857, 7977, -1, -1, -1, -1, 78976, 79003, 79006, 79187,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 76996, 77018, 77021, 77216,
        -1, -1, -1, -1, -1, -1, -1, -1, 70021, 70039, 70042, 70123, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 75822, 75843, 75846, 75875, 42013, 42034, 42037, 42167,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45169, 45185, 45188, 45214,
        66694, 66710, 66713, 66723, 9365, 9383, 9386, 9456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 96969, 96986, 96989, 97028, -1, -1, -1, -1, 10485, 10505, 10508, 10673,
        53023, 53047, 53050, 53059, -1, -1, -1, -1, 96504, 96520, 96523, 96599, -1, -1, -1, -1,
        -1, -1, -1, -1, 726, 737, 740, 750, 9649, 9678, 9681, 9782, 35375, 35385, 35388, 35392,
        1052, 1066, 1069, 1087, 35182, 35195, 35198, 35210, 57093, 57117, 57120, 57181, 81256, 81274, 81277, 81419,
        83937, 83967, 83970, 84016, -1, -1, -1, -1, -1, -1, -1, -1, 1680, 1701, 1704, 1774,
        -1, -1, -1, -1, 45640, 45656, 45659, 45728, 54101, 54124, 54127, 54153, 92735, 92757, 92760, 92918,
        21706, 21732, 21735, 21761, 78411, 78431, 78434, 78550, 68756, 68780, 68783, 68957, 9783, 9805, 9808, 9894,
        31032, 31059, 31062, 31243, 68958, 68977, 68980, 69010, 94593, 94613, 94616, 94715, -1, -1, -1, -1,
        309, 326, 329, 332, 54863, 54891, 54894, 55326, 83057, 83077, 83080, 83114, 85819, 85846, 85849, 85891,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33645, 33665, 33668, 33756,
        79831, 79847, 79850, 79871, 82845, 82866, 82869, 82927, -1, -1, -1, -1, 1287, 1298, 1301, 1319,
        28766, 28789, 28792, 29228, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80219, 80241, 80244, 80366, 355, 367, 370, 388,
        71689, 71710, 71713, 71746, -1, -1, -1, -1, 65894, 65913, 65916, 65984, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44927, 44943, 44946, 44964, -1, -1, -1, -1,
        79912, 79929, 79932, 79962, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42761, 42777, 42780, 42875, 66966, 66980, 66983, 67000, 75258, 75277, 75280, 75347, 85154, 85179, 85182, 85224,
        -1, -1, -1, -1, -1, -1, -1, -1, 44991, 45010, 45013, 45031, 36312, 36327, 36330, 37162,
        44846, 44863, 44866, 44876, 45835, 45856, 45859, 45941, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        84364, 84389, 84392, 84427, -1, -1, -1, -1, 75102, 75120, 75123, 75186, -1, -1, -1, -1,
        -1, -1, -1, -1, 56470, 56493, 56496, 56620, 43453, 43467, 43470, 43546, -1, -1, -1, -1,
        44569, 44577, 44580, 44634, 36263, 36283, 36286, 36311, 60385, 60406, 60409, 60419, -1, -1, -1, -1,
        49936, 49958, 49961, 49996, 50788, 50808, 50811, 50901, -1, -1, -1, -1, -1, -1, -1, -1,
        52934, 52958, 52961, 53022, 65387, 65409, 65412, 65457, 25005, 25017, 25020, 25039, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17881, 17901, 17904, 18034, -1, -1, -1, -1,
        27895, 27913, 27916, 28149, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70499, 70519, 70522, 70603, -1, -1, -1, -1, -1, -1, -1, -1, 82758, 82780, 82783, 82844,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60491, 60508, 60511, 60519,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33757, 33780, 33783, 33826,
        68124, 68149, 68152, 68235, 95175, 95182, 95185, 95225, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        74740, 74770, 74773, 74866, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34370, 34395, 34398, 34418, -1, -1, -1, -1, -1, -1, -1, -1, 69828, 69847, 69850, 69883,
        -1, -1, -1, -1, 23675, 23691, 23694, 23721, -1, -1, -1, -1, 75876, 75898, 75901, 75957,
        -1, -1, -1, -1, -1, -1, -1, -1, 39879, 39901, 39904, 40077, 96319, 96332, 96335, 96401,
        4936, 4961, 4964, 5147, 69052, 69071, 69074, 69109, -1, -1, -1, -1, 23840, 23855, 23858, 23947,
        -1, -1, -1, -1, 82488, 82508, 82511, 82542, 94716, 94744, 94747, 94885, 69556, 69581, 69584, 69620,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 83221, 83242, 83245, 83267,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44761, 44781, 44784, 44798,
        -1, -1, -1, -1, 82330, 82346, 82349, 82389, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 89908, 89931, 89934, 90009, 43547, 43562, 43565, 43652,
        96832, 96850, 96853, 96910, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83666, 83678, 83681, 83735, 89344, 89367, 89370, 89490, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34046, 34064, 34067, 34131, 39040, 39071, 39074, 39213, 53817, 53835, 53838, 53861,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66633, 66649, 66652, 66660,
        -1, -1, -1, -1, -1, -1, -1, -1, 53862, 53888, 53891, 53920, 97396, 97412, 97415, 97568,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28381, 28406, 28409, 28765, 49628, 49646, 49649, 49687, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31601, 31640, 31643, 31723, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 66785, 66800, 66803, 66806, 72748, 72768, 72771, 72797, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35329, 35343, 35346, 35356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48083, 48097, 48100, 48209, 71633, 71652, 71655, 71688, 86671, 86695, 86698, 87082, 21260, 21283, 21286, 21343,
        -1, -1, -1, -1, 2182, 2208, 2211, 2459, -1, -1, -1, -1, 35751, 35763, 35766, 35776,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63746, 63769, 63772, 63886,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32997, 33026, 33029, 33230, -1, -1, -1, -1, -1, -1, -1, -1, 98039, 98055, 98058, 98132,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65290, 65309, 65312, 65352, -1, -1, -1, -1, 69480, 69499, 69502, 69555,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71046, 71062, 71065, 71134, -1, -1, -1, -1, 5766, 5795, 5798, 5972,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62293, 62313, 62316, 62339, 97029, 97046, 97049, 97088, 1158, 1171, 1174, 1192,
        46638, 46653, 46656, 46863, -1, -1, -1, -1, -1, -1, -1, -1, 5148, 5165, 5168, 5407,
        77444, 77466, 77469, 77499, 68382, 68405, 68408, 68463, 82627, 82641, 82644, 82660, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 72950, 72960, 72963, 72968,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 60676, 60695, 60698, 60776, 25981, 25999, 26002, 26119, -1, -1, -1, -1,
        -1, -1, -1, -1, 56749, 56773, 56776, 56927, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19938, 19959, 19962, 20049, 30374, 30389, 30392, 30467, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51862, 51886, 51889, 52050, 59727, 59750, 59753, 59882, -1, -1, -1, -1, 49490, 49515, 49518, 49570,
        49745, 49764, 49767, 49873, 72391, 72410, 72413, 72437, 95009, 95036, 95039, 95174, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29659, 29681, 29684, 29742,
        44877, 44896, 44899, 44926, 79872, 79891, 79894, 79911, 41645, 41667, 41670, 41789, 68606, 68628, 68631, 68689,
        65603, 65627, 65630, 65675, 84987, 85012, 85015, 85068, 8629, 8643, 8646, 8875, 88774, 88790, 88793, 89072,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48320, 48341, 48344, 48413,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86118, 86143, 86146, 86192, 55841, 55861, 55864, 56092, -1, -1, -1, -1,
        53566, 53595, 53598, 53629, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75787, 75801, 75804, 75821, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 72798, 72812, 72815, 72850, 11392, 11416, 11419, 11540,
        5408, 5422, 5425, 5435, 44965, 44981, 44984, 44990, 64026, 64049, 64052, 64078, -1, -1, -1, -1,
        51033, 51060, 51063, 51168, -1, -1, -1, -1, 68551, 68572, 68575, 68605, 63951, 63978, 63981, 64025,
        6951, 6968, 6971, 7080, 72343, 72361, 72364, 72390, 76551, 76573, 76576, 76773, 81420, 81439, 81442, 81523,
        65018, 65038, 65041, 65126, 64607, 64634, 64637, 64688, 73655, 73682, 73685, 73707, 66539, 66554, 66557, 66565,
        3155, 3179, 3182, 3321, 73254, 73287, 73290, 73395, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33827, 33854, 33857, 33992, 56093, 56122, 56125, 56294, 63456, 63482, 63485, 63589, 64689, 64714, 64717, 64770,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 69011, 69029, 69032, 69051,
        53060, 53087, 53090, 53102, 29366, 29376, 29379, 29413, 60216, 60235, 60238, 60248, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 32290, 32320, 32323, 32435, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20815, 20840, 20843, 21036, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79566, 79586, 79589, 79718, -1, -1, -1, -1,
        77500, 77519, 77522, 77664, 84720, 84745, 84748, 84815, 12500, 12513, 12516, 12531, 53444, 53470, 53473, 53498,
        75042, 75070, 75073, 75101, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        62651, 62678, 62681, 62803, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29868, 29886, 29889, 29926, -1, -1, -1, -1, 87238, 87256, 87259, 87523, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 57409, 57434, 57437, 57537,
        67508, 67525, 67528, 67584, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20483, 20503, 20506, 20646, 81622, 81638, 81641, 81727, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 94280, 94300, 94303, 94429, 47658, 47683, 47686, 47832,
        3398, 3417, 3420, 4720, -1, -1, -1, -1, -1, -1, -1, -1, 60458, 60475, 60478, 60490,
        -1, -1, -1, -1, -1, -1, -1, -1, 53759, 53793, 53796, 53816, 30057, 30075, 30078, 30195,
        61509, 61524, 61527, 61619, 83796, 83814, 83817, 83832, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24496, 24512, 24515, 24694, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11863, 11885, 11888, 11955, 47311, 47336, 47339, 47483, 62038, 62052, 62055, 62137,
        6305, 6331, 6334, 6480, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22963, 22981, 22984, 23112, 58641, 58658, 58661, 58721,
        84302, 84325, 84328, 84363, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12074, 12098, 12101, 12305, 36218, 36236, 36239, 36262,
        1259, 1269, 1272, 1286, 48950, 48965, 48968, 49100, 69884, 69904, 69907, 69959, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10674, 10698, 10701, 10838,
        71747, 71771, 71774, 71832, 40338, 40352, 40355, 40418, 66592, 66611, 66614, 66632, 77943, 77966, 77969, 78083,
        11956, 11980, 11983, 12073, 83386, 83411, 83414, 83454, 62340, 62367, 62370, 62494, 39744, 39771, 39774, 39878,
        76265, 76281, 76284, 76369, 57538, 57561, 57564, 57642, 68272, 68278, 68281, 68291, -1, -1, -1, -1,
        10839, 10859, 10862, 10999, 96677, 96694, 96697, 96756, -1, -1, -1, -1, -1, -1, -1, -1,
        22090, 22104, 22107, 22176, 46338, 46356, 46359, 46460, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22273, 22292, 22295, 22408, 50614, 50641, 50644, 50698, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8148, 8170, 8173, 8322,
        -1, -1, -1, -1, 71258, 71277, 71280, 71322, -1, -1, -1, -1, 14545, 14564, 14567, 15840,
        35393, 35408, 35411, 35454, 40212, 40233, 40236, 40337, 10396, 10413, 10416, 10484, 57320, 57350, 57353, 57408,
        64336, 64354, 64357, 64367, -1, -1, -1, -1, 948, 959, 962, 972, 3322, 3340, 3343, 3397,
        53103, 53122, 53125, 53136, 9113, 9129, 9132, 9264, 78700, 78718, 78721, 78831, 93530, 93548, 93551, 93675,
        -1, -1, -1, -1, -1, -1, -1, -1, 44245, 44259, 44262, 44365, 84914, 84938, 84941, 84986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21122, 21141, 21144, 21259, 73396, 73431, 73434, 73541,
        -1, -1, -1, -1, -1, -1, -1, -1, 92247, 92266, 92269, 92398, -1, -1, -1, -1,
        25057, 25073, 25076, 25097, 26780, 26793, 26796, 27262, -1, -1, -1, -1, 31508, 31541, 31544, 31600,
        91300, 91315, 91318, 91401, 94886, 94905, 94908, 95008, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 83593, 83612, 83615, 83665, -1, -1, -1, -1,
        -1, -1, -1, -1, 59883, 59907, 59910, 60215, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 89073, 89096, 89099, 89158, -1, -1, -1, -1, 34518, 34538, 34541, 34601,
        -1, -1, -1, -1, 66447, 66467, 66470, 66480, 1320, 1332, 1335, 1345, 22409, 22429, 22432, 22519,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31724, 31748, 31751, 31868, -1, -1, -1, -1,
        72851, 72862, 72865, 72880, 51304, 51328, 51331, 51543, -1, -1, -1, -1, 96187, 96202, 96205, 96253,
        -1, -1, -1, -1, -1, -1, -1, -1, 71920, 71944, 71947, 72005, 97569, 97584, 97587, 97738,
        -1, -1, -1, -1, -1, -1, -1, -1, 92076, 92092, 92095, 92246, 50699, 50711, 50714, 50787,
        80831, 80852, 80855, 81001, 75348, 75368, 75371, 75425, -1, -1, -1, -1, 23948, 23970, 23973, 24110,
        -1, -1, -1, -1, 25896, 25913, 25916, 25980, -1, -1, -1, -1, 84428, 84448, 84451, 84501,
        -1, -1, -1, -1, -1, -1, -1, -1, 49688, 49704, 49707, 49744, 29804, 29823, 29826, 29867,
        61864, 61887, 61890, 61975, 88193, 88211, 88214, 88514, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11541, 11561, 11564, 11691, 72607, 72625, 72628, 72654, -1, -1, -1, -1,
        -1, -1, -1, -1, 9265, 9284, 9287, 9364, 56368, 56393, 56396, 56469, -1, -1, -1, -1,
        29496, 29517, 29520, 29580, 85069, 85095, 85098, 85153, 85672, 85699, 85702, 85744, 41234, 41255, 41258, 41264,
        -1, -1, -1, -1, 4721, 4741, 4744, 4935, 93676, 93699, 93702, 93773, -1, -1, -1, -1,
        97089, 97107, 97110, 97223, 1375, 1394, 1397, 1540, 91402, 91413, 91416, 91438, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23279, 23295, 23298, 23329, 85745, 85773, 85776, 85818,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 96600, 96616, 96619, 96676,
        59393, 59419, 59422, 59629, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 95381, 95400, 95403, 95428, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71323, 71347, 71350, 71379, 80367, 80383, 80386, 80532,
        98783, 98798, 98801, 98859, 71833, 71858, 71861, 71919, -1, -1, -1, -1, 85490, 85523, 85526, 85579,
        74360, 74388, 74391, 74486, 78832, 78851, 78854, 78975, -1, -1, -1, -1, 96911, 96922, 96925, 96968,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 26120, 26137, 26140, 26308, 45309, 45330, 45333, 45393, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 43070, 43090, 43093, 43118,
        -1, -1, -1, -1, 51615, 51636, 51639, 51733, -1, -1, -1, -1, -1, -1, -1, -1,
        93991, 94005, 94008, 94108, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23624, 23640, 23643, 23674,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 49571, 49590, 49593, 49627,
        45124, 45142, 45145, 45168, -1, -1, -1, -1, 95327, 95344, 95347, 95380, -1, -1, -1, -1,
        22767, 22785, 22788, 22962, 86413, 86435, 86438, 86670, -1, -1, -1, -1, 90981, 91005, 91008, 91084,
        -1, -1, -1, -1, 35717, 35729, 35732, 35750, -1, -1, -1, -1, -1, -1, -1, -1,
        463, 481, 484, 529, 35670, 35683, 35686, 35716, -1, -1, -1, -1, -1, -1, -1, -1,
        9003, 9027, 9030, 9112, 84239, 84263, 84266, 84301, -1, -1, -1, -1, -1, -1, -1, -1,
        61620, 61639, 61642, 61722, 89678, 89703, 89706, 89814, 90411, 90426, 90429, 90457, 90120, 90151, 90154, 90241,
        -1, -1, -1, -1, -1, -1, -1, -1, 29927, 29947, 29950, 29991, -1, -1, -1, -1,
        60602, 60625, 60628, 60675, 66316, 66334, 66337, 66345, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46461, 46474, 46477, 46637,
        -1, -1, -1, -1, 61799, 61815, 61818, 61863, 38633, 38660, 38663, 38815, 8323, 8344, 8347, 8628,
        29414, 29434, 29437, 29495, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 575, 592, 595, 620, -1, -1, -1, -1,
        35882, 35906, 35909, 35940, -1, -1, -1, -1, 48210, 48222, 48225, 48228, 51228, 51250, 51253, 51303,
        52051, 52075, 52078, 52156, 7790, 7807, 7810, 7836, 72969, 73002, 73005, 73110, 82713, 82738, 82741, 82757,
        -1, -1, -1, -1, 36121, 36139, 36142, 36167, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 93256, 93276, 93279, 93529,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        82543, 82562, 82565, 82626, 1193, 1204, 1207, 1221, -1, -1, -1, -1, 9457, 9481, 9484, 9648,
        -1, -1, -1, -1, 35805, 35818, 35821, 35863, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68236, 68257, 68260, 68271, -1, -1, -1, -1, 35521, 35532, 35535, 35564,
        61723, 61741, 61744, 61798, 70604, 70622, 70625, 70788, 21981, 22005, 22008, 22089, 53137, 53157, 53160, 53170,
        -1, -1, -1, -1, -1, -1, -1, -1, 45394, 45410, 45413, 45468, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36060, 36086, 36089, 36120, -1, -1, -1, -1, 54040, 54068, 54071, 54100, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        67720, 67752, 67755, 67855, -1, -1, -1, -1, 62804, 62833, 62836, 62960, 75541, 75559, 75562, 75597,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 95226, 95245, 95248, 95273, 41958, 41975, 41978, 42012, 70200, 70221, 70224, 70498,
        76370, 76386, 76389, 76426, -1, -1, -1, -1, 44635, 44655, 44658, 44672, -1, -1, -1, -1,
        918, 930, 933, 947, -1, -1, -1, -1, 66724, 66742, 66745, 66755, -1, -1, -1, -1,
        31869, 31885, 31888, 32289, -1, -1, -1, -1, -1, -1, -1, -1, 66924, 66942, 66945, 66965,
        -1, -1, -1, -1, -1, -1, -1, -1, 41790, 41807, 41810, 41957, -1, -1, -1, -1,
        49417, 49441, 49444, 49489, -1, -1, -1, -1, -1, -1, -1, -1, 98497, 98516, 98519, 98594,
        83455, 83476, 83479, 83592, 60249, 60268, 60271, 60283, 35588, 35603, 35606, 35623, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37449, 37474, 37477, 37609, 42557, 42571, 42574, 42678,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        75958, 75981, 75984, 76043, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22520, 22538, 22541, 22610, -1, -1, -1, -1, 23330, 23348, 23351, 23623,
        29992, 30005, 30008, 30056, 53921, 53948, 53951, 53980, 54154, 54173, 54176, 54862, 34132, 34161, 34164, 34249,
        62138, 62160, 62163, 62206, -1, -1, -1, -1, 389, 403, 406, 417, 35281, 35292, 35295, 35300,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11692, 11710, 11713, 11862, 5436, 5452, 5455, 5470, -1, -1, -1, -1, -1, -1, -1, -1,
        63887, 63907, 63910, 63950, 25040, 25047, 25050, 25056, 35251, 35265, 35268, 35280, 52715, 52742, 52745, 52846,
        55471, 55495, 55498, 55734, -1, -1, -1, -1, 78551, 78568, 78571, 78699, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 64448, 64474, 64477, 64526, 74211, 74245, 74248, 74359,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1775, 1801, 1804, 1993, 52157, 52176, 52179, 52256, -1, -1, -1, -1,
        22177, 22194, 22197, 22272, 71576, 71596, 71599, 71632, -1, -1, -1, -1, -1, -1, -1, -1,
        83736, 83752, 83755, 83795, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73708, 73737, 73740, 73764, -1, -1, -1, -1, 70923, 70944, 70947, 70990, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 60352, 60369, 60372, 60384, 65353, 65364, 65367, 65386,
        -1, -1, -1, -1, 80636, 80651, 80654, 80686, 6553, 6565, 6568, 6667, 74867, 74893, 74896, 74924,
        98325, 98341, 98344, 98401, 19718, 19742, 19745, 19937, -1, -1, -1, -1, 96006, 96023, 96026, 96043,
        -1, -1, -1, -1, -1, -1, -1, -1, 66878, 66891, 66894, 66923, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1088, 1099, 1102, 1123, 45942, 45962, 45965, 46047, -1, -1, -1, -1,
        58474, 58495, 58498, 58640, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7357, 7381, 7384, 7403, 51734, 51761, 51764, 51861, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69621, 69640, 69643, 69691, 35624, 35641, 35644, 35669,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1222, 1235, 1238, 1258,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73597, 73625, 73628, 73654, 93153, 93171, 93174, 93255, -1, -1, -1, -1,
        95907, 95925, 95928, 96005, 66346, 66365, 66368, 66382, 84017, 84046, 84049, 84095, 30721, 30737, 30740, 30841,
        -1, -1, -1, -1, 60847, 60869, 60872, 60962, -1, -1, -1, -1, -1, -1, -1, -1,
        7328, 7348, 7351, 7356, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24962, 24975, 24978, 25004, -1, -1, -1, -1, -1, -1, -1, -1, 30196, 30216, 30219, 30289,
        -1, -1, -1, -1, 7716, 7742, 7745, 7789, 72150, 72169, 72172, 72206, 61976, 61994, 61997, 62037,
        76186, 76206, 76209, 76264, -1, -1, -1, -1, 39409, 39436, 39439, 39653, 90458, 90475, 90478, 90520,
        52847, 52872, 52875, 52933, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 94502, 94523, 94526, 94592, 72207, 72225, 72228, 72262,
        63331, 63359, 63362, 63455, 19218, 19242, 19245, 19399, 29581, 29601, 29604, 29658, -1, -1, -1, -1,
        1124, 1136, 1139, 1157, 69323, 69342, 69345, 69380, 71449, 71462, 71465, 71519, 71380, 71402, 71405, 71448,
        49357, 49372, 49375, 49416, 58328, 58353, 58356, 58473, 72006, 72032, 72035, 72093, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63210, 63236, 63239, 63330, 1541, 1562, 1565, 1679,
        58722, 58741, 58744, 58927, 46265, 46285, 46288, 46337, 90521, 90537, 90540, 90789, -1, -1, -1, -1,
        7404, 7417, 7420, 7428, 70991, 71009, 71012, 71045, 83328, 83353, 83356, 83385, 57761, 57784, 57787, 57970,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 82047, 82063, 82066, 82107, 21814, 21836, 21839, 21980,
        74925, 74952, 74955, 74985, 90010, 90035, 90038, 90119, -1, -1, -1, -1, 46048, 46070, 46073, 46155,
        62961, 62987, 62990, 63083, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 621, 636, 639, 667, -1, -1, -1, -1, 27263, 27276, 27279, 27451,
        67001, 67033, 67036, 67126, 26585, 26595, 26598, 26779, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44799, 44815, 44818, 44845, 6481, 6494, 6497, 6552, 92598, 92612, 92615, 92734, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 69238, 69254, 69257, 69322, -1, -1, -1, -1,
        -1, -1, -1, -1, 7456, 7470, 7473, 7534, 30842, 30857, 30860, 30918, 66418, 66433, 66436, 66446,
        85225, 85252, 85255, 85308, 85580, 85615, 85618, 85671, 69110, 69128, 69131, 69237, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68292, 68316, 68319, 68381,
        76044, 76064, 76067, 76125, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66077, 66096, 66099, 66167, 41265, 41285, 41288, 41495, 66168, 66189, 66192, 66260, 66481, 66499, 66502, 66510,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53697, 53731, 53734, 53758, 67127, 67160, 67163, 67253, 60315, 60336, 60339, 60351,
        40983, 41004, 41007, 41094, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 47155, 47179, 47182, 47310, 29743, 29761, 29764, 29803, 32514, 32537, 32540, 32671,
        -1, -1, -1, -1, 21657, 21682, 21685, 21705, 90876, 90901, 90904, 90980, 9948, 9967, 9970, 9986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        59630, 59649, 59652, 59726, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55327, 55351, 55354, 55470, -1, -1, -1, -1, 96254, 96269, 96272, 96318, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12406, 12431, 12434, 12499, -1, -1, -1, -1,
        91085, 91106, 91109, 91222, -1, -1, -1, -1, 37610, 37633, 37636, 37815, 18904, 18928, 18931, 19217,
        66661, 66678, 66681, 66693, 69692, 69711, 69714, 69827, 79188, 79205, 79208, 79278, 7301, 7319, 7322, 7327,
        530, 547, 550, 574, 14409, 14429, 14432, 14544, 95617, 95633, 95636, 95713, 833, 849, 852, 873,
        -1, -1, -1, -1, 20050, 20075, 20078, 20255, 28150, 28167, 28170, 28380, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 53630, 53665, 53668, 53696,
        81524, 81536, 81539, 81621, -1, -1, -1, -1, 62207, 62228, 62231, 62292, 10176, 10199, 10202, 10283,
        86193, 86220, 86223, 86269, -1, -1, -1, -1, 87083, 87102, 87105, 87237, 37163, 37189, 37192, 37448,
        43332, 43348, 43351, 43452, 53981, 54007, 54010, 54039, 84625, 84651, 84654, 84719, 25137, 25147, 25150, 25177,
        92978, 93000, 93003, 93152, -1, -1, -1, -1, 44096, 44109, 44112, 44244, -1, -1, -1, -1,
        61232, 61253, 61256, 61346, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56621, 56637, 56640, 56748, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49314, 49330, 49333, 49356, -1, -1, -1, -1,
        34602, 34626, 34629, 34785, 1008, 1025, 1028, 1051, 38018, 38038, 38041, 38294, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39214, 39241, 39244, 39408,
        -1, -1, -1, -1, -1, -1, -1, -1, 66383, 66402, 66405, 66417, -1, -1, -1, -1,
        -1, -1, -1, -1, 49101, 49119, 49122, 49261, -1, -1, -1, -1, 7535, 7546, 7549, 7637,
        19686, 19699, 19702, 19717, 75187, 75205, 75208, 75257, 72556, 72578, 72581, 72606, -1, -1, -1, -1,
        -1, -1, -1, -1, 333, 348, 351, 354, 77868, 77883, 77886, 77942, 91439, 91453, 91456, 91617,
        -1, -1, -1, -1, 90790, 90812, 90815, 90875, 7081, 7097, 7100, 7205, 95480, 95494, 95497, 95571,
        25098, 25109, 25112, 25136, 82390, 82402, 82405, 82487, 82928, 82948, 82951, 82991, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48712, 48724, 48727, 48780, -1, -1, -1, -1, 2887, 2912, 2915, 2997, 73111, 73145, 73148, 73253,
        -1, -1, -1, -1, 7206, 7217, 7220, 7229, 72438, 72456, 72459, 72483, 7230, 7248, 7251, 7278,
        -1, -1, -1, -1, 6825, 6850, 6853, 6876, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24910, 24929, 24932, 24961,
        42679, 42702, 42705, 42760, 6777, 6798, 6801, 6824, 38295, 38323, 38326, 38632, 74615, 74643, 74646, 74739,
        -1, -1, -1, -1, -1, -1, -1, -1, 95814, 95830, 95833, 95906, -1, -1, -1, -1,
        69381, 69399, 69402, 69479, 69960, 69978, 69981, 70020, 2733, 2757, 2760, 2886, 668, 680, 683, 697,
        12306, 12330, 12333, 12405, 23113, 23129, 23132, 23278, 40419, 40433, 40436, 40514, 64527, 64552, 64555, 64606,
        86042, 86068, 86071, 86117, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        98595, 98613, 98616, 98685, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 83268, 83291, 83294, 83327, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 75483, 75502, 75505, 75540, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20256, 20277, 20280, 20341, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67585, 67616, 67619, 67719,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9895, 9913, 9916, 9947, 40875, 40894, 40897, 40982, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58165, 58182, 58185, 58327, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56928, 56961, 56964, 57092, 67380, 67414, 67417, 67507, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 79719, 79741, 79744, 79830, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 73914, 73947, 73950, 74063,
        79279, 79297, 79300, 79378, 95714, 95731, 95734, 95813, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6735, 6755, 6758, 6776, 34419, 34444, 34447, 34469,
        35565, 35576, 35579, 35587, 76427, 76444, 76447, 76550, 40078, 40101, 40104, 40211, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72094, 72112, 72115, 72149, 77665, 77684, 77687, 77867, 81946, 81963, 81966, 82046,
        24307, 24326, 24329, 24366, 19630, 19646, 19649, 19685, -1, -1, -1, -1, -1, -1, -1, -1,
        45032, 45051, 45054, 45081, 5471, 5491, 5494, 5765, 90296, 90324, 90327, 90410, -1, -1, -1, -1,
        11000, 11019, 11022, 11121, -1, -1, -1, -1, 98402, 98420, 98423, 98496, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1994, 2012, 2015, 2181,
        96402, 96422, 96425, 96503, 66844, 66854, 66857, 66877, 34786, 34810, 34813, 34963, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52326, 52351, 52354, 52455,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64852, 64877, 64880, 64933,
        79963, 79983, 79986, 80218, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35301, 35313, 35316, 35328, 85892, 85921, 85924, 85966, -1, -1, -1, -1,
        21513, 21538, 21541, 21656, 76126, 76145, 76148, 76185, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64117, 64140, 64143, 64170,
        -1, -1, -1, -1, -1, -1, -1, -1, 2460, 2483, 2486, 2631, 75718, 75735, 75738, 75786,
        76774, 76797, 76800, 76995, 55735, 55755, 55758, 55840, 72263, 72283, 72286, 72320, 73765, 73797, 73800, 73913,
        96044, 96061, 96064, 96081, 64228, 64251, 64254, 64279, 98686, 98706, 98709, 98782, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 96082, 96100, 96103, 96136, -1, -1, -1, -1,
        38816, 38851, 38854, 39039, -1, -1, -1, -1, 25178, 25191, 25194, 25501, 49997, 50024, 50027, 50134,
        70856, 70878, 70881, 70922, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65458, 65481, 65484, 65531, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1346, 1359, 1362, 1374, 7279, 7293, 7296, 7300, -1, -1, -1, -1,
        -1, -1, -1, -1, 60777, 60796, 60799, 60846, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42168, 42183, 42186, 42416, 19501, 19526, 19529, 19629,
        45593, 45603, 45606, 45639, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        83833, 83845, 83848, 83857, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48596, 48610, 48613, 48711, 95429, 95448, 95451, 95479, -1, -1, -1, -1, -1, -1, -1, -1,
        83858, 83887, 83890, 83936, -1, -1, -1, -1, 33231, 33260, 33263, 33466, -1, -1, -1, -1,
        72484, 72504, 72507, 72533, 75426, 75444, 75447, 75482, 93774, 93793, 93796, 93902, -1, -1, -1, -1,
        -1, -1, -1, -1, 87845, 87866, 87869, 88192, -1, -1, -1, -1, -1, -1, -1, -1,
        30540, 30559, 30562, 30720, 11248, 11272, 11275, 11391, 79379, 79398, 79401, 79565, -1, -1, -1, -1,
        42417, 42439, 42442, 42556, -1, -1, -1, -1, 63590, 63612, 63615, 63745, -1, -1, -1, -1,
        64079, 64096, 64099, 64116, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61347, 61369, 61372, 61508, 35941, 35966, 35969, 36002, -1, -1, -1, -1, -1, -1, -1, -1,
        34470, 34486, 34489, 34517, 82171, 82192, 82195, 82329, 33561, 33587, 33590, 33644, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 77217, 77241, 77244, 77443, -1, -1, -1, -1, 874, 889, 892, 917,
        -1, -1, -1, -1, -1, -1, -1, -1, 87524, 87543, 87546, 87844, -1, -1, -1, -1,
        -1, -1, -1, -1, 44716, 44739, 44742, 44760, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 68464, 68487, 68490, 68550, -1, -1, -1, -1, -1, -1, -1, -1,
        24111, 24131, 24134, 24306, -1, -1, -1, -1, -1, -1, -1, -1, 21037, 21058, 21061, 21121,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60963, 60979, 60982, 61099,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35211, 35228, 35231, 35250, -1, -1, -1, -1, -1, -1, -1, -1, 25630, 25653, 25656, 25738,
        23722, 23739, 23742, 23839, -1, -1, -1, -1, -1, -1, -1, -1, 24367, 24384, 24387, 24495,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72534, 72541, 72544, 72555, -1, -1, -1, -1, -1, -1, -1, -1,
        19400, 19424, 19427, 19500, 43930, 43946, 43949, 44095, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65805, 65824, 65827, 65893,
        70789, 70807, 70810, 70855, -1, -1, -1, -1, 45082, 45102, 45105, 45123, -1, -1, -1, -1,
        -1, -1, -1, -1, 96757, 96773, 96776, 96831, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 80687, 80704, 80707, 80830, -1, -1, -1, -1, -1, -1, -1, -1,
        35010, 35036, 35039, 35087, -1, -1, -1, -1, 43119, 43137, 43140, 43331, 62495, 62523, 62526, 62650,
        -1, -1, -1, -1, -1, -1, -1, -1, 272, 280, 283, 308, 7429, 7442, 7445, 7455,
        22611, 22631, 22634, 22766, 35088, 35101, 35104, 35133, 36168, 36187, 36190, 36217, 32436, 32466, 32469, 32513,
        53319, 53351, 53354, 53381, 65127, 65152, 65155, 65289, 50902, 50926, 50929, 51032, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24695, 24712, 24715, 24909, 71520, 71539, 71542, 71575,
        -1, -1, -1, -1, -1, -1, -1, -1, 66511, 66527, 66530, 66538, 70124, 70142, 70145, 70199,
        86270, 86293, 86296, 86412, -1, -1, -1, -1, 82992, 83015, 83018, 83056, -1, -1, -1, -1,
        96137, 96154, 96157, 96186, 47833, 47860, 47863, 48009, 95572, 95593, 95596, 95616, -1, -1, -1, -1,
        6668, 6684, 6687, 6734, 66807, 66824, 66827, 66843, -1, -1, -1, -1, 82108, 82122, 82125, 82170,
        -1, -1, -1, -1, -1, -1, -1, -1, 32864, 32888, 32891, 32996, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
