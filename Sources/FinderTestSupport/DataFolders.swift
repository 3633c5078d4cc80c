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
    for name in ["finder.sqlite3", "stocks.index"] {
        try FileManager.default.copyItem(atPath: sharedData.file(name), toPath: dir.file(name))
    }
    // The copy carries the shared folder's history and saved result: start empty.
    _ = try runFinder(["--data-dir", dir.path, "history", "clear"])
    _ = try runFinder(["--data-dir", dir.path, "offline", "clear"])
    return dir
}
