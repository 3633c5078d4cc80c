import Testing
import Foundation

/// A source file of FinderText generated from ICU's data by a test: the file must be what the
/// test generates now; with FINDER_RECORD_SNAPSHOTS=1 the test writes it instead (after an ICU
/// or a rule change; read the diff).
func checkGeneratedSource(_ source: String, named name: String, filePath: String = #filePath) throws {
    let path = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/FinderText/" + name).standardized.path
    if ProcessInfo.processInfo.environment["FINDER_RECORD_SNAPSHOTS"] == "1" {
        try source.write(toFile: path, atomically: true, encoding: .utf8)
    } else {
        #expect(try String(contentsOfFile: path, encoding: .utf8) == source, "regenerate with FINDER_RECORD_SNAPSHOTS=1")
    }
}
