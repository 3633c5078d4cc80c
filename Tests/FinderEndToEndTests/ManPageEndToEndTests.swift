import Foundation
import Testing
import FinderTestSupport

/// `finder help --man` and `finder --man`: the page in the UI language,
/// and both pages lint clean with groff and mandoc.
@Suite struct ManPageEndToEndTests {
    func page(_ args: [String], lang: String = "en_US.UTF-8") throws -> String {
        let run = try runFinder(args, environment: ["LANG": lang])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return run.stdout
    }

    /// groff with every warning on (`-k`: the page is UTF-8, as it says on its first line) and
    /// mandoc's lint: no warning or error. mandoc's only style remark allowed is about line
    /// length, which it measures after writing each non-ASCII letter as an 8-byte escape.
    func lint(_ page: String) throws {
        let dir = TemporaryDirectory()
        let file = dir.file("finder.1")
        try Data(page.utf8).write(to: URL(fileURLWithPath: file))
        let groff = try runProcess("/usr/bin/groff", ["-k", "-Tutf8", "-man", "-ww", "-z", file])
        #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
        let mandoc = try runProcess("/usr/bin/mandoc", ["-Tlint", "-Wwarning", file])
        #expect(mandoc.stdout.isEmpty && mandoc.stderr.isEmpty, "\(mandoc.stdout)\(mandoc.stderr)")
        let style = try runProcess("/usr/bin/mandoc", ["-Tlint", file])
        for line in (style.stdout + style.stderr).split(separator: "\n") {
            #expect(line.contains("STYLE: input text line longer than 80 bytes"), "\(line)")
        }
        // As man shows it: the page renders, in UTF-8, with its sections.
        let shown = try runProcess("/usr/bin/man", ["-l", file], environment: ["LANG": "C.UTF-8", "MANPAGER": "cat", "MANWIDTH": "80",
                                                                                 "PATH": "/usr/bin:/bin"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("FINDER(1)"))
    }

    @Test func theEnglishPage() throws {
        let page = try page(["help", "--man"])
        #expect(try self.page(["--man"]) == page)
        #expect(page.contains(".SH \"SYNOPSIS\"") && page.contains("\\fB\\-\\-limit\\fR \\fIN\\fR"))
        try lint(page)
    }

    @Test func theRussianPageFollowsTheLanguage() throws {
        let page = try page(["help", "--man"], lang: "ru_RU.UTF-8")
        #expect(try self.page(["--lang", "ru", "--man"]) == page)
        #expect(page.contains(".SH \"СИНТАКСИС\"") && page.contains("\\fIЗАПРОС…\\fR"), "\(page.prefix(600))")
        #expect(page.contains("Пользовательские команды"))
        try lint(page)
    }

    @Test func asJSON() throws {
        let doc = try json(try runFinder(["--json", "help", "--man"]).stdout)
        #expect(doc["domain"] as? String == "cli")
        #expect(((doc["results"] as? [[String: Any]])?.first?["man"] as? String)?.contains(".TH FINDER 1") == true)
    }
}
