import FinderDomain

/// History as the interactive session needs it: suggestions for the line, and recording on
/// Enter. A seam so the session logic can be tested without a store.
protocol InteractiveHistory {
    /// Entries containing `text` (all of them for blank text), newest first.
    func matching(_ text: String) -> [String]
    /// Records `query`; false when the store could not take it.
    func record(_ query: String) -> Bool
}

/// History kept in the data folder's store (SPEC §6), for one domain. A store that cannot be
/// opened gives no suggestions rather than stopping the session.
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
