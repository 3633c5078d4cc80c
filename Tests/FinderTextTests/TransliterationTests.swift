import Testing
import FinderText

@Suite struct TransliterationTests {
    @Test func lukoilHasTwoRomanizations() {
        #expect(Transliteration.latinVariants(of: "лукойл") == ["lukoil", "lukoyl"])
        #expect(Transliteration.latinVariants(of: "ЛУКОЙЛ") == ["lukoil", "lukoyl"])
    }

    @Test func unambiguousNamesHaveOneRomanization() {
        #expect(Transliteration.latinVariants(of: "газпром") == ["gazprom"])
        #expect(Transliteration.latinVariants(of: "Сбербанк") == ["sberbank"])
        #expect(Transliteration.latinVariants(of: "Норникель") == ["nornikel"])
    }

    @Test func fIsAlsoPhAndKhAlsoH() {
        // ф = f = ph, х = kh = h: "фосагро" meets PhosAgro, "хэдхантер" HeadHunter.
        #expect(Transliteration.latinVariants(of: "фосагро") == ["fosagro", "phosagro"])
        #expect(Transliteration.latinVariants(of: "роснефть") == ["rosneft", "rosnepht"])
        #expect(Transliteration.latinVariants(of: "Хэдхантер") == ["khedkhanter", "hedhanter"])
        #expect(Transliteration.cyrillicVariants(of: "phosagro").contains("фосагро"))
        #expect(Transliteration.cyrillicVariants(of: "hedhanter").contains("хедхантер"))
    }

    @Test func digraphsAndSigns() {
        #expect(Transliteration.latinVariants(of: "щука ёжик хлеб цех юг яма объект ы")
                == ["shchuka ezhik khleb tsekh yug yama obekt y", "shchuka yozhik khleb tsekh yug yama obekt y",
                    "shchuka ezhik hleb tseh yug yama obekt y"])
        #expect(Transliteration.latinVariants(of: "Аэрофлот-2") == ["aeroflot-2", "aerophlot-2"])
    }

    @Test func romanizationsRealNamesUse() {
        #expect(Transliteration.latinVariants(of: "Яндекс") == ["yandeks", "yandex"])  // кс ↔ x
        #expect(Transliteration.latinVariants(of: "Детский мир").contains("detsky mir"))  // -ий → y
        #expect(Transliteration.latinVariants(of: "Ёлки").contains("yolki"))  // ё → yo as well as e
        #expect(Transliteration.latinVariants(of: "Ёлки").contains("elki"))
        #expect(Transliteration.latinVariants(of: "Мосэнерго") == ["mosenergo"])  // э → e
        #expect(Transliteration.latinVariants(of: "Роснефть").first == "rosneft")  // ь dropped
        #expect(Transliteration.latinVariants(of: "Ацтек Детство") == ["atstek detstvo"])  // ц and тс alike
    }

    @Test func latinTextHasNoLatinVariants() {
        #expect(Transliteration.latinVariants(of: "Apple").isEmpty)
        #expect(Transliteration.latinVariants(of: "").isEmpty)
    }

    @Test func latinToCyrillic() {
        #expect(Transliteration.cyrillicVariants(of: "gazprom") == ["газпром"])
        #expect(Transliteration.cyrillicVariants(of: "Sberbank") == ["сбербанк"])
        #expect(Transliteration.cyrillicVariants(of: "lukoil").contains("лукоил"))
        #expect(Transliteration.cyrillicVariants(of: "lukoyl").contains("лукойл"))
        #expect(Transliteration.cyrillicVariants(of: "shchuka zhuk khleb tsekh")
                == ["щука жук хлеб цех"])
        #expect(Transliteration.cyrillicVariants(of: "aeroflot") == ["аерофлот", "аэрофлот"])
        #expect(Transliteration.cyrillicVariants(of: "yandex") == ["яндекс"])
    }

    @Test func cyrillicTextHasNoCyrillicVariants() {
        #expect(Transliteration.cyrillicVariants(of: "газпром").isEmpty)
        #expect(Transliteration.cyrillicVariants(of: "123").isEmpty)
    }

    /// Latin → Cyrillic can't restore dropped soft signs ("rosneft" → "роснефт"), but the
    /// result's key is still a prefix of the original's key, which is what prefix search needs.
    @Test func roundTripIsAKeyPrefix() {
        let maker = SearchKeyMaker()
        for name in ["газпром", "сбербанк", "роснефть", "лукойл", "норникель"] {
            let latin = Transliteration.latinVariants(of: name)
            let back = latin.flatMap { Transliteration.cyrillicVariants(of: $0) }
            let full = maker.key(name)
            #expect(back.contains { let k = maker.key($0); return !k.isEmpty && full.starts(with: k) },
                    "\(name) → \(latin) → \(back)")
        }
    }

    @Test func hugeInputDoesNotCrash() {
        let big = String(repeating: "щщщ", count: 4000)
        #expect(Transliteration.latinVariants(of: big).first?.utf8.count == 4 * 12_000)
    }
}
