import Foundation
import Testing
import FinderTestSupport

/// Word characters through the built binary: names with letter-like symbols and number
/// forms (rows a sync adds: “GⅡR”, the name a Korean agency once listed under) are found as ICU weighs them;
/// symbols ICU weighs are no longer skipped like punctuation; punctuation still joins words
/// as people type names.
@Suite(.serialized) struct WordCharactersEndToEndTests {
    static let rows = #"""
    [{"ticker":"ZQA1","name":"GⅡR Inc","currentPrice":10.5},
     {"ticker":"ZQA2","name":"ⓠⓤⓘⓡⓚ Labs","currentPrice":11.5},
     {"ticker":"ZQA3","name":"Model X¹⁰ Systems","currentPrice":12.5},
     {"ticker":"ZQA4","name":"Quuxio™ Brands","currentPrice":13.5},
     {"ticker":"ZQA5","name":"Zeeq+Plus Media","currentPrice":14.5}]
    """#

    /// A copy of the shared data folder with the rows above synced in (the sync rebuilds the index).
    static let data: TemporaryDirectory = {
        let dir = try! freshDataDir()
        let file = dir.file("rows.json")
        try! Data(rows.utf8).write(to: URL(fileURLWithPath: file))
        let sync = try! run(dir, ["stocks", "sync", "--from", file])
        precondition(sync.status == 0, sync.stderr)
        return dir
    }()

    private func json(_ query: String, lang: String = "en") throws -> [String: Any] {
        let r = try run(Self.data, ["--no-history", "--lang", lang, "--format", "json", "stocks", query, "--limit", "5"])
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        return try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
    }

    private func rows(_ doc: [String: Any]) -> [[String: Any]] { doc["results"] as? [[String: Any]] ?? [] }

    private func first(_ query: String) throws -> (ticker: String?, match: String?) {
        let row = rows(try json(query)).first
        return (row?["ticker"] as? String, row?["match"] as? String)
    }

    /// “GⅡR” (Ⅱ is U+2161 ROMAN NUMERAL TWO, a separator under u_isalnum).
    @Test(arguments: ["en", "ru"], ["text", "accessible", "json", "jsonl"])
    func aRomanNumeralIsItsLetters(lang: String, format: String) throws {
        let r = try run(Self.data, ["--no-history"] + outputArguments(lang: lang, format: format) + ["stocks", "giir", "--limit", "3"])
        #expect(r.status == 0, "\(r.stderr)")
        // The first result: the first line of text, the first ticker of JSON.
        let first = format.hasPrefix("json") ? r.stdout.components(separatedBy: #""ticker":"#).dropFirst().first ?? ""
                                             : r.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(#""ZQA1""#) || first.contains(format == "accessible" ? "Z. Q. A. 1" : "ZQA1 "), "\(r.stdout)")
        #expect(r.stdout.contains("GⅡR"), "\(r.stdout)")
        #expect(!r.stdout.contains("typo") && !r.stderr.contains("close spelling") && !r.stderr.contains("близк"), "\(r.stderr)")
    }

    @Test func letterLikeSymbolsAreFoundByTheirLetters() throws {
        for (query, ticker) in [("giir", "ZQA1"), ("GⅡR", "ZQA1"), ("gⅱr", "ZQA1"), ("quirk labs", "ZQA2"),
                                ("ⓠⓤⓘⓡⓚ", "ZQA2"), ("labs quirk", "ZQA2"), ("model x10", "ZQA3"), ("x¹⁰", "ZQA3"), ("quuxiotm", "ZQA4"),
                                ("quuxio™", "ZQA4"), ("quuxio", "ZQA4")] {
            let (t, match) = try first(query)
            #expect(t == ticker && match != "typo", "\(query): \(String(describing: t)) \(String(describing: match))")
        }
    }

    /// `+` weighs: "zeeq+plus" is one word, found as typed, and "zeeqplus" is at best a
    /// close spelling. `app+le` finds no Apple as a match: only close spellings, said so.
    @Test func symbolsICUWeighsAreNotSkipped() throws {
        let typed = try first("zeeq+plus")
        #expect(typed.ticker == "ZQA5" && typed.match != "typo")
        #expect(try first("zeeq+").ticker == "ZQA5")
        #expect(try first("zeeq").ticker == "ZQA5")
        let plusless = try json("zeeqplus")
        #expect(rows(plusless).allSatisfy { $0["match"] as? String == "typo" }, "\(rows(plusless))")
        #expect(!rows(try json("plus media")).contains { $0["ticker"] as? String == "ZQA5" && $0["match"] as? String != "typo" })
        for lang in ["en", "ru"] {
            let doc = try json("app+le", lang: lang)
            #expect(doc["closeSpellingsOnly"] as? Bool == true, "\(doc)")
            #expect(rows(doc).allSatisfy { $0["match"] as? String == "typo" })
        }
        let apple = rows(try json("apple")).first
        #expect(apple?["ticker"] as? String == "AAPL" && apple?["match"] as? String != "typo")
    }

    /// & . - ' are punctuation to ICU: they join the words around them, as before.
    @Test func punctuationStillJoinsWords() throws {
        for query in ["at&t", "att", "at t", "at&t inc", "AT-T"] {
            #expect(try first(query).ticker == "T", "\(query)")
        }
        for query in ["coca-cola", "cocacola", "coca cola"] { #expect(try first(query).ticker == "KO", "\(query)") }
        for query in ["l'oreal", "loreal", "l’oréal"] { #expect(try first(query).ticker == "OR", "\(query)") }
        #expect(try first("brk.b").ticker == "BRKb")
    }
}
