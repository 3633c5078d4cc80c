import CICU

/// Facts about the ICU library linked into the binary (system ICU, Debian's libicu).
public enum ICU {
    /// The ICU version, e.g. "72.1". Stored in index metadata next to the collator version:
    /// sort keys are only comparable when produced by the same ICU collation data.
    /// Cost: one call to `u_getVersion`; no data is loaded.
    public static var version: String {
        growingASCII(initialCapacity: 32) { cicu_version($0, $1) } ?? "unknown"
    }
}
