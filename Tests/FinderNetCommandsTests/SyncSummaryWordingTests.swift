import Testing
import FinderCLI
import FinderDomain
@testable import FinderNetCommands

/// A sync's summary leads with what happened and says no zero ("ноль акций обновлено, пять
/// добавлено" was the defect): every mix of zero and non-zero counts, in both languages,
/// written and spoken, as the line a renderer writes.
@Suite struct SyncSummaryWordingTests {
    @Test(arguments: [Language.en, Language.ru])
    func theSummaryLeadsWithWhatHappenedAndDropsZeroClauses(language: Language) {
        let written = Messages(compiled: language)
        for c in [written, written.speaking] {
            for mix in 0..<16 {
                let updated = mix & 1 == 0 ? 0 : 5, added = mix & 2 == 0 ? 0 : 5
                let unchanged = mix & 4 == 0 ? 0 : 5, skipped = mix & 8 == 0 ? 0 : 2
                var r = SyncReport(received: updated + added + unchanged + skipped)
                r.updated = updated; r.added = added; r.unchanged = unchanged
                if skipped > 0 { r.skipped[.missingTicker] = skipped }
                let line = Outcome.content(count: 0, summary: SyncCommand.summary(r, c)).cased
                guard case .content(_, let said) = line else { Issue.record("not content"); continue }
                let lower = said.lowercased()
                for zero in ["0 ", "ноль", "zero", "нуль"] { #expect(!lower.contains(zero), "\(said)") }
                // The first clause names the stocks; the line starts as a sentence.
                let stocks = language == .en ? "stock" : "акци"
                let first = lower.split(separator: ",").first.map(String.init) ?? ""
                #expect(first.contains(stocks), "\(said)")
                #expect(said.first.map { $0.isUppercase || $0.isNumber } == true, "\(said)")
                if updated + added + unchanged == 0 {
                    #expect(said.hasPrefix(language == .en ? "No stock" : "Ни одна акция"), "\(said)")
                }
            }
        }
        let ru = Messages(compiled: .ru).speaking
        var r = SyncReport(received: 5)
        r.added = 5
        let said = Outcome.content(count: 0, summary: SyncCommand.summary(r, ru)).cased
        guard case .content(_, let text) = said else { return }
        #expect(text == "Пять акций добавлено.", "\(text)")
    }
}
