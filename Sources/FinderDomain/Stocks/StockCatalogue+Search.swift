import FinderStore
import FinderIndex
import FinderText

/// One kind of match inside a tier: the entry runs of the tries where it was found.
struct _MatchSource {
    var kind: MatchKind
    var spans: [IndexReader.Span]
    /// The tier its matches are reported in (the planned tier's when nil).
    var tier: MatchTier? = nil
    /// Records found otherwise than as entry runs, in rank order (`scatteredWords`).
    var records: [UInt32] = []
    /// What the match adds to a listing's order score in a tier ordered by score (tenths).
    var bonus = 0
    /// What it adds besides to a listing of at least `_MatchSource.sizable` (a company of
    /// about $2 billion or more): the short ticker's extra weight, which a small namesake
    /// does not get.
    var sizableBonus = 0
    /// An order score of about $2 billion (log10 9.3, in tenths).
    static let sizable = 93

    func bonus(forScore score: Int) -> Int { score >= Self.sizable ? bonus + sizableBonus : bonus }
}

/// A tier of the ranking: sources ranked together by the index's order, or, `byScore`, by
/// each listing's order score plus its source's bonus, then the index's order.
struct _PlannedTier {
    var tier: MatchTier
    var sources: [_MatchSource]
    var byScore = false
    /// Listings under this order score are left out (`onlyStronger`).
    var floor: Int? = nil
    /// A tier that adds only companies much stronger than the best the tiers before found
    /// (a factor of ten in market cap: `StockCatalogue.exactBonus`), when they found one:
    /// a match across a space or through transliteration is what a person meant only when
    /// it is a far better-known company than what the text as typed finds ("toyota" is not
    /// Toyo Tanso, "эппл" is Apple and not Eppley; "cocacola" is Coca-Cola).
    var onlyStronger = false
    // Closures, not key paths: a key path used as a function is instantiated at run time
    // (swift_getKeyPath, ~60 k instructions each on a cold search).
    var isEmpty: Bool { sources.allSatisfy { $0.spans.allSatisfy { $0.entries.isEmpty } && $0.records.isEmpty } }
}

/// The close spellings of one distance, as two tiers: those inside words, found by the walks'
/// first parts, and those running across a space of the name, ranked after them and walked only
/// when asked (`FuzzyWalkParts`).
struct _TypoWalks {
    // A struct, not a tuple, in the array: an array of tuples makes the runtime build the
    // tuple's metadata on a cold search (`_CompanyCollector` says so too).
    private struct Walk { let parts: FuzzyWalkParts, trie: StockIndex.Trie }
    private var walks: [Walk] = []
    private var inside: [IndexReader.Span] = [], joined: [IndexReader.Span] = []

    /// A walk's first part's hits now, its second part's when `joinedTier` asks.
    mutating func add(_ walk: FuzzyWalkParts, trie: StockIndex.Trie) {
        take(walk.hits, trie: trie)
        walks.append(Walk(parts: walk, trie: trie))
    }

    /// Hits at distance 0 are left out: an exact spelling is the tiers before these.
    private mutating func take(_ hits: [IndexReader.FuzzyHit], trie: StockIndex.Trie) {
        for hit in hits where hit.distance >= 1 {
            let span = IndexReader.Span(trie: trie.rawValue, entries: hit.entries)
            if hit.joined { joined.append(span) } else { inside.append(span) }
        }
    }

    var insideTier: _PlannedTier { _PlannedTier(tier: .typo, sources: [_MatchSource(kind: .typo, spans: inside)]) }

    mutating func joinedTier() throws(IndexError) -> _PlannedTier {
        for w in walks { take(try w.parts.joinedHits(), trie: w.trie) }
        return _PlannedTier(tier: .typo, sources: [_MatchSource(kind: .typo, spans: joined)])
    }
}

