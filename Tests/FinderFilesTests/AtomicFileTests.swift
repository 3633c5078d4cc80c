import Foundation
import Testing
import FinderTestSupport
import FinderFiles

@Suite struct AtomicFileTests {
    @Test func writesAPrivateFileAndLeavesNoTemporary() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("stocks.index")
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(permissions(of: path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["stocks.index"])
    }

    /// A link planted where older versions put their temporary file (`<path>.tmp.<pid>`)
    /// neither receives the bytes nor lets them overwrite its target.
    @Test func aPlantedLinkDoesNotRedirectTheWrite() throws {
        let dir = TemporaryDirectory()
        let victim = dir.file("victim")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let path = dir.file("config")
        for name in ["config.tmp.\(getpid())", "config.tmp-\(getpid())"] {
            try FileManager.default.createSymbolicLink(atPath: dir.file(name), withDestinationPath: victim)
        }
        try AtomicFile.write(Array("unsplash-key = secret\n".utf8), to: path)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "unsplash-key = secret\n")
    }

    @Test func aFailedWriteLeavesTheDestinationAndNoTemporary() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("dest")
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["dest"])
    }

    @Test func leftoversOfDeadWritersAreRemovedAndNothingElse() throws {
        let dir = TemporaryDirectory()
        let names = ["stocks.index", "stocks.index.tmp-3k2j1", "stocks.index.tmp.4242", "finder.sqlite3",
                     "other.tmp-abc", "stocks.indexes"]
        for n in names { try Data("x".utf8).write(to: URL(fileURLWithPath: dir.file(n))) }
        AtomicFile.removeLeftovers(beside: dir.file("stocks.index"))
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(left == ["finder.sqlite3", "other.tmp-abc", "stocks.index", "stocks.indexes"])
    }
}
