#if canImport(Glibc)
import Glibc
#endif
@testable import FinderStore

/// A saved result of `domain` for `key` with `payload` (its query the key uppercased).
func savedResult(_ domain: String, _ key: String, _ payload: String) -> SavedResult {
    SavedResult(domain: domain, key: key, query: key.uppercased(), options: "o", savedAt: 7, payload: payload)
}

/// The size of the pending log in `dir`; -1 when there is none.
func pendingLogSize(_ dir: String) -> Int {
    var st = stat()
    return stat(dir + "/" + Store.pendingSearchesFileName, &st) == 0 ? Int(st.st_size) : -1
}