extension StockCatalogue {
    /// The search proper: an identifier pasted whole picks its listing; else plan the tiers of
    /// the text (without its optional words: `StockQueryText`), or of its keyboard-layout
    /// reading when the text as typed finds nothing or looks typed on the wrong layout and
    /// the other reading finds a whole word, take companies tier by tier until the limit is
    /// filled; close spellings only when nothing at all was found.
    func searchOnce(_ query: StockQuery) throws(DomainError) -> StockSearchResult {
        do {
            if let found = try identifierSearch(query) { return found }
            // Legal forms and connectors are optional: the text without them is searched, unless
            // the text as typed is every word a whole word of a name ("merck kgaa" is Merck KGaA,
            // not the larger Merck & Co).
            var text = query.text
            var tiers = try plan(text, field: query.field, limit: query.limit)
            if let shorter = StockQueryText.withoutOptionalWords(query.text), !Self.hasWholeMatch(tiers) {
                text = shorter
                tiers = try plan(text, field: query.field, limit: query.limit)
                // A legal form typed says the name is whole, as a register or a statement
                // writes it ("Public Bank Berhad", "Aktiebolaget Volvo (publ)", "Public Joint
                // Stock Company Magnit"): when the rest is a complete name of a company, that
                // name's companies alone — not the names its words are scattered in (Bangkok
                // Bank Public Company), nor those its last word starts (Magnitogorsk).
                if query.field != .ticker, StockQueryText.hasLegalForm(query.text) {
                    let complete = try index.completeNameSpans(keys.key(shorter))
                    if complete.contains(where: { !$0.entries.isEmpty }) {
                        tiers = [_PlannedTier(tier: .exact, sources: [
                            _MatchSource(kind: .nameStart, spans: complete, bonus: Self.exactBonus, sizableBonus: Self.exactBonus),
                        ], byScore: true)]
                    }
                }
            } else if query.field != .ticker, let spelledOut = StockQueryText.withLegalFormsSpelledOut(text), !tiers.isEmpty {
                // A legal form typed short meets the names that spell it out, in the same tier:
                // "siemens ag" is Siemens Aktiengesellschaft as much as Siemens Healthineers AG.
                let other = try plan(spelledOut, field: .name, limit: query.limit)
                if let first = other.first { tiers[0].sources += first.sources }
            }
            // A word for the kind of thing ("jameson whiskey", "apple stock", "сбер акции") is no
            // word of a brand's name: when the text finds nothing, it is searched without them.
            if query.field != .ticker, tiers.allSatisfy({ $0.isEmpty }), let plain = StockQueryText.withoutKindWords(text) {
                let other = try plan(plain, field: query.field, limit: query.limit)
                if !other.allSatisfy({ $0.isEmpty }) {
                    tiers = other
                    text = plain
                }
            }
            var correction: String?
            // The spellings close spellings were narrowed to, nearest first.
            var spellings: [String] = []
            let empty = tiers.allSatisfy({ $0.isEmpty })
            let typed = text
            // A Russian letter's key between two Latin letters ("c,th") is a sign strong enough
            // that the other reading wins whenever it finds a whole word, whatever the text as
            // typed found ("c" and "th" begin words of Coca-Cola's name; "сбер" is Sberbank).
            if empty || StockQueryText.looksLikeOtherLayout(text),
               let swapped = KeyboardLayout.swapped(text), StockQueryText.isMostlyLetters(swapped),
               StockQueryText.hasNamePunctuation(swapped) {
                let other = try plan(swapped, field: query.field, limit: query.limit)
                if empty ? !other.allSatisfy({ $0.isEmpty }) : Self.hasWholeMatch(other) {
                    tiers = other.map { t in
                        _PlannedTier(tier: .transliterated, sources: t.sources.map { _MatchSource(kind: .keyboardLayout, spans: $0.spans) })
                    }
                    correction = swapped
                    text = swapped
                }
            }
            var companies = try _CompanyCollector(index: index, ordering: StockIndex.ordering(for: query.language),
                                              limit: query.limit, allListings: query.allListings)
            for var tier in tiers {
                if tier.onlyStronger, let best = try companies.bestScore() { tier.floor = best + Self.exactBonus }
                if companies.isFull { companies.count(tier) } else { try companies.take(tier) }
            }
            // The other layout's reading is one only when it finds a company as it reads: what
            // follows (a name before stray words, close spellings) is of the text as typed, or
            // gibberish on one layout ("жщьэцбк", ";om'w,r") would find Omron a letter away.
            if correction != nil && companies.isEmpty {
                correction = nil
                text = typed
            }
            // A name followed by words no name of it has ("dhl express", "пао татнефть им. в.д.
            // шашина", "nippon telegraph and telephone" where the data keeps "Nippon Telegraph"):
            // when the text finds nothing, its longest run of first words that is a whole name
            // of a company (`completeNameSpans`: a name people use, or its own without legal
            // words) is what is found: that name only, not every name the run starts (the
            // rest of the query said which one), before any close spelling.
            if query.field != .ticker && companies.isEmpty && correction == nil {
                // The runs of the text as searched, then of the text as typed, whose legal
                // form may be in the name ("L'Air Liquide S.A. pour l'étude et
                // l'exploitation…": the run "L'Air Liquide S.A." is the name as written).
                let runs = StockQueryText.leadingRuns(text) + (text == query.text ? [] : StockQueryText.leadingRuns(query.text))
                for head in runs {
                    let complete = try index.completeNameSpans(keys.key(head))
                    guard complete.contains(where: { !$0.entries.isEmpty }) else { continue }
                    try companies.take(_PlannedTier(tier: .exact, sources: [
                        _MatchSource(kind: .nameStart, spans: complete, bonus: Self.exactBonus, sizableBonus: Self.exactBonus),
                    ], byScore: true))
                    text = head
                    break
                }
            }
            // Close spellings only as a fallback, when the text as typed (in words, joined,
            // transliterated, on the other layout) finds nothing, whatever the limit: a list
            // with real matches is never padded with names a letter away, and `count` is the
            // number of real matches (Typesense's typo_tokens_threshold 1, Algolia's
            // typoTolerance "min").
            if query.field != .ticker && companies.isEmpty {
                if let close = try closeSpellings(of: text, query) {
                    companies = close.companies
                    spellings = close.spellings
                }
            } else if query.field != .ticker, correction == nil, !Self.hasWholeMatch(tiers),
                      !text.contains(" "), text.unicodeScalars.allSatisfy(\.isASCII), text.utf8.count >= 5,
                      companies.taken(onlyBy: [.nameStart, .wordStart, .joined, .tickerPrefix]),
                      let best = try companies.bestScore(), best < Self.weakMatchCeiling,
                      let close = try closeSpellings(of: text, query), !close.spellings.isEmpty,
                      let closeBest = try close.companies.bestScore(), closeBest >= best + Self.exactBonus {
                // A Latin word that only begins small companies' names, or runs across a space
                // of them ("alianz" of Alianza Trust, "telsa" of "Tel Sanayii", "citygroup" of
                // "City Group"), is no match beside a close spelling of a company ten times
                // larger: that company's, as if the word had found nothing (decision 0610). A
                // Russian word's prefix ("мосби" of Мосбиржа) is how Russian names are typed, and
                // four letters or fewer are a word still being typed.
                companies = close.companies
                spellings = close.spellings
            }
            var matches = try companies.matches(withListings: query.withListings)
            if query.field != .ticker {
                // The name that matched is said in the words of the nearest spelling that holds it.
                for t in (spellings.isEmpty ? [text] : spellings).reversed() { nameMatched(t, in: &matches) }
            }
            return StockSearchResult(query: query, matches: matches, layoutCorrection: correction, notices: notices,
                                     counted: try companies.total(countingAll: query.countsAll))
        } catch {
            throw .index(error)
        }
    }

