import Foundation
import Testing
import FinderTestSupport

/// Relevance through the built binary on the bundled catalogue (the shared data folder of
/// StocksEndToEndTests): close spellings only as a fallback and said so, honest counts,
/// receipts shown with their company, the combined order, in both languages and every format.
@Suite(.serialized) struct RelevanceEndToEndTests {
    private func json(_ args: [String], lang: String = "en") throws -> [String: Any] {
        let run = try finder(["--lang", lang, "--format", "json"] + args)
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    }

    private func results(_ doc: [String: Any]) -> [[String: Any]] { doc["results"] as? [[String: Any]] ?? [] }

    @Test(arguments: ["en", "ru"])
    func aListWithRealMatchesHasNoCloseSpellingsAndCountsThemOnly(lang: String) throws {
        for query in ["tesla", "сбер", "sber", "nestle"] {
            for limit in ["20", "0"] {
                let doc = try json(["stocks", query, "--limit", limit], lang: lang)
                let rows = results(doc)
                #expect(!rows.isEmpty, "\(query)")
                #expect(rows.allSatisfy { $0["match"] as? String != "typo" }, "\(query) --limit \(limit)")
                #expect(doc["count"] as? Int == rows.count)
                #expect(doc["closeSpellingsOnly"] as? Bool == false)
            }
        }
        // sber: SBER, SBERP and the US line, not hundreds of names a letter away.
        #expect(results(try json(["stocks", "sber", "--limit", "0"], lang: lang)).count < 10)
    }

    @Test(arguments: ["en", "ru"], ["text", "accessible", "json", "jsonl"])
    func onlyCloseSpellingsAreSaidSo(lang: String, format: String) throws {
        var args = ["--lang", lang]
        switch format {
        case "accessible": args.append("--accessible")
        case "text": break
        default: args += ["--format", format]
        }
        let run = try finder(args + ["stocks", "volkswagon", "--limit", "2"])
        #expect(run.status == 0)
        let said = lang == "en" ? "No exact match for “volkswagon”; 2 close spellings"
                                : "Точных совпадений с «volkswagon» нет; 2 близких написания"
        switch format {
        case "json":
            let doc = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
            #expect(doc["closeSpellingsOnly"] as? Bool == true)
            #expect(results(doc).allSatisfy { $0["match"] as? String == "typo" })
        case "jsonl":
            #expect(run.stdout.contains("\"closeSpellingsOnly\":true"))
            #expect(run.stdout.contains("\"match\":\"typo\""))
        case "accessible":
            // Counts in words, tickers letter by letter.
            let spoken = lang == "en" ? said : "Точных совпадений с «volkswagon» нет; два близких написания"
            #expect(run.stderr.contains(spoken), "\(run.stderr)")
            #expect(run.stdout.contains("V. O. W. G."), "\(run.stdout)")
        default:
            #expect(run.stderr.contains(said), "\(run.stderr)")
            #expect(run.stdout.contains("VOWG"))
        }
    }

    @Test(arguments: ["en", "ru"])
    func receiptsAreShownWithTheirCompanyInEveryFormat(lang: String) throws {
        // Novo Nordisk: NOVO-B in Copenhagen (the data gives it no ISIN); NVO (a US ISIN, "Common
        // Stock" in the screener's name) and the BDR are its receipts.
        let doc = try json(["stocks", "novo nordisk", "--limit", "1"], lang: lang)
        let first = try #require(results(doc).first)
        #expect(first["ticker"] as? String == "NOVO-B")
        #expect(first["country"] as? String == "denmark")
        let receipts = first["receipts"] as? [[String: Any]] ?? []
        #expect(receipts.contains { $0["ticker"] as? String == "NVO" })
        #expect(Set(receipts.compactMap { $0["country"] as? String }).contains("united states"))
        let text = try finder(["--lang", lang, "stocks", "novo nordisk", "--limit", "1"]).stdout
        #expect(text.contains(lang == "en" ? "+2 receipts" : "+2 расписки"), "\(text)")
        let spoken = try finder(["--lang", lang, "--accessible", "stocks", "novo nordisk", "--limit", "1"]).stdout
        #expect(spoken.contains(lang == "en" ? "also as receipts in United States" : "депозитарные расписки: США"), "\(spoken)")
        // --all-listings still gives every row, receipts last.
        let all = results(try json(["stocks", "novo nordisk", "--all-listings", "--limit", "0"], lang: lang))
        #expect(all.first?["ticker"] as? String == "NOVO-B")
        #expect(all.contains { $0["ticker"] as? String == "NVO" })
    }

    @Test func popularCompaniesTheQueryStartsComeBeforeTinyExactMatches() throws {
        #expect(results(try json(["stocks", "nvd", "--limit", "1"])).first?["ticker"] as? String == "NVDA")
        #expect(results(try json(["stocks", "berkshire b", "--limit", "1"])).first?["ticker"] as? String == "BRKb")
        #expect(results(try json(["stocks", "фосагро", "--limit", "1"])).first?["ticker"] as? String == "PHOR")
        // History first (other tests searched here), then the catalogue's completions. "go" is a
        // small company's ticker (Grocery Outlet, about $1 billion): it does not come before the
        // giants whose names and brands the query starts (Alphabet's Google; Amazon's Goodreads,
        // the larger company, first). "ap" is
        // Aboitiz Power's, a sizable company (about $5 billion; its class is from
        // Resources/sizes.tsv, decision 0608): its two letters weigh four times (decision 0381,
        // as "c" is Citigroup), Apple next.
        let go = results(try json(["suggest", "go"])).filter { $0["source"] as? String == "catalogue" }
        #expect(go.prefix(2).contains { $0["text"] as? String == "GOOGL" }, "\(go)")
        #expect(go.first?["text"] as? String != "GO", "\(go)")
        let suggest = results(try json(["suggest", "ap"])).filter { $0["source"] as? String == "catalogue" }
        #expect(suggest.first?["text"] as? String == "AP", "\(suggest)")
        #expect(suggest.dropFirst().first?["text"] as? String == "AAPL", "\(suggest)")
    }
}
