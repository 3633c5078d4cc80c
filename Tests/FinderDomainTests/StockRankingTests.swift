// Over 300 lines: one small catalogue made for every ranking rule and a test per rule; split,
// each part would need the whole catalogue again.
import Foundation
import Testing
import FinderTestSupport
import FinderStore
import FinderIndex
import FinderText
@testable import FinderDomain

/// Each ranking principle on a small catalogue made for it (ARCHITECTURE.md “How stock search matches
/// and ranks”), so that a test shows the rule and not the bundled data.
@Suite struct StockRankingTests {
    static let rows: [StockRecord] = [
        // Word boundaries: a word, a name running across a space, names with punctuation.
        StockRecord(ticker: "7203", name: "Toyota Motor Corp", country: "japan", isin: "JP3633400001"),
        StockRecord(ticker: "5310", name: "Toyo Tanso Co Ltd", country: "japan", isin: "JP3616000000"),
        StockRecord(ticker: "KO", name: "Coca-Cola Co", country: "united states", isin: "US1912161007"),
        StockRecord(ticker: "CCH", name: "Coca Cola HBC AG", country: "switzerland", isin: "CH0198251305"),
        StockRecord(ticker: "GM", name: "General Motors Co", country: "united states", isin: "US37045V1008"),
        StockRecord(ticker: "GIS", name: "General Mills Inc", country: "united states", isin: "US3703341046"),
        // One company listed three times (home: the US), a receipt of another, a namesake.
        StockRecord(ticker: "ZED", name: "Zed Corp", country: "austria", isin: "US0000000019"),
        StockRecord(ticker: "ZED", name: "Zed Corp", country: "united states", isin: "US0000000019"),
        StockRecord(ticker: "ZEDN", name: "Zed Corp", country: "mexico", isin: "US0000000019"),
        StockRecord(ticker: "ZEDNG", name: "Mrs", country: "nigeria", isin: "NGZEDNG00001"),
        StockRecord(ticker: "ZEDBY", name: "Zedbank AG ADR", country: "united states", isin: "US0000000027"),
        StockRecord(ticker: "ZBK", name: "Zedbank AG", country: "germany", isin: "DE0000000003"),
        // A company with no listing in its ISIN's country, on the Moscow Exchange and in the US.
        StockRecord(ticker: "YNDX", name: "Yandex NV", exchange: "MOEX", country: "russia", isin: "NL0009805522",
                    altName: "Яндекс"),
        StockRecord(ticker: "YNDX", name: "Yandex NV", country: "united states", isin: "NL0009805522"),
        StockRecord(ticker: "FLOT", name: "Совкомфлот", exchange: "MOEX", country: "russia", isin: "RU000A0JXNU8"),
        StockRecord(ticker: "RTKM", name: "Rostelecom", exchange: "MOEX", country: "russia", isin: "RU0008943394"),
        // Typos.
        StockRecord(ticker: "MSFT", name: "Microsoft Corp", country: "united states", isin: "US5949181045"),
        StockRecord(ticker: "ZEB", name: "Zebra Holdings", country: "united states", isin: "US9892071054"),
        // Receipts known by their company: a US ISIN without "ADR" in the name, a CEDEAR.
        StockRecord(ticker: "NESN", name: "Nestle SA", country: "switzerland", currency: "CHF", isin: "CH0038863350"),
        StockRecord(ticker: "NSRGY", name: "Nestle SA", country: "united states", isin: "US6410694060"),
        StockRecord(ticker: "NESN", name: "Nestle SA CEDEAR", country: "argentina", currency: "ARS", isin: "ARDEUT110210"),
        StockRecord(ticker: "NESTLE", name: "Nestle Nigeria PLC", country: "nigeria", currency: "NGN", isin: "NGNESTLE0006"),
        // A US company (an S&P 500 member) sharing its name with one abroad is no receipt.
        StockRecord(ticker: "PFE", name: "Pfizer Inc", country: "united states", isin: "US7170811035"),
        StockRecord(ticker: "PFIZ", name: "Pfizer Ltd", country: "india", currency: "INR", isin: "INE182A01018"),
        // Brazilian receipts whose ISIN names their company by a code (BR·TSLA·BDR…) and whose
        // names are not their companies': an older name, a spelling without the apostrophe; a
        // code that is another company's ticker (ACNB) but not the first word of its name.
        StockRecord(ticker: "TSLA", name: "Tesla Inc", country: "united states", isin: "US88160R1014"),
        StockRecord(ticker: "TSLA34", name: "Tesla Motors Inc DRC", country: "brazil", currency: "BRL", isin: "BRTSLABDR008"),
        StockRecord(ticker: "MCD", name: "McDonald’s Corporation", country: "united states", isin: "US5801351017"),
        StockRecord(ticker: "MCDC34", name: "McDonalds Corp BDR", country: "brazil", currency: "BRL", isin: "BRMCDCBDR002"),
        StockRecord(ticker: "ACN", name: "Accenture plc", country: "united states", isin: "IE00B4BNMY34"),
        StockRecord(ticker: "ACNB34", name: "Accenture PLC", country: "brazil", currency: "BRL", isin: "BRACNBBDR002"),
        StockRecord(ticker: "ACNB", name: "ACNB Corporation", country: "united states", isin: "US0008681092"),
        StockRecord(ticker: "HPQB34", name: "Hewlett-Packard Co BDR", country: "brazil", currency: "BRL", isin: "BRHPQBBDR008"),
        StockRecord(ticker: "HPQ", name: "HP Inc", country: "united states", isin: "US40434L1052"),
        // Known only by receipts: the ADR, its line in Mexico, a CEDEAR (Comafi's ARBCOM).
        StockRecord(ticker: "JD", name: "JD.com Inc ADR", country: "united states", isin: "US47215P1066"),
        StockRecord(ticker: "JDN", name: "JD.com Inc", country: "mexico", currency: "MXN", isin: "US47215P1066"),
        StockRecord(ticker: "JD", name: "JD.com Inc", country: "argentina", currency: "ARS", isin: "ARBCOM460200"),
        StockRecord(ticker: "JDW", name: "JD Wetherspoon PLC", country: "united kingdom", currency: "GBP", isin: "GB0001638955"),
        // No home listing (a Dutch ISIN): the euro listing, then the largest market.
        StockRecord(ticker: "RACE", name: "Ferrari NV", country: "switzerland", currency: "CHF", isin: "NL0011585146"),
        StockRecord(ticker: "RACE", name: "Ferrari NV", country: "italy", currency: "EUR", isin: "NL0011585146"),
        StockRecord(ticker: "RACEN", name: "Ferrari NV", country: "mexico", currency: "MXN", isin: "NL0011585146"),
        // Index membership (DAX) against a namesake with one listing and a shorter name.
        StockRecord(ticker: "3703", name: "Continental Holdings Corp", country: "taiwan", currency: "TWD", isin: "TW0003703005"),
        StockRecord(ticker: "CONG", name: "Continental AG O.N.", country: "germany", currency: "EUR", isin: "DE0005439004"),
        StockRecord(ticker: "COIL", name: "Continental Co", country: "bangladesh", currency: "BDT", isin: "BD0735CONTI9"),
        // A tiny exact ticker and an obscure whole word against a Dow member the query starts.
        StockRecord(ticker: "MICR", name: "Micro Imaging Technology Inc", country: "united states", isin: "US59485P1093"),
        StockRecord(ticker: "MIC", name: "Mic Holdings", country: "thailand", currency: "THB", isin: "TH0000000MIC"),
        // Words that start at a change of case.
        StockRecord(ticker: "PHOR", name: "PhosAgro ao", exchange: "MOEX", country: "russia", currency: "RUB", isin: "RU000A0JRKT8"),
        StockRecord(ticker: "GSK", name: "GlaxoSmithKline PLC", country: "united kingdom", currency: "GBP", isin: "GB0009252882"),
        StockRecord(ticker: "GMKN", name: "MMC Norilsk Nickel", exchange: "MOEX", country: "russia", currency: "RUB",
                    isin: "RU0007288411", altName: "ГМКНорНик"),
        StockRecord(ticker: "ABBV", name: "AbbVie Inc", country: "united states", isin: "US00287Y1091"),
        StockRecord(ticker: "ABBN", name: "ABB Ltd", country: "switzerland", currency: "CHF", isin: "CH0012221716"),
        // Query words in another order and place than the name's.
        StockRecord(ticker: "RDSb", name: "Royal Dutch Shell PLC B", country: "united kingdom", currency: "GBP", isin: "GB00B03MM408"),
        StockRecord(ticker: "RYDB", name: "Royal Dutch Bank Holdings", country: "netherlands", currency: "EUR", isin: "NL0000000RDB"),
        // Namesakes of equal popularity and name length: the larger market first.
        StockRecord(ticker: "KIAL", name: "Kia Lim Bhd", country: "malaysia", currency: "MYR", isin: "MYL6211OO008"),
        StockRecord(ticker: "000270", name: "KIA Motors", country: "south korea", currency: "KRW", isin: "KR7000270009"),
        // A name the query starts against a brand with the query's word later, both Mega.
        StockRecord(ticker: "ROG", name: "Roche Holding AG", country: "switzerland", currency: "CHF", isin: "CH0012032048",
                    capClass: "mega"),
        StockRecord(ticker: "OR", name: "L'Oreal SA", country: "france", currency: "EUR", isin: "FR0000120321",
                    capClass: "mega", aliases: "brand:la roche-posay"),
        // A whole name against a larger company's brand that the word starts or ends.
        StockRecord(ticker: "ORA", name: "Orange S.A.", country: "france", currency: "EUR", isin: "FR0000133308",
                    capClass: "large"),
        StockRecord(ticker: "KO", name: "Coca-Cola Company (The)", country: "united states", currency: "USD",
                    isin: "US1912161007", marketCap: 391_962_236_037, aliases: "brand:simply orange"),
        StockRecord(ticker: "VOW", name: "Volkswagen AG", country: "germany", currency: "EUR", isin: "DE0007664005",
                    capClass: "large", aliases: "brand:audi"),
        StockRecord(ticker: "AMZN", name: "Amazon.com Inc.", country: "united states", currency: "USD",
                    isin: "US0231351067", marketCap: 2_700_000_000_000, aliases: "brand:audible"),
        StockRecord(ticker: "RS", name: "Reliance Inc.", country: "united states", currency: "USD", isin: "US7595091023",
                    marketCap: 19_803_551_339),
        // A company's main line (sized by the data) and a partly paid line of a shorter name.
        StockRecord(ticker: "RELIANCE", name: "Reliance Industries Limited", country: "india", currency: "INR",
                    isin: "INE002A01018", capClass: "large"),
        StockRecord(ticker: "RELIANCEPP", name: "Reliance Industries Ltd", country: "india", currency: "INR",
                    isin: "INE002A01018"),
        // One share on one market in two currencies, and its ADR under a name that says "Plc"
        // where the home line spells it out.
        StockRecord(ticker: "0LQQ", name: "Vodafone Group Public Limited Company", country: "united kingdom", currency: "USD",
                    isin: "GB00BH4HKS39", capClass: "large"),
        StockRecord(ticker: "VOD", name: "Vodafone Group Public Limited Company", country: "united kingdom", currency: "GBP",
                    isin: "GB00BH4HKS39", capClass: "large"),
        StockRecord(ticker: "VOD", name: "Vodafone Group Plc ADR", country: "united states", currency: "USD",
                    isin: "US92857W3088", marketCap: 37_919_377_374),
    ]

