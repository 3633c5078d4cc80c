import Testing
import FinderText
@testable import FinderDomain

/// The pieces of `_TypoCorrection` (decisions 0382, 0610): edits to a whole word and to its
/// best prefix, in half edits, a name's words as written, and the spelling chosen.
@Suite struct TypoCorrectionTests {
    let keys = SearchKeyMaker()
    func symbols(_ s: String) -> [UInt64] { _TypoCorrection.symbols(keys.key(s)) }

    @Test func editsToTheWholeWordAndToItsBestPrefix() {
        let correction = _TypoCorrection(keys: keys)
        let toyota = correction.distances(symbols("toyta"), symbols("toyota"))
        #expect(toyota.whole == 2 && toyota.prefix == 2)
        // "tota" is a prefix one edit away, the whole word two.
        let total = correction.distances(symbols("toyta"), symbols("total"))
        #expect(total.whole == 4 && total.prefix == 2)
        // A swap of neighbours is half an edit (decision 0610).
        #expect(correction.distances(symbols("mircosoft"), symbols("microsoft")).whole == 1)
        #expect(correction.distances(symbols("madza"), symbols("mazda")).whole == 1)
        #expect(correction.distances(symbols("madza"), symbols("maaza")).whole == 2)
        let fromNothing = correction.distances([], symbols("abc")), toNothing = correction.distances(symbols("abc"), [])
        #expect(fromNothing.whole == 6 && fromNothing.prefix == 0)
        #expect(toNothing.whole == 6 && toNothing.prefix == 6)
    }

    /// A letter for one that sounds the same (c/k/q, s/z, i/y), either way, is half an edit;
    /// another letter a whole one: "nicon" is nearer Nikon than Nihon, "exxon" is Exon's.
    @Test func aLetterThatSoundsTheSameIsHalfAnEdit() {
        let correction = _TypoCorrection(keys: keys)
        #expect(correction.distances(symbols("nicon"), symbols("nikon")).whole == 1)
        #expect(correction.distances(symbols("nikon"), symbols("nicon")).whole == 1)
        #expect(correction.distances(symbols("nicon"), symbols("nihon")).whole == 2)
        #expect(correction.distances(symbols("NIZAN"), symbols("Nisan")).whole == 1)
        #expect(correction.distances(symbols("kwalcomm"), symbols("qualcomm")).whole == 3)   // q for k, and the u
        #expect(correction.distances(symbols("sony"), symbols("soni")).whole == 1)
        #expect(correction.distances(symbols("sonu"), symbols("soni")).whole == 2)
        let spelled = correction.spelling(of: [keys.key("nicon")], in: ["Nihon Kohden Corporation", "Nikon Corporation"], budget: 1)
        #expect(spelled?.text == "Nikon" && spelled?.cost == 1)
    }

    @Test func aNamesWordsAsWritten() {
        #expect(_TypoCorrection.textWords("Boeing Company (The)") == ["Boeing", "Company", "The"])
        #expect(_TypoCorrection.textWords("Coca-Cola HBC AG") == ["Coca-Cola", "HBC", "AG"])
        #expect(_TypoCorrection.textWords("Société Générale, S.A.") == ["Société", "Générale", "S.A"])
        #expect(_TypoCorrection.textWords("  ") == [])
    }

    @Test func theNearestWordsOfTheNames() {
        let correction = _TypoCorrection(keys: keys)
        let toyota = correction.spelling(of: [keys.key("toyta")], in: ["Toyota Motor Corporation"], budget: 1)
        #expect(toyota?.text == "Toyota" && toyota?.cost == 2)
        // Every query word finds its own word.
        #expect(correction.spelling(of: [keys.key("jp morgn")], in: ["JP Morgan Chase & Co."], budget: 1)?.text == "JP Morgan")
        // Nothing within the budget: no spelling (the walk's list stays).
        #expect(correction.spelling(of: [keys.key("jpmorgn")], in: ["JP Morgan Chase & Co."], budget: 1) == nil)
    }
}