    /// The popularity (tenths of log10 of a market cap in dollars) under which a word that only
    /// begins or runs across names found weak matches: below $10 billion.
    static let weakMatchCeiling = 100

    /// Close spellings of `text` (`typoWalks`, fewer edits first), narrowed to what the nearest
    /// spelling finds (`closeSpellingsMeant`); nil when there are none. The spellings are empty
    /// when the narrowing kept the walk's list as it was.
    func closeSpellings(of text: String, _ query: StockQuery) throws(IndexError) -> (companies: _CompanyCollector, spellings: [String])? {
        var companies = try _CompanyCollector(index: index, ordering: StockIndex.ordering(for: query.language),
                                              limit: query.limit, allListings: query.allListings)
        // Fewer edits first; a second edit is looked for only when one found nothing (the
        // walk with two costs several times the walk with one). Of one distance, those inside
        // words first; those running across a space of the name (most of the walk) are walked
        // only while the list still has room.
        let readings = typoReadings(text)
        var found = 0
        for distance in 1...2 where companies.isEmpty {
            guard var walks = try typoWalks(readings, distance: distance) else { break }
            try companies.take(walks.insideTier)
            if !companies.isFull { try companies.take(try walks.joinedTier()) }
            found = distance
        }
        guard found > 0, !companies.isEmpty else { return nil }
        // The close spellings the first one meant, not every name as near (`_TypoCorrection`).
        if let meant = try closeSpellingsMeant(readings.map(\.key), budget: found, by: companies, query) {
            return (meant.companies, meant.spellings)
        }
        return (companies, [])
    }

