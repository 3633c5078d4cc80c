#if canImport(Glibc)
import Glibc
#endif

/// The members every JSON document of a domain carries: the same for every
/// outcome — content, empty, error, offline, interrupted — null when unknown, so a script
/// reads `.hint` or `.total` without first asking which outcome it got. GUIDE.md's table
/// "Members of every document, by domain" says the same; a test holds the two together and
/// checks real documents of every command and outcome against it.
enum JSONContract {
    /// Top-level members of a domain's documents, after the common ones (`schemaVersion` …
    /// `error`).
    static let documentMembers: [String: [String]] = [
        "stocks": ["hint", "closeSpellingsOnly", "total", "totalIsLowerBound", "savedAt", "unknown"],
        "photos": ["total", "rateLimit", "skipped", "retryAfter", "savedAt"],
        "download": ["rateLimit", "retryAfter"],
        "offline": ["savedDomain", "savedAt", "hint", "closeSpellingsOnly", "total", "rateLimit", "skipped"],
        "sync": ["sync"],
    ]

    /// Members of each result of a domain (for `offline`, of its `savedDomain`).
    static let resultMembers: [String: [String]] = [
        // The names people use are "names" in a result (the catalogue's column is "aliases").
        "stocks": StocksCommand.fieldOrder.map { $0 == .aliases ? "names" : $0.member }
            + ["countryName", "priceStale", "listings", "receipts", "match", "matchedName", "alert"],
        // A search's photo, then the details `photos show` adds (null in a search).
        "photos": ["id", "description", "altDescription", "author", "username", "profileUrl", "sponsor", "width", "height",
                   "color", "colorName", "blurHash", "url", "photoUrl", "urls", "downloadLocation",
                   "location", "camera", "exposure", "tags", "likes", "downloads", "createdAt"],
        "download": ["path", "id", "size", "bytes", "author", "profileUrl", "photoUrl"],
        "history": ["query", "domain", "usedAt"],
        "suggest": ["text", "name", "source"],
        "config": ["name", "value", "source"],
    ]

    /// `members` with every member the domain's documents carry, null where missing.
    static func completed(_ members: [(String, JSONValue)], domain: String) -> [(String, JSONValue)] {
        var out = members
        for name in documentMembers[domain] ?? [] where !out.contains(where: { $0.0 == name }) { out.append((name, .null)) }
        return out
    }

    /// A result's members with every member of the domain's results, null where missing.
    static func completed(result: [(String, JSONValue)], domain: String, savedDomain: String?) -> [(String, JSONValue)] {
        guard let names = resultMembers[domain == "offline" ? savedDomain ?? "" : domain] else { return result }
        // A result with every member in the contract's order (every stock row) is complete:
        // one comparison a member instead of a search for each (2,700 of them for twenty rows).
        if result.count == names.count && result.indices.allSatisfy({ result[$0].0 == names[$0] }) { return result }
        var out = result
        for name in names where !out.contains(where: { $0.0 == name }) { out.append((name, .null)) }
        return out
    }

    /// The saved domain named in a context's members ("stocks", "photos"), for an offline document.
    static func savedDomain(_ metadata: [(String, JSONValue)]) -> String? {
        for (name, value) in metadata where name == "savedDomain" { if case .string(let s) = value { return s } }
        return nil
    }

    /// A moment as every document writes it (`savedAt`): ISO 8601 in UTC to the second,
    /// "2026-12-05T09:21:18Z"; null for a moment that is no date (not finite, out of range).
    static func instant(_ epochSeconds: Double) -> JSONValue {
        guard epochSeconds.isFinite, (0...253_402_300_799).contains(epochSeconds) else { return .null }
        var t = time_t(epochSeconds.rounded(.down)), parts = tm()
        guard gmtime_r(&t, &parts) != nil else { return .null }
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year = String(parts.tm_year + 1900)
        return .string("\(String(repeating: "0", count: max(0, 4 - year.count)) + year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
                       + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z")
    }
}
