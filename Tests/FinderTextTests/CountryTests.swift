import Testing
import FinderText

@Suite struct CountryTests {
    @Test func everyCatalogueCountryHasACode() throws {
        // The countries of the bundled catalogue (investpy), as written there.
        let names = ["united states", "japan", "south korea", "hong kong", "united kingdom", "germany",
                     "russia", "dubai", "bosnia", "ivory coast", "czech republic", "palestine", "switzerland"]
        let codes = names.map { Country.code(forCatalogueName: $0) }
        #expect(codes == ["US", "JP", "KR", "HK", "GB", "DE", "RU", "AE", "BA", "CI", "CZ", "PS", "CH"])
        #expect(Country.code(forCatalogueName: "United States") == "US")
        #expect(Country.code(forCatalogueName: "ru") == "RU")
        #expect(Country.code(forCatalogueName: "atlantis") == nil)
        #expect(Country.catalogueName(code: "US") == "united states")
        #expect(Country.catalogueName(code: "ae") == "dubai")
    }

    @Test func isinCountry() {
        #expect(Country.code(ofISIN: "US0378331005") == "US")
        #expect(Country.code(ofISIN: "RU0009029540") == "RU")
        #expect(Country.code(ofISIN: "12345") == nil)
        #expect(Country.code(ofISIN: "") == nil)
    }

    @Test func namesInEnglish() {
        #expect(Country.displayName(code: "US", language: "en") == "United States")
        #expect(Country.displayName(code: "GB", language: "en") == "United Kingdom")
        #expect(Country.displayName(code: "HK", language: "en") == "Hong Kong")
        #expect(Country.displayName(code: "DE", language: "en") == "Germany")
    }

    @Test func namesInRussian() {
        #expect(Country.displayName(code: "US", language: "ru") == "США")
        #expect(Country.displayName(code: "RU", language: "ru") == "Россия")
        #expect(Country.displayName(code: "DE", language: "ru") == "Германия")
        #expect(Country.displayName(code: "CH", language: "ru") == "Швейцария")
        #expect(Country.displayName(code: "GB", language: "ru") == "Великобритания")
        #expect(Country.displayName(code: "HK", language: "ru") == "Гонконг")
    }

    @Test func unknownCodesComeBackAsGiven() {
        #expect(Country.displayName(code: "", language: "en") == "")
        #expect(Country.displayName(code: "XYZ", language: "ru") == "XYZ")
    }
}
