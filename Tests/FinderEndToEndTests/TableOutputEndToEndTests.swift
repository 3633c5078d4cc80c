import Foundation
import Testing
import FinderTestSupport

/// `--format csv|tsv` (RFC 4180 and IANA TSV: a header row of the stable English member
/// names, numbers unformatted) and `--fields` in every format.
@Suite(.serialized) struct TableOutputEndToEndTests {
    /// RFC 4180 records: CRLF ends, quoted fields with doubled quotes and line breaks inside.
    func records(_ csv: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], cell = "", quoted = false
        var chars = Array(csv.unicodeScalars), i = 0
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\"" { if i + 1 < chars.count && chars[i + 1] == "\"" { cell.unicodeScalars.append("\""); i += 1 } else { quoted = false } }
                else { cell.unicodeScalars.append(c) }
            } else if c == "\"" { quoted = true }
            else if c == "," { row.append(cell); cell = "" }
            else if c == "\r" && i + 1 < chars.count && chars[i + 1] == "\n" { row.append(cell); rows.append(row); row = []; cell = ""; i += 1 }
            else { cell.unicodeScalars.append(c) }
            i += 1
        }
        chars = []
        return rows
    }

    @Test func csvHasAHeaderAndOneRecordPerResult() throws {
        let run = try finder(["--format", "csv", "stocks", "apple", "--limit", "3"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\r\n") && !run.stdout.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let rows = records(run.stdout)
        #expect(rows.count == 4)
        #expect(rows[0].prefix(4) == ["ticker", "name", "altName", "price"])
        #expect(rows.allSatisfy { $0.count == rows[0].count })
        #expect(rows[1][0] == "AAPL" && rows[1][1] == "Apple Inc.")
        // A nested value is its JSON, quoted with its quotes doubled.
        let listings = try #require(rows[1][rows[0].firstIndex(of: "listings")!].data(using: .utf8))
        #expect(try JSONSerialization.jsonObject(with: listings) is [[String: Any]])
        // Messages stay on stderr, in the UI language.
        let ru = try finder(["--lang", "ru", "--format", "csv", "stocks", "apple", "--limit", "3"])
        // The same records; only countryName is in the reader's language.
        let ruRows = records(ru.stdout), column = rows[0].firstIndex(of: "countryName")!
        #expect(ruRows.map { $0.enumerated().filter { $0.offset != column }.map(\.element) }
                == rows.map { $0.enumerated().filter { $0.offset != column }.map(\.element) })
        #expect(ruRows[1][column] == "США" && rows[1][column] == "United States")
        #expect(ru.stderr.contains("3 из ") && ru.stderr.contains("результат"), "\(ru.stderr)")
    }

    @Test func numbersAreUnformattedInEveryLanguage() throws {
        let fields = ["--fields", "ticker,price,change,changePercent,marketCap"]
        for lang in ["en", "ru"] {
            let run = try runFinderOnOneDay(["--data-dir", changeData.path, "--no-history", "--lang", lang, "--format", "csv"] + fields
                                            + ["stocks", "show", "SBER"], environment: ["TZ": "UTC"])
            #expect(records(run.stdout) == [["ticker", "price", "change", "changePercent", "marketCap"], ["SBER", "266.79", "-3.21", "-1.19", ""]],
                    "\(run.stdout)")
            let tsv = try runFinderOnOneDay(["--data-dir", changeData.path, "--no-history", "--lang", lang, "--format", "tsv"] + fields
                                            + ["stocks", "show", "SBER"], environment: ["TZ": "UTC"])
            #expect(tsv.stdout == "ticker\tprice\tchange\tchangePercent\tmarketCap\nSBER\t266.79\t-3.21\t-1.19\t\n", "\(tsv.stdout)")
        }
    }

    @Test func emptyAndErrorsKeepStdoutATable() throws {
        let empty = try finder(["--format", "csv", "--fields", "ticker,name", "stocks", "zzzzqqq"])
        #expect(empty.status == 1 && empty.stdout == "ticker,name\r\n" && empty.stderr.contains("No stocks match"), "\(empty.stderr)")
        let usage = try finder(["--format", "tsv", "stocks", "apple", "--limit", "x"])
        #expect(usage.status == 2 && usage.stdout.isEmpty && usage.stderr.hasPrefix("finder:"))
    }

    @Test func fieldsInEveryFormat() throws {
        let json = try finder(["--json", "--fields", "ticker,isin", "stocks", "apple", "--limit", "2"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = try #require(doc["results"] as? [[String: Any]])
        #expect(results.count == 2 && results.allSatisfy { Set($0.keys) == ["ticker", "isin"] })
        #expect(json.stdout.contains(#"{"ticker":"AAPL","isin":"US0378331005"}"#))
        let lines = try finder(["--format", "jsonl", "--fields", "isin,ticker", "stocks", "apple", "--limit", "1"]).stdout
        #expect(lines.contains(#"{"event":"result","position":1,"isin":"US0378331005","ticker":"AAPL"}"#), "\(lines)")
        let text = try finder(["--fields", "ticker,isin", "stocks", "apple", "--limit", "1"]).stdout
        #expect(text == "AAPL  US0378331005\n", "\(text)")
        let spoken = try finder(["--accessible", "--lang", "ru", "--fields", "ticker", "stocks", "apple", "--limit", "1"]).stdout
        #expect(spoken.contains("тикер A. A. P. L.") && !spoken.contains("Apple"), "\(spoken)")
        let csv = try finder(["--format", "csv", "--fields", "name, ticker", "stocks", "apple", "--limit", "1"]).stdout
        #expect(csv == "name,ticker\r\nApple Inc.,AAPL\r\n")
    }

    @Test func unknownFieldsAreUsageErrors() throws {
        let bad = try finder(["--fields", "ticker,prise", "stocks", "apple"])
        #expect(bad.status == 2 && bad.stderr.contains("unknown field “prise” for --fields; did you mean “price”?"), "\(bad.stderr)")
        let ru = try finder(["--lang", "ru", "--json", "--fields", ",", "stocks", "apple"])
        #expect(ru.status == 2 && ru.stdout.contains("для --fields нужно хотя бы одно поле"), "\(ru.stdout)")
        // A photo's member is no stock's.
        #expect(try finder(["--fields", "blurHash", "stocks", "apple"]).status == 2)
    }

    @Test(arguments: catalogLanguages, ["csv", "tsv"])
    func goldenOutput(lang: String, format: String) throws {
        let args = ["--lang", lang, "--format", format, "--fields", "ticker,name,price,currency,country,countryName", "stocks", "show", "SBER"]
        let run = try runFinderOnOneDay(["--data-dir", changeData.path, "--no-history"] + args, environment: ["TZ": "UTC"])
        let text = "$ finder \(args.joined(separator: " "))\nexit: \(run.status)\n--- stdout\n\(run.stdout)--- stderr\n\(run.stderr)"
        let (ok, message) = matchesSnapshot(text, named: "stocks-table-sber.\(lang).\(format)")
        #expect(ok, "\(message)")
    }
}
