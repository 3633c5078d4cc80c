import Testing
import Foundation
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

    /// Rows take country names from the generated `_CountryNames` instead of ICU: for every
    /// code the catalogue can give, both languages, the table must say what ICU says. With
    /// FINDER_RECORD_SNAPSHOTS=1 the test writes the table from ICU instead (after an ICU or
    /// a rule change; read the diff).
    @Test func theCountryNameTableIsICUs() throws {
        let codes = Country.catalogueCodes
        #expect(codes.count > 100 && codes.contains("US") && codes.contains("RU"))
        var lines: [String] = []
        for code in codes {
            let en = Country.icuDisplayName(code: code, language: "en"), ru = Country.icuDisplayName(code: code, language: "ru")
            #expect(Country.displayName(code: code, language: "en") == en, "\(code)")
            #expect(Country.displayName(code: code, language: "ru") == ru, "\(code)")
            #expect(Country.displayName(code: code.lowercased(), language: "ru") == ru, "\(code)")
            let key = code.utf8.reduce(0) { $0 << 8 | Int($1) }
            lines.append("        case 0x\(String(key, radix: 16, uppercase: true)): return (\"\(en)\", \"\(ru)\")  // \(code)")
        }
        // Codes outside the table still come from ICU.
        #expect(Country.displayName(code: "FR", language: "ru") == Country.icuDisplayName(code: "FR", language: "ru"))
        #expect(Country.displayName(code: "AQ", language: "en") == "Antarctica")
        #expect(Country.displayName(code: "U", language: "en") == "U")
        let source = """
            // Generated from ICU's data by CountryTests.theCountryNameTableIsICUs
            // (FINDER_RECORD_SNAPSHOTS=1 swift test --filter CountryTests); do not edit.

            /// English and Russian display names of every country code the catalogue gives
            /// (`Country.displayName`'s rule applied to ICU's CLDR data), keyed by the code's two
            /// letters (`Country.tableKey`).
            enum _CountryNames {
                static func names(_ key: UInt16) -> (en: String, ru: String)? {
                    switch key {
            \(lines.joined(separator: "\n"))
                    default: return nil
                    }
                }
            }

            """
        try checkGeneratedSource(source, named: "_CountryNames.swift")
    }
}
