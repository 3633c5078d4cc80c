import Testing
@testable import FinderCLI
#if canImport(Glibc)
import Glibc
#endif

/// The environment is read once into `Settings`; an option's variable is
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

    /// The terminal's facts, each range-checked where it is read.
    @Test func terminalSettingsAreTypedOnce() {
        #expect(Settings(environment: ["COLUMNS": "72"]).columns == 72)
        #expect(Settings(environment: ["COLUMNS": "10000"]).columns == 10_000)
        for bad in ["0", "-5", "10001", "wide", "99999999999999999999", ""] {
            #expect(Settings(environment: ["COLUMNS": bad]).columns == nil, "\(bad)")
        }
        #expect(Settings(environment: ["FINDER_DEBOUNCE_MS": "0"]).debounceMilliseconds == 0)
        #expect(Settings(environment: ["FINDER_DEBOUNCE_MS": "5001"]).debounceMilliseconds == nil)
        #expect(Settings(environment: ["FINDER_PROBE_TIMEOUT": "0.001"]).probeTimeout == 0.05)
        #expect(Settings(environment: ["COLORTERM": "TrueColor"]).trueColor)
        #expect(!Settings(environment: ["COLORTERM": "256"]).trueColor)
        #expect(!Settings(environment: ["TERM": "linux"]).hyperlinks && !Settings(environment: ["FINDER_HYPERLINKS": "0"]).hyperlinks)
        // Only where hyperlinks are known to work: an address hidden in a link xterm ignores is lost.
        #expect(!Settings(environment: [:]).hyperlinks && !Settings(environment: ["TERM": "xterm-256color"]).hyperlinks)
        #expect(Settings(environment: ["FINDER_HYPERLINKS": "1"]).hyperlinks)
        for known in [["TERM": "xterm-kitty"], ["KITTY_WINDOW_ID": "1"], ["TERM_PROGRAM": "iTerm.app"], ["VTE_VERSION": "7006"],
                      ["TERM": "foot"], ["WT_SESSION": "x"], ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4", "TMUX": "/t"],
                      ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "next-3.6", "TMUX": "/t"]] {
            #expect(Settings(environment: known).hyperlinks, "\(known)")
        }
        for unknown in [["TERM": "xterm"], ["VTE_VERSION": "4803"], ["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a", "TMUX": "/t"],
                        ["TMUX": "/t", "KITTY_WINDOW_ID": "1"], ["TERM": "screen-256color", "TMUX": "/t"]] {
            #expect(!Settings(environment: unknown).hyperlinks, "\(unknown)")
        }
        #expect(Settings(environment: ["TERM": "dumb"]).colorRequest == .never)
        #expect(Settings(environment: ["TERM": "dumb", "FORCE_COLOR": "1"]).colorRequest == .always)
        #expect(Settings(environment: ["NO_COLOR": "x", "CLICOLOR_FORCE": "1"]).colorRequest == .never)
        #expect(Settings(environment: [:]).colorRequest == .auto)
        let t = Settings(environment: ["TERM": "XTERM-Kitty", "TERM_PROGRAM": "WezTerm", "TMUX": "", "WEZTERM_PANE": "3"]).terminal
        #expect(t.term == "xterm-kitty" && t.program == "wezterm" && !t.multiplexer && t.weztermPane && !t.kittyWindow)
        #if DEBUG
        #expect(Settings(environment: ["FINDER_INTERACTIVE_FAULT": "draw"]).interactiveFaultOnDraw)
        #endif
    }

    /// Folders and the child's environment.
    @Test func foldersAndTheChildsEnvironment() {
        #expect(Settings(environment: ["FINDER_RESOURCES_DIR": "/r"]).resourcesFolder == "/r")
        #expect(Settings(environment: ["FINDER_RESOURCES_DIR": ""]).resourcesFolder == nil)
        #expect(Settings(environment: ["HOME": "/h"]).homeFolder == "/h")
        // HOME relative or unset: the password database's entry, never a relative folder.
        #expect(Settings(environment: ["HOME": "h"]).homeFolder.map { $0.hasPrefix("/") } ?? true)
        #expect(Settings(environment: ["LANGUAGE": "", "LANG": "ru_RU.UTF-8"]).messageLanguage == .ru)
        #expect(Settings(environment: [:]).networkEnvironment == ["SWIFT_BACKTRACE": "enable=no"])
        #expect(Settings(environment: ["SWIFT_BACKTRACE": "enable=yes", "A": "b"]).networkEnvironment
                == ["SWIFT_BACKTRACE": "enable=yes", "A": "b"])
    }

    /// The process's own environment is read by name when asked (`Environment.process`, no
    /// copy at start), and handed whole to finder-net: this test process's PATH and HOME.
    @Test func theProcessEnvironmentIsReadByName() throws {
        let path = try #require(getenv("PATH").map { String(cString: $0) })
        let process = Settings(environment: .process)
        #expect(process.variables["PATH"] == path)
        #expect(process.variables["FINDER_NO_SUCH_VARIABLE_\(getpid())"] == nil)
        #expect(process.networkEnvironment["PATH"] == path)
        #expect(process.networkEnvironment["HOME"] == getenv("HOME").map { String(cString: $0) })
        #expect(process.networkEnvironment.count >= 2)
        // A table given by a test is all there is.
        #expect(Settings(environment: ["PATH": "/x"]).variables["PATH"] == "/x")
        #expect(Settings(environment: [:]).variables["PATH"] == nil)
    }
}
