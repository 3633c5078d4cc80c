import FinderCLI

/// English and Russian by name, for the tests that say which language they read: the
/// sources name no language (`ArchitectureTests.noLanguageIsNamedOutsideItsTable`).
extension Language {
    static let en = Language(rawValue: "en")!
    static let ru = Language(rawValue: "ru")!
}
