import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` (the commit the sources were built from and its date, for
/// `--version` and the man page) before every build: a prebuild command, since only those
/// run each time. The file is
/// rewritten only when the commit changed, so an unchanged tree recompiles nothing. A tree
/// without its own `.git` (a source tarball) says "unknown": asking git there would name
/// whatever repository the tarball was unpacked in.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL.path
        let out = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        let file = out.appendingPathComponent("BuildCommit.swift").path
        let script = """
            commit=unknown date=
            if [ -e "$1/.git" ] && c=$(git -C "$1" log -1 --format='%h %cs' --abbrev=12 2>/dev/null); then
              commit=${c% *} date=${c#* }
            fi
            case $commit in *[!0-9a-f]*|'') commit=unknown date= ;; esac
            case $date in [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]) ;; *) date= ;; esac
            mkdir -p "$2"
            text="// Generated before each build by Plugins/BuildCommit; do not edit.
            extension BuildInfo {
                public static let commit = \\"$commit\\"
                /// The commit's date (YYYY-MM-DD), \\"\\" when unknown: the man page's date.
                public static let commitDate = \\"$date\\"
            }"
            [ "$(cat "$3" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > "$3"
            """
        return [.prebuildCommand(displayName: "Recording the commit for --version",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script, "sh", package, out.path, file],
                                 outputFilesDirectory: out)]
    }
}