    /// Whether the exact tier has a match of the whole query: the exact ticker, or every query
    /// word a whole word of a name.
    static func hasWholeMatch(_ tiers: [_PlannedTier]) -> Bool {
        guard let first = tiers.first, first.tier == .exact else { return false }
        return first.sources.contains { $0.bonus > 0 && $0.spans.contains { !$0.entries.isEmpty } }
    }

    /// For each match whose own names (name, other-script name) do not hold every word of the
    /// query, the name people use that does (`ListingAliases`): "google" found Alphabet by its
    /// brand. Only listings with such names are keyed.
    func nameMatched(_ text: String, in matches: inout [StockMatch]) {
        var words: [[UInt8]] = [[]]
        for b in keys.key(text) { if SearchKey.isBoundary(b) { words.append([]) } else { words[words.count - 1].append(b) } }
        words = words.filter { !$0.isEmpty }
        guard !words.isEmpty else { return }
        let needles = Self.asciiWords(text)
        func startsWords(of name: String, with words: [[UInt8]]) -> Bool {
            // An ASCII name that lacks an ASCII query word among its letters and digits cannot
            // start with it: not keyed (a company with fifty brands keyed each of them).
            if let needles, Self.asciiLetters(of: name, lack: needles) { return false }
            return self.startsWords(of: name, with: words)
        }
        // A listing's own names, then its names people use; listings before receipts, each
        // list walked where it lies (no joined copies: a cold search's few dozen matches).
        func ownNameStarts(_ l: StockRecord) -> Bool {
            startsWords(of: l.name, with: words) || l.altName.map { startsWords(of: $0, with: words) } == true
        }
        func alias(of l: StockRecord) -> ListingAliases.Alias? {
            guard let aliases = l.aliases else { return nil }
            for alias in ListingAliases(aliases) where startsWords(of: alias.name, with: words) { return alias }
            return nil
        }
        for i in matches.indices where matches[i].kind != .exactTicker && matches[i].kind != .tickerPrefix {
            guard matches[i].listings.contains(where: { $0.aliases != nil }) || matches[i].receipts.contains(where: { $0.aliases != nil })
            else { continue }
            if matches[i].listings.contains(where: ownNameStarts) || matches[i].receipts.contains(where: ownNameStarts) { continue }
            var found: ListingAliases.Alias?
            for l in matches[i].listings where found == nil { found = alias(of: l) }
            for l in matches[i].receipts where found == nil { found = alias(of: l) }
            if let found { matches[i].matchedName = found }
        }
    }

