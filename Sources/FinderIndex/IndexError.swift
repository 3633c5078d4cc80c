/// Why an index file could not be used. Every case means "rebuild it": the index is derived
/// data, and the catalogue in the store is the source of truth.
public enum IndexError: Error, Equatable, Sendable {
    /// No file at the path.
    case missing(path: String)
    /// The file exists but could not be opened, mapped or written.
    case io(path: String, errno: Int32)
    /// A finder index written in a format version this build does not read.
    case wrongFormat(String)
    /// The bytes claim to be an index but contradict themselves (truncated, overwritten).
    case corrupt(String)
}
