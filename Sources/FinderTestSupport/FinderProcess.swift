import Foundation

/// The result of running the built `finder` binary.
public struct FinderRun: Sendable {
    public let stdout: String
    public let stderr: String
    public let status: Int32
}

/// Runs the `finder` binary that SwiftPM built beside the test bundle, with a clean
/// environment (only what the test passes, plus PATH and HOME) and no terminal.
public func runFinder(_ arguments: [String], environment: [String: String] = [:],
                      executable: String = finderBinary, stdin: String? = nil) throws -> FinderRun {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    var env = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
    for (k, v) in environment { env[k] = v }
    p.environment = env
    let out = Pipe(), err = Pipe(), input = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = input
    try p.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    // Read both pipes before waiting so a large output cannot block the child.
    var o = Data(), e = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async { o = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    e = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    p.waitUntilExit()
    return FinderRun(stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self),
                     status: p.terminationStatus)
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
