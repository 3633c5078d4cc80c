import FinderStore

// The store's value types the layers above use, re-exported as the domain's own: only the
// domain opens the store (FinderCLI does not import FinderStore).

/// One listing of the catalogue, as stored.
public typealias StockRecord = FinderStore.StockRecord
/// The listing fields, one table (`StocksCommand.fieldOrder` shows every one).
public typealias ListingField = FinderStore.ListingField
/// Why the local store failed; each case is exit 5 to the user.
public typealias StoreError = FinderStore.StoreError
/// Why a file or database operation failed, as data for the CLI to word.
public typealias FailureReason = FinderStore.FailureReason
/// One recent query and when it was used.
public typealias HistoryEntry = FinderStore.HistoryEntry

/// Names of the files in the data folder, for messages.
public enum DataFiles {
    /// The SQLite store (catalogue, history, saved results).
    public static let store = Store.fileName
}

/// The bound on a saved result's size, for payloads outside the store's module.
public enum SavedResultLimit {
    /// At most this many results of a search are saved (`SavedResult.maxItems`).
    public static let maxItems = SavedResult.maxItems
}

/// How a sync source's listings meet the stored ones (by ticker and exchange, country, currency).
public typealias MergeRules = FinderStore.MergeRules
