import Testing
import FinderText

/// The table of UI languages (`UILanguage.all`): each line's traits are what ICU and the
/// language-specific data of FinderText say for the language, so a line added with a wrong
/// trait fails here. (That every line has catalogs, and every catalog folder a line, is
/// FinderCLITests' `LanguageTableTests`.)
@Suite struct UILanguageTests {
    @Test func idsAreUniqueAndTheFallbackIsTheFirstLine() {
        let ids = UILanguage.all.map(\.id)
        #expect(Set(ids).count == ids.count && ids.count >= 2, "\(ids)")
        #expect(UILanguage.fallback == UILanguage.all[0])
        for language in UILanguage.all {
            #expect(UILanguage.with(id: language.id) == language)
            // An id is a locale variable's language part: lowercase letters only.
            #expect(!language.id.isEmpty && language.id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }, "\(language.id)")
            // Numbers are written in a locale of the language.
            #expect(language.numberLocale.hasPrefix(language.id + "_"), "\(language.id): \(language.numberLocale)")
        }
        #expect(UILanguage.with(id: "xx") == nil && UILanguage.with(id: "") == nil)
    }

    /// A line's number locale is the format of its id ("ru" is "ru_RU"), and a format, a
    /// plural rule and a collator made from the id are the line's.
    @Test(arguments: UILanguage.all)
    func aLanguagesIdGivesItsLine(language: UILanguage) {
        #expect(NumberFormat(language: language.id).icuDecimal(1_234_567) == NumberFormat(language).icuDecimal(1_234_567))
        #expect(NumberFormat(language: language.id).spellsNumbers == (language.speech == .russianWords))
        #expect(DisplayCollator(language: language.id).rules == DisplayCollator(collation: language.collation).rules)
        for n in [0, 1, 2, 5, 21, 101] {
            #expect(PluralRules(language: language.id).category(for: n) == PluralRules(language).category(for: n))
        }
    }

    /// A line's collation is the one ICU opens for its language: root's rules where it says
    /// root, the language's tailoring otherwise.
    @Test(arguments: UILanguage.all)
    func theCollationIsTheLanguagesOwn(language: UILanguage) {
        let own = DisplayCollator(collation: .tailored(language.id)).rules
        #expect(DisplayCollator(collation: language.collation).rules == own, "\(language.id)")
        if language.collation == .russian { #expect(own == "[reorder Cyrl]") }
    }

    /// A language whose speech says numbers in Russian words is Russian: its ICU spellout
    /// rules are the ones `Spellout` reads (`_RussianSpelloutRules`).
    @Test(arguments: UILanguage.all.filter { $0.speech == .russianWords })
    func numbersAreSpelledOutOnlyByTheRulesTheyAre(language: UILanguage) {
        #expect(Spellout.icuRules(locale: language.numberLocale) == Spellout.icuRules(locale: "ru_RU"))
        #expect(NumberFormat(language).spoken.spokenCount(21) == Spellout.icu(21, set: "%spellout-cardinal-masculine", locale: language.numberLocale))
    }

    /// The word for "&" is the language's own conjunction, and "&" is said with it.
    @Test(arguments: UILanguage.all)
    func ampersandIsTheLanguagesAnd(language: UILanguage) {
        #expect(!language.and.isEmpty && !language.and.contains(" "))
        #expect(SpokenText.words("AT&T", language: language.id) == "AT " + language.and + " T")
    }

    /// Country names: a line with a column of the generated table reads it; every line gets a
    /// name in its own language for a country the catalogue names.
    @Test(arguments: UILanguage.all)
    func countryNamesComeFromTheTableOrICU(language: UILanguage) {
        let name = Country.displayName(code: "DE", language: language.id)
        #expect(name == Country.icuDisplayName(code: "DE", language: language.id), "\(language.id)")
        #expect(!name.isEmpty && name != "DE")
    }
}