    static let catalogue: (TemporaryDirectory, StockCatalogue) = {
        let dir = TemporaryDirectory("finder-ranking")
        let locator = ResourceLocator(folder: resourcesFolder)
        try! StockCatalogue(dataDirectory: dir.path, resources: locator).localStore.replaceCatalogue(rows, source: "test")
        return (dir, try! StockCatalogue(dataDirectory: dir.path, resources: locator))
    }()

    func search(_ text: String, limit: Int? = nil, allListings: Bool = false, language: String = "en") throws -> [StockMatch] {
        try Self.catalogue.1.search(StockQuery(text: text, limit: limit, language: language, allListings: allListings)).matches
    }

    func tickers(_ text: String) throws -> [String] { try search(text).map(\.stock.ticker) }

    // MARK: word boundaries

    @Test func keysAndWalksAgreeOnTheBoundaryBytes() {
        // FinderIndex does not import FinderText: the two definitions must stay equal.
        #expect(SearchKey.soft == KeySyntax.soft)
        #expect(SearchKey.hard == KeySyntax.hard)
    }

    @Test func aMatchAcrossASpaceIsJoinedAndAddedOnlyWhenMuchStronger() throws {
        // Toyota is a whole word of Toyota Motor; Toyo Tanso ("toyo t…" across a space) is no
        // far better-known company: not added (decision 0382).
        let toyota = try search("toyota")
        #expect(toyota.map(\.stock.ticker) == ["7203"])
        // Nothing inside a word: the match across the space is the answer, in its own tier.
        let tanso = try search("toyotanso")
        #expect(tanso.map(\.stock.ticker) == ["5310"])
        #expect(tanso.map(\.kind) == [.joined] && tanso.map(\.tier) == [.joined])
    }