    /// The tiers of one reading of the query, before typos.
    func plan(_ text: String, field: StockField, limit: Int? = nil) throws(IndexError) -> [_PlannedTier] {
        let key = keys.key(text)
        guard !key.isEmpty else { return [] }
        let plain = SearchKey.withoutBoundaries(key)
        // A Cyrillic query is romanized here (ICU rules, only when needed); a Latin query
        // meets the romanized Cyrillic names stored in the index.
        var romanized: [[UInt8]] = []
        for v in Transliteration.latinVariants(of: text) {
            let k = keys.key(v)
            if !k.isEmpty && k != key && !romanized.contains(k) { romanized.append(k) }
        }
        let variants = romanized
        let searchTickers = field != .name, searchNames = field != .ticker
        // A text with a space or an ampersand is a name being typed ("h&m", "at and t"): its
        // letters are a ticker only exactly, never the start of one (HMSO, ATTP).
        let tickerPrefixes = !text.contains(" ") && !text.contains("&")
        // One after the other on the calling thread: the ticker lookups are two range walks
        // (a few µs), so running them beside the name walks on a second thread saved less
        // than waking the thread cost (Benchmarks/README.md, branch typo).
        let tickers = searchTickers
            ? [try index.tickerSpan(plain, exact: true)] + (tickerPrefixes ? [try index.tickerSpan(plain, exact: false)] : [])
            : []
        var names = searchNames ? try _NameHits(index: index, key: key, variants: variants) : _NameHits()
        // Initials joined by "&" ("h&m", "at&t", "b&q") are whole words: letters starting
        // longer words of a name (Moët Hennessy for "h&m") are not what was typed.
        let initials = text.contains("&")
            && key.split(whereSeparator: SearchKey.isBoundary).allSatisfy { SearchKey.symbolCount(Array($0)) <= 2 }
        if initials { (names.prefixFirst, names.prefixLater, names.joined) = ([], [], []) }
        if searchNames && !initials { names.complete = try index.completeNameSpans(key) }
        let exactTicker = tickers.first.map { [$0] } ?? [], tickerPrefix = tickers.dropFirst().first.map { [$0] } ?? []
        // Exact and prefix matches are one tier, ordered by popularity with a bonus for the
        // exact ones worth a factor of ten in market cap (`exactBonus`): a much more popular
        // company whose ticker or name the query starts (NVIDIA for "nvd") is not beaten by a
        // tiny exact ticker or an obscure namesake's whole word.
        let exact = Self.exactBonus
        let short = SearchKey.symbolCount(plain) <= 2
        // Every query word starting a word of the name, wherever it stands: after the
        // matches side by side, which win the ties (Meilisearch's proximity rule).
        // The same candidates whatever the limit: which rows are shown never depends on it.
        let scattered = searchNames && !initials ? try scatteredWords(key) : []
        return [
            _PlannedTier(tier: .exact, sources: [
                // A one- or two-letter query that is a sizable company's ticker means that
                // ticker far more often than a name word or a brand it starts ("f" is Ford,
                // "mu" Micron, "c" Citigroup, not Alphabet's "Class C"; "w" Wayfair, not
                // Apple's Watch): four times the bonus, a factor of 10⁴ in market cap. A
                // small company's two letters ("AP", a Thai developer) do not beat Apple.
                // A longer exact ticker of a sizable company weighs as its complete name does
                // (below): "reliance" is RELIANCE's ticker, before Reliance Inc.'s whole name.
                _MatchSource(kind: .exactTicker, spans: exactTicker, bonus: exact, sizableBonus: short ? 3 * exact : exact),
                // A sizable company one of whose names is the whole query ("audi", Volkswagen's
                // brand; "orange", Orange S.A. without its legal form) is worth another factor
                // of ten: before a larger one whose name the query only starts (Amazon's
                // Audible for "audi") or ends (Coca-Cola's Simply Orange), not before a much
                // larger one whose own name starts with the word ("reliance": Reliance
                // Industries, not Reliance Inc.). One or two letters that are a sizable
                // company's whole name weigh as its ticker would: "hp" is HP Inc. (HPQ), not
                // the smaller Helmerich & Payne whose ticker is HP.
                _MatchSource(kind: .nameStart, spans: names.complete, bonus: exact, sizableBonus: short ? 3 * exact : exact),
                _MatchSource(kind: .nameStart, spans: names.wholeFirst, bonus: exact),
                // A name the query starts says more than one with the query's words later:
                // "roche" is Roche Holding before L'Oréal's La Roche-Posay, unless the later
                // one's company is twice as popular.
                _MatchSource(kind: .wordStart, spans: names.wholeLater, bonus: exact - Self.laterWordPenalty),
                _MatchSource(kind: .tickerPrefix, spans: tickerPrefix, tier: .prefix),
                _MatchSource(kind: .nameStart, spans: names.prefixFirst, tier: .prefix),
                _MatchSource(kind: .wordStart, spans: names.prefixLater, tier: .prefix),
                _MatchSource(kind: .wordStart, spans: [], tier: .prefix, records: scattered),
            ], byScore: true),
            _PlannedTier(tier: .joined, sources: [_MatchSource(kind: .joined, spans: names.joined)], onlyStronger: true),
            _PlannedTier(tier: .transliterated, sources: [_MatchSource(kind: .transliterated, spans: names.transliterated)],
                         onlyStronger: true),
        ]
    }

