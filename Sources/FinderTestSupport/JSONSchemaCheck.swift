import Foundation

/// Checks finder's JSON documents against the schemas in `docs/schemas/` (one per domain),
/// with the subset of JSON Schema (draft 7) those use: `type` (a name or a list; "integer"
/// is a number without a fraction), `enum`, `required`, `properties`, `items`, `pattern`.
/// Members not named by a schema are allowed (extra members may be added, GUIDE.md). An
/// `offline` document's results are checked against its `savedDomain`'s result schema.
public enum JSONSchemaCheck {
    /// The schemas folder of the repository this file is in.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/schemas")

    nonisolated(unsafe) private static var cache: [String: [String: Any]] = [:]
    private static let lock = NSLock()

    public static func schema(_ domain: String) -> [String: Any]? {
        lock.lock(); defer { lock.unlock() }
        if let s = cache[domain] { return s }
        let url = folder.appendingPathComponent(domain + ".schema.json")
        guard let data = try? Data(contentsOf: url),
              let s = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        cache[domain] = s
        return s
    }

    /// The problems of one document ("$.results[0].exchange: \"\" is not one of null, string"),
    /// empty when it conforms.
    public static func problems(_ document: Any) -> [String] {
        guard let doc = document as? [String: Any], let domain = doc["domain"] as? String else { return ["$: no domain"] }
        guard let schema = schema(domain) else { return ["$: no schema for domain \(domain)"] }
        var out: [String] = []
        check(doc, schema, "$", &out)
        if domain == "offline", let saved = doc["savedDomain"] as? String, let savedSchema = self.schema(saved),
           let items = ((savedSchema["properties"] as? [String: Any])?["results"] as? [String: Any])?["items"],
           let results = doc["results"] as? [Any] {
            for (i, r) in results.enumerated() { check(r, items, "$.results[\(i)]", &out) }
        }
        return out
    }

    /// The problems of every JSON document in `text` that is one of finder's (an object with
    /// `schemaVersion` and `domain`): one document, or one a line (interactive sessions).
    /// `selectedFields`: the run gave `--fields`, so a result holds only the members named
    /// (each still checked against its schema), and none is missing.
    public static func problems(inOutput text: String, selectedFields: Bool = false) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{") else { return [] }
        var candidates = [trimmed]
        if (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) == nil {
            candidates = trimmed.split(separator: "\n").map(String.init)
        }
        var out: [String] = []
        for c in candidates {
            guard let doc = (try? JSONSerialization.jsonObject(with: Data(c.utf8))) as? [String: Any],
                  doc["schemaVersion"] != nil, doc["event"] == nil else { continue }
            out += problems(doc).filter { !(selectedFields && $0.hasPrefix("$.results[") && $0.hasSuffix(" is missing")) }
                .map { "\(doc["domain"] ?? "?"): \($0)" }
        }
        return out
    }

    static func check(_ value: Any, _ schema: Any, _ path: String, _ out: inout [String]) {
        guard let schema = schema as? [String: Any] else { return }
        if let t = schema["type"] {
            let types = (t as? [String]) ?? [(t as? String) ?? ""]
            guard types.contains(where: { matches(value, $0) }) else {
                out.append("\(path): \(describe(value)) is not \(types.joined(separator: " or "))")
                return
            }
        }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { same($0, value) }) {
            out.append("\(path): \(describe(value)) is not one of \(allowed.map(describe).joined(separator: ", "))")
        }
        if let pattern = schema["pattern"] as? String, let s = value as? String,
           s.range(of: pattern, options: .regularExpression) == nil {
            out.append("\(path): \(describe(value)) does not match \(pattern)")
        }
        if let object = value as? [String: Any] {
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                out.append("\(path): member \(name) is missing")
            }
            for (name, sub) in schema["properties"] as? [String: Any] ?? [:] {
                if let v = object[name] { check(v, sub, path + "." + name, &out) }
            }
        }
        if let array = value as? [Any], let items = schema["items"] {
            for (i, v) in array.enumerated() { check(v, items, "\(path)[\(i)]", &out) }
        }
    }

    /// JSONSerialization gives true and false as NSNumbers of type "c" (a C char).
    static func isBool(_ v: Any) -> Bool {
        guard let n = v as? NSNumber else { return false }
        return String(cString: n.objCType) == "c"
    }

    static func isNumber(_ v: Any) -> NSNumber? {
        guard let n = v as? NSNumber, !isBool(v) else { return nil }
        return n
    }

    static func matches(_ v: Any, _ type: String) -> Bool {
        switch type {
        case "null": return v is NSNull
        case "boolean": return isBool(v)
        case "number": return isNumber(v) != nil
        case "integer": return isNumber(v).map { $0.doubleValue == $0.doubleValue.rounded() } ?? false
        case "string": return v is String
        case "array": return v is [Any]
        case "object": return v is [String: Any]
        default: return false
        }
    }

    static func same(_ a: Any, _ b: Any) -> Bool {
        if a is NSNull || b is NSNull { return a is NSNull && b is NSNull }
        if let x = a as? String, let y = b as? String { return x == y }
        if let x = isNumber(a), let y = isNumber(b) { return x == y }
        return false
    }

    static func describe(_ v: Any) -> String {
        if v is NSNull { return "null" }
        if let s = v as? String { return "\"\(s.prefix(60))\"" }
        if v is [Any] { return "an array" }
        if v is [String: Any] { return "an object" }
        return "\(v)"
    }
}
