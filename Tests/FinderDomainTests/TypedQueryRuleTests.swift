import Testing
import FinderStore
@testable import FinderDomain

/// One test per rule of what people type, on the bundled catalogue (decisions 0380, 0381):
/// each fails when its rule breaks. The measured sets are Benchmarks/relevance/typed and
/// heldout.
@Suite(.serialized) struct TypedQueryRuleTests {
    func first(_ text: String, limit: Int? = 20, language: String = "en") async throws -> StockMatch {
        try #require(try await search(text, limit: limit, language: language).matches.first, "\(text) found nothing")
    }

    @Test func aBrandFindsItsIssuerAndSaysWhichNameMatched() async throws {
        for (brand, ticker) in [("google", "GOOGL"), ("instagram", "META"), ("tsmc", "TSM"), ("zara", "ITX"), ("kfc", "YUM")] {
            let m = try await first(brand)
            #expect(m.stock.ticker == ticker, "\(brand) → \(m.stock.ticker)")
            #expect(m.matchedName?.kind == .brand, "\(brand)")
        }
    }

    @Test func theNamesRussiansUseFindRussianIssuers() async throws {
        for (name, ticker) in [("сбер", "SBER"), ("норникель", "GMKN"), ("пятёрочка", "FIVE"), ("nornickel", "GMKN")] {
            let m = try await first(name, language: "ru")
            #expect(m.stock.ticker == ticker, "\(name) → \(m.stock.ticker)")
        }
    }

    @Test func russianSpellingsFindForeignCompanies() async throws {
        for (name, ticker) in [("эппл", "AAPL"), ("боинг", "BA"), ("найк", "NKE"), ("майкрософт", "MSFT")] {
            let m = try await first(name, language: "ru")
            #expect(m.stock.ticker == ticker, "\(name) → \(m.stock.ticker)")
            #expect(m.matchedName?.kind == .russian, "\(name)")
        }
    }

    @Test func anIdentifierPicksItsListing() async throws {
        for (id, ticker, country) in [("US0378331005", "AAPL", "united states"), ("RU0009029540", "SBER", "russia"),
                                      ("7203.T", "7203", "japan"), ("SBER.ME", "SBER", "russia"), ("MOEX:SBER", "SBER", "russia"),
                                      ("TYO:7203", "7203", "japan"), ("037833100", "AAPL", "united states")] {
            let m = try await first(id)
            #expect(m.stock.ticker == ticker && m.stock.country == country, "\(id) → \(m.stock.ticker) \(m.stock.country)")
        }
        #expect(try await first("US0378331005").kind == .identifier)
    }

    @Test func aWordWithTheLettersOfASymbolIsAName() async throws {
        // ADO.BE is a Berlin line; "adobe" is Adobe.
        #expect(try await first("adobe").stock.ticker == "ADBE")
        // A wrong check digit is no ISIN: nothing is looked up as one.
        #expect(try await search("US0378331006").matches.first?.kind != .identifier)
    }

    @Test func legalFormsAndConnectorsAreOptionalInAnyPosition() async throws {
        for q in ["johnson and johnson", "johnson & johnson", "johnson & johnson inc"] {
            #expect(try await first(q).stock.ticker == "JNJ", "\(q)")
        }
        for q in ["ПАО Газпром", "газпром пао"] { #expect(try await first(q, language: "ru").stock.ticker == "GAZP", "\(q)") }
    }

    @Test func aShortExactTickerOfALargeCompanyComesFirst() async throws {
        for (q, ticker) in [("f", "F"), ("c", "C"), ("mu", "MU"), ("t", "T")] {
            #expect(try await first(q).stock.ticker == ticker, "\(q)")
        }
    }

    /// One or two letters that are a sizable company's whole name weigh as its ticker: "hp"
    /// is HP Inc. (HPQ), not Helmerich & Payne, a smaller company whose ticker is HP.
    @Test func aShortWholeNameOfALargeCompanyWeighsAsItsTicker() async throws {
        #expect(try await first("hp").stock.ticker == "HPQ")
        #expect(try await first("HP").stock.ticker == "HPQ")
    }

    /// A whole name followed by words none of its names has is that name (and only it) when
    /// the text finds nothing; gibberish still finds nothing.
    @Test func aNameFollowedByOtherWordsIsThatName() async throws {
        #expect(try await first("dhl express").stock.ticker == "DPW")
        #expect(try await first("nippon telegraph and telephone").stock.ticker == "9432")
        #expect(try await first("пао «татнефть» им. в.д. шашина", language: "ru").stock.ticker.hasPrefix("TATN"))
        #expect(try await search("seven eleven").matches.allSatisfy { !$0.stock.name.hasPrefix("Seven Elements") })
        #expect(try await search("qwzx tkvb").matches.isEmpty)
        #expect(try await search("xjvqzk plc").matches.isEmpty)
        // Gibberish read on the other layout finds no close spelling of that reading.
        #expect(try await search("жщьэцбк").matches.isEmpty)
        #expect(try await search("пщжэъвк").matches.isEmpty)
    }

    /// Legal forms written out as one word or a phrase, as registers and statements write
    /// them, are optional too.
    /// A legal form typed says the name is whole: when the rest is a company's complete name,
    /// that name's companies alone, not names its words are scattered in or its last word
    /// starts (decision 0610).
    @Test func aLegalFormTypedMakesTheNameWhole() async throws {
        let bank = try await search("Public Bank Berhad", limit: nil).matches
        #expect(bank.first?.stock.ticker == "PUBM" && bank.count == 1, "\(bank.map(\.stock.name))")
        let magnit = try await search("Public Joint Stock Company Magnit", limit: nil).matches
        #expect(magnit.first?.stock.ticker == "MGNT" && magnit.first?.stock.country == "russia")
        #expect(!magnit.contains { $0.stock.name.lowercased().contains("magnitogorsk") }, "\(magnit.map(\.stock.name))")
        let volvo = try await search("Aktiebolaget Volvo (publ)", limit: nil).matches
        #expect(volvo.first?.stock.ticker.hasPrefix("VOLV") == true && !volvo.contains { $0.stock.name.contains("Volvo Car") },
                "\(volvo.map(\.stock.name))")
        // Without a legal form the words still find what they start: "magnit" is Magnit and
        // Magnitogorsk.
        #expect(try await search("magnit", limit: nil).matches.contains { $0.stock.name.lowercased().contains("magnitogorsk") })
    }