    /// Listings whose names (or other-script names) have a word starting with each word of a
    /// query of several, in any order and place ("berkshire b" → “Berkshire Hathaway B”),
    /// in rank order. Candidates are the best `candidates` listings (at most
    /// `scatteredCandidates`, fewer for a small limit) with a word starting with the query's
    /// rarest word; each is checked by keying its names.
    func scatteredWords(_ key: [UInt8], candidates: Int = scatteredCandidates) throws(IndexError) -> [UInt32] {
        var words: [[UInt8]] = [[]]
        for b in key { if SearchKey.isBoundary(b) { words.append([]) } else { words[words.count - 1].append(b) } }
        words = words.filter { !$0.isEmpty }
        guard words.count >= 2 else { return [] }
        // The rarest word's entry runs over the name tries.
        var best: [IndexReader.Span] = [], bestCount = Int.max
        for w in words {
            var spans: [IndexReader.Span] = []
            for trie in [StockIndex.Trie.nameStart, .laterWord] {
                for hit in try index.wordHits(w, trie: trie, joins: false) where !hit.joined {
                    spans.append(IndexReader.Span(trie: trie.rawValue, entries: hit.prefix))
                }
            }
            let count = spans.reduce(0) { $0 + $1.entries.count }
            if count == 0 { return [] }
            if count < bestCount { (best, bestCount) = (spans, count) }
        }
        var found: [UInt32] = []
        let lookups = try index.lookups()
        for r in try index.top(best, ordering: .root, limit: candidates, excluding: RecordSet()) {
            let s = try lookups.stock(r)
            if ([s.name] + (s.altName.map { [$0] } ?? [])).contains(where: { startsWords(of: $0, with: words) }) {
                found.append(r)
            }
        }
        return found
    }

    /// Candidates `scatteredWords` checks at most (keying a name costs about a microsecond).
    static let scatteredCandidates = 200

    /// Whether every word of `words` starts a word of `name`'s key, each a word of its own
    /// (the longest query words placed first).
    /// A text's words as lower-case ASCII letters and digits (anything else separates them);
    /// nil when the text has a byte beyond ASCII.
    static func asciiWords(_ text: String) -> [[UInt8]]? {
        var words: [[UInt8]] = [[]]
        for b in text.utf8 {
            guard b < 0x80 else { return nil }
            switch b {
            case 0x30...0x39, 0x61...0x7A: words[words.count - 1].append(b)
            case 0x41...0x5A: words[words.count - 1].append(b | 0x20)
            default: if !words[words.count - 1].isEmpty { words.append([]) }
            }
        }
        return words.filter { !$0.isEmpty }
    }

