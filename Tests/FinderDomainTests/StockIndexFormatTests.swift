import Foundation
import Testing
import FinderTestSupport
import FinderStore
import FinderText
@testable import FinderIndex
@testable import FinderDomain

/// What the stock index stores beside its tries comes back as it went in: every listing's
/// fields, every company, the two orderings (computed group by group, with the Russian one
/// shared where it cannot differ) as the plain comparator orders them.
@Suite(.serialized) struct StockIndexFormatTests {
    static let rows: [StockRecord] = try! shared.catalogue.localStore.allStocks()

    @Test func everyListingComesBackFromItsPayload() throws {
        let index = shared.catalogue.index
        #expect(index.reader.recordCount == Self.rows.count)
        for (i, r) in Self.rows.enumerated() {
            let got = try index.stock(UInt32(i))
            #expect(got == r, "record \(i)")
            if got != r { break }
        }
    }

    @Test func everyCompanyComesBackAsTheRankingMadeIt() throws {
        let index = shared.catalogue.index
        let ranking = StockRanking(Self.rows)
        for c in 0..<ranking.companyCount {
            let members = Array(ranking.members(ofCompany: c))
            let leader = members[0]
            #expect(try index.members(ofLeader: leader) == members)
            for m in members {
                let company = try index.company(of: m)
                #expect(company.leader == leader && company.leaderIsHome == ranking.leaderIsHome[c], "record \(m)")
            }
        }
    }

    /// The orderings as the index build computes them (sorts of packed integers, ICU sort keys
    /// only within ties, the Russian order shared by ties it cannot change) equal a plain sort
    /// with the full comparator: ranking, a line the data sizes first, name length, market,
    /// then name, ticker and country in the UI language's collation, then record id.
    @Test func theOrderingsAreThePlainComparatorsOrders() {
        let rows = Self.rows
        let ranking = StockRanking(rows)
        var strings = _TieStrings(capacity: rows.count)
        for r in rows { strings.add(r) }
        let computed = _Orderings.compute(ranking, strings: strings)
        let sized = rows.map { $0.marketCap != nil || $0.capClass != nil }
        let lengths = rows.map { letterAndDigitCount($0.name) }
        for (o, language) in ["en", "ru"].enumerated() {
            let c = DisplayCollator(collation: computed[o].ordering.collation)
            #expect(computed[o].ordering == StockIndex.ordering(for: language))
            let names = rows.map { c.sortKey($0.name) }, tickers = rows.map { c.sortKey($0.ticker) }
            let countries = rows.map { c.sortKey($0.country) }
            let order = (0..<rows.count).sorted { (a: Int, b: Int) -> Bool in
                if let first = ranking.precedes(a, b) { return first }
                if sized[a] != sized[b] { return sized[a] }
                if lengths[a] != lengths[b] { return lengths[a] < lengths[b] }
                if ranking.market[a] != ranking.market[b] { return ranking.market[a] < ranking.market[b] }
                if names[a] != names[b] { return names[a].lexicographicallyPrecedes(names[b]) }
                if tickers[a] != tickers[b] { return tickers[a].lexicographicallyPrecedes(tickers[b]) }
                if countries[a] != countries[b] { return countries[a].lexicographicallyPrecedes(countries[b]) }
                return a < b
            }
            var ranks = [UInt32](repeating: 0, count: rows.count)
            for (rank, record) in order.enumerated() { ranks[record] = UInt32(rank) }
            #expect(computed[o].ranks == ranks, "\(language)")
            #expect(computed[o].ordering.rawValue == o)
        }
    }

    /// Each UI language breaks ties by the ordering of its collation where the index holds
    /// one; a language of another collation (or an id the table lacks) takes root's. English
    /// and Russian keep the orderings the format stores for them, and their metadata keys.
    @Test func everyLanguageHasAnOrderingOfItsCollation() {
        #expect(StockIndex.ordering(for: "en") == .root && StockIndex.ordering(for: "ru") == .russian)
        #expect(StockIndex.Ordering.allCases.map(\.metadataKey) == ["collator.en", "collator.ru"])
        for language in UILanguage.all {
            let ordering = StockIndex.ordering(for: language.id)
            let held = StockIndex.Ordering.allCases.contains { $0.collation == language.collation }
            #expect(ordering.collation == (held ? language.collation : .root), "\(language.id)")
        }
        #expect(StockIndex.ordering(for: "xx") == .root && StockIndex.ordering(for: "") == .root)
    }