    @Test func legalFormsWrittenOutAreOptional() async throws {
        #expect(try await first("Aktiebolaget Volvo (publ)").stock.ticker.hasPrefix("VOLV"))
        #expect(try await first("Bayerische Motoren Werke Aktiengesellschaft").stock.ticker.hasPrefix("BMW"))
        #expect(try await first("Türkiye Petrol Rafinerileri Anonim Şirketi").stock.ticker == "TUPRS")
    }

    /// What a Russian company's name says it is (НК, ГМК…) is a word the name may lack.
    @Test func aRussianCompanysKindIsOptional() async throws {
        #expect(try await first("пао «нк «роснефть»", language: "ru").stock.ticker == "ROSN")
    }

    /// A nearer close spelling wins over the first company's farther one: "diagio" is one
    /// edit from Diageo, two (a prefix's) from Nestlé's DiGiorno.
    @Test func aNearerCloseSpellingWins() async throws {
        #expect(try await first("diagio").stock.ticker == "DGE")
    }

    /// Two neighbours swapped are half an edit: "madza" is Mazda, not Coca-Cola's Maaza an
    /// edit away; "harely" Harley-Davidson, not Harel (decision 0610).
    @Test func swappedNeighboursAreTheNearerSpelling() async throws {
        #expect(try await first("madza").stock.ticker == "7261")
        #expect(try await first("harely").stock.ticker == "HOG")
    }

