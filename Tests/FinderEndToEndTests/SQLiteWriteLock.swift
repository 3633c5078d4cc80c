import Foundation
import FinderTestSupport

/// `sqlite3` holding the write lock of the store in `dir` (an open `BEGIN IMMEDIATE` with a
/// row written), as another finder process mid-sync would; returned once the lock is held,
/// with the write end of its standard input: closing it ends `sqlite3` and rolls back.
func sqliteHoldingTheWriteLock(_ dir: TemporaryDirectory, store: String = "finder.sqlite3") throws -> (holder: Spawned, input: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    let said = dir.file("sqlite3.out")
    let holder = try Spawned("/usr/bin/sqlite3", [dir.file(store)], environment: ["PATH": "/usr/bin:/bin"],
                             stdin: .descriptor(ends[0]), stdout: .file(said))
    close(ends[0])
    let script = "BEGIN IMMEDIATE; INSERT INTO meta(key, value) VALUES('held', '1'); SELECT 'locked';\n"
    _ = script.withCString { write(ends[1], $0, strlen($0)) }
    while !((try? String(contentsOfFile: said, encoding: .utf8)) ?? "").contains("locked") { usleep(20_000) }
    return (holder, ends[1])
}
