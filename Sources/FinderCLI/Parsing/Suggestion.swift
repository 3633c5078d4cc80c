/// "Did you mean …?": the valid name closest to what was typed, by Damerau–Levenshtein
/// distance (optimal string alignment: a swap of two neighbours is one edit), compared
/// ignoring ASCII case and leading dashes. Close means one edit for names of up to four
/// letters, two for longer ones, and never half the name or more; nil when nothing is close
/// or two names are equally close.
public enum Suggestion {
    public static func closest(to typed: String, among names: [String]) -> String? {
        let t = Array(strip(typed))
        guard !t.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        var tie = false
        for name in names {
            let n = Array(strip(name))
            // The same word: nothing to suggest ("fotos" only sounds like "photos").
            guard Option.asciiLowercased(name) != Option.asciiLowercased(typed) else { return nil }
            let d = distance(t, n)
            let allowed = min(n.count <= 4 ? 1 : 2, (max(n.count, t.count) - 1) / 2)
            guard d <= allowed else { continue }
            if best == nil || d < best!.distance { best = (name, d); tie = false } else if d == best!.distance { tie = true }
        }
        return tie ? nil : best?.name
    }

    /// Lowercased, without leading dashes, "ph" spelled "f" as it sounds ("foto" is one
    /// letter from "photos", not three).
    private static func strip(_ s: String) -> String {
        let lower = Array(Option.asciiLowercased(String(s.drop { $0 == "-" })).utf8)
        var out: [UInt8] = []
        var i = 0
        while i < lower.count {
            if lower[i] == UInt8(ascii: "p"), i + 1 < lower.count, lower[i + 1] == UInt8(ascii: "h") { out.append(UInt8(ascii: "f")); i += 2; continue }
            out.append(lower[i]); i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Optimal string alignment distance between two character arrays.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { row[j] = min(row[j], prev2[j - 2] + 1) }
            }
            (prev2, prev, row) = (prev, row, prev2)
        }
        return prev[b.count]
    }
}
