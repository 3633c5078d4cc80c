import Testing
@testable import FinderDomain

/// The rules that read what a person typed before the index is asked (`StockQueryText`).
struct StockQueryTextTests {
    @Test(arguments: ["US0378331005", "RU0009029540", "JP3633400001", "NL0000235190", "GB0009895292"])
    func anISINWhoseCheckDigitHoldsIsAnIdentifier(isin: String) {
        #expect(StockQueryText.isValidISIN(Array(isin.utf8)))
        #expect(StockQueryText.looksLikeIdentifier(isin))
        #expect(StockQueryText.looksLikeIdentifier(isin.lowercased()))
    }

    @Test(arguments: ["US0378331006", "RU0009029541", "US037833100A", "0S0378331005"])
    func anISINWithAWrongCheckDigitIsNot(isin: String) {
        #expect(!StockQueryText.isValidISIN(Array(isin.utf8)))
        #expect(!StockQueryText.looksLikeIdentifier(isin))
    }

    @Test func aCUSIPIsCheckedByItsDigit() {
        #expect(StockQueryText.isValidCUSIP(Array("037833100".utf8)))   // Apple
        #expect(StockQueryText.isValidCUSIP(Array("46625H100".utf8)))   // JPMorgan Chase
        #expect(!StockQueryText.isValidCUSIP(Array("037833101".utf8)))
        #expect(StockQueryText.looksLikeIdentifier("46625h100"))
    }

