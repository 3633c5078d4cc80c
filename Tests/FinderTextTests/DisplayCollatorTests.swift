import Testing
import FinderText

@Suite struct DisplayCollatorTests {
    @Test func russianPutsCyrillicFirst() {
        let ru = DisplayCollator(language: "ru")
        #expect(ru.compare("Газпром", "Apple") == -1)
        #expect(ru.sortKey("Газпром").lexicographicallyPrecedes(ru.sortKey("Apple")))
    }

    @Test func rootPutsLatinFirst() {
        let en = DisplayCollator(language: "en")
        #expect(en.compare("Apple", "Газпром") == -1)
        #expect(en.compare("Газпром", "Apple") == 1)
        #expect(en.sortKey("Apple").lexicographicallyPrecedes(en.sortKey("Газпром")))
    }

    @Test func tertiaryStrengthOrdersCaseButIsStable() {
        let en = DisplayCollator(language: "en")
        #expect(en.compare("apple", "apple") == 0)
        #expect(en.compare("apple", "Apple") != 0)
        #expect(en.compare("ёж", "еж") != 0)
        #expect(en.compare("Société", "Sony") == -1)
        #expect(!en.version.isEmpty)
    }
}