    /// A sizable company one of whose names is the whole query — a brand, or its own name
    /// without the legal form — before a larger one whose name or brand the word only starts
    /// or ends; not before a much larger one whose own ticker it is (decision 0385).
    @Test func aWholeNameBeatsALargerCompanysBrandThatHasTheWordInside() throws {
        #expect(try tickers("orange").first == "ORA")
        #expect(try tickers("audi").first == "VOW")
        #expect(try tickers("audible").first == "AMZN")
        #expect(try tickers("reliance").prefix(2) == ["RELIANCE", "RS"])
        // The bare names: the legal form off either end, a share class's letter off the end only.
        #expect(StockIndex.bareName("Orange S.A.") == "Orange")
        #expect(StockIndex.bareName("The Walt Disney Company") == "Walt Disney")
        #expect(StockIndex.bareName("Coca-Cola Company (The)") == "Coca Cola")
        #expect(StockIndex.bareName("E.ON SE") == "E ON")
        #expect(StockIndex.bareName("Carlsberg A/S B") == "Carlsberg")
        #expect(StockIndex.bareName("ПАО Сбербанк") == "Сбербанк")
        #expect(StockIndex.bareName("Alibaba Group Holding Limited") == "Alibaba")
        #expect(StockIndex.bareName("Apple") == nil)
        #expect(StockIndex.bareName("Holdings Inc") == nil)
        // Only some legal forms begin a name; "Public" and "Group" there are words of it.
        #expect(StockIndex.bareName("Public Bank Bhd") == "Public Bank")
        #expect(StockIndex.bareName("Public Storage") == nil)
        #expect(StockIndex.bareName("Group 1 Automotive Inc.") == "Group 1 Automotive")
        #expect(StockIndex.bareName("PT Astra International Tbk") == "Astra International")
        #expect(StockIndex.bareName("AB Volvo (publ)") == "Volvo")
        #expect(StockIndex.bareName("Grupo Bimbo S.A.B. de C.V.") == "Bimbo")
    }

