import Foundation

/// The environment a test runs finder in: nothing of the developer's (no LANG, no
/// FINDER_*), only a PATH for the tools finder never needs and a HOME that is not theirs,
/// plus what the test passes.
public func cleanEnvironment(_ extra: [String: String] = [:], home: String = NSTemporaryDirectory()) -> [String: String] {
    var env = ["PATH": "/usr/bin:/bin", "HOME": home]
    for (k, v) in extra { env[k] = v }
    return env
}

/// One data folder per test process with the bundled catalogue imported and indexed, for
/// the tests that only read it.
public let sharedData: TemporaryDirectory = {
    let dir = TemporaryDirectory("finder-e2e")
    _ = try? runFinder(["--data-dir", dir.path, "stocks", "warmup"])
    return dir
}()

/// A data folder with the catalogue already imported, copied per test so each starts clean.
public func freshDataDir() throws -> TemporaryDirectory {
    let dir = TemporaryDirectory("finder-history")
    _ = sharedData  // make sure the shared folder is imported and indexed
    // The store through SQLite's backup, not a file copy: other tests search the shared folder
    // at the same time, appending history to its WAL and checkpointing it into the file, so a
    // byte copy could catch the file half-written (seen under load as a failed copy or a torn
    // store). The backup reads one consistent snapshot; the index is only ever replaced whole.
    // (A busy timeout: a search opening the shared store may hold it for a moment.)
    let backup = try runProcess("/usr/bin/sqlite3", ["-cmd", ".timeout 60000", sharedData.file("finder.sqlite3"), ".backup '\(dir.file("finder.sqlite3"))'"],
                                environment: ["PATH": "/usr/bin:/bin"])
    guard backup.status == 0 else { throw CopyFailed(message: "sqlite3 .backup: \(backup.stderr)") }
    try FileManager.default.copyItem(atPath: sharedData.file("stocks.index"), toPath: dir.file("stocks.index"))
    // History and saved results are in their own store (`history.sqlite3`), not copied: the
    // folder starts without them.
    return dir
}

/// A fresh data folder could not be made from the shared one.
public struct CopyFailed: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
