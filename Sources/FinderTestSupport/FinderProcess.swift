import Foundation
import Testing

/// The result of running a process.
public struct FinderRun: Sendable {
    public let stdout: String
    public let stderr: String
    public let status: Int32
}

/// Runs a program to completion (`Spawned`: posix_spawn and waitpid, not Foundation's
/// `Process`). Output goes to temporary files, not pipes: a pipe nobody drains can stall the
/// child. `environment` is the whole environment (nil: inherit this process's). A process
/// still running after `hangLimit` seconds is killed (SIGKILL), so a hang fails its test
/// instead of stalling the suite; the limit is far above any honest run and asserts no speed.
public func runProcess(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                       stdin: String? = nil, hangLimit: Double = 600) throws -> FinderRun {
    let dir = TemporaryDirectory("finder-run")
    let outPath = dir.file("out"), errPath = dir.file("err"), inPath = dir.file("in")
    FileManager.default.createFile(atPath: inPath, contents: Data((stdin ?? "").utf8))
    let child = try Spawned(executable, arguments, environment: environment,
                            stdin: .file(inPath), stdout: .file(outPath), stderr: .file(errPath))
    _ = child.wait(killingAfter: hangLimit)   // a hang ends as SIGKILL: status 9
    func text(_ path: String) -> String {
        String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data(), as: UTF8.self)
    }
    let run = FinderRun(stdout: text(outPath), stderr: text(errPath), status: child.terminationStatus)
    // Every JSON document an end-to-end test makes finder write is checked against its
    // domain's schema (docs/schemas/): a test of anything fails if a document breaks it.
    if executable.hasSuffix("/finder") || executable.hasSuffix("/finder-net") {
        for problem in JSONSchemaCheck.problems(inOutput: run.stdout, selectedFields: arguments.contains("--fields")) {
            Issue.record("JSON schema: \(problem) (finder \(arguments.joined(separator: " ")))")
        }
    }
    return run
}

/// Runs the `finder` binary that SwiftPM built beside the test bundle, with a clean
/// environment (only what the test passes, plus PATH and HOME) and no terminal.
public func runFinder(_ arguments: [String], environment: [String: String] = [:],
                      executable: String = finderBinary, stdin: String? = nil,
                      hangLimit: Double = 600) throws -> FinderRun {
    try runProcess(executable, arguments, environment: cleanEnvironment(environment), stdin: stdin, hangLimit: hangLimit)
}

/// The instant (UTC) where the clock of `runFinderOnOneDay` starts. A sync dates its prices
/// by its own clock, and a search on a later day shows such a price with its date: a test that
/// syncs and then reads for minutes crossed midnight and saw "$278.85 · Dec 1".
public let oneDay = "2026-06-15 12:00:00"

/// `runFinder` under faketime, its clock starting at `oneDay` (the monotonic clock, which
/// timeouts use, left real), TZ UTC unless given.
public func runFinderOnOneDay(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws -> FinderRun {
    var env = cleanEnvironment(environment)
    if env["TZ"] == nil { env["TZ"] = "UTC" }
    env["DONT_FAKE_MONOTONIC"] = "1"
    return try runProcess("/usr/bin/faketime", [oneDay, finderBinary] + arguments, environment: env, stdin: stdin)
}

/// `finder` in the build folder that holds the running test bundle.
public let finderBinary: String = {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
    // The test bundle may be a folder (.xctest) on some platforms.
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("finder").path), dir.path != "/" {
        dir.deleteLastPathComponent()
    }
    return dir.appendingPathComponent("finder").path
}()

/// Compares `actual` with the golden file `Snapshots/<name>` of the calling test target;
/// with FINDER_RECORD_SNAPSHOTS=1 it writes the file instead (re-record on purpose only).
public func matchesSnapshot(_ actual: String, named name: String, file: String = #filePath) -> (Bool, String) {
    let dir = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let url = dir.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["FINDER_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? Data(actual.utf8).write(to: url)
        return (true, "recorded")
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        return (false, "no snapshot \(name); record with FINDER_RECORD_SNAPSHOTS=1")
    }
    return (expected == actual, "snapshot \(name) differs:\n--- expected\n\(expected)\n--- actual\n\(actual)")
}

/// `finder` with its bundles, copied into a folder every user can enter and read, for tests
/// that run it as another user (`setpriv` to `nobody`). The build folder may sit in a
/// checkout that user cannot enter (a 0700 `mktemp -d` folder, `/root`): run from there,
/// finder could not reach its message catalogs and every such test failed. Copied once per
/// test process.
public let finderForOtherUsers: String = {
    let build = URL(fileURLWithPath: finderBinary).deletingLastPathComponent().path
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("finder-for-others-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let parts = ["finder", "finder-net", "finder_FinderResources.resources", "finder_FinderLocalization.resources"]
    let copied = try? runProcess("/bin/cp", ["-RL"] + parts.map { build + "/" + $0 } + [dir])
    let opened = try? runProcess("/bin/chmod", ["-R", "a+rX", dir])
    guard copied?.status == 0, opened?.status == 0 else { return finderBinary }
    return dir + "/finder"
}()
