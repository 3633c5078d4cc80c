import Testing
@testable import FinderCLI

/// Issue 19, item 5: the environment is read once into `Settings`; an option's variable is
/// its definition's, read by `value(for:)` as the line's value would be.
@Suite struct SettingsTests {
    @Test func anOptionsVariableIsCheckedAsTheLinesValueWouldBe() {
        let s = Settings(environment: ["FINDER_NO_HISTORY": "1", "FINDER_IMAGES": "SIXEL", "FINDER_DATA_DIR": "/d"])
        #expect(s.value(for: CommandModel.noHistory) == .present)
        #expect(s.value(for: CommandModel.images) == .word("sixel"))
        #expect(s.value(for: CommandModel.dataDir) == .word("/d"))
        let off = Settings(environment: ["FINDER_NO_HISTORY": "0", "FINDER_IMAGES": "pictures", "FINDER_DATA_DIR": ""])
        #expect(off.value(for: CommandModel.noHistory) == nil)
        #expect(off.value(for: CommandModel.images) == nil)
        #expect(off.value(for: CommandModel.dataDir) == nil)
        #expect(off.value(for: CommandModel.quiet) == nil)   // no variable at all
    }

    @Test func theLineRecordsEveryOptionItGave() throws {
        let line = try Tokenizer.parse(["--no-history", "stocks", "apple", "--limit", "3"])
        #expect(line.argument(CommandModel.noHistory) == .present)
        #expect(line.argument(CommandModel.limit) == nil)   // a typed member: its effect sets `limit`
        #expect(line.limit == .some(3))
        #expect(try Tokenizer.parse(["--no-history", "stocks", "apple", "--no-history"]).given.count == 2)
        #expect(try Tokenizer.parse(["stocks", "apple"]).argument(CommandModel.noHistory) == nil)
    }

    /// Help names a flag's variable with its value, an option's bare.
    @Test func helpNamesTheVariable() {
        #expect(CommandModel.noHistory.environment == "FINDER_NO_HISTORY=1")
        #expect(CommandModel.images.environment == "FINDER_IMAGES")
    }

    @Test func networkSettingsAreTypedOnce() {
        let s = Settings(environment: ["UNSPLASH_ACCESS_KEY": "  key\n", "FINDER_UNSPLASH_TIMEOUT": "-3", "FINDER_SYNC_TIMEOUT": "inf",
                                       "XDG_CONFIG_HOME": "relative", "FINDER_MOEX_URL": ""])
        #expect(s.unsplashKey == "key")
        #expect(s.unsplashTimeout == 15)
        #expect(s.syncTimeout == nil)
        #expect(s.configHome == nil)
        #expect(s.declared("FINDER_MOEX_URL") == nil)
        #expect(Settings(environment: ["UNSPLASH_ACCESS_KEY": " \t"]).unsplashKey == nil)
    }
}