    @Test func wordsThatSpellASymbolAreNotIdentifiers() {
        // "adobe" has the letters of ADO.BE (Berlin), "danone" is a word: names, not identifiers.
        for word in ["adobe", "danone", "apple", "gazprom", "BBG"] { #expect(!StockQueryText.looksLikeIdentifier(word), "\(word)") }
        for symbol in ["7203.T", "SBER.ME", "BRK-B", "BBG000B9XRY4"] { #expect(StockQueryText.looksLikeIdentifier(symbol), "\(symbol)") }
    }

    @Test func exchangePrefixesBecomeYahooSymbols() {
        #expect(StockQueryText.exchangePrefixed("MOEX:SBER")?.symbol == "SBER.ME")
        #expect(StockQueryText.exchangePrefixed("TYO:7203")?.symbol == "7203.T")
        let us = StockQueryText.exchangePrefixed("NASDAQ:AAPL")
        #expect(us?.symbol == "AAPL" && us?.isUS == true)
        #expect(StockQueryText.exchangePrefixed("apple") == nil)
        // TradingView's names and the exchanges' MICs.
        #expect(StockQueryText.exchangePrefixed("BIST:ASELS")?.symbol == "ASELS.IS")
        #expect(StockQueryText.exchangePrefixed("BMFBOVESPA:PETR4")?.symbol == "PETR4.SA")
        #expect(StockQueryText.exchangePrefixed("XTKS:7203")?.symbol == "7203.T")
        #expect(StockQueryText.exchangePrefixed("XNYS:KO")?.isUS == true)
        // Every prefix names an exchange whose suffix finder knows.
        for (prefix, suffix) in StockQueryText.prefixSuffix where !suffix.isEmpty {
            #expect(StockQueryText.suffixCountry[suffix] != nil, "\(prefix) → .\(suffix)")
        }
    }

    @Test func aYahooSuffixNamesTheListingsCountry() {
        #expect(StockQueryText.yahooSymbol("SBER.ME")?.country == "russia")
        #expect(StockQueryText.yahooSymbol("7203.T")?.ticker == "7203")
        #expect(StockQueryText.yahooSymbol("Amazon.com") == nil)
    }

    @Test func legalFormsAndConnectorsAreOptional() {
        #expect(StockQueryText.withoutOptionalWords("ПАО Газпром") == "Газпром")
        #expect(StockQueryText.withoutOptionalWords("the goldman sachs group inc")?.contains("inc") == false)
    }

    @Test func legalFormsWrittenOutAreOptionalAsAWhole() {
        #expect(StockQueryText.withoutOptionalWords("Публичное акционерное общество «Магнит»") == "Магнит")
        #expect(StockQueryText.withoutOptionalWords("открытое акционерное общество Газпром") == "Газпром")
        #expect(StockQueryText.withoutOptionalWords("Vodafone Group Public Limited Company") == "Vodafone Group")
        // Only the phrase: "общество" alone is a word of a name.
        #expect(StockQueryText.withoutOptionalWords("общество потребителей") == nil)
        #expect(StockQueryText.withoutOptionalWords("акционерное общество") == nil)   // nothing else
    }

    /// A legal form, as a word or written out, and not a connector (decision 0610).
    @Test func aLegalFormIsToldFromAConnector() {
        for text in ["Public Bank Berhad", "Aktiebolaget Volvo (publ)", "ПАО Магнит", "Public Joint Stock Company Magnit",
                     "Deutsche Bank Aktiengesellschaft", "apple inc.", "S.A. Telefónica"] {
            #expect(StockQueryText.hasLegalForm(text), "\(text)")
        }
        for text in ["johnson and johnson", "h & m", "procter & gamble", "public bank", "volvo", "общество потребителей"] {
            #expect(!StockQueryText.hasLegalForm(text), "\(text)")
        }
    }

    @Test func wordsForAKindOfThingAreNoWordsOfABrand() {
        #expect(StockQueryText.withoutKindWords("jameson whiskey") == "jameson")
        #expect(StockQueryText.withoutKindWords("pobeda airlines") == "pobeda")
        #expect(StockQueryText.withoutKindWords("apple stock") == "apple")
        #expect(StockQueryText.withoutKindWords("сбер акции") == "сбер")
        #expect(StockQueryText.withoutKindWords("apple") == nil)
        #expect(StockQueryText.withoutKindWords("beer wine") == nil)   // nothing else
    }

    @Test func legalFormsTypedShortAreAlsoReadSpelledOut() {
        #expect(StockQueryText.withLegalFormsSpelledOut("siemens AG") == "siemens aktiengesellschaft")
        #expect(StockQueryText.withLegalFormsSpelledOut("Merck KGaA") == "Merck kommanditgesellschaft auf aktien")
        #expect(StockQueryText.withLegalFormsSpelledOut("ПАО Газпром") == "публичное акционерное общество Газпром")
        #expect(StockQueryText.withLegalFormsSpelledOut("siemens") == nil)
        #expect(StockQueryText.withLegalFormsSpelledOut("ag") == nil)   // a ticker, alone
    }

    @Test func aRussianKeyBetweenLatinLettersIsTheOtherLayout() {
        #expect(StockQueryText.looksLikeOtherLayout("c,th"))     // сбер
        #expect(StockQueryText.looksLikeOtherLayout("dn,"))    // втб: "," at a word's end
        #expect(StockQueryText.looksLikeOtherLayout("[jkl"))   // холд: "[" at a word's start
        #expect(!StockQueryText.looksLikeOtherLayout("apple"))
        // A final "." or "'" ends an abbreviation or a possessive.
        #expect(!StockQueryText.looksLikeOtherLayout("apple inc."))
        #expect(!StockQueryText.looksLikeOtherLayout("macys'"))
    }

    @Test func aReadingOfMostlyMarksIsNoReading() {
        #expect(StockQueryText.isMostlyLetters("c,th") && StockQueryText.isMostlyLetters("dn,"))
        #expect(StockQueryText.isMostlyLetters("3m co"))
        #expect(!StockQueryText.isMostlyLetters("]s]s]s]"))   // ъыъыъыъ on the Latin layout
        #expect(!StockQueryText.isMostlyLetters(";;,"))
        #expect(!StockQueryText.isMostlyLetters("]]]sss"))   // ъъъыыы
    }
}
