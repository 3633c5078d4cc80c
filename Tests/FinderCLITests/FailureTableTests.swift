import Foundation
import Testing
import FinderTestSupport
@testable import FinderCLI

/// One table of failures (`FailureCode`): the GUIDE.md's "Exit codes and
/// error codes" is that table, row for row, and every code in it is one the sources emit.
@Suite struct FailureTableTests {
    /// `(code, exit)` rows of GUIDE.md's table, in order.
    static func guideTable() throws -> [(String, Int32)] {
        let guide = try String(contentsOfFile: packageRoot + "/GUIDE.md", encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "### Exit codes and error codes").dropFirst().first)
        var rows: [(String, Int32)] = []
        for line in section.split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`"), let exit = Int32(cells[1]) else { continue }
            rows.append((String(cells[0].dropFirst().dropLast()), exit))
        }
        return rows
    }

    @Test func theGUIDEsTableIsTheFailureTable() throws {
        let guide = try Self.guideTable()
        #expect(guide.map(\.0) == FailureCode.allCases.map(\.rawValue))
        #expect(guide.map(\.1) == FailureCode.allCases.map(\.exit.rawValue))
    }

    /// Every failure of the table is reported somewhere (`.failure(.CASE`, a source's
    /// `network(.CASE`), and no source names a code outside it (`code: "…"`).
    @Test func theSourcesEmitEveryCodeOfTheTableAndNoOther() throws {
        let sources = packageRoot + "/Sources"
        var text = ""
        for case let path as String in FileManager.default.enumerator(atPath: sources)! where path.hasSuffix(".swift") {
            text += try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
        }
        func matches(_ pattern: String) throws -> Set<String> {
            let regex = try NSRegularExpression(pattern: pattern)
            return Set(regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            })
        }
        let byName = Dictionary(uniqueKeysWithValues: FailureCode.allCases.map { ("\($0)", $0.rawValue) })
        let named = try matches(#"(?:failure|network)\(\.(\w+)"#).compactMap { byName[$0] }
        let literal = try matches(#"code: "([a-z-]+)""#)
        #expect(literal.isSubset(of: Set(FailureCode.allCases.map(\.rawValue))), "\(literal.sorted())")
        #expect(Set(named).union(literal) == Set(FailureCode.allCases.map(\.rawValue)))
    }
}