    /// A Latin word that only begins or runs across small companies' names gives way to a
    /// close spelling of a company ten times larger; one that begins a large company's name,
    /// or a Russian prefix, does not (decision 0610).
    @Test func aWeakMatchGivesWayToAMuchLargerCloseSpelling() async throws {
        for (q, ticker) in [("telsa", "TSLA"), ("alianz", "ALV"), ("citygroup", "C")] {
            let result = try await search(q, limit: nil)
            #expect(result.matches.first?.stock.ticker == ticker && result.matches.allSatisfy { $0.kind == .typo },
                    "\(q): \(result.matches.prefix(3).map(\.stock.name))")
        }
        let appl = try await search("appl")
        #expect(appl.matches.first?.stock.ticker == "AAPL" && appl.matches.first?.kind == .nameStart)
        #expect(try await first("мосби", language: "ru").stock.ticker == "MOEX")
    }

    /// More words a name may be written without: "the", the Dutch title, Russian register
    /// forms with the company's kind; "PCL" meets the names that spell it out; a name as
    /// written with its legal form leads a query of stray words (decision 0610).
    @Test func moreWordsANameMayLack() async throws {
        #expect(try await first("The Bank of Nova Scotia").stock.ticker == "BNS")
        #expect(try await first("Royal KPN N.V.").stock.ticker == "KPN")
        #expect(try await first("АК «АЛРОСА» (ПАО)", language: "ru").stock.ticker == "ALRS")
        #expect(try await first("ПАО АНК «Башнефть»", language: "ru").stock.ticker.hasPrefix("BANE"))
        #expect(try await first("Kasikornbank PCL").stock.ticker == "KBANK")
        #expect(try await first("L'Air Liquide S.A. pour l'étude et l'exploitation des procédés Georges Claude").stock.ticker == "AI")
        #expect(try await first("Banque de Montréal").stock.ticker == "BMO")
    }

    /// A German regional board's ADR line is a receipt, not a second share that leads the
    /// company's name (decision 0610).
    @Test func aRegionalBoardsADRIsAReceipt() async throws {
        #expect(try await first("lufthansa").stock.ticker == "LHA")
    }

    /// A member of its own country's index is in the catalogue though the data gives the
    /// company another country (FinanceDatabase calls Rheinmetall American).
    @Test func anIndexMemberOfItsCountryIsInTheCatalogue() async throws {
        let m = try await first("rheinmetall")
        #expect(m.stock.ticker == "RHM" && m.stock.country == "germany")
    }

    /// A company whose ordinary lines are all quotes abroad is led by its priced US line;
    /// a home line, one in a large market or one without an ISIN still leads.
    @Test func anOffshoreCompanyQuotedAbroadIsLedByItsUSLine() async throws {
        for (q, ticker) in [("baidu", "BIDU"), ("nio", "NIO"), ("sea limited", "SE")] {
            let m = try await first(q)
            #expect(m.stock.ticker == ticker && m.stock.country == "united states", "\(q)")
        }
        for (q, ticker) in [("alibaba", "9988"), ("novo nordisk", "NOVO-B"), ("trip.com", "9961")] {
            #expect(try await first(q).stock.ticker == ticker, "\(q)")
        }
    }

    @Test func theOtherLayoutWinsWhenTheTextCarriesARussianKey() async throws {
        let result = try await search("c,th")
        #expect(result.layoutCorrection == "сбер")
        #expect(result.matches.first?.stock.ticker == "SBER")
    }

    @Test func aReceiptJoinsTheLargestCompanyOfItsName() async throws {
        // Pfizer Inc's CEDEAR is under Pfizer Inc, not Pfizer Ltd in India.
        let m = try await first("pfizer")
        #expect(m.stock.ticker == "PFE")
        #expect(m.receipts.contains { $0.country == "argentina" })
        // Sberbank's US receipt is under SBER, not a row of its own.
        let sber = try await search("sberbank").matches
        #expect(sber.first?.stock.ticker == "SBER")
        #expect(!sber.contains { $0.stock.ticker == "SBRCY" })
    }

    /// A receipt that shares its ISIN with the ordinary line at home makes that line no
    /// receipt: Hon Hai's 2317 in Taiwan leads, its GDR in London is its receipt.
    @Test func aHomeLineSharingItsISINWithAReceiptLeads() async throws {
        let m = try await first("foxconn")
        #expect(m.stock.ticker == "2317" && m.stock.country == "taiwan")
        #expect(m.receipts.contains { $0.ticker == "HHPD" })
    }

    /// A receipt carrying its company's CUSIP under the company's older name joins it: Zoom's
    /// BDR and CEDEARs ("Zoom Video Communications") are under ZM ("Zoom Communications").
    @Test func aReceiptJoinsTheCompanyOfItsCUSIP() async throws {
        let zoom = try await search("zoom").matches
        #expect(zoom.first?.stock.ticker == "ZM")
        #expect(zoom.first?.receipts.contains { $0.ticker == "Z1OM34" } == true)
        #expect(!zoom.contains { $0.stock.ticker == "Z1OM34" })
    }

    @Test func countsAreHonestAndRowsDoNotDependOnTheLimit() async throws {
        let cut = try await search("at&t", limit: 3)
        let all = try await search("at&t", limit: nil)
        #expect(cut.total == all.matches.count)
        #expect(cut.matches.map(\.stock.ticker) == Array(all.matches.prefix(3)).map(\.stock.ticker))
        // Counting stops at a thousand companies: the count is then a lower bound.
        let a = try await search("a", limit: 20)
        #expect(a.matches.count == 20 && a.total == 1000 && a.totalIsLowerBound)
        let apple = try await search("apple", limit: 3)
        #expect(apple.total > 3 && apple.total < 1000 && !apple.totalIsLowerBound)
        #expect(!cut.totalIsLowerBound)
        // Uncounted (completions), the same rows, and the total is theirs: a lower bound when
        // the limit cut them.
        let uncounted = try await shared.catalogue.search(StockQuery(text: "apple", limit: 3, countsAll: false))
        #expect(uncounted.matches.map(\.stock.ticker) == apple.matches.map(\.stock.ticker))
        #expect(uncounted.total == 3 && uncounted.totalIsLowerBound)
        let whole = try await shared.catalogue.search(StockQuery(text: "at&t", limit: nil, countsAll: false))
        #expect(whole.total == all.total && !whole.totalIsLowerBound)
    }

    /// Without listings (completions), the same companies shown by the same listings, each
    /// alone: Gazprom's other listings and its receipts are not read.
    @Test func aSearchWithoutListingsShowsTheSameListings() async throws {
        for text in ["apple", "a", "gazprom", "US0378331005", "микрософт"] {
            let full = try await search(text)
            let bare = try await shared.catalogue.search(StockQuery(text: text, withListings: false))
            #expect(bare.matches.map(\.stock) == full.matches.map(\.stock), "\(text)")
            #expect(bare.matches.allSatisfy { $0.listings == [$0.stock] && $0.receipts.isEmpty }, "\(text)")
        }
        #expect((try await search("gazprom")).matches.first.map { $0.listings.count > 1 && !$0.receipts.isEmpty } == true)
    }

    @Test func aUSExchangePrefixPicksTheUSListingAlone() async throws {
        for (q, ticker) in [("NYSE:KO", "KO"), ("NASDAQ: MU", "MU"), ("nyse:t", "T"), ("NYSE:BRK.B", "BRKb")] {
            let result = try await search(q)
            #expect(result.matches.map(\.stock.ticker) == [ticker], "\(q) → \(result.matches.map(\.stock.ticker))")
            #expect(result.matches.first?.stock.country == "united states" && result.matches.first?.kind == .identifier, "\(q)")
        }
    }

    @Test func closeSpellingsAreWhatTheNearestSpellingFinds() async throws {
        // "toyta" meant Toyota: every row has the word, TotalEnergies (a prefix a letter away) none.
        let toyta = try await search("toyta", limit: nil)
        #expect(toyta.matches.first?.stock.ticker == "7203")
        #expect(toyta.matches.count >= 3 && toyta.matches.allSatisfy { $0.kind == .typo })
        #expect(toyta.matches.allSatisfy { $0.listings.contains { $0.name.lowercased().contains("toyota") } },
                "\(toyta.matches.map(\.stock.name))")
        // Two spellings as near, of companies of about one size: both.
        let embraier = try await search("embraier").matches.map(\.stock.name)
        #expect(embraier.contains { $0.hasPrefix("Embraer") } && embraier.contains { $0.hasPrefix("Embracer") }, "\(embraier)")
        // As near, but a company a hundred times smaller than Amazon: not shown.
        #expect(try await search("amazn").matches.map(\.stock.ticker) == ["AMZN"])
        // A brand's close spelling says the brand.
        #expect(try await first("gogle").matchedName?.name == "google")
        // A letter that sounds as typed is half an edit (decision 0610): "nicon" is Nikon,
        // not also the dozen "Nihon …" an edit away.
        let nicon = try await search("nicon", limit: nil).matches
        #expect(nicon.first?.stock.ticker == "7731" && nicon.allSatisfy { $0.stock.name.hasPrefix("Nikon") }, "\(nicon.map(\.stock.name))")
        // The count is what --limit 0 shows.
        #expect(try await search("toyta", limit: 2).total == toyta.matches.count)
    }

    @Test func transliterationsAndJoinsAddOnlyMuchStrongerCompanies() async throws {
        // Apple through its Russian name; Eppley through the transliteration is far smaller.
        #expect(try await search("эппл", language: "ru").matches.map(\.stock.ticker) == ["AAPL"])
        // Toyota as a whole word; Toyo Tanso ("toyo t…" across a space) is not added.
        let toyota = try await search("toyota", limit: nil).matches
        #expect(toyota.first?.stock.ticker == "7203" && !toyota.contains { $0.kind == .joined }, "\(toyota.map(\.stock.name))")
        // Nothing found inside words: the match across a space is the answer.
        let tsusho = try await first("toyotatsusho")
        #expect(tsusho.stock.ticker == "8015" && tsusho.kind == .joined)
        // The count leaves out what the tier leaves out.
        #expect(try await search("starb", limit: 2).total == (try await search("starb", limit: nil)).matches.count)
    }

    @Test func aRussianLetterKeyAtAWordsEdgeIsTheOtherLayout() async throws {
        let result = try await search("dn,")
        #expect(result.layoutCorrection == "втб")
        #expect(result.matches.first?.stock.ticker == "VTBR")
    }

    @Test func initialsJoinedByAnAmpersandAreWholeWords() async throws {
        let hm = try await search("h&m", limit: nil).matches
        #expect(hm.first?.stock.ticker == "HM-B" && !hm.contains { $0.stock.ticker == "MC" }, "\(hm.map(\.stock.ticker))")
        // Nor is a text with "&" or a space the start of a ticker (ATTP, ATTA).
        let att = try await search("at&t", limit: nil).matches
        #expect(att.first?.stock.ticker == "T" && !att.contains { $0.kind == .tickerPrefix }, "\(att.map(\.stock.ticker))")
    }
}
