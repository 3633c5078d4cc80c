import Testing
@testable import FinderCLI

@Suite struct DataFolderTests {
    @Test func theDataFolderComesFromFlagEnvironmentOrHomeNeverTheWorkingFolder() {
        #expect(Session.dataDirectory(flag: "/x", settings: Settings(environment: ["FINDER_DATA_DIR": "/y"]), home: "/h") == "/x")
        #expect(Session.dataDirectory(flag: nil, settings: Settings(environment: ["FINDER_DATA_DIR": "/y"]), home: "/h") == "/y")
        #expect(Session.dataDirectory(flag: nil, settings: Settings(environment: ["XDG_DATA_HOME": "/d"]), home: "/h") == "/d/finder")
        #expect(Session.dataDirectory(flag: nil, settings: Settings(environment: ["XDG_DATA_HOME": "relative"]), home: "/h") == "/h/.local/share/finder")
        #expect(Session.dataDirectory(flag: nil, settings: Settings(environment: [:]), home: nil) == "")
    }
}

@Suite struct PlaceholderTests {
    /// Russian help said "URL или ФАЙЛ" while its usage line said FILE.
    @Test func usagePlaceholdersAreNamedAsTheHelpNamesThem() {
        let ru = Messages(language: .ru, text: "placeholder.FILE = ФАЙЛ\nplaceholder.QUERY = ЗАПРОС\n")
        #expect(ru.placeholders(in: "finder stocks sync [--from moex|nasdaq|URL|FILE]") == "finder stocks sync [--from moex|nasdaq|URL|ФАЙЛ]")
        #expect(ru.placeholders(in: "finder stocks QUERY… [--limit N]") == "finder stocks ЗАПРОС… [--limit N]")
        #expect(ru.placeholders(in: "[FINDER_DATA_DIR] FILES") == "[FINDER_DATA_DIR] FILES", "whole words only")
    }
}
