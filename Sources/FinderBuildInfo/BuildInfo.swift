/// Facts fixed when finder was built, for `--version`. `commit` (the sources' git commit, or
/// "unknown" outside a git checkout) is generated before each build by `Plugins/BuildCommit`.
public enum BuildInfo {
    /// finder's release version.
    public static let version = "0.1.0"
}