    /// The first open says what it is about to do (import, build, with how
    /// many listings) before it starts, the build's fraction rises to 1, and each work ends;
    /// an open that has nothing to do says nothing.
    @Test func openingTellsItsWorkAsItHappens() throws {
        let dir = TemporaryDirectory()
        let locator = ResourceLocator(folder: resourcesFolder)
        var heard: [CatalogueProgress] = []
        let catalogue = try StockCatalogue(dataDirectory: dir.path, resources: locator) { heard.append($0) }
        let n = try catalogue.localStore.stockCount()
        #expect(Array(heard.prefix(3)) == [.started(.importing(listings: n)), .finished, .started(.indexing(listings: n))])
        #expect(heard.last == .finished)
        let fractions = heard.compactMap { if case .advanced(let f) = $0 { f } else { nil } }
        #expect(fractions.count >= 5 && fractions == fractions.sorted() && fractions.last == 1, "\(fractions)")
        #expect(heard.count == 4 + fractions.count)
        heard = []
        _ = try StockCatalogue(dataDirectory: dir.path, resources: locator) { heard.append($0) }
        #expect(heard.isEmpty)
    }

    @Test func anIndexOfAnOlderFormatIsRebuiltAsStale() throws {
        let dir = TemporaryDirectory()
        let locator = ResourceLocator(folder: resourcesFolder)
        _ = try StockCatalogue(dataDirectory: dir.path, resources: locator)
        let path = dir.file(StockIndex.fileName)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[8] = 6   // format 6, as finder wrote it before words were what ICU weighs
        try bytes.write(to: URL(fileURLWithPath: path))
        let again = try StockCatalogue(dataDirectory: dir.path, resources: locator)
        #expect(again.notices == [.builtIndex(reason: .stale)])
        #expect(try again.show(ticker: "gazp").first?.name == "Gazprom PAO")
        // Rebuilt in this format: identifiers have their trie, `+` is a letter.
        #expect(try again.search(StockQuery(text: "US0378331005")).matches.first?.stock.ticker == "AAPL")
        #expect(try again.search(StockQuery(text: "app+le")).matches.allSatisfy { $0.kind == .typo })
    }

    /// A byte flipped in any section of a real index ("Apple" → "Evil!")
    /// is found and the index rebuilt, never answered from: every search and `show` answers
    /// as the undamaged index does.
    @Test func damageInAnySectionIsRebuiltNeverAnswered() throws {
        let locator = ResourceLocator(folder: resourcesFolder)
        // A catalogue of a few thousand listings (each rebuild is quick), Apple and Gazprom in it.
        let dir = TemporaryDirectory()
        let picked = Self.rows.filter { ["AAPL", "GAZP", "MSFT", "SBER"].contains($0.ticker) } + Self.rows.prefix(3000)
        try StockCatalogue(dataDirectory: dir.path, resources: locator).localStore.replaceCatalogue(picked, source: "test")
        _ = try StockCatalogue(dataDirectory: dir.path, resources: locator)
        let path = dir.file(StockIndex.fileName)
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        let queries = ["apple", "газпром", "microsfot", "sber", "inc", "ufpghjv"]
        func answers(_ c: StockCatalogue) throws -> [String] {
            var out = try queries.map { q in
                try c.search(StockQuery(text: q, limit: 10)).matches.map { "\($0.stock) \($0.kind) \($0.listings.count)" }.joined(separator: "|")
            }
            out.append(try c.show(ticker: "GAZP").map { "\($0)" }.joined(separator: "|"))
            return out
        }
        let reference = try answers(try StockCatalogue(dataDirectory: dir.path, resources: locator))
        #expect(reference[0].hasPrefix("StockRecord(ticker: \"AAPL\""), "\(reference[0].prefix(80))")
        let reader = try IndexReader(path: path)
        var damaged = 0
        for s in Set(reader.sections) where s.count > 0 {
            var bytes = good
            bytes[s.lowerBound + s.count / 2] ^= 0x40
            try bytes.write(to: URL(fileURLWithPath: path))
            let catalogue = try StockCatalogue(dataDirectory: dir.path, resources: locator)
            #expect(try answers(catalogue) == reference, "section \(s)")
            if !catalogue.notices.isEmpty {
                damaged += 1
                #expect(catalogue.notices.allSatisfy { $0 == .builtIndex(reason: .corrupt) }, "\(catalogue.notices)")
            }
        }
        #expect(damaged > 0)
    }
}
