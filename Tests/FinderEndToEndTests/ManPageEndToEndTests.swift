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
        // Plain groff, without man-db's preconv: every character past ASCII is a named glyph.
        let plain = try runProcess("/usr/bin/groff", ["-man", "-ww", "-z", file])
        #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
        // As man shows it in the C locale (the ASCII device: the ellipsis and Cyrillic have the
        // page's fallbacks) and in a UTF-8 one: no warning.
        for locale in ["C", "C.UTF-8"] {
            let warned = try runProcess("/usr/bin/man", ["--warnings", "-l", file],
                                        environment: ["LC_ALL": locale, "MANPAGER": "cat", "MANWIDTH": "80", "PATH": "/usr/bin:/bin"])
            #expect(warned.status == 0 && warned.stderr.isEmpty, "\(locale): \(warned.stderr)")
            #expect(warned.stdout.contains("FINDER(1)"))
        }
    }

    /// The page as man shows it on a UTF-8 terminal.
    func rendered(_ page: String) throws -> String {
        let dir = TemporaryDirectory()
        let file = dir.file("finder.1")
        try Data(page.utf8).write(to: URL(fileURLWithPath: file))
        return try runProcess("/usr/bin/man", ["-l", file], environment: ["LC_ALL": "C.UTF-8", "MANPAGER": "cat", "MANWIDTH": "200",
                                                                          "PATH": "/usr/bin:/bin"]).stdout
    }

    @Test func theEnglishPage() throws {
        let page = try page(["help", "--man"])
        #expect(try self.page(["--man"]) == page)
        #expect(page.contains(".SH \"SYNOPSIS\"") && page.contains("\\fB\\-\\-limit\\fR \\fIN\\fR"))
        // The ellipsis and the Russian examples are named glyphs with ASCII fallbacks.
        #expect(page.contains("\\fIQUERY\\[u2026]\\fR") && page.contains(".fchar \\[u2026] ..."))
        #expect(try rendered(page).contains("QUERY…"))
        try lint(page)
    }

    @Test func theRussianPageFollowsTheLanguage() throws {
        let page = try page(["help", "--man"], lang: "ru_RU.UTF-8")
        #expect(try self.page(["--lang", "ru", "--man"]) == page)
        let shown = try rendered(page)
        #expect(shown.contains("\nСИНТАКСИС\n") && shown.contains("ЗАПРОС…"), "\(shown.prefix(600))")
        #expect(shown.contains("Пользовательские команды"))
        // Past ASCII, only named glyphs: no raw UTF-8 for a reader without preconv.
        #expect(!page.unicodeScalars.contains { $0.value > 0x7F })
        // On the ASCII device, the page's own fallbacks: Cyrillic transliterated.
        let dir = TemporaryDirectory()
        try Data(page.utf8).write(to: URL(fileURLWithPath: dir.file("finder.1")))
        let ascii = try runProcess("/usr/bin/man", ["-l", dir.file("finder.1")],
                                   environment: ["LC_ALL": "C", "MANPAGER": "cat", "MANWIDTH": "200", "PATH": "/usr/bin:/bin"]).stdout
        #expect(ascii.contains("SINTAKSIS") && ascii.contains("ZAPROS..."), "\(ascii.prefix(600))")
        try lint(page)
    }

    @Test func asJSON() throws {
        let doc = try json(try runFinder(["--json", "help", "--man"]).stdout)
        #expect(doc["domain"] as? String == "cli")
        #expect(((doc["results"] as? [[String: Any]])?.first?["man"] as? String)?.contains(".TH FINDER 1") == true)
    }
}
