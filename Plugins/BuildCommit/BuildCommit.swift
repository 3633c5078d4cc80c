import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` (the commit the sources were built from, for `--version`)
/// before every build: a prebuild command, since only those run each time. The file is
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
            commit=unknown
            if [ -e "$1/.git" ] && c=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null); then commit=$c; fi
            case $commit in *[!0-9a-f]*|'') commit=unknown ;; esac
            mkdir -p "$2"
            text="// Generated before each build by Plugins/BuildCommit; do not edit.
            extension BuildInfo { public static let commit = \\"$commit\\" }"
            [ "$(cat "$3" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > "$3"
            """
        return [.prebuildCommand(displayName: "Recording the commit for --version",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script, "sh", package, out.path, file],
                                 outputFilesDirectory: out)]
    }
}