    /// Whether `name` is ASCII and its letters and digits (lower case, nothing between them)
    /// lack one of `needles` (`asciiWords`): then no word of it starts with that query word.
    /// Read in place, into a buffer on the stack: no array per name.
    static func asciiLetters(of name: String, lack needles: [[UInt8]]) -> Bool {
        var name = name
        return name.withUTF8 { u in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, u.count)) { hay in
                var n = 0
                for b in u {
                    switch b {
                    case 0x30...0x39, 0x61...0x7A: hay[n] = b; n &+= 1
                    case 0x41...0x5A: hay[n] = b | 0x20; n &+= 1
                    case 0x80...: return false
                    default: break
                    }
                }
                let letters = UnsafeBufferPointer(rebasing: hay[0..<n])
                return !needles.allSatisfy { contains(letters, $0) }
            }
        }
    }

    static func contains(_ hay: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= hay.count else { return false }
        for i in 0...(hay.count - needle.count) where hay[i] == first {
            var j = 1
            while j < needle.count && hay[i + j] == needle[j] { j += 1 }
            if j == needle.count { return true }
        }
        return false
    }

    private func startsWords(of name: String, with words: [[UInt8]]) -> Bool {
        keys.withKey(name) { key, starts in
            var used = Set<Int>()
            for w in words.sorted(by: { $0.count > $1.count }) {
                let at = starts.firstIndex { s in
                    let s = Int(s)
                    guard !used.contains(s), s + w.count <= key.count else { return false }
                    for j in 0..<w.count where key[s + j] != w[j] { return false }
                    return true
                }
                guard let at else { return false }
                used.insert(Int(starts[at]))
            }
            return true
        }
    }

    /// What an exact match (the ticker, or every query word a whole word of the name) adds to
    /// a listing's order score over a prefix match, in tenths: 1.0 on the popularity scale,
    /// a factor of ten in market cap.
    static let exactBonus = 10

    /// What a whole match of later words gives up against one of the name's first words, in
    /// tenths (a factor of two in market cap).
    static let laterWordPenalty = 3

    /// Edits allowed in a query of `letters` letters and digits.
    static func typoBudget(letters: Int) -> Int {
        letters >= 8 ? 2 : letters >= 4 ? 1 : 0
    }
}

/// The word walks of a name key over the name tries, sorted into the tiers' spans. Arrays of
/// spans, not arrays of them per trie: an array of arrays made every cold search build its
/// storage's runtime metadata (~10 k instructions).
struct _NameHits {
    /// Every query word equal to a whole name word: in the first-word trie, in the later-word one.
    var wholeFirst: [IndexReader.Span] = [], wholeLater: [IndexReader.Span] = []
    /// A whole name equal to the query (`StockIndex.completeNameSpans`), set by the plan.
    var complete: [IndexReader.Span] = []
    /// The last query word a prefix of a name word, likewise.
    var prefixFirst: [IndexReader.Span] = [], prefixLater: [IndexReader.Span] = []
    var joined: [IndexReader.Span] = []
    var transliterated: [IndexReader.Span] = []

    init() {}

    init(index: StockIndex, key: [UInt8], variants: [[UInt8]]) throws(IndexError) {
        try Self.add(index, key, trie: .nameStart, whole: &wholeFirst, prefix: &prefixFirst, joined: &joined)
        try Self.add(index, key, trie: .laterWord, whole: &wholeLater, prefix: &prefixLater, joined: &joined)
        for hit in try index.wordHits(key, trie: .romanized, joins: false) {
            transliterated.append(IndexReader.Span(trie: StockIndex.Trie.romanized.rawValue, entries: hit.prefix))
        }
        for v in variants {
            for trie in [StockIndex.Trie.nameStart, .laterWord] {
                for hit in try index.wordHits(v, trie: trie, joins: false) {
                    transliterated.append(IndexReader.Span(trie: trie.rawValue, entries: hit.prefix))
                }
            }
        }
    }

    /// One name trie's walk of the key: its whole words and prefixes, and its matches across
    /// a space.
    private static func add(_ index: StockIndex, _ key: [UInt8], trie: StockIndex.Trie, whole: inout [IndexReader.Span],
                            prefix: inout [IndexReader.Span], joined: inout [IndexReader.Span]) throws(IndexError) {
        for hit in try index.wordHits(key, trie: trie, joins: true) {
            if hit.joined {
                joined.append(IndexReader.Span(trie: trie.rawValue, entries: hit.prefix))
            } else {
                whole.append(IndexReader.Span(trie: trie.rawValue, entries: hit.whole))
                prefix.append(IndexReader.Span(trie: trie.rawValue, entries: hit.prefix))
            }
        }
    }
}
