import Foundation
import Testing
import FinderTestSupport

/// Photo links through the binaries: at 40 and 80 columns, with OSC 8 links and
/// without, every address `finder photos` shows — each photo's page, and the profiles and
/// Unsplash's own where links are not used — is there whole, never cut with "…".
@Suite(.serialized) struct PhotoLinksEndToEndTests {
    func visible(_ s: String) -> String {
        s.replacingOccurrences(of: "\u{1b}\\][^\u{1b}]*\u{1b}\\\\", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1b}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
    }

    @Test(arguments: ["40", "80"], ["1", "0"])
    func everyAddressShownIsWhole(columns: String, hyperlinks: String) throws {
        let s = PhotoSession(try photoServer())
        let run = try s.run(["photos", "cats"], env: ["CLICOLOR_FORCE": "1", "COLORTERM": "truecolor", "COLUMNS": columns,
                                                      "FINDER_HYPERLINKS": hyperlinks])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = visible(run.stdout).components(separatedBy: "\n")
        var addresses = ["Cat1abc_XyZ", "Cat2def-Q", "Cat3ghi"].map { "https://unsplash.com/photos/\($0)?utm_source=finder&utm_medium=referral" }
        if hyperlinks == "0" {
            addresses += ["https://unsplash.com/@anna_k?utm_source=finder&utm_medium=referral",
                          "https://unsplash.com/?utm_source=finder&utm_medium=referral"]
        }
        for address in addresses {
            #expect(lines.contains { $0.hasSuffix(address) }, "\(address) whole at the end of a line: \(lines)")
        }
        for line in lines where line.contains("://") { #expect(!line.contains("…"), "\(line)") }
        if hyperlinks == "1" {
            #expect(run.stdout.contains("\u{1b}]8;;\(addresses[0])\u{1b}\\\(addresses[0])\u{1b}]8;;\u{1b}\\"), "the link whole")
        }
    }

    /// Where hyperlinks are not known to work (xterm, tmux before 3.4, the Linux console) the
    /// profile's and Unsplash's addresses are printed, not hidden in OSC 8; where they are
    /// (kitty, tmux 3.4), the names are links.
    @Test(arguments: [(["TERM": "xterm-256color"], false), (["TERM": "linux"], false),
                      (["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"], false),
                      (["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"], true),
                      (["TERM": "xterm-kitty"], true)])
    func addressesArePrintedWhereLinksAreNotKnownToWork(env: [String: String], links: Bool) throws {
        let s = PhotoSession(try photoServer())
        var environment = ["CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"]
        environment.merge(env) { $1 }
        let run = try s.run(["photos", "cats"], env: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let profile = "https://unsplash.com/@anna_k?utm_source=finder&utm_medium=referral"
        let printed = visible(run.stdout).components(separatedBy: "\n").contains { $0.hasSuffix(profile) }
        #expect(printed == !links, "\(env): the profile's address printed")
        #expect(run.stdout.contains("\u{1b}]8;;") == links, "\(env): OSC 8")
        #expect(visible(run.stdout).contains("Unsplash: https://unsplash.com/?utm_source=finder") == !links)
    }
}
