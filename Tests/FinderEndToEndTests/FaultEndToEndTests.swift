import Foundation
import Testing
import FinderTestSupport

/// Faults injected around a real `finder` process: odd files where the index should be,
/// leftovers of killed writers. Each would once hang, crash or leak (issue: fault review).
@Suite struct FaultEndToEndTests {
    /// A FIFO (or a link to one) at `stocks.index` blocked `open()` forever; now it is a
    /// damaged index, replaced by a rebuilt one.
    @Test(arguments: [false, true])
    func aFIFOAtTheIndexIsDamageNotAHang(throughALink: Bool) throws {
        let dir = try freshDataDir()
        let index = dir.file("stocks.index")
        try FileManager.default.removeItem(atPath: index)
        let fifo = throughALink ? dir.file("elsewhere.fifo") : index
        #expect(mkfifo(fifo, 0o600) == 0)
        if throughALink { try FileManager.default.createSymbolicLink(atPath: index, withDestinationPath: fifo) }
        let r = try runFinder(["--data-dir", dir.path, "--no-history", "stocks", "apple"], hangLimit: 120)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("The search index was damaged; rebuilt it."), "\(r.stderr)")
        var st = stat()
        #expect(lstat(index, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG, "a regular index replaced it")
    }

    /// Temporary index files of builds killed mid-write (SIGKILL, Ctrl-C) are removed by the
    /// next build instead of staying for ever; nothing else in the folder is touched.
    @Test func leftoversOfKilledBuildsAreRemovedByTheNextBuild() throws {
        let dir = try freshDataDir()
        let leftovers = ["stocks.index.tmp.4242", "stocks.index.tmp-zq81xk"]
        for name in leftovers + ["notes.txt"] {
            try Data(repeating: 1, count: 4096).write(to: URL(fileURLWithPath: dir.file(name)))
        }
        try FileManager.default.removeItem(atPath: dir.file("stocks.index"))
        let r = try run(dir, ["--no-history", "stocks", "apple"])
        #expect(r.status == 0, "\(r.stderr)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(names.isDisjoint(with: leftovers), "\(names)")
        #expect(names.contains("notes.txt") && names.contains("stocks.index"))
    }
}
