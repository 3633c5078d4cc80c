import FinderCLI
import FinderDomain

/// History as the interactive session needs it: suggestions for the line, and recording on
/// Enter. A seam so the session logic can be tested without a store.
protocol InteractiveHistory {
    /// Entries containing `text` (all of them for blank text), newest first.
    func matching(_ text: String) -> [String]
    /// Records `query`; false when the store could not take it.
    func record(_ query: String) -> Bool
}

/// History kept in the data folder's store (its five newest queries), for one domain. A store
/// that cannot be opened gives no suggestions rather than stopping the session.
final class StoreHistory: InteractiveHistory {
    let data: LocalData
    let domain: SearchDomain
    private var history: QueryHistory?

    init(data: LocalData, domain: SearchDomain) {
        self.data = data
        self.domain = domain
    }

    private func open() -> QueryHistory? {
        if let history { return history }
        history = try? data.history()
        try? data.waitForWrites()   // a writer holding the store never freezes the session
        return history
    }

    func matching(_ text: String) -> [String] {
        (try? open()?.matching(text, domain: domain)) ?? []
    }

    func record(_ query: String) -> Bool {
        guard let h = open() else { return false }
        do { try h.record(query, domain: domain); return true } catch { return false }
    }
}

extension Messages {
    /// What `:history TEXT` says when it lists nothing: that no entry contains the text, or,
    /// without a text, that history is empty ("no entries contain «zzz»", not
    /// "history is empty").
    func emptyHistory(containing text: String, hint: Bool) -> Outcome {
        let filter = text.trimmingBlanks
        if !filter.isEmpty { return .empty(message: self.text("history.noMatch", ["text": filter]), hint: nil) }
        return .empty(message: self.text("history.empty"), hint: hint ? self.text("history.empty.hint") : nil)
    }
}

private extension String {
    var trimmingBlanks: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
