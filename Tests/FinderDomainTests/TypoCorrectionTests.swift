import Testing
import FinderText
@testable import FinderDomain

/// The pieces of `_TypoCorrection` (decision 0382): edits to a whole word and to its best
/// prefix, a name's words as written, and the spelling chosen.
@Suite struct TypoCorrectionTests {
    func symbols(_ s: String) -> [UInt64] { s.utf8.map { UInt64($0) } }

    @Test func editsToTheWholeWordAndToItsBestPrefix() {
        let toyota = _TypoCorrection.distances(symbols("toyta"), symbols("toyota"))
        #expect(toyota.whole == 1 && toyota.prefix == 1)
        // "tota" is a prefix one edit away, the whole word two.
        let total = _TypoCorrection.distances(symbols("toyta"), symbols("total"))
        #expect(total.whole == 2 && total.prefix == 1)
        // A swap of neighbours is one edit.
        #expect(_TypoCorrection.distances(symbols("mircosoft"), symbols("microsoft")).whole == 1)
        let fromNothing = _TypoCorrection.distances([], symbols("abc")), toNothing = _TypoCorrection.distances(symbols("abc"), [])
        #expect(fromNothing.whole == 3 && fromNothing.prefix == 0)
        #expect(toNothing.whole == 3 && toNothing.prefix == 3)
    }

    @Test func aNamesWordsAsWritten() {
        #expect(_TypoCorrection.textWords("Boeing Company (The)") == ["Boeing", "Company", "The"])
        #expect(_TypoCorrection.textWords("Coca-Cola HBC AG") == ["Coca-Cola", "HBC", "AG"])
        #expect(_TypoCorrection.textWords("Société Générale, S.A.") == ["Société", "Générale", "S.A"])
        #expect(_TypoCorrection.textWords("  ") == [])
    }

    @Test func theNearestWordsOfTheNames() {
        let correction = _TypoCorrection(keys: SearchKeyMaker())
        let keys = SearchKeyMaker()
        let toyota = correction.spelling(of: [keys.key("toyta")], in: ["Toyota Motor Corporation"], budget: 1)
        #expect(toyota?.text == "Toyota" && toyota?.cost == 1)
        // Every query word finds its own word.
        #expect(correction.spelling(of: [keys.key("jp morgn")], in: ["JP Morgan Chase & Co."], budget: 1)?.text == "JP Morgan")
        // Nothing within the budget: no spelling (the walk's list stays).
        #expect(correction.spelling(of: [keys.key("jpmorgn")], in: ["JP Morgan Chase & Co."], budget: 1) == nil)
    }
}
