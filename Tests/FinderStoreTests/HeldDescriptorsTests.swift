import Testing
#if canImport(Glibc)
import Glibc
#endif
import FinderFiles
import FinderTestSupport
@testable import FinderStore

/// Reading SQLite's files beside an open connection keeps SQLite's locks (`_HeldDescriptors`):
/// an `open` and `close` of the `-shm` dropped the connection's "in use" lock on it, and another
/// process then took the WAL index over and truncated it under this one (SIGBUS).
@Suite struct HeldDescriptorsTests {
    /// The byte of the `-shm` whose shared lock says a connection uses the WAL index (SQLite's
    /// UNIX_SHM_DMS: (22 + 8) * 4 + 8).
    static let inUseByte: off_t = 128

    /// The lock this process holds on `inUseByte`, as an open-file-description lock sees it:
    /// F_OFD_GETLK (36) conflicts with the process's own traditional locks, which SQLite's are.
    static func lockOnInUseByte(_ fd: Int32) -> Int32 {
        var query = flock()
        query.l_type = Int16(F_WRLCK)
        query.l_whence = Int16(SEEK_SET)
        query.l_start = inUseByte
        query.l_len = 1
        guard fcntl(fd, 36, &query) == 0 else { return -1 }
        return Int32(query.l_type)
    }

    @Test func readingTheStoresFilesKeepsItsLocks() throws {
        let dir = TemporaryDirectory()
        let store = try Store(directory: dir.path)
        try store.replaceCatalogue([StockRecord(ticker: "ZZZ", name: "Zed Corp")], source: "test")
        _ = try store.catalogueState()
        // Never closed: closing it would itself drop the locks it looks at.
        let probe = open(store.path + "-shm", O_RDONLY | O_CLOEXEC)
        #expect(probe >= 0)
        #expect(Self.lockOnInUseByte(probe) == Int32(F_RDLCK), "the connection marks the WAL index in use")

        // What a search reads beside the open connection: the store's version (the WAL index
        // header), the journal's stamp (the database header), the remembered state.
        #expect(Store.version(ofStoreIn: dir.path) != nil)
        #expect(_JournalStamp.inFile(store.path) != nil)
        _ = try store.rememberingCatalogueState()
        _ = Store.rememberedCatalogueState(directory: dir.path)
        #expect(Self.lockOnInUseByte(probe) == Int32(F_RDLCK), "still in use after the reads")
        _ = try store.catalogueState()
        #expect(Self.lockOnInUseByte(probe) == Int32(F_RDLCK))
        withExtendedLifetime(store) {}
    }
}
