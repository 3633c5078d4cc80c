/// Words for text a screen reader speaks, besides numbers (`NumberFormat+Speech.swift`).
public enum SpokenText {
    /// A ticker said letter by letter: "AAPL" → "A. A. P. L.", "BRKb" → "B. R. K. b.",
    /// "NIKE34" → "N. I. K. E. 3 4". espeak-ng reads a ticker whole as a word ("AAPL" is
    /// "apple", "ON" "on") and a lone capital "A" as the article; a letter followed by a full
    /// stop is named, in both voices. Other characters (".", "-") are not said.
    public static func letters(_ ticker: String) -> String {
        var parts: [String] = []
        for c in ticker {
            if c.isNumber { parts.append(String(c)) } else if c.isLetter { parts.append(String(c) + ".") }
        }
        return parts.isEmpty ? ticker : parts.joined(by: " ")
    }

    /// Signs a synthesizer names oddly said as the words a person uses: "&" is "and" / "и"
    /// (espeak-ng says "амперсанд").
    public static func words(_ text: String, language: String) -> String {
        guard text.contains("&") else { return text }
        let and = language == "ru" ? "и" : "and"
        var out = ""
        for c in text {
            if c == "&" {
                if let last = out.last, !last.isWhitespace { out.append(" ") }
                out += and + " "
            } else if c == " ", out.last == " " {
                continue
            } else {
                out.append(c)
            }
        }
        return out.hasSuffix(" ") ? String(out.dropLast()) : out
    }
}
