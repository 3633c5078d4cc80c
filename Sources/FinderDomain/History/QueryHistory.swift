#if canImport(Glibc)
import Glibc
#endif
import FinderStore
import FinderText

/// The two catalogues finder searches; history and saved results are kept per domain.
public enum SearchDomain: String, Sendable, CaseIterable {
    case stocks, photos
}

/// Recent queries and suggestions (GUIDE.md “History, suggestions, offline results, completion”):
/// the five newest per domain, newest first; queries equal after ICU case folding (and
/// white-space collapsing) are one entry that keeps the latest spelling; blank queries are not
/// stored. Suggestions are entries that contain the typed text under ICU's search collation
/// (case- and accent-insensitive).
public final class QueryHistory {
    let store: Store
    /// Opened only for suggestions: recording needs no collator.
    private lazy var keys: SearchKeyMaker = givenKeys ?? SearchKeyMaker()
    private let givenKeys: SearchKeyMaker?

    public init(store: Store, keys: SearchKeyMaker? = nil) {
        self.store = store
        givenKeys = keys
    }

    /// The identity of a query in history: ICU case folding, white space collapsed.
    public static func key(_ query: String) -> String {
        foldCase(normalizedSpacing(query))
    }

    /// Trims and collapses runs of white space to one space.
    public static func normalizedSpacing(_ query: String) -> String {
        query.whiteSpaceCollapsed
    }

    /// The longest query history keeps (200 characters); a longer one is stored cut to this many
    /// characters, and the cut is said.
    public static let maxStoredLength = 200

    /// What `record` did.
    public enum RecordOutcome: Equatable, Sendable {
        /// A blank query: nothing stored.
        case blank
        case recorded
        /// Stored cut to `maxStoredLength` characters.
        case recordedCut
    }

    /// The query as history stores it: control and invisible characters removed and marks
    /// past `UntrustedText.maxMarksPerCharacter` on a character dropped (`UntrustedText`),
    /// white space collapsed, at most `maxStoredLength` characters.
    public static func stored(_ query: String) -> String {
        let q = normalizedSpacing(UntrustedText.clean(query))
        return q.count > maxStoredLength ? String(q.prefix(maxStoredLength)) : q
    }

    /// Records a query (ignored when blank), cut to `maxStoredLength` characters.
    @discardableResult
    public func record(_ query: String, domain: SearchDomain, at time: Double? = nil) throws(DomainError) -> RecordOutcome {
        guard let entry = Self.entry(query) else { return .blank }
        do { try store.recordQuery(entry.query, key: entry.key, domain: domain.rawValue, at: time) } catch { throw .store(error) }
        return entry.query.count < Self.normalizedSpacing(UntrustedText.clean(query)).count ? .recordedCut : .recorded
    }

    /// The query as history stores it (`stored`) and its identity (`key`); nil for a blank one.
    static func entry(_ query: String) -> (query: String, key: String)? {
        let q = stored(query)
        return q.isEmpty ? nil : (q, key(q))
    }

    public func entries(domain: SearchDomain) throws(DomainError) -> [HistoryEntry] {
        do { return try store.history(domain: domain.rawValue) } catch { throw .store(error) }
    }

    /// Removes the entry equal to `query` after folding; returns whether there was one.
    public func remove(_ query: String, domain: SearchDomain) throws(DomainError) -> Bool {
        do { return try store.removeQuery(key: Self.key(query), domain: domain.rawValue) } catch { throw .store(error) }
    }

    /// Clears one domain, or all when nil; returns how many entries went.
    public func clear(domain: SearchDomain?) throws(DomainError) -> Int {
        do { return try store.clearHistory(domain: domain?.rawValue) } catch { throw .store(error) }
    }

    /// History entries of the domain that contain `text`, newest first (all of them for blank text).
    public func matching(_ text: String, domain: SearchDomain) throws(DomainError) -> [String] {
        let t = Self.normalizedSpacing(text)
        return try entries(domain: domain).map(\.query).filter { t.isEmpty || keys.contains($0, t) }
    }
}

/// Wall-clock time without Foundation.
public enum Clock {
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

