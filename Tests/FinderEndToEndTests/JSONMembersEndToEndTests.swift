import Foundation
import Testing
import FinderTestSupport

/// Every JSON document of a domain has the same members, whatever the
/// outcome, as GUIDE.md's table "Members of every document, by domain" says.
@Suite struct JSONMembersEndToEndTests {
    static let common = ["schemaVersion", "domain", "query", "state", "offline", "count", "page", "totalPages",
                         "results", "message", "error"]

    /// domain → (document members, result members) from GUIDE.md's table; a result member
    /// list "those of `savedDomain`" is nil.
    static func table() throws -> [String: (document: [String], result: [String]?)] {
        let guide = try String(contentsOfFile: packageRoot + "/GUIDE.md", encoding: .utf8)
        let start = try #require(guide.range(of: "**Members of every document, by domain.**"))
        var rows: [String: ([String], [String]?)] = [:]
        for line in guide[start.upperBound...].split(separator: "\n").drop(while: { !$0.hasPrefix("| domain") }).dropFirst(2) {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            func names(_ cell: String) -> [String] {
                // Only the names before any parenthesis: "`savedAt` (seconds …)".
                var out: [String] = [], depth = 0, current: String?
                for c in cell {
                    if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } else if c == "`", depth == 0 {
                        if let n = current { out.append(n); current = nil } else { current = "" }
                    } else if current != nil { current!.append(c) }
                }
                return out
            }
            let result = cells[3].contains("savedDomain") ? nil : names(cells[3])
            for domain in names(cells[1]) { rows[domain] = (names(cells[2]), result) }
        }
        return rows
    }

    func members(_ json: String) throws -> [String: Any] {
        let line = try #require(json.split(separator: "\n").last.map(String.init), "no document")
        return try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    func check(_ doc: [String: Any], _ table: [String: (document: [String], result: [String]?)], _ what: String) throws {
        let domain = try #require(doc["domain"] as? String, "\(what)")
        let row = try #require(table[domain], "domain \(domain) is not in GUIDE.md's table (\(what))")
        #expect(Set(doc.keys) == Set(Self.common + row.document), "\(what): \(doc.keys.sorted())")
        let resultNames = row.result ?? table[doc["savedDomain"] as? String ?? ""]?.result ?? []
        for case let r as [String: Any] in doc["results"] as? [Any] ?? [] where !resultNames.isEmpty {
            #expect(Set(r.keys) == Set(resultNames), "\(what) result: \(r.keys.sorted())")
        }
    }

    @Test func everyOutcomeHasItsDomainsMembers() throws {
        let table = try Self.table()
        #expect(table["stocks"]?.document.contains("hint") == true && table["history"]?.result?.contains("usedAt") == true)
        let dir = try freshDataDir()
        func run(_ args: [String]) throws -> FinderRun {
            try runFinder(["--data-dir", dir.path, "--json"] + args, environment: ["TZ": "UTC"])
        }
        let runs: [(String, [String])] = [
            ("stocks content", ["stocks", "apple", "--limit", "2"]),
            ("stocks empty", ["stocks", "zzzzqqqq"]),
            ("stocks show", ["stocks", "show", "GAZP"]),
            ("stocks show empty", ["stocks", "show", "NOSUCHTICKER"]),
            ("stocks offline", ["--offline", "stocks", "apple"]),
            ("stocks offline nothing saved", ["--offline", "stocks", "nothing saved here"]),
            ("history list", ["history"]),
            ("history remove", ["history", "remove", "apple"]),
            ("history remove nothing", ["history", "--domain", "photos", "remove", "nothing"]),
            ("suggest", ["suggest", "ap"]),
            ("suggest empty", ["suggest", "zzzzqqqq"]),
            ("offline show", ["offline", "show"]),
            ("offline clear", ["offline", "clear"]),
            ("offline show nothing", ["offline", "show"]),
            ("history clear", ["history", "clear"]),
            ("history empty", ["history"]),
            ("usage error", ["stocks", "--limit", "abc"]),
            ("photos without a key", ["photos", "cats"]),
            ("sync from a missing file", ["stocks", "sync", "--from", dir.file("missing.json")]),
        ]
        for (what, args) in runs {
            let r = try run(args)
            try check(try members(r.stdout), table, what)
        }
        // What an action did is said, as text says it; `remove` names the query it removed.
        _ = try run(["stocks", "apple"])
        let removed = try members(try run(["history", "--domain", "stocks", "remove", "apple"]).stdout)
        #expect(removed["query"] as? String == "apple" && (removed["message"] as? String)?.isEmpty == false, "\(removed)")
        let cleared = try members(try run(["offline", "clear"]).stdout)
        #expect((cleared["message"] as? String)?.contains("1") == true, "\(cleared)")
        // jsonl: the final event carries the domain's members too.
        let events = try runFinder(["--data-dir", dir.path, "--format", "jsonl", "stocks", "zzzzqqqq"]).stdout
        let last = try members(events)
        #expect(last.keys.contains("hint") && last.keys.contains("savedAt"), "\(last.keys.sorted())")
    }
}
