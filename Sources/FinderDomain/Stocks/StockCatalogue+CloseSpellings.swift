import FinderIndex
import FinderStore
import FinderText

/// Close spellings, the fallback when nothing else matches (decision 0008), narrowed to what
/// the nearest spelling finds (decision 0382).
extension StockCatalogue {
    /// Close spellings of the text (and of its romanizations) at `distance` edits, looked for only
    /// when nothing else matches (docs/decisions/0008-close-spellings-only-as-fallback.md) — those
    /// inside words, then those running across a space of the name — or nil when the text is
    /// too short for that many (1 edit for 4–7 letters, 2 for 8 or more, none below 4: ARCHITECTURE.md
    /// “How stock search matches and ranks”; Meilisearch and Typesense draw the lines at about
    /// the same lengths). The first letter must be as typed: it is the one people rarely get
    /// wrong, and it makes the walk over the trie some thirty times cheaper (Lucene's
    /// FuzzyQuery prefixLength).
    func typoWalks(_ readings: [(key: [UInt8], tries: [StockIndex.Trie])], distance: Int) throws(IndexError) -> _TypoWalks? {
        var walks = _TypoWalks()
        var any = false
        for (k, tries) in readings where Self.typoBudget(letters: SearchKey.symbolCount(k)) >= distance {
            any = true
            for trie in tries {
                walks.add(try index.typoWalk(k, trie: trie, distance: distance), trie: trie)
            }
        }
        return any ? walks : nil
    }

    /// The keys a typo is looked for in, with the tries for each: the text itself (in the
    /// romanized names too when it is Latin), and its romanizations when it is Cyrillic.
    func typoReadings(_ text: String) -> [(key: [UInt8], tries: [StockIndex.Trie])] {
        let key = keys.key(text)
        var readings: [(key: [UInt8], tries: [StockIndex.Trie])] = []
        if !key.isEmpty {
            let latin = dominantScript(text) == .latin
            readings.append((key, latin ? [.nameStart, .laterWord, .romanized] : [.nameStart, .laterWord]))
        }
        for v in Transliteration.latinVariants(of: text) {
            let k = keys.key(v)
            if !k.isEmpty && !readings.contains(where: { $0.key == k }) { readings.append((k, [.nameStart, .laterWord])) }
        }
        return readings
    }

    /// The companies the nearest spellings of the close spellings found name as whole words
    /// (`_TypoCorrection`), their matches said to be close spellings, with those spellings
    /// (nearest first); nil — the close spellings stay as found — when the first company
    /// found is not among them.
    func closeSpellingsMeant(_ readings: [[UInt8]], budget: Int, by found: _CompanyCollector,
                             _ query: StockQuery) throws(IndexError) -> (companies: _CompanyCollector, spellings: [String])? {
        let correction = _TypoCorrection(keys: keys)
        var spellings: [(text: String, cost: Int)] = []
        var reach: [Int] = []   // each spelling's company, its place among those found
        // Another spelling as near is kept only for a company of about the first's size (a
        // factor of ten in market cap): "embraier" is Embracer and Embraer, "amazn" Amazon
        // and not Aman Feed. A nearer one, of a company up to a hundredth of the first's
        // size, wins: "diagio" is Diageo (one edit), not Nestlé's brand DiGiorno (an edit
        // to a prefix, which counts one more).
        // The first few only: the spellings of the first company and its near namesakes.
        let scores = try found.scores()
        for (i, m) in try found.matches(first: Self.spellingCandidates).enumerated()
            where i == 0 || scores[i] + 2 * Self.exactBonus >= scores[0] {
            var names: [String] = []
            for l in m.listings + m.receipts {
                names.append(l.name)
                if let alt = l.altName { names.append(alt) }
                if let aliases = l.aliases { for a in ListingAliases(aliases) { names.append(a.name) } }
            }
            guard let s = correction.spelling(of: readings, in: names, budget: budget) else {
                if i == 0 { return nil } else { continue }
            }
            spellings.append(s)
            reach.append(i)
        }
        guard let first = spellings.first, let leader = found.firstLeader else { return nil }
        let cost = spellings.map(\.cost).min() ?? first.cost
        let nearer = first.cost > cost
        var meant: [String] = []
        for (i, s) in spellings.enumerated() where s.cost == cost && !meant.contains(s.text) {
            // As near as the first company's spelling: of about its size (above).
            guard nearer || i == 0 || scores[reach[i]] + Self.exactBonus >= scores[0] else { continue }
            meant.append(s.text)
        }
        // Whole name words only, with the exact tier's bonus: a spelling's prefixes are the
        // noise this takes away ("aman" of "amazn" in "Amana Bank"). Only the name walks: no
        // tickers, scattered words or transliterations, which a whole plan would work out too.
        var sources: [_MatchSource] = []
        for text in meant {
            let words = try _NameHits(index: index, key: keys.key(text), variants: [])
            sources.append(_MatchSource(kind: .typo, spans: words.wholeFirst, tier: .typo, bonus: Self.exactBonus))
            sources.append(_MatchSource(kind: .typo, spans: words.wholeLater, tier: .typo, bonus: Self.exactBonus))
        }
        var companies = try _CompanyCollector(index: index, ordering: StockIndex.ordering(for: query.language),
                                              limit: query.limit, allListings: query.allListings)
        try companies.take(_PlannedTier(tier: .typo, sources: sources, byScore: true))
        // The first company among them, unless a nearer spelling named others.
        guard nearer || companies.hasLeader(leader) else { return nil }
        guard !companies.isEmpty else { return nil }
        return (companies, meant)
    }

    /// Close spellings whose words `closeSpellingsMeant` reads (decoding and keying a company's
    /// names is most of its cost).
    static let spellingCandidates = 5
}
