import Testing
import FinderText

@Suite struct KeyboardLayoutTests {
    @Test func latinKeysToRussianLetters() {
        #expect(KeyboardLayout.latinToCyrillic("ufpghjv") == "газпром")
        // "сбербанк" typed on the Latin layout is "c,th,fyr"; "cth,fyr" drops the б key.
        #expect(KeyboardLayout.latinToCyrillic("c,th,fyr") == "сбербанк")
        #expect(KeyboardLayout.latinToCyrillic("cth,fyr") == "сербанк")
        #expect(KeyboardLayout.latinToCyrillic("[kt,") == "хлеб")
        #expect(KeyboardLayout.latinToCyrillic("`;br") == "ёжик")
        #expect(KeyboardLayout.latinToCyrillic("UFPGHJV") == "ГАЗПРОМ")
    }

    @Test func russianLettersToLatinKeys() {
        #expect(KeyboardLayout.cyrillicToLatin("фззду") == "apple")
        #expect(KeyboardLayout.cyrillicToLatin("фззд") == "appl")
        #expect(KeyboardLayout.cyrillicToLatin("сбербанк") == "c,th,fyr")
        #expect(KeyboardLayout.cyrillicToLatin("Ёжик") == "~;br")
    }

    @Test func swappedPicksTheDominantScript() {
        #expect(KeyboardLayout.swapped("ufpghjv") == "газпром")
        #expect(KeyboardLayout.swapped("фззд") == "appl")
        #expect(KeyboardLayout.swapped("c,th,fyr") == "сбербанк")
        #expect(KeyboardLayout.swapped("123") == nil)
        #expect(KeyboardLayout.swapped("") == nil)
    }
}
