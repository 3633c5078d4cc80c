import Testing
@testable import FinderCLI

@Suite struct DataFolderTests {
    @Test func theDataFolderComesFromFlagEnvironmentOrHomeNeverTheWorkingFolder() {
        #expect(Session.dataDirectory(flag: "/x", environment: ["FINDER_DATA_DIR": "/y"], home: "/h") == "/x")
        #expect(Session.dataDirectory(flag: nil, environment: ["FINDER_DATA_DIR": "/y"], home: "/h") == "/y")
        #expect(Session.dataDirectory(flag: nil, environment: ["XDG_DATA_HOME": "/d"], home: "/h") == "/d/finder")
        #expect(Session.dataDirectory(flag: nil, environment: ["XDG_DATA_HOME": "relative"], home: "/h") == "/h/.local/share/finder")
        #expect(Session.dataDirectory(flag: nil, environment: [:], home: nil) == "")
    }
}
