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
        help.details.interactive = On a terminal, stock results follow every key as you type; photos follow a short pause in typing (FINDER_DEBOUNCE_MS, default 200) once the line has three characters, or Enter. Keys: Enter searches and saves the query in history, Tab puts the highlighted suggestion on the line (again for the next one), Up/Down move through the results, Page Down or :more shows the next page, Esc or Ctrl-D on an empty line quits, Ctrl-C quits with status 130, Ctrl-Z suspends (fg to come back).\\nWith --accessible (or FINDER_ACCESSIBLE=1, ACCESSIBLE=1) or TERM=dumb the session is line by line: type a query and press Enter, the results are read once; :history, :more, :help and :quit are commands, and Ctrl-C stops a search or clears the line without ending the session.\\nWhen standard input is not a terminal, each line read is one query, answered in the chosen --format (json: one document per line).
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
        hint.empty.ticker = Search by name instead: finder stocks {ticker}
        hint.empty.tickers = Check the spelling, or search by name: finder stocks NAME
        hint.limit = Raise the limit (or start finder from a shell without it), then run finder again. Nothing was changed.
        hint.noInodes = Nothing was lost: delete files you no longer need from that file system (it is many small files that use up inodes; df -i shows how many are left), then run finder again. Keep the store: it holds your history and synced listings.
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
        placeholder.TOPIC = TOPIC
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
        topic.environment.intro = An option given on the command line wins over its variable.
        topic.exit-codes.intro = Every command ends with one of these statuses; a script can tell a search that found nothing (1) from one that failed.
        topic.formats.accessible = for screen readers: one result per line starting with its position, fields ended by semicolons, numbers and tickers written to be read aloud; no colour, padding, spinner or drawing
        topic.formats.intro = Choose with --format (or --json) and --accessible, anywhere on the line.
        topic.formats.json = for scripts: exactly one JSON document on standard output for every outcome, errors and usage mistakes included (see finder help json)
        topic.formats.jsonl = one JSON event per line: a state event when work starts, one result event per result, then a last state event with the count, the message or the error
        topic.formats.streams = Help, the man page, completion scripts and --version are documents too in JSON: one result holding the text. Unknown values are null, never empty strings; timestamps are ISO 8601 in UTC.
        topic.formats.text = for people: results in aligned columns on standard output, in colour where allowed; counts, hints, progress and errors on standard error
        topic.json.document = document: {members}
        topic.json.domains = Each domain adds its own members, present in every document of the domain and null when unknown:
        topic.json.intro = Every JSON document has these members, whatever its outcome; member names are English and stable, messages are in the UI language, and new members may be added.
        topic.json.member.count = how many results the document holds
        topic.json.member.domain = the command that answered (below); cli for help, --version and usage errors
        topic.json.member.error = for an error, an object with code (finder help exit-codes), message and hint; else null
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
        -1, -1, -1, -1, -1, -1, -1, -1, 33040, 33060, 33063, 33077, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37874, 37894, 37897, 37904,
        -1, -1, -1, -1, 22151, 22163, 22166, 22178, 10013, 10037, 10040, 10285, -1, -1, -1, -1,
        8184, 8204, 8207, 8286, 32022, 32040, 32043, 32073, 22618, 22642, 22645, 22665, 37955, 37969, 37972, 38009,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 429, 441, 444, 449,
        -1, -1, -1, -1, 28573, 28592, 28595, 28623, 4457, 4474, 4477, 4504, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 18964, 18984, 18987, 19020, 19582, 19603, 19606, 19646, 26072, 26089, 26092, 26177,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 14319, 14337, 14340, 14355,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29317, 29334, 29337, 29490, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 45002, 45028, 45031, 45045, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1913, 1939, 1942, 2016, 11671, 11693, 11696, 11780, -1, -1, -1, -1,
        21029, 21055, 21058, 21095, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56764, 56788, 56791, 56827, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30465, 30483, 30486, 30513,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49896, 49920, 49923, 49942, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36896, 36913, 36916, 37187,
        -1, -1, -1, -1, -1, -1, -1, -1, 22385, 22395, 22398, 22402, 6767, 6786, 6789, 6837,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56403, 56421, 56424, 56464,
        -1, -1, -1, -1, 40671, 40690, 40693, 40724, 48489, 48503, 48506, 48572, 40869, 40889, 40892, 40906,
        16711, 16728, 16731, 16805, -1, -1, -1, -1, -1, -1, -1, -1, 450, 467, 470, 480,
        10286, 10310, 10313, 11219, 27427, 27441, 27444, 27571, 22364, 22375, 22378, 22384, 29831, 29851, 29854, 29893,
        54852, 54868, 54871, 54980, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        19083, 19099, 19102, 19134, 50775, 50806, 50809, 50829, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 5877, 5889, 5892, 5953, -1, -1, -1, -1,
        -1, -1, -1, -1, 33228, 33259, 33262, 33285, 40216, 40243, 40246, 40264, -1, -1, -1, -1,
        -1, -1, -1, -1, 42170, 42192, 42195, 42234, 25825, 25843, 25846, 25902, 13232, 13257, 13260, 13399,
        53418, 53443, 53446, 53527, -1, -1, -1, -1, 24760, 24770, 24773, 24805, -1, -1, -1, -1,
        -1, -1, -1, -1, 40629, 40645, 40648, 40670, -1, -1, -1, -1, -1, -1, -1, -1,
        58746, 58762, 58765, 58804, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 35198, 35223, 35226, 35270, 47014, 47041, 47044, 47152, -1, -1, -1, -1,
        -1, -1, -1, -1, 22532, 22544, 22547, 22555, -1, -1, -1, -1, 40003, 40028, 40031, 40047,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17435, 17463, 17466, 17696, 21372, 21388, 21391, 21402, 25414, 25436, 25439, 25517, 41561, 41592, 41595, 41643,
        19647, 19680, 19683, 19760, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7245, 7264, 7267, 7320, 190, 207, 210, 229,
        36302, 36318, 36321, 36415, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30050, 30072, 30075, 30105, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        48825, 48842, 48845, 48922, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44502, 44520, 44523, 44539, -1, -1, -1, -1, 44676, 44689, 44692, 44698, 54981, 54995, 54998, 55063,
        -1, -1, -1, -1, -1, -1, -1, -1, 41342, 41374, 41377, 41426, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13926, 13951, 13954, 14094, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28035, 28058, 28061, 28072, 41165, 41182, 41185, 41190,
        20541, 20564, 20567, 20647, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43796, 43822, 43825, 43880, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 36103, 36130, 36133, 36170,
        -1, -1, -1, -1, 5288, 5306, 5309, 5400, -1, -1, -1, -1, 44646, 44657, 44660, 44675,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31296, 31321, 31324, 31389, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58544, 58561, 58564, 58626, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56546, 56564, 56567, 56661, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19381, 19401, 19404, 19449, -1, -1, -1, -1, 1616, 1642, 1645, 1703,
        44341, 44348, 44351, 44360, 50953, 50975, 50978, 50979, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40526, 40548, 40551, 40575, -1, -1, -1, -1,
        30922, 30942, 30945, 30979, 45372, 45392, 45395, 45414, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8100, 8123, 8126, 8183, 23667, 23692, 23695, 23785,
        46904, 46923, 46926, 47013, 57360, 57377, 57380, 57407, -1, -1, -1, -1, -1, -1, -1, -1,
        32516, 32535, 32538, 32583, 28419, 28431, 28434, 28476, 16571, 16592, 16595, 16642, 35818, 35842, 35845, 35900,
        53882, 53905, 53908, 53931, -1, -1, -1, -1, 54561, 54579, 54582, 54624, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33328, 33356, 33359, 33378, 53201, 53225, 53228, 53303, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48923, 48940, 48943, 49000, -1, -1, -1, -1,
        18419, 18440, 18443, 18503, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        389, 401, 404, 409, 49404, 49417, 49420, 49443, 45415, 45428, 45431, 45463, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37757, 37776, 37779, 37785, 52841, 52859, 52862, 52958,
        55391, 55418, 55421, 55529, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33116, 33152, 33155, 33170,
        -1, -1, -1, -1, 38344, 38360, 38363, 38408, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31111, 31142, 31145, 31295, -1, -1, -1, -1, 11308, 11326, 11329, 11670,
        52799, 52818, 52821, 52840, 6595, 6605, 6608, 6707, 49327, 49347, 49350, 49403, -1, -1, -1, -1,
        -1, -1, -1, -1, 27931, 27941, 27944, 27957, -1, -1, -1, -1, 31752, 31771, 31774, 31785,
        28893, 28913, 28916, 28957, -1, -1, -1, -1, 58805, 58820, 58823, 58860, -1, -1, -1, -1,
        -1, -1, -1, -1, 25518, 25534, 25537, 25653, -1, -1, -1, -1, -1, -1, -1, -1,
        8287, 8311, 8314, 9203, 12927, 12949, 12952, 13067, -1, -1, -1, -1, -1, -1, -1, -1,
        26938, 26952, 26955, 27031, 29997, 30017, 30020, 30049, -1, -1, -1, -1, 22599, 22611, 22614, 22617,
        27840, 27853, 27856, 27930, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21527, 21556, 21559, 21606, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 3890, 3911, 3914, 4068, 32584, 32609, 32612, 32672, -1, -1, -1, -1,
        22026, 22049, 22052, 22064, -1, -1, -1, -1, 5036, 5062, 5065, 5084, 41644, 41677, 41680, 41729,
        58627, 58641, 58644, 58683, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53611, 53633, 53636, 53673, 33078, 33102, 33105, 33115, 50259, 50288, 50291, 50332,
        28624, 28644, 28647, 28661, -1, -1, -1, -1, 51032, 51059, 51062, 51086, -1, -1, -1, -1,
        -1, -1, -1, -1, 55737, 55757, 55760, 55784, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 577, 594, 597, 607, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30218, 30235, 30238, 30306,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55064, 55086, 55089, 55187,
        -1, -1, -1, -1, 5188, 5205, 5208, 5287, -1, -1, -1, -1, 47497, 47524, 47527, 47615,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 46159, 46181, 46184, 46299,
        -1, -1, -1, -1, -1, -1, -1, -1, 43125, 43143, 43146, 43174, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 45567, 45588, 45591, 45625, 26414, 26435, 26438, 26503,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41113, 41129, 41132, 41136,
        -1, -1, -1, -1, 6191, 6209, 6212, 6252, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 58250, 58267, 58270, 58312, -1, -1, -1, -1, 6894, 6914, 6917, 6973,
        32895, 32919, 32922, 32931, -1, -1, -1, -1, 58086, 58102, 58105, 58124, -1, -1, -1, -1,
        -1, -1, -1, -1, 410, 421, 424, 428, 6374, 6403, 6406, 6460, 22306, 22316, 22319, 22323,
        639, 653, 656, 663, 22179, 22192, 22195, 22202, 35761, 35785, 35788, 35817, 49001, 49019, 49022, 49107,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1041, 1062, 1065, 1100,
        -1, -1, -1, -1, 28690, 28706, 28709, 28749, 33688, 33711, 33714, 33733, 55613, 55635, 55638, 55736,
        14263, 14289, 14292, 14318, 47153, 47173, 47176, 47230, 42235, 42259, 42262, 42358, 6461, 6483, 6486, 6530,
        19450, 19477, 19480, 19581, 42359, 42378, 42381, 42398, 56883, 56903, 56906, 56964, -1, -1, -1, -1,
        83, 100, 103, 106, 34157, 34185, 34188, 34440, 50204, 50224, 50227, 50258, 51367, 51394, 51397, 51414,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21163, 21183, 21186, 21215,
        48007, 48023, 48026, 48043, 50039, 50060, 50063, 50092, -1, -1, -1, -1, 791, 802, 805, 809,
        18166, 18189, 18192, 18418, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48253, 48275, 48278, 48349, 129, 141, 144, 162,
        44110, 44131, 44134, 44150, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28237, 28253, 28256, 28267, -1, -1, -1, -1,
        48081, 48098, 48101, 48113, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26870, 26886, 26889, 26937, 41307, 41321, 41324, 41341, 45206, 45225, 45228, 45270, 51135, 51160, 51163, 51185,
        -1, -1, -1, -1, -1, -1, -1, -1, 28292, 28311, 28314, 28321, 22796, 22811, 22814, 23306,
        28174, 28191, 28194, 28199, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50870, 50895, 50898, 50911, -1, -1, -1, -1, 45093, 45111, 45114, 45144, -1, -1, -1, -1,
        -1, -1, -1, -1, 35373, 35396, 35399, 35460, 27292, 27306, 27309, 27354, -1, -1, -1, -1,
        27958, 27966, 27969, 28002, 22755, 22775, 22778, 22795, 37844, 37865, 37868, 37873, -1, -1, -1, -1,
        30980, 31002, 31005, 31027, 31497, 31517, 31520, 31575, -1, -1, -1, -1, -1, -1, -1, -1,
        32835, 32859, 32862, 32894, -1, -1, -1, -1, 16285, 16297, 16300, 16308, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11220, 11240, 11243, 11307, -1, -1, -1, -1,
        17697, 17715, 17718, 17831, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        43406, 43426, 43429, 43468, -1, -1, -1, -1, -1, -1, -1, -1, 49983, 50005, 50008, 50038,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 37930, 37947, 37950, 37954,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 21216, 21239, 21242, 21268,
        41730, 41755, 41758, 41795, 57267, 57274, 57277, 57311, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21607, 21632, 21635, 21649, -1, -1, -1, -1, -1, -1, -1, -1, 42970, 42989, 42992, 43008,
        -1, -1, -1, -1, 15489, 15505, 15508, 15528, -1, -1, -1, -1, 45626, 45648, 45651, 45697,
        -1, -1, -1, -1, -1, -1, -1, -1, 24919, 24941, 24944, 25075, 57971, 57984, 57987, 58030,
        3248, 3273, 3276, 3368, 42433, 42452, 42455, 42472, -1, -1, -1, -1, 15600, 15615, 15618, 15668,
        -1, -1, -1, -1, 49770, 49790, 49793, 49805, 56965, 56993, 56996, 57087, 42772, 42797, 42800, 42820,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 50333, 50354, 50357, 50379,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 28111, 28131, 28134, 28142,
        -1, -1, -1, -1, 49688, 49704, 49707, 49725, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 53674, 53697, 53700, 53727, 27355, 27370, 27373, 27426,
        58167, 58185, 58188, 58211, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50573, 50585, 50588, 50612, 53304, 53327, 53330, 53417, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 21403, 21421, 21424, 21446, 24367, 24398, 24401, 24488, 33565, 33583, 33586, 33597,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41063, 41079, 41082, 41086,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        17964, 17989, 17992, 18165, 30752, 30770, 30773, 30793, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19830, 19869, 19872, 19928, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41191, 41206, 41209, 41212, 44540, 44560, 44563, 44580, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22280, 22294, 22297, 22305, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29894, 29908, 29911, 29979, 44072, 44091, 44094, 44109, 51798, 51822, 51825, 52005, 13842, 13865, 13868, 13925,
        -1, -1, -1, -1, 1356, 1382, 1385, 1497, -1, -1, -1, -1, 22510, 22522, 22525, 22531,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 39689, 39712, 39715, 39781,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20733, 20762, 20765, 20880, -1, -1, -1, -1, -1, -1, -1, -1, 58684, 58700, 58703, 58745,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 40446, 40465, 40468, 40491, -1, -1, -1, -1, 42726, 42745, 42748, 42771,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 43748, 43764, 43767, 43795, -1, -1, -1, -1, 3787, 3816, 3819, 3889,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 39101, 39121, 39124, 39138, 58313, 58330, 58333, 58375, 709, 722, 725, 731,
        29195, 29210, 29213, 29316, -1, -1, -1, -1, -1, -1, -1, -1, 3369, 3386, 3389, 3557,
        46449, 46471, 46474, 46504, 41922, 41945, 41948, 41994, 49862, 49876, 49879, 49895, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44699, 44709, 44712, 44717,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 38062, 38081, 38084, 38119, 16873, 16891, 16894, 16951, -1, -1, -1, -1,
        -1, -1, -1, -1, 35525, 35549, 35552, 35670, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 12523, 12544, 12547, 12634, 19021, 19036, 19039, 19082, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32233, 32257, 32260, 32353, 37396, 37419, 37422, 37495, -1, -1, -1, -1, 30657, 30682, 30685, 30710,
        30839, 30858, 30861, 30921, 57160, 57187, 57190, 57266, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 18612, 18634, 18637, 18675,
        28200, 28219, 28222, 28236, 48044, 48063, 48066, 48080, 26178, 26200, 26203, 26267, 42097, 42119, 42122, 42169,
        40576, 40600, 40603, 40628, 52959, 52975, 52978, 53138, 5738, 5752, 5755, 5876, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 51465, 51490, 51493, 51514, 34754, 34774, 34777, 34995, -1, -1, -1, -1,
        33379, 33408, 33411, 33426, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45532, 45546, 45549, 45566, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44581, 44595, 44598, 44619, 7399, 7423, 7426, 7507,
        3558, 3572, 3575, 3578, 28268, 28284, 28287, 28291, 39881, 39904, 39907, 39929, -1, -1, -1, -1,
        31657, 31684, 31687, 31751, -1, -1, -1, -1, 42050, 42071, 42074, 42096, 39828, 39855, 39858, 39880,
        4505, 4522, 4525, 4573, 49108, 49127, 49130, 49198, -1, -1, -1, -1, -1, -1, -1, -1,
        40265, 40285, 40288, 40333, 40121, 40148, 40151, 40169, 44907, 44934, 44937, 44952, 41011, 41026, 41029, 41032,
        2017, 2041, 2044, 2132, 44718, 44751, 44754, 44810, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21269, 21296, 21299, 21371, 34996, 35025, 35028, 35197, 39513, 39539, 39542, 39598, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42399, 42417, 42420, 42432,
        32932, 32959, 32962, 32972, 18504, 18514, 18517, 18551, 37703, 37722, 37725, 37727, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20273, 20303, 20306, 20364, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 13400, 13425, 13428, 13621, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47853, 47873, 47876, 47948, -1, -1, -1, -1,
        46505, 46524, 46527, 46628, 50980, 51005, 51008, 51031, 8074, 8087, 8090, 8099, 33286, 33312, 33315, 33327,
        45046, 45074, 45077, 45092, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        39139, 39166, 39169, 39240, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        18676, 18694, 18697, 18718, -1, -1, -1, -1, 52101, 52119, 52122, 52256, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 35960, 35985, 35988, 36042,
        41515, 41532, 41535, 41560, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        13068, 13088, 13091, 13231, 49259, 49275, 49278, 49326, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56662, 56682, 56685, 56763, 29592, 29617, 29620, 29709,
        2185, 2204, 2207, 3032, -1, -1, -1, -1, -1, -1, -1, -1, 37905, 37922, 37925, 37929,
        -1, -1, -1, -1, -1, -1, -1, -1, 33521, 33555, 33558, 33564, 18810, 18828, 18831, 18906,
        38563, 38578, 38581, 38632, 50661, 50679, 50682, 50697, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 15987, 16003, 16006, 16093, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7711, 7733, 7736, 7765, 38937, 38951, 38954, 38982, -1, -1, -1, -1,
        4069, 4095, 4098, 4161, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15085, 15103, 15106, 15174, 36728, 36745, 36748, 36775,
        50830, 50853, 50856, 50869, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 7838, 7862, 7865, 7943, 22717, 22735, 22738, 22754,
        774, 784, 787, 790, 30307, 30322, 30325, 30378, 43009, 43029, 43032, 43074, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 6974, 6998, 7001, 7092,
        46801, 46824, 46827, 46903, 25295, 25309, 25312, 25343, 41033, 41052, 41055, 41062, 50472, 50497, 50500, 50526,
        7766, 7790, 7793, 7837, -1, -1, -1, -1, 45953, 45969, 45972, 46027, 24806, 24833, 24836, 24918,
        -1, -1, -1, -1, 36043, 36066, 36069, 36102, 41831, 41837, 41840, 41852, -1, -1, -1, -1,
        7093, 7113, 7116, 7169, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        14525, 14539, 14542, 14577, 29005, 29023, 29026, 29081, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14632, 14651, 14654, 14723, 31390, 31417, 31420, 31450, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5401, 5423, 5426, 5524,
        -1, -1, -1, -1, 43881, 43900, 43903, 43934, -1, -1, -1, -1, 9286, 9305, 9308, 10012,
        22324, 22339, 22342, 22363, 25191, 25212, 25215, 25294, 6838, 6855, 6858, 6893, 35901, 35931, 35934, 35959,
        40048, 40066, 40069, 40074, -1, -1, -1, -1, 558, 569, 572, 576, 2133, 2151, 2154, 2184,
        32973, 32992, 32995, 33006, 6033, 6049, 6052, 6122, 47309, 47327, 47330, 47395, 56134, 56152, 56155, 56235,
        -1, -1, -1, -1, -1, -1, -1, -1, 27762, 27776, 27779, 27839, 51087, 51111, 51114, 51134,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 13704, 13723, 13726, 13841, 44811, 44846, 44849, 44906,
        -1, -1, -1, -1, -1, -1, -1, -1, 55293, 55312, 55315, 55390, -1, -1, -1, -1,
        16322, 16338, 16341, 16353, 17068, 17081, 17084, 17313, -1, -1, -1, -1, 19761, 19794, 19797, 19829,
        54625, 54640, 54643, 54688, 57088, 57107, 57110, 57159, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 50527, 50546, 50549, 50572, -1, -1, -1, -1,
        -1, -1, -1, -1, 37496, 37520, 37523, 37702, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 53139, 53162, 53165, 53200, -1, -1, -1, -1, 21727, 21747, 21750, 21781,
        -1, -1, -1, -1, -1, -1, -1, -1, 810, 822, 825, 830, 14724, 14744, 14747, 14806,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 19929, 19953, 19956, 20016, -1, -1, -1, -1,
        44620, 44631, 44634, 44645, 31849, 31873, 31876, 32021, -1, -1, -1, -1, 57874, 57889, 57892, 57923,
        -1, -1, -1, -1, -1, -1, -1, -1, 44151, 44175, 44178, 44204, 58464, 58479, 58482, 58543,
        -1, -1, -1, -1, -1, -1, -1, -1, 55188, 55204, 55207, 55292, 31451, 31463, 31466, 31496,
        48709, 48730, 48733, 48824, 45271, 45291, 45294, 45331, -1, -1, -1, -1, 15669, 15691, 15694, 15773,
        -1, -1, -1, -1, 16806, 16823, 16826, 16872, -1, -1, -1, -1, 50912, 50932, 50935, 50952,
        -1, -1, -1, -1, -1, -1, -1, -1, 30794, 30810, 30813, 30838, 38826, 38849, 38852, 38888,
        52641, 52659, 52662, 52798, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7508, 7528, 7531, 7594, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 6123, 6142, 6145, 6190, 35271, 35296, 35299, 35372, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25903, 25924, 25927, 25933,
        -1, -1, -1, -1, 3033, 3053, 3056, 3247, 56236, 56259, 56262, 56302, -1, -1, -1, -1,
        58376, 58394, 58397, 58463, 854, 873, 876, 952, 54689, 54700, 54703, 54716, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 15283, 15299, 15302, 15311, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37188, 37214, 37217, 37318, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57451, 57470, 57473, 57485, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43935, 43959, 43962, 43978, 48350, 48366, 48369, 48488,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51244, 51277, 51280, 51303,
        47396, 47415, 47418, 47496, -1, -1, -1, -1, -1, -1, -1, -1, 58212, 58223, 58226, 58249,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 28477, 28498, 28501, 28526, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 27032, 27052, 27055, 27075,
        -1, -1, -1, -1, 32074, 32095, 32098, 32145, -1, -1, -1, -1, -1, -1, -1, -1,
        56465, 56479, 56482, 56545, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15448, 15464, 15467, 15488,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 30711, 30730, 30733, 30751,
        28385, 28403, 28406, 28418, -1, -1, -1, -1, 57408, 57425, 57428, 57450, -1, -1, -1, -1,
        14972, 14990, 14993, 15084, 51654, 51676, 51679, 51797, -1, -1, -1, -1, 54399, 54423, 54426, 54476,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        230, 248, 251, 273, 22485, 22498, 22501, 22509, -1, -1, -1, -1, -1, -1, -1, -1,
        5954, 5978, 5981, 6032, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38633, 38652, 38655, 38705, 53528, 53553, 53556, 53610, 54003, 54018, 54021, 54042, 53808, 53839, 53842, 53881,
        -1, -1, -1, -1, -1, -1, -1, -1, 18719, 18739, 18742, 18765, -1, -1, -1, -1,
        38010, 38033, 38036, 38061, 40907, 40925, 40928, 40934, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29082, 29095, 29098, 29194,
        -1, -1, -1, -1, 38771, 38787, 38790, 38825, 24158, 24185, 24188, 24241, 5525, 5546, 5549, 5737,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 308, 325, 328, 337, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 29980, 29992, 29995, 29996, 31786, 31808, 31811, 31848,
        32354, 32378, 32381, 32433, 5146, 5163, 5166, 5187, 49943, 49968, 49971, 49982, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 55973, 55993, 55996, 56133,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        49806, 49825, 49828, 49861, 732, 743, 746, 750, -1, -1, -1, -1, 6253, 6277, 6280, 6373,
        -1, -1, -1, -1, 22556, 22569, 22572, 22598, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41796, 41817, 41820, 41830, -1, -1, -1, -1, -1, -1, -1, -1,
        38706, 38724, 38727, 38770, 43469, 43487, 43490, 43573, 14454, 14478, 14481, 14524, 33007, 33027, 33030, 33039,
        -1, -1, -1, -1, -1, -1, -1, -1, 28527, 28543, 28546, 28572, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22666, 22692, 22695, 22716, -1, -1, -1, -1, 33642, 33670, 33673, 33687, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39241, 39270, 39273, 39346, 45332, 45350, 45353, 45371,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 57312, 57331, 57334, 57359, 26376, 26393, 26396, 26413, 43228, 43249, 43252, 43405,
        46028, 46044, 46047, 46073, -1, -1, -1, -1, 28003, 28023, 28026, 28034, -1, -1, -1, -1,
        537, 549, 552, 557, -1, -1, -1, -1, 41137, 41155, 41158, 41164, -1, -1, -1, -1,
        20017, 20033, 20036, 20272, -1, -1, -1, -1, -1, -1, -1, -1, 41278, 41296, 41299, 41306,
        -1, -1, -1, -1, -1, -1, -1, -1, 26268, 26285, 26288, 26375, -1, -1, -1, -1,
        30597, 30621, 30624, 30656, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 37728, 37747, 37750, 37756, 22423, 22438, 22441, 22451, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23464, 23489, 23492, 23551, 26723, 26737, 26740, 26804,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        45698, 45721, 45724, 45766, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 14807, 14825, 14828, 14858, -1, -1, -1, -1, 15312, 15330, 15333, 15447,
        18766, 18779, 18782, 18809, 33734, 33753, 33756, 34156, 38983, 39005, 39008, 39042, 21447, 21476, 21479, 21526,
        -1, -1, -1, -1, -1, -1, -1, -1, 163, 177, 180, 189, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        7595, 7613, 7616, 7710, 3579, 3595, 3598, 3605, -1, -1, -1, -1, -1, -1, -1, -1,
        39782, 39802, 39805, 39827, 16309, 16316, 16319, 16321, 22236, 22250, 22253, 22261, 32673, 32700, 32703, 32764,
        34532, 34556, 34559, 34690, -1, -1, -1, -1, 47231, 47248, 47251, 47308, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1101, 1127, 1130, 1238, 32434, 32453, 32456, 32515, -1, -1, -1, -1,
        14578, 14595, 14598, 14631, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50613, 50629, 50632, 50660, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44953, 44982, 44985, 45001, -1, -1, -1, -1, 43665, 43686, 43689, 43709, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 37819, 37836, 37839, 37843, 40492, 40503, 40506, 40525,
        -1, -1, -1, -1, 48573, 48588, 48591, 48607, 4214, 4226, 4229, 4292, 58861, 58877, 58880, 58919,
        -1, -1, -1, -1, 12303, 12327, 12330, 12522, -1, -1, -1, -1, 57726, 57743, 57746, 57760,
        -1, -1, -1, -1, -1, -1, -1, -1, 41248, 41261, 41264, 41277, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 664, 675, 678, 687, 28750, 28770, 28773, 28819, -1, -1, -1, -1,
        36595, 36616, 36619, 36727, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 4783, 4807, 4810, 4816, 32146, 32173, 32176, 32232, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42821, 42840, 42843, 42874, 22452, 22469, 22472, 22484,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 751, 764, 767, 773,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55917, 55935, 55938, 55972, -1, -1, -1, -1, -1, -1, -1, -1,
        57665, 57683, 57686, 57725, 40935, 40954, 40957, 40964, 50723, 50752, 50755, 50774, 19250, 19266, 19269, 19326,
        -1, -1, -1, -1, 38165, 38187, 38190, 38265, -1, -1, -1, -1, -1, -1, -1, -1,
        4754, 4774, 4777, 4782, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        16260, 16273, 16276, 16284, -1, -1, -1, -1, -1, -1, -1, -1, 18907, 18927, 18930, 18963,
        -1, -1, -1, -1, 5085, 5111, 5114, 5145, -1, -1, -1, -1, 38889, 38907, 38910, 38936,
        45890, 45910, 45913, 45952, -1, -1, -1, -1, 24609, 24636, 24639, 24759, 54043, 54060, 54063, 54085,
        32765, 32790, 32793, 32834, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 56828, 56849, 56852, 56882, 44262, 44280, 44283, 44299,
        39427, 39455, 39458, 39512, 11986, 12010, 12013, 12104, 18552, 18572, 18575, 18611, -1, -1, -1, -1,
        688, 700, 703, 708, 42620, 42639, 42642, 42668, 44024, 44037, 44040, 44071, 43979, 44001, 44004, 44023,
        30552, 30567, 30570, 30596, 36493, 36518, 36521, 36594, 44205, 44231, 44234, 44261, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 39347, 39373, 39376, 39426, 953, 974, 977, 1040,
        36776, 36795, 36798, 36895, 28958, 28978, 28981, 29004, 54086, 54102, 54105, 54264, -1, -1, -1, -1,
        4817, 4830, 4833, 4839, 43710, 43728, 43731, 43747, 50424, 50449, 50452, 50471, 36171, 36194, 36197, 36301,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 49515, 49531, 49534, 49555, 14356, 14378, 14381, 14453,
        53728, 53753, 53756, 53807, -1, -1, -1, -1, -1, -1, -1, -1, 28820, 28842, 28845, 28892,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 338, 353, 356, 367, -1, -1, -1, -1, 17314, 17327, 17330, 17434,
        -1, -1, -1, -1, 16952, 16962, 16965, 17067, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        28143, 28159, 28162, 28173, 4162, 4175, 4178, 4213, 55530, 55544, 55547, 55612, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 42561, 42577, 42580, 42619, -1, -1, -1, -1,
        -1, -1, -1, -1, 4863, 4877, 4880, 4915, 19327, 19342, 19345, 19380, 40965, 40980, 40983, 40986,
        51186, 51213, 51216, 51243, 51304, 51339, 51342, 51366, 42473, 42491, 42494, 42560, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 41853, 41877, 41880, 41921,
        45767, 45787, 45790, 45832, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        40772, 40791, 40794, 40818, 25934, 25954, 25957, 26071, 40819, 40840, 40843, 40868, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33475, 33509, 33512, 33520, -1, -1, -1, -1, 37786, 37807, 37810, 37818,
        25739, 25760, 25763, 25824, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29491, 29515, 29518, 29591, 20432, 20455, 20458, 20540, -1, -1, -1, -1,
        -1, -1, -1, -1, 14214, 14239, 14242, 14262, 54331, 54356, 54359, 54398, 6568, 6587, 6590, 6594,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        37319, 37338, 37341, 37395, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34441, 34465, 34468, 34531, -1, -1, -1, -1, 57924, 57939, 57942, 57970, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 8011, 8036, 8039, 8073, -1, -1, -1, -1,
        54477, 54498, 54501, 54560, -1, -1, -1, -1, 23552, 23575, 23578, 23666, 11781, 11805, 11808, 11985,
        41087, 41104, 41107, 41112, 42875, 42894, 42897, 42969, 47616, 47633, 47636, 47668, 4727, 4745, 4748, 4753,
        274, 291, 294, 307, 9204, 9224, 9227, 9285, -1, -1, -1, -1, 481, 497, 500, 509,
        -1, -1, -1, -1, 12635, 12660, 12663, 12840, 17832, 17849, 17852, 17963, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33427, 33462, 33465, 33474,
        49199, 49211, 49214, 49258, -1, -1, -1, -1, 39043, 39064, 39067, 39100, 6708, 6731, 6734, 6766,
        51515, 51542, 51545, 51567, -1, -1, -1, -1, 52006, 52025, 52028, 52100, 23307, 23333, 23336, 23463,
        27206, 27222, 27225, 27291, 33598, 33624, 33627, 33641, 55785, 55807, 55810, 55916, 16381, 16391, 16394, 16400,
        -1, -1, -1, -1, -1, -1, -1, -1, 27689, 27702, 27705, 27761, -1, -1, -1, -1,
        38409, 38430, 38433, 38483, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35461, 35477, 35480, 35524, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 30514, 30530, 30533, 30551, -1, -1, -1, -1,
        21782, 21806, 21809, 21912, 608, 625, 628, 638, 23786, 23806, 23809, 23926, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24489, 24516, 24519, 24608,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30379, 30397, 30400, 30464, -1, -1, -1, -1, 4916, 4927, 4930, 5035,
        12277, 12290, 12293, 12302, 45145, 45163, 45166, 45205, 44460, 44482, 44485, 44501, -1, -1, -1, -1,
        -1, -1, -1, -1, 107, 122, 125, 128, 46753, 46768, 46771, 46800, 54717, 54731, 54734, 54851,
        -1, -1, -1, -1, 54265, 54287, 54290, 54330, 4574, 4590, 4593, 4650, 57525, 57539, 57542, 57574,
        16354, 16365, 16368, 16380, 49726, 49738, 49741, 49769, 50093, 50113, 50116, 50139, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30186, 30198, 30201, 30217, -1, -1, -1, -1, 1829, 1854, 1857, 1912, -1, -1, -1, -1,
        -1, -1, -1, -1, 4651, 4662, 4665, 4673, 44361, 44379, 44382, 44398, 4674, 4692, 4695, 4704,
        -1, -1, -1, -1, 4408, 4433, 4436, 4456, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16221, 16240, 16243, 16259,
        26805, 26828, 26831, 26869, 4375, 4396, 4399, 4407, 23927, 23955, 23958, 24157, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57607, 57623, 57626, 57664, -1, -1, -1, -1,
        42669, 42687, 42690, 42725, 43075, 43093, 43096, 43124, 1704, 1728, 1731, 1828, 368, 380, 383, 388,
        7944, 7968, 7971, 8010, 15175, 15191, 15194, 15282, 25344, 25358, 25361, 25413, 40075, 40100, 40103, 40120,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58920, 58938, 58941, 58983, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 50380, 50403, 50406, 50423, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12841, 12862, 12865, 12926, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        6531, 6549, 6552, 6567, 25654, 25673, 25676, 25738, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        36416, 36433, 36436, 36492, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35671, 35704, 35707, 35760, 41427, 41461, 41464, 41514, -1, -1, -1, -1, 0, 22, 25, 31,
        -1, -1, -1, -1, -1, -1, -1, -1, 47949, 47971, 47974, 48006, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47669, 47687, 47690, 47734,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4346, 4366, 4369, 4374, 21650, 21675, 21678, 21692,
        22403, 22414, 22417, 22422, 46074, 46091, 46094, 46158, 25076, 25099, 25102, 25190, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46629, 46648, 46651, 46752, 49444, 49461, 49464, 49514, -1, -1, -1, -1,
        15882, 15901, 15904, 15918, 12233, 12249, 12252, 12276, -1, -1, -1, -1, -1, -1, -1, -1,
        28322, 28341, 28344, 28352, 3606, 3626, 3629, 3786, 53932, 53960, 53963, 54002, -1, -1, -1, -1,
        7170, 7189, 7192, 7244, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1239, 1257, 1260, 1355,
        58031, 58051, 58054, 58085, 41213, 41223, 41226, 41247, 21913, 21937, 21940, 22025, -1, -1, -1, -1,
        32, 51, 54, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40170, 40195, 40198, 40215,
        48114, 48134, 48137, 48252, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22262, 22274, 22277, 22279, 51415, 51444, 51447, 51464, -1, -1, -1, -1,
        14095, 14120, 14123, 14213, 45833, 45852, 45855, 45889, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 1498, 1521, 1524, 1615, 45464, 45481, 45484, 45531,
        -1, -1, -1, -1, 34691, 34711, 34714, 34753, 44300, 44320, 44323, 44340, 57761, 57778, 57781, 57795,
        -1, -1, -1, -1, 39961, 39984, 39987, 40002, 58984, 59004, 59007, 59050, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 57796, 57814, 57817, 57838, -1, -1, -1, -1,
        24242, 24277, 24280, 24366, -1, -1, -1, -1, 16401, 16414, 16417, 16570, 31028, 31055, 31058, 31110,
        43620, 43642, 43645, 43664, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 831, 844, 847, 853, 4705, 4719, 4722, 4726, -1, -1, -1, -1,
        -1, -1, -1, -1, 38120, 38139, 38142, 38164, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 26504, 26519, 26522, 26625, 12162, 12187, 12190, 12232,
        28662, 28672, 28675, 28689, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        50698, 50710, 50713, 50722, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        30106, 30120, 30123, 30185, 57486, 57505, 57508, 57524, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20881, 20910, 20913, 21028, -1, -1, -1, -1,
        44399, 44419, 44422, 44439, 56303, 56322, 56325, 56402, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52430, 52451, 52454, 52640, -1, -1, -1, -1, -1, -1, -1, -1,
        19135, 19154, 19157, 19249, 7321, 7345, 7348, 7398, 47735, 47754, 47757, 47852, -1, -1, -1, -1,
        26626, 26648, 26651, 26722, -1, -1, -1, -1, 39599, 39621, 39624, 39688, -1, -1, -1, -1,
        39930, 39947, 39950, 39960, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        38484, 38506, 38509, 38562, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        21693, 21709, 21712, 21726, 49609, 49630, 49633, 49687, 21096, 21122, 21125, 21162, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46300, 46324, 46327, 46448, -1, -1, -1, -1, 510, 525, 528, 536,
        -1, -1, -1, -1, -1, -1, -1, -1, 52257, 52276, 52279, 52429, -1, -1, -1, -1,
        -1, -1, -1, -1, 28073, 28096, 28099, 28110, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 41995, 42018, 42021, 42049, -1, -1, -1, -1, -1, -1, -1, -1,
        15774, 15794, 15797, 15881, -1, -1, -1, -1, -1, -1, -1, -1, 13622, 13643, 13646, 13703,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38266, 38282, 38285, 38343,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        22203, 22220, 22223, 22235, -1, -1, -1, -1, -1, -1, -1, -1, 16643, 16666, 16669, 16710,
        15529, 15546, 15549, 15599, -1, -1, -1, -1, -1, -1, -1, -1, 15919, 15936, 15939, 15986,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 44440, 44447, 44450, 44459, -1, -1, -1, -1, -1, -1, -1, -1,
        12105, 12129, 12132, 12161, 27572, 27588, 27591, 27688, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 40725, 40744, 40747, 40771,
        43574, 43592, 43595, 43619, -1, -1, -1, -1, 28353, 28373, 28376, 28384, -1, -1, -1, -1,
        -1, -1, -1, -1, 58125, 58141, 58144, 58166, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48608, 48625, 48628, 48708, -1, -1, -1, -1, -1, -1, -1, -1,
        22065, 22091, 22094, 22120, -1, -1, -1, -1, 27076, 27094, 27097, 27205, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 4840, 4853, 4856, 4862, 22121, 22134, 22137, 22150,
        14859, 14879, 14882, 14971, 33171, 33203, 33206, 33227, -1, -1, -1, -1, 20365, 20395, 20398, 20431,
        40334, 40359, 40362, 40445, -1, -1, -1, -1, 31576, 31600, 31603, 31656, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 16094, 16111, 16114, 16220, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 40987, 41003, 41006, 41010, 43175, 43193, 43196, 43227,
        51568, 51591, 51594, 51653, -1, -1, -1, -1, 50140, 50163, 50166, 50203, -1, -1, -1, -1,
        57839, 57856, 57859, 57873, 29710, 29737, 29740, 29830, 57575, 57596, 57599, 57606, -1, -1, -1, -1,
        4293, 4309, 4312, 4345, -1, -1, -1, -1, -1, -1, -1, -1, 49556, 49570, 49573, 49608,
        -1, -1, -1, -1, -1, -1, -1, -1, 20648, 20672, 20675, 20732, -1, -1, -1, -1,
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
        help.details.interactive = В терминале результаты поиска акций обновляются с каждой нажатой клавишей; фото ищутся после короткой паузы в наборе (FINDER_DEBOUNCE_MS, по умолчанию 200 мс), когда в строке не меньше трёх символов, или по нажатию Enter. Клавиши: Enter ищет и сохраняет запрос в истории, Tab подставляет выделенную подсказку (повторное нажатие — следующую), вверх/вниз — выбор результата, Page Down или :more — следующая страница, Esc или Ctrl-D в пустой строке — выход, Ctrl-C — выход с кодом 130, Ctrl-Z приостанавливает работу (вернуться — fg).\\nС --accessible (или FINDER_ACCESSIBLE=1, ACCESSIBLE=1) или при TERM=dumb работа идёт построчно: введите запрос и нажмите Enter, результаты выводятся один раз; команды «:history», «:more», «:help» и «:quit»; Ctrl-C останавливает поиск или стирает строку, не завершая работу.\\nЕсли стандартный ввод — не терминал, каждая строка — отдельный запрос, ответ в выбранном --format (json: один документ на строку).
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
        hint.empty.ticker = Поищите по названию: finder stocks {ticker}
        hint.empty.tickers = Проверьте написание или поищите по названию: finder stocks НАЗВАНИЕ
        hint.limit = Поднимите предел (или запустите finder из оболочки без него) и запустите finder снова. Ничего не изменено.
        hint.noInodes = Ничего не потеряно: удалите ненужные файлы из этой файловой системы (дескрипторы расходуют прежде всего множество мелких файлов; сколько их осталось, покажет df -i) и запустите finder снова. Хранилище не удаляйте: в нём ваша история и синхронизированные акции.
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
        placeholder.TOPIC = ТЕМА
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
        topic.environment.intro = Параметр, заданный в командной строке, важнее своей переменной.
        topic.exit-codes.intro = Каждая команда завершается с одним из этих кодов: скрипт отличит поиск, который ничего не нашёл (1), от поиска, который не удался.
        topic.formats.accessible = для экранного диктора: по результату на строку, в начале его номер, поля заканчиваются точкой с запятой, числа и тикеры записаны так, чтобы их можно было прочитать вслух; без цвета, выравнивания, анимации и рамок
        topic.formats.intro = Формат выбирают параметрами --format (или --json) и --accessible в любом месте строки.
        topic.formats.json = для скриптов: при любом исходе ровно один документ JSON в стандартный вывод, в том числе при ошибке и при неверной командной строке (см. finder help json)
        topic.formats.jsonl = по событию JSON на строку: событие состояния в начале работы, событие на каждый результат и последнее событие состояния с числом результатов, сообщением или ошибкой
        topic.formats.streams = Справка, man-страница, скрипты дополнения и --version в JSON тоже выводятся документом: один результат с текстом. Неизвестные значения — null, а не пустые строки; метки времени — ISO 8601 в UTC.
        topic.formats.text = для человека: результаты выровненными столбцами в стандартный вывод, в цвете, где он разрешён; счётчики, подсказки, ход работы и ошибки — в стандартный поток ошибок
        topic.json.document = документ: {members}
        topic.json.domains = У каждого раздела свои поля; они есть в каждом документе раздела и равны null, когда значение неизвестно:
        topic.json.intro = Эти поля есть в каждом документе JSON при любом исходе. Имена полей английские и не меняются, сообщения — на языке интерфейса; новые поля могут добавиться.
        topic.json.member.count = сколько результатов в документе
        topic.json.member.domain = команда, которая ответила (см. ниже); cli — для справки, --version и ошибок в командной строке
        topic.json.member.error = при ошибке — объект с полями code (finder help exit-codes), message и hint; иначе null
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
        -1, -1, -1, -1, -1, -1, -1, -1, 52377, 52397, 52400, 52416, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59573, 59593, 59596, 59610,
        -1, -1, -1, -1, 34493, 34505, 34508, 34540, 15739, 15763, 15766, 16210, -1, -1, -1, -1,
        12568, 12588, 12591, 12738, 50750, 50768, 50771, 50820, 35246, 35270, 35273, 35302, 59673, 59687, 59690, 59754,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 573, 585, 588, 608,
        -1, -1, -1, -1, 44666, 44685, 44688, 44737, 6699, 6716, 6719, 6772, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 29657, 29677, 29680, 29740, 30611, 30632, 30635, 30720, 40739, 40756, 40759, 40887,
        -1, -1, -1, -1, -1, -1, -1, -1, 63936, 63962, 63965, 64016, -1, -1, -1, -1,
        51662, 51688, 51691, 51790, -1, -1, -1, -1, -1, -1, -1, -1, 21652, 21670, 21673, 21703,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46070, 46087, 46090, 46360, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72731, 72757, 72760, 72786, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 2828, 2854, 2857, 2992, 18601, 18623, 18626, 18793, -1, -1, -1, -1,
        32834, 32860, 32863, 32927, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91993, 92017, 92020, 92064, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48468, 48486, 48489, 48519,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 80398, 80422, 80425, 80449, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 58089, 58106, 58109, 58553,
        72389, 72416, 72419, 72443, -1, -1, -1, -1, 34812, 34822, 34825, 34841, 10214, 10233, 10236, 10325,
        -1, -1, -1, -1, -1, -1, -1, -1, 82998, 83032, 83035, 83088, 91466, 91484, 91487, 91553,
        -1, -1, -1, -1, 64882, 64901, 64904, 64965, 78274, 78288, 78291, 78376, 65422, 65442, 65445, 65476,
        25629, 25646, 25649, 25785, -1, -1, -1, -1, -1, -1, -1, -1, 609, 626, 629, 654,
        16211, 16235, 16238, 17778, 42896, 42910, 42913, 43172, 34776, 34787, 34790, 34811, 47216, 47236, 47239, 47288,
        89209, 89225, 89228, 89381, 94787, 94802, 94805, 94958, -1, -1, -1, -1, -1, -1, -1, -1,
        29835, 29851, 29854, 29906, 81695, 81726, 81729, 81775, -1, -1, -1, -1, 44926, 44946, 44949, 45031,
        -1, -1, -1, -1, -1, -1, -1, -1, 8806, 8818, 8821, 8932, -1, -1, -1, -1,
        -1, -1, -1, -1, 52588, 52619, 52622, 52649, 64099, 64126, 64129, 64182, -1, -1, -1, -1,
        -1, -1, -1, -1, 67689, 67711, 67714, 67754, 40338, 40356, 40359, 40476, 20537, 20562, 20565, 20704,
        87082, 87107, 87110, 87268, -1, -1, -1, -1, 38897, 38907, 38910, 38986, -1, -1, -1, -1,
        -1, -1, -1, -1, 64837, 64853, 64856, 64881, -1, -1, -1, -1, -1, -1, -1, -1,
        95647, 95663, 95666, 95723, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 55501, 55526, 55529, 55573, 75982, 76009, 76012, 76155, -1, -1, -1, -1,
        -1, -1, -1, -1, 35020, 35032, 35035, 35047, -1, -1, -1, -1, 63445, 63470, 63473, 63500,
        -1, -1, -1, -1, 63533, 63558, 63561, 63612, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        26869, 26897, 26900, 27285, 33352, 33368, 33371, 33404, 39758, 39780, 39783, 39947, 65146, 65166, 65169, 65237,
        30721, 30754, 30757, 30874, 66855, 66886, 66889, 66987, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11028, 11047, 11050, 11153, 240, 257, 260, 284,
        57132, 57148, 57151, 57325, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 47707, 47729, 47732, 47801, -1, -1, -1, -1,
        -1, -1, -1, -1, 82908, 82941, 82944, 82997, -1, -1, -1, -1, -1, -1, -1, -1,
        78743, 78760, 78763, 78874, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        71577, 71595, 71598, 71622, -1, -1, -1, -1, 71802, 71815, 71818, 71824, 89382, 89396, 89399, 89500,
        -1, -1, -1, -1, -1, -1, -1, -1, 66253, 66285, 66288, 66378, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21234, 21259, 21262, 21402, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 43916, 43939, 43942, 43958, 65792, 65809, 65812, 65820,
        32039, 32062, 32065, 32230, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        70122, 70148, 70151, 70244, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56804, 56831, 56834, 56921,
        -1, -1, -1, -1, 7912, 7930, 7933, 8077, 47435, 47455, 47458, 47525, 71756, 71767, 71770, 71801,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49642, 49667, 49670, 49819, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 95302, 95319, 95322, 95473, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91672, 91690, 91693, 91842, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        63336, 63360, 63363, 63392, 30286, 30306, 30309, 30398, -1, -1, -1, -1, 2450, 2476, 2479, 2562,
        71196, 71203, 71206, 71217, 82101, 82123, 82126, 82127, -1, -1, -1, -1, 71530, 71549, 71552, 71576,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 62233, 62260, 62263, 62358, 64693, 64715, 64718, 64763, -1, -1, -1, -1,
        49080, 49100, 49103, 49141, 73343, 73363, 73366, 73401, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12438, 12461, 12464, 12567, 37059, 37084, 37087, 37260,
        75829, 75848, 75851, 75981, 92837, 92854, 92857, 92889, -1, -1, -1, -1, -1, -1, -1, -1,
        51463, 51482, 51485, 51531, 44412, 44424, 44427, 44505, 25392, 25413, 25416, 25519, 56343, 56367, 56370, 56480,
        87833, 87856, 87859, 87886, -1, -1, -1, -1, 82128, 82153, 82156, 82223, 88814, 88832, 88835, 88890,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52705, 52733, 52736, 52771, 86754, 86778, 86781, 86938, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 78875, 78892, 78895, 78992, -1, -1, -1, -1,
        28596, 28617, 28620, 28732, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        520, 532, 535, 547, 79625, 79638, 79641, 79682, 73402, 73415, 73418, 73462, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59437, 59456, 59459, 59467, 83566, 83591, 83594, 83640,
        86160, 86178, 86181, 86368, 89986, 90013, 90016, 90180, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52464, 52500, 52503, 52524,
        -1, -1, -1, -1, 60253, 60269, 60272, 60384, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 49341, 49372, 49375, 49641, -1, -1, -1, -1, 17933, 17951, 17954, 18600,
        86110, 86129, 86132, 86159, 9917, 9927, 9930, 10105, 79465, 79485, 79488, 79624, -1, -1, -1, -1,
        -1, -1, -1, -1, 43751, 43761, 43764, 43811, -1, -1, -1, -1, 50375, 50394, 50397, 50433,
        45353, 45373, 45376, 45461, -1, -1, -1, -1, 95724, 95739, 95742, 95834, -1, -1, -1, -1,
        -1, -1, -1, -1, 39948, 39964, 39967, 40117, -1, -1, -1, -1, -1, -1, -1, -1,
        12739, 12763, 12766, 14306, 20232, 20254, 20257, 20372, -1, -1, -1, -1, -1, -1, -1, -1,
        42119, 42133, 42136, 42312, 47620, 47640, 47643, 47706, 81776, 81799, 81802, 81837, 35107, 35119, 35122, 35124,
        43609, 43622, 43625, 43750, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33609, 33638, 33641, 33728, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 5803, 5824, 5827, 6126, 51791, 51816, 51819, 51920, -1, -1, -1, -1,
        34323, 34346, 34349, 34368, -1, -1, -1, -1, 7576, 7602, 7605, 7653, 66988, 67021, 67024, 67122,
        95474, 95488, 95491, 95556, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 87406, 87428, 87431, 87498, 52417, 52441, 52444, 52463, 80852, 80881, 80884, 80957,
        44738, 44758, 44761, 44789, -1, -1, -1, -1, 46690, 46716, 46719, 46863, 82415, 82442, 82445, 82512,
        -1, -1, -1, -1, 90502, 90522, 90525, 90560, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 795, 812, 815, 829, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47987, 48004, 48007, 48155,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 89501, 89523, 89526, 89666,
        -1, -1, -1, -1, 7775, 7792, 7795, 7911, -1, -1, -1, -1, 76721, 76748, 76751, 76932,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 74741, 74763, 74766, 74961,
        -1, -1, -1, -1, -1, -1, -1, -1, 69012, 69030, 69033, 69114, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 73567, 73588, 73591, 73620, 41256, 41277, 41280, 41410,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65730, 65746, 65749, 65759,
        -1, -1, -1, -1, 9295, 9313, 9316, 9386, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 94532, 94549, 94552, 94591, -1, -1, -1, -1, 10415, 10435, 10438, 10574,
        52229, 52253, 52256, 52265, -1, -1, -1, -1, 94067, 94083, 94086, 94162, -1, -1, -1, -1,
        -1, -1, -1, -1, 548, 559, 562, 572, 9579, 9608, 9611, 9712, 34696, 34706, 34709, 34713,
        874, 888, 891, 909, 34541, 34554, 34557, 34569, 56254, 56278, 56281, 56342, 78993, 79011, 79014, 79156,
        81536, 81566, 81569, 81615, -1, -1, -1, -1, -1, -1, -1, -1, 1502, 1523, 1526, 1596,
        -1, -1, -1, -1, 44837, 44853, 44856, 44925, 53307, 53330, 53333, 53359, 90318, 90340, 90343, 90501,
        21596, 21622, 21625, 21651, 76156, 76176, 76179, 76295, 67755, 67779, 67782, 67956, 9713, 9735, 9738, 9824,
        30399, 30426, 30429, 30610, 67957, 67976, 67979, 68009, 92156, 92176, 92179, 92278, -1, -1, -1, -1,
        131, 148, 151, 154, 54069, 54097, 54100, 54532, 80794, 80814, 80817, 80851, 83418, 83445, 83448, 83490,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33012, 33032, 33035, 33119,
        77572, 77588, 77591, 77612, 80582, 80603, 80606, 80664, -1, -1, -1, -1, 1109, 1120, 1123, 1141,
        28137, 28160, 28163, 28595, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77960, 77982, 77985, 78107, 177, 189, 192, 210,
        70645, 70666, 70669, 70693, -1, -1, -1, -1, 65055, 65074, 65077, 65145, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44170, 44186, 44189, 44207, -1, -1, -1, -1,
        77653, 77670, 77673, 77703, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        42004, 42020, 42023, 42118, 65965, 65979, 65982, 65999, 73003, 73022, 73025, 73092, 82753, 82778, 82781, 82823,
        -1, -1, -1, -1, -1, -1, -1, -1, 44234, 44253, 44256, 44274, 35555, 35570, 35573, 36405,
        44089, 44106, 44109, 44119, 45032, 45053, 45056, 45138, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81963, 81988, 81991, 82026, -1, -1, -1, -1, 72847, 72865, 72868, 72931, -1, -1, -1, -1,
        -1, -1, -1, -1, 55676, 55699, 55702, 55781, 42696, 42710, 42713, 42789, -1, -1, -1, -1,
        43812, 43820, 43823, 43877, 35506, 35526, 35529, 35554, 59538, 59559, 59562, 59572, -1, -1, -1, -1,
        49142, 49164, 49167, 49202, 49994, 50014, 50017, 50107, -1, -1, -1, -1, -1, -1, -1, -1,
        52140, 52164, 52167, 52228, 64548, 64570, 64573, 64618, 24895, 24907, 24910, 24929, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 17779, 17799, 17802, 17932, -1, -1, -1, -1,
        27286, 27304, 27307, 27524, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        69486, 69506, 69509, 69590, -1, -1, -1, -1, -1, -1, -1, -1, 80495, 80517, 80520, 80581,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 59644, 59661, 59664, 59672,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 33120, 33143, 33146, 33189,
        67123, 67148, 67151, 67234, 92738, 92745, 92748, 92788, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33729, 33754, 33757, 33777, -1, -1, -1, -1, -1, -1, -1, -1, 68819, 68838, 68841, 68874,
        -1, -1, -1, -1, 23565, 23581, 23584, 23611, -1, -1, -1, -1, 73621, 73643, 73646, 73702,
        -1, -1, -1, -1, -1, -1, -1, -1, 39122, 39144, 39147, 39320, 93882, 93895, 93898, 93964,
        4774, 4799, 4802, 4981, 68051, 68070, 68073, 68108, -1, -1, -1, -1, 23730, 23745, 23748, 23837,
        -1, -1, -1, -1, 80225, 80245, 80248, 80279, 92279, 92307, 92310, 92448, 68551, 68576, 68579, 68615,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 80958, 80979, 80982, 81004,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 44004, 44024, 44027, 44041,
        -1, -1, -1, -1, 80067, 80083, 80086, 80126, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 87499, 87522, 87525, 87600, 42790, 42805, 42808, 42895,
        94395, 94413, 94416, 94473, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81265, 81277, 81280, 81334, 86939, 86962, 86965, 87081, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 33405, 33423, 33426, 33490, 38283, 38314, 38317, 38456, 53023, 53041, 53044, 53067,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 65669, 65685, 65688, 65696,
        -1, -1, -1, -1, -1, -1, -1, -1, 53068, 53094, 53097, 53126, 94959, 94975, 94978, 95131,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        27756, 27781, 27784, 28136, 48834, 48852, 48855, 48893, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 30968, 31007, 31010, 31090, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 65821, 65836, 65839, 65842, 71623, 71643, 71646, 71672, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34668, 34682, 34685, 34695, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47289, 47303, 47306, 47415, 70598, 70617, 70620, 70644, 84270, 84294, 84297, 84681, 21150, 21173, 21176, 21233,
        -1, -1, -1, -1, 2000, 2026, 2029, 2277, -1, -1, -1, -1, 34994, 35006, 35009, 35019,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62911, 62934, 62937, 63051,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        32364, 32393, 32396, 32597, -1, -1, -1, -1, -1, -1, -1, -1, 95557, 95573, 95576, 95646,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64451, 64470, 64473, 64513, -1, -1, -1, -1, 68475, 68494, 68497, 68550,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 70033, 70049, 70052, 70121, -1, -1, -1, -1, 5596, 5625, 5628, 5802,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 61442, 61462, 61465, 61488, 94592, 94609, 94612, 94651, 980, 993, 996, 1014,
        45844, 45859, 45862, 46069, -1, -1, -1, -1, -1, -1, -1, -1, 4982, 4999, 5002, 5241,
        75189, 75211, 75214, 75244, 67381, 67404, 67407, 67462, 80364, 80378, 80381, 80397, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 71825, 71835, 71838, 71843,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 59829, 59848, 59851, 59929, 25867, 25885, 25888, 26001, -1, -1, -1, -1,
        -1, -1, -1, -1, 55910, 55934, 55937, 56088, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 19828, 19849, 19852, 19939, 29741, 29756, 29759, 29834, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        51068, 51092, 51095, 51256, 58884, 58907, 58910, 59035, -1, -1, -1, -1, 48696, 48721, 48724, 48776,
        48951, 48970, 48973, 49079, 71266, 71285, 71288, 71312, 92572, 92599, 92602, 92737, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 29026, 29048, 29051, 29109,
        44120, 44139, 44142, 44169, 77613, 77632, 77635, 77652, 40888, 40910, 40913, 41032, 67605, 67627, 67630, 67688,
        64764, 64788, 64791, 64836, 82586, 82611, 82614, 82667, 8559, 8573, 8576, 8805, 86369, 86385, 86388, 86667,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 47526, 47547, 47550, 47619,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 83717, 83742, 83745, 83791, 55047, 55067, 55070, 55298, -1, -1, -1, -1,
        52772, 52801, 52804, 52835, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73532, 73546, 73549, 73566, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 71673, 71687, 71690, 71725, 11298, 11322, 11325, 11446,
        5242, 5256, 5259, 5269, 44208, 44224, 44227, 44233, 63191, 63214, 63217, 63243, -1, -1, -1, -1,
        50239, 50266, 50269, 50374, -1, -1, -1, -1, 67550, 67571, 67574, 67604, 63116, 63143, 63146, 63190,
        6773, 6790, 6793, 6902, 71218, 71236, 71239, 71265, 74296, 74318, 74321, 74518, 79157, 79176, 79179, 79260,
        64183, 64203, 64206, 64291, 63772, 63799, 63802, 63853, 72502, 72529, 72532, 72554, 65601, 65616, 65619, 65627,
        2993, 3017, 3020, 3159, 72115, 72148, 72151, 72249, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        33190, 33217, 33220, 33351, 55299, 55328, 55331, 55500, 62605, 62631, 62634, 62738, 63854, 63879, 63882, 63935,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 68010, 68028, 68031, 68050,
        52266, 52293, 52296, 52308, 28733, 28743, 28746, 28780, 59369, 59388, 59391, 59401, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 31657, 31687, 31690, 31802, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 20705, 20730, 20733, 20926, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 77307, 77327, 77330, 77459, -1, -1, -1, -1,
        75245, 75264, 75267, 75409, 82319, 82344, 82347, 82414, 12406, 12419, 12422, 12437, 52650, 52676, 52679, 52704,
        72787, 72815, 72818, 72846, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        61800, 61827, 61830, 61952, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        29235, 29253, 29256, 29293, -1, -1, -1, -1, 84837, 84855, 84858, 85118, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 56570, 56595, 56598, 56698,
        66507, 66524, 66527, 66583, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        20373, 20393, 20396, 20536, 79359, 79375, 79378, 79464, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 91843, 91863, 91866, 91992, 46864, 46889, 46892, 47038,
        3236, 3255, 3258, 4558, -1, -1, -1, -1, -1, -1, -1, -1, 59611, 59628, 59631, 59643,
        -1, -1, -1, -1, -1, -1, -1, -1, 52965, 52999, 53002, 53022, 29424, 29442, 29445, 29562,
        60658, 60673, 60676, 60768, 81395, 81413, 81416, 81431, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 24386, 24402, 24405, 24584, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11769, 11791, 11794, 11861, 46517, 46542, 46545, 46689, 61187, 61201, 61204, 61286,
        6127, 6153, 6156, 6302, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 22853, 22871, 22874, 23002, 57802, 57819, 57822, 57882,
        81901, 81924, 81927, 81962, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 11980, 12004, 12007, 12211, 35461, 35479, 35482, 35505,
        1081, 1091, 1094, 1108, 48156, 48171, 48174, 48306, 68875, 68895, 68898, 68950, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 10575, 10599, 10602, 10744,
        70694, 70718, 70721, 70770, 39581, 39595, 39598, 39661, 65628, 65647, 65650, 65668, 75688, 75711, 75714, 75828,
        11862, 11886, 11889, 11979, 81123, 81148, 81151, 81191, 61489, 61516, 61519, 61643, 38987, 39014, 39017, 39121,
        74010, 74026, 74029, 74114, 56699, 56722, 56725, 56803, 67271, 67277, 67280, 67290, -1, -1, -1, -1,
        10745, 10765, 10768, 10905, 94240, 94257, 94260, 94319, -1, -1, -1, -1, -1, -1, -1, -1,
        21980, 21994, 21997, 22066, 45535, 45553, 45556, 45657, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22163, 22182, 22185, 22298, 49820, 49847, 49850, 49904, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8078, 8100, 8103, 8252,
        -1, -1, -1, -1, 70245, 70264, 70267, 70305, -1, -1, -1, -1, 14443, 14462, 14465, 15738,
        34714, 34729, 34732, 34775, 39455, 39476, 39479, 39580, 10326, 10343, 10346, 10414, 56481, 56511, 56514, 56569,
        63501, 63519, 63522, 63532, -1, -1, -1, -1, 770, 781, 784, 794, 3160, 3178, 3181, 3235,
        52309, 52328, 52331, 52342, 9043, 9059, 9062, 9194, 76445, 76463, 76466, 76576, 91105, 91123, 91126, 91246,
        -1, -1, -1, -1, -1, -1, -1, -1, 43488, 43502, 43505, 43608, 82513, 82537, 82540, 82585,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 21012, 21031, 21034, 21149, 72250, 72285, 72288, 72388,
        -1, -1, -1, -1, -1, -1, -1, -1, 89838, 89857, 89860, 89985, -1, -1, -1, -1,
        24947, 24963, 24966, 24987, 26197, 26210, 26213, 26679, -1, -1, -1, -1, 30875, 30908, 30911, 30967,
        88891, 88906, 88909, 88992, 92449, 92468, 92471, 92571, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 81192, 81211, 81214, 81264, -1, -1, -1, -1,
        -1, -1, -1, -1, 59036, 59060, 59063, 59368, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 86668, 86691, 86694, 86753, -1, -1, -1, -1, 33877, 33897, 33900, 33960,
        -1, -1, -1, -1, -1, -1, -1, -1, 1142, 1154, 1157, 1167, 22299, 22319, 22322, 22409,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 31091, 31115, 31118, 31235, -1, -1, -1, -1,
        71726, 71737, 71740, 71755, 50510, 50534, 50537, 50749, -1, -1, -1, -1, 93750, 93765, 93768, 93816,
        -1, -1, -1, -1, -1, -1, -1, -1, 70849, 70873, 70876, 70925, 95132, 95147, 95150, 95301,
        -1, -1, -1, -1, -1, -1, -1, -1, 89667, 89683, 89686, 89837, 49905, 49917, 49920, 49993,
        78572, 78593, 78596, 78742, 73093, 73113, 73116, 73170, -1, -1, -1, -1, 23838, 23860, 23863, 24000,
        -1, -1, -1, -1, 25786, 25803, 25806, 25866, -1, -1, -1, -1, 82027, 82047, 82050, 82100,
        -1, -1, -1, -1, -1, -1, -1, -1, 48894, 48910, 48913, 48950, 29171, 29190, 29193, 29234,
        61013, 61036, 61039, 61124, 85788, 85806, 85809, 86109, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 11447, 11467, 11470, 11597, 71482, 71500, 71503, 71529, -1, -1, -1, -1,
        -1, -1, -1, -1, 9195, 9214, 9217, 9294, 55574, 55599, 55602, 55675, -1, -1, -1, -1,
        28863, 28884, 28887, 28947, 82668, 82694, 82697, 82752, 83271, 83298, 83301, 83343, 40477, 40498, 40501, 40507,
        -1, -1, -1, -1, 4559, 4579, 4582, 4773, 91247, 91270, 91273, 91340, -1, -1, -1, -1,
        94652, 94670, 94673, 94786, 1197, 1216, 1219, 1362, 88993, 89004, 89007, 89029, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 23169, 23185, 23188, 23219, 83344, 83372, 83375, 83417,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 94163, 94179, 94182, 94239,
        58554, 58580, 58583, 58790, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92944, 92963, 92966, 92991, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 70306, 70330, 70333, 70362, 78108, 78124, 78127, 78273,
        -1, -1, -1, -1, 70771, 70796, 70799, 70848, -1, -1, -1, -1, 83089, 83122, 83125, 83178,
        76577, 76596, 76599, 76720, -1, -1, -1, -1, -1, -1, -1, -1, 94474, 94485, 94488, 94531,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 44506, 44527, 44530, 44590, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 42313, 42333, 42336, 42361,
        -1, -1, -1, -1, 50821, 50842, 50845, 50939, -1, -1, -1, -1, -1, -1, -1, -1,
        91554, 91568, 91571, 91671, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 23514, 23530, 23533, 23564,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 48777, 48796, 48799, 48833,
        44367, 44385, 44388, 44411, -1, -1, -1, -1, 92890, 92907, 92910, 92943, -1, -1, -1, -1,
        22657, 22675, 22678, 22852, 84012, 84034, 84037, 84269, -1, -1, -1, -1, 88572, 88596, 88599, 88675,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        285, 303, 306, 351, 34947, 34960, 34963, 34993, -1, -1, -1, -1, -1, -1, -1, -1,
        8933, 8957, 8960, 9042, 81838, 81862, 81865, 81900, -1, -1, -1, -1, -1, -1, -1, -1,
        60769, 60788, 60791, 60871, 87269, 87294, 87297, 87405, 88002, 88017, 88020, 88048, 87711, 87742, 87745, 87832,
        -1, -1, -1, -1, -1, -1, -1, -1, 29294, 29314, 29317, 29358, -1, -1, -1, -1,
        59755, 59778, 59781, 59828, 65477, 65495, 65498, 65506, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 45658, 45671, 45674, 45843,
        -1, -1, -1, -1, 60948, 60964, 60967, 61012, 37876, 37903, 37906, 38058, 8253, 8274, 8277, 8558,
        28781, 28801, 28804, 28862, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 397, 414, 417, 442, -1, -1, -1, -1,
        35125, 35149, 35152, 35183, -1, -1, -1, -1, 47416, 47428, 47431, 47434, 50434, 50456, 50459, 50509,
        51257, 51281, 51284, 51362, 7728, 7745, 7748, 7774, 71844, 71877, 71880, 71978, 80450, 80475, 80478, 80494,
        -1, -1, -1, -1, 35364, 35382, 35385, 35410, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 90839, 90859, 90862, 91104,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        80280, 80299, 80302, 80363, 1015, 1026, 1029, 1043, -1, -1, -1, -1, 9387, 9411, 9414, 9578,
        -1, -1, -1, -1, 35048, 35061, 35064, 35106, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67235, 67256, 67259, 67270, -1, -1, -1, -1, -1, -1, -1, -1,
        60872, 60890, 60893, 60947, 69591, 69609, 69612, 69775, 21871, 21895, 21898, 21979, 52343, 52363, 52366, 52376,
        -1, -1, -1, -1, -1, -1, -1, -1, 44591, 44607, 44610, 44665, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        35303, 35329, 35332, 35363, -1, -1, -1, -1, 53246, 53274, 53277, 53306, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        66719, 66751, 66754, 66854, -1, -1, -1, -1, 61953, 61982, 61985, 62109, 73286, 73304, 73307, 73342,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 92789, 92808, 92811, 92836, 41201, 41218, 41221, 41255, 69187, 69208, 69211, 69485,
        74115, 74131, 74134, 74171, -1, -1, -1, -1, 43878, 43898, 43901, 43915, -1, -1, -1, -1,
        740, 752, 755, 769, -1, -1, -1, -1, 65760, 65778, 65781, 65791, -1, -1, -1, -1,
        31236, 31252, 31255, 31656, -1, -1, -1, -1, -1, -1, -1, -1, 65923, 65941, 65944, 65964,
        -1, -1, -1, -1, -1, -1, -1, -1, 41033, 41050, 41053, 41200, -1, -1, -1, -1,
        48623, 48647, 48650, 48695, -1, -1, -1, -1, -1, -1, -1, -1, 96007, 96026, 96029, 96104,
        -1, -1, -1, -1, 59402, 59421, 59424, 59436, 34865, 34880, 34883, 34900, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 36692, 36717, 36720, 36852, 41800, 41814, 41817, 41921,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        73703, 73726, 73729, 73788, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 22410, 22428, 22431, 22500, -1, -1, -1, -1, 23220, 23238, 23241, 23513,
        29359, 29372, 29375, 29423, 53127, 53154, 53157, 53186, 53360, 53379, 53382, 54068, 33491, 33520, 33523, 33608,
        61287, 61309, 61312, 61355, -1, -1, -1, -1, 211, 225, 228, 239, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        11598, 11616, 11619, 11768, 5270, 5286, 5289, 5304, -1, -1, -1, -1, -1, -1, -1, -1,
        63052, 63072, 63075, 63115, 24930, 24937, 24940, 24946, 34610, 34624, 34627, 34639, 51921, 51948, 51951, 52052,
        54677, 54701, 54704, 54940, -1, -1, -1, -1, 76296, 76313, 76316, 76444, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 63613, 63639, 63642, 63691, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1597, 1623, 1626, 1815, 51363, 51382, 51385, 51462, -1, -1, -1, -1,
        22067, 22084, 22087, 22162, 70550, 70570, 70573, 70597, -1, -1, -1, -1, -1, -1, -1, -1,
        81335, 81351, 81354, 81394, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        72555, 72584, 72587, 72611, -1, -1, -1, -1, 69910, 69931, 69934, 69977, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 59505, 59522, 59525, 59537, 64514, 64525, 64528, 64547,
        -1, -1, -1, -1, 78377, 78392, 78395, 78427, 6375, 6387, 6390, 6489, 72612, 72638, 72641, 72669,
        95835, 95851, 95854, 95911, 19608, 19632, 19635, 19827, -1, -1, -1, -1, 93569, 93586, 93589, 93606,
        -1, -1, -1, -1, -1, -1, -1, -1, 65877, 65890, 65893, 65922, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 910, 921, 924, 945, 45139, 45159, 45162, 45244, -1, -1, -1, -1,
        57635, 57656, 57659, 57801, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 7179, 7203, 7206, 7225, 50940, 50967, 50970, 51067, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68616, 68635, 68638, 68686, 34901, 34918, 34921, 34946,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1044, 1057, 1060, 1080,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 72444, 72472, 72475, 72501, 90736, 90754, 90757, 90838, -1, -1, -1, -1,
        93470, 93488, 93491, 93568, 65507, 65526, 65529, 65543, 81616, 81645, 81648, 81694, 30088, 30104, 30107, 30208,
        -1, -1, -1, -1, 60000, 60022, 60025, 60115, -1, -1, -1, -1, -1, -1, -1, -1,
        7150, 7170, 7173, 7178, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        24852, 24865, 24868, 24894, -1, -1, -1, -1, -1, -1, -1, -1, 29563, 29583, 29586, 29656,
        -1, -1, -1, -1, 7654, 7680, 7683, 7727, 71052, 71071, 71074, 71099, 61125, 61143, 61146, 61186,
        73931, 73951, 73954, 74009, -1, -1, -1, -1, 38652, 38679, 38682, 38896, 88049, 88066, 88069, 88111,
        52053, 52078, 52081, 52139, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 92065, 92086, 92089, 92155, 71100, 71118, 71121, 71146,
        62480, 62508, 62511, 62604, 19108, 19132, 19135, 19289, 28948, 28968, 28971, 29025, -1, -1, -1, -1,
        946, 958, 961, 979, 68318, 68337, 68340, 68375, 70432, 70445, 70448, 70502, 70363, 70385, 70388, 70431,
        48563, 48578, 48581, 48622, 57489, 57514, 57517, 57634, 70926, 70952, 70955, 71004, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 62359, 62385, 62388, 62479, 1363, 1384, 1387, 1501,
        57883, 57902, 57905, 58088, 45462, 45482, 45485, 45534, 88112, 88128, 88131, 88380, -1, -1, -1, -1,
        7226, 7239, 7242, 7250, 69978, 69996, 69999, 70032, 81065, 81090, 81093, 81122, 56922, 56945, 56948, 57131,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 79784, 79800, 79803, 79844, 21704, 21726, 21729, 21870,
        72670, 72697, 72700, 72730, 87601, 87626, 87629, 87710, -1, -1, -1, -1, 45245, 45267, 45270, 45352,
        62110, 62136, 62139, 62232, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 443, 458, 461, 489, -1, -1, -1, -1, 26680, 26693, 26696, 26868,
        66000, 66032, 66035, 66125, 26002, 26012, 26015, 26196, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        44042, 44058, 44061, 44088, 6303, 6316, 6319, 6374, 90181, 90195, 90198, 90317, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 68233, 68249, 68252, 68317, -1, -1, -1, -1,
        -1, -1, -1, -1, 7278, 7292, 7295, 7356, 30209, 30224, 30227, 30285, 65544, 65559, 65562, 65572,
        82824, 82851, 82854, 82907, 83179, 83214, 83217, 83270, 68109, 68127, 68130, 68232, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 67291, 67315, 67318, 67380,
        73789, 73809, 73812, 73870, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        65238, 65257, 65260, 65328, 40508, 40528, 40531, 40738, 65329, 65350, 65353, 65421, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 52903, 52937, 52940, 52964, 66126, 66159, 66162, 66252, 59468, 59489, 59492, 59504,
        40226, 40247, 40250, 40337, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 46361, 46385, 46388, 46516, 29110, 29128, 29131, 29170, 31881, 31904, 31907, 32038,
        -1, -1, -1, -1, 21547, 21572, 21575, 21595, 88467, 88492, 88495, 88571, 9878, 9897, 9900, 9916,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        58791, 58810, 58813, 58883, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        54533, 54557, 54560, 54676, -1, -1, -1, -1, 93817, 93832, 93835, 93881, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 12312, 12337, 12340, 12405, -1, -1, -1, -1,
        88676, 88697, 88700, 88813, -1, -1, -1, -1, 36853, 36876, 36879, 37058, 18794, 18818, 18821, 19107,
        65697, 65714, 65717, 65729, 68687, 68706, 68709, 68818, 76933, 76950, 76953, 77023, 7123, 7141, 7144, 7149,
        352, 369, 372, 396, 14307, 14327, 14330, 14442, 93180, 93196, 93199, 93276, 655, 671, 674, 695,
        -1, -1, -1, -1, 19940, 19965, 19968, 20145, 27525, 27542, 27545, 27755, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 52836, 52871, 52874, 52902,
        79261, 79273, 79276, 79358, -1, -1, -1, -1, 61356, 61377, 61380, 61441, 10106, 10129, 10132, 10213,
        83792, 83819, 83822, 83868, -1, -1, -1, -1, 84682, 84701, 84704, 84836, 36406, 36432, 36435, 36691,
        42575, 42591, 42594, 42695, 53187, 53213, 53216, 53245, 82224, 82250, 82253, 82318, 25027, 25037, 25040, 25067,
        90561, 90583, 90586, 90735, -1, -1, -1, -1, 43339, 43352, 43355, 43487, -1, -1, -1, -1,
        60385, 60406, 60409, 60495, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        55782, 55798, 55801, 55909, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 48520, 48536, 48539, 48562, -1, -1, -1, -1,
        33961, 33985, 33988, 34144, 830, 847, 850, 873, 37261, 37281, 37284, 37537, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 38457, 38484, 38487, 38651,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 48307, 48325, 48328, 48467, -1, -1, -1, -1, 7357, 7368, 7371, 7575,
        19576, 19589, 19592, 19607, 72932, 72950, 72953, 73002, 71431, 71453, 71456, 71481, -1, -1, -1, -1,
        -1, -1, -1, -1, 155, 170, 173, 176, 75613, 75628, 75631, 75687, 89030, 89044, 89047, 89208,
        -1, -1, -1, -1, 88381, 88403, 88406, 88466, 6903, 6919, 6922, 7027, 93043, 93057, 93060, 93134,
        24988, 24999, 25002, 25026, 80127, 80139, 80142, 80224, 80665, 80685, 80688, 80728, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47918, 47930, 47933, 47986, -1, -1, -1, -1, 2717, 2742, 2745, 2827, 71979, 72013, 72016, 72114,
        -1, -1, -1, -1, 7028, 7039, 7042, 7051, 71313, 71331, 71334, 71358, 7052, 7070, 7073, 7100,
        -1, -1, -1, -1, 6647, 6672, 6675, 6698, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 24800, 24819, 24822, 24851,
        41922, 41945, 41948, 42003, 6599, 6620, 6623, 6646, 37538, 37566, 37569, 37875, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93377, 93393, 93396, 93469, -1, -1, -1, -1,
        68376, 68394, 68397, 68474, 68951, 68969, 68972, 69011, 2563, 2587, 2590, 2716, 490, 502, 505, 519,
        12212, 12236, 12239, 12311, 23003, 23019, 23022, 23168, 39662, 39676, 39679, 39757, 63692, 63717, 63720, 63771,
        83641, 83667, 83670, 83716, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        96105, 96123, 96126, 96195, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 81005, 81028, 81031, 81064, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 73228, 73247, 73250, 73285, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 20146, 20167, 20170, 20231, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 66584, 66615, 66618, 66718,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        9825, 9843, 9846, 9877, 40118, 40137, 40140, 40225, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        57326, 57343, 57346, 57488, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        56089, 56122, 56125, 56253, 66379, 66413, 66416, 66506, -1, -1, -1, -1, 0, 22, 25, 38,
        -1, -1, -1, -1, -1, -1, -1, -1, 77460, 77482, 77485, 77571, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 77024, 77042, 77045, 77123,
        -1, -1, -1, -1, 93277, 93294, 93297, 93376, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 6557, 6577, 6580, 6598, 33778, 33803, 33806, 33828,
        34842, 34853, 34856, 34864, 74172, 74189, 74192, 74295, 39321, 39344, 39347, 39454, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71005, 71023, 71026, 71051, 75410, 75429, 75432, 75612, 79683, 79700, 79703, 79783,
        24197, 24216, 24219, 24256, 19520, 19536, 19539, 19575, -1, -1, -1, -1, -1, -1, -1, -1,
        44275, 44294, 44297, 44324, 5305, 5325, 5328, 5595, 87887, 87915, 87918, 88001, -1, -1, -1, -1,
        10906, 10925, 10928, 11027, -1, -1, -1, -1, 95912, 95930, 95933, 96006, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1816, 1834, 1837, 1999,
        93965, 93985, 93988, 94066, 65843, 65853, 65856, 65876, 34145, 34169, 34172, 34322, -1, -1, -1, -1,
        39, 58, 61, 130, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 51532, 51557, 51560, 51661,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64017, 64042, 64045, 64098,
        77704, 77724, 77727, 77959, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 34640, 34652, 34655, 34667, 83491, 83520, 83523, 83565, -1, -1, -1, -1,
        21403, 21428, 21431, 21546, 73871, 73890, 73893, 73930, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 63282, 63305, 63308, 63335,
        -1, -1, -1, -1, -1, -1, -1, -1, 2278, 2301, 2304, 2449, 73463, 73480, 73483, 73531,
        74519, 74542, 74545, 74740, 54941, 54961, 54964, 55046, 71147, 71167, 71170, 71195, 93607, 93624, 93627, 93644,
        -1, -1, -1, -1, 63393, 63416, 63419, 63444, 96196, 96216, 96219, 96292, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 93645, 93663, 93666, 93699, -1, -1, -1, -1,
        38059, 38094, 38097, 38282, -1, -1, -1, -1, 25068, 25081, 25084, 25391, 49203, 49230, 49233, 49340,
        69843, 69865, 69868, 69909, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 64619, 64642, 64645, 64692, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 1168, 1181, 1184, 1196, 7101, 7115, 7118, 7122, -1, -1, -1, -1,
        -1, -1, -1, -1, 59930, 59949, 59952, 59999, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 41411, 41426, 41429, 41659, 19391, 19416, 19419, 19519,
        44790, 44800, 44803, 44836, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        81432, 81444, 81447, 81456, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        47802, 47816, 47819, 47917, 92992, 93011, 93014, 93042, -1, -1, -1, -1, -1, -1, -1, -1,
        81457, 81486, 81489, 81535, -1, -1, -1, -1, 32598, 32627, 32630, 32833, -1, -1, -1, -1,
        71359, 71379, 71382, 71408, 73171, 73189, 73192, 73227, 91341, 91360, 91363, 91465, -1, -1, -1, -1,
        -1, -1, -1, -1, 85440, 85461, 85464, 85787, -1, -1, -1, -1, -1, -1, -1, -1,
        29907, 29926, 29929, 30087, 11154, 11178, 11181, 11297, 77124, 77143, 77146, 77306, -1, -1, -1, -1,
        41660, 41682, 41685, 41799, -1, -1, -1, -1, 62739, 62761, 62764, 62910, -1, -1, -1, -1,
        63244, 63261, 63264, 63281, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        60496, 60518, 60521, 60657, 35184, 35209, 35212, 35245, -1, -1, -1, -1, -1, -1, -1, -1,
        33829, 33845, 33848, 33876, 79908, 79929, 79932, 80066, 32928, 32954, 32957, 33011, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 74962, 74986, 74989, 75188, -1, -1, -1, -1, 696, 711, 714, 739,
        -1, -1, -1, -1, -1, -1, -1, -1, 85119, 85138, 85141, 85439, -1, -1, -1, -1,
        -1, -1, -1, -1, 43959, 43982, 43985, 44003, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 67463, 67486, 67489, 67549, -1, -1, -1, -1, -1, -1, -1, -1,
        24001, 24021, 24024, 24196, -1, -1, -1, -1, -1, -1, -1, -1, 20927, 20948, 20951, 21011,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 60116, 60132, 60135, 60252,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        34570, 34587, 34590, 34609, -1, -1, -1, -1, -1, -1, -1, -1, 25520, 25543, 25546, 25628,
        23612, 23629, 23632, 23729, -1, -1, -1, -1, -1, -1, -1, -1, 24257, 24274, 24277, 24385,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 71409, 71416, 71419, 71430, -1, -1, -1, -1, -1, -1, -1, -1,
        19290, 19314, 19317, 19390, 43173, 43189, 43192, 43338, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 64966, 64985, 64988, 65054,
        69776, 69794, 69797, 69842, -1, -1, -1, -1, 44325, 44345, 44348, 44366, -1, -1, -1, -1,
        -1, -1, -1, -1, 94320, 94336, 94339, 94394, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        -1, -1, -1, -1, 78428, 78445, 78448, 78571, -1, -1, -1, -1, -1, -1, -1, -1,
        34369, 34395, 34398, 34446, -1, -1, -1, -1, 42362, 42380, 42383, 42574, 61644, 61672, 61675, 61799,
        -1, -1, -1, -1, -1, -1, -1, -1, 7251, 7264, 7267, 7277, 34447, 34460, 34463, 34492,
        22501, 22521, 22524, 22656, 35411, 35430, 35433, 35460, 52525, 52557, 52560, 52587, 31803, 31833, 31836, 31880,
        64292, 64317, 64320, 64450, -1, -1, -1, -1, 50108, 50132, 50135, 50238, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, 24585, 24602, 24605, 24799, 70503, 70522, 70525, 70549,
        -1, -1, -1, -1, -1, -1, -1, -1, 65573, 65589, 65592, 65600, 69115, 69133, 69136, 69186,
        83869, 83892, 83895, 84011, -1, -1, -1, -1, 80729, 80752, 80755, 80793, -1, -1, -1, -1,
        93700, 93717, 93720, 93749, 47039, 47066, 47069, 47215, 93135, 93156, 93159, 93179, -1, -1, -1, -1,
        6490, 6506, 6509, 6556, -1, -1, -1, -1, -1, -1, -1, -1, 79845, 79859, 79862, 79907,
        -1, -1, -1, -1, -1, -1, -1, -1, 32231, 32255, 32258, 32363, -1, -1, -1, -1,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ])
}