    /// A name's words read from its bytes (ASCII) are those its Characters give: every name of
    /// the bundled catalogue, and ASCII's punctuation, controls and digits around letters.
    @Test func aNamesWordsByBytesAreItsCharacters() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/catalogue.tsv")
        var names = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { $0.split(separator: "\t", omittingEmptySubsequences: false).dropFirst().first.map(String.init) }
        #expect(names.count > 50_000)
        names.append(String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) }))
        names += ["A@B[C`D{E", "3M Co.", "\r\nX\tY", "_Z9-"]
        for name in names {
            #expect(StockIndex.nameWords(name) == StockIndex.nameWords(name, byBytes: false), "\(name)")
        }
    }

    @Test func punctuationInsideAWordIsIgnorableAndAQuerySpaceMeetsIt() throws {
        for q in ["coca-cola", "cocacola", "coca cola", "Coca‑Cola", "COCA COLA"] {
            #expect(try search(q).first?.stock.ticker == "KO", "\(q)")
        }
        // "Coca Cola HBC" only across its space, and smaller than Coca-Cola: not added.
        #expect(try search("cocacola").contains { $0.stock.ticker == "CCH" } == false)
        #expect(try search("coca cola").first { $0.stock.ticker == "CCH" }?.kind == .nameStart)
    }

    @Test func multiWordQueriesMatchWordByWord() throws {
        #expect(try tickers("general motors") == ["GM"])
        #expect(try search("general mo").filter { $0.tier != .typo }.map(\.stock.ticker) == ["GM"])
        #expect(Set(try tickers("general")) == ["GM", "GIS"])
        #expect(try search("motors").first.map { [$0.stock.ticker, $0.kind.identifier] } == ["GM", "word-start"])
    }

    // MARK: the home listing, receipts, popularity

    @Test func listingsSharingAnISINAreOneResultShownByTheHomeListing() throws {
        let zed = try search("zed corp")
        #expect(zed.count == 1)
        #expect(zed[0].stock.country == "united states")
        #expect(zed[0].listings.map(\.country) == ["united states", "mexico", "austria"])  // larger market first
        let all = try search("zed corp", allListings: true)
        #expect(all.map(\.stock.country) == ["united states", "mexico", "austria"])  // home first
        #expect(all.allSatisfy { $0.listings.count == 1 })
    }

    @Test func anExactTickerOfAMinorListingDoesNotBeatTheCompanyNamedByAWord() throws {
        // ZEDNG (Nigeria, one listing, name "Mrs") has the exact ticker "zedng"; "zed" is Zed
        // Corp's whole first word and its ticker: Zed Corp, listed three times, comes first.
        let zed = try search("zed")
        #expect(zed.first?.stock.ticker == "ZED")
        #expect(zed.first?.tier == .exact)
    }

    @Test func receiptsAreShownWithTheirCompany() throws {
        // "Zedbank AG ADR": a receipt by its name, of the German Zedbank AG.
        let zedbank = try search("zedbank")
        #expect(zedbank.map(\.stock.ticker) == ["ZBK"])
        #expect(zedbank.first?.receipts.map(\.ticker) == ["ZEDBY"])
        #expect(try search("zedbank", allListings: true).map(\.stock.ticker) == ["ZBK", "ZEDBY"])  // receipts last
        // NSRGY has a US ISIN and Nestlé's folded name; the CEDEAR an ARDEUT ISIN: both are
        // receipts of the Swiss company, which is shown, before Nestle Nigeria.
        let nestle = try search("nestle")
        #expect(nestle.map(\.stock.ticker) == ["NESN", "NESTLE"])
        #expect(nestle.first?.stock.country == "switzerland")
        #expect(Set(nestle.first?.receipts.map(\.country) ?? []) == ["united states", "argentina"])
        #expect(nestle.first?.listings.count == 1)
        // Pfizer Inc is an S&P 500 member: a company of its own, not Pfizer Ltd's receipt.
        #expect(try tickers("pfizer") == ["PFE", "PFIZ"])
        #expect(try search("pfizer").allSatisfy { $0.receipts.isEmpty })
    }

    @Test func aReceiptWhoseISINNamesItsCompanyJoinsItByTickerAndFirstWord() throws {
        // TSLA34 "Tesla Motors Inc DRC": BR·TSLA·BDR… names Tesla Inc's ticker, and both names
        // begin with "tesla" — one result, not Tesla and its Brazilian receipt side by side.
        let tesla = try search("tesla")
        #expect(tesla.map(\.stock.ticker) == ["TSLA"])
        #expect(tesla.first?.receipts.map(\.ticker) == ["TSLA34"])
        // MCDC begins with MCD; "McDonalds" and "McDonald’s" are one word.
        let mcd = try search("mcdonald")
        #expect(mcd.map(\.stock.ticker) == ["MCD"])
        #expect(mcd.first?.receipts.map(\.ticker) == ["MCDC34"])
        // ACNB34 is Accenture's (same name), not ACNB Corporation's (the code's ticker alone).
        #expect(try search("accenture").first?.receipts.map(\.ticker) == ["ACNB34"])
        #expect(try search("acnb corporation").first.map { $0.stock.ticker == "ACNB" && $0.receipts.isEmpty } == true)
        // HPQB34 "Hewlett-Packard Co BDR": the code begins with HPQ, but HP Inc's name does not
        // begin with "hewlett": no guess, a result of its own.
        #expect(try search("hp inc").first?.receipts.isEmpty == true)
        #expect(try tickers("hewlett") == ["HPQB34"])
    }

    @Test func aCompanyKnownOnlyByReceiptsIsOneResultOnTheLargestMarket() throws {
        let jd = try search("jd")
        #expect(jd.first.map { [$0.stock.ticker, $0.stock.country] } == ["JD", "united states"])
        #expect(Set(jd.first?.receipts.map(\.country) ?? []) == ["mexico", "argentina"])
        #expect(jd.map(\.stock.ticker) == ["JD", "JDW"])  // then JD Wetherspoon, one listing
        #expect(jd.last?.stock.country == "united kingdom")
    }

    @Test func indexMembershipOutranksListingCounts() throws {
        // Continental AG (DAX) before Continental Co (Bangladesh), whose name is shorter.
        #expect(try tickers("continental") == ["CONG", "COIL", "3703"])
        #expect(StockRanking.popularity(listings: 1, indices: .dax, marketCapUSD: nil)
                > StockRanking.popularity(listings: 4, marketCapUSD: nil))
        #expect(StockRanking.popularity(listings: 1, indices: .dowJones, marketCapUSD: nil)
                > StockRanking.popularity(listings: 1, indices: [.sp500, .nasdaq100], marketCapUSD: nil))
        #expect(StockRanking.popularity(listings: 1, indices: .sp600, marketCapUSD: nil)
                > StockRanking.popularity(listings: 1, marketCapUSD: nil))
        // A market cap from a sync decides over membership.
        #expect(StockRanking.popularity(listings: 1, indices: .dowJones, marketCapUSD: 2e9)
                < StockRanking.popularity(listings: 1, marketCapUSD: 5e10))
        // The compiled-in data: real members, and the checksum the index identity holds.
        #expect(_IndexMembership.of(isin: "DE0005439004", ticker: "CONG", countryCode: "DE") == .dax)
        #expect(_IndexMembership.of(isin: nil, ticker: "1332", countryCode: "JP") == .nikkei225)  // by ticker and country
        #expect(_IndexMembership.of(isin: "TW0003703005", ticker: "3703", countryCode: "TW") == [])
        #expect(_IndexMembershipTable.shared.checksum == _IndexMembership.checksum)
    }

    @Test func aNameTheQueryStartsBeatsALaterWordOfAnEquallyPopularCompany() throws {
        // Both Mega: Roche Holding's first word before La Roche-Posay's second (L'Oréal's
        // shorter name used to decide).
        #expect(try tickers("roche") == ["ROG", "OR"])
        #expect(try search("roche").last?.matchedName?.name == "la roche-posay")
    }

    @Test func theLineTheDataSizesLeadsItsCompany() throws {
        // One ISIN, one market: the line with a size class before the partly paid line whose
        // name is shorter.
        let found = try search("reliance").filter { $0.stock.country == "india" }
        #expect(found.map(\.stock.ticker) == ["RELIANCE"])
        #expect(found.first?.listings.map(\.ticker) == ["RELIANCE", "RELIANCEPP"])
    }

    @Test func theLineInTheCurrencyOfItsISINsCountryLeadsOnOneMarket() throws {
        // London's 0LQQ (Vodafone in dollars) and VOD (in pounds): VOD leads; the ADR, whose
        // name says "Plc" where the home line's spells "Public Limited Company", is its receipt.
        let found = try search("vodafone")
        #expect(found.map(\.stock.ticker) == ["VOD"])
        #expect(found.first?.stock.country == "united kingdom")
        #expect(found.first?.listings.map(\.ticker) == ["VOD", "0LQQ"])
    }

    @Test func anIndexPlacesACompanyInsideItsSizeClass() {
        let large = StockRanking.classPopularity("large")
        // A blue-chip member above a DAX member of the same class, and both at least the class.
        #expect(StockRanking.popularity(listings: 1, indices: .euroStoxx50, marketCapUSD: nil, sizeClass: large)
                > StockRanking.popularity(listings: 1, indices: .dax, marketCapUSD: nil, sizeClass: large))
        #expect(StockRanking.popularity(listings: 1, indices: .dax, marketCapUSD: nil, sizeClass: large) == large)
        // Never past the class's top: a Mid company in the Dow stays under $10 billion; a
        // Mega one is not lowered.
        #expect(StockRanking.popularity(listings: 1, indices: .dowJones, marketCapUSD: nil,
                                        sizeClass: StockRanking.classPopularity("mid")) == 10.0)
        #expect(StockRanking.popularity(listings: 1, indices: .dowJones, marketCapUSD: nil,
                                        sizeClass: StockRanking.classPopularity("mega")) == 11.7)
    }

    @Test func aCaseChangeStartsAWordForMatching() throws {
        #expect(try search("agro").first.map { [$0.stock.ticker, $0.kind.identifier] } == ["PHOR", "word-start"])
        #expect(try search("phosagro").first?.kind == .nameStart)              // still one word as typed
        #expect(try search("фосагро").first.map { [$0.stock.ticker, $0.kind.identifier] } == ["PHOR", "transliterated"])
        #expect(try search("smith").first?.stock.ticker == "GSK")
        #expect(try search("kline").first?.stock.ticker == "GSK")
        #expect(try search("нор").contains { $0.stock.ticker == "GMKN" })       // ГМК|Нор|Ник
        #expect(try search("ник").contains { $0.stock.ticker == "GMKN" })
        // A word start only, not a word end: "abb" is no whole word of AbbVie.
        #expect(try search("abb").first { $0.stock.ticker == "ABBV" }?.tier == .prefix)
        #expect(try search("abb").first { $0.stock.ticker == "ABBN" }?.tier == .exact)
        #expect(try search("vie").first?.stock.ticker == "ABBV")
        #expect(_CaseWords.starts(in: "JPMorgan Chase") == [2])
        #expect(_CaseWords.starts(in: "REITs Inc").isEmpty)
        #expect(_CaseWords.starts(in: "Apple Inc").isEmpty)
        #expect(_CaseWords.starts(in: "ГМКНорНик") == [3, 6])
    }

    @Test func queryWordsMatchInAnyOrderAndPlace() throws {
        // "royal dutch b": side by side in Royal Dutch Bank; "b" is Shell's last word. Both
        // are prefix matches of one popularity: the shorter name first, adjacency would only
        // break a tie.
        let rd = try search("royal dutch b")
        #expect(rd.map(\.stock.ticker) == ["RDSb", "RYDB"])
        #expect(rd.map(\.kind) == [.wordStart, .nameStart])
        #expect(try tickers("shell royal") == ["RDSb"])
        #expect(try tickers("motors general") == ["GM"])
        // Each query word a word of its own: "b" does not match "bank" and then again "b…".
        #expect(try search("bank b").allSatisfy { $0.tier == .typo })
        #expect(try tickers("royal zzz").isEmpty)
    }

    @Test func popularityAndMatchQualityMakeOneOrder() throws {
        // "micro" is the whole first word of Micro Imaging, and starts Microsoft's name: the
        // Dow member comes first; "mic", MIC's exact ticker and Mic Holdings' whole word, too.
        let micro = try search("micro")
        #expect(micro.map(\.stock.ticker) == ["MSFT", "MICR"])
        #expect(micro.map(\.kind) == [.nameStart, .nameStart])
        #expect(micro.map(\.tier) == [.prefix, .exact])
        #expect(try tickers("mic") == ["MSFT", "MIC", "MICR"])
        // An exact match is worth a factor of ten in market cap over a prefix: between
        // companies of one kind of popularity, the exact one still comes first.
        #expect(try tickers("zed").first == "ZED")
        #expect(StockCatalogue.exactBonus == 10)
    }

    @Test func aCompanyWithNoHomeListingIsShownInItsISINsCurrencyElseOnTheLargestMarket() throws {
        let race = try search("ferrari")
        #expect(race.first.map { [$0.stock.ticker, $0.stock.country] } == ["RACE", "italy"])  // euros, Dutch ISIN
        #expect(race.first?.listings.map(\.country) == ["italy", "switzerland", "mexico"])
        #expect(try search("kia").first?.stock.ticker == "000270")  // Korea before Malaysia
    }

    @Test func receiptsRankBelowOrdinaryShares() throws {
        #expect(StockRanking.isReceipt(StockRecord(ticker: "X", name: "Infosys Ltd ADR")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "X", name: "Apple Inc DRC")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "X", name: "Banco New York Registry Shares")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "X", name: "Foo Global Depositary Receipt")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "AAPL34", name: "Apple", isin: "BRAAPLBDR004")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "AMZN", name: "Amazon", isin: "ARDEUT111111")))
        #expect(StockRanking.isReceipt(StockRecord(ticker: "KO", name: "Coca-Cola", isin: "ARBCOM460168")))
        #expect(!StockRanking.isReceipt(StockRecord(ticker: "GGAL", name: "Grupo Financiero Galicia", isin: "ARP495251018")))
        #expect(!StockRanking.isReceipt(StockRecord(ticker: "ADSE", name: "ADS-TEC Energy")))  // first word
        #expect(!StockRanking.isReceipt(StockRecord(ticker: "X", name: "Adrian Corp")))
    }

    @Test func popularityIsMarketCapWhereKnownElseListingCount() {
        #expect(StockRanking.popularity(listings: 1, marketCapUSD: nil) == 8.5)
        #expect(StockRanking.popularity(listings: 3, marketCapUSD: nil) > StockRanking.popularity(listings: 1, marketCapUSD: nil))
        #expect(StockRanking.popularity(listings: 1, marketCapUSD: 3e12) > StockRanking.popularity(listings: 9, marketCapUSD: nil))
        #expect(StockRanking.popularity(listings: 9, marketCapUSD: 5e7) < StockRanking.popularity(listings: 1, marketCapUSD: nil))
        #expect(StockRanking.usd(1e12, currency: "RUB")! < 2e10)
        #expect(StockRanking.usd(1e9, currency: "XXX") == nil)
        #expect(StockRanking.usd(nil, currency: "USD") == nil)
    }

    @Test func aCompanyWithNoHomeListingIsShownOnTheLargestMarketWhateverTheQueryFound() throws {
        // NL0009805522 has no Dutch listing: a Cyrillic query meets the Moscow Exchange name,
        // and the company is shown by its US listing.
        let ru = try search("яндекс")
        #expect(ru.first.map { [$0.stock.ticker, $0.stock.country] } == ["YNDX", "united states"])
        #expect(ru.first?.listings.map(\.country) == ["united states", "russia"])
    }

    // MARK: typos

    @Test func typoDistanceFollowsTheQueryLength() throws {
        #expect(try search("zebar").first.map { [$0.stock.ticker, $0.kind.identifier] } == ["ZEB", "typo"])  // 5 letters, swap
        #expect(try search("micrsoft").first?.stock.ticker == "MSFT")   // 8 letters, one edit
        #expect(try search("micorsotf").first?.stock.ticker == "MSFT")  // 9 letters, two edits
        #expect(try search("mcrosoftt").isEmpty)                        // two edits: the first two letters as typed
        #expect(try search("mcrsoft").isEmpty)                          // 7 letters: one edit only
        #expect(try search("zbe").isEmpty)                              // under 4 letters: none
        #expect(try search("nicrosoft").isEmpty)                        // the first letter as typed
        #expect(StockCatalogue.typoBudget(letters: 3) == 0)
        #expect(StockCatalogue.typoBudget(letters: 4) == 1)
        #expect(StockCatalogue.typoBudget(letters: 7) == 1)
        #expect(StockCatalogue.typoBudget(letters: 8) == 2)
    }

    @Test func closeSpellingsOnlyWhenNothingMatchesAsTyped() throws {
        let z = try search("zeba")  // a prefix of nothing; one edit from "zeb(ra)" and "zed"
        #expect(!z.isEmpty)
        #expect(z.allSatisfy { $0.tier == .typo })
        #expect(StockResults(matches: z).closeSpellingsOnly)
        // "zedb" starts Zedbank; Zed Corp and Zebra are one edit away but never pad the list,
        // whatever the limit.
        for limit in [nil, 20, 1] {
            let zed = try search("zedb", limit: limit)
            #expect(!zed.isEmpty)
            #expect(zed.allSatisfy { $0.tier == .prefix }, "\(zed.map(\.stock.ticker))")
            #expect(!StockResults(matches: zed).closeSpellingsOnly)
        }
        // The same as typed in another script or layout: no close spellings beside them.
        #expect(try search("яндекс").allSatisfy { $0.tier != .typo })
    }

    /// Close spellings inside a word (a hyphen is inside) come before those running across a
    /// space of the name, whatever their ranks; the second are looked for only while the list
    /// has room.
    @Test func closeSpellingsAcrossASpaceComeAfterThoseInsideWords() throws {
        // One edit from "Coca-Cola Co" and from "Coca Cola HBC AG".
        #expect(try search("cocacolq").map(\.stock.ticker) == ["KO", "CCH"])
        #expect(try search("cocacolq", limit: 1).map(\.stock.ticker) == ["KO"])
        #expect(try search("cocacolq").allSatisfy { $0.tier == .typo })
        // An S&P 500 member's name (by its ISIN) across a space after an obscure one-word name,
        // which it outranks where both match alike.
        let dir = TemporaryDirectory("finder-ranking-joined")
        let locator = ResourceLocator(folder: resourcesFolder)
        try StockCatalogue(dataDirectory: dir.path, resources: locator).localStore.replaceCatalogue([
            StockRecord(ticker: "MSO", name: "Micro Soft Corp", country: "united states", isin: "US5949181045"),
            StockRecord(ticker: "MSY", name: "Microsofty Ltd", country: "nigeria", currency: "NGN", isin: "NG0000000MSY"),
        ], source: "test")
        let catalogue = try StockCatalogue(dataDirectory: dir.path, resources: locator)
        func tickers(_ text: String, limit: Int? = nil) throws -> [String] {
            try catalogue.search(StockQuery(text: text, limit: limit)).matches.map(\.stock.ticker)
        }
        #expect(try tickers("mic") == ["MSO", "MSY"])
        // The walk finds both, Microsofty first (inside a word); the list is then what the
        // nearest spelling, "Microsofty", finds (decision 0382): not Micro Soft beside it.
        #expect(try tickers("microsofq") == ["MSY"])
        #expect(try tickers("microsofq", limit: 1) == ["MSY"])
    }

    // MARK: Russian names

    @Test func romanizationVariantsFindRealNames() throws {
        #expect(try search("яндекс").first?.stock.name == "Yandex NV")           // кс = x
        #expect(try search("yandex").contains { $0.stock.ticker == "YNDX" })
        #expect(try search("sovkomflot").first?.stock.ticker == "FLOT")          // a Cyrillic-only name
        let rt = try search("ростелеком")                                       // transliteration and a typo
        #expect(rt.first.map { [$0.stock.ticker, $0.kind.identifier] } == ["RTKM", "typo"])
    }
}
